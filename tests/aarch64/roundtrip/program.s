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
	bfxil	w24, w5, #1, #18
	bfxil	w1, w21, #1, #3
	bfi	w3, w19, #26, #3
	bfi	w30, w4, #4, #1
	bfxil	x21, x17, #0, #15
	bfxil	x30, x14, #15, #23
	bfxil	x15, x2, #0, #13
	bfxil	x29, x24, #0, #5
	bics	w10, w15, w17
	bics	w27, w22, w0, asr #17
	bics	w9, w28, w29, ror #14
	bics	w1, w29, w28, asr #20
	bics	x23, x28, x19, asr #10
	bics	x13, x27, x20, asr #60
	bics	x13, xzr, x23, lsr #23
	bics	x17, x6, x9
	bic	w22, w12, w15, ror #13
	bic	w3, w9, w27, lsl #27
	bic	w16, w3, w1
	bic	w23, w10, w18, lsl #31
	bic	x15, x27, xzr, lsr #1
	bic	x16, x3, x21, ror #0
	bic	x28, xzr, x8
	bic	x0, x29, x8, lsl #1
	bic	v27.2s, #241
	bic	v23.2s, #241
	bic	v5.2s, #236, lsl #8
	bic	v18.2s, #46, lsl #24
	bic	v6.4h, #47, lsl #8
	bic	v11.4h, #111
	bic	v18.4h, #135
	bic	v28.4h, #0, lsl #8
	bic	v27.4s, #189, lsl #8
	bic	v13.4s, #0, lsl #24
	bic	v0.4s, #125
	bic	v12.4s, #0
	bic	v26.8h, #13
	bic	v16.8h, #70, lsl #8
	bic	v3.8h, #0, lsl #8
	bic	v0.8h, #255
	bic	v6.16b, v5.16b, v23.16b
	bic	v27.16b, v22.16b, v24.16b
	bic	v8.16b, v3.16b, v2.16b
	bic	v22.16b, v22.16b, v10.16b
	bic	v27.8b, v31.8b, v16.8b
	bic	v17.8b, v4.8b, v21.8b
	bic	v7.8b, v4.8b, v6.8b
	bic	v24.8b, v7.8b, v20.8b
	bif	v5.16b, v20.16b, v19.16b
	bif	v21.16b, v12.16b, v15.16b
	bif	v15.16b, v1.16b, v11.16b
	bif	v26.16b, v13.16b, v17.16b
	bif	v23.8b, v11.8b, v2.8b
	bif	v5.8b, v21.8b, v23.8b
	bif	v23.8b, v24.8b, v5.8b
	bif	v24.8b, v11.8b, v20.8b
	bit	v31.16b, v13.16b, v26.16b
	bit	v26.16b, v29.16b, v21.16b
	bit	v22.16b, v29.16b, v24.16b
	bit	v13.16b, v29.16b, v16.16b
	bit	v31.8b, v27.8b, v2.8b
	bit	v14.8b, v6.8b, v15.8b
	bit	v23.8b, v2.8b, v19.8b
	bit	v15.8b, v5.8b, v21.8b
	bl	#0
	bl	#-113998808
	bl	#-128038160
	bl	#-24540912
	blr	x4
	blr	x11
	blr	x15
	blr	x3
	br	x24
	br	x29
	br	x14
	br	x28
	brk	#0xffff
	brk	#0x1230
	brk	#0xffff
	brk	#0x3b9
	bsl	v15.16b, v24.16b, v7.16b
	bsl	v25.16b, v6.16b, v21.16b
	bsl	v9.16b, v13.16b, v9.16b
	bsl	v25.16b, v12.16b, v22.16b
	bsl	v15.8b, v25.8b, v3.8b
	bsl	v27.8b, v28.8b, v12.8b
	bsl	v10.8b, v20.8b, v20.8b
	bsl	v11.8b, v11.8b, v2.8b
	b.hi	#-165348
	b.hs	#-328200
	b.lo	#-257204
	b.hs	#594788
	cbnz	w8, #-284416
	cbnz	w10, #-745540
	cbnz	w9, #204112
	cbnz	w8, #0
	cbnz	x5, #-4
	cbnz	x4, #-931832
	cbnz	x10, #-240820
	cbnz	x24, #1048572
	cbz	w5, #122916
	cbz	w7, #765000
	cbz	w14, #-819764
	cbz	w21, #-148580
	cbz	x19, #-867916
	cbz	x13, #1048572
	cbz	x22, #-353776
	cbz	x0, #-395080
	ccmn	w12, #23, #5, gt
	ccmn	w9, #0, #10, al
	ccmn	w11, #31, #0, ls
	ccmn	w26, #7, #0, vs
	ccmn	w2, wzr, #0, ge
	ccmn	w27, w26, #7, lo
	ccmn	w5, w30, #0, eq
	ccmn	w16, w18, #1, hs
	ccmn	x10, #16, #2, gt
	ccmn	x3, #1, #1, al
	ccmn	x20, #28, #8, gt
	ccmn	x16, #13, #11, vc
	ccmn	x29, x7, #8, lt
	ccmn	x30, x12, #15, eq
	ccmn	x7, x29, #9, nv
	ccmn	x19, x3, #0, le
	ccmp	w14, #9, #1, gt
	ccmp	w10, #0, #0, lt
	ccmp	w14, #5, #2, ge
	ccmp	w9, #0, #15, pl
	ccmp	w0, w2, #0, nv
	ccmp	w11, w13, #7, pl
	ccmp	w19, w3, #11, al
	ccmp	w30, w8, #4, eq
	ccmp	x10, #0, #11, pl
	ccmp	x30, #16, #10, al
	ccmp	x1, #16, #5, vc
	ccmp	x19, #21, #3, nv
	ccmp	x17, x27, #11, ge
	ccmp	x9, x22, #6, ge
	ccmp	x15, x13, #0, ne
	ccmp	x1, x21, #0, lo
	clrex	#0
	clrex	#11
	clrex	#5
	clrex	#3
	cls	w16, w19
	cls	w12, w18
	cls	w1, wzr
	cls	w10, w29
	cls	x4, x23
	cls	x12, x22
	cls	x10, x9
	cls	x22, x5
	cls	v8.16b, v4.16b
	cls	v21.16b, v2.16b
	cls	v17.16b, v17.16b
	cls	v8.16b, v18.16b
	cls	v31.2s, v27.2s
	cls	v19.2s, v19.2s
	cls	v27.2s, v0.2s
	cls	v22.2s, v18.2s
	cls	v25.4h, v19.4h
	cls	v4.4h, v24.4h
	cls	v0.4h, v7.4h
	cls	v26.4h, v0.4h
	cls	v3.4s, v4.4s
	cls	v23.4s, v8.4s
	cls	v9.4s, v2.4s
	cls	v17.4s, v21.4s
	cls	v4.8b, v28.8b
	cls	v21.8b, v11.8b
	cls	v7.8b, v7.8b
	cls	v22.8b, v3.8b
	cls	v3.8h, v6.8h
	cls	v31.8h, v10.8h
	cls	v0.8h, v28.8h
	cls	v17.8h, v21.8h
	clz	w16, w21
	clz	w18, w8
	clz	w7, w25
	clz	w1, w6
	clz	x30, x17
	clz	x16, x9
	clz	x30, x16
	clz	x13, x23
	clz	v28.16b, v24.16b
	clz	v26.16b, v16.16b
	clz	v15.16b, v16.16b
	clz	v8.16b, v7.16b
	clz	v31.2s, v1.2s
	clz	v8.2s, v29.2s
	clz	v15.2s, v14.2s
	clz	v30.2s, v20.2s
	clz	v2.4h, v22.4h
	clz	v13.4h, v15.4h
	clz	v10.4h, v11.4h
	clz	v6.4h, v31.4h
	clz	v27.4s, v10.4s
	clz	v29.4s, v21.4s
	clz	v23.4s, v20.4s
	clz	v18.4s, v15.4s
	clz	v5.8b, v21.8b
	clz	v21.8b, v5.8b
	clz	v24.8b, v28.8b
	clz	v12.8b, v9.8b
	clz	v31.8h, v28.8h
	clz	v26.8h, v23.8h
	clz	v17.8h, v17.8h
	clz	v28.8h, v6.8h
	cmeq	d0, d23, d17
	cmeq	d4, d6, d25
	cmeq	d12, d11, d3
	cmeq	d24, d9, d21
	cmeq	v18.16b, v19.16b, v27.16b
	cmeq	v14.16b, v30.16b, v11.16b
	cmeq	v17.16b, v30.16b, v15.16b
	cmeq	v28.16b, v18.16b, v19.16b
	cmeq	v23.2d, v20.2d, v2.2d
	cmeq	v13.2d, v29.2d, v29.2d
	cmeq	v4.2d, v28.2d, v19.2d
	cmeq	v20.2d, v15.2d, v1.2d
	cmeq	v6.2s, v2.2s, v2.2s
	cmeq	v6.2s, v18.2s, v18.2s
	cmeq	v4.2s, v6.2s, v5.2s
	cmeq	v28.2s, v13.2s, v10.2s
	cmeq	v11.4h, v9.4h, v15.4h
	cmeq	v18.4h, v7.4h, v19.4h
	cmeq	v17.4h, v7.4h, v8.4h
	cmeq	v7.4h, v24.4h, v0.4h
	cmeq	v12.4s, v2.4s, v21.4s
	cmeq	v27.4s, v0.4s, v17.4s
	cmeq	v12.4s, v24.4s, v21.4s
	cmeq	v27.4s, v6.4s, v6.4s
	cmeq	v31.8b, v31.8b, v14.8b
	cmeq	v16.8b, v18.8b, v25.8b
	cmeq	v10.8b, v11.8b, v2.8b
	cmeq	v3.8b, v20.8b, v30.8b
	cmeq	v18.8h, v17.8h, v3.8h
	cmeq	v14.8h, v8.8h, v4.8h
	cmeq	v8.8h, v14.8h, v10.8h
	cmeq	v29.8h, v22.8h, v17.8h
	cmeq	d12, d23, #0
	cmeq	d2, d13, #0
	cmeq	d10, d27, #0
	cmeq	d20, d10, #0
	cmeq	v16.16b, v17.16b, #0
	cmeq	v7.16b, v15.16b, #0
	cmeq	v2.16b, v1.16b, #0
	cmeq	v31.16b, v7.16b, #0
	cmeq	v23.2d, v25.2d, #0
	cmeq	v27.2d, v5.2d, #0
	cmeq	v8.2d, v28.2d, #0
	cmeq	v5.2d, v20.2d, #0
	cmeq	v10.2s, v4.2s, #0
	cmeq	v12.2s, v4.2s, #0
	cmeq	v25.2s, v9.2s, #0
	cmeq	v28.2s, v10.2s, #0
	cmeq	v13.4h, v17.4h, #0
	cmeq	v17.4h, v21.4h, #0
	cmeq	v25.4h, v8.4h, #0
	cmeq	v26.4h, v10.4h, #0
	cmeq	v22.4s, v10.4s, #0
	cmeq	v4.4s, v0.4s, #0
	cmeq	v6.4s, v17.4s, #0
	cmeq	v12.4s, v2.4s, #0
	cmeq	v26.8b, v28.8b, #0
	cmeq	v0.8b, v20.8b, #0
	cmeq	v16.8b, v7.8b, #0
	cmeq	v8.8b, v17.8b, #0
	cmeq	v25.8h, v23.8h, #0
	cmeq	v8.8h, v9.8h, #0
	cmeq	v1.8h, v16.8h, #0
	cmeq	v30.8h, v30.8h, #0
	cmge	d10, d5, d28
	cmge	d26, d7, d24
	cmge	d1, d3, d25
	cmge	d16, d16, d22
	cmge	v23.16b, v26.16b, v1.16b
	cmge	v5.16b, v1.16b, v21.16b
	cmge	v27.16b, v1.16b, v17.16b
	cmge	v17.16b, v6.16b, v28.16b
	cmge	v11.2d, v20.2d, v29.2d
	cmge	v19.2d, v25.2d, v7.2d
	cmge	v24.2d, v1.2d, v20.2d
	cmge	v27.2d, v24.2d, v28.2d
	cmge	v10.2s, v4.2s, v31.2s
	cmge	v18.2s, v0.2s, v23.2s
	cmge	v12.2s, v9.2s, v2.2s
	cmge	v24.2s, v17.2s, v7.2s
	cmge	v21.4h, v12.4h, v5.4h
	cmge	v9.4h, v19.4h, v28.4h
	cmge	v13.4h, v1.4h, v8.4h
	cmge	v15.4h, v5.4h, v19.4h
	cmge	v2.4s, v28.4s, v21.4s
	cmge	v16.4s, v27.4s, v1.4s
	cmge	v5.4s, v0.4s, v12.4s
	cmge	v5.4s, v25.4s, v17.4s
	cmge	v25.8b, v15.8b, v22.8b
	cmge	v22.8b, v30.8b, v4.8b
	cmge	v13.8b, v5.8b, v4.8b
	cmge	v28.8b, v13.8b, v26.8b
	cmge	v20.8h, v30.8h, v23.8h
	cmge	v14.8h, v15.8h, v3.8h
	cmge	v2.8h, v20.8h, v30.8h
	cmge	v5.8h, v11.8h, v14.8h
	cmge	d4, d24, #0
	cmge	d27, d18, #0
	cmge	d6, d31, #0
	cmge	d0, d16, #0
	cmge	v14.16b, v11.16b, #0
	cmge	v16.16b, v13.16b, #0
	cmge	v21.16b, v7.16b, #0
	cmge	v12.16b, v0.16b, #0
	cmge	v29.2d, v4.2d, #0
	cmge	v27.2d, v0.2d, #0
	cmge	v4.2d, v8.2d, #0
	cmge	v19.2d, v1.2d, #0
	cmge	v27.2s, v2.2s, #0
	cmge	v26.2s, v19.2s, #0
	cmge	v3.2s, v27.2s, #0
	cmge	v7.2s, v20.2s, #0
	cmge	v1.4h, v29.4h, #0
	cmge	v8.4h, v2.4h, #0
	cmge	v30.4h, v31.4h, #0
	cmge	v1.4h, v3.4h, #0
	cmge	v8.4s, v8.4s, #0
	cmge	v18.4s, v27.4s, #0
	cmge	v30.4s, v12.4s, #0
	cmge	v1.4s, v15.4s, #0
	cmge	v6.8b, v1.8b, #0
	cmge	v23.8b, v29.8b, #0
	cmge	v20.8b, v26.8b, #0
	cmge	v18.8b, v8.8b, #0
	cmge	v30.8h, v17.8h, #0
	cmge	v11.8h, v12.8h, #0
	cmge	v16.8h, v7.8h, #0
	cmge	v22.8h, v1.8h, #0
	cmgt	d23, d21, d14
	cmgt	d7, d31, d6
	cmgt	d16, d12, d18
	cmgt	d14, d13, d4
	cmgt	v7.16b, v27.16b, v23.16b
	cmgt	v15.16b, v31.16b, v11.16b
	cmgt	v22.16b, v15.16b, v4.16b
	cmgt	v2.16b, v16.16b, v15.16b
	cmgt	v3.2d, v16.2d, v2.2d
	cmgt	v25.2d, v10.2d, v2.2d
	cmgt	v16.2d, v30.2d, v16.2d
	cmgt	v22.2d, v12.2d, v7.2d
	cmgt	v18.2s, v1.2s, v24.2s
	cmgt	v13.2s, v30.2s, v24.2s
	cmgt	v15.2s, v28.2s, v3.2s
	cmgt	v25.2s, v18.2s, v31.2s
	cmgt	v12.4h, v23.4h, v20.4h
	cmgt	v14.4h, v18.4h, v23.4h
	cmgt	v8.4h, v21.4h, v20.4h
	cmgt	v1.4h, v5.4h, v28.4h
	cmgt	v7.4s, v7.4s, v21.4s
	cmgt	v6.4s, v31.4s, v25.4s
	cmgt	v1.4s, v23.4s, v3.4s
	cmgt	v2.4s, v23.4s, v7.4s
	cmgt	v1.8b, v3.8b, v11.8b
	cmgt	v3.8b, v15.8b, v17.8b
	cmgt	v10.8b, v14.8b, v1.8b
	cmgt	v14.8b, v16.8b, v30.8b
	cmgt	v23.8h, v28.8h, v22.8h
	cmgt	v25.8h, v1.8h, v8.8h
	cmgt	v8.8h, v17.8h, v15.8h
	cmgt	v22.8h, v22.8h, v15.8h
	cmgt	d8, d26, #0
	cmgt	d31, d14, #0
	cmgt	d23, d31, #0
	cmgt	d17, d7, #0
	cmgt	v25.16b, v14.16b, #0
	cmgt	v2.16b, v13.16b, #0
	cmgt	v31.16b, v21.16b, #0
	cmgt	v0.16b, v26.16b, #0
	cmgt	v27.2d, v27.2d, #0
	cmgt	v9.2d, v29.2d, #0
	cmgt	v31.2d, v20.2d, #0
	cmgt	v24.2d, v26.2d, #0
	cmgt	v10.2s, v7.2s, #0
	cmgt	v0.2s, v4.2s, #0
	cmgt	v28.2s, v11.2s, #0
	cmgt	v20.2s, v5.2s, #0
	cmgt	v28.4h, v10.4h, #0
	cmgt	v4.4h, v24.4h, #0
	cmgt	v31.4h, v1.4h, #0
	cmgt	v30.4h, v12.4h, #0
	cmgt	v15.4s, v27.4s, #0
	cmgt	v23.4s, v21.4s, #0
	cmgt	v4.4s, v1.4s, #0
	cmgt	v30.4s, v17.4s, #0
	cmgt	v26.8b, v25.8b, #0
	cmgt	v23.8b, v12.8b, #0
	cmgt	v8.8b, v24.8b, #0
	cmgt	v3.8b, v21.8b, #0
	cmgt	v6.8h, v29.8h, #0
	cmgt	v26.8h, v27.8h, #0
	cmgt	v7.8h, v4.8h, #0
	cmgt	v13.8h, v5.8h, #0
	cmhi	d23, d19, d27
	cmhi	d17, d7, d15
	cmhi	d7, d8, d16
	cmhi	d14, d8, d13
	cmhi	v24.16b, v8.16b, v16.16b
	cmhi	v6.16b, v8.16b, v9.16b
	cmhi	v29.16b, v15.16b, v15.16b
	cmhi	v13.16b, v4.16b, v0.16b
	cmhi	v2.2d, v18.2d, v18.2d
	cmhi	v4.2d, v19.2d, v6.2d
	cmhi	v7.2d, v8.2d, v7.2d
	cmhi	v0.2d, v27.2d, v21.2d
	cmhi	v11.2s, v30.2s, v12.2s
	cmhi	v11.2s, v13.2s, v27.2s
	cmhi	v29.2s, v14.2s, v2.2s
	cmhi	v14.2s, v9.2s, v30.2s
	cmhi	v5.4h, v26.4h, v26.4h
	cmhi	v11.4h, v15.4h, v30.4h
	cmhi	v10.4h, v16.4h, v30.4h
	cmhi	v9.4h, v13.4h, v26.4h
	cmhi	v10.4s, v16.4s, v9.4s
	cmhi	v19.4s, v12.4s, v19.4s
	cmhi	v26.4s, v6.4s, v23.4s
	cmhi	v7.4s, v10.4s, v6.4s
	cmhi	v18.8b, v28.8b, v14.8b
	cmhi	v30.8b, v26.8b, v5.8b
	cmhi	v22.8b, v15.8b, v25.8b
	cmhi	v23.8b, v5.8b, v4.8b
	cmhi	v24.8h, v1.8h, v4.8h
	cmhi	v8.8h, v23.8h, v12.8h
	cmhi	v29.8h, v19.8h, v8.8h
	cmhi	v1.8h, v1.8h, v4.8h
	cmhs	d24, d20, d12
	cmhs	d4, d5, d25
	cmhs	d10, d20, d1
	cmhs	d24, d21, d13
	cmhs	v15.16b, v3.16b, v27.16b
	cmhs	v2.16b, v13.16b, v1.16b
	cmhs	v3.16b, v18.16b, v23.16b
	cmhs	v27.16b, v31.16b, v26.16b
	cmhs	v15.2d, v6.2d, v0.2d
	cmhs	v20.2d, v20.2d, v20.2d
	cmhs	v31.2d, v5.2d, v27.2d
	cmhs	v31.2d, v4.2d, v27.2d
	cmhs	v22.2s, v18.2s, v12.2s
	cmhs	v25.2s, v13.2s, v20.2s
	cmhs	v16.2s, v23.2s, v20.2s
	cmhs	v9.2s, v17.2s, v11.2s
	cmhs	v17.4h, v16.4h, v11.4h
	cmhs	v0.4h, v26.4h, v22.4h
	cmhs	v24.4h, v30.4h, v0.4h
	cmhs	v0.4h, v10.4h, v0.4h
	cmhs	v25.4s, v14.4s, v30.4s
	cmhs	v30.4s, v15.4s, v17.4s
	cmhs	v14.4s, v5.4s, v15.4s
	cmhs	v22.4s, v9.4s, v20.4s
	cmhs	v4.8b, v24.8b, v30.8b
	cmhs	v16.8b, v18.8b, v26.8b
	cmhs	v9.8b, v31.8b, v25.8b
	cmhs	v11.8b, v14.8b, v30.8b
	cmhs	v16.8h, v28.8h, v30.8h
	cmhs	v23.8h, v19.8h, v20.8h
	cmhs	v8.8h, v18.8h, v21.8h
	cmhs	v25.8h, v1.8h, v29.8h
	cmle	d16, d12, #0
	cmle	d14, d7, #0
	cmle	d12, d5, #0
	cmle	d9, d14, #0
	cmle	v20.16b, v0.16b, #0
	cmle	v14.16b, v25.16b, #0
	cmle	v7.16b, v14.16b, #0
	cmle	v0.16b, v24.16b, #0
	cmle	v2.2d, v25.2d, #0
	cmle	v1.2d, v1.2d, #0
	cmle	v7.2d, v4.2d, #0
	cmle	v20.2d, v11.2d, #0
	cmle	v26.2s, v0.2s, #0
	cmle	v20.2s, v4.2s, #0
	cmle	v27.2s, v15.2s, #0
	cmle	v29.2s, v5.2s, #0
	cmle	v22.4h, v23.4h, #0
	cmle	v14.4h, v26.4h, #0
	cmle	v1.4h, v7.4h, #0
	cmle	v29.4h, v9.4h, #0
	cmle	v8.4s, v8.4s, #0
	cmle	v22.4s, v14.4s, #0
	cmle	v8.4s, v14.4s, #0
	cmle	v18.4s, v0.4s, #0
	cmle	v22.8b, v17.8b, #0
	cmle	v28.8b, v9.8b, #0
	cmle	v9.8b, v27.8b, #0
	cmle	v16.8b, v28.8b, #0
	cmle	v19.8h, v12.8h, #0
	cmle	v17.8h, v10.8h, #0
	cmle	v26.8h, v11.8h, #0
	cmle	v25.8h, v26.8h, #0
	cmlt	d1, d22, #0
	cmlt	d6, d19, #0
	cmlt	d12, d31, #0
	cmlt	d7, d12, #0
	cmlt	v1.16b, v8.16b, #0
	cmlt	v2.16b, v14.16b, #0
	cmlt	v25.16b, v3.16b, #0
	cmlt	v9.16b, v1.16b, #0
	cmlt	v23.2d, v14.2d, #0
	cmlt	v3.2d, v22.2d, #0
	cmlt	v12.2d, v28.2d, #0
	cmlt	v16.2d, v16.2d, #0
	cmlt	v23.2s, v21.2s, #0
	cmlt	v30.2s, v29.2s, #0
	cmlt	v1.2s, v18.2s, #0
	cmlt	v6.2s, v18.2s, #0
	cmlt	v7.4h, v30.4h, #0
	cmlt	v24.4h, v20.4h, #0
	cmlt	v10.4h, v3.4h, #0
	cmlt	v26.4h, v8.4h, #0
	cmlt	v0.4s, v24.4s, #0
	cmlt	v15.4s, v13.4s, #0
	cmlt	v29.4s, v14.4s, #0
	cmlt	v13.4s, v7.4s, #0
	cmlt	v24.8b, v6.8b, #0
	cmlt	v5.8b, v14.8b, #0
	cmlt	v13.8b, v24.8b, #0
	cmlt	v25.8b, v22.8b, #0
	cmlt	v12.8h, v29.8h, #0
	cmlt	v22.8h, v11.8h, #0
	cmlt	v13.8h, v15.8h, #0
	cmlt	v22.8h, v11.8h, #0
	cmtst	d20, d29, d9
	cmtst	d28, d16, d14
	cmtst	d9, d9, d9
	cmtst	d6, d12, d17
	cmtst	v31.16b, v0.16b, v19.16b
	cmtst	v30.16b, v15.16b, v26.16b
	cmtst	v28.16b, v20.16b, v10.16b
	cmtst	v29.16b, v21.16b, v16.16b
	cmtst	v1.2d, v3.2d, v11.2d
	cmtst	v11.2d, v4.2d, v8.2d
	cmtst	v21.2d, v4.2d, v8.2d
	cmtst	v8.2d, v10.2d, v27.2d
	cmtst	v16.2s, v30.2s, v3.2s
	cmtst	v5.2s, v8.2s, v19.2s
	cmtst	v0.2s, v23.2s, v13.2s
	cmtst	v4.2s, v1.2s, v30.2s
	cmtst	v8.4h, v20.4h, v8.4h
	cmtst	v6.4h, v12.4h, v14.4h
	cmtst	v23.4h, v31.4h, v2.4h
	cmtst	v10.4h, v13.4h, v11.4h
	cmtst	v3.4s, v1.4s, v23.4s
	cmtst	v3.4s, v11.4s, v30.4s
	cmtst	v18.4s, v2.4s, v2.4s
	cmtst	v27.4s, v11.4s, v2.4s
	cmtst	v20.8b, v31.8b, v24.8b
	cmtst	v20.8b, v31.8b, v4.8b
	cmtst	v30.8b, v22.8b, v14.8b
	cmtst	v8.8b, v21.8b, v23.8b
	cmtst	v20.8h, v27.8h, v18.8h
	cmtst	v18.8h, v21.8h, v25.8h
	cmtst	v21.8h, v2.8h, v13.8h
	cmtst	v24.8h, v26.8h, v29.8h
	cnt	v27.16b, v1.16b
	cnt	v7.16b, v19.16b
	cnt	v21.16b, v20.16b
	cnt	v4.16b, v14.16b
	cnt	v28.8b, v18.8b
	cnt	v0.8b, v31.8b
	cnt	v14.8b, v7.8b
	cnt	v11.8b, v4.8b
	csel	w4, w9, w18, pl
	csel	w8, w6, w25, vs
	csel	w17, w22, w30, ne
	csel	wzr, w13, w22, eq
	csel	x21, x0, x17, ne
	csel	x18, x30, x6, al
	csel	x29, x0, x22, lo
	csel	x8, x25, x4, gt
	csinc	w3, w26, w28, lt
	csinc	w1, w0, w9, lo
	csinc	w8, w24, w14, ne
	cinc	w14, w6, vc
	cinc	x25, x4, gt
	csinc	x14, x11, x15, vs
	cset	x28, mi
	cset	x7, vc
	csinv	w8, w16, w30, hi
	csinv	w6, w18, w12, vs
	csinv	w15, w12, w7, ne
	csinv	w18, w20, w1, hi
	csetm	x1, gt
	csinv	x26, x23, x23, nv
	csetm	x10, ne
	cinv	x20, x10, vs
	csneg	w21, wzr, w21, lt
	csneg	w28, w8, w22, vs
	csneg	w9, w10, w24, gt
	csneg	w28, w14, w24, ge
	cneg	x24, x24, lt
	csneg	x17, x20, x0, ls
	csneg	x8, x15, x10, ge
	cneg	x10, x29, vs
	dcps1	#0x5333
	dcps1
	dcps1	#0x397e
	dcps1	#0xf723
	dcps2	#0x2407
	dcps2
	dcps2	#0x1
	dcps2	#0xfd26
	dcps3
	dcps3	#0xffff
	dcps3	#0xffff
	dcps3
	dmb	nshld
	dmb	ld
	dmb	nshld
	dmb	#4
	drps
	drps
	drps
	drps
	ssbb
	dsb	#8
	dsb	#12
	dsb	ishld
	mov	b5, v0.b[5]
	mov	b2, v21.b[7]
	mov	b20, v3.b[6]
	mov	b30, v26.b[0]
	mov	d16, v1.d[0]
	mov	d7, v17.d[1]
	mov	d5, v14.d[1]
	mov	d15, v27.d[0]
	mov	h9, v24.h[0]
	mov	h17, v29.h[1]
	mov	h17, v23.h[1]
	mov	h2, v9.h[0]
	mov	s28, v31.s[1]
	mov	s28, v18.s[2]
	mov	s5, v24.s[2]
	mov	s13, v9.s[3]
	dup	v8.16b, w3
	dup	v19.16b, w27
	dup	v7.16b, w18
	dup	v31.16b, w5
	dup	v26.16b, v17.b[8]
	dup	v2.16b, v4.b[6]
	dup	v19.16b, v8.b[3]
	dup	v17.16b, v6.b[8]
	dup	v6.2d, x30
	dup	v29.2d, x1
	dup	v6.2d, x2
	dup	v25.2d, x20
	dup	v9.2d, v21.d[1]
	dup	v10.2d, v3.d[0]
	dup	v21.2d, v3.d[1]
	dup	v6.2d, v23.d[1]
	dup	v1.2s, w5
	dup	v14.2s, w16
	dup	v21.2s, w16
	dup	v10.2s, w22
	dup	v16.2s, v0.s[2]
	dup	v12.2s, v16.s[3]
	dup	v31.2s, v23.s[0]
	dup	v17.2s, v20.s[2]
	dup	v26.4h, w21
	dup	v6.4h, w20
	dup	v2.4h, w23
	dup	v7.4h, w0
	dup	v6.4h, v8.h[5]
	dup	v27.4h, v27.h[2]
	dup	v13.4h, v11.h[7]
	dup	v19.4h, v0.h[0]
	dup	v31.4s, w22
	dup	v9.4s, w29
	dup	v23.4s, w20
	dup	v11.4s, w15
	dup	v12.4s, v26.s[0]
	dup	v28.4s, v14.s[3]
	dup	v0.4s, v20.s[1]
	dup	v1.4s, v22.s[3]
	dup	v26.8b, w9
	dup	v15.8b, w23
	dup	v28.8b, w11
	dup	v5.8b, w13
	dup	v4.8b, v1.b[0]
	dup	v6.8b, v5.b[6]
	dup	v28.8b, v15.b[11]
	dup	v10.8b, v8.b[11]
	dup	v23.8h, w18
	dup	v31.8h, w28
	dup	v28.8h, w7
	dup	v4.8h, w25
	dup	v12.8h, v26.h[5]
	dup	v6.8h, v2.h[7]
	dup	v11.8h, v19.h[4]
	dup	v11.8h, v16.h[5]
	eon	w14, w24, w9, lsr #5
	eon	w20, w29, w27, lsr #9
	eon	w4, w17, w23, ror #4
	eon	w14, w5, w20, asr #30
	eon	x0, x6, x7, lsr #34
	eon	x1, x7, x23, ror #44
	eon	x30, x0, x17, ror #2
	eon	x24, x7, x30, lsl #60
	eor	w9, w24, #0xfc000001
	eor	w28, w27, #0xdddddddd
	eor	w25, w5, #0xe3ffe3ff
	eor	w27, w17, #0x40404040
	eor	w8, w4, w21
	eor	w15, w12, w4, lsr #31
	eor	w8, w22, w30, lsr #0
	eor	wzr, w17, w22, lsr #16
	eor	x20, x20, #0x3ffc3ffc3ffc3ffc
	eor	x8, x10, #0xffc00000ffc0
	eor	x22, x6, #0x1000100010001
	eor	x18, x7, #0x1111111111111111
	eor	x19, x13, x9
	eor	x29, x24, x23, lsr #1
	eor	x23, x28, x28, asr #7
	eor	x14, x8, x15, lsr #20
	eor	v21.16b, v12.16b, v27.16b
	eor	v5.16b, v3.16b, v20.16b
	eor	v6.16b, v29.16b, v12.16b
	eor	v1.16b, v0.16b, v19.16b
	eor	v25.8b, v23.8b, v2.8b
	eor	v25.8b, v27.8b, v17.8b
	eor	v24.8b, v7.8b, v7.8b
	eor	v29.8b, v29.8b, v5.8b
	eret
	eret
	eret
	eret
	extr	w30, w17, w0, #24
	extr	w0, w27, w26, #18
	ror	w21, w20, #17
	extr	w27, w4, w6, #6
	ror	x16, x30, #3
	extr	x30, x22, x5, #43
	extr	x17, x2, x30, #28
	extr	x14, x23, x9, #35
	ext	v10.16b, v23.16b, v27.16b, #10
	ext	v9.16b, v2.16b, v23.16b, #2
	ext	v19.16b, v30.16b, v4.16b, #6
	ext	v3.16b, v11.16b, v1.16b, #14
	ext	v23.8b, v1.8b, v9.8b, #2
	ext	v11.8b, v3.8b, v27.8b, #0
	ext	v26.8b, v30.8b, v10.8b, #7
	ext	v4.8b, v30.8b, v0.8b, #5
	fabd	d21, d25, d16
	fabd	d29, d8, d14
	fabd	d17, d31, d6
	fabd	d31, d9, d14
	fabd	s12, s0, s14
	fabd	s11, s28, s23
	fabd	s13, s16, s14
	fabd	s20, s13, s27
	fabd	v31.2d, v18.2d, v10.2d
	fabd	v12.2d, v27.2d, v12.2d
	fabd	v28.2d, v16.2d, v3.2d
	fabd	v23.2d, v23.2d, v14.2d
	fabd	v22.2s, v15.2s, v13.2s
	fabd	v12.2s, v24.2s, v21.2s
	fabd	v24.2s, v7.2s, v25.2s
	fabd	v31.2s, v9.2s, v8.2s
	fabd	v3.4s, v19.4s, v15.4s
	fabd	v6.4s, v26.4s, v18.4s
	fabd	v14.4s, v23.4s, v5.4s
	fabd	v9.4s, v1.4s, v21.4s
	fabs	d13, d21
	fabs	d29, d27
	fabs	d23, d12
	fabs	d10, d28
	fabs	s12, s21
	fabs	s19, s3
	fabs	s13, s7
	fabs	s11, s13
	fabs	v18.2d, v13.2d
	fabs	v13.2d, v2.2d
	fabs	v21.2d, v26.2d
	fabs	v23.2d, v7.2d
	fabs	v18.2s, v3.2s
	fabs	v29.2s, v15.2s
	fabs	v27.2s, v0.2s
	fabs	v30.2s, v26.2s
	fabs	v14.4s, v4.4s
	fabs	v23.4s, v7.4s
	fabs	v29.4s, v15.4s
	fabs	v24.4s, v18.4s
	facge	d13, d8, d31
	facge	d22, d8, d22
	facge	d20, d2, d0
	facge	d23, d6, d6
	facge	s15, s25, s26
	facge	s25, s8, s12
	facge	s18, s12, s27
	facge	s19, s22, s14
	facge	v27.2d, v7.2d, v9.2d
	facge	v29.2d, v1.2d, v1.2d
	facge	v3.2d, v15.2d, v21.2d
	facge	v12.2d, v31.2d, v13.2d
	facge	v25.2s, v29.2s, v7.2s
	facge	v28.2s, v8.2s, v0.2s
	facge	v9.2s, v26.2s, v4.2s
	facge	v14.2s, v10.2s, v4.2s
	facge	v3.4s, v21.4s, v29.4s
	facge	v11.4s, v22.4s, v6.4s
	facge	v27.4s, v6.4s, v18.4s
	facge	v22.4s, v15.4s, v23.4s
	facgt	d22, d7, d0
	facgt	d30, d28, d25
	facgt	d2, d11, d10
	facgt	d3, d21, d29
	facgt	s6, s31, s23
	facgt	s6, s5, s0
	facgt	s24, s16, s13
	facgt	s11, s28, s20
	facgt	v12.2d, v0.2d, v14.2d
	facgt	v4.2d, v12.2d, v1.2d
	facgt	v4.2d, v19.2d, v10.2d
	facgt	v21.2d, v25.2d, v30.2d
	facgt	v6.2s, v22.2s, v21.2s
	facgt	v2.2s, v4.2s, v3.2s
	facgt	v26.2s, v2.2s, v18.2s
	facgt	v11.2s, v28.2s, v2.2s
	facgt	v26.4s, v20.4s, v16.4s
	facgt	v17.4s, v30.4s, v8.4s
	facgt	v21.4s, v13.4s, v1.4s
	facgt	v11.4s, v15.4s, v16.4s
	fadd	d11, d25, d12
	fadd	d25, d12, d12
	fadd	d25, d23, d8
	fadd	d14, d2, d12
	faddp	d6, v1.2d
	faddp	d26, v6.2d
	faddp	d6, v26.2d
	faddp	d25, v5.2d
	faddp	s1, v5.2s
	faddp	s7, v14.2s
	faddp	s28, v27.2s
	faddp	s10, v20.2s
	faddp	v9.2d, v8.2d, v7.2d
	faddp	v5.2d, v19.2d, v3.2d
	faddp	v17.2d, v0.2d, v13.2d
	faddp	v3.2d, v0.2d, v9.2d
	faddp	v28.2s, v2.2s, v20.2s
	faddp	v31.2s, v28.2s, v12.2s
	faddp	v29.2s, v5.2s, v26.2s
	faddp	v1.2s, v25.2s, v3.2s
	faddp	v27.4s, v24.4s, v30.4s
	faddp	v30.4s, v15.4s, v7.4s
	faddp	v9.4s, v9.4s, v17.4s
	faddp	v8.4s, v11.4s, v12.4s
	fadd	s21, s16, s6
	fadd	s2, s28, s13
	fadd	s0, s25, s1
	fadd	s24, s4, s22
	fadd	v11.2d, v27.2d, v22.2d
	fadd	v23.2d, v29.2d, v27.2d
	fadd	v2.2d, v19.2d, v24.2d
	fadd	v2.2d, v11.2d, v7.2d
	fadd	v31.2s, v11.2s, v24.2s
	fadd	v8.2s, v31.2s, v22.2s
	fadd	v16.2s, v1.2s, v5.2s
	fadd	v0.2s, v14.2s, v24.2s
	fadd	v17.4s, v5.4s, v18.4s
	fadd	v29.4s, v25.4s, v17.4s
	fadd	v10.4s, v20.4s, v18.4s
	fadd	v30.4s, v12.4s, v29.4s
	fccmp	d9, d1, #14, ge
	fccmp	d9, d1, #4, gt
	fccmp	d2, d2, #5, vs
	fccmp	d1, d6, #15, al
	fccmpe	d13, d1, #3, al
	fccmpe	d27, d17, #3, mi
	fccmpe	d0, d11, #0, ne
	fccmpe	d5, d24, #10, vs
	fccmpe	s27, s7, #1, al
	fccmpe	s18, s6, #1, lt
	fccmpe	s18, s9, #2, lo
	fccmpe	s3, s24, #14, eq
	fccmp	s0, s24, #7, al
	fccmp	s16, s30, #2, mi
	fccmp	s0, s23, #14, le
	fccmp	s13, s7, #15, ls
	fcmeq	d5, d19, d18
	fcmeq	d14, d20, d9
	fcmeq	d16, d0, d13
	fcmeq	d13, d27, d3
	fcmeq	s2, s14, s15
	fcmeq	s21, s28, s27
	fcmeq	s0, s27, s20
	fcmeq	s7, s30, s2
	fcmeq	v30.2d, v14.2d, v29.2d
	fcmeq	v4.2d, v29.2d, v9.2d
	fcmeq	v20.2d, v8.2d, v22.2d
	fcmeq	v8.2d, v12.2d, v6.2d
	fcmeq	v25.2s, v19.2s, v22.2s
	fcmeq	v19.2s, v6.2s, v28.2s
	fcmeq	v5.2s, v12.2s, v3.2s
	fcmeq	v24.2s, v19.2s, v23.2s
	fcmeq	v26.4s, v2.4s, v14.4s
	fcmeq	v11.4s, v9.4s, v2.4s
	fcmeq	v27.4s, v25.4s, v0.4s
	fcmeq	v7.4s, v9.4s, v1.4s
	fcmeq	d21, d11, #0.0
	fcmeq	d7, d4, #0.0
	fcmeq	d17, d4, #0.0
	fcmeq	d5, d2, #0.0
	fcmeq	s15, s0, #0.0
	fcmeq	s29, s10, #0.0
	fcmeq	s8, s1, #0.0
	fcmeq	s0, s13, #0.0
	fcmeq	v30.2d, v17.2d, #0.0
	fcmeq	v23.2d, v2.2d, #0.0
	fcmeq	v16.2d, v16.2d, #0.0
	fcmeq	v1.2d, v4.2d, #0.0
	fcmeq	v16.2s, v14.2s, #0.0
	fcmeq	v0.2s, v3.2s, #0.0
	fcmeq	v29.2s, v18.2s, #0.0
	fcmeq	v2.2s, v9.2s, #0.0
	fcmeq	v20.4s, v25.4s, #0.0
	fcmeq	v4.4s, v13.4s, #0.0
	fcmeq	v5.4s, v28.4s, #0.0
	fcmeq	v30.4s, v0.4s, #0.0
	fcmge	d7, d0, d28
	fcmge	d22, d12, d20
	fcmge	d7, d28, d28
	fcmge	d19, d25, d5
	fcmge	s6, s7, s18
	fcmge	s11, s11, s15
	fcmge	s2, s0, s28
	fcmge	s27, s20, s7
	fcmge	v20.2d, v4.2d, v4.2d
	fcmge	v9.2d, v28.2d, v25.2d
	fcmge	v10.2d, v4.2d, v1.2d
	fcmge	v25.2d, v2.2d, v21.2d
	fcmge	v25.2s, v26.2s, v22.2s
	fcmge	v16.2s, v16.2s, v0.2s
	fcmge	v16.2s, v10.2s, v11.2s
	fcmge	v21.2s, v22.2s, v4.2s
	fcmge	v9.4s, v6.4s, v22.4s
	fcmge	v10.4s, v27.4s, v6.4s
	fcmge	v12.4s, v15.4s, v30.4s
	fcmge	v7.4s, v23.4s, v1.4s
	fcmge	d18, d13, #0.0
	fcmge	d26, d7, #0.0
	fcmge	d16, d14, #0.0
	fcmge	d25, d10, #0.0
	fcmge	s7, s27, #0.0
	fcmge	s16, s2, #0.0
	fcmge	s13, s8, #0.0
	fcmge	s12, s9, #0.0
	fcmge	v28.2d, v29.2d, #0.0
	fcmge	v2.2d, v8.2d, #0.0
	fcmge	v14.2d, v25.2d, #0.0
	fcmge	v6.2d, v8.2d, #0.0
	fcmge	v15.2s, v21.2s, #0.0
	fcmge	v1.2s, v5.2s, #0.0
	fcmge	v17.2s, v21.2s, #0.0
	fcmge	v13.2s, v5.2s, #0.0
	fcmge	v15.4s, v16.4s, #0.0
	fcmge	v7.4s, v2.4s, #0.0
	fcmge	v13.4s, v20.4s, #0.0
	fcmge	v1.4s, v6.4s, #0.0
	fcmgt	d2, d26, d24
	fcmgt	d8, d6, d29
	fcmgt	d22, d30, d19
	fcmgt	d14, d28, d29
	fcmgt	s22, s17, s19
	fcmgt	s5, s2, s21
	fcmgt	s9, s5, s14
	fcmgt	s17, s6, s22
	fcmgt	v0.2d, v11.2d, v13.2d
	fcmgt	v22.2d, v2.2d, v4.2d
	fcmgt	v14.2d, v4.2d, v7.2d
	fcmgt	v18.2d, v21.2d, v21.2d
	fcmgt	v20.2s, v3.2s, v7.2s
	fcmgt	v12.2s, v27.2s, v22.2s
	fcmgt	v24.2s, v6.2s, v0.2s
	fcmgt	v23.2s, v13.2s, v28.2s
	fcmgt	v19.4s, v26.4s, v13.4s
	fcmgt	v18.4s, v15.4s, v20.4s
	fcmgt	v19.4s, v19.4s, v22.4s
	fcmgt	v15.4s, v31.4s, v29.4s
	fcmgt	d12, d31, #0.0
	fcmgt	d26, d29, #0.0
	fcmgt	d21, d14, #0.0
	fcmgt	d28, d1, #0.0
	fcmgt	s24, s0, #0.0
	fcmgt	s20, s7, #0.0
	fcmgt	s2, s14, #0.0
	fcmgt	s24, s10, #0.0
	fcmgt	v26.2d, v22.2d, #0.0
	fcmgt	v16.2d, v5.2d, #0.0
	fcmgt	v22.2d, v20.2d, #0.0
	fcmgt	v24.2d, v11.2d, #0.0
	fcmgt	v27.2s, v21.2s, #0.0
	fcmgt	v3.2s, v0.2s, #0.0
	fcmgt	v29.2s, v6.2s, #0.0
	fcmgt	v26.2s, v13.2s, #0.0
	fcmgt	v1.4s, v27.4s, #0.0
	fcmgt	v11.4s, v22.4s, #0.0
	fcmgt	v22.4s, v30.4s, #0.0
	fcmgt	v28.4s, v5.4s, #0.0
	fcmle	d13, d19, #0.0
	fcmle	d23, d28, #0.0
	fcmle	d2, d24, #0.0
	fcmle	d18, d26, #0.0
	fcmle	s5, s26, #0.0
	fcmle	s2, s7, #0.0
	fcmle	s16, s29, #0.0
	fcmle	s10, s16, #0.0
	fcmle	v19.2d, v25.2d, #0.0
	fcmle	v21.2d, v4.2d, #0.0
	fcmle	v10.2d, v1.2d, #0.0
	fcmle	v31.2d, v0.2d, #0.0
	fcmle	v23.2s, v25.2s, #0.0
	fcmle	v9.2s, v4.2s, #0.0
	fcmle	v10.2s, v27.2s, #0.0
	fcmle	v4.2s, v16.2s, #0.0
	fcmle	v0.4s, v28.4s, #0.0
	fcmle	v26.4s, v24.4s, #0.0
	fcmle	v28.4s, v24.4s, #0.0
	fcmle	v11.4s, v22.4s, #0.0
	fcmlt	d30, d27, #0.0
	fcmlt	d6, d30, #0.0
	fcmlt	d8, d1, #0.0
	fcmlt	d25, d0, #0.0
	fcmlt	s9, s3, #0.0
	fcmlt	s23, s19, #0.0
	fcmlt	s6, s10, #0.0
	fcmlt	s23, s29, #0.0
	fcmlt	v26.2d, v2.2d, #0.0
	fcmlt	v4.2d, v5.2d, #0.0
	fcmlt	v12.2d, v4.2d, #0.0
	fcmlt	v10.2d, v14.2d, #0.0
	fcmlt	v8.2s, v7.2s, #0.0
	fcmlt	v9.2s, v25.2s, #0.0
	fcmlt	v20.2s, v22.2s, #0.0
	fcmlt	v14.2s, v10.2s, #0.0
	fcmlt	v11.4s, v10.4s, #0.0
	fcmlt	v25.4s, v24.4s, #0.0
	fcmlt	v11.4s, v4.4s, #0.0
	fcmlt	v20.4s, v16.4s, #0.0
	fcmp	d17, #0.0
	fcmp	d15, #0.0
	fcmp	d19, #0.0
	fcmp	d18, #0.0
	fcmp	d9, d10
	fcmp	d5, d27
	fcmp	d3, d0
	fcmp	d4, d23
	fcmpe	d17, #0.0
	fcmpe	d23, #0.0
	fcmpe	d21, #0.0
	fcmpe	d22, #0.0
	fcmpe	d18, d17
	fcmpe	d11, d11
	fcmpe	d16, d7
	fcmpe	d27, d2
	fcmpe	s28, #0.0
	fcmpe	s19, #0.0
	fcmpe	s31, #0.0
	fcmpe	s6, #0.0
	fcmpe	s2, s4
	fcmpe	s27, s31
	fcmpe	s17, s18
	fcmpe	s19, s13
	fcmp	s2, #0.0
	fcmp	s17, #0.0
	fcmp	s3, #0.0
	fcmp	s18, #0.0
	fcmp	s26, s15
	fcmp	s6, s6
	fcmp	s12, s11
	fcmp	s1, s0
	fcsel	d16, d5, d19, pl
	fcsel	d20, d6, d20, al
	fcsel	d7, d20, d8, lt
	fcsel	d23, d20, d29, nv
	fcsel	s30, s18, s13, nv
	fcsel	s30, s13, s22, hi
	fcsel	s3, s19, s22, vs
	fcsel	s18, s8, s21, hi
	fcvtas	w14, d24
	fcvtas	w21, d25
	fcvtas	w11, d4
	fcvtas	w20, d11
	fcvtas	w15, s19
	fcvtas	w11, s28
	fcvtas	w16, s11
	fcvtas	w7, s31
	fcvtas	x11, d14
	fcvtas	x24, d10
	fcvtas	x6, d4
	fcvtas	x18, d13
	fcvtas	x7, s2
	fcvtas	x1, s27
	fcvtas	x28, s30
	fcvtas	x20, s31
	fcvtas	d0, d4
	fcvtas	d7, d19
	fcvtas	d18, d0
	fcvtas	d31, d16
	fcvtas	s8, s7
	fcvtas	s1, s11
	fcvtas	s12, s9
	fcvtas	s28, s20
	fcvtas	v21.2d, v4.2d
	fcvtas	v27.2d, v19.2d
	fcvtas	v1.2d, v7.2d
	fcvtas	v23.2d, v13.2d
	fcvtas	v13.2s, v19.2s
	fcvtas	v9.2s, v26.2s
	fcvtas	v23.2s, v20.2s
	fcvtas	v21.2s, v0.2s
	fcvtas	v11.4s, v18.4s
	fcvtas	v3.4s, v23.4s
	fcvtas	v31.4s, v3.4s
	fcvtas	v26.4s, v17.4s
	fcvtau	w10, d9
	fcvtau	w16, d26
	fcvtau	w30, d2
	fcvtau	wzr, d16
	fcvtau	w13, s23
	fcvtau	w15, s5
	fcvtau	w1, s20
	fcvtau	w14, s29
	fcvtau	x26, d20
	fcvtau	x8, d25
	fcvtau	x24, d2
	fcvtau	x25, d6
	fcvtau	x12, s8
	fcvtau	x14, s26
	fcvtau	x17, s30
	fcvtau	x16, s30
	fcvtau	d30, d22
	fcvtau	d19, d15
	fcvtau	d29, d13
	fcvtau	d30, d24
	fcvtau	s20, s12
	fcvtau	s16, s7
	fcvtau	s11, s30
	fcvtau	s9, s9
	fcvtau	v13.2d, v29.2d
	fcvtau	v28.2d, v19.2d
	fcvtau	v10.2d, v10.2d
	fcvtau	v19.2d, v3.2d
	fcvtau	v29.2s, v7.2s
	fcvtau	v30.2s, v7.2s
	fcvtau	v7.2s, v25.2s
	fcvtau	v22.2s, v9.2s
	fcvtau	v25.4s, v13.4s
	fcvtau	v14.4s, v10.4s
	fcvtau	v18.4s, v7.4s
	fcvtau	v22.4s, v9.4s
	fcvt	d10, h24
	fcvt	d18, h3
	fcvt	d16, h1
	fcvt	d12, h16
	fcvt	d7, s26
	fcvt	d15, s27
	fcvt	d11, s13
	fcvt	d12, s19
	fcvt	h4, d18
	fcvt	h26, d16
	fcvt	h31, d17
	fcvt	h12, d22
	fcvt	h15, s23
	fcvt	h3, s21
	fcvt	h29, s26
	fcvt	h20, s28
	fcvtl	v27.2d, v25.2s
	fcvtl	v10.2d, v4.2s
	fcvtl	v26.2d, v12.2s
	fcvtl	v28.2d, v7.2s
	fcvtl	v16.4s, v1.4h
	fcvtl	v23.4s, v1.4h
	fcvtl	v16.4s, v0.4h
	fcvtl	v12.4s, v26.4h
	fcvtl2	v11.2d, v6.4s
	fcvtl2	v7.2d, v0.4s
	fcvtl2	v8.2d, v26.4s
	fcvtl2	v0.2d, v29.4s
	fcvtl2	v1.4s, v4.8h
	fcvtl2	v8.4s, v12.8h
	fcvtl2	v17.4s, v20.8h
	fcvtl2	v21.4s, v15.8h
	fcvtms	w16, d15
	fcvtms	w4, d8
	fcvtms	w9, d4
	fcvtms	w21, d8
	fcvtms	w11, s26
	fcvtms	w8, s11
	fcvtms	w27, s8
	fcvtms	w29, s10
	fcvtms	x21, d11
	fcvtms	x9, d22
	fcvtms	x11, d17
	fcvtms	x27, d22
	fcvtms	x7, s25
	fcvtms	x2, s18
	fcvtms	x14, s10
	fcvtms	x20, s11
	fcvtms	d18, d9
	fcvtms	d24, d9
	fcvtms	d21, d25
	fcvtms	d10, d2
	fcvtms	s27, s6
	fcvtms	s15, s20
	fcvtms	s10, s8
	fcvtms	s16, s21
	fcvtms	v2.2d, v16.2d
	fcvtms	v9.2d, v2.2d
	fcvtms	v5.2d, v8.2d
	fcvtms	v18.2d, v9.2d
	fcvtms	v1.2s, v25.2s
	fcvtms	v20.2s, v5.2s
	fcvtms	v14.2s, v8.2s
	fcvtms	v2.2s, v22.2s
	fcvtms	v17.4s, v7.4s
	fcvtms	v8.4s, v30.4s
	fcvtms	v30.4s, v22.4s
	fcvtms	v27.4s, v7.4s
	fcvtmu	w29, d30
	fcvtmu	w3, d25
	fcvtmu	w0, d22
	fcvtmu	w10, d25
	fcvtmu	w26, s9
	fcvtmu	w26, s3
	fcvtmu	w20, s21
	fcvtmu	w13, s16
	fcvtmu	x21, d30
	fcvtmu	x11, d27
	fcvtmu	x17, d23
	fcvtmu	x29, d28
	fcvtmu	x13, s13
	fcvtmu	x7, s6
	fcvtmu	x1, s6
	fcvtmu	x7, s22
	fcvtmu	d15, d17
	fcvtmu	d11, d30
	fcvtmu	d18, d18
	fcvtmu	d3, d30
	fcvtmu	s12, s9
	fcvtmu	s12, s16
	fcvtmu	s11, s31
	fcvtmu	s11, s26
	fcvtmu	v9.2d, v8.2d
	fcvtmu	v12.2d, v9.2d
	fcvtmu	v6.2d, v30.2d
	fcvtmu	v4.2d, v24.2d
	fcvtmu	v8.2s, v18.2s
	fcvtmu	v30.2s, v23.2s
	fcvtmu	v23.2s, v14.2s
	fcvtmu	v14.2s, v12.2s
	fcvtmu	v20.4s, v29.4s
	fcvtmu	v20.4s, v18.4s
	fcvtmu	v8.4s, v31.4s
	fcvtmu	v12.4s, v20.4s
	fcvtns	w6, d28
	fcvtns	w20, d29
	fcvtns	w25, d29
	fcvtns	w12, d15
	fcvtns	w3, s1
	fcvtns	w5, s5
	fcvtns	w2, s17
	fcvtns	w28, s10
	fcvtns	x0, d27
	fcvtns	x30, d2
	fcvtns	x4, d23
	fcvtns	x26, d15
	fcvtns	x9, s26
	fcvtns	x11, s8
	fcvtns	x22, s30
	fcvtns	x11, s26
	fcvtns	d21, d5
	fcvtns	d3, d3
	fcvtns	d4, d13
	fcvtns	d5, d11
	fcvtns	s22, s25
	fcvtns	s2, s28
	fcvtns	s19, s27
	fcvtns	s21, s19
	fcvtns	v12.2d, v16.2d
	fcvtns	v22.2d, v4.2d
	fcvtns	v20.2d, v23.2d
	fcvtns	v24.2d, v5.2d
	fcvtns	v9.2s, v3.2s
	fcvtns	v5.2s, v11.2s
	fcvtns	v4.2s, v6.2s
	fcvtns	v6.2s, v24.2s
	fcvtns	v23.4s, v6.4s
	fcvtns	v3.4s, v11.4s
	fcvtns	v3.4s, v18.4s
	fcvtns	v26.4s, v24.4s
	fcvtnu	w7, d2
	fcvtnu	w2, d24
	fcvtnu	w22, d20
	fcvtnu	w9, d25
	fcvtnu	w0, s20
	fcvtnu	w10, s8
	fcvtnu	w14, s7
	fcvtnu	w24, s22
	fcvtnu	x27, d27
	fcvtnu	x6, d27
	fcvtnu	x28, d26
	fcvtnu	x12, d19
	fcvtnu	x4, s12
	fcvtnu	x17, s22
	fcvtnu	x18, s18
	fcvtnu	x25, s2
	fcvtnu	d7, d31
	fcvtnu	d12, d19
	fcvtnu	d1, d4
	fcvtnu	d28, d14
	fcvtnu	s26, s26
	fcvtnu	s24, s5
	fcvtnu	s30, s16
	fcvtnu	s11, s21
	fcvtnu	v8.2d, v11.2d
	fcvtnu	v20.2d, v27.2d
	fcvtnu	v31.2d, v25.2d
	fcvtnu	v8.2d, v20.2d
	fcvtnu	v30.2s, v24.2s
	fcvtnu	v14.2s, v7.2s
	fcvtnu	v26.2s, v27.2s
	fcvtnu	v7.2s, v11.2s
	fcvtnu	v18.4s, v7.4s
	fcvtnu	v7.4s, v5.4s
	fcvtnu	v3.4s, v3.4s
	fcvtnu	v1.4s, v6.4s
	fcvtn	v26.2s, v6.2d
	fcvtn	v27.2s, v4.2d
	fcvtn	v6.2s, v21.2d
	fcvtn	v28.2s, v28.2d
	fcvtn	v29.4h, v17.4s
	fcvtn	v5.4h, v29.4s
	fcvtn	v22.4h, v12.4s
	fcvtn	v11.4h, v1.4s
	fcvtn2	v7.4s, v7.2d
	fcvtn2	v29.4s, v2.2d
	fcvtn2	v25.4s, v20.2d
	fcvtn2	v16.4s, v23.2d
	fcvtn2	v30.8h, v16.4s
	fcvtn2	v2.8h, v20.4s
	fcvtn2	v16.8h, v14.4s
	fcvtn2	v4.8h, v2.4s
	fcvtps	w22, d18
	fcvtps	w7, d5
	fcvtps	w26, d3
	fcvtps	w8, d17
	fcvtps	w27, s1
	fcvtps	w8, s5
	fcvtps	wzr, s22
	fcvtps	w27, s2
	fcvtps	x7, d14
	fcvtps	x14, d3
	fcvtps	x24, d18
	fcvtps	x19, d28
	fcvtps	x27, s4
	fcvtps	x17, s24
	fcvtps	x22, s20
	fcvtps	x24, s19
	fcvtps	d27, d31
	fcvtps	d26, d11
	fcvtps	d18, d1
	fcvtps	d3, d0
	fcvtps	s10, s14
	fcvtps	s5, s5
	fcvtps	s20, s6
	fcvtps	s17, s10
	fcvtps	v3.2d, v11.2d
	fcvtps	v3.2d, v3.2d
	fcvtps	v14.2d, v29.2d
	fcvtps	v18.2d, v23.2d
	fcvtps	v25.2s, v27.2s
	fcvtps	v23.2s, v10.2s
	fcvtps	v12.2s, v6.2s
	fcvtps	v17.2s, v28.2s
	fcvtps	v18.4s, v14.4s
	fcvtps	v11.4s, v16.4s
	fcvtps	v5.4s, v28.4s
	fcvtps	v0.4s, v29.4s
	fcvtpu	w26, d20
	fcvtpu	w5, d17
	fcvtpu	w6, d14
	fcvtpu	w3, d11
	fcvtpu	w10, s28
	fcvtpu	w14, s1
	fcvtpu	w1, s13
	fcvtpu	w0, s6
	fcvtpu	x18, d19
	fcvtpu	x8, d5
	fcvtpu	x13, d7
	fcvtpu	xzr, d17
	fcvtpu	x5, s23
	fcvtpu	x11, s24
	fcvtpu	x8, s15
	fcvtpu	x16, s24
	fcvtpu	d2, d24
	fcvtpu	d24, d15
	fcvtpu	d26, d20
	fcvtpu	d29, d8
	fcvtpu	s20, s21
	fcvtpu	s19, s10
	fcvtpu	s16, s23
	fcvtpu	s20, s1
	fcvtpu	v5.2d, v12.2d
	fcvtpu	v5.2d, v23.2d
	fcvtpu	v16.2d, v31.2d
	fcvtpu	v18.2d, v12.2d
	fcvtpu	v5.2s, v24.2s
	fcvtpu	v23.2s, v24.2s
	fcvtpu	v10.2s, v27.2s
	fcvtpu	v21.2s, v2.2s
	fcvtpu	v2.4s, v1.4s
	fcvtpu	v28.4s, v5.4s
	fcvtpu	v26.4s, v26.4s
	fcvtpu	v13.4s, v20.4s
	fcvt	s24, d23
	fcvt	s27, d11
	fcvt	s12, d1
	fcvt	s21, d25
	fcvt	s10, h9
	fcvt	s21, h23
	fcvt	s0, h14
	fcvt	s28, h31
	fcvtxn	s28, d13
	fcvtxn	s11, d26
	fcvtxn	s15, d19
	fcvtxn	s22, d25
	fcvtxn	v4.2s, v14.2d
	fcvtxn	v19.2s, v24.2d
	fcvtxn	v0.2s, v12.2d
	fcvtxn	v22.2s, v12.2d
	fcvtxn2	v21.4s, v17.2d
	fcvtxn2	v23.4s, v26.2d
	fcvtxn2	v8.4s, v24.2d
	fcvtxn2	v18.4s, v31.2d
	fcvtzs	w28, d26
	fcvtzs	w23, d22
	fcvtzs	w7, d15
	fcvtzs	w30, d25
	fcvtzs	w28, s17
	fcvtzs	w16, s12
	fcvtzs	w12, s18
	fcvtzs	w28, s4
	fcvtzs	x8, d10
	fcvtzs	x27, d13
	fcvtzs	x30, d12
	fcvtzs	x9, d8
	fcvtzs	x30, s3
	fcvtzs	x9, s18
	fcvtzs	x21, s24
	fcvtzs	x6, s14
	fcvtzs	w26, d14, #8
	fcvtzs	w1, d14, #24
	fcvtzs	w9, d14, #18
	fcvtzs	w2, d26, #32
	fcvtzs	w16, s19, #1
	fcvtzs	w26, s30, #3
	fcvtzs	w24, s13, #1
	fcvtzs	w26, s21, #25
	fcvtzs	x3, d3, #1
	fcvtzs	x0, d13, #1
	fcvtzs	x30, d14, #1
	fcvtzs	x21, d0, #34
	fcvtzs	x15, s12, #1
	fcvtzs	x15, s30, #62
	fcvtzs	x20, s8, #24
	fcvtzs	x0, s25, #22
	fcvtzs	d16, d5, #45
	fcvtzs	d28, d26, #50
	fcvtzs	d28, d3, #29
	fcvtzs	d7, d24, #1
	fcvtzs	s28, s25, #8
	fcvtzs	s14, s3, #23
	fcvtzs	s17, s30, #15
	fcvtzs	s4, s9, #2
	fcvtzs	v3.2d, v19.2d, #23
	fcvtzs	v12.2d, v12.2d, #41
	fcvtzs	v27.2d, v29.2d, #43
	fcvtzs	v10.2d, v18.2d, #12
	fcvtzs	v20.2s, v1.2s, #4
	fcvtzs	v6.2s, v3.2s, #30
	fcvtzs	v7.2s, v9.2s, #6
	fcvtzs	v31.2s, v3.2s, #7
	fcvtzs	v7.4s, v17.4s, #15
	fcvtzs	v4.4s, v30.4s, #5
	fcvtzs	v1.4s, v14.4s, #1
	fcvtzs	v28.4s, v28.4s, #5
	fcvtzs	d4, d5
	fcvtzs	d25, d15
	fcvtzs	d2, d22
	fcvtzs	d15, d26
	fcvtzs	s24, s1
	fcvtzs	s23, s13
	fcvtzs	s28, s22
	fcvtzs	s26, s28
	fcvtzs	v1.2d, v7.2d
	fcvtzs	v26.2d, v21.2d
	fcvtzs	v31.2d, v12.2d
	fcvtzs	v18.2d, v22.2d
	fcvtzs	v28.2s, v9.2s
	fcvtzs	v29.2s, v27.2s
	fcvtzs	v5.2s, v29.2s
	fcvtzs	v29.2s, v17.2s
	fcvtzs	v9.4s, v0.4s
	fcvtzs	v12.4s, v27.4s
	fcvtzs	v31.4s, v9.4s
	fcvtzs	v15.4s, v15.4s
	fcvtzu	w19, d12
	fcvtzu	w27, d19
	fcvtzu	w25, d30
	fcvtzu	w8, d27
	fcvtzu	w19, s17
	fcvtzu	w26, s5
	fcvtzu	w7, s21
	fcvtzu	w23, s15
	fcvtzu	x17, d7
	fcvtzu	x22, d10
	fcvtzu	x0, d12
	fcvtzu	x21, d7
	fcvtzu	x24, s31
	fcvtzu	x13, s3
	fcvtzu	x28, s3
	fcvtzu	x26, s12
	fcvtzu	w14, d20, #1
	fcvtzu	w9, d23, #9
	fcvtzu	w4, d27, #29
	fcvtzu	w8, d30, #30
	fcvtzu	w6, s31, #4
	fcvtzu	w28, s30, #1
	fcvtzu	w20, s2, #23
	fcvtzu	w25, s19, #31
	fcvtzu	x10, d7, #35
	fcvtzu	x7, d29, #30
	fcvtzu	x22, d11, #1
	fcvtzu	xzr, d24, #15
	fcvtzu	x26, s1, #53
	fcvtzu	x7, s1, #64
	fcvtzu	x28, s25, #38
	fcvtzu	x7, s25, #61
	fcvtzu	d30, d19, #37
	fcvtzu	d12, d12, #61
	fcvtzu	d18, d7, #64
	fcvtzu	d8, d5, #33
	fcvtzu	s27, s31, #22
	fcvtzu	s15, s14, #13
	fcvtzu	s17, s11, #31
	fcvtzu	s31, s21, #21
	fcvtzu	v20.2d, v25.2d, #25
	fcvtzu	v8.2d, v28.2d, #9
	fcvtzu	v10.2d, v21.2d, #64
	fcvtzu	v29.2d, v13.2d, #21
	fcvtzu	v17.2s, v28.2s, #17
	fcvtzu	v10.2s, v25.2s, #10
	fcvtzu	v8.2s, v8.2s, #1
	fcvtzu	v28.2s, v18.2s, #29
	fcvtzu	v0.4s, v14.4s, #11
	fcvtzu	v6.4s, v20.4s, #27
	fcvtzu	v12.4s, v14.4s, #1
	fcvtzu	v11.4s, v19.4s, #22
	fcvtzu	d4, d17
	fcvtzu	d26, d18
	fcvtzu	d30, d11
	fcvtzu	d25, d19
	fcvtzu	s0, s23
	fcvtzu	s26, s2
	fcvtzu	s13, s9
	fcvtzu	s9, s24
	fcvtzu	v18.2d, v26.2d
	fcvtzu	v8.2d, v27.2d
	fcvtzu	v29.2d, v0.2d
	fcvtzu	v12.2d, v13.2d
	fcvtzu	v10.2s, v6.2s
	fcvtzu	v23.2s, v15.2s
	fcvtzu	v6.2s, v17.2s
	fcvtzu	v15.2s, v29.2s
	fcvtzu	v30.4s, v13.4s
	fcvtzu	v2.4s, v25.4s
	fcvtzu	v1.4s, v13.4s
	fcvtzu	v5.4s, v23.4s
	fdiv	d15, d0, d14
	fdiv	d26, d23, d19
	fdiv	d31, d30, d21
	fdiv	d6, d28, d31
	fdiv	s9, s30, s25
	fdiv	s7, s30, s25
	fdiv	s7, s9, s20
	fdiv	s29, s17, s26
	fdiv	v7.2d, v7.2d, v30.2d
	fdiv	v12.2d, v6.2d, v27.2d
	fdiv	v19.2d, v26.2d, v25.2d
	fdiv	v4.2d, v2.2d, v0.2d
	fdiv	v16.2s, v24.2s, v6.2s
	fdiv	v28.2s, v3.2s, v7.2s
	fdiv	v6.2s, v6.2s, v12.2s
	fdiv	v11.2s, v24.2s, v28.2s
	fdiv	v17.4s, v18.4s, v3.4s
	fdiv	v7.4s, v10.4s, v12.4s
	fdiv	v4.4s, v1.4s, v6.4s
	fdiv	v14.4s, v20.4s, v0.4s
	fmadd	d8, d14, d25, d0
	fmadd	d3, d6, d24, d6
	fmadd	d12, d14, d8, d12
	fmadd	d21, d12, d20, d13
	fmadd	s12, s24, s15, s12
	fmadd	s1, s29, s27, s15
	fmadd	s23, s21, s7, s13
	fmadd	s30, s11, s27, s29
	fmax	d30, d23, d8
	fmax	d26, d11, d0
	fmax	d22, d25, d31
	fmax	d3, d6, d15
	fmaxnm	d6, d2, d1
	fmaxnm	d21, d15, d0
	fmaxnm	d13, d6, d28
	fmaxnm	d21, d27, d21
	fmaxnmp	d13, v12.2d
	fmaxnmp	d16, v21.2d
	fmaxnmp	d20, v26.2d
	fmaxnmp	d18, v13.2d
	fmaxnmp	s27, v28.2s
	fmaxnmp	s12, v8.2s
	fmaxnmp	s7, v27.2s
	fmaxnmp	s8, v18.2s
	fmaxnmp	v13.2d, v13.2d, v5.2d
	fmaxnmp	v8.2d, v16.2d, v25.2d
	fmaxnmp	v0.2d, v13.2d, v6.2d
	fmaxnmp	v15.2d, v1.2d, v13.2d
	fmaxnmp	v30.2s, v23.2s, v18.2s
	fmaxnmp	v22.2s, v5.2s, v1.2s
	fmaxnmp	v19.2s, v29.2s, v6.2s
	fmaxnmp	v11.2s, v29.2s, v16.2s
	fmaxnmp	v29.4s, v10.4s, v14.4s
	fmaxnmp	v12.4s, v30.4s, v6.4s
	fmaxnmp	v28.4s, v14.4s, v28.4s
	fmaxnmp	v6.4s, v15.4s, v10.4s
	fmaxnm	s7, s6, s30
	fmaxnm	s25, s12, s22
	fmaxnm	s5, s23, s16
	fmaxnm	s21, s24, s6
	fmaxnmv	s24, v11.4s
	fmaxnmv	s9, v20.4s
	fmaxnmv	s6, v0.4s
	fmaxnmv	s26, v14.4s
	fmaxnm	v14.2d, v7.2d, v27.2d
	fmaxnm	v17.2d, v26.2d, v27.2d
	fmaxnm	v2.2d, v10.2d, v18.2d
	fmaxnm	v29.2d, v7.2d, v28.2d
	fmaxnm	v26.2s, v1.2s, v31.2s
	fmaxnm	v25.2s, v6.2s, v26.2s
	fmaxnm	v1.2s, v20.2s, v10.2s
	fmaxnm	v6.2s, v21.2s, v25.2s
	fmaxnm	v12.4s, v20.4s, v6.4s
	fmaxnm	v0.4s, v25.4s, v12.4s
	fmaxnm	v5.4s, v0.4s, v6.4s
	fmaxnm	v2.4s, v7.4s, v4.4s
	fmaxp	d10, v11.2d
	fmaxp	d6, v15.2d
	fmaxp	d28, v3.2d
	fmaxp	d30, v31.2d
	fmaxp	s6, v25.2s
	fmaxp	s9, v1.2s
	fmaxp	s2, v18.2s
	fmaxp	s17, v31.2s
	fmaxp	v10.2d, v7.2d, v10.2d
	fmaxp	v13.2d, v29.2d, v7.2d
	fmaxp	v0.2d, v11.2d, v28.2d
	fmaxp	v17.2d, v20.2d, v19.2d
	fmaxp	v9.2s, v27.2s, v27.2s
	fmaxp	v22.2s, v30.2s, v22.2s
	fmaxp	v26.2s, v15.2s, v9.2s
	fmaxp	v29.2s, v10.2s, v17.2s
	fmaxp	v0.4s, v17.4s, v16.4s
	fmaxp	v5.4s, v0.4s, v28.4s
	fmaxp	v1.4s, v28.4s, v17.4s
	fmaxp	v0.4s, v1.4s, v22.4s
	fmax	s22, s1, s3
	fmax	s21, s21, s28
	fmax	s28, s7, s12
	fmax	s30, s1, s17
	fmaxv	s13, v2.4s
	fmaxv	s9, v22.4s
	fmaxv	s31, v7.4s
	fmaxv	s14, v18.4s
	fmax	v13.2d, v28.2d, v4.2d
	fmax	v24.2d, v23.2d, v23.2d
	fmax	v24.2d, v13.2d, v9.2d
	fmax	v1.2d, v28.2d, v1.2d
	fmax	v15.2s, v12.2s, v16.2s
	fmax	v17.2s, v12.2s, v28.2s
	fmax	v0.2s, v12.2s, v4.2s
	fmax	v13.2s, v20.2s, v21.2s
	fmax	v1.4s, v24.4s, v20.4s
	fmax	v13.4s, v26.4s, v3.4s
	fmax	v12.4s, v24.4s, v20.4s
	fmax	v27.4s, v14.4s, v1.4s
	fmin	d28, d4, d20
	fmin	d7, d30, d23
	fmin	d25, d17, d17
	fmin	d18, d6, d18
	fminnm	d31, d9, d25
	fminnm	d16, d4, d20
	fminnm	d12, d18, d26
	fminnm	d14, d15, d8
	fminnmp	d11, v18.2d
	fminnmp	d6, v21.2d
	fminnmp	d28, v20.2d
	fminnmp	d18, v16.2d
	fminnmp	s19, v21.2s
	fminnmp	s28, v22.2s
	fminnmp	s29, v17.2s
	fminnmp	s7, v23.2s
	fminnmp	v24.2d, v21.2d, v9.2d
	fminnmp	v18.2d, v25.2d, v13.2d
	fminnmp	v4.2d, v14.2d, v26.2d
	fminnmp	v30.2d, v14.2d, v16.2d
	fminnmp	v21.2s, v24.2s, v29.2s
	fminnmp	v1.2s, v4.2s, v4.2s
	fminnmp	v1.2s, v17.2s, v23.2s
	fminnmp	v4.2s, v18.2s, v20.2s
	fminnmp	v29.4s, v1.4s, v0.4s
	fminnmp	v27.4s, v25.4s, v0.4s
	fminnmp	v20.4s, v20.4s, v0.4s
	fminnmp	v24.4s, v1.4s, v25.4s
	fminnm	s3, s23, s31
	fminnm	s26, s21, s26
	fminnm	s27, s29, s10
	fminnm	s18, s12, s27
	fminnmv	s20, v28.4s
	fminnmv	s24, v20.4s
	fminnmv	s19, v0.4s
	fminnmv	s3, v0.4s
	fminnm	v10.2d, v3.2d, v14.2d
	fminnm	v8.2d, v18.2d, v21.2d
	fminnm	v30.2d, v8.2d, v5.2d
	fminnm	v19.2d, v16.2d, v23.2d
	fminnm	v11.2s, v4.2s, v18.2s
	fminnm	v20.2s, v20.2s, v20.2s
	fminnm	v17.2s, v24.2s, v13.2s
	fminnm	v26.2s, v3.2s, v22.2s
	fminnm	v14.4s, v12.4s, v10.4s
	fminnm	v30.4s, v9.4s, v20.4s
	fminnm	v26.4s, v10.4s, v11.4s
	fminnm	v27.4s, v4.4s, v4.4s
	fminp	d16, v25.2d
	fminp	d14, v6.2d
	fminp	d31, v0.2d
	fminp	d8, v7.2d
	fminp	s9, v26.2s
	fminp	s4, v1.2s
	fminp	s4, v6.2s
	fminp	s26, v1.2s
	fminp	v31.2d, v27.2d, v30.2d
	fminp	v17.2d, v19.2d, v26.2d
	fminp	v17.2d, v27.2d, v10.2d
	fminp	v28.2d, v17.2d, v22.2d
	fminp	v7.2s, v31.2s, v11.2s
	fminp	v4.2s, v1.2s, v9.2s
	fminp	v2.2s, v11.2s, v25.2s
	fminp	v15.2s, v31.2s, v24.2s
	fminp	v10.4s, v16.4s, v19.4s
	fminp	v23.4s, v15.4s, v12.4s
	fminp	v31.4s, v25.4s, v28.4s
	fminp	v5.4s, v23.4s, v30.4s
	fmin	s23, s15, s10
	fmin	s8, s25, s27
	fmin	s25, s14, s7
	fmin	s12, s17, s25
	fminv	s11, v10.4s
	fminv	s17, v7.4s
	fminv	s31, v23.4s
	fminv	s19, v23.4s
	fmin	v3.2d, v25.2d, v28.2d
	fmin	v21.2d, v2.2d, v5.2d
	fmin	v21.2d, v3.2d, v15.2d
	fmin	v8.2d, v29.2d, v10.2d
	fmin	v6.2s, v23.2s, v10.2s
	fmin	v22.2s, v26.2s, v29.2s
	fmin	v9.2s, v29.2s, v8.2s
	fmin	v19.2s, v18.2s, v4.2s
	fmin	v18.4s, v17.4s, v7.4s
	fmin	v6.4s, v29.4s, v4.4s
	fmin	v28.4s, v8.4s, v29.4s
	fmin	v28.4s, v24.4s, v28.4s
	fmla	d14, d8, v5.d[1]
	fmla	d19, d12, v11.d[0]
	fmla	d24, d13, v2.d[0]
	fmla	d9, d4, v1.d[1]
	fmla	s31, s21, v24.s[3]
	fmla	s5, s3, v15.s[2]
	fmla	s28, s3, v15.s[1]
	fmla	s21, s7, v4.s[0]
	fmla	v30.2d, v23.2d, v23.d[0]
	fmla	v24.2d, v15.2d, v20.d[1]
	fmla	v16.2d, v18.2d, v11.d[1]
	fmla	v20.2d, v7.2d, v4.d[1]
	fmla	v22.2s, v14.2s, v24.s[1]
	fmla	v16.2s, v15.2s, v2.s[3]
	fmla	v2.2s, v10.2s, v20.s[3]
	fmla	v29.2s, v17.2s, v4.s[0]
	fmla	v13.4s, v0.4s, v10.s[0]
	fmla	v23.4s, v24.4s, v12.s[1]
	fmla	v28.4s, v0.4s, v17.s[2]
	fmla	v9.4s, v27.4s, v7.s[1]
	fmla	v20.2d, v14.2d, v28.2d
	fmla	v24.2d, v7.2d, v9.2d
	fmla	v20.2d, v31.2d, v26.2d
	fmla	v0.2d, v11.2d, v0.2d
	fmla	v23.2s, v20.2s, v3.2s
	fmla	v22.2s, v11.2s, v25.2s
	fmla	v11.2s, v18.2s, v17.2s
	fmla	v17.2s, v0.2s, v9.2s
	fmla	v1.4s, v0.4s, v16.4s
	fmla	v24.4s, v18.4s, v16.4s
	fmla	v9.4s, v4.4s, v9.4s
	fmla	v12.4s, v11.4s, v24.4s
	fmls	d18, d25, v13.d[0]
	fmls	d0, d0, v7.d[1]
	fmls	d18, d16, v1.d[1]
	fmls	d16, d20, v27.d[0]
	fmls	s15, s3, v30.s[0]
	fmls	s30, s21, v17.s[3]
	fmls	s17, s30, v21.s[1]
	fmls	s11, s31, v18.s[2]
	fmls	v3.2d, v21.2d, v20.d[1]
	fmls	v0.2d, v6.2d, v7.d[0]
	fmls	v9.2d, v13.2d, v13.d[0]
	fmls	v11.2d, v2.2d, v4.d[0]
	fmls	v3.2s, v14.2s, v25.s[0]
	fmls	v17.2s, v1.2s, v20.s[0]
	fmls	v28.2s, v6.2s, v14.s[1]
	fmls	v7.2s, v19.2s, v23.s[1]
	fmls	v31.4s, v22.4s, v17.s[3]
	fmls	v18.4s, v0.4s, v23.s[2]
	fmls	v24.4s, v16.4s, v28.s[3]
	fmls	v23.4s, v11.4s, v3.s[2]
	fmls	v2.2d, v6.2d, v20.2d
	fmls	v11.2d, v21.2d, v3.2d
	fmls	v14.2d, v13.2d, v22.2d
	fmls	v15.2d, v26.2d, v19.2d
	fmls	v10.2s, v18.2s, v9.2s
	fmls	v6.2s, v18.2s, v14.2s
	fmls	v26.2s, v19.2s, v25.2s
	fmls	v11.2s, v26.2s, v2.2s
	fmls	v28.4s, v22.4s, v11.4s
	fmls	v27.4s, v19.4s, v8.4s
	fmls	v29.4s, v1.4s, v10.4s
	fmls	v25.4s, v23.4s, v23.4s
	fmov	v11.d[1], x10
	fmov	v8.d[1], x22
	fmov	v31.d[1], x17
	fmov	v13.d[1], x21
	fmov	x1, d16
	fmov	x4, d6
	fmov	x15, d30
	fmov	x19, d22
	fmov	d17, #-4.00000000
	fmov	d29, #-9.00000000
	fmov	d18, #0.75000000
	fmov	d4, #3.25000000
	fmov	d16, d31
	fmov	d1, d26
	fmov	d7, d22
	fmov	d24, d14
	fmov	w15, s28
	fmov	w27, s15
	fmov	w24, s28
	fmov	w8, s8
	fmov	s1, #0.90625000
	fmov	s16, #-2.62500000
	fmov	s2, #-1.62500000
	fmov	s15, #-11.00000000
	fmov	s30, s26
	fmov	s4, s20
	fmov	s30, s9
	fmov	s9, s7
	fmov	s19, w3
	fmov	s3, w15
	fmov	s6, w28
	fmov	s13, w25
	fmov	x11, v14.d[1]
	fmov	x7, v31.d[1]
	fmov	x0, v17.d[1]
	fmov	x27, v1.d[1]
	fmov	d3, x30
	fmov	d22, x1
	fmov	d8, x2
	fmov	d23, x18
	fmov	v24.2d, #3.62500000
	fmov	v1.2d, #9.00000000
	fmov	v24.2d, #-1.18750000
	fmov	v13.2d, #9.00000000
	fmov	v3.2s, #0.43750000
	fmov	v5.2s, #22.00000000
	fmov	v20.2s, #2.62500000
	fmov	v1.2s, #0.19531250
	fmov	v2.4s, #-0.62500000
	fmov	v3.4s, #7.75000000
	fmov	v4.4s, #-11.50000000
	fmov	v29.4s, #1.68750000
	fmsub	d13, d1, d27, d28
	fmsub	d22, d7, d30, d13
	fmsub	d5, d5, d11, d2
	fmsub	d1, d28, d2, d18
	fmsub	s9, s13, s1, s23
	fmsub	s18, s19, s23, s25
	fmsub	s24, s1, s30, s18
	fmsub	s17, s18, s8, s1
	fmul	d28, d7, d0
	fmul	d6, d8, d18
	fmul	d7, d10, d1
	fmul	d29, d8, d24
	fmul	s6, s22, s12
	fmul	s14, s8, s1
	fmul	s11, s14, s31
	fmul	s19, s19, s12
	fmulx	d8, d18, v17.d[1]
	fmulx	d2, d5, v27.d[0]
	fmulx	d7, d18, v17.d[1]
	fmulx	d18, d26, v1.d[1]
	fmulx	s28, s0, v14.s[1]
	fmulx	s7, s18, v24.s[1]
	fmulx	s8, s22, v2.s[0]
	fmulx	s16, s0, v20.s[0]
	fmulx	v18.2d, v7.2d, v20.d[1]
	fmulx	v15.2d, v4.2d, v21.d[0]
	fmulx	v9.2d, v13.2d, v15.d[1]
	fmulx	v9.2d, v5.2d, v15.d[0]
	fmulx	v24.2s, v5.2s, v3.s[2]
	fmulx	v4.2s, v26.2s, v13.s[1]
	fmulx	v10.2s, v0.2s, v26.s[2]
	fmulx	v16.2s, v30.2s, v27.s[1]
	fmulx	v19.4s, v29.4s, v27.s[0]
	fmulx	v7.4s, v12.4s, v15.s[0]
	fmulx	v14.4s, v8.4s, v0.s[0]
	fmulx	v4.4s, v6.4s, v7.s[1]
	fmulx	d15, d15, d3
	fmulx	d2, d22, d13
	fmulx	d24, d2, d7
	fmulx	d24, d16, d12
	fmulx	s30, s29, s10
	fmulx	s10, s30, s10
	fmulx	s22, s11, s18
	fmulx	s25, s28, s9
	fmulx	v11.2d, v10.2d, v22.2d
	fmulx	v12.2d, v24.2d, v18.2d
	fmulx	v26.2d, v10.2d, v9.2d
	fmulx	v13.2d, v13.2d, v28.2d
	fmulx	v30.2s, v3.2s, v8.2s
	fmulx	v20.2s, v30.2s, v1.2s
	fmulx	v24.2s, v24.2s, v15.2s
	fmulx	v27.2s, v13.2s, v22.2s
	fmulx	v12.4s, v24.4s, v26.4s
	fmulx	v24.4s, v22.4s, v5.4s
	fmulx	v17.4s, v2.4s, v2.4s
	fmulx	v27.4s, v12.4s, v18.4s
	fmul	d18, d22, v10.d[0]
	fmul	d30, d2, v21.d[1]
	fmul	d15, d29, v3.d[0]
	fmul	d26, d9, v28.d[1]
	fmul	s26, s6, v6.s[3]
	fmul	s2, s7, v18.s[3]
	fmul	s26, s8, v29.s[1]
	fmul	s16, s20, v2.s[2]
	fmul	v2.2d, v27.2d, v0.d[0]
	fmul	v12.2d, v15.2d, v24.d[0]
	fmul	v25.2d, v4.2d, v30.d[0]
	fmul	v27.2d, v10.2d, v26.d[1]
	fmul	v28.2s, v11.2s, v7.s[2]
	fmul	v31.2s, v31.2s, v15.s[3]
	fmul	v30.2s, v25.2s, v28.s[2]
	fmul	v25.2s, v17.2s, v10.s[3]
	fmul	v3.4s, v5.4s, v7.s[0]
	fmul	v23.4s, v4.4s, v24.s[3]
	fmul	v12.4s, v31.4s, v22.s[3]
	fmul	v10.4s, v6.4s, v22.s[1]
	fmul	v15.2d, v10.2d, v30.2d
	fmul	v28.2d, v2.2d, v19.2d
	fmul	v6.2d, v26.2d, v6.2d
	fmul	v28.2d, v13.2d, v5.2d
	fmul	v5.2s, v1.2s, v4.2s
	fmul	v13.2s, v4.2s, v1.2s
	fmul	v4.2s, v6.2s, v21.2s
	fmul	v30.2s, v30.2s, v23.2s
	fmul	v30.4s, v22.4s, v23.4s
	fmul	v11.4s, v2.4s, v13.4s
	fmul	v11.4s, v6.4s, v6.4s
	fmul	v28.4s, v25.4s, v9.4s
	fneg	d22, d26
	fneg	d4, d0
	fneg	d16, d9
	fneg	d27, d29
	fneg	s5, s0
	fneg	s18, s25
	fneg	s16, s4
	fneg	s11, s29
	fneg	v29.2d, v10.2d
	fneg	v28.2d, v5.2d
	fneg	v18.2d, v23.2d
	fneg	v30.2d, v29.2d
	fneg	v19.2s, v8.2s
	fneg	v27.2s, v15.2s
	fneg	v12.2s, v7.2s
	fneg	v6.2s, v14.2s
	fneg	v27.4s, v5.4s
	fneg	v8.4s, v15.4s
	fneg	v14.4s, v23.4s
	fneg	v3.4s, v0.4s
	fnmadd	d4, d6, d21, d20
	fnmadd	d0, d21, d22, d26
	fnmadd	d26, d11, d20, d8
	fnmadd	d17, d20, d23, d3
	fnmadd	s9, s15, s14, s13
	fnmadd	s8, s3, s13, s31
	fnmadd	s1, s4, s19, s15
	fnmadd	s31, s31, s22, s20
	fnmsub	d28, d7, d7, d5
	fnmsub	d17, d23, d26, d19
	fnmsub	d29, d28, d14, d3
	fnmsub	d3, d3, d27, d7
	fnmsub	s12, s15, s26, s14
	fnmsub	s28, s8, s8, s12
	fnmsub	s3, s1, s15, s9
	fnmsub	s1, s14, s25, s2
	fnmul	d19, d27, d8
	fnmul	d21, d21, d31
	fnmul	d16, d3, d19
	fnmul	d12, d29, d20
	fnmul	s7, s7, s1
	fnmul	s25, s23, s21
	fnmul	s18, s9, s21
	fnmul	s25, s23, s6
	frecpe	d20, d20
	frecpe	d14, d5
	frecpe	d12, d21
	frecpe	d26, d24
	frecpe	s14, s4
	frecpe	s7, s11
	frecpe	s12, s9
	frecpe	s10, s21
	frecpe	v25.2d, v4.2d
	frecpe	v15.2d, v22.2d
	frecpe	v19.2d, v27.2d
	frecpe	v13.2d, v28.2d
	frecpe	v9.2s, v27.2s
	frecpe	v11.2s, v15.2s
	frecpe	v2.2s, v14.2s
	frecpe	v23.2s, v19.2s
	frecpe	v13.4s, v29.4s
	frecpe	v3.4s, v7.4s
	frecpe	v17.4s, v21.4s
	frecpe	v6.4s, v2.4s
	frecps	d1, d4, d14
	frecps	d2, d13, d28
	frecps	d5, d10, d16
	frecps	d15, d16, d22
	frecps	s22, s15, s20
	frecps	s17, s25, s29
	frecps	s1, s27, s22
	frecps	s13, s11, s5
	frecps	v18.2d, v16.2d, v8.2d
	frecps	v7.2d, v4.2d, v6.2d
	frecps	v5.2d, v17.2d, v2.2d
	frecps	v4.2d, v1.2d, v16.2d
	frecps	v25.2s, v5.2s, v29.2s
	frecps	v14.2s, v2.2s, v21.2s
	frecps	v15.2s, v20.2s, v15.2s
	frecps	v3.2s, v14.2s, v23.2s
	frecps	v22.4s, v13.4s, v22.4s
	frecps	v5.4s, v2.4s, v3.4s
	frecps	v19.4s, v28.4s, v9.4s
	frecps	v23.4s, v6.4s, v0.4s
	frecpx	d29, d2
	frecpx	d25, d13
	frecpx	d9, d22
	frecpx	d19, d25
	frecpx	s14, s15
	frecpx	s7, s21
	frecpx	s25, s24
	frecpx	s17, s31
	frinta	d15, d0
	frinta	d30, d17
	frinta	d8, d0
	frinta	d26, d10
	frinta	s9, s23
	frinta	s22, s12
	frinta	s28, s7
	frinta	s3, s16
	frinta	v24.2d, v25.2d
	frinta	v11.2d, v26.2d
	frinta	v23.2d, v22.2d
	frinta	v16.2d, v20.2d
	frinta	v24.2s, v0.2s
	frinta	v29.2s, v12.2s
	frinta	v1.2s, v23.2s
	frinta	v20.2s, v28.2s
	frinta	v20.4s, v27.4s
	frinta	v1.4s, v3.4s
	frinta	v10.4s, v29.4s
	frinta	v20.4s, v18.4s
	frinti	d18, d31
	frinti	d9, d14
	frinti	d18, d5
	frinti	d4, d14
	frinti	s11, s26
	frinti	s17, s3
	frinti	s5, s23
	frinti	s27, s10
	frinti	v10.2d, v22.2d
	frinti	v17.2d, v23.2d
	frinti	v25.2d, v8.2d
	frinti	v31.2d, v1.2d
	frinti	v15.2s, v24.2s
	frinti	v4.2s, v8.2s
	frinti	v11.2s, v3.2s
	frinti	v18.2s, v28.2s
	frinti	v8.4s, v1.4s
	frinti	v11.4s, v26.4s
	frinti	v19.4s, v3.4s
	frinti	v13.4s, v21.4s
	frintm	d6, d22
	frintm	d18, d19
	frintm	d6, d25
	frintm	d12, d12
	frintm	s12, s16
	frintm	s21, s3
	frintm	s27, s0
	frintm	s26, s27
	frintm	v9.2d, v29.2d
	frintm	v28.2d, v0.2d
	frintm	v28.2d, v29.2d
	frintm	v14.2d, v21.2d
	frintm	v17.2s, v24.2s
	frintm	v8.2s, v31.2s
	frintm	v19.2s, v14.2s
	frintm	v19.2s, v0.2s
	frintm	v27.4s, v23.4s
	frintm	v3.4s, v27.4s
	frintm	v21.4s, v19.4s
	frintm	v28.4s, v7.4s
	frintn	d3, d31
	frintn	d9, d29
	frintn	d0, d18
	frintn	d29, d4
	frintn	s0, s23
	frintn	s30, s6
	frintn	s31, s27
	frintn	s20, s12
	frintn	v10.2d, v25.2d
	frintn	v8.2d, v3.2d
	frintn	v5.2d, v7.2d
	frintn	v7.2d, v26.2d
	frintn	v9.2s, v9.2s
	frintn	v11.2s, v27.2s
	frintn	v6.2s, v5.2s
	frintn	v29.2s, v22.2s
	frintn	v16.4s, v15.4s
	frintn	v9.4s, v6.4s
	frintn	v12.4s, v19.4s
	frintn	v26.4s, v1.4s
	frintp	d18, d11
	frintp	d28, d30
	frintp	d17, d24
	frintp	d18, d14
	frintp	s10, s9
	frintp	s0, s21
	frintp	s31, s13
	frintp	s12, s2
	frintp	v10.2d, v11.2d
	frintp	v3.2d, v28.2d
	frintp	v27.2d, v5.2d
	frintp	v26.2d, v3.2d
	frintp	v8.2s, v4.2s
	frintp	v28.2s, v4.2s
	frintp	v3.2s, v22.2s
	frintp	v30.2s, v16.2s
	frintp	v9.4s, v26.4s
	frintp	v5.4s, v5.4s
	frintp	v27.4s, v24.4s
	frintp	v31.4s, v12.4s
	frintx	d18, d22
	frintx	d20, d21
	frintx	d0, d3
	frintx	d30, d7
	frintx	s10, s19
	frintx	s12, s23
	frintx	s6, s6
	frintx	s2, s11
	frintx	v12.2d, v5.2d
	frintx	v15.2d, v0.2d
	frintx	v4.2d, v1.2d
	frintx	v12.2d, v8.2d
	frintx	v0.2s, v20.2s
	frintx	v25.2s, v9.2s
	frintx	v19.2s, v7.2s
	frintx	v31.2s, v28.2s
	frintx	v20.4s, v15.4s
	frintx	v20.4s, v6.4s
	frintx	v9.4s, v10.4s
	frintx	v27.4s, v3.4s
	frintz	d11, d24
	frintz	d8, d31
	frintz	d26, d6
	frintz	d14, d9
	frintz	s25, s7
	frintz	s17, s0
	frintz	s21, s2
	frintz	s25, s7
	frintz	v29.2d, v7.2d
	frintz	v25.2d, v16.2d
	frintz	v17.2d, v28.2d
	frintz	v17.2d, v1.2d
	frintz	v29.2s, v24.2s
	frintz	v30.2s, v13.2s
	frintz	v17.2s, v12.2s
	frintz	v9.2s, v8.2s
	frintz	v25.4s, v30.4s
	frintz	v18.4s, v3.4s
	frintz	v26.4s, v31.4s
	frintz	v21.4s, v20.4s
	frsqrte	d0, d14
	frsqrte	d19, d2
	frsqrte	d2, d2
	frsqrte	d18, d22
	frsqrte	s31, s12
	frsqrte	s25, s29
	frsqrte	s26, s30
	frsqrte	s27, s26
	frsqrte	v13.2d, v8.2d
	frsqrte	v22.2d, v15.2d
	frsqrte	v28.2d, v23.2d
	frsqrte	v8.2d, v3.2d
	frsqrte	v10.2s, v8.2s
	frsqrte	v6.2s, v27.2s
	frsqrte	v15.2s, v9.2s
	frsqrte	v14.2s, v27.2s
	frsqrte	v27.4s, v11.4s
	frsqrte	v11.4s, v27.4s
	frsqrte	v4.4s, v3.4s
	frsqrte	v1.4s, v24.4s
	frsqrts	d16, d6, d28
	frsqrts	d8, d10, d12
	frsqrts	d2, d7, d9
	frsqrts	d23, d23, d12
	frsqrts	s4, s30, s8
	frsqrts	s16, s22, s3
	frsqrts	s31, s31, s12
	frsqrts	s11, s31, s18
	frsqrts	v20.2d, v9.2d, v13.2d
	frsqrts	v12.2d, v31.2d, v21.2d
	frsqrts	v26.2d, v17.2d, v21.2d
	frsqrts	v4.2d, v24.2d, v11.2d
	frsqrts	v29.2s, v13.2s, v29.2s
	frsqrts	v23.2s, v24.2s, v0.2s
	frsqrts	v2.2s, v6.2s, v4.2s
	frsqrts	v31.2s, v12.2s, v31.2s
	frsqrts	v12.4s, v8.4s, v25.4s
	frsqrts	v14.4s, v14.4s, v5.4s
	frsqrts	v13.4s, v23.4s, v17.4s
	frsqrts	v25.4s, v17.4s, v27.4s
	fsqrt	d12, d7
	fsqrt	d5, d24
	fsqrt	d18, d9
	fsqrt	d22, d28
	fsqrt	s10, s12
	fsqrt	s23, s14
	fsqrt	s4, s13
	fsqrt	s26, s4
	fsqrt	v4.2d, v31.2d
	fsqrt	v29.2d, v6.2d
	fsqrt	v7.2d, v12.2d
	fsqrt	v7.2d, v1.2d
	fsqrt	v12.2s, v11.2s
	fsqrt	v18.2s, v13.2s
	fsqrt	v14.2s, v13.2s
	fsqrt	v6.2s, v18.2s
	fsqrt	v23.4s, v27.4s
	fsqrt	v22.4s, v26.4s
	fsqrt	v11.4s, v19.4s
	fsqrt	v18.4s, v28.4s
	fsub	d30, d6, d3
	fsub	d24, d27, d26
	fsub	d20, d2, d12
	fsub	d9, d10, d7
	fsub	s10, s31, s1
	fsub	s6, s10, s3
	fsub	s24, s2, s22
	fsub	s18, s21, s9
	fsub	v17.2d, v3.2d, v10.2d
	fsub	v12.2d, v18.2d, v7.2d
	fsub	v13.2d, v28.2d, v19.2d
	fsub	v8.2d, v24.2d, v0.2d
	fsub	v16.2s, v27.2s, v25.2s
	fsub	v14.2s, v8.2s, v10.2s
	fsub	v3.2s, v0.2s, v29.2s
	fsub	v8.2s, v11.2s, v6.2s
	fsub	v28.4s, v22.4s, v18.4s
	fsub	v8.4s, v5.4s, v6.4s
	fsub	v21.4s, v8.4s, v9.4s
	fsub	v3.4s, v15.4s, v14.4s
	hint	#38
	hint	#39
	hint	#68
	hint	#127
	hlt	#0xbcc6
	hlt	#0
	hlt	#0xe4ac
	hlt	#0x30fe
	hvc	#0x88a5
	hvc	#0
	hvc	#0xc44f
	hvc	#0x7a9e
	mov	v18.b[15], w29
	mov	v24.b[12], w6
	mov	v13.b[1], w30
	mov	v14.b[3], w4
	mov	v6.b[6], v4.b[15]
	mov	v18.b[14], v24.b[0]
	mov	v9.b[1], v1.b[7]
	mov	v3.b[0], v21.b[13]
	mov	v13.d[1], x7
	mov	v15.d[1], x27
	mov	v31.d[0], x21
	mov	v24.d[1], x0
	mov	v9.d[1], v8.d[1]
	mov	v17.d[0], v1.d[0]
	mov	v28.d[0], v22.d[1]
	mov	v24.d[1], v31.d[0]
	mov	v18.h[7], w24
	mov	v14.h[0], w17
	mov	v11.h[0], w6
	mov	v27.h[1], w1
	mov	v28.h[2], v28.h[0]
	mov	v26.h[5], v21.h[7]
	mov	v7.h[7], v6.h[0]
	mov	v13.h[7], v1.h[2]
	mov	v5.s[0], w10
	mov	v19.s[3], w4
	mov	v19.s[3], w6
	mov	v21.s[1], w0
	mov	v12.s[1], v22.s[1]
	mov	v5.s[1], v27.s[0]
	mov	v5.s[0], v31.s[3]
	mov	v17.s[0], v23.s[3]
	isb	#9
	isb	#0
	isb
	isb
	ld1	{ v22.16b, v23.16b, v24.16b, v25.16b }, [x12]
	ld1	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x14]
	ld1	{ v18.16b, v19.16b, v20.16b, v21.16b }, [x1]
	ld1	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x27]
	ld1	{ v12.16b, v13.16b, v14.16b, v15.16b }, [x5], x27
	ld1	{ v15.16b, v16.16b, v17.16b, v18.16b }, [x29], #64
	ld1	{ v21.16b, v22.16b, v23.16b, v24.16b }, [x2], x0
	ld1	{ v19.16b, v20.16b, v21.16b, v22.16b }, [x5], x25
	ld1	{ v13.1d, v14.1d, v15.1d, v16.1d }, [x25]
	ld1	{ v26.1d, v27.1d, v28.1d, v29.1d }, [x16]
	ld1	{ v8.1d, v9.1d, v10.1d, v11.1d }, [x30]
	ld1	{ v18.1d, v19.1d, v20.1d, v21.1d }, [x1]
	ld1	{ v13.1d, v14.1d, v15.1d, v16.1d }, [x19], #32
	ld1	{ v14.1d, v15.1d, v16.1d, v17.1d }, [x18], x26
	ld1	{ v30.1d, v31.1d, v0.1d, v1.1d }, [x30], x15
	ld1	{ v12.1d, v13.1d, v14.1d, v15.1d }, [x14], x14
	ld1	{ v5.2d, v6.2d, v7.2d, v8.2d }, [x8]
	ld1	{ v15.2d, v16.2d, v17.2d, v18.2d }, [x28]
	ld1	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x25]
	ld1	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x11]
	ld1	{ v1.2d, v2.2d, v3.2d, v4.2d }, [x2], x23
	ld1	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x8], x22
	ld1	{ v0.2d, v1.2d, v2.2d, v3.2d }, [x15], x11
	ld1	{ v1.2d, v2.2d, v3.2d, v4.2d }, [x30], x10
	ld1	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x19]
	ld1	{ v10.2s, v11.2s, v12.2s, v13.2s }, [x3]
	ld1	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x20]
	ld1	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x23]
	ld1	{ v27.2s, v28.2s, v29.2s, v30.2s }, [x8], x20
	ld1	{ v5.2s, v6.2s, v7.2s, v8.2s }, [x26], x22
	ld1	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x24], x16
	ld1	{ v24.2s, v25.2s, v26.2s, v27.2s }, [x10], x13
	ld1	{ v5.4h, v6.4h, v7.4h, v8.4h }, [x24]
	ld1	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x1]
	ld1	{ v31.4h, v0.4h, v1.4h, v2.4h }, [sp]
	ld1	{ v26.4h, v27.4h, v28.4h, v29.4h }, [x27]
	ld1	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x4], x14
	ld1	{ v23.4h, v24.4h, v25.4h, v26.4h }, [x28], x2
	ld1	{ v16.4h, v17.4h, v18.4h, v19.4h }, [x29], #32
	ld1	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x6], x15
	ld1	{ v13.4s, v14.4s, v15.4s, v16.4s }, [x7]
	ld1	{ v8.4s, v9.4s, v10.4s, v11.4s }, [x25]
	ld1	{ v9.4s, v10.4s, v11.4s, v12.4s }, [x18]
	ld1	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x20]
	ld1	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x20], x21
	ld1	{ v15.4s, v16.4s, v17.4s, v18.4s }, [x0], x12
	ld1	{ v25.4s, v26.4s, v27.4s, v28.4s }, [x23], x18
	ld1	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x24], x4
	ld1	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x21]
	ld1	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x21]
	ld1	{ v7.8b, v8.8b, v9.8b, v10.8b }, [x2]
	ld1	{ v0.8b, v1.8b, v2.8b, v3.8b }, [x26]
	ld1	{ v21.8b, v22.8b, v23.8b, v24.8b }, [x27], x28
	ld1	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x30], x13
	ld1	{ v14.8b, v15.8b, v16.8b, v17.8b }, [x13], x8
	ld1	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x21], #32
	ld1	{ v12.8h, v13.8h, v14.8h, v15.8h }, [x26]
	ld1	{ v5.8h, v6.8h, v7.8h, v8.8h }, [x10]
	ld1	{ v5.8h, v6.8h, v7.8h, v8.8h }, [x4]
	ld1	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x7]
	ld1	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x29], x1
	ld1	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x7], x1
	ld1	{ v3.8h, v4.8h, v5.8h, v6.8h }, [x18], x25
	ld1	{ v15.8h, v16.8h, v17.8h, v18.8h }, [x7], x26
	ld1	{ v3.16b }, [x1]
	ld1	{ v14.16b }, [x23]
	ld1	{ v2.16b }, [x28]
	ld1	{ v29.16b }, [x28]
	ld1	{ v31.16b }, [x4], x9
	ld1	{ v28.16b }, [x29], x5
	ld1	{ v4.16b }, [x12], x24
	ld1	{ v9.16b }, [x17], x22
	ld1	{ v7.1d }, [x3]
	ld1	{ v6.1d }, [x25]
	ld1	{ v23.1d }, [sp]
	ld1	{ v28.1d }, [x26]
	ld1	{ v12.1d }, [x11], x24
	ld1	{ v30.1d }, [x20], x15
	ld1	{ v25.1d }, [x4], x17
	ld1	{ v22.1d }, [x14], x11
	ld1	{ v30.2d }, [x16]
	ld1	{ v24.2d }, [x19]
	ld1	{ v23.2d }, [x2]
	ld1	{ v1.2d }, [x6]
	ld1	{ v20.2d }, [sp], x0
	ld1	{ v0.2d }, [x8], x16
	ld1	{ v12.2d }, [x23], x9
	ld1	{ v18.2d }, [x7], x0
	ld1	{ v21.2s }, [x25]
	ld1	{ v0.2s }, [x29]
	ld1	{ v30.2s }, [x28]
	ld1	{ v31.2s }, [x5]
	ld1	{ v2.2s }, [x25], x5
	ld1	{ v23.2s }, [x7], x25
	ld1	{ v24.2s }, [sp], x26
	ld1	{ v4.2s }, [x21], x26
	ld1	{ v7.4h }, [x13]
	ld1	{ v15.4h }, [x22]
	ld1	{ v23.4h }, [x28]
	ld1	{ v14.4h }, [x21]
	ld1	{ v8.4h }, [x20], x12
	ld1	{ v9.4h }, [sp], x25
	ld1	{ v1.4h }, [x19], x19
	ld1	{ v31.4h }, [x15], x25
	ld1	{ v18.4s }, [x12]
	ld1	{ v4.4s }, [x5]
	ld1	{ v16.4s }, [x2]
	ld1	{ v11.4s }, [x14]
	ld1	{ v13.4s }, [x26], x11
	ld1	{ v25.4s }, [sp], x11
	ld1	{ v9.4s }, [x1], x1
	ld1	{ v9.4s }, [x28], x15
	ld1	{ v12.8b }, [x29]
	ld1	{ v26.8b }, [x1]
	ld1	{ v18.8b }, [x6]
	ld1	{ v24.8b }, [sp]
	ld1	{ v26.8b }, [x26], x18
	ld1	{ v28.8b }, [x18], x7
	ld1	{ v27.8b }, [x24], x5
	ld1	{ v7.8b }, [x7], x4
	ld1	{ v25.8h }, [x22]
	ld1	{ v7.8h }, [x17]
	ld1	{ v2.8h }, [x8]
	ld1	{ v16.8h }, [x14]
	ld1	{ v9.8h }, [x26], x26
	ld1	{ v9.8h }, [x3], x17
	ld1	{ v0.8h }, [x10], x6
	ld1	{ v2.8h }, [x24], x28
	ld1r	{ v16.16b }, [x12]
	ld1r	{ v7.16b }, [x16]
	ld1r	{ v8.16b }, [x6]
	ld1r	{ v31.16b }, [x19]
	ld1r	{ v24.16b }, [x12], x30
	ld1r	{ v3.16b }, [x10], x10
	ld1r	{ v27.16b }, [x21], x9
	ld1r	{ v11.16b }, [x15], x3
	ld1r	{ v10.1d }, [x3]
	ld1r	{ v30.1d }, [x23]
	ld1r	{ v11.1d }, [x14]
	ld1r	{ v31.1d }, [x7]
	ld1r	{ v7.1d }, [x28], x24
	ld1r	{ v26.1d }, [x18], x26
	ld1r	{ v4.1d }, [x26], x17
	ld1r	{ v24.1d }, [x3], x5
	ld1r	{ v3.2d }, [x7]
	ld1r	{ v21.2d }, [x9]
	ld1r	{ v26.2d }, [x17]
	ld1r	{ v29.2d }, [sp]
	ld1r	{ v21.2d }, [x17], x17
	ld1r	{ v20.2d }, [x7], x18
	ld1r	{ v28.2d }, [x29], x2
	ld1r	{ v12.2d }, [x12], x23
	ld1r	{ v29.2s }, [x4]
	ld1r	{ v4.2s }, [x5]
	ld1r	{ v30.2s }, [x8]
	ld1r	{ v16.2s }, [x0]
	ld1r	{ v7.2s }, [x22], x14
	ld1r	{ v26.2s }, [x19], x29
	ld1r	{ v8.2s }, [x5], x26
	ld1r	{ v17.2s }, [x30], x29
	ld1r	{ v7.4h }, [x1]
	ld1r	{ v5.4h }, [x9]
	ld1r	{ v30.4h }, [x13]
	ld1r	{ v22.4h }, [x18]
	ld1r	{ v31.4h }, [x27], x5
	ld1r	{ v16.4h }, [x19], x12
	ld1r	{ v8.4h }, [x27], x1
	ld1r	{ v23.4h }, [x4], x6
	ld1r	{ v30.4s }, [x9]
	ld1r	{ v15.4s }, [x2]
	ld1r	{ v17.4s }, [x10]
	ld1r	{ v20.4s }, [x8]
	ld1r	{ v23.4s }, [x30], x18
	ld1r	{ v21.4s }, [x14], x12
	ld1r	{ v15.4s }, [x10], x30
	ld1r	{ v8.4s }, [x15], x17
	ld1r	{ v20.8b }, [x5]
	ld1r	{ v24.8b }, [x9]
	ld1r	{ v9.8b }, [x16]
	ld1r	{ v26.8b }, [x4]
	ld1r	{ v19.8b }, [x8], x22
	ld1r	{ v31.8b }, [x7], #1
	ld1r	{ v6.8b }, [x28], x24
	ld1r	{ v11.8b }, [x13], x17
	ld1r	{ v18.8h }, [x29]
	ld1r	{ v11.8h }, [x29]
	ld1r	{ v0.8h }, [sp]
	ld1r	{ v22.8h }, [x15]
	ld1r	{ v3.8h }, [x12], x10
	ld1r	{ v27.8h }, [x21], x4
	ld1r	{ v30.8h }, [x0], x19
	ld1r	{ v18.8h }, [x7], x19
	ld1	{ v9.16b, v10.16b, v11.16b }, [x12]
	ld1	{ v3.16b, v4.16b, v5.16b }, [x27]
	ld1	{ v9.16b, v10.16b, v11.16b }, [x28]
	ld1	{ v5.16b, v6.16b, v7.16b }, [x10]
	ld1	{ v2.16b, v3.16b, v4.16b }, [x7], x26
	ld1	{ v4.16b, v5.16b, v6.16b }, [x24], x21
	ld1	{ v29.16b, v30.16b, v31.16b }, [x27], x9
	ld1	{ v26.16b, v27.16b, v28.16b }, [x21], x21
	ld1	{ v1.1d, v2.1d, v3.1d }, [sp]
	ld1	{ v26.1d, v27.1d, v28.1d }, [x18]
	ld1	{ v1.1d, v2.1d, v3.1d }, [x4]
	ld1	{ v30.1d, v31.1d, v0.1d }, [x14]
	ld1	{ v29.1d, v30.1d, v31.1d }, [x4], x28
	ld1	{ v7.1d, v8.1d, v9.1d }, [x11], x8
	ld1	{ v21.1d, v22.1d, v23.1d }, [x16], x12
	ld1	{ v28.1d, v29.1d, v30.1d }, [x28], x19
	ld1	{ v4.2d, v5.2d, v6.2d }, [x19]
	ld1	{ v13.2d, v14.2d, v15.2d }, [x24]
	ld1	{ v10.2d, v11.2d, v12.2d }, [x23]
	ld1	{ v11.2d, v12.2d, v13.2d }, [x25]
	ld1	{ v5.2d, v6.2d, v7.2d }, [x5], x4
	ld1	{ v21.2d, v22.2d, v23.2d }, [x7], x4
	ld1	{ v31.2d, v0.2d, v1.2d }, [x16], x4
	ld1	{ v26.2d, v27.2d, v28.2d }, [x27], x9
	ld1	{ v11.2s, v12.2s, v13.2s }, [x28]
	ld1	{ v0.2s, v1.2s, v2.2s }, [x0]
	ld1	{ v4.2s, v5.2s, v6.2s }, [x25]
	ld1	{ v29.2s, v30.2s, v31.2s }, [x28]
	ld1	{ v9.2s, v10.2s, v11.2s }, [x7], x11
	ld1	{ v4.2s, v5.2s, v6.2s }, [x4], x14
	ld1	{ v27.2s, v28.2s, v29.2s }, [x5], x15
	ld1	{ v25.2s, v26.2s, v27.2s }, [x22], x15
	ld1	{ v30.4h, v31.4h, v0.4h }, [x6]
	ld1	{ v1.4h, v2.4h, v3.4h }, [x11]
	ld1	{ v25.4h, v26.4h, v27.4h }, [x22]
	ld1	{ v31.4h, v0.4h, v1.4h }, [x11]
	ld1	{ v28.4h, v29.4h, v30.4h }, [x20], x30
	ld1	{ v4.4h, v5.4h, v6.4h }, [x19], x29
	ld1	{ v6.4h, v7.4h, v8.4h }, [x15], x21
	ld1	{ v24.4h, v25.4h, v26.4h }, [x3], x10
	ld1	{ v10.4s, v11.4s, v12.4s }, [x29]
	ld1	{ v21.4s, v22.4s, v23.4s }, [x28]
	ld1	{ v7.4s, v8.4s, v9.4s }, [x14]
	ld1	{ v22.4s, v23.4s, v24.4s }, [x8]
	ld1	{ v14.4s, v15.4s, v16.4s }, [x12], x22
	ld1	{ v8.4s, v9.4s, v10.4s }, [x7], x23
	ld1	{ v24.4s, v25.4s, v26.4s }, [x10], x22
	ld1	{ v1.4s, v2.4s, v3.4s }, [x11], x16
	ld1	{ v28.8b, v29.8b, v30.8b }, [x13]
	ld1	{ v20.8b, v21.8b, v22.8b }, [x6]
	ld1	{ v0.8b, v1.8b, v2.8b }, [x17]
	ld1	{ v19.8b, v20.8b, v21.8b }, [x22]
	ld1	{ v10.8b, v11.8b, v12.8b }, [x23], x30
	ld1	{ v18.8b, v19.8b, v20.8b }, [x26], x14
	ld1	{ v23.8b, v24.8b, v25.8b }, [x5], x17
	ld1	{ v13.8b, v14.8b, v15.8b }, [x14], x7
	ld1	{ v14.8h, v15.8h, v16.8h }, [x15]
	ld1	{ v14.8h, v15.8h, v16.8h }, [x26]
	ld1	{ v21.8h, v22.8h, v23.8h }, [x8]
	ld1	{ v1.8h, v2.8h, v3.8h }, [x28]
	ld1	{ v3.8h, v4.8h, v5.8h }, [x6], x8
	ld1	{ v24.8h, v25.8h, v26.8h }, [x28], x9
	ld1	{ v15.8h, v16.8h, v17.8h }, [x20], x17
	ld1	{ v10.8h, v11.8h, v12.8h }, [x2], x19
	ld1	{ v30.16b, v31.16b }, [x9]
	ld1	{ v17.16b, v18.16b }, [x16]
	ld1	{ v23.16b, v24.16b }, [x24]
	ld1	{ v9.16b, v10.16b }, [x27]
	ld1	{ v14.16b, v15.16b }, [x14], x19
	ld1	{ v3.16b, v4.16b }, [x27], x30
	ld1	{ v3.16b, v4.16b }, [x15], x27
	ld1	{ v21.16b, v22.16b }, [x4], x20
	ld1	{ v17.1d, v18.1d }, [x30]
	ld1	{ v19.1d, v20.1d }, [x20]
	ld1	{ v22.1d, v23.1d }, [x6]
	ld1	{ v30.1d, v31.1d }, [x8]
	ld1	{ v15.1d, v16.1d }, [x14], x6
	ld1	{ v15.1d, v16.1d }, [x5], x24
	ld1	{ v14.1d, v15.1d }, [x13], x27
	ld1	{ v19.1d, v20.1d }, [x13], x26
	ld1	{ v10.2d, v11.2d }, [x0]
	ld1	{ v11.2d, v12.2d }, [x18]
	ld1	{ v24.2d, v25.2d }, [x5]
	ld1	{ v4.2d, v5.2d }, [x29]
	ld1	{ v9.2d, v10.2d }, [x18], x3
	ld1	{ v28.2d, v29.2d }, [x4], x3
	ld1	{ v2.2d, v3.2d }, [x2], x5
	ld1	{ v16.2d, v17.2d }, [x14], x16
	ld1	{ v5.2s, v6.2s }, [x5]
	ld1	{ v21.2s, v22.2s }, [sp]
	ld1	{ v16.2s, v17.2s }, [x29]
	ld1	{ v21.2s, v22.2s }, [x26]
	ld1	{ v15.2s, v16.2s }, [x27], x5
	ld1	{ v22.2s, v23.2s }, [x17], x25
	ld1	{ v19.2s, v20.2s }, [x23], x3
	ld1	{ v1.2s, v2.2s }, [x20], x12
	ld1	{ v26.4h, v27.4h }, [x18]
	ld1	{ v20.4h, v21.4h }, [x22]
	ld1	{ v16.4h, v17.4h }, [x30]
	ld1	{ v17.4h, v18.4h }, [x27]
	ld1	{ v3.4h, v4.4h }, [x2], x7
	ld1	{ v14.4h, v15.4h }, [x11], x10
	ld1	{ v2.4h, v3.4h }, [x16], #16
	ld1	{ v15.4h, v16.4h }, [x27], x21
	ld1	{ v18.4s, v19.4s }, [x19]
	ld1	{ v7.4s, v8.4s }, [x24]
	ld1	{ v1.4s, v2.4s }, [x14]
	ld1	{ v3.4s, v4.4s }, [x7]
	ld1	{ v24.4s, v25.4s }, [x3], x29
	ld1	{ v8.4s, v9.4s }, [x18], x20
	ld1	{ v31.4s, v0.4s }, [x14], x29
	ld1	{ v16.4s, v17.4s }, [x30], x28
	ld1	{ v23.8b, v24.8b }, [x11]
	ld1	{ v4.8b, v5.8b }, [x17]
	ld1	{ v13.8b, v14.8b }, [x28]
	ld1	{ v24.8b, v25.8b }, [sp]
	ld1	{ v1.8b, v2.8b }, [x14], x22
	ld1	{ v27.8b, v28.8b }, [x27], x15
	ld1	{ v11.8b, v12.8b }, [x4], x17
	ld1	{ v7.8b, v8.8b }, [x26], x23
	ld1	{ v25.8h, v26.8h }, [x2]
	ld1	{ v20.8h, v21.8h }, [x20]
	ld1	{ v30.8h, v31.8h }, [x4]
	ld1	{ v24.8h, v25.8h }, [x3]
	ld1	{ v30.8h, v31.8h }, [x9], x29
	ld1	{ v15.8h, v16.8h }, [x15], x11
	ld1	{ v26.8h, v27.8h }, [x20], x30
	ld1	{ v3.8h, v4.8h }, [x20], x26
	ld1	{ v3.b }[2], [x26]
	ld1	{ v28.b }[8], [x24]
	ld1	{ v10.b }[10], [x7]
	ld1	{ v5.b }[11], [x11]
	ld1	{ v25.b }[0], [sp], x2
	ld1	{ v15.b }[4], [x16], x27
	ld1	{ v1.b }[0], [x19], x3
	ld1	{ v21.b }[9], [x11], x15
	ld1	{ v4.d }[0], [x14]
	ld1	{ v18.d }[0], [x26]
	ld1	{ v10.d }[0], [x5]
	ld1	{ v14.d }[1], [x11]
	ld1	{ v9.d }[0], [x1], x4
	ld1	{ v26.d }[0], [x17], x6
	ld1	{ v14.d }[0], [x12], x17
	ld1	{ v23.d }[0], [x5], x8
	ld1	{ v6.h }[3], [x21]
	ld1	{ v26.h }[0], [x13]
	ld1	{ v30.h }[1], [x30]
	ld1	{ v17.h }[3], [x28]
	ld1	{ v31.h }[4], [x29], x17
	ld1	{ v15.h }[6], [x13], x8
	ld1	{ v7.h }[4], [x9], x5
	ld1	{ v22.h }[7], [x14], x9
	ld1	{ v5.s }[3], [x26]
	ld1	{ v31.s }[1], [x21]
	ld1	{ v5.s }[3], [x25]
	ld1	{ v22.s }[1], [x18]
	ld1	{ v28.s }[0], [x13], x9
	ld1	{ v13.s }[0], [x23], x22
	ld1	{ v9.s }[3], [x25], x24
	ld1	{ v26.s }[1], [x6], x16
	ld2r	{ v25.16b, v26.16b }, [x0]
	ld2r	{ v24.16b, v25.16b }, [x3]
	ld2r	{ v21.16b, v22.16b }, [x13]
	ld2r	{ v3.16b, v4.16b }, [x0]
	ld2r	{ v3.16b, v4.16b }, [x17], x20
	ld2r	{ v29.16b, v30.16b }, [sp], #2
	ld2r	{ v5.16b, v6.16b }, [x2], x25
	ld2r	{ v15.16b, v16.16b }, [x24], x6
	ld2r	{ v28.1d, v29.1d }, [x28]
	ld2r	{ v5.1d, v6.1d }, [x21]
	ld2r	{ v1.1d, v2.1d }, [x6]
	ld2r	{ v30.1d, v31.1d }, [x13]
	ld2r	{ v9.1d, v10.1d }, [x11], x10
	ld2r	{ v12.1d, v13.1d }, [x12], x2
	ld2r	{ v10.1d, v11.1d }, [x1], x18
	ld2r	{ v26.1d, v27.1d }, [x27], x28
	ld2r	{ v5.2d, v6.2d }, [x16]
	ld2r	{ v10.2d, v11.2d }, [x25]
	ld2r	{ v24.2d, v25.2d }, [x24]
	ld2r	{ v18.2d, v19.2d }, [x15]
	ld2r	{ v7.2d, v8.2d }, [x9], x7
	ld2r	{ v17.2d, v18.2d }, [x0], x21
	ld2r	{ v3.2d, v4.2d }, [x19], x8
	ld2r	{ v4.2d, v5.2d }, [x25], x26
	ld2r	{ v8.2s, v9.2s }, [x25]
	ld2r	{ v27.2s, v28.2s }, [x15]
	ld2r	{ v11.2s, v12.2s }, [x21]
	ld2r	{ v15.2s, v16.2s }, [x27]
	ld2r	{ v0.2s, v1.2s }, [x21], x24
	ld2r	{ v28.2s, v29.2s }, [x26], x30
	ld2r	{ v28.2s, v29.2s }, [x23], #8
	ld2r	{ v8.2s, v9.2s }, [x27], x16
	ld2r	{ v13.4h, v14.4h }, [x27]
	ld2r	{ v0.4h, v1.4h }, [x13]
	ld2r	{ v1.4h, v2.4h }, [x2]
	ld2r	{ v9.4h, v10.4h }, [x13]
	ld2r	{ v20.4h, v21.4h }, [x19], x28
	ld2r	{ v23.4h, v24.4h }, [x11], x1
	ld2r	{ v14.4h, v15.4h }, [x27], x5
	ld2r	{ v20.4h, v21.4h }, [x3], x18
	ld2r	{ v3.4s, v4.4s }, [x4]
	ld2r	{ v17.4s, v18.4s }, [x16]
	ld2r	{ v2.4s, v3.4s }, [x22]
	ld2r	{ v11.4s, v12.4s }, [x6]
	ld2r	{ v31.4s, v0.4s }, [x25], x13
	ld2r	{ v5.4s, v6.4s }, [x10], x28
	ld2r	{ v22.4s, v23.4s }, [x13], x6
	ld2r	{ v4.4s, v5.4s }, [x1], #8
	ld2r	{ v9.8b, v10.8b }, [x14]
	ld2r	{ v18.8b, v19.8b }, [x1]
	ld2r	{ v22.8b, v23.8b }, [x4]
	ld2r	{ v31.8b, v0.8b }, [x15]
	ld2r	{ v24.8b, v25.8b }, [x15], x14
	ld2r	{ v21.8b, v22.8b }, [x0], x18
	ld2r	{ v21.8b, v22.8b }, [x22], x30
	ld2r	{ v3.8b, v4.8b }, [x25], x18
	ld2r	{ v3.8h, v4.8h }, [x8]
	ld2r	{ v29.8h, v30.8h }, [x12]
	ld2r	{ v5.8h, v6.8h }, [x30]
	ld2r	{ v20.8h, v21.8h }, [sp]
	ld2r	{ v3.8h, v4.8h }, [sp], x4
	ld2r	{ v23.8h, v24.8h }, [x14], x26
	ld2r	{ v0.8h, v1.8h }, [x8], x3
	ld2r	{ v23.8h, v24.8h }, [x3], x19
	ld2	{ v0.b, v1.b }[2], [x21]
	ld2	{ v27.b, v28.b }[1], [x11]
	ld2	{ v31.b, v0.b }[1], [x29]
	ld2	{ v26.b, v27.b }[0], [x10]
	ld2	{ v19.b, v20.b }[2], [x19], #2
	ld2	{ v30.b, v31.b }[6], [x24], x14
	ld2	{ v27.b, v28.b }[15], [x9], x3
	ld2	{ v18.b, v19.b }[4], [x21], x1
	ld2	{ v1.d, v2.d }[1], [x1]
	ld2	{ v11.d, v12.d }[0], [x13]
	ld2	{ v28.d, v29.d }[1], [x19]
	ld2	{ v20.d, v21.d }[0], [x16]
	ld2	{ v10.d, v11.d }[1], [x24], #16
	ld2	{ v5.d, v6.d }[1], [x22], x24
	ld2	{ v20.d, v21.d }[0], [x10], x21
	ld2	{ v24.d, v25.d }[1], [x15], x19
	ld2	{ v14.h, v15.h }[7], [sp]
	ld2	{ v21.h, v22.h }[5], [x5]
	ld2	{ v3.h, v4.h }[4], [x29]
	ld2	{ v3.h, v4.h }[7], [x9]
	ld2	{ v22.h, v23.h }[0], [x21], x4
	ld2	{ v26.h, v27.h }[1], [x12], x22
	ld2	{ v5.h, v6.h }[1], [x21], x27
	ld2	{ v23.h, v24.h }[4], [x10], x17
	ld2	{ v20.s, v21.s }[2], [x20]
	ld2	{ v13.s, v14.s }[3], [x28]
	ld2	{ v31.s, v0.s }[3], [x6]
	ld2	{ v18.s, v19.s }[2], [x2]
	ld2	{ v6.s, v7.s }[3], [x1], x12
	ld2	{ v10.s, v11.s }[3], [x17], x26
	ld2	{ v27.s, v28.s }[3], [x30], x30
	ld2	{ v20.s, v21.s }[0], [x14], x5
	ld2	{ v11.16b, v12.16b }, [x28]
	ld2	{ v19.16b, v20.16b }, [x6]
	ld2	{ v26.16b, v27.16b }, [x29]
	ld2	{ v27.16b, v28.16b }, [x10]
	ld2	{ v15.16b, v16.16b }, [x20], x15
	ld2	{ v0.16b, v1.16b }, [x23], x16
	ld2	{ v28.16b, v29.16b }, [x25], x4
	ld2	{ v24.16b, v25.16b }, [x23], x16
	ld2	{ v18.2d, v19.2d }, [x2]
	ld2	{ v22.2d, v23.2d }, [x17]
	ld2	{ v13.2d, v14.2d }, [x27]
	ld2	{ v21.2d, v22.2d }, [x10]
	ld2	{ v13.2d, v14.2d }, [x12], x0
	ld2	{ v26.2d, v27.2d }, [sp], x16
	ld2	{ v21.2d, v22.2d }, [x16], x12
	ld2	{ v12.2d, v13.2d }, [x18], x29
	ld2	{ v2.2s, v3.2s }, [x10]
	ld2	{ v26.2s, v27.2s }, [x5]
	ld2	{ v5.2s, v6.2s }, [x20]
	ld2	{ v22.2s, v23.2s }, [x22]
	ld2	{ v8.2s, v9.2s }, [x15], x12
	ld2	{ v24.2s, v25.2s }, [x22], x23
	ld2	{ v9.2s, v10.2s }, [x4], x17
	ld2	{ v16.2s, v17.2s }, [x12], x13
	ld2	{ v13.4h, v14.4h }, [x8]
	ld2	{ v14.4h, v15.4h }, [x5]
	ld2	{ v15.4h, v16.4h }, [x22]
	ld2	{ v21.4h, v22.4h }, [x30]
	ld2	{ v13.4h, v14.4h }, [x3], x29
	ld2	{ v8.4h, v9.4h }, [x11], x9
	ld2	{ v26.4h, v27.4h }, [x29], x15
	ld2	{ v12.4h, v13.4h }, [x30], x4
	ld2	{ v5.4s, v6.4s }, [x23]
	ld2	{ v23.4s, v24.4s }, [x7]
	ld2	{ v0.4s, v1.4s }, [x20]
	ld2	{ v14.4s, v15.4s }, [x30]
	ld2	{ v22.4s, v23.4s }, [x12], x7
	ld2	{ v17.4s, v18.4s }, [x2], x17
	ld2	{ v31.4s, v0.4s }, [x24], x23
	ld2	{ v5.4s, v6.4s }, [x14], x14
	ld2	{ v27.8b, v28.8b }, [x0]
	ld2	{ v5.8b, v6.8b }, [x5]
	ld2	{ v6.8b, v7.8b }, [x20]
	ld2	{ v7.8b, v8.8b }, [x9]
	ld2	{ v8.8b, v9.8b }, [x23], x22
	ld2	{ v22.8b, v23.8b }, [x6], x23
	ld2	{ v14.8b, v15.8b }, [x29], x17
	ld2	{ v25.8b, v26.8b }, [x27], x3
	ld2	{ v26.8h, v27.8h }, [x7]
	ld2	{ v29.8h, v30.8h }, [x13]
	ld2	{ v8.8h, v9.8h }, [x14]
	ld2	{ v16.8h, v17.8h }, [x26]
	ld2	{ v0.8h, v1.8h }, [x1], x29
	ld2	{ v24.8h, v25.8h }, [x21], x28
	ld2	{ v2.8h, v3.8h }, [x23], x16
	ld2	{ v11.8h, v12.8h }, [x20], x27
	ld3r	{ v3.16b, v4.16b, v5.16b }, [x0]
	ld3r	{ v25.16b, v26.16b, v27.16b }, [x6]
	ld3r	{ v28.16b, v29.16b, v30.16b }, [x9]
	ld3r	{ v4.16b, v5.16b, v6.16b }, [x30]
	ld3r	{ v2.16b, v3.16b, v4.16b }, [x26], x26
	ld3r	{ v23.16b, v24.16b, v25.16b }, [sp], x1
	ld3r	{ v7.16b, v8.16b, v9.16b }, [x18], x20
	ld3r	{ v31.16b, v0.16b, v1.16b }, [x9], x30
	ld3r	{ v14.1d, v15.1d, v16.1d }, [x24]
	ld3r	{ v29.1d, v30.1d, v31.1d }, [x22]
	ld3r	{ v23.1d, v24.1d, v25.1d }, [x12]
	ld3r	{ v9.1d, v10.1d, v11.1d }, [x9]
	ld3r	{ v29.1d, v30.1d, v31.1d }, [x11], x25
	ld3r	{ v27.1d, v28.1d, v29.1d }, [x19], x8
	ld3r	{ v14.1d, v15.1d, v16.1d }, [x27], x28
	ld3r	{ v4.1d, v5.1d, v6.1d }, [x30], #24
	ld3r	{ v3.2d, v4.2d, v5.2d }, [x1]
	ld3r	{ v5.2d, v6.2d, v7.2d }, [x26]
	ld3r	{ v22.2d, v23.2d, v24.2d }, [x2]
	ld3r	{ v23.2d, v24.2d, v25.2d }, [sp]
	ld3r	{ v21.2d, v22.2d, v23.2d }, [x9], x14
	ld3r	{ v3.2d, v4.2d, v5.2d }, [x27], x10
	ld3r	{ v27.2d, v28.2d, v29.2d }, [x30], #24
	ld3r	{ v2.2d, v3.2d, v4.2d }, [x11], x8
	ld3r	{ v25.2s, v26.2s, v27.2s }, [x1]
	ld3r	{ v25.2s, v26.2s, v27.2s }, [x4]
	ld3r	{ v28.2s, v29.2s, v30.2s }, [x1]
	ld3r	{ v12.2s, v13.2s, v14.2s }, [x14]
	ld3r	{ v0.2s, v1.2s, v2.2s }, [x15], x27
	ld3r	{ v26.2s, v27.2s, v28.2s }, [x23], x10
	ld3r	{ v24.2s, v25.2s, v26.2s }, [x10], x7
	ld3r	{ v6.2s, v7.2s, v8.2s }, [x23], x15
	ld3r	{ v24.4h, v25.4h, v26.4h }, [x25]
	ld3r	{ v28.4h, v29.4h, v30.4h }, [x4]
	ld3r	{ v6.4h, v7.4h, v8.4h }, [x25]
	ld3r	{ v20.4h, v21.4h, v22.4h }, [x16]
	ld3r	{ v7.4h, v8.4h, v9.4h }, [x2], x3
	ld3r	{ v16.4h, v17.4h, v18.4h }, [x28], x9
	ld3r	{ v10.4h, v11.4h, v12.4h }, [x18], x28
	ld3r	{ v24.4h, v25.4h, v26.4h }, [x22], x18
	ld3r	{ v1.4s, v2.4s, v3.4s }, [x0]
	ld3r	{ v29.4s, v30.4s, v31.4s }, [x11]
	ld3r	{ v15.4s, v16.4s, v17.4s }, [x0]
	ld3r	{ v0.4s, v1.4s, v2.4s }, [x1]
	ld3r	{ v3.4s, v4.4s, v5.4s }, [x18], x24
	ld3r	{ v19.4s, v20.4s, v21.4s }, [x22], x24
	ld3r	{ v23.4s, v24.4s, v25.4s }, [x15], x16
	ld3r	{ v12.4s, v13.4s, v14.4s }, [x29], x25
	ld3r	{ v30.8b, v31.8b, v0.8b }, [x4]
	ld3r	{ v9.8b, v10.8b, v11.8b }, [x11]
	ld3r	{ v4.8b, v5.8b, v6.8b }, [x25]
	ld3r	{ v24.8b, v25.8b, v26.8b }, [x27]
	ld3r	{ v1.8b, v2.8b, v3.8b }, [x8], x14
	ld3r	{ v16.8b, v17.8b, v18.8b }, [x27], x12
	ld3r	{ v12.8b, v13.8b, v14.8b }, [x2], x7
	ld3r	{ v16.8b, v17.8b, v18.8b }, [x17], x8
	ld3r	{ v24.8h, v25.8h, v26.8h }, [x14]
	ld3r	{ v18.8h, v19.8h, v20.8h }, [x14]
	ld3r	{ v2.8h, v3.8h, v4.8h }, [x25]
	ld3r	{ v7.8h, v8.8h, v9.8h }, [x23]
	ld3r	{ v18.8h, v19.8h, v20.8h }, [x18], x18
	ld3r	{ v2.8h, v3.8h, v4.8h }, [x21], x13
	ld3r	{ v30.8h, v31.8h, v0.8h }, [x11], x23
	ld3r	{ v1.8h, v2.8h, v3.8h }, [x27], x4
	ld3	{ v5.b, v6.b, v7.b }[1], [x7]
	ld3	{ v18.b, v19.b, v20.b }[7], [x1]
	ld3	{ v20.b, v21.b, v22.b }[2], [x28]
	ld3	{ v29.b, v30.b, v31.b }[0], [x20]
	ld3	{ v10.b, v11.b, v12.b }[0], [x19], x24
	ld3	{ v23.b, v24.b, v25.b }[7], [x23], x0
	ld3	{ v8.b, v9.b, v10.b }[6], [x9], x14
	ld3	{ v7.b, v8.b, v9.b }[13], [x9], x1
	ld3	{ v11.d, v12.d, v13.d }[0], [x13]
	ld3	{ v15.d, v16.d, v17.d }[0], [x23]
	ld3	{ v24.d, v25.d, v26.d }[0], [x5]
	ld3	{ v9.d, v10.d, v11.d }[0], [x18]
	ld3	{ v27.d, v28.d, v29.d }[1], [x15], x18
	ld3	{ v25.d, v26.d, v27.d }[0], [x17], x30
	ld3	{ v14.d, v15.d, v16.d }[0], [x8], x4
	ld3	{ v15.d, v16.d, v17.d }[1], [x15], #24
	ld3	{ v4.h, v5.h, v6.h }[4], [x12]
	ld3	{ v25.h, v26.h, v27.h }[4], [x24]
	ld3	{ v20.h, v21.h, v22.h }[3], [x28]
	ld3	{ v3.h, v4.h, v5.h }[4], [x5]
	ld3	{ v16.h, v17.h, v18.h }[6], [x15], x17
	ld3	{ v3.h, v4.h, v5.h }[6], [x27], x16
	ld3	{ v20.h, v21.h, v22.h }[3], [x12], x16
	ld3	{ v12.h, v13.h, v14.h }[6], [x20], x26
	ld3	{ v6.s, v7.s, v8.s }[0], [x13]
	ld3	{ v16.s, v17.s, v18.s }[1], [x17]
	ld3	{ v30.s, v31.s, v0.s }[2], [x13]
	ld3	{ v3.s, v4.s, v5.s }[1], [x0]
	ld3	{ v23.s, v24.s, v25.s }[0], [x2], #12
	ld3	{ v26.s, v27.s, v28.s }[0], [x29], x23
	ld3	{ v19.s, v20.s, v21.s }[3], [sp], x17
	ld3	{ v4.s, v5.s, v6.s }[3], [x29], x21
	ld3	{ v5.16b, v6.16b, v7.16b }, [x7]
	ld3	{ v27.16b, v28.16b, v29.16b }, [x29]
	ld3	{ v10.16b, v11.16b, v12.16b }, [x30]
	ld3	{ v28.16b, v29.16b, v30.16b }, [x6]
	ld3	{ v28.16b, v29.16b, v30.16b }, [x26], x29
	ld3	{ v4.16b, v5.16b, v6.16b }, [x12], x0
	ld3	{ v15.16b, v16.16b, v17.16b }, [x20], x14
	ld3	{ v10.16b, v11.16b, v12.16b }, [x7], x12
	ld3	{ v7.2d, v8.2d, v9.2d }, [x15]
	ld3	{ v18.2d, v19.2d, v20.2d }, [x24]
	ld3	{ v12.2d, v13.2d, v14.2d }, [x16]
	ld3	{ v15.2d, v16.2d, v17.2d }, [x4]
	ld3	{ v11.2d, v12.2d, v13.2d }, [x11], x8
	ld3	{ v22.2d, v23.2d, v24.2d }, [x0], x16
	ld3	{ v19.2d, v20.2d, v21.2d }, [sp], x11
	ld3	{ v2.2d, v3.2d, v4.2d }, [x5], #48
	ld3	{ v3.2s, v4.2s, v5.2s }, [x18]
	ld3	{ v23.2s, v24.2s, v25.2s }, [x25]
	ld3	{ v28.2s, v29.2s, v30.2s }, [x21]
	ld3	{ v13.2s, v14.2s, v15.2s }, [x5]
	ld3	{ v10.2s, v11.2s, v12.2s }, [x27], x5
	ld3	{ v10.2s, v11.2s, v12.2s }, [x4], #24
	ld3	{ v12.2s, v13.2s, v14.2s }, [x2], x21
	ld3	{ v17.2s, v18.2s, v19.2s }, [x21], x25
	ld3	{ v1.4h, v2.4h, v3.4h }, [x3]
	ld3	{ v10.4h, v11.4h, v12.4h }, [x22]
	ld3	{ v12.4h, v13.4h, v14.4h }, [x9]
	ld3	{ v10.4h, v11.4h, v12.4h }, [x0]
	ld3	{ v2.4h, v3.4h, v4.4h }, [x0], x13
	ld3	{ v31.4h, v0.4h, v1.4h }, [x29], x23
	ld3	{ v30.4h, v31.4h, v0.4h }, [x18], x15
	ld3	{ v31.4h, v0.4h, v1.4h }, [x12], x1
	ld3	{ v31.4s, v0.4s, v1.4s }, [x12]
	ld3	{ v5.4s, v6.4s, v7.4s }, [x6]
	ld3	{ v11.4s, v12.4s, v13.4s }, [x7]
	ld3	{ v8.4s, v9.4s, v10.4s }, [x23]
	ld3	{ v13.4s, v14.4s, v15.4s }, [x9], #48
	ld3	{ v23.4s, v24.4s, v25.4s }, [x7], x29
	ld3	{ v6.4s, v7.4s, v8.4s }, [x13], x23
	ld3	{ v8.4s, v9.4s, v10.4s }, [x15], x14
	ld3	{ v19.8b, v20.8b, v21.8b }, [x16]
	ld3	{ v30.8b, v31.8b, v0.8b }, [x3]
	ld3	{ v29.8b, v30.8b, v31.8b }, [x13]
	ld3	{ v22.8b, v23.8b, v24.8b }, [x25]
	ld3	{ v7.8b, v8.8b, v9.8b }, [x20], x16
	ld3	{ v20.8b, v21.8b, v22.8b }, [x0], x29
	ld3	{ v25.8b, v26.8b, v27.8b }, [sp], x18
	ld3	{ v12.8b, v13.8b, v14.8b }, [x28], x14
	ld3	{ v18.8h, v19.8h, v20.8h }, [x8]
	ld3	{ v23.8h, v24.8h, v25.8h }, [x4]
	ld3	{ v23.8h, v24.8h, v25.8h }, [x14]
	ld3	{ v9.8h, v10.8h, v11.8h }, [x24]
	ld3	{ v19.8h, v20.8h, v21.8h }, [x14], x27
	ld3	{ v12.8h, v13.8h, v14.8h }, [x27], x3
	ld3	{ v8.8h, v9.8h, v10.8h }, [x20], x22
	ld3	{ v16.8h, v17.8h, v18.8h }, [x5], x19
	ld4r	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x18]
	ld4r	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x25]
	ld4r	{ v25.16b, v26.16b, v27.16b, v28.16b }, [x7]
	ld4r	{ v16.16b, v17.16b, v18.16b, v19.16b }, [x5]
	ld4r	{ v6.16b, v7.16b, v8.16b, v9.16b }, [x27], x28
	ld4r	{ v25.16b, v26.16b, v27.16b, v28.16b }, [x1], x2
	ld4r	{ v3.16b, v4.16b, v5.16b, v6.16b }, [x19], x11
	ld4r	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x20], x21
	ld4r	{ v14.1d, v15.1d, v16.1d, v17.1d }, [x16]
	ld4r	{ v6.1d, v7.1d, v8.1d, v9.1d }, [x10]
	ld4r	{ v25.1d, v26.1d, v27.1d, v28.1d }, [x17]
	ld4r	{ v13.1d, v14.1d, v15.1d, v16.1d }, [x0]
	ld4r	{ v8.1d, v9.1d, v10.1d, v11.1d }, [x2], x3
	ld4r	{ v21.1d, v22.1d, v23.1d, v24.1d }, [x20], x11
	ld4r	{ v21.1d, v22.1d, v23.1d, v24.1d }, [x11], x21
	ld4r	{ v5.1d, v6.1d, v7.1d, v8.1d }, [x16], x1
	ld4r	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x12]
	ld4r	{ v2.2d, v3.2d, v4.2d, v5.2d }, [x2]
	ld4r	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x24]
	ld4r	{ v29.2d, v30.2d, v31.2d, v0.2d }, [x1]
	ld4r	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x18], x3
	ld4r	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x29], x20
	ld4r	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x8], x14
	ld4r	{ v19.2d, v20.2d, v21.2d, v22.2d }, [x30], x8
	ld4r	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x9]
	ld4r	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x18]
	ld4r	{ v27.2s, v28.2s, v29.2s, v30.2s }, [x30]
	ld4r	{ v8.2s, v9.2s, v10.2s, v11.2s }, [x29]
	ld4r	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x27], x16
	ld4r	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x18], x8
	ld4r	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x0], x15
	ld4r	{ v5.2s, v6.2s, v7.2s, v8.2s }, [x0], x23
	ld4r	{ v5.4h, v6.4h, v7.4h, v8.4h }, [x15]
	ld4r	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x2]
	ld4r	{ v24.4h, v25.4h, v26.4h, v27.4h }, [x29]
	ld4r	{ v8.4h, v9.4h, v10.4h, v11.4h }, [x5]
	ld4r	{ v9.4h, v10.4h, v11.4h, v12.4h }, [x5], x0
	ld4r	{ v6.4h, v7.4h, v8.4h, v9.4h }, [x8], x0
	ld4r	{ v27.4h, v28.4h, v29.4h, v30.4h }, [x16], x15
	ld4r	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x19], x4
	ld4r	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x15]
	ld4r	{ v3.4s, v4.4s, v5.4s, v6.4s }, [x9]
	ld4r	{ v18.4s, v19.4s, v20.4s, v21.4s }, [x29]
	ld4r	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x2]
	ld4r	{ v6.4s, v7.4s, v8.4s, v9.4s }, [x18], x18
	ld4r	{ v8.4s, v9.4s, v10.4s, v11.4s }, [x10], x0
	ld4r	{ v15.4s, v16.4s, v17.4s, v18.4s }, [x7], x5
	ld4r	{ v25.4s, v26.4s, v27.4s, v28.4s }, [x2], x18
	ld4r	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x12]
	ld4r	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x16]
	ld4r	{ v4.8b, v5.8b, v6.8b, v7.8b }, [x22]
	ld4r	{ v7.8b, v8.8b, v9.8b, v10.8b }, [x21]
	ld4r	{ v29.8b, v30.8b, v31.8b, v0.8b }, [x7], x12
	ld4r	{ v15.8b, v16.8b, v17.8b, v18.8b }, [x4], x11
	ld4r	{ v4.8b, v5.8b, v6.8b, v7.8b }, [x18], x6
	ld4r	{ v3.8b, v4.8b, v5.8b, v6.8b }, [x27], x27
	ld4r	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x27]
	ld4r	{ v17.8h, v18.8h, v19.8h, v20.8h }, [x28]
	ld4r	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x20]
	ld4r	{ v11.8h, v12.8h, v13.8h, v14.8h }, [x22]
	ld4r	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x25], x14
	ld4r	{ v11.8h, v12.8h, v13.8h, v14.8h }, [x15], x11
	ld4r	{ v20.8h, v21.8h, v22.8h, v23.8h }, [x0], #8
	ld4r	{ v22.8h, v23.8h, v24.8h, v25.8h }, [x26], x20
	ld4	{ v30.b, v31.b, v0.b, v1.b }[10], [x28]
	ld4	{ v25.b, v26.b, v27.b, v28.b }[2], [x12]
	ld4	{ v15.b, v16.b, v17.b, v18.b }[0], [x25]
	ld4	{ v24.b, v25.b, v26.b, v27.b }[9], [x28]
	ld4	{ v9.b, v10.b, v11.b, v12.b }[3], [x20], x25
	ld4	{ v9.b, v10.b, v11.b, v12.b }[8], [x0], x9
	ld4	{ v3.b, v4.b, v5.b, v6.b }[4], [x16], x23
	ld4	{ v20.b, v21.b, v22.b, v23.b }[0], [x3], x28
	ld4	{ v31.d, v0.d, v1.d, v2.d }[1], [x8]
	ld4	{ v4.d, v5.d, v6.d, v7.d }[1], [x5]
	ld4	{ v8.d, v9.d, v10.d, v11.d }[1], [x6]
	ld4	{ v24.d, v25.d, v26.d, v27.d }[1], [x9]
	ld4	{ v2.d, v3.d, v4.d, v5.d }[1], [x2], x23
	ld4	{ v14.d, v15.d, v16.d, v17.d }[1], [x0], x2
	ld4	{ v3.d, v4.d, v5.d, v6.d }[0], [x10], x6
	ld4	{ v30.d, v31.d, v0.d, v1.d }[0], [x2], x13
	ld4	{ v3.h, v4.h, v5.h, v6.h }[2], [x5]
	ld4	{ v31.h, v0.h, v1.h, v2.h }[2], [x24]
	ld4	{ v2.h, v3.h, v4.h, v5.h }[0], [x14]
	ld4	{ v27.h, v28.h, v29.h, v30.h }[0], [x23]
	ld4	{ v11.h, v12.h, v13.h, v14.h }[0], [x7], x4
	ld4	{ v0.h, v1.h, v2.h, v3.h }[1], [x14], x7
	ld4	{ v30.h, v31.h, v0.h, v1.h }[0], [x27], x29
	ld4	{ v21.h, v22.h, v23.h, v24.h }[4], [x8], #8
	ld4	{ v13.s, v14.s, v15.s, v16.s }[0], [x12]
	ld4	{ v21.s, v22.s, v23.s, v24.s }[1], [x27]
	ld4	{ v31.s, v0.s, v1.s, v2.s }[3], [x5]
	ld4	{ v22.s, v23.s, v24.s, v25.s }[1], [x14]
	ld4	{ v3.s, v4.s, v5.s, v6.s }[0], [x28], x26
	ld4	{ v27.s, v28.s, v29.s, v30.s }[0], [x30], x2
	ld4	{ v17.s, v18.s, v19.s, v20.s }[0], [sp], x7
	ld4	{ v27.s, v28.s, v29.s, v30.s }[3], [x30], x26
	ld4	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x30]
	ld4	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x22]
	ld4	{ v19.16b, v20.16b, v21.16b, v22.16b }, [x5]
	ld4	{ v15.16b, v16.16b, v17.16b, v18.16b }, [x9]
	ld4	{ v22.16b, v23.16b, v24.16b, v25.16b }, [x7], x4
	ld4	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x5], x3
	ld4	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x19], x19
	ld4	{ v6.16b, v7.16b, v8.16b, v9.16b }, [x8], x29
	ld4	{ v24.2d, v25.2d, v26.2d, v27.2d }, [x29]
	ld4	{ v23.2d, v24.2d, v25.2d, v26.2d }, [x9]
	ld4	{ v18.2d, v19.2d, v20.2d, v21.2d }, [x1]
	ld4	{ v7.2d, v8.2d, v9.2d, v10.2d }, [x7]
	ld4	{ v0.2d, v1.2d, v2.2d, v3.2d }, [x30], x8
	ld4	{ v6.2d, v7.2d, v8.2d, v9.2d }, [x25], x17
	ld4	{ v9.2d, v10.2d, v11.2d, v12.2d }, [x21], x20
	ld4	{ v29.2d, v30.2d, v31.2d, v0.2d }, [x22], x27
	ld4	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x3]
	ld4	{ v5.2s, v6.2s, v7.2s, v8.2s }, [x20]
	ld4	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x20]
	ld4	{ v10.2s, v11.2s, v12.2s, v13.2s }, [x9]
	ld4	{ v12.2s, v13.2s, v14.2s, v15.2s }, [x12], x13
	ld4	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x4], x27
	ld4	{ v5.2s, v6.2s, v7.2s, v8.2s }, [x26], x30
	ld4	{ v1.2s, v2.2s, v3.2s, v4.2s }, [x28], x18
	ld4	{ v15.4h, v16.4h, v17.4h, v18.4h }, [x2]
	ld4	{ v0.4h, v1.4h, v2.4h, v3.4h }, [x9]
	ld4	{ v26.4h, v27.4h, v28.4h, v29.4h }, [x14]
	ld4	{ v6.4h, v7.4h, v8.4h, v9.4h }, [x4]
	ld4	{ v3.4h, v4.4h, v5.4h, v6.4h }, [x19], x4
	ld4	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x11], x2
	ld4	{ v7.4h, v8.4h, v9.4h, v10.4h }, [x3], x28
	ld4	{ v24.4h, v25.4h, v26.4h, v27.4h }, [x20], x1
	ld4	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x22]
	ld4	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x3]
	ld4	{ v28.4s, v29.4s, v30.4s, v31.4s }, [x17]
	ld4	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x7]
	ld4	{ v8.4s, v9.4s, v10.4s, v11.4s }, [x26], x26
	ld4	{ v31.4s, v0.4s, v1.4s, v2.4s }, [x3], x1
	ld4	{ v3.4s, v4.4s, v5.4s, v6.4s }, [x20], x27
	ld4	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x25], x12
	ld4	{ v13.8b, v14.8b, v15.8b, v16.8b }, [x28]
	ld4	{ v12.8b, v13.8b, v14.8b, v15.8b }, [x8]
	ld4	{ v11.8b, v12.8b, v13.8b, v14.8b }, [x19]
	ld4	{ v9.8b, v10.8b, v11.8b, v12.8b }, [x14]
	ld4	{ v11.8b, v12.8b, v13.8b, v14.8b }, [x9], x29
	ld4	{ v7.8b, v8.8b, v9.8b, v10.8b }, [x19], x0
	ld4	{ v15.8b, v16.8b, v17.8b, v18.8b }, [x23], x24
	ld4	{ v21.8b, v22.8b, v23.8b, v24.8b }, [x1], x25
	ld4	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x23]
	ld4	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x9]
	ld4	{ v24.8h, v25.8h, v26.8h, v27.8h }, [x7]
	ld4	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x4]
	ld4	{ v14.8h, v15.8h, v16.8h, v17.8h }, [x17], x15
	ld4	{ v9.8h, v10.8h, v11.8h, v12.8h }, [x4], x0
	ld4	{ v9.8h, v10.8h, v11.8h, v12.8h }, [x11], x25
	ld4	{ v15.8h, v16.8h, v17.8h, v18.8h }, [x6], x15
	ldar	w1, [x17]
	ldar	w13, [x7]
	ldar	w5, [x11]
	ldar	w21, [sp]
	ldar	x30, [x2]
	ldar	x0, [x19]
	ldar	x4, [x1]
	ldar	x6, [x18]
	ldarb	w18, [x12]
	ldarb	w6, [x4]
	ldarb	w4, [x13]
	ldarb	w27, [x15]
	ldarh	w11, [x13]
	ldarh	w7, [x26]
	ldarh	w9, [x29]
	ldarh	w0, [x25]
	ldaxp	w9, w11, [sp]
	ldaxp	w19, w27, [x19]
	ldaxp	w8, w4, [x15]
	ldaxp	w18, w6, [x2]
	ldaxp	x5, x25, [x24]
	ldaxp	x8, x7, [x15]
	ldaxp	x22, x3, [x0]
	ldaxp	x28, xzr, [sp]
	ldaxr	w11, [x30]
	ldaxr	w6, [x20]
	ldaxr	w23, [x27]
	ldaxr	w30, [x22]
	ldaxr	x11, [x21]
	ldaxr	x26, [x19]
	ldaxr	x17, [x1]
	ldaxr	x10, [x26]
	ldaxrb	w17, [x30]
	ldaxrb	w25, [x11]
	ldaxrb	w20, [x1]
	ldaxrb	w3, [x15]
	ldaxrh	w4, [x11]
	ldaxrh	w16, [x20]
	ldaxrh	w0, [x8]
	ldaxrh	w20, [x5]
	ldnp	d18, d2, [x19]
	ldnp	d0, d23, [x10]
	ldnp	d8, d27, [x4]
	ldnp	d9, d28, [x5]
	ldnp	q24, q26, [x25, #784]
	ldnp	q24, q10, [x22]
	ldnp	q26, q3, [x17]
	ldnp	q3, q10, [x4, #-32]
	ldnp	s14, s6, [x2, #132]
	ldnp	s12, s8, [x21, #-36]
	ldnp	s15, s8, [x8, #232]
	ldnp	s24, s20, [x10, #100]
	ldnp	w19, w28, [x29, #184]
	ldnp	w20, w6, [x26, #120]
	ldnp	w29, w17, [x15, #248]
	ldnp	w8, w21, [x21, #28]
	ldnp	x21, x4, [x24, #88]
	ldnp	x4, x3, [x2]
	ldnp	x10, x8, [x29, #344]
	ldnp	x10, x25, [sp, #-120]
	ldp	d10, d16, [x18, #440]
	ldp	d27, d0, [x29]
	ldp	d10, d16, [x24, #-8]
	ldp	d6, d16, [x17, #-40]
	ldp	d14, d20, [x19], #-8
	ldp	d23, d22, [x9], #-80
	ldp	d19, d9, [x25], #-208
	ldp	d2, d10, [x19], #120
	ldp	d29, d13, [x21, #-512]!
	ldp	d28, d29, [x6, #-512]!
	ldp	d19, d25, [x8, #56]!
	ldp	d0, d25, [x17, #152]!
	ldp	q18, q10, [x9]
	ldp	q16, q28, [x9, #432]
	ldp	q30, q8, [x17, #992]
	ldp	q22, q7, [x15, #-48]
	ldp	q8, q23, [x4], #-16
	ldp	q16, q4, [x29], #-16
	ldp	q7, q10, [x29], #-1008
	ldp	q21, q23, [x4], #176
	ldp	q5, q16, [x18, #-432]!
	ldp	q24, q31, [x9, #960]!
	ldp	q18, q3, [x0, #-48]!
	ldp	q25, q3, [x14, #160]!
	ldpsw	x27, x8, [x0, #20]
	ldpsw	x14, x26, [x26, #-72]
	ldpsw	x11, x6, [x24, #-168]
	ldpsw	x7, x16, [x25, #-48]
	ldpsw	x23, x5, [x18], #132
	ldpsw	x29, x26, [x8], #252
	ldpsw	x6, x5, [x14], #-4
	ldpsw	x13, x10, [x14], #-64
	ldpsw	x25, xzr, [x16, #208]!
	ldpsw	x17, x12, [x10, #-228]!
	ldpsw	x9, x23, [x15, #188]!
	ldpsw	x17, x2, [x11, #-72]!
	ldp	s29, s10, [x24, #192]
	ldp	s16, s5, [x26]
	ldp	s6, s0, [x22]
	ldp	s1, s2, [x19]
	ldp	s17, s1, [x16], #140
	ldp	s0, s24, [x10], #-212
	ldp	s20, s21, [x5], #-84
	ldp	s10, s18, [x6], #4
	ldp	s8, s2, [x20, #-192]!
	ldp	s17, s12, [x20, #-36]!
	ldp	s3, s10, [x23, #0]!
	ldp	s9, s20, [x7, #88]!
	ldp	w14, w7, [x7]
	ldp	w29, w20, [x23, #168]
	ldp	w19, w0, [x27]
	ldp	w26, w14, [x27, #-184]
	ldp	w29, w26, [x16], #96
	ldp	w29, w13, [x28], #104
	ldp	w17, w5, [x30], #-104
	ldp	w11, w2, [x5], #-60
	ldp	w23, w10, [x18, #216]!
	ldp	w9, w19, [x30, #40]!
	ldp	w26, w15, [x18, #-4]!
	ldp	w13, w27, [x20, #0]!
	ldp	x23, x24, [x21]
	ldp	x5, x3, [x17, #-88]
	ldp	x22, x26, [x20]
	ldp	x13, x20, [x30]
	ldp	x7, x24, [x16], #504
	ldp	x18, x10, [x21], #-96
	ldp	x18, x17, [x13], #-400
	ldp	x12, x22, [x28], #0
	ldp	x28, x2, [x19, #-512]!
	ldp	x21, x9, [x12, #448]!
	ldp	x23, x20, [x18, #-200]!
	ldp	x30, x28, [x3, #-440]!
	ldur	b9, [x13]
	ldur	b13, [sp]
	ldur	b30, [x12, #185]
	ldur	b26, [x8]
	ldr	b0, [x19], #-67
	ldr	b26, [x23], #0
	ldr	b6, [x12], #-70
	ldr	b8, [x22], #-1
	ldr	b26, [x29, #162]!
	ldr	b31, [x17, #2]!
	ldr	b0, [x17, #-59]!
	ldr	b15, [x5, #1]!
	ldr	b9, [x8, wzr, sxtw #0]
	ldr	b17, [x21, w8, sxtw #0]
	ldr	b19, [x25, w22, uxtw]
	ldr	b23, [x8, w29, uxtw]
	ldr	b14, [x30, x28]
	ldr	b6, [x9, x24, lsl #0]
	ldr	b1, [x23, x0, sxtx]
	ldr	b21, [x20, x3, sxtx]
	ldr	b22, [x11]
	ldr	b6, [sp]
	ldr	b3, [x29, #1287]
	ldr	b4, [x19]
	ldurb	w19, [x26, #-159]
	ldurb	w22, [x14, #-181]
	ldurb	w16, [x20]
	ldurb	w25, [x19, #-146]
	ldrb	w15, [x6], #153
	ldrb	w2, [x23], #253
	ldrb	w16, [x7], #0
	ldrb	w13, [x26], #1
	ldrb	w18, [x9, #-159]!
	ldrb	w16, [x10, #255]!
	ldrb	w24, [x14, #-256]!
	ldrb	w8, [x4, #42]!
	ldrb	w17, [x6, w9, uxtw]
	ldrb	w29, [x23, w19, sxtw]
	ldrb	w12, [x23, w8, sxtw]
	ldrb	w8, [x29, w25, sxtw]
	ldrb	w22, [x26, x28, lsl #0]
	ldrb	w10, [x30, x4, sxtx]
	ldrb	w27, [x4, x29]
	ldrb	w3, [x13, x3, sxtx]
	ldrb	w30, [x14, #3761]
	ldrb	w1, [x25, #1635]
	ldrb	w30, [x2]
	ldrb	w14, [x25, #1979]
	ldur	d25, [x13]
	ldur	d28, [x17, #53]
	ldur	d17, [x12]
	ldur	d16, [x8, #-216]
	ldr	d14, [x11], #102
	ldr	d30, [x29], #101
	ldr	d9, [x13], #-2
	ldr	d15, [x4], #-213
	ldr	d23, [x23, #-60]!
	ldr	d27, [x14, #0]!
	ldr	d13, [x3, #-168]!
	ldr	d23, [x23, #-233]!
	ldr	d7, [x29, w19, sxtw #3]
	ldr	d22, [x12, w4, sxtw #3]
	ldr	d19, [x30, w18, uxtw]
	ldr	d22, [x28, w14, sxtw]
	ldr	d19, [sp, x11, lsl #3]
	ldr	d1, [x26, x20, lsl #3]
	ldr	d27, [x4, x9, sxtx #3]
	ldr	d24, [x17, x29]
	ldr	d25, [x26]
	ldr	d0, [x11, #13704]
	ldr	d2, [x16, #10216]
	ldr	d27, [x16, #20192]
	ldr	d18, #902552
	ldr	d23, #-642756
	ldr	d18, #229148
	ldr	d30, #240048
	ldur	h20, [x15, #115]
	ldur	h30, [x30, #-226]
	ldur	h20, [x5, #135]
	ldur	h1, [x22, #1]
	ldr	h27, [x9], #-218
	ldr	h0, [x8], #246
	ldr	h20, [x30], #-111
	ldr	h4, [x1], #140
	ldr	h3, [x28, #-101]!
	ldr	h6, [x2, #49]!
	ldr	h24, [x10, #2]!
	ldr	h13, [x14, #1]!
	ldr	h27, [sp, w17, sxtw]
	ldr	h1, [x19, w5, sxtw]
	ldr	h18, [x15, w21, sxtw #1]
	ldr	h27, [x16, w7, sxtw]
	ldr	h17, [x2, x2, sxtx]
	ldr	h27, [x6, x2, lsl #1]
	ldr	h17, [x5, x25, sxtx #1]
	ldr	h2, [x25, x2, sxtx #1]
	ldr	h22, [x24, #8]
	ldr	h8, [x5]
	ldr	h14, [x24, #2948]
	ldr	h29, [x4]
	ldurh	w24, [x22, #255]
	ldurh	w0, [x17]
	ldurh	w13, [x22, #26]
	ldurh	w20, [x22, #218]
	ldrh	w24, [x26], #89
	ldrh	w30, [x20], #157
	ldrh	w1, [x21], #255
	ldrh	w27, [x10], #-10
	ldrh	w18, [x2, #78]!
	ldrh	w5, [x24, #-1]!
	ldrh	w0, [x23, #40]!
	ldrh	w1, [x16, #231]!
	ldrh	w24, [x25, w2, sxtw #1]
	ldrh	w18, [x24, w7, sxtw #1]
	ldrh	w7, [x25, w14, uxtw #1]
	ldrh	w2, [x11, w11, uxtw #1]
	ldrh	w7, [x16, x24]
	ldrh	w15, [x28, x8, sxtx #1]
	ldrh	w23, [x30, x22, lsl #1]
	ldrh	w8, [x20, x28]
	ldrh	w1, [x10, #5990]
	ldrh	w24, [x21, #5470]
	ldrh	w22, [sp, #3066]
	ldrh	w21, [x3]
	ldur	q7, [x8, #61]
	ldur	q24, [x28, #89]
	ldur	q25, [x16, #-35]
	ldur	q0, [x28]
	ldr	q22, [x24], #-138
	ldr	q24, [x20], #156
	ldr	q23, [x15], #-173
	ldr	q16, [x11], #-221
	ldr	q7, [x12, #-20]!
	ldr	q9, [x9, #176]!
	ldr	q1, [x20, #-1]!
	ldr	q30, [x5, #-256]!
	ldr	q6, [x7, w11, sxtw #4]
	ldr	q5, [x22, w19, sxtw #4]
	ldr	q19, [x11, w0, sxtw #4]
	ldr	q27, [x4, w17, sxtw]
	ldr	q9, [x29, x11, sxtx]
	ldr	q3, [x1, x28, sxtx #4]
	ldr	q5, [x19, x25, sxtx #4]
	ldr	q11, [x15, x0, sxtx]
	ldr	q16, [x2]
	ldr	q13, [x19, #29248]
	ldr	q13, [sp, #12928]
	ldr	q31, [x13, #6352]
	ldr	q31, #777284
	ldr	q23, #243660
	ldr	q16, #309284
	ldr	q20, #433832
	ldursb	w11, [x30]
	ldursb	w20, [x20, #155]
	ldursb	w26, [x19, #-192]
	ldursb	w11, [x14, #-1]
	ldrsb	w19, [x27], #-155
	ldrsb	w1, [x29], #90
	ldrsb	w2, [x16], #1
	ldrsb	w11, [x29], #-179
	ldrsb	w28, [x17, #162]!
	ldrsb	w24, [x8, #-1]!
	ldrsb	w23, [x25, #138]!
	ldrsb	w15, [x27, #-151]!
	ldrsb	w22, [x22, w7, sxtw #0]
	ldrsb	w10, [x12, w13, uxtw #0]
	ldrsb	w7, [x0, w29, uxtw #0]
	ldrsb	w26, [x17, w22, uxtw]
	ldrsb	w8, [x29, x22]
	ldrsb	w19, [x15, x14, lsl #0]
	ldrsb	w27, [x17, x18]
	ldrsb	w16, [x21, x8, sxtx #0]
	ldrsb	w5, [x4, #2401]
	ldrsb	w20, [x25, #1717]
	ldrsb	wzr, [x28, #3187]
	ldrsb	w3, [x1, #544]
	ldursb	x26, [x28, #99]
	ldursb	x27, [x28, #212]
	ldursb	x9, [x2]
	ldursb	x17, [x10, #227]
	ldrsb	x19, [x12], #-14
	ldrsb	x9, [x14], #-256
	ldrsb	x9, [x28], #-21
	ldrsb	x3, [x23], #0
	ldrsb	x1, [x27, #190]!
	ldrsb	x6, [x4, #1]!
	ldrsb	x18, [x24, #161]!
	ldrsb	x29, [x25, #-249]!
	ldrsb	x23, [x7, w8, sxtw]
	ldrsb	x20, [x24, w14, uxtw]
	ldrsb	x7, [x24, w0, uxtw #0]
	ldrsb	x24, [x6, w19, uxtw #0]
	ldrsb	x3, [x7, x5]
	ldrsb	x28, [x4, x4, sxtx #0]
	ldrsb	x1, [sp, x6, lsl #0]
	ldrsb	x19, [x3, x4]
	ldrsb	x12, [x27]
	ldrsb	x14, [x25]
	ldrsb	x15, [x14, #4095]
	ldrsb	x1, [x11, #133]
	ldursh	w0, [x4, #73]
	ldursh	w2, [x11, #-1]
	ldursh	w22, [x0]
	ldursh	w25, [x8, #255]
	ldrsh	w22, [sp], #158
	ldrsh	w26, [x6], #-217
	ldrsh	w13, [x28], #153
	ldrsh	wzr, [x3], #1
	ldrsh	w22, [x30, #217]!
	ldrsh	w21, [x3, #-202]!
	ldrsh	w14, [x16, #-173]!
	ldrsh	w15, [x17, #-231]!
	ldrsh	w29, [x6, w0, uxtw #1]
	ldrsh	w7, [sp, w14, sxtw #1]
	ldrsh	w6, [x7, w18, uxtw #1]
	ldrsh	w21, [x29, w3, uxtw]
	ldrsh	w8, [x2, x17, sxtx #1]
	ldrsh	w11, [x21, x9, lsl #1]
	ldrsh	w7, [x3, x17, lsl #1]
	ldrsh	w24, [x4, x12, sxtx]
	ldrsh	w17, [x25, #5482]
	ldrsh	w1, [x10, #2752]
	ldrsh	w3, [x9]
	ldrsh	w29, [x12]
	ldursh	x26, [x27, #-32]
	ldursh	x0, [x6]
	ldursh	x23, [x12]
	ldursh	x13, [x28]
	ldrsh	x2, [x27], #-1
	ldrsh	x22, [x2], #255
	ldrsh	x17, [x3], #-1
	ldrsh	x26, [x28], #82
	ldrsh	x4, [x30, #-115]!
	ldrsh	x26, [x11, #-241]!
	ldrsh	x13, [x23, #81]!
	ldrsh	x6, [x25, #-22]!
	ldrsh	x29, [x6, w18, uxtw]
	ldrsh	x5, [x25, w29, sxtw #1]
	ldrsh	x30, [x26, w23, sxtw #1]
	ldrsh	x2, [x14, w1, sxtw]
	ldrsh	x16, [sp, x0, lsl #1]
	ldrsh	x21, [x10, x6]
	ldrsh	x22, [x16, x5]
	ldrsh	x3, [x26, x7, lsl #1]
	ldrsh	x10, [x2, #7984]
	ldrsh	x15, [x4, #2636]
	ldrsh	x21, [x10, #4222]
	ldrsh	x3, [x29, #1102]
	ldursw	x10, [x3]
	ldursw	x30, [x20, #-107]
	ldursw	xzr, [x19]
	ldursw	x17, [x5, #211]
	ldrsw	x18, #-1048576
	ldrsw	x19, #697388
	ldrsw	x25, #-891616
	ldrsw	x12, #739612
	ldrsw	x22, [x20], #-26
	ldrsw	x16, [x15], #1
	ldrsw	x2, [x9], #-37
	ldrsw	x25, [x14], #177
	ldrsw	x28, [x24, #-218]!
	ldrsw	x28, [x17, #55]!
	ldrsw	x25, [x16, #179]!
	ldrsw	x1, [x26, #-138]!
	ldrsw	x29, [x10, w3, uxtw]
	ldrsw	x4, [x27, w26, sxtw #2]
	ldrsw	x2, [x20, w21, sxtw #2]
	ldrsw	x11, [x4, w16, sxtw #2]
	ldrsw	x28, [x19, x2]
	ldrsw	x6, [sp, x27, sxtx #2]
	ldrsw	x10, [x2, x14, lsl #2]
	ldrsw	x15, [x2, x2, sxtx]
	ldrsw	x26, [x25]
	ldrsw	x27, [sp]
	ldrsw	x5, [x1]
	ldrsw	x25, [x6]
	ldur	s6, [x27, #103]
	ldur	s6, [x0]
	ldur	s17, [x1]
	ldur	s12, [x29]
	ldr	s12, [x14], #209
	ldr	s4, [x24], #0
	ldr	s0, [x27], #0
	ldr	s19, [x4], #0
	ldr	s0, [x8, #-16]!
	ldr	s13, [x14, #-60]!
	ldr	s4, [x28, #-249]!
	ldr	s21, [x0, #255]!
	ldr	s16, [x0, w5, uxtw]
	ldr	s10, [x22, w8, sxtw #2]
	ldr	s16, [x9, w10, sxtw #2]
	ldr	s1, [x2, w21, sxtw #2]
	ldr	s2, [x3, x29, sxtx #2]
	ldr	s2, [x30, x19, lsl #2]
	ldr	s13, [x30, x23, sxtx]
	ldr	s29, [x26, x15, sxtx]
	ldr	s5, [x9]
	ldr	s30, [x24]
	ldr	s15, [x23, #5928]
	ldr	s7, [x11]
	ldr	s24, #-476512
	ldr	s4, #-53656
	ldr	s28, #857556
	ldr	s3, #-141744
	ldur	w15, [x5, #124]
	ldur	w6, [x16, #153]
	ldur	w27, [x27, #3]
	ldur	w4, [x22]
	ldr	w1, #246640
	ldr	w26, #786608
	ldr	w9, #934308
	ldr	w19, #1048572
	ldr	w29, [x25], #1
	ldr	w18, [x29], #-55
	ldr	w18, [x15], #0
	ldr	w18, [x21], #215
	ldr	w13, [x2, #255]!
	ldr	w20, [x30, #-136]!
	ldr	w30, [x12, #94]!
	ldr	w2, [x16, #133]!
	ldr	w8, [x27, w27, sxtw #2]
	ldr	wzr, [x16, w26, sxtw]
	ldr	w25, [x16, w2, sxtw]
	ldr	w16, [x15, w15, sxtw]
	ldr	w1, [x10, x25, sxtx #2]
	ldr	w19, [x23, x1, sxtx #2]
	ldr	w16, [x27, x18, sxtx #2]
	ldr	w9, [x26, x0, lsl #2]
	ldr	w21, [x1]
	ldr	w24, [x25, #5888]
	ldr	w2, [x7, #8964]
	ldr	w27, [x14]
	ldur	x8, [x15, #183]
	ldur	x2, [x14, #146]
	ldur	x9, [x2]
	ldur	x21, [x8, #-9]
	ldr	x23, #110240
	ldr	x20, #0
	ldr	x19, #-340248
	ldr	x15, #600520
	ldr	x1, [x10], #-47
	ldr	x25, [x11], #255
	ldr	x13, [sp], #128
	ldr	x28, [x26], #255
	ldr	x30, [x5, #195]!
	ldr	x26, [x9, #116]!
	ldr	xzr, [x12, #210]!
	ldr	x10, [x7, #171]!
	ldr	x8, [x28, w6, sxtw]
	ldr	x4, [x4, w18, uxtw #3]
	ldr	x19, [x2, w4, sxtw #3]
	ldr	x30, [x18, w5, sxtw]
	ldr	x18, [x0, x29]
	ldr	x1, [x30, x27]
	ldr	x10, [sp, x0]
	ldr	x19, [x7, x5, sxtx #3]
	ldr	x12, [sp, #23976]
	ldr	x23, [x14]
	ldr	x27, [x0]
	ldr	x11, [x15, #17256]
	ldtrb	w8, [x9, #-246]
	ldtrb	w13, [x28, #1]
	ldtrb	w29, [x29, #15]
	ldtrb	w21, [x12, #129]
	ldtrh	w11, [x11]
	ldtrh	w1, [x16]
	ldtrh	w22, [x25, #255]
	ldtrh	w19, [x20]
	ldtrsb	w15, [x4]
	ldtrsb	w30, [x23, #139]
	ldtrsb	w4, [x13]
	ldtrsb	w22, [x22]
	ldtrsb	x2, [x22, #-127]
	ldtrsb	x5, [x28, #-2]
	ldtrsb	x0, [x18]
	ldtrsb	x18, [x2, #-154]
	ldtrsh	w1, [x22]
	ldtrsh	w10, [x2, #215]
	ldtrsh	w2, [x18, #-19]
	ldtrsh	w4, [x20]
	ldtrsh	x28, [x13, #255]
	ldtrsh	xzr, [x30, #72]
	ldtrsh	x6, [x23, #232]
	ldtrsh	x10, [x29]
	ldtrsw	x14, [x1, #28]
	ldtrsw	x12, [x20, #15]
	ldtrsw	x21, [x19, #-79]
	ldtrsw	x12, [x29, #255]
	ldtr	w5, [x27, #-179]
	ldtr	w23, [x17, #86]
	ldtr	w28, [x21]
	ldtr	w3, [x7]
	ldtr	x9, [x13]
	ldtr	x20, [x17]
	ldtr	x15, [x26, #-228]
	ldtr	x4, [x1, #105]
	ldxp	w0, w9, [x21]
	ldxp	w14, w26, [x0]
	ldxp	w2, w12, [x22]
	ldxp	w17, w29, [x24]
	ldxp	x13, x16, [x29]
	ldxp	x9, xzr, [x22]
	ldxp	x0, x15, [x14]
	ldxp	x3, x0, [sp]
	ldxr	w30, [x27]
	ldxr	w5, [x29]
	ldxr	w16, [x18]
	ldxr	w7, [x23]
	ldxr	x3, [x22]
	ldxr	x30, [x18]
	ldxr	x9, [x27]
	ldxr	x15, [x5]
	ldxrb	w11, [x24]
	ldxrb	w30, [x2]
	ldxrb	w16, [x24]
	ldxrb	wzr, [x11]
	ldxrh	w28, [x13]
	ldxrh	wzr, [x22]
	ldxrh	w5, [x26]
	ldxrh	w2, [x24]
	lsl	w4, w28, w9
	lsl	w22, w16, w30
	lsl	w20, w2, w11
	lsl	w18, w14, wzr
	lsl	x7, x2, x6
	lsl	x2, x30, x29
	lsl	x25, x22, x17
	lsl	x11, x28, x19
	lsr	w7, w18, w15
	lsr	w3, w6, w19
	lsr	w18, w18, w5
	lsr	w20, w21, w10
	lsr	xzr, x22, x2
	lsr	x19, x23, x10
	lsr	x10, x7, x24
	lsr	x26, x6, x26
	madd	w17, w23, w9, w13
	madd	w4, w18, w3, w10
	madd	w21, w26, w13, w22
	mul	w1, w2, w1
	madd	x6, x26, x17, x24
	mul	x29, x22, x15
	madd	x19, xzr, x28, x28
	madd	x15, x6, x18, x26
	mla	v0.2s, v4.2s, v21.s[0]
	mla	v21.2s, v31.2s, v20.s[0]
	mla	v19.2s, v26.2s, v19.s[3]
	mla	v7.2s, v3.2s, v31.s[2]
	mla	v27.4h, v9.4h, v12.h[4]
	mla	v25.4h, v14.4h, v10.h[1]
	mla	v21.4h, v7.4h, v7.h[3]
	mla	v0.4h, v22.4h, v2.h[7]
	mla	v29.4s, v19.4s, v11.s[1]
	mla	v1.4s, v30.4s, v4.s[3]
	mla	v27.4s, v13.4s, v28.s[1]
	mla	v7.4s, v21.4s, v13.s[0]
	mla	v15.8h, v24.8h, v0.h[3]
	mla	v6.8h, v4.8h, v7.h[7]
	mla	v14.8h, v24.8h, v14.h[1]
	mla	v3.8h, v23.8h, v8.h[0]
	mla	v22.16b, v15.16b, v7.16b
	mla	v6.16b, v21.16b, v0.16b
	mla	v29.16b, v9.16b, v28.16b
	mla	v19.16b, v13.16b, v24.16b
	mla	v24.2s, v13.2s, v11.2s
	mla	v30.2s, v13.2s, v29.2s
	mla	v16.2s, v30.2s, v13.2s
	mla	v6.2s, v11.2s, v19.2s
	mla	v31.4h, v18.4h, v14.4h
	mla	v23.4h, v4.4h, v3.4h
	mla	v11.4h, v6.4h, v14.4h
	mla	v5.4h, v13.4h, v29.4h
	mla	v8.4s, v0.4s, v1.4s
	mla	v16.4s, v22.4s, v10.4s
	mla	v25.4s, v4.4s, v18.4s
	mla	v25.4s, v9.4s, v16.4s
	mla	v16.8b, v27.8b, v16.8b
	mla	v5.8b, v7.8b, v27.8b
	mla	v3.8b, v8.8b, v16.8b
	mla	v13.8b, v18.8b, v6.8b
	mla	v26.8h, v10.8h, v4.8h
	mla	v8.8h, v29.8h, v8.8h
	mla	v14.8h, v30.8h, v20.8h
	mla	v8.8h, v10.8h, v17.8h
	mls	v22.2s, v11.2s, v20.s[1]
	mls	v30.2s, v27.2s, v13.s[3]
	mls	v1.2s, v3.2s, v30.s[1]
	mls	v18.2s, v26.2s, v3.s[3]
	mls	v0.4h, v7.4h, v3.h[2]
	mls	v1.4h, v29.4h, v15.h[5]
	mls	v1.4h, v20.4h, v2.h[4]
	mls	v14.4h, v13.4h, v7.h[1]
	mls	v6.4s, v12.4s, v5.s[0]
	mls	v27.4s, v7.4s, v17.s[3]
	mls	v8.4s, v19.4s, v10.s[2]
	mls	v17.4s, v25.4s, v5.s[1]
	mls	v27.8h, v0.8h, v4.h[5]
	mls	v25.8h, v7.8h, v9.h[2]
	mls	v6.8h, v26.8h, v11.h[7]
	mls	v27.8h, v6.8h, v10.h[0]
	mls	v22.16b, v2.16b, v10.16b
	mls	v4.16b, v5.16b, v12.16b
	mls	v1.16b, v19.16b, v8.16b
	mls	v27.16b, v8.16b, v8.16b
	mls	v1.2s, v7.2s, v5.2s
	mls	v0.2s, v7.2s, v28.2s
	mls	v27.2s, v16.2s, v22.2s
	mls	v30.2s, v26.2s, v27.2s
	mls	v17.4h, v10.4h, v8.4h
	mls	v12.4h, v21.4h, v7.4h
	mls	v8.4h, v1.4h, v15.4h
	mls	v7.4h, v6.4h, v0.4h
	mls	v4.4s, v23.4s, v9.4s
	mls	v5.4s, v26.4s, v8.4s
	mls	v24.4s, v18.4s, v9.4s
	mls	v18.4s, v15.4s, v26.4s
	mls	v1.8b, v30.8b, v31.8b
	mls	v21.8b, v14.8b, v13.8b
	mls	v28.8b, v19.8b, v3.8b
	mls	v22.8b, v12.8b, v13.8b
	mls	v23.8h, v30.8h, v5.8h
	mls	v26.8h, v24.8h, v22.8h
	mls	v26.8h, v15.8h, v17.8h
	mls	v26.8h, v0.8h, v9.8h
	movi	d18, #0xff0000ff00ff00ff
	movi	d27, #0xff0000ffffffffff
	movi	d31, #0x000000ffffff00
	movi	d18, #0xffff0000ff0000
	movi	v30.16b, #136
	movi	v23.16b, #120
	movi	v25.16b, #255
	movi	v6.16b, #1
	movi	v16.2d, #0x0000ffff000000
	movi	v5.2d, #0xffff00ff00ff0000
	movi	v23.2d, #0xffffff00ff00ff00
	movi	v10.2d, #0xffff000000ffff
	movi	v29.2s, #10, lsl #16
	movi	v10.2s, #0, lsl #24
	movi	v25.2s, #161, lsl #24
	movi	v1.2s, #62
	movi	v26.2s, #204, msl #8
	movi	v6.2s, #0, msl #8
	movi	v20.2s, #1, msl #16
	movi	v5.2s, #255, msl #16
	movi	v26.4h, #118
	movi	v21.4h, #127, lsl #8
	movi	v17.4h, #0, lsl #8
	movi	v5.4h, #18
	movi	v31.4s, #255
	movi	v7.4s, #72, lsl #8
	movi	v9.4s, #12, lsl #24
	movi	v5.4s, #165
	movi	v4.4s, #118, msl #8
	movi	v10.4s, #113, msl #8
	movi	v27.4s, #0, msl #8
	movi	v17.4s, #0, msl #8
	movi	v2.8b, #45
	movi	v13.8b, #154
	movi	v20.8b, #207
	movi	v14.8b, #0
	movi	v12.8h, #138, lsl #8
	movi	v14.8h, #255
	movi	v8.8h, #1
	movi	v17.8h, #177, lsl #8
	movk	w2, #21352, lsl #16
	movk	w14, #62903, lsl #16
	movk	w10, #0
	movk	w0, #39100
	movk	x21, #2471, lsl #32
	movk	x20, #6482, lsl #32
	movk	x4, #53247, lsl #32
	movk	x1, #19329, lsl #16
	mov	w9, #-2092040193
	mov	w13, #-2
	mov	w24, #-254
	mov	w30, #-9501
	mov	x11, #-12404
	mov	x27, #-2
	mov	x2, #-281470681743361
	mov	x15, #-38478
	mov	w16, #775553024
	mov	w12, #-65536
	mov	w28, #1932787712
	mov	w7, #65536
	movz	x21, #0, lsl #48
	mov	x26, #277953103527936
	mov	x24, #281470681743360
	mov	x22, #202637312
	mrs	x18, S3_2_C11_C5_2
	mrs	x12, DBGWVR11_EL1
	mrs	x1, S2_7_C15_C3_7
	mrs	x23, ICC_AP0R1_EL1
	msr	S3_6_C15_C10_0, x18
	msr	TRCACATR11, x19
	msr	S2_2_C15_C3_7, x3
	msr	TRCRSCTLR22, x8
	msr	PM, #1
	msr	PM, #0
	msr	PM, #1
	msr	PM, #0
	msr	DAIFSet, #3
	msr	DAIFClr, #0
	msr	SPSel, #8
	msr	DAIFClr, #1
	mneg	w15, w13, w30
	msub	w10, w17, w7, w1
	msub	w24, w14, w17, w19
	msub	w21, w28, w13, w8
	mneg	x25, x30, x0
	msub	x4, x9, x21, x13
	mneg	x6, x13, x7
	mneg	x24, x22, xzr
	mul	v28.2s, v4.2s, v14.s[0]
	mul	v25.2s, v0.2s, v1.s[2]
	mul	v8.2s, v0.2s, v24.s[1]
	mul	v11.2s, v1.2s, v16.s[1]
	mul	v23.4h, v5.4h, v12.h[1]
	mul	v2.4h, v28.4h, v1.h[4]
	mul	v19.4h, v31.4h, v12.h[0]
	mul	v14.4h, v20.4h, v15.h[6]
	mul	v20.4s, v2.4s, v3.s[1]
	mul	v27.4s, v19.4s, v8.s[3]
	mul	v13.4s, v10.4s, v28.s[0]
	mul	v22.4s, v15.4s, v19.s[0]
	mul	v24.8h, v9.8h, v7.h[6]
	mul	v31.8h, v23.8h, v1.h[1]
	mul	v6.8h, v12.8h, v8.h[6]
	mul	v7.8h, v10.8h, v4.h[1]
	mul	v15.16b, v12.16b, v6.16b
	mul	v20.16b, v10.16b, v24.16b
	mul	v26.16b, v7.16b, v2.16b
	mul	v12.16b, v30.16b, v21.16b
	mul	v25.2s, v14.2s, v4.2s
	mul	v22.2s, v0.2s, v7.2s
	mul	v1.2s, v0.2s, v25.2s
	mul	v9.2s, v25.2s, v3.2s
	mul	v28.4h, v10.4h, v28.4h
	mul	v11.4h, v0.4h, v16.4h
	mul	v9.4h, v9.4h, v11.4h
	mul	v24.4h, v16.4h, v10.4h
	mul	v6.4s, v9.4s, v2.4s
	mul	v3.4s, v1.4s, v24.4s
	mul	v7.4s, v30.4s, v1.4s
	mul	v2.4s, v4.4s, v7.4s
	mul	v30.8b, v10.8b, v25.8b
	mul	v28.8b, v10.8b, v25.8b
	mul	v3.8b, v18.8b, v27.8b
	mul	v4.8b, v9.8b, v9.8b
	mul	v0.8h, v18.8h, v31.8h
	mul	v1.8h, v2.8h, v14.8h
	mul	v22.8h, v25.8h, v25.8h
	mul	v31.8h, v30.8h, v27.8h
	mvni	v25.2s, #200
	mvni	v0.2s, #3, lsl #24
	mvni	v23.2s, #255, lsl #24
	mvni	v21.2s, #222
	mvni	v31.2s, #1, msl #8
	mvni	v11.2s, #0, msl #8
	mvni	v16.2s, #0, msl #16
	mvni	v21.2s, #77, msl #8
	mvni	v28.4h, #150
	mvni	v4.4h, #79
	mvni	v0.4h, #86
	mvni	v19.4h, #0
	mvni	v0.4s, #128, lsl #24
	mvni	v19.4s, #224, lsl #24
	mvni	v14.4s, #42
	mvni	v4.4s, #60, lsl #24
	mvni	v30.4s, #144, msl #16
	mvni	v22.4s, #255, msl #8
	mvni	v25.4s, #0, msl #8
	mvni	v21.4s, #1, msl #16
	mvni	v7.8h, #40, lsl #8
	mvni	v30.8h, #8, lsl #8
	mvni	v26.8h, #255
	mvni	v7.8h, #254
	neg	d8, d25
	neg	d28, d10
	neg	d4, d13
	neg	d29, d13
	neg	v7.16b, v9.16b
	neg	v25.16b, v16.16b
	neg	v29.16b, v13.16b
	neg	v3.16b, v24.16b
	neg	v5.2d, v15.2d
	neg	v1.2d, v29.2d
	neg	v22.2d, v30.2d
	neg	v19.2d, v27.2d
	neg	v7.2s, v13.2s
	neg	v24.2s, v11.2s
	neg	v29.2s, v28.2s
	neg	v4.2s, v13.2s
	neg	v15.4h, v3.4h
	neg	v28.4h, v15.4h
	neg	v5.4h, v28.4h
	neg	v0.4h, v6.4h
	neg	v18.4s, v31.4s
	neg	v24.4s, v29.4s
	neg	v17.4s, v8.4s
	neg	v20.4s, v15.4s
	neg	v24.8b, v12.8b
	neg	v11.8b, v0.8b
	neg	v4.8b, v5.8b
	neg	v17.8b, v1.8b
	neg	v29.8h, v30.8h
	neg	v23.8h, v10.8h
	neg	v22.8h, v1.8h
	neg	v8.8h, v23.8h
	mvn	v31.16b, v17.16b
	mvn	v15.16b, v11.16b
	mvn	v15.16b, v27.16b
	mvn	v15.16b, v2.16b
	mvn	v8.8b, v17.8b
	mvn	v5.8b, v23.8b
	mvn	v10.8b, v1.8b
	mvn	v19.8b, v1.8b
	orn	w5, w29, w27
	orn	w3, w9, wzr, ror #23
	orn	w1, w17, w0, asr #6
	mvn	w18, w19, ror #24
	orn	x23, x14, x2, lsr #20
	orn	x23, x30, x7, asr #3
	orn	x10, x30, x0, asr #0
	mvn	x23, x1, asr #0
	orn	v26.16b, v7.16b, v12.16b
	orn	v15.16b, v1.16b, v8.16b
	orn	v25.16b, v19.16b, v21.16b
	orn	v28.16b, v15.16b, v13.16b
	orn	v21.8b, v14.8b, v17.8b
	orn	v26.8b, v0.8b, v18.8b
	orn	v1.8b, v2.8b, v23.8b
	orn	v29.8b, v29.8b, v16.8b
	mov	w2, #-1431655766
	mov	w28, #1431655765
	orr	w21, w29, #0xfe03fe03
	orr	w27, w13, #0x1
	orr	w9, w7, w25, asr #14
	mov	w25, w24
	orr	w0, w21, w21, asr #10
	mov	w20, w14
	orr	x27, x16, #0x3ffffc0000000
	mov	x24, #140737488355326
	orr	x11, x9, #0x5555555555555555
	orr	x0, x0, #0xfe00007ffe00007f
	orr	x16, x30, x18, lsl #35
	orr	x21, x12, x26, ror #10
	orr	xzr, x24, x26, lsl #39
	orr	x1, x18, x1, lsr #28
	orr	v28.2s, #69, lsl #8
	orr	v17.2s, #117, lsl #24
	orr	v27.2s, #175
	orr	v12.2s, #7
	orr	v20.4h, #35
	orr	v14.4h, #0
	orr	v20.4h, #134
	orr	v14.4h, #199, lsl #8
	orr	v1.4s, #18, lsl #16
	orr	v3.4s, #244, lsl #24
	orr	v10.4s, #0, lsl #8
	orr	v7.4s, #132
	orr	v23.8h, #0, lsl #8
	orr	v13.8h, #168, lsl #8
	orr	v11.8h, #209
	orr	v25.8h, #26, lsl #8
	orr	v31.16b, v26.16b, v13.16b
	orr	v6.16b, v5.16b, v4.16b
	mov	v22.16b, v29.16b
	mov	v24.16b, v13.16b
	orr	v30.8b, v8.8b, v5.8b
	mov	v14.8b, v9.8b
	orr	v10.8b, v9.8b, v7.8b
	orr	v3.8b, v8.8b, v16.8b
	pmull	v16.8h, v28.8b, v22.8b
	pmull	v20.8h, v3.8b, v9.8b
	pmull	v19.8h, v2.8b, v29.8b
	pmull	v25.8h, v12.8b, v12.8b
	pmull2	v4.8h, v21.16b, v5.16b
	pmull2	v31.8h, v22.16b, v13.16b
	pmull2	v23.8h, v19.16b, v1.16b
	pmull2	v5.8h, v2.16b, v5.16b
	pmul	v31.16b, v7.16b, v11.16b
	pmul	v5.16b, v6.16b, v1.16b
	pmul	v5.16b, v26.16b, v24.16b
	pmul	v0.16b, v22.16b, v7.16b
	pmul	v17.8b, v20.8b, v20.8b
	pmul	v10.8b, v22.8b, v6.8b
	pmul	v7.8b, v29.8b, v23.8b
	pmul	v17.8b, v12.8b, v10.8b
	prfm	pldl3keep, #566752
	prfm	#29, #-507276
	prfm	plil1keep, #672204
	prfm	pldl2strm, #-4
	prfm	pstl2strm, [x0, w19, sxtw]
	prfm	pldl3strm, [x14, w5, uxtw]
	prfm	pstl1strm, [x6, w26, sxtw]
	prfm	pldl1strm, [x3, w18, sxtw]
	prfm	pldl1strm, [x17, x27, sxtx]
	prfm	pldl2strm, [x20, x17, sxtx]
	prfm	pldl1keep, [x9, x3, sxtx #3]
	prfm	pldl1keep, [x7, x6, sxtx #3]
	prfm	pstl3strm, [x29, #11080]
	prfm	pldl1keep, [x26]
	prfm	pldl1keep, [sp, #6136]
	prfm	pstl3strm, [x16, #2272]
	prfum	plil3keep, [x8, #-179]
	prfum	plil3strm, [x23]
	prfum	#14, [x5, #-136]
	prfum	pldl2strm, [x23, #235]
	raddhn	v6.2s, v1.2d, v31.2d
	raddhn	v0.2s, v18.2d, v11.2d
	raddhn	v29.2s, v21.2d, v16.2d
	raddhn	v28.2s, v15.2d, v2.2d
	raddhn2	v31.4s, v8.2d, v11.2d
	raddhn2	v7.4s, v13.2d, v18.2d
	raddhn2	v14.4s, v1.2d, v23.2d
	raddhn2	v24.4s, v7.2d, v12.2d
	raddhn	v10.4h, v14.4s, v15.4s
	raddhn	v18.4h, v28.4s, v9.4s
	raddhn	v0.4h, v0.4s, v25.4s
	raddhn	v10.4h, v12.4s, v2.4s
	raddhn2	v17.8h, v30.4s, v2.4s
	raddhn2	v4.8h, v29.4s, v26.4s
	raddhn2	v29.8h, v29.4s, v5.4s
	raddhn2	v25.8h, v25.4s, v27.4s
	raddhn	v17.8b, v14.8h, v15.8h
	raddhn	v1.8b, v31.8h, v28.8h
	raddhn	v22.8b, v26.8h, v20.8h
	raddhn	v21.8b, v20.8h, v28.8h
	raddhn2	v23.16b, v20.8h, v27.8h
	raddhn2	v25.16b, v28.8h, v20.8h
	raddhn2	v14.16b, v2.8h, v21.8h
	raddhn2	v30.16b, v10.8h, v19.8h
	rbit	w0, w3
	rbit	w28, w29
	rbit	w4, w13
	rbit	w19, w0
	rbit	xzr, x0
	rbit	x19, x24
	rbit	xzr, x23
	rbit	x17, x18
	rbit	v22.16b, v2.16b
	rbit	v13.16b, v18.16b
	rbit	v14.16b, v26.16b
	rbit	v8.16b, v30.16b
	rbit	v24.8b, v1.8b
	rbit	v27.8b, v31.8b
	rbit	v0.8b, v0.8b
	rbit	v29.8b, v21.8b
	ret
	ret
	ret	x1
	ret	x8
	rev16	w5, w25
	rev16	w15, w23
	rev16	w27, w1
	rev16	w11, w5
	rev16	x16, x11
	rev16	x6, x2
	rev16	x5, x11
	rev16	x22, x2
	rev16	v24.16b, v29.16b
	rev16	v13.16b, v26.16b
	rev16	v24.16b, v31.16b
	rev16	v31.16b, v15.16b
	rev16	v27.8b, v17.8b
	rev16	v15.8b, v29.8b
	rev16	v21.8b, v19.8b
	rev16	v1.8b, v9.8b
	rev32	x11, x3
	rev32	x4, x27
	rev32	x17, x9
	rev32	x29, x0
	rev32	v20.16b, v21.16b
	rev32	v8.16b, v29.16b
	rev32	v30.16b, v20.16b
	rev32	v26.16b, v22.16b
	rev32	v27.4h, v25.4h
	rev32	v31.4h, v4.4h
	rev32	v20.4h, v28.4h
	rev32	v16.4h, v28.4h
	rev32	v4.8b, v12.8b
	rev32	v11.8b, v27.8b
	rev32	v10.8b, v15.8b
	rev32	v3.8b, v5.8b
	rev32	v1.8h, v19.8h
	rev32	v13.8h, v17.8h
	rev32	v9.8h, v22.8h
	rev32	v24.8h, v17.8h
	rev64	v7.16b, v13.16b
	rev64	v10.16b, v18.16b
	rev64	v24.16b, v21.16b
	rev64	v10.16b, v6.16b
	rev64	v12.2s, v18.2s
	rev64	v19.2s, v10.2s
	rev64	v1.2s, v27.2s
	rev64	v8.2s, v15.2s
	rev64	v17.4h, v19.4h
	rev64	v15.4h, v0.4h
	rev64	v11.4h, v29.4h
	rev64	v20.4h, v19.4h
	rev64	v4.4s, v7.4s
	rev64	v5.4s, v13.4s
	rev64	v27.4s, v20.4s
	rev64	v30.4s, v26.4s
	rev64	v29.8b, v14.8b
	rev64	v2.8b, v13.8b
	rev64	v30.8b, v24.8b
	rev64	v24.8b, v12.8b
	rev64	v22.8h, v0.8h
	rev64	v5.8h, v27.8h
	rev64	v19.8h, v10.8h
	rev64	v3.8h, v10.8h
	rev	w24, w18
	rev	w25, w9
	rev	w21, w9
	rev	w19, w17
	rev	x24, x28
	rev	x3, x19
	rev	x6, x20
	rev	x29, x28
	ror	w18, w19, w22
	ror	w10, w0, w3
	ror	w3, w26, w24
	ror	w26, w10, w8
	ror	x15, x10, x27
	ror	x30, xzr, x0
	ror	x1, x26, x23
	ror	x5, x24, x29
	rprfm	pstkeep, x27, [x6]
	rprfm	pstkeep, x24, [x2]
	rprfm	pststrm, x9, [x30]
	rprfm	pststrm, x10, [sp]
	rshrn	v5.2s, v10.2d, #1
	rshrn	v12.2s, v25.2d, #4
	rshrn	v17.2s, v22.2d, #15
	rshrn	v3.2s, v2.2d, #1
	rshrn2	v24.4s, v30.2d, #1
	rshrn2	v18.4s, v24.2d, #10
	rshrn2	v24.4s, v6.2d, #23
	rshrn2	v5.4s, v2.2d, #13
	rshrn	v2.4h, v13.4s, #11
	rshrn	v28.4h, v8.4s, #9
	rshrn	v13.4h, v8.4s, #3
	rshrn	v17.4h, v23.4s, #9
	rshrn2	v12.8h, v5.4s, #2
	rshrn2	v22.8h, v29.4s, #1
	rshrn2	v20.8h, v5.4s, #1
	rshrn2	v2.8h, v24.4s, #1
	rshrn	v29.8b, v21.8h, #6
	rshrn	v2.8b, v26.8h, #7
	rshrn	v28.8b, v4.8h, #2
	rshrn	v17.8b, v14.8h, #3
	rshrn2	v2.16b, v29.8h, #4
	rshrn2	v10.16b, v20.8h, #5
	rshrn2	v23.16b, v27.8h, #2
	rshrn2	v14.16b, v15.8h, #4
	rsubhn	v6.2s, v31.2d, v5.2d
	rsubhn	v4.2s, v11.2d, v12.2d
	rsubhn	v20.2s, v1.2d, v14.2d
	rsubhn	v30.2s, v26.2d, v18.2d
	rsubhn2	v12.4s, v23.2d, v31.2d
	rsubhn2	v6.4s, v12.2d, v23.2d
	rsubhn2	v5.4s, v13.2d, v24.2d
	rsubhn2	v20.4s, v23.2d, v15.2d
	rsubhn	v28.4h, v30.4s, v21.4s
	rsubhn	v5.4h, v5.4s, v24.4s
	rsubhn	v22.4h, v14.4s, v0.4s
	rsubhn	v27.4h, v28.4s, v8.4s
	rsubhn2	v29.8h, v2.4s, v29.4s
	rsubhn2	v12.8h, v30.4s, v27.4s
	rsubhn2	v26.8h, v9.4s, v14.4s
	rsubhn2	v22.8h, v31.4s, v4.4s
	rsubhn	v20.8b, v27.8h, v23.8h
	rsubhn	v13.8b, v2.8h, v29.8h
	rsubhn	v20.8b, v7.8h, v26.8h
	rsubhn	v20.8b, v11.8h, v23.8h
	rsubhn2	v15.16b, v20.8h, v25.8h
	rsubhn2	v28.16b, v4.8h, v11.8h
	rsubhn2	v5.16b, v28.8h, v25.8h
	rsubhn2	v6.16b, v18.8h, v10.8h
	sabal	v31.2d, v13.2s, v21.2s
	sabal	v9.2d, v26.2s, v29.2s
	sabal	v31.2d, v4.2s, v7.2s
	sabal	v26.2d, v13.2s, v26.2s
	sabal2	v25.2d, v1.4s, v29.4s
	sabal2	v12.2d, v6.4s, v12.4s
	sabal2	v8.2d, v1.4s, v17.4s
	sabal2	v24.2d, v14.4s, v29.4s
	sabal	v19.4s, v23.4h, v23.4h
	sabal	v18.4s, v19.4h, v28.4h
	sabal	v12.4s, v15.4h, v0.4h
	sabal	v8.4s, v23.4h, v14.4h
	sabal2	v30.4s, v30.8h, v10.8h
	sabal2	v5.4s, v0.8h, v27.8h
	sabal2	v13.4s, v11.8h, v20.8h
	sabal2	v4.4s, v1.8h, v8.8h
	sabal	v27.8h, v13.8b, v17.8b
	sabal	v23.8h, v27.8b, v22.8b
	sabal	v4.8h, v7.8b, v1.8b
	sabal	v1.8h, v15.8b, v2.8b
	sabal2	v5.8h, v0.16b, v10.16b
	sabal2	v0.8h, v30.16b, v18.16b
	sabal2	v2.8h, v2.16b, v2.16b
	sabal2	v16.8h, v10.16b, v31.16b
	saba	v1.16b, v18.16b, v19.16b
	saba	v17.16b, v16.16b, v3.16b
	saba	v14.16b, v20.16b, v2.16b
	saba	v24.16b, v9.16b, v14.16b
	saba	v31.2s, v7.2s, v21.2s
	saba	v19.2s, v26.2s, v10.2s
	saba	v17.2s, v23.2s, v16.2s
	saba	v2.2s, v20.2s, v1.2s
	saba	v0.4h, v23.4h, v11.4h
	saba	v8.4h, v17.4h, v20.4h
	saba	v27.4h, v20.4h, v31.4h
	saba	v13.4h, v23.4h, v31.4h
	saba	v5.4s, v22.4s, v11.4s
	saba	v19.4s, v21.4s, v28.4s
	saba	v26.4s, v15.4s, v26.4s
	saba	v26.4s, v2.4s, v11.4s
	saba	v28.8b, v3.8b, v30.8b
	saba	v17.8b, v16.8b, v15.8b
	saba	v0.8b, v10.8b, v14.8b
	saba	v20.8b, v15.8b, v6.8b
	saba	v0.8h, v7.8h, v20.8h
	saba	v1.8h, v26.8h, v31.8h
	saba	v8.8h, v13.8h, v21.8h
	saba	v4.8h, v6.8h, v27.8h
	sabdl	v0.2d, v8.2s, v5.2s
	sabdl	v18.2d, v16.2s, v25.2s
	sabdl	v2.2d, v9.2s, v7.2s
	sabdl	v17.2d, v3.2s, v22.2s
	sabdl2	v0.2d, v25.4s, v27.4s
	sabdl2	v6.2d, v10.4s, v31.4s
	sabdl2	v2.2d, v7.4s, v10.4s
	sabdl2	v28.2d, v31.4s, v21.4s
	sabdl	v28.4s, v15.4h, v27.4h
	sabdl	v15.4s, v1.4h, v1.4h
	sabdl	v5.4s, v1.4h, v10.4h
	sabdl	v21.4s, v17.4h, v15.4h
	sabdl2	v4.4s, v24.8h, v11.8h
	sabdl2	v26.4s, v25.8h, v1.8h
	sabdl2	v6.4s, v23.8h, v10.8h
	sabdl2	v31.4s, v17.8h, v31.8h
	sabdl	v21.8h, v4.8b, v30.8b
	sabdl	v5.8h, v27.8b, v22.8b
	sabdl	v1.8h, v26.8b, v12.8b
	sabdl	v25.8h, v4.8b, v2.8b
	sabdl2	v8.8h, v21.16b, v14.16b
	sabdl2	v1.8h, v12.16b, v19.16b
	sabdl2	v18.8h, v20.16b, v20.16b
	sabdl2	v9.8h, v20.16b, v17.16b
	sabd	v16.16b, v24.16b, v3.16b
	sabd	v4.16b, v30.16b, v0.16b
	sabd	v30.16b, v29.16b, v30.16b
	sabd	v10.16b, v23.16b, v19.16b
	sabd	v7.2s, v25.2s, v11.2s
	sabd	v1.2s, v26.2s, v29.2s
	sabd	v9.2s, v28.2s, v31.2s
	sabd	v4.2s, v16.2s, v22.2s
	sabd	v11.4h, v29.4h, v13.4h
	sabd	v12.4h, v22.4h, v2.4h
	sabd	v10.4h, v2.4h, v0.4h
	sabd	v8.4h, v12.4h, v22.4h
	sabd	v10.4s, v18.4s, v24.4s
	sabd	v29.4s, v22.4s, v31.4s
	sabd	v5.4s, v18.4s, v24.4s
	sabd	v22.4s, v19.4s, v27.4s
	sabd	v14.8b, v4.8b, v3.8b
	sabd	v29.8b, v8.8b, v14.8b
	sabd	v13.8b, v19.8b, v2.8b
	sabd	v15.8b, v16.8b, v6.8b
	sabd	v29.8h, v10.8h, v5.8h
	sabd	v1.8h, v1.8h, v22.8h
	sabd	v3.8h, v31.8h, v6.8h
	sabd	v18.8h, v15.8h, v17.8h
	sadalp	v16.1d, v21.2s
	sadalp	v22.1d, v9.2s
	sadalp	v27.1d, v22.2s
	sadalp	v21.1d, v20.2s
	sadalp	v7.2d, v8.4s
	sadalp	v0.2d, v22.4s
	sadalp	v12.2d, v16.4s
	sadalp	v23.2d, v27.4s
	sadalp	v16.2s, v12.4h
	sadalp	v29.2s, v7.4h
	sadalp	v6.2s, v20.4h
	sadalp	v9.2s, v0.4h
	sadalp	v19.4h, v2.8b
	sadalp	v8.4h, v3.8b
	sadalp	v27.4h, v22.8b
	sadalp	v20.4h, v20.8b
	sadalp	v29.4s, v26.8h
	sadalp	v8.4s, v28.8h
	sadalp	v22.4s, v0.8h
	sadalp	v23.4s, v28.8h
	sadalp	v14.8h, v13.16b
	sadalp	v8.8h, v31.16b
	sadalp	v12.8h, v29.16b
	sadalp	v6.8h, v14.16b
	saddlp	v17.1d, v25.2s
	saddlp	v12.1d, v15.2s
	saddlp	v8.1d, v16.2s
	saddlp	v1.1d, v25.2s
	saddlp	v1.2d, v10.4s
	saddlp	v5.2d, v12.4s
	saddlp	v14.2d, v15.4s
	saddlp	v19.2d, v14.4s
	saddlp	v4.2s, v5.4h
	saddlp	v6.2s, v11.4h
	saddlp	v4.2s, v21.4h
	saddlp	v26.2s, v31.4h
	saddlp	v7.4h, v10.8b
	saddlp	v4.4h, v0.8b
	saddlp	v14.4h, v6.8b
	saddlp	v14.4h, v4.8b
	saddlp	v30.4s, v25.8h
	saddlp	v8.4s, v20.8h
	saddlp	v28.4s, v23.8h
	saddlp	v18.4s, v6.8h
	saddlp	v17.8h, v9.16b
	saddlp	v2.8h, v26.16b
	saddlp	v16.8h, v5.16b
	saddlp	v26.8h, v8.16b
	saddlv	h20, v4.16b
	saddlv	h26, v31.16b
	saddlv	h0, v19.16b
	saddlv	h4, v21.16b
	saddlv	s27, v27.4h
	saddlv	s5, v11.4h
	saddlv	s25, v27.4h
	saddlv	s23, v0.4h
	saddlv	d14, v23.4s
	saddlv	d18, v4.4s
	saddlv	d12, v10.4s
	saddlv	d22, v1.4s
	saddlv	h21, v7.8b
	saddlv	h12, v6.8b
	saddlv	h6, v3.8b
	saddlv	h2, v22.8b
	saddlv	s5, v22.8h
	saddlv	s5, v31.8h
	saddlv	s16, v26.8h
	saddlv	s22, v5.8h
	saddl	v24.2d, v25.2s, v12.2s
	saddl	v27.2d, v2.2s, v27.2s
	saddl	v16.2d, v25.2s, v17.2s
	saddl	v7.2d, v17.2s, v10.2s
	saddl2	v24.2d, v23.4s, v23.4s
	saddl2	v24.2d, v23.4s, v31.4s
	saddl2	v27.2d, v7.4s, v19.4s
	saddl2	v28.2d, v20.4s, v12.4s
	saddl	v20.4s, v8.4h, v29.4h
	saddl	v26.4s, v28.4h, v28.4h
	saddl	v16.4s, v21.4h, v0.4h
	saddl	v20.4s, v25.4h, v22.4h
	saddl2	v13.4s, v3.8h, v3.8h
	saddl2	v27.4s, v19.8h, v31.8h
	saddl2	v18.4s, v27.8h, v9.8h
	saddl2	v25.4s, v21.8h, v16.8h
	saddl	v29.8h, v7.8b, v21.8b
	saddl	v20.8h, v16.8b, v1.8b
	saddl	v25.8h, v12.8b, v4.8b
	saddl	v22.8h, v13.8b, v1.8b
	saddl2	v11.8h, v26.16b, v21.16b
	saddl2	v19.8h, v20.16b, v17.16b
	saddl2	v0.8h, v30.16b, v26.16b
	saddl2	v3.8h, v23.16b, v18.16b
	saddw	v19.2d, v30.2d, v6.2s
	saddw	v12.2d, v6.2d, v22.2s
	saddw	v11.2d, v5.2d, v15.2s
	saddw	v26.2d, v4.2d, v19.2s
	saddw2	v28.2d, v1.2d, v18.4s
	saddw2	v19.2d, v18.2d, v15.4s
	saddw2	v10.2d, v15.2d, v23.4s
	saddw2	v31.2d, v19.2d, v13.4s
	saddw	v28.4s, v5.4s, v8.4h
	saddw	v13.4s, v9.4s, v24.4h
	saddw	v15.4s, v17.4s, v15.4h
	saddw	v3.4s, v14.4s, v12.4h
	saddw2	v10.4s, v0.4s, v11.8h
	saddw2	v14.4s, v10.4s, v2.8h
	saddw2	v3.4s, v9.4s, v0.8h
	saddw2	v30.4s, v8.4s, v2.8h
	saddw	v14.8h, v8.8h, v15.8b
	saddw	v23.8h, v31.8h, v12.8b
	saddw	v10.8h, v4.8h, v26.8b
	saddw	v6.8h, v10.8h, v25.8b
	saddw2	v27.8h, v19.8h, v3.16b
	saddw2	v1.8h, v12.8h, v19.16b
	saddw2	v16.8h, v21.8h, v8.16b
	saddw2	v5.8h, v6.8h, v26.16b
	sbcs	w21, w17, w20
	sbcs	w26, w15, w25
	sbcs	w11, w2, w26
	sbcs	w26, w6, w29
	sbcs	x18, x26, x21
	sbcs	x28, x24, x19
	sbcs	x21, x21, x30
	sbcs	x12, x18, x23
	sbc	w14, w19, w5
	ngc	w27, w25
	ngc	w10, w27
	sbc	w4, w11, w18
	ngc	x12, x16
	sbc	x4, x28, x1
	ngc	x24, x21
	sbc	x18, x12, x16
	sbfx	w18, w26, #26, #5
	sbfiz	wzr, w9, #28, #1
	sbfx	w12, w18, #0, #2
	sbfiz	w13, w23, #1, #8
	sbfx	x22, x15, #8, #40
	sbfiz	x21, x8, #1, #51
	sbfx	x24, x12, #12, #38
	sbfiz	x18, x22, #7, #41
	scvtf	d9, w25
	scvtf	d31, w5
	scvtf	d5, w16
	scvtf	d14, w5
	scvtf	d0, w14, #23
	scvtf	d10, w3, #25
	scvtf	d6, w24, #1
	scvtf	d15, w3, #15
	scvtf	s17, w3
	scvtf	s14, w9
	scvtf	s3, w13
	scvtf	s3, w13
	scvtf	s22, w10, #10
	scvtf	s9, w30, #1
	scvtf	s1, w5, #32
	scvtf	s22, w30, #1
	scvtf	d1, x30
	scvtf	d7, x0
	scvtf	d31, x1
	scvtf	d28, x22
	scvtf	d6, x7, #64
	scvtf	d25, x12, #8
	scvtf	d14, x16, #56
	scvtf	d20, x0, #16
	scvtf	s2, x1
	scvtf	s7, x25
	scvtf	s23, x23
	scvtf	s23, x16
	scvtf	s29, x5, #47
	scvtf	s15, x19, #8
	scvtf	s23, x0, #30
	scvtf	s31, x25, #38
	scvtf	d5, d18, #63
	scvtf	d13, d9, #58
	scvtf	d7, d5, #1
	scvtf	d13, d17, #64
	scvtf	s16, s13, #21
	scvtf	s10, s26, #29
	scvtf	s20, s14, #1
	scvtf	s0, s24, #20
	scvtf	v9.2d, v4.2d, #3
	scvtf	v18.2d, v11.2d, #35
	scvtf	v6.2d, v19.2d, #32
	scvtf	v4.2d, v24.2d, #42
	scvtf	v3.2s, v30.2s, #4
	scvtf	v7.2s, v4.2s, #12
	scvtf	v13.2s, v13.2s, #31
	scvtf	v1.2s, v10.2s, #1
	scvtf	v10.4s, v11.4s, #17
	scvtf	v2.4s, v15.4s, #1
	scvtf	v15.4s, v31.4s, #22
	scvtf	v23.4s, v30.4s, #2
	scvtf	d23, d8
	scvtf	d17, d27
	scvtf	d28, d7
	scvtf	d23, d3
	scvtf	s15, s25
	scvtf	s2, s12
	scvtf	s25, s14
	scvtf	s31, s5
	scvtf	v14.2d, v21.2d
	scvtf	v15.2d, v1.2d
	scvtf	v5.2d, v6.2d
	scvtf	v2.2d, v6.2d
	scvtf	v9.2s, v22.2s
	scvtf	v30.2s, v24.2s
	scvtf	v14.2s, v26.2s
	scvtf	v20.2s, v23.2s
	scvtf	v1.4s, v28.4s
	scvtf	v25.4s, v20.4s
	scvtf	v21.4s, v16.4s
	scvtf	v19.4s, v1.4s
	sdiv	w26, w6, w5
	sdiv	w20, w0, w5
	sdiv	w23, w21, w14
	sdiv	w1, w25, w18
	sdiv	x27, x8, x26
	sdiv	x2, x5, x29
	sdiv	x8, x29, x26
	sdiv	x8, x23, x10
	shadd	v10.16b, v22.16b, v12.16b
	shadd	v20.16b, v13.16b, v8.16b
	shadd	v18.16b, v7.16b, v6.16b
	shadd	v22.16b, v3.16b, v22.16b
	shadd	v9.2s, v15.2s, v14.2s
	shadd	v6.2s, v15.2s, v24.2s
	shadd	v4.2s, v6.2s, v4.2s
	shadd	v15.2s, v13.2s, v22.2s
	shadd	v21.4h, v18.4h, v25.4h
	shadd	v0.4h, v15.4h, v2.4h
	shadd	v0.4h, v11.4h, v0.4h
	shadd	v22.4h, v8.4h, v26.4h
	shadd	v10.4s, v12.4s, v29.4s
	shadd	v8.4s, v14.4s, v17.4s
	shadd	v7.4s, v0.4s, v10.4s
	shadd	v15.4s, v7.4s, v5.4s
	shadd	v5.8b, v31.8b, v14.8b
	shadd	v2.8b, v5.8b, v23.8b
	shadd	v3.8b, v22.8b, v19.8b
	shadd	v9.8b, v1.8b, v10.8b
	shadd	v5.8h, v31.8h, v30.8h
	shadd	v27.8h, v12.8h, v16.8h
	shadd	v3.8h, v18.8h, v15.8h
	shadd	v19.8h, v15.8h, v10.8h
	shll	v11.2d, v20.2s, #32
	shll	v10.2d, v29.2s, #32
	shll	v0.2d, v0.2s, #32
	shll	v8.2d, v24.2s, #32
	shll2	v25.2d, v25.4s, #32
	shll2	v9.2d, v5.4s, #32
	shll2	v7.2d, v1.4s, #32
	shll2	v14.2d, v25.4s, #32
	shll	v10.4s, v23.4h, #16
	shll	v31.4s, v13.4h, #16
	shll	v24.4s, v23.4h, #16
	shll	v2.4s, v24.4h, #16
	shll2	v22.4s, v0.8h, #16
	shll2	v11.4s, v12.8h, #16
	shll2	v18.4s, v9.8h, #16
	shll2	v31.4s, v14.8h, #16
	shll	v3.8h, v14.8b, #8
	shll	v6.8h, v18.8b, #8
	shll	v20.8h, v11.8b, #8
	shll	v24.8h, v29.8b, #8
	shll2	v31.8h, v20.16b, #8
	shll2	v16.8h, v14.16b, #8
	shll2	v11.8h, v3.16b, #8
	shll2	v23.8h, v15.16b, #8
	shl	d21, d28, #0
	shl	d25, d1, #41
	shl	d24, d13, #63
	shl	d8, d25, #28
	shl	v19.16b, v27.16b, #7
	shl	v1.16b, v0.16b, #0
	shl	v8.16b, v30.16b, #0
	shl	v27.16b, v13.16b, #5
	shl	v24.2d, v3.2d, #38
	shl	v4.2d, v29.2d, #47
	shl	v22.2d, v6.2d, #61
	shl	v11.2d, v5.2d, #9
	shl	v18.2s, v24.2s, #16
	shl	v0.2s, v2.2s, #18
	shl	v9.2s, v20.2s, #17
	shl	v3.2s, v12.2s, #0
	shl	v10.4h, v6.4h, #7
	shl	v22.4h, v14.4h, #10
	shl	v26.4h, v2.4h, #11
	shl	v2.4h, v28.4h, #0
	shl	v15.4s, v9.4s, #1
	shl	v3.4s, v30.4s, #19
	shl	v23.4s, v26.4s, #13
	shl	v6.4s, v27.4s, #0
	shl	v24.8b, v17.8b, #6
	shl	v31.8b, v21.8b, #1
	shl	v16.8b, v13.8b, #4
	shl	v28.8b, v5.8b, #0
	shl	v26.8h, v14.8h, #0
	shl	v21.8h, v18.8h, #6
	shl	v31.8h, v21.8h, #15
	shl	v0.8h, v24.8h, #13
	shrn	v29.2s, v1.2d, #21
	shrn	v8.2s, v24.2d, #19
	shrn	v26.2s, v26.2d, #16
	shrn	v13.2s, v27.2d, #22
	shrn2	v5.4s, v19.2d, #25
	shrn2	v8.4s, v15.2d, #1
	shrn2	v13.4s, v17.2d, #22
	shrn2	v19.4s, v24.2d, #9
	shrn	v18.4h, v18.4s, #1
	shrn	v3.4h, v25.4s, #7
	shrn	v28.4h, v25.4s, #3
	shrn	v24.4h, v11.4s, #14
	shrn2	v4.8h, v12.4s, #3
	shrn2	v1.8h, v21.4s, #12
	shrn2	v17.8h, v29.4s, #2
	shrn2	v2.8h, v15.4s, #1
	shrn	v6.8b, v6.8h, #8
	shrn	v1.8b, v24.8h, #1
	shrn	v5.8b, v27.8h, #2
	shrn	v26.8b, v29.8h, #3
	shrn2	v29.16b, v30.8h, #8
	shrn2	v24.16b, v31.8h, #2
	shrn2	v12.16b, v28.8h, #1
	shrn2	v7.16b, v26.8h, #3
	shsub	v28.16b, v18.16b, v10.16b
	shsub	v23.16b, v10.16b, v4.16b
	shsub	v17.16b, v26.16b, v31.16b
	shsub	v0.16b, v26.16b, v26.16b
	shsub	v12.2s, v22.2s, v22.2s
	shsub	v24.2s, v28.2s, v15.2s
	shsub	v5.2s, v15.2s, v17.2s
	shsub	v18.2s, v12.2s, v9.2s
	shsub	v23.4h, v1.4h, v19.4h
	shsub	v23.4h, v27.4h, v13.4h
	shsub	v16.4h, v7.4h, v31.4h
	shsub	v4.4h, v23.4h, v18.4h
	shsub	v7.4s, v16.4s, v24.4s
	shsub	v26.4s, v27.4s, v24.4s
	shsub	v0.4s, v4.4s, v8.4s
	shsub	v24.4s, v10.4s, v29.4s
	shsub	v0.8b, v25.8b, v28.8b
	shsub	v3.8b, v18.8b, v4.8b
	shsub	v24.8b, v21.8b, v10.8b
	shsub	v31.8b, v11.8b, v18.8b
	shsub	v10.8h, v4.8h, v20.8h
	shsub	v11.8h, v29.8h, v6.8h
	shsub	v22.8h, v17.8h, v10.8h
	shsub	v31.8h, v10.8h, v17.8h
	sli	d14, d12, #0
	sli	d10, d16, #4
	sli	d15, d10, #19
	sli	d27, d25, #27
	sli	v15.16b, v1.16b, #3
	sli	v3.16b, v26.16b, #7
	sli	v22.16b, v28.16b, #2
	sli	v5.16b, v19.16b, #3
	sli	v9.2d, v19.2d, #25
	sli	v6.2d, v25.2d, #18
	sli	v27.2d, v16.2d, #25
	sli	v28.2d, v2.2d, #44
	sli	v28.2s, v10.2s, #0
	sli	v10.2s, v30.2s, #31
	sli	v28.2s, v3.2s, #27
	sli	v0.2s, v20.2s, #0
	sli	v25.4h, v1.4h, #8
	sli	v15.4h, v1.4h, #4
	sli	v0.4h, v4.4h, #13
	sli	v21.4h, v14.4h, #1
	sli	v4.4s, v19.4s, #10
	sli	v21.4s, v26.4s, #27
	sli	v19.4s, v7.4s, #30
	sli	v28.4s, v6.4s, #13
	sli	v16.8b, v15.8b, #7
	sli	v23.8b, v25.8b, #6
	sli	v4.8b, v11.8b, #7
	sli	v23.8b, v5.8b, #1
	sli	v18.8h, v17.8h, #6
	sli	v10.8h, v19.8h, #4
	sli	v16.8h, v13.8h, #1
	sli	v13.8h, v18.8h, #11
	smull	x21, w14, w27
	smaddl	x14, w8, w2, x27
	smaddl	x19, w9, w4, x0
	smaddl	x13, w19, w8, x4
	smaxp	v18.16b, v7.16b, v31.16b
	smaxp	v29.16b, v16.16b, v20.16b
	smaxp	v6.16b, v27.16b, v12.16b
	smaxp	v25.16b, v17.16b, v7.16b
	smaxp	v22.2s, v20.2s, v0.2s
	smaxp	v18.2s, v27.2s, v13.2s
	smaxp	v14.2s, v19.2s, v26.2s
	smaxp	v18.2s, v22.2s, v14.2s
	smaxp	v22.4h, v7.4h, v25.4h
	smaxp	v19.4h, v30.4h, v27.4h
	smaxp	v21.4h, v20.4h, v26.4h
	smaxp	v28.4h, v29.4h, v8.4h
	smaxp	v25.4s, v5.4s, v15.4s
	smaxp	v11.4s, v3.4s, v7.4s
	smaxp	v11.4s, v21.4s, v19.4s
	smaxp	v7.4s, v8.4s, v3.4s
	smaxp	v16.8b, v25.8b, v16.8b
	smaxp	v29.8b, v3.8b, v0.8b
	smaxp	v23.8b, v8.8b, v4.8b
	smaxp	v17.8b, v9.8b, v1.8b
	smaxp	v12.8h, v10.8h, v31.8h
	smaxp	v13.8h, v13.8h, v14.8h
	smaxp	v1.8h, v1.8h, v22.8h
	smaxp	v14.8h, v19.8h, v23.8h
	smaxv	b30, v30.16b
	smaxv	b8, v8.16b
	smaxv	b25, v19.16b
	smaxv	b13, v18.16b
	smaxv	h7, v15.4h
	smaxv	h16, v23.4h
	smaxv	h27, v5.4h
	smaxv	h18, v21.4h
	smaxv	s23, v17.4s
	smaxv	s0, v0.4s
	smaxv	s10, v2.4s
	smaxv	s30, v10.4s
	smaxv	b14, v12.8b
	smaxv	b14, v12.8b
	smaxv	b10, v23.8b
	smaxv	b28, v25.8b
	smaxv	h4, v13.8h
	smaxv	h17, v6.8h
	smaxv	h29, v18.8h
	smaxv	h19, v25.8h
	smax	v0.16b, v6.16b, v4.16b
	smax	v30.16b, v2.16b, v19.16b
	smax	v16.16b, v14.16b, v20.16b
	smax	v25.16b, v6.16b, v11.16b
	smax	v13.2s, v4.2s, v3.2s
	smax	v13.2s, v6.2s, v30.2s
	smax	v6.2s, v8.2s, v14.2s
	smax	v17.2s, v23.2s, v11.2s
	smax	v17.4h, v19.4h, v29.4h
	smax	v7.4h, v8.4h, v0.4h
	smax	v3.4h, v11.4h, v7.4h
	smax	v29.4h, v19.4h, v16.4h
	smax	v28.4s, v0.4s, v24.4s
	smax	v12.4s, v16.4s, v18.4s
	smax	v25.4s, v0.4s, v23.4s
	smax	v14.4s, v7.4s, v14.4s
	smax	v23.8b, v13.8b, v9.8b
	smax	v16.8b, v22.8b, v19.8b
	smax	v13.8b, v22.8b, v7.8b
	smax	v4.8b, v14.8b, v1.8b
	smax	v9.8h, v18.8h, v23.8h
	smax	v2.8h, v9.8h, v11.8h
	smax	v19.8h, v29.8h, v14.8h
	smax	v31.8h, v27.8h, v27.8h
	smc	#0x7cfa
	smc	#0x885f
	smc	#0x2bf2
	smc	#0x8675
	sminp	v12.16b, v30.16b, v22.16b
	sminp	v7.16b, v13.16b, v26.16b
	sminp	v20.16b, v23.16b, v25.16b
	sminp	v16.16b, v30.16b, v24.16b
	sminp	v29.2s, v1.2s, v22.2s
	sminp	v8.2s, v21.2s, v13.2s
	sminp	v6.2s, v26.2s, v1.2s
	sminp	v2.2s, v19.2s, v20.2s
	sminp	v28.4h, v24.4h, v10.4h
	sminp	v27.4h, v3.4h, v1.4h
	sminp	v3.4h, v2.4h, v30.4h
	sminp	v0.4h, v5.4h, v1.4h
	sminp	v31.4s, v19.4s, v28.4s
	sminp	v10.4s, v25.4s, v29.4s
	sminp	v0.4s, v2.4s, v21.4s
	sminp	v26.4s, v1.4s, v15.4s
	sminp	v7.8b, v17.8b, v24.8b
	sminp	v5.8b, v29.8b, v7.8b
	sminp	v5.8b, v7.8b, v22.8b
	sminp	v24.8b, v9.8b, v26.8b
	sminp	v1.8h, v25.8h, v12.8h
	sminp	v3.8h, v6.8h, v31.8h
	sminp	v25.8h, v31.8h, v23.8h
	sminp	v3.8h, v1.8h, v14.8h
	sminv	b27, v23.16b
	sminv	b8, v17.16b
	sminv	b17, v10.16b
	sminv	b23, v9.16b
	sminv	h12, v23.4h
	sminv	h7, v18.4h
	sminv	h9, v7.4h
	sminv	h21, v5.4h
	sminv	s28, v4.4s
	sminv	s31, v27.4s
	sminv	s30, v9.4s
	sminv	s14, v4.4s
	sminv	b15, v10.8b
	sminv	b1, v21.8b
	sminv	b30, v21.8b
	sminv	b20, v27.8b
	sminv	h18, v1.8h
	sminv	h11, v15.8h
	sminv	h12, v10.8h
	sminv	h3, v24.8h
	smin	v23.16b, v17.16b, v3.16b
	smin	v0.16b, v21.16b, v17.16b
	smin	v5.16b, v4.16b, v22.16b
	smin	v11.16b, v26.16b, v28.16b
	smin	v2.2s, v19.2s, v25.2s
	smin	v12.2s, v13.2s, v27.2s
	smin	v13.2s, v20.2s, v23.2s
	smin	v2.2s, v12.2s, v18.2s
	smin	v24.4h, v20.4h, v1.4h
	smin	v21.4h, v5.4h, v26.4h
	smin	v13.4h, v1.4h, v17.4h
	smin	v19.4h, v3.4h, v2.4h
	smin	v9.4s, v23.4s, v9.4s
	smin	v1.4s, v18.4s, v16.4s
	smin	v24.4s, v2.4s, v9.4s
	smin	v10.4s, v29.4s, v19.4s
	smin	v7.8b, v5.8b, v10.8b
	smin	v30.8b, v5.8b, v7.8b
	smin	v30.8b, v15.8b, v12.8b
	smin	v6.8b, v30.8b, v1.8b
	smin	v17.8h, v0.8h, v16.8h
	smin	v1.8h, v6.8h, v4.8h
	smin	v5.8h, v27.8h, v21.8h
	smin	v27.8h, v19.8h, v0.8h
	smlal	v20.2d, v5.2s, v3.s[3]
	smlal	v12.2d, v9.2s, v13.s[3]
	smlal	v13.2d, v11.2s, v10.s[3]
	smlal	v5.2d, v26.2s, v7.s[1]
	smlal2	v12.2d, v19.4s, v5.s[1]
	smlal2	v17.2d, v8.4s, v27.s[3]
	smlal2	v13.2d, v23.4s, v14.s[0]
	smlal2	v28.2d, v13.4s, v19.s[1]
	smlal	v22.4s, v13.4h, v14.h[4]
	smlal	v17.4s, v2.4h, v9.h[6]
	smlal	v5.4s, v6.4h, v8.h[1]
	smlal	v9.4s, v14.4h, v5.h[1]
	smlal2	v3.4s, v18.8h, v0.h[0]
	smlal2	v20.4s, v0.8h, v6.h[6]
	smlal2	v6.4s, v11.8h, v9.h[6]
	smlal2	v25.4s, v24.8h, v5.h[0]
	smlal	v28.2d, v25.2s, v27.2s
	smlal	v1.2d, v5.2s, v21.2s
	smlal	v20.2d, v24.2s, v19.2s
	smlal	v26.2d, v5.2s, v6.2s
	smlal2	v30.2d, v7.4s, v15.4s
	smlal2	v31.2d, v3.4s, v29.4s
	smlal2	v7.2d, v2.4s, v26.4s
	smlal2	v20.2d, v29.4s, v17.4s
	smlal	v3.4s, v14.4h, v10.4h
	smlal	v30.4s, v7.4h, v3.4h
	smlal	v0.4s, v9.4h, v22.4h
	smlal	v0.4s, v24.4h, v20.4h
	smlal2	v11.4s, v24.8h, v22.8h
	smlal2	v22.4s, v22.8h, v2.8h
	smlal2	v14.4s, v31.8h, v14.8h
	smlal2	v31.4s, v5.8h, v19.8h
	smlal	v23.8h, v18.8b, v1.8b
	smlal	v5.8h, v11.8b, v11.8b
	smlal	v12.8h, v27.8b, v29.8b
	smlal	v20.8h, v8.8b, v7.8b
	smlal2	v21.8h, v12.16b, v4.16b
	smlal2	v12.8h, v7.16b, v30.16b
	smlal2	v14.8h, v5.16b, v14.16b
	smlal2	v0.8h, v15.16b, v24.16b
	smlsl	v14.2d, v11.2s, v4.s[0]
	smlsl	v21.2d, v14.2s, v18.s[0]
	smlsl	v17.2d, v6.2s, v18.s[3]
	smlsl	v4.2d, v29.2s, v7.s[2]
	smlsl2	v28.2d, v0.4s, v26.s[3]
	smlsl2	v7.2d, v2.4s, v23.s[1]
	smlsl2	v13.2d, v10.4s, v13.s[1]
	smlsl2	v17.2d, v26.4s, v30.s[2]
	smlsl	v20.4s, v9.4h, v4.h[7]
	smlsl	v3.4s, v1.4h, v5.h[7]
	smlsl	v7.4s, v3.4h, v7.h[2]
	smlsl	v14.4s, v14.4h, v8.h[5]
	smlsl2	v10.4s, v25.8h, v10.h[6]
	smlsl2	v24.4s, v19.8h, v0.h[1]
	smlsl2	v17.4s, v13.8h, v15.h[4]
	smlsl2	v2.4s, v29.8h, v3.h[1]
	smlsl	v15.2d, v14.2s, v21.2s
	smlsl	v15.2d, v28.2s, v19.2s
	smlsl	v10.2d, v6.2s, v2.2s
	smlsl	v1.2d, v0.2s, v8.2s
	smlsl2	v9.2d, v24.4s, v12.4s
	smlsl2	v2.2d, v30.4s, v27.4s
	smlsl2	v9.2d, v15.4s, v12.4s
	smlsl2	v22.2d, v22.4s, v16.4s
	smlsl	v0.4s, v27.4h, v14.4h
	smlsl	v8.4s, v30.4h, v15.4h
	smlsl	v10.4s, v27.4h, v19.4h
	smlsl	v2.4s, v23.4h, v8.4h
	smlsl2	v5.4s, v10.8h, v13.8h
	smlsl2	v5.4s, v15.8h, v6.8h
	smlsl2	v1.4s, v20.8h, v16.8h
	smlsl2	v28.4s, v17.8h, v20.8h
	smlsl	v0.8h, v20.8b, v14.8b
	smlsl	v9.8h, v8.8b, v23.8b
	smlsl	v1.8h, v21.8b, v13.8b
	smlsl	v0.8h, v31.8b, v25.8b
	smlsl2	v21.8h, v4.16b, v20.16b
	smlsl2	v30.8h, v30.16b, v21.16b
	smlsl2	v1.8h, v4.16b, v24.16b
	smlsl2	v3.8h, v7.16b, v6.16b
	smov	w11, v6.b[4]
	smov	w30, v29.b[13]
	smov	w5, v20.b[9]
	smov	w10, v24.b[1]
	smov	w30, v18.h[6]
	smov	w20, v23.h[5]
	smov	w3, v17.h[1]
	smov	w13, v2.h[6]
	smov	x9, v10.b[0]
	smov	x24, v4.b[4]
	smov	x0, v8.b[0]
	smov	x6, v16.b[12]
	smov	x14, v30.h[7]
	smov	x22, v28.h[7]
	smov	x14, v1.h[0]
	smov	x12, v26.h[6]
	smov	x3, v3.s[3]
	smov	x22, v5.s[2]
	smov	x30, v3.s[3]
	smov	x8, v6.s[3]
	smnegl	x21, w7, w7
	smsubl	x14, w17, w21, x17
	smsubl	x1, w10, w19, x17
	smsubl	x5, w21, w19, x28
	smulh	x6, x21, x24
	smulh	x20, x10, x3
	smulh	x11, x15, x16
	smulh	x11, x24, x10
	smull	v31.2d, v9.2s, v24.s[3]
	smull	v5.2d, v1.2s, v16.s[1]
	smull	v11.2d, v14.2s, v16.s[2]
	smull	v2.2d, v18.2s, v25.s[3]
	smull2	v0.2d, v1.4s, v23.s[0]
	smull2	v31.2d, v22.4s, v8.s[0]
	smull2	v15.2d, v10.4s, v26.s[0]
	smull2	v12.2d, v17.4s, v19.s[0]
	smull	v23.4s, v28.4h, v2.h[1]
	smull	v29.4s, v11.4h, v10.h[3]
	smull	v19.4s, v17.4h, v9.h[1]
	smull	v29.4s, v21.4h, v13.h[5]
	smull2	v10.4s, v14.8h, v13.h[6]
	smull2	v1.4s, v26.8h, v4.h[2]
	smull2	v12.4s, v16.8h, v0.h[3]
	smull2	v3.4s, v20.8h, v12.h[3]
	smull	v9.2d, v27.2s, v14.2s
	smull	v22.2d, v3.2s, v24.2s
	smull	v3.2d, v22.2s, v4.2s
	smull	v4.2d, v5.2s, v6.2s
	smull2	v15.2d, v21.4s, v10.4s
	smull2	v24.2d, v21.4s, v2.4s
	smull2	v13.2d, v8.4s, v9.4s
	smull2	v2.2d, v23.4s, v23.4s
	smull	v3.4s, v20.4h, v3.4h
	smull	v7.4s, v28.4h, v9.4h
	smull	v3.4s, v30.4h, v10.4h
	smull	v5.4s, v20.4h, v0.4h
	smull2	v4.4s, v31.8h, v15.8h
	smull2	v8.4s, v0.8h, v26.8h
	smull2	v21.4s, v8.8h, v31.8h
	smull2	v19.4s, v19.8h, v21.8h
	smull	v0.8h, v18.8b, v17.8b
	smull	v22.8h, v6.8b, v30.8b
	smull	v22.8h, v17.8b, v10.8b
	smull	v15.8h, v20.8b, v12.8b
	smull2	v23.8h, v9.16b, v18.16b
	smull2	v6.8h, v21.16b, v11.16b
	smull2	v1.8h, v18.16b, v27.16b
	smull2	v27.8h, v13.16b, v1.16b
	sqabs	b23, b23
	sqabs	b22, b2
	sqabs	b4, b27
	sqabs	b22, b5
	sqabs	d12, d24
	sqabs	d5, d8
	sqabs	d0, d1
	sqabs	d19, d30
	sqabs	h17, h30
	sqabs	h22, h22
	sqabs	h30, h26
	sqabs	h23, h13
	sqabs	s11, s28
	sqabs	s18, s24
	sqabs	s0, s21
	sqabs	s13, s8
	sqabs	v0.16b, v19.16b
	sqabs	v3.16b, v3.16b
	sqabs	v7.16b, v22.16b
	sqabs	v5.16b, v23.16b
	sqabs	v28.2d, v27.2d
	sqabs	v8.2d, v5.2d
	sqabs	v17.2d, v0.2d
	sqabs	v17.2d, v26.2d
	sqabs	v12.2s, v15.2s
	sqabs	v12.2s, v18.2s
	sqabs	v25.2s, v13.2s
	sqabs	v19.2s, v13.2s
	sqabs	v19.4h, v18.4h
	sqabs	v5.4h, v15.4h
	sqabs	v24.4h, v14.4h
	sqabs	v23.4h, v19.4h
	sqabs	v27.4s, v13.4s
	sqabs	v24.4s, v28.4s
	sqabs	v29.4s, v14.4s
	sqabs	v15.4s, v25.4s
	sqabs	v29.8b, v0.8b
	sqabs	v11.8b, v27.8b
	sqabs	v11.8b, v15.8b
	sqabs	v2.8b, v23.8b
	sqabs	v9.8h, v23.8h
	sqabs	v11.8h, v6.8h
	sqabs	v23.8h, v0.8h
	sqabs	v22.8h, v26.8h
	sqadd	b21, b24, b2
	sqadd	b25, b6, b11
	sqadd	b19, b4, b5
	sqadd	b28, b6, b2
	sqadd	d25, d26, d19
	sqadd	d24, d19, d0
	sqadd	d2, d18, d30
	sqadd	d27, d22, d20
	sqadd	h23, h18, h19
	sqadd	h1, h1, h13
	sqadd	h20, h14, h8
	sqadd	h31, h20, h20
	sqadd	s21, s10, s7
	sqadd	s20, s1, s1
	sqadd	s7, s26, s6
	sqadd	s11, s28, s18
	sqadd	v16.16b, v15.16b, v11.16b
	sqadd	v6.16b, v31.16b, v2.16b
	sqadd	v2.16b, v8.16b, v19.16b
	sqadd	v11.16b, v4.16b, v9.16b
	sqadd	v5.2d, v12.2d, v18.2d
	sqadd	v15.2d, v27.2d, v2.2d
	sqadd	v26.2d, v8.2d, v19.2d
	sqadd	v2.2d, v22.2d, v1.2d
	sqadd	v20.2s, v9.2s, v15.2s
	sqadd	v1.2s, v14.2s, v15.2s
	sqadd	v31.2s, v0.2s, v18.2s
	sqadd	v26.2s, v11.2s, v19.2s
	sqadd	v23.4h, v3.4h, v18.4h
	sqadd	v16.4h, v11.4h, v27.4h
	sqadd	v29.4h, v21.4h, v30.4h
	sqadd	v24.4h, v20.4h, v30.4h
	sqadd	v22.4s, v5.4s, v28.4s
	sqadd	v8.4s, v23.4s, v13.4s
	sqadd	v4.4s, v25.4s, v8.4s
	sqadd	v22.4s, v15.4s, v25.4s
	sqadd	v23.8b, v0.8b, v28.8b
	sqadd	v24.8b, v0.8b, v31.8b
	sqadd	v26.8b, v10.8b, v16.8b
	sqadd	v15.8b, v17.8b, v7.8b
	sqadd	v27.8h, v21.8h, v10.8h
	sqadd	v8.8h, v27.8h, v5.8h
	sqadd	v12.8h, v9.8h, v24.8h
	sqadd	v19.8h, v0.8h, v14.8h
	sqdmlal	s12, h0, v11.h[0]
	sqdmlal	s5, h29, v1.h[3]
	sqdmlal	s13, h27, v10.h[1]
	sqdmlal	s10, h12, v4.h[3]
	sqdmlal	d15, s6, v18.s[3]
	sqdmlal	d4, s3, v2.s[2]
	sqdmlal	d6, s26, v9.s[2]
	sqdmlal	d12, s11, v26.s[2]
	sqdmlal	v16.2d, v26.2s, v1.s[1]
	sqdmlal	v3.2d, v29.2s, v2.s[3]
	sqdmlal	v8.2d, v0.2s, v10.s[2]
	sqdmlal	v1.2d, v25.2s, v30.s[3]
	sqdmlal2	v26.2d, v25.4s, v23.s[3]
	sqdmlal2	v16.2d, v11.4s, v13.s[2]
	sqdmlal2	v20.2d, v19.4s, v31.s[2]
	sqdmlal2	v3.2d, v0.4s, v2.s[3]
	sqdmlal	v19.4s, v15.4h, v6.h[0]
	sqdmlal	v5.4s, v21.4h, v6.h[1]
	sqdmlal	v18.4s, v14.4h, v12.h[4]
	sqdmlal	v16.4s, v19.4h, v3.h[6]
	sqdmlal2	v26.4s, v16.8h, v10.h[0]
	sqdmlal2	v15.4s, v24.8h, v12.h[0]
	sqdmlal2	v23.4s, v14.8h, v6.h[3]
	sqdmlal2	v26.4s, v24.8h, v7.h[0]
	sqdmlal	s11, h20, h17
	sqdmlal	s5, h30, h24
	sqdmlal	s20, h24, h2
	sqdmlal	s19, h29, h29
	sqdmlal	d12, s23, s5
	sqdmlal	d12, s2, s6
	sqdmlal	d0, s7, s3
	sqdmlal	d26, s28, s14
	sqdmlal	v1.2d, v22.2s, v18.2s
	sqdmlal	v29.2d, v10.2s, v1.2s
	sqdmlal	v28.2d, v14.2s, v20.2s
	sqdmlal	v24.2d, v13.2s, v14.2s
	sqdmlal2	v0.2d, v30.4s, v0.4s
	sqdmlal2	v10.2d, v25.4s, v23.4s
	sqdmlal2	v4.2d, v7.4s, v31.4s
	sqdmlal2	v29.2d, v5.4s, v4.4s
	sqdmlal	v2.4s, v12.4h, v27.4h
	sqdmlal	v27.4s, v16.4h, v2.4h
	sqdmlal	v18.4s, v22.4h, v1.4h
	sqdmlal	v24.4s, v18.4h, v0.4h
	sqdmlal2	v30.4s, v20.8h, v7.8h
	sqdmlal2	v11.4s, v10.8h, v4.8h
	sqdmlal2	v30.4s, v30.8h, v19.8h
	sqdmlal2	v20.4s, v18.8h, v1.8h
	sqdmlsl	s22, h7, v14.h[2]
	sqdmlsl	s1, h4, v8.h[0]
	sqdmlsl	s30, h0, v11.h[2]
	sqdmlsl	s16, h11, v3.h[0]
	sqdmlsl	d1, s14, v0.s[1]
	sqdmlsl	d19, s2, v31.s[2]
	sqdmlsl	d7, s28, v7.s[1]
	sqdmlsl	d11, s7, v9.s[2]
	sqdmlsl	v0.2d, v28.2s, v7.s[0]
	sqdmlsl	v16.2d, v1.2s, v1.s[0]
	sqdmlsl	v1.2d, v16.2s, v27.s[1]
	sqdmlsl	v8.2d, v9.2s, v25.s[3]
	sqdmlsl2	v13.2d, v20.4s, v11.s[3]
	sqdmlsl2	v14.2d, v8.4s, v18.s[1]
	sqdmlsl2	v6.2d, v25.4s, v29.s[0]
	sqdmlsl2	v2.2d, v3.4s, v25.s[3]
	sqdmlsl	v23.4s, v13.4h, v5.h[0]
	sqdmlsl	v12.4s, v14.4h, v3.h[1]
	sqdmlsl	v0.4s, v2.4h, v8.h[0]
	sqdmlsl	v11.4s, v5.4h, v5.h[1]
	sqdmlsl2	v0.4s, v27.8h, v12.h[0]
	sqdmlsl2	v17.4s, v28.8h, v8.h[5]
	sqdmlsl2	v9.4s, v14.8h, v0.h[2]
	sqdmlsl2	v1.4s, v23.8h, v8.h[1]
	sqdmlsl	s13, h1, h12
	sqdmlsl	s6, h24, h18
	sqdmlsl	s15, h2, h30
	sqdmlsl	s1, h23, h13
	sqdmlsl	d29, s17, s18
	sqdmlsl	d2, s4, s1
	sqdmlsl	d18, s21, s26
	sqdmlsl	d16, s30, s17
	sqdmlsl	v26.2d, v11.2s, v3.2s
	sqdmlsl	v0.2d, v26.2s, v13.2s
	sqdmlsl	v26.2d, v0.2s, v9.2s
	sqdmlsl	v23.2d, v12.2s, v24.2s
	sqdmlsl2	v10.2d, v27.4s, v3.4s
	sqdmlsl2	v19.2d, v15.4s, v7.4s
	sqdmlsl2	v31.2d, v25.4s, v11.4s
	sqdmlsl2	v25.2d, v29.4s, v15.4s
	sqdmlsl	v24.4s, v11.4h, v16.4h
	sqdmlsl	v9.4s, v5.4h, v30.4h
	sqdmlsl	v25.4s, v24.4h, v13.4h
	sqdmlsl	v8.4s, v31.4h, v22.4h
	sqdmlsl2	v7.4s, v26.8h, v5.8h
	sqdmlsl2	v15.4s, v26.8h, v26.8h
	sqdmlsl2	v17.4s, v25.8h, v27.8h
	sqdmlsl2	v15.4s, v3.8h, v22.8h
	sqdmulh	h14, h14, v14.h[0]
	sqdmulh	h0, h25, v5.h[7]
	sqdmulh	h14, h19, v5.h[7]
	sqdmulh	h4, h31, v7.h[7]
	sqdmulh	s11, s21, v8.s[0]
	sqdmulh	s21, s7, v1.s[0]
	sqdmulh	s24, s12, v21.s[0]
	sqdmulh	s11, s7, v22.s[1]
	sqdmulh	v12.2s, v9.2s, v27.s[2]
	sqdmulh	v15.2s, v9.2s, v24.s[1]
	sqdmulh	v19.2s, v3.2s, v18.s[0]
	sqdmulh	v8.2s, v11.2s, v15.s[0]
	sqdmulh	v12.4h, v23.4h, v2.h[2]
	sqdmulh	v30.4h, v28.4h, v0.h[0]
	sqdmulh	v7.4h, v20.4h, v11.h[0]
	sqdmulh	v24.4h, v29.4h, v1.h[4]
	sqdmulh	v21.4s, v31.4s, v12.s[0]
	sqdmulh	v16.4s, v20.4s, v8.s[3]
	sqdmulh	v22.4s, v5.4s, v13.s[1]
	sqdmulh	v7.4s, v30.4s, v29.s[2]
	sqdmulh	v10.8h, v28.8h, v1.h[2]
	sqdmulh	v22.8h, v25.8h, v14.h[1]
	sqdmulh	v6.8h, v31.8h, v5.h[3]
	sqdmulh	v18.8h, v9.8h, v2.h[2]
	sqdmulh	h31, h8, h14
	sqdmulh	h13, h29, h2
	sqdmulh	h4, h16, h19
	sqdmulh	h17, h6, h14
	sqdmulh	s0, s4, s26
	sqdmulh	s19, s24, s23
	sqdmulh	s6, s28, s7
	sqdmulh	s23, s14, s29
	sqdmulh	v20.2s, v28.2s, v10.2s
	sqdmulh	v27.2s, v1.2s, v31.2s
	sqdmulh	v27.2s, v10.2s, v0.2s
	sqdmulh	v23.2s, v15.2s, v0.2s
	sqdmulh	v26.4h, v20.4h, v3.4h
	sqdmulh	v31.4h, v28.4h, v26.4h
	sqdmulh	v5.4h, v19.4h, v6.4h
	sqdmulh	v22.4h, v15.4h, v17.4h
	sqdmulh	v28.4s, v8.4s, v7.4s
	sqdmulh	v16.4s, v1.4s, v0.4s
	sqdmulh	v15.4s, v16.4s, v28.4s
	sqdmulh	v25.4s, v23.4s, v15.4s
	sqdmulh	v3.8h, v3.8h, v19.8h
	sqdmulh	v0.8h, v18.8h, v8.8h
	sqdmulh	v16.8h, v25.8h, v18.8h
	sqdmulh	v16.8h, v4.8h, v3.8h
	sqdmull	s27, h30, v15.h[4]
	sqdmull	s3, h28, v10.h[3]
	sqdmull	s31, h21, v13.h[1]
	sqdmull	s23, h3, v14.h[0]
	sqdmull	d20, s16, v5.s[1]
	sqdmull	d25, s0, v23.s[3]
	sqdmull	d30, s23, v15.s[0]
	sqdmull	d22, s16, v24.s[0]
	sqdmull	v26.2d, v25.2s, v11.s[3]
	sqdmull	v14.2d, v14.2s, v24.s[2]
	sqdmull	v27.2d, v29.2s, v28.s[1]
	sqdmull	v2.2d, v2.2s, v23.s[1]
	sqdmull2	v17.2d, v8.4s, v31.s[1]
	sqdmull2	v5.2d, v19.4s, v30.s[2]
	sqdmull2	v5.2d, v25.4s, v11.s[0]
	sqdmull2	v14.2d, v16.4s, v8.s[1]
	sqdmull	v16.4s, v26.4h, v10.h[7]
	sqdmull	v19.4s, v0.4h, v2.h[5]
	sqdmull	v3.4s, v17.4h, v9.h[1]
	sqdmull	v11.4s, v2.4h, v1.h[6]
	sqdmull2	v30.4s, v17.8h, v10.h[6]
	sqdmull2	v18.4s, v3.8h, v1.h[0]
	sqdmull2	v10.4s, v4.8h, v7.h[1]
	sqdmull2	v11.4s, v29.8h, v8.h[0]
	sqdmull	s22, h8, h14
	sqdmull	s15, h18, h19
	sqdmull	s7, h24, h11
	sqdmull	s1, h6, h13
	sqdmull	d11, s14, s1
	sqdmull	d4, s13, s31
	sqdmull	d31, s27, s3
	sqdmull	d22, s26, s11
	sqdmull	v29.2d, v12.2s, v9.2s
	sqdmull	v26.2d, v23.2s, v5.2s
	sqdmull	v6.2d, v13.2s, v21.2s
	sqdmull	v19.2d, v5.2s, v3.2s
	sqdmull2	v1.2d, v30.4s, v8.4s
	sqdmull2	v29.2d, v27.4s, v21.4s
	sqdmull2	v19.2d, v18.4s, v4.4s
	sqdmull2	v7.2d, v18.4s, v24.4s
	sqdmull	v29.4s, v23.4h, v17.4h
	sqdmull	v25.4s, v20.4h, v15.4h
	sqdmull	v27.4s, v3.4h, v9.4h
	sqdmull	v25.4s, v18.4h, v18.4h
	sqdmull2	v19.4s, v11.8h, v15.8h
	sqdmull2	v5.4s, v29.8h, v14.8h
	sqdmull2	v1.4s, v11.8h, v8.8h
	sqdmull2	v19.4s, v13.8h, v0.8h
	sqneg	b2, b21
	sqneg	b28, b15
	sqneg	b14, b11
	sqneg	b12, b19
	sqneg	d20, d12
	sqneg	d6, d1
	sqneg	d12, d7
	sqneg	d29, d31
	sqneg	h10, h10
	sqneg	h20, h0
	sqneg	h28, h5
	sqneg	h4, h9
	sqneg	s14, s24
	sqneg	s6, s7
	sqneg	s5, s9
	sqneg	s30, s5
	sqneg	v20.16b, v23.16b
	sqneg	v19.16b, v29.16b
	sqneg	v10.16b, v15.16b
	sqneg	v1.16b, v19.16b
	sqneg	v31.2d, v14.2d
	sqneg	v3.2d, v3.2d
	sqneg	v29.2d, v31.2d
	sqneg	v17.2d, v3.2d
	sqneg	v22.2s, v14.2s
	sqneg	v16.2s, v29.2s
	sqneg	v29.2s, v16.2s
	sqneg	v26.2s, v16.2s
	sqneg	v0.4h, v24.4h
	sqneg	v18.4h, v17.4h
	sqneg	v28.4h, v4.4h
	sqneg	v26.4h, v19.4h
	sqneg	v3.4s, v22.4s
	sqneg	v8.4s, v6.4s
	sqneg	v27.4s, v24.4s
	sqneg	v29.4s, v24.4s
	sqneg	v23.8b, v18.8b
	sqneg	v10.8b, v26.8b
	sqneg	v26.8b, v12.8b
	sqneg	v12.8b, v17.8b
	sqneg	v28.8h, v25.8h
	sqneg	v3.8h, v18.8h
	sqneg	v21.8h, v21.8h
	sqneg	v13.8h, v10.8h
	sqrdmulh	h21, h3, v6.h[4]
	sqrdmulh	h4, h0, v15.h[2]
	sqrdmulh	h7, h14, v1.h[7]
	sqrdmulh	h8, h2, v7.h[7]
	sqrdmulh	s4, s17, v27.s[1]
	sqrdmulh	s0, s7, v15.s[0]
	sqrdmulh	s18, s26, v8.s[3]
	sqrdmulh	s9, s28, v1.s[3]
	sqrdmulh	v18.2s, v16.2s, v31.s[0]
	sqrdmulh	v13.2s, v12.2s, v18.s[1]
	sqrdmulh	v24.2s, v12.2s, v6.s[1]
	sqrdmulh	v4.2s, v8.2s, v14.s[1]
	sqrdmulh	v10.4h, v5.4h, v5.h[0]
	sqrdmulh	v8.4h, v23.4h, v9.h[7]
	sqrdmulh	v31.4h, v16.4h, v14.h[6]
	sqrdmulh	v25.4h, v0.4h, v7.h[5]
	sqrdmulh	v23.4s, v17.4s, v3.s[2]
	sqrdmulh	v25.4s, v21.4s, v8.s[3]
	sqrdmulh	v25.4s, v18.4s, v6.s[0]
	sqrdmulh	v25.4s, v13.4s, v15.s[0]
	sqrdmulh	v27.8h, v18.8h, v4.h[4]
	sqrdmulh	v1.8h, v12.8h, v3.h[2]
	sqrdmulh	v28.8h, v22.8h, v13.h[4]
	sqrdmulh	v19.8h, v12.8h, v8.h[7]
	sqrdmulh	h7, h26, h19
	sqrdmulh	h14, h27, h23
	sqrdmulh	h4, h12, h9
	sqrdmulh	h18, h4, h2
	sqrdmulh	s21, s5, s24
	sqrdmulh	s6, s1, s22
	sqrdmulh	s31, s26, s19
	sqrdmulh	s0, s19, s3
	sqrdmulh	v30.2s, v23.2s, v23.2s
	sqrdmulh	v4.2s, v11.2s, v13.2s
	sqrdmulh	v8.2s, v24.2s, v19.2s
	sqrdmulh	v25.2s, v21.2s, v22.2s
	sqrdmulh	v25.4h, v22.4h, v19.4h
	sqrdmulh	v16.4h, v29.4h, v7.4h
	sqrdmulh	v11.4h, v12.4h, v1.4h
	sqrdmulh	v29.4h, v3.4h, v22.4h
	sqrdmulh	v2.4s, v5.4s, v28.4s
	sqrdmulh	v1.4s, v21.4s, v14.4s
	sqrdmulh	v26.4s, v13.4s, v5.4s
	sqrdmulh	v7.4s, v14.4s, v22.4s
	sqrdmulh	v28.8h, v26.8h, v10.8h
	sqrdmulh	v8.8h, v19.8h, v8.8h
	sqrdmulh	v5.8h, v4.8h, v7.8h
	sqrdmulh	v15.8h, v18.8h, v30.8h
	sqrshl	b22, b6, b8
	sqrshl	b27, b5, b21
	sqrshl	b5, b24, b30
	sqrshl	b25, b18, b20
	sqrshl	d26, d8, d28
	sqrshl	d8, d14, d24
	sqrshl	d11, d27, d10
	sqrshl	d27, d28, d6
	sqrshl	h26, h9, h3
	sqrshl	h14, h23, h27
	sqrshl	h7, h1, h31
	sqrshl	h7, h24, h8
	sqrshl	s2, s1, s25
	sqrshl	s30, s15, s28
	sqrshl	s0, s7, s20
	sqrshl	s15, s30, s10
	sqrshl	v6.16b, v23.16b, v20.16b
	sqrshl	v17.16b, v29.16b, v29.16b
	sqrshl	v20.16b, v28.16b, v14.16b
	sqrshl	v27.16b, v21.16b, v8.16b
	sqrshl	v29.2d, v13.2d, v11.2d
	sqrshl	v23.2d, v8.2d, v23.2d
	sqrshl	v15.2d, v17.2d, v5.2d
	sqrshl	v29.2d, v6.2d, v7.2d
	sqrshl	v6.2s, v26.2s, v24.2s
	sqrshl	v0.2s, v13.2s, v28.2s
	sqrshl	v4.2s, v6.2s, v26.2s
	sqrshl	v24.2s, v14.2s, v16.2s
	sqrshl	v31.4h, v10.4h, v30.4h
	sqrshl	v20.4h, v12.4h, v22.4h
	sqrshl	v31.4h, v12.4h, v0.4h
	sqrshl	v6.4h, v13.4h, v29.4h
	sqrshl	v3.4s, v4.4s, v19.4s
	sqrshl	v15.4s, v16.4s, v3.4s
	sqrshl	v31.4s, v3.4s, v26.4s
	sqrshl	v22.4s, v1.4s, v26.4s
	sqrshl	v10.8b, v2.8b, v26.8b
	sqrshl	v7.8b, v2.8b, v19.8b
	sqrshl	v17.8b, v7.8b, v9.8b
	sqrshl	v0.8b, v22.8b, v3.8b
	sqrshl	v26.8h, v15.8h, v23.8h
	sqrshl	v14.8h, v26.8h, v17.8h
	sqrshl	v17.8h, v17.8h, v8.8h
	sqrshl	v10.8h, v24.8h, v11.8h
	sqrshrn	b7, h25, #4
	sqrshrn	b14, h8, #8
	sqrshrn	b19, h21, #6
	sqrshrn	b17, h19, #8
	sqrshrn	h27, s29, #2
	sqrshrn	h20, s4, #5
	sqrshrn	h28, s8, #13
	sqrshrn	h26, s15, #9
	sqrshrn	s22, d13, #32
	sqrshrn	s14, d5, #1
	sqrshrn	s15, d22, #8
	sqrshrn	s9, d25, #16
	sqrshrn	v23.2s, v19.2d, #1
	sqrshrn	v28.2s, v9.2d, #30
	sqrshrn	v15.2s, v28.2d, #1
	sqrshrn	v14.2s, v12.2d, #1
	sqrshrn2	v26.4s, v25.2d, #1
	sqrshrn2	v23.4s, v5.2d, #12
	sqrshrn2	v9.4s, v2.2d, #29
	sqrshrn2	v27.4s, v6.2d, #32
	sqrshrn	v20.4h, v0.4s, #16
	sqrshrn	v27.4h, v17.4s, #2
	sqrshrn	v0.4h, v29.4s, #10
	sqrshrn	v12.4h, v10.4s, #6
	sqrshrn2	v12.8h, v1.4s, #5
	sqrshrn2	v23.8h, v0.4s, #1
	sqrshrn2	v12.8h, v13.4s, #6
	sqrshrn2	v10.8h, v16.4s, #14
	sqrshrn	v15.8b, v21.8h, #4
	sqrshrn	v30.8b, v9.8h, #8
	sqrshrn	v0.8b, v22.8h, #3
	sqrshrn	v1.8b, v10.8h, #1
	sqrshrn2	v3.16b, v26.8h, #7
	sqrshrn2	v7.16b, v22.8h, #2
	sqrshrn2	v13.16b, v26.8h, #2
	sqrshrn2	v13.16b, v23.8h, #6
	sqrshrun	b7, h3, #2
	sqrshrun	b10, h8, #2
	sqrshrun	b18, h6, #8
	sqrshrun	b12, h5, #7
	sqrshrun	h31, s19, #1
	sqrshrun	h29, s24, #3
	sqrshrun	h2, s18, #1
	sqrshrun	h24, s5, #11
	sqrshrun	s11, d21, #5
	sqrshrun	s5, d22, #25
	sqrshrun	s30, d1, #1
	sqrshrun	s2, d5, #1
	sqrshrun	v3.2s, v13.2d, #13
	sqrshrun	v25.2s, v29.2d, #22
	sqrshrun	v27.2s, v25.2d, #4
	sqrshrun	v20.2s, v8.2d, #32
	sqrshrun2	v9.4s, v13.2d, #3
	sqrshrun2	v11.4s, v26.2d, #18
	sqrshrun2	v0.4s, v25.2d, #27
	sqrshrun2	v10.4s, v18.2d, #1
	sqrshrun	v18.4h, v15.4s, #2
	sqrshrun	v11.4h, v8.4s, #10
	sqrshrun	v31.4h, v0.4s, #1
	sqrshrun	v1.4h, v10.4s, #7
	sqrshrun2	v24.8h, v31.4s, #1
	sqrshrun2	v26.8h, v7.4s, #13
	sqrshrun2	v1.8h, v9.4s, #2
	sqrshrun2	v14.8h, v29.4s, #16
	sqrshrun	v11.8b, v25.8h, #5
	sqrshrun	v12.8b, v15.8h, #6
	sqrshrun	v13.8b, v24.8h, #1
	sqrshrun	v1.8b, v20.8h, #7
	sqrshrun2	v28.16b, v24.8h, #6
	sqrshrun2	v0.16b, v4.8h, #8
	sqrshrun2	v3.16b, v26.8h, #2
	sqrshrun2	v23.16b, v12.8h, #1
	sqshlu	b31, b24, #1
	sqshlu	b7, b23, #0
	sqshlu	b8, b1, #4
	sqshlu	b27, b25, #0
	sqshlu	d29, d6, #4
	sqshlu	d31, d11, #28
	sqshlu	d24, d9, #37
	sqshlu	d19, d19, #0
	sqshlu	h15, h19, #0
	sqshlu	h19, h3, #0
	sqshlu	h6, h19, #15
	sqshlu	h8, h12, #7
	sqshlu	s11, s1, #21
	sqshlu	s2, s15, #16
	sqshlu	s18, s1, #7
	sqshlu	s1, s0, #0
	sqshlu	v24.16b, v18.16b, #3
	sqshlu	v21.16b, v17.16b, #3
	sqshlu	v31.16b, v8.16b, #2
	sqshlu	v17.16b, v22.16b, #3
	sqshlu	v19.2d, v17.2d, #54
	sqshlu	v18.2d, v4.2d, #50
	sqshlu	v28.2d, v30.2d, #0
	sqshlu	v3.2d, v5.2d, #23
	sqshlu	v21.2s, v20.2s, #31
	sqshlu	v27.2s, v19.2s, #1
	sqshlu	v27.2s, v5.2s, #2
	sqshlu	v8.2s, v21.2s, #17
	sqshlu	v20.4h, v20.4h, #1
	sqshlu	v22.4h, v13.4h, #11
	sqshlu	v21.4h, v24.4h, #2
	sqshlu	v4.4h, v27.4h, #6
	sqshlu	v11.4s, v7.4s, #31
	sqshlu	v8.4s, v3.4s, #3
	sqshlu	v24.4s, v5.4s, #23
	sqshlu	v23.4s, v9.4s, #29
	sqshlu	v26.8b, v21.8b, #1
	sqshlu	v17.8b, v31.8b, #3
	sqshlu	v11.8b, v9.8b, #2
	sqshlu	v27.8b, v18.8b, #1
	sqshlu	v2.8h, v16.8h, #4
	sqshlu	v13.8h, v31.8h, #15
	sqshlu	v14.8h, v14.8h, #10
	sqshlu	v27.8h, v21.8h, #15
	sqshl	b16, b16, #7
	sqshl	b0, b29, #3
	sqshl	b15, b30, #4
	sqshl	b23, b26, #7
	sqshl	d15, d31, #23
	sqshl	d14, d4, #34
	sqshl	d16, d3, #24
	sqshl	d14, d11, #46
	sqshl	h30, h20, #12
	sqshl	h23, h26, #6
	sqshl	h2, h28, #14
	sqshl	h13, h28, #3
	sqshl	s8, s11, #31
	sqshl	s26, s30, #11
	sqshl	s6, s14, #25
	sqshl	s20, s12, #3
	sqshl	v9.16b, v18.16b, #7
	sqshl	v3.16b, v17.16b, #1
	sqshl	v18.16b, v22.16b, #6
	sqshl	v9.16b, v8.16b, #0
	sqshl	v8.2d, v12.2d, #52
	sqshl	v20.2d, v19.2d, #12
	sqshl	v1.2d, v14.2d, #32
	sqshl	v26.2d, v13.2d, #0
	sqshl	v27.2s, v13.2s, #2
	sqshl	v30.2s, v17.2s, #15
	sqshl	v10.2s, v3.2s, #4
	sqshl	v6.2s, v13.2s, #1
	sqshl	v31.4h, v14.4h, #10
	sqshl	v23.4h, v4.4h, #0
	sqshl	v8.4h, v26.4h, #10
	sqshl	v9.4h, v14.4h, #13
	sqshl	v19.4s, v7.4s, #20
	sqshl	v19.4s, v29.4s, #6
	sqshl	v2.4s, v11.4s, #7
	sqshl	v31.4s, v22.4s, #25
	sqshl	v4.8b, v12.8b, #0
	sqshl	v12.8b, v0.8b, #5
	sqshl	v27.8b, v22.8b, #0
	sqshl	v27.8b, v2.8b, #4
	sqshl	v10.8h, v18.8h, #1
	sqshl	v31.8h, v14.8h, #2
	sqshl	v8.8h, v30.8h, #1
	sqshl	v5.8h, v20.8h, #1
	sqshl	b3, b30, b13
	sqshl	b21, b2, b24
	sqshl	b0, b5, b30
	sqshl	b13, b4, b23
	sqshl	d14, d10, d30
	sqshl	d17, d31, d16
	sqshl	d27, d18, d12
	sqshl	d13, d7, d15
	sqshl	h0, h13, h13
	sqshl	h31, h5, h4
	sqshl	h27, h3, h18
	sqshl	h13, h4, h6
	sqshl	s8, s26, s4
	sqshl	s7, s6, s4
	sqshl	s4, s4, s23
	sqshl	s27, s5, s20
	sqshl	v29.16b, v22.16b, v25.16b
	sqshl	v10.16b, v8.16b, v12.16b
	sqshl	v30.16b, v14.16b, v26.16b
	sqshl	v13.16b, v28.16b, v4.16b
	sqshl	v20.2d, v19.2d, v31.2d
	sqshl	v10.2d, v9.2d, v22.2d
	sqshl	v9.2d, v0.2d, v31.2d
	sqshl	v20.2d, v18.2d, v12.2d
	sqshl	v0.2s, v2.2s, v15.2s
	sqshl	v19.2s, v0.2s, v31.2s
	sqshl	v3.2s, v1.2s, v25.2s
	sqshl	v19.2s, v17.2s, v21.2s
	sqshl	v4.4h, v1.4h, v7.4h
	sqshl	v17.4h, v3.4h, v3.4h
	sqshl	v23.4h, v27.4h, v16.4h
	sqshl	v24.4h, v0.4h, v27.4h
	sqshl	v8.4s, v11.4s, v1.4s
	sqshl	v3.4s, v8.4s, v4.4s
	sqshl	v12.4s, v21.4s, v22.4s
	sqshl	v25.4s, v24.4s, v1.4s
	sqshl	v20.8b, v15.8b, v17.8b
	sqshl	v20.8b, v26.8b, v31.8b
	sqshl	v3.8b, v23.8b, v21.8b
	sqshl	v9.8b, v28.8b, v23.8b
	sqshl	v7.8h, v11.8h, v25.8h
	sqshl	v6.8h, v14.8h, v29.8h
	sqshl	v17.8h, v5.8h, v0.8h
	sqshl	v27.8h, v6.8h, v13.8h
	sqshrn	b10, h26, #6
	sqshrn	b17, h0, #3
	sqshrn	b21, h30, #4
	sqshrn	b4, h21, #1
	sqshrn	h12, s25, #11
	sqshrn	h18, s28, #7
	sqshrn	h31, s20, #7
	sqshrn	h2, s3, #12
	sqshrn	s18, d9, #1
	sqshrn	s11, d7, #11
	sqshrn	s24, d15, #1
	sqshrn	s1, d23, #1
	sqshrn	v11.2s, v2.2d, #19
	sqshrn	v31.2s, v25.2d, #15
	sqshrn	v11.2s, v16.2d, #32
	sqshrn	v0.2s, v5.2d, #18
	sqshrn2	v22.4s, v10.2d, #31
	sqshrn2	v30.4s, v21.2d, #7
	sqshrn2	v23.4s, v8.2d, #1
	sqshrn2	v22.4s, v9.2d, #7
	sqshrn	v13.4h, v24.4s, #1
	sqshrn	v5.4h, v6.4s, #4
	sqshrn	v2.4h, v17.4s, #4
	sqshrn	v14.4h, v12.4s, #13
	sqshrn2	v0.8h, v31.4s, #1
	sqshrn2	v30.8h, v29.4s, #12
	sqshrn2	v17.8h, v31.4s, #14
	sqshrn2	v30.8h, v13.4s, #14
	sqshrn	v15.8b, v15.8h, #8
	sqshrn	v28.8b, v29.8h, #2
	sqshrn	v11.8b, v8.8h, #6
	sqshrn	v16.8b, v27.8h, #7
	sqshrn2	v23.16b, v24.8h, #1
	sqshrn2	v7.16b, v0.8h, #8
	sqshrn2	v6.16b, v30.8h, #8
	sqshrn2	v22.16b, v20.8h, #5
	sqshrun	b17, h30, #1
	sqshrun	b23, h26, #6
	sqshrun	b26, h24, #8
	sqshrun	b10, h31, #1
	sqshrun	h4, s10, #9
	sqshrun	h1, s18, #4
	sqshrun	h25, s22, #13
	sqshrun	h26, s9, #15
	sqshrun	s25, d19, #28
	sqshrun	s19, d16, #17
	sqshrun	s10, d28, #24
	sqshrun	s14, d24, #1
	sqshrun	v20.2s, v21.2d, #1
	sqshrun	v28.2s, v8.2d, #26
	sqshrun	v26.2s, v21.2d, #19
	sqshrun	v6.2s, v20.2d, #7
	sqshrun2	v25.4s, v11.2d, #32
	sqshrun2	v26.4s, v12.2d, #29
	sqshrun2	v26.4s, v26.2d, #2
	sqshrun2	v16.4s, v25.2d, #22
	sqshrun	v13.4h, v7.4s, #11
	sqshrun	v14.4h, v25.4s, #13
	sqshrun	v5.4h, v2.4s, #6
	sqshrun	v18.4h, v0.4s, #14
	sqshrun2	v16.8h, v13.4s, #13
	sqshrun2	v1.8h, v5.4s, #12
	sqshrun2	v19.8h, v6.4s, #3
	sqshrun2	v6.8h, v30.4s, #10
	sqshrun	v6.8b, v19.8h, #8
	sqshrun	v10.8b, v21.8h, #1
	sqshrun	v19.8b, v0.8h, #4
	sqshrun	v13.8b, v19.8h, #6
	sqshrun2	v5.16b, v16.8h, #6
	sqshrun2	v9.16b, v30.8h, #7
	sqshrun2	v4.16b, v30.8h, #7
	sqshrun2	v9.16b, v31.8h, #8
	sqsub	b24, b17, b24
	sqsub	b19, b1, b23
	sqsub	b7, b25, b5
	sqsub	b28, b7, b9
	sqsub	d24, d4, d18
	sqsub	d0, d18, d12
	sqsub	d4, d28, d0
	sqsub	d29, d20, d22
	sqsub	h16, h27, h11
	sqsub	h9, h22, h6
	sqsub	h24, h10, h5
	sqsub	h14, h6, h29
	sqsub	s15, s20, s22
	sqsub	s3, s25, s17
	sqsub	s22, s6, s11
	sqsub	s27, s15, s4
	sqsub	v21.16b, v31.16b, v6.16b
	sqsub	v23.16b, v1.16b, v20.16b
	sqsub	v30.16b, v9.16b, v22.16b
	sqsub	v11.16b, v22.16b, v4.16b
	sqsub	v18.2d, v7.2d, v10.2d
	sqsub	v24.2d, v19.2d, v23.2d
	sqsub	v30.2d, v11.2d, v5.2d
	sqsub	v27.2d, v13.2d, v24.2d
	sqsub	v11.2s, v29.2s, v14.2s
	sqsub	v0.2s, v21.2s, v26.2s
	sqsub	v4.2s, v31.2s, v8.2s
	sqsub	v28.2s, v28.2s, v16.2s
	sqsub	v18.4h, v21.4h, v30.4h
	sqsub	v21.4h, v7.4h, v30.4h
	sqsub	v15.4h, v11.4h, v2.4h
	sqsub	v23.4h, v24.4h, v18.4h
	sqsub	v24.4s, v27.4s, v17.4s
	sqsub	v6.4s, v9.4s, v0.4s
	sqsub	v31.4s, v15.4s, v22.4s
	sqsub	v27.4s, v25.4s, v24.4s
	sqsub	v26.8b, v9.8b, v14.8b
	sqsub	v30.8b, v19.8b, v13.8b
	sqsub	v21.8b, v30.8b, v13.8b
	sqsub	v2.8b, v9.8b, v30.8b
	sqsub	v0.8h, v8.8h, v31.8h
	sqsub	v28.8h, v31.8h, v9.8h
	sqsub	v15.8h, v7.8h, v31.8h
	sqsub	v31.8h, v2.8h, v26.8h
	sqxtn	b20, h31
	sqxtn	b17, h23
	sqxtn	b15, h4
	sqxtn	b17, h11
	sqxtn	h23, s11
	sqxtn	h28, s21
	sqxtn	h11, s6
	sqxtn	h14, s14
	sqxtn	s9, d1
	sqxtn	s23, d28
	sqxtn	s15, d29
	sqxtn	s19, d14
	sqxtn	v15.2s, v2.2d
	sqxtn	v26.2s, v15.2d
	sqxtn	v11.2s, v27.2d
	sqxtn	v3.2s, v27.2d
	sqxtn2	v3.4s, v0.2d
	sqxtn2	v28.4s, v24.2d
	sqxtn2	v6.4s, v4.2d
	sqxtn2	v24.4s, v20.2d
	sqxtn	v31.4h, v16.4s
	sqxtn	v30.4h, v10.4s
	sqxtn	v11.4h, v7.4s
	sqxtn	v13.4h, v5.4s
	sqxtn2	v20.8h, v19.4s
	sqxtn2	v6.8h, v29.4s
	sqxtn2	v25.8h, v5.4s
	sqxtn2	v11.8h, v7.4s
	sqxtn	v1.8b, v27.8h
	sqxtn	v3.8b, v10.8h
	sqxtn	v9.8b, v29.8h
	sqxtn	v20.8b, v3.8h
	sqxtn2	v11.16b, v8.8h
	sqxtn2	v8.16b, v4.8h
	sqxtn2	v21.16b, v1.8h
	sqxtn2	v20.16b, v5.8h
	sqxtun	b23, h14
	sqxtun	b13, h28
	sqxtun	b24, h7
	sqxtun	b11, h1
	sqxtun	h7, s9
	sqxtun	h29, s28
	sqxtun	h0, s23
	sqxtun	h28, s17
	sqxtun	s20, d23
	sqxtun	s28, d23
	sqxtun	s14, d27
	sqxtun	s2, d26
	sqxtun	v19.2s, v16.2d
	sqxtun	v16.2s, v15.2d
	sqxtun	v7.2s, v28.2d
	sqxtun	v21.2s, v5.2d
	sqxtun2	v3.4s, v28.2d
	sqxtun2	v4.4s, v1.2d
	sqxtun2	v15.4s, v24.2d
	sqxtun2	v4.4s, v15.2d
	sqxtun	v22.4h, v30.4s
	sqxtun	v26.4h, v11.4s
	sqxtun	v15.4h, v15.4s
	sqxtun	v22.4h, v24.4s
	sqxtun2	v8.8h, v7.4s
	sqxtun2	v3.8h, v6.4s
	sqxtun2	v27.8h, v23.4s
	sqxtun2	v23.8h, v25.4s
	sqxtun	v26.8b, v20.8h
	sqxtun	v23.8b, v12.8h
	sqxtun	v6.8b, v12.8h
	sqxtun	v25.8b, v1.8h
	sqxtun2	v6.16b, v3.8h
	sqxtun2	v28.16b, v28.8h
	sqxtun2	v17.16b, v10.8h
	sqxtun2	v31.16b, v28.8h
	srhadd	v15.16b, v5.16b, v12.16b
	srhadd	v27.16b, v8.16b, v8.16b
	srhadd	v17.16b, v24.16b, v24.16b
	srhadd	v26.16b, v18.16b, v5.16b
	srhadd	v20.2s, v14.2s, v24.2s
	srhadd	v18.2s, v21.2s, v26.2s
	srhadd	v7.2s, v6.2s, v4.2s
	srhadd	v28.2s, v30.2s, v11.2s
	srhadd	v27.4h, v17.4h, v4.4h
	srhadd	v18.4h, v27.4h, v23.4h
	srhadd	v15.4h, v2.4h, v12.4h
	srhadd	v30.4h, v28.4h, v30.4h
	srhadd	v25.4s, v16.4s, v17.4s
	srhadd	v25.4s, v12.4s, v11.4s
	srhadd	v6.4s, v19.4s, v19.4s
	srhadd	v30.4s, v18.4s, v17.4s
	srhadd	v25.8b, v18.8b, v10.8b
	srhadd	v12.8b, v27.8b, v14.8b
	srhadd	v4.8b, v12.8b, v5.8b
	srhadd	v30.8b, v18.8b, v18.8b
	srhadd	v2.8h, v26.8h, v28.8h
	srhadd	v10.8h, v17.8h, v30.8h
	srhadd	v1.8h, v27.8h, v4.8h
	srhadd	v9.8h, v3.8h, v22.8h
	sri	d6, d22, #9
	sri	d12, d20, #12
	sri	d30, d17, #7
	sri	d1, d14, #39
	sri	v30.16b, v21.16b, #5
	sri	v31.16b, v31.16b, #3
	sri	v22.16b, v28.16b, #8
	sri	v28.16b, v4.16b, #1
	sri	v14.2d, v7.2d, #49
	sri	v23.2d, v21.2d, #1
	sri	v0.2d, v4.2d, #57
	sri	v20.2d, v11.2d, #1
	sri	v24.2s, v5.2s, #21
	sri	v24.2s, v29.2s, #9
	sri	v19.2s, v24.2s, #28
	sri	v19.2s, v26.2s, #1
	sri	v16.4h, v22.4h, #1
	sri	v30.4h, v22.4h, #4
	sri	v31.4h, v23.4h, #1
	sri	v1.4h, v9.4h, #10
	sri	v31.4s, v0.4s, #20
	sri	v20.4s, v17.4s, #23
	sri	v8.4s, v4.4s, #2
	sri	v21.4s, v16.4s, #6
	sri	v9.8b, v2.8b, #2
	sri	v9.8b, v28.8b, #6
	sri	v19.8b, v26.8b, #6
	sri	v27.8b, v18.8b, #4
	sri	v8.8h, v10.8h, #6
	sri	v9.8h, v7.8h, #6
	sri	v7.8h, v14.8h, #15
	sri	v29.8h, v17.8h, #16
	srshl	d21, d21, d2
	srshl	d11, d18, d17
	srshl	d24, d2, d13
	srshl	d10, d20, d30
	srshl	v4.16b, v5.16b, v11.16b
	srshl	v8.16b, v15.16b, v0.16b
	srshl	v4.16b, v3.16b, v15.16b
	srshl	v11.16b, v6.16b, v25.16b
	srshl	v25.2d, v13.2d, v24.2d
	srshl	v25.2d, v30.2d, v22.2d
	srshl	v16.2d, v28.2d, v29.2d
	srshl	v0.2d, v21.2d, v1.2d
	srshl	v13.2s, v19.2s, v25.2s
	srshl	v25.2s, v23.2s, v23.2s
	srshl	v6.2s, v20.2s, v7.2s
	srshl	v12.2s, v28.2s, v24.2s
	srshl	v17.4h, v2.4h, v14.4h
	srshl	v16.4h, v31.4h, v0.4h
	srshl	v30.4h, v3.4h, v4.4h
	srshl	v23.4h, v11.4h, v18.4h
	srshl	v20.4s, v4.4s, v25.4s
	srshl	v12.4s, v6.4s, v2.4s
	srshl	v22.4s, v7.4s, v4.4s
	srshl	v21.4s, v9.4s, v20.4s
	srshl	v9.8b, v20.8b, v8.8b
	srshl	v29.8b, v22.8b, v17.8b
	srshl	v14.8b, v25.8b, v1.8b
	srshl	v23.8b, v14.8b, v31.8b
	srshl	v3.8h, v18.8h, v20.8h
	srshl	v28.8h, v19.8h, v8.8h
	srshl	v18.8h, v29.8h, v5.8h
	srshl	v4.8h, v2.8h, v11.8h
	srshr	d4, d30, #13
	srshr	d13, d22, #34
	srshr	d21, d2, #35
	srshr	d18, d20, #55
	srshr	v3.16b, v22.16b, #6
	srshr	v20.16b, v0.16b, #4
	srshr	v28.16b, v19.16b, #2
	srshr	v16.16b, v13.16b, #1
	srshr	v17.2d, v4.2d, #1
	srshr	v6.2d, v19.2d, #50
	srshr	v3.2d, v5.2d, #1
	srshr	v21.2d, v22.2d, #1
	srshr	v12.2s, v21.2s, #26
	srshr	v25.2s, v8.2s, #28
	srshr	v3.2s, v23.2s, #14
	srshr	v2.2s, v25.2s, #15
	srshr	v27.4h, v20.4h, #1
	srshr	v20.4h, v13.4h, #5
	srshr	v0.4h, v7.4h, #15
	srshr	v18.4h, v18.4h, #6
	srshr	v26.4s, v1.4s, #18
	srshr	v2.4s, v20.4s, #30
	srshr	v27.4s, v13.4s, #3
	srshr	v12.4s, v26.4s, #1
	srshr	v7.8b, v3.8b, #2
	srshr	v25.8b, v8.8b, #8
	srshr	v11.8b, v3.8b, #1
	srshr	v20.8b, v13.8b, #5
	srshr	v19.8h, v1.8h, #16
	srshr	v21.8h, v22.8h, #7
	srshr	v22.8h, v25.8h, #1
	srshr	v0.8h, v13.8h, #1
	srsra	d9, d21, #42
	srsra	d29, d22, #1
	srsra	d31, d26, #1
	srsra	d28, d18, #13
	srsra	v21.16b, v13.16b, #2
	srsra	v16.16b, v22.16b, #1
	srsra	v1.16b, v11.16b, #1
	srsra	v12.16b, v30.16b, #6
	srsra	v4.2d, v31.2d, #35
	srsra	v21.2d, v17.2d, #13
	srsra	v18.2d, v2.2d, #40
	srsra	v22.2d, v7.2d, #16
	srsra	v12.2s, v13.2s, #21
	srsra	v0.2s, v2.2s, #4
	srsra	v7.2s, v16.2s, #24
	srsra	v31.2s, v0.2s, #15
	srsra	v19.4h, v16.4h, #1
	srsra	v9.4h, v1.4h, #15
	srsra	v25.4h, v31.4h, #16
	srsra	v10.4h, v1.4h, #15
	srsra	v4.4s, v20.4s, #22
	srsra	v0.4s, v24.4s, #9
	srsra	v7.4s, v11.4s, #11
	srsra	v25.4s, v19.4s, #31
	srsra	v15.8b, v19.8b, #5
	srsra	v0.8b, v24.8b, #4
	srsra	v5.8b, v14.8b, #6
	srsra	v5.8b, v27.8b, #4
	srsra	v7.8h, v21.8h, #1
	srsra	v3.8h, v4.8h, #10
	srsra	v16.8h, v6.8h, #1
	srsra	v0.8h, v17.8h, #11
	sshll	v27.2d, v25.2s, #20
	sshll	v12.2d, v23.2s, #0
	sshll	v26.2d, v0.2s, #0
	sshll	v0.2d, v10.2s, #9
	sshll2	v24.2d, v8.4s, #21
	sshll2	v26.2d, v9.4s, #4
	sshll2	v21.2d, v14.4s, #0
	sshll2	v21.2d, v17.4s, #25
	sshll	v2.4s, v22.4h, #14
	sshll	v13.4s, v4.4h, #1
	sshll	v12.4s, v10.4h, #10
	sshll	v28.4s, v14.4h, #3
	sshll2	v20.4s, v20.8h, #0
	sshll2	v25.4s, v0.8h, #8
	sshll2	v10.4s, v31.8h, #1
	sshll2	v27.4s, v31.8h, #11
	sshll	v14.8h, v26.8b, #7
	sshll	v29.8h, v12.8b, #0
	sshll	v24.8h, v24.8b, #0
	sshll	v25.8h, v17.8b, #7
	sshll2	v7.8h, v15.16b, #6
	sshll2	v6.8h, v20.16b, #3
	sshll2	v16.8h, v19.16b, #7
	sshll2	v8.8h, v26.16b, #0
	sshl	d9, d26, d1
	sshl	d7, d19, d5
	sshl	d27, d28, d5
	sshl	d31, d7, d3
	sshl	v17.16b, v28.16b, v19.16b
	sshl	v29.16b, v23.16b, v1.16b
	sshl	v26.16b, v29.16b, v3.16b
	sshl	v26.16b, v15.16b, v26.16b
	sshl	v13.2d, v8.2d, v10.2d
	sshl	v16.2d, v1.2d, v16.2d
	sshl	v12.2d, v29.2d, v3.2d
	sshl	v4.2d, v12.2d, v28.2d
	sshl	v8.2s, v3.2s, v6.2s
	sshl	v23.2s, v28.2s, v1.2s
	sshl	v14.2s, v8.2s, v2.2s
	sshl	v3.2s, v19.2s, v28.2s
	sshl	v16.4h, v17.4h, v16.4h
	sshl	v30.4h, v26.4h, v3.4h
	sshl	v1.4h, v6.4h, v26.4h
	sshl	v29.4h, v26.4h, v10.4h
	sshl	v6.4s, v16.4s, v29.4s
	sshl	v7.4s, v23.4s, v20.4s
	sshl	v17.4s, v20.4s, v5.4s
	sshl	v16.4s, v14.4s, v28.4s
	sshl	v3.8b, v22.8b, v25.8b
	sshl	v2.8b, v30.8b, v8.8b
	sshl	v23.8b, v26.8b, v6.8b
	sshl	v27.8b, v5.8b, v10.8b
	sshl	v28.8h, v31.8h, v17.8h
	sshl	v17.8h, v1.8h, v12.8h
	sshl	v1.8h, v24.8h, v1.8h
	sshl	v26.8h, v17.8h, v13.8h
	sshr	d4, d9, #1
	sshr	d0, d21, #38
	sshr	d13, d22, #1
	sshr	d4, d22, #1
	sshr	v0.16b, v16.16b, #7
	sshr	v25.16b, v22.16b, #6
	sshr	v3.16b, v21.16b, #8
	sshr	v19.16b, v24.16b, #2
	sshr	v26.2d, v28.2d, #44
	sshr	v6.2d, v13.2d, #14
	sshr	v28.2d, v10.2d, #32
	sshr	v18.2d, v29.2d, #51
	sshr	v28.2s, v9.2s, #16
	sshr	v26.2s, v1.2s, #18
	sshr	v27.2s, v5.2s, #28
	sshr	v30.2s, v20.2s, #5
	sshr	v18.4h, v9.4h, #1
	sshr	v8.4h, v16.4h, #3
	sshr	v29.4h, v27.4h, #9
	sshr	v28.4h, v7.4h, #11
	sshr	v4.4s, v7.4s, #18
	sshr	v5.4s, v11.4s, #8
	sshr	v5.4s, v8.4s, #21
	sshr	v22.4s, v21.4s, #25
	sshr	v7.8b, v17.8b, #5
	sshr	v22.8b, v16.8b, #3
	sshr	v18.8b, v0.8b, #5
	sshr	v11.8b, v1.8b, #5
	sshr	v18.8h, v7.8h, #1
	sshr	v10.8h, v15.8h, #10
	sshr	v7.8h, v20.8h, #7
	sshr	v10.8h, v2.8h, #9
	ssra	d12, d27, #6
	ssra	d24, d2, #28
	ssra	d7, d4, #11
	ssra	d16, d12, #24
	ssra	v14.16b, v0.16b, #2
	ssra	v1.16b, v17.16b, #6
	ssra	v17.16b, v27.16b, #1
	ssra	v14.16b, v22.16b, #5
	ssra	v13.2d, v7.2d, #4
	ssra	v27.2d, v12.2d, #14
	ssra	v27.2d, v5.2d, #48
	ssra	v14.2d, v2.2d, #26
	ssra	v25.2s, v6.2s, #11
	ssra	v12.2s, v27.2s, #24
	ssra	v20.2s, v1.2s, #27
	ssra	v7.2s, v8.2s, #14
	ssra	v2.4h, v3.4h, #1
	ssra	v11.4h, v29.4h, #4
	ssra	v12.4h, v12.4h, #2
	ssra	v0.4h, v24.4h, #14
	ssra	v27.4s, v30.4s, #23
	ssra	v11.4s, v3.4s, #23
	ssra	v31.4s, v12.4s, #6
	ssra	v23.4s, v16.4s, #8
	ssra	v13.8b, v16.8b, #6
	ssra	v18.8b, v10.8b, #1
	ssra	v24.8b, v5.8b, #1
	ssra	v28.8b, v8.8b, #4
	ssra	v5.8h, v12.8h, #6
	ssra	v27.8h, v18.8h, #1
	ssra	v2.8h, v19.8h, #1
	ssra	v13.8h, v20.8h, #6
	ssubl	v2.2d, v11.2s, v17.2s
	ssubl	v0.2d, v16.2s, v3.2s
	ssubl	v20.2d, v1.2s, v10.2s
	ssubl	v20.2d, v6.2s, v22.2s
	ssubl2	v20.2d, v3.4s, v13.4s
	ssubl2	v18.2d, v22.4s, v7.4s
	ssubl2	v21.2d, v14.4s, v26.4s
	ssubl2	v22.2d, v29.4s, v7.4s
	ssubl	v11.4s, v28.4h, v17.4h
	ssubl	v5.4s, v26.4h, v20.4h
	ssubl	v12.4s, v16.4h, v1.4h
	ssubl	v10.4s, v27.4h, v14.4h
	ssubl2	v30.4s, v7.8h, v7.8h
	ssubl2	v16.4s, v25.8h, v0.8h
	ssubl2	v16.4s, v30.8h, v6.8h
	ssubl2	v27.4s, v23.8h, v10.8h
	ssubl	v6.8h, v28.8b, v18.8b
	ssubl	v23.8h, v9.8b, v23.8b
	ssubl	v24.8h, v14.8b, v3.8b
	ssubl	v2.8h, v24.8b, v3.8b
	ssubl2	v27.8h, v24.16b, v13.16b
	ssubl2	v15.8h, v30.16b, v14.16b
	ssubl2	v12.8h, v20.16b, v3.16b
	ssubl2	v27.8h, v16.16b, v12.16b
	ssubw	v25.2d, v26.2d, v8.2s
	ssubw	v10.2d, v21.2d, v4.2s
	ssubw	v11.2d, v31.2d, v25.2s
	ssubw	v22.2d, v8.2d, v31.2s
	ssubw2	v27.2d, v6.2d, v8.4s
	ssubw2	v21.2d, v15.2d, v21.4s
	ssubw2	v30.2d, v22.2d, v29.4s
	ssubw2	v17.2d, v11.2d, v30.4s
	ssubw	v26.4s, v20.4s, v5.4h
	ssubw	v4.4s, v15.4s, v27.4h
	ssubw	v3.4s, v16.4s, v24.4h
	ssubw	v16.4s, v5.4s, v5.4h
	ssubw2	v15.4s, v9.4s, v28.8h
	ssubw2	v24.4s, v19.4s, v24.8h
	ssubw2	v13.4s, v10.4s, v17.8h
	ssubw2	v10.4s, v19.4s, v17.8h
	ssubw	v1.8h, v21.8h, v31.8b
	ssubw	v27.8h, v25.8h, v22.8b
	ssubw	v25.8h, v10.8h, v6.8b
	ssubw	v22.8h, v2.8h, v21.8b
	ssubw2	v9.8h, v25.8h, v5.16b
	ssubw2	v1.8h, v16.8h, v9.16b
	ssubw2	v14.8h, v7.8h, v6.16b
	ssubw2	v26.8h, v6.8h, v11.16b
	st1	{ v14.16b, v15.16b, v16.16b, v17.16b }, [x29]
	st1	{ v4.16b, v5.16b, v6.16b, v7.16b }, [x13]
	st1	{ v13.16b, v14.16b, v15.16b, v16.16b }, [x19]
	st1	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x15]
	st1	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x14], x25
	st1	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x4], x15
	st1	{ v24.16b, v25.16b, v26.16b, v27.16b }, [x13], x6
	st1	{ v1.16b, v2.16b, v3.16b, v4.16b }, [x21], x28
	st1	{ v14.1d, v15.1d, v16.1d, v17.1d }, [x22]
	st1	{ v21.1d, v22.1d, v23.1d, v24.1d }, [x8]
	st1	{ v11.1d, v12.1d, v13.1d, v14.1d }, [x14]
	st1	{ v6.1d, v7.1d, v8.1d, v9.1d }, [x18]
	st1	{ v21.1d, v22.1d, v23.1d, v24.1d }, [x3], x6
	st1	{ v4.1d, v5.1d, v6.1d, v7.1d }, [x9], x26
	st1	{ v31.1d, v0.1d, v1.1d, v2.1d }, [x25], x7
	st1	{ v19.1d, v20.1d, v21.1d, v22.1d }, [x5], x26
	st1	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x3]
	st1	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x23]
	st1	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x14]
	st1	{ v2.2d, v3.2d, v4.2d, v5.2d }, [x14]
	st1	{ v18.2d, v19.2d, v20.2d, v21.2d }, [x16], x2
	st1	{ v1.2d, v2.2d, v3.2d, v4.2d }, [x10], x9
	st1	{ v10.2d, v11.2d, v12.2d, v13.2d }, [x20], #64
	st1	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x1], x14
	st1	{ v28.2s, v29.2s, v30.2s, v31.2s }, [x15]
	st1	{ v25.2s, v26.2s, v27.2s, v28.2s }, [x13]
	st1	{ v20.2s, v21.2s, v22.2s, v23.2s }, [x23]
	st1	{ v25.2s, v26.2s, v27.2s, v28.2s }, [x9]
	st1	{ v4.2s, v5.2s, v6.2s, v7.2s }, [x17], x1
	st1	{ v21.2s, v22.2s, v23.2s, v24.2s }, [x19], x24
	st1	{ v25.2s, v26.2s, v27.2s, v28.2s }, [x15], x0
	st1	{ v24.2s, v25.2s, v26.2s, v27.2s }, [x29], x26
	st1	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x2]
	st1	{ v1.4h, v2.4h, v3.4h, v4.4h }, [x7]
	st1	{ v21.4h, v22.4h, v23.4h, v24.4h }, [x30]
	st1	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x1]
	st1	{ v1.4h, v2.4h, v3.4h, v4.4h }, [x28], x10
	st1	{ v26.4h, v27.4h, v28.4h, v29.4h }, [x25], x22
	st1	{ v6.4h, v7.4h, v8.4h, v9.4h }, [x6], x21
	st1	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x3], x2
	st1	{ v21.4s, v22.4s, v23.4s, v24.4s }, [x12]
	st1	{ v29.4s, v30.4s, v31.4s, v0.4s }, [x23]
	st1	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x23]
	st1	{ v28.4s, v29.4s, v30.4s, v31.4s }, [x0]
	st1	{ v23.4s, v24.4s, v25.4s, v26.4s }, [x12], x17
	st1	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x11], x8
	st1	{ v18.4s, v19.4s, v20.4s, v21.4s }, [x19], x29
	st1	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x6], x20
	st1	{ v10.8b, v11.8b, v12.8b, v13.8b }, [x2]
	st1	{ v7.8b, v8.8b, v9.8b, v10.8b }, [x24]
	st1	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x14]
	st1	{ v27.8b, v28.8b, v29.8b, v30.8b }, [x0]
	st1	{ v26.8b, v27.8b, v28.8b, v29.8b }, [x22], x16
	st1	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x17], #32
	st1	{ v29.8b, v30.8b, v31.8b, v0.8b }, [sp], x15
	st1	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x7], x1
	st1	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x10]
	st1	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x2]
	st1	{ v31.8h, v0.8h, v1.8h, v2.8h }, [x30]
	st1	{ v23.8h, v24.8h, v25.8h, v26.8h }, [x4]
	st1	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x25], x24
	st1	{ v8.8h, v9.8h, v10.8h, v11.8h }, [sp], x17
	st1	{ v20.8h, v21.8h, v22.8h, v23.8h }, [x19], x27
	st1	{ v10.8h, v11.8h, v12.8h, v13.8h }, [x5], x21
	st1	{ v6.16b }, [x15]
	st1	{ v28.16b }, [x26]
	st1	{ v24.16b }, [x0]
	st1	{ v23.16b }, [x17]
	st1	{ v28.16b }, [x24], x5
	st1	{ v25.16b }, [x11], x23
	st1	{ v2.16b }, [x13], x3
	st1	{ v24.16b }, [x3], x3
	st1	{ v27.1d }, [x29]
	st1	{ v29.1d }, [x5]
	st1	{ v20.1d }, [x24]
	st1	{ v17.1d }, [x29]
	st1	{ v20.1d }, [x10], x18
	st1	{ v17.1d }, [x13], #8
	st1	{ v6.1d }, [x19], x24
	st1	{ v16.1d }, [x7], x26
	st1	{ v20.2d }, [x1]
	st1	{ v20.2d }, [x27]
	st1	{ v0.2d }, [x24]
	st1	{ v3.2d }, [x21]
	st1	{ v16.2d }, [x10], x11
	st1	{ v30.2d }, [x12], x24
	st1	{ v3.2d }, [x2], x2
	st1	{ v13.2d }, [x18], x30
	st1	{ v23.2s }, [x18]
	st1	{ v13.2s }, [x18]
	st1	{ v5.2s }, [x9]
	st1	{ v0.2s }, [x29]
	st1	{ v20.2s }, [x1], x15
	st1	{ v2.2s }, [x2], x6
	st1	{ v30.2s }, [x5], x18
	st1	{ v17.2s }, [sp], x30
	st1	{ v28.4h }, [x9]
	st1	{ v27.4h }, [x25]
	st1	{ v1.4h }, [x11]
	st1	{ v2.4h }, [x29]
	st1	{ v0.4h }, [x22], x9
	st1	{ v1.4h }, [x10], x24
	st1	{ v9.4h }, [x29], x6
	st1	{ v24.4h }, [x17], x25
	st1	{ v26.4s }, [x28]
	st1	{ v5.4s }, [x15]
	st1	{ v4.4s }, [x9]
	st1	{ v0.4s }, [x24]
	st1	{ v21.4s }, [x21], x30
	st1	{ v18.4s }, [x23], x14
	st1	{ v18.4s }, [x8], x6
	st1	{ v14.4s }, [x22], x24
	st1	{ v6.8b }, [x4]
	st1	{ v29.8b }, [x16]
	st1	{ v24.8b }, [x11]
	st1	{ v9.8b }, [x19]
	st1	{ v27.8b }, [x12], x22
	st1	{ v17.8b }, [x29], x18
	st1	{ v14.8b }, [x7], x14
	st1	{ v24.8b }, [x27], x27
	st1	{ v1.8h }, [x11]
	st1	{ v15.8h }, [x13]
	st1	{ v8.8h }, [x12]
	st1	{ v22.8h }, [x7]
	st1	{ v19.8h }, [x4], x30
	st1	{ v18.8h }, [x18], x17
	st1	{ v26.8h }, [x30], x19
	st1	{ v14.8h }, [x27], x4
	st1	{ v11.16b, v12.16b, v13.16b }, [x4]
	st1	{ v11.16b, v12.16b, v13.16b }, [x1]
	st1	{ v25.16b, v26.16b, v27.16b }, [x17]
	st1	{ v31.16b, v0.16b, v1.16b }, [x25]
	st1	{ v1.16b, v2.16b, v3.16b }, [x23], x21
	st1	{ v20.16b, v21.16b, v22.16b }, [x1], x10
	st1	{ v14.16b, v15.16b, v16.16b }, [x5], x5
	st1	{ v8.16b, v9.16b, v10.16b }, [x0], x17
	st1	{ v18.1d, v19.1d, v20.1d }, [x21]
	st1	{ v6.1d, v7.1d, v8.1d }, [x12]
	st1	{ v6.1d, v7.1d, v8.1d }, [x8]
	st1	{ v10.1d, v11.1d, v12.1d }, [x4]
	st1	{ v27.1d, v28.1d, v29.1d }, [x4], x20
	st1	{ v31.1d, v0.1d, v1.1d }, [x19], x1
	st1	{ v31.1d, v0.1d, v1.1d }, [x21], x4
	st1	{ v27.1d, v28.1d, v29.1d }, [x29], x16
	st1	{ v31.2d, v0.2d, v1.2d }, [x18]
	st1	{ v12.2d, v13.2d, v14.2d }, [x19]
	st1	{ v29.2d, v30.2d, v31.2d }, [x18]
	st1	{ v17.2d, v18.2d, v19.2d }, [x7]
	st1	{ v24.2d, v25.2d, v26.2d }, [x15], x1
	st1	{ v24.2d, v25.2d, v26.2d }, [sp], x29
	st1	{ v20.2d, v21.2d, v22.2d }, [x4], x9
	st1	{ v9.2d, v10.2d, v11.2d }, [x6], x29
	st1	{ v20.2s, v21.2s, v22.2s }, [x1]
	st1	{ v0.2s, v1.2s, v2.2s }, [x0]
	st1	{ v9.2s, v10.2s, v11.2s }, [x24]
	st1	{ v26.2s, v27.2s, v28.2s }, [x7]
	st1	{ v27.2s, v28.2s, v29.2s }, [x0], x10
	st1	{ v27.2s, v28.2s, v29.2s }, [x13], x1
	st1	{ v14.2s, v15.2s, v16.2s }, [x5], x8
	st1	{ v16.2s, v17.2s, v18.2s }, [x13], x6
	st1	{ v14.4h, v15.4h, v16.4h }, [x30]
	st1	{ v7.4h, v8.4h, v9.4h }, [x23]
	st1	{ v3.4h, v4.4h, v5.4h }, [x9]
	st1	{ v11.4h, v12.4h, v13.4h }, [x18]
	st1	{ v22.4h, v23.4h, v24.4h }, [x12], x29
	st1	{ v11.4h, v12.4h, v13.4h }, [x28], x17
	st1	{ v22.4h, v23.4h, v24.4h }, [x10], x7
	st1	{ v23.4h, v24.4h, v25.4h }, [x11], #24
	st1	{ v21.4s, v22.4s, v23.4s }, [x28]
	st1	{ v15.4s, v16.4s, v17.4s }, [x30]
	st1	{ v1.4s, v2.4s, v3.4s }, [x10]
	st1	{ v19.4s, v20.4s, v21.4s }, [x7]
	st1	{ v15.4s, v16.4s, v17.4s }, [x28], x13
	st1	{ v16.4s, v17.4s, v18.4s }, [x16], x21
	st1	{ v13.4s, v14.4s, v15.4s }, [x27], x23
	st1	{ v12.4s, v13.4s, v14.4s }, [x14], x9
	st1	{ v17.8b, v18.8b, v19.8b }, [x11]
	st1	{ v17.8b, v18.8b, v19.8b }, [x4]
	st1	{ v7.8b, v8.8b, v9.8b }, [x12]
	st1	{ v20.8b, v21.8b, v22.8b }, [x7]
	st1	{ v9.8b, v10.8b, v11.8b }, [x20], #24
	st1	{ v1.8b, v2.8b, v3.8b }, [x2], x16
	st1	{ v2.8b, v3.8b, v4.8b }, [x16], x16
	st1	{ v22.8b, v23.8b, v24.8b }, [x23], x2
	st1	{ v8.8h, v9.8h, v10.8h }, [x2]
	st1	{ v13.8h, v14.8h, v15.8h }, [x22]
	st1	{ v11.8h, v12.8h, v13.8h }, [x15]
	st1	{ v27.8h, v28.8h, v29.8h }, [x25]
	st1	{ v20.8h, v21.8h, v22.8h }, [x26], x7
	st1	{ v1.8h, v2.8h, v3.8h }, [x13], x14
	st1	{ v31.8h, v0.8h, v1.8h }, [x18], x2
	st1	{ v16.8h, v17.8h, v18.8h }, [x9], x10
	st1	{ v19.16b, v20.16b }, [x1]
	st1	{ v31.16b, v0.16b }, [x25]
	st1	{ v1.16b, v2.16b }, [x13]
	st1	{ v31.16b, v0.16b }, [x11]
	st1	{ v26.16b, v27.16b }, [x30], x21
	st1	{ v25.16b, v26.16b }, [x22], x3
	st1	{ v31.16b, v0.16b }, [x16], x5
	st1	{ v2.16b, v3.16b }, [x14], x26
	st1	{ v5.1d, v6.1d }, [x21]
	st1	{ v10.1d, v11.1d }, [x6]
	st1	{ v2.1d, v3.1d }, [x21]
	st1	{ v31.1d, v0.1d }, [x4]
	st1	{ v26.1d, v27.1d }, [x28], x15
	st1	{ v1.1d, v2.1d }, [x26], x15
	st1	{ v13.1d, v14.1d }, [x15], x3
	st1	{ v28.1d, v29.1d }, [x6], x7
	st1	{ v11.2d, v12.2d }, [x5]
	st1	{ v8.2d, v9.2d }, [x29]
	st1	{ v26.2d, v27.2d }, [x8]
	st1	{ v15.2d, v16.2d }, [x0]
	st1	{ v20.2d, v21.2d }, [x15], x27
	st1	{ v29.2d, v30.2d }, [x27], x23
	st1	{ v20.2d, v21.2d }, [x7], x9
	st1	{ v15.2d, v16.2d }, [x0], x27
	st1	{ v30.2s, v31.2s }, [sp]
	st1	{ v14.2s, v15.2s }, [x3]
	st1	{ v29.2s, v30.2s }, [x19]
	st1	{ v18.2s, v19.2s }, [x30]
	st1	{ v2.2s, v3.2s }, [x20], x28
	st1	{ v28.2s, v29.2s }, [x14], x6
	st1	{ v19.2s, v20.2s }, [x13], x28
	st1	{ v5.2s, v6.2s }, [x12], x16
	st1	{ v2.4h, v3.4h }, [x18]
	st1	{ v19.4h, v20.4h }, [x24]
	st1	{ v17.4h, v18.4h }, [x25]
	st1	{ v20.4h, v21.4h }, [x8]
	st1	{ v0.4h, v1.4h }, [x4], x21
	st1	{ v2.4h, v3.4h }, [x2], x17
	st1	{ v15.4h, v16.4h }, [x16], x16
	st1	{ v22.4h, v23.4h }, [x30], x4
	st1	{ v4.4s, v5.4s }, [x26]
	st1	{ v30.4s, v31.4s }, [x11]
	st1	{ v10.4s, v11.4s }, [x15]
	st1	{ v8.4s, v9.4s }, [x18]
	st1	{ v2.4s, v3.4s }, [x12], x11
	st1	{ v3.4s, v4.4s }, [x12], x19
	st1	{ v22.4s, v23.4s }, [x8], x29
	st1	{ v6.4s, v7.4s }, [x19], x22
	st1	{ v8.8b, v9.8b }, [x27]
	st1	{ v17.8b, v18.8b }, [x11]
	st1	{ v29.8b, v30.8b }, [x1]
	st1	{ v26.8b, v27.8b }, [x15]
	st1	{ v20.8b, v21.8b }, [x28], x21
	st1	{ v12.8b, v13.8b }, [x10], x7
	st1	{ v4.8b, v5.8b }, [x24], x19
	st1	{ v12.8b, v13.8b }, [x10], x4
	st1	{ v26.8h, v27.8h }, [x13]
	st1	{ v6.8h, v7.8h }, [x12]
	st1	{ v27.8h, v28.8h }, [x9]
	st1	{ v10.8h, v11.8h }, [x21]
	st1	{ v10.8h, v11.8h }, [x9], x25
	st1	{ v8.8h, v9.8h }, [x11], x5
	st1	{ v12.8h, v13.8h }, [x17], x1
	st1	{ v26.8h, v27.8h }, [x30], x23
	st1	{ v14.b }[15], [x16]
	st1	{ v31.b }[4], [x5]
	st1	{ v11.b }[1], [x3]
	st1	{ v28.b }[8], [x16]
	st1	{ v20.b }[0], [x24], x28
	st1	{ v31.b }[0], [x23], x13
	st1	{ v31.b }[0], [x30], x23
	st1	{ v23.b }[11], [x17], x28
	st1	{ v20.d }[1], [x2]
	st1	{ v29.d }[0], [x18]
	st1	{ v3.d }[1], [x23]
	st1	{ v4.d }[0], [x27]
	st1	{ v10.d }[0], [x3], x3
	st1	{ v0.d }[0], [x2], x17
	st1	{ v21.d }[1], [x17], x0
	st1	{ v11.d }[0], [x13], x13
	st1	{ v31.h }[7], [x10]
	st1	{ v4.h }[1], [x30]
	st1	{ v23.h }[0], [sp]
	st1	{ v20.h }[1], [x18]
	st1	{ v21.h }[6], [x3], x3
	st1	{ v30.h }[1], [x0], x13
	st1	{ v7.h }[2], [x29], x2
	st1	{ v13.h }[4], [x15], x1
	st1	{ v31.s }[3], [x8]
	st1	{ v31.s }[1], [x7]
	st1	{ v2.s }[0], [x28]
	st1	{ v7.s }[0], [x24]
	st1	{ v9.s }[2], [x10], x8
	st1	{ v11.s }[1], [x9], x25
	st1	{ v18.s }[0], [x28], x30
	st1	{ v1.s }[0], [x14], x29
	st2	{ v27.b, v28.b }[12], [x3]
	st2	{ v13.b, v14.b }[5], [x20]
	st2	{ v9.b, v10.b }[0], [x28]
	st2	{ v16.b, v17.b }[0], [x6]
	st2	{ v3.b, v4.b }[3], [x19], x30
	st2	{ v7.b, v8.b }[1], [x8], x27
	st2	{ v25.b, v26.b }[8], [x23], x7
	st2	{ v12.b, v13.b }[6], [x16], x3
	st2	{ v3.d, v4.d }[0], [x5]
	st2	{ v30.d, v31.d }[1], [x5]
	st2	{ v12.d, v13.d }[1], [x17]
	st2	{ v0.d, v1.d }[0], [x6]
	st2	{ v14.d, v15.d }[0], [x27], x6
	st2	{ v6.d, v7.d }[0], [x24], x0
	st2	{ v15.d, v16.d }[0], [x0], x27
	st2	{ v4.d, v5.d }[1], [x22], x3
	st2	{ v2.h, v3.h }[1], [x29]
	st2	{ v3.h, v4.h }[1], [x7]
	st2	{ v0.h, v1.h }[0], [x15]
	st2	{ v27.h, v28.h }[0], [x8]
	st2	{ v25.h, v26.h }[7], [x15], x12
	st2	{ v3.h, v4.h }[1], [x19], x19
	st2	{ v16.h, v17.h }[0], [x8], x10
	st2	{ v13.h, v14.h }[0], [x3], x28
	st2	{ v19.s, v20.s }[1], [x24]
	st2	{ v7.s, v8.s }[3], [x10]
	st2	{ v31.s, v0.s }[1], [x22]
	st2	{ v30.s, v31.s }[2], [x10]
	st2	{ v18.s, v19.s }[0], [x29], x9
	st2	{ v0.s, v1.s }[0], [x11], x7
	st2	{ v24.s, v25.s }[1], [x2], x2
	st2	{ v15.s, v16.s }[0], [x16], x30
	st2	{ v2.16b, v3.16b }, [x15]
	st2	{ v15.16b, v16.16b }, [x9]
	st2	{ v22.16b, v23.16b }, [x27]
	st2	{ v16.16b, v17.16b }, [x4]
	st2	{ v26.16b, v27.16b }, [x11], x6
	st2	{ v24.16b, v25.16b }, [x30], x2
	st2	{ v25.16b, v26.16b }, [x1], x1
	st2	{ v9.16b, v10.16b }, [x22], x17
	st2	{ v14.2d, v15.2d }, [x2]
	st2	{ v7.2d, v8.2d }, [x2]
	st2	{ v7.2d, v8.2d }, [x10]
	st2	{ v21.2d, v22.2d }, [x2]
	st2	{ v19.2d, v20.2d }, [x1], x21
	st2	{ v9.2d, v10.2d }, [x22], x17
	st2	{ v2.2d, v3.2d }, [x3], #32
	st2	{ v12.2d, v13.2d }, [x5], x17
	st2	{ v4.2s, v5.2s }, [x22]
	st2	{ v29.2s, v30.2s }, [x16]
	st2	{ v30.2s, v31.2s }, [x17]
	st2	{ v14.2s, v15.2s }, [x7]
	st2	{ v19.2s, v20.2s }, [x25], x20
	st2	{ v18.2s, v19.2s }, [x17], x3
	st2	{ v1.2s, v2.2s }, [x2], x12
	st2	{ v7.2s, v8.2s }, [x6], x7
	st2	{ v7.4h, v8.4h }, [sp]
	st2	{ v29.4h, v30.4h }, [x3]
	st2	{ v4.4h, v5.4h }, [x30]
	st2	{ v21.4h, v22.4h }, [x12]
	st2	{ v2.4h, v3.4h }, [x2], x13
	st2	{ v24.4h, v25.4h }, [x13], x16
	st2	{ v3.4h, v4.4h }, [x6], x0
	st2	{ v14.4h, v15.4h }, [x1], x7
	st2	{ v13.4s, v14.4s }, [x20]
	st2	{ v20.4s, v21.4s }, [x2]
	st2	{ v28.4s, v29.4s }, [x7]
	st2	{ v5.4s, v6.4s }, [x16]
	st2	{ v30.4s, v31.4s }, [x12], x2
	st2	{ v28.4s, v29.4s }, [x28], x14
	st2	{ v9.4s, v10.4s }, [x19], x18
	st2	{ v27.4s, v28.4s }, [x28], x13
	st2	{ v31.8b, v0.8b }, [x5]
	st2	{ v21.8b, v22.8b }, [x17]
	st2	{ v17.8b, v18.8b }, [x5]
	st2	{ v19.8b, v20.8b }, [x8]
	st2	{ v9.8b, v10.8b }, [x7], x9
	st2	{ v8.8b, v9.8b }, [x18], x15
	st2	{ v23.8b, v24.8b }, [x17], x23
	st2	{ v5.8b, v6.8b }, [sp], x17
	st2	{ v7.8h, v8.8h }, [x9]
	st2	{ v22.8h, v23.8h }, [x19]
	st2	{ v14.8h, v15.8h }, [x21]
	st2	{ v14.8h, v15.8h }, [x10]
	st2	{ v5.8h, v6.8h }, [x23], x10
	st2	{ v31.8h, v0.8h }, [x9], x14
	st2	{ v22.8h, v23.8h }, [x3], x10
	st2	{ v18.8h, v19.8h }, [x27], x13
	st3	{ v6.b, v7.b, v8.b }[11], [x26]
	st3	{ v4.b, v5.b, v6.b }[9], [x29]
	st3	{ v6.b, v7.b, v8.b }[8], [x10]
	st3	{ v15.b, v16.b, v17.b }[8], [x15]
	st3	{ v20.b, v21.b, v22.b }[5], [x1], x6
	st3	{ v12.b, v13.b, v14.b }[14], [x20], x2
	st3	{ v9.b, v10.b, v11.b }[2], [x12], x7
	st3	{ v16.b, v17.b, v18.b }[1], [x14], x6
	st3	{ v17.d, v18.d, v19.d }[1], [x19]
	st3	{ v25.d, v26.d, v27.d }[1], [x20]
	st3	{ v27.d, v28.d, v29.d }[1], [x26]
	st3	{ v7.d, v8.d, v9.d }[0], [x14]
	st3	{ v20.d, v21.d, v22.d }[1], [x30], x17
	st3	{ v10.d, v11.d, v12.d }[1], [x1], x24
	st3	{ v28.d, v29.d, v30.d }[1], [x8], x20
	st3	{ v22.d, v23.d, v24.d }[0], [x21], x18
	st3	{ v9.h, v10.h, v11.h }[4], [x20]
	st3	{ v15.h, v16.h, v17.h }[0], [sp]
	st3	{ v3.h, v4.h, v5.h }[0], [x24]
	st3	{ v31.h, v0.h, v1.h }[0], [x15]
	st3	{ v24.h, v25.h, v26.h }[3], [x12], x30
	st3	{ v30.h, v31.h, v0.h }[7], [x22], x16
	st3	{ v6.h, v7.h, v8.h }[1], [x8], x21
	st3	{ v16.h, v17.h, v18.h }[2], [x27], x5
	st3	{ v29.s, v30.s, v31.s }[3], [x1]
	st3	{ v22.s, v23.s, v24.s }[1], [x8]
	st3	{ v25.s, v26.s, v27.s }[0], [x1]
	st3	{ v13.s, v14.s, v15.s }[3], [x24]
	st3	{ v5.s, v6.s, v7.s }[3], [x10], x3
	st3	{ v3.s, v4.s, v5.s }[1], [x15], x18
	st3	{ v7.s, v8.s, v9.s }[0], [x2], x20
	st3	{ v11.s, v12.s, v13.s }[3], [x25], x10
	st3	{ v12.16b, v13.16b, v14.16b }, [x20]
	st3	{ v7.16b, v8.16b, v9.16b }, [x20]
	st3	{ v9.16b, v10.16b, v11.16b }, [x25]
	st3	{ v14.16b, v15.16b, v16.16b }, [x16]
	st3	{ v24.16b, v25.16b, v26.16b }, [x16], x29
	st3	{ v30.16b, v31.16b, v0.16b }, [x0], x12
	st3	{ v4.16b, v5.16b, v6.16b }, [x21], x29
	st3	{ v30.16b, v31.16b, v0.16b }, [x12], x27
	st3	{ v2.2d, v3.2d, v4.2d }, [x7]
	st3	{ v17.2d, v18.2d, v19.2d }, [x13]
	st3	{ v17.2d, v18.2d, v19.2d }, [x13]
	st3	{ v19.2d, v20.2d, v21.2d }, [x26]
	st3	{ v30.2d, v31.2d, v0.2d }, [x21], x22
	st3	{ v18.2d, v19.2d, v20.2d }, [x5], x10
	st3	{ v31.2d, v0.2d, v1.2d }, [x8], x10
	st3	{ v16.2d, v17.2d, v18.2d }, [x0], x8
	st3	{ v16.2s, v17.2s, v18.2s }, [x6]
	st3	{ v0.2s, v1.2s, v2.2s }, [x6]
	st3	{ v31.2s, v0.2s, v1.2s }, [x24]
	st3	{ v25.2s, v26.2s, v27.2s }, [x24]
	st3	{ v0.2s, v1.2s, v2.2s }, [x29], x7
	st3	{ v18.2s, v19.2s, v20.2s }, [x7], x27
	st3	{ v16.2s, v17.2s, v18.2s }, [x24], x18
	st3	{ v27.2s, v28.2s, v29.2s }, [x9], x15
	st3	{ v27.4h, v28.4h, v29.4h }, [x7]
	st3	{ v5.4h, v6.4h, v7.4h }, [x26]
	st3	{ v26.4h, v27.4h, v28.4h }, [x12]
	st3	{ v7.4h, v8.4h, v9.4h }, [x11]
	st3	{ v18.4h, v19.4h, v20.4h }, [x5], x8
	st3	{ v4.4h, v5.4h, v6.4h }, [sp], x5
	st3	{ v28.4h, v29.4h, v30.4h }, [x2], x9
	st3	{ v4.4h, v5.4h, v6.4h }, [x11], x17
	st3	{ v30.4s, v31.4s, v0.4s }, [x5]
	st3	{ v23.4s, v24.4s, v25.4s }, [x23]
	st3	{ v20.4s, v21.4s, v22.4s }, [x1]
	st3	{ v20.4s, v21.4s, v22.4s }, [x23]
	st3	{ v5.4s, v6.4s, v7.4s }, [x20], x19
	st3	{ v30.4s, v31.4s, v0.4s }, [x25], x17
	st3	{ v19.4s, v20.4s, v21.4s }, [x7], x1
	st3	{ v24.4s, v25.4s, v26.4s }, [x1], x25
	st3	{ v16.8b, v17.8b, v18.8b }, [x27]
	st3	{ v31.8b, v0.8b, v1.8b }, [x4]
	st3	{ v31.8b, v0.8b, v1.8b }, [x18]
	st3	{ v12.8b, v13.8b, v14.8b }, [x4]
	st3	{ v26.8b, v27.8b, v28.8b }, [x15], x29
	st3	{ v0.8b, v1.8b, v2.8b }, [x15], x10
	st3	{ v12.8b, v13.8b, v14.8b }, [sp], x2
	st3	{ v6.8b, v7.8b, v8.8b }, [x7], #24
	st3	{ v4.8h, v5.8h, v6.8h }, [x10]
	st3	{ v28.8h, v29.8h, v30.8h }, [x16]
	st3	{ v20.8h, v21.8h, v22.8h }, [x22]
	st3	{ v20.8h, v21.8h, v22.8h }, [x6]
	st3	{ v29.8h, v30.8h, v31.8h }, [x28], x8
	st3	{ v2.8h, v3.8h, v4.8h }, [x15], x22
	st3	{ v20.8h, v21.8h, v22.8h }, [x9], #48
	st3	{ v25.8h, v26.8h, v27.8h }, [x29], x18
	st4	{ v29.b, v30.b, v31.b, v0.b }[0], [x19]
	st4	{ v16.b, v17.b, v18.b, v19.b }[11], [x16]
	st4	{ v31.b, v0.b, v1.b, v2.b }[8], [x12]
	st4	{ v16.b, v17.b, v18.b, v19.b }[11], [x12]
	st4	{ v0.b, v1.b, v2.b, v3.b }[0], [x10], x19
	st4	{ v6.b, v7.b, v8.b, v9.b }[14], [x3], x12
	st4	{ v17.b, v18.b, v19.b, v20.b }[0], [x21], x30
	st4	{ v12.b, v13.b, v14.b, v15.b }[15], [x28], x2
	st4	{ v31.d, v0.d, v1.d, v2.d }[1], [sp]
	st4	{ v0.d, v1.d, v2.d, v3.d }[1], [x6]
	st4	{ v7.d, v8.d, v9.d, v10.d }[1], [x18]
	st4	{ v9.d, v10.d, v11.d, v12.d }[0], [x7]
	st4	{ v13.d, v14.d, v15.d, v16.d }[1], [x23], x19
	st4	{ v27.d, v28.d, v29.d, v30.d }[1], [x16], x30
	st4	{ v20.d, v21.d, v22.d, v23.d }[1], [x19], x12
	st4	{ v0.d, v1.d, v2.d, v3.d }[1], [x9], x28
	st4	{ v17.h, v18.h, v19.h, v20.h }[2], [x20]
	st4	{ v12.h, v13.h, v14.h, v15.h }[0], [x21]
	st4	{ v9.h, v10.h, v11.h, v12.h }[3], [x5]
	st4	{ v11.h, v12.h, v13.h, v14.h }[0], [x8]
	st4	{ v19.h, v20.h, v21.h, v22.h }[6], [x8], x5
	st4	{ v5.h, v6.h, v7.h, v8.h }[0], [x29], x12
	st4	{ v29.h, v30.h, v31.h, v0.h }[3], [x4], x29
	st4	{ v8.h, v9.h, v10.h, v11.h }[0], [x10], x29
	st4	{ v1.s, v2.s, v3.s, v4.s }[3], [x11]
	st4	{ v29.s, v30.s, v31.s, v0.s }[0], [x28]
	st4	{ v5.s, v6.s, v7.s, v8.s }[1], [x30]
	st4	{ v16.s, v17.s, v18.s, v19.s }[3], [x1]
	st4	{ v16.s, v17.s, v18.s, v19.s }[2], [x5], x12
	st4	{ v18.s, v19.s, v20.s, v21.s }[0], [x18], x27
	st4	{ v13.s, v14.s, v15.s, v16.s }[3], [x16], x22
	st4	{ v21.s, v22.s, v23.s, v24.s }[0], [x29], x20
	st4	{ v12.16b, v13.16b, v14.16b, v15.16b }, [sp]
	st4	{ v3.16b, v4.16b, v5.16b, v6.16b }, [x23]
	st4	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x22]
	st4	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x18]
	st4	{ v14.16b, v15.16b, v16.16b, v17.16b }, [x1], x17
	st4	{ v14.16b, v15.16b, v16.16b, v17.16b }, [x19], x8
	st4	{ v13.16b, v14.16b, v15.16b, v16.16b }, [x0], x18
	st4	{ v22.16b, v23.16b, v24.16b, v25.16b }, [x19], x0
	st4	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x14]
	st4	{ v25.2d, v26.2d, v27.2d, v28.2d }, [x7]
	st4	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x27]
	st4	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x21]
	st4	{ v24.2d, v25.2d, v26.2d, v27.2d }, [x23], x23
	st4	{ v16.2d, v17.2d, v18.2d, v19.2d }, [sp], x1
	st4	{ v27.2d, v28.2d, v29.2d, v30.2d }, [x3], x15
	st4	{ v29.2d, v30.2d, v31.2d, v0.2d }, [x28], x28
	st4	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x23]
	st4	{ v27.2s, v28.2s, v29.2s, v30.2s }, [x17]
	st4	{ v28.2s, v29.2s, v30.2s, v31.2s }, [x25]
	st4	{ v30.2s, v31.2s, v0.2s, v1.2s }, [x17]
	st4	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x4], #32
	st4	{ v28.2s, v29.2s, v30.2s, v31.2s }, [x16], x21
	st4	{ v3.2s, v4.2s, v5.2s, v6.2s }, [x27], x26
	st4	{ v12.2s, v13.2s, v14.2s, v15.2s }, [x14], x26
	st4	{ v18.4h, v19.4h, v20.4h, v21.4h }, [sp]
	st4	{ v27.4h, v28.4h, v29.4h, v30.4h }, [x16]
	st4	{ v16.4h, v17.4h, v18.4h, v19.4h }, [x1]
	st4	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x3]
	st4	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x17], x1
	st4	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x11], x7
	st4	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x8], x12
	st4	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x5], x14
	st4	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x18]
	st4	{ v7.4s, v8.4s, v9.4s, v10.4s }, [x12]
	st4	{ v11.4s, v12.4s, v13.4s, v14.4s }, [x5]
	st4	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x26]
	st4	{ v18.4s, v19.4s, v20.4s, v21.4s }, [x9], x0
	st4	{ v16.4s, v17.4s, v18.4s, v19.4s }, [x26], x10
	st4	{ v27.4s, v28.4s, v29.4s, v30.4s }, [x16], x4
	st4	{ v31.4s, v0.4s, v1.4s, v2.4s }, [x0], x12
	st4	{ v6.8b, v7.8b, v8.8b, v9.8b }, [sp]
	st4	{ v21.8b, v22.8b, v23.8b, v24.8b }, [x9]
	st4	{ v8.8b, v9.8b, v10.8b, v11.8b }, [x14]
	st4	{ v8.8b, v9.8b, v10.8b, v11.8b }, [x6]
	st4	{ v4.8b, v5.8b, v6.8b, v7.8b }, [x27], x23
	st4	{ v29.8b, v30.8b, v31.8b, v0.8b }, [x1], x0
	st4	{ v10.8b, v11.8b, v12.8b, v13.8b }, [x4], x9
	st4	{ v7.8b, v8.8b, v9.8b, v10.8b }, [x20], x10
	st4	{ v23.8h, v24.8h, v25.8h, v26.8h }, [x21]
	st4	{ v5.8h, v6.8h, v7.8h, v8.8h }, [x20]
	st4	{ v23.8h, v24.8h, v25.8h, v26.8h }, [x21]
	st4	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x26]
	st4	{ v15.8h, v16.8h, v17.8h, v18.8h }, [x27], x25
	st4	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x19], x26
	st4	{ v3.8h, v4.8h, v5.8h, v6.8h }, [x8], x13
	st4	{ v8.8h, v9.8h, v10.8h, v11.8h }, [x15], x17
	stlr	w0, [x16]
	stlr	w17, [x18]
	stlr	w26, [x28]
	stlr	w27, [x7]
	stlr	x23, [x5]
	stlr	x25, [x1]
	stlr	x3, [x27]
	stlr	x8, [x16]
	stlrb	w24, [x22]
	stlrb	w8, [x19]
	stlrb	w25, [x16]
	stlrb	w5, [x9]
	stlrh	w1, [x24]
	stlrh	w1, [x17]
	stlrh	w8, [x11]
	stlrh	w19, [x1]
	stlxp	w7, w17, w11, [x6]
	stlxp	w6, w1, w29, [x1]
	stlxp	w9, w2, w24, [x3]
	stlxp	w12, w23, w27, [x0]
	stlxp	w17, x13, x24, [x19]
	stlxp	w8, x9, x12, [x30]
	stlxp	w0, x13, x28, [x21]
	stlxp	w29, x10, x1, [x9]
	stlxr	w6, w18, [x26]
	stlxr	w13, w2, [x6]
	stlxr	w7, w12, [x23]
	stlxr	w26, w12, [x19]
	stlxr	w8, x5, [x18]
	stlxr	w21, x24, [x8]
	stlxr	w18, x20, [x5]
	stlxr	w12, x14, [x23]
	stlxrb	w15, w11, [x18]
	stlxrb	w24, w0, [x4]
	stlxrb	w16, w8, [x4]
	stlxrb	w11, w2, [x1]
	stlxrh	w20, w16, [x14]
	stlxrh	w1, w27, [x14]
	stlxrh	w6, w24, [x12]
	stlxrh	w13, w4, [x28]
	stnp	d1, d15, [x26]
	stnp	d10, d2, [x9, #112]
	stnp	d2, d30, [x27, #-32]
	stnp	d1, d30, [x19, #504]
	stnp	q17, q9, [x7]
	stnp	q9, q22, [x16, #-1024]
	stnp	q5, q7, [x30]
	stnp	q20, q25, [x24, #592]
	stnp	s27, s30, [x0]
	stnp	s4, s27, [x4]
	stnp	s10, s31, [x2, #-252]
	stnp	s26, s31, [x17]
	stnp	w16, w1, [x27]
	stnp	w14, w19, [x28]
	stnp	w27, w29, [x28, #-100]
	stnp	w11, w5, [x12, #236]
	stnp	x30, x27, [x12, #-136]
	stnp	x19, xzr, [x4, #40]
	stnp	x4, x22, [x3, #-376]
	stnp	x6, x15, [x13]
	stp	d18, d10, [x28]
	stp	d21, d15, [x3]
	stp	d2, d15, [x23, #-248]
	stp	d8, d21, [x26, #64]
	stp	d15, d29, [x1], #-512
	stp	d12, d25, [x6], #328
	stp	d19, d15, [x26], #-328
	stp	d20, d11, [x3], #296
	stp	d24, d17, [x15, #144]!
	stp	d14, d17, [x4, #168]!
	stp	d4, d27, [x30, #128]!
	stp	d2, d15, [x20, #120]!
	stp	q7, q25, [x9, #320]
	stp	q19, q4, [x27, #-16]
	stp	q25, q18, [x21, #448]
	stp	q25, q27, [x0, #-272]
	stp	q8, q15, [x18], #416
	stp	q21, q13, [x7], #0
	stp	q7, q1, [x20], #768
	stp	q1, q10, [x5], #80
	stp	q0, q9, [x30, #-240]!
	stp	q20, q28, [x2, #208]!
	stp	q10, q15, [x8, #-464]!
	stp	q24, q5, [x19, #-720]!
	stp	s21, s29, [x12, #-20]
	stp	s17, s31, [x22, #200]
	stp	s9, s18, [x9, #44]
	stp	s27, s2, [x2, #188]
	stp	s29, s5, [x9], #-48
	stp	s23, s8, [x27], #124
	stp	s17, s31, [x28], #-72
	stp	s30, s5, [x8], #-4
	stp	s30, s1, [x15, #-128]!
	stp	s23, s8, [x21, #-228]!
	stp	s26, s26, [x6, #184]!
	stp	s4, s31, [x18, #-256]!
	stp	w12, w19, [x26]
	stp	w11, w10, [x15, #252]
	stp	w2, w19, [x12, #-20]
	stp	w23, w0, [x18, #216]
	stp	w15, w15, [x0], #-4
	stp	w22, w10, [x0], #132
	stp	w24, w2, [x11], #180
	stp	w15, w10, [x20], #-100
	stp	w16, w10, [x20, #32]!
	stp	w3, w17, [x9, #-36]!
	stp	w20, w5, [x1, #48]!
	stp	w17, w5, [x12, #-120]!
	stp	x19, x6, [x5, #144]
	stp	x5, x11, [x0, #216]
	stp	x7, x29, [x29]
	stp	x22, x7, [x4]
	stp	x10, x30, [x7], #72
	stp	x9, x2, [x6], #-88
	stp	x17, x3, [x24], #24
	stp	x13, x16, [x2], #-264
	stp	x9, x21, [x14, #328]!
	stp	xzr, x25, [sp, #-408]!
	stp	x28, x20, [x11, #224]!
	stp	x5, x19, [x24, #192]!
	stur	b14, [x12, #-91]
	stur	b23, [x11]
	stur	b9, [x26]
	stur	b15, [x29, #-178]
	str	b5, [x26], #-25
	str	b9, [x5], #0
	str	b7, [x19], #-228
	str	b20, [x9], #-230
	str	b13, [sp, #-191]!
	str	b11, [x27, #255]!
	str	b26, [x6, #1]!
	str	b25, [x26, #233]!
	str	b0, [x25, w25, sxtw #0]
	str	b2, [x26, wzr, uxtw]
	str	b6, [x11, w30, uxtw]
	str	b15, [x20, w28, uxtw #0]
	str	b21, [x29, x28]
	str	b15, [x13, x18, sxtx #0]
	str	b10, [x7, x4, sxtx]
	str	b20, [x12, x23, sxtx]
	str	b10, [x30]
	str	b14, [x9]
	str	b21, [x24, #769]
	str	b30, [x30]
	sturb	w8, [x18]
	sturb	w16, [x7, #-128]
	sturb	w10, [x2, #229]
	sturb	w20, [x8, #209]
	strb	w10, [x18], #-256
	strb	w12, [x28], #-218
	strb	w28, [x4], #126
	strb	w26, [x22], #-36
	strb	w1, [x4, #89]!
	strb	w1, [x26, #62]!
	strb	wzr, [x5, #-256]!
	strb	w27, [x25, #-92]!
	strb	w10, [x14, w22, uxtw]
	strb	w3, [x7, w2, uxtw #0]
	strb	w17, [x1, wzr, uxtw]
	strb	w22, [x3, w17, sxtw #0]
	strb	w8, [x3, x11]
	strb	w1, [x10, x16, sxtx #0]
	strb	w18, [x3, x29, sxtx]
	strb	w0, [x0, x27]
	strb	w4, [x10]
	strb	w15, [x28, #2189]
	strb	w5, [x15]
	strb	w19, [x0]
	stur	d18, [x9, #225]
	stur	d30, [x11]
	stur	d2, [x26, #17]
	stur	d8, [x26, #-160]
	str	d9, [x12], #154
	str	d5, [x1], #71
	str	d12, [x27], #-108
	str	d3, [x6], #-34
	str	d27, [x29, #-256]!
	str	d4, [x23, #-27]!
	str	d20, [x9, #-125]!
	str	d24, [x2, #105]!
	str	d8, [x23, w0, uxtw]
	str	d16, [x30, w2, sxtw #3]
	str	d3, [x21, w0, uxtw]
	str	d12, [x30, w28, uxtw #3]
	str	d1, [x7, x20, sxtx #3]
	str	d13, [sp, x0, lsl #3]
	str	d16, [x12, x12, sxtx]
	str	d4, [x29, x26, sxtx #3]
	str	d3, [x14]
	str	d24, [x8, #12048]
	str	d23, [x4, #32760]
	str	d0, [x17]
	stur	h6, [x15, #2]
	stur	h26, [x29, #105]
	stur	h7, [x11]
	stur	h0, [x14, #104]
	str	h6, [x17], #-1
	str	h11, [x30], #-1
	str	h10, [x13], #-256
	str	h15, [x27], #-165
	str	h11, [x5, #167]!
	str	h8, [x20, #228]!
	str	h18, [x5, #103]!
	str	h12, [x2, #-253]!
	str	h8, [x17, w27, uxtw]
	str	h24, [x2, w5, sxtw]
	str	h27, [x15, w14, uxtw]
	str	h10, [x7, w30, sxtw #1]
	str	h20, [x19, x11, sxtx]
	str	h3, [x25, x7, lsl #1]
	str	h29, [x30, x9, sxtx]
	str	h3, [x3, x8]
	str	h12, [x23, #1042]
	str	h30, [x2]
	str	h20, [x20, #3348]
	str	h17, [x25]
	sturh	w26, [x10]
	sturh	w30, [x10, #-248]
	sturh	w25, [x16]
	sturh	w5, [x10, #-51]
	strh	w26, [x8], #-121
	strh	w17, [x25], #122
	strh	w5, [x17], #-85
	strh	w11, [x9], #1
	strh	w16, [x4, #1]!
	strh	w14, [x22, #0]!
	strh	w21, [x6, #-217]!
	strh	w16, [x24, #131]!
	strh	w10, [x22, w18, sxtw]
	strh	w4, [x14, w4, uxtw]
	strh	w0, [x8, w4, sxtw]
	strh	w2, [x13, w27, sxtw #1]
	strh	wzr, [x28, x9, sxtx #1]
	strh	w26, [x10, x30]
	strh	wzr, [x22, x2, lsl #1]
	strh	w2, [x1, x7, sxtx #1]
	strh	w16, [x2, #2170]
	strh	w27, [x28, #2078]
	strh	w15, [x2]
	strh	w23, [x9, #6856]
	stur	q19, [x3]
	stur	q21, [x25, #-1]
	stur	q26, [x7]
	stur	q23, [x3, #-130]
	str	q25, [sp], #-226
	str	q23, [x13], #191
	str	q25, [x24], #-86
	str	q0, [x7], #219
	str	q9, [x22, #-129]!
	str	q28, [x1, #196]!
	str	q13, [x17, #178]!
	str	q23, [x13, #-51]!
	str	q4, [x22, w7, uxtw #4]
	str	q0, [sp, w23, sxtw #4]
	str	q2, [x15, w13, sxtw #4]
	str	q30, [x21, w4, sxtw]
	str	q30, [x26, x6, lsl #4]
	str	q14, [x28, x0, lsl #4]
	str	q5, [x21, x13, sxtx #4]
	str	q3, [x9, x2, lsl #4]
	str	q14, [x8]
	str	q11, [x14, #5072]
	str	q24, [x24, #26048]
	str	q22, [x7]
	stur	s0, [x6]
	stur	s1, [sp, #-251]
	stur	s16, [x18, #1]
	stur	s9, [x0, #228]
	str	s22, [x16], #-216
	str	s21, [x14], #-1
	str	s1, [x11], #98
	str	s28, [x17], #10
	str	s18, [x11, #113]!
	str	s12, [x17, #-59]!
	str	s25, [x24, #227]!
	str	s20, [x25, #-151]!
	str	s24, [x3, w14, uxtw]
	str	s8, [x29, w17, uxtw]
	str	s10, [x29, w13, uxtw #2]
	str	s31, [x12, w19, sxtw]
	str	s30, [x2, x18, sxtx #2]
	str	s14, [x30, x3]
	str	s31, [x20, x8]
	str	s20, [x22, x20, sxtx #2]
	str	s2, [x21]
	str	s13, [x29]
	str	s22, [x16]
	str	s21, [x19, #4932]
	stur	w4, [x13]
	stur	w26, [x6]
	stur	w1, [x30, #1]
	stur	w15, [x12]
	str	w27, [x3], #1
	str	w1, [sp], #-245
	str	w5, [x26], #-54
	str	w17, [x1], #-1
	str	w11, [x26, #114]!
	str	w25, [x1, #-149]!
	str	w30, [x10, #177]!
	str	w24, [x1, #-82]!
	str	w0, [x13, w28, uxtw #2]
	str	w24, [x17, w13, uxtw #2]
	str	w1, [x18, w1, uxtw]
	str	w16, [x3, w19, sxtw #2]
	str	w24, [x7, x8, sxtx #2]
	str	w2, [x28, x19, lsl #2]
	str	w23, [x29, x29, lsl #2]
	str	w9, [x7, x8]
	str	w26, [x26]
	str	w18, [x13, #3124]
	str	w11, [x16]
	str	w30, [x27]
	stur	x17, [x19, #-256]
	stur	x25, [x17, #1]
	stur	x0, [x5, #-96]
	stur	x21, [x20]
	str	x26, [x2], #1
	str	x6, [x13], #1
	str	x13, [x24], #-96
	str	x0, [x21], #1
	str	x2, [x8, #45]!
	str	x6, [x29, #-98]!
	str	xzr, [x24, #-18]!
	str	x21, [x0, #155]!
	str	x6, [x0, w27, uxtw #3]
	str	x0, [x5, w5, uxtw]
	str	x18, [x1, w21, uxtw]
	str	x25, [x29, w26, sxtw #3]
	str	x20, [x16, x1]
	str	x23, [x3, x12, lsl #3]
	str	x18, [x6, x26, sxtx #3]
	str	x18, [x23, x17, sxtx #3]
	str	x1, [x28, #3800]
	str	x8, [x12, #2264]
	str	x29, [x13]
	str	x29, [x3, #12144]
	sttrb	w8, [x15, #114]
	sttrb	w5, [x24]
	sttrb	w17, [x27, #255]
	sttrb	w11, [x10, #-256]
	sttrh	w3, [x27, #51]
	sttrh	w6, [x23]
	sttrh	w23, [x7, #-212]
	sttrh	w24, [x3]
	sttr	w7, [x2]
	sttr	w19, [x3, #-197]
	sttr	w8, [x18, #-218]
	sttr	w9, [x9]
	sttr	x21, [x4]
	sttr	x22, [x5]
	sttr	x3, [x18, #-204]
	sttr	x25, [x8]
	stxp	w23, w10, w8, [x25]
	stxp	w13, w15, w19, [x2]
	stxp	wzr, w24, w28, [x21]
	stxp	w8, w12, w27, [x25]
	stxp	w27, x6, x8, [x30]
	stxp	w11, x6, x22, [x30]
	stxp	wzr, x18, x23, [x20]
	stxp	wzr, x10, x3, [x10]
	stxr	w5, w12, [sp]
	stxr	w22, w25, [x0]
	stxr	w9, w28, [x4]
	stxr	w7, w10, [x4]
	stxr	w14, x9, [x11]
	stxr	w7, x17, [x8]
	stxr	w12, x28, [x19]
	stxr	w29, x27, [x24]
	stxrb	w1, w24, [x5]
	stxrb	w11, w4, [x26]
	stxrb	w19, w11, [x4]
	stxrb	w14, w7, [x3]
	stxrh	w5, w1, [x24]
	stxrh	w13, w30, [x9]
	stxrh	w4, w13, [x23]
	stxrh	w14, w1, [x28]
	subhn	v20.2s, v0.2d, v23.2d
	subhn	v2.2s, v18.2d, v19.2d
	subhn	v5.2s, v23.2d, v13.2d
	subhn	v18.2s, v19.2d, v27.2d
	subhn2	v11.4s, v1.2d, v12.2d
	subhn2	v23.4s, v15.2d, v8.2d
	subhn2	v12.4s, v9.2d, v16.2d
	subhn2	v3.4s, v20.2d, v31.2d
	subhn	v26.4h, v25.4s, v14.4s
	subhn	v22.4h, v2.4s, v21.4s
	subhn	v30.4h, v1.4s, v22.4s
	subhn	v23.4h, v13.4s, v10.4s
	subhn2	v0.8h, v10.4s, v23.4s
	subhn2	v2.8h, v29.4s, v23.4s
	subhn2	v10.8h, v21.4s, v12.4s
	subhn2	v28.8h, v16.4s, v6.4s
	subhn	v27.8b, v17.8h, v14.8h
	subhn	v14.8b, v22.8h, v3.8h
	subhn	v20.8b, v13.8h, v28.8h
	subhn	v9.8b, v22.8h, v14.8h
	subhn2	v23.16b, v31.8h, v31.8h
	subhn2	v2.16b, v16.8h, v30.8h
	subhn2	v22.16b, v2.8h, v3.8h
	subhn2	v10.16b, v3.8h, v15.8h
	subs	w30, w12, #730
	subs	w10, w19, #3159
	subs	w15, w29, #0
	subs	w26, w3, #2606, lsl #12
	subs	w9, w14, w5, lsr #1
	cmp	w0, w10, lsl #29
	subs	w7, w18, w18
	subs	w27, w27, w22, lsr #16
	cmp	w0, w13, sxtx #2
	subs	w1, w12, w13, uxth #2
	subs	w10, w22, w5, uxth #2
	subs	w15, w24, w22, sxtw #1
	cmp	x20, #4095
	subs	x29, sp, #2217, lsl #12
	cmp	x1, #1, lsl #12
	subs	x4, x25, #0
	subs	x5, x14, x22, asr #58
	subs	x13, x22, x19, asr #59
	subs	x28, x12, x25
	subs	x17, x2, x1, asr #63
	subs	x2, x2, w9, sxtw #1
	subs	x15, x1, w19, sxtw
	subs	x1, x24, w14, sxtb
	subs	x26, x21, w28, sxth
	subs	x11, x17, x9, uxtx
	subs	x28, x4, x11, sxtx #2
	cmp	x26, x13, uxtx #4
	subs	x10, x14, x14, uxtx
	sub	w9, w13, #3442
	sub	w4, w27, #3310, lsl #12
	sub	w17, w21, #664, lsl #12
	sub	w23, w25, #0
	sub	w18, w24, w4, lsl #14
	sub	w29, w17, w10, lsl #26
	sub	w13, w11, w30
	neg	w10, w24, lsr #18
	sub	w24, w2, w27, sxtb #1
	sub	w22, w25, w2, sxth #3
	sub	w27, w0, w5, uxtx #2
	sub	w3, w13, w5, uxtx
	sub	x4, x14, #4027, lsl #12
	sub	x0, x9, #879
	sub	x16, x23, #152, lsl #12
	sub	x2, x23, #935, lsl #12
	sub	x11, x29, x23, lsr #7
	neg	x2, x24, lsr #19
	neg	x2, x3, lsl #35
	sub	xzr, x29, x1, lsl #24
	sub	x2, x30, w22, uxth #2
	sub	x12, x18, w16, uxth #4
	sub	x29, x4, w24, sxth #3
	sub	x4, x20, w12, sxtb
	sub	x30, x19, x25, sxtx
	sub	x18, x0, x7, uxtx #3
	sub	x17, x8, x7, uxtx #4
	sub	x18, x4, x6, uxtx
	sub	d31, d17, d21
	sub	d4, d21, d0
	sub	d11, d9, d31
	sub	d25, d2, d8
	sub	v17.16b, v12.16b, v6.16b
	sub	v10.16b, v18.16b, v22.16b
	sub	v8.16b, v22.16b, v1.16b
	sub	v3.16b, v3.16b, v30.16b
	sub	v25.2d, v20.2d, v12.2d
	sub	v1.2d, v11.2d, v10.2d
	sub	v25.2d, v5.2d, v3.2d
	sub	v14.2d, v18.2d, v7.2d
	sub	v11.2s, v23.2s, v23.2s
	sub	v16.2s, v21.2s, v14.2s
	sub	v22.2s, v25.2s, v2.2s
	sub	v28.2s, v2.2s, v11.2s
	sub	v3.4h, v27.4h, v24.4h
	sub	v1.4h, v31.4h, v15.4h
	sub	v8.4h, v16.4h, v26.4h
	sub	v15.4h, v30.4h, v0.4h
	sub	v18.4s, v24.4s, v29.4s
	sub	v22.4s, v29.4s, v13.4s
	sub	v2.4s, v6.4s, v29.4s
	sub	v21.4s, v14.4s, v2.4s
	sub	v16.8b, v22.8b, v4.8b
	sub	v22.8b, v14.8b, v22.8b
	sub	v25.8b, v5.8b, v29.8b
	sub	v15.8b, v29.8b, v4.8b
	sub	v25.8h, v2.8h, v11.8h
	sub	v23.8h, v14.8h, v11.8h
	sub	v29.8h, v23.8h, v18.8h
	sub	v3.8h, v30.8h, v20.8h
	suqadd	b13, b21
	suqadd	b20, b23
	suqadd	b7, b2
	suqadd	b2, b15
	suqadd	d17, d16
	suqadd	d13, d9
	suqadd	d0, d28
	suqadd	d4, d24
	suqadd	h15, h8
	suqadd	h31, h27
	suqadd	h1, h23
	suqadd	h3, h31
	suqadd	s25, s3
	suqadd	s29, s23
	suqadd	s5, s8
	suqadd	s30, s14
	suqadd	v23.16b, v7.16b
	suqadd	v26.16b, v18.16b
	suqadd	v5.16b, v21.16b
	suqadd	v17.16b, v14.16b
	suqadd	v18.2d, v22.2d
	suqadd	v14.2d, v14.2d
	suqadd	v31.2d, v1.2d
	suqadd	v20.2d, v29.2d
	suqadd	v28.2s, v24.2s
	suqadd	v28.2s, v27.2s
	suqadd	v5.2s, v29.2s
	suqadd	v26.2s, v24.2s
	suqadd	v2.4h, v14.4h
	suqadd	v19.4h, v30.4h
	suqadd	v18.4h, v21.4h
	suqadd	v4.4h, v10.4h
	suqadd	v14.4s, v27.4s
	suqadd	v12.4s, v22.4s
	suqadd	v23.4s, v25.4s
	suqadd	v17.4s, v21.4s
	suqadd	v31.8b, v10.8b
	suqadd	v28.8b, v7.8b
	suqadd	v16.8b, v20.8b
	suqadd	v10.8b, v31.8b
	suqadd	v10.8h, v4.8h
	suqadd	v24.8h, v18.8h
	suqadd	v5.8h, v2.8h
	suqadd	v15.8h, v9.8h
	svc	#0x7c32
	svc	#0x8b9a
	svc	#0x29ca
	svc	#0x1
	sys	#6, c0, c7, #3, x13
	sys	#7, c0, c1, #6, x7
	sys	#5, c15, c12, #1, x7
	sys	#0, c0, c0, #0, x6
	sysl	xzr, #0, c1, c9, #2
	sysl	x15, #5, c13, c15, #7
	sysl	x25, #0, c9, c8, #6
	sysl	xzr, #0, c1, c3, #7
	tbl	v11.16b, { v3.16b }, v22.16b
	tbl	v24.16b, { v2.16b }, v12.16b
	tbl	v21.16b, { v5.16b }, v8.16b
	tbl	v22.16b, { v17.16b }, v14.16b
	tbl	v10.16b, { v0.16b, v1.16b }, v28.16b
	tbl	v1.16b, { v28.16b, v29.16b }, v20.16b
	tbl	v20.16b, { v21.16b, v22.16b }, v6.16b
	tbl	v22.16b, { v8.16b, v9.16b }, v13.16b
	tbl	v25.16b, { v23.16b, v24.16b, v25.16b }, v2.16b
	tbl	v24.16b, { v6.16b, v7.16b, v8.16b }, v20.16b
	tbl	v19.16b, { v19.16b, v20.16b, v21.16b }, v3.16b
	tbl	v7.16b, { v5.16b, v6.16b, v7.16b }, v16.16b
	tbl	v20.16b, { v4.16b, v5.16b, v6.16b, v7.16b }, v4.16b
	tbl	v19.16b, { v11.16b, v12.16b, v13.16b, v14.16b }, v19.16b
	tbl	v20.16b, { v4.16b, v5.16b, v6.16b, v7.16b }, v29.16b
	tbl	v11.16b, { v11.16b, v12.16b, v13.16b, v14.16b }, v6.16b
	tbl	v17.8b, { v3.16b }, v14.8b
	tbl	v9.8b, { v11.16b }, v2.8b
	tbl	v26.8b, { v30.16b }, v30.8b
	tbl	v23.8b, { v6.16b }, v27.8b
	tbl	v31.8b, { v25.16b, v26.16b }, v11.8b
	tbl	v19.8b, { v18.16b, v19.16b }, v0.8b
	tbl	v24.8b, { v25.16b, v26.16b }, v16.8b
	tbl	v18.8b, { v0.16b, v1.16b }, v26.8b
	tbl	v25.8b, { v9.16b, v10.16b, v11.16b }, v20.8b
	tbl	v7.8b, { v28.16b, v29.16b, v30.16b }, v13.8b
	tbl	v0.8b, { v3.16b, v4.16b, v5.16b }, v16.8b
	tbl	v15.8b, { v10.16b, v11.16b, v12.16b }, v18.8b
	tbl	v8.8b, { v29.16b, v30.16b, v31.16b, v0.16b }, v21.8b
	tbl	v27.8b, { v28.16b, v29.16b, v30.16b, v31.16b }, v15.8b
	tbl	v21.8b, { v16.16b, v17.16b, v18.16b, v19.16b }, v2.8b
	tbl	v3.8b, { v28.16b, v29.16b, v30.16b, v31.16b }, v23.8b
	tbnz	w10, #13, #32764
	tbnz	w28, #20, #12540
	tbnz	w30, #21, #-11880
	tbnz	w26, #20, #-30856
	tbnz	x8, #57, #23564
	tbnz	x14, #56, #-10580
	tbnz	x18, #62, #-19796
	tbnz	x8, #39, #-4
	tbx	v24.16b, { v24.16b }, v23.16b
	tbx	v25.16b, { v10.16b }, v29.16b
	tbx	v3.16b, { v25.16b }, v1.16b
	tbx	v9.16b, { v10.16b }, v3.16b
	tbx	v17.16b, { v16.16b, v17.16b }, v14.16b
	tbx	v23.16b, { v29.16b, v30.16b }, v26.16b
	tbx	v27.16b, { v2.16b, v3.16b }, v8.16b
	tbx	v14.16b, { v17.16b, v18.16b }, v27.16b
	tbx	v2.16b, { v2.16b, v3.16b, v4.16b }, v29.16b
	tbx	v5.16b, { v30.16b, v31.16b, v0.16b }, v6.16b
	tbx	v21.16b, { v9.16b, v10.16b, v11.16b }, v24.16b
	tbx	v6.16b, { v29.16b, v30.16b, v31.16b }, v3.16b
	tbx	v31.16b, { v22.16b, v23.16b, v24.16b, v25.16b }, v5.16b
	tbx	v21.16b, { v11.16b, v12.16b, v13.16b, v14.16b }, v13.16b
	tbx	v21.16b, { v3.16b, v4.16b, v5.16b, v6.16b }, v4.16b
	tbx	v0.16b, { v23.16b, v24.16b, v25.16b, v26.16b }, v22.16b
	tbx	v12.8b, { v20.16b }, v1.8b
	tbx	v1.8b, { v28.16b }, v8.8b
	tbx	v16.8b, { v8.16b }, v6.8b
	tbx	v30.8b, { v19.16b }, v22.8b
	tbx	v2.8b, { v31.16b, v0.16b }, v8.8b
	tbx	v19.8b, { v0.16b, v1.16b }, v18.8b
	tbx	v31.8b, { v21.16b, v22.16b }, v19.8b
	tbx	v0.8b, { v11.16b, v12.16b }, v24.8b
	tbx	v29.8b, { v19.16b, v20.16b, v21.16b }, v8.8b
	tbx	v1.8b, { v6.16b, v7.16b, v8.16b }, v19.8b
	tbx	v12.8b, { v16.16b, v17.16b, v18.16b }, v12.8b
	tbx	v12.8b, { v1.16b, v2.16b, v3.16b }, v26.8b
	tbx	v28.8b, { v14.16b, v15.16b, v16.16b, v17.16b }, v3.8b
	tbx	v21.8b, { v10.16b, v11.16b, v12.16b, v13.16b }, v21.8b
	tbx	v21.8b, { v17.16b, v18.16b, v19.16b, v20.16b }, v4.8b
	tbx	v14.8b, { v3.16b, v4.16b, v5.16b, v6.16b }, v20.8b
	tbz	w2, #6, #10932
	tbz	w6, #0, #-24724
	tbz	w15, #31, #408
	tbz	w29, #5, #0
	tbz	x14, #39, #32764
	tbz	x28, #57, #-32768
	tbz	x9, #42, #-5096
	tbz	x0, #47, #21780
	trn1	v0.16b, v6.16b, v31.16b
	trn1	v16.16b, v22.16b, v17.16b
	trn1	v5.16b, v15.16b, v23.16b
	trn1	v27.16b, v13.16b, v20.16b
	trn1	v22.2d, v15.2d, v1.2d
	trn1	v30.2d, v19.2d, v17.2d
	trn1	v12.2d, v20.2d, v20.2d
	trn1	v15.2d, v8.2d, v18.2d
	trn1	v15.2s, v6.2s, v14.2s
	trn1	v16.2s, v19.2s, v5.2s
	trn1	v22.2s, v15.2s, v5.2s
	trn1	v24.2s, v14.2s, v25.2s
	trn1	v21.4h, v19.4h, v7.4h
	trn1	v14.4h, v25.4h, v30.4h
	trn1	v26.4h, v0.4h, v11.4h
	trn1	v17.4h, v1.4h, v0.4h
	trn1	v19.4s, v22.4s, v31.4s
	trn1	v23.4s, v24.4s, v13.4s
	trn1	v29.4s, v29.4s, v7.4s
	trn1	v12.4s, v27.4s, v12.4s
	trn1	v15.8b, v31.8b, v18.8b
	trn1	v18.8b, v21.8b, v12.8b
	trn1	v29.8b, v0.8b, v4.8b
	trn1	v4.8b, v1.8b, v29.8b
	trn1	v13.8h, v9.8h, v27.8h
	trn1	v3.8h, v16.8h, v30.8h
	trn1	v16.8h, v17.8h, v23.8h
	trn1	v16.8h, v7.8h, v6.8h
	trn2	v9.16b, v30.16b, v17.16b
	trn2	v0.16b, v22.16b, v29.16b
	trn2	v18.16b, v11.16b, v15.16b
	trn2	v28.16b, v12.16b, v21.16b
	trn2	v11.2d, v29.2d, v20.2d
	trn2	v6.2d, v29.2d, v5.2d
	trn2	v8.2d, v6.2d, v26.2d
	trn2	v5.2d, v31.2d, v18.2d
	trn2	v5.2s, v22.2s, v25.2s
	trn2	v25.2s, v19.2s, v3.2s
	trn2	v4.2s, v14.2s, v18.2s
	trn2	v25.2s, v26.2s, v29.2s
	trn2	v13.4h, v30.4h, v25.4h
	trn2	v19.4h, v16.4h, v3.4h
	trn2	v11.4h, v12.4h, v30.4h
	trn2	v0.4h, v23.4h, v17.4h
	trn2	v15.4s, v9.4s, v24.4s
	trn2	v10.4s, v30.4s, v21.4s
	trn2	v4.4s, v1.4s, v23.4s
	trn2	v1.4s, v25.4s, v3.4s
	trn2	v0.8b, v8.8b, v14.8b
	trn2	v21.8b, v26.8b, v16.8b
	trn2	v16.8b, v13.8b, v0.8b
	trn2	v17.8b, v28.8b, v2.8b
	trn2	v10.8h, v26.8h, v30.8h
	trn2	v14.8h, v31.8h, v23.8h
	trn2	v18.8h, v20.8h, v30.8h
	trn2	v21.8h, v8.8h, v8.8h
	uabal	v2.2d, v0.2s, v30.2s
	uabal	v18.2d, v13.2s, v29.2s
	uabal	v17.2d, v13.2s, v6.2s
	uabal	v25.2d, v17.2s, v16.2s
	uabal2	v1.2d, v29.4s, v23.4s
	uabal2	v8.2d, v25.4s, v17.4s
	uabal2	v11.2d, v2.4s, v22.4s
	uabal2	v14.2d, v18.4s, v14.4s
	uabal	v0.4s, v7.4h, v20.4h
	uabal	v24.4s, v30.4h, v30.4h
	uabal	v1.4s, v31.4h, v9.4h
	uabal	v19.4s, v21.4h, v4.4h
	uabal2	v20.4s, v10.8h, v0.8h
	uabal2	v24.4s, v12.8h, v30.8h
	uabal2	v24.4s, v18.8h, v28.8h
	uabal2	v7.4s, v2.8h, v7.8h
	uabal	v1.8h, v9.8b, v3.8b
	uabal	v12.8h, v19.8b, v28.8b
	uabal	v12.8h, v13.8b, v17.8b
	uabal	v18.8h, v20.8b, v19.8b
	uabal2	v18.8h, v10.16b, v27.16b
	uabal2	v1.8h, v24.16b, v30.16b
	uabal2	v6.8h, v0.16b, v15.16b
	uabal2	v14.8h, v28.16b, v18.16b
	uaba	v22.16b, v30.16b, v5.16b
	uaba	v29.16b, v29.16b, v15.16b
	uaba	v24.16b, v2.16b, v27.16b
	uaba	v10.16b, v7.16b, v29.16b
	uaba	v16.2s, v20.2s, v17.2s
	uaba	v20.2s, v1.2s, v12.2s
	uaba	v31.2s, v2.2s, v24.2s
	uaba	v23.2s, v16.2s, v22.2s
	uaba	v16.4h, v8.4h, v2.4h
	uaba	v7.4h, v22.4h, v0.4h
	uaba	v11.4h, v20.4h, v29.4h
	uaba	v2.4h, v8.4h, v30.4h
	uaba	v7.4s, v9.4s, v30.4s
	uaba	v7.4s, v11.4s, v0.4s
	uaba	v7.4s, v29.4s, v18.4s
	uaba	v7.4s, v5.4s, v19.4s
	uaba	v31.8b, v6.8b, v13.8b
	uaba	v25.8b, v4.8b, v23.8b
	uaba	v22.8b, v0.8b, v2.8b
	uaba	v18.8b, v17.8b, v29.8b
	uaba	v31.8h, v19.8h, v3.8h
	uaba	v22.8h, v29.8h, v18.8h
	uaba	v14.8h, v1.8h, v4.8h
	uaba	v0.8h, v31.8h, v15.8h
	uabdl	v17.2d, v16.2s, v25.2s
	uabdl	v27.2d, v9.2s, v20.2s
	uabdl	v10.2d, v19.2s, v17.2s
	uabdl	v11.2d, v9.2s, v16.2s
	uabdl2	v0.2d, v31.4s, v27.4s
	uabdl2	v16.2d, v15.4s, v20.4s
	uabdl2	v12.2d, v6.4s, v0.4s
	uabdl2	v15.2d, v7.4s, v16.4s
	uabdl	v14.4s, v9.4h, v23.4h
	uabdl	v23.4s, v28.4h, v19.4h
	uabdl	v31.4s, v1.4h, v28.4h
	uabdl	v25.4s, v24.4h, v27.4h
	uabdl2	v30.4s, v25.8h, v13.8h
	uabdl2	v9.4s, v31.8h, v14.8h
	uabdl2	v21.4s, v22.8h, v0.8h
	uabdl2	v20.4s, v20.8h, v15.8h
	uabdl	v20.8h, v15.8b, v25.8b
	uabdl	v31.8h, v10.8b, v3.8b
	uabdl	v16.8h, v20.8b, v14.8b
	uabdl	v12.8h, v11.8b, v11.8b
	uabdl2	v13.8h, v31.16b, v1.16b
	uabdl2	v18.8h, v11.16b, v3.16b
	uabdl2	v14.8h, v13.16b, v1.16b
	uabdl2	v22.8h, v5.16b, v31.16b
	uabd	v19.16b, v31.16b, v16.16b
	uabd	v29.16b, v26.16b, v10.16b
	uabd	v0.16b, v11.16b, v11.16b
	uabd	v17.16b, v29.16b, v22.16b
	uabd	v0.2s, v5.2s, v23.2s
	uabd	v7.2s, v19.2s, v25.2s
	uabd	v12.2s, v15.2s, v16.2s
	uabd	v2.2s, v16.2s, v0.2s
	uabd	v4.4h, v20.4h, v30.4h
	uabd	v9.4h, v4.4h, v8.4h
	uabd	v18.4h, v29.4h, v31.4h
	uabd	v23.4h, v22.4h, v25.4h
	uabd	v12.4s, v7.4s, v26.4s
	uabd	v24.4s, v1.4s, v17.4s
	uabd	v14.4s, v22.4s, v26.4s
	uabd	v21.4s, v14.4s, v19.4s
	uabd	v17.8b, v5.8b, v28.8b
	uabd	v21.8b, v8.8b, v8.8b
	uabd	v4.8b, v16.8b, v18.8b
	uabd	v4.8b, v8.8b, v4.8b
	uabd	v4.8h, v1.8h, v21.8h
	uabd	v19.8h, v10.8h, v29.8h
	uabd	v3.8h, v2.8h, v28.8h
	uabd	v20.8h, v10.8h, v4.8h
	uadalp	v22.1d, v30.2s
	uadalp	v21.1d, v16.2s
	uadalp	v6.1d, v12.2s
	uadalp	v21.1d, v7.2s
	uadalp	v2.2d, v13.4s
	uadalp	v19.2d, v18.4s
	uadalp	v10.2d, v7.4s
	uadalp	v31.2d, v14.4s
	uadalp	v27.2s, v28.4h
	uadalp	v3.2s, v20.4h
	uadalp	v6.2s, v5.4h
	uadalp	v7.2s, v1.4h
	uadalp	v17.4h, v2.8b
	uadalp	v2.4h, v10.8b
	uadalp	v28.4h, v7.8b
	uadalp	v26.4h, v21.8b
	uadalp	v4.4s, v2.8h
	uadalp	v24.4s, v11.8h
	uadalp	v17.4s, v8.8h
	uadalp	v26.4s, v9.8h
	uadalp	v26.8h, v23.16b
	uadalp	v30.8h, v3.16b
	uadalp	v3.8h, v29.16b
	uadalp	v23.8h, v2.16b
	uaddlp	v26.1d, v2.2s
	uaddlp	v22.1d, v29.2s
	uaddlp	v16.1d, v12.2s
	uaddlp	v21.1d, v23.2s
	uaddlp	v12.2d, v26.4s
	uaddlp	v28.2d, v29.4s
	uaddlp	v4.2d, v28.4s
	uaddlp	v15.2d, v15.4s
	uaddlp	v7.2s, v24.4h
	uaddlp	v25.2s, v26.4h
	uaddlp	v28.2s, v14.4h
	uaddlp	v25.2s, v31.4h
	uaddlp	v10.4h, v2.8b
	uaddlp	v18.4h, v31.8b
	uaddlp	v18.4h, v13.8b
	uaddlp	v10.4h, v14.8b
	uaddlp	v20.4s, v21.8h
	uaddlp	v6.4s, v17.8h
	uaddlp	v1.4s, v11.8h
	uaddlp	v9.4s, v1.8h
	uaddlp	v1.8h, v25.16b
	uaddlp	v27.8h, v10.16b
	uaddlp	v7.8h, v13.16b
	uaddlp	v22.8h, v31.16b
	uaddlv	h19, v16.16b
	uaddlv	h5, v6.16b
	uaddlv	h21, v6.16b
	uaddlv	h9, v1.16b
	uaddlv	s9, v6.4h
	uaddlv	s20, v24.4h
	uaddlv	s29, v17.4h
	uaddlv	s2, v2.4h
	uaddlv	d17, v12.4s
	uaddlv	d9, v25.4s
	uaddlv	d14, v2.4s
	uaddlv	d0, v22.4s
	uaddlv	h10, v25.8b
	uaddlv	h4, v9.8b
	uaddlv	h3, v11.8b
	uaddlv	h3, v21.8b
	uaddlv	s29, v4.8h
	uaddlv	s26, v7.8h
	uaddlv	s31, v20.8h
	uaddlv	s14, v2.8h
	uaddl	v1.2d, v1.2s, v16.2s
	uaddl	v16.2d, v5.2s, v14.2s
	uaddl	v6.2d, v27.2s, v14.2s
	uaddl	v26.2d, v20.2s, v26.2s
	uaddl2	v24.2d, v29.4s, v22.4s
	uaddl2	v3.2d, v15.4s, v17.4s
	uaddl2	v4.2d, v11.4s, v0.4s
	uaddl2	v30.2d, v18.4s, v17.4s
	uaddl	v1.4s, v18.4h, v11.4h
	uaddl	v0.4s, v8.4h, v13.4h
	uaddl	v4.4s, v30.4h, v20.4h
	uaddl	v9.4s, v28.4h, v16.4h
	uaddl2	v10.4s, v7.8h, v31.8h
	uaddl2	v4.4s, v8.8h, v12.8h
	uaddl2	v16.4s, v13.8h, v25.8h
	uaddl2	v25.4s, v1.8h, v27.8h
	uaddl	v8.8h, v30.8b, v24.8b
	uaddl	v9.8h, v19.8b, v5.8b
	uaddl	v24.8h, v19.8b, v19.8b
	uaddl	v14.8h, v2.8b, v20.8b
	uaddl2	v27.8h, v12.16b, v31.16b
	uaddl2	v18.8h, v21.16b, v26.16b
	uaddl2	v21.8h, v18.16b, v4.16b
	uaddl2	v24.8h, v19.16b, v22.16b
	uaddw	v13.2d, v9.2d, v28.2s
	uaddw	v31.2d, v23.2d, v25.2s
	uaddw	v1.2d, v29.2d, v0.2s
	uaddw	v13.2d, v1.2d, v24.2s
	uaddw2	v4.2d, v4.2d, v11.4s
	uaddw2	v7.2d, v12.2d, v7.4s
	uaddw2	v21.2d, v3.2d, v6.4s
	uaddw2	v0.2d, v7.2d, v11.4s
	uaddw	v25.4s, v23.4s, v4.4h
	uaddw	v23.4s, v8.4s, v4.4h
	uaddw	v9.4s, v5.4s, v6.4h
	uaddw	v10.4s, v8.4s, v21.4h
	uaddw2	v12.4s, v14.4s, v0.8h
	uaddw2	v13.4s, v16.4s, v7.8h
	uaddw2	v2.4s, v17.4s, v13.8h
	uaddw2	v6.4s, v27.4s, v30.8h
	uaddw	v26.8h, v4.8h, v4.8b
	uaddw	v15.8h, v27.8h, v4.8b
	uaddw	v18.8h, v1.8h, v26.8b
	uaddw	v26.8h, v17.8h, v2.8b
	uaddw2	v22.8h, v4.8h, v28.16b
	uaddw2	v0.8h, v19.8h, v15.16b
	uaddw2	v28.8h, v19.8h, v17.16b
	uaddw2	v5.8h, v24.8h, v10.16b
	ubfiz	w22, w21, #16, #10
	ubfiz	w1, w17, #23, #2
	ubfx	w13, w8, #2, #23
	lsr	w5, w12, #14
	ubfiz	x7, x19, #1, #16
	ubfx	x18, x21, #2, #30
	ubfx	x17, x26, #0, #51
	ubfx	x16, x18, #9, #35
	ucvtf	d29, w3
	ucvtf	d7, w10
	ucvtf	d1, w7
	ucvtf	d8, w23
	ucvtf	d27, w9, #14
	ucvtf	d17, w11, #31
	ucvtf	d12, w10, #9
	ucvtf	d24, w1, #1
	ucvtf	s0, w21
	ucvtf	s30, w2
	ucvtf	s21, w2
	ucvtf	s10, wzr
	ucvtf	s7, w5, #21
	ucvtf	s18, w19, #22
	ucvtf	s31, w26, #31
	ucvtf	s19, w10, #6
	ucvtf	d8, x24
	ucvtf	d8, x6
	ucvtf	d19, x29
	ucvtf	d1, x11
	ucvtf	d14, x13, #11
	ucvtf	d26, x25, #1
	ucvtf	d28, x27, #62
	ucvtf	d27, x26, #38
	ucvtf	s28, x5
	ucvtf	s11, x24
	ucvtf	s2, x24
	ucvtf	s17, x19
	ucvtf	s12, x4, #30
	ucvtf	s28, x1, #21
	ucvtf	s0, x12, #17
	ucvtf	s1, x7, #29
	ucvtf	d17, d9, #1
	ucvtf	d7, d29, #20
	ucvtf	d7, d10, #8
	ucvtf	d29, d23, #53
	ucvtf	s31, s12, #19
	ucvtf	s10, s22, #6
	ucvtf	s0, s25, #23
	ucvtf	s5, s23, #23
	ucvtf	v24.2d, v22.2d, #38
	ucvtf	v20.2d, v5.2d, #50
	ucvtf	v23.2d, v12.2d, #53
	ucvtf	v2.2d, v5.2d, #52
	ucvtf	v4.2s, v2.2s, #21
	ucvtf	v28.2s, v5.2s, #18
	ucvtf	v25.2s, v26.2s, #6
	ucvtf	v3.2s, v20.2s, #2
	ucvtf	v7.4s, v18.4s, #21
	ucvtf	v23.4s, v25.4s, #32
	ucvtf	v14.4s, v21.4s, #16
	ucvtf	v2.4s, v27.4s, #27
	ucvtf	d26, d15
	ucvtf	d11, d19
	ucvtf	d28, d10
	ucvtf	d0, d10
	ucvtf	s2, s3
	ucvtf	s28, s10
	ucvtf	s12, s18
	ucvtf	s22, s13
	ucvtf	v3.2d, v23.2d
	ucvtf	v8.2d, v10.2d
	ucvtf	v19.2d, v25.2d
	ucvtf	v22.2d, v29.2d
	ucvtf	v23.2s, v21.2s
	ucvtf	v9.2s, v26.2s
	ucvtf	v4.2s, v17.2s
	ucvtf	v23.2s, v10.2s
	ucvtf	v23.4s, v31.4s
	ucvtf	v7.4s, v25.4s
	ucvtf	v8.4s, v2.4s
	ucvtf	v7.4s, v26.4s
	udf	#45036
	udf	#59992
	udf	#20171
	udf	#34087
	udiv	w15, w12, w27
	udiv	w6, w7, w13
	udiv	w24, w20, w11
	udiv	w22, w12, w23
	udiv	x30, x9, x13
	udiv	x1, x28, x8
	udiv	x2, x3, x4
	udiv	x11, x7, x30
	uhadd	v27.16b, v16.16b, v27.16b
	uhadd	v19.16b, v14.16b, v13.16b
	uhadd	v3.16b, v27.16b, v20.16b
	uhadd	v0.16b, v12.16b, v22.16b
	uhadd	v30.2s, v11.2s, v16.2s
	uhadd	v17.2s, v11.2s, v25.2s
	uhadd	v17.2s, v16.2s, v12.2s
	uhadd	v24.2s, v21.2s, v22.2s
	uhadd	v16.4h, v7.4h, v27.4h
	uhadd	v1.4h, v5.4h, v23.4h
	uhadd	v28.4h, v22.4h, v10.4h
	uhadd	v18.4h, v23.4h, v11.4h
	uhadd	v24.4s, v5.4s, v22.4s
	uhadd	v8.4s, v16.4s, v25.4s
	uhadd	v16.4s, v24.4s, v5.4s
	uhadd	v31.4s, v4.4s, v10.4s
	uhadd	v15.8b, v6.8b, v20.8b
	uhadd	v23.8b, v8.8b, v9.8b
	uhadd	v2.8b, v5.8b, v11.8b
	uhadd	v11.8b, v19.8b, v7.8b
	uhadd	v1.8h, v25.8h, v14.8h
	uhadd	v13.8h, v6.8h, v22.8h
	uhadd	v8.8h, v9.8h, v20.8h
	uhadd	v5.8h, v8.8h, v22.8h
	uhsub	v17.16b, v8.16b, v26.16b
	uhsub	v2.16b, v2.16b, v23.16b
	uhsub	v4.16b, v18.16b, v20.16b
	uhsub	v15.16b, v22.16b, v7.16b
	uhsub	v31.2s, v5.2s, v3.2s
	uhsub	v0.2s, v11.2s, v21.2s
	uhsub	v15.2s, v24.2s, v24.2s
	uhsub	v10.2s, v14.2s, v8.2s
	uhsub	v11.4h, v17.4h, v10.4h
	uhsub	v30.4h, v20.4h, v17.4h
	uhsub	v18.4h, v25.4h, v17.4h
	uhsub	v31.4h, v18.4h, v20.4h
	uhsub	v15.4s, v12.4s, v11.4s
	uhsub	v31.4s, v28.4s, v18.4s
	uhsub	v20.4s, v8.4s, v30.4s
	uhsub	v31.4s, v26.4s, v1.4s
	uhsub	v12.8b, v9.8b, v9.8b
	uhsub	v1.8b, v13.8b, v9.8b
	uhsub	v27.8b, v23.8b, v13.8b
	uhsub	v3.8b, v12.8b, v21.8b
	uhsub	v31.8h, v7.8h, v27.8h
	uhsub	v4.8h, v23.8h, v29.8h
	uhsub	v8.8h, v9.8h, v19.8h
	uhsub	v27.8h, v20.8h, v17.8h
	umaddl	x18, w24, w7, x21
	umull	x5, w1, w20
	umaddl	x18, w8, w24, x24
	umaddl	x21, w12, w25, x25
	umaxp	v17.16b, v21.16b, v3.16b
	umaxp	v7.16b, v20.16b, v5.16b
	umaxp	v21.16b, v17.16b, v17.16b
	umaxp	v27.16b, v31.16b, v18.16b
	umaxp	v23.2s, v6.2s, v30.2s
	umaxp	v7.2s, v15.2s, v21.2s
	umaxp	v5.2s, v7.2s, v11.2s
	umaxp	v15.2s, v31.2s, v0.2s
	umaxp	v11.4h, v25.4h, v7.4h
	umaxp	v5.4h, v27.4h, v24.4h
	umaxp	v9.4h, v3.4h, v28.4h
	umaxp	v15.4h, v10.4h, v9.4h
	umaxp	v7.4s, v31.4s, v18.4s
	umaxp	v27.4s, v26.4s, v15.4s
	umaxp	v4.4s, v0.4s, v3.4s
	umaxp	v25.4s, v4.4s, v13.4s
	umaxp	v5.8b, v15.8b, v3.8b
	umaxp	v5.8b, v8.8b, v28.8b
	umaxp	v28.8b, v26.8b, v24.8b
	umaxp	v4.8b, v22.8b, v7.8b
	umaxp	v18.8h, v13.8h, v4.8h
	umaxp	v7.8h, v7.8h, v16.8h
	umaxp	v20.8h, v15.8h, v12.8h
	umaxp	v0.8h, v2.8h, v1.8h
	umaxv	b24, v0.16b
	umaxv	b19, v24.16b
	umaxv	b23, v24.16b
	umaxv	b28, v4.16b
	umaxv	h21, v20.4h
	umaxv	h26, v17.4h
	umaxv	h24, v22.4h
	umaxv	h30, v30.4h
	umaxv	s11, v16.4s
	umaxv	s3, v26.4s
	umaxv	s0, v12.4s
	umaxv	s7, v7.4s
	umaxv	b30, v8.8b
	umaxv	b4, v20.8b
	umaxv	b16, v13.8b
	umaxv	b14, v15.8b
	umaxv	h9, v18.8h
	umaxv	h18, v4.8h
	umaxv	h22, v30.8h
	umaxv	h13, v6.8h
	umax	v18.16b, v24.16b, v3.16b
	umax	v23.16b, v23.16b, v12.16b
	umax	v9.16b, v15.16b, v21.16b
	umax	v3.16b, v15.16b, v20.16b
	umax	v22.2s, v15.2s, v17.2s
	umax	v3.2s, v14.2s, v10.2s
	umax	v2.2s, v0.2s, v5.2s
	umax	v10.2s, v11.2s, v26.2s
	umax	v20.4h, v27.4h, v24.4h
	umax	v19.4h, v19.4h, v4.4h
	umax	v5.4h, v3.4h, v1.4h
	umax	v9.4h, v4.4h, v3.4h
	umax	v5.4s, v12.4s, v20.4s
	umax	v5.4s, v14.4s, v21.4s
	umax	v0.4s, v3.4s, v29.4s
	umax	v24.4s, v6.4s, v27.4s
	umax	v20.8b, v13.8b, v20.8b
	umax	v2.8b, v25.8b, v20.8b
	umax	v7.8b, v31.8b, v13.8b
	umax	v16.8b, v30.8b, v10.8b
	umax	v15.8h, v16.8h, v5.8h
	umax	v23.8h, v6.8h, v5.8h
	umax	v22.8h, v9.8h, v21.8h
	umax	v27.8h, v21.8h, v31.8h
	uminp	v28.16b, v20.16b, v3.16b
	uminp	v1.16b, v9.16b, v14.16b
	uminp	v9.16b, v30.16b, v11.16b
	uminp	v27.16b, v2.16b, v8.16b
	uminp	v13.2s, v25.2s, v24.2s
	uminp	v14.2s, v20.2s, v29.2s
	uminp	v6.2s, v31.2s, v11.2s
	uminp	v18.2s, v20.2s, v16.2s
	uminp	v10.4h, v29.4h, v24.4h
	uminp	v0.4h, v10.4h, v21.4h
	uminp	v28.4h, v4.4h, v12.4h
	uminp	v20.4h, v10.4h, v16.4h
	uminp	v25.4s, v13.4s, v17.4s
	uminp	v8.4s, v21.4s, v18.4s
	uminp	v20.4s, v13.4s, v16.4s
	uminp	v27.4s, v10.4s, v18.4s
	uminp	v0.8b, v13.8b, v5.8b
	uminp	v31.8b, v7.8b, v4.8b
	uminp	v27.8b, v6.8b, v25.8b
	uminp	v13.8b, v7.8b, v19.8b
	uminp	v21.8h, v25.8h, v5.8h
	uminp	v6.8h, v4.8h, v23.8h
	uminp	v23.8h, v27.8h, v20.8h
	uminp	v9.8h, v6.8h, v20.8h
	uminv	b19, v17.16b
	uminv	b1, v5.16b
	uminv	b25, v24.16b
	uminv	b18, v21.16b
	uminv	h28, v14.4h
	uminv	h24, v12.4h
	uminv	h16, v28.4h
	uminv	h1, v30.4h
	uminv	s7, v8.4s
	uminv	s1, v27.4s
	uminv	s30, v3.4s
	uminv	s15, v16.4s
	uminv	b26, v8.8b
	uminv	b2, v6.8b
	uminv	b0, v2.8b
	uminv	b16, v1.8b
	uminv	h10, v30.8h
	uminv	h2, v15.8h
	uminv	h23, v30.8h
	uminv	h9, v1.8h
	umin	v22.16b, v20.16b, v28.16b
	umin	v3.16b, v9.16b, v31.16b
	umin	v8.16b, v21.16b, v28.16b
	umin	v27.16b, v23.16b, v29.16b
	umin	v26.2s, v7.2s, v11.2s
	umin	v19.2s, v9.2s, v12.2s
	umin	v12.2s, v31.2s, v2.2s
	umin	v12.2s, v30.2s, v16.2s
	umin	v29.4h, v25.4h, v20.4h
	umin	v17.4h, v23.4h, v23.4h
	umin	v3.4h, v3.4h, v29.4h
	umin	v6.4h, v21.4h, v21.4h
	umin	v16.4s, v20.4s, v27.4s
	umin	v9.4s, v0.4s, v23.4s
	umin	v9.4s, v28.4s, v20.4s
	umin	v9.4s, v11.4s, v19.4s
	umin	v10.8b, v2.8b, v13.8b
	umin	v6.8b, v8.8b, v12.8b
	umin	v14.8b, v16.8b, v3.8b
	umin	v16.8b, v30.8b, v2.8b
	umin	v20.8h, v16.8h, v16.8h
	umin	v7.8h, v18.8h, v18.8h
	umin	v25.8h, v24.8h, v23.8h
	umin	v2.8h, v16.8h, v13.8h
	umlal	v15.2d, v5.2s, v30.s[0]
	umlal	v9.2d, v28.2s, v14.s[1]
	umlal	v10.2d, v0.2s, v22.s[0]
	umlal	v0.2d, v29.2s, v1.s[3]
	umlal2	v2.2d, v2.4s, v26.s[0]
	umlal2	v6.2d, v16.4s, v7.s[0]
	umlal2	v8.2d, v12.4s, v27.s[0]
	umlal2	v18.2d, v30.4s, v2.s[2]
	umlal	v19.4s, v19.4h, v7.h[3]
	umlal	v3.4s, v30.4h, v8.h[2]
	umlal	v23.4s, v20.4h, v5.h[4]
	umlal	v13.4s, v1.4h, v5.h[4]
	umlal2	v5.4s, v27.8h, v5.h[2]
	umlal2	v2.4s, v18.8h, v11.h[2]
	umlal2	v13.4s, v10.8h, v1.h[0]
	umlal2	v22.4s, v8.8h, v3.h[4]
	umlal	v30.2d, v10.2s, v22.2s
	umlal	v8.2d, v12.2s, v8.2s
	umlal	v22.2d, v5.2s, v2.2s
	umlal	v16.2d, v4.2s, v31.2s
	umlal2	v23.2d, v13.4s, v24.4s
	umlal2	v4.2d, v28.4s, v13.4s
	umlal2	v15.2d, v3.4s, v6.4s
	umlal2	v18.2d, v18.4s, v29.4s
	umlal	v6.4s, v11.4h, v13.4h
	umlal	v14.4s, v1.4h, v11.4h
	umlal	v13.4s, v26.4h, v14.4h
	umlal	v5.4s, v0.4h, v31.4h
	umlal2	v13.4s, v24.8h, v25.8h
	umlal2	v29.4s, v6.8h, v1.8h
	umlal2	v4.4s, v7.8h, v24.8h
	umlal2	v1.4s, v14.8h, v3.8h
	umlal	v4.8h, v31.8b, v29.8b
	umlal	v4.8h, v14.8b, v10.8b
	umlal	v3.8h, v9.8b, v8.8b
	umlal	v22.8h, v23.8b, v1.8b
	umlal2	v31.8h, v21.16b, v6.16b
	umlal2	v26.8h, v22.16b, v29.16b
	umlal2	v11.8h, v5.16b, v6.16b
	umlal2	v5.8h, v22.16b, v29.16b
	umlsl	v11.2d, v21.2s, v11.s[0]
	umlsl	v3.2d, v11.2s, v28.s[2]
	umlsl	v3.2d, v9.2s, v5.s[0]
	umlsl	v18.2d, v13.2s, v7.s[2]
	umlsl2	v24.2d, v29.4s, v7.s[0]
	umlsl2	v1.2d, v2.4s, v3.s[0]
	umlsl2	v16.2d, v7.4s, v22.s[0]
	umlsl2	v15.2d, v17.4s, v19.s[0]
	umlsl	v19.4s, v31.4h, v0.h[2]
	umlsl	v18.4s, v17.4h, v0.h[4]
	umlsl	v11.4s, v26.4h, v15.h[7]
	umlsl	v3.4s, v22.4h, v6.h[4]
	umlsl2	v5.4s, v29.8h, v7.h[1]
	umlsl2	v13.4s, v1.8h, v0.h[2]
	umlsl2	v21.4s, v13.8h, v3.h[1]
	umlsl2	v12.4s, v22.8h, v7.h[4]
	umlsl	v11.2d, v25.2s, v9.2s
	umlsl	v3.2d, v17.2s, v23.2s
	umlsl	v1.2d, v26.2s, v18.2s
	umlsl	v24.2d, v22.2s, v16.2s
	umlsl2	v26.2d, v23.4s, v12.4s
	umlsl2	v31.2d, v10.4s, v6.4s
	umlsl2	v18.2d, v15.4s, v27.4s
	umlsl2	v15.2d, v27.4s, v9.4s
	umlsl	v3.4s, v4.4h, v13.4h
	umlsl	v12.4s, v9.4h, v21.4h
	umlsl	v11.4s, v26.4h, v31.4h
	umlsl	v16.4s, v3.4h, v21.4h
	umlsl2	v18.4s, v19.8h, v18.8h
	umlsl2	v14.4s, v23.8h, v18.8h
	umlsl2	v19.4s, v29.8h, v9.8h
	umlsl2	v19.4s, v31.8h, v7.8h
	umlsl	v19.8h, v31.8b, v13.8b
	umlsl	v24.8h, v9.8b, v31.8b
	umlsl	v3.8h, v12.8b, v0.8b
	umlsl	v2.8h, v30.8b, v29.8b
	umlsl2	v29.8h, v12.16b, v16.16b
	umlsl2	v27.8h, v25.16b, v12.16b
	umlsl2	v26.8h, v30.16b, v31.16b
	umlsl2	v14.8h, v18.16b, v1.16b
	umov	w12, v11.b[0]
	umov	w9, v30.b[12]
	umov	w18, v28.b[8]
	umov	w15, v1.b[3]
	mov	x30, v7.d[1]
	mov	x29, v0.d[1]
	mov	x16, v12.d[1]
	mov	x3, v21.d[0]
	umov	w16, v19.h[0]
	umov	w14, v28.h[2]
	umov	w25, v13.h[0]
	umov	w10, v0.h[1]
	mov	w12, v12.s[0]
	mov	w16, v18.s[0]
	mov	w20, v17.s[0]
	mov	w5, v2.s[3]
	umnegl	x10, w24, w23
	umnegl	x3, w6, w24
	umsubl	x6, w26, w28, x20
	umsubl	x13, w26, w13, x2
	umulh	x14, x22, x29
	umulh	x10, x11, x15
	umulh	x10, x26, x23
	umulh	xzr, x14, x21
	umull	v4.2d, v18.2s, v13.s[0]
	umull	v27.2d, v10.2s, v14.s[0]
	umull	v7.2d, v27.2s, v7.s[2]
	umull	v24.2d, v10.2s, v29.s[3]
	umull2	v23.2d, v14.4s, v15.s[1]
	umull2	v12.2d, v6.4s, v28.s[3]
	umull2	v0.2d, v25.4s, v11.s[2]
	umull2	v23.2d, v6.4s, v12.s[0]
	umull	v0.4s, v10.4h, v12.h[5]
	umull	v4.4s, v6.4h, v1.h[6]
	umull	v15.4s, v19.4h, v8.h[6]
	umull	v23.4s, v28.4h, v3.h[0]
	umull2	v21.4s, v9.8h, v2.h[0]
	umull2	v23.4s, v21.8h, v10.h[6]
	umull2	v0.4s, v10.8h, v9.h[4]
	umull2	v26.4s, v11.8h, v2.h[1]
	umull	v1.2d, v4.2s, v16.2s
	umull	v12.2d, v28.2s, v2.2s
	umull	v2.2d, v23.2s, v30.2s
	umull	v28.2d, v23.2s, v10.2s
	umull2	v11.2d, v10.4s, v28.4s
	umull2	v19.2d, v7.4s, v18.4s
	umull2	v6.2d, v11.4s, v1.4s
	umull2	v1.2d, v0.4s, v4.4s
	umull	v3.4s, v27.4h, v4.4h
	umull	v15.4s, v20.4h, v17.4h
	umull	v30.4s, v18.4h, v7.4h
	umull	v28.4s, v12.4h, v13.4h
	umull2	v10.4s, v18.8h, v25.8h
	umull2	v22.4s, v1.8h, v7.8h
	umull2	v10.4s, v20.8h, v10.8h
	umull2	v15.4s, v27.8h, v10.8h
	umull	v22.8h, v17.8b, v16.8b
	umull	v29.8h, v28.8b, v31.8b
	umull	v26.8h, v26.8b, v30.8b
	umull	v14.8h, v25.8b, v26.8b
	umull2	v21.8h, v4.16b, v22.16b
	umull2	v31.8h, v30.16b, v26.16b
	umull2	v23.8h, v26.16b, v27.16b
	umull2	v22.8h, v5.16b, v0.16b
	uqadd	b2, b10, b16
	uqadd	b12, b15, b31
	uqadd	b7, b13, b7
	uqadd	b7, b10, b6
	uqadd	d26, d15, d13
	uqadd	d9, d24, d19
	uqadd	d30, d6, d9
	uqadd	d27, d8, d4
	uqadd	h15, h4, h12
	uqadd	h6, h4, h18
	uqadd	h2, h10, h0
	uqadd	h25, h12, h26
	uqadd	s2, s4, s5
	uqadd	s10, s21, s3
	uqadd	s31, s20, s6
	uqadd	s19, s1, s13
	uqadd	v12.16b, v7.16b, v5.16b
	uqadd	v0.16b, v14.16b, v25.16b
	uqadd	v18.16b, v31.16b, v1.16b
	uqadd	v1.16b, v5.16b, v5.16b
	uqadd	v25.2d, v24.2d, v18.2d
	uqadd	v1.2d, v14.2d, v19.2d
	uqadd	v29.2d, v16.2d, v10.2d
	uqadd	v28.2d, v23.2d, v15.2d
	uqadd	v15.2s, v2.2s, v12.2s
	uqadd	v3.2s, v14.2s, v3.2s
	uqadd	v6.2s, v2.2s, v5.2s
	uqadd	v13.2s, v26.2s, v3.2s
	uqadd	v23.4h, v25.4h, v3.4h
	uqadd	v30.4h, v29.4h, v11.4h
	uqadd	v30.4h, v7.4h, v23.4h
	uqadd	v22.4h, v2.4h, v11.4h
	uqadd	v7.4s, v22.4s, v10.4s
	uqadd	v20.4s, v1.4s, v0.4s
	uqadd	v31.4s, v28.4s, v10.4s
	uqadd	v13.4s, v29.4s, v17.4s
	uqadd	v1.8b, v6.8b, v23.8b
	uqadd	v6.8b, v23.8b, v4.8b
	uqadd	v10.8b, v22.8b, v16.8b
	uqadd	v13.8b, v9.8b, v16.8b
	uqadd	v23.8h, v6.8h, v29.8h
	uqadd	v1.8h, v13.8h, v23.8h
	uqadd	v2.8h, v8.8h, v0.8h
	uqadd	v12.8h, v7.8h, v20.8h
	uqrshl	b31, b4, b23
	uqrshl	b29, b12, b16
	uqrshl	b21, b17, b3
	uqrshl	b23, b3, b20
	uqrshl	d24, d23, d11
	uqrshl	d17, d26, d28
	uqrshl	d22, d22, d28
	uqrshl	d20, d24, d15
	uqrshl	h18, h22, h20
	uqrshl	h16, h18, h4
	uqrshl	h18, h10, h22
	uqrshl	h14, h2, h7
	uqrshl	s27, s17, s3
	uqrshl	s9, s4, s28
	uqrshl	s14, s6, s3
	uqrshl	s23, s5, s3
	uqrshl	v24.16b, v8.16b, v19.16b
	uqrshl	v2.16b, v31.16b, v2.16b
	uqrshl	v12.16b, v2.16b, v31.16b
	uqrshl	v11.16b, v6.16b, v26.16b
	uqrshl	v20.2d, v27.2d, v13.2d
	uqrshl	v24.2d, v11.2d, v15.2d
	uqrshl	v5.2d, v26.2d, v26.2d
	uqrshl	v30.2d, v15.2d, v5.2d
	uqrshl	v20.2s, v18.2s, v11.2s
	uqrshl	v26.2s, v14.2s, v0.2s
	uqrshl	v25.2s, v23.2s, v6.2s
	uqrshl	v17.2s, v7.2s, v8.2s
	uqrshl	v16.4h, v15.4h, v11.4h
	uqrshl	v1.4h, v23.4h, v28.4h
	uqrshl	v24.4h, v27.4h, v14.4h
	uqrshl	v31.4h, v16.4h, v30.4h
	uqrshl	v28.4s, v26.4s, v5.4s
	uqrshl	v21.4s, v22.4s, v22.4s
	uqrshl	v2.4s, v1.4s, v26.4s
	uqrshl	v22.4s, v7.4s, v3.4s
	uqrshl	v12.8b, v20.8b, v31.8b
	uqrshl	v20.8b, v29.8b, v29.8b
	uqrshl	v30.8b, v29.8b, v23.8b
	uqrshl	v3.8b, v3.8b, v17.8b
	uqrshl	v18.8h, v22.8h, v10.8h
	uqrshl	v15.8h, v21.8h, v27.8h
	uqrshl	v0.8h, v7.8h, v28.8h
	uqrshl	v11.8h, v12.8h, v5.8h
	uqrshrn	b5, h0, #5
	uqrshrn	b22, h16, #1
	uqrshrn	b17, h25, #3
	uqrshrn	b21, h18, #8
	uqrshrn	h0, s11, #4
	uqrshrn	h11, s7, #9
	uqrshrn	h26, s3, #10
	uqrshrn	h13, s20, #5
	uqrshrn	s15, d31, #1
	uqrshrn	s10, d26, #31
	uqrshrn	s16, d31, #10
	uqrshrn	s18, d31, #26
	uqrshrn	v19.2s, v20.2d, #18
	uqrshrn	v5.2s, v18.2d, #32
	uqrshrn	v25.2s, v4.2d, #20
	uqrshrn	v10.2s, v6.2d, #17
	uqrshrn2	v12.4s, v19.2d, #16
	uqrshrn2	v25.4s, v5.2d, #10
	uqrshrn2	v20.4s, v4.2d, #3
	uqrshrn2	v2.4s, v17.2d, #16
	uqrshrn	v4.4h, v9.4s, #13
	uqrshrn	v10.4h, v27.4s, #9
	uqrshrn	v31.4h, v1.4s, #5
	uqrshrn	v0.4h, v4.4s, #15
	uqrshrn2	v15.8h, v24.4s, #13
	uqrshrn2	v24.8h, v18.4s, #3
	uqrshrn2	v22.8h, v11.4s, #12
	uqrshrn2	v29.8h, v20.4s, #2
	uqrshrn	v26.8b, v28.8h, #8
	uqrshrn	v17.8b, v14.8h, #1
	uqrshrn	v15.8b, v31.8h, #7
	uqrshrn	v2.8b, v23.8h, #1
	uqrshrn2	v4.16b, v9.8h, #8
	uqrshrn2	v25.16b, v21.8h, #1
	uqrshrn2	v3.16b, v0.8h, #8
	uqrshrn2	v21.16b, v12.8h, #8
	uqshl	b1, b28, #5
	uqshl	b24, b8, #0
	uqshl	b29, b25, #0
	uqshl	b14, b28, #0
	uqshl	d18, d11, #14
	uqshl	d14, d30, #0
	uqshl	d20, d19, #0
	uqshl	d16, d30, #27
	uqshl	h3, h4, #11
	uqshl	h24, h22, #7
	uqshl	h9, h1, #14
	uqshl	h2, h0, #13
	uqshl	s29, s13, #27
	uqshl	s2, s7, #0
	uqshl	s2, s17, #11
	uqshl	s10, s27, #0
	uqshl	v2.16b, v5.16b, #3
	uqshl	v18.16b, v9.16b, #5
	uqshl	v26.16b, v11.16b, #1
	uqshl	v30.16b, v16.16b, #5
	uqshl	v1.2d, v24.2d, #55
	uqshl	v9.2d, v29.2d, #56
	uqshl	v4.2d, v7.2d, #57
	uqshl	v24.2d, v2.2d, #11
	uqshl	v4.2s, v19.2s, #4
	uqshl	v8.2s, v29.2s, #13
	uqshl	v23.2s, v31.2s, #14
	uqshl	v4.2s, v4.2s, #9
	uqshl	v29.4h, v16.4h, #1
	uqshl	v2.4h, v20.4h, #0
	uqshl	v14.4h, v10.4h, #0
	uqshl	v2.4h, v27.4h, #0
	uqshl	v3.4s, v23.4s, #1
	uqshl	v17.4s, v6.4s, #6
	uqshl	v15.4s, v1.4s, #26
	uqshl	v6.4s, v15.4s, #15
	uqshl	v24.8b, v30.8b, #1
	uqshl	v13.8b, v25.8b, #7
	uqshl	v25.8b, v28.8b, #1
	uqshl	v31.8b, v31.8b, #5
	uqshl	v8.8h, v30.8h, #5
	uqshl	v3.8h, v0.8h, #11
	uqshl	v14.8h, v24.8h, #8
	uqshl	v9.8h, v16.8h, #6
	uqshl	b8, b21, b22
	uqshl	b8, b0, b13
	uqshl	b25, b4, b21
	uqshl	b8, b19, b1
	uqshl	d30, d26, d1
	uqshl	d26, d23, d30
	uqshl	d28, d5, d31
	uqshl	d24, d21, d7
	uqshl	h16, h16, h13
	uqshl	h31, h16, h19
	uqshl	h19, h18, h26
	uqshl	h26, h11, h1
	uqshl	s14, s7, s18
	uqshl	s29, s14, s10
	uqshl	s10, s2, s27
	uqshl	s2, s1, s19
	uqshl	v13.16b, v5.16b, v26.16b
	uqshl	v27.16b, v30.16b, v23.16b
	uqshl	v8.16b, v18.16b, v6.16b
	uqshl	v31.16b, v20.16b, v0.16b
	uqshl	v2.2d, v15.2d, v17.2d
	uqshl	v26.2d, v8.2d, v17.2d
	uqshl	v8.2d, v15.2d, v1.2d
	uqshl	v9.2d, v9.2d, v6.2d
	uqshl	v26.2s, v7.2s, v20.2s
	uqshl	v1.2s, v31.2s, v21.2s
	uqshl	v6.2s, v6.2s, v4.2s
	uqshl	v12.2s, v7.2s, v2.2s
	uqshl	v6.4h, v7.4h, v7.4h
	uqshl	v30.4h, v22.4h, v4.4h
	uqshl	v16.4h, v27.4h, v23.4h
	uqshl	v2.4h, v29.4h, v18.4h
	uqshl	v28.4s, v31.4s, v11.4s
	uqshl	v15.4s, v10.4s, v9.4s
	uqshl	v22.4s, v7.4s, v27.4s
	uqshl	v19.4s, v27.4s, v12.4s
	uqshl	v11.8b, v11.8b, v9.8b
	uqshl	v27.8b, v30.8b, v0.8b
	uqshl	v30.8b, v25.8b, v5.8b
	uqshl	v8.8b, v25.8b, v18.8b
	uqshl	v21.8h, v30.8h, v9.8h
	uqshl	v15.8h, v30.8h, v13.8h
	uqshl	v23.8h, v17.8h, v29.8h
	uqshl	v28.8h, v29.8h, v1.8h
	uqshrn	b20, h19, #1
	uqshrn	b29, h8, #6
	uqshrn	b19, h3, #8
	uqshrn	b13, h3, #7
	uqshrn	h22, s4, #16
	uqshrn	h27, s18, #16
	uqshrn	h27, s30, #4
	uqshrn	h30, s8, #4
	uqshrn	s0, d4, #1
	uqshrn	s8, d25, #3
	uqshrn	s20, d20, #17
	uqshrn	s26, d29, #24
	uqshrn	v8.2s, v10.2d, #12
	uqshrn	v10.2s, v27.2d, #22
	uqshrn	v21.2s, v31.2d, #3
	uqshrn	v6.2s, v24.2d, #30
	uqshrn2	v3.4s, v18.2d, #11
	uqshrn2	v26.4s, v31.2d, #1
	uqshrn2	v8.4s, v17.2d, #32
	uqshrn2	v5.4s, v30.2d, #23
	uqshrn	v2.4h, v20.4s, #11
	uqshrn	v15.4h, v26.4s, #15
	uqshrn	v17.4h, v12.4s, #5
	uqshrn	v9.4h, v21.4s, #4
	uqshrn2	v8.8h, v29.4s, #12
	uqshrn2	v30.8h, v0.4s, #1
	uqshrn2	v20.8h, v5.4s, #4
	uqshrn2	v28.8h, v28.4s, #1
	uqshrn	v21.8b, v5.8h, #1
	uqshrn	v21.8b, v18.8h, #3
	uqshrn	v12.8b, v30.8h, #3
	uqshrn	v11.8b, v11.8h, #7
	uqshrn2	v27.16b, v17.8h, #1
	uqshrn2	v12.16b, v19.8h, #2
	uqshrn2	v23.16b, v20.8h, #2
	uqshrn2	v23.16b, v3.8h, #1
	uqsub	b4, b8, b3
	uqsub	b22, b12, b31
	uqsub	b10, b5, b5
	uqsub	b15, b19, b14
	uqsub	d23, d24, d8
	uqsub	d19, d12, d2
	uqsub	d13, d3, d29
	uqsub	d26, d0, d28
	uqsub	h30, h30, h11
	uqsub	h14, h1, h2
	uqsub	h6, h1, h3
	uqsub	h13, h5, h7
	uqsub	s24, s25, s16
	uqsub	s5, s15, s31
	uqsub	s31, s4, s10
	uqsub	s9, s7, s14
	uqsub	v15.16b, v9.16b, v4.16b
	uqsub	v14.16b, v20.16b, v3.16b
	uqsub	v29.16b, v24.16b, v13.16b
	uqsub	v4.16b, v2.16b, v9.16b
	uqsub	v0.2d, v27.2d, v17.2d
	uqsub	v19.2d, v19.2d, v21.2d
	uqsub	v2.2d, v27.2d, v9.2d
	uqsub	v5.2d, v2.2d, v19.2d
	uqsub	v19.2s, v1.2s, v15.2s
	uqsub	v13.2s, v28.2s, v10.2s
	uqsub	v8.2s, v10.2s, v19.2s
	uqsub	v7.2s, v14.2s, v14.2s
	uqsub	v13.4h, v24.4h, v16.4h
	uqsub	v8.4h, v20.4h, v10.4h
	uqsub	v7.4h, v9.4h, v10.4h
	uqsub	v11.4h, v0.4h, v27.4h
	uqsub	v15.4s, v20.4s, v27.4s
	uqsub	v8.4s, v1.4s, v16.4s
	uqsub	v2.4s, v28.4s, v6.4s
	uqsub	v30.4s, v4.4s, v30.4s
	uqsub	v23.8b, v1.8b, v10.8b
	uqsub	v17.8b, v7.8b, v25.8b
	uqsub	v18.8b, v3.8b, v9.8b
	uqsub	v6.8b, v28.8b, v24.8b
	uqsub	v0.8h, v16.8h, v18.8h
	uqsub	v13.8h, v26.8h, v11.8h
	uqsub	v2.8h, v11.8h, v19.8h
	uqsub	v11.8h, v0.8h, v23.8h
	uqxtn	b0, h26
	uqxtn	b2, h20
	uqxtn	b14, h12
	uqxtn	b18, h3
	uqxtn	h3, s20
	uqxtn	h23, s20
	uqxtn	h31, s19
	uqxtn	h27, s7
	uqxtn	s14, d1
	uqxtn	s31, d26
	uqxtn	s30, d12
	uqxtn	s17, d0
	uqxtn	v16.2s, v0.2d
	uqxtn	v30.2s, v2.2d
	uqxtn	v25.2s, v13.2d
	uqxtn	v11.2s, v5.2d
	uqxtn2	v3.4s, v8.2d
	uqxtn2	v0.4s, v25.2d
	uqxtn2	v12.4s, v14.2d
	uqxtn2	v28.4s, v15.2d
	uqxtn	v1.4h, v7.4s
	uqxtn	v16.4h, v0.4s
	uqxtn	v11.4h, v30.4s
	uqxtn	v31.4h, v9.4s
	uqxtn2	v17.8h, v15.4s
	uqxtn2	v24.8h, v9.4s
	uqxtn2	v14.8h, v9.4s
	uqxtn2	v24.8h, v10.4s
	uqxtn	v6.8b, v13.8h
	uqxtn	v26.8b, v27.8h
	uqxtn	v18.8b, v1.8h
	uqxtn	v16.8b, v28.8h
	uqxtn2	v14.16b, v9.8h
	uqxtn2	v24.16b, v9.8h
	uqxtn2	v13.16b, v29.8h
	uqxtn2	v19.16b, v0.8h
	urecpe	v0.2s, v2.2s
	urecpe	v24.2s, v15.2s
	urecpe	v12.2s, v14.2s
	urecpe	v29.2s, v17.2s
	urecpe	v11.4s, v11.4s
	urecpe	v28.4s, v28.4s
	urecpe	v31.4s, v11.4s
	urecpe	v2.4s, v23.4s
	urhadd	v28.16b, v22.16b, v18.16b
	urhadd	v9.16b, v28.16b, v13.16b
	urhadd	v4.16b, v27.16b, v14.16b
	urhadd	v30.16b, v9.16b, v7.16b
	urhadd	v21.2s, v17.2s, v25.2s
	urhadd	v15.2s, v14.2s, v0.2s
	urhadd	v30.2s, v15.2s, v0.2s
	urhadd	v30.2s, v8.2s, v7.2s
	urhadd	v17.4h, v27.4h, v26.4h
	urhadd	v4.4h, v24.4h, v1.4h
	urhadd	v20.4h, v19.4h, v18.4h
	urhadd	v27.4h, v30.4h, v0.4h
	urhadd	v5.4s, v16.4s, v13.4s
	urhadd	v18.4s, v22.4s, v1.4s
	urhadd	v16.4s, v13.4s, v21.4s
	urhadd	v18.4s, v28.4s, v21.4s
	urhadd	v12.8b, v7.8b, v0.8b
	urhadd	v10.8b, v13.8b, v22.8b
	urhadd	v8.8b, v19.8b, v18.8b
	urhadd	v23.8b, v31.8b, v23.8b
	urhadd	v8.8h, v17.8h, v9.8h
	urhadd	v16.8h, v10.8h, v27.8h
	urhadd	v15.8h, v22.8h, v5.8h
	urhadd	v8.8h, v7.8h, v10.8h
	urshl	d7, d0, d19
	urshl	d8, d8, d26
	urshl	d8, d11, d7
	urshl	d15, d17, d20
	urshl	v13.16b, v17.16b, v13.16b
	urshl	v30.16b, v11.16b, v11.16b
	urshl	v2.16b, v13.16b, v9.16b
	urshl	v3.16b, v4.16b, v15.16b
	urshl	v19.2d, v5.2d, v3.2d
	urshl	v26.2d, v27.2d, v4.2d
	urshl	v27.2d, v28.2d, v1.2d
	urshl	v9.2d, v18.2d, v11.2d
	urshl	v14.2s, v24.2s, v2.2s
	urshl	v19.2s, v31.2s, v19.2s
	urshl	v13.2s, v7.2s, v7.2s
	urshl	v2.2s, v23.2s, v5.2s
	urshl	v3.4h, v5.4h, v21.4h
	urshl	v25.4h, v25.4h, v2.4h
	urshl	v23.4h, v30.4h, v8.4h
	urshl	v17.4h, v29.4h, v21.4h
	urshl	v5.4s, v10.4s, v5.4s
	urshl	v30.4s, v11.4s, v1.4s
	urshl	v19.4s, v0.4s, v10.4s
	urshl	v28.4s, v24.4s, v26.4s
	urshl	v27.8b, v7.8b, v10.8b
	urshl	v19.8b, v19.8b, v18.8b
	urshl	v8.8b, v15.8b, v19.8b
	urshl	v9.8b, v11.8b, v25.8b
	urshl	v16.8h, v21.8h, v10.8h
	urshl	v1.8h, v23.8h, v12.8h
	urshl	v31.8h, v7.8h, v0.8h
	urshl	v16.8h, v7.8h, v23.8h
	urshr	d19, d30, #2
	urshr	d2, d1, #1
	urshr	d13, d21, #1
	urshr	d6, d25, #6
	urshr	v3.16b, v6.16b, #6
	urshr	v13.16b, v17.16b, #3
	urshr	v30.16b, v26.16b, #8
	urshr	v29.16b, v18.16b, #8
	urshr	v8.2d, v3.2d, #1
	urshr	v11.2d, v10.2d, #19
	urshr	v3.2d, v17.2d, #35
	urshr	v14.2d, v31.2d, #62
	urshr	v1.2s, v9.2s, #29
	urshr	v22.2s, v19.2s, #18
	urshr	v3.2s, v29.2s, #1
	urshr	v31.2s, v9.2s, #1
	urshr	v20.4h, v6.4h, #16
	urshr	v2.4h, v13.4h, #5
	urshr	v26.4h, v10.4h, #11
	urshr	v29.4h, v5.4h, #4
	urshr	v9.4s, v0.4s, #8
	urshr	v12.4s, v3.4s, #1
	urshr	v31.4s, v11.4s, #27
	urshr	v9.4s, v5.4s, #6
	urshr	v14.8b, v20.8b, #3
	urshr	v17.8b, v26.8b, #7
	urshr	v18.8b, v10.8b, #3
	urshr	v0.8b, v17.8b, #1
	urshr	v6.8h, v22.8h, #3
	urshr	v2.8h, v26.8h, #1
	urshr	v6.8h, v20.8h, #3
	urshr	v27.8h, v24.8h, #9
	ursqrte	v24.2s, v23.2s
	ursqrte	v14.2s, v29.2s
	ursqrte	v23.2s, v28.2s
	ursqrte	v18.2s, v15.2s
	ursqrte	v15.4s, v4.4s
	ursqrte	v3.4s, v3.4s
	ursqrte	v26.4s, v2.4s
	ursqrte	v30.4s, v7.4s
	ursra	d9, d14, #16
	ursra	d10, d31, #27
	ursra	d18, d15, #53
	ursra	d0, d20, #33
	ursra	v24.16b, v30.16b, #8
	ursra	v15.16b, v30.16b, #6
	ursra	v4.16b, v20.16b, #8
	ursra	v30.16b, v29.16b, #1
	ursra	v2.2d, v3.2d, #64
	ursra	v13.2d, v12.2d, #64
	ursra	v28.2d, v23.2d, #12
	ursra	v22.2d, v26.2d, #4
	ursra	v31.2s, v1.2s, #24
	ursra	v13.2s, v4.2s, #1
	ursra	v23.2s, v3.2s, #7
	ursra	v23.2s, v20.2s, #1
	ursra	v18.4h, v2.4h, #10
	ursra	v9.4h, v1.4h, #2
	ursra	v26.4h, v6.4h, #12
	ursra	v29.4h, v19.4h, #16
	ursra	v23.4s, v2.4s, #9
	ursra	v23.4s, v3.4s, #3
	ursra	v21.4s, v0.4s, #23
	ursra	v21.4s, v3.4s, #23
	ursra	v24.8b, v23.8b, #2
	ursra	v17.8b, v26.8b, #1
	ursra	v6.8b, v30.8b, #4
	ursra	v24.8b, v28.8b, #1
	ursra	v4.8h, v6.8h, #4
	ursra	v23.8h, v18.8h, #14
	ursra	v18.8h, v11.8h, #5
	ursra	v16.8h, v6.8h, #12
	ushll	v3.2d, v1.2s, #0
	ushll	v17.2d, v21.2s, #20
	ushll	v29.2d, v29.2s, #31
	ushll	v1.2d, v16.2s, #0
	ushll2	v21.2d, v27.4s, #10
	ushll2	v8.2d, v28.4s, #0
	ushll2	v17.2d, v10.4s, #30
	ushll2	v16.2d, v8.4s, #28
	ushll	v13.4s, v2.4h, #6
	ushll	v17.4s, v5.4h, #14
	ushll	v23.4s, v30.4h, #15
	ushll	v9.4s, v16.4h, #7
	ushll2	v16.4s, v13.8h, #12
	ushll2	v19.4s, v7.8h, #12
	ushll2	v25.4s, v28.8h, #6
	ushll2	v20.4s, v14.8h, #14
	ushll	v6.8h, v17.8b, #2
	ushll	v3.8h, v5.8b, #5
	ushll	v13.8h, v8.8b, #2
	ushll	v30.8h, v23.8b, #0
	ushll2	v6.8h, v28.16b, #7
	ushll2	v24.8h, v0.16b, #7
	ushll2	v6.8h, v4.16b, #4
	ushll2	v5.8h, v24.16b, #0
	ushl	d11, d28, d1
	ushl	d29, d30, d10
	ushl	d17, d4, d4
	ushl	d11, d1, d6
	ushl	v4.16b, v21.16b, v20.16b
	ushl	v12.16b, v17.16b, v9.16b
	ushl	v1.16b, v28.16b, v17.16b
	ushl	v27.16b, v17.16b, v24.16b
	ushl	v26.2d, v4.2d, v2.2d
	ushl	v23.2d, v7.2d, v13.2d
	ushl	v15.2d, v27.2d, v10.2d
	ushl	v28.2d, v4.2d, v1.2d
	ushl	v17.2s, v22.2s, v3.2s
	ushl	v19.2s, v8.2s, v17.2s
	ushl	v17.2s, v0.2s, v22.2s
	ushl	v31.2s, v24.2s, v5.2s
	ushl	v17.4h, v4.4h, v8.4h
	ushl	v28.4h, v16.4h, v27.4h
	ushl	v4.4h, v21.4h, v26.4h
	ushl	v21.4h, v25.4h, v1.4h
	ushl	v5.4s, v18.4s, v6.4s
	ushl	v4.4s, v19.4s, v5.4s
	ushl	v25.4s, v18.4s, v15.4s
	ushl	v7.4s, v7.4s, v27.4s
	ushl	v28.8b, v8.8b, v29.8b
	ushl	v10.8b, v14.8b, v3.8b
	ushl	v7.8b, v2.8b, v19.8b
	ushl	v27.8b, v2.8b, v12.8b
	ushl	v1.8h, v11.8h, v6.8h
	ushl	v1.8h, v19.8h, v13.8h
	ushl	v25.8h, v21.8h, v15.8h
	ushl	v22.8h, v18.8h, v4.8h
	ushr	d25, d12, #32
	ushr	d4, d31, #26
	ushr	d31, d26, #26
	ushr	d0, d7, #33
	ushr	v8.16b, v7.16b, #5
	ushr	v18.16b, v28.16b, #3
	ushr	v11.16b, v31.16b, #5
	ushr	v4.16b, v13.16b, #3
	ushr	v27.2d, v24.2d, #27
	ushr	v0.2d, v2.2d, #1
	ushr	v4.2d, v23.2d, #4
	ushr	v29.2d, v25.2d, #38
	ushr	v27.2s, v14.2s, #6
	ushr	v22.2s, v4.2s, #7
	ushr	v12.2s, v17.2s, #1
	ushr	v10.2s, v3.2s, #27
	ushr	v0.4h, v15.4h, #3
	ushr	v16.4h, v28.4h, #10
	ushr	v13.4h, v2.4h, #11
	ushr	v23.4h, v10.4h, #10
	ushr	v25.4s, v20.4s, #32
	ushr	v10.4s, v2.4s, #1
	ushr	v15.4s, v26.4s, #1
	ushr	v12.4s, v26.4s, #29
	ushr	v10.8b, v9.8b, #3
	ushr	v28.8b, v5.8b, #3
	ushr	v26.8b, v26.8b, #8
	ushr	v29.8b, v14.8b, #5
	ushr	v12.8h, v28.8h, #3
	ushr	v21.8h, v15.8h, #6
	ushr	v29.8h, v8.8h, #1
	ushr	v8.8h, v6.8h, #14
	usqadd	b6, b6
	usqadd	b18, b12
	usqadd	b21, b22
	usqadd	b12, b23
	usqadd	d23, d26
	usqadd	d30, d5
	usqadd	d9, d10
	usqadd	d20, d0
	usqadd	h15, h21
	usqadd	h10, h12
	usqadd	h6, h25
	usqadd	h25, h22
	usqadd	s18, s15
	usqadd	s29, s15
	usqadd	s10, s25
	usqadd	s18, s26
	usqadd	v4.16b, v7.16b
	usqadd	v25.16b, v28.16b
	usqadd	v0.16b, v2.16b
	usqadd	v22.16b, v9.16b
	usqadd	v15.2d, v8.2d
	usqadd	v1.2d, v17.2d
	usqadd	v2.2d, v6.2d
	usqadd	v21.2d, v6.2d
	usqadd	v9.2s, v29.2s
	usqadd	v31.2s, v19.2s
	usqadd	v17.2s, v5.2s
	usqadd	v15.2s, v21.2s
	usqadd	v21.4h, v6.4h
	usqadd	v31.4h, v24.4h
	usqadd	v11.4h, v2.4h
	usqadd	v19.4h, v3.4h
	usqadd	v22.4s, v18.4s
	usqadd	v3.4s, v25.4s
	usqadd	v19.4s, v14.4s
	usqadd	v16.4s, v21.4s
	usqadd	v4.8b, v21.8b
	usqadd	v18.8b, v21.8b
	usqadd	v23.8b, v29.8b
	usqadd	v15.8b, v20.8b
	usqadd	v8.8h, v10.8h
	usqadd	v4.8h, v18.8h
	usqadd	v28.8h, v18.8h
	usqadd	v30.8h, v23.8h
	usra	d29, d24, #1
	usra	d14, d25, #34
	usra	d15, d0, #36
	usra	d28, d15, #27
	usra	v10.16b, v20.16b, #3
	usra	v6.16b, v20.16b, #3
	usra	v30.16b, v26.16b, #5
	usra	v10.16b, v21.16b, #3
	usra	v9.2d, v1.2d, #59
	usra	v2.2d, v31.2d, #34
	usra	v8.2d, v4.2d, #58
	usra	v17.2d, v3.2d, #1
	usra	v15.2s, v11.2s, #1
	usra	v1.2s, v4.2s, #1
	usra	v3.2s, v25.2s, #23
	usra	v23.2s, v29.2s, #7
	usra	v26.4h, v17.4h, #4
	usra	v4.4h, v17.4h, #13
	usra	v27.4h, v14.4h, #11
	usra	v15.4h, v29.4h, #8
	usra	v9.4s, v10.4s, #21
	usra	v10.4s, v24.4s, #1
	usra	v4.4s, v8.4s, #11
	usra	v1.4s, v1.4s, #19
	usra	v22.8b, v22.8b, #8
	usra	v5.8b, v14.8b, #5
	usra	v22.8b, v22.8b, #3
	usra	v3.8b, v3.8b, #1
	usra	v28.8h, v13.8h, #2
	usra	v27.8h, v0.8h, #8
	usra	v31.8h, v9.8h, #2
	usra	v0.8h, v15.8h, #3
	usubl	v25.2d, v28.2s, v11.2s
	usubl	v9.2d, v17.2s, v7.2s
	usubl	v31.2d, v11.2s, v13.2s
	usubl	v27.2d, v7.2s, v19.2s
	usubl2	v10.2d, v31.4s, v21.4s
	usubl2	v9.2d, v30.4s, v10.4s
	usubl2	v5.2d, v17.4s, v22.4s
	usubl2	v9.2d, v7.4s, v12.4s
	usubl	v26.4s, v23.4h, v9.4h
	usubl	v16.4s, v23.4h, v0.4h
	usubl	v24.4s, v1.4h, v19.4h
	usubl	v16.4s, v26.4h, v11.4h
	usubl2	v15.4s, v16.8h, v10.8h
	usubl2	v12.4s, v26.8h, v19.8h
	usubl2	v18.4s, v7.8h, v27.8h
	usubl2	v17.4s, v29.8h, v18.8h
	usubl	v31.8h, v27.8b, v30.8b
	usubl	v29.8h, v0.8b, v3.8b
	usubl	v30.8h, v28.8b, v25.8b
	usubl	v9.8h, v27.8b, v21.8b
	usubl2	v18.8h, v24.16b, v29.16b
	usubl2	v0.8h, v11.16b, v24.16b
	usubl2	v16.8h, v5.16b, v1.16b
	usubl2	v23.8h, v25.16b, v13.16b
	usubw	v3.2d, v5.2d, v22.2s
	usubw	v16.2d, v16.2d, v0.2s
	usubw	v15.2d, v1.2d, v0.2s
	usubw	v18.2d, v9.2d, v6.2s
	usubw2	v6.2d, v29.2d, v1.4s
	usubw2	v10.2d, v15.2d, v25.4s
	usubw2	v24.2d, v20.2d, v4.4s
	usubw2	v20.2d, v15.2d, v19.4s
	usubw	v16.4s, v21.4s, v17.4h
	usubw	v5.4s, v1.4s, v5.4h
	usubw	v16.4s, v4.4s, v15.4h
	usubw	v22.4s, v9.4s, v25.4h
	usubw2	v17.4s, v18.4s, v8.8h
	usubw2	v9.4s, v28.4s, v19.8h
	usubw2	v10.4s, v11.4s, v11.8h
	usubw2	v28.4s, v4.4s, v19.8h
	usubw	v2.8h, v10.8h, v3.8b
	usubw	v24.8h, v12.8h, v15.8b
	usubw	v21.8h, v17.8h, v27.8b
	usubw	v24.8h, v15.8h, v9.8b
	usubw2	v23.8h, v13.8h, v16.16b
	usubw2	v20.8h, v22.8h, v1.16b
	usubw2	v26.8h, v5.8h, v23.16b
	usubw2	v20.8h, v15.8h, v24.16b
	uzp1	v3.16b, v7.16b, v22.16b
	uzp1	v8.16b, v20.16b, v16.16b
	uzp1	v9.16b, v4.16b, v28.16b
	uzp1	v9.16b, v22.16b, v2.16b
	uzp1	v29.2d, v16.2d, v31.2d
	uzp1	v14.2d, v21.2d, v9.2d
	uzp1	v26.2d, v10.2d, v4.2d
	uzp1	v25.2d, v6.2d, v15.2d
	uzp1	v21.2s, v23.2s, v16.2s
	uzp1	v26.2s, v9.2s, v29.2s
	uzp1	v22.2s, v11.2s, v12.2s
	uzp1	v2.2s, v27.2s, v17.2s
	uzp1	v17.4h, v6.4h, v2.4h
	uzp1	v8.4h, v18.4h, v4.4h
	uzp1	v1.4h, v24.4h, v23.4h
	uzp1	v7.4h, v3.4h, v21.4h
	uzp1	v28.4s, v28.4s, v17.4s
	uzp1	v25.4s, v21.4s, v8.4s
	uzp1	v8.4s, v21.4s, v18.4s
	uzp1	v27.4s, v11.4s, v18.4s
	uzp1	v31.8b, v6.8b, v7.8b
	uzp1	v6.8b, v30.8b, v15.8b
	uzp1	v16.8b, v6.8b, v20.8b
	uzp1	v12.8b, v14.8b, v25.8b
	uzp1	v5.8h, v13.8h, v15.8h
	uzp1	v11.8h, v24.8h, v12.8h
	uzp1	v17.8h, v10.8h, v13.8h
	uzp1	v6.8h, v17.8h, v13.8h
	uzp2	v1.16b, v14.16b, v21.16b
	uzp2	v4.16b, v5.16b, v4.16b
	uzp2	v16.16b, v11.16b, v12.16b
	uzp2	v13.16b, v26.16b, v21.16b
	uzp2	v27.2d, v8.2d, v5.2d
	uzp2	v2.2d, v3.2d, v16.2d
	uzp2	v5.2d, v14.2d, v10.2d
	uzp2	v7.2d, v17.2d, v15.2d
	uzp2	v8.2s, v31.2s, v2.2s
	uzp2	v16.2s, v22.2s, v14.2s
	uzp2	v15.2s, v12.2s, v7.2s
	uzp2	v8.2s, v3.2s, v12.2s
	uzp2	v23.4h, v20.4h, v13.4h
	uzp2	v9.4h, v15.4h, v12.4h
	uzp2	v11.4h, v13.4h, v1.4h
	uzp2	v2.4h, v30.4h, v19.4h
	uzp2	v18.4s, v17.4s, v11.4s
	uzp2	v19.4s, v13.4s, v10.4s
	uzp2	v3.4s, v3.4s, v11.4s
	uzp2	v17.4s, v8.4s, v21.4s
	uzp2	v1.8b, v13.8b, v3.8b
	uzp2	v19.8b, v24.8b, v17.8b
	uzp2	v4.8b, v19.8b, v4.8b
	uzp2	v15.8b, v1.8b, v26.8b
	uzp2	v27.8h, v6.8h, v21.8h
	uzp2	v17.8h, v20.8h, v2.8h
	uzp2	v20.8h, v23.8h, v22.8h
	uzp2	v14.8h, v18.8h, v10.8h
	xtn	v5.2s, v5.2d
	xtn	v17.2s, v17.2d
	xtn	v0.2s, v31.2d
	xtn	v10.2s, v28.2d
	xtn2	v12.4s, v16.2d
	xtn2	v23.4s, v15.2d
	xtn2	v10.4s, v27.2d
	xtn2	v21.4s, v20.2d
	xtn	v7.4h, v4.4s
	xtn	v8.4h, v0.4s
	xtn	v7.4h, v3.4s
	xtn	v24.4h, v4.4s
	xtn2	v4.8h, v15.4s
	xtn2	v4.8h, v1.4s
	xtn2	v26.8h, v17.4s
	xtn2	v5.8h, v12.4s
	xtn	v22.8b, v16.8h
	xtn	v20.8b, v22.8h
	xtn	v17.8b, v2.8h
	xtn	v8.8b, v30.8h
	xtn2	v14.16b, v24.8h
	xtn2	v5.16b, v21.8h
	xtn2	v26.16b, v31.8h
	xtn2	v4.16b, v19.8h
	zip1	v25.16b, v18.16b, v18.16b
	zip1	v22.16b, v8.16b, v10.16b
	zip1	v8.16b, v3.16b, v19.16b
	zip1	v26.16b, v5.16b, v9.16b
	zip1	v9.2d, v29.2d, v25.2d
	zip1	v9.2d, v19.2d, v13.2d
	zip1	v16.2d, v27.2d, v23.2d
	zip1	v23.2d, v13.2d, v22.2d
	zip1	v18.2s, v14.2s, v26.2s
	zip1	v13.2s, v16.2s, v25.2s
	zip1	v12.2s, v2.2s, v23.2s
	zip1	v5.2s, v10.2s, v12.2s
	zip1	v6.4h, v26.4h, v25.4h
	zip1	v7.4h, v30.4h, v20.4h
	zip1	v9.4h, v16.4h, v6.4h
	zip1	v6.4h, v6.4h, v22.4h
	zip1	v28.4s, v19.4s, v23.4s
	zip1	v22.4s, v5.4s, v23.4s
	zip1	v2.4s, v14.4s, v10.4s
	zip1	v16.4s, v30.4s, v12.4s
	zip1	v10.8b, v24.8b, v18.8b
	zip1	v9.8b, v1.8b, v14.8b
	zip1	v23.8b, v20.8b, v9.8b
	zip1	v29.8b, v5.8b, v24.8b
	zip1	v20.8h, v23.8h, v1.8h
	zip1	v4.8h, v21.8h, v22.8h
	zip1	v18.8h, v12.8h, v18.8h
	zip1	v9.8h, v1.8h, v26.8h
	zip2	v26.16b, v11.16b, v5.16b
	zip2	v7.16b, v0.16b, v25.16b
	zip2	v13.16b, v26.16b, v7.16b
	zip2	v30.16b, v18.16b, v31.16b
	zip2	v13.2d, v12.2d, v2.2d
	zip2	v26.2d, v29.2d, v2.2d
	zip2	v21.2d, v6.2d, v30.2d
	zip2	v9.2d, v26.2d, v9.2d
	zip2	v11.2s, v20.2s, v27.2s
	zip2	v19.2s, v25.2s, v28.2s
	zip2	v16.2s, v16.2s, v29.2s
	zip2	v2.2s, v1.2s, v16.2s
	zip2	v15.4h, v18.4h, v31.4h
	zip2	v3.4h, v18.4h, v28.4h
	zip2	v12.4h, v23.4h, v13.4h
	zip2	v16.4h, v20.4h, v29.4h
	zip2	v0.4s, v28.4s, v30.4s
	zip2	v5.4s, v2.4s, v17.4s
	zip2	v3.4s, v23.4s, v28.4s
	zip2	v19.4s, v25.4s, v12.4s
	zip2	v20.8b, v18.8b, v15.8b
	zip2	v16.8b, v12.8b, v25.8b
	zip2	v1.8b, v24.8b, v10.8b
	zip2	v4.8b, v3.8b, v18.8b
	zip2	v22.8h, v3.8h, v26.8h
	zip2	v17.8h, v31.8h, v21.8h
	zip2	v12.8h, v14.8h, v10.8h
	zip2	v31.8h, v3.8h, v26.8h
