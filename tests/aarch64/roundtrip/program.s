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
	addp	d30, v23.2d
	addp	d21, v30.2d
	addp	d1, v22.2d
	addp	d3, v26.2d
	addp	v6.16b, v29.16b, v13.16b
	addp	v22.16b, v11.16b, v12.16b
	addp	v29.16b, v2.16b, v0.16b
	addp	v1.16b, v8.16b, v20.16b
	addp	v10.2d, v16.2d, v2.2d
	addp	v16.2d, v11.2d, v21.2d
	addp	v8.2d, v16.2d, v1.2d
	addp	v4.2d, v31.2d, v3.2d
	addp	v10.2s, v10.2s, v15.2s
	addp	v13.2s, v1.2s, v18.2s
	addp	v22.2s, v30.2s, v11.2s
	addp	v4.2s, v23.2s, v4.2s
	addp	v14.4h, v22.4h, v2.4h
	addp	v27.4h, v14.4h, v27.4h
	addp	v29.4h, v5.4h, v14.4h
	addp	v1.4h, v6.4h, v4.4h
	addp	v24.4s, v3.4s, v4.4s
	addp	v6.4s, v4.4s, v16.4s
	addp	v14.4s, v19.4s, v22.4s
	addp	v8.4s, v14.4s, v8.4s
	addp	v9.8b, v16.8b, v12.8b
	addp	v22.8b, v18.8b, v12.8b
	addp	v31.8b, v5.8b, v7.8b
	addp	v0.8b, v20.8b, v16.8b
	addp	v17.8h, v23.8h, v16.8h
	addp	v29.8h, v30.8h, v14.8h
	addp	v31.8h, v29.8h, v15.8h
	addp	v25.8h, v4.8h, v0.8h
	cmn	w19, #2602
	cmn	w24, #3061
	cmn	w12, #3050, lsl #12
	adds	w12, w24, #1288, lsl #12
	adds	w20, w2, w20
	cmn	w29, w17, lsr #0
	cmn	w1, w10, lsr #5
	adds	w21, w4, w9, lsr #31
	adds	w23, w18, w2, sxtw
	cmn	w4, w24, sxtw #3
	cmn	w6, w1, uxtw #1
	adds	w18, w6, w30, uxtb
	adds	x6, x30, #1083, lsl #12
	adds	x29, x24, #3582, lsl #12
	adds	x22, x22, #2240
	adds	x12, x24, #4095
	cmn	x4, x3
	adds	x11, x22, x30, asr #3
	adds	x26, x2, x21, lsr #49
	adds	x18, x21, x23, lsl #60
	adds	x11, x21, w29, sxtw #2
	adds	x26, x26, w29, uxtb #2
	adds	x23, x12, w23, sxth #1
	adds	x10, x5, w28, uxtb
	adds	x0, x6, x12, uxtx #1
	cmn	x24, x5, sxtx #2
	cmn	x1, x11, uxtx #2
	adds	x20, x22, x17, sxtx
	addv	b10, v17.16b
	addv	b22, v18.16b
	addv	b5, v6.16b
	addv	b12, v8.16b
	addv	h23, v24.4h
	addv	h22, v27.4h
	addv	h17, v23.4h
	addv	h6, v8.4h
	addv	s25, v30.4s
	addv	s22, v10.4s
	addv	s21, v19.4s
	addv	s18, v20.4s
	addv	b6, v17.8b
	addv	b14, v3.8b
	addv	b22, v13.8b
	addv	b6, v16.8b
	addv	h23, v18.8h
	addv	h8, v13.8h
	addv	h31, v20.8h
	addv	h25, v23.8h
	add	w9, w9, #3777, lsl #12
	add	w17, w22, #3523
	add	w4, w7, #0
	add	w22, w26, #4095, lsl #12
	add	w26, w21, w3, lsr #21
	add	w18, w10, w9, lsl #31
	add	w12, w6, w1, lsr #31
	add	w17, w4, w18, lsr #0
	add	w26, w15, w12, sxtx #3
	add	w1, wsp, w6, lsl #1
	add	w24, w24, w21, sxth #4
	add	w29, w1, w4, sxtb #4
	add	x30, x28, #0
	add	x25, x2, #0
	add	x27, x4, #2067
	add	x9, x30, #1779, lsl #12
	add	x30, x7, x1
	add	x19, x16, x19, lsr #0
	add	x22, x2, x19, lsr #1
	add	x17, x11, x4, lsl #33
	add	x11, x21, w21, sxtw #2
	add	x4, x1, w1, sxtw #3
	add	x10, x25, w13, uxtw #4
	add	x29, x5, w1, uxth #2
	add	x21, x15, x10, sxtx
	add	x20, x11, x18, uxtx #4
	add	x9, x0, x29, uxtx
	add	x24, x20, x30, sxtx #4
	add	d16, d14, d14
	add	d13, d13, d14
	add	d4, d25, d2
	add	d2, d5, d19
	add	v3.16b, v15.16b, v27.16b
	add	v12.16b, v23.16b, v6.16b
	add	v1.16b, v9.16b, v22.16b
	add	v26.16b, v0.16b, v18.16b
	add	v18.2d, v25.2d, v5.2d
	add	v27.2d, v7.2d, v2.2d
	add	v19.2d, v10.2d, v18.2d
	add	v23.2d, v1.2d, v23.2d
	add	v26.2s, v5.2s, v7.2s
	add	v18.2s, v8.2s, v14.2s
	add	v23.2s, v7.2s, v0.2s
	add	v3.2s, v3.2s, v27.2s
	add	v27.4h, v29.4h, v3.4h
	add	v23.4h, v17.4h, v21.4h
	add	v21.4h, v3.4h, v12.4h
	add	v3.4h, v22.4h, v5.4h
	add	v11.4s, v4.4s, v21.4s
	add	v26.4s, v24.4s, v0.4s
	add	v31.4s, v17.4s, v15.4s
	add	v30.4s, v2.4s, v4.4s
	add	v1.8b, v18.8b, v1.8b
	add	v0.8b, v29.8b, v29.8b
	add	v19.8b, v7.8b, v21.8b
	add	v0.8b, v31.8b, v11.8b
	add	v15.8h, v20.8h, v2.8h
	add	v21.8h, v28.8h, v27.8h
	add	v14.8h, v29.8h, v18.8h
	add	v20.8h, v10.8h, v5.8h
	adr	x18, #-396753
	adr	x19, #1
	adr	xzr, #131568
	adr	x9, #0
	adrp	x25, #-1649463296
	adrp	x0, #-3806941184
	adrp	xzr, #2091864064
	adrp	x29, #-1991528448
	tst	w10, #0x55555555
	ands	w30, w26, #0x33333333
	ands	w28, w22, #0xe1e1e1e1
	tst	w9, #0x7f7f7f7f
	ands	w29, w12, w30, ror #10
	ands	w16, w4, w8, asr #25
	ands	w3, w28, w16
	ands	w16, w11, w13, asr #0
	ands	x5, x0, #0x5555555555555555
	ands	x15, x12, #0xfdfdfdfdfdfdfdfd
	tst	x1, #0xeeeeeeeeeeeeeeee
	ands	x12, x2, #0x200000
	ands	x20, x6, x22, asr #61
	ands	x17, x17, x23
	ands	x15, x24, xzr, ror #37
	tst	xzr, x18, asr #8
	and	w10, w4, #0x7ffffc
	and	w13, w20, #0x40404040
	and	w11, w4, #0x66666666
	and	w17, w11, #0x1
	and	w27, w5, w15, lsl #22
	and	w30, w26, w1
	and	w16, w23, w29, asr #22
	and	w16, w20, w17
	and	x19, x5, #0x3ff000003ff0000
	and	x24, x21, #0x3838383838383838
	and	x28, x17, #0xfe00fe00fe00fe00
	and	x1, x20, #0xfbfbfbfbfbfbfbfb
	and	x15, x20, x4, lsl #63
	and	x11, x17, x13, lsl #25
	and	x23, x28, x22, lsr #0
	and	x1, x3, x10, ror #0
	and	v14.16b, v8.16b, v22.16b
	and	v13.16b, v4.16b, v29.16b
	and	v17.16b, v1.16b, v21.16b
	and	v7.16b, v19.16b, v8.16b
	and	v3.8b, v16.8b, v30.8b
	and	v25.8b, v23.8b, v0.8b
	and	v12.8b, v22.8b, v10.8b
	and	v22.8b, v27.8b, v5.8b
	asr	w11, w19, w8
	asr	w25, w6, w3
	asr	w9, w25, w15
	asr	w27, w19, w10
	asr	x6, x28, x1
	asr	x28, xzr, x29
	asr	x11, x23, x9
	asr	x27, xzr, x13
	b	#-106729832
	b	#-45210772
	b	#134217724
	b	#94900736
	bfxil	w19, w3, #9, #23
	bfxil	w16, w29, #11, #11
	bfxil	w28, w13, #6, #10
	bfi	w6, w16, #16, #8
	bfi	x5, x23, #6, #22
	bfi	x7, x14, #26, #10
	bfi	x25, x22, #17, #30
	bfi	x3, x28, #6, #37
	bics	w1, w16, w20, asr #15
	bics	w7, w20, w6
	bics	w12, w1, w10, lsl #29
	bics	w11, w28, w29, ror #31
	bics	x18, x15, x1
	bics	x5, x17, x13, ror #47
	bics	x26, x28, xzr
	bics	x10, x0, x3, ror #57
	bic	w7, w5, w28
	bic	w1, w8, w17
	bic	w2, w25, w5, lsr #0
	bic	w8, w6, wzr
	bic	x28, x20, x16, ror #19
	bic	x26, x30, x19, lsl #19
	bic	x12, x16, x16, ror #20
	bic	x8, x20, x10
	bic	v27.2s, #0, lsl #8
	bic	v10.2s, #16, lsl #24
	bic	v15.2s, #188, lsl #24
	bic	v0.2s, #1, lsl #24
	bic	v2.4h, #251
	bic	v0.4h, #246
	bic	v0.4h, #27, lsl #8
	bic	v3.4h, #0
	bic	v3.4s, #40
	bic	v3.4s, #66, lsl #24
	bic	v8.4s, #89
	bic	v28.4s, #102, lsl #24
	bic	v16.8h, #23, lsl #8
	bic	v11.8h, #0
	bic	v3.8h, #0, lsl #8
	bic	v5.8h, #213, lsl #8
	bic	v18.16b, v11.16b, v10.16b
	bic	v18.16b, v8.16b, v12.16b
	bic	v15.16b, v11.16b, v29.16b
	bic	v27.16b, v12.16b, v7.16b
	bic	v28.8b, v13.8b, v5.8b
	bic	v3.8b, v21.8b, v6.8b
	bic	v24.8b, v3.8b, v24.8b
	bic	v23.8b, v7.8b, v0.8b
	bif	v3.16b, v28.16b, v18.16b
	bif	v10.16b, v3.16b, v21.16b
	bif	v26.16b, v30.16b, v10.16b
	bif	v30.16b, v3.16b, v23.16b
	bif	v20.8b, v30.8b, v10.8b
	bif	v2.8b, v28.8b, v11.8b
	bif	v29.8b, v9.8b, v18.8b
	bif	v25.8b, v5.8b, v22.8b
	bit	v28.16b, v12.16b, v24.16b
	bit	v5.16b, v20.16b, v11.16b
	bit	v20.16b, v13.16b, v0.16b
	bit	v3.16b, v22.16b, v16.16b
	bit	v16.8b, v0.8b, v28.8b
	bit	v30.8b, v26.8b, v17.8b
	bit	v27.8b, v27.8b, v29.8b
	bit	v23.8b, v11.8b, v13.8b
	bl	#86424476
	bl	#-128668368
	bl	#96080864
	bl	#-32930336
	blr	x15
	blr	x15
	blr	x3
	blr	x1
	br	x26
	br	x26
	br	x2
	br	x29
	brk	#0xc1ba
	brk	#0xc8f5
	brk	#0xeb7b
	brk	#0x85e4
	bsl	v25.16b, v11.16b, v9.16b
	bsl	v29.16b, v2.16b, v6.16b
	bsl	v19.16b, v16.16b, v25.16b
	bsl	v17.16b, v17.16b, v6.16b
	bsl	v28.8b, v17.8b, v16.8b
	bsl	v30.8b, v2.8b, v18.8b
	bsl	v4.8b, v2.8b, v20.8b
	bsl	v29.8b, v17.8b, v21.8b
	b.hi	#-446364
	b.hs	#0
	b.ls	#-79248
	b.eq	#1048572
	cbnz	w0, #-1024788
	cbnz	w18, #1048572
	cbnz	w18, #736840
	cbnz	w8, #-4
	cbnz	x10, #-428992
	cbnz	x0, #-195240
	cbnz	x28, #1008592
	cbnz	x0, #-28372
	cbz	w18, #-771936
	cbz	w6, #-902288
	cbz	w2, #-838996
	cbz	w28, #-607616
	cbz	x21, #-327428
	cbz	x2, #540444
	cbz	x0, #245948
	cbz	x15, #413208
	ccmn	w13, #7, #8, mi
	ccmn	w18, #3, #10, hi
	ccmn	w22, #16, #9, ge
	ccmn	w21, #30, #8, hi
	ccmn	w3, w14, #11, mi
	ccmn	w20, w3, #15, hi
	ccmn	w21, w16, #0, al
	ccmn	w10, w11, #12, vs
	ccmn	x26, #3, #2, gt
	ccmn	x19, #12, #6, ne
	ccmn	x14, #13, #0, pl
	ccmn	x15, #29, #0, mi
	ccmn	x20, x4, #15, vs
	ccmn	x28, x26, #12, hi
	ccmn	x25, x18, #7, hs
	ccmn	x12, x17, #1, le
	ccmp	w9, #6, #4, vc
	ccmp	w1, #13, #0, pl
	ccmp	w22, #6, #0, lt
	ccmp	w21, #20, #7, eq
	ccmp	w16, w29, #4, lo
	ccmp	w13, w13, #0, ne
	ccmp	w18, w1, #10, lo
	ccmp	w17, w0, #5, al
	ccmp	x26, #20, #9, lo
	ccmp	x1, #3, #11, al
	ccmp	x30, #28, #1, ne
	ccmp	x9, #4, #9, lo
	ccmp	x18, x6, #0, al
	ccmp	x1, x26, #10, lo
	ccmp	x29, x7, #0, ls
	ccmp	x6, x15, #0, lt
	clrex	#5
	clrex	#7
	clrex	#4
	clrex	#12
	cls	w18, w6
	cls	w9, wzr
	cls	wzr, w4
	cls	w28, w2
	cls	x6, x30
	cls	x19, x27
	cls	x11, x15
	cls	x18, x23
	cls	v7.16b, v16.16b
	cls	v19.16b, v12.16b
	cls	v18.16b, v1.16b
	cls	v31.16b, v10.16b
	cls	v29.2s, v4.2s
	cls	v23.2s, v12.2s
	cls	v22.2s, v10.2s
	cls	v9.2s, v22.2s
	cls	v5.4h, v22.4h
	cls	v7.4h, v10.4h
	cls	v3.4h, v6.4h
	cls	v6.4h, v13.4h
	cls	v9.4s, v25.4s
	cls	v18.4s, v28.4s
	cls	v3.4s, v28.4s
	cls	v14.4s, v22.4s
	cls	v2.8b, v17.8b
	cls	v2.8b, v21.8b
	cls	v18.8b, v6.8b
	cls	v28.8b, v22.8b
	cls	v16.8h, v21.8h
	cls	v0.8h, v26.8h
	cls	v1.8h, v19.8h
	cls	v29.8h, v22.8h
	clz	w20, w3
	clz	w27, w24
	clz	w20, w2
	clz	w8, w3
	clz	x25, x20
	clz	x3, x4
	clz	x1, x26
	clz	xzr, x7
	clz	v21.16b, v16.16b
	clz	v21.16b, v18.16b
	clz	v8.16b, v7.16b
	clz	v25.16b, v1.16b
	clz	v6.2s, v30.2s
	clz	v17.2s, v16.2s
	clz	v9.2s, v30.2s
	clz	v16.2s, v13.2s
	clz	v23.4h, v1.4h
	clz	v16.4h, v2.4h
	clz	v23.4h, v8.4h
	clz	v10.4h, v12.4h
	clz	v11.4s, v15.4s
	clz	v31.4s, v24.4s
	clz	v27.4s, v27.4s
	clz	v21.4s, v31.4s
	clz	v23.8b, v14.8b
	clz	v9.8b, v26.8b
	clz	v8.8b, v16.8b
	clz	v23.8b, v26.8b
	clz	v9.8h, v30.8h
	clz	v15.8h, v9.8h
	clz	v29.8h, v23.8h
	clz	v26.8h, v24.8h
	cmeq	d25, d17, d30
	cmeq	d25, d11, d22
	cmeq	d31, d16, d29
	cmeq	d9, d14, d19
	cmeq	v20.16b, v22.16b, v9.16b
	cmeq	v28.16b, v26.16b, v23.16b
	cmeq	v17.16b, v24.16b, v20.16b
	cmeq	v21.16b, v25.16b, v10.16b
	cmeq	v31.2d, v8.2d, v2.2d
	cmeq	v12.2d, v3.2d, v30.2d
	cmeq	v4.2d, v10.2d, v15.2d
	cmeq	v28.2d, v24.2d, v26.2d
	cmeq	v16.2s, v15.2s, v16.2s
	cmeq	v8.2s, v7.2s, v31.2s
	cmeq	v1.2s, v8.2s, v29.2s
	cmeq	v15.2s, v14.2s, v30.2s
	cmeq	v20.4h, v2.4h, v22.4h
	cmeq	v13.4h, v15.4h, v10.4h
	cmeq	v11.4h, v6.4h, v31.4h
	cmeq	v27.4h, v10.4h, v29.4h
	cmeq	v21.4s, v23.4s, v20.4s
	cmeq	v18.4s, v15.4s, v5.4s
	cmeq	v21.4s, v21.4s, v5.4s
	cmeq	v24.4s, v28.4s, v12.4s
	cmeq	v9.8b, v31.8b, v28.8b
	cmeq	v26.8b, v23.8b, v17.8b
	cmeq	v17.8b, v28.8b, v6.8b
	cmeq	v0.8b, v23.8b, v17.8b
	cmeq	v4.8h, v6.8h, v25.8h
	cmeq	v12.8h, v11.8h, v3.8h
	cmeq	v24.8h, v9.8h, v21.8h
	cmeq	v18.8h, v19.8h, v27.8h
	cmeq	d14, d30, #0
	cmeq	d1, d6, #0
	cmeq	d6, d18, #0
	cmeq	d0, d12, #0
	cmeq	v27.16b, v0.16b, #0
	cmeq	v30.16b, v18.16b, #0
	cmeq	v26.16b, v18.16b, #0
	cmeq	v17.16b, v16.16b, #0
	cmeq	v10.2d, v16.2d, #0
	cmeq	v20.2d, v7.2d, #0
	cmeq	v21.2d, v1.2d, #0
	cmeq	v25.2d, v31.2d, #0
	cmeq	v5.2s, v4.2s, #0
	cmeq	v19.2s, v21.2s, #0
	cmeq	v9.2s, v16.2s, #0
	cmeq	v4.2s, v30.2s, #0
	cmeq	v30.4h, v0.4h, #0
	cmeq	v14.4h, v7.4h, #0
	cmeq	v23.4h, v5.4h, #0
	cmeq	v29.4h, v14.4h, #0
	cmeq	v22.4s, v11.4s, #0
	cmeq	v24.4s, v16.4s, #0
	cmeq	v19.4s, v25.4s, #0
	cmeq	v17.4s, v26.4s, #0
	cmeq	v16.8b, v22.8b, #0
	cmeq	v18.8b, v4.8b, #0
	cmeq	v0.8b, v22.8b, #0
	cmeq	v12.8b, v8.8b, #0
	cmeq	v5.8h, v0.8h, #0
	cmeq	v8.8h, v3.8h, #0
	cmeq	v7.8h, v19.8h, #0
	cmeq	v0.8h, v8.8h, #0
	cmge	d13, d25, d23
	cmge	d27, d0, d1
	cmge	d26, d28, d19
	cmge	d23, d24, d16
	cmge	v16.16b, v1.16b, v12.16b
	cmge	v11.16b, v28.16b, v20.16b
	cmge	v10.16b, v8.16b, v3.16b
	cmge	v8.16b, v9.16b, v9.16b
	cmge	v4.2d, v25.2d, v28.2d
	cmge	v5.2d, v27.2d, v19.2d
	cmge	v5.2d, v27.2d, v28.2d
	cmge	v27.2d, v23.2d, v14.2d
	cmge	v29.2s, v6.2s, v27.2s
	cmge	v20.2s, v14.2s, v1.2s
	cmge	v16.2s, v12.2s, v0.2s
	cmge	v22.2s, v5.2s, v28.2s
	cmge	v0.4h, v16.4h, v29.4h
	cmge	v8.4h, v19.4h, v3.4h
	cmge	v15.4h, v22.4h, v2.4h
	cmge	v28.4h, v24.4h, v5.4h
	cmge	v26.4s, v30.4s, v30.4s
	cmge	v20.4s, v6.4s, v18.4s
	cmge	v22.4s, v30.4s, v4.4s
	cmge	v25.4s, v4.4s, v23.4s
	cmge	v3.8b, v24.8b, v5.8b
	cmge	v24.8b, v14.8b, v15.8b
	cmge	v22.8b, v5.8b, v30.8b
	cmge	v10.8b, v5.8b, v28.8b
	cmge	v26.8h, v7.8h, v24.8h
	cmge	v1.8h, v3.8h, v25.8h
	cmge	v16.8h, v16.8h, v22.8h
	cmge	v23.8h, v26.8h, v1.8h
	cmge	d5, d1, #0
	cmge	d28, d10, #0
	cmge	d18, d0, #0
	cmge	d19, d2, #0
	cmge	v5.16b, v4.16b, #0
	cmge	v28.16b, v5.16b, #0
	cmge	v3.16b, v12.16b, #0
	cmge	v9.16b, v17.16b, #0
	cmge	v24.2d, v15.2d, #0
	cmge	v2.2d, v2.2d, #0
	cmge	v23.2d, v19.2d, #0
	cmge	v0.2d, v14.2d, #0
	cmge	v25.2s, v11.2s, #0
	cmge	v0.2s, v17.2s, #0
	cmge	v30.2s, v10.2s, #0
	cmge	v27.2s, v19.2s, #0
	cmge	v12.4h, v25.4h, #0
	cmge	v6.4h, v12.4h, #0
	cmge	v25.4h, v23.4h, #0
	cmge	v11.4h, v7.4h, #0
	cmge	v14.4s, v1.4s, #0
	cmge	v28.4s, v8.4s, #0
	cmge	v21.4s, v28.4s, #0
	cmge	v18.4s, v1.4s, #0
	cmge	v26.8b, v24.8b, #0
	cmge	v29.8b, v3.8b, #0
	cmge	v2.8b, v18.8b, #0
	cmge	v28.8b, v22.8b, #0
	cmge	v2.8h, v12.8h, #0
	cmge	v0.8h, v23.8h, #0
	cmge	v13.8h, v30.8h, #0
	cmge	v11.8h, v24.8h, #0
	cmgt	d15, d5, d31
	cmgt	d13, d21, d13
	cmgt	d13, d26, d29
	cmgt	d20, d26, d6
	cmgt	v11.16b, v21.16b, v13.16b
	cmgt	v23.16b, v31.16b, v3.16b
	cmgt	v30.16b, v23.16b, v5.16b
	cmgt	v31.16b, v17.16b, v7.16b
	cmgt	v16.2d, v31.2d, v26.2d
	cmgt	v15.2d, v24.2d, v18.2d
	cmgt	v8.2d, v24.2d, v4.2d
	cmgt	v24.2d, v5.2d, v19.2d
	cmgt	v28.2s, v30.2s, v12.2s
	cmgt	v25.2s, v22.2s, v6.2s
	cmgt	v5.2s, v19.2s, v3.2s
	cmgt	v1.2s, v19.2s, v3.2s
	cmgt	v28.4h, v30.4h, v17.4h
	cmgt	v7.4h, v20.4h, v28.4h
	cmgt	v28.4h, v16.4h, v8.4h
	cmgt	v0.4h, v5.4h, v31.4h
	cmgt	v9.4s, v29.4s, v28.4s
	cmgt	v10.4s, v31.4s, v22.4s
	cmgt	v24.4s, v12.4s, v12.4s
	cmgt	v11.4s, v12.4s, v12.4s
	cmgt	v18.8b, v16.8b, v7.8b
	cmgt	v6.8b, v22.8b, v29.8b
	cmgt	v1.8b, v18.8b, v24.8b
	cmgt	v0.8b, v15.8b, v26.8b
	cmgt	v18.8h, v9.8h, v30.8h
	cmgt	v1.8h, v15.8h, v16.8h
	cmgt	v7.8h, v12.8h, v27.8h
	cmgt	v15.8h, v31.8h, v28.8h
	cmgt	d20, d9, #0
	cmgt	d7, d31, #0
	cmgt	d12, d18, #0
	cmgt	d25, d10, #0
	cmgt	v30.16b, v16.16b, #0
	cmgt	v14.16b, v18.16b, #0
	cmgt	v7.16b, v1.16b, #0
	cmgt	v3.16b, v15.16b, #0
	cmgt	v15.2d, v8.2d, #0
	cmgt	v3.2d, v31.2d, #0
	cmgt	v27.2d, v23.2d, #0
	cmgt	v18.2d, v5.2d, #0
	cmgt	v6.2s, v25.2s, #0
	cmgt	v30.2s, v2.2s, #0
	cmgt	v23.2s, v31.2s, #0
	cmgt	v23.2s, v0.2s, #0
	cmgt	v24.4h, v27.4h, #0
	cmgt	v3.4h, v9.4h, #0
	cmgt	v25.4h, v31.4h, #0
	cmgt	v14.4h, v24.4h, #0
	cmgt	v26.4s, v10.4s, #0
	cmgt	v28.4s, v0.4s, #0
	cmgt	v3.4s, v14.4s, #0
	cmgt	v22.4s, v19.4s, #0
	cmgt	v9.8b, v20.8b, #0
	cmgt	v30.8b, v6.8b, #0
	cmgt	v20.8b, v9.8b, #0
	cmgt	v25.8b, v6.8b, #0
	cmgt	v27.8h, v15.8h, #0
	cmgt	v31.8h, v23.8h, #0
	cmgt	v24.8h, v4.8h, #0
	cmgt	v7.8h, v26.8h, #0
	cmhi	d26, d12, d3
	cmhi	d17, d19, d19
	cmhi	d2, d13, d29
	cmhi	d21, d15, d23
	cmhi	v30.16b, v30.16b, v17.16b
	cmhi	v26.16b, v10.16b, v4.16b
	cmhi	v6.16b, v15.16b, v12.16b
	cmhi	v13.16b, v26.16b, v23.16b
	cmhi	v23.2d, v30.2d, v23.2d
	cmhi	v24.2d, v9.2d, v25.2d
	cmhi	v25.2d, v16.2d, v7.2d
	cmhi	v26.2d, v25.2d, v2.2d
	cmhi	v31.2s, v23.2s, v12.2s
	cmhi	v15.2s, v3.2s, v28.2s
	cmhi	v5.2s, v14.2s, v30.2s
	cmhi	v10.2s, v18.2s, v2.2s
	cmhi	v2.4h, v9.4h, v6.4h
	cmhi	v14.4h, v0.4h, v7.4h
	cmhi	v13.4h, v27.4h, v9.4h
	cmhi	v8.4h, v24.4h, v7.4h
	cmhi	v0.4s, v23.4s, v16.4s
	cmhi	v11.4s, v20.4s, v17.4s
	cmhi	v26.4s, v0.4s, v19.4s
	cmhi	v26.4s, v8.4s, v26.4s
	cmhi	v7.8b, v27.8b, v24.8b
	cmhi	v9.8b, v6.8b, v3.8b
	cmhi	v21.8b, v17.8b, v28.8b
	cmhi	v20.8b, v16.8b, v10.8b
	cmhi	v16.8h, v26.8h, v9.8h
	cmhi	v17.8h, v1.8h, v9.8h
	cmhi	v25.8h, v1.8h, v18.8h
	cmhi	v30.8h, v2.8h, v20.8h
	cmhs	d22, d6, d29
	cmhs	d29, d10, d26
	cmhs	d30, d31, d23
	cmhs	d9, d26, d19
	cmhs	v18.16b, v25.16b, v12.16b
	cmhs	v26.16b, v26.16b, v2.16b
	cmhs	v21.16b, v7.16b, v12.16b
	cmhs	v26.16b, v27.16b, v3.16b
	cmhs	v24.2d, v7.2d, v4.2d
	cmhs	v17.2d, v14.2d, v3.2d
	cmhs	v8.2d, v25.2d, v13.2d
	cmhs	v3.2d, v29.2d, v23.2d
	cmhs	v14.2s, v2.2s, v24.2s
	cmhs	v6.2s, v10.2s, v24.2s
	cmhs	v16.2s, v23.2s, v5.2s
	cmhs	v13.2s, v5.2s, v28.2s
	cmhs	v14.4h, v14.4h, v7.4h
	cmhs	v29.4h, v19.4h, v1.4h
	cmhs	v24.4h, v11.4h, v5.4h
	cmhs	v9.4h, v17.4h, v20.4h
	cmhs	v12.4s, v24.4s, v14.4s
	cmhs	v22.4s, v16.4s, v23.4s
	cmhs	v19.4s, v27.4s, v17.4s
	cmhs	v7.4s, v15.4s, v7.4s
	cmhs	v8.8b, v16.8b, v14.8b
	cmhs	v8.8b, v13.8b, v24.8b
	cmhs	v8.8b, v16.8b, v6.8b
	cmhs	v8.8b, v9.8b, v29.8b
	cmhs	v15.8h, v15.8h, v13.8h
	cmhs	v4.8h, v0.8h, v2.8h
	cmhs	v18.8h, v18.8h, v4.8h
	cmhs	v19.8h, v6.8h, v7.8h
	cmle	d29, d20, #0
	cmle	d25, d10, #0
	cmle	d18, d6, #0
	cmle	d14, d30, #0
	cmle	v10.16b, v12.16b, #0
	cmle	v7.16b, v14.16b, #0
	cmle	v20.16b, v21.16b, #0
	cmle	v23.16b, v21.16b, #0
	cmle	v29.2d, v17.2d, #0
	cmle	v1.2d, v14.2d, #0
	cmle	v2.2d, v12.2d, #0
	cmle	v21.2d, v12.2d, #0
	cmle	v13.2s, v3.2s, #0
	cmle	v5.2s, v18.2s, #0
	cmle	v24.2s, v7.2s, #0
	cmle	v22.2s, v0.2s, #0
	cmle	v25.4h, v2.4h, #0
	cmle	v10.4h, v1.4h, #0
	cmle	v18.4h, v4.4h, #0
	cmle	v21.4h, v16.4h, #0
	cmle	v12.4s, v23.4s, #0
	cmle	v1.4s, v14.4s, #0
	cmle	v28.4s, v7.4s, #0
	cmle	v7.4s, v13.4s, #0
	cmle	v13.8b, v1.8b, #0
	cmle	v30.8b, v26.8b, #0
	cmle	v2.8b, v11.8b, #0
	cmle	v24.8b, v23.8b, #0
	cmle	v26.8h, v8.8h, #0
	cmle	v21.8h, v2.8h, #0
	cmle	v23.8h, v5.8h, #0
	cmle	v10.8h, v13.8h, #0
	cmlt	d0, d5, #0
	cmlt	d28, d30, #0
	cmlt	d10, d14, #0
	cmlt	d15, d16, #0
	cmlt	v7.16b, v31.16b, #0
	cmlt	v6.16b, v25.16b, #0
	cmlt	v4.16b, v2.16b, #0
	cmlt	v25.16b, v18.16b, #0
	cmlt	v6.2d, v19.2d, #0
	cmlt	v29.2d, v17.2d, #0
	cmlt	v19.2d, v26.2d, #0
	cmlt	v28.2d, v25.2d, #0
	cmlt	v17.2s, v1.2s, #0
	cmlt	v24.2s, v6.2s, #0
	cmlt	v13.2s, v12.2s, #0
	cmlt	v9.2s, v7.2s, #0
	cmlt	v23.4h, v1.4h, #0
	cmlt	v21.4h, v2.4h, #0
	cmlt	v1.4h, v3.4h, #0
	cmlt	v12.4h, v15.4h, #0
	cmlt	v6.4s, v13.4s, #0
	cmlt	v21.4s, v9.4s, #0
	cmlt	v24.4s, v20.4s, #0
	cmlt	v28.4s, v13.4s, #0
	cmlt	v2.8b, v23.8b, #0
	cmlt	v12.8b, v20.8b, #0
	cmlt	v3.8b, v14.8b, #0
	cmlt	v26.8b, v26.8b, #0
	cmlt	v1.8h, v31.8h, #0
	cmlt	v24.8h, v10.8h, #0
	cmlt	v2.8h, v17.8h, #0
	cmlt	v30.8h, v23.8h, #0
	cmtst	d25, d26, d13
	cmtst	d28, d21, d0
	cmtst	d25, d29, d3
	cmtst	d30, d5, d18
	cmtst	v17.16b, v14.16b, v9.16b
	cmtst	v6.16b, v6.16b, v29.16b
	cmtst	v20.16b, v21.16b, v24.16b
	cmtst	v28.16b, v27.16b, v4.16b
	cmtst	v17.2d, v16.2d, v10.2d
	cmtst	v24.2d, v13.2d, v4.2d
	cmtst	v30.2d, v27.2d, v25.2d
	cmtst	v18.2d, v9.2d, v30.2d
	cmtst	v13.2s, v21.2s, v24.2s
	cmtst	v5.2s, v14.2s, v5.2s
	cmtst	v4.2s, v9.2s, v30.2s
	cmtst	v6.2s, v11.2s, v23.2s
	cmtst	v25.4h, v10.4h, v12.4h
	cmtst	v26.4h, v28.4h, v22.4h
	cmtst	v11.4h, v6.4h, v25.4h
	cmtst	v13.4h, v22.4h, v13.4h
	cmtst	v24.4s, v8.4s, v4.4s
	cmtst	v10.4s, v1.4s, v17.4s
	cmtst	v3.4s, v20.4s, v14.4s
	cmtst	v15.4s, v17.4s, v1.4s
	cmtst	v11.8b, v23.8b, v10.8b
	cmtst	v10.8b, v28.8b, v27.8b
	cmtst	v29.8b, v9.8b, v30.8b
	cmtst	v5.8b, v30.8b, v29.8b
	cmtst	v22.8h, v31.8h, v11.8h
	cmtst	v30.8h, v0.8h, v17.8h
	cmtst	v12.8h, v25.8h, v22.8h
	cmtst	v9.8h, v10.8h, v9.8h
	cnt	v5.16b, v16.16b
	cnt	v18.16b, v26.16b
	cnt	v26.16b, v13.16b
	cnt	v6.16b, v28.16b
	cnt	v9.8b, v18.8b
	cnt	v27.8b, v12.8b
	cnt	v2.8b, v30.8b
	cnt	v6.8b, v12.8b
	csel	w10, w16, w19, ls
	csel	w6, w17, w19, pl
	csel	w30, w8, w1, mi
	csel	w12, w10, w10, lo
	csel	x27, x4, x10, nv
	csel	x2, x0, x4, gt
	csel	x6, x24, x17, pl
	csel	x23, x12, x22, hi
	csinc	w9, w16, w6, ls
	csinc	w14, w22, w26, vc
	csinc	w13, wzr, w16, vc
	cinc	w12, w26, hs
	cinc	x30, x17, lo
	csinc	x11, x24, x0, vc
	csinc	x26, xzr, xzr, al
	cset	x22, ge
	csinv	w13, w1, w12, lt
	csinv	w5, w4, w16, lo
	csinv	w17, w8, w14, vs
	csinv	w17, w19, w14, hi
	csetm	x2, hi
	cinv	x21, x25, ge
	csetm	x30, vc
	cinv	x8, x30, ne
	csneg	wzr, w14, w9, ge
	csneg	w30, w21, w3, hi
	csneg	w4, w11, w12, ge
	csneg	w18, w25, w10, hi
	cneg	x8, x25, ne
	csneg	x17, x27, x20, gt
	csneg	x6, x2, x0, ge
	cneg	x22, x25, le
	dcps1	#0xe06b
	dcps1
	dcps1	#0xad10
	dcps1
	dcps2	#0xf9dd
	dcps2
	dcps2	#0xce26
	dcps2
	dcps3
	dcps3	#0x4bd5
	dcps3	#0x4da6
	dcps3
	dmb	ishst
	dmb	osh
	dmb	ld
	dmb	oshst
	drps
	drps
	drps
	drps
	ssbb
	dsb	ishst
	pssbb
	dsb	oshst
	mov	b9, v4.b[13]
	mov	b15, v4.b[6]
	mov	b31, v8.b[0]
	mov	b20, v22.b[6]
	mov	d2, v26.d[0]
	mov	d22, v8.d[0]
	mov	d17, v30.d[0]
	mov	d3, v16.d[1]
	mov	h29, v16.h[2]
	mov	h10, v18.h[5]
	mov	h18, v22.h[2]
	mov	h30, v14.h[7]
	mov	s16, v29.s[1]
	mov	s11, v17.s[3]
	mov	s1, v6.s[3]
	mov	s5, v4.s[1]
	dup	v27.16b, w7
	dup	v8.16b, w18
	dup	v30.16b, w26
	dup	v25.16b, w12
	dup	v15.16b, v7.b[15]
	dup	v27.16b, v10.b[1]
	dup	v14.16b, v9.b[9]
	dup	v14.16b, v29.b[0]
	dup	v7.2d, x18
	dup	v9.2d, x18
	dup	v2.2d, x17
	dup	v15.2d, x1
	dup	v6.2d, v25.d[0]
	dup	v22.2d, v31.d[1]
	dup	v27.2d, v5.d[1]
	dup	v11.2d, v2.d[1]
	dup	v14.2s, w20
	dup	v3.2s, w30
	dup	v13.2s, w30
	dup	v26.2s, w0
	dup	v5.2s, v16.s[0]
	dup	v6.2s, v7.s[0]
	dup	v11.2s, v5.s[1]
	dup	v22.2s, v15.s[1]
	dup	v3.4h, w9
	dup	v24.4h, w12
	dup	v3.4h, w17
	dup	v29.4h, w1
	dup	v20.4h, v17.h[1]
	dup	v24.4h, v2.h[0]
	dup	v31.4h, v28.h[0]
	dup	v20.4h, v28.h[2]
	dup	v17.4s, w5
	dup	v24.4s, w19
	dup	v16.4s, w13
	dup	v9.4s, w20
	dup	v27.4s, v8.s[1]
	dup	v27.4s, v7.s[3]
	dup	v5.4s, v26.s[1]
	dup	v16.4s, v2.s[0]
	dup	v13.8b, w19
	dup	v8.8b, w29
	dup	v6.8b, w17
	dup	v6.8b, w18
	dup	v17.8b, v6.b[14]
	dup	v1.8b, v6.b[0]
	dup	v20.8b, v9.b[6]
	dup	v26.8b, v10.b[15]
	dup	v2.8h, w21
	dup	v3.8h, w22
	dup	v30.8h, w6
	dup	v23.8h, w7
	dup	v19.8h, v1.h[0]
	dup	v16.8h, v21.h[2]
	dup	v22.8h, v16.h[0]
	dup	v23.8h, v12.h[3]
	eon	w26, wzr, w23, lsl #20
	eon	w23, w21, w26, lsl #2
	eon	w23, w7, w0
	eon	w8, w8, w20, ror #11
	eon	x13, x11, x30, asr #1
	eon	x0, xzr, x22, ror #41
	eon	x11, x15, x12, ror #0
	eon	x14, x12, x25
	eor	w18, wzr, #0x3030303
	eor	w21, w17, #0x7e7e7e7e
	eor	w12, w16, #0xffff87ff
	eor	w29, w18, #0x99999999
	eor	w23, w6, w16, asr #0
	eor	w27, w7, w8
	eor	w13, w27, w5
	eor	w11, w29, w1, asr #26
	eor	x7, x0, #0xfffffffffbffffff
	eor	x22, x21, #0xfc003ffffc003fff
	eor	x4, x3, #0xfe00fe00fe00fe00
	eor	x29, x1, #0xaaaaaaaaaaaaaaaa
	eor	x4, x19, x22, asr #63
	eor	x12, x18, x1, lsl #44
	eor	x16, x17, x2, ror #29
	eor	x24, x10, x13, lsr #0
	eor	v26.16b, v17.16b, v31.16b
	eor	v18.16b, v27.16b, v21.16b
	eor	v6.16b, v4.16b, v14.16b
	eor	v16.16b, v9.16b, v26.16b
	eor	v16.8b, v16.8b, v29.8b
	eor	v1.8b, v15.8b, v25.8b
	eor	v31.8b, v24.8b, v28.8b
	eor	v9.8b, v13.8b, v11.8b
	eret
	eret
	eret
	eret
	extr	w4, w7, w6, #4
	extr	w29, w26, w13, #0
	ror	w25, w0, #18
	extr	w22, w13, w21, #18
	ror	x1, x28, #0
	extr	x13, x16, x27, #1
	extr	x28, x3, x2, #12
	extr	x29, x12, x1, #0
	ext	v11.16b, v4.16b, v6.16b, #15
	ext	v9.16b, v6.16b, v15.16b, #9
	ext	v27.16b, v17.16b, v13.16b, #3
	ext	v10.16b, v2.16b, v1.16b, #0
	ext	v5.8b, v0.8b, v30.8b, #0
	ext	v14.8b, v12.8b, v29.8b, #7
	ext	v28.8b, v31.8b, v12.8b, #3
	ext	v24.8b, v25.8b, v21.8b, #4
	fabd	d20, d9, d2
	fabd	d23, d20, d8
	fabd	d4, d28, d5
	fabd	d24, d1, d25
	fabd	s4, s16, s4
	fabd	s30, s8, s0
	fabd	s10, s6, s3
	fabd	s12, s0, s21
	fabd	v8.2d, v26.2d, v3.2d
	fabd	v6.2d, v21.2d, v11.2d
	fabd	v12.2d, v3.2d, v11.2d
	fabd	v1.2d, v28.2d, v14.2d
	fabd	v17.2s, v9.2s, v1.2s
	fabd	v16.2s, v11.2s, v29.2s
	fabd	v23.2s, v8.2s, v11.2s
	fabd	v20.2s, v1.2s, v8.2s
	fabd	v24.4s, v20.4s, v25.4s
	fabd	v0.4s, v19.4s, v15.4s
	fabd	v23.4s, v23.4s, v31.4s
	fabd	v11.4s, v19.4s, v6.4s
	fabs	d21, d20
	fabs	d22, d3
	fabs	d1, d1
	fabs	d5, d15
	fabs	s30, s0
	fabs	s22, s26
	fabs	s25, s28
	fabs	s9, s0
	fabs	v27.2d, v20.2d
	fabs	v28.2d, v31.2d
	fabs	v20.2d, v29.2d
	fabs	v10.2d, v28.2d
	fabs	v6.2s, v21.2s
	fabs	v7.2s, v14.2s
	fabs	v21.2s, v25.2s
	fabs	v16.2s, v29.2s
	fabs	v3.4s, v15.4s
	fabs	v11.4s, v19.4s
	fabs	v9.4s, v12.4s
	fabs	v20.4s, v3.4s
	facge	d26, d18, d14
	facge	d23, d5, d9
	facge	d1, d21, d12
	facge	d8, d0, d5
	facge	s23, s12, s10
	facge	s28, s24, s15
	facge	s18, s28, s6
	facge	s7, s21, s11
	facge	v12.2d, v21.2d, v19.2d
	facge	v3.2d, v13.2d, v7.2d
	facge	v11.2d, v13.2d, v25.2d
	facge	v4.2d, v15.2d, v17.2d
	facge	v4.2s, v8.2s, v21.2s
	facge	v14.2s, v8.2s, v23.2s
	facge	v15.2s, v25.2s, v0.2s
	facge	v12.2s, v16.2s, v8.2s
	facge	v22.4s, v21.4s, v1.4s
	facge	v1.4s, v3.4s, v17.4s
	facge	v23.4s, v27.4s, v2.4s
	facge	v5.4s, v6.4s, v10.4s
	facgt	d12, d8, d2
	facgt	d3, d12, d6
	facgt	d28, d24, d31
	facgt	d15, d3, d6
	facgt	s7, s29, s31
	facgt	s26, s10, s7
	facgt	s30, s25, s1
	facgt	s18, s14, s28
	facgt	v13.2d, v8.2d, v31.2d
	facgt	v22.2d, v8.2d, v22.2d
	facgt	v20.2d, v2.2d, v0.2d
	facgt	v23.2d, v6.2d, v6.2d
	facgt	v10.2s, v14.2s, v10.2s
	facgt	v2.2s, v7.2s, v26.2s
	facgt	v17.2s, v3.2s, v10.2s
	facgt	v21.2s, v1.2s, v28.2s
	facgt	v27.4s, v7.4s, v9.4s
	facgt	v29.4s, v1.4s, v1.4s
	facgt	v3.4s, v15.4s, v21.4s
	facgt	v12.4s, v31.4s, v13.4s
	fadd	d1, d24, d11
	fadd	d12, d19, d21
	fadd	d25, d11, d12
	fadd	d29, d14, d25
	faddp	d12, v0.2d
	faddp	d14, v4.2d
	faddp	d12, v1.2d
	faddp	d4, v19.2d
	faddp	s4, v3.2s
	faddp	s26, v2.2s
	faddp	s18, v11.2s
	faddp	s28, v2.2s
	faddp	v31.2d, v17.2d, v27.2d
	faddp	v21.2d, v7.2d, v8.2d
	faddp	v4.2d, v5.2d, v17.2d
	faddp	v2.2d, v5.2d, v14.2d
	faddp	v26.2s, v20.2s, v16.2s
	faddp	v17.2s, v30.2s, v8.2s
	faddp	v21.2s, v13.2s, v1.2s
	faddp	v11.2s, v15.2s, v16.2s
	faddp	v1.4s, v27.4s, v6.4s
	faddp	v18.4s, v1.4s, v3.4s
	faddp	v31.4s, v14.4s, v16.4s
	faddp	v24.4s, v7.4s, v21.4s
	fadd	s23, s18, s10
	fadd	s24, s3, s12
	fadd	s9, s14, s19
	fadd	s27, s29, s18
	fadd	v20.2d, v1.2d, v10.2d
	fadd	v3.2d, v19.2d, v17.2d
	fadd	v16.2d, v6.2d, v24.2d
	fadd	v22.2d, v13.2d, v20.2d
	fadd	v1.2s, v11.2s, v5.2s
	fadd	v8.2s, v4.2s, v1.2s
	fadd	v5.2s, v14.2s, v23.2s
	fadd	v29.2s, v1.2s, v17.2s
	fadd	v18.4s, v24.4s, v6.4s
	fadd	v21.4s, v30.4s, v3.4s
	fadd	v2.4s, v2.4s, v11.4s
	fadd	v6.4s, v26.4s, v26.4s
	fccmp	d7, d4, #13, le
	fccmp	d30, d4, #5, pl
	fccmp	d24, d9, #13, hi
	fccmp	d13, d26, #15, gt
	fccmpe	d15, d30, #15, pl
	fccmpe	d18, d21, #3, lo
	fccmpe	d14, d22, #5, ne
	fccmpe	d22, d22, #9, pl
	fccmpe	s4, s2, #8, eq
	fccmpe	s1, s21, #0, lo
	fccmpe	s18, s31, #14, vc
	fccmpe	s24, s25, #3, lo
	fccmp	s27, s29, #1, ne
	fccmp	s9, s22, #7, ge
	fccmp	s5, s24, #8, ne
	fccmp	s27, s4, #4, vs
	fcmeq	d29, d16, d30
	fcmeq	d7, d28, d13
	fcmeq	d27, d16, d9
	fcmeq	d10, d31, d24
	fcmeq	s12, s12, s29
	fcmeq	s25, s18, s1
	fcmeq	s8, s11, s24
	fcmeq	s21, s15, s20
	fcmeq	v20.2d, v13.2d, v16.2d
	fcmeq	v24.2d, v17.2d, v29.2d
	fcmeq	v27.2d, v13.2d, v7.2d
	fcmeq	v18.2d, v16.2d, v28.2d
	fcmeq	v4.2s, v7.2s, v0.2s
	fcmeq	v7.2s, v28.2s, v11.2s
	fcmeq	v31.2s, v4.2s, v18.2s
	fcmeq	v24.2s, v0.2s, v22.2s
	fcmeq	v10.4s, v31.4s, v19.4s
	fcmeq	v13.4s, v2.4s, v29.4s
	fcmeq	v17.4s, v18.4s, v29.4s
	fcmeq	v7.4s, v20.4s, v18.4s
	fcmeq	d5, d2, #0.0
	fcmeq	d13, d15, #0.0
	fcmeq	d7, d24, #0.0
	fcmeq	d6, d29, #0.0
	fcmeq	s31, s0, #0.0
	fcmeq	s17, s0, #0.0
	fcmeq	s0, s6, #0.0
	fcmeq	s25, s15, #0.0
	fcmeq	v11.2d, v5.2d, #0.0
	fcmeq	v13.2d, v3.2d, #0.0
	fcmeq	v23.2d, v9.2d, #0.0
	fcmeq	v30.2d, v27.2d, #0.0
	fcmeq	v20.2s, v3.2s, #0.0
	fcmeq	v19.2s, v16.2s, #0.0
	fcmeq	v26.2s, v3.2s, #0.0
	fcmeq	v17.2s, v17.2s, #0.0
	fcmeq	v12.4s, v7.4s, #0.0
	fcmeq	v14.4s, v8.4s, #0.0
	fcmeq	v5.4s, v19.4s, #0.0
	fcmeq	v18.4s, v14.4s, #0.0
	fcmge	d21, d11, d7
	fcmge	d4, d17, d4
	fcmge	d5, d2, d30
	fcmge	d10, d12, d14
	fcmge	s30, s17, s23
	fcmge	s2, s16, s16
	fcmge	s1, s4, s16
	fcmge	s14, s0, s3
	fcmge	v29.2d, v18.2d, v2.2d
	fcmge	v9.2d, v9.2d, v13.2d
	fcmge	v20.2d, v5.2d, v3.2d
	fcmge	v8.2d, v0.2d, v18.2d
	fcmge	v20.2s, v25.2s, v4.2s
	fcmge	v13.2s, v5.2s, v28.2s
	fcmge	v30.2s, v0.2s, v20.2s
	fcmge	v30.2s, v11.2s, v17.2s
	fcmge	v2.4s, v4.4s, v1.4s
	fcmge	v28.4s, v31.4s, v22.4s
	fcmge	v13.4s, v28.4s, v1.4s
	fcmge	v15.4s, v20.4s, v25.4s
	fcmge	d5, d0, #0.0
	fcmge	d24, d31, #0.0
	fcmge	d9, d25, #0.0
	fcmge	d25, d20, #0.0
	fcmge	s29, s1, #0.0
	fcmge	s26, s1, #0.0
	fcmge	s2, s22, #0.0
	fcmge	s29, s1, #0.0
	fcmge	v7.2d, v27.2d, #0.0
	fcmge	v20.2d, v24.2d, #0.0
	fcmge	v23.2d, v12.2d, #0.0
	fcmge	v30.2d, v18.2d, #0.0
	fcmge	v30.2s, v27.2s, #0.0
	fcmge	v1.2s, v24.2s, #0.0
	fcmge	v4.2s, v25.2s, #0.0
	fcmge	v23.2s, v19.2s, #0.0
	fcmge	v10.4s, v8.4s, #0.0
	fcmge	v20.4s, v20.4s, #0.0
	fcmge	v7.4s, v0.4s, #0.0
	fcmge	v28.4s, v22.4s, #0.0
	fcmgt	d18, d13, d26
	fcmgt	d7, d16, d14
	fcmgt	d25, d10, d28
	fcmgt	d30, d23, d3
	fcmgt	s28, s29, s2
	fcmgt	s8, s14, s25
	fcmgt	s6, s8, s15
	fcmgt	s21, s1, s5
	fcmgt	v17.2d, v21.2d, v13.2d
	fcmgt	v5.2d, v30.2d, v28.2d
	fcmgt	v23.2d, v25.2d, v3.2d
	fcmgt	v2.2d, v10.2d, v23.2d
	fcmgt	v15.2s, v16.2s, v7.2s
	fcmgt	v2.2s, v13.2s, v20.2s
	fcmgt	v1.2s, v6.2s, v26.2s
	fcmgt	v1.2s, v3.2s, v9.2s
	fcmgt	v17.4s, v1.4s, v21.4s
	fcmgt	v23.4s, v24.4s, v29.4s
	fcmgt	v11.4s, v8.4s, v0.4s
	fcmgt	v5.4s, v25.4s, v9.4s
	fcmgt	d4, d0, #0.0
	fcmgt	d24, d28, #0.0
	fcmgt	d22, d3, #0.0
	fcmgt	d25, d3, #0.0
	fcmgt	s14, s30, #0.0
	fcmgt	s7, s27, #0.0
	fcmgt	s27, s31, #0.0
	fcmgt	s15, s3, #0.0
	fcmgt	v0.2d, v7.2d, #0.0
	fcmgt	v27.2d, v16.2d, #0.0
	fcmgt	v23.2d, v25.2d, #0.0
	fcmgt	v25.2d, v29.2d, #0.0
	fcmgt	v31.2s, v23.2s, #0.0
	fcmgt	v14.2s, v28.2s, #0.0
	fcmgt	v8.2s, v27.2s, #0.0
	fcmgt	v6.2s, v6.2s, #0.0
	fcmgt	v15.4s, v0.4s, #0.0
	fcmgt	v1.4s, v2.4s, #0.0
	fcmgt	v2.4s, v26.4s, #0.0
	fcmgt	v24.4s, v8.4s, #0.0
	fcmle	d28, d20, #0.0
	fcmle	d6, d28, #0.0
	fcmle	d7, d24, #0.0
	fcmle	d17, d2, #0.0
	fcmle	s5, s0, #0.0
	fcmle	s29, s12, #0.0
	fcmle	s8, s15, #0.0
	fcmle	s17, s12, #0.0
	fcmle	v8.2d, v8.2d, #0.0
	fcmle	v4.2d, v15.2d, #0.0
	fcmle	v18.2d, v28.2d, #0.0
	fcmle	v14.2d, v9.2d, #0.0
	fcmle	v23.2s, v8.2s, #0.0
	fcmle	v7.2s, v16.2s, #0.0
	fcmle	v21.2s, v21.2s, #0.0
	fcmle	v31.2s, v3.2s, #0.0
	fcmle	v20.4s, v24.4s, #0.0
	fcmle	v2.4s, v8.4s, #0.0
	fcmle	v28.4s, v31.4s, #0.0
	fcmle	v13.4s, v1.4s, #0.0
	fcmlt	d16, d27, #0.0
	fcmlt	d25, d29, #0.0
	fcmlt	d0, d1, #0.0
	fcmlt	d4, d26, #0.0
	fcmlt	s24, s9, #0.0
	fcmlt	s7, s21, #0.0
	fcmlt	s11, s14, #0.0
	fcmlt	s2, s30, #0.0
	fcmlt	v9.2d, v6.2d, #0.0
	fcmlt	v3.2d, v13.2d, #0.0
	fcmlt	v12.2d, v5.2d, #0.0
	fcmlt	v26.2d, v26.2d, #0.0
	fcmlt	v8.2s, v18.2s, #0.0
	fcmlt	v9.2s, v25.2s, #0.0
	fcmlt	v4.2s, v14.2s, #0.0
	fcmlt	v14.2s, v28.2s, #0.0
	fcmlt	v13.4s, v19.4s, #0.0
	fcmlt	v23.4s, v28.4s, #0.0
	fcmlt	v2.4s, v24.4s, #0.0
	fcmlt	v18.4s, v26.4s, #0.0
	fcmp	d30, #0.0
	fcmp	d27, #0.0
	fcmp	d6, #0.0
	fcmp	d30, #0.0
	fcmp	d8, d1
	fcmp	d25, d0
	fcmp	d10, d18
	fcmp	d15, d6
	fcmpe	d12, #0.0
	fcmpe	d15, #0.0
	fcmpe	d8, #0.0
	fcmpe	d8, #0.0
	fcmpe	d9, d3
	fcmpe	d23, d19
	fcmpe	d6, d10
	fcmpe	d23, d29
	fcmpe	s20, #0.0
	fcmpe	s22, #0.0
	fcmpe	s14, #0.0
	fcmpe	s10, #0.0
	fcmpe	s13, s29
	fcmpe	s21, s17
	fcmpe	s11, s18
	fcmpe	s5, s12
	fcmp	s29, #0.0
	fcmp	s12, #0.0
	fcmp	s21, #0.0
	fcmp	s26, #0.0
	fcmp	s27, s24
	fcmp	s8, s7
	fcmp	s20, s18
	fcmp	s24, s19
	fcsel	d16, d7, d27, ne
	fcsel	d2, d15, d17, gt
	fcsel	d1, d20, d27, vs
	fcsel	d5, d8, d17, ge
	fcsel	s0, s5, s17, ne
	fcsel	s22, s14, s17, le
	fcsel	s2, s17, s3, ls
	fcsel	s26, s15, s6, lo
	fcvtas	w12, d11
	fcvtas	w1, d0
	fcvtas	w19, d11
	fcvtas	w26, d4
	fcvtas	w26, s3
	fcvtas	w17, s28
	fcvtas	w17, s2
	fcvtas	w19, s30
	fcvtas	x22, d4
	fcvtas	x12, d25
	fcvtas	x4, d27
	fcvtas	x7, d0
	fcvtas	x25, s6
	fcvtas	xzr, s18
	fcvtas	x20, s8
	fcvtas	x16, s5
	fcvtas	d28, d27
	fcvtas	d21, d6
	fcvtas	d7, d0
	fcvtas	d28, d0
	fcvtas	s31, s18
	fcvtas	s28, s28
	fcvtas	s1, s6
	fcvtas	s12, s1
	fcvtas	v19.2d, v3.2d
	fcvtas	v8.2d, v13.2d
	fcvtas	v2.2d, v16.2d
	fcvtas	v31.2d, v27.2d
	fcvtas	v19.2s, v10.2s
	fcvtas	v2.2s, v16.2s
	fcvtas	v16.2s, v21.2s
	fcvtas	v27.2s, v10.2s
	fcvtas	v27.4s, v27.4s
	fcvtas	v11.4s, v27.4s
	fcvtas	v16.4s, v5.4s
	fcvtas	v19.4s, v11.4s
	fcvtau	w23, d20
	fcvtau	w29, d30
	fcvtau	w25, d7
	fcvtau	w12, d21
	fcvtau	w23, s1
	fcvtau	w16, s23
	fcvtau	w30, s18
	fcvtau	w13, s31
	fcvtau	x30, d13
	fcvtau	x22, d16
	fcvtau	x3, d19
	fcvtau	x22, d13
	fcvtau	x11, s4
	fcvtau	x20, s11
	fcvtau	x23, s28
	fcvtau	x16, s22
	fcvtau	d8, d31
	fcvtau	d6, d15
	fcvtau	d15, d19
	fcvtau	d11, d28
	fcvtau	s6, s4
	fcvtau	s18, s13
	fcvtau	s27, s8
	fcvtau	s30, s22
	fcvtau	v17.2d, v26.2d
	fcvtau	v7.2d, v19.2d
	fcvtau	v7.2d, v2.2d
	fcvtau	v1.2d, v27.2d
	fcvtau	v28.2s, v30.2s
	fcvtau	v20.2s, v31.2s
	fcvtau	v0.2s, v4.2s
	fcvtau	v7.2s, v19.2s
	fcvtau	v5.4s, v4.4s
	fcvtau	v31.4s, v5.4s
	fcvtau	v8.4s, v7.4s
	fcvtau	v1.4s, v11.4s
	fcvt	d1, h7
	fcvt	d23, h13
	fcvt	d13, h19
	fcvt	d9, h26
	fcvt	d23, s20
	fcvt	d21, s0
	fcvt	d18, s31
	fcvt	d23, s2
	fcvt	h2, d4
	fcvt	h13, d10
	fcvt	h11, d18
	fcvt	h3, d23
	fcvt	h31, s3
	fcvt	h26, s17
	fcvt	h29, s31
	fcvt	h18, s26
	fcvtl	v24.2d, v2.2s
	fcvtl	v25.2d, v6.2s
	fcvtl	v13.2d, v19.2s
	fcvtl	v22.2d, v10.2s
	fcvtl	v19.4s, v19.4h
	fcvtl	v22.4s, v6.4h
	fcvtl	v12.4s, v8.4h
	fcvtl	v14.4s, v26.4h
	fcvtl2	v17.2d, v30.4s
	fcvtl2	v16.2d, v30.4s
	fcvtl2	v30.2d, v22.4s
	fcvtl2	v19.2d, v15.4s
	fcvtl2	v29.4s, v13.8h
	fcvtl2	v30.4s, v24.8h
	fcvtl2	v4.4s, v8.8h
	fcvtl2	v3.4s, v12.8h
	fcvtms	w12, d16
	fcvtms	w22, d25
	fcvtms	w20, d12
	fcvtms	w16, d7
	fcvtms	w10, s10
	fcvtms	w19, s3
	fcvtms	w29, s7
	fcvtms	w30, s7
	fcvtms	x7, d25
	fcvtms	x22, d9
	fcvtms	x12, d2
	fcvtms	x9, d7
	fcvtms	x18, s7
	fcvtms	x22, s9
	fcvtms	x3, s16
	fcvtms	x1, s18
	fcvtms	d2, d17
	fcvtms	d27, d11
	fcvtms	d10, d24
	fcvtms	d18, d3
	fcvtms	s11, s13
	fcvtms	s12, s19
	fcvtms	s4, s18
	fcvtms	s26, s16
	fcvtms	v31.2d, v17.2d
	fcvtms	v12.2d, v22.2d
	fcvtms	v15.2d, v23.2d
	fcvtms	v3.2d, v21.2d
	fcvtms	v29.2s, v26.2s
	fcvtms	v20.2s, v28.2s
	fcvtms	v22.2s, v5.2s
	fcvtms	v17.2s, v2.2s
	fcvtms	v29.4s, v8.4s
	fcvtms	v29.4s, v12.4s
	fcvtms	v0.4s, v22.4s
	fcvtms	v31.4s, v26.4s
	fcvtmu	w24, d12
	fcvtmu	w24, d11
	fcvtmu	w27, d25
	fcvtmu	w10, d4
	fcvtmu	w16, s0
	fcvtmu	w12, s26
	fcvtmu	w11, s6
	fcvtmu	w7, s0
	fcvtmu	x8, d26
	fcvtmu	x0, d29
	fcvtmu	x1, d4
	fcvtmu	x8, d12
	fcvtmu	x9, s4
	fcvtmu	x21, s8
	fcvtmu	x7, s4
	fcvtmu	x3, s22
	fcvtmu	d5, d9
	fcvtmu	d8, d10
	fcvtmu	d11, d26
	fcvtmu	d8, d11
	fcvtmu	s11, s17
	fcvtmu	s27, s22
	fcvtmu	s18, s25
	fcvtmu	s29, s18
	fcvtmu	v26.2d, v18.2d
	fcvtmu	v20.2d, v3.2d
	fcvtmu	v7.2d, v25.2d
	fcvtmu	v2.2d, v18.2d
	fcvtmu	v14.2s, v10.2s
	fcvtmu	v20.2s, v11.2s
	fcvtmu	v18.2s, v9.2s
	fcvtmu	v24.2s, v9.2s
	fcvtmu	v4.4s, v24.4s
	fcvtmu	v15.4s, v2.4s
	fcvtmu	v27.4s, v6.4s
	fcvtmu	v15.4s, v20.4s
	fcvtns	w5, d8
	fcvtns	w18, d9
	fcvtns	w1, d25
	fcvtns	w20, d5
	fcvtns	w11, s2
	fcvtns	w23, s13
	fcvtns	w17, s7
	fcvtns	w8, s30
	fcvtns	x30, d22
	fcvtns	x27, d7
	fcvtns	x30, d3
	fcvtns	x18, d10
	fcvtns	x0, s22
	fcvtns	x10, s25
	fcvtns	x25, s16
	fcvtns	x23, s6
	fcvtns	d25, d16
	fcvtns	d10, d27
	fcvtns	d26, d9
	fcvtns	d26, d3
	fcvtns	s17, s23
	fcvtns	s29, s28
	fcvtns	s22, s31
	fcvtns	s25, s2
	fcvtns	v28.2d, v3.2d
	fcvtns	v19.2d, v21.2d
	fcvtns	v13.2d, v13.2d
	fcvtns	v7.2d, v6.2d
	fcvtns	v1.2s, v6.2s
	fcvtns	v7.2s, v22.2s
	fcvtns	v15.2s, v17.2s
	fcvtns	v11.2s, v30.2s
	fcvtns	v7.4s, v7.4s
	fcvtns	v15.4s, v16.4s
	fcvtns	v12.4s, v9.4s
	fcvtns	v12.4s, v16.4s
	fcvtnu	w17, d11
	fcvtnu	w15, d3
	fcvtnu	w6, d28
	fcvtnu	w20, d29
	fcvtnu	w18, s14
	fcvtnu	w16, s31
	fcvtnu	w3, s1
	fcvtnu	w5, s5
	fcvtnu	x2, d17
	fcvtnu	x28, d10
	fcvtnu	x0, d27
	fcvtnu	x30, d2
	fcvtnu	x9, s4
	fcvtnu	x0, s1
	fcvtnu	x9, s26
	fcvtnu	x11, s8
	fcvtnu	d22, d30
	fcvtnu	d11, d26
	fcvtnu	d21, d5
	fcvtnu	d3, d3
	fcvtnu	s16, s22
	fcvtnu	s29, s28
	fcvtnu	s22, s25
	fcvtnu	s2, s28
	fcvtnu	v19.2d, v27.2d
	fcvtnu	v21.2d, v19.2d
	fcvtnu	v12.2d, v16.2d
	fcvtnu	v22.2d, v4.2d
	fcvtnu	v20.2s, v23.2s
	fcvtnu	v24.2s, v5.2s
	fcvtnu	v9.2s, v3.2s
	fcvtnu	v5.2s, v11.2s
	fcvtnu	v10.4s, v4.4s
	fcvtnu	v2.4s, v25.4s
	fcvtnu	v23.4s, v6.4s
	fcvtnu	v3.4s, v11.4s
	fcvtn	v2.2s, v23.2d
	fcvtn	v4.2s, v14.2d
	fcvtn	v29.2s, v31.2d
	fcvtn	v22.2s, v19.2d
	fcvtn	v2.4h, v9.4s
	fcvtn	v11.4h, v0.4s
	fcvtn	v29.4h, v10.4s
	fcvtn	v15.4h, v0.4s
	fcvtn2	v1.4s, v21.2d
	fcvtn2	v4.4s, v15.2d
	fcvtn2	v23.4s, v28.2d
	fcvtn2	v25.4s, v18.2d
	fcvtn2	v4.8h, v6.4s
	fcvtn2	v13.8h, v16.4s
	fcvtn2	v11.8h, v7.4s
	fcvtn2	v2.8h, v24.4s
	fcvtps	w22, d20
	fcvtps	w9, d25
	fcvtps	w16, d27
	fcvtps	w2, d6
	fcvtps	w14, s7
	fcvtps	w24, s22
	fcvtps	w27, s27
	fcvtps	w6, s27
	fcvtps	x28, d26
	fcvtps	x12, d19
	fcvtps	x9, d28
	fcvtps	x0, d17
	fcvtps	x18, s18
	fcvtps	x25, s2
	fcvtps	x7, s31
	fcvtps	x12, s19
	fcvtps	d1, d4
	fcvtps	d28, d14
	fcvtps	d16, d27
	fcvtps	d23, d29
	fcvtps	s30, s16
	fcvtps	s11, s21
	fcvtps	s8, s11
	fcvtps	s20, s27
	fcvtps	v31.2d, v25.2d
	fcvtps	v8.2d, v20.2d
	fcvtps	v30.2d, v24.2d
	fcvtps	v14.2d, v7.2d
	fcvtps	v26.2s, v27.2s
	fcvtps	v7.2s, v11.2s
	fcvtps	v2.2s, v4.2s
	fcvtps	v30.2s, v7.2s
	fcvtps	v3.4s, v3.4s
	fcvtps	v1.4s, v6.4s
	fcvtps	v21.4s, v29.4s
	fcvtps	v30.4s, v27.4s
	fcvtpu	w6, d21
	fcvtpu	w28, d28
	fcvtpu	w29, d17
	fcvtpu	w5, d29
	fcvtpu	w1, s2
	fcvtpu	w25, s29
	fcvtpu	w20, s16
	fcvtpu	w24, s23
	fcvtpu	x30, d7
	fcvtpu	x16, d2
	fcvtpu	x27, d20
	fcvtpu	x16, d24
	fcvtpu	x26, s3
	fcvtpu	x8, s17
	fcvtpu	x1, s7
	fcvtpu	x4, s15
	fcvtpu	d27, d0
	fcvtpu	d31, d4
	fcvtpu	d27, d1
	fcvtpu	d8, d5
	fcvtpu	s24, s18
	fcvtpu	s19, s28
	fcvtpu	s0, s5
	fcvtpu	s3, s16
	fcvtpu	v0.2d, v23.2d
	fcvtpu	v4.2d, v20.2d
	fcvtpu	v27.2d, v4.2d
	fcvtpu	v17.2d, v24.2d
	fcvtpu	v22.2s, v20.2s
	fcvtpu	v24.2s, v19.2s
	fcvtpu	v27.2s, v31.2s
	fcvtpu	v26.2s, v11.2s
	fcvtpu	v16.4s, v1.4s
	fcvtpu	v29.4s, v4.4s
	fcvtpu	v10.4s, v14.4s
	fcvtpu	v5.4s, v5.4s
	fcvt	s14, d29
	fcvt	s18, d23
	fcvt	s25, d27
	fcvt	s23, d10
	fcvt	s12, h6
	fcvt	s17, h28
	fcvt	s21, h13
	fcvt	s10, h2
	fcvtxn	s10, d20
	fcvtxn	s22, d7
	fcvtxn	s26, d20
	fcvtxn	s5, d17
	fcvtxn	v6.2s, v14.2d
	fcvtxn	v3.2s, v11.2d
	fcvtxn	v10.2s, v23.2d
	fcvtxn	v4.2s, v19.2d
	fcvtxn2	v9.4s, v26.2d
	fcvtxn2	v12.4s, v28.2d
	fcvtxn2	v14.4s, v1.2d
	fcvtxn2	v13.4s, v6.2d
	fcvtzs	w5, d23
	fcvtzs	w11, d24
	fcvtzs	w8, d15
	fcvtzs	w16, d24
	fcvtzs	w0, s5
	fcvtzs	w21, s26
	fcvtzs	w18, s7
	fcvtzs	w2, s19
	fcvtzs	x20, d21
	fcvtzs	x19, d10
	fcvtzs	x16, d23
	fcvtzs	x20, d1
	fcvtzs	x5, s24
	fcvtzs	x23, s24
	fcvtzs	x10, s27
	fcvtzs	x21, s2
	fcvtzs	w16, d9, #1
	fcvtzs	w28, d17, #13
	fcvtzs	w12, d18, #5
	fcvtzs	w8, d10, #14
	fcvtzs	w21, s24, #1
	fcvtzs	w12, s14, #23
	fcvtzs	w12, s15, #1
	fcvtzs	w25, s15, #1
	fcvtzs	x21, d2, #24
	fcvtzs	x4, d20, #53
	fcvtzs	x6, d5, #1
	fcvtzs	x4, d21, #1
	fcvtzs	x11, s22, #29
	fcvtzs	x29, s11, #1
	fcvtzs	x15, s3, #30
	fcvtzs	x12, s7, #23
	fcvtzs	d17, d4, #57
	fcvtzs	d8, d22, #1
	fcvtzs	d21, d4, #8
	fcvtzs	d21, d17, #1
	fcvtzs	s21, s0, #31
	fcvtzs	s15, s12, #1
	fcvtzs	s9, s29, #3
	fcvtzs	s19, s6, #3
	fcvtzs	v24.2d, v19.2d, #36
	fcvtzs	v4.2d, v11.2d, #29
	fcvtzs	v11.2d, v24.2d, #34
	fcvtzs	v12.2d, v13.2d, #63
	fcvtzs	v7.2s, v15.2s, #20
	fcvtzs	v28.2s, v25.2s, #8
	fcvtzs	v14.2s, v3.2s, #23
	fcvtzs	v17.2s, v30.2s, #15
	fcvtzs	v10.4s, v18.4s, #6
	fcvtzs	v20.4s, v1.4s, #4
	fcvtzs	v6.4s, v3.4s, #30
	fcvtzs	v7.4s, v9.4s, #6
	fcvtzs	d16, d11
	fcvtzs	d26, d26
	fcvtzs	d16, d17
	fcvtzs	d31, d3
	fcvtzs	s19, s10
	fcvtzs	s24, s18
	fcvtzs	s7, s17
	fcvtzs	s22, s6
	fcvtzs	v15.2d, v26.2d
	fcvtzs	v17.2d, v10.2d
	fcvtzs	v27.2d, v26.2d
	fcvtzs	v22.2d, v31.2d
	fcvtzs	v5.2s, v3.2s
	fcvtzs	v30.2s, v1.2s
	fcvtzs	v11.2s, v5.2s
	fcvtzs	v26.2s, v14.2s
	fcvtzs	v28.4s, v25.4s
	fcvtzs	v14.4s, v29.4s
	fcvtzs	v29.4s, v5.4s
	fcvtzs	v30.4s, v10.4s
	fcvtzu	w28, d28
	fcvtzu	wzr, d17
	fcvtzu	w16, d12
	fcvtzu	w25, d28
	fcvtzu	w13, s31
	fcvtzu	w2, s4
	fcvtzu	w4, s28
	fcvtzu	w16, s13
	fcvtzu	x4, d25
	fcvtzu	x7, d16
	fcvtzu	x20, d16
	fcvtzu	x10, d10
	fcvtzu	x4, s31
	fcvtzu	x20, s20
	fcvtzu	x20, s30
	fcvtzu	x15, s4
	fcvtzu	w15, d7, #1
	fcvtzu	w19, d12, #20
	fcvtzu	w25, d30, #28
	fcvtzu	w7, d27, #6
	fcvtzu	w0, s12, #8
	fcvtzu	w0, s25, #14
	fcvtzu	w6, s22, #26
	fcvtzu	w24, s31, #4
	fcvtzu	x28, d3, #25
	fcvtzu	x21, d5, #1
	fcvtzu	x4, d8, #1
	fcvtzu	x15, d22, #53
	fcvtzu	x0, s1, #32
	fcvtzu	x0, s1, #1
	fcvtzu	x6, s19, #59
	fcvtzu	x14, s24, #64
	fcvtzu	d30, d31, #47
	fcvtzu	d5, d29, #12
	fcvtzu	d29, d7, #11
	fcvtzu	d24, d30, #1
	fcvtzu	s31, s24, #28
	fcvtzu	s26, s1, #30
	fcvtzu	s9, s22, #1
	fcvtzu	s0, s0, #1
	fcvtzu	v9.2d, v0.2d, #64
	fcvtzu	v11.2d, v10.2d, #15
	fcvtzu	v4.2d, v14.2d, #30
	fcvtzu	v25.2d, v21.2d, #55
	fcvtzu	v30.2s, v6.2s, #1
	fcvtzu	v20.2s, v27.2s, #1
	fcvtzu	v13.2s, v25.2s, #31
	fcvtzu	v31.2s, v24.2s, #24
	fcvtzu	v26.4s, v18.4s, #1
	fcvtzu	v10.4s, v4.4s, #9
	fcvtzu	v1.4s, v3.4s, #1
	fcvtzu	v10.4s, v21.4s, #32
	fcvtzu	d28, d18
	fcvtzu	d10, d29
	fcvtzu	d27, d6
	fcvtzu	d10, d17
	fcvtzu	s3, s30
	fcvtzu	s17, s28
	fcvtzu	s25, s7
	fcvtzu	s12, s30
	fcvtzu	v13.2d, v5.2d
	fcvtzu	v30.2d, v2.2d
	fcvtzu	v22.2d, v1.2d
	fcvtzu	v7.2d, v2.2d
	fcvtzu	v7.2s, v26.2s
	fcvtzu	v4.2s, v1.2s
	fcvtzu	v6.2s, v15.2s
	fcvtzu	v14.2s, v18.2s
	fcvtzu	v20.4s, v1.4s
	fcvtzu	v31.4s, v4.4s
	fcvtzu	v30.4s, v12.4s
	fcvtzu	v26.4s, v30.4s
	fdiv	d4, d2, d23
	fdiv	d15, d21, d16
	fdiv	d11, d13, d8
	fdiv	d18, d28, d10
	fdiv	s30, s11, s25
	fdiv	s19, s24, s1
	fdiv	s8, s6, s5
	fdiv	s9, s25, s12
	fdiv	v9.2d, v24.2d, v12.2d
	fdiv	v27.2d, v5.2d, v21.2d
	fdiv	v23.2d, v31.2d, v8.2d
	fdiv	v28.2d, v12.2d, v29.2d
	fdiv	v8.2s, v30.2s, v21.2s
	fdiv	v12.2s, v19.2s, v4.2s
	fdiv	v21.2s, v1.2s, v4.2s
	fdiv	v25.2s, v22.2s, v4.2s
	fdiv	v17.4s, v14.4s, v0.4s
	fdiv	v9.4s, v14.4s, v17.4s
	fdiv	v1.4s, v22.4s, v21.4s
	fdiv	v7.4s, v13.4s, v23.4s
	fmadd	d5, d27, d10, d30
	fmadd	d9, d30, d25, d7
	fmadd	d30, d25, d7, d9
	fmadd	d20, d29, d17, d26
	fmadd	s18, s11, s22, s1
	fmadd	s4, s15, s26, s29
	fmadd	s6, s8, s20, s6
	fmadd	s16, s1, s9, s17
	fmax	d6, d14, d20
	fmax	d0, d17, d10
	fmax	d25, d0, d27
	fmax	d14, d6, d28
	fmaxnm	d10, d22, d21
	fmaxnm	d6, d9, d16
	fmaxnm	d26, d23, d0
	fmaxnm	d5, d7, d3
	fmaxnmp	d3, v10.2d
	fmaxnmp	d19, v24.2d
	fmaxnmp	d4, v28.2d
	fmaxnmp	d9, v17.2d
	fmaxnmp	s11, v30.2s
	fmaxnmp	s24, v24.2s
	fmaxnmp	s18, v6.2s
	fmaxnmp	s18, v18.2s
	fmaxnmp	v8.2d, v14.2d, v25.2d
	fmaxnmp	v0.2d, v3.2d, v6.2d
	fmaxnmp	v24.2d, v6.2d, v12.2d
	fmaxnmp	v14.2d, v8.2d, v12.2d
	fmaxnmp	v21.2s, v12.2s, v20.2s
	fmaxnmp	v13.2s, v22.2s, v31.2s
	fmaxnmp	v5.2s, v25.2s, v6.2s
	fmaxnmp	v20.2s, v0.2s, v26.2s
	fmaxnmp	v1.4s, v29.4s, v27.4s
	fmaxnmp	v15.4s, v23.4s, v21.4s
	fmaxnmp	v7.4s, v13.4s, v30.4s
	fmaxnmp	v11.4s, v27.4s, v29.4s
	fmaxnm	s17, s3, s11
	fmaxnm	s26, s13, s6
	fmaxnm	s23, s6, s3
	fmaxnm	s24, s18, s22
	fmaxnmv	s31, v3.4s
	fmaxnmv	s6, v15.4s
	fmaxnmv	s10, v24.4s
	fmaxnmv	s28, v16.4s
	fmaxnm	v30.2d, v23.2d, v18.2d
	fmaxnm	v22.2d, v5.2d, v1.2d
	fmaxnm	v19.2d, v29.2d, v6.2d
	fmaxnm	v11.2d, v29.2d, v16.2d
	fmaxnm	v7.2s, v9.2s, v13.2s
	fmaxnm	v12.2s, v16.2s, v16.2s
	fmaxnm	v9.2s, v26.2s, v1.2s
	fmaxnm	v8.2s, v18.2s, v0.2s
	fmaxnm	v26.4s, v19.4s, v20.4s
	fmaxnm	v31.4s, v16.4s, v21.4s
	fmaxnm	v6.4s, v18.4s, v13.4s
	fmaxnm	v31.4s, v5.4s, v5.4s
	fmaxp	d6, v0.2d
	fmaxp	d26, v14.2d
	fmaxp	d27, v11.2d
	fmaxp	d21, v0.2d
	fmaxp	s23, v10.2s
	fmaxp	s13, v18.2s
	fmaxp	s31, v26.2s
	fmaxp	s30, v10.2s
	fmaxp	v14.2d, v10.2d, v19.2d
	fmaxp	v11.2d, v20.2d, v8.2d
	fmaxp	v25.2d, v24.2d, v17.2d
	fmaxp	v14.2d, v28.2d, v6.2d
	fmaxp	v28.2s, v20.2s, v1.2s
	fmaxp	v5.2s, v29.2s, v0.2s
	fmaxp	v12.2s, v26.2s, v5.2s
	fmaxp	v13.2s, v14.2s, v6.2s
	fmaxp	v10.4s, v24.4s, v17.4s
	fmaxp	v5.4s, v17.4s, v12.4s
	fmaxp	v8.4s, v31.4s, v3.4s
	fmaxp	v23.4s, v11.4s, v3.4s
	fmax	s0, s25, s15
	fmax	s0, s7, s26
	fmax	s29, s15, s25
	fmax	s19, s4, s3
	fmaxv	s10, v6.4s
	fmaxv	s21, v25.4s
	fmaxv	s2, v24.4s
	fmaxv	s4, v12.4s
	fmax	v9.2d, v27.2d, v27.2d
	fmax	v22.2d, v30.2d, v22.2d
	fmax	v26.2d, v15.2d, v9.2d
	fmax	v29.2d, v10.2d, v17.2d
	fmax	v23.2s, v29.2s, v16.2s
	fmax	v17.2s, v1.2s, v20.2s
	fmax	v28.2s, v1.2s, v3.2s
	fmax	v19.2s, v15.2s, v18.2s
	fmax	v5.4s, v7.4s, v15.4s
	fmax	v31.4s, v9.4s, v13.4s
	fmax	v30.4s, v10.4s, v31.4s
	fmax	v22.4s, v24.4s, v11.4s
	fmin	d6, d16, d3
	fmin	d27, d18, d2
	fmin	d2, d11, d26
	fmin	d4, d2, d1
	fminnm	d13, d2, d10
	fminnm	d17, d3, d9
	fminnm	d31, d11, d16
	fminnm	d4, d5, d28
	fminnmp	d23, v0.2d
	fminnmp	d7, v3.2d
	fminnmp	d21, v18.2d
	fminnmp	d0, v27.2d
	fminnmp	s15, v17.2s
	fminnmp	s15, v31.2s
	fminnmp	s17, v10.2s
	fminnmp	s25, v29.2s
	fminnmp	v13.2d, v15.2d, v12.2d
	fminnmp	v3.2d, v23.2d, v8.2d
	fminnmp	v13.2d, v8.2d, v23.2d
	fminnmp	v26.2d, v10.2d, v15.2d
	fminnmp	v20.2s, v12.2s, v2.2s
	fminnmp	v18.2s, v3.2s, v8.2s
	fminnmp	v2.2s, v24.2s, v16.2s
	fminnmp	v16.2s, v5.2s, v25.2s
	fminnmp	v21.4s, v22.4s, v2.4s
	fminnmp	v6.4s, v19.4s, v5.4s
	fminnmp	v12.4s, v29.4s, v5.4s
	fminnmp	v28.4s, v25.4s, v20.4s
	fminnm	s15, s12, s16
	fminnm	s17, s12, s28
	fminnm	s0, s12, s4
	fminnm	s13, s20, s21
	fminnmv	s17, v18.4s
	fminnmv	s6, v18.4s
	fminnmv	s4, v1.4s
	fminnmv	s14, v12.4s
	fminnm	v21.2d, v24.2d, v29.2d
	fminnm	v1.2d, v4.2d, v4.2d
	fminnm	v1.2d, v17.2d, v23.2d
	fminnm	v4.2d, v18.2d, v20.2d
	fminnm	v5.2s, v16.2s, v22.2s
	fminnm	v19.2s, v9.2s, v5.2s
	fminnm	v15.2s, v22.2s, v26.2s
	fminnm	v12.2s, v25.2s, v23.2s
	fminnm	v0.4s, v24.4s, v18.4s
	fminnm	v21.4s, v21.4s, v30.4s
	fminnm	v1.4s, v14.4s, v24.4s
	fminnm	v4.4s, v30.4s, v29.4s
	fminp	d19, v0.2d
	fminp	d3, v0.2d
	fminp	d10, v10.2d
	fminp	d14, v19.2d
	fminp	s1, v27.2s
	fminp	s27, v25.2s
	fminp	s6, v3.2s
	fminp	s29, v15.2s
	fminp	v2.2d, v28.2d, v16.2d
	fminp	v3.2d, v30.2d, v28.2d
	fminp	v3.2d, v25.2d, v24.2d
	fminp	v6.2d, v14.2d, v15.2d
	fminp	v24.2s, v6.2s, v11.2s
	fminp	v26.2s, v11.2s, v18.2s
	fminp	v8.2s, v22.2s, v26.2s
	fminp	v11.2s, v2.2s, v7.2s
	fminp	v20.4s, v28.4s, v6.4s
	fminp	v6.4s, v19.4s, v10.4s
	fminp	v14.4s, v5.4s, v29.4s
	fminp	v0.4s, v29.4s, v10.4s
	fmin	s31, s11, s1
	fmin	s7, s13, s26
	fmin	s30, s30, s9
	fmin	s25, s11, s31
	fminv	s13, v26.4s
	fminv	s3, v22.4s
	fminv	s4, v20.4s
	fminv	s15, v27.4s
	fmin	v7.2d, v31.2d, v11.2d
	fmin	v4.2d, v1.2d, v9.2d
	fmin	v2.2d, v11.2d, v25.2d
	fmin	v15.2d, v31.2d, v24.2d
	fmin	v27.2s, v15.2s, v11.2s
	fmin	v21.2s, v18.2s, v17.2s
	fmin	v19.2s, v25.2s, v20.2s
	fmin	v18.2s, v31.2s, v15.2s
	fmin	v20.4s, v5.4s, v8.4s
	fmin	v24.4s, v18.4s, v2.4s
	fmin	v27.4s, v0.4s, v2.4s
	fmin	v14.4s, v17.4s, v5.4s
	fmla	d12, d0, v12.d[0]
	fmla	d7, d3, v17.d[0]
	fmla	d30, d3, v10.d[0]
	fmla	d17, d8, v26.d[0]
	fmla	s14, s31, v6.s[1]
	fmla	s15, s18, v2.s[2]
	fmla	s16, s13, v8.s[0]
	fmla	s1, s13, v28.s[2]
	fmla	v5.2d, v16.2d, v28.d[0]
	fmla	v22.2d, v5.2d, v28.d[0]
	fmla	v21.2d, v12.2d, v10.d[0]
	fmla	v6.2d, v28.2d, v16.d[1]
	fmla	v0.2s, v20.2s, v6.s[3]
	fmla	v9.2s, v25.2s, v25.s[0]
	fmla	v23.2s, v8.2s, v22.s[0]
	fmla	v20.2s, v22.2s, v5.s[1]
	fmla	v16.4s, v6.4s, v14.s[0]
	fmla	v13.4s, v12.4s, v11.s[0]
	fmla	v15.4s, v22.4s, v9.s[1]
	fmla	v17.4s, v27.4s, v2.s[1]
	fmla	v11.2d, v17.2d, v6.2d
	fmla	v12.2d, v21.2d, v9.2d
	fmla	v8.2d, v28.2d, v16.2d
	fmla	v1.2d, v20.2d, v15.2d
	fmla	v20.2s, v26.2s, v18.2s
	fmla	v26.2s, v4.2s, v31.2s
	fmla	v22.2s, v10.2s, v26.2s
	fmla	v9.2s, v3.2s, v4.2s
	fmla	v24.4s, v13.4s, v2.4s
	fmla	v6.4s, v9.4s, v29.4s
	fmla	v4.4s, v17.4s, v23.4s
	fmla	v31.4s, v31.4s, v19.4s
	fmls	d23, d18, v18.d[0]
	fmls	d28, d3, v13.d[0]
	fmls	d11, d18, v8.d[1]
	fmls	d28, d2, v4.d[1]
	fmls	s3, s2, v21.s[0]
	fmls	s27, s8, v24.s[1]
	fmls	s22, s9, v16.s[2]
	fmls	s28, s19, v25.s[0]
	fmls	v18.2d, v25.2d, v13.d[0]
	fmls	v7.2d, v26.2d, v4.d[1]
	fmls	v5.2d, v14.2d, v19.d[0]
	fmls	v6.2d, v20.2d, v20.d[0]
	fmls	v10.2s, v29.2s, v16.s[3]
	fmls	v26.2s, v17.2s, v5.s[3]
	fmls	v1.2s, v24.2s, v31.s[1]
	fmls	v14.2s, v10.2s, v23.s[3]
	fmls	v18.4s, v31.4s, v22.s[0]
	fmls	v11.4s, v7.4s, v6.s[2]
	fmls	v29.4s, v0.4s, v16.s[2]
	fmls	v16.4s, v21.4s, v12.s[0]
	fmls	v14.2d, v10.2d, v19.2d
	fmls	v10.2d, v20.2d, v18.2d
	fmls	v26.2d, v5.2d, v20.2d
	fmls	v0.2d, v12.2d, v24.2d
	fmls	v17.2s, v31.2s, v14.2s
	fmls	v22.2s, v8.2s, v2.2s
	fmls	v6.2s, v30.2s, v22.2s
	fmls	v27.2s, v11.2s, v0.2s
	fmls	v18.4s, v16.4s, v1.4s
	fmls	v0.4s, v16.4s, v31.4s
	fmls	v20.4s, v29.4s, v4.4s
	fmls	v3.4s, v26.4s, v11.4s
	fmov	v23.d[1], x26
	fmov	v0.d[1], x17
	fmov	v6.d[1], x7
	fmov	v26.d[1], x3
	fmov	x9, d2
	fmov	x13, d13
	fmov	x10, d3
	fmov	x11, d29
	fmov	d2, #8.50000000
	fmov	d14, #2.87500000
	fmov	d3, #12.00000000
	fmov	d14, #-0.18750000
	fmov	d23, d2
	fmov	d17, d6
	fmov	d1, d20
	fmov	d16, d6
	fmov	w3, s12
	fmov	w10, s12
	fmov	wzr, s1
	fmov	w22, s17
	fmov	s18, #-0.96875000
	fmov	s18, #6.50000000
	fmov	s0, #-26.00000000
	fmov	s28, #-13.00000000
	fmov	s24, s1
	fmov	s16, s28
	fmov	s17, s25
	fmov	s23, s20
	fmov	s2, w1
	fmov	s6, w14
	fmov	s26, w8
	fmov	s11, w1
	fmov	x11, v19.d[1]
	fmov	x19, v25.d[1]
	fmov	x5, v5.d[1]
	fmov	x10, v11.d[1]
	fmov	d30, x30
	fmov	d9, x0
	fmov	d2, x16
	fmov	d6, x20
	fmov	v15.2d, #3.00000000
	fmov	v26.2d, #-7.75000000
	fmov	v10.2d, #-0.37500000
	fmov	v18.2d, #0.21875000
	fmov	v6.2s, #3.37500000
	fmov	v18.2s, #1.06250000
	fmov	v26.2s, #-0.16406250
	fmov	v19.2s, #-0.21875000
	fmov	v15.4s, #-0.59375000
	fmov	v4.4s, #1.81250000
	fmov	v6.4s, #0.24218750
	fmov	v21.4s, #-1.18750000
	fmsub	d11, d10, d8, d22
	fmsub	d31, d17, d13, d21
	fmsub	d1, d16, d4, d6
	fmsub	d15, d30, d19, d22
	fmsub	s24, s2, s3, s9
	fmsub	s24, s1, s13, s0
	fmsub	s6, s2, s6, s19
	fmsub	s15, s30, s26, s27
	fmul	d16, d2, d6
	fmul	d19, d7, d18
	fmul	d23, d29, d11
	fmul	d22, d5, d1
	fmul	s1, s13, s16
	fmul	s16, s2, s31
	fmul	s15, s20, s30
	fmul	s26, s4, s20
	fmulx	d24, d30, v13.d[0]
	fmulx	d11, d5, v6.d[0]
	fmulx	d1, d9, v28.d[0]
	fmulx	d18, d18, v9.d[0]
	fmulx	s16, s20, v13.s[1]
	fmulx	s15, s16, v29.s[1]
	fmulx	s7, s15, v17.s[0]
	fmulx	s3, s24, v4.s[3]
	fmulx	v3.2d, v18.2d, v23.d[0]
	fmulx	v27.2d, v2.2d, v19.d[0]
	fmulx	v23.2d, v18.2d, v26.d[0]
	fmulx	v12.2d, v11.2d, v11.d[1]
	fmulx	v0.2s, v3.2s, v16.s[2]
	fmulx	v24.2s, v26.2s, v15.s[2]
	fmulx	v20.2s, v28.2s, v29.s[1]
	fmulx	v17.2s, v13.2s, v1.s[3]
	fmulx	v12.4s, v19.4s, v28.s[0]
	fmulx	v5.4s, v30.4s, v5.s[1]
	fmulx	v1.4s, v23.4s, v18.s[2]
	fmulx	v25.4s, v24.4s, v1.s[2]
	fmulx	d3, d31, d28
	fmulx	d4, d7, d17
	fmulx	d21, d15, d6
	fmulx	d22, d12, d14
	fmulx	s4, s16, s15
	fmulx	s29, s7, s8
	fmulx	s22, s22, s27
	fmulx	s27, s5, s10
	fmulx	v13.2d, v11.2d, v23.2d
	fmulx	v9.2d, v5.2d, v15.2d
	fmulx	v21.2d, v0.2d, v27.2d
	fmulx	v1.2d, v9.2d, v17.2d
	fmulx	v21.2s, v21.2s, v18.2s
	fmulx	v3.2s, v5.2s, v19.2s
	fmulx	v24.2s, v31.2s, v31.2s
	fmulx	v18.2s, v27.2s, v29.2s
	fmulx	v24.4s, v2.4s, v5.4s
	fmulx	v27.4s, v0.4s, v16.4s
	fmulx	v7.4s, v18.4s, v17.4s
	fmulx	v25.4s, v26.4s, v18.4s
	fmul	d12, d24, v26.d[1]
	fmul	d5, d17, v2.d[0]
	fmul	d12, d18, v3.d[0]
	fmul	d2, d25, v19.d[1]
	fmul	s8, s4, v25.s[3]
	fmul	s31, s8, v4.s[2]
	fmul	s28, s2, v18.s[3]
	fmul	s3, s28, v9.s[0]
	fmul	v16.2d, v17.2d, v20.d[0]
	fmul	v2.2d, v23.2d, v3.d[0]
	fmul	v9.2d, v29.2d, v23.d[1]
	fmul	v21.2d, v12.2d, v23.d[1]
	fmul	v21.2s, v0.2s, v9.s[1]
	fmul	v7.2s, v31.2s, v24.s[3]
	fmul	v17.2s, v24.2s, v6.s[0]
	fmul	v27.2s, v6.2s, v19.s[1]
	fmul	v13.4s, v2.4s, v19.s[3]
	fmul	v13.4s, v27.4s, v28.s[3]
	fmul	v6.4s, v13.4s, v29.s[1]
	fmul	v3.4s, v15.4s, v13.s[3]
	fmul	v0.2d, v30.2d, v27.2d
	fmul	v19.2d, v13.2d, v2.2d
	fmul	v5.2d, v31.2d, v28.2d
	fmul	v30.2d, v7.2d, v13.2d
	fmul	v22.2s, v28.2s, v13.2s
	fmul	v4.2s, v0.2s, v22.2s
	fmul	v26.2s, v19.2s, v4.2s
	fmul	v10.2s, v21.2s, v7.2s
	fmul	v8.4s, v0.4s, v6.4s
	fmul	v12.4s, v8.4s, v31.4s
	fmul	v22.4s, v28.4s, v17.4s
	fmul	v2.4s, v24.4s, v15.4s
	fneg	d20, d9
	fneg	d1, d1
	fneg	d21, d18
	fneg	d31, d8
	fneg	s11, s19
	fneg	s15, s29
	fneg	s3, s0
	fneg	s1, s26
	fneg	v16.2d, v12.2d
	fneg	v15.2d, v24.2d
	fneg	v25.2d, v1.2d
	fneg	v25.2d, v4.2d
	fneg	v30.2s, v11.2s
	fneg	v0.2s, v27.2s
	fneg	v10.2s, v26.2s
	fneg	v19.2s, v30.2s
	fneg	v13.4s, v29.4s
	fneg	v30.4s, v25.4s
	fneg	v28.4s, v28.4s
	fneg	v19.4s, v25.4s
	fnmadd	d6, d13, d30, d1
	fnmadd	d22, d19, d14, d15
	fnmadd	d19, d27, d6, d20
	fnmadd	d16, d2, d25, d18
	fnmadd	s6, s22, s14, s10
	fnmadd	s19, s19, s18, s2
	fnmadd	s17, s11, s12, s28
	fnmadd	s17, s5, s19, s5
	fnmsub	d12, d27, d6, d6
	fnmsub	d18, d9, d3, d3
	fnmsub	d31, d9, d9, d12
	fnmsub	d27, d13, d3, d2
	fnmsub	s18, s5, s12, s8
	fnmsub	s10, s18, s13, s17
	fnmsub	s3, s6, s14, s24
	fnmsub	s18, s23, s7, s5
	fnmul	d29, d4, d19
	fnmul	d25, d6, d14
	fnmul	d12, d9, d8
	fnmul	d30, d3, d12
	fnmul	s8, s29, s23
	fnmul	s26, s10, s26
	fnmul	s25, s31, s11
	fnmul	s27, s22, s1
	frecpe	d9, d11
	frecpe	d2, d6
	frecpe	d0, d12
	frecpe	d18, d15
	frecpe	s17, s9
	frecpe	s0, s29
	frecpe	s29, s18
	frecpe	s4, s25
	frecpe	v26.2d, v29.2d
	frecpe	v28.2d, v9.2d
	frecpe	v8.2d, v4.2d
	frecpe	v12.2d, v25.2d
	frecpe	v12.2s, v7.2s
	frecpe	v10.2s, v11.2s
	frecpe	v12.2s, v19.2s
	frecpe	v4.2s, v23.2s
	frecpe	v9.4s, v5.4s
	frecpe	v8.4s, v26.4s
	frecpe	v29.4s, v20.4s
	frecpe	v11.4s, v15.4s
	frecps	d3, d15, d2
	frecps	d27, d20, d2
	frecps	d24, d3, d20
	frecps	d12, d22, d3
	frecps	s17, s23, s26
	frecps	s19, s29, s28
	frecps	s14, s3, s3
	frecps	s3, s27, s7
	frecps	v22.2d, v23.2d, v24.2d
	frecps	v15.2d, v15.2d, v31.2d
	frecps	v2.2d, v21.2d, v4.2d
	frecps	v26.2d, v18.2d, v20.2d
	frecps	v7.2s, v22.2s, v24.2s
	frecps	v10.2s, v12.2s, v15.2s
	frecps	v26.2s, v14.2s, v28.2s
	frecps	v8.2s, v8.2s, v12.2s
	frecps	v21.4s, v31.4s, v16.4s
	frecps	v3.4s, v19.4s, v12.4s
	frecps	v29.4s, v20.4s, v24.4s
	frecps	v20.4s, v2.4s, v25.4s
	frecpx	d14, d4
	frecpx	d7, d11
	frecpx	d12, d9
	frecpx	d10, d21
	frecpx	s9, s27
	frecpx	s11, s15
	frecpx	s2, s14
	frecpx	s23, s19
	frinta	d11, d28
	frinta	d2, d11
	frinta	d24, d0
	frinta	d10, d16
	frinta	s16, s3
	frinta	s21, s17
	frinta	s4, s8
	frinta	s1, s11
	frinta	v3.2d, v22.2d
	frinta	v8.2d, v20.2d
	frinta	v30.2d, v6.2d
	frinta	v15.2d, v12.2d
	frinta	v25.2s, v19.2s
	frinta	v15.2s, v7.2s
	frinta	v12.2s, v14.2s
	frinta	v15.2s, v26.2s
	frinta	v8.4s, v11.4s
	frinta	v20.4s, v26.4s
	frinta	v17.4s, v1.4s
	frinta	v21.4s, v8.4s
	frinti	d19, d19
	frinti	d1, d6
	frinti	d3, d13
	frinti	d15, d30
	frinti	s3, s14
	frinti	s21, s26
	frinti	s4, s9
	frinti	s26, s22
	frinti	v27.2d, v0.2d
	frinti	v5.2d, v30.2d
	frinti	v15.2d, v24.2d
	frinti	v13.2d, v10.2d
	frinti	v21.2s, v29.2s
	frinti	v13.2s, v0.2s
	frinti	v4.2s, v1.2s
	frinti	v1.2s, v31.2s
	frinti	v8.4s, v18.4s
	frinti	v6.4s, v19.4s
	frinti	v1.4s, v16.4s
	frinti	v26.4s, v29.4s
	frintm	d31, d7
	frintm	d9, d9
	frintm	d15, d0
	frintm	d30, d17
	frintm	s21, s16
	frintm	s24, s22
	frintm	s9, s23
	frintm	s22, s12
	frintm	v7.2d, v21.2d
	frintm	v16.2d, v27.2d
	frintm	v24.2d, v25.2d
	frintm	v11.2d, v26.2d
	frintm	v23.2s, v22.2s
	frintm	v16.2s, v20.2s
	frintm	v24.2s, v0.2s
	frintm	v29.2s, v12.2s
	frintm	v23.4s, v21.4s
	frintm	v22.4s, v28.4s
	frintm	v20.4s, v27.4s
	frintm	v1.4s, v3.4s
	frintn	d16, d16
	frintn	d1, d19
	frintn	d18, d31
	frintn	d9, d14
	frintn	s18, s18
	frintn	s23, s1
	frintn	s11, s26
	frintn	s17, s3
	frintn	v13.2d, v9.2d
	frintn	v9.2d, v19.2d
	frintn	v10.2d, v22.2d
	frintn	v17.2d, v23.2d
	frintn	v25.2s, v8.2s
	frintn	v31.2s, v1.2s
	frintn	v15.2s, v24.2s
	frintn	v4.2s, v8.2s
	frintn	v24.4s, v16.4s
	frintn	v2.4s, v23.4s
	frintn	v8.4s, v1.4s
	frintn	v11.4s, v26.4s
	frintp	d26, d30
	frintp	d6, d6
	frintp	d6, d22
	frintp	d18, d19
	frintp	s20, s21
	frintp	s0, s13
	frintp	s12, s16
	frintp	s21, s3
	frintp	v1.2d, v19.2d
	frintp	v1.2d, v3.2d
	frintp	v9.2d, v29.2d
	frintp	v28.2d, v0.2d
	frintp	v28.2s, v29.2s
	frintp	v14.2s, v21.2s
	frintp	v17.2s, v24.2s
	frintp	v8.2s, v31.2s
	frintp	v17.4s, v7.4s
	frintp	v20.4s, v10.4s
	frintp	v27.4s, v23.4s
	frintp	v3.4s, v27.4s
	frintx	d13, d26
	frintx	d2, d7
	frintx	d3, d31
	frintx	d9, d29
	frintx	s12, s22
	frintx	s28, s29
	frintx	s0, s23
	frintx	s30, s6
	frintx	v0.2d, v2.2d
	frintx	v14.2d, v2.2d
	frintx	v10.2d, v25.2d
	frintx	v8.2d, v3.2d
	frintx	v5.2s, v7.2s
	frintx	v7.2s, v26.2s
	frintx	v9.2s, v9.2s
	frintx	v11.2s, v27.2s
	frintx	v22.4s, v29.4s
	frintx	v1.4s, v7.4s
	frintx	v16.4s, v15.4s
	frintx	v9.4s, v6.4s
	frintz	d10, d28
	frintz	d15, d8
	frintz	d18, d11
	frintz	d28, d30
	frintz	s15, s30
	frintz	s14, s8
	frintz	s10, s9
	frintz	s0, s21
	frintz	v23.2d, v1.2d
	frintz	v5.2d, v6.2d
	frintz	v10.2d, v11.2d
	frintz	v3.2d, v28.2d
	frintz	v27.2s, v5.2s
	frintz	v26.2s, v3.2s
	frintz	v8.2s, v4.2s
	frintz	v28.2s, v4.2s
	frintz	v2.4s, v10.4s
	frintz	v19.4s, v31.4s
	frintz	v9.4s, v26.4s
	frintz	v5.4s, v5.4s
	frsqrte	d6, d6
	frsqrte	d2, d11
	frsqrte	d31, d10
	frsqrte	d10, d12
	frsqrte	s0, s18
	frsqrte	s10, s28
	frsqrte	s26, s12
	frsqrte	s24, s9
	frsqrte	v3.2d, v20.2d
	frsqrte	v9.2d, v4.2d
	frsqrte	v25.2d, v23.2d
	frsqrte	v0.2d, v17.2d
	frsqrte	v5.2s, v10.2s
	frsqrte	v23.2s, v21.2s
	frsqrte	v13.2s, v2.2s
	frsqrte	v6.2s, v10.2s
	frsqrte	v13.4s, v17.4s
	frsqrte	v12.4s, v31.4s
	frsqrte	v12.4s, v5.4s
	frsqrte	v15.4s, v0.4s
	frsqrts	d8, d7, d3
	frsqrts	d3, d22, d0
	frsqrts	d0, d28, d25
	frsqrts	d7, d17, d0
	frsqrts	s27, s26, s8
	frsqrts	s24, s11, s10
	frsqrts	s3, s9, s22
	frsqrts	s4, s22, s0
	frsqrts	v15.2d, v2.2d, v19.2d
	frsqrts	v19.2d, v5.2d, v24.2d
	frsqrts	v24.2d, v23.2d, v11.2d
	frsqrts	v0.2d, v6.2d, v4.2d
	frsqrts	v28.2s, v5.2s, v2.2s
	frsqrts	v23.2s, v23.2s, v31.2s
	frsqrts	v21.2s, v14.2s, v27.2s
	frsqrts	v18.2s, v0.2s, v12.2s
	frsqrts	v29.4s, v24.4s, v30.4s
	frsqrts	v13.4s, v17.4s, v12.4s
	frsqrts	v9.4s, v8.4s, v1.4s
	frsqrts	v28.4s, v6.4s, v30.4s
	fsqrt	d31, d12
	fsqrt	d25, d29
	fsqrt	d26, d30
	fsqrt	d27, d26
	fsqrt	s10, s8
	fsqrt	s6, s27
	fsqrt	s15, s9
	fsqrt	s14, s27
	fsqrt	v30.2d, v26.2d
	fsqrt	v30.2d, v11.2d
	fsqrt	v13.2d, v19.2d
	fsqrt	v25.2d, v11.2d
	fsqrt	v25.2s, v14.2s
	fsqrt	v27.2s, v14.2s
	fsqrt	v16.2s, v6.2s
	fsqrt	v28.2s, v8.2s
	fsqrt	v30.4s, v25.4s
	fsqrt	v31.4s, v3.4s
	fsqrt	v8.4s, v30.4s
	fsqrt	v6.4s, v26.4s
	fsub	d22, d3, d31
	fsub	d31, d12, d11
	fsub	d31, d18, d20
	fsub	d9, d13, d12
	fsub	s10, s12, s23
	fsub	s14, s4, s13
	fsub	s26, s4, s0
	fsub	s19, s25, s20
	fsub	v9.2d, v20.2d, v28.2d
	fsub	v28.2d, v22.2d, v26.2d
	fsub	v11.2d, v26.2d, v5.2d
	fsub	v21.2d, v31.2d, v29.2d
	fsub	v31.2s, v16.2s, v2.2s
	fsub	v28.2s, v18.2s, v21.2s
	fsub	v27.2s, v18.2s, v27.2s
	fsub	v1.2s, v0.2s, v3.2s
	fsub	v2.4s, v14.4s, v3.4s
	fsub	v24.4s, v2.4s, v14.4s
	fsub	v12.4s, v14.4s, v6.4s
	fsub	v30.4s, v6.4s, v28.4s
	hint	#71
	hint	#114
	hint	#12
	hint	#34
	hlt	#0x66e
	hlt	#0x7843
	hlt	#0
	hlt	#0xdcc3
	hvc	#0x1
	hvc	#0x103a
	hvc	#0xffff
	hvc	#0x2ea1
	mov	v20.b[6], w1
	mov	v2.b[9], w22
	mov	v23.b[3], w21
	mov	v5.b[1], w3
	mov	v12.b[0], v26.b[1]
	mov	v16.b[0], v15.b[12]
	mov	v18.b[7], v14.b[9]
	mov	v14.b[14], v29.b[1]
	mov	v8.d[1], x30
	mov	v19.d[0], x21
	mov	v22.d[0], x21
	mov	v31.d[0], x28
	mov	v18.d[1], v21.d[1]
	mov	v10.d[0], v1.d[0]
	mov	v29.d[0], v20.d[1]
	mov	v11.d[1], v14.d[0]
	mov	v2.h[6], w25
	mov	v5.h[1], w4
	mov	v17.h[7], w27
	mov	v23.h[4], w19
	mov	v22.h[4], v8.h[2]
	mov	v27.h[0], v31.h[5]
	mov	v1.h[1], v7.h[1]
	mov	v13.h[4], v31.h[7]
	mov	v18.s[3], w29
	mov	v24.s[3], w6
	mov	v13.s[1], w30
	mov	v14.s[0], w4
	mov	v6.s[1], v4.s[3]
	mov	v18.s[3], v24.s[0]
	mov	v9.s[0], v1.s[1]
	mov	v3.s[0], v21.s[3]
	isb	#6
	isb	#0
	isb
	isb	#0
	ld1	{ v3.16b, v4.16b, v5.16b, v6.16b }, [x10]
	ld1	{ v2.16b, v3.16b, v4.16b, v5.16b }, [x13]
	ld1	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x10]
	ld1	{ v15.16b, v16.16b, v17.16b, v18.16b }, [x11]
	ld1	{ v5.16b, v6.16b, v7.16b, v8.16b }, [x9], #64
	ld1	{ v30.16b, v31.16b, v0.16b, v1.16b }, [x2], x26
	ld1	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x5], x18
	ld1	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x17], x28
	ld1	{ v13.1d, v14.1d, v15.1d, v16.1d }, [x26]
	ld1	{ v26.1d, v27.1d, v28.1d, v29.1d }, [x23]
	ld1	{ v21.1d, v22.1d, v23.1d, v24.1d }, [x15]
	ld1	{ v6.1d, v7.1d, v8.1d, v9.1d }, [x10]
	ld1	{ v8.1d, v9.1d, v10.1d, v11.1d }, [x28], x12
	ld1	{ v1.1d, v2.1d, v3.1d, v4.1d }, [x15], x0
	ld1	{ v30.1d, v31.1d, v0.1d, v1.1d }, [x20], x6
	ld1	{ v20.1d, v21.1d, v22.1d, v23.1d }, [x5], x13
	ld1	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x2]
	ld1	{ v9.2d, v10.2d, v11.2d, v12.2d }, [x20]
	ld1	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x18]
	ld1	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x22]
	ld1	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x9], x5
	ld1	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x15], x25
	ld1	{ v27.2d, v28.2d, v29.2d, v30.2d }, [x22], x0
	ld1	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x24], x22
	ld1	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x26]
	ld1	{ v4.2s, v5.2s, v6.2s, v7.2s }, [x26]
	ld1	{ v10.2s, v11.2s, v12.2s, v13.2s }, [x16]
	ld1	{ v2.2s, v3.2s, v4.2s, v5.2s }, [x29]
	ld1	{ v12.2s, v13.2s, v14.2s, v15.2s }, [x22], x14
	ld1	{ v1.2s, v2.2s, v3.2s, v4.2s }, [x18], x27
	ld1	{ v12.2s, v13.2s, v14.2s, v15.2s }, [x5], x27
	ld1	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x29], #32
	ld1	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x21]
	ld1	{ v8.4h, v9.4h, v10.4h, v11.4h }, [x0]
	ld1	{ v5.4h, v6.4h, v7.4h, v8.4h }, [x19]
	ld1	{ v6.4h, v7.4h, v8.4h, v9.4h }, [x25]
	ld1	{ v25.4h, v26.4h, v27.4h, v28.4h }, [x13], x16
	ld1	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x8], x1
	ld1	{ v13.4h, v14.4h, v15.4h, v16.4h }, [x19], #32
	ld1	{ v14.4h, v15.4h, v16.4h, v17.4h }, [x18], x26
	ld1	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x30]
	ld1	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x15]
	ld1	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x12]
	ld1	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x14]
	ld1	{ v8.4s, v9.4s, v10.4s, v11.4s }, [x5], x28
	ld1	{ v25.4s, v26.4s, v27.4s, v28.4s }, [x13], x11
	ld1	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x2], x23
	ld1	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x8], x22
	ld1	{ v15.8b, v16.8b, v17.8b, v18.8b }, [x0]
	ld1	{ v8.8b, v9.8b, v10.8b, v11.8b }, [x11]
	ld1	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x1]
	ld1	{ v2.8b, v3.8b, v4.8b, v5.8b }, [x10]
	ld1	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x17], x3
	ld1	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x18], x23
	ld1	{ v27.8b, v28.8b, v29.8b, v30.8b }, [x8], x20
	ld1	{ v5.8b, v6.8b, v7.8b, v8.8b }, [x26], x22
	ld1	{ v24.8h, v25.8h, v26.8h, v27.8h }, [x22]
	ld1	{ v14.8h, v15.8h, v16.8h, v17.8h }, [x16]
	ld1	{ v10.8h, v11.8h, v12.8h, v13.8h }, [x24]
	ld1	{ v9.8h, v10.8h, v11.8h, v12.8h }, [x13]
	ld1	{ v24.8h, v25.8h, v26.8h, v27.8h }, [x5], x1
	ld1	{ v31.8h, v0.8h, v1.8h, v2.8h }, [sp], x27
	ld1	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x4], x14
	ld1	{ v23.8h, v24.8h, v25.8h, v26.8h }, [x28], x2
	ld1	{ v10.16b }, [x19]
	ld1	{ v22.16b }, [x9]
	ld1	{ v4.16b }, [x29]
	ld1	{ v16.16b }, [x6]
	ld1	{ v5.16b }, [x17], #16
	ld1	{ v3.16b }, [x29], x7
	ld1	{ v20.16b }, [x14], x10
	ld1	{ v7.16b }, [x0], x3
	ld1	{ v5.1d }, [x0]
	ld1	{ v30.1d }, [x29]
	ld1	{ v27.1d }, [x21]
	ld1	{ v7.1d }, [x18]
	ld1	{ v23.1d }, [x19], x21
	ld1	{ v16.1d }, [x20], x29
	ld1	{ v30.1d }, [x21], x4
	ld1	{ v30.1d }, [x28], x13
	ld1	{ v18.2d }, [x4]
	ld1	{ v31.2d }, [x24]
	ld1	{ v22.2d }, [x15]
	ld1	{ v13.2d }, [x4]
	ld1	{ v23.2d }, [x10], x13
	ld1	{ v28.2d }, [x29], x10
	ld1	{ v20.2d }, [x7], x6
	ld1	{ v13.2d }, [x23], x30
	ld1	{ v15.2s }, [x1]
	ld1	{ v23.2s }, [x17]
	ld1	{ v13.2s }, [x2]
	ld1	{ v23.2s }, [x16]
	ld1	{ v3.2s }, [x18], x23
	ld1	{ v8.2s }, [x0], x18
	ld1	{ v11.2s }, [x11], x30
	ld1	{ v3.2s }, [x8], x18
	ld1	{ v28.4h }, [x26]
	ld1	{ v15.4h }, [x21]
	ld1	{ v3.4h }, [x29]
	ld1	{ v19.4h }, [x20]
	ld1	{ v0.4h }, [x23], x10
	ld1	{ v20.4h }, [x26], x3
	ld1	{ v15.4h }, [x6], x12
	ld1	{ v1.4h }, [x24], x11
	ld1	{ v24.4s }, [x0]
	ld1	{ v16.4s }, [x5]
	ld1	{ v4.4s }, [x30]
	ld1	{ v25.4s }, [x10]
	ld1	{ v1.4s }, [x3], x23
	ld1	{ v28.4s }, [x2], x28
	ld1	{ v31.4s }, [x4], x9
	ld1	{ v28.4s }, [x29], x5
	ld1	{ v12.8b }, [x4]
	ld1	{ v17.8b }, [x24]
	ld1	{ v17.8b }, [x9]
	ld1	{ v8.8b }, [x22]
	ld1	{ v3.8b }, [x7], x25
	ld1	{ v31.8b }, [x23], x26
	ld1	{ v12.8b }, [x11], x24
	ld1	{ v30.8b }, [x20], x15
	ld1	{ v4.8h }, [x25]
	ld1	{ v6.8h }, [x17]
	ld1	{ v14.8h }, [x22]
	ld1	{ v25.8h }, [x11]
	ld1	{ v16.8h }, [x30], x19
	ld1	{ v2.8h }, [x23], x6
	ld1	{ v20.8h }, [sp], x0
	ld1	{ v0.8h }, [x8], x16
	ld1r	{ v26.16b }, [x0]
	ld1r	{ v19.16b }, [x24]
	ld1r	{ v22.16b }, [x21]
	ld1r	{ v21.16b }, [x11]
	ld1r	{ v6.16b }, [sp], x4
	ld1r	{ v23.16b }, [x23], x23
	ld1r	{ v18.16b }, [x6], x5
	ld1r	{ v31.16b }, [x16], x8
	ld1r	{ v2.1d }, [x0]
	ld1r	{ v14.1d }, [x21]
	ld1r	{ v13.1d }, [x6]
	ld1r	{ v22.1d }, [x6]
	ld1r	{ v12.1d }, [x16], x16
	ld1r	{ v6.1d }, [x8], x19
	ld1r	{ v24.1d }, [x12], x30
	ld1r	{ v3.1d }, [x10], x10
	ld1r	{ v21.2d }, [x27]
	ld1r	{ v3.2d }, [x9]
	ld1r	{ v15.2d }, [x11]
	ld1r	{ v5.2d }, [x3]
	ld1r	{ v3.2d }, [x10], x23
	ld1r	{ v14.2d }, [x11], x7
	ld1r	{ v7.2d }, [x28], x24
	ld1r	{ v26.2d }, [x18], x26
	ld1r	{ v26.2s }, [x4]
	ld1r	{ v6.2s }, [x17]
	ld1r	{ v3.2s }, [x24]
	ld1r	{ v11.2s }, [x5]
	ld1r	{ v7.2s }, [x3], x9
	ld1r	{ v17.2s }, [x26], #4
	ld1r	{ v21.2s }, [x17], x17
	ld1r	{ v20.2s }, [x7], x18
	ld1r	{ v29.4h }, [x28]
	ld1r	{ v23.4h }, [x2]
	ld1r	{ v12.4h }, [x12]
	ld1r	{ v17.4h }, [x23]
	ld1r	{ v4.4h }, [x29], x5
	ld1r	{ v8.4h }, [x30], x0
	ld1r	{ v7.4h }, [x22], x14
	ld1r	{ v26.4h }, [x19], x29
	ld1r	{ v5.4s }, [x8]
	ld1r	{ v12.4s }, [x26]
	ld1r	{ v30.4s }, [x17]
	ld1r	{ v18.4s }, [x29]
	ld1r	{ v1.4s }, [x7], x9
	ld1r	{ v13.4s }, [x30], x18
	ld1r	{ v31.4s }, [x27], x5
	ld1r	{ v16.4s }, [x19], x12
	ld1r	{ v27.8b }, [x8]
	ld1r	{ v12.8b }, [x1]
	ld1r	{ v4.8b }, [x23]
	ld1r	{ v14.8b }, [x6]
	ld1r	{ v9.8b }, [x30], x2
	ld1r	{ v10.8b }, [x17], x8
	ld1r	{ v23.8b }, [x30], x18
	ld1r	{ v21.8b }, [x14], x12
	ld1r	{ v10.8h }, [x15]
	ld1r	{ v22.8h }, [x30]
	ld1r	{ v15.8h }, [x8]
	ld1r	{ v7.8h }, [x17]
	ld1r	{ v5.8h }, [x20], x9
	ld1r	{ v16.8h }, [x9], x4
	ld1r	{ v19.8h }, [x8], x22
	ld1r	{ v31.8h }, [x7], #2
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
	ldar	w29, [x24]
	ldar	w28, [x24]
	ldar	w16, [x22]
	ldar	w26, [x12]
	ldar	x26, [x13]
	ldar	x29, [x19]
	ldar	x28, [x12]
	ldar	x7, [x26]
	ldarb	w13, [x27]
	ldarb	w28, [x9]
	ldarb	w7, [x23]
	ldarb	w11, [sp]
	ldarh	w10, [x22]
	ldarh	w7, [x24]
	ldarh	w4, [x0]
	ldarh	w10, [x13]
	ldaxp	w6, w10, [x17]
	ldaxp	w7, w25, [x1]
	ldaxp	w13, w28, [x30]
	ldaxp	w15, w23, [x12]
	ldaxp	x1, x16, [x9]
	ldaxp	x19, x20, [x0]
	ldaxp	x23, x13, [x0]
	ldaxp	x12, x22, [x21]
	ldaxr	wzr, [sp]
	ldaxr	w12, [x2]
	ldaxr	w0, [x15]
	ldaxr	w24, [x20]
	ldaxr	x17, [x8]
	ldaxr	x30, [x6]
	ldaxr	x29, [x2]
	ldaxr	x29, [x2]
	ldaxrb	w24, [x16]
	ldaxrb	w14, [x6]
	ldaxrb	w4, [x20]
	ldaxrb	w27, [x24]
	ldaxrh	w7, [x14]
	ldaxrh	w12, [x20]
	ldaxrh	w23, [x23]
	ldaxrh	w28, [x18]
	ldnp	d20, d2, [x23, #-200]
	ldnp	d7, d7, [x21, #-168]
	ldnp	d14, d23, [x23]
	ldnp	d27, d0, [x30, #-8]
	ldnp	q3, q14, [x16, #-16]
	ldnp	q16, q25, [x22]
	ldnp	q19, q17, [x17, #432]
	ldnp	q27, q31, [x21]
	ldnp	s29, s13, [x15]
	ldnp	s26, s9, [x17]
	ldnp	s9, s22, [x19, #-208]
	ldnp	s21, s15, [x18, #-28]
	ldnp	w15, w26, [x12, #-16]
	ldnp	w3, w24, [x20]
	ldnp	w27, w27, [x0, #-168]
	ldnp	w7, w6, [x13, #-196]
	ldnp	x3, x4, [x27, #360]
	ldnp	x13, x11, [x17, #80]
	ldnp	x18, x3, [x7]
	ldnp	x29, x7, [x20, #400]
	ldp	d23, d7, [x11, #-128]
	ldp	d14, d0, [x30, #200]
	ldp	d27, d20, [x10, #296]
	ldp	d31, d0, [x27, #-352]
	ldp	d13, d17, [x23], #-48
	ldp	d22, d13, [x5], #312
	ldp	d29, d25, [x9], #-280
	ldp	d8, d26, [x22], #-296
	ldp	d18, d19, [x21, #-24]!
	ldp	d16, d4, [x7, #-88]!
	ldp	d4, d19, [x13, #352]!
	ldp	d26, d10, [x3, #-480]!
	ldp	q2, q27, [x23, #688]
	ldp	q26, q20, [x5, #1008]
	ldp	q24, q30, [x21, #-496]
	ldp	q11, q12, [x0]
	ldp	q27, q0, [x30], #0
	ldp	q16, q24, [x10], #288
	ldp	q26, q12, [x22], #-256
	ldp	q20, q0, [x13], #752
	ldp	q1, q13, [x17, #-528]!
	ldp	q24, q15, [x12, #-592]!
	ldp	q7, q24, [x28, #96]!
	ldp	q3, q20, [x24, #-736]!
	ldpsw	x19, xzr, [x13, #-240]
	ldpsw	x26, x8, [x0, #-112]
	ldpsw	x29, x13, [x19]
	ldpsw	x17, x10, [x2, #-92]
	ldpsw	x29, x5, [x12], #136
	ldpsw	x7, x10, [x29], #-252
	ldpsw	x21, x23, [x4], #44
	ldpsw	x5, x16, [x18], #-108
	ldpsw	x24, xzr, [x9, #240]!
	ldpsw	x18, x3, [x0, #-12]!
	ldpsw	x25, x3, [x14, #40]!
	ldpsw	x8, x0, [x27, #-28]!
	ldp	s6, s24, [x21, #-144]
	ldp	s16, s25, [x22]
	ldp	s23, s5, [x4, #132]
	ldp	s8, s29, [x26, #100]
	ldp	s29, s13, [x0], #60
	ldp	s22, s8, [x2], #12
	ldp	s23, s21, [x12], #-136
	ldp	s3, s6, [x4], #8
	ldp	s10, s15, [x0, #-256]!
	ldp	s12, s17, [x18, #-20]!
	ldp	s25, s5, [x0, #48]!
	ldp	s0, s27, [x7, #-192]!
	ldp	w30, w27, [x25, #-132]
	ldp	w27, w22, [x16, #-224]
	ldp	w2, w10, [x0, #-136]
	ldp	w20, w2, [x5, #132]
	ldp	w11, w10, [x6], #200
	ldp	w3, w16, [x13], #-168
	ldp	w24, w14, [x27], #252
	ldp	w1, w18, [x23], #16
	ldp	w29, w21, [x30, #-160]!
	ldp	w1, w29, [sp, #-184]!
	ldp	w19, w0, [x26, #0]!
	ldp	w14, w27, [x26, #-256]!
	ldp	x7, x20, [x15]
	ldp	x14, x18, [x25, #336]
	ldp	x23, x28, [x30, #272]
	ldp	xzr, x26, [x23, #-448]
	ldp	x28, x0, [x3], #344
	ldp	x1, x12, [x22], #-488
	ldp	x22, x29, [x20], #-224
	ldp	x10, x18, [x16], #-120
	ldp	x15, x17, [x2, #-288]!
	ldp	x20, x18, [x24, #-136]!
	ldp	x5, x25, [x1, #504]!
	ldp	x10, x17, [x4, #-304]!
	ldur	b2, [x18, #-17]
	ldur	b3, [x20, #16]
	ldur	b24, [x12, #-199]
	ldur	b18, [sp, #217]
	ldr	b13, [x21], #88
	ldr	b29, [x17], #255
	ldr	b26, [x30], #-135
	ldr	b25, [sp], #86
	ldr	b27, [sp, #168]!
	ldr	b17, [x3, #-35]!
	ldr	b29, [x18, #149]!
	ldr	b21, [x11, #238]!
	ldr	b10, [x7, w3, uxtw #0]
	ldr	b24, [x6, w15, uxtw #0]
	ldr	b11, [x29, w2, uxtw]
	ldr	b27, [x26, w8, uxtw]
	ldr	b1, [x24, x9]
	ldr	b11, [x20, x25, sxtx]
	ldr	b31, [x4, x19]
	ldr	b28, [x19, x0, lsl #0]
	ldr	b23, [x3, #1632]
	ldr	b1, [x13, #3462]
	ldr	b26, [x3]
	ldr	b1, [x24]
	ldurb	w29, [x26]
	ldurb	w26, [x17, #-193]
	ldurb	w26, [x16, #-224]
	ldurb	w27, [x2, #151]
	ldrb	w14, [x22], #-244
	ldrb	w4, [x22], #113
	ldrb	w29, [x27], #156
	ldrb	w17, [x10], #-38
	ldrb	w4, [x8, #93]!
	ldrb	w0, [x4, #-170]!
	ldrb	w2, [x10, #193]!
	ldrb	w7, [x18, #-256]!
	ldrb	w15, [x28, w18, uxtw]
	ldrb	w15, [x11, w26, uxtw #0]
	ldrb	w17, [x5, w1, sxtw #0]
	ldrb	w12, [x28, w1, uxtw #0]
	ldrb	w13, [x23, x19, sxtx #0]
	ldrb	w23, [x2, x6, sxtx #0]
	ldrb	w23, [x5, x27, sxtx #0]
	ldrb	w9, [x2, x30, lsl #0]
	ldrb	w17, [x28]
	ldrb	w1, [x15, #285]
	ldrb	w1, [x12]
	ldrb	w8, [x15]
	ldur	d8, [x18, #-180]
	ldur	d29, [x0, #-246]
	ldur	d12, [x29, #-138]
	ldur	d9, [x23]
	ldr	d3, [x20], #-90
	ldr	d25, [x19], #120
	ldr	d13, [x25], #-256
	ldr	d10, [sp], #-164
	ldr	d12, [x12, #242]!
	ldr	d11, [x27, #-208]!
	ldr	d22, [x23, #-8]!
	ldr	d11, [x6, #250]!
	ldr	d9, [sp, w6, sxtw]
	ldr	d16, [x1, w2, sxtw #3]
	ldr	d5, [x17, w21, uxtw #3]
	ldr	d12, [x4, w12, uxtw]
	ldr	d21, [x20, x4]
	ldr	d11, [x19, x20]
	ldr	d27, [x23, x2]
	ldr	d13, [x8, x6, sxtx]
	ldr	d28, [x8]
	ldr	d31, [x7, #21320]
	ldr	d17, [x27]
	ldr	d16, [x16]
	ldr	d18, #766468
	ldr	d4, #-695544
	ldr	d29, #-989820
	ldr	d24, #-303648
	ldur	h16, [x10]
	ldur	h31, [x20]
	ldur	h7, [x21, #225]
	ldur	h20, [x17]
	ldr	h8, [x30], #-252
	ldr	h26, [x23], #1
	ldr	h29, [x12], #203
	ldr	h25, [x21], #-171
	ldr	h21, [x2, #-185]!
	ldr	h23, [x25, #255]!
	ldr	h5, [x21, #-210]!
	ldr	h6, [x21, #17]!
	ldr	h21, [x23, w9, uxtw]
	ldr	h1, [x10, w9, uxtw #1]
	ldr	h3, [x13, w21, uxtw]
	ldr	h23, [x11, wzr, sxtw #1]
	ldr	h0, [x19, x5, sxtx #1]
	ldr	h3, [x12, x16, sxtx]
	ldr	h3, [x19, x27, sxtx #1]
	ldr	h9, [x16, x0, sxtx #1]
	ldr	h5, [x19]
	ldr	h15, [x23, #6220]
	ldr	h21, [x29, #1442]
	ldr	h17, [x2, #746]
	ldurh	w1, [sp, #179]
	ldurh	w11, [x4, #220]
	ldurh	w24, [x18]
	ldurh	w24, [x16, #4]
	ldrh	w19, [x18], #-93
	ldrh	w15, [x5], #-1
	ldrh	w2, [x21], #-110
	ldrh	w25, [x2], #-146
	ldrh	w4, [x19, #45]!
	ldrh	w12, [x8, #171]!
	ldrh	wzr, [x28, #8]!
	ldrh	w19, [x25, #11]!
	ldrh	wzr, [x14, w27, sxtw #1]
	ldrh	w1, [sp, w29, sxtw]
	ldrh	w25, [x24, w20, sxtw]
	ldrh	w9, [x4, w22, sxtw]
	ldrh	w18, [x16, xzr, sxtx]
	ldrh	w30, [sp, x22, lsl #1]
	ldrh	w16, [x17, x29, sxtx #1]
	ldrh	w25, [x19, x11, sxtx #1]
	ldrh	w1, [x3, #7790]
	ldrh	w24, [x25]
	ldrh	w24, [x18, #508]
	ldrh	w4, [x15, #1988]
	ldur	q19, [x14]
	ldur	q24, [x16, #-1]
	ldur	q2, [x0]
	ldur	q9, [x13, #-210]
	ldr	q11, [x28], #206
	ldr	q15, [x16], #-253
	ldr	q28, [x24], #-239
	ldr	q4, [x28], #147
	ldr	q28, [x5, #1]!
	ldr	q16, [x5, #156]!
	ldr	q21, [x1, #235]!
	ldr	q15, [x30, #185]!
	ldr	q3, [x22, w5, uxtw #4]
	ldr	q1, [x20, w26, uxtw #4]
	ldr	q22, [x1, w27, sxtw #4]
	ldr	q8, [x18, w13, sxtw]
	ldr	q25, [x5, x27]
	ldr	q7, [x2, x8]
	ldr	q5, [x3, x21]
	ldr	q17, [x19, x24]
	ldr	q26, [sp]
	ldr	q2, [x21]
	ldr	q10, [x27, #39760]
	ldr	q23, [x17, #58912]
	ldr	q21, #1014720
	ldr	q24, #1048572
	ldr	q27, #-333464
	ldr	q13, #0
	ldursb	w21, [sp, #1]
	ldursb	w12, [x5, #128]
	ldursb	w18, [x19, #246]
	ldursb	w0, [x2, #-6]
	ldrsb	w11, [x9], #41
	ldrsb	w23, [x0], #193
	ldrsb	w22, [x1], #84
	ldrsb	w2, [x29], #1
	ldrsb	w19, [x26, #-70]!
	ldrsb	w4, [x14, #-235]!
	ldrsb	w14, [x7, #-229]!
	ldrsb	w10, [x25, #-16]!
	ldrsb	w4, [x21, wzr, uxtw]
	ldrsb	w20, [x14, w4, sxtw #0]
	ldrsb	w0, [x11, wzr, sxtw #0]
	ldrsb	w7, [x29, w2, uxtw]
	ldrsb	w4, [x27, x12, sxtx]
	ldrsb	w14, [sp, x4, sxtx]
	ldrsb	w24, [x23, x0, sxtx #0]
	ldrsb	w23, [x19, x20, sxtx #0]
	ldrsb	w18, [x2, #3418]
	ldrsb	w26, [x25]
	ldrsb	w24, [x10, #1760]
	ldrsb	w15, [x19]
	ldursb	x7, [x10, #93]
	ldursb	x19, [x27]
	ldursb	x12, [x26, #233]
	ldursb	x6, [x0, #-224]
	ldrsb	x22, [x17], #-225
	ldrsb	x14, [x5], #-96
	ldrsb	x14, [x9], #-156
	ldrsb	x2, [x3], #169
	ldrsb	x14, [x16, #-6]!
	ldrsb	x0, [x17, #1]!
	ldrsb	x17, [x4, #0]!
	ldrsb	x3, [x14, #-256]!
	ldrsb	x26, [x5, w11, uxtw #0]
	ldrsb	x14, [x25, w10, uxtw]
	ldrsb	x29, [x12, w27, uxtw]
	ldrsb	x18, [x3, wzr, sxtw #0]
	ldrsb	x27, [x17, x9, lsl #0]
	ldrsb	x7, [x14, x21, sxtx]
	ldrsb	x30, [x13, x30, lsl #0]
	ldrsb	x7, [x13, x5, sxtx #0]
	ldrsb	x29, [x12, #62]
	ldrsb	x23, [x7, #3585]
	ldrsb	x3, [x7, #4095]
	ldrsb	x15, [x28]
	ldursh	w26, [x19, #1]
	ldursh	w6, [x0, #-196]
	ldursh	w14, [x19, #106]
	ldursh	w14, [x16]
	ldrsh	wzr, [x10], #1
	ldrsh	wzr, [x16], #70
	ldrsh	w13, [x17], #-48
	ldrsh	w8, [x26], #0
	ldrsh	w22, [x18, #-32]!
	ldrsh	w30, [x10, #-127]!
	ldrsh	w16, [x21, #251]!
	ldrsh	w22, [x0, #255]!
	ldrsh	wzr, [x27, w25, uxtw #1]
	ldrsh	w21, [x1, w27, sxtw #1]
	ldrsh	w0, [x21, w4, uxtw]
	ldrsh	w14, [x5, w3, uxtw #1]
	ldrsh	w8, [x30, x0, sxtx]
	ldrsh	w8, [x28, x24, sxtx]
	ldrsh	w21, [x3, x24, sxtx]
	ldrsh	w3, [x29, x0, sxtx #1]
	ldrsh	w24, [x21]
	ldrsh	w5, [x7, #3658]
	ldrsh	w8, [x8, #3682]
	ldrsh	w28, [x21, #8190]
	ldursh	x18, [x12]
	ldursh	x17, [x2, #254]
	ldursh	x23, [x28, #-15]
	ldursh	x3, [x7, #252]
	ldrsh	x29, [sp], #-155
	ldrsh	x29, [x25], #107
	ldrsh	x22, [x26], #-136
	ldrsh	x19, [x1], #-130
	ldrsh	x14, [x20, #-118]!
	ldrsh	x10, [x9, #4]!
	ldrsh	x10, [x3, #-102]!
	ldrsh	x5, [x15, #-191]!
	ldrsh	x26, [x20, w3, uxtw]
	ldrsh	x8, [x8, w26, sxtw #1]
	ldrsh	x12, [x14, w29, uxtw #1]
	ldrsh	x3, [x15, w5, sxtw #1]
	ldrsh	x23, [x19, x30, sxtx #1]
	ldrsh	x23, [x22, x2]
	ldrsh	x27, [x9, x16, sxtx]
	ldrsh	x12, [x21, x21]
	ldrsh	x0, [x11, #2236]
	ldrsh	x16, [x13, #8190]
	ldrsh	x5, [x29, #8190]
	ldrsh	x30, [x7]
	ldursw	x15, [x4, #-92]
	ldursw	x21, [x10, #8]
	ldursw	x3, [x29]
	ldursw	x10, [x3, #-256]
	ldrsw	x30, #-498320
	ldrsw	x9, #-172808
	ldrsw	x7, #-610628
	ldrsw	x28, #493300
	ldrsw	x3, [x2], #99
	ldrsw	x10, [sp], #255
	ldrsw	x2, [x7], #212
	ldrsw	x11, [x23], #217
	ldrsw	x28, [x3, #1]!
	ldrsw	x29, [x30, #-256]!
	ldrsw	x27, [x11, #-73]!
	ldrsw	x23, [x13, #2]!
	ldrsw	x6, [x28, w11, uxtw]
	ldrsw	x3, [x30, w20, uxtw #2]
	ldrsw	xzr, [x8, w2, sxtw #2]
	ldrsw	x25, [x29, w24, uxtw #2]
	ldrsw	x6, [x6, x27]
	ldrsw	x0, [x14, x23, lsl #2]
	ldrsw	x6, [x9, x11, sxtx #2]
	ldrsw	x25, [x14, x7, sxtx #2]
	ldrsw	x23, [x22, #11968]
	ldrsw	x16, [x20]
	ldrsw	x3, [x4, #3812]
	ldrsw	x9, [x6, #12460]
	ldur	s19, [x12, #-68]
	ldur	s18, [x3, #5]
	ldur	s25, [x6]
	ldur	s6, [x27, #103]
	ldr	s0, [x6], #1
	ldr	s22, [x0], #254
	ldr	s26, [x7], #-65
	ldr	s3, [x2], #196
	ldr	s24, [x30, #0]!
	ldr	s23, [sp, #248]!
	ldr	s12, [x0, #0]!
	ldr	s29, [x18, #-131]!
	ldr	s19, [x28, w2, uxtw #2]
	ldr	s19, [x22, w28, sxtw #2]
	ldr	s6, [x21, w30, sxtw]
	ldr	s12, [x10, w12, sxtw]
	ldr	s17, [x18, x28, sxtx #2]
	ldr	s3, [x30, x25, sxtx]
	ldr	s2, [x11, x21, sxtx]
	ldr	s27, [x20, x26]
	ldr	s21, [x29, #16380]
	ldr	s16, [x0]
	ldr	s4, [x10]
	ldr	s28, [x2]
	ldr	s1, #53040
	ldr	s11, #489336
	ldr	s20, #-1048576
	ldr	s19, #19756
	ldur	w24, [x7, #-185]
	ldur	w8, [x20]
	ldur	w21, [x10]
	ldur	w7, [x11]
	ldr	w6, #-1048576
	ldr	w4, #560204
	ldr	w15, #-632556
	ldr	w16, #0
	ldr	w2, [x16], #0
	ldr	w1, [x12], #206
	ldr	w29, [sp], #-151
	ldr	w3, [x9], #-186
	ldr	w12, [x13, #-82]!
	ldr	w27, [x9, #-169]!
	ldr	w27, [sp, #-141]!
	ldr	w9, [x3, #-145]!
	ldr	w17, [x7, w12, sxtw #2]
	ldr	w14, [x10, w19, sxtw #2]
	ldr	w1, [x19, w26, sxtw]
	ldr	w6, [x14, w1, uxtw #2]
	ldr	w29, [x22, x21]
	ldr	w8, [x24, x27, lsl #2]
	ldr	w24, [x14, x30, sxtx]
	ldr	w10, [x5, x20, sxtx]
	ldr	w30, [sp]
	ldr	w16, [x2, #12996]
	ldr	w24, [x8, #8744]
	ldr	w0, [x1, #5172]
	ldur	x27, [x21]
	ldur	x22, [x25, #99]
	ldur	x26, [x22]
	ldur	x15, [x4, #-187]
	ldr	x24, #416260
	ldr	x30, #-439864
	ldr	x19, #-61176
	ldr	x29, #237176
	ldr	x25, [x3], #0
	ldr	x27, [x23], #-256
	ldr	xzr, [x24], #-1
	ldr	x23, [x11], #0
	ldr	x16, [x2, #-54]!
	ldr	x26, [x30, #255]!
	ldr	x8, [x15, #-236]!
	ldr	x15, [x6, #154]!
	ldr	x3, [x4, w6, sxtw]
	ldr	x11, [x28, w7, sxtw #3]
	ldr	x7, [x21, w10, uxtw #3]
	ldr	x4, [x10, w22, uxtw #3]
	ldr	x0, [x30, x14, sxtx #3]
	ldr	x28, [x12, x5]
	ldr	x30, [x18, x14, sxtx #3]
	ldr	x13, [x7, x12]
	ldr	x27, [x16]
	ldr	x6, [x13]
	ldr	x19, [x16, #20648]
	ldr	x26, [x4]
	ldtrb	w3, [x13, #-138]
	ldtrb	w9, [x6, #255]
	ldtrb	w5, [x3, #196]
	ldtrb	w9, [x18, #138]
	ldtrh	w13, [x20]
	ldtrh	w2, [x5]
	ldtrh	w8, [x13]
	ldtrh	w29, [x3, #194]
	ldtrsb	w23, [x10, #235]
	ldtrsb	w23, [x4]
	ldtrsb	w2, [x11, #-144]
	ldtrsb	w8, [x4, #145]
	ldtrsb	x11, [x13]
	ldtrsb	x26, [x27, #-182]
	ldtrsb	x26, [x29]
	ldtrsb	x16, [x21, #193]
	ldtrsh	w24, [x11]
	ldtrsh	w9, [x1]
	ldtrsh	w12, [x16, #41]
	ldtrsh	w10, [x6]
	ldtrsh	x15, [x15, #101]
	ldtrsh	x5, [x12, #1]
	ldtrsh	x24, [x4, #-194]
	ldtrsh	x1, [x22, #127]
	ldtrsw	x22, [x2, #-87]
	ldtrsw	x8, [x5, #74]
	ldtrsw	x15, [x0, #-160]
	ldtrsw	x23, [x10, #1]
	ldtr	w6, [x1]
	ldtr	w4, [x0, #202]
	ldtr	w24, [x14, #235]
	ldtr	w14, [x1]
	ldtr	x2, [x3]
	ldtr	x20, [x11, #88]
	ldtr	x15, [x8]
	ldtr	x22, [x12]
	ldxp	w11, w9, [x26]
	ldxp	w3, w19, [x11]
	ldxp	w0, w26, [x4]
	ldxp	w3, w22, [x9]
	ldxp	x13, x6, [x30]
	ldxp	x0, x25, [x0]
	ldxp	x27, x29, [x22]
	ldxp	x16, x22, [x28]
	ldxr	w20, [x3]
	ldxr	w18, [x12]
	ldxr	w18, [sp]
	ldxr	wzr, [x27]
	ldxr	xzr, [x28]
	ldxr	x17, [x25]
	ldxr	x26, [x30]
	ldxr	x22, [x1]
	ldxrb	w24, [x24]
	ldxrb	w25, [x22]
	ldxrb	wzr, [x30]
	ldxrb	w0, [x8]
	ldxrh	w26, [x4]
	ldxrh	w3, [x15]
	ldxrh	wzr, [x30]
	ldxrh	w13, [x10]
	lsl	w9, w2, w29
	lsl	w1, w17, wzr
	lsl	w27, w22, wzr
	lsl	w6, w24, w27
	lsl	xzr, x27, x20
	lsl	xzr, x8, x14
	lsl	x27, x1, x24
	lsl	x15, x4, x16
	lsr	w10, w20, w20
	lsr	w30, w15, w22
	lsr	w30, w1, w27
	lsr	w12, w18, w11
	lsr	x18, x3, x25
	lsr	x16, x9, x19
	lsr	x2, x11, x29
	lsr	x22, x19, x10
	mul	w4, w21, w25
	mul	w6, w14, w22
	mul	w16, w8, w24
	madd	w12, w13, w10, w14
	madd	x20, x5, x5, x0
	madd	x26, x23, x1, x24
	madd	x0, x0, x21, x1
	madd	x18, x30, x1, x2
	mla	v3.2s, v12.2s, v22.s[0]
	mla	v26.2s, v12.2s, v25.s[0]
	mla	v17.2s, v31.2s, v4.s[0]
	mla	v8.2s, v14.2s, v2.s[0]
	mla	v13.4h, v4.4h, v6.h[6]
	mla	v23.4h, v6.4h, v13.h[7]
	mla	v24.4h, v18.4h, v0.h[0]
	mla	v8.4h, v5.4h, v7.h[2]
	mla	v4.4s, v17.4s, v11.s[0]
	mla	v7.4s, v30.4s, v25.s[3]
	mla	v27.4s, v8.4s, v19.s[0]
	mla	v22.4s, v12.4s, v15.s[0]
	mla	v16.8h, v10.8h, v6.h[5]
	mla	v17.8h, v13.8h, v3.h[3]
	mla	v26.8h, v12.8h, v5.h[0]
	mla	v4.8h, v20.8h, v10.h[5]
	mla	v15.16b, v14.16b, v2.16b
	mla	v27.16b, v3.16b, v5.16b
	mla	v11.16b, v19.16b, v11.16b
	mla	v28.16b, v12.16b, v24.16b
	mla	v31.2s, v24.2s, v0.2s
	mla	v9.2s, v25.2s, v21.2s
	mla	v9.2s, v24.2s, v23.2s
	mla	v30.2s, v27.2s, v14.2s
	mla	v17.4h, v21.4h, v16.4h
	mla	v3.4h, v14.4h, v25.4h
	mla	v15.4h, v3.4h, v10.4h
	mla	v25.4h, v30.4h, v19.4h
	mla	v13.4s, v16.4s, v0.4s
	mla	v13.4s, v5.4s, v21.4s
	mla	v3.4s, v9.4s, v10.4s
	mla	v13.4s, v15.4s, v2.4s
	mla	v8.8b, v21.8b, v4.8b
	mla	v21.8b, v0.8b, v21.8b
	mla	v9.8b, v20.8b, v0.8b
	mla	v2.8b, v21.8b, v26.8b
	mla	v19.8h, v29.8h, v7.8h
	mla	v30.8h, v31.8h, v14.8h
	mla	v20.8h, v24.8h, v9.8h
	mla	v24.8h, v16.8h, v25.8h
	mls	v8.2s, v22.2s, v30.s[1]
	mls	v13.2s, v17.2s, v17.s[3]
	mls	v13.2s, v22.2s, v6.s[2]
	mls	v26.2s, v6.2s, v2.s[1]
	mls	v11.4h, v12.4h, v6.h[0]
	mls	v12.4h, v9.4h, v12.h[0]
	mls	v9.4h, v14.4h, v5.h[4]
	mls	v26.4h, v23.4h, v9.h[1]
	mls	v22.4s, v6.4s, v31.s[2]
	mls	v15.4s, v9.4s, v21.s[0]
	mls	v9.4s, v0.4s, v13.s[3]
	mls	v1.4s, v16.4s, v21.s[2]
	mls	v20.8h, v0.8h, v5.h[2]
	mls	v14.8h, v25.8h, v1.h[4]
	mls	v13.8h, v31.8h, v2.h[2]
	mls	v20.8h, v2.8h, v13.h[6]
	mls	v25.16b, v9.16b, v26.16b
	mls	v13.16b, v28.16b, v4.16b
	mls	v24.16b, v22.16b, v18.16b
	mls	v15.16b, v28.16b, v27.16b
	mls	v5.2s, v20.2s, v27.2s
	mls	v11.2s, v4.2s, v24.2s
	mls	v1.2s, v6.2s, v24.2s
	mls	v9.2s, v7.2s, v25.2s
	mls	v12.4h, v17.4h, v2.4h
	mls	v16.4h, v21.4h, v26.4h
	mls	v26.4h, v28.4h, v6.4h
	mls	v24.4h, v4.4h, v9.4h
	mls	v17.4s, v6.4s, v8.4s
	mls	v30.4s, v17.4s, v22.4s
	mls	v25.4s, v7.4s, v31.4s
	mls	v5.4s, v5.4s, v13.4s
	mls	v22.8b, v12.8b, v11.8b
	mls	v20.8b, v13.8b, v30.8b
	mls	v28.8b, v13.8b, v9.8b
	mls	v25.8b, v29.8b, v3.8b
	mls	v30.8h, v15.8h, v18.8h
	mls	v30.8h, v3.8h, v11.8h
	mls	v27.8h, v8.8h, v7.8h
	mls	v6.8h, v11.8h, v1.8h
	movi	d16, #0xff00ff0000ffff
	movi	d28, #0xffff0000ffff00ff
	movi	d18, #0000000000000000
	movi	d27, #0xff0000ff0000ffff
	movi	v0.16b, #29
	movi	v31.16b, #0
	movi	v30.16b, #83
	movi	v30.16b, #55
	movi	v25.2d, #0xff00ffffff0000
	movi	v10.2d, #0x000000ff00ffff
	movi	v30.2d, #0000000000000000
	movi	v22.2d, #0xff00000000ffffff
	movi	v24.2s, #255, lsl #24
	movi	v13.2s, #255, lsl #24
	movi	v4.2s, #24
	movi	v13.2s, #93, lsl #8
	movi	v16.2s, #29, msl #16
	movi	v11.2s, #208, msl #8
	movi	v21.2s, #117, msl #8
	movi	v17.2s, #6, msl #16
	movi	v24.4h, #79
	movi	v3.4h, #197
	movi	v20.4h, #250, lsl #8
	movi	v0.4h, #0
	movi	v1.4s, #184, lsl #24
	movi	v2.4s, #169, lsl #24
	movi	v9.4s, #10
	movi	v14.4s, #47
	movi	v18.4s, #149, msl #16
	movi	v19.4s, #172, msl #8
	movi	v29.4s, #247, msl #8
	movi	v8.4s, #30, msl #16
	movi	v8.8b, #35
	movi	v10.8b, #118
	movi	v3.8b, #0
	movi	v26.8b, #207
	movi	v20.8h, #255, lsl #8
	movi	v7.8h, #0
	movi	v25.8h, #2
	movi	v5.8h, #106
	movk	w23, #10667
	movk	w8, #53734
	movk	w14, #1, lsl #16
	movk	w15, #36802
	movk	x17, #10282, lsl #16
	movk	x2, #0
	movk	x12, #15845, lsl #48
	movk	x9, #19330, lsl #32
	mov	w1, #-52287
	mov	w16, #-15323
	mov	w4, #-1985544193
	mov	w10, #-58840
	mov	x15, #-57277
	mov	x0, #-23261542875137
	mov	x4, #-4096
	mov	x2, #-664535041
	mov	w3, #626851840
	mov	w15, #48262
	mov	w30, #19329
	mov	w9, #2092040192
	mov	x13, #1
	mov	x24, #253
	mov	x30, #9500
	mov	x11, #12403
	mrs	x27, S2_0_C11_C4_5
	mrs	x15, S2_2_C11_C14_3
	mrs	x15, S2_2_C15_C2_2
	mrs	x26, S3_1_C15_C6_6
	msr	DACR32_EL2, x22
	msr	S2_7_C15_C6_0, x7
	msr	S2_7_C11_C3_1, x21
	msr	S2_6_C11_C13_7, xzr
	msr	PM, #1
	msr	PM, #1
	msr	PM, #0
	smstart	za
	msr	DAIFSet, #2
	msr	SPSel, #13
	msr	DAIFClr, #4
	msr	SPSel, #0
	msub	w11, w13, w11, w22
	mneg	w17, w29, w27
	msub	w2, w18, w22, w1
	msub	w19, w3, w25, w24
	mneg	x2, x8, x6
	mneg	x3, x27, x5
	mneg	x19, x8, x3
	msub	x23, x21, x17, x5
	mul	v21.2s, v16.2s, v30.s[0]
	mul	v28.2s, v1.2s, v7.s[3]
	mul	v24.2s, v9.2s, v6.s[2]
	mul	v14.2s, v9.2s, v26.s[0]
	mul	v19.4h, v25.4h, v12.h[7]
	mul	v14.4h, v1.4h, v12.h[6]
	mul	v29.4h, v2.4h, v9.h[3]
	mul	v5.4h, v11.4h, v0.h[6]
	mul	v6.4s, v30.4s, v26.s[0]
	mul	v12.4s, v14.4s, v16.s[3]
	mul	v5.4s, v1.4s, v21.s[0]
	mul	v21.4s, v4.4s, v10.s[3]
	mul	v2.8h, v8.8h, v3.h[5]
	mul	v5.8h, v25.8h, v11.h[0]
	mul	v25.8h, v13.8h, v8.h[1]
	mul	v31.8h, v26.8h, v3.h[2]
	mul	v20.16b, v27.16b, v30.16b
	mul	v23.16b, v31.16b, v12.16b
	mul	v8.16b, v1.16b, v22.16b
	mul	v24.16b, v0.16b, v0.16b
	mul	v9.2s, v11.2s, v3.2s
	mul	v4.2s, v21.2s, v31.2s
	mul	v6.2s, v22.2s, v1.2s
	mul	v17.2s, v2.2s, v19.2s
	mul	v17.4h, v11.4h, v18.4h
	mul	v31.4h, v27.4h, v20.4h
	mul	v9.4h, v19.4h, v0.4h
	mul	v17.4h, v19.4h, v22.4h
	mul	v27.4s, v18.4s, v23.4s
	mul	v16.4s, v11.4s, v8.4s
	mul	v5.4s, v20.4s, v2.4s
	mul	v26.4s, v6.4s, v27.4s
	mul	v2.8b, v27.8b, v15.8b
	mul	v11.8b, v11.8b, v12.8b
	mul	v25.8b, v0.8b, v31.8b
	mul	v15.8b, v11.8b, v25.8b
	mul	v29.8h, v24.8h, v20.8h
	mul	v24.8h, v30.8h, v31.8h
	mul	v6.8h, v14.8h, v11.8h
	mul	v6.8h, v16.8h, v20.8h
	mvni	v17.2s, #181, lsl #8
	mvni	v6.2s, #150
	mvni	v13.2s, #156
	mvni	v26.2s, #15, lsl #24
	mvni	v4.2s, #3, msl #16
	mvni	v0.2s, #0, msl #8
	mvni	v0.2s, #163, msl #8
	mvni	v1.2s, #127, msl #16
	mvni	v5.4h, #163
	mvni	v28.4h, #1, lsl #8
	mvni	v31.4h, #45
	mvni	v20.4h, #90, lsl #8
	mvni	v2.4s, #0, lsl #24
	mvni	v19.4s, #73, lsl #8
	mvni	v10.4s, #103, lsl #8
	mvni	v15.4s, #7, lsl #24
	mvni	v9.4s, #94, msl #16
	mvni	v23.4s, #0, msl #8
	mvni	v12.4s, #180, msl #8
	mvni	v10.4s, #20, msl #8
	mvni	v12.8h, #1, lsl #8
	mvni	v26.8h, #0, lsl #8
	mvni	v21.8h, #119, lsl #8
	mvni	v0.8h, #0, lsl #8
	neg	d14, d16
	neg	d21, d29
	neg	d19, d8
	neg	d28, d19
	neg	v24.16b, v14.16b
	neg	v29.16b, v5.16b
	neg	v6.16b, v25.16b
	neg	v4.16b, v23.16b
	neg	v7.2d, v12.2d
	neg	v24.2d, v30.2d
	neg	v21.2d, v18.2d
	neg	v28.2d, v29.2d
	neg	v22.2s, v1.2s
	neg	v7.2s, v6.2s
	neg	v19.2s, v25.2s
	neg	v5.2s, v30.2s
	neg	v24.4h, v9.4h
	neg	v21.4h, v5.4h
	neg	v21.4h, v17.4h
	neg	v21.4h, v7.4h
	neg	v22.4s, v5.4s
	neg	v30.4s, v31.4s
	neg	v30.4s, v20.4s
	neg	v1.4s, v30.4s
	neg	v30.8b, v26.8b
	neg	v7.8b, v11.8b
	neg	v0.8b, v0.8b
	neg	v7.8b, v26.8b
	neg	v31.8h, v25.8h
	neg	v3.8h, v11.8h
	neg	v1.8h, v7.8h
	neg	v17.8h, v0.8h
	mvn	v30.16b, v19.16b
	mvn	v27.16b, v7.16b
	mvn	v13.16b, v24.16b
	mvn	v11.16b, v29.16b
	mvn	v28.8b, v4.8b
	mvn	v13.8b, v15.8b
	mvn	v3.8b, v28.8b
	mvn	v15.8b, v5.8b
	orn	w5, w17, w1, ror #10
	orn	w22, w1, w8, ror #5
	orn	w16, w27, w11
	orn	w0, w22, w14, lsr #1
	orn	x2, x9, x9, ror #31
	orn	x15, x5, x8, lsl #29
	orn	x6, x21, x23, lsl #28
	orn	x1, x28, x29, lsr #19
	orn	v4.16b, v20.16b, v23.16b
	orn	v6.16b, v14.16b, v26.16b
	orn	v22.16b, v16.16b, v22.16b
	orn	v0.16b, v3.16b, v23.16b
	orn	v21.8b, v0.8b, v5.8b
	orn	v28.8b, v16.8b, v16.8b
	orn	v29.8b, v14.8b, v4.8b
	orn	v31.8b, v31.8b, v17.8b
	mov	w10, #-1047553
	orr	w7, w23, #0x33333333
	mov	w2, #134154239
	mov	w9, #2139062143
	orr	wzr, w28, wzr, lsr #15
	mov	w27, w2
	orr	w10, w1, w19
	mov	w10, w30
	mov	x16, #-136339441875969
	orr	x16, x13, #0xaaaaaaaaaaaaaaaa
	orr	x7, x3, #0xcccccccccccccccc
	orr	x23, x1, #0x2000200020002
	orr	x6, x18, x29, asr #44
	orr	x24, x23, x14
	orr	x11, x9, x26, asr #15
	mov	x14, x14
	orr	v21.2s, #0, lsl #24
	orr	v22.2s, #136, lsl #24
	orr	v31.2s, #29, lsl #24
	orr	v9.2s, #7
	orr	v21.4h, #205
	orr	v30.4h, #10, lsl #8
	orr	v21.4h, #64, lsl #8
	orr	v5.4h, #214
	orr	v16.4s, #0, lsl #24
	orr	v13.4s, #105
	orr	v17.4s, #128, lsl #24
	orr	v18.4s, #22, lsl #8
	orr	v16.8h, #234, lsl #8
	orr	v31.8h, #77, lsl #8
	orr	v28.8h, #12, lsl #8
	orr	v8.8h, #0, lsl #8
	orr	v8.16b, v8.16b, v6.16b
	mov	v24.16b, v24.16b
	orr	v29.16b, v1.16b, v16.16b
	mov	v0.16b, v15.16b
	orr	v15.8b, v15.8b, v6.8b
	mov	v17.8b, v19.8b
	orr	v22.8b, v4.8b, v23.8b
	orr	v16.8b, v3.8b, v26.8b
	pmull	v23.8h, v23.8b, v18.8b
	pmull	v22.8h, v26.8b, v9.8b
	pmull	v12.8h, v5.8b, v13.8b
	pmull	v11.8h, v7.8b, v8.8b
	pmull2	v26.8h, v13.16b, v5.16b
	pmull2	v9.8h, v1.16b, v16.16b
	pmull2	v17.8h, v30.16b, v24.16b
	pmull2	v11.8h, v18.16b, v17.16b
	pmul	v27.16b, v27.16b, v13.16b
	pmul	v19.16b, v13.16b, v28.16b
	pmul	v29.16b, v17.16b, v15.16b
	pmul	v31.16b, v26.16b, v0.16b
	pmul	v2.8b, v8.8b, v11.8b
	pmul	v4.8b, v20.8b, v29.8b
	pmul	v27.8b, v2.8b, v14.8b
	pmul	v14.8b, v10.8b, v19.8b
	prfm	#14, #336960
	prfm	pldl3keep, #307808
	prfm	#23, #273172
	prfm	pldl2strm, #830304
	prfm	pstl3keep, [x14, w30, uxtw #3]
	prfm	pldl2strm, [x9, w20, sxtw #3]
	prfm	plil3strm, [x17, w23, uxtw]
	prfm	pldl1keep, [x7, wzr, sxtw]
	prfm	#23, [x24, x3, sxtx #3]
	prfm	plil3keep, [x28, x17]
	prfm	pstl1keep, [x6, x28, lsl #3]
	prfm	#23, [x10, x22]
	prfm	pstl3strm, [x28, #12176]
	prfm	plil2strm, [x22, #16208]
	prfm	pldl1keep, [x23]
	prfm	pldl1strm, [x23, #7992]
	prfum	pstl3keep, [x20]
	prfum	pstl1strm, [x10]
	prfum	pldl1keep, [x23]
	prfum	pldl2strm, [x17, #226]
	raddhn	v7.2s, v24.2d, v20.2d
	raddhn	v25.2s, v23.2d, v18.2d
	raddhn	v4.2s, v2.2d, v25.2d
	raddhn	v9.2s, v8.2d, v9.2d
	raddhn2	v28.4s, v10.2d, v20.2d
	raddhn2	v29.4s, v15.2d, v1.2d
	raddhn2	v15.4s, v11.2d, v22.2d
	raddhn2	v5.4s, v2.2d, v15.2d
	raddhn	v12.4h, v20.4s, v7.4s
	raddhn	v20.4h, v15.4s, v4.4s
	raddhn	v29.4h, v2.4s, v4.4s
	raddhn	v20.4h, v15.4s, v2.4s
	raddhn2	v9.8h, v10.4s, v21.4s
	raddhn2	v16.8h, v14.4s, v20.4s
	raddhn2	v16.8h, v0.4s, v15.4s
	raddhn2	v30.8h, v15.4s, v26.4s
	raddhn	v29.8b, v27.8h, v22.8h
	raddhn	v11.8b, v21.8h, v11.8h
	raddhn	v28.8b, v9.8h, v30.8h
	raddhn	v15.8b, v0.8h, v9.8h
	raddhn2	v1.16b, v0.8h, v15.8h
	raddhn2	v8.16b, v6.8h, v24.8h
	raddhn2	v21.16b, v26.8h, v23.8h
	raddhn2	v0.16b, v29.8h, v0.8h
	rbit	w6, w14
	rbit	w27, w6
	rbit	w1, wzr
	rbit	w0, w18
	rbit	x11, x29
	rbit	x21, x16
	rbit	x28, x15
	rbit	x2, xzr
	rbit	v27.16b, v2.16b
	rbit	v21.16b, v30.16b
	rbit	v9.16b, v10.16b
	rbit	v19.16b, v10.16b
	rbit	v26.8b, v7.8b
	rbit	v17.8b, v29.8b
	rbit	v6.8b, v25.8b
	rbit	v23.8b, v20.8b
	ret	x9
	ret
	ret	x11
	ret	x8
	rev16	w5, w16
	rev16	w10, w7
	rev16	w13, w17
	rev16	w18, w17
	rev16	x16, x10
	rev16	x16, x22
	rev16	x2, x13
	rev16	x18, x14
	rev16	v26.16b, v8.16b
	rev16	v30.16b, v24.16b
	rev16	v1.16b, v27.16b
	rev16	v31.16b, v0.16b
	rev16	v0.8b, v29.8b
	rev16	v21.8b, v11.8b
	rev16	v11.8b, v28.8b
	rev16	v6.8b, v25.8b
	rev32	x2, x8
	rev32	x5, x1
	rev32	x30, x24
	rev32	x9, x3
	rev32	v13.16b, v28.16b
	rev32	v24.16b, v14.16b
	rev32	v9.16b, v23.16b
	rev32	v3.16b, v31.16b
	rev32	v21.4h, v27.4h
	rev32	v6.4h, v13.4h
	rev32	v4.4h, v5.4h
	rev32	v1.4h, v16.4h
	rev32	v19.8b, v1.8b
	rev32	v6.8b, v18.8b
	rev32	v13.8b, v17.8b
	rev32	v22.8b, v10.8b
	rev32	v11.8h, v20.8h
	rev32	v21.8h, v17.8h
	rev32	v1.8h, v29.8h
	rev32	v13.8h, v27.8h
	rev64	v22.16b, v0.16b
	rev64	v29.16b, v8.16b
	rev64	v17.16b, v16.16b
	rev64	v31.16b, v26.16b
	rev64	v3.2s, v1.2s
	rev64	v14.2s, v22.2s
	rev64	v13.2s, v30.2s
	rev64	v20.2s, v10.2s
	rev64	v25.4h, v3.4h
	rev64	v7.4h, v28.4h
	rev64	v25.4h, v10.4h
	rev64	v7.4h, v5.4h
	rev64	v9.4s, v9.4s
	rev64	v25.4s, v28.4s
	rev64	v21.4s, v16.4s
	rev64	v27.4s, v26.4s
	rev64	v30.8b, v15.8b
	rev64	v27.8b, v2.8b
	rev64	v10.8b, v11.8b
	rev64	v23.8b, v22.8b
	rev64	v0.8h, v24.8h
	rev64	v22.8h, v1.8h
	rev64	v28.8h, v12.8h
	rev64	v9.8h, v1.8h
	rev	wzr, w11
	rev	w3, w26
	rev	w23, w9
	rev	w23, w8
	rev	x8, x8
	rev	x6, x26
	rev	x29, x18
	rev	x0, x11
	ror	w23, w16, w13
	ror	w7, w26, w7
	ror	w14, w9, w1
	ror	w16, w27, w5
	ror	x8, x30, x22
	ror	x5, x1, x1
	ror	x25, x3, x27
	ror	x8, x30, x12
	rprfm	pststrm, x9, [x27]
	rprfm	#7, x9, [x4]
	rprfm	pststrm, x29, [x27]
	rprfm	pldstrm, x24, [x21]
	rshrn	v13.2s, v21.2d, #26
	rshrn	v8.2s, v27.2d, #10
	rshrn	v29.2s, v8.2d, #7
	rshrn	v22.2s, v24.2d, #24
	rshrn2	v4.4s, v27.2d, #6
	rshrn2	v29.4s, v29.2d, #3
	rshrn2	v14.4s, v27.2d, #1
	rshrn2	v4.4s, v24.2d, #27
	rshrn	v26.4h, v19.4s, #3
	rshrn	v19.4h, v15.4s, #3
	rshrn	v12.4h, v24.4s, #1
	rshrn	v13.4h, v18.4s, #8
	rshrn2	v24.8h, v1.4s, #7
	rshrn2	v4.8h, v16.4s, #16
	rshrn2	v15.8h, v20.4s, #1
	rshrn2	v26.8h, v15.4s, #1
	rshrn	v26.8b, v31.8h, #1
	rshrn	v1.8b, v24.8h, #8
	rshrn	v4.8b, v11.8h, #1
	rshrn	v15.8b, v2.8h, #4
	rshrn2	v23.16b, v1.8h, #4
	rshrn2	v27.16b, v15.8h, #8
	rshrn2	v20.16b, v22.8h, #5
	rshrn2	v13.16b, v9.8h, #3
	rsubhn	v31.2s, v3.2d, v8.2d
	rsubhn	v21.2s, v23.2d, v2.2d
	rsubhn	v0.2s, v30.2d, v29.2d
	rsubhn	v3.2s, v26.2d, v24.2d
	rsubhn2	v24.4s, v18.2d, v30.2d
	rsubhn2	v14.4s, v20.2d, v6.2d
	rsubhn2	v16.4s, v21.2d, v17.2d
	rsubhn2	v14.4s, v12.2d, v21.2d
	rsubhn	v15.4h, v19.4s, v17.4s
	rsubhn	v5.4h, v12.4s, v22.4s
	rsubhn	v29.4h, v11.4s, v13.4s
	rsubhn	v12.4h, v3.4s, v31.4s
	rsubhn2	v1.8h, v4.4s, v7.4s
	rsubhn2	v21.8h, v18.4s, v25.4s
	rsubhn2	v9.8h, v9.4s, v19.4s
	rsubhn2	v17.8h, v28.4s, v3.4s
	rsubhn	v19.8b, v6.8h, v20.8h
	rsubhn	v29.8b, v28.8h, v6.8h
	rsubhn	v3.8b, v7.8h, v27.8h
	rsubhn	v6.8b, v21.8h, v20.8h
	rsubhn2	v29.16b, v16.8h, v4.8h
	rsubhn2	v23.16b, v21.8h, v20.8h
	rsubhn2	v6.16b, v13.8h, v24.8h
	rsubhn2	v7.16b, v29.8h, v28.8h
	sabal	v7.2d, v19.2s, v9.2s
	sabal	v1.2d, v2.2s, v0.2s
	sabal	v7.2d, v20.2s, v21.2s
	sabal	v21.2d, v13.2s, v29.2s
	sabal2	v27.2d, v21.4s, v26.4s
	sabal2	v21.2d, v1.4s, v13.4s
	sabal2	v8.2d, v19.4s, v15.4s
	sabal2	v25.2d, v23.4s, v31.4s
	sabal	v5.4s, v15.4h, v10.4h
	sabal	v3.4s, v6.4h, v6.4h
	sabal	v9.4s, v29.4h, v12.4h
	sabal	v6.4s, v19.4h, v22.4h
	sabal2	v10.4s, v3.8h, v3.8h
	sabal2	v26.4s, v26.8h, v10.8h
	sabal2	v8.4s, v10.8h, v27.8h
	sabal2	v30.4s, v0.8h, v1.8h
	sabal	v26.8h, v5.8b, v24.8b
	sabal	v29.8h, v13.8b, v27.8b
	sabal	v6.8h, v7.8b, v24.8b
	sabal	v2.8h, v7.8b, v9.8b
	sabal2	v30.8h, v6.16b, v10.16b
	sabal2	v31.8h, v1.16b, v5.16b
	sabal2	v9.8h, v7.16b, v21.16b
	sabal2	v13.8h, v22.16b, v20.16b
	saba	v18.16b, v5.16b, v18.16b
	saba	v22.16b, v15.16b, v26.16b
	saba	v14.16b, v9.16b, v15.16b
	saba	v4.16b, v30.16b, v12.16b
	saba	v16.2s, v24.2s, v5.2s
	saba	v18.2s, v25.2s, v6.2s
	saba	v18.2s, v31.2s, v20.2s
	saba	v30.2s, v5.2s, v6.2s
	saba	v27.4h, v3.4h, v14.4h
	saba	v28.4h, v31.4h, v24.4h
	saba	v13.4h, v15.4h, v21.4h
	saba	v24.4h, v11.4h, v19.4h
	saba	v21.4s, v23.4s, v20.4s
	saba	v17.4s, v14.4s, v12.4s
	saba	v31.4s, v24.4s, v26.4s
	saba	v11.4s, v17.4s, v25.4s
	saba	v13.8b, v20.8b, v0.8b
	saba	v28.8b, v12.8b, v27.8b
	saba	v31.8b, v1.8b, v10.8b
	saba	v3.8b, v12.8b, v8.8b
	saba	v15.8h, v25.8h, v31.8h
	saba	v0.8h, v26.8h, v14.8h
	saba	v11.8h, v29.8h, v11.8h
	saba	v28.8h, v22.8h, v26.8h
	sabdl	v12.2d, v13.2s, v31.2s
	sabdl	v31.2d, v0.2s, v29.2s
	sabdl	v29.2d, v22.2s, v6.2s
	sabdl	v12.2d, v3.2s, v22.2s
	sabdl2	v13.2d, v1.4s, v13.4s
	sabdl2	v18.2d, v4.4s, v30.4s
	sabdl2	v20.2d, v23.4s, v14.4s
	sabdl2	v5.2d, v12.4s, v26.4s
	sabdl	v29.4s, v27.4h, v2.4h
	sabdl	v11.4s, v24.4h, v22.4h
	sabdl	v23.4s, v8.4h, v19.4h
	sabdl	v12.4s, v5.4h, v8.4h
	sabdl2	v15.4s, v20.8h, v6.8h
	sabdl2	v29.4s, v13.8h, v25.8h
	sabdl2	v2.4s, v21.8h, v25.8h
	sabdl2	v17.4s, v21.8h, v5.8h
	sabdl	v25.8h, v21.8b, v19.8b
	sabdl	v5.8h, v30.8b, v30.8b
	sabdl	v3.8h, v29.8b, v15.8b
	sabdl	v8.8h, v21.8b, v6.8b
	sabdl2	v28.8h, v24.16b, v15.16b
	sabdl2	v31.8h, v12.16b, v21.16b
	sabdl2	v19.8h, v20.16b, v26.16b
	sabdl2	v14.8h, v23.16b, v4.16b
	sabd	v9.16b, v22.16b, v28.16b
	sabd	v17.16b, v6.16b, v7.16b
	sabd	v15.16b, v14.16b, v20.16b
	sabd	v30.16b, v14.16b, v29.16b
	sabd	v5.2s, v29.2s, v0.2s
	sabd	v22.2s, v8.2s, v2.2s
	sabd	v10.2s, v3.2s, v19.2s
	sabd	v21.2s, v12.2s, v11.2s
	sabd	v8.4h, v9.4h, v29.4h
	sabd	v30.4h, v21.4h, v6.4h
	sabd	v29.4h, v19.4h, v31.4h
	sabd	v10.4h, v12.4h, v10.4h
	sabd	v10.4s, v31.4s, v1.4s
	sabd	v18.4s, v1.4s, v20.4s
	sabd	v23.4s, v15.4s, v22.4s
	sabd	v8.4s, v4.4s, v2.4s
	sabd	v0.8b, v12.8b, v9.8b
	sabd	v23.8b, v6.8b, v19.8b
	sabd	v19.8b, v11.8b, v6.8b
	sabd	v20.8b, v24.8b, v30.8b
	sabd	v23.8h, v12.8h, v16.8h
	sabd	v25.8h, v16.8h, v23.8h
	sabd	v15.8h, v29.8h, v11.8h
	sabd	v31.8h, v23.8h, v21.8h
	sadalp	v6.1d, v30.2s
	sadalp	v1.1d, v3.2s
	sadalp	v2.1d, v16.2s
	sadalp	v24.1d, v30.2s
	sadalp	v0.2d, v18.4s
	sadalp	v15.2d, v20.4s
	sadalp	v31.2d, v30.4s
	sadalp	v16.2d, v25.4s
	sadalp	v29.2s, v23.4h
	sadalp	v23.2s, v29.4h
	sadalp	v16.2s, v31.4h
	sadalp	v16.2s, v24.4h
	sadalp	v26.4h, v27.8b
	sadalp	v30.4h, v4.8b
	sadalp	v10.4h, v12.8b
	sadalp	v1.4h, v21.8b
	sadalp	v31.4s, v12.8h
	sadalp	v16.4s, v10.8h
	sadalp	v21.4s, v5.8h
	sadalp	v16.4s, v13.8h
	sadalp	v21.8h, v8.16b
	sadalp	v9.8h, v1.16b
	sadalp	v13.8h, v6.16b
	sadalp	v26.8h, v2.16b
	saddlp	v25.1d, v2.2s
	saddlp	v16.1d, v24.2s
	saddlp	v22.1d, v30.2s
	saddlp	v20.1d, v13.2s
	saddlp	v0.2d, v28.4s
	saddlp	v2.2d, v13.4s
	saddlp	v17.2d, v12.4s
	saddlp	v21.2d, v5.4s
	saddlp	v19.2s, v10.4h
	saddlp	v12.2s, v12.4h
	saddlp	v30.2s, v20.4h
	saddlp	v21.2s, v30.4h
	saddlp	v30.4h, v17.8b
	saddlp	v20.4h, v16.8b
	saddlp	v8.4h, v30.8b
	saddlp	v17.4h, v5.8b
	saddlp	v0.4s, v3.8h
	saddlp	v22.4s, v11.8h
	saddlp	v29.4s, v8.8h
	saddlp	v20.4s, v16.8h
	saddlp	v30.8h, v12.16b
	saddlp	v16.8h, v2.16b
	saddlp	v9.8h, v23.16b
	saddlp	v2.8h, v29.16b
	saddlv	h23, v2.16b
	saddlv	h26, v13.16b
	saddlv	h5, v31.16b
	saddlv	h11, v4.16b
	saddlv	s1, v20.4h
	saddlv	s21, v31.4h
	saddlv	s23, v22.4h
	saddlv	s9, v5.4h
	saddlv	d23, v21.4s
	saddlv	d30, v3.4s
	saddlv	d24, v28.4s
	saddlv	d4, v17.4s
	saddlv	h25, v13.8b
	saddlv	h16, v27.8b
	saddlv	h24, v31.8b
	saddlv	h30, v13.8b
	saddlv	s1, v29.8h
	saddlv	s31, v20.8h
	saddlv	s24, v28.8h
	saddlv	s1, v2.8h
	saddl	v7.2d, v17.2s, v14.2s
	saddl	v18.2d, v10.2s, v17.2s
	saddl	v12.2d, v18.2s, v4.2s
	saddl	v2.2d, v13.2s, v4.2s
	saddl2	v23.2d, v9.4s, v21.4s
	saddl2	v7.2d, v1.4s, v4.4s
	saddl2	v1.2d, v27.4s, v8.4s
	saddl2	v2.2d, v28.4s, v29.4s
	saddl	v22.4s, v14.4h, v26.4h
	saddl	v18.4s, v12.4h, v4.4h
	saddl	v26.4s, v29.4h, v28.4h
	saddl	v30.4s, v17.4h, v2.4h
	saddl2	v16.4s, v30.8h, v15.8h
	saddl2	v2.4s, v4.8h, v12.8h
	saddl2	v10.4s, v25.8h, v20.8h
	saddl2	v24.4s, v5.8h, v24.8h
	saddl	v30.8h, v12.8b, v11.8b
	saddl	v29.8h, v11.8b, v6.8b
	saddl	v3.8h, v25.8b, v4.8b
	saddl	v0.8h, v25.8b, v20.8b
	saddl2	v28.8h, v19.16b, v17.16b
	saddl2	v23.8h, v2.16b, v27.16b
	saddl2	v25.8h, v23.16b, v26.16b
	saddl2	v13.8h, v24.16b, v20.16b
	saddw	v16.2d, v10.2d, v20.2s
	saddw	v26.2d, v19.2d, v31.2s
	saddw	v2.2d, v19.2d, v9.2s
	saddw	v6.2d, v31.2d, v5.2s
	saddw2	v4.2d, v11.2d, v12.4s
	saddw2	v20.2d, v1.2d, v14.4s
	saddw2	v30.2d, v26.2d, v18.4s
	saddw2	v12.2d, v28.2d, v23.4s
	saddw	v31.4s, v6.4s, v4.4h
	saddw	v12.4s, v23.4s, v5.4h
	saddw	v16.4s, v13.4s, v24.4h
	saddw	v20.4s, v18.4s, v23.4h
	saddw2	v15.4s, v28.4s, v30.8h
	saddw2	v21.4s, v5.4s, v5.8h
	saddw2	v24.4s, v22.4s, v14.8h
	saddw2	v0.4s, v27.4s, v28.8h
	saddw	v8.8h, v29.8h, v5.8b
	saddw	v2.8h, v29.8h, v12.8b
	saddw	v28.8h, v30.8h, v27.8b
	saddw	v26.8h, v7.8h, v9.8b
	saddw2	v14.8h, v22.8h, v7.16b
	saddw2	v31.8h, v4.8h, v20.16b
	saddw2	v27.8h, v23.8h, v13.16b
	saddw2	v2.8h, v29.8h, v20.16b
	sbcs	w9, w13, w6
	sbcs	w9, w2, w21
	sbcs	w10, w17, w5
	sbcs	w9, w10, w22
	sbcs	x5, x9, x23
	ngcs	x25, x30
	ngcs	x10, x23
	sbcs	x13, x26, x29
	sbc	w21, w22, w15
	sbc	w28, w5, w5
	sbc	w12, w7, wzr
	ngc	w13, w20
	ngc	x7, x30
	ngc	x7, x16
	sbc	x11, x30, x13
	sbc	x4, x30, x30
	sbfx	w13, w22, #13, #7
	sbfx	w7, w23, #5, #23
	sxtb	w22, w4
	sbfx	w12, w10, #8, #13
	sbfx	x12, x21, #15, #15
	asr	x7, x20, #0
	sbfiz	x1, x0, #20, #36
	sbfiz	x22, x16, #48, #1
	scvtf	d21, w4
	scvtf	d7, w6
	scvtf	d27, w8
	scvtf	d28, w6
	scvtf	d22, w26, #21
	scvtf	d27, w14, #6
	scvtf	d13, w21, #26
	scvtf	d7, w4, #9
	scvtf	s6, w2
	scvtf	s22, w17
	scvtf	s22, w1
	scvtf	s13, w9
	scvtf	s9, w4, #15
	scvtf	s8, w3, #1
	scvtf	s22, w10, #27
	scvtf	s20, w23, #19
	scvtf	d28, x27
	scvtf	d13, x10
	scvtf	d4, x0
	scvtf	d8, x5
	scvtf	d18, x16, #6
	scvtf	d9, x7, #8
	scvtf	d22, x0, #56
	scvtf	d6, x10, #5
	scvtf	s23, x10
	scvtf	s31, x17
	scvtf	s31, x21
	scvtf	s4, x30
	scvtf	s5, x27, #4
	scvtf	s26, x12, #9
	scvtf	s2, x8, #30
	scvtf	s1, x12, #38
	scvtf	d18, d24, #12
	scvtf	d1, d1, #21
	scvtf	d2, d29, #1
	scvtf	d6, d27, #52
	scvtf	s4, s29, #29
	scvtf	s6, s6, #28
	scvtf	s30, s18, #1
	scvtf	s29, s18, #3
	scvtf	v23.2d, v14.2d, #4
	scvtf	v25.2d, v1.2d, #10
	scvtf	v0.2d, v14.2d, #53
	scvtf	v8.2d, v10.2d, #1
	scvtf	v12.2s, v1.2s, #32
	scvtf	v3.2s, v27.2s, #6
	scvtf	v14.2s, v25.2s, #6
	scvtf	v11.2s, v25.2s, #3
	scvtf	v12.4s, v4.4s, #8
	scvtf	v30.4s, v9.4s, #18
	scvtf	v15.4s, v25.4s, #28
	scvtf	v4.4s, v21.4s, #13
	scvtf	d12, d10
	scvtf	d0, d11
	scvtf	d14, d10
	scvtf	d2, d3
	scvtf	s23, s31
	scvtf	s12, s10
	scvtf	s4, s26
	scvtf	s6, s10
	scvtf	v25.2d, v27.2d
	scvtf	v19.2d, v3.2d
	scvtf	v1.2d, v12.2d
	scvtf	v19.2d, v16.2d
	scvtf	v21.2s, v8.2s
	scvtf	v5.2s, v6.2s
	scvtf	v26.2s, v18.2s
	scvtf	v16.2s, v6.2s
	scvtf	v31.4s, v28.4s
	scvtf	v0.4s, v28.4s
	scvtf	v7.4s, v31.4s
	scvtf	v1.4s, v8.4s
	sdiv	w3, w20, wzr
	sdiv	w15, w1, w21
	sdiv	w17, w20, w26
	sdiv	w15, w25, w11
	sdiv	x2, x26, x26
	sdiv	x6, x29, x18
	sdiv	x26, x21, x28
	sdiv	x24, x19, x21
	shadd	v25.16b, v20.16b, v25.16b
	shadd	v8.16b, v15.16b, v4.16b
	shadd	v16.16b, v30.16b, v15.16b
	shadd	v24.16b, v28.16b, v27.16b
	shadd	v31.2s, v13.2s, v9.2s
	shadd	v13.2s, v8.2s, v6.2s
	shadd	v28.2s, v2.2s, v1.2s
	shadd	v21.2s, v5.2s, v28.2s
	shadd	v8.4h, v14.4h, v5.4h
	shadd	v25.4h, v8.4h, v6.4h
	shadd	v25.4h, v27.4h, v28.4h
	shadd	v7.4h, v5.4h, v6.4h
	shadd	v27.4s, v13.4s, v17.4s
	shadd	v13.4s, v14.4s, v4.4s
	shadd	v27.4s, v30.4s, v6.4s
	shadd	v4.4s, v6.4s, v0.4s
	shadd	v6.8b, v21.8b, v6.8b
	shadd	v14.8b, v4.8b, v14.8b
	shadd	v25.8b, v19.8b, v31.8b
	shadd	v14.8b, v10.8b, v13.8b
	shadd	v17.8h, v12.8h, v10.8h
	shadd	v2.8h, v15.8h, v1.8h
	shadd	v3.8h, v16.8h, v11.8h
	shadd	v21.8h, v17.8h, v5.8h
	shll	v9.2d, v17.2s, #32
	shll	v5.2d, v17.2s, #32
	shll	v14.2d, v2.2s, #32
	shll	v30.2d, v19.2s, #32
	shll2	v24.2d, v20.4s, #32
	shll2	v10.2d, v10.4s, #32
	shll2	v6.2d, v9.4s, #32
	shll2	v6.2d, v31.4s, #32
	shll	v8.4s, v21.4h, #16
	shll	v30.4s, v3.4h, #16
	shll	v29.4s, v5.4h, #16
	shll	v18.4s, v19.4h, #16
	shll2	v15.4s, v14.8h, #16
	shll2	v9.4s, v23.8h, #16
	shll2	v15.4s, v19.8h, #16
	shll2	v24.4s, v5.8h, #16
	shll	v18.8h, v8.8b, #8
	shll	v31.8h, v2.8b, #8
	shll	v18.8h, v9.8b, #8
	shll	v10.8h, v12.8b, #8
	shll2	v1.8h, v20.16b, #8
	shll2	v21.8h, v4.16b, #8
	shll2	v29.8h, v29.16b, #8
	shll2	v28.8h, v5.16b, #8
	shl	d2, d16, #6
	shl	d20, d10, #43
	shl	d28, d20, #32
	shl	d0, d0, #29
	shl	v19.16b, v9.16b, #1
	shl	v0.16b, v18.16b, #5
	shl	v5.16b, v3.16b, #2
	shl	v30.16b, v14.16b, #2
	shl	v5.2d, v11.2d, #22
	shl	v14.2d, v15.2d, #21
	shl	v27.2d, v30.2d, #1
	shl	v25.2d, v17.2d, #63
	shl	v22.2s, v19.2s, #31
	shl	v24.2s, v1.2s, #19
	shl	v20.2s, v19.2s, #9
	shl	v20.2s, v21.2s, #25
	shl	v16.4h, v2.4h, #12
	shl	v2.4h, v14.4h, #1
	shl	v12.4h, v9.4h, #10
	shl	v27.4h, v1.4h, #5
	shl	v26.4s, v13.4s, #4
	shl	v3.4s, v27.4s, #16
	shl	v9.4s, v27.4s, #31
	shl	v6.4s, v31.4s, #31
	shl	v10.8b, v31.8b, #6
	shl	v4.8b, v17.8b, #6
	shl	v22.8b, v2.8b, #0
	shl	v4.8b, v29.8b, #0
	shl	v22.8h, v23.8h, #1
	shl	v12.8h, v25.8h, #10
	shl	v23.8h, v31.8h, #12
	shl	v12.8h, v13.8h, #1
	shrn	v15.2s, v25.2d, #11
	shrn	v7.2s, v7.2d, #6
	shrn	v3.2s, v9.2d, #1
	shrn	v1.2s, v10.2d, #30
	shrn2	v21.4s, v17.2d, #26
	shrn2	v25.4s, v29.2d, #1
	shrn2	v24.4s, v22.2d, #30
	shrn2	v26.4s, v21.2d, #19
	shrn	v7.4h, v12.4s, #10
	shrn	v7.4h, v6.4s, #13
	shrn	v0.4h, v15.4s, #1
	shrn	v11.4h, v0.4s, #8
	shrn2	v2.8h, v23.4s, #1
	shrn2	v19.8h, v1.4s, #1
	shrn2	v0.8h, v24.4s, #1
	shrn2	v11.8h, v18.4s, #12
	shrn	v15.8b, v21.8h, #1
	shrn	v0.8b, v25.8h, #1
	shrn	v27.8b, v12.8h, #8
	shrn	v26.8b, v4.8h, #8
	shrn2	v0.16b, v12.8h, #4
	shrn2	v24.16b, v5.8h, #1
	shrn2	v8.16b, v18.8h, #1
	shrn2	v7.16b, v19.8h, #4
	shsub	v18.16b, v7.16b, v21.16b
	shsub	v9.16b, v18.16b, v9.16b
	shsub	v20.16b, v28.16b, v12.16b
	shsub	v2.16b, v24.16b, v30.16b
	shsub	v13.2s, v29.2s, v21.2s
	shsub	v7.2s, v2.2s, v30.2s
	shsub	v23.2s, v19.2s, v27.2s
	shsub	v28.2s, v17.2s, v19.2s
	shsub	v17.4h, v3.4h, v12.4h
	shsub	v1.4h, v14.4h, v10.4h
	shsub	v6.4h, v20.4h, v5.4h
	shsub	v1.4h, v8.4h, v19.4h
	shsub	v28.4s, v12.4s, v2.4s
	shsub	v23.4s, v18.4s, v23.4s
	shsub	v7.4s, v8.4s, v28.4s
	shsub	v16.4s, v21.4s, v27.4s
	shsub	v14.8b, v22.8b, v14.8b
	shsub	v20.8b, v10.8b, v30.8b
	shsub	v17.8b, v11.8b, v18.8b
	shsub	v0.8b, v0.8b, v4.8b
	shsub	v1.8h, v3.8h, v29.8h
	shsub	v27.8h, v28.8h, v13.8h
	shsub	v20.8h, v12.8h, v20.8h
	shsub	v26.8h, v2.8h, v15.8h
	sli	d15, d15, #13
	sli	d15, d30, #63
	sli	d13, d26, #8
	sli	d29, d28, #37
	sli	v14.16b, v22.16b, #5
	sli	v18.16b, v31.16b, #0
	sli	v23.16b, v6.16b, #1
	sli	v29.16b, v18.16b, #0
	sli	v28.2d, v4.2d, #24
	sli	v1.2d, v19.2d, #0
	sli	v28.2d, v27.2d, #23
	sli	v19.2d, v11.2d, #1
	sli	v29.2s, v24.2s, #4
	sli	v5.2s, v29.2s, #16
	sli	v13.2s, v10.2s, #1
	sli	v3.2s, v1.2s, #29
	sli	v6.4h, v7.4h, #11
	sli	v2.4h, v11.4h, #13
	sli	v28.4h, v18.4h, #5
	sli	v10.4h, v5.4h, #15
	sli	v17.4s, v4.4s, #24
	sli	v0.4s, v29.4s, #17
	sli	v27.4s, v20.4s, #5
	sli	v21.4s, v17.4s, #12
	sli	v23.8b, v15.8b, #5
	sli	v9.8b, v25.8b, #5
	sli	v7.8b, v26.8b, #4
	sli	v13.8b, v3.8b, #0
	sli	v21.8h, v30.8h, #1
	sli	v3.8h, v15.8h, #12
	sli	v15.8h, v25.8h, #10
	sli	v2.8h, v19.8h, #4
	smaddl	x6, w10, w8, x27
	smull	x26, w13, w9
	smaddl	x3, wzr, w23, x10
	smaddl	x8, w8, w18, x21
	smaxp	v23.16b, v20.16b, v8.16b
	smaxp	v1.16b, v9.16b, v24.16b
	smaxp	v11.16b, v29.16b, v24.16b
	smaxp	v0.16b, v3.16b, v21.16b
	smaxp	v12.2s, v29.2s, v12.2s
	smaxp	v21.2s, v30.2s, v3.2s
	smaxp	v3.2s, v22.2s, v1.2s
	smaxp	v0.2s, v0.2s, v7.2s
	smaxp	v10.4h, v8.4h, v1.4h
	smaxp	v31.4h, v17.4h, v12.4h
	smaxp	v19.4h, v21.4h, v22.4h
	smaxp	v11.4h, v23.4h, v8.4h
	smaxp	v21.4s, v29.4s, v1.4s
	smaxp	v1.4s, v14.4s, v1.4s
	smaxp	v6.4s, v30.4s, v5.4s
	smaxp	v5.4s, v13.4s, v25.4s
	smaxp	v5.8b, v31.8b, v24.8b
	smaxp	v4.8b, v4.8b, v11.8b
	smaxp	v30.8b, v23.8b, v17.8b
	smaxp	v12.8b, v25.8b, v15.8b
	smaxp	v9.8h, v28.8h, v18.8h
	smaxp	v10.8h, v23.8h, v10.8h
	smaxp	v4.8h, v17.8h, v26.8h
	smaxp	v31.8h, v0.8h, v26.8h
	smaxv	b18, v10.16b
	smaxv	b4, v20.16b
	smaxv	b11, v29.16b
	smaxv	b6, v22.16b
	smaxv	h17, v10.4h
	smaxv	h31, v10.4h
	smaxv	h17, v29.4h
	smaxv	h26, v28.4h
	smaxv	s9, v5.4s
	smaxv	s13, v7.4s
	smaxv	s7, v4.4s
	smaxv	s0, v7.4s
	smaxv	b19, v30.8b
	smaxv	b31, v25.8b
	smaxv	b21, v19.8b
	smaxv	b15, v4.8b
	smaxv	h30, v21.8h
	smaxv	h2, v5.8h
	smaxv	h2, v28.8h
	smaxv	h22, v29.8h
	smax	v27.16b, v8.16b, v2.16b
	smax	v21.16b, v14.16b, v31.16b
	smax	v9.16b, v27.16b, v0.16b
	smax	v21.16b, v20.16b, v3.16b
	smax	v19.2s, v25.2s, v14.2s
	smax	v1.2s, v19.2s, v24.2s
	smax	v17.2s, v23.2s, v30.2s
	smax	v2.2s, v26.2s, v18.2s
	smax	v30.4h, v23.4h, v10.4h
	smax	v17.4h, v4.4h, v10.4h
	smax	v22.4h, v19.4h, v14.4h
	smax	v16.4h, v15.4h, v31.4h
	smax	v1.4s, v25.4s, v10.4s
	smax	v11.4s, v6.4s, v0.4s
	smax	v19.4s, v29.4s, v13.4s
	smax	v31.4s, v30.4s, v5.4s
	smax	v18.8b, v27.8b, v31.8b
	smax	v30.8b, v2.8b, v11.8b
	smax	v9.8b, v0.8b, v2.8b
	smax	v4.8b, v13.8b, v18.8b
	smax	v4.8h, v20.8h, v26.8h
	smax	v18.8h, v8.8h, v9.8h
	smax	v17.8h, v26.8h, v16.8h
	smax	v18.8h, v3.8h, v18.8h
	smc	#0xc607
	smc	#0xd846
	smc	#0x6d0c
	smc	#0xa4c6
	sminp	v1.16b, v8.16b, v12.16b
	sminp	v24.16b, v2.16b, v18.16b
	sminp	v30.16b, v6.16b, v24.16b
	sminp	v29.16b, v30.16b, v9.16b
	sminp	v16.2s, v14.2s, v26.2s
	sminp	v4.2s, v1.2s, v11.2s
	sminp	v15.2s, v21.2s, v30.2s
	sminp	v26.2s, v6.2s, v3.2s
	sminp	v21.4h, v3.4h, v17.4h
	sminp	v27.4h, v22.4h, v31.4h
	sminp	v12.4h, v6.4h, v23.4h
	sminp	v8.4h, v2.4h, v30.4h
	sminp	v23.4s, v18.4s, v5.4s
	sminp	v30.4s, v27.4s, v10.4s
	sminp	v30.4s, v24.4s, v20.4s
	sminp	v25.4s, v14.4s, v24.4s
	sminp	v29.8b, v9.8b, v8.8b
	sminp	v2.8b, v12.8b, v27.8b
	sminp	v27.8b, v6.8b, v4.8b
	sminp	v18.8b, v5.8b, v17.8b
	sminp	v28.8h, v26.8h, v13.8h
	sminp	v10.8h, v24.8h, v20.8h
	sminp	v20.8h, v14.8h, v31.8h
	sminp	v17.8h, v28.8h, v28.8h
	sminv	b22, v23.16b
	sminv	b25, v25.16b
	sminv	b22, v31.16b
	sminv	b21, v17.16b
	sminv	h31, v27.4h
	sminv	h9, v11.4h
	sminv	h10, v8.4h
	sminv	h10, v6.4h
	sminv	s15, v14.4s
	sminv	s0, v30.4s
	sminv	s7, v21.4s
	sminv	s20, v14.4s
	sminv	b2, v8.8b
	sminv	b25, v21.8b
	sminv	b26, v31.8b
	sminv	b15, v5.8b
	sminv	h4, v0.8h
	sminv	h21, v29.8h
	sminv	h19, v27.8h
	sminv	h17, v20.8h
	smin	v9.16b, v26.16b, v3.16b
	smin	v13.16b, v15.16b, v23.16b
	smin	v27.16b, v1.16b, v4.16b
	smin	v31.16b, v16.16b, v5.16b
	smin	v16.2s, v16.2s, v0.2s
	smin	v20.2s, v10.2s, v2.2s
	smin	v10.2s, v29.2s, v2.2s
	smin	v25.2s, v29.2s, v8.2s
	smin	v7.4h, v29.4h, v15.4h
	smin	v21.4h, v24.4h, v24.4h
	smin	v4.4h, v14.4h, v27.4h
	smin	v14.4h, v25.4h, v4.4h
	smin	v3.4s, v26.4s, v16.4s
	smin	v17.4s, v14.4s, v28.4s
	smin	v15.4s, v26.4s, v22.4s
	smin	v10.4s, v21.4s, v12.4s
	smin	v26.8b, v11.8b, v23.8b
	smin	v6.8b, v30.8b, v20.8b
	smin	v13.8b, v11.8b, v12.8b
	smin	v3.8b, v2.8b, v18.8b
	smin	v7.8h, v28.8h, v30.8h
	smin	v10.8h, v23.8h, v7.8h
	smin	v15.8h, v12.8h, v3.8h
	smin	v0.8h, v2.8h, v19.8h
	smlal	v26.2d, v0.2s, v30.s[1]
	smlal	v14.2d, v9.2s, v15.s[3]
	smlal	v17.2d, v9.2s, v15.s[3]
	smlal	v8.2d, v22.2s, v1.s[1]
	smlal2	v10.2d, v21.4s, v18.s[0]
	smlal2	v13.2d, v7.4s, v8.s[0]
	smlal2	v5.2d, v5.4s, v15.s[3]
	smlal2	v19.2d, v25.4s, v29.s[2]
	smlal	v16.4s, v18.4h, v14.h[5]
	smlal	v31.4s, v18.4h, v11.h[3]
	smlal	v18.4s, v19.4h, v8.h[7]
	smlal	v20.4s, v19.4h, v3.h[7]
	smlal2	v1.4s, v4.8h, v2.h[7]
	smlal2	v7.4s, v26.8h, v0.h[4]
	smlal2	v1.4s, v6.8h, v2.h[0]
	smlal2	v19.4s, v14.8h, v10.h[1]
	smlal	v11.2d, v4.2s, v3.2s
	smlal	v13.2d, v30.2s, v6.2s
	smlal	v8.2d, v17.2s, v23.2s
	smlal	v11.2d, v19.2s, v29.2s
	smlal2	v7.2d, v0.4s, v3.4s
	smlal2	v11.2d, v29.4s, v19.4s
	smlal2	v16.2d, v0.4s, v24.4s
	smlal2	v12.2d, v18.4s, v25.4s
	smlal	v0.4s, v14.4h, v7.4h
	smlal	v14.4s, v13.4h, v9.4h
	smlal	v16.4s, v19.4h, v13.4h
	smlal	v22.4s, v4.4h, v14.4h
	smlal2	v1.4s, v18.8h, v23.8h
	smlal2	v2.4s, v11.8h, v19.8h
	smlal2	v29.4s, v31.8h, v27.8h
	smlal2	v27.4s, v24.8h, v4.8h
	smlal	v28.8h, v15.8b, v7.8b
	smlal	v10.8h, v16.8b, v14.8b
	smlal	v16.8h, v29.8b, v10.8b
	smlal	v3.8h, v15.8b, v21.8b
	smlal2	v6.8h, v3.16b, v28.16b
	smlal2	v4.8h, v14.16b, v8.16b
	smlal2	v29.8h, v9.16b, v19.16b
	smlal2	v14.8h, v2.16b, v29.16b
	smlsl	v9.2d, v5.2s, v31.s[3]
	smlsl	v23.2d, v15.2s, v13.s[1]
	smlsl	v21.2d, v1.2s, v0.s[3]
	smlsl	v25.2d, v10.2s, v10.s[2]
	smlsl2	v28.2d, v20.4s, v10.s[3]
	smlsl2	v23.2d, v17.4s, v17.s[2]
	smlsl2	v9.2d, v23.4s, v7.s[1]
	smlsl2	v7.2d, v5.4s, v28.s[0]
	smlsl	v27.4s, v9.4h, v7.h[0]
	smlsl	v10.4s, v21.4h, v15.h[5]
	smlsl	v27.4s, v1.4h, v5.h[3]
	smlsl	v10.4s, v24.4h, v0.h[0]
	smlsl2	v16.4s, v21.8h, v15.h[0]
	smlsl2	v20.4s, v5.8h, v0.h[3]
	smlsl2	v27.4s, v12.8h, v2.h[6]
	smlsl2	v4.4s, v20.8h, v1.h[3]
	smlsl	v20.2d, v4.2s, v27.2s
	smlsl	v24.2d, v28.2s, v6.2s
	smlsl	v2.2d, v13.2s, v25.2s
	smlsl	v29.2d, v24.2s, v15.2s
	smlsl2	v11.2d, v28.4s, v19.4s
	smlsl2	v19.2d, v6.4s, v13.4s
	smlsl2	v28.2d, v0.4s, v11.4s
	smlsl2	v18.2d, v12.4s, v11.4s
	smlsl	v0.4s, v26.4h, v21.4h
	smlsl	v2.4s, v18.4h, v15.4h
	smlsl	v27.4s, v25.4h, v22.4h
	smlsl	v19.4s, v0.4h, v14.4h
	smlsl2	v10.4s, v8.8h, v7.8h
	smlsl2	v29.4s, v27.8h, v14.8h
	smlsl2	v0.4s, v21.8h, v31.8h
	smlsl2	v5.4s, v19.8h, v31.8h
	smlsl	v22.8h, v6.8b, v25.8b
	smlsl	v1.8h, v1.8b, v14.8b
	smlsl	v1.8h, v11.8b, v19.8b
	smlsl	v22.8h, v26.8b, v25.8b
	smlsl2	v3.8h, v13.16b, v30.16b
	smlsl2	v25.8h, v14.16b, v28.16b
	smlsl2	v10.8h, v23.16b, v28.16b
	smlsl2	v16.8h, v27.16b, v24.16b
	smov	w10, v28.b[15]
	smov	w24, v16.b[14]
	smov	w30, v27.b[4]
	smov	w12, v12.b[13]
	smov	w18, v12.h[5]
	smov	w10, v31.h[5]
	smov	w1, v29.h[4]
	smov	w25, v12.h[7]
	smov	x25, v10.b[14]
	smov	x20, v9.b[4]
	smov	x0, v19.b[11]
	smov	x23, v1.b[15]
	smov	x11, v20.h[3]
	smov	x1, v23.h[0]
	smov	x11, v4.h[0]
	smov	x7, v10.h[7]
	smov	x15, v31.s[2]
	smov	x2, v23.s[0]
	smov	x14, v4.s[0]
	smov	x0, v21.s[0]
	smnegl	x15, w22, wzr
	smsubl	x23, w2, w18, x27
	smsubl	x2, w5, w12, x25
	smsubl	x23, w12, w9, x28
	smulh	x28, x21, x6
	smulh	x24, x10, x8
	smulh	x29, x7, x13
	smulh	x13, x14, x6
	smull	v15.2d, v12.2s, v6.s[0]
	smull	v17.2d, v0.2s, v16.s[3]
	smull	v4.2d, v5.2s, v27.s[3]
	smull	v19.2d, v0.2s, v4.s[3]
	smull2	v6.2d, v9.4s, v10.s[1]
	smull2	v12.2d, v10.4s, v17.s[2]
	smull2	v20.2d, v21.4s, v3.s[0]
	smull2	v4.2d, v14.4s, v4.s[0]
	smull	v19.4s, v27.4h, v7.h[1]
	smull	v30.4s, v26.4h, v11.h[3]
	smull	v13.4s, v18.4h, v13.h[2]
	smull	v14.4s, v19.4h, v0.h[2]
	smull2	v31.4s, v26.8h, v15.h[5]
	smull2	v6.4s, v22.8h, v10.h[5]
	smull2	v10.4s, v4.8h, v0.h[0]
	smull2	v17.4s, v1.8h, v7.h[2]
	smull	v22.2d, v22.2s, v7.2s
	smull	v10.2d, v30.2s, v21.2s
	smull	v27.2d, v22.2s, v2.2s
	smull	v27.2d, v29.2s, v22.2s
	smull2	v6.2d, v9.4s, v18.4s
	smull2	v1.2d, v15.4s, v30.4s
	smull2	v19.2d, v13.4s, v1.4s
	smull2	v2.2d, v14.4s, v15.4s
	smull	v11.4s, v13.4h, v18.4h
	smull	v15.4s, v12.4h, v8.4h
	smull	v20.4s, v12.4h, v11.4h
	smull	v23.4s, v19.4h, v3.4h
	smull2	v26.4s, v29.8h, v27.8h
	smull2	v21.4s, v7.8h, v29.8h
	smull2	v6.4s, v17.8h, v29.8h
	smull2	v21.4s, v7.8h, v26.8h
	smull	v19.8h, v12.8b, v5.8b
	smull	v11.8h, v23.8b, v3.8b
	smull	v18.8h, v9.8b, v29.8b
	smull	v4.8h, v1.8b, v11.8b
	smull2	v10.8h, v22.16b, v18.16b
	smull2	v6.8h, v6.16b, v5.16b
	smull2	v6.8h, v27.16b, v11.16b
	smull2	v21.8h, v5.16b, v22.16b
	sqabs	b29, b7
	sqabs	b4, b2
	sqabs	b26, b20
	sqabs	b7, b29
	sqabs	d17, d3
	sqabs	d16, d14
	sqabs	d10, d30
	sqabs	d29, d7
	sqabs	h3, h0
	sqabs	h28, h9
	sqabs	h22, h0
	sqabs	h31, h24
	sqabs	s20, s11
	sqabs	s31, s24
	sqabs	s22, s22
	sqabs	s29, s22
	sqabs	v2.16b, v14.16b
	sqabs	v16.16b, v31.16b
	sqabs	v14.16b, v31.16b
	sqabs	v0.16b, v5.16b
	sqabs	v19.2d, v23.2d
	sqabs	v14.2d, v18.2d
	sqabs	v1.2d, v5.2d
	sqabs	v7.2d, v11.2d
	sqabs	v11.2s, v12.2s
	sqabs	v28.2s, v27.2s
	sqabs	v29.2s, v20.2s
	sqabs	v20.2s, v8.2s
	sqabs	v7.4h, v21.4h
	sqabs	v8.4h, v12.4h
	sqabs	v4.4h, v12.4h
	sqabs	v24.4h, v7.4h
	sqabs	v30.4s, v14.4s
	sqabs	v10.4s, v5.4s
	sqabs	v14.4s, v0.4s
	sqabs	v4.4s, v15.4s
	sqabs	v24.8b, v13.8b
	sqabs	v3.8b, v17.8b
	sqabs	v7.8b, v30.8b
	sqabs	v23.8b, v21.8b
	sqabs	v18.8h, v25.8h
	sqabs	v16.8h, v20.8h
	sqabs	v11.8h, v14.8h
	sqabs	v20.8h, v27.8h
	sqadd	b22, b28, b24
	sqadd	b0, b26, b27
	sqadd	b27, b7, b15
	sqadd	b2, b23, b30
	sqadd	d8, d13, d6
	sqadd	d10, d13, d25
	sqadd	d11, d17, d11
	sqadd	d26, d30, d13
	sqadd	h20, h20, h31
	sqadd	h9, h9, h13
	sqadd	h30, h3, h11
	sqadd	h1, h10, h6
	sqadd	s6, s7, s4
	sqadd	s3, s14, s28
	sqadd	s10, s14, s24
	sqadd	s14, s17, s10
	sqadd	v23.16b, v10.16b, v4.16b
	sqadd	v25.16b, v20.16b, v15.16b
	sqadd	v25.16b, v24.16b, v5.16b
	sqadd	v19.16b, v0.16b, v27.16b
	sqadd	v7.2d, v17.2d, v14.2d
	sqadd	v13.2d, v31.2d, v10.2d
	sqadd	v19.2d, v2.2d, v26.2d
	sqadd	v29.2d, v7.2d, v8.2d
	sqadd	v7.2s, v15.2s, v7.2s
	sqadd	v14.2s, v21.2s, v15.2s
	sqadd	v0.2s, v28.2s, v19.2s
	sqadd	v10.2s, v23.2s, v6.2s
	sqadd	v2.4h, v1.4h, v7.4h
	sqadd	v0.4h, v8.4h, v9.4h
	sqadd	v22.4h, v24.4h, v12.4h
	sqadd	v2.4h, v17.4h, v30.4h
	sqadd	v27.4s, v9.4s, v31.4s
	sqadd	v15.4s, v12.4s, v22.4s
	sqadd	v11.4s, v22.4s, v16.4s
	sqadd	v0.4s, v0.4s, v27.4s
	sqadd	v14.8b, v8.8b, v6.8b
	sqadd	v30.8b, v15.8b, v10.8b
	sqadd	v18.8b, v27.8b, v19.8b
	sqadd	v2.8b, v16.8b, v23.8b
	sqadd	v8.8h, v5.8h, v31.8h
	sqadd	v10.8h, v13.8h, v5.8h
	sqadd	v19.8h, v15.8h, v6.8h
	sqadd	v1.8h, v15.8h, v20.8h
	sqdmlal	s24, h5, v6.h[6]
	sqdmlal	s31, h11, v14.h[0]
	sqdmlal	s9, h28, v12.h[5]
	sqdmlal	s12, h0, v12.h[1]
	sqdmlal	d24, s14, v4.s[0]
	sqdmlal	d9, s9, v24.s[3]
	sqdmlal	d19, s2, v27.s[3]
	sqdmlal	d19, s11, v21.s[3]
	sqdmlal	v11.2d, v14.2s, v2.s[0]
	sqdmlal	v26.2d, v7.2s, v17.s[1]
	sqdmlal	v3.2d, v2.2s, v17.s[1]
	sqdmlal	v26.2d, v8.2s, v16.s[0]
	sqdmlal2	v16.2d, v22.4s, v3.s[0]
	sqdmlal2	v16.2d, v1.4s, v16.s[0]
	sqdmlal2	v16.2d, v23.4s, v14.s[3]
	sqdmlal2	v19.2d, v17.4s, v31.s[0]
	sqdmlal	v20.4s, v22.4h, v4.h[4]
	sqdmlal	v17.4s, v3.4h, v2.h[2]
	sqdmlal	v26.4s, v28.4h, v0.h[5]
	sqdmlal	v16.4s, v1.4h, v2.h[0]
	sqdmlal2	v27.4s, v10.8h, v5.h[0]
	sqdmlal2	v18.4s, v21.8h, v2.h[7]
	sqdmlal2	v18.4s, v14.8h, v5.h[6]
	sqdmlal2	v22.4s, v29.8h, v2.h[0]
	sqdmlal	s30, h14, h28
	sqdmlal	s15, h12, h29
	sqdmlal	s13, h3, h19
	sqdmlal	s13, h24, h5
	sqdmlal	d5, s18, s20
	sqdmlal	d10, s31, s6
	sqdmlal	d4, s7, s25
	sqdmlal	d25, s6, s7
	sqdmlal	v17.2d, v22.2s, v18.2s
	sqdmlal	v4.2d, v19.2s, v7.2s
	sqdmlal	v25.2d, v9.2s, v7.2s
	sqdmlal	v30.2d, v6.2s, v24.2s
	sqdmlal2	v29.2d, v19.4s, v6.4s
	sqdmlal2	v25.2d, v26.4s, v8.4s
	sqdmlal2	v18.2d, v2.4s, v24.4s
	sqdmlal2	v31.2d, v1.4s, v15.4s
	sqdmlal	v10.4s, v6.4h, v22.4h
	sqdmlal	v5.4s, v27.4h, v29.4h
	sqdmlal	v11.4s, v5.4h, v24.4h
	sqdmlal	v21.4s, v0.4h, v28.4h
	sqdmlal2	v6.4s, v19.8h, v3.8h
	sqdmlal2	v24.4s, v11.8h, v2.8h
	sqdmlal2	v31.4s, v17.8h, v12.8h
	sqdmlal2	v26.4s, v31.8h, v6.8h
	sqdmlsl	s23, h11, v14.h[6]
	sqdmlsl	s28, h3, v11.h[1]
	sqdmlsl	s27, h6, v12.h[3]
	sqdmlsl	s13, h21, v2.h[5]
	sqdmlsl	d6, s18, v21.s[0]
	sqdmlsl	d29, s9, v17.s[1]
	sqdmlsl	d19, s24, v14.s[3]
	sqdmlsl	d23, s2, v23.s[2]
	sqdmlsl	v5.2d, v11.2s, v30.s[0]
	sqdmlsl	v30.2d, v10.2s, v29.s[0]
	sqdmlsl	v23.2d, v9.2s, v2.s[1]
	sqdmlsl	v19.2d, v12.2s, v23.s[3]
	sqdmlsl2	v9.2d, v23.4s, v5.s[2]
	sqdmlsl2	v23.2d, v9.4s, v12.s[1]
	sqdmlsl2	v10.2d, v19.4s, v30.s[2]
	sqdmlsl2	v0.2d, v25.4s, v0.s[0]
	sqdmlsl	v21.4s, v22.4h, v11.h[3]
	sqdmlsl	v17.4s, v8.4h, v12.h[4]
	sqdmlsl	v14.4s, v17.4h, v6.h[2]
	sqdmlsl	v8.4s, v25.4h, v13.h[5]
	sqdmlsl2	v6.4s, v0.8h, v14.h[1]
	sqdmlsl2	v21.4s, v7.8h, v7.h[7]
	sqdmlsl2	v10.4s, v3.8h, v12.h[3]
	sqdmlsl2	v6.4s, v17.8h, v1.h[1]
	sqdmlsl	s16, h13, h0
	sqdmlsl	s30, h29, h30
	sqdmlsl	s15, h27, h8
	sqdmlsl	s2, h28, h15
	sqdmlsl	d30, s14, s24
	sqdmlsl	d5, s2, s30
	sqdmlsl	d14, s11, s21
	sqdmlsl	d6, s10, s8
	sqdmlsl	v9.2d, v26.2s, v6.2s
	sqdmlsl	v30.2d, v10.2s, v12.2s
	sqdmlsl	v8.2d, v1.2s, v20.2s
	sqdmlsl	v4.2d, v3.2s, v28.2s
	sqdmlsl2	v29.2d, v9.4s, v29.4s
	sqdmlsl2	v0.2d, v31.4s, v22.4s
	sqdmlsl2	v30.2d, v17.4s, v10.4s
	sqdmlsl2	v21.2d, v2.4s, v12.4s
	sqdmlsl	v13.4s, v16.4h, v19.4h
	sqdmlsl	v4.4s, v25.4h, v2.4h
	sqdmlsl	v4.4s, v8.4h, v17.4h
	sqdmlsl	v27.4s, v12.4h, v26.4h
	sqdmlsl2	v25.4s, v15.8h, v31.8h
	sqdmlsl2	v5.4s, v12.8h, v30.8h
	sqdmlsl2	v16.4s, v23.8h, v23.8h
	sqdmlsl2	v30.4s, v25.8h, v16.8h
	sqdmulh	h24, h30, v10.h[7]
	sqdmulh	h20, h3, v6.h[7]
	sqdmulh	h12, h3, v9.h[7]
	sqdmulh	h8, h1, v11.h[7]
	sqdmulh	s6, s13, v28.s[2]
	sqdmulh	s4, s10, v30.s[3]
	sqdmulh	s24, s9, v18.s[3]
	sqdmulh	s30, s26, v29.s[0]
	sqdmulh	v1.2s, v6.2s, v16.s[1]
	sqdmulh	v2.2s, v23.2s, v31.s[2]
	sqdmulh	v0.2s, v12.2s, v20.s[1]
	sqdmulh	v12.2s, v10.2s, v26.s[0]
	sqdmulh	v7.4h, v17.4h, v12.h[2]
	sqdmulh	v4.4h, v5.4h, v9.h[5]
	sqdmulh	v31.4h, v30.4h, v5.h[5]
	sqdmulh	v19.4h, v25.4h, v5.h[3]
	sqdmulh	v31.4s, v27.4s, v25.s[2]
	sqdmulh	v14.4s, v28.4s, v18.s[0]
	sqdmulh	v23.4s, v8.4s, v6.s[1]
	sqdmulh	v3.4s, v25.4s, v24.s[1]
	sqdmulh	v18.8h, v22.8h, v1.h[3]
	sqdmulh	v18.8h, v30.8h, v10.h[7]
	sqdmulh	v16.8h, v17.8h, v4.h[0]
	sqdmulh	v23.8h, v2.8h, v10.h[4]
	sqdmulh	h21, h30, h14
	sqdmulh	h28, h12, h13
	sqdmulh	h13, h31, h28
	sqdmulh	h6, h17, h1
	sqdmulh	s0, s22, s29
	sqdmulh	s16, s17, s27
	sqdmulh	s28, s25, s21
	sqdmulh	s17, s20, s29
	sqdmulh	v30.2s, v26.2s, v22.2s
	sqdmulh	v2.2s, v21.2s, v24.2s
	sqdmulh	v7.2s, v14.2s, v11.2s
	sqdmulh	v13.2s, v10.2s, v21.2s
	sqdmulh	v16.4h, v16.4h, v3.4h
	sqdmulh	v18.4h, v14.4h, v25.4h
	sqdmulh	v10.4h, v6.4h, v4.4h
	sqdmulh	v6.4h, v31.4h, v4.4h
	sqdmulh	v23.4s, v14.4s, v9.4s
	sqdmulh	v23.4s, v22.4s, v1.4s
	sqdmulh	v21.4s, v25.4s, v17.4s
	sqdmulh	v19.4s, v20.4s, v25.4s
	sqdmulh	v31.8h, v23.8h, v19.8h
	sqdmulh	v20.8h, v25.8h, v1.8h
	sqdmulh	v18.8h, v12.8h, v4.8h
	sqdmulh	v28.8h, v1.8h, v10.8h
	sqdmull	s13, h31, v6.h[3]
	sqdmull	s6, h11, v8.h[5]
	sqdmull	s8, h4, v2.h[3]
	sqdmull	s30, h16, v9.h[2]
	sqdmull	d22, s7, v1.s[0]
	sqdmull	d5, s27, v14.s[0]
	sqdmull	d2, s3, v7.s[2]
	sqdmull	d30, s5, v9.s[1]
	sqdmull	v26.2d, v0.2s, v23.s[0]
	sqdmull	v5.2d, v2.2s, v29.s[0]
	sqdmull	v15.2d, v13.2s, v21.s[2]
	sqdmull	v31.2d, v6.2s, v10.s[3]
	sqdmull2	v8.2d, v18.4s, v13.s[0]
	sqdmull2	v6.2d, v18.4s, v19.s[0]
	sqdmull2	v24.2d, v3.4s, v2.s[2]
	sqdmull2	v6.2d, v9.4s, v26.s[2]
	sqdmull	v18.4s, v12.4h, v8.h[6]
	sqdmull	v29.4s, v16.4h, v8.h[6]
	sqdmull	v1.4s, v11.4h, v7.h[1]
	sqdmull	v29.4s, v2.4h, v7.h[2]
	sqdmull2	v13.4s, v0.8h, v5.h[4]
	sqdmull2	v1.4s, v16.8h, v12.h[7]
	sqdmull2	v28.4s, v26.8h, v8.h[5]
	sqdmull2	v27.4s, v30.8h, v8.h[2]
	sqdmull	s13, h17, h18
	sqdmull	s20, h11, h19
	sqdmull	s31, h21, h16
	sqdmull	s3, h12, h0
	sqdmull	d2, s29, s27
	sqdmull	d19, s29, s15
	sqdmull	d12, s0, s0
	sqdmull	d5, s7, s21
	sqdmull	v13.2d, v27.2s, v6.2s
	sqdmull	v18.2d, v11.2s, v14.2s
	sqdmull	v24.2d, v19.2s, v18.2s
	sqdmull	v16.2d, v1.2s, v19.2s
	sqdmull2	v7.2d, v19.4s, v25.4s
	sqdmull2	v26.2d, v12.4s, v16.4s
	sqdmull2	v20.2d, v7.4s, v31.4s
	sqdmull2	v15.2d, v20.4s, v24.4s
	sqdmull	v25.4s, v1.4h, v4.4h
	sqdmull	v23.4s, v31.4h, v14.4h
	sqdmull	v13.4s, v30.4h, v13.4h
	sqdmull	v26.4s, v27.4h, v24.4h
	sqdmull2	v15.4s, v2.8h, v18.8h
	sqdmull2	v11.4s, v7.8h, v20.8h
	sqdmull2	v17.4s, v5.8h, v9.8h
	sqdmull2	v30.4s, v24.8h, v20.8h
	sqneg	b26, b30
	sqneg	b23, b15
	sqneg	b24, b3
	sqneg	b22, b16
	sqneg	d24, d28
	sqneg	d4, d26
	sqneg	d25, d11
	sqneg	d3, d6
	sqneg	h14, h14
	sqneg	h24, h19
	sqneg	h23, h27
	sqneg	h29, h28
	sqneg	s29, s14
	sqneg	s2, s2
	sqneg	s23, s31
	sqneg	s10, s17
	sqneg	v8.16b, v31.16b
	sqneg	v4.16b, v19.16b
	sqneg	v5.16b, v19.16b
	sqneg	v30.16b, v9.16b
	sqneg	v17.2d, v5.2d
	sqneg	v25.2d, v11.2d
	sqneg	v4.2d, v3.2d
	sqneg	v14.2d, v16.2d
	sqneg	v8.2s, v29.2s
	sqneg	v8.2s, v16.2s
	sqneg	v26.2s, v21.2s
	sqneg	v17.2s, v30.2s
	sqneg	v19.4h, v0.4h
	sqneg	v5.4h, v18.4h
	sqneg	v23.4h, v3.4h
	sqneg	v17.4h, v18.4h
	sqneg	v28.4s, v6.4s
	sqneg	v11.4s, v2.4s
	sqneg	v3.4s, v13.4s
	sqneg	v26.4s, v30.4s
	sqneg	v17.8b, v20.8b
	sqneg	v29.8b, v24.8b
	sqneg	v18.8b, v3.8b
	sqneg	v3.8b, v5.8b
	sqneg	v1.8h, v10.8h
	sqneg	v4.8h, v15.8h
	sqneg	v5.8h, v22.8h
	sqneg	v11.8h, v29.8h
	sqrdmulh	h29, h11, v10.h[2]
	sqrdmulh	h9, h2, v2.h[3]
	sqrdmulh	h3, h27, v1.h[1]
	sqrdmulh	h8, h1, v5.h[1]
	sqrdmulh	s12, s7, v22.s[0]
	sqrdmulh	s11, s17, v29.s[0]
	sqrdmulh	s3, s22, v27.s[1]
	sqrdmulh	s22, s9, v14.s[2]
	sqrdmulh	v15.2s, v10.2s, v0.s[2]
	sqrdmulh	v22.2s, v15.2s, v7.s[0]
	sqrdmulh	v8.2s, v15.2s, v0.s[1]
	sqrdmulh	v21.2s, v1.2s, v20.s[1]
	sqrdmulh	v4.4h, v11.4h, v14.h[6]
	sqrdmulh	v11.4h, v7.4h, v5.h[6]
	sqrdmulh	v8.4h, v12.4h, v0.h[2]
	sqrdmulh	v27.4h, v26.4h, v0.h[2]
	sqrdmulh	v20.4s, v22.4s, v17.s[2]
	sqrdmulh	v26.4s, v24.4s, v28.s[0]
	sqrdmulh	v3.4s, v5.4s, v30.s[3]
	sqrdmulh	v24.4s, v14.4s, v20.s[0]
	sqrdmulh	v5.8h, v2.8h, v9.h[7]
	sqrdmulh	v9.8h, v5.8h, v6.h[2]
	sqrdmulh	v2.8h, v5.8h, v13.h[3]
	sqrdmulh	v24.8h, v15.8h, v9.h[1]
	sqrdmulh	h16, h14, h11
	sqrdmulh	h12, h29, h16
	sqrdmulh	h13, h10, h21
	sqrdmulh	h2, h9, h18
	sqrdmulh	s17, s20, s30
	sqrdmulh	s18, s9, s22
	sqrdmulh	s12, s21, s31
	sqrdmulh	s25, s16, s7
	sqrdmulh	v16.2s, v1.2s, v5.2s
	sqrdmulh	v26.2s, v0.2s, v2.2s
	sqrdmulh	v26.2s, v20.2s, v21.2s
	sqrdmulh	v26.2s, v6.2s, v27.2s
	sqrdmulh	v6.4h, v28.4h, v21.4h
	sqrdmulh	v18.4h, v26.4h, v28.4h
	sqrdmulh	v19.4h, v29.4h, v11.4h
	sqrdmulh	v1.4h, v14.4h, v1.4h
	sqrdmulh	v27.4s, v3.4s, v21.4s
	sqrdmulh	v18.4s, v30.4s, v20.4s
	sqrdmulh	v30.4s, v0.4s, v23.4s
	sqrdmulh	v20.4s, v15.4s, v27.4s
	sqrdmulh	v28.8h, v3.8h, v4.8h
	sqrdmulh	v15.8h, v1.8h, v11.8h
	sqrdmulh	v23.8h, v25.8h, v30.8h
	sqrdmulh	v29.8h, v5.8h, v27.8h
	sqrshl	b10, b5, b19
	sqrshl	b4, b4, b22
	sqrshl	b27, b18, b25
	sqrshl	b10, b22, b4
	sqrshl	d5, d24, d8
	sqrshl	d29, d9, d10
	sqrshl	d20, d20, d21
	sqrshl	d4, d21, d26
	sqrshl	h13, h23, h6
	sqrshl	h2, h12, h31
	sqrshl	h0, h20, h1
	sqrshl	h2, h26, h7
	sqrshl	s6, s27, s30
	sqrshl	s28, s3, s28
	sqrshl	s16, s26, s26
	sqrshl	s28, s27, s25
	sqrshl	v10.16b, v30.16b, v16.16b
	sqrshl	v28.16b, v21.16b, v11.16b
	sqrshl	v0.16b, v2.16b, v14.16b
	sqrshl	v8.16b, v13.16b, v6.16b
	sqrshl	v5.2d, v9.2d, v25.2d
	sqrshl	v0.2d, v16.2d, v12.2d
	sqrshl	v24.2d, v24.2d, v6.2d
	sqrshl	v13.2d, v9.2d, v0.2d
	sqrshl	v2.2s, v7.2s, v3.2s
	sqrshl	v10.2s, v17.2s, v16.2s
	sqrshl	v1.2s, v14.2s, v11.2s
	sqrshl	v14.2s, v1.2s, v10.2s
	sqrshl	v6.4h, v27.4h, v18.4h
	sqrshl	v11.4h, v6.4h, v23.4h
	sqrshl	v15.4h, v23.4h, v2.4h
	sqrshl	v10.4h, v11.4h, v9.4h
	sqrshl	v17.4s, v2.4s, v2.4s
	sqrshl	v6.4s, v20.4s, v18.4s
	sqrshl	v2.4s, v6.4s, v13.4s
	sqrshl	v3.4s, v31.4s, v17.4s
	sqrshl	v12.8b, v26.8b, v6.8b
	sqrshl	v21.8b, v27.8b, v6.8b
	sqrshl	v24.8b, v18.8b, v28.8b
	sqrshl	v2.8b, v31.8b, v12.8b
	sqrshl	v30.8h, v27.8h, v29.8h
	sqrshl	v12.8h, v2.8h, v19.8h
	sqrshl	v16.8h, v30.8h, v24.8h
	sqrshl	v13.8h, v19.8h, v9.8h
	sqrshrn	b1, h18, #5
	sqrshrn	b30, h30, #3
	sqrshrn	b29, h8, #3
	sqrshrn	b9, h25, #6
	sqrshrn	h16, s21, #16
	sqrshrn	h27, s12, #9
	sqrshrn	h26, s20, #1
	sqrshrn	h20, s12, #12
	sqrshrn	s11, d10, #24
	sqrshrn	s18, d25, #24
	sqrshrn	s11, d6, #4
	sqrshrn	s28, d19, #1
	sqrshrn	v21.2s, v19.2d, #4
	sqrshrn	v9.2s, v3.2d, #8
	sqrshrn	v12.2s, v27.2d, #12
	sqrshrn	v29.2s, v31.2d, #1
	sqrshrn2	v29.4s, v11.2d, #1
	sqrshrn2	v18.4s, v0.2d, #27
	sqrshrn2	v16.4s, v22.2d, #12
	sqrshrn2	v22.4s, v26.2d, #26
	sqrshrn	v25.4h, v19.4s, #2
	sqrshrn	v23.4h, v27.4s, #1
	sqrshrn	v10.4h, v4.4s, #3
	sqrshrn	v10.4h, v15.4s, #9
	sqrshrn2	v14.8h, v5.4s, #12
	sqrshrn2	v27.8h, v21.4s, #1
	sqrshrn2	v15.8h, v4.4s, #1
	sqrshrn2	v18.8h, v7.4s, #4
	sqrshrn	v18.8b, v18.8h, #5
	sqrshrn	v12.8b, v24.8h, #5
	sqrshrn	v31.8b, v31.8h, #3
	sqrshrn	v24.8b, v25.8h, #4
	sqrshrn2	v10.16b, v22.8h, #5
	sqrshrn2	v4.16b, v21.8h, #1
	sqrshrn2	v6.16b, v22.8h, #6
	sqrshrn2	v25.16b, v19.8h, #2
	sqrshrun	b7, h24, #5
	sqrshrun	b26, h2, #1
	sqrshrun	b2, h2, #7
	sqrshrun	b22, h10, #4
	sqrshrun	h3, s1, #8
	sqrshrun	h0, s11, #2
	sqrshrun	h21, s8, #12
	sqrshrun	h15, s25, #11
	sqrshrun	s24, d9, #1
	sqrshrun	s0, d7, #14
	sqrshrun	s29, d28, #32
	sqrshrun	s10, d25, #18
	sqrshrun	v1.2s, v27.2d, #32
	sqrshrun	v0.2s, v3.2d, #13
	sqrshrun	v20.2s, v27.2d, #1
	sqrshrun	v21.2s, v15.2d, #10
	sqrshrun2	v18.4s, v23.2d, #1
	sqrshrun2	v18.4s, v14.2d, #20
	sqrshrun2	v29.4s, v21.2d, #23
	sqrshrun2	v17.4s, v7.2d, #28
	sqrshrun	v29.4h, v21.4s, #11
	sqrshrun	v4.4h, v26.4s, #15
	sqrshrun	v8.4h, v13.4s, #14
	sqrshrun	v15.4h, v25.4s, #12
	sqrshrun2	v13.8h, v10.4s, #3
	sqrshrun2	v9.8h, v9.4s, #4
	sqrshrun2	v12.8h, v14.4s, #5
	sqrshrun2	v10.8h, v11.4s, #1
	sqrshrun	v12.8b, v24.8h, #7
	sqrshrun	v5.8b, v12.8h, #1
	sqrshrun	v12.8b, v1.8h, #3
	sqrshrun	v14.8b, v29.8h, #1
	sqrshrun2	v23.16b, v10.8h, #8
	sqrshrun2	v9.16b, v2.8h, #8
	sqrshrun2	v27.16b, v6.8h, #8
	sqrshrun2	v20.16b, v0.8h, #3
	sqshlu	b28, b27, #0
	sqshlu	b18, b10, #4
	sqshlu	b28, b20, #3
	sqshlu	b29, b20, #3
	sqshlu	d5, d18, #41
	sqshlu	d29, d27, #61
	sqshlu	d21, d29, #1
	sqshlu	d30, d4, #62
	sqshlu	h8, h9, #1
	sqshlu	h0, h1, #6
	sqshlu	h21, h24, #15
	sqshlu	h29, h26, #2
	sqshlu	s29, s16, #19
	sqshlu	s21, s5, #1
	sqshlu	s2, s9, #16
	sqshlu	s8, s21, #0
	sqshlu	v29.16b, v7.16b, #6
	sqshlu	v14.16b, v12.16b, #1
	sqshlu	v10.16b, v30.16b, #6
	sqshlu	v19.16b, v12.16b, #6
	sqshlu	v15.2d, v29.2d, #41
	sqshlu	v2.2d, v3.2d, #19
	sqshlu	v23.2d, v1.2d, #34
	sqshlu	v31.2d, v18.2d, #46
	sqshlu	v5.2s, v15.2s, #13
	sqshlu	v13.2s, v29.2s, #21
	sqshlu	v18.2s, v11.2s, #2
	sqshlu	v5.2s, v14.2s, #0
	sqshlu	v10.4h, v20.4h, #6
	sqshlu	v14.4h, v24.4h, #9
	sqshlu	v10.4h, v24.4h, #4
	sqshlu	v27.4h, v30.4h, #0
	sqshlu	v14.4s, v4.4s, #10
	sqshlu	v22.4s, v3.4s, #24
	sqshlu	v25.4s, v11.4s, #1
	sqshlu	v20.4s, v1.4s, #8
	sqshlu	v17.8b, v6.8b, #4
	sqshlu	v15.8b, v15.8b, #2
	sqshlu	v8.8b, v20.8b, #7
	sqshlu	v0.8b, v3.8b, #1
	sqshlu	v16.8h, v18.8h, #2
	sqshlu	v26.8h, v28.8h, #1
	sqshlu	v21.8h, v21.8h, #15
	sqshlu	v25.8h, v1.8h, #9
	sqshl	b23, b3, #2
	sqshl	b16, b2, #2
	sqshl	b1, b25, #0
	sqshl	b10, b5, #3
	sqshl	d2, d24, #2
	sqshl	d28, d10, #53
	sqshl	d17, d7, #25
	sqshl	d8, d6, #1
	sqshl	h15, h22, #13
	sqshl	h4, h31, #0
	sqshl	h21, h24, #0
	sqshl	h1, h26, #12
	sqshl	s27, s13, #26
	sqshl	s16, s14, #29
	sqshl	s3, s9, #24
	sqshl	s29, s25, #13
	sqshl	v4.16b, v17.16b, #1
	sqshl	v22.16b, v26.16b, #7
	sqshl	v11.16b, v7.16b, #3
	sqshl	v11.16b, v29.16b, #0
	sqshl	v22.2d, v5.2d, #13
	sqshl	v19.2d, v5.2d, #51
	sqshl	v20.2d, v4.2d, #18
	sqshl	v30.2d, v21.2d, #45
	sqshl	v8.2s, v13.2s, #17
	sqshl	v6.2s, v8.2s, #10
	sqshl	v31.2s, v26.2s, #0
	sqshl	v5.2s, v8.2s, #20
	sqshl	v23.4h, v13.4h, #2
	sqshl	v24.4h, v29.4h, #6
	sqshl	v4.4h, v0.4h, #3
	sqshl	v24.4h, v7.4h, #9
	sqshl	v26.4s, v0.4s, #30
	sqshl	v1.4s, v26.4s, #18
	sqshl	v20.4s, v5.4s, #1
	sqshl	v9.4s, v5.4s, #27
	sqshl	v13.8b, v18.8b, #2
	sqshl	v18.8b, v23.8b, #1
	sqshl	v10.8b, v6.8b, #3
	sqshl	v7.8b, v9.8b, #3
	sqshl	v7.8h, v7.8h, #0
	sqshl	v4.8h, v22.8h, #7
	sqshl	v6.8h, v4.8h, #9
	sqshl	v7.8h, v10.8h, #0
	sqshl	b31, b25, b17
	sqshl	b0, b22, b20
	sqshl	b23, b22, b4
	sqshl	b10, b29, b26
	sqshl	d21, d3, d28
	sqshl	d17, d31, d18
	sqshl	d5, d31, d27
	sqshl	d16, d6, d4
	sqshl	h13, h9, h30
	sqshl	h8, h7, h22
	sqshl	h4, h21, h1
	sqshl	h29, h15, h11
	sqshl	s9, s25, s4
	sqshl	s24, s9, s7
	sqshl	s1, s22, s26
	sqshl	s19, s13, s7
	sqshl	v26.16b, v26.16b, v25.16b
	sqshl	v31.16b, v22.16b, v8.16b
	sqshl	v10.16b, v27.16b, v18.16b
	sqshl	v31.16b, v22.16b, v3.16b
	sqshl	v8.2d, v29.2d, v18.2d
	sqshl	v20.2d, v10.2d, v27.2d
	sqshl	v0.2d, v10.2d, v12.2d
	sqshl	v0.2d, v3.2d, v8.2d
	sqshl	v27.2s, v28.2s, v7.2s
	sqshl	v2.2s, v16.2s, v20.2s
	sqshl	v5.2s, v12.2s, v24.2s
	sqshl	v5.2s, v21.2s, v18.2s
	sqshl	v13.4h, v5.4h, v17.4h
	sqshl	v18.4h, v21.4h, v27.4h
	sqshl	v26.4h, v5.4h, v1.4h
	sqshl	v1.4h, v9.4h, v13.4h
	sqshl	v31.4s, v3.4s, v12.4s
	sqshl	v14.4s, v14.4s, v30.4s
	sqshl	v21.4s, v7.4s, v1.4s
	sqshl	v27.4s, v17.4s, v24.4s
	sqshl	v29.8b, v9.8b, v15.8b
	sqshl	v7.8b, v4.8b, v29.8b
	sqshl	v15.8b, v17.8b, v9.8b
	sqshl	v9.8b, v21.8b, v27.8b
	sqshl	v21.8h, v0.8h, v7.8h
	sqshl	v10.8h, v8.8h, v1.8h
	sqshl	v7.8h, v8.8h, v15.8h
	sqshl	v26.8h, v5.8h, v14.8h
	sqshrn	b6, h22, #2
	sqshrn	b11, h27, #4
	sqshrn	b6, h2, #1
	sqshrn	b18, h13, #4
	sqshrn	h30, s26, #7
	sqshrn	h6, s18, #2
	sqshrn	h12, s23, #11
	sqshrn	h2, s29, #3
	sqshrn	s24, d23, #11
	sqshrn	s30, d13, #4
	sqshrn	s8, d19, #5
	sqshrn	s17, d8, #17
	sqshrn	v27.2s, v21.2d, #10
	sqshrn	v17.2s, v16.2d, #8
	sqshrn	v10.2s, v18.2d, #1
	sqshrn	v1.2s, v2.2d, #8
	sqshrn2	v2.4s, v4.2d, #25
	sqshrn2	v8.4s, v14.2d, #9
	sqshrn2	v18.4s, v0.2d, #21
	sqshrn2	v22.4s, v28.2d, #21
	sqshrn	v4.4h, v7.4s, #13
	sqshrn	v2.4h, v16.4s, #16
	sqshrn	v14.4h, v13.4s, #1
	sqshrn	v0.4h, v25.4s, #13
	sqshrn2	v8.8h, v3.4s, #5
	sqshrn2	v27.8h, v12.4s, #5
	sqshrn2	v2.8h, v25.4s, #7
	sqshrn2	v8.8h, v15.4s, #3
	sqshrn	v30.8b, v27.8h, #4
	sqshrn	v7.8b, v31.8h, #6
	sqshrn	v11.8b, v17.8h, #6
	sqshrn	v15.8b, v4.8h, #1
	sqshrn2	v6.16b, v20.8h, #2
	sqshrn2	v27.16b, v0.8h, #8
	sqshrn2	v31.16b, v26.8h, #3
	sqshrn2	v1.16b, v10.8h, #1
	sqshrun	b24, h28, #7
	sqshrun	b21, h27, #2
	sqshrun	b29, h2, #3
	sqshrun	b22, h17, #7
	sqshrun	h30, s2, #5
	sqshrun	h11, s7, #1
	sqshrun	h16, s23, #1
	sqshrun	h22, s7, #1
	sqshrun	s3, d4, #1
	sqshrun	s1, d10, #15
	sqshrun	s20, d15, #10
	sqshrun	s29, d29, #14
	sqshrun	v13.2s, v16.2d, #32
	sqshrun	v11.2s, v24.2d, #27
	sqshrun	v2.2s, v21.2d, #16
	sqshrun	v6.2s, v10.2d, #29
	sqshrun2	v19.4s, v20.2d, #12
	sqshrun2	v24.4s, v17.2d, #1
	sqshrun2	v23.4s, v29.2d, #24
	sqshrun2	v1.4s, v8.2d, #13
	sqshrun	v25.4h, v19.4s, #10
	sqshrun	v28.4h, v19.4s, #16
	sqshrun	v20.4h, v23.4s, #2
	sqshrun	v3.4h, v19.4s, #10
	sqshrun2	v9.8h, v4.4s, #2
	sqshrun2	v24.8h, v24.4s, #9
	sqshrun2	v12.8h, v2.4s, #9
	sqshrun2	v18.8h, v5.4s, #8
	sqshrun	v26.8b, v21.8h, #2
	sqshrun	v16.8b, v19.8h, #7
	sqshrun	v10.8b, v31.8h, #1
	sqshrun	v3.8b, v28.8h, #1
	sqshrun2	v14.16b, v11.8h, #2
	sqshrun2	v24.16b, v21.8h, #6
	sqshrun2	v7.16b, v17.8h, #7
	sqshrun2	v31.16b, v6.8h, #4
	sqsub	b19, b4, b10
	sqsub	b9, b26, b2
	sqsub	b27, b3, b23
	sqsub	b1, b5, b17
	sqsub	d26, d28, d5
	sqsub	d31, d0, d23
	sqsub	d22, d19, d2
	sqsub	d21, d15, d3
	sqsub	h29, h30, h28
	sqsub	h7, h6, h23
	sqsub	h30, h28, h30
	sqsub	h24, h25, h14
	sqsub	s24, s5, s5
	sqsub	s15, s12, s19
	sqsub	s12, s4, s8
	sqsub	s13, s21, s25
	sqsub	v19.16b, v21.16b, v23.16b
	sqsub	v29.16b, v28.16b, v9.16b
	sqsub	v7.16b, v10.16b, v3.16b
	sqsub	v16.16b, v18.16b, v31.16b
	sqsub	v21.2d, v27.2d, v7.2d
	sqsub	v7.2d, v19.2d, v10.2d
	sqsub	v6.2d, v4.2d, v23.2d
	sqsub	v29.2d, v27.2d, v9.2d
	sqsub	v0.2s, v16.2s, v31.2s
	sqsub	v31.2s, v20.2s, v12.2s
	sqsub	v23.2s, v31.2s, v3.2s
	sqsub	v24.2s, v19.2s, v22.2s
	sqsub	v18.4h, v10.4h, v3.4h
	sqsub	v15.4h, v30.4h, v27.4h
	sqsub	v16.4h, v11.4h, v26.4h
	sqsub	v6.4h, v10.4h, v5.4h
	sqsub	v8.4s, v26.4s, v17.4s
	sqsub	v7.4s, v28.4s, v23.4s
	sqsub	v23.4s, v15.4s, v7.4s
	sqsub	v27.4s, v24.4s, v17.4s
	sqsub	v13.8b, v19.8b, v24.8b
	sqsub	v31.8b, v10.8b, v24.8b
	sqsub	v20.8b, v20.8b, v16.8b
	sqsub	v0.8b, v19.8b, v18.8b
	sqsub	v9.8h, v0.8h, v28.8h
	sqsub	v29.8h, v12.8h, v10.8h
	sqsub	v22.8h, v17.8h, v12.8h
	sqsub	v14.8h, v12.8h, v22.8h
	sqxtn	b13, h3
	sqxtn	b21, h17
	sqxtn	b20, h13
	sqxtn	b10, h28
	sqxtn	h15, s25
	sqxtn	h13, s18
	sqxtn	h25, s22
	sqxtn	h30, s25
	sqxtn	s28, d26
	sqxtn	s23, d12
	sqxtn	s31, d20
	sqxtn	s28, d24
	sqxtn	v29.2s, v5.2d
	sqxtn	v18.2s, v16.2d
	sqxtn	v10.2s, v27.2d
	sqxtn	v2.2s, v25.2d
	sqxtn2	v8.4s, v11.2d
	sqxtn2	v19.4s, v9.2d
	sqxtn2	v11.4s, v23.2d
	sqxtn2	v21.4s, v24.2d
	sqxtn	v31.4h, v30.4s
	sqxtn	v24.4h, v25.4s
	sqxtn	v30.4h, v21.4s
	sqxtn	v22.4h, v4.4s
	sqxtn2	v24.8h, v21.4s
	sqxtn2	v8.8h, v31.4s
	sqxtn2	v29.8h, v2.4s
	sqxtn2	v5.8h, v22.4s
	sqxtn	v21.8b, v28.8h
	sqxtn	v3.8b, v1.8h
	sqxtn	v7.8b, v19.8h
	sqxtn	v3.8b, v14.8h
	sqxtn2	v1.16b, v12.8h
	sqxtn2	v3.16b, v31.8h
	sqxtn2	v12.16b, v1.8h
	sqxtn2	v29.16b, v18.8h
	sqxtun	b23, h16
	sqxtun	b10, h7
	sqxtun	b21, h21
	sqxtun	b2, h17
	sqxtun	h30, s1
	sqxtun	h27, s23
	sqxtun	h26, s26
	sqxtun	h3, s22
	sqxtun	s25, d25
	sqxtun	s6, d26
	sqxtun	s24, d29
	sqxtun	s27, d10
	sqxtun	v11.2s, v17.2d
	sqxtun	v22.2s, v27.2d
	sqxtun	v20.2s, v27.2d
	sqxtun	v22.2s, v26.2d
	sqxtun2	v24.4s, v14.2d
	sqxtun2	v14.4s, v3.2d
	sqxtun2	v9.4s, v24.2d
	sqxtun2	v21.4s, v20.2d
	sqxtun	v7.4h, v25.4s
	sqxtun	v27.4h, v4.4s
	sqxtun	v0.4h, v30.4s
	sqxtun	v30.4h, v10.4s
	sqxtun2	v31.8h, v29.4s
	sqxtun2	v4.8h, v29.4s
	sqxtun2	v6.8h, v22.4s
	sqxtun2	v13.8h, v12.4s
	sqxtun	v8.8b, v18.8h
	sqxtun	v1.8b, v7.8h
	sqxtun	v13.8b, v17.8h
	sqxtun	v4.8b, v17.8h
	sqxtun2	v25.16b, v16.8h
	sqxtun2	v1.16b, v20.8h
	sqxtun2	v2.16b, v31.8h
	sqxtun2	v13.16b, v22.8h
	srhadd	v5.16b, v27.16b, v9.16b
	srhadd	v26.16b, v5.16b, v31.16b
	srhadd	v27.16b, v19.16b, v16.16b
	srhadd	v16.16b, v6.16b, v20.16b
	srhadd	v1.2s, v2.2s, v31.2s
	srhadd	v11.2s, v10.2s, v21.2s
	srhadd	v27.2s, v5.2s, v10.2s
	srhadd	v11.2s, v4.2s, v0.2s
	srhadd	v20.4h, v6.4h, v16.4h
	srhadd	v10.4h, v28.4h, v15.4h
	srhadd	v7.4h, v24.4h, v27.4h
	srhadd	v29.4h, v0.4h, v5.4h
	srhadd	v7.4s, v30.4s, v22.4s
	srhadd	v29.4s, v25.4s, v11.4s
	srhadd	v1.4s, v11.4s, v7.4s
	srhadd	v6.4s, v23.4s, v14.4s
	srhadd	v24.8b, v23.8b, v18.8b
	srhadd	v23.8b, v20.8b, v10.8b
	srhadd	v1.8b, v27.8b, v15.8b
	srhadd	v24.8b, v2.8b, v4.8b
	srhadd	v14.8h, v0.8h, v31.8h
	srhadd	v8.8h, v2.8h, v0.8h
	srhadd	v0.8h, v20.8h, v21.8h
	srhadd	v19.8h, v2.8h, v11.8h
	sri	d3, d22, #1
	sri	d15, d25, #24
	sri	d23, d13, #30
	sri	d30, d21, #1
	sri	v31.16b, v29.16b, #2
	sri	v9.16b, v16.16b, #5
	sri	v15.16b, v2.16b, #1
	sri	v5.16b, v16.16b, #6
	sri	v9.2d, v30.2d, #50
	sri	v4.2d, v30.2d, #56
	sri	v9.2d, v31.2d, #64
	sri	v25.2d, v6.2d, #23
	sri	v18.2s, v1.2s, #1
	sri	v27.2s, v16.2s, #1
	sri	v14.2s, v21.2s, #17
	sri	v26.2s, v2.2s, #7
	sri	v31.4h, v17.4h, #1
	sri	v25.4h, v13.4h, #2
	sri	v11.4h, v9.4h, #12
	sri	v22.4h, v28.4h, #16
	sri	v15.4s, v27.4s, #1
	sri	v17.4s, v5.4s, #19
	sri	v15.4s, v18.4s, #6
	sri	v19.4s, v23.4s, #26
	sri	v25.8b, v27.8b, #7
	sri	v5.8b, v24.8b, #2
	sri	v12.8b, v19.8b, #7
	sri	v5.8b, v7.8b, #6
	sri	v6.8h, v10.8h, #1
	sri	v6.8h, v15.8h, #16
	sri	v9.8h, v11.8h, #1
	sri	v21.8h, v4.8h, #13
	srshl	d4, d0, d28
	srshl	d1, d24, d6
	srshl	d28, d4, d24
	srshl	d4, d20, d31
	srshl	v16.16b, v30.16b, v10.16b
	srshl	v11.16b, v7.16b, v13.16b
	srshl	v5.16b, v20.16b, v10.16b
	srshl	v19.16b, v6.16b, v22.16b
	srshl	v29.2d, v25.2d, v4.2d
	srshl	v5.2d, v11.2d, v6.2d
	srshl	v7.2d, v1.2d, v27.2d
	srshl	v3.2d, v10.2d, v9.2d
	srshl	v29.2s, v20.2s, v3.2s
	srshl	v11.2s, v9.2s, v8.2s
	srshl	v8.2s, v31.2s, v4.2s
	srshl	v21.2s, v18.2s, v1.2s
	srshl	v20.4h, v18.4h, v5.4h
	srshl	v18.4h, v17.4h, v20.4h
	srshl	v6.4h, v19.4h, v30.4h
	srshl	v2.4h, v14.4h, v24.4h
	srshl	v9.4s, v16.4s, v18.4s
	srshl	v31.4s, v15.4s, v29.4s
	srshl	v20.4s, v9.4s, v11.4s
	srshl	v21.4s, v28.4s, v7.4s
	srshl	v22.8b, v17.8b, v8.8b
	srshl	v15.8b, v4.8b, v6.8b
	srshl	v9.8b, v1.8b, v27.8b
	srshl	v22.8b, v24.8b, v23.8b
	srshl	v28.8h, v18.8h, v21.8h
	srshl	v30.8h, v30.8h, v17.8h
	srshl	v8.8h, v3.8h, v3.8h
	srshl	v0.8h, v24.8h, v5.8h
	srshr	d18, d2, #7
	srshr	d28, d24, #1
	srshr	d9, d15, #29
	srshr	d18, d1, #61
	srshr	v6.16b, v9.16b, #7
	srshr	v16.16b, v16.16b, #1
	srshr	v30.16b, v18.16b, #1
	srshr	v24.16b, v9.16b, #5
	srshr	v4.2d, v5.2d, #1
	srshr	v16.2d, v30.2d, #2
	srshr	v25.2d, v24.2d, #1
	srshr	v29.2d, v22.2d, #23
	srshr	v18.2s, v1.2s, #13
	srshr	v19.2s, v6.2s, #23
	srshr	v7.2s, v4.2s, #9
	srshr	v20.2s, v6.2s, #6
	srshr	v7.4h, v8.4h, #1
	srshr	v5.4h, v8.4h, #16
	srshr	v30.4h, v16.4h, #1
	srshr	v10.4h, v17.4h, #8
	srshr	v15.4s, v19.4s, #5
	srshr	v31.4s, v20.4s, #22
	srshr	v5.4s, v10.4s, #27
	srshr	v20.4s, v14.4s, #9
	srshr	v28.8b, v5.8b, #4
	srshr	v3.8b, v7.8b, #7
	srshr	v23.8b, v18.8b, #7
	srshr	v6.8b, v17.8b, #5
	srshr	v5.8h, v10.8h, #7
	srshr	v25.8h, v25.8h, #1
	srshr	v21.8h, v6.8h, #1
	srshr	v20.8h, v13.8h, #7
	srsra	d2, d13, #55
	srsra	d13, d3, #26
	srsra	d5, d0, #1
	srsra	d15, d17, #9
	srsra	v27.16b, v25.16b, #5
	srsra	v4.16b, v13.16b, #8
	srsra	v7.16b, v18.16b, #8
	srsra	v8.16b, v19.16b, #4
	srsra	v24.2d, v5.2d, #43
	srsra	v2.2d, v18.2d, #13
	srsra	v25.2d, v13.2d, #41
	srsra	v7.2d, v28.2d, #13
	srsra	v2.2s, v7.2s, #1
	srsra	v9.2s, v9.2s, #19
	srsra	v29.2s, v4.2s, #32
	srsra	v7.2s, v29.2s, #9
	srsra	v0.4h, v27.4h, #4
	srsra	v28.4h, v4.4h, #14
	srsra	v15.4h, v5.4h, #7
	srsra	v4.4h, v1.4h, #5
	srsra	v13.4s, v10.4s, #13
	srsra	v27.4s, v6.4s, #1
	srsra	v11.4s, v4.4s, #22
	srsra	v26.4s, v15.4s, #10
	srsra	v3.8b, v11.8b, #2
	srsra	v27.8b, v16.8b, #1
	srsra	v16.8b, v26.8b, #1
	srsra	v5.8b, v26.8b, #4
	srsra	v9.8h, v25.8h, #1
	srsra	v10.8h, v23.8h, #2
	srsra	v18.8h, v1.8h, #8
	srsra	v4.8h, v9.8h, #16
	sshll	v8.2d, v16.2s, #11
	sshll	v3.2d, v6.2s, #7
	sshll	v23.2d, v10.2s, #23
	sshll	v8.2d, v12.2s, #18
	sshll2	v20.2d, v12.4s, #0
	sshll2	v4.2d, v15.4s, #0
	sshll2	v13.2d, v3.4s, #9
	sshll2	v15.2d, v29.4s, #26
	sshll	v29.4s, v19.4h, #0
	sshll	v3.4s, v13.4h, #4
	sshll	v0.4s, v31.4h, #1
	sshll	v24.4s, v23.4h, #0
	sshll2	v10.4s, v31.8h, #15
	sshll2	v11.4s, v14.8h, #7
	sshll2	v31.4s, v26.8h, #0
	sshll2	v1.4s, v30.8h, #0
	sshll	v11.8h, v21.8b, #5
	sshll	v10.8h, v30.8b, #1
	sshll	v19.8h, v1.8b, #1
	sshll	v20.8h, v12.8b, #0
	sshll2	v25.8h, v8.16b, #2
	sshll2	v31.8h, v21.16b, #1
	sshll2	v23.8h, v25.16b, #5
	sshll2	v13.8h, v21.16b, #0
	sshl	d19, d25, d0
	sshl	d26, d24, d7
	sshl	d4, d6, d13
	sshl	d15, d1, d9
	sshl	v17.16b, v21.16b, v13.16b
	sshl	v22.16b, v24.16b, v30.16b
	sshl	v18.16b, v4.16b, v29.16b
	sshl	v5.16b, v29.16b, v17.16b
	sshl	v10.2d, v30.2d, v16.2d
	sshl	v4.2d, v12.2d, v4.2d
	sshl	v7.2d, v20.2d, v29.2d
	sshl	v13.2d, v22.2d, v2.2d
	sshl	v19.2s, v31.2s, v29.2s
	sshl	v26.2s, v5.2s, v5.2s
	sshl	v28.2s, v18.2s, v18.2s
	sshl	v13.2s, v27.2s, v13.2s
	sshl	v31.4h, v20.4h, v7.4h
	sshl	v7.4h, v16.4h, v30.4h
	sshl	v31.4h, v17.4h, v2.4h
	sshl	v21.4h, v20.4h, v17.4h
	sshl	v29.4s, v19.4s, v6.4s
	sshl	v21.4s, v10.4s, v13.4s
	sshl	v11.4s, v31.4s, v26.4s
	sshl	v9.4s, v3.4s, v16.4s
	sshl	v8.8b, v18.8b, v22.8b
	sshl	v9.8b, v0.8b, v25.8b
	sshl	v7.8b, v3.8b, v3.8b
	sshl	v31.8b, v6.8b, v5.8b
	sshl	v16.8h, v2.8h, v22.8h
	sshl	v6.8h, v5.8h, v1.8h
	sshl	v26.8h, v11.8h, v12.8h
	sshl	v13.8h, v12.8h, v14.8h
	sshr	d13, d21, #39
	sshr	d29, d18, #39
	sshr	d20, d21, #52
	sshr	d4, d0, #5
	sshr	v23.16b, v22.16b, #3
	sshr	v7.16b, v12.16b, #1
	sshr	v26.16b, v15.16b, #3
	sshr	v13.16b, v24.16b, #4
	sshr	v7.2d, v15.2d, #34
	sshr	v11.2d, v8.2d, #1
	sshr	v25.2d, v22.2d, #64
	sshr	v12.2d, v7.2d, #49
	sshr	v26.2s, v7.2s, #23
	sshr	v7.2s, v28.2s, #26
	sshr	v0.2s, v5.2s, #7
	sshr	v30.2s, v14.2s, #9
	sshr	v24.4h, v26.4h, #1
	sshr	v0.4h, v23.4h, #9
	sshr	v6.4h, v6.4h, #16
	sshr	v29.4h, v15.4h, #13
	sshr	v18.4s, v25.4s, #1
	sshr	v24.4s, v30.4s, #21
	sshr	v15.4s, v14.4s, #1
	sshr	v22.4s, v9.4s, #1
	sshr	v22.8b, v15.8b, #6
	sshr	v6.8b, v2.8b, #5
	sshr	v6.8b, v4.8b, #5
	sshr	v5.8b, v3.8b, #4
	sshr	v3.8h, v26.8h, #12
	sshr	v10.8h, v28.8h, #15
	sshr	v17.8h, v15.8h, #15
	sshr	v15.8h, v20.8h, #15
	ssra	d30, d27, #1
	ssra	d10, d4, #49
	ssra	d18, d19, #23
	ssra	d28, d19, #64
	ssra	v23.16b, v23.16b, #3
	ssra	v26.16b, v18.16b, #7
	ssra	v6.16b, v2.16b, #3
	ssra	v11.16b, v17.16b, #6
	ssra	v17.2d, v4.2d, #46
	ssra	v9.2d, v1.2d, #63
	ssra	v13.2d, v22.2d, #50
	ssra	v7.2d, v0.2d, #47
	ssra	v28.2s, v12.2s, #1
	ssra	v20.2s, v14.2s, #3
	ssra	v30.2s, v31.2s, #23
	ssra	v14.2s, v21.2s, #30
	ssra	v12.4h, v14.4h, #4
	ssra	v1.4h, v25.4h, #1
	ssra	v31.4h, v15.4h, #14
	ssra	v6.4h, v24.4h, #9
	ssra	v19.4s, v17.4s, #27
	ssra	v10.4s, v31.4s, #2
	ssra	v7.4s, v5.4s, #27
	ssra	v13.4s, v10.4s, #3
	ssra	v3.8b, v28.8b, #6
	ssra	v17.8b, v5.8b, #5
	ssra	v17.8b, v12.8b, #1
	ssra	v1.8b, v17.8b, #6
	ssra	v15.8h, v12.8h, #2
	ssra	v31.8h, v27.8h, #4
	ssra	v20.8h, v21.8h, #16
	ssra	v26.8h, v3.8h, #12
	ssubl	v2.2d, v16.2s, v25.2s
	ssubl	v1.2d, v21.2s, v19.2s
	ssubl	v28.2d, v15.2s, v17.2s
	ssubl	v5.2d, v4.2s, v18.2s
	ssubl2	v9.2d, v4.4s, v15.4s
	ssubl2	v8.2d, v16.4s, v26.4s
	ssubl2	v7.2d, v30.4s, v31.4s
	ssubl2	v28.2d, v26.4s, v20.4s
	ssubl	v11.4s, v7.4h, v1.4h
	ssubl	v17.4s, v1.4h, v4.4h
	ssubl	v26.4s, v16.4h, v17.4h
	ssubl	v29.4s, v5.4h, v29.4h
	ssubl2	v27.4s, v30.8h, v2.8h
	ssubl2	v21.4s, v4.8h, v10.8h
	ssubl2	v0.4s, v30.8h, v14.8h
	ssubl2	v23.4s, v13.8h, v16.8h
	ssubl	v11.8h, v30.8b, v8.8b
	ssubl	v7.8h, v20.8b, v17.8b
	ssubl	v17.8h, v28.8b, v7.8b
	ssubl	v18.8h, v31.8b, v13.8b
	ssubl2	v25.8h, v11.16b, v30.16b
	ssubl2	v16.8h, v6.16b, v29.16b
	ssubl2	v24.8h, v5.16b, v16.16b
	ssubl2	v5.8h, v8.16b, v29.16b
	ssubw	v19.2d, v27.2d, v10.2s
	ssubw	v6.2d, v31.2d, v8.2s
	ssubw	v14.2d, v20.2d, v5.2s
	ssubw	v16.2d, v24.2d, v7.2s
	ssubw2	v17.2d, v21.2d, v15.4s
	ssubw2	v30.2d, v1.2d, v20.4s
	ssubw2	v30.2d, v15.2d, v27.4s
	ssubw2	v31.2d, v13.2d, v7.4s
	ssubw	v1.4s, v13.4s, v30.4h
	ssubw	v2.4s, v6.4s, v1.4h
	ssubw	v16.4s, v22.4s, v16.4h
	ssubw	v10.4s, v28.4s, v3.4h
	ssubw2	v14.4s, v11.4s, v25.8h
	ssubw2	v20.4s, v10.4s, v3.8h
	ssubw2	v6.4s, v26.4s, v22.8h
	ssubw2	v21.4s, v26.4s, v24.8h
	ssubw	v20.8h, v30.8h, v10.8b
	ssubw	v18.8h, v0.8h, v25.8b
	ssubw	v18.8h, v30.8h, v9.8b
	ssubw	v5.8h, v13.8h, v12.8b
	ssubw2	v17.8h, v24.8h, v12.16b
	ssubw2	v28.8h, v29.8h, v5.16b
	ssubw2	v27.8h, v12.8h, v9.16b
	ssubw2	v4.8h, v18.8h, v11.16b
	st1	{ v22.16b, v23.16b, v24.16b, v25.16b }, [sp]
	st1	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x12]
	st1	{ v14.16b, v15.16b, v16.16b, v17.16b }, [x26]
	st1	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x4]
	st1	{ v24.16b, v25.16b, v26.16b, v27.16b }, [x2], x10
	st1	{ v15.16b, v16.16b, v17.16b, v18.16b }, [x4], x6
	st1	{ v14.16b, v15.16b, v16.16b, v17.16b }, [x17], x6
	st1	{ v5.16b, v6.16b, v7.16b, v8.16b }, [sp], x19
	st1	{ v16.1d, v17.1d, v18.1d, v19.1d }, [x30]
	st1	{ v1.1d, v2.1d, v3.1d, v4.1d }, [x1]
	st1	{ v31.1d, v0.1d, v1.1d, v2.1d }, [x29]
	st1	{ v4.1d, v5.1d, v6.1d, v7.1d }, [x20]
	st1	{ v31.1d, v0.1d, v1.1d, v2.1d }, [x21], x24
	st1	{ v7.1d, v8.1d, v9.1d, v10.1d }, [x7], x2
	st1	{ v27.1d, v28.1d, v29.1d, v30.1d }, [x7], x13
	st1	{ v16.1d, v17.1d, v18.1d, v19.1d }, [x2], x27
	st1	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x10]
	st1	{ v22.2d, v23.2d, v24.2d, v25.2d }, [x2]
	st1	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x19]
	st1	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x17]
	st1	{ v26.2d, v27.2d, v28.2d, v29.2d }, [x15], x16
	st1	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x0], x23
	st1	{ v24.2d, v25.2d, v26.2d, v27.2d }, [x18], x4
	st1	{ v24.2d, v25.2d, v26.2d, v27.2d }, [x12], x5
	st1	{ v25.2s, v26.2s, v27.2s, v28.2s }, [x6]
	st1	{ v5.2s, v6.2s, v7.2s, v8.2s }, [x21]
	st1	{ v19.2s, v20.2s, v21.2s, v22.2s }, [x3]
	st1	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x7]
	st1	{ v26.2s, v27.2s, v28.2s, v29.2s }, [x19], x27
	st1	{ v5.2s, v6.2s, v7.2s, v8.2s }, [x3], x3
	st1	{ v2.2s, v3.2s, v4.2s, v5.2s }, [x10], x9
	st1	{ v29.2s, v30.2s, v31.2s, v0.2s }, [x8], x18
	st1	{ v4.4h, v5.4h, v6.4h, v7.4h }, [x17]
	st1	{ v23.4h, v24.4h, v25.4h, v26.4h }, [sp]
	st1	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x19]
	st1	{ v18.4h, v19.4h, v20.4h, v21.4h }, [x23]
	st1	{ v21.4h, v22.4h, v23.4h, v24.4h }, [x25], x10
	st1	{ v13.4h, v14.4h, v15.4h, v16.4h }, [x13], x5
	st1	{ v12.4h, v13.4h, v14.4h, v15.4h }, [x18], x21
	st1	{ v9.4h, v10.4h, v11.4h, v12.4h }, [sp], x17
	st1	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x28]
	st1	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x17]
	st1	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x0]
	st1	{ v15.4s, v16.4s, v17.4s, v18.4s }, [x2]
	st1	{ v16.4s, v17.4s, v18.4s, v19.4s }, [x19], x11
	st1	{ v29.4s, v30.4s, v31.4s, v0.4s }, [x27], x2
	st1	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x28], x19
	st1	{ v0.4s, v1.4s, v2.4s, v3.4s }, [x1], x18
	st1	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x7]
	st1	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x23]
	st1	{ v9.8b, v10.8b, v11.8b, v12.8b }, [x4]
	st1	{ v8.8b, v9.8b, v10.8b, v11.8b }, [x19]
	st1	{ v10.8b, v11.8b, v12.8b, v13.8b }, [x13], x3
	st1	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x28], x25
	st1	{ v16.8b, v17.8b, v18.8b, v19.8b }, [x27], x16
	st1	{ v31.8b, v0.8b, v1.8b, v2.8b }, [x24], x30
	st1	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x18]
	st1	{ v24.8h, v25.8h, v26.8h, v27.8h }, [x11]
	st1	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x1]
	st1	{ v7.8h, v8.8h, v9.8h, v10.8h }, [x6]
	st1	{ v20.8h, v21.8h, v22.8h, v23.8h }, [x15], x18
	st1	{ v1.8h, v2.8h, v3.8h, v4.8h }, [x10], x4
	st1	{ v20.8h, v21.8h, v22.8h, v23.8h }, [x18], x26
	st1	{ v21.8h, v22.8h, v23.8h, v24.8h }, [sp], x7
	st1	{ v13.16b }, [x20]
	st1	{ v23.16b }, [x20]
	st1	{ v14.16b }, [x25]
	st1	{ v2.16b }, [x12]
	st1	{ v26.16b }, [x6], x23
	st1	{ v14.16b }, [x1], x8
	st1	{ v6.16b }, [x19], x13
	st1	{ v1.16b }, [x19], x12
	st1	{ v30.1d }, [x12]
	st1	{ v13.1d }, [x10]
	st1	{ v28.1d }, [x2]
	st1	{ v20.1d }, [x4]
	st1	{ v27.1d }, [x18], x21
	st1	{ v3.1d }, [x0], x19
	st1	{ v23.1d }, [x3], x5
	st1	{ v21.1d }, [x27], x27
	st1	{ v22.2d }, [x4]
	st1	{ v15.2d }, [x29]
	st1	{ v10.2d }, [x19]
	st1	{ v12.2d }, [x12]
	st1	{ v11.2d }, [x10], x1
	st1	{ v28.2d }, [x26], x12
	st1	{ v12.2d }, [x19], x15
	st1	{ v24.2d }, [x10], #16
	st1	{ v26.2s }, [x27]
	st1	{ v7.2s }, [x4]
	st1	{ v6.2s }, [x29]
	st1	{ v3.2s }, [x4]
	st1	{ v31.2s }, [x8], x1
	st1	{ v16.2s }, [x30], x15
	st1	{ v8.2s }, [x4], x3
	st1	{ v25.2s }, [x2], x16
	st1	{ v17.4h }, [x9]
	st1	{ v5.4h }, [x30]
	st1	{ v6.4h }, [x4]
	st1	{ v24.4h }, [x15]
	st1	{ v10.4h }, [x16], x20
	st1	{ v27.4h }, [x17], x0
	st1	{ v31.4h }, [x27], x15
	st1	{ v16.4h }, [x1], x6
	st1	{ v18.4s }, [x14]
	st1	{ v12.4s }, [x7]
	st1	{ v26.4s }, [x22]
	st1	{ v15.4s }, [x12]
	st1	{ v0.4s }, [x13], x1
	st1	{ v21.4s }, [x13], x1
	st1	{ v29.4s }, [x9], x15
	st1	{ v23.4s }, [x29], x12
	st1	{ v30.8b }, [x27]
	st1	{ v15.8b }, [x13]
	st1	{ v5.8b }, [x11]
	st1	{ v3.8b }, [x18]
	st1	{ v19.8b }, [x15], x9
	st1	{ v26.8b }, [x20], x29
	st1	{ v4.8b }, [x0], x1
	st1	{ v17.8b }, [x0], x23
	st1	{ v29.8h }, [x30]
	st1	{ v24.8h }, [x26]
	st1	{ v18.8h }, [x29]
	st1	{ v28.8h }, [x13]
	st1	{ v28.8h }, [x19], x13
	st1	{ v28.8h }, [x21], x3
	st1	{ v3.8h }, [x20], x23
	st1	{ v12.8h }, [x14], x10
	st1	{ v16.16b, v17.16b, v18.16b }, [x27]
	st1	{ v17.16b, v18.16b, v19.16b }, [x30]
	st1	{ v20.16b, v21.16b, v22.16b }, [x2]
	st1	{ v16.16b, v17.16b, v18.16b }, [x11]
	st1	{ v1.16b, v2.16b, v3.16b }, [x26], #48
	st1	{ v1.16b, v2.16b, v3.16b }, [x17], x14
	st1	{ v23.16b, v24.16b, v25.16b }, [x25], x5
	st1	{ v22.16b, v23.16b, v24.16b }, [x27], x7
	st1	{ v19.1d, v20.1d, v21.1d }, [x30]
	st1	{ v16.1d, v17.1d, v18.1d }, [x18]
	st1	{ v6.1d, v7.1d, v8.1d }, [x12]
	st1	{ v28.1d, v29.1d, v30.1d }, [x24]
	st1	{ v23.1d, v24.1d, v25.1d }, [x22], x21
	st1	{ v2.1d, v3.1d, v4.1d }, [x3], x10
	st1	{ v13.1d, v14.1d, v15.1d }, [x2], x1
	st1	{ v1.1d, v2.1d, v3.1d }, [x28], x8
	st1	{ v17.2d, v18.2d, v19.2d }, [x30]
	st1	{ v19.2d, v20.2d, v21.2d }, [x25]
	st1	{ v30.2d, v31.2d, v0.2d }, [x25]
	st1	{ v10.2d, v11.2d, v12.2d }, [x7]
	st1	{ v31.2d, v0.2d, v1.2d }, [x30], x20
	st1	{ v13.2d, v14.2d, v15.2d }, [x18], x5
	st1	{ v5.2d, v6.2d, v7.2d }, [x0], x7
	st1	{ v13.2d, v14.2d, v15.2d }, [x22], x2
	st1	{ v3.2s, v4.2s, v5.2s }, [x24]
	st1	{ v15.2s, v16.2s, v17.2s }, [x29]
	st1	{ v14.2s, v15.2s, v16.2s }, [x21]
	st1	{ v13.2s, v14.2s, v15.2s }, [x26]
	st1	{ v0.2s, v1.2s, v2.2s }, [sp], #24
	st1	{ v17.2s, v18.2s, v19.2s }, [x2], x24
	st1	{ v3.2s, v4.2s, v5.2s }, [x0], x7
	st1	{ v30.2s, v31.2s, v0.2s }, [x22], x8
	st1	{ v9.4h, v10.4h, v11.4h }, [x29]
	st1	{ v7.4h, v8.4h, v9.4h }, [sp]
	st1	{ v14.4h, v15.4h, v16.4h }, [x7]
	st1	{ v12.4h, v13.4h, v14.4h }, [x21]
	st1	{ v14.4h, v15.4h, v16.4h }, [x22], #24
	st1	{ v27.4h, v28.4h, v29.4h }, [x30], x12
	st1	{ v15.4h, v16.4h, v17.4h }, [x1], x14
	st1	{ v5.4h, v6.4h, v7.4h }, [x30], x28
	st1	{ v7.4s, v8.4s, v9.4s }, [x2]
	st1	{ v25.4s, v26.4s, v27.4s }, [x8]
	st1	{ v25.4s, v26.4s, v27.4s }, [sp]
	st1	{ v29.4s, v30.4s, v31.4s }, [x20]
	st1	{ v6.4s, v7.4s, v8.4s }, [x15], x9
	st1	{ v18.4s, v19.4s, v20.4s }, [x14], x26
	st1	{ v17.4s, v18.4s, v19.4s }, [x5], x0
	st1	{ v10.4s, v11.4s, v12.4s }, [x19], #48
	st1	{ v30.8b, v31.8b, v0.8b }, [x24]
	st1	{ v30.8b, v31.8b, v0.8b }, [x18]
	st1	{ v1.8b, v2.8b, v3.8b }, [x24]
	st1	{ v0.8b, v1.8b, v2.8b }, [x9]
	st1	{ v14.8b, v15.8b, v16.8b }, [x27], x24
	st1	{ v30.8b, v31.8b, v0.8b }, [x13], x2
	st1	{ v9.8b, v10.8b, v11.8b }, [x3], x3
	st1	{ v8.8b, v9.8b, v10.8b }, [x15], x11
	st1	{ v27.8h, v28.8h, v29.8h }, [x0]
	st1	{ v14.8h, v15.8h, v16.8h }, [x16]
	st1	{ v17.8h, v18.8h, v19.8h }, [x18]
	st1	{ v9.8h, v10.8h, v11.8h }, [x25]
	st1	{ v6.8h, v7.8h, v8.8h }, [x1], x22
	st1	{ v7.8h, v8.8h, v9.8h }, [x25], x4
	st1	{ v21.8h, v22.8h, v23.8h }, [x10], x23
	st1	{ v20.8h, v21.8h, v22.8h }, [x27], x19
	st1	{ v12.16b, v13.16b }, [x27]
	st1	{ v27.16b, v28.16b }, [x3]
	st1	{ v27.16b, v28.16b }, [x14]
	st1	{ v23.16b, v24.16b }, [x21]
	st1	{ v23.16b, v24.16b }, [x0], x9
	st1	{ v25.16b, v26.16b }, [x7], x16
	st1	{ v8.16b, v9.16b }, [x19], x22
	st1	{ v26.16b, v27.16b }, [x9], x14
	st1	{ v9.1d, v10.1d }, [x29]
	st1	{ v11.1d, v12.1d }, [x21]
	st1	{ v20.1d, v21.1d }, [x4]
	st1	{ v1.1d, v2.1d }, [x21]
	st1	{ v18.1d, v19.1d }, [x13], x22
	st1	{ v7.1d, v8.1d }, [x8], x29
	st1	{ v15.1d, v16.1d }, [x27], x24
	st1	{ v7.1d, v8.1d }, [x20], x8
	st1	{ v13.2d, v14.2d }, [x2]
	st1	{ v0.2d, v1.2d }, [x12]
	st1	{ v9.2d, v10.2d }, [x10]
	st1	{ v15.2d, v16.2d }, [x28]
	st1	{ v22.2d, v23.2d }, [x25], x26
	st1	{ v1.2d, v2.2d }, [x28], x17
	st1	{ v28.2d, v29.2d }, [x29], x13
	st1	{ v18.2d, v19.2d }, [x20], x3
	st1	{ v31.2s, v0.2s }, [x23]
	st1	{ v25.2s, v26.2s }, [x17]
	st1	{ v8.2s, v9.2s }, [x14]
	st1	{ v19.2s, v20.2s }, [sp]
	st1	{ v27.2s, v28.2s }, [x0], x6
	st1	{ v3.2s, v4.2s }, [x19], x14
	st1	{ v4.2s, v5.2s }, [x29], x13
	st1	{ v8.2s, v9.2s }, [x19], x14
	st1	{ v10.4h, v11.4h }, [x7]
	st1	{ v25.4h, v26.4h }, [x4]
	st1	{ v26.4h, v27.4h }, [x28]
	st1	{ v15.4h, v16.4h }, [x13]
	st1	{ v0.4h, v1.4h }, [x24], x21
	st1	{ v18.4h, v19.4h }, [x1], x14
	st1	{ v21.4h, v22.4h }, [x22], x11
	st1	{ v6.4h, v7.4h }, [x14], x3
	st1	{ v21.4s, v22.4s }, [x26]
	st1	{ v6.4s, v7.4s }, [x9]
	st1	{ v4.4s, v5.4s }, [x11]
	st1	{ v26.4s, v27.4s }, [x25]
	st1	{ v29.4s, v30.4s }, [sp], x5
	st1	{ v29.4s, v30.4s }, [x19], x4
	st1	{ v4.4s, v5.4s }, [x3], x30
	st1	{ v2.4s, v3.4s }, [x14], x16
	st1	{ v18.8b, v19.8b }, [x24]
	st1	{ v2.8b, v3.8b }, [x10]
	st1	{ v1.8b, v2.8b }, [x27]
	st1	{ v9.8b, v10.8b }, [x20]
	st1	{ v3.8b, v4.8b }, [x10], x1
	st1	{ v31.8b, v0.8b }, [x8], x28
	st1	{ v25.8b, v26.8b }, [x15], x20
	st1	{ v25.8b, v26.8b }, [x23], x17
	st1	{ v4.8h, v5.8h }, [x19]
	st1	{ v1.8h, v2.8h }, [x19]
	st1	{ v21.8h, v22.8h }, [x12]
	st1	{ v24.8h, v25.8h }, [x15]
	st1	{ v9.8h, v10.8h }, [x25], x29
	st1	{ v1.8h, v2.8h }, [x24], x2
	st1	{ v1.8h, v2.8h }, [x2], x21
	st1	{ v12.8h, v13.8h }, [x30], x28
	st1	{ v14.b }[15], [x1]
	st1	{ v6.b }[2], [x10]
	st1	{ v2.b }[0], [x1]
	st1	{ v18.b }[4], [x2]
	st1	{ v17.b }[1], [x27], x16
	st1	{ v12.b }[0], [x13], x1
	st1	{ v10.b }[6], [x10], x25
	st1	{ v1.b }[14], [x18], x19
	st1	{ v30.d }[1], [x8]
	st1	{ v26.d }[0], [x18]
	st1	{ v28.d }[1], [x2]
	st1	{ v16.d }[1], [x30]
	st1	{ v25.d }[0], [x30], x25
	st1	{ v31.d }[1], [x17], x30
	st1	{ v20.d }[1], [x23], x25
	st1	{ v18.d }[0], [x18], x29
	st1	{ v30.h }[6], [x22]
	st1	{ v15.h }[7], [x17]
	st1	{ v8.h }[4], [x23]
	st1	{ v12.h }[2], [x1]
	st1	{ v29.h }[6], [x19], x4
	st1	{ v23.h }[0], [x4], x17
	st1	{ v4.h }[3], [x7], x22
	st1	{ v21.h }[4], [x4], x3
	st1	{ v26.s }[3], [x21]
	st1	{ v0.s }[2], [x3]
	st1	{ v20.s }[3], [x22]
	st1	{ v30.s }[0], [x20]
	st1	{ v31.s }[1], [x15], x23
	st1	{ v30.s }[1], [x4], x15
	st1	{ v28.s }[3], [x10], x14
	st1	{ v4.s }[2], [x7], x7
	st2	{ v13.b, v14.b }[11], [x14]
	st2	{ v12.b, v13.b }[15], [x17]
	st2	{ v11.b, v12.b }[2], [x7]
	st2	{ v12.b, v13.b }[3], [x20]
	st2	{ v7.b, v8.b }[1], [x9], x21
	st2	{ v16.b, v17.b }[0], [x16], x23
	st2	{ v4.b, v5.b }[15], [x22], x13
	st2	{ v11.b, v12.b }[13], [x22], x26
	st2	{ v20.d, v21.d }[1], [x13]
	st2	{ v1.d, v2.d }[0], [x18]
	st2	{ v31.d, v0.d }[0], [x9]
	st2	{ v16.d, v17.d }[0], [x19]
	st2	{ v31.d, v0.d }[0], [x1], #16
	st2	{ v30.d, v31.d }[0], [x11], x22
	st2	{ v11.d, v12.d }[0], [x25], x25
	st2	{ v14.d, v15.d }[1], [x5], x5
	st2	{ v21.h, v22.h }[1], [x2]
	st2	{ v21.h, v22.h }[1], [x28]
	st2	{ v26.h, v27.h }[3], [x26]
	st2	{ v1.h, v2.h }[3], [x15]
	st2	{ v20.h, v21.h }[0], [x13], x27
	st2	{ v11.h, v12.h }[7], [x7], x26
	st2	{ v15.h, v16.h }[0], [x8], x20
	st2	{ v27.h, v28.h }[1], [x27], x7
	st2	{ v20.s, v21.s }[1], [x0]
	st2	{ v15.s, v16.s }[3], [x30]
	st2	{ v31.s, v0.s }[0], [x29]
	st2	{ v19.s, v20.s }[3], [x20]
	st2	{ v19.s, v20.s }[1], [x2], x30
	st2	{ v13.s, v14.s }[0], [x6], x12
	st2	{ v15.s, v16.s }[0], [x5], x19
	st2	{ v17.s, v18.s }[2], [x24], x4
	st2	{ v0.16b, v1.16b }, [x12]
	st2	{ v21.16b, v22.16b }, [x2]
	st2	{ v2.16b, v3.16b }, [x30]
	st2	{ v17.16b, v18.16b }, [x16]
	st2	{ v21.16b, v22.16b }, [x15], x30
	st2	{ v29.16b, v30.16b }, [x22], x4
	st2	{ v30.16b, v31.16b }, [x26], x10
	st2	{ v8.16b, v9.16b }, [x15], x12
	st2	{ v2.2d, v3.2d }, [x7]
	st2	{ v11.2d, v12.2d }, [x12]
	st2	{ v3.2d, v4.2d }, [x30]
	st2	{ v19.2d, v20.2d }, [x8]
	st2	{ v4.2d, v5.2d }, [x22], x19
	st2	{ v6.2d, v7.2d }, [x6], x8
	st2	{ v17.2d, v18.2d }, [x27], x29
	st2	{ v26.2d, v27.2d }, [x1], x28
	st2	{ v20.2s, v21.2s }, [x7]
	st2	{ v21.2s, v22.2s }, [x10]
	st2	{ v12.2s, v13.2s }, [x6]
	st2	{ v7.2s, v8.2s }, [x24]
	st2	{ v25.2s, v26.2s }, [x4], x10
	st2	{ v18.2s, v19.2s }, [x12], x26
	st2	{ v6.2s, v7.2s }, [x13], x27
	st2	{ v10.2s, v11.2s }, [x9], x9
	st2	{ v10.4h, v11.4h }, [x29]
	st2	{ v25.4h, v26.4h }, [x11]
	st2	{ v8.4h, v9.4h }, [x11]
	st2	{ v5.4h, v6.4h }, [x17]
	st2	{ v29.4h, v30.4h }, [x12], x30
	st2	{ v30.4h, v31.4h }, [x26], x15
	st2	{ v17.4h, v18.4h }, [x25], x20
	st2	{ v25.4h, v26.4h }, [x14], x26
	st2	{ v8.4s, v9.4s }, [x30]
	st2	{ v6.4s, v7.4s }, [x15]
	st2	{ v11.4s, v12.4s }, [x26]
	st2	{ v2.4s, v3.4s }, [x6]
	st2	{ v17.4s, v18.4s }, [x23], x29
	st2	{ v12.4s, v13.4s }, [x0], #32
	st2	{ v10.4s, v11.4s }, [x3], x25
	st2	{ v24.4s, v25.4s }, [sp], x25
	st2	{ v28.8b, v29.8b }, [x8]
	st2	{ v3.8b, v4.8b }, [x3]
	st2	{ v14.8b, v15.8b }, [x26]
	st2	{ v9.8b, v10.8b }, [x29]
	st2	{ v15.8b, v16.8b }, [x2], x11
	st2	{ v4.8b, v5.8b }, [x11], x28
	st2	{ v3.8b, v4.8b }, [x2], x15
	st2	{ v1.8b, v2.8b }, [x27], x16
	st2	{ v16.8h, v17.8h }, [x20]
	st2	{ v21.8h, v22.8h }, [x7]
	st2	{ v4.8h, v5.8h }, [x1]
	st2	{ v15.8h, v16.8h }, [x2]
	st2	{ v6.8h, v7.8h }, [x25], x3
	st2	{ v3.8h, v4.8h }, [x6], x29
	st2	{ v25.8h, v26.8h }, [x15], x6
	st2	{ v14.8h, v15.8h }, [x29], x3
	st3	{ v28.b, v29.b, v30.b }[11], [x21]
	st3	{ v24.b, v25.b, v26.b }[6], [x0]
	st3	{ v4.b, v5.b, v6.b }[9], [x11]
	st3	{ v28.b, v29.b, v30.b }[14], [x21]
	st3	{ v31.b, v0.b, v1.b }[2], [x19], x19
	st3	{ v23.b, v24.b, v25.b }[0], [x27], x9
	st3	{ v31.b, v0.b, v1.b }[6], [x17], x24
	st3	{ v26.b, v27.b, v28.b }[15], [x14], x10
	st3	{ v23.d, v24.d, v25.d }[0], [x1]
	st3	{ v5.d, v6.d, v7.d }[1], [x12]
	st3	{ v15.d, v16.d, v17.d }[0], [x2]
	st3	{ v12.d, v13.d, v14.d }[0], [x11]
	st3	{ v17.d, v18.d, v19.d }[1], [x24], x20
	st3	{ v9.d, v10.d, v11.d }[0], [x5], x16
	st3	{ v12.d, v13.d, v14.d }[0], [x19], #24
	st3	{ v10.d, v11.d, v12.d }[1], [x10], x8
	st3	{ v29.h, v30.h, v31.h }[7], [x17]
	st3	{ v21.h, v22.h, v23.h }[4], [x19]
	st3	{ v5.h, v6.h, v7.h }[0], [x18]
	st3	{ v21.h, v22.h, v23.h }[7], [x4]
	st3	{ v13.h, v14.h, v15.h }[7], [x16], x12
	st3	{ v9.h, v10.h, v11.h }[3], [x26], x29
	st3	{ v3.h, v4.h, v5.h }[3], [x25], x17
	st3	{ v8.h, v9.h, v10.h }[1], [x14], x21
	st3	{ v0.s, v1.s, v2.s }[3], [x6]
	st3	{ v30.s, v31.s, v0.s }[3], [x23]
	st3	{ v23.s, v24.s, v25.s }[2], [x4]
	st3	{ v1.s, v2.s, v3.s }[3], [x29]
	st3	{ v21.s, v22.s, v23.s }[1], [x25], x2
	st3	{ v28.s, v29.s, v30.s }[2], [x2], x18
	st3	{ v6.s, v7.s, v8.s }[2], [x26], x28
	st3	{ v7.s, v8.s, v9.s }[1], [x14], x5
	st3	{ v8.16b, v9.16b, v10.16b }, [x24]
	st3	{ v29.16b, v30.16b, v31.16b }, [x2]
	st3	{ v28.16b, v29.16b, v30.16b }, [x14]
	st3	{ v10.16b, v11.16b, v12.16b }, [x17]
	st3	{ v14.16b, v15.16b, v16.16b }, [x14], x25
	st3	{ v20.16b, v21.16b, v22.16b }, [x10], x22
	st3	{ v6.16b, v7.16b, v8.16b }, [x27], x7
	st3	{ v10.16b, v11.16b, v12.16b }, [x6], x19
	st3	{ v5.2d, v6.2d, v7.2d }, [x30]
	st3	{ v19.2d, v20.2d, v21.2d }, [x29]
	st3	{ v3.2d, v4.2d, v5.2d }, [x16]
	st3	{ v17.2d, v18.2d, v19.2d }, [x8]
	st3	{ v11.2d, v12.2d, v13.2d }, [x22], x6
	st3	{ v5.2d, v6.2d, v7.2d }, [x12], x29
	st3	{ v16.2d, v17.2d, v18.2d }, [x0], x29
	st3	{ v30.2d, v31.2d, v0.2d }, [x21], x28
	st3	{ v0.2s, v1.2s, v2.2s }, [x3]
	st3	{ v11.2s, v12.2s, v13.2s }, [x20]
	st3	{ v19.2s, v20.2s, v21.2s }, [x20]
	st3	{ v23.2s, v24.2s, v25.2s }, [x20]
	st3	{ v5.2s, v6.2s, v7.2s }, [x19], x26
	st3	{ v27.2s, v28.2s, v29.2s }, [x25], x5
	st3	{ v16.2s, v17.2s, v18.2s }, [x9], x20
	st3	{ v1.2s, v2.2s, v3.2s }, [x11], x10
	st3	{ v8.4h, v9.4h, v10.4h }, [x24]
	st3	{ v20.4h, v21.4h, v22.4h }, [x14]
	st3	{ v17.4h, v18.4h, v19.4h }, [x28]
	st3	{ v10.4h, v11.4h, v12.4h }, [x22]
	st3	{ v22.4h, v23.4h, v24.4h }, [x30], x4
	st3	{ v8.4h, v9.4h, v10.4h }, [x23], x9
	st3	{ v15.4h, v16.4h, v17.4h }, [x5], x6
	st3	{ v5.4h, v6.4h, v7.4h }, [x26], x14
	st3	{ v6.4s, v7.4s, v8.4s }, [x11]
	st3	{ v16.4s, v17.4s, v18.4s }, [sp]
	st3	{ v10.4s, v11.4s, v12.4s }, [x9]
	st3	{ v5.4s, v6.4s, v7.4s }, [x11]
	st3	{ v2.4s, v3.4s, v4.4s }, [x14], x28
	st3	{ v16.4s, v17.4s, v18.4s }, [x23], x24
	st3	{ v1.4s, v2.4s, v3.4s }, [x20], x9
	st3	{ v23.4s, v24.4s, v25.4s }, [x28], x0
	st3	{ v30.8b, v31.8b, v0.8b }, [x19]
	st3	{ v13.8b, v14.8b, v15.8b }, [x30]
	st3	{ v31.8b, v0.8b, v1.8b }, [x0]
	st3	{ v16.8b, v17.8b, v18.8b }, [x19]
	st3	{ v17.8b, v18.8b, v19.8b }, [x23], x9
	st3	{ v9.8b, v10.8b, v11.8b }, [x23], x20
	st3	{ v23.8b, v24.8b, v25.8b }, [x2], x29
	st3	{ v19.8b, v20.8b, v21.8b }, [x2], x3
	st3	{ v1.8h, v2.8h, v3.8h }, [x25]
	st3	{ v23.8h, v24.8h, v25.8h }, [x4]
	st3	{ v29.8h, v30.8h, v31.8h }, [x2]
	st3	{ v27.8h, v28.8h, v29.8h }, [x3]
	st3	{ v6.8h, v7.8h, v8.8h }, [x10], x1
	st3	{ v2.8h, v3.8h, v4.8h }, [x3], x18
	st3	{ v21.8h, v22.8h, v23.8h }, [x11], x17
	st3	{ v19.8h, v20.8h, v21.8h }, [x21], x28
	st4	{ v0.b, v1.b, v2.b, v3.b }[6], [x8]
	st4	{ v2.b, v3.b, v4.b, v5.b }[0], [x4]
	st4	{ v30.b, v31.b, v0.b, v1.b }[0], [x6]
	st4	{ v6.b, v7.b, v8.b, v9.b }[9], [x10]
	st4	{ v6.b, v7.b, v8.b, v9.b }[3], [x23], x6
	st4	{ v11.b, v12.b, v13.b, v14.b }[15], [x1], x8
	st4	{ v21.b, v22.b, v23.b, v24.b }[11], [x21], x18
	st4	{ v15.b, v16.b, v17.b, v18.b }[13], [x16], x26
	st4	{ v28.d, v29.d, v30.d, v31.d }[1], [x2]
	st4	{ v1.d, v2.d, v3.d, v4.d }[1], [x19]
	st4	{ v16.d, v17.d, v18.d, v19.d }[0], [x17]
	st4	{ v17.d, v18.d, v19.d, v20.d }[0], [x27]
	st4	{ v18.d, v19.d, v20.d, v21.d }[1], [x7], x19
	st4	{ v15.d, v16.d, v17.d, v18.d }[0], [x29], x20
	st4	{ v27.d, v28.d, v29.d, v30.d }[1], [x29], x3
	st4	{ v6.d, v7.d, v8.d, v9.d }[1], [x25], x24
	st4	{ v30.h, v31.h, v0.h, v1.h }[5], [x11]
	st4	{ v25.h, v26.h, v27.h, v28.h }[2], [x22]
	st4	{ v9.h, v10.h, v11.h, v12.h }[0], [x19]
	st4	{ v31.h, v0.h, v1.h, v2.h }[1], [x7]
	st4	{ v16.h, v17.h, v18.h, v19.h }[4], [x27], x28
	st4	{ v6.h, v7.h, v8.h, v9.h }[6], [x9], x3
	st4	{ v28.h, v29.h, v30.h, v31.h }[7], [sp], x8
	st4	{ v6.h, v7.h, v8.h, v9.h }[0], [x5], x21
	st4	{ v29.s, v30.s, v31.s, v0.s }[1], [x6]
	st4	{ v22.s, v23.s, v24.s, v25.s }[0], [x4]
	st4	{ v6.s, v7.s, v8.s, v9.s }[2], [x26]
	st4	{ v3.s, v4.s, v5.s, v6.s }[2], [x13]
	st4	{ v17.s, v18.s, v19.s, v20.s }[3], [x14], x15
	st4	{ v19.s, v20.s, v21.s, v22.s }[3], [x17], x23
	st4	{ v6.s, v7.s, v8.s, v9.s }[2], [x2], x3
	st4	{ v15.s, v16.s, v17.s, v18.s }[3], [x14], x27
	st4	{ v24.16b, v25.16b, v26.16b, v27.16b }, [x27]
	st4	{ v12.16b, v13.16b, v14.16b, v15.16b }, [x12]
	st4	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x25]
	st4	{ v21.16b, v22.16b, v23.16b, v24.16b }, [x1]
	st4	{ v6.16b, v7.16b, v8.16b, v9.16b }, [x20], x9
	st4	{ v7.16b, v8.16b, v9.16b, v10.16b }, [x19], x23
	st4	{ v27.16b, v28.16b, v29.16b, v30.16b }, [x13], x28
	st4	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x18], x24
	st4	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x10]
	st4	{ v27.2d, v28.2d, v29.2d, v30.2d }, [x14]
	st4	{ v16.2d, v17.2d, v18.2d, v19.2d }, [x26]
	st4	{ v10.2d, v11.2d, v12.2d, v13.2d }, [x12]
	st4	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x27], x6
	st4	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x23], x29
	st4	{ v17.2d, v18.2d, v19.2d, v20.2d }, [x9], x20
	st4	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x23], x15
	st4	{ v1.2s, v2.2s, v3.2s, v4.2s }, [x6]
	st4	{ v20.2s, v21.2s, v22.2s, v23.2s }, [x7]
	st4	{ v8.2s, v9.2s, v10.2s, v11.2s }, [x14]
	st4	{ v23.2s, v24.2s, v25.2s, v26.2s }, [x4]
	st4	{ v24.2s, v25.2s, v26.2s, v27.2s }, [x17], x10
	st4	{ v26.2s, v27.2s, v28.2s, v29.2s }, [x26], x14
	st4	{ v9.2s, v10.2s, v11.2s, v12.2s }, [x24], x17
	st4	{ v10.2s, v11.2s, v12.2s, v13.2s }, [x11], x1
	st4	{ v4.4h, v5.4h, v6.4h, v7.4h }, [x4]
	st4	{ v6.4h, v7.4h, v8.4h, v9.4h }, [x18]
	st4	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x19]
	st4	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x9]
	st4	{ v9.4h, v10.4h, v11.4h, v12.4h }, [x2], x21
	st4	{ v2.4h, v3.4h, v4.4h, v5.4h }, [x12], x15
	st4	{ v4.4h, v5.4h, v6.4h, v7.4h }, [sp], x28
	st4	{ v28.4h, v29.4h, v30.4h, v31.4h }, [x21], x24
	st4	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x9]
	st4	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x13]
	st4	{ v10.4s, v11.4s, v12.4s, v13.4s }, [x4]
	st4	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x18]
	st4	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x17], x19
	st4	{ v16.4s, v17.4s, v18.4s, v19.4s }, [x28], x30
	st4	{ v17.4s, v18.4s, v19.4s, v20.4s }, [x26], x28
	st4	{ v17.4s, v18.4s, v19.4s, v20.4s }, [x27], x9
	st4	{ v27.8b, v28.8b, v29.8b, v30.8b }, [x15]
	st4	{ v14.8b, v15.8b, v16.8b, v17.8b }, [x27]
	st4	{ v13.8b, v14.8b, v15.8b, v16.8b }, [x25]
	st4	{ v3.8b, v4.8b, v5.8b, v6.8b }, [x13]
	st4	{ v10.8b, v11.8b, v12.8b, v13.8b }, [x25], x9
	st4	{ v0.8b, v1.8b, v2.8b, v3.8b }, [x17], x16
	st4	{ v1.8b, v2.8b, v3.8b, v4.8b }, [x12], x19
	st4	{ v25.8b, v26.8b, v27.8b, v28.8b }, [x3], x7
	st4	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x8]
	st4	{ v7.8h, v8.8h, v9.8h, v10.8h }, [x15]
	st4	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x4]
	st4	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x23]
	st4	{ v29.8h, v30.8h, v31.8h, v0.8h }, [x25], x1
	st4	{ v16.8h, v17.8h, v18.8h, v19.8h }, [x7], x22
	st4	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x12], x3
	st4	{ v26.8h, v27.8h, v28.8h, v29.8h }, [x0], x30
	stlr	w3, [x15]
	stlr	w3, [x18]
	stlr	w11, [x27]
	stlr	w18, [x2]
	stlr	x7, [x27]
	stlr	x4, [x24]
	stlr	x20, [x25]
	stlr	x11, [x23]
	stlrb	wzr, [x3]
	stlrb	w10, [x12]
	stlrb	w20, [x7]
	stlrb	w20, [x9]
	stlrh	w25, [x14]
	stlrh	w16, [x16]
	stlrh	w24, [x23]
	stlrh	w29, [x0]
	stlxp	w3, w25, w18, [x6]
	stlxp	w25, w18, w28, [x1]
	stlxp	w8, w14, w19, [x29]
	stlxp	w3, w15, w19, [x16]
	stlxp	wzr, x22, x16, [sp]
	stlxp	w26, x23, x12, [x10]
	stlxp	w0, x5, x29, [x1]
	stlxp	w19, x3, x6, [x13]
	stlxr	w28, w29, [x12]
	stlxr	w21, w17, [x17]
	stlxr	w0, w20, [x30]
	stlxr	w28, w12, [x5]
	stlxr	w10, x11, [x2]
	stlxr	wzr, x0, [x22]
	stlxr	w30, x6, [x7]
	stlxr	w12, x24, [x18]
	stlxrb	w9, w22, [x2]
	stlxrb	w7, w23, [x13]
	stlxrb	wzr, w16, [x26]
	stlxrb	w19, w16, [x27]
	stlxrh	w30, w19, [x20]
	stlxrh	w28, w18, [x23]
	stlxrh	w12, w9, [x0]
	stlxrh	w11, w29, [x6]
	stnp	d28, d17, [x26, #368]
	stnp	d8, d5, [x29]
	stnp	d2, d29, [x12]
	stnp	d28, d12, [x11]
	stnp	q30, q16, [x8]
	stnp	q0, q22, [x29, #208]
	stnp	q14, q31, [x8]
	stnp	q1, q18, [x19, #96]
	stnp	s1, s3, [x27, #252]
	stnp	s16, s28, [x20, #16]
	stnp	s12, s10, [x1, #-164]
	stnp	s5, s26, [x9, #88]
	stnp	w9, w8, [x14, #-92]
	stnp	w23, w21, [x5]
	stnp	w8, w17, [x17, #-4]
	stnp	w2, w5, [x6, #152]
	stnp	x30, x29, [x8, #-200]
	stnp	x0, x14, [x28, #104]
	stnp	x8, x13, [x15, #-8]
	stnp	xzr, x22, [x11, #-328]
	stp	d19, d26, [x12]
	stp	d23, d2, [x29]
	stp	d4, d11, [x5, #200]
	stp	d5, d30, [x17, #472]
	stp	d29, d1, [x14], #496
	stp	d2, d0, [x23], #-256
	stp	d0, d9, [x7], #-488
	stp	d17, d18, [x16], #-352
	stp	d1, d24, [x9, #-344]!
	stp	d3, d31, [x2, #-488]!
	stp	d12, d31, [x28, #136]!
	stp	d22, d3, [x16, #-416]!
	stp	q21, q31, [x3, #-720]
	stp	q6, q13, [x0, #-880]
	stp	q27, q4, [x29, #480]
	stp	q10, q23, [x21]
	stp	q21, q5, [x1], #-16
	stp	q19, q9, [x23], #112
	stp	q30, q5, [sp], #640
	stp	q10, q9, [x13], #656
	stp	q0, q22, [x27, #-944]!
	stp	q21, q21, [x29, #-400]!
	stp	q2, q11, [x26, #576]!
	stp	q31, q28, [x15, #-112]!
	stp	s2, s22, [x10, #-136]
	stp	s22, s6, [x5]
	stp	s21, s3, [x13]
	stp	s23, s10, [x13]
	stp	s11, s5, [x18], #-220
	stp	s17, s26, [x13], #168
	stp	s9, s17, [x13], #4
	stp	s30, s18, [x9], #160
	stp	s11, s2, [x17, #-256]!
	stp	s27, s7, [x24, #-128]!
	stp	s29, s14, [x30, #-160]!
	stp	s27, s3, [x2, #124]!
	stp	w6, w13, [x9]
	stp	w16, w29, [sp, #-4]
	stp	w30, w18, [x1]
	stp	w11, w28, [x20, #76]
	stp	w10, w8, [x12], #-16
	stp	w11, w26, [x7], #-216
	stp	w7, w17, [x26], #-256
	stp	w20, w1, [x19], #0
	stp	w9, w2, [x1, #252]!
	stp	w27, w0, [x23, #-236]!
	stp	w6, w18, [x9, #-168]!
	stp	w14, w23, [x12, #-152]!
	stp	x24, x12, [x13]
	stp	x1, x15, [x26, #264]
	stp	x10, x2, [x9]
	stp	x2, x30, [x27, #-32]
	stp	x30, x19, [x1], #-472
	stp	x1, x18, [x25], #328
	stp	x21, x0, [x28], #-344
	stp	x27, x8, [x14], #64
	stp	x2, x27, [x8, #-72]!
	stp	x11, x5, [x19, #504]!
	stp	x2, x17, [sp, #472]!
	stp	x3, x4, [x17, #0]!
	stur	b20, [x5]
	stur	b28, [x1, #1]
	stur	b29, [x28, #-97]
	stur	b11, [x5, #178]
	str	b30, [sp], #-157
	str	b19, [x11], #255
	str	b23, [x22], #48
	str	b8, [x29], #-1
	str	b6, [x17, #203]!
	str	b27, [x14, #-41]!
	str	b8, [x1, #176]!
	str	b21, [x1, #-100]!
	str	b10, [x8, w15, sxtw]
	str	b17, [x22, w1, uxtw #0]
	str	b8, [x16, w28, sxtw #0]
	str	b10, [x22, w11, sxtw #0]
	str	b0, [x15, x30]
	str	b28, [x24, x30, lsl #0]
	str	b4, [x11, x10, lsl #0]
	str	b26, [x24, x4, lsl #0]
	str	b5, [x4]
	str	b31, [x2]
	str	b24, [x3, #2755]
	str	b9, [x8, #3754]
	sturb	w18, [x27, #58]
	sturb	w4, [x1]
	sturb	w24, [x19, #101]
	sturb	wzr, [x3, #-130]
	strb	w21, [x26], #-72
	strb	w3, [x20], #-53
	strb	w25, [x22], #-155
	strb	wzr, [x3], #-216
	strb	w16, [x17, #41]!
	strb	w29, [x30, #47]!
	strb	w12, [x15, #76]!
	strb	w30, [x6, #-238]!
	strb	w27, [x28, w13, uxtw]
	strb	w15, [x18, w2, uxtw]
	strb	w15, [x26, w28, sxtw]
	strb	w13, [x12, w23, uxtw #0]
	strb	w4, [x23, x11, sxtx]
	strb	w18, [x24, x4, sxtx]
	strb	w1, [x28, x19, lsl #0]
	strb	w19, [x18, x26, sxtx #0]
	strb	w9, [x30]
	strb	w8, [x21, #1769]
	strb	w9, [x15, #3883]
	strb	w0, [x18, #3905]
	stur	d7, [x2]
	stur	d1, [x18, #-219]
	stur	d22, [x14, #-238]
	stur	d1, [x5]
	str	d0, [x11], #-26
	str	d25, [x24], #-228
	str	d29, [x25], #144
	str	d11, [x19], #255
	str	d18, [x10, #126]!
	str	d27, [x8, #255]!
	str	d7, [x23, #-164]!
	str	d27, [x19, #70]!
	str	d28, [x20, w22, uxtw #3]
	str	d30, [x4, w27, uxtw]
	str	d0, [x2, w25, sxtw]
	str	d15, [x7, w12, uxtw]
	str	d3, [x11, x10, sxtx #3]
	str	d3, [x20, x20]
	str	d0, [x7, x26]
	str	d12, [x14, x13, sxtx #3]
	str	d18, [x14, #26352]
	str	d3, [x21]
	str	d21, [x27, #5512]
	str	d17, [x18]
	stur	h9, [x8]
	stur	h17, [x3]
	stur	h6, [x8, #-150]
	stur	h10, [x16, #-175]
	str	h2, [sp], #193
	str	h22, [x17], #161
	str	h5, [x21], #2
	str	h14, [x21], #255
	str	h26, [x28, #5]!
	str	h12, [x10, #0]!
	str	h28, [x26, #63]!
	str	h5, [x9, #143]!
	str	h27, [x14, w7, sxtw]
	str	h17, [x4, w14, uxtw]
	str	h17, [sp, w22, sxtw #1]
	str	h2, [x15, w11, uxtw #1]
	str	h23, [x3, x12, sxtx #1]
	str	h20, [x9, x2, lsl #1]
	str	h28, [x9, x18, lsl #1]
	str	h22, [x0, x29, lsl #1]
	str	h22, [x12]
	str	h28, [x3, #4504]
	str	h23, [x4]
	str	h22, [x4, #7052]
	sturh	w6, [x13, #-133]
	sturh	w18, [x23, #255]
	sturh	w6, [x23, #-53]
	sturh	w0, [x22, #1]
	strh	w23, [x19], #116
	strh	w17, [x4], #-159
	strh	w28, [x13], #18
	strh	w6, [x2], #-37
	strh	w16, [x29, #1]!
	strh	w4, [x10, #227]!
	strh	w27, [x12, #255]!
	strh	w24, [x22, #140]!
	strh	w30, [x19, w6, uxtw #1]
	strh	w0, [x8, w29, uxtw]
	strh	w15, [x29, w1, sxtw]
	strh	w22, [x10, w16, sxtw #1]
	strh	w13, [x3, x19, sxtx #1]
	strh	w0, [sp, x24, sxtx]
	strh	w11, [x30, x5, lsl #1]
	strh	w24, [x11, x24, lsl #1]
	strh	w8, [x15]
	strh	w10, [x22, #2524]
	strh	w20, [x16, #3382]
	strh	w30, [x18, #7598]
	stur	q15, [x9]
	stur	q1, [x20, #255]
	stur	q16, [x9]
	stur	q5, [sp]
	str	q6, [x19], #76
	str	q11, [x5], #110
	str	q29, [x7], #-110
	str	q7, [x22], #210
	str	q10, [x7, #-56]!
	str	q6, [x18, #1]!
	str	q7, [x16, #-193]!
	str	q10, [x4, #-36]!
	str	q16, [x28, w28, sxtw]
	str	q21, [x7, w30, sxtw #4]
	str	q18, [x10, w8, uxtw]
	str	q29, [x1, w8, sxtw]
	str	q14, [x9, x21, sxtx #4]
	str	q6, [x6, x12]
	str	q17, [x29, x4, lsl #4]
	str	q0, [x7, x13, sxtx #4]
	str	q5, [x26, #28736]
	str	q7, [x18]
	str	q12, [x3]
	str	q6, [x11, #1712]
	stur	s23, [x29]
	stur	s18, [sp]
	stur	s26, [x12, #187]
	stur	s0, [x16, #-156]
	str	s16, [x5], #-80
	str	s10, [x0], #-73
	str	s15, [x16], #248
	str	s15, [x16], #-106
	str	s14, [x11, #32]!
	str	s8, [x20, #-256]!
	str	s20, [x21, #217]!
	str	s4, [x1, #-218]!
	str	s26, [sp, w7, uxtw]
	str	s11, [x30, w5, uxtw]
	str	s20, [x28, w13, sxtw #2]
	str	s29, [x28, w9, uxtw]
	str	s13, [x18, x30, sxtx]
	str	s7, [x4, x30, lsl #2]
	str	s12, [x23, x26]
	str	s30, [x24, x18]
	str	s25, [x23]
	str	s28, [x5, #13744]
	str	s19, [x19, #9408]
	str	s13, [x2, #3676]
	stur	w15, [x0]
	stur	w17, [x22, #-201]
	stur	w12, [x13]
	stur	w2, [x9]
	str	w4, [x12], #-213
	str	w6, [x2], #-177
	str	w17, [x28], #106
	str	w7, [x26], #-178
	str	w2, [x1, #175]!
	str	w25, [x1, #-161]!
	str	w23, [sp, #144]!
	str	w29, [x27, #-83]!
	str	w14, [x22, w8, uxtw]
	str	w7, [x2, w11, sxtw #2]
	str	w1, [sp, w13, uxtw #2]
	str	w3, [x17, w21, sxtw]
	str	w3, [x11, x0]
	str	w10, [x16, x23, sxtx #2]
	str	w3, [x29, x18]
	str	w0, [x27, x3]
	str	w10, [x19]
	str	w10, [x28, #1124]
	str	w23, [x13, #4740]
	str	w6, [x2]
	stur	x4, [x28, #-80]
	stur	x15, [sp, #93]
	stur	x21, [x9, #255]
	stur	x15, [x14]
	str	x5, [x0], #1
	str	x19, [x21], #-124
	str	x0, [x4], #-234
	str	x30, [x14], #-256
	str	x19, [x1, #75]!
	str	x13, [x29, #-250]!
	str	x19, [x1, #12]!
	str	x10, [x29, #179]!
	str	x10, [x2, w13, uxtw]
	str	x9, [x14, w8, sxtw]
	str	x2, [x24, w1, sxtw]
	str	x29, [x19, w22, uxtw #3]
	str	x27, [x17, x10, sxtx #3]
	str	x26, [x17, x15, sxtx]
	str	x22, [x8, x23]
	str	x4, [x16, x30, lsl #3]
	str	x21, [x3, #6896]
	str	x17, [x16, #15560]
	str	x10, [x30]
	str	x17, [sp, #6136]
	sttrb	w29, [x25, #4]
	sttrb	w22, [x18, #143]
	sttrb	w13, [x2]
	sttrb	w26, [x18, #67]
	sttrh	w9, [x27]
	sttrh	w30, [x29, #128]
	sttrh	w5, [x16]
	sttrh	w6, [x3, #-218]
	sttr	w12, [x12, #-6]
	sttr	w20, [x2, #-79]
	sttr	w14, [x2, #53]
	sttr	w1, [x13, #-189]
	sttr	x26, [x1]
	sttr	x19, [x21, #-237]
	sttr	x1, [x19, #-235]
	sttr	x4, [x14, #146]
	stxp	w0, wzr, w22, [x8]
	stxp	w6, w14, w9, [x5]
	stxp	w23, w17, w5, [x14]
	stxp	w9, w20, w7, [sp]
	stxp	w13, x4, x2, [x5]
	stxp	w9, x4, x2, [x6]
	stxp	w16, x27, x24, [x15]
	stxp	w4, x10, x9, [x11]
	stxr	w4, w16, [x23]
	stxr	w4, w26, [x22]
	stxr	w14, w18, [x5]
	stxr	w18, w6, [x21]
	stxr	w3, x16, [x5]
	stxr	w5, x17, [x29]
	stxr	w3, x0, [x26]
	stxr	w19, x10, [x20]
	stxrb	w26, w21, [x30]
	stxrb	w2, w24, [x16]
	stxrb	w23, w13, [x13]
	stxrb	w20, w15, [x1]
	stxrh	w26, w1, [x24]
	stxrh	w7, w22, [x17]
	stxrh	w21, w10, [x9]
	stxrh	w29, w3, [x22]
	subhn	v12.2s, v17.2d, v12.2d
	subhn	v23.2s, v11.2d, v28.2d
	subhn	v19.2s, v30.2d, v25.2d
	subhn	v20.2s, v5.2d, v30.2d
	subhn2	v17.4s, v30.2d, v11.2d
	subhn2	v13.4s, v6.2d, v12.2d
	subhn2	v23.4s, v19.2d, v30.2d
	subhn2	v30.4s, v2.2d, v13.2d
	subhn	v6.4h, v24.4s, v3.4s
	subhn	v14.4h, v5.4s, v3.4s
	subhn	v8.4h, v29.4s, v17.4s
	subhn	v4.4h, v11.4s, v10.4s
	subhn2	v29.8h, v9.4s, v19.4s
	subhn2	v31.8h, v19.4s, v16.4s
	subhn2	v3.8h, v2.4s, v18.4s
	subhn2	v18.8h, v14.4s, v30.4s
	subhn	v3.8b, v12.8h, v15.8h
	subhn	v31.8b, v20.8h, v8.8h
	subhn	v9.8b, v1.8h, v20.8h
	subhn	v22.8b, v20.8h, v23.8h
	subhn2	v24.16b, v21.8h, v6.8h
	subhn2	v12.16b, v29.8h, v21.8h
	subhn2	v15.16b, v16.8h, v1.8h
	subhn2	v6.16b, v20.8h, v3.8h
	cmp	w22, #1637
	subs	w0, w7, #1970
	subs	w23, w12, #3050, lsl #12
	subs	w2, w30, #1616, lsl #12
	subs	w1, w24, w0, asr #23
	subs	w11, w6, w9
	subs	w20, w1, w14
	cmp	w22, w10
	subs	w13, w28, w1, sxtx #2
	subs	w13, w15, w25, uxtb
	cmp	w12, w16, uxtb #2
	subs	w29, w24, w7, uxtw #2
	subs	x2, x28, #517, lsl #12
	subs	x23, x29, #1191, lsl #12
	subs	x9, x7, #373
	subs	x26, x26, #0, lsl #12
	subs	x13, x7, x23, lsr #11
	subs	x7, x18, x11
	subs	x7, x8, x23, lsr #0
	negs	x6, x16
	subs	x4, x30, w27, uxtb #2
	cmp	x5, w3, sxth
	subs	x27, x0, w5, uxth #4
	subs	x29, x16, w22, sxth #3
	subs	x18, x14, x28, sxtx #1
	cmp	sp, x10, sxtx #2
	subs	x12, x30, x0, uxtx #4
	cmp	x7, x5, sxtx #1
	sub	w3, w15, #2997
	sub	w2, w26, #818, lsl #12
	sub	w13, w6, #250, lsl #12
	sub	w24, w13, #1396, lsl #12
	neg	w26, w10
	sub	w30, w2, w26, asr #14
	sub	w12, w14, w15
	neg	w3, w28, lsl #9
	sub	w11, w8, w12, uxtb #3
	sub	w20, w20, w19, sxth #4
	sub	w15, w5, w29, sxtb #4
	sub	w6, w3, w29, sxtw #1
	sub	x21, x6, #3636
	sub	x9, x29, #3932
	sub	x24, x5, #4095, lsl #12
	sub	sp, x11, #2906, lsl #12
	neg	x30, x13, asr #63
	sub	x1, x29, x9, lsr #34
	sub	x14, x0, x21
	neg	x21, x2, lsr #27
	sub	x12, x28, w21, uxtb #2
	sub	x20, x11, w15, uxtb #1
	sub	x0, x27, w11, sxtb
	sub	x5, x6, w4, sxtb #1
	sub	x13, x3, x25, sxtx #4
	sub	x16, x20, x16, uxtx
	sub	x23, x3, x12, uxtx #2
	sub	x6, x26, x24, sxtx #3
	sub	d29, d12, d20
	sub	d17, d27, d2
	sub	d10, d11, d10
	sub	d0, d4, d3
	sub	v27.16b, v28.16b, v28.16b
	sub	v10.16b, v18.16b, v2.16b
	sub	v10.16b, v10.16b, v28.16b
	sub	v14.16b, v7.16b, v0.16b
	sub	v29.2d, v23.2d, v13.2d
	sub	v29.2d, v17.2d, v18.2d
	sub	v19.2d, v6.2d, v23.2d
	sub	v24.2d, v18.2d, v2.2d
	sub	v16.2s, v2.2s, v2.2s
	sub	v10.2s, v3.2s, v9.2s
	sub	v16.2s, v17.2s, v17.2s
	sub	v6.2s, v5.2s, v14.2s
	sub	v9.4h, v6.4h, v6.4h
	sub	v23.4h, v7.4h, v24.4h
	sub	v1.4h, v8.4h, v22.4h
	sub	v26.4h, v15.4h, v18.4h
	sub	v11.4s, v18.4s, v8.4s
	sub	v10.4s, v16.4s, v31.4s
	sub	v22.4s, v28.4s, v8.4s
	sub	v26.4s, v2.4s, v24.4s
	sub	v3.8b, v19.8b, v26.8b
	sub	v26.8b, v26.8b, v10.8b
	sub	v14.8b, v2.8b, v17.8b
	sub	v6.8b, v14.8b, v28.8b
	sub	v29.8h, v22.8h, v12.8h
	sub	v15.8h, v18.8h, v5.8h
	sub	v16.8h, v7.8h, v2.8h
	sub	v5.8h, v5.8h, v19.8h
	suqadd	b14, b3
	suqadd	b5, b24
	suqadd	b13, b9
	suqadd	b4, b23
	suqadd	d14, d28
	suqadd	d23, d16
	suqadd	d9, d11
	suqadd	d16, d9
	suqadd	h22, h1
	suqadd	h9, h16
	suqadd	h23, h7
	suqadd	h4, h24
	suqadd	s2, s9
	suqadd	s19, s17
	suqadd	s11, s5
	suqadd	s15, s12
	suqadd	v11.16b, v2.16b
	suqadd	v25.16b, v31.16b
	suqadd	v25.16b, v29.16b
	suqadd	v29.16b, v17.16b
	suqadd	v1.2d, v7.2d
	suqadd	v11.2d, v17.2d
	suqadd	v10.2d, v3.2d
	suqadd	v7.2d, v17.2d
	suqadd	v19.2s, v7.2s
	suqadd	v3.2s, v6.2s
	suqadd	v7.2s, v27.2s
	suqadd	v31.2s, v5.2s
	suqadd	v30.4h, v27.4h
	suqadd	v5.4h, v23.4h
	suqadd	v26.4h, v12.4h
	suqadd	v16.4h, v4.4h
	suqadd	v22.4s, v9.4s
	suqadd	v28.4s, v29.4s
	suqadd	v30.4s, v14.4s
	suqadd	v13.4s, v15.4s
	suqadd	v6.8b, v2.8b
	suqadd	v18.8b, v6.8b
	suqadd	v2.8b, v9.8b
	suqadd	v20.8b, v17.8b
	suqadd	v9.8h, v5.8h
	suqadd	v9.8h, v29.8h
	suqadd	v31.8h, v31.8h
	suqadd	v20.8h, v13.8h
	svc	#0x655e
	svc	#0xb409
	svc	#0xb882
	svc	#0
	sys	#7, c0, c1, #1, x5
	sys	#5, c11, c9, #7, x8
	sys	#3, c10, c0, #1, x9
	sys	#0, c11, c4, #5, x19
	sysl	x25, #6, c0, c0, #5
	sysl	x13, #7, c9, c10, #0
	sysl	x25, #0, c1, c9, #0
	sysl	x13, #5, c13, c7, #2
	tbl	v1.16b, { v7.16b }, v22.16b
	tbl	v10.16b, { v13.16b }, v26.16b
	tbl	v2.16b, { v2.16b }, v15.16b
	tbl	v8.16b, { v21.16b }, v11.16b
	tbl	v26.16b, { v18.16b, v19.16b }, v24.16b
	tbl	v5.16b, { v23.16b, v24.16b }, v14.16b
	tbl	v31.16b, { v16.16b, v17.16b }, v0.16b
	tbl	v8.16b, { v15.16b, v16.16b }, v7.16b
	tbl	v22.16b, { v21.16b, v22.16b, v23.16b }, v9.16b
	tbl	v0.16b, { v9.16b, v10.16b, v11.16b }, v31.16b
	tbl	v7.16b, { v11.16b, v12.16b, v13.16b }, v0.16b
	tbl	v14.16b, { v30.16b, v31.16b, v0.16b }, v9.16b
	tbl	v24.16b, { v20.16b, v21.16b, v22.16b, v23.16b }, v4.16b
	tbl	v31.16b, { v6.16b, v7.16b, v8.16b, v9.16b }, v18.16b
	tbl	v2.16b, { v26.16b, v27.16b, v28.16b, v29.16b }, v2.16b
	tbl	v10.16b, { v18.16b, v19.16b, v20.16b, v21.16b }, v23.16b
	tbl	v10.8b, { v21.16b }, v18.8b
	tbl	v28.8b, { v6.16b }, v31.8b
	tbl	v1.8b, { v0.16b }, v28.8b
	tbl	v19.8b, { v28.16b }, v29.8b
	tbl	v18.8b, { v0.16b, v1.16b }, v28.8b
	tbl	v23.8b, { v9.16b, v10.16b }, v10.8b
	tbl	v20.8b, { v18.16b, v19.16b }, v5.8b
	tbl	v31.8b, { v4.16b, v5.16b }, v28.8b
	tbl	v3.8b, { v27.16b, v28.16b, v29.16b }, v31.8b
	tbl	v21.8b, { v0.16b, v1.16b, v2.16b }, v16.8b
	tbl	v30.8b, { v21.16b, v22.16b, v23.16b }, v16.8b
	tbl	v26.8b, { v24.16b, v25.16b, v26.16b }, v13.8b
	tbl	v6.8b, { v8.16b, v9.16b, v10.16b, v11.16b }, v28.8b
	tbl	v23.8b, { v5.16b, v6.16b, v7.16b, v8.16b }, v31.8b
	tbl	v14.8b, { v12.16b, v13.16b, v14.16b, v15.16b }, v17.8b
	tbl	v22.8b, { v23.16b, v24.16b, v25.16b, v26.16b }, v11.8b
	tbnz	w15, #11, #22556
	tbnz	w1, #0, #-8156
	tbnz	w9, #0, #-21768
	tbnz	w17, #24, #-22132
	tbnz	x6, #61, #-5276
	tbnz	x22, #34, #11584
	tbnz	x28, #45, #20200
	tbnz	x19, #61, #9368
	tbx	v10.16b, { v17.16b }, v31.16b
	tbx	v29.16b, { v13.16b }, v0.16b
	tbx	v16.16b, { v2.16b }, v30.16b
	tbx	v22.16b, { v24.16b }, v14.16b
	tbx	v12.16b, { v16.16b, v17.16b }, v8.16b
	tbx	v27.16b, { v29.16b, v30.16b }, v4.16b
	tbx	v24.16b, { v9.16b, v10.16b }, v24.16b
	tbx	v4.16b, { v12.16b, v13.16b }, v20.16b
	tbx	v29.16b, { v30.16b, v31.16b, v0.16b }, v19.16b
	tbx	v25.16b, { v1.16b, v2.16b, v3.16b }, v6.16b
	tbx	v18.16b, { v7.16b, v8.16b, v9.16b }, v10.16b
	tbx	v15.16b, { v17.16b, v18.16b, v19.16b }, v8.16b
	tbx	v7.16b, { v7.16b, v8.16b, v9.16b, v10.16b }, v9.16b
	tbx	v18.16b, { v6.16b, v7.16b, v8.16b, v9.16b }, v3.16b
	tbx	v23.16b, { v7.16b, v8.16b, v9.16b, v10.16b }, v24.16b
	tbx	v17.16b, { v24.16b, v25.16b, v26.16b, v27.16b }, v12.16b
	tbx	v28.8b, { v23.16b }, v2.8b
	tbx	v18.8b, { v14.16b }, v17.8b
	tbx	v15.8b, { v8.16b }, v8.8b
	tbx	v28.8b, { v0.16b }, v22.8b
	tbx	v3.8b, { v10.16b, v11.16b }, v24.8b
	tbx	v4.8b, { v2.16b, v3.16b }, v22.8b
	tbx	v12.8b, { v27.16b, v28.16b }, v24.8b
	tbx	v23.8b, { v7.16b, v8.16b }, v28.8b
	tbx	v31.8b, { v1.16b, v2.16b, v3.16b }, v3.8b
	tbx	v16.8b, { v25.16b, v26.16b, v27.16b }, v31.8b
	tbx	v15.8b, { v18.16b, v19.16b, v20.16b }, v25.8b
	tbx	v31.8b, { v17.16b, v18.16b, v19.16b }, v2.8b
	tbx	v9.8b, { v3.16b, v4.16b, v5.16b, v6.16b }, v30.8b
	tbx	v10.8b, { v25.16b, v26.16b, v27.16b, v28.16b }, v17.8b
	tbx	v11.8b, { v21.16b, v22.16b, v23.16b, v24.16b }, v27.8b
	tbx	v30.8b, { v22.16b, v23.16b, v24.16b, v25.16b }, v17.8b
	tbz	w23, #19, #2960
	tbz	w2, #0, #0
	tbz	w30, #12, #32212
	tbz	wzr, #15, #21996
	tbz	x22, #53, #32764
	tbz	x9, #52, #20156
	tbz	x2, #61, #28388
	tbz	x15, #44, #4696
	trn1	v20.16b, v30.16b, v11.16b
	trn1	v5.16b, v17.16b, v9.16b
	trn1	v12.16b, v8.16b, v14.16b
	trn1	v29.16b, v22.16b, v12.16b
	trn1	v15.2d, v23.2d, v13.2d
	trn1	v1.2d, v21.2d, v20.2d
	trn1	v5.2d, v23.2d, v7.2d
	trn1	v15.2d, v2.2d, v2.2d
	trn1	v30.2s, v15.2s, v17.2s
	trn1	v10.2s, v16.2s, v13.2s
	trn1	v25.2s, v9.2s, v0.2s
	trn1	v24.2s, v28.2s, v4.2s
	trn1	v8.4h, v24.4h, v15.4h
	trn1	v6.4h, v8.4h, v31.4h
	trn1	v28.4h, v27.4h, v1.4h
	trn1	v23.4h, v23.4h, v3.4h
	trn1	v15.4s, v31.4s, v25.4s
	trn1	v21.4s, v3.4s, v29.4s
	trn1	v18.4s, v23.4s, v5.4s
	trn1	v29.4s, v8.4s, v30.4s
	trn1	v29.8b, v14.8b, v23.8b
	trn1	v6.8b, v7.8b, v26.8b
	trn1	v5.8b, v18.8b, v5.8b
	trn1	v9.8b, v21.8b, v17.8b
	trn1	v28.8h, v14.8h, v18.8h
	trn1	v5.8h, v22.8h, v14.8h
	trn1	v6.8h, v14.8h, v31.8h
	trn1	v9.8h, v1.8h, v20.8h
	trn2	v23.16b, v25.16b, v21.16b
	trn2	v6.16b, v11.16b, v10.16b
	trn2	v25.16b, v5.16b, v2.16b
	trn2	v26.16b, v20.16b, v9.16b
	trn2	v26.2d, v24.2d, v11.2d
	trn2	v12.2d, v6.2d, v2.2d
	trn2	v23.2d, v21.2d, v0.2d
	trn2	v14.2d, v7.2d, v0.2d
	trn2	v9.2s, v31.2s, v15.2s
	trn2	v3.2s, v0.2s, v27.2s
	trn2	v18.2s, v5.2s, v3.2s
	trn2	v7.2s, v12.2s, v14.2s
	trn2	v7.4h, v25.4h, v2.4h
	trn2	v9.4h, v11.4h, v29.4h
	trn2	v4.4h, v24.4h, v26.4h
	trn2	v16.4h, v1.4h, v15.4h
	trn2	v14.4s, v2.4s, v18.4s
	trn2	v6.4s, v1.4s, v5.4s
	trn2	v7.4s, v17.4s, v23.4s
	trn2	v25.4s, v11.4s, v24.4s
	trn2	v14.8b, v24.8b, v10.8b
	trn2	v19.8b, v23.8b, v18.8b
	trn2	v21.8b, v30.8b, v19.8b
	trn2	v27.8b, v14.8b, v19.8b
	trn2	v21.8h, v27.8h, v30.8h
	trn2	v19.8h, v17.8h, v7.8h
	trn2	v7.8h, v21.8h, v18.8h
	trn2	v13.8h, v22.8h, v11.8h
	uabal	v11.2d, v17.2s, v19.2s
	uabal	v2.2d, v26.2s, v9.2s
	uabal	v31.2d, v16.2s, v31.2s
	uabal	v17.2d, v9.2s, v22.2s
	uabal2	v12.2d, v0.4s, v9.4s
	uabal2	v12.2d, v0.4s, v15.4s
	uabal2	v15.2d, v17.4s, v6.4s
	uabal2	v4.2d, v17.4s, v13.4s
	uabal	v7.4s, v18.4h, v16.4h
	uabal	v12.4s, v4.4h, v12.4h
	uabal	v30.4s, v1.4h, v12.4h
	uabal	v10.4s, v11.4h, v11.4h
	uabal2	v28.4s, v14.8h, v5.8h
	uabal2	v8.4s, v31.8h, v14.8h
	uabal2	v13.4s, v20.8h, v8.8h
	uabal2	v20.4s, v25.8h, v14.8h
	uabal	v30.8h, v22.8b, v17.8b
	uabal	v24.8h, v16.8b, v0.8b
	uabal	v27.8h, v29.8b, v22.8b
	uabal	v26.8h, v31.8b, v21.8b
	uabal2	v13.8h, v20.16b, v5.16b
	uabal2	v12.8h, v8.16b, v10.16b
	uabal2	v7.8h, v12.16b, v22.16b
	uabal2	v19.8h, v23.16b, v0.16b
	uaba	v25.16b, v29.16b, v31.16b
	uaba	v16.16b, v2.16b, v20.16b
	uaba	v26.16b, v31.16b, v0.16b
	uaba	v28.16b, v18.16b, v28.16b
	uaba	v19.2s, v2.2s, v30.2s
	uaba	v9.2s, v22.2s, v30.2s
	uaba	v15.2s, v19.2s, v21.2s
	uaba	v11.2s, v10.2s, v26.2s
	uaba	v5.4h, v18.4h, v2.4h
	uaba	v5.4h, v18.4h, v17.4h
	uaba	v29.4h, v21.4h, v12.4h
	uaba	v12.4h, v26.4h, v25.4h
	uaba	v5.4s, v28.4s, v15.4s
	uaba	v21.4s, v9.4s, v3.4s
	uaba	v4.4s, v5.4s, v2.4s
	uaba	v29.4s, v13.4s, v20.4s
	uaba	v4.8b, v5.8b, v23.8b
	uaba	v1.8b, v13.8b, v27.8b
	uaba	v13.8b, v10.8b, v25.8b
	uaba	v15.8b, v6.8b, v2.8b
	uaba	v13.8h, v12.8h, v3.8h
	uaba	v27.8h, v27.8h, v3.8h
	uaba	v29.8h, v27.8h, v15.8h
	uaba	v2.8h, v16.8h, v27.8h
	uabdl	v27.2d, v30.2s, v15.2s
	uabdl	v21.2d, v16.2s, v6.2s
	uabdl	v16.2d, v0.2s, v0.2s
	uabdl	v6.2d, v31.2s, v23.2s
	uabdl2	v1.2d, v13.4s, v26.4s
	uabdl2	v14.2d, v31.4s, v13.4s
	uabdl2	v6.2d, v6.4s, v4.4s
	uabdl2	v28.2d, v11.4s, v3.4s
	uabdl	v28.4s, v8.4h, v2.4h
	uabdl	v0.4s, v3.4h, v3.4h
	uabdl	v22.4s, v24.4h, v19.4h
	uabdl	v24.4s, v17.4h, v21.4h
	uabdl2	v11.4s, v5.8h, v25.8h
	uabdl2	v15.4s, v6.8h, v26.8h
	uabdl2	v2.4s, v30.8h, v6.8h
	uabdl2	v21.4s, v25.8h, v17.8h
	uabdl	v18.8h, v8.8b, v9.8b
	uabdl	v15.8h, v14.8b, v21.8b
	uabdl	v3.8h, v5.8b, v23.8b
	uabdl	v13.8h, v12.8b, v27.8b
	uabdl2	v21.8h, v20.16b, v31.16b
	uabdl2	v10.8h, v29.16b, v17.16b
	uabdl2	v7.8h, v4.16b, v8.16b
	uabdl2	v21.8h, v28.16b, v27.16b
	uabd	v13.16b, v30.16b, v16.16b
	uabd	v3.16b, v29.16b, v29.16b
	uabd	v24.16b, v29.16b, v5.16b
	uabd	v1.16b, v25.16b, v17.16b
	uabd	v2.2s, v16.2s, v20.2s
	uabd	v3.2s, v30.2s, v28.2s
	uabd	v10.2s, v15.2s, v9.2s
	uabd	v1.2s, v30.2s, v6.2s
	uabd	v1.4h, v21.4h, v19.4h
	uabd	v5.4h, v21.4h, v31.4h
	uabd	v26.4h, v18.4h, v27.4h
	uabd	v27.4h, v24.4h, v15.4h
	uabd	v5.4s, v13.4s, v15.4s
	uabd	v9.4s, v23.4s, v16.4s
	uabd	v1.4s, v5.4s, v21.4s
	uabd	v1.4s, v0.4s, v8.4s
	uabd	v4.8b, v6.8b, v5.8b
	uabd	v18.8b, v7.8b, v2.8b
	uabd	v19.8b, v25.8b, v10.8b
	uabd	v0.8b, v28.8b, v10.8b
	uabd	v15.8h, v12.8h, v28.8h
	uabd	v0.8h, v3.8h, v0.8h
	uabd	v22.8h, v21.8h, v12.8h
	uabd	v16.8h, v16.8h, v27.8h
	uadalp	v20.1d, v2.2s
	uadalp	v27.1d, v6.2s
	uadalp	v8.1d, v20.2s
	uadalp	v10.1d, v14.2s
	uadalp	v3.2d, v6.4s
	uadalp	v2.2d, v20.4s
	uadalp	v7.2d, v19.4s
	uadalp	v0.2d, v5.4s
	uadalp	v22.2s, v15.4h
	uadalp	v15.2s, v8.4h
	uadalp	v15.2s, v7.4h
	uadalp	v6.2s, v3.4h
	uadalp	v10.4h, v28.8b
	uadalp	v18.4h, v4.8b
	uadalp	v25.4h, v2.8b
	uadalp	v21.4h, v6.8b
	uadalp	v2.4s, v29.8h
	uadalp	v29.4s, v10.8h
	uadalp	v13.4s, v27.8h
	uadalp	v11.4s, v23.8h
	uadalp	v25.8h, v29.16b
	uadalp	v25.8h, v21.16b
	uadalp	v20.8h, v30.16b
	uadalp	v5.8h, v3.16b
	uaddlp	v19.1d, v14.2s
	uaddlp	v28.1d, v30.2s
	uaddlp	v27.1d, v12.2s
	uaddlp	v11.1d, v8.2s
	uaddlp	v19.2d, v18.4s
	uaddlp	v28.2d, v0.4s
	uaddlp	v0.2d, v3.4s
	uaddlp	v20.2d, v7.4s
	uaddlp	v26.2s, v0.4h
	uaddlp	v15.2s, v7.4h
	uaddlp	v26.2s, v5.4h
	uaddlp	v31.2s, v26.4h
	uaddlp	v7.4h, v19.8b
	uaddlp	v4.4h, v2.8b
	uaddlp	v31.4h, v14.8b
	uaddlp	v27.4h, v11.8b
	uaddlp	v15.4s, v17.8h
	uaddlp	v11.4s, v16.8h
	uaddlp	v16.4s, v26.8h
	uaddlp	v22.4s, v0.8h
	uaddlp	v11.8h, v29.16b
	uaddlp	v0.8h, v5.16b
	uaddlp	v3.8h, v30.16b
	uaddlp	v3.8h, v20.16b
	uaddlv	h0, v31.16b
	uaddlv	h22, v13.16b
	uaddlv	h16, v16.16b
	uaddlv	h13, v31.16b
	uaddlv	s10, v21.4h
	uaddlv	s12, v26.4h
	uaddlv	s22, v22.4h
	uaddlv	s15, v3.4h
	uaddlv	d13, v10.4s
	uaddlv	d23, v1.4s
	uaddlv	d9, v18.4s
	uaddlv	d21, v28.4s
	uaddlv	h20, v24.8b
	uaddlv	h2, v0.8b
	uaddlv	h27, v17.8b
	uaddlv	h2, v11.8b
	uaddlv	s3, v21.8h
	uaddlv	s22, v8.8h
	uaddlv	s12, v18.8h
	uaddlv	s22, v0.8h
	uaddl	v20.2d, v26.2s, v15.2s
	uaddl	v15.2d, v31.2s, v6.2s
	uaddl	v26.2d, v30.2s, v6.2s
	uaddl	v27.2d, v20.2s, v1.2s
	uaddl2	v25.2d, v1.4s, v25.4s
	uaddl2	v30.2d, v13.4s, v5.4s
	uaddl2	v20.2d, v1.4s, v13.4s
	uaddl2	v15.2d, v18.4s, v25.4s
	uaddl	v4.4s, v6.4h, v11.4h
	uaddl	v3.4s, v22.4h, v24.4h
	uaddl	v2.4s, v12.4h, v21.4h
	uaddl	v5.4s, v8.4h, v22.4h
	uaddl2	v17.4s, v14.8h, v10.8h
	uaddl2	v0.4s, v28.8h, v1.8h
	uaddl2	v28.4s, v20.8h, v20.8h
	uaddl2	v21.4s, v6.8h, v22.8h
	uaddl	v8.8h, v13.8b, v25.8b
	uaddl	v23.8h, v2.8b, v24.8b
	uaddl	v6.8h, v20.8b, v19.8b
	uaddl	v19.8h, v3.8b, v7.8b
	uaddl2	v5.8h, v16.16b, v20.16b
	uaddl2	v4.8h, v4.16b, v19.16b
	uaddl2	v11.8h, v19.16b, v20.16b
	uaddl2	v4.8h, v29.16b, v11.16b
	uaddw	v24.2d, v4.2d, v10.2s
	uaddw	v27.2d, v25.2d, v22.2s
	uaddw	v21.2d, v28.2d, v25.2s
	uaddw	v27.2d, v16.2d, v10.2s
	uaddw2	v19.2d, v23.2d, v9.4s
	uaddw2	v27.2d, v5.2d, v29.4s
	uaddw2	v12.2d, v22.2d, v21.4s
	uaddw2	v11.2d, v9.2d, v30.4s
	uaddw	v10.4s, v26.4s, v29.4h
	uaddw	v9.4s, v14.4s, v5.4h
	uaddw	v29.4s, v13.4s, v20.4h
	uaddw	v28.4s, v1.4s, v23.4h
	uaddw2	v24.4s, v11.4s, v4.8h
	uaddw2	v31.4s, v31.4s, v2.8h
	uaddw2	v15.4s, v20.4s, v15.8h
	uaddw2	v14.4s, v4.4s, v27.8h
	uaddw	v30.8h, v6.8h, v11.8b
	uaddw	v2.8h, v13.8h, v15.8b
	uaddw	v12.8h, v24.8h, v17.8b
	uaddw	v22.8h, v11.8h, v21.8b
	uaddw2	v21.8h, v0.8h, v8.16b
	uaddw2	v16.8h, v28.8h, v7.16b
	uaddw2	v13.8h, v1.8h, v8.16b
	uaddw2	v30.8h, v18.8h, v8.16b
	ubfx	w21, w18, #3, #1
	ubfx	w7, w12, #0, #19
	ubfx	w11, w26, #10, #21
	uxtb	w10, w0
	ubfx	x4, x20, #2, #22
	ubfiz	x13, x7, #1, #6
	ubfiz	x2, x26, #1, #1
	ubfiz	x24, x2, #35, #13
	ucvtf	d30, w6
	ucvtf	d21, w8
	ucvtf	d9, w24
	ucvtf	d6, w2
	ucvtf	d29, w3, #30
	ucvtf	d22, w5, #24
	ucvtf	d11, w13, #29
	ucvtf	d3, w4, #1
	ucvtf	s0, w18
	ucvtf	s31, w10
	ucvtf	s21, w19
	ucvtf	s0, w7
	ucvtf	s11, w24, #4
	ucvtf	s19, w8, #1
	ucvtf	s6, w19, #18
	ucvtf	s16, w12, #25
	ucvtf	d1, x26
	ucvtf	d28, x13
	ucvtf	d14, x3
	ucvtf	d21, x26
	ucvtf	d10, x21, #22
	ucvtf	d17, x4, #61
	ucvtf	d3, x20, #64
	ucvtf	d12, x23, #12
	ucvtf	s21, x0
	ucvtf	s1, x7
	ucvtf	s20, x14
	ucvtf	s21, x6
	ucvtf	s5, x16, #37
	ucvtf	s18, x28, #1
	ucvtf	s1, x1, #33
	ucvtf	s26, x10, #12
	ucvtf	d4, d9, #41
	ucvtf	d11, d22, #1
	ucvtf	d1, d19, #32
	ucvtf	d12, d24, #53
	ucvtf	s30, s9, #32
	ucvtf	s6, s24, #23
	ucvtf	s9, s23, #29
	ucvtf	s30, s10, #3
	ucvtf	v11.2d, v28.2d, #61
	ucvtf	v22.2d, v12.2d, #13
	ucvtf	v31.2d, v16.2d, #31
	ucvtf	v8.2d, v18.2d, #61
	ucvtf	v26.2s, v0.2s, #32
	ucvtf	v18.2s, v18.2s, #17
	ucvtf	v7.2s, v6.2s, #1
	ucvtf	v8.2s, v18.2s, #16
	ucvtf	v4.4s, v16.4s, #30
	ucvtf	v20.4s, v6.4s, #26
	ucvtf	v26.4s, v29.4s, #22
	ucvtf	v4.4s, v1.4s, #27
	ucvtf	d27, d24
	ucvtf	d28, d28
	ucvtf	d21, d7
	ucvtf	d14, d31
	ucvtf	s19, s6
	ucvtf	s15, s15
	ucvtf	s28, s6
	ucvtf	s1, s3
	ucvtf	v13.2d, v10.2d
	ucvtf	v21.2d, v14.2d
	ucvtf	v29.2d, v3.2d
	ucvtf	v13.2d, v18.2d
	ucvtf	v5.2s, v0.2s
	ucvtf	v2.2s, v4.2s
	ucvtf	v0.2s, v30.2s
	ucvtf	v18.2s, v27.2s
	ucvtf	v17.4s, v16.4s
	ucvtf	v1.4s, v18.4s
	ucvtf	v29.4s, v23.4s
	ucvtf	v8.4s, v25.4s
	udf	#8505
	udf	#19624
	udf	#55772
	udf	#1
	udiv	w23, w5, w8
	udiv	w12, w5, w28
	udiv	w17, w17, w10
	udiv	w4, w2, w16
	udiv	x23, x17, x7
	udiv	x15, x19, x15
	udiv	x17, x10, x10
	udiv	x5, x8, x28
	uhadd	v5.16b, v31.16b, v22.16b
	uhadd	v11.16b, v29.16b, v28.16b
	uhadd	v6.16b, v3.16b, v5.16b
	uhadd	v15.16b, v22.16b, v25.16b
	uhadd	v15.2s, v4.2s, v21.2s
	uhadd	v19.2s, v21.2s, v25.2s
	uhadd	v21.2s, v4.2s, v29.2s
	uhadd	v13.2s, v7.2s, v5.2s
	uhadd	v17.4h, v11.4h, v25.4h
	uhadd	v0.4h, v28.4h, v7.4h
	uhadd	v8.4h, v15.4h, v16.4h
	uhadd	v26.4h, v12.4h, v26.4h
	uhadd	v12.4s, v13.4s, v14.4s
	uhadd	v19.4s, v28.4s, v21.4s
	uhadd	v2.4s, v12.4s, v3.4s
	uhadd	v14.4s, v15.4s, v12.4s
	uhadd	v2.8b, v15.8b, v30.8b
	uhadd	v2.8b, v16.8b, v24.8b
	uhadd	v30.8b, v8.8b, v5.8b
	uhadd	v5.8b, v24.8b, v31.8b
	uhadd	v27.8h, v17.8h, v24.8h
	uhadd	v24.8h, v8.8h, v22.8h
	uhadd	v19.8h, v31.8h, v16.8h
	uhadd	v29.8h, v26.8h, v10.8h
	uhsub	v13.16b, v19.16b, v29.16b
	uhsub	v18.16b, v10.16b, v19.16b
	uhsub	v7.16b, v31.16b, v27.16b
	uhsub	v14.16b, v27.16b, v22.16b
	uhsub	v28.2s, v3.2s, v24.2s
	uhsub	v20.2s, v6.2s, v7.2s
	uhsub	v5.2s, v7.2s, v26.2s
	uhsub	v1.2s, v17.2s, v23.2s
	uhsub	v2.4h, v2.4h, v30.4h
	uhsub	v10.4h, v28.4h, v31.4h
	uhsub	v7.4h, v26.4h, v30.4h
	uhsub	v21.4h, v4.4h, v7.4h
	uhsub	v2.4s, v24.4s, v14.4s
	uhsub	v11.4s, v17.4s, v17.4s
	uhsub	v8.4s, v26.4s, v26.4s
	uhsub	v9.4s, v26.4s, v21.4s
	uhsub	v23.8b, v30.8b, v25.8b
	uhsub	v3.8b, v3.8b, v4.8b
	uhsub	v29.8b, v23.8b, v23.8b
	uhsub	v2.8b, v1.8b, v21.8b
	uhsub	v27.8h, v9.8h, v4.8h
	uhsub	v9.8h, v21.8h, v17.8h
	uhsub	v2.8h, v29.8h, v11.8h
	uhsub	v14.8h, v12.8h, v9.8h
	umaddl	x13, w22, w17, x20
	umull	x8, w30, w1
	umaddl	x3, w3, w0, x25
	umaddl	x2, w15, w0, x13
	umaxp	v3.16b, v20.16b, v0.16b
	umaxp	v6.16b, v29.16b, v18.16b
	umaxp	v23.16b, v23.16b, v31.16b
	umaxp	v12.16b, v29.16b, v31.16b
	umaxp	v11.2s, v14.2s, v14.2s
	umaxp	v28.2s, v20.2s, v29.2s
	umaxp	v20.2s, v27.2s, v30.2s
	umaxp	v3.2s, v10.2s, v24.2s
	umaxp	v27.4h, v27.4h, v19.4h
	umaxp	v16.4h, v5.4h, v6.4h
	umaxp	v21.4h, v6.4h, v9.4h
	umaxp	v1.4h, v9.4h, v6.4h
	umaxp	v20.4s, v24.4s, v29.4s
	umaxp	v17.4s, v2.4s, v2.4s
	umaxp	v17.4s, v12.4s, v9.4s
	umaxp	v25.4s, v14.4s, v2.4s
	umaxp	v0.8b, v22.8b, v10.8b
	umaxp	v25.8b, v4.8b, v9.8b
	umaxp	v3.8b, v11.8b, v3.8b
	umaxp	v21.8b, v29.8b, v4.8b
	umaxp	v26.8h, v7.8h, v31.8h
	umaxp	v20.8h, v14.8h, v2.8h
	umaxp	v1.8h, v1.8h, v16.8h
	umaxp	v16.8h, v5.8h, v14.8h
	umaxv	b24, v19.16b
	umaxv	b19, v14.16b
	umaxv	b2, v20.16b
	umaxv	b27, v12.16b
	umaxv	h31, v18.4h
	umaxv	h21, v26.4h
	umaxv	h21, v18.4h
	umaxv	h4, v24.4h
	umaxv	s19, v22.4s
	umaxv	s23, v11.4s
	umaxv	s21, v11.4s
	umaxv	s23, v30.4s
	umaxv	b6, v17.8b
	umaxv	b21, v11.8b
	umaxv	b1, v14.8b
	umaxv	b2, v8.8b
	umaxv	h6, v30.8h
	umaxv	h2, v21.8h
	umaxv	h31, v1.8h
	umaxv	h10, v22.8h
	umax	v18.16b, v11.16b, v2.16b
	umax	v27.16b, v24.16b, v12.16b
	umax	v10.16b, v7.16b, v15.16b
	umax	v2.16b, v28.16b, v5.16b
	umax	v11.2s, v24.2s, v2.2s
	umax	v24.2s, v17.2s, v19.2s
	umax	v12.2s, v4.2s, v11.2s
	umax	v14.2s, v28.2s, v1.2s
	umax	v25.4h, v10.4h, v0.4h
	umax	v12.4h, v31.4h, v8.4h
	umax	v1.4h, v7.4h, v28.4h
	umax	v14.4h, v28.4h, v22.4h
	umax	v23.4s, v22.4s, v16.4s
	umax	v7.4s, v7.4s, v3.4s
	umax	v9.4s, v31.4s, v16.4s
	umax	v20.4s, v8.4s, v1.4s
	umax	v31.8b, v22.8b, v25.8b
	umax	v0.8b, v14.8b, v26.8b
	umax	v1.8b, v19.8b, v10.8b
	umax	v9.8b, v2.8b, v31.8b
	umax	v4.8h, v22.8h, v3.8h
	umax	v27.8h, v19.8h, v28.8h
	umax	v6.8h, v8.8h, v3.8h
	umax	v26.8h, v25.8h, v23.8h
	uminp	v31.16b, v10.16b, v12.16b
	uminp	v11.16b, v1.16b, v15.16b
	uminp	v20.16b, v30.16b, v7.16b
	uminp	v19.16b, v17.16b, v9.16b
	uminp	v0.2s, v27.2s, v7.2s
	uminp	v29.2s, v25.2s, v9.2s
	uminp	v3.2s, v0.2s, v18.2s
	uminp	v12.2s, v20.2s, v18.2s
	uminp	v18.4h, v3.4h, v27.4h
	uminp	v27.4h, v11.4h, v14.4h
	uminp	v0.4h, v16.4h, v7.4h
	uminp	v9.4h, v7.4h, v10.4h
	uminp	v22.4s, v17.4s, v19.4s
	uminp	v31.4s, v10.4s, v30.4s
	uminp	v19.4s, v5.4s, v30.4s
	uminp	v30.4s, v4.4s, v16.4s
	uminp	v6.8b, v10.8b, v31.8b
	uminp	v6.8b, v21.8b, v3.8b
	uminp	v29.8b, v23.8b, v9.8b
	uminp	v14.8b, v5.8b, v20.8b
	uminp	v19.8h, v31.8h, v1.8h
	uminp	v17.8h, v5.8h, v11.8h
	uminp	v13.8h, v6.8h, v31.8h
	uminp	v13.8h, v26.8h, v14.8h
	uminv	b13, v27.16b
	uminv	b13, v16.16b
	uminv	b20, v20.16b
	uminv	b12, v25.16b
	uminv	h24, v12.4h
	uminv	h10, v9.4h
	uminv	h28, v11.4h
	uminv	h0, v2.4h
	uminv	s31, v28.4s
	uminv	s14, v18.4s
	uminv	s17, v11.4s
	uminv	s17, v11.4s
	uminv	b19, v20.8b
	uminv	b2, v31.8b
	uminv	b22, v5.8b
	uminv	b12, v19.8b
	uminv	h10, v11.8h
	uminv	h31, v12.8h
	uminv	h15, v6.8h
	uminv	h4, v28.8h
	umin	v8.16b, v31.16b, v26.16b
	umin	v15.16b, v11.16b, v19.16b
	umin	v28.16b, v10.16b, v0.16b
	umin	v10.16b, v8.16b, v1.16b
	umin	v8.2s, v3.2s, v25.2s
	umin	v27.2s, v31.2s, v7.2s
	umin	v2.2s, v3.2s, v28.2s
	umin	v10.2s, v12.2s, v18.2s
	umin	v22.4h, v13.4h, v3.4h
	umin	v23.4h, v8.4h, v10.4h
	umin	v19.4h, v25.4h, v22.4h
	umin	v29.4h, v23.4h, v21.4h
	umin	v9.4s, v26.4s, v4.4s
	umin	v17.4s, v23.4s, v10.4s
	umin	v18.4s, v21.4s, v31.4s
	umin	v11.4s, v30.4s, v10.4s
	umin	v3.8b, v28.8b, v23.8b
	umin	v31.8b, v7.8b, v25.8b
	umin	v8.8b, v2.8b, v7.8b
	umin	v26.8b, v22.8b, v28.8b
	umin	v10.8h, v8.8h, v27.8h
	umin	v6.8h, v31.8h, v16.8h
	umin	v25.8h, v20.8h, v31.8h
	umin	v29.8h, v2.8h, v15.8h
	umlal	v5.2d, v7.2s, v10.s[3]
	umlal	v18.2d, v16.2s, v7.s[0]
	umlal	v20.2d, v5.2s, v5.s[2]
	umlal	v5.2d, v19.2s, v13.s[0]
	umlal2	v0.2d, v10.4s, v7.s[2]
	umlal2	v26.2d, v26.4s, v30.s[0]
	umlal2	v31.2d, v23.4s, v14.s[3]
	umlal2	v0.2d, v27.4s, v2.s[1]
	umlal	v30.4s, v3.4h, v0.h[0]
	umlal	v18.4s, v19.4h, v6.h[0]
	umlal	v11.4s, v9.4h, v2.h[7]
	umlal	v25.4s, v16.4h, v13.h[7]
	umlal2	v24.4s, v9.8h, v4.h[4]
	umlal2	v6.4s, v14.8h, v0.h[3]
	umlal2	v2.4s, v29.8h, v8.h[7]
	umlal2	v14.4s, v15.8h, v4.h[3]
	umlal	v3.2d, v15.2s, v30.2s
	umlal	v29.2d, v18.2s, v30.2s
	umlal	v30.2d, v31.2s, v24.2s
	umlal	v9.2d, v27.2s, v9.2s
	umlal2	v20.2d, v20.4s, v16.4s
	umlal2	v31.2d, v0.4s, v15.4s
	umlal2	v10.2d, v9.4s, v10.4s
	umlal2	v5.2d, v13.4s, v13.4s
	umlal	v4.4s, v16.4h, v29.4h
	umlal	v27.4s, v6.4h, v4.4h
	umlal	v14.4s, v9.4h, v30.4h
	umlal	v4.4s, v25.4h, v18.4h
	umlal2	v26.4s, v16.8h, v31.8h
	umlal2	v4.4s, v18.8h, v14.8h
	umlal2	v23.4s, v15.8h, v26.8h
	umlal2	v14.4s, v1.8h, v30.8h
	umlal	v31.8h, v14.8b, v10.8b
	umlal	v16.8h, v19.8b, v21.8b
	umlal	v7.8h, v25.8b, v18.8b
	umlal	v3.8h, v26.8b, v4.8b
	umlal2	v28.8h, v30.16b, v22.16b
	umlal2	v3.8h, v20.16b, v7.16b
	umlal2	v19.8h, v27.16b, v16.16b
	umlal2	v27.8h, v14.16b, v13.16b
	umlsl	v25.2d, v17.2s, v8.s[0]
	umlsl	v2.2d, v4.2s, v18.s[1]
	umlsl	v22.2d, v31.2s, v5.s[0]
	umlsl	v11.2d, v15.2s, v24.s[1]
	umlsl2	v14.2d, v11.4s, v17.s[3]
	umlsl2	v20.2d, v18.4s, v25.s[3]
	umlsl2	v18.2d, v15.4s, v12.s[3]
	umlsl2	v28.2d, v20.4s, v8.s[3]
	umlsl	v26.4s, v12.4h, v4.h[0]
	umlsl	v13.4s, v27.4h, v11.h[0]
	umlsl	v12.4s, v31.4h, v3.h[1]
	umlsl	v23.4s, v8.4h, v4.h[6]
	umlsl2	v20.4s, v18.8h, v12.h[1]
	umlsl2	v5.4s, v20.8h, v12.h[2]
	umlsl2	v24.4s, v21.8h, v6.h[6]
	umlsl2	v18.4s, v7.8h, v6.h[0]
	umlsl	v1.2d, v8.2s, v13.2s
	umlsl	v16.2d, v27.2s, v8.2s
	umlsl	v2.2d, v7.2s, v26.2s
	umlsl	v24.2d, v4.2s, v5.2s
	umlsl2	v2.2d, v17.4s, v31.4s
	umlsl2	v18.2d, v29.4s, v18.4s
	umlsl2	v10.2d, v23.4s, v31.4s
	umlsl2	v22.2d, v19.4s, v5.4s
	umlsl	v27.4s, v6.4h, v16.4h
	umlsl	v22.4s, v27.4h, v10.4h
	umlsl	v29.4s, v19.4h, v3.4h
	umlsl	v11.4s, v15.4h, v23.4h
	umlsl2	v1.4s, v17.8h, v29.8h
	umlsl2	v6.4s, v11.8h, v14.8h
	umlsl2	v18.4s, v17.8h, v21.8h
	umlsl2	v3.4s, v20.8h, v5.8h
	umlsl	v21.8h, v17.8b, v27.8b
	umlsl	v31.8h, v23.8b, v6.8b
	umlsl	v30.8h, v15.8b, v21.8b
	umlsl	v5.8h, v11.8b, v15.8b
	umlsl2	v31.8h, v11.16b, v25.16b
	umlsl2	v7.8h, v27.16b, v24.16b
	umlsl2	v9.8h, v28.16b, v15.16b
	umlsl2	v10.8h, v7.16b, v31.16b
	umov	w2, v1.b[4]
	umov	w27, v27.b[15]
	umov	w8, v30.b[3]
	umov	w2, v23.b[1]
	mov	x16, v16.d[1]
	mov	x10, v25.d[0]
	mov	x17, v3.d[0]
	mov	x8, v15.d[1]
	umov	w20, v21.h[2]
	umov	w29, v0.h[7]
	umov	w15, v1.h[7]
	umov	w20, v26.h[3]
	mov	w7, v5.s[0]
	mov	w19, v24.s[3]
	mov	w28, v4.s[2]
	mov	w26, v17.s[2]
	umsubl	x30, w30, w11, x16
	umsubl	x3, w26, w0, x12
	umsubl	x7, w7, w30, x8
	umsubl	x4, w20, w16, x13
	umulh	x12, x5, x18
	umulh	x29, x6, x5
	umulh	x10, x12, x0
	umulh	x23, x0, x9
	umull	v5.2d, v29.2s, v23.s[1]
	umull	v7.2d, v9.2s, v31.s[0]
	umull	v2.2d, v18.2s, v30.s[3]
	umull	v12.2d, v29.2s, v12.s[0]
	umull2	v28.2d, v11.4s, v14.s[1]
	umull2	v14.2d, v8.4s, v10.s[0]
	umull2	v2.2d, v19.4s, v2.s[2]
	umull2	v7.2d, v9.4s, v15.s[3]
	umull	v6.4s, v4.4h, v8.h[1]
	umull	v6.4s, v5.4h, v5.h[6]
	umull	v31.4s, v5.4h, v15.h[0]
	umull	v30.4s, v15.4h, v5.h[3]
	umull2	v15.4s, v11.8h, v9.h[0]
	umull2	v5.4s, v5.8h, v8.h[7]
	umull2	v21.4s, v20.8h, v0.h[6]
	umull2	v22.4s, v22.8h, v4.h[5]
	umull	v28.2d, v28.2s, v11.2s
	umull	v27.2d, v1.2s, v2.2s
	umull	v31.2d, v6.2s, v24.2s
	umull	v5.2d, v11.2s, v14.2s
	umull2	v27.2d, v26.4s, v11.4s
	umull2	v17.2d, v25.4s, v19.4s
	umull2	v30.2d, v29.4s, v9.4s
	umull2	v16.2d, v1.4s, v26.4s
	umull	v26.4s, v6.4h, v6.4h
	umull	v9.4s, v15.4h, v14.4h
	umull	v13.4s, v21.4h, v14.4h
	umull	v3.4s, v10.4h, v12.4h
	umull2	v25.4s, v21.8h, v22.8h
	umull2	v20.4s, v31.8h, v17.8h
	umull2	v27.4s, v10.8h, v27.8h
	umull2	v14.4s, v29.8h, v15.8h
	umull	v23.8h, v22.8b, v26.8b
	umull	v2.8h, v16.8b, v19.8b
	umull	v10.8h, v5.8b, v26.8b
	umull	v1.8h, v18.8b, v25.8b
	umull2	v17.8h, v14.16b, v31.16b
	umull2	v18.8h, v13.16b, v14.16b
	umull2	v17.8h, v20.16b, v22.16b
	umull2	v18.8h, v15.16b, v30.16b
	uqadd	b24, b0, b10
	uqadd	b21, b28, b4
	uqadd	b12, b20, b10
	uqadd	b16, b25, b13
	uqadd	d17, d8, d21
	uqadd	d18, d20, d13
	uqadd	d16, d27, d10
	uqadd	d18, d0, d13
	uqadd	h5, h31, h7
	uqadd	h4, h27, h6
	uqadd	h25, h13, h7
	uqadd	h19, h21, h25
	uqadd	s5, s6, s4
	uqadd	s23, s23, s27
	uqadd	s20, s9, s6
	uqadd	s20, s30, s31
	uqadd	v18.16b, v2.16b, v5.16b
	uqadd	v15.16b, v26.16b, v1.16b
	uqadd	v24.16b, v20.16b, v20.16b
	uqadd	v19.16b, v11.16b, v27.16b
	uqadd	v29.2d, v23.2d, v17.2d
	uqadd	v6.2d, v12.2d, v21.2d
	uqadd	v31.2d, v26.2d, v29.2d
	uqadd	v1.2d, v17.2d, v27.2d
	uqadd	v22.2s, v28.2s, v27.2s
	uqadd	v16.2s, v4.2s, v12.2s
	uqadd	v9.2s, v19.2s, v19.2s
	uqadd	v4.2s, v23.2s, v16.2s
	uqadd	v20.4h, v9.4h, v15.4h
	uqadd	v22.4h, v6.4h, v30.4h
	uqadd	v12.4h, v9.4h, v8.4h
	uqadd	v6.4h, v19.4h, v17.4h
	uqadd	v1.4s, v5.4s, v25.4s
	uqadd	v24.4s, v18.4s, v21.4s
	uqadd	v28.4s, v14.4s, v24.4s
	uqadd	v12.4s, v16.4s, v28.4s
	uqadd	v1.8b, v30.8b, v7.8b
	uqadd	v8.8b, v1.8b, v27.8b
	uqadd	v30.8b, v3.8b, v15.8b
	uqadd	v16.8b, v26.8b, v8.8b
	uqadd	v2.8h, v6.8h, v0.8h
	uqadd	v2.8h, v16.8h, v1.8h
	uqadd	v10.8h, v30.8h, v2.8h
	uqadd	v15.8h, v23.8h, v30.8h
	uqrshl	b13, b23, b2
	uqrshl	b8, b0, b12
	uqrshl	b7, b20, b11
	uqrshl	b15, b8, b8
	uqrshl	d8, d10, d9
	uqrshl	d29, d24, d0
	uqrshl	d11, d12, d3
	uqrshl	d29, d3, d25
	uqrshl	h28, h17, h20
	uqrshl	h13, h12, h30
	uqrshl	h14, h0, h11
	uqrshl	h23, h25, h6
	uqrshl	s21, s5, s28
	uqrshl	s31, s29, s0
	uqrshl	s16, s0, s27
	uqrshl	s19, s17, s12
	uqrshl	v29.16b, v12.16b, v22.16b
	uqrshl	v11.16b, v7.16b, v3.16b
	uqrshl	v11.16b, v1.16b, v5.16b
	uqrshl	v25.16b, v7.16b, v24.16b
	uqrshl	v17.2d, v18.2d, v26.2d
	uqrshl	v25.2d, v3.2d, v22.2d
	uqrshl	v23.2d, v9.2d, v17.2d
	uqrshl	v22.2d, v30.2d, v3.2d
	uqrshl	v22.2s, v10.2s, v17.2s
	uqrshl	v14.2s, v6.2s, v21.2s
	uqrshl	v12.2s, v7.2s, v14.2s
	uqrshl	v25.2s, v0.2s, v9.2s
	uqrshl	v6.4h, v17.4h, v30.4h
	uqrshl	v6.4h, v8.4h, v7.4h
	uqrshl	v26.4h, v2.4h, v23.4h
	uqrshl	v17.4h, v11.4h, v23.4h
	uqrshl	v26.4s, v29.4s, v12.4s
	uqrshl	v23.4s, v30.4s, v30.4s
	uqrshl	v29.4s, v8.4s, v4.4s
	uqrshl	v31.4s, v10.4s, v13.4s
	uqrshl	v19.8b, v24.8b, v2.8b
	uqrshl	v14.8b, v4.8b, v8.8b
	uqrshl	v21.8b, v20.8b, v5.8b
	uqrshl	v14.8b, v11.8b, v26.8b
	uqrshl	v4.8h, v10.8h, v13.8h
	uqrshl	v24.8h, v30.8h, v28.8h
	uqrshl	v27.8h, v16.8h, v25.8h
	uqrshl	v28.8h, v0.8h, v11.8h
	uqrshrn	b13, h11, #6
	uqrshrn	b8, h29, #8
	uqrshrn	b17, h8, #1
	uqrshrn	b29, h25, #1
	uqrshrn	h5, s26, #1
	uqrshrn	h0, s18, #15
	uqrshrn	h27, s8, #13
	uqrshrn	h21, s28, #16
	uqrshrn	s12, d7, #32
	uqrshrn	s12, d11, #8
	uqrshrn	s1, d29, #28
	uqrshrn	s22, d10, #25
	uqrshrn	v17.2s, v4.2d, #26
	uqrshrn	v31.2s, v15.2d, #6
	uqrshrn	v18.2s, v23.2d, #24
	uqrshrn	v23.2s, v30.2d, #4
	uqrshrn2	v25.4s, v5.2d, #16
	uqrshrn2	v28.4s, v16.2d, #1
	uqrshrn2	v31.4s, v31.2d, #5
	uqrshrn2	v24.4s, v28.2d, #24
	uqrshrn	v24.4h, v8.4s, #8
	uqrshrn	v8.4h, v2.4s, #13
	uqrshrn	v31.4h, v11.4s, #4
	uqrshrn	v19.4h, v30.4s, #8
	uqrshrn2	v9.8h, v13.4s, #9
	uqrshrn2	v0.8h, v0.4s, #1
	uqrshrn2	v23.8h, v19.4s, #6
	uqrshrn2	v25.8h, v19.4s, #1
	uqrshrn	v1.8b, v30.8h, #1
	uqrshrn	v4.8b, v19.8h, #4
	uqrshrn	v27.8b, v18.8h, #6
	uqrshrn	v1.8b, v11.8h, #7
	uqrshrn2	v15.16b, v26.8h, #6
	uqrshrn2	v0.16b, v2.8h, #1
	uqrshrn2	v13.16b, v30.8h, #5
	uqrshrn2	v18.16b, v22.8h, #2
	uqshl	b14, b19, #0
	uqshl	b24, b18, #1
	uqshl	b16, b23, #0
	uqshl	b11, b12, #1
	uqshl	d26, d8, #59
	uqshl	d3, d31, #57
	uqshl	d24, d13, #21
	uqshl	d27, d23, #43
	uqshl	h6, h18, #0
	uqshl	h16, h18, #0
	uqshl	h13, h21, #1
	uqshl	h7, h7, #6
	uqshl	s27, s28, #25
	uqshl	s5, s21, #16
	uqshl	s5, s9, #12
	uqshl	s13, s13, #22
	uqshl	v2.16b, v20.16b, #3
	uqshl	v25.16b, v21.16b, #4
	uqshl	v19.16b, v31.16b, #0
	uqshl	v12.16b, v29.16b, #0
	uqshl	v14.2d, v28.2d, #63
	uqshl	v11.2d, v22.2d, #16
	uqshl	v2.2d, v26.2d, #0
	uqshl	v24.2d, v13.2d, #0
	uqshl	v2.2s, v12.2s, #22
	uqshl	v6.2s, v14.2s, #13
	uqshl	v4.2s, v1.2s, #0
	uqshl	v11.2s, v30.2s, #3
	uqshl	v14.4h, v16.4h, #6
	uqshl	v1.4h, v21.4h, #10
	uqshl	v4.4h, v1.4h, #13
	uqshl	v6.4h, v28.4h, #11
	uqshl	v21.4s, v17.4s, #20
	uqshl	v24.4s, v23.4s, #10
	uqshl	v22.4s, v14.4s, #31
	uqshl	v27.4s, v17.4s, #31
	uqshl	v4.8b, v28.8b, #6
	uqshl	v20.8b, v27.8b, #5
	uqshl	v6.8b, v17.8b, #5
	uqshl	v22.8b, v22.8b, #0
	uqshl	v26.8h, v22.8h, #7
	uqshl	v21.8h, v27.8h, #15
	uqshl	v28.8h, v11.8h, #4
	uqshl	v16.8h, v7.8h, #15
	uqshl	b27, b31, b18
	uqshl	b12, b23, b2
	uqshl	b7, b6, b19
	uqshl	b5, b9, b5
	uqshl	d14, d16, d31
	uqshl	d11, d21, d27
	uqshl	d12, d28, d29
	uqshl	d2, d9, d25
	uqshl	h22, h2, h7
	uqshl	h25, h30, h17
	uqshl	h6, h12, h8
	uqshl	h11, h11, h12
	uqshl	s7, s26, s20
	uqshl	s19, s29, s0
	uqshl	s12, s26, s5
	uqshl	s21, s17, s9
	uqshl	v28.16b, v0.16b, v31.16b
	uqshl	v2.16b, v6.16b, v30.16b
	uqshl	v10.16b, v28.16b, v22.16b
	uqshl	v25.16b, v3.16b, v9.16b
	uqshl	v15.2d, v29.2d, v23.2d
	uqshl	v4.2d, v1.2d, v24.2d
	uqshl	v22.2d, v28.2d, v29.2d
	uqshl	v4.2d, v10.2d, v20.2d
	uqshl	v25.2s, v12.2s, v31.2s
	uqshl	v8.2s, v17.2s, v13.2s
	uqshl	v2.2s, v16.2s, v7.2s
	uqshl	v22.2s, v13.2s, v30.2s
	uqshl	v2.4h, v24.4h, v30.4h
	uqshl	v13.4h, v1.4h, v1.4h
	uqshl	v23.4h, v22.4h, v16.4h
	uqshl	v0.4h, v17.4h, v27.4h
	uqshl	v2.4s, v20.4s, v10.4s
	uqshl	v1.4s, v10.4s, v28.4s
	uqshl	v22.4s, v16.4s, v8.4s
	uqshl	v12.4s, v18.4s, v29.4s
	uqshl	v4.8b, v31.8b, v21.8b
	uqshl	v18.8b, v4.8b, v22.8b
	uqshl	v17.8b, v20.8b, v7.8b
	uqshl	v12.8b, v7.8b, v30.8b
	uqshl	v24.8h, v23.8h, v21.8h
	uqshl	v30.8h, v22.8h, v7.8h
	uqshl	v16.8h, v9.8h, v24.8h
	uqshl	v26.8h, v27.8h, v27.8h
	uqshrn	b14, h6, #5
	uqshrn	b12, h8, #5
	uqshrn	b9, h27, #4
	uqshrn	b0, h22, #8
	uqshrn	h30, s23, #11
	uqshrn	h0, s10, #1
	uqshrn	h19, s1, #14
	uqshrn	h1, s20, #15
	uqshrn	s24, d0, #19
	uqshrn	s14, d20, #1
	uqshrn	s22, d25, #11
	uqshrn	s8, d18, #6
	uqshrn	v30.2s, v18.2d, #15
	uqshrn	v3.2s, v14.2d, #25
	uqshrn	v11.2s, v24.2d, #7
	uqshrn	v21.2s, v27.2d, #1
	uqshrn2	v14.4s, v13.2d, #21
	uqshrn2	v21.4s, v8.2d, #1
	uqshrn2	v17.4s, v3.2d, #25
	uqshrn2	v29.4s, v24.2d, #1
	uqshrn	v16.4h, v3.4s, #7
	uqshrn	v25.4h, v21.4s, #10
	uqshrn	v20.4h, v17.4s, #5
	uqshrn	v4.4h, v9.4s, #3
	uqshrn2	v7.8h, v13.4s, #8
	uqshrn2	v31.8h, v12.4s, #12
	uqshrn2	v2.8h, v4.4s, #2
	uqshrn2	v3.8h, v25.4s, #15
	uqshrn	v12.8b, v0.8h, #1
	uqshrn	v0.8b, v7.8h, #1
	uqshrn	v10.8b, v21.8h, #5
	uqshrn	v12.8b, v21.8h, #5
	uqshrn2	v23.16b, v25.8h, #5
	uqshrn2	v21.16b, v2.8h, #1
	uqshrn2	v19.16b, v16.8h, #7
	uqshrn2	v12.16b, v7.8h, #1
	uqsub	b27, b15, b15
	uqsub	b15, b26, b0
	uqsub	b20, b4, b20
	uqsub	b15, b26, b30
	uqsub	d7, d7, d19
	uqsub	d2, d24, d7
	uqsub	d29, d12, d21
	uqsub	d23, d6, d25
	uqsub	h2, h8, h28
	uqsub	h12, h14, h6
	uqsub	h23, h15, h6
	uqsub	h16, h13, h9
	uqsub	s1, s15, s14
	uqsub	s11, s1, s10
	uqsub	s0, s31, s24
	uqsub	s11, s29, s30
	uqsub	v9.16b, v0.16b, v14.16b
	uqsub	v13.16b, v14.16b, v6.16b
	uqsub	v1.16b, v24.16b, v31.16b
	uqsub	v22.16b, v25.16b, v9.16b
	uqsub	v15.2d, v6.2d, v15.2d
	uqsub	v3.2d, v3.2d, v15.2d
	uqsub	v30.2d, v29.2d, v7.2d
	uqsub	v11.2d, v23.2d, v31.2d
	uqsub	v0.2s, v12.2s, v23.2s
	uqsub	v3.2s, v11.2s, v29.2s
	uqsub	v12.2s, v0.2s, v1.2s
	uqsub	v28.2s, v14.2s, v5.2s
	uqsub	v26.4h, v22.4h, v14.4h
	uqsub	v3.4h, v26.4h, v24.4h
	uqsub	v30.4h, v1.4h, v21.4h
	uqsub	v25.4h, v17.4h, v9.4h
	uqsub	v20.4s, v6.4s, v30.4s
	uqsub	v22.4s, v24.4s, v8.4s
	uqsub	v2.4s, v1.4s, v29.4s
	uqsub	v25.4s, v18.4s, v22.4s
	uqsub	v0.8b, v3.8b, v22.8b
	uqsub	v30.8b, v24.8b, v26.8b
	uqsub	v5.8b, v21.8b, v3.8b
	uqsub	v24.8b, v20.8b, v6.8b
	uqsub	v2.8h, v2.8h, v9.8h
	uqsub	v0.8h, v14.8h, v28.8h
	uqsub	v20.8h, v28.8h, v19.8h
	uqsub	v20.8h, v30.8h, v4.8h
	uqxtn	b3, h4
	uqxtn	b29, h29
	uqxtn	b28, h6
	uqxtn	b10, h13
	uqxtn	h10, s24
	uqxtn	h26, s8
	uqxtn	h11, s20
	uqxtn	h30, s1
	uqxtn	s10, d21
	uqxtn	s6, d23
	uqxtn	s24, d22
	uqxtn	s19, d16
	uqxtn	v19.2s, v31.2d
	uqxtn	v5.2s, v16.2d
	uqxtn	v25.2s, v20.2d
	uqxtn	v21.2s, v5.2d
	uqxtn2	v19.4s, v19.2d
	uqxtn2	v1.4s, v16.2d
	uqxtn2	v6.4s, v9.2d
	uqxtn2	v1.4s, v19.2d
	uqxtn	v19.4h, v22.4s
	uqxtn	v17.4h, v18.4s
	uqxtn	v28.4h, v11.4s
	uqxtn	v26.4h, v20.4s
	uqxtn2	v21.8h, v27.4s
	uqxtn2	v19.8h, v6.4s
	uqxtn2	v7.8h, v2.4s
	uqxtn2	v0.8h, v31.4s
	uqxtn	v8.8b, v27.8h
	uqxtn	v22.8b, v13.8h
	uqxtn	v13.8b, v13.8h
	uqxtn	v14.8b, v25.8h
	uqxtn2	v4.16b, v14.8h
	uqxtn2	v10.16b, v8.8h
	uqxtn2	v26.16b, v29.8h
	uqxtn2	v13.16b, v4.8h
	urecpe	v2.2s, v7.2s
	urecpe	v28.2s, v3.2s
	urecpe	v10.2s, v6.2s
	urecpe	v23.2s, v25.2s
	urecpe	v18.4s, v20.4s
	urecpe	v16.4s, v26.4s
	urecpe	v8.4s, v4.4s
	urecpe	v11.4s, v21.4s
	urhadd	v6.16b, v19.16b, v5.16b
	urhadd	v23.16b, v26.16b, v11.16b
	urhadd	v23.16b, v2.16b, v15.16b
	urhadd	v4.16b, v24.16b, v19.16b
	urhadd	v7.2s, v3.2s, v30.2s
	urhadd	v14.2s, v17.2s, v24.2s
	urhadd	v18.2s, v10.2s, v2.2s
	urhadd	v22.2s, v28.2s, v5.2s
	urhadd	v30.4h, v16.4h, v20.4h
	urhadd	v24.4h, v18.4h, v6.4h
	urhadd	v27.4h, v0.4h, v3.4h
	urhadd	v18.4h, v14.4h, v15.4h
	urhadd	v12.4s, v7.4s, v1.4s
	urhadd	v22.4s, v1.4s, v14.4s
	urhadd	v30.4s, v20.4s, v1.4s
	urhadd	v24.4s, v27.4s, v2.4s
	urhadd	v6.8b, v11.8b, v22.8b
	urhadd	v2.8b, v4.8b, v9.8b
	urhadd	v24.8b, v26.8b, v11.8b
	urhadd	v10.8b, v11.8b, v27.8b
	urhadd	v19.8h, v27.8h, v4.8h
	urhadd	v27.8h, v9.8h, v29.8h
	urhadd	v27.8h, v1.8h, v22.8h
	urhadd	v5.8h, v23.8h, v20.8h
	urshl	d6, d8, d30
	urshl	d9, d29, d16
	urshl	d4, d26, d2
	urshl	d20, d4, d19
	urshl	v14.16b, v10.16b, v9.16b
	urshl	v9.16b, v21.16b, v4.16b
	urshl	v31.16b, v29.16b, v12.16b
	urshl	v30.16b, v0.16b, v10.16b
	urshl	v23.2d, v4.2d, v10.2d
	urshl	v30.2d, v31.2d, v17.2d
	urshl	v29.2d, v0.2d, v2.2d
	urshl	v27.2d, v3.2d, v18.2d
	urshl	v3.2s, v23.2s, v23.2s
	urshl	v25.2s, v30.2s, v22.2s
	urshl	v17.2s, v9.2s, v29.2s
	urshl	v1.2s, v29.2s, v9.2s
	urshl	v24.4h, v6.4h, v2.4h
	urshl	v22.4h, v5.4h, v2.4h
	urshl	v26.4h, v1.4h, v17.4h
	urshl	v6.4h, v8.4h, v12.4h
	urshl	v12.4s, v21.4s, v26.4s
	urshl	v24.4s, v2.4s, v14.4s
	urshl	v23.4s, v0.4s, v6.4s
	urshl	v1.4s, v0.4s, v13.4s
	urshl	v4.8b, v25.8b, v0.8b
	urshl	v6.8b, v15.8b, v1.8b
	urshl	v18.8b, v23.8b, v22.8b
	urshl	v14.8b, v8.8b, v4.8b
	urshl	v27.8h, v4.8h, v25.8h
	urshl	v7.8h, v6.8h, v27.8h
	urshl	v14.8h, v25.8h, v23.8h
	urshl	v26.8h, v17.8h, v26.8h
	urshr	d11, d11, #36
	urshr	d29, d28, #1
	urshr	d28, d7, #24
	urshr	d16, d3, #32
	urshr	v29.16b, v17.16b, #6
	urshr	v31.16b, v30.16b, #6
	urshr	v30.16b, v28.16b, #8
	urshr	v12.16b, v31.16b, #6
	urshr	v27.2d, v11.2d, #1
	urshr	v2.2d, v5.2d, #1
	urshr	v19.2d, v18.2d, #34
	urshr	v26.2d, v16.2d, #13
	urshr	v22.2s, v3.2s, #12
	urshr	v30.2s, v25.2s, #21
	urshr	v9.2s, v17.2s, #10
	urshr	v22.2s, v29.2s, #23
	urshr	v22.4h, v30.4h, #12
	urshr	v5.4h, v3.4h, #13
	urshr	v6.4h, v30.4h, #11
	urshr	v29.4h, v1.4h, #10
	urshr	v7.4s, v31.4s, #1
	urshr	v24.4s, v22.4s, #17
	urshr	v21.4s, v19.4s, #18
	urshr	v21.4s, v24.4s, #25
	urshr	v16.8b, v23.8b, #4
	urshr	v3.8b, v27.8b, #5
	urshr	v29.8b, v8.8b, #6
	urshr	v19.8b, v3.8b, #8
	urshr	v13.8h, v3.8h, #13
	urshr	v22.8h, v4.8h, #16
	urshr	v27.8h, v18.8h, #16
	urshr	v27.8h, v30.8h, #4
	ursqrte	v9.2s, v15.2s
	ursqrte	v6.2s, v6.2s
	ursqrte	v0.2s, v4.2s
	ursqrte	v6.2s, v0.2s
	ursqrte	v8.4s, v25.4s
	ursqrte	v9.4s, v4.4s
	ursqrte	v21.4s, v16.4s
	ursqrte	v2.4s, v6.4s
	ursra	d1, d13, #12
	ursra	d19, d29, #57
	ursra	d0, d21, #1
	ursra	d26, d5, #47
	ursra	v7.16b, v11.16b, #6
	ursra	v2.16b, v21.16b, #2
	ursra	v4.16b, v23.16b, #7
	ursra	v20.16b, v27.16b, #5
	ursra	v22.2d, v1.2d, #2
	ursra	v15.2d, v6.2d, #6
	ursra	v7.2d, v14.2d, #1
	ursra	v29.2d, v19.2d, #52
	ursra	v31.2s, v10.2s, #17
	ursra	v31.2s, v4.2s, #32
	ursra	v28.2s, v19.2s, #15
	ursra	v23.2s, v17.2s, #30
	ursra	v24.4h, v3.4h, #9
	ursra	v12.4h, v0.4h, #13
	ursra	v0.4h, v9.4h, #4
	ursra	v21.4h, v19.4h, #16
	ursra	v7.4s, v23.4s, #1
	ursra	v20.4s, v22.4s, #19
	ursra	v12.4s, v21.4s, #5
	ursra	v22.4s, v13.4s, #32
	ursra	v15.8b, v28.8b, #8
	ursra	v0.8b, v13.8b, #8
	ursra	v23.8b, v28.8b, #3
	ursra	v19.8b, v2.8b, #2
	ursra	v24.8h, v16.8h, #1
	ursra	v31.8h, v4.8h, #14
	ursra	v17.8h, v19.8h, #8
	ursra	v14.8h, v24.8h, #15
	ushll	v10.2d, v28.2s, #1
	ushll	v23.2d, v12.2s, #18
	ushll	v19.2d, v29.2s, #31
	ushll	v28.2d, v12.2s, #4
	ushll2	v20.2d, v12.4s, #31
	ushll2	v16.2d, v26.4s, #0
	ushll2	v21.2d, v4.4s, #17
	ushll2	v11.2d, v2.4s, #4
	ushll	v22.4s, v12.4h, #1
	ushll	v7.4s, v9.4h, #8
	ushll	v18.4s, v10.4h, #3
	ushll	v18.4s, v1.4h, #13
	ushll2	v25.4s, v14.8h, #15
	ushll2	v27.4s, v12.8h, #11
	ushll2	v12.4s, v7.8h, #15
	ushll2	v19.4s, v30.8h, #15
	ushll	v25.8h, v10.8b, #3
	ushll	v18.8h, v18.8b, #3
	ushll	v30.8h, v9.8b, #0
	ushll	v19.8h, v30.8b, #0
	ushll2	v2.8h, v1.16b, #0
	ushll2	v13.8h, v21.16b, #0
	ushll2	v6.8h, v25.16b, #0
	ushll2	v3.8h, v6.16b, #5
	ushl	d13, d17, d19
	ushl	d8, d3, d6
	ushl	d23, d20, d30
	ushl	d20, d22, d29
	ushl	v19.16b, v28.16b, v26.16b
	ushl	v18.16b, v31.16b, v14.16b
	ushl	v2.16b, v11.16b, v30.16b
	ushl	v26.16b, v16.16b, v19.16b
	ushl	v25.2d, v0.2d, v6.2d
	ushl	v19.2d, v3.2d, v24.2d
	ushl	v27.2d, v7.2d, v24.2d
	ushl	v6.2d, v29.2d, v20.2d
	ushl	v20.2s, v18.2s, v0.2s
	ushl	v29.2s, v29.2s, v18.2s
	ushl	v2.2s, v6.2s, v8.2s
	ushl	v3.2s, v2.2s, v28.2s
	ushl	v11.4h, v10.4h, v7.4h
	ushl	v10.4h, v12.4h, v7.4h
	ushl	v15.4h, v25.4h, v30.4h
	ushl	v4.4h, v26.4h, v16.4h
	ushl	v4.4s, v3.4s, v5.4s
	ushl	v19.4s, v25.4s, v16.4s
	ushl	v19.4s, v9.4s, v3.4s
	ushl	v17.4s, v22.4s, v17.4s
	ushl	v7.8b, v7.8b, v9.8b
	ushl	v20.8b, v11.8b, v14.8b
	ushl	v12.8b, v13.8b, v10.8b
	ushl	v25.8b, v1.8b, v28.8b
	ushl	v1.8h, v21.8h, v21.8h
	ushl	v17.8h, v14.8h, v31.8h
	ushl	v22.8h, v23.8h, v20.8h
	ushl	v26.8h, v9.8h, v28.8h
	ushr	d13, d21, #21
	ushr	d12, d16, #16
	ushr	d18, d28, #2
	ushr	d20, d6, #64
	ushr	v2.16b, v13.16b, #3
	ushr	v26.16b, v10.16b, #6
	ushr	v29.16b, v5.16b, #2
	ushr	v9.16b, v0.16b, #2
	ushr	v12.2d, v3.2d, #2
	ushr	v31.2d, v11.2d, #54
	ushr	v9.2d, v5.2d, #11
	ushr	v14.2d, v20.2d, #17
	ushr	v17.2s, v26.2s, #28
	ushr	v18.2s, v10.2s, #12
	ushr	v0.2s, v17.2s, #1
	ushr	v6.2s, v22.2s, #5
	ushr	v2.4h, v26.4h, #1
	ushr	v6.4h, v20.4h, #3
	ushr	v27.4h, v24.4h, #9
	ushr	v4.4h, v21.4h, #15
	ushr	v23.4s, v28.4s, #29
	ushr	v26.4s, v8.4s, #9
	ushr	v7.4s, v27.4s, #13
	ushr	v8.4s, v16.4s, #18
	ushr	v10.8b, v30.8b, #1
	ushr	v8.8b, v27.8b, #1
	ushr	v17.8b, v3.8b, #3
	ushr	v25.8b, v21.8b, #6
	ushr	v21.8h, v0.8h, #4
	ushr	v15.8h, v27.8h, #5
	ushr	v8.8h, v28.8h, #2
	ushr	v19.8h, v1.8h, #10
	usqadd	b17, b30
	usqadd	b12, b21
	usqadd	b26, b31
	usqadd	b23, b26
	usqadd	d21, d22
	usqadd	d27, d10
	usqadd	d31, d10
	usqadd	d8, d8
	usqadd	h13, h25
	usqadd	h19, h3
	usqadd	h20, h10
	usqadd	h22, h7
	usqadd	s15, s18
	usqadd	s30, s29
	usqadd	s16, s26
	usqadd	s9, s28
	usqadd	v31.16b, v14.16b
	usqadd	v12.16b, v16.16b
	usqadd	v8.16b, v11.16b
	usqadd	v20.16b, v0.16b
	usqadd	v31.2d, v12.2d
	usqadd	v16.2d, v3.2d
	usqadd	v31.2d, v11.2d
	usqadd	v12.2d, v29.2d
	usqadd	v27.2s, v0.2s
	usqadd	v3.2s, v16.2s
	usqadd	v25.2s, v24.2s
	usqadd	v13.2s, v18.2s
	usqadd	v16.4h, v17.4h
	usqadd	v28.4h, v30.4h
	usqadd	v7.4h, v2.4h
	usqadd	v4.4h, v11.4h
	usqadd	v9.4s, v15.4s
	usqadd	v5.4s, v15.4s
	usqadd	v23.4s, v21.4s
	usqadd	v26.4s, v28.4s
	usqadd	v21.8b, v26.8b
	usqadd	v11.8b, v12.8b
	usqadd	v20.8b, v11.8b
	usqadd	v30.8b, v7.8b
	usqadd	v13.8h, v4.8h
	usqadd	v7.8h, v28.8h
	usqadd	v16.8h, v10.8h
	usqadd	v7.8h, v29.8h
	usra	d24, d23, #10
	usra	d17, d26, #4
	usra	d6, d30, #30
	usra	d24, d28, #4
	usra	v4.16b, v6.16b, #2
	usra	v23.16b, v18.16b, #7
	usra	v18.16b, v11.16b, #3
	usra	v16.16b, v6.16b, #6
	usra	v6.2d, v31.2d, #32
	usra	v15.2d, v16.2d, #64
	usra	v4.2d, v29.2d, #15
	usra	v26.2d, v1.2d, #1
	usra	v16.2s, v6.2s, #24
	usra	v22.2s, v10.2s, #2
	usra	v1.2s, v16.2s, #32
	usra	v3.2s, v2.2s, #2
	usra	v13.4h, v22.4h, #16
	usra	v24.4h, v3.4h, #1
	usra	v12.4h, v19.4h, #1
	usra	v17.4h, v29.4h, #12
	usra	v6.4s, v4.4s, #22
	usra	v25.4s, v4.4s, #27
	usra	v23.4s, v21.4s, #32
	usra	v13.4s, v8.4s, #18
	usra	v21.8b, v21.8b, #1
	usra	v22.8b, v10.8b, #4
	usra	v18.8b, v28.8b, #5
	usra	v12.8b, v14.8b, #7
	usra	v21.8h, v2.8h, #10
	usra	v11.8h, v26.8h, #1
	usra	v12.8h, v22.8h, #1
	usra	v28.8h, v26.8h, #1
	usubl	v6.2d, v5.2s, v21.2s
	usubl	v22.2d, v6.2s, v25.2s
	usubl	v2.2d, v4.2s, v19.2s
	usubl	v13.2d, v14.2s, v24.2s
	usubl2	v17.2d, v11.4s, v15.4s
	usubl2	v1.2d, v19.4s, v25.4s
	usubl2	v13.2d, v16.4s, v3.4s
	usubl2	v25.2d, v13.4s, v10.4s
	usubl	v8.4s, v31.4h, v21.4h
	usubl	v23.4s, v17.4h, v1.4h
	usubl	v10.4s, v17.4h, v20.4h
	usubl	v18.4s, v10.4h, v10.4h
	usubl2	v7.4s, v31.8h, v5.8h
	usubl2	v13.4s, v16.8h, v2.8h
	usubl2	v5.4s, v13.8h, v14.8h
	usubl2	v0.4s, v4.8h, v15.8h
	usubl	v28.8h, v19.8b, v4.8b
	usubl	v26.8h, v7.8b, v21.8b
	usubl	v19.8h, v19.8b, v17.8b
	usubl	v19.8h, v4.8b, v5.8b
	usubl2	v21.8h, v4.16b, v21.16b
	usubl2	v20.8h, v17.16b, v22.16b
	usubl2	v27.8h, v6.16b, v7.16b
	usubl2	v11.8h, v22.16b, v20.16b
	usubw	v17.2d, v10.2d, v16.2s
	usubw	v29.2d, v7.2d, v16.2s
	usubw	v17.2d, v2.2d, v0.2s
	usubw	v19.2d, v12.2d, v0.2s
	usubw2	v3.2d, v12.2d, v23.4s
	usubw2	v25.2d, v20.2d, v2.4s
	usubw2	v13.2d, v30.2d, v16.4s
	usubw2	v8.2d, v24.2d, v29.4s
	usubw	v18.4s, v26.4s, v22.4h
	usubw	v18.4s, v17.4s, v12.4h
	usubw	v9.4s, v12.4s, v29.4h
	usubw	v5.4s, v22.4s, v26.4h
	usubw2	v18.4s, v22.4s, v20.8h
	usubw2	v28.4s, v13.4s, v2.8h
	usubw2	v20.4s, v10.4s, v20.8h
	usubw2	v14.4s, v7.4s, v31.8h
	usubw	v28.8h, v30.8h, v15.8b
	usubw	v25.8h, v5.8h, v15.8b
	usubw	v27.8h, v13.8h, v29.8b
	usubw	v19.8h, v20.8h, v13.8b
	usubw2	v17.8h, v5.8h, v30.16b
	usubw2	v23.8h, v12.8h, v10.16b
	usubw2	v20.8h, v25.8h, v27.16b
	usubw2	v30.8h, v5.8h, v1.16b
	uzp1	v4.16b, v21.16b, v20.16b
	uzp1	v12.16b, v17.16b, v9.16b
	uzp1	v1.16b, v28.16b, v17.16b
	uzp1	v27.16b, v17.16b, v24.16b
	uzp1	v26.2d, v4.2d, v2.2d
	uzp1	v23.2d, v7.2d, v13.2d
	uzp1	v15.2d, v27.2d, v10.2d
	uzp1	v28.2d, v4.2d, v1.2d
	uzp1	v17.2s, v22.2s, v3.2s
	uzp1	v19.2s, v8.2s, v17.2s
	uzp1	v17.2s, v0.2s, v22.2s
	uzp1	v31.2s, v24.2s, v5.2s
	uzp1	v17.4h, v4.4h, v8.4h
	uzp1	v28.4h, v16.4h, v27.4h
	uzp1	v4.4h, v21.4h, v26.4h
	uzp1	v21.4h, v25.4h, v1.4h
	uzp1	v5.4s, v18.4s, v6.4s
	uzp1	v4.4s, v19.4s, v5.4s
	uzp1	v25.4s, v18.4s, v15.4s
	uzp1	v7.4s, v7.4s, v27.4s
	uzp1	v28.8b, v8.8b, v29.8b
	uzp1	v10.8b, v14.8b, v3.8b
	uzp1	v7.8b, v2.8b, v19.8b
	uzp1	v27.8b, v2.8b, v12.8b
	uzp1	v1.8h, v11.8h, v6.8h
	uzp1	v1.8h, v19.8h, v13.8h
	uzp1	v25.8h, v21.8h, v15.8h
	uzp1	v22.8h, v18.8h, v4.8h
	uzp2	v13.16b, v31.16b, v30.16b
	uzp2	v25.16b, v20.16b, v3.16b
	uzp2	v18.16b, v3.16b, v21.16b
	uzp2	v0.16b, v4.16b, v10.16b
	uzp2	v11.2d, v31.2d, v22.2d
	uzp2	v17.2d, v20.2d, v5.2d
	uzp2	v27.2d, v7.2d, v2.2d
	uzp2	v7.2d, v12.2d, v30.2d
	uzp2	v20.2s, v6.2s, v21.2s
	uzp2	v3.2s, v9.2s, v15.2s
	uzp2	v11.2s, v17.2s, v4.2s
	uzp2	v13.2s, v16.2s, v3.2s
	uzp2	v13.4h, v12.4h, v8.4h
	uzp2	v2.4h, v1.4h, v7.4h
	uzp2	v5.4h, v27.4h, v20.4h
	uzp2	v4.4h, v12.4h, v21.4h
	uzp2	v1.4s, v31.4s, v11.4s
	uzp2	v9.4s, v27.4s, v24.4s
	uzp2	v26.4s, v18.4s, v21.4s
	uzp2	v25.4s, v5.4s, v27.4s
	uzp2	v12.8b, v11.8b, v22.8b
	uzp2	v2.8b, v18.8b, v11.8b
	uzp2	v18.8b, v14.8b, v9.8b
	uzp2	v30.8b, v28.8b, v13.8b
	uzp2	v0.8h, v2.8h, v2.8h
	uzp2	v26.8h, v4.8h, v23.8h
	uzp2	v29.8h, v22.8h, v17.8h
	uzp2	v14.8h, v8.8h, v17.8h
	xtn	v4.2s, v13.2d
	xtn	v20.2s, v15.2d
	xtn	v19.2s, v29.2d
	xtn	v11.2s, v22.2d
	xtn2	v12.4s, v3.2d
	xtn2	v7.4s, v14.2d
	xtn2	v5.4s, v20.2d
	xtn2	v28.4s, v30.2d
	xtn	v0.4h, v22.4s
	xtn	v30.4h, v15.4s
	xtn	v9.4h, v0.4s
	xtn	v10.4h, v9.4s
	xtn2	v18.8h, v12.4s
	xtn2	v12.8h, v4.4s
	xtn2	v30.8h, v21.4s
	xtn2	v19.8h, v25.4s
	xtn	v18.8b, v16.8h
	xtn	v12.8b, v29.8h
	xtn	v20.8b, v10.8h
	xtn	v1.8b, v24.8h
	xtn2	v2.16b, v4.8h
	xtn2	v3.16b, v12.8h
	xtn2	v27.16b, v18.8h
	xtn2	v19.16b, v31.8h
	zip1	v16.16b, v30.16b, v24.16b
	zip1	v29.16b, v29.16b, v16.16b
	zip1	v7.16b, v2.16b, v28.16b
	zip1	v19.16b, v13.16b, v29.16b
	zip1	v12.2d, v24.2d, v1.2d
	zip1	v11.2d, v27.2d, v3.2d
	zip1	v20.2d, v12.2d, v7.2d
	zip1	v24.2d, v20.2d, v16.2d
	zip1	v8.2s, v7.2s, v31.2s
	zip1	v18.2s, v2.2s, v27.2s
	zip1	v15.2s, v0.2s, v12.2s
	zip1	v27.2s, v20.2s, v15.2s
	zip1	v30.4h, v24.4h, v29.4h
	zip1	v0.4h, v13.4h, v2.4h
	zip1	v23.4h, v15.4h, v24.4h
	zip1	v3.4h, v15.4h, v6.4h
	zip1	v29.4s, v14.4s, v31.4s
	zip1	v30.4s, v9.4s, v15.4s
	zip1	v16.4s, v15.4s, v7.4s
	zip1	v14.4s, v22.4s, v20.4s
	zip1	v16.8b, v25.8b, v1.8b
	zip1	v17.8b, v4.8b, v9.8b
	zip1	v6.8b, v27.8b, v31.8b
	zip1	v21.8b, v2.8b, v0.8b
	zip1	v8.8h, v15.8h, v7.8h
	zip1	v2.8h, v27.8h, v18.8h
	zip1	v31.8h, v19.8h, v5.8h
	zip1	v20.8h, v23.8h, v4.8h
	zip2	v23.16b, v0.16b, v24.16b
	zip2	v1.16b, v19.16b, v16.16b
	zip2	v26.16b, v11.16b, v15.16b
	zip2	v16.16b, v10.16b, v12.16b
	zip2	v26.2d, v19.2d, v18.2d
	zip2	v7.2d, v27.2d, v17.2d
	zip2	v29.2d, v18.2d, v31.2d
	zip2	v27.2d, v30.2d, v29.2d
	zip2	v0.2s, v3.2s, v30.2s
	zip2	v28.2s, v25.2s, v9.2s
	zip2	v27.2s, v21.2s, v18.2s
	zip2	v24.2s, v29.2s, v0.2s
	zip2	v11.4h, v24.4h, v16.4h
	zip2	v5.4h, v1.4h, v23.4h
	zip2	v25.4h, v13.4h, v9.4h
	zip2	v20.4h, v6.4h, v7.4h
	zip2	v11.4s, v17.4s, v31.4s
	zip2	v22.4s, v16.4s, v30.4s
	zip2	v10.4s, v3.4s, v23.4s
	zip2	v11.4s, v25.4s, v29.4s
	zip2	v29.8b, v7.8b, v18.8b
	zip2	v3.8b, v27.8b, v11.8b
	zip2	v5.8b, v14.8b, v31.8b
	zip2	v15.8b, v10.8b, v24.8b
	zip2	v8.8h, v25.8h, v27.8h
	zip2	v26.8h, v17.8h, v5.8h
	zip2	v29.8h, v22.8h, v22.8h
	zip2	v21.8h, v9.8h, v10.8h
