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
	b	#-105493484
	b	#-53222868
	b	#-134217728
	b	#-134217728
	bfi	w22, w0, #3, #8
	bfxil	w9, w16, #12, #15
	bfxil	w3, w21, #14, #13
	bfxil	w21, w27, #3, #26
	bfi	x22, x13, #1, #1
	bfi	x9, xzr, #19, #44
	bfxil	x9, x0, #6, #2
	bfi	x23, x16, #36, #16
	bics	wzr, w3, w2, lsl #26
	bics	w7, w5, w28
	bics	w1, w8, w17
	bics	w2, w25, w5, lsr #0
	bics	x8, x6, xzr
	bics	x28, x20, x16, ror #19
	bics	x26, x30, x19, lsl #19
	bics	x12, x16, x16, ror #20
	bic	w21, w10, w15, lsl #22
	bic	w0, w17, w22, asr #28
	bic	w29, w29, wzr, lsr #0
	bic	w28, w29, w18, asr #28
	bic	x19, x8, x22, lsl #55
	bic	x20, x17, x22, ror #62
	bic	x23, x13, x15, lsr #13
	bic	x9, x5, x7, lsr #8
	bic	v10.2s, #215, lsl #8
	bic	v14.2s, #255, lsl #16
	bic	v2.2s, #0
	bic	v7.2s, #224, lsl #24
	bic	v9.4h, #218
	bic	v10.4h, #100
	bic	v29.4h, #61
	bic	v5.4h, #53
	bic	v24.4s, #0
	bic	v28.4s, #24, lsl #8
	bic	v26.4s, #83, lsl #8
	bic	v3.4s, #215, lsl #8
	bic	v2.8h, #88
	bic	v9.8h, #222, lsl #8
	bic	v28.8h, #198
	bic	v20.8h, #204
	bic	v3.16b, v18.16b, v22.16b
	bic	v16.16b, v16.16b, v0.16b
	bic	v0.16b, v28.16b, v30.16b
	bic	v2.16b, v26.16b, v17.16b
	bic	v27.8b, v27.8b, v27.8b
	bic	v29.8b, v23.8b, v24.8b
	bic	v11.8b, v13.8b, v18.8b
	bic	v1.8b, v26.8b, v17.8b
	bif	v30.16b, v8.16b, v26.16b
	bif	v15.16b, v6.16b, v12.16b
	bif	v2.16b, v2.16b, v31.16b
	bif	v5.16b, v18.16b, v30.16b
	bif	v1.8b, v15.8b, v16.8b
	bif	v4.8b, v8.8b, v31.8b
	bif	v23.8b, v0.8b, v7.8b
	bif	v29.8b, v22.8b, v0.8b
	bit	v8.16b, v31.16b, v6.16b
	bit	v3.16b, v5.16b, v23.16b
	bit	v27.16b, v24.16b, v8.16b
	bit	v3.16b, v22.16b, v22.16b
	bit	v10.8b, v31.8b, v16.8b
	bit	v17.8b, v21.8b, v7.8b
	bit	v4.8b, v24.8b, v7.8b
	bit	v20.8b, v19.8b, v20.8b
	bl	#-86263824
	bl	#109387532
	bl	#61307976
	bl	#50180488
	blr	x22
	blr	x8
	blr	xzr
	blr	x11
	br	x23
	br	x1
	br	x26
	br	x20
	brk	#0xc1fa
	brk	#0x605d
	brk	#0x755f
	brk	#0x6169
	bsl	v2.16b, v21.16b, v1.16b
	bsl	v14.16b, v2.16b, v11.16b
	bsl	v5.16b, v26.16b, v18.16b
	bsl	v3.16b, v23.16b, v24.16b
	bsl	v7.8b, v0.8b, v6.8b
	bsl	v21.8b, v24.8b, v13.8b
	bsl	v9.8b, v12.8b, v12.8b
	bsl	v22.8b, v12.8b, v25.8b
	b.hi	#365224
	b.hs	#0
	b.hs	#1048572
	b.vc	#56304
	cbnz	w21, #-327428
	cbnz	w2, #540444
	cbnz	w0, #245948
	cbnz	w15, #413208
	cbnz	x13, #-555084
	cbnz	xzr, #-517244
	cbnz	x18, #-815676
	cbnz	x12, #-1048576
	cbz	w24, #465684
	cbz	w9, #-60324
	cbz	w16, #329364
	cbz	w17, #-399452
	cbz	x15, #767836
	cbz	x1, #1048572
	cbz	x7, #0
	cbz	x1, #-245536
	ccmn	w5, #24, #5, al
	ccmn	w24, #26, #1, ge
	ccmn	w17, #19, #6, lo
	ccmn	w0, #14, #6, le
	ccmn	wzr, w26, #5, nv
	ccmn	w17, w6, #10, hs
	ccmn	w17, w24, #14, le
	ccmn	w8, w28, #12, ls
	ccmn	x9, #5, #0, ls
	ccmn	x2, #14, #11, vc
	ccmn	x9, #18, #5, pl
	ccmn	x0, #0, #3, lt
	ccmn	x5, x11, #0, ge
	ccmn	x25, x15, #0, al
	ccmn	x28, x30, #6, vs
	ccmn	x2, x17, #0, eq
	ccmp	w15, #0, #0, hi
	ccmp	w15, #0, #0, hs
	ccmp	w16, #20, #13, nv
	ccmp	wzr, #10, #0, eq
	ccmp	w9, w5, #4, ne
	ccmp	w7, w14, #6, ge
	ccmp	w9, w4, #0, al
	ccmp	w8, w0, #4, lo
	ccmp	x24, #22, #9, lo
	ccmp	x3, #21, #10, nv
	ccmp	x14, #23, #8, hs
	ccmp	x1, #1, #0, ge
	ccmp	x22, x20, #3, le
	ccmp	x12, x21, #13, lo
	ccmp	x1, x3, #0, ne
	ccmp	x13, x6, #6, hs
	clrex	#6
	clrex	#8
	clrex	#11
	clrex	#10
	cls	w18, w6
	cls	w28, w22
	cls	w16, w21
	cls	w0, w26
	cls	x1, x19
	cls	x29, x22
	cls	x20, x3
	cls	x27, x24
	cls	v11.16b, v7.16b
	cls	v7.16b, v22.16b
	cls	v3.16b, v3.16b
	cls	v6.16b, v31.16b
	cls	v10.2s, v0.2s
	cls	v28.2s, v17.2s
	cls	v21.2s, v16.2s
	cls	v21.2s, v18.2s
	cls	v8.4h, v7.4h
	cls	v25.4h, v1.4h
	cls	v6.4h, v30.4h
	cls	v17.4h, v16.4h
	cls	v9.4s, v30.4s
	cls	v16.4s, v13.4s
	cls	v23.4s, v1.4s
	cls	v16.4s, v2.4s
	cls	v23.8b, v8.8b
	cls	v10.8b, v12.8b
	cls	v11.8b, v15.8b
	cls	v31.8b, v24.8b
	cls	v27.8h, v27.8h
	cls	v21.8h, v31.8h
	cls	v23.8h, v14.8h
	cls	v9.8h, v26.8h
	clz	w8, w16
	clz	w23, w26
	clz	w9, w30
	clz	w15, w9
	clz	x29, x23
	clz	x26, x24
	clz	x25, x17
	clz	x30, x25
	clz	v5.16b, v24.16b
	clz	v28.16b, v12.16b
	clz	v9.16b, v31.16b
	clz	v28.16b, v26.16b
	clz	v23.2s, v17.2s
	clz	v17.2s, v28.2s
	clz	v6.2s, v0.2s
	clz	v23.2s, v17.2s
	clz	v4.4h, v6.4h
	clz	v25.4h, v12.4h
	clz	v11.4h, v3.4h
	clz	v24.4h, v9.4h
	clz	v21.4s, v18.4s
	clz	v19.4s, v27.4s
	clz	v14.4s, v30.4s
	clz	v11.4s, v17.4s
	clz	v30.8b, v15.8b
	clz	v28.8b, v18.8b
	clz	v19.8b, v23.8b
	clz	v20.8b, v2.8b
	clz	v13.8h, v29.8h
	clz	v29.8h, v4.8h
	clz	v28.8h, v19.8h
	clz	v20.8h, v15.8h
	cmeq	d1, d6, d2
	cmeq	d2, d6, d18
	cmeq	d18, d4, d6
	cmeq	d5, d28, d13
	cmeq	v10.16b, v11.16b, v9.16b
	cmeq	v15.16b, v18.16b, v7.16b
	cmeq	v19.16b, v17.16b, v7.16b
	cmeq	v8.16b, v7.16b, v24.16b
	cmeq	v0.2d, v12.2d, v2.2d
	cmeq	v21.2d, v27.2d, v0.2d
	cmeq	v17.2d, v12.2d, v24.2d
	cmeq	v21.2d, v27.2d, v6.2d
	cmeq	v6.2s, v31.2s, v31.2s
	cmeq	v14.2s, v16.2s, v18.2s
	cmeq	v25.2s, v10.2s, v11.2s
	cmeq	v2.2s, v3.2s, v20.2s
	cmeq	v30.4h, v18.4h, v17.4h
	cmeq	v3.4h, v14.4h, v8.4h
	cmeq	v4.4h, v8.4h, v14.4h
	cmeq	v10.4h, v29.4h, v22.4h
	cmeq	v17.4s, v12.4s, v23.4s
	cmeq	v2.4s, v11.4s, v2.4s
	cmeq	v13.4s, v24.4s, v26.4s
	cmeq	v18.4s, v4.4s, v17.4s
	cmeq	v17.8b, v16.8b, v21.8b
	cmeq	v24.8b, v19.8b, v6.8b
	cmeq	v4.8b, v30.8b, v1.8b
	cmeq	v7.8b, v31.8b, v30.8b
	cmeq	v31.8h, v10.8h, v27.8h
	cmeq	v9.8h, v17.8h, v30.8h
	cmeq	v7.8h, v18.8h, v10.8h
	cmeq	v16.8h, v11.8h, v26.8h
	cmeq	d3, d4, #0
	cmeq	d31, d28, #0
	cmeq	d24, d16, #0
	cmeq	d19, d10, #0
	cmeq	v4.16b, v27.16b, #0
	cmeq	v9.16b, v2.16b, #0
	cmeq	v17.16b, v31.16b, #0
	cmeq	v7.16b, v23.16b, #0
	cmeq	v14.2d, v27.2d, #0
	cmeq	v18.2d, v18.2d, #0
	cmeq	v31.2d, v10.2d, #0
	cmeq	v20.2d, v1.2d, #0
	cmeq	v9.2s, v26.2s, #0
	cmeq	v1.2s, v18.2s, #0
	cmeq	v31.2s, v28.2s, #0
	cmeq	v22.2s, v13.2s, #0
	cmeq	v5.4h, v17.4h, #0
	cmeq	v29.4h, v15.4h, #0
	cmeq	v16.4h, v0.4h, #0
	cmeq	v12.4h, v24.4h, #0
	cmeq	v25.4s, v15.4s, #0
	cmeq	v19.4s, v15.4s, #0
	cmeq	v10.4s, v16.4s, #0
	cmeq	v8.4s, v16.4s, #0
	cmeq	v30.8b, v16.8b, #0
	cmeq	v19.8b, v23.8b, #0
	cmeq	v27.8b, v19.8b, #0
	cmeq	v28.8b, v27.8b, #0
	cmeq	v19.8h, v3.8h, #0
	cmeq	v3.8h, v24.8h, #0
	cmeq	v14.8h, v15.8h, #0
	cmeq	v5.8h, v1.8h, #0
	cmge	d28, d10, d4
	cmge	d31, d18, d0
	cmge	d23, d12, d9
	cmge	d2, d24, d17
	cmge	v7.16b, v21.16b, v12.16b
	cmge	v5.16b, v9.16b, v19.16b
	cmge	v28.16b, v13.16b, v1.16b
	cmge	v8.16b, v15.16b, v5.16b
	cmge	v19.2d, v2.2d, v28.2d
	cmge	v21.2d, v16.2d, v27.2d
	cmge	v1.2d, v5.2d, v0.2d
	cmge	v12.2d, v5.2d, v25.2d
	cmge	v17.2s, v25.2s, v15.2s
	cmge	v22.2s, v22.2s, v30.2s
	cmge	v4.2s, v13.2s, v5.2s
	cmge	v4.2s, v28.2s, v13.2s
	cmge	v26.4h, v20.4h, v30.4h
	cmge	v23.4h, v14.4h, v15.4h
	cmge	v3.4h, v2.4h, v20.4h
	cmge	v30.4h, v5.4h, v11.4h
	cmge	v14.4s, v4.4s, v24.4s
	cmge	v20.4s, v28.4s, v5.4s
	cmge	v29.4s, v24.4s, v0.4s
	cmge	v15.4s, v24.4s, v28.4s
	cmge	v3.8b, v3.8b, v3.8b
	cmge	v26.8b, v12.8b, v19.8b
	cmge	v25.8b, v27.8b, v16.8b
	cmge	v27.8b, v18.8b, v16.8b
	cmge	v3.8h, v12.8h, v21.8h
	cmge	v26.8h, v26.8h, v4.8h
	cmge	v29.8h, v31.8h, v11.8h
	cmge	v10.8h, v9.8h, v22.8h
	cmge	d19, d16, #0
	cmge	d29, d25, #0
	cmge	d24, d18, #0
	cmge	d9, d10, #0
	cmge	v20.16b, v4.16b, #0
	cmge	v9.16b, v19.16b, #0
	cmge	v31.16b, v31.16b, #0
	cmge	v12.16b, v25.16b, #0
	cmge	v6.2d, v12.2d, #0
	cmge	v25.2d, v23.2d, #0
	cmge	v11.2d, v7.2d, #0
	cmge	v14.2d, v1.2d, #0
	cmge	v28.2s, v8.2s, #0
	cmge	v21.2s, v28.2s, #0
	cmge	v18.2s, v1.2s, #0
	cmge	v26.2s, v24.2s, #0
	cmge	v29.4h, v3.4h, #0
	cmge	v2.4h, v18.4h, #0
	cmge	v28.4h, v22.4h, #0
	cmge	v2.4h, v12.4h, #0
	cmge	v0.4s, v23.4s, #0
	cmge	v13.4s, v30.4s, #0
	cmge	v11.4s, v24.4s, #0
	cmge	v15.4s, v5.4s, #0
	cmge	v5.8b, v31.8b, #0
	cmge	v22.8b, v6.8b, #0
	cmge	v3.8b, v1.8b, #0
	cmge	v31.8b, v22.8b, #0
	cmge	v18.8h, v9.8h, #0
	cmge	v13.8h, v27.8h, #0
	cmge	v4.8h, v7.8h, #0
	cmge	v30.8h, v16.8h, #0
	cmgt	d14, d18, d23
	cmgt	d8, d21, d20
	cmgt	d1, d5, d28
	cmgt	d7, d7, d21
	cmgt	v6.16b, v31.16b, v25.16b
	cmgt	v1.16b, v23.16b, v3.16b
	cmgt	v2.16b, v23.16b, v7.16b
	cmgt	v1.16b, v3.16b, v11.16b
	cmgt	v3.2d, v15.2d, v17.2d
	cmgt	v10.2d, v14.2d, v1.2d
	cmgt	v14.2d, v16.2d, v30.2d
	cmgt	v23.2d, v28.2d, v22.2d
	cmgt	v25.2s, v1.2s, v8.2s
	cmgt	v8.2s, v17.2s, v15.2s
	cmgt	v22.2s, v22.2s, v15.2s
	cmgt	v8.2s, v26.2s, v15.2s
	cmgt	v8.4h, v17.4h, v19.4h
	cmgt	v15.4h, v25.4h, v23.4h
	cmgt	v14.4h, v23.4h, v11.4h
	cmgt	v27.4h, v1.4h, v26.4h
	cmgt	v29.4s, v13.4s, v1.4s
	cmgt	v24.4s, v3.4s, v31.4s
	cmgt	v14.4s, v29.4s, v31.4s
	cmgt	v20.4s, v14.4s, v30.4s
	cmgt	v22.8b, v25.8b, v9.8b
	cmgt	v6.8b, v12.8b, v12.8b
	cmgt	v10.8b, v18.8b, v16.8b
	cmgt	v27.8b, v25.8b, v23.8b
	cmgt	v27.8h, v23.8h, v31.8h
	cmgt	v4.8h, v12.8h, v17.8h
	cmgt	v7.8h, v15.8h, v24.8h
	cmgt	v10.8h, v0.8h, v23.8h
	cmgt	d9, d25, #0
	cmgt	d7, d28, #0
	cmgt	d8, d23, #0
	cmgt	d17, d17, #0
	cmgt	v0.16b, v30.16b, #0
	cmgt	v3.16b, v5.16b, #0
	cmgt	v22.16b, v21.16b, #0
	cmgt	v14.16b, v16.16b, #0
	cmgt	v0.2d, v8.2d, #0
	cmgt	v5.2d, v10.2d, #0
	cmgt	v3.2d, v10.2d, #0
	cmgt	v27.2d, v2.2d, #0
	cmgt	v7.2s, v18.2s, #0
	cmgt	v14.2s, v26.2s, #0
	cmgt	v9.2s, v11.2s, #0
	cmgt	v19.2s, v4.2s, #0
	cmgt	v29.4h, v19.4h, #0
	cmgt	v4.4h, v2.4h, #0
	cmgt	v27.4h, v29.4h, #0
	cmgt	v26.4h, v12.4h, #0
	cmgt	v19.4s, v19.4s, #0
	cmgt	v29.4s, v21.4s, #0
	cmgt	v9.4s, v25.4s, #0
	cmgt	v2.4s, v9.4s, #0
	cmgt	v19.8b, v26.8b, #0
	cmgt	v1.8b, v9.8b, #0
	cmgt	v18.8b, v25.8b, #0
	cmgt	v13.8b, v3.8b, #0
	cmgt	v19.8h, v1.8h, #0
	cmgt	v8.8h, v16.8h, #0
	cmgt	v4.8h, v19.8h, #0
	cmgt	v8.8h, v7.8h, #0
	cmhi	d21, d11, d30
	cmhi	d12, d11, d13
	cmhi	d27, d29, d14
	cmhi	d2, d14, d9
	cmhi	v30.16b, v5.16b, v26.16b
	cmhi	v26.16b, v11.16b, v15.16b
	cmhi	v30.16b, v10.16b, v16.16b
	cmhi	v30.16b, v9.16b, v13.16b
	cmhi	v26.2d, v10.2d, v16.2d
	cmhi	v9.2d, v19.2d, v12.2d
	cmhi	v19.2d, v26.2d, v6.2d
	cmhi	v23.2d, v7.2d, v10.2d
	cmhi	v6.2s, v18.2s, v28.2s
	cmhi	v14.2s, v30.2s, v26.2s
	cmhi	v5.2s, v22.2s, v15.2s
	cmhi	v25.2s, v23.2s, v5.2s
	cmhi	v4.4h, v24.4h, v1.4h
	cmhi	v4.4h, v8.4h, v23.4h
	cmhi	v12.4h, v29.4h, v19.4h
	cmhi	v8.4h, v1.4h, v1.4h
	cmhi	v4.4s, v24.4s, v20.4s
	cmhi	v12.4s, v4.4s, v5.4s
	cmhi	v25.4s, v10.4s, v20.4s
	cmhi	v1.4s, v24.4s, v21.4s
	cmhi	v13.8b, v15.8b, v3.8b
	cmhi	v27.8b, v2.8b, v13.8b
	cmhi	v1.8b, v3.8b, v18.8b
	cmhi	v23.8b, v27.8b, v31.8b
	cmhi	v26.8h, v15.8h, v6.8h
	cmhi	v0.8h, v20.8h, v20.8h
	cmhi	v20.8h, v31.8h, v5.8h
	cmhi	v27.8h, v31.8h, v4.8h
	cmhs	d27, d22, d18
	cmhs	d12, d25, d13
	cmhs	d20, d16, d23
	cmhs	d20, d9, d17
	cmhs	v11.16b, v17.16b, v16.16b
	cmhs	v11.16b, v0.16b, v26.16b
	cmhs	v22.16b, v24.16b, v30.16b
	cmhs	v0.16b, v0.16b, v10.16b
	cmhs	v0.2d, v25.2d, v14.2d
	cmhs	v30.2d, v30.2d, v15.2d
	cmhs	v17.2d, v14.2d, v5.2d
	cmhs	v15.2d, v22.2d, v9.2d
	cmhs	v20.2s, v4.2s, v24.2s
	cmhs	v30.2s, v16.2s, v18.2s
	cmhs	v26.2s, v9.2s, v31.2s
	cmhs	v25.2s, v11.2s, v14.2s
	cmhs	v30.4h, v16.4h, v28.4h
	cmhs	v30.4h, v23.4h, v19.4h
	cmhs	v20.4h, v8.4h, v18.4h
	cmhs	v21.4h, v25.4h, v1.4h
	cmhs	v29.4s, v20.4s, v31.4s
	cmhs	v26.4s, v12.4s, v8.4s
	cmhs	v10.4s, v9.4s, v10.4s
	cmhs	v22.4s, v1.4s, v12.4s
	cmhs	v25.8b, v17.8b, v21.8b
	cmhs	v11.8b, v6.8b, v15.8b
	cmhs	v6.8b, v0.8b, v25.8b
	cmhs	v10.8b, v29.8b, v7.8b
	cmhs	v19.8h, v30.8h, v15.8h
	cmhs	v20.8h, v17.8h, v22.8h
	cmhs	v25.8h, v12.8h, v17.8h
	cmhs	v16.8h, v15.8h, v10.8h
	cmle	d22, d7, #0
	cmle	d21, d9, #0
	cmle	d15, d31, #0
	cmle	d16, d18, #0
	cmle	v12.16b, v19.16b, #0
	cmle	v25.16b, v31.16b, #0
	cmle	v12.16b, v15.16b, #0
	cmle	v5.16b, v16.16b, #0
	cmle	v22.2d, v31.2d, #0
	cmle	v28.2d, v2.2d, #0
	cmle	v19.2d, v13.2d, #0
	cmle	v1.2d, v24.2d, #0
	cmle	v20.2s, v2.2s, #0
	cmle	v21.2s, v7.2s, #0
	cmle	v23.2s, v6.2s, #0
	cmle	v19.2s, v8.2s, #0
	cmle	v24.4h, v29.4h, #0
	cmle	v10.4h, v14.4h, #0
	cmle	v11.4h, v1.4h, #0
	cmle	v30.4h, v0.4h, #0
	cmle	v24.4s, v3.4s, #0
	cmle	v1.4s, v22.4s, #0
	cmle	v14.4s, v18.4s, #0
	cmle	v7.4s, v31.4s, #0
	cmle	v6.8b, v25.8b, #0
	cmle	v4.8b, v2.8b, #0
	cmle	v25.8b, v18.8b, #0
	cmle	v6.8b, v19.8b, #0
	cmle	v29.8h, v17.8h, #0
	cmle	v19.8h, v26.8h, #0
	cmle	v28.8h, v25.8h, #0
	cmle	v17.8h, v1.8h, #0
	cmlt	d24, d6, #0
	cmlt	d13, d12, #0
	cmlt	d9, d7, #0
	cmlt	d23, d1, #0
	cmlt	v21.16b, v2.16b, #0
	cmlt	v1.16b, v3.16b, #0
	cmlt	v12.16b, v15.16b, #0
	cmlt	v6.16b, v13.16b, #0
	cmlt	v21.2d, v9.2d, #0
	cmlt	v24.2d, v20.2d, #0
	cmlt	v28.2d, v13.2d, #0
	cmlt	v2.2d, v23.2d, #0
	cmlt	v12.2s, v20.2s, #0
	cmlt	v3.2s, v14.2s, #0
	cmlt	v26.2s, v26.2s, #0
	cmlt	v1.2s, v31.2s, #0
	cmlt	v24.4h, v10.4h, #0
	cmlt	v2.4h, v17.4h, #0
	cmlt	v30.4h, v23.4h, #0
	cmlt	v16.4h, v7.4h, #0
	cmlt	v6.4s, v15.4s, #0
	cmlt	v24.4s, v29.4s, #0
	cmlt	v16.4s, v13.4s, #0
	cmlt	v29.4s, v24.4s, #0
	cmlt	v2.8b, v27.8b, #0
	cmlt	v7.8b, v13.8b, #0
	cmlt	v20.8b, v25.8b, #0
	cmlt	v20.8b, v12.8b, #0
	cmlt	v6.8h, v22.8h, #0
	cmlt	v28.8h, v13.8h, #0
	cmlt	v23.8h, v15.8h, #0
	cmlt	v20.8h, v31.8h, #0
	cmtst	d28, d16, d14
	cmtst	d9, d9, d9
	cmtst	d6, d12, d17
	cmtst	d31, d0, d19
	cmtst	v30.16b, v15.16b, v26.16b
	cmtst	v28.16b, v20.16b, v10.16b
	cmtst	v29.16b, v21.16b, v16.16b
	cmtst	v1.16b, v3.16b, v11.16b
	cmtst	v11.2d, v4.2d, v8.2d
	cmtst	v21.2d, v4.2d, v8.2d
	cmtst	v8.2d, v10.2d, v27.2d
	cmtst	v16.2d, v30.2d, v3.2d
	cmtst	v5.2s, v8.2s, v19.2s
	cmtst	v0.2s, v23.2s, v13.2s
	cmtst	v4.2s, v1.2s, v30.2s
	cmtst	v8.2s, v20.2s, v8.2s
	cmtst	v6.4h, v12.4h, v14.4h
	cmtst	v23.4h, v31.4h, v2.4h
	cmtst	v10.4h, v13.4h, v11.4h
	cmtst	v3.4h, v1.4h, v23.4h
	cmtst	v3.4s, v11.4s, v30.4s
	cmtst	v18.4s, v2.4s, v2.4s
	cmtst	v27.4s, v11.4s, v2.4s
	cmtst	v20.4s, v31.4s, v24.4s
	cmtst	v20.8b, v31.8b, v4.8b
	cmtst	v30.8b, v22.8b, v14.8b
	cmtst	v8.8b, v21.8b, v23.8b
	cmtst	v20.8b, v27.8b, v18.8b
	cmtst	v18.8h, v21.8h, v25.8h
	cmtst	v21.8h, v2.8h, v13.8h
	cmtst	v24.8h, v26.8h, v29.8h
	cmtst	v11.8h, v7.8h, v21.8h
	cnt	v5.16b, v28.16b
	cnt	v21.16b, v27.16b
	cnt	v31.16b, v23.16b
	cnt	v22.16b, v17.16b
	cnt	v0.8b, v5.8b
	cnt	v1.8b, v20.8b
	cnt	v24.8b, v26.8b
	cnt	v18.8b, v21.8b
	csel	w29, w29, w0, lt
	csel	w6, w8, w25, hs
	csel	w25, w3, w26, al
	csel	w23, w1, w0, mi
	csel	x6, x8, x24, vc
	csel	x3, x14, x6, hi
	csel	x12, x25, x4, vs
	csel	x27, x14, x11, vc
	csinc	w13, w28, w13, le
	csinc	w10, w7, w22, le
	csinc	w12, w8, w16, nv
	cinc	w16, w6, vc
	cinc	x12, x15, hs
	csinc	x3, x18, x20, eq
	cset	x16, lo
	cset	x27, pl
	csinv	wzr, w10, w23, le
	csinv	w0, w20, w10, nv
	csinv	w15, w21, wzr, ge
	csinv	w23, w28, w8, lt
	csetm	x13, le
	cinv	x25, x28, le
	csetm	x20, pl
	cinv	x21, x17, ne
	csneg	w18, w8, w15, pl
	csneg	w20, w10, w29, lo
	csneg	w15, w12, w22, ls
	csneg	w11, w28, w3, eq
	cneg	x29, x19, ne
	csneg	x28, x13, x12, lo
	csneg	x12, x9, x26, nv
	cneg	x10, x5, lo
	dcps1	#0x6205
	dcps1
	dcps1	#0x299
	dcps1	#0x258e
	dcps2
	dcps2
	dcps2	#0xe2a3
	dcps2	#0x80d5
	dcps3
	dcps3
	dcps3	#0x2358
	dcps3
	dmb	sy
	dmb	#4
	dmb	#12
	dmb	#0
	drps
	drps
	drps
	drps
	ssbb
	dsb	ish
	dsb	#12
	dsb	nshst
	mov	b22, v16.b[0]
	mov	b23, v12.b[6]
	mov	b26, v31.b[11]
	mov	b3, v17.b[11]
	mov	d21, v26.d[0]
	mov	d20, v2.d[0]
	mov	d0, v6.d[0]
	mov	d20, v27.d[1]
	mov	h11, v13.h[7]
	mov	h30, v19.h[1]
	mov	h0, v31.h[2]
	mov	h29, v23.h[2]
	mov	s15, v12.s[3]
	mov	s4, v28.s[1]
	mov	s25, v0.s[3]
	mov	s13, v1.s[0]
	dup	v9.16b, w26
	dup	v9.16b, w15
	dup	v23.16b, w28
	dup	v11.16b, w5
	dup	v13.16b, v4.b[0]
	dup	v6.16b, v6.b[0]
	dup	v12.16b, v28.b[5]
	dup	v22.16b, v10.b[7]
	dup	v22.2d, x23
	dup	v18.2d, xzr
	dup	v28.2d, x28
	dup	v7.2d, x4
	dup	v25.2d, v12.d[0]
	dup	v20.2d, v6.d[0]
	dup	v6.2d, v11.d[0]
	dup	v18.2d, v11.d[1]
	dup	v20.2s, w14
	dup	v24.2s, w9
	dup	v18.2s, w14
	dup	v12.2s, w5
	dup	v20.2s, v29.s[2]
	dup	v12.2s, v12.s[0]
	dup	v17.2s, v23.s[3]
	dup	v29.2s, v4.s[0]
	dup	v20.4h, w21
	dup	v23.4h, w16
	dup	v30.4h, w0
	dup	v6.4h, w7
	dup	v23.4h, v15.h[4]
	dup	v1.4h, v7.h[5]
	dup	v28.4h, v22.h[7]
	dup	v0.4h, v17.h[6]
	dup	v17.4s, w1
	dup	v24.4s, w7
	dup	v30.4s, w12
	dup	v0.4s, w27
	dup	v30.4s, v14.s[1]
	dup	v17.4s, v29.s[0]
	dup	v0.4s, v0.s[3]
	dup	v23.4s, v17.s[1]
	dup	v21.8b, w11
	dup	v0.8b, w8
	dup	v27.8b, w12
	dup	v15.8b, w30
	dup	v9.8b, v24.b[0]
	dup	v29.8b, v11.b[10]
	dup	v26.8b, v29.b[10]
	dup	v11.8b, v19.b[7]
	dup	v27.8h, w18
	dup	v10.8h, w24
	dup	v10.8h, w12
	dup	v7.8h, w22
	dup	v25.8h, v20.h[0]
	dup	v28.8h, v25.h[7]
	dup	v23.8h, v2.h[2]
	dup	v27.8h, v8.h[7]
	eon	w3, w25, w11, ror #7
	eon	w4, w22, w21, asr #0
	eon	w7, w17, w7
	eon	w5, w4, wzr, ror #0
	eon	x19, x22, x17, lsr #0
	eon	x2, x3, x4, asr #21
	eon	x25, x14, x11
	eon	x7, x7, x22, lsr #1
	eor	w27, w21, #0x88888888
	eor	w26, w16, #0x4040404
	eor	wsp, w24, #0xf00001ff
	eor	w7, w6, #0x11111111
	eor	w18, w19, w9, lsr #0
	eor	w30, w28, w12, asr #0
	eor	w26, w13, w3
	eor	w25, w0, w5, lsr #23
	eor	x24, x2, #0x2222222222222222
	eor	x30, x2, #0x7fffff0000000
	eor	x22, x13, #0x200000002
	eor	x2, x8, #0x7000700070007
	eor	x9, x5, x14, ror #37
	eor	x1, x28, x17
	eor	x21, x13, x16, lsl #57
	eor	x3, x2, x11, asr #0
	eor	v23.16b, v20.16b, v15.16b
	eor	v24.16b, v1.16b, v17.16b
	eor	v28.16b, v14.16b, v13.16b
	eor	v8.16b, v26.16b, v0.16b
	eor	v6.8b, v6.8b, v22.8b
	eor	v18.8b, v28.8b, v14.8b
	eor	v1.8b, v30.8b, v22.8b
	eor	v5.8b, v17.8b, v19.8b
	eret
	eret
	eret
	eret
	extr	w20, w11, w8, #25
	extr	w17, w5, w6, #23
	ror	w11, w4, #31
	extr	w9, w6, w15, #19
	ror	x27, x17, #13
	extr	x10, x2, x1, #0
	extr	x5, x0, x30, #0
	extr	x14, x12, x29, #58
	ext	v25.16b, v0.16b, v19.16b, #3
	ext	v26.16b, v21.16b, v20.16b, #13
	ext	v25.16b, v28.16b, v9.16b, #0
	ext	v22.16b, v20.16b, v30.16b, #15
	ext	v28.8b, v22.8b, v11.8b, #4
	ext	v6.8b, v19.8b, v17.8b, #7
	ext	v8.8b, v14.8b, v17.8b, #3
	ext	v0.8b, v14.8b, v11.8b, #5
	fabd	d27, d17, d13
	fabd	d21, d29, d27
	fabd	d23, d12, d10
	fabd	d28, d24, d15
	fabd	s11, s13, s25
	fabd	s4, s15, s17
	fabd	s4, s8, s21
	fabd	s14, s8, s23
	fabd	v15.2d, v25.2d, v0.2d
	fabd	v12.2d, v16.2d, v8.2d
	fabd	v26.2d, v12.2d, v7.2d
	fabd	v29.2d, v16.2d, v7.2d
	fabd	v9.2s, v12.2s, v30.2s
	fabd	v5.2s, v15.2s, v17.2s
	fabd	v22.2s, v21.2s, v1.2s
	fabd	v1.2s, v3.2s, v17.2s
	fabd	v4.4s, v18.4s, v18.4s
	fabd	v13.4s, v13.4s, v2.4s
	fabd	v21.4s, v26.4s, v23.4s
	fabd	v7.4s, v18.4s, v3.4s
	fabs	d3, d23
	fabs	d14, d4
	fabs	d23, d7
	fabs	d29, d15
	fabs	s27, s11
	fabs	s15, s27
	fabs	s16, s27
	fabs	s5, s18
	fabs	v20.2d, v2.2d
	fabs	v0.2d, v23.2d
	fabs	v6.2d, v6.2d
	fabs	v10.2d, v14.2d
	fabs	v10.2s, v2.2s
	fabs	v7.2s, v26.2s
	fabs	v17.2s, v3.2s
	fabs	v10.2s, v21.2s
	fabs	v18.4s, v12.4s
	fabs	v27.4s, v19.4s
	fabs	v22.4s, v14.4s
	fabs	v27.4s, v7.4s
	facge	d15, d25, d29
	facge	d5, d15, d26
	facge	d15, d15, d10
	facge	d11, d29, d11
	facge	s14, s25, s25
	facge	s27, s6, s30
	facge	s3, s23, s8
	facge	s0, s28, s31
	facge	v4.2d, v12.2d, v12.2d
	facge	v14.2d, v27.2d, v19.2d
	facge	v11.2d, v17.2d, v21.2d
	facge	v18.2d, v0.2d, v26.2d
	facge	v17.2s, v30.2s, v22.2s
	facge	v7.2s, v0.2s, v30.2s
	facge	v28.2s, v25.2s, v2.2s
	facge	v11.2s, v10.2s, v3.2s
	facge	v28.4s, v29.4s, v6.4s
	facge	v31.4s, v23.4s, v6.4s
	facge	v5.4s, v0.4s, v24.4s
	facge	v16.4s, v13.4s, v11.4s
	facgt	d5, d19, d1
	facgt	d27, d6, d18
	facgt	d1, d3, d31
	facgt	d14, d16, d24
	facgt	s5, s2, s23
	facgt	s18, s10, s24
	facgt	s3, s12, s9
	facgt	s14, s19, s27
	facgt	v29.2d, v18.2d, v0.2d
	facgt	v25.2d, v24.2d, v29.2d
	facgt	v8.2d, v3.2d, v16.2d
	facgt	v4.2d, v4.2d, v18.2d
	facgt	v19.2s, v26.2s, v11.2s
	facgt	v25.2s, v12.2s, v25.2s
	facgt	v12.2s, v12.2s, v25.2s
	facgt	v23.2s, v8.2s, v14.2s
	facgt	v26.4s, v30.4s, v17.4s
	facgt	v11.4s, v24.4s, v16.4s
	facgt	v4.4s, v10.4s, v30.4s
	facgt	v22.4s, v11.4s, v26.4s
	fadd	d10, d20, d9
	fadd	d8, d7, d5
	fadd	d19, d3, d17
	fadd	d0, d13, d3
	faddp	d4, v22.2d
	faddp	d20, v1.2d
	faddp	d10, v3.2d
	faddp	d19, v17.2d
	faddp	s5, v8.2s
	faddp	s4, v1.2s
	faddp	s5, v14.2s
	faddp	s23, v29.2s
	faddp	v1.2d, v17.2d, v5.2d
	faddp	v9.2d, v26.2d, v18.2d
	faddp	v13.2d, v19.2d, v14.2d
	faddp	v19.2d, v7.2d, v10.2d
	faddp	v20.2s, v15.2s, v18.2s
	faddp	v24.2s, v6.2s, v21.2s
	faddp	v30.2s, v3.2s, v2.2s
	faddp	v2.2s, v11.2s, v6.2s
	faddp	v1.4s, v26.4s, v0.4s
	faddp	v0.4s, v16.4s, v1.4s
	faddp	v13.4s, v21.4s, v10.4s
	faddp	v13.4s, v29.4s, v21.4s
	fadd	s11, s6, s8
	fadd	s19, s0, s20
	fadd	s14, s16, s27
	fadd	s16, s15, s23
	fadd	v4.2d, v22.2d, v10.2d
	fadd	v17.2d, v20.2d, v29.2d
	fadd	v0.2d, v22.2d, v7.2d
	fadd	v27.2d, v5.2d, v8.2d
	fadd	v17.2s, v21.2s, v9.2s
	fadd	v9.2s, v10.2s, v16.2s
	fadd	v10.2s, v10.2s, v24.2s
	fadd	v9.2s, v13.2s, v25.2s
	fadd	v19.4s, v25.4s, v12.4s
	fadd	v26.4s, v17.4s, v13.4s
	fadd	v26.4s, v31.4s, v23.4s
	fadd	v10.4s, v7.4s, v21.4s
	fccmp	d1, d0, #12, ne
	fccmp	d5, d24, #10, vs
	fccmp	d22, d23, #12, lt
	fccmp	d15, d25, #0, lt
	fccmpe	d1, d16, #2, vs
	fccmpe	d24, d28, #11, al
	fccmpe	d27, d7, #1, al
	fccmpe	d18, d6, #1, lt
	fccmpe	s0, s4, #15, vs
	fccmpe	s16, s12, #15, vs
	fccmpe	s0, s24, #7, al
	fccmpe	s16, s30, #2, mi
	fccmp	s4, s25, #0, ge
	fccmp	s3, s31, #0, eq
	fccmp	s0, s6, #8, lt
	fccmp	s31, s28, #6, vs
	fcmeq	d22, d15, d21
	fcmeq	d11, d7, d4
	fcmeq	d17, d4, d5
	fcmeq	d2, d30, d10
	fcmeq	s0, s13, s30
	fcmeq	s17, s23, s2
	fcmeq	s16, s16, s1
	fcmeq	s4, s16, s14
	fcmeq	v0.2d, v3.2d, v29.2d
	fcmeq	v18.2d, v2.2d, v9.2d
	fcmeq	v9.2d, v13.2d, v20.2d
	fcmeq	v5.2d, v3.2d, v8.2d
	fcmeq	v0.2s, v18.2s, v20.2s
	fcmeq	v25.2s, v4.2s, v13.2s
	fcmeq	v5.2s, v28.2s, v30.2s
	fcmeq	v0.2s, v20.2s, v30.2s
	fcmeq	v22.4s, v4.4s, v2.4s
	fcmeq	v4.4s, v1.4s, v28.4s
	fcmeq	v31.4s, v22.4s, v13.4s
	fcmeq	v28.4s, v1.4s, v15.4s
	fcmeq	d1, d23, #0.0
	fcmeq	d5, d0, #0.0
	fcmeq	d24, d31, #0.0
	fcmeq	d9, d25, #0.0
	fcmeq	s22, s10, #0.0
	fcmeq	s29, s1, #0.0
	fcmeq	s26, s1, #0.0
	fcmeq	s2, s22, #0.0
	fcmeq	v29.2d, v1.2d, #0.0
	fcmeq	v7.2d, v27.2d, #0.0
	fcmeq	v20.2d, v24.2d, #0.0
	fcmeq	v23.2d, v12.2d, #0.0
	fcmeq	v30.2s, v18.2s, #0.0
	fcmeq	v30.2s, v27.2s, #0.0
	fcmeq	v1.2s, v24.2s, #0.0
	fcmeq	v4.2s, v25.2s, #0.0
	fcmeq	v16.4s, v14.4s, #0.0
	fcmeq	v10.4s, v8.4s, #0.0
	fcmeq	v20.4s, v20.4s, #0.0
	fcmeq	v7.4s, v0.4s, #0.0
	fcmge	d2, d28, d18
	fcmge	d13, d26, d7
	fcmge	d16, d14, d25
	fcmge	d10, d28, d30
	fcmge	s12, s9, s28
	fcmge	s29, s2, s8
	fcmge	s14, s25, s6
	fcmge	s8, s15, s21
	fcmge	v1.2d, v5.2d, v17.2d
	fcmge	v21.2d, v13.2d, v5.2d
	fcmge	v30.2d, v28.2d, v23.2d
	fcmge	v25.2d, v3.2d, v2.2d
	fcmge	v10.2s, v23.2s, v15.2s
	fcmge	v16.2s, v7.2s, v2.2s
	fcmge	v13.2s, v20.2s, v1.2s
	fcmge	v6.2s, v26.2s, v1.2s
	fcmge	v31.4s, v21.4s, v17.4s
	fcmge	v1.4s, v21.4s, v23.4s
	fcmge	v24.4s, v29.4s, v11.4s
	fcmge	v8.4s, v0.4s, v5.4s
	fcmge	d9, d12, #0.0
	fcmge	d4, d0, #0.0
	fcmge	d24, d28, #0.0
	fcmge	d22, d3, #0.0
	fcmge	s28, s19, #0.0
	fcmge	s14, s30, #0.0
	fcmge	s7, s27, #0.0
	fcmge	s27, s31, #0.0
	fcmge	v15.2d, v3.2d, #0.0
	fcmge	v0.2d, v7.2d, #0.0
	fcmge	v27.2d, v16.2d, #0.0
	fcmge	v23.2d, v25.2d, #0.0
	fcmge	v25.2s, v29.2s, #0.0
	fcmge	v31.2s, v23.2s, #0.0
	fcmge	v14.2s, v28.2s, #0.0
	fcmge	v8.2s, v27.2s, #0.0
	fcmge	v15.4s, v10.4s, #0.0
	fcmge	v15.4s, v0.4s, #0.0
	fcmge	v1.4s, v2.4s, #0.0
	fcmge	v2.4s, v26.4s, #0.0
	fcmgt	d28, d29, d12
	fcmgt	d31, d26, d29
	fcmgt	d21, d14, d28
	fcmgt	d1, d20, d23
	fcmgt	s24, s10, s26
	fcmgt	s22, s16, s5
	fcmgt	s22, s20, s24
	fcmgt	s11, s27, s21
	fcmgt	v3.2d, v0.2d, v29.2d
	fcmgt	v6.2d, v26.2d, v13.2d
	fcmgt	v27.2d, v19.2d, v4.2d
	fcmgt	v26.2d, v4.2d, v19.2d
	fcmgt	v29.2s, v10.2s, v1.2s
	fcmgt	v27.2s, v11.2s, v22.2s
	fcmgt	v22.2s, v30.2s, v28.2s
	fcmgt	v5.2s, v14.2s, v6.2s
	fcmgt	v31.4s, v24.4s, v5.4s
	fcmgt	v15.4s, v2.4s, v20.4s
	fcmgt	v9.4s, v12.4s, v25.4s
	fcmgt	v6.4s, v15.4s, v18.4s
	fcmgt	d31, d29, #0.0
	fcmgt	d0, d15, #0.0
	fcmgt	d27, d31, #0.0
	fcmgt	d11, d13, #0.0
	fcmgt	s3, s25, #0.0
	fcmgt	s1, s8, #0.0
	fcmgt	s31, s14, #0.0
	fcmgt	s5, s0, #0.0
	fcmgt	v4.2d, v28.2d, #0.0
	fcmgt	v19.2d, v6.2d, #0.0
	fcmgt	v25.2d, v10.2d, #0.0
	fcmgt	v23.2d, v30.2d, #0.0
	fcmgt	v10.2s, v27.2s, #0.0
	fcmgt	v10.2s, v11.2s, #0.0
	fcmgt	v8.2s, v4.2s, #0.0
	fcmgt	v24.2s, v30.2s, #0.0
	fcmgt	v14.4s, v9.4s, #0.0
	fcmgt	v30.4s, v0.4s, #0.0
	fcmgt	v5.4s, v17.4s, #0.0
	fcmgt	v24.4s, v17.4s, #0.0
	fcmle	d23, d10, #0.0
	fcmle	d5, d14, #0.0
	fcmle	d18, d27, #0.0
	fcmle	d30, d27, #0.0
	fcmle	s15, s6, #0.0
	fcmle	s12, s15, #0.0
	fcmle	s8, s8, #0.0
	fcmle	s9, s3, #0.0
	fcmle	v23.2d, v19.2d, #0.0
	fcmle	v6.2d, v10.2d, #0.0
	fcmle	v23.2d, v29.2d, #0.0
	fcmle	v26.2d, v2.2d, #0.0
	fcmle	v4.2s, v5.2s, #0.0
	fcmle	v12.2s, v4.2s, #0.0
	fcmle	v10.2s, v14.2s, #0.0
	fcmle	v8.2s, v7.2s, #0.0
	fcmle	v21.4s, v17.4s, #0.0
	fcmle	v11.4s, v18.4s, #0.0
	fcmle	v5.4s, v12.4s, #0.0
	fcmle	v11.4s, v10.4s, #0.0
	fcmlt	d12, d20, #0.0
	fcmlt	d28, d6, #0.0
	fcmlt	d17, d8, #0.0
	fcmlt	d28, d30, #0.0
	fcmlt	s23, s4, #0.0
	fcmlt	s14, s1, #0.0
	fcmlt	s6, s7, #0.0
	fcmlt	s7, s24, #0.0
	fcmlt	v1.2d, v0.2d, #0.0
	fcmlt	v2.2d, v3.2d, #0.0
	fcmlt	v25.2d, v4.2d, #0.0
	fcmlt	v3.2d, v29.2d, #0.0
	fcmlt	v22.2s, v16.2s, #0.0
	fcmlt	v13.2s, v12.2s, #0.0
	fcmlt	v14.2s, v20.2s, #0.0
	fcmlt	v3.2s, v3.2s, #0.0
	fcmlt	v4.4s, v9.4s, #0.0
	fcmlt	v24.4s, v22.4s, #0.0
	fcmlt	v5.4s, v18.4s, #0.0
	fcmlt	v17.4s, v15.4s, #0.0
	fcmp	d12, #0.0
	fcmp	d25, #0.0
	fcmp	d4, #0.0
	fcmp	d27, #0.0
	fcmp	d7, d0
	fcmp	d13, d12
	fcmp	d20, d25
	fcmp	d23, d27
	fcmpe	d1, #0.0
	fcmpe	d1, #0.0
	fcmpe	d25, #0.0
	fcmpe	d6, #0.0
	fcmpe	d31, d18
	fcmpe	d20, d8
	fcmpe	d16, d5
	fcmpe	d28, d27
	fcmpe	s28, #0.0
	fcmpe	s12, #0.0
	fcmpe	s31, #0.0
	fcmpe	s18, #0.0
	fcmpe	s28, s28
	fcmpe	s1, s6
	fcmpe	s12, s1
	fcmpe	s19, s3
	fcmp	s27, #0.0
	fcmp	s10, #0.0
	fcmp	s18, #0.0
	fcmp	s1, #0.0
	fcmp	s13, s16
	fcmp	s3, s18
	fcmp	s12, s15
	fcmp	s27, s27
	fcsel	d20, d31, d0, hs
	fcsel	d7, d19, d18, eq
	fcsel	d31, d16, d15, mi
	fcsel	d6, d14, d5, hs
	fcsel	s23, s13, s13, ls
	fcsel	s9, s26, s23, ge
	fcsel	s21, s0, s18, nv
	fcsel	s23, s2, s2, hs
	fcvtas	w13, d10
	fcvtas	w11, d18
	fcvtas	w3, d23
	fcvtas	wzr, d3
	fcvtas	w26, s9
	fcvtas	w10, s9
	fcvtas	w16, s26
	fcvtas	w30, s2
	fcvtas	xzr, d16
	fcvtas	x8, d5
	fcvtas	x8, d22
	fcvtas	x19, d13
	fcvtas	x14, s29
	fcvtas	x26, s20
	fcvtas	x8, s25
	fcvtas	x24, s2
	fcvtas	d25, d6
	fcvtas	d13, d19
	fcvtas	d22, d10
	fcvtas	d19, d19
	fcvtas	s16, s30
	fcvtas	s30, s22
	fcvtas	s19, s15
	fcvtas	s29, s13
	fcvtas	v30.2d, v24.2d
	fcvtas	v4.2d, v8.2d
	fcvtas	v3.2d, v12.2d
	fcvtas	v12.2d, v16.2d
	fcvtas	v22.2s, v25.2s
	fcvtas	v20.2s, v12.2s
	fcvtas	v16.2s, v7.2s
	fcvtas	v11.2s, v30.2s
	fcvtas	v19.4s, v3.4s
	fcvtas	v29.4s, v7.4s
	fcvtas	v30.4s, v7.4s
	fcvtas	v7.4s, v25.4s
	fcvtau	w4, d31
	fcvtau	w25, d13
	fcvtau	w14, d10
	fcvtau	w18, d7
	fcvtau	w27, s11
	fcvtau	w10, s24
	fcvtau	w18, s3
	fcvtau	w16, s1
	fcvtau	x12, d16
	fcvtau	x7, d26
	fcvtau	x15, d27
	fcvtau	x11, d13
	fcvtau	x12, s22
	fcvtau	x15, s23
	fcvtau	x3, s21
	fcvtau	x29, s26
	fcvtau	d20, d28
	fcvtau	d22, d5
	fcvtau	d17, d2
	fcvtau	d5, d28
	fcvtau	s29, s12
	fcvtau	s0, s22
	fcvtau	s31, s26
	fcvtau	s6, s0
	fcvtau	v21.2d, v3.2d
	fcvtau	v10.2d, v13.2d
	fcvtau	v27.2d, v29.2d
	fcvtau	v24.2d, v12.2d
	fcvtau	v24.2s, v11.2s
	fcvtau	v27.2s, v25.2s
	fcvtau	v10.2s, v4.2s
	fcvtau	v26.2s, v12.2s
	fcvtau	v12.4s, v26.4s
	fcvtau	v11.4s, v6.4s
	fcvtau	v7.4s, v0.4s
	fcvtau	v8.4s, v26.4s
	fcvt	d21, h15
	fcvt	d16, h15
	fcvt	d4, h8
	fcvt	d9, h4
	fcvt	d21, s8
	fcvt	d7, s4
	fcvt	d3, s22
	fcvt	d5, s9
	fcvt	h8, d10
	fcvt	h11, d26
	fcvt	h8, d11
	fcvt	h27, d8
	fcvt	h29, s10
	fcvt	h21, s11
	fcvt	h9, s22
	fcvt	h11, s17
	fcvtl	v15.2d, v2.2s
	fcvtl	v27.2d, v6.2s
	fcvtl	v15.2d, v20.2s
	fcvtl	v10.2d, v8.2s
	fcvtl	v16.4s, v21.4h
	fcvtl	v2.4s, v16.4h
	fcvtl	v9.4s, v2.4h
	fcvtl	v5.4s, v8.4h
	fcvtl2	v18.2d, v9.4s
	fcvtl2	v1.2d, v25.4s
	fcvtl2	v20.2d, v5.4s
	fcvtl2	v14.2d, v8.4s
	fcvtl2	v2.4s, v22.8h
	fcvtl2	v10.4s, v2.8h
	fcvtl2	v31.4s, v1.8h
	fcvtl2	v11.4s, v2.8h
	fcvtms	w23, d13
	fcvtms	w17, d7
	fcvtms	w8, d30
	fcvtms	w30, d22
	fcvtms	w9, s12
	fcvtms	w29, s30
	fcvtms	w3, s25
	fcvtms	w0, s22
	fcvtms	x10, d25
	fcvtms	x25, d16
	fcvtms	x23, d6
	fcvtms	x25, d16
	fcvtms	x13, s16
	fcvtms	x21, s30
	fcvtms	x11, s27
	fcvtms	x17, s23
	fcvtms	d29, d28
	fcvtms	d22, d31
	fcvtms	d25, d2
	fcvtms	d28, d3
	fcvtms	s7, s22
	fcvtms	s15, s17
	fcvtms	s11, s30
	fcvtms	s18, s18
	fcvtms	v3.2d, v30.2d
	fcvtms	v0.2d, v28.2d
	fcvtms	v23.2d, v7.2d
	fcvtms	v7.2d, v7.2d
	fcvtms	v15.2s, v16.2s
	fcvtms	v12.2s, v9.2s
	fcvtms	v12.2s, v16.2s
	fcvtms	v11.2s, v31.2s
	fcvtms	v4.4s, v24.4s
	fcvtms	v8.4s, v18.4s
	fcvtms	v30.4s, v23.4s
	fcvtms	v23.4s, v14.4s
	fcvtmu	w0, d19
	fcvtmu	w20, d29
	fcvtmu	w20, d18
	fcvtmu	w8, d31
	fcvtmu	w15, s3
	fcvtmu	w6, s28
	fcvtmu	w20, s29
	fcvtmu	w25, s29
	fcvtmu	x12, d15
	fcvtmu	x22, d24
	fcvtmu	x6, d9
	fcvtmu	x18, d14
	fcvtmu	x28, s10
	fcvtmu	x0, s27
	fcvtmu	x30, s2
	fcvtmu	x4, s23
	fcvtmu	d26, d15
	fcvtmu	d30, d26
	fcvtmu	d22, d27
	fcvtmu	d9, d4
	fcvtmu	s11, s26
	fcvtmu	s21, s5
	fcvtmu	s3, s3
	fcvtmu	s4, s13
	fcvtmu	v5.2d, v11.2d
	fcvtmu	v0.2d, v15.2d
	fcvtmu	v20.2d, v18.2d
	fcvtmu	v16.2d, v22.2d
	fcvtmu	v29.2s, v28.2s
	fcvtmu	v22.2s, v25.2s
	fcvtmu	v2.2s, v28.2s
	fcvtmu	v19.2s, v27.2s
	fcvtmu	v24.4s, v5.4s
	fcvtmu	v9.4s, v3.4s
	fcvtmu	v5.4s, v11.4s
	fcvtmu	v4.4s, v6.4s
	fcvtns	w2, d25
	fcvtns	w23, d6
	fcvtns	w3, d11
	fcvtns	w3, d18
	fcvtns	w4, s14
	fcvtns	w29, s31
	fcvtns	w22, s19
	fcvtns	w2, s9
	fcvtns	x11, d0
	fcvtns	x29, d10
	fcvtns	x15, d0
	fcvtns	x1, d6
	fcvtns	x13, s18
	fcvtns	x4, s20
	fcvtns	x6, s13
	fcvtns	x5, s16
	fcvtns	d11, d19
	fcvtns	d7, d2
	fcvtns	d2, d24
	fcvtns	d22, d20
	fcvtns	s8, s28
	fcvtns	s0, s20
	fcvtns	s10, s8
	fcvtns	s14, s7
	fcvtns	v24.2d, v22.2d
	fcvtns	v27.2d, v27.2d
	fcvtns	v6.2d, v27.2d
	fcvtns	v28.2d, v26.2d
	fcvtns	v12.2s, v19.2s
	fcvtns	v9.2s, v28.2s
	fcvtns	v0.2s, v17.2s
	fcvtns	v23.2s, v18.2s
	fcvtns	v25.4s, v2.4s
	fcvtns	v7.4s, v31.4s
	fcvtns	v12.4s, v19.4s
	fcvtns	v1.4s, v4.4s
	fcvtnu	w17, d13
	fcvtnu	w18, d7
	fcvtnu	w7, d5
	fcvtnu	w3, d3
	fcvtnu	w5, s10
	fcvtnu	w26, s6
	fcvtnu	w27, s4
	fcvtnu	w6, s21
	fcvtnu	x28, d28
	fcvtnu	x29, d17
	fcvtnu	x5, d29
	fcvtnu	x22, d12
	fcvtnu	x25, s29
	fcvtnu	x20, s16
	fcvtnu	x24, s23
	fcvtnu	x30, s7
	fcvtnu	d16, d2
	fcvtnu	d27, d20
	fcvtnu	d16, d24
	fcvtnu	d14, d4
	fcvtnu	s8, s17
	fcvtnu	s1, s7
	fcvtnu	s4, s15
	fcvtnu	s27, s0
	fcvtnu	v31.2d, v4.2d
	fcvtnu	v27.2d, v1.2d
	fcvtnu	v8.2d, v5.2d
	fcvtnu	v31.2d, v22.2d
	fcvtnu	v27.2s, v2.2s
	fcvtnu	v7.2s, v14.2s
	fcvtnu	v14.2s, v3.2s
	fcvtnu	v24.2s, v18.2s
	fcvtnu	v4.4s, v20.4s
	fcvtnu	v27.4s, v4.4s
	fcvtnu	v17.4s, v24.4s
	fcvtnu	v22.4s, v20.4s
	fcvtn	v3.2s, v0.2d
	fcvtn	v24.2s, v7.2d
	fcvtn	v25.2s, v4.2d
	fcvtn	v16.2s, v1.2d
	fcvtn	v29.4h, v4.4s
	fcvtn	v10.4h, v14.4s
	fcvtn	v5.4h, v5.4s
	fcvtn	v20.4h, v6.4s
	fcvtn2	v17.4s, v3.2d
	fcvtn2	v11.4s, v3.2d
	fcvtn2	v14.4s, v18.2d
	fcvtn2	v23.4s, v27.2d
	fcvtn2	v23.8h, v12.4s
	fcvtn2	v6.8h, v28.4s
	fcvtn2	v21.8h, v10.4s
	fcvtn2	v2.8h, v24.4s
	fcvtps	w8, d26
	fcvtps	w18, d14
	fcvtps	w11, d16
	fcvtps	w5, d28
	fcvtps	w22, s7
	fcvtps	w26, s20
	fcvtps	w5, s17
	fcvtps	w6, s14
	fcvtps	x3, d11
	fcvtps	x10, d23
	fcvtps	x4, d19
	fcvtps	x9, d12
	fcvtps	x0, s6
	fcvtps	x18, s19
	fcvtps	x8, s5
	fcvtps	x13, s7
	fcvtps	d31, d17
	fcvtps	d25, d7
	fcvtps	d31, d22
	fcvtps	d29, d20
	fcvtps	s16, s24
	fcvtps	s2, s24
	fcvtps	s24, s15
	fcvtps	s26, s20
	fcvtps	v29.2d, v8.2d
	fcvtps	v0.2d, v5.2d
	fcvtps	v21.2d, v26.2d
	fcvtps	v18.2d, v7.2d
	fcvtps	v2.2s, v19.2s
	fcvtps	v20.2s, v21.2s
	fcvtps	v19.2s, v10.2s
	fcvtps	v16.2s, v23.2s
	fcvtps	v18.4s, v12.4s
	fcvtps	v5.4s, v24.4s
	fcvtps	v23.4s, v24.4s
	fcvtps	v10.4s, v27.4s
	fcvtpu	w2, d29
	fcvtpu	w2, d1
	fcvtpu	w28, d5
	fcvtpu	w26, d26
	fcvtpu	w17, s10
	fcvtpu	w24, s23
	fcvtpu	w27, s11
	fcvtpu	w12, s1
	fcvtpu	x21, d25
	fcvtpu	x10, d9
	fcvtpu	x21, d23
	fcvtpu	x0, d14
	fcvtpu	x7, s3
	fcvtpu	xzr, s20
	fcvtpu	x4, s15
	fcvtpu	x4, s6
	fcvtpu	d0, d19
	fcvtpu	d28, d13
	fcvtpu	d11, d26
	fcvtpu	d15, d19
	fcvtpu	s22, s12
	fcvtpu	s21, s7
	fcvtpu	s17, s23
	fcvtpu	s19, s26
	fcvtpu	v8.2d, v14.2d
	fcvtpu	v24.2d, v18.2d
	fcvtpu	v20.2d, v31.2d
	fcvtpu	v28.2d, v18.2d
	fcvtpu	v29.2s, v11.2s
	fcvtpu	v25.2s, v31.2s
	fcvtpu	v8.2s, v28.2s
	fcvtpu	v16.2s, v17.2s
	fcvtpu	v23.4s, v22.4s
	fcvtpu	v7.4s, v15.4s
	fcvtpu	v30.4s, v25.4s
	fcvtpu	v16.4s, v30.4s
	fcvt	s16, d12
	fcvt	s12, d18
	fcvt	s28, d4
	fcvt	s8, d10
	fcvt	s27, h13
	fcvt	s30, h12
	fcvt	s9, h8
	fcvt	s1, h5
	fcvtxn	s13, d22
	fcvtxn	s12, d15
	fcvtxn	s1, d26
	fcvtxn	s25, d15
	fcvtxn	v24.2s, v0.2d
	fcvtxn	v21.2s, v2.2d
	fcvtxn	v12.2s, v11.2d
	fcvtxn	v4.2s, v20.2d
	fcvtxn2	v16.4s, v6.2d
	fcvtxn2	v5.4s, v2.2d
	fcvtxn2	v4.4s, v2.2d
	fcvtxn2	v20.4s, v9.2d
	fcvtzs	w16, d14
	fcvtzs	w29, d11
	fcvtzs	w4, d17
	fcvtzs	w15, d3
	fcvtzs	w7, s24
	fcvtzs	w22, s27
	fcvtzs	w27, s4
	fcvtzs	w6, s23
	fcvtzs	xzr, d9
	fcvtzs	x17, d2
	fcvtzs	x7, d1
	fcvtzs	x10, d6
	fcvtzs	x16, s18
	fcvtzs	x8, s0
	fcvtzs	x26, s12
	fcvtzs	x16, s21
	fcvtzs	w28, d10, #6
	fcvtzs	w19, d0, #30
	fcvtzs	w15, d2, #24
	fcvtzs	w30, d30, #22
	fcvtzs	w11, s18, #1
	fcvtzs	w4, s9, #19
	fcvtzs	w14, s24, #4
	fcvtzs	w27, s2, #20
	fcvtzs	x12, d30, #64
	fcvtzs	x12, d17, #28
	fcvtzs	x10, d5, #1
	fcvtzs	x30, d14, #1
	fcvtzs	x28, s20, #25
	fcvtzs	x17, s14, #50
	fcvtzs	x24, s3, #63
	fcvtzs	x7, s4, #28
	fcvtzs	d27, d16, #1
	fcvtzs	d27, d8, #1
	fcvtzs	d2, d16, #6
	fcvtzs	d10, d31, #1
	fcvtzs	s12, s9, #20
	fcvtzs	s16, s0, #13
	fcvtzs	s14, s7, #30
	fcvtzs	s21, s23, #19
	fcvtzs	v17.2d, v30.2d, #4
	fcvtzs	v24.2d, v1.2d, #8
	fcvtzs	v18.2d, v9.2d, #19
	fcvtzs	v23.2d, v29.2d, #7
	fcvtzs	v26.2s, v17.2s, #24
	fcvtzs	v13.2s, v9.2s, #25
	fcvtzs	v23.2s, v27.2s, #10
	fcvtzs	v3.2s, v11.2s, #11
	fcvtzs	v31.4s, v17.4s, #29
	fcvtzs	v16.4s, v13.4s, #1
	fcvtzs	v7.4s, v16.4s, #31
	fcvtzs	v15.4s, v4.4s, #2
	fcvtzs	d18, d22
	fcvtzs	d28, d9
	fcvtzs	d29, d27
	fcvtzs	d5, d29
	fcvtzs	s11, s28
	fcvtzs	s9, s0
	fcvtzs	s12, s27
	fcvtzs	s31, s9
	fcvtzs	v15.2d, v15.2d
	fcvtzs	v4.2d, v20.2d
	fcvtzs	v10.2d, v2.2d
	fcvtzs	v15.2d, v7.2d
	fcvtzs	v6.2s, v24.2s
	fcvtzs	v19.2s, v12.2s
	fcvtzs	v27.2s, v19.2s
	fcvtzs	v25.2s, v30.2s
	fcvtzs	v1.4s, v28.4s
	fcvtzs	v19.4s, v17.4s
	fcvtzs	v26.4s, v5.4s
	fcvtzs	v7.4s, v21.4s
	fcvtzu	w21, d7
	fcvtzu	w0, d25
	fcvtzu	w8, d13
	fcvtzu	w6, d22
	fcvtzu	w26, s12
	fcvtzu	w21, s5
	fcvtzu	w25, s0
	fcvtzu	w4, s8
	fcvtzu	x0, d31
	fcvtzu	x15, d22
	fcvtzu	x23, d26
	fcvtzu	x27, d5
	fcvtzu	x0, s29
	fcvtzu	x6, s30
	fcvtzu	x23, s4
	fcvtzu	x0, s1
	fcvtzu	w14, d16, #1
	fcvtzu	w29, d3, #31
	fcvtzu	w3, d0, #3
	fcvtzu	w13, d22, #20
	fcvtzu	w15, s7, #1
	fcvtzu	w4, s30, #16
	fcvtzu	w25, s31, #32
	fcvtzu	w24, s25, #12
	fcvtzu	x20, d27, #3
	fcvtzu	x13, d26, #1
	fcvtzu	x3, d11, #51
	fcvtzu	x26, d18, #1
	fcvtzu	x4, s6, #22
	fcvtzu	x14, s18, #25
	fcvtzu	x10, s13, #41
	fcvtzu	x29, s27, #64
	fcvtzu	d6, d8, #1
	fcvtzu	d29, d23, #10
	fcvtzu	d29, d25, #41
	fcvtzu	d22, d21, #41
	fcvtzu	s26, s3, #1
	fcvtzu	s4, s23, #3
	fcvtzu	s9, s17, #4
	fcvtzu	s31, s29, #23
	fcvtzu	v6.2d, v8.2d, #22
	fcvtzu	v12.2d, v17.2d, #52
	fcvtzu	v20.2d, v31.2d, #63
	fcvtzu	v9.2d, v19.2d, #47
	fcvtzu	v27.2s, v14.2s, #7
	fcvtzu	v10.2s, v17.2s, #6
	fcvtzu	v30.2s, v2.2s, #28
	fcvtzu	v9.2s, v2.2s, #17
	fcvtzu	v14.4s, v21.4s, #17
	fcvtzu	v11.4s, v13.4s, #25
	fcvtzu	v18.4s, v31.4s, #10
	fcvtzu	v23.4s, v24.4s, #4
	fcvtzu	d26, d26
	fcvtzu	d9, d24
	fcvtzu	d12, d27
	fcvtzu	d5, d21
	fcvtzu	s21, s12
	fcvtzu	s19, s4
	fcvtzu	s21, s1
	fcvtzu	s4, s25
	fcvtzu	v22.2d, v4.2d
	fcvtzu	v19.2d, v11.2d
	fcvtzu	v1.2d, v22.2d
	fcvtzu	v10.2d, v4.2d
	fcvtzu	v13.2s, v19.2s
	fcvtzu	v14.2s, v5.2s
	fcvtzu	v27.2s, v9.2s
	fcvtzu	v17.2s, v14.2s
	fcvtzu	v13.4s, v23.4s
	fcvtzu	v21.4s, v2.4s
	fcvtzu	v1.4s, v30.4s
	fcvtzu	v13.4s, v25.4s
	fdiv	d5, d12, d30
	fdiv	d20, d8, d4
	fdiv	d5, d27, d10
	fdiv	d30, d9, d30
	fdiv	s30, s12, s6
	fdiv	s27, s19, s26
	fdiv	s25, s4, s2
	fdiv	s0, s16, s24
	fdiv	v25.2d, v6.2d, v19.2d
	fdiv	v12.2d, v21.2d, v19.2d
	fdiv	v10.2d, v22.2d, v21.2d
	fdiv	v6.2d, v9.2d, v16.2d
	fdiv	v26.2s, v23.2s, v0.2s
	fdiv	v5.2s, v7.2s, v3.2s
	fdiv	v27.2s, v6.2s, v22.2s
	fdiv	v22.2s, v6.2s, v14.2s
	fdiv	v3.4s, v29.4s, v20.4s
	fdiv	v23.4s, v22.4s, v17.4s
	fdiv	v20.4s, v22.4s, v19.4s
	fdiv	v7.4s, v11.4s, v5.4s
	fmadd	d11, d26, d13, d6
	fmadd	d23, d6, d3, d24
	fmadd	d18, d22, d14, d23
	fmadd	d7, d20, d5, d7
	fmadd	s15, s0, s5, s15
	fmadd	s16, s26, s26, s16
	fmadd	s18, s10, s7, s6
	fmadd	s17, s22, s30, s23
	fmax	d13, d11, d0
	fmax	d20, d11, d21
	fmax	d2, d4, d27
	fmax	d21, d23, d25
	fmaxnm	d11, d0, d13
	fmaxnm	d5, d11, d7
	fmaxnm	d7, d14, d14
	fmaxnm	d10, d13, d12
	fmaxnmp	d14, v12.2d
	fmaxnmp	d30, v6.2d
	fmaxnmp	d28, v14.2d
	fmaxnmp	d28, v6.2d
	fmaxnmp	s6, v18.2s
	fmaxnmp	s13, v31.2s
	fmaxnmp	s5, v5.2s
	fmaxnmp	s7, v6.2s
	fmaxnmp	v30.2d, v25.2d, v12.2d
	fmaxnmp	v22.2d, v5.2d, v23.2d
	fmaxnmp	v16.2d, v21.2d, v24.2d
	fmaxnmp	v6.2d, v4.2d, v16.2d
	fmaxnmp	v7.2s, v1.2s, v5.2s
	fmaxnmp	v16.2s, v21.2s, v11.2s
	fmaxnmp	v20.2s, v21.2s, v16.2s
	fmaxnmp	v7.2s, v17.2s, v25.2s
	fmaxnmp	v9.4s, v4.4s, v18.4s
	fmaxnmp	v24.4s, v10.4s, v19.4s
	fmaxnmp	v3.4s, v0.4s, v27.4s
	fmaxnmp	v31.4s, v24.4s, v17.4s
	fmaxnm	s26, s14, s27
	fmaxnm	s11, s21, s0
	fmaxnm	s5, s24, s4
	fmaxnm	s13, s11, s14
	fmaxnmv	s1, v25.4s
	fmaxnmv	s10, v24.4s
	fmaxnmv	s17, v5.4s
	fmaxnmv	s17, v12.4s
	fmaxnm	v16.2d, v11.2d, v12.2d
	fmaxnm	v26.2d, v0.2d, v0.2d
	fmaxnm	v7.2d, v29.2d, v0.2d
	fmaxnm	v17.2d, v14.2d, v11.2d
	fmaxnm	v19.2s, v11.2s, v24.2s
	fmaxnm	v17.2s, v26.2s, v24.2s
	fmaxnm	v13.2s, v0.2s, v8.2s
	fmaxnm	v0.2s, v10.2s, v19.2s
	fmaxnm	v19.4s, v7.4s, v8.4s
	fmaxnm	v9.4s, v30.4s, v17.4s
	fmaxnm	v9.4s, v8.4s, v3.4s
	fmaxnm	v14.4s, v10.4s, v11.4s
	fmaxp	d16, v5.2d
	fmaxp	d0, v28.2d
	fmaxp	d1, v28.2d
	fmaxp	d17, v0.2d
	fmaxp	s30, v10.2s
	fmaxp	s31, v22.2s
	fmaxp	s24, v11.2s
	fmaxp	s22, v1.2s
	fmaxp	v3.2d, v21.2d, v21.2d
	fmaxp	v28.2d, v28.2d, v7.2d
	fmaxp	v12.2d, v30.2d, v1.2d
	fmaxp	v17.2d, v6.2d, v16.2d
	fmaxp	v3.2s, v27.2s, v18.2s
	fmaxp	v2.2s, v2.2s, v11.2s
	fmaxp	v26.2s, v4.2s, v2.2s
	fmaxp	v1.2s, v3.2s, v4.2s
	fmaxp	v10.4s, v17.4s, v3.4s
	fmaxp	v9.4s, v31.4s, v11.4s
	fmaxp	v16.4s, v4.4s, v5.4s
	fmaxp	v28.4s, v16.4s, v22.4s
	fmax	s14, s18, s5
	fmax	s7, s5, s28
	fmax	s29, s10, s27
	fmax	s13, s12, s1
	fmaxv	s14, v2.4s
	fmaxv	s10, v20.4s
	fmaxv	s30, v12.4s
	fmaxv	s15, v17.4s
	fmax	v20.2d, v7.2d, v30.2d
	fmax	v23.2d, v25.2d, v17.2d
	fmax	v17.2d, v18.2d, v6.2d
	fmax	v18.2d, v4.2d, v1.2d
	fmax	v14.2s, v12.2s, v15.2s
	fmax	v13.2s, v0.2s, v15.2s
	fmax	v11.2s, v10.2s, v21.2s
	fmax	v30.2s, v31.2s, v9.2s
	fmax	v3.4s, v23.4s, v11.4s
	fmax	v21.4s, v19.4s, v3.4s
	fmax	v31.4s, v3.4s, v2.4s
	fmax	v17.4s, v3.4s, v23.4s
	fmin	d17, d8, d10
	fmin	d25, d26, d0
	fmin	d30, d27, d9
	fmin	d9, d19, d12
	fminnm	d12, d13, d0
	fminnm	d7, d18, d23
	fminnm	d12, d15, d0
	fminnm	d24, d11, d18
	fminnmp	d0, v27.2d
	fminnmp	d25, v0.2d
	fminnmp	d20, v20.2d
	fminnmp	d0, v24.2d
	fminnmp	s1, v14.2s
	fminnmp	s24, v4.2s
	fminnmp	s30, v29.2s
	fminnmp	s3, v23.2s
	fminnmp	v31.2d, v26.2d, v21.2d
	fminnmp	v26.2d, v27.2d, v29.2d
	fminnmp	v10.2d, v18.2d, v12.2d
	fminnmp	v27.2d, v28.2d, v11.2d
	fminnmp	v31.2s, v26.2s, v14.2s
	fminnmp	v13.2s, v25.2s, v14.2s
	fminnmp	v17.2s, v9.2s, v21.2s
	fminnmp	v4.2s, v18.2s, v29.2s
	fminnmp	v1.4s, v7.4s, v4.4s
	fminnmp	v21.4s, v27.4s, v6.4s
	fminnmp	v8.4s, v31.4s, v1.4s
	fminnmp	v5.4s, v16.4s, v16.4s
	fminnm	s3, s0, s10
	fminnm	s10, s14, s19
	fminnm	s1, s18, s26
	fminnm	s21, s21, s17
	fminnmv	s4, v30.4s
	fminnmv	s20, v28.4s
	fminnmv	s6, v6.4s
	fminnmv	s19, v10.4s
	fminnm	v23.2d, v29.2d, v20.2d
	fminnm	v28.2d, v1.2d, v14.2d
	fminnm	v21.2d, v2.2d, v13.2d
	fminnm	v28.2d, v23.2d, v1.2d
	fminnm	v25.2s, v4.2s, v14.2s
	fminnm	v21.2s, v15.2s, v29.2s
	fminnm	v2.2s, v8.2s, v16.2s
	fminnm	v29.2s, v11.2s, v13.2s
	fminnm	v12.4s, v25.4s, v20.4s
	fminnm	v2.4s, v0.4s, v6.4s
	fminnm	v4.4s, v10.4s, v12.4s
	fminnm	v0.4s, v16.4s, v25.4s
	fminp	d19, v23.2d
	fminp	d15, v12.2d
	fminp	d31, v25.2d
	fminp	d28, v5.2d
	fminp	s27, v0.2s
	fminp	s2, v14.2s
	fminp	s17, v5.2s
	fminp	s23, v15.2s
	fminp	v10.2d, v8.2d, v25.2d
	fminp	v27.2d, v25.2d, v14.2d
	fminp	v7.2d, v12.2d, v17.2d
	fminp	v25.2d, v29.2d, v19.2d
	fminp	v23.2s, v19.2s, v29.2s
	fminp	v2.2s, v13.2s, v24.2s
	fminp	v26.2s, v14.2s, v0.2s
	fminp	v17.2s, v3.2s, v26.2s
	fminp	v5.4s, v9.4s, v26.4s
	fminp	v11.4s, v17.4s, v14.4s
	fminp	v15.4s, v10.4s, v11.4s
	fminp	v17.4s, v5.4s, v4.4s
	fmin	s19, s23, s12
	fmin	s26, s28, s17
	fmin	s0, s3, s0
	fmin	s10, s27, s25
	fminv	s16, v29.4s
	fminv	s25, v15.4s
	fminv	s21, v6.4s
	fminv	s24, v16.4s
	fmin	v5.2d, v15.2d, v25.2d
	fmin	v29.2d, v26.2d, v16.2d
	fmin	v22.2d, v15.2d, v9.2d
	fmin	v5.2d, v17.2d, v10.2d
	fmin	v6.2s, v16.2s, v27.2s
	fmin	v6.2s, v19.2s, v4.2s
	fmin	v0.2s, v1.2s, v7.2s
	fmin	v3.2s, v7.2s, v15.2s
	fmin	v21.4s, v28.4s, v9.4s
	fmin	v27.4s, v1.4s, v16.4s
	fmin	v4.4s, v1.4s, v6.4s
	fmin	v26.4s, v1.4s, v29.4s
	fmla	d3, d8, v11.d[1]
	fmla	d7, d2, v5.d[0]
	fmla	d23, d26, v14.d[0]
	fmla	d15, d27, v25.d[1]
	fmla	s10, s13, v30.s[1]
	fmla	s17, s31, v3.s[1]
	fmla	s20, s15, v22.s[2]
	fmla	s21, s0, v2.s[2]
	fmla	v15.2d, v12.2d, v3.d[0]
	fmla	v31.2d, v2.2d, v19.d[1]
	fmla	v0.2d, v1.2d, v4.d[1]
	fmla	v24.2d, v5.2d, v25.d[0]
	fmla	v0.2s, v17.2s, v17.s[3]
	fmla	v27.2s, v31.2s, v8.s[2]
	fmla	v11.2s, v15.2s, v31.s[2]
	fmla	v12.2s, v12.2s, v3.s[3]
	fmla	v11.4s, v23.4s, v10.s[0]
	fmla	v22.4s, v11.4s, v25.s[0]
	fmla	v18.4s, v17.4s, v30.s[3]
	fmla	v31.4s, v10.4s, v16.s[1]
	fmla	v11.2d, v12.2d, v24.2d
	fmla	v1.2d, v16.2d, v4.2d
	fmla	v13.2d, v19.2d, v13.2d
	fmla	v27.2d, v11.2d, v25.2d
	fmla	v9.2s, v9.2s, v11.2s
	fmla	v17.2s, v6.2s, v28.2s
	fmla	v23.2s, v22.2s, v0.2s
	fmla	v0.2s, v26.2s, v10.2s
	fmla	v0.4s, v14.4s, v7.4s
	fmla	v17.4s, v18.4s, v20.4s
	fmla	v13.4s, v4.4s, v5.4s
	fmla	v21.4s, v8.4s, v17.4s
	fmls	d30, d16, v13.d[1]
	fmls	d31, d11, v17.d[0]
	fmls	d21, d23, v26.d[0]
	fmls	d6, d26, v3.d[0]
	fmls	s6, s3, v20.s[3]
	fmls	s19, s2, v20.s[0]
	fmls	s22, s10, v10.s[1]
	fmls	s12, s4, v18.s[0]
	fmls	v10.2d, v25.2d, v23.d[1]
	fmls	v3.2d, v10.2d, v12.d[0]
	fmls	v22.2d, v18.2d, v29.d[0]
	fmls	v0.2d, v28.2d, v21.d[0]
	fmls	v16.2s, v17.2s, v25.s[2]
	fmls	v11.2s, v18.2s, v17.s[2]
	fmls	v22.2s, v2.2s, v1.s[0]
	fmls	v26.2s, v11.2s, v1.s[2]
	fmls	v26.4s, v10.4s, v27.s[1]
	fmls	v6.4s, v18.4s, v14.s[3]
	fmls	v19.4s, v11.4s, v27.s[0]
	fmls	v28.4s, v1.4s, v14.s[3]
	fmls	v23.2d, v28.2d, v2.2d
	fmls	v19.2d, v7.2d, v23.2d
	fmls	v26.2d, v29.2d, v20.2d
	fmls	v4.2d, v23.2d, v31.2d
	fmls	v19.2s, v8.2s, v8.2s
	fmls	v16.2s, v0.2s, v21.2s
	fmls	v15.2s, v16.2s, v24.2s
	fmls	v27.2s, v27.2s, v30.2s
	fmls	v0.4s, v11.4s, v10.4s
	fmls	v8.4s, v31.4s, v17.4s
	fmls	v13.4s, v1.4s, v16.4s
	fmls	v4.4s, v15.4s, v30.4s
	fmov	v4.d[1], x19
	fmov	v15.d[1], x28
	fmov	v27.d[1], x15
	fmov	v24.d[1], x28
	fmov	x8, d8
	fmov	x1, d13
	fmov	x16, d16
	fmov	x2, d31
	fmov	d15, #-11.00000000
	fmov	d30, #-0.28125000
	fmov	d4, #-10.00000000
	fmov	d30, #0.20312500
	fmov	d9, d7
	fmov	d4, d26
	fmov	d3, d1
	fmov	d23, d22
	fmov	w0, s3
	fmov	w24, s1
	fmov	w1, s4
	fmov	w24, s30
	fmov	s13, #9.00000000
	fmov	s3, #0.43750000
	fmov	s5, #22.00000000
	fmov	s20, #2.62500000
	fmov	s1, s9
	fmov	s28, s1
	fmov	s15, s18
	fmov	s18, s9
	fmov	s29, w15
	fmov	s3, w24
	fmov	s28, w14
	fmov	s1, w17
	fmov	x4, v0.d[1]
	fmov	x9, v29.d[1]
	fmov	x16, v27.d[1]
	fmov	x16, v20.d[1]
	fmov	d13, x1
	fmov	d20, x15
	fmov	d16, x29
	fmov	d0, x21
	fmov	v5.2d, #19.00000000
	fmov	v3.2d, #-5.50000000
	fmov	v23.2d, #17.00000000
	fmov	v17.2d, #-0.48437500
	fmov	v2.2s, #-7.25000000
	fmov	v22.2s, #13.50000000
	fmov	v23.2s, #-5.00000000
	fmov	v26.2s, #0.62500000
	fmov	v16.4s, #0.24218750
	fmov	v22.4s, #-0.14843750
	fmov	v26.4s, #1.56250000
	fmov	v11.4s, #-2.87500000
	fmsub	d15, d29, d3, d31
	fmsub	d28, d4, d7, d17
	fmsub	d21, d15, d6, d22
	fmsub	d12, d14, d8, d1
	fmsub	s22, s22, s27, s27
	fmsub	s5, s10, s13, s11
	fmsub	s23, s9, s5, s15
	fmsub	s21, s0, s27, s1
	fmul	d9, d17, d21
	fmul	d21, d18, d3
	fmul	d5, d19, d24
	fmul	d31, d31, d18
	fmul	s17, s3, s24
	fmul	s2, s5, s27
	fmul	s0, s16, s7
	fmul	s18, s17, s25
	fmulx	d20, d2, v20.d[0]
	fmulx	d21, d13, v2.d[0]
	fmulx	d15, d23, v31.d[0]
	fmulx	d15, d20, v1.d[0]
	fmulx	s9, s14, v0.s[0]
	fmulx	s22, s20, v4.s[1]
	fmulx	s14, s22, v7.s[0]
	fmulx	s20, s25, v8.s[3]
	fmulx	v27.2d, v20.2d, v1.d[1]
	fmulx	v15.2d, v29.2d, v3.d[0]
	fmulx	v0.2d, v20.2d, v7.d[1]
	fmulx	v7.2d, v25.2d, v13.d[1]
	fmulx	v9.2s, v3.2s, v24.s[2]
	fmulx	v6.2s, v28.2s, v7.s[2]
	fmulx	v19.2s, v12.2s, v13.s[2]
	fmulx	v6.2s, v26.2s, v15.s[1]
	fmulx	v1.4s, v15.4s, v30.s[1]
	fmulx	v10.4s, v30.4s, v10.s[1]
	fmulx	v18.4s, v25.4s, v28.s[1]
	fmulx	v10.4s, v22.4s, v12.s[2]
	fmulx	d22, d28, d27
	fmulx	d24, d21, d21
	fmulx	d2, d1, d11
	fmulx	d25, d12, d24
	fmulx	s6, s2, s25
	fmulx	s19, s13, s24
	fmulx	s11, s1, s15
	fmulx	s3, s31, s26
	fmulx	v24.2d, v1.2d, v9.2d
	fmulx	v10.2d, v23.2d, v14.2d
	fmulx	v13.2d, v3.2d, v26.2d
	fmulx	v24.2d, v25.2d, v8.2d
	fmulx	v21.2s, v27.2s, v8.2s
	fmulx	v4.2s, v25.2s, v20.2s
	fmulx	v26.2s, v31.2s, v8.2s
	fmulx	v4.2s, v22.2s, v21.2s
	fmulx	v20.4s, v1.4s, v13.4s
	fmulx	v2.4s, v23.4s, v3.4s
	fmulx	v7.4s, v1.4s, v9.4s
	fmulx	v29.4s, v23.4s, v21.4s
	fmul	d0, d5, v16.d[0]
	fmul	d24, d25, v1.d[0]
	fmul	d30, d11, v0.d[0]
	fmul	d26, d19, v30.d[0]
	fmul	s1, s15, v6.s[3]
	fmul	s1, s22, v19.s[1]
	fmul	s19, s27, v6.s[2]
	fmul	s2, s25, v18.s[0]
	fmul	v7.2d, v2.2d, v28.d[0]
	fmul	v24.2d, v17.2d, v26.d[1]
	fmul	v22.2d, v6.2d, v7.d[0]
	fmul	v22.2d, v14.2d, v10.d[1]
	fmul	v18.2s, v2.2s, v17.s[1]
	fmul	v28.2s, v17.2s, v5.s[0]
	fmul	v2.2s, v30.2s, v24.s[1]
	fmul	v31.2s, v14.2s, v12.s[1]
	fmul	v30.4s, v23.4s, v4.s[2]
	fmul	v5.4s, v18.4s, v10.s[1]
	fmul	v19.4s, v28.4s, v25.s[0]
	fmul	v22.4s, v23.4s, v11.s[0]
	fmul	v4.2d, v0.2d, v16.2d
	fmul	v9.2d, v27.2d, v29.2d
	fmul	v19.2d, v7.2d, v20.2d
	fmul	v1.2d, v9.2d, v30.2d
	fmul	v23.2s, v16.2s, v5.2s
	fmul	v0.2s, v18.2s, v25.2s
	fmul	v16.2s, v4.2s, v11.2s
	fmul	v29.2s, v3.2s, v0.2s
	fmul	v12.4s, v12.4s, v28.4s
	fmul	v15.4s, v29.4s, v27.4s
	fmul	v6.4s, v22.4s, v20.4s
	fmul	v24.4s, v24.4s, v16.4s
	fneg	d25, d5
	fneg	d28, d13
	fneg	d0, d15
	fneg	d9, d9
	fneg	s30, s29
	fneg	s19, s8
	fneg	s27, s15
	fneg	s12, s7
	fneg	v3.2d, v5.2d
	fneg	v21.2d, v0.2d
	fneg	v15.2d, v7.2d
	fneg	v27.2d, v25.2d
	fneg	v14.2s, v29.2s
	fneg	v9.2s, v15.2s
	fneg	v14.2s, v13.2s
	fneg	v8.2s, v3.2s
	fneg	v22.4s, v20.4s
	fneg	v20.4s, v30.4s
	fneg	v25.4s, v19.4s
	fneg	v14.4s, v28.4s
	fnmadd	d6, d6, d18, d9
	fnmadd	d3, d3, d31, d9
	fnmadd	d9, d12, d27, d13
	fnmadd	d3, d2, d23, d8
	fnmadd	s12, s8, s10, s18
	fnmadd	s13, s17, s3, s6
	fnmadd	s14, s24, s18, s23
	fnmadd	s7, s5, s29, s4
	fnmsub	d2, d25, d26, d27
	fnmsub	d22, d0, d9, d16
	fnmsub	d29, d7, d7, d7
	fnmsub	d1, d25, d23, d21
	fnmsub	s10, s24, s2, s20
	fnmsub	s24, s10, s6, s30
	fnmsub	s1, s22, s25, s16
	fnmsub	s26, s8, s20, s20
	fnmul	d14, d5, d12
	fnmul	d21, d26, d24
	fnmul	d12, d24, d12
	fnmul	d26, d2, d18
	fnmul	s15, s22, s19
	fnmul	s27, s13, s28
	fnmul	s9, s27, s11
	fnmul	s15, s2, s14
	frecpe	d15, d25
	frecpe	d4, d9
	frecpe	d25, d1
	frecpe	d22, d15
	frecpe	s10, s30
	frecpe	s9, s17
	frecpe	s11, s9
	frecpe	s23, s4
	frecpe	v1.2d, v21.2d
	frecpe	v14.2d, v13.2d
	frecpe	v26.2d, v19.2d
	frecpe	v25.2d, v7.2d
	frecpe	v19.2s, v23.2s
	frecpe	v23.2s, v11.2s
	frecpe	v1.2s, v27.2s
	frecpe	v1.2s, v4.2s
	frecpe	v16.4s, v22.4s
	frecpe	v22.4s, v11.4s
	frecpe	v23.4s, v1.4s
	frecpe	v0.4s, v25.4s
	frecps	d10, d13, d27
	frecps	d13, d6, d19
	frecps	d8, d0, d7
	frecps	d10, d22, d13
	frecps	s25, s17, s16
	frecps	s0, s30, s8
	frecps	s20, s11, s15
	frecps	s2, s29, s28
	frecps	v16.2d, v11.2d, v11.2d
	frecps	v28.2d, v2.2d, v11.2d
	frecps	v24.2d, v0.2d, v10.2d
	frecps	v16.2d, v7.2d, v5.2d
	frecps	v30.2s, v21.2s, v10.2s
	frecps	v31.2s, v17.2s, v20.2s
	frecps	v16.2s, v3.2s, v21.2s
	frecps	v17.2s, v4.2s, v8.2s
	frecps	v14.4s, v0.4s, v14.4s
	frecps	v30.4s, v0.4s, v1.4s
	frecps	v25.4s, v24.4s, v28.4s
	frecps	v30.4s, v29.4s, v2.4s
	frecpx	d4, d1
	frecpx	d18, d25
	frecpx	d21, d6
	frecpx	d19, d19
	frecpx	s15, s12
	frecpx	s31, s29
	frecpx	s10, s7
	frecpx	s3, s14
	frinta	d0, d12
	frinta	d11, d17
	frinta	d18, d27
	frinta	d7, d21
	frinta	s16, s20
	frinta	s24, s0
	frinta	s29, s12
	frinta	s1, s23
	frinta	v27.2d, v10.2d
	frinta	v15.2d, v29.2d
	frinta	v22.2d, v30.2d
	frinta	v17.2d, v6.2d
	frinta	v27.2s, v15.2s
	frinta	v24.2s, v14.2s
	frinta	v18.2s, v4.2s
	frinta	v17.2s, v0.2s
	frinta	v20.4s, v9.4s
	frinta	v18.4s, v1.4s
	frinta	v6.4s, v15.4s
	frinta	v31.4s, v14.4s
	frinti	d3, d23
	frinti	d25, d21
	frinti	d9, d16
	frinti	d13, d9
	frinti	s31, s1
	frinti	s15, s24
	frinti	s4, s8
	frinti	s11, s3
	frinti	v26.2d, v27.2d
	frinti	v21.2d, v7.2d
	frinti	v25.2d, v29.2d
	frinti	v20.2d, v3.2d
	frinti	v7.2s, v30.2s
	frinti	v4.2s, v11.2s
	frinti	v19.2s, v13.2s
	frinti	v16.2s, v21.2s
	frinti	v20.4s, v23.4s
	frinti	v3.4s, v29.4s
	frinti	v6.4s, v0.4s
	frinti	v8.4s, v8.4s
	frintm	d28, d2
	frintm	d9, d10
	frintm	d27, d16
	frintm	d1, d19
	frintm	s14, s21
	frintm	s17, s24
	frintm	s8, s31
	frintm	s19, s14
	frintm	v20.2d, v12.2d
	frintm	v11.2d, v11.2d
	frintm	v21.2d, v17.2d
	frintm	v18.2d, v11.2d
	frintm	v12.2s, v29.2s
	frintm	v29.2s, v20.2s
	frintm	v19.2s, v21.2s
	frintm	v22.2s, v12.2s
	frintm	v1.4s, v10.4s
	frintm	v16.4s, v11.4s
	frintm	v26.4s, v19.4s
	frintm	v26.4s, v0.4s
	frintn	d4, d8
	frintn	d21, d25
	frintn	d31, d6
	frintn	d0, d2
	frintn	s7, s26
	frintn	s9, s9
	frintn	s11, s27
	frintn	s6, s5
	frintn	v12.2d, v2.2d
	frintn	v28.2d, v13.2d
	frintn	v8.2d, v23.2d
	frintn	v2.2d, v14.2d
	frintn	v30.2s, v2.2s
	frintn	v5.2s, v19.2s
	frintn	v1.2s, v10.2s
	frintn	v10.2s, v10.2s
	frintn	v27.4s, v13.4s
	frintn	v28.4s, v20.4s
	frintn	v11.4s, v11.4s
	frintn	v6.4s, v5.4s
	frintp	d11, d11
	frintp	d2, d8
	frintp	d0, d24
	frintp	d23, d1
	frintp	s26, s3
	frintp	s8, s4
	frintp	s28, s4
	frintp	s3, s22
	frintp	v2.2d, v11.2d
	frintp	v31.2d, v10.2d
	frintp	v10.2d, v12.2d
	frintp	v27.2d, v20.2d
	frintp	v12.2s, v26.2s
	frintp	v8.2s, v16.2s
	frintp	v5.2s, v11.2s
	frintp	v0.2s, v18.2s
	frintp	v9.4s, v4.4s
	frintp	v25.4s, v23.4s
	frintp	v0.4s, v17.4s
	frintp	v5.4s, v10.4s
	frintx	d8, d1
	frintx	d15, d24
	frintx	d8, d22
	frintx	d13, d17
	frintx	s12, s8
	frintx	s0, s20
	frintx	s25, s9
	frintx	s19, s7
	frintx	v25.2d, v7.2d
	frintx	v23.2d, v24.2d
	frintx	v19.2d, v30.2d
	frintx	v26.2d, v22.2d
	frintx	v30.2s, v14.2s
	frintx	v27.2s, v26.2s
	frintx	v8.2s, v24.2s
	frintx	v11.2s, v10.2s
	frintx	v19.4s, v19.4s
	frintx	v5.4s, v24.4s
	frintx	v24.4s, v23.4s
	frintx	v11.4s, v0.4s
	frintz	d21, d14
	frintz	d27, d18
	frintz	d0, d12
	frintz	d5, d17
	frintz	s17, s1
	frintz	s29, s24
	frintz	s30, s13
	frintz	s17, s12
	frintz	v4.2d, v14.2d
	frintz	v0.2d, v14.2d
	frintz	v19.2d, v2.2d
	frintz	v2.2d, v2.2d
	frintz	v18.2s, v22.2s
	frintz	v6.2s, v27.2s
	frintz	v30.2s, v24.2s
	frintz	v17.2s, v0.2s
	frintz	v27.4s, v26.4s
	frintz	v13.4s, v8.4s
	frintz	v22.4s, v15.4s
	frintz	v28.4s, v23.4s
	frsqrte	d20, d16
	frsqrte	d15, d6
	frsqrte	d1, d31
	frsqrte	d10, d7
	frsqrte	s20, s31
	frsqrte	s9, s8
	frsqrte	s10, s11
	frsqrte	s26, s8
	frsqrte	v18.2d, v30.2d
	frsqrte	v30.2d, v26.2d
	frsqrte	v30.2d, v11.2d
	frsqrte	v13.2d, v19.2d
	frsqrte	v25.2s, v11.2s
	frsqrte	v25.2s, v14.2s
	frsqrte	v27.2s, v14.2s
	frsqrte	v16.2s, v6.2s
	frsqrte	v23.4s, v12.4s
	frsqrte	v30.4s, v25.4s
	frsqrte	v31.4s, v3.4s
	frsqrte	v8.4s, v30.4s
	frsqrts	d9, d22, d23
	frsqrts	d1, d7, d18
	frsqrts	d22, d19, d26
	frsqrts	d12, d12, d8
	frsqrts	s13, s30, s21
	frsqrts	s20, s1, s11
	frsqrts	s22, s19, s5
	frsqrts	s13, s8, s16
	frsqrts	v11.2d, v21.2d, v14.2d
	frsqrts	v18.2d, v7.2d, v0.2d
	frsqrts	v28.2d, v15.2d, v18.2d
	frsqrts	v27.2d, v10.2d, v30.2d
	frsqrts	v19.2s, v7.2s, v13.2s
	frsqrts	v2.2s, v11.2s, v23.2s
	frsqrts	v2.2s, v16.2s, v17.2s
	frsqrts	v19.2s, v6.2s, v24.2s
	frsqrts	v9.4s, v5.4s, v29.4s
	frsqrts	v0.4s, v8.4s, v21.4s
	frsqrts	v29.4s, v30.4s, v29.4s
	frsqrts	v2.4s, v12.4s, v7.4s
	fsqrt	d28, d28
	fsqrt	d13, d4
	fsqrt	d5, d9
	fsqrt	d21, d27
	fsqrt	s7, s1
	fsqrt	s12, s11
	fsqrt	s18, s13
	fsqrt	s14, s13
	fsqrt	v26.2d, v15.2d
	fsqrt	v29.2d, v16.2d
	fsqrt	v8.2d, v28.2d
	fsqrt	v6.2d, v3.2d
	fsqrt	v3.2s, v7.2s
	fsqrt	v31.2s, v21.2s
	fsqrt	v8.2s, v4.2s
	fsqrt	v31.2s, v19.2s
	fsqrt	v11.4s, v24.4s
	fsqrt	v1.4s, v7.4s
	fsqrt	v13.4s, v16.4s
	fsqrt	v9.4s, v10.4s
	fsub	d28, d28, d22
	fsub	d26, d11, d26
	fsub	d5, d21, d31
	fsub	d29, d31, d16
	fsub	s17, s3, s14
	fsub	s6, s7, s27
	fsub	s13, s8, s17
	fsub	s21, s1, s15
	fsub	v23.2d, v24.2d, v22.2d
	fsub	v5.2d, v6.2d, v22.2d
	fsub	v9.2d, v18.2d, v17.2d
	fsub	v15.2d, v12.2d, v3.2d
	fsub	v9.2s, v18.2s, v29.2s
	fsub	v22.2s, v5.2s, v24.2s
	fsub	v21.2s, v30.2s, v7.2s
	fsub	v13.2s, v15.2s, v17.2s
	fsub	v30.4s, v6.4s, v20.4s
	fsub	v19.4s, v10.4s, v16.4s
	fsub	v28.4s, v18.4s, v9.4s
	fsub	v22.4s, v31.4s, v18.4s
	hint	#47
	hint	#99
	csdb
	nop
	hlt	#0xbf1b
	hlt	#0
	hlt	#0x52dc
	hlt	#0xb098
	hvc	#0x83d0
	hvc	#0xb99b
	hvc	#0x954d
	hvc	#0xacdc
	mov	v25.b[13], w19
	mov	v28.b[15], w19
	mov	v25.b[13], w16
	mov	v8.b[1], w21
	mov	v21.b[7], v19.b[4]
	mov	v16.b[6], v13.b[0]
	mov	v24.b[0], v15.b[11]
	mov	v14.b[2], v30.b[15]
	mov	v13.d[0], x15
	mov	v30.d[1], x4
	mov	v26.d[1], x24
	mov	v0.d[1], x3
	mov	v23.d[0], v21.d[1]
	mov	v3.d[1], v18.d[1]
	mov	v17.d[0], v7.d[0]
	mov	v2.d[0], v3.d[0]
	mov	v20.h[1], w13
	mov	v7.h[7], w24
	mov	v29.h[6], w23
	mov	v25.h[7], w10
	mov	v8.h[5], v19.h[5]
	mov	v21.h[0], v13.h[6]
	mov	v15.h[0], v25.h[0]
	mov	v8.h[2], v26.h[1]
	mov	v29.s[3], w14
	mov	v25.s[2], w8
	mov	v22.s[2], w29
	mov	v28.s[2], w14
	mov	v1.s[1], v0.s[2]
	mov	v15.s[0], v18.s[0]
	mov	v29.s[3], v8.s[3]
	mov	v14.s[0], v25.s[3]
	isb	#8
	isb	#5
	isb
	isb
	ld1	{ v4.16b, v5.16b, v6.16b, v7.16b }, [x13]
	ld1	{ v13.16b, v14.16b, v15.16b, v16.16b }, [x14]
	ld1	{ v7.16b, v8.16b, v9.16b, v10.16b }, [x8]
	ld1	{ v21.16b, v22.16b, v23.16b, v24.16b }, [x6]
	ld1	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x15], x26
	ld1	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x5], x4
	ld1	{ v7.16b, v8.16b, v9.16b, v10.16b }, [x28], x27
	ld1	{ v1.16b, v2.16b, v3.16b, v4.16b }, [x28], x16
	ld1	{ v24.1d, v25.1d, v26.1d, v27.1d }, [x1]
	ld1	{ v18.1d, v19.1d, v20.1d, v21.1d }, [x3]
	ld1	{ v23.1d, v24.1d, v25.1d, v26.1d }, [x25]
	ld1	{ v7.1d, v8.1d, v9.1d, v10.1d }, [x15]
	ld1	{ v26.1d, v27.1d, v28.1d, v29.1d }, [x30], x11
	ld1	{ v6.1d, v7.1d, v8.1d, v9.1d }, [x4], x4
	ld1	{ v11.1d, v12.1d, v13.1d, v14.1d }, [x27], x8
	ld1	{ v21.1d, v22.1d, v23.1d, v24.1d }, [x24], x25
	ld1	{ v24.2d, v25.2d, v26.2d, v27.2d }, [sp]
	ld1	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x17]
	ld1	{ v10.2d, v11.2d, v12.2d, v13.2d }, [x28]
	ld1	{ v9.2d, v10.2d, v11.2d, v12.2d }, [x30]
	ld1	{ v1.2d, v2.2d, v3.2d, v4.2d }, [x6], x26
	ld1	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x12], x13
	ld1	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x16], x0
	ld1	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x14], x10
	ld1	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x4]
	ld1	{ v24.2s, v25.2s, v26.2s, v27.2s }, [x8]
	ld1	{ v5.2s, v6.2s, v7.2s, v8.2s }, [x10]
	ld1	{ v8.2s, v9.2s, v10.2s, v11.2s }, [x19]
	ld1	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x25], x9
	ld1	{ v20.2s, v21.2s, v22.2s, v23.2s }, [x4], x13
	ld1	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x2], x28
	ld1	{ v0.2s, v1.2s, v2.2s, v3.2s }, [x27], x18
	ld1	{ v3.4h, v4.4h, v5.4h, v6.4h }, [x29]
	ld1	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x25]
	ld1	{ v9.4h, v10.4h, v11.4h, v12.4h }, [x8]
	ld1	{ v14.4h, v15.4h, v16.4h, v17.4h }, [x12]
	ld1	{ v26.4h, v27.4h, v28.4h, v29.4h }, [x10], x10
	ld1	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x17], x30
	ld1	{ v16.4h, v17.4h, v18.4h, v19.4h }, [x18], x14
	ld1	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x20], x24
	ld1	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x0]
	ld1	{ v27.4s, v28.4s, v29.4s, v30.4s }, [x26]
	ld1	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x26]
	ld1	{ v6.4s, v7.4s, v8.4s, v9.4s }, [x18]
	ld1	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x25], x22
	ld1	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x27], x11
	ld1	{ v19.4s, v20.4s, v21.4s, v22.4s }, [x19], x13
	ld1	{ v21.4s, v22.4s, v23.4s, v24.4s }, [x6], x2
	ld1	{ v3.8b, v4.8b, v5.8b, v6.8b }, [x12]
	ld1	{ v21.8b, v22.8b, v23.8b, v24.8b }, [x13]
	ld1	{ v24.8b, v25.8b, v26.8b, v27.8b }, [x30]
	ld1	{ v10.8b, v11.8b, v12.8b, v13.8b }, [x9]
	ld1	{ v26.8b, v27.8b, v28.8b, v29.8b }, [x29], x26
	ld1	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x29], x28
	ld1	{ v7.8b, v8.8b, v9.8b, v10.8b }, [x10], x14
	ld1	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x20], x15
	ld1	{ v0.8h, v1.8h, v2.8h, v3.8h }, [x1]
	ld1	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x4]
	ld1	{ v5.8h, v6.8h, v7.8h, v8.8h }, [x5]
	ld1	{ v15.8h, v16.8h, v17.8h, v18.8h }, [x24]
	ld1	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x29], x9
	ld1	{ v5.8h, v6.8h, v7.8h, v8.8h }, [x25], x24
	ld1	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x5], x17
	ld1	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x30], x7
	ld1	{ v10.16b }, [x26]
	ld1	{ v7.16b }, [x13]
	ld1	{ v15.16b }, [x22]
	ld1	{ v23.16b }, [x28]
	ld1	{ v21.16b }, [x14], x8
	ld1	{ v12.16b }, [x13], x9
	ld1	{ v25.16b }, [sp], x1
	ld1	{ v19.16b }, [x30], #16
	ld1	{ v3.1d }, [x25]
	ld1	{ v18.1d }, [x12]
	ld1	{ v4.1d }, [x5]
	ld1	{ v16.1d }, [x2]
	ld1	{ v14.1d }, [x11], x13
	ld1	{ v11.1d }, [sp], x25
	ld1	{ v11.1d }, [x4], x9
	ld1	{ v1.1d }, [x22], x9
	ld1	{ v23.2d }, [x15]
	ld1	{ v12.2d }, [x29]
	ld1	{ v26.2d }, [x1]
	ld1	{ v18.2d }, [x6]
	ld1	{ v31.2d }, [x24], x26
	ld1	{ v18.2d }, [x23], x28
	ld1	{ v7.2d }, [x25], x27
	ld1	{ v5.2d }, [x30], x7
	ld1	{ v15.2s }, [x4]
	ld1	{ v25.2s }, [x22]
	ld1	{ v7.2s }, [x17]
	ld1	{ v2.2s }, [x8]
	ld1	{ v14.2s }, [x16], x9
	ld1	{ v26.2s }, [x23], x9
	ld1	{ v17.2s }, [x12], x0
	ld1	{ v6.2s }, [x7], x2
	ld1	{ v4.4h }, [x28]
	ld1	{ v0.4h }, [x2]
	ld1	{ v30.4h }, [x14]
	ld1	{ v2.4h }, [x20]
	ld1	{ v19.4h }, [x10], #8
	ld1	{ v24.4h }, [x21], x17
	ld1	{ v4.4h }, [x22], x4
	ld1	{ v0.4h }, [x23], x20
	ld1	{ v8.4s }, [x15]
	ld1	{ v14.4s }, [x25]
	ld1	{ v19.4s }, [x0]
	ld1	{ v26.4s }, [x8]
	ld1	{ v16.4s }, [x12], x11
	ld1	{ v24.4s }, [x4], x30
	ld1	{ v29.4s }, [x24], x7
	ld1	{ v18.4s }, [x1], x9
	ld1	{ v19.8b }, [x11]
	ld1	{ v2.8b }, [x0]
	ld1	{ v8.8b }, [x14]
	ld1	{ v23.8b }, [x26]
	ld1	{ v2.8b }, [x1], x2
	ld1	{ v13.8b }, [x16], x29
	ld1	{ v16.8b }, [x4], x5
	ld1	{ v6.8b }, [x29], x16
	ld1	{ v18.8h }, [x30]
	ld1	{ v3.8h }, [x18]
	ld1	{ v13.8h }, [x20]
	ld1	{ v10.8h }, [x21]
	ld1	{ v20.8h }, [x7], x1
	ld1	{ v5.8h }, [x27], x21
	ld1	{ v28.8h }, [x13], x16
	ld1	{ v15.8h }, [x6], x6
	ld1r	{ v20.16b }, [x8]
	ld1r	{ v30.16b }, [x23]
	ld1r	{ v5.16b }, [x18]
	ld1r	{ v14.16b }, [x21]
	ld1r	{ v12.16b }, [x9], x15
	ld1r	{ v30.16b }, [x22], x8
	ld1r	{ v17.16b }, [x7], x5
	ld1r	{ v9.16b }, [x24], x16
	ld1r	{ v26.1d }, [x4]
	ld1r	{ v8.1d }, [x19]
	ld1r	{ v18.1d }, [x22]
	ld1r	{ v7.1d }, [sp]
	ld1r	{ v31.1d }, [x1], x6
	ld1r	{ v24.1d }, [x22], x11
	ld1r	{ v17.1d }, [x23], x29
	ld1r	{ v29.1d }, [x11], #8
	ld1r	{ v22.2d }, [x15]
	ld1r	{ v12.2d }, [x3]
	ld1r	{ v19.2d }, [x10]
	ld1r	{ v21.2d }, [x27]
	ld1r	{ v4.2d }, [sp], x30
	ld1r	{ v19.2d }, [x3], x18
	ld1r	{ v19.2d }, [x4], x9
	ld1r	{ v10.2d }, [x11], x9
	ld1r	{ v4.2s }, [x25]
	ld1r	{ v13.2s }, [x27]
	ld1r	{ v25.2s }, [x4]
	ld1r	{ v15.2s }, [x21]
	ld1r	{ v16.2s }, [x1], x23
	ld1r	{ v25.2s }, [x23], x27
	ld1r	{ v23.2s }, [x19], x11
	ld1r	{ v5.2s }, [x22], x3
	ld1r	{ v22.4h }, [x16]
	ld1r	{ v11.4h }, [x25]
	ld1r	{ v4.4h }, [x0]
	ld1r	{ v0.4h }, [x20]
	ld1r	{ v11.4h }, [x21], x30
	ld1r	{ v10.4h }, [x7], x19
	ld1r	{ v23.4h }, [x14], x0
	ld1r	{ v13.4h }, [x1], x22
	ld1r	{ v14.4s }, [x6]
	ld1r	{ v4.4s }, [x27]
	ld1r	{ v0.4s }, [x26]
	ld1r	{ v9.4s }, [x20]
	ld1r	{ v25.4s }, [x11], x22
	ld1r	{ v8.4s }, [x5], x15
	ld1r	{ v1.4s }, [x10], x5
	ld1r	{ v30.4s }, [x5], x4
	ld1r	{ v21.8b }, [x6]
	ld1r	{ v2.8b }, [x29]
	ld1r	{ v18.8b }, [sp]
	ld1r	{ v9.8b }, [x23]
	ld1r	{ v21.8b }, [x3], x14
	ld1r	{ v20.8b }, [x4], x7
	ld1r	{ v0.8b }, [x7], x12
	ld1r	{ v17.8b }, [x27], x14
	ld1r	{ v24.8h }, [x7]
	ld1r	{ v28.8h }, [x10]
	ld1r	{ v9.8h }, [x27]
	ld1r	{ v27.8h }, [x21]
	ld1r	{ v3.8h }, [x7], x16
	ld1r	{ v0.8h }, [x21], x10
	ld1r	{ v20.8h }, [x26], x1
	ld1r	{ v17.8h }, [x29], x6
	ld1	{ v30.16b, v31.16b, v0.16b }, [x14]
	ld1	{ v4.16b, v5.16b, v6.16b }, [x29]
	ld1	{ v6.16b, v7.16b, v8.16b }, [x28]
	ld1	{ v11.16b, v12.16b, v13.16b }, [x7]
	ld1	{ v8.16b, v9.16b, v10.16b }, [x11], x21
	ld1	{ v12.16b, v13.16b, v14.16b }, [x11], x28
	ld1	{ v19.16b, v20.16b, v21.16b }, [x9], x19
	ld1	{ v24.16b, v25.16b, v26.16b }, [x13], x23
	ld1	{ v11.1d, v12.1d, v13.1d }, [x25]
	ld1	{ v5.1d, v6.1d, v7.1d }, [x5]
	ld1	{ v5.1d, v6.1d, v7.1d }, [x4]
	ld1	{ v7.1d, v8.1d, v9.1d }, [x21]
	ld1	{ v4.1d, v5.1d, v6.1d }, [x28], #24
	ld1	{ v4.1d, v5.1d, v6.1d }, [x14], x26
	ld1	{ v9.1d, v10.1d, v11.1d }, [x2], x28
	ld1	{ v0.1d, v1.1d, v2.1d }, [x0], x25
	ld1	{ v29.2d, v30.2d, v31.2d }, [x28]
	ld1	{ v7.2d, v8.2d, v9.2d }, [x9]
	ld1	{ v30.2d, v31.2d, v0.2d }, [x11]
	ld1	{ v4.2d, v5.2d, v6.2d }, [x4]
	ld1	{ v14.2d, v15.2d, v16.2d }, [x23], x27
	ld1	{ v15.2d, v16.2d, v17.2d }, [x25], x25
	ld1	{ v15.2d, v16.2d, v17.2d }, [x7], x6
	ld1	{ v11.2d, v12.2d, v13.2d }, [x1], x22
	ld1	{ v31.2s, v0.2s, v1.2s }, [x11]
	ld1	{ v20.2s, v21.2s, v22.2s }, [x28]
	ld1	{ v12.2s, v13.2s, v14.2s }, [x30]
	ld1	{ v19.2s, v20.2s, v21.2s }, [x4]
	ld1	{ v29.2s, v30.2s, v31.2s }, [x11], x6
	ld1	{ v21.2s, v22.2s, v23.2s }, [x17], x24
	ld1	{ v10.2s, v11.2s, v12.2s }, [x12], x29
	ld1	{ v28.2s, v29.2s, v30.2s }, [x21], x14
	ld1	{ v22.4h, v23.4h, v24.4h }, [x8]
	ld1	{ v12.4h, v13.4h, v14.4h }, [x14]
	ld1	{ v19.4h, v20.4h, v21.4h }, [x22]
	ld1	{ v7.4h, v8.4h, v9.4h }, [x8]
	ld1	{ v23.4h, v24.4h, v25.4h }, [x4], x24
	ld1	{ v22.4h, v23.4h, v24.4h }, [x8], x1
	ld1	{ v16.4h, v17.4h, v18.4h }, [x22], x13
	ld1	{ v6.4h, v7.4h, v8.4h }, [x20], x17
	ld1	{ v19.4s, v20.4s, v21.4s }, [x22]
	ld1	{ v23.4s, v24.4s, v25.4s }, [x10]
	ld1	{ v2.4s, v3.4s, v4.4s }, [x30]
	ld1	{ v26.4s, v27.4s, v28.4s }, [x18]
	ld1	{ v14.4s, v15.4s, v16.4s }, [x7], x23
	ld1	{ v17.4s, v18.4s, v19.4s }, [x21], x13
	ld1	{ v7.4s, v8.4s, v9.4s }, [x9], x15
	ld1	{ v26.4s, v27.4s, v28.4s }, [x14], x8
	ld1	{ v1.8b, v2.8b, v3.8b }, [x28]
	ld1	{ v6.8b, v7.8b, v8.8b }, [x3]
	ld1	{ v8.8b, v9.8b, v10.8b }, [x8]
	ld1	{ v28.8b, v29.8b, v30.8b }, [x24]
	ld1	{ v9.8b, v10.8b, v11.8b }, [x15], x15
	ld1	{ v17.8b, v18.8b, v19.8b }, [x23], x10
	ld1	{ v19.8b, v20.8b, v21.8b }, [x24], x9
	ld1	{ v16.8b, v17.8b, v18.8b }, [x17], x24
	ld1	{ v9.8h, v10.8h, v11.8h }, [x27]
	ld1	{ v14.8h, v15.8h, v16.8h }, [x14]
	ld1	{ v2.8h, v3.8h, v4.8h }, [x19]
	ld1	{ v27.8h, v28.8h, v29.8h }, [x3]
	ld1	{ v30.8h, v31.8h, v0.8h }, [x12], x3
	ld1	{ v27.8h, v28.8h, v29.8h }, [x23], x21
	ld1	{ v20.8h, v21.8h, v22.8h }, [x11], x30
	ld1	{ v20.8h, v21.8h, v22.8h }, [x19], x6
	ld1	{ v30.16b, v31.16b }, [x8]
	ld1	{ v14.16b, v15.16b }, [x15]
	ld1	{ v24.16b, v25.16b }, [x6]
	ld1	{ v5.16b, v6.16b }, [x15]
	ld1	{ v24.16b, v25.16b }, [x15], x14
	ld1	{ v27.16b, v28.16b }, [x12], x19
	ld1	{ v26.16b, v27.16b }, [x9], x0
	ld1	{ v18.16b, v19.16b }, [x11], x5
	ld1	{ v4.1d, v5.1d }, [x29]
	ld1	{ v18.1d, v19.1d }, [x9]
	ld1	{ v26.1d, v27.1d }, [x3]
	ld1	{ v4.1d, v5.1d }, [x28]
	ld1	{ v3.1d, v4.1d }, [x6], x2
	ld1	{ v5.1d, v6.1d }, [x10], x16
	ld1	{ v16.1d, v17.1d }, [x5], x5
	ld1	{ v31.1d, v0.1d }, [x21], x29
	ld1	{ v21.2d, v22.2d }, [x26]
	ld1	{ v27.2d, v28.2d }, [x15]
	ld1	{ v20.2d, v21.2d }, [x5]
	ld1	{ v17.2d, v18.2d }, [x22]
	ld1	{ v25.2d, v26.2d }, [x25], x19
	ld1	{ v3.2d, v4.2d }, [x0], x1
	ld1	{ v12.2d, v13.2d }, [x13], x18
	ld1	{ v22.2d, v23.2d }, [x20], x30
	ld1	{ v17.2s, v18.2s }, [x27]
	ld1	{ v2.2s, v3.2s }, [x3]
	ld1	{ v3.2s, v4.2s }, [x7]
	ld1	{ v11.2s, v12.2s }, [x14]
	ld1	{ v10.2s, v11.2s }, [x19], x2
	ld1	{ v31.2s, v0.2s }, [x16], x15
	ld1	{ v21.2s, v22.2s }, [x4], x19
	ld1	{ v24.2s, v25.2s }, [x7], x14
	ld1	{ v3.4h, v4.4h }, [x7]
	ld1	{ v3.4h, v4.4h }, [x24]
	ld1	{ v11.4h, v12.4h }, [x29]
	ld1	{ v18.4h, v19.4h }, [x8]
	ld1	{ v20.4h, v21.4h }, [x29], #16
	ld1	{ v29.4h, v30.4h }, [x1], x16
	ld1	{ v28.4h, v29.4h }, [x18], x11
	ld1	{ v17.4h, v18.4h }, [x4], x28
	ld1	{ v24.4s, v25.4s }, [sp]
	ld1	{ v14.4s, v15.4s }, [x1]
	ld1	{ v13.4s, v14.4s }, [x22]
	ld1	{ v27.4s, v28.4s }, [x27]
	ld1	{ v15.4s, v16.4s }, [x7], x11
	ld1	{ v17.4s, v18.4s }, [x30], x7
	ld1	{ v23.4s, v24.4s }, [x24], x2
	ld1	{ v20.4s, v21.4s }, [x20], x4
	ld1	{ v24.8b, v25.8b }, [x3]
	ld1	{ v9.8b, v10.8b }, [x30]
	ld1	{ v6.8b, v7.8b }, [x29]
	ld1	{ v15.8b, v16.8b }, [x15]
	ld1	{ v11.8b, v12.8b }, [x0], x26
	ld1	{ v30.8b, v31.8b }, [x7], x3
	ld1	{ v26.8b, v27.8b }, [x21], x15
	ld1	{ v1.8b, v2.8b }, [x26], x6
	ld1	{ v16.8h, v17.8h }, [x5]
	ld1	{ v23.8h, v24.8h }, [x22]
	ld1	{ v5.8h, v6.8h }, [x24]
	ld1	{ v1.8h, v2.8h }, [x4]
	ld1	{ v21.8h, v22.8h }, [x12], #32
	ld1	{ v28.8h, v29.8h }, [x17], x13
	ld1	{ v3.8h, v4.8h }, [x23], x1
	ld1	{ v24.8h, v25.8h }, [x26], x27
	ld1	{ v28.b }[0], [x13]
	ld1	{ v15.b }[6], [x6]
	ld1	{ v2.b }[10], [x4]
	ld1	{ v20.b }[13], [x29]
	ld1	{ v28.b }[1], [x13], x17
	ld1	{ v17.b }[2], [x14], x24
	ld1	{ v8.b }[15], [x14], x17
	ld1	{ v5.b }[0], [x13], #1
	ld1	{ v9.d }[0], [x16]
	ld1	{ v25.d }[1], [x10]
	ld1	{ v14.d }[0], [x26]
	ld1	{ v24.d }[0], [x3]
	ld1	{ v18.d }[1], [x23], x3
	ld1	{ v9.d }[0], [x12], x7
	ld1	{ v22.d }[0], [x5], x27
	ld1	{ v24.d }[0], [x6], x11
	ld1	{ v26.h }[0], [x24]
	ld1	{ v3.h }[0], [x0]
	ld1	{ v17.h }[5], [sp]
	ld1	{ v29.h }[0], [x5]
	ld1	{ v25.h }[7], [x20], x28
	ld1	{ v5.h }[7], [x28], x13
	ld1	{ v9.h }[3], [x11], x18
	ld1	{ v1.h }[4], [x2], x26
	ld1	{ v25.s }[0], [x10]
	ld1	{ v25.s }[2], [x15]
	ld1	{ v9.s }[0], [x0]
	ld1	{ v17.s }[2], [x3]
	ld1	{ v8.s }[0], [x20], x8
	ld1	{ v27.s }[2], [x25], x27
	ld1	{ v0.s }[3], [x21], x7
	ld1	{ v23.s }[3], [x30], x8
	ld2r	{ v3.16b, v4.16b }, [x16]
	ld2r	{ v13.16b, v14.16b }, [x27]
	ld2r	{ v0.16b, v1.16b }, [x13]
	ld2r	{ v1.16b, v2.16b }, [x2]
	ld2r	{ v13.16b, v14.16b }, [x9], x20
	ld2r	{ v28.16b, v29.16b }, [x5], x23
	ld2r	{ v1.16b, v2.16b }, [x12], x14
	ld2r	{ v5.16b, v6.16b }, [sp], x20
	ld2r	{ v8.1d, v9.1d }, [x18]
	ld2r	{ v3.1d, v4.1d }, [x4]
	ld2r	{ v17.1d, v18.1d }, [x16]
	ld2r	{ v2.1d, v3.1d }, [x22]
	ld2r	{ v6.1d, v7.1d }, [x11], #16
	ld2r	{ v13.1d, v14.1d }, [x24], x5
	ld2r	{ v28.1d, v29.1d }, [x18], x22
	ld2r	{ v6.1d, v7.1d }, [x25], x4
	ld2r	{ v31.2d, v0.2d }, [sp]
	ld2r	{ v9.2d, v10.2d }, [x14]
	ld2r	{ v18.2d, v19.2d }, [x1]
	ld2r	{ v22.2d, v23.2d }, [x4]
	ld2r	{ v15.2d, v16.2d }, [sp], x24
	ld2r	{ v14.2d, v15.2d }, [x18], x21
	ld2r	{ v18.2d, v19.2d }, [x16], x21
	ld2r	{ v30.2d, v31.2d }, [x14], x3
	ld2r	{ v14.2s, v15.2s }, [x18]
	ld2r	{ v3.2s, v4.2s }, [x8]
	ld2r	{ v29.2s, v30.2s }, [x12]
	ld2r	{ v5.2s, v6.2s }, [x30]
	ld2r	{ v31.2s, v0.2s }, [x20], x3
	ld2r	{ v4.2s, v5.2s }, [x29], x23
	ld2r	{ v26.2s, v27.2s }, [x26], x0
	ld2r	{ v3.2s, v4.2s }, [x12], x23
	ld2r	{ v27.4h, v28.4h }, [x19]
	ld2r	{ v24.4h, v25.4h }, [x23]
	ld2r	{ v7.4h, v8.4h }, [x26]
	ld2r	{ v25.4h, v26.4h }, [x11]
	ld2r	{ v27.4h, v28.4h }, [x8], x10
	ld2r	{ v4.4h, v5.4h }, [x12], x10
	ld2r	{ v3.4h, v4.4h }, [x0], x7
	ld2r	{ v6.4h, v7.4h }, [x21], x10
	ld2r	{ v21.4s, v22.4s }, [x30]
	ld2r	{ v11.4s, v12.4s }, [x13]
	ld2r	{ v6.4s, v7.4s }, [x23]
	ld2r	{ v12.4s, v13.4s }, [x26]
	ld2r	{ v22.4s, v23.4s }, [x1], x5
	ld2r	{ v23.4s, v24.4s }, [x17], x17
	ld2r	{ v31.4s, v0.4s }, [x10], x14
	ld2r	{ v1.4s, v2.4s }, [x29], x2
	ld2r	{ v27.8b, v28.8b }, [x15]
	ld2r	{ v3.8b, v4.8b }, [x16]
	ld2r	{ v21.8b, v22.8b }, [x28]
	ld2r	{ v30.8b, v31.8b }, [x28]
	ld2r	{ v4.8b, v5.8b }, [x16], x4
	ld2r	{ v30.8b, v31.8b }, [x3], #2
	ld2r	{ v10.8b, v11.8b }, [x19], x27
	ld2r	{ v28.8b, v29.8b }, [x13], x22
	ld2r	{ v7.8h, v8.8h }, [x21]
	ld2r	{ v9.8h, v10.8h }, [x26]
	ld2r	{ v21.8h, v22.8h }, [x8]
	ld2r	{ v25.8h, v26.8h }, [x15]
	ld2r	{ v18.8h, v19.8h }, [x21], x2
	ld2r	{ v30.8h, v31.8h }, [x24], x4
	ld2r	{ v23.8h, v24.8h }, [x14], x5
	ld2r	{ v18.8h, v19.8h }, [x1], x29
	ld2	{ v19.b, v20.b }[3], [x15]
	ld2	{ v28.b, v29.b }[6], [x23]
	ld2	{ v20.b, v21.b }[15], [x23]
	ld2	{ v18.b, v19.b }[15], [x21]
	ld2	{ v9.b, v10.b }[11], [x28], x2
	ld2	{ v4.b, v5.b }[2], [x14], x5
	ld2	{ v22.b, v23.b }[0], [x2], x7
	ld2	{ v27.b, v28.b }[8], [x26], x18
	ld2	{ v21.d, v22.d }[0], [x19]
	ld2	{ v17.d, v18.d }[0], [x22]
	ld2	{ v29.d, v30.d }[1], [x15]
	ld2	{ v29.d, v30.d }[1], [sp]
	ld2	{ v2.d, v3.d }[0], [x16], x28
	ld2	{ v12.d, v13.d }[1], [x25], x9
	ld2	{ v26.d, v27.d }[0], [x1], x7
	ld2	{ v30.d, v31.d }[1], [x26], x2
	ld2	{ v21.h, v22.h }[7], [x19]
	ld2	{ v6.h, v7.h }[6], [x10]
	ld2	{ v20.h, v21.h }[3], [x23]
	ld2	{ v0.h, v1.h }[6], [x28]
	ld2	{ v4.h, v5.h }[4], [x15], x18
	ld2	{ v22.h, v23.h }[6], [x2], x10
	ld2	{ v13.h, v14.h }[0], [x12], x14
	ld2	{ v16.h, v17.h }[3], [x16], x12
	ld2	{ v31.s, v0.s }[3], [x26]
	ld2	{ v5.s, v6.s }[2], [x22]
	ld2	{ v15.s, v16.s }[1], [x22]
	ld2	{ v24.s, v25.s }[0], [x9]
	ld2	{ v17.s, v18.s }[2], [x4], x13
	ld2	{ v14.s, v15.s }[2], [x8], x30
	ld2	{ v13.s, v14.s }[1], [x3], x7
	ld2	{ v29.s, v30.s }[1], [x9], x12
	ld2	{ v24.16b, v25.16b }, [x4]
	ld2	{ v5.16b, v6.16b }, [x23]
	ld2	{ v23.16b, v24.16b }, [x7]
	ld2	{ v0.16b, v1.16b }, [x20]
	ld2	{ v30.16b, v31.16b }, [x14], x22
	ld2	{ v7.16b, v8.16b }, [x2], x17
	ld2	{ v17.16b, v18.16b }, [x6], #32
	ld2	{ v23.16b, v24.16b }, [x12], x5
	ld2	{ v24.2d, v25.2d }, [x14]
	ld2	{ v27.2d, v28.2d }, [x0]
	ld2	{ v5.2d, v6.2d }, [x5]
	ld2	{ v6.2d, v7.2d }, [x20]
	ld2	{ v9.2d, v10.2d }, [x7], x8
	ld2	{ v22.2d, v23.2d }, [x21], x22
	ld2	{ v23.2d, v24.2d }, [x18], x14
	ld2	{ v17.2d, v18.2d }, [x17], x25
	ld2	{ v18.2s, v19.2s }, [x3]
	ld2	{ v26.2s, v27.2s }, [x7]
	ld2	{ v29.2s, v30.2s }, [x13]
	ld2	{ v8.2s, v9.2s }, [x14]
	ld2	{ v26.2s, v27.2s }, [x16], x0
	ld2	{ v29.2s, v30.2s }, [x19], x24
	ld2	{ v28.2s, v29.2s }, [x5], x2
	ld2	{ v16.2s, v17.2s }, [x26], x11
	ld2	{ v21.4h, v22.4h }, [x27]
	ld2	{ v10.4h, v11.4h }, [x30]
	ld2	{ v5.4h, v6.4h }, [x10]
	ld2	{ v7.4h, v8.4h }, [x14]
	ld2	{ v19.4h, v20.4h }, [x22], x2
	ld2	{ v26.4h, v27.4h }, [x13], x29
	ld2	{ v23.4h, v24.4h }, [x10], x20
	ld2	{ v4.4h, v5.4h }, [x12], x12
	ld2	{ v19.4s, v20.4s }, [x13]
	ld2	{ v4.4s, v5.4s }, [x16]
	ld2	{ v20.4s, v21.4s }, [x26]
	ld2	{ v25.4s, v26.4s }, [x1]
	ld2	{ v28.4s, v29.4s }, [x19], x4
	ld2	{ v9.4s, v10.4s }, [x12], x0
	ld2	{ v6.4s, v7.4s }, [x25], x9
	ld2	{ v30.4s, v31.4s }, [x4], x2
	ld2	{ v1.8b, v2.8b }, [x26]
	ld2	{ v31.8b, v0.8b }, [x23]
	ld2	{ v20.8b, v21.8b }, [x1]
	ld2	{ v18.8b, v19.8b }, [x7]
	ld2	{ v20.8b, v21.8b }, [x21], #16
	ld2	{ v30.8b, v31.8b }, [sp], x24
	ld2	{ v22.8b, v23.8b }, [x29], x12
	ld2	{ v9.8b, v10.8b }, [x9], x29
	ld2	{ v17.8h, v18.8h }, [x25]
	ld2	{ v19.8h, v20.8h }, [x27]
	ld2	{ v12.8h, v13.8h }, [x8]
	ld2	{ v27.8h, v28.8h }, [x14]
	ld2	{ v28.8h, v29.8h }, [x8], x4
	ld2	{ v31.8h, v0.8h }, [x9], x1
	ld2	{ v26.8h, v27.8h }, [x5], x2
	ld2	{ v31.8h, v0.8h }, [x23], x21
	ld3r	{ v29.16b, v30.16b, v31.16b }, [x15]
	ld3r	{ v24.16b, v25.16b, v26.16b }, [x25]
	ld3r	{ v28.16b, v29.16b, v30.16b }, [x4]
	ld3r	{ v6.16b, v7.16b, v8.16b }, [x25]
	ld3r	{ v16.16b, v17.16b, v18.16b }, [x20], x7
	ld3r	{ v3.16b, v4.16b, v5.16b }, [x8], x16
	ld3r	{ v9.16b, v10.16b, v11.16b }, [sp], x10
	ld3r	{ v28.16b, v29.16b, v30.16b }, [x9], x24
	ld3r	{ v17.1d, v18.1d, v19.1d }, [x18]
	ld3r	{ v1.1d, v2.1d, v3.1d }, [x0]
	ld3r	{ v29.1d, v30.1d, v31.1d }, [x11]
	ld3r	{ v15.1d, v16.1d, v17.1d }, [x0]
	ld3r	{ v1.1d, v2.1d, v3.1d }, [x0], x3
	ld3r	{ v24.1d, v25.1d, v26.1d }, [x19], x19
	ld3r	{ v24.1d, v25.1d, v26.1d }, [x24], x23
	ld3r	{ v16.1d, v17.1d, v18.1d }, [x16], x12
	ld3r	{ v20.2d, v21.2d, v22.2d }, [x25]
	ld3r	{ v30.2d, v31.2d, v0.2d }, [x4]
	ld3r	{ v9.2d, v10.2d, v11.2d }, [x11]
	ld3r	{ v4.2d, v5.2d, v6.2d }, [x25]
	ld3r	{ v27.2d, v28.2d, v29.2d }, [x24], x1
	ld3r	{ v14.2d, v15.2d, v16.2d }, [x0], x16
	ld3r	{ v12.2d, v13.2d, v14.2d }, [x5], x12
	ld3r	{ v7.2d, v8.2d, v9.2d }, [x10], x16
	ld3r	{ v30.2s, v31.2s, v0.2s }, [x8]
	ld3r	{ v24.2s, v25.2s, v26.2s }, [x14]
	ld3r	{ v18.2s, v19.2s, v20.2s }, [x14]
	ld3r	{ v2.2s, v3.2s, v4.2s }, [x25]
	ld3r	{ v23.2s, v24.2s, v25.2s }, [x7], x18
	ld3r	{ v18.2s, v19.2s, v20.2s }, [x7], x2
	ld3r	{ v13.2s, v14.2s, v15.2s }, [x12], x30
	ld3r	{ v23.2s, v24.2s, v25.2s }, [x14], x1
	ld3r	{ v6.4h, v7.4h, v8.4h }, [x4]
	ld3r	{ v1.4h, v2.4h, v3.4h }, [x12]
	ld3r	{ v6.4h, v7.4h, v8.4h }, [x20]
	ld3r	{ v0.4h, v1.4h, v2.4h }, [x21]
	ld3r	{ v4.4h, v5.4h, v6.4h }, [x30], #6
	ld3r	{ v12.4h, v13.4h, v14.4h }, [x21], x29
	ld3r	{ v11.4h, v12.4h, v13.4h }, [x1], x5
	ld3r	{ v14.4h, v15.4h, v16.4h }, [x18], x1
	ld3r	{ v13.4s, v14.4s, v15.4s }, [sp]
	ld3r	{ v12.4s, v13.4s, v14.4s }, [x13]
	ld3r	{ v13.4s, v14.4s, v15.4s }, [x22]
	ld3r	{ v29.4s, v30.4s, v31.4s }, [x14]
	ld3r	{ v26.4s, v27.4s, v28.4s }, [x20], x13
	ld3r	{ v14.4s, v15.4s, v16.4s }, [x11], x18
	ld3r	{ v29.4s, v30.4s, v31.4s }, [x10], x24
	ld3r	{ v26.4s, v27.4s, v28.4s }, [x29], x10
	ld3r	{ v28.8b, v29.8b, v30.8b }, [x28]
	ld3r	{ v11.8b, v12.8b, v13.8b }, [x22]
	ld3r	{ v31.8b, v0.8b, v1.8b }, [x24]
	ld3r	{ v10.8b, v11.8b, v12.8b }, [x20]
	ld3r	{ v18.8b, v19.8b, v20.8b }, [x15], x9
	ld3r	{ v0.8b, v1.8b, v2.8b }, [x28], x6
	ld3r	{ v7.8b, v8.8b, v9.8b }, [x1], x15
	ld3r	{ v9.8b, v10.8b, v11.8b }, [x25], x1
	ld3r	{ v13.8h, v14.8h, v15.8h }, [x13]
	ld3r	{ v7.8h, v8.8h, v9.8h }, [x25]
	ld3r	{ v8.8h, v9.8h, v10.8h }, [x1]
	ld3r	{ v14.8h, v15.8h, v16.8h }, [x30]
	ld3r	{ v7.8h, v8.8h, v9.8h }, [x20], x16
	ld3r	{ v28.8h, v29.8h, v30.8h }, [x17], x5
	ld3r	{ v12.8h, v13.8h, v14.8h }, [x17], x9
	ld3r	{ v21.8h, v22.8h, v23.8h }, [x26], x7
	ld3	{ v6.b, v7.b, v8.b }[0], [x16]
	ld3	{ v19.b, v20.b, v21.b }[15], [x14]
	ld3	{ v19.b, v20.b, v21.b }[9], [x29]
	ld3	{ v12.b, v13.b, v14.b }[15], [x17]
	ld3	{ v5.b, v6.b, v7.b }[15], [x17], x27
	ld3	{ v17.b, v18.b, v19.b }[15], [x30], x25
	ld3	{ v16.b, v17.b, v18.b }[0], [x12], x12
	ld3	{ v16.b, v17.b, v18.b }[11], [x17], x27
	ld3	{ v9.d, v10.d, v11.d }[0], [x7]
	ld3	{ v2.d, v3.d, v4.d }[1], [x20]
	ld3	{ v12.d, v13.d, v14.d }[1], [x19]
	ld3	{ v17.d, v18.d, v19.d }[0], [x17]
	ld3	{ v0.d, v1.d, v2.d }[1], [x15], #24
	ld3	{ v31.d, v0.d, v1.d }[1], [x13], x13
	ld3	{ v23.d, v24.d, v25.d }[0], [x0], x7
	ld3	{ v17.d, v18.d, v19.d }[1], [sp], x24
	ld3	{ v27.h, v28.h, v29.h }[7], [x27]
	ld3	{ v29.h, v30.h, v31.h }[7], [x6]
	ld3	{ v26.h, v27.h, v28.h }[7], [x12]
	ld3	{ v4.h, v5.h, v6.h }[1], [x15]
	ld3	{ v14.h, v15.h, v16.h }[5], [x29], x7
	ld3	{ v18.h, v19.h, v20.h }[4], [x15], x4
	ld3	{ v11.h, v12.h, v13.h }[0], [x11], x7
	ld3	{ v31.h, v0.h, v1.h }[2], [x16], x2
	ld3	{ v24.s, v25.s, v26.s }[0], [x23]
	ld3	{ v25.s, v26.s, v27.s }[1], [x5]
	ld3	{ v27.s, v28.s, v29.s }[0], [x4]
	ld3	{ v10.s, v11.s, v12.s }[0], [x12]
	ld3	{ v21.s, v22.s, v23.s }[2], [x16], x1
	ld3	{ v10.s, v11.s, v12.s }[1], [x3], x0
	ld3	{ v2.s, v3.s, v4.s }[3], [x0], x13
	ld3	{ v18.s, v19.s, v20.s }[1], [x23], #12
	ld3	{ v0.16b, v1.16b, v2.16b }, [x1]
	ld3	{ v31.16b, v0.16b, v1.16b }, [x12]
	ld3	{ v5.16b, v6.16b, v7.16b }, [x6]
	ld3	{ v11.16b, v12.16b, v13.16b }, [x7]
	ld3	{ v23.16b, v24.16b, v25.16b }, [x8], x13
	ld3	{ v31.16b, v0.16b, v1.16b }, [x28], x23
	ld3	{ v29.16b, v30.16b, v31.16b }, [x5], x6
	ld3	{ v23.16b, v24.16b, v25.16b }, [x24], x8
	ld3	{ v21.2d, v22.2d, v23.2d }, [x14]
	ld3	{ v19.2d, v20.2d, v21.2d }, [x16]
	ld3	{ v30.2d, v31.2d, v0.2d }, [x3]
	ld3	{ v29.2d, v30.2d, v31.2d }, [x13]
	ld3	{ v25.2d, v26.2d, v27.2d }, [x22], x7
	ld3	{ v16.2d, v17.2d, v18.2d }, [x24], x20
	ld3	{ v29.2d, v30.2d, v31.2d }, [x5], x25
	ld3	{ v18.2d, v19.2d, v20.2d }, [x22], x12
	ld3	{ v30.2s, v31.2s, v0.2s }, [x14]
	ld3	{ v18.2s, v19.2s, v20.2s }, [x8]
	ld3	{ v23.2s, v24.2s, v25.2s }, [x4]
	ld3	{ v23.2s, v24.2s, v25.2s }, [x14]
	ld3	{ v24.2s, v25.2s, v26.2s }, [x9], x19
	ld3	{ v27.2s, v28.2s, v29.2s }, [x29], x12
	ld3	{ v3.2s, v4.2s, v5.2s }, [x22], x8
	ld3	{ v22.2s, v23.2s, v24.2s }, [x3], x16
	ld3	{ v30.4h, v31.4h, v0.4h }, [x19]
	ld3	{ v19.4h, v20.4h, v21.4h }, [x17]
	ld3	{ v10.4h, v11.4h, v12.4h }, [x10]
	ld3	{ v4.4h, v5.4h, v6.4h }, [x10]
	ld3	{ v2.4h, v3.4h, v4.4h }, [x16], x5
	ld3	{ v20.4h, v21.4h, v22.4h }, [x1], x19
	ld3	{ v2.4h, v3.4h, v4.4h }, [sp], x28
	ld3	{ v9.4h, v10.4h, v11.4h }, [x20], x13
	ld3	{ v14.4s, v15.4s, v16.4s }, [x13]
	ld3	{ v18.4s, v19.4s, v20.4s }, [x15]
	ld3	{ v19.4s, v20.4s, v21.4s }, [x24]
	ld3	{ v16.4s, v17.4s, v18.4s }, [x3]
	ld3	{ v15.4s, v16.4s, v17.4s }, [x19], x3
	ld3	{ v10.4s, v11.4s, v12.4s }, [x7], x18
	ld3	{ v25.4s, v26.4s, v27.4s }, [x29], x7
	ld3	{ v5.4s, v6.4s, v7.4s }, [x16], x6
	ld3	{ v10.8b, v11.8b, v12.8b }, [x28]
	ld3	{ v1.8b, v2.8b, v3.8b }, [x25]
	ld3	{ v19.8b, v20.8b, v21.8b }, [x2]
	ld3	{ v19.8b, v20.8b, v21.8b }, [x3]
	ld3	{ v11.8b, v12.8b, v13.8b }, [x0], x26
	ld3	{ v21.8b, v22.8b, v23.8b }, [x5], x16
	ld3	{ v10.8b, v11.8b, v12.8b }, [x6], x17
	ld3	{ v0.8b, v1.8b, v2.8b }, [x13], x8
	ld3	{ v13.8h, v14.8h, v15.8h }, [x3]
	ld3	{ v20.8h, v21.8h, v22.8h }, [x21]
	ld3	{ v4.8h, v5.8h, v6.8h }, [x11]
	ld3	{ v11.8h, v12.8h, v13.8h }, [x21]
	ld3	{ v21.8h, v22.8h, v23.8h }, [x9], x5
	ld3	{ v1.8h, v2.8h, v3.8h }, [x8], x12
	ld3	{ v2.8h, v3.8h, v4.8h }, [x2], x24
	ld3	{ v1.8h, v2.8h, v3.8h }, [x29], x4
	ld4r	{ v0.16b, v1.16b, v2.16b, v3.16b }, [x23]
	ld4r	{ v5.16b, v6.16b, v7.16b, v8.16b }, [x15]
	ld4r	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x2]
	ld4r	{ v24.16b, v25.16b, v26.16b, v27.16b }, [x29]
	ld4r	{ v5.16b, v6.16b, v7.16b, v8.16b }, [x8], x9
	ld4r	{ v0.16b, v1.16b, v2.16b, v3.16b }, [x10], x6
	ld4r	{ v0.16b, v1.16b, v2.16b, v3.16b }, [x17], x27
	ld4r	{ v15.16b, v16.16b, v17.16b, v18.16b }, [x26], x12
	ld4r	{ v9.1d, v10.1d, v11.1d, v12.1d }, [x4]
	ld4r	{ v30.1d, v31.1d, v0.1d, v1.1d }, [x15]
	ld4r	{ v3.1d, v4.1d, v5.1d, v6.1d }, [x9]
	ld4r	{ v18.1d, v19.1d, v20.1d, v21.1d }, [x29]
	ld4r	{ v2.1d, v3.1d, v4.1d, v5.1d }, [x4], x6
	ld4r	{ v18.1d, v19.1d, v20.1d, v21.1d }, [x17], x8
	ld4r	{ v0.1d, v1.1d, v2.1d, v3.1d }, [x20], x15
	ld4r	{ v5.1d, v6.1d, v7.1d, v8.1d }, [x17], x25
	ld4r	{ v11.2d, v12.2d, v13.2d, v14.2d }, [x18]
	ld4r	{ v6.2d, v7.2d, v8.2d, v9.2d }, [x12]
	ld4r	{ v17.2d, v18.2d, v19.2d, v20.2d }, [x16]
	ld4r	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x22]
	ld4r	{ v21.2d, v22.2d, v23.2d, v24.2d }, [x7], x29
	ld4r	{ v12.2d, v13.2d, v14.2d, v15.2d }, [x13], x15
	ld4r	{ v11.2d, v12.2d, v13.2d, v14.2d }, [x30], x4
	ld4r	{ v6.2d, v7.2d, v8.2d, v9.2d }, [x9], x3
	ld4r	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x27]
	ld4r	{ v6.2s, v7.2s, v8.2s, v9.2s }, [x27]
	ld4r	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x28]
	ld4r	{ v13.2s, v14.2s, v15.2s, v16.2s }, [x20]
	ld4r	{ v22.2s, v23.2s, v24.2s, v25.2s }, [x11], x6
	ld4r	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x12], x11
	ld4r	{ v11.2s, v12.2s, v13.2s, v14.2s }, [x17], x20
	ld4r	{ v31.2s, v0.2s, v1.2s, v2.2s }, [x13], x22
	ld4r	{ v13.4h, v14.4h, v15.4h, v16.4h }, [x20]
	ld4r	{ v17.4h, v18.4h, v19.4h, v20.4h }, [x20]
	ld4r	{ v0.4h, v1.4h, v2.4h, v3.4h }, [x8]
	ld4r	{ v16.4h, v17.4h, v18.4h, v19.4h }, [x23]
	ld4r	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x7], x3
	ld4r	{ v28.4h, v29.4h, v30.4h, v31.4h }, [x0], x15
	ld4r	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x20], x14
	ld4r	{ v24.4h, v25.4h, v26.4h, v27.4h }, [x24], x25
	ld4r	{ v19.4s, v20.4s, v21.4s, v22.4s }, [x7]
	ld4r	{ v18.4s, v19.4s, v20.4s, v21.4s }, [x30]
	ld4r	{ v16.4s, v17.4s, v18.4s, v19.4s }, [x27]
	ld4r	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x17]
	ld4r	{ v10.4s, v11.4s, v12.4s, v13.4s }, [x21], x19
	ld4r	{ v19.4s, v20.4s, v21.4s, v22.4s }, [x1], x20
	ld4r	{ v6.4s, v7.4s, v8.4s, v9.4s }, [x7], x17
	ld4r	{ v8.4s, v9.4s, v10.4s, v11.4s }, [x7], x29
	ld4r	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x9]
	ld4r	{ v13.8b, v14.8b, v15.8b, v16.8b }, [x24]
	ld4r	{ v14.8b, v15.8b, v16.8b, v17.8b }, [x17]
	ld4r	{ v21.8b, v22.8b, v23.8b, v24.8b }, [sp]
	ld4r	{ v9.8b, v10.8b, v11.8b, v12.8b }, [x25], x18
	ld4r	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x20], x13
	ld4r	{ v0.8b, v1.8b, v2.8b, v3.8b }, [x17], x30
	ld4r	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x21], x1
	ld4r	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x10]
	ld4r	{ v0.8h, v1.8h, v2.8h, v3.8h }, [x8]
	ld4r	{ v20.8h, v21.8h, v22.8h, v23.8h }, [x25]
	ld4r	{ v9.8h, v10.8h, v11.8h, v12.8h }, [x9]
	ld4r	{ v18.8h, v19.8h, v20.8h, v21.8h }, [x0], x1
	ld4r	{ v4.8h, v5.8h, v6.8h, v7.8h }, [x20], x0
	ld4r	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x11], #8
	ld4r	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x18], x18
	ld4	{ v21.b, v22.b, v23.b, v24.b }[0], [x20]
	ld4	{ v11.b, v12.b, v13.b, v14.b }[9], [x10]
	ld4	{ v10.b, v11.b, v12.b, v13.b }[0], [x17]
	ld4	{ v2.b, v3.b, v4.b, v5.b }[6], [x20]
	ld4	{ v23.b, v24.b, v25.b, v26.b }[8], [x1], x30
	ld4	{ v4.b, v5.b, v6.b, v7.b }[1], [x28], x23
	ld4	{ v7.b, v8.b, v9.b, v10.b }[0], [x27], x0
	ld4	{ v29.b, v30.b, v31.b, v0.b }[2], [x24], x16
	ld4	{ v22.d, v23.d, v24.d, v25.d }[1], [x2]
	ld4	{ v29.d, v30.d, v31.d, v0.d }[0], [x23]
	ld4	{ v12.d, v13.d, v14.d, v15.d }[0], [x2]
	ld4	{ v8.d, v9.d, v10.d, v11.d }[1], [x29]
	ld4	{ v14.d, v15.d, v16.d, v17.d }[0], [x10], x6
	ld4	{ v26.d, v27.d, v28.d, v29.d }[0], [x19], x1
	ld4	{ v2.d, v3.d, v4.d, v5.d }[0], [x22], x7
	ld4	{ v7.d, v8.d, v9.d, v10.d }[1], [x24], x25
	ld4	{ v2.h, v3.h, v4.h, v5.h }[7], [x28]
	ld4	{ v22.h, v23.h, v24.h, v25.h }[0], [x9]
	ld4	{ v7.h, v8.h, v9.h, v10.h }[1], [x5]
	ld4	{ v23.h, v24.h, v25.h, v26.h }[0], [x8]
	ld4	{ v19.h, v20.h, v21.h, v22.h }[7], [x20], x24
	ld4	{ v23.h, v24.h, v25.h, v26.h }[0], [x29], x7
	ld4	{ v0.h, v1.h, v2.h, v3.h }[6], [x30], x29
	ld4	{ v21.h, v22.h, v23.h, v24.h }[5], [x17], x29
	ld4	{ v6.s, v7.s, v8.s, v9.s }[0], [x5]
	ld4	{ v20.s, v21.s, v22.s, v23.s }[1], [x9]
	ld4	{ v12.s, v13.s, v14.s, v15.s }[0], [x4]
	ld4	{ v17.s, v18.s, v19.s, v20.s }[3], [x5]
	ld4	{ v30.s, v31.s, v0.s, v1.s }[0], [x3], x15
	ld4	{ v0.s, v1.s, v2.s, v3.s }[1], [x2], x4
	ld4	{ v3.s, v4.s, v5.s, v6.s }[3], [x19], x27
	ld4	{ v3.s, v4.s, v5.s, v6.s }[3], [x2], x24
	ld4	{ v1.16b, v2.16b, v3.16b, v4.16b }, [x1]
	ld4	{ v22.16b, v23.16b, v24.16b, v25.16b }, [x22]
	ld4	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x3]
	ld4	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x17]
	ld4	{ v7.16b, v8.16b, v9.16b, v10.16b }, [x1], x8
	ld4	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x25], #64
	ld4	{ v1.16b, v2.16b, v3.16b, v4.16b }, [sp], x3
	ld4	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x22], x26
	ld4	{ v6.2d, v7.2d, v8.2d, v9.2d }, [x12]
	ld4	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x28]
	ld4	{ v12.2d, v13.2d, v14.2d, v15.2d }, [x8]
	ld4	{ v11.2d, v12.2d, v13.2d, v14.2d }, [x19]
	ld4	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x9], x11
	ld4	{ v29.2d, v30.2d, v31.2d, v0.2d }, [x8], x7
	ld4	{ v0.2d, v1.2d, v2.2d, v3.2d }, [x30], x15
	ld4	{ v24.2d, v25.2d, v26.2d, v27.2d }, [x25], x21
	ld4	{ v31.2s, v0.2s, v1.2s, v2.2s }, [x25]
	ld4	{ v28.2s, v29.2s, v30.2s, v31.2s }, [x23]
	ld4	{ v6.2s, v7.2s, v8.2s, v9.2s }, [x9]
	ld4	{ v24.2s, v25.2s, v26.2s, v27.2s }, [x7]
	ld4	{ v4.2s, v5.2s, v6.2s, v7.2s }, [x28], x14
	ld4	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x27], x9
	ld4	{ v0.2s, v1.2s, v2.2s, v3.2s }, [x13], x9
	ld4	{ v25.2s, v26.2s, v27.2s, v28.2s }, [x27], x15
	ld4	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x15]
	ld4	{ v8.4h, v9.4h, v10.4h, v11.4h }, [x8]
	ld4	{ v15.4h, v16.4h, v17.4h, v18.4h }, [x0]
	ld4	{ v7.4h, v8.4h, v9.4h, v10.4h }, [x24]
	ld4	{ v19.4h, v20.4h, v21.4h, v22.4h }, [x17], x10
	ld4	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x3], x29
	ld4	{ v15.4h, v16.4h, v17.4h, v18.4h }, [x3], x6
	ld4	{ v24.4h, v25.4h, v26.4h, v27.4h }, [x8], x19
	ld4	{ v12.4s, v13.4s, v14.4s, v15.4s }, [x28]
	ld4	{ v15.4s, v16.4s, v17.4s, v18.4s }, [x18]
	ld4	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x4]
	ld4	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x7]
	ld4	{ v6.4s, v7.4s, v8.4s, v9.4s }, [x0], x23
	ld4	{ v10.4s, v11.4s, v12.4s, v13.4s }, [x21], x21
	ld4	{ v7.4s, v8.4s, v9.4s, v10.4s }, [x26], x25
	ld4	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x19], x2
	ld4	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x19]
	ld4	{ v23.8b, v24.8b, v25.8b, v26.8b }, [sp]
	ld4	{ v13.8b, v14.8b, v15.8b, v16.8b }, [sp]
	ld4	{ v15.8b, v16.8b, v17.8b, v18.8b }, [x30]
	ld4	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x17], x27
	ld4	{ v10.8b, v11.8b, v12.8b, v13.8b }, [x6], x12
	ld4	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x12], x5
	ld4	{ v14.8b, v15.8b, v16.8b, v17.8b }, [x3], x27
	ld4	{ v18.8h, v19.8h, v20.8h, v21.8h }, [x26]
	ld4	{ v11.8h, v12.8h, v13.8h, v14.8h }, [x8]
	ld4	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x0]
	ld4	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x9]
	ld4	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x14], x1
	ld4	{ v0.8h, v1.8h, v2.8h, v3.8h }, [x15], x27
	ld4	{ v26.8h, v27.8h, v28.8h, v29.8h }, [x29], x3
	ld4	{ v23.8h, v24.8h, v25.8h, v26.8h }, [x10], x14
	ldar	w23, [x26]
	ldar	w8, [x26]
	ldar	w2, [x13]
	ldar	wzr, [x30]
	ldar	x15, [x0]
	ldar	x11, [x10]
	ldar	x3, [sp]
	ldar	x27, [x16]
	ldarb	w12, [sp]
	ldarb	w29, [x8]
	ldarb	w12, [x7]
	ldarb	w5, [x3]
	ldarh	w20, [x18]
	ldarh	wzr, [x9]
	ldarh	w17, [x29]
	ldarh	w12, [x2]
	ldaxp	w12, w25, [x15]
	ldaxp	w9, w7, [x19]
	ldaxp	w9, w20, [x29]
	ldaxp	w0, w5, [x17]
	ldaxp	x18, x8, [x7]
	ldaxp	x8, x18, [sp]
	ldaxp	x25, x22, [x24]
	ldaxp	x22, x26, [x15]
	ldaxr	w16, [x29]
	ldaxr	w2, [x10]
	ldaxr	w16, [x14]
	ldaxr	w10, [x13]
	ldaxr	x14, [x14]
	ldaxr	x6, [x1]
	ldaxr	x8, [x12]
	ldaxr	x25, [x11]
	ldaxrb	w20, [x3]
	ldaxrb	w14, [x18]
	ldaxrb	w12, [x24]
	ldaxrb	w25, [x14]
	ldaxrh	w29, [x28]
	ldaxrh	w5, [x15]
	ldaxrh	w4, [x23]
	ldaxrh	w25, [x25]
	ldnp	d24, d20, [x10]
	ldnp	d19, d28, [x29, #368]
	ldnp	d20, d6, [x26]
	ldnp	d29, d17, [x15]
	ldnp	q8, q21, [x21, #96]
	ldnp	q21, q4, [x24]
	ldnp	q4, q3, [x2]
	ldnp	q10, q8, [x29, #688]
	ldnp	s10, s25, [sp, #-60]
	ldnp	s2, s1, [x23, #164]
	ldnp	s31, s5, [sp, #-68]
	ldnp	s18, s16, [x14, #44]
	ldnp	w28, w15, [x30, #152]
	ldnp	w10, w7, [x7]
	ldnp	w27, w19, [sp, #4]
	ldnp	w0, w25, [x11]
	ldnp	xzr, x29, [x13, #496]
	ldnp	x6, x22, [x2]
	ldnp	x25, x27, [x10, #-96]
	ldnp	x16, x19, [x22, #-232]
	ldp	d12, d22, [x30, #392]
	ldp	d1, d31, [x22]
	ldp	d20, d15, [x4, #-384]
	ldp	d20, d6, [x30, #40]
	ldp	d21, d11, [x12], #-288
	ldp	d2, d5, [x15], #136
	ldp	d12, d23, [x4], #208
	ldp	d13, d2, [x15], #112
	ldp	d2, d9, [x28, #-8]!
	ldp	d7, d23, [x8, #-424]!
	ldp	d22, d24, [x9, #88]!
	ldp	d30, d8, [x7, #-224]!
	ldp	q6, q2, [x29]
	ldp	q7, q5, [x1, #624]
	ldp	q21, q18, [x30, #-1008]
	ldp	q26, q1, [x18, #256]
	ldp	q13, q10, [x14], #-256
	ldp	q25, q31, [x16], #832
	ldp	q17, q12, [x10], #-912
	ldp	q9, q23, [x15], #752
	ldp	q29, q21, [x29, #208]!
	ldp	q17, q2, [x11, #-288]!
	ldp	q10, q24, [x29, #-16]!
	ldp	q26, q4, [x5, #-96]!
	ldpsw	x19, x21, [x1]
	ldpsw	x27, x25, [x30, #176]
	ldpsw	x22, x16, [x28, #-212]
	ldpsw	x10, x0, [x24, #252]
	ldpsw	x30, x12, [x7], #60
	ldpsw	x16, x26, [x13], #-4
	ldpsw	x12, x23, [x2], #-136
	ldpsw	x9, x8, [x10], #-240
	ldpsw	x25, x27, [x14, #92]!
	ldpsw	x10, x20, [x25, #0]!
	ldpsw	x2, x27, [x30, #68]!
	ldpsw	x8, x11, [x25, #0]!
	ldp	s2, s6, [sp]
	ldp	s20, s23, [x18, #52]
	ldp	s0, s27, [x0]
	ldp	s15, s6, [x0]
	ldp	s26, s9, [x29], #0
	ldp	s25, s11, [x18], #192
	ldp	s12, s17, [x30], #112
	ldp	s13, s25, [x25], #64
	ldp	s7, s14, [x23, #40]!
	ldp	s10, s7, [x23, #228]!
	ldp	s19, s2, [x9, #36]!
	ldp	s15, s28, [x26, #-64]!
	ldp	wzr, w5, [x16]
	ldp	w10, w23, [x30, #-164]
	ldp	w25, w15, [x22, #-84]
	ldp	w17, w10, [x3]
	ldp	w10, w17, [x4], #-152
	ldp	w23, w9, [sp], #-256
	ldp	w27, w30, [x10], #0
	ldp	w19, w23, [x28], #196
	ldp	w22, w17, [x12, #120]!
	ldp	w26, w7, [x28, #96]!
	ldp	w5, w6, [x30, #4]!
	ldp	w16, w1, [x29, #-116]!
	ldp	x1, x21, [x11]
	ldp	x24, x15, [x9, #208]
	ldp	x30, x15, [x19]
	ldp	x11, x10, [x30]
	ldp	x16, x17, [x12], #-512
	ldp	x29, x4, [x16], #448
	ldp	x28, x2, [x3], #-40
	ldp	x20, xzr, [x3], #-112
	ldp	x28, x23, [x12, #-216]!
	ldp	x16, x13, [x22, #-232]!
	ldp	x28, x11, [x13, #336]!
	ldp	x26, x23, [x29, #128]!
	ldur	b21, [x8]
	ldur	b9, [x24]
	ldur	b1, [x23, #-1]
	ldur	b4, [x21]
	ldr	b29, [x27], #156
	ldr	b17, [x10], #-38
	ldr	b4, [x8], #93
	ldr	b0, [x4], #-170
	ldr	b2, [x10, #193]!
	ldr	b7, [x18, #-256]!
	ldr	b28, [x15, #-35]!
	ldr	b19, [x23, #199]!
	ldr	b15, [x7, w29, sxtw]
	ldr	b16, [x13, w6, sxtw #0]
	ldr	b13, [x13, w5, sxtw]
	ldr	b18, [x22, w27, uxtw]
	ldr	b29, [x23, x9]
	ldr	b25, [x14, x1, lsl #0]
	ldr	b19, [x13, x25]
	ldr	b10, [x16, x2]
	ldr	b14, [x24]
	ldr	b18, [x4, #2411]
	ldr	b8, [x8, #39]
	ldr	b10, [x3, #3722]
	ldurb	w23, [x17, #-256]
	ldurb	w3, [x29, #-1]
	ldurb	w26, [x3]
	ldurb	w10, [x11, #153]
	ldrb	w27, [sp], #56
	ldrb	w19, [x15], #-200
	ldrb	w21, [x12], #3
	ldrb	w9, [x8], #-19
	ldrb	wzr, [x19, #234]!
	ldrb	w14, [x6, #-100]!
	ldrb	w10, [x2, #-8]!
	ldrb	w13, [x30, #118]!
	ldrb	w5, [x17, w21, uxtw #0]
	ldrb	w12, [x4, w12, uxtw]
	ldrb	w21, [x20, w4, uxtw]
	ldrb	w11, [x19, w20, uxtw]
	ldrb	w27, [x23, x2]
	ldrb	w13, [x8, x6, sxtx]
	ldrb	w28, [x8, x5, lsl #0]
	ldrb	w7, [x10, x16, sxtx]
	ldrb	w21, [x22, #2068]
	ldrb	w11, [x28, #1072]
	ldrb	w15, [x22, #2596]
	ldrb	w28, [x24, #2541]
	ldur	d0, [x9]
	ldur	d11, [x13, #-243]
	ldur	d13, [x20]
	ldur	d4, [x1, #-256]
	ldr	d19, [x17], #220
	ldr	d7, [x23], #1
	ldr	d21, [x7], #64
	ldr	d14, [x17], #255
	ldr	d10, [x24, #-134]!
	ldr	d27, [x25, #-1]!
	ldr	d15, [x20, #234]!
	ldr	d6, [x30, #-163]!
	ldr	d8, [x28, w10, sxtw #3]
	ldr	d26, [x12, w25, sxtw #3]
	ldr	d8, [x28, w10, uxtw]
	ldr	d21, [x12, w24, uxtw #3]
	ldr	d5, [x27, x9, sxtx]
	ldr	d21, [x30, x2, lsl #3]
	ldr	d30, [x3, x9, sxtx]
	ldr	d25, [x23, x19]
	ldr	d21, [x5]
	ldr	d0, [x26, #32136]
	ldr	d30, [x20, #23952]
	ldr	d9, [x1]
	ldr	d10, #790792
	ldr	d3, #-218368
	ldr	d9, #1048572
	ldr	d1, #202944
	ldur	h10, [x24, #184]
	ldur	h16, [x14, #207]
	ldur	h25, [x27, #89]
	ldur	h16, [x2, #-212]
	ldr	h31, [x1], #175
	ldr	h18, [x0], #170
	ldr	h15, [x27], #151
	ldr	h17, [x1], #74
	ldr	h30, [sp, #-93]!
	ldr	h8, [x21, #-103]!
	ldr	h5, [x20, #-115]!
	ldr	h0, [x5, #-13]!
	ldr	h22, [x25, w3, sxtw #1]
	ldr	h1, [sp, w2, uxtw]
	ldr	h27, [x30, w20, sxtw]
	ldr	h15, [x16, w25, sxtw]
	ldr	h18, [x30, x5]
	ldr	h15, [x21, x18, sxtx]
	ldr	h2, [x18, x26, lsl #1]
	ldr	h30, [x9, x16, sxtx]
	ldr	h27, [x26, #4340]
	ldr	h31, [x16]
	ldr	h31, [x22, #7266]
	ldr	h22, [x18]
	ldurh	w24, [x7, #-15]
	ldurh	w28, [x8]
	ldurh	w2, [x10, #-104]
	ldurh	w12, [x21, #-233]
	ldrh	w2, [sp], #255
	ldrh	w28, [x2], #-136
	ldrh	w16, [x28], #-45
	ldrh	w24, [x0], #-208
	ldrh	w28, [x1, #1]!
	ldrh	w25, [x21, #-35]!
	ldrh	w28, [x0, #-1]!
	ldrh	w7, [x9, #-11]!
	ldrh	w0, [x21, w0, sxtw]
	ldrh	w15, [x21, w2, sxtw]
	ldrh	w10, [x25, w1, sxtw]
	ldrh	w20, [x24, w15, uxtw #1]
	ldrh	w11, [x11, x25]
	ldrh	w4, [x21, x15, sxtx]
	ldrh	w25, [x12, x30, sxtx]
	ldrh	w25, [x15, x23, sxtx]
	ldrh	w8, [x9, #456]
	ldrh	w20, [x26]
	ldrh	w22, [x1, #1334]
	ldrh	w5, [x3]
	ldur	q7, [x12, #255]
	ldur	q20, [x20, #152]
	ldur	q3, [x3, #29]
	ldur	q29, [x15]
	ldr	q9, [x24], #0
	ldr	q7, [x6], #152
	ldr	q28, [x20], #-185
	ldr	q29, [x27], #0
	ldr	q16, [x30, #1]!
	ldr	q15, [x9, #-165]!
	ldr	q22, [x16, #1]!
	ldr	q5, [x7, #-182]!
	ldr	q31, [x15, w25, uxtw]
	ldr	q6, [x15, w14, uxtw]
	ldr	q9, [x11, w18, uxtw #4]
	ldr	q19, [x16, w27, sxtw #4]
	ldr	q25, [x0, x9, sxtx #4]
	ldr	q23, [x22, x8, sxtx]
	ldr	q18, [x0, x23, lsl #4]
	ldr	q20, [x15, x10, lsl #4]
	ldr	q22, [x15]
	ldr	q24, [x2, #39408]
	ldr	q25, [x7, #29056]
	ldr	q4, [x21, #2784]
	ldr	q7, #932532
	ldr	q27, #-4
	ldr	q10, #-346308
	ldr	q15, #-4
	ldursb	wzr, [x9]
	ldursb	w12, [x28, #-224]
	ldursb	w16, [x30, #156]
	ldursb	w22, [x22]
	ldrsb	w3, [x4], #-139
	ldrsb	w29, [x0], #19
	ldrsb	w11, [x18], #-118
	ldrsb	w28, [x18], #125
	ldrsb	w25, [x16, #3]!
	ldrsb	w13, [x19, #-149]!
	ldrsb	w20, [x23, #1]!
	ldrsb	w10, [x28, #205]!
	ldrsb	w21, [x23, w1, uxtw]
	ldrsb	wzr, [x22, w10, sxtw #0]
	ldrsb	w9, [x9, w14, uxtw #0]
	ldrsb	w15, [x15, w29, uxtw]
	ldrsb	w0, [x23, x17]
	ldrsb	w14, [x16, x9, lsl #0]
	ldrsb	w11, [x27, x12, sxtx #0]
	ldrsb	w1, [x19, x16]
	ldrsb	w25, [x30, #277]
	ldrsb	w22, [x11, #817]
	ldrsb	w30, [x7, #3904]
	ldrsb	w7, [x15, #418]
	ldursb	x4, [x5, #1]
	ldursb	x5, [x11, #184]
	ldursb	x17, [x9]
	ldursb	x12, [x19, #-256]
	ldrsb	x0, [x29], #78
	ldrsb	x14, [x24], #255
	ldrsb	x0, [x24], #254
	ldrsb	x0, [x6], #-22
	ldrsb	x10, [x19, #0]!
	ldrsb	x19, [x7, #-195]!
	ldrsb	x27, [x3, #185]!
	ldrsb	x20, [x19, #-183]!
	ldrsb	xzr, [x13, w26, uxtw #0]
	ldrsb	x6, [x18, w18, sxtw]
	ldrsb	x23, [x23, w10, uxtw #0]
	ldrsb	xzr, [x22, w3, uxtw]
	ldrsb	x15, [sp, x10, lsl #0]
	ldrsb	x25, [x22, x14, lsl #0]
	ldrsb	x13, [x25, x30, lsl #0]
	ldrsb	x25, [x6, x26, sxtx #0]
	ldrsb	x13, [x27, #605]
	ldrsb	x26, [x17]
	ldrsb	x21, [x1, #941]
	ldrsb	x8, [x28, #3343]
	ldursh	w13, [x16, #75]
	ldursh	w21, [x30, #-83]
	ldursh	w21, [x10]
	ldursh	w12, [x24, #16]
	ldrsh	w29, [x2], #255
	ldrsh	w1, [x19], #2
	ldrsh	w1, [x21], #-84
	ldrsh	w9, [x3], #210
	ldrsh	w1, [x12, #183]!
	ldrsh	w14, [sp, #116]!
	ldrsh	w23, [x14, #-1]!
	ldrsh	w28, [x13, #171]!
	ldrsh	w30, [x29, w3, uxtw #1]
	ldrsh	w16, [x7, w20, uxtw]
	ldrsh	w10, [x8, w7, sxtw]
	ldrsh	w13, [x6, w20, sxtw #1]
	ldrsh	w4, [x10, x10, lsl #1]
	ldrsh	w9, [x16, x8]
	ldrsh	w5, [x23, x23, lsl #1]
	ldrsh	w23, [x11, x8, sxtx]
	ldrsh	w11, [x26, #7010]
	ldrsh	w0, [x23, #4522]
	ldrsh	w0, [x21]
	ldrsh	w29, [x12]
	ldursh	x1, [x27, #170]
	ldursh	x7, [x14]
	ldursh	x7, [x6]
	ldursh	x11, [x21]
	ldrsh	x14, [x3], #1
	ldrsh	xzr, [x12], #-25
	ldrsh	x22, [x24], #-210
	ldrsh	x27, [x30], #72
	ldrsh	x18, [x23, #102]!
	ldrsh	x1, [x15, #150]!
	ldrsh	x7, [x11, #-216]!
	ldrsh	x28, [x9, #24]!
	ldrsh	x27, [x22, w1, uxtw]
	ldrsh	x8, [x2, w16, uxtw #1]
	ldrsh	x14, [x15, w16, sxtw]
	ldrsh	x28, [x9, w2, sxtw #1]
	ldrsh	x29, [x27, x3]
	ldrsh	x27, [x3, x18, sxtx #1]
	ldrsh	x18, [x5, x13, lsl #1]
	ldrsh	x25, [x13, x14, sxtx #1]
	ldrsh	x10, [x13, #8190]
	ldrsh	x11, [x13, #6116]
	ldrsh	x25, [x16]
	ldrsh	x11, [x12]
	ldursw	x30, [x20]
	ldursw	x14, [x23]
	ldursw	x6, [x9]
	ldursw	x16, [x30, #-21]
	ldrsw	x25, #383616
	ldrsw	x27, #-896228
	ldrsw	x14, #-679716
	ldrsw	x27, #-1048576
	ldrsw	x17, [x6], #59
	ldrsw	x3, [x29], #59
	ldrsw	x30, [x8], #255
	ldrsw	x14, [x27], #-253
	ldrsw	x22, [x21, #255]!
	ldrsw	x26, [x2, #-170]!
	ldrsw	xzr, [x22, #139]!
	ldrsw	x11, [x4, #0]!
	ldrsw	x12, [x27, w8, sxtw]
	ldrsw	x23, [x9, w2, sxtw #2]
	ldrsw	x14, [x12, w6, uxtw #2]
	ldrsw	x4, [x5, w28, sxtw #2]
	ldrsw	x6, [x0, x18, sxtx #2]
	ldrsw	x28, [x19, x4, sxtx]
	ldrsw	x29, [x24, x4]
	ldrsw	x17, [x27, x0, sxtx]
	ldrsw	x19, [x4]
	ldrsw	x7, [x25]
	ldrsw	x6, [x21, #3636]
	ldrsw	x2, [x11]
	ldur	s22, [x8, #-213]
	ldur	s30, [x19]
	ldur	s29, [x21]
	ldur	s1, [x22]
	ldr	s29, [x19], #-1
	ldr	s10, [x14], #70
	ldr	s14, [x13], #227
	ldr	s10, [x13], #-63
	ldr	s26, [x28, #-11]!
	ldr	s29, [x15, #-35]!
	ldr	s5, [x15, #-154]!
	ldr	s13, [x16, #-1]!
	ldr	s15, [x27, w18, sxtw #2]
	ldr	s24, [x21, w18, uxtw]
	ldr	s24, [x10, w23, sxtw #2]
	ldr	s27, [x8, w24, uxtw #2]
	ldr	s6, [x29, x16, lsl #2]
	ldr	s5, [x18, x12, lsl #2]
	ldr	s20, [x2, x27, sxtx]
	ldr	s22, [x4, x19, lsl #2]
	ldr	s12, [x23]
	ldr	s26, [x1]
	ldr	s25, [x5, #14464]
	ldr	s16, [x19]
	ldr	s20, #0
	ldr	s12, #-50008
	ldr	s10, #205516
	ldr	s21, #3616
	ldur	w24, [x29]
	ldur	w7, [x3, #-241]
	ldur	w12, [x6, #-239]
	ldur	w4, [x22, #64]
	ldr	w29, #557088
	ldr	w1, #614152
	ldr	w16, #-4
	ldr	w2, #154356
	ldr	w21, [x22], #32
	ldr	w9, [x19], #4
	ldr	w3, [x7], #255
	ldr	w7, [x2], #186
	ldr	w4, [x14, #101]!
	ldr	w27, [x30, #152]!
	ldr	w9, [x25, #-68]!
	ldr	w8, [x21, #0]!
	ldr	w10, [x21, w16, uxtw]
	ldr	w23, [x19, w25, uxtw #2]
	ldr	w3, [x25, w18, uxtw]
	ldr	w23, [x27, w11, uxtw]
	ldr	w24, [sp, x13, lsl #2]
	ldr	w11, [x23, x9, lsl #2]
	ldr	w2, [x16, x26, sxtx #2]
	ldr	w4, [x14, x19, sxtx #2]
	ldr	w24, [x19]
	ldr	w30, [x12, #8568]
	ldr	w30, [x2, #2320]
	ldr	w6, [sp]
	ldur	x14, [x24, #11]
	ldur	x8, [x1, #-39]
	ldur	xzr, [sp]
	ldur	x0, [x10, #-39]
	ldr	x14, #0
	ldr	x27, #-837868
	ldr	x15, #367812
	ldr	x29, #-1009944
	ldr	x6, [x11], #241
	ldr	x1, [x6], #-256
	ldr	x0, [x27], #-66
	ldr	x22, [x15], #-1
	ldr	x29, [x28, #-1]!
	ldr	x1, [x28, #-170]!
	ldr	x19, [x0, #-110]!
	ldr	x17, [x4, #-85]!
	ldr	x17, [x7, w6, uxtw #3]
	ldr	x9, [x24, w20, sxtw]
	ldr	x12, [x29, w25, sxtw #3]
	ldr	x7, [x27, w11, uxtw]
	ldr	x18, [x19, x0, lsl #3]
	ldr	x10, [sp, x30, lsl #3]
	ldr	x25, [x19, x29, sxtx]
	ldr	x4, [x18, x2, lsl #3]
	ldr	x17, [x30, #5288]
	ldr	x26, [x6]
	ldr	x29, [x27]
	ldr	x24, [x1, #29376]
	ldtrb	w29, [x1, #81]
	ldtrb	w8, [x18, #255]
	ldtrb	wzr, [x15, #-136]
	ldtrb	w21, [x13, #255]
	ldtrh	w23, [x22]
	ldtrh	w10, [x1, #195]
	ldtrh	w28, [x22, #46]
	ldtrh	w2, [x18]
	ldtrsb	w26, [x6]
	ldtrsb	w4, [x6, #56]
	ldtrsb	w11, [x29]
	ldtrsb	w7, [x30]
	ldtrsb	x30, [x22, #-38]
	ldtrsb	x1, [x10, #135]
	ldtrsb	x3, [x20]
	ldtrsb	x30, [x12, #-256]
	ldtrsh	w30, [x12]
	ldtrsh	w15, [x4, #78]
	ldtrsh	w22, [x30, #60]
	ldtrsh	w21, [x19]
	ldtrsh	x10, [x1, #184]
	ldtrsh	x14, [x28, #25]
	ldtrsh	x15, [x13, #83]
	ldtrsh	x21, [x2]
	ldtrsw	x9, [x12, #-11]
	ldtrsw	x8, [x27, #15]
	ldtrsw	x21, [x25]
	ldtrsw	x20, [x7, #79]
	ldtr	w11, [x25, #1]
	ldtr	w30, [x8, #1]
	ldtr	w8, [x14]
	ldtr	w11, [x1]
	ldtr	x7, [x17]
	ldtr	xzr, [x6]
	ldtr	x21, [x0, #-137]
	ldtr	x11, [x4, #40]
	ldxp	wzr, w11, [x28]
	ldxp	w13, wzr, [x22]
	ldxp	w5, w26, [x2]
	ldxp	w24, w15, [x5]
	ldxp	x28, x12, [x2]
	ldxp	x9, x13, [x16]
	ldxp	x18, x28, [x25]
	ldxp	x10, x22, [x1]
	ldxr	w15, [x27]
	ldxr	w15, [x2]
	ldxr	w15, [x26]
	ldxr	w9, [x10]
	ldxr	x4, [x20]
	ldxr	x10, [x26]
	ldxr	x17, [x16]
	ldxr	x10, [x22]
	ldxrb	w30, [x28]
	ldxrb	w11, [x30]
	ldxrb	w18, [x11]
	ldxrb	w30, [x18]
	ldxrh	w4, [x2]
	ldxrh	w16, [x15]
	ldxrh	w13, [x8]
	ldxrh	w2, [x23]
	lsl	w24, w9, w12
	lsl	w27, w26, w24
	lsl	w21, w0, w23
	lsl	w16, w0, w15
	lsl	x7, x29, x14
	lsl	xzr, x29, x27
	lsl	x29, x29, x4
	lsl	xzr, x24, x3
	lsr	w28, w7, w3
	lsr	w11, w16, w18
	lsr	w26, w1, w13
	lsr	w21, w10, w6
	lsr	x12, x4, x12
	lsr	x10, x12, x12
	lsr	x12, x7, x13
	lsr	x29, x27, x6
	madd	w27, w19, w1, w12
	madd	w22, w22, w22, w16
	madd	w29, w15, w0, w21
	mul	w24, w17, w13
	madd	x23, x4, x19, x17
	mul	x13, x11, x13
	madd	x26, x3, x25, x12
	madd	x22, x25, x0, x26
	mla	v13.2s, v8.2s, v1.s[0]
	mla	v16.2s, v22.2s, v10.s[3]
	mla	v4.2s, v25.2s, v16.s[2]
	mla	v16.2s, v27.2s, v16.s[0]
	mla	v7.4h, v3.4h, v11.h[4]
	mla	v13.4h, v18.4h, v3.h[5]
	mla	v10.4h, v8.4h, v5.h[2]
	mla	v14.4h, v30.4h, v10.h[3]
	mla	v10.4s, v17.4s, v4.s[1]
	mla	v12.4s, v6.4s, v25.s[3]
	mla	v1.4s, v2.4s, v1.s[1]
	mla	v3.4s, v13.4s, v3.s[1]
	mla	v14.8h, v24.8h, v2.h[2]
	mla	v17.8h, v10.8h, v6.h[6]
	mla	v3.8h, v18.8h, v9.h[1]
	mla	v22.8h, v31.8h, v14.h[3]
	mla	v15.16b, v21.16b, v6.16b
	mla	v14.16b, v6.16b, v0.16b
	mla	v13.16b, v25.16b, v1.16b
	mla	v12.16b, v21.16b, v29.16b
	mla	v16.2s, v12.2s, v0.2s
	mla	v10.2s, v10.2s, v14.2s
	mla	v11.2s, v2.2s, v13.2s
	mla	v19.2s, v14.2s, v31.2s
	mla	v4.4h, v10.4h, v20.4h
	mla	v29.4h, v26.4h, v16.4h
	mla	v25.4h, v6.4h, v9.4h
	mla	v26.4h, v0.4h, v28.4h
	mla	v4.4s, v1.4s, v22.4s
	mla	v18.4s, v2.4s, v28.4s
	mla	v27.4s, v3.4s, v20.4s
	mla	v27.4s, v17.4s, v4.4s
	mla	v24.8b, v7.8b, v6.8b
	mla	v24.8b, v20.8b, v7.8b
	mla	v25.8b, v16.8b, v17.8b
	mla	v2.8b, v6.8b, v21.8b
	mla	v26.8h, v22.8h, v28.8h
	mla	v6.8h, v17.8h, v4.8h
	mla	v9.8h, v28.8h, v6.8h
	mla	v8.8h, v28.8h, v17.8h
	mls	v6.2s, v4.2s, v1.s[1]
	mls	v5.2s, v26.2s, v8.s[0]
	mls	v18.2s, v18.2s, v11.s[3]
	mls	v1.2s, v30.2s, v31.s[1]
	mls	v14.4h, v28.4h, v14.h[0]
	mls	v22.4h, v12.4h, v6.h[6]
	mls	v30.4h, v26.4h, v5.h[5]
	mls	v26.4h, v15.4h, v8.h[7]
	mls	v0.4s, v1.4s, v24.s[3]
	mls	v27.4s, v21.4s, v4.s[2]
	mls	v18.4s, v0.4s, v16.s[0]
	mls	v2.4s, v26.4s, v16.s[0]
	mls	v17.8h, v20.8h, v0.h[6]
	mls	v9.8h, v0.8h, v3.h[6]
	mls	v31.8h, v24.8h, v8.h[5]
	mls	v1.8h, v1.8h, v8.h[6]
	mls	v24.16b, v11.16b, v20.16b
	mls	v18.16b, v28.16b, v27.16b
	mls	v7.16b, v7.16b, v1.16b
	mls	v13.16b, v17.16b, v14.16b
	mls	v10.2s, v27.2s, v3.2s
	mls	v4.2s, v16.2s, v5.2s
	mls	v2.2s, v10.2s, v5.2s
	mls	v20.2s, v28.2s, v12.2s
	mls	v22.4h, v11.4h, v20.4h
	mls	v29.4h, v9.4h, v30.4h
	mls	v14.4h, v17.4h, v1.4h
	mls	v24.4h, v25.4h, v10.4h
	mls	v18.4s, v30.4s, v1.4s
	mls	v22.4s, v28.4s, v13.4s
	mls	v7.4s, v12.4s, v19.4s
	mls	v5.4s, v22.4s, v1.4s
	mls	v16.8b, v1.8b, v4.8b
	mls	v17.8b, v19.8b, v26.8b
	mls	v6.8b, v12.8b, v5.8b
	mls	v19.8b, v8.8b, v12.8b
	mls	v0.8h, v7.8h, v23.8h
	mls	v12.8h, v3.8h, v14.8h
	mls	v28.8h, v4.8h, v25.8h
	mls	v8.8h, v8.8h, v1.8h
	movi	d14, #0x00ff00ffffff00
	movi	d16, #0x00ffffff00ffff
	movi	d5, #0000000000000000
	movi	d14, #0xff00ff0000ffff
	movi	v10.16b, #124
	movi	v30.16b, #224
	movi	v5.16b, #200
	movi	v23.16b, #0
	movi	v25.2d, #0xff00000000ffff00
	movi	v2.2d, #0xffffffff00ffff00
	movi	v8.2d, #0000000000000000
	movi	v31.2d, #0xffff0000ffffffff
	movi	v14.2s, #0, lsl #8
	movi	v17.2s, #236
	movi	v6.2s, #79
	movi	v22.2s, #53, lsl #8
	movi	v22.2s, #231, msl #16
	movi	v31.2s, #177, msl #8
	movi	v15.2s, #175, msl #16
	movi	v0.2s, #109, msl #8
	movi	v17.4h, #60
	movi	v9.4h, #1, lsl #8
	movi	v15.4h, #0, lsl #8
	movi	v15.4h, #188
	movi	v17.4s, #113, lsl #16
	movi	v15.4s, #106, lsl #8
	movi	v0.4s, #193
	movi	v30.4s, #37, lsl #24
	movi	v17.4s, #255, msl #8
	movi	v20.4s, #0, msl #16
	movi	v21.4s, #209, msl #8
	movi	v7.4s, #238, msl #8
	movi	v22.8b, #112
	movi	v10.8b, #187
	movi	v8.8b, #0
	movi	v10.8b, #145
	movi	v21.8h, #190
	movi	v25.8h, #174, lsl #8
	movi	v28.8h, #131
	movi	v28.8h, #255, lsl #8
	movk	w22, #4494
	movk	w28, #0, lsl #16
	movk	w8, #19252, lsl #16
	movk	w1, #28023, lsl #16
	movk	x27, #25345
	movk	x7, #22474, lsl #16
	movk	x28, #1, lsl #48
	movk	x21, #0, lsl #48
	mov	wzr, #1264582655
	mov	w0, #1156579327
	movn	w16, #65535
	movn	w7, #65535
	movn	x20, #0, lsl #16
	mov	x17, #-281470681743361
	mov	x22, #-3630039041
	movn	x17, #0, lsl #32
	mov	w4, #65535
	mov	w11, #-1958019072
	mov	w27, #361758720
	mov	w22, #0
	mov	x25, #294453248
	mov	x6, #2167920270625472512
	mov	x5, #2680881152
	mov	x3, #207017423667200
	mrs	x17, S3_6_C15_C9_3
	mrs	x13, S3_0_C11_C8_3
	mrs	x27, S3_5_C11_C11_5
	mrs	x8, S2_1_C11_C8_2
	msr	S3_2_C15_C10_6, x16
	msr	S3_3_C11_C7_2, xzr
	msr	TRCRSCTLR15, x8
	msr	CPTR_EL2, x29
	msr	PM, #0
	msr	PM, #0
	msr	PM, #0
	msr	PM, #0
	msr	SPSel, #10
	msr	SPSel, #0
	msr	SPSel, #7
	msr	SPSel, #10
	mneg	w30, w18, w12
	msub	w0, w6, w27, w23
	msub	w5, w9, w5, w1
	msub	w7, w27, w24, w22
	mneg	x27, x3, x18
	msub	x2, x27, x21, x6
	mneg	x9, x28, x3
	mneg	x28, x30, x14
	mul	v31.2s, v23.2s, v3.s[0]
	mul	v6.2s, v12.2s, v16.s[3]
	mul	v7.2s, v10.2s, v9.s[1]
	mul	v15.2s, v12.2s, v6.s[1]
	mul	v24.4h, v26.4h, v3.h[7]
	mul	v30.4h, v21.4h, v12.h[1]
	mul	v22.4h, v0.4h, v3.h[0]
	mul	v25.4h, v9.4h, v12.h[0]
	mul	v10.4s, v28.4s, v11.s[0]
	mul	v9.4s, v9.4s, v11.s[2]
	mul	v10.4s, v6.4s, v9.s[0]
	mul	v1.4s, v24.4s, v7.s[0]
	mul	v2.8h, v4.8h, v3.h[2]
	mul	v25.8h, v28.8h, v5.h[0]
	mul	v18.8h, v27.8h, v2.h[2]
	mul	v0.8h, v18.8h, v15.h[0]
	mul	v14.16b, v22.16b, v25.16b
	mul	v25.16b, v31.16b, v30.16b
	mul	v27.16b, v25.16b, v17.16b
	mul	v25.16b, v3.16b, v25.16b
	mul	v0.2s, v18.2s, v0.2s
	mul	v26.2s, v28.2s, v23.2s
	mul	v3.2s, v10.2s, v23.2s
	mul	v31.2s, v21.2s, v22.2s
	mul	v27.4h, v30.4h, v5.4h
	mul	v31.4h, v5.4h, v21.4h
	mul	v28.4h, v14.4h, v11.4h
	mul	v3.4h, v31.4h, v21.4h
	mul	v10.4s, v16.4s, v5.4s
	mul	v16.4s, v24.4s, v19.4s
	mul	v21.4s, v18.4s, v9.4s
	mul	v6.4s, v16.4s, v28.4s
	mul	v21.8b, v18.8b, v11.8b
	mul	v12.8b, v4.8b, v12.8b
	mul	v9.8b, v1.8b, v15.8b
	mul	v0.8b, v25.8b, v10.8b
	mul	v7.8h, v16.8h, v19.8h
	mul	v7.8h, v18.8h, v7.8h
	mul	v16.8h, v0.8h, v14.8h
	mul	v16.8h, v21.8h, v29.8h
	mvni	v19.2s, #224, lsl #24
	mvni	v14.2s, #42
	mvni	v4.2s, #60, lsl #24
	mvni	v30.2s, #144, lsl #24
	mvni	v22.2s, #255, msl #8
	mvni	v25.2s, #0, msl #8
	mvni	v21.2s, #1, msl #16
	mvni	v7.2s, #40, msl #16
	mvni	v30.4h, #8, lsl #8
	mvni	v26.4h, #255
	mvni	v7.4h, #254
	mvni	v11.4h, #255
	mvni	v30.4s, #111
	mvni	v3.4s, #1, lsl #24
	mvni	v6.4s, #0, lsl #8
	mvni	v25.4s, #61
	mvni	v15.4s, #164, msl #8
	mvni	v23.4s, #0, msl #8
	mvni	v1.4s, #250, msl #16
	mvni	v9.4s, #35, msl #16
	mvni	v11.8h, #184
	mvni	v7.8h, #159
	mvni	v6.8h, #148, lsl #8
	mvni	v10.8h, #219
	neg	d18, d5
	neg	d16, d27
	neg	d11, d6
	neg	d0, d22
	neg	v14.16b, v8.16b
	neg	v11.16b, v2.16b
	neg	v22.16b, v2.16b
	neg	v9.16b, v9.16b
	neg	v11.2d, v24.2d
	neg	v16.2d, v15.2d
	neg	v15.2d, v5.2d
	neg	v8.2d, v20.2d
	neg	v3.2s, v30.2s
	neg	v14.2s, v6.2s
	neg	v21.2s, v23.2s
	neg	v26.2s, v0.2s
	neg	v27.4h, v14.4h
	neg	v1.4h, v28.4h
	neg	v29.4h, v11.4h
	neg	v15.4h, v18.4h
	neg	v9.4s, v6.4s
	neg	v17.4s, v27.4s
	neg	v0.4s, v6.4s
	neg	v2.4s, v14.4s
	neg	v3.8b, v6.8b
	neg	v26.8b, v13.8b
	neg	v10.8b, v4.8b
	neg	v23.8b, v23.8b
	neg	v0.8h, v4.8h
	neg	v20.8h, v23.8h
	neg	v6.8h, v14.8h
	neg	v26.8h, v22.8h
	mvn	v30.16b, v7.16b
	mvn	v14.16b, v23.16b
	mvn	v14.16b, v1.16b
	mvn	v10.16b, v30.16b
	mvn	v0.8b, v11.8b
	mvn	v22.8b, v6.8b
	mvn	v26.8b, v23.8b
	mvn	v17.8b, v1.8b
	orn	w30, w11, w9, ror #31
	orn	w15, w1, w8, asr #28
	orn	w15, w13, w21, asr #0
	mvn	w18, w2, ror #16
	orn	x22, x0, x30, lsr #9
	orn	x13, x7, x25, ror #36
	orn	x5, x18, x2, lsl #62
	mvn	x28, x2, lsl #59
	orn	v19.16b, v9.16b, v14.16b
	orn	v25.16b, v21.16b, v24.16b
	orn	v11.16b, v21.16b, v16.16b
	orn	v10.16b, v0.16b, v21.16b
	orn	v21.8b, v31.8b, v19.8b
	orn	v30.8b, v10.8b, v20.8b
	orn	v21.8b, v14.8b, v6.8b
	orn	v27.8b, v16.8b, v30.8b
	mov	w0, #-535830513
	mov	w16, #269488144
	orr	w21, w12, #0xf87fffff
	orr	wsp, w24, #0xe000
	orr	w1, w18, w1, lsr #14
	mov	w13, w5
	orr	w23, w24, w18, ror #31
	mov	w22, w11
	orr	sp, x3, #0x6666666666666666
	mov	x17, #-6148914691236517206
	orr	x8, x20, #0xaaaaaaaaaaaaaaaa
	orr	x21, x8, #0x4444444444444444
	orr	x29, x1, x16
	orr	x15, x26, x15, lsl #39
	orr	x20, x22, x4, asr #0
	orr	x19, x24, x13, lsl #53
	orr	v5.2s, #173
	orr	v12.2s, #150, lsl #16
	orr	v6.2s, #210, lsl #24
	orr	v28.2s, #214
	orr	v22.4h, #210
	orr	v5.4h, #233, lsl #8
	orr	v13.4h, #67
	orr	v9.4h, #75
	orr	v8.4s, #200, lsl #16
	orr	v29.4s, #83, lsl #8
	orr	v28.4s, #0, lsl #24
	orr	v9.4s, #223
	orr	v12.8h, #255, lsl #8
	orr	v2.8h, #68, lsl #8
	orr	v15.8h, #143
	orr	v30.8h, #255
	orr	v20.16b, v3.16b, v20.16b
	orr	v9.16b, v2.16b, v18.16b
	mov	v26.16b, v10.16b
	mov	v6.16b, v28.16b
	orr	v20.8b, v28.8b, v24.8b
	mov	v19.8b, v3.8b
	orr	v1.8b, v19.8b, v8.8b
	orr	v13.8b, v4.8b, v25.8b
	pmull	v26.8h, v30.8b, v23.8b
	pmull	v1.8h, v8.8b, v2.8b
	pmull	v15.8h, v17.8b, v29.8b
	pmull	v24.8h, v13.8b, v29.8b
	pmull2	v6.8h, v24.16b, v23.16b
	pmull2	v20.8h, v2.16b, v1.16b
	pmull2	v28.8h, v6.16b, v7.16b
	pmull2	v2.8h, v18.16b, v20.16b
	pmul	v8.16b, v14.16b, v8.16b
	pmul	v18.16b, v10.16b, v11.16b
	pmul	v4.16b, v15.16b, v2.16b
	pmul	v5.16b, v20.16b, v18.16b
	pmul	v10.8b, v7.8b, v3.8b
	pmul	v31.8b, v4.8b, v3.8b
	pmul	v29.8b, v12.8b, v16.8b
	pmul	v31.8b, v0.8b, v17.8b
	prfm	pldl2strm, #737080
	prfm	pldl1keep, #179932
	prfm	pstl1keep, #-902756
	prfm	plil3keep, #55916
	prfm	pstl1strm, [x7, w28, uxtw #3]
	prfm	plil2strm, [x24, w23, sxtw #3]
	prfm	plil3keep, [x26, w0, sxtw #3]
	prfm	#23, [x13, w14, uxtw #3]
	prfm	pldl3strm, [x1, x24, sxtx]
	prfm	pldl1keep, [x3, x3, sxtx]
	prfm	pldl1keep, [x28, x29, lsl #3]
	prfm	pldl3strm, [x4, x8, sxtx]
	prfm	pldl3strm, [x19, #21464]
	prfm	pstl1strm, [x6, #1912]
	prfm	plil1keep, [x13, #20072]
	prfm	pldl1strm, [x16, #3672]
	prfum	pstl3strm, [x29, #7]
	prfum	plil2keep, [x14]
	prfum	#28, [x25]
	prfum	pstl1keep, [x25, #-184]
	raddhn	v22.2s, v2.2d, v13.2d
	raddhn	v18.2s, v14.2d, v26.2d
	raddhn	v8.2s, v30.2d, v24.2d
	raddhn	v1.2s, v27.2d, v31.2d
	raddhn2	v0.4s, v29.2d, v21.2d
	raddhn2	v11.4s, v28.2d, v6.2d
	raddhn2	v25.4s, v8.2d, v5.2d
	raddhn2	v1.4s, v24.2d, v9.2d
	raddhn	v3.4h, v13.4s, v28.4s
	raddhn	v24.4h, v14.4s, v9.4s
	raddhn	v23.4h, v3.4s, v31.4s
	raddhn	v21.4h, v27.4s, v6.4s
	raddhn2	v13.8h, v5.4s, v1.4s
	raddhn2	v16.8h, v1.4s, v6.4s
	raddhn2	v18.8h, v17.4s, v22.4s
	raddhn2	v10.8h, v20.4s, v21.4s
	raddhn	v17.8b, v1.8h, v29.8h
	raddhn	v13.8b, v27.8h, v22.8h
	raddhn	v0.8b, v29.8h, v8.8h
	raddhn	v17.8b, v16.8h, v31.8h
	raddhn2	v26.16b, v1.8h, v14.8h
	raddhn2	v22.16b, v30.8h, v20.8h
	raddhn2	v10.16b, v3.8h, v7.8h
	raddhn2	v28.16b, v10.8h, v7.8h
	rbit	w1, w5
	rbit	w27, w19
	rbit	w23, w12
	rbit	w15, w4
	rbit	x2, x16
	rbit	x16, x2
	rbit	x19, x29
	rbit	x11, x29
	rbit	v27.16b, v27.16b
	rbit	v1.16b, v15.16b
	rbit	v1.16b, v17.16b
	rbit	v26.16b, v17.16b
	rbit	v15.8b, v6.8b
	rbit	v3.8b, v27.8b
	rbit	v2.8b, v14.8b
	rbit	v4.8b, v10.8b
	ret
	ret
	ret	x5
	ret	x13
	rev16	w30, w24
	rev16	w24, w12
	rev16	w22, w0
	rev16	w5, w27
	rev16	x19, x10
	rev16	x3, x10
	rev16	x10, x18
	rev16	xzr, x6
	rev16	v29.16b, v10.16b
	rev16	v15.16b, v2.16b
	rev16	v15.16b, v4.16b
	rev16	v5.16b, v20.16b
	rev16	v22.8b, v7.8b
	rev16	v17.8b, v7.8b
	rev16	v14.8b, v25.8b
	rev16	v15.8b, v3.8b
	rev32	x2, x8
	rev32	x25, x6
	rev32	x0, x20
	rev32	x30, x29
	rev32	v4.16b, v8.16b
	rev32	v29.16b, v13.16b
	rev32	v3.16b, v1.16b
	rev32	v15.16b, v18.16b
	rev32	v15.4h, v27.4h
	rev32	v10.4h, v8.4h
	rev32	v25.4h, v30.4h
	rev32	v12.4h, v15.4h
	rev32	v6.8b, v10.8b
	rev32	v24.8b, v12.8b
	rev32	v8.8b, v18.8b
	rev32	v12.8b, v31.8b
	rev32	v3.8h, v8.8h
	rev32	v21.8h, v23.8h
	rev32	v2.8h, v0.8h
	rev32	v30.8h, v29.8h
	rev64	v3.16b, v26.16b
	rev64	v24.16b, v24.16b
	rev64	v4.16b, v18.16b
	rev64	v30.16b, v14.16b
	rev64	v28.2s, v20.2s
	rev64	v6.2s, v16.2s
	rev64	v20.2s, v21.2s
	rev64	v17.2s, v14.2s
	rev64	v11.4h, v12.4h
	rev64	v21.4h, v15.4h
	rev64	v19.4h, v17.4h
	rev64	v5.4h, v12.4h
	rev64	v22.4s, v29.4s
	rev64	v11.4s, v13.4s
	rev64	v12.4s, v3.4s
	rev64	v31.4s, v1.4s
	rev64	v13.8b, v4.8b
	rev64	v7.8b, v21.8b
	rev64	v24.8b, v18.8b
	rev64	v25.8b, v9.8b
	rev64	v21.8h, v9.8h
	rev64	v19.8h, v17.8h
	rev64	v24.8h, v28.8h
	rev64	v3.8h, v19.8h
	rev	w6, w9
	rev	w1, w9
	rev	w23, w5
	rev	w20, w11
	rev	xzr, x6
	rev	x3, x25
	rev	x22, x23
	rev	x5, x17
	ror	w13, wzr, w20
	ror	w30, w30, w5
	ror	w6, w27, w19
	ror	w3, w14, w28
	ror	x0, xzr, x24
	ror	x13, x1, x15
	ror	x21, x24, x22
	ror	x11, x19, x21
	rprfm	#35, x23, [x14]
	rprfm	pstkeep, x26, [x11]
	rprfm	#27, x3, [x20]
	rprfm	#63, x27, [sp]
	rshrn	v2.2s, v13.2d, #22
	rshrn	v28.2s, v8.2d, #17
	rshrn	v13.2s, v8.2d, #6
	rshrn	v17.2s, v23.2d, #18
	rshrn2	v12.4s, v5.2d, #4
	rshrn2	v22.4s, v29.2d, #1
	rshrn2	v20.4s, v5.2d, #1
	rshrn2	v2.4s, v24.2d, #1
	rshrn	v29.4h, v21.4s, #12
	rshrn	v2.4h, v26.4s, #13
	rshrn	v28.4h, v4.4s, #4
	rshrn	v17.4h, v14.4s, #5
	rshrn2	v2.8h, v29.4s, #7
	rshrn2	v10.8h, v20.4s, #9
	rshrn2	v23.8h, v27.4s, #3
	rshrn2	v14.8h, v15.4s, #7
	rshrn	v27.8b, v27.8h, #5
	rshrn	v0.8b, v10.8h, #6
	rshrn	v4.8b, v22.8h, #7
	rshrn	v13.8b, v10.8h, #5
	rshrn2	v31.16b, v19.8h, #2
	rshrn2	v4.16b, v23.8h, #1
	rshrn2	v13.16b, v20.8h, #1
	rshrn2	v29.16b, v28.8h, #2
	rsubhn	v13.2s, v26.2d, v29.2d
	rsubhn	v21.2s, v22.2d, v15.2d
	rsubhn	v28.2s, v5.2d, v5.2d
	rsubhn	v12.2s, v7.2d, v31.2d
	rsubhn2	v13.4s, v20.2d, v7.2d
	rsubhn2	v0.4s, v7.2d, v26.2d
	rsubhn2	v16.4s, v30.2d, v13.2d
	rsubhn2	v4.4s, v30.2d, v13.2d
	rsubhn	v22.4h, v12.4s, v23.4s
	rsubhn	v4.4h, v31.4s, v3.4s
	rsubhn	v13.4h, v21.4s, v9.4s
	rsubhn	v28.4h, v26.4s, v29.4s
	rsubhn2	v31.8h, v4.4s, v7.4s
	rsubhn2	v26.8h, v13.4s, v26.4s
	rsubhn2	v25.8h, v1.4s, v29.4s
	rsubhn2	v12.8h, v6.4s, v12.4s
	rsubhn	v8.8b, v30.8h, v1.8h
	rsubhn	v17.8b, v24.8h, v11.8h
	rsubhn	v14.8b, v29.8h, v19.8h
	rsubhn	v7.8b, v23.8h, v23.8h
	rsubhn2	v18.16b, v19.8h, v28.8h
	rsubhn2	v12.16b, v15.8h, v0.8h
	rsubhn2	v8.16b, v23.8h, v14.8h
	rsubhn2	v30.16b, v30.8h, v10.8h
	sabal	v21.2d, v7.2s, v30.2s
	sabal	v20.2d, v4.2s, v31.2s
	sabal	v15.2d, v29.2s, v29.2s
	sabal	v1.2d, v18.2s, v19.2s
	sabal2	v17.2d, v16.4s, v3.4s
	sabal2	v14.2d, v20.4s, v2.4s
	sabal2	v24.2d, v9.4s, v14.4s
	sabal2	v31.2d, v7.4s, v21.4s
	sabal	v19.4s, v26.4h, v10.4h
	sabal	v17.4s, v23.4h, v16.4h
	sabal	v2.4s, v20.4h, v1.4h
	sabal	v0.4s, v23.4h, v11.4h
	sabal2	v8.4s, v17.8h, v20.8h
	sabal2	v27.4s, v20.8h, v31.8h
	sabal2	v13.4s, v23.8h, v31.8h
	sabal2	v5.4s, v22.8h, v11.8h
	sabal	v19.8h, v21.8b, v28.8b
	sabal	v26.8h, v15.8b, v26.8b
	sabal	v26.8h, v2.8b, v11.8b
	sabal	v28.8h, v3.8b, v30.8b
	sabal2	v17.8h, v16.16b, v15.16b
	sabal2	v0.8h, v10.16b, v14.16b
	sabal2	v20.8h, v15.16b, v6.16b
	sabal2	v0.8h, v7.16b, v20.16b
	saba	v4.16b, v14.16b, v8.16b
	saba	v3.16b, v0.16b, v22.16b
	saba	v10.16b, v26.16b, v20.16b
	saba	v23.16b, v18.16b, v28.16b
	saba	v27.2s, v10.2s, v4.2s
	saba	v0.2s, v5.2s, v18.2s
	saba	v16.2s, v2.2s, v9.2s
	saba	v7.2s, v3.2s, v22.2s
	saba	v0.4h, v27.4h, v6.4h
	saba	v10.4h, v2.4h, v7.4h
	saba	v10.4h, v31.4h, v21.4h
	saba	v28.4h, v27.4h, v15.4h
	saba	v1.4s, v5.4s, v1.4s
	saba	v10.4s, v17.4s, v15.4s
	saba	v4.4s, v11.4s, v26.4s
	saba	v25.4s, v6.4s, v23.4s
	saba	v10.8b, v17.8b, v31.8b
	saba	v21.8b, v30.8b, v5.8b
	saba	v27.8b, v1.8b, v26.8b
	saba	v12.8b, v4.8b, v2.8b
	saba	v8.8h, v14.8h, v1.8h
	saba	v12.8h, v18.8h, v20.8h
	saba	v20.8h, v20.8h, v17.8h
	saba	v5.8h, v1.8h, v12.8h
	sabdl	v7.2d, v25.2s, v11.2s
	sabdl	v1.2d, v26.2s, v29.2s
	sabdl	v9.2d, v28.2s, v31.2s
	sabdl	v4.2d, v16.2s, v22.2s
	sabdl2	v11.2d, v29.4s, v13.4s
	sabdl2	v12.2d, v22.4s, v2.4s
	sabdl2	v10.2d, v2.4s, v0.4s
	sabdl2	v8.2d, v12.4s, v22.4s
	sabdl	v10.4s, v18.4h, v24.4h
	sabdl	v29.4s, v22.4h, v31.4h
	sabdl	v5.4s, v18.4h, v24.4h
	sabdl	v22.4s, v19.4h, v27.4h
	sabdl2	v14.4s, v4.8h, v3.8h
	sabdl2	v29.4s, v8.8h, v14.8h
	sabdl2	v13.4s, v19.8h, v2.8h
	sabdl2	v15.4s, v16.8h, v6.8h
	sabdl	v29.8h, v10.8b, v5.8b
	sabdl	v1.8h, v1.8b, v22.8b
	sabdl	v3.8h, v31.8b, v6.8b
	sabdl	v18.8h, v15.8b, v17.8b
	sabdl2	v27.8h, v16.16b, v27.16b
	sabdl2	v14.8h, v7.16b, v20.16b
	sabdl2	v21.8h, v4.16b, v21.16b
	sabdl2	v5.8h, v10.16b, v2.16b
	sabd	v16.16b, v7.16b, v6.16b
	sabd	v9.16b, v20.16b, v9.16b
	sabd	v0.16b, v0.16b, v19.16b
	sabd	v0.16b, v2.16b, v8.16b
	sabd	v4.2s, v3.2s, v27.2s
	sabd	v15.2s, v22.2s, v20.2s
	sabd	v20.2s, v20.2s, v29.2s
	sabd	v30.2s, v26.2s, v8.2s
	sabd	v30.4h, v28.4h, v22.4h
	sabd	v18.4h, v0.4h, v23.4h
	sabd	v28.4h, v28.4h, v14.4h
	sabd	v23.4h, v13.4h, v8.4h
	sabd	v21.4s, v31.4s, v12.4s
	sabd	v4.4s, v29.4s, v6.4s
	sabd	v0.4s, v14.4s, v23.4s
	sabd	v24.4s, v24.4s, v21.4s
	sabd	v18.8b, v26.8b, v30.8b
	sabd	v25.8b, v24.8b, v4.8b
	sabd	v24.8b, v12.8b, v0.8b
	sabd	v6.8b, v28.8b, v6.8b
	sabd	v6.8h, v12.8h, v12.8h
	sabd	v17.8h, v27.8h, v18.8h
	sabd	v29.8h, v5.8h, v14.8h
	sabd	v24.8h, v19.8h, v24.8h
	sadalp	v8.1d, v1.2s
	sadalp	v25.1d, v10.2s
	sadalp	v5.1d, v14.2s
	sadalp	v15.1d, v14.2s
	sadalp	v4.2d, v6.4s
	sadalp	v11.2d, v21.4s
	sadalp	v26.2d, v7.4s
	sadalp	v10.2d, v0.4s
	sadalp	v14.2s, v14.4h
	sadalp	v4.2s, v25.4h
	sadalp	v8.2s, v28.4h
	sadalp	v23.2s, v6.4h
	sadalp	v17.4h, v2.8b
	sadalp	v26.4h, v5.8b
	sadalp	v26.4h, v10.8b
	sadalp	v0.4h, v12.8b
	sadalp	v1.4s, v7.8h
	sadalp	v3.4s, v11.8h
	sadalp	v6.4s, v1.8h
	sadalp	v24.4s, v8.8h
	sadalp	v18.8h, v19.16b
	sadalp	v19.8h, v18.16b
	sadalp	v24.8h, v27.16b
	sadalp	v1.8h, v14.16b
	saddlp	v20.1d, v8.2s
	saddlp	v29.1d, v26.2s
	saddlp	v28.1d, v28.2s
	saddlp	v16.1d, v21.2s
	saddlp	v0.2d, v20.4s
	saddlp	v25.2d, v22.4s
	saddlp	v13.2d, v3.4s
	saddlp	v3.2d, v27.4s
	saddlp	v19.2s, v31.4h
	saddlp	v18.2s, v27.4h
	saddlp	v9.2s, v25.4h
	saddlp	v21.2s, v16.4h
	saddlp	v29.4h, v7.8b
	saddlp	v21.4h, v20.8b
	saddlp	v16.4h, v1.8b
	saddlp	v25.4h, v12.8b
	saddlp	v4.4s, v22.8h
	saddlp	v13.4s, v1.8h
	saddlp	v11.4s, v26.8h
	saddlp	v21.4s, v19.8h
	saddlp	v20.8h, v17.16b
	saddlp	v0.8h, v30.16b
	saddlp	v26.8h, v3.16b
	saddlp	v23.8h, v18.16b
	saddlv	h24, v24.16b
	saddlv	h16, v25.16b
	saddlv	h9, v20.16b
	saddlv	h27, v4.16b
	saddlv	s21, v12.4h
	saddlv	s31, v23.4h
	saddlv	s21, v17.4h
	saddlv	s18, v17.4h
	saddlv	d11, v0.4s
	saddlv	d4, v8.4s
	saddlv	d9, v30.4s
	saddlv	d2, v27.4s
	saddlv	h27, v13.8b
	saddlv	h12, v16.8b
	saddlv	h30, v29.8b
	saddlv	h0, v9.8b
	saddlv	s4, v26.8h
	saddlv	s18, v25.8h
	saddlv	s22, v17.8h
	saddlv	s0, v8.8h
	saddl	v20.2d, v23.2s, v22.2s
	saddl	v11.2d, v18.2s, v27.2s
	saddl	v4.2d, v27.2s, v5.2s
	saddl	v22.2d, v8.2s, v31.2s
	saddl2	v26.2d, v18.4s, v6.4s
	saddl2	v20.2d, v8.4s, v15.4s
	saddl2	v21.2d, v2.4s, v0.4s
	saddl2	v17.2d, v20.4s, v29.4s
	saddl	v29.4s, v16.4h, v7.4h
	saddl	v11.4s, v9.4h, v19.4h
	saddl	v17.4s, v12.4h, v19.4h
	saddl	v30.4s, v6.4h, v12.4h
	saddl2	v6.4s, v22.8h, v11.8h
	saddl2	v5.4s, v15.8h, v26.8h
	saddl2	v4.4s, v19.8h, v28.8h
	saddl2	v1.4s, v18.8h, v19.8h
	saddl	v18.8h, v15.8b, v10.8b
	saddl	v15.8h, v23.8b, v31.8b
	saddl	v19.8h, v13.8b, v28.8b
	saddl	v5.8h, v8.8b, v13.8b
	saddl2	v9.8h, v24.16b, v15.16b
	saddl2	v17.8h, v15.16b, v3.16b
	saddl2	v14.8h, v12.16b, v10.16b
	saddl2	v0.8h, v11.16b, v14.16b
	saddw	v18.2d, v26.2d, v21.2s
	saddw	v28.2d, v24.2d, v19.2s
	saddw	v21.2d, v21.2d, v30.2s
	saddw	v12.2d, v18.2d, v23.2s
	saddw2	v14.2d, v19.2d, v5.4s
	saddw2	v27.2d, v18.2d, v25.4s
	saddw2	v10.2d, v28.2d, v27.4s
	saddw2	v4.2d, v11.2d, v18.4s
	saddw	v12.4s, v19.4s, v16.4h
	saddw	v4.4s, v28.4s, v1.4h
	saddw	v24.4s, v4.4s, v21.4h
	saddw	v18.4s, v12.4s, v16.4h
	saddw2	v18.4s, v26.4s, v17.8h
	saddw2	v31.4s, v26.4s, v31.8h
	saddw2	v15.4s, v18.4s, v19.8h
	saddw2	v1.4s, v5.4s, v11.8h
	saddw	v29.8h, v5.8h, v19.8b
	saddw	v18.8h, v25.8h, v1.8b
	saddw	v25.8h, v26.8h, v22.8b
	saddw	v3.8h, v12.8h, v23.8b
	saddw2	v12.8h, v26.8h, v0.16b
	saddw2	v28.8h, v5.8h, v21.16b
	saddw2	v22.8h, v10.8h, v7.16b
	saddw2	v3.8h, v3.8h, v13.16b
	sbcs	w20, w17, w4
	sbcs	w7, w22, w15
	sbcs	w11, w17, w14
	sbcs	wzr, w25, w15
	sbcs	x26, x28, x24
	sbcs	x2, x10, x11
	sbcs	x14, x26, x10
	sbcs	xzr, x2, x4
	sbc	w15, w1, w11
	ngc	w21, w15
	ngc	w6, w1
	sbc	wzr, w19, w0
	ngc	x25, x10
	sbc	x30, x4, x23
	ngc	x21, x14
	sbc	x12, x30, x25
	sxth	w14, w24
	sbfiz	w15, w3, #1, #16
	sbfx	w5, w3, #1, #6
	sbfiz	w25, w10, #18, #13
	sbfiz	x6, x30, #22, #12
	sbfx	x7, x7, #24, #39
	sbfx	x1, x9, #51, #1
	sbfiz	x22, x18, #2, #12
	scvtf	d17, w4
	scvtf	d30, w9
	scvtf	d11, w4
	scvtf	d15, w17
	scvtf	d1, w18, #4
	scvtf	d29, w25, #1
	scvtf	d14, w6, #1
	scvtf	d13, w28, #29
	scvtf	s21, w3
	scvtf	s3, w21
	scvtf	s25, w13
	scvtf	s25, w19
	scvtf	s23, w22, #17
	scvtf	s16, w27, #13
	scvtf	s18, w1, #1
	scvtf	s29, w14, #22
	scvtf	d28, x17
	scvtf	d18, x15
	scvtf	d5, x18
	scvtf	d7, x13
	scvtf	d27, x4, #1
	scvtf	d20, x25, #31
	scvtf	d4, x16, #32
	scvtf	d24, x28, #63
	scvtf	s13, x17
	scvtf	s13, x14
	scvtf	s4, x27
	scvtf	s30, x6
	scvtf	s4, x6, #1
	scvtf	s21, x6, #10
	scvtf	s14, x25, #64
	scvtf	s14, x10, #35
	scvtf	d20, d3, #44
	scvtf	d14, d25, #17
	scvtf	d29, d31, #30
	scvtf	d13, d13, #1
	scvtf	s7, s4, #12
	scvtf	s13, s13, #31
	scvtf	s1, s10, #1
	scvtf	s23, s16, #16
	scvtf	v21.2d, v25.2d, #3
	scvtf	v27.2d, v0.2d, #46
	scvtf	v14.2d, v4.2d, #62
	scvtf	v10.2d, v11.2d, #33
	scvtf	v2.2s, v15.2s, #1
	scvtf	v15.2s, v31.2s, #22
	scvtf	v23.2s, v30.2s, #2
	scvtf	v20.2s, v31.2s, #18
	scvtf	v25.4s, v14.4s, #24
	scvtf	v31.4s, v23.4s, #1
	scvtf	v12.4s, v16.4s, #7
	scvtf	v4.4s, v9.4s, #19
	scvtf	d10, d13
	scvtf	d22, d3
	scvtf	d10, d29
	scvtf	d0, d9
	scvtf	s27, s5
	scvtf	s17, s3
	scvtf	s6, s0
	scvtf	s21, s14
	scvtf	v0.2d, v14.2d
	scvtf	v8.2d, v30.2d
	scvtf	v24.2d, v0.2d
	scvtf	v11.2d, v28.2d
	scvtf	v12.2s, v4.2s
	scvtf	v24.2s, v20.2s
	scvtf	v19.2s, v24.2s
	scvtf	v3.2s, v27.2s
	scvtf	v21.4s, v2.4s
	scvtf	v4.4s, v27.4s
	scvtf	v31.4s, v9.4s
	scvtf	v11.4s, v29.4s
	sdiv	w21, w5, w26
	sdiv	w4, w10, w29
	sdiv	w13, w27, w3
	sdiv	w13, w17, w12
	sdiv	x28, x23, x30
	sdiv	x14, x9, x3
	sdiv	x26, x1, x25
	sdiv	x17, x22, x30
	shadd	v14.16b, v0.16b, v14.16b
	shadd	v7.16b, v6.16b, v2.16b
	shadd	v7.16b, v20.16b, v10.16b
	shadd	v20.16b, v27.16b, v20.16b
	shadd	v24.2s, v13.2s, v29.2s
	shadd	v26.2s, v4.2s, v12.2s
	shadd	v6.2s, v16.2s, v27.2s
	shadd	v2.2s, v31.2s, v22.2s
	shadd	v4.4h, v13.4h, v19.4h
	shadd	v8.4h, v26.4h, v24.4h
	shadd	v7.4h, v31.4h, v8.4h
	shadd	v25.4h, v28.4h, v0.4h
	shadd	v20.4s, v12.4s, v22.4s
	shadd	v0.4s, v21.4s, v27.4s
	shadd	v12.4s, v7.4s, v7.4s
	shadd	v22.4s, v5.4s, v26.4s
	shadd	v1.8b, v0.8b, v4.8b
	shadd	v14.8b, v19.8b, v27.8b
	shadd	v15.8b, v13.8b, v24.8b
	shadd	v5.8b, v5.8b, v1.8b
	shadd	v21.8h, v8.8h, v20.8h
	shadd	v18.8h, v5.8h, v13.8h
	shadd	v7.8h, v26.8h, v19.8h
	shadd	v19.8h, v5.8h, v29.8h
	shll	v1.2d, v0.2s, #32
	shll	v1.2d, v6.2s, #32
	shll	v8.2d, v30.2s, #32
	shll	v2.2d, v1.2s, #32
	shll2	v27.2d, v13.4s, #32
	shll2	v9.2d, v23.4s, #32
	shll2	v22.2d, v25.4s, #32
	shll2	v14.2d, v1.4s, #32
	shll	v27.4s, v15.4h, #16
	shll	v14.4s, v31.4h, #16
	shll	v13.4s, v29.4h, #16
	shll	v19.4s, v27.4h, #16
	shll2	v30.4s, v22.8h, #16
	shll2	v25.4s, v22.8h, #16
	shll2	v24.4s, v3.8h, #16
	shll2	v6.4s, v10.8h, #16
	shll	v16.8h, v16.8b, #8
	shll	v14.8h, v11.8b, #8
	shll	v13.8h, v28.8b, #8
	shll	v10.8h, v23.8b, #8
	shll2	v4.8h, v17.16b, #8
	shll2	v21.8h, v19.16b, #8
	shll2	v23.8h, v12.16b, #8
	shll2	v1.8h, v19.16b, #8
	shl	d4, d29, #47
	shl	d22, d6, #61
	shl	d11, d5, #9
	shl	d18, d24, #33
	shl	v0.16b, v2.16b, #4
	shl	v9.16b, v20.16b, #4
	shl	v3.16b, v12.16b, #0
	shl	v10.16b, v6.16b, #3
	shl	v22.2d, v14.2d, #40
	shl	v26.2d, v2.2d, #47
	shl	v2.2d, v28.2d, #3
	shl	v15.2d, v9.2d, #1
	shl	v3.2s, v30.2s, #19
	shl	v23.2s, v26.2s, #13
	shl	v6.2s, v27.2s, #0
	shl	v24.2s, v17.2s, #24
	shl	v31.4h, v21.4h, #3
	shl	v16.4h, v13.4h, #9
	shl	v28.4h, v5.4h, #0
	shl	v26.4h, v14.4h, #0
	shl	v21.4s, v18.4s, #12
	shl	v31.4s, v21.4s, #30
	shl	v0.4s, v24.4s, #26
	shl	v11.4s, v28.4s, #1
	shl	v14.8b, v11.8b, #6
	shl	v9.8b, v0.8b, #3
	shl	v20.8b, v15.8b, #1
	shl	v15.8b, v11.8b, #3
	shl	v31.8h, v13.8h, #3
	shl	v3.8h, v4.8h, #1
	shl	v29.8h, v1.8h, #5
	shl	v30.8h, v0.8h, #10
	shrn	v25.2s, v15.2d, #32
	shrn	v3.2s, v21.2d, #32
	shrn	v19.2s, v17.2d, #29
	shrn	v31.2s, v10.2d, #11
	shrn2	v5.4s, v25.2d, #25
	shrn2	v24.4s, v6.2d, #1
	shrn2	v5.4s, v20.2d, #1
	shrn2	v2.4s, v22.2d, #7
	shrn	v29.4h, v16.4s, #1
	shrn	v22.4h, v18.4s, #11
	shrn	v2.4h, v11.4s, #1
	shrn	v5.4h, v31.4s, #10
	shrn2	v3.8h, v3.4s, #1
	shrn2	v14.8h, v14.4s, #7
	shrn2	v26.8h, v4.4s, #9
	shrn2	v3.8h, v23.4s, #14
	shrn	v14.8b, v13.8h, #2
	shrn	v5.8b, v24.8h, #5
	shrn	v16.8b, v27.8h, #7
	shrn	v0.8b, v3.8h, #5
	shrn2	v12.16b, v21.8h, #8
	shrn2	v24.16b, v4.8h, #1
	shrn2	v26.16b, v12.8h, #5
	shrn2	v7.16b, v4.8h, #1
	shsub	v24.16b, v1.16b, v1.16b
	shsub	v27.16b, v10.16b, v27.16b
	shsub	v18.16b, v20.16b, v5.16b
	shsub	v5.16b, v16.16b, v15.16b
	shsub	v24.2s, v8.2s, v24.2s
	shsub	v25.2s, v16.2s, v0.2s
	shsub	v27.2s, v28.2s, v22.2s
	shsub	v12.2s, v28.2s, v1.2s
	shsub	v17.4h, v0.4h, v18.4h
	shsub	v18.4h, v30.4h, v18.4h
	shsub	v12.4h, v23.4h, v10.4h
	shsub	v0.4h, v31.4h, v2.4h
	shsub	v21.4s, v11.4s, v2.4s
	shsub	v12.4s, v12.4s, v6.4s
	shsub	v3.4s, v19.4s, v14.4s
	shsub	v9.4s, v19.4s, v17.4s
	shsub	v10.8b, v18.8b, v11.8b
	shsub	v12.8b, v30.8b, v20.8b
	shsub	v22.8b, v10.8b, v21.8b
	shsub	v25.8b, v24.8b, v7.8b
	shsub	v1.8h, v20.8h, v16.8h
	shsub	v27.8h, v27.8h, v9.8h
	shsub	v5.8h, v9.8h, v15.8h
	shsub	v13.8h, v28.8h, v15.8h
	sli	d22, d4, #55
	sli	d20, d2, #32
	sli	d6, d27, #0
	sli	d21, d6, #39
	sli	v30.16b, v6.16b, #0
	sli	v18.16b, v11.16b, #3
	sli	v1.16b, v24.16b, #7
	sli	v1.16b, v10.16b, #0
	sli	v4.2d, v18.2d, #0
	sli	v26.2d, v8.2d, #43
	sli	v9.2d, v25.2d, #1
	sli	v17.2d, v19.2d, #2
	sli	v13.2s, v31.2s, #0
	sli	v20.2s, v20.2s, #1
	sli	v16.2s, v29.2s, #12
	sli	v14.2s, v27.2s, #0
	sli	v3.4h, v26.4h, #0
	sli	v14.4h, v21.4h, #15
	sli	v9.4h, v14.4h, #3
	sli	v23.4h, v2.4h, #6
	sli	v27.4s, v6.4s, #0
	sli	v5.4s, v28.4s, #10
	sli	v18.4s, v30.4s, #16
	sli	v28.4s, v5.4s, #22
	sli	v23.8b, v25.8b, #5
	sli	v20.8b, v2.8b, #4
	sli	v15.8b, v31.8b, #7
	sli	v26.8b, v19.8b, #5
	sli	v3.8h, v3.8h, #7
	sli	v12.8h, v23.8h, #13
	sli	v21.8h, v31.8h, #14
	sli	v30.8h, v30.8h, #14
	smull	x12, w26, w25
	smaddl	x2, w27, w3, x12
	smaddl	xzr, w26, wzr, x14
	smaddl	x17, w28, w22, x6
	smaxp	v11.16b, v7.16b, v11.16b
	smaxp	v27.16b, v14.16b, v17.16b
	smaxp	v20.16b, v3.16b, v1.16b
	smaxp	v30.16b, v27.16b, v14.16b
	smaxp	v31.2s, v16.2s, v8.2s
	smaxp	v0.2s, v13.2s, v15.2s
	smaxp	v3.2s, v18.2s, v31.2s
	smaxp	v3.2s, v1.2s, v8.2s
	smaxp	v6.4h, v1.4h, v18.4h
	smaxp	v14.4h, v3.4h, v22.4h
	smaxp	v22.4h, v17.4h, v31.4h
	smaxp	v29.4h, v28.4h, v21.4h
	smaxp	v13.4s, v16.4s, v28.4s
	smaxp	v20.4s, v21.4s, v5.4s
	smaxp	v24.4s, v31.4s, v30.4s
	smaxp	v0.4s, v7.4s, v27.4s
	smaxp	v7.8b, v13.8b, v20.8b
	smaxp	v27.8b, v16.8b, v22.8b
	smaxp	v9.8b, v13.8b, v7.8b
	smaxp	v24.8b, v28.8b, v18.8b
	smaxp	v16.8h, v10.8h, v27.8h
	smaxp	v13.8h, v15.8h, v23.8h
	smaxp	v12.8h, v15.8h, v7.8h
	smaxp	v26.8h, v29.8h, v2.8h
	smaxv	b14, v25.16b
	smaxv	b4, v3.16b
	smaxv	b26, v16.16b
	smaxv	b17, v14.16b
	smaxv	h28, v15.4h
	smaxv	h26, v22.4h
	smaxv	h10, v21.4h
	smaxv	h12, v26.4h
	smaxv	s11, v23.4s
	smaxv	s6, v30.4s
	smaxv	s20, v13.4s
	smaxv	s11, v12.4s
	smaxv	b3, v2.8b
	smaxv	b18, v7.8b
	smaxv	b28, v30.8b
	smaxv	b10, v23.8b
	smaxv	h7, v15.8h
	smaxv	h12, v3.8h
	smaxv	h0, v2.8h
	smaxv	h19, v26.8h
	smax	v29.16b, v7.16b, v5.16b
	smax	v7.16b, v22.16b, v24.16b
	smax	v9.16b, v26.16b, v1.16b
	smax	v25.16b, v12.16b, v3.16b
	smax	v6.2s, v31.2s, v25.2s
	smax	v31.2s, v23.2s, v3.2s
	smax	v1.2s, v14.2s, v12.2s
	smax	v0.2s, v11.2s, v18.2s
	smax	v22.4h, v8.4h, v19.4h
	smax	v23.4h, v22.4h, v11.4h
	smax	v27.4h, v1.4h, v3.4h
	smax	v25.4h, v23.4h, v3.4h
	smax	v29.4s, v20.4s, v26.4s
	smax	v9.4s, v9.4s, v5.4s
	smax	v31.4s, v29.4s, v27.4s
	smax	v23.4s, v6.4s, v15.4s
	smax	v13.8b, v10.8b, v14.8b
	smax	v21.8b, v31.8b, v1.8b
	smax	v0.8b, v11.8b, v24.8b
	smax	v25.8b, v3.8b, v10.8b
	smax	v10.8h, v30.8h, v21.8h
	smax	v28.8h, v29.8h, v20.8h
	smax	v10.8h, v12.8h, v27.8h
	smax	v23.8h, v8.8h, v17.8h
	smc	#0x4d71
	smc	#0xc7b3
	smc	#0
	smc	#0
	sminp	v10.16b, v25.16b, v22.16b
	sminp	v19.16b, v27.16b, v0.16b
	sminp	v14.16b, v10.16b, v18.16b
	sminp	v8.16b, v7.16b, v29.16b
	sminp	v25.2s, v27.2s, v14.2s
	sminp	v0.2s, v28.2s, v21.2s
	sminp	v31.2s, v5.2s, v23.2s
	sminp	v19.2s, v31.2s, v22.2s
	sminp	v27.4h, v6.4h, v25.4h
	sminp	v1.4h, v15.4h, v1.4h
	sminp	v14.4h, v1.4h, v20.4h
	sminp	v11.4h, v19.4h, v22.4h
	sminp	v1.4s, v26.4s, v25.4s
	sminp	v3.4s, v25.4s, v13.4s
	sminp	v30.4s, v25.4s, v25.4s
	sminp	v14.4s, v28.4s, v10.4s
	sminp	v4.8b, v23.8b, v28.8b
	sminp	v16.8b, v4.8b, v27.8b
	sminp	v24.8b, v27.8b, v21.8b
	sminp	v20.8b, v3.8b, v26.8b
	sminp	v7.8h, v27.8h, v12.8h
	sminp	v18.8h, v9.8h, v9.8h
	sminp	v2.8h, v6.8h, v16.8h
	sminp	v28.8h, v9.8h, v20.8h
	sminv	b10, v21.16b
	sminv	b29, v20.16b
	sminv	b9, v11.16b
	sminv	b8, v0.16b
	sminv	h19, v27.4h
	sminv	h23, v23.4h
	sminv	h1, v30.4h
	sminv	h30, v11.4h
	sminv	s20, v17.4s
	sminv	s15, v1.4s
	sminv	s23, v6.4s
	sminv	s27, v11.4s
	sminv	b4, v5.8b
	sminv	b27, v7.8b
	sminv	b10, v4.8b
	sminv	b7, v15.8b
	sminv	h31, v14.8h
	sminv	h18, v2.8h
	sminv	h23, v2.8h
	sminv	h29, v14.8h
	smin	v21.16b, v7.16b, v26.16b
	smin	v19.16b, v12.16b, v5.16b
	smin	v11.16b, v23.16b, v3.16b
	smin	v18.16b, v9.16b, v29.16b
	smin	v4.2s, v1.2s, v11.2s
	smin	v10.2s, v22.2s, v18.2s
	smin	v6.2s, v6.2s, v5.2s
	smin	v6.2s, v27.2s, v11.2s
	smin	v21.4h, v5.4h, v22.4h
	smin	v14.4h, v2.4h, v14.4h
	smin	v28.4h, v3.4h, v16.4h
	smin	v12.4h, v3.4h, v26.4h
	smin	v18.4s, v28.4s, v2.4s
	smin	v6.4s, v20.4s, v11.4s
	smin	v26.4s, v11.4s, v29.4s
	smin	v15.4s, v13.4s, v15.4s
	smin	v18.8b, v18.8b, v15.8b
	smin	v30.8b, v11.8b, v30.8b
	smin	v21.8b, v0.8b, v30.8b
	smin	v2.8b, v16.8b, v27.8b
	smin	v21.8h, v27.8h, v19.8h
	smin	v30.8h, v14.8h, v1.8h
	smin	v8.8h, v8.8h, v11.8h
	smin	v0.8h, v1.8h, v19.8h
	smlal	v12.2d, v7.2s, v30.s[1]
	smlal	v5.2d, v0.2s, v4.s[3]
	smlal	v13.2d, v17.2s, v7.s[2]
	smlal	v21.2d, v25.2s, v16.s[1]
	smlal2	v14.2d, v27.4s, v1.s[3]
	smlal2	v5.2d, v30.4s, v24.s[3]
	smlal2	v9.2d, v14.4s, v28.s[3]
	smlal2	v12.2d, v26.4s, v18.s[0]
	smlal	v9.4s, v4.4h, v6.h[3]
	smlal	v5.4s, v22.4h, v7.h[0]
	smlal	v3.4s, v31.4h, v4.h[7]
	smlal	v26.4s, v17.4h, v15.h[1]
	smlal2	v0.4s, v9.8h, v3.h[0]
	smlal2	v14.4s, v26.8h, v14.h[7]
	smlal2	v28.4s, v8.8h, v9.h[7]
	smlal2	v15.4s, v15.8h, v1.h[0]
	smlal	v3.2d, v7.2s, v25.2s
	smlal	v2.2d, v8.2s, v19.2s
	smlal	v29.2d, v6.2s, v22.2s
	smlal	v27.2d, v9.2s, v21.2s
	smlal2	v13.2d, v24.4s, v8.4s
	smlal2	v21.2d, v9.4s, v13.4s
	smlal2	v31.2d, v31.4s, v7.4s
	smlal2	v11.2d, v9.4s, v7.4s
	smlal	v20.4s, v9.4h, v30.4h
	smlal	v12.4s, v22.4h, v1.4h
	smlal	v31.4s, v14.4h, v14.4h
	smlal	v5.4s, v12.4h, v3.4h
	smlal2	v15.4s, v1.8h, v9.8h
	smlal2	v28.4s, v21.8h, v12.8h
	smlal2	v3.4s, v3.8h, v10.8h
	smlal2	v18.4s, v30.8h, v27.8h
	smlal	v11.8h, v11.8b, v3.8b
	smlal	v31.8h, v13.8b, v12.8b
	smlal	v31.8h, v30.8b, v31.8b
	smlal	v3.8h, v2.8b, v29.8b
	smlal2	v27.8h, v28.16b, v11.16b
	smlal2	v18.8h, v12.16b, v7.16b
	smlal2	v5.8h, v0.16b, v21.16b
	smlal2	v6.8h, v3.16b, v21.16b
	smlsl	v30.2d, v30.2s, v21.s[0]
	smlsl	v4.2d, v3.2s, v3.s[3]
	smlsl	v20.2d, v14.2s, v5.s[2]
	smlsl	v2.2d, v15.2s, v7.s[2]
	smlsl2	v22.2d, v11.4s, v25.s[0]
	smlsl2	v31.2d, v22.4s, v2.s[2]
	smlsl2	v26.2d, v2.4s, v20.s[3]
	smlsl2	v26.2d, v11.4s, v6.s[1]
	smlsl	v30.4s, v12.4h, v13.h[1]
	smlsl	v20.4s, v10.4h, v12.h[0]
	smlsl	v30.4s, v11.4h, v13.h[5]
	smlsl	v17.4s, v3.4h, v8.h[1]
	smlsl2	v13.4s, v31.8h, v12.h[2]
	smlsl2	v10.4s, v24.8h, v2.h[2]
	smlsl2	v0.4s, v2.8h, v8.h[0]
	smlsl2	v27.4s, v14.8h, v15.h[7]
	smlsl	v22.2d, v2.2s, v6.2s
	smlsl	v14.2d, v5.2s, v4.2s
	smlsl	v12.2d, v28.2s, v24.2s
	smlsl	v3.2d, v26.2s, v26.2s
	smlsl2	v22.2d, v30.4s, v23.4s
	smlsl2	v30.2d, v23.4s, v31.4s
	smlsl2	v8.2d, v31.4s, v26.4s
	smlsl2	v21.2d, v7.4s, v4.4s
	smlsl	v14.4s, v21.4h, v17.4h
	smlsl	v1.4s, v19.4h, v17.4h
	smlsl	v5.4s, v19.4h, v28.4h
	smlsl	v14.4s, v18.4h, v26.4h
	smlsl2	v30.4s, v23.8h, v10.8h
	smlsl2	v8.4s, v9.8h, v1.8h
	smlsl2	v18.4s, v6.8h, v6.8h
	smlsl2	v21.4s, v21.8h, v1.8h
	smlsl	v27.8h, v27.8b, v11.8b
	smlsl	v29.8h, v20.8b, v29.8b
	smlsl	v30.8h, v14.8b, v10.8b
	smlsl	v24.8h, v21.8b, v26.8b
	smlsl2	v19.8h, v2.16b, v23.16b
	smlsl2	v5.8h, v7.16b, v9.16b
	smlsl2	v6.8h, v26.16b, v10.16b
	smlsl2	v2.8h, v9.16b, v2.16b
	smov	w6, v21.b[14]
	smov	w19, v18.b[4]
	smov	w5, v16.b[12]
	smov	w26, v14.b[7]
	smov	w8, v4.h[4]
	smov	w11, v7.h[6]
	smov	w28, v17.h[7]
	smov	w6, v21.h[5]
	smov	x10, v3.b[7]
	smov	x16, v11.b[5]
	smov	x14, v17.b[11]
	smov	xzr, v15.b[6]
	smov	x20, v1.h[0]
	smov	x2, v18.h[7]
	smov	x7, v21.h[7]
	smov	x20, v23.h[4]
	smov	x16, v16.s[0]
	smov	x1, v13.s[3]
	smov	x14, v16.s[3]
	smov	x3, v26.s[1]
	smnegl	x2, w5, w15
	smsubl	x11, w26, w11, x30
	smsubl	x1, w1, w18, x26
	smsubl	x20, w13, w0, x21
	smulh	x18, x25, x27
	smulh	x30, x0, x1
	smulh	x23, x0, x13
	smulh	xzr, x22, x8
	smull	v9.2d, v29.2s, v18.s[0]
	smull	v7.2d, v18.2s, v9.s[3]
	smull	v4.2d, v9.2s, v22.s[2]
	smull	v20.2d, v10.2s, v31.s[1]
	smull2	v2.2d, v18.4s, v2.s[0]
	smull2	v27.2d, v22.4s, v1.s[1]
	smull2	v21.2d, v23.4s, v27.s[0]
	smull2	v12.2d, v16.4s, v9.s[0]
	smull	v24.4s, v22.4h, v14.h[2]
	smull	v31.4s, v14.4h, v1.h[1]
	smull	v11.4s, v10.4h, v8.h[1]
	smull	v20.4s, v22.4h, v2.h[7]
	smull2	v2.4s, v22.8h, v10.h[3]
	smull2	v22.4s, v19.8h, v7.h[2]
	smull2	v27.4s, v24.8h, v10.h[3]
	smull2	v24.4s, v1.8h, v0.h[0]
	smull	v13.2d, v0.2s, v11.2s
	smull	v5.2d, v4.2s, v6.2s
	smull	v17.2d, v25.2s, v11.2s
	smull	v27.2d, v10.2s, v2.2s
	smull2	v15.2d, v9.4s, v8.4s
	smull2	v3.2d, v8.4s, v15.4s
	smull2	v21.2d, v5.4s, v16.4s
	smull2	v30.2d, v29.4s, v11.4s
	smull	v30.4s, v22.4h, v29.4h
	smull	v12.4s, v5.4h, v28.4h
	smull	v5.4s, v31.4h, v24.4h
	smull	v25.4s, v24.4h, v23.4h
	smull2	v21.4s, v12.8h, v1.8h
	smull2	v2.4s, v17.8h, v25.8h
	smull2	v25.4s, v24.8h, v21.8h
	smull2	v21.4s, v22.8h, v12.8h
	smull	v8.8h, v9.8b, v8.8b
	smull	v27.8h, v11.8b, v17.8b
	smull	v2.8h, v28.8b, v30.8b
	smull	v18.8h, v31.8b, v4.8b
	smull2	v28.8h, v9.16b, v19.16b
	smull2	v16.8h, v17.16b, v24.16b
	smull2	v22.8h, v22.16b, v23.16b
	smull2	v23.8h, v22.16b, v2.16b
	sqabs	b24, b25
	sqabs	b30, b8
	sqabs	b1, b13
	sqabs	b1, b17
	sqabs	d6, d23
	sqabs	d6, d4
	sqabs	d21, d0
	sqabs	d21, d28
	sqabs	h12, h3
	sqabs	h28, h11
	sqabs	h19, h27
	sqabs	h17, h15
	sqabs	s21, s23
	sqabs	s30, s28
	sqabs	s8, s4
	sqabs	s15, s21
	sqabs	v5.16b, v11.16b
	sqabs	v5.16b, v23.16b
	sqabs	v28.16b, v1.16b
	sqabs	v13.16b, v9.16b
	sqabs	v23.2d, v1.2d
	sqabs	v28.2d, v11.2d
	sqabs	v1.2d, v1.2d
	sqabs	v23.2d, v23.2d
	sqabs	v6.2s, v8.2s
	sqabs	v25.2s, v10.2s
	sqabs	v18.2s, v19.2s
	sqabs	v20.2s, v8.2s
	sqabs	v26.4h, v6.4h
	sqabs	v28.4h, v14.4h
	sqabs	v2.4h, v24.4h
	sqabs	v25.4h, v7.4h
	sqabs	v1.4s, v17.4s
	sqabs	v20.4s, v0.4s
	sqabs	v22.4s, v30.4s
	sqabs	v3.4s, v17.4s
	sqabs	v9.8b, v0.8b
	sqabs	v25.8b, v9.8b
	sqabs	v28.8b, v5.8b
	sqabs	v20.8b, v14.8b
	sqabs	v11.8h, v12.8h
	sqabs	v10.8h, v7.8h
	sqabs	v27.8h, v16.8h
	sqabs	v27.8h, v16.8h
	sqadd	b17, b17, b14
	sqadd	b15, b3, b4
	sqadd	b18, b2, b16
	sqadd	b9, b25, b31
	sqadd	d10, d18, d3
	sqadd	d0, d1, d4
	sqadd	d5, d15, d10
	sqadd	d10, d26, d10
	sqadd	h16, h29, h13
	sqadd	h24, h21, h3
	sqadd	h11, h22, h6
	sqadd	h6, h1, h11
	sqadd	s16, s11, s1
	sqadd	s31, s12, s16
	sqadd	s6, s2, s10
	sqadd	s23, s7, s4
	sqadd	v0.16b, v17.16b, v24.16b
	sqadd	v15.16b, v15.16b, v11.16b
	sqadd	v6.16b, v31.16b, v28.16b
	sqadd	v1.16b, v14.16b, v25.16b
	sqadd	v15.2d, v23.2d, v20.2d
	sqadd	v8.2d, v21.2d, v24.2d
	sqadd	v20.2d, v22.2d, v22.2d
	sqadd	v6.2d, v23.2d, v5.2d
	sqadd	v20.2s, v24.2s, v16.2s
	sqadd	v5.2s, v13.2s, v19.2s
	sqadd	v24.2s, v31.2s, v29.2s
	sqadd	v11.2s, v29.2s, v3.2s
	sqadd	v19.4h, v9.4h, v25.4h
	sqadd	v28.4h, v24.4h, v22.4h
	sqadd	v21.4h, v12.4h, v11.4h
	sqadd	v0.4h, v25.4h, v17.4h
	sqadd	v6.4s, v24.4s, v31.4s
	sqadd	v14.4s, v4.4s, v11.4s
	sqadd	v3.4s, v9.4s, v26.4s
	sqadd	v9.4s, v24.4s, v14.4s
	sqadd	v26.8b, v19.8b, v4.8b
	sqadd	v2.8b, v27.8b, v11.8b
	sqadd	v29.8b, v19.8b, v16.8b
	sqadd	v11.8b, v21.8b, v0.8b
	sqadd	v9.8h, v11.8h, v0.8h
	sqadd	v14.8h, v2.8h, v3.8h
	sqadd	v2.8h, v26.8h, v2.8h
	sqadd	v7.8h, v17.8h, v22.8h
	sqdmlal	s7, h29, v7.h[0]
	sqdmlal	s2, h12, v13.h[4]
	sqdmlal	s16, h18, v7.h[0]
	sqdmlal	s24, h18, v0.h[4]
	sqdmlal	d20, s11, v23.s[0]
	sqdmlal	d30, s30, v19.s[0]
	sqdmlal	d18, s27, v21.s[3]
	sqdmlal	d29, s23, v0.s[0]
	sqdmlal	v2.2d, v4.2s, v9.s[1]
	sqdmlal	v28.2d, v11.2s, v31.s[0]
	sqdmlal	v5.2d, v19.2s, v5.s[1]
	sqdmlal	v22.2d, v29.2s, v30.s[1]
	sqdmlal2	v28.2d, v3.4s, v10.s[3]
	sqdmlal2	v0.2d, v1.4s, v31.s[1]
	sqdmlal2	v29.2d, v18.4s, v14.s[0]
	sqdmlal2	v5.2d, v31.4s, v4.s[1]
	sqdmlal	v4.4s, v26.4h, v5.h[7]
	sqdmlal	v17.4s, v21.4h, v6.h[6]
	sqdmlal	v15.4s, v3.4h, v14.h[1]
	sqdmlal	v5.4s, v1.4h, v7.h[3]
	sqdmlal2	v21.4s, v24.8h, v1.h[2]
	sqdmlal2	v9.4s, v5.8h, v8.h[0]
	sqdmlal2	v15.4s, v22.8h, v12.h[1]
	sqdmlal2	v9.4s, v31.8h, v10.h[4]
	sqdmlal	s29, h9, h28
	sqdmlal	s27, h19, h7
	sqdmlal	s28, h8, h29
	sqdmlal	s1, h3, h21
	sqdmlal	d21, s1, s1
	sqdmlal	d12, s28, s1
	sqdmlal	d29, s12, s14
	sqdmlal	d21, s27, s30
	sqdmlal	v30.2d, v15.2s, v23.2s
	sqdmlal	v17.2d, v20.2s, v12.2s
	sqdmlal	v23.2d, v17.2s, v26.2s
	sqdmlal	v14.2d, v10.2s, v31.2s
	sqdmlal2	v4.2d, v2.4s, v25.4s
	sqdmlal2	v6.2d, v26.4s, v10.4s
	sqdmlal2	v10.2d, v21.4s, v11.4s
	sqdmlal2	v24.2d, v6.4s, v27.4s
	sqdmlal	v16.4s, v20.4h, v18.4h
	sqdmlal	v20.4s, v19.4h, v21.4h
	sqdmlal	v28.4s, v3.4h, v4.4h
	sqdmlal	v25.4s, v28.4h, v23.4h
	sqdmlal2	v20.4s, v27.8h, v22.8h
	sqdmlal2	v29.4s, v5.8h, v2.8h
	sqdmlal2	v11.4s, v19.8h, v28.8h
	sqdmlal2	v25.4s, v31.8h, v14.8h
	sqdmlsl	s25, h25, v14.h[3]
	sqdmlsl	s24, h11, v8.h[1]
	sqdmlsl	s5, h25, v8.h[3]
	sqdmlsl	s8, h31, v11.h[0]
	sqdmlsl	d26, s15, v30.s[3]
	sqdmlsl	d17, s25, v27.s[0]
	sqdmlsl	d3, s26, v25.s[0]
	sqdmlsl	d12, s13, v27.s[1]
	sqdmlsl	v29.2d, v11.2s, v16.s[3]
	sqdmlsl	v30.2d, v22.2s, v2.s[0]
	sqdmlsl	v17.2d, v3.2s, v16.s[2]
	sqdmlsl	v1.2d, v0.2s, v3.s[0]
	sqdmlsl2	v21.2d, v3.4s, v0.s[3]
	sqdmlsl2	v12.2d, v31.4s, v10.s[3]
	sqdmlsl2	v28.2d, v12.4s, v6.s[0]
	sqdmlsl2	v2.2d, v27.4s, v9.s[3]
	sqdmlsl	v8.4s, v10.4h, v9.h[7]
	sqdmlsl	v23.4s, v21.4h, v5.h[7]
	sqdmlsl	v24.4s, v24.4h, v13.h[1]
	sqdmlsl	v20.4s, v1.4h, v3.h[0]
	sqdmlsl2	v20.4s, v27.8h, v2.h[7]
	sqdmlsl2	v12.4s, v15.8h, v2.h[0]
	sqdmlsl2	v27.4s, v30.8h, v15.h[1]
	sqdmlsl2	v27.4s, v9.8h, v15.h[7]
	sqdmlsl	s18, h14, h14
	sqdmlsl	s28, h2, h0
	sqdmlsl	s25, h21, h28
	sqdmlsl	s14, h11, h25
	sqdmlsl	d30, s31, s14
	sqdmlsl	d4, s11, s21
	sqdmlsl	d8, s0, s21
	sqdmlsl	d7, s0, s18
	sqdmlsl	v24.2d, v21.2s, v28.2s
	sqdmlsl	v5.2d, v7.2s, v22.2s
	sqdmlsl	v2.2d, v12.2s, v9.2s
	sqdmlsl	v27.2d, v22.2s, v15.2s
	sqdmlsl2	v9.2d, v14.4s, v9.4s
	sqdmlsl2	v19.2d, v18.4s, v6.4s
	sqdmlsl2	v29.2d, v11.4s, v15.4s
	sqdmlsl2	v23.2d, v12.4s, v23.4s
	sqdmlsl	v5.4s, v11.4h, v30.4h
	sqdmlsl	v28.4s, v6.4h, v4.4h
	sqdmlsl	v7.4s, v23.4h, v3.4h
	sqdmlsl	v17.4s, v29.4h, v2.4h
	sqdmlsl2	v14.4s, v21.8h, v31.8h
	sqdmlsl2	v12.4s, v6.8h, v16.8h
	sqdmlsl2	v20.4s, v31.8h, v29.8h
	sqdmlsl2	v22.4s, v13.8h, v10.8h
	sqdmulh	h25, h6, v4.h[3]
	sqdmulh	h11, h25, v7.h[7]
	sqdmulh	h0, h0, v4.h[6]
	sqdmulh	h21, h14, v4.h[7]
	sqdmulh	s12, s18, v11.s[1]
	sqdmulh	s18, s11, v11.s[0]
	sqdmulh	s17, s12, v6.s[1]
	sqdmulh	s9, s28, v5.s[0]
	sqdmulh	v31.2s, v19.2s, v4.s[3]
	sqdmulh	v29.2s, v19.2s, v12.s[1]
	sqdmulh	v23.2s, v22.2s, v3.s[0]
	sqdmulh	v28.2s, v29.2s, v22.s[1]
	sqdmulh	v1.4h, v20.4h, v4.h[3]
	sqdmulh	v11.4h, v7.4h, v8.h[1]
	sqdmulh	v15.4h, v25.4h, v9.h[0]
	sqdmulh	v25.4h, v23.4h, v4.h[7]
	sqdmulh	v27.4s, v13.4s, v27.s[1]
	sqdmulh	v14.4s, v16.4s, v5.s[1]
	sqdmulh	v25.4s, v24.4s, v29.s[0]
	sqdmulh	v8.4s, v29.4s, v19.s[0]
	sqdmulh	v22.8h, v21.8h, v12.h[4]
	sqdmulh	v27.8h, v13.8h, v6.h[1]
	sqdmulh	v24.8h, v12.8h, v8.h[0]
	sqdmulh	v28.8h, v27.8h, v8.h[5]
	sqdmulh	h7, h12, h14
	sqdmulh	h22, h6, h22
	sqdmulh	h11, h31, h23
	sqdmulh	h25, h3, h4
	sqdmulh	s29, s31, s16
	sqdmulh	s11, s0, s17
	sqdmulh	s29, s14, s22
	sqdmulh	s9, s27, s30
	sqdmulh	v31.2s, v9.2s, v19.2s
	sqdmulh	v3.2s, v28.2s, v20.2s
	sqdmulh	v30.2s, v12.2s, v31.2s
	sqdmulh	v21.2s, v27.2s, v29.2s
	sqdmulh	v4.4h, v23.4h, v3.4h
	sqdmulh	v28.4h, v25.4h, v0.4h
	sqdmulh	v20.4h, v16.4h, v5.4h
	sqdmulh	v5.4h, v22.4h, v25.4h
	sqdmulh	v0.4s, v23.4s, v25.4s
	sqdmulh	v26.4s, v30.4s, v23.4s
	sqdmulh	v15.4s, v24.4s, v3.4s
	sqdmulh	v22.4s, v16.4s, v24.4s
	sqdmulh	v28.8h, v4.8h, v26.8h
	sqdmulh	v25.8h, v11.8h, v3.8h
	sqdmulh	v6.8h, v14.8h, v14.8h
	sqdmulh	v24.8h, v19.8h, v23.8h
	sqdmull	s28, h15, v8.h[0]
	sqdmull	s11, h21, v8.h[1]
	sqdmull	s3, h9, v4.h[1]
	sqdmull	s17, h3, v10.h[1]
	sqdmull	d30, s18, v26.s[0]
	sqdmull	d2, s19, v13.s[0]
	sqdmull	d3, s1, v0.s[2]
	sqdmull	d14, s30, v12.s[1]
	sqdmull	v18.2d, v14.2s, v31.s[0]
	sqdmull	v16.2d, v18.2s, v19.s[1]
	sqdmull	v25.2d, v27.2s, v9.s[1]
	sqdmull	v5.2d, v17.2s, v1.s[0]
	sqdmull2	v2.2d, v28.4s, v21.s[0]
	sqdmull2	v16.2d, v7.4s, v6.s[3]
	sqdmull2	v22.2d, v8.4s, v29.s[0]
	sqdmull2	v26.2d, v18.4s, v4.s[0]
	sqdmull	v7.4s, v21.4h, v3.h[5]
	sqdmull	v16.4s, v28.4h, v7.h[6]
	sqdmull	v7.4s, v22.4h, v6.h[1]
	sqdmull	v27.4s, v29.4h, v9.h[3]
	sqdmull2	v6.4s, v8.8h, v12.h[3]
	sqdmull2	v13.4s, v23.8h, v12.h[0]
	sqdmull2	v25.4s, v11.8h, v12.h[4]
	sqdmull2	v2.4s, v22.8h, v5.h[4]
	sqdmull	s7, h11, h5
	sqdmull	s22, h0, h7
	sqdmull	s0, h22, h11
	sqdmull	s3, h30, h16
	sqdmull	d9, s7, s3
	sqdmull	d18, s16, s17
	sqdmull	d20, s8, s4
	sqdmull	d6, s5, s10
	sqdmull	v16.2d, v12.2s, v24.2s
	sqdmull	v19.2d, v3.2s, v3.2s
	sqdmull	v3.2d, v10.2s, v10.2s
	sqdmull	v24.2d, v29.2s, v3.2s
	sqdmull2	v7.2d, v30.4s, v4.4s
	sqdmull2	v6.2d, v12.4s, v6.4s
	sqdmull2	v23.2d, v27.4s, v27.4s
	sqdmull2	v0.2d, v23.4s, v25.4s
	sqdmull	v24.4s, v16.4h, v17.4h
	sqdmull	v25.4s, v0.4h, v27.4h
	sqdmull	v17.4s, v17.4h, v17.4h
	sqdmull	v20.4s, v27.4h, v24.4h
	sqdmull2	v18.4s, v21.8h, v28.8h
	sqdmull2	v7.4s, v11.8h, v23.8h
	sqdmull2	v25.4s, v25.8h, v8.8h
	sqdmull2	v15.4s, v23.8h, v10.8h
	sqneg	b4, b20
	sqneg	b21, b10
	sqneg	b5, b19
	sqneg	b4, b4
	sqneg	d22, d27
	sqneg	d18, d25
	sqneg	d10, d22
	sqneg	d4, d5
	sqneg	h24, h8
	sqneg	h29, h9
	sqneg	h10, h20
	sqneg	h20, h21
	sqneg	s4, s21
	sqneg	s26, s13
	sqneg	s23, s6
	sqneg	s2, s12
	sqneg	v31.16b, v0.16b
	sqneg	v20.16b, v1.16b
	sqneg	v2.16b, v26.16b
	sqneg	v7.16b, v6.16b
	sqneg	v27.2d, v30.2d
	sqneg	v28.2d, v3.2d
	sqneg	v28.2d, v16.2d
	sqneg	v26.2d, v26.2d
	sqneg	v28.2s, v27.2s
	sqneg	v25.2s, v10.2s
	sqneg	v30.2s, v16.2s
	sqneg	v28.2s, v21.2s
	sqneg	v11.4h, v0.4h
	sqneg	v2.4h, v14.4h
	sqneg	v8.4h, v13.4h
	sqneg	v6.4h, v5.4h
	sqneg	v9.4s, v25.4s
	sqneg	v0.4s, v16.4s
	sqneg	v12.4s, v24.4s
	sqneg	v24.4s, v6.4s
	sqneg	v13.8b, v9.8b
	sqneg	v0.8b, v2.8b
	sqneg	v7.8b, v3.8b
	sqneg	v10.8b, v17.8b
	sqneg	v16.8h, v1.8h
	sqneg	v14.8h, v11.8h
	sqneg	v14.8h, v1.8h
	sqneg	v10.8h, v6.8h
	sqrdmulh	h0, h9, v3.h[4]
	sqrdmulh	h14, h27, v11.h[7]
	sqrdmulh	h9, h18, v2.h[1]
	sqrdmulh	h5, h24, v3.h[1]
	sqrdmulh	s31, s26, v19.s[0]
	sqrdmulh	s3, s30, v23.s[0]
	sqrdmulh	s11, s13, v8.s[2]
	sqrdmulh	s25, s21, v22.s[2]
	sqrdmulh	v19.2s, v16.2s, v29.s[3]
	sqrdmulh	v12.2s, v1.2s, v29.s[1]
	sqrdmulh	v2.2s, v5.2s, v28.s[1]
	sqrdmulh	v14.2s, v26.2s, v13.s[3]
	sqrdmulh	v14.4h, v22.4h, v14.h[2]
	sqrdmulh	v8.4h, v19.4h, v4.h[0]
	sqrdmulh	v7.4h, v15.4h, v9.h[1]
	sqrdmulh	v15.4h, v6.4h, v0.h[6]
	sqrdmulh	v4.4s, v12.4s, v28.s[0]
	sqrdmulh	v24.4s, v25.4s, v0.s[0]
	sqrdmulh	v27.4s, v31.4s, v2.s[1]
	sqrdmulh	v16.4s, v27.4s, v9.s[3]
	sqrdmulh	v28.8h, v30.8h, v2.h[0]
	sqrdmulh	v0.8h, v21.8h, v8.h[6]
	sqrdmulh	v16.8h, v12.8h, v9.h[5]
	sqrdmulh	v0.8h, v29.8h, v8.h[6]
	sqrdmulh	h12, h20, h19
	sqrdmulh	h1, h4, h5
	sqrdmulh	h25, h5, h29
	sqrdmulh	h26, h16, h12
	sqrdmulh	s13, s10, s7
	sqrdmulh	s6, s20, s22
	sqrdmulh	s3, s2, s3
	sqrdmulh	s17, s10, s16
	sqrdmulh	v27.2s, v6.2s, v10.2s
	sqrdmulh	v16.2s, v15.2s, v5.2s
	sqrdmulh	v22.2s, v1.2s, v28.2s
	sqrdmulh	v9.2s, v23.2s, v1.2s
	sqrdmulh	v11.4h, v20.4h, v13.4h
	sqrdmulh	v18.4h, v7.4h, v5.4h
	sqrdmulh	v31.4h, v28.4h, v26.4h
	sqrdmulh	v31.4h, v7.4h, v30.4h
	sqrdmulh	v26.4s, v11.4s, v23.4s
	sqrdmulh	v20.4s, v2.4s, v6.4s
	sqrdmulh	v27.4s, v6.4s, v9.4s
	sqrdmulh	v18.4s, v19.4s, v17.4s
	sqrdmulh	v27.8h, v28.8h, v8.8h
	sqrdmulh	v1.8h, v9.8h, v20.8h
	sqrdmulh	v0.8h, v12.8h, v16.8h
	sqrdmulh	v15.8h, v21.8h, v10.8h
	sqrshl	b22, b3, b26
	sqrshl	b15, b23, b14
	sqrshl	b26, b17, b17
	sqrshl	b17, b8, b10
	sqrshl	d24, d11, d4
	sqrshl	d31, d31, d19
	sqrshl	d28, d4, d10
	sqrshl	d7, d27, d25
	sqrshl	h26, h28, h8
	sqrshl	h29, h30, h2
	sqrshl	h12, h23, h8
	sqrshl	h11, h16, h8
	sqrshl	s26, s0, s12
	sqrshl	s0, s28, s21
	sqrshl	s20, s8, s2
	sqrshl	s26, s16, s7
	sqrshl	v30.16b, v19.16b, v28.16b
	sqrshl	v25.16b, v14.16b, v24.16b
	sqrshl	v10.16b, v5.16b, v26.16b
	sqrshl	v21.16b, v16.16b, v1.16b
	sqrshl	v12.2d, v17.2d, v18.2d
	sqrshl	v17.2d, v18.2d, v19.2d
	sqrshl	v14.2d, v24.2d, v16.2d
	sqrshl	v29.2d, v23.2d, v9.2d
	sqrshl	v26.2s, v4.2s, v22.2s
	sqrshl	v15.2s, v23.2s, v9.2s
	sqrshl	v24.2s, v23.2s, v24.2s
	sqrshl	v19.2s, v20.2s, v24.2s
	sqrshl	v6.4h, v8.4h, v20.4h
	sqrshl	v1.4h, v8.4h, v26.4h
	sqrshl	v12.4h, v19.4h, v20.4h
	sqrshl	v4.4h, v2.4h, v7.4h
	sqrshl	v12.4s, v13.4s, v4.4s
	sqrshl	v7.4s, v11.4s, v12.4s
	sqrshl	v2.4s, v9.4s, v3.4s
	sqrshl	v20.4s, v29.4s, v12.4s
	sqrshl	v22.8b, v20.8b, v2.8b
	sqrshl	v8.8b, v27.8b, v8.8b
	sqrshl	v31.8b, v12.8b, v21.8b
	sqrshl	v6.8b, v19.8b, v28.8b
	sqrshl	v16.8h, v1.8h, v6.8h
	sqrshl	v27.8h, v21.8h, v9.8h
	sqrshl	v29.8h, v30.8h, v7.8h
	sqrshl	v22.8h, v3.8h, v0.8h
	sqrshrn	b12, h24, #6
	sqrshrn	b17, h30, #8
	sqrshrn	b15, h7, #6
	sqrshrn	b10, h7, #3
	sqrshrn	h14, s29, #15
	sqrshrn	h25, s22, #7
	sqrshrn	h1, s14, #8
	sqrshrn	h29, s0, #4
	sqrshrn	s28, d30, #18
	sqrshrn	s25, d27, #30
	sqrshrn	s28, d19, #11
	sqrshrn	s25, d9, #1
	sqrshrn	v27.2s, v29.2d, #29
	sqrshrn	v3.2s, v27.2d, #1
	sqrshrn	v12.2s, v28.2d, #19
	sqrshrn	v10.2s, v10.2d, #11
	sqrshrn2	v10.4s, v15.2d, #3
	sqrshrn2	v12.4s, v9.2d, #29
	sqrshrn2	v0.4s, v23.2d, #2
	sqrshrn2	v10.4s, v30.2d, #16
	sqrshrn	v26.4h, v11.4s, #4
	sqrshrn	v21.4h, v22.4s, #3
	sqrshrn	v13.4h, v11.4s, #7
	sqrshrn	v4.4h, v13.4s, #1
	sqrshrn2	v8.8h, v21.4s, #1
	sqrshrn2	v17.8h, v31.4s, #10
	sqrshrn2	v12.8h, v31.4s, #8
	sqrshrn2	v31.8h, v26.4s, #14
	sqrshrn	v4.8b, v9.8h, #1
	sqrshrn	v7.8b, v11.8h, #2
	sqrshrn	v26.8b, v16.8h, #1
	sqrshrn	v27.8b, v25.8h, #5
	sqrshrn2	v10.16b, v30.8h, #6
	sqrshrn2	v18.16b, v27.8h, #6
	sqrshrn2	v3.16b, v21.8h, #1
	sqrshrn2	v8.16b, v0.8h, #1
	sqrshrun	b27, h8, #1
	sqrshrun	b4, h13, #1
	sqrshrun	b14, h5, #4
	sqrshrun	b31, h17, #8
	sqrshrun	h23, s25, #13
	sqrshrun	h13, s8, #5
	sqrshrun	h5, s6, #6
	sqrshrun	h23, s28, #16
	sqrshrun	s28, d26, #18
	sqrshrun	s0, d8, #13
	sqrshrun	s26, d10, #6
	sqrshrun	s14, d13, #24
	sqrshrun	v21.2s, v25.2d, #32
	sqrshrun	v20.2s, v18.2d, #19
	sqrshrun	v20.2s, v6.2d, #1
	sqrshrun	v18.2s, v12.2d, #27
	sqrshrun2	v28.4s, v27.2d, #9
	sqrshrun2	v7.4s, v12.2d, #1
	sqrshrun2	v19.4s, v3.2d, #4
	sqrshrun2	v7.4s, v31.2d, #3
	sqrshrun	v14.4h, v16.4s, #7
	sqrshrun	v19.4h, v21.4s, #2
	sqrshrun	v30.4h, v10.4s, #4
	sqrshrun	v12.4h, v25.4s, #6
	sqrshrun2	v29.8h, v4.4s, #2
	sqrshrun2	v18.8h, v2.4s, #16
	sqrshrun2	v29.8h, v11.4s, #2
	sqrshrun2	v0.8h, v1.4s, #9
	sqrshrun	v11.8b, v23.8h, #6
	sqrshrun	v21.8b, v21.8h, #6
	sqrshrun	v20.8b, v26.8h, #3
	sqrshrun	v29.8b, v10.8h, #1
	sqrshrun2	v24.16b, v13.8h, #1
	sqrshrun2	v18.16b, v29.8h, #5
	sqrshrun2	v29.16b, v31.8h, #6
	sqrshrun2	v11.16b, v3.8h, #1
	sqshlu	b10, b2, #7
	sqshlu	b9, b14, #2
	sqshlu	b18, b12, #2
	sqshlu	b29, b16, #7
	sqshlu	d23, d25, #5
	sqshlu	d18, d9, #3
	sqshlu	d0, d0, #0
	sqshlu	d20, d9, #16
	sqshlu	h23, h29, #0
	sqshlu	h29, h10, #2
	sqshlu	h0, h12, #12
	sqshlu	h7, h27, #13
	sqshlu	s0, s25, #1
	sqshlu	s26, s12, #20
	sqshlu	s5, s23, #9
	sqshlu	s5, s6, #13
	sqshlu	v18.16b, v31.16b, #4
	sqshlu	v23.16b, v8.16b, #0
	sqshlu	v29.16b, v17.16b, #4
	sqshlu	v31.16b, v20.16b, #4
	sqshlu	v26.2d, v1.2d, #44
	sqshlu	v24.2d, v27.2d, #22
	sqshlu	v30.2d, v29.2d, #1
	sqshlu	v26.2d, v3.2d, #63
	sqshlu	v21.2s, v27.2s, #22
	sqshlu	v20.2s, v23.2s, #13
	sqshlu	v9.2s, v30.2s, #26
	sqshlu	v19.2s, v13.2s, #10
	sqshlu	v27.4h, v0.4h, #6
	sqshlu	v5.4h, v17.4h, #0
	sqshlu	v27.4h, v17.4h, #4
	sqshlu	v1.4h, v7.4h, #7
	sqshlu	v29.4s, v16.4s, #31
	sqshlu	v21.4s, v27.4s, #20
	sqshlu	v11.4s, v25.4s, #23
	sqshlu	v16.4s, v11.4s, #11
	sqshlu	v3.8b, v8.8b, #2
	sqshlu	v31.8b, v3.8b, #0
	sqshlu	v2.8b, v30.8b, #0
	sqshlu	v30.8b, v4.8b, #5
	sqshlu	v5.8h, v22.8h, #13
	sqshlu	v4.8h, v8.8h, #0
	sqshlu	v23.8h, v29.8h, #11
	sqshlu	v16.8h, v23.8h, #12
	sqshl	b23, b31, #0
	sqshl	b31, b29, #4
	sqshl	b5, b6, #0
	sqshl	b22, b31, #2
	sqshl	d10, d11, #54
	sqshl	d14, d25, #9
	sqshl	d7, d3, #2
	sqshl	d2, d31, #4
	sqshl	h13, h4, #12
	sqshl	h8, h28, #5
	sqshl	h8, h18, #6
	sqshl	h23, h20, #8
	sqshl	s30, s19, #3
	sqshl	s11, s23, #13
	sqshl	s0, s28, #7
	sqshl	s10, s21, #27
	sqshl	v19.16b, v0.16b, #7
	sqshl	v11.16b, v21.16b, #4
	sqshl	v9.16b, v27.16b, #2
	sqshl	v31.16b, v20.16b, #1
	sqshl	v25.2d, v6.2d, #63
	sqshl	v15.2d, v18.2d, #45
	sqshl	v22.2d, v11.2d, #25
	sqshl	v6.2d, v24.2d, #49
	sqshl	v19.2s, v23.2s, #5
	sqshl	v4.2s, v13.2s, #0
	sqshl	v11.2s, v17.2s, #12
	sqshl	v9.2s, v20.2s, #31
	sqshl	v31.4h, v20.4h, #3
	sqshl	v20.4h, v3.4h, #5
	sqshl	v30.4h, v17.4h, #6
	sqshl	v4.4h, v6.4h, #6
	sqshl	v30.4s, v14.4s, #2
	sqshl	v15.4s, v19.4s, #1
	sqshl	v3.4s, v1.4s, #11
	sqshl	v1.4s, v3.4s, #9
	sqshl	v28.8b, v23.8b, #2
	sqshl	v17.8b, v15.8b, #3
	sqshl	v18.8b, v26.8b, #3
	sqshl	v13.8b, v1.8b, #2
	sqshl	v28.8h, v23.8h, #10
	sqshl	v1.8h, v15.8h, #8
	sqshl	v25.8h, v7.8h, #4
	sqshl	v23.8h, v22.8h, #0
	sqshl	b3, b11, b14
	sqshl	b17, b20, b8
	sqshl	b11, b25, b8
	sqshl	b18, b8, b28
	sqshl	d5, d17, d20
	sqshl	d6, d20, d13
	sqshl	d27, d5, d8
	sqshl	d22, d2, d22
	sqshl	h31, h17, h17
	sqshl	h24, h12, h26
	sqshl	h21, h20, h26
	sqshl	h7, h10, h9
	sqshl	s28, s13, s3
	sqshl	s4, s27, s24
	sqshl	s14, s31, s18
	sqshl	s7, s23, s19
	sqshl	v14.16b, v10.16b, v6.16b
	sqshl	v16.16b, v20.16b, v17.16b
	sqshl	v29.16b, v10.16b, v7.16b
	sqshl	v8.16b, v9.16b, v26.16b
	sqshl	v26.2d, v25.2d, v10.2d
	sqshl	v0.2d, v7.2d, v10.2d
	sqshl	v0.2d, v7.2d, v13.2d
	sqshl	v25.2d, v28.2d, v24.2d
	sqshl	v28.2s, v11.2s, v29.2s
	sqshl	v23.2s, v20.2s, v24.2s
	sqshl	v31.2s, v17.2s, v29.2s
	sqshl	v13.2s, v10.2s, v0.2s
	sqshl	v6.4h, v31.4h, v23.4h
	sqshl	v31.4h, v1.4h, v7.4h
	sqshl	v25.4h, v21.4h, v27.4h
	sqshl	v31.4h, v0.4h, v9.4h
	sqshl	v22.4s, v9.4s, v7.4s
	sqshl	v7.4s, v2.4s, v22.4s
	sqshl	v11.4s, v24.4s, v23.4s
	sqshl	v7.4s, v19.4s, v29.4s
	sqshl	v23.8b, v13.8b, v6.8b
	sqshl	v29.8b, v2.8b, v28.8b
	sqshl	v21.8b, v29.8b, v15.8b
	sqshl	v3.8b, v3.8b, v3.8b
	sqshl	v5.8h, v26.8h, v23.8h
	sqshl	v17.8h, v31.8h, v5.8h
	sqshl	v27.8h, v17.8h, v7.8h
	sqshl	v8.8h, v11.8h, v22.8h
	sqshrn	b16, h8, #5
	sqshrn	b13, h3, #2
	sqshrn	b11, h21, #4
	sqshrn	b10, h29, #8
	sqshrn	h16, s21, #4
	sqshrn	h23, s18, #8
	sqshrn	h2, s23, #4
	sqshrn	h7, s5, #10
	sqshrn	s26, d17, #25
	sqshrn	s30, d25, #20
	sqshrn	s23, d14, #1
	sqshrn	s23, d30, #3
	sqshrn	v9.2s, v29.2d, #15
	sqshrn	v14.2s, v4.2d, #16
	sqshrn	v2.2s, v19.2d, #1
	sqshrn	v24.2s, v31.2d, #25
	sqshrn2	v24.4s, v18.2d, #8
	sqshrn2	v11.4s, v13.2d, #16
	sqshrn2	v4.4s, v28.2d, #27
	sqshrn2	v10.4s, v24.2d, #28
	sqshrn	v31.4h, v20.4s, #16
	sqshrn	v31.4h, v0.4s, #16
	sqshrn	v6.4h, v0.4s, #9
	sqshrn	v30.4h, v22.4s, #10
	sqshrn2	v17.8h, v19.4s, #1
	sqshrn2	v4.8h, v20.4s, #1
	sqshrn2	v8.8h, v26.4s, #2
	sqshrn2	v23.8h, v5.4s, #4
	sqshrn	v23.8b, v30.8h, #5
	sqshrn	v21.8b, v23.8h, #6
	sqshrn	v29.8b, v27.8h, #8
	sqshrn	v27.8b, v16.8h, #4
	sqshrn2	v19.16b, v31.8h, #4
	sqshrn2	v12.16b, v11.8h, #1
	sqshrn2	v1.16b, v19.8h, #5
	sqshrn2	v31.16b, v19.8h, #1
	sqshrun	b7, h21, #3
	sqshrun	b12, h31, #1
	sqshrun	b24, h24, #2
	sqshrun	b7, h29, #6
	sqshrun	h28, s30, #7
	sqshrun	h27, s10, #7
	sqshrun	h7, s15, #5
	sqshrun	h14, s1, #14
	sqshrun	s7, d27, #32
	sqshrun	s19, d26, #16
	sqshrun	s18, d3, #10
	sqshrun	s25, d5, #4
	sqshrun	v16.2s, v22.2d, #1
	sqshrun	v15.2s, v29.2d, #27
	sqshrun	v11.2s, v23.2d, #30
	sqshrun	v14.2s, v14.2d, #2
	sqshrun2	v24.4s, v31.2d, #29
	sqshrun2	v27.4s, v18.2d, #25
	sqshrun2	v25.4s, v7.2d, #14
	sqshrun2	v11.4s, v18.2d, #25
	sqshrun	v11.4h, v10.4s, #7
	sqshrun	v6.4h, v22.4s, #10
	sqshrun	v26.4h, v1.4s, #1
	sqshrun	v27.4h, v31.4s, #6
	sqshrun2	v4.8h, v9.4s, #14
	sqshrun2	v22.8h, v12.4s, #1
	sqshrun2	v6.8h, v3.4s, #15
	sqshrun2	v1.8h, v12.4s, #13
	sqshrun	v2.8b, v11.8h, #8
	sqshrun	v0.8b, v23.8h, #1
	sqshrun	v16.8b, v1.8h, #6
	sqshrun	v0.8b, v7.8h, #8
	sqshrun2	v9.16b, v13.8h, #1
	sqshrun2	v23.16b, v19.8h, #7
	sqshrun2	v18.16b, v7.8h, #3
	sqshrun2	v0.16b, v1.8h, #2
	sqsub	b20, b3, b11
	sqsub	b9, b8, b8
	sqsub	b31, b4, b21
	sqsub	b18, b1, b20
	sqsub	d18, d5, d18
	sqsub	d17, d20, d6
	sqsub	d19, d30, d2
	sqsub	d14, d24, d9
	sqsub	h16, h18, h31
	sqsub	h15, h29, h20
	sqsub	h9, h11, h21
	sqsub	h28, h7, h22
	sqsub	s17, s8, s15
	sqsub	s4, s6, s9
	sqsub	s1, s27, s22
	sqsub	s24, s23, s28
	sqsub	v18.16b, v21.16b, v30.16b
	sqsub	v30.16b, v17.16b, v8.16b
	sqsub	v3.16b, v3.16b, v0.16b
	sqsub	v24.16b, v5.16b, v15.16b
	sqsub	v22.2d, v11.2d, v15.2d
	sqsub	v27.2d, v11.2d, v29.2d
	sqsub	v6.2d, v9.2d, v26.2d
	sqsub	v15.2d, v19.2d, v29.2d
	sqsub	v0.2s, v25.2s, v23.2s
	sqsub	v14.2s, v13.2s, v28.2s
	sqsub	v24.2s, v7.2s, v11.2s
	sqsub	v1.2s, v7.2s, v9.2s
	sqsub	v29.4h, v28.4h, v0.4h
	sqsub	v23.4h, v28.4h, v17.4h
	sqsub	v20.4h, v23.4h, v28.4h
	sqsub	v23.4h, v14.4h, v27.4h
	sqsub	v2.4s, v26.4s, v19.4s
	sqsub	v16.4s, v16.4s, v15.4s
	sqsub	v7.4s, v28.4s, v21.4s
	sqsub	v5.4s, v3.4s, v3.4s
	sqsub	v28.8b, v4.8b, v20.8b
	sqsub	v1.8b, v15.8b, v6.8b
	sqsub	v24.8b, v4.8b, v26.8b
	sqsub	v15.8b, v22.8b, v30.8b
	sqsub	v26.8h, v11.8h, v15.8h
	sqsub	v15.8h, v22.8h, v24.8h
	sqsub	v8.8h, v11.8h, v7.8h
	sqsub	v3.8h, v10.8h, v6.8h
	sqxtn	b9, h9
	sqxtn	b17, h17
	sqxtn	b8, h0
	sqxtn	b19, h20
	sqxtn	h9, s3
	sqxtn	h2, s10
	sqxtn	h5, s2
	sqxtn	h17, s30
	sqxtn	s11, d17
	sqxtn	s18, d6
	sqxtn	s0, d30
	sqxtn	s30, d27
	sqxtn	v28.2s, v10.2d
	sqxtn	v16.2s, v30.2d
	sqxtn	v13.2s, v22.2d
	sqxtn	v15.2s, v5.2d
	sqxtn2	v12.4s, v8.2d
	sqxtn2	v8.4s, v24.2d
	sqxtn2	v24.4s, v18.2d
	sqxtn2	v5.4s, v14.2d
	sqxtn	v24.4h, v18.4s
	sqxtn	v21.4h, v26.4s
	sqxtn	v7.4h, v6.4s
	sqxtn	v4.4h, v28.4s
	sqxtn2	v30.8h, v27.4s
	sqxtn2	v17.8h, v18.4s
	sqxtn2	v27.8h, v15.4s
	sqxtn2	v2.8h, v30.4s
	sqxtn	v28.8b, v30.8h
	sqxtn	v25.8b, v16.8h
	sqxtn	v17.8b, v25.8h
	sqxtn	v12.8b, v11.8h
	sqxtn2	v6.16b, v19.8h
	sqxtn2	v30.16b, v17.8h
	sqxtn2	v25.16b, v10.8h
	sqxtn2	v12.16b, v14.8h
	sqxtun	b24, h30
	sqxtun	b20, h7
	sqxtun	b6, h11
	sqxtun	b24, h25
	sqxtun	h10, s21
	sqxtun	h3, s4
	sqxtun	h14, s31
	sqxtun	h30, s17
	sqxtun	s1, d13
	sqxtun	s0, d10
	sqxtun	s28, d27
	sqxtun	s23, d18
	sqxtun	v20.2s, v0.2d
	sqxtun	v15.2s, v18.2d
	sqxtun	v2.2s, v30.2d
	sqxtun	v14.2s, v31.2d
	sqxtun2	v4.4s, v9.2d
	sqxtun2	v6.4s, v9.2d
	sqxtun2	v27.4s, v8.2d
	sqxtun2	v12.4s, v9.2d
	sqxtun	v16.4h, v14.4s
	sqxtun	v3.4h, v28.4s
	sqxtun	v24.4h, v5.4s
	sqxtun	v0.4h, v9.4s
	sqxtun2	v15.8h, v22.4s
	sqxtun2	v0.8h, v17.4s
	sqxtun2	v9.8h, v26.4s
	sqxtun2	v18.8h, v25.4s
	sqxtun	v6.8b, v7.8h
	sqxtun	v25.8b, v10.8h
	sqxtun	v17.8b, v29.8h
	sqxtun	v14.8b, v18.8h
	sqxtun2	v1.16b, v6.8h
	sqxtun2	v1.16b, v19.8h
	sqxtun2	v18.16b, v22.8h
	sqxtun2	v24.16b, v23.8h
	srhadd	v27.16b, v27.16b, v13.16b
	srhadd	v11.16b, v1.16b, v8.16b
	srhadd	v6.16b, v5.16b, v20.16b
	srhadd	v21.16b, v30.16b, v11.16b
	srhadd	v10.2s, v15.2s, v0.2s
	srhadd	v25.2s, v24.2s, v0.2s
	srhadd	v27.2s, v29.2s, v22.2s
	srhadd	v10.2s, v2.2s, v2.2s
	srhadd	v1.4h, v14.4h, v29.4h
	srhadd	v0.4h, v7.4h, v14.4h
	srhadd	v14.4h, v26.4h, v16.4h
	srhadd	v24.4h, v0.4h, v8.4h
	srhadd	v6.4s, v0.4s, v11.4s
	srhadd	v18.4s, v1.4s, v31.4s
	srhadd	v4.4s, v6.4s, v24.4s
	srhadd	v21.4s, v23.4s, v7.4s
	srhadd	v10.8b, v6.8b, v1.8b
	srhadd	v31.8b, v4.8b, v27.8b
	srhadd	v7.8b, v21.8b, v18.8b
	srhadd	v1.8b, v12.8b, v19.8b
	srhadd	v6.8h, v16.8h, v19.8h
	srhadd	v13.8h, v28.8h, v27.8h
	srhadd	v11.8h, v8.8h, v11.8h
	srhadd	v6.8h, v2.8h, v10.8h
	sri	d19, d24, #56
	sri	d19, d26, #1
	sri	d16, d22, #1
	sri	d30, d22, #14
	sri	v31.16b, v23.16b, #1
	sri	v1.16b, v9.16b, #5
	sri	v31.16b, v0.16b, #5
	sri	v20.16b, v17.16b, #6
	sri	v8.2d, v4.2d, #3
	sri	v21.2d, v16.2d, #12
	sri	v9.2d, v2.2d, #12
	sri	v9.2d, v28.2d, #43
	sri	v19.2s, v26.2s, #24
	sri	v27.2s, v18.2s, #16
	sri	v8.2s, v10.2s, #11
	sri	v9.2s, v7.2s, #11
	sri	v7.4h, v14.4h, #15
	sri	v29.4h, v17.4h, #16
	sri	v12.4h, v4.4h, #1
	sri	v16.4h, v25.4h, #4
	sri	v22.4s, v31.4s, #1
	sri	v13.4s, v13.4s, #27
	sri	v12.4s, v14.4s, #6
	sri	v16.4s, v13.4s, #29
	sri	v9.8b, v31.8b, #6
	sri	v23.8b, v4.8b, #1
	sri	v13.8b, v20.8b, #8
	sri	v22.8b, v28.8b, #1
	sri	v14.8h, v31.8h, #1
	sri	v3.8h, v23.8h, #15
	sri	v22.8h, v14.8h, #4
	sri	v22.8h, v18.8h, #1
	srshl	d1, d21, d26
	srshl	d0, d15, d19
	srshl	d18, d1, d31
	srshl	d11, d3, d19
	srshl	v16.16b, v30.16b, v19.16b
	srshl	v18.16b, v7.16b, v27.16b
	srshl	v3.16b, v23.16b, v7.16b
	srshl	v4.16b, v9.16b, v3.16b
	srshl	v6.2d, v11.2d, v19.2d
	srshl	v20.2d, v9.2d, v22.2d
	srshl	v31.2d, v31.2d, v14.2d
	srshl	v13.2d, v24.2d, v18.2d
	srshl	v16.2s, v16.2s, v20.2s
	srshl	v17.2s, v24.2s, v6.2s
	srshl	v2.2s, v7.2s, v27.2s
	srshl	v24.2s, v16.2s, v4.2s
	srshl	v22.4h, v16.4h, v26.4h
	srshl	v26.4h, v30.4h, v2.4h
	srshl	v20.4h, v27.4h, v26.4h
	srshl	v8.4h, v28.4h, v1.4h
	srshl	v11.4s, v27.4s, v6.4s
	srshl	v2.4s, v0.4s, v23.4s
	srshl	v2.4s, v3.4s, v29.4s
	srshl	v3.4s, v5.4s, v4.4s
	srshl	v26.8b, v25.8b, v30.8b
	srshl	v27.8b, v1.8b, v12.8b
	srshl	v0.8b, v30.8b, v20.8b
	srshl	v0.8b, v3.8b, v26.8b
	srshl	v1.8h, v1.8h, v31.8h
	srshl	v4.8h, v16.8h, v23.8h
	srshl	v13.8h, v9.8h, v23.8h
	srshl	v25.8h, v18.8h, v7.8h
	srshr	d23, d26, #48
	srshr	d26, d28, #1
	srshr	d30, d14, #38
	srshr	d8, d19, #38
	srshr	v25.16b, v30.16b, #3
	srshr	v16.16b, v19.16b, #7
	srshr	v6.16b, v20.16b, #7
	srshr	v7.16b, v2.16b, #8
	srshr	v22.2d, v25.2d, #54
	srshr	v7.2d, v23.2d, #7
	srshr	v9.2d, v6.2d, #35
	srshr	v14.2d, v9.2d, #46
	srshr	v31.2s, v23.2s, #26
	srshr	v20.2s, v11.2s, #14
	srshr	v3.2s, v16.2s, #16
	srshr	v29.2s, v14.2s, #30
	srshr	v19.4h, v3.4h, #15
	srshr	v7.4h, v27.4h, #2
	srshr	v12.4h, v2.4h, #1
	srshr	v23.4h, v1.4h, #4
	srshr	v18.4s, v4.4s, #1
	srshr	v28.4s, v28.4s, #25
	srshr	v29.4s, v31.4s, #1
	srshr	v6.4s, v9.4s, #29
	srshr	v15.8b, v22.8b, #2
	srshr	v23.8b, v31.8b, #3
	srshr	v27.8b, v28.8b, #5
	srshr	v7.8b, v20.8b, #5
	srshr	v15.8h, v5.8h, #10
	srshr	v18.8h, v21.8h, #7
	srshr	v15.8h, v1.8h, #7
	srshr	v4.8h, v7.8h, #16
	srsra	d26, d24, #1
	srsra	d25, d30, #3
	srsra	d10, d15, #52
	srsra	d18, d6, #58
	srsra	v1.16b, v20.16b, #2
	srsra	v9.16b, v22.16b, #7
	srsra	v4.16b, v0.16b, #8
	srsra	v12.16b, v18.16b, #5
	srsra	v0.2d, v16.2d, #1
	srsra	v24.2d, v29.2d, #23
	srsra	v31.2d, v12.2d, #49
	srsra	v9.2d, v0.2d, #30
	srsra	v24.2s, v15.2s, #12
	srsra	v4.2s, v3.2s, #21
	srsra	v17.2s, v18.2s, #16
	srsra	v13.2s, v29.2s, #1
	srsra	v28.4h, v22.4h, #15
	srsra	v3.4h, v7.4h, #1
	srsra	v26.4h, v27.4h, #9
	srsra	v24.4h, v20.4h, #1
	srsra	v3.4s, v21.4s, #1
	srsra	v31.4s, v10.4s, #19
	srsra	v27.4s, v16.4s, #30
	srsra	v29.4s, v17.4s, #30
	srsra	v9.8b, v25.8b, #4
	srsra	v22.8b, v28.8b, #8
	srsra	v11.8b, v13.8b, #7
	srsra	v12.8b, v20.8b, #7
	srsra	v29.8h, v21.8h, #5
	srsra	v9.8h, v22.8h, #15
	srsra	v25.8h, v9.8h, #7
	srsra	v22.8h, v11.8h, #1
	sshll	v22.2d, v13.2s, #29
	sshll	v12.2d, v30.2s, #15
	sshll	v0.2d, v3.2s, #1
	sshll	v26.2d, v29.2s, #1
	sshll2	v15.2d, v26.4s, #1
	sshll2	v14.2d, v8.4s, #0
	sshll2	v19.2d, v28.4s, #20
	sshll2	v17.2d, v20.4s, #0
	sshll	v14.4s, v28.4h, #0
	sshll	v25.4s, v2.4h, #13
	sshll	v17.4s, v13.4h, #15
	sshll	v1.4s, v2.4h, #0
	sshll2	v18.4s, v3.8h, #0
	sshll2	v0.4s, v10.8h, #11
	sshll2	v2.4s, v28.8h, #0
	sshll2	v20.4s, v23.8h, #11
	sshll	v29.8h, v28.8b, #5
	sshll	v1.8h, v11.8b, #4
	sshll	v25.8h, v6.8b, #2
	sshll	v7.8h, v21.8b, #3
	sshll2	v10.8h, v6.16b, #3
	sshll2	v29.8h, v15.16b, #1
	sshll2	v9.8h, v25.16b, #2
	sshll2	v20.8h, v15.16b, #5
	sshl	d25, d17, d27
	sshl	d5, d8, d22
	sshl	d31, d26, d21
	sshl	d10, d15, d30
	sshl	v21.16b, v7.16b, v26.16b
	sshl	v6.16b, v14.16b, v3.16b
	sshl	v3.16b, v1.16b, v25.16b
	sshl	v27.16b, v30.16b, v20.16b
	sshl	v16.2d, v29.2d, v29.2d
	sshl	v29.2d, v30.2d, v0.2d
	sshl	v13.2d, v2.2d, v16.2d
	sshl	v25.2d, v1.2d, v21.2d
	sshl	v19.2s, v28.2s, v15.2s
	sshl	v17.2s, v5.2s, v4.2s
	sshl	v18.2s, v9.2s, v4.2s
	sshl	v15.2s, v8.2s, v16.2s
	sshl	v26.4h, v7.4h, v30.4h
	sshl	v31.4h, v28.4h, v26.4h
	sshl	v20.4h, v11.4h, v7.4h
	sshl	v1.4h, v17.4h, v1.4h
	sshl	v4.4s, v26.4s, v16.4s
	sshl	v17.4s, v29.4s, v5.4s
	sshl	v29.4s, v27.4s, v30.4s
	sshl	v2.4s, v21.4s, v4.4s
	sshl	v10.8b, v0.8b, v30.8b
	sshl	v14.8b, v23.8b, v13.8b
	sshl	v16.8b, v11.8b, v30.8b
	sshl	v8.8b, v7.8b, v20.8b
	sshl	v17.8h, v17.8h, v28.8h
	sshl	v7.8h, v18.8h, v31.8h
	sshl	v13.8h, v25.8h, v11.8h
	sshl	v30.8h, v16.8h, v6.8h
	sshr	d29, d24, #1
	sshr	d5, d8, #11
	sshr	d30, d20, #8
	sshr	d22, d15, #35
	sshr	v27.16b, v17.16b, #8
	sshr	v8.16b, v14.16b, #1
	sshr	v13.16b, v30.16b, #8
	sshr	v1.16b, v16.16b, #6
	sshr	v30.2d, v10.2d, #19
	sshr	v4.2d, v18.2d, #39
	sshr	v2.2d, v17.2d, #25
	sshr	v28.2d, v10.2d, #1
	sshr	v3.2s, v19.2s, #20
	sshr	v29.2s, v13.2s, #8
	sshr	v15.2s, v17.2s, #21
	sshr	v7.2s, v14.2s, #29
	sshr	v17.4h, v15.4h, #1
	sshr	v6.4h, v19.4h, #15
	sshr	v19.4h, v14.4h, #1
	sshr	v30.4h, v21.4h, #11
	sshr	v30.4s, v22.4s, #1
	sshr	v11.4s, v5.4s, #22
	sshr	v8.4s, v6.4s, #4
	sshr	v30.4s, v6.4s, #1
	sshr	v13.8b, v12.8b, #6
	sshr	v10.8b, v31.8b, #8
	sshr	v20.8b, v31.8b, #1
	sshr	v9.8b, v19.8b, #3
	sshr	v12.8h, v31.8h, #9
	sshr	v27.8h, v30.8h, #14
	sshr	v22.8h, v17.8h, #3
	sshr	v27.8h, v10.8h, #13
	ssra	d28, d23, #51
	ssra	d20, d20, #1
	ssra	d2, d3, #1
	ssra	d11, d29, #14
	ssra	v12.16b, v12.16b, #1
	ssra	v0.16b, v24.16b, #7
	ssra	v27.16b, v30.16b, #6
	ssra	v11.16b, v3.16b, #6
	ssra	v31.2d, v12.2d, #12
	ssra	v23.2d, v16.2d, #16
	ssra	v13.2d, v16.2d, #48
	ssra	v18.2d, v10.2d, #1
	ssra	v24.2s, v5.2s, #3
	ssra	v28.2s, v8.2s, #13
	ssra	v5.2s, v12.2s, #12
	ssra	v27.2s, v18.2s, #1
	ssra	v2.4h, v19.4h, #1
	ssra	v13.4h, v20.4h, #6
	ssra	v16.4h, v31.4h, #3
	ssra	v18.4h, v26.4h, #9
	ssra	v15.4s, v14.4s, #8
	ssra	v22.4s, v9.4s, #28
	ssra	v12.4s, v11.4s, #30
	ssra	v6.4s, v24.4s, #7
	ssra	v18.8b, v14.8b, #1
	ssra	v18.8b, v12.8b, #1
	ssra	v10.8b, v6.8b, #7
	ssra	v20.8b, v16.8b, #8
	ssra	v27.8h, v30.8h, #13
	ssra	v14.8h, v2.8h, #11
	ssra	v22.8h, v22.8h, #5
	ssra	v17.8h, v14.8h, #7
	ssubl	v20.2d, v15.2s, v23.2s
	ssubl	v18.2d, v24.2s, v18.2s
	ssubl	v0.2d, v16.2s, v6.2s
	ssubl	v8.2d, v17.2s, v23.2s
	ssubl2	v4.2d, v28.4s, v7.4s
	ssubl2	v6.2d, v17.4s, v14.4s
	ssubl2	v30.2d, v19.4s, v19.4s
	ssubl2	v12.2d, v9.4s, v27.4s
	ssubl	v17.4s, v20.4h, v19.4h
	ssubl	v30.4s, v7.4h, v28.4h
	ssubl	v6.4s, v13.4h, v2.4h
	ssubl	v2.4s, v12.4h, v16.4h
	ssubl2	v28.4s, v11.8h, v1.8h
	ssubl2	v16.4s, v10.8h, v2.8h
	ssubl2	v18.4s, v4.8h, v16.8h
	ssubl2	v7.4s, v3.8h, v9.8h
	ssubl	v20.8h, v8.8b, v31.8b
	ssubl	v11.8h, v26.8b, v13.8b
	ssubl	v30.8h, v19.8b, v2.8b
	ssubl	v27.8h, v19.8b, v31.8b
	ssubl2	v1.8h, v16.16b, v19.16b
	ssubl2	v22.8h, v5.16b, v0.16b
	ssubl2	v29.8h, v26.16b, v5.16b
	ssubl2	v21.8h, v21.16b, v4.16b
	ssubw	v25.2d, v21.2d, v25.2s
	ssubw	v16.2d, v9.2d, v27.2s
	ssubw	v7.2d, v26.2d, v6.2s
	ssubw	v16.2d, v6.2d, v29.2s
	ssubw2	v0.2d, v1.2d, v18.4s
	ssubw2	v19.2d, v0.2d, v12.4s
	ssubw2	v1.2d, v8.2d, v18.4s
	ssubw2	v18.2d, v8.2d, v6.4s
	ssubw	v3.4s, v6.4s, v16.4h
	ssubw	v12.4s, v26.4s, v12.4h
	ssubw	v13.4s, v24.4s, v8.4h
	ssubw	v16.4s, v7.4s, v30.4h
	ssubw2	v16.4s, v28.4s, v25.8h
	ssubw2	v3.4s, v6.4s, v0.8h
	ssubw2	v14.4s, v13.4s, v20.8h
	ssubw2	v23.4s, v20.4s, v14.8h
	ssubw	v25.8h, v2.8h, v12.8b
	ssubw	v6.8h, v26.8h, v5.8b
	ssubw	v23.8h, v1.8h, v14.8b
	ssubw	v25.8h, v8.8h, v19.8b
	ssubw2	v6.8h, v21.8h, v13.16b
	ssubw2	v19.8h, v1.8h, v4.16b
	ssubw2	v12.8h, v30.8h, v12.16b
	ssubw2	v13.8h, v10.8h, v28.16b
	st1	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x15]
	st1	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x25]
	st1	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x23]
	st1	{ v2.16b, v3.16b, v4.16b, v5.16b }, [x27]
	st1	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x1], x8
	st1	{ v22.16b, v23.16b, v24.16b, v25.16b }, [x14], x30
	st1	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x28], x9
	st1	{ v4.16b, v5.16b, v6.16b, v7.16b }, [x3], x23
	st1	{ v23.1d, v24.1d, v25.1d, v26.1d }, [x21]
	st1	{ v19.1d, v20.1d, v21.1d, v22.1d }, [x15]
	st1	{ v12.1d, v13.1d, v14.1d, v15.1d }, [x4]
	st1	{ v1.1d, v2.1d, v3.1d, v4.1d }, [x28]
	st1	{ v3.1d, v4.1d, v5.1d, v6.1d }, [x17], x14
	st1	{ v16.1d, v17.1d, v18.1d, v19.1d }, [x10], x1
	st1	{ v30.1d, v31.1d, v0.1d, v1.1d }, [x25], x16
	st1	{ v28.1d, v29.1d, v30.1d, v31.1d }, [x26], x17
	st1	{ v23.2d, v24.2d, v25.2d, v26.2d }, [x18]
	st1	{ v24.2d, v25.2d, v26.2d, v27.2d }, [x0]
	st1	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x2]
	st1	{ v19.2d, v20.2d, v21.2d, v22.2d }, [x16]
	st1	{ v27.2d, v28.2d, v29.2d, v30.2d }, [x12], x15
	st1	{ v3.2d, v4.2d, v5.2d, v6.2d }, [sp], x3
	st1	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x8], x29
	st1	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x12], x14
	st1	{ v16.2s, v17.2s, v18.2s, v19.2s }, [x5]
	st1	{ v1.2s, v2.2s, v3.2s, v4.2s }, [x6]
	st1	{ v26.2s, v27.2s, v28.2s, v29.2s }, [x8]
	st1	{ v28.2s, v29.2s, v30.2s, v31.2s }, [x16]
	st1	{ v23.2s, v24.2s, v25.2s, v26.2s }, [x4], x14
	st1	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x16], x18
	st1	{ v3.2s, v4.2s, v5.2s, v6.2s }, [x0], x14
	st1	{ v26.2s, v27.2s, v28.2s, v29.2s }, [x3], x24
	st1	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x26]
	st1	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x23]
	st1	{ v3.4h, v4.4h, v5.4h, v6.4h }, [x16]
	st1	{ v28.4h, v29.4h, v30.4h, v31.4h }, [x9]
	st1	{ v7.4h, v8.4h, v9.4h, v10.4h }, [x12], x6
	st1	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x26], x9
	st1	{ v19.4h, v20.4h, v21.4h, v22.4h }, [x1], x1
	st1	{ v24.4h, v25.4h, v26.4h, v27.4h }, [x6], x28
	st1	{ v19.4s, v20.4s, v21.4s, v22.4s }, [x3]
	st1	{ v13.4s, v14.4s, v15.4s, v16.4s }, [x30]
	st1	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x15]
	st1	{ v19.4s, v20.4s, v21.4s, v22.4s }, [x12]
	st1	{ v11.4s, v12.4s, v13.4s, v14.4s }, [x20], x20
	st1	{ v28.4s, v29.4s, v30.4s, v31.4s }, [x7], x27
	st1	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x19], x24
	st1	{ v28.4s, v29.4s, v30.4s, v31.4s }, [x8], x7
	st1	{ v12.8b, v13.8b, v14.8b, v15.8b }, [x12]
	st1	{ v4.8b, v5.8b, v6.8b, v7.8b }, [x14]
	st1	{ v11.8b, v12.8b, v13.8b, v14.8b }, [x30]
	st1	{ v1.8b, v2.8b, v3.8b, v4.8b }, [x6]
	st1	{ v4.8b, v5.8b, v6.8b, v7.8b }, [x13], x2
	st1	{ v1.8b, v2.8b, v3.8b, v4.8b }, [x7], x18
	st1	{ v8.8b, v9.8b, v10.8b, v11.8b }, [x29], x27
	st1	{ v3.8b, v4.8b, v5.8b, v6.8b }, [x17], x9
	st1	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x13]
	st1	{ v12.8h, v13.8h, v14.8h, v15.8h }, [x3]
	st1	{ v0.8h, v1.8h, v2.8h, v3.8h }, [x20]
	st1	{ v1.8h, v2.8h, v3.8h, v4.8h }, [x10]
	st1	{ v11.8h, v12.8h, v13.8h, v14.8h }, [x10], x3
	st1	{ v18.8h, v19.8h, v20.8h, v21.8h }, [x25], x22
	st1	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x29], x30
	st1	{ v20.8h, v21.8h, v22.8h, v23.8h }, [x6], x26
	st1	{ v31.16b }, [x15]
	st1	{ v15.16b }, [x13]
	st1	{ v20.16b }, [x3]
	st1	{ v6.16b }, [x28]
	st1	{ v7.16b }, [x27], x5
	st1	{ v29.16b }, [x8], x8
	st1	{ v0.16b }, [x15], x20
	st1	{ v27.16b }, [x20], x29
	st1	{ v6.1d }, [x23]
	st1	{ v7.1d }, [x20]
	st1	{ v31.1d }, [x9]
	st1	{ v0.1d }, [x15]
	st1	{ v27.1d }, [x10], #8
	st1	{ v3.1d }, [x14], x19
	st1	{ v30.1d }, [x18], x2
	st1	{ v28.1d }, [x19], x28
	st1	{ v30.2d }, [x6]
	st1	{ v13.2d }, [x19]
	st1	{ v5.2d }, [x28]
	st1	{ v12.2d }, [x5]
	st1	{ v16.2d }, [x15], x18
	st1	{ v24.2d }, [x19], x25
	st1	{ v8.2d }, [x20], x0
	st1	{ v21.2d }, [x12], x2
	st1	{ v30.2s }, [x17]
	st1	{ v16.2s }, [x15]
	st1	{ v21.2s }, [x16]
	st1	{ v30.2s }, [x22]
	st1	{ v4.2s }, [x29], x26
	st1	{ v11.2s }, [x30], x15
	st1	{ v18.2s }, [x8], x2
	st1	{ v11.2s }, [x7], x3
	st1	{ v30.4h }, [x19]
	st1	{ v8.4h }, [x22]
	st1	{ v4.4h }, [x29]
	st1	{ v19.4h }, [x6]
	st1	{ v22.4h }, [x6], x27
	st1	{ v11.4h }, [x17], x1
	st1	{ v15.4h }, [x26], x20
	st1	{ v21.4h }, [x7], x12
	st1	{ v6.4s }, [x7]
	st1	{ v24.4s }, [x4]
	st1	{ v25.4s }, [x19]
	st1	{ v10.4s }, [x12]
	st1	{ v4.4s }, [x18], x13
	st1	{ v12.4s }, [x6], x9
	st1	{ v21.4s }, [x10], x10
	st1	{ v25.4s }, [x29], x8
	st1	{ v11.8b }, [x5]
	st1	{ v17.8b }, [x12]
	st1	{ v29.8b }, [x1]
	st1	{ v30.8b }, [x26]
	st1	{ v23.8b }, [x30], x25
	st1	{ v27.8b }, [x17], x14
	st1	{ v28.8b }, [x25], x8
	st1	{ v6.8b }, [x30], x11
	st1	{ v26.8h }, [x2]
	st1	{ v6.8h }, [x23]
	st1	{ v17.8h }, [x11]
	st1	{ v29.8h }, [x0]
	st1	{ v21.8h }, [x12], x3
	st1	{ v11.8h }, [x10], #16
	st1	{ v16.8h }, [x24], x28
	st1	{ v3.8h }, [x8], x14
	st1	{ v26.16b, v27.16b, v28.16b }, [x9]
	st1	{ v29.16b, v30.16b, v31.16b }, [x2]
	st1	{ v15.16b, v16.16b, v17.16b }, [x6]
	st1	{ v11.16b, v12.16b, v13.16b }, [x11]
	st1	{ v14.16b, v15.16b, v16.16b }, [x4], x2
	st1	{ v23.16b, v24.16b, v25.16b }, [x3], x27
	st1	{ v27.16b, v28.16b, v29.16b }, [x1], x16
	st1	{ v21.16b, v22.16b, v23.16b }, [x20], x4
	st1	{ v1.1d, v2.1d, v3.1d }, [x15]
	st1	{ v2.1d, v3.1d, v4.1d }, [x25]
	st1	{ v6.1d, v7.1d, v8.1d }, [x4]
	st1	{ v3.1d, v4.1d, v5.1d }, [x6]
	st1	{ v15.1d, v16.1d, v17.1d }, [x3], x15
	st1	{ v15.1d, v16.1d, v17.1d }, [x25], x29
	st1	{ v22.1d, v23.1d, v24.1d }, [x14], x2
	st1	{ v31.1d, v0.1d, v1.1d }, [x19], x18
	st1	{ v16.2d, v17.2d, v18.2d }, [x5]
	st1	{ v4.2d, v5.2d, v6.2d }, [x23]
	st1	{ v30.2d, v31.2d, v0.2d }, [x27]
	st1	{ v6.2d, v7.2d, v8.2d }, [x7]
	st1	{ v1.2d, v2.2d, v3.2d }, [x21], x27
	st1	{ v6.2d, v7.2d, v8.2d }, [x15], x14
	st1	{ v15.2d, v16.2d, v17.2d }, [x21], x20
	st1	{ v27.2d, v28.2d, v29.2d }, [x10], x17
	st1	{ v21.2s, v22.2s, v23.2s }, [x26]
	st1	{ v15.2s, v16.2s, v17.2s }, [x8]
	st1	{ v22.2s, v23.2s, v24.2s }, [x0]
	st1	{ v21.2s, v22.2s, v23.2s }, [x2]
	st1	{ v5.2s, v6.2s, v7.2s }, [x5], x15
	st1	{ v4.2s, v5.2s, v6.2s }, [sp], x29
	st1	{ v10.2s, v11.2s, v12.2s }, [x27], x4
	st1	{ v23.2s, v24.2s, v25.2s }, [x6], x28
	st1	{ v24.4h, v25.4h, v26.4h }, [x27]
	st1	{ v8.4h, v9.4h, v10.4h }, [x18]
	st1	{ v15.4h, v16.4h, v17.4h }, [x27]
	st1	{ v5.4h, v6.4h, v7.4h }, [x22]
	st1	{ v17.4h, v18.4h, v19.4h }, [x14], x1
	st1	{ v3.4h, v4.4h, v5.4h }, [x19], x20
	st1	{ v17.4h, v18.4h, v19.4h }, [x25], x20
	st1	{ v7.4h, v8.4h, v9.4h }, [x20], x16
	st1	{ v12.4s, v13.4s, v14.4s }, [x22]
	st1	{ v19.4s, v20.4s, v21.4s }, [x8]
	st1	{ v6.4s, v7.4s, v8.4s }, [x18]
	st1	{ v22.4s, v23.4s, v24.4s }, [x11]
	st1	{ v2.4s, v3.4s, v4.4s }, [x18], x6
	st1	{ v0.4s, v1.4s, v2.4s }, [x3], x22
	st1	{ v26.4s, v27.4s, v28.4s }, [x5], x1
	st1	{ v27.4s, v28.4s, v29.4s }, [x22], x0
	st1	{ v21.8b, v22.8b, v23.8b }, [x22]
	st1	{ v22.8b, v23.8b, v24.8b }, [x22]
	st1	{ v25.8b, v26.8b, v27.8b }, [x15]
	st1	{ v11.8b, v12.8b, v13.8b }, [x28]
	st1	{ v12.8b, v13.8b, v14.8b }, [sp], x10
	st1	{ v19.8b, v20.8b, v21.8b }, [x4], x4
	st1	{ v28.8b, v29.8b, v30.8b }, [x11], x12
	st1	{ v2.8b, v3.8b, v4.8b }, [x17], x30
	st1	{ v28.8h, v29.8h, v30.8h }, [x28]
	st1	{ v25.8h, v26.8h, v27.8h }, [x3]
	st1	{ v1.8h, v2.8h, v3.8h }, [x13]
	st1	{ v0.8h, v1.8h, v2.8h }, [x19]
	st1	{ v0.8h, v1.8h, v2.8h }, [x8], x24
	st1	{ v0.8h, v1.8h, v2.8h }, [x26], x13
	st1	{ v7.8h, v8.8h, v9.8h }, [x26], x28
	st1	{ v23.8h, v24.8h, v25.8h }, [x12], x24
	st1	{ v17.16b, v18.16b }, [x13]
	st1	{ v0.16b, v1.16b }, [x4]
	st1	{ v25.16b, v26.16b }, [x19]
	st1	{ v11.16b, v12.16b }, [x28]
	st1	{ v28.16b, v29.16b }, [x30], x19
	st1	{ v27.16b, v28.16b }, [sp], x4
	st1	{ v27.16b, v28.16b }, [x19], x3
	st1	{ v2.16b, v3.16b }, [x0], x17
	st1	{ v31.1d, v0.1d }, [x8]
	st1	{ v12.1d, v13.1d }, [x27]
	st1	{ v24.1d, v25.1d }, [x14]
	st1	{ v26.1d, v27.1d }, [x22]
	st1	{ v21.1d, v22.1d }, [x30], x23
	st1	{ v13.1d, v14.1d }, [x17], x5
	st1	{ v29.1d, v30.1d }, [x22], x15
	st1	{ v8.1d, v9.1d }, [x13], x12
	st1	{ v3.2d, v4.2d }, [x30]
	st1	{ v11.2d, v12.2d }, [x24]
	st1	{ v17.2d, v18.2d }, [x27]
	st1	{ v20.2d, v21.2d }, [x19]
	st1	{ v5.2d, v6.2d }, [x20], x29
	st1	{ v30.2d, v31.2d }, [x6], x19
	st1	{ v29.2d, v30.2d }, [x12], x11
	st1	{ v10.2d, v11.2d }, [sp], x12
	st1	{ v16.2s, v17.2s }, [x25]
	st1	{ v8.2s, v9.2s }, [x29]
	st1	{ v14.2s, v15.2s }, [sp]
	st1	{ v17.2s, v18.2s }, [x21]
	st1	{ v18.2s, v19.2s }, [x27], x5
	st1	{ v26.2s, v27.2s }, [x2], x21
	st1	{ v8.2s, v9.2s }, [x0], x16
	st1	{ v25.2s, v26.2s }, [x13], x29
	st1	{ v12.4h, v13.4h }, [x26]
	st1	{ v9.4h, v10.4h }, [x18]
	st1	{ v15.4h, v16.4h }, [x8]
	st1	{ v29.4h, v30.4h }, [x25]
	st1	{ v16.4h, v17.4h }, [x3], x13
	st1	{ v14.4h, v15.4h }, [x17], x3
	st1	{ v14.4h, v15.4h }, [x25], x0
	st1	{ v24.4h, v25.4h }, [x21], x30
	st1	{ v1.4s, v2.4s }, [x7]
	st1	{ v23.4s, v24.4s }, [x23]
	st1	{ v9.4s, v10.4s }, [x17]
	st1	{ v4.4s, v5.4s }, [x1]
	st1	{ v27.4s, v28.4s }, [x19], x25
	st1	{ v15.4s, v16.4s }, [x21], x28
	st1	{ v2.4s, v3.4s }, [x2], x20
	st1	{ v15.4s, v16.4s }, [x22], x26
	st1	{ v6.8b, v7.8b }, [x24]
	st1	{ v23.8b, v24.8b }, [x30]
	st1	{ v28.8b, v29.8b }, [x14]
	st1	{ v7.8b, v8.8b }, [x19]
	st1	{ v24.8b, v25.8b }, [x8], x8
	st1	{ v29.8b, v30.8b }, [x24], x28
	st1	{ v10.8b, v11.8b }, [x14], x14
	st1	{ v9.8b, v10.8b }, [x14], x10
	st1	{ v20.8h, v21.8h }, [x19]
	st1	{ v22.8h, v23.8h }, [x27]
	st1	{ v6.8h, v7.8h }, [x11]
	st1	{ v7.8h, v8.8h }, [x6]
	st1	{ v18.8h, v19.8h }, [x10], x5
	st1	{ v19.8h, v20.8h }, [x30], x3
	st1	{ v17.8h, v18.8h }, [x16], x22
	st1	{ v13.8h, v14.8h }, [x11], x12
	st1	{ v7.b }[11], [x13]
	st1	{ v27.b }[14], [x18]
	st1	{ v10.b }[12], [x20]
	st1	{ v10.b }[7], [x16]
	st1	{ v10.b }[13], [x26], x19
	st1	{ v23.b }[4], [x6], x9
	st1	{ v16.b }[11], [x17], x29
	st1	{ v1.b }[1], [x15], x8
	st1	{ v14.d }[0], [x17]
	st1	{ v24.d }[0], [x26]
	st1	{ v26.d }[0], [x24]
	st1	{ v9.d }[1], [x11]
	st1	{ v25.d }[0], [x10], x6
	st1	{ v20.d }[1], [x18], x2
	st1	{ v15.d }[0], [x9], x0
	st1	{ v31.d }[0], [x15], x21
	st1	{ v28.h }[6], [x14]
	st1	{ v9.h }[3], [x10]
	st1	{ v4.h }[0], [x17]
	st1	{ v5.h }[4], [x28]
	st1	{ v0.h }[6], [x16], x4
	st1	{ v27.h }[1], [x28], x27
	st1	{ v14.h }[3], [x15], x3
	st1	{ v25.h }[5], [x13], x17
	st1	{ v0.s }[2], [x12]
	st1	{ v1.s }[1], [x3]
	st1	{ v25.s }[3], [x30]
	st1	{ v8.s }[0], [x2]
	st1	{ v27.s }[3], [x4], x17
	st1	{ v7.s }[1], [x1], x12
	st1	{ v3.s }[0], [x30], x5
	st1	{ v24.s }[0], [x30], x16
	st2	{ v14.b, v15.b }[11], [x5]
	st2	{ v18.b, v19.b }[4], [sp]
	st2	{ v19.b, v20.b }[1], [x22]
	st2	{ v18.b, v19.b }[13], [x18]
	st2	{ v13.b, v14.b }[12], [x20], x23
	st2	{ v11.b, v12.b }[2], [x30], x29
	st2	{ v6.b, v7.b }[4], [x20], x3
	st2	{ v12.b, v13.b }[12], [sp], x8
	st2	{ v11.d, v12.d }[1], [x21]
	st2	{ v11.d, v12.d }[0], [x30]
	st2	{ v30.d, v31.d }[1], [x19]
	st2	{ v13.d, v14.d }[1], [x26]
	st2	{ v18.d, v19.d }[0], [sp], x25
	st2	{ v26.d, v27.d }[0], [x10], x8
	st2	{ v30.d, v31.d }[0], [x0], x11
	st2	{ v4.d, v5.d }[0], [x2], x23
	st2	{ v13.h, v14.h }[6], [x25]
	st2	{ v9.h, v10.h }[6], [x0]
	st2	{ v31.h, v0.h }[3], [x4]
	st2	{ v0.h, v1.h }[0], [x22]
	st2	{ v15.h, v16.h }[6], [sp], x24
	st2	{ v30.h, v31.h }[2], [x25], x8
	st2	{ v9.h, v10.h }[5], [sp], x26
	st2	{ v5.h, v6.h }[6], [x26], x9
	st2	{ v29.s, v30.s }[0], [x8]
	st2	{ v22.s, v23.s }[0], [x12]
	st2	{ v9.s, v10.s }[1], [x18]
	st2	{ v19.s, v20.s }[3], [x26]
	st2	{ v18.s, v19.s }[0], [x16], x3
	st2	{ v16.s, v17.s }[1], [x11], x8
	st2	{ v0.s, v1.s }[1], [x16], x6
	st2	{ v23.s, v24.s }[0], [x2], #8
	st2	{ v23.16b, v24.16b }, [x29]
	st2	{ v6.16b, v7.16b }, [x15]
	st2	{ v23.16b, v24.16b }, [x26]
	st2	{ v4.16b, v5.16b }, [x9]
	st2	{ v29.16b, v30.16b }, [x18], x22
	st2	{ v10.16b, v11.16b }, [x17], x23
	st2	{ v15.16b, v16.16b }, [x16], x20
	st2	{ v11.16b, v12.16b }, [x21], x6
	st2	{ v20.2d, v21.2d }, [x12]
	st2	{ v15.2d, v16.2d }, [x28]
	st2	{ v1.2d, v2.2d }, [x2]
	st2	{ v12.2d, v13.2d }, [x9]
	st2	{ v5.2d, v6.2d }, [x28], x7
	st2	{ v16.2d, v17.2d }, [x14], x23
	st2	{ v6.2d, v7.2d }, [x19], x10
	st2	{ v19.2d, v20.2d }, [x20], x4
	st2	{ v21.2s, v22.2s }, [x20]
	st2	{ v27.2s, v28.2s }, [x27]
	st2	{ v18.2s, v19.2s }, [x26]
	st2	{ v7.2s, v8.2s }, [x1]
	st2	{ v14.2s, v15.2s }, [x5], x20
	st2	{ v25.2s, v26.2s }, [x7], x17
	st2	{ v10.2s, v11.2s }, [x1], x7
	st2	{ v24.2s, v25.2s }, [x29], x28
	st2	{ v20.4h, v21.4h }, [x20]
	st2	{ v14.4h, v15.4h }, [x20]
	st2	{ v21.4h, v22.4h }, [x22]
	st2	{ v17.4h, v18.4h }, [x5]
	st2	{ v18.4h, v19.4h }, [x21], x17
	st2	{ v20.4h, v21.4h }, [x18], x7
	st2	{ v31.4h, v0.4h }, [x14], x7
	st2	{ v24.4h, v25.4h }, [x13], x1
	st2	{ v2.4s, v3.4s }, [x15]
	st2	{ v12.4s, v13.4s }, [x24]
	st2	{ v31.4s, v0.4s }, [x14]
	st2	{ v30.4s, v31.4s }, [x30]
	st2	{ v30.4s, v31.4s }, [x22], x28
	st2	{ v16.4s, v17.4s }, [x5], x6
	st2	{ v5.4s, v6.4s }, [x22], x21
	st2	{ v16.4s, v17.4s }, [x27], x11
	st2	{ v29.8b, v30.8b }, [x5]
	st2	{ v29.8b, v30.8b }, [x0]
	st2	{ v7.8b, v8.8b }, [x1]
	st2	{ v22.8b, v23.8b }, [x13]
	st2	{ v8.8b, v9.8b }, [x10], x18
	st2	{ v1.8b, v2.8b }, [x0], x21
	st2	{ v24.8b, v25.8b }, [x27], x5
	st2	{ v25.8b, v26.8b }, [x29], x3
	st2	{ v15.8h, v16.8h }, [x3]
	st2	{ v18.8h, v19.8h }, [x11]
	st2	{ v27.8h, v28.8h }, [x18]
	st2	{ v2.8h, v3.8h }, [x7]
	st2	{ v4.8h, v5.8h }, [x27], x20
	st2	{ v11.8h, v12.8h }, [x25], #32
	st2	{ v10.8h, v11.8h }, [x3], x20
	st2	{ v20.8h, v21.8h }, [x7], x25
	st3	{ v20.b, v21.b, v22.b }[0], [x29]
	st3	{ v7.b, v8.b, v9.b }[7], [x2]
	st3	{ v11.b, v12.b, v13.b }[4], [x20]
	st3	{ v7.b, v8.b, v9.b }[14], [x25]
	st3	{ v18.b, v19.b, v20.b }[2], [x23], x30
	st3	{ v22.b, v23.b, v24.b }[13], [x8], x26
	st3	{ v0.b, v1.b, v2.b }[9], [x2], x8
	st3	{ v6.b, v7.b, v8.b }[4], [x0], x7
	st3	{ v22.d, v23.d, v24.d }[0], [x5]
	st3	{ v1.d, v2.d, v3.d }[0], [x18]
	st3	{ v0.d, v1.d, v2.d }[1], [x5]
	st3	{ v26.d, v27.d, v28.d }[0], [x2]
	st3	{ v9.d, v10.d, v11.d }[0], [x16], x14
	st3	{ v3.d, v4.d, v5.d }[0], [x29], x24
	st3	{ v2.d, v3.d, v4.d }[0], [x11], x21
	st3	{ v27.d, v28.d, v29.d }[0], [sp], x5
	st3	{ v4.h, v5.h, v6.h }[0], [x29]
	st3	{ v18.h, v19.h, v20.h }[4], [x21]
	st3	{ v4.h, v5.h, v6.h }[7], [x15]
	st3	{ v16.h, v17.h, v18.h }[2], [x5]
	st3	{ v25.h, v26.h, v27.h }[7], [x27], x15
	st3	{ v2.h, v3.h, v4.h }[6], [sp], x26
	st3	{ v24.h, v25.h, v26.h }[0], [x8], x19
	st3	{ v19.h, v20.h, v21.h }[4], [x1], x6
	st3	{ v8.s, v9.s, v10.s }[0], [x1]
	st3	{ v2.s, v3.s, v4.s }[2], [x17]
	st3	{ v10.s, v11.s, v12.s }[2], [x24]
	st3	{ v25.s, v26.s, v27.s }[2], [x20]
	st3	{ v2.s, v3.s, v4.s }[1], [x15], x30
	st3	{ v11.s, v12.s, v13.s }[0], [x7], x26
	st3	{ v19.s, v20.s, v21.s }[0], [x27], x18
	st3	{ v25.s, v26.s, v27.s }[3], [x6], x8
	st3	{ v14.16b, v15.16b, v16.16b }, [x19]
	st3	{ v29.16b, v30.16b, v31.16b }, [x3]
	st3	{ v15.16b, v16.16b, v17.16b }, [x19]
	st3	{ v16.16b, v17.16b, v18.16b }, [sp]
	st3	{ v16.16b, v17.16b, v18.16b }, [x22], x12
	st3	{ v12.16b, v13.16b, v14.16b }, [x17], x26
	st3	{ v12.16b, v13.16b, v14.16b }, [x23], x0
	st3	{ v29.16b, v30.16b, v31.16b }, [x5], x19
	st3	{ v3.2d, v4.2d, v5.2d }, [x6]
	st3	{ v13.2d, v14.2d, v15.2d }, [x28]
	st3	{ v29.2d, v30.2d, v31.2d }, [x12]
	st3	{ v21.2d, v22.2d, v23.2d }, [x17]
	st3	{ v0.2d, v1.2d, v2.2d }, [x17], x30
	st3	{ v12.2d, v13.2d, v14.2d }, [x28], x10
	st3	{ v2.2d, v3.2d, v4.2d }, [x11], #48
	st3	{ v31.2d, v0.2d, v1.2d }, [x19], x22
	st3	{ v30.2s, v31.2s, v0.2s }, [x6]
	st3	{ v7.2s, v8.2s, v9.2s }, [x12]
	st3	{ v24.2s, v25.2s, v26.2s }, [x18]
	st3	{ v9.2s, v10.2s, v11.2s }, [x22]
	st3	{ v7.2s, v8.2s, v9.2s }, [x2], x13
	st3	{ v16.2s, v17.2s, v18.2s }, [sp], x19
	st3	{ v27.2s, v28.2s, v29.2s }, [x16], #24
	st3	{ v30.2s, v31.2s, v0.2s }, [x4], x20
	st3	{ v28.4h, v29.4h, v30.4h }, [x18]
	st3	{ v23.4h, v24.4h, v25.4h }, [x12]
	st3	{ v9.4h, v10.4h, v11.4h }, [x0]
	st3	{ v11.4h, v12.4h, v13.4h }, [x29]
	st3	{ v28.4h, v29.4h, v30.4h }, [x6], x26
	st3	{ v20.4h, v21.4h, v22.4h }, [x10], x5
	st3	{ v21.4h, v22.4h, v23.4h }, [x2], x14
	st3	{ v5.4h, v6.4h, v7.4h }, [x14], x7
	st3	{ v27.4s, v28.4s, v29.4s }, [x8]
	st3	{ v8.4s, v9.4s, v10.4s }, [x19]
	st3	{ v24.4s, v25.4s, v26.4s }, [x27]
	st3	{ v8.4s, v9.4s, v10.4s }, [x5]
	st3	{ v5.4s, v6.4s, v7.4s }, [x29], x2
	st3	{ v12.4s, v13.4s, v14.4s }, [x29], x29
	st3	{ v12.4s, v13.4s, v14.4s }, [x28], x29
	st3	{ v8.4s, v9.4s, v10.4s }, [x10], x3
	st3	{ v3.8b, v4.8b, v5.8b }, [x29]
	st3	{ v1.8b, v2.8b, v3.8b }, [x24]
	st3	{ v28.8b, v29.8b, v30.8b }, [x11]
	st3	{ v29.8b, v30.8b, v31.8b }, [x3]
	st3	{ v28.8b, v29.8b, v30.8b }, [x2], x20
	st3	{ v30.8b, v31.8b, v0.8b }, [x9], x8
	st3	{ v1.8b, v2.8b, v3.8b }, [x30], x16
	st3	{ v20.8b, v21.8b, v22.8b }, [x16], x12
	st3	{ v18.8h, v19.8h, v20.8h }, [x18]
	st3	{ v11.8h, v12.8h, v13.8h }, [x6]
	st3	{ v31.8h, v0.8h, v1.8h }, [x27]
	st3	{ v16.8h, v17.8h, v18.8h }, [x13]
	st3	{ v27.8h, v28.8h, v29.8h }, [x8], x22
	st3	{ v21.8h, v22.8h, v23.8h }, [x29], x1
	st3	{ v20.8h, v21.8h, v22.8h }, [x14], #48
	st3	{ v23.8h, v24.8h, v25.8h }, [x3], x22
	st4	{ v29.b, v30.b, v31.b, v0.b }[13], [x15]
	st4	{ v30.b, v31.b, v0.b, v1.b }[9], [x19]
	st4	{ v21.b, v22.b, v23.b, v24.b }[4], [x3]
	st4	{ v23.b, v24.b, v25.b, v26.b }[7], [x8]
	st4	{ v17.b, v18.b, v19.b, v20.b }[1], [x17], x5
	st4	{ v13.b, v14.b, v15.b, v16.b }[0], [x6], x24
	st4	{ v7.b, v8.b, v9.b, v10.b }[4], [x24], x27
	st4	{ v14.b, v15.b, v16.b, v17.b }[7], [x1], x2
	st4	{ v25.d, v26.d, v27.d, v28.d }[1], [x8]
	st4	{ v28.d, v29.d, v30.d, v31.d }[1], [x1]
	st4	{ v6.d, v7.d, v8.d, v9.d }[0], [x18]
	st4	{ v15.d, v16.d, v17.d, v18.d }[1], [x3]
	st4	{ v31.d, v0.d, v1.d, v2.d }[0], [x9], x10
	st4	{ v14.d, v15.d, v16.d, v17.d }[0], [x0], x29
	st4	{ v30.d, v31.d, v0.d, v1.d }[1], [x22], x28
	st4	{ v22.d, v23.d, v24.d, v25.d }[1], [x17], x11
	st4	{ v10.h, v11.h, v12.h, v13.h }[1], [x8]
	st4	{ v13.h, v14.h, v15.h, v16.h }[4], [x19]
	st4	{ v19.h, v20.h, v21.h, v22.h }[0], [x9]
	st4	{ v2.h, v3.h, v4.h, v5.h }[7], [x18]
	st4	{ v17.h, v18.h, v19.h, v20.h }[0], [x6], x19
	st4	{ v16.h, v17.h, v18.h, v19.h }[5], [x2], x26
	st4	{ v26.h, v27.h, v28.h, v29.h }[5], [x2], x26
	st4	{ v30.h, v31.h, v0.h, v1.h }[1], [x10], x28
	st4	{ v15.s, v16.s, v17.s, v18.s }[1], [x24]
	st4	{ v6.s, v7.s, v8.s, v9.s }[0], [x25]
	st4	{ v15.s, v16.s, v17.s, v18.s }[3], [x10]
	st4	{ v5.s, v6.s, v7.s, v8.s }[1], [x18]
	st4	{ v28.s, v29.s, v30.s, v31.s }[3], [x11], x23
	st4	{ v2.s, v3.s, v4.s, v5.s }[0], [x26], x24
	st4	{ v20.s, v21.s, v22.s, v23.s }[2], [x20], x18
	st4	{ v0.s, v1.s, v2.s, v3.s }[0], [x9], #16
	st4	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x30]
	st4	{ v24.16b, v25.16b, v26.16b, v27.16b }, [x24]
	st4	{ v1.16b, v2.16b, v3.16b, v4.16b }, [x30]
	st4	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x28]
	st4	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x16], x11
	st4	{ v0.16b, v1.16b, v2.16b, v3.16b }, [x12], x28
	st4	{ v11.16b, v12.16b, v13.16b, v14.16b }, [x12], x7
	st4	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x29], x12
	st4	{ v19.2d, v20.2d, v21.2d, v22.2d }, [x2]
	st4	{ v22.2d, v23.2d, v24.2d, v25.2d }, [x18]
	st4	{ v9.2d, v10.2d, v11.2d, v12.2d }, [x11]
	st4	{ v10.2d, v11.2d, v12.2d, v13.2d }, [x27]
	st4	{ v15.2d, v16.2d, v17.2d, v18.2d }, [x15], x25
	st4	{ v1.2d, v2.2d, v3.2d, v4.2d }, [x27], x18
	st4	{ v30.2d, v31.2d, v0.2d, v1.2d }, [sp], x18
	st4	{ v2.2d, v3.2d, v4.2d, v5.2d }, [x22], x22
	st4	{ v14.2s, v15.2s, v16.2s, v17.2s }, [sp]
	st4	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x13]
	st4	{ v6.2s, v7.2s, v8.2s, v9.2s }, [x4]
	st4	{ v12.2s, v13.2s, v14.2s, v15.2s }, [x19]
	st4	{ v12.2s, v13.2s, v14.2s, v15.2s }, [x24], x18
	st4	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x29], x13
	st4	{ v1.2s, v2.2s, v3.2s, v4.2s }, [x12], x10
	st4	{ v4.2s, v5.2s, v6.2s, v7.2s }, [x15], x28
	st4	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x27]
	st4	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x29]
	st4	{ v0.4h, v1.4h, v2.4h, v3.4h }, [x9]
	st4	{ v19.4h, v20.4h, v21.4h, v22.4h }, [x12]
	st4	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x8], x15
	st4	{ v6.4h, v7.4h, v8.4h, v9.4h }, [x28], x3
	st4	{ v16.4h, v17.4h, v18.4h, v19.4h }, [x16], x27
	st4	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x21], x30
	st4	{ v6.4s, v7.4s, v8.4s, v9.4s }, [x3]
	st4	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x14]
	st4	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x7]
	st4	{ v27.4s, v28.4s, v29.4s, v30.4s }, [x11]
	st4	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x21], x27
	st4	{ v25.4s, v26.4s, v27.4s, v28.4s }, [x22], x10
	st4	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x21], x5
	st4	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x23], x22
	st4	{ v18.8b, v19.8b, v20.8b, v21.8b }, [x23]
	st4	{ v9.8b, v10.8b, v11.8b, v12.8b }, [x1]
	st4	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x26]
	st4	{ v8.8b, v9.8b, v10.8b, v11.8b }, [x2]
	st4	{ v31.8b, v0.8b, v1.8b, v2.8b }, [x14], x25
	st4	{ v10.8b, v11.8b, v12.8b, v13.8b }, [x7], x29
	st4	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x0], x12
	st4	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x9], x14
	st4	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x6]
	st4	{ v14.8h, v15.8h, v16.8h, v17.8h }, [x23]
	st4	{ v20.8h, v21.8h, v22.8h, v23.8h }, [x13]
	st4	{ v0.8h, v1.8h, v2.8h, v3.8h }, [sp]
	st4	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x12], x24
	st4	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x21], x11
	st4	{ v25.8h, v26.8h, v27.8h, v28.8h }, [x4], x12
	st4	{ v11.8h, v12.8h, v13.8h, v14.8h }, [x18], x11
	stlr	w25, [x29]
	stlr	w29, [x9]
	stlr	w26, [x27]
	stlr	w0, [x22]
	stlr	x20, [x17]
	stlr	x1, [x7]
	stlr	x22, [x17]
	stlr	x10, [x9]
	stlrb	w30, [x12]
	stlrb	w19, [x17]
	stlrb	w6, [x21]
	stlrb	w30, [x15]
	stlrh	w21, [x11]
	stlrh	w1, [x29]
	stlrh	w21, [x21]
	stlrh	w17, [x23]
	stlxp	w11, w5, w14, [x3]
	stlxp	w10, wzr, w2, [x17]
	stlxp	w9, w29, w7, [x24]
	stlxp	w22, w27, w7, [x9]
	stlxp	w12, x22, x5, [sp]
	stlxp	w17, x7, x0, [x14]
	stlxp	w0, x26, xzr, [x17]
	stlxp	w3, x4, x16, [x1]
	stlxr	w27, w20, [x5]
	stlxr	w15, w21, [x29]
	stlxr	w19, w3, [x4]
	stlxr	w12, w15, [x16]
	stlxr	w1, x5, [x6]
	stlxr	w1, x5, [x10]
	stlxr	w4, x14, [x19]
	stlxr	w28, x1, [x5]
	stlxrb	w27, w29, [x28]
	stlxrb	w30, w20, [x17]
	stlxrb	w17, w20, [x9]
	stlxrb	w0, w6, [x10]
	stlxrh	w13, w8, [x5]
	stlxrh	w26, w12, [x7]
	stlxrh	w3, w23, [x9]
	stlxrh	w11, w5, [x12]
	stnp	d13, d16, [x0]
	stnp	d18, d22, [x24, #-376]
	stnp	d6, d22, [x23, #-408]
	stnp	d19, d29, [x8, #-80]
	stnp	q29, q26, [x16]
	stnp	q28, q14, [x27, #-224]
	stnp	q13, q1, [x8, #880]
	stnp	q27, q1, [x21, #544]
	stnp	s9, s10, [x8]
	stnp	s0, s15, [x30]
	stnp	s4, s0, [x24, #240]
	stnp	s16, s8, [x20]
	stnp	w21, w9, [x8]
	stnp	w18, w27, [x16]
	stnp	w1, w5, [x3, #-160]
	stnp	w13, w22, [sp, #-4]
	stnp	x23, x22, [x3, #24]
	stnp	x3, x16, [x9, #352]
	stnp	x4, x19, [x26, #-40]
	stnp	x3, x13, [x9]
	stp	d6, d0, [x28]
	stp	d6, d31, [x0]
	stp	d13, d0, [x9, #-240]
	stp	d9, d7, [x20, #-440]
	stp	d6, d8, [x21], #-192
	stp	d21, d13, [x16], #-8
	stp	d21, d13, [x7], #0
	stp	d7, d1, [x20], #384
	stp	d1, d10, [x5, #40]!
	stp	d0, d9, [x30, #-120]!
	stp	d20, d28, [x2, #104]!
	stp	d10, d15, [x8, #-232]!
	stp	q19, q24, [x5, #176]
	stp	q4, q21, [x29, #-176]
	stp	q15, q17, [sp, #560]
	stp	q28, q9, [x18, #992]
	stp	q27, q2, [x18], #752
	stp	q29, q5, [x9], #-192
	stp	q23, q8, [x27], #480
	stp	q17, q31, [x28], #-288
	stp	q30, q5, [x8, #-16]!
	stp	q30, q1, [x15, #-512]!
	stp	q23, q8, [x21, #-912]!
	stp	q26, q26, [x6, #720]!
	stp	s18, s4, [sp, #232]
	stp	s19, s6, [x30, #-80]
	stp	s6, s22, [x28, #-240]
	stp	s22, s0, [x22, #-160]
	stp	s24, s11, [x19], #0
	stp	s15, s27, [x8], #-4
	stp	s26, s23, [x14], #220
	stp	s25, s9, [x29], #0
	stp	s0, s3, [x10, #252]!
	stp	s16, s10, [x20, #32]!
	stp	s3, s17, [x9, #-36]!
	stp	s20, s5, [x1, #48]!
	stp	w12, w17, [x5]
	stp	w8, w19, [x6, #-4]
	stp	w21, w2, [x16, #84]
	stp	w30, w25, [x11, #24]
	stp	w22, w16, [x15], #-4
	stp	wzr, w24, [x26], #-76
	stp	w1, w15, [x2], #-136
	stp	w15, w21, [x1], #192
	stp	w27, w20, [x5, #168]!
	stp	w10, w8, [x18, #0]!
	stp	w8, w16, [x1, #-48]!
	stp	w18, w11, [x7, #-196]!
	stp	x24, x18, [x2, #-24]
	stp	x28, x23, [x29, #-512]
	stp	x24, x5, [x19]
	stp	x22, x14, [x12]
	stp	x11, x20, [x23], #328
	stp	x14, x2, [x24], #432
	stp	x8, x16, [x30], #-216
	stp	x8, x10, [x20], #-264
	stp	x8, x18, [x6, #0]!
	stp	x13, xzr, [x25, #288]!
	stp	x9, x11, [x2, #152]!
	stp	x20, x8, [x18, #-512]!
	stur	b21, [x20, #82]
	stur	b29, [x1]
	stur	b8, [x3]
	stur	b7, [x2, #255]
	str	b5, [x30], #-185
	str	b14, [x30], #229
	str	b13, [x10], #202
	str	b31, [x0], #121
	str	b2, [x20, #1]!
	str	b1, [x30, #-123]!
	str	b6, [x20, #206]!
	str	b10, [x8, #229]!
	str	b20, [x8, w22, sxtw #0]
	str	b3, [x2, w9, sxtw]
	str	b30, [x11, w29, uxtw #0]
	str	b24, [x14, w16, uxtw #0]
	str	b18, [x10, x5]
	str	b28, [x12, x4, lsl #0]
	str	b7, [x7, x2, lsl #0]
	str	b19, [x1, x30, sxtx]
	str	b24, [x0]
	str	b31, [x18]
	str	b31, [x23, #2528]
	str	b24, [x28, #1502]
	sturb	w25, [x19]
	sturb	w19, [x28, #-169]
	sturb	w20, [x24, #-220]
	sturb	w0, [x13, #-256]
	strb	w3, [x13], #-1
	strb	w29, [x27], #-83
	strb	w22, [x14], #-197
	strb	w0, [x11], #255
	strb	w23, [x16, #228]!
	strb	w27, [x4, #-185]!
	strb	w11, [x28, #249]!
	strb	w4, [x10, #-185]!
	strb	w10, [x15, w14, sxtw #0]
	strb	w15, [x17, w30, sxtw]
	strb	w0, [x14, w2, sxtw #0]
	strb	w8, [x0, w29, sxtw #0]
	strb	w10, [x0, x5, sxtx]
	strb	w8, [x11, x11, lsl #0]
	strb	w29, [x17, x8, sxtx #0]
	strb	w27, [x14, x22, sxtx #0]
	strb	w4, [x16]
	strb	w16, [x25, #275]
	strb	w0, [x19]
	strb	w17, [x4]
	stur	d26, [x24, #-206]
	stur	d4, [x23, #1]
	stur	d18, [x2, #64]
	stur	d22, [x29, #-256]
	str	d19, [x19], #213
	str	d22, [x19], #14
	str	d2, [x30], #248
	str	d6, [x0], #29
	str	d10, [x15, #-244]!
	str	d31, [x17, #255]!
	str	d18, [x11, #42]!
	str	d1, [x19, #-70]!
	str	d16, [x1, w15, uxtw]
	str	d18, [x21, w6, sxtw]
	str	d10, [x22, w7, uxtw #3]
	str	d29, [x18, w1, uxtw #3]
	str	d18, [x23, x25, lsl #3]
	str	d7, [x4, x6, sxtx]
	str	d3, [x27, x0, lsl #3]
	str	d24, [x0, x20, sxtx]
	str	d23, [x25, #15960]
	str	d0, [x21, #27352]
	str	d30, [x16, #13656]
	str	d28, [x25]
	stur	h1, [x20, #1]
	stur	h8, [x4, #-126]
	stur	h9, [x2]
	stur	h3, [x8, #-5]
	str	h4, [x14], #-104
	str	h0, [x29], #255
	str	h7, [x15], #150
	str	h30, [x4], #1
	str	h20, [x20, #20]!
	str	h31, [x25, #-81]!
	str	h9, [x20, #20]!
	str	h6, [x30, #255]!
	str	h19, [x1, w13, sxtw #1]
	str	h14, [x16, w6, sxtw]
	str	h29, [x0, w25, sxtw #1]
	str	h7, [x11, w25, uxtw #1]
	str	h4, [x26, x1, lsl #1]
	str	h19, [x21, x23, sxtx]
	str	h29, [x12, x5]
	str	h7, [x5, x25, sxtx]
	str	h29, [sp, #8190]
	str	h1, [x1, #7808]
	str	h1, [x4, #5260]
	str	h25, [x0]
	sturh	w5, [x9]
	sturh	w6, [x16, #47]
	sturh	w5, [x18]
	sturh	w21, [x30, #-1]
	strh	w23, [x16], #-96
	strh	w18, [x22], #-256
	strh	w4, [x14], #-87
	strh	w8, [x30], #-114
	strh	w17, [x27, #-242]!
	strh	w2, [x27, #-132]!
	strh	w17, [x5, #117]!
	strh	wzr, [x28, #-1]!
	strh	w23, [x7, w27, sxtw #1]
	strh	w3, [x8, w0, uxtw #1]
	strh	w29, [x6, w12, sxtw]
	strh	w20, [x1, w23, uxtw #1]
	strh	w9, [x3, x14, sxtx #1]
	strh	w25, [x6, x20, sxtx]
	strh	w1, [x6, x23]
	strh	w25, [x20, x9, lsl #1]
	strh	w12, [x14]
	strh	w19, [x8, #4226]
	strh	w4, [x3]
	strh	w0, [x27, #1114]
	stur	q25, [x11]
	stur	q31, [x10, #-256]
	stur	q19, [x20]
	stur	q19, [x19, #-142]
	str	q0, [x8], #255
	str	q28, [x1], #196
	str	q13, [x17], #178
	str	q23, [x13], #-51
	str	q22, [x4, #231]!
	str	q6, [x26, #-120]!
	str	q31, [x4, #-203]!
	str	q24, [x2, #-53]!
	str	q22, [x7, w6, sxtw]
	str	q6, [x17, w10, uxtw #4]
	str	q0, [x23, w11, uxtw #4]
	str	q0, [x19, w21, uxtw]
	str	q29, [x28, x16]
	str	q31, [x20, x3, sxtx #4]
	str	q9, [x3, x13, sxtx #4]
	str	q10, [x24, x15, sxtx #4]
	str	q24, [x10, #60752]
	str	q13, [x21, #61584]
	str	q0, [x5]
	str	q29, [x8, #48848]
	stur	s7, [x4]
	stur	s1, [x10, #-171]
	stur	s21, [x21, #15]
	stur	s8, [x22, #-46]
	str	s1, [x2], #247
	str	s11, [x30], #-125
	str	s17, [x29], #225
	str	s12, [x3], #-16
	str	s16, [x3, #255]!
	str	s3, [x20, #177]!
	str	s7, [x22, #13]!
	str	s11, [x4, #44]!
	str	s14, [x28, w21, sxtw #2]
	str	s8, [x30, w24, uxtw #2]
	str	s13, [x0, w1, sxtw]
	str	s31, [x15, w12, uxtw]
	str	s3, [x27, x27, lsl #2]
	str	s31, [x1, x20]
	str	s22, [x16, x10]
	str	s18, [x3, x21]
	str	s26, [x8]
	str	s11, [x22]
	str	s29, [x8, #4]
	str	s4, [x18, #5052]
	stur	w0, [x7]
	stur	w10, [x23]
	stur	w28, [x24, #125]
	stur	w16, [x2]
	str	w13, [x18], #-76
	str	w6, [x16], #220
	str	w22, [x16], #-125
	str	w12, [x6], #-3
	str	w28, [x1, #-3]!
	str	w10, [x21, #-256]!
	str	w28, [x0, #-1]!
	str	w11, [x9, #-200]!
	str	w29, [x26, w15, uxtw #2]
	str	w6, [x30, w28, uxtw]
	str	w29, [x12, w30, uxtw #2]
	str	w5, [x5, w9, sxtw #2]
	str	w11, [x11, x22, sxtx #2]
	str	w26, [x13, x8, sxtx]
	str	w10, [x1, x29, lsl #2]
	str	w16, [x8, x17]
	str	w21, [x7]
	str	w6, [x0, #8616]
	str	w20, [x16]
	str	w14, [x23, #16380]
	stur	x14, [x28, #173]
	stur	x17, [x22, #81]
	stur	x13, [x5, #-42]
	stur	x15, [x28]
	str	x2, [x9], #-52
	str	x16, [x6], #-232
	str	x26, [x1], #255
	str	x14, [x15], #121
	str	x7, [x4, #255]!
	str	x27, [x5, #-1]!
	str	x8, [x21, #93]!
	str	x10, [x21, #-201]!
	str	x27, [x28, w28, uxtw #3]
	str	x2, [x10, w10, sxtw]
	str	x7, [x0, w29, sxtw]
	str	x29, [x17, w18, sxtw]
	str	x23, [x24, x18, lsl #3]
	str	x2, [x2, x10]
	str	x16, [x17, x17]
	str	x14, [x9, x6, lsl #3]
	str	x7, [x24, #32760]
	str	x22, [x26, #26928]
	str	x26, [x10]
	str	x3, [x19, #9032]
	sttrb	w9, [x11, #-188]
	sttrb	w14, [x7]
	sttrb	w1, [x24, #-112]
	sttrb	w22, [x11, #255]
	sttrh	w0, [x16, #-59]
	sttrh	w11, [x23]
	sttrh	w3, [sp, #22]
	sttrh	w19, [x24]
	sttr	w12, [x16]
	sttr	w22, [x23, #-203]
	sttr	w9, [x20, #227]
	sttr	w23, [x3]
	sttr	xzr, [x10]
	sttr	x3, [x16, #-136]
	sttr	x1, [sp, #83]
	sttr	x11, [x14]
	stxp	w11, w26, w10, [x15]
	stxp	w21, w2, w27, [x12]
	stxp	w13, w26, w28, [x17]
	stxp	w26, w14, w20, [x13]
	stxp	w27, x29, x19, [x7]
	stxp	w17, x18, x27, [x16]
	stxp	w18, x8, x2, [x29]
	stxp	w3, x11, x7, [x23]
	stxr	w4, w21, [x1]
	stxr	w12, w25, [x30]
	stxr	w2, w10, [x30]
	stxr	w26, w0, [x16]
	stxr	w15, x20, [x2]
	stxr	w30, x12, [x20]
	stxr	w13, x27, [x27]
	stxr	w7, x28, [x21]
	stxrb	w14, w27, [x0]
	stxrb	w24, w14, [x20]
	stxrb	w25, w23, [x9]
	stxrb	w25, w21, [x4]
	stxrh	w6, w5, [x7]
	stxrh	w14, w17, [x29]
	stxrh	w9, w8, [x2]
	stxrh	w1, wzr, [x29]
	subhn	v25.2s, v5.2d, v8.2d
	subhn	v23.2s, v1.2d, v27.2d
	subhn	v1.2s, v25.2d, v0.2d
	subhn	v10.2s, v4.2d, v2.2d
	subhn2	v28.4s, v26.2d, v31.2d
	subhn2	v2.4s, v19.2d, v24.2d
	subhn2	v0.4s, v26.2d, v9.2d
	subhn2	v22.4s, v12.2d, v9.2d
	subhn	v5.4h, v3.4s, v10.4s
	subhn	v19.4h, v12.4s, v24.4s
	subhn	v5.4h, v15.4s, v29.4s
	subhn	v1.4h, v29.4s, v0.4s
	subhn2	v26.8h, v21.4s, v20.4s
	subhn2	v22.8h, v14.4s, v5.4s
	subhn2	v17.8h, v0.4s, v24.4s
	subhn2	v21.8h, v10.4s, v23.4s
	subhn	v7.8b, v30.8h, v29.8h
	subhn	v7.8b, v18.8h, v18.8h
	subhn	v3.8b, v27.8h, v27.8h
	subhn	v22.8b, v24.8h, v11.8h
	subhn2	v11.16b, v31.8h, v0.8h
	subhn2	v13.16b, v15.8h, v14.8h
	subhn2	v1.16b, v13.8h, v7.8h
	subhn2	v26.16b, v10.8h, v22.8h
	subs	w12, w18, #1089, lsl #12
	subs	w26, w29, #1, lsl #12
	subs	w9, w24, #1
	subs	w20, w29, #0, lsl #12
	subs	w25, w24, w1
	cmp	w0, w7, lsr #17
	subs	w8, w7, w12
	subs	w9, w18, w4
	subs	w3, w23, w0, uxth #2
	subs	w27, w24, w12, sxtx #3
	subs	w2, w18, w13, uxtx #2
	subs	w0, w8, w8, sxtx
	cmp	x3, #1302, lsl #12
	subs	x4, x19, #1
	subs	x1, x27, #3064
	subs	x7, x28, #3620
	subs	x3, x16, x1, asr #38
	subs	x18, x25, xzr, lsr #63
	subs	x24, x3, x30, lsr #34
	subs	x11, x13, x21, asr #44
	subs	x17, x23, w20, uxtw
	subs	x18, x11, w22, uxtb #4
	subs	x10, x4, w27, sxtb #4
	subs	x16, x19, w27, uxtb #3
	subs	x5, x17, x27, sxtx #3
	subs	x26, x25, x12, sxtx #4
	cmp	x17, x2, uxtx
	subs	x28, x30, x13, sxtx #3
	sub	w23, w2, #513
	sub	w18, w0, #1055, lsl #12
	sub	w16, w26, #1576, lsl #12
	sub	w24, w25, #92, lsl #12
	sub	w24, w3, w23, lsr #6
	sub	w8, w17, w18, asr #25
	sub	w21, w8, w3, lsl #8
	neg	wzr, w29, asr #31
	sub	w29, w11, w15, uxtw #2
	sub	w25, w12, w19, sxtb
	sub	w30, w28, w1, sxth #2
	sub	w3, w3, w26, sxth #1
	sub	x30, x25, #117, lsl #12
	sub	x0, x16, #3376, lsl #12
	sub	x5, sp, #2754
	sub	x21, x0, #1191, lsl #12
	sub	x25, x2, x8, lsr #63
	neg	x18, x8
	neg	x30, x20, lsl #21
	sub	x25, x5, x3, lsr #63
	sub	x23, x23, w16, sxth #3
	sub	x25, x2, w28, uxtb
	sub	x27, x24, w1, sxtw #1
	sub	x16, x26, w15, sxtw
	sub	x24, x29, x22, sxtx
	sub	x6, x29, x21, uxtx
	sub	x22, x4, x22, uxtx #4
	sub	x5, x29, x15, sxtx
	sub	d23, d7, d15
	sub	d2, d2, d30
	sub	d15, d17, d10
	sub	d16, d13, d25
	sub	v9.16b, v0.16b, v24.16b
	sub	v28.16b, v4.16b, v8.16b
	sub	v24.16b, v15.16b, v6.16b
	sub	v8.16b, v31.16b, v28.16b
	sub	v27.2d, v1.2d, v23.2d
	sub	v23.2d, v3.2d, v15.2d
	sub	v31.2d, v25.2d, v21.2d
	sub	v3.2d, v29.2d, v18.2d
	sub	v23.2s, v5.2s, v29.2s
	sub	v8.2s, v30.2s, v29.2s
	sub	v14.2s, v23.2s, v6.2s
	sub	v7.2s, v26.2s, v5.2s
	sub	v18.4h, v5.4h, v9.4h
	sub	v21.4h, v17.4h, v28.4h
	sub	v14.4h, v18.4h, v5.4h
	sub	v22.4h, v14.4h, v6.4h
	sub	v14.4s, v31.4s, v9.4s
	sub	v1.4s, v20.4s, v15.4s
	sub	v29.4s, v28.4s, v10.4s
	sub	v24.4s, v28.4s, v26.4s
	sub	v27.8b, v5.8b, v9.8b
	sub	v29.8b, v26.8b, v1.8b
	sub	v24.8b, v2.8b, v28.8b
	sub	v14.8b, v19.8b, v4.8b
	sub	v30.8h, v18.8h, v17.8h
	sub	v21.8h, v4.8h, v29.8h
	sub	v10.8h, v14.8h, v20.8h
	sub	v27.8h, v12.8h, v11.8h
	suqadd	b26, b24
	suqadd	b26, b20
	suqadd	b25, b28
	suqadd	b2, b11
	suqadd	d6, d11
	suqadd	d5, d15
	suqadd	d31, d27
	suqadd	d12, d22
	suqadd	h1, h1
	suqadd	h29, h11
	suqadd	h4, h5
	suqadd	h17, h22
	suqadd	s16, s19
	suqadd	s7, s1
	suqadd	s2, s25
	suqadd	s25, s6
	suqadd	v13.16b, v27.16b
	suqadd	v13.16b, v22.16b
	suqadd	v14.16b, v21.16b
	suqadd	v8.16b, v17.16b
	suqadd	v24.2d, v10.2d
	suqadd	v6.2d, v22.2d
	suqadd	v21.2d, v28.2d
	suqadd	v18.2d, v23.2d
	suqadd	v29.2s, v19.2s
	suqadd	v19.2s, v25.2s
	suqadd	v3.2s, v9.2s
	suqadd	v11.2s, v17.2s
	suqadd	v19.4h, v28.4h
	suqadd	v26.4h, v31.4h
	suqadd	v4.4h, v31.4h
	suqadd	v17.4h, v9.4h
	suqadd	v22.4s, v30.4s
	suqadd	v0.4s, v12.4s
	suqadd	v1.4s, v15.4s
	suqadd	v15.4s, v17.4s
	suqadd	v6.8b, v18.8b
	suqadd	v17.8b, v7.8b
	suqadd	v27.8b, v16.8b
	suqadd	v12.8b, v4.8b
	suqadd	v12.8h, v13.8h
	suqadd	v1.8h, v10.8h
	suqadd	v11.8h, v11.8h
	suqadd	v28.8h, v14.8h
	svc	#0xffff
	svc	#0x8352
	svc	#0x1
	svc	#0x6630
	sys	#7, c9, c0, #2, x15
	sys	#3, c4, c8, #0, x21
	sys	#0, c2, c0, #3, x16
	sys	#2, c13, c14, #0, x4
	sysl	x5, #2, c0, c0, #0
	sysl	x6, #7, c15, c0, #6
	sysl	x11, #5, c8, c13, #2
	sysl	x21, #0, c1, c0, #5
	tbl	v0.16b, { v27.16b }, v17.16b
	tbl	v2.16b, { v11.16b }, v3.16b
	tbl	v21.16b, { v22.16b }, v8.16b
	tbl	v12.16b, { v18.16b }, v22.16b
	tbl	v0.16b, { v20.16b, v21.16b }, v26.16b
	tbl	v15.16b, { v15.16b, v16.16b }, v31.16b
	tbl	v6.16b, { v26.16b, v27.16b }, v30.16b
	tbl	v6.16b, { v27.16b, v28.16b }, v20.16b
	tbl	v1.16b, { v25.16b, v26.16b, v27.16b }, v1.16b
	tbl	v25.16b, { v30.16b, v31.16b, v0.16b }, v13.16b
	tbl	v5.16b, { v20.16b, v21.16b, v22.16b }, v1.16b
	tbl	v13.16b, { v15.16b, v16.16b, v17.16b }, v18.16b
	tbl	v25.16b, { v4.16b, v5.16b, v6.16b, v7.16b }, v6.16b
	tbl	v11.16b, { v3.16b, v4.16b, v5.16b, v6.16b }, v22.16b
	tbl	v24.16b, { v2.16b, v3.16b, v4.16b, v5.16b }, v12.16b
	tbl	v21.16b, { v5.16b, v6.16b, v7.16b, v8.16b }, v8.16b
	tbl	v22.8b, { v17.16b }, v14.8b
	tbl	v10.8b, { v0.16b }, v28.8b
	tbl	v1.8b, { v28.16b }, v20.8b
	tbl	v20.8b, { v21.16b }, v6.8b
	tbl	v22.8b, { v8.16b, v9.16b }, v13.8b
	tbl	v25.8b, { v23.16b, v24.16b }, v2.8b
	tbl	v24.8b, { v6.16b, v7.16b }, v20.8b
	tbl	v19.8b, { v19.16b, v20.16b }, v3.8b
	tbl	v7.8b, { v5.16b, v6.16b, v7.16b }, v16.8b
	tbl	v20.8b, { v4.16b, v5.16b, v6.16b }, v4.8b
	tbl	v19.8b, { v11.16b, v12.16b, v13.16b }, v19.8b
	tbl	v20.8b, { v4.16b, v5.16b, v6.16b }, v29.8b
	tbl	v11.8b, { v11.16b, v12.16b, v13.16b, v14.16b }, v6.8b
	tbl	v17.8b, { v3.16b, v4.16b, v5.16b, v6.16b }, v14.8b
	tbl	v9.8b, { v11.16b, v12.16b, v13.16b, v14.16b }, v2.8b
	tbl	v26.8b, { v30.16b, v31.16b, v0.16b, v1.16b }, v30.8b
	tbnz	w23, #7, #-24868
	tbnz	w28, #8, #-11384
	tbnz	w5, #31, #-18076
	tbnz	w23, #25, #-13920
	tbnz	x30, #34, #12064
	tbnz	x21, #63, #20344
	tbnz	x26, #46, #17236
	tbnz	x29, #50, #28760
	tbx	v12.16b, { v1.16b }, v16.16b
	tbx	v24.16b, { v11.16b }, v10.16b
	tbx	v10.16b, { v11.16b }, v13.16b
	tbx	v7.16b, { v10.16b }, v12.16b
	tbx	v23.16b, { v4.16b, v5.16b }, v27.16b
	tbx	v23.16b, { v2.16b, v3.16b }, v6.16b
	tbx	v3.16b, { v1.16b, v2.16b }, v2.16b
	tbx	v25.16b, { v1.16b, v2.16b }, v15.16b
	tbx	v2.16b, { v26.16b, v27.16b, v28.16b }, v1.16b
	tbx	v11.16b, { v1.16b, v2.16b, v3.16b }, v24.16b
	tbx	v2.16b, { v23.16b, v24.16b, v25.16b }, v25.16b
	tbx	v0.16b, { v29.16b, v30.16b, v31.16b }, v3.16b
	tbx	v28.16b, { v1.16b, v2.16b, v3.16b, v4.16b }, v9.16b
	tbx	v27.16b, { v3.16b, v4.16b, v5.16b, v6.16b }, v17.16b
	tbx	v1.16b, { v14.16b, v15.16b, v16.16b, v17.16b }, v23.16b
	tbx	v30.16b, { v26.16b, v27.16b, v28.16b, v29.16b }, v27.16b
	tbx	v29.8b, { v8.16b }, v14.8b
	tbx	v0.8b, { v27.16b }, v2.8b
	tbx	v11.8b, { v29.16b }, v5.8b
	tbx	v6.8b, { v6.16b }, v21.8b
	tbx	v8.8b, { v24.16b, v25.16b }, v6.8b
	tbx	v2.8b, { v3.16b, v4.16b }, v31.8b
	tbx	v29.8b, { v5.16b, v6.16b }, v21.8b
	tbx	v23.8b, { v13.16b, v14.16b }, v21.8b
	tbx	v28.8b, { v4.16b, v5.16b, v6.16b }, v0.8b
	tbx	v19.8b, { v22.16b, v23.16b, v24.16b }, v12.8b
	tbx	v23.8b, { v1.16b, v2.16b, v3.16b }, v1.8b
	tbx	v9.8b, { v8.16b, v9.16b, v10.16b }, v16.8b
	tbx	v9.8b, { v6.16b, v7.16b, v8.16b, v9.16b }, v30.8b
	tbx	v27.8b, { v22.16b, v23.16b, v24.16b, v25.16b }, v2.8b
	tbx	v7.8b, { v8.16b, v9.16b, v10.16b, v11.16b }, v19.8b
	tbx	v16.8b, { v18.16b, v19.16b, v20.16b, v21.16b }, v31.8b
	tbz	w10, #12, #29016
	tbz	w3, #26, #8748
	tbz	w14, #5, #-27388
	tbz	w27, #22, #-9668
	tbz	x2, #35, #0
	tbz	x16, #36, #-23688
	tbz	x9, #52, #29680
	tbz	x19, #32, #-4
	trn1	v12.16b, v9.16b, v23.16b
	trn1	v15.16b, v30.16b, v22.16b
	trn1	v12.16b, v10.16b, v27.16b
	trn1	v0.16b, v18.16b, v18.16b
	trn1	v13.2d, v4.2d, v2.2d
	trn1	v16.2d, v31.2d, v13.2d
	trn1	v29.2d, v18.2d, v29.2d
	trn1	v26.2d, v28.2d, v0.2d
	trn1	v6.2s, v31.2s, v16.2s
	trn1	v22.2s, v17.2s, v5.2s
	trn1	v15.2s, v23.2s, v27.2s
	trn1	v13.2s, v20.2s, v22.2s
	trn1	v15.4h, v1.4h, v30.4h
	trn1	v19.4h, v17.4h, v12.4h
	trn1	v20.4h, v20.4h, v15.4h
	trn1	v8.4h, v18.4h, v15.4h
	trn1	v6.4s, v14.4s, v16.4s
	trn1	v19.4s, v5.4s, v22.4s
	trn1	v15.4s, v5.4s, v24.4s
	trn1	v14.4s, v25.4s, v21.4s
	trn1	v19.8b, v7.8b, v14.8b
	trn1	v25.8b, v30.8b, v26.8b
	trn1	v0.8b, v11.8b, v17.8b
	trn1	v1.8b, v0.8b, v19.8b
	trn1	v22.8h, v31.8h, v23.8h
	trn1	v24.8h, v13.8h, v29.8h
	trn1	v29.8h, v7.8h, v12.8h
	trn1	v27.8h, v12.8h, v15.8h
	trn2	v27.16b, v18.16b, v2.16b
	trn2	v28.16b, v25.16b, v4.16b
	trn2	v9.16b, v16.16b, v6.16b
	trn2	v0.16b, v3.16b, v12.16b
	trn2	v11.2d, v1.2d, v14.2d
	trn2	v29.2d, v1.2d, v4.2d
	trn2	v16.2d, v24.2d, v26.2d
	trn2	v28.2d, v18.2d, v9.2d
	trn2	v30.2s, v17.2s, v0.2s
	trn2	v22.2s, v29.2s, v18.2s
	trn2	v11.2s, v15.2s, v28.2s
	trn2	v12.2s, v21.2s, v11.2s
	trn2	v29.4h, v20.4h, v6.4h
	trn2	v29.4h, v5.4h, v8.4h
	trn2	v6.4h, v26.4h, v5.4h
	trn2	v31.4h, v18.4h, v5.4h
	trn2	v22.4s, v25.4s, v25.4s
	trn2	v19.4s, v3.4s, v4.4s
	trn2	v14.4s, v18.4s, v25.4s
	trn2	v26.4s, v29.4s, v13.4s
	trn2	v30.8b, v25.8b, v19.8b
	trn2	v16.8b, v3.8b, v11.8b
	trn2	v12.8b, v30.8b, v0.8b
	trn2	v23.8b, v17.8b, v15.8b
	trn2	v9.8h, v24.8h, v10.8h
	trn2	v30.8h, v21.8h, v4.8h
	trn2	v1.8h, v23.8h, v1.8h
	trn2	v25.8h, v3.8h, v0.8h
	uabal	v5.2d, v13.2s, v29.2s
	uabal	v6.2d, v6.2s, v15.2s
	uabal	v15.2d, v6.2s, v1.2s
	uabal	v3.2d, v10.2s, v21.2s
	uabal2	v14.2d, v3.4s, v13.4s
	uabal2	v18.2d, v0.4s, v2.4s
	uabal2	v4.2d, v30.4s, v18.4s
	uabal2	v27.2d, v29.4s, v17.4s
	uabal	v21.4s, v6.4h, v25.4h
	uabal	v18.4s, v16.4h, v1.4h
	uabal	v18.4s, v23.4h, v8.4h
	uabal	v25.4s, v17.4h, v11.4h
	uabal2	v5.4s, v22.8h, v14.8h
	uabal2	v13.4s, v14.8h, v0.8h
	uabal2	v20.4s, v20.8h, v24.8h
	uabal2	v15.4s, v30.8h, v1.8h
	uabal	v4.8h, v9.8b, v19.8b
	uabal	v15.8h, v4.8b, v20.8b
	uabal	v19.8h, v0.8b, v24.8b
	uabal	v8.8h, v30.8b, v24.8b
	uabal2	v21.8h, v28.16b, v7.16b
	uabal2	v5.8h, v7.16b, v1.16b
	uabal2	v9.8h, v3.16b, v12.16b
	uabal2	v19.8h, v28.16b, v12.16b
	uaba	v10.16b, v5.16b, v8.16b
	uaba	v28.16b, v0.16b, v15.16b
	uaba	v13.16b, v13.16b, v15.16b
	uaba	v9.16b, v7.16b, v21.16b
	uaba	v7.2s, v11.2s, v23.2s
	uaba	v15.2s, v15.2s, v22.2s
	uaba	v21.2s, v5.2s, v29.2s
	uaba	v28.2s, v15.2s, v24.2s
	uaba	v28.4h, v27.4h, v10.4h
	uaba	v21.4h, v29.4h, v16.4h
	uaba	v31.4h, v17.4h, v20.4h
	uaba	v5.4h, v12.4h, v31.4h
	uaba	v22.4s, v24.4s, v23.4s
	uaba	v7.4s, v22.4s, v16.4s
	uaba	v11.4s, v2.4s, v7.4s
	uaba	v17.4s, v0.4s, v11.4s
	uaba	v29.8b, v29.8b, v2.8b
	uaba	v23.8b, v30.8b, v7.8b
	uaba	v16.8b, v30.8b, v7.8b
	uaba	v1.8b, v0.8b, v7.8b
	uaba	v17.8h, v18.8h, v7.8h
	uaba	v3.8h, v19.8h, v31.8h
	uaba	v2.8h, v13.8h, v25.8h
	uaba	v18.8h, v23.8h, v22.8h
	uabdl	v26.2d, v22.2s, v9.2s
	uabdl	v21.2d, v11.2s, v5.2s
	uabdl	v17.2d, v27.2s, v27.2s
	uabdl	v19.2d, v11.2s, v9.2s
	uabdl2	v30.2d, v30.4s, v10.4s
	uabdl2	v6.2d, v7.4s, v29.4s
	uabdl2	v1.2d, v31.4s, v26.4s
	uabdl2	v29.2d, v28.4s, v17.4s
	uabdl	v16.4s, v25.4h, v27.4h
	uabdl	v9.4s, v20.4h, v10.4h
	uabdl	v19.4s, v17.4h, v11.4h
	uabdl	v9.4s, v16.4h, v0.4h
	uabdl2	v31.4s, v27.8h, v16.8h
	uabdl2	v15.4s, v20.8h, v12.8h
	uabdl2	v6.4s, v0.8h, v15.8h
	uabdl2	v7.4s, v16.8h, v14.8h
	uabdl	v9.8h, v23.8b, v23.8b
	uabdl	v28.8h, v19.8b, v31.8b
	uabdl	v1.8h, v28.8b, v25.8b
	uabdl	v24.8h, v27.8b, v30.8b
	uabdl2	v25.8h, v13.16b, v9.16b
	uabdl2	v31.8h, v14.16b, v21.16b
	uabdl2	v22.8h, v0.16b, v20.16b
	uabdl2	v20.8h, v15.16b, v20.16b
	uabd	v12.16b, v3.16b, v14.16b
	uabd	v15.16b, v12.16b, v2.16b
	uabd	v15.16b, v30.16b, v2.16b
	uabd	v16.16b, v24.16b, v30.16b
	uabd	v8.2s, v5.2s, v5.2s
	uabd	v24.2s, v31.2s, v27.2s
	uabd	v17.2s, v24.2s, v24.2s
	uabd	v8.2s, v22.2s, v19.2s
	uabd	v31.4h, v16.4h, v29.4h
	uabd	v26.4h, v10.4h, v0.4h
	uabd	v11.4h, v11.4h, v17.4h
	uabd	v29.4h, v22.4h, v0.4h
	uabd	v5.4s, v23.4s, v7.4s
	uabd	v19.4s, v25.4s, v12.4s
	uabd	v15.4s, v16.4s, v2.4s
	uabd	v16.4s, v0.4s, v4.4s
	uabd	v20.8b, v30.8b, v9.8b
	uabd	v4.8b, v8.8b, v18.8b
	uabd	v29.8b, v31.8b, v23.8b
	uabd	v22.8b, v25.8b, v12.8b
	uabd	v7.8h, v26.8h, v24.8h
	uabd	v1.8h, v17.8h, v14.8h
	uabd	v22.8h, v26.8h, v21.8h
	uabd	v14.8h, v19.8h, v17.8h
	uadalp	v7.1d, v6.2s
	uadalp	v26.1d, v11.2s
	uadalp	v18.1d, v1.2s
	uadalp	v11.1d, v13.2s
	uadalp	v17.2d, v23.4s
	uadalp	v2.2d, v19.4s
	uadalp	v1.2d, v6.4s
	uadalp	v4.2d, v22.4s
	uadalp	v17.2s, v21.4h
	uadalp	v15.2s, v6.4h
	uadalp	v16.2s, v21.4h
	uadalp	v10.2s, v2.4h
	uadalp	v4.4h, v19.8b
	uadalp	v29.4h, v10.8b
	uadalp	v19.4h, v31.8b
	uadalp	v27.4h, v27.8b
	uadalp	v22.4s, v3.8h
	uadalp	v24.4s, v6.8h
	uadalp	v7.4s, v7.8h
	uadalp	v26.4s, v17.8h
	uadalp	v23.8h, v2.16b
	uadalp	v30.8h, v28.16b
	uadalp	v31.8h, v26.16b
	uadalp	v30.8h, v4.16b
	uaddlp	v9.1d, v13.2s
	uaddlp	v22.1d, v17.2s
	uaddlp	v20.1d, v8.2s
	uaddlp	v30.1d, v1.2s
	uaddlp	v21.2d, v3.4s
	uaddlp	v3.2d, v0.4s
	uaddlp	v25.2d, v2.4s
	uaddlp	v15.2d, v0.4s
	uaddlp	v13.2s, v15.4h
	uaddlp	v4.2s, v14.4h
	uaddlp	v26.2s, v19.4h
	uaddlp	v28.2s, v26.4h
	uaddlp	v2.4h, v22.8b
	uaddlp	v29.4h, v16.8b
	uaddlp	v12.4h, v21.8b
	uaddlp	v23.4h, v12.8b
	uaddlp	v26.4s, v28.8h
	uaddlp	v29.4s, v4.8h
	uaddlp	v28.4s, v15.8h
	uaddlp	v15.4s, v7.8h
	uaddlp	v24.8h, v25.16b
	uaddlp	v26.8h, v28.16b
	uaddlp	v14.8h, v25.16b
	uaddlp	v31.8h, v10.16b
	uaddlv	h6, v29.16b
	uaddlv	h18, v23.16b
	uaddlv	h23, v31.16b
	uaddlv	h12, v29.16b
	uaddlv	s31, v11.4h
	uaddlv	s14, v14.4h
	uaddlv	s28, v20.4h
	uaddlv	s29, v20.4h
	uaddlv	d27, v30.4s
	uaddlv	d3, v10.4s
	uaddlv	d24, v27.4s
	uaddlv	d27, v19.4s
	uaddlv	h16, v5.8b
	uaddlv	h6, v21.8b
	uaddlv	h6, v9.8b
	uaddlv	h1, v9.8b
	uaddlv	s6, v20.8h
	uaddlv	s24, v29.8h
	uaddlv	s17, v2.8h
	uaddlv	s2, v17.8h
	uaddl	v12.2d, v9.2s, v25.2s
	uaddl	v14.2d, v2.2s, v0.2s
	uaddl	v22.2d, v10.2s, v25.2s
	uaddl	v4.2d, v9.2s, v3.2s
	uaddl2	v11.2d, v3.4s, v21.4s
	uaddl2	v29.2d, v4.4s, v26.4s
	uaddl2	v7.2d, v31.4s, v20.4s
	uaddl2	v14.2d, v2.4s, v1.4s
	uaddl	v1.4s, v16.4h, v16.4h
	uaddl	v5.4s, v14.4h, v6.4h
	uaddl	v27.4s, v14.4h, v26.4h
	uaddl	v20.4s, v26.4h, v24.4h
	uaddl2	v29.4s, v22.8h, v3.8h
	uaddl2	v15.4s, v17.8h, v4.8h
	uaddl2	v11.4s, v0.8h, v30.8h
	uaddl2	v18.4s, v17.8h, v1.8h
	uaddl	v18.8h, v11.8b, v0.8b
	uaddl	v8.8h, v13.8b, v4.8b
	uaddl	v30.8h, v20.8b, v9.8b
	uaddl	v28.8h, v16.8b, v10.8b
	uaddl2	v7.8h, v31.16b, v4.16b
	uaddl2	v8.8h, v12.16b, v16.16b
	uaddl2	v13.8h, v25.16b, v25.16b
	uaddl2	v1.8h, v27.16b, v8.16b
	uaddw	v27.2d, v2.2d, v2.2s
	uaddw	v3.2d, v10.2d, v4.2s
	uaddw	v0.2d, v31.2d, v14.2s
	uaddw	v0.2d, v11.2d, v13.2s
	uaddw2	v4.2d, v19.2d, v4.4s
	uaddw2	v19.2d, v30.2d, v31.4s
	uaddw2	v8.2d, v13.2d, v16.4s
	uaddw2	v4.2d, v21.2d, v13.4s
	uaddw	v9.4s, v28.4s, v31.4h
	uaddw	v23.4s, v25.4s, v1.4h
	uaddw	v29.4s, v0.4s, v13.4h
	uaddw	v1.4s, v24.4s, v4.4h
	uaddw2	v4.4s, v11.4s, v7.8h
	uaddw2	v12.4s, v7.4s, v21.8h
	uaddw2	v3.4s, v6.4s, v0.8h
	uaddw2	v7.4s, v11.4s, v25.8h
	uaddw	v23.8h, v4.8h, v23.8b
	uaddw	v8.8h, v4.8h, v9.8b
	uaddw	v5.8h, v6.8h, v10.8b
	uaddw	v8.8h, v21.8h, v12.8b
	uaddw2	v14.8h, v0.8h, v13.16b
	uaddw2	v16.8h, v7.8h, v2.16b
	uaddw2	v17.8h, v13.8h, v6.16b
	uaddw2	v27.8h, v30.8h, v26.16b
	uxth	w4, w4
	lsl	w10, w22, #1
	ubfx	w9, w1, #8, #12
	uxth	w12, w16
	ubfx	x0, x28, #1, #40
	ubfiz	x27, x8, #1, #28
	ubfiz	x30, x12, #4, #19
	ubfx	x13, x14, #0, #1
	ucvtf	d12, w30
	ucvtf	d15, w22
	ucvtf	d20, w10
	ucvtf	d14, w22
	ucvtf	d10, w5, #10
	ucvtf	d13, w27, #12
	ucvtf	d25, w16, #21
	ucvtf	d6, wzr, #14
	ucvtf	s28, w15
	ucvtf	s4, w4
	ucvtf	s7, w20
	ucvtf	s21, w29
	ucvtf	s3, w7, #2
	ucvtf	s7, w8, #28
	ucvtf	s9, w29, #18
	ucvtf	s11, w29, #13
	ucvtf	d10, x14
	ucvtf	d8, x24
	ucvtf	d1, x7
	ucvtf	d19, x20
	ucvtf	d31, x3, #64
	ucvtf	d9, x1, #19
	ucvtf	d29, x13, #19
	ucvtf	d30, x17, #1
	ucvtf	s26, x18
	ucvtf	s30, x19
	ucvtf	s10, x13
	ucvtf	s5, x8
	ucvtf	s24, x8, #1
	ucvtf	s29, x1, #30
	ucvtf	s13, xzr, #1
	ucvtf	s25, x1, #1
	ucvtf	d30, d14, #36
	ucvtf	d14, d3, #35
	ucvtf	d12, d5, #15
	ucvtf	d29, d25, #15
	ucvtf	s12, s11, #1
	ucvtf	s2, s31, #32
	ucvtf	s12, s15, #11
	ucvtf	s22, s18, #1
	ucvtf	v25.2d, v17.2d, #11
	ucvtf	v23.2d, v30.2d, #50
	ucvtf	v22.2d, v15.2d, #1
	ucvtf	v24.2d, v10.2d, #64
	ucvtf	v27.2s, v23.2s, #26
	ucvtf	v12.2s, v2.2s, #15
	ucvtf	v15.2s, v16.2s, #9
	ucvtf	v0.2s, v0.2s, #7
	ucvtf	v21.4s, v6.4s, #3
	ucvtf	v21.4s, v23.4s, #20
	ucvtf	v28.4s, v27.4s, #11
	ucvtf	v26.4s, v0.4s, #1
	ucvtf	d30, d9
	ucvtf	d9, d7
	ucvtf	d11, d30
	ucvtf	d13, d19
	ucvtf	s9, s19
	ucvtf	s1, s31
	ucvtf	s6, s8
	ucvtf	s31, s26
	ucvtf	v15.2d, v11.2d
	ucvtf	v19.2d, v28.2d
	ucvtf	v10.2d, v0.2d
	ucvtf	v10.2d, v8.2d
	ucvtf	v1.2s, v8.2s
	ucvtf	v3.2s, v25.2s
	ucvtf	v27.2s, v31.2s
	ucvtf	v7.2s, v2.2s
	ucvtf	v23.4s, v8.4s
	ucvtf	v10.4s, v19.4s
	ucvtf	v25.4s, v22.4s
	ucvtf	v29.4s, v23.4s
	udf	#21018
	udf	#14116
	udf	#20843
	udf	#58496
	udiv	w18, w15, w28
	udiv	w30, w7, w27
	udiv	w13, w9, w11
	udiv	w21, w13, w1
	udiv	x18, x23, x22
	udiv	x20, x27, x12
	udiv	x28, x30, x5
	udiv	x2, x13, x15
	uhadd	v10.16b, v16.16b, v23.16b
	uhadd	v19.16b, v21.16b, v7.16b
	uhadd	v28.16b, v25.16b, v18.16b
	uhadd	v3.16b, v6.16b, v26.16b
	uhadd	v4.2s, v28.2s, v6.2s
	uhadd	v30.2s, v22.2s, v3.2s
	uhadd	v28.2s, v20.2s, v7.2s
	uhadd	v19.2s, v13.2s, v27.2s
	uhadd	v16.4h, v27.4h, v19.4h
	uhadd	v14.4h, v13.4h, v3.4h
	uhadd	v27.4h, v20.4h, v0.4h
	uhadd	v12.4h, v22.4h, v30.4h
	uhadd	v11.4s, v16.4s, v17.4s
	uhadd	v11.4s, v25.4s, v17.4s
	uhadd	v16.4s, v12.4s, v24.4s
	uhadd	v21.4s, v22.4s, v16.4s
	uhadd	v7.8b, v27.8b, v1.8b
	uhadd	v5.8b, v23.8b, v28.8b
	uhadd	v22.8b, v10.8b, v18.8b
	uhadd	v23.8b, v11.8b, v24.8b
	uhadd	v5.8h, v22.8h, v8.8h
	uhadd	v16.8h, v25.8h, v16.8h
	uhadd	v24.8h, v5.8h, v31.8h
	uhadd	v4.8h, v10.8h, v15.8h
	uhsub	v15.16b, v24.16b, v19.16b
	uhsub	v0.16b, v31.16b, v31.16b
	uhsub	v24.16b, v8.16b, v4.16b
	uhsub	v22.16b, v29.16b, v13.16b
	uhsub	v12.2s, v12.2s, v31.2s
	uhsub	v8.2s, v20.2s, v12.2s
	uhsub	v19.2s, v15.2s, v4.2s
	uhsub	v25.2s, v17.2s, v17.2s
	uhsub	v8.4h, v26.4h, v2.4h
	uhsub	v2.4h, v23.4h, v4.4h
	uhsub	v18.4h, v20.4h, v15.4h
	uhsub	v22.4h, v7.4h, v31.4h
	uhsub	v5.4s, v3.4s, v0.4s
	uhsub	v11.4s, v21.4s, v15.4s
	uhsub	v24.4s, v24.4s, v10.4s
	uhsub	v14.4s, v8.4s, v11.4s
	uhsub	v17.8b, v10.8b, v30.8b
	uhsub	v20.8b, v17.8b, v18.8b
	uhsub	v25.8b, v17.8b, v31.8b
	uhsub	v18.8b, v20.8b, v15.8b
	uhsub	v12.8h, v11.8h, v31.8h
	uhsub	v28.8h, v18.8h, v20.8h
	uhsub	v8.8h, v30.8h, v31.8h
	uhsub	v26.8h, v1.8h, v12.8h
	umaddl	x9, w9, w1, x13
	umull	x9, w27, w23
	umull	x3, w12, w21
	umaddl	x7, w27, w4, x23
	umaxp	v16.16b, v22.16b, v12.16b
	umaxp	v27.16b, v10.16b, v29.16b
	umaxp	v14.16b, v19.16b, v3.16b
	umaxp	v11.16b, v17.16b, v15.16b
	umaxp	v23.2s, v1.2s, v10.2s
	umaxp	v17.2s, v29.2s, v6.2s
	umaxp	v1.2s, v11.2s, v14.2s
	umaxp	v18.2s, v18.2s, v17.2s
	umaxp	v21.4h, v3.4h, v7.4h
	umaxp	v20.4h, v5.4h, v21.4h
	umaxp	v17.4h, v17.4h, v27.4h
	umaxp	v31.4h, v18.4h, v23.4h
	umaxp	v6.4s, v30.4s, v7.4s
	umaxp	v15.4s, v21.4s, v5.4s
	umaxp	v7.4s, v11.4s, v15.4s
	umaxp	v31.4s, v0.4s, v11.4s
	umaxp	v25.8b, v7.8b, v5.8b
	umaxp	v27.8b, v24.8b, v9.8b
	umaxp	v3.8b, v28.8b, v15.8b
	umaxp	v10.8b, v9.8b, v7.8b
	umaxp	v31.8h, v18.8h, v27.8h
	umaxp	v26.8h, v15.8h, v4.8h
	umaxp	v0.8h, v3.8h, v25.8h
	umaxp	v4.8h, v13.8h, v5.8h
	umaxv	b4, v8.16b
	umaxv	b15, v7.16b
	umaxv	b8, v20.16b
	umaxv	b21, v8.16b
	umaxv	h10, v29.4h
	umaxv	h0, v10.4h
	umaxv	h28, v15.4h
	umaxv	h1, v29.4h
	umaxv	s30, v20.4s
	umaxv	s26, v17.4s
	umaxv	s14, v7.4s
	umaxv	s5, v24.4s
	umaxv	b0, v19.8b
	umaxv	b24, v23.8b
	umaxv	b24, v28.8b
	umaxv	b4, v21.8b
	umaxv	h20, v26.8h
	umaxv	h17, v24.8h
	umaxv	h22, v30.8h
	umaxv	h30, v11.8h
	umax	v3.16b, v15.16b, v20.16b
	umax	v22.16b, v15.16b, v17.16b
	umax	v3.16b, v14.16b, v10.16b
	umax	v2.16b, v0.16b, v5.16b
	umax	v10.2s, v11.2s, v26.2s
	umax	v20.2s, v27.2s, v24.2s
	umax	v19.2s, v19.2s, v4.2s
	umax	v5.2s, v3.2s, v1.2s
	umax	v9.4h, v4.4h, v3.4h
	umax	v5.4h, v12.4h, v20.4h
	umax	v5.4h, v14.4h, v21.4h
	umax	v0.4h, v3.4h, v29.4h
	umax	v24.4s, v6.4s, v27.4s
	umax	v20.4s, v13.4s, v20.4s
	umax	v2.4s, v25.4s, v20.4s
	umax	v7.4s, v31.4s, v13.4s
	umax	v16.8b, v30.8b, v10.8b
	umax	v15.8b, v16.8b, v5.8b
	umax	v23.8b, v6.8b, v5.8b
	umax	v22.8b, v9.8b, v21.8b
	umax	v27.8h, v21.8h, v31.8h
	umax	v7.8h, v22.8h, v10.8h
	umax	v18.8h, v25.8h, v11.8h
	umax	v29.8h, v15.8h, v28.8h
	uminp	v27.16b, v2.16b, v8.16b
	uminp	v13.16b, v25.16b, v24.16b
	uminp	v14.16b, v20.16b, v29.16b
	uminp	v6.16b, v31.16b, v11.16b
	uminp	v18.2s, v20.2s, v16.2s
	uminp	v10.2s, v29.2s, v24.2s
	uminp	v0.2s, v10.2s, v21.2s
	uminp	v28.2s, v4.2s, v12.2s
	uminp	v20.4h, v10.4h, v16.4h
	uminp	v25.4h, v13.4h, v17.4h
	uminp	v8.4h, v21.4h, v18.4h
	uminp	v20.4h, v13.4h, v16.4h
	uminp	v27.4s, v10.4s, v18.4s
	uminp	v0.4s, v13.4s, v5.4s
	uminp	v31.4s, v7.4s, v4.4s
	uminp	v27.4s, v6.4s, v25.4s
	uminp	v13.8b, v7.8b, v19.8b
	uminp	v21.8b, v25.8b, v5.8b
	uminp	v6.8b, v4.8b, v23.8b
	uminp	v23.8b, v27.8b, v20.8b
	uminp	v9.8h, v6.8h, v20.8h
	uminp	v30.8h, v31.8h, v18.8h
	uminp	v2.8h, v5.8h, v15.8h
	uminp	v26.8h, v1.8h, v24.8h
	uminv	b14, v24.16b
	uminv	b12, v16.16b
	uminv	b28, v1.16b
	uminv	b30, v7.16b
	uminv	h8, v1.4h
	uminv	h27, v30.4h
	uminv	h3, v15.4h
	uminv	h16, v26.4h
	uminv	s8, v2.4s
	uminv	s6, v0.4s
	uminv	s2, v16.4s
	uminv	s1, v10.4s
	uminv	b30, v2.8b
	uminv	b15, v23.8b
	uminv	b30, v9.8b
	uminv	b1, v23.8b
	uminv	h5, v19.8h
	uminv	h25, v16.8h
	uminv	h16, v18.8h
	uminv	h23, v15.8h
	umin	v13.16b, v7.16b, v19.16b
	umin	v18.16b, v16.16b, v22.16b
	umin	v13.16b, v22.16b, v20.16b
	umin	v28.16b, v3.16b, v9.16b
	umin	v31.2s, v8.2s, v21.2s
	umin	v28.2s, v27.2s, v23.2s
	umin	v29.2s, v26.2s, v7.2s
	umin	v11.2s, v19.2s, v9.2s
	umin	v12.4h, v12.4h, v31.4h
	umin	v2.4h, v12.4h, v30.4h
	umin	v16.4h, v29.4h, v25.4h
	umin	v20.4h, v17.4h, v23.4h
	umin	v23.4s, v3.4s, v3.4s
	umin	v29.4s, v6.4s, v21.4s
	umin	v21.4s, v16.4s, v20.4s
	umin	v27.4s, v9.4s, v0.4s
	umin	v23.8b, v9.8b, v28.8b
	umin	v20.8b, v9.8b, v11.8b
	umin	v19.8b, v10.8b, v2.8b
	umin	v13.8b, v6.8b, v8.8b
	umin	v12.8h, v14.8h, v16.8h
	umin	v3.8h, v16.8h, v30.8h
	umin	v2.8h, v20.8h, v16.8h
	umin	v16.8h, v7.8h, v18.8h
	umlal	v14.2d, v15.2s, v16.s[3]
	umlal	v24.2d, v20.2s, v5.s[0]
	umlal	v29.2d, v31.2s, v28.s[2]
	umlal	v12.2d, v14.2s, v0.s[3]
	umlal2	v5.2d, v16.4s, v29.s[1]
	umlal2	v26.2d, v11.4s, v2.s[3]
	umlal2	v7.2d, v24.4s, v16.s[0]
	umlal2	v4.2d, v7.4s, v12.s[1]
	umlal	v7.4s, v16.4h, v15.h[0]
	umlal	v23.4s, v10.4h, v9.h[5]
	umlal	v13.4s, v12.4h, v15.h[6]
	umlal	v9.4s, v4.4h, v10.h[2]
	umlal2	v18.4s, v0.8h, v0.h[3]
	umlal2	v19.4s, v6.8h, v13.h[3]
	umlal2	v9.4s, v17.8h, v9.h[2]
	umlal2	v10.4s, v7.8h, v5.h[7]
	umlal	v14.2d, v1.2s, v8.2s
	umlal	v6.2d, v18.2s, v30.2s
	umlal	v5.2d, v22.2s, v8.2s
	umlal	v1.2d, v8.2s, v22.2s
	umlal2	v22.2d, v2.4s, v16.4s
	umlal2	v3.2d, v31.4s, v23.4s
	umlal2	v7.2d, v24.4s, v4.4s
	umlal2	v25.2d, v13.4s, v15.4s
	umlal	v19.4s, v6.4h, v18.4h
	umlal	v13.4s, v29.4h, v6.4h
	umlal	v3.4s, v13.4h, v14.4h
	umlal	v19.4s, v11.4h, v13.4h
	umlal2	v19.4s, v14.8h, v5.8h
	umlal2	v7.4s, v31.8h, v13.8h
	umlal2	v26.4s, v25.8h, v29.8h
	umlal2	v12.4s, v1.8h, v4.8h
	umlal	v22.8h, v24.8b, v1.8b
	umlal	v16.8h, v3.8b, v4.8b
	umlal	v8.8h, v29.8b, v4.8b
	umlal	v10.8h, v10.8b, v3.8b
	umlal2	v10.8h, v8.16b, v22.16b
	umlal2	v2.8h, v1.16b, v31.16b
	umlal2	v4.8h, v6.16b, v26.16b
	umlal2	v0.8h, v29.16b, v11.16b
	umlsl	v10.2d, v16.2s, v20.s[3]
	umlsl	v25.2d, v31.2s, v21.s[0]
	umlsl	v30.2d, v1.2s, v11.s[2]
	umlsl	v21.2d, v2.2s, v9.s[3]
	umlsl2	v18.2d, v18.4s, v13.s[3]
	umlsl2	v23.2d, v8.4s, v29.s[1]
	umlsl2	v0.2d, v3.4s, v2.s[0]
	umlsl2	v5.2d, v16.4s, v7.s[2]
	umlsl	v7.4s, v22.4h, v8.h[6]
	umlsl	v7.4s, v29.4h, v15.h[1]
	umlsl	v10.4s, v26.4h, v8.h[1]
	umlsl	v17.4s, v5.4h, v13.h[3]
	umlsl2	v28.4s, v3.8h, v11.h[3]
	umlsl2	v18.4s, v19.8h, v14.h[4]
	umlsl2	v7.4s, v18.8h, v0.h[0]
	umlsl2	v8.4s, v9.8h, v6.h[7]
	umlsl	v21.2d, v24.2s, v22.2s
	umlsl	v15.2d, v16.2s, v11.2s
	umlsl	v15.2d, v9.2s, v3.2s
	umlsl	v9.2d, v23.2s, v1.2s
	umlsl2	v15.2d, v18.4s, v24.4s
	umlsl2	v24.2d, v16.4s, v26.4s
	umlsl2	v10.2d, v12.4s, v31.4s
	umlsl2	v26.2d, v6.4s, v18.4s
	umlsl	v12.4s, v27.4h, v15.4h
	umlsl	v15.4s, v9.4h, v3.4h
	umlsl	v8.4s, v13.4h, v12.4h
	umlsl	v15.4s, v21.4h, v11.4h
	umlsl2	v3.4s, v31.8h, v16.8h
	umlsl2	v7.4s, v21.8h, v18.8h
	umlsl2	v30.4s, v18.8h, v14.8h
	umlsl2	v14.4s, v18.8h, v19.8h
	umlsl	v3.8h, v9.8b, v19.8b
	umlsl	v2.8h, v7.8b, v19.8b
	umlsl	v15.8h, v13.8b, v24.8b
	umlsl	v2.8h, v31.8b, v3.8b
	umlsl2	v31.8h, v0.16b, v2.16b
	umlsl2	v25.8h, v29.16b, v29.16b
	umlsl2	v0.8h, v16.16b, v27.16b
	umlsl2	v16.8h, v12.16b, v26.16b
	umov	w23, v30.b[13]
	umov	w23, v21.b[6]
	umov	w11, v1.b[4]
	umov	w30, v30.b[9]
	mov	x28, v17.d[0]
	mov	x1, v28.d[0]
	mov	x7, v23.d[1]
	mov	x0, v20.d[1]
	umov	w12, v6.h[0]
	umov	w21, v24.h[4]
	umov	w19, v4.h[3]
	umov	w28, v10.h[6]
	mov	w13, v15.s[3]
	mov	w0, v11.s[3]
	mov	w12, v17.s[0]
	mov	w18, v22.s[1]
	umsubl	x17, w3, w4, x5
	umsubl	x2, w24, w25, x10
	umsubl	x24, w23, w21, x3
	umsubl	x6, w24, w16, x6
	umulh	x22, x18, x10
	umulh	x14, x28, x18
	umulh	x0, x14, x22
	umulh	x29, x10, x11
	umull	v30.2d, v19.2s, v1.s[1]
	umull	v9.2d, v17.2s, v4.s[1]
	umull	v29.2d, v6.2s, v27.s[1]
	umull	v0.2d, v5.2s, v7.s[0]
	umull2	v27.2d, v16.4s, v24.s[3]
	umull2	v21.2d, v27.4s, v23.s[1]
	umull2	v18.2d, v10.4s, v12.s[0]
	umull2	v6.2d, v6.4s, v0.s[1]
	umull	v31.4s, v23.4h, v11.h[7]
	umull	v16.4s, v4.4h, v0.h[6]
	umull	v29.4s, v23.4h, v2.h[0]
	umull	v25.4s, v25.4h, v7.h[4]
	umull2	v23.4s, v27.8h, v11.h[1]
	umull2	v15.4s, v2.8h, v10.h[1]
	umull2	v15.4s, v3.8h, v11.h[5]
	umull2	v19.4s, v27.8h, v0.h[4]
	umull	v24.2d, v16.2s, v26.2s
	umull	v11.2d, v5.2s, v7.2s
	umull	v24.2d, v1.2s, v4.2s
	umull	v16.2d, v12.2s, v28.2s
	umull2	v2.2d, v2.4s, v23.4s
	umull2	v30.2d, v28.4s, v23.4s
	umull2	v10.2d, v11.4s, v10.4s
	umull2	v28.2d, v19.4s, v7.4s
	umull	v18.4s, v6.4h, v11.4h
	umull	v1.4s, v1.4h, v0.4h
	umull	v4.4s, v3.4h, v27.4h
	umull	v4.4s, v15.4h, v20.4h
	umull2	v17.4s, v30.8h, v18.8h
	umull2	v7.4s, v28.8h, v12.8h
	umull2	v13.4s, v10.8h, v18.8h
	umull2	v25.4s, v22.8h, v1.8h
	umull	v7.8h, v10.8b, v20.8b
	umull	v10.8h, v15.8b, v27.8b
	umull	v10.8h, v22.8b, v17.8b
	umull	v16.8h, v29.8b, v28.8b
	umull2	v31.8h, v26.16b, v26.16b
	umull2	v30.8h, v14.16b, v25.16b
	umull2	v26.8h, v21.16b, v4.16b
	umull2	v22.8h, v31.16b, v30.16b
	uqadd	b16, b29, b13
	uqadd	b3, b7, b17
	uqadd	b24, b2, b10
	uqadd	b16, b12, b15
	uqadd	d31, d7, d13
	uqadd	d7, d7, d10
	uqadd	d6, d26, d15
	uqadd	d13, d9, d24
	uqadd	h19, h30, h6
	uqadd	h9, h27, h8
	uqadd	h4, h15, h4
	uqadd	h12, h6, h4
	uqadd	s18, s2, s10
	uqadd	s0, s25, s12
	uqadd	s26, s2, s4
	uqadd	s5, s10, s21
	uqadd	v3.16b, v31.16b, v20.16b
	uqadd	v6.16b, v19.16b, v1.16b
	uqadd	v13.16b, v12.16b, v7.16b
	uqadd	v5.16b, v0.16b, v14.16b
	uqadd	v25.2d, v18.2d, v31.2d
	uqadd	v1.2d, v1.2d, v5.2d
	uqadd	v5.2d, v25.2d, v24.2d
	uqadd	v18.2d, v1.2d, v14.2d
	uqadd	v19.2s, v29.2s, v16.2s
	uqadd	v10.2s, v28.2s, v23.2s
	uqadd	v15.2s, v15.2s, v2.2s
	uqadd	v12.2s, v3.2s, v14.2s
	uqadd	v3.4h, v6.4h, v2.4h
	uqadd	v5.4h, v13.4h, v26.4h
	uqadd	v3.4h, v23.4h, v25.4h
	uqadd	v3.4h, v30.4h, v29.4h
	uqadd	v11.4s, v30.4s, v7.4s
	uqadd	v23.4s, v22.4s, v2.4s
	uqadd	v11.4s, v7.4s, v22.4s
	uqadd	v10.4s, v20.4s, v1.4s
	uqadd	v0.8b, v31.8b, v28.8b
	uqadd	v10.8b, v13.8b, v29.8b
	uqadd	v17.8b, v1.8b, v6.8b
	uqadd	v23.8b, v6.8b, v23.8b
	uqadd	v4.8h, v10.8h, v22.8h
	uqadd	v16.8h, v13.8h, v9.8h
	uqadd	v16.8h, v23.8h, v6.8h
	uqadd	v29.8h, v1.8h, v13.8h
	uqrshl	b22, b7, b3
	uqrshl	b12, b20, b31
	uqrshl	b20, b29, b29
	uqrshl	b30, b29, b23
	uqrshl	d3, d3, d17
	uqrshl	d18, d22, d10
	uqrshl	d15, d21, d27
	uqrshl	d0, d7, d28
	uqrshl	h11, h12, h5
	uqrshl	h27, h20, h10
	uqrshl	h23, h21, h1
	uqrshl	h16, h25, h3
	uqrshl	s30, s31, s21
	uqrshl	s26, s10, s5
	uqrshl	s9, s16, s7
	uqrshl	s12, s5, s3
	uqrshl	v15.16b, v9.16b, v30.16b
	uqrshl	v12.16b, v18.16b, v5.16b
	uqrshl	v20.16b, v12.16b, v15.16b
	uqrshl	v13.16b, v14.16b, v20.16b
	uqrshl	v6.2d, v17.2d, v31.2d
	uqrshl	v27.2d, v31.2d, v18.2d
	uqrshl	v12.2d, v23.2d, v2.2d
	uqrshl	v7.2d, v6.2d, v19.2d
	uqrshl	v5.2s, v9.2s, v5.2s
	uqrshl	v14.2s, v16.2s, v31.2s
	uqrshl	v11.2s, v21.2s, v27.2s
	uqrshl	v12.2s, v28.2s, v29.2s
	uqrshl	v2.4h, v9.4h, v25.4h
	uqrshl	v22.4h, v2.4h, v7.4h
	uqrshl	v25.4h, v30.4h, v17.4h
	uqrshl	v6.4h, v12.4h, v8.4h
	uqrshl	v11.4s, v11.4s, v12.4s
	uqrshl	v7.4s, v26.4s, v20.4s
	uqrshl	v19.4s, v29.4s, v0.4s
	uqrshl	v12.4s, v26.4s, v5.4s
	uqrshl	v21.8b, v17.8b, v9.8b
	uqrshl	v28.8b, v0.8b, v31.8b
	uqrshl	v2.8b, v6.8b, v30.8b
	uqrshl	v10.8b, v28.8b, v22.8b
	uqrshl	v25.8h, v3.8h, v9.8h
	uqrshl	v15.8h, v29.8h, v23.8h
	uqrshl	v4.8h, v1.8h, v24.8h
	uqrshl	v22.8h, v28.8h, v29.8h
	uqrshrn	b2, h17, #8
	uqrshrn	b15, h10, #3
	uqrshrn	b22, h5, #8
	uqrshrn	b26, h11, #5
	uqrshrn	h31, s25, #10
	uqrshrn	h31, s23, #10
	uqrshrn	h20, s17, #1
	uqrshrn	h13, s22, #1
	uqrshrn	s8, d20, #1
	uqrshrn	s31, d18, #30
	uqrshrn	s8, d10, #14
	uqrshrn	s14, d25, #24
	uqrshrn	v21.2s, v19.2d, #1
	uqrshrn	v31.2s, v19.2d, #6
	uqrshrn	v12.2s, v30.2d, #4
	uqrshrn	v18.2s, v20.2d, #16
	uqrshrn2	v23.4s, v26.2d, #24
	uqrshrn2	v23.4s, v8.2d, #1
	uqrshrn2	v6.4s, v27.2d, #1
	uqrshrn2	v14.4s, v13.2d, #21
	uqrshrn	v21.4h, v15.4s, #12
	uqrshrn	v12.4h, v28.4s, #16
	uqrshrn	v19.4h, v31.4s, #14
	uqrshrn	v15.4h, v15.4s, #1
	uqrshrn2	v4.8h, v12.4s, #10
	uqrshrn2	v22.8h, v8.4s, #14
	uqrshrn2	v3.8h, v28.4s, #15
	uqrshrn2	v17.8h, v5.4s, #10
	uqrshrn	v15.8b, v9.8h, #1
	uqrshrn	v11.8b, v17.8h, #1
	uqrshrn	v15.8b, v3.8h, #1
	uqrshrn	v25.8b, v15.8h, #4
	uqrshrn2	v0.16b, v13.8h, #8
	uqrshrn2	v3.16b, v10.8h, #8
	uqrshrn2	v16.16b, v21.8h, #5
	uqrshrn2	v23.16b, v25.8h, #5
	uqshl	b2, b2, #4
	uqshl	b30, b11, #0
	uqshl	b4, b29, #6
	uqshl	b22, b19, #2
	uqshl	d1, d7, #4
	uqshl	d0, d31, #58
	uqshl	d13, d20, #0
	uqshl	d14, d11, #63
	uqshl	h21, h11, #9
	uqshl	h20, h16, #11
	uqshl	h13, h1, #6
	uqshl	h4, h15, #0
	uqshl	s0, s11, #15
	uqshl	s12, s1, #7
	uqshl	s3, s30, #3
	uqshl	s18, s14, #4
	uqshl	v9.16b, v24.16b, #1
	uqshl	v16.16b, v18.16b, #5
	uqshl	v29.16b, v4.16b, #5
	uqshl	v27.16b, v3.16b, #6
	uqshl	v8.2d, v18.2d, #0
	uqshl	v10.2d, v19.2d, #63
	uqshl	v14.2d, v3.2d, #63
	uqshl	v29.2d, v21.2d, #1
	uqshl	v19.2s, v12.2s, #25
	uqshl	v5.2s, v2.2s, #0
	uqshl	v20.2s, v12.2s, #20
	uqshl	v18.2s, v23.2s, #14
	uqshl	v10.4h, v9.4h, #1
	uqshl	v27.4h, v3.4h, #2
	uqshl	v2.4h, v26.4h, #0
	uqshl	v6.4h, v8.4h, #7
	uqshl	v1.4s, v18.4s, #6
	uqshl	v15.4s, v30.4s, #24
	uqshl	v30.4s, v8.4s, #13
	uqshl	v25.4s, v18.4s, #25
	uqshl	v28.8b, v9.8b, #7
	uqshl	v31.8b, v21.8b, #2
	uqshl	v30.8b, v25.8b, #0
	uqshl	v0.8b, v14.8b, #3
	uqshl	v24.8h, v22.8h, #4
	uqshl	v16.8h, v11.8h, #4
	uqshl	v21.8h, v22.8h, #15
	uqshl	v24.8h, v21.8h, #7
	uqshl	b10, b10, b2
	uqshl	b27, b2, b1
	uqshl	b19, b13, b5
	uqshl	b26, b27, b30
	uqshl	d23, d8, d18
	uqshl	d6, d31, d20
	uqshl	d0, d2, d15
	uqshl	d17, d26, d8
	uqshl	h17, h8, h15
	uqshl	h1, h9, h9
	uqshl	h6, h26, h7
	uqshl	h20, h1, h31
	uqshl	s21, s6, s6
	uqshl	s4, s12, s7
	uqshl	s2, s6, s7
	uqshl	s7, s30, s22
	uqshl	v4.16b, v16.16b, v27.16b
	uqshl	v23.16b, v2.16b, v29.16b
	uqshl	v18.16b, v28.16b, v31.16b
	uqshl	v11.16b, v15.16b, v10.16b
	uqshl	v9.2d, v22.2d, v7.2d
	uqshl	v27.2d, v19.2d, v27.2d
	uqshl	v12.2d, v11.2d, v11.2d
	uqshl	v9.2d, v27.2d, v30.2d
	uqshl	v0.2s, v30.2s, v25.2s
	uqshl	v5.2s, v8.2s, v25.2s
	uqshl	v18.2s, v21.2s, v30.2s
	uqshl	v9.2s, v15.2s, v30.2s
	uqshl	v13.4h, v23.4h, v17.4h
	uqshl	v29.4h, v28.4h, v29.4h
	uqshl	v1.4h, v8.4h, v24.4h
	uqshl	v26.4h, v13.4h, v2.4h
	uqshl	v11.4s, v1.4s, v18.4s
	uqshl	v30.4s, v3.4s, v14.4s
	uqshl	v2.4s, v29.4s, v31.4s
	uqshl	v10.4s, v0.4s, v28.4s
	uqshl	v7.8b, v25.8b, v2.8b
	uqshl	v22.8b, v20.8b, v20.8b
	uqshl	v27.8b, v8.8b, v31.8b
	uqshl	v4.8b, v7.8b, v23.8b
	uqshl	v24.8h, v29.8h, v29.8h
	uqshl	v12.8h, v19.8h, v29.8h
	uqshl	v11.8h, v16.8h, v3.8h
	uqshl	v19.8h, v26.8h, v22.8h
	uqshrn	b30, h9, #4
	uqshrn	b3, h18, #6
	uqshrn	b4, h5, #8
	uqshrn	b10, h18, #6
	uqshrn	h22, s9, #1
	uqshrn	h8, s6, #1
	uqshrn	h4, s6, #16
	uqshrn	h25, s9, #1
	uqshrn	s16, d2, #1
	uqshrn	s20, d15, #1
	uqshrn	s30, d11, #1
	uqshrn	s0, d12, #1
	uqshrn	v15.2s, v13.2d, #27
	uqshrn	v13.2s, v12.2d, #2
	uqshrn	v22.2s, v26.2d, #13
	uqshrn	v2.2s, v23.2d, #32
	uqshrn2	v28.4s, v2.2d, #27
	uqshrn2	v7.4s, v3.2d, #21
	uqshrn2	v27.4s, v26.2d, #28
	uqshrn2	v13.4s, v26.2d, #17
	uqshrn	v28.4h, v14.4s, #1
	uqshrn	v11.4h, v7.4s, #7
	uqshrn	v17.4h, v24.4s, #8
	uqshrn	v4.4h, v15.4s, #13
	uqshrn2	v1.8h, v23.4s, #6
	uqshrn2	v3.8h, v5.4s, #1
	uqshrn2	v21.8h, v30.4s, #2
	uqshrn2	v14.8h, v7.4s, #1
	uqshrn	v2.8b, v6.8h, #6
	uqshrn	v16.8b, v0.8h, #6
	uqshrn	v20.8b, v25.8h, #2
	uqshrn	v20.8b, v30.8h, #1
	uqshrn2	v27.16b, v30.8h, #3
	uqshrn2	v5.16b, v21.8h, #6
	uqshrn2	v11.16b, v11.8h, #1
	uqshrn2	v10.16b, v23.8h, #5
	uqsub	b7, b23, b8
	uqsub	b28, b19, b6
	uqsub	b1, b4, b8
	uqsub	b3, b22, b12
	uqsub	d31, d10, d5
	uqsub	d5, d15, d19
	uqsub	d14, d23, d24
	uqsub	d8, d19, d12
	uqsub	h2, h13, h3
	uqsub	h29, h26, h0
	uqsub	h28, h30, h30
	uqsub	h11, h14, h1
	uqsub	s2, s6, s1
	uqsub	s3, s13, s5
	uqsub	s7, s24, s25
	uqsub	s16, s5, s15
	uqsub	v31.16b, v31.16b, v4.16b
	uqsub	v10.16b, v9.16b, v7.16b
	uqsub	v14.16b, v15.16b, v9.16b
	uqsub	v4.16b, v14.16b, v20.16b
	uqsub	v3.2d, v29.2d, v24.2d
	uqsub	v13.2d, v4.2d, v2.2d
	uqsub	v9.2d, v0.2d, v27.2d
	uqsub	v17.2d, v19.2d, v19.2d
	uqsub	v21.2s, v2.2s, v27.2s
	uqsub	v9.2s, v5.2s, v2.2s
	uqsub	v19.2s, v19.2s, v1.2s
	uqsub	v15.2s, v13.2s, v28.2s
	uqsub	v10.4h, v8.4h, v10.4h
	uqsub	v19.4h, v7.4h, v14.4h
	uqsub	v14.4h, v13.4h, v24.4h
	uqsub	v16.4h, v8.4h, v20.4h
	uqsub	v10.4s, v7.4s, v9.4s
	uqsub	v10.4s, v11.4s, v0.4s
	uqsub	v27.4s, v15.4s, v20.4s
	uqsub	v27.4s, v8.4s, v1.4s
	uqsub	v16.8b, v2.8b, v28.8b
	uqsub	v6.8b, v30.8b, v4.8b
	uqsub	v30.8b, v23.8b, v1.8b
	uqsub	v10.8b, v17.8b, v7.8b
	uqsub	v25.8h, v18.8h, v3.8h
	uqsub	v9.8h, v6.8h, v28.8h
	uqsub	v24.8h, v0.8h, v16.8h
	uqsub	v18.8h, v13.8h, v26.8h
	uqxtn	b6, h18
	uqxtn	b22, h28
	uqxtn	b6, h0
	uqxtn	b1, h0
	uqxtn	h26, s2
	uqxtn	h20, s14
	uqxtn	h12, s18
	uqxtn	h3, s3
	uqxtn	s20, d23
	uqxtn	s20, d31
	uqxtn	s19, d27
	uqxtn	s7, d14
	uqxtn	v1.2s, v31.2d
	uqxtn	v26.2s, v30.2d
	uqxtn	v12.2s, v17.2d
	uqxtn	v0.2s, v16.2d
	uqxtn2	v0.4s, v2.2d
	uqxtn2	v25.4s, v11.2d
	uqxtn2	v5.4s, v2.2d
	uqxtn2	v8.4s, v29.2d
	uqxtn	v25.4h, v12.4s
	uqxtn	v25.4h, v14.4s
	uqxtn	v28.4h, v16.4s
	uqxtn	v15.4h, v1.4s
	uqxtn2	v7.8h, v0.4s
	uqxtn2	v11.8h, v31.4s
	uqxtn2	v9.8h, v10.4s
	uqxtn2	v15.8h, v10.4s
	uqxtn	v9.8b, v14.8h
	uqxtn	v30.8b, v9.8h
	uqxtn	v24.8b, v1.8h
	uqxtn	v10.8b, v6.8h
	uqxtn2	v13.16b, v27.8h
	uqxtn2	v18.16b, v16.8h
	uqxtn2	v28.16b, v29.8h
	uqxtn2	v9.16b, v15.8h
	urecpe	v16.2s, v21.2s
	urecpe	v1.2s, v3.2s
	urecpe	v0.2s, v21.2s
	urecpe	v14.2s, v0.2s
	urecpe	v2.4s, v24.4s
	urecpe	v15.4s, v12.4s
	urecpe	v14.4s, v29.4s
	urecpe	v17.4s, v11.4s
	urhadd	v15.16b, v19.16b, v8.16b
	urhadd	v31.16b, v23.16b, v8.16b
	urhadd	v31.16b, v28.16b, v22.16b
	urhadd	v18.16b, v9.16b, v28.16b
	urhadd	v13.2s, v4.2s, v27.2s
	urhadd	v14.2s, v30.2s, v9.2s
	urhadd	v7.2s, v21.2s, v17.2s
	urhadd	v25.2s, v15.2s, v14.2s
	urhadd	v0.4h, v30.4h, v15.4h
	urhadd	v0.4h, v30.4h, v8.4h
	urhadd	v7.4h, v17.4h, v27.4h
	urhadd	v26.4h, v4.4h, v24.4h
	urhadd	v1.4s, v20.4s, v19.4s
	urhadd	v18.4s, v27.4s, v30.4s
	urhadd	v0.4s, v5.4s, v16.4s
	urhadd	v13.4s, v18.4s, v22.4s
	urhadd	v1.8b, v16.8b, v13.8b
	urhadd	v21.8b, v18.8b, v28.8b
	urhadd	v21.8b, v12.8b, v7.8b
	urhadd	v0.8b, v10.8b, v13.8b
	urhadd	v22.8h, v8.8h, v19.8h
	urhadd	v18.8h, v23.8h, v31.8h
	urhadd	v23.8h, v8.8h, v17.8h
	urhadd	v9.8h, v16.8h, v10.8h
	urshl	d9, d15, d19
	urshl	d3, d30, d8
	urshl	d24, d7, d0
	urshl	d19, d8, d8
	urshl	v26.16b, v8.16b, v11.16b
	urshl	v7.16b, v15.16b, v17.16b
	urshl	v20.16b, v13.16b, v17.16b
	urshl	v13.16b, v30.16b, v11.16b
	urshl	v11.2d, v2.2d, v13.2d
	urshl	v9.2d, v3.2d, v4.2d
	urshl	v15.2d, v19.2d, v5.2d
	urshl	v3.2d, v26.2d, v27.2d
	urshl	v4.2s, v27.2s, v28.2s
	urshl	v1.2s, v9.2s, v18.2s
	urshl	v11.2s, v14.2s, v24.2s
	urshl	v2.2s, v19.2s, v31.2s
	urshl	v19.4h, v13.4h, v7.4h
	urshl	v7.4h, v2.4h, v23.4h
	urshl	v5.4h, v3.4h, v5.4h
	urshl	v21.4h, v25.4h, v25.4h
	urshl	v2.4s, v23.4s, v30.4s
	urshl	v8.4s, v17.4s, v29.4s
	urshl	v21.4s, v5.4s, v10.4s
	urshl	v5.4s, v30.4s, v11.4s
	urshl	v1.8b, v19.8b, v0.8b
	urshl	v10.8b, v28.8b, v24.8b
	urshl	v26.8b, v27.8b, v7.8b
	urshl	v10.8b, v19.8b, v19.8b
	urshl	v18.8h, v8.8h, v15.8h
	urshl	v19.8h, v9.8h, v11.8h
	urshl	v25.8h, v16.8h, v21.8h
	urshl	v10.8h, v1.8h, v23.8h
	urshr	d3, d16, #63
	urshr	d15, d24, #1
	urshr	d30, d16, #64
	urshr	d7, d1, #28
	urshr	v21.16b, v3.16b, #8
	urshr	v10.16b, v23.16b, #1
	urshr	v6.16b, v26.16b, #4
	urshr	v17.16b, v19.16b, #8
	urshr	v26.2d, v16.2d, #59
	urshr	v18.2d, v2.2d, #10
	urshr	v3.2d, v5.2d, #21
	urshr	v25.2d, v1.2d, #38
	urshr	v21.2s, v10.2s, #24
	urshr	v22.2s, v11.2s, #21
	urshr	v10.2s, v21.2s, #3
	urshr	v13.2s, v20.2s, #1
	urshr	v15.4h, v21.4h, #14
	urshr	v16.4h, v25.4h, #1
	urshr	v1.4h, v23.4h, #4
	urshr	v10.4h, v0.4h, #13
	urshr	v10.4s, v28.4s, #8
	urshr	v20.4s, v1.4s, #24
	urshr	v28.4s, v5.4s, #4
	urshr	v19.4s, v6.4s, #31
	urshr	v21.8b, v16.8b, #7
	urshr	v10.8b, v5.8b, #1
	urshr	v24.8b, v9.8b, #4
	urshr	v17.8b, v7.8b, #2
	urshr	v20.8h, v12.8h, #14
	urshr	v24.8h, v9.8h, #1
	urshr	v12.8h, v3.8h, #15
	urshr	v19.8h, v10.8h, #8
	ursqrte	v8.2s, v25.2s
	ursqrte	v10.2s, v5.2s
	ursqrte	v27.2s, v14.2s
	ursqrte	v12.2s, v6.2s
	ursqrte	v14.4s, v31.4s
	ursqrte	v0.4s, v11.4s
	ursqrte	v11.4s, v17.4s
	ursqrte	v26.4s, v9.4s
	ursra	d21, d25, #39
	ursra	d25, d14, #1
	ursra	d22, d22, #26
	ursra	d17, d8, #55
	ursra	v12.16b, v3.16b, #2
	ursra	v8.16b, v9.16b, #6
	ursra	v9.16b, v30.16b, #1
	ursra	v18.16b, v18.16b, #1
	ursra	v8.2d, v13.2d, #63
	ursra	v5.2d, v31.2d, #17
	ursra	v1.2d, v12.2d, #1
	ursra	v26.2d, v14.2d, #8
	ursra	v25.2s, v22.2s, #1
	ursra	v5.2s, v19.2s, #1
	ursra	v18.2s, v17.2s, #1
	ursra	v8.2s, v7.2s, #27
	ursra	v4.4h, v31.4h, #13
	ursra	v25.4h, v29.4h, #1
	ursra	v7.4h, v30.4h, #1
	ursra	v21.4h, v9.4h, #13
	ursra	v15.4s, v1.4s, #11
	ursra	v11.4s, v30.4s, #9
	ursra	v26.4s, v19.4s, #26
	ursra	v28.4s, v21.4s, #1
	ursra	v14.8b, v28.8b, #4
	ursra	v6.8b, v5.8b, #1
	ursra	v29.8b, v8.8b, #3
	ursra	v1.8b, v13.8b, #6
	ursra	v21.8h, v28.8h, #8
	ursra	v31.8h, v30.8h, #16
	ursra	v15.8h, v23.8h, #4
	ursra	v17.8h, v18.8h, #2
	ushll	v27.2d, v20.2s, #31
	ushll	v27.2d, v16.2s, #27
	ushll	v26.2d, v15.2s, #2
	ushll	v27.2d, v7.2s, #17
	ushll2	v10.2d, v16.4s, #16
	ushll2	v8.2d, v24.4s, #13
	ushll2	v2.2d, v20.4s, #17
	ushll2	v5.2d, v30.4s, #23
	ushll	v30.4s, v8.4h, #0
	ushll	v13.4s, v11.4h, #1
	ushll	v0.4s, v27.4h, #6
	ushll	v20.4s, v9.4h, #0
	ushll2	v31.4s, v19.8h, #0
	ushll2	v13.4s, v2.8h, #15
	ushll2	v29.4s, v10.8h, #5
	ushll2	v17.4s, v3.8h, #0
	ushll	v25.8h, v1.8b, #6
	ushll	v21.8h, v21.8b, #1
	ushll	v29.8h, v26.8b, #2
	ushll	v0.8h, v17.8b, #4
	ushll2	v2.8h, v21.16b, #2
	ushll2	v14.8h, v23.16b, #1
	ushll2	v27.8h, v6.16b, #0
	ushll2	v0.8h, v7.16b, #1
	ushl	d11, d1, d6
	ushl	d4, d21, d20
	ushl	d12, d17, d9
	ushl	d1, d28, d17
	ushl	v27.16b, v17.16b, v24.16b
	ushl	v26.16b, v4.16b, v2.16b
	ushl	v23.16b, v7.16b, v13.16b
	ushl	v15.16b, v27.16b, v10.16b
	ushl	v28.2d, v4.2d, v1.2d
	ushl	v17.2d, v22.2d, v3.2d
	ushl	v19.2d, v8.2d, v17.2d
	ushl	v17.2d, v0.2d, v22.2d
	ushl	v31.2s, v24.2s, v5.2s
	ushl	v17.2s, v4.2s, v8.2s
	ushl	v28.2s, v16.2s, v27.2s
	ushl	v4.2s, v21.2s, v26.2s
	ushl	v21.4h, v25.4h, v1.4h
	ushl	v5.4h, v18.4h, v6.4h
	ushl	v4.4h, v19.4h, v5.4h
	ushl	v25.4h, v18.4h, v15.4h
	ushl	v7.4s, v7.4s, v27.4s
	ushl	v28.4s, v8.4s, v29.4s
	ushl	v10.4s, v14.4s, v3.4s
	ushl	v7.4s, v2.4s, v19.4s
	ushl	v27.8b, v2.8b, v12.8b
	ushl	v1.8b, v11.8b, v6.8b
	ushl	v1.8b, v19.8b, v13.8b
	ushl	v25.8b, v21.8b, v15.8b
	ushl	v22.8h, v18.8h, v4.8h
	ushl	v25.8h, v12.8h, v19.8h
	ushl	v19.8h, v17.8h, v13.8h
	ushl	v7.8h, v4.8h, v7.8h
	ushr	d22, d26, #64
	ushr	d4, d30, #55
	ushr	d3, d17, #11
	ushr	d30, d13, #22
	ushr	v17.16b, v6.16b, #8
	ushr	v12.16b, v31.16b, #8
	ushr	v14.16b, v0.16b, #6
	ushr	v0.16b, v4.16b, #3
	ushr	v15.2d, v11.2d, #4
	ushr	v31.2d, v11.2d, #19
	ushr	v30.2d, v28.2d, #1
	ushr	v11.2d, v21.2d, #64
	ushr	v2.2s, v25.2s, #29
	ushr	v13.2s, v16.2s, #11
	ushr	v10.2s, v13.2s, #4
	ushr	v7.2s, v19.2s, #18
	ushr	v6.4h, v31.4h, #1
	ushr	v20.4h, v11.4h, #1
	ushr	v7.4h, v19.4h, #8
	ushr	v30.4h, v4.4h, #1
	ushr	v12.4s, v28.4s, #7
	ushr	v22.4s, v13.4s, #1
	ushr	v0.4s, v26.4s, #10
	ushr	v17.4s, v10.4s, #21
	ushr	v4.8b, v3.8b, #5
	ushr	v16.8b, v7.8b, #2
	ushr	v27.8b, v17.8b, #7
	ushr	v20.8b, v29.8b, #3
	ushr	v31.8h, v24.8h, #6
	ushr	v12.8h, v23.8h, #7
	ushr	v12.8h, v6.8h, #13
	ushr	v13.8h, v31.8h, #11
	usqadd	b1, b10
	usqadd	b17, b6
	usqadd	b11, b25
	usqadd	b22, b18
	usqadd	d12, d29
	usqadd	d6, d10
	usqadd	d18, d18
	usqadd	d15, d4
	usqadd	h16, h25
	usqadd	h4, h0
	usqadd	h7, h22
	usqadd	h5, h15
	usqadd	s8, s1
	usqadd	s31, s2
	usqadd	s21, s21
	usqadd	s7, s9
	usqadd	v17.16b, v31.16b
	usqadd	v15.16b, v17.16b
	usqadd	v13.16b, v15.16b
	usqadd	v12.16b, v21.16b
	usqadd	v18.2d, v31.2d
	usqadd	v4.2d, v11.2d
	usqadd	v19.2d, v19.2d
	usqadd	v20.2d, v22.2d
	usqadd	v4.2s, v3.2s
	usqadd	v29.2s, v19.2s
	usqadd	v30.2s, v16.2s
	usqadd	v26.2s, v4.2s
	usqadd	v13.4h, v18.4h
	usqadd	v26.4h, v23.4h
	usqadd	v6.4h, v15.4h
	usqadd	v21.4h, v8.4h
	usqadd	v9.4s, v4.4s
	usqadd	v1.4s, v28.4s
	usqadd	v24.4s, v30.4s
	usqadd	v2.4s, v5.4s
	usqadd	v31.8b, v3.8b
	usqadd	v18.8b, v27.8b
	usqadd	v15.8b, v24.8b
	usqadd	v17.8b, v10.8b
	usqadd	v11.8h, v24.8h
	usqadd	v28.8h, v24.8h
	usqadd	v10.8h, v26.8h
	usqadd	v16.8h, v17.8h
	usra	d13, d8, #1
	usra	d27, d23, #50
	usra	d3, d14, #47
	usra	d10, d15, #33
	usra	v15.16b, v28.16b, #3
	usra	v14.16b, v10.16b, #5
	usra	v22.16b, v6.16b, #1
	usra	v17.16b, v20.16b, #1
	usra	v19.2d, v7.2d, #8
	usra	v0.2d, v29.2d, #1
	usra	v22.2d, v8.2d, #13
	usra	v24.2d, v20.2d, #23
	usra	v29.2s, v12.2s, #32
	usra	v10.2s, v6.2s, #12
	usra	v4.2s, v1.2s, #5
	usra	v12.2s, v21.2s, #2
	usra	v4.4h, v21.4h, #9
	usra	v28.4h, v10.4h, #16
	usra	v23.4h, v23.4h, #1
	usra	v9.4h, v15.4h, #1
	usra	v13.4s, v15.4s, #23
	usra	v30.4s, v9.4s, #32
	usra	v9.4s, v19.4s, #25
	usra	v2.4s, v4.4s, #32
	usra	v12.8b, v22.8b, #1
	usra	v15.8b, v26.8b, #1
	usra	v16.8b, v14.8b, #5
	usra	v8.8b, v12.8b, #7
	usra	v16.8h, v19.8h, #7
	usra	v4.8h, v31.8h, #15
	usra	v13.8h, v30.8h, #6
	usra	v27.8h, v20.8h, #16
	usubl	v19.2d, v23.2s, v12.2s
	usubl	v3.2d, v22.2s, v3.2s
	usubl	v3.2d, v18.2s, v3.2s
	usubl	v25.2d, v20.2s, v7.2s
	usubl2	v6.2d, v15.4s, v12.4s
	usubl2	v1.2d, v9.4s, v13.4s
	usubl2	v12.2d, v9.4s, v27.4s
	usubl2	v10.2d, v23.4s, v5.4s
	usubl	v4.4s, v5.4h, v3.4h
	usubl	v28.4s, v7.4h, v18.4h
	usubl	v19.4s, v5.4h, v16.4h
	usubl	v11.4s, v26.4h, v23.4h
	usubl2	v6.4s, v21.8h, v0.8h
	usubl2	v15.4s, v19.8h, v18.8h
	usubl2	v19.4s, v25.8h, v0.8h
	usubl2	v20.4s, v4.8h, v31.8h
	usubl	v8.8h, v25.8b, v0.8b
	usubl	v18.8h, v29.8b, v15.8b
	usubl	v2.8h, v25.8b, v28.8b
	usubl	v11.8h, v9.8b, v17.8b
	usubl2	v7.8h, v31.16b, v11.16b
	usubl2	v13.8h, v27.16b, v7.16b
	usubl2	v19.8h, v10.16b, v31.16b
	usubl2	v21.8h, v9.16b, v30.16b
	usubw	v7.2d, v18.2d, v3.2s
	usubw	v27.2d, v11.2d, v5.2s
	usubw	v14.2d, v31.2d, v15.2s
	usubw	v10.2d, v24.2d, v8.2s
	usubw2	v25.2d, v27.2d, v26.4s
	usubw2	v17.2d, v5.2d, v29.4s
	usubw2	v22.2d, v22.2d, v21.4s
	usubw2	v9.2d, v10.2d, v9.4s
	usubw	v16.4s, v3.4s, v1.4h
	usubw	v2.4s, v23.4s, v13.4h
	usubw	v22.4s, v18.4s, v20.4h
	usubw	v25.4s, v9.4s, v22.4h
	usubw2	v20.4s, v17.4s, v12.8h
	usubw2	v12.4s, v2.4s, v13.8h
	usubw2	v13.4s, v13.4s, v6.8h
	usubw2	v3.4s, v8.4s, v29.8h
	usubw	v1.8h, v25.8h, v13.8b
	usubw	v16.8h, v26.8h, v18.8b
	usubw	v4.8h, v3.8h, v5.8b
	usubw	v22.8h, v16.8h, v16.8b
	usubw2	v0.8h, v15.8h, v1.16b
	usubw2	v0.8h, v18.8h, v9.16b
	usubw2	v6.8h, v6.8h, v29.16b
	usubw2	v1.8h, v10.8h, v15.16b
	uzp1	v2.16b, v10.16b, v11.16b
	uzp1	v28.16b, v18.16b, v2.16b
	uzp1	v7.16b, v21.16b, v5.16b
	uzp1	v25.16b, v12.16b, v31.16b
	uzp1	v29.2d, v21.2d, v11.2d
	uzp1	v21.2d, v7.2d, v26.2d
	uzp1	v14.2d, v11.2d, v1.2d
	uzp1	v28.2d, v23.2d, v17.2d
	uzp1	v8.2s, v11.2s, v30.2s
	uzp1	v10.2s, v4.2s, v30.2s
	uzp1	v31.2s, v27.2s, v24.2s
	uzp1	v17.2s, v1.2s, v15.2s
	uzp1	v5.4h, v6.4h, v30.4h
	uzp1	v24.4h, v3.4h, v9.4h
	uzp1	v11.4h, v20.4h, v27.4h
	uzp1	v9.4h, v9.4h, v8.4h
	uzp1	v5.4s, v7.4s, v2.4s
	uzp1	v23.4s, v20.4s, v9.4s
	uzp1	v8.4s, v3.4s, v7.4s
	uzp1	v22.4s, v8.4s, v20.4s
	uzp1	v16.8b, v9.8b, v4.8b
	uzp1	v28.8b, v9.8b, v22.8b
	uzp1	v2.8b, v29.8b, v16.8b
	uzp1	v31.8b, v14.8b, v21.8b
	uzp1	v9.8h, v26.8h, v10.8h
	uzp1	v4.8h, v25.8h, v6.8h
	uzp1	v15.8h, v21.8h, v23.8h
	uzp1	v16.8h, v26.8h, v9.8h
	uzp2	v21.16b, v19.16b, v5.16b
	uzp2	v10.16b, v27.16b, v22.16b
	uzp2	v11.16b, v25.16b, v22.16b
	uzp2	v4.16b, v3.16b, v18.16b
	uzp2	v4.2d, v29.2d, v1.2d
	uzp2	v7.2d, v25.2d, v19.2d
	uzp2	v17.2d, v12.2d, v8.2d
	uzp2	v0.2d, v12.2d, v19.2d
	uzp2	v6.2s, v26.2s, v21.2s
	uzp2	v22.2s, v3.2s, v17.2s
	uzp2	v30.2s, v24.2s, v24.2s
	uzp2	v11.2s, v30.2s, v27.2s
	uzp2	v24.4h, v29.4h, v3.4h
	uzp2	v22.4h, v10.4h, v2.4h
	uzp2	v20.4h, v14.4h, v24.4h
	uzp2	v14.4h, v13.4h, v28.4h
	uzp2	v1.4s, v1.4s, v29.4s
	uzp2	v13.4s, v19.4s, v8.4s
	uzp2	v17.4s, v1.4s, v14.4s
	uzp2	v21.4s, v4.4s, v5.4s
	uzp2	v4.8b, v16.8b, v11.8b
	uzp2	v12.8b, v13.8b, v26.8b
	uzp2	v21.8b, v27.8b, v8.8b
	uzp2	v5.8b, v2.8b, v3.8b
	uzp2	v16.8h, v5.8h, v14.8h
	uzp2	v10.8h, v7.8h, v17.8h
	uzp2	v15.8h, v8.8h, v31.8h
	uzp2	v2.8h, v16.8h, v22.8h
	xtn	v3.2s, v3.2d
	xtn	v1.2s, v24.2d
	xtn	v21.2s, v24.2d
	xtn	v17.2s, v11.2d
	xtn2	v13.4s, v24.2d
	xtn2	v6.4s, v24.2d
	xtn2	v10.4s, v7.2d
	xtn2	v15.4s, v28.2d
	xtn	v9.4h, v0.4s
	xtn	v10.4h, v29.4s
	xtn	v5.4h, v17.4s
	xtn	v24.4h, v24.4s
	xtn2	v5.8h, v5.4s
	xtn2	v12.8h, v25.4s
	xtn2	v31.8h, v16.4s
	xtn2	v23.8h, v3.4s
	xtn	v31.8b, v28.8h
	xtn	v1.8b, v6.8h
	xtn	v29.8b, v2.8h
	xtn	v0.8b, v29.8h
	xtn2	v24.16b, v22.8h
	xtn2	v27.16b, v23.8h
	xtn2	v21.16b, v21.8h
	xtn2	v30.16b, v13.8h
	zip1	v28.16b, v5.16b, v17.16b
	zip1	v0.16b, v8.16b, v13.16b
	zip1	v5.16b, v19.16b, v22.16b
	zip1	v9.16b, v31.16b, v20.16b
	zip1	v5.2d, v21.2d, v11.2d
	zip1	v12.2d, v8.2d, v19.2d
	zip1	v3.2d, v13.2d, v27.2d
	zip1	v16.2d, v19.2d, v18.2d
	zip1	v14.2s, v25.2s, v1.2s
	zip1	v16.2s, v17.2s, v22.2s
	zip1	v22.2s, v23.2s, v2.2s
	zip1	v20.2s, v24.2s, v9.2s
	zip1	v5.4h, v5.4h, v2.4h
	zip1	v26.4h, v22.4h, v6.4h
	zip1	v3.4h, v22.4h, v1.4h
	zip1	v1.4h, v9.4h, v2.4h
	zip1	v22.4s, v31.4s, v13.4s
	zip1	v22.4s, v10.4s, v7.4s
	zip1	v22.4s, v5.4s, v24.4s
	zip1	v16.4s, v1.4s, v23.4s
	zip1	v23.8b, v6.8b, v26.8b
	zip1	v17.8b, v0.8b, v7.8b
	zip1	v19.8b, v25.8b, v31.8b
	zip1	v11.8b, v27.8b, v25.8b
	zip1	v18.8h, v18.8h, v22.8h
	zip1	v8.8h, v10.8h, v8.8h
	zip1	v3.8h, v19.8h, v26.8h
	zip1	v5.8h, v9.8h, v9.8h
	zip2	v0.16b, v2.16b, v26.16b
	zip2	v30.16b, v6.16b, v24.16b
	zip2	v9.16b, v21.16b, v10.16b
	zip2	v9.16b, v11.16b, v18.16b
	zip2	v3.2d, v8.2d, v12.2d
	zip2	v5.2d, v24.2d, v1.2d
	zip2	v22.2d, v19.2d, v5.2d
	zip2	v23.2d, v10.2d, v21.2d
	zip2	v3.2s, v12.2s, v13.2s
	zip2	v0.2s, v2.2s, v26.2s
	zip2	v9.2s, v18.2s, v18.2s
	zip2	v1.2s, v16.2s, v3.2s
	zip2	v28.4h, v13.4h, v7.4h
	zip2	v20.4h, v13.4h, v12.4h
	zip2	v15.4h, v13.4h, v10.4h
	zip2	v0.4h, v30.4h, v10.4h
	zip2	v11.4s, v12.4s, v5.4s
	zip2	v9.4s, v24.4s, v22.4s
	zip2	v19.4s, v20.4s, v30.4s
	zip2	v28.4s, v18.4s, v18.4s
	zip2	v14.8b, v30.8b, v31.8b
	zip2	v21.8b, v14.8b, v8.8b
	zip2	v1.8b, v6.8b, v24.8b
	zip2	v15.8b, v11.8b, v26.8b
	zip2	v11.8h, v5.8h, v7.8h
	zip2	v0.8h, v25.8h, v13.8h
	zip2	v26.8h, v7.8h, v30.8h
	zip2	v18.8h, v31.8h, v13.8h
