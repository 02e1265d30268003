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
	cmn	w26, #2730
	cmn	w1, #2699
	cmn	w6, #365
	adds	w4, w6, #1832
	adds	w19, w29, w24, asr #22
	cmn	w12, w17
	cmn	w24, w4
	adds	w7, w14, w4
	adds	w1, w11, w22, sxtx #3
	cmn	w1, w26, uxtb #3
	cmn	wsp, w24, sxtb #3
	adds	w13, w9, w19, sxtx #3
	adds	x29, x30, #1677, lsl #12
	adds	x26, x29, #1, lsl #12
	adds	x23, x12, #2871
	adds	x20, x10, #0
	cmn	x6, x0
	adds	x12, x8, x2, asr #11
	adds	x22, x21, x12, lsl #20
	adds	x13, x17, x20, lsr #2
	adds	x2, x22, w13, uxth #3
	adds	x19, x11, w18, sxtw #4
	adds	x12, x13, w21, sxtb #1
	cmn	x26, w24, sxtb
	adds	x9, x14, x30, uxtx #2
	cmn	x26, x1, uxtx #4
	cmn	x13, x14, sxtx #3
	adds	x14, x7, x17, uxtx
	addv	b19, v27.16b
	addv	b11, v4.16b
	addv	b7, v22.16b
	addv	b30, v12.16b
	addv	h22, v26.4h
	addv	h3, v7.4h
	addv	h24, v26.4h
	addv	h21, v3.4h
	addv	s28, v15.4s
	addv	s26, v21.4s
	addv	s18, v10.4s
	addv	s9, v17.4s
	addv	b8, v15.8b
	addv	b31, v12.8b
	addv	b6, v1.8b
	addv	b18, v11.8b
	addv	h0, v8.8h
	addv	h17, v4.8h
	addv	h18, v17.8h
	addv	h16, v30.8h
	add	w0, w26, #1570, lsl #12
	add	w26, w20, #0
	add	w10, w25, #0
	add	w21, w22, #3702, lsl #12
	add	w1, w4, w16, asr #28
	add	w2, w28, w27
	add	w25, w27, w4, lsr #9
	add	w30, w10, w13, asr #0
	add	w3, w19, w16, sxtb #1
	add	w8, w0, w22, uxtb #2
	add	w18, w1, w25, sxtb
	add	w8, w1, w28, sxtb #3
	add	x21, x30, #0
	add	x1, x1, #0
	add	x10, x25, #1498, lsl #12
	add	x28, x29, #0
	add	x27, x17, x21, lsl #55
	add	x3, x20, x11, lsl #53
	add	x9, x0, x29
	add	x10, x2, x24, asr #30
	add	x27, x16, w9, sxtw
	add	x24, x22, w17, uxth
	add	x14, x0, w0, uxtb #3
	add	x20, x26, w22, uxtw #1
	add	x14, x0, x23, sxtx
	add	x12, x26, x9, sxtx #3
	add	x17, x12, x24, sxtx
	add	x10, x27, x4, uxtx #1
	add	d27, d27, d29
	add	d3, d23, d17
	add	d21, d21, d3
	add	d12, d3, d22
	add	v5.16b, v11.16b, v4.16b
	add	v21.16b, v26.16b, v24.16b
	add	v0.16b, v31.16b, v17.16b
	add	v15.16b, v30.16b, v2.16b
	add	v4.2d, v1.2d, v18.2d
	add	v1.2d, v0.2d, v29.2d
	add	v29.2d, v19.2d, v7.2d
	add	v21.2d, v0.2d, v31.2d
	add	v11.2s, v15.2s, v20.2s
	add	v2.2s, v21.2s, v28.2s
	add	v27.2s, v14.2s, v29.2s
	add	v18.2s, v20.2s, v10.2s
	add	v5.4h, v18.4h, v27.4h
	add	v17.4h, v20.4h, v22.4h
	add	v8.4h, v0.4h, v7.4h
	add	v10.4h, v26.4h, v12.4h
	add	v25.4s, v15.4s, v16.4s
	add	v5.4s, v22.4s, v21.4s
	add	v31.4s, v9.4s, v19.4s
	add	v3.4s, v29.4s, v31.4s
	add	v9.8b, v25.8b, v9.8b
	add	v23.8b, v2.8b, v20.8b
	add	v6.8b, v2.8b, v7.8b
	add	v24.8b, v2.8b, v8.8b
	add	v5.8h, v2.8h, v31.8h
	add	v0.8h, v4.8h, v18.8h
	add	v9.8h, v5.8h, v17.8h
	add	v25.8h, v25.8h, v0.8h
	adr	x24, #0
	adr	x14, #610309
	adr	x26, #-381644
	adr	x23, #71735
	adrp	x30, #-4096
	adrp	x27, #-2357248000
	adrp	x29, #-4096
	adrp	x29, #428736512
	tst	w10, #0xfbfbfbfb
	ands	w13, w25, #0xaaaaaaaa
	ands	w1, w16, #0x33333333
	tst	w5, #0x55555555
	ands	w26, w15, w12, ror #12
	ands	w24, w19, w1, lsr #19
	ands	w24, w12, w2, lsl #1
	ands	w21, w20, w6, asr #30
	ands	x30, x17, #0x70007000700070
	tst	xzr, #0x7ffffffffc
	tst	x29, #0x3e0000003e00
	ands	x10, x28, #0xe01fffffffffffff
	ands	x10, x1, x21
	ands	x13, x5, x22
	ands	x18, x19, x15
	ands	x8, x20, x22, ror #16
	and	w26, w6, #0x7fff7fff
	and	w3, w16, #0xffc3ffc3
	and	w22, w16, #0xc000c000
	and	w22, w15, #0xcccccccc
	and	w12, w10, w13, asr #17
	and	w17, w26, w13, lsr #1
	and	w12, w21, w30, asr #20
	and	w4, w10, w6
	and	x8, x11, #0xfff0fff0fff0fff
	and	x12, x23, #0xfffe00003fffffff
	and	x30, x1, #0x5555555555555555
	and	x28, x0, #0x200
	and	x30, x29, x16, lsl #33
	and	x14, x30, x10, lsl #56
	and	x2, x19, xzr, asr #44
	and	x29, x19, x13, ror #47
	and	v25.16b, v29.16b, v3.16b
	and	v0.16b, v21.16b, v19.16b
	and	v23.16b, v6.16b, v6.16b
	and	v14.16b, v18.16b, v14.16b
	and	v27.8b, v30.8b, v31.8b
	and	v17.8b, v12.8b, v17.8b
	and	v26.8b, v13.8b, v31.8b
	and	v8.8b, v25.8b, v30.8b
	asr	w26, w2, w11
	asr	w26, w10, wzr
	asr	w2, w22, w30
	asr	w12, w11, w5
	asr	x9, x25, x8
	asr	x19, x7, x16
	asr	x8, x1, x17
	asr	x26, x17, x27
	b	#-5187432
	b	#-131464348
	b	#0
	b	#-109437488
	bfi	w11, w5, #29, #1
	bfi	w22, w3, #20, #2
	bfxil	w12, w26, #1, #13
	bfi	w8, w1, #26, #6
	bfi	x29, x7, #10, #39
	bfi	x23, x28, #22, #12
	bfi	x25, x3, #1, #25
	bfxil	x16, x10, #60, #3
	bics	w2, w3, w22, lsr #29
	bics	w22, w13, w3, ror #0
	bics	w9, w27, w16
	bics	w1, w6, w23, asr #2
	bics	x1, x11, x15, ror #28
	bics	x24, x0, x16
	bics	x21, x29, x27
	bics	x29, x28, xzr
	bic	w3, w25, w9
	bic	w0, w4, w3, ror #31
	bic	w28, w8, w27, lsr #4
	bic	w28, w12, w10, asr #16
	bic	x10, x14, x2
	bic	x9, x11, x22
	bic	x29, x4, x2
	bic	x25, x7, x14, ror #63
	bic	v18.2s, #143
	bic	v8.2s, #20, lsl #24
	bic	v2.2s, #0
	bic	v18.2s, #0, lsl #16
	bic	v4.4h, #249
	bic	v0.4h, #58
	bic	v8.4h, #48
	bic	v5.4h, #182
	bic	v3.4s, #176, lsl #24
	bic	v31.4s, #36
	bic	v4.4s, #63
	bic	v19.4s, #173, lsl #8
	bic	v15.8h, #0, lsl #8
	bic	v22.8h, #187
	bic	v2.8h, #168, lsl #8
	bic	v12.8h, #1
	bic	v20.16b, v31.16b, v19.16b
	bic	v13.16b, v26.16b, v26.16b
	bic	v2.16b, v29.16b, v21.16b
	bic	v22.16b, v16.16b, v29.16b
	bic	v24.8b, v13.8b, v18.8b
	bic	v29.8b, v16.8b, v31.8b
	bic	v16.8b, v27.8b, v2.8b
	bic	v14.8b, v15.8b, v6.8b
	bif	v15.16b, v28.16b, v2.16b
	bif	v19.16b, v1.16b, v5.16b
	bif	v21.16b, v29.16b, v17.16b
	bif	v12.16b, v21.16b, v5.16b
	bif	v28.8b, v26.8b, v21.8b
	bif	v22.8b, v31.8b, v11.8b
	bif	v12.8b, v21.8b, v23.8b
	bif	v2.8b, v8.8b, v0.8b
	bit	v23.16b, v3.16b, v7.16b
	bit	v7.16b, v10.16b, v5.16b
	bit	v1.16b, v16.16b, v25.16b
	bit	v11.16b, v0.16b, v29.16b
	bit	v23.8b, v26.8b, v20.8b
	bit	v11.8b, v14.8b, v18.8b
	bit	v1.8b, v29.8b, v3.8b
	bit	v13.8b, v26.8b, v6.8b
	bl	#-36532376
	bl	#-713272
	bl	#-18791060
	bl	#0
	blr	x10
	blr	x0
	blr	x6
	blr	x26
	br	x7
	br	x26
	br	x9
	br	x29
	brk	#0xae71
	brk	#0xb6e6
	brk	#0xd842
	brk	#0xb563
	bsl	v24.16b, v5.16b, v6.16b
	bsl	v25.16b, v20.16b, v1.16b
	bsl	v3.16b, v5.16b, v21.16b
	bsl	v19.16b, v13.16b, v18.16b
	bsl	v4.8b, v9.8b, v3.8b
	bsl	v25.8b, v1.8b, v18.8b
	bsl	v5.8b, v3.8b, v17.8b
	bsl	v2.8b, v4.8b, v0.8b
	b.hi	#-481520
	b.hs	#590024
	b.hi	#314276
	b.pl	#0
	cbnz	w13, #-850468
	cbnz	w1, #-156628
	cbnz	w23, #-302892
	cbnz	w15, #222152
	cbnz	x21, #445220
	cbnz	x9, #-100280
	cbnz	x27, #-1048576
	cbnz	x6, #977796
	cbz	w13, #379256
	cbz	w16, #-980480
	cbz	w29, #-750476
	cbz	w26, #-765820
	cbz	x10, #-638444
	cbz	x9, #-4
	cbz	x19, #-206068
	cbz	x7, #-4
	ccmn	w12, #1, #0, ge
	ccmn	w27, #20, #10, pl
	ccmn	w5, #27, #14, ge
	ccmn	w11, #28, #12, ls
	ccmn	w9, w15, #6, hi
	ccmn	w8, w18, #1, ne
	ccmn	w12, w28, #8, gt
	ccmn	w16, w21, #4, ge
	ccmn	x25, #7, #8, lt
	ccmn	x30, #25, #6, hi
	ccmn	x13, #28, #3, vs
	ccmn	x13, #0, #0, eq
	ccmn	x15, x2, #8, eq
	ccmn	x16, x15, #0, hs
	ccmn	x23, x5, #2, ge
	ccmn	x9, x4, #15, pl
	ccmp	w22, #19, #15, hs
	ccmp	w29, #3, #2, hs
	ccmp	w13, #7, #8, vs
	ccmp	w23, #6, #4, ne
	ccmp	w14, w19, #3, vc
	ccmp	w9, w16, #11, al
	ccmp	w28, w11, #11, hs
	ccmp	w29, w17, #0, lo
	ccmp	x30, #1, #11, ge
	ccmp	x23, #11, #10, ls
	ccmp	x23, #4, #8, hs
	ccmp	x2, #25, #2, le
	ccmp	x10, x1, #1, hi
	ccmp	x30, x15, #3, ls
	ccmp	x27, x7, #15, vs
	ccmp	x22, x23, #15, nv
	clrex	#12
	clrex	#10
	clrex	#3
	clrex	#6
	cls	w11, w15
	cls	wzr, w24
	cls	w27, w27
	cls	w21, wzr
	cls	x23, x14
	cls	x9, x26
	cls	x8, x16
	cls	x23, x26
	cls	v31.16b, v27.16b
	cls	v10.16b, v29.16b
	cls	v21.16b, v23.16b
	cls	v20.16b, v18.16b
	cls	v15.2s, v5.2s
	cls	v21.2s, v21.2s
	cls	v5.2s, v24.2s
	cls	v28.2s, v12.2s
	cls	v9.4h, v31.4h
	cls	v28.4h, v26.4h
	cls	v23.4h, v17.4h
	cls	v17.4h, v28.4h
	cls	v6.4s, v0.4s
	cls	v23.4s, v17.4s
	cls	v4.4s, v6.4s
	cls	v25.4s, v12.4s
	cls	v11.8b, v3.8b
	cls	v24.8b, v9.8b
	cls	v21.8b, v18.8b
	cls	v19.8b, v27.8b
	cls	v14.8h, v30.8h
	cls	v11.8h, v17.8h
	cls	v30.8h, v15.8h
	cls	v28.8h, v18.8h
	clz	w19, w23
	clz	w20, w2
	clz	w13, w29
	clz	w29, w4
	clz	x28, x19
	clz	x20, x15
	clz	x1, x6
	clz	x2, x2
	clz	v26.16b, v18.16b
	clz	v4.16b, v17.16b
	clz	v17.16b, v16.16b
	clz	v21.16b, v24.16b
	clz	v19.2s, v6.2s
	clz	v4.2s, v30.2s
	clz	v1.2s, v7.2s
	clz	v31.2s, v30.2s
	clz	v31.4h, v10.4h
	clz	v27.4h, v9.4h
	clz	v17.4h, v30.4h
	clz	v7.4h, v18.4h
	clz	v10.4s, v16.4s
	clz	v11.4s, v26.4s
	clz	v3.4s, v4.4s
	clz	v1.4s, v13.4s
	clz	v31.8b, v28.8b
	clz	v18.8b, v10.8b
	clz	v13.8b, v20.8b
	clz	v10.8b, v26.8b
	clz	v3.8h, v3.8h
	clz	v18.8h, v27.8h
	clz	v20.8h, v7.8h
	clz	v26.8h, v19.8h
	cmeq	d9, d8, d22
	cmeq	d31, d24, d16
	cmeq	d10, d0, d23
	cmeq	d16, d17, d14
	cmeq	v24.16b, v12.16b, v0.16b
	cmeq	v11.16b, v21.16b, v1.16b
	cmeq	v24.16b, v2.16b, v26.16b
	cmeq	v0.16b, v20.16b, v17.16b
	cmeq	v19.2d, v10.2d, v24.2d
	cmeq	v5.2d, v7.2d, v7.2d
	cmeq	v15.2d, v29.2d, v16.2d
	cmeq	v30.2d, v19.2d, v0.2d
	cmeq	v25.2s, v31.2s, v9.2s
	cmeq	v13.2s, v30.2s, v18.2s
	cmeq	v31.2s, v30.2s, v4.2s
	cmeq	v27.2s, v0.2s, v15.2s
	cmeq	v9.4h, v2.4h, v1.4h
	cmeq	v2.4h, v17.4h, v31.4h
	cmeq	v7.4h, v9.4h, v5.4h
	cmeq	v4.4h, v3.4h, v11.4h
	cmeq	v19.4s, v21.4s, v14.4s
	cmeq	v16.4s, v29.4s, v9.4s
	cmeq	v17.4s, v28.4s, v7.4s
	cmeq	v23.4s, v31.4s, v16.4s
	cmeq	v7.8b, v23.8b, v25.8b
	cmeq	v22.8b, v5.8b, v4.8b
	cmeq	v31.8b, v5.8b, v9.8b
	cmeq	v16.8b, v26.8b, v5.8b
	cmeq	v13.8h, v18.8h, v19.8h
	cmeq	v25.8h, v16.8h, v17.8h
	cmeq	v3.8h, v2.8h, v14.8h
	cmeq	v27.8h, v5.8h, v13.8h
	cmeq	d18, d18, #0
	cmeq	d31, d10, #0
	cmeq	d20, d1, #0
	cmeq	d9, d26, #0
	cmeq	v1.16b, v18.16b, #0
	cmeq	v31.16b, v28.16b, #0
	cmeq	v22.16b, v13.16b, #0
	cmeq	v5.16b, v17.16b, #0
	cmeq	v29.2d, v15.2d, #0
	cmeq	v16.2d, v0.2d, #0
	cmeq	v12.2d, v24.2d, #0
	cmeq	v25.2d, v15.2d, #0
	cmeq	v19.2s, v15.2s, #0
	cmeq	v10.2s, v16.2s, #0
	cmeq	v8.2s, v16.2s, #0
	cmeq	v30.2s, v16.2s, #0
	cmeq	v19.4h, v23.4h, #0
	cmeq	v27.4h, v19.4h, #0
	cmeq	v28.4h, v27.4h, #0
	cmeq	v19.4h, v3.4h, #0
	cmeq	v3.4s, v24.4s, #0
	cmeq	v14.4s, v15.4s, #0
	cmeq	v5.4s, v1.4s, #0
	cmeq	v28.4s, v10.4s, #0
	cmeq	v18.8b, v0.8b, #0
	cmeq	v19.8b, v2.8b, #0
	cmeq	v5.8b, v4.8b, #0
	cmeq	v28.8b, v5.8b, #0
	cmeq	v3.8h, v12.8h, #0
	cmeq	v9.8h, v17.8h, #0
	cmeq	v24.8h, v15.8h, #0
	cmeq	v2.8h, v2.8h, #0
	cmge	d23, d19, d15
	cmge	d2, d24, d18
	cmge	d20, d20, d1
	cmge	d14, d11, d29
	cmge	v13.16b, v9.16b, v23.16b
	cmge	v4.16b, v7.16b, v24.16b
	cmge	v4.16b, v1.16b, v0.16b
	cmge	v14.16b, v31.16b, v16.16b
	cmge	v9.2d, v10.2d, v30.2d
	cmge	v10.2d, v9.2d, v16.2d
	cmge	v13.2d, v5.2d, v1.2d
	cmge	v21.2d, v7.2d, v19.2d
	cmge	v21.2s, v28.2s, v8.2s
	cmge	v1.2s, v25.2s, v11.2s
	cmge	v21.2s, v9.2s, v20.2s
	cmge	v4.2s, v11.2s, v6.2s
	cmge	v7.4h, v20.4h, v8.4h
	cmge	v3.4h, v28.4h, v12.4h
	cmge	v0.4h, v0.4h, v15.4h
	cmge	v29.4h, v4.4h, v18.4h
	cmge	v0.4s, v17.4s, v12.4s
	cmge	v16.4s, v9.4s, v19.4s
	cmge	v18.4s, v18.4s, v25.4s
	cmge	v17.4s, v22.4s, v8.4s
	cmge	v26.8b, v30.8b, v1.8b
	cmge	v26.8b, v0.8b, v27.8b
	cmge	v0.8b, v24.8b, v30.8b
	cmge	v10.8b, v30.8b, v21.8b
	cmge	v31.8h, v31.8h, v31.8h
	cmge	v18.8h, v2.8h, v21.8h
	cmge	v5.8h, v15.8h, v25.8h
	cmge	v24.8h, v8.8h, v7.8h
	cmge	d0, d4, #0
	cmge	d27, d19, #0
	cmge	d3, d27, #0
	cmge	d6, d12, #0
	cmge	v25.16b, v23.16b, #0
	cmge	v11.16b, v7.16b, #0
	cmge	v14.16b, v1.16b, #0
	cmge	v28.16b, v8.16b, #0
	cmge	v21.2d, v28.2d, #0
	cmge	v18.2d, v1.2d, #0
	cmge	v26.2d, v24.2d, #0
	cmge	v29.2d, v3.2d, #0
	cmge	v2.2s, v18.2s, #0
	cmge	v28.2s, v22.2s, #0
	cmge	v2.2s, v12.2s, #0
	cmge	v0.2s, v23.2s, #0
	cmge	v13.4h, v30.4h, #0
	cmge	v11.4h, v24.4h, #0
	cmge	v15.4h, v5.4h, #0
	cmge	v5.4h, v31.4h, #0
	cmge	v22.4s, v6.4s, #0
	cmge	v3.4s, v1.4s, #0
	cmge	v31.4s, v22.4s, #0
	cmge	v18.4s, v9.4s, #0
	cmge	v13.8b, v27.8b, #0
	cmge	v4.8b, v7.8b, #0
	cmge	v30.8b, v16.8b, #0
	cmge	v14.8b, v18.8b, #0
	cmge	v7.8h, v1.8h, #0
	cmge	v3.8h, v15.8h, #0
	cmge	v15.8h, v8.8h, #0
	cmge	v3.8h, v31.8h, #0
	cmgt	d27, d23, d31
	cmgt	d4, d12, d17
	cmgt	d7, d15, d24
	cmgt	d10, d0, d23
	cmgt	v9.16b, v25.16b, v21.16b
	cmgt	v8.16b, v6.16b, v23.16b
	cmgt	v17.16b, v9.16b, v18.16b
	cmgt	v5.16b, v5.16b, v9.16b
	cmgt	v6.2d, v25.2d, v14.2d
	cmgt	v14.2d, v3.2d, v1.2d
	cmgt	v23.2d, v10.2d, v7.2d
	cmgt	v28.2d, v6.2d, v9.2d
	cmgt	v26.2s, v1.2s, v5.2s
	cmgt	v8.2s, v0.2s, v30.2s
	cmgt	v26.2s, v25.2s, v30.2s
	cmgt	v2.2s, v13.2s, v14.2s
	cmgt	v30.4h, v27.4h, v14.4h
	cmgt	v22.4h, v8.4h, v23.4h
	cmgt	v31.4h, v17.4h, v29.4h
	cmgt	v23.4h, v14.4h, v20.4h
	cmgt	v16.4s, v5.4s, v11.4s
	cmgt	v4.4s, v23.4s, v31.4s
	cmgt	v21.4s, v20.4s, v19.4s
	cmgt	v6.4s, v0.4s, v19.4s
	cmgt	v17.8b, v17.8b, v29.8b
	cmgt	v11.8b, v6.8b, v19.8b
	cmgt	v17.8b, v16.8b, v19.8b
	cmgt	v4.8b, v15.8b, v25.8b
	cmgt	v23.8h, v0.8h, v26.8h
	cmgt	v29.8h, v25.8h, v4.8h
	cmgt	v6.8h, v11.8h, v0.8h
	cmgt	v30.8h, v28.8h, v25.8h
	cmgt	d8, d2, #0
	cmgt	d13, d1, #0
	cmgt	d22, d16, #0
	cmgt	d0, d8, #0
	cmgt	v5.16b, v10.16b, #0
	cmgt	v3.16b, v10.16b, #0
	cmgt	v27.16b, v2.16b, #0
	cmgt	v7.16b, v18.16b, #0
	cmgt	v14.2d, v26.2d, #0
	cmgt	v9.2d, v11.2d, #0
	cmgt	v19.2d, v4.2d, #0
	cmgt	v29.2d, v19.2d, #0
	cmgt	v4.2s, v2.2s, #0
	cmgt	v27.2s, v29.2s, #0
	cmgt	v26.2s, v12.2s, #0
	cmgt	v19.2s, v19.2s, #0
	cmgt	v29.4h, v21.4h, #0
	cmgt	v9.4h, v25.4h, #0
	cmgt	v2.4h, v9.4h, #0
	cmgt	v19.4h, v26.4h, #0
	cmgt	v1.4s, v9.4s, #0
	cmgt	v18.4s, v25.4s, #0
	cmgt	v13.4s, v3.4s, #0
	cmgt	v19.4s, v1.4s, #0
	cmgt	v8.8b, v16.8b, #0
	cmgt	v4.8b, v19.8b, #0
	cmgt	v8.8b, v7.8b, #0
	cmgt	v21.8b, v11.8b, #0
	cmgt	v16.8h, v30.8h, #0
	cmgt	v30.8h, v26.8h, #0
	cmgt	v15.8h, v25.8h, #0
	cmgt	v4.8h, v5.8h, #0
	cmhi	d26, d15, d6
	cmhi	d0, d20, d20
	cmhi	d20, d31, d5
	cmhi	d27, d31, d4
	cmhi	v27.16b, v22.16b, v18.16b
	cmhi	v12.16b, v25.16b, v13.16b
	cmhi	v20.16b, v16.16b, v23.16b
	cmhi	v20.16b, v9.16b, v17.16b
	cmhi	v11.2d, v17.2d, v16.2d
	cmhi	v11.2d, v0.2d, v26.2d
	cmhi	v22.2d, v24.2d, v30.2d
	cmhi	v0.2d, v0.2d, v10.2d
	cmhi	v0.2s, v25.2s, v14.2s
	cmhi	v30.2s, v30.2s, v15.2s
	cmhi	v17.2s, v14.2s, v5.2s
	cmhi	v15.2s, v22.2s, v9.2s
	cmhi	v20.4h, v4.4h, v24.4h
	cmhi	v30.4h, v16.4h, v18.4h
	cmhi	v26.4h, v9.4h, v31.4h
	cmhi	v25.4h, v11.4h, v14.4h
	cmhi	v30.4s, v16.4s, v28.4s
	cmhi	v30.4s, v23.4s, v19.4s
	cmhi	v20.4s, v8.4s, v18.4s
	cmhi	v21.4s, v25.4s, v1.4s
	cmhi	v29.8b, v20.8b, v31.8b
	cmhi	v26.8b, v12.8b, v8.8b
	cmhi	v10.8b, v9.8b, v10.8b
	cmhi	v22.8b, v1.8b, v12.8b
	cmhi	v25.8h, v17.8h, v21.8h
	cmhi	v11.8h, v6.8h, v15.8h
	cmhi	v6.8h, v0.8h, v25.8h
	cmhi	v10.8h, v29.8h, v7.8h
	cmhs	d19, d30, d15
	cmhs	d20, d17, d22
	cmhs	d25, d12, d17
	cmhs	d16, d15, d10
	cmhs	v18.16b, v23.16b, v0.16b
	cmhs	v12.16b, v18.16b, v6.16b
	cmhs	v10.16b, v9.16b, v14.16b
	cmhs	v10.16b, v9.16b, v24.16b
	cmhs	v20.2d, v1.2d, v27.2d
	cmhs	v14.2d, v28.2d, v22.2d
	cmhs	v22.2d, v19.2d, v25.2d
	cmhs	v17.2d, v9.2d, v23.2d
	cmhs	v14.2s, v30.2s, v24.2s
	cmhs	v19.2s, v18.2s, v28.2s
	cmhs	v5.2s, v8.2s, v27.2s
	cmhs	v7.2s, v9.2s, v28.2s
	cmhs	v26.4h, v23.4h, v30.4h
	cmhs	v22.4h, v23.4h, v14.4h
	cmhs	v8.4h, v10.4h, v10.4h
	cmhs	v12.4h, v26.4h, v30.4h
	cmhs	v4.4s, v25.4s, v3.4s
	cmhs	v22.4s, v8.4s, v31.4s
	cmhs	v8.4s, v1.4s, v8.4s
	cmhs	v7.4s, v29.4s, v1.4s
	cmhs	v31.8b, v16.8b, v19.8b
	cmhs	v29.8b, v7.8b, v14.8b
	cmhs	v31.8b, v29.8b, v21.8b
	cmhs	v8.8b, v2.8b, v9.8b
	cmhs	v20.8h, v25.8h, v1.8h
	cmhs	v20.8h, v27.8h, v21.8h
	cmhs	v27.8h, v20.8h, v30.8h
	cmhs	v2.8h, v12.8h, v9.8h
	cmle	d25, d31, #0
	cmle	d12, d15, #0
	cmle	d5, d16, #0
	cmle	d22, d31, #0
	cmle	v28.16b, v2.16b, #0
	cmle	v19.16b, v13.16b, #0
	cmle	v1.16b, v24.16b, #0
	cmle	v20.16b, v2.16b, #0
	cmle	v21.2d, v7.2d, #0
	cmle	v23.2d, v6.2d, #0
	cmle	v19.2d, v8.2d, #0
	cmle	v24.2d, v29.2d, #0
	cmle	v10.2s, v14.2s, #0
	cmle	v11.2s, v1.2s, #0
	cmle	v30.2s, v0.2s, #0
	cmle	v24.2s, v3.2s, #0
	cmle	v1.4h, v22.4h, #0
	cmle	v14.4h, v18.4h, #0
	cmle	v7.4h, v31.4h, #0
	cmle	v6.4h, v25.4h, #0
	cmle	v4.4s, v2.4s, #0
	cmle	v25.4s, v18.4s, #0
	cmle	v6.4s, v19.4s, #0
	cmle	v29.4s, v17.4s, #0
	cmle	v19.8b, v26.8b, #0
	cmle	v28.8b, v25.8b, #0
	cmle	v17.8b, v1.8b, #0
	cmle	v24.8b, v6.8b, #0
	cmle	v13.8h, v12.8h, #0
	cmle	v9.8h, v7.8h, #0
	cmle	v23.8h, v1.8h, #0
	cmle	v21.8h, v2.8h, #0
	cmlt	d1, d3, #0
	cmlt	d12, d15, #0
	cmlt	d6, d13, #0
	cmlt	d21, d9, #0
	cmlt	v24.16b, v20.16b, #0
	cmlt	v28.16b, v13.16b, #0
	cmlt	v2.16b, v23.16b, #0
	cmlt	v12.16b, v20.16b, #0
	cmlt	v3.2d, v14.2d, #0
	cmlt	v26.2d, v26.2d, #0
	cmlt	v1.2d, v31.2d, #0
	cmlt	v24.2d, v10.2d, #0
	cmlt	v2.2s, v17.2s, #0
	cmlt	v30.2s, v23.2s, #0
	cmlt	v16.2s, v7.2s, #0
	cmlt	v6.2s, v15.2s, #0
	cmlt	v24.4h, v29.4h, #0
	cmlt	v16.4h, v13.4h, #0
	cmlt	v29.4h, v24.4h, #0
	cmlt	v2.4h, v27.4h, #0
	cmlt	v7.4s, v13.4s, #0
	cmlt	v20.4s, v25.4s, #0
	cmlt	v20.4s, v12.4s, #0
	cmlt	v6.4s, v22.4s, #0
	cmlt	v28.8b, v13.8b, #0
	cmlt	v23.8b, v15.8b, #0
	cmlt	v20.8b, v31.8b, #0
	cmlt	v12.8b, v8.8b, #0
	cmlt	v28.8h, v21.8h, #0
	cmlt	v21.8h, v14.8h, #0
	cmlt	v15.8h, v0.8h, #0
	cmlt	v26.8h, v21.8h, #0
	cmtst	d18, d21, d25
	cmtst	d21, d2, d13
	cmtst	d24, d26, d29
	cmtst	d11, d7, d21
	cmtst	v6.16b, v13.16b, v21.16b
	cmtst	v11.16b, v18.16b, v24.16b
	cmtst	v30.16b, v9.16b, v21.16b
	cmtst	v18.16b, v16.16b, v18.16b
	cmtst	v24.2d, v14.2d, v2.2d
	cmtst	v20.2d, v11.2d, v1.2d
	cmtst	v16.2d, v11.2d, v10.2d
	cmtst	v18.2d, v29.2d, v11.2d
	cmtst	v14.2s, v13.2s, v28.2s
	cmtst	v6.2s, v13.2s, v13.2s
	cmtst	v22.2s, v1.2s, v14.2s
	cmtst	v12.2s, v21.2s, v10.2s
	cmtst	v15.4h, v26.4h, v8.4h
	cmtst	v24.4h, v12.4h, v21.4h
	cmtst	v16.4h, v5.4h, v4.4h
	cmtst	v10.4h, v4.4h, v11.4h
	cmtst	v24.4s, v28.4s, v31.4s
	cmtst	v13.4s, v31.4s, v0.4s
	cmtst	v14.4s, v24.4s, v6.4s
	cmtst	v16.4s, v14.4s, v31.4s
	cmtst	v25.8b, v1.8b, v10.8b
	cmtst	v29.8b, v22.8b, v26.8b
	cmtst	v3.8b, v12.8b, v11.8b
	cmtst	v11.8b, v5.8b, v18.8b
	cmtst	v9.8h, v7.8h, v4.8h
	cmtst	v21.8h, v27.8h, v16.8h
	cmtst	v7.8h, v14.8h, v27.8h
	cmtst	v13.8h, v23.8h, v14.8h
	cnt	v27.16b, v28.16b
	cnt	v9.16b, v14.16b
	cnt	v11.16b, v29.16b
	cnt	v21.16b, v21.16b
	cnt	v25.8b, v3.8b
	cnt	v24.8b, v26.8b
	cnt	v2.8b, v26.8b
	cnt	v12.8b, v29.8b
	csel	w14, w24, w20, gt
	csel	w24, w9, w21, hi
	csel	w20, w0, w18, mi
	csel	w15, w10, w20, pl
	csel	x29, x6, x15, vs
	csel	x22, x18, x11, al
	csel	x3, x0, x29, ls
	csel	x2, x0, x28, vs
	csinc	w12, w6, w12, mi
	csinc	w26, wzr, w10, hs
	csinc	w3, w4, w27, lt
	cinc	w9, w13, hs
	cinc	x15, x0, le
	csinc	x9, x3, x27, lt
	cset	x12, le
	cset	x29, hi
	csinv	w16, w17, w20, le
	csinv	wzr, w17, w15, lo
	csinv	w3, w14, w16, lt
	csinv	w23, w17, w13, vc
	csetm	x3, le
	cinv	x10, x11, lo
	csetm	x1, le
	cinv	x27, x4, lt
	csneg	w15, w17, w10, lt
	csneg	w6, w20, w7, ge
	csneg	w25, w2, w6, vs
	csneg	w21, w8, w11, ne
	cneg	x14, x7, eq
	csneg	x15, x30, x0, al
	csneg	x7, x15, x27, nv
	cneg	x10, x11, ne
	dcps1	#0x90c3
	dcps1
	dcps1	#0x421f
	dcps1	#0xf475
	dcps2	#0x5ebd
	dcps2
	dcps2
	dcps2	#0x5ff7
	dcps3
	dcps3	#0xee31
	dcps3	#0xdd29
	dcps3
	dmb	#8
	dmb	#4
	dmb	ld
	dmb	osh
	drps
	drps
	drps
	drps
	ssbb
	dsb	ishld
	dsb	#12
	dsb	ld
	mov	b14, v12.b[0]
	mov	b20, v28.b[0]
	mov	b22, v7.b[13]
	mov	b9, v15.b[14]
	mov	d11, v5.d[0]
	mov	d1, v5.d[0]
	mov	d5, v18.d[1]
	mov	d15, v11.d[0]
	mov	h8, v14.h[5]
	mov	h18, v31.h[7]
	mov	h7, v4.h[3]
	mov	h26, v8.h[1]
	mov	s2, v2.s[3]
	mov	s19, v8.s[1]
	mov	s16, v27.s[1]
	mov	s24, v9.s[1]
	dup	v12.16b, w5
	dup	v20.16b, w29
	dup	v27.16b, w23
	dup	v12.16b, w12
	dup	v9.16b, v4.b[11]
	dup	v27.16b, v24.b[2]
	dup	v14.16b, v5.b[10]
	dup	v23.16b, v16.b[0]
	dup	v6.2d, x7
	dup	v23.2d, x15
	dup	v27.2d, x17
	dup	v1.2d, x7
	dup	v23.2d, v20.d[1]
	dup	v22.2d, v30.d[0]
	dup	v19.2d, v24.d[0]
	dup	v24.2d, v7.d[0]
	dup	v0.2s, w27
	dup	v30.2s, w14
	dup	v19.2s, w14
	dup	v17.2s, w29
	dup	v7.2s, v27.s[0]
	dup	v14.2s, v26.s[2]
	dup	v27.2s, v9.s[1]
	dup	v0.2s, v8.s[1]
	dup	v15.4h, w30
	dup	v9.4h, w24
	dup	v6.4h, w16
	dup	v29.4h, w11
	dup	v19.4h, v21.h[7]
	dup	v22.4h, v21.h[4]
	dup	v25.4h, v14.h[4]
	dup	v10.4h, v24.h[3]
	dup	v7.4s, w22
	dup	v25.4s, w20
	dup	v14.4s, w1
	dup	v28.4s, w25
	dup	v6.4s, v9.s[0]
	dup	v29.4s, v8.s[1]
	dup	v14.4s, v31.s[1]
	dup	v11.4s, v26.s[2]
	dup	v7.8b, w4
	dup	v22.8b, w21
	dup	v15.8b, w18
	dup	v1.8b, w5
	dup	v7.8b, v17.b[0]
	dup	v5.8b, v4.b[4]
	dup	v25.8b, v2.b[9]
	dup	v22.8b, v17.b[6]
	dup	v0.8h, w13
	dup	v2.8h, w3
	dup	v4.8h, w15
	dup	v19.8h, w20
	dup	v10.8h, v25.h[2]
	dup	v2.8h, v7.h[1]
	dup	v9.8h, v12.h[1]
	dup	v18.8h, v31.h[5]
	eon	w7, w3, w18, asr #13
	eon	w25, w17, wzr, asr #28
	eon	w27, w19, w17, asr #25
	eon	w15, w25, w8, lsl #13
	eon	x21, x0, x26, lsl #2
	eon	x13, x27, x5
	eon	x11, x29, x1, asr #52
	eon	x7, x0, x27
	eor	w2, w5, #0x55555555
	eor	w29, w30, #0x55555555
	eor	w11, w14, #0x83838383
	eor	w14, w4, #0xbbbbbbbb
	eor	w6, w9, w1, lsl #16
	eor	w26, w22, w18
	eor	w28, w17, w1, lsr #27
	eor	w4, w30, w28
	eor	x2, x11, #0x303030303030303
	eor	x30, x14, #0xffffff800000001f
	eor	x27, x5, #0x5555555555555555
	eor	x29, x12, #0xaaaaaaaaaaaaaaaa
	eor	x25, x23, x2, ror #49
	eor	x7, x7, x29, lsl #34
	eor	x0, x6, x1
	eor	x8, x7, x13, lsl #56
	eor	v9.16b, v25.16b, v17.16b
	eor	v5.16b, v6.16b, v12.16b
	eor	v18.16b, v13.16b, v8.16b
	eor	v2.16b, v12.16b, v18.16b
	eor	v9.8b, v1.8b, v24.8b
	eor	v12.8b, v9.8b, v14.8b
	eor	v14.8b, v23.8b, v9.8b
	eor	v14.8b, v23.8b, v11.8b
	eret
	eret
	eret
	eret
	extr	w4, w6, w16, #9
	extr	w6, w15, w28, #27
	ror	w17, w13, #10
	extr	w2, w1, w0, #3
	ror	x8, x9, #7
	extr	x2, x13, x0, #28
	extr	x1, x29, x5, #16
	extr	x30, x22, x19, #49
	ext	v18.16b, v11.16b, v24.16b, #7
	ext	v20.16b, v4.16b, v23.16b, #5
	ext	v28.16b, v6.16b, v21.16b, #9
	ext	v9.16b, v12.16b, v20.16b, #0
	ext	v20.8b, v7.8b, v16.8b, #3
	ext	v28.8b, v16.8b, v3.8b, #1
	ext	v25.8b, v7.8b, v9.8b, #1
	ext	v0.8b, v8.8b, v23.8b, #0
	fabd	d17, d23, d27
	fabd	d2, d5, d6
	fabd	d10, d19, d17
	fabd	d2, d3, d21
	fabd	s3, s29, s15
	fabd	s27, s0, s30
	fabd	s26, s1, s17
	fabd	s28, s31, s12
	fabd	v13.2d, v3.2d, v23.2d
	fabd	v14.2d, v4.2d, v23.2d
	fabd	v7.2d, v29.2d, v15.2d
	fabd	v24.2d, v18.2d, v4.2d
	fabd	v0.2s, v4.2s, v5.2s
	fabd	v7.2s, v31.2s, v27.2s
	fabd	v11.2s, v15.2s, v27.2s
	fabd	v16.2s, v27.2s, v5.2s
	fabd	v6.4s, v28.4s, v24.4s
	fabd	v31.4s, v15.4s, v3.4s
	fabd	v6.4s, v6.4s, v2.4s
	fabd	v24.4s, v10.4s, v14.4s
	fabs	d7, d30
	fabs	d25, d1
	fabs	d18, d14
	fabs	d28, d13
	fabs	s23, s6
	fabs	s6, s10
	fabs	s14, s10
	fabs	s2, s7
	fabs	v4.2d, v25.2d
	fabs	v12.2d, v17.2d
	fabs	v13.2d, v15.2d
	fabs	v27.2d, v3.2d
	fabs	v21.2s, v29.2s
	fabs	v11.2s, v22.2s
	fabs	v6.2s, v27.2s
	fabs	v6.2s, v18.2s
	fabs	v15.4s, v3.4s
	fabs	v1.4s, v12.4s
	fabs	v9.4s, v15.4s
	fabs	v25.4s, v29.4s
	facge	d3, d21, d29
	facge	d31, d0, d9
	facge	d27, d11, d16
	facge	d12, d27, d2
	facge	s11, s28, s20
	facge	s12, s0, s14
	facge	s4, s12, s1
	facge	s4, s19, s10
	facge	v21.2d, v25.2d, v30.2d
	facge	v6.2d, v22.2d, v21.2d
	facge	v2.2d, v4.2d, v3.2d
	facge	v26.2d, v2.2d, v18.2d
	facge	v11.2s, v28.2s, v2.2s
	facge	v31.2s, v17.2s, v27.2s
	facge	v21.2s, v7.2s, v8.2s
	facge	v4.2s, v5.2s, v17.2s
	facge	v11.4s, v15.4s, v16.4s
	facge	v16.4s, v3.4s, v7.4s
	facge	v31.4s, v4.4s, v23.4s
	facge	v15.4s, v7.4s, v9.4s
	facgt	d14, d2, d12
	facgt	d10, d31, d1
	facgt	d27, d21, d2
	facgt	d4, d16, d11
	facgt	s26, s15, s9
	facgt	s6, s2, s23
	facgt	s31, s13, s28
	facgt	s3, s22, s19
	facgt	v10.2d, v28.2d, v15.2d
	facgt	v17.2d, v23.2d, v15.2d
	facgt	v11.2d, v17.2d, v4.2d
	facgt	v7.2d, v24.2d, v5.2d
	facgt	v31.2s, v28.2s, v4.2s
	facgt	v16.2s, v7.2s, v2.2s
	facgt	v31.2s, v2.2s, v10.2s
	facgt	v13.2s, v27.2s, v6.2s
	facgt	v27.4s, v23.4s, v13.4s
	facgt	v9.4s, v9.4s, v1.4s
	facgt	v14.4s, v1.4s, v5.4s
	facgt	v7.4s, v14.4s, v28.4s
	fadd	d9, d2, d18
	fadd	d21, d16, d6
	fadd	d2, d28, d13
	fadd	d0, d25, d1
	faddp	d1, v1.2d
	faddp	d26, v0.2d
	faddp	d0, v16.2d
	faddp	d1, v13.2d
	faddp	s21, v31.2s
	faddp	s8, v14.2s
	faddp	s22, v22.2s
	faddp	s24, v23.2s
	faddp	v26.2d, v11.2d, v6.2d
	faddp	v8.2d, v19.2d, v0.2d
	faddp	v20.2d, v14.2d, v16.2d
	faddp	v27.2d, v16.2d, v15.2d
	faddp	v23.2s, v18.2s, v16.2s
	faddp	v29.2s, v29.2s, v6.2s
	faddp	v6.2s, v5.2s, v17.2s
	faddp	v30.2s, v1.2s, v2.2s
	faddp	v31.4s, v9.4s, v13.4s
	faddp	v13.4s, v5.4s, v10.4s
	faddp	v9.4s, v2.4s, v11.4s
	faddp	v9.4s, v18.4s, v11.4s
	fadd	s3, s8, s22
	fadd	s6, s24, s10
	fadd	s28, s6, s14
	fadd	s17, s25, s14
	fadd	v0.2d, v31.2d, v24.2d
	fadd	v15.2d, v30.2d, v5.2d
	fadd	v8.2d, v11.2d, v18.2d
	fadd	v21.2d, v16.2d, v20.2d
	fadd	v26.2s, v5.2s, v7.2s
	fadd	v1.2s, v20.2s, v12.2s
	fadd	v17.2s, v21.2s, v9.2s
	fadd	v14.2s, v12.2s, v11.2s
	fadd	v24.4s, v0.4s, v20.4s
	fadd	v22.4s, v15.4s, v10.4s
	fadd	v29.4s, v18.4s, v13.4s
	fadd	v10.4s, v15.4s, v9.4s
	fccmp	d28, d9, #14, vc
	fccmp	d3, d29, #15, eq
	fccmp	d4, d1, #15, ls
	fccmp	d22, d2, #12, mi
	fccmpe	d1, d25, #1, ls
	fccmpe	d22, d2, #15, eq
	fccmpe	d23, d12, #13, vs
	fccmpe	d7, d18, #9, vc
	fccmpe	s3, s17, #10, mi
	fccmpe	s16, s0, #7, vc
	fccmpe	s21, s28, #6, lo
	fccmpe	s25, s19, #10, nv
	fccmp	s17, s23, #0, hi
	fccmp	s1, s4, #12, hs
	fccmp	s13, s5, #11, hs
	fccmp	s2, s4, #1, nv
	fcmeq	d16, d18, d26
	fcmeq	d3, d15, d20
	fcmeq	d9, d8, d11
	fcmeq	d17, d16, d6
	fcmeq	s4, s4, s9
	fcmeq	s28, s25, s10
	fcmeq	s4, s1, s25
	fcmeq	s2, s21, s25
	fcmeq	v26.2d, v22.2d, v16.2d
	fcmeq	v16.2d, v0.2d, v16.2d
	fcmeq	v10.2d, v11.2d, v21.2d
	fcmeq	v22.2d, v4.2d, v29.2d
	fcmeq	v31.2s, v19.2s, v12.2s
	fcmeq	v5.2s, v31.2s, v19.2s
	fcmeq	v26.2s, v7.2s, v23.2s
	fcmeq	v19.2s, v3.2s, v9.2s
	fcmeq	v24.4s, v17.4s, v20.4s
	fcmeq	v28.4s, v24.4s, v12.4s
	fcmeq	v30.4s, v30.4s, v15.4s
	fcmeq	v2.4s, v28.4s, v18.4s
	fcmeq	d7, d2, #0.0
	fcmeq	d18, d7, #0.0
	fcmeq	d27, d16, #0.0
	fcmeq	d2, d13, #0.0
	fcmeq	s25, s6, #0.0
	fcmeq	s8, s15, #0.0
	fcmeq	s21, s1, #0.0
	fcmeq	s5, s17, #0.0
	fcmeq	v21.2d, v13.2d, #0.0
	fcmeq	v5.2d, v30.2d, #0.0
	fcmeq	v28.2d, v23.2d, #0.0
	fcmeq	v25.2d, v3.2d, #0.0
	fcmeq	v2.2s, v10.2s, #0.0
	fcmeq	v23.2s, v15.2s, #0.0
	fcmeq	v16.2s, v7.2s, #0.0
	fcmeq	v2.2s, v13.2s, #0.0
	fcmeq	v2.4s, v2.4s, #0.0
	fcmeq	v2.4s, v3.4s, #0.0
	fcmeq	v9.4s, v21.4s, #0.0
	fcmeq	v26.4s, v26.4s, #0.0
	fcmge	d23, d28, d26
	fcmge	d14, d19, d31
	fcmge	d8, d10, d24
	fcmge	d21, d27, d22
	fcmge	s11, s13, s22
	fcmge	s2, s4, s14
	fcmge	s4, s7, s18
	fcmge	s21, s21, s20
	fcmge	v3.2d, v7.2d, v12.2d
	fcmge	v27.2d, v22.2d, v24.2d
	fcmge	v6.2d, v0.2d, v23.2d
	fcmge	v13.2d, v28.2d, v7.2d
	fcmge	v13.2s, v18.2s, v2.2s
	fcmge	v11.2s, v28.2s, v21.2s
	fcmge	v25.2s, v30.2s, v6.2s
	fcmge	v13.2s, v16.2s, v19.2s
	fcmge	v18.4s, v18.4s, v2.4s
	fcmge	v0.4s, v4.4s, v14.4s
	fcmge	v25.4s, v24.4s, v12.4s
	fcmge	v28.4s, v29.4s, v12.4s
	fcmge	d6, d18, #0.0
	fcmge	d1, d24, #0.0
	fcmge	d0, d20, #0.0
	fcmge	d7, d2, #0.0
	fcmge	s20, s24, #0.0
	fcmge	s11, s27, #0.0
	fcmge	s21, s3, #0.0
	fcmge	s0, s29, #0.0
	fcmge	v6.2d, v26.2d, #0.0
	fcmge	v13.2d, v27.2d, #0.0
	fcmge	v19.2d, v4.2d, #0.0
	fcmge	v26.2d, v4.2d, #0.0
	fcmge	v19.2s, v29.2s, #0.0
	fcmge	v10.2s, v1.2s, #0.0
	fcmge	v27.2s, v11.2s, #0.0
	fcmge	v22.2s, v22.2s, #0.0
	fcmge	v30.4s, v12.4s, #0.0
	fcmge	v28.4s, v6.4s, #0.0
	fcmge	v24.4s, v0.4s, #0.0
	fcmge	v4.4s, v11.4s, #0.0
	fcmgt	d28, d18, d5
	fcmgt	d0, d26, d0
	fcmgt	d6, d16, d19
	fcmgt	d2, d0, d27
	fcmgt	s29, s12, s5
	fcmgt	s24, s6, s30
	fcmgt	s4, s0, s4
	fcmgt	s6, s23, s0
	fcmgt	v28.2d, v7.2d, v27.2d
	fcmgt	v30.2d, v11.2d, v20.2d
	fcmgt	v18.2d, v17.2d, v21.2d
	fcmgt	v16.2d, v30.2d, v31.2d
	fcmgt	v6.2s, v29.2s, v25.2s
	fcmgt	v23.2s, v0.2s, v13.2s
	fcmgt	v1.2s, v11.2s, v10.2s
	fcmgt	v2.2s, v0.2s, v14.2s
	fcmgt	v3.4s, v21.4s, v31.4s
	fcmgt	v1.4s, v19.4s, v31.4s
	fcmgt	v2.4s, v6.4s, v14.4s
	fcmgt	v23.4s, v26.4s, v11.4s
	fcmgt	d19, d26, #0.0
	fcmgt	d5, d6, #0.0
	fcmgt	d20, d27, #0.0
	fcmgt	d6, d4, #0.0
	fcmgt	s4, s6, #0.0
	fcmgt	s12, s26, #0.0
	fcmgt	s18, s9, #0.0
	fcmgt	s14, s31, #0.0
	fcmgt	v12.2d, v30.2d, #0.0
	fcmgt	v24.2d, v30.2d, #0.0
	fcmgt	v13.2d, v30.2d, #0.0
	fcmgt	v5.2d, v17.2d, #0.0
	fcmgt	v12.2s, v17.2s, #0.0
	fcmgt	v0.2s, v21.2s, #0.0
	fcmgt	v25.2s, v7.2s, #0.0
	fcmgt	v28.2s, v17.2s, #0.0
	fcmgt	v4.4s, v23.4s, #0.0
	fcmgt	v1.4s, v11.4s, #0.0
	fcmgt	v15.4s, v8.4s, #0.0
	fcmgt	v25.4s, v1.4s, #0.0
	fcmle	d0, d4, #0.0
	fcmle	d23, d17, #0.0
	fcmle	d23, d21, #0.0
	fcmle	d22, d18, #0.0
	fcmle	s15, s17, #0.0
	fcmle	s24, s1, #0.0
	fcmle	s20, s27, #0.0
	fcmle	s13, s5, #0.0
	fcmle	v8.2d, v17.2d, #0.0
	fcmle	v20.2d, v28.2d, #0.0
	fcmle	v19.2d, v31.2d, #0.0
	fcmle	v6.2d, v2.2d, #0.0
	fcmle	v4.2s, v27.2s, #0.0
	fcmle	v31.2s, v17.2s, #0.0
	fcmle	v18.2s, v19.2s, #0.0
	fcmle	v13.2s, v30.2s, #0.0
	fcmle	v14.4s, v17.4s, #0.0
	fcmle	v27.4s, v2.4s, #0.0
	fcmle	v17.4s, v3.4s, #0.0
	fcmle	v18.4s, v26.4s, #0.0
	fcmlt	d6, d31, #0.0
	fcmlt	d18, d20, #0.0
	fcmlt	d8, d16, #0.0
	fcmlt	d5, d28, #0.0
	fcmlt	s31, s3, #0.0
	fcmlt	s6, s20, #0.0
	fcmlt	s23, s28, #0.0
	fcmlt	s12, s31, #0.0
	fcmlt	v18.2d, v28.2d, #0.0
	fcmlt	v28.2d, v1.2d, #0.0
	fcmlt	v6.2d, v12.2d, #0.0
	fcmlt	v1.2d, v19.2d, #0.0
	fcmlt	v3.2s, v8.2s, #0.0
	fcmlt	v13.2s, v2.2s, #0.0
	fcmlt	v16.2s, v31.2s, #0.0
	fcmlt	v27.2s, v19.2s, #0.0
	fcmlt	v1.4s, v13.4s, #0.0
	fcmlt	v16.4s, v3.4s, #0.0
	fcmlt	v18.4s, v12.4s, #0.0
	fcmlt	v15.4s, v27.4s, #0.0
	fcmp	d2, #0.0
	fcmp	d1, #0.0
	fcmp	d27, #0.0
	fcmp	d28, #0.0
	fcmp	d30, d20
	fcmp	d31, d0
	fcmp	d4, d7
	fcmp	d19, d18
	fcmpe	d0, #0.0
	fcmpe	d31, #0.0
	fcmpe	d16, #0.0
	fcmpe	d15, #0.0
	fcmpe	d9, d6
	fcmpe	d14, d5
	fcmpe	d4, d31
	fcmpe	d5, d8
	fcmpe	s7, #0.0
	fcmpe	s23, #0.0
	fcmpe	s13, #0.0
	fcmpe	s13, #0.0
	fcmpe	s19, s9
	fcmpe	s26, s23
	fcmpe	s20, s21
	fcmpe	s0, s18
	fcmp	s3, #0.0
	fcmp	s26, #0.0
	fcmp	s17, #0.0
	fcmp	s29, #0.0
	fcmp	s31, s18
	fcmp	s26, s3
	fcmp	s3, s26
	fcmp	s9, s10
	fcsel	d13, d14, d10, ls
	fcsel	d7, d22, d9, ne
	fcsel	d16, d1, d18, ne
	fcsel	d17, d27, d11, pl
	fcsel	s18, s26, s16, nv
	fcsel	s17, s12, s22, vc
	fcsel	s23, s3, s21, al
	fcsel	s26, s20, s28, lt
	fcvtas	w5, d17
	fcvtas	w2, d5
	fcvtas	w28, d14
	fcvtas	w18, d14
	fcvtas	w22, s31
	fcvtas	w26, s6
	fcvtas	w0, s21
	fcvtas	w3, s10
	fcvtas	x13, d27
	fcvtas	x29, d24
	fcvtas	x12, d24
	fcvtas	x11, d27
	fcvtas	x1, s23
	fcvtas	x1, s16
	fcvtas	x0, s12
	fcvtas	x26, s11
	fcvtas	d6, d7
	fcvtas	d0, d8
	fcvtas	d26, d0
	fcvtas	d29, d1
	fcvtas	s15, s4
	fcvtas	s8, s9
	fcvtas	s4, s21
	fcvtas	s8, s7
	fcvtas	v4.2d, v3.2d
	fcvtas	v22.2d, v5.2d
	fcvtas	v9.2d, v8.2d
	fcvtas	v10.2d, v11.2d
	fcvtas	v26.2s, v8.2s
	fcvtas	v11.2s, v27.2s
	fcvtas	v8.2s, v29.2s
	fcvtas	v10.2s, v21.2s
	fcvtas	v25.4s, v29.4s
	fcvtas	v18.4s, v26.4s
	fcvtas	v18.4s, v20.4s
	fcvtas	v3.4s, v7.4s
	fcvtau	w9, d24
	fcvtau	w9, d21
	fcvtau	w25, d10
	fcvtau	w2, d9
	fcvtau	w6, s15
	fcvtau	w20, s10
	fcvtau	w8, s16
	fcvtau	w21, s2
	fcvtau	x16, d9
	fcvtau	x2, d5
	fcvtau	x8, d18
	fcvtau	x9, d1
	fcvtau	x2, s31
	fcvtau	x1, s11
	fcvtau	x2, s23
	fcvtau	x13, s17
	fcvtau	d7, d8
	fcvtau	d30, d30
	fcvtau	d22, d27
	fcvtau	d7, d30
	fcvtau	s30, s3
	fcvtau	s25, s0
	fcvtau	s22, s10
	fcvtau	s25, s25
	fcvtau	v16.2d, v23.2d
	fcvtau	v6.2d, v25.2d
	fcvtau	v16.2d, v10.2d
	fcvtau	v27.2d, v26.2d
	fcvtau	v9.2s, v26.2s
	fcvtau	v3.2s, v20.2s
	fcvtau	v21.2s, v13.2s
	fcvtau	v16.2s, v21.2s
	fcvtau	v31.4s, v25.4s
	fcvtau	v2.4s, v28.4s
	fcvtau	v3.4s, v19.4s
	fcvtau	v21.4s, v13.4s
	fcvt	d17, h11
	fcvt	d30, h18
	fcvt	d18, h3
	fcvt	d30, h0
	fcvt	d28, s23
	fcvt	d7, s7
	fcvt	d7, s15
	fcvt	d16, s12
	fcvt	h9, d12
	fcvt	h16, d11
	fcvt	h31, d11
	fcvt	h26, d9
	fcvt	h8, s12
	fcvt	h9, s6
	fcvt	h30, s4
	fcvt	h24, s8
	fcvtl	v28.2d, v20.2s
	fcvtl	v29.2d, v25.2s
	fcvtl	v29.2d, v12.2s
	fcvtl	v15.2d, v22.2s
	fcvtl	v24.4s, v6.4h
	fcvtl	v9.4s, v18.4h
	fcvtl	v14.4s, v16.4h
	fcvtl	v31.4s, v3.4h
	fcvtl2	v1.2d, v5.4s
	fcvtl2	v5.2d, v2.4s
	fcvtl2	v17.2d, v28.4s
	fcvtl2	v10.2d, v0.4s
	fcvtl2	v27.4s, v30.8h
	fcvtl2	v2.4s, v4.8h
	fcvtl2	v23.4s, v26.8h
	fcvtl2	v15.4s, v30.8h
	fcvtms	w26, d22
	fcvtms	w27, d9
	fcvtms	w4, d0
	fcvtms	w1, d9
	fcvtms	w5, s3
	fcvtms	w3, s4
	fcvtms	w13, s5
	fcvtms	w11, s0
	fcvtms	x15, d20
	fcvtms	x18, d16
	fcvtms	x22, d29
	fcvtms	x28, d22
	fcvtms	x16, s22
	fcvtms	x4, s20
	fcvtms	x23, s24
	fcvtms	x5, s9
	fcvtms	d3, d5
	fcvtms	d11, d4
	fcvtms	d6, d6
	fcvtms	d24, d27
	fcvtms	s6, s3
	fcvtms	s11, s3
	fcvtms	s18, s26
	fcvtms	s24, s14
	fcvtms	v22.2d, v15.2d
	fcvtms	v8.2d, v2.2d
	fcvtms	v23.2d, v4.2d
	fcvtms	v14.2d, v29.2d
	fcvtms	v31.2s, v22.2s
	fcvtms	v19.2s, v2.2s
	fcvtms	v9.2s, v11.2s
	fcvtms	v0.2s, v29.2s
	fcvtms	v15.4s, v23.4s
	fcvtms	v2.4s, v28.4s
	fcvtms	v25.4s, v13.4s
	fcvtms	v18.4s, v4.4s
	fcvtmu	w2, d2
	fcvtmu	w24, d22
	fcvtmu	w20, d9
	fcvtmu	w25, d16
	fcvtmu	w20, s10
	fcvtmu	w8, s14
	fcvtmu	w7, s24
	fcvtmu	w22, s27
	fcvtmu	x27, d6
	fcvtmu	x27, d28
	fcvtmu	x26, d12
	fcvtmu	x19, d9
	fcvtmu	x12, s17
	fcvtmu	x22, s18
	fcvtmu	x18, s25
	fcvtmu	x2, s7
	fcvtmu	d31, d12
	fcvtmu	d19, d1
	fcvtmu	d4, d28
	fcvtmu	d14, d16
	fcvtmu	s26, s24
	fcvtmu	s5, s30
	fcvtmu	s16, s11
	fcvtmu	s21, s8
	fcvtmu	v11.2d, v20.2d
	fcvtmu	v27.2d, v31.2d
	fcvtmu	v25.2d, v8.2d
	fcvtmu	v20.2d, v30.2d
	fcvtmu	v24.2s, v14.2s
	fcvtmu	v7.2s, v26.2s
	fcvtmu	v27.2s, v7.2s
	fcvtmu	v11.2s, v2.2s
	fcvtmu	v7.4s, v7.4s
	fcvtmu	v5.4s, v3.4s
	fcvtmu	v3.4s, v1.4s
	fcvtmu	v6.4s, v21.4s
	fcvtns	w6, d27
	fcvtns	w4, d6
	fcvtns	w21, d28
	fcvtns	w28, d29
	fcvtns	w13, s7
	fcvtns	w29, s1
	fcvtns	w2, s25
	fcvtns	w29, s20
	fcvtns	x16, d24
	fcvtns	x23, d30
	fcvtns	x7, d16
	fcvtns	x2, d27
	fcvtns	x18, s7
	fcvtns	x5, s26
	fcvtns	x3, s8
	fcvtns	x17, s1
	fcvtns	d7, d4
	fcvtns	d15, d27
	fcvtns	d0, d31
	fcvtns	d4, d27
	fcvtns	s14, s14
	fcvtns	s3, s24
	fcvtns	s18, s19
	fcvtns	s28, s0
	fcvtns	v5.2d, v3.2d
	fcvtns	v16.2d, v0.2d
	fcvtns	v23.2d, v4.2d
	fcvtns	v20.2d, v27.2d
	fcvtns	v4.2s, v17.2s
	fcvtns	v24.2s, v22.2s
	fcvtns	v20.2s, v24.2s
	fcvtns	v19.2s, v27.2s
	fcvtns	v7.4s, v25.4s
	fcvtns	v4.4s, v16.4s
	fcvtns	v1.4s, v29.4s
	fcvtns	v4.4s, v10.4s
	fcvtnu	w8, d0
	fcvtnu	w30, d10
	fcvtnu	w20, d22
	fcvtnu	w7, d26
	fcvtnu	w23, s4
	fcvtnu	w19, s9
	fcvtnu	w12, s26
	fcvtnu	w12, s10
	fcvtnu	x28, d14
	fcvtnu	x1, d1
	fcvtnu	x13, d0
	fcvtnu	x6, d18
	fcvtnu	x7, s31
	fcvtnu	x22, s29
	fcvtnu	x20, s18
	fcvtnu	x7, s5
	fcvtnu	d23, d11
	fcvtnu	d24, d8
	fcvtnu	d15, d16
	fcvtnu	d24, d2
	fcvtnu	s5, s21
	fcvtnu	s26, s18
	fcvtnu	s7, s2
	fcvtnu	s19, s20
	fcvtnu	v21.2d, v19.2d
	fcvtnu	v10.2d, v16.2d
	fcvtnu	v23.2d, v20.2d
	fcvtnu	v1.2d, v5.2d
	fcvtnu	v12.2s, v5.2s
	fcvtnu	v23.2s, v16.2s
	fcvtnu	v31.2s, v18.2s
	fcvtnu	v12.2s, v5.2s
	fcvtnu	v9.4s, v28.4s
	fcvtnu	v21.4s, v12.4s
	fcvtnu	v9.4s, v2.4s
	fcvtnu	v29.4s, v2.4s
	fcvtn	v23.2s, v31.2d
	fcvtn	v21.2s, v16.2d
	fcvtn	v14.2s, v17.2d
	fcvtn	v10.2s, v24.2d
	fcvtn	v23.4h, v27.4s
	fcvtn	v11.4h, v12.4s
	fcvtn	v1.4h, v21.4s
	fcvtn	v25.4h, v10.4s
	fcvtn2	v9.4s, v23.2d
	fcvtn2	v0.4s, v28.2d
	fcvtn2	v31.4s, v8.2d
	fcvtn2	v0.4s, v27.2d
	fcvtn2	v9.8h, v3.4s
	fcvtn2	v31.8h, v4.4s
	fcvtn2	v15.8h, v6.4s
	fcvtn2	v0.8h, v28.4s
	fcvtps	w13, d11
	fcvtps	w26, d15
	fcvtps	w19, d22
	fcvtps	w25, d4
	fcvtps	w7, s17
	fcvtps	w23, s19
	fcvtps	w26, s8
	fcvtps	w14, s24
	fcvtps	x18, d20
	fcvtps	xzr, d28
	fcvtps	x18, d29
	fcvtps	x11, d25
	fcvtps	x12, s7
	fcvtps	x22, s28
	fcvtps	x26, s23
	fcvtps	x22, s7
	fcvtps	d15, d30
	fcvtps	d25, d16
	fcvtps	d30, d2
	fcvtps	d15, d16
	fcvtps	s18, s28
	fcvtps	s4, s8
	fcvtps	s10, s27
	fcvtps	s13, s30
	fcvtps	v12.2d, v9.2d
	fcvtps	v8.2d, v1.2d
	fcvtps	v5.2d, v6.2d
	fcvtps	v7.2d, v24.2d
	fcvtps	v1.2s, v25.2s
	fcvtps	v22.2s, v30.2s
	fcvtps	v3.2s, v9.2s
	fcvtps	v18.2s, v21.2s
	fcvtps	v15.4s, v1.4s
	fcvtps	v26.4s, v25.4s
	fcvtps	v15.4s, v24.4s
	fcvtps	v0.4s, v21.4s
	fcvtpu	w5, d6
	fcvtpu	w2, d4
	fcvtpu	w21, d2
	fcvtpu	w20, d17
	fcvtpu	w24, s11
	fcvtpu	w28, s26
	fcvtpu	wzr, s27
	fcvtpu	w29, s11
	fcvtpu	x22, d16
	fcvtpu	x14, d29
	fcvtpu	x11, d4
	fcvtpu	x17, d15
	fcvtpu	x4, s7
	fcvtpu	x24, s22
	fcvtpu	x27, s27
	fcvtpu	x4, s6
	fcvtpu	d23, d31
	fcvtpu	d9, d17
	fcvtpu	d2, d7
	fcvtpu	d1, d10
	fcvtpu	s4, s16
	fcvtpu	s18, s8
	fcvtpu	s0, s26
	fcvtpu	s12, s16
	fcvtpu	v21.2d, v7.2d
	fcvtpu	v19.2d, v30.2d
	fcvtpu	v4.2d, v30.2d
	fcvtpu	v11.2d, v8.2d
	fcvtpu	v2.2s, v5.2s
	fcvtpu	v3.2s, v21.2s
	fcvtpu	v17.2s, v3.2s
	fcvtpu	v19.2s, v29.2s
	fcvtpu	v14.4s, v28.4s
	fcvtpu	v23.4s, v9.4s
	fcvtpu	v14.4s, v8.4s
	fcvtpu	v17.4s, v2.4s
	fcvt	s2, d20
	fcvt	s19, d4
	fcvt	s28, d15
	fcvt	s18, d31
	fcvt	s31, h4
	fcvt	s0, h16
	fcvt	s19, h2
	fcvt	s30, h26
	fcvtxn	s13, d2
	fcvtxn	s2, d30
	fcvtxn	s14, d4
	fcvtxn	s27, d21
	fcvtxn	v0.2s, v28.2d
	fcvtxn	v16.2s, v31.2d
	fcvtxn	v21.2s, v4.2d
	fcvtxn	v24.2s, v25.2d
	fcvtxn2	v13.4s, v13.2d
	fcvtxn2	v11.4s, v15.2d
	fcvtxn2	v2.4s, v26.2d
	fcvtxn2	v9.4s, v15.2d
	fcvtzs	w5, d19
	fcvtzs	w0, d9
	fcvtzs	w29, d15
	fcvtzs	w2, d20
	fcvtzs	w29, s12
	fcvtzs	w22, s28
	fcvtzs	w26, s18
	fcvtzs	w2, s19
	fcvtzs	x6, d6
	fcvtzs	x10, d4
	fcvtzs	x22, d11
	fcvtzs	x18, d4
	fcvtzs	x3, s27
	fcvtzs	x2, s24
	fcvtzs	x19, s12
	fcvtzs	x30, s4
	fcvtzs	w24, d2, #1
	fcvtzs	w3, d7, #11
	fcvtzs	w26, d2, #20
	fcvtzs	w14, d3, #1
	fcvtzs	w15, s13, #9
	fcvtzs	wzr, s9, #15
	fcvtzs	w8, s13, #5
	fcvtzs	w9, s12, #15
	fcvtzs	x4, d10, #1
	fcvtzs	x22, d0, #32
	fcvtzs	x4, d3, #64
	fcvtzs	x10, d16, #1
	fcvtzs	x19, s20, #25
	fcvtzs	x12, s14, #1
	fcvtzs	x1, s20, #58
	fcvtzs	x1, s18, #35
	fcvtzs	d16, d22, #17
	fcvtzs	d30, d20, #56
	fcvtzs	d2, d16, #56
	fcvtzs	d11, d11, #29
	fcvtzs	s23, s13, #16
	fcvtzs	s24, s23, #12
	fcvtzs	s9, s3, #20
	fcvtzs	s10, s24, #12
	fcvtzs	v5.2d, v26.2d, #64
	fcvtzs	v15.2d, v16.2d, #1
	fcvtzs	v14.2d, v4.2d, #28
	fcvtzs	v31.2d, v2.2d, #1
	fcvtzs	v28.2s, v16.2s, #5
	fcvtzs	v31.2s, v20.2s, #9
	fcvtzs	v17.2s, v14.2s, #10
	fcvtzs	v6.2s, v11.2s, #5
	fcvtzs	v17.4s, v26.4s, #32
	fcvtzs	v21.4s, v23.4s, #25
	fcvtzs	v31.4s, v13.4s, #1
	fcvtzs	v3.4s, v26.4s, #24
	fcvtzs	d19, d24
	fcvtzs	d27, d16
	fcvtzs	d22, d31
	fcvtzs	d5, d24
	fcvtzs	s20, s2
	fcvtzs	s1, s9
	fcvtzs	s23, s21
	fcvtzs	s8, s4
	fcvtzs	v27.2d, v20.2d
	fcvtzs	v28.2d, v8.2d
	fcvtzs	v30.2d, v24.2d
	fcvtzs	v29.2d, v16.2d
	fcvtzs	v2.2s, v20.2s
	fcvtzs	v2.2s, v19.2s
	fcvtzs	v8.2s, v24.2s
	fcvtzs	v2.2s, v26.2s
	fcvtzs	v31.4s, v29.4s
	fcvtzs	v3.4s, v28.4s
	fcvtzs	v30.4s, v3.4s
	fcvtzs	v0.4s, v20.4s
	fcvtzu	w7, d18
	fcvtzu	w17, d7
	fcvtzu	w29, d17
	fcvtzu	w14, d22
	fcvtzu	w3, s4
	fcvtzu	w30, s28
	fcvtzu	w15, s25
	fcvtzu	wzr, s18
	fcvtzu	xzr, d24
	fcvtzu	x25, d12
	fcvtzu	x11, d20
	fcvtzu	x27, d26
	fcvtzu	x25, s26
	fcvtzu	x18, s7
	fcvtzu	x25, s8
	fcvtzu	x30, s30
	fcvtzu	w9, d15, #11
	fcvtzu	w11, d10, #32
	fcvtzu	w24, d15, #32
	fcvtzu	w22, d4, #28
	fcvtzu	wzr, s5, #16
	fcvtzu	w14, s19, #1
	fcvtzu	w18, s22, #4
	fcvtzu	w24, s26, #1
	fcvtzu	x5, d21, #1
	fcvtzu	x7, d5, #35
	fcvtzu	x11, d24, #1
	fcvtzu	x15, d0, #6
	fcvtzu	x6, s28, #61
	fcvtzu	x2, s9, #62
	fcvtzu	x21, s27, #64
	fcvtzu	x28, s0, #41
	fcvtzu	d25, d21, #18
	fcvtzu	d28, d14, #21
	fcvtzu	d21, d26, #60
	fcvtzu	d13, d10, #35
	fcvtzu	s15, s14, #31
	fcvtzu	s29, s13, #10
	fcvtzu	s23, s9, #15
	fcvtzu	s27, s3, #24
	fcvtzu	v31.2d, v20.2d, #56
	fcvtzu	v10.2d, v26.2d, #51
	fcvtzu	v8.2d, v21.2d, #1
	fcvtzu	v2.2d, v23.2d, #63
	fcvtzu	v12.2s, v27.2s, #28
	fcvtzu	v28.2s, v29.2s, #22
	fcvtzu	v4.2s, v19.2s, #6
	fcvtzu	v9.2s, v25.2s, #11
	fcvtzu	v2.4s, v1.4s, #14
	fcvtzu	v21.4s, v12.4s, #2
	fcvtzu	v21.4s, v7.4s, #4
	fcvtzu	v6.4s, v21.4s, #29
	fcvtzu	d29, d17
	fcvtzu	d26, d28
	fcvtzu	d14, d31
	fcvtzu	d20, d30
	fcvtzu	s12, s13
	fcvtzu	s22, s18
	fcvtzu	s11, s22
	fcvtzu	s1, s4
	fcvtzu	v15.2d, v26.2d
	fcvtzu	v29.2d, v6.2d
	fcvtzu	v8.2d, v20.2d
	fcvtzu	v6.2d, v16.2d
	fcvtzu	v1.2s, v9.2s
	fcvtzu	v17.2s, v0.2s
	fcvtzu	v19.2s, v6.2s
	fcvtzu	v8.2s, v2.2s
	fcvtzu	v6.4s, v19.4s
	fcvtzu	v5.4s, v7.4s
	fcvtzu	v7.4s, v30.4s
	fcvtzu	v12.4s, v6.4s
	fdiv	d5, d6, d30
	fdiv	d12, d24, d28
	fdiv	d13, d16, d29
	fdiv	d31, d3, d29
	fdiv	s31, s5, s25
	fdiv	s6, s20, s0
	fdiv	s26, s22, s4
	fdiv	s26, s3, s7
	fdiv	v7.2d, v9.2d, v0.2d
	fdiv	v28.2d, v18.2d, v15.2d
	fdiv	v13.2d, v31.2d, v6.2d
	fdiv	v4.2d, v5.2d, v1.2d
	fdiv	v0.2s, v11.2s, v27.2s
	fdiv	v26.2s, v27.2s, v15.2s
	fdiv	v0.2s, v5.2s, v15.2s
	fdiv	v16.2s, v26.2s, v26.2s
	fdiv	v0.4s, v22.4s, v25.4s
	fdiv	v31.4s, v3.4s, v6.4s
	fdiv	v15.4s, v10.4s, v24.4s
	fdiv	v28.4s, v16.4s, v30.4s
	fmadd	d23, d18, d22, d5
	fmadd	d1, d19, d29, d6
	fmadd	d11, d29, d16, d7
	fmadd	d9, d13, d12, d16
	fmadd	s6, s15, s10, s26
	fmadd	s19, s20, s31, s16
	fmadd	s21, s6, s18, s13
	fmadd	s31, s5, s5, s7
	fmax	d0, d26, d14
	fmax	d27, d11, d21
	fmax	d0, d5, d24
	fmax	d4, d13, d11
	fmaxnm	d10, d19, d11
	fmaxnm	d20, d8, d25
	fmaxnm	d24, d17, d14
	fmaxnm	d28, d6, d28
	fmaxnmp	d5, v31.2d
	fmaxnmp	d1, v21.2d
	fmaxnmp	d26, v21.2d
	fmaxnmp	d26, v24.2d
	fmaxnmp	s5, v28.2s
	fmaxnmp	s9, v28.2s
	fmaxnmp	s11, v0.2s
	fmaxnmp	s31, v14.2s
	fmaxnmp	v7.2d, v27.2d, v17.2d
	fmaxnmp	v26.2d, v27.2d, v2.2d
	fmaxnmp	v10.2d, v18.2d, v29.2d
	fmaxnmp	v7.2d, v28.2d, v26.2d
	fmaxnmp	v1.2s, v31.2s, v25.2s
	fmaxnmp	v6.2s, v26.2s, v1.2s
	fmaxnmp	v20.2s, v10.2s, v6.2s
	fmaxnmp	v21.2s, v25.2s, v2.2s
	fmaxnmp	v20.4s, v6.4s, v0.4s
	fmaxnmp	v25.4s, v12.4s, v5.4s
	fmaxnmp	v0.4s, v6.4s, v2.4s
	fmaxnmp	v7.4s, v4.4s, v17.4s
	fmaxnm	s6, s16, s11
	fmaxnm	s12, s26, s0
	fmaxnm	s0, s7, s29
	fmaxnm	s0, s17, s14
	fmaxnmv	s23, v19.4s
	fmaxnmv	s0, v20.4s
	fmaxnmv	s18, v2.4s
	fmaxnmv	s22, v6.4s
	fmaxnm	v22.2d, v31.2d, v3.2d
	fmaxnm	v17.2d, v30.2d, v24.2d
	fmaxnm	v24.2d, v13.2d, v2.2d
	fmaxnm	v9.2d, v22.2d, v31.2d
	fmaxnm	v7.2s, v14.2s, v18.2s
	fmaxnm	v5.2s, v7.2s, v5.2s
	fmaxnm	v28.2s, v29.2s, v10.2s
	fmaxnm	v27.2s, v13.2s, v12.2s
	fmaxnm	v19.4s, v4.4s, v19.4s
	fmaxnm	v16.4s, v16.4s, v6.4s
	fmaxnm	v30.4s, v18.4s, v31.4s
	fmaxnm	v22.4s, v31.4s, v7.4s
	fmaxp	d0, v3.2d
	fmaxp	d7, v17.2d
	fmaxp	d11, v11.2d
	fmaxp	d24, v0.2d
	fmaxp	s5, v12.2s
	fmaxp	s29, v5.2s
	fmaxp	s28, v25.2s
	fmaxp	s20, v13.2s
	fmaxp	v28.2d, v4.2d, v24.2d
	fmaxp	v23.2d, v23.2d, v24.2d
	fmaxp	v13.2d, v9.2d, v1.2d
	fmaxp	v28.2d, v1.2d, v15.2d
	fmaxp	v12.2s, v16.2s, v17.2s
	fmaxp	v12.2s, v28.2s, v0.2s
	fmaxp	v12.2s, v4.2s, v13.2s
	fmaxp	v20.2s, v21.2s, v17.2s
	fmaxp	v24.4s, v20.4s, v13.4s
	fmaxp	v26.4s, v3.4s, v12.4s
	fmaxp	v24.4s, v20.4s, v27.4s
	fmaxp	v14.4s, v1.4s, v25.4s
	fmax	s4, s20, s7
	fmax	s30, s23, s25
	fmax	s17, s17, s18
	fmax	s6, s18, s4
	fmaxv	s12, v27.4s
	fmaxv	s25, v11.4s
	fmaxv	s18, v17.4s
	fmaxv	s8, v10.4s
	fmax	v23.2d, v31.2d, v26.2d
	fmax	v21.2d, v26.2d, v27.2d
	fmax	v29.2d, v10.2d, v18.2d
	fmax	v12.2d, v27.2d, v28.2d
	fmax	v11.2s, v31.2s, v26.2s
	fmax	v14.2s, v13.2s, v25.2s
	fmax	v14.2s, v17.2s, v9.2s
	fmax	v21.2s, v4.2s, v18.2s
	fmax	v3.4s, v1.4s, v7.4s
	fmax	v4.4s, v21.4s, v27.4s
	fmax	v6.4s, v8.4s, v31.4s
	fmax	v1.4s, v5.4s, v16.4s
	fmin	d0, d3, d0
	fmin	d10, d10, d14
	fmin	d19, d1, d18
	fmin	d26, d21, d21
	fminnm	d28, d16, d3
	fminnm	d30, d28, d3
	fminnm	d25, d24, d6
	fminnm	d14, d15, d24
	fminnmp	d14, v15.2d
	fminnmp	d2, v29.2d
	fminnmp	d22, v21.2d
	fminnmp	d3, v10.2d
	fminnmp	s17, v16.2s
	fminnmp	s26, v20.2s
	fminnmp	s8, v27.2s
	fminnmp	s27, v10.2s
	fminnmp	v3.2d, v14.2d, v8.2d
	fminnmp	v18.2d, v21.2d, v30.2d
	fminnmp	v8.2d, v5.2d, v19.2d
	fminnmp	v16.2d, v23.2d, v11.2d
	fminnmp	v4.2s, v18.2s, v20.2s
	fminnmp	v20.2s, v20.2s, v17.2s
	fminnmp	v24.2s, v13.2s, v26.2s
	fminnmp	v3.2s, v22.2s, v4.2s
	fminnmp	v12.4s, v10.4s, v30.4s
	fminnmp	v9.4s, v20.4s, v26.4s
	fminnmp	v10.4s, v11.4s, v27.4s
	fminnmp	v4.4s, v4.4s, v9.4s
	fminnm	s25, s23, s29
	fminnm	s20, s28, s1
	fminnm	s14, s21, s2
	fminnm	s13, s28, s23
	fminnmv	s27, v6.4s
	fminnmv	s28, v4.4s
	fminnmv	s4, v31.4s
	fminnmv	s12, v9.4s
	fminnm	v4.2d, v29.2d, v17.2d
	fminnm	v27.2d, v22.2d, v13.2d
	fminnm	v18.2d, v11.2d, v10.2d
	fminnm	v17.2d, v7.2d, v31.2d
	fminnm	v23.2s, v19.2s, v23.2s
	fminnm	v12.2s, v26.2s, v28.2s
	fminnm	v17.2s, v0.2s, v3.2s
	fminnm	v0.2s, v10.2s, v27.2s
	fminnm	v23.4s, v15.4s, v6.4s
	fminnm	v28.4s, v23.4s, v4.4s
	fminnm	v31.4s, v23.4s, v22.4s
	fminnm	v26.4s, v24.4s, v7.4s
	fminp	d4, v22.2d
	fminp	d10, v24.2d
	fminp	d29, v22.2d
	fminp	d7, v8.2d
	fminp	s20, v29.2s
	fminp	s1, v24.2s
	fminp	s2, v18.2s
	fminp	s22, v3.2s
	fminp	v25.2d, v28.2d, v21.2d
	fminp	v2.2d, v5.2d, v21.2d
	fminp	v3.2d, v15.2d, v8.2d
	fminp	v29.2d, v10.2d, v6.2d
	fminp	v23.2s, v10.2s, v22.2s
	fminp	v26.2s, v29.2s, v9.2s
	fminp	v29.2s, v8.2s, v19.2s
	fminp	v18.2s, v4.2s, v3.2s
	fminp	v17.4s, v7.4s, v6.4s
	fminp	v29.4s, v4.4s, v28.4s
	fminp	v8.4s, v29.4s, v28.4s
	fminp	v24.4s, v28.4s, v27.4s
	fmin	s24, s5, s15
	fmin	s25, s29, s26
	fmin	s16, s22, s15
	fmin	s9, s5, s17
	fminv	s1, v1.4s
	fminv	s18, v7.4s
	fminv	s24, v20.4s
	fminv	s13, v21.4s
	fmin	v29.2d, v0.2d, v22.2d
	fmin	v22.2d, v4.2d, v10.2d
	fmin	v18.2d, v11.2d, v17.2d
	fmin	v17.2d, v23.2d, v14.2d
	fmin	v18.2s, v31.2s, v6.2s
	fmin	v22.2s, v9.2s, v15.2s
	fmin	v7.2s, v18.2s, v2.2s
	fmin	v25.2s, v20.2s, v16.2s
	fmin	v14.4s, v16.4s, v28.4s
	fmin	v15.4s, v4.4s, v22.4s
	fmin	v10.4s, v5.4s, v28.4s
	fmin	v30.4s, v5.4s, v21.4s
	fmla	d11, d11, v23.d[1]
	fmla	d25, d20, v25.d[1]
	fmla	d4, d19, v23.d[1]
	fmla	d18, d10, v28.d[0]
	fmla	s20, s23, v17.s[2]
	fmla	s21, s27, v6.s[3]
	fmla	s10, s23, v3.s[0]
	fmla	s21, s0, v27.s[1]
	fmla	v24.2d, v12.2d, v22.d[0]
	fmla	v16.2d, v22.2d, v28.d[1]
	fmla	v25.2d, v4.2d, v18.d[1]
	fmla	v13.2d, v14.2d, v7.d[0]
	fmla	v4.2s, v25.2s, v5.s[1]
	fmla	v19.2s, v10.2s, v6.s[1]
	fmla	v20.2s, v29.2s, v10.s[3]
	fmla	v16.2s, v26.2s, v26.s[2]
	fmla	v19.4s, v10.4s, v18.s[0]
	fmla	v28.4s, v1.4s, v11.s[3]
	fmla	v5.4s, v27.4s, v18.s[3]
	fmla	v22.4s, v0.4s, v11.s[0]
	fmla	v14.2d, v5.2d, v11.2d
	fmla	v4.2d, v15.2d, v18.2d
	fmla	v18.2d, v15.2d, v20.2d
	fmla	v12.2d, v15.2d, v14.2d
	fmla	v31.2s, v19.2s, v10.2s
	fmla	v23.2s, v18.2s, v26.2s
	fmla	v3.2s, v20.2s, v0.2s
	fmla	v2.2s, v24.2s, v17.2s
	fmla	v22.4s, v8.4s, v18.4s
	fmla	v31.4s, v13.4s, v15.4s
	fmla	v6.4s, v15.4s, v0.4s
	fmla	v7.4s, v26.4s, v18.4s
	fmls	d3, d15, v6.d[0]
	fmls	d25, d14, v7.d[0]
	fmls	d17, d1, v3.d[1]
	fmls	d1, d2, v23.d[0]
	fmls	s1, s18, v18.s[0]
	fmls	s30, s28, v3.s[0]
	fmls	s20, s15, v3.s[3]
	fmls	s14, s17, v4.s[3]
	fmls	v29.2d, v27.2d, v16.d[0]
	fmls	v1.2d, v15.2d, v16.d[0]
	fmls	v21.2d, v15.2d, v17.d[0]
	fmls	v3.2d, v4.2d, v5.d[0]
	fmls	v18.2s, v6.2s, v17.s[0]
	fmls	v19.2s, v5.2s, v23.s[3]
	fmls	v12.2s, v12.2s, v11.s[3]
	fmls	v20.2s, v3.2s, v16.s[2]
	fmls	v28.4s, v18.4s, v24.s[3]
	fmls	v14.4s, v7.4s, v20.s[3]
	fmls	v19.4s, v21.4s, v6.s[0]
	fmls	v5.4s, v13.4s, v1.s[2]
	fmls	v17.2d, v29.2d, v3.2d
	fmls	v31.2d, v4.2d, v7.2d
	fmls	v17.2d, v15.2d, v6.2d
	fmls	v22.2d, v14.2d, v8.2d
	fmls	v1.2s, v14.2s, v31.2s
	fmls	v19.2s, v12.2s, v16.2s
	fmls	v13.2s, v14.2s, v4.2s
	fmls	v16.2s, v29.2s, v7.2s
	fmls	v1.4s, v17.4s, v21.4s
	fmls	v21.4s, v3.4s, v5.4s
	fmls	v19.4s, v31.4s, v31.4s
	fmls	v18.4s, v29.4s, v9.4s
	fmov	v0.d[1], x14
	fmov	v25.d[1], x8
	fmov	v7.d[1], x18
	fmov	v24.d[1], x0
	fmov	x22, d8
	fmov	x22, d2
	fmov	x7, d5
	fmov	x16, d0
	fmov	d20, #16.00000000
	fmov	d4, #-5.75000000
	fmov	d7, #-10.50000000
	fmov	d2, #-11.50000000
	fmov	d15, d4
	fmov	d21, d13
	fmov	d2, d9
	fmov	d13, d15
	fmov	w7, s3
	fmov	w22, s20
	fmov	w4, s27
	fmov	w11, s14
	fmov	s22, #31.00000000
	fmov	s30, #25.00000000
	fmov	s20, #-0.21875000
	fmov	s8, #-7.75000000
	fmov	s29, s27
	fmov	s20, s1
	fmov	s7, s12
	fmov	s15, s29
	fmov	s7, w25
	fmov	s13, w15
	fmov	s29, w9
	fmov	s3, w24
	fmov	x29, v18.d[1]
	fmov	x6, v28.d[1]
	fmov	x7, v29.d[1]
	fmov	x23, v19.d[1]
	fmov	d12, x13
	fmov	d17, x22
	fmov	d6, x26
	fmov	d15, x15
	fmov	v24.2d, #-2.50000000
	fmov	v12.2d, #1.87500000
	fmov	v14.2d, #0.15625000
	fmov	v27.2d, #-0.43750000
	fmov	v4.2s, #0.59375000
	fmov	v30.2s, #-0.34375000
	fmov	v0.2s, #3.12500000
	fmov	v15.2s, #-1.37500000
	fmov	v25.4s, #-0.56250000
	fmov	v9.4s, #0.40625000
	fmov	v10.4s, #-18.00000000
	fmov	v12.4s, #-0.14843750
	fmsub	d8, d21, d27, d8
	fmsub	d4, d25, d20, d26
	fmsub	d31, d8, d4, d22
	fmsub	d21, d28, d2, d18
	fmsub	s1, s9, s29, s23
	fmsub	s21, s25, s21, s12
	fmsub	s23, s12, s27, s21
	fmsub	s0, s9, s22, s8
	fmul	d7, d31, d24
	fmul	d31, d30, d17
	fmul	d24, d6, d13
	fmul	d6, d27, d6
	fmul	s13, s14, s0
	fmul	s28, s24, s11
	fmul	s18, s27, s9
	fmul	s25, s3, s13
	fmulx	d30, d7, v13.d[1]
	fmulx	d13, d4, v0.d[1]
	fmulx	d19, d4, v10.d[0]
	fmulx	d2, d30, v7.d[0]
	fmulx	s19, s15, v22.s[0]
	fmulx	s22, s14, v0.s[1]
	fmulx	s17, s20, v9.s[0]
	fmulx	s21, s18, v31.s[2]
	fmulx	v22.2d, v10.2d, v15.d[0]
	fmulx	v2.2d, v21.2d, v11.d[0]
	fmulx	v29.2d, v3.2d, v0.d[0]
	fmulx	v9.2d, v28.2d, v11.d[0]
	fmulx	v31.2s, v30.2s, v25.s[3]
	fmulx	v12.2s, v14.2s, v16.s[3]
	fmulx	v6.2s, v0.2s, v2.s[3]
	fmulx	v22.2s, v2.2s, v25.s[0]
	fmulx	v27.4s, v0.4s, v5.s[1]
	fmulx	v15.4s, v24.4s, v25.s[0]
	fmulx	v4.4s, v30.4s, v11.s[0]
	fmulx	v10.4s, v26.4s, v19.s[3]
	fmulx	d12, d1, d15
	fmulx	d6, d13, d30
	fmulx	d1, d22, d19
	fmulx	d14, d15, d19
	fmulx	s23, s4, s24
	fmulx	s17, s26, s12
	fmulx	s31, s22, s6
	fmulx	s7, s10, s6
	fmulx	v22.2d, v14.2d, v10.2d
	fmulx	v19.2d, v19.2d, v18.2d
	fmulx	v2.2d, v17.2d, v11.2d
	fmulx	v12.2d, v28.2d, v17.2d
	fmulx	v5.2s, v19.2s, v5.2s
	fmulx	v2.2s, v30.2s, v24.2s
	fmulx	v7.2s, v25.2s, v31.2s
	fmulx	v14.2s, v12.2s, v15.2s
	fmulx	v1.4s, v4.4s, v13.4s
	fmulx	v4.4s, v1.4s, v4.4s
	fmulx	v6.4s, v21.4s, v30.4s
	fmulx	v30.4s, v23.4s, v4.4s
	fmul	d9, d9, v12.d[0]
	fmul	d3, d2, v23.d[1]
	fmul	d10, d1, v1.d[0]
	fmul	d1, d31, v24.d[0]
	fmul	s4, s19, v25.s[0]
	fmul	s12, s9, v8.s[0]
	fmul	s12, s29, v31.s[1]
	fmul	s8, s13, v7.s[3]
	fmul	v17.2d, v24.2d, v7.d[1]
	fmul	v23.2d, v26.2d, v10.d[1]
	fmul	v31.2d, v11.2d, v27.d[0]
	fmul	v18.2d, v27.2d, v6.d[0]
	fmul	v14.2s, v29.2s, v10.s[0]
	fmul	v27.2s, v7.2s, v3.s[0]
	fmul	v23.2s, v9.2s, v14.s[1]
	fmul	v9.2s, v16.2s, v27.s[1]
	fmul	v18.4s, v4.4s, v25.s[3]
	fmul	v28.4s, v9.4s, v8.s[3]
	fmul	v25.4s, v12.4s, v7.s[1]
	fmul	v12.4s, v19.4s, v4.s[0]
	fmul	v31.2d, v25.2d, v29.2d
	fmul	v26.2d, v3.2d, v29.2d
	fmul	v0.2d, v19.2d, v9.2d
	fmul	v24.2d, v30.2d, v3.2d
	fmul	v27.2s, v0.2s, v15.2s
	fmul	v17.2s, v26.2s, v2.2s
	fmul	v26.2s, v10.2s, v1.2s
	fmul	v10.2s, v17.2s, v25.2s
	fmul	v29.4s, v28.4s, v14.4s
	fmul	v3.4s, v15.4s, v2.4s
	fmul	v27.4s, v20.4s, v2.4s
	fmul	v24.4s, v3.4s, v20.4s
	fneg	d7, d7
	fneg	d5, d17
	fneg	d23, d26
	fneg	d19, d29
	fneg	s23, s24
	fneg	s15, s15
	fneg	s31, s2
	fneg	s21, s4
	fneg	v7.2d, v1.2d
	fneg	v25.2d, v23.2d
	fneg	v21.2d, v18.2d
	fneg	v9.2d, v21.2d
	fneg	v25.2s, v23.2s
	fneg	v6.2s, v8.2s
	fneg	v12.2s, v22.2s
	fneg	v30.2s, v28.2s
	fneg	v20.4s, v24.4s
	fneg	v10.4s, v6.4s
	fneg	v30.4s, v1.4s
	fneg	v22.4s, v25.4s
	fnmadd	d21, d26, d24, d12
	fnmadd	d24, d12, d26, d2
	fnmadd	d18, d26, d3, d14
	fnmadd	d4, d7, d11, d12
	fnmadd	s14, s23, s19, s26
	fnmadd	s15, s20, s12, s13
	fnmadd	s27, s11, s14, s13
	fnmadd	s29, s3, s7, s17
	fnmsub	d18, d13, d31, d8
	fnmsub	d11, d20, d26, d17
	fnmsub	d1, d21, d8, d3
	fnmsub	d6, d4, d1, d18
	fnmsub	s29, s10, s7, s3
	fnmsub	s14, s21, s26, s4
	fnmsub	s9, s26, s22, s13
	fnmsub	s8, s14, s2, s9
	fnmul	d11, d11, d14
	fnmul	d30, d13, d11
	fnmul	d4, d9, d18
	fnmul	d18, d12, d7
	fnmul	s5, s10, s4
	fnmul	s10, s15, s11
	fnmul	s22, s17, s18
	fnmul	s5, s10, s3
	frecpe	d23, d16
	frecpe	d16, d10
	frecpe	d6, d29
	frecpe	d14, d8
	frecpe	s27, s28
	frecpe	s5, s13
	frecpe	s28, s30
	frecpe	s10, s31
	frecpe	v7.2d, v9.2d
	frecpe	v9.2d, v15.2d
	frecpe	v0.2d, v30.2d
	frecpe	v17.2d, v8.2d
	frecpe	v0.2s, v26.2s
	frecpe	v10.2s, v17.2s
	frecpe	v25.2s, v7.2s
	frecpe	v9.2s, v21.2s
	frecpe	v7.4s, v3.4s
	frecpe	v16.4s, v21.4s
	frecpe	v10.4s, v17.4s
	frecpe	v26.4s, v11.4s
	frecps	d25, d11, d26
	frecps	d23, d22, d16
	frecps	d20, d24, d0
	frecps	d29, d12, d1
	frecps	s27, s1, s3
	frecps	s10, s29, s20
	frecps	s18, s22, s6
	frecps	s19, s11, s16
	frecps	v16.2d, v1.2d, v19.2d
	frecps	v18.2d, v31.2d, v9.2d
	frecps	v14.2d, v18.2d, v5.2d
	frecps	v4.2d, v14.2d, v31.2d
	frecps	v2.2s, v24.2s, v6.2s
	frecps	v18.2s, v18.2s, v23.2s
	frecps	v1.2s, v11.2s, v26.2s
	frecps	v17.2s, v3.2s, v5.2s
	frecps	v14.4s, v18.4s, v4.4s
	frecps	v17.4s, v0.4s, v4.4s
	frecps	v25.4s, v19.4s, v10.4s
	frecps	v24.4s, v3.4s, v1.4s
	frecpx	d14, d29
	frecpx	d18, d26
	frecpx	d30, d6
	frecpx	d6, d6
	frecpx	s16, s0
	frecpx	s13, s20
	frecpx	s21, s0
	frecpx	s13, s12
	frinta	d25, d31
	frinta	d6, d0
	frinta	d2, d14
	frinta	d2, d10
	frinta	s9, s11
	frinta	s27, s6
	frinta	s5, s29
	frinta	s22, s2
	frinta	v13.2d, v8.2d
	frinta	v23.2d, v2.2d
	frinta	v14.2d, v30.2d
	frinta	v2.2d, v5.2d
	frinta	v19.2s, v1.2s
	frinta	v10.2s, v10.2s
	frinta	v10.2s, v7.2s
	frinta	v25.2s, v12.2s
	frinta	v20.4s, v11.4s
	frinta	v11.4s, v6.4s
	frinta	v5.4s, v17.4s
	frinta	v24.4s, v3.4s
	frinti	d8, d0
	frinti	d24, d23
	frinti	d1, d5
	frinti	d6, d10
	frinti	s4, s28
	frinti	s4, s3
	frinti	s22, s30
	frinti	s16, s2
	frinti	v10.2d, v10.2d
	frinti	v12.2d, v27.2d
	frinti	v20.2d, v12.2d
	frinti	v26.2d, v8.2d
	frinti	v16.2s, v5.2s
	frinti	v11.2s, v0.2s
	frinti	v18.2s, v10.2s
	frinti	v28.2s, v26.2s
	frinti	v23.4s, v0.4s
	frinti	v17.4s, v5.4s
	frinti	v10.4s, v23.4s
	frinti	v21.4s, v13.4s
	frintm	d24, d8
	frintm	d22, d13
	frintm	d17, d12
	frintm	d31, d12
	frintm	s20, s25
	frintm	s9, s19
	frintm	s7, s31
	frintm	s28, s12
	frintm	v24.2d, v19.2d
	frintm	v30.2d, v26.2d
	frintm	v22.2d, v30.2d
	frintm	v14.2d, v27.2d
	frintm	v26.2s, v8.2s
	frintm	v24.2s, v11.2s
	frintm	v10.2s, v3.2s
	frintm	v9.2s, v22.2s
	frintm	v24.4s, v24.4s
	frintm	v23.4s, v11.4s
	frintm	v0.4s, v6.4s
	frintm	v4.4s, v28.4s
	frintn	d18, d0
	frintn	d12, d5
	frintn	d17, d5
	frintn	d25, d29
	frintn	s24, s30
	frintn	s13, s17
	frintn	s12, s9
	frintn	s8, s1
	frintn	v14.2d, v19.2d
	frintn	v2.2d, v2.2d
	frintn	v2.2d, v18.2d
	frintn	v22.2d, v6.2d
	frintn	v27.2s, v30.2s
	frintn	v24.2s, v17.2s
	frintn	v0.2s, v26.2s
	frintn	v9.2s, v31.2s
	frintn	v8.4s, v22.4s
	frintn	v15.4s, v28.4s
	frintn	v23.4s, v8.4s
	frintn	v3.4s, v10.4s
	frintp	d18, d7
	frintp	d23, d23
	frintp	d6, d25
	frintp	d0, d27
	frintp	s6, s15
	frintp	s12, s19
	frintp	s13, s20
	frintp	s16, s15
	frintp	v25.2d, v31.2d
	frintp	v3.2d, v8.2d
	frintp	v30.2d, v6.2d
	frintp	v26.2d, v0.2d
	frintp	v24.2s, v11.2s
	frintp	v28.2s, v4.2s
	frintp	v30.2s, v8.2s
	frintp	v16.2s, v22.2s
	frintp	v9.4s, v13.4s
	frintp	v12.4s, v31.4s
	frintp	v21.4s, v26.4s
	frintp	v17.4s, v21.4s
	frintx	d0, d2
	frintx	d6, d4
	frintx	d31, d12
	frintx	d31, d2
	frintx	s19, s26
	frintx	s12, s12
	frintx	s8, s25
	frintx	s14, s14
	frintx	v3.2d, v30.2d
	frintx	v13.2d, v31.2d
	frintx	v31.2d, v19.2d
	frintx	v30.2d, v20.2d
	frintx	v21.2s, v9.2s
	frintx	v5.2s, v29.2s
	frintx	v0.2s, v8.2s
	frintx	v21.2s, v29.2s
	frintx	v9.4s, v22.4s
	frintx	v28.4s, v26.4s
	frintx	v4.4s, v23.4s
	frintx	v15.4s, v9.4s
	frintz	d13, d26
	frintz	d4, d0
	frintz	d19, d25
	frintz	d20, d10
	frintz	s31, s9
	frintz	s19, s6
	frintz	s15, s2
	frintz	s3, s8
	frintz	v7.2d, v11.2d
	frintz	v3.2d, v23.2d
	frintz	v27.2d, v22.2d
	frintz	v26.2d, v11.2d
	frintz	v19.2s, v18.2s
	frintz	v28.2s, v4.2s
	frintz	v18.2s, v8.2s
	frintz	v4.2s, v1.2s
	frintz	v26.4s, v20.4s
	frintz	v2.4s, v12.4s
	frintz	v9.4s, v10.4s
	frintz	v7.4s, v28.4s
	frsqrte	d13, d11
	frsqrte	d24, d1
	frsqrte	d7, d13
	frsqrte	d16, d9
	frsqrte	s20, s28
	frsqrte	s28, s22
	frsqrte	s26, s11
	frsqrte	s26, s5
	frsqrte	v21.2d, v31.2d
	frsqrte	v29.2d, v31.2d
	frsqrte	v16.2d, v2.2d
	frsqrte	v28.2d, v18.2d
	frsqrte	v21.2s, v27.2s
	frsqrte	v18.2s, v27.2s
	frsqrte	v1.2s, v0.2s
	frsqrte	v3.2s, v16.2s
	frsqrte	v1.4s, v24.4s
	frsqrte	v27.4s, v2.4s
	frsqrte	v14.4s, v3.4s
	frsqrte	v24.4s, v2.4s
	frsqrts	d27, d16, d24
	frsqrts	d10, d29, d8
	frsqrts	d19, d24, d0
	frsqrts	d1, d29, d14
	frsqrts	s9, s4, s25
	frsqrts	s25, s16, s21
	frsqrts	s6, s22, s26
	frsqrts	s12, s14, s20
	frsqrts	v21.2d, v23.2d, v20.2d
	frsqrts	v5.2d, v24.2d, v0.2d
	frsqrts	v25.2d, v30.2d, v2.2d
	frsqrts	v2.2d, v6.2d, v19.2d
	frsqrts	v27.2s, v17.2s, v3.2s
	frsqrts	v14.2s, v6.2s, v7.2s
	frsqrts	v27.2s, v13.2s, v8.2s
	frsqrts	v17.2s, v21.2s, v1.2s
	frsqrts	v22.4s, v12.4s, v21.4s
	frsqrts	v23.4s, v18.4s, v22.4s
	frsqrts	v6.4s, v11.4s, v3.4s
	frsqrts	v2.4s, v6.4s, v28.4s
	fsqrt	d2, d23
	fsqrt	d24, d22
	fsqrt	d5, d6
	fsqrt	d22, d9
	fsqrt	s22, s5
	fsqrt	s24, s21
	fsqrt	s30, s7
	fsqrt	s13, s15
	fsqrt	v0.2d, v14.2d
	fsqrt	v19.2d, v19.2d
	fsqrt	v19.2d, v28.2d
	fsqrt	v1.2d, v11.2d
	fsqrt	v25.2s, v16.2s
	fsqrt	v27.2s, v0.2s
	fsqrt	v2.2s, v17.2s
	fsqrt	v11.2s, v17.2s
	fsqrt	v25.4s, v24.4s
	fsqrt	v28.4s, v21.4s
	fsqrt	v7.4s, v5.4s
	fsqrt	v3.4s, v31.4s
	fsub	d6, d7, d18
	fsub	d27, d28, d19
	fsub	d1, d23, d4
	fsub	d8, d18, d12
	fsub	s1, s19, s14
	fsub	s8, s14, s15
	fsub	s28, s15, s30
	fsub	s4, s26, s18
	fsub	v22.2d, v23.2d, v19.2d
	fsub	v23.2d, v22.2d, v21.2d
	fsub	v30.2d, v20.2d, v24.2d
	fsub	v30.2d, v13.2d, v27.2d
	fsub	v11.2s, v10.2s, v31.2s
	fsub	v9.2s, v14.2s, v6.2s
	fsub	v18.2s, v19.2s, v17.2s
	fsub	v14.2s, v12.2s, v1.2s
	fsub	v12.4s, v25.4s, v28.4s
	fsub	v26.4s, v22.4s, v24.4s
	fsub	v16.4s, v17.4s, v27.4s
	fsub	v21.4s, v28.4s, v5.4s
	sev
	hint	#47
	hint	#127
	hint	#28
	hlt	#0
	hlt	#0x2ee1
	hlt	#0xc141
	hlt	#0
	hvc	#0x2979
	hvc	#0x1
	hvc	#0x60d9
	hvc	#0xa8a6
	mov	v0.b[0], w6
	mov	v29.b[3], w1
	mov	v28.b[15], w22
	mov	v20.b[6], w14
	mov	v1.b[9], v2.b[8]
	mov	v29.b[0], v23.b[0]
	mov	v14.b[12], v8.b[8]
	mov	v13.b[1], v25.b[7]
	mov	v4.d[1], x3
	mov	v6.d[0], x17
	mov	v30.d[1], x22
	mov	v5.d[1], x11
	mov	v14.d[1], v31.d[0]
	mov	v21.d[0], v11.d[1]
	mov	v3.d[1], v12.d[0]
	mov	v21.d[1], v5.d[1]
	mov	v27.h[4], w13
	mov	v17.h[0], w5
	mov	v7.h[0], w15
	mov	v19.h[2], w27
	mov	v19.h[0], v14.h[1]
	mov	v21.h[7], v23.h[0]
	mov	v22.h[0], v2.h[1]
	mov	v28.h[7], v24.h[3]
	mov	v25.s[2], w8
	mov	v9.s[0], w20
	mov	v16.s[0], w12
	mov	v22.s[0], w2
	mov	v0.s[3], v4.s[0]
	mov	v17.s[0], v18.s[2]
	mov	v25.s[0], v12.s[2]
	mov	v23.s[3], v7.s[1]
	isb	#14
	isb	#5
	isb
	isb
	ld1	{ v30.16b, v31.16b, v0.16b, v1.16b }, [x19]
	ld1	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x10]
	ld1	{ v0.16b, v1.16b, v2.16b, v3.16b }, [x5]
	ld1	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x28]
	ld1	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x1], x12
	ld1	{ v30.16b, v31.16b, v0.16b, v1.16b }, [x10], x21
	ld1	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x7], x22
	ld1	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x1], x9
	ld1	{ v6.1d, v7.1d, v8.1d, v9.1d }, [x10]
	ld1	{ v25.1d, v26.1d, v27.1d, v28.1d }, [x20]
	ld1	{ v10.1d, v11.1d, v12.1d, v13.1d }, [x1]
	ld1	{ v3.1d, v4.1d, v5.1d, v6.1d }, [x15]
	ld1	{ v16.1d, v17.1d, v18.1d, v19.1d }, [x27], x1
	ld1	{ v12.1d, v13.1d, v14.1d, v15.1d }, [x6], #32
	ld1	{ v23.1d, v24.1d, v25.1d, v26.1d }, [x20], x8
	ld1	{ v23.1d, v24.1d, v25.1d, v26.1d }, [sp], x23
	ld1	{ v23.2d, v24.2d, v25.2d, v26.2d }, [x29]
	ld1	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x8]
	ld1	{ v9.2d, v10.2d, v11.2d, v12.2d }, [x28]
	ld1	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x10]
	ld1	{ v22.2d, v23.2d, v24.2d, v25.2d }, [x19], x4
	ld1	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x29], x17
	ld1	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x5], x29
	ld1	{ v22.2d, v23.2d, v24.2d, v25.2d }, [x3], x14
	ld1	{ v20.2s, v21.2s, v22.2s, v23.2s }, [x2]
	ld1	{ v10.2s, v11.2s, v12.2s, v13.2s }, [x0]
	ld1	{ v7.2s, v8.2s, v9.2s, v10.2s }, [x22]
	ld1	{ v3.2s, v4.2s, v5.2s, v6.2s }, [x5]
	ld1	{ v30.2s, v31.2s, v0.2s, v1.2s }, [x0], x27
	ld1	{ v7.2s, v8.2s, v9.2s, v10.2s }, [x21], x19
	ld1	{ v5.2s, v6.2s, v7.2s, v8.2s }, [x23], x20
	ld1	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x16], x21
	ld1	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x23]
	ld1	{ v4.4h, v5.4h, v6.4h, v7.4h }, [x28]
	ld1	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x9]
	ld1	{ v13.4h, v14.4h, v15.4h, v16.4h }, [x18]
	ld1	{ v31.4h, v0.4h, v1.4h, v2.4h }, [x4], x22
	ld1	{ v13.4h, v14.4h, v15.4h, v16.4h }, [x15], x10
	ld1	{ v0.4h, v1.4h, v2.4h, v3.4h }, [x23], x29
	ld1	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x28], x7
	ld1	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x19]
	ld1	{ v6.4s, v7.4s, v8.4s, v9.4s }, [x23]
	ld1	{ v13.4s, v14.4s, v15.4s, v16.4s }, [x29]
	ld1	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x15]
	ld1	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x1], x13
	ld1	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x2], x18
	ld1	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x3], x0
	ld1	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x8], x11
	ld1	{ v11.8b, v12.8b, v13.8b, v14.8b }, [x17]
	ld1	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x8]
	ld1	{ v3.8b, v4.8b, v5.8b, v6.8b }, [x20]
	ld1	{ v18.8b, v19.8b, v20.8b, v21.8b }, [x28]
	ld1	{ v15.8b, v16.8b, v17.8b, v18.8b }, [x26], x3
	ld1	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x29], x23
	ld1	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x0], x26
	ld1	{ v26.8b, v27.8b, v28.8b, v29.8b }, [x20], x6
	ld1	{ v15.8h, v16.8h, v17.8h, v18.8h }, [x23]
	ld1	{ v12.8h, v13.8h, v14.8h, v15.8h }, [x24]
	ld1	{ v1.8h, v2.8h, v3.8h, v4.8h }, [x9]
	ld1	{ v11.8h, v12.8h, v13.8h, v14.8h }, [x24]
	ld1	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x0], x4
	ld1	{ v25.8h, v26.8h, v27.8h, v28.8h }, [x30], x3
	ld1	{ v14.8h, v15.8h, v16.8h, v17.8h }, [x1], x2
	ld1	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x28], x4
	ld1	{ v23.16b }, [x27]
	ld1	{ v31.16b }, [x2]
	ld1	{ v17.16b }, [x22]
	ld1	{ v4.16b }, [x22]
	ld1	{ v10.16b }, [x12], x1
	ld1	{ v5.16b }, [x14], x26
	ld1	{ v4.16b }, [x20], x20
	ld1	{ v2.16b }, [x25], x8
	ld1	{ v4.1d }, [x12]
	ld1	{ v5.1d }, [x26]
	ld1	{ v8.1d }, [x19]
	ld1	{ v26.1d }, [x21]
	ld1	{ v5.1d }, [x9], x21
	ld1	{ v26.1d }, [x4], x24
	ld1	{ v3.1d }, [x8], x16
	ld1	{ v11.1d }, [x21], x18
	ld1	{ v8.2d }, [x13]
	ld1	{ v2.2d }, [x28]
	ld1	{ v2.2d }, [x5]
	ld1	{ v28.2d }, [x16]
	ld1	{ v0.2d }, [x8], x16
	ld1	{ v29.2d }, [x10], x4
	ld1	{ v24.2d }, [x8], x30
	ld1	{ v5.2d }, [x19], x6
	ld1	{ v20.2s }, [x22]
	ld1	{ v2.2s }, [x21]
	ld1	{ v0.2s }, [x22]
	ld1	{ v26.2s }, [x1]
	ld1	{ v21.2s }, [x11], x8
	ld1	{ v6.2s }, [x20], x29
	ld1	{ v2.2s }, [x23], #8
	ld1	{ v4.2s }, [x10], x2
	ld1	{ v11.4h }, [x26]
	ld1	{ v28.4h }, [x0]
	ld1	{ v29.4h }, [sp]
	ld1	{ v17.4h }, [x12]
	ld1	{ v19.4h }, [x30], x4
	ld1	{ v16.4h }, [x7], x26
	ld1	{ v10.4h }, [x5], x6
	ld1	{ v4.4h }, [x23], x19
	ld1	{ v14.4s }, [x17]
	ld1	{ v25.4s }, [x24]
	ld1	{ v28.4s }, [sp]
	ld1	{ v12.4s }, [x20]
	ld1	{ v7.4s }, [x23], x5
	ld1	{ v1.4s }, [x6], x24
	ld1	{ v0.4s }, [x23], x17
	ld1	{ v6.4s }, [sp], x13
	ld1	{ v10.8b }, [x11]
	ld1	{ v9.8b }, [x8]
	ld1	{ v3.8b }, [x18]
	ld1	{ v7.8b }, [x3]
	ld1	{ v18.8b }, [x13], x11
	ld1	{ v8.8b }, [x6], x16
	ld1	{ v0.8b }, [x24], x5
	ld1	{ v9.8b }, [x29], x23
	ld1	{ v5.8h }, [x16]
	ld1	{ v17.8h }, [x24]
	ld1	{ v19.8h }, [x26]
	ld1	{ v10.8h }, [x14]
	ld1	{ v9.8h }, [x30], x28
	ld1	{ v6.8h }, [x18], x1
	ld1	{ v29.8h }, [x13], x27
	ld1	{ v28.8h }, [x1], x4
	ld1r	{ v11.16b }, [x21]
	ld1r	{ v9.16b }, [x21]
	ld1r	{ v21.16b }, [x5]
	ld1r	{ v19.16b }, [x7]
	ld1r	{ v11.16b }, [sp], x9
	ld1r	{ v6.16b }, [x4], x20
	ld1r	{ v2.16b }, [x5], x10
	ld1r	{ v19.16b }, [x25], x7
	ld1r	{ v9.1d }, [x20]
	ld1r	{ v11.1d }, [x11]
	ld1r	{ v28.1d }, [x27]
	ld1r	{ v6.1d }, [x18]
	ld1r	{ v11.1d }, [x28], x14
	ld1r	{ v11.1d }, [x25], x15
	ld1r	{ v17.1d }, [x24], x26
	ld1r	{ v27.1d }, [x10], x14
	ld1r	{ v22.2d }, [x20]
	ld1r	{ v25.2d }, [x8]
	ld1r	{ v16.2d }, [x19]
	ld1r	{ v8.2d }, [x18]
	ld1r	{ v9.2d }, [x4], x4
	ld1r	{ v30.2d }, [x24], x2
	ld1r	{ v1.2d }, [x18], x12
	ld1r	{ v29.2d }, [x20], x11
	ld1r	{ v26.2s }, [x8]
	ld1r	{ v26.2s }, [x26]
	ld1r	{ v10.2s }, [x16]
	ld1r	{ v27.2s }, [sp]
	ld1r	{ v25.2s }, [x14], x8
	ld1r	{ v30.2s }, [x20], x11
	ld1r	{ v6.2s }, [x19], x27
	ld1r	{ v29.2s }, [x8], x6
	ld1r	{ v10.4h }, [x7]
	ld1r	{ v29.4h }, [x3]
	ld1r	{ v22.4h }, [x7]
	ld1r	{ v15.4h }, [x3]
	ld1r	{ v1.4h }, [x30], x30
	ld1r	{ v2.4h }, [x12], #2
	ld1r	{ v20.4h }, [x26], x22
	ld1r	{ v15.4h }, [x23], x26
	ld1r	{ v20.4s }, [x14]
	ld1r	{ v3.4s }, [x22]
	ld1r	{ v13.4s }, [x8]
	ld1r	{ v10.4s }, [x3]
	ld1r	{ v15.4s }, [x22], x3
	ld1r	{ v18.4s }, [x28], x25
	ld1r	{ v22.4s }, [x11], x25
	ld1r	{ v12.4s }, [x15], x6
	ld1r	{ v5.8b }, [x11]
	ld1r	{ v19.8b }, [x2]
	ld1r	{ v21.8b }, [x23]
	ld1r	{ v6.8b }, [x13]
	ld1r	{ v31.8b }, [x0], x5
	ld1r	{ v30.8b }, [x22], #1
	ld1r	{ v15.8b }, [x29], x6
	ld1r	{ v0.8b }, [x22], x9
	ld1r	{ v30.8h }, [x22]
	ld1r	{ v27.8h }, [x11]
	ld1r	{ v3.8h }, [x3]
	ld1r	{ v27.8h }, [x14]
	ld1r	{ v27.8h }, [x21], x3
	ld1r	{ v30.8h }, [x10], x23
	ld1r	{ v4.8h }, [x23], #2
	ld1r	{ v7.8h }, [x29], x22
	ld1	{ v11.16b, v12.16b, v13.16b }, [x15]
	ld1	{ v28.16b, v29.16b, v30.16b }, [x0]
	ld1	{ v18.16b, v19.16b, v20.16b }, [x9]
	ld1	{ v15.16b, v16.16b, v17.16b }, [x10]
	ld1	{ v7.16b, v8.16b, v9.16b }, [x2], x12
	ld1	{ v22.16b, v23.16b, v24.16b }, [x26], x29
	ld1	{ v14.16b, v15.16b, v16.16b }, [x14], x23
	ld1	{ v6.16b, v7.16b, v8.16b }, [x18], x10
	ld1	{ v27.1d, v28.1d, v29.1d }, [x16]
	ld1	{ v7.1d, v8.1d, v9.1d }, [x8]
	ld1	{ v28.1d, v29.1d, v30.1d }, [x23]
	ld1	{ v8.1d, v9.1d, v10.1d }, [x27]
	ld1	{ v10.1d, v11.1d, v12.1d }, [x10], x23
	ld1	{ v11.1d, v12.1d, v13.1d }, [x13], x28
	ld1	{ v2.1d, v3.1d, v4.1d }, [x24], x17
	ld1	{ v3.1d, v4.1d, v5.1d }, [x14], x16
	ld1	{ v5.2d, v6.2d, v7.2d }, [x20]
	ld1	{ v31.2d, v0.2d, v1.2d }, [x12]
	ld1	{ v8.2d, v9.2d, v10.2d }, [sp]
	ld1	{ v20.2d, v21.2d, v22.2d }, [x22]
	ld1	{ v8.2d, v9.2d, v10.2d }, [x22], x15
	ld1	{ v6.2d, v7.2d, v8.2d }, [x28], x5
	ld1	{ v16.2d, v17.2d, v18.2d }, [x11], x4
	ld1	{ v14.2d, v15.2d, v16.2d }, [x12], x5
	ld1	{ v31.2s, v0.2s, v1.2s }, [x17]
	ld1	{ v24.2s, v25.2s, v26.2s }, [x2]
	ld1	{ v1.2s, v2.2s, v3.2s }, [x14]
	ld1	{ v10.2s, v11.2s, v12.2s }, [x26]
	ld1	{ v1.2s, v2.2s, v3.2s }, [x27], x3
	ld1	{ v10.2s, v11.2s, v12.2s }, [x20], x26
	ld1	{ v14.2s, v15.2s, v16.2s }, [x28], x16
	ld1	{ v10.2s, v11.2s, v12.2s }, [x24], x21
	ld1	{ v20.4h, v21.4h, v22.4h }, [x7]
	ld1	{ v5.4h, v6.4h, v7.4h }, [x30]
	ld1	{ v13.4h, v14.4h, v15.4h }, [x23]
	ld1	{ v11.4h, v12.4h, v13.4h }, [sp]
	ld1	{ v11.4h, v12.4h, v13.4h }, [x25], x18
	ld1	{ v2.4h, v3.4h, v4.4h }, [x14], x15
	ld1	{ v23.4h, v24.4h, v25.4h }, [x19], x22
	ld1	{ v19.4h, v20.4h, v21.4h }, [x27], x19
	ld1	{ v0.4s, v1.4s, v2.4s }, [x29]
	ld1	{ v19.4s, v20.4s, v21.4s }, [x3]
	ld1	{ v11.4s, v12.4s, v13.4s }, [x21]
	ld1	{ v24.4s, v25.4s, v26.4s }, [x27]
	ld1	{ v24.4s, v25.4s, v26.4s }, [x19], x4
	ld1	{ v10.4s, v11.4s, v12.4s }, [x29], x14
	ld1	{ v15.4s, v16.4s, v17.4s }, [x18], x9
	ld1	{ v10.4s, v11.4s, v12.4s }, [x26], x16
	ld1	{ v12.8b, v13.8b, v14.8b }, [x5]
	ld1	{ v14.8b, v15.8b, v16.8b }, [x25]
	ld1	{ v11.8b, v12.8b, v13.8b }, [x16]
	ld1	{ v11.8b, v12.8b, v13.8b }, [x1]
	ld1	{ v29.8b, v30.8b, v31.8b }, [x9], x1
	ld1	{ v4.8b, v5.8b, v6.8b }, [x11], x26
	ld1	{ v0.8b, v1.8b, v2.8b }, [x16], x4
	ld1	{ v12.8b, v13.8b, v14.8b }, [x6], x10
	ld1	{ v30.8h, v31.8h, v0.8h }, [x3]
	ld1	{ v9.8h, v10.8h, v11.8h }, [x17]
	ld1	{ v5.8h, v6.8h, v7.8h }, [x23]
	ld1	{ v6.8h, v7.8h, v8.8h }, [x1]
	ld1	{ v28.8h, v29.8h, v30.8h }, [x28], x6
	ld1	{ v13.8h, v14.8h, v15.8h }, [x17], x21
	ld1	{ v12.8h, v13.8h, v14.8h }, [x26], x2
	ld1	{ v30.8h, v31.8h, v0.8h }, [x13], x4
	ld1	{ v20.16b, v21.16b }, [x30]
	ld1	{ v17.16b, v18.16b }, [x26]
	ld1	{ v29.16b, v30.16b }, [x13]
	ld1	{ v28.16b, v29.16b }, [x29]
	ld1	{ v2.16b, v3.16b }, [sp], x17
	ld1	{ v17.16b, v18.16b }, [x14], x15
	ld1	{ v20.16b, v21.16b }, [x4], x14
	ld1	{ v9.16b, v10.16b }, [x8], x10
	ld1	{ v20.1d, v21.1d }, [x17]
	ld1	{ v13.1d, v14.1d }, [x5]
	ld1	{ v14.1d, v15.1d }, [x22]
	ld1	{ v0.1d, v1.1d }, [x10]
	ld1	{ v9.1d, v10.1d }, [sp], x5
	ld1	{ v16.1d, v17.1d }, [x28], x26
	ld1	{ v17.1d, v18.1d }, [sp], x14
	ld1	{ v5.1d, v6.1d }, [x21], x26
	ld1	{ v24.2d, v25.2d }, [x25]
	ld1	{ v22.2d, v23.2d }, [x11]
	ld1	{ v3.2d, v4.2d }, [x23]
	ld1	{ v18.2d, v19.2d }, [x13]
	ld1	{ v16.2d, v17.2d }, [x28], x3
	ld1	{ v9.2d, v10.2d }, [x12], x13
	ld1	{ v9.2d, v10.2d }, [x10], x5
	ld1	{ v25.2d, v26.2d }, [x22], x1
	ld1	{ v19.2s, v20.2s }, [x27]
	ld1	{ v6.2s, v7.2s }, [x24]
	ld1	{ v6.2s, v7.2s }, [x26]
	ld1	{ v0.2s, v1.2s }, [x8]
	ld1	{ v26.2s, v27.2s }, [x11], x25
	ld1	{ v24.2s, v25.2s }, [x0], x21
	ld1	{ v3.2s, v4.2s }, [x13], x17
	ld1	{ v17.2s, v18.2s }, [x3], #16
	ld1	{ v29.4h, v30.4h }, [x29]
	ld1	{ v31.4h, v0.4h }, [x2]
	ld1	{ v5.4h, v6.4h }, [x20]
	ld1	{ v25.4h, v26.4h }, [x24]
	ld1	{ v28.4h, v29.4h }, [x15], x28
	ld1	{ v5.4h, v6.4h }, [x28], x1
	ld1	{ v30.4h, v31.4h }, [x6], x11
	ld1	{ v18.4h, v19.4h }, [x9], x12
	ld1	{ v12.4s, v13.4s }, [x18]
	ld1	{ v2.4s, v3.4s }, [x1]
	ld1	{ v10.4s, v11.4s }, [x29]
	ld1	{ v18.4s, v19.4s }, [x27]
	ld1	{ v25.4s, v26.4s }, [x26], x5
	ld1	{ v10.4s, v11.4s }, [x16], x24
	ld1	{ v18.4s, v19.4s }, [x24], x9
	ld1	{ v21.4s, v22.4s }, [x7], x0
	ld1	{ v17.8b, v18.8b }, [x19]
	ld1	{ v21.8b, v22.8b }, [x19]
	ld1	{ v3.8b, v4.8b }, [x20]
	ld1	{ v8.8b, v9.8b }, [x25]
	ld1	{ v19.8b, v20.8b }, [x4], x8
	ld1	{ v27.8b, v28.8b }, [x25], x11
	ld1	{ v15.8b, v16.8b }, [x21], x21
	ld1	{ v20.8b, v21.8b }, [x0], x26
	ld1	{ v28.8h, v29.8h }, [x7]
	ld1	{ v30.8h, v31.8h }, [x23]
	ld1	{ v28.8h, v29.8h }, [x20]
	ld1	{ v31.8h, v0.8h }, [x27]
	ld1	{ v3.8h, v4.8h }, [x8], x13
	ld1	{ v0.8h, v1.8h }, [x27], x1
	ld1	{ v9.8h, v10.8h }, [x2], x19
	ld1	{ v5.8h, v6.8h }, [x20], x11
	ld1	{ v23.b }[0], [x20]
	ld1	{ v14.b }[11], [x2]
	ld1	{ v7.b }[3], [x17]
	ld1	{ v24.b }[11], [x14]
	ld1	{ v24.b }[0], [x5], x5
	ld1	{ v20.b }[11], [x6], x21
	ld1	{ v6.b }[11], [x22], x14
	ld1	{ v17.b }[9], [x17], x26
	ld1	{ v7.d }[0], [x14]
	ld1	{ v16.d }[0], [x19]
	ld1	{ v29.d }[0], [x28]
	ld1	{ v23.d }[1], [x20]
	ld1	{ v21.d }[1], [x11], x10
	ld1	{ v14.d }[0], [x7], x13
	ld1	{ v25.d }[1], [x26], x20
	ld1	{ v4.d }[1], [x12], x4
	ld1	{ v16.h }[6], [x1]
	ld1	{ v19.h }[1], [x12]
	ld1	{ v9.h }[1], [x6]
	ld1	{ v28.h }[0], [x26]
	ld1	{ v1.h }[5], [x2], x1
	ld1	{ v7.h }[2], [x18], #2
	ld1	{ v14.h }[5], [x30], x12
	ld1	{ v9.h }[4], [x9], x19
	ld1	{ v27.s }[3], [x14]
	ld1	{ v8.s }[0], [x9]
	ld1	{ v31.s }[0], [x26]
	ld1	{ v22.s }[3], [x9]
	ld1	{ v7.s }[0], [x21], x10
	ld1	{ v27.s }[1], [x30], x10
	ld1	{ v25.s }[0], [x8], x1
	ld1	{ v14.s }[0], [x12], x23
	ld2r	{ v26.16b, v27.16b }, [x8]
	ld2r	{ v10.16b, v11.16b }, [x10]
	ld2r	{ v24.16b, v25.16b }, [x29]
	ld2r	{ v7.16b, v8.16b }, [x23]
	ld2r	{ v29.16b, v30.16b }, [x6], x24
	ld2r	{ v28.16b, v29.16b }, [x25], x6
	ld2r	{ v20.16b, v21.16b }, [x25], x2
	ld2r	{ v8.16b, v9.16b }, [x7], x28
	ld2r	{ v16.1d, v17.1d }, [sp]
	ld2r	{ v9.1d, v10.1d }, [x18]
	ld2r	{ v10.1d, v11.1d }, [x9]
	ld2r	{ v28.1d, v29.1d }, [x22]
	ld2r	{ v17.1d, v18.1d }, [x24], x1
	ld2r	{ v29.1d, v30.1d }, [x0], x15
	ld2r	{ v0.1d, v1.1d }, [x0], x18
	ld2r	{ v19.1d, v20.1d }, [x3], x22
	ld2r	{ v19.2d, v20.2d }, [x24]
	ld2r	{ v24.2d, v25.2d }, [x15]
	ld2r	{ v23.2d, v24.2d }, [x16]
	ld2r	{ v16.2d, v17.2d }, [x29]
	ld2r	{ v20.2d, v21.2d }, [x12], x30
	ld2r	{ v9.2d, v10.2d }, [x4], x4
	ld2r	{ v24.2d, v25.2d }, [x25], x8
	ld2r	{ v0.2d, v1.2d }, [x1], x27
	ld2r	{ v16.2s, v17.2s }, [x5]
	ld2r	{ v12.2s, v13.2s }, [x2]
	ld2r	{ v12.2s, v13.2s }, [x10]
	ld2r	{ v7.2s, v8.2s }, [x17]
	ld2r	{ v30.2s, v31.2s }, [x16], x24
	ld2r	{ v18.2s, v19.2s }, [x14], x2
	ld2r	{ v7.2s, v8.2s }, [x25], x18
	ld2r	{ v7.2s, v8.2s }, [x18], x21
	ld2r	{ v2.4h, v3.4h }, [x12]
	ld2r	{ v13.4h, v14.4h }, [x11]
	ld2r	{ v30.4h, v31.4h }, [x14]
	ld2r	{ v23.4h, v24.4h }, [x27]
	ld2r	{ v6.4h, v7.4h }, [x1], x1
	ld2r	{ v6.4h, v7.4h }, [x12], x0
	ld2r	{ v30.4h, v31.4h }, [x21], x26
	ld2r	{ v21.4h, v22.4h }, [sp], #4
	ld2r	{ v29.4s, v30.4s }, [x1]
	ld2r	{ v11.4s, v12.4s }, [x24]
	ld2r	{ v5.4s, v6.4s }, [x18]
	ld2r	{ v14.4s, v15.4s }, [x13]
	ld2r	{ v13.4s, v14.4s }, [x1], x12
	ld2r	{ v13.4s, v14.4s }, [x13], x29
	ld2r	{ v20.4s, v21.4s }, [x14], x13
	ld2r	{ v11.4s, v12.4s }, [x13], x15
	ld2r	{ v18.8b, v19.8b }, [x10]
	ld2r	{ v29.8b, v30.8b }, [x25]
	ld2r	{ v24.8b, v25.8b }, [x29]
	ld2r	{ v26.8b, v27.8b }, [x2]
	ld2r	{ v28.8b, v29.8b }, [x10], x11
	ld2r	{ v31.8b, v0.8b }, [x22], x10
	ld2r	{ v15.8b, v16.8b }, [x20], x11
	ld2r	{ v28.8b, v29.8b }, [x9], x20
	ld2r	{ v6.8h, v7.8h }, [x1]
	ld2r	{ v7.8h, v8.8h }, [x2]
	ld2r	{ v15.8h, v16.8h }, [x25]
	ld2r	{ v9.8h, v10.8h }, [x19]
	ld2r	{ v13.8h, v14.8h }, [x1], x7
	ld2r	{ v8.8h, v9.8h }, [x25], x14
	ld2r	{ v20.8h, v21.8h }, [x30], x23
	ld2r	{ v17.8h, v18.8h }, [x16], x29
	ld2	{ v28.b, v29.b }[0], [x15]
	ld2	{ v15.b, v16.b }[15], [x6]
	ld2	{ v31.b, v0.b }[8], [x19]
	ld2	{ v12.b, v13.b }[7], [x19]
	ld2	{ v20.b, v21.b }[6], [x24], x3
	ld2	{ v17.b, v18.b }[0], [x9], #2
	ld2	{ v27.b, v28.b }[13], [x13], x10
	ld2	{ v25.b, v26.b }[6], [x26], x1
	ld2	{ v10.d, v11.d }[1], [x20]
	ld2	{ v12.d, v13.d }[1], [x9]
	ld2	{ v26.d, v27.d }[0], [x2]
	ld2	{ v13.d, v14.d }[1], [x12]
	ld2	{ v30.d, v31.d }[1], [x17], x3
	ld2	{ v17.d, v18.d }[0], [x2], x20
	ld2	{ v31.d, v0.d }[1], [x7], x19
	ld2	{ v13.d, v14.d }[1], [x3], x15
	ld2	{ v4.h, v5.h }[4], [x29]
	ld2	{ v4.h, v5.h }[6], [x27]
	ld2	{ v21.h, v22.h }[0], [x29]
	ld2	{ v10.h, v11.h }[1], [x26]
	ld2	{ v10.h, v11.h }[1], [x28], x0
	ld2	{ v15.h, v16.h }[1], [x20], x23
	ld2	{ v7.h, v8.h }[6], [x12], x16
	ld2	{ v4.h, v5.h }[1], [x15], x0
	ld2	{ v22.s, v23.s }[3], [x19]
	ld2	{ v15.s, v16.s }[0], [x24]
	ld2	{ v31.s, v0.s }[2], [x25]
	ld2	{ v28.s, v29.s }[0], [x27]
	ld2	{ v29.s, v30.s }[3], [x10], #8
	ld2	{ v12.s, v13.s }[2], [x2], x20
	ld2	{ v1.s, v2.s }[2], [x25], x9
	ld2	{ v0.s, v1.s }[0], [x10], x29
	ld2	{ v31.16b, v0.16b }, [x13]
	ld2	{ v23.16b, v24.16b }, [x18]
	ld2	{ v30.16b, v31.16b }, [x9]
	ld2	{ v15.16b, v16.16b }, [x12]
	ld2	{ v0.16b, v1.16b }, [sp], #32
	ld2	{ v5.16b, v6.16b }, [x12], x11
	ld2	{ v8.16b, v9.16b }, [x7], x9
	ld2	{ v28.16b, v29.16b }, [x13], x7
	ld2	{ v23.2d, v24.2d }, [x5]
	ld2	{ v29.2d, v30.2d }, [x13]
	ld2	{ v6.2d, v7.2d }, [x24]
	ld2	{ v23.2d, v24.2d }, [x15]
	ld2	{ v21.2d, v22.2d }, [x8], x19
	ld2	{ v30.2d, v31.2d }, [x16], x29
	ld2	{ v22.2d, v23.2d }, [x13], x20
	ld2	{ v24.2d, v25.2d }, [x7], x0
	ld2	{ v20.2s, v21.2s }, [x5]
	ld2	{ v29.2s, v30.2s }, [sp]
	ld2	{ v25.2s, v26.2s }, [x22]
	ld2	{ v18.2s, v19.2s }, [x28]
	ld2	{ v30.2s, v31.2s }, [x12], x18
	ld2	{ v23.2s, v24.2s }, [x8], x23
	ld2	{ v9.2s, v10.2s }, [x14], x14
	ld2	{ v29.2s, v30.2s }, [x19], x27
	ld2	{ v12.4h, v13.4h }, [x22]
	ld2	{ v3.4h, v4.4h }, [x20]
	ld2	{ v8.4h, v9.4h }, [x3]
	ld2	{ v22.4h, v23.4h }, [x5]
	ld2	{ v30.4h, v31.4h }, [x16], x19
	ld2	{ v10.4h, v11.4h }, [x17], x4
	ld2	{ v16.4h, v17.4h }, [x10], x20
	ld2	{ v1.4h, v2.4h }, [x5], x11
	ld2	{ v19.4s, v20.4s }, [sp]
	ld2	{ v2.4s, v3.4s }, [x23]
	ld2	{ v28.4s, v29.4s }, [x20]
	ld2	{ v9.4s, v10.4s }, [x13]
	ld2	{ v14.4s, v15.4s }, [x13], x18
	ld2	{ v19.4s, v20.4s }, [x15], x16
	ld2	{ v19.4s, v20.4s }, [x3], x26
	ld2	{ v7.4s, v8.4s }, [x3], x29
	ld2	{ v18.8b, v19.8b }, [x29]
	ld2	{ v25.8b, v26.8b }, [x25]
	ld2	{ v7.8b, v8.8b }, [x16]
	ld2	{ v5.8b, v6.8b }, [x27]
	ld2	{ v10.8b, v11.8b }, [x6], x1
	ld2	{ v19.8b, v20.8b }, [x25], x19
	ld2	{ v0.8b, v1.8b }, [x3], x20
	ld2	{ v5.8b, v6.8b }, [x26], x14
	ld2	{ v16.8h, v17.8h }, [x6]
	ld2	{ v10.8h, v11.8h }, [x25]
	ld2	{ v17.8h, v18.8h }, [x13]
	ld2	{ v0.8h, v1.8h }, [x2]
	ld2	{ v13.8h, v14.8h }, [x8], x20
	ld2	{ v4.8h, v5.8h }, [x21], x11
	ld2	{ v9.8h, v10.8h }, [x21], x16
	ld2	{ v8.8h, v9.8h }, [x5], #32
	ld3r	{ v17.16b, v18.16b, v19.16b }, [x0]
	ld3r	{ v8.16b, v9.16b, v10.16b }, [x0]
	ld3r	{ v14.16b, v15.16b, v16.16b }, [x21]
	ld3r	{ v15.16b, v16.16b, v17.16b }, [x0]
	ld3r	{ v0.16b, v1.16b, v2.16b }, [x5], x5
	ld3r	{ v20.16b, v21.16b, v22.16b }, [x15], x24
	ld3r	{ v8.16b, v9.16b, v10.16b }, [x29], x5
	ld3r	{ v10.16b, v11.16b, v12.16b }, [x9], x8
	ld3r	{ v6.1d, v7.1d, v8.1d }, [x17]
	ld3r	{ v0.1d, v1.1d, v2.1d }, [x16]
	ld3r	{ v27.1d, v28.1d, v29.1d }, [x26]
	ld3r	{ v15.1d, v16.1d, v17.1d }, [x19]
	ld3r	{ v9.1d, v10.1d, v11.1d }, [x12], x30
	ld3r	{ v3.1d, v4.1d, v5.1d }, [x15], x18
	ld3r	{ v4.1d, v5.1d, v6.1d }, [x29], x18
	ld3r	{ v17.1d, v18.1d, v19.1d }, [x6], x10
	ld3r	{ v8.2d, v9.2d, v10.2d }, [x20]
	ld3r	{ v0.2d, v1.2d, v2.2d }, [x7]
	ld3r	{ v15.2d, v16.2d, v17.2d }, [x17]
	ld3r	{ v5.2d, v6.2d, v7.2d }, [x2]
	ld3r	{ v11.2d, v12.2d, v13.2d }, [x25], x6
	ld3r	{ v17.2d, v18.2d, v19.2d }, [x12], x4
	ld3r	{ v7.2d, v8.2d, v9.2d }, [x22], x7
	ld3r	{ v13.2d, v14.2d, v15.2d }, [x29], x4
	ld3r	{ v15.2s, v16.2s, v17.2s }, [x30]
	ld3r	{ v11.2s, v12.2s, v13.2s }, [x18]
	ld3r	{ v4.2s, v5.2s, v6.2s }, [x9]
	ld3r	{ v6.2s, v7.2s, v8.2s }, [x27]
	ld3r	{ v13.2s, v14.2s, v15.2s }, [x3], x6
	ld3r	{ v17.2s, v18.2s, v19.2s }, [x27], x13
	ld3r	{ v11.2s, v12.2s, v13.2s }, [x20], x25
	ld3r	{ v12.2s, v13.2s, v14.2s }, [x6], x15
	ld3r	{ v11.4h, v12.4h, v13.4h }, [x17]
	ld3r	{ v11.4h, v12.4h, v13.4h }, [x0]
	ld3r	{ v20.4h, v21.4h, v22.4h }, [x13]
	ld3r	{ v31.4h, v0.4h, v1.4h }, [x26]
	ld3r	{ v13.4h, v14.4h, v15.4h }, [x22], x17
	ld3r	{ v0.4h, v1.4h, v2.4h }, [x20], x16
	ld3r	{ v7.4h, v8.4h, v9.4h }, [x23], x12
	ld3r	{ v0.4h, v1.4h, v2.4h }, [x3], x30
	ld3r	{ v15.4s, v16.4s, v17.4s }, [x20]
	ld3r	{ v30.4s, v31.4s, v0.4s }, [x5]
	ld3r	{ v14.4s, v15.4s, v16.4s }, [x24]
	ld3r	{ v24.4s, v25.4s, v26.4s }, [x14]
	ld3r	{ v19.4s, v20.4s, v21.4s }, [x25], x18
	ld3r	{ v16.4s, v17.4s, v18.4s }, [x30], x22
	ld3r	{ v21.4s, v22.4s, v23.4s }, [x17], x2
	ld3r	{ v1.4s, v2.4s, v3.4s }, [x19], x18
	ld3r	{ v20.8b, v21.8b, v22.8b }, [x7]
	ld3r	{ v6.8b, v7.8b, v8.8b }, [x29]
	ld3r	{ v17.8b, v18.8b, v19.8b }, [x7]
	ld3r	{ v8.8b, v9.8b, v10.8b }, [x28]
	ld3r	{ v17.8b, v18.8b, v19.8b }, [x29], x13
	ld3r	{ v14.8b, v15.8b, v16.8b }, [x24], x21
	ld3r	{ v25.8b, v26.8b, v27.8b }, [sp], x7
	ld3r	{ v20.8b, v21.8b, v22.8b }, [x18], x18
	ld3r	{ v13.8h, v14.8h, v15.8h }, [x17]
	ld3r	{ v0.8h, v1.8h, v2.8h }, [x11]
	ld3r	{ v30.8h, v31.8h, v0.8h }, [x21]
	ld3r	{ v28.8h, v29.8h, v30.8h }, [x14]
	ld3r	{ v19.8h, v20.8h, v21.8h }, [x1], x0
	ld3r	{ v20.8h, v21.8h, v22.8h }, [x8], x9
	ld3r	{ v0.8h, v1.8h, v2.8h }, [x9], x2
	ld3r	{ v20.8h, v21.8h, v22.8h }, [x1], x14
	ld3	{ v15.b, v16.b, v17.b }[15], [x2]
	ld3	{ v30.b, v31.b, v0.b }[7], [x21]
	ld3	{ v13.b, v14.b, v15.b }[1], [x11]
	ld3	{ v5.b, v6.b, v7.b }[5], [x10]
	ld3	{ v2.b, v3.b, v4.b }[1], [x24], x27
	ld3	{ v20.b, v21.b, v22.b }[3], [x12], x17
	ld3	{ v30.b, v31.b, v0.b }[0], [x4], x25
	ld3	{ v23.b, v24.b, v25.b }[0], [x4], x0
	ld3	{ v22.d, v23.d, v24.d }[1], [x8]
	ld3	{ v21.d, v22.d, v23.d }[1], [x22]
	ld3	{ v31.d, v0.d, v1.d }[0], [x29]
	ld3	{ v12.d, v13.d, v14.d }[1], [x12]
	ld3	{ v31.d, v0.d, v1.d }[1], [x27], x22
	ld3	{ v29.d, v30.d, v31.d }[1], [x26], #24
	ld3	{ v6.d, v7.d, v8.d }[1], [x25], x10
	ld3	{ v1.d, v2.d, v3.d }[0], [x16], x1
	ld3	{ v24.h, v25.h, v26.h }[1], [x30]
	ld3	{ v27.h, v28.h, v29.h }[6], [x2]
	ld3	{ v26.h, v27.h, v28.h }[7], [x22]
	ld3	{ v19.h, v20.h, v21.h }[2], [x7]
	ld3	{ v10.h, v11.h, v12.h }[1], [x22], x3
	ld3	{ v8.h, v9.h, v10.h }[2], [x19], x12
	ld3	{ v24.h, v25.h, v26.h }[2], [x29], x1
	ld3	{ v7.h, v8.h, v9.h }[0], [x7], x25
	ld3	{ v6.s, v7.s, v8.s }[2], [x9]
	ld3	{ v22.s, v23.s, v24.s }[3], [x6]
	ld3	{ v27.s, v28.s, v29.s }[0], [x20]
	ld3	{ v17.s, v18.s, v19.s }[1], [x12]
	ld3	{ v5.s, v6.s, v7.s }[0], [x12], x27
	ld3	{ v5.s, v6.s, v7.s }[3], [x26], x5
	ld3	{ v15.s, v16.s, v17.s }[3], [x18], x14
	ld3	{ v4.s, v5.s, v6.s }[0], [x6], x11
	ld3	{ v25.16b, v26.16b, v27.16b }, [x27]
	ld3	{ v2.16b, v3.16b, v4.16b }, [x3]
	ld3	{ v7.16b, v8.16b, v9.16b }, [sp]
	ld3	{ v28.16b, v29.16b, v30.16b }, [x20]
	ld3	{ v1.16b, v2.16b, v3.16b }, [x24], x22
	ld3	{ v20.16b, v21.16b, v22.16b }, [x22], x28
	ld3	{ v1.16b, v2.16b, v3.16b }, [x17], x26
	ld3	{ v25.16b, v26.16b, v27.16b }, [x8], x3
	ld3	{ v31.2d, v0.2d, v1.2d }, [sp]
	ld3	{ v1.2d, v2.2d, v3.2d }, [x20]
	ld3	{ v3.2d, v4.2d, v5.2d }, [x22]
	ld3	{ v27.2d, v28.2d, v29.2d }, [x25]
	ld3	{ v6.2d, v7.2d, v8.2d }, [x26], x13
	ld3	{ v12.2d, v13.2d, v14.2d }, [x28], x11
	ld3	{ v9.2d, v10.2d, v11.2d }, [x19], x9
	ld3	{ v8.2d, v9.2d, v10.2d }, [x11], x19
	ld3	{ v7.2s, v8.2s, v9.2s }, [x30]
	ld3	{ v0.2s, v1.2s, v2.2s }, [x23]
	ld3	{ v15.2s, v16.2s, v17.2s }, [x25]
	ld3	{ v24.2s, v25.2s, v26.2s }, [x1]
	ld3	{ v31.2s, v0.2s, v1.2s }, [x21], x28
	ld3	{ v6.2s, v7.2s, v8.2s }, [x23], x24
	ld3	{ v28.2s, v29.2s, v30.2s }, [x7], x17
	ld3	{ v27.2s, v28.2s, v29.2s }, [x14], x4
	ld3	{ v9.4h, v10.4h, v11.4h }, [x13]
	ld3	{ v0.4h, v1.4h, v2.4h }, [x11]
	ld3	{ v9.4h, v10.4h, v11.4h }, [x27]
	ld3	{ v25.4h, v26.4h, v27.4h }, [x6]
	ld3	{ v25.4h, v26.4h, v27.4h }, [x15], x8
	ld3	{ v15.4h, v16.4h, v17.4h }, [x8], x7
	ld3	{ v17.4h, v18.4h, v19.4h }, [x24], x8
	ld3	{ v3.4h, v4.4h, v5.4h }, [x10], x9
	ld3	{ v29.4s, v30.4s, v31.4s }, [x3]
	ld3	{ v15.4s, v16.4s, v17.4s }, [x9]
	ld3	{ v6.4s, v7.4s, v8.4s }, [x8]
	ld3	{ v24.4s, v25.4s, v26.4s }, [x2]
	ld3	{ v12.4s, v13.4s, v14.4s }, [x19], x15
	ld3	{ v0.4s, v1.4s, v2.4s }, [x18], x14
	ld3	{ v0.4s, v1.4s, v2.4s }, [x7], x30
	ld3	{ v21.4s, v22.4s, v23.4s }, [x23], x23
	ld3	{ v21.8b, v22.8b, v23.8b }, [x26]
	ld3	{ v7.8b, v8.8b, v9.8b }, [x27]
	ld3	{ v25.8b, v26.8b, v27.8b }, [x19]
	ld3	{ v0.8b, v1.8b, v2.8b }, [x19]
	ld3	{ v19.8b, v20.8b, v21.8b }, [x2], x23
	ld3	{ v13.8b, v14.8b, v15.8b }, [sp], x15
	ld3	{ v17.8b, v18.8b, v19.8b }, [x30], x2
	ld3	{ v6.8b, v7.8b, v8.8b }, [x27], x20
	ld3	{ v12.8h, v13.8h, v14.8h }, [x12]
	ld3	{ v6.8h, v7.8h, v8.8h }, [x6]
	ld3	{ v5.8h, v6.8h, v7.8h }, [x3]
	ld3	{ v14.8h, v15.8h, v16.8h }, [x9]
	ld3	{ v18.8h, v19.8h, v20.8h }, [x27], x11
	ld3	{ v27.8h, v28.8h, v29.8h }, [x8], x27
	ld3	{ v14.8h, v15.8h, v16.8h }, [x9], x1
	ld3	{ v15.8h, v16.8h, v17.8h }, [x1], x11
	ld4r	{ v5.16b, v6.16b, v7.16b, v8.16b }, [x24]
	ld4r	{ v9.16b, v10.16b, v11.16b, v12.16b }, [x0]
	ld4r	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x21]
	ld4r	{ v21.16b, v22.16b, v23.16b, v24.16b }, [x22]
	ld4r	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x30], x13
	ld4r	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x0], x4
	ld4r	{ v24.16b, v25.16b, v26.16b, v27.16b }, [x25], x17
	ld4r	{ v11.16b, v12.16b, v13.16b, v14.16b }, [x10], x14
	ld4r	{ v7.1d, v8.1d, v9.1d, v10.1d }, [x24]
	ld4r	{ v29.1d, v30.1d, v31.1d, v0.1d }, [x13]
	ld4r	{ v29.1d, v30.1d, v31.1d, v0.1d }, [x2]
	ld4r	{ v17.1d, v18.1d, v19.1d, v20.1d }, [x2]
	ld4r	{ v17.1d, v18.1d, v19.1d, v20.1d }, [x7], x11
	ld4r	{ v5.1d, v6.1d, v7.1d, v8.1d }, [sp], x24
	ld4r	{ v5.1d, v6.1d, v7.1d, v8.1d }, [x8], x5
	ld4r	{ v27.1d, v28.1d, v29.1d, v30.1d }, [x25], x10
	ld4r	{ v2.2d, v3.2d, v4.2d, v5.2d }, [x4]
	ld4r	{ v18.2d, v19.2d, v20.2d, v21.2d }, [x13]
	ld4r	{ v25.2d, v26.2d, v27.2d, v28.2d }, [x25]
	ld4r	{ v21.2d, v22.2d, v23.2d, v24.2d }, [x8]
	ld4r	{ v15.2d, v16.2d, v17.2d, v18.2d }, [x8], x15
	ld4r	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x27], x7
	ld4r	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x23], x12
	ld4r	{ v19.2d, v20.2d, v21.2d, v22.2d }, [x4], x6
	ld4r	{ v25.2s, v26.2s, v27.2s, v28.2s }, [x29]
	ld4r	{ v27.2s, v28.2s, v29.2s, v30.2s }, [x25]
	ld4r	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x13]
	ld4r	{ v5.2s, v6.2s, v7.2s, v8.2s }, [x14]
	ld4r	{ v27.2s, v28.2s, v29.2s, v30.2s }, [x11], x18
	ld4r	{ v6.2s, v7.2s, v8.2s, v9.2s }, [x15], x0
	ld4r	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x10], x11
	ld4r	{ v7.2s, v8.2s, v9.2s, v10.2s }, [x30], x27
	ld4r	{ v28.4h, v29.4h, v30.4h, v31.4h }, [x9]
	ld4r	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x11]
	ld4r	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x10]
	ld4r	{ v31.4h, v0.4h, v1.4h, v2.4h }, [x1]
	ld4r	{ v19.4h, v20.4h, v21.4h, v22.4h }, [x14], x19
	ld4r	{ v4.4h, v5.4h, v6.4h, v7.4h }, [x23], x9
	ld4r	{ v16.4h, v17.4h, v18.4h, v19.4h }, [x22], x19
	ld4r	{ v5.4h, v6.4h, v7.4h, v8.4h }, [x28], x9
	ld4r	{ v19.4s, v20.4s, v21.4s, v22.4s }, [x30]
	ld4r	{ v17.4s, v18.4s, v19.4s, v20.4s }, [x10]
	ld4r	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x1]
	ld4r	{ v29.4s, v30.4s, v31.4s, v0.4s }, [x2]
	ld4r	{ v15.4s, v16.4s, v17.4s, v18.4s }, [x11], x5
	ld4r	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x18], x12
	ld4r	{ v28.4s, v29.4s, v30.4s, v31.4s }, [x30], x23
	ld4r	{ v21.4s, v22.4s, v23.4s, v24.4s }, [x11], x11
	ld4r	{ v18.8b, v19.8b, v20.8b, v21.8b }, [x13]
	ld4r	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x17]
	ld4r	{ v8.8b, v9.8b, v10.8b, v11.8b }, [x21]
	ld4r	{ v8.8b, v9.8b, v10.8b, v11.8b }, [x2]
	ld4r	{ v5.8b, v6.8b, v7.8b, v8.8b }, [x7], x9
	ld4r	{ v12.8b, v13.8b, v14.8b, v15.8b }, [x21], x1
	ld4r	{ v11.8b, v12.8b, v13.8b, v14.8b }, [x26], x16
	ld4r	{ v18.8b, v19.8b, v20.8b, v21.8b }, [x7], x19
	ld4r	{ v3.8h, v4.8h, v5.8h, v6.8h }, [x7]
	ld4r	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x19]
	ld4r	{ v24.8h, v25.8h, v26.8h, v27.8h }, [x3]
	ld4r	{ v12.8h, v13.8h, v14.8h, v15.8h }, [x22]
	ld4r	{ v8.8h, v9.8h, v10.8h, v11.8h }, [x9], x18
	ld4r	{ v20.8h, v21.8h, v22.8h, v23.8h }, [x0], x8
	ld4r	{ v11.8h, v12.8h, v13.8h, v14.8h }, [x13], x1
	ld4r	{ v23.8h, v24.8h, v25.8h, v26.8h }, [x23], x4
	ld4	{ v4.b, v5.b, v6.b, v7.b }[11], [x28]
	ld4	{ v26.b, v27.b, v28.b, v29.b }[15], [x7]
	ld4	{ v19.b, v20.b, v21.b, v22.b }[9], [x18]
	ld4	{ v31.b, v0.b, v1.b, v2.b }[0], [x20]
	ld4	{ v4.b, v5.b, v6.b, v7.b }[0], [x18], x17
	ld4	{ v29.b, v30.b, v31.b, v0.b }[7], [x25], x17
	ld4	{ v21.b, v22.b, v23.b, v24.b }[0], [x10], x17
	ld4	{ v10.b, v11.b, v12.b, v13.b }[14], [x9], x13
	ld4	{ v13.d, v14.d, v15.d, v16.d }[1], [x1]
	ld4	{ v0.d, v1.d, v2.d, v3.d }[0], [x15]
	ld4	{ v8.d, v9.d, v10.d, v11.d }[1], [x1]
	ld4	{ v14.d, v15.d, v16.d, v17.d }[1], [x3]
	ld4	{ v24.d, v25.d, v26.d, v27.d }[1], [x18], x15
	ld4	{ v10.d, v11.d, v12.d, v13.d }[1], [x18], x4
	ld4	{ v8.d, v9.d, v10.d, v11.d }[0], [x3], #32
	ld4	{ v25.d, v26.d, v27.d, v28.d }[1], [x2], x23
	ld4	{ v14.h, v15.h, v16.h, v17.h }[3], [x10]
	ld4	{ v10.h, v11.h, v12.h, v13.h }[0], [x23]
	ld4	{ v1.h, v2.h, v3.h, v4.h }[7], [x28]
	ld4	{ v30.h, v31.h, v0.h, v1.h }[0], [x26]
	ld4	{ v11.h, v12.h, v13.h, v14.h }[5], [x12], x20
	ld4	{ v31.h, v0.h, v1.h, v2.h }[0], [x24], x12
	ld4	{ v29.h, v30.h, v31.h, v0.h }[6], [sp], x8
	ld4	{ v4.h, v5.h, v6.h, v7.h }[0], [x16], x12
	ld4	{ v26.s, v27.s, v28.s, v29.s }[1], [x20]
	ld4	{ v18.s, v19.s, v20.s, v21.s }[1], [x5]
	ld4	{ v3.s, v4.s, v5.s, v6.s }[2], [x8]
	ld4	{ v24.s, v25.s, v26.s, v27.s }[0], [x0]
	ld4	{ v0.s, v1.s, v2.s, v3.s }[2], [x15], x5
	ld4	{ v20.s, v21.s, v22.s, v23.s }[2], [x29], x13
	ld4	{ v5.s, v6.s, v7.s, v8.s }[3], [x16], x15
	ld4	{ v1.s, v2.s, v3.s, v4.s }[0], [x30], x3
	ld4	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x18]
	ld4	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x24]
	ld4	{ v7.16b, v8.16b, v9.16b, v10.16b }, [x24]
	ld4	{ v0.16b, v1.16b, v2.16b, v3.16b }, [x9]
	ld4	{ v18.16b, v19.16b, v20.16b, v21.16b }, [sp], x9
	ld4	{ v11.16b, v12.16b, v13.16b, v14.16b }, [x15], x11
	ld4	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x29], x18
	ld4	{ v17.16b, v18.16b, v19.16b, v20.16b }, [x17], x0
	ld4	{ v25.2d, v26.2d, v27.2d, v28.2d }, [x1]
	ld4	{ v17.2d, v18.2d, v19.2d, v20.2d }, [x26]
	ld4	{ v24.2d, v25.2d, v26.2d, v27.2d }, [x21]
	ld4	{ v22.2d, v23.2d, v24.2d, v25.2d }, [x27]
	ld4	{ v5.2d, v6.2d, v7.2d, v8.2d }, [x23], x13
	ld4	{ v19.2d, v20.2d, v21.2d, v22.2d }, [x26], x22
	ld4	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x30], x30
	ld4	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x16], x5
	ld4	{ v7.2s, v8.2s, v9.2s, v10.2s }, [x8]
	ld4	{ v24.2s, v25.2s, v26.2s, v27.2s }, [x24]
	ld4	{ v21.2s, v22.2s, v23.2s, v24.2s }, [x20]
	ld4	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x21]
	ld4	{ v21.2s, v22.2s, v23.2s, v24.2s }, [x19], x0
	ld4	{ v3.2s, v4.2s, v5.2s, v6.2s }, [x8], x18
	ld4	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x10], x5
	ld4	{ v6.2s, v7.2s, v8.2s, v9.2s }, [x16], x12
	ld4	{ v0.4h, v1.4h, v2.4h, v3.4h }, [x21]
	ld4	{ v27.4h, v28.4h, v29.4h, v30.4h }, [x4]
	ld4	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x26]
	ld4	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x17]
	ld4	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x6], x6
	ld4	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x18], x4
	ld4	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x25], x1
	ld4	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x27], x21
	ld4	{ v21.4s, v22.4s, v23.4s, v24.4s }, [x13]
	ld4	{ v19.4s, v20.4s, v21.4s, v22.4s }, [x1]
	ld4	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x11]
	ld4	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x27]
	ld4	{ v27.4s, v28.4s, v29.4s, v30.4s }, [x25], x10
	ld4	{ v28.4s, v29.4s, v30.4s, v31.4s }, [x6], x26
	ld4	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x21], x28
	ld4	{ v13.4s, v14.4s, v15.4s, v16.4s }, [x3], x24
	ld4	{ v31.8b, v0.8b, v1.8b, v2.8b }, [x15]
	ld4	{ v10.8b, v11.8b, v12.8b, v13.8b }, [x2]
	ld4	{ v16.8b, v17.8b, v18.8b, v19.8b }, [x10]
	ld4	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x9]
	ld4	{ v5.8b, v6.8b, v7.8b, v8.8b }, [x15], x25
	ld4	{ v15.8b, v16.8b, v17.8b, v18.8b }, [x27], x4
	ld4	{ v3.8b, v4.8b, v5.8b, v6.8b }, [x20], x12
	ld4	{ v11.8b, v12.8b, v13.8b, v14.8b }, [x15], x26
	ld4	{ v15.8h, v16.8h, v17.8h, v18.8h }, [x12]
	ld4	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x24]
	ld4	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x12]
	ld4	{ v21.8h, v22.8h, v23.8h, v24.8h }, [x5]
	ld4	{ v3.8h, v4.8h, v5.8h, v6.8h }, [x3], x12
	ld4	{ v31.8h, v0.8h, v1.8h, v2.8h }, [x23], x26
	ld4	{ v4.8h, v5.8h, v6.8h, v7.8h }, [x25], x27
	ld4	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x26], x30
	ldar	w13, [x7]
	ldar	w4, [x25]
	ldar	w6, [x24]
	ldar	w5, [x27]
	ldar	x6, [x10]
	ldar	x17, [x28]
	ldar	x11, [x23]
	ldar	x16, [x19]
	ldarb	w25, [x13]
	ldarb	w16, [x19]
	ldarb	w7, [x29]
	ldarb	w5, [x23]
	ldarh	w13, [x22]
	ldarh	w22, [x17]
	ldarh	w1, [x26]
	ldarh	w3, [x8]
	ldaxp	w23, w7, [x22]
	ldaxp	w24, w4, [x16]
	ldaxp	w19, w25, [x3]
	ldaxp	w6, w16, [x25]
	ldaxp	x9, x0, [x18]
	ldaxp	x30, x19, [x22]
	ldaxp	x7, x8, [x22]
	ldaxp	x16, x28, [x30]
	ldaxr	w18, [x19]
	ldaxr	w20, [x3]
	ldaxr	w8, [x4]
	ldaxr	w24, [x8]
	ldaxr	x15, [x26]
	ldaxr	x9, [x30]
	ldaxr	x4, [x15]
	ldaxr	x4, [x2]
	ldaxrb	w16, [x17]
	ldaxrb	w28, [x7]
	ldaxrb	w6, [x5]
	ldaxrb	w26, [x13]
	ldaxrh	w1, [x16]
	ldaxrh	w2, [x12]
	ldaxrh	w27, [x10]
	ldaxrh	w12, [x20]
	ldnp	d19, d17, [x16]
	ldnp	d26, d10, [x27, #-480]
	ldnp	d2, d27, [x23]
	ldnp	d26, d20, [x5]
	ldnp	q24, q30, [x21, #-496]
	ldnp	q11, q12, [x0]
	ldnp	q30, q27, [x0]
	ldnp	q21, q20, [x7, #-352]
	ldnp	s11, s6, [x17, #-104]
	ldnp	s14, s15, [x13, #-212]
	ldnp	s10, s19, [x25, #84]
	ldnp	s29, s13, [x18, #-256]
	ldnp	w6, w28, [x29, #68]
	ldnp	w21, w9, [x18]
	ldnp	w6, w18, [x17]
	ldnp	wzr, wzr, [x6, #-84]
	ldnp	x9, x12, [x14, #384]
	ldnp	x9, x22, [x9]
	ldnp	x17, x11, [x26, #-280]
	ldnp	x15, x23, [sp, #-240]
	ldp	d12, d23, [x25, #-272]
	ldp	d10, d9, [x8]
	ldp	d1, d14, [x25, #-488]
	ldp	d20, d27, [x18, #-64]
	ldp	d7, d9, [x7], #0
	ldp	d5, d23, [x16], #-224
	ldp	d18, d4, [x1], #-512
	ldp	d3, d0, [x7], #-112
	ldp	d15, d6, [x26, #0]!
	ldp	d26, d9, [x29, #0]!
	ldp	d25, d11, [x18, #384]!
	ldp	d12, d17, [x30, #224]!
	ldp	q25, q13, [x25]
	ldp	q20, q23, [x7, #-928]
	ldp	q12, q18, [x23, #272]
	ldp	q22, q29, [x30, #-448]
	ldp	q10, q18, [x16], #-240
	ldp	q15, q17, [x2], #-576
	ldp	q20, q18, [x24], #-272
	ldp	q5, q25, [x1], #992
	ldp	q17, q10, [x10, #0]!
	ldp	q10, q17, [x4, #-608]!
	ldp	q23, q9, [sp, #-1024]!
	ldp	q13, q10, [x10, #-608]!
	ldpsw	x10, x27, [x30, #-256]
	ldpsw	x26, x28, [x19, #64]
	ldpsw	x2, x28, [x5, #-4]
	ldpsw	x6, x3, [x28, #-152]
	ldpsw	x23, x15, [x0], #-56
	ldpsw	x9, x28, [x21], #36
	ldpsw	x28, x0, [x30], #-4
	ldpsw	x11, x24, [x11], #-108
	ldpsw	x15, x5, [x17, #48]!
	ldpsw	x1, x26, [x27, #88]!
	ldpsw	x16, x17, [x12, #-256]!
	ldpsw	x29, x4, [x16, #224]!
	ldp	s3, s28, [x2, #-72]
	ldp	s14, s3, [x20, #12]
	ldp	s24, s12, [x12]
	ldp	s31, s15, [x9]
	ldp	s14, s12, [sp], #16
	ldp	s12, s30, [x6], #-64
	ldp	s31, s25, [x7], #84
	ldp	s27, s25, [sp], #-204
	ldp	s18, s21, [x17, #252]!
	ldp	s15, s30, [x0, #0]!
	ldp	s31, s30, [x4, #-188]!
	ldp	s23, s19, [x1, #-228]!
	ldp	w2, w10, [x30]
	ldp	w27, w26, [x8, #188]
	ldp	w19, w0, [x0, #-68]
	ldp	w23, w26, [x12]
	ldp	w6, w11, [x12], #-4
	ldp	w9, w11, [x24], #40
	ldp	w30, w16, [x20], #-48
	ldp	w9, w19, [x27], #64
	ldp	w11, w21, [x17, #-4]!
	ldp	w2, w27, [x18, #148]!
	ldp	w14, w15, [x22, #104]!
	ldp	w21, w20, [x4, #216]!
	ldp	x29, x19, [x1]
	ldp	x8, x13, [x1, #-384]
	ldp	x26, x11, [x26]
	ldp	x14, x18, [x10]
	ldp	x30, x7, [x9], #-16
	ldp	x4, x15, [x3], #256
	ldp	x23, x19, [x13], #392
	ldp	x7, x29, [x15], #216
	ldp	x6, x12, [x9, #-472]!
	ldp	x4, x8, [x1, #80]!
	ldp	x6, x9, [x17, #328]!
	ldp	x9, x22, [x28, #184]!
	ldur	b17, [x27]
	ldur	b16, [x16]
	ldur	b18, [x8, #-183]
	ldur	b9, [x20]
	ldr	b19, [x12], #-104
	ldr	b14, [x20], #-152
	ldr	b15, [x15], #93
	ldr	b9, [x14], #-47
	ldr	b18, [x20, #1]!
	ldr	b1, [x20, #-121]!
	ldr	b19, [x5, #103]!
	ldr	b30, [x23, #-226]!
	ldr	b20, [x5, w8, sxtw]
	ldr	b21, [x29, w26, uxtw #0]
	ldr	b27, [x27, w8, sxtw]
	ldr	b5, [x2, w21, uxtw #0]
	ldr	b1, [x22, x5, sxtx]
	ldr	b27, [x1, x21, sxtx]
	ldr	b14, [sp, x30]
	ldr	b19, [x4, x25, sxtx #0]
	ldr	b0, [x7]
	ldr	b15, [x5]
	ldr	b6, [sp, #2190]
	ldr	b21, [x23, #2631]
	ldurb	w0, [x19, #-1]
	ldurb	w28, [x3, #-54]
	ldurb	w9, [x2]
	ldurb	w19, [x19, #-205]
	ldrb	w27, [x26], #87
	ldrb	w25, [x28], #89
	ldrb	w2, [x16], #-1
	ldrb	w22, [x27], #-256
	ldrb	w5, [x8, #-22]!
	ldrb	w12, [x24, #0]!
	ldrb	w4, [sp, #-169]!
	ldrb	w18, [x16, #185]!
	ldrb	w10, [x5, w15, uxtw]
	ldrb	w24, [x21, w2, uxtw #0]
	ldrb	wzr, [x30, w30, sxtw #0]
	ldrb	w24, [x13, w22, uxtw]
	ldrb	w17, [x4, x28, lsl #0]
	ldrb	w26, [x9, x2, sxtx #0]
	ldrb	w10, [x21, x8, sxtx #0]
	ldrb	w17, [x20, x22, lsl #0]
	ldrb	w11, [x21, #1541]
	ldrb	w14, [x0, #1194]
	ldrb	w7, [x20, #228]
	ldrb	wzr, [x2, #1962]
	ldur	d21, [x18]
	ldur	d21, [x3, #105]
	ldur	d14, [x21]
	ldur	d23, [x30, #-136]
	ldr	d30, [x16], #199
	ldr	d23, [x23], #7
	ldr	d23, [x1], #255
	ldr	d22, [x6], #154
	ldr	d5, [x6, #232]!
	ldr	d2, [x30, #-179]!
	ldr	d11, [x17, #69]!
	ldr	d24, [x19, #89]!
	ldr	d25, [x16, w24, uxtw]
	ldr	d10, [x9, w25, uxtw]
	ldr	d14, [x16, w25, sxtw]
	ldr	d25, [x5, w28, sxtw]
	ldr	d0, [x28, x19, lsl #3]
	ldr	d9, [x7, x1, sxtx #3]
	ldr	d26, [x10, x25]
	ldr	d22, [x16, x5, sxtx]
	ldr	d24, [x22]
	ldr	d30, [x15]
	ldr	d0, [x23]
	ldr	d21, [x2, #4592]
	ldr	d21, #674528
	ldr	d2, #14272
	ldr	d22, #0
	ldr	d25, #-794124
	ldur	h21, [x15, #-60]
	ldur	h5, [x9, #-162]
	ldur	h30, [x25, #-256]
	ldur	h6, [x7, #-13]
	ldr	h29, [x9], #1
	ldr	h13, [x2], #48
	ldr	h25, [x13], #239
	ldr	h4, [x12], #48
	ldr	h3, [x11, #1]!
	ldr	h4, [sp, #135]!
	ldr	h31, [x16, #-1]!
	ldr	h27, [x8, #-93]!
	ldr	h23, [x19, w16, sxtw #1]
	ldr	h28, [x25, w0, uxtw #1]
	ldr	h28, [x23, w22, uxtw #1]
	ldr	h8, [x18, w0, sxtw]
	ldr	h20, [x20, x15]
	ldr	h24, [x22, x15, sxtx #1]
	ldr	h1, [x16, x6, sxtx]
	ldr	h13, [x1, x28, lsl #1]
	ldr	h11, [x30]
	ldr	h20, [x20]
	ldr	h26, [x19, #1036]
	ldr	h11, [x14]
	ldurh	w27, [x19, #-32]
	ldurh	w6, [x29]
	ldurh	w19, [x12, #-210]
	ldurh	w30, [x1, #-107]
	ldrh	w20, [x11], #0
	ldrh	w0, [x28], #-115
	ldrh	w23, [x24], #-185
	ldrh	w13, [x30], #198
	ldrh	w24, [x22, #18]!
	ldrh	w15, [x22, #-126]!
	ldrh	w17, [x16, #1]!
	ldrh	w7, [x13, #93]!
	ldrh	w19, [x27, w22, uxtw #1]
	ldrh	w9, [x21, w23, uxtw #1]
	ldrh	w16, [x25, w20, sxtw #1]
	ldrh	w13, [sp, w28, uxtw #1]
	ldrh	w12, [x26, x13, sxtx]
	ldrh	w0, [x15, x5, sxtx]
	ldrh	w16, [x19, x13, lsl #1]
	ldrh	w24, [x3, x1, sxtx #1]
	ldrh	w6, [x0, #520]
	ldrh	w17, [x22]
	ldrh	w19, [x0, #8106]
	ldrh	w22, [x10]
	ldur	q16, [x9, #36]
	ldur	q18, [x13, #90]
	ldur	q3, [x2, #161]
	ldur	q26, [x16]
	ldr	q15, [x21], #-1
	ldr	q27, [x3], #-193
	ldr	q29, [x10], #-43
	ldr	q13, [x30], #-163
	ldr	q1, [x13, #138]!
	ldr	q14, [x0, #-151]!
	ldr	q17, [x0, #-256]!
	ldr	q5, [x2, #85]!
	ldr	q19, [x6, w2, uxtw #4]
	ldr	q15, [x14, w5, uxtw]
	ldr	q11, [x20, w22, uxtw #4]
	ldr	q7, [x19, w14, uxtw #4]
	ldr	q18, [x27, x3, sxtx]
	ldr	q17, [x16, x15]
	ldr	q4, [sp, x10, lsl #4]
	ldr	q3, [x3, x27, sxtx #4]
	ldr	q2, [x13]
	ldr	q13, [x10, #26672]
	ldr	q26, [x8, #65152]
	ldr	q10, [x5, #56256]
	ldr	q26, #0
	ldr	q4, #-1048576
	ldr	q8, #716892
	ldr	q17, #-1010808
	ldursb	w21, [x4]
	ldursb	w14, [x5, #-256]
	ldursb	w21, [x8, #113]
	ldursb	w19, [x24, #189]
	ldrsb	w5, [x14], #-28
	ldrsb	w6, [x21], #119
	ldrsb	w3, [x7], #1
	ldrsb	w4, [x24], #170
	ldrsb	w6, [x10, #189]!
	ldrsb	w3, [x14, #255]!
	ldrsb	w26, [x13, #-229]!
	ldrsb	w26, [x14, #-32]!
	ldrsb	w0, [x6, w30, uxtw]
	ldrsb	w22, [sp, w2, sxtw #0]
	ldrsb	w26, [x22, w24, sxtw #0]
	ldrsb	w13, [x7, w4, sxtw]
	ldrsb	w23, [x12, x3, sxtx]
	ldrsb	w28, [x3, x23, sxtx]
	ldrsb	w7, [x1, x19, lsl #0]
	ldrsb	w19, [x0, x9, lsl #0]
	ldrsb	w23, [x5, #348]
	ldrsb	w13, [x6, #2466]
	ldrsb	w23, [x11, #3419]
	ldrsb	w14, [x9, #1925]
	ldursb	x15, [x0, #-256]
	ldursb	x17, [x0, #164]
	ldursb	x16, [x29]
	ldursb	x14, [x1, #-198]
	ldrsb	x7, [x26], #225
	ldrsb	x6, [x7], #-79
	ldrsb	x10, [x21], #-19
	ldrsb	x3, [x16], #-188
	ldrsb	x3, [x10, #237]!
	ldrsb	x23, [x20, #-256]!
	ldrsb	x17, [x6, #185]!
	ldrsb	x25, [x27, #-1]!
	ldrsb	x25, [x8, w3, sxtw]
	ldrsb	x13, [x7, w24, sxtw]
	ldrsb	x29, [x27, w30, sxtw #0]
	ldrsb	x18, [x7, w11, sxtw #0]
	ldrsb	x1, [x23, x7]
	ldrsb	x28, [x25, x29, sxtx]
	ldrsb	x1, [x19, xzr, sxtx #0]
	ldrsb	x15, [x1, x6, sxtx #0]
	ldrsb	x19, [x23, #2787]
	ldrsb	x10, [x29]
	ldrsb	x6, [x7, #1]
	ldrsb	x0, [x12, #1]
	ldursh	w20, [x22, #189]
	ldursh	w14, [x15, #80]
	ldursh	w18, [x5]
	ldursh	w5, [x26, #-64]
	ldrsh	w3, [x5], #-156
	ldrsh	w14, [x0], #0
	ldrsh	w9, [x6], #14
	ldrsh	w26, [x30], #-73
	ldrsh	w3, [x8, #-181]!
	ldrsh	wzr, [x16, #-223]!
	ldrsh	w8, [x21, #-46]!
	ldrsh	w27, [x30, #-144]!
	ldrsh	w5, [x1, w2, sxtw #1]
	ldrsh	w6, [x11, w6, uxtw #1]
	ldrsh	w29, [x20, w3, uxtw]
	ldrsh	w19, [x8, w30, uxtw]
	ldrsh	w11, [x27, x14]
	ldrsh	w27, [x29, x2, lsl #1]
	ldrsh	w2, [x25, x1]
	ldrsh	w20, [x2, xzr, sxtx]
	ldrsh	w28, [x0, #1212]
	ldrsh	w26, [x0, #8186]
	ldrsh	w4, [x4]
	ldrsh	w9, [x2]
	ldursh	x19, [x4, #-50]
	ldursh	x8, [x0]
	ldursh	x15, [x14]
	ldursh	x10, [x12]
	ldrsh	x26, [x20], #-1
	ldrsh	x6, [x29], #89
	ldrsh	x27, [x25], #1
	ldrsh	x28, [x23], #-108
	ldrsh	x22, [x1, #-68]!
	ldrsh	x1, [x13, #-256]!
	ldrsh	x29, [x19, #-1]!
	ldrsh	x10, [x14, #70]!
	ldrsh	x13, [x14, w2, uxtw]
	ldrsh	x11, [x3, w16, sxtw]
	ldrsh	x21, [x2, w26, sxtw #1]
	ldrsh	x23, [sp, w13, uxtw #1]
	ldrsh	x30, [x13, x10, sxtx]
	ldrsh	x19, [x8, x4, lsl #1]
	ldrsh	x14, [x11, x6, sxtx #1]
	ldrsh	x13, [x23, x14, sxtx #1]
	ldrsh	x1, [x12, #5290]
	ldrsh	x29, [x24, #6192]
	ldrsh	x26, [x18]
	ldrsh	x15, [x5, #6092]
	ldursw	x6, [x16]
	ldursw	x27, [x27, #3]
	ldursw	x4, [x22]
	ldursw	x1, [x23, #160]
	ldrsw	x23, #-443664
	ldrsw	x15, #237516
	ldrsw	x4, #799492
	ldrsw	x5, #745536
	ldrsw	x17, [x4], #-104
	ldrsw	x20, [x30], #-136
	ldrsw	x30, [x12], #94
	ldrsw	x2, [x16], #133
	ldrsw	x27, [x8, #-227]!
	ldrsw	x25, [x10, #-237]!
	ldrsw	x22, [x29, #99]!
	ldrsw	x22, [x26, #-15]!
	ldrsw	x4, [x12, w1, uxtw #2]
	ldrsw	x20, [x7, w20, sxtw]
	ldrsw	x18, [x4, w9, uxtw #2]
	ldrsw	x17, [x27, w14, uxtw #2]
	ldrsw	x8, [x15, x28, sxtx #2]
	ldrsw	x13, [x8, x9, sxtx]
	ldrsw	x19, [x4, x16, sxtx #2]
	ldrsw	x10, [x30, x22, sxtx #2]
	ldrsw	x2, [x14]
	ldrsw	x9, [x2]
	ldrsw	x21, [x8, #7920]
	ldrsw	x23, [x27]
	ldur	s4, [x14, #-235]
	ldur	s10, [x15]
	ldur	s10, [x1]
	ldur	s16, [x30]
	ldr	s18, [x24], #-70
	ldr	s7, [x28], #-61
	ldr	s7, [x5], #-53
	ldr	s28, [x2], #149
	ldr	s23, [x18, #180]!
	ldr	s29, [x19, #-116]!
	ldr	s26, [x6, #248]!
	ldr	s18, [x9, #169]!
	ldr	s12, [sp, w26, sxtw]
	ldr	s31, [x28, w1, uxtw #2]
	ldr	s6, [x22, w25, sxtw]
	ldr	s1, [x0, w5, uxtw #2]
	ldr	s23, [x14, x14, sxtx #2]
	ldr	s22, [x18, x16, sxtx #2]
	ldr	s18, [x24, x18, lsl #2]
	ldr	s28, [x18, x12, lsl #2]
	ldr	s27, [x0]
	ldr	s11, [x15]
	ldr	s19, [x30]
	ldr	s4, [x9, #13164]
	ldr	s23, #835136
	ldr	s4, #0
	ldr	s29, #-232616
	ldr	s29, #384648
	ldur	w25, [x19, #-251]
	ldur	w4, [x30, #83]
	ldur	w29, [x20, #-79]
	ldur	w16, [x20, #1]
	ldr	w13, #359844
	ldr	w29, #-1032336
	ldr	w1, #290716
	ldr	w29, #-738460
	ldr	w29, [x26], #-21
	ldr	w19, [x26], #66
	ldr	w0, [x29], #-241
	ldr	w7, [x6], #24
	ldr	w12, [x25, #-256]!
	ldr	w22, [x9, #-216]!
	ldr	w13, [x21, #-219]!
	ldr	w29, [sp, #235]!
	ldr	w16, [x8, wzr, uxtw #2]
	ldr	w18, [x4, w1, uxtw]
	ldr	w9, [x8, w26, sxtw #2]
	ldr	w22, [x19, w1, sxtw]
	ldr	w3, [x4, x15, sxtx]
	ldr	w0, [x28, x29]
	ldr	w13, [x23, x15, sxtx]
	ldr	w14, [x21, x28, sxtx #2]
	ldr	w18, [x14]
	ldr	wzr, [x16, #8044]
	ldr	w7, [x18, #15712]
	ldr	w19, [x17]
	ldur	x10, [x9, #-252]
	ldur	x27, [x13, #-160]
	ldur	x5, [x6]
	ldur	x17, [x27, #238]
	ldr	x15, #-715104
	ldr	x3, #806068
	ldr	x9, #308716
	ldr	x24, #-908996
	ldr	x3, [x18], #-256
	ldr	x8, [x18], #6
	ldr	x3, [x29], #113
	ldr	x18, [x10], #-256
	ldr	x4, [x5, #67]!
	ldr	x26, [x2, #218]!
	ldr	x17, [x11, #191]!
	ldr	x29, [x27, #-86]!
	ldr	x2, [x15, w22, uxtw #3]
	ldr	x4, [x1, w8, uxtw #3]
	ldr	x26, [x27, w27, sxtw]
	ldr	x27, [x20, w13, sxtw #3]
	ldr	x27, [x25, x5, lsl #3]
	ldr	x21, [x0, x13, sxtx]
	ldr	x26, [x29, x29, sxtx #3]
	ldr	x17, [x11, x9]
	ldr	x19, [x3, #11592]
	ldr	x30, [x17]
	ldr	x10, [x28]
	ldr	x30, [x8, #13144]
	ldtrb	w3, [x15, #181]
	ldtrb	w6, [x8, #204]
	ldtrb	w21, [x20, #97]
	ldtrb	w25, [x23, #-156]
	ldtrh	w24, [x27]
	ldtrh	w4, [x19, #84]
	ldtrh	w15, [x14, #-117]
	ldtrh	w17, [x14]
	ldtrsb	w22, [x0]
	ldtrsb	w27, [x15, #255]
	ldtrsb	w24, [x30]
	ldtrsb	w24, [sp]
	ldtrsb	x28, [x25, #-86]
	ldtrsb	x22, [x30, #80]
	ldtrsb	x15, [x14]
	ldtrsb	x30, [x20, #255]
	ldtrsh	w18, [x14]
	ldtrsh	w19, [x25, #-62]
	ldtrsh	w27, [x26, #135]
	ldtrsh	w3, [x27]
	ldtrsh	x12, [x25, #182]
	ldtrsh	x16, [x24, #-214]
	ldtrsh	x9, [x3, #245]
	ldtrsh	x7, [x26]
	ldtrsw	x18, [x8, #174]
	ldtrsw	xzr, [x2, #-152]
	ldtrsw	x30, [x11, #10]
	ldtrsw	x27, [x8, #-5]
	ldtr	w21, [x25, #-235]
	ldtr	w24, [x5, #-101]
	ldtr	w7, [x8]
	ldtr	w7, [x19]
	ldtr	x24, [x26]
	ldtr	x2, [x9]
	ldtr	x12, [x1, #185]
	ldtr	x4, [x18, #-111]
	ldxp	w7, w18, [x15]
	ldxp	w3, w6, [x19]
	ldxp	w20, w21, [x10]
	ldxp	wzr, w22, [x2]
	ldxp	x19, x23, [x10]
	ldxp	x10, x7, [x24]
	ldxp	x26, x6, [x26]
	ldxp	x14, x27, [x27]
	ldxr	w29, [x2]
	ldxr	w7, [x24]
	ldxr	w30, [x13]
	ldxr	w8, [x18]
	ldxr	x13, [x3]
	ldxr	x19, [x22]
	ldxr	x13, [x27]
	ldxr	x14, [x29]
	ldxrb	w30, [x30]
	ldxrb	w7, [x14]
	ldxrb	w12, [x11]
	ldxrb	w10, [x10]
	ldxrh	w20, [x13]
	ldxrh	w25, [x18]
	ldxrh	w18, [x19]
	ldxrh	w0, [x24]
	lsl	w24, w12, w22
	lsl	wzr, w24, w13
	lsl	w28, w1, w24
	lsl	w24, w6, w30
	lsl	xzr, x3, x4
	lsl	xzr, x24, x9
	lsl	x27, x1, x6
	lsl	x5, x24, x26
	lsr	w14, w2, w0
	lsr	wzr, w13, w10
	lsr	w4, w13, w16
	lsr	w24, w23, w23
	lsr	x6, x27, x21
	lsr	x29, x24, x11
	lsr	x18, x1, x3
	lsr	x27, x8, x5
	madd	w13, w28, w29, w19
	madd	w3, w22, w27, w12
	madd	w13, w23, w24, w30
	mul	w5, w26, w11
	madd	x22, x26, x15, x15
	mul	x17, x26, x30
	madd	x9, x1, x24, x26
	madd	x29, x27, x21, x21
	mla	v7.2s, v13.2s, v15.s[0]
	mla	v9.2s, v5.2s, v18.s[0]
	mla	v27.2s, v12.2s, v1.s[3]
	mla	v28.2s, v14.2s, v12.s[0]
	mla	v10.4h, v12.4h, v3.h[0]
	mla	v8.4h, v19.4h, v2.h[4]
	mla	v28.4h, v11.4h, v5.h[4]
	mla	v22.4h, v17.4h, v9.h[0]
	mla	v20.4s, v30.4s, v25.s[2]
	mla	v4.4s, v31.4s, v14.s[2]
	mla	v28.4s, v18.4s, v27.s[0]
	mla	v30.4s, v28.4s, v25.s[3]
	mla	v17.8h, v7.8h, v9.h[6]
	mla	v16.8h, v25.8h, v11.h[7]
	mla	v28.8h, v21.8h, v0.h[1]
	mla	v17.8h, v28.8h, v2.h[3]
	mla	v23.16b, v29.16b, v11.16b
	mla	v5.16b, v1.16b, v26.16b
	mla	v11.16b, v21.16b, v12.16b
	mla	v0.16b, v7.16b, v15.16b
	mla	v9.2s, v18.2s, v27.2s
	mla	v22.2s, v9.2s, v17.2s
	mla	v7.2s, v18.2s, v18.2s
	mla	v29.2s, v24.2s, v9.2s
	mla	v27.4h, v3.4h, v24.4h
	mla	v26.4h, v21.4h, v0.4h
	mla	v17.4h, v29.4h, v20.4h
	mla	v17.4h, v29.4h, v24.4h
	mla	v6.4s, v26.4s, v28.4s
	mla	v18.4s, v19.4s, v21.4s
	mla	v4.4s, v0.4s, v6.4s
	mla	v21.4s, v23.4s, v11.4s
	mla	v19.8b, v2.8b, v19.8b
	mla	v27.8b, v14.8b, v5.8b
	mla	v6.8b, v0.8b, v27.8b
	mla	v17.8b, v7.8b, v24.8b
	mla	v11.8h, v20.8h, v12.8h
	mla	v0.8h, v21.8h, v22.8h
	mla	v29.8h, v12.8h, v29.8h
	mla	v30.8h, v19.8h, v30.8h
	mls	v1.2s, v0.2s, v20.s[3]
	mls	v3.2s, v0.2s, v3.s[2]
	mls	v23.2s, v0.2s, v23.s[0]
	mls	v4.2s, v18.2s, v7.s[0]
	mls	v24.4h, v16.4h, v7.h[3]
	mls	v21.4h, v16.4h, v5.h[2]
	mls	v2.4h, v5.4h, v2.h[0]
	mls	v16.4h, v0.4h, v7.h[6]
	mls	v26.4s, v9.4s, v11.s[3]
	mls	v23.4s, v25.4s, v7.s[2]
	mls	v12.4s, v9.4s, v31.s[0]
	mls	v8.4s, v3.4s, v10.s[1]
	mls	v28.8h, v28.8h, v5.h[1]
	mls	v13.8h, v26.8h, v0.h[2]
	mls	v23.8h, v15.8h, v0.h[0]
	mls	v18.8h, v30.8h, v1.h[7]
	mls	v11.16b, v12.16b, v24.16b
	mls	v23.16b, v12.16b, v8.16b
	mls	v21.16b, v3.16b, v29.16b
	mls	v31.16b, v11.16b, v31.16b
	mls	v9.2s, v11.2s, v16.2s
	mls	v14.2s, v2.2s, v21.2s
	mls	v12.2s, v24.2s, v4.2s
	mls	v10.2s, v14.2s, v8.2s
	mls	v17.4h, v11.4h, v5.4h
	mls	v23.4h, v13.4h, v13.4h
	mls	v16.4h, v16.4h, v9.4h
	mls	v15.4h, v8.4h, v29.4h
	mls	v21.4s, v0.4s, v1.4s
	mls	v27.4s, v1.4s, v13.4s
	mls	v25.4s, v8.4s, v25.4s
	mls	v28.4s, v28.4s, v15.4s
	mls	v29.8b, v30.8b, v8.8b
	mls	v8.8b, v3.8b, v10.8b
	mls	v20.8b, v9.8b, v30.8b
	mls	v7.8b, v29.8b, v10.8b
	mls	v0.8h, v17.8h, v27.8h
	mls	v7.8h, v26.8h, v3.8h
	mls	v15.8h, v10.8h, v29.8h
	mls	v30.8h, v31.8h, v19.8h
	movi	d8, #0xff0000ff00ffff00
	movi	d9, #0xffff0000ff0000ff
	movi	d3, #0xffff00ffff00ffff
	movi	d21, #0000000000000000
	movi	v10.16b, #241
	movi	v19.16b, #219
	movi	v23.16b, #255
	movi	v5.16b, #255
	movi	v27.2d, #0xff00ffff0000ff00
	movi	v27.2d, #0000000000000000
	movi	v3.2d, #0000000000000000
	movi	v21.2d, #0xffffffffffffffff
	movi	v28.2s, #0, lsl #24
	movi	v14.2s, #86, lsl #16
	movi	v20.2s, #56, lsl #24
	movi	v27.2s, #9, lsl #8
	movi	v2.2s, #85, msl #16
	movi	v14.2s, #16, msl #8
	movi	v26.2s, #157, msl #8
	movi	v10.2s, #132, msl #16
	movi	v10.4h, #1, lsl #8
	movi	v19.4h, #0
	movi	v11.4h, #203
	movi	v21.4h, #191
	movi	v30.4s, #194, lsl #8
	movi	v9.4s, #224
	movi	v26.4s, #185, lsl #16
	movi	v31.4s, #244, lsl #8
	movi	v4.4s, #36, msl #16
	movi	v25.4s, #58, msl #8
	movi	v22.4s, #155, msl #8
	movi	v13.4s, #1, msl #8
	movi	v22.8b, #212
	movi	v7.8b, #0
	movi	v18.8b, #33
	movi	v7.8b, #136
	movi	v14.8h, #144
	movi	v11.8h, #168, lsl #8
	movi	v4.8h, #0, lsl #8
	movi	v22.8h, #199
	movk	w8, #19975, lsl #16
	movk	w5, #51406, lsl #16
	movk	w6, #2969, lsl #16
	movk	w28, #5975, lsl #16
	movk	x28, #65535
	movk	x26, #0, lsl #48
	movk	x24, #29247, lsl #32
	movk	x12, #0, lsl #32
	mov	w18, #-2
	movn	w10, #65535
	movn	w8, #0, lsl #16
	mov	w5, #-48179
	mov	x5, #-121727963103233
	movn	x22, #0, lsl #48
	mov	x6, #-82579336200193
	mov	x27, #4695284086510452735
	mov	w15, #47717
	mov	w25, #9402
	mov	w28, #65536
	mov	w19, #52404
	mov	x3, #-6577788730751320064
	mov	x11, #42346
	mov	x3, #9171580641140015104
	mov	x19, #5263863539465977856
	mrs	x9, S2_1_C11_C10_2
	mrs	x24, TRCITCTRL
	mrs	x2, S3_3_C15_C2_5
	mrs	x0, HACR_EL2
	msr	S3_1_C11_C8_6, x19
	msr	S2_4_C11_C14_5, x18
	msr	PMCNTENSET_EL0, x4
	msr	PMEVCNTR20_EL0, x1
	msr	PM, #1
	msr	PM, #1
	msr	PM, #1
	msr	PM, #1
	msr	DAIFSet, #2
	msr	DAIFSet, #14
	msr	SPSel, #13
	msr	SPSel, #14
	mneg	w1, w4, w4
	msub	w2, w14, w30, w20
	msub	w9, w24, w23, w12
	msub	w16, w3, w8, w25
	mneg	x28, x10, x4
	msub	x29, x13, x7, x9
	mneg	x25, x16, x29
	mneg	x3, x24, x5
	mul	v20.2s, v18.2s, v3.s[1]
	mul	v5.2s, v8.2s, v31.s[2]
	mul	v27.2s, v4.2s, v28.s[0]
	mul	v21.2s, v6.2s, v29.s[1]
	mul	v21.4h, v12.4h, v6.h[5]
	mul	v29.4h, v4.4h, v8.h[6]
	mul	v18.4h, v9.4h, v15.h[1]
	mul	v23.4h, v0.4h, v12.h[4]
	mul	v27.4s, v13.4s, v28.s[3]
	mul	v8.4s, v25.4s, v11.s[1]
	mul	v16.4s, v14.4s, v23.s[3]
	mul	v28.4s, v25.4s, v21.s[0]
	mul	v12.8h, v24.8h, v8.h[0]
	mul	v4.8h, v20.8h, v8.h[1]
	mul	v7.8h, v0.8h, v7.h[1]
	mul	v15.8h, v9.8h, v3.h[4]
	mul	v28.16b, v16.16b, v0.16b
	mul	v18.16b, v14.16b, v13.16b
	mul	v10.16b, v24.16b, v23.16b
	mul	v19.16b, v1.16b, v10.16b
	mul	v21.2s, v2.2s, v11.2s
	mul	v19.2s, v3.2s, v17.2s
	mul	v15.2s, v30.2s, v31.2s
	mul	v24.2s, v10.2s, v28.2s
	mul	v6.4h, v31.4h, v17.4h
	mul	v14.4h, v7.4h, v6.4h
	mul	v25.4h, v16.4h, v5.4h
	mul	v5.4h, v23.4h, v21.4h
	mul	v1.4s, v13.4s, v12.4s
	mul	v30.4s, v13.4s, v18.4s
	mul	v23.4s, v21.4s, v6.4s
	mul	v20.4s, v11.4s, v26.4s
	mul	v15.8b, v26.8b, v28.8b
	mul	v5.8b, v25.8b, v26.8b
	mul	v21.8b, v3.8b, v22.8b
	mul	v16.8b, v31.8b, v26.8b
	mul	v13.8h, v6.8h, v5.8h
	mul	v4.8h, v22.8h, v29.8h
	mul	v1.8h, v24.8h, v13.8h
	mul	v6.8h, v30.8h, v8.8h
	mvni	v5.2s, #78, lsl #8
	mvni	v9.2s, #0, lsl #16
	mvni	v29.2s, #245, lsl #24
	mvni	v3.2s, #83, lsl #8
	mvni	v28.2s, #8, msl #8
	mvni	v8.2s, #210, msl #16
	mvni	v27.2s, #255, msl #8
	mvni	v6.2s, #151, msl #8
	mvni	v22.4h, #4
	mvni	v12.4h, #143
	mvni	v30.4h, #16
	mvni	v4.4h, #30
	mvni	v2.4s, #213, lsl #8
	mvni	v6.4s, #29, lsl #24
	mvni	v24.4s, #29
	mvni	v19.4s, #107, lsl #8
	mvni	v28.4s, #1, msl #16
	mvni	v10.4s, #195, msl #16
	mvni	v23.4s, #183, msl #8
	mvni	v12.4s, #0, msl #8
	mvni	v8.8h, #110, lsl #8
	mvni	v1.8h, #143, lsl #8
	mvni	v11.8h, #138, lsl #8
	mvni	v18.8h, #98
	neg	d19, d28
	neg	d22, d15
	neg	d16, d21
	neg	d18, d31
	neg	v14.16b, v26.16b
	neg	v1.16b, v31.16b
	neg	v22.16b, v10.16b
	neg	v29.16b, v29.16b
	neg	v30.2d, v25.2d
	neg	v28.2d, v8.2d
	neg	v27.2d, v17.2d
	neg	v14.2d, v2.2d
	neg	v15.2s, v21.2s
	neg	v23.2s, v4.2s
	neg	v1.2s, v26.2s
	neg	v16.2s, v28.2s
	neg	v22.4h, v20.4h
	neg	v3.4h, v9.4h
	neg	v19.4h, v2.4h
	neg	v29.4h, v25.4h
	neg	v12.4s, v12.4s
	neg	v4.4s, v21.4s
	neg	v5.4s, v31.4s
	neg	v22.4s, v13.4s
	neg	v23.8b, v19.8b
	neg	v1.8b, v5.8b
	neg	v2.8b, v5.8b
	neg	v19.8b, v2.8b
	neg	v17.8h, v19.8h
	neg	v0.8h, v22.8h
	neg	v9.8h, v27.8h
	neg	v0.8h, v22.8h
	mvn	v1.16b, v28.16b
	mvn	v15.16b, v16.16b
	mvn	v15.16b, v15.16b
	mvn	v14.16b, v1.16b
	mvn	v19.8b, v10.8b
	mvn	v22.8b, v7.8b
	mvn	v21.8b, v19.8b
	mvn	v23.8b, v16.8b
	orn	w20, w17, wzr, lsr #29
	orn	w5, w25, w0, lsr #22
	orn	w9, w4, w21, lsl #5
	mvn	w16, w8
	orn	x25, x1, x16
	orn	x7, x1, x8, ror #25
	orn	x14, x11, x2
	mvn	x29, x19, asr #7
	orn	v25.16b, v2.16b, v22.16b
	orn	v27.16b, v11.16b, v12.16b
	orn	v5.16b, v19.16b, v16.16b
	orn	v12.16b, v11.16b, v29.16b
	orn	v29.8b, v16.8b, v11.8b
	orn	v24.8b, v1.8b, v23.8b
	orn	v13.8b, v24.8b, v15.8b
	orn	v8.8b, v2.8b, v3.8b
	mov	w0, #16843009
	mov	w30, #-2143322049
	orr	w5, w19, #0xff007fff
	orr	w4, w5, #0x3000300
	orr	w17, w23, w21, lsl #3
	mov	w28, w16
	orr	w29, w10, wzr
	mov	w1, w9
	orr	x25, x16, #0x3ff80000000
	mov	x5, #6148914691236517205
	orr	x11, x6, #0xaaaaaaaaaaaaaaaa
	orr	x27, x4, #0xaaaaaaaaaaaaaaaa
	orr	x21, x14, x0, asr #26
	orr	x19, x9, x8, asr #54
	orr	x26, x16, x14
	orr	x30, x17, x4, lsr #63
	orr	v7.2s, #82, lsl #24
	orr	v16.2s, #80, lsl #24
	orr	v26.2s, #0
	orr	v3.2s, #139, lsl #8
	orr	v17.4h, #0, lsl #8
	orr	v14.4h, #1, lsl #8
	orr	v28.4h, #224, lsl #8
	orr	v4.4h, #212
	orr	v9.4s, #144
	orr	v21.4s, #255, lsl #24
	orr	v4.4s, #238, lsl #16
	orr	v9.4s, #51
	orr	v18.8h, #72, lsl #8
	orr	v20.8h, #207
	orr	v4.8h, #0
	orr	v22.8h, #1
	orr	v25.16b, v16.16b, v31.16b
	orr	v6.16b, v4.16b, v11.16b
	mov	v30.16b, v21.16b
	mov	v22.16b, v25.16b
	orr	v20.8b, v16.8b, v15.8b
	mov	v3.8b, v25.8b
	orr	v28.8b, v23.8b, v2.8b
	orr	v24.8b, v16.8b, v10.8b
	pmull	v21.8h, v31.8b, v6.8b
	pmull	v4.8h, v22.8b, v5.8b
	pmull	v0.8h, v1.8b, v8.8b
	pmull	v26.8h, v9.8b, v31.8b
	pmull2	v14.8h, v14.16b, v19.16b
	pmull2	v29.8h, v9.16b, v24.16b
	pmull2	v28.8h, v9.16b, v25.16b
	pmull2	v10.8h, v10.16b, v16.16b
	pmul	v11.16b, v11.16b, v30.16b
	pmul	v20.16b, v1.16b, v29.16b
	pmul	v11.16b, v2.16b, v6.16b
	pmul	v2.16b, v25.16b, v15.16b
	pmul	v29.8b, v10.8b, v13.8b
	pmul	v26.8b, v12.8b, v4.8b
	pmul	v29.8b, v16.8b, v30.8b
	pmul	v31.8b, v22.8b, v24.8b
	prfm	pstl1keep, #-1048036
	prfm	pldl1keep, #72168
	prfm	plil2strm, #-305980
	prfm	pldl1strm, #1048572
	prfm	pldl2strm, [x30, w24, uxtw]
	prfm	plil2strm, [x9, w23, uxtw #3]
	prfm	pldl1keep, [x4, w5, uxtw #3]
	prfm	plil3keep, [x6, w18, uxtw #3]
	prfm	pstl1keep, [x11, x20, sxtx #3]
	prfm	pstl3keep, [x22, x0, sxtx]
	prfm	pstl2strm, [x3, x1, lsl #3]
	prfm	#7, [x25, x3, lsl #3]
	prfm	pstl2keep, [x7, #32760]
	prfm	pstl3strm, [x16, #1624]
	prfm	#23, [x12, #25144]
	prfm	#25, [x6, #520]
	prfum	pldl3strm, [x23, #1]
	prfum	pldl1keep, [x29]
	prfum	#27, [x27]
	prfum	pstl1strm, [x15, #-119]
	raddhn	v2.2s, v24.2d, v13.2d
	raddhn	v9.2s, v8.2d, v1.2d
	raddhn	v31.2s, v26.2d, v8.2d
	raddhn	v2.2s, v2.2d, v10.2d
	raddhn2	v30.4s, v8.2d, v20.2d
	raddhn2	v23.4s, v19.2d, v26.2d
	raddhn2	v0.4s, v0.2d, v24.2d
	raddhn2	v15.4s, v29.2d, v24.2d
	raddhn	v17.4h, v22.4s, v17.4s
	raddhn	v24.4h, v7.4s, v7.4s
	raddhn	v7.4h, v23.4s, v16.4s
	raddhn	v25.4h, v30.4s, v20.4s
	raddhn2	v7.8h, v21.4s, v9.4s
	raddhn2	v27.8h, v7.4s, v25.4s
	raddhn2	v25.8h, v6.4s, v8.4s
	raddhn2	v2.8h, v6.4s, v26.4s
	raddhn	v13.8b, v17.8h, v12.8h
	raddhn	v4.8b, v30.8h, v2.8h
	raddhn	v10.8b, v31.8h, v24.8h
	raddhn	v14.8b, v23.8h, v3.8h
	raddhn2	v26.16b, v5.8h, v20.8h
	raddhn2	v3.16b, v0.8h, v28.8h
	raddhn2	v7.16b, v17.8h, v15.8h
	raddhn2	v27.16b, v22.8h, v3.8h
	rbit	w28, w23
	rbit	w11, w0
	rbit	wzr, w11
	rbit	w2, w11
	rbit	x21, x4
	rbit	x25, x0
	rbit	x4, x28
	rbit	x18, x9
	rbit	v29.16b, v9.16b
	rbit	v15.16b, v26.16b
	rbit	v14.16b, v29.16b
	rbit	v30.16b, v9.16b
	rbit	v26.8b, v0.8b
	rbit	v1.8b, v15.8b
	rbit	v2.8b, v30.8b
	rbit	v3.8b, v12.8b
	ret
	ret
	ret	x23
	ret	x21
	rev16	wzr, w26
	rev16	w20, w2
	rev16	w27, w15
	rev16	w20, w28
	rev16	x21, x28
	rev16	x8, x28
	rev16	x23, x22
	rev16	x30, x21
	rev16	v13.16b, v22.16b
	rev16	v6.16b, v1.16b
	rev16	v10.16b, v12.16b
	rev16	v29.16b, v27.16b
	rev16	v19.8b, v30.8b
	rev16	v4.8b, v15.8b
	rev16	v16.8b, v13.8b
	rev16	v8.8b, v26.8b
	rev32	x5, x10
	rev32	x26, x3
	rev32	x24, x13
	rev32	x11, x14
	rev32	v24.16b, v22.16b
	rev32	v2.16b, v4.16b
	rev32	v27.16b, v30.16b
	rev32	v22.16b, v11.16b
	rev32	v5.4h, v17.4h
	rev32	v23.4h, v26.4h
	rev32	v2.4h, v18.4h
	rev32	v6.4h, v8.4h
	rev32	v25.8b, v2.8b
	rev32	v16.8b, v24.8b
	rev32	v22.8b, v30.8b
	rev32	v20.8b, v13.8b
	rev32	v0.8h, v28.8h
	rev32	v2.8h, v13.8h
	rev32	v17.8h, v12.8h
	rev32	v21.8h, v5.8h
	rev64	v19.16b, v10.16b
	rev64	v12.16b, v12.16b
	rev64	v30.16b, v20.16b
	rev64	v21.16b, v30.16b
	rev64	v30.2s, v17.2s
	rev64	v20.2s, v16.2s
	rev64	v8.2s, v30.2s
	rev64	v17.2s, v5.2s
	rev64	v0.4h, v3.4h
	rev64	v22.4h, v11.4h
	rev64	v29.4h, v8.4h
	rev64	v20.4h, v16.4h
	rev64	v30.4s, v12.4s
	rev64	v16.4s, v2.4s
	rev64	v9.4s, v23.4s
	rev64	v2.4s, v29.4s
	rev64	v23.8b, v31.8b
	rev64	v29.8b, v6.8b
	rev64	v27.8b, v28.8b
	rev64	v0.8b, v20.8b
	rev64	v20.8h, v5.8h
	rev64	v1.8h, v29.8h
	rev64	v2.8h, v5.8h
	rev64	v24.8h, v5.8h
	rev	w16, w30
	rev	w15, w2
	rev	w4, w12
	rev	w10, w25
	rev	x20, x24
	rev	x5, x24
	rev	x30, x12
	rev	x11, x29
	ror	w29, w12, w28
	ror	w30, w27, w26
	ror	w7, w9, w14
	ror	w22, w7, wzr
	ror	x4, x20, x27
	ror	x23, x13, x2
	ror	x29, x20, x7
	ror	x26, x20, x11
	rprfm	pstkeep, x29, [x20]
	rprfm	#8, x11, [x5]
	rprfm	#12, x0, [x18]
	rprfm	#7, x29, [x21]
	rshrn	v28.2s, v6.2d, #18
	rshrn	v14.2s, v15.2d, #12
	rshrn	v18.2s, v29.2d, #11
	rshrn	v13.2s, v26.2d, #8
	rshrn2	v17.4s, v22.2d, #1
	rshrn2	v27.4s, v10.2d, #18
	rshrn2	v15.4s, v24.2d, #27
	rshrn2	v12.4s, v4.2d, #32
	rshrn	v21.4h, v14.4s, #1
	rshrn	v19.4h, v18.4s, #1
	rshrn	v26.4h, v29.4s, #6
	rshrn	v24.4h, v24.4s, #15
	rshrn2	v29.8h, v24.4s, #1
	rshrn2	v28.8h, v3.4s, #6
	rshrn2	v1.8h, v29.4s, #12
	rshrn2	v10.8h, v24.4s, #2
	rshrn	v15.8b, v16.8h, #1
	rshrn	v10.8b, v5.8h, #1
	rshrn	v22.8b, v3.8h, #8
	rshrn	v4.8b, v20.8h, #1
	rshrn2	v17.16b, v13.8h, #7
	rshrn2	v4.16b, v18.8h, #5
	rshrn2	v20.16b, v17.8h, #3
	rshrn2	v20.16b, v0.8h, #1
	rsubhn	v26.2s, v9.2d, v13.2d
	rsubhn	v27.2s, v3.2d, v3.2d
	rsubhn	v20.2s, v3.2d, v21.2d
	rsubhn	v2.2s, v23.2d, v14.2d
	rsubhn2	v29.4s, v9.2d, v5.2d
	rsubhn2	v14.4s, v12.2d, v18.2d
	rsubhn2	v18.4s, v23.2d, v17.2d
	rsubhn2	v25.4s, v15.2d, v8.2d
	rsubhn	v16.4h, v1.4s, v25.4s
	rsubhn	v1.4h, v10.4s, v5.4s
	rsubhn	v12.4h, v14.4s, v15.4s
	rsubhn	v19.4h, v14.4s, v4.4s
	rsubhn2	v5.8h, v11.4s, v4.4s
	rsubhn2	v21.8h, v31.4s, v7.4s
	rsubhn2	v10.8h, v0.4s, v14.4s
	rsubhn2	v6.8h, v4.4s, v30.4s
	rsubhn	v25.8b, v8.8h, v20.8h
	rsubhn	v28.8b, v23.8h, v18.8h
	rsubhn	v6.8b, v17.8h, v9.8h
	rsubhn	v2.8b, v26.8h, v16.8h
	rsubhn2	v5.16b, v8.8h, v10.8h
	rsubhn2	v0.16b, v12.8h, v1.8h
	rsubhn2	v4.16b, v3.8h, v27.8h
	rsubhn2	v11.16b, v3.8h, v1.8h
	sabal	v20.2d, v22.2s, v13.2s
	sabal	v3.2d, v27.2s, v19.2s
	sabal	v31.2d, v27.2s, v9.2s
	sabal	v25.2d, v16.2s, v29.2s
	sabal2	v7.2d, v20.4s, v16.4s
	sabal2	v1.2d, v12.4s, v4.4s
	sabal2	v22.2d, v1.4s, v11.4s
	sabal2	v26.2d, v19.4s, v20.4s
	sabal	v17.4s, v30.4h, v26.4h
	sabal	v3.4s, v18.4h, v5.4h
	sabal	v3.4s, v30.4h, v9.4h
	sabal	v25.4s, v5.4h, v15.4h
	sabal2	v20.4s, v6.8h, v4.8h
	sabal2	v19.4s, v3.8h, v9.8h
	sabal2	v7.4s, v4.8h, v29.8h
	sabal2	v23.4s, v15.8h, v25.8h
	sabal	v12.8h, v27.8b, v31.8b
	sabal	v22.8h, v11.8b, v27.8b
	sabal	v19.8h, v12.8b, v24.8b
	sabal	v24.8h, v25.8b, v9.8b
	sabal2	v20.8h, v4.16b, v21.16b
	sabal2	v12.8h, v23.16b, v21.16b
	sabal2	v17.8h, v17.16b, v11.16b
	sabal2	v0.8h, v8.16b, v9.16b
	saba	v1.16b, v19.16b, v18.16b
	saba	v15.16b, v15.16b, v23.16b
	saba	v31.16b, v13.16b, v28.16b
	saba	v5.16b, v13.16b, v9.16b
	saba	v24.2s, v17.2s, v15.2s
	saba	v3.2s, v12.2s, v10.2s
	saba	v0.2s, v14.2s, v10.2s
	saba	v2.2s, v9.2s, v0.2s
	saba	v30.4h, v2.4h, v14.4h
	saba	v8.4h, v23.4h, v31.4h
	saba	v12.4h, v4.4h, v26.4h
	saba	v6.4h, v25.4h, v27.4h
	saba	v19.4s, v1.4s, v12.4s
	saba	v19.4s, v21.4s, v8.4s
	saba	v5.4s, v26.4s, v18.4s
	saba	v16.4s, v1.4s, v12.4s
	saba	v17.8b, v2.8b, v15.8b
	saba	v25.8b, v31.8b, v28.8b
	saba	v0.8b, v7.8b, v31.8b
	saba	v1.8b, v26.8b, v25.8b
	saba	v13.8h, v3.8h, v20.8h
	saba	v1.8h, v15.8h, v24.8h
	saba	v11.8h, v0.8h, v14.8h
	saba	v26.8h, v17.8h, v14.8h
	sabdl	v18.2d, v12.2s, v16.2s
	sabdl	v18.2d, v26.2s, v17.2s
	sabdl	v31.2d, v26.2s, v31.2s
	sabdl	v15.2d, v18.2s, v19.2s
	sabdl2	v1.2d, v5.4s, v11.4s
	sabdl2	v29.2d, v5.4s, v19.4s
	sabdl2	v18.2d, v25.4s, v1.4s
	sabdl2	v25.2d, v26.4s, v22.4s
	sabdl	v3.4s, v12.4h, v23.4h
	sabdl	v12.4s, v26.4h, v0.4h
	sabdl	v28.4s, v5.4h, v21.4h
	sabdl	v22.4s, v10.4h, v7.4h
	sabdl2	v3.4s, v3.8h, v13.8h
	sabdl2	v1.4s, v30.8h, v31.8h
	sabdl2	v9.4s, v20.8h, v17.8h
	sabdl2	v1.4s, v8.8h, v4.8h
	sabdl	v2.8h, v2.8b, v0.8b
	sabdl	v3.8h, v19.8b, v27.8b
	sabdl	v17.8h, v15.8b, v8.8b
	sabdl	v12.8h, v19.8b, v11.8b
	sabdl2	v4.8h, v0.16b, v17.16b
	sabdl2	v12.8h, v18.16b, v6.16b
	sabdl2	v21.8h, v12.16b, v30.16b
	sabdl2	v7.8h, v22.16b, v30.16b
	sabd	v31.16b, v19.16b, v0.16b
	sabd	v25.16b, v13.16b, v10.16b
	sabd	v30.16b, v4.16b, v23.16b
	sabd	v21.16b, v8.16b, v14.16b
	sabd	v12.2s, v30.2s, v25.2s
	sabd	v14.2s, v24.2s, v3.2s
	sabd	v4.2s, v7.2s, v28.2s
	sabd	v13.2s, v29.2s, v7.2s
	sabd	v1.4h, v8.4h, v29.4h
	sabd	v30.4h, v31.4h, v7.4h
	sabd	v30.4h, v11.4h, v31.4h
	sabd	v20.4h, v27.4h, v24.4h
	sabd	v15.4s, v15.4s, v3.4s
	sabd	v13.4s, v6.4s, v15.4s
	sabd	v19.4s, v9.4s, v10.4s
	sabd	v30.4s, v25.4s, v24.4s
	sabd	v12.8b, v10.8b, v14.8b
	sabd	v7.8b, v6.8b, v21.8b
	sabd	v15.8b, v22.8b, v31.8b
	sabd	v16.8b, v28.8b, v26.8b
	sabd	v21.8h, v30.8h, v30.8h
	sabd	v13.8h, v24.8h, v31.8h
	sabd	v6.8h, v10.8h, v18.8h
	sabd	v12.8h, v19.8h, v29.8h
	sadalp	v27.1d, v20.2s
	sadalp	v9.1d, v31.2s
	sadalp	v5.1d, v16.2s
	sadalp	v14.1d, v0.2s
	sadalp	v14.2d, v22.4s
	sadalp	v10.2d, v17.4s
	sadalp	v24.2d, v24.4s
	sadalp	v5.2d, v15.4s
	sadalp	v3.2s, v14.4h
	sadalp	v26.2s, v22.4h
	sadalp	v12.2s, v30.4h
	sadalp	v31.2s, v28.4h
	sadalp	v9.4h, v9.8b
	sadalp	v21.4h, v31.8b
	sadalp	v17.4h, v10.8b
	sadalp	v12.4h, v11.8b
	sadalp	v11.4s, v21.8h
	sadalp	v17.4s, v14.8h
	sadalp	v9.4s, v13.8h
	sadalp	v3.4s, v22.8h
	sadalp	v10.8h, v9.16b
	sadalp	v9.8h, v7.16b
	sadalp	v24.8h, v5.16b
	sadalp	v7.8h, v22.16b
	saddlp	v25.1d, v22.2s
	saddlp	v18.1d, v8.2s
	saddlp	v17.1d, v26.2s
	saddlp	v14.1d, v15.2s
	saddlp	v28.2d, v23.4s
	saddlp	v18.2d, v3.4s
	saddlp	v27.2d, v18.4s
	saddlp	v17.2d, v8.4s
	saddlp	v2.2s, v8.4h
	saddlp	v7.2s, v29.4h
	saddlp	v31.2s, v22.4h
	saddlp	v9.2s, v25.4h
	saddlp	v8.4h, v22.8b
	saddlp	v15.4h, v26.8b
	saddlp	v1.4h, v4.8b
	saddlp	v8.4h, v8.8b
	saddlp	v2.4s, v5.8h
	saddlp	v25.4s, v28.8h
	saddlp	v23.4s, v9.8h
	saddlp	v5.4s, v17.8h
	saddlp	v4.8h, v30.16b
	saddlp	v9.8h, v11.16b
	saddlp	v4.8h, v15.16b
	saddlp	v17.8h, v1.16b
	saddlv	h27, v5.16b
	saddlv	h9, v21.16b
	saddlv	h3, v3.16b
	saddlv	h21, v25.16b
	saddlv	s13, v25.4h
	saddlv	s19, v23.4h
	saddlv	s22, v20.4h
	saddlv	s16, v16.4h
	saddlv	d27, v10.4s
	saddlv	d12, v18.4s
	saddlv	d1, v6.4s
	saddlv	d13, v29.4s
	saddlv	h14, v24.8b
	saddlv	h21, v28.8b
	saddlv	h17, v18.8b
	saddlv	h15, v5.8b
	saddlv	s18, v7.8h
	saddlv	s13, v27.8h
	saddlv	s4, v0.8h
	saddlv	s25, v20.8h
	saddl	v25.2d, v8.2s, v15.2s
	saddl	v4.2d, v16.2s, v30.2s
	saddl	v15.2d, v24.2s, v28.2s
	saddl	v27.2d, v31.2s, v13.2s
	saddl2	v9.2d, v13.4s, v8.4s
	saddl2	v6.2d, v28.4s, v2.4s
	saddl2	v1.2d, v21.4s, v5.4s
	saddl2	v28.2d, v8.4s, v14.4s
	saddl	v5.4s, v25.4h, v8.4h
	saddl	v6.4s, v25.4h, v27.4h
	saddl	v28.4s, v7.4h, v5.4h
	saddl	v6.4s, v27.4h, v13.4h
	saddl2	v17.4s, v13.8h, v14.8h
	saddl2	v4.4s, v27.8h, v30.8h
	saddl2	v6.4s, v4.8h, v6.8h
	saddl2	v0.4s, v6.8h, v21.8h
	saddl	v6.8h, v14.8b, v4.8b
	saddl	v14.8h, v25.8b, v19.8b
	saddl	v31.8h, v14.8b, v10.8b
	saddl	v13.8h, v17.8b, v12.8b
	saddl2	v10.8h, v2.16b, v15.16b
	saddl2	v1.8h, v3.16b, v16.16b
	saddl2	v11.8h, v21.16b, v17.16b
	saddl2	v5.8h, v9.16b, v17.16b
	saddw	v24.2d, v27.2d, v30.2s
	saddw	v6.2d, v25.2d, v21.2s
	saddw	v1.2d, v22.2d, v2.2s
	saddw	v0.2d, v21.2d, v14.2s
	saddw2	v25.2d, v15.2d, v12.4s
	saddw2	v0.2d, v25.2d, v14.4s
	saddw2	v19.2d, v9.2d, v4.4s
	saddw2	v26.2d, v0.2d, v18.4s
	saddw	v7.4s, v9.4s, v12.4h
	saddw	v4.4s, v18.4s, v21.4h
	saddw	v8.4s, v29.4s, v31.4h
	saddw	v23.4s, v31.4s, v24.4h
	saddw2	v29.4s, v20.4s, v1.8h
	saddw2	v18.4s, v11.4s, v21.8h
	saddw2	v5.4s, v3.4s, v24.8h
	saddw2	v30.4s, v5.4s, v9.8h
	saddw	v24.8h, v23.8h, v14.8b
	saddw	v13.8h, v13.8h, v5.8b
	saddw	v31.8h, v5.8h, v1.8b
	saddw	v21.8h, v17.8h, v6.8b
	saddw2	v19.8h, v10.8h, v30.16b
	saddw2	v14.8h, v25.8h, v5.16b
	saddw2	v18.8h, v0.8h, v0.16b
	saddw2	v17.8h, v17.8h, v11.16b
	sbcs	w19, w24, w11
	sbcs	w13, w13, wzr
	sbcs	w18, w7, w7
	sbcs	w7, w8, w8
	sbcs	x18, x8, x25
	sbcs	x18, x22, x19
	sbcs	x20, x19, x7
	sbcs	x6, x30, x1
	sbc	w10, w25, w12
	ngc	w5, w3
	ngc	w7, w27
	sbc	w6, w1, w11
	ngc	x15, x20
	sbc	x21, x11, x19
	ngc	x0, x16
	sbc	x29, x6, x22
	sbfx	w12, w24, #10, #3
	sbfiz	w5, w22, #7, #1
	sbfiz	w22, w0, #19, #5
	asr	w4, w15, #13
	sbfx	x12, x16, #0, #23
	sbfiz	x17, x18, #57, #6
	sbfx	x1, x24, #1, #7
	sbfx	x22, x23, #5, #24
	scvtf	d26, w20
	scvtf	d23, wzr
	scvtf	d23, w6
	scvtf	d21, w12
	scvtf	d16, w9, #2
	scvtf	d28, w25, #22
	scvtf	d16, w19, #1
	scvtf	d11, w25, #14
	scvtf	s4, w29
	scvtf	s27, w25
	scvtf	s18, w22
	scvtf	s18, w24
	scvtf	s24, w18, #27
	scvtf	s6, w5, #1
	scvtf	s5, w23, #15
	scvtf	s1, w25, #28
	scvtf	d8, x26
	scvtf	d2, x5
	scvtf	d29, x8
	scvtf	d29, x26
	scvtf	d8, x23, #8
	scvtf	d1, x9, #30
	scvtf	d4, x1, #5
	scvtf	d4, x6, #57
	scvtf	s7, x18
	scvtf	s9, x11
	scvtf	s10, x0
	scvtf	s29, x27
	scvtf	s5, x17, #1
	scvtf	s0, x21, #1
	scvtf	s14, x8, #49
	scvtf	s0, x11, #26
	scvtf	d11, d12, #59
	scvtf	d17, d10, #59
	scvtf	d19, d3, #25
	scvtf	d20, d4, #34
	scvtf	s14, s4, #25
	scvtf	s0, s16, #31
	scvtf	s24, s25, #32
	scvtf	s26, s0, #10
	scvtf	v16.2d, v17.2d, #1
	scvtf	v7.2d, v17.2d, #61
	scvtf	v11.2d, v10.2d, #22
	scvtf	v17.2d, v5.2d, #64
	scvtf	v4.2s, v29.2s, #32
	scvtf	v13.2s, v28.2s, #1
	scvtf	v28.2s, v10.2s, #1
	scvtf	v18.2s, v0.2s, #1
	scvtf	v7.4s, v15.4s, #32
	scvtf	v24.4s, v28.4s, #16
	scvtf	v24.4s, v4.4s, #1
	scvtf	v15.4s, v13.4s, #15
	scvtf	d20, d10
	scvtf	d29, d0
	scvtf	d0, d8
	scvtf	d24, d25
	scvtf	s23, s31
	scvtf	s13, s24
	scvtf	s23, s2
	scvtf	s24, s22
	scvtf	v0.2d, v11.2d
	scvtf	v12.2d, v18.2d
	scvtf	v9.2d, v31.2d
	scvtf	v14.2d, v3.2d
	scvtf	v14.2s, v6.2s
	scvtf	v18.2s, v20.2s
	scvtf	v11.2s, v24.2s
	scvtf	v29.2s, v31.2s
	scvtf	v28.4s, v31.4s
	scvtf	v4.4s, v27.4s
	scvtf	v26.4s, v13.4s
	scvtf	v7.4s, v16.4s
	sdiv	w2, wzr, w22
	sdiv	w4, w13, w19
	sdiv	w8, w26, w24
	sdiv	w7, wzr, w8
	sdiv	x25, x28, x0
	sdiv	x20, x12, x22
	sdiv	x0, x21, x27
	sdiv	x12, x7, x7
	shadd	v28.16b, v5.16b, v28.16b
	shadd	v27.16b, v15.16b, v10.16b
	shadd	v12.16b, v31.16b, v13.16b
	shadd	v18.16b, v26.16b, v20.16b
	shadd	v16.2s, v12.2s, v23.2s
	shadd	v14.2s, v18.2s, v1.2s
	shadd	v23.2s, v20.2s, v18.2s
	shadd	v29.2s, v19.2s, v5.2s
	shadd	v15.4h, v18.4h, v7.4h
	shadd	v3.4h, v4.4h, v29.4h
	shadd	v5.4h, v28.4h, v8.4h
	shadd	v6.4h, v18.4h, v17.4h
	shadd	v30.4s, v0.4s, v8.4s
	shadd	v17.4s, v24.4s, v25.4s
	shadd	v15.4s, v26.4s, v12.4s
	shadd	v19.4s, v3.4s, v29.4s
	shadd	v1.8b, v18.8b, v14.8b
	shadd	v5.8b, v22.8b, v15.8b
	shadd	v18.8b, v26.8b, v11.8b
	shadd	v30.8b, v13.8b, v30.8b
	shadd	v9.8h, v5.8h, v25.8h
	shadd	v0.8h, v26.8h, v27.8h
	shadd	v10.8h, v30.8h, v0.8h
	shadd	v13.8h, v21.8h, v18.8h
	shll	v18.2d, v31.2s, #32
	shll	v10.2d, v27.2s, #32
	shll	v9.2d, v11.2s, #32
	shll	v27.2d, v22.2s, #32
	shll2	v14.2d, v6.4s, #32
	shll2	v12.2d, v9.4s, #32
	shll2	v29.2d, v6.4s, #32
	shll2	v21.2d, v27.4s, #32
	shll	v14.4s, v9.4h, #16
	shll	v20.4s, v1.4h, #16
	shll	v23.4s, v29.4h, #16
	shll	v6.4s, v28.4h, #16
	shll2	v3.4s, v10.8h, #16
	shll2	v27.4s, v26.8h, #16
	shll2	v23.4s, v7.8h, #16
	shll2	v12.4s, v10.8h, #16
	shll	v15.8h, v2.8b, #8
	shll	v31.8h, v22.8b, #8
	shll	v6.8h, v6.8b, #8
	shll	v30.8h, v10.8b, #8
	shll2	v5.8h, v29.16b, #8
	shll2	v1.8h, v18.16b, #8
	shll2	v3.8h, v5.16b, #8
	shll2	v28.8h, v21.16b, #8
	shl	d4, d9, #3
	shl	d19, d19, #0
	shl	d28, d8, #20
	shl	d11, d19, #32
	shl	v30.16b, v17.16b, #1
	shl	v25.16b, v6.16b, #0
	shl	v30.16b, v5.16b, #0
	shl	v13.16b, v11.16b, #5
	shl	v28.2d, v28.2d, #3
	shl	v18.2d, v30.2d, #29
	shl	v1.2d, v14.2d, #8
	shl	v13.2d, v5.2d, #50
	shl	v14.2s, v26.2s, #21
	shl	v18.2s, v25.2s, #0
	shl	v7.2s, v27.2s, #6
	shl	v20.2s, v12.2s, #2
	shl	v7.4h, v24.4h, #1
	shl	v8.4h, v14.4h, #11
	shl	v28.4h, v3.4h, #3
	shl	v21.4h, v10.4h, #1
	shl	v3.4s, v19.4s, #16
	shl	v14.4s, v15.4s, #0
	shl	v17.4s, v15.4s, #25
	shl	v15.4s, v7.4s, #3
	shl	v21.8b, v2.8b, #7
	shl	v21.8b, v9.8b, #7
	shl	v30.8b, v15.8b, #7
	shl	v12.8b, v18.8b, #1
	shl	v6.8h, v28.8h, #0
	shl	v24.8h, v5.8h, #12
	shl	v2.8h, v1.8h, #1
	shl	v29.8h, v8.8h, #14
	shrn	v12.2s, v28.2d, #1
	shrn	v0.2s, v18.2d, #15
	shrn	v9.2s, v19.2d, #28
	shrn	v9.2s, v5.2d, #6
	shrn2	v24.4s, v5.2d, #13
	shrn2	v3.4s, v22.2d, #1
	shrn2	v31.4s, v27.2d, #32
	shrn2	v6.4s, v0.2d, #14
	shrn	v10.4h, v3.4s, #9
	shrn	v22.4h, v9.4s, #6
	shrn	v22.4h, v0.4s, #9
	shrn	v10.4h, v28.4s, #4
	shrn2	v11.8h, v15.4s, #4
	shrn2	v5.8h, v6.4s, #12
	shrn2	v23.8h, v31.4s, #3
	shrn2	v2.8h, v8.4s, #5
	shrn	v30.8b, v19.8h, #4
	shrn	v6.8b, v13.8h, #3
	shrn	v9.8b, v27.8h, #7
	shrn	v30.8b, v12.8h, #6
	shrn2	v24.16b, v22.8h, #5
	shrn2	v31.16b, v4.8h, #6
	shrn2	v27.16b, v2.8h, #8
	shrn2	v2.16b, v18.8h, #1
	shsub	v30.16b, v12.16b, v14.16b
	shsub	v10.16b, v27.16b, v4.16b
	shsub	v14.16b, v3.16b, v15.16b
	shsub	v26.16b, v13.16b, v16.16b
	shsub	v30.2s, v15.2s, v9.2s
	shsub	v5.2s, v7.2s, v2.2s
	shsub	v20.2s, v29.2s, v14.2s
	shsub	v3.2s, v2.2s, v10.2s
	shsub	v8.4h, v12.4h, v5.4h
	shsub	v1.4h, v14.4h, v18.4h
	shsub	v21.4h, v30.4h, v23.4h
	shsub	v21.4h, v25.4h, v29.4h
	shsub	v14.4s, v2.4s, v1.4s
	shsub	v8.4s, v12.4s, v24.4s
	shsub	v2.4s, v18.4s, v30.4s
	shsub	v6.4s, v24.4s, v29.4s
	shsub	v30.8b, v9.8b, v16.8b
	shsub	v14.8b, v26.8b, v4.8b
	shsub	v1.8b, v11.8b, v15.8b
	shsub	v21.8b, v30.8b, v26.8b
	shsub	v6.8h, v3.8h, v21.8h
	shsub	v3.8h, v17.8h, v27.8h
	shsub	v22.8h, v31.8h, v12.8h
	shsub	v6.8h, v23.8h, v8.8h
	sli	d19, d18, #18
	sli	d4, d13, #36
	sli	d15, d19, #0
	sli	d16, d20, #16
	sli	v13.16b, v14.16b, #5
	sli	v5.16b, v18.16b, #3
	sli	v19.16b, v18.16b, #2
	sli	v3.16b, v11.16b, #3
	sli	v10.2d, v13.2d, #62
	sli	v22.2d, v12.2d, #60
	sli	v24.2d, v3.2d, #16
	sli	v25.2d, v13.2d, #28
	sli	v12.2s, v12.2s, #7
	sli	v11.2s, v14.2s, #1
	sli	v8.2s, v1.2s, #31
	sli	v30.2s, v7.2s, #15
	sli	v23.4h, v15.4h, #6
	sli	v14.4h, v26.4h, #0
	sli	v15.4h, v27.4h, #0
	sli	v31.4h, v5.4h, #12
	sli	v4.4s, v27.4s, #23
	sli	v6.4s, v20.4s, #19
	sli	v26.4s, v15.4s, #23
	sli	v14.4s, v14.4s, #2
	sli	v4.8b, v5.8b, #4
	sli	v17.8b, v19.8b, #4
	sli	v14.8b, v30.8b, #7
	sli	v4.8b, v10.8b, #3
	sli	v8.8h, v15.8h, #10
	sli	v9.8h, v10.8h, #12
	sli	v6.8h, v29.8h, #2
	sli	v29.8h, v12.8h, #0
	smull	x3, w28, w4
	smaddl	x14, w8, w29, x16
	smaddl	x9, w19, w14, x10
	smaddl	x2, w29, w17, x12
	smaxp	v13.16b, v3.16b, v12.16b
	smaxp	v19.16b, v20.16b, v20.16b
	smaxp	v3.16b, v19.16b, v30.16b
	smaxp	v28.16b, v20.16b, v2.16b
	smaxp	v20.2s, v10.2s, v5.2s
	smaxp	v27.2s, v4.2s, v28.2s
	smaxp	v28.2s, v2.2s, v28.2s
	smaxp	v11.2s, v25.2s, v19.2s
	smaxp	v2.4h, v20.4h, v0.4h
	smaxp	v24.4h, v3.4h, v0.4h
	smaxp	v0.4h, v21.4h, v23.4h
	smaxp	v15.4h, v5.4h, v12.4h
	smaxp	v30.4s, v22.4s, v7.4s
	smaxp	v13.4s, v26.4s, v20.4s
	smaxp	v23.4s, v25.4s, v16.4s
	smaxp	v30.4s, v24.4s, v29.4s
	smaxp	v1.8b, v22.8b, v8.8b
	smaxp	v21.8b, v13.8b, v6.8b
	smaxp	v26.8b, v1.8b, v2.8b
	smaxp	v19.8b, v20.8b, v28.8b
	smaxp	v24.8h, v10.8h, v27.8h
	smaxp	v3.8h, v1.8h, v3.8h
	smaxp	v2.8h, v30.8h, v0.8h
	smaxp	v5.8h, v1.8h, v31.8h
	smaxv	b25, v23.16b
	smaxv	b3, v29.16b
	smaxv	b20, v26.16b
	smaxv	b9, v9.16b
	smaxv	h5, v31.4h
	smaxv	h29, v27.4h
	smaxv	h23, v6.4h
	smaxv	h15, v13.4h
	smaxv	s10, v14.4s
	smaxv	s21, v31.4s
	smaxv	s1, v0.4s
	smaxv	s11, v24.4s
	smaxv	b25, v3.8b
	smaxv	b10, v10.8b
	smaxv	b30, v21.8b
	smaxv	b28, v29.8b
	smaxv	h20, v10.8h
	smaxv	h12, v27.8h
	smaxv	h23, v8.8h
	smaxv	h17, v17.8h
	smax	v3.16b, v7.16b, v26.16b
	smax	v19.16b, v0.16b, v4.16b
	smax	v31.16b, v28.16b, v1.16b
	smax	v4.16b, v28.16b, v28.16b
	smax	v27.2s, v5.2s, v25.2s
	smax	v29.2s, v1.2s, v11.2s
	smax	v5.2s, v23.2s, v17.2s
	smax	v3.2s, v0.2s, v21.2s
	smax	v17.4h, v5.4h, v4.4h
	smax	v22.4h, v11.4h, v26.4h
	smax	v28.4h, v2.4h, v19.4h
	smax	v25.4h, v12.4h, v13.4h
	smax	v27.4s, v13.4s, v20.4s
	smax	v23.4s, v2.4s, v12.4s
	smax	v18.4s, v24.4s, v20.4s
	smax	v1.4s, v21.4s, v5.4s
	smax	v26.8b, v13.8b, v1.8b
	smax	v17.8b, v19.8b, v3.8b
	smax	v2.8b, v9.8b, v23.8b
	smax	v9.8b, v1.8b, v18.8b
	smax	v16.8h, v24.8h, v2.8h
	smax	v9.8h, v10.8h, v29.8h
	smax	v19.8h, v7.8h, v5.8h
	smax	v10.8h, v30.8h, v5.8h
	smc	#0x9e77
	smc	#0
	smc	#0x257e
	smc	#0x9123
	sminp	v27.16b, v21.16b, v7.16b
	sminp	v29.16b, v6.16b, v17.16b
	sminp	v29.16b, v21.16b, v7.16b
	sminp	v26.16b, v19.16b, v12.16b
	sminp	v5.2s, v11.2s, v23.2s
	sminp	v3.2s, v18.2s, v9.2s
	sminp	v29.2s, v4.2s, v1.2s
	sminp	v11.2s, v10.2s, v22.2s
	sminp	v18.4h, v6.4h, v6.4h
	sminp	v5.4h, v6.4h, v27.4h
	sminp	v11.4h, v21.4h, v5.4h
	sminp	v22.4h, v14.4h, v2.4h
	sminp	v14.4s, v28.4s, v3.4s
	sminp	v16.4s, v12.4s, v3.4s
	sminp	v26.4s, v18.4s, v28.4s
	sminp	v2.4s, v6.4s, v20.4s
	sminp	v11.8b, v26.8b, v11.8b
	sminp	v29.8b, v15.8b, v13.8b
	sminp	v15.8b, v18.8b, v18.8b
	sminp	v15.8b, v30.8b, v11.8b
	sminp	v30.8h, v21.8h, v0.8h
	sminp	v30.8h, v2.8h, v16.8h
	sminp	v27.8h, v21.8h, v27.8h
	sminp	v19.8h, v30.8h, v14.8h
	sminv	b14, v17.16b
	sminv	b4, v8.16b
	sminv	b27, v29.16b
	sminv	b27, v13.16b
	sminv	h23, v23.4h
	sminv	h14, v21.4h
	sminv	h0, v28.4h
	sminv	h22, v13.4h
	sminv	s19, v24.4s
	sminv	s12, v22.4s
	sminv	s26, v13.4s
	sminv	s28, v30.4s
	sminv	b16, v17.8b
	sminv	b20, v2.8b
	sminv	b19, v31.8b
	sminv	b24, v5.8b
	sminv	h11, v6.8h
	sminv	h17, v3.8h
	sminv	h23, v9.8h
	sminv	h0, v14.8h
	smin	v12.16b, v31.16b, v25.16b
	smin	v21.16b, v22.16b, v4.16b
	smin	v20.16b, v30.16b, v27.16b
	smin	v30.16b, v21.16b, v1.16b
	smin	v12.2s, v4.2s, v24.2s
	smin	v3.2s, v3.2s, v7.2s
	smin	v6.2s, v20.2s, v6.2s
	smin	v14.2s, v5.2s, v14.2s
	smin	v17.4h, v2.4h, v4.4h
	smin	v15.4h, v7.4h, v12.4h
	smin	v23.4h, v22.4h, v18.4h
	smin	v11.4h, v25.4h, v3.4h
	smin	v17.4s, v31.4s, v16.4s
	smin	v22.4s, v2.4s, v9.4s
	smin	v19.4s, v26.4s, v9.4s
	smin	v2.4s, v20.4s, v13.4s
	smin	v25.8b, v26.8b, v17.8b
	smin	v11.8b, v6.8b, v27.8b
	smin	v9.8b, v30.8b, v29.8b
	smin	v12.8b, v27.8b, v5.8b
	smin	v20.8h, v20.8h, v18.8h
	smin	v10.8h, v24.8h, v11.8h
	smin	v2.8h, v30.8h, v18.8h
	smin	v11.8h, v27.8h, v20.8h
	smlal	v3.2d, v15.2s, v16.s[3]
	smlal	v10.2d, v17.2s, v31.s[3]
	smlal	v15.2d, v12.2s, v20.s[1]
	smlal	v3.2d, v18.2s, v26.s[0]
	smlal2	v21.2d, v29.4s, v20.s[2]
	smlal2	v16.2d, v16.4s, v13.s[0]
	smlal2	v13.2d, v24.4s, v14.s[2]
	smlal2	v25.2d, v26.4s, v26.s[0]
	smlal	v5.4s, v12.4h, v5.h[2]
	smlal	v30.4s, v1.4h, v9.h[5]
	smlal	v13.4s, v21.4h, v9.h[7]
	smlal	v25.4s, v29.4h, v2.h[1]
	smlal2	v18.4s, v30.8h, v12.h[0]
	smlal2	v12.4s, v12.8h, v15.h[4]
	smlal2	v25.4s, v8.8h, v10.h[3]
	smlal2	v4.4s, v8.8h, v10.h[0]
	smlal	v11.2d, v10.2s, v26.2s
	smlal	v28.2d, v12.2s, v21.2s
	smlal	v1.2d, v26.2s, v8.2s
	smlal	v13.2d, v19.2s, v21.2s
	smlal2	v24.2d, v6.4s, v6.4s
	smlal2	v3.2d, v10.4s, v18.4s
	smlal2	v24.2d, v11.4s, v5.4s
	smlal2	v30.2d, v7.4s, v13.4s
	smlal	v9.4s, v25.4h, v24.4h
	smlal	v12.4s, v18.4h, v15.4h
	smlal	v15.4s, v16.4h, v6.4h
	smlal	v15.4s, v0.4h, v7.4h
	smlal2	v10.4s, v2.8h, v2.8h
	smlal2	v22.4s, v26.8h, v8.8h
	smlal2	v28.4s, v21.8h, v2.8h
	smlal2	v29.4s, v26.8h, v31.8h
	smlal	v9.8h, v16.8b, v26.8b
	smlal	v5.8h, v16.8b, v14.8b
	smlal	v10.8h, v14.8b, v16.8b
	smlal	v31.8h, v2.8b, v18.8b
	smlal2	v25.8h, v30.16b, v0.16b
	smlal2	v1.8h, v0.16b, v13.16b
	smlal2	v31.8h, v8.16b, v4.16b
	smlal2	v27.8h, v10.16b, v26.16b
	smlsl	v31.2d, v2.2s, v2.s[1]
	smlsl	v10.2d, v8.2s, v7.s[2]
	smlsl	v4.2d, v11.2s, v2.s[2]
	smlsl	v10.2d, v22.2s, v19.s[3]
	smlsl2	v9.2d, v24.4s, v20.s[1]
	smlsl2	v24.2d, v1.4s, v14.s[0]
	smlsl2	v0.2d, v5.4s, v4.s[0]
	smlsl2	v25.2d, v27.4s, v10.s[0]
	smlsl	v9.4s, v3.4h, v4.h[5]
	smlsl	v5.4s, v30.4h, v14.h[7]
	smlsl	v22.4s, v12.4h, v2.h[1]
	smlsl	v31.4s, v25.4h, v12.h[5]
	smlsl2	v12.4s, v2.8h, v8.h[6]
	smlsl2	v24.4s, v21.8h, v11.h[2]
	smlsl2	v9.4s, v27.8h, v5.h[0]
	smlsl2	v28.4s, v18.8h, v15.h[0]
	smlsl	v9.2d, v16.2s, v17.2s
	smlsl	v24.2d, v22.2s, v23.2s
	smlsl	v23.2d, v2.2s, v4.2s
	smlsl	v27.2d, v5.2s, v12.2s
	smlsl2	v24.2d, v8.4s, v0.4s
	smlsl2	v1.2d, v30.4s, v17.4s
	smlsl2	v30.2d, v22.4s, v30.4s
	smlsl2	v26.2d, v13.4s, v11.4s
	smlsl	v28.4s, v24.4h, v0.4h
	smlsl	v21.4s, v8.4h, v0.4h
	smlsl	v19.4s, v3.4h, v7.4h
	smlsl	v22.4s, v23.4h, v28.4h
	smlsl2	v27.4s, v5.8h, v17.8h
	smlsl2	v0.4s, v26.8h, v12.8h
	smlsl2	v15.4s, v18.8h, v25.8h
	smlsl2	v13.4s, v13.8h, v19.8h
	smlsl	v18.8h, v15.8b, v24.8b
	smlsl	v14.8h, v19.8b, v27.8b
	smlsl	v13.8h, v28.8b, v29.8b
	smlsl	v14.8h, v25.8b, v29.8b
	smlsl2	v0.8h, v27.16b, v11.16b
	smlsl2	v15.8h, v23.16b, v9.16b
	smlsl2	v23.8h, v6.16b, v23.16b
	smlsl2	v0.8h, v26.16b, v26.16b
	smov	w14, v17.b[15]
	smov	w22, v30.b[2]
	smov	w1, v5.b[7]
	smov	w0, v3.b[0]
	smov	w14, v14.h[6]
	smov	w21, v28.h[2]
	smov	w18, v0.h[4]
	smov	w2, v19.h[0]
	smov	x25, v5.b[11]
	smov	x9, v11.b[4]
	smov	x17, v27.b[1]
	smov	x21, v19.b[5]
	smov	xzr, v9.h[3]
	smov	x29, v17.h[4]
	smov	x2, v16.h[6]
	smov	x25, v30.h[0]
	smov	x13, v1.s[0]
	smov	x23, v6.s[1]
	smov	x0, v21.s[1]
	smov	x3, v28.s[2]
	smnegl	x27, w17, w15
	smsubl	x23, w30, w28, x8
	smsubl	x4, w15, w21, x5
	smsubl	x11, w5, w23, x28
	smulh	x1, x7, x26
	smulh	x6, x11, x28
	smulh	x18, x16, x15
	smulh	x11, x6, xzr
	smull	v29.2d, v13.2s, v24.s[0]
	smull	v11.2d, v22.2s, v6.s[0]
	smull	v11.2d, v16.2s, v11.s[0]
	smull	v12.2d, v16.2s, v6.s[3]
	smull2	v23.2d, v7.4s, v4.s[0]
	smull2	v24.2d, v15.4s, v15.s[0]
	smull2	v31.2d, v28.4s, v1.s[3]
	smull2	v15.2d, v23.4s, v20.s[2]
	smull	v24.4s, v20.4h, v11.h[1]
	smull	v23.4s, v5.4h, v10.h[4]
	smull	v5.4s, v13.4h, v9.h[7]
	smull	v29.4s, v11.4h, v14.h[0]
	smull2	v9.4s, v25.8h, v14.h[5]
	smull2	v21.4s, v12.8h, v5.h[0]
	smull2	v17.4s, v6.8h, v12.h[3]
	smull2	v4.4s, v11.8h, v1.h[6]
	smull	v9.2d, v24.2s, v14.2s
	smull	v26.2d, v19.2s, v4.2s
	smull	v2.2d, v27.2s, v11.2s
	smull	v29.2d, v19.2s, v16.2s
	smull2	v11.2d, v21.4s, v0.4s
	smull2	v9.2d, v11.4s, v0.4s
	smull2	v14.2d, v2.4s, v3.4s
	smull2	v2.2d, v26.4s, v2.4s
	smull	v7.4s, v17.4h, v22.4h
	smull	v10.4s, v3.4h, v26.4h
	smull	v2.4s, v17.4h, v0.4h
	smull	v23.4s, v26.4h, v23.4h
	smull2	v8.4s, v16.8h, v13.8h
	smull2	v3.4s, v16.8h, v29.8h
	smull2	v22.4s, v3.8h, v15.8h
	smull2	v5.4s, v16.8h, v29.8h
	smull	v1.8h, v16.8b, v4.8b
	smull	v16.8h, v16.8b, v19.8b
	smull	v23.8h, v14.8b, v14.8b
	smull	v27.8h, v19.8b, v30.8b
	smull2	v17.8h, v31.16b, v4.16b
	smull2	v15.8h, v20.16b, v4.16b
	smull2	v22.8h, v8.16b, v17.16b
	smull2	v16.8h, v17.16b, v16.16b
	sqabs	b20, b16
	sqabs	b7, b25
	sqabs	b4, b2
	sqabs	b26, b27
	sqabs	d17, d10
	sqabs	d26, d10
	sqabs	d5, d13
	sqabs	d0, d20
	sqabs	h9, h18
	sqabs	h30, h17
	sqabs	h27, h21
	sqabs	h6, h12
	sqabs	s22, s29
	sqabs	s0, s9
	sqabs	s20, s1
	sqabs	s30, s4
	sqabs	v12.16b, v15.16b
	sqabs	v6.16b, v20.16b
	sqabs	v28.16b, v16.16b
	sqabs	v14.16b, v5.16b
	sqabs	v11.2d, v28.2d
	sqabs	v24.2d, v21.2d
	sqabs	v3.2d, v8.2d
	sqabs	v11.2d, v21.2d
	sqabs	v19.2s, v3.2s
	sqabs	v10.2s, v0.2s
	sqabs	v6.2s, v8.2s
	sqabs	v23.2s, v20.2s
	sqabs	v16.4h, v3.4h
	sqabs	v29.4h, v21.4h
	sqabs	v5.4h, v3.4h
	sqabs	v17.4h, v13.4h
	sqabs	v10.4s, v18.4s
	sqabs	v10.4s, v8.4s
	sqabs	v24.4s, v20.4s
	sqabs	v1.4s, v16.4s
	sqabs	v24.8b, v30.8b
	sqabs	v6.8b, v20.8b
	sqabs	v8.8b, v20.8b
	sqabs	v13.8b, v20.8b
	sqabs	v23.8h, v25.8h
	sqabs	v12.8h, v14.8h
	sqabs	v10.8h, v13.8h
	sqabs	v15.8h, v9.8h
	sqadd	b30, b16, b0
	sqadd	b23, b25, b0
	sqadd	b29, b0, b21
	sqadd	b17, b22, b23
	sqadd	d27, d13, d17
	sqadd	d27, d8, d25
	sqadd	d14, d18, d14
	sqadd	d22, d17, d12
	sqadd	h21, h9, h8
	sqadd	h13, h25, h26
	sqadd	h22, h21, h6
	sqadd	h19, h0, h29
	sqadd	s0, s21, s21
	sqadd	s9, s7, s14
	sqadd	s12, s30, s10
	sqadd	s14, s3, s25
	sqadd	v13.16b, v13.16b, v6.16b
	sqadd	v14.16b, v17.16b, v2.16b
	sqadd	v14.16b, v5.16b, v16.16b
	sqadd	v10.16b, v13.16b, v0.16b
	sqadd	v30.2d, v12.2d, v29.2d
	sqadd	v30.2d, v15.2d, v9.2d
	sqadd	v27.2d, v8.2d, v2.2d
	sqadd	v17.2d, v28.2d, v15.2d
	sqadd	v30.2s, v10.2s, v14.2s
	sqadd	v24.2s, v5.2s, v8.2s
	sqadd	v2.2s, v30.2s, v14.2s
	sqadd	v7.2s, v11.2s, v21.2s
	sqadd	v6.4h, v19.4h, v10.4h
	sqadd	v8.4h, v9.4h, v6.4h
	sqadd	v26.4h, v6.4h, v30.4h
	sqadd	v18.4h, v10.4h, v12.4h
	sqadd	v8.4s, v28.4s, v1.4s
	sqadd	v20.4s, v4.4s, v3.4s
	sqadd	v3.4s, v28.4s, v29.4s
	sqadd	v26.4s, v9.4s, v29.4s
	sqadd	v0.8b, v17.8b, v31.8b
	sqadd	v22.8b, v30.8b, v27.8b
	sqadd	v17.8b, v10.8b, v21.8b
	sqadd	v18.8b, v2.8b, v12.8b
	sqadd	v13.8h, v13.8h, v16.8h
	sqadd	v19.8h, v4.8h, v10.8h
	sqadd	v25.8h, v2.8h, v4.8h
	sqadd	v22.8h, v8.8h, v17.8h
	sqdmlal	s4, h10, v13.h[7]
	sqdmlal	s27, h2, v5.h[5]
	sqdmlal	s29, h11, v10.h[0]
	sqdmlal	s12, h27, v12.h[7]
	sqdmlal	d4, s27, v1.s[0]
	sqdmlal	d0, s26, v27.s[0]
	sqdmlal	d10, s23, v15.s[0]
	sqdmlal	d13, s30, v30.s[2]
	sqdmlal	v5.2d, v27.2s, v9.s[1]
	sqdmlal	v29.2d, v24.2s, v14.s[3]
	sqdmlal	v8.2d, v0.2s, v25.s[2]
	sqdmlal	v28.2d, v19.2s, v11.s[3]
	sqdmlal2	v4.2d, v14.4s, v4.s[3]
	sqdmlal2	v21.2d, v23.4s, v0.s[0]
	sqdmlal2	v1.2d, v18.4s, v24.s[2]
	sqdmlal2	v28.2d, v11.4s, v7.s[0]
	sqdmlal	v25.4s, v9.4h, v13.h[5]
	sqdmlal	v15.4s, v24.4h, v7.h[4]
	sqdmlal	v3.4s, v6.4h, v14.h[2]
	sqdmlal	v15.4s, v0.4h, v6.h[1]
	sqdmlal2	v20.4s, v30.8h, v14.h[7]
	sqdmlal2	v4.4s, v20.8h, v11.h[0]
	sqdmlal2	v24.4s, v2.8h, v7.h[5]
	sqdmlal2	v31.4s, v13.8h, v3.h[5]
	sqdmlal	s8, h29, h22
	sqdmlal	s5, h10, h13
	sqdmlal	s7, h29, h27
	sqdmlal	s20, h28, h2
	sqdmlal	d23, s22, s25
	sqdmlal	d29, s7, s6
	sqdmlal	d31, s26, s13
	sqdmlal	d18, s4, s31
	sqdmlal	v9.2d, v8.2s, v14.2s
	sqdmlal	v13.2d, v2.2s, v4.2s
	sqdmlal	v16.2d, v17.2s, v6.2s
	sqdmlal	v14.2d, v4.2s, v26.2s
	sqdmlal2	v19.2d, v23.4s, v6.4s
	sqdmlal2	v28.2d, v23.4s, v14.4s
	sqdmlal2	v29.2d, v28.4s, v10.4s
	sqdmlal2	v27.2d, v31.4s, v27.4s
	sqdmlal	v10.4s, v23.4h, v15.4h
	sqdmlal	v0.4s, v20.4h, v3.4h
	sqdmlal	v31.4s, v26.4h, v5.4h
	sqdmlal	v19.4s, v22.4h, v15.4h
	sqdmlal2	v17.4s, v8.8h, v7.8h
	sqdmlal2	v16.4s, v0.8h, v15.8h
	sqdmlal2	v16.4s, v25.8h, v23.8h
	sqdmlal2	v15.4s, v3.8h, v19.8h
	sqdmlsl	s8, h26, v10.h[7]
	sqdmlsl	s19, h5, v9.h[0]
	sqdmlsl	s17, h28, v3.h[0]
	sqdmlsl	s3, h26, v15.h[5]
	sqdmlsl	d29, s18, v3.s[0]
	sqdmlsl	d1, s4, v15.s[1]
	sqdmlsl	d11, s17, v28.s[1]
	sqdmlsl	d8, s15, v18.s[0]
	sqdmlsl	v24.2d, v1.2s, v6.s[1]
	sqdmlsl	v14.2d, v4.2s, v13.s[3]
	sqdmlsl	v27.2d, v22.2s, v26.s[3]
	sqdmlsl	v12.2d, v26.2s, v23.s[0]
	sqdmlsl2	v13.2d, v19.4s, v5.s[0]
	sqdmlsl2	v30.2d, v29.4s, v27.s[2]
	sqdmlsl2	v18.2d, v7.4s, v18.s[3]
	sqdmlsl2	v23.2d, v25.4s, v20.s[3]
	sqdmlsl	v3.4s, v25.4h, v9.h[4]
	sqdmlsl	v11.4s, v5.4h, v14.h[0]
	sqdmlsl	v11.4s, v19.4h, v6.h[7]
	sqdmlsl	v31.4s, v19.4h, v8.h[0]
	sqdmlsl2	v8.4s, v14.8h, v14.h[4]
	sqdmlsl2	v29.4s, v11.8h, v10.h[0]
	sqdmlsl2	v20.4s, v9.8h, v4.h[1]
	sqdmlsl2	v17.4s, v21.8h, v3.h[7]
	sqdmlsl	s18, h5, h16
	sqdmlsl	s2, h13, h21
	sqdmlsl	s5, h1, h0
	sqdmlsl	s23, h14, h30
	sqdmlsl	d12, s9, s18
	sqdmlsl	d14, s10, s4
	sqdmlsl	d16, s19, s30
	sqdmlsl	d9, s27, s9
	sqdmlsl	v23.2d, v5.2s, v17.2s
	sqdmlsl	v1.2d, v5.2s, v2.2s
	sqdmlsl	v28.2d, v6.2s, v0.2s
	sqdmlsl	v16.2d, v6.2s, v21.2s
	sqdmlsl2	v31.2d, v8.4s, v29.4s
	sqdmlsl2	v2.2d, v26.4s, v18.4s
	sqdmlsl2	v4.2d, v31.4s, v7.4s
	sqdmlsl2	v21.2d, v14.4s, v22.4s
	sqdmlsl	v16.4s, v15.4h, v13.4h
	sqdmlsl	v26.4s, v22.4h, v12.4h
	sqdmlsl	v2.4s, v27.4h, v29.4h
	sqdmlsl	v19.4s, v13.4h, v6.4h
	sqdmlsl2	v8.4s, v30.8h, v15.8h
	sqdmlsl2	v13.4s, v25.8h, v3.8h
	sqdmlsl2	v25.4s, v11.8h, v24.8h
	sqdmlsl2	v16.4s, v2.8h, v22.8h
	sqdmulh	h0, h21, v2.h[2]
	sqdmulh	h26, h18, v14.h[0]
	sqdmulh	h19, h5, v7.h[0]
	sqdmulh	h11, h18, v2.h[7]
	sqdmulh	s3, s20, v14.s[0]
	sqdmulh	s4, s16, v0.s[3]
	sqdmulh	s15, s7, v19.s[0]
	sqdmulh	s30, s23, v13.s[3]
	sqdmulh	v27.2s, v5.2s, v22.s[1]
	sqdmulh	v13.2s, v21.2s, v10.s[0]
	sqdmulh	v25.2s, v20.2s, v27.s[2]
	sqdmulh	v25.2s, v19.2s, v31.s[0]
	sqdmulh	v29.4h, v16.4h, v7.h[0]
	sqdmulh	v27.4h, v8.4h, v11.h[7]
	sqdmulh	v18.4h, v24.4h, v0.h[2]
	sqdmulh	v16.4h, v10.4h, v1.h[7]
	sqdmulh	v15.4s, v14.4s, v16.s[0]
	sqdmulh	v2.4s, v29.4s, v3.s[1]
	sqdmulh	v8.4s, v10.4s, v22.s[1]
	sqdmulh	v10.4s, v29.4s, v16.s[3]
	sqdmulh	v6.8h, v20.8h, v15.h[6]
	sqdmulh	v4.8h, v7.8h, v15.h[6]
	sqdmulh	v27.8h, v7.8h, v14.h[5]
	sqdmulh	v5.8h, v6.8h, v6.h[6]
	sqdmulh	h25, h6, h25
	sqdmulh	h8, h25, h9
	sqdmulh	h28, h25, h25
	sqdmulh	h21, h30, h0
	sqdmulh	s22, s8, s18
	sqdmulh	s6, s28, s9
	sqdmulh	s9, s19, s4
	sqdmulh	s11, s7, s26
	sqdmulh	v26.2s, v21.2s, v24.2s
	sqdmulh	v11.2s, v5.2s, v27.2s
	sqdmulh	v21.2s, v30.2s, v29.2s
	sqdmulh	v30.2s, v0.2s, v22.2s
	sqdmulh	v19.4h, v14.4h, v23.4h
	sqdmulh	v26.4h, v15.4h, v27.4h
	sqdmulh	v18.4h, v30.4h, v8.4h
	sqdmulh	v3.4h, v18.4h, v27.4h
	sqdmulh	v5.4s, v17.4s, v30.4s
	sqdmulh	v30.4s, v9.4s, v18.4s
	sqdmulh	v8.4s, v0.4s, v6.4s
	sqdmulh	v18.4s, v3.4s, v30.4s
	sqdmulh	v13.8h, v30.8h, v10.8h
	sqdmulh	v20.8h, v20.8h, v18.8h
	sqdmulh	v19.8h, v31.8h, v26.8h
	sqdmulh	v18.8h, v4.8h, v4.8h
	sqdmull	s17, h16, v14.h[4]
	sqdmull	s10, h7, v6.h[6]
	sqdmull	s15, h0, v14.h[5]
	sqdmull	s12, h31, v7.h[5]
	sqdmull	d30, s22, v1.s[0]
	sqdmull	d14, s24, v28.s[1]
	sqdmull	d13, s24, v11.s[3]
	sqdmull	d18, s30, v10.s[1]
	sqdmull	v17.2d, v13.2s, v11.s[3]
	sqdmull	v9.2d, v25.2s, v27.s[0]
	sqdmull	v21.2d, v28.2s, v14.s[0]
	sqdmull	v31.2d, v24.2s, v6.s[3]
	sqdmull2	v13.2d, v3.4s, v5.s[1]
	sqdmull2	v1.2d, v6.4s, v23.s[0]
	sqdmull2	v10.2d, v18.4s, v19.s[1]
	sqdmull2	v16.2d, v4.4s, v4.s[2]
	sqdmull	v18.4s, v12.4h, v6.h[4]
	sqdmull	v5.4s, v2.4h, v14.h[0]
	sqdmull	v8.4s, v24.4h, v5.h[0]
	sqdmull	v5.4s, v20.4h, v4.h[6]
	sqdmull2	v12.4s, v8.8h, v7.h[0]
	sqdmull2	v29.4s, v17.8h, v12.h[1]
	sqdmull2	v24.4s, v7.8h, v1.h[0]
	sqdmull2	v24.4s, v22.8h, v6.h[6]
	sqdmull	s22, h0, h23
	sqdmull	s30, h26, h17
	sqdmull	s19, h26, h16
	sqdmull	s22, h6, h4
	sqdmull	d23, s0, s13
	sqdmull	d13, s16, s24
	sqdmull	d29, s8, s24
	sqdmull	d28, s13, s7
	sqdmull	v12.2d, v25.2s, v2.2s
	sqdmull	v13.2d, v13.2s, v26.2s
	sqdmull	v20.2d, v30.2s, v9.2s
	sqdmull	v8.2d, v3.2s, v7.2s
	sqdmull2	v6.2d, v23.4s, v11.4s
	sqdmull2	v19.2d, v1.4s, v27.4s
	sqdmull2	v3.2d, v9.4s, v24.4s
	sqdmull2	v23.2d, v30.4s, v14.4s
	sqdmull	v0.4s, v12.4h, v0.4h
	sqdmull	v28.4s, v16.4h, v6.4h
	sqdmull	v0.4s, v29.4h, v19.4h
	sqdmull	v6.4s, v9.4h, v1.4h
	sqdmull2	v20.4s, v11.8h, v6.8h
	sqdmull2	v15.4s, v17.8h, v5.8h
	sqdmull2	v9.4s, v7.8h, v18.8h
	sqdmull2	v10.4s, v28.8h, v5.8h
	sqneg	b14, b15
	sqneg	b6, b0
	sqneg	b10, b9
	sqneg	b30, b9
	sqneg	d16, d10
	sqneg	d9, d25
	sqneg	d21, d8
	sqneg	d17, d3
	sqneg	h28, h20
	sqneg	h7, h30
	sqneg	h4, h24
	sqneg	h19, h12
	sqneg	s5, s2
	sqneg	s22, s12
	sqneg	s13, s21
	sqneg	s16, s21
	sqneg	v3.16b, v9.16b
	sqneg	v27.16b, v12.16b
	sqneg	v22.16b, v24.16b
	sqneg	v22.16b, v20.16b
	sqneg	v17.2d, v26.2d
	sqneg	v3.2d, v18.2d
	sqneg	v24.2d, v21.2d
	sqneg	v21.2d, v11.2d
	sqneg	v26.2s, v27.2s
	sqneg	v16.2s, v29.2s
	sqneg	v22.2s, v17.2s
	sqneg	v26.2s, v20.2s
	sqneg	v3.4h, v20.4h
	sqneg	v20.4h, v12.4h
	sqneg	v27.4h, v19.4h
	sqneg	v22.4h, v14.4h
	sqneg	v19.4s, v31.4s
	sqneg	v5.4s, v24.4s
	sqneg	v14.4s, v5.4s
	sqneg	v0.4s, v17.4s
	sqneg	v3.8b, v3.8b
	sqneg	v29.8b, v1.8b
	sqneg	v29.8b, v23.8b
	sqneg	v11.8b, v10.8b
	sqneg	v16.8h, v3.8h
	sqneg	v25.8h, v21.8h
	sqneg	v12.8h, v2.8h
	sqneg	v31.8h, v30.8h
	sqrdmulh	h4, h21, v12.h[0]
	sqrdmulh	h27, h0, v3.h[1]
	sqrdmulh	h20, h16, v15.h[3]
	sqrdmulh	h22, h12, v11.h[5]
	sqrdmulh	s11, s26, v8.s[3]
	sqrdmulh	s13, s29, v28.s[3]
	sqrdmulh	s31, s17, v3.s[1]
	sqrdmulh	s17, s1, v14.s[3]
	sqrdmulh	v29.2s, v18.2s, v29.s[1]
	sqrdmulh	v31.2s, v10.2s, v25.s[2]
	sqrdmulh	v16.2s, v10.2s, v6.s[3]
	sqrdmulh	v10.2s, v20.2s, v13.s[1]
	sqrdmulh	v2.4h, v23.4h, v6.h[6]
	sqrdmulh	v17.4h, v1.4h, v13.h[7]
	sqrdmulh	v0.4h, v3.4h, v3.h[2]
	sqrdmulh	v11.4h, v11.4h, v1.h[2]
	sqrdmulh	v29.4s, v12.4s, v27.s[1]
	sqrdmulh	v20.4s, v18.4s, v10.s[1]
	sqrdmulh	v20.4s, v27.4s, v14.s[1]
	sqrdmulh	v0.4s, v23.4s, v15.s[0]
	sqrdmulh	v19.8h, v12.8h, v7.h[0]
	sqrdmulh	v29.8h, v4.8h, v5.h[0]
	sqrdmulh	v21.8h, v15.8h, v12.h[7]
	sqrdmulh	v6.8h, v9.8h, v3.h[1]
	sqrdmulh	h13, h21, h4
	sqrdmulh	h31, h13, h14
	sqrdmulh	h23, h20, h12
	sqrdmulh	h9, h18, h22
	sqrdmulh	s23, s6, s18
	sqrdmulh	s18, s14, s14
	sqrdmulh	s8, s14, s24
	sqrdmulh	s25, s3, s8
	sqrdmulh	v3.2s, v30.2s, v16.2s
	sqrdmulh	v21.2s, v30.2s, v11.2s
	sqrdmulh	v16.2s, v8.2s, v19.2s
	sqrdmulh	v22.2s, v14.2s, v19.2s
	sqrdmulh	v29.4h, v19.4h, v21.4h
	sqrdmulh	v14.4h, v28.4h, v4.4h
	sqrdmulh	v10.4h, v12.4h, v29.4h
	sqrdmulh	v6.4h, v17.4h, v18.4h
	sqrdmulh	v22.4s, v21.4s, v8.4s
	sqrdmulh	v5.4s, v18.4s, v21.4s
	sqrdmulh	v25.4s, v21.4s, v22.4s
	sqrdmulh	v17.4s, v19.4s, v7.4s
	sqrdmulh	v25.8h, v24.8h, v16.8h
	sqrdmulh	v4.8h, v1.8h, v29.8h
	sqrdmulh	v2.8h, v3.8h, v8.8h
	sqrdmulh	v15.8h, v17.8h, v30.8h
	sqrshl	b12, b18, b14
	sqrshl	b16, b15, b23
	sqrshl	b19, b4, b1
	sqrshl	b28, b9, b14
	sqrshl	d29, d23, d21
	sqrshl	d18, d14, d20
	sqrshl	d0, d12, d9
	sqrshl	d10, d30, d11
	sqrshl	h1, h24, h12
	sqrshl	h24, h29, h15
	sqrshl	h28, h25, h22
	sqrshl	h9, h9, h4
	sqrshl	s15, s6, s3
	sqrshl	s0, s23, s28
	sqrshl	s4, s16, s16
	sqrshl	s24, s5, s12
	sqrshl	v0.16b, v14.16b, v12.16b
	sqrshl	v1.16b, v14.16b, v26.16b
	sqrshl	v24.16b, v25.16b, v3.16b
	sqrshl	v21.16b, v23.16b, v16.16b
	sqrshl	v5.2d, v7.2d, v16.2d
	sqrshl	v28.2d, v16.2d, v1.2d
	sqrshl	v25.2d, v29.2d, v17.2d
	sqrshl	v11.2d, v14.2d, v29.2d
	sqrshl	v0.2s, v15.2s, v23.2s
	sqrshl	v11.2s, v10.2s, v0.2s
	sqrshl	v11.2s, v9.2s, v15.2s
	sqrshl	v2.2s, v13.2s, v1.2s
	sqrshl	v9.4h, v31.4h, v21.4h
	sqrshl	v26.4h, v0.4h, v25.4h
	sqrshl	v7.4h, v28.4h, v30.4h
	sqrshl	v21.4h, v23.4h, v20.4h
	sqrshl	v23.4s, v27.4s, v28.4s
	sqrshl	v28.4s, v27.4s, v28.4s
	sqrshl	v6.4s, v2.4s, v12.4s
	sqrshl	v20.4s, v0.4s, v0.4s
	sqrshl	v9.8b, v27.8b, v17.8b
	sqrshl	v25.8b, v27.8b, v15.8b
	sqrshl	v13.8b, v28.8b, v25.8b
	sqrshl	v24.8b, v29.8b, v13.8b
	sqrshl	v30.8h, v4.8h, v26.8h
	sqrshl	v1.8h, v15.8h, v9.8h
	sqrshl	v9.8h, v31.8h, v3.8h
	sqrshl	v0.8h, v29.8h, v28.8h
	sqrshrn	b6, h13, #7
	sqrshrn	b22, h29, #1
	sqrshrn	b29, h31, #2
	sqrshrn	b29, h30, #1
	sqrshrn	h29, s16, #11
	sqrshrn	h4, s20, #3
	sqrshrn	h3, s17, #11
	sqrshrn	h6, s2, #1
	sqrshrn	s16, d23, #25
	sqrshrn	s17, d24, #2
	sqrshrn	s25, d18, #5
	sqrshrn	s27, d23, #8
	sqrshrn	v21.2s, v4.2d, #13
	sqrshrn	v0.2s, v31.2d, #16
	sqrshrn	v21.2s, v24.2d, #20
	sqrshrn	v5.2s, v27.2d, #14
	sqrshrn2	v18.4s, v2.2d, #32
	sqrshrn2	v18.4s, v21.2d, #18
	sqrshrn2	v22.4s, v28.2d, #32
	sqrshrn2	v24.4s, v0.2d, #32
	sqrshrn	v25.4h, v0.4s, #13
	sqrshrn	v14.4h, v10.4s, #1
	sqrshrn	v20.4h, v11.4s, #15
	sqrshrn	v4.4h, v5.4s, #11
	sqrshrn2	v24.8h, v1.4s, #1
	sqrshrn2	v2.8h, v14.4s, #1
	sqrshrn2	v10.8h, v13.4s, #8
	sqrshrn2	v24.8h, v28.4s, #13
	sqrshrn	v20.8b, v10.8h, #8
	sqrshrn	v0.8b, v14.8h, #4
	sqrshrn	v18.8b, v10.8h, #8
	sqrshrn	v26.8b, v24.8h, #1
	sqrshrn2	v8.16b, v8.8h, #1
	sqrshrn2	v8.16b, v6.8h, #5
	sqrshrn2	v15.16b, v12.8h, #3
	sqrshrn2	v20.16b, v2.8h, #1
	sqrshrun	b4, h14, #8
	sqrshrun	b18, h12, #1
	sqrshrun	b14, h4, #3
	sqrshrun	b6, h9, #2
	sqrshrun	h18, s12, #1
	sqrshrun	h12, s25, #12
	sqrshrun	h6, s26, #16
	sqrshrun	h5, s14, #13
	sqrshrun	s11, d31, #1
	sqrshrun	s21, d24, #26
	sqrshrun	s7, d26, #15
	sqrshrun	s2, d29, #32
	sqrshrun	v11.2s, v28.2d, #26
	sqrshrun	v24.2s, v21.2d, #18
	sqrshrun	v30.2s, v8.2d, #27
	sqrshrun	v7.2s, v3.2d, #8
	sqrshrun2	v14.4s, v1.2d, #10
	sqrshrun2	v1.4s, v13.2d, #3
	sqrshrun2	v0.4s, v18.2d, #13
	sqrshrun2	v19.4s, v23.2d, #22
	sqrshrun	v7.4h, v10.4s, #15
	sqrshrun	v16.4h, v0.4s, #13
	sqrshrun	v13.4h, v0.4s, #1
	sqrshrun	v3.4h, v21.4s, #1
	sqrshrun2	v0.8h, v31.4s, #16
	sqrshrun2	v13.8h, v18.4s, #11
	sqrshrun2	v1.8h, v0.4s, #1
	sqrshrun2	v20.8h, v20.4s, #12
	sqrshrun	v29.8b, v5.8h, #6
	sqrshrun	v14.8b, v12.8h, #1
	sqrshrun	v12.8b, v19.8h, #2
	sqrshrun	v27.8b, v18.8h, #1
	sqrshrun2	v0.16b, v26.8h, #5
	sqrshrun2	v3.16b, v7.8h, #6
	sqrshrun2	v20.16b, v30.8h, #1
	sqrshrun2	v4.16b, v8.8h, #5
	sqshlu	b27, b22, #2
	sqshlu	b25, b10, #4
	sqshlu	b11, b28, #0
	sqshlu	b8, b27, #0
	sqshlu	d31, d12, #52
	sqshlu	d1, d29, #61
	sqshlu	d4, d30, #11
	sqshlu	d22, d24, #0
	sqshlu	h23, h20, #1
	sqshlu	h6, h4, #9
	sqshlu	h9, h22, #0
	sqshlu	h15, h8, #2
	sqshlu	s22, s23, #22
	sqshlu	s10, s5, #8
	sqshlu	s26, s30, #1
	sqshlu	s26, s25, #13
	sqshlu	v1.16b, v14.16b, #5
	sqshlu	v13.16b, v20.16b, #5
	sqshlu	v16.16b, v19.16b, #2
	sqshlu	v0.16b, v10.16b, #7
	sqshlu	v10.2d, v22.2d, #45
	sqshlu	v25.2d, v25.2d, #28
	sqshlu	v2.2d, v5.2d, #35
	sqshlu	v23.2d, v5.2d, #3
	sqshlu	v27.2s, v14.2s, #10
	sqshlu	v31.2s, v1.2s, #14
	sqshlu	v10.2s, v13.2s, #15
	sqshlu	v13.2s, v13.2s, #24
	sqshlu	v10.4h, v2.4h, #12
	sqshlu	v4.4h, v21.4h, #1
	sqshlu	v20.4h, v4.4h, #11
	sqshlu	v31.4h, v1.4h, #6
	sqshlu	v27.4s, v15.4s, #19
	sqshlu	v11.4s, v7.4s, #0
	sqshlu	v31.4s, v26.4s, #10
	sqshlu	v11.4s, v6.4s, #14
	sqshlu	v25.8b, v20.8b, #1
	sqshlu	v3.8b, v9.8b, #0
	sqshlu	v31.8b, v28.8b, #3
	sqshlu	v4.8b, v30.8b, #2
	sqshlu	v28.8h, v14.8h, #4
	sqshlu	v18.8h, v25.8h, #0
	sqshlu	v3.8h, v25.8h, #14
	sqshlu	v16.8h, v28.8h, #3
	sqshl	b3, b27, #7
	sqshl	b17, b31, #1
	sqshl	b6, b8, #7
	sqshl	b14, b26, #3
	sqshl	d19, d0, #1
	sqshl	d27, d8, #7
	sqshl	d23, d21, #53
	sqshl	d19, d19, #53
	sqshl	h24, h3, #8
	sqshl	h14, h2, #10
	sqshl	h20, h2, #2
	sqshl	h7, h0, #5
	sqshl	s8, s19, #30
	sqshl	s6, s28, #5
	sqshl	s17, s20, #0
	sqshl	s13, s27, #31
	sqshl	v22.16b, v2.16b, #6
	sqshl	v24.16b, v14.16b, #6
	sqshl	v25.16b, v10.16b, #7
	sqshl	v10.16b, v0.16b, #1
	sqshl	v31.2d, v23.2d, #46
	sqshl	v7.2d, v19.2d, #62
	sqshl	v5.2d, v27.2d, #33
	sqshl	v11.2d, v17.2d, #34
	sqshl	v7.2s, v21.2s, #4
	sqshl	v5.2s, v29.2s, #31
	sqshl	v24.2s, v14.2s, #15
	sqshl	v11.2s, v5.2s, #29
	sqshl	v9.4h, v18.4h, #8
	sqshl	v4.4h, v8.4h, #7
	sqshl	v21.4h, v26.4h, #0
	sqshl	v29.4h, v1.4h, #5
	sqshl	v18.4s, v23.4s, #15
	sqshl	v20.4s, v10.4s, #24
	sqshl	v21.4s, v17.4s, #0
	sqshl	v23.4s, v0.4s, #8
	sqshl	v23.8b, v1.8b, #1
	sqshl	v15.8b, v12.8b, #0
	sqshl	v20.8b, v18.8b, #3
	sqshl	v13.8b, v31.8b, #0
	sqshl	v12.8h, v2.8h, #0
	sqshl	v9.8h, v19.8h, #0
	sqshl	v4.8h, v11.8h, #12
	sqshl	v10.8h, v24.8h, #8
	sqshl	b12, b5, b2
	sqshl	b28, b26, b11
	sqshl	b26, b28, b18
	sqshl	b31, b25, b16
	sqshl	d8, d30, d15
	sqshl	d28, d13, d27
	sqshl	d10, d26, d17
	sqshl	d18, d7, d5
	sqshl	h20, h2, h8
	sqshl	h1, h14, h11
	sqshl	h16, h13, h3
	sqshl	h17, h17, h1
	sqshl	s11, s6, s19
	sqshl	s12, s30, s14
	sqshl	s26, s21, s18
	sqshl	s5, s4, s18
	sqshl	v31.16b, v0.16b, v5.16b
	sqshl	v11.16b, v21.16b, v24.16b
	sqshl	v5.16b, v4.16b, v18.16b
	sqshl	v15.16b, v11.16b, v6.16b
	sqshl	v22.2d, v4.2d, v16.2d
	sqshl	v19.2d, v31.2d, v12.2d
	sqshl	v13.2d, v29.2d, v17.2d
	sqshl	v22.2d, v13.2d, v10.2d
	sqshl	v29.2s, v7.2s, v8.2s
	sqshl	v0.2s, v14.2s, v11.2s
	sqshl	v3.2s, v13.2s, v5.2s
	sqshl	v25.2s, v10.2s, v31.2s
	sqshl	v6.4h, v6.4h, v23.4h
	sqshl	v26.4h, v13.4h, v30.4h
	sqshl	v30.4h, v16.4h, v21.4h
	sqshl	v29.4h, v22.4h, v10.4h
	sqshl	v6.4s, v30.4s, v10.4s
	sqshl	v17.4s, v27.4s, v2.4s
	sqshl	v3.4s, v28.4s, v7.4s
	sqshl	v18.4s, v29.4s, v3.4s
	sqshl	v5.8b, v22.8b, v6.8b
	sqshl	v23.8b, v18.8b, v8.8b
	sqshl	v2.8b, v21.8b, v22.8b
	sqshl	v11.8b, v9.8b, v26.8b
	sqshl	v12.8h, v1.8h, v14.8h
	sqshl	v3.8h, v11.8h, v7.8h
	sqshl	v24.8h, v4.8h, v20.8h
	sqshl	v12.8h, v14.8h, v2.8h
	sqshrn	b30, h2, #1
	sqshrn	b19, h16, #4
	sqshrn	b13, h20, #1
	sqshrn	b3, h9, #7
	sqshrn	h13, s18, #14
	sqshrn	h2, s25, #11
	sqshrn	h22, s4, #10
	sqshrn	h3, s14, #1
	sqshrn	s12, d3, #7
	sqshrn	s26, d28, #18
	sqshrn	s17, d8, #1
	sqshrn	s25, d15, #14
	sqshrn	v0.2s, v0.2d, #27
	sqshrn	v3.2s, v22.2d, #25
	sqshrn	v14.2s, v14.2d, #2
	sqshrn	v29.2s, v4.2d, #15
	sqshrn2	v16.4s, v18.2d, #8
	sqshrn2	v25.4s, v12.2d, #1
	sqshrn2	v5.4s, v17.2d, #29
	sqshrn2	v23.4s, v6.2d, #22
	sqshrn	v13.4h, v18.4s, #1
	sqshrn	v27.4h, v23.4s, #1
	sqshrn	v9.4h, v26.4s, #1
	sqshrn	v27.4h, v19.4s, #4
	sqshrn2	v16.8h, v28.4s, #12
	sqshrn2	v14.8h, v23.4s, #11
	sqshrn2	v21.8h, v2.4s, #5
	sqshrn2	v21.8h, v20.4s, #11
	sqshrn	v9.8b, v6.8h, #3
	sqshrn	v13.8b, v22.8h, #1
	sqshrn	v8.8b, v14.8h, #6
	sqshrn	v12.8b, v25.8h, #7
	sqshrn2	v20.16b, v9.8h, #5
	sqshrn2	v13.16b, v11.8h, #4
	sqshrn2	v7.16b, v26.8h, #7
	sqshrn2	v14.16b, v27.8h, #7
	sqshrun	b7, h15, #3
	sqshrun	b22, h13, #1
	sqshrun	b23, h13, #8
	sqshrun	b25, h18, #3
	sqshrun	h5, s8, #16
	sqshrun	h1, s21, #15
	sqshrun	h2, s24, #3
	sqshrun	h28, s0, #12
	sqshrun	s3, d25, #23
	sqshrun	s4, d18, #5
	sqshrun	s31, d8, #18
	sqshrun	s6, d9, #1
	sqshrun	v15.2s, v22.2d, #32
	sqshrun	v28.2s, v31.2d, #19
	sqshrun	v14.2s, v12.2d, #28
	sqshrun	v2.2s, v6.2d, #6
	sqshrun2	v12.4s, v18.2d, #22
	sqshrun2	v11.4s, v14.2d, #4
	sqshrun2	v4.4s, v28.2d, #1
	sqshrun2	v6.4s, v4.2d, #26
	sqshrun	v4.4h, v5.4s, #11
	sqshrun	v18.4h, v1.4s, #15
	sqshrun	v20.4h, v9.4s, #10
	sqshrun	v21.4h, v30.4s, #14
	sqshrun2	v15.8h, v29.4s, #1
	sqshrun2	v23.8h, v13.4s, #8
	sqshrun2	v27.8h, v26.4s, #3
	sqshrun2	v26.8h, v22.4s, #14
	sqshrun	v25.8b, v26.8h, #1
	sqshrun	v28.8b, v22.8h, #8
	sqshrun	v27.8b, v14.8h, #3
	sqshrun	v0.8b, v19.8h, #8
	sqshrun2	v10.16b, v30.8h, #5
	sqshrun2	v21.16b, v7.8h, #1
	sqshrun2	v28.16b, v11.8h, #3
	sqshrun2	v6.16b, v19.8h, #8
	sqsub	b27, b11, b8
	sqsub	b11, b6, b2
	sqsub	b10, b8, b24
	sqsub	b27, b26, b27
	sqsub	d10, d22, d7
	sqsub	d4, d12, d2
	sqsub	d13, d1, d17
	sqsub	d11, d16, d1
	sqsub	h2, h7, h25
	sqsub	h17, h7, h6
	sqsub	h12, h11, h18
	sqsub	h8, h20, h6
	sqsub	s18, s31, s10
	sqsub	s23, s21, s17
	sqsub	s12, s11, s14
	sqsub	s8, s17, s24
	sqsub	v21.16b, v6.16b, v24.16b
	sqsub	v22.16b, v12.16b, v5.16b
	sqsub	v7.16b, v8.16b, v5.16b
	sqsub	v3.16b, v5.16b, v8.16b
	sqsub	v29.2d, v16.2d, v17.2d
	sqsub	v28.2d, v5.2d, v14.2d
	sqsub	v15.2d, v5.2d, v21.2d
	sqsub	v4.2d, v12.2d, v29.2d
	sqsub	v20.2s, v20.2s, v21.2s
	sqsub	v9.2s, v18.2s, v30.2s
	sqsub	v30.2s, v16.2s, v0.2s
	sqsub	v21.2s, v10.2s, v17.2s
	sqsub	v27.4h, v30.4h, v17.4h
	sqsub	v29.4h, v21.4h, v23.4h
	sqsub	v5.4h, v30.4h, v19.4h
	sqsub	v17.4h, v22.4h, v16.4h
	sqsub	v12.4s, v28.4s, v24.4s
	sqsub	v5.4s, v18.4s, v14.4s
	sqsub	v15.4s, v19.4s, v30.4s
	sqsub	v6.4s, v23.4s, v7.4s
	sqsub	v28.8b, v7.8b, v21.8b
	sqsub	v3.8b, v1.8b, v20.8b
	sqsub	v14.8b, v31.8b, v9.8b
	sqsub	v26.8b, v15.8b, v11.8b
	sqsub	v16.8h, v4.8h, v31.8h
	sqsub	v20.8h, v18.8h, v25.8h
	sqsub	v10.8h, v26.8h, v6.8h
	sqsub	v12.8h, v6.8h, v17.8h
	sqxtn	b27, h3
	sqxtn	b3, h29
	sqxtn	b28, h22
	sqxtn	b4, h4
	sqxtn	h1, s14
	sqxtn	h3, s7
	sqxtn	h8, s13
	sqxtn	h27, s21
	sqxtn	s6, d8
	sqxtn	s17, d21
	sqxtn	s0, d18
	sqxtn	s25, d25
	sqxtn	v17.2s, v23.2d
	sqxtn	v12.2s, v29.2d
	sqxtn	v12.2s, v24.2d
	sqxtn	v23.2s, v18.2d
	sqxtn2	v21.4s, v19.2d
	sqxtn2	v0.4s, v4.2d
	sqxtn2	v29.4s, v25.2d
	sqxtn2	v21.4s, v9.2d
	sqxtn	v16.4h, v9.4s
	sqxtn	v6.4h, v29.4s
	sqxtn	v19.4h, v26.4s
	sqxtn	v6.4h, v17.4s
	sqxtn2	v8.8h, v5.4s
	sqxtn2	v28.8h, v30.4s
	sqxtn2	v11.8h, v25.4s
	sqxtn2	v24.8h, v5.4s
	sqxtn	v12.8b, v5.8h
	sqxtn	v30.8b, v8.8h
	sqxtn	v26.8b, v17.8h
	sqxtn	v5.8b, v10.8h
	sqxtn2	v8.16b, v2.8h
	sqxtn2	v10.16b, v27.8h
	sqxtn2	v23.16b, v10.8h
	sqxtn2	v20.16b, v16.8h
	sqxtun	b30, h13
	sqxtun	b7, h14
	sqxtun	b8, h11
	sqxtun	b3, h7
	sqxtun	h8, s1
	sqxtun	h6, s31
	sqxtun	h5, s23
	sqxtun	h4, s26
	sqxtun	s1, d20
	sqxtun	s9, d6
	sqxtun	s9, d25
	sqxtun	s24, d18
	sqxtun	v25.2s, v21.2d
	sqxtun	v30.2s, v6.2d
	sqxtun	v17.2s, v26.2d
	sqxtun	v21.2s, v31.2d
	sqxtun2	v10.4s, v0.2d
	sqxtun2	v10.4s, v31.2d
	sqxtun2	v18.4s, v30.2d
	sqxtun2	v19.4s, v17.2d
	sqxtun	v7.4h, v9.4s
	sqxtun	v28.4h, v0.4s
	sqxtun	v15.4h, v28.4s
	sqxtun	v5.4h, v30.4s
	sqxtun2	v27.8h, v4.4s
	sqxtun2	v22.8h, v19.4s
	sqxtun2	v20.8h, v17.4s
	sqxtun2	v9.8h, v2.4s
	sqxtun	v17.8b, v28.8h
	sqxtun	v27.8b, v6.8h
	sqxtun	v19.8b, v8.8h
	sqxtun	v14.8b, v6.8h
	sqxtun2	v21.16b, v5.8h
	sqxtun2	v27.16b, v29.8h
	sqxtun2	v22.16b, v17.8h
	sqxtun2	v4.16b, v5.8h
	srhadd	v5.16b, v8.16b, v2.16b
	srhadd	v7.16b, v7.16b, v21.16b
	srhadd	v18.16b, v17.16b, v22.16b
	srhadd	v12.16b, v30.16b, v14.16b
	srhadd	v29.2s, v24.2s, v21.2s
	srhadd	v19.2s, v14.2s, v26.2s
	srhadd	v24.2s, v17.2s, v30.2s
	srhadd	v13.2s, v14.2s, v17.2s
	srhadd	v11.4h, v4.4h, v23.4h
	srhadd	v6.4h, v22.4h, v3.4h
	srhadd	v10.4h, v10.4h, v8.4h
	srhadd	v13.4h, v2.4h, v23.4h
	srhadd	v27.4s, v25.4s, v18.4s
	srhadd	v13.4s, v16.4s, v9.4s
	srhadd	v14.4s, v13.4s, v8.4s
	srhadd	v5.4s, v26.4s, v1.4s
	srhadd	v7.8b, v7.8b, v1.8b
	srhadd	v16.8b, v9.8b, v13.8b
	srhadd	v26.8b, v2.8b, v15.8b
	srhadd	v8.8b, v11.8b, v10.8b
	srhadd	v7.8h, v31.8h, v24.8h
	srhadd	v9.8h, v28.8h, v15.8h
	srhadd	v30.8h, v13.8h, v13.8h
	srhadd	v3.8h, v4.8h, v14.8h
	sri	d29, d4, #64
	sri	d7, d29, #18
	sri	d0, d27, #16
	sri	d28, d4, #53
	sri	v15.16b, v5.16b, #4
	sri	v4.16b, v1.16b, #3
	sri	v13.16b, v10.16b, #4
	sri	v27.16b, v6.16b, #1
	sri	v11.2d, v4.2d, #43
	sri	v26.2d, v15.2d, #19
	sri	v3.2d, v11.2d, #15
	sri	v27.2d, v16.2d, #1
	sri	v16.2s, v26.2s, #4
	sri	v5.2s, v26.2s, #14
	sri	v9.2s, v25.2s, #1
	sri	v10.2s, v23.2s, #4
	sri	v18.4h, v1.4h, #8
	sri	v4.4h, v9.4h, #16
	sri	v18.4h, v0.4h, #3
	sri	v1.4h, v23.4h, #8
	sri	v6.4s, v6.4s, #13
	sri	v5.4s, v9.4s, #30
	sri	v29.4s, v15.4s, #32
	sri	v29.4s, v0.4s, #31
	sri	v18.8b, v4.8b, #4
	sri	v6.8b, v6.8b, #1
	sri	v13.8b, v17.8b, #7
	sri	v13.8b, v11.8b, #2
	sri	v19.8h, v8.8h, #1
	sri	v27.8h, v24.8h, #5
	sri	v1.8h, v15.8h, #1
	sri	v23.8h, v8.8h, #16
	srshl	d8, d17, d30
	srshl	d19, d6, d24
	srshl	d2, d3, d27
	srshl	d23, d30, d22
	srshl	v25.16b, v25.16b, v22.16b
	srshl	v10.16b, v2.16b, v12.16b
	srshl	v26.16b, v5.16b, v15.16b
	srshl	v7.16b, v3.16b, v24.16b
	srshl	v22.2d, v24.2d, v26.2d
	srshl	v20.2d, v31.2d, v21.2d
	srshl	v26.2d, v7.2d, v23.2d
	srshl	v6.2d, v7.2d, v23.2d
	srshl	v6.2s, v15.2s, v14.2s
	srshl	v6.2s, v6.2s, v25.2s
	srshl	v8.2s, v16.2s, v6.2s
	srshl	v22.2s, v23.2s, v0.2s
	srshl	v29.4h, v20.4h, v3.4h
	srshl	v9.4h, v6.4h, v28.4h
	srshl	v17.4h, v28.4h, v27.4h
	srshl	v1.4h, v26.4h, v11.4h
	srshl	v31.4s, v11.4s, v3.4s
	srshl	v6.4s, v30.4s, v20.4s
	srshl	v13.4s, v19.4s, v23.4s
	srshl	v3.4s, v17.4s, v14.4s
	srshl	v9.8b, v25.8b, v0.8b
	srshl	v22.8b, v14.8b, v2.8b
	srshl	v8.8b, v21.8b, v3.8b
	srshl	v7.8b, v23.8b, v10.8b
	srshl	v17.8h, v19.8h, v1.8h
	srshl	v2.8h, v6.8h, v21.8h
	srshl	v22.8h, v31.8h, v23.8h
	srshl	v27.8h, v5.8h, v25.8h
	srshr	d21, d28, #1
	srshr	d7, d21, #43
	srshr	d13, d22, #27
	srshr	d22, d2, #61
	srshr	v31.16b, v17.16b, #1
	srshr	v20.16b, v17.16b, #7
	srshr	v7.16b, v3.16b, #1
	srshr	v6.16b, v5.16b, #4
	srshr	v0.2d, v9.2d, #12
	srshr	v25.2d, v10.2d, #1
	srshr	v14.2d, v11.2d, #22
	srshr	v12.2d, v17.2d, #5
	srshr	v0.2s, v17.2s, #6
	srshr	v3.2s, v26.2s, #28
	srshr	v21.2s, v14.2s, #1
	srshr	v29.2s, v16.2s, #9
	srshr	v14.4h, v11.4h, #11
	srshr	v15.4h, v31.4h, #4
	srshr	v11.4h, v3.4h, #4
	srshr	v7.4h, v27.4h, #1
	srshr	v29.4s, v28.4s, #19
	srshr	v0.4s, v25.4s, #9
	srshr	v9.4s, v19.4s, #30
	srshr	v3.4s, v8.4s, #24
	srshr	v25.8b, v15.8b, #2
	srshr	v1.8b, v10.8b, #3
	srshr	v4.8b, v25.8b, #8
	srshr	v6.8b, v2.8b, #4
	srshr	v22.8h, v15.8h, #5
	srshr	v17.8h, v10.8h, #1
	srshr	v25.8h, v4.8h, #6
	srshr	v20.8h, v31.8h, #8
	srsra	d17, d29, #34
	srsra	d28, d27, #2
	srsra	d23, d21, #32
	srsra	d31, d17, #1
	srsra	v2.16b, v24.16b, #6
	srsra	v26.16b, v8.16b, #2
	srsra	v31.16b, v26.16b, #6
	srsra	v4.16b, v19.16b, #1
	srsra	v28.2d, v6.2d, #56
	srsra	v3.2d, v10.2d, #16
	srsra	v13.2d, v18.2d, #43
	srsra	v8.2d, v28.2d, #31
	srsra	v22.2s, v23.2s, #23
	srsra	v0.2s, v26.2s, #25
	srsra	v8.2s, v6.2s, #10
	srsra	v20.2s, v11.2s, #1
	srsra	v14.4h, v17.4h, #13
	srsra	v2.4h, v9.4h, #7
	srsra	v4.4h, v13.4h, #6
	srsra	v11.4h, v7.4h, #5
	srsra	v11.4s, v28.4s, #32
	srsra	v7.4s, v19.4s, #1
	srsra	v20.4s, v18.4s, #32
	srsra	v11.4s, v20.4s, #8
	srsra	v5.8b, v27.8b, #8
	srsra	v19.8b, v27.8b, #3
	srsra	v18.8b, v2.8b, #5
	srsra	v7.8b, v3.8b, #4
	srsra	v20.8h, v1.8h, #1
	srsra	v14.8h, v0.8h, #6
	srsra	v28.8h, v26.8h, #4
	srsra	v22.8h, v16.8h, #7
	sshll	v17.2d, v28.2s, #0
	sshll	v21.2d, v4.2s, #9
	sshll	v17.2d, v5.2s, #27
	sshll	v7.2d, v5.2s, #16
	sshll2	v20.2d, v22.4s, #16
	sshll2	v24.2d, v7.4s, #1
	sshll2	v16.2d, v22.4s, #30
	sshll2	v10.2d, v18.4s, #1
	sshll	v18.4s, v30.4h, #3
	sshll	v21.4s, v5.4h, #1
	sshll	v18.4s, v10.4h, #1
	sshll	v19.4s, v7.4h, #14
	sshll2	v13.4s, v10.8h, #0
	sshll2	v4.4s, v26.8h, #8
	sshll2	v10.4s, v30.8h, #0
	sshll2	v19.4s, v25.8h, #3
	sshll	v19.8h, v30.8b, #4
	sshll	v14.8h, v28.8b, #0
	sshll	v30.8h, v5.8b, #1
	sshll	v14.8h, v8.8b, #0
	sshll2	v21.8h, v26.16b, #6
	sshll2	v27.8h, v22.16b, #3
	sshll2	v12.8h, v6.16b, #3
	sshll2	v12.8h, v18.16b, #2
	sshl	d31, d15, d17
	sshl	d7, d27, d13
	sshl	d22, d20, d27
	sshl	d31, d15, d3
	sshl	v5.16b, v3.16b, v12.16b
	sshl	v31.16b, v0.16b, v26.16b
	sshl	v29.16b, v20.16b, v31.16b
	sshl	v2.16b, v19.16b, v9.16b
	sshl	v19.2d, v22.2d, v6.2d
	sshl	v14.2d, v21.2d, v28.2d
	sshl	v13.2d, v23.2d, v7.2d
	sshl	v5.2d, v14.2d, v15.2d
	sshl	v7.2s, v23.2s, v4.2s
	sshl	v14.2s, v9.2s, v15.2s
	sshl	v11.2s, v12.2s, v31.2s
	sshl	v23.2s, v15.2s, v23.2s
	sshl	v23.4h, v22.4h, v10.4h
	sshl	v15.4h, v23.4h, v0.4h
	sshl	v31.4h, v11.4h, v28.4h
	sshl	v29.4h, v10.4h, v16.4h
	sshl	v13.4s, v5.4s, v17.4s
	sshl	v27.4s, v30.4s, v22.4s
	sshl	v15.4s, v17.4s, v21.4s
	sshl	v4.4s, v20.4s, v9.4s
	sshl	v8.8b, v2.8b, v17.8b
	sshl	v4.8b, v23.8b, v26.8b
	sshl	v29.8b, v26.8b, v17.8b
	sshl	v24.8b, v26.8b, v22.8b
	sshl	v17.8h, v26.8h, v20.8h
	sshl	v27.8h, v5.8h, v7.8h
	sshl	v29.8h, v23.8h, v2.8h
	sshl	v20.8h, v24.8h, v31.8h
	sshr	d7, d19, #13
	sshr	d22, d20, #64
	sshr	d28, d2, #57
	sshr	d6, d7, #8
	sshr	v30.16b, v27.16b, #4
	sshr	v14.16b, v13.16b, #8
	sshr	v3.16b, v11.16b, #8
	sshr	v21.16b, v30.16b, #6
	sshr	v14.2d, v31.2d, #11
	sshr	v7.2d, v1.2d, #50
	sshr	v19.2d, v24.2d, #63
	sshr	v26.2d, v17.2d, #50
	sshr	v10.2s, v10.2s, #7
	sshr	v12.2s, v3.2s, #4
	sshr	v27.2s, v31.2s, #1
	sshr	v10.2s, v2.2s, #26
	sshr	v18.4h, v0.4h, #6
	sshr	v22.4h, v31.4h, #2
	sshr	v2.4h, v5.4h, #10
	sshr	v5.4h, v20.4h, #11
	sshr	v15.4s, v13.4s, #22
	sshr	v13.4s, v30.4s, #1
	sshr	v24.4s, v21.4s, #17
	sshr	v19.4s, v19.4s, #16
	sshr	v21.8b, v6.8b, #8
	sshr	v30.8b, v24.8b, #5
	sshr	v30.8b, v17.8b, #2
	sshr	v5.8b, v21.8b, #8
	sshr	v2.8h, v18.8h, #1
	sshr	v23.8h, v31.8h, #5
	sshr	v24.8h, v17.8h, #1
	sshr	v2.8h, v17.8h, #1
	ssra	d15, d28, #43
	ssra	d15, d30, #31
	ssra	d9, d24, #45
	ssra	d2, d9, #44
	ssra	v12.16b, v31.16b, #6
	ssra	v9.16b, v24.16b, #1
	ssra	v26.16b, v21.16b, #1
	ssra	v23.16b, v12.16b, #2
	ssra	v28.2d, v6.2d, #6
	ssra	v12.2d, v28.2d, #61
	ssra	v19.2d, v27.2d, #15
	ssra	v24.2d, v7.2d, #53
	ssra	v24.2s, v1.2s, #21
	ssra	v3.2s, v3.2s, #5
	ssra	v5.2s, v2.2s, #1
	ssra	v25.2s, v25.2s, #19
	ssra	v18.4h, v6.4h, #16
	ssra	v16.4h, v26.4h, #11
	ssra	v14.4h, v2.4h, #16
	ssra	v12.4h, v10.4h, #11
	ssra	v13.4s, v22.4s, #1
	ssra	v29.4s, v19.4s, #32
	ssra	v26.4s, v7.4s, #32
	ssra	v29.4s, v4.4s, #10
	ssra	v5.8b, v6.8b, #1
	ssra	v15.8b, v10.8b, #2
	ssra	v26.8b, v15.8b, #8
	ssra	v27.8b, v13.8b, #8
	ssra	v3.8h, v15.8h, #13
	ssra	v26.8h, v29.8h, #6
	ssra	v16.8h, v17.8h, #14
	ssra	v22.8h, v7.8h, #7
	ssubl	v25.2d, v23.2s, v27.2s
	ssubl	v20.2d, v4.2s, v19.2s
	ssubl	v12.2d, v27.2s, v27.2s
	ssubl	v3.2d, v27.2s, v14.2s
	ssubl2	v23.2d, v21.4s, v0.4s
	ssubl2	v23.2d, v24.4s, v9.4s
	ssubl2	v7.2d, v25.4s, v20.4s
	ssubl2	v16.2d, v19.4s, v8.4s
	ssubl	v19.4s, v22.4h, v9.4h
	ssubl	v26.4s, v12.4h, v14.4h
	ssubl	v9.4s, v29.4h, v11.4h
	ssubl	v21.4s, v20.4h, v4.4h
	ssubl2	v1.4s, v21.8h, v13.8h
	ssubl2	v18.4s, v22.8h, v22.8h
	ssubl2	v8.4s, v7.8h, v12.8h
	ssubl2	v29.4s, v27.8h, v15.8h
	ssubl	v26.8h, v24.8b, v20.8b
	ssubl	v7.8h, v18.8b, v8.8b
	ssubl	v13.8h, v2.8b, v0.8b
	ssubl	v12.8h, v9.8b, v10.8b
	ssubl2	v15.8h, v28.16b, v25.16b
	ssubl2	v22.8h, v7.16b, v26.16b
	ssubl2	v28.8h, v1.16b, v9.16b
	ssubl2	v17.8h, v29.16b, v28.16b
	ssubw	v23.2d, v30.2d, v14.2s
	ssubw	v2.2d, v14.2d, v16.2s
	ssubw	v18.2d, v24.2d, v2.2s
	ssubw	v10.2d, v1.2d, v27.2s
	ssubw2	v9.2d, v20.2d, v10.4s
	ssubw2	v3.2d, v31.2d, v1.4s
	ssubw2	v8.2d, v31.2d, v14.4s
	ssubw2	v28.2d, v15.2d, v25.4s
	ssubw	v13.4s, v20.4s, v23.4h
	ssubw	v25.4s, v9.4s, v17.4h
	ssubw	v4.4s, v19.4s, v1.4h
	ssubw	v19.4s, v21.4s, v12.4h
	ssubw2	v24.4s, v15.4s, v25.8h
	ssubw2	v9.4s, v0.4s, v29.8h
	ssubw2	v24.4s, v1.4s, v26.8h
	ssubw2	v2.4s, v2.4s, v1.8h
	ssubw	v7.8h, v21.8h, v30.8b
	ssubw	v12.8h, v1.8h, v28.8b
	ssubw	v1.8h, v5.8h, v10.8b
	ssubw	v25.8h, v26.8h, v29.8b
	ssubw2	v22.8h, v6.8h, v6.16b
	ssubw2	v13.8h, v21.8h, v3.16b
	ssubw2	v20.8h, v5.8h, v2.16b
	ssubw2	v21.8h, v12.8h, v29.16b
	st1	{ v1.16b, v2.16b, v3.16b, v4.16b }, [x21]
	st1	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x9]
	st1	{ v4.16b, v5.16b, v6.16b, v7.16b }, [x29]
	st1	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x9]
	st1	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x16], x12
	st1	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x19], x17
	st1	{ v15.16b, v16.16b, v17.16b, v18.16b }, [x7], x3
	st1	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x1], x29
	st1	{ v29.1d, v30.1d, v31.1d, v0.1d }, [x4]
	st1	{ v20.1d, v21.1d, v22.1d, v23.1d }, [x17]
	st1	{ v9.1d, v10.1d, v11.1d, v12.1d }, [x6]
	st1	{ v9.1d, v10.1d, v11.1d, v12.1d }, [x5]
	st1	{ v20.1d, v21.1d, v22.1d, v23.1d }, [x29], x0
	st1	{ v9.1d, v10.1d, v11.1d, v12.1d }, [x0], x26
	st1	{ v0.1d, v1.1d, v2.1d, v3.1d }, [x7], x7
	st1	{ v13.1d, v14.1d, v15.1d, v16.1d }, [x10], x20
	st1	{ v1.2d, v2.2d, v3.2d, v4.2d }, [x5]
	st1	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x16]
	st1	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x13]
	st1	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x4]
	st1	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x6], x7
	st1	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x23], x11
	st1	{ v12.2d, v13.2d, v14.2d, v15.2d }, [x18], x23
	st1	{ v28.2d, v29.2d, v30.2d, v31.2d }, [x29], x18
	st1	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x10]
	st1	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x30]
	st1	{ v7.2s, v8.2s, v9.2s, v10.2s }, [x11]
	st1	{ v23.2s, v24.2s, v25.2s, v26.2s }, [x15]
	st1	{ v21.2s, v22.2s, v23.2s, v24.2s }, [sp], x15
	st1	{ v1.2s, v2.2s, v3.2s, v4.2s }, [x30], x19
	st1	{ v28.2s, v29.2s, v30.2s, v31.2s }, [x7], x1
	st1	{ v16.2s, v17.2s, v18.2s, v19.2s }, [x13], x15
	st1	{ v21.4h, v22.4h, v23.4h, v24.4h }, [x27]
	st1	{ v13.4h, v14.4h, v15.4h, v16.4h }, [x12]
	st1	{ v23.4h, v24.4h, v25.4h, v26.4h }, [x14]
	st1	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x1]
	st1	{ v17.4h, v18.4h, v19.4h, v20.4h }, [x9], x17
	st1	{ v7.4h, v8.4h, v9.4h, v10.4h }, [x4], x20
	st1	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x7], x7
	st1	{ v2.4h, v3.4h, v4.4h, v5.4h }, [sp], x21
	st1	{ v16.4s, v17.4s, v18.4s, v19.4s }, [x16]
	st1	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x3]
	st1	{ v16.4s, v17.4s, v18.4s, v19.4s }, [x23]
	st1	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x4]
	st1	{ v8.4s, v9.4s, v10.4s, v11.4s }, [x2], x13
	st1	{ v11.4s, v12.4s, v13.4s, v14.4s }, [x22], x27
	st1	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x25], x0
	st1	{ v13.4s, v14.4s, v15.4s, v16.4s }, [x7], x29
	st1	{ v14.8b, v15.8b, v16.8b, v17.8b }, [x18]
	st1	{ v31.8b, v0.8b, v1.8b, v2.8b }, [x22]
	st1	{ v2.8b, v3.8b, v4.8b, v5.8b }, [x9]
	st1	{ v16.8b, v17.8b, v18.8b, v19.8b }, [x14]
	st1	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x10], #32
	st1	{ v1.8b, v2.8b, v3.8b, v4.8b }, [x25], #32
	st1	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x11], x13
	st1	{ v22.8b, v23.8b, v24.8b, v25.8b }, [x21], x11
	st1	{ v3.8h, v4.8h, v5.8h, v6.8h }, [x16]
	st1	{ v31.8h, v0.8h, v1.8h, v2.8h }, [x25]
	st1	{ v5.8h, v6.8h, v7.8h, v8.8h }, [x14]
	st1	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x7]
	st1	{ v5.8h, v6.8h, v7.8h, v8.8h }, [x26], x10
	st1	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x6], #64
	st1	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x4], x21
	st1	{ v26.8h, v27.8h, v28.8h, v29.8h }, [x15], #64
	st1	{ v19.16b }, [x29]
	st1	{ v3.16b }, [x16]
	st1	{ v17.16b }, [x8]
	st1	{ v22.16b }, [x11]
	st1	{ v6.16b }, [x13], x5
	st1	{ v29.16b }, [x27], x16
	st1	{ v29.16b }, [x28], x30
	st1	{ v28.16b }, [x30], x3
	st1	{ v11.1d }, [x20]
	st1	{ v19.1d }, [x20]
	st1	{ v23.1d }, [x20]
	st1	{ v19.1d }, [x5]
	st1	{ v26.1d }, [x24], x27
	st1	{ v5.1d }, [x5], x16
	st1	{ v20.1d }, [x5], x1
	st1	{ v10.1d }, [x0], x24
	st1	{ v20.2d }, [x14]
	st1	{ v17.2d }, [x28]
	st1	{ v10.2d }, [x22]
	st1	{ v30.2d }, [x22]
	st1	{ v4.2d }, [sp], x8
	st1	{ v9.2d }, [x7], x15
	st1	{ v6.2d }, [x0], x5
	st1	{ v14.2d }, [x11], x11
	st1	{ v16.2s }, [sp]
	st1	{ v10.2s }, [x9]
	st1	{ v5.2s }, [x11]
	st1	{ v14.2s }, [x2]
	st1	{ v28.2s }, [x3], x16
	st1	{ v24.2s }, [x16], x1
	st1	{ v9.2s }, [x25], x23
	st1	{ v0.2s }, [sp], x19
	st1	{ v13.4h }, [x30]
	st1	{ v31.4h }, [x0]
	st1	{ v16.4h }, [x19]
	st1	{ v23.4h }, [x17]
	st1	{ v9.4h }, [x23], x9
	st1	{ v20.4h }, [x28], x23
	st1	{ v29.4h }, [x2], x19
	st1	{ v3.4h }, [x18], x25
	st1	{ v23.4s }, [x4]
	st1	{ v29.4s }, [x2]
	st1	{ v27.4s }, [x3]
	st1	{ v10.4s }, [x6]
	st1	{ v1.4s }, [x5], x2
	st1	{ v18.4s }, [x0], x21
	st1	{ v17.4s }, [x17], x19
	st1	{ v28.4s }, [x16], x13
	st1	{ v11.8b }, [x25]
	st1	{ v9.8b }, [x14]
	st1	{ v13.8b }, [sp]
	st1	{ v25.8b }, [x29]
	st1	{ v4.8b }, [x10], x7
	st1	{ v23.8b }, [x30], x17
	st1	{ v20.8b }, [sp], x5
	st1	{ v3.8b }, [x18], x30
	st1	{ v24.8h }, [x19]
	st1	{ v3.8h }, [x0]
	st1	{ v30.8h }, [x24]
	st1	{ v7.8h }, [x1]
	st1	{ v29.8h }, [x13], x18
	st1	{ v7.8h }, [x10], x15
	st1	{ v21.8h }, [x13], x14
	st1	{ v31.8h }, [x1], x8
	st1	{ v8.16b, v9.16b, v10.16b }, [sp]
	st1	{ v0.16b, v1.16b, v2.16b }, [x24]
	st1	{ v7.16b, v8.16b, v9.16b }, [x2]
	st1	{ v15.16b, v16.16b, v17.16b }, [x6]
	st1	{ v7.16b, v8.16b, v9.16b }, [x28], x4
	st1	{ v10.16b, v11.16b, v12.16b }, [x24], x11
	st1	{ v22.16b, v23.16b, v24.16b }, [x21], x9
	st1	{ v9.16b, v10.16b, v11.16b }, [x11], x3
	st1	{ v25.1d, v26.1d, v27.1d }, [x28]
	st1	{ v18.1d, v19.1d, v20.1d }, [x12]
	st1	{ v4.1d, v5.1d, v6.1d }, [x0]
	st1	{ v30.1d, v31.1d, v0.1d }, [x14]
	st1	{ v27.1d, v28.1d, v29.1d }, [x1], x28
	st1	{ v31.1d, v0.1d, v1.1d }, [x29], x17
	st1	{ v26.1d, v27.1d, v28.1d }, [sp], x17
	st1	{ v7.1d, v8.1d, v9.1d }, [x22], #24
	st1	{ v15.2d, v16.2d, v17.2d }, [x0]
	st1	{ v18.2d, v19.2d, v20.2d }, [x11]
	st1	{ v5.2d, v6.2d, v7.2d }, [x22]
	st1	{ v23.2d, v24.2d, v25.2d }, [x10]
	st1	{ v15.2d, v16.2d, v17.2d }, [x10], x14
	st1	{ v28.2d, v29.2d, v30.2d }, [x13], x10
	st1	{ v4.2d, v5.2d, v6.2d }, [x17], x12
	st1	{ v15.2d, v16.2d, v17.2d }, [x16], x10
	st1	{ v4.2s, v5.2s, v6.2s }, [x12]
	st1	{ v14.2s, v15.2s, v16.2s }, [x0]
	st1	{ v21.2s, v22.2s, v23.2s }, [x21]
	st1	{ v19.2s, v20.2s, v21.2s }, [x12]
	st1	{ v5.2s, v6.2s, v7.2s }, [sp], x0
	st1	{ v1.2s, v2.2s, v3.2s }, [x7], x16
	st1	{ v25.2s, v26.2s, v27.2s }, [x10], x6
	st1	{ v15.2s, v16.2s, v17.2s }, [x11], x25
	st1	{ v13.4h, v14.4h, v15.4h }, [x8]
	st1	{ v2.4h, v3.4h, v4.4h }, [x7]
	st1	{ v26.4h, v27.4h, v28.4h }, [x4]
	st1	{ v30.4h, v31.4h, v0.4h }, [x7]
	st1	{ v6.4h, v7.4h, v8.4h }, [x30], #24
	st1	{ v10.4h, v11.4h, v12.4h }, [x18], x6
	st1	{ v6.4h, v7.4h, v8.4h }, [x28], x6
	st1	{ v11.4h, v12.4h, v13.4h }, [x1], x12
	st1	{ v16.4s, v17.4s, v18.4s }, [x8]
	st1	{ v21.4s, v22.4s, v23.4s }, [x21]
	st1	{ v20.4s, v21.4s, v22.4s }, [x22]
	st1	{ v26.4s, v27.4s, v28.4s }, [x18]
	st1	{ v15.4s, v16.4s, v17.4s }, [x16], x26
	st1	{ v26.4s, v27.4s, v28.4s }, [x22], x29
	st1	{ v2.4s, v3.4s, v4.4s }, [x30], #48
	st1	{ v19.4s, v20.4s, v21.4s }, [x25], x20
	st1	{ v5.8b, v6.8b, v7.8b }, [x17]
	st1	{ v17.8b, v18.8b, v19.8b }, [x24]
	st1	{ v11.8b, v12.8b, v13.8b }, [x27]
	st1	{ v7.8b, v8.8b, v9.8b }, [x18]
	st1	{ v19.8b, v20.8b, v21.8b }, [x1], x19
	st1	{ v15.8b, v16.8b, v17.8b }, [x29], x4
	st1	{ v20.8b, v21.8b, v22.8b }, [x13], x27
	st1	{ v29.8b, v30.8b, v31.8b }, [x11], x3
	st1	{ v25.8h, v26.8h, v27.8h }, [x6]
	st1	{ v1.8h, v2.8h, v3.8h }, [x23]
	st1	{ v20.8h, v21.8h, v22.8h }, [x24]
	st1	{ v30.8h, v31.8h, v0.8h }, [x8]
	st1	{ v11.8h, v12.8h, v13.8h }, [x22], x8
	st1	{ v22.8h, v23.8h, v24.8h }, [x11], x12
	st1	{ v19.8h, v20.8h, v21.8h }, [x3], x5
	st1	{ v7.8h, v8.8h, v9.8h }, [x23], x16
	st1	{ v20.16b, v21.16b }, [x19]
	st1	{ v8.16b, v9.16b }, [x28]
	st1	{ v9.16b, v10.16b }, [x6]
	st1	{ v18.16b, v19.16b }, [x25]
	st1	{ v3.16b, v4.16b }, [x24], x28
	st1	{ v28.16b, v29.16b }, [x18], x8
	st1	{ v6.16b, v7.16b }, [x5], x2
	st1	{ v21.16b, v22.16b }, [x23], x28
	st1	{ v10.1d, v11.1d }, [x6]
	st1	{ v22.1d, v23.1d }, [x7]
	st1	{ v30.1d, v31.1d }, [x4]
	st1	{ v6.1d, v7.1d }, [x14]
	st1	{ v26.1d, v27.1d }, [x20], x12
	st1	{ v13.1d, v14.1d }, [x21], x17
	st1	{ v29.1d, v30.1d }, [x24], x15
	st1	{ v19.1d, v20.1d }, [x17], x24
	st1	{ v19.2d, v20.2d }, [x23]
	st1	{ v2.2d, v3.2d }, [x6]
	st1	{ v19.2d, v20.2d }, [x16]
	st1	{ v2.2d, v3.2d }, [x3]
	st1	{ v15.2d, v16.2d }, [x14], x25
	st1	{ v27.2d, v28.2d }, [x17], x27
	st1	{ v12.2d, v13.2d }, [x12], x25
	st1	{ v1.2d, v2.2d }, [x21], x6
	st1	{ v21.2s, v22.2s }, [x9]
	st1	{ v19.2s, v20.2s }, [x7]
	st1	{ v22.2s, v23.2s }, [x23]
	st1	{ v13.2s, v14.2s }, [x27]
	st1	{ v28.2s, v29.2s }, [x17], x10
	st1	{ v24.2s, v25.2s }, [x23], x10
	st1	{ v14.2s, v15.2s }, [x27], x26
	st1	{ v12.2s, v13.2s }, [x10], x8
	st1	{ v19.4h, v20.4h }, [x6]
	st1	{ v23.4h, v24.4h }, [sp]
	st1	{ v8.4h, v9.4h }, [x29]
	st1	{ v9.4h, v10.4h }, [x17]
	st1	{ v20.4h, v21.4h }, [x16], #16
	st1	{ v15.4h, v16.4h }, [x29], x6
	st1	{ v7.4h, v8.4h }, [x20], x14
	st1	{ v4.4h, v5.4h }, [x23], x24
	st1	{ v18.4s, v19.4s }, [x10]
	st1	{ v26.4s, v27.4s }, [x26]
	st1	{ v19.4s, v20.4s }, [x14]
	st1	{ v24.4s, v25.4s }, [x9]
	st1	{ v17.4s, v18.4s }, [x9], x10
	st1	{ v1.4s, v2.4s }, [x25], x4
	st1	{ v18.4s, v19.4s }, [x6], x19
	st1	{ v9.4s, v10.4s }, [x30], x9
	st1	{ v15.8b, v16.8b }, [x21]
	st1	{ v12.8b, v13.8b }, [x2]
	st1	{ v0.8b, v1.8b }, [x15]
	st1	{ v31.8b, v0.8b }, [x4]
	st1	{ v28.8b, v29.8b }, [x14], x28
	st1	{ v24.8b, v25.8b }, [x10], x9
	st1	{ v13.8b, v14.8b }, [x14], x4
	st1	{ v18.8b, v19.8b }, [x4], x5
	st1	{ v11.8h, v12.8h }, [x19]
	st1	{ v28.8h, v29.8h }, [x16]
	st1	{ v0.8h, v1.8h }, [x30]
	st1	{ v26.8h, v27.8h }, [x17]
	st1	{ v28.8h, v29.8h }, [x4], x17
	st1	{ v9.8h, v10.8h }, [x4], x15
	st1	{ v27.8h, v28.8h }, [x14], x25
	st1	{ v13.8h, v14.8h }, [x3], x10
	st1	{ v15.b }[1], [x21]
	st1	{ v11.b }[3], [x20]
	st1	{ v12.b }[14], [x1]
	st1	{ v2.b }[4], [x28]
	st1	{ v2.b }[0], [x5], x5
	st1	{ v19.b }[0], [x23], x20
	st1	{ v25.b }[1], [x19], x27
	st1	{ v18.b }[3], [x27], x5
	st1	{ v14.d }[1], [x7]
	st1	{ v25.d }[1], [x1]
	st1	{ v10.d }[1], [x29]
	st1	{ v24.d }[1], [x20]
	st1	{ v14.d }[1], [x20], x17
	st1	{ v21.d }[0], [x5], x18
	st1	{ v15.d }[0], [x20], x3
	st1	{ v13.d }[1], [x7], x2
	st1	{ v15.h }[6], [sp]
	st1	{ v14.h }[7], [x22]
	st1	{ v30.h }[7], [x5]
	st1	{ v16.h }[1], [x22]
	st1	{ v8.h }[6], [x5], x11
	st1	{ v29.h }[0], [x11], x7
	st1	{ v22.h }[2], [x1], x25
	st1	{ v0.h }[0], [x18], x27
	st1	{ v24.s }[0], [x29]
	st1	{ v25.s }[0], [x15]
	st1	{ v3.s }[1], [x27]
	st1	{ v18.s }[3], [x27]
	st1	{ v24.s }[3], [x4], x23
	st1	{ v3.s }[1], [sp], x7
	st1	{ v9.s }[1], [x20], x16
	st1	{ v23.s }[0], [x24], x22
	st2	{ v12.b, v13.b }[8], [x17]
	st2	{ v0.b, v1.b }[15], [x28]
	st2	{ v12.b, v13.b }[15], [x11]
	st2	{ v2.b, v3.b }[15], [x19]
	st2	{ v0.b, v1.b }[15], [sp], x7
	st2	{ v24.b, v25.b }[4], [x12], x2
	st2	{ v23.b, v24.b }[15], [x7], x26
	st2	{ v16.b, v17.b }[15], [x19], x4
	st2	{ v30.d, v31.d }[1], [x28]
	st2	{ v18.d, v19.d }[0], [x9]
	st2	{ v0.d, v1.d }[1], [x6]
	st2	{ v28.d, v29.d }[1], [x10]
	st2	{ v12.d, v13.d }[0], [x20], x9
	st2	{ v14.d, v15.d }[1], [x14], x27
	st2	{ v8.d, v9.d }[1], [x8], x8
	st2	{ v29.d, v30.d }[1], [x5], x29
	st2	{ v12.h, v13.h }[0], [x28]
	st2	{ v12.h, v13.h }[7], [x10]
	st2	{ v8.h, v9.h }[0], [x3]
	st2	{ v29.h, v30.h }[1], [x28]
	st2	{ v29.h, v30.h }[0], [x11], x5
	st2	{ v9.h, v10.h }[4], [x20], x30
	st2	{ v5.h, v6.h }[4], [x1], x30
	st2	{ v18.h, v19.h }[2], [x12], #4
	st2	{ v27.s, v28.s }[1], [x8]
	st2	{ v27.s, v28.s }[1], [x29]
	st2	{ v21.s, v22.s }[0], [x14]
	st2	{ v20.s, v21.s }[3], [x3]
	st2	{ v31.s, v0.s }[1], [x23], x1
	st2	{ v1.s, v2.s }[2], [x14], #8
	st2	{ v0.s, v1.s }[0], [x8], x19
	st2	{ v21.s, v22.s }[3], [x22], x25
	st2	{ v7.16b, v8.16b }, [x4]
	st2	{ v27.16b, v28.16b }, [x16]
	st2	{ v21.16b, v22.16b }, [x23]
	st2	{ v24.16b, v25.16b }, [x27]
	st2	{ v31.16b, v0.16b }, [x23], x17
	st2	{ v3.16b, v4.16b }, [x1], x6
	st2	{ v28.16b, v29.16b }, [x15], x2
	st2	{ v15.16b, v16.16b }, [x28], x27
	st2	{ v17.2d, v18.2d }, [x28]
	st2	{ v25.2d, v26.2d }, [x30]
	st2	{ v17.2d, v18.2d }, [x4]
	st2	{ v18.2d, v19.2d }, [x19]
	st2	{ v16.2d, v17.2d }, [sp], x20
	st2	{ v27.2d, v28.2d }, [x21], x26
	st2	{ v14.2d, v15.2d }, [x26], x18
	st2	{ v18.2d, v19.2d }, [x26], x27
	st2	{ v16.2s, v17.2s }, [x16]
	st2	{ v1.2s, v2.2s }, [x22]
	st2	{ v3.2s, v4.2s }, [x17]
	st2	{ v12.2s, v13.2s }, [x10]
	st2	{ v11.2s, v12.2s }, [x1], x7
	st2	{ v8.2s, v9.2s }, [x7], x19
	st2	{ v5.2s, v6.2s }, [x12], x3
	st2	{ v2.2s, v3.2s }, [x14], x7
	st2	{ v12.4h, v13.4h }, [x11]
	st2	{ v5.4h, v6.4h }, [x5]
	st2	{ v26.4h, v27.4h }, [x9]
	st2	{ v18.4h, v19.4h }, [x15]
	st2	{ v26.4h, v27.4h }, [x0], x23
	st2	{ v16.4h, v17.4h }, [x10], x20
	st2	{ v0.4h, v1.4h }, [x4], x26
	st2	{ v6.4h, v7.4h }, [x12], x21
	st2	{ v9.4s, v10.4s }, [x8]
	st2	{ v14.4s, v15.4s }, [x8]
	st2	{ v6.4s, v7.4s }, [x27]
	st2	{ v4.4s, v5.4s }, [x8]
	st2	{ v1.4s, v2.4s }, [x23], x5
	st2	{ v4.4s, v5.4s }, [x0], x14
	st2	{ v20.4s, v21.4s }, [x9], x7
	st2	{ v23.4s, v24.4s }, [x10], x5
	st2	{ v20.8b, v21.8b }, [x23]
	st2	{ v21.8b, v22.8b }, [x29]
	st2	{ v26.8b, v27.8b }, [x27]
	st2	{ v15.8b, v16.8b }, [x30]
	st2	{ v19.8b, v20.8b }, [x25], x21
	st2	{ v8.8b, v9.8b }, [x26], x23
	st2	{ v15.8b, v16.8b }, [x13], x17
	st2	{ v3.8b, v4.8b }, [x17], x2
	st2	{ v5.8h, v6.8h }, [x6]
	st2	{ v13.8h, v14.8h }, [x4]
	st2	{ v6.8h, v7.8h }, [x26]
	st2	{ v24.8h, v25.8h }, [x24]
	st2	{ v18.8h, v19.8h }, [x7], x28
	st2	{ v1.8h, v2.8h }, [x27], x26
	st2	{ v3.8h, v4.8h }, [x15], x25
	st2	{ v29.8h, v30.8h }, [x30], x28
	st3	{ v11.b, v12.b, v13.b }[13], [x15]
	st3	{ v15.b, v16.b, v17.b }[12], [x27]
	st3	{ v1.b, v2.b, v3.b }[9], [sp]
	st3	{ v30.b, v31.b, v0.b }[9], [x22]
	st3	{ v9.b, v10.b, v11.b }[7], [x2], x17
	st3	{ v6.b, v7.b, v8.b }[15], [x13], x24
	st3	{ v5.b, v6.b, v7.b }[14], [x12], x0
	st3	{ v12.b, v13.b, v14.b }[15], [x13], x15
	st3	{ v4.d, v5.d, v6.d }[0], [x12]
	st3	{ v27.d, v28.d, v29.d }[1], [x0]
	st3	{ v9.d, v10.d, v11.d }[0], [x8]
	st3	{ v30.d, v31.d, v0.d }[0], [x28]
	st3	{ v7.d, v8.d, v9.d }[0], [x6], x20
	st3	{ v21.d, v22.d, v23.d }[0], [x27], x6
	st3	{ v0.d, v1.d, v2.d }[0], [x3], x27
	st3	{ v21.d, v22.d, v23.d }[0], [x11], x22
	st3	{ v25.h, v26.h, v27.h }[2], [x21]
	st3	{ v26.h, v27.h, v28.h }[1], [x23]
	st3	{ v30.h, v31.h, v0.h }[5], [x18]
	st3	{ v23.h, v24.h, v25.h }[0], [x28]
	st3	{ v8.h, v9.h, v10.h }[0], [x26], x19
	st3	{ v7.h, v8.h, v9.h }[7], [x25], x0
	st3	{ v28.h, v29.h, v30.h }[2], [x20], x0
	st3	{ v13.h, v14.h, v15.h }[0], [x14], x20
	st3	{ v13.s, v14.s, v15.s }[0], [x12]
	st3	{ v13.s, v14.s, v15.s }[3], [x21]
	st3	{ v19.s, v20.s, v21.s }[1], [x4]
	st3	{ v25.s, v26.s, v27.s }[1], [x18]
	st3	{ v11.s, v12.s, v13.s }[0], [x11], x1
	st3	{ v6.s, v7.s, v8.s }[1], [x11], x20
	st3	{ v19.s, v20.s, v21.s }[0], [x21], x10
	st3	{ v7.s, v8.s, v9.s }[1], [x17], x14
	st3	{ v23.16b, v24.16b, v25.16b }, [x5]
	st3	{ v0.16b, v1.16b, v2.16b }, [x17]
	st3	{ v10.16b, v11.16b, v12.16b }, [x17]
	st3	{ v30.16b, v31.16b, v0.16b }, [x21]
	st3	{ v2.16b, v3.16b, v4.16b }, [x21], x23
	st3	{ v24.16b, v25.16b, v26.16b }, [x16], x29
	st3	{ v6.16b, v7.16b, v8.16b }, [x1], x8
	st3	{ v26.16b, v27.16b, v28.16b }, [x11], x20
	st3	{ v19.2d, v20.2d, v21.2d }, [x12]
	st3	{ v29.2d, v30.2d, v31.2d }, [x23]
	st3	{ v10.2d, v11.2d, v12.2d }, [x1]
	st3	{ v1.2d, v2.2d, v3.2d }, [x9]
	st3	{ v15.2d, v16.2d, v17.2d }, [x20], x29
	st3	{ v0.2d, v1.2d, v2.2d }, [x12], x13
	st3	{ v29.2d, v30.2d, v31.2d }, [x4], x1
	st3	{ v21.2d, v22.2d, v23.2d }, [sp], x26
	st3	{ v1.2s, v2.2s, v3.2s }, [x15]
	st3	{ v25.2s, v26.2s, v27.2s }, [x4]
	st3	{ v16.2s, v17.2s, v18.2s }, [x16]
	st3	{ v26.2s, v27.2s, v28.2s }, [x7]
	st3	{ v3.2s, v4.2s, v5.2s }, [x1], x15
	st3	{ v7.2s, v8.2s, v9.2s }, [x22], x30
	st3	{ v30.2s, v31.2s, v0.2s }, [x6], x20
	st3	{ v14.2s, v15.2s, v16.2s }, [x10], x5
	st3	{ v10.4h, v11.4h, v12.4h }, [x2]
	st3	{ v21.4h, v22.4h, v23.4h }, [x25]
	st3	{ v12.4h, v13.4h, v14.4h }, [x25]
	st3	{ v13.4h, v14.4h, v15.4h }, [x3]
	st3	{ v26.4h, v27.4h, v28.4h }, [x25], x15
	st3	{ v3.4h, v4.4h, v5.4h }, [x26], x13
	st3	{ v0.4h, v1.4h, v2.4h }, [x3], x26
	st3	{ v9.4h, v10.4h, v11.4h }, [x26], x28
	st3	{ v31.4s, v0.4s, v1.4s }, [x15]
	st3	{ v7.4s, v8.4s, v9.4s }, [x27]
	st3	{ v5.4s, v6.4s, v7.4s }, [x29]
	st3	{ v6.4s, v7.4s, v8.4s }, [x1]
	st3	{ v27.4s, v28.4s, v29.4s }, [x17], x28
	st3	{ v5.4s, v6.4s, v7.4s }, [x7], x12
	st3	{ v26.4s, v27.4s, v28.4s }, [x5], x30
	st3	{ v1.4s, v2.4s, v3.4s }, [x18], x0
	st3	{ v30.8b, v31.8b, v0.8b }, [x17]
	st3	{ v11.8b, v12.8b, v13.8b }, [x21]
	st3	{ v23.8b, v24.8b, v25.8b }, [x10]
	st3	{ v7.8b, v8.8b, v9.8b }, [x27]
	st3	{ v2.8b, v3.8b, v4.8b }, [x0], x1
	st3	{ v20.8b, v21.8b, v22.8b }, [x22], x29
	st3	{ v14.8b, v15.8b, v16.8b }, [x29], x23
	st3	{ v29.8b, v30.8b, v31.8b }, [x20], x13
	st3	{ v13.8h, v14.8h, v15.8h }, [x23]
	st3	{ v17.8h, v18.8h, v19.8h }, [x28]
	st3	{ v15.8h, v16.8h, v17.8h }, [x15]
	st3	{ v5.8h, v6.8h, v7.8h }, [sp]
	st3	{ v14.8h, v15.8h, v16.8h }, [x19], #48
	st3	{ v20.8h, v21.8h, v22.8h }, [x17], x14
	st3	{ v20.8h, v21.8h, v22.8h }, [x22], x24
	st3	{ v0.8h, v1.8h, v2.8h }, [x22], x15
	st4	{ v26.b, v27.b, v28.b, v29.b }[0], [x4]
	st4	{ v21.b, v22.b, v23.b, v24.b }[9], [x8]
	st4	{ v7.b, v8.b, v9.b, v10.b }[15], [x21]
	st4	{ v30.b, v31.b, v0.b, v1.b }[14], [x12]
	st4	{ v10.b, v11.b, v12.b, v13.b }[0], [x11], x20
	st4	{ v11.b, v12.b, v13.b, v14.b }[15], [x6], x30
	st4	{ v0.b, v1.b, v2.b, v3.b }[8], [x1], x26
	st4	{ v27.b, v28.b, v29.b, v30.b }[1], [x28], x25
	st4	{ v1.d, v2.d, v3.d, v4.d }[0], [x8]
	st4	{ v16.d, v17.d, v18.d, v19.d }[1], [x8]
	st4	{ v19.d, v20.d, v21.d, v22.d }[1], [x5]
	st4	{ v9.d, v10.d, v11.d, v12.d }[1], [x1]
	st4	{ v8.d, v9.d, v10.d, v11.d }[1], [x17], x1
	st4	{ v29.d, v30.d, v31.d, v0.d }[0], [x1], x17
	st4	{ v0.d, v1.d, v2.d, v3.d }[1], [x15], x5
	st4	{ v3.d, v4.d, v5.d, v6.d }[0], [x2], x5
	st4	{ v11.h, v12.h, v13.h, v14.h }[5], [x14]
	st4	{ v1.h, v2.h, v3.h, v4.h }[1], [x22]
	st4	{ v16.h, v17.h, v18.h, v19.h }[1], [x24]
	st4	{ v21.h, v22.h, v23.h, v24.h }[0], [x0]
	st4	{ v12.h, v13.h, v14.h, v15.h }[7], [x28], x17
	st4	{ v19.h, v20.h, v21.h, v22.h }[0], [x11], x21
	st4	{ v21.h, v22.h, v23.h, v24.h }[0], [x25], x7
	st4	{ v7.h, v8.h, v9.h, v10.h }[5], [x21], x22
	st4	{ v3.s, v4.s, v5.s, v6.s }[2], [x26]
	st4	{ v22.s, v23.s, v24.s, v25.s }[0], [x24]
	st4	{ v27.s, v28.s, v29.s, v30.s }[1], [x4]
	st4	{ v14.s, v15.s, v16.s, v17.s }[1], [x24]
	st4	{ v13.s, v14.s, v15.s, v16.s }[0], [x17], #16
	st4	{ v21.s, v22.s, v23.s, v24.s }[3], [x3], x12
	st4	{ v5.s, v6.s, v7.s, v8.s }[0], [x23], x8
	st4	{ v0.s, v1.s, v2.s, v3.s }[1], [x18], x20
	st4	{ v4.16b, v5.16b, v6.16b, v7.16b }, [x6]
	st4	{ v13.16b, v14.16b, v15.16b, v16.16b }, [x0]
	st4	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x19]
	st4	{ v7.16b, v8.16b, v9.16b, v10.16b }, [x0]
	st4	{ v3.16b, v4.16b, v5.16b, v6.16b }, [x3], x7
	st4	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x22], x14
	st4	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x14], x6
	st4	{ v2.16b, v3.16b, v4.16b, v5.16b }, [x18], x4
	st4	{ v29.2d, v30.2d, v31.2d, v0.2d }, [x25]
	st4	{ v15.2d, v16.2d, v17.2d, v18.2d }, [x19]
	st4	{ v9.2d, v10.2d, v11.2d, v12.2d }, [x3]
	st4	{ v5.2d, v6.2d, v7.2d, v8.2d }, [x13]
	st4	{ v17.2d, v18.2d, v19.2d, v20.2d }, [x11], x22
	st4	{ v19.2d, v20.2d, v21.2d, v22.2d }, [x10], x21
	st4	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x27], x10
	st4	{ v21.2d, v22.2d, v23.2d, v24.2d }, [x23], x30
	st4	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x30]
	st4	{ v4.2s, v5.2s, v6.2s, v7.2s }, [x4]
	st4	{ v20.2s, v21.2s, v22.2s, v23.2s }, [x6]
	st4	{ v31.2s, v0.2s, v1.2s, v2.2s }, [x23]
	st4	{ v22.2s, v23.2s, v24.2s, v25.2s }, [sp], x19
	st4	{ v31.2s, v0.2s, v1.2s, v2.2s }, [x27], x10
	st4	{ v21.2s, v22.2s, v23.2s, v24.2s }, [x1], x24
	st4	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x1], x19
	st4	{ v9.4h, v10.4h, v11.4h, v12.4h }, [x29]
	st4	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x26]
	st4	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x6]
	st4	{ v13.4h, v14.4h, v15.4h, v16.4h }, [x23]
	st4	{ v17.4h, v18.4h, v19.4h, v20.4h }, [x25], x24
	st4	{ v21.4h, v22.4h, v23.4h, v24.4h }, [x11], x28
	st4	{ v0.4h, v1.4h, v2.4h, v3.4h }, [x2], x18
	st4	{ v30.4h, v31.4h, v0.4h, v1.4h }, [sp], x22
	st4	{ v27.4s, v28.4s, v29.4s, v30.4s }, [x30]
	st4	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x0]
	st4	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x1]
	st4	{ v12.4s, v13.4s, v14.4s, v15.4s }, [x13]
	st4	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x18], x19
	st4	{ v14.4s, v15.4s, v16.4s, v17.4s }, [sp], x22
	st4	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x16], x10
	st4	{ v6.4s, v7.4s, v8.4s, v9.4s }, [x9], x7
	st4	{ v3.8b, v4.8b, v5.8b, v6.8b }, [x24]
	st4	{ v31.8b, v0.8b, v1.8b, v2.8b }, [x14]
	st4	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x6]
	st4	{ v13.8b, v14.8b, v15.8b, v16.8b }, [x7]
	st4	{ v31.8b, v0.8b, v1.8b, v2.8b }, [x0], x25
	st4	{ v29.8b, v30.8b, v31.8b, v0.8b }, [x29], x26
	st4	{ v0.8b, v1.8b, v2.8b, v3.8b }, [x27], x20
	st4	{ v1.8b, v2.8b, v3.8b, v4.8b }, [x17], x22
	st4	{ v17.8h, v18.8h, v19.8h, v20.8h }, [x10]
	st4	{ v9.8h, v10.8h, v11.8h, v12.8h }, [x30]
	st4	{ v12.8h, v13.8h, v14.8h, v15.8h }, [x19]
	st4	{ v17.8h, v18.8h, v19.8h, v20.8h }, [x6]
	st4	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x21], x21
	st4	{ v1.8h, v2.8h, v3.8h, v4.8h }, [x11], x21
	st4	{ v17.8h, v18.8h, v19.8h, v20.8h }, [x21], x7
	st4	{ v1.8h, v2.8h, v3.8h, v4.8h }, [x22], x26
	stlr	w2, [x17]
	stlr	w20, [sp]
	stlr	w4, [x5]
	stlr	w14, [x27]
	stlr	x8, [x18]
	stlr	x25, [x12]
	stlr	x25, [x27]
	stlr	x30, [x0]
	stlrb	w20, [x24]
	stlrb	w22, [sp]
	stlrb	w27, [x24]
	stlrb	w24, [x25]
	stlrh	w30, [x17]
	stlrh	w9, [x18]
	stlrh	w8, [x2]
	stlrh	w27, [x17]
	stlxp	w8, w21, w19, [x18]
	stlxp	w14, w18, w16, [x23]
	stlxp	w4, w16, w21, [x2]
	stlxp	w2, w1, w26, [x12]
	stlxp	w10, x19, x22, [x13]
	stlxp	w9, x12, x16, [x5]
	stlxp	w9, x7, x1, [x20]
	stlxp	w13, x20, x29, [x22]
	stlxr	w9, w23, [x20]
	stlxr	w30, w0, [x18]
	stlxr	w23, w1, [x8]
	stlxr	w23, w28, [x0]
	stlxr	w8, x2, [x24]
	stlxr	w14, x18, [x15]
	stlxr	w17, x2, [x13]
	stlxr	w8, x19, [x30]
	stlxrb	w7, w2, [x0]
	stlxrb	w16, w1, [x18]
	stlxrb	w10, w28, [x7]
	stlxrb	w4, w9, [x13]
	stlxrh	w2, w16, [x11]
	stlxrh	w16, w30, [x2]
	stlxrh	w29, w20, [x14]
	stlxrh	w8, w4, [x2]
	stnp	d22, d14, [x21]
	stnp	d5, d4, [x12, #64]
	stnp	d19, d21, [x14, #408]
	stnp	d10, d13, [x1, #-96]
	stnp	q15, q28, [x25]
	stnp	q26, q27, [x0, #256]
	stnp	q27, q22, [x25, #864]
	stnp	q20, q17, [x8, #704]
	stnp	s9, s8, [x0]
	stnp	s26, s5, [x15]
	stnp	s12, s12, [x14, #64]
	stnp	s18, s28, [x4]
	stnp	w7, w23, [x1]
	stnp	w10, w25, [x5]
	stnp	w22, w20, [x29, #-108]
	stnp	w2, w19, [x7, #-224]
	stnp	x26, x20, [x7]
	stnp	x21, x8, [x5, #-176]
	stnp	xzr, x20, [x28, #-504]
	stnp	x9, x13, [x26]
	stp	d5, d17, [x19]
	stp	d31, d6, [x3]
	stp	d7, d24, [x4, #152]
	stp	d25, d26, [x29, #240]
	stp	d7, d30, [sp], #-296
	stp	d20, d29, [x17], #384
	stp	d12, d18, [x12], #368
	stp	d8, d13, [x4], #-376
	stp	d10, d17, [x4, #-472]!
	stp	d16, d8, [x8, #192]!
	stp	d5, d26, [x22, #-280]!
	stp	d11, d3, [x18, #264]!
	stp	q18, q2, [x23, #784]
	stp	q23, q29, [x5, #-16]
	stp	q5, q19, [x10, #384]
	stp	q14, q12, [x24, #1008]
	stp	q27, q11, [x29], #-480
	stp	q5, q10, [x21], #-784
	stp	q30, q12, [x16], #-1024
	stp	q14, q11, [x16], #-368
	stp	q31, q4, [x7, #0]!
	stp	q28, q9, [x11, #-912]!
	stp	q19, q7, [x16, #-912]!
	stp	q20, q21, [x9, #992]!
	stp	s13, s2, [x24, #188]
	stp	s11, s25, [x4, #-80]
	stp	s14, s27, [x14]
	stp	s21, s13, [x12, #76]
	stp	s13, s23, [x28], #160
	stp	s10, s30, [x9], #-20
	stp	s23, s6, [x9], #0
	stp	s26, s12, [x5], #-32
	stp	s28, s6, [x5, #188]!
	stp	s24, s26, [x5, #156]!
	stp	s20, s15, [x5, #-20]!
	stp	s15, s0, [x19, #208]!
	stp	w1, w20, [x24]
	stp	w26, w19, [x1, #-140]
	stp	w6, w6, [x4, #68]
	stp	w21, w17, [x2, #-244]
	stp	w24, w26, [x16], #0
	stp	w25, w19, [x11], #60
	stp	w19, w20, [x28], #-52
	stp	w11, w1, [x27], #0
	stp	w9, w8, [x23, #0]!
	stp	w9, wzr, [x0, #-256]!
	stp	w1, w3, [x13, #252]!
	stp	w25, w27, [x0, #-96]!
	stp	x10, x14, [x22, #-240]
	stp	x3, x11, [x0, #-192]
	stp	x19, x2, [x23]
	stp	x4, x2, [x23]
	stp	x6, x2, [x9], #48
	stp	x6, x11, [x10], #136
	stp	x29, x10, [x27], #0
	stp	x17, x8, [x29], #-328
	stp	x9, x10, [x12, #-472]!
	stp	x14, x25, [x5, #-136]!
	stp	x23, x25, [x22, #-512]!
	stp	x5, x26, [x6, #-416]!
	stur	b4, [x23, #1]
	stur	b18, [x2]
	stur	b22, [x29]
	stur	b19, [x19, #-10]
	str	b19, [x29], #1
	str	b17, [x27], #88
	str	b21, [x3], #2
	str	b12, [x12], #-256
	str	b26, [x29, #-89]!
	str	b25, [x2, #254]!
	str	b1, [x24, #124]!
	str	b28, [x3, #-48]!
	str	b15, [x18, w21, uxtw #0]
	str	b3, [x10, w22, uxtw]
	str	b29, [x29, w18, uxtw]
	str	b27, [x18, w23, sxtw]
	str	b21, [x7, x4, lsl #0]
	str	b0, [x3, x27]
	str	b23, [x24, x0, sxtx #0]
	str	b5, [x23, x25, sxtx]
	str	b20, [x25]
	str	b6, [x0]
	str	b15, [x22, #730]
	str	b5, [x11, #3793]
	sturb	w26, [x20]
	sturb	w5, [x30]
	sturb	w14, [x15, #-221]
	sturb	w12, [x11, #-253]
	strb	w17, [x8], #-256
	strb	w2, [x24], #-204
	strb	w7, [x25], #125
	strb	w24, [x5], #78
	strb	w16, [x2, #-149]!
	strb	w13, [x0, #222]!
	strb	w23, [x18, #-176]!
	strb	w19, [x11, #70]!
	strb	w4, [x26, w1, uxtw #0]
	strb	w19, [x21, w23, sxtw]
	strb	w29, [x12, w5, uxtw]
	strb	w7, [x5, w25, sxtw]
	strb	w29, [sp, x6]
	strb	w1, [x19, x27, sxtx #0]
	strb	w5, [x12, x8, sxtx]
	strb	w26, [x7, x27, sxtx]
	strb	w14, [x16]
	strb	w1, [x4, #2630]
	strb	w25, [x0]
	strb	w5, [x9]
	stur	d6, [x16, #47]
	stur	d5, [x18, #168]
	stur	d21, [x30, #-1]
	stur	d16, [x23, #131]
	str	d22, [x10], #255
	str	d9, [x28], #-215
	str	d7, [x17], #-104
	str	d10, [x4], #-256
	str	d27, [x0, #-1]!
	str	d5, [x7, #0]!
	str	d23, [x26, #-167]!
	str	d23, [x23, #26]!
	str	d9, [x3, w14, sxtw #3]
	str	d25, [x6, w20, sxtw]
	str	d1, [x6, w23, uxtw]
	str	d25, [x20, w9, uxtw #3]
	str	d12, [x14, x5, lsl #3]
	str	d8, [x6, xzr, sxtx]
	str	d1, [x7, xzr, sxtx #3]
	str	d24, [x0, x20]
	str	d10, [x28, #3512]
	str	d24, [x12]
	str	d0, [x27, #4456]
	str	d25, [x11]
	stur	h31, [x10, #-256]
	stur	h19, [x20, #-74]
	stur	h19, [x19]
	stur	h8, [x0]
	str	h1, [x10], #-243
	str	h20, [x16], #245
	str	h14, [x16], #52
	str	h21, [x30], #-194
	str	h2, [x9, #-14]!
	str	h14, [x13, #210]!
	str	h1, [x28, #207]!
	str	h19, [x0, #-96]!
	str	h24, [x15, w23, sxtw #1]
	str	h10, [x29, w0, sxtw #1]
	str	h0, [x27, w9, uxtw]
	str	h8, [x21, w10, uxtw #1]
	str	h10, [x11, x26, sxtx]
	str	h21, [x13, x30, lsl #1]
	str	h29, [x30, x16, sxtx]
	str	h12, [x2, x5, lsl #1]
	str	h12, [x25, #388]
	str	h2, [x17, #4448]
	str	h28, [x5, #4258]
	str	h11, [x18]
	sturh	w23, [x17]
	sturh	w8, [x12, #-79]
	sturh	w28, [x19]
	sturh	w0, [x2, #249]
	strh	w19, [x12], #1
	strh	w18, [x2], #86
	strh	w12, [x6], #-128
	strh	w22, [x4], #-1
	strh	w19, [x21, #1]!
	strh	w22, [x27, #237]!
	strh	w4, [x16, #73]!
	strh	w14, [x18, #-103]!
	strh	w3, [x27, w27, uxtw #1]
	strh	wzr, [x1, w20, uxtw]
	strh	w22, [x16, w10, uxtw]
	strh	w18, [x3, w21, uxtw]
	strh	w26, [x8, x19, lsl #1]
	strh	w0, [x26, x5, lsl #1]
	strh	w11, [x25, x23, sxtx]
	strh	w1, [x29, x18, sxtx #1]
	strh	w11, [x22, #5082]
	strh	w29, [x8, #2]
	strh	w4, [x18]
	strh	w0, [x7, #6326]
	stur	q10, [x23]
	stur	q28, [x24, #125]
	stur	q16, [x2]
	stur	q18, [x13, #-159]
	str	q16, [x11], #1
	str	q4, [x27], #36
	str	q18, [x21], #-137
	str	q26, [x5], #-40
	str	q10, [x15, #-246]!
	str	q0, [x3, #-168]!
	str	q18, [x29, #137]!
	str	q5, [x5, #8]!
	str	q8, [x17, w14, uxtw #4]
	str	q7, [x21, w23, uxtw #4]
	str	q13, [x29, w13, uxtw #4]
	str	q21, [x4, w19, sxtw #4]
	str	q11, [x15, x5, sxtx]
	str	q0, [x27, x11, sxtx]
	str	q5, [x5, x6, lsl #4]
	str	q1, [x21, x13, lsl #4]
	str	q29, [x26, #37312]
	str	q23, [x17, #4624]
	str	q24, [x20, #17216]
	str	q16, [x29, #25968]
	stur	s17, [x26]
	stur	s15, [x17, #228]
	stur	s19, [x23, #-9]
	stur	s14, [x29, #121]
	str	s7, [x4], #255
	str	s27, [x5], #-1
	str	s25, [x25], #255
	str	s8, [x21], #93
	str	s10, [x21, #-201]!
	str	s28, [x27, #113]!
	str	s18, [x24, #132]!
	str	s8, [x1, #164]!
	str	s26, [x26, w10, uxtw]
	str	s17, [x6, w14, sxtw #2]
	str	s22, [x12, w15, sxtw]
	str	s16, [x7, w2, uxtw]
	str	s19, [x3, x19, lsl #2]
	str	s5, [x11, x5]
	str	s3, [x3, x16, lsl #2]
	str	s10, [x11, x10, sxtx]
	str	s8, [x18]
	str	s9, [x9]
	str	s21, [x4]
	str	s22, [x5]
	stur	w3, [x18]
	stur	w25, [x8]
	stur	w23, [x10, #89]
	stur	w8, [x12]
	str	w10, [sp], #18
	str	w12, [x8], #-230
	str	w13, [x24], #-69
	str	w9, [x1], #149
	str	w11, [x12, #-1]!
	str	wzr, [x3, #49]!
	str	w7, [x24, #10]!
	str	w4, [x3, #-212]!
	str	w3, [x9, w20, uxtw #2]
	str	w9, [x30, w5, uxtw #2]
	str	w29, [sp, w19, sxtw #2]
	str	w28, [x13, w28, sxtw #2]
	str	w30, [x23, x3, lsl #2]
	str	wzr, [x10, x16, sxtx]
	str	w17, [x13, x23, sxtx]
	str	w9, [x2, x4, sxtx]
	str	w18, [sp]
	str	w13, [x13, #16124]
	str	w12, [x6, #2376]
	str	w26, [x17, #10580]
	stur	x13, [x27, #-230]
	stur	x12, [x25, #181]
	stur	x27, [x7, #-27]
	stur	x17, [x29]
	str	x1, [x11], #244
	str	x2, [x20], #79
	str	xzr, [x10], #-163
	str	x12, [x28], #27
	str	x15, [x20, #-176]!
	str	xzr, [sp, #53]!
	str	x17, [x24, #-224]!
	str	x11, [x20, #-157]!
	str	x28, [x5, w23, uxtw #3]
	str	x14, [x10, w23, uxtw #3]
	str	x27, [x18, w24, uxtw]
	str	x3, [sp, wzr, sxtw #3]
	str	x15, [x22, xzr, sxtx]
	str	x8, [x8, x9, sxtx]
	str	x17, [x30, x10]
	str	x14, [x7, x23, sxtx #3]
	str	x18, [x21, #7968]
	str	x20, [x2, #25856]
	str	x3, [x15]
	str	x5, [x7]
	sttrb	w27, [x10, #255]
	sttrb	w21, [x3]
	sttrb	w4, [x12, #-204]
	sttrb	w2, [x23, #-1]
	sttrh	w7, [x15, #44]
	sttrh	w6, [x1]
	sttrh	w5, [x23, #237]
	sttrh	w9, [x24]
	sttr	w0, [x28]
	sttr	w21, [x0, #118]
	sttr	w11, [x15, #-79]
	sttr	w13, [x15]
	sttr	x26, [x9]
	sttr	x28, [x29, #61]
	sttr	x12, [x24]
	sttr	x29, [x1]
	stxp	w27, w22, w24, [x11]
	stxp	w11, w16, wzr, [x0]
	stxp	w13, w28, w15, [x14]
	stxp	w1, w12, w13, [x7]
	stxp	w26, x14, x10, [x22]
	stxp	w5, x6, x16, [x18]
	stxp	w15, x24, x22, [x27]
	stxp	wzr, x7, x12, [x20]
	stxr	w7, w9, [x6]
	stxr	w29, wzr, [x23]
	stxr	w17, w29, [sp]
	stxr	w1, w3, [x23]
	stxr	w23, x4, [x25]
	stxr	w6, x2, [x3]
	stxr	w5, x14, [x22]
	stxr	w13, xzr, [x26]
	stxrb	w29, w13, [x22]
	stxrb	w19, w27, [x30]
	stxrb	w12, w25, [x1]
	stxrb	w17, w2, [x1]
	stxrh	w9, w25, [x2]
	stxrh	w11, w2, [x2]
	stxrh	w9, wzr, [x21]
	stxrh	w6, w15, [x1]
	subhn	v5.2s, v23.2d, v7.2d
	subhn	v15.2s, v2.2d, v2.2d
	subhn	v30.2s, v15.2d, v17.2d
	subhn	v10.2s, v16.2d, v13.2d
	subhn2	v25.4s, v0.2d, v24.2d
	subhn2	v28.4s, v8.2d, v24.2d
	subhn2	v15.4s, v8.2d, v31.2d
	subhn2	v28.4s, v1.2d, v23.2d
	subhn	v23.4h, v3.4s, v15.4s
	subhn	v31.4h, v25.4s, v21.4s
	subhn	v3.4h, v29.4s, v18.4s
	subhn	v23.4h, v5.4s, v29.4s
	subhn2	v8.8h, v29.4s, v14.4s
	subhn2	v23.8h, v7.4s, v26.4s
	subhn2	v5.8h, v5.4s, v9.4s
	subhn2	v21.8h, v28.4s, v14.4s
	subhn	v18.8b, v5.8h, v22.8h
	subhn	v14.8b, v6.8h, v14.8h
	subhn	v31.8b, v9.8h, v1.8h
	subhn	v20.8b, v15.8h, v29.8h
	subhn2	v28.16b, v24.8h, v28.8h
	subhn2	v26.16b, v5.8h, v9.8h
	subhn2	v29.16b, v1.8h, v24.8h
	subhn2	v2.16b, v14.8h, v19.8h
	subs	w11, w4, #668, lsl #12
	subs	w23, w22, #525, lsl #12
	subs	w7, w28, #0, lsl #12
	subs	w25, w25, #858
	subs	w9, w27, w13
	cmp	w14, w19
	subs	w24, w15, w10
	subs	w19, w22, w21, asr #24
	subs	w23, w29, w16, sxtb #4
	subs	w25, w3, w7, uxtw #2
	subs	w17, w19, w2, sxtx #1
	cmp	w4, w16, sxtx
	cmp	x22, #3855
	subs	x9, x12, #0
	subs	x15, x30, #872
	subs	x18, x17, #982, lsl #12
	subs	x18, x16, x12, lsl #61
	subs	x13, x1, x12, lsr #23
	subs	x28, x7, x14
	subs	x8, x22, xzr, lsr #1
	subs	x8, x20, w21, sxth #4
	subs	x26, x22, w17, sxth #2
	subs	x0, x27, w25, sxtw #4
	subs	x21, sp, w21, uxtw #3
	subs	x5, x12, x9, uxtx #1
	subs	x20, x12, x22, sxtx #1
	cmp	x24, x10, uxtx #2
	subs	x25, x23, x29, sxtx #4
	sub	w8, w2, #0
	sub	w19, w12, #2469
	sub	wsp, w3, #1
	sub	w26, w25, #0
	sub	w23, w5, w7, asr #14
	sub	w29, w6, w25
	sub	w12, w11, w11
	neg	w26, w20, asr #19
	sub	w1, w1, w16, uxtx
	sub	w29, w6, wzr, sxth #4
	sub	w19, w29, wzr, sxtb
	sub	w20, w26, w8, sxtx
	sub	x11, x18, #2441, lsl #12
	sub	x2, x30, #1583, lsl #12
	sub	x30, x15, #2495, lsl #12
	sub	x11, x15, #3394
	sub	x25, x18, x2
	neg	x9, x17, lsl #25
	neg	x12, x26, lsl #57
	sub	x15, x21, x24
	sub	x5, x2, w29, sxtw #3
	sub	x4, x23, w5, sxth #4
	sub	x13, x27, w13, uxtw #3
	sub	x15, x17, w6, uxtb #2
	sub	x12, x3, x27, sxtx
	sub	x29, x5, x27, uxtx
	sub	x16, x27, x23, uxtx #4
	sub	x9, sp, x19, sxtx #1
	sub	d16, d3, d29
	sub	d29, d24, d29
	sub	d5, d1, d25
	sub	d17, d2, d16
	sub	v20.16b, v3.16b, v30.16b
	sub	v28.16b, v10.16b, v15.16b
	sub	v9.16b, v1.16b, v30.16b
	sub	v6.16b, v1.16b, v21.16b
	sub	v19.2d, v5.2d, v21.2d
	sub	v31.2d, v26.2d, v18.2d
	sub	v27.2d, v27.2d, v24.2d
	sub	v15.2d, v5.2d, v13.2d
	sub	v15.2s, v9.2s, v23.2s
	sub	v16.2s, v1.2s, v5.2s
	sub	v21.2s, v1.2s, v0.2s
	sub	v8.2s, v4.2s, v6.2s
	sub	v5.4h, v18.4h, v7.4h
	sub	v2.4h, v19.4h, v25.4h
	sub	v10.4h, v0.4h, v28.4h
	sub	v10.4h, v15.4h, v12.4h
	sub	v28.4s, v0.4s, v3.4s
	sub	v0.4s, v22.4s, v21.4s
	sub	v12.4s, v16.4s, v16.4s
	sub	v27.4s, v4.4s, v8.4s
	sub	v7.8b, v8.8b, v25.8b
	sub	v24.8b, v19.8b, v2.8b
	sub	v31.8b, v27.8b, v4.8b
	sub	v0.8b, v10.8b, v31.8b
	sub	v29.8h, v8.8h, v11.8h
	sub	v27.8h, v17.8h, v29.8h
	sub	v21.8h, v22.8h, v15.8h
	sub	v26.8h, v5.8h, v29.8h
	suqadd	b23, b21
	suqadd	b29, b10
	suqadd	b4, b4
	suqadd	b1, b16
	suqadd	d27, d25
	suqadd	d4, d12
	suqadd	d26, d20
	suqadd	d10, d28
	suqadd	h8, h31
	suqadd	h29, h11
	suqadd	h0, h22
	suqadd	h13, h16
	suqadd	s13, s10
	suqadd	s21, s26
	suqadd	s22, s15
	suqadd	s3, s10
	suqadd	v23.16b, v9.16b
	suqadd	v18.16b, v28.16b
	suqadd	v20.16b, v2.16b
	suqadd	v0.16b, v17.16b
	suqadd	v2.2d, v3.2d
	suqadd	v21.2d, v8.2d
	suqadd	v12.2d, v22.2d
	suqadd	v0.2d, v26.2d
	suqadd	v15.2s, v31.2s
	suqadd	v6.2s, v30.2s
	suqadd	v6.2s, v20.2s
	suqadd	v1.2s, v1.2s
	suqadd	v25.4h, v13.4h
	suqadd	v5.4h, v1.4h
	suqadd	v13.4h, v18.4h
	suqadd	v25.4h, v6.4h
	suqadd	v11.4s, v22.4s
	suqadd	v24.4s, v12.4s
	suqadd	v21.4s, v8.4s
	suqadd	v22.4s, v14.4s
	suqadd	v10.8b, v28.8b
	suqadd	v1.8b, v20.8b
	suqadd	v20.8b, v6.8b
	suqadd	v22.8b, v13.8b
	suqadd	v25.8h, v2.8h
	suqadd	v24.8h, v20.8h
	suqadd	v19.8h, v3.8h
	suqadd	v7.8h, v16.8h
	svc	#0x103c
	svc	#0xd4de
	svc	#0x7c91
	svc	#0x5175
	sys	#2, c4, c4, #4, x0
	sys	#0, c14, c7, #0, x26
	sys	#0, c15, c2, #3, x21
	sys	#0, c1, c10, #3, x29
	sysl	x29, #0, c3, c3, #2
	sysl	x21, #7, c7, c8, #4
	sysl	x17, #6, c8, c9, #7
	sysl	x9, #5, c0, c10, #7
	tbl	v26.16b, { v5.16b }, v31.16b
	tbl	v18.16b, { v5.16b }, v22.16b
	tbl	v25.16b, { v25.16b }, v19.16b
	tbl	v3.16b, { v4.16b }, v14.16b
	tbl	v18.16b, { v25.16b, v26.16b }, v26.16b
	tbl	v29.16b, { v13.16b, v14.16b }, v30.16b
	tbl	v25.16b, { v19.16b, v20.16b }, v16.16b
	tbl	v3.16b, { v11.16b, v12.16b }, v12.16b
	tbl	v30.16b, { v0.16b, v1.16b, v2.16b }, v23.16b
	tbl	v17.16b, { v15.16b, v16.16b, v17.16b }, v9.16b
	tbl	v24.16b, { v10.16b, v11.16b, v12.16b }, v30.16b
	tbl	v21.16b, { v4.16b, v5.16b, v6.16b }, v1.16b
	tbl	v23.16b, { v1.16b, v2.16b, v3.16b, v4.16b }, v25.16b
	tbl	v3.16b, { v0.16b, v1.16b, v2.16b, v3.16b }, v8.16b
	tbl	v14.16b, { v21.16b, v22.16b, v23.16b, v24.16b }, v26.16b
	tbl	v16.16b, { v16.16b, v17.16b, v18.16b, v19.16b }, v13.16b
	tbl	v0.8b, { v17.16b }, v28.8b
	tbl	v2.8b, { v10.16b }, v26.8b
	tbl	v30.8b, { v14.16b }, v31.8b
	tbl	v23.8b, { v18.16b }, v20.8b
	tbl	v30.8b, { v21.16b, v22.16b }, v8.8b
	tbl	v8.8b, { v13.16b, v14.16b }, v23.8b
	tbl	v16.8b, { v29.16b, v30.16b }, v22.8b
	tbl	v25.8b, { v2.16b, v3.16b }, v20.8b
	tbl	v8.8b, { v4.16b, v5.16b, v6.16b }, v16.8b
	tbl	v9.8b, { v25.16b, v26.16b, v27.16b }, v17.8b
	tbl	v9.8b, { v20.16b, v21.16b, v22.16b }, v5.8b
	tbl	v18.8b, { v19.16b, v20.16b, v21.16b }, v19.8b
	tbl	v6.8b, { v29.16b, v30.16b, v31.16b, v0.16b }, v16.8b
	tbl	v0.8b, { v13.16b, v14.16b, v15.16b, v16.16b }, v28.8b
	tbl	v11.8b, { v10.16b, v11.16b, v12.16b, v13.16b }, v13.8b
	tbl	v26.8b, { v22.16b, v23.16b, v24.16b, v25.16b }, v18.8b
	tbnz	w16, #19, #-13772
	tbnz	w28, #6, #-23696
	tbnz	w0, #8, #30268
	tbnz	w30, #0, #24644
	tbnz	x7, #32, #4244
	tbnz	x30, #48, #-5608
	tbnz	x23, #63, #-11984
	tbnz	x5, #47, #27592
	tbx	v31.16b, { v19.16b }, v3.16b
	tbx	v22.16b, { v29.16b }, v18.16b
	tbx	v14.16b, { v1.16b }, v4.16b
	tbx	v0.16b, { v31.16b }, v15.16b
	tbx	v11.16b, { v0.16b, v1.16b }, v16.16b
	tbx	v3.16b, { v7.16b, v8.16b }, v30.16b
	tbx	v8.16b, { v3.16b, v4.16b }, v23.16b
	tbx	v31.16b, { v30.16b, v31.16b }, v26.16b
	tbx	v5.16b, { v4.16b, v5.16b, v6.16b }, v24.16b
	tbx	v26.16b, { v19.16b, v20.16b, v21.16b }, v16.16b
	tbx	v27.16b, { v8.16b, v9.16b, v10.16b }, v16.16b
	tbx	v31.16b, { v16.16b, v17.16b, v18.16b }, v0.16b
	tbx	v2.16b, { v29.16b, v30.16b, v31.16b, v0.16b }, v26.16b
	tbx	v12.16b, { v18.16b, v19.16b, v20.16b, v21.16b }, v12.16b
	tbx	v2.16b, { v0.16b, v1.16b, v2.16b, v3.16b }, v0.16b
	tbx	v14.16b, { v22.16b, v23.16b, v24.16b, v25.16b }, v12.16b
	tbx	v16.8b, { v22.16b }, v9.8b
	tbx	v21.8b, { v5.16b }, v17.8b
	tbx	v27.8b, { v19.16b }, v11.8b
	tbx	v9.8b, { v30.16b }, v10.8b
	tbx	v6.8b, { v29.16b, v30.16b }, v1.8b
	tbx	v31.8b, { v29.16b, v30.16b }, v28.8b
	tbx	v17.8b, { v25.16b, v26.16b }, v27.8b
	tbx	v9.8b, { v10.16b, v11.16b }, v19.8b
	tbx	v17.8b, { v9.16b, v10.16b, v11.16b }, v16.8b
	tbx	v0.8b, { v27.16b, v28.16b, v29.16b }, v16.8b
	tbx	v15.8b, { v12.16b, v13.16b, v14.16b }, v6.8b
	tbx	v0.8b, { v7.16b, v8.16b, v9.16b }, v16.8b
	tbx	v14.8b, { v23.16b, v24.16b, v25.16b, v26.16b }, v23.8b
	tbx	v28.8b, { v31.16b, v0.16b, v1.16b, v2.16b }, v1.8b
	tbx	v28.8b, { v24.16b, v25.16b, v26.16b, v27.16b }, v27.8b
	tbx	v30.8b, { v13.16b, v14.16b, v15.16b, v16.16b }, v9.8b
	tbz	wzr, #11, #-19576
	tbz	w3, #0, #-31560
	tbz	w28, #15, #-15392
	tbz	w22, #25, #18844
	tbz	x12, #36, #18044
	tbz	x14, #39, #-4
	tbz	x28, #34, #-4
	tbz	x1, #63, #0
	trn1	v14.16b, v28.16b, v20.16b
	trn1	v29.16b, v20.16b, v27.16b
	trn1	v30.16b, v3.16b, v10.16b
	trn1	v24.16b, v27.16b, v27.16b
	trn1	v19.2d, v16.2d, v5.2d
	trn1	v6.2d, v21.2d, v6.2d
	trn1	v9.2d, v1.2d, v9.2d
	trn1	v6.2d, v20.2d, v24.2d
	trn1	v29.2s, v17.2s, v2.2s
	trn1	v2.2s, v17.2s, v12.2s
	trn1	v9.2s, v25.2s, v14.2s
	trn1	v2.2s, v0.2s, v22.2s
	trn1	v10.4h, v25.4h, v4.4h
	trn1	v9.4h, v3.4h, v11.4h
	trn1	v3.4h, v21.4h, v29.4h
	trn1	v4.4h, v26.4h, v7.4h
	trn1	v31.4s, v20.4s, v14.4s
	trn1	v2.4s, v1.4s, v1.4s
	trn1	v16.4s, v16.4s, v5.4s
	trn1	v14.4s, v6.4s, v27.4s
	trn1	v14.8b, v26.8b, v20.8b
	trn1	v26.8b, v24.8b, v29.8b
	trn1	v22.8b, v3.8b, v15.8b
	trn1	v17.8b, v4.8b, v11.8b
	trn1	v0.8h, v30.8h, v18.8h
	trn1	v17.8h, v1.8h, v18.8h
	trn1	v11.8h, v0.8h, v8.8h
	trn1	v13.8h, v4.8h, v30.8h
	trn2	v15.16b, v8.16b, v7.16b
	trn2	v13.16b, v4.16b, v7.16b
	trn2	v29.16b, v1.16b, v24.16b
	trn2	v12.16b, v19.16b, v15.16b
	trn2	v23.2d, v2.2d, v17.2d
	trn2	v29.2d, v29.2d, v5.2d
	trn2	v3.2d, v18.2d, v0.2d
	trn2	v3.2d, v7.2d, v8.2d
	trn2	v8.2s, v25.2s, v14.2s
	trn2	v0.2s, v1.2s, v27.2s
	trn2	v2.2s, v2.2s, v3.2s
	trn2	v10.2s, v4.2s, v0.2s
	trn2	v31.4h, v14.4h, v0.4h
	trn2	v11.4h, v13.4h, v4.4h
	trn2	v19.4h, v4.4h, v19.4h
	trn2	v30.4h, v31.4h, v8.4h
	trn2	v13.4s, v16.4s, v4.4s
	trn2	v21.4s, v13.4s, v9.4s
	trn2	v28.4s, v31.4s, v23.4s
	trn2	v25.4s, v1.4s, v29.4s
	trn2	v0.8b, v13.8b, v1.8b
	trn2	v24.8b, v4.8b, v4.8b
	trn2	v11.8b, v7.8b, v12.8b
	trn2	v7.8b, v21.8b, v3.8b
	trn2	v6.8h, v0.8h, v7.8h
	trn2	v11.8h, v25.8h, v23.8h
	trn2	v4.8h, v23.8h, v8.8h
	trn2	v4.8h, v9.8h, v5.8h
	uabal	v1.2d, v18.2s, v2.2s
	uabal	v19.2d, v18.2s, v22.2s
	uabal	v2.2d, v19.2s, v12.2s
	uabal	v16.2d, v14.2s, v2.2s
	uabal2	v12.2d, v27.4s, v20.4s
	uabal2	v14.2d, v20.4s, v14.4s
	uabal2	v31.2d, v10.4s, v6.4s
	uabal2	v9.2d, v29.4s, v20.4s
	uabal	v21.4s, v5.4h, v12.4h
	uabal	v17.4s, v2.4h, v23.4h
	uabal	v23.4s, v13.4h, v3.4h
	uabal	v29.4s, v20.4h, v11.4h
	uabal2	v17.4s, v28.8h, v2.8h
	uabal2	v28.4s, v0.8h, v11.8h
	uabal2	v7.4s, v5.8h, v7.8h
	uabal2	v16.4s, v24.8h, v7.8h
	uabal	v24.8h, v24.8b, v15.8b
	uabal	v20.8h, v20.8b, v27.8b
	uabal	v8.8h, v10.8b, v17.8b
	uabal	v27.8h, v18.8b, v21.8b
	uabal2	v12.8h, v19.16b, v21.16b
	uabal2	v3.8h, v12.16b, v2.16b
	uabal2	v6.8h, v20.16b, v10.16b
	uabal2	v13.8h, v12.16b, v27.16b
	uaba	v13.16b, v30.16b, v17.16b
	uaba	v1.16b, v1.16b, v16.16b
	uaba	v22.16b, v1.16b, v27.16b
	uaba	v9.16b, v19.16b, v27.16b
	uaba	v13.2s, v3.2s, v26.2s
	uaba	v28.2s, v22.2s, v21.2s
	uaba	v26.2s, v15.2s, v4.2s
	uaba	v4.2s, v20.2s, v21.2s
	uaba	v29.4h, v7.4h, v10.4h
	uaba	v1.4h, v8.4h, v23.4h
	uaba	v27.4h, v29.4h, v13.4h
	uaba	v17.4h, v29.4h, v30.4h
	uaba	v12.4s, v14.4s, v8.4s
	uaba	v24.4s, v7.4s, v19.4s
	uaba	v20.4s, v3.4s, v7.4s
	uaba	v10.4s, v1.4s, v14.4s
	uaba	v9.8b, v13.8b, v25.8b
	uaba	v9.8b, v17.8b, v3.8b
	uaba	v3.8b, v20.8b, v8.8b
	uaba	v1.8b, v28.8b, v1.8b
	uaba	v0.8h, v30.8h, v2.8h
	uaba	v21.8h, v10.8h, v31.8h
	uaba	v7.8h, v19.8h, v20.8h
	uaba	v18.8h, v9.8h, v21.8h
	uabdl	v0.2d, v12.2s, v31.2s
	uabdl	v8.2d, v1.2s, v7.2s
	uabdl	v28.2d, v14.2s, v28.2s
	uabdl	v22.2d, v23.2s, v22.2s
	uabdl2	v16.2d, v7.4s, v7.4s
	uabdl2	v3.2d, v9.4s, v31.4s
	uabdl2	v16.2d, v20.4s, v8.4s
	uabdl2	v1.2d, v31.4s, v22.4s
	uabdl	v25.4s, v0.4h, v14.4h
	uabdl	v26.4s, v1.4h, v19.4h
	uabdl	v10.4s, v9.4h, v2.4h
	uabdl	v31.4s, v4.4h, v22.4h
	uabdl2	v3.4s, v27.8h, v19.8h
	uabdl2	v28.4s, v6.8h, v8.8h
	uabdl2	v3.4s, v26.8h, v25.8h
	uabdl2	v23.4s, v14.8h, v5.8h
	uabdl	v16.8h, v17.8b, v26.8b
	uabdl	v15.8h, v10.8b, v11.8b
	uabdl	v3.8h, v22.8b, v21.8b
	uabdl	v20.8h, v15.8b, v24.8b
	uabdl2	v7.8h, v23.16b, v26.16b
	uabdl2	v6.8h, v14.16b, v30.16b
	uabdl2	v14.8h, v23.16b, v28.16b
	uabdl2	v23.8h, v6.16b, v7.16b
	uabd	v27.16b, v27.16b, v11.16b
	uabd	v14.16b, v0.16b, v16.16b
	uabd	v7.16b, v9.16b, v7.16b
	uabd	v10.16b, v22.16b, v17.16b
	uabd	v19.2s, v31.2s, v10.2s
	uabd	v30.2s, v19.2s, v5.2s
	uabd	v30.2s, v30.2s, v4.2s
	uabd	v16.2s, v6.2s, v10.2s
	uabd	v31.4h, v6.4h, v21.4h
	uabd	v3.4h, v29.4h, v23.4h
	uabd	v9.4h, v14.4h, v5.4h
	uabd	v20.4h, v19.4h, v31.4h
	uabd	v1.4s, v17.4s, v5.4s
	uabd	v11.4s, v13.4s, v6.4s
	uabd	v31.4s, v13.4s, v26.4s
	uabd	v14.4s, v29.4s, v26.4s
	uabd	v23.8b, v0.8b, v13.8b
	uabd	v18.8b, v15.8b, v4.8b
	uabd	v11.8b, v10.8b, v25.8b
	uabd	v6.8b, v0.8b, v11.8b
	uabd	v15.8h, v14.8h, v10.8h
	uabd	v18.8h, v29.8h, v10.8h
	uabd	v23.8h, v16.8h, v13.8h
	uabd	v7.8h, v21.8h, v11.8h
	uadalp	v2.1d, v22.2s
	uadalp	v5.1d, v19.2s
	uadalp	v10.1d, v31.2s
	uadalp	v12.1d, v6.2s
	uadalp	v4.2d, v21.4s
	uadalp	v5.2d, v26.4s
	uadalp	v20.2d, v7.4s
	uadalp	v4.2d, v2.4s
	uadalp	v31.2s, v5.4h
	uadalp	v18.2s, v22.4h
	uadalp	v18.2s, v19.4h
	uadalp	v28.2s, v18.4h
	uadalp	v15.4h, v9.8b
	uadalp	v26.4h, v5.8b
	uadalp	v10.4h, v27.8b
	uadalp	v20.4h, v5.8b
	uadalp	v0.4s, v17.8h
	uadalp	v29.4s, v8.8h
	uadalp	v26.4s, v23.8h
	uadalp	v7.4s, v25.8h
	uadalp	v10.8h, v10.16b
	uadalp	v11.8h, v3.16b
	uadalp	v26.8h, v5.16b
	uadalp	v23.8h, v8.16b
	uaddlp	v20.1d, v5.2s
	uaddlp	v22.1d, v14.2s
	uaddlp	v8.1d, v5.2s
	uaddlp	v17.1d, v15.2s
	uaddlp	v25.2d, v12.4s
	uaddlp	v2.2d, v11.4s
	uaddlp	v22.2d, v29.4s
	uaddlp	v23.2d, v26.4s
	uaddlp	v22.2s, v21.4h
	uaddlp	v8.2s, v24.4h
	uaddlp	v23.2s, v12.4h
	uaddlp	v13.2s, v1.4h
	uaddlp	v3.4h, v2.8b
	uaddlp	v20.4h, v24.8b
	uaddlp	v14.4h, v15.8b
	uaddlp	v16.4h, v15.8b
	uaddlp	v27.4s, v19.8h
	uaddlp	v30.4s, v17.8h
	uaddlp	v26.4s, v9.8h
	uaddlp	v19.4s, v26.8h
	uaddlp	v2.8h, v5.16b
	uaddlp	v29.8h, v0.16b
	uaddlp	v25.8h, v10.16b
	uaddlp	v11.8h, v3.16b
	uaddlv	h18, v5.16b
	uaddlv	h21, v10.16b
	uaddlv	h16, v2.16b
	uaddlv	h13, v27.16b
	uaddlv	s29, v18.4h
	uaddlv	s22, v30.4h
	uaddlv	s0, v16.4h
	uaddlv	s9, v17.4h
	uaddlv	d25, v26.4s
	uaddlv	d15, v1.4s
	uaddlv	d4, v21.4s
	uaddlv	d28, v17.4s
	uaddlv	h20, v20.8b
	uaddlv	h24, v7.8b
	uaddlv	h6, v1.8b
	uaddlv	h16, v2.8b
	uaddlv	s12, v30.8h
	uaddlv	s27, v5.8h
	uaddlv	s3, v20.8h
	uaddlv	s18, v18.8h
	uaddl	v0.2d, v20.2s, v21.2s
	uaddl	v24.2d, v1.2s, v15.2s
	uaddl	v22.2d, v10.2s, v23.2s
	uaddl	v18.2d, v31.2s, v9.2s
	uaddl2	v10.2d, v0.4s, v1.4s
	uaddl2	v1.2d, v18.4s, v21.4s
	uaddl2	v23.2d, v20.4s, v23.4s
	uaddl2	v23.2d, v12.4s, v0.4s
	uaddl	v17.4s, v21.4h, v6.4h
	uaddl	v15.4s, v23.4h, v15.4h
	uaddl	v7.4s, v13.4h, v24.4h
	uaddl	v13.4s, v1.4h, v8.4h
	uaddl2	v28.4s, v11.8h, v28.8h
	uaddl2	v1.4s, v0.8h, v10.8h
	uaddl2	v27.4s, v25.8h, v2.8h
	uaddl2	v21.4s, v23.8h, v31.8h
	uaddl	v5.8h, v11.8b, v7.8b
	uaddl	v16.8h, v24.8b, v18.8b
	uaddl	v14.8h, v25.8b, v26.8b
	uaddl	v24.8h, v19.8b, v20.8b
	uaddl2	v21.8h, v16.16b, v0.16b
	uaddl2	v18.8h, v19.16b, v28.16b
	uaddl2	v27.8h, v11.16b, v23.16b
	uaddl2	v28.8h, v13.16b, v29.16b
	uaddw	v26.2d, v15.2d, v11.2s
	uaddw	v19.2d, v28.2d, v10.2s
	uaddw	v0.2d, v10.2d, v8.2s
	uaddw	v1.2d, v8.2d, v3.2s
	uaddw2	v25.2d, v27.2d, v31.4s
	uaddw2	v7.2d, v2.2d, v3.4s
	uaddw2	v28.2d, v10.2d, v12.4s
	uaddw2	v18.2d, v22.2d, v13.4s
	uaddw	v3.4s, v23.4s, v8.4h
	uaddw	v10.4s, v19.4s, v25.4h
	uaddw	v22.4s, v29.4s, v23.4h
	uaddw	v21.4s, v9.4s, v26.4h
	uaddw2	v4.4s, v17.4s, v23.8h
	uaddw2	v10.4s, v18.4s, v21.8h
	uaddw2	v31.4s, v11.4s, v30.8h
	uaddw2	v10.4s, v3.4s, v28.8h
	uaddw	v23.8h, v31.8h, v7.8b
	uaddw	v25.8h, v8.8h, v2.8b
	uaddw	v7.8h, v26.8h, v22.8b
	uaddw	v28.8h, v10.8h, v8.8b
	uaddw2	v27.8h, v6.8h, v31.16b
	uaddw2	v16.8h, v25.8h, v20.16b
	uaddw2	v31.8h, v29.8h, v2.16b
	uaddw2	v15.8h, v6.8h, v18.16b
	ubfx	w6, w28, #6, #5
	ubfx	w23, w11, #25, #4
	ubfiz	w30, w7, #19, #9
	ubfiz	w2, w3, #1, #29
	lsr	x24, x20, #47
	ubfiz	x25, x22, #8, #53
	ubfx	x18, x19, #39, #11
	lsr	x27, x2, #8
	ucvtf	d25, w21
	ucvtf	d16, w26
	ucvtf	d27, wzr
	ucvtf	d24, w13
	ucvtf	d9, w8, #17
	ucvtf	d6, w13, #2
	ucvtf	d24, w13, #32
	ucvtf	d29, w17, #32
	ucvtf	s20, w16
	ucvtf	s31, w9
	ucvtf	s0, w15
	ucvtf	s10, w26
	ucvtf	s9, w10, #1
	ucvtf	s13, w13, #1
	ucvtf	s16, w29, #30
	ucvtf	s6, w4, #9
	ucvtf	d9, x30
	ucvtf	d4, x29
	ucvtf	d25, x18
	ucvtf	d26, x5
	ucvtf	d16, xzr, #1
	ucvtf	d18, x14, #64
	ucvtf	d15, x26, #57
	ucvtf	d1, x30, #10
	ucvtf	s27, x16
	ucvtf	s27, x19
	ucvtf	s14, x13
	ucvtf	s3, x27
	ucvtf	s20, x0, #46
	ucvtf	s30, x11, #35
	ucvtf	s11, x25, #34
	ucvtf	s12, x24, #45
	ucvtf	d7, d8, #53
	ucvtf	d16, d14, #52
	ucvtf	d15, d15, #39
	ucvtf	d15, d4, #2
	ucvtf	s8, s13, #1
	ucvtf	s29, s18, #15
	ucvtf	s19, s3, #8
	ucvtf	s20, s5, #1
	ucvtf	v11.2d, v25.2d, #1
	ucvtf	v3.2d, v25.2d, #1
	ucvtf	v5.2d, v15.2d, #1
	ucvtf	v8.2d, v28.2d, #3
	ucvtf	v20.2s, v9.2s, #26
	ucvtf	v21.2s, v7.2s, #2
	ucvtf	v29.2s, v30.2s, #18
	ucvtf	v24.2s, v22.2s, #16
	ucvtf	v14.4s, v14.4s, #31
	ucvtf	v30.4s, v3.4s, #24
	ucvtf	v0.4s, v9.4s, #1
	ucvtf	v13.4s, v20.4s, #22
	ucvtf	d12, d29
	ucvtf	d27, d24
	ucvtf	d15, d16
	ucvtf	d3, d31
	ucvtf	s21, s18
	ucvtf	s1, s7
	ucvtf	s20, s15
	ucvtf	s1, s10
	ucvtf	v14.2d, v25.2d
	ucvtf	v14.2d, v21.2d
	ucvtf	v29.2d, v29.2d
	ucvtf	v27.2d, v30.2d
	ucvtf	v7.2s, v12.2s
	ucvtf	v14.2s, v1.2s
	ucvtf	v9.2s, v18.2s
	ucvtf	v4.2s, v26.2s
	ucvtf	v11.4s, v27.4s
	ucvtf	v5.4s, v29.4s
	ucvtf	v23.4s, v14.4s
	ucvtf	v8.4s, v7.4s
	udf	#40260
	udf	#1
	udf	#10506
	udf	#60149
	udiv	w1, w26, w26
	udiv	w6, w6, w9
	udiv	w15, w14, w13
	udiv	w21, w14, w3
	udiv	x10, x12, x25
	udiv	x21, x22, x20
	udiv	xzr, x17, x27
	udiv	x10, x27, x14
	uhadd	v25.16b, v13.16b, v7.16b
	uhadd	v19.16b, v21.16b, v25.16b
	uhadd	v5.16b, v6.16b, v4.16b
	uhadd	v23.16b, v23.16b, v27.16b
	uhadd	v20.2s, v9.2s, v6.2s
	uhadd	v20.2s, v30.2s, v31.2s
	uhadd	v18.2s, v2.2s, v5.2s
	uhadd	v15.2s, v26.2s, v1.2s
	uhadd	v24.4h, v20.4h, v20.4h
	uhadd	v19.4h, v11.4h, v27.4h
	uhadd	v29.4h, v23.4h, v17.4h
	uhadd	v6.4h, v12.4h, v21.4h
	uhadd	v31.4s, v26.4s, v29.4s
	uhadd	v1.4s, v17.4s, v27.4s
	uhadd	v22.4s, v28.4s, v27.4s
	uhadd	v16.4s, v4.4s, v12.4s
	uhadd	v9.8b, v19.8b, v19.8b
	uhadd	v4.8b, v23.8b, v16.8b
	uhadd	v20.8b, v9.8b, v15.8b
	uhadd	v22.8b, v6.8b, v30.8b
	uhadd	v12.8h, v9.8h, v8.8h
	uhadd	v6.8h, v19.8h, v17.8h
	uhadd	v1.8h, v5.8h, v25.8h
	uhadd	v24.8h, v18.8h, v21.8h
	uhsub	v3.16b, v8.16b, v19.16b
	uhsub	v23.16b, v24.16b, v26.16b
	uhsub	v31.16b, v26.16b, v18.16b
	uhsub	v30.16b, v5.16b, v0.16b
	uhsub	v11.2s, v19.2s, v4.2s
	uhsub	v27.2s, v11.2s, v27.2s
	uhsub	v6.2s, v1.2s, v1.2s
	uhsub	v25.2s, v27.2s, v12.2s
	uhsub	v29.4h, v8.4h, v19.4h
	uhsub	v29.4h, v22.4h, v23.4h
	uhsub	v28.4h, v12.4h, v4.4h
	uhsub	v1.4h, v19.4h, v25.4h
	uhsub	v6.4s, v8.4s, v25.4s
	uhsub	v30.4s, v18.4s, v29.4s
	uhsub	v20.4s, v25.4s, v31.4s
	uhsub	v23.4s, v7.4s, v16.4s
	uhsub	v18.8b, v21.8b, v25.8b
	uhsub	v10.8b, v21.8b, v10.8b
	uhsub	v17.8b, v9.8b, v4.8b
	uhsub	v4.8b, v9.8b, v5.8b
	uhsub	v20.8h, v8.8h, v4.8h
	uhsub	v20.8h, v21.8h, v7.8h
	uhsub	v28.8h, v20.8h, v23.8h
	uhsub	v7.8h, v29.8h, v6.8h
	umaddl	xzr, w23, w11, x29
	umull	x9, w28, w27
	umaddl	x16, w2, w14, x23
	umaddl	x16, w1, w0, x5
	umaxp	v12.16b, v21.16b, v11.16b
	umaxp	v20.16b, v6.16b, v8.16b
	umaxp	v10.16b, v21.16b, v1.16b
	umaxp	v18.16b, v26.16b, v15.16b
	umaxp	v13.2s, v12.2s, v13.2s
	umaxp	v7.2s, v5.2s, v1.2s
	umaxp	v22.2s, v15.2s, v2.2s
	umaxp	v16.2s, v27.2s, v0.2s
	umaxp	v20.4h, v22.4h, v29.4h
	umaxp	v10.4h, v11.4h, v2.4h
	umaxp	v25.4h, v22.4h, v26.4h
	umaxp	v10.4h, v17.4h, v8.4h
	umaxp	v16.4s, v0.4s, v20.4s
	umaxp	v30.4s, v4.4s, v9.4s
	umaxp	v12.4s, v24.4s, v25.4s
	umaxp	v21.4s, v31.4s, v9.4s
	umaxp	v12.8b, v10.8b, v13.8b
	umaxp	v2.8b, v5.8b, v13.8b
	umaxp	v9.8b, v1.8b, v21.8b
	umaxp	v13.8b, v28.8b, v25.8b
	umaxp	v13.8h, v20.8h, v28.8h
	umaxp	v25.8h, v3.8h, v5.8h
	umaxp	v19.8h, v22.8h, v17.8h
	umaxp	v13.8h, v10.8h, v29.8h
	umaxv	b17, v0.16b
	umaxv	b14, v16.16b
	umaxv	b31, v19.16b
	umaxv	b28, v2.16b
	umaxv	h28, v6.4h
	umaxv	h16, v14.4h
	umaxv	h23, v22.4h
	umaxv	h27, v1.4h
	umaxv	s4, v0.4s
	umaxv	s20, v20.4s
	umaxv	s27, v28.4s
	umaxv	s30, v7.4s
	umaxv	b19, v15.8b
	umaxv	b9, v30.8b
	umaxv	b11, v23.8b
	umaxv	b29, v25.8b
	umaxv	h5, v11.8h
	umaxv	h14, v2.8h
	umaxv	h5, v6.8h
	umaxv	h11, v28.8h
	umax	v13.16b, v26.16b, v24.16b
	umax	v25.16b, v29.16b, v12.16b
	umax	v6.16b, v1.16b, v4.16b
	umax	v22.16b, v7.16b, v24.16b
	umax	v1.2s, v16.2s, v14.2s
	umax	v3.2s, v4.2s, v8.2s
	umax	v31.2s, v29.2s, v4.2s
	umax	v10.2s, v14.2s, v10.2s
	umax	v3.4h, v10.4h, v9.4h
	umax	v8.4h, v22.4h, v2.4h
	umax	v23.4h, v1.4h, v31.4h
	umax	v4.4h, v21.4h, v6.4h
	umax	v26.4s, v0.4s, v22.4s
	umax	v29.4s, v11.4s, v28.4s
	umax	v5.4s, v6.4s, v5.4s
	umax	v2.4s, v22.4s, v29.4s
	umax	v22.8b, v6.8b, v2.8b
	umax	v30.8b, v1.8b, v2.8b
	umax	v1.8b, v24.8b, v16.8b
	umax	v0.8b, v1.8b, v18.8b
	umax	v6.8h, v19.8h, v29.8h
	umax	v28.8h, v19.8h, v23.8h
	umax	v8.8h, v22.8h, v26.8h
	umax	v30.8h, v15.8h, v30.8h
	uminp	v9.16b, v3.16b, v16.16b
	uminp	v2.16b, v29.16b, v6.16b
	uminp	v2.16b, v17.16b, v16.16b
	uminp	v26.16b, v31.16b, v6.16b
	uminp	v25.2s, v16.2s, v13.2s
	uminp	v31.2s, v19.2s, v25.2s
	uminp	v6.2s, v20.2s, v20.2s
	uminp	v29.2s, v11.2s, v8.2s
	uminp	v5.4h, v27.4h, v17.4h
	uminp	v12.4h, v15.4h, v13.4h
	uminp	v7.4h, v14.4h, v0.4h
	uminp	v8.4h, v14.4h, v21.4h
	uminp	v26.4s, v4.4s, v19.4s
	uminp	v25.4s, v4.4s, v8.4s
	uminp	v15.4s, v7.4s, v9.4s
	uminp	v29.4s, v17.4s, v25.4s
	uminp	v1.8b, v1.8b, v24.8b
	uminp	v4.8b, v4.8b, v19.8b
	uminp	v0.8b, v12.8b, v19.8b
	uminp	v4.8b, v14.8b, v17.8b
	uminp	v28.8h, v29.8h, v17.8h
	uminp	v9.8h, v11.8h, v18.8h
	uminp	v6.8h, v20.8h, v9.8h
	uminp	v8.8h, v8.8h, v12.8h
	uminv	b6, v18.16b
	uminv	b18, v18.16b
	uminv	b13, v7.16b
	uminv	b10, v23.16b
	uminv	h24, v8.4h
	uminv	h29, v7.4h
	uminv	h23, v0.4h
	uminv	h1, v3.4h
	uminv	s2, v3.4s
	uminv	s6, v5.4s
	uminv	s16, v16.4s
	uminv	s7, v22.4s
	uminv	b21, v7.8b
	uminv	b15, v22.8b
	uminv	b17, v19.8b
	uminv	b27, v7.8b
	uminv	h19, v29.8h
	uminv	h31, v1.8h
	uminv	h19, v10.8h
	uminv	h18, v26.8h
	umin	v7.16b, v27.16b, v16.16b
	umin	v24.16b, v10.16b, v29.16b
	umin	v21.16b, v27.16b, v23.16b
	umin	v14.16b, v15.16b, v18.16b
	umin	v10.2s, v12.2s, v6.2s
	umin	v28.2s, v6.2s, v6.2s
	umin	v0.2s, v25.2s, v11.2s
	umin	v31.2s, v23.2s, v23.2s
	umin	v6.4h, v12.4h, v16.4h
	umin	v4.4h, v0.4h, v10.4h
	umin	v24.4h, v29.4h, v23.4h
	umin	v4.4h, v6.4h, v3.4h
	umin	v25.4s, v25.4s, v15.4s
	umin	v19.4s, v16.4s, v23.4s
	umin	v27.4s, v23.4s, v28.4s
	umin	v6.4s, v15.4s, v2.4s
	umin	v21.8b, v9.8b, v4.8b
	umin	v15.8b, v3.8b, v23.8b
	umin	v21.8b, v20.8b, v19.8b
	umin	v27.8b, v0.8b, v10.8b
	umin	v19.8h, v24.8h, v16.8h
	umin	v26.8h, v11.8h, v5.8h
	umin	v7.8h, v24.8h, v1.8h
	umin	v4.8h, v16.8h, v12.8h
	umlal	v6.2d, v10.2s, v31.s[2]
	umlal	v30.2d, v24.2s, v23.s[2]
	umlal	v4.2d, v24.2s, v2.s[2]
	umlal	v21.2d, v26.2s, v14.s[3]
	umlal2	v24.2d, v21.4s, v30.s[0]
	umlal2	v31.2d, v27.4s, v6.s[2]
	umlal2	v8.2d, v26.4s, v29.s[1]
	umlal2	v17.2d, v5.4s, v3.s[0]
	umlal	v24.4s, v10.4h, v14.h[5]
	umlal	v14.4s, v28.4h, v8.h[0]
	umlal	v14.4s, v21.4h, v13.h[2]
	umlal	v18.4s, v21.4h, v8.h[3]
	umlal2	v3.4s, v17.8h, v12.h[7]
	umlal2	v16.4s, v15.8h, v15.h[0]
	umlal2	v7.4s, v10.8h, v3.h[3]
	umlal2	v13.4s, v24.8h, v9.h[1]
	umlal	v9.2d, v8.2s, v4.2s
	umlal	v15.2d, v12.2s, v6.2s
	umlal	v4.2d, v2.2s, v10.2s
	umlal	v0.2d, v12.2s, v26.2s
	umlal2	v2.2d, v5.4s, v10.4s
	umlal2	v21.2d, v31.4s, v20.4s
	umlal2	v6.2d, v1.4s, v13.4s
	umlal2	v12.2d, v5.4s, v0.4s
	umlal	v14.4s, v18.4h, v31.4h
	umlal	v1.4s, v5.4h, v5.4h
	umlal	v25.4s, v18.4h, v1.4h
	umlal	v14.4s, v29.4h, v16.4h
	umlal2	v10.4s, v23.8h, v15.8h
	umlal2	v15.4s, v12.8h, v3.8h
	umlal2	v14.4s, v6.8h, v2.8h
	umlal2	v5.4s, v26.8h, v3.8h
	umlal	v23.8h, v3.8b, v30.8b
	umlal	v29.8h, v30.8b, v7.8b
	umlal	v23.8h, v2.8b, v11.8b
	umlal	v7.8h, v10.8b, v20.8b
	umlal2	v1.8h, v31.16b, v28.16b
	umlal2	v10.8h, v29.16b, v17.16b
	umlal2	v1.8h, v23.16b, v6.16b
	umlal2	v23.8h, v10.16b, v22.16b
	umlsl	v29.2d, v15.2s, v22.s[3]
	umlsl	v31.2d, v11.2s, v21.s[3]
	umlsl	v29.2d, v14.2s, v28.s[0]
	umlsl	v3.2d, v10.2s, v30.s[0]
	umlsl2	v2.2d, v8.4s, v12.s[0]
	umlsl2	v13.2d, v7.4s, v28.s[0]
	umlsl2	v21.2d, v5.4s, v30.s[0]
	umlsl2	v10.2d, v3.4s, v21.s[0]
	umlsl	v14.4s, v18.4h, v0.h[0]
	umlsl	v21.4s, v22.4h, v6.h[2]
	umlsl	v20.4s, v31.4h, v12.h[1]
	umlsl	v20.4s, v30.4h, v1.h[0]
	umlsl2	v14.4s, v3.8h, v13.h[7]
	umlsl2	v31.4s, v19.8h, v9.h[4]
	umlsl2	v16.4s, v3.8h, v6.h[0]
	umlsl2	v28.4s, v7.8h, v14.h[1]
	umlsl	v27.2d, v26.2s, v18.2s
	umlsl	v30.2d, v24.2s, v23.2s
	umlsl	v31.2d, v1.2s, v15.2s
	umlsl	v10.2d, v9.2s, v8.2s
	umlsl2	v16.2d, v0.4s, v29.4s
	umlsl2	v9.2d, v4.4s, v16.4s
	umlsl2	v16.2d, v26.4s, v24.4s
	umlsl2	v21.2d, v13.4s, v27.4s
	umlsl	v20.4s, v20.4h, v4.4h
	umlsl	v10.4s, v8.4h, v21.4h
	umlsl	v12.4s, v27.4h, v20.4h
	umlsl	v1.4s, v12.4h, v28.4h
	umlsl2	v28.4s, v3.8h, v29.8h
	umlsl2	v29.4s, v22.8h, v8.8h
	umlsl2	v5.4s, v24.8h, v24.8h
	umlsl2	v27.4s, v7.8h, v26.8h
	umlsl	v6.8h, v26.8b, v30.8b
	umlsl	v6.8h, v30.8b, v0.8b
	umlsl	v6.8h, v12.8b, v17.8b
	umlsl	v18.8h, v25.8b, v0.8b
	umlsl2	v16.8h, v18.16b, v31.16b
	umlsl2	v28.8h, v31.16b, v6.16b
	umlsl2	v6.8h, v25.16b, v30.16b
	umlsl2	v14.8h, v7.16b, v16.16b
	umov	w25, v1.b[14]
	umov	w22, v18.b[12]
	umov	w4, v16.b[2]
	umov	w12, v17.b[2]
	mov	x10, v11.d[0]
	mov	x27, v14.d[1]
	mov	x25, v27.d[0]
	mov	x23, v5.d[0]
	umov	w5, v28.h[5]
	umov	w15, v7.h[4]
	umov	w18, v19.h[6]
	umov	w23, v14.h[2]
	mov	w4, v17.s[0]
	mov	w24, v13.s[0]
	mov	w2, v28.s[3]
	mov	w15, v25.s[0]
	umnegl	x7, w4, w6
	umnegl	x25, w16, w4
	umsubl	x27, w8, w2, x15
	umsubl	x29, w15, w29, x29
	umulh	x17, x8, x2
	umulh	x18, x29, x25
	umulh	x3, x24, x5
	umulh	x26, x5, xzr
	umull	v7.2d, v14.2s, v9.s[3]
	umull	v5.2d, v7.2s, v11.s[2]
	umull	v21.2d, v5.2s, v18.s[0]
	umull	v26.2d, v29.2s, v23.s[0]
	umull2	v14.2d, v25.4s, v29.s[2]
	umull2	v18.2d, v29.4s, v4.s[0]
	umull2	v27.2d, v23.4s, v23.s[3]
	umull2	v15.2d, v9.4s, v2.s[3]
	umull	v15.4s, v3.4h, v2.h[6]
	umull	v14.4s, v30.4h, v15.h[7]
	umull	v27.4s, v3.4h, v12.h[1]
	umull	v15.4s, v5.4h, v11.h[4]
	umull2	v10.4s, v26.8h, v7.h[5]
	umull2	v23.4s, v16.8h, v14.h[3]
	umull2	v29.4s, v10.8h, v7.h[5]
	umull2	v16.4s, v4.8h, v8.h[3]
	umull	v31.2d, v22.2s, v24.2s
	umull	v30.2d, v14.2s, v20.2s
	umull	v9.2d, v9.2s, v11.2s
	umull	v18.2d, v11.2s, v20.2s
	umull2	v27.2d, v26.4s, v14.4s
	umull2	v13.2d, v28.4s, v26.4s
	umull2	v4.2d, v24.4s, v13.4s
	umull2	v28.2d, v7.4s, v16.4s
	umull	v22.4s, v9.4h, v19.4h
	umull	v18.4s, v7.4h, v12.4h
	umull	v25.4s, v13.4h, v2.4h
	umull	v23.4s, v29.4h, v23.4h
	umull2	v10.4s, v30.8h, v10.8h
	umull2	v23.4s, v24.8h, v8.8h
	umull2	v17.4s, v12.8h, v21.8h
	umull2	v2.4s, v13.8h, v0.8h
	umull	v18.8h, v30.8b, v22.8b
	umull	v5.8h, v9.8b, v28.8b
	umull	v27.8h, v27.8b, v8.8b
	umull	v21.8h, v1.8b, v14.8b
	umull2	v8.8h, v2.16b, v7.16b
	umull2	v14.8h, v2.16b, v1.16b
	umull2	v30.8h, v31.16b, v28.16b
	umull2	v31.8h, v21.16b, v4.16b
	uqadd	b0, b18, b13
	uqadd	b10, b16, b3
	uqadd	b13, b1, b30
	uqadd	b22, b16, b4
	uqadd	d17, d15, d13
	uqadd	d30, d17, d3
	uqadd	d9, d9, d3
	uqadd	d26, d15, d17
	uqadd	h6, h20, h17
	uqadd	h18, h26, h22
	uqadd	h7, h20, h17
	uqadd	h30, h14, h4
	uqadd	s28, s16, s1
	uqadd	s10, s13, s7
	uqadd	s7, s0, s23
	uqadd	s12, s20, s7
	uqadd	v29.16b, v12.16b, v28.16b
	uqadd	v13.16b, v22.16b, v7.16b
	uqadd	v6.16b, v13.16b, v16.16b
	uqadd	v1.16b, v25.16b, v31.16b
	uqadd	v5.2d, v31.2d, v11.2d
	uqadd	v14.2d, v21.2d, v7.2d
	uqadd	v17.2d, v5.2d, v12.2d
	uqadd	v25.2d, v25.2d, v12.2d
	uqadd	v27.2s, v22.2s, v19.2s
	uqadd	v27.2s, v9.2s, v6.2s
	uqadd	v6.2s, v6.2s, v23.2s
	uqadd	v24.2s, v6.2s, v6.2s
	uqadd	v26.4h, v25.4h, v5.4h
	uqadd	v1.4h, v1.4h, v27.4h
	uqadd	v15.4h, v4.4h, v25.4h
	uqadd	v30.4h, v12.4h, v12.4h
	uqadd	v0.4s, v7.4s, v16.4s
	uqadd	v27.4s, v6.4s, v7.4s
	uqadd	v4.4s, v12.4s, v25.4s
	uqadd	v27.4s, v5.4s, v21.4s
	uqadd	v12.8b, v15.8b, v8.8b
	uqadd	v17.8b, v9.8b, v3.8b
	uqadd	v28.8b, v8.8b, v27.8b
	uqadd	v25.8b, v14.8b, v19.8b
	uqadd	v21.8h, v19.8h, v17.8h
	uqadd	v25.8h, v11.8h, v30.8h
	uqadd	v27.8h, v29.8h, v28.8h
	uqadd	v26.8h, v29.8h, v6.8h
	uqrshl	b4, b25, b9
	uqrshl	b9, b11, b11
	uqrshl	b24, b6, b6
	uqrshl	b19, b20, b14
	uqrshl	d1, d11, d17
	uqrshl	d1, d16, d15
	uqrshl	d3, d3, d29
	uqrshl	d25, d15, d21
	uqrshl	h10, h17, h24
	uqrshl	h1, h16, h20
	uqrshl	h19, h16, h20
	uqrshl	h16, h8, h24
	uqrshl	s23, s16, s22
	uqrshl	s28, s12, s0
	uqrshl	s3, s13, s0
	uqrshl	s7, s3, s29
	uqrshl	v10.16b, v21.16b, v31.16b
	uqrshl	v25.16b, v1.16b, v5.16b
	uqrshl	v14.16b, v10.16b, v1.16b
	uqrshl	v22.16b, v6.16b, v29.16b
	uqrshl	v11.2d, v9.2d, v30.2d
	uqrshl	v21.2d, v7.2d, v12.2d
	uqrshl	v30.2d, v16.2d, v12.2d
	uqrshl	v21.2d, v29.2d, v11.2d
	uqrshl	v24.2s, v19.2s, v1.2s
	uqrshl	v8.2s, v31.2s, v17.2s
	uqrshl	v0.2s, v5.2s, v7.2s
	uqrshl	v11.2s, v13.2s, v29.2s
	uqrshl	v10.4h, v11.4h, v8.4h
	uqrshl	v18.4h, v23.4h, v12.4h
	uqrshl	v25.4h, v7.4h, v25.4h
	uqrshl	v16.4h, v14.4h, v26.4h
	uqrshl	v0.4s, v26.4s, v8.4s
	uqrshl	v20.4s, v14.4s, v11.4s
	uqrshl	v7.4s, v22.4s, v9.4s
	uqrshl	v4.4s, v13.4s, v13.4s
	uqrshl	v18.8b, v21.8b, v10.8b
	uqrshl	v2.8b, v16.8b, v16.8b
	uqrshl	v10.8b, v17.8b, v4.8b
	uqrshl	v5.8b, v0.8b, v13.8b
	uqrshl	v22.8h, v17.8h, v10.8h
	uqrshl	v3.8h, v25.8h, v17.8h
	uqrshl	v9.8h, v14.8h, v1.8h
	uqrshl	v0.8h, v19.8h, v31.8h
	uqrshrn	b14, h28, #1
	uqrshrn	b18, h11, #2
	uqrshrn	b14, h30, #1
	uqrshrn	b20, h19, #1
	uqrshrn	h16, s30, #7
	uqrshrn	h3, s4, #12
	uqrshrn	h24, s22, #8
	uqrshrn	h9, s1, #15
	uqrshrn	s2, d0, #27
	uqrshrn	s29, d13, #28
	uqrshrn	s2, d7, #1
	uqrshrn	s2, d17, #12
	uqrshrn	v10.2s, v27.2d, #1
	uqrshrn	v2.2s, v5.2d, #14
	uqrshrn	v18.2s, v9.2d, #24
	uqrshrn	v26.2s, v11.2d, #6
	uqrshrn2	v30.4s, v20.2d, #2
	uqrshrn2	v24.4s, v2.2d, #30
	uqrshrn2	v27.4s, v22.2d, #1
	uqrshrn2	v20.4s, v16.2d, #16
	uqrshrn	v20.4h, v29.4s, #1
	uqrshrn	v28.4h, v0.4s, #14
	uqrshrn	v22.4h, v23.4s, #3
	uqrshrn	v21.4h, v10.4s, #12
	uqrshrn2	v15.8h, v14.4s, #1
	uqrshrn2	v28.8h, v13.4s, #2
	uqrshrn2	v26.8h, v4.4s, #1
	uqrshrn2	v1.8h, v25.4s, #14
	uqrshrn	v2.8b, v20.8h, #1
	uqrshrn	v14.8b, v10.8h, #1
	uqrshrn	v2.8b, v27.8h, #1
	uqrshrn	v3.8b, v23.8h, #1
	uqrshrn2	v17.16b, v8.8h, #4
	uqrshrn2	v1.16b, v23.8h, #4
	uqrshrn2	v30.16b, v0.8h, #8
	uqrshrn2	v7.16b, v10.8h, #5
	uqshl	b13, b9, #3
	uqshl	b12, b15, #2
	uqshl	b25, b28, #0
	uqshl	b2, b6, #7
	uqshl	d5, d28, #50
	uqshl	d25, d19, #4
	uqshl	d25, d15, #59
	uqshl	d0, d0, #63
	uqshl	h22, h29, #11
	uqshl	h22, h30, #11
	uqshl	h5, h3, #12
	uqshl	h6, h30, #10
	uqshl	s29, s1, #19
	uqshl	s7, s31, #1
	uqshl	s24, s22, #16
	uqshl	s21, s19, #17
	uqshl	v21.16b, v24.16b, #6
	uqshl	v16.16b, v23.16b, #3
	uqshl	v3.16b, v27.16b, #4
	uqshl	v29.16b, v8.16b, #5
	uqshl	v19.2d, v3.2d, #63
	uqshl	v13.2d, v3.2d, #51
	uqshl	v22.2d, v4.2d, #63
	uqshl	v27.2d, v18.2d, #60
	uqshl	v27.2s, v30.2s, #6
	uqshl	v30.2s, v8.2s, #6
	uqshl	v0.2s, v4.2s, #0
	uqshl	v8.2s, v25.2s, #2
	uqshl	v20.4h, v20.4h, #8
	uqshl	v26.4h, v29.4h, #11
	uqshl	v8.4h, v10.4h, #5
	uqshl	v10.4h, v27.4h, #10
	uqshl	v21.4s, v31.4s, #2
	uqshl	v6.4s, v24.4s, #29
	uqshl	v3.4s, v17.4s, #27
	uqshl	v10.4s, v26.4s, #27
	uqshl	v13.8b, v19.8b, #4
	uqshl	v16.8b, v28.8b, #6
	uqshl	v12.8b, v28.8b, #2
	uqshl	v25.8b, v27.8b, #2
	uqshl	v26.8h, v7.8h, #11
	uqshl	v1.8h, v3.8h, #15
	uqshl	v5.8h, v19.8h, #14
	uqshl	v5.8h, v28.8h, #0
	uqshl	b21, b5, b19
	uqshl	b26, b8, b5
	uqshl	b30, b15, b31
	uqshl	b25, b6, b26
	uqshl	d20, d16, d0
	uqshl	d19, d19, d24
	uqshl	d20, d3, d21
	uqshl	d18, d16, d23
	uqshl	h7, h3, h11
	uqshl	h11, h30, h24
	uqshl	h7, h13, h21
	uqshl	h20, h25, h26
	uqshl	s18, s4, s27
	uqshl	s11, s12, s30
	uqshl	s15, s17, s20
	uqshl	s2, s24, s21
	uqshl	v15.16b, v23.16b, v30.16b
	uqshl	v17.16b, v5.16b, v20.16b
	uqshl	v30.16b, v7.16b, v16.16b
	uqshl	v8.16b, v12.16b, v11.16b
	uqshl	v11.2d, v11.2d, v6.2d
	uqshl	v17.2d, v14.2d, v4.2d
	uqshl	v4.2d, v27.2d, v23.2d
	uqshl	v28.2d, v23.2d, v20.2d
	uqshl	v0.2s, v27.2s, v21.2s
	uqshl	v30.2s, v29.2s, v8.2s
	uqshl	v22.2s, v24.2s, v27.2s
	uqshl	v21.2s, v17.2s, v16.2s
	uqshl	v14.4h, v1.4h, v25.4h
	uqshl	v20.4h, v3.4h, v27.4h
	uqshl	v27.4h, v27.4h, v20.4h
	uqshl	v10.4h, v5.4h, v8.4h
	uqshl	v21.4s, v18.4s, v18.4s
	uqshl	v15.4s, v3.4s, v12.4s
	uqshl	v16.4s, v19.4s, v23.4s
	uqshl	v10.4s, v19.4s, v16.4s
	uqshl	v22.8b, v23.8b, v1.8b
	uqshl	v29.8b, v18.8b, v2.8b
	uqshl	v23.8b, v11.8b, v22.8b
	uqshl	v11.8b, v0.8b, v17.8b
	uqshl	v10.8h, v6.8h, v23.8h
	uqshl	v15.8h, v20.8h, v27.8h
	uqshl	v15.8h, v8.8h, v0.8h
	uqshl	v15.8h, v8.8h, v6.8h
	uqshrn	b1, h27, #7
	uqshrn	b12, h21, #1
	uqshrn	b5, h11, #1
	uqshrn	b0, h26, #1
	uqshrn	h14, s12, #1
	uqshrn	h16, s0, #8
	uqshrn	h1, s7, #6
	uqshrn	h6, s13, #1
	uqshrn	s2, d9, #16
	uqshrn	s12, d14, #26
	uqshrn	s0, d6, #3
	uqshrn	s13, d2, #8
	uqshrn	v27.2s, v9.2d, #10
	uqshrn	v28.2s, v13.2d, #1
	uqshrn	v14.2s, v30.2d, #5
	uqshrn	v24.2s, v1.2d, #22
	uqshrn2	v12.4s, v0.2d, #6
	uqshrn2	v8.4s, v10.2d, #9
	uqshrn2	v9.4s, v30.2d, #17
	uqshrn2	v3.4s, v3.2d, #13
	uqshrn	v31.4h, v19.4s, #11
	uqshrn	v14.4h, v3.4s, #13
	uqshrn	v10.4h, v2.4s, #16
	uqshrn	v20.4h, v4.4s, #10
	uqshrn2	v3.8h, v8.4s, #6
	uqshrn2	v11.8h, v13.4s, #13
	uqshrn2	v2.8h, v31.4s, #15
	uqshrn2	v21.8h, v10.4s, #1
	uqshrn	v11.8b, v1.8h, #7
	uqshrn	v16.8b, v21.8h, #6
	uqshrn	v10.8b, v29.8h, #8
	uqshrn	v1.8b, v7.8h, #4
	uqshrn2	v1.16b, v3.8h, #6
	uqshrn2	v1.16b, v28.8h, #2
	uqshrn2	v2.16b, v21.8h, #6
	uqshrn2	v14.16b, v21.8h, #5
	uqsub	b29, b18, b2
	uqsub	b6, b8, b3
	uqsub	b2, b28, b11
	uqsub	b10, b7, b10
	uqsub	d12, d7, d15
	uqsub	d25, d30, d4
	uqsub	d26, d16, d4
	uqsub	d3, d5, d19
	uqsub	h25, h16, h19
	uqsub	h9, h3, h17
	uqsub	h22, h17, h7
	uqsub	h7, h9, h20
	uqsub	s11, s14, s12
	uqsub	s13, s10, s25
	uqsub	s1, s28, s1
	uqsub	s21, s21, s17
	uqsub	v14.16b, v31.16b, v22.16b
	uqsub	v23.16b, v20.16b, v26.16b
	uqsub	v9.16b, v28.16b, v13.16b
	uqsub	v21.16b, v26.16b, v6.16b
	uqsub	v18.2d, v21.2d, v10.2d
	uqsub	v12.2d, v11.2d, v4.2d
	uqsub	v26.2d, v30.2d, v1.2d
	uqsub	v9.2d, v30.2d, v14.2d
	uqsub	v14.2s, v20.2s, v16.2s
	uqsub	v10.2s, v12.2s, v16.2s
	uqsub	v11.2s, v20.2s, v23.2s
	uqsub	v22.2s, v11.2s, v17.2s
	uqsub	v28.4h, v12.4h, v25.4h
	uqsub	v28.4h, v22.4h, v19.4h
	uqsub	v27.4h, v23.4h, v17.4h
	uqsub	v29.4h, v16.4h, v7.4h
	uqsub	v18.4s, v28.4s, v9.4s
	uqsub	v1.4s, v20.4s, v10.4s
	uqsub	v21.4s, v31.4s, v4.4s
	uqsub	v4.4s, v1.4s, v17.4s
	uqsub	v3.8b, v29.8b, v0.8b
	uqsub	v2.8b, v31.8b, v9.8b
	uqsub	v2.8b, v0.8b, v20.8b
	uqsub	v6.8b, v5.8b, v11.8b
	uqsub	v2.8h, v13.8h, v20.8h
	uqsub	v3.8h, v17.8h, v15.8h
	uqsub	v21.8h, v23.8h, v11.8h
	uqsub	v18.8h, v25.8h, v22.8h
	uqxtn	b20, h19
	uqxtn	b0, h26
	uqxtn	b23, h1
	uqxtn	b11, h7
	uqxtn	h12, s3
	uqxtn	h10, s25
	uqxtn	h25, s10
	uqxtn	h28, s10
	uqxtn	s10, d21
	uqxtn	s18, d26
	uqxtn	s25, d12
	uqxtn	s21, d27
	uqxtn	v30.2s, v21.2d
	uqxtn	v1.2s, v0.2d
	uqxtn	v31.2s, v11.2d
	uqxtn	v9.2s, v10.2d
	uqxtn2	v7.4s, v1.2d
	uqxtn2	v27.4s, v5.2d
	uqxtn2	v9.4s, v11.2d
	uqxtn2	v8.4s, v6.2d
	uqxtn	v21.4h, v22.4s
	uqxtn	v5.4h, v26.4s
	uqxtn	v9.4h, v5.4s
	uqxtn	v11.4h, v10.4s
	uqxtn2	v23.8h, v5.4s
	uqxtn2	v28.8h, v25.4s
	uqxtn2	v16.8h, v22.4s
	uqxtn2	v19.8h, v27.4s
	uqxtn	v18.8b, v27.8h
	uqxtn	v0.8b, v5.8h
	uqxtn	v14.8b, v20.8h
	uqxtn	v20.8b, v28.8h
	uqxtn2	v3.16b, v6.8h
	uqxtn2	v19.16b, v1.8h
	uqxtn2	v21.16b, v18.8h
	uqxtn2	v24.16b, v10.8h
	urecpe	v12.2s, v25.2s
	urecpe	v16.2s, v8.2s
	urecpe	v24.2s, v16.2s
	urecpe	v14.2s, v27.2s
	urecpe	v18.4s, v10.4s
	urecpe	v14.4s, v19.4s
	urecpe	v26.4s, v10.4s
	urecpe	v5.4s, v1.4s
	urhadd	v4.16b, v12.16b, v3.16b
	urhadd	v22.16b, v29.16b, v2.16b
	urhadd	v10.16b, v21.16b, v20.16b
	urhadd	v16.16b, v22.16b, v25.16b
	urhadd	v8.2s, v15.2s, v11.2s
	urhadd	v17.2s, v4.2s, v21.2s
	urhadd	v29.2s, v29.2s, v28.2s
	urhadd	v19.2s, v10.2s, v27.2s
	urhadd	v14.4h, v11.4h, v29.4h
	urhadd	v2.4h, v7.4h, v13.4h
	urhadd	v9.4h, v20.4h, v24.4h
	urhadd	v23.4h, v14.4h, v29.4h
	urhadd	v23.4s, v28.4s, v18.4s
	urhadd	v15.4s, v15.4s, v4.4s
	urhadd	v3.4s, v3.4s, v26.4s
	urhadd	v2.4s, v30.4s, v7.4s
	urhadd	v29.8b, v7.8b, v16.8b
	urhadd	v7.8b, v15.8b, v5.8b
	urhadd	v22.8b, v28.8b, v26.8b
	urhadd	v8.8b, v25.8b, v10.8b
	urhadd	v5.8h, v27.8h, v14.8h
	urhadd	v12.8h, v6.8h, v14.8h
	urhadd	v31.8h, v0.8h, v11.8h
	urhadd	v11.8h, v17.8h, v26.8h
	urshl	d21, d25, d27
	urshl	d9, d8, d28
	urshl	d16, d21, d3
	urshl	d19, d8, d20
	urshl	v27.16b, v25.16b, v8.16b
	urshl	v30.16b, v28.16b, v9.16b
	urshl	v30.16b, v28.16b, v6.16b
	urshl	v30.16b, v19.16b, v3.16b
	urshl	v19.2d, v1.2d, v20.2d
	urshl	v17.2d, v15.2d, v7.2d
	urshl	v27.2d, v24.2d, v13.2d
	urshl	v15.2d, v19.2d, v3.2d
	urshl	v22.2s, v5.2s, v30.2s
	urshl	v8.2s, v3.2s, v11.2s
	urshl	v13.2s, v19.2s, v15.2s
	urshl	v8.2s, v10.2s, v10.2s
	urshl	v10.4h, v17.4h, v16.4h
	urshl	v31.4h, v27.4h, v0.4h
	urshl	v18.4h, v15.4h, v0.4h
	urshl	v4.4h, v27.4h, v3.4h
	urshl	v26.4s, v19.4s, v17.4s
	urshl	v15.4s, v22.4s, v9.4s
	urshl	v2.4s, v15.4s, v29.4s
	urshl	v30.4s, v31.4s, v4.4s
	urshl	v16.8b, v5.8b, v26.8b
	urshl	v0.8b, v22.8b, v0.8b
	urshl	v0.8b, v0.8b, v21.8b
	urshl	v9.8b, v2.8b, v1.8b
	urshl	v1.8h, v14.8h, v3.8h
	urshl	v15.8h, v16.8h, v22.8h
	urshl	v29.8h, v15.8h, v0.8h
	urshl	v10.8h, v26.8h, v2.8h
	urshr	d13, d29, #1
	urshr	d27, d20, #1
	urshr	d18, d17, #1
	urshr	d8, d1, #4
	urshr	v26.16b, v4.16b, #2
	urshr	v6.16b, v25.16b, #8
	urshr	v30.16b, v19.16b, #8
	urshr	v23.16b, v30.16b, #1
	urshr	v21.2d, v25.2d, #7
	urshr	v25.2d, v15.2d, #31
	urshr	v0.2d, v10.2d, #44
	urshr	v6.2d, v3.2d, #46
	urshr	v24.2s, v21.2s, #23
	urshr	v4.2s, v17.2s, #3
	urshr	v18.2s, v1.2s, #32
	urshr	v17.2s, v15.2s, #29
	urshr	v15.4h, v20.4h, #11
	urshr	v30.4h, v5.4h, #15
	urshr	v25.4h, v9.4h, #5
	urshr	v22.4h, v3.4h, #7
	urshr	v12.4s, v22.4s, #1
	urshr	v20.4s, v25.4s, #5
	urshr	v2.4s, v11.4s, #2
	urshr	v29.4s, v0.4s, #9
	urshr	v19.8b, v19.8b, #3
	urshr	v8.8b, v7.8b, #1
	urshr	v16.8b, v12.8b, #1
	urshr	v17.8b, v2.8b, #1
	urshr	v13.8h, v25.8h, #12
	urshr	v17.8h, v18.8h, #1
	urshr	v23.8h, v16.8h, #10
	urshr	v23.8h, v24.8h, #12
	ursqrte	v21.2s, v1.2s
	ursqrte	v7.2s, v13.2s
	ursqrte	v14.2s, v8.2s
	ursqrte	v8.2s, v30.2s
	ursqrte	v10.4s, v18.4s
	ursqrte	v3.4s, v14.4s
	ursqrte	v15.4s, v9.4s
	ursqrte	v14.4s, v7.4s
	ursra	d27, d15, #5
	ursra	d27, d12, #21
	ursra	d16, d7, #49
	ursra	d29, d26, #22
	ursra	v20.16b, v7.16b, #4
	ursra	v10.16b, v25.16b, #4
	ursra	v11.16b, v31.16b, #7
	ursra	v26.16b, v28.16b, #1
	ursra	v20.2d, v19.2d, #1
	ursra	v13.2d, v18.2d, #59
	ursra	v10.2d, v19.2d, #8
	ursra	v8.2d, v22.2d, #64
	ursra	v20.2s, v31.2s, #7
	ursra	v17.2s, v19.2s, #6
	ursra	v10.2s, v8.2s, #12
	ursra	v20.2s, v7.2s, #16
	ursra	v6.4h, v1.4h, #3
	ursra	v10.4h, v31.4h, #13
	ursra	v5.4h, v5.4h, #11
	ursra	v12.4h, v9.4h, #1
	ursra	v17.4s, v17.4s, #9
	ursra	v17.4s, v0.4s, #19
	ursra	v6.4s, v19.4s, #1
	ursra	v18.4s, v7.4s, #2
	ursra	v19.8b, v25.8b, #3
	ursra	v4.8b, v19.8b, #1
	ursra	v17.8b, v0.8b, #1
	ursra	v12.8b, v26.8b, #4
	ursra	v0.8h, v27.8h, #5
	ursra	v7.8h, v22.8h, #1
	ursra	v22.8h, v22.8h, #1
	ursra	v8.8h, v12.8h, #13
	ushll	v19.2d, v14.2s, #19
	ushll	v5.2d, v14.2s, #31
	ushll	v22.2d, v2.2s, #0
	ushll	v6.2d, v25.2s, #13
	ushll2	v0.2d, v22.4s, #23
	ushll2	v23.2d, v2.4s, #11
	ushll2	v25.2d, v25.4s, #25
	ushll2	v4.2d, v28.4s, #31
	ushll	v2.4s, v22.4h, #15
	ushll	v15.4s, v8.4h, #6
	ushll	v5.4s, v15.4h, #1
	ushll	v29.4s, v25.4h, #10
	ushll2	v8.4s, v9.8h, #7
	ushll2	v22.4s, v24.8h, #6
	ushll2	v7.4s, v13.8h, #5
	ushll2	v27.4s, v28.8h, #7
	ushll	v2.8h, v27.8b, #1
	ushll	v5.8h, v29.8b, #7
	ushll	v20.8h, v25.8b, #2
	ushll	v17.8h, v5.8b, #0
	ushll2	v15.8h, v1.16b, #0
	ushll2	v9.8h, v23.16b, #5
	ushll2	v23.8h, v26.16b, #7
	ushll2	v16.8h, v3.16b, #1
	ushl	d23, d14, d13
	ushl	d11, d22, d11
	ushl	d22, d19, d16
	ushl	d29, d26, d28
	ushl	v5.16b, v22.16b, v8.16b
	ushl	v15.16b, v3.16b, v14.16b
	ushl	v0.16b, v6.16b, v12.16b
	ushl	v31.16b, v21.16b, v14.16b
	ushl	v7.2d, v26.2d, v20.2d
	ushl	v26.2d, v21.2d, v31.2d
	ushl	v30.2d, v19.2d, v20.2d
	ushl	v2.2d, v8.2d, v10.2d
	ushl	v4.2s, v7.2s, v8.2s
	ushl	v17.2s, v6.2s, v31.2s
	ushl	v1.2s, v6.2s, v10.2s
	ushl	v29.2s, v14.2s, v13.2s
	ushl	v11.4h, v2.4h, v22.4h
	ushl	v4.4h, v14.4h, v29.4h
	ushl	v9.4h, v2.4h, v26.4h
	ushl	v31.4h, v4.4h, v0.4h
	ushl	v11.4s, v22.4s, v26.4s
	ushl	v12.4s, v11.4s, v3.4s
	ushl	v30.4s, v26.4s, v25.4s
	ushl	v30.4s, v1.4s, v4.4s
	ushl	v19.8b, v4.8b, v1.8b
	ushl	v17.8b, v1.8b, v17.8b
	ushl	v24.8b, v6.8b, v14.8b
	ushl	v11.8b, v27.8b, v3.8b
	ushl	v1.8h, v13.8h, v19.8h
	ushl	v8.8h, v2.8h, v26.8h
	ushl	v27.8h, v19.8h, v23.8h
	ushl	v28.8h, v26.8h, v27.8h
	ushr	d24, d8, #52
	ushr	d16, d17, #57
	ushr	d0, d6, #58
	ushr	d20, d15, #27
	ushr	v10.16b, v18.16b, #6
	ushr	v8.16b, v6.16b, #1
	ushr	v17.16b, v10.16b, #1
	ushr	v26.16b, v15.16b, #3
	ushr	v29.2d, v21.2d, #19
	ushr	v9.2d, v23.2d, #64
	ushr	v11.2d, v6.2d, #63
	ushr	v17.2d, v10.2d, #30
	ushr	v4.2s, v9.2s, #18
	ushr	v31.2s, v3.2s, #1
	ushr	v15.2s, v15.2s, #8
	ushr	v29.2s, v9.2s, #1
	ushr	v12.4h, v5.4h, #5
	ushr	v1.4h, v4.4h, #13
	ushr	v22.4h, v16.4h, #2
	ushr	v21.4h, v29.4h, #9
	ushr	v10.4s, v1.4s, #1
	ushr	v9.4s, v18.4s, #32
	ushr	v20.4s, v28.4s, #8
	ushr	v21.4s, v19.4s, #1
	ushr	v18.8b, v16.8b, #8
	ushr	v24.8b, v23.8b, #5
	ushr	v12.8b, v14.8b, #5
	ushr	v8.8b, v26.8b, #6
	ushr	v27.8h, v16.8h, #10
	ushr	v29.8h, v12.8h, #16
	ushr	v31.8h, v9.8h, #7
	ushr	v9.8h, v30.8h, #6
	usqadd	b3, b3
	usqadd	b3, b3
	usqadd	b25, b7
	usqadd	b6, b12
	usqadd	d1, d13
	usqadd	d12, d27
	usqadd	d10, d5
	usqadd	d4, d3
	usqadd	h28, h18
	usqadd	h19, h16
	usqadd	h11, h23
	usqadd	h6, h0
	usqadd	s15, s18
	usqadd	s19, s0
	usqadd	s20, s31
	usqadd	s8, s0
	usqadd	v18.16b, v15.16b
	usqadd	v2.16b, v28.16b
	usqadd	v11.16b, v17.16b
	usqadd	v7.16b, v11.16b
	usqadd	v13.2d, v7.2d
	usqadd	v19.2d, v31.2d
	usqadd	v21.2d, v30.2d
	usqadd	v10.2d, v17.2d
	usqadd	v22.2s, v7.2s
	usqadd	v12.2s, v23.2s
	usqadd	v9.2s, v23.2s
	usqadd	v0.2s, v1.2s
	usqadd	v19.4h, v26.4h
	usqadd	v11.4h, v16.4h
	usqadd	v10.4h, v26.4h
	usqadd	v19.4h, v7.4h
	usqadd	v27.4s, v29.4s
	usqadd	v18.4s, v27.4s
	usqadd	v30.4s, v0.4s
	usqadd	v3.4s, v28.4s
	usqadd	v25.8b, v27.8b
	usqadd	v21.8b, v24.8b
	usqadd	v29.8b, v11.8b
	usqadd	v24.8b, v5.8b
	usqadd	v1.8h, v25.8h
	usqadd	v13.8h, v20.8h
	usqadd	v6.8h, v11.8h
	usqadd	v17.8h, v22.8h
	usra	d1, d16, #24
	usra	d30, d1, #1
	usra	d31, d24, #10
	usra	d10, d19, #16
	usra	v21.16b, v25.16b, #3
	usra	v4.16b, v31.16b, #2
	usra	v7.16b, v23.16b, #8
	usra	v14.16b, v9.16b, #5
	usra	v17.2d, v2.2d, #37
	usra	v27.2d, v18.2d, #25
	usra	v17.2d, v13.2d, #1
	usra	v13.2d, v16.2d, #20
	usra	v6.2s, v5.2s, #25
	usra	v12.2s, v9.2s, #1
	usra	v15.2s, v15.2s, #30
	usra	v1.2s, v25.2s, #31
	usra	v27.4h, v29.4h, #1
	usra	v10.4h, v20.4h, #3
	usra	v16.4h, v12.4h, #2
	usra	v16.4h, v14.4h, #10
	usra	v18.4s, v11.4s, #5
	usra	v15.4s, v26.4s, #2
	usra	v17.4s, v3.4s, #13
	usra	v0.4s, v21.4s, #1
	usra	v23.8b, v7.8b, #3
	usra	v27.8b, v3.8b, #2
	usra	v14.8b, v8.8b, #1
	usra	v28.8b, v7.8b, #8
	usra	v17.8h, v16.8h, #5
	usra	v11.8h, v22.8h, #2
	usra	v18.8h, v10.8h, #1
	usra	v23.8h, v24.8h, #5
	usubl	v7.2d, v15.2s, v20.2s
	usubl	v17.2d, v12.2s, v20.2s
	usubl	v3.2d, v26.2s, v12.2s
	usubl	v5.2d, v25.2s, v28.2s
	usubl2	v3.2d, v31.4s, v6.4s
	usubl2	v3.2d, v19.4s, v25.4s
	usubl2	v22.2d, v16.4s, v5.4s
	usubl2	v14.2d, v21.4s, v25.4s
	usubl	v19.4s, v14.4h, v6.4h
	usubl	v0.4s, v21.4h, v5.4h
	usubl	v15.4s, v16.4h, v1.4h
	usubl	v25.4s, v26.4h, v12.4h
	usubl2	v13.4s, v27.8h, v13.8h
	usubl2	v20.4s, v16.8h, v30.8h
	usubl2	v7.4s, v29.8h, v18.8h
	usubl2	v19.4s, v13.8h, v20.8h
	usubl	v10.8h, v4.8b, v8.8b
	usubl	v1.8h, v17.8b, v28.8b
	usubl	v11.8h, v21.8b, v3.8b
	usubl	v23.8h, v14.8b, v9.8b
	usubl2	v2.8h, v5.16b, v12.16b
	usubl2	v4.8h, v1.16b, v15.16b
	usubl2	v30.8h, v27.16b, v1.16b
	usubl2	v23.8h, v13.16b, v19.16b
	usubw	v10.2d, v24.2d, v9.2s
	usubw	v4.2d, v11.2d, v16.2s
	usubw	v24.2d, v18.2d, v17.2s
	usubw	v13.2d, v26.2d, v29.2s
	usubw2	v20.2d, v22.2d, v24.4s
	usubw2	v17.2d, v19.2d, v31.4s
	usubw2	v30.2d, v18.2d, v15.4s
	usubw2	v25.2d, v16.2d, v19.4s
	usubw	v11.4s, v25.4s, v17.4h
	usubw	v28.4s, v18.4s, v2.4h
	usubw	v23.4s, v27.4s, v3.4h
	usubw	v0.4s, v18.4s, v14.4h
	usubw2	v16.4s, v24.4s, v20.8h
	usubw2	v13.4s, v25.4s, v2.8h
	usubw2	v22.4s, v5.4s, v2.8h
	usubw2	v19.4s, v6.4s, v17.8h
	usubw	v16.8h, v11.8h, v29.8b
	usubw	v3.8h, v6.8h, v20.8b
	usubw	v19.8h, v25.8h, v21.8b
	usubw	v12.8h, v19.8h, v19.8b
	usubw2	v27.8h, v20.8h, v25.16b
	usubw2	v26.8h, v23.8h, v17.16b
	usubw2	v6.8h, v14.8h, v3.16b
	usubw2	v25.8h, v11.8h, v14.16b
	uzp1	v6.16b, v4.16b, v29.16b
	uzp1	v25.16b, v30.16b, v9.16b
	uzp1	v16.16b, v13.16b, v20.16b
	uzp1	v24.16b, v3.16b, v13.16b
	uzp1	v20.2d, v3.2d, v19.2d
	uzp1	v29.2d, v24.2d, v27.2d
	uzp1	v3.2d, v19.2d, v31.2d
	uzp1	v6.2d, v28.2d, v20.2d
	uzp1	v31.2s, v23.2s, v26.2s
	uzp1	v13.2s, v27.2s, v0.2s
	uzp1	v22.2s, v16.2s, v5.2s
	uzp1	v29.2s, v30.2s, v26.2s
	uzp1	v6.4h, v16.4h, v5.4h
	uzp1	v16.4h, v10.4h, v15.4h
	uzp1	v31.4h, v3.4h, v19.4h
	uzp1	v28.4h, v22.4h, v16.4h
	uzp1	v10.4s, v10.4s, v28.4s
	uzp1	v8.4s, v26.4s, v29.4s
	uzp1	v5.4s, v13.4s, v1.4s
	uzp1	v23.4s, v14.4s, v19.4s
	uzp1	v4.8b, v14.8b, v6.8b
	uzp1	v24.8b, v27.8b, v13.8b
	uzp1	v29.8b, v1.8b, v29.8b
	uzp1	v11.8b, v9.8b, v16.8b
	uzp1	v21.8h, v20.8h, v6.8h
	uzp1	v7.8h, v27.8h, v5.8h
	uzp1	v4.8h, v3.8h, v0.8h
	uzp1	v13.8h, v28.8h, v22.8h
	uzp2	v0.16b, v12.16b, v6.16b
	uzp2	v16.16b, v31.16b, v25.16b
	uzp2	v13.16b, v18.16b, v2.16b
	uzp2	v5.16b, v0.16b, v20.16b
	uzp2	v7.2d, v21.2d, v23.2d
	uzp2	v5.2d, v28.2d, v3.2d
	uzp2	v3.2d, v6.2d, v10.2d
	uzp2	v9.2d, v7.2d, v28.2d
	uzp2	v1.2s, v5.2s, v21.2s
	uzp2	v11.2s, v1.2s, v5.2s
	uzp2	v1.2s, v8.2s, v10.2s
	uzp2	v14.2s, v1.2s, v24.2s
	uzp2	v29.4h, v1.4h, v17.4h
	uzp2	v10.4h, v4.4h, v6.4h
	uzp2	v23.4h, v5.4h, v15.4h
	uzp2	v22.4h, v22.4h, v18.4h
	uzp2	v14.4s, v13.4s, v2.4s
	uzp2	v27.4s, v5.4s, v23.4s
	uzp2	v29.4s, v9.4s, v6.4s
	uzp2	v23.4s, v30.4s, v11.4s
	uzp2	v1.8b, v19.8b, v20.8b
	uzp2	v19.8b, v21.8b, v14.8b
	uzp2	v17.8b, v30.8b, v6.8b
	uzp2	v24.8b, v21.8b, v7.8b
	uzp2	v12.8h, v19.8h, v2.8h
	uzp2	v23.8h, v24.8h, v4.8h
	uzp2	v29.8h, v0.8h, v26.8h
	uzp2	v21.8h, v26.8h, v23.8h
	xtn	v30.2s, v12.2d
	xtn	v15.2s, v24.2d
	xtn	v26.2s, v4.2d
	xtn	v4.2s, v9.2d
	xtn2	v13.4s, v16.2d
	xtn2	v3.4s, v19.2d
	xtn2	v7.4s, v10.2d
	xtn2	v22.4s, v17.2d
	xtn	v29.4h, v14.4s
	xtn	v21.4h, v27.4s
	xtn	v0.4h, v19.4s
	xtn	v9.4h, v12.4s
	xtn2	v15.8h, v7.4s
	xtn2	v23.8h, v1.4s
	xtn2	v23.8h, v13.4s
	xtn2	v6.8h, v15.4s
	xtn	v30.8b, v6.8h
	xtn	v3.8b, v28.8h
	xtn	v25.8b, v4.8h
	xtn	v20.8b, v12.8h
	xtn2	v24.16b, v29.8h
	xtn2	v7.16b, v19.8h
	xtn2	v0.16b, v6.8h
	xtn2	v22.16b, v28.8h
	zip1	v20.16b, v2.16b, v24.16b
	zip1	v14.16b, v24.16b, v12.16b
	zip1	v5.16b, v4.16b, v17.16b
	zip1	v6.16b, v29.16b, v22.16b
	zip1	v16.2d, v20.2d, v2.2d
	zip1	v31.2d, v15.2d, v17.2d
	zip1	v26.2d, v14.2d, v25.2d
	zip1	v6.2d, v27.2d, v20.2d
	zip1	v9.2s, v16.2s, v28.2s
	zip1	v30.2s, v17.2s, v1.2s
	zip1	v23.2s, v17.2s, v2.2s
	zip1	v14.2s, v19.2s, v13.2s
	zip1	v9.4h, v0.4h, v0.4h
	zip1	v23.4h, v8.4h, v29.4h
	zip1	v3.4h, v17.4h, v7.4h
	zip1	v26.4h, v18.4h, v0.4h
	zip1	v24.4s, v12.4s, v18.4s
	zip1	v0.4s, v27.4s, v2.4s
	zip1	v20.4s, v29.4s, v15.4s
	zip1	v3.4s, v26.4s, v3.4s
	zip1	v15.8b, v19.8b, v26.8b
	zip1	v29.8b, v6.8b, v14.8b
	zip1	v0.8b, v29.8b, v2.8b
	zip1	v8.8b, v24.8b, v27.8b
	zip1	v4.8h, v25.8h, v28.8h
	zip1	v4.8h, v15.8h, v24.8h
	zip1	v8.8h, v15.8h, v26.8h
	zip1	v27.8h, v2.8h, v18.8h
	zip2	v0.16b, v25.16b, v13.16b
	zip2	v5.16b, v7.16b, v29.16b
	zip2	v25.16b, v9.16b, v3.16b
	zip2	v11.16b, v16.16b, v10.16b
	zip2	v24.2d, v12.2d, v4.2d
	zip2	v7.2d, v3.2d, v7.2d
	zip2	v21.2d, v20.2d, v6.2d
	zip2	v4.2d, v27.2d, v3.2d
	zip2	v8.2s, v10.2s, v0.2s
	zip2	v19.2s, v8.2s, v31.2s
	zip2	v21.2s, v16.2s, v27.2s
	zip2	v21.2s, v31.2s, v7.2s
	zip2	v29.4h, v17.4h, v6.4h
	zip2	v27.4h, v19.4h, v31.4h
	zip2	v6.4h, v8.4h, v29.4h
	zip2	v28.4h, v17.4h, v25.4h
	zip2	v29.4s, v19.4s, v23.4s
	zip2	v13.4s, v4.4s, v17.4s
	zip2	v7.4s, v11.4s, v30.4s
	zip2	v25.4s, v6.4s, v14.4s
	zip2	v0.8b, v19.8b, v8.8b
	zip2	v15.8b, v0.8b, v13.8b
	zip2	v3.8b, v14.8b, v25.8b
	zip2	v15.8b, v8.8b, v11.8b
	zip2	v23.8h, v6.8h, v9.8h
	zip2	v19.8h, v31.8h, v3.8h
	zip2	v17.8h, v23.8h, v20.8h
	zip2	v27.8h, v21.8h, v12.8h
