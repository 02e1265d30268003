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
	dsb	#12
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
	hint	#10
	hint	#32
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
	ldar	w4, [x13]
	ldar	w27, [x15]
	ldar	w11, [x13]
	ldar	w7, [x26]
	ldar	x9, [x29]
	ldar	x0, [x25]
	ldar	x9, [x11]
	ldar	xzr, [x19]
	ldarb	w27, [x19]
	ldarb	w8, [x4]
	ldarb	w15, [x18]
	ldarb	w6, [x2]
	ldarh	w5, [x25]
	ldarh	w24, [x8]
	ldarh	w7, [x15]
	ldarh	w22, [x3]
	ldaxp	w0, w29, [x29]
	ldaxp	w16, w28, [sp]
	ldaxp	wzr, w11, [x30]
	ldaxp	w6, w20, [x23]
	ldaxp	x27, x30, [x22]
	ldaxp	x11, x21, [x26]
	ldaxp	x19, x17, [x1]
	ldaxp	x10, x26, [x17]
	ldaxr	w30, [x25]
	ldaxr	w11, [x20]
	ldaxr	w1, [x3]
	ldaxr	w15, [x4]
	ldaxr	x11, [x16]
	ldaxr	x20, [x0]
	ldaxr	x8, [x20]
	ldaxr	x5, [x17]
	ldaxrb	w18, [x27]
	ldaxrb	w13, [x11]
	ldaxrb	w27, [x19]
	ldaxrb	w13, [x13]
	ldaxrh	w16, [x22]
	ldaxrh	w3, [x0]
	ldaxrh	w28, [x28]
	ldaxrh	wzr, [x19]
	ldnp	d21, d31, [x3]
	ldnp	d27, d21, [x5, #-136]
	ldnp	d17, d7, [x7, #-8]
	ldnp	d2, d6, [x15, #56]
	ldnp	q29, q21, [x18]
	ldnp	q5, q3, [x8, #-1024]
	ldnp	q31, q16, [x27]
	ldnp	q4, q16, [x30]
	ldnp	s5, s1, [x16, #-160]
	ldnp	s10, s3, [x28]
	ldnp	s15, s27, [x28]
	ldnp	s17, s24, [x18, #228]
	ldnp	w13, w11, [x23, #144]
	ldnp	w19, w24, [x29, #88]
	ldnp	w24, w24, [x20, #-36]
	ldnp	w17, w1, [x10, #-80]
	ldnp	x0, x11, [x0, #464]
	ldnp	x11, x26, [x24, #344]
	ldnp	x24, x19, [x3, #32]
	ldnp	x20, x26, [x20, #-216]
	ldp	d5, d13, [x19]
	ldp	d11, d3, [x18, #56]
	ldp	d27, d15, [x24, #424]
	ldp	d3, d13, [x10, #216]
	ldp	d23, d20, [sp], #104
	ldp	d9, d12, [x30], #-512
	ldp	d4, d7, [x6], #304
	ldp	d9, d28, [x6], #0
	ldp	d19, d2, [x9, #-32]!
	ldp	d21, d29, [x20, #272]!
	ldp	d6, d28, [x0, #128]!
	ldp	d9, d18, [x21, #-80]!
	ldp	q31, q29, [x11, #-992]
	ldp	q24, q23, [x1]
	ldp	q24, q8, [x16, #-144]
	ldp	q12, q22, [x30, #784]
	ldp	q31, q22, [x1], #256
	ldp	q4, q8, [x15], #-624
	ldp	q23, q21, [x30], #-288
	ldp	q8, q20, [x18], #-688
	ldp	q19, q17, [x4, #480]!
	ldp	q29, q12, [x25, #-896]!
	ldp	q20, q17, [x28, #-448]!
	ldp	q0, q23, [x28, #16]!
	ldpsw	x1, x8, [x2]
	ldpsw	x22, x19, [x21, #-172]
	ldpsw	x25, x4, [x11, #236]
	ldpsw	x6, x12, [x15, #-164]
	ldpsw	x9, x7, [x3], #-188
	ldpsw	x8, x29, [x25], #-168
	ldpsw	x0, x20, [x27], #-36
	ldpsw	x22, x12, [x27], #-168
	ldpsw	x24, x29, [x23, #-120]!
	ldpsw	x14, x1, [x26, #-36]!
	ldpsw	x30, x28, [x8, #132]!
	ldpsw	x1, x19, [x28, #72]!
	ldp	s10, s11, [x28, #-224]
	ldp	s26, s22, [x17, #-224]
	ldp	s2, s7, [x9, #-52]
	ldp	s25, s26, [x0, #-148]
	ldp	s12, s18, [x30], #-44
	ldp	s26, s18, [x16], #-204
	ldp	s4, s3, [x24], #-184
	ldp	s6, s14, [x23], #0
	ldp	s27, s14, [x25, #144]!
	ldp	s20, s2, [x10, #220]!
	ldp	s11, s18, [x10, #-164]!
	ldp	s16, s5, [x26, #168]!
	ldp	w9, w1, [x18]
	ldp	w4, w3, [x7, #-256]
	ldp	w4, w18, [x4]
	ldp	w1, w13, [x5]
	ldp	w13, w13, [x22], #-48
	ldp	w17, w30, [x4], #196
	ldp	w6, w14, [x18], #188
	ldp	w10, w13, [x20], #120
	ldp	w1, w21, [x26, #0]!
	ldp	w4, w6, [x29, #96]!
	ldp	w13, w9, [x8, #192]!
	ldp	w24, w21, [x23, #-172]!
	ldp	x3, x17, [x15]
	ldp	x26, x20, [sp, #-88]
	ldp	x20, x30, [x29, #144]
	ldp	x20, x15, [x16, #-512]
	ldp	x7, x24, [x16], #504
	ldp	x18, x10, [x21], #-96
	ldp	x18, x17, [x13], #-400
	ldp	x12, x22, [x28], #0
	ldp	x28, x2, [x19, #-512]!
	ldp	x21, x9, [x12, #448]!
	ldp	x23, x20, [x18, #-200]!
	ldp	x30, x28, [x3, #-440]!
	ldur	b9, [x13]
	ldur	b13, [sp, #-87]
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
	ldurb	w19, [x26]
	ldurb	w22, [x14, #-181]
	ldurb	w16, [x20, #122]
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
	ldur	d25, [x13, #-68]
	ldur	d28, [x17, #53]
	ldur	d17, [x12, #-256]
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
	ldr	d2, [x16]
	ldr	d27, [x16, #20192]
	ldr	d18, #902552
	ldr	d23, #-642756
	ldr	d18, #229148
	ldr	d30, #240048
	ldur	h20, [x15]
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
	ldr	h8, [x5, #4148]
	ldr	h14, [x24, #2948]
	ldr	h29, [x4, #1234]
	ldurh	w24, [x22, #255]
	ldurh	w0, [x17]
	ldurh	w13, [x22, #26]
	ldurh	w20, [x22]
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
	ldrh	w24, [x21]
	ldrh	w22, [sp, #3066]
	ldrh	w21, [x3, #2822]
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
	ldr	q16, [x2, #46320]
	ldr	q13, [x19, #29248]
	ldr	q13, [sp, #12928]
	ldr	q31, [x13]
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
	ldrsb	w5, [x4]
	ldrsb	w20, [x25, #1717]
	ldrsb	wzr, [x28, #3187]
	ldrsb	w3, [x1, #544]
	ldursb	x26, [x28, #99]
	ldursb	x27, [x28, #212]
	ldursb	x9, [x2, #-1]
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
	ldrsb	x14, [x25, #2853]
	ldrsb	x15, [x14]
	ldrsb	x1, [x11, #133]
	ldursh	w0, [x4, #73]
	ldursh	w2, [x11]
	ldursh	w22, [x0, #83]
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
	ldursh	x0, [x6, #-19]
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
	ldrsh	x15, [x4]
	ldrsh	x21, [x10]
	ldrsh	x3, [x29]
	ldursw	x10, [x3, #-256]
	ldursw	x30, [x20, #-107]
	ldursw	xzr, [x19, #135]
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
	ldrsw	x27, [sp, #3604]
	ldrsw	x5, [x1]
	ldrsw	x25, [x6, #828]
	ldur	s6, [x27]
	ldur	s6, [x0]
	ldur	s17, [x1, #-101]
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
	ldr	s5, [x9, #10784]
	ldr	s30, [x24]
	ldr	s15, [x23]
	ldr	s7, [x11]
	ldr	s24, #-476512
	ldr	s4, #-53656
	ldr	s28, #857556
	ldr	s3, #-141744
	ldur	w15, [x5]
	ldur	w6, [x16]
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
	ldr	w21, [x1, #236]
	ldr	w24, [x25, #5888]
	ldr	w2, [x7, #8964]
	ldr	w27, [x14]
	ldur	x8, [x15]
	ldur	x2, [x14, #146]
	ldur	x9, [x2, #-68]
	ldur	x21, [x8]
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
	ldr	x23, [x14, #21704]
	ldr	x27, [x0]
	ldr	x11, [x15, #17256]
	ldtrb	w18, [x11, #-7]
	ldtrb	w25, [x9, #-120]
	ldtrb	w13, [x9, #-182]
	ldtrb	w22, [x11, #-230]
	ldtrh	w8, [x9, #-246]
	ldtrh	w13, [x28, #1]
	ldtrh	w29, [x29, #15]
	ldtrh	w21, [x12, #129]
	ldtrsb	w11, [x11]
	ldtrsb	w1, [x16]
	ldtrsb	w22, [x25, #255]
	ldtrsb	w19, [x20]
	ldtrsb	x15, [x4]
	ldtrsb	x30, [x23, #139]
	ldtrsb	x4, [x13]
	ldtrsb	x22, [x22]
	ldtrsh	w2, [x22, #-127]
	ldtrsh	w5, [x28, #-2]
	ldtrsh	w0, [x18]
	ldtrsh	w18, [x2, #-154]
	ldtrsh	x1, [x22]
	ldtrsh	x10, [x2, #215]
	ldtrsh	x2, [x18, #-19]
	ldtrsh	x4, [x20]
	ldtrsw	x28, [x13, #255]
	ldtrsw	xzr, [x30, #72]
	ldtrsw	x6, [x23, #232]
	ldtrsw	x10, [x29]
	ldtr	w14, [x1, #28]
	ldtr	w12, [x20, #15]
	ldtr	w21, [x19, #-79]
	ldtr	w12, [x29, #255]
	ldtr	x5, [x27, #-179]
	ldtr	x23, [x17, #86]
	ldtr	x28, [x21]
	ldtr	x3, [x7]
	ldxp	w19, w3, [x27]
	ldxp	w0, w22, [x4]
	ldxp	w22, w9, [x2]
	ldxp	w29, w1, [x17]
	ldxp	xzr, x27, [x22]
	ldxp	xzr, x6, [x24]
	ldxp	x27, xzr, [x27]
	ldxp	x20, xzr, [x8]
	ldxr	w14, [x27]
	ldxr	w1, [x24]
	ldxr	w15, [x4]
	ldxr	w16, [x15]
	ldxr	x17, [x21]
	ldxr	x21, [x21]
	ldxr	x15, [x4]
	ldxr	x19, [x30]
	ldxrb	w6, [x28]
	ldxrb	w3, [x2]
	ldxrb	w10, [x22]
	ldxrb	w14, [x8]
	ldxrh	w30, [x12]
	ldxrh	w9, [x4]
	ldxrh	w12, [x8]
	ldxrh	w26, [x9]
	lsl	w11, w24, w30
	lsl	w2, w16, w24
	lsl	wzr, w11, w28
	lsl	w13, wzr, w22
	lsl	x5, x26, x2
	lsl	x24, x15, x5
	lsl	x28, x12, x2
	lsl	x9, x13, x16
	lsr	w24, w30, w17
	lsr	w14, w19, w4
	lsr	w23, w21, w30
	lsr	w20, w23, w10
	lsr	x20, x11, x21
	lsr	x11, x13, x13
	lsr	x1, x3, x9
	lsr	x28, x14, x12
	madd	w5, w5, w0, w26
	madd	w23, w1, w24, w0
	mul	w0, w21, w1
	madd	w30, w1, w2, w22
	madd	x22, x12, x2, x30
	madd	x21, x17, x10, x30
	madd	x5, x18, x9, x23
	mul	x2, x6, x17
	mla	v28.2s, v8.2s, v14.s[0]
	mla	v31.2s, v10.2s, v4.s[2]
	mla	v24.2s, v23.2s, v6.s[2]
	mla	v29.2s, v11.2s, v18.s[0]
	mla	v27.4h, v5.4h, v2.h[6]
	mla	v8.4h, v25.4h, v8.h[0]
	mla	v3.4h, v26.4h, v15.h[2]
	mla	v31.4h, v3.4h, v4.h[2]
	mla	v1.4s, v26.4s, v12.s[3]
	mla	v1.4s, v22.4s, v10.s[3]
	mla	v21.4s, v0.4s, v13.s[3]
	mla	v15.4s, v28.4s, v12.s[0]
	mla	v14.8h, v28.8h, v10.h[5]
	mla	v23.8h, v14.8h, v7.h[0]
	mla	v7.8h, v5.8h, v5.h[4]
	mla	v11.8h, v3.8h, v6.h[7]
	mla	v14.16b, v0.16b, v9.16b
	mla	v3.16b, v21.16b, v9.16b
	mla	v23.16b, v23.16b, v30.16b
	mla	v14.16b, v14.16b, v17.16b
	mla	v3.2s, v16.2s, v3.2s
	mla	v27.2s, v25.2s, v15.2s
	mla	v22.2s, v10.2s, v25.2s
	mla	v3.2s, v19.2s, v13.2s
	mla	v13.4h, v0.4h, v13.4h
	mla	v17.4h, v21.4h, v3.4h
	mla	v18.4h, v10.4h, v13.4h
	mla	v3.4h, v2.4h, v8.4h
	mla	v0.4s, v4.4s, v21.4s
	mla	v22.4s, v21.4s, v9.4s
	mla	v31.4s, v0.4s, v2.4s
	mla	v19.4s, v26.4s, v19.4s
	mla	v31.8b, v7.8b, v30.8b
	mla	v3.8b, v14.8b, v20.8b
	mla	v27.8b, v9.8b, v24.8b
	mla	v27.8b, v25.8b, v1.8b
	mla	v14.8h, v18.8h, v4.8h
	mla	v21.8h, v7.8h, v15.8h
	mla	v15.8h, v0.8h, v3.8h
	mla	v22.8h, v4.8h, v8.8h
	mls	v21.2s, v1.2s, v6.s[0]
	mls	v21.2s, v3.2s, v12.s[0]
	mls	v26.2s, v14.2s, v9.s[0]
	mls	v17.2s, v17.2s, v14.s[1]
	mls	v18.4h, v3.4h, v11.h[4]
	mls	v6.4h, v22.4h, v3.h[7]
	mls	v19.4h, v15.4h, v4.h[1]
	mls	v14.4h, v6.4h, v0.h[7]
	mls	v25.4s, v12.4s, v16.s[3]
	mls	v16.4s, v12.4s, v0.s[1]
	mls	v10.4s, v11.4s, v25.s[0]
	mls	v19.4s, v14.4s, v31.s[0]
	mls	v10.8h, v29.8h, v1.h[4]
	mls	v25.8h, v6.8h, v4.h[3]
	mls	v0.8h, v4.8h, v12.h[1]
	mls	v18.8h, v2.8h, v14.h[1]
	mls	v3.16b, v27.16b, v11.16b
	mls	v17.16b, v24.16b, v1.16b
	mls	v7.16b, v24.16b, v9.16b
	mls	v20.16b, v25.16b, v12.16b
	mls	v16.2s, v2.2s, v16.2s
	mls	v6.2s, v26.2s, v26.2s
	mls	v22.2s, v6.2s, v24.2s
	mls	v17.2s, v9.2s, v17.2s
	mls	v28.4h, v8.4h, v30.4h
	mls	v28.4h, v22.4h, v25.4h
	mls	v3.4h, v31.4h, v5.4h
	mls	v24.4h, v13.4h, v22.4h
	mls	v22.4s, v11.4s, v20.4s
	mls	v30.4s, v30.4s, v28.4s
	mls	v27.4s, v9.4s, v25.4s
	mls	v1.4s, v3.4s, v30.4s
	mls	v31.8b, v18.8b, v30.8b
	mls	v26.8b, v11.8b, v27.8b
	mls	v0.8b, v7.8b, v6.8b
	mls	v13.8b, v1.8b, v14.8b
	mls	v29.8h, v13.8h, v20.8h
	mls	v1.8h, v20.8h, v4.8h
	mls	v9.8h, v14.8h, v16.8h
	mls	v13.8h, v20.8h, v6.8h
	movi	d5, #0xffffffff00ffff
	movi	d14, #0000000000000000
	movi	d22, #0xff00ffffffffff00
	movi	d11, #0000000000000000
	movi	v3.16b, #180
	movi	v9.16b, #168
	movi	v8.16b, #255
	movi	v28.16b, #156
	movi	v3.2d, #0xffff00ff0000ffff
	movi	v11.2d, #0xffff00ff00000000
	movi	v25.2d, #0x000000000000ff
	movi	v9.2d, #0xff00000000ff0000
	movi	v12.2s, #158
	movi	v17.2s, #137, lsl #8
	movi	v10.2s, #1
	movi	v0.2s, #190, lsl #24
	movi	v29.2s, #0, msl #16
	movi	v11.2s, #0, msl #8
	movi	v7.2s, #1, msl #16
	movi	v31.2s, #142, msl #16
	movi	v2.4h, #69
	movi	v7.4h, #141, lsl #8
	movi	v22.4h, #252
	movi	v18.4h, #100, lsl #8
	movi	v10.4s, #138
	movi	v9.4s, #158, lsl #16
	movi	v22.4s, #1, lsl #16
	movi	v6.4s, #189, lsl #24
	movi	v26.4s, #154, msl #8
	movi	v10.4s, #8, msl #16
	movi	v3.4s, #83, msl #8
	movi	v15.4s, #28, msl #8
	movi	v1.8b, #172
	movi	v10.8b, #1
	movi	v22.8b, #33
	movi	v5.8b, #168
	movi	v18.8h, #152, lsl #8
	movi	v7.8h, #30
	movi	v14.8h, #0
	movi	v6.8h, #15
	movk	w27, #28593
	movk	w17, #52286
	movk	w16, #0
	movk	w18, #21269
	movk	x28, #29660, lsl #48
	movk	x6, #5416, lsl #32
	movk	x4, #0
	movk	x18, #63323, lsl #48
	mov	w5, #-560
	mov	w2, #-1553924097
	mov	w24, #-2080833537
	mov	w5, #-62273
	mov	x28, #281474976710655
	mov	xzr, #-2687565825
	mov	x7, #-4294967297
	mov	x22, #-121126667681793
	mov	w20, #0
	mov	w8, #2016804864
	mov	w18, #65535
	mov	w29, #2035810304
	mov	x29, #1823670272
	mov	x5, #55015
	mov	x28, #40335
	mov	x13, #1773338624
	mrs	x5, PMEVTYPER20_EL0
	mrs	x16, CNTV_TVAL_EL0
	mrs	x22, S2_1_C15_C1_2
	mrs	x18, S2_0_C15_C11_2
	msr	S3_6_C15_C0_2, x23
	msr	S2_2_C11_C3_1, x10
	msr	S2_2_C11_C8_0, x7
	msr	S3_3_C15_C8_1, x16
	msr	PM, #0
	msr	PM, #1
	msr	PM, #1
	msr	PM, #1
	msr	DAIFSet, #15
	msr	DAIFClr, #13
	msr	DAIFSet, #0
	msr	SPSel, #0
	msub	w3, w25, w24, w2
	msub	w8, w6, wzr, w3
	msub	w27, w5, w8, w19
	msub	w8, w3, w18, w23
	mneg	x21, x17, x5
	msub	x27, x23, x25, x18
	msub	x13, x13, x27, x16
	msub	x0, x20, x1, x16
	mul	v27.2s, v25.2s, v26.s[0]
	mul	v13.2s, v18.2s, v7.s[2]
	mul	v20.2s, v8.2s, v12.s[3]
	mul	v28.2s, v18.2s, v12.s[3]
	mul	v26.4h, v11.4h, v12.h[1]
	mul	v7.4h, v19.4h, v8.h[7]
	mul	v3.4h, v18.4h, v11.h[1]
	mul	v29.4h, v9.4h, v12.h[0]
	mul	v13.4s, v29.4s, v20.s[1]
	mul	v17.4s, v18.4s, v14.s[1]
	mul	v24.4s, v21.4s, v16.s[0]
	mul	v3.4s, v28.4s, v1.s[1]
	mul	v29.8h, v24.8h, v4.h[7]
	mul	v17.8h, v14.8h, v4.h[1]
	mul	v4.8h, v19.8h, v12.h[1]
	mul	v8.8h, v14.8h, v0.h[7]
	mul	v27.16b, v29.16b, v2.16b
	mul	v19.16b, v28.16b, v12.16b
	mul	v5.16b, v11.16b, v1.16b
	mul	v26.16b, v25.16b, v6.16b
	mul	v30.2s, v26.2s, v24.2s
	mul	v0.2s, v12.2s, v14.2s
	mul	v16.2s, v12.2s, v30.2s
	mul	v5.2s, v1.2s, v21.2s
	mul	v18.4h, v3.4h, v21.4h
	mul	v4.4h, v10.4h, v2.4h
	mul	v11.4h, v2.4h, v8.4h
	mul	v6.4h, v17.4h, v20.4h
	mul	v5.4s, v25.4s, v23.4s
	mul	v6.4s, v5.4s, v25.4s
	mul	v13.4s, v16.4s, v22.4s
	mul	v5.4s, v31.4s, v26.4s
	mul	v6.8b, v11.8b, v9.8b
	mul	v20.8b, v27.8b, v30.8b
	mul	v23.8b, v31.8b, v12.8b
	mul	v8.8b, v1.8b, v22.8b
	mul	v24.8h, v0.8h, v0.8h
	mul	v9.8h, v11.8h, v3.8h
	mul	v4.8h, v21.8h, v31.8h
	mul	v6.8h, v22.8h, v1.8h
	mvni	v17.2s, #1, lsl #8
	mvni	v18.2s, #222, lsl #8
	mvni	v19.2s, #0, lsl #16
	mvni	v27.2s, #185, lsl #8
	mvni	v8.2s, #1, msl #8
	mvni	v6.2s, #16, msl #8
	mvni	v11.2s, #101, msl #8
	mvni	v31.2s, #95, msl #16
	mvni	v24.4h, #192, lsl #8
	mvni	v6.4h, #88
	mvni	v20.4h, #225
	mvni	v13.4h, #0, lsl #8
	mvni	v4.4s, #231, lsl #8
	mvni	v3.4s, #185, lsl #8
	mvni	v28.4s, #0
	mvni	v25.4s, #0, lsl #16
	mvni	v8.4s, #1, msl #8
	mvni	v11.4s, #0, msl #8
	mvni	v23.4s, #0, msl #8
	mvni	v2.4s, #19, msl #16
	mvni	v19.8h, #204
	mvni	v14.8h, #254, lsl #8
	mvni	v20.8h, #0
	mvni	v27.8h, #70, lsl #8
	neg	d23, d3
	neg	d10, d23
	neg	d31, d21
	neg	d22, d27
	neg	v30.16b, v5.16b
	neg	v31.16b, v5.16b
	neg	v21.16b, v28.16b
	neg	v14.16b, v11.16b
	neg	v3.2d, v31.2d
	neg	v21.2d, v10.2d
	neg	v16.2d, v5.2d
	neg	v16.2d, v24.2d
	neg	v19.2s, v21.2s
	neg	v18.2s, v9.2s
	neg	v6.2s, v16.2s
	neg	v28.2s, v21.2s
	neg	v18.4h, v11.4h
	neg	v12.4h, v4.4h
	neg	v12.4h, v9.4h
	neg	v1.4h, v15.4h
	neg	v0.4s, v25.4s
	neg	v10.4s, v7.4s
	neg	v16.4s, v19.4s
	neg	v7.4s, v18.4s
	neg	v7.8b, v16.8b
	neg	v0.8b, v14.8b
	neg	v16.8b, v21.8b
	neg	v29.8b, v19.8b
	neg	v8.8h, v28.8h
	neg	v19.8h, v24.8h
	neg	v14.8h, v29.8h
	neg	v5.8h, v6.8h
	mvn	v6.16b, v26.16b
	mvn	v2.16b, v14.16b
	mvn	v10.16b, v20.16b
	mvn	v1.16b, v9.16b
	mvn	v29.8b, v27.8b
	mvn	v28.8b, v3.8b
	mvn	v4.8b, v1.8b
	mvn	v26.8b, v31.8b
	mvn	w28, w4, ror #7
	orn	w9, w25, w16, lsr #1
	orn	w5, w15, w1, asr #19
	orn	w27, w7, w13, lsr #28
	orn	x4, x13, x15
	orn	x28, x15, x5
	orn	xzr, x24, x29, lsr #30
	mvn	x24, x11
	orn	v27.16b, v11.16b, v6.16b
	orn	v0.16b, v22.16b, v14.16b
	orn	v8.16b, v11.16b, v2.16b
	orn	v22.16b, v2.16b, v9.16b
	orn	v9.8b, v11.8b, v24.8b
	orn	v16.8b, v15.8b, v15.8b
	orn	v5.8b, v8.8b, v20.8b
	orn	v3.8b, v30.8b, v14.8b
	orr	w27, w0, #0x55555555
	orr	w3, w6, #0x800001ff
	mov	w23, #-1431655766
	orr	w6, w14, #0xffff
	mov	w3, w21
	mov	w5, w16
	orr	wzr, wzr, w17, lsr #25
	orr	w18, w16, w1, ror #4
	orr	x6, x25, #0x8383838383838383
	mov	x26, #-9223354446816210945
	orr	x12, x9, #0x101010101010101
	mov	x22, #562949953552384
	orr	x12, x8, x27, lsl #57
	mov	xzr, x15
	orr	x2, x8, x17
	orr	x23, x10, x1, lsl #49
	orr	v25.2s, #143
	orr	v18.2s, #26, lsl #24
	orr	v28.2s, #255, lsl #8
	orr	v29.2s, #152, lsl #8
	orr	v27.4h, #28
	orr	v0.4h, #1, lsl #8
	orr	v9.4h, #171
	orr	v21.4h, #5, lsl #8
	orr	v31.4s, #82, lsl #16
	orr	v14.4s, #131, lsl #16
	orr	v9.4s, #194, lsl #24
	orr	v13.4s, #255, lsl #8
	orr	v4.8h, #0, lsl #8
	orr	v10.8h, #61, lsl #8
	orr	v18.8h, #0, lsl #8
	orr	v12.8h, #229
	orr	v31.16b, v24.16b, v26.16b
	orr	v12.16b, v2.16b, v16.16b
	mov	v19.16b, v1.16b
	mov	v1.16b, v10.16b
	orr	v16.8b, v14.8b, v13.8b
	orr	v24.8b, v5.8b, v17.8b
	mov	v12.8b, v23.8b
	mov	v23.8b, v24.8b
	pmull	v24.8h, v18.8b, v2.8b
	pmull	v27.8h, v22.8b, v8.8b
	pmull	v0.8h, v24.8b, v15.8b
	pmull	v12.8h, v15.8b, v17.8b
	pmull2	v30.8h, v8.16b, v30.16b
	pmull2	v14.8h, v2.16b, v7.16b
	pmull2	v1.8h, v4.16b, v20.16b
	pmull2	v3.8h, v20.16b, v9.16b
	pmul	v3.16b, v1.16b, v1.16b
	pmul	v19.16b, v8.16b, v13.16b
	pmul	v4.16b, v25.16b, v28.16b
	pmul	v3.16b, v22.16b, v8.16b
	pmul	v27.8b, v10.8b, v26.8b
	pmul	v24.8b, v1.8b, v23.8b
	pmul	v23.8b, v18.8b, v22.8b
	pmul	v26.8b, v9.8b, v12.8b
	prfm	#31, #-849624
	prfm	pstl2strm, #-229816
	prfm	pldl1strm, #464972
	prfm	pstl1strm, #296020
	prfm	pldl1keep, [x25, w29, sxtw #3]
	prfm	pstl2strm, [x10, w23, uxtw]
	prfm	pstl3strm, [x11, w14, sxtw]
	prfm	plil2strm, [x5, w9, sxtw #3]
	prfm	plil3strm, [x23, x0, lsl #3]
	prfm	pstl3strm, [x0, x7, sxtx #3]
	prfm	plil2keep, [x26, x14, sxtx #3]
	prfm	#23, [x18, x24, sxtx #3]
	prfm	plil2strm, [x10, #4968]
	prfm	#27, [x26, #11664]
	prfm	pstl1keep, [x16]
	prfm	#31, [x26, #26904]
	prfum	plil1keep, [x17, #-187]
	prfum	plil3strm, [x18, #118]
	prfum	pldl2strm, [x9, #1]
	prfum	pstl2strm, [x23, #-256]
	raddhn	v1.2s, v13.2d, v31.2d
	raddhn	v17.2s, v28.2d, v24.2d
	raddhn	v6.2s, v1.2d, v5.2d
	raddhn	v30.2s, v1.2d, v17.2d
	raddhn2	v24.4s, v27.2d, v26.2d
	raddhn2	v8.4s, v26.2d, v24.2d
	raddhn2	v9.4s, v20.2d, v21.2d
	raddhn2	v26.4s, v13.2d, v21.2d
	raddhn	v6.4h, v7.4s, v26.4s
	raddhn	v9.4h, v4.4s, v26.4s
	raddhn	v8.4h, v22.4s, v5.4s
	raddhn	v5.4h, v11.4s, v16.4s
	raddhn2	v6.8h, v24.4s, v20.4s
	raddhn2	v25.8h, v18.4s, v4.4s
	raddhn2	v2.8h, v9.4s, v8.4s
	raddhn2	v9.8h, v20.4s, v10.4s
	raddhn	v20.8b, v29.8h, v26.8h
	raddhn	v15.8b, v1.8h, v15.8h
	raddhn	v2.8b, v11.8h, v22.8h
	raddhn	v5.8b, v22.8h, v2.8h
	raddhn2	v15.16b, v20.8h, v7.8h
	raddhn2	v20.16b, v4.8h, v29.8h
	raddhn2	v2.16b, v20.8h, v15.8h
	raddhn2	v2.16b, v26.8h, v10.8h
	rbit	w9, w1
	rbit	w9, w0
	rbit	w15, w8
	rbit	w28, w6
	rbit	x24, x21
	rbit	x16, x26
	rbit	x23, x0
	rbit	x1, x29
	rbit	v25.16b, v10.16b
	rbit	v12.16b, v2.16b
	rbit	v17.16b, v23.16b
	rbit	v30.16b, v2.16b
	rbit	v4.8b, v30.8b
	rbit	v29.8b, v26.8b
	rbit	v29.8b, v26.8b
	rbit	v29.8b, v5.8b
	ret	x14
	ret	x3
	ret	x28
	ret
	rev16	w25, w23
	rev16	w23, w4
	rev16	w27, w4
	rev16	w25, w22
	rev16	x1, x6
	rev16	x22, x27
	rev16	x17, x21
	rev16	x13, x25
	rev16	v27.16b, v31.16b
	rev16	v31.16b, v25.16b
	rev16	v29.16b, v10.16b
	rev16	v30.16b, v21.16b
	rev16	v23.8b, v22.8b
	rev16	v0.8b, v3.8b
	rev16	v26.8b, v11.8b
	rev16	v0.8b, v27.8b
	rev32	x9, x1
	rev32	x9, x4
	rev32	x1, x9
	rev32	x23, x11
	rev32	v8.16b, v5.16b
	rev32	v16.16b, v10.16b
	rev32	v7.16b, v13.16b
	rev32	v17.16b, v18.16b
	rev32	v17.4h, v16.4h
	rev32	v10.4h, v16.4h
	rev32	v22.4h, v2.4h
	rev32	v13.4h, v18.4h
	rev32	v14.8b, v26.8b
	rev32	v8.8b, v30.8b
	rev32	v24.8b, v1.8b
	rev32	v27.8b, v31.8b
	rev32	v0.8h, v0.8h
	rev32	v29.8h, v21.8h
	rev32	v11.8h, v11.8h
	rev32	v28.8h, v6.8h
	rev64	v25.16b, v2.16b
	rev64	v8.16b, v5.16b
	rev64	v1.16b, v30.16b
	rev64	v24.16b, v9.16b
	rev64	v3.2s, v13.2s
	rev64	v28.2s, v24.2s
	rev64	v14.2s, v9.2s
	rev64	v23.2s, v3.2s
	rev64	v31.4h, v21.4h
	rev64	v27.4h, v6.4h
	rev64	v13.4h, v4.4h
	rev64	v5.4h, v1.4h
	rev64	v16.4s, v19.4s
	rev64	v1.4s, v6.4s
	rev64	v18.4s, v13.4s
	rev64	v17.4s, v22.4s
	rev64	v10.8b, v11.8b
	rev64	v20.8b, v21.8b
	rev64	v17.8b, v1.8b
	rev64	v29.8b, v13.8b
	rev64	v27.8h, v22.8h
	rev64	v0.8h, v29.8h
	rev64	v8.8h, v17.8h
	rev64	v16.8h, v31.8h
	rev	w25, w0
	rev	w29, w13
	rev	w25, w27
	rev	w24, w6
	rev	x18, x10
	rev	x11, x16
	rev	x22, x6
	rev	x1, x13
	ror	w27, wzr, w3
	ror	w4, w19, w21
	ror	w22, w22, w26
	ror	w8, w15, w0
	ror	x25, x21, x27
	ror	x13, x12, x19
	ror	x27, x5, x24
	ror	xzr, x9, x4
	rprfm	pldstrm, x16, [x14]
	rprfm	#57, x26, [x9]
	rprfm	#33, x25, [x24]
	rprfm	pstkeep, x10, [x22]
	rshrn	v24.2s, v23.2d, #4
	rshrn	v28.2s, v4.2d, #1
	rshrn	v10.2s, v12.2d, #14
	rshrn	v10.2s, v13.2d, #31
	rshrn2	v16.4s, v20.2d, #8
	rshrn2	v7.4s, v16.2d, #7
	rshrn2	v26.4s, v17.2d, #29
	rshrn2	v7.4s, v17.2d, #3
	rshrn	v4.4h, v6.4s, #11
	rshrn	v4.4h, v25.4s, #1
	rshrn	v28.4h, v18.4s, #1
	rshrn	v13.4h, v3.4s, #3
	rshrn2	v29.8h, v23.4s, #1
	rshrn2	v27.8h, v16.4s, #2
	rshrn2	v29.8h, v9.4s, #6
	rshrn2	v27.8h, v14.4s, #1
	rshrn	v24.8b, v15.8h, #7
	rshrn	v19.8b, v24.8h, #5
	rshrn	v15.8b, v17.8h, #4
	rshrn	v24.8b, v28.8h, #8
	rshrn2	v2.16b, v9.8h, #2
	rshrn2	v5.16b, v13.8h, #6
	rshrn2	v1.16b, v25.8h, #7
	rshrn2	v16.16b, v22.8h, #7
	rsubhn	v24.2s, v31.2d, v31.2d
	rsubhn	v15.2s, v27.2d, v17.2d
	rsubhn	v15.2s, v29.2d, v21.2d
	rsubhn	v19.2s, v1.2d, v9.2d
	rsubhn2	v11.4s, v4.2d, v27.2d
	rsubhn2	v17.4s, v29.2d, v0.2d
	rsubhn2	v20.4s, v8.2d, v29.2d
	rsubhn2	v30.4s, v26.2d, v22.2d
	rsubhn	v27.4h, v25.4s, v31.4s
	rsubhn	v4.4h, v20.4s, v28.4s
	rsubhn	v16.4h, v28.4s, v4.4s
	rsubhn	v12.4h, v11.4s, v27.4s
	rsubhn2	v10.8h, v3.4s, v5.4s
	rsubhn2	v1.8h, v13.4s, v17.4s
	rsubhn2	v9.8h, v24.4s, v17.4s
	rsubhn2	v7.8h, v10.4s, v18.4s
	rsubhn	v24.8b, v21.8h, v10.8h
	rsubhn	v6.8b, v12.8h, v18.8h
	rsubhn	v19.8b, v10.8h, v1.8h
	rsubhn	v27.8b, v8.8h, v15.8h
	rsubhn2	v17.16b, v15.8h, v0.8h
	rsubhn2	v11.16b, v20.8h, v19.8h
	rsubhn2	v4.16b, v5.8h, v13.8h
	rsubhn2	v27.16b, v30.8h, v26.8h
	sabal	v19.2d, v5.2s, v12.2s
	sabal	v22.2d, v11.2s, v13.2s
	sabal	v12.2d, v31.2s, v1.2s
	sabal	v13.2d, v7.2s, v21.2s
	sabal2	v24.2d, v25.4s, v9.4s
	sabal2	v21.2d, v19.4s, v17.4s
	sabal2	v24.2d, v3.4s, v19.4s
	sabal2	v6.2d, v29.4s, v28.4s
	sabal	v6.4s, v7.4h, v27.4h
	sabal	v6.4s, v20.4h, v29.4h
	sabal	v27.4s, v4.4h, v23.4h
	sabal	v22.4s, v20.4h, v6.4h
	sabal2	v13.4s, v24.8h, v7.8h
	sabal2	v14.4s, v28.8h, v4.8h
	sabal2	v6.4s, v21.8h, v17.8h
	sabal2	v0.4s, v17.8h, v5.8h
	sabal	v23.8h, v2.8b, v23.8b
	sabal	v18.8h, v7.8b, v21.8b
	sabal	v18.8h, v30.8b, v16.8b
	sabal	v5.8h, v15.8b, v4.8b
	sabal2	v5.8h, v4.16b, v25.16b
	sabal2	v0.8h, v19.16b, v1.16b
	sabal2	v31.8h, v7.16b, v27.16b
	sabal2	v19.8h, v15.16b, v22.16b
	saba	v11.16b, v21.16b, v21.16b
	saba	v5.16b, v29.16b, v27.16b
	saba	v23.16b, v26.16b, v21.16b
	saba	v12.16b, v13.16b, v8.16b
	saba	v23.2s, v15.2s, v25.2s
	saba	v13.2s, v31.2s, v5.2s
	saba	v28.2s, v10.2s, v3.2s
	saba	v22.2s, v6.2s, v9.2s
	saba	v13.4h, v12.4h, v6.4h
	saba	v18.4h, v22.4h, v10.4h
	saba	v0.4h, v3.4h, v26.4h
	saba	v24.4h, v10.4h, v8.4h
	saba	v15.4s, v27.4s, v30.4s
	saba	v31.4s, v1.4s, v26.4s
	saba	v23.4s, v24.4s, v29.4s
	saba	v18.4s, v27.4s, v6.4s
	saba	v20.8b, v24.8b, v2.8b
	saba	v24.8b, v9.8b, v30.8b
	saba	v29.8b, v10.8b, v31.8b
	saba	v15.8b, v5.8b, v9.8b
	saba	v8.8h, v21.8h, v13.8h
	saba	v14.8h, v20.8h, v28.8h
	saba	v8.8h, v15.8h, v0.8h
	saba	v8.8h, v2.8h, v14.8h
	sabdl	v30.2d, v24.2s, v5.2s
	sabdl	v18.2d, v16.2s, v25.2s
	sabdl	v6.2d, v18.2s, v13.2s
	sabdl	v31.2d, v20.2s, v30.2s
	sabdl2	v30.2d, v5.4s, v6.4s
	sabdl2	v27.2d, v19.4s, v3.4s
	sabdl2	v14.2d, v28.4s, v0.4s
	sabdl2	v31.2d, v24.4s, v13.4s
	sabdl	v1.4s, v15.4h, v21.4h
	sabdl	v24.4s, v22.4h, v11.4h
	sabdl	v19.4s, v21.4h, v10.4h
	sabdl	v23.4s, v20.4h, v17.4h
	sabdl2	v23.4s, v14.8h, v12.8h
	sabdl2	v31.4s, v6.8h, v24.8h
	sabdl2	v26.4s, v11.8h, v24.8h
	sabdl2	v17.4s, v25.8h, v13.8h
	sabdl	v3.8h, v20.8b, v0.8b
	sabdl	v28.8h, v4.8b, v12.8b
	sabdl	v27.8h, v31.8b, v14.8b
	sabdl	v1.8h, v10.8b, v3.8b
	sabdl2	v30.8h, v12.16b, v8.16b
	sabdl2	v15.8h, v0.16b, v25.16b
	sabdl2	v31.8h, v0.16b, v29.16b
	sabdl2	v26.8h, v14.16b, v11.16b
	sabd	v29.16b, v30.16b, v20.16b
	sabd	v10.16b, v30.16b, v5.16b
	sabd	v0.16b, v3.16b, v26.16b
	sabd	v5.16b, v2.16b, v4.16b
	sabd	v16.2s, v12.2s, v3.2s
	sabd	v12.2s, v13.2s, v31.2s
	sabd	v31.2s, v0.2s, v29.2s
	sabd	v29.2s, v22.2s, v6.2s
	sabd	v12.4h, v3.4h, v22.4h
	sabd	v13.4h, v1.4h, v13.4h
	sabd	v18.4h, v4.4h, v30.4h
	sabd	v20.4h, v23.4h, v14.4h
	sabd	v5.4s, v12.4s, v26.4s
	sabd	v29.4s, v27.4s, v2.4s
	sabd	v11.4s, v24.4s, v22.4s
	sabd	v23.4s, v8.4s, v19.4s
	sabd	v12.8b, v5.8b, v8.8b
	sabd	v15.8b, v20.8b, v6.8b
	sabd	v29.8b, v13.8b, v25.8b
	sabd	v2.8b, v21.8b, v25.8b
	sabd	v17.8h, v21.8h, v5.8h
	sabd	v25.8h, v21.8h, v19.8h
	sabd	v5.8h, v30.8h, v30.8h
	sabd	v3.8h, v29.8h, v15.8h
	sadalp	v3.1d, v14.2s
	sadalp	v29.1d, v25.2s
	sadalp	v17.1d, v24.2s
	sadalp	v18.1d, v5.2s
	sadalp	v8.2d, v21.4s
	sadalp	v20.2d, v31.4s
	sadalp	v15.2d, v25.4s
	sadalp	v15.2d, v26.4s
	sadalp	v4.2s, v5.4h
	sadalp	v21.2s, v0.4h
	sadalp	v15.2s, v22.4h
	sadalp	v28.2s, v6.4h
	sadalp	v7.4h, v14.8b
	sadalp	v20.4h, v14.8b
	sadalp	v29.4h, v29.8b
	sadalp	v0.4h, v8.8b
	sadalp	v2.4s, v3.8h
	sadalp	v19.4s, v12.8h
	sadalp	v11.4s, v9.8h
	sadalp	v29.4s, v21.8h
	sadalp	v6.8h, v19.16b
	sadalp	v31.8h, v12.16b
	sadalp	v10.8h, v31.16b
	sadalp	v1.8h, v1.16b
	saddlp	v8.1d, v1.2s
	saddlp	v18.1d, v15.2s
	saddlp	v31.1d, v27.2s
	saddlp	v29.1d, v6.2s
	saddlp	v12.2d, v30.4s
	saddlp	v1.2d, v14.4s
	saddlp	v3.2d, v2.4s
	saddlp	v4.2d, v16.4s
	saddlp	v24.2s, v26.4h
	saddlp	v30.2s, v0.4h
	saddlp	v14.2s, v18.4h
	saddlp	v15.2s, v24.4h
	saddlp	v20.4h, v31.8b
	saddlp	v4.4h, v30.8b
	saddlp	v16.4h, v25.8b
	saddlp	v25.4h, v29.8b
	saddlp	v30.4s, v23.8h
	saddlp	v23.4s, v12.8h
	saddlp	v29.4s, v16.8h
	saddlp	v17.4s, v31.8h
	saddlp	v16.8h, v9.16b
	saddlp	v24.8h, v26.16b
	saddlp	v6.8h, v27.16b
	saddlp	v30.8h, v27.16b
	saddlv	h2, v13.16b
	saddlv	h16, v21.16b
	saddlv	h25, v17.16b
	saddlv	h24, v18.16b
	saddlv	s21, v21.4h
	saddlv	s16, v31.4h
	saddlv	s26, v20.4h
	saddlv	s2, v27.4h
	saddlv	d15, v20.4s
	saddlv	d28, v21.4s
	saddlv	d28, v8.4s
	saddlv	d28, v23.4s
	saddlv	h22, v30.8b
	saddlv	h21, v13.8b
	saddlv	h22, v6.8b
	saddlv	h1, v10.8b
	saddlv	s12, v29.8h
	saddlv	s27, v19.8h
	saddlv	s30, v4.8h
	saddlv	s15, v16.8h
	saddl	v13.2d, v8.2s, v26.2s
	saddl	v5.2d, v10.2s, v26.2s
	saddl	v3.2d, v24.2s, v13.2s
	saddl	v11.2d, v14.2s, v24.2s
	saddl2	v22.2d, v2.4s, v4.4s
	saddl2	v27.2d, v30.4s, v22.4s
	saddl2	v11.2d, v5.4s, v17.4s
	saddl2	v23.2d, v26.4s, v2.4s
	saddl	v18.4s, v6.4h, v8.4h
	saddl	v25.4s, v2.4h, v16.4h
	saddl	v24.4s, v22.4h, v30.4h
	saddl	v20.4s, v13.4h, v0.4h
	saddl2	v28.4s, v2.8h, v13.8h
	saddl2	v17.4s, v12.8h, v21.8h
	saddl2	v5.4s, v19.8h, v10.8h
	saddl2	v12.4s, v12.8h, v30.8h
	saddl	v20.8h, v21.8b, v30.8b
	saddl	v30.8h, v17.8b, v20.8b
	saddl	v16.8h, v8.8b, v30.8b
	saddl	v17.8h, v5.8b, v0.8b
	saddl2	v3.8h, v22.16b, v11.16b
	saddl2	v29.8h, v8.16b, v20.16b
	saddl2	v16.8h, v30.16b, v12.16b
	saddl2	v16.8h, v2.16b, v9.16b
	saddw	v4.2d, v26.2d, v29.2s
	saddw	v28.2d, v30.2d, v17.2s
	saddw	v2.2d, v16.2d, v30.2s
	saddw	v15.2d, v2.2d, v4.2s
	saddw2	v12.2d, v10.2d, v25.4s
	saddw2	v20.2d, v24.2d, v5.4s
	saddw2	v24.2d, v30.2d, v12.4s
	saddw2	v11.2d, v29.2d, v11.4s
	saddw	v6.4s, v3.4s, v25.4h
	saddw	v4.4s, v0.4s, v25.4h
	saddw	v20.4s, v28.4s, v19.4h
	saddw	v17.4s, v23.4s, v2.4h
	saddw2	v27.4s, v25.4s, v23.8h
	saddw2	v26.4s, v13.4s, v24.8h
	saddw2	v20.4s, v18.4s, v14.8h
	saddw2	v29.4s, v12.4s, v16.8h
	saddw	v9.8h, v7.8h, v6.8b
	saddw	v9.8h, v28.8h, v11.8b
	saddw	v5.8h, v14.8h, v24.8b
	saddw	v15.8h, v20.8h, v13.8b
	saddw2	v6.8h, v19.8h, v10.16b
	saddw2	v16.8h, v14.8h, v19.16b
	saddw2	v26.8h, v10.8h, v12.16b
	saddw2	v9.8h, v10.8h, v9.16b
	sbcs	w13, w10, w29
	ngcs	w13, w27
	sbcs	w18, w11, w21
	sbcs	w14, w22, w10
	sbcs	x29, x2, x30
	sbcs	x16, x10, x20
	sbcs	x26, x19, xzr
	sbcs	x2, x19, x9
	ngc	w6, w5
	sbc	w4, w11, w12
	sbc	w20, w1, w14
	sbc	w30, w26, w18
	sbc	x12, x28, x23
	ngc	xzr, x4
	ngc	x12, x5
	sbc	x16, x13, x24
	sxth	w20, w18
	sbfx	w20, w7, #0, #13
	sbfx	w0, wzr, #8, #3
	sbfx	w22, w5, #12, #2
	sbfiz	x22, x12, #11, #15
	sbfiz	x23, x23, #22, #2
	asr	x13, x6, #2
	asr	x15, x2, #0
	scvtf	d0, w1
	scvtf	d30, w18
	scvtf	d2, w8
	scvtf	d2, w2
	scvtf	d16, w12, #32
	scvtf	d5, w12, #29
	scvtf	d14, w27, #22
	scvtf	d15, w11, #32
	scvtf	s21, w16
	scvtf	s31, w2
	scvtf	s7, w21
	scvtf	s29, w25
	scvtf	s11, w3, #32
	scvtf	s16, w21, #2
	scvtf	s21, w8, #1
	scvtf	s20, w0, #1
	scvtf	d15, x10
	scvtf	d29, x29
	scvtf	d1, x0
	scvtf	d18, x19
	scvtf	d17, x17, #8
	scvtf	d14, x7, #5
	scvtf	d24, x28, #29
	scvtf	d31, x27, #1
	scvtf	s13, x3
	scvtf	s23, xzr
	scvtf	s5, x16
	scvtf	s22, x11
	scvtf	s19, x0, #58
	scvtf	s26, x26, #54
	scvtf	s26, x7, #64
	scvtf	s28, x16, #1
	scvtf	d0, d25, #4
	scvtf	d10, d21, #12
	scvtf	d27, d22, #1
	scvtf	d12, d25, #1
	scvtf	s28, s29, #1
	scvtf	s2, s27, #20
	scvtf	s7, s25, #3
	scvtf	s0, s8, #30
	scvtf	v8.2d, v14.2d, #35
	scvtf	v27.2d, v16.2d, #27
	scvtf	v28.2d, v6.2d, #1
	scvtf	v7.2d, v13.2d, #33
	scvtf	v9.2s, v16.2s, #1
	scvtf	v26.2s, v22.2s, #1
	scvtf	v19.2s, v0.2s, #32
	scvtf	v4.2s, v3.2s, #29
	scvtf	v27.4s, v3.4s, #1
	scvtf	v3.4s, v21.4s, #1
	scvtf	v14.4s, v29.4s, #32
	scvtf	v5.4s, v14.4s, #1
	scvtf	d16, d5
	scvtf	d26, d8
	scvtf	d10, d0
	scvtf	d3, d12
	scvtf	s1, s24
	scvtf	s14, s8
	scvtf	s18, s25
	scvtf	s19, s19
	scvtf	v0.2d, v18.2d
	scvtf	v24.2d, v22.2d
	scvtf	v27.2d, v1.2d
	scvtf	v5.2d, v14.2d
	scvtf	v25.2s, v9.2s
	scvtf	v6.2s, v15.2s
	scvtf	v5.2s, v26.2s
	scvtf	v23.2s, v9.2s
	scvtf	v27.4s, v27.4s
	scvtf	v5.4s, v11.4s
	scvtf	v25.4s, v27.4s
	scvtf	v23.4s, v0.4s
	sdiv	w23, wzr, w27
	sdiv	w7, w19, w28
	sdiv	w20, w12, w20
	sdiv	w8, w29, w26
	sdiv	x28, x28, x16
	sdiv	x21, x0, x20
	sdiv	x25, x22, x13
	sdiv	x3, x3, x27
	shadd	v17.16b, v27.16b, v22.16b
	shadd	v1.16b, v13.16b, v2.16b
	shadd	v27.16b, v10.16b, v17.16b
	shadd	v7.16b, v3.16b, v18.16b
	shadd	v0.2s, v28.2s, v12.2s
	shadd	v16.2s, v8.2s, v25.2s
	shadd	v9.2s, v17.2s, v18.2s
	shadd	v6.2s, v25.2s, v10.2s
	shadd	v10.4h, v26.4h, v8.4h
	shadd	v1.4h, v30.4h, v27.4h
	shadd	v21.4h, v20.4h, v9.4h
	shadd	v25.4h, v31.4h, v5.4h
	shadd	v5.4s, v16.4s, v14.4s
	shadd	v5.4s, v0.4s, v14.4s
	shadd	v13.4s, v22.4s, v10.4s
	shadd	v3.4s, v17.4s, v24.4s
	shadd	v6.8b, v24.8b, v5.8b
	shadd	v23.8b, v15.8b, v3.8b
	shadd	v8.8b, v14.8b, v26.8b
	shadd	v30.8b, v22.8b, v12.8b
	shadd	v6.8h, v30.8h, v31.8h
	shadd	v2.8h, v28.8h, v9.8h
	shadd	v6.8h, v9.8h, v21.8h
	shadd	v31.8h, v31.8h, v17.8h
	shll	v16.2d, v10.2s, #32
	shll	v12.2d, v27.2s, #32
	shll	v11.2d, v11.2s, #32
	shll	v11.2d, v21.2s, #32
	shll2	v17.2d, v3.4s, #32
	shll2	v14.2d, v9.4s, #32
	shll2	v3.2d, v13.4s, #32
	shll2	v3.2d, v13.4s, #32
	shll	v22.4s, v10.4h, #16
	shll	v16.4s, v9.4h, #16
	shll	v9.4s, v30.4h, #16
	shll	v7.4s, v24.4h, #16
	shll2	v1.4s, v5.8h, #16
	shll2	v7.4s, v7.8h, #16
	shll2	v22.4s, v30.8h, #16
	shll2	v7.4s, v16.8h, #16
	shll	v1.8h, v30.8b, #8
	shll	v7.8h, v0.8b, #8
	shll	v31.8h, v1.8b, #8
	shll	v28.8h, v22.8b, #8
	shll2	v6.8h, v7.16b, #8
	shll2	v22.8h, v31.16b, #8
	shll2	v25.8h, v12.16b, #8
	shll2	v9.8h, v3.16b, #8
	shl	d14, d16, #47
	shl	d5, d3, #32
	shl	d29, d5, #28
	shl	d15, d28, #31
	shl	v26.16b, v1.16b, #7
	shl	v8.16b, v2.16b, #0
	shl	v28.16b, v23.16b, #4
	shl	v14.16b, v6.16b, #0
	shl	v13.2d, v28.2d, #46
	shl	v31.2d, v31.2d, #32
	shl	v16.2d, v27.2d, #26
	shl	v27.2d, v4.2d, #1
	shl	v20.2s, v25.2s, #1
	shl	v21.2s, v5.2s, #14
	shl	v4.2s, v27.2s, #17
	shl	v12.2s, v10.2s, #0
	shl	v1.4h, v3.4h, #3
	shl	v9.4h, v6.4h, #9
	shl	v8.4h, v31.4h, #0
	shl	v9.4h, v10.4h, #4
	shl	v29.4s, v15.4s, #0
	shl	v23.4s, v13.4s, #6
	shl	v9.4s, v2.4s, #1
	shl	v22.4s, v2.4s, #0
	shl	v14.8b, v25.8b, #2
	shl	v29.8b, v31.8b, #3
	shl	v13.8b, v13.8b, #1
	shl	v5.8b, v1.8b, #4
	shl	v27.8h, v22.8h, #0
	shl	v4.8h, v24.8h, #10
	shl	v3.8h, v30.8h, #1
	shl	v7.8h, v4.8h, #5
	shrn	v22.2s, v27.2d, #29
	shrn	v30.2s, v19.2d, #28
	shrn	v3.2s, v13.2d, #18
	shrn	v5.2s, v22.2d, #21
	shrn2	v7.4s, v12.2d, #30
	shrn2	v17.4s, v8.2d, #20
	shrn2	v3.4s, v19.2d, #5
	shrn2	v18.4s, v18.2d, #19
	shrn	v18.4h, v8.4s, #1
	shrn	v12.4h, v24.4s, #1
	shrn	v11.4h, v9.4s, #13
	shrn	v18.4h, v13.4s, #7
	shrn2	v12.8h, v24.4s, #1
	shrn2	v24.8h, v7.4s, #14
	shrn2	v0.8h, v21.4s, #9
	shrn2	v13.8h, v20.4s, #16
	shrn	v12.8b, v15.8h, #3
	shrn	v12.8b, v7.8h, #1
	shrn	v25.8b, v26.8h, #1
	shrn	v7.8b, v15.8h, #8
	shrn2	v16.16b, v17.8h, #7
	shrn2	v18.16b, v5.8h, #5
	shrn2	v24.16b, v5.8h, #2
	shrn2	v25.16b, v23.8h, #4
	shsub	v18.16b, v9.16b, v31.16b
	shsub	v14.16b, v3.16b, v14.16b
	shsub	v6.16b, v18.16b, v20.16b
	shsub	v11.16b, v24.16b, v29.16b
	shsub	v31.2s, v20.2s, v16.2s
	shsub	v14.2s, v11.2s, v3.2s
	shsub	v23.2s, v15.2s, v21.2s
	shsub	v28.2s, v31.2s, v4.2s
	shsub	v27.4h, v26.4h, v13.4h
	shsub	v7.4h, v16.4h, v11.4h
	shsub	v2.4h, v30.4h, v23.4h
	shsub	v23.4h, v11.4h, v9.4h
	shsub	v12.4s, v6.4s, v1.4s
	shsub	v0.4s, v25.4s, v1.4s
	shsub	v31.4s, v27.4s, v12.4s
	shsub	v25.4s, v20.4s, v17.4s
	shsub	v14.8b, v0.8b, v14.8b
	shsub	v7.8b, v6.8b, v2.8b
	shsub	v7.8b, v20.8b, v10.8b
	shsub	v20.8b, v27.8b, v20.8b
	shsub	v24.8h, v13.8h, v29.8h
	shsub	v26.8h, v4.8h, v12.8h
	shsub	v6.8h, v16.8h, v27.8h
	shsub	v2.8h, v31.8h, v22.8h
	sli	d4, d11, #52
	sli	d23, d2, #0
	sli	d28, d15, #40
	sli	d16, d20, #0
	sli	v23.16b, v26.16b, #1
	sli	v27.16b, v0.16b, #6
	sli	v6.16b, v31.16b, #5
	sli	v7.16b, v13.16b, #4
	sli	v28.2d, v7.2d, #53
	sli	v14.2d, v5.2d, #50
	sli	v20.2d, v31.2d, #47
	sli	v30.2d, v24.2d, #52
	sli	v11.2s, v2.2s, #20
	sli	v25.2s, v27.2s, #1
	sli	v19.2s, v20.2s, #5
	sli	v6.2s, v11.2s, #12
	sli	v31.4h, v18.4h, #1
	sli	v4.4h, v5.4h, #0
	sli	v18.4h, v5.4h, #6
	sli	v21.4h, v18.4h, #10
	sli	v1.4s, v29.4s, #1
	sli	v3.4s, v27.4s, #3
	sli	v5.4s, v21.4s, #31
	sli	v14.4s, v15.4s, #6
	sli	v18.8b, v8.8b, #2
	sli	v11.8b, v26.8b, #7
	sli	v17.8b, v25.8b, #1
	sli	v6.8b, v30.8b, #0
	sli	v16.8h, v11.8h, #11
	sli	v28.8h, v19.8h, #9
	sli	v30.8h, v9.8h, #7
	sli	v19.8h, v14.8h, #5
	smaddl	x4, w28, w12, x12
	smaddl	x28, w25, w8, x18
	smaddl	x2, w6, w17, x14
	smaddl	x25, w15, w7, x25
	smaxp	v21.16b, v12.16b, v6.16b
	smaxp	v5.16b, v27.16b, v22.16b
	smaxp	v17.16b, v28.16b, v29.16b
	smaxp	v6.16b, v15.16b, v11.16b
	smaxp	v28.2s, v12.2s, v18.2s
	smaxp	v14.2s, v24.2s, v24.2s
	smaxp	v3.2s, v6.2s, v26.2s
	smaxp	v2.2s, v23.2s, v1.2s
	smaxp	v28.4h, v26.4h, v2.4h
	smaxp	v2.4h, v10.4h, v15.4h
	smaxp	v4.4h, v14.4h, v6.4h
	smaxp	v6.4h, v28.4h, v19.4h
	smaxp	v21.4s, v0.4s, v5.4s
	smaxp	v1.4s, v20.4s, v3.4s
	smaxp	v17.4s, v2.4s, v14.4s
	smaxp	v22.4s, v29.4s, v17.4s
	smaxp	v3.8b, v3.8b, v26.8b
	smaxp	v31.8b, v1.8b, v24.8b
	smaxp	v5.8b, v23.8b, v5.8b
	smaxp	v27.8b, v23.8b, v23.8b
	smaxp	v27.8h, v27.8h, v14.8h
	smaxp	v6.8h, v29.8h, v16.8h
	smaxp	v0.8h, v4.8h, v22.8h
	smaxp	v18.8h, v12.8h, v9.8h
	smaxv	b11, v28.16b
	smaxv	b0, v20.16b
	smaxv	b13, v12.16b
	smaxv	b28, v1.16b
	smaxv	h2, v29.4h
	smaxv	h17, v8.4h
	smaxv	h0, v14.4h
	smaxv	h16, v14.4h
	smaxv	s15, v6.4s
	smaxv	s12, v0.4s
	smaxv	s28, v17.4s
	smaxv	s8, v23.4s
	smaxv	b28, v20.8b
	smaxv	b19, v29.8b
	smaxv	b27, v25.8b
	smaxv	b12, v6.8b
	smaxv	h25, v12.8h
	smaxv	h26, v3.8h
	smaxv	h4, v9.8h
	smaxv	h1, v7.8h
	smax	v23.16b, v5.16b, v26.16b
	smax	v29.16b, v30.16b, v31.16b
	smax	v6.16b, v11.16b, v23.16b
	smax	v6.16b, v22.16b, v30.16b
	smax	v16.2s, v22.2s, v9.2s
	smax	v20.2s, v15.2s, v28.2s
	smax	v24.2s, v20.2s, v14.2s
	smax	v20.2s, v12.2s, v5.2s
	smax	v4.4h, v10.4h, v11.4h
	smax	v16.4h, v14.4h, v15.4h
	smax	v8.4h, v25.4h, v11.4h
	smax	v22.4h, v0.4h, v6.4h
	smax	v28.4s, v13.4s, v5.4s
	smax	v16.4s, v30.4s, v6.4s
	smax	v23.4s, v3.4s, v4.4s
	smax	v2.4s, v15.4s, v23.4s
	smax	v10.8b, v18.8b, v12.8b
	smax	v8.8b, v17.8b, v10.8b
	smax	v28.8b, v14.8b, v8.8b
	smax	v6.8b, v1.8b, v28.8b
	smax	v21.8h, v31.8h, v26.8h
	smax	v4.8h, v4.8h, v17.8h
	smax	v9.8h, v27.8h, v13.8h
	smax	v25.8h, v20.8h, v12.8h
	smc	#0xcbb0
	smc	#0x1
	smc	#0x1f5e
	smc	#0x4366
	sminp	v20.16b, v1.16b, v31.16b
	sminp	v5.16b, v9.16b, v9.16b
	sminp	v27.16b, v22.16b, v16.16b
	sminp	v28.16b, v4.16b, v28.16b
	sminp	v27.2s, v20.2s, v30.2s
	sminp	v2.2s, v26.2s, v12.2s
	sminp	v6.2s, v4.2s, v13.2s
	sminp	v23.2s, v15.2s, v26.2s
	sminp	v26.4h, v30.4h, v12.4h
	sminp	v28.4h, v2.4h, v2.4h
	sminp	v11.4h, v11.4h, v0.4h
	sminp	v16.4h, v6.4h, v22.4h
	sminp	v27.4s, v0.4s, v5.4s
	sminp	v21.4s, v2.4s, v6.4s
	sminp	v14.4s, v20.4s, v23.4s
	sminp	v24.4s, v20.4s, v22.4s
	sminp	v28.8b, v11.8b, v10.8b
	sminp	v0.8b, v18.8b, v10.8b
	sminp	v31.8b, v30.8b, v18.8b
	sminp	v27.8b, v0.8b, v19.8b
	sminp	v30.8h, v15.8h, v6.8h
	sminp	v20.8h, v12.8h, v19.8h
	sminp	v31.8h, v10.8h, v4.8h
	sminp	v30.8h, v16.8h, v8.8h
	sminv	b16, v15.16b
	sminv	b31, v1.16b
	sminv	b25, v10.16b
	sminv	b11, v6.16b
	sminv	h0, v19.4h
	sminv	h29, v13.4h
	sminv	h31, v30.4h
	sminv	h5, v18.4h
	sminv	s27, v31.4s
	sminv	s30, v2.4s
	sminv	s11, v9.4s
	sminv	s0, v2.4s
	sminv	b4, v13.8b
	sminv	b18, v4.8b
	sminv	b20, v26.8b
	sminv	b18, v8.8b
	sminv	h9, v17.8h
	sminv	h26, v16.8h
	sminv	h18, v3.8h
	sminv	h18, v19.8h
	smin	v14.16b, v21.16b, v25.16b
	smin	v14.16b, v28.16b, v15.16b
	smin	v2.16b, v15.16b, v12.16b
	smin	v21.16b, v5.16b, v3.16b
	smin	v18.2s, v7.2s, v31.2s
	smin	v29.2s, v16.2s, v20.2s
	smin	v6.2s, v27.2s, v12.2s
	smin	v25.2s, v17.2s, v7.2s
	smin	v22.4h, v20.4h, v0.4h
	smin	v18.4h, v27.4h, v13.4h
	smin	v14.4h, v19.4h, v26.4h
	smin	v18.4h, v22.4h, v14.4h
	smin	v22.4s, v7.4s, v25.4s
	smin	v19.4s, v30.4s, v27.4s
	smin	v21.4s, v20.4s, v26.4s
	smin	v28.4s, v29.4s, v8.4s
	smin	v25.8b, v5.8b, v15.8b
	smin	v11.8b, v3.8b, v7.8b
	smin	v11.8b, v21.8b, v19.8b
	smin	v7.8b, v8.8b, v3.8b
	smin	v16.8h, v25.8h, v16.8h
	smin	v29.8h, v3.8h, v0.8h
	smin	v23.8h, v8.8h, v4.8h
	smin	v17.8h, v9.8h, v1.8h
	smlal	v26.2d, v13.2s, v15.s[3]
	smlal	v1.2d, v31.2s, v16.s[0]
	smlal	v16.2d, v20.2s, v10.s[3]
	smlal	v29.2d, v25.2s, v29.s[0]
	smlal2	v29.2d, v21.4s, v24.s[0]
	smlal2	v14.2d, v14.4s, v25.s[0]
	smlal2	v26.2d, v17.4s, v14.s[1]
	smlal2	v26.2d, v10.4s, v21.s[3]
	smlal	v11.4s, v6.4h, v15.h[3]
	smlal	v11.4s, v3.4h, v1.h[1]
	smlal	v28.4s, v10.4h, v11.h[0]
	smlal	v12.4s, v0.4h, v1.h[6]
	smlal2	v2.4s, v8.8h, v14.h[4]
	smlal2	v26.4s, v22.8h, v11.h[1]
	smlal2	v13.4s, v20.8h, v8.h[1]
	smlal2	v3.4s, v14.8h, v0.h[5]
	smlal	v12.2d, v10.2s, v18.2s
	smlal	v21.2d, v25.2s, v6.2s
	smlal	v9.2d, v20.2s, v3.2s
	smlal	v3.2d, v28.2s, v8.2s
	smlal2	v2.2d, v10.4s, v5.4s
	smlal2	v9.2d, v1.4s, v28.4s
	smlal2	v19.2d, v28.4s, v1.4s
	smlal2	v22.2d, v19.4s, v18.4s
	smlal	v13.4s, v1.4h, v7.4h
	smlal	v25.4s, v17.4h, v3.4h
	smlal	v19.4s, v6.4h, v14.4h
	smlal	v7.4s, v17.4h, v25.4h
	smlal2	v25.4s, v20.8h, v17.8h
	smlal2	v14.4s, v0.8h, v16.8h
	smlal2	v12.4s, v18.8h, v14.8h
	smlal2	v13.4s, v2.8h, v10.8h
	smlal	v4.8h, v10.8b, v20.8b
	smlal	v3.8h, v10.8b, v25.8b
	smlal	v6.8h, v18.8b, v9.8b
	smlal	v31.8h, v20.8b, v26.8b
	smlal2	v19.8h, v16.16b, v17.16b
	smlal2	v15.8h, v0.16b, v15.16b
	smlal2	v9.8h, v13.16b, v16.16b
	smlal2	v0.8h, v1.16b, v2.16b
	smlsl	v28.2d, v24.2s, v12.s[2]
	smlsl	v25.2d, v23.2s, v14.s[0]
	smlsl	v23.2d, v9.2s, v16.s[2]
	smlsl	v13.2d, v7.2s, v4.s[0]
	smlsl2	v9.2d, v23.4s, v2.s[1]
	smlsl2	v19.2d, v14.4s, v31.s[3]
	smlsl2	v7.2d, v4.4s, v28.s[1]
	smlsl2	v7.2d, v11.4s, v16.s[2]
	smlsl	v29.4s, v10.4h, v1.h[3]
	smlsl	v21.4s, v3.4h, v1.h[1]
	smlsl	v20.4s, v8.4h, v14.h[2]
	smlsl	v19.4s, v10.4h, v1.h[4]
	smlsl2	v12.4s, v6.8h, v3.h[4]
	smlsl2	v23.4s, v0.8h, v1.h[4]
	smlsl2	v9.4s, v6.8h, v11.h[0]
	smlsl2	v11.4s, v4.8h, v15.h[0]
	smlsl	v18.2d, v27.2s, v27.2s
	smlsl	v17.2d, v28.2s, v13.2s
	smlsl	v31.2d, v9.2s, v16.2s
	smlsl	v8.2d, v31.2s, v23.2s
	smlsl2	v25.2d, v22.4s, v21.4s
	smlsl2	v15.2d, v7.4s, v7.4s
	smlsl2	v5.2d, v16.4s, v21.4s
	smlsl2	v26.2d, v31.4s, v2.4s
	smlsl	v9.4s, v5.4h, v30.4h
	smlsl	v29.4s, v3.4h, v2.4h
	smlsl	v26.4s, v3.4h, v12.4h
	smlsl	v19.4s, v20.4h, v3.4h
	smlsl2	v19.4s, v28.8h, v20.8h
	smlsl2	v2.4s, v10.8h, v5.8h
	smlsl2	v27.4s, v28.8h, v28.8h
	smlsl2	v2.4s, v11.8h, v25.8h
	smlsl	v19.8h, v20.8b, v0.8b
	smlsl	v24.8h, v0.8b, v0.8b
	smlsl	v21.8h, v15.8b, v5.8b
	smlsl	v12.8h, v22.8b, v7.8b
	smlsl2	v13.8h, v20.16b, v23.16b
	smlsl2	v25.8h, v30.16b, v24.16b
	smlsl2	v29.8h, v22.16b, v8.16b
	smlsl2	v21.8h, v6.16b, v26.16b
	smov	w29, v7.b[15]
	smov	w22, v24.b[13]
	smov	w1, v25.b[1]
	smov	w6, v31.b[15]
	smov	w23, v3.h[0]
	smov	w12, v0.h[4]
	smov	w22, v8.h[5]
	smov	w22, v11.h[0]
	smov	x3, v25.b[1]
	smov	x29, v20.b[4]
	smov	x9, v5.b[14]
	smov	x27, v23.b[0]
	smov	x13, v10.h[5]
	smov	xzr, v1.h[7]
	smov	x24, v25.h[7]
	smov	x10, v30.h[7]
	smov	x29, v20.s[1]
	smov	x27, v23.s[2]
	smov	x17, v10.s[1]
	smov	x12, v23.s[0]
	smnegl	x9, w7, w21
	smsubl	x28, w4, wzr, x27
	smsubl	x30, w9, w14, x4
	smsubl	x15, w10, w1, x21
	smulh	x20, x11, x19
	smulh	x22, x1, x26
	smulh	x25, x3, x25
	smulh	x13, x30, x25
	smull	v21.2d, v24.2s, v7.s[3]
	smull	v9.2d, v12.2s, v1.s[1]
	smull	v12.2d, v16.2s, v20.s[0]
	smull	v14.2d, v20.2s, v21.s[0]
	smull2	v13.2d, v21.4s, v8.s[0]
	smull2	v0.2d, v17.4s, v20.s[0]
	smull2	v12.2d, v26.4s, v0.s[0]
	smull2	v1.2d, v15.4s, v8.s[3]
	smull	v26.4s, v11.4h, v14.h[1]
	smull	v16.4s, v24.4h, v3.h[0]
	smull	v13.4s, v12.4h, v13.h[3]
	smull	v17.4s, v15.4h, v2.h[5]
	smull2	v25.4s, v16.8h, v15.h[0]
	smull2	v15.4s, v29.8h, v10.h[7]
	smull2	v0.4s, v2.8h, v13.h[5]
	smull2	v11.4s, v18.8h, v3.h[5]
	smull	v1.2d, v2.2s, v7.2s
	smull	v4.2d, v31.2s, v27.2s
	smull	v17.2d, v16.2s, v6.2s
	smull	v2.2d, v31.2s, v3.2s
	smull2	v1.2d, v24.4s, v12.4s
	smull2	v2.2d, v10.4s, v18.4s
	smull2	v24.2d, v28.4s, v21.4s
	smull2	v6.2d, v24.4s, v10.4s
	smull	v8.4s, v29.4h, v7.4h
	smull	v13.4s, v13.4h, v14.4h
	smull	v6.4s, v5.4h, v7.4h
	smull	v5.4s, v20.4h, v16.4h
	smull2	v10.4s, v30.8h, v18.8h
	smull2	v21.4s, v16.8h, v11.8h
	smull2	v1.4s, v25.8h, v9.8h
	smull2	v17.4s, v7.8h, v26.8h
	smull	v13.8h, v7.8b, v23.8b
	smull	v2.8h, v27.8b, v3.8b
	smull	v11.8h, v19.8b, v3.8b
	smull	v9.8h, v23.8b, v0.8b
	smull2	v19.8h, v2.16b, v7.16b
	smull2	v28.8h, v9.16b, v11.16b
	smull2	v28.8h, v6.16b, v15.16b
	smull2	v4.8h, v14.16b, v19.16b
	sqabs	b6, b22
	sqabs	b20, b10
	sqabs	b20, b10
	sqabs	b4, b1
	sqabs	d6, d5
	sqabs	d17, d1
	sqabs	d15, d19
	sqabs	d10, d22
	sqabs	h22, h7
	sqabs	h10, h30
	sqabs	h21, h27
	sqabs	h22, h2
	sqabs	s27, s29
	sqabs	s22, s6
	sqabs	s9, s18
	sqabs	s1, s15
	sqabs	v30.16b, v19.16b
	sqabs	v13.16b, v1.16b
	sqabs	v2.16b, v14.16b
	sqabs	v15.16b, v11.16b
	sqabs	v13.2d, v18.2d
	sqabs	v15.2d, v12.2d
	sqabs	v8.2d, v20.2d
	sqabs	v12.2d, v11.2d
	sqabs	v23.2s, v19.2s
	sqabs	v3.2s, v26.2s
	sqabs	v29.2s, v27.2s
	sqabs	v21.2s, v7.2s
	sqabs	v29.4h, v6.4h
	sqabs	v17.4h, v29.4h
	sqabs	v21.4h, v7.4h
	sqabs	v26.4h, v19.4h
	sqabs	v12.4s, v5.4s
	sqabs	v11.4s, v23.4s
	sqabs	v3.4s, v18.4s
	sqabs	v9.4s, v29.4s
	sqabs	v4.8b, v1.8b
	sqabs	v11.8b, v10.8b
	sqabs	v22.8b, v18.8b
	sqabs	v6.8b, v6.8b
	sqabs	v5.8h, v6.8h
	sqabs	v27.8h, v11.8h
	sqabs	v21.8h, v5.8h
	sqabs	v22.8h, v14.8h
	sqadd	b11, b31, b24
	sqadd	b22, b22, b29
	sqadd	b22, b2, b14
	sqadd	b16, b31, b14
	sqadd	d31, d0, d5
	sqadd	d19, d23, d14
	sqadd	d18, d1, d5
	sqadd	d7, d11, d11
	sqadd	h12, h28, h27
	sqadd	h29, h20, h20
	sqadd	h8, h7, h21
	sqadd	h8, h12, h4
	sqadd	s12, s24, s7
	sqadd	s30, s14, s10
	sqadd	s5, s14, s0
	sqadd	s4, s15, s24
	sqadd	v13.16b, v3.16b, v17.16b
	sqadd	v7.16b, v30.16b, v23.16b
	sqadd	v21.16b, v18.16b, v25.16b
	sqadd	v16.16b, v20.16b, v11.16b
	sqadd	v14.2d, v20.2d, v27.2d
	sqadd	v1.2d, v23.2d, v26.2d
	sqadd	v5.2d, v30.2d, v30.2d
	sqadd	v24.2d, v26.2d, v28.2d
	sqadd	v9.2s, v5.2s, v14.2s
	sqadd	v28.2s, v22.2s, v29.2s
	sqadd	v12.2s, v9.2s, v26.2s
	sqadd	v18.2s, v0.2s, v1.2s
	sqadd	v9.4h, v17.4h, v4.4h
	sqadd	v12.4h, v31.4h, v13.4h
	sqadd	v5.4h, v14.4h, v22.4h
	sqadd	v15.4h, v27.4h, v2.4h
	sqadd	v3.4s, v12.4s, v31.4s
	sqadd	v8.4s, v15.4s, v31.4s
	sqadd	v26.4s, v19.4s, v17.4s
	sqadd	v30.4s, v15.4s, v5.4s
	sqadd	v0.8b, v7.8b, v9.8b
	sqadd	v7.8b, v7.8b, v15.8b
	sqadd	v14.8b, v14.8b, v26.8b
	sqadd	v29.8b, v18.8b, v28.8b
	sqadd	v28.8h, v11.8h, v8.8h
	sqadd	v19.8h, v6.8h, v6.8h
	sqadd	v15.8h, v5.8h, v15.8h
	sqadd	v2.8h, v22.8h, v1.8h
	sqdmlal	s5, h5, v11.h[0]
	sqdmlal	s13, h23, v0.h[2]
	sqdmlal	s1, h23, v11.h[7]
	sqdmlal	s25, h18, v9.h[2]
	sqdmlal	d26, s28, v14.s[1]
	sqdmlal	d25, s1, v17.s[0]
	sqdmlal	d22, s3, v17.s[0]
	sqdmlal	d25, s28, v5.s[1]
	sqdmlal	v11.2d, v10.2s, v7.s[2]
	sqdmlal	v27.2d, v11.2s, v11.s[1]
	sqdmlal	v8.2d, v10.2s, v13.s[2]
	sqdmlal	v0.2d, v3.2s, v6.s[0]
	sqdmlal2	v28.2d, v11.4s, v19.s[3]
	sqdmlal2	v2.2d, v6.4s, v11.s[0]
	sqdmlal2	v5.2d, v6.4s, v2.s[3]
	sqdmlal2	v19.2d, v19.4s, v0.s[0]
	sqdmlal	v30.4s, v22.4h, v10.h[4]
	sqdmlal	v19.4s, v1.4h, v6.h[3]
	sqdmlal	v8.4s, v20.4h, v10.h[2]
	sqdmlal	v7.4s, v1.4h, v0.h[0]
	sqdmlal2	v6.4s, v28.8h, v9.h[3]
	sqdmlal2	v11.4s, v31.8h, v1.h[7]
	sqdmlal2	v19.4s, v4.8h, v4.h[0]
	sqdmlal2	v18.4s, v27.8h, v1.h[2]
	sqdmlal	s19, h22, h1
	sqdmlal	s20, h15, h1
	sqdmlal	s14, h31, h0
	sqdmlal	s18, h11, h19
	sqdmlal	d23, s18, s16
	sqdmlal	d11, s29, s21
	sqdmlal	d30, s20, s30
	sqdmlal	d22, s28, s8
	sqdmlal	v23.2d, v4.2s, v25.2s
	sqdmlal	v8.2d, v15.2s, v25.2s
	sqdmlal	v23.2d, v28.2s, v24.2s
	sqdmlal	v0.2d, v26.2s, v10.2s
	sqdmlal2	v16.2d, v17.4s, v7.4s
	sqdmlal2	v27.2d, v10.4s, v8.4s
	sqdmlal2	v27.2d, v12.4s, v9.4s
	sqdmlal2	v24.2d, v0.4s, v14.4s
	sqdmlal	v9.4s, v8.4h, v6.4h
	sqdmlal	v26.4s, v10.4h, v3.4h
	sqdmlal	v11.4s, v26.4h, v11.4h
	sqdmlal	v5.4s, v26.4h, v17.4h
	sqdmlal2	v7.4s, v26.8h, v9.8h
	sqdmlal2	v18.4s, v3.8h, v12.8h
	sqdmlal2	v7.4s, v31.8h, v4.8h
	sqdmlal2	v31.4s, v10.8h, v27.8h
	sqdmlsl	s29, h7, v1.h[3]
	sqdmlsl	s24, h5, v2.h[0]
	sqdmlsl	s20, h10, v15.h[0]
	sqdmlsl	s30, h25, v12.h[1]
	sqdmlsl	d7, s11, v22.s[0]
	sqdmlsl	d22, s7, v25.s[3]
	sqdmlsl	d7, s25, v6.s[3]
	sqdmlsl	d24, s6, v25.s[3]
	sqdmlsl	v8.2d, v6.2s, v2.s[3]
	sqdmlsl	v11.2d, v15.2s, v10.s[3]
	sqdmlsl	v22.2d, v4.2s, v27.s[1]
	sqdmlsl	v21.2d, v24.2s, v21.s[0]
	sqdmlsl2	v28.2d, v6.4s, v19.s[1]
	sqdmlsl2	v23.2d, v2.4s, v31.s[2]
	sqdmlsl2	v12.2d, v31.4s, v31.s[0]
	sqdmlsl2	v3.2d, v1.4s, v26.s[1]
	sqdmlsl	v15.4s, v31.4h, v0.h[0]
	sqdmlsl	v14.4s, v29.4h, v5.h[6]
	sqdmlsl	v13.4s, v7.4h, v9.h[0]
	sqdmlsl	v21.4s, v9.4h, v10.h[0]
	sqdmlsl2	v2.4s, v17.8h, v12.h[6]
	sqdmlsl2	v23.4s, v24.8h, v10.h[1]
	sqdmlsl2	v25.4s, v2.8h, v13.h[4]
	sqdmlsl2	v10.4s, v10.8h, v2.h[0]
	sqdmlsl	s20, h18, h30
	sqdmlsl	s17, h21, h6
	sqdmlsl	s12, h29, h0
	sqdmlsl	s9, h1, h30
	sqdmlsl	d4, s15, s6
	sqdmlsl	d20, s16, s14
	sqdmlsl	d5, s28, s24
	sqdmlsl	d21, s8, s11
	sqdmlsl	v21.2d, v3.2s, v10.2s
	sqdmlsl	v0.2d, v8.2s, v23.2s
	sqdmlsl	v20.2d, v3.2s, v29.2s
	sqdmlsl	v21.2d, v3.2s, v17.2s
	sqdmlsl2	v13.2d, v18.4s, v10.4s
	sqdmlsl2	v8.2d, v20.4s, v1.4s
	sqdmlsl2	v16.2d, v30.4s, v6.4s
	sqdmlsl2	v20.2d, v20.4s, v13.4s
	sqdmlsl	v20.4s, v25.4h, v12.4h
	sqdmlsl	v14.4s, v13.4h, v15.4h
	sqdmlsl	v9.4s, v31.4h, v7.4h
	sqdmlsl	v25.4s, v29.4h, v1.4h
	sqdmlsl2	v28.4s, v31.8h, v2.8h
	sqdmlsl2	v14.4s, v0.8h, v1.8h
	sqdmlsl2	v6.4s, v16.8h, v5.8h
	sqdmlsl2	v10.4s, v14.8h, v28.8h
	sqdmulh	h22, h21, v2.h[5]
	sqdmulh	h6, h25, v9.h[1]
	sqdmulh	h4, h29, v1.h[4]
	sqdmulh	h20, h10, v9.h[6]
	sqdmulh	s14, s2, v6.s[1]
	sqdmulh	s2, s23, v25.s[0]
	sqdmulh	s19, s11, v30.s[0]
	sqdmulh	s30, s8, v10.s[0]
	sqdmulh	v0.2s, v23.2s, v31.s[0]
	sqdmulh	v31.2s, v14.2s, v19.s[1]
	sqdmulh	v23.2s, v23.2s, v27.s[2]
	sqdmulh	v23.2s, v5.2s, v31.s[2]
	sqdmulh	v25.4h, v9.4h, v6.h[3]
	sqdmulh	v10.4h, v12.4h, v9.h[7]
	sqdmulh	v16.4h, v0.4h, v11.h[0]
	sqdmulh	v29.4h, v0.4h, v10.h[5]
	sqdmulh	v23.4s, v27.4s, v13.s[3]
	sqdmulh	v8.4s, v25.4s, v14.s[1]
	sqdmulh	v22.4s, v17.4s, v12.s[1]
	sqdmulh	v8.4s, v13.4s, v25.s[2]
	sqdmulh	v21.8h, v6.8h, v9.h[0]
	sqdmulh	v0.8h, v21.8h, v10.h[1]
	sqdmulh	v14.8h, v12.8h, v15.h[3]
	sqdmulh	v3.8h, v25.8h, v6.h[1]
	sqdmulh	h14, h17, h2
	sqdmulh	h14, h5, h16
	sqdmulh	h10, h13, h0
	sqdmulh	h30, h12, h29
	sqdmulh	s30, s15, s9
	sqdmulh	s27, s8, s2
	sqdmulh	s17, s28, s15
	sqdmulh	s30, s10, s14
	sqdmulh	v24.2s, v5.2s, v8.2s
	sqdmulh	v2.2s, v30.2s, v14.2s
	sqdmulh	v7.2s, v11.2s, v21.2s
	sqdmulh	v6.2s, v19.2s, v10.2s
	sqdmulh	v8.4h, v9.4h, v6.4h
	sqdmulh	v26.4h, v6.4h, v30.4h
	sqdmulh	v18.4h, v10.4h, v12.4h
	sqdmulh	v8.4h, v28.4h, v1.4h
	sqdmulh	v20.4s, v4.4s, v3.4s
	sqdmulh	v3.4s, v28.4s, v29.4s
	sqdmulh	v26.4s, v9.4s, v29.4s
	sqdmulh	v0.4s, v17.4s, v31.4s
	sqdmulh	v22.8h, v30.8h, v27.8h
	sqdmulh	v17.8h, v10.8h, v21.8h
	sqdmulh	v18.8h, v2.8h, v12.8h
	sqdmulh	v13.8h, v13.8h, v16.8h
	sqdmull	s8, h1, v11.h[7]
	sqdmull	s6, h13, v14.h[4]
	sqdmull	s4, h10, v15.h[7]
	sqdmull	s24, h9, v9.h[7]
	sqdmull	d30, s26, v29.s[0]
	sqdmull	d1, s6, v16.s[1]
	sqdmull	d2, s23, v31.s[2]
	sqdmull	d0, s12, v20.s[1]
	sqdmull	v12.2d, v10.2s, v26.s[0]
	sqdmull	v7.2d, v17.2s, v24.s[1]
	sqdmull	v4.2d, v5.2s, v18.s[2]
	sqdmull	v31.2d, v30.2s, v11.s[2]
	sqdmull2	v19.2d, v25.4s, v10.s[1]
	sqdmull2	v31.2d, v27.4s, v25.s[2]
	sqdmull2	v14.2d, v28.4s, v18.s[0]
	sqdmull2	v23.2d, v8.4s, v6.s[1]
	sqdmull	v3.4s, v25.4h, v12.h[2]
	sqdmull	v18.4s, v22.4h, v1.h[3]
	sqdmull	v18.4s, v30.4h, v10.h[7]
	sqdmull	v16.4s, v17.4h, v4.h[0]
	sqdmull2	v23.4s, v2.8h, v10.h[4]
	sqdmull2	v21.4s, v30.8h, v7.h[3]
	sqdmull2	v13.4s, v13.8h, v15.h[1]
	sqdmull2	v17.4s, v1.8h, v0.h[7]
	sqdmull	s16, h17, h27
	sqdmull	s28, h25, h21
	sqdmull	s17, h20, h29
	sqdmull	s30, h26, h22
	sqdmull	d2, s21, s24
	sqdmull	d7, s14, s11
	sqdmull	d13, s10, s21
	sqdmull	d16, s16, s3
	sqdmull	v18.2d, v14.2s, v25.2s
	sqdmull	v10.2d, v6.2s, v4.2s
	sqdmull	v6.2d, v31.2s, v4.2s
	sqdmull	v23.2d, v14.2s, v9.2s
	sqdmull2	v23.2d, v22.4s, v1.4s
	sqdmull2	v21.2d, v25.4s, v17.4s
	sqdmull2	v19.2d, v20.4s, v25.4s
	sqdmull2	v31.2d, v23.4s, v19.4s
	sqdmull	v20.4s, v25.4h, v1.4h
	sqdmull	v18.4s, v12.4h, v4.4h
	sqdmull	v28.4s, v1.4h, v10.4h
	sqdmull	v23.4s, v26.4h, v16.4h
	sqdmull2	v6.4s, v5.8h, v17.8h
	sqdmull2	v0.4s, v10.8h, v5.8h
	sqdmull2	v16.4s, v10.8h, v21.8h
	sqdmull2	v29.4s, v22.8h, v17.8h
	sqneg	b24, b12
	sqneg	b21, b28
	sqneg	b5, b11
	sqneg	b7, b22
	sqneg	d2, d25
	sqneg	d12, d9
	sqneg	d27, d20
	sqneg	d22, d15
	sqneg	h9, h24
	sqneg	h14, h9
	sqneg	h19, h3
	sqneg	h18, h6
	sqneg	s29, s8
	sqneg	s11, s15
	sqneg	s23, s0
	sqneg	s12, s23
	sqneg	v5.16b, v20.16b
	sqneg	v11.16b, v30.16b
	sqneg	v28.16b, v1.16b
	sqneg	v6.16b, v4.16b
	sqneg	v7.2d, v20.2d
	sqneg	v23.2d, v3.2d
	sqneg	v17.2d, v24.2d
	sqneg	v29.2d, v2.2d
	sqneg	v14.2s, v16.2s
	sqneg	v21.2s, v31.2s
	sqneg	v12.2s, v13.2s
	sqneg	v6.2s, v16.2s
	sqneg	v20.4h, v8.4h
	sqneg	v31.4h, v29.4h
	sqneg	v22.4h, v5.4h
	sqneg	v13.4h, v10.4h
	sqneg	v13.4s, v7.4s
	sqneg	v30.4s, v29.4s
	sqneg	v27.4s, v20.4s
	sqneg	v10.4s, v28.4s
	sqneg	v2.8b, v23.8b
	sqneg	v11.8b, v22.8b
	sqneg	v25.8b, v29.8b
	sqneg	v28.8b, v7.8b
	sqneg	v6.8h, v31.8h
	sqneg	v11.8h, v26.8h
	sqneg	v13.8h, v18.8h
	sqneg	v9.8h, v4.8h
	sqrdmulh	h1, h5, v7.h[7]
	sqrdmulh	h23, h14, v6.h[2]
	sqrdmulh	h28, h25, v9.h[2]
	sqrdmulh	h13, h15, v8.h[2]
	sqrdmulh	s2, s6, v9.s[3]
	sqrdmulh	s2, s16, v21.s[1]
	sqrdmulh	s21, s5, v31.s[0]
	sqrdmulh	s26, s26, v13.s[0]
	sqrdmulh	v1.2s, v23.2s, v1.s[1]
	sqrdmulh	v24.2s, v6.2s, v10.s[2]
	sqrdmulh	v13.2s, v15.2s, v16.s[0]
	sqrdmulh	v25.2s, v16.2s, v18.s[1]
	sqrdmulh	v21.4h, v17.4h, v2.h[0]
	sqrdmulh	v1.4h, v31.4h, v4.h[2]
	sqrdmulh	v25.4h, v1.4h, v2.h[2]
	sqrdmulh	v12.4h, v25.4h, v6.h[3]
	sqrdmulh	v4.4s, v17.4s, v29.s[3]
	sqrdmulh	v25.4s, v4.4s, v24.s[0]
	sqrdmulh	v0.4s, v14.4s, v24.s[1]
	sqrdmulh	v12.4s, v27.4s, v22.s[1]
	sqrdmulh	v30.8h, v26.8h, v8.h[6]
	sqrdmulh	v16.8h, v22.8h, v3.h[1]
	sqrdmulh	v0.8h, v13.8h, v6.h[6]
	sqrdmulh	v29.8h, v8.8h, v12.h[3]
	sqrdmulh	h7, h12, h25
	sqrdmulh	h2, h13, h13
	sqrdmulh	h26, h20, h30
	sqrdmulh	h9, h8, h3
	sqrdmulh	s7, s6, s23
	sqrdmulh	s11, s19, s1
	sqrdmulh	s27, s3, s9
	sqrdmulh	s24, s23, s30
	sqrdmulh	v14.2s, v0.2s, v12.2s
	sqrdmulh	v0.2s, v28.2s, v16.2s
	sqrdmulh	v6.2s, v0.2s, v29.2s
	sqrdmulh	v19.2s, v6.2s, v9.2s
	sqrdmulh	v1.4h, v20.4h, v11.4h
	sqrdmulh	v6.4h, v15.4h, v17.4h
	sqrdmulh	v5.4h, v9.4h, v7.4h
	sqrdmulh	v18.4h, v10.4h, v28.4h
	sqrdmulh	v5.4s, v12.4s, v30.4s
	sqrdmulh	v21.4s, v13.4s, v8.4s
	sqrdmulh	v21.4s, v11.4s, v14.4s
	sqrdmulh	v10.4s, v27.4s, v20.4s
	sqrdmulh	v17.8h, v14.8h, v26.8h
	sqrdmulh	v21.8h, v30.8h, v21.8h
	sqrdmulh	v23.8h, v23.8h, v12.8h
	sqrdmulh	v19.8h, v16.8h, v10.8h
	sqrshl	b11, b8, b28
	sqrshl	b22, b15, b27
	sqrshl	b31, b18, b29
	sqrshl	b1, b23, b14
	sqrshl	d5, d0, d20
	sqrshl	d24, d18, d23
	sqrshl	d6, d8, d0
	sqrshl	d24, d14, d29
	sqrshl	h11, h20, h29
	sqrshl	h10, h9, h2
	sqrshl	h4, h16, h14
	sqrshl	h3, h27, h2
	sqrshl	s19, s5, s8
	sqrshl	s1, s10, s14
	sqrshl	s4, s12, s7
	sqrshl	s22, s27, s7
	sqrshl	v11.16b, v17.16b, v29.16b
	sqrshl	v28.16b, v3.16b, v3.16b
	sqrshl	v22.16b, v27.16b, v2.16b
	sqrshl	v25.16b, v22.16b, v9.16b
	sqrshl	v14.2d, v23.2d, v23.2d
	sqrshl	v15.2d, v10.2d, v0.2d
	sqrshl	v21.2d, v17.2d, v22.2d
	sqrshl	v15.2d, v7.2d, v19.2d
	sqrshl	v1.2s, v8.2s, v15.2s
	sqrshl	v0.2s, v30.2s, v13.2s
	sqrshl	v21.2s, v1.2s, v20.2s
	sqrshl	v10.2s, v12.2s, v4.2s
	sqrshl	v11.4h, v29.4h, v17.4h
	sqrshl	v26.4h, v11.4h, v7.4h
	sqrshl	v10.4h, v25.4h, v26.4h
	sqrshl	v8.4h, v12.4h, v0.4h
	sqrshl	v8.4s, v8.4s, v27.4s
	sqrshl	v26.4s, v0.4s, v18.4s
	sqrshl	v8.4s, v20.4s, v22.4s
	sqrshl	v17.4s, v25.4s, v20.4s
	sqrshl	v26.8b, v24.8b, v28.8b
	sqrshl	v27.8b, v4.8b, v3.8b
	sqrshl	v5.8b, v30.8b, v26.8b
	sqrshl	v26.8b, v24.8b, v14.8b
	sqrshl	v20.8h, v16.8h, v0.8h
	sqrshl	v5.8h, v2.8h, v19.8h
	sqrshl	v30.8h, v31.8h, v9.8h
	sqrshl	v5.8h, v13.8h, v8.8h
	sqrshrn	b19, h18, #8
	sqrshrn	b15, h7, #1
	sqrshrn	b24, h21, #1
	sqrshrn	b26, h28, #1
	sqrshrn	h9, s13, #1
	sqrshrn	h2, s7, #16
	sqrshrn	h28, s3, #5
	sqrshrn	h2, s16, #12
	sqrshrn	s21, d28, #28
	sqrshrn	s19, d18, #32
	sqrshrn	s16, d18, #32
	sqrshrn	s11, d25, #21
	sqrshrn	v18.2s, v7.2d, #17
	sqrshrn	v20.2s, v22.2d, #1
	sqrshrn	v22.2s, v19.2d, #14
	sqrshrn	v3.2s, v20.2d, #14
	sqrshrn2	v0.4s, v30.2d, #7
	sqrshrn2	v1.4s, v9.2d, #7
	sqrshrn2	v18.4s, v13.2d, #25
	sqrshrn2	v13.4s, v17.2d, #19
	sqrshrn	v31.4h, v13.4s, #1
	sqrshrn	v11.4h, v27.4s, #15
	sqrshrn	v30.4h, v23.4s, #7
	sqrshrn	v12.4h, v28.4s, #8
	sqrshrn2	v23.8h, v5.4s, #4
	sqrshrn2	v14.8h, v6.4s, #16
	sqrshrn2	v9.8h, v9.4s, #2
	sqrshrn2	v22.8h, v13.4s, #11
	sqrshrn	v11.8b, v26.8h, #2
	sqrshrn	v24.8b, v14.8h, #1
	sqrshrn	v17.8b, v3.8h, #1
	sqrshrn	v1.8b, v29.8h, #7
	sqrshrn2	v20.16b, v23.8h, #1
	sqrshrn2	v16.16b, v11.8h, #1
	sqrshrn2	v8.16b, v11.8h, #1
	sqrshrn2	v21.16b, v12.8h, #1
	sqrshrun	b4, h12, #7
	sqrshrun	b28, h30, #1
	sqrshrun	b17, h0, #1
	sqrshrun	b4, h5, #5
	sqrshrun	h27, s6, #15
	sqrshrun	h26, s31, #1
	sqrshrun	h9, s20, #16
	sqrshrun	h16, s15, #11
	sqrshrun	s5, d24, #10
	sqrshrun	s3, d14, #16
	sqrshrun	s30, d10, #24
	sqrshrun	s15, d17, #1
	sqrshrun	v6.2s, v7.2d, #23
	sqrshrun	v31.2s, v12.2d, #32
	sqrshrun	v13.2s, v29.2d, #1
	sqrshrun	v19.2s, v15.2d, #1
	sqrshrun2	v22.4s, v26.2d, #11
	sqrshrun2	v7.4s, v25.2d, #22
	sqrshrun2	v20.4s, v2.2d, #19
	sqrshrun2	v17.4s, v19.2d, #25
	sqrshrun	v6.4h, v8.4s, #5
	sqrshrun	v3.4h, v20.4s, #14
	sqrshrun	v21.4h, v9.4s, #1
	sqrshrun	v31.4h, v3.4s, #10
	sqrshrun2	v5.8h, v25.4s, #7
	sqrshrun2	v25.8h, v26.4s, #1
	sqrshrun2	v24.8h, v2.4s, #13
	sqrshrun2	v22.8h, v7.4s, #16
	sqrshrun	v22.8b, v26.8h, #1
	sqrshrun	v29.8b, v24.8h, #6
	sqrshrun	v25.8b, v29.8h, #1
	sqrshrun	v3.8b, v18.8h, #4
	sqrshrun2	v31.16b, v12.8h, #1
	sqrshrun2	v18.16b, v21.8h, #1
	sqrshrun2	v23.16b, v25.8h, #6
	sqrshrun2	v24.16b, v2.8h, #3
	sqshlu	b29, b0, #1
	sqshlu	b28, b30, #4
	sqshlu	b25, b27, #7
	sqshlu	b28, b19, #2
	sqshlu	d25, d9, #0
	sqshlu	d27, d29, #57
	sqshlu	d3, d27, #1
	sqshlu	d12, d28, #37
	sqshlu	h10, h10, #5
	sqshlu	h10, h26, #3
	sqshlu	h2, h12, #13
	sqshlu	h29, h28, #0
	sqshlu	s23, s24, #10
	sqshlu	s31, s30, #15
	sqshlu	s26, s11, #7
	sqshlu	s21, s22, #4
	sqshlu	v13.16b, v11.16b, #3
	sqshlu	v4.16b, v13.16b, #0
	sqshlu	v8.16b, v24.16b, #4
	sqshlu	v2.16b, v11.16b, #7
	sqshlu	v25.2d, v23.2d, #1
	sqshlu	v25.2d, v5.2d, #11
	sqshlu	v17.2d, v15.2d, #61
	sqshlu	v13.2d, v11.2d, #24
	sqshlu	v1.2s, v31.2s, #0
	sqshlu	v28.2s, v10.2s, #28
	sqshlu	v27.2s, v5.2s, #25
	sqshlu	v20.2s, v21.2s, #28
	sqshlu	v11.4h, v26.4h, #7
	sqshlu	v4.4h, v12.4h, #9
	sqshlu	v9.4h, v17.4h, #6
	sqshlu	v16.4h, v29.4h, #8
	sqshlu	v11.4s, v17.4s, #5
	sqshlu	v18.4s, v11.4s, #23
	sqshlu	v25.4s, v9.4s, #0
	sqshlu	v22.4s, v11.4s, #18
	sqshlu	v29.8b, v0.8b, #7
	sqshlu	v27.8b, v23.8b, #1
	sqshlu	v16.8b, v6.8b, #7
	sqshlu	v9.8b, v27.8b, #0
	sqshlu	v9.8h, v26.8h, #4
	sqshlu	v21.8h, v2.8h, #13
	sqshlu	v0.8h, v0.8h, #11
	sqshlu	v17.8h, v2.8h, #7
	sqshl	b10, b7, #6
	sqshl	b1, b25, #2
	sqshl	b3, b14, #1
	sqshl	b25, b14, #6
	sqshl	d18, d24, #31
	sqshl	d17, d0, #49
	sqshl	d2, d6, #0
	sqshl	d28, d23, #29
	sqshl	h24, h26, #0
	sqshl	h24, h4, #15
	sqshl	h3, h11, #2
	sqshl	h7, h23, #13
	sqshl	s14, s24, #29
	sqshl	s17, s4, #29
	sqshl	s9, s8, #7
	sqshl	s19, s7, #14
	sqshl	v13.16b, v12.16b, #5
	sqshl	v14.16b, v29.16b, #0
	sqshl	v10.16b, v1.16b, #7
	sqshl	v23.16b, v20.16b, #5
	sqshl	v31.2d, v13.2d, #23
	sqshl	v26.2d, v3.2d, #0
	sqshl	v28.2d, v21.2d, #17
	sqshl	v25.2d, v4.2d, #46
	sqshl	v20.2s, v10.2s, #18
	sqshl	v25.2s, v17.2s, #2
	sqshl	v2.2s, v2.2s, #12
	sqshl	v30.2s, v2.2s, #13
	sqshl	v9.4h, v3.4h, #0
	sqshl	v26.4h, v8.4h, #0
	sqshl	v7.4h, v20.4h, #0
	sqshl	v26.4h, v18.4h, #15
	sqshl	v25.4s, v11.4s, #24
	sqshl	v22.4s, v26.4s, #4
	sqshl	v28.4s, v1.4s, #20
	sqshl	v11.4s, v8.4s, #21
	sqshl	v22.8b, v5.8b, #6
	sqshl	v5.8b, v18.8b, #7
	sqshl	v25.8b, v24.8b, #0
	sqshl	v26.8b, v7.8b, #0
	sqshl	v2.8h, v3.8h, #0
	sqshl	v18.8h, v2.8h, #4
	sqshl	v13.8h, v14.8h, #0
	sqshl	v12.8h, v18.8h, #6
	sqshl	b19, b0, b23
	sqshl	b31, b15, b5
	sqshl	b1, b24, b10
	sqshl	b2, b2, b8
	sqshl	d9, d14, d25
	sqshl	d20, d4, d15
	sqshl	d11, d1, d21
	sqshl	d7, d10, d19
	sqshl	h17, h13, h31
	sqshl	h2, h1, h8
	sqshl	h14, h9, h18
	sqshl	h12, h9, h30
	sqshl	s21, s21, s2
	sqshl	s15, s29, s16
	sqshl	s0, s10, s18
	sqshl	s28, s8, s22
	sqshl	v27.16b, v21.16b, v15.16b
	sqshl	v8.16b, v29.16b, v16.16b
	sqshl	v22.16b, v8.16b, v13.16b
	sqshl	v16.16b, v18.16b, v1.16b
	sqshl	v24.2d, v13.2d, v0.2d
	sqshl	v3.2d, v15.2d, v3.2d
	sqshl	v21.2d, v1.2d, v22.2d
	sqshl	v0.2d, v6.2d, v31.2d
	sqshl	v23.2s, v25.2s, v17.2s
	sqshl	v6.2s, v8.2s, v7.2s
	sqshl	v1.2s, v0.2s, v3.2s
	sqshl	v0.2s, v24.2s, v18.2s
	sqshl	v7.4h, v13.4h, v28.4h
	sqshl	v13.4h, v13.4h, v31.4h
	sqshl	v13.4h, v2.4h, v18.4h
	sqshl	v9.4h, v10.4h, v31.4h
	sqshl	v26.4s, v6.4s, v20.4s
	sqshl	v5.4s, v8.4s, v14.4s
	sqshl	v21.4s, v17.4s, v29.4s
	sqshl	v26.4s, v1.4s, v22.4s
	sqshl	v6.8b, v23.8b, v20.8b
	sqshl	v1.8b, v0.8b, v0.8b
	sqshl	v1.8b, v3.8b, v20.8b
	sqshl	v9.8b, v20.8b, v23.8b
	sqshl	v13.8h, v15.8h, v31.8h
	sqshl	v8.8h, v31.8h, v24.8h
	sqshl	v8.8h, v2.8h, v17.8h
	sqshl	v9.8h, v13.8h, v11.8h
	sqshrn	b13, h31, #3
	sqshrn	b6, h21, #2
	sqshrn	b9, h13, #1
	sqshrn	b1, h30, #8
	sqshrn	h4, s24, #6
	sqshrn	h12, s14, #11
	sqshrn	h8, s19, #1
	sqshrn	h18, s13, #2
	sqshrn	s1, d0, #2
	sqshrn	s4, d17, #23
	sqshrn	s15, d18, #30
	sqshrn	s27, d27, #1
	sqshrn	v12.2s, v28.2d, #21
	sqshrn	v17.2s, v24.2d, #9
	sqshrn	v11.2s, v28.2d, #1
	sqshrn	v14.2s, v3.2d, #32
	sqshrn2	v30.4s, v10.2d, #27
	sqshrn2	v26.4s, v6.2d, #1
	sqshrn2	v18.4s, v13.2d, #1
	sqshrn2	v25.4s, v9.2d, #1
	sqshrn	v31.4h, v12.4s, #9
	sqshrn	v27.4h, v27.4s, #12
	sqshrn	v30.4h, v18.4s, #8
	sqshrn	v18.4h, v6.4s, #16
	sqshrn2	v25.8h, v0.4s, #12
	sqshrn2	v13.8h, v30.4s, #10
	sqshrn2	v23.8h, v4.4s, #3
	sqshrn2	v14.8h, v11.4s, #15
	sqshrn	v17.8b, v17.8h, #6
	sqshrn	v10.8b, v12.8h, #8
	sqshrn	v5.8b, v23.8h, #7
	sqshrn	v30.8b, v24.8h, #3
	sqshrn2	v17.16b, v2.8h, #8
	sqshrn2	v29.16b, v28.8h, #2
	sqshrn2	v8.16b, v26.8h, #7
	sqshrn2	v30.16b, v2.8h, #4
	sqshrun	b20, h5, #7
	sqshrun	b13, h14, #1
	sqshrun	b25, h24, #2
	sqshrun	b17, h6, #8
	sqshrun	h27, s20, #7
	sqshrun	h4, s23, #3
	sqshrun	h27, s3, #12
	sqshrun	h25, s10, #11
	sqshrun	s18, d12, #1
	sqshrun	s15, d19, #1
	sqshrun	s3, d1, #12
	sqshrun	s1, d3, #10
	sqshrun	v28.2s, v23.2d, #10
	sqshrun	v17.2s, v15.2d, #14
	sqshrun	v18.2s, v26.2d, #13
	sqshrun	v13.2s, v1.2d, #11
	sqshrun2	v28.4s, v21.2d, #2
	sqshrun2	v15.4s, v0.2d, #8
	sqshrun2	v23.4s, v5.2d, #1
	sqshrun2	v0.4s, v11.2d, #6
	sqshrun	v8.4h, v22.4s, #1
	sqshrun	v31.4h, v17.4s, #16
	sqshrun	v18.4h, v7.4s, #1
	sqshrun	v7.4h, v10.4s, #16
	sqshrun2	v13.8h, v28.4s, #1
	sqshrun2	v7.8h, v21.4s, #7
	sqshrun2	v6.8h, v2.4s, #6
	sqshrun2	v22.8h, v24.4s, #1
	sqshrun	v7.8b, v21.8h, #8
	sqshrun	v19.8b, v17.8h, #4
	sqshrun	v18.8b, v9.8h, #6
	sqshrun	v7.8b, v0.8h, #3
	sqshrun2	v21.16b, v31.8h, #3
	sqshrun2	v14.16b, v9.8h, #5
	sqshrun2	v15.16b, v3.8h, #4
	sqshrun2	v3.16b, v9.8h, #4
	sqsub	b18, b31, b0
	sqsub	b5, b11, b21
	sqsub	b24, b5, b4
	sqsub	b18, b15, b11
	sqsub	d6, d22, d4
	sqsub	d16, d19, d31
	sqsub	d12, d13, d29
	sqsub	d17, d22, d13
	sqsub	h10, h29, h7
	sqsub	h8, h0, h14
	sqsub	h11, h3, h13
	sqsub	h5, h25, h10
	sqsub	s31, s6, s6
	sqsub	s23, s26, s13
	sqsub	s30, s30, s16
	sqsub	s21, s29, s22
	sqsub	v10.16b, v6.16b, v30.16b
	sqsub	v10.16b, v17.16b, v27.16b
	sqsub	v2.16b, v3.16b, v28.16b
	sqsub	v7.16b, v18.16b, v29.16b
	sqsub	v3.2d, v5.2d, v22.2d
	sqsub	v6.2d, v23.2d, v18.2d
	sqsub	v8.2d, v2.2d, v21.2d
	sqsub	v22.2d, v11.2d, v9.2d
	sqsub	v26.2s, v12.2s, v1.2s
	sqsub	v14.2s, v3.2s, v11.2s
	sqsub	v7.2s, v24.2s, v4.2s
	sqsub	v20.2s, v12.2s, v14.2s
	sqsub	v2.4h, v23.4h, v12.4h
	sqsub	v22.4h, v28.4h, v6.4h
	sqsub	v13.4h, v24.4h, v5.4h
	sqsub	v22.4h, v5.4h, v6.4h
	sqsub	v24.4s, v17.4s, v21.4s
	sqsub	v26.4s, v3.4s, v6.4s
	sqsub	v14.4s, v6.4s, v7.4s
	sqsub	v5.4s, v8.4s, v16.4s
	sqsub	v15.8b, v30.8b, v6.8b
	sqsub	v29.8b, v18.8b, v6.8b
	sqsub	v2.8b, v17.8b, v21.8b
	sqsub	v7.8b, v25.8b, v17.8b
	sqsub	v25.8h, v4.8h, v26.8h
	sqsub	v19.8h, v26.8h, v17.8h
	sqsub	v11.8h, v9.8h, v12.8h
	sqsub	v25.8h, v5.8h, v23.8h
	sqxtn	b1, h15
	sqxtn	b10, h22
	sqxtn	b17, h17
	sqxtn	b31, h6
	sqxtn	h25, s8
	sqxtn	h20, s22
	sqxtn	h20, s15
	sqxtn	h11, s14
	sqxtn	s14, d4
	sqxtn	s30, d11
	sqxtn	s23, d17
	sqxtn	s3, d23
	sqxtn	v26.2s, v30.2d
	sqxtn	v12.2s, v13.2d
	sqxtn	v11.2s, v23.2d
	sqxtn	v22.2s, v25.2d
	sqxtn2	v15.4s, v20.2d
	sqxtn2	v15.4s, v19.2d
	sqxtn2	v3.4s, v24.2d
	sqxtn2	v31.4s, v22.2d
	sqxtn	v1.4h, v27.4s
	sqxtn	v15.4h, v15.4s
	sqxtn	v9.4h, v2.4s
	sqxtn	v26.4h, v7.4s
	sqxtn2	v4.8h, v5.4s
	sqxtn2	v29.8h, v7.4s
	sqxtn2	v26.8h, v24.4s
	sqxtn2	v15.8h, v11.4s
	sqxtn	v19.8b, v28.8h
	sqxtn	v28.8b, v29.8h
	sqxtn	v9.8b, v15.8h
	sqxtn	v28.8b, v8.8h
	sqxtn2	v14.16b, v8.8h
	sqxtn2	v7.16b, v9.8h
	sqxtn2	v4.16b, v7.8h
	sqxtn2	v11.16b, v13.8h
	sqxtun	b31, h20
	sqxtun	b0, h7
	sqxtun	b31, h0
	sqxtun	b2, h8
	sqxtun	h6, s0
	sqxtun	h30, s10
	sqxtun	h16, s27
	sqxtun	h8, s27
	sqxtun	s17, d20
	sqxtun	s22, d15
	sqxtun	s16, d8
	sqxtun	s27, d14
	sqxtun	v22.2s, v0.2d
	sqxtun	v13.2s, v17.2d
	sqxtun	v30.2s, v22.2d
	sqxtun	v22.2s, v20.2d
	sqxtun2	v31.4s, v7.2d
	sqxtun2	v18.4s, v2.2d
	sqxtun2	v12.4s, v9.2d
	sqxtun2	v10.4s, v25.2d
	sqxtun	v22.4h, v30.4s
	sqxtun	v1.4h, v19.4s
	sqxtun	v17.4h, v18.4s
	sqxtun	v19.4h, v19.4s
	sqxtun2	v27.8h, v31.4s
	sqxtun2	v8.8h, v16.4s
	sqxtun2	v15.8h, v24.4s
	sqxtun2	v20.8h, v12.4s
	sqxtun	v14.8b, v17.8h
	sqxtun	v2.8b, v17.8h
	sqxtun	v0.8b, v4.8h
	sqxtun	v15.8b, v20.8h
	sqxtun2	v2.16b, v8.8h
	sqxtun2	v13.16b, v20.8h
	sqxtun2	v23.16b, v27.8h
	sqxtun2	v27.16b, v15.8h
	srhadd	v27.16b, v7.16b, v7.16b
	srhadd	v19.16b, v10.16b, v6.16b
	srhadd	v4.16b, v23.16b, v29.16b
	srhadd	v27.16b, v9.16b, v0.16b
	srhadd	v16.2s, v31.2s, v31.2s
	srhadd	v20.2s, v12.2s, v23.2s
	srhadd	v31.2s, v3.2s, v24.2s
	srhadd	v19.2s, v22.2s, v18.2s
	srhadd	v10.4h, v3.4h, v15.4h
	srhadd	v30.4h, v27.4h, v16.4h
	srhadd	v11.4h, v26.4h, v6.4h
	srhadd	v10.4h, v5.4h, v8.4h
	srhadd	v26.4s, v17.4s, v7.4s
	srhadd	v28.4s, v23.4s, v23.4s
	srhadd	v15.4s, v7.4s, v27.4s
	srhadd	v24.4s, v17.4s, v13.4s
	srhadd	v19.8b, v24.8b, v31.8b
	srhadd	v10.8b, v24.8b, v20.8b
	srhadd	v20.8b, v16.8b, v0.8b
	srhadd	v19.8b, v18.8b, v9.8b
	srhadd	v0.8h, v28.8h, v29.8h
	srhadd	v12.8h, v10.8h, v22.8h
	srhadd	v17.8h, v12.8h, v14.8h
	srhadd	v12.8h, v22.8h, v11.8h
	sri	d3, d31, #59
	sri	d6, d22, #5
	sri	d12, d13, #1
	sri	d25, d14, #16
	sri	v9.16b, v12.16b, #5
	sri	v7.16b, v13.16b, #1
	sri	v1.16b, v2.16b, #7
	sri	v5.16b, v27.16b, #6
	sri	v6.2d, v10.2d, #13
	sri	v23.2d, v24.2d, #1
	sri	v20.2d, v19.2d, #64
	sri	v9.2d, v18.2d, #28
	sri	v4.2s, v26.2s, #15
	sri	v28.2s, v5.2s, #1
	sri	v19.2s, v7.2s, #13
	sri	v27.2s, v23.2s, #22
	sri	v24.4h, v9.4h, #4
	sri	v29.4h, v27.4h, #16
	sri	v24.4h, v29.4h, #15
	sri	v27.4h, v6.4h, #6
	sri	v23.4s, v16.4s, #8
	sri	v7.4s, v20.4s, #1
	sri	v10.4s, v29.4s, #29
	sri	v23.4s, v26.4s, #4
	sri	v11.8b, v25.8b, #1
	sri	v5.8b, v2.8b, #6
	sri	v6.8b, v4.8b, #8
	sri	v3.8b, v22.8b, #1
	sri	v15.8h, v25.8h, #6
	sri	v23.8h, v13.8h, #8
	sri	v30.8h, v21.8h, #1
	sri	v31.8h, v29.8h, #4
	srshl	d25, d23, d15
	srshl	d21, d0, d18
	srshl	d23, d1, d7
	srshl	d20, d8, d11
	srshl	v4.16b, v17.16b, v9.16b
	srshl	v7.16b, v15.16b, v16.16b
	srshl	v26.16b, v29.16b, v2.16b
	srshl	v14.16b, v27.16b, v21.16b
	srshl	v27.2d, v16.2d, v27.2d
	srshl	v24.2d, v20.2d, v12.2d
	srshl	v26.2d, v27.2d, v27.2d
	srshl	v22.2d, v4.2d, v12.2d
	srshl	v3.2s, v22.2s, v6.2s
	srshl	v31.2s, v3.2s, v17.2s
	srshl	v12.2s, v12.2s, v2.2s
	srshl	v4.2s, v22.2s, v15.2s
	srshl	v17.4h, v20.4h, v18.4h
	srshl	v16.4h, v28.4h, v19.4h
	srshl	v28.4h, v20.4h, v11.4h
	srshl	v24.4h, v28.4h, v1.4h
	srshl	v25.4s, v12.4s, v13.4s
	srshl	v24.4s, v30.4s, v26.4s
	srshl	v16.4s, v12.4s, v17.4s
	srshl	v2.4s, v30.4s, v13.4s
	srshl	v13.8b, v11.8b, v13.8b
	srshl	v27.8b, v25.8b, v26.8b
	srshl	v31.8b, v25.8b, v2.8b
	srshl	v11.8b, v25.8b, v9.8b
	srshl	v11.8h, v4.8h, v3.8h
	srshl	v11.8h, v19.8h, v3.8h
	srshl	v31.8h, v31.8h, v17.8h
	srshl	v9.8h, v31.8h, v26.8h
	srshr	d14, d31, #13
	srshr	d14, d14, #9
	srshr	d0, d28, #1
	srshr	d6, d28, #1
	srshr	v4.16b, v20.16b, #3
	srshr	v6.16b, v7.16b, #1
	srshr	v3.16b, v10.16b, #5
	srshr	v20.16b, v6.16b, #6
	srshr	v17.2d, v8.2d, #7
	srshr	v0.2d, v24.2d, #1
	srshr	v22.2d, v11.2d, #16
	srshr	v11.2d, v1.2d, #33
	srshr	v16.2s, v15.2s, #31
	srshr	v26.2s, v11.2s, #21
	srshr	v23.2s, v12.2s, #32
	srshr	v25.2s, v1.2s, #32
	srshr	v3.4h, v28.4h, #11
	srshr	v8.4h, v16.4h, #2
	srshr	v18.4h, v29.4h, #16
	srshr	v11.4h, v17.4h, #5
	srshr	v17.4s, v24.4s, #18
	srshr	v4.4s, v18.4s, #31
	srshr	v18.4s, v17.4s, #31
	srshr	v1.4s, v27.4s, #32
	srshr	v3.8b, v22.8b, #3
	srshr	v8.8b, v3.8b, #5
	srshr	v10.8b, v9.8b, #5
	srshr	v1.8b, v13.8b, #8
	srshr	v28.8h, v27.8h, #3
	srshr	v8.8h, v12.8h, #3
	srshr	v26.8h, v18.8h, #1
	srshr	v22.8h, v24.8h, #11
	srsra	d22, d28, #60
	srsra	d28, d4, #1
	srsra	d14, d7, #49
	srsra	d23, d21, #1
	srsra	v0.16b, v4.16b, #8
	srsra	v20.16b, v11.16b, #1
	srsra	v24.16b, v5.16b, #6
	srsra	v24.16b, v29.16b, #3
	srsra	v19.2d, v24.2d, #56
	srsra	v19.2d, v26.2d, #1
	srsra	v16.2d, v22.2d, #1
	srsra	v30.2d, v22.2d, #14
	srsra	v31.2s, v23.2s, #1
	srsra	v1.2s, v9.2s, #19
	srsra	v31.2s, v0.2s, #20
	srsra	v20.2s, v17.2s, #23
	srsra	v8.4h, v4.4h, #1
	srsra	v21.4h, v16.4h, #3
	srsra	v9.4h, v2.4h, #3
	srsra	v9.4h, v28.4h, #11
	srsra	v19.4s, v26.4s, #24
	srsra	v27.4s, v18.4s, #16
	srsra	v8.4s, v10.4s, #11
	srsra	v9.4s, v7.4s, #11
	srsra	v7.8b, v14.8b, #8
	srsra	v29.8b, v17.8b, #8
	srsra	v12.8b, v4.8b, #1
	srsra	v16.8b, v25.8b, #2
	srsra	v22.8h, v31.8h, #1
	srsra	v13.8h, v13.8h, #14
	srsra	v12.8h, v14.8h, #3
	srsra	v16.8h, v13.8h, #15
	sshll	v17.2d, v14.2s, #1
	sshll	v9.2d, v2.2s, #22
	sshll	v14.2d, v0.2s, #2
	sshll	v26.2d, v13.2s, #0
	sshll2	v14.2d, v6.4s, #31
	sshll2	v29.2d, v16.4s, #29
	sshll2	v9.2d, v7.4s, #0
	sshll2	v29.2d, v0.4s, #9
	sshll	v29.4s, v10.4h, #1
	sshll	v22.4s, v23.4h, #2
	sshll	v29.4s, v15.4h, #11
	sshll	v6.4s, v5.4h, #15
	sshll2	v11.4s, v25.8h, #0
	sshll2	v13.4s, v28.8h, #1
	sshll2	v4.4s, v19.8h, #7
	sshll2	v28.4s, v0.8h, #12
	sshll	v16.8h, v0.8b, #4
	sshll	v0.8h, v31.8b, #3
	sshll	v14.8h, v4.8b, #0
	sshll	v19.8h, v28.8b, #1
	sshll2	v1.8h, v24.16b, #6
	sshll2	v14.8h, v11.16b, #7
	sshll2	v21.8h, v2.16b, #5
	sshll2	v1.8h, v19.16b, #2
	sshl	d29, d29, d8
	sshl	d25, d7, d2
	sshl	d22, d1, d25
	sshl	d29, d27, d13
	sshl	v31.16b, v8.16b, v17.16b
	sshl	v30.16b, v19.16b, v6.16b
	sshl	v24.16b, v2.16b, v3.16b
	sshl	v27.16b, v23.16b, v30.16b
	sshl	v22.2d, v25.2d, v25.2d
	sshl	v22.2d, v10.2d, v2.2d
	sshl	v12.2d, v26.2d, v5.2d
	sshl	v15.2d, v7.2d, v3.2d
	sshl	v24.2s, v22.2s, v24.2s
	sshl	v26.2s, v20.2s, v31.2s
	sshl	v21.2s, v26.2s, v7.2s
	sshl	v23.2s, v6.2s, v7.2s
	sshl	v23.4h, v6.4h, v15.4h
	sshl	v14.4h, v6.4h, v6.4h
	sshl	v25.4h, v8.4h, v16.4h
	sshl	v6.4h, v22.4h, v23.4h
	sshl	v0.4s, v29.4s, v20.4s
	sshl	v3.4s, v9.4s, v6.4s
	sshl	v28.4s, v17.4s, v28.4s
	sshl	v27.4s, v1.4s, v26.4s
	sshl	v11.8b, v31.8b, v11.8b
	sshl	v3.8b, v6.8b, v30.8b
	sshl	v20.8b, v13.8b, v19.8b
	sshl	v23.8b, v3.8b, v17.8b
	sshl	v14.8h, v9.8h, v25.8h
	sshl	v0.8h, v22.8h, v14.8h
	sshl	v2.8h, v8.8h, v21.8h
	sshl	v3.8h, v7.8h, v23.8h
	sshr	d10, d17, #18
	sshr	d12, d19, #41
	sshr	d12, d3, #63
	sshr	d23, d22, #37
	sshr	v3.16b, v2.16b, #1
	sshr	v29.16b, v10.16b, #3
	sshr	v17.16b, v2.16b, #1
	sshr	v7.16b, v27.16b, #1
	sshr	v12.2d, v2.2d, #1
	sshr	v23.2d, v1.2d, #15
	sshr	v18.2d, v4.2d, #1
	sshr	v28.2d, v28.2d, #49
	sshr	v29.2s, v31.2s, #1
	sshr	v6.2s, v9.2s, #29
	sshr	v15.2s, v22.2s, #7
	sshr	v23.2s, v31.2s, #11
	sshr	v27.4h, v28.4h, #9
	sshr	v7.4h, v20.4h, #9
	sshr	v15.4h, v5.4h, #10
	sshr	v18.4h, v21.4h, #7
	sshr	v15.4s, v1.4s, #13
	sshr	v4.4s, v7.4s, #32
	sshr	v20.4s, v7.4s, #27
	sshr	v9.4s, v3.4s, #6
	sshr	v1.8b, v26.8b, #5
	sshr	v2.8b, v12.8b, #1
	sshr	v30.8b, v28.8b, #7
	sshr	v31.8b, v29.8b, #6
	sshr	v10.8h, v17.8h, #4
	sshr	v18.8h, v6.8h, #1
	sshr	v22.8h, v22.8h, #4
	sshr	v12.8h, v3.8h, #3
	ssra	d0, d16, #1
	ssra	d24, d29, #23
	ssra	d31, d12, #49
	ssra	d9, d0, #30
	ssra	v24.16b, v15.16b, #3
	ssra	v4.16b, v3.16b, #6
	ssra	v17.16b, v18.16b, #4
	ssra	v13.16b, v29.16b, #1
	ssra	v28.2d, v22.2d, #59
	ssra	v3.2d, v7.2d, #1
	ssra	v26.2d, v27.2d, #35
	ssra	v24.2d, v20.2d, #1
	ssra	v3.2s, v21.2s, #1
	ssra	v31.2s, v10.2s, #19
	ssra	v27.2s, v16.2s, #30
	ssra	v29.2s, v17.2s, #30
	ssra	v9.4h, v25.4h, #7
	ssra	v22.4h, v28.4h, #16
	ssra	v11.4h, v13.4h, #13
	ssra	v12.4h, v20.4h, #14
	ssra	v29.4s, v21.4s, #10
	ssra	v9.4s, v22.4s, #29
	ssra	v25.4s, v9.4s, #13
	ssra	v22.4s, v11.4s, #1
	ssra	v12.8b, v14.8b, #1
	ssra	v12.8b, v20.8b, #1
	ssra	v19.8b, v22.8b, #3
	ssra	v30.8b, v27.8b, #1
	ssra	v10.8h, v4.8h, #13
	ssra	v18.8h, v19.8h, #6
	ssra	v28.8h, v19.8h, #16
	ssra	v23.8h, v23.8h, #6
	ssubl	v9.2d, v11.2s, v23.2s
	ssubl	v28.2d, v0.2s, v12.2s
	ssubl	v7.2d, v15.2s, v19.2s
	ssubl	v1.2d, v3.2s, v20.2s
	ssubl2	v19.2d, v18.4s, v0.4s
	ssubl2	v10.2d, v11.4s, v7.4s
	ssubl2	v20.2d, v20.4s, v5.4s
	ssubl2	v17.2d, v25.4s, v0.4s
	ssubl	v20.4s, v20.4h, v14.4h
	ssubl	v12.4s, v13.4h, v12.4h
	ssubl	v7.4s, v1.4h, v25.4h
	ssubl	v2.4s, v28.4h, v11.4h
	ssubl2	v7.4s, v5.8h, v5.8h
	ssubl2	v27.4s, v15.8h, v17.8h
	ssubl2	v10.4s, v31.8h, v2.8h
	ssubl2	v30.4s, v27.8h, v31.8h
	ssubl	v22.8h, v5.8b, v4.8b
	ssubl	v0.8h, v14.8b, v15.8b
	ssubl	v18.8h, v19.8b, v20.8b
	ssubl	v28.8h, v19.8b, v3.8b
	ssubl2	v27.8h, v25.16b, v0.16b
	ssubl2	v23.8h, v15.16b, v22.16b
	ssubl2	v14.8h, v26.16b, v21.16b
	ssubl2	v30.8h, v3.16b, v10.16b
	ssubw	v0.2d, v10.2d, v10.2s
	ssubw	v28.2d, v10.2d, v26.2s
	ssubw	v6.2d, v20.2d, v24.2s
	ssubw	v20.2d, v25.2d, v8.2s
	ssubw2	v29.2d, v8.2d, v21.4s
	ssubw2	v19.2d, v22.2d, v14.4s
	ssubw2	v29.2d, v2.2d, v9.4s
	ssubw2	v2.2d, v29.2d, v6.4s
	ssubw	v22.4s, v13.4s, v16.4h
	ssubw	v19.4s, v17.4s, v17.4h
	ssubw	v17.4s, v3.4s, v0.4h
	ssubw	v3.4s, v16.4s, v21.4h
	ssubw2	v6.4s, v12.4s, v6.8h
	ssubw2	v23.4s, v17.4s, v1.8h
	ssubw2	v6.4s, v29.4s, v12.8h
	ssubw2	v30.4s, v8.4s, v26.8h
	ssubw	v10.8h, v2.8h, v31.8b
	ssubw	v22.8h, v7.8h, v26.8b
	ssubw	v28.8h, v10.8h, v19.8b
	ssubw	v0.8h, v1.8h, v16.8b
	ssubw2	v18.8h, v16.8h, v25.16b
	ssubw2	v15.8h, v0.8h, v3.16b
	ssubw2	v9.8h, v26.8h, v1.16b
	ssubw2	v7.8h, v19.8h, v5.16b
	st1	{ v2.16b, v3.16b, v4.16b, v5.16b }, [x26]
	st1	{ v4.16b, v5.16b, v6.16b, v7.16b }, [x7]
	st1	{ v25.16b, v26.16b, v27.16b, v28.16b }, [x0]
	st1	{ v31.16b, v0.16b, v1.16b, v2.16b }, [x11]
	st1	{ v28.16b, v29.16b, v30.16b, v31.16b }, [x18], x3
	st1	{ v6.16b, v7.16b, v8.16b, v9.16b }, [x30], x16
	st1	{ v12.16b, v13.16b, v14.16b, v15.16b }, [x13], x11
	st1	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x0], x29
	st1	{ v19.1d, v20.1d, v21.1d, v22.1d }, [x2]
	st1	{ v29.1d, v30.1d, v31.1d, v0.1d }, [x21]
	st1	{ v6.1d, v7.1d, v8.1d, v9.1d }, [x9]
	st1	{ v8.1d, v9.1d, v10.1d, v11.1d }, [x7]
	st1	{ v6.1d, v7.1d, v8.1d, v9.1d }, [x7], x20
	st1	{ v31.1d, v0.1d, v1.1d, v2.1d }, [x10], x17
	st1	{ v27.1d, v28.1d, v29.1d, v30.1d }, [x7], x22
	st1	{ v27.1d, v28.1d, v29.1d, v30.1d }, [x20], x15
	st1	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x5]
	st1	{ v3.2d, v4.2d, v5.2d, v6.2d }, [x12]
	st1	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x0]
	st1	{ v26.2d, v27.2d, v28.2d, v29.2d }, [x29]
	st1	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x20], x19
	st1	{ v19.2d, v20.2d, v21.2d, v22.2d }, [x9], x6
	st1	{ v21.2d, v22.2d, v23.2d, v24.2d }, [x14], x13
	st1	{ v7.2d, v8.2d, v9.2d, v10.2d }, [x23], x14
	st1	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x7]
	st1	{ v23.2s, v24.2s, v25.2s, v26.2s }, [x4]
	st1	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x9]
	st1	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x11]
	st1	{ v31.2s, v0.2s, v1.2s, v2.2s }, [x12], x15
	st1	{ v23.2s, v24.2s, v25.2s, v26.2s }, [x23], x10
	st1	{ v23.2s, v24.2s, v25.2s, v26.2s }, [x15], #32
	st1	{ v28.2s, v29.2s, v30.2s, v31.2s }, [x11], x10
	st1	{ v16.4h, v17.4h, v18.4h, v19.4h }, [x13]
	st1	{ v5.4h, v6.4h, v7.4h, v8.4h }, [x17]
	st1	{ v27.4h, v28.4h, v29.4h, v30.4h }, [x30]
	st1	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x15]
	st1	{ v21.4h, v22.4h, v23.4h, v24.4h }, [x17], x20
	st1	{ v8.4h, v9.4h, v10.4h, v11.4h }, [x9], x17
	st1	{ v23.4h, v24.4h, v25.4h, v26.4h }, [x4], x29
	st1	{ v17.4h, v18.4h, v19.4h, v20.4h }, [x26], x26
	st1	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x17]
	st1	{ v26.4s, v27.4s, v28.4s, v29.4s }, [x20]
	st1	{ v27.4s, v28.4s, v29.4s, v30.4s }, [x5]
	st1	{ v7.4s, v8.4s, v9.4s, v10.4s }, [x29]
	st1	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x23], x24
	st1	{ v7.4s, v8.4s, v9.4s, v10.4s }, [sp], x30
	st1	{ v14.4s, v15.4s, v16.4s, v17.4s }, [x8], x4
	st1	{ v10.4s, v11.4s, v12.4s, v13.4s }, [x27], x19
	st1	{ v27.8b, v28.8b, v29.8b, v30.8b }, [x10]
	st1	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x1]
	st1	{ v20.8b, v21.8b, v22.8b, v23.8b }, [x6]
	st1	{ v13.8b, v14.8b, v15.8b, v16.8b }, [x30]
	st1	{ v22.8b, v23.8b, v24.8b, v25.8b }, [x6], x0
	st1	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x10], x24
	st1	{ v2.8b, v3.8b, v4.8b, v5.8b }, [x24], #32
	st1	{ v4.8b, v5.8b, v6.8b, v7.8b }, [x7], x29
	st1	{ v8.8h, v9.8h, v10.8h, v11.8h }, [x4]
	st1	{ v10.8h, v11.8h, v12.8h, v13.8h }, [x19]
	st1	{ v28.8h, v29.8h, v30.8h, v31.8h }, [x18]
	st1	{ v31.8h, v0.8h, v1.8h, v2.8h }, [sp]
	st1	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x28], x13
	st1	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x7], x29
	st1	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x13], x14
	st1	{ v25.8h, v26.8h, v27.8h, v28.8h }, [x4], x0
	st1	{ v15.16b }, [x19]
	st1	{ v14.16b }, [x9]
	st1	{ v12.16b }, [x23]
	st1	{ v23.16b }, [x19]
	st1	{ v11.16b }, [x8], x20
	st1	{ v13.16b }, [x19], x2
	st1	{ v22.16b }, [x27], x1
	st1	{ v22.16b }, [x7], x9
	st1	{ v9.1d }, [x22]
	st1	{ v17.1d }, [x19]
	st1	{ v4.1d }, [x0]
	st1	{ v5.1d }, [x15]
	st1	{ v12.1d }, [x26], x4
	st1	{ v1.1d }, [x17], x16
	st1	{ v27.1d }, [x3], x30
	st1	{ v29.1d }, [x11], x28
	st1	{ v24.2d }, [x16]
	st1	{ v4.2d }, [x2]
	st1	{ v8.2d }, [x4]
	st1	{ v9.2d }, [x8]
	st1	{ v28.2d }, [x7], x30
	st1	{ v12.2d }, [x6], x6
	st1	{ v24.2d }, [x26], #16
	st1	{ v24.2d }, [x9], x20
	st1	{ v16.2s }, [x12]
	st1	{ v4.2s }, [x15]
	st1	{ v28.2s }, [x18]
	st1	{ v6.2s }, [x15]
	st1	{ v19.2s }, [x20], x6
	st1	{ v13.2s }, [x18], x3
	st1	{ v18.2s }, [x14], x12
	st1	{ v6.2s }, [x21], x18
	st1	{ v15.4h }, [x24]
	st1	{ v1.4h }, [x28]
	st1	{ v5.4h }, [x9]
	st1	{ v2.4h }, [x11]
	st1	{ v0.4h }, [x17], x3
	st1	{ v1.4h }, [x20], x20
	st1	{ v22.4h }, [x6], x3
	st1	{ v18.4h }, [x13], x7
	st1	{ v21.4s }, [x14]
	st1	{ v26.4s }, [x22]
	st1	{ v29.4s }, [x7]
	st1	{ v11.4s }, [x28]
	st1	{ v5.4s }, [x17], x20
	st1	{ v16.4s }, [x12], x10
	st1	{ v14.4s }, [x27], x7
	st1	{ v16.4s }, [x7], x0
	st1	{ v16.8b }, [x30]
	st1	{ v6.8b }, [x27]
	st1	{ v23.8b }, [x10]
	st1	{ v6.8b }, [x28]
	st1	{ v23.8b }, [x18], x23
	st1	{ v14.8b }, [x24], x2
	st1	{ v3.8b }, [x24], x24
	st1	{ v15.8b }, [x13], x14
	st1	{ v12.8h }, [x20]
	st1	{ v3.8h }, [x27]
	st1	{ v16.8h }, [x12]
	st1	{ v28.8h }, [x19]
	st1	{ v20.8h }, [x24], x12
	st1	{ v10.8h }, [x22], x1
	st1	{ v31.8h }, [x29], x4
	st1	{ v1.8h }, [x25], x9
	st1	{ v1.16b, v2.16b, v3.16b }, [x23]
	st1	{ v14.16b, v15.16b, v16.16b }, [x25]
	st1	{ v5.16b, v6.16b, v7.16b }, [sp]
	st1	{ v9.16b, v10.16b, v11.16b }, [x17]
	st1	{ v14.16b, v15.16b, v16.16b }, [x25], x27
	st1	{ v18.16b, v19.16b, v20.16b }, [x11], x18
	st1	{ v27.16b, v28.16b, v29.16b }, [x12], x18
	st1	{ v28.16b, v29.16b, v30.16b }, [x21], x12
	st1	{ v25.1d, v26.1d, v27.1d }, [x13]
	st1	{ v21.1d, v22.1d, v23.1d }, [x13]
	st1	{ v1.1d, v2.1d, v3.1d }, [x11]
	st1	{ v13.1d, v14.1d, v15.1d }, [x9]
	st1	{ v14.1d, v15.1d, v16.1d }, [x19], x13
	st1	{ v12.1d, v13.1d, v14.1d }, [x20], x13
	st1	{ v9.1d, v10.1d, v11.1d }, [x4], x9
	st1	{ v3.1d, v4.1d, v5.1d }, [x3], x23
	st1	{ v25.2d, v26.2d, v27.2d }, [x15]
	st1	{ v5.2d, v6.2d, v7.2d }, [x28]
	st1	{ v21.2d, v22.2d, v23.2d }, [x6]
	st1	{ v25.2d, v26.2d, v27.2d }, [x26]
	st1	{ v10.2d, v11.2d, v12.2d }, [x8], x4
	st1	{ v31.2d, v0.2d, v1.2d }, [x11], x22
	st1	{ v31.2d, v0.2d, v1.2d }, [x8], x6
	st1	{ v21.2d, v22.2d, v23.2d }, [x8], x21
	st1	{ v30.2s, v31.2s, v0.2s }, [x22]
	st1	{ v29.2s, v30.2s, v31.2s }, [x17]
	st1	{ v11.2s, v12.2s, v13.2s }, [x30]
	st1	{ v26.2s, v27.2s, v28.2s }, [x20]
	st1	{ v4.2s, v5.2s, v6.2s }, [x5], x27
	st1	{ v16.2s, v17.2s, v18.2s }, [x3], x16
	st1	{ v5.2s, v6.2s, v7.2s }, [x5], x9
	st1	{ v24.2s, v25.2s, v26.2s }, [x28], x24
	st1	{ v13.4h, v14.4h, v15.4h }, [x10]
	st1	{ v17.4h, v18.4h, v19.4h }, [x10]
	st1	{ v19.4h, v20.4h, v21.4h }, [x17]
	st1	{ v1.4h, v2.4h, v3.4h }, [x21]
	st1	{ v27.4h, v28.4h, v29.4h }, [sp], x22
	st1	{ v10.4h, v11.4h, v12.4h }, [x25], x22
	st1	{ v21.4h, v22.4h, v23.4h }, [x2], x25
	st1	{ v1.4h, v2.4h, v3.4h }, [x5], x9
	st1	{ v14.4s, v15.4s, v16.4s }, [x7]
	st1	{ v6.4s, v7.4s, v8.4s }, [x26]
	st1	{ v6.4s, v7.4s, v8.4s }, [x11]
	st1	{ v19.4s, v20.4s, v21.4s }, [x18]
	st1	{ v17.4s, v18.4s, v19.4s }, [x26], x28
	st1	{ v12.4s, v13.4s, v14.4s }, [x21], #48
	st1	{ v7.4s, v8.4s, v9.4s }, [x25], x7
	st1	{ v1.4s, v2.4s, v3.4s }, [x12], x30
	st1	{ v7.8b, v8.8b, v9.8b }, [x26]
	st1	{ v29.8b, v30.8b, v31.8b }, [x26]
	st1	{ v6.8b, v7.8b, v8.8b }, [x25]
	st1	{ v26.8b, v27.8b, v28.8b }, [x14]
	st1	{ v21.8b, v22.8b, v23.8b }, [x26], x26
	st1	{ v5.8b, v6.8b, v7.8b }, [x24], x26
	st1	{ v21.8b, v22.8b, v23.8b }, [x21], x27
	st1	{ v31.8b, v0.8b, v1.8b }, [x23], x13
	st1	{ v12.8h, v13.8h, v14.8h }, [x24]
	st1	{ v21.8h, v22.8h, v23.8h }, [x0]
	st1	{ v20.8h, v21.8h, v22.8h }, [x15]
	st1	{ v23.8h, v24.8h, v25.8h }, [x18]
	st1	{ v18.8h, v19.8h, v20.8h }, [x24], x16
	st1	{ v8.8h, v9.8h, v10.8h }, [x6], x23
	st1	{ v28.8h, v29.8h, v30.8h }, [x4], x6
	st1	{ v14.8h, v15.8h, v16.8h }, [x17], x19
	st1	{ v19.16b, v20.16b }, [x12]
	st1	{ v9.16b, v10.16b }, [x27]
	st1	{ v17.16b, v18.16b }, [x20]
	st1	{ v19.16b, v20.16b }, [x30]
	st1	{ v28.16b, v29.16b }, [x7], x13
	st1	{ v2.16b, v3.16b }, [x2], x16
	st1	{ v11.16b, v12.16b }, [x28], x16
	st1	{ v2.16b, v3.16b }, [x10], x4
	st1	{ v16.1d, v17.1d }, [x7]
	st1	{ v3.1d, v4.1d }, [x9]
	st1	{ v20.1d, v21.1d }, [x8]
	st1	{ v31.1d, v0.1d }, [x11]
	st1	{ v13.1d, v14.1d }, [x26], x19
	st1	{ v27.1d, v28.1d }, [x2], #16
	st1	{ v16.1d, v17.1d }, [x1], x22
	st1	{ v0.1d, v1.1d }, [x5], x26
	st1	{ v5.2d, v6.2d }, [x21]
	st1	{ v21.2d, v22.2d }, [x4]
	st1	{ v11.2d, v12.2d }, [x10]
	st1	{ v12.2d, v13.2d }, [x7]
	st1	{ v22.2d, v23.2d }, [x24], x8
	st1	{ v23.2d, v24.2d }, [x15], x19
	st1	{ v5.2d, v6.2d }, [x15], x13
	st1	{ v17.2d, v18.2d }, [x10], x29
	st1	{ v31.2s, v0.2s }, [x3]
	st1	{ v4.2s, v5.2s }, [sp]
	st1	{ v26.2s, v27.2s }, [x24]
	st1	{ v17.2s, v18.2s }, [x1]
	st1	{ v20.2s, v21.2s }, [x8], #16
	st1	{ v30.2s, v31.2s }, [x16], x26
	st1	{ v10.2s, v11.2s }, [x13], x1
	st1	{ v19.2s, v20.2s }, [x3], x8
	st1	{ v11.4h, v12.4h }, [x20]
	st1	{ v3.4h, v4.4h }, [x18]
	st1	{ v3.4h, v4.4h }, [x6]
	st1	{ v16.4h, v17.4h }, [x14]
	st1	{ v24.4h, v25.4h }, [x7], x21
	st1	{ v17.4h, v18.4h }, [x7], x12
	st1	{ v1.4h, v2.4h }, [x15], x4
	st1	{ v6.4h, v7.4h }, [x28], x5
	st1	{ v27.4s, v28.4s }, [x2]
	st1	{ v1.4s, v2.4s }, [x23]
	st1	{ v25.4s, v26.4s }, [x21]
	st1	{ v25.4s, v26.4s }, [x16]
	st1	{ v27.4s, v28.4s }, [x9], x26
	st1	{ v16.4s, v17.4s }, [x6], x29
	st1	{ v1.4s, v2.4s }, [x0], x19
	st1	{ v12.4s, v13.4s }, [x0], x8
	st1	{ v18.8b, v19.8b }, [x18]
	st1	{ v8.8b, v9.8b }, [x6]
	st1	{ v3.8b, v4.8b }, [x6]
	st1	{ v16.8b, v17.8b }, [x12]
	st1	{ v12.8b, v13.8b }, [x26], x24
	st1	{ v16.8b, v17.8b }, [x8], x30
	st1	{ v28.8b, v29.8b }, [x16], x3
	st1	{ v0.8b, v1.8b }, [x6], x13
	st1	{ v20.8h, v21.8h }, [x23]
	st1	{ v20.8h, v21.8h }, [x14]
	st1	{ v25.8h, v26.8h }, [x2]
	st1	{ v12.8h, v13.8h }, [x6]
	st1	{ v5.8h, v6.8h }, [x26], x1
	st1	{ v25.8h, v26.8h }, [x14], x19
	st1	{ v21.8h, v22.8h }, [x6], x19
	st1	{ v4.8h, v5.8h }, [x1], x30
	st1	{ v0.b }[1], [x1]
	st1	{ v18.b }[7], [x22]
	st1	{ v21.b }[5], [x14]
	st1	{ v6.b }[1], [x21]
	st1	{ v6.b }[2], [x26], x26
	st1	{ v31.b }[3], [x25], x19
	st1	{ v26.b }[0], [x29], x23
	st1	{ v14.b }[0], [x30], x18
	st1	{ v24.d }[1], [x1]
	st1	{ v27.d }[1], [x10]
	st1	{ v3.d }[0], [x8]
	st1	{ v31.d }[1], [x15]
	st1	{ v13.d }[1], [x25], x9
	st1	{ v4.d }[0], [x17], x21
	st1	{ v24.d }[1], [x12], x0
	st1	{ v24.d }[0], [x29], x2
	st1	{ v1.h }[1], [x30]
	st1	{ v12.h }[0], [x1]
	st1	{ v5.h }[6], [x26]
	st1	{ v29.h }[1], [x6]
	st1	{ v21.h }[1], [x13], x2
	st1	{ v12.h }[5], [x21], x23
	st1	{ v0.h }[5], [x28], x17
	st1	{ v0.h }[2], [x11], x18
	st1	{ v26.s }[0], [x14]
	st1	{ v3.s }[1], [x2]
	st1	{ v7.s }[2], [x14]
	st1	{ v27.s }[1], [x26]
	st1	{ v16.s }[2], [x22], #4
	st1	{ v29.s }[0], [sp], x30
	st1	{ v1.s }[1], [x28], x2
	st1	{ v30.s }[0], [sp], x28
	st2	{ v23.b, v24.b }[12], [x0]
	st2	{ v20.b, v21.b }[1], [x16]
	st2	{ v12.b, v13.b }[3], [x15]
	st2	{ v31.b, v0.b }[15], [x3]
	st2	{ v4.b, v5.b }[0], [x8], #2
	st2	{ v14.b, v15.b }[2], [x15], x6
	st2	{ v8.b, v9.b }[8], [x26], x23
	st2	{ v14.b, v15.b }[8], [x1], x18
	st2	{ v0.d, v1.d }[0], [x14]
	st2	{ v3.d, v4.d }[1], [x24]
	st2	{ v10.d, v11.d }[1], [x23]
	st2	{ v3.d, v4.d }[1], [x9]
	st2	{ v7.d, v8.d }[0], [x12], x20
	st2	{ v9.d, v10.d }[1], [x26], x1
	st2	{ v24.d, v25.d }[1], [x6], x3
	st2	{ v30.d, v31.d }[0], [x13], x12
	st2	{ v20.h, v21.h }[0], [x20]
	st2	{ v7.h, v8.h }[7], [x27]
	st2	{ v19.h, v20.h }[7], [x24]
	st2	{ v8.h, v9.h }[3], [x7]
	st2	{ v12.h, v13.h }[0], [x12], x30
	st2	{ v6.h, v7.h }[1], [x1], x2
	st2	{ v1.h, v2.h }[0], [x7], x8
	st2	{ v27.h, v28.h }[0], [x2], x9
	st2	{ v16.s, v17.s }[1], [x3]
	st2	{ v0.s, v1.s }[0], [x10]
	st2	{ v10.s, v11.s }[1], [x3]
	st2	{ v25.s, v26.s }[0], [x22]
	st2	{ v16.s, v17.s }[3], [x29], x20
	st2	{ v26.s, v27.s }[1], [x8], x28
	st2	{ v28.s, v29.s }[0], [x22], x25
	st2	{ v30.s, v31.s }[2], [x30], x19
	st2	{ v25.16b, v26.16b }, [x17]
	st2	{ v31.16b, v0.16b }, [x28]
	st2	{ v31.16b, v0.16b }, [x0]
	st2	{ v30.16b, v31.16b }, [x23]
	st2	{ v4.16b, v5.16b }, [x20], x18
	st2	{ v18.16b, v19.16b }, [x25], x0
	st2	{ v10.16b, v11.16b }, [x5], x30
	st2	{ v25.16b, v26.16b }, [x20], x15
	st2	{ v2.2d, v3.2d }, [x9]
	st2	{ v17.2d, v18.2d }, [x8]
	st2	{ v22.2d, v23.2d }, [x18]
	st2	{ v23.2d, v24.2d }, [x12]
	st2	{ v9.2d, v10.2d }, [x30], x19
	st2	{ v29.2d, v30.2d }, [x29], x17
	st2	{ v4.2d, v5.2d }, [x4], x16
	st2	{ v11.2d, v12.2d }, [x0], x7
	st2	{ v4.2s, v5.2s }, [sp]
	st2	{ v15.2s, v16.2s }, [x1]
	st2	{ v22.2s, v23.2s }, [x4]
	st2	{ v21.2s, v22.2s }, [x21]
	st2	{ v0.2s, v1.2s }, [x16], x26
	st2	{ v27.2s, v28.2s }, [x28], x0
	st2	{ v21.2s, v22.2s }, [x15], x20
	st2	{ v30.2s, v31.2s }, [x24], x30
	st2	{ v4.4h, v5.4h }, [x4]
	st2	{ v20.4h, v21.4h }, [x15]
	st2	{ v31.4h, v0.4h }, [x24]
	st2	{ v11.4h, v12.4h }, [x13]
	st2	{ v4.4h, v5.4h }, [x23], x16
	st2	{ v28.4h, v29.4h }, [x15], x10
	st2	{ v24.4h, v25.4h }, [x28], x13
	st2	{ v7.4h, v8.4h }, [x14], x11
	st2	{ v18.4s, v19.4s }, [x13]
	st2	{ v7.4s, v8.4s }, [x14]
	st2	{ v8.4s, v9.4s }, [x21]
	st2	{ v22.4s, v23.4s }, [x1]
	st2	{ v23.4s, v24.4s }, [x28], x10
	st2	{ v5.4s, v6.4s }, [x0], x15
	st2	{ v26.4s, v27.4s }, [x28], x0
	st2	{ v17.4s, v18.4s }, [x23], x28
	st2	{ v11.8b, v12.8b }, [x5]
	st2	{ v11.8b, v12.8b }, [x25]
	st2	{ v8.8b, v9.8b }, [x23]
	st2	{ v13.8b, v14.8b }, [x2]
	st2	{ v3.8b, v4.8b }, [x11], x24
	st2	{ v3.8b, v4.8b }, [x28], x29
	st2	{ v5.8b, v6.8b }, [x29], x24
	st2	{ v29.8b, v30.8b }, [x17], x20
	st2	{ v26.8h, v27.8h }, [x18]
	st2	{ v13.8h, v14.8h }, [x17]
	st2	{ v17.8h, v18.8h }, [sp]
	st2	{ v19.8h, v20.8h }, [x6]
	st2	{ v24.8h, v25.8h }, [x28], x16
	st2	{ v26.8h, v27.8h }, [x22], x1
	st2	{ v27.8h, v28.8h }, [x20], x24
	st2	{ v21.8h, v22.8h }, [x3], x16
	st3	{ v14.b, v15.b, v16.b }[0], [x20]
	st3	{ v1.b, v2.b, v3.b }[2], [x14]
	st3	{ v5.b, v6.b, v7.b }[0], [x8]
	st3	{ v24.b, v25.b, v26.b }[9], [x21]
	st3	{ v12.b, v13.b, v14.b }[15], [x6], x4
	st3	{ v27.b, v28.b, v29.b }[1], [x4], #3
	st3	{ v1.b, v2.b, v3.b }[15], [x19], x4
	st3	{ v27.b, v28.b, v29.b }[8], [x29], x18
	st3	{ v12.d, v13.d, v14.d }[1], [x18]
	st3	{ v17.d, v18.d, v19.d }[0], [x24]
	st3	{ v3.d, v4.d, v5.d }[0], [x24]
	st3	{ v29.d, v30.d, v31.d }[0], [x20]
	st3	{ v9.d, v10.d, v11.d }[1], [x17], x29
	st3	{ v1.d, v2.d, v3.d }[0], [x20], x24
	st3	{ v7.d, v8.d, v9.d }[0], [x26], x10
	st3	{ v27.d, v28.d, v29.d }[0], [x13], x14
	st3	{ v16.h, v17.h, v18.h }[3], [x16]
	st3	{ v4.h, v5.h, v6.h }[0], [x30]
	st3	{ v7.h, v8.h, v9.h }[0], [x9]
	st3	{ v11.h, v12.h, v13.h }[3], [x22]
	st3	{ v29.h, v30.h, v31.h }[2], [x23], x17
	st3	{ v22.h, v23.h, v24.h }[1], [x10], x23
	st3	{ v31.h, v0.h, v1.h }[7], [x15], x30
	st3	{ v10.h, v11.h, v12.h }[1], [x1], x15
	st3	{ v1.s, v2.s, v3.s }[2], [x16]
	st3	{ v15.s, v16.s, v17.s }[3], [x13]
	st3	{ v12.s, v13.s, v14.s }[1], [x12]
	st3	{ v1.s, v2.s, v3.s }[2], [x11]
	st3	{ v4.s, v5.s, v6.s }[3], [x17], x7
	st3	{ v9.s, v10.s, v11.s }[0], [x20], x1
	st3	{ v16.s, v17.s, v18.s }[0], [x21], x16
	st3	{ v22.s, v23.s, v24.s }[0], [x23], x2
	st3	{ v13.16b, v14.16b, v15.16b }, [x22]
	st3	{ v11.16b, v12.16b, v13.16b }, [x15]
	st3	{ v27.16b, v28.16b, v29.16b }, [x25]
	st3	{ v26.16b, v27.16b, v28.16b }, [x20]
	st3	{ v7.16b, v8.16b, v9.16b }, [x0], x1
	st3	{ v14.16b, v15.16b, v16.16b }, [x29], #48
	st3	{ v2.16b, v3.16b, v4.16b }, [x22], x16
	st3	{ v10.16b, v11.16b, v12.16b }, [x14], x1
	st3	{ v31.2d, v0.2d, v1.2d }, [x25]
	st3	{ v1.2d, v2.2d, v3.2d }, [x13]
	st3	{ v31.2d, v0.2d, v1.2d }, [x11]
	st3	{ v30.2d, v31.2d, v0.2d }, [x26]
	st3	{ v21.2d, v22.2d, v23.2d }, [x13], x25
	st3	{ v3.2d, v4.2d, v5.2d }, [x11], #48
	st3	{ v5.2d, v6.2d, v7.2d }, [x25], x2
	st3	{ v26.2d, v27.2d, v28.2d }, [x7], x21
	st3	{ v10.2s, v11.2s, v12.2s }, [x6]
	st3	{ v2.2s, v3.2s, v4.2s }, [x21]
	st3	{ v31.2s, v0.2s, v1.2s }, [x4]
	st3	{ v28.2s, v29.2s, v30.2s }, [x26]
	st3	{ v15.2s, v16.2s, v17.2s }, [x21], x1
	st3	{ v15.2s, v16.2s, v17.2s }, [sp], x13
	st3	{ v3.2s, v4.2s, v5.2s }, [x20], x28
	st3	{ v7.2s, v8.2s, v9.2s }, [x27], x5
	st3	{ v8.4h, v9.4h, v10.4h }, [x29]
	st3	{ v26.4h, v27.4h, v28.4h }, [x8]
	st3	{ v15.4h, v16.4h, v17.4h }, [x0]
	st3	{ v15.4h, v16.4h, v17.4h }, [x20]
	st3	{ v27.4h, v28.4h, v29.4h }, [x20], x29
	st3	{ v23.4h, v24.4h, v25.4h }, [x6], x20
	st3	{ v9.4h, v10.4h, v11.4h }, [sp], x15
	st3	{ v27.4h, v28.4h, v29.4h }, [x10], #24
	st3	{ v14.4s, v15.4s, v16.4s }, [x3]
	st3	{ v29.4s, v30.4s, v31.4s }, [x19]
	st3	{ v18.4s, v19.4s, v20.4s }, [x30]
	st3	{ v20.4s, v21.4s, v22.4s }, [x2]
	st3	{ v28.4s, v29.4s, v30.4s }, [x19], x28
	st3	{ v6.4s, v7.4s, v8.4s }, [x30], x19
	st3	{ v28.4s, v29.4s, v30.4s }, [x5], x5
	st3	{ v16.4s, v17.4s, v18.4s }, [x15], x18
	st3	{ v19.8b, v20.8b, v21.8b }, [x24]
	st3	{ v17.8b, v18.8b, v19.8b }, [x25]
	st3	{ v20.8b, v21.8b, v22.8b }, [x8]
	st3	{ v4.8b, v5.8b, v6.8b }, [x0]
	st3	{ v21.8b, v22.8b, v23.8b }, [x12], x2
	st3	{ v17.8b, v18.8b, v19.8b }, [x30], x15
	st3	{ v16.8b, v17.8b, v18.8b }, [x21], x22
	st3	{ v4.8b, v5.8b, v6.8b }, [x29], x26
	st3	{ v30.8h, v31.8h, v0.8h }, [x11]
	st3	{ v10.8h, v11.8h, v12.8h }, [x15]
	st3	{ v8.8h, v9.8h, v10.8h }, [x18]
	st3	{ v12.8h, v13.8h, v14.8h }, [x2]
	st3	{ v11.8h, v12.8h, v13.8h }, [x7], x3
	st3	{ v19.8h, v20.8h, v21.8h }, [x30], x22
	st3	{ v29.8h, v30.8h, v31.8h }, [x4], x6
	st3	{ v22.8h, v23.8h, v24.8h }, [x6], x27
	st4	{ v15.b, v16.b, v17.b, v18.b }[15], [x14]
	st4	{ v21.b, v22.b, v23.b, v24.b }[5], [x20]
	st4	{ v10.b, v11.b, v12.b, v13.b }[9], [x17]
	st4	{ v21.b, v22.b, v23.b, v24.b }[7], [x8]
	st4	{ v0.b, v1.b, v2.b, v3.b }[1], [x22], x5
	st4	{ v15.b, v16.b, v17.b, v18.b }[2], [x0], x29
	st4	{ v10.b, v11.b, v12.b, v13.b }[2], [x27], x23
	st4	{ v28.b, v29.b, v30.b, v31.b }[13], [x28], x18
	st4	{ v15.d, v16.d, v17.d, v18.d }[0], [x22]
	st4	{ v14.d, v15.d, v16.d, v17.d }[0], [x1]
	st4	{ v19.d, v20.d, v21.d, v22.d }[0], [x20]
	st4	{ v25.d, v26.d, v27.d, v28.d }[0], [x20]
	st4	{ v7.d, v8.d, v9.d, v10.d }[1], [x20], x22
	st4	{ v8.d, v9.d, v10.d, v11.d }[0], [x19], x11
	st4	{ v2.d, v3.d, v4.d, v5.d }[0], [x18], x0
	st4	{ v22.d, v23.d, v24.d, v25.d }[0], [x19], x1
	st4	{ v22.h, v23.h, v24.h, v25.h }[1], [x0]
	st4	{ v21.h, v22.h, v23.h, v24.h }[5], [x22]
	st4	{ v25.h, v26.h, v27.h, v28.h }[2], [x28]
	st4	{ v31.h, v0.h, v1.h, v2.h }[7], [x10]
	st4	{ v19.h, v20.h, v21.h, v22.h }[1], [x4], x28
	st4	{ v12.h, v13.h, v14.h, v15.h }[0], [x10], x30
	st4	{ v28.h, v29.h, v30.h, v31.h }[0], [x28], x13
	st4	{ v19.h, v20.h, v21.h, v22.h }[0], [x0], x24
	st4	{ v26.s, v27.s, v28.s, v29.s }[3], [x13]
	st4	{ v26.s, v27.s, v28.s, v29.s }[0], [x28]
	st4	{ v12.s, v13.s, v14.s, v15.s }[2], [x24]
	st4	{ v17.s, v18.s, v19.s, v20.s }[0], [x4]
	st4	{ v19.s, v20.s, v21.s, v22.s }[3], [x25], x28
	st4	{ v19.s, v20.s, v21.s, v22.s }[3], [x21], x4
	st4	{ v27.s, v28.s, v29.s, v30.s }[0], [x19], x2
	st4	{ v17.s, v18.s, v19.s, v20.s }[1], [x9], x27
	st4	{ v24.16b, v25.16b, v26.16b, v27.16b }, [x14]
	st4	{ v26.16b, v27.16b, v28.16b, v29.16b }, [x22]
	st4	{ v30.16b, v31.16b, v0.16b, v1.16b }, [x21]
	st4	{ v10.16b, v11.16b, v12.16b, v13.16b }, [x23]
	st4	{ v13.16b, v14.16b, v15.16b, v16.16b }, [x17], x5
	st4	{ v29.16b, v30.16b, v31.16b, v0.16b }, [x22], x15
	st4	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x13], x12
	st4	{ v30.16b, v31.16b, v0.16b, v1.16b }, [x3], x24
	st4	{ v17.2d, v18.2d, v19.2d, v20.2d }, [x27]
	st4	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x19]
	st4	{ v20.2d, v21.2d, v22.2d, v23.2d }, [x5]
	st4	{ v9.2d, v10.2d, v11.2d, v12.2d }, [x29]
	st4	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x6], x19
	st4	{ v29.2d, v30.2d, v31.2d, v0.2d }, [x12], x11
	st4	{ v10.2d, v11.2d, v12.2d, v13.2d }, [sp], x12
	st4	{ v25.2d, v26.2d, v27.2d, v28.2d }, [x16], x29
	st4	{ v14.2s, v15.2s, v16.2s, v17.2s }, [sp]
	st4	{ v17.2s, v18.2s, v19.2s, v20.2s }, [x21]
	st4	{ v27.2s, v28.2s, v29.2s, v30.2s }, [x18]
	st4	{ v19.2s, v20.2s, v21.2s, v22.2s }, [x5]
	st4	{ v26.2s, v27.2s, v28.2s, v29.2s }, [x2], x21
	st4	{ v8.2s, v9.2s, v10.2s, v11.2s }, [x0], x16
	st4	{ v25.2s, v26.2s, v27.2s, v28.2s }, [x13], x29
	st4	{ v26.2s, v27.2s, v28.2s, v29.2s }, [x12], x18
	st4	{ v15.4h, v16.4h, v17.4h, v18.4h }, [x8]
	st4	{ v29.4h, v30.4h, v31.4h, v0.4h }, [x25]
	st4	{ v3.4h, v4.4h, v5.4h, v6.4h }, [x16]
	st4	{ v14.4h, v15.4h, v16.4h, v17.4h }, [x13]
	st4	{ v14.4h, v15.4h, v16.4h, v17.4h }, [x17], x3
	st4	{ v14.4h, v15.4h, v16.4h, v17.4h }, [x25], x0
	st4	{ v24.4h, v25.4h, v26.4h, v27.4h }, [x21], x30
	st4	{ v7.4h, v8.4h, v9.4h, v10.4h }, [x1], x23
	st4	{ v9.4s, v10.4s, v11.4s, v12.4s }, [x17]
	st4	{ v4.4s, v5.4s, v6.4s, v7.4s }, [x1]
	st4	{ v19.4s, v20.4s, v21.4s, v22.4s }, [x27]
	st4	{ v29.4s, v30.4s, v31.4s, v0.4s }, [x25]
	st4	{ v15.4s, v16.4s, v17.4s, v18.4s }, [x21], x28
	st4	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x2], x20
	st4	{ v15.4s, v16.4s, v17.4s, v18.4s }, [x22], x26
	st4	{ v24.4s, v25.4s, v26.4s, v27.4s }, [x6], x30
	st4	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x14]
	st4	{ v7.8b, v8.8b, v9.8b, v10.8b }, [x19]
	st4	{ v8.8b, v9.8b, v10.8b, v11.8b }, [x24]
	st4	{ v5.8b, v6.8b, v7.8b, v8.8b }, [x8]
	st4	{ v29.8b, v30.8b, v31.8b, v0.8b }, [x24], x28
	st4	{ v10.8b, v11.8b, v12.8b, v13.8b }, [x14], x14
	st4	{ v9.8b, v10.8b, v11.8b, v12.8b }, [x14], x10
	st4	{ v19.8b, v20.8b, v21.8b, v22.8b }, [x20], x27
	st4	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x11]
	st4	{ v7.8h, v8.8h, v9.8h, v10.8h }, [x6]
	st4	{ v10.8h, v11.8h, v12.8h, v13.8h }, [x18]
	st4	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x5]
	st4	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x30], x3
	st4	{ v17.8h, v18.8h, v19.8h, v20.8h }, [x16], x22
	st4	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x11], x12
	st4	{ v27.8h, v28.8h, v29.8h, v30.8h }, [x5], x0
	stlr	w29, [x17]
	stlr	w1, [x7]
	stlr	w16, [x12]
	stlr	w22, [x12]
	stlr	x30, [x3]
	stlr	x3, [x0]
	stlr	x26, [x5]
	stlr	x30, [x24]
	stlrb	w29, [x5]
	stlrb	w12, [x16]
	stlrb	w27, [x17]
	stlrb	w0, [x25]
	stlrh	w6, [x6]
	stlrh	w27, [x14]
	stlrh	w17, [x0]
	stlrh	w16, [x6]
	stlxp	w13, w10, w8, [sp]
	stlxp	w15, w10, w0, [x16]
	stlxp	w3, w8, w16, [x6]
	stlxp	w0, w6, wzr, [x24]
	stlxp	w25, x24, x29, [x0]
	stlxp	w4, x7, x7, [x18]
	stlxp	w16, x18, x9, [x27]
	stlxp	wzr, x15, x27, [x7]
	stlxr	w5, w26, [x26]
	stlxr	w12, w7, [x11]
	stlxr	w5, w18, [x19]
	stlxr	w8, wzr, [x4]
	stlxr	w23, x5, [x2]
	stlxr	w28, x9, [x9]
	stlxr	w11, x4, [x17]
	stlxr	w17, x30, [x5]
	stlxrb	w1, w20, [x23]
	stlxrb	w20, w5, [x21]
	stlxrb	w19, w25, [x30]
	stlxrb	w13, w17, [x7]
	stlxrh	w19, w0, [x1]
	stlxrh	w1, w24, [x3]
	stlxrh	w25, w16, [x27]
	stlxrh	wzr, w4, [sp]
	stnp	d18, d12, [x4]
	stnp	d28, d16, [x20]
	stnp	d18, d17, [x4, #-216]
	stnp	d20, d7, [x22, #-64]
	stnp	q0, q13, [x14]
	stnp	q4, q3, [x4, #656]
	stnp	q15, q31, [x2, #-768]
	stnp	q27, q1, [x2, #-560]
	stnp	s11, s20, [x1]
	stnp	s27, s19, [x11]
	stnp	s18, s6, [x25, #-68]
	stnp	s16, s26, [x23, #60]
	stnp	w30, w28, [x12]
	stnp	w11, w2, [sp]
	stnp	w16, w26, [x19, #196]
	stnp	w17, w26, [x10]
	stnp	x5, x29, [x5]
	stnp	x28, x11, [x29]
	stnp	x28, x5, [x20, #344]
	stnp	x16, x13, [x8, #-480]
	stp	d5, d20, [x19, #224]
	stp	d1, d31, [x21]
	stp	d1, d15, [x25]
	stp	d16, d26, [x7, #-512]
	stp	d15, d22, [x8], #-400
	stp	d26, d3, [x25], #416
	stp	d1, d17, [x6], #176
	stp	d10, d7, [x23], #-512
	stp	d1, d22, [x18, #480]!
	stp	d14, d23, [x19, #-56]!
	stp	d27, d18, [x20, #-448]!
	stp	d6, d22, [x0, #504]!
	stp	q18, q7, [x11]
	stp	q16, q22, [x19]
	stp	q13, q25, [x14, #656]
	stp	q29, q27, [x6, #-544]
	stp	q4, q14, [x29], #-304
	stp	q17, q20, [sp], #-400
	stp	q0, q8, [x13], #576
	stp	q3, q27, [x1], #-928
	stp	q29, q17, [x1, #-128]!
	stp	q25, q6, [x1, #-960]!
	stp	q21, q25, [x18, #528]!
	stp	q9, q14, [x27, #-672]!
	stp	s8, s6, [x15, #-8]
	stp	s7, s22, [x27]
	stp	s14, s26, [x24, #-92]
	stp	s19, s9, [x21, #100]
	stp	s19, s27, [x29], #252
	stp	s21, s5, [x1], #-4
	stp	s19, s9, [x23], #28
	stp	s30, s5, [sp], #160
	stp	s10, s9, [x13, #168]!
	stp	s0, s22, [x27, #-236]!
	stp	s21, s21, [x29, #-100]!
	stp	s2, s11, [x26, #144]!
	stp	w15, wzr, [x28, #56]
	stp	w14, w2, [x22, #180]
	stp	w7, w22, [x6, #252]
	stp	w29, w0, [sp]
	stp	w2, w17, [x8], #-36
	stp	w24, w28, [x4], #0
	stp	w3, w30, [x26], #0
	stp	w12, w10, [sp], #68
	stp	w13, w27, [x9, #-112]!
	stp	wzr, w30, [x1, #52]!
	stp	w1, w17, [x11, #-100]!
	stp	w21, w7, [x13, #16]!
	stp	x22, x19, [x17]
	stp	x30, x27, [x10, #-472]
	stp	x20, x16, [x30, #-328]
	stp	x22, x30, [x18, #-8]
	stp	x14, x28, [x18], #288
	stp	x10, x22, [x6], #144
	stp	x16, x28, [x19], #384
	stp	x12, x22, [x8], #-456
	stp	x20, x1, [x19, #0]!
	stp	x9, x2, [x1, #504]!
	stp	x27, x0, [x23, #-472]!
	stp	x6, x18, [x9, #-336]!
	stur	b12, [x14, #189]
	stur	b14, [x6, #2]
	stur	b10, [x9]
	stur	b4, [x3]
	str	b17, [x28], #-23
	str	b16, [x21], #-191
	str	b25, [x23], #68
	str	b24, [x25], #188
	str	b0, [x30, #-183]!
	str	b4, [x27, #-86]!
	str	b2, [sp, #169]!
	str	b17, [sp, #0]!
	str	b1, [x27, w20, uxtw]
	str	b21, [x29, w19, uxtw]
	str	b12, [x15, w16, uxtw]
	str	b6, [x1, w5, uxtw]
	str	b14, [x19, x28]
	str	b27, [x29, x28, sxtx #0]
	str	b17, [x17, x20]
	str	b6, [x10, x13]
	str	b26, [x12, #1556]
	str	b1, [x2]
	str	b23, [x9]
	str	b5, [x27]
	sturb	w13, [x30]
	sturb	w7, [sp]
	sturb	w26, [x7, #209]
	sturb	w19, [x20, #1]
	strb	w7, [x4], #-137
	strb	w4, [sp], #-226
	strb	w28, [x15], #-59
	strb	w4, [x17], #-208
	strb	w0, [x10, #-256]!
	strb	w24, [x22, #0]!
	strb	wzr, [x13, #98]!
	strb	w5, [x19, #1]!
	strb	w17, [x29, w18, sxtw #0]
	strb	w14, [sp, w5, sxtw #0]
	strb	w5, [x6, w8, sxtw #0]
	strb	w2, [x15, w27, uxtw]
	strb	w25, [x19, x4]
	strb	w3, [x24, x19, sxtx]
	strb	w10, [x25, x10, sxtx]
	strb	w12, [x24, x5]
	strb	w17, [x20]
	strb	w13, [x21, #3843]
	strb	w17, [x12, #1012]
	strb	w2, [x9, #3285]
	stur	d21, [x12]
	stur	d20, [x14, #135]
	stur	d24, [x15]
	stur	d6, [x19]
	str	d2, [x19], #-254
	str	d29, [x30], #-223
	str	d7, [x10], #242
	str	d1, [x6], #237
	str	d4, [x9, #1]!
	str	d31, [x12, #-61]!
	str	d19, [x10, #-97]!
	str	d20, [x23, #0]!
	str	d23, [x1, w8, sxtw #3]
	str	d0, [x8, w2, sxtw]
	str	d18, [x15, w17, uxtw]
	str	d8, [x19, w30, uxtw]
	str	d0, [x16, x1, sxtx]
	str	d28, [x7, x4]
	str	d2, [x16, x11, sxtx #3]
	str	d2, [x29, x20]
	str	d4, [x2, #20160]
	str	d21, [x1]
	str	d4, [x12, #18592]
	str	d19, [x21, #20512]
	stur	h28, [x10, #200]
	stur	h1, [x13, #-72]
	stur	h26, [x19, #1]
	stur	h27, [x0]
	str	h22, [x27], #220
	str	h17, [x20], #180
	str	h8, [x9], #-1
	str	h5, [x26], #-72
	str	h12, [x12, #69]!
	str	h28, [x18, #64]!
	str	h23, [x7, #-117]!
	str	h25, [x10, #-58]!
	str	h22, [x20, w29, sxtw #1]
	str	h9, [x17, w3, uxtw #1]
	str	h6, [x8, w24, sxtw]
	str	h18, [x8, w15, sxtw #1]
	str	h9, [x2, x19]
	str	h28, [x19, x14, sxtx]
	str	h10, [x16, x21, lsl #1]
	str	h2, [x22, x7, sxtx]
	str	h16, [x2, #1242]
	str	h24, [x6, #2708]
	str	h29, [x16]
	str	h24, [x7, #6872]
	sturh	w28, [x21, #-92]
	sturh	w12, [x22]
	sturh	w26, [x28, #196]
	sturh	w19, [x9]
	strh	w12, [x7], #-135
	strh	w11, [x23], #0
	strh	w15, [x13], #-215
	strh	w28, [x25], #224
	strh	w18, [sp, #-256]!
	strh	w29, [x24, #-162]!
	strh	w22, [x14, #123]!
	strh	w27, [x8, #198]!
	strh	w17, [sp, w9, sxtw]
	strh	w12, [x3, w30, sxtw]
	strh	w0, [x19, wzr, uxtw]
	strh	w22, [x1, w28, sxtw #1]
	strh	w11, [x8, x30]
	strh	w15, [x24, x11, sxtx #1]
	strh	w15, [x9, x1, sxtx #1]
	strh	w7, [x23, x16, sxtx]
	strh	w17, [x1]
	strh	w13, [x28, #2468]
	strh	w17, [x2]
	strh	w22, [x13, #5722]
	stur	q11, [x10, #134]
	stur	q27, [x17, #229]
	stur	q19, [x6]
	stur	q0, [x8, #131]
	str	q31, [x0], #143
	str	q26, [x14], #-22
	str	q29, [x30], #17
	str	q29, [x6], #112
	str	q31, [x18, #-103]!
	str	q25, [x26, #1]!
	str	q29, [x30, #207]!
	str	q14, [x30, #6]!
	str	q28, [x25, w2, sxtw #4]
	str	q10, [x21, w10, uxtw #4]
	str	q4, [x20, w5, uxtw]
	str	q21, [x30, w25, uxtw #4]
	str	q10, [sp, x9]
	str	q30, [x7, x23, sxtx #4]
	str	q26, [x29, x22, lsl #4]
	str	q29, [x17, x15, sxtx #4]
	str	q28, [x3]
	str	q31, [x30, #38112]
	str	q17, [x14]
	str	q26, [x16, #50736]
	stur	s17, [x3, #255]
	stur	s30, [x9, #9]
	stur	s28, [x28, #-20]
	stur	s9, [x21, #-165]
	str	s31, [x26], #35
	str	s3, [x11], #134
	str	s2, [x18], #200
	str	s29, [x23], #-1
	str	s19, [x5, #99]!
	str	s12, [x14, #255]!
	str	s27, [x29, #-78]!
	str	s21, [x8, #-34]!
	str	s31, [x3, w16, sxtw]
	str	s6, [x6, w5, sxtw]
	str	s11, [x18, w24, uxtw #2]
	str	s17, [x29, w30, uxtw #2]
	str	s8, [x12, x26]
	str	s19, [x14, x11]
	str	s7, [sp, x4, sxtx]
	str	s17, [x11, x28, lsl #2]
	str	s8, [x10]
	str	s6, [x12, #9636]
	str	s19, [x2, #4888]
	str	s25, [x22, #1504]
	stur	w24, [x23]
	stur	w25, [x4]
	stur	w14, [x27, #-160]
	stur	w11, [x30, #-256]
	str	w20, [x15], #75
	str	w23, [x12], #-164
	str	w29, [x9], #-130
	str	w15, [x16], #34
	str	w30, [x6, #-256]!
	str	w18, [x8, #0]!
	str	w28, [x25, #30]!
	str	w22, [x17, #-1]!
	str	w15, [x0, w26, sxtw #2]
	str	w17, [sp, w28, uxtw]
	str	w2, [x12, w22, uxtw]
	str	w12, [x13, w26, sxtw]
	str	w19, [x15, x0, lsl #2]
	str	w7, [x30, xzr, sxtx #2]
	str	w8, [x22, x27, sxtx]
	str	w2, [x9, x24, lsl #2]
	str	w11, [x29]
	str	w24, [x14]
	str	w19, [x1, #3836]
	str	w6, [x6]
	stur	x17, [sp]
	stur	x22, [x9]
	stur	x19, [x24, #217]
	stur	x11, [x25, #-113]
	str	x19, [x18], #-169
	str	x24, [x20], #-242
	str	x1, [x13], #-13
	str	x2, [sp], #0
	str	x10, [x9, #88]!
	str	x8, [x16, #-84]!
	str	x10, [x4, #-1]!
	str	x28, [x10, #122]!
	str	x13, [x10, w23, uxtw #3]
	str	x28, [x22, w15, sxtw]
	str	xzr, [x21, w30, sxtw]
	str	x15, [x25, w0, uxtw]
	str	x2, [x4, x20, lsl #3]
	str	x11, [x19, x10, sxtx #3]
	str	x26, [x4, x11, lsl #3]
	str	x0, [x28, x5, sxtx #3]
	str	x10, [x6, #32016]
	str	x11, [x20, #26840]
	str	x24, [x8]
	str	x27, [x29]
	sttrb	w6, [x5, #190]
	sttrb	w8, [x3, #-1]
	sttrb	w4, [x25, #-27]
	sttrb	w9, [x20]
	sttrh	w8, [x2, #219]
	sttrh	w8, [x22]
	sttrh	w14, [x22, #255]
	sttrh	w20, [x29, #-28]
	sttr	w3, [x26, #-196]
	sttr	w4, [x11]
	sttr	w18, [x28, #107]
	sttr	w13, [x8]
	sttr	x14, [x16]
	sttr	x10, [x22, #-245]
	sttr	x3, [x27]
	sttr	x23, [x24]
	stxp	wzr, w0, w20, [x25]
	stxp	w26, w17, w10, [x11]
	stxp	w16, w22, w17, [x6]
	stxp	w2, w1, w19, [x30]
	stxp	w11, x15, x0, [x21]
	stxp	w13, x10, x6, [x0]
	stxp	w3, x27, x15, [x22]
	stxp	w15, x30, x16, [x0]
	stxr	w19, w26, [x30]
	stxr	w16, w22, [x24]
	stxr	w24, w0, [x5]
	stxr	w7, w11, [x17]
	stxr	w3, x25, [sp]
	stxr	w27, x28, [sp]
	stxr	w13, x28, [x25]
	stxr	w16, x22, [x27]
	stxrb	w26, w14, [x29]
	stxrb	w26, w20, [x8]
	stxrb	w17, w27, [x14]
	stxrb	w29, w25, [x26]
	stxrh	w1, w20, [x4]
	stxrh	w30, w8, [x4]
	stxrh	w16, wzr, [x5]
	stxrh	w30, w5, [x18]
	subhn	v27.2s, v31.2d, v9.2d
	subhn	v8.2s, v20.2d, v12.2d
	subhn	v4.2s, v4.2d, v0.2d
	subhn	v25.2s, v29.2d, v11.2d
	subhn2	v19.4s, v10.2d, v29.2d
	subhn2	v22.4s, v15.2d, v11.2d
	subhn2	v3.4s, v25.2d, v23.2d
	subhn2	v23.4s, v27.2d, v14.2d
	subhn	v3.4h, v10.4s, v29.4s
	subhn	v7.4h, v8.4s, v0.4s
	subhn	v25.4h, v5.4s, v7.4s
	subhn	v1.4h, v28.4s, v24.4s
	subhn2	v20.8h, v8.4s, v14.4s
	subhn2	v26.8h, v14.4s, v7.4s
	subhn2	v31.8h, v6.4s, v16.4s
	subhn2	v10.8h, v19.4s, v24.4s
	subhn	v4.8b, v28.8h, v17.8h
	subhn	v13.8b, v0.8h, v16.8h
	subhn	v4.8b, v31.8h, v0.8h
	subhn	v3.8b, v20.8h, v20.8h
	subhn2	v22.16b, v30.8h, v10.8h
	subhn2	v0.16b, v20.8h, v10.8h
	subhn2	v28.16b, v27.8h, v13.8h
	subhn2	v23.16b, v10.8h, v21.8h
	cmp	w25, #3850
	subs	w5, w1, #3730
	subs	w27, w3, #0, lsl #12
	cmp	w5, #1443
	subs	w2, w17, w29, lsl #25
	subs	w23, w7, w4, lsr #17
	subs	w19, w7, w13, asr #28
	subs	w5, w26, w11, asr #6
	subs	w1, w10, w28, sxtw #1
	cmp	w15, w24, sxth #2
	subs	w11, w18, w13, uxtw #2
	subs	w26, w5, w21, sxth #4
	subs	x22, x30, #2650
	subs	x10, sp, #2959, lsl #12
	subs	x12, x26, #2270, lsl #12
	subs	x16, x8, #1252, lsl #12
	cmp	x26, x22, asr #0
	subs	x2, x8, x12, asr #61
	subs	x26, x13, x2
	subs	x20, x18, x7, lsr #34
	subs	x12, x23, w11, sxtw #4
	subs	x25, x20, w5, sxtw #4
	subs	x30, x11, w13, uxth
	subs	x23, x20, w19, sxtw
	subs	x2, x13, x6, sxtx
	subs	x5, x3, x8, sxtx
	subs	x11, x10, x29, uxtx #3
	cmp	x12, x19, sxtx
	sub	w2, w18, #3892
	sub	w30, w3, #1958, lsl #12
	sub	w20, w8, #150, lsl #12
	sub	w22, w20, #3170
	sub	w21, w6, w12, asr #15
	sub	w3, w16, w1
	neg	w8, w3
	sub	w11, w30, w30, asr #31
	sub	w4, w22, w16, uxtb #3
	sub	w19, w23, w1, sxtx #3
	sub	w7, w21, w23, sxtb
	sub	w1, w19, w2, sxtx #4
	sub	x9, x4, #2638
	sub	x28, x30, #622
	sub	x16, x26, #3306
	sub	x13, x5, #270
	sub	x21, x26, x6, lsl #53
	sub	x20, x18, x14, lsr #49
	sub	x8, x30, x24
	neg	x28, x0
	sub	x30, x0, wzr, uxtw
	sub	x9, x3, w27, sxtw
	sub	sp, x1, w20, uxtw #3
	sub	x16, x10, w2, uxtw
	sub	x21, x15, x1, sxtx #3
	sub	x0, x20, x0, sxtx #4
	sub	x22, x11, x25, sxtx
	sub	x1, x29, x18, sxtx #1
	sub	d0, d8, d6
	sub	d12, d28, d7
	sub	d5, d26, d11
	sub	d9, d3, d15
	sub	v10.16b, v23.16b, v9.16b
	sub	v2.16b, v26.16b, v17.16b
	sub	v6.16b, v27.16b, v13.16b
	sub	v6.16b, v15.16b, v1.16b
	sub	v28.2d, v24.2d, v13.2d
	sub	v15.2d, v10.2d, v19.2d
	sub	v26.2d, v30.2d, v10.2d
	sub	v1.2d, v30.2d, v2.2d
	sub	v26.2s, v30.2s, v24.2s
	sub	v9.2s, v14.2s, v12.2s
	sub	v14.2s, v15.2s, v21.2s
	sub	v10.2s, v21.2s, v0.2s
	sub	v3.4h, v0.4h, v28.4h
	sub	v8.4h, v2.4h, v21.4h
	sub	v9.4h, v11.4h, v8.4h
	sub	v12.4h, v0.4h, v18.4h
	sub	v25.4s, v20.4s, v20.4s
	sub	v19.4s, v22.4s, v11.4s
	sub	v25.4s, v15.4s, v5.4s
	sub	v29.4s, v18.4s, v18.4s
	sub	v29.8b, v6.8b, v3.8b
	sub	v29.8b, v26.8b, v15.8b
	sub	v11.8b, v21.8b, v6.8b
	sub	v30.8b, v28.8b, v10.8b
	sub	v9.8h, v29.8h, v12.8h
	sub	v30.8h, v11.8h, v24.8h
	sub	v5.8h, v5.8h, v9.8h
	sub	v24.8h, v31.8h, v11.8h
	suqadd	b8, b2
	suqadd	b3, b1
	suqadd	b26, b0
	suqadd	b8, b14
	suqadd	d29, d16
	suqadd	d19, d17
	suqadd	d0, d19
	suqadd	d1, d3
	suqadd	h21, h31
	suqadd	h16, h5
	suqadd	h23, h7
	suqadd	h12, h12
	suqadd	s5, s31
	suqadd	s28, s1
	suqadd	s24, s9
	suqadd	s25, s1
	suqadd	v25.16b, v24.16b
	suqadd	v23.16b, v3.16b
	suqadd	v14.16b, v15.16b
	suqadd	v25.16b, v14.16b
	suqadd	v4.2d, v21.2d
	suqadd	v8.2d, v29.2d
	suqadd	v5.2d, v12.2d
	suqadd	v18.2d, v21.2d
	suqadd	v12.2s, v23.2s
	suqadd	v5.2s, v10.2s
	suqadd	v24.2s, v11.2s
	suqadd	v26.2s, v21.2s
	suqadd	v10.4h, v15.4h
	suqadd	v0.4h, v19.4h
	suqadd	v16.4h, v29.4h
	suqadd	v12.4h, v17.4h
	suqadd	v27.4s, v10.4s
	suqadd	v11.4s, v0.4s
	suqadd	v4.4s, v27.4s
	suqadd	v28.4s, v10.4s
	suqadd	v18.8b, v10.8b
	suqadd	v10.8b, v14.8b
	suqadd	v7.8b, v29.8b
	suqadd	v23.8b, v29.8b
	suqadd	v17.8h, v19.8h
	suqadd	v6.8h, v24.8h
	suqadd	v18.8h, v16.8h
	suqadd	v2.8h, v10.8h
	svc	#0xffff
	svc	#0x96be
	svc	#0x5022
	svc	#0x9e92
	sys	#7, c15, c14, #5, x3
	sys	#5, c15, c4, #4, x23
	sys	#0, c4, c6, #3
	sys	#3, c14, c13, #1, x23
	sysl	x4, #4, c9, c13, #1
	sysl	x7, #2, c1, c15, #7
	sysl	x14, #5, c0, c1, #7
	sysl	x11, #1, c6, c4, #5
	tbl	v0.16b, { v9.16b }, v3.16b
	tbl	v31.16b, { v31.16b }, v16.16b
	tbl	v23.16b, { v15.16b }, v22.16b
	tbl	v31.16b, { v18.16b }, v4.16b
	tbl	v8.16b, { v8.16b, v9.16b }, v9.16b
	tbl	v31.16b, { v11.16b, v12.16b }, v17.16b
	tbl	v30.16b, { v10.16b, v11.16b }, v6.16b
	tbl	v11.16b, { v14.16b, v15.16b }, v7.16b
	tbl	v23.16b, { v22.16b, v23.16b, v24.16b }, v30.16b
	tbl	v18.16b, { v21.16b, v22.16b, v23.16b }, v6.16b
	tbl	v8.16b, { v14.16b, v15.16b, v16.16b }, v19.16b
	tbl	v21.16b, { v0.16b, v1.16b, v2.16b }, v13.16b
	tbl	v4.16b, { v31.16b, v0.16b, v1.16b, v2.16b }, v9.16b
	tbl	v7.16b, { v18.16b, v19.16b, v20.16b, v21.16b }, v10.16b
	tbl	v2.16b, { v12.16b, v13.16b, v14.16b, v15.16b }, v21.16b
	tbl	v23.16b, { v7.16b, v8.16b, v9.16b, v10.16b }, v20.16b
	tbl	v2.8b, { v21.16b }, v28.8b
	tbl	v30.8b, { v28.16b }, v6.8b
	tbl	v6.8b, { v20.16b }, v0.8b
	tbl	v23.8b, { v22.16b }, v27.8b
	tbl	v9.8b, { v7.16b, v8.16b }, v2.8b
	tbl	v11.8b, { v25.16b, v26.16b }, v0.8b
	tbl	v25.8b, { v3.16b, v4.16b }, v15.8b
	tbl	v16.8b, { v23.16b, v24.16b }, v22.8b
	tbl	v25.8b, { v23.16b, v24.16b, v25.16b }, v13.8b
	tbl	v22.8b, { v11.16b, v12.16b, v13.16b }, v11.8b
	tbl	v22.8b, { v19.16b, v20.16b, v21.16b }, v25.8b
	tbl	v27.8b, { v22.16b, v23.16b, v24.16b }, v12.8b
	tbl	v24.8b, { v4.16b, v5.16b, v6.16b, v7.16b }, v31.8b
	tbl	v5.8b, { v7.16b, v8.16b, v9.16b, v10.16b }, v0.8b
	tbl	v14.8b, { v26.16b, v27.16b, v28.16b, v29.16b }, v27.8b
	tbl	v27.8b, { v12.16b, v13.16b, v14.16b, v15.16b }, v8.8b
	tbnz	w9, #1, #32764
	tbnz	w4, #1, #0
	tbnz	w11, #18, #32364
	tbnz	w26, #29, #26568
	tbnz	x9, #47, #32764
	tbnz	x30, #43, #18512
	tbnz	x28, #33, #16812
	tbnz	x5, #46, #24724
	tbx	v15.16b, { v12.16b }, v22.16b
	tbx	v28.16b, { v10.16b }, v0.16b
	tbx	v28.16b, { v13.16b }, v7.16b
	tbx	v6.16b, { v14.16b }, v0.16b
	tbx	v27.16b, { v24.16b, v25.16b }, v26.16b
	tbx	v9.16b, { v2.16b, v3.16b }, v3.16b
	tbx	v23.16b, { v20.16b, v21.16b }, v25.16b
	tbx	v5.16b, { v23.16b, v24.16b }, v1.16b
	tbx	v27.16b, { v25.16b, v26.16b, v27.16b }, v0.16b
	tbx	v10.16b, { v2.16b, v3.16b, v4.16b }, v28.16b
	tbx	v29.16b, { v31.16b, v0.16b, v1.16b }, v2.16b
	tbx	v29.16b, { v24.16b, v25.16b, v26.16b }, v0.16b
	tbx	v0.16b, { v9.16b, v10.16b, v11.16b, v12.16b }, v22.16b
	tbx	v30.16b, { v9.16b, v10.16b, v11.16b, v12.16b }, v5.16b
	tbx	v3.16b, { v19.16b, v20.16b, v21.16b, v22.16b }, v12.16b
	tbx	v24.16b, { v15.16b, v16.16b, v17.16b, v18.16b }, v29.16b
	tbx	v1.8b, { v0.16b }, v26.8b
	tbx	v3.8b, { v20.16b }, v22.8b
	tbx	v9.8b, { v5.16b }, v17.8b
	tbx	v15.8b, { v24.16b }, v21.8b
	tbx	v0.8b, { v23.16b, v24.16b }, v7.8b
	tbx	v30.8b, { v7.16b, v8.16b }, v18.8b
	tbx	v18.8b, { v27.16b, v28.16b }, v27.8b
	tbx	v22.8b, { v11.16b, v12.16b }, v11.8b
	tbx	v16.8b, { v0.16b, v1.16b, v2.16b }, v13.8b
	tbx	v28.8b, { v14.16b, v15.16b, v16.16b }, v1.8b
	tbx	v12.8b, { v7.16b, v8.16b, v9.16b }, v26.8b
	tbx	v14.8b, { v22.16b, v23.16b, v24.16b }, v5.8b
	tbx	v6.8b, { v18.16b, v19.16b, v20.16b, v21.16b }, v15.8b
	tbx	v24.8b, { v27.16b, v28.16b, v29.16b, v30.16b }, v31.8b
	tbx	v7.8b, { v20.16b, v21.16b, v22.16b, v23.16b }, v7.8b
	tbx	v9.8b, { v29.16b, v30.16b, v31.16b, v0.16b }, v31.8b
	tbz	w23, #26, #-27560
	tbz	w11, #0, #11584
	tbz	w28, #13, #20200
	tbz	w19, #29, #9368
	tbz	x21, #59, #1976
	tbz	x23, #56, #-7860
	tbz	x2, #36, #2320
	tbz	x8, #63, #16788
	trn1	v19.16b, v8.16b, v3.16b
	trn1	v30.16b, v28.16b, v1.16b
	trn1	v22.16b, v11.16b, v17.16b
	trn1	v3.16b, v3.16b, v26.16b
	trn1	v22.2d, v29.2d, v8.2d
	trn1	v30.2d, v25.2d, v19.2d
	trn1	v0.2d, v16.2d, v0.2d
	trn1	v16.2d, v30.2d, v26.2d
	trn1	v27.2s, v5.2s, v31.2s
	trn1	v17.2s, v21.2s, v4.2s
	trn1	v21.2s, v0.2s, v11.2s
	trn1	v9.2s, v31.2s, v25.2s
	trn1	v2.4h, v8.4h, v17.4h
	trn1	v12.4h, v6.4h, v10.4h
	trn1	v18.4h, v22.4h, v8.4h
	trn1	v22.4h, v1.4h, v3.4h
	trn1	v3.4s, v30.4s, v25.4s
	trn1	v20.4s, v12.4s, v1.4s
	trn1	v11.4s, v10.4s, v25.4s
	trn1	v5.4s, v3.4s, v14.4s
	trn1	v18.8b, v7.8b, v11.8b
	trn1	v23.8b, v23.8b, v16.8b
	trn1	v21.8b, v14.8b, v22.8b
	trn1	v25.8b, v2.8b, v28.8b
	trn1	v2.8h, v11.8h, v3.8h
	trn1	v27.8h, v24.8h, v1.8h
	trn1	v31.8h, v15.8h, v8.8h
	trn1	v16.8h, v26.8h, v15.8h
	trn2	v8.16b, v16.16b, v5.16b
	trn2	v19.16b, v18.16b, v12.16b
	trn2	v21.16b, v16.16b, v5.16b
	trn2	v29.16b, v17.16b, v5.16b
	trn2	v30.2d, v16.2d, v4.2d
	trn2	v0.2d, v29.2d, v5.2d
	trn2	v11.2d, v1.2d, v7.2d
	trn2	v26.2d, v23.2d, v8.2d
	trn2	v24.2s, v11.2s, v4.2s
	trn2	v21.2s, v30.2s, v27.2s
	trn2	v27.2s, v7.2s, v12.2s
	trn2	v25.2s, v21.2s, v8.2s
	trn2	v1.4h, v6.4h, v2.4h
	trn2	v17.4h, v23.4h, v22.4h
	trn2	v11.4h, v30.4h, v25.4h
	trn2	v11.4h, v8.4h, v5.4h
	trn2	v2.4s, v6.4s, v28.4s
	trn2	v11.4s, v14.4s, v31.4s
	trn2	v3.4s, v2.4s, v19.4s
	trn2	v10.4s, v24.4s, v0.4s
	trn2	v24.8b, v7.8b, v8.8b
	trn2	v6.8b, v8.8b, v25.8b
	trn2	v12.8b, v25.8b, v16.8b
	trn2	v27.8b, v23.8b, v7.8b
	trn2	v6.8h, v0.8h, v4.8h
	trn2	v20.8h, v21.8h, v25.8h
	trn2	v31.8h, v21.8h, v11.8h
	trn2	v8.8h, v10.8h, v29.8h
	uabal	v24.2d, v26.2s, v27.2s
	uabal	v5.2d, v29.2s, v26.2s
	uabal	v1.2d, v2.2s, v28.2s
	uabal	v14.2d, v4.2s, v30.2s
	uabal2	v18.2d, v21.4s, v4.4s
	uabal2	v29.2d, v14.4s, v20.4s
	uabal2	v27.2d, v11.4s, v22.4s
	uabal2	v23.2d, v25.4s, v17.4s
	uabal	v21.4s, v31.4h, v10.4h
	uabal	v10.4s, v12.4h, v7.4h
	uabal	v16.4s, v20.4h, v10.4h
	uabal	v27.4s, v10.4h, v30.4h
	uabal2	v4.4s, v19.8h, v18.8h
	uabal2	v5.4s, v2.8h, v15.8h
	uabal2	v23.4s, v8.8h, v23.8h
	uabal2	v15.4s, v30.8h, v2.8h
	uabal	v14.8h, v29.8b, v31.8b
	uabal	v9.8h, v8.8b, v17.8b
	uabal	v9.8h, v31.8b, v15.8b
	uabal	v22.8h, v14.8b, v12.8b
	uabal2	v3.8h, v13.16b, v19.16b
	uabal2	v30.8h, v27.16b, v19.16b
	uabal2	v29.8h, v25.16b, v6.16b
	uabal2	v18.8h, v28.16b, v7.16b
	uaba	v23.16b, v11.16b, v24.16b
	uaba	v14.16b, v10.16b, v19.16b
	uaba	v23.16b, v21.16b, v30.16b
	uaba	v19.16b, v14.16b, v19.16b
	uaba	v21.2s, v30.2s, v19.2s
	uaba	v17.2s, v7.2s, v21.2s
	uaba	v18.2s, v22.2s, v11.2s
	uaba	v29.2s, v5.2s, v13.2s
	uaba	v19.4h, v27.4h, v29.4h
	uaba	v20.4h, v27.4h, v25.4h
	uaba	v15.4h, v18.4h, v3.4h
	uaba	v16.4h, v13.4h, v23.4h
	uaba	v18.4s, v31.4s, v26.4s
	uaba	v14.4s, v26.4s, v28.4s
	uaba	v20.4s, v13.4s, v28.4s
	uaba	v2.4s, v11.4s, v6.4s
	uaba	v21.8b, v5.8b, v28.8b
	uaba	v15.8b, v23.8b, v27.8b
	uaba	v12.8b, v22.8b, v1.8b
	uaba	v6.8b, v29.8b, v23.8b
	uaba	v11.8h, v22.8h, v5.8h
	uaba	v17.8h, v22.8h, v16.8h
	uaba	v4.8h, v7.8h, v28.8h
	uaba	v1.8h, v31.8h, v25.8h
	uabdl	v12.2d, v21.2s, v4.2s
	uabdl	v12.2d, v30.2s, v13.2s
	uabdl	v1.2d, v12.2s, v10.2s
	uabdl	v11.2d, v11.2s, v11.2s
	uabdl2	v28.2d, v7.4s, v14.4s
	uabdl2	v5.2d, v8.4s, v22.4s
	uabdl2	v31.2d, v14.4s, v13.4s
	uabdl2	v3.2d, v20.4s, v8.4s
	uabdl	v20.4s, v21.4h, v25.4h
	uabdl	v14.4s, v30.4h, v26.4h
	uabdl	v22.4s, v17.4h, v24.4h
	uabdl	v23.4s, v16.4h, v0.4h
	uabdl2	v27.4s, v25.8h, v29.8h
	uabdl2	v22.4s, v26.8h, v21.8h
	uabdl2	v31.4s, v21.8h, v13.8h
	uabdl2	v17.4s, v20.8h, v5.8h
	uabdl	v12.8h, v9.8b, v8.8b
	uabdl	v10.8h, v7.8b, v20.8b
	uabdl	v12.8h, v22.8b, v19.8b
	uabdl	v4.8h, v23.8b, v0.8b
	uabdl2	v24.8h, v10.16b, v5.16b
	uabdl2	v26.8h, v14.16b, v25.16b
	uabdl2	v23.8h, v29.16b, v21.16b
	uabdl2	v19.8h, v26.16b, v8.16b
	uabd	v28.16b, v11.16b, v18.16b
	uabd	v28.16b, v19.16b, v31.16b
	uabd	v2.16b, v30.16b, v9.16b
	uabd	v12.16b, v22.16b, v30.16b
	uabd	v15.2s, v12.2s, v19.2s
	uabd	v21.2s, v11.2s, v15.2s
	uabd	v10.2s, v26.2s, v5.2s
	uabd	v25.2s, v18.2s, v2.2s
	uabd	v5.4h, v9.4h, v18.4h
	uabd	v17.4h, v29.4h, v8.4h
	uabd	v21.4h, v12.4h, v12.4h
	uabd	v4.4h, v26.4h, v25.4h
	uabd	v5.4s, v14.4s, v28.4s
	uabd	v15.4s, v21.4s, v24.4s
	uabd	v9.4s, v3.4s, v4.4s
	uabd	v29.4s, v5.4s, v2.4s
	uabd	v29.8b, v26.8b, v13.8b
	uabd	v20.8b, v4.8b, v23.8b
	uabd	v5.8b, v23.8b, v1.8b
	uabd	v12.8b, v13.8b, v27.8b
	uabd	v13.8h, v10.8h, v10.8h
	uabd	v25.8h, v15.8h, v17.8h
	uabd	v6.8h, v2.8h, v13.8h
	uabd	v13.8h, v12.8h, v3.8h
	uadalp	v20.1d, v29.2s
	uadalp	v6.1d, v26.2s
	uadalp	v17.1d, v22.2s
	uadalp	v25.1d, v16.2s
	uadalp	v27.2d, v22.4s
	uadalp	v20.2d, v9.4s
	uadalp	v9.2d, v7.4s
	uadalp	v4.2d, v12.4s
	uadalp	v1.2s, v3.4h
	uadalp	v29.2s, v11.4h
	uadalp	v16.2s, v3.4h
	uadalp	v26.2s, v15.4h
	uadalp	v27.4h, v15.8b
	uadalp	v21.4h, v6.8b
	uadalp	v16.4h, v0.8b
	uadalp	v6.4h, v23.8b
	uadalp	v1.4s, v26.8h
	uadalp	v14.4s, v13.8h
	uadalp	v6.4s, v4.8h
	uadalp	v28.4s, v3.8h
	uadalp	v28.8h, v2.16b
	uadalp	v0.8h, v3.16b
	uadalp	v22.8h, v19.16b
	uadalp	v24.8h, v21.16b
	uaddlp	v10.1d, v31.2s
	uaddlp	v14.1d, v14.2s
	uaddlp	v17.1d, v15.2s
	uaddlp	v20.1d, v25.2s
	uaddlp	v12.2d, v5.4s
	uaddlp	v21.2d, v19.4s
	uaddlp	v0.2d, v6.4s
	uaddlp	v0.2d, v2.4s
	uaddlp	v12.2s, v29.4h
	uaddlp	v28.2s, v29.4h
	uaddlp	v25.2s, v4.4h
	uaddlp	v5.2s, v25.4h
	uaddlp	v19.4h, v10.8b
	uaddlp	v17.4h, v24.8b
	uaddlp	v21.4h, v7.8b
	uaddlp	v15.4h, v16.8b
	uaddlp	v27.4s, v10.8h
	uaddlp	v10.4s, v20.8h
	uaddlp	v12.4s, v24.8h
	uaddlp	v20.4s, v22.8h
	uaddlp	v11.8h, v21.16b
	uaddlp	v5.8h, v9.16b
	uaddlp	v25.8h, v31.16b
	uaddlp	v1.8h, v15.16b
	uaddlv	h9, v1.16b
	uaddlv	h30, v6.16b
	uaddlv	h1, v21.16b
	uaddlv	h19, v5.16b
	uaddlv	s21, v31.4h
	uaddlv	s26, v18.4h
	uaddlv	s27, v27.4h
	uaddlv	s24, v15.4h
	uaddlv	d5, v13.4s
	uaddlv	d15, v9.4s
	uaddlv	d23, v16.4s
	uaddlv	d1, v5.4s
	uaddlv	h21, v1.8b
	uaddlv	h0, v8.8b
	uaddlv	h4, v6.8b
	uaddlv	h5, v18.8b
	uaddlv	s7, v2.8h
	uaddlv	s19, v25.8h
	uaddlv	s10, v0.8h
	uaddlv	s28, v10.8h
	uaddl	v15.2d, v12.2s, v28.2s
	uaddl	v0.2d, v3.2s, v0.2s
	uaddl	v22.2d, v21.2s, v12.2s
	uaddl	v16.2d, v16.2s, v27.2s
	uaddl2	v4.2d, v8.4s, v7.4s
	uaddl2	v8.2d, v25.4s, v24.4s
	uaddl2	v19.2d, v2.4s, v31.4s
	uaddl2	v27.2d, v4.4s, v0.4s
	uaddl	v10.4s, v31.4h, v29.4h
	uaddl	v8.4s, v11.4h, v27.4h
	uaddl	v17.4s, v29.4h, v21.4h
	uaddl	v22.4s, v15.4h, v26.4h
	uaddl2	v5.4s, v29.8h, v17.8h
	uaddl2	v13.4s, v12.8h, v1.8h
	uaddl2	v9.4s, v14.8h, v29.8h
	uaddl2	v15.4s, v4.8h, v5.8h
	uaddl	v5.8h, v2.8b, v4.8b
	uaddl	v5.8h, v24.8b, v3.8b
	uaddl	v6.8h, v21.8b, v31.8b
	uaddl	v13.8h, v27.8b, v21.8b
	uaddl2	v20.8h, v2.16b, v2.16b
	uaddl2	v27.8h, v28.16b, v6.16b
	uaddl2	v8.8h, v19.16b, v20.16b
	uaddl2	v10.8h, v5.16b, v14.16b
	uaddw	v7.2d, v19.2d, v4.2s
	uaddw	v2.2d, v31.2d, v14.2s
	uaddw	v27.2d, v11.2d, v15.2s
	uaddw	v17.2d, v11.2d, v16.2s
	uaddw2	v16.2d, v26.2d, v22.4s
	uaddw2	v0.2d, v11.2d, v29.4s
	uaddw2	v0.2d, v5.2d, v3.4s
	uaddw2	v30.2d, v3.2d, v20.4s
	uaddw	v5.4s, v28.4s, v9.4h
	uaddw	v12.4s, v21.4s, v21.4h
	uaddw	v23.4s, v31.4s, v21.4h
	uaddw	v29.4s, v0.4s, v10.4h
	uaddw2	v4.4s, v11.4s, v4.8h
	uaddw2	v1.4s, v6.4s, v16.8h
	uaddw2	v27.4s, v29.4s, v25.8h
	uaddw2	v4.4s, v20.4s, v12.8h
	uaddw	v26.8h, v15.8h, v20.8b
	uaddw	v10.8h, v29.8h, v28.8b
	uaddw	v8.8h, v0.8h, v31.8b
	uaddw	v29.8h, v25.8h, v11.8b
	uaddw2	v0.8h, v31.8h, v22.16b
	uaddw2	v13.8h, v16.8h, v16.16b
	uaddw2	v13.8h, v31.8h, v10.16b
	uaddw2	v21.8h, v12.8h, v26.16b
	ubfiz	w22, w22, #21, #1
	ubfx	w22, w8, #1, #12
	ubfiz	w21, w5, #9, #1
	ubfiz	w6, w20, #26, #1
	ubfiz	x24, x25, #6, #5
	lsr	x12, x6, #49
	ubfiz	x17, x7, #18, #29
	lsr	x29, x0, #59
	ucvtf	d24, w11
	ucvtf	d4, wzr
	ucvtf	d31, w2
	ucvtf	d15, w20
	ucvtf	d15, w14, #1
	ucvtf	d30, w6, #3
	ucvtf	d13, w15, #25
	ucvtf	d17, w22, #22
	ucvtf	s11, w1
	ucvtf	s23, w21
	ucvtf	s5, w29
	ucvtf	s4, w3
	ucvtf	s28, w6, #22
	ucvtf	s11, w23, #15
	ucvtf	s19, w3, #8
	ucvtf	s7, wzr, #22
	ucvtf	d9, x3
	ucvtf	d7, x12
	ucvtf	d0, x14
	ucvtf	d15, x29
	ucvtf	d30, x24, #35
	ucvtf	d27, x28, #23
	ucvtf	d8, x10, #1
	ucvtf	d10, x18, #38
	ucvtf	s11, x19
	ucvtf	s27, x9
	ucvtf	s17, x29
	ucvtf	s25, x7
	ucvtf	s10, x30, #1
	ucvtf	s28, x30, #2
	ucvtf	s6, x8, #58
	ucvtf	s12, x23, #29
	ucvtf	d2, d29, #1
	ucvtf	d30, d6, #57
	ucvtf	d3, d4, #1
	ucvtf	d23, d22, #16
	ucvtf	s20, s14, #6
	ucvtf	s13, s29, #8
	ucvtf	s13, s19, #30
	ucvtf	s16, s29, #6
	ucvtf	v3.2d, v30.2d, #50
	ucvtf	v7.2d, v0.2d, #42
	ucvtf	v31.2d, v25.2d, #1
	ucvtf	v9.2d, v15.2d, #1
	ucvtf	v29.2s, v9.2s, #22
	ucvtf	v3.2s, v13.2s, #19
	ucvtf	v9.2s, v30.2s, #31
	ucvtf	v21.2s, v17.2s, #28
	ucvtf	v5.4s, v13.4s, #11
	ucvtf	v9.4s, v0.4s, #13
	ucvtf	v21.4s, v20.4s, #5
	ucvtf	v1.4s, v2.4s, #14
	ucvtf	d29, d29
	ucvtf	d7, d12
	ucvtf	d27, d12
	ucvtf	d15, d31
	ucvtf	s1, s29
	ucvtf	s13, s9
	ucvtf	s27, s3
	ucvtf	s16, s30
	ucvtf	v16.2d, v17.2d
	ucvtf	v23.2d, v16.2d
	ucvtf	v7.2d, v6.2d
	ucvtf	v2.2d, v31.2d
	ucvtf	v8.2s, v18.2s
	ucvtf	v9.2s, v26.2s
	ucvtf	v10.2s, v5.2s
	ucvtf	v0.2s, v30.2s
	ucvtf	v24.4s, v21.4s
	ucvtf	v0.4s, v15.4s
	ucvtf	v17.4s, v30.4s
	ucvtf	v6.4s, v25.4s
	udf	#29654
	udf	#30044
	udf	#4640
	udf	#53698
	udiv	w4, w14, w18
	udiv	w25, w26, w29
	udiv	w13, w30, w25
	udiv	w19, w16, w3
	udiv	x11, x12, x30
	udiv	x0, x23, x17
	udiv	x15, x9, x24
	udiv	x10, x30, x21
	uhadd	v5.16b, v28.16b, v17.16b
	uhadd	v17.16b, v10.16b, v4.16b
	uhadd	v2.16b, v16.16b, v23.16b
	uhadd	v17.16b, v7.16b, v15.16b
	uhadd	v19.2s, v15.2s, v17.2s
	uhadd	v10.2s, v10.2s, v5.2s
	uhadd	v8.2s, v28.2s, v14.2s
	uhadd	v0.2s, v15.2s, v13.2s
	uhadd	v8.4h, v13.4h, v15.4h
	uhadd	v9.4h, v8.4h, v7.4h
	uhadd	v21.4h, v7.4h, v15.4h
	uhadd	v11.4h, v23.4h, v15.4h
	uhadd	v26.4s, v15.4s, v22.4s
	uhadd	v21.4s, v30.4s, v5.4s
	uhadd	v29.4s, v28.4s, v29.4s
	uhadd	v15.4s, v24.4s, v28.4s
	uhadd	v2.8b, v27.8b, v10.8b
	uhadd	v21.8b, v7.8b, v29.8b
	uhadd	v16.8b, v31.8b, v20.8b
	uhadd	v17.8b, v20.8b, v5.8b
	uhadd	v1.8h, v12.8h, v31.8h
	uhadd	v22.8h, v2.8h, v24.8h
	uhadd	v23.8h, v7.8h, v16.8h
	uhadd	v22.8h, v16.8h, v11.8h
	uhsub	v29.16b, v1.16b, v31.16b
	uhsub	v26.16b, v29.16b, v28.16b
	uhsub	v17.16b, v16.16b, v25.16b
	uhsub	v27.16b, v9.16b, v20.16b
	uhsub	v10.2s, v19.2s, v17.2s
	uhsub	v11.2s, v9.2s, v16.2s
	uhsub	v0.2s, v31.2s, v27.2s
	uhsub	v16.2s, v15.2s, v20.2s
	uhsub	v12.4h, v6.4h, v0.4h
	uhsub	v15.4h, v7.4h, v16.4h
	uhsub	v14.4h, v9.4h, v23.4h
	uhsub	v23.4h, v28.4h, v19.4h
	uhsub	v31.4s, v1.4s, v28.4s
	uhsub	v25.4s, v24.4s, v27.4s
	uhsub	v30.4s, v25.4s, v13.4s
	uhsub	v9.4s, v31.4s, v14.4s
	uhsub	v21.8b, v22.8b, v0.8b
	uhsub	v20.8b, v20.8b, v15.8b
	uhsub	v20.8b, v15.8b, v25.8b
	uhsub	v31.8b, v10.8b, v3.8b
	uhsub	v16.8h, v20.8h, v14.8h
	uhsub	v12.8h, v11.8h, v11.8h
	uhsub	v13.8h, v31.8h, v1.8h
	uhsub	v18.8h, v11.8h, v3.8h
	umaddl	x14, w13, w1, x22
	umaddl	x5, wzr, w22, x11
	umaddl	x29, w28, w6, x3
	umaddl	x5, w15, w22, x25
	umaxp	v29.16b, v22.16b, v0.16b
	umaxp	v5.16b, v23.16b, v7.16b
	umaxp	v19.16b, v25.16b, v12.16b
	umaxp	v15.16b, v16.16b, v2.16b
	umaxp	v16.2s, v0.2s, v4.2s
	umaxp	v20.2s, v30.2s, v9.2s
	umaxp	v4.2s, v8.2s, v18.2s
	umaxp	v29.2s, v31.2s, v23.2s
	umaxp	v22.4h, v25.4h, v12.4h
	umaxp	v7.4h, v26.4h, v24.4h
	umaxp	v1.4h, v17.4h, v14.4h
	umaxp	v22.4h, v26.4h, v21.4h
	umaxp	v14.4s, v19.4s, v17.4s
	umaxp	v5.4s, v28.4s, v21.4s
	umaxp	v8.4s, v8.4s, v4.4s
	umaxp	v16.4s, v18.4s, v4.4s
	umaxp	v8.8b, v4.8b, v4.8b
	umaxp	v1.8b, v21.8b, v19.8b
	umaxp	v10.8b, v29.8b, v3.8b
	umaxp	v2.8b, v28.8b, v20.8b
	umaxp	v10.8h, v4.8h, v24.8h
	umaxp	v14.8h, v18.8h, v30.8h
	umaxp	v19.8h, v25.8h, v11.8h
	umaxp	v15.8h, v31.8h, v3.8h
	umaxv	b10, v7.16b
	umaxv	b2, v4.16b
	umaxv	b13, v19.16b
	umaxv	b29, v18.16b
	umaxv	h10, v19.4h
	umaxv	h7, v31.4h
	umaxv	h27, v14.4h
	umaxv	h27, v22.4h
	umaxv	s28, v3.4s
	umaxv	s24, v20.4s
	umaxv	s6, v7.4s
	umaxv	s5, v7.4s
	umaxv	b26, v1.8b
	umaxv	b17, v23.8b
	umaxv	b2, v2.8b
	umaxv	b30, v10.8b
	umaxv	h28, v31.8h
	umaxv	h7, v26.8h
	umaxv	h30, v21.8h
	umaxv	h4, v7.8h
	umax	v28.16b, v19.16b, v17.16b
	umax	v5.16b, v24.16b, v10.16b
	umax	v22.16b, v21.16b, v11.16b
	umax	v25.16b, v29.16b, v23.16b
	umax	v6.2s, v21.2s, v1.2s
	umax	v0.2s, v6.2s, v1.2s
	umax	v2.2s, v17.2s, v0.2s
	umax	v6.2s, v4.2s, v19.2s
	umax	v31.4h, v16.4h, v20.4h
	umax	v6.4h, v25.4h, v13.4h
	umax	v19.4h, v21.4h, v17.4h
	umax	v4.4h, v1.4h, v19.4h
	umax	v26.4s, v12.4s, v28.4s
	umax	v14.4s, v7.4s, v9.4s
	umax	v30.4s, v9.4s, v1.4s
	umax	v17.4s, v30.4s, v21.4s
	umax	v27.8b, v28.8b, v24.8b
	umax	v11.8b, v3.8b, v7.8b
	umax	v22.8b, v28.8b, v5.8b
	umax	v26.8b, v20.8b, v28.8b
	umax	v31.8h, v18.8h, v8.8h
	umax	v9.8h, v0.8h, v29.8h
	umax	v13.8h, v8.8h, v13.8h
	umax	v22.8h, v1.8h, v22.8h
	uminp	v24.16b, v15.16b, v20.16b
	uminp	v12.16b, v20.16b, v27.16b
	uminp	v8.16b, v3.16b, v10.16b
	uminp	v17.16b, v27.16b, v7.16b
	uminp	v18.2s, v21.2s, v12.2s
	uminp	v31.2s, v19.2s, v21.2s
	uminp	v3.2s, v21.2s, v12.2s
	uminp	v2.2s, v6.2s, v13.2s
	uminp	v20.4h, v10.4h, v13.4h
	uminp	v30.4h, v12.4h, v27.4h
	uminp	v3.4h, v1.4h, v9.4h
	uminp	v21.4h, v26.4h, v7.4h
	uminp	v29.4s, v2.4s, v31.4s
	uminp	v15.4s, v30.4s, v16.4s
	uminp	v28.4s, v22.4s, v8.4s
	uminp	v18.4s, v30.4s, v12.4s
	uminp	v20.8b, v15.8b, v17.8b
	uminp	v26.8b, v14.8b, v8.8b
	uminp	v14.8b, v16.8b, v26.8b
	uminp	v14.8b, v7.8b, v22.8b
	uminp	v21.8h, v9.8h, v18.8h
	uminp	v15.8h, v9.8h, v13.8h
	uminp	v14.8h, v0.8h, v20.8h
	uminp	v0.8h, v18.8h, v12.8h
	uminv	b15, v4.16b
	uminv	b4, v7.16b
	uminv	b20, v21.16b
	uminv	b29, v3.16b
	uminv	h7, v10.4h
	uminv	h1, v7.4h
	uminv	h8, v23.4h
	uminv	h27, v9.4h
	uminv	s29, v13.4s
	uminv	s17, v11.4s
	uminv	s29, v30.4s
	uminv	s12, v10.4s
	uminv	b14, v8.8b
	uminv	b24, v1.8b
	uminv	b7, v19.8b
	uminv	b20, v31.8b
	uminv	h3, v7.8h
	uminv	h10, v9.8h
	uminv	h1, v14.8h
	uminv	h9, v29.8h
	umin	v23.16b, v9.16b, v6.16b
	umin	v28.16b, v24.16b, v24.16b
	umin	v11.16b, v24.16b, v31.16b
	umin	v18.16b, v20.16b, v5.16b
	umin	v22.2s, v14.2s, v8.2s
	umin	v5.2s, v17.2s, v15.2s
	umin	v25.2s, v12.2s, v2.2s
	umin	v11.2s, v22.2s, v29.2s
	umin	v23.4h, v26.4h, v22.4h
	umin	v21.4h, v8.4h, v24.4h
	umin	v23.4h, v12.4h, v13.4h
	umin	v1.4h, v3.4h, v2.4h
	umin	v20.4s, v24.4s, v14.4s
	umin	v15.4s, v16.4s, v15.4s
	umin	v27.4s, v19.4s, v30.4s
	umin	v17.4s, v26.4s, v9.4s
	umin	v19.8b, v26.8b, v2.8b
	umin	v5.8b, v29.8b, v0.8b
	umin	v25.8b, v10.8b, v11.8b
	umin	v3.8b, v8.8b, v0.8b
	umin	v0.8h, v9.8h, v26.8h
	umin	v9.8h, v25.8h, v9.8h
	umin	v24.8h, v31.8h, v7.8h
	umin	v25.8h, v4.8h, v2.8h
	umlal	v16.2d, v16.2s, v2.s[0]
	umlal	v25.2d, v14.2s, v25.s[3]
	umlal	v31.2d, v4.2s, v16.s[3]
	umlal	v30.2d, v6.2s, v22.s[0]
	umlal2	v19.2d, v27.4s, v23.s[2]
	umlal2	v22.2d, v1.4s, v7.s[1]
	umlal2	v27.2d, v26.4s, v30.s[1]
	umlal2	v7.2d, v30.4s, v13.s[1]
	umlal	v8.4s, v9.4h, v6.h[1]
	umlal	v25.4s, v19.4h, v0.h[1]
	umlal	v8.4s, v26.4h, v7.h[4]
	umlal	v28.4s, v0.4h, v5.h[0]
	umlal2	v8.4s, v25.8h, v13.h[1]
	umlal2	v2.4s, v28.8h, v5.h[4]
	umlal2	v22.4s, v3.8h, v11.h[2]
	umlal2	v19.4s, v22.8h, v14.h[5]
	umlal	v9.2d, v4.2s, v17.2s
	umlal	v23.2d, v18.2s, v21.2s
	umlal	v31.2d, v30.2s, v10.2s
	umlal	v3.2d, v23.2s, v31.2s
	umlal2	v7.2d, v8.4s, v2.4s
	umlal2	v7.2d, v22.4s, v28.4s
	umlal2	v10.2d, v27.4s, v6.4s
	umlal2	v31.2d, v25.4s, v20.4s
	umlal	v31.4s, v2.4h, v15.4h
	umlal	v6.4s, v6.4h, v28.4h
	umlal	v14.4s, v6.4h, v20.4h
	umlal	v1.4s, v8.4h, v21.4h
	umlal2	v31.4s, v24.8h, v0.8h
	umlal2	v3.4s, v2.8h, v11.8h
	umlal2	v20.4s, v20.8h, v22.8h
	umlal2	v10.4s, v24.8h, v1.8h
	umlal	v21.8h, v24.8b, v16.8b
	umlal	v19.8h, v3.8b, v4.8b
	umlal	v1.8h, v16.8b, v10.8b
	umlal	v23.8h, v28.8b, v28.8b
	umlal2	v30.8h, v15.16b, v9.16b
	umlal2	v13.8h, v23.16b, v10.16b
	umlal2	v28.8h, v23.16b, v14.16b
	umlal2	v10.8h, v19.16b, v25.16b
	umlsl	v11.2d, v9.2s, v4.s[3]
	umlsl	v25.2d, v16.2s, v26.s[3]
	umlsl	v24.2d, v9.2s, v8.s[2]
	umlsl	v6.2d, v14.2s, v1.s[1]
	umlsl2	v2.2d, v29.4s, v17.s[3]
	umlsl2	v14.2d, v15.4s, v8.s[1]
	umlsl2	v3.2d, v15.4s, v30.s[1]
	umlsl2	v18.2d, v30.4s, v25.s[3]
	umlsl	v9.4s, v27.4h, v4.h[3]
	umlsl	v20.4s, v31.4h, v4.h[0]
	umlsl	v10.4s, v9.4h, v5.h[0]
	umlsl	v13.4s, v4.4h, v7.h[7]
	umlsl2	v27.4s, v6.8h, v2.h[2]
	umlsl2	v9.4s, v4.8h, v14.h[4]
	umlsl2	v26.4s, v16.8h, v15.h[0]
	umlsl2	v18.4s, v23.8h, v15.h[6]
	umlsl	v14.2d, v1.2s, v30.2s
	umlsl	v31.2d, v14.2s, v10.2s
	umlsl	v16.2d, v19.2s, v21.2s
	umlsl	v7.2d, v25.2s, v18.2s
	umlsl2	v3.2d, v26.4s, v4.4s
	umlsl2	v28.2d, v30.4s, v22.4s
	umlsl2	v3.2d, v20.4s, v7.4s
	umlsl2	v19.2d, v27.4s, v16.4s
	umlsl	v27.4s, v14.4h, v13.4h
	umlsl	v3.4s, v20.4h, v0.4h
	umlsl	v12.4s, v30.4h, v11.4h
	umlsl	v16.4s, v11.4h, v25.4h
	umlsl2	v17.4s, v12.8h, v24.8h
	umlsl2	v21.4s, v16.8h, v7.8h
	umlsl2	v27.4s, v5.8h, v23.8h
	umlsl2	v28.4s, v10.8h, v18.8h
	umlsl	v23.8h, v24.8b, v5.8b
	umlsl	v22.8h, v16.8b, v25.8b
	umlsl	v16.8h, v5.8b, v31.8b
	umlsl	v4.8h, v15.8b, v6.8b
	umlsl2	v20.8h, v8.16b, v9.16b
	umlsl2	v2.8h, v11.16b, v11.16b
	umlsl2	v19.8h, v1.16b, v25.16b
	umlsl2	v14.8h, v6.16b, v22.16b
	umov	w8, v17.b[13]
	umov	w10, v28.b[11]
	umov	w0, v26.b[3]
	umov	w18, v26.b[5]
	mov	x4, v8.d[0]
	mov	x29, v21.d[0]
	mov	x10, v27.d[0]
	mov	x5, v8.d[0]
	umov	w2, v8.h[0]
	umov	w28, v13.h[7]
	umov	w19, v7.h[0]
	umov	w20, v18.h[4]
	mov	w16, v30.s[3]
	mov	w17, v26.s[0]
	mov	w18, v26.s[1]
	mov	w26, v26.s[3]
	umsubl	x21, w26, w18, x23
	umsubl	x9, w23, w18, x15
	umnegl	x13, w28, w5
	umsubl	x28, w25, w15, x15
	umulh	x7, x12, x17
	umulh	x0, x1, x12
	umulh	x8, x13, x16
	umulh	x17, x27, x8
	umull	v20.2d, v21.2s, v8.s[3]
	umull	v0.2d, v10.2s, v28.s[0]
	umull	v29.2d, v30.2s, v20.s[2]
	umull	v14.2d, v7.2s, v5.s[0]
	umull2	v19.2d, v24.4s, v23.s[3]
	umull2	v4.2d, v21.4s, v20.s[2]
	umull2	v24.2d, v22.4s, v30.s[1]
	umull2	v16.2d, v3.4s, v26.s[3]
	umull	v7.4s, v7.4h, v15.h[1]
	umull	v20.4s, v16.4h, v6.h[3]
	umull	v9.4s, v18.4h, v9.h[1]
	umull	v30.4s, v13.4h, v3.h[2]
	umull2	v27.4s, v16.8h, v11.h[5]
	umull2	v16.4s, v21.8h, v10.h[3]
	umull2	v0.4s, v29.8h, v8.h[2]
	umull2	v8.4s, v1.8h, v5.h[2]
	umull	v28.2d, v1.2s, v19.2s
	umull	v20.2d, v28.2s, v17.2s
	umull	v16.2d, v5.2s, v9.2s
	umull	v0.2d, v24.2s, v25.2s
	umull2	v18.2d, v31.4s, v22.4s
	umull2	v14.2d, v20.4s, v1.4s
	umull2	v10.2d, v26.4s, v24.4s
	umull2	v8.2d, v10.4s, v20.4s
	umull	v10.4s, v4.4h, v2.4h
	umull	v13.4s, v1.4h, v17.4h
	umull	v20.4s, v2.4h, v30.4h
	umull	v7.4s, v3.4h, v17.4h
	umull2	v0.4s, v1.8h, v11.8h
	umull2	v18.4s, v4.8h, v29.8h
	umull2	v24.4s, v23.8h, v21.8h
	umull2	v14.4s, v20.8h, v16.8h
	umull	v1.8h, v9.8b, v14.8b
	umull	v14.8h, v15.8b, v25.8b
	umull	v17.8h, v20.8b, v2.8b
	umull	v23.8h, v12.8b, v10.8b
	umull2	v9.8h, v4.16b, v24.16b
	umull2	v29.8h, v29.16b, v24.16b
	umull2	v9.8h, v9.16b, v0.16b
	umull2	v30.8h, v30.16b, v3.16b
	uqadd	b1, b17, b2
	uqadd	b19, b2, b27
	uqadd	b23, b7, b9
	uqadd	b15, b19, b31
	uqadd	d6, d4, d17
	uqadd	d6, d25, d6
	uqadd	d5, d11, d28
	uqadd	d27, d31, d5
	uqadd	h31, h25, h1
	uqadd	h30, h15, h11
	uqadd	h16, h13, h15
	uqadd	h11, h18, h1
	uqadd	s16, s5, s5
	uqadd	s16, s23, s29
	uqadd	s21, s20, s1
	uqadd	s18, s27, s22
	uqadd	v22.16b, v9.16b, v31.16b
	uqadd	v23.16b, v28.16b, v28.16b
	uqadd	v11.16b, v27.16b, v1.16b
	uqadd	v2.16b, v31.16b, v6.16b
	uqadd	v24.2d, v5.2d, v11.2d
	uqadd	v14.2d, v27.2d, v26.2d
	uqadd	v11.2d, v17.2d, v25.2d
	uqadd	v19.2d, v30.2d, v29.2d
	uqadd	v9.2s, v16.2s, v1.2s
	uqadd	v26.2s, v26.2s, v6.2s
	uqadd	v6.2s, v9.2s, v15.2s
	uqadd	v14.2s, v13.2s, v21.2s
	uqadd	v14.4h, v3.4h, v10.4h
	uqadd	v12.4h, v25.4h, v21.4h
	uqadd	v22.4h, v20.4h, v31.4h
	uqadd	v17.4h, v27.4h, v10.4h
	uqadd	v27.4s, v14.4s, v29.4s
	uqadd	v15.4s, v23.4s, v22.4s
	uqadd	v26.4s, v2.4s, v16.4s
	uqadd	v19.4s, v10.4s, v5.4s
	uqadd	v26.8b, v1.8b, v18.8b
	uqadd	v25.8b, v17.8b, v14.8b
	uqadd	v31.8b, v18.8b, v13.8b
	uqadd	v14.8b, v17.8b, v20.8b
	uqadd	v22.8h, v18.8h, v15.8h
	uqadd	v30.8h, v17.8h, v31.8h
	uqadd	v24.8h, v18.8h, v30.8h
	uqadd	v10.8h, v22.8h, v10.8h
	uqrshl	b0, b10, b19
	uqrshl	b24, b16, b26
	uqrshl	b11, b5, b7
	uqrshl	b24, b1, b4
	uqrshl	d16, d12, d28
	uqrshl	d2, d2, d23
	uqrshl	d30, d28, d23
	uqrshl	d10, d11, d10
	uqrshl	h28, h19, h7
	uqrshl	h18, h6, h11
	uqrshl	h1, h1, h0
	uqrshl	h4, h3, h27
	uqrshl	s4, s15, s20
	uqrshl	s17, s30, s18
	uqrshl	s7, s28, s12
	uqrshl	s13, s10, s18
	uqrshl	v25.16b, v22.16b, v1.16b
	uqrshl	v7.16b, v10.16b, v20.16b
	uqrshl	v10.16b, v15.16b, v27.16b
	uqrshl	v10.16b, v22.16b, v17.16b
	uqrshl	v16.2d, v29.2d, v28.2d
	uqrshl	v31.2d, v26.2d, v26.2d
	uqrshl	v30.2d, v14.2d, v25.2d
	uqrshl	v26.2d, v21.2d, v4.2d
	uqrshl	v22.2s, v31.2s, v30.2s
	uqrshl	v26.2s, v23.2s, v26.2s
	uqrshl	v27.2s, v22.2s, v5.2s
	uqrshl	v0.2s, v19.2s, v23.2s
	uqrshl	v9.4h, v26.4h, v6.4h
	uqrshl	v31.4h, v11.4h, v15.4h
	uqrshl	v25.4h, v8.4h, v8.4h
	uqrshl	v9.4h, v8.4h, v24.4h
	uqrshl	v12.4s, v19.4s, v0.4s
	uqrshl	v30.4s, v10.4s, v18.4s
	uqrshl	v13.4s, v8.4s, v18.4s
	uqrshl	v9.4s, v12.4s, v29.4s
	uqrshl	v23.8b, v31.8b, v26.8b
	uqrshl	v28.8b, v10.8b, v13.8b
	uqrshl	v22.8b, v25.8b, v30.8b
	uqrshl	v10.8b, v10.8b, v30.8b
	uqrshl	v1.8h, v14.8h, v16.8h
	uqrshl	v1.8h, v10.8h, v23.8h
	uqrshl	v22.8h, v8.8h, v7.8h
	uqrshl	v25.8h, v8.8h, v22.8h
	uqrshrn	b13, h24, #2
	uqrshrn	b24, h16, #3
	uqrshrn	b9, h6, #3
	uqrshrn	b28, h2, #5
	uqrshrn	h3, s11, #8
	uqrshrn	h5, s30, #1
	uqrshrn	h10, s4, #1
	uqrshrn	h30, s4, #3
	uqrshrn	s20, d20, #26
	uqrshrn	s3, d13, #31
	uqrshrn	s1, d15, #17
	uqrshrn	s13, d27, #19
	uqrshrn	v3.2s, v29.2d, #3
	uqrshrn	v30.2s, v0.2d, #11
	uqrshrn	v25.2s, v30.2d, #26
	uqrshrn	v18.2s, v21.2d, #2
	uqrshrn2	v30.4s, v22.2d, #22
	uqrshrn2	v31.4s, v27.2d, #25
	uqrshrn2	v23.4s, v23.2d, #8
	uqrshrn2	v4.4s, v17.2d, #2
	uqrshrn	v6.4h, v30.4s, #2
	uqrshrn	v18.4h, v20.4s, #13
	uqrshrn	v17.4h, v5.4s, #6
	uqrshrn	v31.4h, v8.4s, #11
	uqrshrn2	v19.8h, v6.4s, #11
	uqrshrn2	v17.8h, v30.4s, #14
	uqrshrn2	v30.8h, v1.4s, #8
	uqrshrn2	v19.8h, v6.4s, #4
	uqrshrn	v27.8b, v8.8h, #3
	uqrshrn	v31.8b, v15.8h, #8
	uqrshrn	v10.8b, v5.8h, #3
	uqrshrn	v14.8b, v3.8h, #2
	uqrshrn2	v11.16b, v2.8h, #8
	uqrshrn2	v12.16b, v19.8h, #7
	uqrshrn2	v29.16b, v3.8h, #3
	uqrshrn2	v2.16b, v24.8h, #6
	uqshl	b17, b25, #2
	uqshl	b27, b8, #5
	uqshl	b19, b19, #6
	uqshl	b6, b3, #1
	uqshl	d27, d28, #0
	uqshl	d4, d25, #34
	uqshl	d23, d12, #44
	uqshl	d28, d22, #16
	uqshl	h25, h24, #3
	uqshl	h3, h20, #0
	uqshl	h14, h19, #3
	uqshl	h2, h28, #14
	uqshl	s29, s18, #21
	uqshl	s16, s24, #14
	uqshl	s27, s10, #2
	uqshl	s7, s18, #24
	uqshl	v7.16b, v18.16b, #0
	uqshl	v1.16b, v24.16b, #4
	uqshl	v2.16b, v22.16b, #2
	uqshl	v0.16b, v6.16b, #0
	uqshl	v26.2d, v1.2d, #29
	uqshl	v15.2d, v29.2d, #55
	uqshl	v1.2d, v18.2d, #28
	uqshl	v31.2d, v16.2d, #38
	uqshl	v17.2s, v16.2s, #31
	uqshl	v20.2s, v21.2s, #10
	uqshl	v12.2s, v0.2s, #17
	uqshl	v27.2s, v11.2s, #13
	uqshl	v28.4h, v21.4h, #8
	uqshl	v24.4h, v28.4h, #11
	uqshl	v2.4h, v11.4h, #8
	uqshl	v20.4h, v0.4h, #5
	uqshl	v25.4s, v8.4s, #29
	uqshl	v2.4s, v16.4s, #10
	uqshl	v9.4s, v29.4s, #29
	uqshl	v25.4s, v30.4s, #2
	uqshl	v27.8b, v31.8b, #7
	uqshl	v2.8b, v6.8b, #3
	uqshl	v30.8b, v24.8b, #0
	uqshl	v3.8b, v14.8b, #5
	uqshl	v21.8h, v28.8h, #5
	uqshl	v29.8h, v12.8h, #0
	uqshl	v1.8h, v24.8h, #14
	uqshl	v6.8h, v24.8h, #15
	uqshl	b3, b16, b31
	uqshl	b2, b20, b17
	uqshl	b27, b23, b16
	uqshl	b12, b1, b21
	uqshl	d17, d16, d3
	uqshl	d9, d21, d15
	uqshl	d31, d2, d30
	uqshl	d4, d21, d20
	uqshl	h30, h0, h2
	uqshl	h31, h13, h20
	uqshl	h4, h1, h18
	uqshl	h17, h25, h2
	uqshl	s1, s6, s1
	uqshl	s8, s31, s22
	uqshl	s17, s18, s7
	uqshl	s22, s30, s22
	uqshl	v15.16b, v26.16b, v6.16b
	uqshl	v28.16b, v15.16b, v19.16b
	uqshl	v2.16b, v12.16b, v6.16b
	uqshl	v6.16b, v21.16b, v3.16b
	uqshl	v28.2d, v24.2d, v23.2d
	uqshl	v0.2d, v12.2d, v14.2d
	uqshl	v9.2d, v13.2d, v1.2d
	uqshl	v22.2d, v21.2d, v17.2d
	uqshl	v22.2s, v15.2s, v7.2s
	uqshl	v28.2s, v19.2s, v30.2s
	uqshl	v31.2s, v4.2s, v23.2s
	uqshl	v29.2s, v12.2s, v16.2s
	uqshl	v21.4h, v17.4h, v3.4h
	uqshl	v23.4h, v3.4h, v20.4h
	uqshl	v24.4h, v23.4h, v11.4h
	uqshl	v17.4h, v26.4h, v28.4h
	uqshl	v22.4s, v22.4s, v28.4s
	uqshl	v20.4s, v24.4s, v15.4s
	uqshl	v18.4s, v22.4s, v20.4s
	uqshl	v16.4s, v18.4s, v4.4s
	uqshl	v18.8b, v10.8b, v22.8b
	uqshl	v14.8b, v2.8b, v7.8b
	uqshl	v27.8b, v17.8b, v3.8b
	uqshl	v9.8b, v4.8b, v28.8b
	uqshl	v14.8h, v6.8h, v3.8h
	uqshl	v23.8h, v5.8h, v3.8h
	uqshl	v24.8h, v8.8h, v19.8h
	uqshl	v2.8h, v31.8h, v2.8h
	uqshrn	b25, h29, #1
	uqshrn	b4, h6, #1
	uqshrn	b18, h21, #1
	uqshrn	b3, h20, #5
	uqshrn	h6, s13, #16
	uqshrn	h15, s1, #6
	uqshrn	h5, s13, #10
	uqshrn	h11, s8, #1
	uqshrn	s13, d15, #5
	uqshrn	s5, d24, #19
	uqshrn	s7, d20, #20
	uqshrn	s9, d12, #32
	uqshrn	v25.2s, v5.2d, #1
	uqshrn	v31.2s, v16.2d, #3
	uqshrn	v17.2s, v19.2d, #16
	uqshrn	v10.2s, v9.2d, #23
	uqshrn2	v5.4s, v10.2d, #21
	uqshrn2	v30.4s, v31.2d, #10
	uqshrn2	v18.4s, v23.2d, #20
	uqshrn2	v20.4s, v2.2d, #19
	uqshrn	v6.4h, v8.4s, #10
	uqshrn	v11.4h, v19.4s, #7
	uqshrn	v13.4h, v16.4s, #13
	uqshrn	v7.4h, v14.4s, #10
	uqshrn2	v31.8h, v6.4s, #16
	uqshrn2	v25.8h, v17.4s, #1
	uqshrn2	v29.8h, v26.4s, #3
	uqshrn2	v9.8h, v14.4s, #14
	uqshrn	v31.8b, v9.8h, #1
	uqshrn	v25.8b, v0.8h, #2
	uqshrn	v17.8b, v30.8h, #8
	uqshrn	v21.8b, v11.8h, #8
	uqshrn2	v19.16b, v21.8h, #5
	uqshrn2	v31.16b, v1.8h, #2
	uqshrn2	v28.16b, v31.8h, #2
	uqshrn2	v15.16b, v31.8h, #8
	uqsub	b12, b8, b17
	uqsub	b17, b12, b18
	uqsub	b15, b0, b27
	uqsub	b10, b6, b14
	uqsub	d26, d7, d4
	uqsub	d10, d8, d2
	uqsub	d20, d31, d26
	uqsub	d16, d19, d19
	uqsub	h22, h29, h25
	uqsub	h6, h0, h29
	uqsub	h14, h4, h0
	uqsub	h23, h12, h18
	uqsub	s30, s18, s15
	uqsub	s22, s1, s23
	uqsub	s2, s17, s27
	uqsub	s0, s14, s12
	uqsub	v21.16b, v18.16b, v9.16b
	uqsub	v29.16b, v27.16b, v18.16b
	uqsub	v20.16b, v29.16b, v15.16b
	uqsub	v1.16b, v23.16b, v30.16b
	uqsub	v21.2d, v11.2d, v12.2d
	uqsub	v28.2d, v21.2d, v16.2d
	uqsub	v13.2d, v2.2d, v16.2d
	uqsub	v28.2d, v23.2d, v13.2d
	uqsub	v3.2s, v24.2s, v27.2s
	uqsub	v29.2s, v24.2s, v26.2s
	uqsub	v18.2s, v23.2s, v30.2s
	uqsub	v23.2s, v22.2s, v29.2s
	uqsub	v30.4h, v6.4h, v29.4h
	uqsub	v16.4h, v5.4h, v10.4h
	uqsub	v20.4h, v15.4h, v0.4h
	uqsub	v8.4h, v28.4h, v23.4h
	uqsub	v23.4s, v27.4s, v5.4s
	uqsub	v20.4s, v27.4s, v8.4s
	uqsub	v25.4s, v24.4s, v7.4s
	uqsub	v25.4s, v29.4s, v0.4s
	uqsub	v6.8b, v1.8b, v11.8b
	uqsub	v3.8b, v28.8b, v0.8b
	uqsub	v25.8b, v6.8b, v4.8b
	uqsub	v12.8b, v6.8b, v2.8b
	uqsub	v18.8h, v20.8h, v20.8h
	uqsub	v22.8h, v31.8h, v17.8h
	uqsub	v5.8h, v30.8h, v31.8h
	uqsub	v21.8h, v0.8h, v8.8h
	uqxtn	b11, h15
	uqxtn	b13, h12
	uqxtn	b19, h30
	uqxtn	b13, h4
	uqxtn	h14, s18
	uqxtn	h27, s14
	uqxtn	h21, s9
	uqxtn	h16, s16
	uqxtn	s0, d18
	uqxtn	s19, d13
	uqxtn	s12, d21
	uqxtn	s27, d15
	uqxtn	v15.2s, v15.2d
	uqxtn	v26.2s, v0.2d
	uqxtn	v20.2s, v4.2d
	uqxtn	v20.2s, v15.2d
	uqxtn2	v26.4s, v7.2d
	uqxtn2	v7.4s, v2.2d
	uqxtn2	v24.4s, v29.2d
	uqxtn2	v12.4s, v23.2d
	uqxtn	v6.4h, v25.4s
	uqxtn	v2.4h, v8.4s
	uqxtn	v28.4h, v12.4s
	uqxtn	v14.4h, v6.4s
	uqxtn2	v23.8h, v6.4s
	uqxtn2	v16.8h, v9.4s
	uqxtn2	v1.8h, v14.4s
	uqxtn2	v11.8h, v10.4s
	uqxtn	v0.8b, v31.8h
	uqxtn	v24.8b, v11.8h
	uqxtn	v29.8b, v30.8h
	uqxtn	v9.8b, v0.8h
	uqxtn2	v14.16b, v14.8h
	uqxtn2	v6.16b, v24.8h
	uqxtn2	v31.16b, v25.8h
	uqxtn2	v9.16b, v6.8h
	urecpe	v12.2s, v0.2s
	urecpe	v1.2s, v28.2s
	urecpe	v14.2s, v5.2s
	urecpe	v26.2s, v22.2s
	urecpe	v14.4s, v3.4s
	urecpe	v26.4s, v24.4s
	urecpe	v30.4s, v1.4s
	urecpe	v21.4s, v25.4s
	urhadd	v29.16b, v11.16b, v9.16b
	urhadd	v0.16b, v16.16b, v7.16b
	urhadd	v14.16b, v30.16b, v2.16b
	urhadd	v15.16b, v20.16b, v19.16b
	urhadd	v1.2s, v25.2s, v16.2s
	urhadd	v30.2s, v11.2s, v12.2s
	urhadd	v29.2s, v27.2s, v13.2s
	urhadd	v11.2s, v10.2s, v26.2s
	urhadd	v14.4h, v22.4h, v28.4h
	urhadd	v15.4h, v1.4h, v13.4h
	urhadd	v13.4h, v3.4h, v8.4h
	urhadd	v13.4h, v3.4h, v4.4h
	urhadd	v29.4s, v29.4s, v28.4s
	urhadd	v6.4s, v10.4s, v13.4s
	urhadd	v10.4s, v24.4s, v26.4s
	urhadd	v8.4s, v11.4s, v20.4s
	urhadd	v30.8b, v1.8b, v10.8b
	urhadd	v21.8b, v6.8b, v23.8b
	urhadd	v24.8b, v22.8b, v19.8b
	urhadd	v16.8b, v19.8b, v31.8b
	urhadd	v5.8h, v16.8h, v25.8h
	urhadd	v20.8h, v21.8h, v5.8h
	urhadd	v19.8h, v18.8h, v19.8h
	urhadd	v1.8h, v1.8h, v16.8h
	urshl	d21, d13, d14
	urshl	d21, d17, d20
	urshl	d15, d12, d1
	urshl	d12, d18, d9
	urshl	v15.16b, v25.16b, v6.16b
	urshl	v19.16b, v5.16b, v23.16b
	urshl	v26.16b, v11.16b, v23.16b
	urshl	v2.16b, v15.16b, v4.16b
	urshl	v24.2d, v19.2d, v7.2d
	urshl	v3.2d, v30.2d, v14.2d
	urshl	v17.2d, v24.2d, v18.2d
	urshl	v10.2d, v2.2d, v22.2d
	urshl	v28.2s, v5.2s, v30.2s
	urshl	v16.2s, v20.2s, v24.2s
	urshl	v18.2s, v6.2s, v27.2s
	urshl	v0.2s, v3.2s, v18.2s
	urshl	v14.4h, v15.4h, v12.4h
	urshl	v7.4h, v1.4h, v22.4h
	urshl	v1.4h, v14.4h, v30.4h
	urshl	v20.4h, v1.4h, v24.4h
	urshl	v27.4s, v2.4s, v6.4s
	urshl	v11.4s, v22.4s, v2.4s
	urshl	v4.4s, v9.4s, v24.4s
	urshl	v26.4s, v11.4s, v10.4s
	urshl	v11.8b, v27.8b, v19.8b
	urshl	v27.8b, v4.8b, v27.8b
	urshl	v9.8b, v29.8b, v27.8b
	urshl	v1.8b, v22.8b, v5.8b
	urshl	v23.8h, v20.8h, v5.8h
	urshl	v16.8h, v18.8h, v17.8h
	urshl	v21.8h, v9.8h, v20.8h
	urshl	v21.8h, v8.8h, v13.8h
	urshr	d10, d9, #1
	urshr	d29, d7, #46
	urshr	d10, d20, #53
	urshr	d3, d10, #1
	urshr	v14.16b, v26.16b, #1
	urshr	v28.16b, v25.16b, #5
	urshr	v10.16b, v3.16b, #5
	urshr	v2.16b, v1.16b, #1
	urshr	v11.2d, v6.2d, #18
	urshr	v19.2d, v1.2d, #39
	urshr	v19.2d, v18.2d, #12
	urshr	v26.2d, v27.2d, #19
	urshr	v9.2s, v6.2s, #5
	urshr	v16.2s, v27.2s, #12
	urshr	v9.2s, v27.2s, #29
	urshr	v29.2s, v1.2s, #8
	urshr	v25.4h, v2.4h, #2
	urshr	v19.4h, v26.4h, #9
	urshr	v12.4h, v27.4h, #1
	urshr	v17.4h, v4.4h, #1
	urshr	v31.4s, v19.4s, #1
	urshr	v16.4s, v26.4s, #9
	urshr	v18.4s, v21.4s, #25
	urshr	v1.4s, v28.4s, #32
	urshr	v19.8b, v30.8b, #3
	urshr	v10.8b, v21.8b, #4
	urshr	v21.8b, v8.8b, #8
	urshr	v4.8b, v1.8b, #8
	urshr	v0.8h, v6.8h, #1
	urshr	v9.8h, v6.8h, #10
	urshr	v20.8h, v11.8h, #8
	urshr	v16.8h, v20.8h, #1
	ursqrte	v6.2s, v29.2s
	ursqrte	v9.2s, v2.2s
	ursqrte	v2.2s, v22.2s
	ursqrte	v22.2s, v30.2s
	ursqrte	v18.4s, v18.4s
	ursqrte	v30.4s, v4.4s
	ursqrte	v10.4s, v13.4s
	ursqrte	v30.4s, v16.4s
	ursra	d28, d20, #28
	ursra	d16, d29, #47
	ursra	d8, d18, #22
	ursra	d27, d9, #64
	ursra	v18.16b, v5.16b, #6
	ursra	v17.16b, v13.16b, #1
	ursra	v20.16b, v21.16b, #7
	ursra	v24.16b, v10.16b, #2
	ursra	v11.2d, v1.2d, #7
	ursra	v22.2d, v20.2d, #44
	ursra	v15.2d, v19.2d, #36
	ursra	v12.2d, v24.2d, #1
	ursra	v13.2s, v25.2s, #2
	ursra	v11.2s, v7.2s, #23
	ursra	v1.2s, v13.2s, #6
	ursra	v19.2s, v29.2s, #29
	ursra	v0.4h, v21.4h, #1
	ursra	v26.4h, v5.4h, #12
	ursra	v7.4h, v11.4h, #11
	ursra	v2.4h, v21.4h, #3
	ursra	v4.4s, v23.4s, #26
	ursra	v20.4s, v27.4s, #17
	ursra	v22.4s, v1.4s, #1
	ursra	v15.4s, v6.4s, #3
	ursra	v7.8b, v14.8b, #1
	ursra	v29.8b, v19.8b, #7
	ursra	v31.8b, v10.8b, #5
	ursra	v31.8b, v4.8b, #8
	ursra	v28.8h, v19.8h, #8
	ursra	v23.8h, v17.8h, #15
	ursra	v24.8h, v3.8h, #9
	ursra	v12.8h, v0.8h, #13
	ushll	v30.2d, v1.2s, #30
	ushll	v9.2d, v7.2s, #1
	ushll	v20.2d, v19.2s, #7
	ushll	v0.2d, v10.2s, #8
	ushll2	v7.2d, v10.4s, #8
	ushll2	v9.2d, v8.4s, #2
	ushll2	v16.2d, v3.4s, #0
	ushll2	v28.2d, v26.4s, #0
	ushll	v24.4s, v3.4h, #5
	ushll	v9.4s, v16.4h, #4
	ushll	v24.4s, v18.4h, #0
	ushll	v30.4s, v13.4h, #2
	ushll2	v19.4s, v10.8h, #0
	ushll2	v19.4s, v8.8h, #1
	ushll2	v4.4s, v15.8h, #9
	ushll2	v13.4s, v7.8h, #5
	ushll	v5.8h, v30.8b, #2
	ushll	v11.8h, v25.8b, #0
	ushll	v4.8h, v22.8b, #2
	ushll	v13.8h, v31.8b, #7
	ushll2	v24.8h, v9.16b, #1
	ushll2	v3.8h, v11.16b, #0
	ushll2	v31.8h, v28.16b, #1
	ushll2	v2.8h, v31.16b, #3
	ushl	d20, d14, d6
	ushl	d21, d10, d14
	ushl	d0, d5, d23
	ushl	d4, d17, d10
	ushl	v16.16b, v17.16b, v18.16b
	ushl	v10.16b, v20.16b, v5.16b
	ushl	v0.16b, v8.16b, v4.16b
	ushl	v16.16b, v25.16b, v9.16b
	ushl	v28.2d, v25.2d, v16.2d
	ushl	v26.2d, v7.2d, v3.2d
	ushl	v17.2d, v11.2d, v9.2d
	ushl	v6.2d, v18.2d, v1.2d
	ushl	v8.2s, v15.2s, v19.2s
	ushl	v1.2s, v26.2s, v19.2s
	ushl	v16.2s, v23.2s, v2.2s
	ushl	v29.2s, v11.2s, v4.2s
	ushl	v0.4h, v19.4h, v0.4h
	ushl	v30.4h, v0.4h, v27.4h
	ushl	v25.4h, v14.4h, v15.4h
	ushl	v5.4h, v0.4h, v28.4h
	ushl	v8.4s, v23.4s, v19.4s
	ushl	v26.4s, v20.4s, v14.4s
	ushl	v3.4s, v28.4s, v18.4s
	ushl	v7.4s, v21.4s, v21.4s
	ushl	v30.8b, v30.8b, v27.8b
	ushl	v12.8b, v14.8b, v13.8b
	ushl	v8.8b, v15.8b, v21.8b
	ushl	v13.8b, v19.8b, v16.8b
	ushl	v2.8h, v11.8h, v5.8h
	ushl	v5.8h, v31.8h, v15.8h
	ushl	v15.8h, v31.8h, v29.8h
	ushl	v22.8h, v12.8h, v7.8h
	ushr	d3, d12, #32
	ushr	d23, d31, #5
	ushr	d0, d12, #7
	ushr	d16, d15, #32
	ushr	v24.16b, v3.16b, #1
	ushr	v26.16b, v0.16b, #1
	ushr	v4.16b, v14.16b, #5
	ushr	v19.16b, v7.16b, #6
	ushr	v4.2d, v11.2d, #64
	ushr	v14.2d, v21.2d, #29
	ushr	v2.2d, v11.2d, #38
	ushr	v0.2d, v29.2d, #9
	ushr	v26.2s, v16.2s, #1
	ushr	v5.2s, v19.2s, #26
	ushr	v1.2s, v28.2s, #1
	ushr	v21.2s, v17.2s, #5
	ushr	v26.4h, v30.4h, #16
	ushr	v30.4h, v14.4h, #10
	ushr	v27.4h, v23.4h, #15
	ushr	v0.4h, v2.4h, #10
	ushr	v25.4s, v22.4s, #23
	ushr	v15.4s, v15.4s, #26
	ushr	v7.4s, v13.4s, #16
	ushr	v22.4s, v31.4s, #22
	ushr	v18.8b, v26.8b, #2
	ushr	v9.8b, v13.8b, #7
	ushr	v16.8b, v18.8b, #1
	ushr	v21.8b, v25.8b, #1
	ushr	v28.8h, v6.8h, #13
	ushr	v9.8h, v31.8h, #9
	ushr	v7.8h, v29.8h, #11
	ushr	v12.8h, v31.8h, #13
	usqadd	b24, b8
	usqadd	b16, b21
	usqadd	b4, b10
	usqadd	b1, b18
	usqadd	d9, d29
	usqadd	d22, d5
	usqadd	d30, d24
	usqadd	d17, d30
	usqadd	h4, h8
	usqadd	h27, h19
	usqadd	h17, h31
	usqadd	h3, h4
	usqadd	s16, s14
	usqadd	s23, s22
	usqadd	s30, s25
	usqadd	s23, s21
	usqadd	v11.16b, v25.16b
	usqadd	v21.16b, v8.16b
	usqadd	v2.16b, v22.16b
	usqadd	v13.16b, v13.16b
	usqadd	v6.2d, v16.2d
	usqadd	v18.2d, v31.2d
	usqadd	v24.2d, v6.2d
	usqadd	v21.2d, v0.2d
	usqadd	v18.2s, v27.2s
	usqadd	v21.2s, v16.2s
	usqadd	v6.2s, v27.2s
	usqadd	v27.2s, v6.2s
	usqadd	v7.4h, v22.4h
	usqadd	v25.4h, v6.4h
	usqadd	v15.4h, v11.4h
	usqadd	v13.4h, v22.4h
	usqadd	v11.4s, v16.4s
	usqadd	v9.4s, v8.4s
	usqadd	v19.4s, v5.4s
	usqadd	v28.4s, v25.4s
	usqadd	v27.8b, v8.8b
	usqadd	v28.8b, v21.8b
	usqadd	v3.8b, v8.8b
	usqadd	v20.8b, v25.8b
	usqadd	v8.8h, v28.8h
	usqadd	v9.8h, v28.8h
	usqadd	v6.8h, v19.8h
	usqadd	v3.8h, v1.8h
	usra	d28, d23, #12
	usra	d22, d26, #4
	usra	d31, d1, #47
	usra	d13, d4, #1
	usra	v23.16b, v3.16b, #2
	usra	v23.16b, v20.16b, #1
	usra	v18.16b, v2.16b, #5
	usra	v9.16b, v1.16b, #1
	usra	v26.2d, v6.2d, #48
	usra	v29.2d, v19.2d, #64
	usra	v23.2d, v2.2d, #17
	usra	v23.2d, v3.2d, #6
	usra	v21.2s, v0.2s, #23
	usra	v21.2s, v3.2s, #23
	usra	v24.2s, v23.2s, #5
	usra	v17.2s, v26.2s, #2
	usra	v6.4h, v30.4h, #8
	usra	v24.4h, v28.4h, #1
	usra	v4.4h, v6.4h, #4
	usra	v23.4h, v18.4h, #14
	usra	v18.4s, v11.4s, #10
	usra	v16.4s, v6.4s, #24
	usra	v6.4s, v31.4s, #16
	usra	v15.4s, v16.4s, #32
	usra	v4.8b, v29.8b, #2
	usra	v26.8b, v1.8b, #1
	usra	v16.8b, v6.8b, #6
	usra	v22.8b, v10.8b, #1
	usra	v1.8h, v16.8h, #16
	usra	v3.8h, v2.8h, #1
	usra	v13.8h, v22.8h, #16
	usra	v24.8h, v3.8h, #1
	usubl	v7.2d, v13.2s, v14.2s
	usubl	v8.2d, v8.2s, v30.2s
	usubl	v10.2d, v18.2s, v3.2s
	usubl	v14.2d, v15.2s, v9.2s
	usubl2	v14.2d, v7.4s, v6.4s
	usubl2	v1.2d, v28.4s, v24.4s
	usubl2	v18.2d, v8.4s, v11.4s
	usubl2	v17.2d, v21.4s, v3.4s
	usubl	v21.4s, v3.4h, v14.4h
	usubl	v22.4s, v3.4h, v10.4h
	usubl	v9.4s, v2.4h, v14.4h
	usubl	v30.4s, v19.4h, v31.4h
	usubl2	v22.4s, v18.8h, v19.8h
	usubl2	v8.4s, v6.8h, v3.8h
	usubl2	v24.4s, v2.8h, v22.8h
	usubl2	v18.4s, v23.8h, v13.8h
	usubl	v18.8h, v8.8b, v28.8b
	usubl	v16.8h, v8.8b, v30.8b
	usubl	v3.8h, v4.8b, v30.8b
	usubl	v6.8h, v22.8b, v20.8b
	usubl2	v27.8h, v4.16b, v25.16b
	usubl2	v12.8h, v21.16b, v26.16b
	usubl2	v13.8h, v0.16b, v17.16b
	usubl2	v12.8h, v3.16b, v14.16b
	usubw	v6.2d, v15.2d, v6.2s
	usubw	v1.2d, v9.2d, v30.2s
	usubw	v3.2d, v1.2d, v27.2s
	usubw	v6.2d, v15.2d, v30.2s
	usubw2	v3.2d, v0.2d, v31.4s
	usubw2	v16.2d, v18.2d, v2.4s
	usubw2	v19.2d, v22.2d, v17.4s
	usubw2	v14.2d, v0.2d, v31.4s
	usubw	v28.4s, v19.4s, v11.4h
	usubw	v10.4s, v19.4s, v6.4h
	usubw	v20.4s, v19.4s, v24.4h
	usubw	v16.4s, v13.4s, v6.4h
	usubw2	v29.4s, v23.4s, v5.8h
	usubw2	v28.4s, v22.4s, v9.8h
	usubw2	v21.4s, v21.4s, v2.8h
	usubw2	v15.4s, v4.4s, v29.8h
	usubw	v20.8h, v24.8h, v22.8b
	usubw	v10.8h, v23.8h, v10.8b
	usubw	v2.8h, v12.8h, v0.8b
	usubw	v16.8h, v1.8h, v16.8b
	usubw2	v19.8h, v10.8h, v6.16b
	usubw2	v27.8h, v20.8h, v23.16b
	usubw2	v10.8h, v23.8h, v3.16b
	usubw2	v25.8h, v6.8h, v5.16b
	uzp1	v24.16b, v7.16b, v7.16b
	uzp1	v4.16b, v14.16b, v29.16b
	uzp1	v20.16b, v6.16b, v16.16b
	uzp1	v15.16b, v16.16b, v13.16b
	uzp1	v18.2d, v18.2d, v12.2d
	uzp1	v20.2d, v9.2d, v1.2d
	uzp1	v20.2d, v31.2d, v19.2d
	uzp1	v4.2d, v19.2d, v13.2d
	uzp1	v2.2s, v18.2s, v26.2s
	uzp1	v31.2s, v10.2s, v24.2s
	uzp1	v19.2s, v7.2s, v26.2s
	uzp1	v19.2s, v8.2s, v5.2s
	uzp1	v16.4h, v3.4h, v22.4h
	uzp1	v13.4h, v4.4h, v27.4h
	uzp1	v31.4h, v29.4h, v10.4h
	uzp1	v15.4h, v19.4h, v31.4h
	uzp1	v1.4s, v25.4s, v25.4s
	uzp1	v28.4s, v26.4s, v1.4s
	uzp1	v4.4s, v13.4s, v4.4s
	uzp1	v20.4s, v22.4s, v7.4s
	uzp1	v16.8b, v18.8b, v10.8b
	uzp1	v17.8b, v3.8b, v8.8b
	uzp1	v5.8b, v22.8b, v4.8b
	uzp1	v12.8b, v20.8b, v14.8b
	uzp1	v31.8h, v9.8h, v26.8h
	uzp1	v31.8h, v13.8h, v17.8h
	uzp1	v16.8h, v6.8h, v6.8h
	uzp1	v6.8h, v1.8h, v25.8h
	uzp2	v7.16b, v21.16b, v22.16b
	uzp2	v24.16b, v5.16b, v17.16b
	uzp2	v5.16b, v24.16b, v4.16b
	uzp2	v18.16b, v11.16b, v28.16b
	uzp2	v1.2d, v29.2d, v30.2d
	uzp2	v10.2d, v17.2d, v4.2d
	uzp2	v4.2d, v11.2d, v1.2d
	uzp2	v6.2d, v4.2d, v21.2d
	uzp2	v20.2s, v12.2s, v17.2s
	uzp2	v9.2s, v1.2s, v28.2s
	uzp2	v17.2s, v27.2s, v17.2s
	uzp2	v24.2s, v26.2s, v4.2s
	uzp2	v2.4h, v23.4h, v7.4h
	uzp2	v13.4h, v15.4h, v27.4h
	uzp2	v10.4h, v28.4h, v4.4h
	uzp2	v1.4h, v17.4h, v22.4h
	uzp2	v3.4s, v19.4s, v8.4s
	uzp2	v17.4s, v17.4s, v0.4s
	uzp2	v22.4s, v31.4s, v24.4s
	uzp2	v5.4s, v17.4s, v4.4s
	uzp2	v8.8b, v28.8b, v16.8b
	uzp2	v27.8b, v4.8b, v21.8b
	uzp2	v26.8b, v21.8b, v25.8b
	uzp2	v1.8b, v5.8b, v18.8b
	uzp2	v6.8h, v4.8h, v19.8h
	uzp2	v5.8h, v25.8h, v18.8h
	uzp2	v15.8h, v7.8h, v7.8h
	uzp2	v27.8h, v28.8h, v8.8h
	xtn	v31.2s, v13.2d
	xtn	v13.2s, v16.2d
	xtn	v0.2s, v22.2d
	xtn	v5.2s, v8.2d
	xtn2	v31.4s, v7.2d
	xtn2	v0.4s, v17.2d
	xtn2	v23.4s, v23.2d
	xtn2	v9.4s, v23.2d
	xtn	v1.4h, v10.4s
	xtn	v11.4h, v6.4s
	xtn	v18.4h, v6.4s
	xtn	v24.4h, v9.4s
	xtn2	v20.8h, v10.4s
	xtn2	v10.8h, v28.4s
	xtn2	v1.8h, v19.4s
	xtn2	v31.8h, v2.4s
	xtn	v3.8b, v31.8h
	xtn	v17.8b, v10.8h
	xtn	v21.8b, v11.8h
	xtn	v11.8b, v29.8h
	xtn2	v14.16b, v21.8h
	xtn2	v15.16b, v2.8h
	xtn2	v1.16b, v31.8h
	xtn2	v14.16b, v16.8h
	zip1	v23.16b, v3.16b, v21.16b
	zip1	v29.16b, v30.16b, v23.16b
	zip1	v10.16b, v23.16b, v7.16b
	zip1	v3.16b, v8.16b, v24.16b
	zip1	v27.2d, v23.2d, v14.2d
	zip1	v18.2d, v5.2d, v30.2d
	zip1	v23.2d, v14.2d, v0.2d
	zip1	v16.2d, v10.2d, v1.2d
	zip1	v2.2s, v0.2s, v9.2s
	zip1	v18.2s, v15.2s, v4.2s
	zip1	v4.2s, v13.2s, v20.2s
	zip1	v15.2s, v19.2s, v29.2s
	zip1	v11.4h, v22.4h, v12.4h
	zip1	v2.4h, v3.4h, v7.4h
	zip1	v15.4h, v14.4h, v5.4h
	zip1	v31.4h, v20.4h, v28.4h
	zip1	v23.4s, v30.4s, v0.4s
	zip1	v22.4s, v30.4s, v15.4s
	zip1	v9.4s, v0.4s, v10.4s
	zip1	v9.4s, v18.4s, v19.4s
	zip1	v12.8b, v12.8b, v1.8b
	zip1	v4.8b, v30.8b, v7.8b
	zip1	v21.8b, v19.8b, v2.8b
	zip1	v25.8b, v18.8b, v16.8b
	zip1	v12.8h, v29.8h, v20.8h
	zip1	v10.8h, v1.8h, v24.8h
	zip1	v2.8h, v27.8h, v4.8h
	zip1	v3.8h, v8.8h, v12.8h
	zip2	v29.16b, v13.16b, v9.16b
	zip2	v30.16b, v28.16b, v28.16b
	zip2	v16.16b, v30.16b, v24.16b
	zip2	v29.16b, v29.16b, v16.16b
	zip2	v7.2d, v2.2d, v28.2d
	zip2	v19.2d, v13.2d, v29.2d
	zip2	v12.2d, v24.2d, v1.2d
	zip2	v11.2d, v27.2d, v3.2d
	zip2	v20.2s, v12.2s, v7.2s
	zip2	v24.2s, v20.2s, v16.2s
	zip2	v8.2s, v7.2s, v31.2s
	zip2	v18.2s, v2.2s, v27.2s
	zip2	v15.4h, v0.4h, v12.4h
	zip2	v27.4h, v20.4h, v15.4h
	zip2	v30.4h, v24.4h, v29.4h
	zip2	v0.4h, v13.4h, v2.4h
	zip2	v23.4s, v15.4s, v24.4s
	zip2	v3.4s, v15.4s, v6.4s
	zip2	v29.4s, v14.4s, v31.4s
	zip2	v30.4s, v9.4s, v15.4s
	zip2	v16.8b, v15.8b, v7.8b
	zip2	v14.8b, v22.8b, v20.8b
	zip2	v16.8b, v25.8b, v1.8b
	zip2	v17.8b, v4.8b, v9.8b
	zip2	v6.8h, v27.8h, v31.8h
	zip2	v21.8h, v2.8h, v0.8h
	zip2	v8.8h, v15.8h, v7.8h
	zip2	v2.8h, v27.8h, v18.8h
