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
	add	d30, d15, d3
	add	d28, d9, d1
	add	d13, d20, d20
	add	d14, d1, d27
	add	v24.16b, v15.16b, v30.16b
	add	v16.16b, v27.16b, v19.16b
	add	v30.16b, v15.16b, v10.16b
	add	v14.16b, v5.16b, v19.16b
	add	v2.2d, v18.2d, v28.2d
	add	v0.2d, v20.2d, v21.2d
	add	v21.2d, v22.2d, v3.2d
	add	v6.2d, v24.2d, v19.2d
	add	v19.2s, v18.2s, v16.2s
	add	v10.2s, v2.2s, v27.2s
	add	v7.2s, v9.2s, v19.2s
	add	v21.2s, v21.2s, v17.2s
	add	v31.4h, v9.4h, v6.4h
	add	v21.4h, v14.4h, v16.4h
	add	v19.4h, v26.4h, v21.4h
	add	v13.4h, v10.4h, v5.4h
	add	v5.4s, v27.4s, v30.4s
	add	v26.4s, v7.4s, v13.4s
	add	v17.4s, v6.4s, v14.4s
	add	v28.4s, v22.4s, v16.4s
	add	v22.8b, v14.8b, v21.8b
	add	v13.8b, v10.8b, v9.8b
	add	v16.8b, v1.8b, v10.8b
	add	v1.8b, v6.8b, v29.8b
	add	v12.8h, v30.8h, v19.8h
	add	v31.8h, v27.8h, v10.8h
	add	v16.8h, v4.8h, v8.8h
	add	v29.8h, v23.8h, v13.8h
	adr	x25, #1
	adr	x16, #0
	adr	x11, #246287
	adr	x1, #973573
	adrp	x30, #-3139293184
	adrp	x17, #1818464256
	adrp	x1, #-2167189504
	adrp	x20, #-2277875712
	tst	w5, #0x88888888
	ands	w10, w4, #0xbbbbbbbb
	ands	w0, w19, #0x11111111
	tst	w9, #0x88888888
	ands	w3, w17, w30, asr #15
	ands	w26, w7, w16, asr #22
	ands	w12, w14, w15, lsl #18
	ands	w30, w5, w20, ror #31
	ands	x3, x5, #0x3ffffff03ffffff
	ands	x2, x20, #0x1111111111111111
	tst	x7, #0x1000100010001
	ands	x19, x20, #0xcccccccccccccccc
	ands	x3, x29, x11
	ands	x23, x15, x26
	ands	x15, x6, x8
	ands	x26, x25, x25
	and	w8, w10, #0x7ff
	and	w5, w21, #0x1e001e00
	and	w7, w9, #0xf007f007
	and	w12, w26, #0xff80001f
	and	w1, w20, w27, lsl #11
	and	w12, w7, w20, ror #18
	and	w10, w2, w7, asr #22
	and	wzr, w8, w5, lsl #27
	and	x12, x8, #0xeeeeeeeeeeeeeeee
	and	x7, x30, #0x6666666666666666
	and	x11, x11, #0x5555555555555555
	and	x6, x25, #0xe000e000e000e000
	and	x18, x23, x25
	and	x15, x16, x4, lsl #11
	and	x25, x29, x0
	and	x22, x14, x1, asr #5
	and	v1.16b, v17.16b, v26.16b
	and	v17.16b, v27.16b, v19.16b
	and	v27.16b, v17.16b, v0.16b
	and	v28.16b, v5.16b, v17.16b
	and	v24.8b, v13.8b, v26.8b
	and	v16.8b, v23.8b, v27.8b
	and	v13.8b, v17.8b, v24.8b
	and	v3.8b, v9.8b, v25.8b
	asr	w5, w9, w12
	asr	w2, w28, w2
	asr	w5, w3, w6
	asr	w30, w3, w10
	asr	x6, x25, x29
	asr	x20, x9, x16
	asr	x25, x19, x13
	asr	x29, x11, x5
	b	#3550376
	b	#3850904
	b	#-17343508
	b	#129002492
	bfxil	w30, w0, #0, #1
	bfi	w5, w4, #14, #18
	bfxil	w0, w26, #0, #26
	bfi	w26, w13, #6, #8
	bfi	x10, x9, #14, #43
	bfi	x0, x9, #2, #25
	bfxil	xzr, x30, #15, #25
	bfi	x2, x21, #10, #3
	bics	w12, w8, w25
	bics	w22, w25, w12, asr #31
	bics	w29, w19, w15, lsl #25
	bics	w11, w11, w10, lsr #25
	bics	x24, x12, x24, lsr #1
	bics	x13, x27, x21, lsl #9
	bics	x9, x18, x5, ror #8
	bics	x10, x13, x11
	bic	w11, w30, w16, asr #13
	bic	w18, w24, w23, lsr #12
	bic	w23, wzr, w1, lsr #14
	bic	w28, w3, w12
	bic	x1, x24, x24, asr #40
	bic	x28, x11, x25, ror #63
	bic	x5, x21, x17, lsr #18
	bic	x18, x13, x29
	bic	v13.2s, #98, lsl #24
	bic	v15.2s, #1, lsl #8
	bic	v6.2s, #0, lsl #16
	bic	v21.2s, #134, lsl #16
	bic	v5.4h, #255
	bic	v14.4h, #97, lsl #8
	bic	v3.4h, #82, lsl #8
	bic	v24.4h, #45
	bic	v29.4s, #189, lsl #24
	bic	v24.4s, #0, lsl #8
	bic	v26.4s, #171, lsl #24
	bic	v5.4s, #83, lsl #8
	bic	v0.8h, #34, lsl #8
	bic	v3.8h, #185, lsl #8
	bic	v20.8h, #66, lsl #8
	bic	v17.8h, #89, lsl #8
	bic	v5.16b, v24.16b, v19.16b
	bic	v26.16b, v24.16b, v8.16b
	bic	v7.16b, v20.16b, v28.16b
	bic	v29.16b, v29.16b, v18.16b
	bic	v13.8b, v13.8b, v10.8b
	bic	v14.8b, v3.8b, v18.8b
	bic	v1.8b, v13.8b, v12.8b
	bic	v7.8b, v0.8b, v22.8b
	bif	v12.16b, v31.16b, v0.16b
	bif	v16.16b, v27.16b, v26.16b
	bif	v14.16b, v4.16b, v0.16b
	bif	v25.16b, v13.16b, v2.16b
	bif	v14.8b, v27.8b, v26.8b
	bif	v20.8b, v24.8b, v14.8b
	bif	v20.8b, v6.8b, v5.8b
	bif	v30.8b, v27.8b, v2.8b
	bit	v27.16b, v13.16b, v27.16b
	bit	v31.16b, v10.16b, v26.16b
	bit	v21.16b, v21.16b, v10.16b
	bit	v5.16b, v0.16b, v1.16b
	bit	v16.8b, v24.8b, v6.8b
	bit	v1.8b, v15.8b, v11.8b
	bit	v30.8b, v6.8b, v20.8b
	bit	v0.8b, v27.8b, v12.8b
	bl	#-134217728
	bl	#54909416
	bl	#-79283656
	bl	#20122720
	blr	x9
	blr	x15
	blr	x12
	blr	x3
	br	x9
	br	x14
	br	x1
	br	x11
	brk	#0xbd68
	brk	#0xcd61
	brk	#0xcb76
	brk	#0xd5c6
	bsl	v21.16b, v17.16b, v16.16b
	bsl	v21.16b, v29.16b, v7.16b
	bsl	v0.16b, v18.16b, v6.16b
	bsl	v15.16b, v16.16b, v25.16b
	bsl	v4.8b, v21.8b, v30.8b
	bsl	v14.8b, v15.8b, v19.8b
	bsl	v6.8b, v30.8b, v14.8b
	bsl	v15.8b, v0.8b, v22.8b
	b.hi	#563896
	b.hs	#-514656
	b.vs	#-609984
	b.pl	#-1048576
	cbnz	w8, #151708
	cbnz	w30, #-4
	cbnz	w20, #196352
	cbnz	w8, #-4
	cbnz	x18, #1048572
	cbnz	xzr, #-304432
	cbnz	x16, #-4
	cbnz	x0, #0
	cbz	w0, #158548
	cbz	w24, #-793940
	cbz	w28, #-1048576
	cbz	w10, #-4
	cbz	x12, #496644
	cbz	x12, #804808
	cbz	x14, #309828
	cbz	x3, #-930364
	ccmn	w14, #0, #9, nv
	ccmn	w27, #8, #14, hi
	ccmn	w21, #16, #0, mi
	ccmn	w10, #9, #7, ls
	ccmn	w20, w22, #5, vc
	ccmn	w28, w24, #7, pl
	ccmn	w11, w6, #15, al
	ccmn	w26, w23, #9, le
	ccmn	x14, #20, #9, lo
	ccmn	x19, #6, #2, mi
	ccmn	x14, #21, #5, hi
	ccmn	x11, #20, #0, pl
	ccmn	x21, x1, #0, gt
	ccmn	xzr, x9, #2, hs
	ccmn	x3, x11, #2, nv
	ccmn	x5, x9, #10, ne
	ccmp	w4, #18, #10, eq
	ccmp	w25, #9, #2, mi
	ccmp	w1, #9, #1, al
	ccmp	w10, #22, #1, pl
	ccmp	w5, w17, #1, al
	ccmp	w15, w16, #0, le
	ccmp	w10, w13, #0, lt
	ccmp	w16, w2, #11, lt
	ccmp	x12, #28, #6, mi
	ccmp	x0, #25, #14, le
	ccmp	x26, #20, #0, hi
	ccmp	x7, #0, #13, vc
	ccmp	x13, x25, #4, ne
	ccmp	x8, x9, #7, eq
	ccmp	x16, x12, #0, hs
	ccmp	x28, x0, #11, nv
	clrex	#0
	clrex	#2
	clrex	#13
	clrex	#3
	cls	w11, w21
	cls	w13, w23
	cls	wzr, w3
	cls	w30, w23
	cls	x5, xzr
	cls	x17, x7
	cls	x16, xzr
	cls	x26, x15
	cls	v27.16b, v15.16b
	cls	v31.16b, v28.16b
	cls	v20.16b, v9.16b
	cls	v9.16b, v0.16b
	cls	v7.2s, v5.2s
	cls	v21.2s, v20.2s
	cls	v13.2s, v27.2s
	cls	v19.2s, v17.2s
	cls	v15.4h, v22.4h
	cls	v1.4h, v3.4h
	cls	v1.4h, v23.4h
	cls	v21.4h, v14.4h
	cls	v7.4s, v31.4s
	cls	v6.4s, v16.4s
	cls	v12.4s, v18.4s
	cls	v14.4s, v13.4s
	cls	v4.8b, v7.8b
	cls	v27.8b, v23.8b
	cls	v15.8b, v31.8b
	cls	v11.8b, v22.8b
	cls	v15.8h, v4.8h
	cls	v2.8h, v16.8h
	cls	v15.8h, v3.8h
	cls	v16.8h, v2.8h
	clz	w25, w10
	clz	w2, w16
	clz	w30, w16
	clz	w22, w12
	clz	x7, x18
	clz	x1, x24
	clz	x13, x30
	clz	x24, x15
	clz	v11.16b, v27.16b
	clz	v1.16b, v26.16b
	clz	v29.16b, v13.16b
	clz	v1.16b, v24.16b
	clz	v3.2s, v31.2s
	clz	v14.2s, v29.2s
	clz	v31.2s, v20.2s
	clz	v14.2s, v30.2s
	clz	v22.4h, v25.4h
	clz	v9.4h, v6.4h
	clz	v12.4h, v12.4h
	clz	v10.4h, v18.4h
	clz	v16.4s, v27.4s
	clz	v25.4s, v23.4s
	clz	v27.4s, v23.4s
	clz	v31.4s, v4.4s
	clz	v12.8b, v17.8b
	clz	v7.8b, v15.8b
	clz	v24.8b, v10.8b
	clz	v0.8b, v23.8b
	clz	v9.8h, v25.8h
	clz	v21.8h, v8.8h
	clz	v6.8h, v23.8h
	clz	v17.8h, v9.8h
	cmeq	d18, d5, d5
	cmeq	d9, d6, d25
	cmeq	d14, d14, d3
	cmeq	d1, d23, d10
	cmeq	v7.16b, v28.16b, v6.16b
	cmeq	v9.16b, v26.16b, v1.16b
	cmeq	v5.16b, v8.16b, v0.16b
	cmeq	v30.16b, v26.16b, v25.16b
	cmeq	v30.2d, v2.2d, v13.2d
	cmeq	v14.2d, v30.2d, v27.2d
	cmeq	v14.2d, v22.2d, v8.2d
	cmeq	v23.2d, v31.2d, v17.2d
	cmeq	v29.2s, v23.2s, v14.2s
	cmeq	v20.2s, v16.2s, v5.2s
	cmeq	v11.2s, v4.2s, v23.2s
	cmeq	v31.2s, v21.2s, v20.2s
	cmeq	v19.4h, v6.4h, v0.4h
	cmeq	v19.4h, v17.4h, v17.4h
	cmeq	v29.4h, v11.4h, v6.4h
	cmeq	v19.4h, v17.4h, v16.4h
	cmeq	v19.4s, v4.4s, v15.4s
	cmeq	v25.4s, v23.4s, v0.4s
	cmeq	v26.4s, v29.4s, v25.4s
	cmeq	v4.4s, v6.4s, v11.4s
	cmeq	v0.8b, v30.8b, v28.8b
	cmeq	v25.8b, v8.8b, v2.8b
	cmeq	v8.8b, v30.8b, v22.8b
	cmeq	v9.8b, v11.8b, v10.8b
	cmeq	v24.8h, v27.8h, v27.8h
	cmeq	v26.8h, v4.8h, v19.8h
	cmeq	v23.8h, v17.8h, v3.8h
	cmeq	v5.8h, v13.8h, v25.8h
	cmeq	d13, d1, #0
	cmeq	d22, d16, #0
	cmeq	d0, d8, #0
	cmeq	d5, d10, #0
	cmeq	v3.16b, v10.16b, #0
	cmeq	v27.16b, v2.16b, #0
	cmeq	v7.16b, v18.16b, #0
	cmeq	v14.16b, v26.16b, #0
	cmeq	v9.2d, v11.2d, #0
	cmeq	v19.2d, v4.2d, #0
	cmeq	v29.2d, v19.2d, #0
	cmeq	v4.2d, v2.2d, #0
	cmeq	v27.2s, v29.2s, #0
	cmeq	v26.2s, v12.2s, #0
	cmeq	v19.2s, v19.2s, #0
	cmeq	v29.2s, v21.2s, #0
	cmeq	v9.4h, v25.4h, #0
	cmeq	v2.4h, v9.4h, #0
	cmeq	v19.4h, v26.4h, #0
	cmeq	v1.4h, v9.4h, #0
	cmeq	v18.4s, v25.4s, #0
	cmeq	v13.4s, v3.4s, #0
	cmeq	v19.4s, v1.4s, #0
	cmeq	v8.4s, v16.4s, #0
	cmeq	v4.8b, v19.8b, #0
	cmeq	v8.8b, v7.8b, #0
	cmeq	v21.8b, v11.8b, #0
	cmeq	v16.8b, v30.8b, #0
	cmeq	v30.8h, v26.8h, #0
	cmeq	v15.8h, v25.8h, #0
	cmeq	v4.8h, v5.8h, #0
	cmeq	v26.8h, v15.8h, #0
	cmge	d23, d20, d9
	cmge	d17, d11, d17
	cmge	d16, d11, d0
	cmge	d26, d22, d24
	cmge	v30.16b, v0.16b, v0.16b
	cmge	v10.16b, v0.16b, v25.16b
	cmge	v14.16b, v30.16b, v30.16b
	cmge	v15.16b, v17.16b, v14.16b
	cmge	v5.2d, v15.2d, v22.2d
	cmge	v9.2d, v20.2d, v4.2d
	cmge	v24.2d, v30.2d, v16.2d
	cmge	v18.2d, v26.2d, v9.2d
	cmge	v31.2s, v25.2s, v11.2s
	cmge	v14.2s, v30.2s, v16.2s
	cmge	v28.2s, v30.2s, v23.2s
	cmge	v19.2s, v20.2s, v8.2s
	cmge	v18.4h, v21.4h, v25.4h
	cmge	v1.4h, v29.4h, v20.4h
	cmge	v31.4h, v26.4h, v12.4h
	cmge	v8.4h, v10.4h, v9.4h
	cmge	v10.4s, v22.4s, v1.4s
	cmge	v12.4s, v25.4s, v17.4s
	cmge	v21.4s, v11.4s, v6.4s
	cmge	v15.4s, v6.4s, v0.4s
	cmge	v25.8b, v10.8b, v29.8b
	cmge	v7.8b, v19.8b, v30.8b
	cmge	v15.8b, v20.8b, v17.8b
	cmge	v22.8b, v25.8b, v12.8b
	cmge	v17.8h, v16.8h, v15.8h
	cmge	v10.8h, v18.8h, v23.8h
	cmge	v0.8h, v12.8h, v18.8h
	cmge	v6.8h, v10.8h, v9.8h
	cmge	d14, d10, #0
	cmge	d18, d28, #0
	cmge	d27, d7, #0
	cmge	d8, d31, #0
	cmge	v20.16b, v25.16b, #0
	cmge	v27.16b, v21.16b, #0
	cmge	v20.16b, v21.16b, #0
	cmge	v13.16b, v3.16b, #0
	cmge	v28.2d, v27.2d, #0
	cmge	v6.2d, v30.2d, #0
	cmge	v17.2d, v17.2d, #0
	cmge	v21.2d, v9.2d, #0
	cmge	v15.2s, v31.2s, #0
	cmge	v16.2s, v18.2s, #0
	cmge	v12.2s, v19.2s, #0
	cmge	v25.2s, v31.2s, #0
	cmge	v12.4h, v15.4h, #0
	cmge	v5.4h, v16.4h, #0
	cmge	v22.4h, v31.4h, #0
	cmge	v28.4h, v2.4h, #0
	cmge	v19.4s, v13.4s, #0
	cmge	v1.4s, v24.4s, #0
	cmge	v20.4s, v2.4s, #0
	cmge	v21.4s, v7.4s, #0
	cmge	v23.8b, v6.8b, #0
	cmge	v19.8b, v8.8b, #0
	cmge	v24.8b, v29.8b, #0
	cmge	v10.8b, v14.8b, #0
	cmge	v11.8h, v1.8h, #0
	cmge	v30.8h, v0.8h, #0
	cmge	v24.8h, v3.8h, #0
	cmge	v1.8h, v22.8h, #0
	cmgt	d14, d18, d27
	cmgt	d14, d17, d29
	cmgt	d6, d29, d26
	cmgt	d28, d9, d4
	cmgt	v26.16b, v9.16b, v27.16b
	cmgt	v12.16b, v15.16b, v16.16b
	cmgt	v4.16b, v3.16b, v7.16b
	cmgt	v31.16b, v1.16b, v20.16b
	cmgt	v6.2d, v25.2d, v4.2d
	cmgt	v6.2d, v4.2d, v2.2d
	cmgt	v25.2d, v1.2d, v12.2d
	cmgt	v16.2d, v28.2d, v22.2d
	cmgt	v13.2s, v25.2s, v1.2s
	cmgt	v6.2s, v6.2s, v14.2s
	cmgt	v20.2s, v5.2s, v29.2s
	cmgt	v18.2s, v18.2s, v28.2s
	cmgt	v25.4h, v18.4h, v5.4h
	cmgt	v26.4h, v6.4h, v19.4h
	cmgt	v12.4h, v18.4h, v10.4h
	cmgt	v25.4h, v18.4h, v11.4h
	cmgt	v16.4s, v14.4s, v4.4s
	cmgt	v16.4s, v24.4s, v31.4s
	cmgt	v26.4s, v10.4s, v16.4s
	cmgt	v31.4s, v28.4s, v21.4s
	cmgt	v29.8b, v17.8b, v10.8b
	cmgt	v25.8b, v7.8b, v17.8b
	cmgt	v14.8b, v15.8b, v13.8b
	cmgt	v0.8b, v4.8b, v3.8b
	cmgt	v7.8h, v1.8h, v8.8h
	cmgt	v24.8h, v3.8h, v2.8h
	cmgt	v29.8h, v16.8h, v19.8h
	cmgt	v26.8h, v11.8h, v30.8h
	cmgt	d2, d0, #0
	cmgt	d31, d15, #0
	cmgt	d20, d17, #0
	cmgt	d4, d13, #0
	cmgt	v4.16b, v6.16b, #0
	cmgt	v21.16b, v6.16b, #0
	cmgt	v17.16b, v21.16b, #0
	cmgt	v4.16b, v31.16b, #0
	cmgt	v9.2d, v7.2d, #0
	cmgt	v23.2d, v1.2d, #0
	cmgt	v21.2d, v2.2d, #0
	cmgt	v1.2d, v3.2d, #0
	cmgt	v12.2s, v15.2s, #0
	cmgt	v6.2s, v13.2s, #0
	cmgt	v21.2s, v9.2s, #0
	cmgt	v24.2s, v20.2s, #0
	cmgt	v28.4h, v13.4h, #0
	cmgt	v2.4h, v23.4h, #0
	cmgt	v12.4h, v20.4h, #0
	cmgt	v3.4h, v14.4h, #0
	cmgt	v26.4s, v26.4s, #0
	cmgt	v1.4s, v31.4s, #0
	cmgt	v24.4s, v10.4s, #0
	cmgt	v2.4s, v17.4s, #0
	cmgt	v30.8b, v23.8b, #0
	cmgt	v16.8b, v7.8b, #0
	cmgt	v6.8b, v15.8b, #0
	cmgt	v24.8b, v29.8b, #0
	cmgt	v16.8h, v13.8h, #0
	cmgt	v29.8h, v24.8h, #0
	cmgt	v2.8h, v27.8h, #0
	cmgt	v7.8h, v13.8h, #0
	cmhi	d20, d25, d22
	cmhi	d30, d24, d19
	cmhi	d30, d25, d5
	cmhi	d5, d18, d20
	cmhi	v16.16b, v27.16b, v6.16b
	cmhi	v2.16b, v15.16b, v17.16b
	cmhi	v4.16b, v26.16b, v20.16b
	cmhi	v12.16b, v29.16b, v9.16b
	cmhi	v15.2d, v20.2d, v4.2d
	cmhi	v11.2d, v23.2d, v31.2d
	cmhi	v31.2d, v4.2d, v30.2d
	cmhi	v22.2d, v28.2d, v30.2d
	cmhi	v4.2s, v2.2s, v11.2s
	cmhi	v19.2s, v6.2s, v22.2s
	cmhi	v11.2s, v10.2s, v30.2s
	cmhi	v28.2s, v31.2s, v5.2s
	cmhi	v0.4h, v14.4h, v3.4h
	cmhi	v11.4h, v3.4h, v2.4h
	cmhi	v16.4h, v5.4h, v3.4h
	cmhi	v1.4h, v25.4h, v7.4h
	cmhi	v28.4s, v13.4s, v15.4s
	cmhi	v1.4s, v16.4s, v22.4s
	cmhi	v11.4s, v23.4s, v19.4s
	cmhi	v28.4s, v0.4s, v21.4s
	cmhi	v6.8b, v22.8b, v0.8b
	cmhi	v21.8b, v9.8b, v30.8b
	cmhi	v13.8b, v20.8b, v23.8b
	cmhi	v15.8b, v11.8b, v11.8b
	cmhi	v4.8h, v1.8h, v6.8h
	cmhi	v20.8h, v12.8h, v17.8h
	cmhi	v5.8h, v27.8h, v13.8h
	cmhi	v13.8h, v5.8h, v8.8h
	cmhs	d0, d5, d11
	cmhs	d24, d20, d31
	cmhs	d28, d3, d2
	cmhs	d28, d23, d17
	cmhs	v1.16b, v11.16b, v18.16b
	cmhs	v12.16b, v23.16b, v27.16b
	cmhs	v17.16b, v12.16b, v13.16b
	cmhs	v19.16b, v0.16b, v9.16b
	cmhs	v12.2d, v8.2d, v5.2d
	cmhs	v27.2d, v28.2d, v21.2d
	cmhs	v0.2d, v1.2d, v21.2d
	cmhs	v14.2d, v25.2d, v14.2d
	cmhs	v31.2s, v31.2s, v3.2s
	cmhs	v29.2s, v9.2s, v10.2s
	cmhs	v20.2s, v8.2s, v28.2s
	cmhs	v1.2s, v3.2s, v8.2s
	cmhs	v7.4h, v29.4h, v2.4h
	cmhs	v4.4h, v15.4h, v0.4h
	cmhs	v23.4h, v7.4h, v7.4h
	cmhs	v28.4h, v17.4h, v12.4h
	cmhs	v29.4s, v30.4s, v0.4s
	cmhs	v31.4s, v2.4s, v15.4s
	cmhs	v27.4s, v6.4s, v29.4s
	cmhs	v17.4s, v5.4s, v25.4s
	cmhs	v26.8b, v21.8b, v24.8b
	cmhs	v28.8b, v14.8b, v3.8b
	cmhs	v10.8b, v22.8b, v10.8b
	cmhs	v17.8b, v24.8b, v8.8b
	cmhs	v10.8h, v25.8h, v6.8h
	cmhs	v21.8h, v20.8h, v15.8h
	cmhs	v1.8h, v27.8h, v0.8h
	cmhs	v30.8h, v12.8h, v20.8h
	cmle	d18, d28, #0
	cmle	d12, d31, #0
	cmle	d0, d18, #0
	cmle	d2, d4, #0
	cmle	v8.16b, v17.16b, #0
	cmle	v24.16b, v30.16b, #0
	cmle	v2.16b, v23.16b, #0
	cmle	v31.16b, v20.16b, #0
	cmle	v18.2d, v30.2d, #0
	cmle	v4.2d, v16.2d, #0
	cmle	v4.2d, v0.2d, #0
	cmle	v26.2d, v2.2d, #0
	cmle	v11.2s, v20.2s, #0
	cmle	v30.2s, v20.2s, #0
	cmle	v10.2s, v17.2s, #0
	cmle	v13.2s, v1.2s, #0
	cmle	v8.4h, v31.4h, #0
	cmle	v21.4h, v9.4h, #0
	cmle	v17.4h, v13.4h, #0
	cmle	v13.4h, v11.4h, #0
	cmle	v29.4s, v3.4s, #0
	cmle	v1.4s, v2.4s, #0
	cmle	v31.4s, v4.4s, #0
	cmle	v4.4s, v29.4s, #0
	cmle	v10.8b, v3.8b, #0
	cmle	v7.8b, v23.8b, #0
	cmle	v4.8b, v29.8b, #0
	cmle	v10.8b, v30.8b, #0
	cmle	v6.8h, v25.8h, #0
	cmle	v14.8h, v29.8h, #0
	cmle	v11.8h, v12.8h, #0
	cmle	v22.8h, v6.8h, #0
	cmlt	d31, d6, #0
	cmlt	d15, d6, #0
	cmlt	d31, d3, #0
	cmlt	d18, d18, #0
	cmlt	v14.16b, v10.16b, #0
	cmlt	v23.16b, v11.16b, #0
	cmlt	v18.16b, v25.16b, #0
	cmlt	v1.16b, v18.16b, #0
	cmlt	v30.2d, v1.2d, #0
	cmlt	v26.2d, v10.2d, #0
	cmlt	v8.2d, v25.2d, #0
	cmlt	v13.2d, v7.2d, #0
	cmlt	v10.2s, v20.2s, #0
	cmlt	v19.2s, v23.2s, #0
	cmlt	v22.2s, v30.2s, #0
	cmlt	v16.2s, v3.2s, #0
	cmlt	v22.4h, v3.4h, #0
	cmlt	v31.4h, v2.4h, #0
	cmlt	v15.4h, v5.4h, #0
	cmlt	v31.4h, v5.4h, #0
	cmlt	v19.4s, v25.4s, #0
	cmlt	v12.4s, v29.4s, #0
	cmlt	v16.4s, v14.4s, #0
	cmlt	v27.4s, v4.4s, #0
	cmlt	v8.8b, v11.8b, #0
	cmlt	v16.8b, v4.8b, #0
	cmlt	v9.8b, v24.8b, #0
	cmlt	v22.8b, v7.8b, #0
	cmlt	v7.8h, v13.8h, #0
	cmlt	v23.8h, v1.8h, #0
	cmlt	v5.8h, v25.8h, #0
	cmlt	v27.8h, v2.8h, #0
	cmtst	d9, d4, d10
	cmtst	d21, d31, d6
	cmtst	d15, d18, d31
	cmtst	d9, d29, d17
	cmtst	v2.16b, v28.16b, v31.16b
	cmtst	v28.16b, v24.16b, v3.16b
	cmtst	v31.16b, v15.16b, v23.16b
	cmtst	v2.16b, v25.16b, v26.16b
	cmtst	v26.2d, v11.2d, v20.2d
	cmtst	v6.2d, v11.2d, v0.2d
	cmtst	v10.2d, v16.2d, v31.2d
	cmtst	v0.2d, v30.2d, v16.2d
	cmtst	v16.2s, v12.2s, v22.2s
	cmtst	v8.2s, v28.2s, v2.2s
	cmtst	v9.2s, v8.2s, v17.2s
	cmtst	v12.2s, v0.2s, v8.2s
	cmtst	v8.4h, v18.4h, v4.4h
	cmtst	v24.4h, v18.4h, v2.4h
	cmtst	v18.4h, v0.4h, v29.4h
	cmtst	v22.4h, v20.4h, v17.4h
	cmtst	v24.4s, v30.4s, v14.4s
	cmtst	v0.4s, v16.4s, v10.4s
	cmtst	v15.4s, v24.4s, v13.4s
	cmtst	v4.4s, v5.4s, v25.4s
	cmtst	v11.8b, v24.8b, v29.8b
	cmtst	v5.8b, v28.8b, v31.8b
	cmtst	v17.8b, v11.8b, v0.8b
	cmtst	v1.8b, v2.8b, v15.8b
	cmtst	v19.8h, v31.8h, v6.8h
	cmtst	v29.8h, v5.8h, v0.8h
	cmtst	v22.8h, v9.8h, v21.8h
	cmtst	v21.8h, v14.8h, v29.8h
	cnt	v8.16b, v4.16b
	cnt	v31.16b, v11.16b
	cnt	v27.16b, v11.16b
	cnt	v8.16b, v5.16b
	cnt	v17.8b, v24.8b
	cnt	v18.8b, v7.8b
	cnt	v22.8b, v0.8b
	cnt	v17.8b, v26.8b
	csel	w12, w5, w20, al
	csel	w27, w23, w12, vs
	csel	w9, w4, w17, lt
	csel	w27, w24, w29, hs
	csel	x14, x5, x20, ge
	csel	x23, x16, x30, eq
	csel	x6, x7, x23, vc
	csel	x27, x17, x1, lo
	csinc	w23, w20, w28, lt
	csinc	w22, w30, w0, hi
	csinc	w19, w24, w17, eq
	cinc	w24, w7, vc
	cinc	x0, x27, vs
	csinc	x19, x14, x17, al
	cset	x7, ne
	cset	x14, ls
	csinv	w27, w9, w21, pl
	csinv	w0, w8, w27, vs
	csinv	w15, w30, w9, gt
	csinv	w6, w16, w29, pl
	csinv	x19, xzr, xzr, al
	cinv	x22, x21, hi
	csetm	x25, hi
	cinv	x10, x24, vc
	csneg	w7, w22, w25, ge
	csneg	w14, w1, w28, gt
	csneg	w6, w9, w23, ne
	csneg	w29, w8, w27, mi
	cneg	x14, xzr, le
	csneg	x11, x26, x24, ge
	csneg	x7, x4, x22, ge
	cneg	x15, x18, lo
	dcps1	#0x326e
	dcps1
	dcps1	#0x1c73
	dcps1	#0x6763
	dcps2	#0x565d
	dcps2
	dcps2	#0x8f3e
	dcps2	#0x3e46
	dcps3
	dcps3	#0x3f71
	dcps3	#0x973e
	dcps3
	dmb	osh
	dmb	nsh
	dmb	ishst
	dmb	#12
	drps
	drps
	drps
	drps
	ssbb
	dsb	st
	dsb	#12
	dsb	nsh
	mov	b1, v28.b[12]
	mov	b26, v25.b[6]
	mov	b18, v12.b[9]
	mov	b22, v14.b[3]
	mov	d9, v29.d[0]
	mov	d3, v15.d[0]
	mov	d31, v13.d[1]
	mov	d7, v28.d[0]
	mov	h9, v26.h[0]
	mov	h10, v4.h[0]
	mov	h20, v19.h[1]
	mov	h25, v12.h[3]
	mov	s15, v27.s[1]
	mov	s29, v11.s[0]
	mov	s27, v6.s[2]
	mov	s15, v23.s[0]
	dup	v11.16b, w5
	dup	v21.16b, w15
	dup	v3.16b, w1
	dup	v12.16b, w9
	dup	v15.16b, v25.b[2]
	dup	v15.16b, v26.b[7]
	dup	v10.16b, v11.b[5]
	dup	v20.16b, v16.b[1]
	dup	v11.2d, x12
	dup	v19.2d, x21
	dup	v25.2d, x11
	dup	v12.2d, x29
	dup	v14.2d, v25.d[1]
	dup	v6.2d, v30.d[1]
	dup	v8.2d, v0.d[1]
	dup	v4.2d, v12.d[0]
	dup	v27.2s, w19
	dup	v11.2s, w17
	dup	v21.2s, w18
	dup	v0.2s, w26
	dup	v17.2s, v30.s[0]
	dup	v0.2s, v30.s[3]
	dup	v2.2s, v11.s[0]
	dup	v21.2s, v29.s[0]
	dup	v9.4h, w27
	dup	v11.4h, w16
	dup	v12.4h, w27
	dup	v2.4h, w14
	dup	v28.4h, v29.h[0]
	dup	v23.4h, v6.h[0]
	dup	v24.4h, v16.h[2]
	dup	v28.4h, v20.h[0]
	dup	v14.4s, w4
	dup	v12.4s, w1
	dup	v4.4s, w19
	dup	v10.4s, w21
	dup	v25.4s, v30.s[1]
	dup	v21.4s, v2.s[0]
	dup	v26.4s, v2.s[1]
	dup	v28.4s, v2.s[2]
	dup	v27.8b, w21
	dup	v7.8b, w8
	dup	v4.8b, w5
	dup	v17.8b, w2
	dup	v5.8b, v14.b[10]
	dup	v16.8b, v17.b[4]
	dup	v21.8b, v13.b[15]
	dup	v15.8b, v16.b[1]
	dup	v7.8h, wzr
	dup	v4.8h, w23
	dup	v15.8h, w7
	dup	v9.8h, w15
	dup	v5.8h, v19.h[0]
	dup	v6.8h, v18.h[0]
	dup	v31.8h, v14.h[6]
	dup	v7.8h, v21.h[0]
	eon	w9, w19, w23, asr #10
	eon	w17, w5, w2, asr #24
	eon	w3, w12, w9, asr #29
	eon	w18, w0, w25, ror #3
	eon	x16, x4, x4, asr #23
	eon	x25, x12, x25, lsr #46
	eon	x8, x14, x2, lsr #2
	eon	x27, x21, x2
	eor	w9, w2, #0x99999999
	eor	w14, w23, #0xaaaaaaaa
	eor	w1, w3, #0x55555555
	eor	w9, w3, #0x88888888
	eor	w28, w6, w14, ror #16
	eor	w24, w28, w10, ror #25
	eor	w20, w10, w1, ror #1
	eor	w6, w19, w18
	eor	x6, x23, #0x8787878787878787
	eor	x6, x11, #0x3fffffffffffc00
	eor	x2, x19, #0x7fffffff7fffffff
	eor	x11, x24, #0x7777777777777777
	eor	x5, x0, x14, lsl #22
	eor	x18, x9, x10, ror #0
	eor	x19, x23, x17
	eor	x18, x29, x25, lsr #36
	eor	v18.16b, v21.16b, v16.16b
	eor	v20.16b, v26.16b, v5.16b
	eor	v7.16b, v1.16b, v20.16b
	eor	v12.16b, v17.16b, v21.16b
	eor	v9.8b, v14.8b, v12.8b
	eor	v11.8b, v2.8b, v12.8b
	eor	v26.8b, v6.8b, v7.8b
	eor	v14.8b, v22.8b, v6.8b
	eret
	eret
	eret
	eret
	ror	w19, w11, #0
	extr	w21, w22, w17, #8
	extr	w13, w0, w24, #15
	ror	w29, w16, #5
	ror	x8, x0, #59
	ror	x27, x13, #60
	ror	x19, x14, #37
	extr	x23, x28, x30, #11
	ext	v9.16b, v20.16b, v8.16b, #0
	ext	v22.16b, v5.16b, v4.16b, #4
	ext	v1.16b, v4.16b, v26.16b, #0
	ext	v10.16b, v23.16b, v15.16b, #10
	ext	v29.8b, v8.8b, v31.8b, #3
	ext	v0.8b, v3.8b, v29.8b, #7
	ext	v0.8b, v20.8b, v30.8b, #7
	ext	v31.8b, v22.8b, v13.8b, #1
	fabd	d15, d2, d28
	fabd	d18, d13, d26
	fabd	d7, d16, d14
	fabd	d25, d10, d28
	fabd	s8, s12, s9
	fabd	s28, s29, s2
	fabd	s8, s14, s25
	fabd	s6, s8, s15
	fabd	v21.2d, v1.2d, v5.2d
	fabd	v17.2d, v21.2d, v13.2d
	fabd	v5.2d, v30.2d, v28.2d
	fabd	v23.2d, v25.2d, v3.2d
	fabd	v2.2s, v10.2s, v23.2s
	fabd	v15.2s, v16.2s, v7.2s
	fabd	v2.2s, v13.2s, v20.2s
	fabd	v1.2s, v6.2s, v26.2s
	fabd	v20.4s, v31.4s, v21.4s
	fabd	v17.4s, v1.4s, v21.4s
	fabd	v23.4s, v24.4s, v29.4s
	fabd	v11.4s, v8.4s, v0.4s
	fabs	d7, d9
	fabs	d12, d4
	fabs	d0, d24
	fabs	d28, d22
	fabs	s27, s28
	fabs	s19, s14
	fabs	s30, s7
	fabs	s27, s27
	fabs	v19.2d, v31.2d
	fabs	v8.2d, v10.2d
	fabs	v24.2d, v21.2d
	fabs	v27.2d, v22.2d
	fabs	v17.2s, v19.2s
	fabs	v5.2s, v2.2s
	fabs	v21.2s, v9.2s
	fabs	v5.2s, v14.2s
	fabs	v4.4s, v14.4s
	fabs	v4.4s, v7.4s
	fabs	v18.4s, v21.4s
	fabs	v21.4s, v20.4s
	facge	d23, d13, d7
	facge	d10, d6, d18
	facge	d1, d24, d0
	facge	d20, d7, d2
	facge	s21, s3, s0
	facge	s29, s6, s26
	facge	s13, s27, s19
	facge	s4, s26, s4
	facge	v19.2d, v29.2d, v10.2d
	facge	v1.2d, v27.2d, v11.2d
	facge	v22.2d, v22.2d, v30.2d
	facge	v28.2d, v5.2d, v14.2d
	facge	v6.2s, v24.2s, v0.2s
	facge	v18.2s, v30.2s, v12.2s
	facge	v28.2s, v6.2s, v24.2s
	facge	v0.2s, v4.2s, v11.2s
	facge	v18.4s, v6.4s, v8.4s
	facge	v16.4s, v19.4s, v15.4s
	facge	v12.4s, v29.4s, v11.4s
	facge	v5.4s, v28.4s, v18.4s
	facgt	d3, d1, d17
	facgt	d12, d22, d31
	facgt	d17, d20, d28
	facgt	d18, d5, d0
	facgt	s30, s16, s28
	facgt	s21, s1, s26
	facgt	s29, s9, s29
	facgt	s12, s5, s24
	facgt	v6.2d, v30.2d, v4.2d
	facgt	v0.2d, v4.2d, v6.2d
	facgt	v23.2d, v0.2d, v28.2d
	facgt	v7.2d, v27.2d, v30.2d
	facgt	v11.2s, v20.2s, v18.2s
	facgt	v17.2s, v21.2s, v16.2s
	facgt	v30.2s, v31.2s, v6.2s
	facgt	v29.2s, v25.2s, v23.2s
	facgt	v31.4s, v30.4s, v15.4s
	facgt	v3.4s, v27.4s, v29.4s
	facgt	v6.4s, v17.4s, v3.4s
	facgt	v21.4s, v31.4s, v1.4s
	fadd	d2, d2, d1
	fadd	d28, d9, d22
	fadd	d23, d5, d4
	fadd	d23, d1, d11
	faddp	d31, v13.2d
	faddp	d1, v12.2d
	faddp	d13, v21.2d
	faddp	d19, v4.2d
	faddp	s6, v13.2s
	faddp	s11, v7.2s
	faddp	s9, v18.2s
	faddp	s13, v7.2s
	faddp	v7.2d, v6.2d, v4.2d
	faddp	v2.2d, v28.2d, v1.2d
	faddp	v6.2d, v30.2d, v11.2d
	faddp	v31.2d, v20.2d, v20.2d
	faddp	v22.2s, v12.2s, v4.2s
	faddp	v25.2s, v29.2s, v4.2s
	faddp	v3.2s, v12.2s, v17.2s
	faddp	v2.2s, v5.2s, v16.2s
	faddp	v4.4s, v6.4s, v21.4s
	faddp	v24.4s, v9.4s, v7.4s
	faddp	v21.4s, v11.4s, v14.4s
	faddp	v2.4s, v30.4s, v9.4s
	fadd	s25, s21, s4
	fadd	s10, s1, s31
	fadd	s0, s23, s25
	fadd	s9, s4, s10
	fadd	v24.2d, v1.2d, v0.2d
	fadd	v2.2d, v3.2d, v25.2d
	fadd	v4.2d, v3.2d, v29.2d
	fadd	v22.2d, v16.2d, v13.2d
	fadd	v12.2s, v14.2s, v20.2s
	fadd	v3.2s, v3.2s, v22.2s
	fadd	v9.2s, v16.2s, v8.2s
	fadd	v25.2s, v19.2s, v21.2s
	fadd	v10.4s, v5.4s, v27.4s
	fadd	v3.4s, v0.4s, v4.4s
	fadd	v23.4s, v17.4s, v23.4s
	fadd	v21.4s, v22.4s, v18.4s
	fccmp	d8, d29, #13, gt
	fccmp	d10, d4, #13, eq
	fccmp	d29, d1, #15, vs
	fccmp	d17, d20, #5, pl
	fccmpe	d26, d8, #13, ls
	fccmpe	d20, d3, #4, pl
	fccmpe	d6, d4, #9, mi
	fccmpe	d1, d25, #15, nv
	fccmpe	s28, s23, #3, nv
	fccmpe	s4, s24, #14, ge
	fccmpe	s18, s8, #6, vc
	fccmpe	s22, s24, #1, hs
	fccmp	s6, s3, #1, mi
	fccmp	s11, s0, #10, lo
	fccmp	s13, s5, #4, al
	fccmp	s0, s20, #8, lt
	fcmeq	d20, d5, d17
	fcmeq	d6, d14, d3
	fcmeq	d11, d10, d23
	fcmeq	d4, d19, d9
	fcmeq	s19, s8, s5
	fcmeq	s13, s7, s31
	fcmeq	s17, s25, s7
	fcmeq	s31, s22, s29
	fcmeq	v20.2d, v18.2d, v7.2d
	fcmeq	v5.2d, v23.2d, v11.2d
	fcmeq	v24.2d, v8.2d, v15.2d
	fcmeq	v16.2d, v24.2d, v2.2d
	fcmeq	v24.2s, v24.2s, v15.2s
	fcmeq	v26.2s, v20.2s, v29.2s
	fcmeq	v8.2s, v0.2s, v5.2s
	fcmeq	v21.2s, v26.2s, v18.2s
	fcmeq	v12.4s, v5.4s, v23.4s
	fcmeq	v16.4s, v31.4s, v18.4s
	fcmeq	v12.4s, v5.4s, v24.4s
	fcmeq	v23.4s, v24.4s, v10.4s
	fcmeq	d1, d28, #0.0
	fcmeq	d5, d26, #0.0
	fcmeq	d26, d13, #0.0
	fcmeq	d20, d2, #0.0
	fcmeq	s23, s27, #0.0
	fcmeq	s11, s12, #0.0
	fcmeq	s1, s21, #0.0
	fcmeq	s25, s10, #0.0
	fcmeq	v9.2d, v21.2d, #0.0
	fcmeq	v23.2d, v0.2d, #0.0
	fcmeq	v14.2d, v28.2d, #0.0
	fcmeq	v31.2d, v12.2d, #0.0
	fcmeq	v8.2s, v0.2s, #0.0
	fcmeq	v12.2s, v27.2s, #0.0
	fcmeq	v9.2s, v7.2s, #0.0
	fcmeq	v3.2s, v31.2s, #0.0
	fcmeq	v13.4s, v11.4s, #0.0
	fcmeq	v26.4s, v15.4s, #0.0
	fcmeq	v19.4s, v22.4s, #0.0
	fcmeq	v25.4s, v4.4s, #0.0
	fcmge	d15, d24, d0
	fcmge	d21, d2, d12
	fcmge	d11, d4, d20
	fcmge	d16, d26, d6
	fcmge	s5, s10, s19
	fcmge	s1, s24, s11
	fcmge	s28, s26, s31
	fcmge	s27, s29, s11
	fcmge	v22.2d, v16.2d, v14.2d
	fcmge	v29.2d, v11.2d, v4.2d
	fcmge	v17.2d, v15.2d, v3.2d
	fcmge	v21.2d, v14.2d, v12.2d
	fcmge	v7.2s, v11.2s, v11.2s
	fcmge	v17.2s, v4.2s, v7.2s
	fcmge	v24.2s, v22.2s, v27.2s
	fcmge	v27.2s, v4.2s, v6.2s
	fcmge	v22.4s, v1.4s, v21.4s
	fcmge	v21.4s, v4.4s, v16.4s
	fcmge	v18.4s, v8.4s, v0.4s
	fcmge	v26.4s, v12.4s, v16.4s
	fcmge	d17, d3, #0.0
	fcmge	d19, d29, #0.0
	fcmge	d13, d15, #0.0
	fcmge	d13, d26, #0.0
	fcmge	s14, s8, #0.0
	fcmge	s17, s2, #0.0
	fcmge	s26, s3, #0.0
	fcmge	s7, s9, #0.0
	fcmge	v23.2d, v10.2d, #0.0
	fcmge	v30.2d, v3.2d, #0.0
	fcmge	v2.2d, v20.2d, #0.0
	fcmge	v19.2d, v4.2d, #0.0
	fcmge	v28.2s, v15.2s, #0.0
	fcmge	v18.2s, v31.2s, #0.0
	fcmge	v31.2s, v4.2s, #0.0
	fcmge	v0.2s, v16.2s, #0.0
	fcmge	v13.4s, v3.4s, #0.0
	fcmge	v15.4s, v26.4s, #0.0
	fcmge	v21.4s, v10.4s, #0.0
	fcmge	v24.4s, v3.4s, #0.0
	fcmgt	d19, d12, d30
	fcmgt	d4, d8, d12
	fcmgt	d17, d31, d13
	fcmgt	d10, d5, d7
	fcmgt	s26, s17, s9
	fcmgt	s9, s27, s11
	fcmgt	s27, s24, s16
	fcmgt	s28, s20, s15
	fcmgt	v12.2d, v17.2d, v14.2d
	fcmgt	v11.2d, v24.2d, v24.2d
	fcmgt	v3.2d, v27.2d, v31.2d
	fcmgt	v7.2d, v4.2d, v24.2d
	fcmgt	v13.2s, v27.2s, v16.2s
	fcmgt	v1.2s, v28.2s, v27.2s
	fcmgt	v8.2s, v1.2s, v21.2s
	fcmgt	v2.2s, v16.2s, v12.2s
	fcmgt	v19.4s, v11.4s, v15.4s
	fcmgt	v14.4s, v2.4s, v10.4s
	fcmgt	v31.4s, v7.4s, v15.4s
	fcmgt	v16.4s, v0.4s, v12.4s
	fcmgt	d0, d27, #0.0
	fcmgt	d19, d28, #0.0
	fcmgt	d25, d23, #0.0
	fcmgt	d29, d22, #0.0
	fcmgt	s16, s6, #0.0
	fcmgt	s5, s29, #0.0
	fcmgt	s24, s2, #0.0
	fcmgt	s7, s14, #0.0
	fcmgt	v3.2d, v7.2d, #0.0
	fcmgt	v17.2d, v10.2d, #0.0
	fcmgt	v26.2d, v2.2d, #0.0
	fcmgt	v31.2d, v19.2d, #0.0
	fcmgt	v14.2s, v3.2s, #0.0
	fcmgt	v4.2s, v20.2s, #0.0
	fcmgt	v25.2s, v3.2s, #0.0
	fcmgt	v10.2s, v15.2s, #0.0
	fcmgt	v25.4s, v27.4s, #0.0
	fcmgt	v2.4s, v8.4s, #0.0
	fcmgt	v15.4s, v13.4s, #0.0
	fcmgt	v22.4s, v8.4s, #0.0
	fcmle	d12, d16, #0.0
	fcmle	d0, d24, #0.0
	fcmle	d1, d23, #0.0
	fcmle	d13, d28, #0.0
	fcmle	s12, s18, #0.0
	fcmle	s22, s28, #0.0
	fcmle	s9, s29, #0.0
	fcmle	s27, s5, #0.0
	fcmle	v29.2d, v29.2d, #0.0
	fcmle	v17.2d, v4.2d, #0.0
	fcmle	v12.2d, v6.2d, #0.0
	fcmle	v8.2d, v16.2d, #0.0
	fcmle	v28.2s, v11.2s, #0.0
	fcmle	v28.2s, v9.2s, #0.0
	fcmle	v0.2s, v12.2s, #0.0
	fcmle	v27.2s, v31.2s, #0.0
	fcmle	v7.4s, v6.4s, #0.0
	fcmle	v24.4s, v19.4s, #0.0
	fcmle	v12.4s, v27.4s, #0.0
	fcmle	v19.4s, v25.4s, #0.0
	fcmlt	d5, d25, #0.0
	fcmlt	d0, d4, #0.0
	fcmlt	d8, d0, #0.0
	fcmlt	d31, d15, #0.0
	fcmlt	s22, s31, #0.0
	fcmlt	s16, s9, #0.0
	fcmlt	s8, s0, #0.0
	fcmlt	s29, s6, #0.0
	fcmlt	v30.2d, v23.2d, #0.0
	fcmlt	v4.2d, v0.2d, #0.0
	fcmlt	v1.2d, v14.2d, #0.0
	fcmlt	v15.2d, v0.2d, #0.0
	fcmlt	v1.2s, v6.2s, #0.0
	fcmlt	v31.2s, v6.2s, #0.0
	fcmlt	v19.2s, v27.2s, #0.0
	fcmlt	v29.2s, v14.2s, #0.0
	fcmlt	v25.4s, v26.4s, #0.0
	fcmlt	v2.4s, v12.4s, #0.0
	fcmlt	v15.4s, v6.4s, #0.0
	fcmlt	v2.4s, v1.4s, #0.0
	fcmp	d30, #0.0
	fcmp	d3, #0.0
	fcmp	d0, #0.0
	fcmp	d20, #0.0
	fcmp	d2, d13
	fcmp	d22, d25
	fcmp	d19, d14
	fcmp	d30, d10
	fcmpe	d7, #0.0
	fcmpe	d18, #0.0
	fcmpe	d17, #0.0
	fcmpe	d7, #0.0
	fcmpe	d29, d17
	fcmpe	d14, d22
	fcmpe	d11, d7
	fcmpe	d24, d31
	fcmpe	s31, #0.0
	fcmpe	s24, #0.0
	fcmpe	s25, #0.0
	fcmpe	s12, #0.0
	fcmpe	s11, s20
	fcmpe	s27, s26
	fcmpe	s1, s13
	fcmpe	s26, s7
	fcmp	s19, #0.0
	fcmp	s28, #0.0
	fcmp	s29, #0.0
	fcmp	s9, #0.0
	fcmp	s22, s2
	fcmp	s26, s0
	fcmp	s0, s1
	fcmp	s17, s9
	fcsel	d20, d30, d9, pl
	fcsel	d9, d15, d24, pl
	fcsel	d11, d10, d30, nv
	fcsel	d24, d15, d5, pl
	fcsel	s15, s23, s23, lt
	fcsel	s31, s5, s21, vc
	fcsel	s14, s19, s9, eq
	fcsel	s18, s22, s8, ne
	fcvtas	w24, d26
	fcvtas	w3, d23
	fcvtas	w5, d21
	fcvtas	w29, d0
	fcvtas	w15, s0
	fcvtas	w26, s2
	fcvtas	w0, s4
	fcvtas	w23, s11
	fcvtas	x25, d16
	fcvtas	x20, d27
	fcvtas	x22, d16
	fcvtas	x30, d31
	fcvtas	x2, s9
	fcvtas	x17, s30
	fcvtas	x21, s27
	fcvtas	x13, s31
	fcvtas	d28, d0
	fcvtas	d20, d20
	fcvtas	d25, d21
	fcvtas	d12, d14
	fcvtas	s18, s2
	fcvtas	s20, s10
	fcvtas	s4, s13
	fcvtas	s12, s8
	fcvtas	v28.2d, v14.2d
	fcvtas	v8.2d, v9.2d
	fcvtas	v28.2d, v21.2d
	fcvtas	v29.2d, v26.2d
	fcvtas	v22.2s, v6.2s
	fcvtas	v8.2s, v20.2s
	fcvtas	v19.2s, v12.2s
	fcvtas	v8.2s, v1.2s
	fcvtas	v7.4s, v15.4s
	fcvtas	v31.4s, v9.4s
	fcvtas	v10.4s, v12.4s
	fcvtas	v17.4s, v13.4s
	fcvtau	w13, d10
	fcvtau	w22, d18
	fcvtau	w24, d12
	fcvtau	w12, d21
	fcvtau	w8, s4
	fcvtau	w10, s17
	fcvtau	w28, s13
	fcvtau	w15, s19
	fcvtau	x4, d24
	fcvtau	x8, d14
	fcvtau	xzr, d9
	fcvtau	x19, d10
	fcvtau	x25, s14
	fcvtau	x26, s28
	fcvtau	x5, s16
	fcvtau	x19, s28
	fcvtau	d23, d27
	fcvtau	d14, d10
	fcvtau	d9, d5
	fcvtau	d13, d31
	fcvtau	s18, s10
	fcvtau	s29, s27
	fcvtau	s6, s10
	fcvtau	s17, s20
	fcvtau	v4.2d, v10.2d
	fcvtau	v22.2d, v17.2d
	fcvtau	v4.2d, v14.2d
	fcvtau	v30.2d, v3.2d
	fcvtau	v30.2s, v17.2s
	fcvtau	v28.2s, v25.2s
	fcvtau	v7.2s, v12.2s
	fcvtau	v30.2s, v13.2s
	fcvtau	v26.4s, v4.4s
	fcvtau	v1.4s, v6.4s
	fcvtau	v15.4s, v14.4s
	fcvtau	v18.4s, v28.4s
	fcvt	d1, h31
	fcvt	d4, h30
	fcvt	d12, h26
	fcvt	d30, h30
	fcvt	d29, s13
	fcvt	d22, s11
	fcvt	d19, s20
	fcvt	d21, s22
	fcvt	h16, d2
	fcvt	h28, d18
	fcvt	h3, d27
	fcvt	h28, d19
	fcvt	h23, s3
	fcvt	h17, s9
	fcvt	h23, s9
	fcvt	h16, s20
	fcvtl	v10.2d, v26.2s
	fcvtl	v26.2d, v12.2s
	fcvtl	v14.2d, v0.2s
	fcvtl	v21.2d, v11.2s
	fcvtl	v19.4s, v7.4h
	fcvtl	v0.4s, v25.4h
	fcvtl	v29.4s, v18.4h
	fcvtl	v1.4s, v27.4h
	fcvtl2	v10.2d, v26.4s
	fcvtl2	v14.2d, v3.4s
	fcvtl2	v12.2d, v12.4s
	fcvtl2	v21.2d, v1.4s
	fcvtl2	v7.4s, v14.8h
	fcvtl2	v21.4s, v15.8h
	fcvtl2	v24.4s, v25.8h
	fcvtl2	v17.4s, v29.8h
	fcvtms	w0, d13
	fcvtms	w8, d25
	fcvtms	w8, d21
	fcvtms	w6, d4
	fcvtms	w18, s28
	fcvtms	w10, s10
	fcvtms	w1, s22
	fcvtms	w17, s24
	fcvtms	x26, d25
	fcvtms	x7, d31
	fcvtms	x12, d27
	fcvtms	x7, d22
	fcvtms	x2, s22
	fcvtms	x7, s2
	fcvtms	x17, s20
	fcvtms	x14, s27
	fcvtms	d28, d29
	fcvtms	d14, d17
	fcvtms	d9, d23
	fcvtms	d24, d25
	fcvtms	s13, s11
	fcvtms	s9, s21
	fcvtms	s4, s19
	fcvtms	s30, s0
	fcvtms	v3.2d, v14.2d
	fcvtms	v28.2d, v4.2d
	fcvtms	v17.2d, v26.2d
	fcvtms	v18.2d, v30.2d
	fcvtms	v11.2s, v25.2s
	fcvtms	v19.2s, v24.2s
	fcvtms	v1.2s, v8.2s
	fcvtms	v6.2s, v5.2s
	fcvtms	v9.4s, v9.4s
	fcvtms	v24.4s, v18.4s
	fcvtms	v26.4s, v8.4s
	fcvtms	v27.4s, v29.4s
	fcvtmu	w17, d15
	fcvtmu	w29, d10
	fcvtmu	w12, d13
	fcvtmu	w29, d15
	fcvtmu	w13, s5
	fcvtmu	w23, s24
	fcvtmu	w29, s18
	fcvtmu	w25, s10
	fcvtmu	x8, d26
	fcvtmu	x26, d9
	fcvtmu	x24, d12
	fcvtmu	x27, d5
	fcvtmu	x30, s21
	fcvtmu	x12, s19
	fcvtmu	x4, s21
	fcvtmu	x1, s4
	fcvtmu	d25, d22
	fcvtmu	d4, d19
	fcvtmu	d11, d1
	fcvtmu	d22, d10
	fcvtmu	s14, s0
	fcvtmu	s9, s14
	fcvtmu	s17, s1
	fcvtmu	s22, s21
	fcvtmu	v7.2d, v13.2d
	fcvtmu	v23.2d, v21.2d
	fcvtmu	v2.2d, v1.2d
	fcvtmu	v30.2d, v13.2d
	fcvtmu	v25.2s, v15.2s
	fcvtmu	v2.2s, v2.2s
	fcvtmu	v19.2s, v20.2s
	fcvtmu	v15.2s, v30.2s
	fcvtmu	v21.4s, v12.4s
	fcvtmu	v16.4s, v12.4s
	fcvtmu	v23.4s, v11.4s
	fcvtmu	v2.4s, v20.4s
	fcvtns	w8, d3
	fcvtns	w20, d15
	fcvtns	w0, d14
	fcvtns	w26, d23
	fcvtns	w6, s21
	fcvtns	w20, s8
	fcvtns	w29, s6
	fcvtns	w22, s7
	fcvtns	x22, d3
	fcvtns	x10, d11
	fcvtns	x21, d13
	fcvtns	x4, d9
	fcvtns	x2, s24
	fcvtns	x19, s10
	fcvtns	x13, s13
	fcvtns	x30, s4
	fcvtns	d12, d3
	fcvtns	d13, d22
	fcvtns	d22, d29
	fcvtns	d16, d19
	fcvtns	s17, s5
	fcvtns	s12, s30
	fcvtns	s20, s8
	fcvtns	s4, s5
	fcvtns	v27.2d, v10.2d
	fcvtns	v30.2d, v9.2d
	fcvtns	v30.2d, v25.2d
	fcvtns	v7.2d, v30.2d
	fcvtns	v25.2s, v7.2s
	fcvtns	v9.2s, v20.2s
	fcvtns	v29.2s, v17.2s
	fcvtns	v26.2s, v28.2s
	fcvtns	v16.4s, v18.4s
	fcvtns	v29.4s, v12.4s
	fcvtns	v12.4s, v13.4s
	fcvtns	v22.4s, v18.4s
	fcvtnu	w11, d24
	fcvtnu	w28, d22
	fcvtnu	w23, d1
	fcvtnu	w18, d25
	fcvtnu	w18, s3
	fcvtnu	w7, s10
	fcvtnu	w12, s4
	fcvtnu	w1, s6
	fcvtnu	x14, d20
	fcvtnu	x0, d17
	fcvtnu	x10, d25
	fcvtnu	x0, d27
	fcvtnu	x1, s25
	fcvtnu	x6, s19
	fcvtnu	x12, s21
	fcvtnu	x19, s10
	fcvtnu	d22, d21
	fcvtnu	d6, d9
	fcvtnu	d16, d26
	fcvtnu	d23, d0
	fcvtnu	s14, s29
	fcvtnu	s23, s27
	fcvtnu	s23, s12
	fcvtnu	s12, s13
	fcvtnu	v7.2d, v28.2d
	fcvtnu	v20.2d, v25.2d
	fcvtnu	v10.2d, v3.2d
	fcvtnu	v29.2d, v20.2d
	fcvtnu	v23.2s, v22.2s
	fcvtnu	v17.2s, v20.2s
	fcvtnu	v22.2s, v19.2s
	fcvtnu	v7.2s, v11.2s
	fcvtnu	v29.4s, v31.4s
	fcvtnu	v3.4s, v29.4s
	fcvtnu	v0.4s, v16.4s
	fcvtnu	v14.4s, v26.4s
	fcvtn	v30.2s, v24.2d
	fcvtn	v24.2s, v18.2d
	fcvtn	v6.2s, v18.2d
	fcvtn	v18.2s, v8.2d
	fcvtn	v14.4h, v25.4s
	fcvtn	v0.4h, v3.4s
	fcvtn	v6.4h, v24.4s
	fcvtn	v6.4h, v12.4s
	fcvtn2	v14.4s, v12.2d
	fcvtn2	v21.4s, v20.2d
	fcvtn2	v13.4s, v31.2d
	fcvtn2	v5.4s, v6.2d
	fcvtn2	v20.8h, v26.4s
	fcvtn2	v22.8h, v26.4s
	fcvtn2	v3.8h, v2.4s
	fcvtn2	v22.8h, v12.4s
	fcvtps	w24, d15
	fcvtps	w12, d1
	fcvtps	w29, d27
	fcvtps	w15, d23
	fcvtps	w9, s16
	fcvtps	w6, s25
	fcvtps	w20, s16
	fcvtps	w10, s21
	fcvtps	x23, d1
	fcvtps	x7, d17
	fcvtps	x3, d11
	fcvtps	x26, d13
	fcvtps	x23, s7
	fcvtps	x20, s5
	fcvtps	x7, s9
	fcvtps	x0, s28
	fcvtps	d18, d15
	fcvtps	d13, d31
	fcvtps	d6, d4
	fcvtps	d5, d1
	fcvtps	s15, s16
	fcvtps	s26, s26
	fcvtps	s16, s18
	fcvtps	s10, s7
	fcvtps	v6.2d, v17.2d
	fcvtps	v22.2d, v30.2d
	fcvtps	v23.2d, v8.2d
	fcvtps	v26.2d, v11.2d
	fcvtps	v0.2s, v22.2s
	fcvtps	v25.2s, v31.2s
	fcvtps	v3.2s, v6.2s
	fcvtps	v15.2s, v10.2s
	fcvtps	v4.4s, v8.4s
	fcvtps	v13.4s, v6.4s
	fcvtps	v2.4s, v1.4s
	fcvtps	v21.4s, v15.4s
	fcvtpu	w1, d21
	fcvtpu	w19, d30
	fcvtpu	w0, d26
	fcvtpu	w5, d5
	fcvtpu	w16, s6
	fcvtpu	w27, s5
	fcvtpu	w1, s27
	fcvtpu	w1, s0
	fcvtpu	x8, d13
	fcvtpu	x11, d0
	fcvtpu	x20, d11
	fcvtpu	x21, d2
	fcvtpu	x2, s22
	fcvtpu	x7, s25
	fcvtpu	x29, s27
	fcvtpu	x12, s18
	fcvtpu	d5, d11
	fcvtpu	d0, d13
	fcvtpu	d5, d11
	fcvtpu	d7, d7
	fcvtpu	s26, s18
	fcvtpu	s13, s18
	fcvtpu	s21, s25
	fcvtpu	s25, s18
	fcvtpu	v9.2d, v12.2d
	fcvtpu	v18.2d, v27.2d
	fcvtpu	v28.2d, v12.2d
	fcvtpu	v8.2d, v7.2d
	fcvtpu	v27.2s, v8.2s
	fcvtpu	v18.2s, v13.2s
	fcvtpu	v13.2s, v5.2s
	fcvtpu	v8.2s, v16.2s
	fcvtpu	v23.4s, v18.4s
	fcvtpu	v22.4s, v5.4s
	fcvtpu	v1.4s, v19.4s
	fcvtpu	v29.4s, v6.4s
	fcvt	s16, d9
	fcvt	s26, d1
	fcvt	s8, d18
	fcvt	s0, d29
	fcvt	s10, h14
	fcvt	s12, h30
	fcvt	s6, h28
	fcvt	s14, h28
	fcvtxn	s6, d30
	fcvtxn	s25, d12
	fcvtxn	s22, d5
	fcvtxn	s23, d16
	fcvtxn	v21.2s, v24.2d
	fcvtxn	v6.2s, v4.2d
	fcvtxn	v16.2s, v7.2d
	fcvtxn	v1.2s, v5.2d
	fcvtxn2	v16.4s, v11.2d
	fcvtxn2	v20.4s, v16.2d
	fcvtxn2	v7.4s, v25.2d
	fcvtxn2	v31.4s, v25.2d
	fcvtzs	w0, d27
	fcvtzs	wzr, d24
	fcvtzs	w17, d5
	fcvtzs	w8, d25
	fcvtzs	w0, s26
	fcvtzs	w14, s27
	fcvtzs	w11, s21
	fcvtzs	w0, s5
	fcvtzs	x24, d4
	fcvtzs	x13, d11
	fcvtzs	x14, d1
	fcvtzs	x4, d23
	fcvtzs	x10, s19
	fcvtzs	x11, s20
	fcvtzs	x8, s25
	fcvtzs	x24, s17
	fcvtzs	w12, d5, #1
	fcvtzs	w2, d7, #1
	fcvtzs	w7, d0, #4
	fcvtzs	w23, d29, #24
	fcvtzs	w11, s19, #25
	fcvtzs	w17, s26, #14
	fcvtzs	w0, s8, #32
	fcvtzs	w19, s23, #32
	fcvtzs	x27, d29, #9
	fcvtzs	x18, d0, #1
	fcvtzs	x25, d19, #64
	fcvtzs	x9, d30, #19
	fcvtzs	x18, s2, #13
	fcvtzs	x25, s9, #1
	fcvtzs	x18, s17, #21
	fcvtzs	x7, s10, #60
	fcvtzs	d7, d0, #48
	fcvtzs	d29, d16, #35
	fcvtzs	d0, d1, #43
	fcvtzs	d28, d28, #8
	fcvtzs	s20, s9, #16
	fcvtzs	s17, s15, #21
	fcvtzs	s12, s2, #1
	fcvtzs	s18, s19, #24
	fcvtzs	v23.2d, v24.2d, #36
	fcvtzs	v23.2d, v22.2d, #41
	fcvtzs	v27.2d, v14.2d, #1
	fcvtzs	v0.2d, v13.2d, #36
	fcvtzs	v18.2s, v6.2s, #5
	fcvtzs	v20.2s, v12.2s, #4
	fcvtzs	v23.2s, v16.2s, #32
	fcvtzs	v25.2s, v20.2s, #1
	fcvtzs	v4.4s, v1.4s, #30
	fcvtzs	v1.4s, v0.4s, #25
	fcvtzs	v4.4s, v30.4s, #15
	fcvtzs	v13.4s, v25.4s, #13
	fcvtzs	d18, d4
	fcvtzs	d30, d20
	fcvtzs	d28, d6
	fcvtzs	d6, d19
	fcvtzs	s20, s30
	fcvtzs	s8, s15
	fcvtzs	s16, s8
	fcvtzs	s25, s9
	fcvtzs	v17.2d, v7.2d
	fcvtzs	v17.2d, v31.2d
	fcvtzs	v11.2d, v1.2d
	fcvtzs	v7.2d, v13.2d
	fcvtzs	v26.2s, v30.2s
	fcvtzs	v30.2s, v9.2s
	fcvtzs	v25.2s, v11.2s
	fcvtzs	v31.2s, v24.2s
	fcvtzs	v30.4s, v2.4s
	fcvtzs	v3.4s, v18.4s
	fcvtzs	v1.4s, v22.4s
	fcvtzs	v22.4s, v11.4s
	fcvtzu	w3, d14
	fcvtzu	w8, d18
	fcvtzu	w21, d30
	fcvtzu	w8, d5
	fcvtzu	w20, s17
	fcvtzu	w24, s13
	fcvtzu	w26, s3
	fcvtzu	w22, s4
	fcvtzu	x20, d15
	fcvtzu	x27, d24
	fcvtzu	x25, d4
	fcvtzu	x22, d21
	fcvtzu	x20, s26
	fcvtzu	x10, s11
	fcvtzu	x27, s4
	fcvtzu	x4, s9
	fcvtzu	w5, d23, #21
	fcvtzu	w5, d8, #19
	fcvtzu	w2, d27, #1
	fcvtzu	w14, d17, #1
	fcvtzu	w2, s13, #27
	fcvtzu	w14, s0, #4
	fcvtzu	w26, s9, #14
	fcvtzu	w23, s8, #32
	fcvtzu	x11, d8, #48
	fcvtzu	x20, d5, #53
	fcvtzu	x11, d17, #32
	fcvtzu	x10, d11, #11
	fcvtzu	x26, s28, #1
	fcvtzu	x3, s0, #56
	fcvtzu	x25, s11, #1
	fcvtzu	x23, s16, #52
	fcvtzu	d26, d20, #12
	fcvtzu	d28, d1, #64
	fcvtzu	d7, d28, #49
	fcvtzu	d16, d27, #64
	fcvtzu	s26, s20, #1
	fcvtzu	s5, s21, #1
	fcvtzu	s15, s0, #18
	fcvtzu	s10, s6, #6
	fcvtzu	v18.2d, v15.2d, #18
	fcvtzu	v1.2d, v25.2d, #61
	fcvtzu	v29.2d, v26.2d, #1
	fcvtzu	v1.2d, v11.2d, #62
	fcvtzu	v27.2s, v14.2s, #10
	fcvtzu	v9.2s, v31.2s, #1
	fcvtzu	v24.2s, v0.2s, #25
	fcvtzu	v12.2s, v6.2s, #31
	fcvtzu	v27.4s, v20.4s, #23
	fcvtzu	v5.4s, v19.4s, #16
	fcvtzu	v23.4s, v18.4s, #16
	fcvtzu	v9.4s, v22.4s, #12
	fcvtzu	d15, d9
	fcvtzu	d28, d13
	fcvtzu	d30, d6
	fcvtzu	d8, d10
	fcvtzu	s19, s29
	fcvtzu	s4, s31
	fcvtzu	s18, s21
	fcvtzu	s24, s23
	fcvtzu	v30.2d, v5.2d
	fcvtzu	v31.2d, v3.2d
	fcvtzu	v15.2d, v8.2d
	fcvtzu	v16.2d, v28.2d
	fcvtzu	v11.2s, v3.2s
	fcvtzu	v15.2s, v8.2s
	fcvtzu	v11.2s, v21.2s
	fcvtzu	v17.2s, v7.2s
	fcvtzu	v14.4s, v24.4s
	fcvtzu	v12.4s, v15.4s
	fcvtzu	v20.4s, v27.4s
	fcvtzu	v25.4s, v16.4s
	fdiv	d30, d0, d9
	fdiv	d31, d9, d10
	fdiv	d16, d13, d10
	fdiv	d26, d13, d6
	fdiv	s31, s24, s23
	fdiv	s11, s4, s1
	fdiv	s1, s27, s16
	fdiv	s0, s16, s14
	fdiv	v6.2d, v30.2d, v22.2d
	fdiv	v29.2d, v19.2d, v13.2d
	fdiv	v24.2d, v30.2d, v16.2d
	fdiv	v11.2d, v27.2d, v6.2d
	fdiv	v23.2s, v25.2s, v23.2s
	fdiv	v29.2s, v31.2s, v2.2s
	fdiv	v12.2s, v8.2s, v11.2s
	fdiv	v11.2s, v30.2s, v1.2s
	fdiv	v21.4s, v23.4s, v14.4s
	fdiv	v15.4s, v0.4s, v30.4s
	fdiv	v21.4s, v30.4s, v24.4s
	fdiv	v1.4s, v16.4s, v25.4s
	fmadd	d26, d26, d11, d17
	fmadd	d5, d17, d25, d1
	fmadd	d0, d24, d31, d16
	fmadd	d9, d14, d23, d10
	fmadd	s7, s13, s28, s6
	fmadd	s1, s11, s24, s31
	fmadd	s5, s3, s27, s18
	fmadd	s29, s31, s22, s28
	fmax	d14, d31, d14
	fmax	d22, d24, d8
	fmax	d2, d6, d2
	fmax	d30, d22, d27
	fmaxnm	d6, d0, d15
	fmaxnm	d0, d7, d13
	fmaxnm	d26, d18, d4
	fmaxnm	d16, d1, d0
	fmaxnmp	d26, v0.2d
	fmaxnmp	d17, v6.2d
	fmaxnmp	d7, v26.2d
	fmaxnmp	d3, v9.2d
	fmaxnmp	s4, v14.2s
	fmaxnmp	s0, v3.2s
	fmaxnmp	s5, v14.2s
	fmaxnmp	s25, v23.2s
	fmaxnmp	v2.2d, v17.2d, v6.2d
	fmaxnmp	v1.2d, v20.2d, v16.2d
	fmaxnmp	v6.2d, v28.2d, v20.2d
	fmaxnmp	v6.2d, v14.2d, v3.2d
	fmaxnmp	v20.2s, v7.2s, v9.2s
	fmaxnmp	v19.2s, v23.2s, v2.2s
	fmaxnmp	v20.2s, v6.2s, v18.2s
	fmaxnmp	v22.2s, v2.2s, v10.2s
	fmaxnmp	v23.4s, v29.4s, v29.4s
	fmaxnmp	v3.4s, v12.4s, v10.4s
	fmaxnmp	v12.4s, v31.4s, v1.4s
	fmaxnmp	v22.4s, v17.4s, v18.4s
	fmaxnm	s13, s21, s3
	fmaxnm	s14, s21, s13
	fmaxnm	s22, s15, s1
	fmaxnm	s26, s19, s10
	fmaxnmv	s4, v23.4s
	fmaxnmv	s23, v28.4s
	fmaxnmv	s2, v19.4s
	fmaxnmv	s13, v7.4s
	fmaxnm	v24.2d, v26.2d, v15.2d
	fmaxnm	v11.2d, v16.2d, v20.2d
	fmaxnm	v28.2d, v29.2d, v29.2d
	fmaxnm	v8.2d, v17.2d, v13.2d
	fmaxnm	v1.2s, v27.2s, v28.2s
	fmaxnm	v22.2s, v7.2s, v30.2s
	fmaxnm	v13.2s, v5.2s, v5.2s
	fmaxnm	v11.2s, v2.2s, v1.2s
	fmaxnm	v19.4s, v28.4s, v21.4s
	fmaxnm	v6.4s, v5.4s, v30.4s
	fmaxnm	v5.4s, v9.4s, v13.4s
	fmaxnm	v1.4s, v23.4s, v18.4s
	fmaxp	d27, v5.2d
	fmaxp	d10, v13.2d
	fmaxp	d11, v23.2d
	fmaxp	d9, v5.2d
	fmaxp	s21, v18.2s
	fmaxp	s3, v5.2s
	fmaxp	s19, v24.2s
	fmaxp	s31, v31.2s
	fmaxp	v18.2d, v27.2d, v29.2d
	fmaxp	v9.2d, v11.2d, v30.2d
	fmaxp	v0.2d, v6.2d, v18.2d
	fmaxp	v16.2d, v5.2d, v8.2d
	fmaxp	v18.2s, v17.2s, v3.2s
	fmaxp	v24.2s, v2.2s, v5.2s
	fmaxp	v27.2s, v0.2s, v16.2s
	fmaxp	v7.2s, v18.2s, v17.2s
	fmaxp	v2.4s, v23.4s, v18.4s
	fmaxp	v16.4s, v3.4s, v12.4s
	fmaxp	v6.4s, v29.4s, v0.4s
	fmaxp	v20.4s, v26.4s, v11.4s
	fmax	s4, s26, s13
	fmax	s14, s12, s10
	fmax	s0, s26, s25
	fmax	s18, s16, s30
	fmaxv	s29, v9.4s
	fmaxv	s3, v24.4s
	fmaxv	s29, v18.4s
	fmaxv	s6, v28.4s
	fmax	v22.2d, v26.2d, v19.2d
	fmax	v4.2d, v10.2d, v21.2d
	fmax	v7.2d, v2.2d, v30.2d
	fmax	v7.2d, v17.2d, v12.2d
	fmax	v13.2s, v5.2s, v15.2s
	fmax	v31.2s, v2.2s, v9.2s
	fmax	v30.2s, v8.2s, v0.2s
	fmax	v6.2s, v12.2s, v8.2s
	fmax	v0.4s, v22.4s, v14.4s
	fmax	v0.4s, v19.4s, v11.4s
	fmax	v17.4s, v20.4s, v9.4s
	fmax	v1.4s, v1.4s, v21.4s
	fmin	d19, d15, d29
	fmin	d3, d0, d1
	fmin	d26, d9, d28
	fmin	d11, d20, d8
	fminnm	d2, d24, d25
	fminnm	d22, d2, d25
	fminnm	d6, d26, d6
	fminnm	d6, d14, d28
	fminnmp	d13, v30.2d
	fminnmp	d1, v22.2d
	fminnmp	d19, v14.2d
	fminnmp	d15, v19.2d
	fminnmp	s5, v7.2s
	fminnmp	s2, v28.2s
	fminnmp	s23, v4.2s
	fminnmp	s24, v17.2s
	fminnmp	v26.2d, v12.2d, v31.2d
	fminnmp	v22.2d, v6.2d, v7.2d
	fminnmp	v10.2d, v6.2d, v22.2d
	fminnmp	v14.2d, v10.2d, v19.2d
	fminnmp	v19.2s, v18.2s, v2.2s
	fminnmp	v17.2s, v11.2s, v12.2s
	fminnmp	v28.2s, v17.2s, v5.2s
	fminnmp	v19.2s, v5.2s, v2.2s
	fminnmp	v19.4s, v6.4s, v26.4s
	fminnmp	v6.4s, v28.4s, v13.4s
	fminnmp	v5.4s, v5.4s, v1.4s
	fminnmp	v4.4s, v13.4s, v4.4s
	fminnm	s9, s27, s29
	fminnm	s19, s7, s20
	fminnm	s1, s9, s30
	fminnm	s23, s16, s5
	fminnmv	s16, v25.4s
	fminnmv	s5, v28.4s
	fminnmv	s13, v0.4s
	fminnmv	s15, v9.4s
	fminnm	v5.2d, v8.2d, v26.2d
	fminnm	v29.2d, v20.2d, v11.2d
	fminnm	v15.2d, v18.2d, v7.2d
	fminnm	v22.2d, v10.2d, v26.2d
	fminnm	v31.2s, v25.2s, v29.2s
	fminnm	v26.2s, v3.2s, v29.2s
	fminnm	v0.2s, v19.2s, v9.2s
	fminnm	v24.2s, v30.2s, v3.2s
	fminnm	v9.4s, v25.4s, v29.4s
	fminnm	v4.4s, v31.4s, v3.4s
	fminnm	v31.4s, v26.4s, v16.4s
	fminnm	v13.4s, v17.4s, v28.4s
	fminp	d8, v8.2d
	fminp	d12, v3.2d
	fminp	d1, v15.2d
	fminp	d9, v1.2d
	fminp	s31, v16.2s
	fminp	s3, v19.2s
	fminp	s12, v29.2s
	fminp	s20, v24.2s
	fminp	v20.2d, v2.2d, v25.2d
	fminp	v26.2d, v27.2d, v22.2d
	fminp	v0.2d, v9.2d, v16.2d
	fminp	v29.2d, v7.2d, v7.2d
	fminp	v7.2s, v1.2s, v25.2s
	fminp	v23.2s, v21.2s, v18.2s
	fminp	v9.2s, v21.2s, v25.2s
	fminp	v23.2s, v6.2s, v8.2s
	fminp	v20.4s, v24.4s, v10.4s
	fminp	v6.4s, v30.4s, v1.4s
	fminp	v22.4s, v25.4s, v16.4s
	fminp	v26.4s, v8.4s, v20.4s
	fmin	s29, s3, s7
	fmin	s17, s21, s6
	fmin	s2, s20, s5
	fmin	s30, s17, s11
	fminv	s28, v5.4s
	fminv	s10, v16.4s
	fminv	s15, v16.4s
	fminv	s22, v22.4s
	fmin	v18.2d, v5.2d, v10.2d
	fmin	v3.2d, v19.2d, v9.2d
	fmin	v6.2d, v3.2d, v15.2d
	fmin	v0.2d, v18.2d, v27.2d
	fmin	v0.2s, v5.2s, v30.2s
	fmin	v15.2s, v24.2s, v13.2s
	fmin	v10.2s, v21.2s, v29.2s
	fmin	v13.2s, v0.2s, v4.2s
	fmin	v18.4s, v6.4s, v19.4s
	fmin	v1.4s, v16.4s, v26.4s
	fmin	v29.4s, v14.4s, v27.4s
	fmin	v28.4s, v5.4s, v13.4s
	fmla	d15, d20, v2.d[1]
	fmla	d31, d26, v5.d[0]
	fmla	d24, d12, v20.d[1]
	fmla	d18, d14, v24.d[1]
	fmla	s10, s12, v27.s[1]
	fmla	s26, s16, v5.s[0]
	fmla	s18, s28, v26.s[3]
	fmla	s9, s20, v9.s[0]
	fmla	v23.2d, v17.2d, v5.d[1]
	fmla	v21.2d, v2.2d, v6.d[0]
	fmla	v29.2d, v1.2d, v15.d[0]
	fmla	v22.2d, v17.2d, v12.d[0]
	fmla	v5.2s, v0.2s, v4.s[3]
	fmla	v8.2s, v20.2s, v25.s[2]
	fmla	v7.2s, v28.2s, v12.s[1]
	fmla	v26.2s, v7.2s, v4.s[2]
	fmla	v7.4s, v3.4s, v22.s[0]
	fmla	v28.4s, v7.4s, v17.s[1]
	fmla	v2.4s, v7.4s, v23.s[2]
	fmla	v30.4s, v22.4s, v30.s[3]
	fmla	v5.2d, v23.2d, v23.2d
	fmla	v31.2d, v14.2d, v27.2d
	fmla	v18.2d, v12.2d, v5.2d
	fmla	v17.2d, v25.2d, v29.2d
	fmla	v7.2s, v16.2s, v17.2s
	fmla	v28.2s, v1.2s, v29.2s
	fmla	v24.2s, v13.2s, v17.2s
	fmla	v12.2s, v8.2s, v1.2s
	fmla	v27.4s, v25.4s, v15.4s
	fmla	v15.4s, v14.4s, v10.4s
	fmla	v11.4s, v31.4s, v30.4s
	fmla	v7.4s, v31.4s, v23.4s
	fmls	d5, d7, v15.d[1]
	fmls	d15, d16, v8.d[0]
	fmls	d3, d7, v31.d[0]
	fmls	d4, d19, v24.d[0]
	fmls	s26, s26, v5.s[3]
	fmls	s29, s16, v2.s[2]
	fmls	s21, s18, v27.s[0]
	fmls	s3, s28, v25.s[0]
	fmls	v31.2d, v18.2d, v27.d[1]
	fmls	v27.2d, v14.2d, v3.d[0]
	fmls	v14.2d, v14.2d, v6.d[0]
	fmls	v28.2d, v19.2d, v20.d[0]
	fmls	v20.2s, v7.2s, v26.s[1]
	fmls	v29.2s, v26.2s, v22.s[3]
	fmls	v30.2s, v28.2s, v16.s[0]
	fmls	v18.2s, v31.2s, v1.s[3]
	fmls	v21.4s, v13.4s, v9.s[1]
	fmls	v5.4s, v9.4s, v4.s[3]
	fmls	v16.4s, v6.4s, v22.s[1]
	fmls	v14.4s, v21.4s, v23.s[0]
	fmls	v0.2d, v9.2d, v4.2d
	fmls	v9.2d, v31.2d, v20.2d
	fmls	v22.2d, v21.2d, v23.2d
	fmls	v18.2d, v6.2d, v11.2d
	fmls	v3.2s, v6.2s, v28.2s
	fmls	v5.2s, v1.2s, v26.2s
	fmls	v26.2s, v0.2s, v9.2s
	fmls	v20.2s, v7.2s, v31.2s
	fmls	v25.4s, v23.4s, v6.4s
	fmls	v8.4s, v10.4s, v7.4s
	fmls	v28.4s, v27.4s, v9.4s
	fmls	v12.4s, v1.4s, v9.4s
	fmov	v1.d[1], x7
	fmov	v1.d[1], x30
	fmov	v21.d[1], x23
	fmov	v1.d[1], x0
	fmov	x4, d8
	fmov	x0, d30
	fmov	x0, d10
	fmov	x10, d5
	fmov	d10, #24.00000000
	fmov	d31, #-0.56250000
	fmov	d1, #-29.00000000
	fmov	d21, #-12.50000000
	fmov	d15, d4
	fmov	d10, d17
	fmov	d20, d13
	fmov	d15, d4
	fmov	w17, s4
	fmov	w11, s26
	fmov	w6, s26
	fmov	w2, s6
	fmov	s6, #1.81250000
	fmov	s22, #-0.14062500
	fmov	s21, #11.50000000
	fmov	s7, #-15.00000000
	fmov	s25, s7
	fmov	s12, s16
	fmov	s9, s4
	fmov	s12, s4
	fmov	s17, w26
	fmov	s24, w25
	fmov	s18, w30
	fmov	s19, w27
	fmov	x29, v0.d[1]
	fmov	x9, v11.d[1]
	fmov	x8, v28.d[1]
	fmov	x8, v14.d[1]
	fmov	d2, x29
	fmov	d4, x27
	fmov	d27, x15
	fmov	d15, x22
	fmov	v12.2d, #1.18750000
	fmov	v27.2d, #26.00000000
	fmov	v27.2d, #23.00000000
	fmov	v17.2d, #-1.06250000
	fmov	v18.2s, #16.00000000
	fmov	v22.2s, #2.37500000
	fmov	v13.2s, #1.18750000
	fmov	v18.2s, #3.50000000
	fmov	v11.4s, #-0.48437500
	fmov	v23.4s, #-1.00000000
	fmov	v1.4s, #0.65625000
	fmov	v21.4s, #-0.32812500
	fmsub	d22, d24, d16, d17
	fmsub	d27, d21, d28, d5
	fmsub	d3, d12, d0, d26
	fmsub	d6, d16, d18, d12
	fmsub	s8, s20, s5, s15
	fmsub	s23, s4, s22, s22
	fmsub	s10, s9, s13, s7
	fmsub	s2, s21, s25, s31
	fmul	d2, d0, d23
	fmul	d4, d22, d15
	fmul	d27, d21, d28
	fmul	d12, d18, d17
	fmul	s8, s10, s6
	fmul	s19, s28, s0
	fmul	s7, s14, s22
	fmul	s24, s20, s15
	fmulx	d15, d19, v14.d[1]
	fmulx	d28, d2, v26.d[1]
	fmulx	d18, d9, v5.d[0]
	fmulx	d27, d10, v13.d[0]
	fmulx	s25, s5, v10.s[2]
	fmulx	s29, s18, v25.s[0]
	fmulx	s8, s22, v25.s[0]
	fmulx	s28, s30, v15.s[2]
	fmulx	v9.2d, v16.2d, v11.d[0]
	fmulx	v22.2d, v19.2d, v3.d[1]
	fmulx	v6.2d, v14.2d, v22.d[0]
	fmulx	v2.2d, v6.2d, v2.d[0]
	fmulx	v13.2s, v9.2s, v2.s[0]
	fmulx	v13.2s, v1.2s, v13.s[3]
	fmulx	v9.2s, v2.2s, v25.s[1]
	fmulx	v20.2s, v7.2s, v16.s[1]
	fmulx	v14.4s, v0.4s, v7.s[0]
	fmulx	v11.4s, v7.4s, v11.s[3]
	fmulx	v7.4s, v7.4s, v21.s[0]
	fmulx	v12.4s, v0.4s, v22.s[1]
	fmulx	d29, d14, d23
	fmulx	d20, d10, d1
	fmulx	d12, d1, d7
	fmulx	d5, d25, d29
	fmulx	s24, s26, s4
	fmulx	s23, s25, s0
	fmulx	s6, s19, s12
	fmulx	s22, s20, s25
	fmulx	v1.2d, v4.2d, v13.2d
	fmulx	v14.2d, v18.2d, v1.2d
	fmulx	v15.2d, v30.2d, v10.2d
	fmulx	v11.2d, v1.2d, v8.2d
	fmulx	v24.2s, v18.2s, v20.2s
	fmulx	v7.2s, v12.2s, v0.2s
	fmulx	v14.2s, v9.2s, v28.2s
	fmulx	v31.2s, v8.2s, v11.2s
	fmulx	v8.4s, v23.4s, v27.4s
	fmulx	v7.4s, v5.4s, v24.4s
	fmulx	v12.4s, v7.4s, v9.4s
	fmulx	v10.4s, v28.4s, v16.4s
	fmul	d19, d20, v27.d[0]
	fmul	d15, d11, v6.d[0]
	fmul	d17, d8, v31.d[1]
	fmul	d13, d20, v15.d[1]
	fmul	s9, s9, v10.s[3]
	fmul	s16, s3, v10.s[2]
	fmul	s0, s23, v25.s[1]
	fmul	s4, s16, v30.s[0]
	fmul	v24.2d, v22.2d, v26.d[1]
	fmul	v0.2d, v28.2d, v0.d[1]
	fmul	v23.2d, v4.2d, v27.d[0]
	fmul	v4.2d, v27.2d, v16.d[0]
	fmul	v26.2s, v13.2s, v6.s[0]
	fmul	v6.2s, v22.2s, v31.s[3]
	fmul	v2.2s, v6.2s, v25.s[0]
	fmul	v6.2s, v18.2s, v28.s[2]
	fmul	v18.4s, v13.4s, v1.s[1]
	fmul	v14.4s, v5.4s, v22.s[2]
	fmul	v7.4s, v31.4s, v18.s[1]
	fmul	v13.4s, v12.4s, v14.s[3]
	fmul	v28.2d, v12.2d, v20.2d
	fmul	v0.2d, v8.2d, v29.2d
	fmul	v31.2d, v1.2d, v18.2d
	fmul	v22.2d, v0.2d, v30.2d
	fmul	v1.2s, v22.2s, v25.2s
	fmul	v15.2s, v6.2s, v14.2s
	fmul	v7.2s, v1.2s, v10.2s
	fmul	v20.2s, v27.2s, v15.2s
	fmul	v17.4s, v15.4s, v8.4s
	fmul	v15.4s, v2.4s, v26.4s
	fmul	v8.4s, v12.4s, v17.4s
	fmul	v1.4s, v14.4s, v1.4s
	fneg	d25, d11
	fneg	d30, d11
	fneg	d29, d4
	fneg	d11, d25
	fneg	s0, s5
	fneg	s8, s29
	fneg	s11, s30
	fneg	s28, s10
	fneg	v14.2d, v26.2d
	fneg	v29.2d, v30.2d
	fneg	v21.2d, v13.2d
	fneg	v23.2d, v5.2d
	fneg	v10.2s, v4.2s
	fneg	v1.2s, v12.2s
	fneg	v17.2s, v22.2s
	fneg	v2.2s, v6.2s
	fneg	v22.4s, v18.4s
	fneg	v16.4s, v31.4s
	fneg	v31.4s, v3.4s
	fneg	v16.4s, v5.4s
	fnmadd	d16, d19, d4, d15
	fnmadd	d6, d8, d30, d21
	fnmadd	d9, d8, d4, d20
	fnmadd	d2, d17, d16, d12
	fnmadd	s11, s18, s14, s30
	fnmadd	s9, s6, s27, s29
	fnmadd	s16, s4, s30, s11
	fnmadd	s31, s7, s9, s3
	fnmsub	d16, d21, d7, d22
	fnmsub	d1, d7, d29, d0
	fnmsub	d11, d29, d9, d1
	fnmsub	d19, d19, d23, d19
	fnmsub	s14, s11, s6, s30
	fnmsub	s1, s0, s16, s20
	fnmsub	s7, s7, s28, s21
	fnmsub	s20, s11, s16, s10
	fnmul	d28, d9, d27
	fnmul	d5, d26, d6
	fnmul	d3, d20, d0
	fnmul	d17, d4, d13
	fnmul	s16, s7, s3
	fnmul	s9, s8, s1
	fnmul	s6, s26, s24
	fnmul	s20, s30, s15
	frecpe	d23, d25
	frecpe	d19, d2
	frecpe	d10, d23
	frecpe	d21, d27
	frecpe	s16, s0
	frecpe	s9, s2
	frecpe	s14, s30
	frecpe	s31, s4
	frecpe	v29.2d, v19.2d
	frecpe	v9.2d, v15.2d
	frecpe	v27.2d, v14.2d
	frecpe	v13.2d, v30.2d
	frecpe	v8.2s, v17.2s
	frecpe	v26.2s, v14.2s
	frecpe	v5.2s, v17.2s
	frecpe	v0.2s, v3.2s
	frecpe	v27.4s, v15.4s
	frecpe	v3.4s, v9.4s
	frecpe	v27.4s, v17.4s
	frecpe	v10.4s, v6.4s
	frecps	d10, d2, d1
	frecps	d1, d28, d6
	frecps	d15, d25, d16
	frecps	d7, d18, d2
	frecps	s22, s8, s3
	frecps	s15, s14, s14
	frecps	s12, s24, s28
	frecps	s23, s14, s26
	frecps	v1.2d, v23.2d, v15.2d
	frecps	v4.2d, v30.2d, v20.2d
	frecps	v30.2d, v25.2d, v30.2d
	frecps	v2.2d, v23.2d, v13.2d
	frecps	v30.2s, v7.2s, v0.2s
	frecps	v27.2s, v7.2s, v24.2s
	frecps	v24.2s, v5.2s, v9.2s
	frecps	v27.2s, v19.2s, v11.2s
	frecps	v30.4s, v30.4s, v13.4s
	frecps	v24.4s, v15.4s, v17.4s
	frecps	v18.4s, v12.4s, v23.4s
	frecps	v22.4s, v6.4s, v30.4s
	frecpx	d23, d30
	frecpx	d3, d5
	frecpx	d30, d25
	frecpx	d31, d6
	frecpx	s3, s22
	frecpx	s15, s17
	frecpx	s18, s17
	frecpx	s13, s10
	frinta	d22, d18
	frinta	d22, d23
	frinta	d17, d20
	frinta	d7, d21
	frinta	s13, s26
	frinta	s26, s3
	frinta	s16, s14
	frinta	s3, s5
	frinta	v11.2d, v2.2d
	frinta	v5.2d, v21.2d
	frinta	v26.2d, v25.2d
	frinta	v5.2d, v22.2d
	frinta	v0.2s, v25.2s
	frinta	v4.2s, v17.2s
	frinta	v20.2s, v17.2s
	frinta	v29.2s, v27.2s
	frinta	v18.4s, v8.4s
	frinta	v29.4s, v10.4s
	frinta	v27.4s, v20.4s
	frinta	v1.4s, v13.4s
	frinti	d23, d6
	frinti	d13, d31
	frinti	d13, d19
	frinti	d31, d6
	frinti	s29, s24
	frinti	s6, s13
	frinti	s18, s1
	frinti	s21, s30
	frinti	v24.2d, v2.2d
	frinti	v21.2d, v21.2d
	frinti	v0.2d, v9.2d
	frinti	v14.2d, v19.2d
	frinti	v29.2s, v8.2s
	frinti	v16.2s, v23.2s
	frinti	v17.2s, v13.2s
	frinti	v13.2s, v3.2s
	frinti	v14.4s, v27.4s
	frinti	v24.4s, v5.4s
	frinti	v30.4s, v20.4s
	frinti	v31.4s, v13.4s
	frintm	d4, d26
	frintm	d17, d11
	frintm	d21, d24
	frintm	d0, d6
	frintm	s11, s28
	frintm	s3, s25
	frintm	s26, s24
	frintm	s18, s23
	frintm	v24.2d, v15.2d
	frintm	v29.2d, v14.2d
	frintm	v25.2d, v26.2d
	frintm	v14.2d, v17.2d
	frintm	v8.2s, v22.2s
	frintm	v28.2s, v26.2s
	frintm	v22.2s, v29.2s
	frintm	v28.2s, v10.2s
	frintm	v21.4s, v17.4s
	frintm	v15.4s, v28.4s
	frintm	v0.4s, v30.4s
	frintm	v18.4s, v2.4s
	frintn	d14, d23
	frintn	d31, d7
	frintn	d25, d15
	frintn	d25, d5
	frintn	s26, s23
	frintn	s10, s12
	frintn	s22, s12
	frintn	s11, s8
	frintn	v25.2d, v27.2d
	frintn	v29.2d, v22.2d
	frintn	v7.2d, v1.2d
	frintn	v2.2d, v3.2d
	frintn	v22.2s, v26.2s
	frintn	v31.2s, v6.2s
	frintn	v0.2s, v12.2s
	frintn	v7.2s, v29.2s
	frintn	v0.4s, v12.4s
	frintn	v23.4s, v30.4s
	frintn	v28.4s, v9.4s
	frintn	v24.4s, v8.4s
	frintp	d18, d17
	frintp	d13, d7
	frintp	d3, d8
	frintp	d13, d29
	frintp	s14, s13
	frintp	s4, s31
	frintp	s19, s27
	frintp	s20, s26
	frintp	v0.2d, v10.2d
	frintp	v22.2d, v11.2d
	frintp	v17.2d, v12.2d
	frintp	v9.2d, v31.2d
	frintp	v25.2s, v18.2s
	frintp	v13.2s, v31.2s
	frintp	v6.2s, v20.2s
	frintp	v24.2s, v19.2s
	frintp	v29.4s, v7.4s
	frintp	v29.4s, v11.4s
	frintp	v2.4s, v9.4s
	frintp	v7.4s, v25.4s
	frintx	d25, d13
	frintx	d7, d0
	frintx	d24, d30
	frintx	d19, d9
	frintx	s27, s15
	frintx	s18, s16
	frintx	s9, s18
	frintx	s27, s26
	frintx	v4.2d, v4.2d
	frintx	v6.2d, v29.2d
	frintx	v1.2d, v10.2d
	frintx	v6.2d, v1.2d
	frintx	v28.2s, v16.2s
	frintx	v1.2s, v10.2s
	frintx	v22.2s, v20.2s
	frintx	v21.2s, v30.2s
	frintx	v17.4s, v29.4s
	frintx	v19.4s, v2.4s
	frintx	v31.4s, v23.4s
	frintx	v20.4s, v1.4s
	frintz	d6, d15
	frintz	d3, d25
	frintz	d23, d15
	frintz	d4, d6
	frintz	s30, s26
	frintz	s29, s20
	frintz	s22, s5
	frintz	s10, s19
	frintz	v11.2d, v27.2d
	frintz	v19.2d, v31.2d
	frintz	v12.2d, v0.2d
	frintz	v14.2d, v27.2d
	frintz	v6.2s, v21.2s
	frintz	v0.2s, v2.2s
	frintz	v11.2s, v23.2s
	frintz	v20.2s, v0.2s
	frintz	v27.4s, v0.4s
	frintz	v7.4s, v24.4s
	frintz	v11.4s, v15.4s
	frintz	v25.4s, v22.4s
	frsqrte	d25, d27
	frsqrte	d3, d29
	frsqrte	d12, d22
	frsqrte	d17, d23
	frsqrte	s2, s2
	frsqrte	s12, s24
	frsqrte	s23, s30
	frsqrte	s12, s6
	frsqrte	v10.2d, v6.2d
	frsqrte	v21.2d, v26.2d
	frsqrte	v31.2d, v22.2d
	frsqrte	v21.2d, v31.2d
	frsqrte	v14.2s, v11.2s
	frsqrte	v4.2s, v2.2s
	frsqrte	v28.2s, v3.2s
	frsqrte	v17.2s, v20.2s
	frsqrte	v26.4s, v23.4s
	frsqrte	v7.4s, v25.4s
	frsqrte	v8.4s, v8.4s
	frsqrte	v28.4s, v6.4s
	frsqrts	d16, d5, d20
	frsqrts	d13, d27, d27
	frsqrts	d18, d23, d6
	frsqrts	d22, d6, d24
	frsqrts	s18, s11, s26
	frsqrts	s1, s14, s0
	frsqrts	s29, s29, s7
	frsqrts	s10, s21, s18
	frsqrts	v16.2d, v20.2d, v10.2d
	frsqrts	v19.2d, v30.2d, v26.2d
	frsqrts	v0.2d, v18.2d, v15.2d
	frsqrts	v23.2d, v28.2d, v24.2d
	frsqrts	v23.2s, v30.2s, v14.2s
	frsqrts	v1.2s, v3.2s, v1.2s
	frsqrts	v31.2s, v16.2s, v28.2s
	frsqrts	v25.2s, v2.2s, v0.2s
	frsqrts	v3.4s, v21.4s, v28.4s
	frsqrts	v25.4s, v7.4s, v0.4s
	frsqrts	v6.4s, v3.4s, v21.4s
	frsqrts	v29.4s, v27.4s, v18.4s
	fsqrt	d6, d5
	fsqrt	d20, d25
	fsqrt	d13, d3
	fsqrt	d2, d9
	fsqrt	s5, s15
	fsqrt	s20, s17
	fsqrt	s25, s22
	fsqrt	s27, s31
	fsqrt	v31.2d, v18.2d
	fsqrt	v14.2d, v31.2d
	fsqrt	v26.2d, v30.2d
	fsqrt	v30.2d, v14.2d
	fsqrt	v15.2s, v14.2s
	fsqrt	v12.2s, v26.2s
	fsqrt	v14.2s, v5.2s
	fsqrt	v8.2s, v15.2s
	fsqrt	v23.4s, v8.4s
	fsqrt	v4.4s, v11.4s
	fsqrt	v22.4s, v15.4s
	fsqrt	v0.4s, v8.4s
	fsub	d3, d18, d20
	fsub	d14, d23, d8
	fsub	d27, d28, d20
	fsub	d26, d5, d13
	fsub	s31, s31, s17
	fsub	s10, s28, s9
	fsub	s30, s6, s1
	fsub	s27, s26, s12
	fsub	v6.2d, v8.2d, v16.2d
	fsub	v30.2d, v1.2d, v23.2d
	fsub	v7.2d, v30.2d, v17.2d
	fsub	v22.2d, v19.2d, v4.2d
	fsub	v19.2s, v1.2s, v19.2s
	fsub	v8.2s, v5.2s, v31.2s
	fsub	v16.2s, v12.2s, v19.2s
	fsub	v7.2s, v3.2s, v18.2s
	fsub	v3.4s, v17.4s, v3.4s
	fsub	v5.4s, v7.4s, v13.4s
	fsub	v21.4s, v9.4s, v8.4s
	fsub	v4.4s, v28.4s, v9.4s
	hint	#54
	nop
	hint	#112
	hint	#34
	hlt	#0xf243
	hlt	#0x750f
	hlt	#0x3cbb
	hlt	#0x750c
	hvc	#0x9085
	hvc	#0xb009
	hvc	#0x1
	hvc	#0xcb22
	mov	v23.b[0], w13
	mov	v16.b[3], w4
	mov	v27.b[4], w20
	mov	v11.b[11], w5
	mov	v8.b[5], v1.b[0]
	mov	v5.b[2], v21.b[0]
	mov	v29.b[4], v23.b[1]
	mov	v6.b[1], v16.b[15]
	mov	v0.d[1], x17
	mov	v5.d[0], x28
	mov	v10.d[1], x21
	mov	v7.d[1], x21
	mov	v0.d[1], v20.d[0]
	mov	v29.d[0], v6.d[0]
	mov	v3.d[0], v18.d[1]
	mov	v27.d[1], v29.d[0]
	mov	v17.h[7], w14
	mov	v20.h[0], w30
	mov	v31.h[4], w30
	mov	v6.h[0], w30
	mov	v24.h[7], v0.h[7]
	mov	v23.h[4], v2.h[0]
	mov	v29.h[4], v20.h[0]
	mov	v30.h[3], v9.h[4]
	mov	v1.s[1], w26
	mov	v4.s[0], w8
	mov	v7.s[0], w12
	mov	v25.s[0], w11
	mov	v3.s[2], v30.s[1]
	mov	v4.s[1], v5.s[1]
	mov	v17.s[0], v12.s[2]
	mov	v25.s[2], v22.s[1]
	isb
	isb
	isb
	isb
	ld1	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x10]
	ld1	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x21]
	ld1	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x7]
	ld1	{ v14.16b, v15.16b, v16.16b, v17.16b }, [x22]
	ld1	{ v12.16b, v13.16b, v14.16b, v15.16b }, [x8], x19
	ld1	{ v7.16b, v8.16b, v9.16b, v10.16b }, [x22], x4
	ld1	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x23], x8
	ld1	{ v11.16b, v12.16b, v13.16b, v14.16b }, [x22], x22
	ld1	{ v16.1d, v17.1d, v18.1d, v19.1d }, [x28]
	ld1	{ v13.1d, v14.1d, v15.1d, v16.1d }, [x20]
	ld1	{ v6.1d, v7.1d, v8.1d, v9.1d }, [x0]
	ld1	{ v17.1d, v18.1d, v19.1d, v20.1d }, [x19]
	ld1	{ v23.1d, v24.1d, v25.1d, v26.1d }, [x22], x2
	ld1	{ v26.1d, v27.1d, v28.1d, v29.1d }, [x30], x7
	ld1	{ v5.1d, v6.1d, v7.1d, v8.1d }, [x14], x21
	ld1	{ v14.1d, v15.1d, v16.1d, v17.1d }, [x17], x9
	ld1	{ v7.2d, v8.2d, v9.2d, v10.2d }, [x14]
	ld1	{ v15.2d, v16.2d, v17.2d, v18.2d }, [x14]
	ld1	{ v26.2d, v27.2d, v28.2d, v29.2d }, [x21]
	ld1	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x1]
	ld1	{ v6.2d, v7.2d, v8.2d, v9.2d }, [x28], x8
	ld1	{ v28.2d, v29.2d, v30.2d, v31.2d }, [x8], x15
	ld1	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x9], x23
	ld1	{ v2.2d, v3.2d, v4.2d, v5.2d }, [x17], x24
	ld1	{ v19.2s, v20.2s, v21.2s, v22.2s }, [x30]
	ld1	{ v9.2s, v10.2s, v11.2s, v12.2s }, [x17]
	ld1	{ v16.2s, v17.2s, v18.2s, v19.2s }, [x23]
	ld1	{ v24.2s, v25.2s, v26.2s, v27.2s }, [x9]
	ld1	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x27], x2
	ld1	{ v27.2s, v28.2s, v29.2s, v30.2s }, [x19], x12
	ld1	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x30], x23
	ld1	{ v4.2s, v5.2s, v6.2s, v7.2s }, [x27], x11
	ld1	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x17]
	ld1	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x19]
	ld1	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x22]
	ld1	{ v6.4h, v7.4h, v8.4h, v9.4h }, [x30]
	ld1	{ v14.4h, v15.4h, v16.4h, v17.4h }, [x8], x24
	ld1	{ v5.4h, v6.4h, v7.4h, v8.4h }, [x6], x15
	ld1	{ v13.4h, v14.4h, v15.4h, v16.4h }, [x24], x12
	ld1	{ v13.4h, v14.4h, v15.4h, v16.4h }, [x27], x9
	ld1	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x10]
	ld1	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x11]
	ld1	{ v18.4s, v19.4s, v20.4s, v21.4s }, [x24]
	ld1	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x4]
	ld1	{ v18.4s, v19.4s, v20.4s, v21.4s }, [x29], x26
	ld1	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x3], x6
	ld1	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x3], x10
	ld1	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x5], x5
	ld1	{ v16.8b, v17.8b, v18.8b, v19.8b }, [x5]
	ld1	{ v5.8b, v6.8b, v7.8b, v8.8b }, [x21]
	ld1	{ v31.8b, v0.8b, v1.8b, v2.8b }, [x16]
	ld1	{ v29.8b, v30.8b, v31.8b, v0.8b }, [x21]
	ld1	{ v27.8b, v28.8b, v29.8b, v30.8b }, [x26], x20
	ld1	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x5], x25
	ld1	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x25], x0
	ld1	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x3], x13
	ld1	{ v12.8h, v13.8h, v14.8h, v15.8h }, [x26]
	ld1	{ v18.8h, v19.8h, v20.8h, v21.8h }, [x20]
	ld1	{ v22.8h, v23.8h, v24.8h, v25.8h }, [x16]
	ld1	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x17]
	ld1	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x27], x3
	ld1	{ v11.8h, v12.8h, v13.8h, v14.8h }, [x7], x19
	ld1	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x10], x16
	ld1	{ v27.8h, v28.8h, v29.8h, v30.8h }, [sp], x4
	ld1	{ v10.16b }, [x16]
	ld1	{ v12.16b }, [x5]
	ld1	{ v14.16b }, [x25]
	ld1	{ v11.16b }, [x16]
	ld1	{ v1.16b }, [x11], x29
	ld1	{ v1.16b }, [sp], x4
	ld1	{ v26.16b }, [x17], x0
	ld1	{ v4.16b }, [x14], x12
	ld1	{ v14.1d }, [x10]
	ld1	{ v30.1d }, [x3]
	ld1	{ v9.1d }, [x17]
	ld1	{ v5.1d }, [x23]
	ld1	{ v1.1d }, [x6], x28
	ld1	{ v6.1d }, [x8], x13
	ld1	{ v21.1d }, [x15], x12
	ld1	{ v2.1d }, [x6], x30
	ld1	{ v20.2d }, [x4]
	ld1	{ v20.2d }, [x30]
	ld1	{ v17.2d }, [x26]
	ld1	{ v29.2d }, [x13]
	ld1	{ v29.2d }, [x28], x2
	ld1	{ v17.2d }, [x15], x17
	ld1	{ v15.2d }, [x13], x20
	ld1	{ v14.2d }, [x24], x9
	ld1	{ v7.2s }, [x10]
	ld1	{ v20.2s }, [x17]
	ld1	{ v13.2s }, [x5]
	ld1	{ v14.2s }, [x22]
	ld1	{ v10.2s }, [x0], x9
	ld1	{ v5.2s }, [x9], x16
	ld1	{ v26.2s }, [x25], x17
	ld1	{ v14.2s }, [x10], x5
	ld1	{ v26.4h }, [x26]
	ld1	{ v24.4h }, [x25]
	ld1	{ v22.4h }, [x11]
	ld1	{ v3.4h }, [x23]
	ld1	{ v13.4h }, [x18], x16
	ld1	{ v3.4h }, [x19], x9
	ld1	{ v13.4h }, [x23], x9
	ld1	{ v5.4h }, [x7], x25
	ld1	{ v9.4s }, [x1]
	ld1	{ v19.4s }, [x27]
	ld1	{ v6.4s }, [x24]
	ld1	{ v6.4s }, [x26]
	ld1	{ v8.4s }, [x0], x26
	ld1	{ v25.4s }, [x16], x24
	ld1	{ v21.4s }, [x3], x3
	ld1	{ v17.4s }, [x0], x17
	ld1	{ v20.8b }, [sp]
	ld1	{ v29.8b }, [x29]
	ld1	{ v31.8b }, [x2]
	ld1	{ v5.8b }, [x20]
	ld1	{ v24.8b }, [x25], x28
	ld1	{ v28.8b }, [x6], x5
	ld1	{ v1.8b }, [x21], x30
	ld1	{ v11.8b }, [x13], x18
	ld1	{ v10.8h }, [x12]
	ld1	{ v12.8h }, [x18]
	ld1	{ v2.8h }, [x1]
	ld1	{ v10.8h }, [x29]
	ld1	{ v27.8h }, [x18], x25
	ld1	{ v5.8h }, [x28], x10
	ld1	{ v24.8h }, [x25], x18
	ld1	{ v9.8h }, [x15], x21
	ld1r	{ v7.16b }, [x30]
	ld1r	{ v0.16b }, [x0]
	ld1r	{ v8.16b }, [x25]
	ld1r	{ v6.16b }, [x29]
	ld1r	{ v21.16b }, [x17], x22
	ld1r	{ v22.16b }, [x20], x6
	ld1r	{ v18.16b }, [x27], x5
	ld1r	{ v17.16b }, [x20], x10
	ld1r	{ v9.1d }, [x12]
	ld1r	{ v12.1d }, [x5]
	ld1r	{ v13.1d }, [x4]
	ld1r	{ v17.1d }, [x27]
	ld1r	{ v26.1d }, [x27], x3
	ld1r	{ v28.1d }, [x30], x5
	ld1r	{ v15.1d }, [x18], x0
	ld1r	{ v26.1d }, [x9], x6
	ld1r	{ v4.2d }, [x19]
	ld1r	{ v3.2d }, [x14]
	ld1r	{ v4.2d }, [x11]
	ld1r	{ v25.2d }, [x27]
	ld1r	{ v3.2d }, [x2], #8
	ld1r	{ v20.2d }, [x28], x1
	ld1r	{ v22.2d }, [x1], x20
	ld1r	{ v28.2d }, [x3], x1
	ld1r	{ v7.2s }, [x26]
	ld1r	{ v8.2s }, [x25]
	ld1r	{ v26.2s }, [x3]
	ld1r	{ v31.2s }, [sp]
	ld1r	{ v20.2s }, [x1], x22
	ld1r	{ v25.2s }, [x27], x6
	ld1r	{ v13.2s }, [x12], x12
	ld1r	{ v11.2s }, [x8], x9
	ld1r	{ v14.4h }, [x9]
	ld1r	{ v11.4h }, [x8]
	ld1r	{ v29.4h }, [x19]
	ld1r	{ v7.4h }, [x30]
	ld1r	{ v23.4h }, [x0], x25
	ld1r	{ v1.4h }, [x24], #2
	ld1r	{ v28.4h }, [x25], x6
	ld1r	{ v24.4h }, [x9], x28
	ld1r	{ v4.4s }, [x17]
	ld1r	{ v14.4s }, [x27]
	ld1r	{ v15.4s }, [x4]
	ld1r	{ v9.4s }, [x13]
	ld1r	{ v11.4s }, [x0], x27
	ld1r	{ v6.4s }, [x25], x25
	ld1r	{ v8.4s }, [x15], x15
	ld1r	{ v7.4s }, [x0], x17
	ld1r	{ v19.8b }, [x8]
	ld1r	{ v10.8b }, [x3]
	ld1r	{ v2.8b }, [x9]
	ld1r	{ v29.8b }, [x3]
	ld1r	{ v9.8b }, [x15], x8
	ld1r	{ v2.8b }, [x24], x12
	ld1r	{ v15.8b }, [x28], x0
	ld1r	{ v14.8b }, [x4], x0
	ld1r	{ v6.8h }, [x30]
	ld1r	{ v23.8h }, [x21]
	ld1r	{ v10.8h }, [x23]
	ld1r	{ v21.8h }, [x26]
	ld1r	{ v27.8h }, [x7], x19
	ld1r	{ v19.8h }, [x0], x19
	ld1r	{ v23.8h }, [x19], x13
	ld1r	{ v15.8h }, [sp], x17
	ld1	{ v19.16b, v20.16b, v21.16b }, [x4]
	ld1	{ v1.16b, v2.16b, v3.16b }, [x6]
	ld1	{ v18.16b, v19.16b, v20.16b }, [x18]
	ld1	{ v12.16b, v13.16b, v14.16b }, [x6]
	ld1	{ v4.16b, v5.16b, v6.16b }, [x4], x27
	ld1	{ v11.16b, v12.16b, v13.16b }, [x15], x7
	ld1	{ v9.16b, v10.16b, v11.16b }, [x26], x0
	ld1	{ v9.16b, v10.16b, v11.16b }, [x25], #48
	ld1	{ v19.1d, v20.1d, v21.1d }, [x27]
	ld1	{ v19.1d, v20.1d, v21.1d }, [x8]
	ld1	{ v4.1d, v5.1d, v6.1d }, [x15]
	ld1	{ v18.1d, v19.1d, v20.1d }, [x6]
	ld1	{ v5.1d, v6.1d, v7.1d }, [x2], x24
	ld1	{ v7.1d, v8.1d, v9.1d }, [x8], x22
	ld1	{ v0.1d, v1.1d, v2.1d }, [x3], x29
	ld1	{ v28.1d, v29.1d, v30.1d }, [x16], #24
	ld1	{ v11.2d, v12.2d, v13.2d }, [x30]
	ld1	{ v6.2d, v7.2d, v8.2d }, [x20]
	ld1	{ v23.2d, v24.2d, v25.2d }, [x27]
	ld1	{ v30.2d, v31.2d, v0.2d }, [x22]
	ld1	{ v21.2d, v22.2d, v23.2d }, [x11], x19
	ld1	{ v1.2d, v2.2d, v3.2d }, [x17], x26
	ld1	{ v30.2d, v31.2d, v0.2d }, [x17], x11
	ld1	{ v1.2d, v2.2d, v3.2d }, [x20], x15
	ld1	{ v4.2s, v5.2s, v6.2s }, [x11]
	ld1	{ v16.2s, v17.2s, v18.2s }, [x20]
	ld1	{ v0.2s, v1.2s, v2.2s }, [x8]
	ld1	{ v20.2s, v21.2s, v22.2s }, [x5]
	ld1	{ v18.2s, v19.2s, v20.2s }, [x17], x13
	ld1	{ v27.2s, v28.2s, v29.2s }, [x11], x13
	ld1	{ v16.2s, v17.2s, v18.2s }, [x13], x3
	ld1	{ v28.2s, v29.2s, v30.2s }, [x0], #24
	ld1	{ v19.4h, v20.4h, v21.4h }, [x22]
	ld1	{ v19.4h, v20.4h, v21.4h }, [x20]
	ld1	{ v1.4h, v2.4h, v3.4h }, [x25]
	ld1	{ v15.4h, v16.4h, v17.4h }, [x22]
	ld1	{ v30.4h, v31.4h, v0.4h }, [x29], x25
	ld1	{ v26.4h, v27.4h, v28.4h }, [x19], x22
	ld1	{ v27.4h, v28.4h, v29.4h }, [x6], x8
	ld1	{ v22.4h, v23.4h, v24.4h }, [x14], x6
	ld1	{ v3.4s, v4.4s, v5.4s }, [x30]
	ld1	{ v6.4s, v7.4s, v8.4s }, [x24]
	ld1	{ v24.4s, v25.4s, v26.4s }, [x22]
	ld1	{ v29.4s, v30.4s, v31.4s }, [x19]
	ld1	{ v4.4s, v5.4s, v6.4s }, [x28], x16
	ld1	{ v28.4s, v29.4s, v30.4s }, [x1], x21
	ld1	{ v15.4s, v16.4s, v17.4s }, [x22], x28
	ld1	{ v15.4s, v16.4s, v17.4s }, [x23], x18
	ld1	{ v4.8b, v5.8b, v6.8b }, [x5]
	ld1	{ v2.8b, v3.8b, v4.8b }, [x23]
	ld1	{ v14.8b, v15.8b, v16.8b }, [x27]
	ld1	{ v12.8b, v13.8b, v14.8b }, [x25]
	ld1	{ v10.8b, v11.8b, v12.8b }, [x4], x21
	ld1	{ v0.8b, v1.8b, v2.8b }, [x13], x23
	ld1	{ v8.8b, v9.8b, v10.8b }, [x26], x2
	ld1	{ v31.8b, v0.8b, v1.8b }, [x13], x15
	ld1	{ v0.8h, v1.8h, v2.8h }, [x11]
	ld1	{ v10.8h, v11.8h, v12.8h }, [x3]
	ld1	{ v31.8h, v0.8h, v1.8h }, [x27]
	ld1	{ v16.8h, v17.8h, v18.8h }, [x12]
	ld1	{ v29.8h, v30.8h, v31.8h }, [sp], x12
	ld1	{ v5.8h, v6.8h, v7.8h }, [x7], x20
	ld1	{ v31.8h, v0.8h, v1.8h }, [x18], x17
	ld1	{ v12.8h, v13.8h, v14.8h }, [x29], x12
	ld1	{ v25.16b, v26.16b }, [x15]
	ld1	{ v9.16b, v10.16b }, [x7]
	ld1	{ v19.16b, v20.16b }, [x9]
	ld1	{ v20.16b, v21.16b }, [x29]
	ld1	{ v5.16b, v6.16b }, [x0], x18
	ld1	{ v7.16b, v8.16b }, [x8], x18
	ld1	{ v25.16b, v26.16b }, [sp], x24
	ld1	{ v26.16b, v27.16b }, [x22], x16
	ld1	{ v29.1d, v30.1d }, [x2]
	ld1	{ v10.1d, v11.1d }, [x16]
	ld1	{ v14.1d, v15.1d }, [x10]
	ld1	{ v13.1d, v14.1d }, [x14]
	ld1	{ v6.1d, v7.1d }, [x14], x8
	ld1	{ v25.1d, v26.1d }, [x12], x20
	ld1	{ v14.1d, v15.1d }, [x3], x12
	ld1	{ v25.1d, v26.1d }, [x24], x29
	ld1	{ v28.2d, v29.2d }, [x5]
	ld1	{ v15.2d, v16.2d }, [x4]
	ld1	{ v23.2d, v24.2d }, [x25]
	ld1	{ v25.2d, v26.2d }, [x12]
	ld1	{ v10.2d, v11.2d }, [x21], x10
	ld1	{ v15.2d, v16.2d }, [x12], x28
	ld1	{ v15.2d, v16.2d }, [x17], x5
	ld1	{ v29.2d, v30.2d }, [x9], x15
	ld1	{ v24.2s, v25.2s }, [x22]
	ld1	{ v21.2s, v22.2s }, [x1]
	ld1	{ v4.2s, v5.2s }, [sp]
	ld1	{ v16.2s, v17.2s }, [x2]
	ld1	{ v10.2s, v11.2s }, [x6], x15
	ld1	{ v13.2s, v14.2s }, [x27], x12
	ld1	{ v26.2s, v27.2s }, [x9], x27
	ld1	{ v31.2s, v0.2s }, [x10], x5
	ld1	{ v30.4h, v31.4h }, [x25]
	ld1	{ v11.4h, v12.4h }, [x13]
	ld1	{ v4.4h, v5.4h }, [x28]
	ld1	{ v10.4h, v11.4h }, [x29]
	ld1	{ v16.4h, v17.4h }, [x24], x19
	ld1	{ v11.4h, v12.4h }, [x4], x0
	ld1	{ v19.4h, v20.4h }, [x15], x11
	ld1	{ v30.4h, v31.4h }, [x18], x17
	ld1	{ v28.4s, v29.4s }, [x15]
	ld1	{ v18.4s, v19.4s }, [x2]
	ld1	{ v0.4s, v1.4s }, [x12]
	ld1	{ v4.4s, v5.4s }, [x16]
	ld1	{ v15.4s, v16.4s }, [x19], x18
	ld1	{ v8.4s, v9.4s }, [x17], x8
	ld1	{ v19.4s, v20.4s }, [x17], x29
	ld1	{ v27.4s, v28.4s }, [x4], x29
	ld1	{ v26.8b, v27.8b }, [x5]
	ld1	{ v15.8b, v16.8b }, [x13]
	ld1	{ v14.8b, v15.8b }, [x23]
	ld1	{ v28.8b, v29.8b }, [x13]
	ld1	{ v13.8b, v14.8b }, [x21], x1
	ld1	{ v12.8b, v13.8b }, [x21], x19
	ld1	{ v22.8b, v23.8b }, [x1], x28
	ld1	{ v21.8b, v22.8b }, [x18], x28
	ld1	{ v5.8h, v6.8h }, [x4]
	ld1	{ v2.8h, v3.8h }, [x11]
	ld1	{ v29.8h, v30.8h }, [x10]
	ld1	{ v9.8h, v10.8h }, [x13]
	ld1	{ v27.8h, v28.8h }, [x18], x1
	ld1	{ v7.8h, v8.8h }, [x28], x4
	ld1	{ v19.8h, v20.8h }, [x15], x8
	ld1	{ v27.8h, v28.8h }, [sp], x17
	ld1	{ v31.b }[4], [x21]
	ld1	{ v27.b }[0], [x13]
	ld1	{ v13.b }[15], [x22]
	ld1	{ v27.b }[0], [x12]
	ld1	{ v10.b }[2], [x0], x27
	ld1	{ v0.b }[9], [x17], x6
	ld1	{ v26.b }[5], [x21], x25
	ld1	{ v9.b }[7], [x5], x29
	ld1	{ v19.d }[1], [x19]
	ld1	{ v10.d }[0], [x17]
	ld1	{ v4.d }[0], [x10]
	ld1	{ v13.d }[0], [x25]
	ld1	{ v9.d }[0], [x10], x29
	ld1	{ v17.d }[1], [x9], x13
	ld1	{ v23.d }[1], [x19], x15
	ld1	{ v28.d }[0], [x0], x27
	ld1	{ v8.h }[7], [x4]
	ld1	{ v1.h }[7], [x10]
	ld1	{ v12.h }[4], [x3]
	ld1	{ v2.h }[1], [x18]
	ld1	{ v0.h }[5], [x16], #2
	ld1	{ v6.h }[0], [x5], x27
	ld1	{ v7.h }[7], [x17], x21
	ld1	{ v8.h }[5], [x21], #2
	ld1	{ v25.s }[1], [x4]
	ld1	{ v12.s }[1], [x17]
	ld1	{ v20.s }[3], [x18]
	ld1	{ v13.s }[0], [x27]
	ld1	{ v6.s }[2], [x2], x11
	ld1	{ v8.s }[1], [x9], x14
	ld1	{ v0.s }[1], [x20], x21
	ld1	{ v0.s }[3], [sp], x11
	ld2r	{ v22.16b, v23.16b }, [x14]
	ld2r	{ v4.16b, v5.16b }, [x10]
	ld2r	{ v18.16b, v19.16b }, [x11]
	ld2r	{ v21.16b, v22.16b }, [x16]
	ld2r	{ v30.16b, v31.16b }, [x1], x6
	ld2r	{ v18.16b, v19.16b }, [x22], x1
	ld2r	{ v2.16b, v3.16b }, [x17], x6
	ld2r	{ v14.16b, v15.16b }, [x24], x14
	ld2r	{ v13.1d, v14.1d }, [sp]
	ld2r	{ v17.1d, v18.1d }, [x28]
	ld2r	{ v24.1d, v25.1d }, [x26]
	ld2r	{ v12.1d, v13.1d }, [x21]
	ld2r	{ v8.1d, v9.1d }, [x20], x5
	ld2r	{ v8.1d, v9.1d }, [x1], x21
	ld2r	{ v21.1d, v22.1d }, [x29], #16
	ld2r	{ v22.1d, v23.1d }, [x12], x19
	ld2r	{ v20.2d, v21.2d }, [x13]
	ld2r	{ v22.2d, v23.2d }, [x19]
	ld2r	{ v22.2d, v23.2d }, [x22]
	ld2r	{ v18.2d, v19.2d }, [x8]
	ld2r	{ v20.2d, v21.2d }, [x8], x21
	ld2r	{ v25.2d, v26.2d }, [x29], x3
	ld2r	{ v17.2d, v18.2d }, [x22], x11
	ld2r	{ v25.2d, v26.2d }, [x7], x16
	ld2r	{ v4.2s, v5.2s }, [x11]
	ld2r	{ v22.2s, v23.2s }, [x6]
	ld2r	{ v16.2s, v17.2s }, [x25]
	ld2r	{ v11.2s, v12.2s }, [x20]
	ld2r	{ v19.2s, v20.2s }, [x17], x29
	ld2r	{ v24.2s, v25.2s }, [x17], #8
	ld2r	{ v9.2s, v10.2s }, [x16], x15
	ld2r	{ v23.2s, v24.2s }, [sp], x25
	ld2r	{ v29.4h, v30.4h }, [x11]
	ld2r	{ v14.4h, v15.4h }, [x24]
	ld2r	{ v28.4h, v29.4h }, [x7]
	ld2r	{ v16.4h, v17.4h }, [x4]
	ld2r	{ v29.4h, v30.4h }, [x10], x4
	ld2r	{ v4.4h, v5.4h }, [x14], x26
	ld2r	{ v20.4h, v21.4h }, [x1], x20
	ld2r	{ v25.4h, v26.4h }, [x2], x10
	ld2r	{ v15.4s, v16.4s }, [x30]
	ld2r	{ v23.4s, v24.4s }, [x3]
	ld2r	{ v23.4s, v24.4s }, [x25]
	ld2r	{ v8.4s, v9.4s }, [x6]
	ld2r	{ v31.4s, v0.4s }, [x19], x4
	ld2r	{ v5.4s, v6.4s }, [x25], x23
	ld2r	{ v28.4s, v29.4s }, [x27], x1
	ld2r	{ v18.4s, v19.4s }, [x21], x27
	ld2r	{ v19.8b, v20.8b }, [x8]
	ld2r	{ v5.8b, v6.8b }, [x18]
	ld2r	{ v30.8b, v31.8b }, [x3]
	ld2r	{ v2.8b, v3.8b }, [x28]
	ld2r	{ v2.8b, v3.8b }, [x28], x26
	ld2r	{ v18.8b, v19.8b }, [x2], x6
	ld2r	{ v26.8b, v27.8b }, [x2], x17
	ld2r	{ v6.8b, v7.8b }, [x2], x1
	ld2r	{ v29.8h, v30.8h }, [x7]
	ld2r	{ v11.8h, v12.8h }, [x13]
	ld2r	{ v6.8h, v7.8h }, [x22]
	ld2r	{ v17.8h, v18.8h }, [x14]
	ld2r	{ v27.8h, v28.8h }, [x16], x13
	ld2r	{ v28.8h, v29.8h }, [x4], x4
	ld2r	{ v10.8h, v11.8h }, [x17], x3
	ld2r	{ v14.8h, v15.8h }, [x9], x19
	ld2	{ v20.b, v21.b }[5], [x23]
	ld2	{ v11.b, v12.b }[7], [x19]
	ld2	{ v8.b, v9.b }[0], [x10]
	ld2	{ v20.b, v21.b }[4], [x5]
	ld2	{ v1.b, v2.b }[14], [x15], x18
	ld2	{ v11.b, v12.b }[9], [x27], x0
	ld2	{ v16.b, v17.b }[7], [x5], x23
	ld2	{ v21.b, v22.b }[8], [x11], x21
	ld2	{ v15.d, v16.d }[0], [x25]
	ld2	{ v1.d, v2.d }[0], [x1]
	ld2	{ v15.d, v16.d }[1], [x25]
	ld2	{ v21.d, v22.d }[1], [x23]
	ld2	{ v12.d, v13.d }[0], [x0], x16
	ld2	{ v0.d, v1.d }[0], [sp], x8
	ld2	{ v22.d, v23.d }[1], [x6], x26
	ld2	{ v2.d, v3.d }[0], [x2], x3
	ld2	{ v24.h, v25.h }[4], [x15]
	ld2	{ v22.h, v23.h }[4], [x10]
	ld2	{ v12.h, v13.h }[1], [x7]
	ld2	{ v19.h, v20.h }[0], [x30]
	ld2	{ v16.h, v17.h }[4], [x9], x26
	ld2	{ v14.h, v15.h }[7], [sp], x5
	ld2	{ v18.h, v19.h }[6], [x20], x23
	ld2	{ v4.h, v5.h }[3], [x29], x22
	ld2	{ v8.s, v9.s }[3], [x0]
	ld2	{ v18.s, v19.s }[1], [x18]
	ld2	{ v20.s, v21.s }[2], [x4]
	ld2	{ v31.s, v0.s }[2], [x25]
	ld2	{ v24.s, v25.s }[2], [x5], #8
	ld2	{ v16.s, v17.s }[1], [x12], x27
	ld2	{ v18.s, v19.s }[0], [x5], x5
	ld2	{ v9.s, v10.s }[2], [x3], x22
	ld2	{ v8.16b, v9.16b }, [x30]
	ld2	{ v29.16b, v30.16b }, [x6]
	ld2	{ v29.16b, v30.16b }, [x22]
	ld2	{ v27.16b, v28.16b }, [x9]
	ld2	{ v11.16b, v12.16b }, [x18], x5
	ld2	{ v17.16b, v18.16b }, [x10], x10
	ld2	{ v30.16b, v31.16b }, [x16], x29
	ld2	{ v15.16b, v16.16b }, [x13], x0
	ld2	{ v22.2d, v23.2d }, [x18]
	ld2	{ v7.2d, v8.2d }, [x15]
	ld2	{ v29.2d, v30.2d }, [x9]
	ld2	{ v9.2d, v10.2d }, [x25]
	ld2	{ v22.2d, v23.2d }, [x13], x10
	ld2	{ v21.2d, v22.2d }, [x13], x0
	ld2	{ v22.2d, v23.2d }, [x19], x27
	ld2	{ v26.2d, v27.2d }, [x4], x2
	ld2	{ v10.2s, v11.2s }, [x10]
	ld2	{ v4.2s, v5.2s }, [x15]
	ld2	{ v19.2s, v20.2s }, [x24]
	ld2	{ v7.2s, v8.2s }, [x17]
	ld2	{ v28.2s, v29.2s }, [x10], x5
	ld2	{ v20.2s, v21.2s }, [x18], x12
	ld2	{ v7.2s, v8.2s }, [x11], x12
	ld2	{ v27.2s, v28.2s }, [x24], x0
	ld2	{ v9.4h, v10.4h }, [x29]
	ld2	{ v24.4h, v25.4h }, [x7]
	ld2	{ v7.4h, v8.4h }, [x27]
	ld2	{ v24.4h, v25.4h }, [x19]
	ld2	{ v13.4h, v14.4h }, [x29], x29
	ld2	{ v24.4h, v25.4h }, [x3], x4
	ld2	{ v6.4h, v7.4h }, [x22], x25
	ld2	{ v31.4h, v0.4h }, [x30], x4
	ld2	{ v28.4s, v29.4s }, [x29]
	ld2	{ v9.4s, v10.4s }, [x27]
	ld2	{ v4.4s, v5.4s }, [x30]
	ld2	{ v5.4s, v6.4s }, [x14]
	ld2	{ v3.4s, v4.4s }, [x21], x17
	ld2	{ v23.4s, v24.4s }, [x22], x23
	ld2	{ v11.4s, v12.4s }, [x16], x15
	ld2	{ v5.4s, v6.4s }, [x20], x1
	ld2	{ v30.8b, v31.8b }, [x18]
	ld2	{ v21.8b, v22.8b }, [x6]
	ld2	{ v21.8b, v22.8b }, [x16]
	ld2	{ v17.8b, v18.8b }, [x4]
	ld2	{ v9.8b, v10.8b }, [x14], x23
	ld2	{ v29.8b, v30.8b }, [x2], x26
	ld2	{ v0.8b, v1.8b }, [x29], x6
	ld2	{ v5.8b, v6.8b }, [x22], x9
	ld2	{ v6.8h, v7.8h }, [x11]
	ld2	{ v5.8h, v6.8h }, [x24]
	ld2	{ v18.8h, v19.8h }, [x18]
	ld2	{ v13.8h, v14.8h }, [x5]
	ld2	{ v20.8h, v21.8h }, [x23], x20
	ld2	{ v17.8h, v18.8h }, [x21], x12
	ld2	{ v15.8h, v16.8h }, [x18], x27
	ld2	{ v28.8h, v29.8h }, [x11], x24
	ld3r	{ v3.16b, v4.16b, v5.16b }, [x21]
	ld3r	{ v21.16b, v22.16b, v23.16b }, [x9]
	ld3r	{ v25.16b, v26.16b, v27.16b }, [x23]
	ld3r	{ v14.16b, v15.16b, v16.16b }, [x27]
	ld3r	{ v14.16b, v15.16b, v16.16b }, [sp], x16
	ld3r	{ v30.16b, v31.16b, v0.16b }, [x4], x6
	ld3r	{ v16.16b, v17.16b, v18.16b }, [x2], x16
	ld3r	{ v29.16b, v30.16b, v31.16b }, [x10], x28
	ld3r	{ v17.1d, v18.1d, v19.1d }, [x16]
	ld3r	{ v29.1d, v30.1d, v31.1d }, [x4]
	ld3r	{ v17.1d, v18.1d, v19.1d }, [x14]
	ld3r	{ v9.1d, v10.1d, v11.1d }, [x7]
	ld3r	{ v27.1d, v28.1d, v29.1d }, [x7], x4
	ld3r	{ v22.1d, v23.1d, v24.1d }, [x10], x16
	ld3r	{ v8.1d, v9.1d, v10.1d }, [x11], x12
	ld3r	{ v31.1d, v0.1d, v1.1d }, [x0], x15
	ld3r	{ v1.2d, v2.2d, v3.2d }, [x16]
	ld3r	{ v2.2d, v3.2d, v4.2d }, [x24]
	ld3r	{ v12.2d, v13.2d, v14.2d }, [x14]
	ld3r	{ v7.2d, v8.2d, v9.2d }, [x19]
	ld3r	{ v17.2d, v18.2d, v19.2d }, [x10], x22
	ld3r	{ v10.2d, v11.2d, v12.2d }, [x6], x5
	ld3r	{ v21.2d, v22.2d, v23.2d }, [x15], x3
	ld3r	{ v22.2d, v23.2d, v24.2d }, [x21], x0
	ld3r	{ v28.2s, v29.2s, v30.2s }, [x19]
	ld3r	{ v12.2s, v13.2s, v14.2s }, [x25]
	ld3r	{ v4.2s, v5.2s, v6.2s }, [x10]
	ld3r	{ v27.2s, v28.2s, v29.2s }, [x3]
	ld3r	{ v1.2s, v2.2s, v3.2s }, [x13], x27
	ld3r	{ v27.2s, v28.2s, v29.2s }, [x3], x4
	ld3r	{ v27.2s, v28.2s, v29.2s }, [x28], #12
	ld3r	{ v20.2s, v21.2s, v22.2s }, [x29], x10
	ld3r	{ v26.4h, v27.4h, v28.4h }, [x30]
	ld3r	{ v26.4h, v27.4h, v28.4h }, [x13]
	ld3r	{ v20.4h, v21.4h, v22.4h }, [x15]
	ld3r	{ v3.4h, v4.4h, v5.4h }, [x20]
	ld3r	{ v23.4h, v24.4h, v25.4h }, [x29], x4
	ld3r	{ v31.4h, v0.4h, v1.4h }, [x6], x13
	ld3r	{ v16.4h, v17.4h, v18.4h }, [x21], x13
	ld3r	{ v29.4h, v30.4h, v31.4h }, [x15], x3
	ld3r	{ v18.4s, v19.4s, v20.4s }, [x5]
	ld3r	{ v1.4s, v2.4s, v3.4s }, [x12]
	ld3r	{ v24.4s, v25.4s, v26.4s }, [x1]
	ld3r	{ v23.4s, v24.4s, v25.4s }, [x9]
	ld3r	{ v4.4s, v5.4s, v6.4s }, [x9], x19
	ld3r	{ v29.4s, v30.4s, v31.4s }, [x9], x9
	ld3r	{ v19.4s, v20.4s, v21.4s }, [x6], x4
	ld3r	{ v17.4s, v18.4s, v19.4s }, [x2], x27
	ld3r	{ v20.8b, v21.8b, v22.8b }, [x6]
	ld3r	{ v13.8b, v14.8b, v15.8b }, [x19]
	ld3r	{ v27.8b, v28.8b, v29.8b }, [x20]
	ld3r	{ v5.8b, v6.8b, v7.8b }, [x28]
	ld3r	{ v25.8b, v26.8b, v27.8b }, [x20], x13
	ld3r	{ v24.8b, v25.8b, v26.8b }, [x8], x25
	ld3r	{ v23.8b, v24.8b, v25.8b }, [x26], x23
	ld3r	{ v14.8b, v15.8b, v16.8b }, [x22], x12
	ld3r	{ v16.8h, v17.8h, v18.8h }, [x4]
	ld3r	{ v17.8h, v18.8h, v19.8h }, [x30]
	ld3r	{ v6.8h, v7.8h, v8.8h }, [x14]
	ld3r	{ v9.8h, v10.8h, v11.8h }, [sp]
	ld3r	{ v27.8h, v28.8h, v29.8h }, [x14], x6
	ld3r	{ v2.8h, v3.8h, v4.8h }, [x22], x7
	ld3r	{ v16.8h, v17.8h, v18.8h }, [x8], x10
	ld3r	{ v28.8h, v29.8h, v30.8h }, [x8], x6
	ld3	{ v13.b, v14.b, v15.b }[15], [x4]
	ld3	{ v3.b, v4.b, v5.b }[15], [x8]
	ld3	{ v24.b, v25.b, v26.b }[1], [x6]
	ld3	{ v24.b, v25.b, v26.b }[15], [x13]
	ld3	{ v28.b, v29.b, v30.b }[0], [x12], x22
	ld3	{ v13.b, v14.b, v15.b }[10], [x10], x5
	ld3	{ v15.b, v16.b, v17.b }[6], [x27], x4
	ld3	{ v15.b, v16.b, v17.b }[0], [x27], x26
	ld3	{ v29.d, v30.d, v31.d }[0], [x13]
	ld3	{ v30.d, v31.d, v0.d }[0], [x5]
	ld3	{ v17.d, v18.d, v19.d }[1], [x17]
	ld3	{ v17.d, v18.d, v19.d }[1], [x5]
	ld3	{ v23.d, v24.d, v25.d }[1], [x15], x22
	ld3	{ v30.d, v31.d, v0.d }[1], [x2], #24
	ld3	{ v12.d, v13.d, v14.d }[1], [x5], x8
	ld3	{ v30.d, v31.d, v0.d }[0], [x0], x8
	ld3	{ v26.h, v27.h, v28.h }[0], [sp]
	ld3	{ v1.h, v2.h, v3.h }[0], [x22]
	ld3	{ v13.h, v14.h, v15.h }[4], [x5]
	ld3	{ v8.h, v9.h, v10.h }[3], [x11]
	ld3	{ v19.h, v20.h, v21.h }[7], [x11], x19
	ld3	{ v12.h, v13.h, v14.h }[7], [x26], x17
	ld3	{ v2.h, v3.h, v4.h }[4], [x26], x22
	ld3	{ v17.h, v18.h, v19.h }[7], [x17], x27
	ld3	{ v0.s, v1.s, v2.s }[3], [x19]
	ld3	{ v6.s, v7.s, v8.s }[3], [x0]
	ld3	{ v22.s, v23.s, v24.s }[2], [x2]
	ld3	{ v13.s, v14.s, v15.s }[2], [x16]
	ld3	{ v21.s, v22.s, v23.s }[2], [x1], x24
	ld3	{ v4.s, v5.s, v6.s }[0], [x27], x6
	ld3	{ v25.s, v26.s, v27.s }[1], [x28], x25
	ld3	{ v19.s, v20.s, v21.s }[3], [x21], x6
	ld3	{ v9.16b, v10.16b, v11.16b }, [x9]
	ld3	{ v30.16b, v31.16b, v0.16b }, [x10]
	ld3	{ v19.16b, v20.16b, v21.16b }, [x4]
	ld3	{ v23.16b, v24.16b, v25.16b }, [x20]
	ld3	{ v29.16b, v30.16b, v31.16b }, [x15], x23
	ld3	{ v14.16b, v15.16b, v16.16b }, [x26], x11
	ld3	{ v26.16b, v27.16b, v28.16b }, [x6], x12
	ld3	{ v20.16b, v21.16b, v22.16b }, [x1], x5
	ld3	{ v25.2d, v26.2d, v27.2d }, [x10]
	ld3	{ v13.2d, v14.2d, v15.2d }, [x20]
	ld3	{ v10.2d, v11.2d, v12.2d }, [x9]
	ld3	{ v3.2d, v4.2d, v5.2d }, [x9]
	ld3	{ v19.2d, v20.2d, v21.2d }, [x23], x17
	ld3	{ v4.2d, v5.2d, v6.2d }, [x6], x25
	ld3	{ v26.2d, v27.2d, v28.2d }, [x20], x25
	ld3	{ v14.2d, v15.2d, v16.2d }, [x23], x0
	ld3	{ v6.2s, v7.2s, v8.2s }, [x7]
	ld3	{ v19.2s, v20.2s, v21.2s }, [x19]
	ld3	{ v0.2s, v1.2s, v2.2s }, [sp]
	ld3	{ v28.2s, v29.2s, v30.2s }, [sp]
	ld3	{ v26.2s, v27.2s, v28.2s }, [x10], x2
	ld3	{ v30.2s, v31.2s, v0.2s }, [x5], x22
	ld3	{ v29.2s, v30.2s, v31.2s }, [sp], x16
	ld3	{ v3.2s, v4.2s, v5.2s }, [x13], x29
	ld3	{ v8.4h, v9.4h, v10.4h }, [x3]
	ld3	{ v14.4h, v15.4h, v16.4h }, [x14]
	ld3	{ v15.4h, v16.4h, v17.4h }, [x9]
	ld3	{ v8.4h, v9.4h, v10.4h }, [x12]
	ld3	{ v0.4h, v1.4h, v2.4h }, [x5], x5
	ld3	{ v1.4h, v2.4h, v3.4h }, [x2], x4
	ld3	{ v20.4h, v21.4h, v22.4h }, [x7], x24
	ld3	{ v4.4h, v5.4h, v6.4h }, [x26], x20
	ld3	{ v6.4s, v7.4s, v8.4s }, [x4]
	ld3	{ v19.4s, v20.4s, v21.4s }, [x24]
	ld3	{ v0.4s, v1.4s, v2.4s }, [x13]
	ld3	{ v11.4s, v12.4s, v13.4s }, [x29]
	ld3	{ v10.4s, v11.4s, v12.4s }, [sp], #48
	ld3	{ v5.4s, v6.4s, v7.4s }, [x27], x3
	ld3	{ v20.4s, v21.4s, v22.4s }, [x17], x18
	ld3	{ v30.4s, v31.4s, v0.4s }, [x27], x14
	ld3	{ v25.8b, v26.8b, v27.8b }, [x7]
	ld3	{ v1.8b, v2.8b, v3.8b }, [x1]
	ld3	{ v26.8b, v27.8b, v28.8b }, [x7]
	ld3	{ v11.8b, v12.8b, v13.8b }, [x29]
	ld3	{ v25.8b, v26.8b, v27.8b }, [x17], x10
	ld3	{ v31.8b, v0.8b, v1.8b }, [x20], x19
	ld3	{ v17.8b, v18.8b, v19.8b }, [x28], #24
	ld3	{ v22.8b, v23.8b, v24.8b }, [x14], x30
	ld3	{ v5.8h, v6.8h, v7.8h }, [x17]
	ld3	{ v23.8h, v24.8h, v25.8h }, [x16]
	ld3	{ v24.8h, v25.8h, v26.8h }, [x9]
	ld3	{ v8.8h, v9.8h, v10.8h }, [sp]
	ld3	{ v29.8h, v30.8h, v31.8h }, [x18], x27
	ld3	{ v21.8h, v22.8h, v23.8h }, [x14], x16
	ld3	{ v12.8h, v13.8h, v14.8h }, [x24], x24
	ld3	{ v21.8h, v22.8h, v23.8h }, [x2], x12
	ld4r	{ v11.16b, v12.16b, v13.16b, v14.16b }, [x24]
	ld4r	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x1]
	ld4r	{ v3.16b, v4.16b, v5.16b, v6.16b }, [x24]
	ld4r	{ v5.16b, v6.16b, v7.16b, v8.16b }, [x17]
	ld4r	{ v13.16b, v14.16b, v15.16b, v16.16b }, [x16], x29
	ld4r	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x15], x17
	ld4r	{ v25.16b, v26.16b, v27.16b, v28.16b }, [x13], x6
	ld4r	{ v2.16b, v3.16b, v4.16b, v5.16b }, [x29], x6
	ld4r	{ v26.1d, v27.1d, v28.1d, v29.1d }, [x28]
	ld4r	{ v13.1d, v14.1d, v15.1d, v16.1d }, [x9]
	ld4r	{ v26.1d, v27.1d, v28.1d, v29.1d }, [x27]
	ld4r	{ v0.1d, v1.1d, v2.1d, v3.1d }, [x11]
	ld4r	{ v9.1d, v10.1d, v11.1d, v12.1d }, [x5], x22
	ld4r	{ v0.1d, v1.1d, v2.1d, v3.1d }, [x30], x23
	ld4r	{ v13.1d, v14.1d, v15.1d, v16.1d }, [x6], x20
	ld4r	{ v28.1d, v29.1d, v30.1d, v31.1d }, [x7], x16
	ld4r	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x16]
	ld4r	{ v25.2d, v26.2d, v27.2d, v28.2d }, [x14]
	ld4r	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x16]
	ld4r	{ v11.2d, v12.2d, v13.2d, v14.2d }, [x29]
	ld4r	{ v1.2d, v2.2d, v3.2d, v4.2d }, [x2], x26
	ld4r	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x13], x13
	ld4r	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x7], x29
	ld4r	{ v18.2d, v19.2d, v20.2d, v21.2d }, [x0], x21
	ld4r	{ v19.2s, v20.2s, v21.2s, v22.2s }, [x11]
	ld4r	{ v20.2s, v21.2s, v22.2s, v23.2s }, [x7]
	ld4r	{ v12.2s, v13.2s, v14.2s, v15.2s }, [x0]
	ld4r	{ v6.2s, v7.2s, v8.2s, v9.2s }, [x4]
	ld4r	{ v8.2s, v9.2s, v10.2s, v11.2s }, [x4], x22
	ld4r	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x22], x23
	ld4r	{ v4.2s, v5.2s, v6.2s, v7.2s }, [x17], x8
	ld4r	{ v23.2s, v24.2s, v25.2s, v26.2s }, [x9], x19
	ld4r	{ v14.4h, v15.4h, v16.4h, v17.4h }, [x2]
	ld4r	{ v3.4h, v4.4h, v5.4h, v6.4h }, [x12]
	ld4r	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x25]
	ld4r	{ v1.4h, v2.4h, v3.4h, v4.4h }, [x10]
	ld4r	{ v3.4h, v4.4h, v5.4h, v6.4h }, [x28], x11
	ld4r	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x27], x16
	ld4r	{ v24.4h, v25.4h, v26.4h, v27.4h }, [x17], x26
	ld4r	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x9], x0
	ld4r	{ v17.4s, v18.4s, v19.4s, v20.4s }, [x21]
	ld4r	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x25]
	ld4r	{ v13.4s, v14.4s, v15.4s, v16.4s }, [x29]
	ld4r	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x2]
	ld4r	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x15], x16
	ld4r	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x20], x11
	ld4r	{ v18.4s, v19.4s, v20.4s, v21.4s }, [x25], x12
	ld4r	{ v8.4s, v9.4s, v10.4s, v11.4s }, [x29], x16
	ld4r	{ v3.8b, v4.8b, v5.8b, v6.8b }, [x23]
	ld4r	{ v16.8b, v17.8b, v18.8b, v19.8b }, [sp]
	ld4r	{ v15.8b, v16.8b, v17.8b, v18.8b }, [x2]
	ld4r	{ v24.8b, v25.8b, v26.8b, v27.8b }, [x24]
	ld4r	{ v31.8b, v0.8b, v1.8b, v2.8b }, [x15], x29
	ld4r	{ v22.8b, v23.8b, v24.8b, v25.8b }, [x28], x10
	ld4r	{ v10.8b, v11.8b, v12.8b, v13.8b }, [x22], x14
	ld4r	{ v4.8b, v5.8b, v6.8b, v7.8b }, [x21], x17
	ld4r	{ v18.8h, v19.8h, v20.8h, v21.8h }, [x17]
	ld4r	{ v21.8h, v22.8h, v23.8h, v24.8h }, [x23]
	ld4r	{ v21.8h, v22.8h, v23.8h, v24.8h }, [x13]
	ld4r	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x0]
	ld4r	{ v25.8h, v26.8h, v27.8h, v28.8h }, [x17], x12
	ld4r	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x13], x30
	ld4r	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x22], x22
	ld4r	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x29], x10
	ld4	{ v25.b, v26.b, v27.b, v28.b }[11], [x26]
	ld4	{ v8.b, v9.b, v10.b, v11.b }[3], [x29]
	ld4	{ v6.b, v7.b, v8.b, v9.b }[4], [x28]
	ld4	{ v16.b, v17.b, v18.b, v19.b }[9], [x23]
	ld4	{ v7.b, v8.b, v9.b, v10.b }[8], [x9], x15
	ld4	{ v21.b, v22.b, v23.b, v24.b }[0], [x20], x20
	ld4	{ v29.b, v30.b, v31.b, v0.b }[14], [sp], x8
	ld4	{ v6.b, v7.b, v8.b, v9.b }[11], [x19], x14
	ld4	{ v1.d, v2.d, v3.d, v4.d }[0], [x16]
	ld4	{ v14.d, v15.d, v16.d, v17.d }[1], [x1]
	ld4	{ v23.d, v24.d, v25.d, v26.d }[1], [x13]
	ld4	{ v1.d, v2.d, v3.d, v4.d }[0], [x4]
	ld4	{ v3.d, v4.d, v5.d, v6.d }[1], [x23], x5
	ld4	{ v7.d, v8.d, v9.d, v10.d }[0], [x22], x30
	ld4	{ v25.d, v26.d, v27.d, v28.d }[0], [x20], x18
	ld4	{ v14.d, v15.d, v16.d, v17.d }[0], [x26], x2
	ld4	{ v3.h, v4.h, v5.h, v6.h }[0], [x0]
	ld4	{ v8.h, v9.h, v10.h, v11.h }[1], [x14]
	ld4	{ v17.h, v18.h, v19.h, v20.h }[0], [x21]
	ld4	{ v16.h, v17.h, v18.h, v19.h }[3], [x28]
	ld4	{ v21.h, v22.h, v23.h, v24.h }[3], [x16], x7
	ld4	{ v19.h, v20.h, v21.h, v22.h }[1], [x15], x3
	ld4	{ v20.h, v21.h, v22.h, v23.h }[6], [x25], x13
	ld4	{ v13.h, v14.h, v15.h, v16.h }[0], [x17], x19
	ld4	{ v30.s, v31.s, v0.s, v1.s }[1], [x6]
	ld4	{ v1.s, v2.s, v3.s, v4.s }[0], [x24]
	ld4	{ v14.s, v15.s, v16.s, v17.s }[0], [x3]
	ld4	{ v23.s, v24.s, v25.s, v26.s }[2], [x28]
	ld4	{ v9.s, v10.s, v11.s, v12.s }[3], [x11], x24
	ld4	{ v27.s, v28.s, v29.s, v30.s }[0], [x25], x4
	ld4	{ v8.s, v9.s, v10.s, v11.s }[0], [x17], x10
	ld4	{ v15.s, v16.s, v17.s, v18.s }[1], [x29], x29
	ld4	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x10]
	ld4	{ v18.16b, v19.16b, v20.16b, v21.16b }, [x13]
	ld4	{ v13.16b, v14.16b, v15.16b, v16.16b }, [x20]
	ld4	{ v4.16b, v5.16b, v6.16b, v7.16b }, [x29]
	ld4	{ v30.16b, v31.16b, v0.16b, v1.16b }, [x27], x2
	ld4	{ v14.16b, v15.16b, v16.16b, v17.16b }, [x9], x8
	ld4	{ v17.16b, v18.16b, v19.16b, v20.16b }, [x9], x3
	ld4	{ v14.16b, v15.16b, v16.16b, v17.16b }, [x21], x7
	ld4	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x24]
	ld4	{ v24.2d, v25.2d, v26.2d, v27.2d }, [x20]
	ld4	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x21]
	ld4	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x17]
	ld4	{ v18.2d, v19.2d, v20.2d, v21.2d }, [x18], x20
	ld4	{ v0.2d, v1.2d, v2.2d, v3.2d }, [x1], x10
	ld4	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x22], x19
	ld4	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x16], x18
	ld4	{ v5.2s, v6.2s, v7.2s, v8.2s }, [x14]
	ld4	{ v25.2s, v26.2s, v27.2s, v28.2s }, [x21]
	ld4	{ v12.2s, v13.2s, v14.2s, v15.2s }, [x19]
	ld4	{ v2.2s, v3.2s, v4.2s, v5.2s }, [x4]
	ld4	{ v10.2s, v11.2s, v12.2s, v13.2s }, [x26], x27
	ld4	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x0], x0
	ld4	{ v19.2s, v20.2s, v21.2s, v22.2s }, [x2], x5
	ld4	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x20], x12
	ld4	{ v31.4h, v0.4h, v1.4h, v2.4h }, [x1]
	ld4	{ v19.4h, v20.4h, v21.4h, v22.4h }, [x8]
	ld4	{ v31.4h, v0.4h, v1.4h, v2.4h }, [x21]
	ld4	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x7]
	ld4	{ v19.4h, v20.4h, v21.4h, v22.4h }, [x14], x25
	ld4	{ v12.4h, v13.4h, v14.4h, v15.4h }, [sp], x12
	ld4	{ v14.4h, v15.4h, v16.4h, v17.4h }, [x3], x4
	ld4	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x14], x0
	ld4	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x29]
	ld4	{ v8.4s, v9.4s, v10.4s, v11.4s }, [x30]
	ld4	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x27]
	ld4	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x2]
	ld4	{ v12.4s, v13.4s, v14.4s, v15.4s }, [x20], x10
	ld4	{ v21.4s, v22.4s, v23.4s, v24.4s }, [x11], x20
	ld4	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x8], x0
	ld4	{ v31.4s, v0.4s, v1.4s, v2.4s }, [x20], x5
	ld4	{ v15.8b, v16.8b, v17.8b, v18.8b }, [x14]
	ld4	{ v25.8b, v26.8b, v27.8b, v28.8b }, [x0]
	ld4	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x0]
	ld4	{ v13.8b, v14.8b, v15.8b, v16.8b }, [x28]
	ld4	{ v24.8b, v25.8b, v26.8b, v27.8b }, [x18], x27
	ld4	{ v11.8b, v12.8b, v13.8b, v14.8b }, [x28], x12
	ld4	{ v8.8b, v9.8b, v10.8b, v11.8b }, [x20], x1
	ld4	{ v7.8b, v8.8b, v9.8b, v10.8b }, [x14], x23
	ld4	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x29]
	ld4	{ v9.8h, v10.8h, v11.8h, v12.8h }, [x16]
	ld4	{ v7.8h, v8.8h, v9.8h, v10.8h }, [x30]
	ld4	{ v11.8h, v12.8h, v13.8h, v14.8h }, [x13]
	ld4	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x10], x30
	ld4	{ v4.8h, v5.8h, v6.8h, v7.8h }, [x20], x27
	ld4	{ v17.8h, v18.8h, v19.8h, v20.8h }, [x25], x10
	ld4	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x19], x20
	ldar	w23, [x28]
	ldar	w11, [x3]
	ldar	w18, [x19]
	ldar	w19, [x20]
	ldar	x27, [x26]
	ldar	x20, [x5]
	ldar	x3, [x10]
	ldar	x24, [x30]
	ldarb	w21, [x9]
	ldarb	w10, [x9]
	ldarb	w10, [x16]
	ldarb	w18, [x27]
	ldarh	w15, [x24]
	ldarh	w6, [x11]
	ldarh	w24, [x24]
	ldarh	w1, [x6]
	ldaxp	w23, w1, [x8]
	ldaxp	w11, w12, [x0]
	ldaxp	w3, w14, [x30]
	ldaxp	w27, w0, [x29]
	ldaxp	x3, x13, [x10]
	ldaxp	x16, x24, [x5]
	ldaxp	x19, x6, [x16]
	ldaxp	x17, x18, [x3]
	ldaxr	w1, [x30]
	ldaxr	w16, [x10]
	ldaxr	w29, [x21]
	ldaxr	w20, [x7]
	ldaxr	x23, [sp]
	ldaxr	x23, [x20]
	ldaxr	x22, [x26]
	ldaxr	x12, [x15]
	ldaxrb	w19, [x14]
	ldaxrb	w20, [x27]
	ldaxrb	w1, [x19]
	ldaxrb	w9, [x23]
	ldaxrh	w22, [x10]
	ldaxrh	w11, [x6]
	ldaxrh	w17, [x26]
	ldaxrh	w19, [x30]
	ldnp	d15, d25, [x10]
	ldnp	d9, d18, [x28, #328]
	ldnp	d24, d1, [x16, #-8]
	ldnp	d1, d13, [x1, #-168]
	ldnp	q30, q24, [x3, #-96]
	ldnp	q7, q12, [x15, #48]
	ldnp	q16, q4, [sp]
	ldnp	q28, q28, [x0, #144]
	ldnp	s21, s3, [x8, #-80]
	ldnp	s31, s16, [x29, #-244]
	ldnp	s23, s25, [x23, #-60]
	ldnp	s24, s27, [x15, #-148]
	ldnp	w6, w22, [x22]
	ldnp	w8, w29, [x22, #-164]
	ldnp	w4, w26, [x13]
	ldnp	w28, w21, [x19, #-152]
	ldnp	x27, x12, [x26]
	ldnp	x6, x0, [x28, #32]
	ldnp	x22, x6, [x17, #-344]
	ldnp	x14, xzr, [x22, #-216]
	ldp	d5, d14, [x8, #480]
	ldp	d14, d28, [x21]
	ldp	d18, d12, [x24]
	ldp	d2, d29, [x24]
	ldp	d1, d17, [x19], #168
	ldp	d10, d24, [x1], #-232
	ldp	d26, d28, [x13], #-48
	ldp	d27, d14, [x26], #-304
	ldp	d3, d13, [x30, #112]!
	ldp	d28, d3, [x13, #456]!
	ldp	d3, d5, [x29, #-168]!
	ldp	d30, d9, [x13, #256]!
	ldp	q4, q8, [x10]
	ldp	q17, q3, [x29]
	ldp	q0, q10, [x26]
	ldp	q20, q3, [x6, #224]
	ldp	q26, q23, [x30], #16
	ldp	q6, q12, [x5], #864
	ldp	q9, q30, [x4], #0
	ldp	q4, q22, [x15], #-368
	ldp	q14, q9, [x12, #944]!
	ldp	q28, q7, [x21, #-272]!
	ldp	q17, q8, [x28, #64]!
	ldp	q28, q25, [x17, #-176]!
	ldpsw	x1, x21, [x25, #148]
	ldpsw	x30, x1, [x23, #24]
	ldpsw	x19, x23, [x12, #-88]
	ldpsw	x29, x22, [x8, #-136]
	ldpsw	x27, x0, [x2], #0
	ldpsw	x22, x29, [x20], #-8
	ldpsw	x29, x3, [x16], #-68
	ldpsw	x25, x13, [x17], #36
	ldpsw	x27, x24, [x26, #-120]!
	ldpsw	x17, x28, [x2, #52]!
	ldpsw	x25, x14, [x16, #168]!
	ldpsw	x22, x22, [x1, #-88]!
	ldp	s3, s5, [x3]
	ldp	s26, s23, [x16, #-4]
	ldp	s21, s27, [x21, #-20]
	ldp	s13, s25, [x15]
	ldp	s8, s26, [x21], #232
	ldp	s31, s11, [x27], #-232
	ldp	s16, s25, [x2], #-232
	ldp	s27, s29, [x6], #-244
	ldp	s2, s26, [x12, #-172]!
	ldp	s31, s7, [x22, #-188]!
	ldp	s2, s3, [x11, #192]!
	ldp	s24, s6, [x30, #-244]!
	ldp	w19, w4, [x19, #-144]
	ldp	w25, w29, [x5, #88]
	ldp	w30, w19, [x11]
	ldp	w24, w12, [x27, #20]
	ldp	w9, w10, [x16], #224
	ldp	w24, w8, [x23], #96
	ldp	w10, wzr, [x29], #-28
	ldp	w23, w29, [x10], #-24
	ldp	w11, w7, [x2, #0]!
	ldp	w7, w21, [x24, #60]!
	ldp	w11, w6, [x14, #152]!
	ldp	w9, w7, [x0, #232]!
	ldp	x25, x14, [x22, #-128]
	ldp	x14, x29, [x1]
	ldp	xzr, x16, [x12]
	ldp	x10, x23, [x25, #-448]
	ldp	x16, x4, [x27], #0
	ldp	x23, x12, [x1], #-304
	ldp	x1, x5, [x26], #-344
	ldp	x28, x16, [x7], #0
	ldp	x4, x13, [x20, #-32]!
	ldp	x9, x27, [x10, #-344]!
	ldp	x27, x4, [sp, #-408]!
	ldp	x30, x20, [x9, #-280]!
	ldur	b31, [x13, #-27]
	ldur	b24, [x26]
	ldur	b1, [sp, #245]
	ldur	b31, [x1, #68]
	ldr	b30, [x1], #107
	ldr	b8, [x13], #0
	ldr	b8, [x29], #38
	ldr	b31, [x5], #-163
	ldr	b26, [x17, #-172]!
	ldr	b23, [x23, #83]!
	ldr	b0, [x27, #-66]!
	ldr	b22, [x15, #-1]!
	ldr	b28, [x29, w13, uxtw #0]
	ldr	b28, [x1, w24, sxtw]
	ldr	b1, [x20, w19, sxtw #0]
	ldr	b30, [x3, w14, uxtw]
	ldr	b12, [x21, x19]
	ldr	b5, [x0, x19, sxtx #0]
	ldr	b29, [x20, x21]
	ldr	b30, [x25, x25, sxtx]
	ldr	b11, [x20, #3291]
	ldr	b29, [sp]
	ldr	b27, [x9, #918]
	ldr	b27, [x11]
	ldurb	w18, [x2, #173]
	ldurb	w25, [x27, #158]
	ldurb	w15, [x23, #148]
	ldurb	w30, [x12]
	ldrb	w16, [x10], #-65
	ldrb	w23, [x6], #-222
	ldrb	w17, [x28], #0
	ldrb	w8, [x6], #255
	ldrb	w4, [x22, #-156]!
	ldrb	w14, [x17, #-140]!
	ldrb	w20, [x28, #1]!
	ldrb	w19, [x6, #144]!
	ldrb	w22, [x19, w12, uxtw #0]
	ldrb	w22, [x9, w9, sxtw]
	ldrb	w4, [x4, w5, sxtw #0]
	ldrb	w24, [x1, w17, sxtw]
	ldrb	w6, [x3, x1]
	ldrb	w21, [x5, x19, lsl #0]
	ldrb	w25, [x30, x6, sxtx]
	ldrb	w24, [x11, x16, sxtx #0]
	ldrb	w14, [x4]
	ldrb	w2, [x26]
	ldrb	w17, [x28, #263]
	ldrb	w9, [x29, #4095]
	ldur	d26, [x21, #51]
	ldur	d1, [x20]
	ldur	d4, [x15, #44]
	ldur	d14, [sp, #255]
	ldr	d19, [x29], #242
	ldr	d9, [x26], #184
	ldr	d31, [x3], #203
	ldr	d16, [x15], #-183
	ldr	d27, [x9, #-56]!
	ldr	d16, [x6, #134]!
	ldr	d25, [x0, #-78]!
	ldr	d16, [x21, #-182]!
	ldr	d7, [x9, w6, uxtw]
	ldr	d5, [x3, w14, uxtw]
	ldr	d23, [x10, w23, sxtw]
	ldr	d23, [x7, wzr, uxtw]
	ldr	d5, [x18, x10, sxtx #3]
	ldr	d9, [x18, x25, lsl #3]
	ldr	d20, [x26, x28, sxtx #3]
	ldr	d16, [x26, x23]
	ldr	d26, [x3]
	ldr	d12, [x23]
	ldr	d3, [x2]
	ldr	d18, [x8]
	ldr	d16, #-80096
	ldr	d1, #692228
	ldr	d18, #-412064
	ldr	d15, #734072
	ldur	h23, [x8]
	ldur	h4, [x4, #165]
	ldur	h4, [x1, #73]
	ldur	h21, [x0, #137]
	ldr	h16, [x5], #1
	ldr	h21, [x16], #129
	ldr	h11, [x11], #-256
	ldr	h16, [x23], #146
	ldr	h11, [x4, #-4]!
	ldr	h15, [x21, #229]!
	ldr	h23, [x30, #-178]!
	ldr	h12, [x13, #111]!
	ldr	h31, [x3, w10, sxtw #1]
	ldr	h0, [sp, w27, uxtw]
	ldr	h28, [x7, w21, uxtw]
	ldr	h7, [x23, w22, uxtw #1]
	ldr	h10, [x1, x29, lsl #1]
	ldr	h24, [x20, x16]
	ldr	h7, [x10, x13, sxtx #1]
	ldr	h0, [x10, x8, lsl #1]
	ldr	h28, [x22, #4834]
	ldr	h2, [x18, #582]
	ldr	h26, [x6]
	ldr	h4, [x6, #5006]
	ldurh	w11, [x29]
	ldurh	w7, [x30]
	ldurh	w30, [x22, #-38]
	ldurh	w1, [x10, #135]
	ldrh	w20, [x3], #-22
	ldrh	w10, [x30], #255
	ldrh	w1, [x14], #-1
	ldrh	w21, [x25], #244
	ldrh	w15, [x6, #-95]!
	ldrh	w13, [x1, #197]!
	ldrh	w18, [x28, #0]!
	ldrh	w6, [x19, #-256]!
	ldrh	w13, [x23, w1, uxtw #1]
	ldrh	w4, [x23, w17, uxtw]
	ldrh	w27, [x20, w20, sxtw #1]
	ldrh	w3, [x13, w21, uxtw]
	ldrh	w26, [x5, x18, sxtx]
	ldrh	w21, [x28, x21, sxtx]
	ldrh	w0, [x9, x9]
	ldrh	w1, [x30, x24, sxtx]
	ldrh	w11, [x8, #2912]
	ldrh	w3, [x5]
	ldrh	w26, [x12, #468]
	ldrh	w12, [x14, #7216]
	ldur	q8, [x14, #-220]
	ldur	q11, [x1, #-256]
	ldur	q7, [x17, #255]
	ldur	q31, [x6, #131]
	ldr	q0, [x21], #-1
	ldr	q2, [x13], #74
	ldr	q15, [x28], #142
	ldr	q2, [x21], #1
	ldr	q26, [x15, #237]!
	ldr	q6, [x23, #82]!
	ldr	q8, [x30, #-124]!
	ldr	q8, [x15, #137]!
	ldr	q19, [sp, w19, uxtw #4]
	ldr	q24, [x0, w4, uxtw]
	ldr	q9, [x0, w3, sxtw #4]
	ldr	q3, [x30, w18, uxtw #4]
	ldr	q19, [x9, x9]
	ldr	q16, [x16, x10]
	ldr	q25, [x3, xzr]
	ldr	q6, [x17, x2, sxtx]
	ldr	q27, [x16, #46528]
	ldr	q9, [x13]
	ldr	q0, [x25]
	ldr	q29, [x22]
	ldr	q1, #-1044340
	ldr	q24, #0
	ldr	q19, #-888052
	ldr	q20, #-4
	ldursb	w15, [x17, #1]
	ldursb	w3, [x29, #201]
	ldursb	w28, [x20]
	ldursb	w22, [sp, #-1]
	ldrsb	wzr, [x27], #49
	ldrsb	w6, [x30], #-256
	ldrsb	w22, [x10], #-35
	ldrsb	w30, [x19], #-244
	ldrsb	w12, [x2, #-174]!
	ldrsb	w16, [x29, #-75]!
	ldrsb	w13, [x28, #98]!
	ldrsb	w15, [x1, #226]!
	ldrsb	w18, [x11, w30, sxtw]
	ldrsb	w2, [x16, w15, uxtw]
	ldrsb	w2, [x23, w25, sxtw #0]
	ldrsb	w15, [x14, w24, sxtw #0]
	ldrsb	w5, [x7, x24, sxtx]
	ldrsb	w11, [x8, x25]
	ldrsb	w4, [x28, x9, sxtx #0]
	ldrsb	w30, [x20, x2, lsl #0]
	ldrsb	w14, [sp]
	ldrsb	w25, [x22, #3488]
	ldrsb	w26, [x24, #499]
	ldrsb	w27, [x3, #242]
	ldursb	x6, [x1, #-174]
	ldursb	x23, [x22]
	ldursb	x3, [x16, #-132]
	ldursb	x26, [x12, #32]
	ldrsb	x16, [x8], #-213
	ldrsb	x7, [x19], #214
	ldrsb	x28, [x24], #-37
	ldrsb	x3, [x0], #1
	ldrsb	x25, [x3, #168]!
	ldrsb	x6, [x5, #219]!
	ldrsb	x2, [x5, #77]!
	ldrsb	x16, [x3, #1]!
	ldrsb	x27, [x17, w20, sxtw]
	ldrsb	x5, [x9, w24, sxtw #0]
	ldrsb	x2, [x14, w20, sxtw]
	ldrsb	xzr, [x13, w28, uxtw]
	ldrsb	x11, [x25, x15, sxtx]
	ldrsb	x21, [x14, x2]
	ldrsb	x8, [x1, x23, sxtx #0]
	ldrsb	x5, [x20, x28, lsl #0]
	ldrsb	x15, [x22, #2197]
	ldrsb	xzr, [x6]
	ldrsb	x3, [x6]
	ldrsb	x21, [x18, #1609]
	ldursh	w20, [x25]
	ldursh	w20, [x5, #-187]
	ldursh	w0, [x28, #70]
	ldursh	w14, [x11, #-207]
	ldrsh	w7, [x11], #255
	ldrsh	w24, [x5], #-217
	ldrsh	w29, [x26], #1
	ldrsh	w28, [x29], #33
	ldrsh	w6, [x26, #76]!
	ldrsh	w21, [x5, #-256]!
	ldrsh	w6, [x19, #234]!
	ldrsh	w27, [x1, #17]!
	ldrsh	w15, [x17, w21, sxtw #1]
	ldrsh	w3, [x5, w17, sxtw #1]
	ldrsh	w16, [x17, w19, sxtw #1]
	ldrsh	w10, [x21, w18, sxtw #1]
	ldrsh	w21, [sp, x29, lsl #1]
	ldrsh	w23, [x19, x20]
	ldrsh	w15, [x3, x29, lsl #1]
	ldrsh	w5, [x13, x26, sxtx #1]
	ldrsh	w1, [x13, #3810]
	ldrsh	w6, [x30, #3672]
	ldrsh	w11, [x21]
	ldrsh	w11, [x13, #652]
	ldursh	x19, [x4]
	ldursh	x11, [x17, #1]
	ldursh	xzr, [x19, #-211]
	ldursh	x19, [x23, #37]
	ldrsh	x3, [x13], #37
	ldrsh	x0, [x19], #-212
	ldrsh	x8, [x29], #-74
	ldrsh	x18, [x16], #0
	ldrsh	x10, [x21, #141]!
	ldrsh	x22, [x12, #-173]!
	ldrsh	x26, [x24, #68]!
	ldrsh	x24, [x26, #-203]!
	ldrsh	x17, [x6, w12, uxtw]
	ldrsh	x15, [x21, w21, sxtw #1]
	ldrsh	x24, [x4, w25, sxtw]
	ldrsh	x28, [x0, w20, sxtw]
	ldrsh	x20, [x16, x9]
	ldrsh	x30, [x20, x13, sxtx #1]
	ldrsh	x25, [x3, x30, sxtx #1]
	ldrsh	x12, [x25, x3]
	ldrsh	x25, [x15]
	ldrsh	x21, [x24, #74]
	ldrsh	x30, [x17]
	ldrsh	x4, [x19]
	ldursw	x16, [x1, #199]
	ldursw	x9, [x3]
	ldursw	x11, [x6, #1]
	ldursw	x3, [x28, #145]
	ldrsw	x18, #0
	ldrsw	x23, #491936
	ldrsw	x16, #224652
	ldrsw	x14, #756364
	ldrsw	x15, [x26], #-160
	ldrsw	x10, [x0], #-256
	ldrsw	x2, [x11], #189
	ldrsw	x4, [x2], #145
	ldrsw	xzr, [x7, #154]!
	ldrsw	xzr, [x1, #248]!
	ldrsw	x4, [x16, #3]!
	ldrsw	x15, [x23, #89]!
	ldrsw	x14, [x16, w3, uxtw]
	ldrsw	x6, [x20, w5, sxtw]
	ldrsw	x10, [x4, w9, uxtw]
	ldrsw	x17, [x21, w0, sxtw #2]
	ldrsw	x26, [x14, x16, lsl #2]
	ldrsw	x7, [x6, x18, sxtx #2]
	ldrsw	x15, [sp, x7]
	ldrsw	x27, [x4, x21, sxtx #2]
	ldrsw	x6, [x14]
	ldrsw	x0, [x0, #4652]
	ldrsw	x23, [x2]
	ldrsw	x12, [x5, #2272]
	ldur	s25, [x21]
	ldur	s15, [x2]
	ldur	s18, [x18, #170]
	ldur	s20, [x17]
	ldr	s29, [x24], #-174
	ldr	s3, [x4], #-76
	ldr	s16, [x22], #186
	ldr	s7, [x17], #-219
	ldr	s11, [x11, #-74]!
	ldr	s6, [x6, #-235]!
	ldr	s22, [x12, #-72]!
	ldr	s3, [x26, #-115]!
	ldr	s14, [x2, w0, sxtw]
	ldr	s10, [x4, w13, sxtw #2]
	ldr	s23, [x23, w6, sxtw #2]
	ldr	s29, [x24, w11, sxtw]
	ldr	s3, [x27, x8]
	ldr	s14, [x26, x8, lsl #2]
	ldr	s17, [x11, x1]
	ldr	s26, [x30, x25, lsl #2]
	ldr	s27, [x3, #72]
	ldr	s13, [x6, #1288]
	ldr	s27, [x7]
	ldr	s11, [x27, #11932]
	ldr	s30, #922668
	ldr	s19, #-986452
	ldr	s21, #-4
	ldr	s22, #-4
	ldur	w9, [sp, #-110]
	ldur	w24, [x27, #-178]
	ldur	w8, [x29, #-137]
	ldur	w20, [x21, #135]
	ldr	w29, #-965984
	ldr	w9, #-612812
	ldr	wzr, #866204
	ldr	w8, #-1048576
	ldr	w16, [x1], #181
	ldr	w23, [x3], #-124
	ldr	w10, [x13], #-55
	ldr	w3, [x13], #-150
	ldr	w29, [x21, #-86]!
	ldr	w29, [x20, #197]!
	ldr	w5, [x27, #-217]!
	ldr	w6, [x16, #144]!
	ldr	w3, [x7, wzr, uxtw #2]
	ldr	w5, [x13, w22, sxtw]
	ldr	w11, [x20, w30, uxtw #2]
	ldr	w28, [x27, w13, uxtw #2]
	ldr	w1, [x29, x3, sxtx #2]
	ldr	w15, [x18, x30, sxtx]
	ldr	w11, [x27, x0]
	ldr	w6, [x13, x11]
	ldr	w29, [sp]
	ldr	w27, [x3, #4724]
	ldr	w27, [x28, #16380]
	ldr	w28, [x21]
	ldur	x22, [x19]
	ldur	x4, [x4, #255]
	ldur	x1, [x9]
	ldur	x30, [x21]
	ldr	x4, #-4
	ldr	x9, #0
	ldr	x26, #817504
	ldr	x29, #129512
	ldr	x30, [x26], #-210
	ldr	x26, [x3], #28
	ldr	x21, [x11], #-35
	ldr	x17, [x10], #220
	ldr	x20, [x11, #205]!
	ldr	x7, [x13, #-171]!
	ldr	x5, [x19, #-73]!
	ldr	x14, [x1, #-75]!
	ldr	x29, [x23, w11, sxtw]
	ldr	x21, [x20, w4, uxtw #3]
	ldr	x30, [x11, w17, uxtw #3]
	ldr	x24, [x14, w29, sxtw #3]
	ldr	x11, [x11, x21, lsl #3]
	ldr	x28, [x18, x19, sxtx]
	ldr	x7, [x2, x8, sxtx]
	ldr	x19, [x27, x19, sxtx]
	ldr	x6, [x28, #8656]
	ldr	x14, [x27, #3008]
	ldr	x11, [x26]
	ldr	x16, [x15]
	ldtrb	w4, [x13]
	ldtrb	w30, [x16]
	ldtrb	w1, [x18]
	ldtrb	w22, [sp, #85]
	ldtrh	w17, [x18, #255]
	ldtrh	w21, [x3]
	ldtrh	w3, [x8]
	ldtrh	w30, [x25, #-1]
	ldtrsb	w1, [x2, #51]
	ldtrsb	w27, [x7, #-218]
	ldtrsb	w30, [x15, #7]
	ldtrsb	w14, [x9, #1]
	ldtrsb	x8, [sp, #255]
	ldtrsb	x16, [x12, #160]
	ldtrsb	x22, [x24, #-114]
	ldtrsb	x26, [x10, #-128]
	ldtrsh	w21, [x29, #-1]
	ldtrsh	w26, [x7, #2]
	ldtrsh	w30, [x18, #-171]
	ldtrsh	w23, [sp, #-180]
	ldtrsh	x25, [x23]
	ldtrsh	x23, [x17, #132]
	ldtrsh	xzr, [x11, #1]
	ldtrsh	x28, [x21, #-158]
	ldtrsw	x27, [x17]
	ldtrsw	x10, [x19, #84]
	ldtrsw	x16, [x0]
	ldtrsw	x8, [x25]
	ldtr	w16, [x20, #225]
	ldtr	w1, [x25]
	ldtr	w28, [x11, #-202]
	ldtr	w18, [x24]
	ldtr	x17, [x7]
	ldtr	x17, [x8, #-22]
	ldtr	x2, [x3, #115]
	ldtr	x24, [x26, #-251]
	ldxp	w11, w3, [x18]
	ldxp	w27, w24, [x28]
	ldxp	w30, w9, [x30]
	ldxp	w26, w27, [x6]
	ldxp	x29, x30, [x13]
	ldxp	x0, x10, [x1]
	ldxp	x30, x16, [x18]
	ldxp	x19, x8, [x4]
	ldxr	wzr, [x19]
	ldxr	w29, [x2]
	ldxr	w27, [x19]
	ldxr	w8, [x2]
	ldxr	x13, [x1]
	ldxr	x20, [sp]
	ldxr	x8, [x19]
	ldxr	x6, [x26]
	ldxrb	w29, [x6]
	ldxrb	w26, [x13]
	ldxrb	w22, [x4]
	ldxrb	w12, [x10]
	ldxrh	w16, [x23]
	ldxrh	w0, [x4]
	ldxrh	w19, [x1]
	ldxrh	w24, [x28]
	lsl	w15, w2, w11
	lsl	w0, w10, w2
	lsl	w11, w8, w25
	lsl	w19, w8, w20
	lsl	x29, x17, x30
	lsl	x16, x12, x7
	lsl	x16, x0, x21
	lsl	x25, x9, x16
	lsr	w4, w22, w30
	lsr	w16, w24, w17
	lsr	wzr, w28, w27
	lsr	w13, w6, w12
	lsr	x5, x9, x4
	lsr	x16, x3, x3
	lsr	x3, x13, x9
	lsr	x11, xzr, x15
	madd	w0, w18, w20, w23
	mul	w23, w8, w4
	mul	w3, w8, w4
	madd	w9, w29, w18, w21
	madd	x29, x0, x24, x14
	madd	x27, x2, x4, x12
	madd	x13, x10, x18, x30
	madd	x18, x25, x18, x6
	mla	v19.2s, v15.2s, v27.s[0]
	mla	v20.2s, v16.2s, v19.s[0]
	mla	v13.2s, v11.2s, v30.s[0]
	mla	v26.2s, v12.2s, v23.s[0]
	mla	v30.4h, v24.4h, v11.h[2]
	mla	v20.4h, v1.4h, v13.h[5]
	mla	v23.4h, v22.4h, v15.h[7]
	mla	v16.4h, v4.4h, v4.h[7]
	mla	v29.4s, v19.4s, v7.s[1]
	mla	v22.4s, v19.4s, v5.s[0]
	mla	v2.4s, v29.4s, v6.s[2]
	mla	v22.4s, v17.4s, v28.s[1]
	mla	v26.8h, v0.8h, v4.h[1]
	mla	v24.8h, v27.8h, v12.h[1]
	mla	v2.8h, v18.8h, v3.h[4]
	mla	v20.8h, v12.8h, v13.h[7]
	mla	v18.16b, v2.16b, v7.16b
	mla	v26.16b, v25.16b, v27.16b
	mla	v4.16b, v19.16b, v17.16b
	mla	v3.16b, v3.16b, v18.16b
	mla	v22.2s, v22.2s, v29.2s
	mla	v9.2s, v17.2s, v1.2s
	mla	v13.2s, v20.2s, v17.2s
	mla	v14.2s, v18.2s, v14.2s
	mla	v8.4h, v24.4h, v21.4h
	mla	v16.4h, v4.4h, v3.4h
	mla	v28.4h, v7.4h, v22.4h
	mla	v29.4h, v9.4h, v6.4h
	mla	v8.4s, v14.4s, v9.4s
	mla	v26.4s, v4.4s, v19.4s
	mla	v25.4s, v6.4s, v8.4s
	mla	v14.4s, v24.4s, v28.4s
	mla	v27.8b, v2.8b, v19.8b
	mla	v28.8b, v5.8b, v11.8b
	mla	v1.8b, v25.8b, v6.8b
	mla	v30.8b, v24.8b, v0.8b
	mla	v12.8h, v16.8h, v12.8h
	mla	v30.8h, v1.8h, v21.8h
	mla	v18.8h, v21.8h, v4.8h
	mla	v10.8h, v11.8h, v2.8h
	mls	v3.2s, v15.2s, v27.s[1]
	mls	v9.2s, v13.2s, v10.s[1]
	mls	v4.2s, v15.2s, v19.s[0]
	mls	v24.2s, v15.2s, v11.s[3]
	mls	v23.4h, v31.4h, v3.h[7]
	mls	v16.4h, v25.4h, v3.h[2]
	mls	v2.4h, v15.4h, v6.h[1]
	mls	v10.4h, v26.4h, v3.h[7]
	mls	v30.4s, v25.4s, v14.s[1]
	mls	v0.4s, v1.4s, v0.s[1]
	mls	v25.4s, v28.4s, v10.s[1]
	mls	v0.4s, v9.4s, v9.s[3]
	mls	v16.8h, v6.8h, v4.h[0]
	mls	v1.8h, v7.8h, v15.h[0]
	mls	v4.8h, v30.8h, v5.h[7]
	mls	v10.8h, v3.8h, v9.h[1]
	mls	v9.16b, v0.16b, v18.16b
	mls	v31.16b, v2.16b, v14.16b
	mls	v22.16b, v25.16b, v31.16b
	mls	v30.16b, v25.16b, v17.16b
	mls	v25.2s, v25.2s, v0.2s
	mls	v18.2s, v26.2s, v28.2s
	mls	v23.2s, v10.2s, v23.2s
	mls	v31.2s, v22.2s, v27.2s
	mls	v30.4h, v31.4h, v5.4h
	mls	v21.4h, v14.4h, v11.4h
	mls	v3.4h, v21.4h, v10.4h
	mls	v16.4h, v16.4h, v24.4h
	mls	v19.4s, v18.4s, v9.4s
	mls	v6.4s, v28.4s, v21.4s
	mls	v18.4s, v12.4s, v4.4s
	mls	v12.4s, v1.4s, v15.4s
	mls	v0.8b, v10.8b, v7.8b
	mls	v16.8b, v7.8b, v18.8b
	mls	v7.8b, v0.8b, v14.8b
	mls	v16.8b, v29.8b, v19.8b
	mls	v8.8h, v19.8h, v24.8h
	mls	v14.8h, v5.8h, v6.8h
	mls	v25.8h, v23.8h, v7.8h
	mls	v12.8h, v30.8h, v21.8h
	movi	d0, #0xffffffff00ff00ff
	movi	d11, #0xffff00ff00ff00ff
	movi	d29, #0xff00ffff00ff00ff
	movi	d11, #0xff00ffff000000
	movi	v28.16b, #5
	movi	v1.16b, #97
	movi	v4.16b, #175
	movi	v16.16b, #56
	movi	v12.2d, #0xffffff0000ff00
	movi	v15.2d, #0xffffff0000000000
	movi	v9.2d, #0000000000000000
	movi	v25.2d, #0xffff00000000ff
	movi	v2.2s, #191
	movi	v4.2s, #232, lsl #24
	movi	v26.2s, #43, lsl #16
	movi	v25.2s, #136, lsl #8
	movi	v1.2s, #227, msl #16
	movi	v20.2s, #165, msl #16
	movi	v4.2s, #223, msl #8
	movi	v28.2s, #116, msl #8
	movi	v21.4h, #76, lsl #8
	movi	v10.4h, #60, lsl #8
	movi	v6.4h, #184
	movi	v20.4h, #181
	movi	v7.4s, #203
	movi	v0.4s, #1
	movi	v3.4s, #234
	movi	v19.4s, #0, lsl #8
	movi	v24.4s, #184, msl #16
	movi	v30.4s, #167, msl #8
	movi	v26.4s, #0, msl #8
	movi	v28.4s, #205, msl #16
	movi	v4.8b, #81
	movi	v30.8b, #67
	movi	v5.8b, #246
	movi	v24.8b, #1
	movi	v31.8h, #0, lsl #8
	movi	v11.8h, #227, lsl #8
	movi	v2.8h, #42
	movi	v24.8h, #27, lsl #8
	movk	w24, #48639
	movk	wzr, #14024
	movk	w4, #0, lsl #16
	movk	w1, #26819, lsl #16
	movk	x22, #42049, lsl #32
	movk	x17, #27452, lsl #48
	movk	x22, #16401, lsl #32
	movk	x16, #6162
	mov	w14, #-1757216769
	mov	w20, #-53100
	mov	w7, #-51410
	movn	w7, #65535
	mov	x25, #-185482457645057
	mov	x27, #-4150919169
	mov	x27, #-4294901761
	mov	x23, #-358599120329375745
	mov	w3, #48180
	mov	w23, #18035
	mov	w6, #-314245120
	mov	w0, #62236
	mov	x29, #209396835549184
	mov	x11, #3302752256
	mov	x12, #47571
	mov	x2, #5094
	mrs	x21, S3_1_C15_C9_3
	mrs	x21, SCTLR2_EL1
	mrs	x25, S3_2_C11_C15_3
	mrs	x6, PMEVTYPER7_EL0
	msr	ICC_CTLR_EL3, x0
	msr	S2_3_C15_C9_6, x5
	msr	S2_2_C11_C2_4, x14
	msr	S3_6_C15_C4_6, x30
	smstop	sm
	smstart	sm
	msr	PM, #1
	msr	PM, #0
	msr	SPSel, #9
	msr	DAIFClr, #10
	msr	DAIFClr, #3
	msr	DAIFClr, #10
	msub	w20, w10, w2, w10
	msub	w21, w6, w23, w20
	msub	w23, w4, w5, w6
	mneg	w23, w1, w26
	msub	x24, x5, x15, x19
	mneg	x14, x28, x29
	msub	x1, x8, x12, x20
	msub	x22, x23, x8, x29
	mul	v23.2s, v4.2s, v5.s[2]
	mul	v16.2s, v18.2s, v8.s[2]
	mul	v14.2s, v20.2s, v22.s[2]
	mul	v3.2s, v26.2s, v23.s[2]
	mul	v4.4h, v5.4h, v14.h[0]
	mul	v29.4h, v9.4h, v7.h[3]
	mul	v29.4h, v30.4h, v4.h[0]
	mul	v1.4h, v15.4h, v1.h[0]
	mul	v12.4s, v9.4s, v2.s[1]
	mul	v27.4s, v2.4s, v14.s[1]
	mul	v24.4s, v15.4s, v31.s[1]
	mul	v12.4s, v24.4s, v14.s[0]
	mul	v21.8h, v22.8h, v10.h[0]
	mul	v2.8h, v10.8h, v6.h[6]
	mul	v19.8h, v24.8h, v12.h[5]
	mul	v6.8h, v2.8h, v6.h[1]
	mul	v24.16b, v8.16b, v0.16b
	mul	v4.16b, v18.16b, v23.16b
	mul	v4.16b, v6.16b, v4.16b
	mul	v19.16b, v15.16b, v17.16b
	mul	v16.2s, v14.2s, v11.2s
	mul	v23.2s, v17.2s, v26.2s
	mul	v28.2s, v25.2s, v5.2s
	mul	v5.2s, v23.2s, v16.2s
	mul	v17.4h, v22.4h, v29.4h
	mul	v1.4h, v4.4h, v12.4h
	mul	v24.4h, v28.4h, v2.4h
	mul	v9.4h, v2.4h, v18.4h
	mul	v9.4s, v15.4s, v26.4s
	mul	v2.4s, v0.4s, v20.4s
	mul	v10.4s, v4.4s, v11.4s
	mul	v24.4s, v7.4s, v6.4s
	mul	v1.8b, v13.8b, v18.8b
	mul	v7.8b, v2.8b, v28.8b
	mul	v4.8b, v5.8b, v15.8b
	mul	v13.8b, v28.8b, v16.8b
	mul	v23.8h, v5.8h, v13.8h
	mul	v7.8h, v13.8h, v9.8h
	mul	v12.8h, v10.8h, v15.8h
	mul	v24.8h, v24.8h, v1.8h
	mvni	v25.2s, #10
	mvni	v8.2s, #177, lsl #8
	mvni	v1.2s, #2, lsl #16
	mvni	v1.2s, #255
	mvni	v16.2s, #92, msl #8
	mvni	v16.2s, #1, msl #16
	mvni	v29.2s, #154, msl #16
	mvni	v22.2s, #243, msl #8
	mvni	v23.4h, #2
	mvni	v25.4h, #47, lsl #8
	mvni	v31.4h, #133
	mvni	v29.4h, #37, lsl #8
	mvni	v8.4s, #255, lsl #16
	mvni	v4.4s, #0
	mvni	v24.4s, #198
	mvni	v20.4s, #204, lsl #8
	mvni	v15.4s, #220, msl #8
	mvni	v25.4s, #75, msl #8
	mvni	v11.4s, #0, msl #8
	mvni	v26.4s, #113, msl #16
	mvni	v24.8h, #180, lsl #8
	mvni	v13.8h, #66
	mvni	v5.8h, #126, lsl #8
	mvni	v1.8h, #40
	neg	d31, d6
	neg	d29, d10
	neg	d15, d2
	neg	d15, d4
	neg	v5.16b, v20.16b
	neg	v22.16b, v7.16b
	neg	v17.16b, v7.16b
	neg	v14.16b, v25.16b
	neg	v15.2d, v3.2d
	neg	v2.2d, v8.2d
	neg	v25.2d, v6.2d
	neg	v0.2d, v20.2d
	neg	v30.2s, v29.2s
	neg	v4.2s, v8.2s
	neg	v29.2s, v13.2s
	neg	v3.2s, v1.2s
	neg	v15.4h, v18.4h
	neg	v15.4h, v27.4h
	neg	v10.4h, v8.4h
	neg	v25.4h, v30.4h
	neg	v12.4s, v15.4s
	neg	v6.4s, v10.4s
	neg	v24.4s, v12.4s
	neg	v8.4s, v18.4s
	neg	v12.8b, v31.8b
	neg	v3.8b, v8.8b
	neg	v21.8b, v23.8b
	neg	v2.8b, v0.8b
	neg	v30.8h, v29.8h
	neg	v3.8h, v26.8h
	neg	v24.8h, v24.8h
	neg	v4.8h, v18.8h
	mvn	v1.16b, v11.16b
	mvn	v25.16b, v25.16b
	mvn	v18.16b, v5.16b
	mvn	v21.16b, v2.16b
	mvn	v17.8b, v15.8b
	mvn	v6.8b, v9.8b
	mvn	v1.8b, v9.8b
	mvn	v23.8b, v5.8b
	orn	w18, w1, w16, asr #0
	orn	w19, w9, w1, lsl #31
	orn	w11, w20, w21, lsl #29
	orn	w27, w23, w21, asr #1
	orn	x13, x8, x23, lsr #27
	mvn	x23, x5, lsr #7
	mvn	x22, x6, lsr #25
	orn	x6, x18, x19, lsr #0
	orn	v24.16b, v29.16b, v18.16b
	orn	v13.16b, v27.16b, v6.16b
	orn	v20.16b, v7.16b, v24.16b
	orn	v2.16b, v24.16b, v7.16b
	orn	v9.8b, v30.8b, v29.8b
	orn	v6.8b, v10.8b, v31.8b
	orn	v15.8b, v1.8b, v5.8b
	orn	v9.8b, v8.8b, v7.8b
	orr	w21, wzr, #0xfc0000
	mov	w5, #-33423871
	orr	w18, w9, #0x20202020
	orr	w16, w30, #0x100010
	mov	w6, w13
	orr	w5, w6, w27, lsl #28
	mov	w0, w24
	orr	w24, w22, w11, asr #23
	orr	x20, x17, #0xfc00007ffc00007f
	mov	x24, #-2170205185142300191
	orr	x3, x20, #0x5555555555555555
	orr	x12, x27, #0xe00000000000000
	orr	x30, x12, x8, lsl #63
	orr	x0, x29, x26, lsr #59
	orr	x11, x28, x28, ror #45
	orr	x2, x28, x30, ror #63
	orr	v30.2s, #122, lsl #16
	orr	v6.2s, #126, lsl #8
	orr	v21.2s, #215, lsl #16
	orr	v4.2s, #0, lsl #24
	orr	v26.4h, #1
	orr	v31.4h, #0
	orr	v14.4h, #149, lsl #8
	orr	v18.4h, #11
	orr	v31.4s, #242
	orr	v14.4s, #203, lsl #8
	orr	v24.4s, #47
	orr	v21.4s, #253, lsl #24
	orr	v25.8h, #209, lsl #8
	orr	v5.8h, #7
	orr	v22.8h, #48
	orr	v14.8h, #114
	orr	v29.16b, v0.16b, v22.16b
	mov	v8.16b, v2.16b
	orr	v3.16b, v19.16b, v21.16b
	mov	v12.16b, v11.16b
	orr	v9.8b, v29.8b, v30.8b
	mov	v21.8b, v6.8b
	orr	v19.8b, v31.8b, v10.8b
	mov	v12.8b, v10.8b
	pmull	v17.8h, v20.8b, v16.8b
	pmull	v8.8h, v30.8b, v17.8b
	pmull	v5.8h, v0.8b, v3.8b
	pmull	v22.8h, v11.8b, v29.8b
	pmull2	v8.8h, v20.16b, v16.16b
	pmull2	v30.8h, v12.16b, v16.16b
	pmull2	v2.8h, v9.16b, v23.16b
	pmull2	v2.8h, v29.16b, v23.16b
	pmul	v5.16b, v24.16b, v5.16b
	pmul	v21.16b, v29.16b, v21.16b
	pmul	v31.16b, v13.16b, v25.16b
	pmul	v30.16b, v23.16b, v18.16b
	pmul	v16.8b, v6.8b, v7.8b
	pmul	v24.8b, v31.8b, v24.8b
	pmul	v21.8b, v23.8b, v29.8b
	pmul	v7.8b, v12.8b, v23.8b
	prfm	pldl2strm, #754008
	prfm	pldl2strm, #-829776
	prfm	pldl1strm, #0
	prfm	pldl3strm, #1030524
	prfm	pstl2strm, [x19, w28, sxtw]
	prfm	plil3strm, [x29, w26, sxtw #3]
	prfm	pldl1strm, [x25, w22, uxtw]
	prfm	#23, [x18, w27, uxtw #3]
	prfm	pldl3strm, [x21, x20, sxtx]
	prfm	pstl2keep, [x4, x22]
	prfm	#14, [x20, x17, lsl #3]
	prfm	pstl2strm, [x23, x18]
	prfm	#25, [x30]
	prfm	pldl1keep, [x19]
	prfm	plil3keep, [x24, #4976]
	prfm	pldl3keep, [x30]
	prfum	pstl2strm, [x12, #40]
	prfum	pstl2strm, [x27, #-1]
	prfum	pstl2keep, [x6, #55]
	prfum	pstl3strm, [x12, #244]
	raddhn	v14.2s, v25.2d, v19.2d
	raddhn	v31.2s, v14.2d, v10.2d
	raddhn	v13.2s, v17.2d, v12.2d
	raddhn	v10.2s, v2.2d, v15.2d
	raddhn2	v1.4s, v16.2d, v11.2d
	raddhn2	v21.4s, v5.2d, v9.2d
	raddhn2	v17.4s, v17.2d, v14.2d
	raddhn2	v2.4s, v19.2d, v24.2d
	raddhn	v20.4h, v10.4s, v10.4s
	raddhn	v6.4h, v9.4s, v6.4s
	raddhn	v31.4h, v8.4s, v21.4s
	raddhn	v30.4h, v3.4s, v29.4s
	raddhn2	v5.8h, v19.4s, v15.4s
	raddhn2	v14.8h, v23.4s, v15.4s
	raddhn2	v19.8h, v5.4s, v18.4s
	raddhn2	v8.8h, v2.4s, v18.4s
	raddhn	v9.8b, v10.8h, v12.8h
	raddhn	v1.8b, v20.8h, v21.8h
	raddhn	v4.8b, v29.8h, v29.8h
	raddhn	v28.8b, v5.8h, v2.8h
	raddhn2	v16.16b, v8.8h, v21.8h
	raddhn2	v11.16b, v1.8h, v8.8h
	raddhn2	v29.16b, v17.8h, v27.8h
	raddhn2	v24.16b, v25.8h, v24.8h
	rbit	w20, w14
	rbit	w16, w25
	rbit	w14, w23
	rbit	w22, w6
	rbit	x9, x2
	rbit	x24, x28
	rbit	x20, x3
	rbit	x16, x23
	rbit	v6.16b, v19.16b
	rbit	v10.16b, v30.16b
	rbit	v14.16b, v25.16b
	rbit	v5.16b, v18.16b
	rbit	v0.8b, v0.8b
	rbit	v17.8b, v17.8b
	rbit	v11.8b, v15.8b
	rbit	v12.8b, v19.8b
	ret	x20
	ret
	ret
	ret	x0
	rev16	w7, w26
	rev16	w24, w4
	rev16	w18, w24
	rev16	w14, w4
	rev16	x7, x24
	rev16	x2, x11
	rev16	x1, x6
	rev16	x14, xzr
	rev16	v11.16b, v18.16b
	rev16	v26.16b, v8.16b
	rev16	v26.16b, v2.16b
	rev16	v29.16b, v16.16b
	rev16	v0.8b, v2.8b
	rev16	v8.8b, v12.8b
	rev16	v31.8b, v5.8b
	rev16	v12.8b, v1.8b
	rev32	x4, x25
	rev32	x15, x11
	rev32	x20, x6
	rev32	x29, x18
	rev32	v7.16b, v21.16b
	rev32	v9.16b, v18.16b
	rev32	v9.16b, v20.16b
	rev32	v28.16b, v12.16b
	rev32	v2.4h, v24.4h
	rev32	v30.4h, v13.4h
	rev32	v29.4h, v21.4h
	rev32	v7.4h, v2.4h
	rev32	v30.8b, v23.8b
	rev32	v19.8b, v27.8b
	rev32	v28.8b, v17.8b
	rev32	v19.8b, v17.8b
	rev32	v3.8h, v12.8h
	rev32	v1.8h, v14.8h
	rev32	v10.8h, v6.8h
	rev32	v20.8h, v5.8h
	rev64	v1.16b, v8.16b
	rev64	v19.16b, v28.16b
	rev64	v12.16b, v2.16b
	rev64	v23.16b, v18.16b
	rev64	v23.2s, v7.2s
	rev64	v8.2s, v28.2s
	rev64	v16.2s, v21.2s
	rev64	v27.2s, v14.2s
	rev64	v22.4h, v14.4h
	rev64	v20.4h, v10.4h
	rev64	v30.4h, v17.4h
	rev64	v11.4h, v18.4h
	rev64	v0.4s, v0.4s
	rev64	v4.4s, v1.4s
	rev64	v3.4s, v29.4s
	rev64	v27.4s, v28.4s
	rev64	v13.8b, v20.8b
	rev64	v12.8b, v20.8b
	rev64	v26.8b, v2.8b
	rev64	v15.8b, v15.8b
	rev64	v20.8h, v0.8h
	rev64	v1.8h, v21.8h
	rev64	v12.8h, v4.8h
	rev64	v3.8h, v12.8h
	rev	w4, w21
	rev	w22, w7
	rev	w16, w13
	rev	w14, w10
	rev	x4, x24
	rev	x1, x0
	rev	x7, x30
	rev	x22, x19
	ror	w12, w22, w24
	ror	w23, w7, w28
	ror	w5, w28, w27
	ror	w15, w10, w12
	ror	xzr, x13, x18
	ror	x26, x20, x16
	ror	x12, x23, x14
	ror	x18, x1, x23
	rprfm	#38, x5, [x15]
	rprfm	pstkeep, x3, [x4]
	rprfm	pststrm, x28, [x8]
	rprfm	#60, x0, [x8]
	rshrn	v7.2s, v21.2d, #9
	rshrn	v3.2s, v3.2d, #23
	rshrn	v16.2s, v14.2d, #19
	rshrn	v2.2s, v6.2d, #10
	rshrn2	v26.4s, v11.2d, #17
	rshrn2	v23.4s, v23.2d, #3
	rshrn2	v12.4s, v31.2d, #16
	rshrn2	v11.4s, v12.2d, #15
	rshrn	v6.4h, v6.4s, #16
	rshrn	v1.4h, v24.4s, #1
	rshrn	v5.4h, v27.4s, #4
	rshrn	v26.4h, v29.4s, #5
	rshrn2	v29.8h, v30.4s, #15
	rshrn2	v24.8h, v31.4s, #4
	rshrn2	v12.8h, v28.4s, #1
	rshrn2	v7.8h, v26.4s, #5
	rshrn	v8.8b, v18.8h, #5
	rshrn	v21.8b, v10.8h, #4
	rshrn	v18.8b, v27.8h, #8
	rshrn	v8.8b, v19.8h, #4
	rshrn2	v29.16b, v21.8h, #3
	rshrn2	v23.16b, v21.8h, #8
	rshrn2	v23.16b, v12.8h, #6
	rshrn2	v24.16b, v15.8h, #1
	rsubhn	v18.2s, v26.2d, v6.2d
	rsubhn	v14.2s, v25.2d, v3.2d
	rsubhn	v2.2s, v11.2d, v9.2d
	rsubhn	v27.2s, v20.2d, v16.2d
	rsubhn2	v8.4s, v8.2d, v25.2d
	rsubhn2	v8.4s, v10.2d, v31.2d
	rsubhn2	v4.4s, v30.2d, v11.2d
	rsubhn2	v29.4s, v29.2d, v8.2d
	rsubhn	v22.4h, v31.4s, v13.4s
	rsubhn	v4.4h, v5.4s, v5.4s
	rsubhn	v1.4h, v8.4s, v7.4s
	rsubhn	v14.4h, v4.4s, v3.4s
	rsubhn2	v2.8h, v1.4s, v0.4s
	rsubhn2	v6.8h, v27.4s, v2.4s
	rsubhn2	v30.8h, v7.4s, v1.4s
	rsubhn2	v0.8h, v5.4s, v16.4s
	rsubhn	v17.8b, v30.8h, v17.8h
	rsubhn	v17.8b, v26.8h, v11.8h
	rsubhn	v12.8b, v19.8h, v25.8h
	rsubhn	v1.8b, v5.8h, v30.8h
	rsubhn2	v29.16b, v24.8h, v21.8h
	rsubhn2	v27.16b, v6.8h, v21.8h
	rsubhn2	v24.16b, v1.8h, v27.8h
	rsubhn2	v10.16b, v18.8h, v20.8h
	sabal	v13.2d, v3.2s, v26.2s
	sabal	v22.2d, v28.2s, v31.2s
	sabal	v7.2d, v0.2s, v12.2s
	sabal	v6.2d, v0.2s, v23.2s
	sabal2	v30.2d, v15.4s, v29.4s
	sabal2	v27.2d, v27.4s, v23.4s
	sabal2	v20.2d, v27.4s, v14.4s
	sabal2	v5.2d, v17.4s, v24.4s
	sabal	v13.4s, v3.4h, v20.4h
	sabal	v11.4s, v9.4h, v21.4h
	sabal	v23.4s, v26.4h, v29.4h
	sabal	v30.4s, v6.4h, v11.4h
	sabal2	v23.4s, v22.8h, v30.8h
	sabal2	v16.4s, v9.8h, v20.8h
	sabal2	v15.4s, v24.8h, v20.8h
	sabal2	v14.4s, v12.8h, v5.8h
	sabal	v4.8h, v11.8b, v16.8b
	sabal	v14.8h, v8.8b, v25.8b
	sabal	v11.8h, v0.8b, v6.8b
	sabal	v28.8h, v5.8b, v16.8b
	sabal2	v30.8h, v23.16b, v3.16b
	sabal2	v4.8h, v15.16b, v23.16b
	sabal2	v10.8h, v12.16b, v8.16b
	sabal2	v17.8h, v28.16b, v14.16b
	saba	v7.16b, v18.16b, v11.16b
	saba	v19.16b, v28.16b, v8.16b
	saba	v8.16b, v15.16b, v1.16b
	saba	v20.16b, v9.16b, v5.16b
	saba	v2.2s, v8.2s, v27.2s
	saba	v21.2s, v10.2s, v5.2s
	saba	v21.2s, v4.2s, v29.2s
	saba	v0.2s, v16.2s, v12.2s
	saba	v14.4h, v4.4h, v12.4h
	saba	v9.4h, v19.4h, v28.4h
	saba	v16.4h, v12.4h, v24.4h
	saba	v2.4h, v21.4h, v12.4h
	saba	v31.4s, v6.4s, v3.4s
	saba	v5.4s, v16.4s, v31.4s
	saba	v12.4s, v13.4s, v25.4s
	saba	v12.4s, v18.4s, v4.4s
	saba	v22.8b, v4.8b, v9.8b
	saba	v20.8b, v13.8b, v25.8b
	saba	v20.8b, v31.8b, v5.8b
	saba	v9.8b, v27.8b, v22.8b
	saba	v16.8h, v4.8h, v28.8h
	saba	v27.8h, v30.8h, v2.8h
	saba	v26.8h, v6.8h, v4.8h
	saba	v13.8h, v15.8h, v26.8h
	sabdl	v21.2d, v20.2s, v3.2s
	sabdl	v19.2d, v25.2s, v14.2s
	sabdl	v1.2d, v19.2s, v24.2s
	sabdl	v17.2d, v23.2s, v30.2s
	sabdl2	v2.2d, v26.4s, v18.4s
	sabdl2	v30.2d, v23.4s, v10.4s
	sabdl2	v17.2d, v4.4s, v10.4s
	sabdl2	v22.2d, v19.4s, v14.4s
	sabdl	v16.4s, v15.4h, v31.4h
	sabdl	v1.4s, v25.4h, v10.4h
	sabdl	v11.4s, v6.4h, v0.4h
	sabdl	v19.4s, v29.4h, v13.4h
	sabdl2	v31.4s, v30.8h, v5.8h
	sabdl2	v18.4s, v27.8h, v31.8h
	sabdl2	v30.4s, v2.8h, v11.8h
	sabdl2	v9.4s, v0.8h, v2.8h
	sabdl	v4.8h, v13.8b, v18.8b
	sabdl	v4.8h, v20.8b, v26.8b
	sabdl	v18.8h, v8.8b, v9.8b
	sabdl	v17.8h, v26.8b, v16.8b
	sabdl2	v18.8h, v3.16b, v18.16b
	sabdl2	v19.8h, v23.16b, v5.16b
	sabdl2	v26.8h, v21.16b, v27.16b
	sabdl2	v14.8h, v9.16b, v26.16b
	sabd	v16.16b, v8.16b, v10.16b
	sabd	v30.16b, v18.16b, v1.16b
	sabd	v16.16b, v25.16b, v29.16b
	sabd	v8.16b, v13.16b, v10.16b
	sabd	v25.2s, v5.2s, v30.2s
	sabd	v28.2s, v30.2s, v6.2s
	sabd	v17.2s, v31.2s, v27.2s
	sabd	v29.2s, v8.2s, v4.2s
	sabd	v13.4h, v30.4h, v12.4h
	sabd	v14.4h, v10.4h, v27.4h
	sabd	v4.4h, v14.4h, v3.4h
	sabd	v15.4h, v26.4h, v13.4h
	sabd	v16.4s, v30.4s, v15.4s
	sabd	v9.4s, v5.4s, v7.4s
	sabd	v2.4s, v20.4s, v29.4s
	sabd	v14.4s, v3.4s, v2.4s
	sabd	v10.8b, v8.8b, v12.8b
	sabd	v5.8b, v1.8b, v14.8b
	sabd	v18.8b, v21.8b, v30.8b
	sabd	v23.8b, v21.8b, v25.8b
	sabd	v29.8h, v14.8h, v2.8h
	sabd	v1.8h, v8.8h, v12.8h
	sabd	v24.8h, v2.8h, v18.8h
	sabd	v30.8h, v6.8h, v24.8h
	sadalp	v18.1d, v17.2s
	sadalp	v28.1d, v13.2s
	sadalp	v10.1d, v20.2s
	sadalp	v20.1d, v31.2s
	sadalp	v17.2d, v28.4s
	sadalp	v20.2d, v2.4s
	sadalp	v9.2d, v13.4s
	sadalp	v10.2d, v19.4s
	sadalp	v30.2s, v4.4h
	sadalp	v7.2s, v29.4h
	sadalp	v13.2s, v24.4h
	sadalp	v24.2s, v4.4h
	sadalp	v27.4h, v16.8b
	sadalp	v25.4h, v9.8b
	sadalp	v16.4h, v13.8b
	sadalp	v5.4h, v13.8b
	sadalp	v1.4s, v14.8h
	sadalp	v31.4s, v3.8h
	sadalp	v27.4s, v24.8h
	sadalp	v16.4s, v3.8h
	sadalp	v19.8h, v21.16b
	sadalp	v22.8h, v25.16b
	sadalp	v25.8h, v31.16b
	sadalp	v21.8h, v31.16b
	saddlp	v23.1d, v30.2s
	saddlp	v1.1d, v21.2s
	saddlp	v3.1d, v29.2s
	saddlp	v3.1d, v11.2s
	saddlp	v27.2d, v15.4s
	saddlp	v26.2d, v6.4s
	saddlp	v31.2d, v0.4s
	saddlp	v19.2d, v7.4s
	saddlp	v26.2s, v15.4h
	saddlp	v1.2s, v2.4h
	saddlp	v30.2s, v26.4h
	saddlp	v21.2s, v14.4h
	saddlp	v14.4h, v12.8b
	saddlp	v27.4h, v23.8b
	saddlp	v12.4h, v12.8b
	saddlp	v27.4h, v31.8b
	saddlp	v25.4s, v13.8h
	saddlp	v9.4s, v11.8h
	saddlp	v23.4s, v1.8h
	saddlp	v21.4s, v29.8h
	saddlp	v23.8h, v13.16b
	saddlp	v20.8h, v14.16b
	saddlp	v26.8h, v26.16b
	saddlp	v21.8h, v28.16b
	saddlv	h17, v30.16b
	saddlv	h2, v29.16b
	saddlv	h10, v31.16b
	saddlv	h4, v6.16b
	saddlv	s26, v29.4h
	saddlv	s17, v16.4h
	saddlv	s17, v12.4h
	saddlv	s7, v17.4h
	saddlv	d5, v0.4s
	saddlv	d27, v6.4s
	saddlv	d29, v19.4s
	saddlv	d4, v18.4s
	saddlv	h8, v9.8b
	saddlv	h14, v5.8b
	saddlv	h7, v3.8b
	saddlv	h3, v27.8b
	saddlv	s21, v14.8h
	saddlv	s27, v20.8h
	saddlv	s14, v8.8h
	saddlv	s2, v27.8h
	saddl	v19.2d, v9.2s, v4.2s
	saddl	v0.2d, v13.2s, v19.2s
	saddl	v8.2d, v4.2s, v24.2s
	saddl	v0.2d, v24.2s, v21.2s
	saddl2	v28.2d, v0.4s, v30.4s
	saddl2	v30.2d, v24.4s, v30.4s
	saddl2	v8.2d, v16.4s, v6.4s
	saddl2	v25.2d, v18.4s, v15.4s
	saddl	v26.4s, v19.4h, v2.4h
	saddl	v0.4s, v16.4h, v5.4h
	saddl	v20.4s, v17.4h, v20.4h
	saddl	v23.4s, v13.4h, v27.4h
	saddl2	v16.4s, v3.8h, v16.8h
	saddl2	v11.4s, v12.8h, v15.8h
	saddl2	v22.4s, v5.8h, v16.8h
	saddl2	v26.4s, v29.8h, v28.8h
	saddl	v8.8h, v13.8b, v0.8b
	saddl	v14.8h, v14.8b, v13.8b
	saddl	v18.8h, v31.8b, v3.8b
	saddl	v28.8h, v6.8b, v7.8b
	saddl2	v14.8h, v21.16b, v25.16b
	saddl2	v14.8h, v28.16b, v15.16b
	saddl2	v2.8h, v15.16b, v12.16b
	saddl2	v21.8h, v5.16b, v3.16b
	saddw	v29.2d, v22.2d, v11.2s
	saddw	v29.2d, v10.2d, v21.2s
	saddw	v15.2d, v27.2d, v19.2s
	saddw	v0.2d, v19.2d, v16.2s
	saddw2	v30.2d, v30.2d, v8.4s
	saddw2	v8.2d, v25.2d, v19.4s
	saddw2	v13.2d, v18.2d, v7.4s
	saddw2	v15.2d, v16.2d, v23.4s
	saddw	v27.4s, v5.4s, v18.4h
	saddw	v21.4s, v23.4s, v17.4h
	saddw	v0.4s, v0.4s, v10.4h
	saddw	v2.4s, v30.4s, v10.4h
	saddw2	v14.4s, v12.4s, v14.8h
	saddw2	v12.4s, v10.4s, v23.8h
	saddw2	v28.4s, v25.4s, v4.8h
	saddw2	v13.4s, v17.4s, v6.8h
	saddw	v29.8h, v18.8h, v19.8b
	saddw	v25.8h, v9.8h, v6.8b
	saddw	v5.8h, v12.8h, v11.8b
	saddw	v7.8h, v11.8h, v27.8b
	saddw2	v14.8h, v17.8h, v20.16b
	saddw2	v3.8h, v1.8h, v30.16b
	saddw2	v27.8h, v14.8h, v31.16b
	saddw2	v16.8h, v8.8h, v0.16b
	sbcs	w17, w16, w24
	sbcs	w9, w28, w13
	sbcs	w14, w9, w26
	sbcs	w3, w13, w15
	ngcs	x23, x1
	ngcs	x4, x16
	sbcs	x5, x16, x16
	sbcs	x0, x20, x10
	sbc	w2, w10, w29
	sbc	w2, w25, w29
	sbc	w8, w7, w29
	sbc	w15, w21, w24
	sbc	x24, x4, x14
	sbc	x27, x14, x25
	sbc	x4, x3, x26
	sbc	x16, x17, x14
	sbfx	w28, w15, #7, #10
	sbfiz	w26, w10, #12, #6
	sbfx	w9, w10, #1, #27
	asr	w6, w14, #30
	sbfx	x4, x0, #34, #28
	sbfiz	x10, x15, #62, #1
	sbfiz	x12, x7, #13, #40
	sbfx	x10, x10, #0, #18
	scvtf	d5, w5
	scvtf	d11, w18
	scvtf	d4, w30
	scvtf	d0, w29
	scvtf	d18, w20, #28
	scvtf	d17, w21, #14
	scvtf	d31, w9, #17
	scvtf	d8, w24, #24
	scvtf	s26, w13
	scvtf	s3, w12
	scvtf	s19, w20
	scvtf	s20, w3
	scvtf	s19, w30, #21
	scvtf	s2, w20, #6
	scvtf	s27, w4, #29
	scvtf	s2, w28, #26
	scvtf	d19, x2
	scvtf	d20, x0
	scvtf	d24, x3
	scvtf	d0, x0
	scvtf	d21, x23, #12
	scvtf	d12, x30, #15
	scvtf	d13, x26, #47
	scvtf	d25, x16, #49
	scvtf	s31, x19
	scvtf	s28, x10
	scvtf	s25, x29
	scvtf	s0, x2
	scvtf	s21, x26, #1
	scvtf	s7, x17, #12
	scvtf	s29, x7, #64
	scvtf	s22, x24, #54
	scvtf	d17, d4, #40
	scvtf	d21, d6, #56
	scvtf	d10, d25, #12
	scvtf	d23, d19, #7
	scvtf	s10, s21, #2
	scvtf	s23, s6, #15
	scvtf	s4, s18, #1
	scvtf	s21, s29, #1
	scvtf	v22.2d, v31.2d, #1
	scvtf	v2.2d, v18.2d, #10
	scvtf	v8.2d, v25.2d, #30
	scvtf	v20.2d, v21.2d, #1
	scvtf	v13.2s, v21.2s, #31
	scvtf	v26.2s, v11.2s, #23
	scvtf	v25.2s, v16.2s, #24
	scvtf	v1.2s, v2.2s, #29
	scvtf	v30.4s, v0.4s, #1
	scvtf	v0.4s, v7.4s, #16
	scvtf	v0.4s, v3.4s, #6
	scvtf	v23.4s, v17.4s, #1
	scvtf	d21, d27
	scvtf	d19, d0
	scvtf	d4, d14
	scvtf	d31, d6
	scvtf	s18, s20
	scvtf	s21, s3
	scvtf	s28, s3
	scvtf	s4, s14
	scvtf	v4.2d, v21.2d
	scvtf	v0.2d, v19.2d
	scvtf	v27.2d, v14.2d
	scvtf	v16.2d, v6.2d
	scvtf	v30.2s, v26.2s
	scvtf	v22.2s, v25.2s
	scvtf	v12.2s, v13.2s
	scvtf	v18.2s, v27.2s
	scvtf	v26.4s, v30.4s
	scvtf	v13.4s, v20.4s
	scvtf	v6.4s, v22.4s
	scvtf	v20.4s, v10.4s
	sdiv	w8, w20, w12
	sdiv	w11, w23, w19
	sdiv	w3, w26, w29
	sdiv	w27, w21, w7
	sdiv	x29, x6, x17
	sdiv	x29, x21, x7
	sdiv	x26, x19, x12
	sdiv	x5, x11, x23
	shadd	v10.16b, v19.16b, v2.16b
	shadd	v26.16b, v29.16b, v7.16b
	shadd	v8.16b, v7.16b, v15.16b
	shadd	v7.16b, v14.16b, v21.16b
	shadd	v15.2s, v0.2s, v28.2s
	shadd	v19.2s, v10.2s, v23.2s
	shadd	v6.2s, v2.2s, v1.2s
	shadd	v7.2s, v0.2s, v8.2s
	shadd	v9.4h, v22.4h, v24.4h
	shadd	v12.4h, v2.4h, v17.4h
	shadd	v30.4h, v27.4h, v9.4h
	shadd	v31.4h, v15.4h, v12.4h
	shadd	v22.4s, v11.4s, v22.4s
	shadd	v16.4s, v0.4s, v0.4s
	shadd	v27.4s, v14.4s, v8.4s
	shadd	v6.4s, v30.4s, v15.4s
	shadd	v10.8b, v18.8b, v27.8b
	shadd	v19.8b, v2.8b, v16.8b
	shadd	v23.8b, v8.8b, v5.8b
	shadd	v31.8b, v10.8b, v13.8b
	shadd	v5.8h, v19.8h, v15.8h
	shadd	v6.8h, v1.8h, v15.8h
	shadd	v20.8h, v16.8h, v28.8h
	shadd	v19.8h, v17.8h, v20.8h
	shll	v0.2d, v12.2s, #32
	shll	v20.2d, v14.2s, #32
	shll	v9.2d, v11.2s, #32
	shll	v8.2d, v23.2s, #32
	shll2	v1.2d, v26.4s, #32
	shll2	v21.2d, v13.4s, #32
	shll2	v0.2d, v12.4s, #32
	shll2	v31.2d, v25.4s, #32
	shll	v21.4s, v22.4h, #16
	shll	v4.4s, v20.4h, #16
	shll	v30.4s, v27.4h, #16
	shll	v30.4s, v21.4h, #16
	shll2	v1.4s, v12.8h, #16
	shll2	v4.4s, v24.8h, #16
	shll2	v3.4s, v3.8h, #16
	shll2	v7.4s, v6.8h, #16
	shll	v20.8h, v6.8b, #8
	shll	v14.8h, v5.8b, #8
	shll	v14.8h, v17.8b, #8
	shll	v2.8h, v4.8b, #8
	shll2	v15.8h, v7.16b, #8
	shll2	v12.8h, v23.16b, #8
	shll2	v22.8h, v18.16b, #8
	shll2	v11.8h, v25.16b, #8
	shl	d3, d17, #18
	shl	d30, d29, #44
	shl	d3, d17, #32
	shl	d6, d16, #49
	shl	v3.16b, v3.16b, #1
	shl	v14.16b, v17.16b, #2
	shl	v8.16b, v1.16b, #7
	shl	v30.16b, v5.16b, #2
	shl	v2.2d, v31.2d, #26
	shl	v22.2d, v14.2d, #56
	shl	v19.2d, v18.2d, #48
	shl	v28.2d, v17.2d, #63
	shl	v6.2s, v21.2s, #12
	shl	v20.2s, v1.2s, #5
	shl	v1.2s, v13.2s, #30
	shl	v1.2s, v1.2s, #30
	shl	v24.4h, v4.4h, #15
	shl	v23.4h, v12.4h, #5
	shl	v26.4h, v28.4h, #5
	shl	v18.4h, v24.4h, #8
	shl	v6.4s, v15.4s, #26
	shl	v31.4s, v9.4s, #30
	shl	v0.4s, v1.4s, #15
	shl	v23.4s, v28.4s, #0
	shl	v23.8b, v29.8b, #3
	shl	v26.8b, v1.8b, #5
	shl	v3.8b, v24.8b, #0
	shl	v4.8b, v4.8b, #0
	shl	v15.8h, v21.8h, #15
	shl	v10.8h, v5.8h, #11
	shl	v6.8h, v30.8h, #0
	shl	v16.8h, v0.8h, #9
	shrn	v2.2s, v24.2d, #15
	shrn	v11.2s, v12.2d, #11
	shrn	v3.2s, v6.2d, #3
	shrn	v25.2s, v26.2d, #15
	shrn2	v8.4s, v20.2d, #32
	shrn2	v2.4s, v8.2d, #10
	shrn2	v15.4s, v14.2d, #21
	shrn2	v30.4s, v5.2d, #11
	shrn	v16.4h, v15.4s, #4
	shrn	v26.4h, v18.4s, #7
	shrn	v7.4h, v6.4s, #12
	shrn	v4.4h, v10.4s, #1
	shrn2	v1.8h, v5.4s, #9
	shrn2	v11.8h, v31.4s, #1
	shrn2	v14.8h, v15.4s, #13
	shrn2	v31.8h, v11.4s, #8
	shrn	v4.8b, v11.8h, #8
	shrn	v26.8b, v9.8h, #4
	shrn	v2.8b, v3.8h, #1
	shrn	v2.8b, v7.8h, #6
	shrn2	v3.16b, v5.8h, #4
	shrn2	v20.16b, v22.8h, #1
	shrn2	v4.16b, v13.8h, #7
	shrn2	v22.16b, v29.8h, #8
	shsub	v2.16b, v26.16b, v17.16b
	shsub	v25.16b, v29.16b, v26.16b
	shsub	v23.16b, v2.16b, v24.16b
	shsub	v20.16b, v16.16b, v7.16b
	shsub	v25.2s, v4.2s, v2.2s
	shsub	v26.2s, v27.2s, v17.2s
	shsub	v10.2s, v26.2s, v10.2s
	shsub	v5.2s, v13.2s, v0.2s
	shsub	v20.4h, v9.4h, v18.4h
	shsub	v30.4h, v17.4h, v27.4h
	shsub	v21.4h, v6.4h, v12.4h
	shsub	v22.4h, v29.4h, v0.4h
	shsub	v9.4s, v20.4s, v1.4s
	shsub	v30.4s, v4.4s, v12.4s
	shsub	v15.4s, v6.4s, v20.4s
	shsub	v28.4s, v16.4s, v14.4s
	shsub	v5.8b, v11.8b, v28.8b
	shsub	v24.8b, v21.8b, v3.8b
	shsub	v8.8b, v11.8b, v21.8b
	shsub	v19.8b, v3.8b, v10.8b
	shsub	v0.8h, v6.8h, v8.8h
	shsub	v23.8h, v20.8h, v16.8h
	shsub	v3.8h, v29.8h, v21.8h
	shsub	v5.8h, v3.8h, v17.8h
	sli	d12, d28, #0
	sli	d4, d3, #27
	sli	d13, d19, #63
	sli	d25, d4, #46
	sli	v23.16b, v10.16b, #7
	sli	v16.16b, v10.16b, #2
	sli	v27.16b, v0.16b, #4
	sli	v31.16b, v11.16b, #3
	sli	v20.2d, v20.2d, #38
	sli	v24.2d, v6.2d, #0
	sli	v20.2d, v2.2d, #46
	sli	v27.2d, v6.2d, #1
	sli	v29.2s, v6.2s, #2
	sli	v7.2s, v24.2s, #31
	sli	v27.2s, v12.2s, #22
	sli	v2.2s, v15.2s, #14
	sli	v28.4h, v13.4h, #14
	sli	v30.4h, v22.4h, #0
	sli	v24.4h, v14.4h, #7
	sli	v9.4h, v22.4h, #0
	sli	v25.4s, v19.4s, #6
	sli	v5.4s, v0.4s, #20
	sli	v2.4s, v14.4s, #20
	sli	v20.4s, v6.4s, #0
	sli	v10.8b, v9.8b, #0
	sli	v21.8b, v5.8b, #4
	sli	v2.8b, v19.8b, #7
	sli	v16.8b, v3.8b, #3
	sli	v27.8h, v0.8h, #15
	sli	v13.8h, v11.8h, #1
	sli	v5.8h, v14.8h, #2
	sli	v2.8h, v3.8h, #9
	smull	x24, w14, w18
	smaddl	x30, w17, w20, x7
	smull	x11, w23, w10
	smaddl	x30, w22, w30, x19
	smaxp	v26.16b, v10.16b, v3.16b
	smaxp	v9.16b, v17.16b, v22.16b
	smaxp	v21.16b, v13.16b, v14.16b
	smaxp	v26.16b, v15.16b, v10.16b
	smaxp	v3.2s, v28.2s, v23.2s
	smaxp	v4.2s, v5.2s, v29.2s
	smaxp	v1.2s, v15.2s, v24.2s
	smaxp	v13.2s, v21.2s, v0.2s
	smaxp	v24.4h, v3.4h, v13.4h
	smaxp	v9.4h, v9.4h, v18.4h
	smaxp	v5.4h, v16.4h, v5.4h
	smaxp	v25.4h, v15.4h, v24.4h
	smaxp	v22.4s, v24.4s, v17.4s
	smaxp	v4.4s, v9.4s, v23.4s
	smaxp	v31.4s, v21.4s, v8.4s
	smaxp	v16.4s, v29.4s, v31.4s
	smaxp	v9.8b, v28.8b, v27.8b
	smaxp	v19.8b, v19.8b, v7.8b
	smaxp	v28.8b, v5.8b, v8.8b
	smaxp	v29.8b, v1.8b, v8.8b
	smaxp	v3.8h, v21.8h, v21.8h
	smaxp	v12.8h, v1.8h, v1.8h
	smaxp	v12.8h, v15.8h, v28.8h
	smaxp	v1.8h, v29.8h, v18.8h
	smaxv	b13, v9.16b
	smaxv	b3, v23.16b
	smaxv	b17, v15.16b
	smaxv	b19, v26.16b
	smaxv	h7, v30.4h
	smaxv	h12, v16.4h
	smaxv	h22, v25.4h
	smaxv	h7, v28.4h
	smaxv	s26, v11.4s
	smaxv	s1, v0.4s
	smaxv	s4, v17.4s
	smaxv	s11, v1.4s
	smaxv	b30, v29.8b
	smaxv	b0, v23.8b
	smaxv	b12, v10.8b
	smaxv	b16, v30.8b
	smaxv	h11, v6.8h
	smaxv	h1, v14.8h
	smaxv	h1, v8.8h
	smaxv	h14, v0.8h
	smax	v3.16b, v28.16b, v25.16b
	smax	v0.16b, v20.16b, v16.16b
	smax	v5.16b, v5.16b, v22.16b
	smax	v25.16b, v0.16b, v23.16b
	smax	v25.2s, v26.2s, v30.2s
	smax	v23.2s, v15.2s, v24.2s
	smax	v3.2s, v22.2s, v16.2s
	smax	v24.2s, v28.2s, v4.2s
	smax	v26.4h, v25.4h, v11.4h
	smax	v3.4h, v6.4h, v14.4h
	smax	v14.4h, v24.4h, v19.4h
	smax	v23.4h, v27.4h, v29.4h
	smax	v28.4s, v29.4s, v14.4s
	smax	v2.4s, v2.4s, v23.4s
	smax	v31.4s, v10.4s, v17.4s
	smax	v8.4s, v31.4s, v4.4s
	smax	v19.8b, v5.8b, v19.8b
	smax	v30.8b, v9.8b, v17.8b
	smax	v5.8b, v25.8b, v11.8b
	smax	v4.8b, v3.8b, v14.8b
	smax	v16.8h, v8.8h, v29.8h
	smax	v8.8h, v16.8h, v26.8h
	smax	v21.8h, v17.8h, v30.8h
	smax	v19.8h, v0.8h, v5.8h
	smc	#0x93e0
	smc	#0
	smc	#0
	smc	#0xc34b
	sminp	v6.16b, v31.16b, v17.16b
	sminp	v19.16b, v17.16b, v8.16b
	sminp	v2.16b, v8.16b, v3.16b
	sminp	v14.16b, v28.16b, v15.16b
	sminp	v17.2s, v29.2s, v2.2s
	sminp	v11.2s, v21.2s, v16.2s
	sminp	v0.2s, v20.2s, v3.2s
	sminp	v9.2s, v9.2s, v31.2s
	sminp	v6.4h, v17.4h, v3.4h
	sminp	v21.4h, v6.4h, v24.4h
	sminp	v30.4h, v18.4h, v26.4h
	sminp	v5.4h, v16.4h, v2.4h
	sminp	v19.4s, v13.4s, v21.4s
	sminp	v5.4s, v3.4s, v1.4s
	sminp	v0.4s, v23.4s, v22.4s
	sminp	v14.4s, v30.4s, v12.4s
	sminp	v20.8b, v9.8b, v18.8b
	sminp	v14.8b, v31.8b, v10.8b
	sminp	v4.8b, v16.8b, v18.8b
	sminp	v19.8b, v30.8b, v9.8b
	sminp	v25.8h, v27.8h, v9.8h
	sminp	v23.8h, v10.8h, v5.8h
	sminp	v17.8h, v1.8h, v22.8h
	sminp	v5.8h, v2.8h, v28.8h
	sminv	b4, v6.16b
	sminv	b12, v6.16b
	sminv	b23, v27.16b
	sminv	b27, v0.16b
	sminv	h23, v25.4h
	sminv	h24, v16.4h
	sminv	h17, v25.4h
	sminv	h0, v27.4h
	sminv	s17, v17.4s
	sminv	s17, v20.4s
	sminv	s27, v24.4s
	sminv	s18, v21.4s
	sminv	b28, v7.8b
	sminv	b11, v23.8b
	sminv	b25, v25.8b
	sminv	b8, v15.8b
	sminv	h23, v10.8h
	sminv	h18, v24.8h
	sminv	h25, v1.8h
	sminv	h21, v15.8h
	smin	v20.16b, v31.16b, v12.16b
	smin	v13.16b, v2.16b, v8.16b
	smin	v3.16b, v16.16b, v12.16b
	smin	v19.16b, v1.16b, v19.16b
	smin	v19.2s, v31.2s, v17.2s
	smin	v29.2s, v20.2s, v6.2s
	smin	v11.2s, v8.2s, v28.2s
	smin	v22.2s, v15.2s, v27.2s
	smin	v31.4h, v18.4h, v29.4h
	smin	v1.4h, v23.4h, v14.4h
	smin	v5.4h, v0.4h, v20.4h
	smin	v24.4h, v18.4h, v23.4h
	smin	v6.4s, v8.4s, v0.4s
	smin	v24.4s, v14.4s, v29.4s
	smin	v11.4s, v20.4s, v29.4s
	smin	v10.4s, v9.4s, v2.4s
	smin	v4.8b, v16.8b, v14.8b
	smin	v3.8b, v27.8b, v2.8b
	smin	v19.8b, v5.8b, v8.8b
	smin	v1.8b, v10.8b, v14.8b
	smin	v4.8h, v12.8h, v7.8h
	smin	v22.8h, v27.8h, v7.8h
	smin	v11.8h, v17.8h, v29.8h
	smin	v28.8h, v3.8h, v3.8h
	smlal	v14.2d, v6.2s, v7.s[3]
	smlal	v30.2d, v20.2s, v23.s[3]
	smlal	v10.2d, v1.2s, v19.s[1]
	smlal	v3.2d, v29.2s, v31.s[0]
	smlal2	v22.2d, v16.4s, v29.s[2]
	smlal2	v26.2d, v0.4s, v24.s[2]
	smlal2	v28.2d, v26.4s, v19.s[1]
	smlal2	v8.2d, v27.4s, v24.s[3]
	smlal	v23.4s, v10.4h, v13.h[3]
	smlal	v12.4s, v28.4h, v12.h[0]
	smlal	v21.4s, v13.4h, v5.h[6]
	smlal	v10.4s, v19.4h, v5.h[0]
	smlal2	v12.4s, v1.8h, v13.h[2]
	smlal2	v6.4s, v31.8h, v14.h[1]
	smlal2	v10.4s, v27.8h, v10.h[6]
	smlal2	v6.4s, v21.8h, v11.h[1]
	smlal	v21.2d, v5.2s, v19.2s
	smlal	v4.2d, v22.2s, v27.2s
	smlal	v18.2d, v10.2s, v22.2s
	smlal	v4.2d, v24.2s, v8.2s
	smlal2	v29.2d, v10.4s, v20.4s
	smlal2	v20.2d, v4.4s, v21.4s
	smlal2	v26.2d, v23.4s, v6.4s
	smlal2	v2.2d, v31.4s, v0.4s
	smlal	v20.4s, v2.4h, v26.4h
	smlal	v7.4s, v27.4h, v30.4h
	smlal	v28.4s, v28.4h, v16.4h
	smlal	v26.4s, v28.4h, v27.4h
	smlal2	v25.4s, v30.8h, v16.8h
	smlal2	v28.4s, v11.8h, v0.8h
	smlal2	v2.4s, v8.8h, v13.8h
	smlal2	v6.4s, v9.8h, v25.8h
	smlal	v0.8h, v12.8b, v24.8b
	smlal	v24.8h, v13.8b, v9.8b
	smlal	v0.8h, v7.8b, v3.8b
	smlal	v10.8h, v16.8b, v1.8b
	smlal2	v14.8h, v14.16b, v1.16b
	smlal2	v10.8h, v27.16b, v18.16b
	smlal2	v11.8h, v23.16b, v15.16b
	smlal2	v23.8h, v10.16b, v11.16b
	smlsl	v21.2d, v28.2s, v3.s[0]
	smlsl	v28.2d, v23.2s, v28.s[3]
	smlsl	v9.2d, v9.2s, v14.s[0]
	smlsl	v28.2d, v11.2s, v9.s[0]
	smlsl2	v13.2d, v26.4s, v31.s[3]
	smlsl2	v24.2d, v19.4s, v27.s[1]
	smlsl2	v11.2d, v7.4s, v8.s[2]
	smlsl2	v21.2d, v12.4s, v1.s[3]
	smlsl	v2.4s, v15.4h, v2.h[7]
	smlsl	v19.4s, v4.4h, v0.h[4]
	smlsl	v22.4s, v19.4h, v9.h[7]
	smlsl	v16.4s, v7.4h, v1.h[4]
	smlsl2	v4.4s, v21.8h, v8.h[1]
	smlsl2	v7.4s, v12.8h, v14.h[7]
	smlsl2	v17.4s, v11.8h, v12.h[0]
	smlsl2	v0.4s, v7.8h, v6.h[5]
	smlsl	v31.2d, v10.2s, v18.2s
	smlsl	v19.2d, v6.2s, v9.2s
	smlsl	v7.2d, v18.2s, v7.2s
	smlsl	v20.2d, v13.2s, v27.2s
	smlsl2	v17.2d, v3.4s, v22.4s
	smlsl2	v31.2d, v23.4s, v17.4s
	smlsl2	v31.2d, v25.4s, v2.4s
	smlsl2	v6.2d, v20.4s, v22.4s
	smlsl	v2.4s, v22.4h, v19.4h
	smlsl	v31.4s, v1.4h, v31.4h
	smlsl	v3.4s, v3.4h, v14.4h
	smlsl	v3.4s, v5.4h, v2.4h
	smlsl2	v27.4s, v2.8h, v6.8h
	smlsl2	v25.4s, v3.8h, v20.8h
	smlsl2	v14.4s, v7.8h, v7.8h
	smlsl2	v1.4s, v28.8h, v30.8h
	smlsl	v18.8h, v26.8b, v29.8b
	smlsl	v1.8h, v15.8b, v16.8b
	smlsl	v28.8h, v0.8b, v3.8b
	smlsl	v30.8h, v5.8b, v22.8b
	smlsl2	v28.8h, v9.16b, v11.16b
	smlsl2	v11.8h, v15.16b, v7.16b
	smlsl2	v17.8h, v4.16b, v12.16b
	smlsl2	v15.8h, v6.16b, v1.16b
	smov	w21, v16.b[1]
	smov	w9, v27.b[11]
	smov	w24, v22.b[8]
	smov	w26, v3.b[12]
	smov	w21, v21.h[6]
	smov	w27, v16.h[5]
	smov	w17, v26.h[0]
	smov	w20, v20.h[6]
	smov	x19, v22.b[9]
	smov	xzr, v5.b[7]
	smov	x5, v0.b[1]
	smov	x3, v29.b[0]
	smov	x23, v11.h[4]
	smov	x3, v25.h[3]
	smov	x2, v31.h[2]
	smov	x28, v9.h[0]
	smov	x2, v27.s[1]
	smov	x23, v18.s[2]
	smov	x3, v3.s[1]
	smov	x25, v29.s[1]
	smnegl	x20, w4, w14
	smsubl	x1, w10, w3, x16
	smsubl	x23, w11, w6, x23
	smsubl	x8, w15, w11, x0
	smulh	x28, x14, x15
	smulh	x9, x2, x9
	smulh	x2, xzr, x27
	smulh	x1, x18, x20
	smull	v18.2d, v16.2s, v31.s[0]
	smull	v13.2d, v12.2s, v18.s[1]
	smull	v24.2d, v12.2s, v6.s[1]
	smull	v4.2d, v8.2s, v14.s[1]
	smull2	v10.2d, v5.4s, v10.s[0]
	smull2	v8.2d, v23.4s, v19.s[3]
	smull2	v31.2d, v16.4s, v29.s[3]
	smull2	v25.2d, v0.4s, v15.s[2]
	smull	v23.4s, v17.4h, v1.h[5]
	smull	v25.4s, v21.4h, v4.h[6]
	smull	v25.4s, v18.4h, v3.h[0]
	smull	v25.4s, v13.4h, v7.h[0]
	smull2	v27.4s, v18.8h, v4.h[4]
	smull2	v1.4s, v12.8h, v3.h[2]
	smull2	v28.4s, v22.8h, v13.h[4]
	smull2	v19.4s, v12.8h, v8.h[7]
	smull	v7.2d, v26.2s, v19.2s
	smull	v14.2d, v27.2s, v23.2s
	smull	v4.2d, v12.2s, v9.2s
	smull	v18.2d, v4.2s, v2.2s
	smull2	v21.2d, v5.4s, v24.4s
	smull2	v6.2d, v1.4s, v22.4s
	smull2	v31.2d, v26.4s, v19.4s
	smull2	v0.2d, v19.4s, v3.4s
	smull	v30.4s, v23.4h, v23.4h
	smull	v4.4s, v11.4h, v13.4h
	smull	v8.4s, v24.4h, v19.4h
	smull	v25.4s, v21.4h, v22.4h
	smull2	v25.4s, v22.8h, v19.8h
	smull2	v16.4s, v29.8h, v7.8h
	smull2	v11.4s, v12.8h, v1.8h
	smull2	v29.4s, v3.8h, v22.8h
	smull	v2.8h, v5.8b, v28.8b
	smull	v1.8h, v21.8b, v14.8b
	smull	v26.8h, v13.8b, v5.8b
	smull	v7.8h, v14.8b, v22.8b
	smull2	v28.8h, v26.16b, v10.16b
	smull2	v8.8h, v19.16b, v8.16b
	smull2	v5.8h, v4.16b, v7.16b
	smull2	v15.8h, v18.16b, v30.16b
	sqabs	b6, b23
	sqabs	b20, b17
	sqabs	b29, b29
	sqabs	b20, b28
	sqabs	d14, d27
	sqabs	d21, d8
	sqabs	d29, d13
	sqabs	d11, d23
	sqabs	h8, h23
	sqabs	h15, h17
	sqabs	h5, h29
	sqabs	h6, h7
	sqabs	s6, s26
	sqabs	s24, s0
	sqabs	s13, s28
	sqabs	s4, s6
	sqabs	v26.16b, v24.16b
	sqabs	v14.16b, v16.16b
	sqabs	v31.16b, v10.16b
	sqabs	v30.16b, v20.16b
	sqabs	v12.2d, v22.2d
	sqabs	v31.2d, v12.2d
	sqabs	v0.2d, v6.2d
	sqabs	v13.2d, v29.2d
	sqabs	v3.2s, v4.2s
	sqabs	v19.2s, v15.2s
	sqabs	v16.2s, v3.2s
	sqabs	v31.2s, v3.2s
	sqabs	v26.4h, v22.4h
	sqabs	v1.4h, v26.4h
	sqabs	v10.4h, v2.4h
	sqabs	v26.4h, v7.4h
	sqabs	v2.4s, v19.4s
	sqabs	v17.4s, v7.4s
	sqabs	v9.4s, v0.4s
	sqabs	v22.4s, v3.4s
	sqabs	v26.8b, v15.8b
	sqabs	v23.8b, v14.8b
	sqabs	v26.8b, v17.8b
	sqabs	v17.8b, v17.8b
	sqabs	v8.8h, v10.8h
	sqabs	v24.8h, v11.8h
	sqabs	v4.8h, v31.8h
	sqabs	v31.8h, v19.8h
	sqadd	b4, b27, b29
	sqadd	b24, b25, b12
	sqadd	b26, b26, b21
	sqadd	b4, b18, b16
	sqadd	d14, d3, d1
	sqadd	d26, d14, d30
	sqadd	d29, d12, d13
	sqadd	d21, d25, d29
	sqadd	h0, h17, h3
	sqadd	h18, h18, h4
	sqadd	h11, h1, h15
	sqadd	h0, h11, h28
	sqadd	s10, s22, s15
	sqadd	s2, s2, s28
	sqadd	s7, s18, s29
	sqadd	s14, s31, s27
	sqadd	v12.16b, v0.16b, v5.16b
	sqadd	v18.16b, v3.16b, v21.16b
	sqadd	v8.16b, v24.16b, v23.16b
	sqadd	v10.16b, v4.16b, v21.16b
	sqadd	v25.2d, v7.2d, v23.2d
	sqadd	v4.2d, v23.2d, v23.2d
	sqadd	v22.2d, v6.2d, v19.2d
	sqadd	v21.2d, v15.2d, v1.2d
	sqadd	v23.2s, v15.2s, v25.2s
	sqadd	v9.2s, v28.2s, v25.2s
	sqadd	v10.2s, v26.2s, v12.2s
	sqadd	v21.2s, v27.2s, v29.2s
	sqadd	v2.4h, v8.4h, v0.4h
	sqadd	v5.4h, v3.4h, v19.4h
	sqadd	v29.4h, v4.4h, v21.4h
	sqadd	v24.4h, v9.4h, v2.4h
	sqadd	v27.4s, v0.4s, v7.4s
	sqadd	v24.4s, v7.4s, v20.4s
	sqadd	v16.4s, v30.4s, v8.4s
	sqadd	v15.4s, v22.4s, v12.4s
	sqadd	v22.8b, v13.8b, v22.8b
	sqadd	v11.8b, v26.8b, v8.8b
	sqadd	v30.8b, v24.8b, v13.8b
	sqadd	v29.8b, v28.8b, v27.8b
	sqadd	v28.8h, v31.8h, v17.8h
	sqadd	v3.8h, v12.8h, v8.8h
	sqadd	v17.8h, v1.8h, v14.8h
	sqadd	v11.8h, v28.8h, v29.8h
	sqdmlal	s31, h13, v13.h[1]
	sqdmlal	s31, h16, v10.h[0]
	sqdmlal	s28, h4, v13.h[0]
	sqdmlal	s27, h21, v0.h[6]
	sqdmlal	d1, s9, v27.s[0]
	sqdmlal	d19, s24, v11.s[3]
	sqdmlal	d8, s31, v12.s[0]
	sqdmlal	d19, s3, v14.s[0]
	sqdmlal	v25.2d, v18.2s, v3.s[1]
	sqdmlal	v11.2d, v19.2s, v30.s[0]
	sqdmlal	v15.2d, v3.2s, v7.s[3]
	sqdmlal	v11.2d, v18.2s, v24.s[0]
	sqdmlal2	v13.2d, v27.4s, v7.s[3]
	sqdmlal2	v13.2d, v8.4s, v0.s[0]
	sqdmlal2	v14.2d, v12.4s, v15.s[0]
	sqdmlal2	v30.2d, v5.4s, v5.s[3]
	sqdmlal	v28.4s, v8.4h, v3.h[7]
	sqdmlal	v17.4s, v19.4h, v10.h[6]
	sqdmlal	v2.4s, v1.4h, v10.h[5]
	sqdmlal	v26.4s, v9.4h, v14.h[0]
	sqdmlal2	v19.4s, v25.8h, v1.h[2]
	sqdmlal2	v26.4s, v25.8h, v13.h[3]
	sqdmlal2	v24.4s, v23.8h, v5.h[0]
	sqdmlal2	v25.4s, v3.8h, v2.h[1]
	sqdmlal	s12, h30, h9
	sqdmlal	s0, h23, h0
	sqdmlal	s24, h5, h7
	sqdmlal	s3, h26, h16
	sqdmlal	d6, s31, s10
	sqdmlal	d29, s4, s24
	sqdmlal	d23, s26, s3
	sqdmlal	d30, s31, s5
	sqdmlal	v7.2d, v17.2s, v12.2s
	sqdmlal	v4.2d, v15.2s, v14.2s
	sqdmlal	v2.2d, v11.2s, v2.2s
	sqdmlal	v1.2d, v29.2s, v15.2s
	sqdmlal2	v11.2d, v17.4s, v27.4s
	sqdmlal2	v14.2d, v18.4s, v19.4s
	sqdmlal2	v1.2d, v7.4s, v2.4s
	sqdmlal2	v28.2d, v6.4s, v18.4s
	sqdmlal	v26.4s, v3.4h, v0.4h
	sqdmlal	v31.4s, v13.4h, v29.4h
	sqdmlal	v17.4s, v27.4h, v28.4h
	sqdmlal	v18.4s, v5.4h, v8.4h
	sqdmlal2	v5.4s, v14.8h, v20.8h
	sqdmlal2	v19.4s, v23.8h, v16.8h
	sqdmlal2	v11.4s, v12.8h, v29.8h
	sqdmlal2	v9.4s, v27.8h, v9.8h
	sqdmlsl	s13, h13, v6.h[0]
	sqdmlsl	s10, h8, v0.h[2]
	sqdmlsl	s9, h27, v2.h[1]
	sqdmlsl	s14, h24, v0.h[0]
	sqdmlsl	d26, s0, v21.s[1]
	sqdmlsl	d2, s26, v18.s[3]
	sqdmlsl	d25, s31, v2.s[2]
	sqdmlsl	d24, s13, v12.s[0]
	sqdmlsl	v27.2d, v8.2s, v11.s[3]
	sqdmlsl	v2.2d, v22.2s, v26.s[1]
	sqdmlsl	v25.2d, v26.2s, v16.s[1]
	sqdmlsl	v24.2d, v16.2s, v4.s[3]
	sqdmlsl2	v26.2d, v15.4s, v4.s[0]
	sqdmlsl2	v15.2d, v14.4s, v2.s[0]
	sqdmlsl2	v9.2d, v28.4s, v31.s[3]
	sqdmlsl2	v7.2d, v17.4s, v16.s[1]
	sqdmlsl	v11.4s, v31.4h, v15.h[7]
	sqdmlsl	v24.4s, v25.4h, v12.h[4]
	sqdmlsl	v10.4s, v8.4h, v0.h[5]
	sqdmlsl	v10.4s, v22.4h, v2.h[5]
	sqdmlsl2	v26.4s, v13.8h, v2.h[7]
	sqdmlsl2	v8.4s, v13.8h, v9.h[6]
	sqdmlsl2	v25.4s, v17.8h, v12.h[0]
	sqdmlsl2	v5.4s, v25.8h, v12.h[1]
	sqdmlsl	s26, h3, h17
	sqdmlsl	s2, h29, h6
	sqdmlsl	s24, h26, h3
	sqdmlsl	s10, h27, h5
	sqdmlsl	d15, s30, s11
	sqdmlsl	d7, s24, s1
	sqdmlsl	d18, s31, s11
	sqdmlsl	d30, s30, s25
	sqdmlsl	v27.2d, v13.2s, v29.2s
	sqdmlsl	v16.2d, v15.2s, v11.2s
	sqdmlsl	v29.2d, v1.2s, v9.2s
	sqdmlsl	v13.2d, v24.2s, v9.2s
	sqdmlsl2	v21.2d, v1.4s, v13.4s
	sqdmlsl2	v14.2d, v9.4s, v4.4s
	sqdmlsl2	v28.2d, v0.4s, v22.4s
	sqdmlsl2	v5.2d, v2.4s, v0.4s
	sqdmlsl	v12.4s, v19.4h, v19.4h
	sqdmlsl	v2.4s, v15.4h, v19.4h
	sqdmlsl	v2.4s, v19.4h, v3.4h
	sqdmlsl	v4.4s, v6.4h, v19.4h
	sqdmlsl2	v5.4s, v8.8h, v12.8h
	sqdmlsl2	v19.4s, v23.8h, v31.8h
	sqdmlsl2	v15.4s, v1.8h, v24.8h
	sqdmlsl2	v10.4s, v2.8h, v8.8h
	sqdmulh	h29, h28, v1.h[4]
	sqdmulh	h15, h7, v5.h[7]
	sqdmulh	h30, h16, v15.h[6]
	sqdmulh	h7, h13, v11.h[6]
	sqdmulh	s12, s1, v12.s[1]
	sqdmulh	s20, s15, v7.s[3]
	sqdmulh	s9, s16, v26.s[0]
	sqdmulh	s2, s27, v4.s[0]
	sqdmulh	v29.2s, v4.2s, v15.s[1]
	sqdmulh	v29.2s, v15.2s, v7.s[3]
	sqdmulh	v19.2s, v22.2s, v24.s[1]
	sqdmulh	v30.2s, v1.2s, v13.s[0]
	sqdmulh	v2.4h, v11.4h, v4.h[1]
	sqdmulh	v16.4h, v0.4h, v2.h[2]
	sqdmulh	v22.4h, v11.4h, v15.h[4]
	sqdmulh	v4.4h, v2.4h, v6.h[2]
	sqdmulh	v2.4s, v3.4s, v24.s[1]
	sqdmulh	v22.4s, v14.4s, v6.s[1]
	sqdmulh	v12.4s, v0.4s, v26.s[0]
	sqdmulh	v11.4s, v21.4s, v27.s[2]
	sqdmulh	v29.8h, v23.8h, v11.h[2]
	sqdmulh	v20.8h, v18.8h, v3.h[1]
	sqdmulh	v4.8h, v31.8h, v12.h[0]
	sqdmulh	v22.8h, v20.8h, v11.h[1]
	sqdmulh	h10, h29, h26
	sqdmulh	h21, h3, h28
	sqdmulh	h17, h31, h18
	sqdmulh	h5, h31, h27
	sqdmulh	s16, s6, s4
	sqdmulh	s13, s9, s30
	sqdmulh	s8, s7, s22
	sqdmulh	s4, s21, s1
	sqdmulh	v29.2s, v15.2s, v11.2s
	sqdmulh	v9.2s, v25.2s, v4.2s
	sqdmulh	v24.2s, v9.2s, v7.2s
	sqdmulh	v1.2s, v22.2s, v26.2s
	sqdmulh	v19.4h, v13.4h, v7.4h
	sqdmulh	v26.4h, v26.4h, v25.4h
	sqdmulh	v31.4h, v22.4h, v8.4h
	sqdmulh	v10.4h, v27.4h, v18.4h
	sqdmulh	v31.4s, v22.4s, v3.4s
	sqdmulh	v8.4s, v29.4s, v18.4s
	sqdmulh	v20.4s, v10.4s, v27.4s
	sqdmulh	v0.4s, v10.4s, v12.4s
	sqdmulh	v0.8h, v3.8h, v8.8h
	sqdmulh	v27.8h, v28.8h, v7.8h
	sqdmulh	v2.8h, v16.8h, v20.8h
	sqdmulh	v5.8h, v12.8h, v24.8h
	sqdmull	s26, h1, v14.h[2]
	sqdmull	s12, h23, v10.h[4]
	sqdmull	s2, h23, v9.h[4]
	sqdmull	s0, h2, v15.h[1]
	sqdmull	d30, s4, v30.s[3]
	sqdmull	d13, s17, v15.s[2]
	sqdmull	d16, s3, v1.s[0]
	sqdmull	d2, s12, v18.s[2]
	sqdmull	v5.2d, v22.2s, v24.s[0]
	sqdmull	v23.2d, v20.2s, v13.s[2]
	sqdmull	v26.2d, v1.2s, v4.s[1]
	sqdmull	v4.2d, v7.2s, v18.s[3]
	sqdmull2	v4.2d, v8.4s, v15.s[0]
	sqdmull2	v6.2d, v4.4s, v24.s[0]
	sqdmull2	v2.2d, v22.4s, v15.s[3]
	sqdmull2	v6.2d, v2.4s, v0.s[0]
	sqdmull	v23.4s, v29.4h, v15.h[4]
	sqdmull	v9.4s, v22.4h, v0.h[0]
	sqdmull	v8.4s, v29.4h, v13.h[1]
	sqdmull	v18.4s, v12.4h, v14.h[5]
	sqdmull2	v16.4s, v23.8h, v11.h[7]
	sqdmull2	v13.4s, v3.8h, v7.h[1]
	sqdmull2	v23.4s, v8.8h, v7.h[6]
	sqdmull2	v20.4s, v17.8h, v12.h[6]
	sqdmull	s23, h22, h7
	sqdmull	s28, h17, h23
	sqdmull	s26, h18, h22
	sqdmull	s10, h5, h10
	sqdmull	d1, s12, s16
	sqdmull	d8, s11, s28
	sqdmull	d1, s22, s14
	sqdmull	d3, s9, s1
	sqdmull	v27.2d, v19.2s, v3.2s
	sqdmull	v18.2d, v8.2s, v26.2s
	sqdmull	v30.2d, v23.2s, v10.2s
	sqdmull	v10.2d, v1.2s, v11.2s
	sqdmull2	v30.2d, v31.4s, v16.4s
	sqdmull2	v31.2d, v30.4s, v24.4s
	sqdmull2	v10.2d, v15.4s, v8.4s
	sqdmull2	v26.2d, v8.4s, v31.4s
	sqdmull	v1.4s, v26.4h, v25.4h
	sqdmull	v19.4s, v6.4h, v11.4h
	sqdmull	v19.4s, v4.4h, v18.4h
	sqdmull	v11.4s, v28.4h, v11.4h
	sqdmull2	v26.4s, v26.8h, v25.8h
	sqdmull2	v6.4s, v0.8h, v18.8h
	sqdmull2	v18.4s, v30.8h, v13.8h
	sqdmull2	v1.4s, v14.8h, v25.8h
	sqneg	b8, b18
	sqneg	b8, b28
	sqneg	b5, b17
	sqneg	b20, b6
	sqneg	d20, d13
	sqneg	d27, d5
	sqneg	d8, d22
	sqneg	d2, d22
	sqneg	h31, h17
	sqneg	h17, h24
	sqneg	h12, h26
	sqneg	h21, h20
	sqneg	s26, s7
	sqneg	s10, s9
	sqneg	s28, s13
	sqneg	s3, s4
	sqneg	v27.16b, v24.16b
	sqneg	v14.16b, v31.16b
	sqneg	v18.16b, v7.16b
	sqneg	v23.16b, v19.16b
	sqneg	v14.2d, v10.2d
	sqneg	v6.2d, v16.2d
	sqneg	v20.2d, v17.2d
	sqneg	v29.2d, v10.2d
	sqneg	v7.2s, v8.2s
	sqneg	v9.2s, v26.2s
	sqneg	v26.2s, v25.2s
	sqneg	v10.2s, v0.2s
	sqneg	v7.4h, v10.4h
	sqneg	v0.4h, v7.4h
	sqneg	v13.4h, v25.4h
	sqneg	v28.4h, v24.4h
	sqneg	v28.4s, v11.4s
	sqneg	v29.4s, v23.4s
	sqneg	v20.4s, v24.4s
	sqneg	v31.4s, v17.4s
	sqneg	v29.8b, v13.8b
	sqneg	v10.8b, v0.8b
	sqneg	v6.8b, v31.8b
	sqneg	v23.8b, v31.8b
	sqneg	v1.8h, v7.8h
	sqneg	v25.8h, v21.8h
	sqneg	v27.8h, v31.8h
	sqneg	v0.8h, v9.8h
	sqrdmulh	h5, h26, v2.h[2]
	sqrdmulh	h18, h16, v10.h[2]
	sqrdmulh	h17, h31, v0.h[4]
	sqrdmulh	h25, h23, v12.h[5]
	sqrdmulh	s28, s6, v28.s[1]
	sqrdmulh	s18, s17, v6.s[2]
	sqrdmulh	s6, s3, v14.s[2]
	sqrdmulh	s2, s26, v3.s[3]
	sqrdmulh	v2.2s, v25.2s, v10.s[2]
	sqrdmulh	v17.2s, v4.2s, v13.s[1]
	sqrdmulh	v17.2s, v20.2s, v13.s[3]
	sqrdmulh	v15.2s, v25.2s, v13.s[3]
	sqrdmulh	v22.4h, v30.4h, v12.h[6]
	sqrdmulh	v23.4h, v12.4h, v15.h[7]
	sqrdmulh	v24.4h, v29.4h, v2.h[4]
	sqrdmulh	v10.4h, v27.4h, v1.h[2]
	sqrdmulh	v13.4s, v11.4s, v19.s[3]
	sqrdmulh	v11.4s, v4.4s, v23.s[0]
	sqrdmulh	v24.4s, v31.4s, v30.s[3]
	sqrdmulh	v30.4s, v21.4s, v22.s[1]
	sqrdmulh	v13.8h, v21.8h, v4.h[7]
	sqrdmulh	v29.8h, v11.8h, v1.h[0]
	sqrdmulh	v22.8h, v21.8h, v14.h[0]
	sqrdmulh	v7.8h, v19.8h, v1.h[0]
	sqrdmulh	h2, h12, h3
	sqrdmulh	h17, h31, h12
	sqrdmulh	h3, h1, h29
	sqrdmulh	h26, h18, h20
	sqrdmulh	s19, s18, s4
	sqrdmulh	s14, s10, s28
	sqrdmulh	s30, s22, s6
	sqrdmulh	s26, s28, s9
	sqrdmulh	v16.2s, v4.2s, v0.2s
	sqrdmulh	v8.2s, v19.2s, v9.2s
	sqrdmulh	v28.2s, v8.2s, v3.2s
	sqrdmulh	v21.2s, v0.2s, v17.2s
	sqrdmulh	v19.4h, v21.4h, v2.4h
	sqrdmulh	v29.4h, v17.4h, v17.4h
	sqrdmulh	v8.4h, v3.4h, v1.4h
	sqrdmulh	v25.4h, v15.4h, v18.4h
	sqrdmulh	v14.4s, v14.4s, v3.4s
	sqrdmulh	v25.4s, v7.4s, v25.4s
	sqrdmulh	v0.4s, v25.4s, v3.4s
	sqrdmulh	v29.4s, v26.4s, v26.4s
	sqrdmulh	v7.8h, v23.8h, v20.8h
	sqrdmulh	v7.8h, v13.8h, v0.8h
	sqrdmulh	v0.8h, v24.8h, v22.8h
	sqrdmulh	v13.8h, v24.8h, v23.8h
	sqrshl	b2, b0, b1
	sqrshl	b22, b2, b28
	sqrshl	b25, b19, b23
	sqrshl	b11, b6, b1
	sqrshl	d21, d13, d18
	sqrshl	d4, d17, d27
	sqrshl	d23, d5, d27
	sqrshl	d9, d26, d5
	sqrshl	h31, h27, h19
	sqrshl	h16, h16, h6
	sqrshl	h20, h1, h2
	sqrshl	h31, h11, h10
	sqrshl	s21, s27, s5
	sqrshl	s10, s11, s4
	sqrshl	s0, s20, s6
	sqrshl	s16, s10, s28
	sqrshl	v15.16b, v7.16b, v24.16b
	sqrshl	v27.16b, v29.16b, v0.16b
	sqrshl	v5.16b, v7.16b, v30.16b
	sqrshl	v22.16b, v29.16b, v25.16b
	sqrshl	v11.2d, v1.2d, v11.2d
	sqrshl	v7.2d, v6.2d, v23.2d
	sqrshl	v14.2d, v24.2d, v23.2d
	sqrshl	v18.2d, v23.2d, v20.2d
	sqrshl	v10.2s, v1.2s, v27.2s
	sqrshl	v15.2s, v24.2s, v2.2s
	sqrshl	v4.2s, v14.2s, v0.2s
	sqrshl	v31.2s, v8.2s, v2.2s
	sqrshl	v0.4h, v0.4h, v20.4h
	sqrshl	v21.4h, v19.4h, v2.4h
	sqrshl	v11.4h, v9.4h, v21.4h
	sqrshl	v18.4h, v23.4h, v27.4h
	sqrshl	v16.4s, v20.4s, v6.4s
	sqrshl	v27.4s, v6.4s, v28.4s
	sqrshl	v20.4s, v24.4s, v2.4s
	sqrshl	v0.4s, v28.4s, v8.4s
	sqrshl	v21.8b, v11.8b, v20.8b
	sqrshl	v13.8b, v4.8b, v27.8b
	sqrshl	v26.8b, v26.8b, v21.8b
	sqrshl	v18.8b, v8.8b, v17.8b
	sqrshl	v25.8h, v30.8h, v7.8h
	sqrshl	v4.8h, v21.8h, v25.8h
	sqrshl	v26.8h, v21.8h, v20.8h
	sqrshl	v9.8h, v6.8h, v30.8h
	sqrshrn	b2, h4, #7
	sqrshrn	b30, h26, #3
	sqrshrn	b11, h4, #8
	sqrshrn	b19, h3, #4
	sqrshrn	h31, s27, #1
	sqrshrn	h17, s27, #1
	sqrshrn	h31, s31, #10
	sqrshrn	h30, s14, #1
	sqrshrn	s0, d7, #30
	sqrshrn	s9, d22, #31
	sqrshrn	s16, d3, #13
	sqrshrn	s0, d11, #20
	sqrshrn	v12.2s, v11.2d, #29
	sqrshrn	v7.2s, v9.2d, #7
	sqrshrn	v24.2s, v10.2d, #1
	sqrshrn	v6.2s, v29.2d, #21
	sqrshrn2	v30.4s, v22.2d, #15
	sqrshrn2	v0.4s, v26.2d, #1
	sqrshrn2	v8.4s, v28.2d, #10
	sqrshrn2	v0.4s, v15.2d, #9
	sqrshrn	v31.4h, v28.4s, #8
	sqrshrn	v18.4h, v14.4s, #9
	sqrshrn	v27.4h, v2.4s, #4
	sqrshrn	v5.4h, v12.4s, #6
	sqrshrn2	v28.8h, v11.4s, #1
	sqrshrn2	v14.8h, v1.4s, #15
	sqrshrn2	v1.8h, v6.4s, #12
	sqrshrn2	v29.8h, v4.4s, #16
	sqrshrn	v6.8b, v7.8h, #1
	sqrshrn	v3.8b, v10.8h, #5
	sqrshrn	v20.8b, v6.8h, #6
	sqrshrn	v17.8b, v8.8h, #1
	sqrshrn2	v0.16b, v5.8h, #4
	sqrshrn2	v28.16b, v7.8h, #7
	sqrshrn2	v19.16b, v16.8h, #6
	sqrshrn2	v30.16b, v11.8h, #6
	sqrshrun	b6, h0, #6
	sqrshrun	b18, h1, #7
	sqrshrun	b27, h10, #4
	sqrshrun	b11, h18, #7
	sqrshrun	h22, s12, #16
	sqrshrun	h8, s5, #1
	sqrshrun	h8, s29, #16
	sqrshrun	h16, s0, #13
	sqrshrun	s5, d18, #16
	sqrshrun	s11, d16, #1
	sqrshrun	s20, d18, #6
	sqrshrun	s10, d10, #21
	sqrshrun	v14.2s, v28.2d, #29
	sqrshrun	v5.2s, v30.2d, #4
	sqrshrun	v7.2s, v8.2d, #24
	sqrshrun	v18.2s, v21.2d, #1
	sqrshrun2	v0.4s, v4.2d, #29
	sqrshrun2	v20.4s, v11.2d, #1
	sqrshrun2	v24.4s, v5.2d, #21
	sqrshrun2	v24.4s, v29.2d, #9
	sqrshrun	v19.4h, v28.4s, #16
	sqrshrun	v27.4h, v19.4s, #5
	sqrshrun	v16.4h, v30.4s, #5
	sqrshrun	v6.4h, v9.4s, #10
	sqrshrun2	v0.8h, v19.4s, #16
	sqrshrun2	v17.8h, v22.4s, #1
	sqrshrun2	v28.8h, v6.4s, #2
	sqrshrun2	v18.8h, v12.4s, #7
	sqrshrun	v16.8b, v23.8h, #1
	sqrshrun	v16.8b, v30.8h, #7
	sqrshrun	v22.8b, v13.8h, #1
	sqrshrun	v7.8b, v7.8h, #4
	sqrshrun2	v17.16b, v4.8h, #4
	sqrshrun2	v8.16b, v26.8h, #8
	sqrshrun2	v7.16b, v16.8h, #1
	sqrshrun2	v4.16b, v31.8h, #4
	sqshlu	b15, b17, #0
	sqshlu	b12, b0, #6
	sqshlu	b26, b6, #0
	sqshlu	b29, b16, #6
	sqshlu	d2, d31, #61
	sqshlu	d12, d22, #9
	sqshlu	d11, d18, #0
	sqshlu	d1, d2, #1
	sqshlu	h11, h3, #9
	sqshlu	h16, h30, #15
	sqshlu	h14, h13, #13
	sqshlu	h30, h2, #2
	sqshlu	s26, s25, #9
	sqshlu	s23, s25, #0
	sqshlu	s10, s31, #23
	sqshlu	s3, s18, #13
	sqshlu	v17.16b, v14.16b, #1
	sqshlu	v9.16b, v2.16b, #5
	sqshlu	v14.16b, v0.16b, #0
	sqshlu	v26.16b, v13.16b, #0
	sqshlu	v14.2d, v6.2d, #63
	sqshlu	v29.2d, v16.2d, #59
	sqshlu	v9.2d, v7.2d, #0
	sqshlu	v29.2d, v0.2d, #19
	sqshlu	v29.2s, v10.2s, #1
	sqshlu	v22.2s, v23.2s, #4
	sqshlu	v29.2s, v15.2s, #23
	sqshlu	v6.2s, v5.2s, #31
	sqshlu	v11.4h, v25.4h, #0
	sqshlu	v13.4h, v28.4h, #1
	sqshlu	v4.4h, v19.4h, #7
	sqshlu	v28.4h, v0.4h, #12
	sqshlu	v16.4s, v0.4s, #17
	sqshlu	v0.4s, v31.4s, #13
	sqshlu	v14.4s, v4.4s, #0
	sqshlu	v19.4s, v28.4s, #6
	sqshlu	v1.8b, v24.8b, #6
	sqshlu	v14.8b, v11.8b, #7
	sqshlu	v21.8b, v2.8b, #5
	sqshlu	v1.8b, v19.8b, #2
	sqshlu	v29.8h, v29.8h, #1
	sqshlu	v3.8h, v27.8h, #13
	sqshlu	v20.8h, v31.8h, #11
	sqshlu	v0.8h, v29.8h, #6
	sqshl	b5, b28, #7
	sqshl	b19, b6, #0
	sqshl	b31, b6, #0
	sqshl	b2, b22, #0
	sqshl	d1, d26, #37
	sqshl	d2, d12, #1
	sqshl	d30, d28, #51
	sqshl	d31, d29, #42
	sqshl	h10, h17, #3
	sqshl	h18, h6, #0
	sqshl	h22, h22, #3
	sqshl	h12, h3, #2
	sqshl	s13, s11, #0
	sqshl	s0, s2, #3
	sqshl	s7, s24, #3
	sqshl	s23, s31, #16
	sqshl	v21.16b, v14.16b, #5
	sqshl	v6.16b, v25.16b, #7
	sqshl	v3.16b, v1.16b, #7
	sqshl	v25.16b, v19.16b, #5
	sqshl	v31.2d, v10.2d, #24
	sqshl	v9.2d, v28.2d, #0
	sqshl	v20.2d, v31.2d, #1
	sqshl	v1.2d, v24.2d, #17
	sqshl	v7.2s, v17.2s, #25
	sqshl	v10.2s, v25.2s, #22
	sqshl	v15.2s, v30.2s, #6
	sqshl	v2.2s, v29.2s, #6
	sqshl	v4.4h, v27.4h, #2
	sqshl	v3.4h, v24.4h, #1
	sqshl	v26.4h, v11.4h, #5
	sqshl	v28.4h, v20.4h, #8
	sqshl	v15.4s, v22.4s, #15
	sqshl	v20.4s, v26.4s, #25
	sqshl	v6.4s, v25.4s, #17
	sqshl	v0.4s, v27.4s, #30
	sqshl	v28.8b, v10.8b, #5
	sqshl	v27.8b, v14.8b, #6
	sqshl	v17.8b, v20.8b, #0
	sqshl	v3.8b, v27.8b, #1
	sqshl	v25.8h, v31.8h, #15
	sqshl	v19.8h, v8.8h, #7
	sqshl	v5.8h, v12.8h, #6
	sqshl	v18.8h, v7.8h, #14
	sqshl	b12, b9, b0
	sqshl	b3, b12, b14
	sqshl	b1, b14, b31
	sqshl	b30, b11, b14
	sqshl	d13, d7, d4
	sqshl	d17, d7, d16
	sqshl	d28, d12, d27
	sqshl	d17, d16, d13
	sqshl	h16, h27, h26
	sqshl	h0, h17, h14
	sqshl	h25, h12, h20
	sqshl	h20, h13, h18
	sqshl	s22, s14, s0
	sqshl	s23, s20, s21
	sqshl	s22, s26, s31
	sqshl	s29, s7, s4
	sqshl	v19.16b, v23.16b, v17.16b
	sqshl	v27.16b, v29.16b, v19.16b
	sqshl	v21.16b, v9.16b, v15.16b
	sqshl	v3.16b, v30.16b, v15.16b
	sqshl	v31.2d, v26.2d, v17.2d
	sqshl	v3.2d, v16.2d, v2.2d
	sqshl	v31.2d, v24.2d, v21.2d
	sqshl	v24.2d, v7.2d, v20.2d
	sqshl	v9.2s, v9.2s, v18.2s
	sqshl	v22.2s, v13.2s, v31.2s
	sqshl	v8.2s, v17.2s, v22.2s
	sqshl	v29.2s, v9.2s, v6.2s
	sqshl	v31.4h, v21.4h, v26.4h
	sqshl	v30.4h, v8.4h, v30.4h
	sqshl	v20.4h, v31.4h, v22.4h
	sqshl	v28.4h, v25.4h, v13.4h
	sqshl	v9.4s, v7.4s, v21.4s
	sqshl	v2.4s, v20.4s, v11.4s
	sqshl	v13.4s, v9.4s, v23.4s
	sqshl	v29.4s, v6.4s, v31.4s
	sqshl	v22.8b, v26.8b, v16.8b
	sqshl	v9.8b, v23.8b, v23.8b
	sqshl	v12.8b, v22.8b, v30.8b
	sqshl	v11.8b, v1.8b, v15.8b
	sqshl	v12.8h, v22.8h, v14.8h
	sqshl	v1.8h, v0.8h, v12.8h
	sqshl	v14.8h, v20.8h, v4.8h
	sqshl	v23.8h, v19.8h, v3.8h
	sqshrn	b10, h2, #7
	sqshrn	b1, h7, #7
	sqshrn	b15, h26, #1
	sqshrn	b14, h8, #1
	sqshrn	h19, s28, #11
	sqshrn	h17, s20, #1
	sqshrn	h14, s28, #1
	sqshrn	h25, s2, #14
	sqshrn	s17, d13, #32
	sqshrn	s1, d2, #1
	sqshrn	s18, d3, #1
	sqshrn	s0, d10, #23
	sqshrn	v2.2s, v28.2d, #1
	sqshrn	v20.2s, v23.2d, #23
	sqshrn	v29.2s, v28.2d, #22
	sqshrn	v1.2s, v11.2d, #20
	sqshrn2	v25.4s, v26.2d, #8
	sqshrn2	v21.4s, v13.2d, #7
	sqshrn2	v28.4s, v26.2d, #1
	sqshrn2	v26.4s, v21.2d, #18
	sqshrn	v6.4h, v6.4s, #12
	sqshrn	v14.4h, v13.4s, #8
	sqshrn	v28.4h, v31.4s, #14
	sqshrn	v21.4h, v10.4s, #15
	sqshrn2	v30.8h, v13.4s, #1
	sqshrn2	v25.8h, v21.4s, #14
	sqshrn2	v20.8h, v7.4s, #1
	sqshrn2	v1.8h, v26.4s, #6
	sqshrn	v30.8b, v8.8h, #5
	sqshrn	v5.8b, v8.8h, #2
	sqshrn	v30.8b, v20.8h, #1
	sqshrn	v22.8b, v15.8h, #5
	sqshrn2	v27.16b, v22.8h, #1
	sqshrn2	v20.16b, v21.8h, #7
	sqshrn2	v7.16b, v21.8h, #6
	sqshrn2	v16.16b, v28.8h, #1
	sqshrun	b16, h13, #1
	sqshrun	b27, h30, #7
	sqshrun	b22, h17, #2
	sqshrun	b27, h10, #7
	sqshrun	h24, s2, #7
	sqshrun	h7, s6, #1
	sqshrun	h13, s30, #7
	sqshrun	h11, s31, #12
	sqshrun	s0, d24, #2
	sqshrun	s23, d17, #24
	sqshrun	s17, d12, #13
	sqshrun	s4, d29, #26
	sqshrun	v27.2s, v21.2d, #1
	sqshrun	v30.2s, v16.2d, #1
	sqshrun	v19.2s, v12.2d, #7
	sqshrun	v27.2s, v14.2d, #32
	sqshrun2	v31.4s, v17.2d, #25
	sqshrun2	v10.4s, v25.2d, #13
	sqshrun2	v3.4s, v16.2d, #32
	sqshrun2	v0.4s, v10.2d, #1
	sqshrun	v3.4h, v26.4s, #11
	sqshrun	v20.4h, v4.4s, #8
	sqshrun	v27.4h, v23.4s, #6
	sqshrun	v13.4h, v29.4s, #4
	sqshrun2	v12.8h, v12.4s, #2
	sqshrun2	v0.8h, v24.4s, #14
	sqshrun2	v27.8h, v30.4s, #12
	sqshrun2	v11.8h, v3.4s, #12
	sqshrun	v31.8b, v31.8h, #8
	sqshrun	v5.8b, v23.8h, #2
	sqshrun	v27.8b, v7.8h, #1
	sqshrun	v20.8b, v22.8h, #5
	sqshrun2	v26.16b, v27.8h, #1
	sqshrun2	v1.16b, v10.8h, #1
	sqshrun2	v9.16b, v29.8h, #1
	sqshrun2	v4.16b, v23.8h, #8
	sqsub	b24, b20, b22
	sqsub	b12, b22, b10
	sqsub	b8, b1, b29
	sqsub	b31, b26, b4
	sqsub	d25, d1, d21
	sqsub	d9, d1, d23
	sqsub	d14, d25, d5
	sqsub	d31, d9, d17
	sqsub	h25, h14, h7
	sqsub	h27, h11, h18
	sqsub	h1, h18, h12
	sqsub	h27, h8, h18
	sqsub	s21, s28, s4
	sqsub	s12, s25, s13
	sqsub	s21, s13, s1
	sqsub	s11, s13, s9
	sqsub	v19.16b, v14.16b, v15.16b
	sqsub	v13.16b, v20.16b, v12.16b
	sqsub	v22.16b, v13.16b, v4.16b
	sqsub	v9.16b, v21.16b, v9.16b
	sqsub	v3.2d, v3.2d, v10.2d
	sqsub	v23.2d, v25.2d, v15.2d
	sqsub	v5.2d, v28.2d, v21.2d
	sqsub	v6.2d, v25.2d, v26.2d
	sqsub	v8.2s, v10.2s, v21.2s
	sqsub	v4.2s, v11.2s, v31.2s
	sqsub	v25.2s, v22.2s, v8.2s
	sqsub	v31.2s, v27.2s, v6.2s
	sqsub	v8.4h, v21.4h, v15.4h
	sqsub	v21.4h, v30.4h, v22.4h
	sqsub	v29.4h, v17.4h, v11.4h
	sqsub	v30.4h, v26.4h, v20.4h
	sqsub	v5.4s, v4.4s, v15.4s
	sqsub	v27.4s, v3.4s, v16.4s
	sqsub	v24.4s, v16.4s, v5.4s
	sqsub	v5.4s, v15.4s, v9.4s
	sqsub	v28.8b, v24.8b, v19.8b
	sqsub	v24.8b, v13.8b, v10.8b
	sqsub	v17.8b, v10.8b, v19.8b
	sqsub	v17.8b, v1.8b, v21.8b
	sqsub	v31.8h, v27.8h, v25.8h
	sqsub	v22.8h, v25.8h, v10.8h
	sqsub	v6.8h, v22.8h, v2.8h
	sqsub	v21.8h, v9.8h, v25.8h
	sqxtn	b24, h18
	sqxtn	b0, h16
	sqxtn	b6, h8
	sqxtn	b17, h23
	sqxtn	h4, s28
	sqxtn	h7, s6
	sqxtn	h17, s14
	sqxtn	h30, s19
	sqxtn	s19, d12
	sqxtn	s9, d27
	sqxtn	s17, d20
	sqxtn	s19, d30
	sqxtn	v7.2s, v28.2d
	sqxtn	v6.2s, v13.2d
	sqxtn	v2.2s, v2.2d
	sqxtn	v12.2s, v16.2d
	sqxtn2	v28.4s, v1.2d
	sqxtn2	v16.4s, v2.2d
	sqxtn2	v18.4s, v16.2d
	sqxtn2	v7.4s, v9.2d
	sqxtn	v20.4h, v8.4s
	sqxtn	v31.4h, v11.4s
	sqxtn	v26.4h, v13.4s
	sqxtn	v30.4h, v19.4s
	sqxtn2	v2.8h, v19.4s
	sqxtn2	v31.8h, v16.4s
	sqxtn2	v19.8h, v5.4s
	sqxtn2	v0.8h, v26.4s
	sqxtn	v5.8b, v21.8h
	sqxtn	v21.8b, v4.8h
	sqxtn	v11.8b, v10.8h
	sqxtn	v12.8b, v7.8h
	sqxtn2	v24.16b, v7.8h
	sqxtn2	v8.16b, v23.8h
	sqxtn2	v31.16b, v15.8h
	sqxtn2	v5.16b, v13.8h
	sqxtun	b9, h27
	sqxtun	b7, h26
	sqxtun	b6, h16
	sqxtun	b6, h29
	sqxtun	h0, s1
	sqxtun	h18, s19
	sqxtun	h0, s12
	sqxtun	h1, s8
	sqxtun	s18, d18
	sqxtun	s8, d6
	sqxtun	s3, d6
	sqxtun	s16, d12
	sqxtun	v26.2s, v12.2d
	sqxtun	v13.2s, v24.2d
	sqxtun	v8.2s, v16.2d
	sqxtun	v7.2s, v30.2d
	sqxtun2	v16.4s, v25.2d
	sqxtun2	v3.4s, v0.2d
	sqxtun2	v14.4s, v20.2d
	sqxtun2	v23.4s, v14.2d
	sqxtun	v25.4h, v2.4s
	sqxtun	v12.4h, v6.4s
	sqxtun	v26.4h, v5.4s
	sqxtun	v23.4h, v1.4s
	sqxtun2	v14.8h, v8.4s
	sqxtun2	v19.8h, v21.4s
	sqxtun2	v13.8h, v1.4s
	sqxtun2	v4.8h, v30.4s
	sqxtun	v12.8b, v13.8h
	sqxtun	v10.8b, v28.8h
	sqxtun	v2.8b, v20.8h
	sqxtun	v4.8b, v18.8h
	sqxtun2	v27.16b, v21.8h
	sqxtun2	v0.16b, v1.8h
	sqxtun2	v19.16b, v23.8h
	sqxtun2	v22.16b, v27.8h
	srhadd	v27.16b, v15.16b, v0.16b
	srhadd	v27.16b, v31.16b, v15.16b
	srhadd	v15.16b, v1.16b, v16.16b
	srhadd	v7.16b, v6.16b, v18.16b
	srhadd	v14.2s, v12.2s, v7.2s
	srhadd	v26.2s, v22.2s, v15.2s
	srhadd	v12.2s, v13.2s, v0.2s
	srhadd	v17.2s, v1.2s, v13.2s
	srhadd	v21.4h, v7.4h, v1.4h
	srhadd	v9.4h, v29.4h, v7.4h
	srhadd	v15.4h, v29.4h, v23.4h
	srhadd	v25.4h, v12.4h, v30.4h
	srhadd	v27.4s, v15.4s, v13.4s
	srhadd	v5.4s, v11.4s, v3.4s
	srhadd	v18.4s, v15.4s, v19.4s
	srhadd	v8.4s, v9.4s, v20.4s
	srhadd	v26.8b, v27.8b, v29.8b
	srhadd	v0.8b, v4.8b, v6.8b
	srhadd	v1.8b, v0.8b, v17.8b
	srhadd	v24.8b, v23.8b, v29.8b
	srhadd	v30.8h, v24.8h, v26.8h
	srhadd	v18.8h, v29.8h, v28.8h
	srhadd	v13.8h, v19.8h, v28.8h
	srhadd	v29.8h, v13.8h, v21.8h
	sri	d3, d14, #1
	sri	d6, d1, #53
	sri	d25, d29, #22
	sri	d1, d9, #10
	sri	v19.16b, v19.16b, #4
	sri	v1.16b, v1.16b, #8
	sri	v25.16b, v29.16b, #4
	sri	v23.16b, v17.16b, #4
	sri	v27.2d, v22.2d, #40
	sri	v2.2d, v30.2d, #44
	sri	v30.2d, v15.2d, #1
	sri	v14.2d, v10.2d, #64
	sri	v0.2s, v8.2s, #4
	sri	v25.2s, v3.2s, #14
	sri	v28.2s, v21.2s, #10
	sri	v8.2s, v2.2s, #32
	sri	v9.4h, v11.4h, #8
	sri	v29.4h, v4.4h, #8
	sri	v18.4h, v31.4h, #15
	sri	v4.4h, v28.4h, #1
	sri	v28.4s, v16.4s, #5
	sri	v10.4s, v10.4s, #31
	sri	v17.4s, v23.4s, #12
	sri	v19.4s, v16.4s, #26
	sri	v30.8b, v13.8b, #7
	sri	v23.8b, v27.8b, #1
	sri	v10.8b, v14.8b, #1
	sri	v28.8b, v3.8b, #1
	sri	v10.8h, v24.8h, #1
	sri	v30.8h, v16.8h, #2
	sri	v10.8h, v8.8h, #1
	sri	v29.8h, v31.8h, #10
	srshl	d6, d18, d31
	srshl	d17, d8, d30
	srshl	d28, d9, d27
	srshl	d25, d1, d11
	srshl	v2.16b, v29.16b, v22.16b
	srshl	v0.16b, v25.16b, v9.16b
	srshl	v10.16b, v1.16b, v3.16b
	srshl	v24.16b, v29.16b, v9.16b
	srshl	v9.2d, v6.2d, v17.2d
	srshl	v24.2d, v26.2d, v25.2d
	srshl	v26.2d, v28.2d, v5.2d
	srshl	v15.2d, v4.2d, v9.2d
	srshl	v0.2s, v24.2s, v21.2s
	srshl	v21.2s, v20.2s, v30.2s
	srshl	v23.2s, v18.2s, v15.2s
	srshl	v14.2s, v8.2s, v18.2s
	srshl	v14.4h, v6.4h, v22.4h
	srshl	v14.4h, v27.4h, v24.4h
	srshl	v6.4h, v4.4h, v29.4h
	srshl	v16.4h, v24.4h, v11.4h
	srshl	v9.4s, v19.4s, v12.4s
	srshl	v27.4s, v24.4s, v22.4s
	srshl	v29.4s, v17.4s, v17.4s
	srshl	v18.4s, v7.4s, v14.4s
	srshl	v4.8b, v14.8b, v27.8b
	srshl	v24.8b, v6.8b, v27.8b
	srshl	v1.8b, v11.8b, v15.8b
	srshl	v13.8b, v8.8b, v12.8b
	srshl	v22.8h, v7.8h, v4.8h
	srshl	v19.8h, v11.8h, v30.8h
	srshl	v18.8h, v18.8h, v13.8h
	srshl	v17.8h, v30.8h, v26.8h
	srshr	d12, d21, #1
	srshr	d30, d17, #5
	srshr	d7, d11, #4
	srshr	d26, d15, #28
	srshr	v6.16b, v12.16b, #7
	srshr	v30.16b, v23.16b, #6
	srshr	v17.16b, v11.16b, #4
	srshr	v26.16b, v9.16b, #5
	srshr	v20.2d, v21.2d, #59
	srshr	v14.2d, v22.2d, #1
	srshr	v19.2d, v31.2d, #30
	srshr	v21.2d, v15.2d, #31
	srshr	v31.2s, v4.2s, #23
	srshr	v14.2s, v17.2s, #9
	srshr	v6.2s, v18.2s, #1
	srshr	v21.2s, v22.2s, #13
	srshr	v17.4h, v2.4h, #1
	srshr	v28.4h, v28.4h, #15
	srshr	v12.4h, v23.4h, #3
	srshr	v19.4h, v27.4h, #12
	srshr	v17.4s, v13.4s, #1
	srshr	v22.4s, v29.4s, #30
	srshr	v6.4s, v30.4s, #22
	srshr	v27.4s, v18.4s, #19
	srshr	v15.8b, v8.8b, #8
	srshr	v1.8b, v7.8b, #6
	srshr	v22.8b, v15.8b, #8
	srshr	v14.8b, v10.8b, #2
	srshr	v30.8h, v19.8h, #11
	srshr	v30.8h, v30.8h, #5
	srshr	v16.8h, v5.8h, #12
	srshr	v8.8h, v7.8h, #8
	srsra	d8, d6, #26
	srsra	d21, d14, #30
	srsra	d15, d25, #48
	srsra	d13, d17, #48
	srsra	v31.16b, v29.16b, #7
	srsra	v18.16b, v26.16b, #8
	srsra	v9.16b, v9.16b, #4
	srsra	v10.16b, v4.16b, #7
	srsra	v15.2d, v27.2d, #52
	srsra	v6.2d, v30.2d, #8
	srsra	v3.2d, v26.2d, #1
	srsra	v24.2d, v5.2d, #19
	srsra	v23.2s, v0.2s, #24
	srsra	v7.2s, v2.2s, #20
	srsra	v8.2s, v15.2s, #1
	srsra	v10.2s, v13.2s, #15
	srsra	v22.4h, v29.4h, #9
	srsra	v15.4h, v3.4h, #1
	srsra	v2.4h, v15.4h, #12
	srsra	v9.4h, v17.4h, #2
	srsra	v10.4s, v5.4s, #13
	srsra	v3.4s, v1.4s, #14
	srsra	v13.4s, v5.4s, #13
	srsra	v30.4s, v2.4s, #6
	srsra	v19.8b, v7.8b, #6
	srsra	v19.8b, v21.8b, #4
	srsra	v13.8b, v1.8b, #6
	srsra	v8.8b, v0.8b, #3
	srsra	v26.8h, v10.8h, #7
	srsra	v22.8h, v25.8h, #13
	srsra	v25.8h, v10.8h, #10
	srsra	v8.8h, v9.8h, #1
	sshll	v16.2d, v9.2s, #27
	sshll	v3.2d, v26.2s, #0
	sshll	v4.2d, v3.2s, #1
	sshll	v18.2d, v21.2s, #2
	sshll2	v11.2d, v25.4s, #1
	sshll2	v2.2d, v11.4s, #11
	sshll2	v20.2d, v1.4s, #1
	sshll2	v27.2d, v19.4s, #31
	sshll	v22.4s, v16.4h, #14
	sshll	v29.4s, v12.4h, #11
	sshll	v30.4s, v6.4h, #15
	sshll	v4.4s, v30.4h, #2
	sshll2	v2.4s, v21.8h, #1
	sshll2	v29.4s, v12.8h, #1
	sshll2	v28.4s, v12.8h, #10
	sshll2	v9.4s, v30.8h, #6
	sshll	v8.8h, v27.8b, #0
	sshll	v29.8h, v21.8b, #3
	sshll	v31.8h, v8.8b, #0
	sshll	v1.8h, v18.8b, #4
	sshll2	v17.8h, v1.16b, #1
	sshll2	v6.8h, v15.16b, #7
	sshll2	v20.8h, v21.16b, #3
	sshll2	v10.8h, v1.16b, #1
	sshl	d5, d26, d9
	sshl	d18, d15, d0
	sshl	d26, d16, d23
	sshl	d10, d16, d27
	sshl	v20.16b, v4.16b, v0.16b
	sshl	v31.16b, v26.16b, v12.16b
	sshl	v6.16b, v31.16b, v21.16b
	sshl	v9.16b, v8.16b, v14.16b
	sshl	v8.2d, v6.2d, v27.2d
	sshl	v4.2d, v8.2d, v23.2d
	sshl	v1.2d, v29.2d, v5.2d
	sshl	v0.2d, v4.2d, v10.2d
	sshl	v14.2s, v9.2s, v20.2s
	sshl	v7.2s, v7.2s, v10.2s
	sshl	v23.2s, v21.2s, v5.2s
	sshl	v20.2s, v23.2s, v21.2s
	sshl	v29.4h, v26.4h, v27.4h
	sshl	v15.4h, v30.4h, v25.4h
	sshl	v19.4h, v19.4h, v21.4h
	sshl	v26.4h, v8.4h, v3.4h
	sshl	v23.4s, v13.4s, v15.4s
	sshl	v8.4s, v17.4s, v17.4s
	sshl	v3.4s, v20.4s, v2.4s
	sshl	v5.4s, v6.4s, v13.4s
	sshl	v4.8b, v6.8b, v26.8b
	sshl	v24.8b, v24.8b, v7.8b
	sshl	v18.8b, v9.8b, v28.8b
	sshl	v27.8b, v1.8b, v14.8b
	sshl	v26.8h, v15.8h, v3.8h
	sshl	v2.8h, v25.8h, v30.8h
	sshl	v29.8h, v8.8h, v28.8h
	sshl	v13.8h, v16.8h, v1.8h
	sshr	d6, d0, #59
	sshr	d22, d30, #40
	sshr	d19, d27, #64
	sshr	d2, d10, #47
	sshr	v15.16b, v26.16b, #3
	sshr	v5.16b, v2.16b, #5
	sshr	v27.16b, v18.16b, #3
	sshr	v12.16b, v0.16b, #7
	sshr	v15.2d, v15.2d, #28
	sshr	v6.2d, v4.2d, #58
	sshr	v12.2d, v27.2d, #55
	sshr	v21.2d, v29.2d, #1
	sshr	v6.2s, v3.2s, #1
	sshr	v1.2s, v7.2s, #23
	sshr	v18.2s, v23.2s, #13
	sshr	v9.2s, v28.2s, #1
	sshr	v13.4h, v6.4h, #7
	sshr	v18.4h, v11.4h, #9
	sshr	v7.4h, v5.4h, #13
	sshr	v29.4h, v1.4h, #9
	sshr	v29.4s, v12.4s, #1
	sshr	v13.4s, v4.4s, #9
	sshr	v15.4s, v22.4s, #14
	sshr	v3.4s, v25.4s, #8
	sshr	v27.8b, v5.8b, #8
	sshr	v0.8b, v30.8b, #5
	sshr	v23.8b, v20.8b, #4
	sshr	v14.8b, v22.8b, #6
	sshr	v12.8h, v18.8h, #12
	sshr	v15.8h, v0.8h, #15
	sshr	v9.8h, v18.8h, #2
	sshr	v17.8h, v0.8h, #9
	ssra	d26, d6, #45
	ssra	d27, d2, #1
	ssra	d1, d13, #49
	ssra	d31, d19, #15
	ssra	v22.16b, v10.16b, #2
	ssra	v22.16b, v10.16b, #6
	ssra	v3.16b, v3.16b, #8
	ssra	v7.16b, v11.16b, #3
	ssra	v16.2d, v13.2d, #12
	ssra	v8.2d, v0.2d, #28
	ssra	v0.2d, v23.2d, #26
	ssra	v10.2d, v18.2d, #20
	ssra	v13.2s, v2.2s, #10
	ssra	v1.2s, v30.2s, #3
	ssra	v19.2s, v1.2s, #10
	ssra	v4.2s, v13.2s, #25
	ssra	v3.4h, v17.4h, #16
	ssra	v23.4h, v22.4h, #1
	ssra	v23.4h, v1.4h, #9
	ssra	v29.4h, v5.4h, #1
	ssra	v18.4s, v27.4s, #32
	ssra	v28.4s, v29.4s, #13
	ssra	v10.4s, v23.4s, #16
	ssra	v7.4s, v26.4s, #3
	ssra	v2.8b, v7.8b, #7
	ssra	v0.8b, v18.8b, #3
	ssra	v6.8b, v26.8b, #2
	ssra	v12.8b, v23.8b, #4
	ssra	v6.8h, v12.8h, #5
	ssra	v19.8h, v1.8h, #14
	ssra	v12.8h, v21.8h, #8
	ssra	v10.8h, v9.8h, #1
	ssubl	v27.2d, v20.2s, v5.2s
	ssubl	v15.2d, v21.2s, v29.2s
	ssubl	v19.2d, v3.2s, v4.2s
	ssubl	v12.2d, v15.2s, v16.2s
	ssubl2	v1.2d, v5.4s, v6.4s
	ssubl2	v1.2d, v5.4s, v10.4s
	ssubl2	v4.2d, v14.4s, v19.4s
	ssubl2	v28.2d, v1.4s, v5.4s
	ssubl	v27.4s, v29.4h, v28.4h
	ssubl	v30.4s, v20.4h, v17.4h
	ssubl	v17.4s, v20.4h, v9.4h
	ssubl	v0.4s, v6.4h, v10.4h
	ssubl2	v13.4s, v8.8h, v5.8h
	ssubl2	v26.4s, v12.8h, v7.8h
	ssubl2	v3.4s, v23.8h, v9.8h
	ssubl2	v11.4s, v5.8h, v12.8h
	ssubl	v13.8h, v16.8b, v0.8b
	ssubl	v23.8h, v19.8b, v24.8b
	ssubl	v4.8h, v26.8b, v7.8b
	ssubl	v27.8h, v12.8b, v1.8b
	ssubl2	v2.8h, v13.16b, v4.16b
	ssubl2	v31.8h, v27.16b, v31.16b
	ssubl2	v30.8h, v27.16b, v12.16b
	ssubl2	v18.8h, v22.16b, v24.16b
	ssubw	v7.2d, v25.2d, v3.2s
	ssubw	v20.2d, v2.2d, v12.2s
	ssubw	v26.2d, v3.2d, v27.2s
	ssubw	v7.2d, v16.2d, v12.2s
	ssubw2	v6.2d, v12.2d, v13.4s
	ssubw2	v1.2d, v8.2d, v13.4s
	ssubw2	v29.2d, v19.2d, v20.4s
	ssubw2	v4.2d, v31.2d, v4.4s
	ssubw	v7.4s, v18.4s, v21.4h
	ssubw	v17.4s, v26.4s, v13.4h
	ssubw	v12.4s, v24.4s, v8.4h
	ssubw	v10.4s, v30.4s, v27.4h
	ssubw2	v1.4s, v21.4s, v30.8h
	ssubw2	v7.4s, v8.4s, v9.8h
	ssubw2	v11.4s, v7.4s, v31.8h
	ssubw2	v4.4s, v29.4s, v12.8h
	ssubw	v19.8h, v8.8h, v21.8b
	ssubw	v26.8h, v21.8h, v13.8b
	ssubw	v20.8h, v24.8h, v9.8b
	ssubw	v10.8h, v8.8h, v15.8b
	ssubw2	v16.8h, v9.8h, v17.16b
	ssubw2	v22.8h, v1.8h, v15.16b
	ssubw2	v28.8h, v8.8h, v16.16b
	ssubw2	v28.8h, v27.8h, v23.16b
	st1	{ v9.16b, v10.16b, v11.16b, v12.16b }, [x13]
	st1	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x21]
	st1	{ v5.16b, v6.16b, v7.16b, v8.16b }, [x14]
	st1	{ v24.16b, v25.16b, v26.16b, v27.16b }, [x30]
	st1	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x3], x24
	st1	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x7], x13
	st1	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x29], x12
	st1	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x2], x16
	st1	{ v21.1d, v22.1d, v23.1d, v24.1d }, [x14]
	st1	{ v28.1d, v29.1d, v30.1d, v31.1d }, [x2]
	st1	{ v10.1d, v11.1d, v12.1d, v13.1d }, [x28]
	st1	{ v26.1d, v27.1d, v28.1d, v29.1d }, [x28]
	st1	{ v12.1d, v13.1d, v14.1d, v15.1d }, [x21], x2
	st1	{ v9.1d, v10.1d, v11.1d, v12.1d }, [x23], x8
	st1	{ v19.1d, v20.1d, v21.1d, v22.1d }, [x26], x10
	st1	{ v7.1d, v8.1d, v9.1d, v10.1d }, [x15], x9
	st1	{ v0.2d, v1.2d, v2.2d, v3.2d }, [x16]
	st1	{ v10.2d, v11.2d, v12.2d, v13.2d }, [x12]
	st1	{ v22.2d, v23.2d, v24.2d, v25.2d }, [x5]
	st1	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x26]
	st1	{ v18.2d, v19.2d, v20.2d, v21.2d }, [x28], #64
	st1	{ v28.2d, v29.2d, v30.2d, v31.2d }, [x15], x8
	st1	{ v24.2d, v25.2d, v26.2d, v27.2d }, [x19], x6
	st1	{ v18.2d, v19.2d, v20.2d, v21.2d }, [x28], x9
	st1	{ v2.2s, v3.2s, v4.2s, v5.2s }, [x4]
	st1	{ v28.2s, v29.2s, v30.2s, v31.2s }, [x19]
	st1	{ v9.2s, v10.2s, v11.2s, v12.2s }, [x5]
	st1	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x7]
	st1	{ v10.2s, v11.2s, v12.2s, v13.2s }, [x12], x27
	st1	{ v4.2s, v5.2s, v6.2s, v7.2s }, [x19], x29
	st1	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x12], x13
	st1	{ v25.2s, v26.2s, v27.2s, v28.2s }, [x8], x21
	st1	{ v24.4h, v25.4h, v26.4h, v27.4h }, [x27]
	st1	{ v14.4h, v15.4h, v16.4h, v17.4h }, [x7]
	st1	{ v23.4h, v24.4h, v25.4h, v26.4h }, [x11]
	st1	{ v17.4h, v18.4h, v19.4h, v20.4h }, [x4]
	st1	{ v13.4h, v14.4h, v15.4h, v16.4h }, [x14], x17
	st1	{ v22.4h, v23.4h, v24.4h, v25.4h }, [sp], x20
	st1	{ v15.4h, v16.4h, v17.4h, v18.4h }, [x2], x4
	st1	{ v23.4h, v24.4h, v25.4h, v26.4h }, [x16], x12
	st1	{ v19.4s, v20.4s, v21.4s, v22.4s }, [x20]
	st1	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x9]
	st1	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x2]
	st1	{ v25.4s, v26.4s, v27.4s, v28.4s }, [x28]
	st1	{ v18.4s, v19.4s, v20.4s, v21.4s }, [x9], x23
	st1	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x22], x2
	st1	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x19], x2
	st1	{ v28.4s, v29.4s, v30.4s, v31.4s }, [x25], x11
	st1	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x26]
	st1	{ v30.8b, v31.8b, v0.8b, v1.8b }, [sp]
	st1	{ v18.8b, v19.8b, v20.8b, v21.8b }, [x27]
	st1	{ v2.8b, v3.8b, v4.8b, v5.8b }, [x2]
	st1	{ v29.8b, v30.8b, v31.8b, v0.8b }, [x24], x22
	st1	{ v9.8b, v10.8b, v11.8b, v12.8b }, [x21], x11
	st1	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x17], x0
	st1	{ v22.8b, v23.8b, v24.8b, v25.8b }, [x23], x8
	st1	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x28]
	st1	{ v9.8h, v10.8h, v11.8h, v12.8h }, [x29]
	st1	{ v5.8h, v6.8h, v7.8h, v8.8h }, [x14]
	st1	{ v22.8h, v23.8h, v24.8h, v25.8h }, [x29]
	st1	{ v20.8h, v21.8h, v22.8h, v23.8h }, [x10], x17
	st1	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x13], x11
	st1	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x27], x18
	st1	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x30], x13
	st1	{ v16.16b }, [x13]
	st1	{ v12.16b }, [x3]
	st1	{ v24.16b }, [x18]
	st1	{ v2.16b }, [x23]
	st1	{ v17.16b }, [x14], x6
	st1	{ v4.16b }, [x17], #16
	st1	{ v15.16b }, [x13], x10
	st1	{ v18.16b }, [x0], x11
	st1	{ v15.1d }, [x28]
	st1	{ v23.1d }, [x29]
	st1	{ v5.1d }, [x0]
	st1	{ v24.1d }, [x5]
	st1	{ v10.1d }, [x19], x29
	st1	{ v20.1d }, [sp], x16
	st1	{ v0.1d }, [x11], x29
	st1	{ v18.1d }, [x3], #8
	st1	{ v30.2d }, [x8]
	st1	{ v4.2d }, [x22]
	st1	{ v14.2d }, [x12]
	st1	{ v24.2d }, [x1]
	st1	{ v29.2d }, [x8], x11
	st1	{ v19.2d }, [x22], x12
	st1	{ v22.2d }, [x24], x12
	st1	{ v30.2d }, [x6], x10
	st1	{ v23.2s }, [x11]
	st1	{ v20.2s }, [x23]
	st1	{ v18.2s }, [x11]
	st1	{ v8.2s }, [x21]
	st1	{ v10.2s }, [x5], x9
	st1	{ v27.2s }, [x9], x16
	st1	{ v24.2s }, [x13], x27
	st1	{ v26.2s }, [x9], x14
	st1	{ v2.4h }, [x17]
	st1	{ v13.4h }, [sp]
	st1	{ v3.4h }, [x16]
	st1	{ v30.4h }, [x12]
	st1	{ v6.4h }, [x6], x16
	st1	{ v11.4h }, [x14], x24
	st1	{ v29.4h }, [x15], x29
	st1	{ v8.4h }, [x30], x8
	st1	{ v12.4s }, [x26]
	st1	{ v4.4s }, [x8]
	st1	{ v19.4s }, [x14]
	st1	{ v11.4s }, [x0]
	st1	{ v7.4s }, [x10], x4
	st1	{ v5.4s }, [x26], x11
	st1	{ v9.4s }, [x28], x8
	st1	{ v0.4s }, [x10], x6
	st1	{ v12.8b }, [x10]
	st1	{ v18.8b }, [x11]
	st1	{ v16.8b }, [x15]
	st1	{ v18.8b }, [x22]
	st1	{ v5.8b }, [x14], x16
	st1	{ v16.8b }, [x1], x7
	st1	{ v8.8b }, [x6], x19
	st1	{ v26.8b }, [x2], x13
	st1	{ v31.8h }, [x16]
	st1	{ v15.8h }, [x20]
	st1	{ v20.8h }, [x11]
	st1	{ v20.8h }, [x28]
	st1	{ v20.8h }, [x20], x9
	st1	{ v21.8h }, [x20], x25
	st1	{ v13.8h }, [x22], x25
	st1	{ v9.8h }, [x2], x14
	st1	{ v30.16b, v31.16b, v0.16b }, [x20]
	st1	{ v12.16b, v13.16b, v14.16b }, [x10]
	st1	{ v9.16b, v10.16b, v11.16b }, [x25]
	st1	{ v24.16b, v25.16b, v26.16b }, [x1]
	st1	{ v13.16b, v14.16b, v15.16b }, [sp], x24
	st1	{ v23.16b, v24.16b, v25.16b }, [x23], x9
	st1	{ v20.16b, v21.16b, v22.16b }, [x10], x20
	st1	{ v12.16b, v13.16b, v14.16b }, [x8], x4
	st1	{ v21.1d, v22.1d, v23.1d }, [x20]
	st1	{ v21.1d, v22.1d, v23.1d }, [x24]
	st1	{ v4.1d, v5.1d, v6.1d }, [x27]
	st1	{ v11.1d, v12.1d, v13.1d }, [x25]
	st1	{ v10.1d, v11.1d, v12.1d }, [x4], x26
	st1	{ v5.1d, v6.1d, v7.1d }, [x19], x26
	st1	{ v27.1d, v28.1d, v29.1d }, [x25], x21
	st1	{ v1.1d, v2.1d, v3.1d }, [x29], x9
	st1	{ v8.2d, v9.2d, v10.2d }, [x3]
	st1	{ v11.2d, v12.2d, v13.2d }, [x14]
	st1	{ v27.2d, v28.2d, v29.2d }, [x14]
	st1	{ v1.2d, v2.2d, v3.2d }, [x29]
	st1	{ v13.2d, v14.2d, v15.2d }, [x21], x30
	st1	{ v25.2d, v26.2d, v27.2d }, [x0], x23
	st1	{ v2.2d, v3.2d, v4.2d }, [x17], #48
	st1	{ v2.2d, v3.2d, v4.2d }, [x7], x11
	st1	{ v30.2s, v31.2s, v0.2s }, [x5]
	st1	{ v4.2s, v5.2s, v6.2s }, [x15]
	st1	{ v20.2s, v21.2s, v22.2s }, [x28]
	st1	{ v13.2s, v14.2s, v15.2s }, [x23]
	st1	{ v29.2s, v30.2s, v31.2s }, [x21], x9
	st1	{ v15.2s, v16.2s, v17.2s }, [x5], x18
	st1	{ v29.2s, v30.2s, v31.2s }, [x30], x7
	st1	{ v30.2s, v31.2s, v0.2s }, [x4], x20
	st1	{ v12.4h, v13.4h, v14.4h }, [x23]
	st1	{ v26.4h, v27.4h, v28.4h }, [x9]
	st1	{ v10.4h, v11.4h, v12.4h }, [x30]
	st1	{ v24.4h, v25.4h, v26.4h }, [x18]
	st1	{ v7.4h, v8.4h, v9.4h }, [x10], x23
	st1	{ v29.4h, v30.4h, v31.4h }, [x10], x6
	st1	{ v30.4h, v31.4h, v0.4h }, [x30], x13
	st1	{ v9.4h, v10.4h, v11.4h }, [x5], x26
	st1	{ v14.4s, v15.4s, v16.4s }, [x9]
	st1	{ v23.4s, v24.4s, v25.4s }, [x6]
	st1	{ v17.4s, v18.4s, v19.4s }, [x6]
	st1	{ v28.4s, v29.4s, v30.4s }, [x5]
	st1	{ v12.4s, v13.4s, v14.4s }, [x26], x26
	st1	{ v18.4s, v19.4s, v20.4s }, [x4], x0
	st1	{ v7.4s, v8.4s, v9.4s }, [sp], x15
	st1	{ v24.4s, v25.4s, v26.4s }, [x21], x21
	st1	{ v6.8b, v7.8b, v8.8b }, [x26]
	st1	{ v19.8b, v20.8b, v21.8b }, [x19]
	st1	{ v14.8b, v15.8b, v16.8b }, [x5]
	st1	{ v28.8b, v29.8b, v30.8b }, [x6]
	st1	{ v10.8b, v11.8b, v12.8b }, [x17], x23
	st1	{ v2.8b, v3.8b, v4.8b }, [x20], x6
	st1	{ v30.8b, v31.8b, v0.8b }, [x30], x6
	st1	{ v18.8b, v19.8b, v20.8b }, [x8], x2
	st1	{ v14.8h, v15.8h, v16.8h }, [x25]
	st1	{ v28.8h, v29.8h, v30.8h }, [x5]
	st1	{ v24.8h, v25.8h, v26.8h }, [x26]
	st1	{ v31.8h, v0.8h, v1.8h }, [x11]
	st1	{ v2.8h, v3.8h, v4.8h }, [x29], x23
	st1	{ v8.8h, v9.8h, v10.8h }, [x21], x6
	st1	{ v7.8h, v8.8h, v9.8h }, [x16], x0
	st1	{ v17.8h, v18.8h, v19.8h }, [x1], x22
	st1	{ v26.16b, v27.16b }, [x5]
	st1	{ v20.16b, v21.16b }, [x15]
	st1	{ v0.16b, v1.16b }, [x26]
	st1	{ v27.16b, v28.16b }, [sp]
	st1	{ v31.16b, v0.16b }, [x17], x8
	st1	{ v2.16b, v3.16b }, [x10], x22
	st1	{ v3.16b, v4.16b }, [x12], x13
	st1	{ v17.16b, v18.16b }, [x26], x19
	st1	{ v15.1d, v16.1d }, [x0]
	st1	{ v5.1d, v6.1d }, [x28]
	st1	{ v7.1d, v8.1d }, [x30]
	st1	{ v31.1d, v0.1d }, [x30]
	st1	{ v8.1d, v9.1d }, [x20], x27
	st1	{ v3.1d, v4.1d }, [x19], x9
	st1	{ v6.1d, v7.1d }, [x24], x11
	st1	{ v1.1d, v2.1d }, [x29], x24
	st1	{ v14.2d, v15.2d }, [x16]
	st1	{ v14.2d, v15.2d }, [x29]
	st1	{ v18.2d, v19.2d }, [x10]
	st1	{ v5.2d, v6.2d }, [x5]
	st1	{ v28.2d, v29.2d }, [x3], x4
	st1	{ v25.2d, v26.2d }, [x11], x7
	st1	{ v7.2d, v8.2d }, [x2], x19
	st1	{ v30.2d, v31.2d }, [x1], x12
	st1	{ v24.2s, v25.2s }, [x0]
	st1	{ v18.2s, v19.2s }, [x5]
	st1	{ v3.2s, v4.2s }, [x2]
	st1	{ v2.2s, v3.2s }, [x2]
	st1	{ v28.2s, v29.2s }, [x6], x15
	st1	{ v0.2s, v1.2s }, [x24], x6
	st1	{ v4.2s, v5.2s }, [x6], x17
	st1	{ v18.2s, v19.2s }, [sp], x3
	st1	{ v31.4h, v0.4h }, [x23]
	st1	{ v11.4h, v12.4h }, [x4]
	st1	{ v28.4h, v29.4h }, [x17]
	st1	{ v13.4h, v14.4h }, [sp]
	st1	{ v15.4h, v16.4h }, [x0], x20
	st1	{ v17.4h, v18.4h }, [x21], x22
	st1	{ v1.4h, v2.4h }, [x9], x19
	st1	{ v28.4h, v29.4h }, [x24], x23
	st1	{ v22.4s, v23.4s }, [x26]
	st1	{ v7.4s, v8.4s }, [x17]
	st1	{ v23.4s, v24.4s }, [x18]
	st1	{ v7.4s, v8.4s }, [x21]
	st1	{ v16.4s, v17.4s }, [x0], x26
	st1	{ v1.4s, v2.4s }, [x7], x11
	st1	{ v19.4s, v20.4s }, [x25], x11
	st1	{ v4.4s, v5.4s }, [x13], x2
	st1	{ v13.8b, v14.8b }, [x26]
	st1	{ v31.8b, v0.8b }, [x25]
	st1	{ v29.8b, v30.8b }, [x0]
	st1	{ v6.8b, v7.8b }, [x21]
	st1	{ v20.8b, v21.8b }, [x0], x18
	st1	{ v28.8b, v29.8b }, [x19], x20
	st1	{ v21.8b, v22.8b }, [x2], x1
	st1	{ v28.8b, v29.8b }, [x25], #16
	st1	{ v13.8h, v14.8h }, [x5]
	st1	{ v29.8h, v30.8h }, [x19]
	st1	{ v29.8h, v30.8h }, [x11]
	st1	{ v25.8h, v26.8h }, [x5]
	st1	{ v24.8h, v25.8h }, [x20], x27
	st1	{ v1.8h, v2.8h }, [x11], x5
	st1	{ v23.8h, v24.8h }, [sp], x8
	st1	{ v6.8h, v7.8h }, [x23], x0
	st1	{ v7.b }[11], [x28]
	st1	{ v3.b }[3], [x23]
	st1	{ v5.b }[2], [x16]
	st1	{ v3.b }[3], [x3]
	st1	{ v29.b }[12], [x30], x30
	st1	{ v5.b }[10], [x2], x25
	st1	{ v2.b }[4], [x20], x2
	st1	{ v12.b }[2], [x12], x5
	st1	{ v8.d }[1], [x5]
	st1	{ v13.d }[1], [sp]
	st1	{ v21.d }[0], [x13]
	st1	{ v2.d }[1], [x2]
	st1	{ v11.d }[1], [x9], x25
	st1	{ v21.d }[1], [x4], x20
	st1	{ v3.d }[1], [x9], x11
	st1	{ v2.d }[0], [x14], x19
	st1	{ v19.h }[3], [x17]
	st1	{ v14.h }[2], [x17]
	st1	{ v30.h }[1], [x5]
	st1	{ v11.h }[0], [x13]
	st1	{ v28.h }[4], [x24], x26
	st1	{ v29.h }[0], [x3], x28
	st1	{ v11.h }[3], [x7], x4
	st1	{ v1.h }[0], [x26], x21
	st1	{ v23.s }[1], [x29]
	st1	{ v12.s }[3], [x7]
	st1	{ v7.s }[0], [x27]
	st1	{ v3.s }[3], [x6]
	st1	{ v1.s }[1], [x12], #4
	st1	{ v5.s }[1], [x21], x15
	st1	{ v7.s }[3], [x26], x14
	st1	{ v3.s }[0], [x16], x14
	st2	{ v4.b, v5.b }[5], [x6]
	st2	{ v9.b, v10.b }[5], [x4]
	st2	{ v2.b, v3.b }[10], [x10]
	st2	{ v7.b, v8.b }[15], [x16]
	st2	{ v27.b, v28.b }[4], [x21], x20
	st2	{ v4.b, v5.b }[0], [x12], x29
	st2	{ v19.b, v20.b }[5], [x11], x22
	st2	{ v15.b, v16.b }[1], [x9], x25
	st2	{ v23.d, v24.d }[1], [x27]
	st2	{ v14.d, v15.d }[1], [x29]
	st2	{ v7.d, v8.d }[0], [x25]
	st2	{ v5.d, v6.d }[0], [x28]
	st2	{ v20.d, v21.d }[0], [x24], x26
	st2	{ v14.d, v15.d }[0], [x11], x6
	st2	{ v10.d, v11.d }[1], [x16], x4
	st2	{ v17.d, v18.d }[0], [x28], x4
	st2	{ v31.h, v0.h }[0], [x20]
	st2	{ v20.h, v21.h }[4], [x30]
	st2	{ v10.h, v11.h }[0], [x20]
	st2	{ v10.h, v11.h }[3], [x27]
	st2	{ v23.h, v24.h }[7], [x13], x5
	st2	{ v27.h, v28.h }[3], [x5], x23
	st2	{ v17.h, v18.h }[4], [x5], x29
	st2	{ v15.h, v16.h }[1], [x7], x7
	st2	{ v13.s, v14.s }[0], [sp]
	st2	{ v23.s, v24.s }[2], [x2]
	st2	{ v15.s, v16.s }[2], [x19]
	st2	{ v30.s, v31.s }[0], [x28]
	st2	{ v30.s, v31.s }[0], [x10], x17
	st2	{ v28.s, v29.s }[0], [x14], x5
	st2	{ v13.s, v14.s }[2], [x21], x9
	st2	{ v12.s, v13.s }[1], [x2], x4
	st2	{ v31.16b, v0.16b }, [x11]
	st2	{ v14.16b, v15.16b }, [x16]
	st2	{ v28.16b, v29.16b }, [x19]
	st2	{ v15.16b, v16.16b }, [x5]
	st2	{ v27.16b, v28.16b }, [x21], x13
	st2	{ v15.16b, v16.16b }, [x14], x14
	st2	{ v17.16b, v18.16b }, [x6], x3
	st2	{ v24.16b, v25.16b }, [x2], x17
	st2	{ v10.2d, v11.2d }, [x23]
	st2	{ v19.2d, v20.2d }, [x13]
	st2	{ v16.2d, v17.2d }, [x11]
	st2	{ v30.2d, v31.2d }, [x30]
	st2	{ v22.2d, v23.2d }, [x9], x28
	st2	{ v29.2d, v30.2d }, [x1], x7
	st2	{ v22.2d, v23.2d }, [x12], x6
	st2	{ v0.2d, v1.2d }, [x30], x17
	st2	{ v10.2s, v11.2s }, [x12]
	st2	{ v16.2s, v17.2s }, [x0]
	st2	{ v23.2s, v24.2s }, [x11]
	st2	{ v2.2s, v3.2s }, [x28]
	st2	{ v19.2s, v20.2s }, [x0], x14
	st2	{ v29.2s, v30.2s }, [x12], x16
	st2	{ v1.2s, v2.2s }, [x7], x20
	st2	{ v20.2s, v21.2s }, [x3], x9
	st2	{ v3.4h, v4.4h }, [x13]
	st2	{ v29.4h, v30.4h }, [x27]
	st2	{ v10.4h, v11.4h }, [x24]
	st2	{ v15.4h, v16.4h }, [x23]
	st2	{ v24.4h, v25.4h }, [x23], x29
	st2	{ v16.4h, v17.4h }, [x0], x0
	st2	{ v9.4h, v10.4h }, [x27], x12
	st2	{ v21.4h, v22.4h }, [x8], x12
	st2	{ v19.4s, v20.4s }, [x10]
	st2	{ v11.4s, v12.4s }, [x26]
	st2	{ v29.4s, v30.4s }, [x13]
	st2	{ v21.4s, v22.4s }, [x13]
	st2	{ v3.4s, v4.4s }, [x30], x29
	st2	{ v16.4s, v17.4s }, [x30], x0
	st2	{ v2.4s, v3.4s }, [x12], x15
	st2	{ v12.4s, v13.4s }, [x21], x17
	st2	{ v30.8b, v31.8b }, [x0]
	st2	{ v5.8b, v6.8b }, [x1]
	st2	{ v31.8b, v0.8b }, [x29]
	st2	{ v8.8b, v9.8b }, [x27]
	st2	{ v2.8b, v3.8b }, [x3], x21
	st2	{ v5.8b, v6.8b }, [sp], x11
	st2	{ v2.8b, v3.8b }, [x1], x29
	st2	{ v10.8b, v11.8b }, [x21], x25
	st2	{ v23.8h, v24.8h }, [x7]
	st2	{ v4.8h, v5.8h }, [x21]
	st2	{ v14.8h, v15.8h }, [x27]
	st2	{ v17.8h, v18.8h }, [x19]
	st2	{ v13.8h, v14.8h }, [x7], x22
	st2	{ v28.8h, v29.8h }, [x17], x26
	st2	{ v14.8h, v15.8h }, [x11], x29
	st2	{ v1.8h, v2.8h }, [x6], x28
	st3	{ v6.b, v7.b, v8.b }[10], [x3]
	st3	{ v6.b, v7.b, v8.b }[15], [x30]
	st3	{ v20.b, v21.b, v22.b }[0], [x8]
	st3	{ v4.b, v5.b, v6.b }[8], [x0]
	st3	{ v21.b, v22.b, v23.b }[11], [x22], x28
	st3	{ v22.b, v23.b, v24.b }[1], [x27], x17
	st3	{ v0.b, v1.b, v2.b }[0], [x12], x29
	st3	{ v11.b, v12.b, v13.b }[2], [x0], x20
	st3	{ v15.d, v16.d, v17.d }[1], [x16]
	st3	{ v4.d, v5.d, v6.d }[1], [x26]
	st3	{ v16.d, v17.d, v18.d }[0], [x13]
	st3	{ v5.d, v6.d, v7.d }[0], [x0]
	st3	{ v26.d, v27.d, v28.d }[0], [x21], x9
	st3	{ v20.d, v21.d, v22.d }[0], [x26], x21
	st3	{ v24.d, v25.d, v26.d }[1], [x22], x0
	st3	{ v13.d, v14.d, v15.d }[0], [x28], x0
	st3	{ v31.h, v0.h, v1.h }[3], [x5]
	st3	{ v9.h, v10.h, v11.h }[0], [x27]
	st3	{ v2.h, v3.h, v4.h }[7], [x1]
	st3	{ v20.h, v21.h, v22.h }[3], [x22]
	st3	{ v10.h, v11.h, v12.h }[0], [x16], x3
	st3	{ v15.h, v16.h, v17.h }[0], [x21], x19
	st3	{ v20.h, v21.h, v22.h }[0], [x0], x11
	st3	{ v11.h, v12.h, v13.h }[5], [x22], x0
	st3	{ v1.s, v2.s, v3.s }[2], [x22]
	st3	{ v21.s, v22.s, v23.s }[2], [sp]
	st3	{ v11.s, v12.s, v13.s }[1], [x12]
	st3	{ v1.s, v2.s, v3.s }[0], [x2]
	st3	{ v26.s, v27.s, v28.s }[3], [x21], x3
	st3	{ v20.s, v21.s, v22.s }[3], [x16], x28
	st3	{ v2.s, v3.s, v4.s }[0], [x24], x20
	st3	{ v29.s, v30.s, v31.s }[2], [sp], x25
	st3	{ v13.16b, v14.16b, v15.16b }, [x20]
	st3	{ v4.16b, v5.16b, v6.16b }, [x2]
	st3	{ v0.16b, v1.16b, v2.16b }, [x4]
	st3	{ v18.16b, v19.16b, v20.16b }, [x15]
	st3	{ v6.16b, v7.16b, v8.16b }, [x19], x4
	st3	{ v28.16b, v29.16b, v30.16b }, [x21], x12
	st3	{ v8.16b, v9.16b, v10.16b }, [x7], x10
	st3	{ v22.16b, v23.16b, v24.16b }, [x30], x12
	st3	{ v9.2d, v10.2d, v11.2d }, [x0]
	st3	{ v7.2d, v8.2d, v9.2d }, [x29]
	st3	{ v15.2d, v16.2d, v17.2d }, [x6]
	st3	{ v23.2d, v24.2d, v25.2d }, [x12]
	st3	{ v23.2d, v24.2d, v25.2d }, [x18], x2
	st3	{ v10.2d, v11.2d, v12.2d }, [x30], x27
	st3	{ v24.2d, v25.2d, v26.2d }, [x1], x10
	st3	{ v10.2d, v11.2d, v12.2d }, [x24], x11
	st3	{ v6.2s, v7.2s, v8.2s }, [x9]
	st3	{ v7.2s, v8.2s, v9.2s }, [x20]
	st3	{ v1.2s, v2.2s, v3.2s }, [x14]
	st3	{ v10.2s, v11.2s, v12.2s }, [x8]
	st3	{ v31.2s, v0.2s, v1.2s }, [x1], x22
	st3	{ v0.2s, v1.2s, v2.2s }, [x10], x28
	st3	{ v28.2s, v29.2s, v30.2s }, [x1], x17
	st3	{ v15.2s, v16.2s, v17.2s }, [x13], x1
	st3	{ v18.4h, v19.4h, v20.4h }, [x1]
	st3	{ v7.4h, v8.4h, v9.4h }, [x12]
	st3	{ v16.4h, v17.4h, v18.4h }, [x3]
	st3	{ v19.4h, v20.4h, v21.4h }, [x18]
	st3	{ v24.4h, v25.4h, v26.4h }, [x29], x8
	st3	{ v16.4h, v17.4h, v18.4h }, [x23], x28
	st3	{ v4.4h, v5.4h, v6.4h }, [x19], x23
	st3	{ v29.4h, v30.4h, v31.4h }, [x29], x25
	st3	{ v9.4s, v10.4s, v11.4s }, [x7]
	st3	{ v8.4s, v9.4s, v10.4s }, [x2]
	st3	{ v4.4s, v5.4s, v6.4s }, [x26]
	st3	{ v26.4s, v27.4s, v28.4s }, [x3]
	st3	{ v18.4s, v19.4s, v20.4s }, [x3], x7
	st3	{ v15.4s, v16.4s, v17.4s }, [x23], x17
	st3	{ v7.4s, v8.4s, v9.4s }, [x5], x11
	st3	{ v7.4s, v8.4s, v9.4s }, [x6], x23
	st3	{ v10.8b, v11.8b, v12.8b }, [x20]
	st3	{ v6.8b, v7.8b, v8.8b }, [x2]
	st3	{ v6.8b, v7.8b, v8.8b }, [x11]
	st3	{ v16.8b, v17.8b, v18.8b }, [x6]
	st3	{ v30.8b, v31.8b, v0.8b }, [x4], x4
	st3	{ v17.8b, v18.8b, v19.8b }, [x16], x5
	st3	{ v25.8b, v26.8b, v27.8b }, [x3], x5
	st3	{ v0.8b, v1.8b, v2.8b }, [x27], x8
	st3	{ v12.8h, v13.8h, v14.8h }, [sp]
	st3	{ v29.8h, v30.8h, v31.8h }, [x16]
	st3	{ v22.8h, v23.8h, v24.8h }, [x23]
	st3	{ v18.8h, v19.8h, v20.8h }, [x21]
	st3	{ v14.8h, v15.8h, v16.8h }, [x18], x27
	st3	{ v10.8h, v11.8h, v12.8h }, [x28], #48
	st3	{ v21.8h, v22.8h, v23.8h }, [x10], x16
	st3	{ v30.8h, v31.8h, v0.8h }, [x12], x8
	st4	{ v1.b, v2.b, v3.b, v4.b }[6], [x3]
	st4	{ v25.b, v26.b, v27.b, v28.b }[13], [x25]
	st4	{ v16.b, v17.b, v18.b, v19.b }[8], [x1]
	st4	{ v1.b, v2.b, v3.b, v4.b }[11], [x3]
	st4	{ v14.b, v15.b, v16.b, v17.b }[9], [x12], x26
	st4	{ v18.b, v19.b, v20.b, v21.b }[11], [x24], x28
	st4	{ v1.b, v2.b, v3.b, v4.b }[13], [x26], x6
	st4	{ v13.b, v14.b, v15.b, v16.b }[8], [x0], x24
	st4	{ v23.d, v24.d, v25.d, v26.d }[1], [x7]
	st4	{ v2.d, v3.d, v4.d, v5.d }[1], [x15]
	st4	{ v3.d, v4.d, v5.d, v6.d }[0], [x16]
	st4	{ v15.d, v16.d, v17.d, v18.d }[0], [x27]
	st4	{ v13.d, v14.d, v15.d, v16.d }[0], [x21], x3
	st4	{ v10.d, v11.d, v12.d, v13.d }[1], [x2], x16
	st4	{ v29.d, v30.d, v31.d, v0.d }[1], [x2], x4
	st4	{ v10.d, v11.d, v12.d, v13.d }[0], [x24], x8
	st4	{ v7.h, v8.h, v9.h, v10.h }[2], [x11]
	st4	{ v12.h, v13.h, v14.h, v15.h }[6], [x24]
	st4	{ v17.h, v18.h, v19.h, v20.h }[0], [x25]
	st4	{ v2.h, v3.h, v4.h, v5.h }[3], [x17]
	st4	{ v9.h, v10.h, v11.h, v12.h }[1], [x26], x29
	st4	{ v2.h, v3.h, v4.h, v5.h }[3], [x21], x29
	st4	{ v12.h, v13.h, v14.h, v15.h }[3], [x11], x27
	st4	{ v11.h, v12.h, v13.h, v14.h }[3], [x8], x16
	st4	{ v25.s, v26.s, v27.s, v28.s }[1], [x8]
	st4	{ v30.s, v31.s, v0.s, v1.s }[2], [x10]
	st4	{ v20.s, v21.s, v22.s, v23.s }[2], [x2]
	st4	{ v1.s, v2.s, v3.s, v4.s }[1], [x1]
	st4	{ v3.s, v4.s, v5.s, v6.s }[0], [x2], x21
	st4	{ v8.s, v9.s, v10.s, v11.s }[1], [x0], x13
	st4	{ v19.s, v20.s, v21.s, v22.s }[2], [x16], x19
	st4	{ v1.s, v2.s, v3.s, v4.s }[0], [x19], x17
	st4	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x16]
	st4	{ v13.16b, v14.16b, v15.16b, v16.16b }, [x5]
	st4	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x4]
	st4	{ v7.16b, v8.16b, v9.16b, v10.16b }, [x12]
	st4	{ v12.16b, v13.16b, v14.16b, v15.16b }, [x3], x27
	st4	{ v28.16b, v29.16b, v30.16b, v31.16b }, [sp], x1
	st4	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x24], x25
	st4	{ v1.16b, v2.16b, v3.16b, v4.16b }, [x26], x5
	st4	{ v24.2d, v25.2d, v26.2d, v27.2d }, [x23]
	st4	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x3]
	st4	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x8]
	st4	{ v15.2d, v16.2d, v17.2d, v18.2d }, [x25]
	st4	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x25], x7
	st4	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x21], x29
	st4	{ v27.2d, v28.2d, v29.2d, v30.2d }, [x5], x18
	st4	{ v21.2d, v22.2d, v23.2d, v24.2d }, [x26], x27
	st4	{ v23.2s, v24.2s, v25.2s, v26.2s }, [x5]
	st4	{ v24.2s, v25.2s, v26.2s, v27.2s }, [x10]
	st4	{ v24.2s, v25.2s, v26.2s, v27.2s }, [x16]
	st4	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x26]
	st4	{ v21.2s, v22.2s, v23.2s, v24.2s }, [x21], x18
	st4	{ v0.2s, v1.2s, v2.2s, v3.2s }, [x15], x19
	st4	{ v0.2s, v1.2s, v2.2s, v3.2s }, [x16], x12
	st4	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x20], x2
	st4	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x11]
	st4	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x0]
	st4	{ v4.4h, v5.4h, v6.4h, v7.4h }, [x3]
	st4	{ v27.4h, v28.4h, v29.4h, v30.4h }, [x28]
	st4	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x28], x2
	st4	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x10], x14
	st4	{ v0.4h, v1.4h, v2.4h, v3.4h }, [x7], x23
	st4	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x13], x18
	st4	{ v19.4s, v20.4s, v21.4s, v22.4s }, [x6]
	st4	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x24]
	st4	{ v18.4s, v19.4s, v20.4s, v21.4s }, [x2]
	st4	{ v16.4s, v17.4s, v18.4s, v19.4s }, [x2]
	st4	{ v10.4s, v11.4s, v12.4s, v13.4s }, [x2], x9
	st4	{ v17.4s, v18.4s, v19.4s, v20.4s }, [x16], x6
	st4	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x5], x6
	st4	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x6], x24
	st4	{ v1.8b, v2.8b, v3.8b, v4.8b }, [x8]
	st4	{ v22.8b, v23.8b, v24.8b, v25.8b }, [x26]
	st4	{ v15.8b, v16.8b, v17.8b, v18.8b }, [x18]
	st4	{ v11.8b, v12.8b, v13.8b, v14.8b }, [x18]
	st4	{ v10.8b, v11.8b, v12.8b, v13.8b }, [x8], #32
	st4	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x22], x26
	st4	{ v24.8b, v25.8b, v26.8b, v27.8b }, [x2], x19
	st4	{ v26.8b, v27.8b, v28.8b, v29.8b }, [x26], x10
	st4	{ v14.8h, v15.8h, v16.8h, v17.8h }, [x2]
	st4	{ v17.8h, v18.8h, v19.8h, v20.8h }, [x6]
	st4	{ v14.8h, v15.8h, v16.8h, v17.8h }, [x28]
	st4	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x22]
	st4	{ v15.8h, v16.8h, v17.8h, v18.8h }, [x12], x5
	st4	{ v7.8h, v8.8h, v9.8h, v10.8h }, [x16], x5
	st4	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x5], x19
	st4	{ v25.8h, v26.8h, v27.8h, v28.8h }, [x15], x11
	stlr	w17, [x0]
	stlr	w25, [x3]
	stlr	w6, [x28]
	stlr	w5, [x23]
	stlr	x12, [x21]
	stlr	x14, [x10]
	stlr	x23, [x9]
	stlr	x30, [x27]
	stlrb	w18, [x24]
	stlrb	w0, [x9]
	stlrb	w3, [sp]
	stlrb	wzr, [x16]
	stlrh	w23, [x15]
	stlrh	w22, [sp]
	stlrh	w18, [x4]
	stlrh	w8, [x8]
	stlxp	w11, w17, w9, [x6]
	stlxp	wzr, w1, w28, [x4]
	stlxp	w11, wzr, w10, [x19]
	stlxp	w14, w26, w13, [x7]
	stlxp	w9, x27, x10, [x14]
	stlxp	w14, x15, x1, [x0]
	stlxp	w9, x13, x16, [x26]
	stlxp	w3, x4, x27, [x29]
	stlxr	w25, w19, [x17]
	stlxr	w21, w29, [x5]
	stlxr	w18, w23, [x25]
	stlxr	w6, w14, [x3]
	stlxr	w18, x24, [x4]
	stlxr	w15, x9, [x24]
	stlxr	w14, x29, [x17]
	stlxr	w10, x12, [x0]
	stlxrb	w9, w26, [x13]
	stlxrb	w11, w30, [x16]
	stlxrb	w8, w0, [x25]
	stlxrb	w10, w15, [x24]
	stlxrh	w8, w20, [x21]
	stlxrh	w18, w24, [x2]
	stlxrh	w27, w18, [x19]
	stlxrh	w9, w22, [x25]
	stnp	d2, d22, [x27, #152]
	stnp	d0, d9, [x24]
	stnp	d3, d2, [x14, #16]
	stnp	d12, d2, [x30, #136]
	stnp	q12, q20, [x29]
	stnp	q19, q25, [x24]
	stnp	q18, q0, [x7, #48]
	stnp	q27, q24, [x12]
	stnp	s10, s24, [x4]
	stnp	s31, s15, [x19, #180]
	stnp	s30, s29, [x22, #-152]
	stnp	s16, s19, [x27]
	stnp	w23, w5, [x17]
	stnp	w13, w28, [x20, #152]
	stnp	w17, w0, [x21, #40]
	stnp	w7, wzr, [x8]
	stnp	x3, x30, [x28, #-8]
	stnp	x11, x17, [x3]
	stnp	x22, x29, [x8, #-160]
	stnp	x9, xzr, [x25]
	stp	d23, d21, [x0]
	stp	d9, d11, [x29, #-8]
	stp	d26, d16, [x1, #216]
	stp	d18, d21, [x30]
	stp	d13, d19, [x5], #328
	stp	d24, d26, [x14], #-392
	stp	d1, d6, [x22], #296
	stp	d8, d6, [x25], #176
	stp	d28, d18, [x16, #-200]!
	stp	d4, d16, [sp, #64]!
	stp	d13, d7, [x17, #-352]!
	stp	d22, d31, [x8, #280]!
	stp	q29, q22, [x26, #432]
	stp	q0, q24, [x10]
	stp	q14, q25, [x23, #336]
	stp	q7, q26, [x25]
	stp	q23, q5, [x15], #480
	stp	q1, q1, [x19], #-464
	stp	q0, q28, [sp], #656
	stp	q25, q18, [x5], #1008
	stp	q17, q29, [x18, #-896]!
	stp	q26, q13, [x29, #-16]!
	stp	q23, q1, [x5, #-800]!
	stp	q5, q27, [x29, #0]!
	stp	s16, s27, [x23]
	stp	s25, s9, [sp]
	stp	s23, s14, [x7]
	stp	s25, s29, [x16, #-76]
	stp	s11, s3, [x16], #-32
	stp	s13, s6, [sp], #0
	stp	s3, s28, [x11], #-256
	stp	s3, s22, [x3], #-116
	stp	s15, s14, [x9, #-256]!
	stp	s13, s12, [x23, #-12]!
	stp	s25, s12, [x20, #136]!
	stp	s7, s15, [x21, #148]!
	stp	w12, w7, [x13]
	stp	w22, w14, [x5]
	stp	w2, w16, [x20]
	stp	w28, w10, [x15, #-48]
	stp	w9, w23, [x15], #-256
	stp	w1, w0, [x21], #252
	stp	w18, w7, [x5], #176
	stp	w8, w7, [x4], #100
	stp	w26, w5, [x15, #80]!
	stp	w13, w27, [sp, #72]!
	stp	w12, w19, [x7, #-256]!
	stp	w30, w15, [x22, #88]!
	stp	x13, x6, [x2, #144]
	stp	x10, x30, [x5, #152]
	stp	x8, x29, [x27]
	stp	x14, x28, [x30, #-344]
	stp	x26, x7, [sp], #-512
	stp	x14, x27, [sp], #408
	stp	x12, x21, [x9], #-112
	stp	x15, x20, [x26], #160
	stp	x26, x22, [x12, #-144]!
	stp	x21, x22, [x3, #-480]!
	stp	x30, x13, [x25, #184]!
	stp	x14, x10, [x17, #112]!
	stur	b3, [x7]
	stur	b20, [x4, #-1]
	stur	b11, [x19, #177]
	stur	b31, [x25, #-193]
	str	b15, [x16], #-166
	str	b14, [x22], #208
	str	b24, [x14], #46
	str	b23, [x29], #-31
	str	b0, [x29, #255]!
	str	b25, [x27, #237]!
	str	b26, [x10, #-5]!
	str	b4, [x14, #-137]!
	str	b13, [x1, w8, sxtw #0]
	str	b8, [x21, w18, uxtw #0]
	str	b5, [x0, w24, uxtw #0]
	str	b26, [x28, w30, uxtw]
	str	b23, [x21, x5, sxtx]
	str	b3, [x28, x6, sxtx #0]
	str	b11, [x23, x27, lsl #0]
	str	b3, [x15, x7, lsl #0]
	str	b17, [x21]
	str	b7, [sp]
	str	b30, [x14, #3886]
	str	b21, [x0, #2249]
	sturb	w22, [x15, #-30]
	sturb	w1, [x2]
	sturb	w10, [x10]
	sturb	w2, [x25, #212]
	strb	w28, [x3], #255
	strb	w10, [x27], #-70
	strb	w29, [x2], #1
	strb	w21, [x6], #-178
	strb	w19, [x0, #-223]!
	strb	wzr, [x7, #193]!
	strb	w19, [x6, #16]!
	strb	w14, [x4, #-1]!
	strb	w2, [x6, w12, sxtw #0]
	strb	w5, [x11, w1, uxtw]
	strb	w10, [x5, w16, uxtw]
	strb	w0, [x26, w30, uxtw]
	strb	w8, [x29, x20, sxtx #0]
	strb	w19, [x10, x26]
	strb	w21, [x0, x1, lsl #0]
	strb	w14, [x21, x6, lsl #0]
	strb	w17, [x18, #3679]
	strb	w6, [x23]
	strb	w0, [x17, #1]
	strb	w3, [x9]
	stur	d20, [x5]
	stur	d11, [x2, #-199]
	stur	d3, [x27, #165]
	stur	d4, [sp, #-108]
	str	d10, [x13], #1
	str	d26, [x29], #200
	str	d0, [x13], #68
	str	d20, [x1], #0
	str	d30, [x6, #-82]!
	str	d16, [x27, #146]!
	str	d11, [x12, #-256]!
	str	d10, [x12, #196]!
	str	d28, [x16, w23, uxtw #3]
	str	d20, [x30, w9, uxtw #3]
	str	d26, [x7, w26, uxtw #3]
	str	d10, [sp, w9, sxtw]
	str	d10, [x12, x16, lsl #3]
	str	d31, [x6, x24, sxtx #3]
	str	d25, [x11, x10]
	str	d13, [x27, x10, lsl #3]
	str	d30, [x28, #27384]
	str	d26, [x27]
	str	d0, [x28]
	str	d31, [x2, #23720]
	stur	h15, [x30, #207]
	stur	h0, [x6, #65]
	stur	h20, [x15, #-23]
	stur	h25, [x30, #-55]
	str	h31, [x15], #123
	str	h7, [x16], #1
	str	h18, [x8], #23
	str	h6, [x30], #27
	str	h29, [x15, #204]!
	str	h19, [x25, #179]!
	str	h2, [x18, #199]!
	str	h9, [x18, #-153]!
	str	h26, [x5, wzr, sxtw]
	str	h22, [x25, w25, sxtw]
	str	h4, [x14, w18, sxtw #1]
	str	h29, [x13, w30, sxtw #1]
	str	h16, [x3, x11, lsl #1]
	str	h0, [x23, x17]
	str	h24, [x10, x30, sxtx]
	str	h1, [x23, x1, sxtx]
	str	h0, [x8, #5360]
	str	h30, [x21, #5240]
	str	h5, [x18, #7086]
	str	h12, [x15, #1860]
	sturh	w11, [x9]
	sturh	w6, [x20, #95]
	sturh	w9, [x5]
	sturh	w13, [x18]
	strh	w4, [x2], #-127
	strh	w9, [sp], #-223
	strh	w1, [x7], #179
	strh	w29, [x1], #-181
	strh	w13, [x22, #26]!
	strh	w4, [x10, #-114]!
	strh	w15, [x13, #-16]!
	strh	w28, [x24, #122]!
	strh	w7, [x16, w22, sxtw]
	strh	w8, [x2, w7, sxtw #1]
	strh	w0, [x11, w29, sxtw #1]
	strh	w2, [x23, w8, sxtw]
	strh	w16, [x9, x30]
	strh	w11, [x0, x7, sxtx #1]
	strh	w18, [x7, x3, lsl #1]
	strh	wzr, [x2, x6, lsl #1]
	strh	w18, [x4, #3604]
	strh	w4, [x1]
	strh	w12, [sp, #1328]
	strh	w1, [x4, #3306]
	stur	q5, [x18, #191]
	stur	q27, [x19, #-100]
	stur	q20, [x10]
	stur	q9, [x23, #-250]
	str	q20, [x20], #-208
	str	q13, [x14], #86
	str	q21, [x25], #-35
	str	q19, [x14], #130
	str	q27, [sp, #-172]!
	str	q7, [x23, #105]!
	str	q12, [x25, #15]!
	str	q4, [x18, #-256]!
	str	q1, [x21, w19, uxtw #4]
	str	q3, [x2, w28, sxtw]
	str	q4, [x24, w14, sxtw #4]
	str	q19, [x25, w11, uxtw #4]
	str	q3, [x1, x17, lsl #4]
	str	q2, [x7, x24, sxtx]
	str	q7, [x0, x24, sxtx]
	str	q22, [x7, x30, lsl #4]
	str	q20, [x11, #45408]
	str	q17, [x30]
	str	q31, [x27]
	str	q10, [x28, #53280]
	stur	s21, [x23]
	stur	s29, [x11, #-249]
	stur	s13, [x15]
	stur	s26, [x19, #-143]
	str	s25, [x24], #-67
	str	s1, [x9], #-207
	str	s0, [x20], #-200
	str	s24, [x10], #21
	str	s9, [x12, #67]!
	str	s2, [x14, #0]!
	str	s5, [x16, #27]!
	str	s18, [x1, #255]!
	str	s13, [x4, w30, sxtw]
	str	s28, [x16, w10, uxtw #2]
	str	s4, [x8, w12, sxtw]
	str	s25, [x25, w1, sxtw]
	str	s30, [x24, x9, sxtx]
	str	s24, [x19, x19]
	str	s20, [x27, x12, sxtx #2]
	str	s21, [x26, x21, sxtx]
	str	s24, [x19]
	str	s21, [sp, #16380]
	str	s22, [x25, #1152]
	str	s28, [x11]
	stur	w5, [x29, #-1]
	stur	w20, [x30]
	stur	w5, [x3, #245]
	stur	w14, [x0, #113]
	str	w1, [x25], #0
	str	w24, [x1], #255
	str	w12, [x7], #90
	str	w14, [x12], #168
	str	w17, [x26, #125]!
	str	w21, [x6, #255]!
	str	w2, [x1, #255]!
	str	w19, [x4, #231]!
	str	w9, [x1, w17, sxtw #2]
	str	w27, [x28, w24, uxtw]
	str	w7, [x22, w28, uxtw #2]
	str	w20, [x28, wzr, sxtw]
	str	w9, [x0, x29]
	str	w13, [x22, x1, sxtx #2]
	str	w2, [x19, x25, sxtx #2]
	str	w2, [x26, x19, lsl #2]
	str	w21, [x14]
	str	w1, [x27, #9184]
	str	w0, [x2, #3996]
	str	w19, [x5]
	stur	x7, [x18]
	stur	x1, [x9, #28]
	stur	x26, [x14]
	stur	x12, [x30, #77]
	str	xzr, [x6], #19
	str	x26, [x3], #-1
	str	x26, [x21], #-40
	str	x11, [x17], #-112
	str	x13, [x29, #-209]!
	str	xzr, [x10, #-1]!
	str	x18, [x20, #-78]!
	str	x13, [x14, #1]!
	str	x25, [x1, w4, sxtw #3]
	str	x15, [x30, w27, sxtw #3]
	str	x18, [x24, w5, sxtw]
	str	x7, [x2, w6, uxtw]
	str	x13, [x0, x22, sxtx]
	str	x18, [x11, x2, sxtx #3]
	str	x12, [x10, x7]
	str	x28, [x5, x11, sxtx]
	str	x24, [x17, #28760]
	str	x22, [x23, #1256]
	str	x19, [x10, #16984]
	str	x17, [x26, #28928]
	sttrb	w4, [x0, #-43]
	sttrb	w16, [x20, #30]
	sttrb	w11, [x19, #197]
	sttrb	w26, [x20]
	sttrh	w29, [x9]
	sttrh	w7, [x4]
	sttrh	w3, [x17, #-119]
	sttrh	w27, [x23]
	sttr	w12, [x2, #-25]
	sttr	w15, [x16]
	sttr	w0, [x0]
	sttr	w23, [x8]
	sttr	x2, [x13, #68]
	sttr	x20, [x24, #-238]
	sttr	x15, [x22]
	sttr	x21, [x6, #-210]
	stxp	w21, w23, wzr, [x5]
	stxp	w11, w7, w16, [x24]
	stxp	w18, w14, w25, [x26]
	stxp	w24, w19, w20, [x21]
	stxp	w16, x0, x18, [x19]
	stxp	w28, x27, x11, [x23]
	stxp	w28, x13, x29, [x25]
	stxp	w17, x19, x24, [x1]
	stxr	w10, w3, [x26]
	stxr	w7, w18, [x21]
	stxr	w0, w10, [x26]
	stxr	w14, w26, [x15]
	stxr	w0, x7, [x9]
	stxr	w2, x4, [x8]
	stxr	w22, x20, [x23]
	stxr	w25, x3, [x7]
	stxrb	w14, w21, [x25]
	stxrb	w20, w25, [x24]
	stxrb	w4, w23, [x18]
	stxrb	w1, w11, [x30]
	stxrh	w3, w12, [x13]
	stxrh	w12, w1, [x8]
	stxrh	w12, w15, [x2]
	stxrh	w27, w15, [x24]
	subhn	v28.2s, v14.2d, v29.2d
	subhn	v21.2s, v7.2d, v17.2d
	subhn	v10.2s, v27.2d, v3.2d
	subhn	v14.2s, v5.2d, v8.2d
	subhn2	v8.4s, v2.2d, v8.2d
	subhn2	v6.4s, v28.2d, v13.2d
	subhn2	v7.4s, v19.2d, v7.2d
	subhn2	v4.4s, v20.2d, v18.2d
	subhn	v18.4h, v18.4s, v16.4s
	subhn	v30.4h, v22.4s, v30.4s
	subhn	v17.4h, v26.4s, v4.4s
	subhn	v1.4h, v18.4s, v26.4s
	subhn2	v16.8h, v26.4s, v26.4s
	subhn2	v0.8h, v21.4s, v26.4s
	subhn2	v18.8h, v9.4s, v23.4s
	subhn2	v18.8h, v13.4s, v28.4s
	subhn	v5.8b, v28.8h, v28.8h
	subhn	v25.8b, v15.8h, v15.8h
	subhn	v24.8b, v19.8h, v0.8h
	subhn	v31.8b, v31.8h, v24.8h
	subhn2	v8.16b, v22.8h, v29.8h
	subhn2	v13.16b, v12.8h, v31.8h
	subhn2	v8.16b, v12.8h, v19.8h
	subhn2	v15.16b, v25.8h, v17.8h
	subs	w18, w6, #1, lsl #12
	subs	w3, w16, #2494, lsl #12
	subs	w10, w25, #951, lsl #12
	cmp	w29, #4095
	subs	w7, w8, w20, lsl #29
	subs	w0, w10, w28, lsl #30
	subs	w20, w26, w17, lsl #1
	subs	w0, w19, w24, asr #4
	cmp	w20, w26, sxtb #3
	subs	w30, w30, w11, sxtb
	subs	w0, w12, w7, uxth #1
	cmp	w20, w16, uxtx #2
	cmp	x18, #605, lsl #12
	subs	x30, x13, #0
	subs	x27, x16, #2185, lsl #12
	subs	x16, x21, #2684
	subs	x0, x29, x16, lsl #2
	subs	x10, x14, x10, lsl #40
	subs	x28, x17, x16
	subs	x9, x0, x24, lsr #45
	cmp	x20, w1, uxtw #3
	subs	x8, x10, w20, uxth
	subs	x13, x1, w17, sxtb
	subs	x7, x3, w17, uxtb #4
	cmp	x4, x29, sxtx #3
	cmp	x20, x16, uxtx #2
	subs	x14, x15, x25, sxtx
	subs	x23, x12, x10, uxtx #1
	sub	w29, w29, #1161
	sub	w0, w30, #433, lsl #12
	sub	w27, w9, #3838, lsl #12
	sub	w21, w21, #656, lsl #12
	sub	w29, w6, w5, lsr #1
	sub	w0, w9, w3, lsr #27
	sub	w30, w25, w8, lsr #0
	sub	w1, w8, w11, lsl #23
	sub	w21, w14, w21, uxtb #4
	sub	w29, w27, w2, uxth
	sub	w21, w10, w16, uxtb #3
	sub	w20, w4, w16, sxtb #4
	sub	x3, x10, #105, lsl #12
	sub	x4, x28, #524, lsl #12
	sub	x27, x23, #3614
	sub	x19, x26, #68
	sub	x21, x17, x10, asr #26
	sub	x21, x25, x23
	neg	x14, x29, lsr #34
	sub	x29, x21, x15, lsr #61
	sub	x7, x4, wzr, sxth #4
	sub	x5, x28, w18, uxth #4
	sub	x22, x15, w12, sxtw #3
	sub	x15, x16, w3, sxtw
	sub	x10, x29, x2, uxtx #4
	sub	x21, x18, x1, uxtx #2
	sub	x1, x10, x14, sxtx #3
	sub	x29, x29, x27, sxtx #4
	sub	d20, d22, d9
	sub	d9, d15, d25
	sub	d18, d24, d3
	sub	d23, d23, d12
	sub	v9.16b, v15.16b, v21.16b
	sub	v3.16b, v15.16b, v20.16b
	sub	v22.16b, v15.16b, v17.16b
	sub	v3.16b, v14.16b, v10.16b
	sub	v2.2d, v0.2d, v5.2d
	sub	v10.2d, v11.2d, v26.2d
	sub	v20.2d, v27.2d, v24.2d
	sub	v19.2d, v19.2d, v4.2d
	sub	v5.2s, v3.2s, v1.2s
	sub	v9.2s, v4.2s, v3.2s
	sub	v5.2s, v12.2s, v20.2s
	sub	v5.2s, v14.2s, v21.2s
	sub	v0.4h, v3.4h, v29.4h
	sub	v24.4h, v6.4h, v27.4h
	sub	v20.4h, v13.4h, v20.4h
	sub	v2.4h, v25.4h, v20.4h
	sub	v7.4s, v31.4s, v13.4s
	sub	v16.4s, v30.4s, v10.4s
	sub	v15.4s, v16.4s, v5.4s
	sub	v23.4s, v6.4s, v5.4s
	sub	v22.8b, v9.8b, v21.8b
	sub	v27.8b, v21.8b, v31.8b
	sub	v7.8b, v22.8b, v10.8b
	sub	v18.8b, v25.8b, v11.8b
	sub	v29.8h, v15.8h, v28.8h
	sub	v11.8h, v9.8h, v16.8h
	sub	v24.8h, v12.8h, v24.8h
	sub	v10.8h, v30.8h, v25.8h
	suqadd	b19, b22
	suqadd	b23, b12
	suqadd	b4, b19
	suqadd	b25, b8
	suqadd	d25, d18
	suqadd	d29, d25
	suqadd	d31, d7
	suqadd	d16, d21
	suqadd	h25, h21
	suqadd	h10, h9
	suqadd	h4, h9
	suqadd	h5, h8
	suqadd	s4, s21
	suqadd	s7, s20
	suqadd	s23, s29
	suqadd	s6, s23
	suqadd	v11.16b, v9.16b
	suqadd	v28.16b, v2.16b
	suqadd	v16.16b, v14.16b
	suqadd	v23.16b, v1.16b
	suqadd	v0.2d, v22.2d
	suqadd	v24.2d, v12.2d
	suqadd	v5.2d, v12.2d
	suqadd	v13.2d, v24.2d
	suqadd	v8.2s, v22.2s
	suqadd	v13.2s, v14.2s
	suqadd	v6.2s, v16.2s
	suqadd	v24.2s, v28.2s
	suqadd	v6.4h, v13.4h
	suqadd	v13.4h, v5.4h
	suqadd	v23.4h, v10.4h
	suqadd	v20.4h, v21.4h
	suqadd	v11.4s, v8.4s
	suqadd	v2.4s, v6.4s
	suqadd	v26.4s, v10.4s
	suqadd	v5.4s, v24.4s
	suqadd	v1.8b, v3.8b
	suqadd	v10.8b, v23.8b
	suqadd	v10.8b, v15.8b
	suqadd	v6.8b, v5.8b
	suqadd	v15.8h, v13.8h
	suqadd	v15.8h, v16.8h
	suqadd	v12.8h, v11.8h
	suqadd	v20.8h, v8.8h
	svc	#0xcd
	svc	#0x4861
	svc	#0xc9b8
	svc	#0xa7b1
	sys	#5, c1, c12, #1, x1
	sys	#3, c2, c3, #5, x26
	sys	#7, c0, c3, #5, x19
	sys	#3, c0, c6, #1, x14
	sysl	x22, #7, c0, c15, #7
	sysl	x22, #6, c6, c9, #7
	sysl	x18, #0, c6, c12, #1
	sysl	x10, #7, c14, c0, #0
	tbl	v0.16b, { v12.16b }, v19.16b
	tbl	v4.16b, { v14.16b }, v17.16b
	tbl	v28.16b, { v29.16b }, v17.16b
	tbl	v9.16b, { v11.16b }, v18.16b
	tbl	v6.16b, { v20.16b, v21.16b }, v9.16b
	tbl	v8.16b, { v8.16b, v9.16b }, v12.16b
	tbl	v4.16b, { v12.16b, v13.16b }, v12.16b
	tbl	v7.16b, { v17.16b, v18.16b }, v25.16b
	tbl	v19.16b, { v4.16b, v5.16b, v6.16b }, v15.16b
	tbl	v26.16b, { v13.16b, v14.16b, v15.16b }, v14.16b
	tbl	v16.16b, { v19.16b, v20.16b, v21.16b }, v2.16b
	tbl	v14.16b, { v20.16b, v21.16b, v22.16b }, v12.16b
	tbl	v5.16b, { v17.16b, v18.16b, v19.16b, v20.16b }, v8.16b
	tbl	v9.16b, { v12.16b, v13.16b, v14.16b, v15.16b }, v6.16b
	tbl	v2.16b, { v10.16b, v11.16b, v12.16b, v13.16b }, v16.16b
	tbl	v16.16b, { v20.16b, v21.16b, v22.16b, v23.16b }, v16.16b
	tbl	v28.8b, { v25.16b }, v11.8b
	tbl	v31.8b, { v21.16b }, v11.8b
	tbl	v6.8b, { v30.16b }, v3.8b
	tbl	v1.8b, { v11.16b }, v28.8b
	tbl	v16.8b, { v21.16b, v22.16b }, v3.8b
	tbl	v2.8b, { v9.16b, v10.16b }, v5.8b
	tbl	v6.8b, { v18.16b, v19.16b }, v18.8b
	tbl	v18.8b, { v13.16b, v14.16b }, v7.8b
	tbl	v10.8b, { v23.16b, v24.16b, v25.16b }, v24.8b
	tbl	v8.8b, { v29.16b, v30.16b, v31.16b }, v7.8b
	tbl	v23.8b, { v0.16b, v1.16b, v2.16b }, v1.8b
	tbl	v3.8b, { v2.16b, v3.16b, v4.16b }, v3.8b
	tbl	v6.8b, { v5.16b, v6.16b, v7.16b, v8.16b }, v16.8b
	tbl	v16.8b, { v7.16b, v8.16b, v9.16b, v10.16b }, v22.8b
	tbl	v21.8b, { v7.16b, v8.16b, v9.16b, v10.16b }, v15.8b
	tbl	v22.8b, { v17.16b, v18.16b, v19.16b, v20.16b }, v19.8b
	tbnz	w27, #13, #4848
	tbnz	w8, #9, #-18472
	tbnz	w18, #26, #7692
	tbnz	w2, #29, #-9332
	tbnz	x4, #42, #29920
	tbnz	x25, #44, #-25656
	tbnz	x10, #63, #-11896
	tbnz	x24, #42, #30944
	tbx	v15.16b, { v2.16b }, v30.16b
	tbx	v26.16b, { v3.16b }, v27.16b
	tbx	v20.16b, { v21.16b }, v26.16b
	tbx	v4.16b, { v7.16b }, v8.16b
	tbx	v8.16b, { v6.16b, v7.16b }, v18.16b
	tbx	v2.16b, { v13.16b, v14.16b }, v29.16b
	tbx	v22.16b, { v0.16b, v1.16b }, v18.16b
	tbx	v16.16b, { v7.16b, v8.16b }, v2.16b
	tbx	v18.16b, { v23.16b, v24.16b, v25.16b }, v26.16b
	tbx	v24.16b, { v3.16b, v4.16b, v5.16b }, v15.16b
	tbx	v21.16b, { v30.16b, v31.16b, v0.16b }, v20.16b
	tbx	v12.16b, { v22.16b, v23.16b, v24.16b }, v1.16b
	tbx	v16.16b, { v11.16b, v12.16b, v13.16b, v14.16b }, v5.16b
	tbx	v23.16b, { v11.16b, v12.16b, v13.16b, v14.16b }, v7.16b
	tbx	v7.16b, { v8.16b, v9.16b, v10.16b, v11.16b }, v2.16b
	tbx	v13.16b, { v25.16b, v26.16b, v27.16b, v28.16b }, v9.16b
	tbx	v3.8b, { v28.16b }, v9.8b
	tbx	v15.8b, { v18.16b }, v15.8b
	tbx	v23.8b, { v23.16b }, v8.8b
	tbx	v5.8b, { v20.16b }, v31.8b
	tbx	v15.8b, { v23.16b, v24.16b }, v13.8b
	tbx	v1.8b, { v18.16b, v19.16b }, v8.8b
	tbx	v24.8b, { v1.16b, v2.16b }, v21.8b
	tbx	v21.8b, { v31.16b, v0.16b }, v1.8b
	tbx	v13.8b, { v1.16b, v2.16b, v3.16b }, v24.8b
	tbx	v26.8b, { v15.16b, v16.16b, v17.16b }, v24.8b
	tbx	v30.8b, { v12.16b, v13.16b, v14.16b }, v22.8b
	tbx	v8.8b, { v18.16b, v19.16b, v20.16b }, v22.8b
	tbx	v9.8b, { v12.16b, v13.16b, v14.16b, v15.16b }, v12.8b
	tbx	v5.8b, { v7.16b, v8.16b, v9.16b, v10.16b }, v30.8b
	tbx	v19.8b, { v25.16b, v26.16b, v27.16b, v28.16b }, v10.8b
	tbx	v9.8b, { v4.16b, v5.16b, v6.16b, v7.16b }, v18.8b
	tbz	w13, #23, #872
	tbz	w4, #31, #-27752
	tbz	w21, #7, #-17744
	tbz	w18, #31, #-32768
	tbz	x0, #32, #-11796
	tbz	x20, #36, #-1544
	tbz	x25, #55, #12844
	tbz	x8, #49, #-32768
	trn1	v2.16b, v10.16b, v0.16b
	trn1	v25.16b, v12.16b, v26.16b
	trn1	v2.16b, v4.16b, v5.16b
	trn1	v10.16b, v21.16b, v3.16b
	trn1	v31.2d, v20.2d, v6.2d
	trn1	v19.2d, v1.2d, v13.2d
	trn1	v12.2d, v7.2d, v5.2d
	trn1	v0.2d, v14.2d, v25.2d
	trn1	v18.2s, v31.2s, v1.2s
	trn1	v1.2s, v5.2s, v5.2s
	trn1	v25.2s, v24.2s, v18.2s
	trn1	v1.2s, v14.2s, v19.2s
	trn1	v29.4h, v16.4h, v10.4h
	trn1	v28.4h, v23.4h, v15.4h
	trn1	v15.4h, v2.4h, v12.4h
	trn1	v3.4h, v14.4h, v3.4h
	trn1	v6.4s, v2.4s, v5.4s
	trn1	v13.4s, v26.4s, v3.4s
	trn1	v23.4s, v25.4s, v3.4s
	trn1	v30.4s, v29.4s, v11.4s
	trn1	v30.8b, v7.8b, v23.8b
	trn1	v22.8b, v2.8b, v11.8b
	trn1	v7.8b, v22.8b, v10.8b
	trn1	v20.8b, v1.8b, v0.8b
	trn1	v31.8h, v28.8h, v10.8h
	trn1	v13.8h, v29.8h, v17.8h
	trn1	v1.8h, v6.8h, v23.8h
	trn1	v6.8h, v23.8h, v4.8h
	trn2	v12.16b, v23.16b, v30.16b
	trn2	v30.16b, v29.16b, v8.16b
	trn2	v4.16b, v31.16b, v10.16b
	trn2	v13.16b, v19.16b, v24.16b
	trn2	v2.2d, v14.2d, v4.2d
	trn2	v8.2d, v21.2d, v20.2d
	trn2	v5.2d, v14.2d, v11.2d
	trn2	v26.2d, v4.2d, v10.2d
	trn2	v13.2s, v24.2s, v30.2s
	trn2	v28.2s, v27.2s, v16.2s
	trn2	v25.2s, v28.2s, v0.2s
	trn2	v11.2s, v27.2s, v25.2s
	trn2	v10.4h, v12.4h, v31.4h
	trn2	v16.4h, v17.4h, v4.4h
	trn2	v26.4h, v7.4h, v24.4h
	trn2	v16.4h, v6.4h, v1.4h
	trn2	v26.4s, v23.4s, v15.4s
	trn2	v25.4s, v31.4s, v0.4s
	trn2	v9.4s, v6.4s, v12.4s
	trn2	v6.4s, v25.4s, v26.4s
	trn2	v0.8b, v15.8b, v24.8b
	trn2	v8.8b, v9.8b, v6.8b
	trn2	v26.8b, v1.8b, v21.8b
	trn2	v4.8b, v21.8b, v20.8b
	trn2	v13.8h, v13.8h, v26.8h
	trn2	v15.8h, v7.8h, v31.8h
	trn2	v20.8h, v2.8h, v16.8h
	trn2	v28.8h, v13.8h, v11.8h
	uabal	v24.2d, v31.2s, v30.2s
	uabal	v1.2d, v10.2s, v31.2s
	uabal	v9.2d, v16.2s, v25.2s
	uabal	v0.2d, v9.2s, v29.2s
	uabal2	v4.2d, v16.4s, v1.4s
	uabal2	v26.2d, v21.4s, v16.4s
	uabal2	v13.2d, v20.4s, v24.4s
	uabal2	v20.2d, v10.4s, v13.4s
	uabal	v8.4s, v12.4h, v10.4h
	uabal	v27.4s, v1.4h, v27.4h
	uabal	v12.4s, v28.4h, v18.4h
	uabal	v3.4s, v29.4h, v14.4h
	uabal2	v22.4s, v5.8h, v5.8h
	uabal2	v24.4s, v27.8h, v20.8h
	uabal2	v7.4s, v6.8h, v28.8h
	uabal2	v26.4s, v6.8h, v2.8h
	uabal	v30.8h, v6.8b, v14.8b
	uabal	v12.8h, v18.8b, v8.8b
	uabal	v25.8h, v16.8b, v19.8b
	uabal	v18.8h, v28.8b, v10.8b
	uabal2	v31.8h, v6.16b, v10.16b
	uabal2	v25.8h, v14.16b, v3.16b
	uabal2	v7.8h, v27.16b, v7.16b
	uabal2	v0.8h, v29.16b, v24.16b
	uaba	v25.16b, v18.16b, v19.16b
	uaba	v11.16b, v23.16b, v14.16b
	uaba	v23.16b, v4.16b, v17.16b
	uaba	v5.16b, v24.16b, v13.16b
	uaba	v14.2s, v2.2s, v28.2s
	uaba	v12.2s, v15.2s, v25.2s
	uaba	v24.2s, v7.2s, v4.2s
	uaba	v6.2s, v25.2s, v16.2s
	uaba	v4.4h, v27.4h, v8.4h
	uaba	v2.4h, v29.4h, v15.4h
	uaba	v29.4h, v28.4h, v12.4h
	uaba	v25.4h, v28.4h, v1.4h
	uaba	v6.4s, v27.4s, v14.4s
	uaba	v18.4s, v18.4s, v24.4s
	uaba	v0.4s, v23.4s, v11.4s
	uaba	v24.4s, v23.4s, v9.4s
	uaba	v13.8b, v16.8b, v3.8b
	uaba	v18.8b, v16.8b, v21.8b
	uaba	v17.8b, v23.8b, v19.8b
	uaba	v20.8b, v3.8b, v6.8b
	uaba	v16.8h, v28.8h, v28.8h
	uaba	v3.8h, v7.8h, v25.8h
	uaba	v17.8h, v18.8h, v19.8h
	uaba	v20.8h, v19.8h, v30.8h
	uabdl	v12.2d, v26.2s, v30.2s
	uabdl	v17.2d, v1.2s, v21.2s
	uabdl	v14.2d, v18.2s, v18.2s
	uabdl	v12.2d, v22.2s, v25.2s
	uabdl2	v19.2d, v20.4s, v9.4s
	uabdl2	v4.2d, v23.4s, v28.4s
	uabdl2	v27.2d, v8.4s, v22.4s
	uabdl2	v11.2d, v14.4s, v19.4s
	uabdl	v15.4s, v6.4h, v24.4h
	uabdl	v19.4s, v2.4h, v9.4h
	uabdl	v29.4s, v28.4h, v11.4h
	uabdl	v3.4s, v5.4h, v12.4h
	uabdl2	v28.4s, v25.8h, v21.8h
	uabdl2	v28.4s, v6.8h, v8.8h
	uabdl2	v12.4s, v7.8h, v27.8h
	uabdl2	v8.4s, v23.8h, v21.8h
	uabdl	v12.8h, v5.8b, v12.8b
	uabdl	v16.8h, v12.8b, v30.8b
	uabdl	v8.8h, v27.8b, v31.8b
	uabdl	v14.8h, v11.8b, v8.8b
	uabdl2	v0.8h, v31.16b, v12.16b
	uabdl2	v11.8h, v31.16b, v15.16b
	uabdl2	v28.8h, v21.16b, v8.16b
	uabdl2	v8.8h, v25.16b, v18.16b
	uabd	v2.16b, v4.16b, v28.16b
	uabd	v1.16b, v3.16b, v25.16b
	uabd	v31.16b, v15.16b, v28.16b
	uabd	v12.16b, v5.16b, v19.16b
	uabd	v6.2s, v20.2s, v7.2s
	uabd	v14.2s, v9.2s, v30.2s
	uabd	v25.2s, v5.2s, v7.2s
	uabd	v11.2s, v27.2s, v21.2s
	uabd	v21.4h, v5.4h, v18.4h
	uabd	v23.4h, v7.4h, v26.4h
	uabd	v29.4h, v23.4h, v3.4h
	uabd	v16.4h, v14.4h, v25.4h
	uabd	v29.4s, v18.4s, v22.4s
	uabd	v18.4s, v29.4s, v4.4s
	uabd	v29.4s, v0.4s, v27.4s
	uabd	v23.4s, v23.4s, v30.4s
	uabd	v29.8b, v15.8b, v9.8b
	uabd	v2.8b, v22.8b, v24.8b
	uabd	v15.8b, v3.8b, v5.8b
	uabd	v9.8b, v25.8b, v14.8b
	uabd	v30.8h, v31.8h, v29.8h
	uabd	v30.8h, v27.8h, v3.8h
	uabd	v25.8h, v27.8h, v5.8h
	uabd	v15.8h, v5.8h, v22.8h
	uadalp	v19.1d, v7.2s
	uadalp	v12.1d, v13.2s
	uadalp	v2.1d, v29.2s
	uadalp	v23.1d, v30.2s
	uadalp	v10.2d, v24.4s
	uadalp	v8.2d, v12.4s
	uadalp	v21.2d, v13.4s
	uadalp	v0.2d, v30.4s
	uadalp	v22.2s, v9.4h
	uadalp	v28.2s, v27.4h
	uadalp	v8.2s, v1.4h
	uadalp	v14.2s, v2.4h
	uadalp	v7.4h, v2.8b
	uadalp	v1.4h, v31.8b
	uadalp	v28.4h, v21.8b
	uadalp	v4.4h, v15.8b
	uadalp	v11.4s, v23.8h
	uadalp	v23.4s, v24.8h
	uadalp	v31.4s, v13.8h
	uadalp	v14.4s, v10.8h
	uadalp	v2.8h, v29.16b
	uadalp	v24.8h, v3.16b
	uadalp	v7.8h, v13.16b
	uadalp	v6.8h, v10.16b
	uaddlp	v21.1d, v4.2s
	uaddlp	v31.1d, v4.2s
	uaddlp	v6.1d, v31.2s
	uaddlp	v17.1d, v0.2s
	uaddlp	v22.2d, v0.4s
	uaddlp	v0.2d, v1.4s
	uaddlp	v23.2d, v11.4s
	uaddlp	v19.2d, v28.4s
	uaddlp	v20.2s, v2.4h
	uaddlp	v19.2s, v8.4h
	uaddlp	v10.2s, v19.4h
	uaddlp	v24.2s, v24.4h
	uaddlp	v4.4h, v14.8b
	uaddlp	v11.4h, v2.8b
	uaddlp	v24.4h, v16.8b
	uaddlp	v19.4h, v25.8b
	uaddlp	v11.4s, v25.8h
	uaddlp	v30.4s, v19.8h
	uaddlp	v5.4s, v19.8h
	uaddlp	v1.4s, v30.8h
	uaddlp	v3.8h, v16.16b
	uaddlp	v4.8h, v19.16b
	uaddlp	v29.8h, v24.16b
	uaddlp	v31.8h, v30.16b
	uaddlv	h16, v27.16b
	uaddlv	h6, v16.16b
	uaddlv	h8, v13.16b
	uaddlv	h1, v8.16b
	uaddlv	s29, v26.4h
	uaddlv	s13, v5.4h
	uaddlv	s10, v5.4h
	uaddlv	s21, v15.4h
	uaddlv	d23, v24.4s
	uaddlv	d15, v27.4s
	uaddlv	d26, v28.4s
	uaddlv	d12, v4.4s
	uaddlv	h27, v14.8b
	uaddlv	h31, v7.8b
	uaddlv	h14, v20.8b
	uaddlv	h0, v9.8b
	uaddlv	s20, v8.8h
	uaddlv	s11, v3.8h
	uaddlv	s29, v10.8h
	uaddlv	s22, v0.8h
	uaddl	v0.2d, v2.2s, v11.2s
	uaddl	v11.2d, v20.2s, v4.2s
	uaddl	v4.2d, v12.2s, v6.2s
	uaddl	v16.2d, v12.2s, v3.2s
	uaddl2	v23.2d, v28.4s, v0.4s
	uaddl2	v18.2d, v13.4s, v10.4s
	uaddl2	v16.2d, v3.4s, v13.4s
	uaddl2	v1.2d, v30.4s, v22.4s
	uaddl	v16.4s, v4.4h, v17.4h
	uaddl	v15.4s, v13.4h, v30.4h
	uaddl	v17.4s, v3.4h, v9.4h
	uaddl	v9.4s, v3.4h, v26.4h
	uaddl2	v15.4s, v17.8h, v6.8h
	uaddl2	v20.4s, v17.8h, v18.8h
	uaddl2	v26.4s, v22.8h, v7.8h
	uaddl2	v20.4s, v17.8h, v30.8h
	uaddl	v14.8h, v4.8b, v28.8b
	uaddl	v16.8h, v1.8b, v10.8b
	uaddl	v13.8h, v7.8b, v7.8b
	uaddl	v0.8h, v23.8b, v12.8b
	uaddl2	v20.8h, v7.16b, v29.16b
	uaddl2	v12.8h, v28.16b, v13.16b
	uaddl2	v22.8h, v7.16b, v6.16b
	uaddl2	v13.8h, v16.16b, v1.16b
	uaddw	v21.2d, v23.2d, v10.2s
	uaddw	v25.2d, v6.2d, v3.2s
	uaddw	v9.2d, v30.2d, v6.2s
	uaddw	v1.2d, v6.2d, v12.2s
	uaddw2	v25.2d, v1.2d, v22.4s
	uaddw2	v6.2d, v8.2d, v12.4s
	uaddw2	v31.2d, v22.2d, v23.4s
	uaddw2	v11.2d, v22.2d, v7.4s
	uaddw	v27.4s, v28.4s, v1.4h
	uaddw	v2.4s, v4.4s, v25.4h
	uaddw	v28.4s, v27.4s, v21.4h
	uaddw	v9.4s, v28.4s, v30.4h
	uaddw2	v15.4s, v27.4s, v14.8h
	uaddw2	v1.4s, v2.4s, v12.8h
	uaddw2	v16.4s, v20.4s, v18.8h
	uaddw2	v5.4s, v8.4s, v17.8h
	uaddw	v23.8h, v12.8h, v22.8b
	uaddw	v20.8h, v2.8h, v16.8b
	uaddw	v1.8h, v27.8h, v2.8b
	uaddw	v13.8h, v10.8h, v26.8b
	uaddw2	v26.8h, v23.8h, v6.16b
	uaddw2	v14.8h, v3.8h, v19.16b
	uaddw2	v22.8h, v22.8h, v28.16b
	uaddw2	v22.8h, v30.8h, v30.16b
	lsr	w30, w17, #22
	ubfiz	w6, w13, #10, #13
	uxth	w8, w19
	ubfiz	w14, w20, #1, #2
	ubfx	xzr, x19, #3, #27
	ubfiz	x18, x14, #56, #7
	ubfx	x8, x9, #17, #43
	ubfiz	x3, xzr, #7, #50
	ucvtf	d7, w3
	ucvtf	d26, wzr
	ucvtf	d15, w5
	ucvtf	d21, w10
	ucvtf	d9, w29, #21
	ucvtf	d20, w16, #32
	ucvtf	d17, w13, #25
	ucvtf	d30, w7, #27
	ucvtf	s27, wzr
	ucvtf	s17, w26
	ucvtf	s7, wzr
	ucvtf	s22, wzr
	ucvtf	s26, wzr, #23
	ucvtf	s29, w25, #17
	ucvtf	s20, w27, #30
	ucvtf	s2, w6, #31
	ucvtf	d30, x9
	ucvtf	d0, x4
	ucvtf	d15, x8
	ucvtf	d2, x26
	ucvtf	d3, x14, #28
	ucvtf	d19, x0, #25
	ucvtf	d30, x24, #1
	ucvtf	d3, x14, #10
	ucvtf	s31, x22
	ucvtf	s6, x14
	ucvtf	s15, x23
	ucvtf	s18, x22
	ucvtf	s8, x10, #22
	ucvtf	s29, x12, #1
	ucvtf	s1, x24, #1
	ucvtf	s16, x13, #1
	ucvtf	d22, d22, #36
	ucvtf	d3, d9, #1
	ucvtf	d14, d6, #1
	ucvtf	d5, d3, #31
	ucvtf	s5, s9, #7
	ucvtf	s17, s31, #28
	ucvtf	s12, s28, #27
	ucvtf	s20, s19, #26
	ucvtf	v3.2d, v9.2d, #28
	ucvtf	v2.2d, v16.2d, #42
	ucvtf	v10.2d, v1.2d, #25
	ucvtf	v7.2d, v30.2d, #32
	ucvtf	v21.2s, v4.2s, #1
	ucvtf	v11.2s, v22.2s, #24
	ucvtf	v23.2s, v2.2s, #29
	ucvtf	v15.2s, v22.2s, #1
	ucvtf	v19.4s, v30.4s, #3
	ucvtf	v31.4s, v31.4s, #29
	ucvtf	v31.4s, v7.4s, #1
	ucvtf	v15.4s, v31.4s, #12
	ucvtf	d6, d13
	ucvtf	d13, d18
	ucvtf	d8, d5
	ucvtf	d0, d3
	ucvtf	s8, s1
	ucvtf	s0, s31
	ucvtf	s15, s1
	ucvtf	s24, s9
	ucvtf	v0.2d, v3.2d
	ucvtf	v5.2d, v27.2d
	ucvtf	v6.2d, v5.2d
	ucvtf	v5.2d, v0.2d
	ucvtf	v7.2s, v13.2s
	ucvtf	v19.2s, v18.2s
	ucvtf	v5.2s, v12.2s
	ucvtf	v25.2s, v10.2s
	ucvtf	v1.4s, v19.4s
	ucvtf	v22.4s, v16.4s
	ucvtf	v18.4s, v21.4s
	ucvtf	v30.4s, v25.4s
	udf	#30821
	udf	#9855
	udf	#0
	udf	#36874
	udiv	w18, w14, w24
	udiv	w2, w20, w4
	udiv	w22, w21, w28
	udiv	w13, w4, w5
	udiv	x15, x7, x25
	udiv	x2, x17, x19
	udiv	x13, x20, x14
	udiv	x27, x4, x1
	uhadd	v12.16b, v21.16b, v9.16b
	uhadd	v31.16b, v15.16b, v25.16b
	uhadd	v10.16b, v27.16b, v31.16b
	uhadd	v9.16b, v26.16b, v23.16b
	uhadd	v23.2s, v4.2s, v8.2s
	uhadd	v4.2s, v27.2s, v6.2s
	uhadd	v21.2s, v27.2s, v2.2s
	uhadd	v3.2s, v14.2s, v25.2s
	uhadd	v13.4h, v17.4h, v31.4h
	uhadd	v1.4h, v25.4h, v0.4h
	uhadd	v24.4h, v20.4h, v9.4h
	uhadd	v7.4h, v6.4h, v5.4h
	uhadd	v29.4s, v20.4s, v20.4s
	uhadd	v17.4s, v0.4s, v2.4s
	uhadd	v20.4s, v21.4s, v15.4s
	uhadd	v8.4s, v0.4s, v4.4s
	uhadd	v17.8b, v30.8b, v3.8b
	uhadd	v6.8b, v21.8b, v11.8b
	uhadd	v1.8b, v11.8b, v19.8b
	uhadd	v16.8b, v21.8b, v23.8b
	uhadd	v31.8h, v17.8h, v23.8h
	uhadd	v12.8h, v28.8h, v29.8h
	uhadd	v15.8h, v26.8h, v24.8h
	uhadd	v29.8h, v20.8h, v24.8h
	uhsub	v9.16b, v9.16b, v11.16b
	uhsub	v11.16b, v24.16b, v6.16b
	uhsub	v6.16b, v19.16b, v20.16b
	uhsub	v14.16b, v1.16b, v11.16b
	uhsub	v17.2s, v1.2s, v16.2s
	uhsub	v15.2s, v3.2s, v3.2s
	uhsub	v29.2s, v25.2s, v15.2s
	uhsub	v21.2s, v10.2s, v17.2s
	uhsub	v24.4h, v1.4h, v16.4h
	uhsub	v20.4h, v19.4h, v16.4h
	uhsub	v20.4h, v16.4h, v8.4h
	uhsub	v24.4h, v23.4h, v16.4h
	uhsub	v22.4s, v28.4s, v12.4s
	uhsub	v0.4s, v3.4s, v13.4s
	uhsub	v0.4s, v7.4s, v3.4s
	uhsub	v29.4s, v10.4s, v21.4s
	uhsub	v31.8b, v25.8b, v1.8b
	uhsub	v5.8b, v14.8b, v10.8b
	uhsub	v1.8b, v22.8b, v6.8b
	uhsub	v29.8b, v11.8b, v9.8b
	uhsub	v30.8h, v21.8h, v7.8h
	uhsub	v12.8h, v30.8h, v16.8h
	uhsub	v12.8h, v21.8h, v29.8h
	uhsub	v11.8h, v24.8h, v19.8h
	umaddl	x1, w8, wzr, x17
	umaddl	x0, w5, w7, x11
	umull	x13, w29, w10
	umaddl	x8, w18, w23, x12
	umaxp	v3.16b, v4.16b, v31.16b
	umaxp	v9.16b, v20.16b, v22.16b
	umaxp	v19.16b, v24.16b, v17.16b
	umaxp	v31.16b, v18.16b, v12.16b
	umaxp	v6.2s, v19.2s, v21.2s
	umaxp	v0.2s, v16.2s, v8.2s
	umaxp	v5.2s, v21.2s, v7.2s
	umaxp	v30.2s, v10.2s, v12.2s
	umaxp	v9.4h, v4.4h, v8.4h
	umaxp	v13.4h, v18.4h, v0.4h
	umaxp	v9.4h, v0.4h, v9.4h
	umaxp	v2.4h, v4.4h, v29.4h
	umaxp	v26.4s, v3.4s, v30.4s
	umaxp	v29.4s, v20.4s, v2.4s
	umaxp	v18.4s, v24.4s, v3.4s
	umaxp	v10.4s, v7.4s, v3.4s
	umaxp	v10.8b, v27.8b, v22.8b
	umaxp	v15.8b, v12.8b, v8.8b
	umaxp	v17.8b, v17.8b, v12.8b
	umaxp	v18.8b, v15.8b, v0.8b
	umaxp	v27.8h, v10.8h, v6.8h
	umaxp	v14.8h, v26.8h, v7.8h
	umaxp	v4.8h, v10.8h, v8.8h
	umaxp	v2.8h, v20.8h, v31.8h
	umaxv	b4, v12.16b
	umaxv	b6, v2.16b
	umaxv	b18, v20.16b
	umaxv	b20, v22.16b
	umaxv	h31, v17.4h
	umaxv	h5, v30.4h
	umaxv	h31, v21.4h
	umaxv	h0, v8.4h
	umaxv	s27, v17.4s
	umaxv	s6, v17.4s
	umaxv	s19, v5.4s
	umaxv	s27, v22.4s
	umaxv	b29, v29.8b
	umaxv	b11, v25.8b
	umaxv	b17, v5.8b
	umaxv	b28, v3.8b
	umaxv	h9, v20.8h
	umaxv	h9, v6.8h
	umaxv	h28, v19.8h
	umaxv	h21, v10.8h
	umax	v31.16b, v29.16b, v12.16b
	umax	v30.16b, v0.16b, v10.16b
	umax	v23.16b, v4.16b, v10.16b
	umax	v30.16b, v31.16b, v17.16b
	umax	v29.2s, v0.2s, v2.2s
	umax	v27.2s, v3.2s, v18.2s
	umax	v3.2s, v23.2s, v23.2s
	umax	v25.2s, v30.2s, v22.2s
	umax	v17.4h, v9.4h, v29.4h
	umax	v1.4h, v29.4h, v9.4h
	umax	v24.4h, v6.4h, v2.4h
	umax	v22.4h, v5.4h, v2.4h
	umax	v26.4s, v1.4s, v17.4s
	umax	v6.4s, v8.4s, v12.4s
	umax	v12.4s, v21.4s, v26.4s
	umax	v24.4s, v2.4s, v14.4s
	umax	v23.8b, v0.8b, v6.8b
	umax	v1.8b, v0.8b, v13.8b
	umax	v4.8b, v25.8b, v0.8b
	umax	v6.8b, v15.8b, v1.8b
	umax	v18.8h, v23.8h, v22.8h
	umax	v14.8h, v8.8h, v4.8h
	umax	v27.8h, v4.8h, v25.8h
	umax	v7.8h, v6.8h, v27.8h
	uminp	v26.16b, v30.16b, v25.16b
	uminp	v28.16b, v9.16b, v10.16b
	uminp	v5.16b, v17.16b, v6.16b
	uminp	v24.16b, v31.16b, v3.16b
	uminp	v29.2s, v7.2s, v12.2s
	uminp	v24.2s, v10.2s, v9.2s
	uminp	v0.2s, v4.2s, v29.2s
	uminp	v7.2s, v31.2s, v31.2s
	uminp	v21.4h, v28.4h, v7.4h
	uminp	v13.4h, v13.4h, v14.4h
	uminp	v3.4h, v25.4h, v22.4h
	uminp	v12.4h, v14.4h, v6.4h
	uminp	v2.4s, v28.4s, v27.4s
	uminp	v22.4s, v10.4s, v20.4s
	uminp	v8.4s, v30.4s, v25.4s
	uminp	v31.4s, v1.4s, v13.4s
	uminp	v16.8b, v17.8b, v20.8b
	uminp	v16.8b, v18.8b, v13.8b
	uminp	v24.8b, v18.8b, v2.8b
	uminp	v0.8b, v11.8b, v26.8b
	uminp	v3.8h, v10.8h, v3.8h
	uminp	v0.8h, v14.8h, v26.8h
	uminp	v4.8h, v29.8h, v28.8h
	uminp	v25.8h, v20.8h, v25.8h
	uminv	b1, v19.16b
	uminv	b13, v5.16b
	uminv	b26, v27.16b
	uminv	b30, v23.16b
	uminv	h8, v18.4h
	uminv	h6, v31.4h
	uminv	h20, v0.4h
	uminv	h2, v15.4h
	uminv	s17, v26.4s
	uminv	s8, v17.4s
	uminv	s8, v15.4s
	uminv	s1, v9.4s
	uminv	b9, v6.8b
	uminv	b26, v7.8b
	uminv	b20, v1.8b
	uminv	b31, v21.8b
	uminv	h6, v6.8h
	uminv	h4, v12.8h
	uminv	h7, v2.8h
	uminv	h6, v7.8h
	umin	v16.16b, v20.16b, v1.16b
	umin	v22.16b, v26.16b, v11.16b
	umin	v10.16b, v27.16b, v21.16b
	umin	v9.16b, v12.16b, v31.16b
	umin	v4.2s, v9.2s, v31.2s
	umin	v14.2s, v25.2s, v30.2s
	umin	v7.2s, v6.2s, v27.2s
	umin	v12.2s, v12.2s, v2.2s
	umin	v23.4h, v21.4h, v21.4h
	umin	v31.4h, v18.4h, v12.4h
	umin	v5.4h, v18.4h, v24.4h
	umin	v23.4h, v14.4h, v12.4h
	umin	v23.4s, v24.4s, v29.4s
	umin	v10.4s, v14.4s, v18.4s
	umin	v31.4s, v28.4s, v29.4s
	umin	v2.4s, v6.4s, v24.4s
	umin	v22.8b, v17.8b, v29.8b
	umin	v13.8b, v0.8b, v5.8b
	umin	v20.8b, v10.8b, v21.8b
	umin	v19.8b, v15.8b, v1.8b
	umin	v31.8h, v11.8h, v1.8h
	umin	v26.8h, v7.8h, v29.8h
	umin	v3.8h, v17.8h, v18.8h
	umin	v12.8h, v8.8h, v0.8h
	umlal	v0.2d, v19.2s, v24.s[0]
	umlal	v21.2d, v16.2s, v23.s[0]
	umlal	v11.2d, v30.2s, v24.s[0]
	umlal	v21.2d, v25.2s, v26.s[0]
	umlal2	v27.2d, v12.4s, v30.s[2]
	umlal2	v20.2d, v24.4s, v21.s[2]
	umlal2	v30.2d, v5.4s, v20.s[0]
	umlal2	v16.2d, v12.4s, v11.s[1]
	umlal	v6.4s, v14.4h, v2.h[0]
	umlal	v23.4s, v23.4h, v10.h[0]
	umlal	v21.4s, v29.4h, v4.h[6]
	umlal	v27.4s, v17.4h, v8.h[0]
	umlal2	v25.4s, v3.8h, v13.h[6]
	umlal2	v20.4s, v5.8h, v4.h[4]
	umlal2	v18.4s, v3.8h, v6.h[4]
	umlal2	v23.4s, v19.8h, v8.h[5]
	umlal	v1.2d, v18.2s, v2.2s
	umlal	v23.2d, v22.2s, v11.2s
	umlal	v0.2d, v10.2s, v6.2s
	umlal	v23.2d, v20.2s, v27.2s
	umlal2	v15.2d, v0.4s, v15.4s
	umlal2	v8.2d, v26.4s, v27.4s
	umlal2	v13.2d, v28.4s, v3.4s
	umlal2	v28.2d, v16.4s, v28.4s
	umlal	v4.4s, v8.4h, v3.4h
	umlal	v0.4s, v10.4h, v2.4h
	umlal	v7.4s, v14.4h, v4.4h
	umlal	v18.4s, v2.4h, v19.4h
	umlal2	v7.4s, v29.8h, v25.8h
	umlal2	v15.4s, v27.8h, v22.8h
	umlal2	v9.4s, v19.8h, v18.8h
	umlal2	v5.4s, v8.8h, v3.8h
	umlal	v30.8h, v31.8b, v12.8b
	umlal	v10.8h, v17.8b, v6.8b
	umlal	v4.8h, v13.8b, v12.8b
	umlal	v22.8h, v28.8b, v26.8b
	umlal2	v4.8h, v17.16b, v22.16b
	umlal2	v2.8h, v16.16b, v31.16b
	umlal2	v11.8h, v2.16b, v7.16b
	umlal2	v28.8h, v19.16b, v25.16b
	umlsl	v28.2d, v31.2s, v0.s[0]
	umlsl	v2.2d, v23.2s, v8.s[2]
	umlsl	v6.2d, v4.2s, v8.s[1]
	umlsl	v12.2d, v10.2s, v5.s[0]
	umlsl2	v19.2d, v23.4s, v24.s[2]
	umlsl2	v12.2d, v13.4s, v3.s[3]
	umlsl2	v0.2d, v30.4s, v30.s[1]
	umlsl2	v1.2d, v6.4s, v1.s[0]
	umlsl	v5.4s, v24.4h, v12.h[1]
	umlsl	v15.4s, v31.4h, v2.h[2]
	umlsl	v7.4s, v15.4h, v4.h[0]
	umlsl	v20.4s, v29.4h, v12.h[1]
	umlsl2	v2.4s, v0.8h, v13.h[4]
	umlsl2	v19.4s, v2.8h, v13.h[1]
	umlsl2	v2.4s, v19.8h, v0.h[3]
	umlsl2	v28.4s, v8.8h, v5.h[1]
	umlsl	v14.2d, v13.2s, v24.2s
	umlsl	v16.2d, v20.2s, v10.2s
	umlsl	v7.2d, v10.2s, v11.2s
	umlsl	v0.2d, v15.2s, v20.2s
	umlsl2	v27.2d, v1.4s, v16.4s
	umlsl2	v2.2d, v6.4s, v30.4s
	umlsl2	v4.2d, v23.4s, v1.4s
	umlsl2	v10.2d, v7.4s, v25.4s
	umlsl	v18.4s, v9.4h, v6.4h
	umlsl	v28.4s, v0.4h, v16.4h
	umlsl	v18.4s, v26.4h, v11.4h
	umlsl	v2.4s, v19.4h, v11.4h
	umlsl2	v0.4s, v1.8h, v27.8h
	umlsl2	v26.4s, v21.8h, v6.8h
	umlsl2	v8.4s, v27.8h, v23.8h
	umlsl2	v23.4s, v19.8h, v1.8h
	umlsl	v15.8h, v2.8b, v18.8b
	umlsl	v18.8h, v12.8b, v21.8b
	umlsl	v17.8h, v3.8b, v15.8b
	umlsl	v28.8h, v11.8b, v4.8b
	umlsl2	v11.8h, v5.16b, v16.16b
	umlsl2	v22.8h, v1.16b, v21.16b
	umlsl2	v15.8h, v5.16b, v11.16b
	umlsl2	v10.8h, v6.16b, v26.16b
	umov	w0, v7.b[4]
	umov	w13, v7.b[4]
	umov	w30, v1.b[7]
	umov	w19, v8.b[11]
	mov	x8, v31.d[1]
	mov	x18, v9.d[0]
	mov	x4, v27.d[1]
	mov	x9, v7.d[1]
	umov	w25, v15.h[0]
	umov	w30, v15.h[0]
	umov	w8, v7.h[6]
	umov	w26, v4.h[0]
	mov	w20, v19.s[3]
	mov	w30, v0.s[0]
	mov	w13, v18.s[0]
	mov	w16, v13.s[2]
	umnegl	x28, w21, w12
	umsubl	x0, w10, w13, x22
	umsubl	x8, w19, w18, x23
	umnegl	xzr, w23, w8
	umulh	x2, x10, x20
	umulh	x4, x26, x20
	umulh	x5, x5, x19
	umulh	x10, x14, x10
	umull	v3.2d, v19.2s, v21.s[3]
	umull	v14.2d, v1.2s, v7.s[3]
	umull	v8.2d, v8.2s, v10.s[2]
	umull	v12.2d, v2.2s, v8.s[2]
	umull2	v18.2d, v17.4s, v11.s[0]
	umull2	v13.2d, v22.4s, v1.s[3]
	umull2	v21.2d, v8.4s, v17.s[0]
	umull2	v30.2d, v21.4s, v12.s[3]
	umull	v18.4s, v4.4h, v11.h[6]
	umull	v13.4s, v30.4h, v3.h[0]
	umull	v21.4s, v13.4h, v15.h[0]
	umull	v20.4s, v26.4h, v5.h[0]
	umull2	v20.4s, v3.8h, v3.h[1]
	umull2	v0.4s, v12.8h, v6.h[3]
	umull2	v6.4s, v21.8h, v5.h[0]
	umull2	v5.4s, v23.8h, v2.h[2]
	umull	v16.2d, v17.2s, v18.2s
	umull	v10.2d, v20.2s, v5.2s
	umull	v0.2d, v8.2s, v4.2s
	umull	v16.2d, v25.2s, v9.2s
	umull2	v28.2d, v25.4s, v16.4s
	umull2	v26.2d, v7.4s, v3.4s
	umull2	v17.2d, v11.4s, v9.4s
	umull2	v6.2d, v18.4s, v1.4s
	umull	v8.4s, v15.4h, v19.4h
	umull	v1.4s, v26.4h, v19.4h
	umull	v16.4s, v23.4h, v2.4h
	umull	v29.4s, v11.4h, v4.4h
	umull2	v0.4s, v19.8h, v0.8h
	umull2	v30.4s, v0.8h, v27.8h
	umull2	v25.4s, v14.8h, v15.8h
	umull2	v5.4s, v0.8h, v28.8h
	umull	v8.8h, v23.8b, v19.8b
	umull	v26.8h, v20.8b, v14.8b
	umull	v3.8h, v28.8b, v18.8b
	umull	v7.8h, v21.8b, v21.8b
	umull2	v30.8h, v30.16b, v27.16b
	umull2	v12.8h, v14.16b, v13.16b
	umull2	v8.8h, v15.16b, v21.16b
	umull2	v13.8h, v19.16b, v16.16b
	uqadd	b0, b29, b29
	uqadd	b18, b2, b6
	uqadd	b8, b3, b2
	uqadd	b28, b11, b10
	uqadd	d7, d10, d12
	uqadd	d7, d15, d25
	uqadd	d30, d4, d26
	uqadd	d16, d4, d3
	uqadd	h5, h19, h25
	uqadd	h16, h19, h9
	uqadd	h3, h17, h22
	uqadd	h17, h7, h7
	uqadd	s9, s20, s11
	uqadd	s14, s12, s13
	uqadd	s10, s25, s1
	uqadd	s28, s1, s21
	uqadd	v21.16b, v17.16b, v14.16b
	uqadd	v31.16b, v22.16b, v23.16b
	uqadd	v20.16b, v26.16b, v9.16b
	uqadd	v28.16b, v13.16b, v21.16b
	uqadd	v26.2d, v6.2d, v18.2d
	uqadd	v21.2d, v10.2d, v12.2d
	uqadd	v11.2d, v4.2d, v26.2d
	uqadd	v30.2d, v1.2d, v9.2d
	uqadd	v30.2s, v14.2s, v14.2s
	uqadd	v20.2s, v16.2s, v10.2s
	uqadd	v12.2s, v16.2s, v11.2s
	uqadd	v20.2s, v23.2s, v22.2s
	uqadd	v11.4h, v17.4h, v28.4h
	uqadd	v12.4h, v25.4h, v28.4h
	uqadd	v22.4h, v19.4h, v27.4h
	uqadd	v23.4h, v17.4h, v29.4h
	uqadd	v16.4s, v7.4s, v18.4s
	uqadd	v28.4s, v9.4s, v1.4s
	uqadd	v20.4s, v10.4s, v21.4s
	uqadd	v31.4s, v4.4s, v4.4s
	uqadd	v1.8b, v17.8b, v3.8b
	uqadd	v29.8b, v0.8b, v2.8b
	uqadd	v31.8b, v9.8b, v2.8b
	uqadd	v0.8b, v20.8b, v6.8b
	uqadd	v5.8h, v11.8h, v2.8h
	uqadd	v13.8h, v20.8h, v3.8h
	uqadd	v17.8h, v15.8h, v21.8h
	uqadd	v23.8h, v11.8h, v18.8h
	uqrshl	b0, b0, b27
	uqrshl	b12, b31, b26
	uqrshl	b30, b31, b5
	uqrshl	b21, b17, b5
	uqrshl	d13, d13, d13
	uqrshl	d6, d5, d30
	uqrshl	d13, d14, d15
	uqrshl	d21, d1, d12
	uqrshl	h0, h7, h27
	uqrshl	h31, h24, h26
	uqrshl	h4, h9, h16
	uqrshl	h20, h27, h8
	uqrshl	s10, s17, s6
	uqrshl	s8, s8, s2
	uqrshl	s26, s16, s8
	uqrshl	s7, s25, s22
	uqrshl	v4.16b, v23.16b, v22.16b
	uqrshl	v28.16b, v22.16b, v1.16b
	uqrshl	v1.16b, v8.16b, v31.16b
	uqrshl	v12.16b, v31.16b, v6.16b
	uqrshl	v8.2d, v14.2d, v0.2d
	uqrshl	v16.2d, v18.2d, v28.2d
	uqrshl	v27.2d, v29.2d, v27.2d
	uqrshl	v31.2d, v8.2d, v24.2d
	uqrshl	v13.2s, v31.2s, v30.2s
	uqrshl	v25.2s, v20.2s, v3.2s
	uqrshl	v18.2s, v3.2s, v21.2s
	uqrshl	v0.2s, v4.2s, v10.2s
	uqrshl	v11.4h, v31.4h, v22.4h
	uqrshl	v17.4h, v20.4h, v5.4h
	uqrshl	v27.4h, v7.4h, v2.4h
	uqrshl	v7.4h, v12.4h, v30.4h
	uqrshl	v20.4s, v6.4s, v21.4s
	uqrshl	v3.4s, v9.4s, v15.4s
	uqrshl	v11.4s, v17.4s, v4.4s
	uqrshl	v13.4s, v16.4s, v3.4s
	uqrshl	v13.8b, v12.8b, v8.8b
	uqrshl	v2.8b, v1.8b, v7.8b
	uqrshl	v5.8b, v27.8b, v20.8b
	uqrshl	v4.8b, v12.8b, v21.8b
	uqrshl	v1.8h, v31.8h, v11.8h
	uqrshl	v9.8h, v27.8h, v24.8h
	uqrshl	v26.8h, v18.8h, v21.8h
	uqrshl	v25.8h, v5.8h, v27.8h
	uqrshrn	b23, h9, #1
	uqrshrn	b9, h19, #6
	uqrshrn	b8, h11, #7
	uqrshrn	b11, h23, #5
	uqrshrn	h24, s24, #11
	uqrshrn	h28, s12, #5
	uqrshrn	h28, s25, #16
	uqrshrn	h5, s5, #12
	uqrshrn	s18, d12, #8
	uqrshrn	s2, d22, #32
	uqrshrn	s15, d8, #14
	uqrshrn	s5, d15, #4
	uqrshrn	v29.2s, v25.2d, #21
	uqrshrn	v8.2s, v9.2d, #16
	uqrshrn	v22.2s, v24.2d, #13
	uqrshrn	v7.2s, v13.2d, #12
	uqrshrn2	v27.4s, v26.2d, #3
	uqrshrn2	v27.4s, v23.2d, #30
	uqrshrn2	v11.4s, v29.2d, #11
	uqrshrn2	v30.4s, v26.2d, #1
	uqrshrn	v4.4h, v31.4s, #3
	uqrshrn	v21.4h, v28.4s, #5
	uqrshrn	v5.4h, v5.4s, #11
	uqrshrn	v16.4h, v23.4s, #11
	uqrshrn2	v19.8h, v22.4s, #12
	uqrshrn2	v11.8h, v19.4s, #14
	uqrshrn2	v20.8h, v21.4s, #8
	uqrshrn2	v13.8h, v2.4s, #14
	uqrshrn	v25.8b, v30.8h, #1
	uqrshrn	v19.8b, v4.8h, #1
	uqrshrn	v1.8b, v17.8h, #7
	uqrshrn	v24.8b, v8.8h, #7
	uqrshrn2	v16.16b, v16.8h, #1
	uqrshrn2	v1.16b, v30.8h, #7
	uqrshrn2	v27.16b, v4.8h, #4
	uqrshrn2	v23.16b, v23.8h, #6
	uqshl	b8, b7, #3
	uqshl	b24, b3, #4
	uqshl	b4, b9, #1
	uqshl	b28, b26, #4
	uqshl	d1, d1, #25
	uqshl	d1, d9, #53
	uqshl	d23, d6, #4
	uqshl	d25, d28, #35
	uqshl	h22, h9, #6
	uqshl	h26, h19, #10
	uqshl	h18, h24, #11
	uqshl	h16, h30, #12
	uqshl	s8, s25, #22
	uqshl	s18, s20, #13
	uqshl	s16, s26, #10
	uqshl	s15, s25, #25
	uqshl	v17.16b, v18.16b, #4
	uqshl	v27.16b, v24.16b, #3
	uqshl	v14.16b, v10.16b, #1
	uqshl	v24.16b, v13.16b, #1
	uqshl	v4.2d, v26.2d, #23
	uqshl	v26.2d, v25.2d, #63
	uqshl	v21.2d, v0.2d, #0
	uqshl	v23.2d, v17.2d, #60
	uqshl	v24.2s, v14.2s, #9
	uqshl	v17.2s, v29.2s, #1
	uqshl	v19.2s, v31.2s, #15
	uqshl	v9.2s, v26.2s, #1
	uqshl	v23.4h, v20.4h, #15
	uqshl	v4.4h, v1.4h, #1
	uqshl	v24.4h, v16.4h, #5
	uqshl	v1.4h, v19.4h, #3
	uqshl	v21.4s, v5.4s, #30
	uqshl	v10.4s, v4.4s, #9
	uqshl	v8.4s, v5.4s, #2
	uqshl	v29.4s, v16.4s, #11
	uqshl	v12.8b, v2.8b, #6
	uqshl	v21.8b, v8.8b, #6
	uqshl	v5.8b, v13.8b, #2
	uqshl	v14.8b, v10.8b, #0
	uqshl	v11.8h, v8.8h, #12
	uqshl	v25.8h, v10.8h, #2
	uqshl	v18.8h, v21.8h, #8
	uqshl	v12.8h, v8.8h, #15
	uqshl	b19, b6, b26
	uqshl	b21, b22, b3
	uqshl	b17, b30, b24
	uqshl	b24, b11, b30
	uqshl	d27, d24, d29
	uqshl	d3, d22, d10
	uqshl	d2, d20, d14
	uqshl	d24, d14, d13
	uqshl	h28, h1, h1
	uqshl	h29, h13, h19
	uqshl	h8, h17, h1
	uqshl	h14, h21, h4
	uqshl	s5, s4, s16
	uqshl	s11, s12, s13
	uqshl	s26, s21, s27
	uqshl	s8, s5, s2
	uqshl	v3.16b, v16.16b, v5.16b
	uqshl	v14.16b, v10.16b, v7.16b
	uqshl	v17.16b, v15.16b, v8.16b
	uqshl	v31.16b, v2.16b, v16.16b
	uqshl	v22.2d, v14.2d, v15.2d
	uqshl	v12.2d, v7.2d, v8.2d
	uqshl	v3.2d, v12.2d, v23.2d
	uqshl	v20.2d, v13.2d, v9.2d
	uqshl	v15.2s, v12.2s, v11.2s
	uqshl	v13.2s, v1.2s, v2.2s
	uqshl	v30.2s, v19.2s, v18.2s
	uqshl	v17.2s, v11.2s, v19.2s
	uqshl	v13.4h, v10.4h, v3.4h
	uqshl	v3.4h, v11.4h, v17.4h
	uqshl	v8.4h, v21.4h, v1.4h
	uqshl	v13.4h, v3.4h, v19.4h
	uqshl	v24.4s, v17.4s, v4.4s
	uqshl	v19.4s, v4.4s, v15.4s
	uqshl	v1.4s, v26.4s, v27.4s
	uqshl	v6.4s, v21.4s, v17.4s
	uqshl	v20.8b, v2.8b, v20.8b
	uqshl	v23.8b, v22.8b, v14.8b
	uqshl	v18.8b, v10.8b, v22.8b
	uqshl	v15.8b, v12.8b, v9.8b
	uqshl	v28.8h, v1.8h, v17.8h
	uqshl	v22.8h, v3.8h, v8.8h
	uqshl	v12.8h, v12.8h, v20.8h
	uqshl	v20.8h, v2.8h, v19.8h
	uqshrn	b27, h20, #4
	uqshrn	b6, h28, #3
	uqshrn	b5, h1, #6
	uqshrn	b17, h29, #1
	uqshrn	h5, s9, #16
	uqshrn	h4, s7, #6
	uqshrn	h12, s3, #12
	uqshrn	h5, s8, #16
	uqshrn	s31, d21, #1
	uqshrn	s18, d0, #8
	uqshrn	s10, d4, #1
	uqshrn	s10, d21, #18
	uqshrn	v25.2s, v21.2d, #24
	uqshrn	v1.2s, v1.2d, #11
	uqshrn	v14.2s, v3.2d, #8
	uqshrn	v8.2s, v0.2d, #27
	uqshrn2	v10.4s, v19.2d, #21
	uqshrn2	v3.4s, v29.2d, #30
	uqshrn2	v30.4s, v6.2d, #6
	uqshrn2	v13.4s, v23.2d, #8
	uqshrn	v27.4h, v5.4s, #1
	uqshrn	v0.4h, v13.4s, #7
	uqshrn	v10.4h, v20.4s, #11
	uqshrn	v31.4h, v4.4s, #3
	uqshrn2	v3.8h, v29.4s, #3
	uqshrn2	v2.8h, v24.4s, #6
	uqshrn2	v29.8h, v21.4s, #1
	uqshrn2	v20.8h, v21.4s, #5
	uqshrn	v10.8b, v14.8h, #1
	uqshrn	v29.8b, v1.8h, #3
	uqshrn	v6.8b, v23.8h, #6
	uqshrn	v24.8b, v4.8h, #5
	uqshrn2	v0.16b, v21.8h, #8
	uqshrn2	v21.16b, v23.8h, #8
	uqshrn2	v22.16b, v18.8h, #6
	uqshrn2	v23.16b, v6.8h, #6
	uqsub	b6, b4, b13
	uqsub	b21, b30, b12
	uqsub	b15, b31, b12
	uqsub	b21, b2, b20
	uqsub	d28, d15, d9
	uqsub	d22, d11, d20
	uqsub	d25, d9, d25
	uqsub	d18, d11, d13
	uqsub	h12, h2, h15
	uqsub	h17, h30, h12
	uqsub	h18, h2, h15
	uqsub	h28, h5, h17
	uqsub	s0, s8, s13
	uqsub	s5, s19, s22
	uqsub	s9, s31, s20
	uqsub	s5, s21, s11
	uqsub	v12.16b, v8.16b, v19.16b
	uqsub	v3.16b, v13.16b, v27.16b
	uqsub	v16.16b, v19.16b, v18.16b
	uqsub	v14.16b, v25.16b, v1.16b
	uqsub	v16.2d, v17.2d, v22.2d
	uqsub	v22.2d, v23.2d, v2.2d
	uqsub	v20.2d, v24.2d, v9.2d
	uqsub	v5.2d, v5.2d, v2.2d
	uqsub	v26.2s, v22.2s, v6.2s
	uqsub	v3.2s, v22.2s, v1.2s
	uqsub	v1.2s, v9.2s, v2.2s
	uqsub	v22.2s, v31.2s, v13.2s
	uqsub	v22.4h, v10.4h, v7.4h
	uqsub	v22.4h, v5.4h, v24.4h
	uqsub	v16.4h, v1.4h, v23.4h
	uqsub	v23.4h, v6.4h, v26.4h
	uqsub	v17.4s, v0.4s, v7.4s
	uqsub	v19.4s, v25.4s, v31.4s
	uqsub	v11.4s, v27.4s, v25.4s
	uqsub	v18.4s, v18.4s, v22.4s
	uqsub	v8.8b, v10.8b, v8.8b
	uqsub	v3.8b, v19.8b, v26.8b
	uqsub	v5.8b, v9.8b, v9.8b
	uqsub	v29.8b, v25.8b, v9.8b
	uqsub	v19.8h, v13.8h, v16.8h
	uqsub	v27.8h, v23.8h, v23.8h
	uqsub	v13.8h, v22.8h, v18.8h
	uqsub	v14.8h, v26.8h, v13.8h
	uqxtn	b13, h24
	uqxtn	b28, h0
	uqxtn	b6, h9
	uqxtn	b10, h4
	uqxtn	h19, s11
	uqxtn	h6, s24
	uqxtn	h10, s6
	uqxtn	h24, s25
	uqxtn	s3, d17
	uqxtn	s11, d17
	uqxtn	s0, d10
	uqxtn	s11, d1
	uqxtn	v1.2s, v26.2d
	uqxtn	v3.2s, v15.2d
	uqxtn	v2.2s, v6.2d
	uqxtn	v17.2s, v24.2d
	uqxtn2	v4.4s, v2.2d
	uqxtn2	v26.4s, v6.2d
	uqxtn2	v24.4s, v21.2d
	uqxtn2	v10.4s, v11.2d
	uqxtn	v18.4h, v3.4s
	uqxtn	v8.4h, v12.4s
	uqxtn	v5.4h, v24.4s
	uqxtn	v1.4h, v22.4s
	uqxtn2	v19.8h, v23.4s
	uqxtn2	v10.8h, v3.4s
	uqxtn2	v12.8h, v0.4s
	uqxtn2	v2.8h, v9.4s
	uqxtn	v18.8b, v18.8h
	uqxtn	v1.8b, v16.8h
	uqxtn	v3.8b, v28.8h
	uqxtn	v13.8b, v7.8h
	uqxtn2	v20.16b, v12.8h
	uqxtn2	v15.16b, v10.8h
	uqxtn2	v0.16b, v10.8h
	uqxtn2	v11.16b, v5.8h
	urecpe	v6.2s, v24.2s
	urecpe	v15.2s, v11.2s
	urecpe	v26.2s, v11.2s
	urecpe	v5.2s, v7.2s
	urecpe	v0.4s, v25.4s
	urecpe	v13.4s, v26.4s
	urecpe	v7.4s, v30.4s
	urecpe	v18.4s, v31.4s
	urhadd	v31.16b, v21.16b, v12.16b
	urhadd	v14.16b, v10.16b, v31.16b
	urhadd	v3.16b, v26.16b, v19.16b
	urhadd	v19.16b, v23.16b, v6.16b
	urhadd	v16.2s, v2.2s, v2.2s
	urhadd	v16.2s, v3.2s, v15.2s
	urhadd	v2.2s, v14.2s, v20.2s
	urhadd	v25.2s, v8.2s, v26.2s
	urhadd	v27.4h, v5.4h, v9.4h
	urhadd	v20.4h, v3.4h, v19.4h
	urhadd	v13.4h, v5.4h, v19.4h
	urhadd	v13.4h, v22.4h, v20.4h
	urhadd	v2.4s, v1.4s, v7.4s
	urhadd	v1.4s, v27.4s, v15.4s
	urhadd	v24.4s, v24.4s, v3.4s
	urhadd	v7.4s, v3.4s, v27.4s
	urhadd	v0.8b, v6.8b, v6.8b
	urhadd	v25.8b, v28.8b, v17.8b
	urhadd	v6.8b, v15.8b, v11.8b
	urhadd	v2.8b, v22.8b, v12.8b
	urhadd	v18.8h, v6.8h, v8.8h
	urhadd	v23.8h, v27.8h, v14.8h
	urhadd	v0.8h, v7.8h, v26.8h
	urhadd	v6.8h, v24.8h, v27.8h
	urshl	d8, d22, d27
	urshl	d14, d19, d10
	urshl	d3, d6, d1
	urshl	d28, d21, d28
	urshl	v8.16b, v28.16b, v0.16b
	urshl	v19.16b, v3.16b, v13.16b
	urshl	v1.16b, v18.16b, v3.16b
	urshl	v26.16b, v14.16b, v9.16b
	urshl	v23.2d, v23.2d, v16.2d
	urshl	v23.2d, v11.2d, v14.2d
	urshl	v1.2d, v13.2d, v9.2d
	urshl	v10.2d, v18.2d, v21.2d
	urshl	v14.2s, v10.2s, v6.2s
	urshl	v4.2s, v7.2s, v1.2s
	urshl	v11.2s, v3.2s, v6.2s
	urshl	v22.2s, v29.2s, v8.2s
	urshl	v17.4h, v28.4h, v28.4h
	urshl	v3.4h, v4.4h, v15.4h
	urshl	v28.4h, v22.4h, v6.4h
	urshl	v17.4h, v19.4h, v4.4h
	urshl	v25.4s, v7.4s, v1.4s
	urshl	v22.4s, v23.4s, v20.4s
	urshl	v10.4s, v20.4s, v12.4s
	urshl	v14.4s, v5.4s, v12.4s
	urshl	v4.8b, v21.8b, v27.8b
	urshl	v19.8b, v18.8b, v8.8b
	urshl	v8.8b, v2.8b, v11.8b
	urshl	v4.8b, v14.8b, v15.8b
	urshl	v26.8h, v24.8h, v28.8h
	urshl	v4.8h, v14.8h, v17.8h
	urshl	v31.8h, v18.8h, v31.8h
	urshl	v28.8h, v23.8h, v7.8h
	urshr	d7, d26, #59
	urshr	d6, d14, #1
	urshr	d2, d8, #53
	urshr	d7, d9, #3
	urshr	v22.16b, v30.16b, #1
	urshr	v29.16b, v26.16b, #3
	urshr	v0.16b, v6.16b, #3
	urshr	v5.16b, v14.16b, #1
	urshr	v11.2d, v7.2d, #37
	urshr	v8.2d, v10.2d, #12
	urshr	v7.2d, v29.2d, #7
	urshr	v8.2d, v10.2d, #1
	urshr	v8.2s, v31.2s, #26
	urshr	v29.2s, v19.2s, #15
	urshr	v25.2s, v15.2s, #12
	urshr	v10.2s, v15.2s, #1
	urshr	v1.4h, v6.4h, #15
	urshr	v4.4h, v3.4h, #14
	urshr	v23.4h, v25.4h, #1
	urshr	v23.4h, v25.4h, #4
	urshr	v12.4s, v22.4s, #4
	urshr	v28.4s, v27.4s, #1
	urshr	v7.4s, v7.4s, #7
	urshr	v8.4s, v13.4s, #2
	urshr	v8.8b, v3.8b, #2
	urshr	v16.8b, v8.8b, #2
	urshr	v14.8b, v31.8b, #4
	urshr	v16.8b, v30.8b, #4
	urshr	v2.8h, v19.8h, #12
	urshr	v3.8h, v11.8h, #1
	urshr	v20.8h, v19.8h, #1
	urshr	v8.8h, v13.8h, #7
	ursqrte	v21.2s, v28.2s
	ursqrte	v15.2s, v12.2s
	ursqrte	v5.2s, v15.2s
	ursqrte	v9.2s, v12.2s
	ursqrte	v5.4s, v22.4s
	ursqrte	v26.4s, v0.4s
	ursqrte	v31.4s, v25.4s
	ursqrte	v9.4s, v19.4s
	ursra	d22, d27, #38
	ursra	d26, d24, #20
	ursra	d4, d21, #1
	ursra	d25, d7, #20
	ursra	v13.16b, v11.16b, #5
	ursra	v20.16b, v31.16b, #1
	ursra	v11.16b, v16.16b, #2
	ursra	v3.16b, v30.16b, #8
	ursra	v5.2d, v27.2d, #55
	ursra	v2.2d, v10.2d, #19
	ursra	v11.2d, v24.2d, #53
	ursra	v8.2d, v3.2d, #64
	ursra	v15.2s, v14.2s, #1
	ursra	v17.2s, v18.2s, #1
	ursra	v26.2s, v20.2s, #1
	ursra	v3.2s, v18.2s, #32
	ursra	v31.4h, v8.4h, #7
	ursra	v27.4h, v25.4h, #4
	ursra	v17.4h, v28.4h, #8
	ursra	v25.4h, v17.4h, #1
	ursra	v24.4s, v18.4s, #23
	ursra	v13.4s, v8.4s, #8
	ursra	v30.4s, v11.4s, #1
	ursra	v5.4s, v4.4s, #1
	ursra	v27.8b, v10.8b, #8
	ursra	v17.8b, v1.8b, #5
	ursra	v4.8b, v7.8b, #8
	ursra	v6.8b, v7.8b, #5
	ursra	v28.8h, v4.8h, #9
	ursra	v15.8h, v1.8h, #4
	ursra	v7.8h, v7.8h, #16
	ursra	v11.8h, v30.8h, #7
	ushll	v5.2d, v5.2s, #19
	ushll	v11.2d, v3.2s, #27
	ushll	v30.2d, v29.2s, #22
	ushll	v19.2d, v7.2s, #2
	ushll2	v21.2d, v9.4s, #23
	ushll2	v11.2d, v3.4s, #18
	ushll2	v20.2d, v1.4s, #1
	ushll2	v8.2d, v7.4s, #24
	ushll	v25.4s, v27.4h, #1
	ushll	v5.4s, v19.4h, #3
	ushll	v31.4s, v31.4h, #12
	ushll	v30.4s, v4.4h, #15
	ushll2	v9.4s, v4.8h, #0
	ushll2	v9.4s, v22.8h, #15
	ushll2	v23.4s, v20.8h, #15
	ushll2	v7.4s, v25.8h, #9
	ushll	v29.8h, v7.8b, #6
	ushll	v22.8h, v17.8b, #0
	ushll	v10.8h, v17.8b, #1
	ushll	v11.8h, v19.8b, #0
	ushll2	v29.8h, v6.16b, #3
	ushll2	v13.8h, v26.16b, #3
	ushll2	v0.8h, v27.16b, #4
	ushll2	v30.8h, v17.16b, #7
	ushl	d0, d5, d12
	ushl	d13, d10, d7
	ushl	d16, d8, d22
	ushl	d5, d29, d22
	ushl	v6.16b, v27.16b, v21.16b
	ushl	v18.16b, v23.16b, v6.16b
	ushl	v13.16b, v15.16b, v26.16b
	ushl	v7.16b, v0.16b, v12.16b
	ushl	v5.2d, v8.2d, v10.2d
	ushl	v11.2d, v18.2d, v8.2d
	ushl	v20.2d, v13.2d, v28.2d
	ushl	v3.2d, v10.2d, v13.2d
	ushl	v17.2s, v20.2s, v14.2s
	ushl	v12.2s, v23.2s, v13.2s
	ushl	v18.2s, v29.2s, v10.2s
	ushl	v20.2s, v27.2s, v10.2s
	ushl	v3.4h, v30.4h, v0.4h
	ushl	v5.4h, v0.4h, v22.4h
	ushl	v4.4h, v7.4h, v31.4h
	ushl	v17.4h, v26.4h, v25.4h
	ushl	v23.4s, v7.4s, v24.4s
	ushl	v5.4s, v24.4s, v3.4s
	ushl	v19.4s, v1.4s, v25.4s
	ushl	v25.4s, v2.4s, v9.4s
	ushl	v29.8b, v18.8b, v24.8b
	ushl	v7.8b, v6.8b, v22.8b
	ushl	v18.8b, v25.8b, v26.8b
	ushl	v3.8b, v15.8b, v0.8b
	ushl	v11.8h, v5.8h, v9.8h
	ushl	v26.8h, v12.8h, v22.8h
	ushl	v8.8h, v26.8h, v14.8h
	ushl	v13.8h, v23.8h, v18.8h
	ushr	d15, d22, #3
	ushr	d26, d28, #32
	ushr	d12, d16, #54
	ushr	d2, d22, #1
	ushr	v19.16b, v21.16b, #2
	ushr	v12.16b, v0.16b, #1
	ushr	v6.16b, v18.16b, #5
	ushr	v8.16b, v6.16b, #4
	ushr	v23.2d, v12.2d, #22
	ushr	v31.2d, v3.2d, #10
	ushr	v10.2d, v24.2d, #14
	ushr	v15.2d, v19.2d, #6
	ushr	v3.2s, v26.2s, #9
	ushr	v22.2s, v27.2s, #22
	ushr	v1.2s, v17.2s, #22
	ushr	v7.2s, v31.2s, #1
	ushr	v30.4h, v26.4h, #11
	ushr	v10.4h, v20.4h, #1
	ushr	v7.4h, v18.4h, #13
	ushr	v18.4h, v6.4h, #12
	ushr	v2.4s, v20.4s, #5
	ushr	v16.4s, v23.4s, #30
	ushr	v2.4s, v8.4s, #11
	ushr	v3.4s, v3.4s, #15
	ushr	v27.8b, v27.8b, #6
	ushr	v5.8b, v4.8b, #3
	ushr	v7.8b, v20.8b, #3
	ushr	v15.8b, v26.8b, #1
	ushr	v17.8h, v7.8h, #7
	ushr	v12.8h, v23.8h, #1
	ushr	v15.8h, v25.8h, #16
	ushr	v31.8h, v4.8h, #10
	usqadd	b13, b23
	usqadd	b18, b23
	usqadd	b14, b3
	usqadd	b21, b9
	usqadd	d19, d13
	usqadd	d5, d18
	usqadd	d19, d16
	usqadd	d25, d10
	usqadd	h7, h2
	usqadd	h21, h23
	usqadd	h4, h24
	usqadd	h2, h20
	usqadd	s0, s21
	usqadd	s2, s22
	usqadd	s14, s17
	usqadd	s10, s27
	usqadd	v16.16b, v10.16b
	usqadd	v1.16b, v15.16b
	usqadd	v16.16b, v16.16b
	usqadd	v13.16b, v21.16b
	usqadd	v23.2d, v5.2d
	usqadd	v8.2d, v25.2d
	usqadd	v27.2d, v15.2d
	usqadd	v5.2d, v2.2d
	usqadd	v31.2s, v27.2s
	usqadd	v15.2s, v31.2s
	usqadd	v24.2s, v12.2s
	usqadd	v29.2s, v0.2s
	usqadd	v30.4h, v18.4h
	usqadd	v19.4h, v24.4h
	usqadd	v18.4h, v22.4h
	usqadd	v6.4h, v11.4h
	usqadd	v27.4s, v27.4s
	usqadd	v30.4s, v12.4s
	usqadd	v0.4s, v7.4s
	usqadd	v9.4s, v6.4s
	usqadd	v19.8b, v14.8b
	usqadd	v28.8b, v8.8b
	usqadd	v29.8b, v4.8b
	usqadd	v12.8b, v28.8b
	usqadd	v2.8h, v6.8h
	usqadd	v8.8h, v4.8h
	usqadd	v8.8h, v4.8h
	usqadd	v14.8h, v13.8h
	usra	d18, d4, #22
	usra	d31, d20, #24
	usra	d11, d9, #1
	usra	d22, d27, #20
	usra	v16.16b, v1.16b, #1
	usra	v18.16b, v20.16b, #6
	usra	v20.16b, v31.16b, #4
	usra	v12.16b, v13.16b, #6
	usra	v10.2d, v9.2d, #1
	usra	v7.2d, v13.2d, #4
	usra	v13.2d, v3.2d, #54
	usra	v31.2d, v27.2d, #44
	usra	v3.2s, v4.2s, #9
	usra	v6.2s, v23.2s, #21
	usra	v31.2s, v29.2s, #22
	usra	v23.2s, v0.2s, #23
	usra	v19.4h, v11.4h, #14
	usra	v4.4h, v18.4h, #12
	usra	v5.4h, v23.4h, #16
	usra	v3.4h, v24.4h, #15
	usra	v22.4s, v3.4s, #18
	usra	v16.4s, v0.4s, #32
	usra	v20.4s, v8.4s, #24
	usra	v14.4s, v16.4s, #29
	usra	v16.8b, v3.8b, #1
	usra	v16.8b, v20.8b, #2
	usra	v13.8b, v20.8b, #8
	usra	v24.8b, v4.8b, #8
	usra	v0.8h, v6.8h, #1
	usra	v0.8h, v21.8h, #11
	usra	v28.8h, v19.8h, #8
	usra	v9.8h, v10.8h, #4
	usubl	v16.2d, v3.2s, v27.2s
	usubl	v16.2d, v7.2s, v8.2s
	usubl	v24.2d, v21.2s, v15.2s
	usubl	v12.2d, v21.2s, v9.2s
	usubl2	v18.2d, v0.4s, v4.4s
	usubl2	v28.2d, v28.4s, v19.4s
	usubl2	v9.2d, v9.4s, v4.4s
	usubl2	v13.2d, v5.4s, v5.4s
	usubl	v11.4s, v27.4h, v4.4h
	usubl	v25.4s, v15.4h, v0.4h
	usubl	v21.4s, v13.4h, v4.4h
	usubl	v26.4s, v0.4h, v18.4h
	usubl2	v9.4s, v25.8h, v14.8h
	usubl2	v24.4s, v24.8h, v26.8h
	usubl2	v1.4s, v10.8h, v26.8h
	usubl2	v15.4s, v17.8h, v10.8h
	usubl	v15.8h, v30.8b, v5.8b
	usubl	v28.8h, v20.8b, v13.8b
	usubl	v6.8h, v13.8b, v15.8b
	usubl	v23.8h, v22.8b, v26.8b
	usubl2	v14.8h, v19.16b, v11.16b
	usubl2	v13.8h, v17.16b, v30.16b
	usubl2	v7.8h, v24.16b, v28.16b
	usubl2	v22.8h, v26.16b, v3.16b
	usubw	v13.2d, v8.2d, v1.2s
	usubw	v4.2d, v19.2d, v23.2s
	usubw	v27.2d, v21.2d, v16.2s
	usubw	v11.2d, v4.2d, v20.2s
	usubw2	v19.2d, v12.2d, v22.4s
	usubw2	v7.2d, v0.2d, v31.4s
	usubw2	v28.2d, v25.2d, v8.4s
	usubw2	v0.2d, v23.2d, v26.4s
	usubw	v20.4s, v30.4s, v2.4h
	usubw	v3.4s, v9.4s, v31.4h
	usubw	v12.4s, v5.4s, v5.4h
	usubw	v18.4s, v24.4s, v5.4h
	usubw2	v1.4s, v15.4s, v5.8h
	usubw2	v9.4s, v15.4s, v1.8h
	usubw2	v11.4s, v16.4s, v6.8h
	usubw2	v9.4s, v14.4s, v24.8h
	usubw	v13.8h, v5.8h, v30.8b
	usubw	v19.8h, v28.8h, v19.8b
	usubw	v18.8h, v30.8h, v5.8b
	usubw	v14.8h, v10.8h, v22.8b
	usubw2	v25.8h, v22.8h, v12.16b
	usubw2	v4.8h, v3.8h, v21.16b
	usubw2	v1.8h, v23.8h, v3.16b
	usubw2	v2.8h, v26.8h, v23.16b
	uzp1	v3.16b, v18.16b, v7.16b
	uzp1	v3.16b, v28.16b, v21.16b
	uzp1	v20.16b, v12.16b, v7.16b
	uzp1	v21.16b, v18.16b, v10.16b
	uzp1	v24.2d, v19.2d, v10.2d
	uzp1	v16.2d, v19.2d, v21.2d
	uzp1	v21.2d, v6.2d, v31.2d
	uzp1	v26.2d, v9.2d, v8.2d
	uzp1	v7.2s, v18.2s, v21.2s
	uzp1	v24.2s, v21.2s, v3.2s
	uzp1	v6.2s, v24.2s, v17.2s
	uzp1	v23.2s, v4.2s, v2.2s
	uzp1	v14.4h, v30.4h, v7.4h
	uzp1	v25.4h, v8.4h, v4.4h
	uzp1	v18.4h, v31.4h, v21.4h
	uzp1	v2.4h, v2.4h, v6.4h
	uzp1	v19.4s, v14.4s, v11.4s
	uzp1	v26.4s, v6.4s, v3.4s
	uzp1	v7.4s, v26.4s, v6.4s
	uzp1	v5.4s, v12.4s, v27.4s
	uzp1	v3.8b, v14.8b, v1.8b
	uzp1	v12.8b, v26.8b, v9.8b
	uzp1	v25.8b, v14.8b, v26.8b
	uzp1	v16.8b, v19.8b, v1.8b
	uzp1	v15.8h, v5.8h, v11.8h
	uzp1	v0.8h, v27.8h, v24.8h
	uzp1	v11.8h, v23.8h, v25.8h
	uzp1	v30.8h, v25.8h, v19.8h
	uzp2	v31.16b, v18.16b, v22.16b
	uzp2	v20.16b, v15.16b, v16.16b
	uzp2	v14.16b, v8.16b, v24.16b
	uzp2	v19.16b, v8.16b, v14.16b
	uzp2	v27.2d, v22.2d, v28.2d
	uzp2	v2.2d, v25.2d, v1.2d
	uzp2	v0.2d, v21.2d, v30.2d
	uzp2	v8.2d, v25.2d, v13.2d
	uzp2	v10.2s, v29.2s, v23.2s
	uzp2	v29.2s, v10.2s, v3.2s
	uzp2	v22.2s, v29.2s, v16.2s
	uzp2	v30.2s, v15.2s, v6.2s
	uzp2	v20.4h, v29.4h, v0.4h
	uzp2	v9.4h, v0.4h, v18.4h
	uzp2	v18.4h, v17.4h, v8.4h
	uzp2	v20.4h, v13.4h, v2.4h
	uzp2	v0.4s, v12.4s, v7.4s
	uzp2	v19.4s, v5.4s, v5.4s
	uzp2	v11.4s, v20.4s, v30.4s
	uzp2	v31.4s, v10.4s, v6.4s
	uzp2	v12.8b, v13.8b, v4.8b
	uzp2	v24.8b, v3.8b, v23.8b
	uzp2	v27.8b, v31.8b, v30.8b
	uzp2	v6.8b, v3.8b, v16.8b
	uzp2	v13.8h, v30.8h, v29.8h
	uzp2	v9.8h, v15.8h, v25.8h
	uzp2	v0.8h, v21.8h, v22.8h
	uzp2	v23.8h, v29.8h, v30.8h
	xtn	v0.2s, v25.2d
	xtn	v21.2s, v6.2d
	xtn	v2.2s, v19.2d
	xtn	v31.2s, v24.2d
	xtn2	v10.4s, v15.2d
	xtn2	v23.4s, v1.2d
	xtn2	v10.4s, v12.2d
	xtn2	v18.4s, v18.2d
	xtn	v28.4h, v25.4s
	xtn	v9.4h, v9.4s
	xtn	v15.4h, v9.4s
	xtn	v6.4h, v19.4s
	xtn2	v26.8h, v5.4s
	xtn2	v3.8h, v26.4s
	xtn2	v22.8h, v4.4s
	xtn2	v9.8h, v1.4s
	xtn	v3.8b, v25.8h
	xtn	v14.8b, v28.8h
	xtn	v22.8b, v2.8h
	xtn	v2.8b, v22.8h
	xtn2	v18.16b, v0.8h
	xtn2	v26.16b, v15.8h
	xtn2	v15.16b, v25.8h
	xtn2	v3.16b, v3.8h
	zip1	v15.16b, v3.16b, v3.16b
	zip1	v15.16b, v31.16b, v4.16b
	zip1	v3.16b, v15.16b, v28.16b
	zip1	v18.16b, v7.16b, v28.16b
	zip1	v25.2d, v15.2d, v14.2d
	zip1	v30.2d, v31.2d, v20.2d
	zip1	v4.2d, v13.2d, v10.2d
	zip1	v22.2d, v24.2d, v6.2d
	zip1	v7.2s, v1.2s, v19.2s
	zip1	v12.2s, v27.2s, v2.2s
	zip1	v9.2s, v5.2s, v20.2s
	zip1	v11.2s, v16.2s, v19.2s
	zip1	v30.4h, v26.4h, v30.4h
	zip1	v4.4h, v30.4h, v24.4h
	zip1	v12.4h, v15.4h, v31.4h
	zip1	v28.4h, v18.4h, v27.4h
	zip1	v11.4s, v7.4s, v16.4s
	zip1	v13.4s, v2.4s, v17.4s
	zip1	v13.4s, v28.4s, v31.4s
	zip1	v19.4s, v2.4s, v28.4s
	zip1	v0.8b, v9.8b, v25.8b
	zip1	v2.8b, v29.8b, v24.8b
	zip1	v0.8b, v23.8b, v11.8b
	zip1	v19.8b, v2.8b, v18.8b
	zip1	v5.8h, v30.8h, v14.8h
	zip1	v16.8h, v18.8h, v10.8h
	zip1	v18.8h, v0.8h, v22.8h
	zip1	v31.8h, v7.8h, v7.8h
	zip2	v6.16b, v5.16b, v26.16b
	zip2	v9.16b, v31.16b, v27.16b
	zip2	v10.16b, v23.16b, v22.16b
	zip2	v3.16b, v27.16b, v1.16b
	zip2	v3.2d, v8.2d, v3.2d
	zip2	v6.2d, v16.2d, v16.2d
	zip2	v11.2d, v20.2d, v9.2d
	zip2	v22.2d, v1.2d, v18.2d
	zip2	v25.2s, v31.2s, v20.2s
	zip2	v8.2s, v9.2s, v28.2s
	zip2	v11.2s, v13.2s, v29.2s
	zip2	v2.2s, v13.2s, v23.2s
	zip2	v1.4h, v7.4h, v22.4h
	zip2	v7.4h, v16.4h, v12.4h
	zip2	v14.4h, v16.4h, v22.4h
	zip2	v7.4h, v16.4h, v7.4h
	zip2	v24.4s, v31.4s, v6.4s
	zip2	v2.4s, v1.4s, v13.4s
	zip2	v2.4s, v5.4s, v8.4s
	zip2	v18.4s, v28.4s, v2.4s
	zip2	v29.8b, v21.8b, v4.8b
	zip2	v27.8b, v12.8b, v1.8b
	zip2	v27.8b, v4.8b, v17.8b
	zip2	v23.8b, v4.8b, v27.8b
	zip2	v31.8h, v11.8h, v9.8h
	zip2	v14.8h, v9.8h, v7.8h
	zip2	v19.8h, v19.8h, v6.8h
	zip2	v29.8h, v19.8h, v4.8h
