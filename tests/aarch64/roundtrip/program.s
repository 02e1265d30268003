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
	cbnz	w23, #409500
	cbnz	w27, #321972
	cbnz	w3, #-824468
	cbnz	w25, #245932
	cbnz	x28, #0
	cbnz	x19, #-884884
	cbnz	x20, #408828
	cbnz	x25, #316900
	cbz	w25, #427452
	cbz	w24, #-710072
	cbz	w3, #516980
	cbz	wzr, #1048572
	cbz	x10, #567740
	cbz	x0, #-538776
	cbz	x20, #990144
	cbz	x3, #-282176
	ccmn	w26, #0, #6, ls
	ccmn	w17, #13, #15, lt
	ccmn	w8, #0, #4, vs
	ccmn	w12, #12, #12, mi
	ccmn	w0, w14, #10, al
	ccmn	w11, w6, #1, ls
	ccmn	w1, w13, #1, vs
	ccmn	w2, w14, #6, le
	ccmn	xzr, #15, #14, ne
	ccmn	x2, #14, #3, nv
	ccmn	xzr, #22, #9, hs
	ccmn	x16, #21, #4, ge
	ccmn	x25, x16, #7, lo
	ccmn	xzr, x25, #0, mi
	ccmn	x18, x29, #5, eq
	ccmn	x1, x20, #3, lt
	ccmp	w5, #28, #0, gt
	ccmp	w15, #0, #6, mi
	ccmp	w6, #15, #8, lt
	ccmp	w12, #4, #15, pl
	ccmp	w22, w6, #0, mi
	ccmp	w5, w29, #1, lo
	ccmp	w14, w12, #10, mi
	ccmp	w4, w5, #9, lt
	ccmp	x2, #31, #2, vs
	ccmp	x22, #18, #0, ge
	ccmp	x29, #1, #10, lo
	ccmp	x29, #6, #12, pl
	ccmp	x12, x18, #0, nv
	ccmp	x12, x24, #1, lt
	ccmp	x4, x29, #15, gt
	ccmp	x6, x25, #0, al
	clrex
	clrex
	clrex	#0
	clrex	#12
	cls	w16, w29
	cls	w14, w20
	cls	w10, w25
	cls	w26, w16
	cls	x2, x3
	cls	x18, x25
	cls	x23, x12
	cls	x10, x21
	cls	v20.16b, v3.16b
	cls	v27.16b, v24.16b
	cls	v20.16b, v2.16b
	cls	v8.16b, v3.16b
	cls	v25.2s, v20.2s
	cls	v3.2s, v4.2s
	cls	v1.2s, v26.2s
	cls	v31.2s, v7.2s
	cls	v9.4h, v15.4h
	cls	v24.4h, v1.4h
	cls	v14.4h, v1.4h
	cls	v15.4h, v6.4h
	cls	v18.4s, v23.4s
	cls	v13.4s, v15.4s
	cls	v6.4s, v24.4s
	cls	v26.4s, v22.4s
	cls	v9.8b, v8.8b
	cls	v4.8b, v21.8b
	cls	v2.8b, v17.8b
	cls	v17.8b, v8.8b
	cls	v18.8h, v31.8h
	cls	v27.8h, v19.8h
	cls	v19.8h, v27.8h
	cls	v0.8h, v22.8h
	clz	w18, w25
	clz	w19, w4
	clz	w24, w0
	clz	w7, w26
	clz	x0, x3
	clz	x4, x23
	clz	x8, x9
	clz	x2, x17
	clz	v25.16b, v17.16b
	clz	v30.16b, v25.16b
	clz	v11.16b, v22.16b
	clz	v31.16b, v16.16b
	clz	v29.2s, v9.2s
	clz	v14.2s, v19.2s
	clz	v20.2s, v22.2s
	clz	v9.2s, v28.2s
	clz	v26.4h, v23.4h
	clz	v17.4h, v24.4h
	clz	v20.4h, v21.4h
	clz	v25.4h, v10.4h
	clz	v31.4s, v8.4s
	clz	v2.4s, v12.4s
	clz	v3.4s, v30.4s
	clz	v4.4s, v10.4s
	clz	v15.8b, v28.8b
	clz	v24.8b, v26.8b
	clz	v16.8b, v15.8b
	clz	v16.8b, v8.8b
	clz	v7.8h, v31.8h
	clz	v1.8h, v8.8h
	clz	v29.8h, v15.8h
	clz	v14.8h, v30.8h
	cmeq	d20, d2, d22
	cmeq	d13, d15, d10
	cmeq	d11, d6, d31
	cmeq	d27, d10, d29
	cmeq	v21.16b, v23.16b, v20.16b
	cmeq	v18.16b, v15.16b, v5.16b
	cmeq	v21.16b, v21.16b, v5.16b
	cmeq	v24.16b, v28.16b, v12.16b
	cmeq	v9.2d, v31.2d, v28.2d
	cmeq	v26.2d, v23.2d, v17.2d
	cmeq	v17.2d, v28.2d, v6.2d
	cmeq	v0.2d, v23.2d, v17.2d
	cmeq	v4.2s, v6.2s, v25.2s
	cmeq	v12.2s, v11.2s, v3.2s
	cmeq	v24.2s, v9.2s, v21.2s
	cmeq	v18.2s, v19.2s, v27.2s
	cmeq	v14.4h, v30.4h, v11.4h
	cmeq	v17.4h, v30.4h, v15.4h
	cmeq	v28.4h, v18.4h, v19.4h
	cmeq	v23.4h, v20.4h, v2.4h
	cmeq	v13.4s, v29.4s, v29.4s
	cmeq	v4.4s, v28.4s, v19.4s
	cmeq	v20.4s, v15.4s, v1.4s
	cmeq	v6.4s, v2.4s, v2.4s
	cmeq	v6.8b, v18.8b, v18.8b
	cmeq	v4.8b, v6.8b, v5.8b
	cmeq	v28.8b, v13.8b, v10.8b
	cmeq	v11.8b, v9.8b, v15.8b
	cmeq	v18.8h, v7.8h, v19.8h
	cmeq	v17.8h, v7.8h, v8.8h
	cmeq	v7.8h, v24.8h, v0.8h
	cmeq	v12.8h, v2.8h, v21.8h
	cmeq	d27, d0, #0
	cmeq	d30, d18, #0
	cmeq	d26, d18, #0
	cmeq	d17, d16, #0
	cmeq	v10.16b, v16.16b, #0
	cmeq	v20.16b, v7.16b, #0
	cmeq	v21.16b, v1.16b, #0
	cmeq	v25.16b, v31.16b, #0
	cmeq	v5.2d, v4.2d, #0
	cmeq	v19.2d, v21.2d, #0
	cmeq	v9.2d, v16.2d, #0
	cmeq	v4.2d, v30.2d, #0
	cmeq	v30.2s, v0.2s, #0
	cmeq	v14.2s, v7.2s, #0
	cmeq	v23.2s, v5.2s, #0
	cmeq	v29.2s, v14.2s, #0
	cmeq	v22.4h, v11.4h, #0
	cmeq	v24.4h, v16.4h, #0
	cmeq	v19.4h, v25.4h, #0
	cmeq	v17.4h, v26.4h, #0
	cmeq	v16.4s, v22.4s, #0
	cmeq	v18.4s, v4.4s, #0
	cmeq	v0.4s, v22.4s, #0
	cmeq	v12.4s, v8.4s, #0
	cmeq	v5.8b, v0.8b, #0
	cmeq	v8.8b, v3.8b, #0
	cmeq	v7.8b, v19.8b, #0
	cmeq	v0.8b, v8.8b, #0
	cmeq	v13.8h, v25.8h, #0
	cmeq	v3.8h, v8.8h, #0
	cmeq	v14.8h, v1.8h, #0
	cmeq	v26.8h, v30.8h, #0
	cmge	d30, d10, d5
	cmge	d28, d26, d7
	cmge	d24, d1, d3
	cmge	d25, d16, d16
	cmge	v22.16b, v23.16b, v26.16b
	cmge	v1.16b, v5.16b, v1.16b
	cmge	v21.16b, v27.16b, v1.16b
	cmge	v17.16b, v17.16b, v6.16b
	cmge	v28.2d, v11.2d, v20.2d
	cmge	v29.2d, v19.2d, v25.2d
	cmge	v7.2d, v24.2d, v1.2d
	cmge	v20.2d, v27.2d, v24.2d
	cmge	v28.2s, v10.2s, v4.2s
	cmge	v31.2s, v18.2s, v0.2s
	cmge	v23.2s, v12.2s, v9.2s
	cmge	v2.2s, v24.2s, v17.2s
	cmge	v7.4h, v21.4h, v12.4h
	cmge	v5.4h, v9.4h, v19.4h
	cmge	v28.4h, v13.4h, v1.4h
	cmge	v8.4h, v15.4h, v5.4h
	cmge	v19.4s, v2.4s, v28.4s
	cmge	v21.4s, v16.4s, v27.4s
	cmge	v1.4s, v5.4s, v0.4s
	cmge	v12.4s, v5.4s, v25.4s
	cmge	v17.8b, v25.8b, v15.8b
	cmge	v22.8b, v22.8b, v30.8b
	cmge	v4.8b, v13.8b, v5.8b
	cmge	v4.8b, v28.8b, v13.8b
	cmge	v26.8h, v20.8h, v30.8h
	cmge	v23.8h, v14.8h, v15.8h
	cmge	v3.8h, v2.8h, v20.8h
	cmge	v30.8h, v5.8h, v11.8h
	cmge	d14, d4, #0
	cmge	d16, d27, #0
	cmge	d26, d6, #0
	cmge	d19, d0, #0
	cmge	v1.16b, v14.16b, #0
	cmge	v9.16b, v16.16b, #0
	cmge	v7.16b, v20.16b, #0
	cmge	v25.16b, v17.16b, #0
	cmge	v2.2d, v21.2d, #0
	cmge	v25.2d, v24.2d, #0
	cmge	v10.2d, v5.2d, #0
	cmge	v12.2d, v2.2d, #0
	cmge	v20.2s, v10.2s, #0
	cmge	v27.2s, v29.2s, #0
	cmge	v22.2s, v3.2s, #0
	cmge	v4.2s, v20.2s, #0
	cmge	v30.4h, v31.4h, #0
	cmge	v17.4h, v24.4h, #0
	cmge	v10.4h, v30.4h, #0
	cmge	v10.4h, v24.4h, #0
	cmge	v2.4s, v12.4s, #0
	cmge	v0.4s, v23.4s, #0
	cmge	v13.4s, v30.4s, #0
	cmge	v11.4s, v24.4s, #0
	cmge	v15.8b, v5.8b, #0
	cmge	v5.8b, v31.8b, #0
	cmge	v22.8b, v6.8b, #0
	cmge	v3.8b, v1.8b, #0
	cmge	v31.8h, v22.8h, #0
	cmge	v18.8h, v9.8h, #0
	cmge	v13.8h, v27.8h, #0
	cmge	v4.8h, v7.8h, #0
	cmgt	d30, d16, d22
	cmgt	d12, d7, d18
	cmgt	d1, d24, d13
	cmgt	d30, d24, d15
	cmgt	v28.16b, v3.16b, v25.16b
	cmgt	v18.16b, v31.16b, v12.16b
	cmgt	v23.16b, v20.16b, v14.16b
	cmgt	v18.16b, v23.16b, v8.16b
	cmgt	v21.2d, v20.2d, v1.2d
	cmgt	v5.2d, v28.2d, v7.2d
	cmgt	v7.2d, v21.2d, v6.2d
	cmgt	v31.2d, v25.2d, v1.2d
	cmgt	v23.2s, v3.2s, v2.2s
	cmgt	v23.2s, v7.2s, v1.2s
	cmgt	v3.2s, v11.2s, v3.2s
	cmgt	v15.2s, v17.2s, v10.2s
	cmgt	v14.4h, v1.4h, v14.4h
	cmgt	v16.4h, v30.4h, v23.4h
	cmgt	v28.4h, v22.4h, v25.4h
	cmgt	v1.4h, v8.4h, v8.4h
	cmgt	v17.4s, v15.4s, v22.4s
	cmgt	v22.4s, v15.4s, v8.4s
	cmgt	v26.4s, v15.4s, v8.4s
	cmgt	v17.4s, v19.4s, v15.4s
	cmgt	v25.8b, v23.8b, v14.8b
	cmgt	v23.8b, v11.8b, v27.8b
	cmgt	v1.8b, v26.8b, v29.8b
	cmgt	v13.8b, v1.8b, v24.8b
	cmgt	v3.8h, v31.8h, v14.8h
	cmgt	v29.8h, v31.8h, v20.8h
	cmgt	v14.8h, v30.8h, v22.8h
	cmgt	v25.8h, v9.8h, v6.8h
	cmgt	d12, d12, #0
	cmgt	d9, d25, #0
	cmgt	d7, d28, #0
	cmgt	d8, d23, #0
	cmgt	v17.16b, v17.16b, #0
	cmgt	v0.16b, v30.16b, #0
	cmgt	v3.16b, v5.16b, #0
	cmgt	v22.16b, v21.16b, #0
	cmgt	v14.2d, v16.2d, #0
	cmgt	v0.2d, v8.2d, #0
	cmgt	v5.2d, v10.2d, #0
	cmgt	v3.2d, v10.2d, #0
	cmgt	v27.2s, v2.2s, #0
	cmgt	v7.2s, v18.2s, #0
	cmgt	v14.2s, v26.2s, #0
	cmgt	v9.2s, v11.2s, #0
	cmgt	v19.4h, v4.4h, #0
	cmgt	v29.4h, v19.4h, #0
	cmgt	v4.4h, v2.4h, #0
	cmgt	v27.4h, v29.4h, #0
	cmgt	v26.4s, v12.4s, #0
	cmgt	v19.4s, v19.4s, #0
	cmgt	v29.4s, v21.4s, #0
	cmgt	v9.4s, v25.4s, #0
	cmgt	v2.8b, v9.8b, #0
	cmgt	v19.8b, v26.8b, #0
	cmgt	v1.8b, v9.8b, #0
	cmgt	v18.8b, v25.8b, #0
	cmgt	v13.8h, v3.8h, #0
	cmgt	v19.8h, v1.8h, #0
	cmgt	v8.8h, v16.8h, #0
	cmgt	v4.8h, v19.8h, #0
	cmhi	d8, d7, d0
	cmhi	d27, d21, d11
	cmhi	d30, d12, d11
	cmhi	d13, d27, d29
	cmhi	v14.16b, v2.16b, v14.16b
	cmhi	v9.16b, v30.16b, v5.16b
	cmhi	v26.16b, v26.16b, v11.16b
	cmhi	v15.16b, v30.16b, v10.16b
	cmhi	v16.2d, v30.2d, v9.2d
	cmhi	v13.2d, v26.2d, v10.2d
	cmhi	v16.2d, v9.2d, v19.2d
	cmhi	v12.2d, v19.2d, v26.2d
	cmhi	v6.2s, v23.2s, v7.2s
	cmhi	v10.2s, v6.2s, v18.2s
	cmhi	v28.2s, v14.2s, v30.2s
	cmhi	v26.2s, v5.2s, v22.2s
	cmhi	v15.4h, v25.4h, v23.4h
	cmhi	v5.4h, v4.4h, v24.4h
	cmhi	v1.4h, v4.4h, v8.4h
	cmhi	v23.4h, v12.4h, v29.4h
	cmhi	v19.4s, v8.4s, v1.4s
	cmhi	v1.4s, v4.4s, v24.4s
	cmhi	v20.4s, v12.4s, v4.4s
	cmhi	v5.4s, v25.4s, v10.4s
	cmhi	v20.8b, v1.8b, v24.8b
	cmhi	v21.8b, v13.8b, v15.8b
	cmhi	v3.8b, v27.8b, v2.8b
	cmhi	v13.8b, v1.8b, v3.8b
	cmhi	v18.8h, v23.8h, v27.8h
	cmhi	v31.8h, v26.8h, v15.8h
	cmhi	v6.8h, v0.8h, v20.8h
	cmhi	v20.8h, v20.8h, v31.8h
	cmhs	d5, d27, d31
	cmhs	d4, d27, d22
	cmhs	d18, d12, d25
	cmhs	d13, d20, d16
	cmhs	v23.16b, v20.16b, v9.16b
	cmhs	v17.16b, v11.16b, v17.16b
	cmhs	v16.16b, v11.16b, v0.16b
	cmhs	v26.16b, v22.16b, v24.16b
	cmhs	v30.2d, v0.2d, v0.2d
	cmhs	v10.2d, v0.2d, v25.2d
	cmhs	v14.2d, v30.2d, v30.2d
	cmhs	v15.2d, v17.2d, v14.2d
	cmhs	v5.2s, v15.2s, v22.2s
	cmhs	v9.2s, v20.2s, v4.2s
	cmhs	v24.2s, v30.2s, v16.2s
	cmhs	v18.2s, v26.2s, v9.2s
	cmhs	v31.4h, v25.4h, v11.4h
	cmhs	v14.4h, v30.4h, v16.4h
	cmhs	v28.4h, v30.4h, v23.4h
	cmhs	v19.4h, v20.4h, v8.4h
	cmhs	v18.4s, v21.4s, v25.4s
	cmhs	v1.4s, v29.4s, v20.4s
	cmhs	v31.4s, v26.4s, v12.4s
	cmhs	v8.4s, v10.4s, v9.4s
	cmhs	v10.8b, v22.8b, v1.8b
	cmhs	v12.8b, v25.8b, v17.8b
	cmhs	v21.8b, v11.8b, v6.8b
	cmhs	v15.8b, v6.8b, v0.8b
	cmhs	v25.8h, v10.8h, v29.8h
	cmhs	v7.8h, v19.8h, v30.8h
	cmhs	v15.8h, v20.8h, v17.8h
	cmhs	v22.8h, v25.8h, v12.8h
	cmle	d6, d30, #0
	cmle	d17, d17, #0
	cmle	d21, d9, #0
	cmle	d15, d31, #0
	cmle	v16.16b, v18.16b, #0
	cmle	v12.16b, v19.16b, #0
	cmle	v25.16b, v31.16b, #0
	cmle	v12.16b, v15.16b, #0
	cmle	v5.2d, v16.2d, #0
	cmle	v22.2d, v31.2d, #0
	cmle	v28.2d, v2.2d, #0
	cmle	v19.2d, v13.2d, #0
	cmle	v1.2s, v24.2s, #0
	cmle	v20.2s, v2.2s, #0
	cmle	v21.2s, v7.2s, #0
	cmle	v23.2s, v6.2s, #0
	cmle	v19.4h, v8.4h, #0
	cmle	v24.4h, v29.4h, #0
	cmle	v10.4h, v14.4h, #0
	cmle	v11.4h, v1.4h, #0
	cmle	v30.4s, v0.4s, #0
	cmle	v24.4s, v3.4s, #0
	cmle	v1.4s, v22.4s, #0
	cmle	v14.4s, v18.4s, #0
	cmle	v7.8b, v31.8b, #0
	cmle	v6.8b, v25.8b, #0
	cmle	v4.8b, v2.8b, #0
	cmle	v25.8b, v18.8b, #0
	cmle	v6.8h, v19.8h, #0
	cmle	v29.8h, v17.8h, #0
	cmle	v19.8h, v26.8h, #0
	cmle	v28.8h, v25.8h, #0
	cmlt	d17, d1, #0
	cmlt	d24, d6, #0
	cmlt	d13, d12, #0
	cmlt	d9, d7, #0
	cmlt	v23.16b, v1.16b, #0
	cmlt	v21.16b, v2.16b, #0
	cmlt	v1.16b, v3.16b, #0
	cmlt	v12.16b, v15.16b, #0
	cmlt	v6.2d, v13.2d, #0
	cmlt	v21.2d, v9.2d, #0
	cmlt	v24.2d, v20.2d, #0
	cmlt	v28.2d, v13.2d, #0
	cmlt	v2.2s, v23.2s, #0
	cmlt	v12.2s, v20.2s, #0
	cmlt	v3.2s, v14.2s, #0
	cmlt	v26.2s, v26.2s, #0
	cmlt	v1.4h, v31.4h, #0
	cmlt	v24.4h, v10.4h, #0
	cmlt	v2.4h, v17.4h, #0
	cmlt	v30.4h, v23.4h, #0
	cmlt	v16.4s, v7.4s, #0
	cmlt	v6.4s, v15.4s, #0
	cmlt	v24.4s, v29.4s, #0
	cmlt	v16.4s, v13.4s, #0
	cmlt	v29.8b, v24.8b, #0
	cmlt	v2.8b, v27.8b, #0
	cmlt	v7.8b, v13.8b, #0
	cmlt	v20.8b, v25.8b, #0
	cmlt	v20.8h, v12.8h, #0
	cmlt	v6.8h, v22.8h, #0
	cmlt	v28.8h, v13.8h, #0
	cmlt	v23.8h, v15.8h, #0
	cmtst	d3, d11, d30
	cmtst	d18, d2, d2
	cmtst	d27, d11, d2
	cmtst	d20, d31, d24
	cmtst	v20.16b, v31.16b, v4.16b
	cmtst	v30.16b, v22.16b, v14.16b
	cmtst	v8.16b, v21.16b, v23.16b
	cmtst	v20.16b, v27.16b, v18.16b
	cmtst	v18.2d, v21.2d, v25.2d
	cmtst	v21.2d, v2.2d, v13.2d
	cmtst	v24.2d, v26.2d, v29.2d
	cmtst	v11.2d, v7.2d, v21.2d
	cmtst	v6.2s, v13.2s, v21.2s
	cmtst	v11.2s, v18.2s, v24.2s
	cmtst	v30.2s, v9.2s, v21.2s
	cmtst	v18.2s, v16.2s, v18.2s
	cmtst	v24.4h, v14.4h, v2.4h
	cmtst	v20.4h, v11.4h, v1.4h
	cmtst	v16.4h, v11.4h, v10.4h
	cmtst	v18.4h, v29.4h, v11.4h
	cmtst	v14.4s, v13.4s, v28.4s
	cmtst	v6.4s, v13.4s, v13.4s
	cmtst	v22.4s, v1.4s, v14.4s
	cmtst	v12.4s, v21.4s, v10.4s
	cmtst	v15.8b, v26.8b, v8.8b
	cmtst	v24.8b, v12.8b, v21.8b
	cmtst	v16.8b, v5.8b, v4.8b
	cmtst	v10.8b, v4.8b, v11.8b
	cmtst	v24.8h, v28.8h, v31.8h
	cmtst	v13.8h, v31.8h, v0.8h
	cmtst	v14.8h, v24.8h, v6.8h
	cmtst	v16.8h, v14.8h, v31.8h
	cnt	v20.16b, v31.16b
	cnt	v3.16b, v26.16b
	cnt	v27.16b, v5.16b
	cnt	v17.16b, v21.16b
	cnt	v15.8b, v5.8b
	cnt	v4.8b, v22.8b
	cnt	v0.8b, v1.8b
	cnt	v1.8b, v22.8b
	csel	w27, w14, w11, vc
	csel	w13, w28, w13, le
	csel	w10, w7, w22, le
	csel	w12, w8, w16, nv
	csel	x16, x6, x18, vs
	csel	x12, x15, x12, lo
	csel	x3, x18, x20, eq
	csel	x16, x1, x24, hs
	csinc	w27, w26, w23, mi
	csinc	wzr, w10, w23, le
	csinc	w0, w20, w10, nv
	cinc	w15, w21, lt
	cinc	x23, x28, ge
	csinc	x13, x9, x10, gt
	cset	x25, le
	cset	x20, pl
	csinv	w21, w17, w20, eq
	csinv	w18, w8, w15, pl
	csinv	w20, w10, w29, lo
	csinv	w15, w12, w22, ls
	csetm	x11, ne
	cinv	x29, x19, ne
	csetm	x28, hs
	csinv	x12, x9, x9, nv
	csneg	w10, w5, w3, hs
	csneg	w27, w22, w9, vs
	csneg	w4, w6, w15, eq
	csneg	w7, w25, w9, ne
	cneg	x27, x23, vc
	csneg	x14, x24, x29, ls
	csneg	x17, x18, x16, hi
	cneg	x20, x26, ls
	dcps1	#0x1
	dcps1
	dcps1	#0x29b6
	dcps1	#0x1
	dcps2	#0x1c07
	dcps2
	dcps2	#0x5dde
	dcps2	#0x421f
	dcps3
	dcps3	#0x5ebd
	dcps3
	dcps3
	dmb	nshld
	dmb	st
	dmb	#0
	dmb	osh
	drps
	drps
	drps
	drps
	ssbb
	dsb	osh
	dsb	#12
	dsb	oshst
	mov	b20, v11.b[6]
	mov	b26, v27.b[0]
	mov	b14, v12.b[0]
	mov	b20, v28.b[0]
	mov	d22, v7.d[1]
	mov	d9, v15.d[1]
	mov	d11, v5.d[0]
	mov	d1, v5.d[0]
	mov	h5, v18.h[7]
	mov	h15, v11.h[2]
	mov	h8, v14.h[5]
	mov	h18, v31.h[7]
	mov	s7, v4.s[1]
	mov	s26, v8.s[0]
	mov	s2, v2.s[3]
	mov	s19, v8.s[1]
	dup	v16.16b, w27
	dup	v20.16b, w14
	dup	v24.16b, w9
	dup	v18.16b, w14
	dup	v12.16b, v5.b[14]
	dup	v27.16b, v23.b[6]
	dup	v9.16b, v4.b[11]
	dup	v27.16b, v24.b[2]
	dup	v14.2d, x5
	dup	v20.2d, x21
	dup	v23.2d, x16
	dup	v30.2d, x0
	dup	v6.2d, v7.d[0]
	dup	v27.2d, v17.d[1]
	dup	v23.2d, v20.d[1]
	dup	v22.2d, v30.d[0]
	dup	v19.2s, w24
	dup	v17.2s, w1
	dup	v24.2s, w7
	dup	v30.2s, w12
	dup	v0.2s, v27.s[1]
	dup	v19.2s, v14.s[3]
	dup	v7.2s, v27.s[0]
	dup	v14.2s, v26.s[2]
	dup	v27.4h, w9
	dup	v21.4h, w11
	dup	v0.4h, w8
	dup	v27.4h, w12
	dup	v15.4h, v30.h[6]
	dup	v6.4h, v16.h[2]
	dup	v19.4h, v21.h[7]
	dup	v22.4h, v21.h[4]
	dup	v25.4s, w14
	dup	v27.4s, w18
	dup	v10.4s, w24
	dup	v10.4s, w12
	dup	v7.4s, v22.s[2]
	dup	v14.4s, v1.s[3]
	dup	v6.4s, v9.s[0]
	dup	v29.4s, v8.s[1]
	dup	v14.8b, wzr
	dup	v3.8b, w25
	dup	v11.8b, w26
	dup	v24.8b, w21
	dup	v7.8b, v4.b[10]
	dup	v15.8b, v18.b[0]
	dup	v7.8b, v17.b[0]
	dup	v5.8b, v4.b[4]
	dup	v25.8h, w2
	dup	v26.8h, w19
	dup	v22.8h, w17
	dup	v17.8h, w12
	dup	v0.8h, v13.h[0]
	dup	v4.8h, v15.h[5]
	dup	v10.8h, v25.h[2]
	dup	v2.8h, v7.h[1]
	eon	w9, w12, w1, asr #17
	eon	w22, w7, w3, asr #12
	eon	w13, w25, w17, lsr #29
	eon	w28, w27, w19, ror #8
	eon	x25, x15, x25, asr #0
	eon	x13, x21, x0, ror #63
	eon	x1, x13, x27
	eon	x2, x11, x29
	eor	w25, w0, #0x55555555
	eor	w20, w23, #0x10001
	eor	w12, w29, #0x200000
	eor	w14, w18, #0x7ff07ff
	eor	w4, w8, w2, asr #6
	eor	w9, w1, w9
	eor	w14, w16, w26, asr #0
	eor	w17, w1, w21, asr #4
	eor	x30, x28, #0xaaaaaaaaaaaaaaaa
	eor	x11, x19, #0x8888888888888888
	eor	x26, x10, #0x8383838383838383
	eor	x3, x20, #0x3333333333333333
	eor	x19, x25, x23
	eor	x25, x27, x17
	eor	x29, x5, x30
	eor	x6, x8, x7, lsr #63
	eor	v30.16b, v9.16b, v25.16b
	eor	v17.16b, v5.16b, v6.16b
	eor	v12.16b, v18.16b, v13.16b
	eor	v8.16b, v2.16b, v12.16b
	eor	v18.8b, v9.8b, v1.8b
	eor	v24.8b, v12.8b, v9.8b
	eor	v14.8b, v14.8b, v23.8b
	eor	v9.8b, v14.8b, v23.8b
	eret
	eret
	eret
	eret
	extr	w11, w4, w6, #31
	extr	w9, w6, w15, #19
	ror	w27, w17, #6
	extr	w10, w2, w1, #0
	ror	x5, x0, #0
	extr	x14, x12, x29, #58
	extr	x28, xzr, x12, #31
	extr	x24, x25, x21, #35
	ext	v1.16b, v1.16b, v5.16b, #0
	ext	v22.16b, v20.16b, v30.16b, #15
	ext	v28.16b, v22.16b, v11.16b, #8
	ext	v6.16b, v19.16b, v17.16b, #14
	ext	v8.8b, v14.8b, v17.8b, #3
	ext	v0.8b, v14.8b, v11.8b, #5
	ext	v23.8b, v14.8b, v22.8b, #1
	ext	v29.8b, v0.8b, v8.8b, #1
	fabd	d26, d12, d7
	fabd	d29, d16, d7
	fabd	d9, d12, d30
	fabd	d5, d15, d17
	fabd	s19, s17, s2
	fabd	s3, s21, s0
	fabd	s4, s18, s18
	fabd	s13, s13, s2
	fabd	v21.2d, v26.2d, v23.2d
	fabd	v7.2d, v18.2d, v3.2d
	fabd	v29.2d, v15.2d, v27.2d
	fabd	v0.2d, v30.2d, v26.2d
	fabd	v1.2s, v17.2s, v28.2s
	fabd	v31.2s, v12.2s, v13.2s
	fabd	v3.2s, v23.2s, v14.2s
	fabd	v4.2s, v23.2s, v7.2s
	fabd	v15.4s, v27.4s, v16.4s
	fabd	v27.4s, v5.4s, v18.4s
	fabd	v6.4s, v3.4s, v10.4s
	fabd	v25.4s, v19.4s, v17.4s
	fabs	d6, d2
	fabs	d24, d10
	fabs	d14, d17
	fabs	d28, d8
	fabs	s10, s7
	fabs	s30, s25
	fabs	s1, s18
	fabs	s14, s28
	fabs	v25.2d, v29.2d
	fabs	v7.2d, v28.2d
	fabs	v8.2d, v0.2d
	fabs	v9.2d, v26.2d
	fabs	v4.2s, v14.2s
	fabs	v10.2s, v4.2s
	fabs	v4.2s, v30.2s
	fabs	v20.2s, v19.2s
	fabs	v3.4s, v21.4s
	fabs	v29.4s, v11.4s
	fabs	v22.4s, v6.4s
	fabs	v27.4s, v6.4s
	facge	d11, d17, d21
	facge	d18, d0, d26
	facge	d17, d30, d22
	facge	d7, d0, d30
	facge	s11, s16, s12
	facge	s27, s2, s14
	facge	s28, s29, s6
	facge	s31, s23, s6
	facge	v5.2d, v0.2d, v24.2d
	facge	v16.2d, v13.2d, v11.2d
	facge	v28.2d, v20.2d, v12.2d
	facge	v0.2d, v14.2d, v4.2d
	facge	v12.2s, v1.2s, v4.2s
	facge	v19.2s, v10.2s, v21.2s
	facge	v25.2s, v30.2s, v6.2s
	facge	v22.2s, v21.2s, v2.2s
	facge	v7.4s, v8.4s, v4.4s
	facge	v5.4s, v17.4s, v2.4s
	facge	v5.4s, v14.4s, v26.4s
	facge	v20.4s, v16.4s, v17.4s
	facgt	d8, d3, d16
	facgt	d4, d4, d18
	facgt	d19, d26, d11
	facgt	d25, d12, d25
	facgt	s21, s2, s4
	facgt	s16, s11, s26
	facgt	s26, s30, s17
	facgt	s11, s24, s16
	facgt	v4.2d, v10.2d, v30.2d
	facgt	v22.2d, v11.2d, v26.2d
	facgt	v15.2d, v9.2d, v6.2d
	facgt	v2.2d, v23.2d, v31.2d
	facgt	v13.2s, v28.2s, v3.2s
	facgt	v22.2s, v19.2s, v10.2s
	facgt	v28.2s, v15.2s, v17.2s
	facgt	v23.2s, v15.2s, v11.2s
	facgt	v2.4s, v10.4s, v13.4s
	facgt	v27.4s, v6.4s, v19.4s
	facgt	v4.4s, v29.4s, v6.4s
	facgt	v1.4s, v26.4s, v6.4s
	fadd	d15, d7, d9
	fadd	d9, d17, d8
	fadd	d11, d12, d5
	fadd	d1, d3, d4
	faddp	d30, v3.2d
	faddp	d2, v2.2d
	faddp	d11, v6.2d
	faddp	d26, v26.2d
	faddp	s26, v1.2s
	faddp	s1, v26.2s
	faddp	s0, v0.2s
	faddp	s16, v1.2s
	faddp	v13.2d, v21.2d, v10.2d
	faddp	v13.2d, v29.2d, v21.2d
	faddp	v16.2d, v13.2d, v17.2d
	faddp	v21.2d, v31.2d, v8.2d
	faddp	v14.2s, v22.2s, v22.2s
	faddp	v24.2s, v23.2s, v26.2s
	faddp	v11.2s, v6.2s, v8.2s
	faddp	v19.2s, v0.2s, v20.2s
	faddp	v5.4s, v17.4s, v30.4s
	faddp	v1.4s, v2.4s, v16.4s
	faddp	v21.4s, v30.4s, v4.4s
	faddp	v30.4s, v29.4s, v30.4s
	fadd	s2, s11, s9
	fadd	s18, s11, s11
	fadd	s14, s23, s5
	fadd	s10, s21, s1
	fadd	v26.2d, v31.2d, v23.2d
	fadd	v10.2d, v7.2d, v21.2d
	fadd	v10.2d, v25.2d, v30.2d
	fadd	v29.2d, v2.2d, v4.2d
	fadd	v19.2s, v13.2s, v15.2s
	fadd	v25.2s, v24.2s, v0.2s
	fadd	v31.2s, v24.2s, v15.2s
	fadd	v30.2s, v5.2s, v8.2s
	fadd	v21.4s, v9.4s, v14.4s
	fadd	v12.4s, v11.4s, v2.4s
	fadd	v12.4s, v26.4s, v6.4s
	fadd	v7.4s, v14.4s, v22.4s
	fccmp	d22, d23, #12, lt
	fccmp	d15, d25, #0, lt
	fccmp	d1, d16, #2, vs
	fccmp	d24, d28, #11, al
	fccmpe	d27, d7, #1, al
	fccmpe	d18, d6, #1, lt
	fccmpe	d18, d9, #2, lo
	fccmpe	d3, d24, #14, eq
	fccmpe	s0, s24, #7, al
	fccmpe	s16, s30, #2, mi
	fccmpe	s0, s23, #14, le
	fccmpe	s13, s7, #15, ls
	fccmp	s0, s6, #8, lt
	fccmp	s31, s28, #6, vs
	fccmp	s27, s3, #13, eq
	fccmp	s27, s20, #11, ls
	fcmeq	d9, d13, d20
	fcmeq	d5, d3, d8
	fcmeq	d0, d18, d20
	fcmeq	d25, d4, d13
	fcmeq	s13, s21, s26
	fcmeq	s30, s31, s4
	fcmeq	s22, s4, s2
	fcmeq	s4, s1, s28
	fcmeq	v31.2d, v22.2d, v13.2d
	fcmeq	v28.2d, v1.2d, v15.2d
	fcmeq	v20.2d, v25.2d, v20.2d
	fcmeq	v6.2d, v29.2d, v8.2d
	fcmeq	v24.2s, v16.2s, v23.2s
	fcmeq	v21.2s, v15.2s, v0.2s
	fcmeq	v1.2s, v23.2s, v5.2s
	fcmeq	v0.2s, v24.2s, v31.2s
	fcmeq	v29.4s, v1.4s, v26.4s
	fcmeq	v1.4s, v2.4s, v22.4s
	fcmeq	v29.4s, v1.4s, v7.4s
	fcmeq	v27.4s, v20.4s, v24.4s
	fcmeq	d24, d27, #0.0
	fcmeq	d0, d19, #0.0
	fcmeq	d15, d25, #0.0
	fcmeq	d16, d14, #0.0
	fcmeq	s12, s20, #0.0
	fcmeq	s7, s28, #0.0
	fcmeq	s28, s19, #0.0
	fcmeq	s25, s5, #0.0
	fcmeq	v14.2d, v16.2d, #0.0
	fcmeq	v18.2d, v26.2d, #0.0
	fcmeq	v3.2d, v15.2d, #0.0
	fcmeq	v20.2d, v9.2d, #0.0
	fcmeq	v8.2s, v11.2s, #0.0
	fcmeq	v17.2s, v16.2s, #0.0
	fcmeq	v6.2s, v7.2s, #0.0
	fcmeq	v18.2s, v11.2s, #0.0
	fcmeq	v20.4s, v4.4s, #0.0
	fcmeq	v4.4s, v9.4s, #0.0
	fcmeq	v28.4s, v25.4s, #0.0
	fcmeq	v10.4s, v4.4s, #0.0
	fcmge	d30, d28, d23
	fcmge	d25, d3, d2
	fcmge	d10, d23, d15
	fcmge	d16, d7, d2
	fcmge	s3, s9, s21
	fcmge	s26, s26, s20
	fcmge	s31, s21, s17
	fcmge	s1, s21, s23
	fcmge	v24.2d, v29.2d, v11.2d
	fcmge	v8.2d, v0.2d, v5.2d
	fcmge	v25.2d, v9.2d, v5.2d
	fcmge	v9.2d, v0.2d, v26.2d
	fcmge	v5.2s, v12.2s, v20.2s
	fcmge	v27.2s, v27.2s, v7.2s
	fcmge	v9.2s, v12.2s, v4.2s
	fcmge	v0.2s, v24.2s, v28.2s
	fcmge	v14.4s, v30.4s, v7.4s
	fcmge	v27.4s, v27.4s, v31.4s
	fcmge	v15.4s, v3.4s, v0.4s
	fcmge	v7.4s, v27.4s, v16.4s
	fcmge	d22, d30, #0.0
	fcmge	d24, d29, #0.0
	fcmge	d23, d23, #0.0
	fcmge	d15, d10, #0.0
	fcmge	s6, s29, #0.0
	fcmge	s22, s30, #0.0
	fcmge	s19, s14, #0.0
	fcmge	s28, s29, #0.0
	fcmge	v30.2d, v23.2d, #0.0
	fcmge	v28.2d, v26.2d, #0.0
	fcmge	v14.2d, v19.2d, #0.0
	fcmge	v31.2d, v8.2d, #0.0
	fcmge	v10.2s, v24.2s, #0.0
	fcmge	v21.2s, v27.2s, #0.0
	fcmge	v22.2s, v17.2s, #0.0
	fcmge	v19.2s, v5.2s, #0.0
	fcmge	v0.4s, v11.4s, #0.0
	fcmge	v13.4s, v22.4s, #0.0
	fcmge	v2.4s, v4.4s, #0.0
	fcmge	v14.4s, v4.4s, #0.0
	fcmgt	d27, d19, d4
	fcmgt	d26, d4, d19
	fcmgt	d29, d10, d1
	fcmgt	d27, d11, d22
	fcmgt	s6, s24, s0
	fcmgt	s4, s11, s11
	fcmgt	s31, s24, s5
	fcmgt	s15, s2, s20
	fcmgt	v9.2d, v12.2d, v25.2d
	fcmgt	v6.2d, v15.2d, v18.2d
	fcmgt	v6.2d, v8.2d, v16.2d
	fcmgt	v19.2d, v15.2d, v12.2d
	fcmgt	v29.2s, v11.2s, v5.2s
	fcmgt	v28.2s, v18.2s, v18.2s
	fcmgt	v31.2s, v29.2s, v0.2s
	fcmgt	v15.2s, v27.2s, v31.2s
	fcmgt	v1.4s, v8.4s, v31.4s
	fcmgt	v14.4s, v5.4s, v0.4s
	fcmgt	v4.4s, v28.4s, v19.4s
	fcmgt	v6.4s, v25.4s, v10.4s
	fcmgt	d15, d22, #0.0
	fcmgt	d29, d31, #0.0
	fcmgt	d31, d16, #0.0
	fcmgt	d14, d9, #0.0
	fcmgt	s2, s3, #0.0
	fcmgt	s1, s17, #0.0
	fcmgt	s12, s22, #0.0
	fcmgt	s31, s17, #0.0
	fcmgt	v20.2d, v28.2d, #0.0
	fcmgt	v18.2d, v5.2d, #0.0
	fcmgt	v0.2d, v26.2d, #0.0
	fcmgt	v0.2d, v6.2d, #0.0
	fcmgt	v16.2s, v19.2s, #0.0
	fcmgt	v2.2s, v0.2s, #0.0
	fcmgt	v27.2s, v13.2s, #0.0
	fcmgt	v6.2s, v23.2s, #0.0
	fcmgt	v9.4s, v29.4s, #0.0
	fcmgt	v12.4s, v5.4s, #0.0
	fcmgt	v24.4s, v6.4s, #0.0
	fcmgt	v30.4s, v4.4s, #0.0
	fcmle	d20, d22, #0.0
	fcmle	d14, d10, #0.0
	fcmle	d13, d29, #0.0
	fcmle	d21, d17, #0.0
	fcmle	s11, s4, #0.0
	fcmle	s20, s16, #0.0
	fcmle	s8, s29, #0.0
	fcmle	s2, s5, #0.0
	fcmle	v29.2d, v12.2d, #0.0
	fcmle	v21.2d, v26.2d, #0.0
	fcmle	v27.2d, v24.2d, #0.0
	fcmle	v8.2d, v7.2d, #0.0
	fcmle	v20.2s, v18.2s, #0.0
	fcmle	v24.2s, v19.2s, #0.0
	fcmle	v26.2s, v3.2s, #0.0
	fcmle	v31.2s, v25.2s, #0.0
	fcmle	v6.4s, v30.4s, #0.0
	fcmle	v13.4s, v19.4s, #0.0
	fcmle	v0.4s, v11.4s, #0.0
	fcmle	v18.4s, v14.4s, #0.0
	fcmlt	d16, d8, #0.0
	fcmlt	d25, d19, #0.0
	fcmlt	d21, d8, #0.0
	fcmlt	d4, d9, #0.0
	fcmlt	s9, s10, #0.0
	fcmlt	s5, s27, #0.0
	fcmlt	s3, s0, #0.0
	fcmlt	s4, s23, #0.0
	fcmlt	v17.2d, v23.2d, #0.0
	fcmlt	v21.2d, v22.2d, #0.0
	fcmlt	v18.2d, v17.2d, #0.0
	fcmlt	v11.2d, v11.2d, #0.0
	fcmlt	v16.2s, v7.2s, #0.0
	fcmlt	v27.2s, v2.2s, #0.0
	fcmlt	v2.2s, v15.2s, #0.0
	fcmlt	v17.2s, v24.2s, #0.0
	fcmlt	v28.4s, v19.4s, #0.0
	fcmlt	v31.4s, v6.4s, #0.0
	fcmlt	v2.4s, v4.4s, #0.0
	fcmlt	v27.4s, v31.4s, #0.0
	fcmp	d1, #0.0
	fcmp	d6, #0.0
	fcmp	d12, #0.0
	fcmp	d1, #0.0
	fcmp	d19, d3
	fcmp	d8, d13
	fcmp	d2, d16
	fcmp	d31, d27
	fcmpe	d19, #0.0
	fcmpe	d10, #0.0
	fcmpe	d2, #0.0
	fcmpe	d16, #0.0
	fcmpe	d16, d21
	fcmpe	d27, d10
	fcmpe	d18, d1
	fcmpe	d13, d16
	fcmpe	s20, #0.0
	fcmpe	s6, #0.0
	fcmpe	s20, #0.0
	fcmpe	s28, #0.0
	fcmpe	s7, s20
	fcmpe	s8, s23
	fcmpe	s23, s20
	fcmpe	s29, s30
	fcmp	s23, #0.0
	fcmp	s1, #0.0
	fcmp	s16, #0.0
	fcmp	s23, #0.0
	fcmp	s30, s18
	fcmp	s13, s31
	fcmp	s30, s13
	fcmp	s22, s16
	fcsel	d18, d31, d23, ne
	fcsel	d2, d4, d13, pl
	fcsel	d11, d18, d3, lt
	fcsel	d31, d3, d26, hi
	fcsel	s8, s5, s8, lt
	fcsel	s19, s13, s21, al
	fcsel	s13, s23, s15, hs
	fcsel	s1, s20, s14, al
	fcvtas	w26, d20
	fcvtas	w8, d25
	fcvtas	w24, d2
	fcvtas	w25, d6
	fcvtas	w12, s8
	fcvtas	w14, s26
	fcvtas	w17, s30
	fcvtas	w16, s30
	fcvtas	x30, d22
	fcvtas	x19, d15
	fcvtas	x29, d13
	fcvtas	x30, d24
	fcvtas	x20, s12
	fcvtas	x16, s7
	fcvtas	x11, s30
	fcvtas	x9, s9
	fcvtas	d13, d29
	fcvtas	d28, d19
	fcvtas	d10, d10
	fcvtas	d19, d3
	fcvtas	s12, s2
	fcvtas	s9, s7
	fcvtas	s10, s1
	fcvtas	s4, s31
	fcvtas	v25.2d, v13.2d
	fcvtas	v14.2d, v10.2d
	fcvtas	v18.2d, v7.2d
	fcvtas	v22.2d, v9.2d
	fcvtas	v3.2s, v16.2s
	fcvtas	v1.2s, v18.2s
	fcvtas	v2.2s, v17.2s
	fcvtas	v27.2s, v11.2s
	fcvtas	v7.4s, v26.4s
	fcvtas	v15.4s, v27.4s
	fcvtas	v11.4s, v13.4s
	fcvtas	v12.4s, v19.4s
	fcvtau	w15, d23
	fcvtau	w3, d21
	fcvtau	w29, d26
	fcvtau	w20, d28
	fcvtau	w14, s7
	fcvtau	w4, s15
	fcvtau	w29, s8
	fcvtau	w29, s12
	fcvtau	x0, d22
	fcvtau	xzr, d26
	fcvtau	x6, d0
	fcvtau	x21, d3
	fcvtau	x27, s25
	fcvtau	x10, s4
	fcvtau	x26, s12
	fcvtau	x28, s7
	fcvtau	d16, d1
	fcvtau	d23, d1
	fcvtau	d16, d0
	fcvtau	d12, d26
	fcvtau	s1, s4
	fcvtau	s8, s12
	fcvtau	s17, s20
	fcvtau	s21, s15
	fcvtau	v16.2d, v15.2d
	fcvtau	v4.2d, v8.2d
	fcvtau	v9.2d, v4.2d
	fcvtau	v21.2d, v8.2d
	fcvtau	v7.2s, v4.2s
	fcvtau	v3.2s, v22.2s
	fcvtau	v5.2s, v9.2s
	fcvtau	v8.2s, v10.2s
	fcvtau	v21.4s, v11.4s
	fcvtau	v9.4s, v22.4s
	fcvtau	v11.4s, v17.4s
	fcvtau	v27.4s, v22.4s
	fcvt	d7, h25
	fcvt	d2, h18
	fcvt	d14, h10
	fcvt	d20, h11
	fcvt	d18, s9
	fcvt	d24, s9
	fcvt	d21, s25
	fcvt	d10, s2
	fcvt	h9, d8
	fcvt	h10, d6
	fcvt	h4, d24
	fcvt	h15, d2
	fcvt	h27, s6
	fcvt	h15, s20
	fcvt	h10, s8
	fcvt	h16, s21
	fcvtl	v30.2d, v3.2s
	fcvtl	v18.2d, v10.2s
	fcvtl	v21.2d, v22.2s
	fcvtl	v9.2d, v12.2s
	fcvtl	v29.4s, v30.4h
	fcvtl	v3.4s, v25.4h
	fcvtl	v0.4s, v22.4h
	fcvtl	v10.4s, v25.4h
	fcvtl2	v25.2d, v16.4s
	fcvtl2	v23.2d, v6.4s
	fcvtl2	v25.2d, v16.4s
	fcvtl2	v10.2d, v27.4s
	fcvtl2	v26.4s, v9.8h
	fcvtl2	v26.4s, v3.8h
	fcvtl2	v20.4s, v21.8h
	fcvtl2	v13.4s, v16.8h
	fcvtms	w21, d30
	fcvtms	w11, d27
	fcvtms	w17, d23
	fcvtms	w29, d28
	fcvtms	w13, s13
	fcvtms	w7, s6
	fcvtms	w1, s6
	fcvtms	w7, s22
	fcvtms	x15, d17
	fcvtms	x11, d30
	fcvtms	x18, d18
	fcvtms	x3, d30
	fcvtms	x12, s9
	fcvtms	x12, s16
	fcvtms	x11, s31
	fcvtms	x11, s26
	fcvtms	d9, d8
	fcvtms	d12, d9
	fcvtms	d6, d30
	fcvtms	d4, d24
	fcvtms	s15, s26
	fcvtms	s30, s26
	fcvtms	s1, s14
	fcvtms	s0, s19
	fcvtms	v20.2d, v29.2d
	fcvtms	v20.2d, v18.2d
	fcvtms	v8.2d, v31.2d
	fcvtms	v12.2d, v20.2d
	fcvtms	v2.2s, v28.2s
	fcvtms	v30.2s, v20.2s
	fcvtms	v17.2s, v11.2s
	fcvtms	v15.2s, v3.2s
	fcvtms	v22.4s, v24.4s
	fcvtms	v6.4s, v9.4s
	fcvtms	v18.4s, v14.4s
	fcvtms	v16.4s, v31.4s
	fcvtmu	w0, d27
	fcvtmu	w30, d2
	fcvtmu	w4, d23
	fcvtmu	w26, d15
	fcvtmu	w9, s26
	fcvtmu	w11, s8
	fcvtmu	w22, s30
	fcvtmu	w11, s26
	fcvtmu	x21, d5
	fcvtmu	x3, d3
	fcvtmu	x4, d13
	fcvtmu	x5, d11
	fcvtmu	x22, s25
	fcvtmu	x2, s28
	fcvtmu	x19, s27
	fcvtmu	x21, s19
	fcvtmu	d12, d16
	fcvtmu	d22, d4
	fcvtmu	d20, d23
	fcvtmu	d24, d5
	fcvtmu	s27, s8
	fcvtmu	s18, s15
	fcvtmu	s10, s4
	fcvtmu	s2, s25
	fcvtmu	v23.2d, v6.2d
	fcvtmu	v3.2d, v11.2d
	fcvtmu	v3.2d, v18.2d
	fcvtmu	v26.2d, v24.2d
	fcvtmu	v14.2s, v22.2s
	fcvtmu	v15.2s, v8.2s
	fcvtmu	v2.2s, v23.2s
	fcvtmu	v4.2s, v14.2s
	fcvtmu	v29.4s, v10.4s
	fcvtmu	v15.4s, v0.4s
	fcvtmu	v1.4s, v6.4s
	fcvtmu	v21.4s, v4.4s
	fcvtns	w4, d20
	fcvtns	w6, d13
	fcvtns	w5, d16
	fcvtns	w11, d19
	fcvtns	w16, s27
	fcvtns	w2, s6
	fcvtns	w21, s15
	fcvtns	w8, s28
	fcvtns	x0, d20
	fcvtns	x10, d8
	fcvtns	x14, d7
	fcvtns	x24, d22
	fcvtns	x9, s28
	fcvtns	x0, s17
	fcvtns	x23, s18
	fcvtns	x13, s27
	fcvtns	d4, d12
	fcvtns	d17, d22
	fcvtns	d18, d18
	fcvtns	d25, d2
	fcvtns	s16, s27
	fcvtns	s23, s29
	fcvtns	s18, s29
	fcvtns	s12, s10
	fcvtns	v26.2d, v26.2d
	fcvtns	v24.2d, v5.2d
	fcvtns	v30.2d, v16.2d
	fcvtns	v11.2d, v21.2d
	fcvtns	v8.2s, v11.2s
	fcvtns	v20.2s, v27.2s
	fcvtns	v31.2s, v25.2s
	fcvtns	v8.2s, v20.2s
	fcvtns	v2.4s, v4.4s
	fcvtns	v30.4s, v7.4s
	fcvtns	v19.4s, v13.4s
	fcvtns	v17.4s, v13.4s
	fcvtnu	w20, d16
	fcvtnu	w24, d23
	fcvtnu	w30, d7
	fcvtnu	w16, d2
	fcvtnu	w22, s18
	fcvtnu	w7, s5
	fcvtnu	w26, s3
	fcvtnu	w8, s17
	fcvtnu	x1, d7
	fcvtnu	x4, d15
	fcvtnu	x27, d0
	fcvtnu	xzr, d4
	fcvtnu	x7, s14
	fcvtnu	x14, s3
	fcvtnu	x24, s18
	fcvtnu	x19, s28
	fcvtnu	d0, d5
	fcvtnu	d3, d16
	fcvtnu	d0, d23
	fcvtnu	d4, d20
	fcvtnu	s27, s31
	fcvtnu	s26, s11
	fcvtnu	s18, s1
	fcvtnu	s3, s0
	fcvtnu	v24.2d, v7.2d
	fcvtnu	v25.2d, v4.2d
	fcvtnu	v16.2d, v1.2d
	fcvtnu	v29.2d, v4.2d
	fcvtnu	v10.2s, v14.2s
	fcvtnu	v5.2s, v5.2s
	fcvtnu	v20.2s, v6.2s
	fcvtnu	v17.2s, v10.2s
	fcvtnu	v25.4s, v27.4s
	fcvtnu	v23.4s, v10.4s
	fcvtnu	v12.4s, v6.4s
	fcvtnu	v17.4s, v28.4s
	fcvtn	v18.2s, v14.2d
	fcvtn	v11.2s, v16.2d
	fcvtn	v5.2s, v28.2d
	fcvtn	v0.2s, v29.2d
	fcvtn	v1.4h, v8.4s
	fcvtn	v0.4h, v30.4s
	fcvtn	v10.4h, v20.4s
	fcvtn	v22.4h, v7.4s
	fcvtn2	v26.4s, v5.2d
	fcvtn2	v17.4s, v14.2d
	fcvtn2	v3.4s, v10.2d
	fcvtn2	v23.4s, v19.2d
	fcvtn2	v9.8h, v26.4s
	fcvtn2	v12.8h, v28.4s
	fcvtn2	v14.8h, v1.4s
	fcvtn2	v13.8h, v6.4s
	fcvtps	w18, d19
	fcvtps	w8, d5
	fcvtps	w13, d7
	fcvtps	wzr, d17
	fcvtps	w5, s23
	fcvtps	w11, s24
	fcvtps	w8, s15
	fcvtps	w16, s24
	fcvtps	x2, d24
	fcvtps	x24, d15
	fcvtps	x26, d20
	fcvtps	x29, d8
	fcvtps	x20, s21
	fcvtps	x19, s10
	fcvtps	x16, s23
	fcvtps	x20, s1
	fcvtps	d5, d12
	fcvtps	d5, d23
	fcvtps	d16, d31
	fcvtps	d18, d12
	fcvtps	s1, s9
	fcvtps	s28, s21
	fcvtps	s12, s9
	fcvtps	s2, s29
	fcvtps	v2.2d, v1.2d
	fcvtps	v28.2d, v5.2d
	fcvtps	v26.2d, v26.2d
	fcvtps	v13.2d, v20.2d
	fcvtps	v2.2s, v23.2s
	fcvtps	v31.2s, v21.2s
	fcvtps	v16.2s, v14.2s
	fcvtps	v17.2s, v10.2s
	fcvtps	v10.4s, v9.4s
	fcvtps	v21.4s, v23.4s
	fcvtps	v0.4s, v14.4s
	fcvtps	v28.4s, v31.4s
	fcvtpu	wzr, d20
	fcvtpu	w4, d15
	fcvtpu	w4, d6
	fcvtpu	w0, d19
	fcvtpu	w4, s14
	fcvtpu	w19, s24
	fcvtpu	w0, s12
	fcvtpu	w22, s12
	fcvtpu	x21, d7
	fcvtpu	x17, d23
	fcvtpu	x19, d26
	fcvtpu	x8, d14
	fcvtpu	x25, s31
	fcvtpu	x8, s28
	fcvtpu	x16, s17
	fcvtpu	x28, s14
	fcvtpu	d20, d12
	fcvtpu	d7, d22
	fcvtpu	d28, d26
	fcvtpu	d23, d22
	fcvtpu	s16, s9
	fcvtpu	s14, s0
	fcvtpu	s28, s17
	fcvtpu	s16, s12
	fcvtpu	v12.2d, v18.2d
	fcvtpu	v28.2d, v4.2d
	fcvtpu	v8.2d, v10.2d
	fcvtpu	v27.2d, v13.2d
	fcvtpu	v30.2s, v12.2s
	fcvtpu	v9.2s, v8.2s
	fcvtpu	v1.2s, v5.2s
	fcvtpu	v6.2s, v7.2s
	fcvtpu	v21.4s, v24.4s
	fcvtpu	v6.4s, v14.4s
	fcvtpu	v12.4s, v14.4s
	fcvtpu	v13.4s, v22.4s
	fcvt	s21, d2
	fcvt	s12, d11
	fcvt	s4, d20
	fcvt	s16, d26
	fcvt	s6, h5
	fcvt	s6, h2
	fcvt	s4, h21
	fcvt	s2, h20
	fcvtxn	s11, d22
	fcvtxn	s16, d14
	fcvtxn	s29, d11
	fcvtxn	s4, d17
	fcvtxn	v15.2s, v3.2d
	fcvtxn	v21.2s, v14.2d
	fcvtxn	v12.2s, v7.2d
	fcvtxn	v11.2s, v11.2d
	fcvtxn2	v17.4s, v7.2d
	fcvtxn2	v24.4s, v27.2d
	fcvtxn2	v27.4s, v6.2d
	fcvtxn2	v23.4s, v9.2d
	fcvtzs	w8, d0
	fcvtzs	w26, d12
	fcvtzs	w16, d21
	fcvtzs	w7, d19
	fcvtzs	w21, s17
	fcvtzs	w3, s19
	fcvtzs	w29, s13
	fcvtzs	w15, s13
	fcvtzs	x26, d14
	fcvtzs	x30, d7
	fcvtzs	x1, d14
	fcvtzs	x28, d23
	fcvtzs	x9, s23
	fcvtzs	x10, s30
	fcvtzs	x3, s2
	fcvtzs	x20, s19
	fcvtzs	w28, d3, #3
	fcvtzs	w24, d19, #31
	fcvtzs	w4, d8, #18
	fcvtzs	wzr, d13, #6
	fcvtzs	w9, s27, #28
	fcvtzs	w24, s16, #21
	fcvtzs	w15, s12, #15
	fcvtzs	w11, s24, #4
	fcvtzs	x27, d31, #1
	fcvtzs	x24, d13, #33
	fcvtzs	x1, d28, #18
	fcvtzs	x1, d21, #1
	fcvtzs	x14, s2, #63
	fcvtzs	x7, s15, #1
	fcvtzs	x12, s30, #54
	fcvtzs	x0, s7, #17
	fcvtzs	d12, d22, #25
	fcvtzs	d23, d16, #1
	fcvtzs	d29, d24, #64
	fcvtzs	d14, d3, #45
	fcvtzs	s27, s29, #22
	fcvtzs	s10, s18, #6
	fcvtzs	s20, s1, #4
	fcvtzs	s6, s3, #30
	fcvtzs	v7.2d, v9.2d, #11
	fcvtzs	v31.2d, v3.2d, #14
	fcvtzs	v15.2d, v23.2d, #31
	fcvtzs	v15.2d, v24.2d, #4
	fcvtzs	v11.2s, v9.2s, #32
	fcvtzs	v16.2s, v11.2s, #19
	fcvtzs	v7.2s, v17.2s, #15
	fcvtzs	v4.2s, v30.2s, #5
	fcvtzs	v8.4s, v17.4s, #24
	fcvtzs	v9.4s, v6.4s, #9
	fcvtzs	v4.4s, v5.4s, #14
	fcvtzs	v28.4s, v22.4s, #18
	fcvtzs	d24, d31
	fcvtzs	d13, d3
	fcvtzs	d28, d3
	fcvtzs	d26, d12
	fcvtzs	s15, s22
	fcvtzs	s23, s26
	fcvtzs	s27, s5
	fcvtzs	s3, s26
	fcvtzs	v23.2d, v22.2d
	fcvtzs	v31.2d, v16.2d
	fcvtzs	v9.2d, v8.2d
	fcvtzs	v0.2d, v29.2d
	fcvtzs	v6.2s, v30.2s
	fcvtzs	v23.2s, v4.2s
	fcvtzs	v0.2s, v1.2s
	fcvtzs	v14.2s, v15.2s
	fcvtzs	v14.4s, v24.4s
	fcvtzs	v2.4s, v12.4s
	fcvtzs	v30.4s, v31.4s
	fcvtzs	v11.4s, v21.4s
	fcvtzu	w1, d15
	fcvtzu	w15, d21
	fcvtzu	w18, d3
	fcvtzu	w4, d23
	fcvtzu	w1, s5
	fcvtzu	w11, s16
	fcvtzu	w21, s3
	fcvtzu	w9, s24
	fcvtzu	x4, d19
	fcvtzu	x9, d5
	fcvtzu	x29, d7
	fcvtzu	x25, d23
	fcvtzu	x5, s19
	fcvtzu	x24, s27
	fcvtzu	x16, s22
	fcvtzu	xzr, s5
	fcvtzu	w0, d0, #1
	fcvtzu	w9, d0, #32
	fcvtzu	w11, d10, #19
	fcvtzu	w12, d12, #14
	fcvtzu	w18, s7, #32
	fcvtzu	w8, s5, #13
	fcvtzu	w3, s0, #24
	fcvtzu	w30, s18, #15
	fcvtzu	x25, d21, #53
	fcvtzu	x18, d29, #1
	fcvtzu	x27, d18, #10
	fcvtzu	x16, d4, #52
	fcvtzu	xzr, s20, #43
	fcvtzu	x20, s16, #1
	fcvtzu	x20, s27, #1
	fcvtzu	x13, s25, #20
	fcvtzu	d11, d15, #11
	fcvtzu	d11, d22, #1
	fcvtzu	d27, d31, #43
	fcvtzu	d15, d14, #26
	fcvtzu	s10, s21, #32
	fcvtzu	s29, s13, #11
	fcvtzu	s17, s28, #17
	fcvtzu	s10, s25, #10
	fcvtzu	v8.2d, v8.2d, #1
	fcvtzu	v28.2d, v18.2d, #57
	fcvtzu	v25.2d, v7.2d, #37
	fcvtzu	v28.2d, v29.2d, #45
	fcvtzu	v11.2s, v19.2s, #17
	fcvtzu	v20.2s, v21.2s, #1
	fcvtzu	v0.2s, v14.2s, #11
	fcvtzu	v6.2s, v20.2s, #27
	fcvtzu	v25.4s, v15.4s, #25
	fcvtzu	v25.4s, v0.4s, #29
	fcvtzu	v4.4s, v17.4s, #3
	fcvtzu	v13.4s, v9.4s, #30
	fcvtzu	d14, d17
	fcvtzu	d1, d22
	fcvtzu	d21, d7
	fcvtzu	d13, d23
	fcvtzu	s2, s19
	fcvtzu	s20, s15
	fcvtzu	s30, s9
	fcvtzu	s25, s4
	fcvtzu	v11.2d, v30.2d
	fcvtzu	v3.2d, v11.2d
	fcvtzu	v13.2d, v21.2d
	fcvtzu	v12.2d, v16.2d
	fcvtzu	v12.2s, v23.2s
	fcvtzu	v11.2s, v2.2s
	fcvtzu	v20.2s, v16.2s
	fcvtzu	v26.2s, v27.2s
	fcvtzu	v1.4s, v21.4s
	fcvtzu	v7.4s, v17.4s
	fcvtzu	v7.4s, v8.4s
	fcvtzu	v3.4s, v20.4s
	fdiv	d4, d15, d26
	fdiv	d29, d6, d8
	fdiv	d20, d6, d16
	fdiv	d1, d9, d17
	fdiv	s6, s14, s20
	fdiv	s0, s17, s10
	fdiv	s25, s0, s27
	fdiv	s14, s6, s28
	fdiv	v20.2d, v22.2d, v19.2d
	fdiv	v7.2d, v11.2d, v5.2d
	fdiv	v6.2d, v30.2d, v12.2d
	fdiv	v24.2d, v28.2d, v13.2d
	fdiv	v16.2s, v29.2s, v31.2s
	fdiv	v3.2s, v29.2s, v0.2s
	fdiv	v16.2s, v14.2s, v26.2s
	fdiv	v9.2s, v22.2s, v8.2s
	fdiv	v3.4s, v10.4s, v19.4s
	fdiv	v24.4s, v4.4s, v28.4s
	fdiv	v9.4s, v17.4s, v16.4s
	fdiv	v22.4s, v27.4s, v4.4s
	fmadd	d7, d6, d17, d22
	fmadd	d30, d23, d8, d26
	fmadd	d11, d0, d22, d25
	fmadd	d31, d3, d6, d15
	fmadd	s15, s0, s13, s6
	fmadd	s28, s21, s27, s21
	fmadd	s15, s1, s21, s19
	fmadd	s30, s0, s26, s5
	fmax	d18, d21, d25
	fmax	d25, d18, d9
	fmax	d12, d18, d27
	fmax	d28, d12, d8
	fmaxnm	d6, d15, d1
	fmaxnm	d13, d30, d23
	fmaxnm	d18, d22, d5
	fmaxnm	d1, d19, d29
	fmaxnmp	d20, v21.2d
	fmaxnmp	d16, v7.2d
	fmaxnmp	d17, v25.2d
	fmaxnmp	d31, v3.2d
	fmaxnmp	s2, v5.2s
	fmaxnmp	s9, v4.2s
	fmaxnmp	s18, v24.2s
	fmaxnmp	s10, v19.2s
	fmaxnmp	v3.2d, v0.2d, v27.2d
	fmaxnmp	v31.2d, v24.2d, v17.2d
	fmaxnmp	v5.2d, v8.2d, v25.2d
	fmaxnmp	v28.2d, v16.2d, v27.2d
	fmaxnmp	v24.2s, v11.2s, v9.2s
	fmaxnmp	v20.2s, v6.2s, v0.2s
	fmaxnmp	v26.2s, v14.2s, v27.2s
	fmaxnmp	v11.2s, v21.2s, v0.2s
	fmaxnmp	v31.4s, v26.4s, v30.4s
	fmaxnmp	v10.4s, v14.4s, v10.4s
	fmaxnmp	v19.4s, v11.4s, v20.4s
	fmaxnmp	v8.4s, v25.4s, v24.4s
	fmaxnm	s5, s13, s14
	fmaxnm	s6, s1, s27
	fmaxnm	s20, s8, s31
	fmaxnm	s1, s5, s20
	fmaxnmv	s21, v26.4s
	fmaxnmv	s21, v26.4s
	fmaxnmv	s24, v13.4s
	fmaxnmv	s29, v12.4s
	fmaxnm	v9.2d, v8.2d, v3.2d
	fmaxnm	v14.2d, v10.2d, v11.2d
	fmaxnm	v6.2d, v15.2d, v28.2d
	fmaxnm	v3.2d, v30.2d, v31.2d
	fmaxnm	v19.2s, v23.2s, v19.2s
	fmaxnm	v0.2s, v20.2s, v18.2s
	fmaxnm	v2.2s, v22.2s, v6.2s
	fmaxnm	v25.2s, v9.2s, v1.2s
	fmaxnm	v28.4s, v17.4s, v20.4s
	fmaxnm	v19.4s, v9.4s, v27.4s
	fmaxnm	v27.4s, v22.4s, v30.4s
	fmaxnm	v22.4s, v26.4s, v15.4s
	fmaxp	d26, v4.2d
	fmaxp	d2, v1.2d
	fmaxp	d3, v4.2d
	fmaxp	d3, v8.2d
	fmaxp	s13, v2.2s
	fmaxp	s10, v17.2s
	fmaxp	s3, v9.2s
	fmaxp	s31, v11.2s
	fmaxp	v16.2d, v4.2d, v5.2d
	fmaxp	v28.2d, v16.2d, v22.2d
	fmaxp	v31.2d, v3.2d, v17.2d
	fmaxp	v30.2d, v24.2d, v24.2d
	fmaxp	v13.2s, v2.2s, v9.2s
	fmaxp	v22.2s, v31.2s, v7.2s
	fmaxp	v14.2s, v18.2s, v5.2s
	fmaxp	v7.2s, v5.2s, v28.2s
	fmaxp	v29.4s, v24.4s, v27.4s
	fmaxp	v25.4s, v12.4s, v19.4s
	fmaxp	v4.4s, v19.4s, v16.4s
	fmaxp	v16.4s, v6.4s, v30.4s
	fmax	s11, s20, s9
	fmax	s22, s23, s0
	fmax	s7, s3, s21
	fmax	s18, s0, s27
	fmaxv	s17, v11.4s
	fmaxv	s11, v24.4s
	fmaxv	s0, v18.4s
	fmaxv	s19, v17.4s
	fmax	v31.2d, v3.2d, v2.2d
	fmax	v17.2d, v3.2d, v23.2d
	fmax	v16.2d, v3.2d, v6.2d
	fmax	v25.2d, v20.2d, v2.2d
	fmax	v12.2s, v12.2s, v27.2s
	fmax	v25.2s, v11.2s, v18.2s
	fmax	v17.2s, v8.2s, v10.2s
	fmax	v25.2s, v26.2s, v0.2s
	fmax	v28.4s, v26.4s, v19.4s
	fmax	v5.4s, v22.4s, v22.4s
	fmax	v12.4s, v13.4s, v0.4s
	fmax	v7.4s, v18.4s, v23.4s
	fmin	d2, d15, d11
	fmin	d29, d4, d7
	fmin	d9, d19, d19
	fmin	d21, d28, d22
	fminnm	d26, d30, d14
	fminnm	d16, d21, d24
	fminnm	d29, d1, d4
	fminnm	d4, d1, d17
	fminnmp	d17, v9.2d
	fminnmp	d21, v4.2d
	fminnmp	d18, v29.2d
	fminnmp	d14, v31.2d
	fminnmp	s12, v3.2s
	fminnmp	s1, v7.2s
	fminnmp	s4, v21.2s
	fminnmp	s27, v6.2s
	fminnmp	v8.2d, v31.2d, v1.2d
	fminnmp	v5.2d, v16.2d, v16.2d
	fminnmp	v14.2d, v16.2d, v26.2d
	fminnmp	v10.2d, v7.2d, v13.2d
	fminnmp	v20.2s, v28.2s, v24.2s
	fminnmp	v20.2s, v19.2s, v0.2s
	fminnmp	v3.2s, v0.2s, v10.2s
	fminnmp	v10.2s, v14.2s, v19.2s
	fminnmp	v6.4s, v3.4s, v29.4s
	fminnmp	v15.4s, v2.4s, v28.4s
	fminnmp	v16.4s, v3.4s, v30.4s
	fminnmp	v28.4s, v3.4s, v25.4s
	fminnm	s26, s11, s2
	fminnm	s7, s8, s29
	fminnm	s18, s25, s9
	fminnm	s2, s29, s21
	fminnmv	s29, v22.4s
	fminnmv	s21, v3.4s
	fminnmv	s10, v30.4s
	fminnmv	s2, v3.4s
	fminnm	v4.2d, v10.2d, v12.2d
	fminnm	v0.2d, v16.2d, v25.2d
	fminnm	v14.2d, v6.2d, v31.2d
	fminnm	v0.2d, v8.2d, v7.2d
	fminnm	v22.2s, v27.2s, v6.2s
	fminnm	v28.2s, v4.2s, v4.2s
	fminnm	v31.2s, v12.2s, v9.2s
	fminnm	v26.2s, v4.2s, v1.2s
	fminnm	v10.4s, v28.4s, v17.4s
	fminnm	v22.4s, v7.4s, v31.4s
	fminnm	v11.4s, v4.4s, v1.4s
	fminnm	v9.4s, v2.4s, v11.4s
	fminp	d26, v14.2d
	fminp	d0, v17.2d
	fminp	d3, v26.2d
	fminp	d9, v17.2d
	fminp	s23, v20.2s
	fminp	s5, v9.2s
	fminp	s26, v11.2s
	fminp	s17, v14.2s
	fminp	v15.2d, v10.2d, v11.2d
	fminp	v17.2d, v5.2d, v4.2d
	fminp	v29.2d, v17.2d, v27.2d
	fminp	v22.2d, v13.2d, v18.2d
	fminp	v11.2s, v10.2s, v17.2s
	fminp	v7.2s, v31.2s, v23.2s
	fminp	v19.2s, v23.2s, v12.2s
	fminp	v26.2s, v28.2s, v17.2s
	fminp	v25.4s, v26.4s, v20.4s
	fminp	v18.4s, v27.4s, v23.4s
	fminp	v15.4s, v6.4s, v28.4s
	fminp	v23.4s, v4.4s, v31.4s
	fmin	s8, s7, s28
	fmin	s24, s14, s12
	fmin	s23, s17, s27
	fmin	s15, s18, s16
	fminv	s24, v29.4s
	fminv	s22, v7.4s
	fminv	s8, v13.4s
	fminv	s19, v12.4s
	fmin	v4.2d, v1.2d, v6.2d
	fmin	v26.2d, v1.2d, v29.2d
	fmin	v17.2d, v17.2d, v8.2d
	fmin	v1.2d, v25.2d, v23.2d
	fmin	v19.2s, v1.2s, v1.2s
	fmin	v18.2s, v7.2s, v24.2s
	fmin	v20.2s, v13.2s, v21.2s
	fmin	v12.2s, v12.2s, v3.2s
	fmin	v27.4s, v11.4s, v26.4s
	fmin	v19.4s, v10.4s, v6.4s
	fmin	v3.4s, v0.4s, v23.4s
	fmin	v13.4s, v7.4s, v31.4s
	fmla	d15, d26, v31.d[1]
	fmla	d10, d13, v30.d[0]
	fmla	d17, d31, v3.d[1]
	fmla	d20, d15, v22.d[1]
	fmla	s24, s5, v25.s[0]
	fmla	s0, s17, v17.s[3]
	fmla	s27, s31, v8.s[2]
	fmla	s11, s15, v31.s[2]
	fmla	v12.2d, v12.2d, v3.d[1]
	fmla	v12.2d, v19.2d, v13.d[0]
	fmla	v18.2d, v30.2d, v14.d[0]
	fmla	v14.2d, v24.2d, v13.d[1]
	fmla	v20.2s, v31.2s, v26.s[1]
	fmla	v11.2s, v23.2s, v10.s[0]
	fmla	v22.2s, v11.2s, v25.s[0]
	fmla	v18.2s, v17.2s, v30.s[3]
	fmla	v9.4s, v4.4s, v9.s[2]
	fmla	v11.4s, v12.4s, v24.s[0]
	fmla	v16.4s, v13.4s, v31.s[1]
	fmla	v27.4s, v11.4s, v25.s[3]
	fmla	v11.2d, v1.2d, v1.2d
	fmla	v27.2d, v0.2d, v16.2d
	fmla	v14.2d, v17.2d, v29.2d
	fmla	v18.2d, v13.2d, v16.2d
	fmla	v4.2s, v21.2s, v17.2s
	fmla	v8.2s, v9.2s, v17.2s
	fmla	v13.2s, v21.2s, v16.2s
	fmla	v27.2s, v26.2s, v21.2s
	fmla	v2.4s, v25.4s, v10.4s
	fmla	v5.4s, v2.4s, v22.4s
	fmla	v8.4s, v30.4s, v22.4s
	fmla	v29.4s, v13.4s, v24.4s
	fmls	d1, d16, v6.d[1]
	fmls	d6, d3, v20.d[1]
	fmls	d19, d2, v20.d[0]
	fmls	d22, d10, v10.d[1]
	fmls	s0, s28, v21.s[0]
	fmls	s16, s17, v25.s[2]
	fmls	s11, s18, v17.s[2]
	fmls	s22, s2, v1.s[0]
	fmls	v26.2d, v11.2d, v1.d[1]
	fmls	v19.2d, v5.2d, v5.d[0]
	fmls	v30.2d, v9.2d, v0.d[0]
	fmls	v6.2d, v11.2d, v13.d[0]
	fmls	v14.2s, v13.2s, v22.s[0]
	fmls	v26.2s, v10.2s, v27.s[1]
	fmls	v6.2s, v18.2s, v14.s[3]
	fmls	v19.2s, v11.2s, v27.s[0]
	fmls	v29.4s, v1.4s, v10.s[0]
	fmls	v23.4s, v28.4s, v2.s[1]
	fmls	v7.4s, v26.4s, v11.s[2]
	fmls	v4.4s, v23.4s, v31.s[3]
	fmls	v12.2d, v11.2d, v11.2d
	fmls	v21.2d, v0.2d, v10.2d
	fmls	v11.2d, v8.2d, v22.2d
	fmls	v31.2d, v13.2d, v21.2d
	fmls	v1.2s, v4.2s, v6.2s
	fmls	v15.2s, v19.2s, v22.2s
	fmls	v17.2s, v29.2s, v20.2s
	fmls	v18.2s, v4.2s, v1.2s
	fmls	v6.4s, v6.4s, v19.4s
	fmls	v15.4s, v26.4s, v27.4s
	fmls	v16.4s, v6.4s, v19.4s
	fmls	v7.4s, v23.4s, v29.4s
	fmov	v11.d[1], x14
	fmov	v7.d[1], xzr
	fmov	v0.d[1], x17
	fmov	v27.d[1], x1
	fmov	x3, d30
	fmov	x22, d1
	fmov	x8, d2
	fmov	x23, d18
	fmov	d13, #-4.50000000
	fmov	d21, #-3.25000000
	fmov	d18, #-3.37500000
	fmov	d0, #7.25000000
	fmov	d24, d1
	fmov	d1, d4
	fmov	d24, d30
	fmov	d13, d4
	fmov	w9, s29
	fmov	w16, s27
	fmov	w16, s20
	fmov	w13, s1
	fmov	s20, #1.50000000
	fmov	s16, #-0.78125000
	fmov	s0, #-13.50000000
	fmov	s7, #1.87500000
	fmov	s17, s5
	fmov	s1, s3
	fmov	s24, s4
	fmov	s5, s6
	fmov	s22, w5
	fmov	s23, w18
	fmov	s26, w12
	fmov	s7, w12
	fmov	x11, v11.d[1]
	fmov	x26, v20.d[1]
	fmov	x0, v3.d[1]
	fmov	x16, v9.d[1]
	fmov	d22, x24
	fmov	d26, x15
	fmov	d11, x16
	fmov	d20, x28
	fmov	v22.2d, #26.00000000
	fmov	v30.2d, #0.78125000
	fmov	v5.2d, #13.50000000
	fmov	v11.2d, #5.50000000
	fmov	v1.2s, #-0.50000000
	fmov	v2.2s, #-5.25000000
	fmov	v24.2s, #5.50000000
	fmov	v6.2s, #1.06250000
	fmov	v6.4s, #13.50000000
	fmov	v30.4s, #15.50000000
	fmov	v9.4s, #0.75000000
	fmov	v1.4s, #-25.00000000
	fmsub	d5, d15, d21, d0
	fmsub	d27, d1, d9, d17
	fmsub	d21, d21, d18, d3
	fmsub	d5, d19, d24, d31
	fmsub	s24, s2, s5, s27
	fmsub	s0, s16, s7, s18
	fmsub	s17, s25, s26, s18
	fmsub	s26, s1, s12, s24
	fmul	d8, d2, d17
	fmul	d12, d15, d2
	fmul	d23, d18, d16
	fmul	d3, d12, d6
	fmul	s8, s7, s18
	fmul	s24, s0, s22
	fmul	s8, s22, s2
	fmul	s7, s5, s16
	fmulx	d0, d7, v3.d[1]
	fmulx	d4, d27, v11.d[1]
	fmulx	d7, d30, v7.d[1]
	fmulx	d8, d19, v29.d[1]
	fmulx	s24, s29, v18.s[0]
	fmulx	s7, s29, v23.s[1]
	fmulx	s13, s17, v22.s[0]
	fmulx	s15, s15, v15.s[0]
	fmulx	v22.2d, v13.2d, v24.d[1]
	fmulx	v24.2d, v16.2d, v12.d[0]
	fmulx	v8.2d, v27.2d, v27.d[1]
	fmulx	v30.2d, v26.2d, v0.d[0]
	fmulx	v30.2s, v29.2s, v10.s[3]
	fmulx	v10.2s, v22.2s, v11.s[3]
	fmulx	v28.2s, v9.2s, v11.s[2]
	fmulx	v12.2s, v24.2s, v18.s[1]
	fmulx	v27.4s, v24.4s, v21.s[0]
	fmulx	v1.4s, v11.4s, v25.s[3]
	fmulx	v26.4s, v24.4s, v22.s[0]
	fmulx	v2.4s, v2.4s, v27.s[2]
	fmulx	d13, d3, d26
	fmulx	d24, d25, d8
	fmulx	d21, d27, d8
	fmulx	d4, d25, d20
	fmulx	s28, s9, s11
	fmulx	s1, s16, s17
	fmulx	s20, s1, s13
	fmulx	s2, s23, s3
	fmulx	v7.2d, v1.2d, v9.2d
	fmulx	v29.2d, v23.2d, v21.2d
	fmulx	v25.2d, v21.2d, v12.2d
	fmulx	v23.2d, v12.2d, v27.2d
	fmulx	v21.2s, v0.2s, v9.2s
	fmulx	v22.2s, v8.2s, v7.2s
	fmulx	v31.2s, v24.2s, v31.2s
	fmulx	v30.2s, v17.2s, v24.2s
	fmulx	v13.4s, v22.4s, v30.4s
	fmulx	v8.4s, v5.4s, v13.4s
	fmulx	v14.4s, v0.4s, v28.4s
	fmulx	v24.4s, v11.4s, v18.4s
	fmul	d6, d13, v30.d[1]
	fmul	d19, d14, v15.d[1]
	fmul	d6, d20, v16.d[0]
	fmul	d18, d3, v5.d[0]
	fmul	s17, s11, v12.s[2]
	fmul	s5, s19, v5.s[0]
	fmul	s24, s7, v25.s[1]
	fmul	s12, s15, v10.s[3]
	fmul	v2.2d, v19.2d, v6.d[0]
	fmul	v28.2d, v13.2d, v5.d[0]
	fmul	v4.2d, v13.2d, v4.d[0]
	fmul	v6.2d, v21.2d, v30.d[1]
	fmul	v4.2s, v29.2s, v20.s[0]
	fmul	v10.2s, v13.2s, v13.s[3]
	fmul	v25.2s, v5.2s, v30.s[2]
	fmul	v11.2s, v2.2s, v13.s[0]
	fmul	v16.4s, v9.4s, v27.s[2]
	fmul	v7.4s, v20.4s, v1.s[3]
	fmul	v23.4s, v16.4s, v5.s[0]
	fmul	v25.4s, v16.4s, v4.s[3]
	fmul	v6.2d, v22.2d, v20.2d
	fmul	v24.2d, v24.2d, v16.2d
	fmul	v5.2d, v7.2d, v4.2d
	fmul	v5.2d, v26.2d, v31.2d
	fmul	v11.2s, v21.2s, v7.2s
	fmul	v24.2s, v14.2s, v16.2s
	fmul	v25.2s, v5.2s, v28.2s
	fmul	v13.2s, v0.2s, v15.2s
	fmul	v19.4s, v8.4s, v27.4s
	fmul	v15.4s, v12.4s, v7.4s
	fmul	v6.4s, v14.4s, v1.4s
	fmul	v14.4s, v8.4s, v31.4s
	fneg	d29, d2
	fneg	d31, d16
	fneg	d2, d23
	fneg	d12, d20
	fneg	s26, s11
	fneg	s20, s8
	fneg	s17, s20
	fneg	s23, s3
	fneg	v18.2d, v9.2d
	fneg	v3.2d, v3.2d
	fneg	v31.2d, v9.2d
	fneg	v9.2d, v12.2d
	fneg	v27.2s, v13.2s
	fneg	v3.2s, v2.2s
	fneg	v23.2s, v8.2s
	fneg	v31.2s, v10.2s
	fneg	v5.4s, v30.4s
	fneg	v25.4s, v31.4s
	fneg	v18.4s, v5.4s
	fneg	v12.4s, v8.4s
	fnmadd	d18, d23, d7, d5
	fnmadd	d29, d4, d19, d25
	fnmadd	d6, d14, d12, d9
	fnmadd	d8, d30, d3, d12
	fnmadd	s10, s26, s25, s31
	fnmadd	s11, s27, s22, s1
	fnmadd	s18, s27, s6, s3
	fnmadd	s13, s14, s29, s10
	fnmsub	d25, d16, d26, d8
	fnmsub	d20, d20, d14, d5
	fnmsub	d12, d21, d26, d24
	fnmsub	d12, d24, d12, d26
	fnmsub	s19, s27, s13, s28
	fnmsub	s9, s27, s11, s15
	fnmsub	s2, s14, s23, s19
	fnmsub	s26, s15, s20, s12
	fnmul	d13, d27, d11
	fnmul	d14, d13, d29
	fnmul	d3, d7, d17
	fnmul	d21, d6, d2
	fnmul	s22, s15, s21
	fnmul	s11, s3, s27
	fnmul	s3, s0, s17
	fnmul	s1, s10, s30
	frecpe	d13, d28
	frecpe	d5, d10
	frecpe	d16, d15
	frecpe	d16, d22
	frecpe	s31, s11
	frecpe	s20, s28
	frecpe	s22, s15
	frecpe	s20, s17
	frecpe	v25.2d, v29.2d
	frecpe	v1.2d, v27.2d
	frecpe	v22.2d, v13.2d
	frecpe	v11.2d, v5.2d
	frecpe	v18.2s, v16.2s
	frecpe	v8.2s, v7.2s
	frecpe	v4.2s, v6.2s
	frecpe	v5.2s, v17.2s
	frecpe	v2.4s, v21.4s
	frecpe	v15.4s, v20.4s
	frecpe	v15.4s, v3.4s
	frecpe	v14.4s, v23.4s
	frecps	d24, d0, d10
	frecps	d16, d7, d5
	frecps	d30, d21, d10
	frecps	d31, d17, d20
	frecps	s19, s29, s31
	frecps	s31, s24, s9
	frecps	s14, s0, s14
	frecps	s30, s0, s1
	frecps	v25.2d, v24.2d, v28.2d
	frecps	v30.2d, v29.2d, v2.2d
	frecps	v25.2d, v13.2d, v9.2d
	frecps	v22.2d, v19.2d, v25.2d
	frecps	v7.2s, v13.2s, v25.2s
	frecps	v9.2s, v8.2s, v5.2s
	frecps	v17.2s, v31.2s, v14.2s
	frecps	v15.2s, v7.2s, v21.2s
	frecps	v30.4s, v6.4s, v15.4s
	frecps	v12.4s, v25.4s, v19.4s
	frecps	v15.4s, v7.4s, v12.4s
	frecps	v14.4s, v15.4s, v26.4s
	frecpx	d9, d18
	frecpx	d18, d12
	frecpx	d7, d22
	frecpx	d13, d19
	frecpx	s5, s5
	frecpx	s10, s4
	frecpx	s10, s15
	frecpx	s11, s22
	frinta	d22, d6
	frinta	d19, d11
	frinta	d16, d16
	frinta	d1, d19
	frinta	s31, s2
	frinta	s24, s6
	frinta	s18, s18
	frinta	s23, s1
	frinta	v25.2d, v21.2d
	frinta	v9.2d, v16.2d
	frinta	v13.2d, v9.2d
	frinta	v9.2d, v19.2d
	frinta	v10.2s, v22.2s
	frinta	v17.2s, v23.2s
	frinta	v25.2s, v8.2s
	frinta	v31.2s, v1.2s
	frinta	v17.4s, v1.4s
	frinta	v27.4s, v0.4s
	frinta	v24.4s, v16.4s
	frinta	v2.4s, v23.4s
	frinti	d28, d14
	frinti	d29, d18
	frinti	d26, d30
	frinti	d6, d6
	frinti	s11, s16
	frinti	s0, s13
	frinti	s20, s21
	frinti	s0, s13
	frinti	v9.2d, v10.2d
	frinti	v27.2d, v16.2d
	frinti	v1.2d, v19.2d
	frinti	v1.2d, v3.2d
	frinti	v9.2s, v29.2s
	frinti	v28.2s, v0.2s
	frinti	v28.2s, v29.2s
	frinti	v14.2s, v21.2s
	frinti	v20.4s, v29.4s
	frinti	v11.4s, v7.4s
	frinti	v17.4s, v7.4s
	frinti	v20.4s, v10.4s
	frintm	d26, d31
	frintm	d13, d28
	frintm	d13, d26
	frintm	d2, d7
	frintm	s7, s2
	frintm	s11, s26
	frintm	s12, s22
	frintm	s28, s29
	frintm	v21.2d, v25.2d
	frintm	v31.2d, v6.2d
	frintm	v0.2d, v2.2d
	frintm	v14.2d, v2.2d
	frintm	v10.2s, v25.2s
	frintm	v8.2s, v3.2s
	frintm	v5.2s, v7.2s
	frintm	v7.2s, v26.2s
	frintm	v2.4s, v21.4s
	frintm	v31.4s, v9.4s
	frintm	v22.4s, v29.4s
	frintm	v1.4s, v7.4s
	frintn	d27, d3
	frintn	d28, d29
	frintn	d10, d28
	frintn	d15, d8
	frintn	s27, s29
	frintn	s23, s3
	frintn	s15, s30
	frintn	s14, s8
	frintn	v2.2d, v8.2d
	frintn	v0.2d, v24.2d
	frintn	v23.2d, v1.2d
	frintn	v5.2d, v6.2d
	frintn	v10.2s, v11.2s
	frintn	v3.2s, v28.2s
	frintn	v27.2s, v5.2s
	frintn	v26.2s, v3.2s
	frintn	v2.4s, v15.4s
	frintn	v1.4s, v20.4s
	frintn	v2.4s, v10.4s
	frintn	v19.4s, v31.4s
	frintp	d20, d2
	frintp	d9, d18
	frintp	d19, d14
	frintp	d24, d16
	frintp	s5, s21
	frintp	s10, s5
	frintp	s1, s11
	frintp	s17, s22
	frintp	v15.2d, v24.2d
	frintp	v8.2d, v22.2d
	frintp	v13.2d, v17.2d
	frintp	v12.2d, v31.2d
	frintp	v12.2s, v5.2s
	frintp	v15.2s, v0.2s
	frintp	v4.2s, v1.2s
	frintp	v12.2s, v8.2s
	frintp	v12.4s, v6.4s
	frintp	v24.4s, v26.4s
	frintp	v4.4s, v7.4s
	frintp	v4.4s, v11.4s
	frintx	d3, d5
	frintx	d15, d29
	frintx	d1, d9
	frintx	d10, d12
	frintx	s8, s7
	frintx	s3, s3
	frintx	s22, s0
	frintx	s0, s28
	frintx	v27.2d, v18.2d
	frintx	v0.2d, v12.2d
	frintx	v5.2d, v17.2d
	frintx	v5.2d, v25.2d
	frintx	v29.2s, v7.2s
	frintx	v25.2s, v16.2s
	frintx	v17.2s, v28.2s
	frintx	v17.2s, v1.2s
	frintx	v1.4s, v28.4s
	frintx	v6.4s, v30.4s
	frintx	v12.4s, v26.4s
	frintx	v14.4s, v18.4s
	frintz	d8, d27
	frintz	d23, d25
	frintz	d15, d15
	frintz	d7, d14
	frintz	s23, s31
	frintz	s0, s26
	frintz	s9, s28
	frintz	s9, s11
	frintz	v31.2d, v18.2d
	frintz	v7.2d, v23.2d
	frintz	v23.2d, v6.2d
	frintz	v25.2d, v0.2d
	frintz	v27.2s, v11.2s
	frintz	v11.2s, v27.2s
	frintz	v4.2s, v3.2s
	frintz	v1.2s, v24.2s
	frintz	v15.4s, v6.4s
	frintz	v1.4s, v31.4s
	frintz	v10.4s, v7.4s
	frintz	v14.4s, v22.4s
	frsqrte	d10, d12
	frsqrte	d2, d7
	frsqrte	d9, d23
	frsqrte	d23, d12
	frsqrte	s0, s24
	frsqrte	s11, s28
	frsqrte	s4, s30
	frsqrte	s8, s16
	frsqrte	v22.2d, v3.2d
	frsqrte	v31.2d, v31.2d
	frsqrte	v12.2d, v11.2d
	frsqrte	v31.2d, v18.2d
	frsqrte	v20.2s, v9.2s
	frsqrte	v13.2s, v12.2s
	frsqrte	v31.2s, v21.2s
	frsqrte	v26.2s, v17.2s
	frsqrte	v24.4s, v0.4s
	frsqrte	v2.4s, v6.4s
	frsqrte	v4.4s, v31.4s
	frsqrte	v12.4s, v31.4s
	frsqrts	d28, d15, d18
	frsqrts	d27, d10, d30
	frsqrts	d19, d7, d13
	frsqrts	d2, d11, d23
	frsqrts	s31, s31, s19
	frsqrts	s30, s20, s21
	frsqrts	s9, s5, s29
	frsqrts	s0, s8, s21
	frsqrts	v29.2d, v30.2d, v29.2d
	frsqrts	v2.2d, v12.2d, v7.2d
	frsqrts	v5.2d, v24.2d, v18.2d
	frsqrts	v9.2d, v22.2d, v28.2d
	frsqrts	v26.2s, v4.2s, v23.2s
	frsqrts	v15.2s, v9.2s, v28.2s
	frsqrts	v8.2s, v28.2s, v10.2s
	frsqrts	v12.2s, v23.2s, v14.2s
	frsqrts	v10.4s, v6.4s, v30.4s
	frsqrts	v30.4s, v25.4s, v31.4s
	frsqrts	v9.4s, v19.4s, v6.4s
	frsqrts	v15.4s, v2.4s, v3.4s
	fsqrt	d4, d18
	fsqrt	d8, d4
	fsqrt	d1, d15
	fsqrt	d16, d22
	fsqrt	s12, s9
	fsqrt	s10, s7
	fsqrt	s28, s21
	fsqrt	s2, s11
	fsqrt	v22.2d, v26.2d
	fsqrt	v11.2d, v26.2d
	fsqrt	v5.2d, v21.2d
	fsqrt	v31.2d, v29.2d
	fsqrt	v31.2s, v16.2s
	fsqrt	v2.2s, v28.2s
	fsqrt	v18.2s, v21.2s
	fsqrt	v27.2s, v18.2s
	fsqrt	v0.4s, v31.4s
	fsqrt	v8.4s, v18.4s
	fsqrt	v27.4s, v1.4s
	fsqrt	v24.4s, v27.4s
	fsub	d6, d30, d6
	fsub	d28, d18, d19
	fsub	d20, d9, d2
	fsub	d20, d14, d7
	fsub	s9, s20, s30
	fsub	s7, s31, s20
	fsub	s18, s24, s3
	fsub	s11, s12, s14
	fsub	v28.2d, v18.2d, v9.2d
	fsub	v22.2d, v31.2d, v18.2d
	fsub	v27.2d, v20.2d, v20.2d
	fsub	v20.2d, v19.2d, v31.2d
	fsub	v20.2s, v24.2s, v30.2s
	fsub	v16.2s, v2.2s, v26.2s
	fsub	v22.2s, v5.2s, v28.2s
	fsub	v25.2s, v18.2s, v19.2s
	fsub	v11.4s, v25.4s, v16.4s
	fsub	v27.4s, v0.4s, v2.4s
	fsub	v17.4s, v11.4s, v17.4s
	fsub	v2.4s, v13.4s, v31.4s
	hint	#99
	csdb
	hint	#10
	hint	#32
	hlt	#0
	hlt	#0x52dc
	hlt	#0xb098
	hlt	#0x83d0
	hvc	#0xb99b
	hvc	#0x954d
	hvc	#0xacdc
	hvc	#0x9240
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
	isb	#0
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
	ldnp	d3, d28, [x24]
	ldnp	d27, d28, [x26]
	ldnp	d3, d15, [x3, #-208]
	ldnp	d19, d15, [x14, #128]
	ldnp	q14, q24, [x12]
	ldnp	q26, q14, [x15, #64]
	ldnp	q21, q30, [x24]
	ldnp	q3, q22, [x19]
	ldnp	s18, s27, [x20, #60]
	ldnp	s17, s23, [x29]
	ldnp	s18, s31, [x8]
	ldnp	s15, s17, [x21, #-4]
	ldnp	w21, w3, [x14, #-216]
	ldnp	w4, w7, [x10, #12]
	ldnp	w19, w27, [x10, #112]
	ldnp	w3, w12, [x2, #-4]
	ldnp	x11, x20, [x1, #480]
	ldnp	x14, x7, [x13, #-48]
	ldnp	xzr, x7, [x5, #464]
	ldnp	x15, x22, [x19, #-272]
	ldp	d12, d27, [x10]
	ldp	d17, d30, [sp]
	ldp	d29, d14, [x17, #232]
	ldp	d3, d21, [x29, #-8]
	ldp	d13, d31, [sp], #-240
	ldp	d24, d23, [x0], #-8
	ldp	d8, d16, [x24], #-120
	ldp	d30, d8, [x22], #496
	ldp	d7, d15, [x22, #-384]!
	ldp	d23, d20, [x8, #216]!
	ldp	d14, d28, [x21, #-232]!
	ldp	d23, d30, [x20, #96]!
	ldp	q17, q30, [x25, #608]
	ldp	q29, q12, [x28]
	ldp	q28, q20, [x17, #-912]
	ldp	q9, q28, [x0, #-992]
	ldp	q16, q1, [x2], #1008
	ldp	q24, q1, [x22], #-544
	ldp	q8, q24, [x30], #1008
	ldp	q17, q14, [sp], #-272
	ldp	q11, q6, [x11, #-672]!
	ldp	q16, q25, [x7, #128]!
	ldp	q5, q4, [x23, #-496]!
	ldp	q26, q12, [x29, #816]!
	ldpsw	x13, xzr, [x8]
	ldpsw	x22, x8, [x12, #12]
	ldpsw	x12, x23, [x21, #-192]
	ldpsw	x7, x4, [x3]
	ldpsw	x15, x30, [x28], #208
	ldpsw	x14, x8, [x16], #124
	ldpsw	x16, x2, [x27], #-148
	ldpsw	x18, x8, [x12], #80
	ldpsw	x0, x19, [x8, #232]!
	ldpsw	x0, x2, [x9, #-40]!
	ldpsw	x13, x25, [x19, #0]!
	ldpsw	x1, xzr, [x6, #-136]!
	ldp	s30, s20, [x28, #-204]
	ldp	s21, s2, [x12, #-208]
	ldp	s22, s7, [x10, #-156]
	ldp	s14, s13, [x1, #180]
	ldp	s0, s22, [sp], #-140
	ldp	s20, s27, [x9], #-32
	ldp	s7, s9, [x7], #0
	ldp	s5, s23, [x16], #-112
	ldp	s18, s4, [x1, #-256]!
	ldp	s3, s0, [x7, #-56]!
	ldp	s15, s6, [x26, #0]!
	ldp	s26, s9, [x29, #0]!
	ldp	w18, w25, [x11, #120]
	ldp	w28, w30, [x12, #236]
	ldp	w26, w23, [x25]
	ldp	w28, w0, [x20]
	ldp	w1, w12, [x22], #-244
	ldp	w22, w29, [x20], #-112
	ldp	w10, w18, [x16], #-60
	ldp	w15, w17, [x2], #-144
	ldp	w20, w18, [x24, #-68]!
	ldp	w5, w25, [x1, #252]!
	ldp	w10, w17, [x4, #-152]!
	ldp	w23, w9, [sp, #-256]!
	ldp	x10, x13, [x10]
	ldp	x16, x7, [x24, #-384]
	ldp	x2, x26, [x28, #-104]
	ldp	x20, x2, [x28, #-512]
	ldp	x6, x3, [x25], #-304
	ldp	x23, x15, [x0], #-112
	ldp	x9, x28, [x21], #72
	ldp	x20, x20, [x23], #-408
	ldp	x28, x0, [x30, #-8]!
	ldp	x15, x5, [x17, #96]!
	ldp	x1, x26, [x27, #176]!
	ldp	x16, x17, [x12, #-512]!
	ldur	b0, [x15]
	ldur	b0, [x10, #-92]
	ldur	b24, [x27, #-119]
	ldur	b24, [x24]
	ldr	b27, [x9], #241
	ldr	b31, [x2], #-213
	ldr	b30, [x22], #-75
	ldr	b27, [x17], #233
	ldr	b30, [x16, #180]!
	ldr	b19, [x9, #69]!
	ldr	b11, [x17, #210]!
	ldr	b19, [x0, #255]!
	ldr	b28, [x25, w18, uxtw #0]
	ldr	b2, [x12, w5, uxtw]
	ldr	b4, [x28, w9, uxtw #0]
	ldr	b29, [x17, w17, sxtw]
	ldr	b19, [x18, x19, sxtx #0]
	ldr	b14, [x15, x23, lsl #0]
	ldr	b4, [x2, x14, sxtx #0]
	ldr	b4, [x9, x6, lsl #0]
	ldr	b0, [sp]
	ldr	b0, [x22]
	ldr	b20, [x3, #3812]
	ldr	b29, [x19]
	ldurb	w6, [sp]
	ldurb	w3, [x29, #-96]
	ldurb	w4, [x19, #-1]
	ldurb	w19, [x26, #-159]
	ldrb	w14, [x22], #2
	ldrb	w26, [x20], #61
	ldrb	w14, [x8], #-67
	ldrb	w0, [x26], #-153
	ldrb	w28, [x29, #1]!
	ldrb	w20, [x1, #106]!
	ldrb	w1, [x27, #-221]!
	ldrb	w12, [x1, #-117]!
	ldrb	w15, [x18, w4, sxtw #0]
	ldrb	w6, [x18, w17, uxtw]
	ldrb	w4, [x7, w29, sxtw #0]
	ldrb	w16, [x11, w12, sxtw]
	ldrb	w18, [x8, x8, sxtx #0]
	ldrb	w22, [x15, x22, sxtx #0]
	ldrb	w9, [x22, x10, sxtx]
	ldrb	w24, [x4, x27, lsl #0]
	ldrb	w0, [x10]
	ldrb	w3, [x24, #413]
	ldrb	w4, [x3]
	ldrb	w20, [x21, #615]
	ldur	d24, [x13]
	ldur	d1, [x18, #156]
	ldur	d20, [x21, #-95]
	ldur	d9, [x8, #-49]
	ldr	d31, [x12], #180
	ldr	d1, [x11], #112
	ldr	d12, [x22], #0
	ldr	d22, [x29], #224
	ldr	d15, [x18, #1]!
	ldr	d2, [x1, #60]!
	ldr	d12, [x20, #0]!
	ldr	d3, [x27, #13]!
	ldr	d16, [x11, w28, sxtw]
	ldr	d18, [x1, w7, sxtw #3]
	ldr	d24, [x16, w22, uxtw]
	ldr	d16, [x22, w19, sxtw #3]
	ldr	d8, [x15, x22, sxtx]
	ldr	d31, [x11, x19, sxtx]
	ldr	d15, [x18, x1, sxtx #3]
	ldr	d3, [sp, x27]
	ldr	d20, [x28]
	ldr	d19, [x0, #9736]
	ldr	d20, [x14]
	ldr	d6, [x15, #9352]
	ldr	d31, #364240
	ldr	d4, #-77172
	ldr	d13, #1048572
	ldr	d24, #918644
	ldur	h2, [x7]
	ldur	h30, [x12, #159]
	ldur	h2, [x28, #-123]
	ldur	h28, [x10, #-256]
	ldr	h12, [x21], #-1
	ldr	h27, [x5], #87
	ldr	h2, [x5], #1
	ldr	h5, [x12], #192
	ldr	h25, [x26, #-238]!
	ldr	h9, [x10, #-59]!
	ldr	h28, [x16, #-1]!
	ldr	h19, [x27, #13]!
	ldr	h21, [x0, w4, uxtw]
	ldr	h31, [x15, w15, sxtw]
	ldr	h22, [x19, w19, uxtw #1]
	ldr	h27, [x20, w9, uxtw]
	ldr	h26, [x4, x15, sxtx #1]
	ldr	h11, [x24, x21, sxtx]
	ldr	h3, [x26, x27, sxtx]
	ldr	h13, [x17, x3, sxtx #1]
	ldr	h31, [x17, #4528]
	ldr	h2, [x2, #5672]
	ldr	h24, [x25, #2140]
	ldr	h5, [x13, #3744]
	ldurh	w24, [x12, #214]
	ldurh	w4, [x28]
	ldurh	w4, [x5, #-250]
	ldurh	w17, [x28]
	ldrh	w6, [x22], #104
	ldrh	w30, [x8], #-233
	ldrh	w14, [x12], #-107
	ldrh	w20, [x7], #240
	ldrh	w6, [x2, #36]!
	ldrh	w15, [sp, #157]!
	ldrh	w20, [x24, #255]!
	ldrh	w22, [x4, #0]!
	ldrh	w16, [sp, w16, uxtw #1]
	ldrh	wzr, [x22, w14, sxtw #1]
	ldrh	w17, [x29, w18, sxtw #1]
	ldrh	w19, [x11, w18, sxtw]
	ldrh	w3, [x12, x14, sxtx #1]
	ldrh	w22, [x18, x23, sxtx #1]
	ldrh	w23, [x8, x14]
	ldrh	w14, [x18, x14, sxtx #1]
	ldrh	w25, [x2, #2012]
	ldrh	w16, [x24]
	ldrh	w15, [x28, #5024]
	ldrh	w14, [x2, #4206]
	ldur	q9, [x12, #-220]
	ldur	q1, [sp]
	ldur	q2, [x10, #1]
	ldur	q11, [sp]
	ldr	q15, [x16], #-253
	ldr	q28, [x24], #-239
	ldr	q4, [x28], #147
	ldr	q28, [x5], #1
	ldr	q16, [x5, #156]!
	ldr	q21, [x1, #235]!
	ldr	q15, [x30, #185]!
	ldr	q22, [x3, #156]!
	ldr	q5, [x27, w2, uxtw]
	ldr	q2, [x8, w2, uxtw]
	ldr	q3, [x21, w15, uxtw #4]
	ldr	q19, [x24, w3, uxtw #4]
	ldr	q31, [x15, x28]
	ldr	q9, [x20, x9]
	ldr	q12, [x5, x9, sxtx #4]
	ldr	q15, [x29, x28]
	ldr	q21, [x1, #65520]
	ldr	q27, [x20]
	ldr	q5, [x23]
	ldr	q25, [x3]
	ldr	q7, #-49304
	ldr	q9, #584336
	ldr	q9, #-56536
	ldr	q26, #-562000
	ldursb	w19, [x28]
	ldursb	w25, [x13, #1]
	ldursb	w13, [x29, #249]
	ldursb	w7, [x5, #1]
	ldrsb	w11, [x17], #-1
	ldrsb	wzr, [x16], #-1
	ldrsb	w27, [x8], #-93
	ldrsb	w19, [x23], #75
	ldrsb	w15, [x20, #-1]!
	ldrsb	w15, [x22, #140]!
	ldrsb	w30, [x2, #-143]!
	ldrsb	w5, [x17, #184]!
	ldrsb	w19, [x21, w26, uxtw]
	ldrsb	wzr, [x2, w16, sxtw]
	ldrsb	wzr, [sp, w0, uxtw #0]
	ldrsb	w16, [x1, w7, uxtw]
	ldrsb	w29, [x1, x20, sxtx]
	ldrsb	wzr, [x1, x23, lsl #0]
	ldrsb	w28, [x0, x11, sxtx]
	ldrsb	w30, [x27, x1, sxtx]
	ldrsb	w21, [x16]
	ldrsb	w1, [x29, #1486]
	ldrsb	w20, [x14]
	ldrsb	w28, [x0, #3349]
	ldursb	x8, [x24, #53]
	ldursb	x21, [x4, #-217]
	ldursb	x6, [x4, #217]
	ldursb	x13, [x24, #37]
	ldrsb	x10, [x11], #39
	ldrsb	x15, [x28], #15
	ldrsb	x20, [x25], #54
	ldrsb	x10, [x13], #118
	ldrsb	x23, [x20, #-171]!
	ldrsb	x22, [x24, #-8]!
	ldrsb	x9, [x29, #-1]!
	ldrsb	x10, [x17, #-54]!
	ldrsb	x19, [x6, w18, sxtw]
	ldrsb	x7, [x27, w3, sxtw #0]
	ldrsb	x29, [x22, w4, uxtw #0]
	ldrsb	x21, [x2, w22, uxtw]
	ldrsb	x14, [x9, x21]
	ldrsb	x28, [x9, x10]
	ldrsb	x26, [sp, x23]
	ldrsb	x19, [x6, x30]
	ldrsb	x16, [x30, #1752]
	ldrsb	x8, [x14, #568]
	ldrsb	x26, [x5]
	ldrsb	x27, [x17, #3217]
	ldursh	w29, [x12, #-249]
	ldursh	w23, [x7]
	ldursh	w3, [x7, #255]
	ldursh	w15, [x28, #-256]
	ldrsh	w19, [x26], #51
	ldrsh	w16, [x15], #-68
	ldrsh	w22, [x20], #244
	ldrsh	w16, [x27], #0
	ldrsh	w18, [x8, #179]!
	ldrsh	w5, [x9, #-157]!
	ldrsh	w10, [x14, #-228]!
	ldrsh	w21, [x8, #-114]!
	ldrsh	wzr, [x0, w22, uxtw]
	ldrsh	w7, [sp, w27, sxtw]
	ldrsh	wzr, [x21, w1, sxtw #1]
	ldrsh	w22, [x0, w21, uxtw]
	ldrsh	w1, [x14, x5]
	ldrsh	w21, [x8, x30, lsl #1]
	ldrsh	w7, [x8, x28, sxtx #1]
	ldrsh	w3, [x21, x3, sxtx #1]
	ldrsh	w13, [x3, #2012]
	ldrsh	w25, [x23, #5074]
	ldrsh	w11, [x20]
	ldrsh	w0, [x15, #630]
	ldursh	x17, [x25, #155]
	ldursh	x27, [x28, #-91]
	ldursh	x24, [x3]
	ldursh	x13, [x26]
	ldrsh	x14, [x1], #242
	ldrsh	x0, [x14], #-19
	ldrsh	x12, [x23], #127
	ldrsh	x19, [x5], #-154
	ldrsh	x21, [x20, #255]!
	ldrsh	x13, [x10, #36]!
	ldrsh	x24, [x11, #205]!
	ldrsh	x14, [x19, #1]!
	ldrsh	x9, [x15, w5, uxtw #1]
	ldrsh	x15, [x15, w0, uxtw]
	ldrsh	x17, [x0, w21, sxtw]
	ldrsh	x13, [x26, w2, uxtw]
	ldrsh	x26, [x4, x26, sxtx]
	ldrsh	x6, [x10, x8, lsl #1]
	ldrsh	x16, [x29, x12, lsl #1]
	ldrsh	x6, [x18, x3]
	ldrsh	x25, [x29, #5426]
	ldrsh	x10, [x6]
	ldrsh	x22, [x16]
	ldrsh	x12, [x3]
	ldursw	x4, [x9, #-181]
	ldursw	x26, [x28, #255]
	ldursw	x21, [x10, #-206]
	ldursw	x14, [x16, #1]
	ldrsw	x12, #-367624
	ldrsw	x3, #-1045520
	ldrsw	x30, #-498320
	ldrsw	x9, #-172808
	ldrsw	x24, [x7], #1
	ldrsw	x30, [x27], #54
	ldrsw	x27, [sp], #163
	ldrsw	x5, [x29], #-61
	ldrsw	x16, [x26, #103]!
	ldrsw	x13, [x27, #-216]!
	ldrsw	x30, [x29, #150]!
	ldrsw	x10, [x20, #255]!
	ldrsw	x11, [x13, w23, uxtw #2]
	ldrsw	x18, [x5, w26, sxtw]
	ldrsw	x14, [x18, w26, sxtw #2]
	ldrsw	x28, [x23, w6, uxtw #2]
	ldrsw	x25, [x16, x6, sxtx]
	ldrsw	x12, [x5, x3, sxtx #2]
	ldrsw	x11, [x17, xzr]
	ldrsw	x17, [x28, x25, sxtx #2]
	ldrsw	x10, [x25]
	ldrsw	x19, [x19, #11568]
	ldrsw	x22, [x23]
	ldrsw	x3, [x5]
	ldur	s27, [x26]
	ldur	s31, [x27]
	ldur	s25, [x14, #-206]
	ldur	s22, [x3]
	ldr	s6, [x11], #210
	ldr	s10, [x2], #-1
	ldr	s7, [x1], #227
	ldr	s27, [x16], #35
	ldr	s11, [x2, #0]!
	ldr	s4, [sp, #119]!
	ldr	s2, [x9, #52]!
	ldr	s19, [x4, #-256]!
	ldr	s17, [x18, w29, uxtw #2]
	ldr	s21, [x8, wzr, sxtw]
	ldr	s24, [x8, w7, sxtw #2]
	ldr	s5, [x29, w30, uxtw]
	ldr	s13, [x7, x19, sxtx]
	ldr	s3, [x26, x19, sxtx #2]
	ldr	s31, [x24, x6, sxtx #2]
	ldr	s19, [x11, x12]
	ldr	s28, [x4, #13816]
	ldr	s0, [x0]
	ldr	s16, [x1]
	ldr	s25, [x27]
	ldr	s29, #-698360
	ldr	s9, #332168
	ldr	s30, #869260
	ldr	s11, #-78516
	ldur	w2, [x11]
	ldur	w10, [x26]
	ldur	w28, [x26, #135]
	ldur	w15, [x15, #43]
	ldr	w3, #1039652
	ldr	w16, #-597216
	ldr	w24, #-956228
	ldr	w16, #846772
	ldr	w29, [sp], #-151
	ldr	w3, [x9], #-186
	ldr	w12, [x13], #-82
	ldr	w27, [x9], #-169
	ldr	w27, [sp, #-141]!
	ldr	w9, [x3, #-145]!
	ldr	w7, [x17, #211]!
	ldr	w21, [x22, #253]!
	ldr	w5, [x1, w16, uxtw]
	ldr	w19, [x7, w16, uxtw #2]
	ldr	w13, [x13, w19, sxtw #2]
	ldr	w1, [sp, w9, sxtw]
	ldr	w1, [x25, x24, lsl #2]
	ldr	w27, [x28, x23, sxtx #2]
	ldr	w26, [x18, x6, sxtx #2]
	ldr	w2, [x22, x2, sxtx]
	ldr	w15, [x17]
	ldr	w10, [x25, #10864]
	ldr	w1, [x29, #12760]
	ldr	w25, [x22, #1308]
	ldur	x7, [x30]
	ldur	x14, [x4, #238]
	ldur	x22, [x30, #-108]
	ldur	x19, [x25]
	ldr	x9, #-827040
	ldr	x25, #174464
	ldr	x2, #-193740
	ldr	x14, #231720
	ldr	x19, [x13], #90
	ldr	x6, [x10], #255
	ldr	x11, [x22], #1
	ldr	x24, [x14], #-128
	ldr	xzr, [x1, #250]!
	ldr	x19, [x1, #226]!
	ldr	x14, [x13, #-122]!
	ldr	x3, [x15, #89]!
	ldr	x29, [x30, w18, uxtw #3]
	ldr	x9, [x18, w0, sxtw]
	ldr	x3, [x1, w30, sxtw]
	ldr	x0, [x10, wzr, uxtw]
	ldr	x6, [x19, x7, lsl #3]
	ldr	x26, [x12, xzr, sxtx #3]
	ldr	x4, [sp, x28]
	ldr	x21, [x6, x22, sxtx #3]
	ldr	x6, [x1]
	ldr	x5, [x23, #13000]
	ldr	x0, [x21]
	ldr	x30, [x19, #20608]
	ldtrb	w17, [x30, #42]
	ldtrb	w11, [x0, #-256]
	ldtrb	w4, [x4, #67]
	ldtrb	w2, [x26, #-1]
	ldtrh	w9, [x28, #237]
	ldtrh	wzr, [x5, #210]
	ldtrh	w18, [x6, #-218]
	ldtrh	w15, [x22, #180]
	ldtrsb	w25, [x5]
	ldtrsb	w3, [sp, #-1]
	ldtrsb	w5, [x16, #206]
	ldtrsb	w24, [x9]
	ldtrsb	x8, [x23]
	ldtrsb	x23, [x9]
	ldtrsb	x6, [x15]
	ldtrsb	x28, [x9]
	ldtrsh	w10, [x15, #241]
	ldtrsh	w22, [x5, #-76]
	ldtrsh	wzr, [x15]
	ldtrsh	w21, [x13, #255]
	ldtrsh	x23, [x22]
	ldtrsh	x10, [x1, #195]
	ldtrsh	x28, [x22, #46]
	ldtrsh	x2, [x18]
	ldtrsw	x26, [x6, #-1]
	ldtrsw	x4, [x6, #56]
	ldtrsw	x11, [x29]
	ldtrsw	x7, [x30]
	ldtr	w30, [x22, #-38]
	ldtr	w1, [x10, #135]
	ldtr	w3, [x20, #-1]
	ldtr	w30, [x12, #-256]
	ldtr	x30, [x12, #-230]
	ldtr	x15, [x4, #78]
	ldtr	x22, [x30]
	ldtr	x21, [x19]
	ldxp	w0, w25, [x0]
	ldxp	w27, w29, [x22]
	ldxp	w16, w22, [x28]
	ldxp	w20, w3, [x18]
	ldxp	x12, x18, [sp]
	ldxp	xzr, x27, [sp]
	ldxp	x28, x17, [x25]
	ldxp	x26, x30, [x22]
	ldxr	w1, [x24]
	ldxr	w24, [x25]
	ldxr	w22, [sp]
	ldxr	w30, [x0]
	ldxr	x8, [x26]
	ldxr	x4, [x3]
	ldxr	x15, [sp]
	ldxr	x30, [x13]
	ldxrb	w10, [x3]
	ldxrb	w0, [x24]
	ldxrb	w1, [x17]
	ldxrb	w19, [x29]
	ldxrh	w0, [x9]
	ldxrh	w30, [x10]
	ldxrh	w3, [x29]
	ldxrh	w27, [x6]
	lsl	wzr, w8, w14
	lsl	w27, w1, w24
	lsl	w15, w4, w16
	lsl	w15, w17, w21
	lsl	x21, x21, x15
	lsl	x4, x19, x30
	lsl	x6, x28, x3
	lsl	x2, x10, x22
	lsr	w28, w22, w28
	lsr	w19, w26, wzr
	lsr	w26, w22, w18
	lsr	w26, w6, wzr
	lsr	x8, x3, x10
	lsr	x19, x26, x5
	lsr	x22, x8, x8
	lsr	x18, x27, x20
	madd	w20, w25, w16, w14
	madd	w29, w17, w22, w24
	mul	w15, w17, w0
	madd	w4, w28, w18, w8
	madd	x1, x26, xzr, x16
	madd	x4, x8, x19, x6
	madd	x6, x29, x11, x20
	mul	x21, x23, x15
	mla	v9.2s, v23.2s, v22.s[1]
	mla	v24.2s, v7.2s, v31.s[3]
	mla	v17.2s, v0.2s, v24.s[3]
	mla	v22.2s, v14.2s, v12.s[0]
	mla	v17.4h, v5.4h, v2.h[0]
	mla	v4.4h, v2.4h, v5.h[1]
	mla	v7.4h, v11.4h, v5.h[1]
	mla	v16.4h, v19.4h, v15.h[0]
	mla	v25.4s, v0.4s, v6.s[1]
	mla	v6.4s, v28.4s, v12.s[1]
	mla	v26.4s, v20.4s, v8.s[3]
	mla	v16.4s, v11.4s, v19.s[2]
	mla	v27.8h, v1.8h, v6.h[5]
	mla	v22.8h, v29.8h, v7.h[1]
	mla	v24.8h, v13.8h, v10.h[1]
	mla	v19.8h, v13.8h, v5.h[2]
	mla	v26.16b, v25.16b, v12.16b
	mla	v22.16b, v0.16b, v26.16b
	mla	v16.16b, v25.16b, v12.16b
	mla	v0.16b, v0.16b, v31.16b
	mla	v4.2s, v28.2s, v8.2s
	mla	v8.2s, v2.2s, v0.2s
	mla	v31.2s, v10.2s, v4.2s
	mla	v13.2s, v24.2s, v23.2s
	mla	v23.4h, v27.4h, v21.4h
	mla	v29.4h, v11.4h, v18.4h
	mla	v1.4h, v27.4h, v8.4h
	mla	v5.4h, v14.4h, v26.4h
	mla	v8.4s, v25.4s, v17.4s
	mla	v11.4s, v3.4s, v7.4s
	mla	v26.4s, v25.4s, v10.4s
	mla	v31.4s, v3.4s, v8.4s
	mla	v19.8b, v1.8b, v22.8b
	mla	v26.8b, v15.8b, v25.8b
	mla	v1.8b, v22.8b, v10.8b
	mla	v12.8b, v21.8b, v17.8b
	mla	v0.8h, v6.8h, v8.8h
	mla	v15.8h, v28.8h, v12.8h
	mla	v10.8h, v14.8h, v4.8h
	mla	v28.8h, v21.8h, v20.8h
	mls	v24.2s, v10.2s, v4.s[0]
	mls	v23.2s, v0.2s, v3.s[3]
	mls	v15.2s, v6.2s, v6.s[0]
	mls	v29.2s, v9.2s, v28.s[2]
	mls	v13.4h, v24.4h, v9.h[2]
	mls	v30.4h, v13.4h, v14.h[2]
	mls	v30.4h, v6.4h, v15.h[4]
	mls	v31.4h, v18.4h, v7.h[7]
	mls	v4.4s, v11.4s, v1.s[0]
	mls	v5.4s, v13.4s, v29.s[0]
	mls	v0.4s, v16.4s, v30.s[1]
	mls	v25.4s, v4.4s, v18.s[2]
	mls	v9.8h, v16.8h, v11.h[4]
	mls	v5.8h, v7.8h, v13.h[1]
	mls	v8.8h, v13.8h, v14.h[1]
	mls	v26.8h, v10.8h, v2.h[2]
	mls	v29.16b, v14.16b, v22.16b
	mls	v30.16b, v8.16b, v13.16b
	mls	v10.16b, v17.16b, v4.16b
	mls	v9.16b, v12.16b, v22.16b
	mls	v6.2s, v21.2s, v26.2s
	mls	v1.2s, v2.2s, v1.2s
	mls	v21.2s, v3.2s, v12.2s
	mls	v13.2s, v26.2s, v12.2s
	mls	v14.4h, v24.4h, v5.4h
	mls	v17.4h, v17.4h, v14.4h
	mls	v10.4h, v18.4h, v26.4h
	mls	v3.4h, v18.4h, v18.4h
	mls	v6.4s, v22.4s, v6.4s
	mls	v31.4s, v19.4s, v15.4s
	mls	v15.4s, v21.4s, v6.4s
	mls	v14.4s, v6.4s, v0.4s
	mls	v13.8b, v25.8b, v1.8b
	mls	v12.8b, v21.8b, v29.8b
	mls	v16.8b, v12.8b, v0.8b
	mls	v10.8b, v10.8b, v14.8b
	mls	v11.8h, v2.8h, v13.8h
	mls	v19.8h, v14.8h, v31.8h
	mls	v4.8h, v10.8h, v20.8h
	mls	v29.8h, v26.8h, v16.8h
	movi	d19, #0xff00ffff00ffff00
	movi	d12, #0xff0000ffff0000ff
	movi	d8, #0xff00ff0000ff00ff
	movi	d22, #0xffffffffffffff
	movi	v8.16b, #190
	movi	v15.16b, #115
	movi	v20.16b, #222
	movi	v22.16b, #1
	movi	v28.2d, #0xffffff00ffff00ff
	movi	v2.2d, #0xff0000ffffffffff
	movi	v3.2d, #0xffffff00ff00ff
	movi	v26.2d, #0x000000ffff00ff
	movi	v28.2s, #135, lsl #8
	movi	v28.2s, #205
	movi	v5.2s, #147
	movi	v31.2s, #144
	movi	v5.2s, #123, msl #8
	movi	v27.2s, #210, msl #8
	movi	v6.2s, #29, msl #8
	movi	v20.2s, #224, msl #8
	movi	v3.4h, #252
	movi	v0.4h, #75, lsl #8
	movi	v22.4h, #211
	movi	v30.4h, #215
	movi	v11.4s, #245
	movi	v16.4s, #1, lsl #16
	movi	v8.4s, #153, lsl #8
	movi	v27.4s, #81
	movi	v30.4s, #0, msl #16
	movi	v16.4s, #140, msl #16
	movi	v27.4s, #49, msl #8
	movi	v9.4s, #0, msl #8
	movi	v3.8b, #117
	movi	v16.8b, #190
	movi	v31.8b, #74
	movi	v17.8b, #0
	movi	v2.8h, #69
	movi	v7.8h, #141, lsl #8
	movi	v22.8h, #252
	movi	v18.8h, #100, lsl #8
	movk	w10, #7711
	movk	w9, #55387, lsl #16
	movk	w22, #17741, lsl #16
	movk	w6, #18511, lsl #16
	movk	x26, #37063
	movk	x10, #1, lsl #48
	movk	x3, #9752, lsl #48
	movk	x15, #65535
	mov	w1, #-33304
	mov	w3, #-65537
	mov	w23, #-60040
	mov	w16, #397279231
	mov	x1, #-2886139905
	mov	x3, #5266396814256373759
	mov	x25, #-41369
	mov	x7, #-2
	mov	w28, #-65536
	mov	wzr, #41009
	mov	w7, #65536
	mov	w22, #1848246272
	mov	x20, #8907557112985419776
	movz	x23, #0, lsl #48
	mov	x17, #22402549415936
	mov	x30, #9997
	mrs	xzr, S2_0_C11_C6_2
	mrs	x17, S2_1_C11_C14_2
	mrs	x8, S2_4_C15_C7_5
	mrs	x29, TRCSSCCR0
	msr	ICH_LR8_EL2, x11
	msr	TRCITCTRL, x28
	msr	S2_6_C11_C6_3, x5
	msr	PMEVTYPER20_EL0, x16
	msr	PM, #0
	msr	PM, #0
	msr	PM, #1
	msr	PM, #1
	msr	DAIFSet, #8
	msr	SPSel, #1
	msr	DAIFSet, #15
	msr	DAIFSet, #0
	msub	w11, w23, w22, w16
	msub	w1, w9, w11, w7
	msub	w5, w10, w11, w20
	msub	w5, w0, w8, w17
	mneg	x2, x7, x19
	msub	x26, x27, x15, x17
	msub	x6, x16, x19, x28
	msub	x28, x27, x16, x19
	mul	v31.2s, v28.2s, v30.s[3]
	mul	v10.2s, v31.2s, v23.s[2]
	mul	v7.2s, v19.2s, v25.s[1]
	mul	v1.2s, v18.2s, v15.s[0]
	mul	v10.4h, v21.4h, v11.h[4]
	mul	v2.4h, v1.4h, v1.h[2]
	mul	v19.4h, v26.4h, v6.h[4]
	mul	v16.4h, v15.4h, v13.h[1]
	mul	v20.4s, v18.4s, v16.s[0]
	mul	v6.4s, v13.4s, v0.s[3]
	mul	v25.4s, v2.4s, v26.s[1]
	mul	v23.4s, v27.4s, v3.s[1]
	mul	v24.8h, v22.8h, v5.h[5]
	mul	v28.8h, v1.8h, v13.h[5]
	mul	v23.8h, v8.8h, v11.h[2]
	mul	v30.8h, v16.8h, v7.h[7]
	mul	v4.16b, v8.16b, v29.16b
	mul	v25.16b, v19.16b, v7.16b
	mul	v15.16b, v10.16b, v22.16b
	mul	v24.16b, v19.16b, v5.16b
	mul	v3.2s, v13.2s, v2.2s
	mul	v23.2s, v29.2s, v6.2s
	mul	v22.2s, v17.2s, v22.2s
	mul	v21.2s, v17.2s, v28.2s
	mul	v28.4h, v15.4h, v26.4h
	mul	v25.4h, v0.4h, v9.4h
	mul	v5.4h, v21.4h, v24.4h
	mul	v7.4h, v27.4h, v25.4h
	mul	v26.4s, v7.4s, v2.4s
	mul	v13.4s, v18.4s, v7.4s
	mul	v18.4s, v17.4s, v20.4s
	mul	v8.4s, v12.4s, v27.4s
	mul	v28.8b, v28.8b, v18.8b
	mul	v12.8b, v2.8b, v7.8b
	mul	v26.8b, v11.8b, v25.8b
	mul	v27.8b, v4.8b, v7.8b
	mul	v19.8h, v17.8h, v3.8h
	mul	v8.8h, v3.8h, v18.8h
	mul	v22.8h, v7.8h, v22.8h
	mul	v29.8h, v9.8h, v25.8h
	mvni	v17.2s, #0, lsl #16
	mvni	v17.2s, #138, lsl #8
	mvni	v8.2s, #199, lsl #16
	mvni	v30.2s, #0
	mvni	v7.2s, #238, msl #8
	mvni	v6.2s, #142, msl #8
	mvni	v26.2s, #0, msl #16
	mvni	v24.2s, #255, msl #8
	mvni	v24.4h, #222
	mvni	v19.4h, #97, lsl #8
	mvni	v1.4h, #200
	mvni	v26.4h, #7
	mvni	v16.4s, #247
	mvni	v21.4s, #27
	mvni	v10.4s, #255, lsl #24
	mvni	v6.4s, #162, lsl #8
	mvni	v23.4s, #0, msl #8
	mvni	v16.4s, #40, msl #16
	mvni	v6.4s, #75, msl #16
	mvni	v30.4s, #253, msl #8
	mvni	v1.8h, #193
	mvni	v9.8h, #27, lsl #8
	mvni	v31.8h, #1
	mvni	v2.8h, #139, lsl #8
	neg	d9, d29
	neg	d13, d10
	neg	d28, d12
	neg	d4, d22
	neg	v15.16b, v19.16b
	neg	v0.16b, v17.16b
	neg	v24.16b, v9.16b
	neg	v15.16b, v11.16b
	neg	v26.2d, v31.2d
	neg	v23.2d, v3.2d
	neg	v31.2d, v6.2d
	neg	v6.2d, v12.2d
	neg	v16.2s, v22.2s
	neg	v25.2s, v7.2s
	neg	v10.2s, v9.2s
	neg	v2.2s, v21.2s
	neg	v15.4h, v12.4h
	neg	v6.4h, v20.4h
	neg	v10.4h, v24.4h
	neg	v26.4h, v7.4h
	neg	v2.4s, v12.4s
	neg	v30.4s, v21.4s
	neg	v25.4s, v14.4s
	neg	v4.4s, v22.4s
	neg	v0.8b, v7.8b
	neg	v1.8b, v0.8b
	neg	v25.8b, v9.8b
	neg	v25.8b, v3.8b
	neg	v28.8h, v10.8h
	neg	v28.8h, v11.8h
	neg	v0.8h, v16.8h
	neg	v9.8h, v9.8h
	mvn	v6.16b, v19.16b
	mvn	v25.16b, v5.16b
	mvn	v30.16b, v24.16b
	mvn	v9.16b, v21.16b
	mvn	v5.8b, v21.8b
	mvn	v17.8b, v21.8b
	mvn	v7.8b, v22.8b
	mvn	v5.8b, v30.8b
	mvn	w11, w7, lsl #15
	orn	w13, w12, w4
	orn	w4, w21, w19
	orn	w24, w14, w25
	orn	x15, x19, x20
	orn	x2, x23, x3, lsr #3
	mvn	x26, x21, lsr #8
	mvn	x28, x11, asr #3
	orn	v10.16b, v26.16b, v27.16b
	orn	v19.16b, v3.16b, v17.16b
	orn	v19.16b, v20.16b, v1.16b
	orn	v2.16b, v10.16b, v8.16b
	orn	v0.8b, v15.8b, v10.8b
	orn	v29.8b, v6.8b, v26.8b
	orn	v2.8b, v14.8b, v10.8b
	orn	v20.8b, v1.8b, v9.8b
	orr	w9, w24, #0x1fe01fe
	orr	w25, w28, #0x88888888
	orr	w7, wzr, #0xe3ffffff
	orr	w24, w5, #0x2020202
	mov	w19, w7
	mov	w28, w13
	orr	w5, w28, w0
	orr	w18, wzr, w24, asr #20
	orr	x15, x24, #0x101010101010101
	mov	x17, #-524285
	orr	x1, x8, #0x7ffff0007ffff
	mov	x27, #-8608480567731124088
	orr	x11, x2, x22
	mov	x9, x11
	orr	x5, x8, x20
	orr	x30, x14, x6, asr #1
	orr	v5.2s, #146, lsl #24
	orr	v27.2s, #133
	orr	v29.2s, #0, lsl #24
	orr	v18.2s, #184
	orr	v0.4h, #242
	orr	v29.4h, #218, lsl #8
	orr	v23.4h, #255, lsl #8
	orr	v10.4h, #61, lsl #8
	orr	v14.4s, #243, lsl #24
	orr	v22.4s, #191
	orr	v19.4s, #0, lsl #16
	orr	v0.4s, #20, lsl #8
	orr	v15.8h, #252
	orr	v9.8h, #62
	orr	v1.8h, #153, lsl #8
	orr	v15.8h, #119, lsl #8
	orr	v0.16b, v18.16b, v1.16b
	orr	v2.16b, v23.16b, v29.16b
	mov	v29.16b, v16.16b
	mov	v0.16b, v30.16b
	orr	v8.8b, v18.8b, v4.8b
	orr	v13.8b, v7.8b, v25.8b
	mov	v18.8b, v26.8b
	mov	v18.8b, v5.8b
	pmull	v15.8h, v9.8b, v6.8b
	pmull	v20.8h, v17.8b, v28.8b
	pmull	v16.8h, v0.8b, v18.8b
	pmull	v14.8h, v13.8b, v10.8b
	pmull2	v24.8h, v23.16b, v19.16b
	pmull2	v1.8h, v10.16b, v21.16b
	pmull2	v2.8h, v11.16b, v19.16b
	pmull2	v3.8h, v17.16b, v15.16b
	pmul	v16.16b, v5.16b, v5.16b
	pmul	v23.16b, v21.16b, v1.16b
	pmul	v13.16b, v12.16b, v30.16b
	pmul	v13.16b, v18.16b, v23.16b
	pmul	v21.8b, v6.8b, v20.8b
	pmul	v11.8b, v26.8b, v15.8b
	pmul	v26.8b, v28.8b, v5.8b
	pmul	v25.8b, v26.8b, v21.8b
	prfm	pstl1keep, #558064
	prfm	pstl2strm, #-300252
	prfm	pldl1keep, #554540
	prfm	pldl1strm, #-857924
	prfm	pstl3keep, [x8, w26, sxtw #3]
	prfm	pldl1strm, [x10, w6, uxtw]
	prfm	plil3keep, [x24, w30, uxtw]
	prfm	pstl2keep, [sp, w2, uxtw]
	prfm	pldl1strm, [x8, x2]
	prfm	pstl2keep, [x7, x14, sxtx]
	prfm	plil1keep, [x23, x3, sxtx #3]
	prfm	#14, [x24, x0, lsl #3]
	prfm	plil2strm, [sp, #3104]
	prfm	pstl2strm, [x17, #21560]
	prfm	plil3strm, [x20]
	prfm	pstl1strm, [x16, #26520]
	prfum	pstl3strm, [x27, #-102]
	prfum	plil2strm, [x5, #-25]
	prfum	#31, [x24, #1]
	prfum	#24, [x16, #106]
	raddhn	v18.2s, v22.2d, v12.2d
	raddhn	v7.2s, v1.2d, v27.2d
	raddhn	v6.2s, v1.2d, v5.2d
	raddhn	v8.2s, v8.2d, v30.2d
	raddhn2	v2.4s, v25.2d, v3.2d
	raddhn2	v10.4s, v20.2d, v26.2d
	raddhn2	v28.4s, v8.2d, v9.2d
	raddhn2	v23.4s, v11.2d, v24.2d
	raddhn	v0.4h, v23.4s, v20.4s
	raddhn	v5.4h, v15.4s, v20.4s
	raddhn	v20.4h, v19.4s, v20.4s
	raddhn	v8.4h, v27.4s, v2.4s
	raddhn2	v1.8h, v11.4s, v7.4s
	raddhn2	v20.8h, v20.4s, v21.4s
	raddhn2	v26.8h, v15.4s, v16.4s
	raddhn2	v26.8h, v12.4s, v0.4s
	raddhn	v6.8b, v6.8h, v12.8h
	raddhn	v3.8b, v1.8h, v13.8h
	raddhn	v31.8b, v19.8h, v28.8h
	raddhn	v19.8b, v22.8h, v8.8h
	raddhn2	v16.16b, v31.8h, v31.8h
	raddhn2	v12.16b, v23.8h, v28.8h
	raddhn2	v9.16b, v22.8h, v26.8h
	raddhn2	v28.16b, v18.8h, v11.8h
	rbit	w17, w28
	rbit	w24, w6
	rbit	w1, w5
	rbit	w30, w1
	rbit	x17, x24
	rbit	x17, x27
	rbit	x26, x8
	rbit	x24, x26
	rbit	v10.16b, v21.16b
	rbit	v16.16b, v29.16b
	rbit	v14.16b, v20.16b
	rbit	v16.16b, v10.16b
	rbit	v0.8b, v15.8b
	rbit	v30.8b, v11.8b
	rbit	v15.8b, v26.8b
	rbit	v29.8b, v27.8b
	ret	x2
	ret	x4
	ret
	ret
	rev16	w26, w29
	rev16	w26, w29
	rev16	w5, w25
	rev16	w22, w25
	rev16	x27, x17
	rev16	x14, x15
	rev16	x1, xzr
	rev16	x28, x22
	rev16	v26.16b, v20.16b
	rev16	v21.16b, v20.16b
	rev16	v28.16b, v23.16b
	rev16	v4.16b, v20.16b
	rev16	v27.8b, v25.8b
	rev16	v3.8b, v28.8b
	rev16	v20.8b, v14.8b
	rev16	v27.8b, v2.8b
	rev32	x21, x30
	rev32	x9, x10
	rev32	x19, x10
	rev32	x26, x7
	rev32	v17.16b, v29.16b
	rev32	v6.16b, v25.16b
	rev32	v23.16b, v20.16b
	rev32	v15.16b, v20.16b
	rev32	v14.4h, v22.4h
	rev32	v4.4h, v14.4h
	rev32	v7.4h, v25.4h
	rev32	v25.4h, v26.4h
	rev32	v6.8b, v0.8b
	rev32	v3.8b, v20.8b
	rev32	v31.8b, v0.8b
	rev32	v3.8b, v28.8b
	rev32	v29.8h, v4.8h
	rev32	v13.8h, v19.8h
	rev32	v0.8h, v31.8h
	rev32	v0.8h, v19.8h
	rev64	v24.16b, v31.16b
	rev64	v23.16b, v17.16b
	rev64	v18.16b, v30.16b
	rev64	v27.16b, v20.16b
	rev64	v12.2s, v1.2s
	rev64	v26.2s, v5.2s
	rev64	v27.2s, v14.2s
	rev64	v3.2s, v28.2s
	rev64	v10.4h, v25.4h
	rev64	v23.4h, v23.4h
	rev64	v4.4h, v27.4h
	rev64	v4.4h, v25.4h
	rev64	v22.4s, v1.4s
	rev64	v6.4s, v22.4s
	rev64	v27.4s, v17.4s
	rev64	v21.4s, v13.4s
	rev64	v25.8b, v27.8b
	rev64	v31.8b, v31.8b
	rev64	v25.8b, v29.8b
	rev64	v10.8b, v30.8b
	rev64	v21.8h, v23.8h
	rev64	v22.8h, v0.8h
	rev64	v3.8h, v26.8h
	rev64	v11.8h, v0.8h
	rev	w20, w10
	rev	w25, w3
	rev	w7, w28
	rev	w25, w10
	rev	x7, x5
	rev	x9, x9
	rev	x25, x28
	rev	x21, x16
	ror	w25, w4, w14
	ror	w29, w10, w19
	ror	w9, w28, w4
	ror	w8, w3, w0
	ror	x29, x26, x30
	ror	x6, x8, x16
	ror	x5, x10, x13
	ror	x21, x21, x8
	rprfm	pldstrm, x16, [x16]
	rprfm	#48, x22, [x18]
	rprfm	#9, x8, [x16]
	rprfm	#6, x4, [x19]
	rshrn	v12.2s, v7.2d, #11
	rshrn	v13.2s, v6.2d, #17
	rshrn	v8.2s, v20.2d, #8
	rshrn	v7.2s, v23.2d, #2
	rshrn2	v6.4s, v13.2d, #1
	rshrn2	v28.4s, v26.2d, #4
	rshrn2	v2.4s, v6.2d, #22
	rshrn2	v4.4s, v0.2d, #1
	rshrn	v18.4h, v9.4s, #7
	rshrn	v3.4h, v6.4s, #15
	rshrn	v3.4h, v23.4s, #1
	rshrn	v27.4h, v21.4s, #15
	rshrn2	v3.8h, v29.4s, #8
	rshrn2	v11.8h, v2.4s, #7
	rshrn2	v2.8h, v13.4s, #12
	rshrn2	v4.8h, v4.4s, #15
	rshrn	v1.8b, v4.8h, #2
	rshrn	v6.8b, v1.8h, #4
	rshrn	v10.8b, v15.8h, #6
	rshrn	v1.8b, v5.8h, #3
	rshrn2	v22.16b, v30.8h, #8
	rshrn2	v24.16b, v23.8h, #6
	rshrn2	v25.16b, v14.8h, #4
	rshrn2	v8.16b, v24.8h, #5
	rsubhn	v29.2s, v20.2d, v19.2d
	rsubhn	v4.2s, v7.2d, v5.2d
	rsubhn	v13.2s, v27.2d, v20.2d
	rsubhn	v30.2s, v26.2d, v29.2d
	rsubhn2	v14.4s, v13.2d, v30.2d
	rsubhn2	v24.4s, v12.2d, v22.2d
	rsubhn2	v0.4s, v27.2d, v19.2d
	rsubhn2	v10.4s, v10.2d, v10.2d
	rsubhn	v18.4h, v31.4s, v6.4s
	rsubhn	v29.4h, v10.4s, v15.4s
	rsubhn	v2.4h, v15.4s, v4.4s
	rsubhn	v5.4h, v20.4s, v22.4s
	rsubhn2	v7.8h, v7.4s, v14.4s
	rsubhn2	v25.8h, v3.4s, v2.4s
	rsubhn2	v8.8h, v6.4s, v0.4s
	rsubhn2	v20.8h, v29.4s, v4.4s
	rsubhn	v8.8b, v29.8h, v13.8h
	rsubhn	v3.8b, v1.8h, v15.8h
	rsubhn	v18.8b, v15.8h, v27.8h
	rsubhn	v10.8b, v8.8h, v25.8h
	rsubhn2	v30.16b, v15.8h, v6.8h
	rsubhn2	v10.16b, v12.8h, v8.8h
	rsubhn2	v18.16b, v31.8h, v3.8h
	rsubhn2	v8.16b, v23.8h, v2.8h
	sabal	v26.2d, v16.2s, v5.2s
	sabal	v30.2d, v4.2s, v5.2s
	sabal	v29.2d, v25.2s, v0.2s
	sabal	v9.2d, v1.2s, v31.2s
	sabal2	v16.2d, v27.4s, v19.4s
	sabal2	v13.2d, v22.4s, v21.4s
	sabal2	v20.2d, v31.4s, v29.4s
	sabal2	v3.2d, v16.4s, v31.4s
	sabal	v12.4s, v3.4h, v15.4h
	sabal	v5.4s, v17.4h, v0.4h
	sabal	v19.4s, v11.4h, v25.4h
	sabal	v25.4s, v5.4h, v21.4h
	sabal2	v2.4s, v15.8h, v6.8h
	sabal2	v9.4s, v9.8h, v23.8h
	sabal2	v5.4s, v11.8h, v31.8h
	sabal2	v6.4s, v25.8h, v22.8h
	sabal	v23.8h, v17.8b, v10.8b
	sabal	v27.8h, v30.8b, v26.8b
	sabal	v10.8h, v1.8b, v16.8b
	sabal	v20.8h, v7.8b, v2.8b
	sabal2	v19.8h, v1.16b, v15.16b
	sabal2	v2.8h, v7.16b, v11.16b
	sabal2	v20.8h, v21.16b, v5.16b
	sabal2	v13.8h, v27.16b, v23.16b
	saba	v6.16b, v31.16b, v15.16b
	saba	v1.16b, v9.16b, v8.16b
	saba	v7.16b, v13.16b, v14.16b
	saba	v22.16b, v28.16b, v8.16b
	saba	v27.2s, v0.2s, v8.2s
	saba	v6.2s, v14.2s, v11.2s
	saba	v20.2s, v6.2s, v14.2s
	saba	v2.2s, v7.2s, v23.2s
	saba	v15.4h, v2.4h, v18.4h
	saba	v25.4h, v5.4h, v2.4h
	saba	v12.4h, v11.4h, v26.4h
	saba	v1.4h, v15.4h, v31.4h
	saba	v29.4s, v18.4s, v21.4s
	saba	v4.4s, v27.4s, v23.4s
	saba	v15.4s, v24.4s, v22.4s
	saba	v25.4s, v15.4s, v16.4s
	saba	v14.8b, v19.8b, v30.8b
	saba	v3.8b, v20.8b, v27.8b
	saba	v1.8b, v24.8b, v29.8b
	saba	v21.8b, v18.8b, v14.8b
	saba	v5.8h, v22.8h, v24.8h
	saba	v15.8h, v14.8h, v18.8h
	saba	v9.8h, v4.8h, v1.8h
	saba	v30.8h, v16.8h, v30.8h
	sabdl	v29.2d, v11.2s, v28.2s
	sabdl	v28.2d, v22.2s, v26.2s
	sabdl	v11.2d, v22.2s, v2.2s
	sabdl	v28.2d, v30.2s, v23.2s
	sabdl2	v25.2d, v4.4s, v10.4s
	sabdl2	v6.2d, v31.4s, v27.4s
	sabdl2	v21.2d, v28.4s, v4.4s
	sabdl2	v29.2d, v25.4s, v2.4s
	sabdl	v30.4s, v11.4h, v19.4h
	sabdl	v17.4s, v6.4h, v14.4h
	sabdl	v28.4s, v21.4h, v16.4h
	sabdl	v17.4s, v15.4h, v20.4h
	sabdl2	v25.4s, v11.8h, v22.8h
	sabdl2	v28.4s, v13.8h, v12.8h
	sabdl2	v14.4s, v25.8h, v14.8h
	sabdl2	v12.4s, v20.8h, v30.8h
	sabdl	v19.8h, v11.8b, v4.8b
	sabdl	v30.8h, v11.8b, v28.8b
	sabdl	v10.8h, v25.8b, v0.8b
	sabdl	v22.8h, v22.8b, v19.8b
	sabdl2	v25.8h, v20.16b, v8.16b
	sabdl2	v29.8h, v30.16b, v20.16b
	sabdl2	v10.8h, v30.16b, v5.16b
	sabdl2	v0.8h, v3.16b, v26.16b
	sabd	v21.16b, v6.16b, v28.16b
	sabd	v24.16b, v15.16b, v31.16b
	sabd	v12.16b, v21.16b, v19.16b
	sabd	v20.16b, v26.16b, v14.16b
	sabd	v23.2s, v4.2s, v16.2s
	sabd	v7.2s, v17.2s, v3.2s
	sabd	v12.2s, v26.2s, v24.2s
	sabd	v7.2s, v22.2s, v5.2s
	sabd	v0.4h, v31.4h, v19.4h
	sabd	v7.4h, v18.4h, v0.4h
	sabd	v13.4h, v14.4h, v0.4h
	sabd	v28.4h, v18.4h, v20.4h
	sabd	v17.4s, v18.4s, v5.4s
	sabd	v30.4s, v1.4s, v18.4s
	sabd	v7.4s, v31.4s, v9.4s
	sabd	v14.4s, v30.4s, v3.4s
	sabd	v29.8b, v14.8b, v29.8b
	sabd	v19.8b, v25.8b, v17.8b
	sabd	v8.8b, v24.8b, v18.8b
	sabd	v19.8b, v5.8b, v8.8b
	sabd	v4.8h, v21.8h, v20.8h
	sabd	v15.8h, v31.8h, v15.8h
	sabd	v30.8h, v25.8h, v15.8h
	sabd	v29.8h, v26.8h, v4.8h
	sadalp	v23.1d, v22.2s
	sadalp	v8.1d, v2.2s
	sadalp	v0.1d, v9.2s
	sadalp	v23.1d, v19.2s
	sadalp	v19.2d, v6.4s
	sadalp	v20.2d, v30.4s
	sadalp	v23.2d, v16.4s
	sadalp	v25.2d, v23.4s
	sadalp	v15.2s, v11.4h
	sadalp	v31.2s, v21.4h
	sadalp	v16.2s, v23.4h
	sadalp	v28.2s, v1.4h
	sadalp	v27.4h, v4.8b
	sadalp	v5.4h, v6.8b
	sadalp	v18.4h, v25.8b
	sadalp	v12.4h, v26.8b
	sadalp	v21.4s, v21.8h
	sadalp	v4.4s, v11.8h
	sadalp	v10.4s, v14.8h
	sadalp	v5.4s, v20.8h
	sadalp	v29.8h, v3.16b
	sadalp	v17.8h, v27.16b
	sadalp	v0.8h, v16.16b
	sadalp	v20.8h, v8.16b
	saddlp	v13.1d, v23.2s
	saddlp	v6.1d, v26.2s
	saddlp	v23.1d, v2.2s
	saddlp	v31.1d, v21.2s
	saddlp	v20.2d, v5.4s
	saddlp	v12.2d, v2.4s
	saddlp	v13.2d, v16.4s
	saddlp	v21.2d, v25.4s
	saddlp	v17.2s, v24.4h
	saddlp	v18.2s, v21.4h
	saddlp	v21.2s, v16.4h
	saddlp	v31.2s, v26.4h
	saddlp	v20.4h, v2.8b
	saddlp	v27.4h, v15.8b
	saddlp	v20.4h, v28.8b
	saddlp	v21.4h, v28.8b
	saddlp	v8.4s, v28.8h
	saddlp	v23.4s, v22.8h
	saddlp	v30.4s, v21.8h
	saddlp	v13.4s, v22.8h
	saddlp	v6.8h, v1.16b
	saddlp	v10.8h, v12.16b
	saddlp	v29.8h, v27.16b
	saddlp	v19.8h, v30.16b
	saddlv	h20, v13.16b
	saddlv	h0, v28.16b
	saddlv	h2, v13.16b
	saddlv	h17, v12.16b
	saddlv	s21, v5.4h
	saddlv	s19, v10.4h
	saddlv	s12, v12.4h
	saddlv	s30, v20.4h
	saddlv	d21, v30.4s
	saddlv	d30, v17.4s
	saddlv	d20, v16.4s
	saddlv	d8, v30.4s
	saddlv	h17, v5.8b
	saddlv	h0, v3.8b
	saddlv	h22, v11.8b
	saddlv	h29, v8.8b
	saddlv	s20, v16.8h
	saddlv	s30, v12.8h
	saddlv	s16, v2.8h
	saddlv	s9, v23.8h
	saddl	v2.2d, v29.2s, v23.2s
	saddl	v31.2d, v29.2s, v6.2s
	saddl	v27.2d, v28.2s, v0.2s
	saddl	v20.2d, v20.2s, v5.2s
	saddl2	v1.2d, v29.4s, v2.4s
	saddl2	v5.2d, v24.4s, v5.4s
	saddl2	v21.2d, v29.4s, v21.4s
	saddl2	v31.2d, v13.4s, v25.4s
	saddl	v30.4s, v23.4h, v18.4h
	saddl	v16.4s, v6.4h, v7.4h
	saddl	v24.4s, v31.4h, v24.4h
	saddl	v21.4s, v23.4h, v29.4h
	saddl2	v7.4s, v12.8h, v23.8h
	saddl2	v2.4s, v26.8h, v13.8h
	saddl2	v5.4s, v31.8h, v11.8h
	saddl2	v4.4s, v1.8h, v20.8h
	saddl	v21.8h, v31.8b, v23.8b
	saddl	v22.8h, v9.8b, v5.8b
	saddl	v23.8h, v21.8b, v30.8b
	saddl	v3.8h, v24.8b, v28.8b
	saddl2	v4.8h, v17.16b, v25.16b
	saddl2	v13.8h, v16.16b, v27.16b
	saddl2	v24.8h, v31.16b, v30.16b
	saddl2	v13.8h, v1.16b, v29.16b
	saddw	v21.2d, v16.2d, v13.2s
	saddw	v27.2d, v27.2d, v26.2s
	saddw	v13.2d, v1.2d, v4.2s
	saddw	v24.2d, v25.2d, v22.2s
	saddw2	v31.2d, v9.2d, v6.4s
	saddw2	v31.2d, v17.2d, v21.4s
	saddw2	v22.2d, v22.2d, v15.4s
	saddw2	v30.2d, v17.2d, v0.4s
	saddw	v10.4s, v10.4s, v16.4h
	saddw	v2.4s, v20.4s, v30.4h
	saddw	v11.4s, v25.4s, v13.4h
	saddw	v6.4s, v12.4s, v24.4h
	saddw2	v27.4s, v20.4s, v21.8h
	saddw2	v30.4s, v18.4s, v3.8h
	saddw2	v23.4s, v4.4s, v22.8h
	saddw2	v14.4s, v2.4s, v11.8h
	saddw	v16.8h, v21.8h, v21.8b
	saddw	v31.8h, v6.8h, v29.8b
	saddw	v15.8h, v9.8h, v29.8b
	saddw	v14.8h, v22.8h, v17.8b
	saddw2	v16.8h, v5.8h, v24.16b
	saddw2	v13.8h, v10.8h, v29.16b
	saddw2	v13.8h, v3.8h, v27.16b
	saddw2	v18.8h, v11.8h, v21.16b
	sbcs	w7, w9, w14
	ngcs	w22, wzr
	sbcs	w4, w20, w27
	sbcs	w23, w13, w2
	sbcs	x29, x20, x7
	sbcs	x26, x20, x11
	sbcs	x23, x15, x29
	sbcs	x20, x25, x28
	sbc	wzr, w4, w11
	sbc	w5, w17, w28
	sbc	w25, w6, w0
	sbc	w18, w10, w19
	sbc	x24, x3, x29
	ngc	x21, x29
	ngc	x24, x2
	sbc	x10, x28, x11
	sxth	w7, w23
	sbfiz	w5, w9, #4, #1
	sbfiz	w12, w7, #10, #14
	sbfiz	w26, w25, #9, #6
	sbfiz	x21, x0, #55, #5
	sbfiz	x2, x16, #37, #4
	sbfiz	x20, x20, #22, #34
	sbfiz	x3, x14, #17, #27
	scvtf	d3, w23
	scvtf	d31, w5
	scvtf	d16, w22
	scvtf	d11, w19
	scvtf	d0, w21, #27
	scvtf	d26, w15, #27
	scvtf	d7, w2, #29
	scvtf	d16, w3, #18
	scvtf	s7, w6
	scvtf	s27, w8
	scvtf	s28, w6
	scvtf	s22, w26
	scvtf	s31, w20, #15
	scvtf	s16, w5, #22
	scvtf	s15, w25, #1
	scvtf	s8, w8, #1
	scvtf	d14, x15
	scvtf	d13, x30
	scvtf	d9, x1
	scvtf	d30, x15
	scvtf	d31, x9, #64
	scvtf	d10, x0, #1
	scvtf	d10, x27, #23
	scvtf	d18, x29, #1
	scvtf	s13, x10
	scvtf	s4, x0
	scvtf	s8, x5
	scvtf	s18, x16
	scvtf	s25, x2, #16
	scvtf	s17, x3, #1
	scvtf	s25, x27, #64
	scvtf	s31, x2, #64
	scvtf	d14, d22, #53
	scvtf	d29, d9, #22
	scvtf	d18, d24, #5
	scvtf	d15, d16, #1
	scvtf	s25, s4, #23
	scvtf	s21, s18, #17
	scvtf	s7, s6, #30
	scvtf	s30, s26, #30
	scvtf	v6.2d, v0.2d, #14
	scvtf	v12.2d, v12.2d, #37
	scvtf	v0.2d, v5.2d, #8
	scvtf	v21.2d, v2.2d, #18
	scvtf	v16.2s, v1.2s, #8
	scvtf	v10.2s, v4.2s, #1
	scvtf	v6.2s, v14.2s, #1
	scvtf	v25.2s, v8.2s, #2
	scvtf	v23.4s, v18.4s, #32
	scvtf	v10.4s, v22.4s, #1
	scvtf	v7.4s, v12.4s, #3
	scvtf	v27.4s, v16.4s, #21
	scvtf	d7, d8
	scvtf	d4, d29
	scvtf	d23, d17
	scvtf	d15, d25
	scvtf	s19, s31
	scvtf	s12, s24
	scvtf	s24, s16
	scvtf	s25, s9
	scvtf	v20.2d, v27.2d
	scvtf	v4.2d, v21.2d
	scvtf	v12.2d, v31.2d
	scvtf	v23.2d, v21.2d
	scvtf	v17.2s, v18.2s
	scvtf	v17.2s, v11.2s
	scvtf	v0.2s, v4.2s
	scvtf	v8.2s, v9.2s
	scvtf	v29.4s, v0.4s
	scvtf	v9.4s, v4.4s
	scvtf	v26.4s, v18.4s
	scvtf	v25.4s, v22.4s
	sdiv	w22, w11, w5
	sdiv	w15, w26, w4
	sdiv	w19, w28, w1
	sdiv	w18, w19, w18
	sdiv	x15, x10, x15
	sdiv	x23, xzr, x19
	sdiv	x13, x28, x5
	sdiv	x8, x13, x9
	shadd	v0.16b, v10.16b, v14.16b
	shadd	v31.16b, v25.16b, v22.16b
	shadd	v18.16b, v8.16b, v17.16b
	shadd	v26.16b, v14.16b, v15.16b
	shadd	v28.2s, v23.2s, v18.2s
	shadd	v3.2s, v27.2s, v18.2s
	shadd	v17.2s, v8.2s, v2.2s
	shadd	v8.2s, v7.2s, v29.2s
	shadd	v31.4h, v22.4h, v9.4h
	shadd	v25.4h, v8.4h, v22.4h
	shadd	v15.4h, v26.4h, v1.4h
	shadd	v4.4h, v8.4h, v8.4h
	shadd	v2.4s, v5.4s, v25.4s
	shadd	v28.4s, v23.4s, v9.4s
	shadd	v5.4s, v17.4s, v4.4s
	shadd	v30.4s, v9.4s, v11.4s
	shadd	v4.8b, v15.8b, v17.8b
	shadd	v1.8b, v18.8b, v15.8b
	shadd	v3.8b, v29.8b, v25.8b
	shadd	v2.8b, v19.8b, v14.8b
	shadd	v6.8h, v1.8h, v18.8h
	shadd	v13.8h, v28.8h, v26.8h
	shadd	v28.8h, v17.8h, v9.8h
	shadd	v19.8h, v1.8h, v31.8h
	shll	v24.2d, v24.2s, #32
	shll	v17.2d, v23.2s, #32
	shll	v16.2d, v13.2s, #32
	shll	v23.2d, v3.2s, #32
	shll2	v28.2d, v11.4s, #32
	shll2	v23.2d, v31.4s, #32
	shll2	v31.2d, v18.4s, #32
	shll2	v12.2d, v23.4s, #32
	shll	v27.4s, v5.4h, #16
	shll	v9.4s, v21.4h, #16
	shll	v3.4s, v3.4h, #16
	shll	v21.4s, v25.4h, #16
	shll2	v13.4s, v25.8h, #16
	shll2	v19.4s, v23.8h, #16
	shll2	v22.4s, v20.8h, #16
	shll2	v16.4s, v16.8h, #16
	shll	v27.8h, v10.8b, #8
	shll	v12.8h, v18.8b, #8
	shll	v1.8h, v6.8b, #8
	shll	v13.8h, v29.8b, #8
	shll2	v14.8h, v24.16b, #8
	shll2	v21.8h, v28.16b, #8
	shll2	v17.8h, v18.16b, #8
	shll2	v15.8h, v5.16b, #8
	shl	d18, d7, #26
	shl	d9, d13, #15
	shl	d5, d6, #29
	shl	d25, d19, #34
	shl	v5.16b, v17.16b, #1
	shl	v18.16b, v19.16b, #5
	shl	v21.16b, v4.16b, #6
	shl	v27.16b, v25.16b, #2
	shl	v10.2d, v25.2d, #40
	shl	v3.2d, v16.2d, #29
	shl	v25.2d, v15.2d, #59
	shl	v31.2d, v23.2d, #27
	shl	v13.2s, v5.2s, #11
	shl	v15.2s, v12.2s, #25
	shl	v8.2s, v10.2s, #5
	shl	v31.2s, v23.2s, #19
	shl	v0.4h, v9.4h, #9
	shl	v22.4h, v19.4h, #5
	shl	v15.4h, v9.4h, #9
	shl	v16.4h, v25.4h, #15
	shl	v2.4s, v25.4s, #0
	shl	v8.4s, v12.4s, #1
	shl	v0.4s, v12.4s, #0
	shl	v16.4s, v22.4s, #3
	shl	v22.8b, v0.8b, #3
	shl	v31.8b, v14.8b, #0
	shl	v0.8b, v3.8b, #1
	shl	v18.8b, v11.8b, #6
	shl	v14.8h, v4.8h, #1
	shl	v24.8h, v29.8h, #13
	shl	v3.8h, v7.8h, #5
	shl	v22.8h, v31.8h, #4
	shrn	v19.2s, v3.2d, #13
	shrn	v20.2s, v4.2d, #17
	shrn	v13.2s, v17.2d, #23
	shrn	v19.2s, v25.2d, #32
	shrn2	v24.4s, v7.2d, #10
	shrn2	v9.4s, v24.2d, #22
	shrn2	v7.4s, v0.2d, #4
	shrn2	v30.4s, v25.2d, #32
	shrn	v26.4h, v0.4s, #5
	shrn	v16.4h, v17.4s, #1
	shrn	v7.4h, v17.4s, #16
	shrn	v11.4h, v10.4s, #6
	shrn2	v17.8h, v3.4s, #12
	shrn2	v26.8h, v29.4s, #3
	shrn2	v14.8h, v27.4s, #10
	shrn2	v8.8h, v1.4s, #10
	shrn	v25.8b, v21.8h, #2
	shrn	v24.8b, v28.8h, #4
	shrn	v24.8b, v4.8h, #1
	shrn	v15.8b, v13.8h, #4
	shrn2	v17.16b, v0.8h, #8
	shrn2	v30.16b, v12.8h, #3
	shrn2	v5.16b, v1.8h, #4
	shrn2	v3.16b, v6.8h, #7
	shsub	v16.16b, v14.16b, v11.16b
	shsub	v13.16b, v28.16b, v10.16b
	shsub	v23.16b, v4.16b, v17.16b
	shsub	v21.16b, v19.16b, v23.16b
	shsub	v12.2s, v1.2s, v19.2s
	shsub	v4.2s, v29.2s, v18.2s
	shsub	v16.2s, v29.2s, v22.2s
	shsub	v12.2s, v11.2s, v7.2s
	shsub	v26.4h, v10.4h, v1.4h
	shsub	v4.4h, v8.4h, v29.4h
	shsub	v0.4h, v18.4h, v26.4h
	shsub	v1.4h, v23.4h, v22.4h
	shsub	v6.4s, v24.4s, v5.4s
	shsub	v0.4s, v1.4s, v23.4s
	shsub	v10.4s, v11.4s, v7.4s
	shsub	v29.4s, v2.4s, v15.4s
	shsub	v8.8b, v21.8b, v29.8b
	shsub	v7.8b, v26.8b, v22.8b
	shsub	v30.8b, v11.8b, v5.8b
	shsub	v22.8b, v5.8b, v19.8b
	shsub	v19.8h, v6.8h, v16.8h
	shsub	v18.8h, v15.8h, v28.8h
	shsub	v17.8h, v30.8h, v18.8h
	shsub	v5.8h, v30.8h, v7.8h
	sli	d4, d0, #5
	sli	d1, d6, #25
	sli	d29, d10, #48
	sli	d28, d7, #30
	sli	v20.16b, v18.16b, #2
	sli	v25.16b, v18.16b, #0
	sli	v15.16b, v15.16b, #1
	sli	v15.16b, v30.16b, #7
	sli	v13.2d, v26.2d, #8
	sli	v29.2d, v28.2d, #37
	sli	v14.2d, v22.2d, #42
	sli	v18.2d, v31.2d, #3
	sli	v23.2s, v6.2s, #5
	sli	v29.2s, v18.2s, #0
	sli	v28.2s, v4.2s, #12
	sli	v1.2s, v19.2s, #0
	sli	v28.4h, v27.4h, #5
	sli	v19.4h, v11.4h, #1
	sli	v29.4h, v24.4h, #2
	sli	v5.4h, v29.4h, #8
	sli	v13.4s, v10.4s, #1
	sli	v3.4s, v1.4s, #29
	sli	v6.4s, v7.4s, #22
	sli	v2.4s, v11.4s, #26
	sli	v28.8b, v18.8b, #2
	sli	v10.8b, v5.8b, #7
	sli	v17.8b, v4.8b, #6
	sli	v0.8b, v29.8b, #4
	sli	v27.8h, v20.8h, #2
	sli	v21.8h, v17.8h, #6
	sli	v23.8h, v15.8h, #10
	sli	v9.8h, v25.8h, #11
	smaddl	x27, w23, w23, x27
	smaddl	x27, w14, w6, x29
	smaddl	x16, w0, w4, x22
	smaddl	x18, w12, w9, x25
	smaxp	v6.16b, v12.16b, v0.16b
	smaxp	v28.16b, v17.16b, v8.16b
	smaxp	v23.16b, v28.16b, v20.16b
	smaxp	v19.16b, v29.16b, v27.16b
	smaxp	v25.2s, v12.2s, v6.2s
	smaxp	v25.2s, v12.2s, v26.2s
	smaxp	v3.2s, v4.2s, v9.2s
	smaxp	v1.2s, v7.2s, v21.2s
	smaxp	v26.4h, v9.4h, v9.4h
	smaxp	v18.4h, v8.4h, v16.4h
	smaxp	v6.4h, v10.4h, v8.4h
	smaxp	v27.4h, v26.4h, v13.4h
	smaxp	v9.4s, v17.4s, v3.4s
	smaxp	v31.4s, v23.4s, v10.4s
	smaxp	v8.4s, v8.4s, v18.4s
	smaxp	v21.4s, v3.4s, v21.4s
	smaxp	v3.8b, v4.8b, v17.8b
	smaxp	v7.8b, v0.8b, v11.8b
	smaxp	v5.8b, v28.8b, v17.8b
	smaxp	v2.8b, v26.8b, v14.8b
	smaxp	v13.8h, v20.8h, v18.8h
	smaxp	v21.8h, v10.8h, v11.8h
	smaxp	v20.8h, v29.8h, v6.8h
	smaxp	v26.8h, v10.8h, v17.8h
	smaxv	b3, v21.16b
	smaxv	b12, v29.16b
	smaxv	b12, v21.16b
	smaxv	b30, v3.16b
	smaxv	h3, v22.4h
	smaxv	h1, v0.4h
	smaxv	h0, v7.4h
	smaxv	h10, v8.4h
	smaxv	s1, v31.4s
	smaxv	s17, v12.4s
	smaxv	s19, v21.4s
	smaxv	s22, v11.4s
	smaxv	b23, v8.8b
	smaxv	b21, v29.8b
	smaxv	b1, v1.8b
	smaxv	b14, v1.8b
	smaxv	h6, v30.8h
	smaxv	h5, v5.8h
	smaxv	h13, v25.8h
	smaxv	h5, v31.8h
	smax	v28.16b, v4.16b, v28.16b
	smax	v27.16b, v20.16b, v30.16b
	smax	v2.16b, v26.16b, v12.16b
	smax	v6.16b, v4.16b, v13.16b
	smax	v23.2s, v15.2s, v26.2s
	smax	v26.2s, v30.2s, v12.2s
	smax	v28.2s, v2.2s, v2.2s
	smax	v11.2s, v11.2s, v0.2s
	smax	v16.4h, v6.4h, v22.4h
	smax	v27.4h, v0.4h, v5.4h
	smax	v21.4h, v2.4h, v6.4h
	smax	v14.4h, v20.4h, v23.4h
	smax	v24.4s, v20.4s, v22.4s
	smax	v28.4s, v11.4s, v10.4s
	smax	v0.4s, v18.4s, v10.4s
	smax	v31.4s, v30.4s, v18.4s
	smax	v27.8b, v0.8b, v19.8b
	smax	v30.8b, v15.8b, v6.8b
	smax	v20.8b, v12.8b, v19.8b
	smax	v31.8b, v10.8b, v4.8b
	smax	v30.8h, v16.8h, v8.8h
	smax	v22.8h, v31.8h, v28.8h
	smax	v23.8h, v3.8h, v7.8h
	smax	v9.8h, v7.8h, v0.8h
	smc	#0x1f2d
	smc	#0x52e1
	smc	#0x2ed8
	smc	#0x4f1c
	sminp	v20.16b, v20.16b, v20.16b
	sminp	v13.16b, v7.16b, v4.16b
	sminp	v4.16b, v21.16b, v27.16b
	sminp	v19.16b, v11.16b, v7.16b
	sminp	v21.2s, v20.2s, v4.2s
	sminp	v16.2s, v8.2s, v10.2s
	sminp	v30.2s, v18.2s, v1.2s
	sminp	v16.2s, v25.2s, v29.2s
	sminp	v8.4h, v13.4h, v10.4h
	sminp	v25.4h, v5.4h, v30.4h
	sminp	v28.4h, v30.4h, v6.4h
	sminp	v17.4h, v31.4h, v27.4h
	sminp	v29.4s, v8.4s, v4.4s
	sminp	v13.4s, v30.4s, v12.4s
	sminp	v14.4s, v10.4s, v27.4s
	sminp	v4.4s, v14.4s, v3.4s
	sminp	v15.8b, v26.8b, v13.8b
	sminp	v16.8b, v30.8b, v15.8b
	sminp	v9.8b, v5.8b, v7.8b
	sminp	v2.8b, v20.8b, v29.8b
	sminp	v14.8h, v3.8h, v2.8h
	sminp	v10.8h, v8.8h, v12.8h
	sminp	v5.8h, v1.8h, v14.8h
	sminp	v18.8h, v21.8h, v30.8h
	sminv	b30, v24.16b
	sminv	b20, v25.16b
	sminv	b14, v24.16b
	sminv	b29, v9.16b
	sminv	h8, v2.4h
	sminv	h12, v27.4h
	sminv	h27, v6.4h
	sminv	h4, v18.4h
	sminv	s5, v17.4s
	sminv	s28, v26.4s
	sminv	s13, v10.4s
	sminv	s24, v20.4s
	sminv	b20, v14.8b
	sminv	b31, v17.8b
	sminv	b28, v28.8b
	sminv	b20, v15.8b
	sminv	h2, v9.8h
	sminv	h2, v13.8h
	sminv	h10, v18.8h
	sminv	h19, v30.8h
	smin	v5.16b, v24.16b, v31.16b
	smin	v30.16b, v0.16b, v7.16b
	smin	v27.16b, v7.16b, v13.16b
	smin	v20.16b, v27.16b, v16.16b
	smin	v22.2s, v9.2s, v13.2s
	smin	v7.2s, v24.2s, v28.2s
	smin	v18.2s, v16.2s, v10.2s
	smin	v27.2s, v13.2s, v15.2s
	smin	v23.4h, v12.4h, v15.4h
	smin	v7.4h, v26.4h, v29.4h
	smin	v2.4h, v3.4h, v27.4h
	smin	v14.4h, v22.4h, v4.4h
	smin	v24.4s, v2.4s, v8.4s
	smin	v17.4s, v16.4s, v24.4s
	smin	v9.4s, v28.4s, v13.4s
	smin	v14.4s, v9.4s, v26.4s
	smin	v3.8b, v13.8b, v15.8b
	smin	v23.8b, v27.8b, v1.8b
	smin	v4.8b, v31.8b, v16.8b
	smin	v5.8b, v16.8b, v16.8b
	smin	v0.8h, v20.8h, v10.8h
	smin	v2.8h, v10.8h, v29.8h
	smin	v2.8h, v25.8h, v29.8h
	smin	v8.8h, v7.8h, v29.8h
	smlal	v1.2d, v20.2s, v12.s[0]
	smlal	v6.2d, v29.2s, v28.s[2]
	smlal	v5.2d, v24.2s, v18.s[1]
	smlal	v7.2d, v4.2s, v9.s[2]
	smlal2	v21.2d, v4.4s, v29.s[1]
	smlal2	v6.2d, v23.4s, v6.s[2]
	smlal2	v13.2d, v10.4s, v8.s[1]
	smlal2	v10.2d, v13.4s, v28.s[0]
	smlal	v0.4s, v25.4h, v7.h[3]
	smlal	v9.4s, v2.4h, v3.h[4]
	smlal	v9.4s, v8.4h, v15.h[2]
	smlal	v22.4s, v21.4h, v7.h[4]
	smlal2	v21.4s, v0.8h, v0.h[7]
	smlal2	v7.4s, v1.8h, v1.h[0]
	smlal2	v5.4s, v0.8h, v3.h[7]
	smlal2	v25.4s, v16.8h, v10.h[6]
	smlal	v18.2d, v24.2s, v22.2s
	smlal	v31.2d, v18.2s, v23.2s
	smlal	v26.2d, v18.2s, v7.2s
	smlal	v19.2d, v18.2s, v29.2s
	smlal2	v20.2d, v19.4s, v6.4s
	smlal2	v14.2d, v1.4s, v22.4s
	smlal2	v4.2d, v2.4s, v12.4s
	smlal2	v7.2d, v26.4s, v1.4s
	smlal	v17.4s, v1.4h, v0.4h
	smlal	v6.4s, v30.4h, v2.4h
	smlal	v19.4s, v14.4h, v20.4h
	smlal	v25.4s, v11.4h, v13.4h
	smlal2	v4.4s, v13.8h, v6.8h
	smlal2	v30.4s, v8.8h, v14.8h
	smlal2	v17.4s, v11.8h, v17.8h
	smlal2	v19.4s, v7.8h, v8.8h
	smlal	v0.8h, v11.8b, v7.8b
	smlal	v29.8h, v16.8b, v28.8b
	smlal	v0.8h, v12.8b, v16.8b
	smlal	v18.8h, v0.8b, v23.8b
	smlal2	v14.8h, v14.16b, v23.16b
	smlal2	v13.8h, v16.16b, v22.16b
	smlal2	v19.8h, v22.16b, v7.16b
	smlal2	v4.8h, v1.16b, v9.16b
	smlsl	v26.2d, v15.2s, v7.s[3]
	smlsl	v5.2d, v7.2s, v5.s[1]
	smlsl	v24.2d, v26.2s, v1.s[1]
	smlsl	v3.2d, v31.2s, v25.s[2]
	smlsl2	v3.2d, v14.4s, v12.s[3]
	smlsl2	v18.2d, v8.4s, v19.s[2]
	smlsl2	v11.2d, v1.4s, v3.s[2]
	smlsl2	v3.2d, v20.4s, v26.s[1]
	smlsl	v5.4s, v29.4h, v13.h[1]
	smlsl	v15.4s, v10.4h, v7.h[7]
	smlsl	v1.4s, v11.4h, v12.h[0]
	smlsl	v10.4s, v30.4h, v10.h[7]
	smlsl2	v20.4s, v12.8h, v13.h[2]
	smlsl2	v17.4s, v10.8h, v11.h[3]
	smlsl2	v23.4s, v18.8h, v4.h[1]
	smlsl2	v5.4s, v4.8h, v15.h[7]
	smlsl	v9.2d, v4.2s, v15.2s
	smlsl	v10.2d, v21.2s, v30.2s
	smlsl	v21.2d, v27.2s, v18.2s
	smlsl	v1.2d, v15.2s, v12.2s
	smlsl2	v10.2d, v24.4s, v0.4s
	smlsl2	v5.2d, v16.4s, v19.4s
	smlsl2	v21.2d, v10.4s, v0.4s
	smlsl2	v20.2d, v5.4s, v0.4s
	smlsl	v15.4s, v27.4h, v15.4h
	smlsl	v12.4s, v11.4h, v26.4h
	smlsl	v4.4s, v20.4h, v3.4h
	smlsl	v19.4s, v20.4h, v17.4h
	smlsl2	v4.4s, v24.8h, v14.8h
	smlsl2	v28.4s, v2.8h, v16.8h
	smlsl2	v13.4s, v29.8h, v3.8h
	smlsl2	v24.4s, v11.8h, v9.8h
	smlsl	v28.8h, v19.8b, v21.8b
	smlsl	v6.8h, v28.8b, v9.8b
	smlsl	v0.8h, v18.8b, v16.8b
	smlsl	v12.8h, v0.8b, v21.8b
	smlsl2	v26.8h, v2.16b, v3.16b
	smlsl2	v18.8h, v27.16b, v10.16b
	smlsl2	v25.8h, v19.16b, v27.16b
	smlsl2	v0.8h, v10.16b, v18.16b
	smov	w13, v30.b[12]
	smov	w14, v28.b[2]
	smov	w23, v28.b[2]
	smov	w27, v24.b[10]
	smov	w20, v3.h[1]
	smov	w27, v12.h[2]
	smov	w9, v2.h[0]
	smov	w28, v9.h[4]
	smov	x9, v0.b[10]
	smov	x16, v12.b[8]
	smov	x1, v8.b[5]
	smov	x4, v20.b[14]
	smov	x2, v9.h[4]
	smov	x21, v28.h[6]
	smov	x12, v8.h[3]
	smov	x16, v27.h[3]
	smov	x20, v22.s[3]
	smov	x8, v21.s[0]
	smov	x17, v16.s[1]
	smov	x25, v28.s[1]
	smnegl	x21, w29, w20
	smsubl	x11, w8, w0, x19
	smsubl	x27, w23, w23, x1
	smsubl	x30, w30, w11, x20
	smulh	xzr, x15, x17
	smulh	x15, x5, x20
	smulh	x22, x25, x16
	smulh	x30, x2, x28
	smull	v11.2d, v26.2s, v28.s[1]
	smull	v25.2d, v12.2s, v13.s[1]
	smull	v20.2d, v23.2s, v2.s[2]
	smull	v24.2d, v20.2s, v1.s[0]
	smull2	v26.2d, v13.4s, v1.s[2]
	smull2	v3.2d, v2.4s, v9.s[1]
	smull2	v1.2d, v18.4s, v16.s[0]
	smull2	v9.2d, v10.4s, v29.s[0]
	smull	v5.4s, v10.4h, v15.h[7]
	smull	v30.4s, v15.4h, v6.h[0]
	smull	v1.4s, v17.4h, v0.h[0]
	smull	v6.4s, v4.4h, v2.h[5]
	smull2	v27.4s, v19.8h, v0.h[0]
	smull2	v31.4s, v6.8h, v4.h[1]
	smull2	v19.4s, v12.8h, v5.h[3]
	smull2	v18.4s, v20.8h, v10.h[0]
	smull	v3.2d, v4.2s, v14.2s
	smull	v4.2d, v21.2s, v0.2s
	smull	v19.2d, v27.2s, v14.2s
	smull	v16.2d, v6.2s, v30.2s
	smull2	v26.2d, v22.4s, v25.4s
	smull2	v12.2d, v13.4s, v18.4s
	smull2	v27.2d, v18.4s, v8.4s
	smull2	v14.2d, v19.4s, v0.4s
	smull	v27.4s, v8.4h, v31.4h
	smull	v26.4s, v30.4h, v13.4h
	smull	v20.4s, v6.4h, v22.4h
	smull	v20.4s, v10.4h, v20.4h
	smull2	v10.4s, v4.8h, v1.8h
	smull2	v6.4s, v5.8h, v17.8h
	smull2	v1.4s, v15.8h, v19.8h
	smull2	v10.4s, v22.8h, v22.8h
	smull	v7.8h, v10.8b, v30.8b
	smull	v21.8h, v27.8b, v22.8b
	smull	v2.8h, v27.8b, v29.8b
	smull	v22.8h, v6.8b, v9.8b
	smull2	v18.8h, v1.16b, v15.16b
	smull2	v30.8h, v19.16b, v13.16b
	smull2	v1.8h, v2.16b, v14.16b
	smull2	v15.8h, v11.16b, v13.16b
	sqabs	b6, b18
	sqabs	b1, b31
	sqabs	b3, b20
	sqabs	b10, b0
	sqabs	d13, d19
	sqabs	d27, d6
	sqabs	d13, d11
	sqabs	d19, d21
	sqabs	h27, h25
	sqabs	h3, h24
	sqabs	h11, h5
	sqabs	h13, h28
	sqabs	s31, s25
	sqabs	s27, s1
	sqabs	s17, s5
	sqabs	s21, s20
	sqabs	v1.16b, v24.16b
	sqabs	v19.16b, v26.16b
	sqabs	v24.16b, v5.16b
	sqabs	v6.16b, v30.16b
	sqabs	v9.2d, v7.2d
	sqabs	v15.2d, v31.2d
	sqabs	v4.2d, v3.2d
	sqabs	v29.2d, v7.2d
	sqabs	v4.2s, v2.2s
	sqabs	v26.2s, v20.2s
	sqabs	v7.2s, v29.2s
	sqabs	v17.2s, v3.2s
	sqabs	v16.4h, v14.4h
	sqabs	v10.4h, v30.4h
	sqabs	v29.4h, v7.4h
	sqabs	v3.4h, v0.4h
	sqabs	v28.4s, v9.4s
	sqabs	v22.4s, v0.4s
	sqabs	v31.4s, v24.4s
	sqabs	v20.4s, v11.4s
	sqabs	v31.8b, v24.8b
	sqabs	v22.8b, v22.8b
	sqabs	v29.8b, v22.8b
	sqabs	v2.8b, v14.8b
	sqabs	v16.8h, v31.8h
	sqabs	v14.8h, v31.8h
	sqabs	v0.8h, v5.8h
	sqabs	v19.8h, v23.8h
	sqadd	b1, b12, b7
	sqadd	b5, b21, b0
	sqadd	b21, b6, b30
	sqadd	b3, b21, b9
	sqadd	d24, d25, d29
	sqadd	d8, d11, d5
	sqadd	d26, d14, d24
	sqadd	d28, d27, d14
	sqadd	h21, h11, h4
	sqadd	h3, h16, h21
	sqadd	h24, h14, h18
	sqadd	h1, h30, h17
	sqadd	s3, s6, s18
	sqadd	s25, s24, s4
	sqadd	s29, s29, s7
	sqadd	s31, s22, s28
	sqadd	v24.16b, v0.16b, v26.16b
	sqadd	v27.16b, v27.16b, v7.16b
	sqadd	v15.16b, v2.16b, v23.16b
	sqadd	v30.16b, v8.16b, v13.16b
	sqadd	v6.2d, v10.2d, v13.2d
	sqadd	v25.2d, v11.2d, v17.2d
	sqadd	v11.2d, v26.2d, v30.2d
	sqadd	v13.2d, v20.2d, v20.2d
	sqadd	v31.2s, v9.2s, v9.2s
	sqadd	v13.2s, v30.2s, v3.2s
	sqadd	v11.2s, v1.2s, v10.2s
	sqadd	v6.2s, v6.2s, v7.2s
	sqadd	v4.4h, v3.4h, v14.4h
	sqadd	v28.4h, v10.4h, v14.4h
	sqadd	v24.4h, v14.4h, v17.4h
	sqadd	v10.4h, v23.4h, v10.4h
	sqadd	v4.4s, v25.4s, v20.4s
	sqadd	v15.4s, v25.4s, v24.4s
	sqadd	v5.4s, v19.4s, v0.4s
	sqadd	v27.4s, v7.4s, v17.4s
	sqadd	v14.8b, v13.8b, v31.8b
	sqadd	v10.8b, v19.8b, v2.8b
	sqadd	v26.8b, v29.8b, v7.8b
	sqadd	v8.8b, v7.8b, v15.8b
	sqadd	v7.8h, v14.8h, v21.8h
	sqadd	v15.8h, v0.8h, v28.8h
	sqadd	v19.8h, v10.8h, v23.8h
	sqadd	v6.8h, v2.8h, v1.8h
	sqdmlal	s3, h22, v3.h[0]
	sqdmlal	s11, h11, v0.h[3]
	sqdmlal	s16, h2, v5.h[1]
	sqdmlal	s4, h17, v12.h[3]
	sqdmlal	d11, s31, v28.s[0]
	sqdmlal	d25, s23, v20.s[2]
	sqdmlal	d24, s22, v22.s[1]
	sqdmlal	d5, s24, v16.s[0]
	sqdmlal	v19.2d, v31.2s, v29.s[3]
	sqdmlal	v3.2d, v9.2s, v25.s[3]
	sqdmlal	v22.2d, v12.2s, v11.s[0]
	sqdmlal	v17.2d, v24.2s, v31.s[0]
	sqdmlal2	v11.2d, v9.4s, v26.s[3]
	sqdmlal2	v14.2d, v19.4s, v4.s[0]
	sqdmlal2	v11.2d, v19.4s, v16.s[2]
	sqdmlal2	v0.2d, v11.4s, v0.s[0]
	sqdmlal	v3.4s, v26.4h, v1.h[0]
	sqdmlal	v22.4s, v3.4h, v13.h[0]
	sqdmlal	v0.4s, v26.4h, v11.h[4]
	sqdmlal	v13.4s, v16.4h, v14.h[0]
	sqdmlal2	v15.4s, v16.8h, v14.h[0]
	sqdmlal2	v4.4s, v16.8h, v9.h[3]
	sqdmlal2	v14.4s, v19.8h, v15.h[7]
	sqdmlal2	v4.4s, v20.8h, v2.h[2]
	sqdmlal	s17, h17, h16
	sqdmlal	s3, h30, h9
	sqdmlal	s26, h28, h1
	sqdmlal	s23, h16, h12
	sqdmlal	d1, s7, s13
	sqdmlal	d27, s10, s10
	sqdmlal	d18, s18, s30
	sqdmlal	d21, s0, s6
	sqdmlal	v18.2d, v14.2s, v11.2s
	sqdmlal	v9.2d, v22.2s, v8.2s
	sqdmlal	v29.2d, v6.2s, v15.2s
	sqdmlal	v30.2d, v14.2s, v28.2s
	sqdmlal2	v15.2d, v12.4s, v29.4s
	sqdmlal2	v13.2d, v3.4s, v19.4s
	sqdmlal2	v13.2d, v24.4s, v5.4s
	sqdmlal2	v5.2d, v18.4s, v20.4s
	sqdmlal	v10.4s, v31.4h, v6.4h
	sqdmlal	v4.4s, v7.4h, v25.4h
	sqdmlal	v25.4s, v6.4h, v7.4h
	sqdmlal	v17.4s, v22.4h, v18.4h
	sqdmlal2	v4.4s, v19.8h, v7.8h
	sqdmlal2	v25.4s, v9.8h, v7.8h
	sqdmlal2	v30.4s, v6.8h, v24.8h
	sqdmlal2	v29.4s, v19.8h, v6.8h
	sqdmlsl	s28, h26, v13.h[1]
	sqdmlsl	s25, h2, v4.h[3]
	sqdmlsl	s26, h31, v15.h[0]
	sqdmlsl	s1, h16, v5.h[2]
	sqdmlsl	d4, s30, v20.s[3]
	sqdmlsl	d3, s23, v4.s[1]
	sqdmlsl	d15, s14, v17.s[3]
	sqdmlsl	d26, s23, v14.s[3]
	sqdmlsl	v10.2d, v28.2s, v1.s[1]
	sqdmlsl	v19.2d, v27.2s, v11.s[1]
	sqdmlsl	v17.2d, v13.2s, v22.s[0]
	sqdmlsl	v20.2d, v6.2s, v25.s[2]
	sqdmlsl2	v6.2d, v29.4s, v2.s[2]
	sqdmlsl2	v20.2d, v19.4s, v16.s[1]
	sqdmlsl2	v2.2d, v23.4s, v14.s[1]
	sqdmlsl2	v25.2d, v5.4s, v19.s[3]
	sqdmlsl	v4.4s, v30.4h, v4.h[7]
	sqdmlsl	v7.4s, v23.4h, v15.h[0]
	sqdmlsl	v31.4s, v19.4h, v12.h[5]
	sqdmlsl	v23.4s, v9.4h, v9.h[1]
	sqdmlsl2	v31.4s, v23.8h, v12.h[3]
	sqdmlsl2	v27.4s, v10.8h, v6.h[7]
	sqdmlsl2	v30.4s, v0.8h, v11.h[0]
	sqdmlsl2	v29.4s, v21.8h, v8.h[5]
	sqdmlsl	s27, h17, h27
	sqdmlsl	s8, h14, h18
	sqdmlsl	s14, h17, h12
	sqdmlsl	s21, h8, h13
	sqdmlsl	d25, s22, s21
	sqdmlsl	d6, s0, s29
	sqdmlsl	d0, s21, s9
	sqdmlsl	d7, s12, s30
	sqdmlsl	v10.2d, v3.2s, v25.2s
	sqdmlsl	v13.2d, v6.2s, v14.2s
	sqdmlsl	v17.2d, v14.2s, v5.2s
	sqdmlsl	v16.2d, v13.2s, v0.2s
	sqdmlsl2	v30.2d, v29.4s, v30.4s
	sqdmlsl2	v15.2d, v27.4s, v8.4s
	sqdmlsl2	v2.2d, v28.4s, v15.4s
	sqdmlsl2	v30.2d, v14.4s, v24.4s
	sqdmlsl	v5.4s, v2.4h, v30.4h
	sqdmlsl	v14.4s, v11.4h, v21.4h
	sqdmlsl	v6.4s, v10.4h, v8.4h
	sqdmlsl	v9.4s, v26.4h, v6.4h
	sqdmlsl2	v30.4s, v10.8h, v12.8h
	sqdmlsl2	v8.4s, v1.8h, v20.8h
	sqdmlsl2	v4.4s, v3.8h, v28.8h
	sqdmlsl2	v29.4s, v9.8h, v29.8h
	sqdmulh	h30, h22, v14.h[2]
	sqdmulh	h20, h23, v6.h[2]
	sqdmulh	h26, h24, v5.h[3]
	sqdmulh	h20, h27, v10.h[5]
	sqdmulh	s15, s6, v14.s[0]
	sqdmulh	s5, s19, v13.s[0]
	sqdmulh	s15, s11, v6.s[1]
	sqdmulh	s19, s24, v15.s[0]
	sqdmulh	v4.2s, v20.2s, v21.s[1]
	sqdmulh	v30.2s, v21.2s, v18.s[2]
	sqdmulh	v3.2s, v13.2s, v30.s[1]
	sqdmulh	v3.2s, v18.2s, v1.s[3]
	sqdmulh	v1.4h, v23.4h, v13.h[1]
	sqdmulh	v13.4h, v28.4h, v6.h[1]
	sqdmulh	v10.4h, v30.4h, v2.h[6]
	sqdmulh	v9.4h, v18.4h, v15.h[7]
	sqdmulh	v26.4s, v29.4s, v0.s[0]
	sqdmulh	v6.4s, v16.4s, v19.s[0]
	sqdmulh	v23.4s, v31.4s, v12.s[0]
	sqdmulh	v12.4s, v20.4s, v21.s[1]
	sqdmulh	v10.8h, v26.8h, v5.h[7]
	sqdmulh	v17.8h, v24.8h, v10.h[1]
	sqdmulh	v5.8h, v18.8h, v7.h[7]
	sqdmulh	v30.8h, v11.8h, v7.h[4]
	sqdmulh	h25, h10, h23
	sqdmulh	h15, h31, h27
	sqdmulh	h25, h12, h22
	sqdmulh	h14, h28, h18
	sqdmulh	s9, s1, s23
	sqdmulh	s8, s6, s13
	sqdmulh	s10, s3, s25
	sqdmulh	s24, s9, s10
	sqdmulh	v18.2s, v22.2s, v2.2s
	sqdmulh	v15.2s, v15.2s, v18.2s
	sqdmulh	v30.2s, v21.2s, v9.2s
	sqdmulh	v30.2s, v16.2s, v17.2s
	sqdmulh	v8.4h, v19.4h, v2.4h
	sqdmulh	v23.4h, v2.4h, v20.4h
	sqdmulh	v21.4h, v19.4h, v21.4h
	sqdmulh	v30.4h, v14.4h, v28.4h
	sqdmulh	v12.4s, v13.4s, v13.4s
	sqdmulh	v31.4s, v28.4s, v6.4s
	sqdmulh	v17.4s, v1.4s, v0.4s
	sqdmulh	v22.4s, v29.4s, v16.4s
	sqdmulh	v17.8h, v27.8h, v28.8h
	sqdmulh	v25.8h, v21.8h, v17.8h
	sqdmulh	v20.8h, v29.8h, v30.8h
	sqdmulh	v26.8h, v22.8h, v2.8h
	sqdmull	s13, h12, v9.h[6]
	sqdmull	s28, h16, v8.h[7]
	sqdmull	s17, h17, v13.h[0]
	sqdmull	s6, h22, v12.h[1]
	sqdmull	d14, s24, v11.s[2]
	sqdmull	d15, s15, v27.s[0]
	sqdmull	d22, s19, v6.s[1]
	sqdmull	d31, s12, v18.s[3]
	sqdmull	v5.2d, v26.2s, v27.s[1]
	sqdmull	v31.2d, v13.2s, v31.s[0]
	sqdmull	v11.2d, v17.2s, v30.s[1]
	sqdmull	v4.2d, v4.2s, v22.s[3]
	sqdmull2	v16.2d, v18.4s, v13.s[2]
	sqdmull2	v7.2d, v1.4s, v10.s[0]
	sqdmull2	v27.2d, v14.4s, v12.s[0]
	sqdmull2	v3.2d, v7.4s, v18.s[3]
	sqdmull	v5.4s, v9.4h, v10.h[6]
	sqdmull	v0.4s, v23.4h, v7.h[0]
	sqdmull	v2.4s, v29.4h, v1.h[3]
	sqdmull	v13.4s, v21.4h, v13.h[7]
	sqdmull2	v6.4s, v10.8h, v1.h[2]
	sqdmull2	v18.4s, v13.8h, v7.h[7]
	sqdmull2	v18.4s, v19.8h, v14.h[1]
	sqdmull2	v3.4s, v2.8h, v13.h[1]
	sqdmull	s9, h26, h9
	sqdmull	s22, h18, h12
	sqdmull	s16, h11, h26
	sqdmull	s29, h16, h16
	sqdmull	d25, s26, s1
	sqdmull	d11, s15, s3
	sqdmull	d20, s29, s2
	sqdmull	d14, s30, s8
	sqdmull	v13.2d, v0.2s, v10.2s
	sqdmull	v10.2d, v18.2s, v1.2s
	sqdmull	v16.2d, v25.2s, v30.2s
	sqdmull	v28.2d, v28.2s, v26.2s
	sqdmull2	v16.2d, v25.4s, v23.4s
	sqdmull2	v27.2d, v30.4s, v16.4s
	sqdmull2	v10.2d, v11.4s, v13.4s
	sqdmull2	v17.2d, v18.4s, v20.4s
	sqdmull	v11.4s, v19.4h, v31.4h
	sqdmull	v21.4s, v16.4h, v3.4h
	sqdmull	v12.4s, v0.4h, v2.4h
	sqdmull	v29.4s, v27.4h, v19.4h
	sqdmull2	v29.4s, v15.8h, v12.8h
	sqdmull2	v0.4s, v0.8h, v5.8h
	sqdmull2	v7.4s, v21.8h, v13.8h
	sqdmull2	v27.4s, v6.8h, v18.8h
	sqneg	b22, b11
	sqneg	b31, b23
	sqneg	b25, b3
	sqneg	b4, b29
	sqneg	d31, d16
	sqneg	d11, d0
	sqneg	d17, d29
	sqneg	d14, d22
	sqneg	h9, h27
	sqneg	h30, h31
	sqneg	h9, h19
	sqneg	h3, h28
	sqneg	s20, s30
	sqneg	s12, s31
	sqneg	s21, s27
	sqneg	s29, s4
	sqneg	v23.16b, v3.16b
	sqneg	v28.16b, v25.16b
	sqneg	v0.16b, v20.16b
	sqneg	v16.16b, v5.16b
	sqneg	v5.2d, v22.2d
	sqneg	v25.2d, v0.2d
	sqneg	v23.2d, v25.2d
	sqneg	v26.2d, v30.2d
	sqneg	v23.2s, v15.2s
	sqneg	v24.2s, v3.2s
	sqneg	v22.2s, v16.2s
	sqneg	v24.2s, v28.2s
	sqneg	v4.4h, v26.4h
	sqneg	v25.4h, v11.4h
	sqneg	v3.4h, v6.4h
	sqneg	v14.4h, v14.4h
	sqneg	v24.4s, v19.4s
	sqneg	v23.4s, v27.4s
	sqneg	v29.4s, v28.4s
	sqneg	v29.4s, v14.4s
	sqneg	v2.8b, v2.8b
	sqneg	v23.8b, v31.8b
	sqneg	v10.8b, v17.8b
	sqneg	v8.8b, v31.8b
	sqneg	v4.8h, v19.8h
	sqneg	v5.8h, v19.8h
	sqneg	v30.8h, v9.8h
	sqneg	v17.8h, v5.8h
	sqrdmulh	h27, h20, v13.h[7]
	sqrdmulh	h20, h31, v6.h[0]
	sqrdmulh	h8, h3, v8.h[4]
	sqrdmulh	h1, h19, v9.h[4]
	sqrdmulh	s29, s20, v6.s[1]
	sqrdmulh	s28, s22, v15.s[3]
	sqrdmulh	s18, s29, v1.s[1]
	sqrdmulh	s5, s0, v20.s[2]
	sqrdmulh	v23.2s, v6.2s, v8.s[1]
	sqrdmulh	v14.2s, v29.2s, v11.s[3]
	sqrdmulh	v10.2s, v9.2s, v2.s[0]
	sqrdmulh	v14.2s, v3.2s, v27.s[1]
	sqrdmulh	v5.4h, v8.4h, v0.h[3]
	sqrdmulh	v4.4h, v12.4h, v3.h[6]
	sqrdmulh	v7.4h, v11.4h, v8.h[7]
	sqrdmulh	v3.4h, v3.4h, v11.h[0]
	sqrdmulh	v25.4s, v22.4s, v9.s[2]
	sqrdmulh	v23.4s, v15.4s, v10.s[1]
	sqrdmulh	v17.4s, v22.4s, v15.s[1]
	sqrdmulh	v1.4s, v8.4s, v15.s[0]
	sqrdmulh	v13.8h, v21.8h, v0.h[2]
	sqrdmulh	v12.8h, v4.8h, v5.h[4]
	sqrdmulh	v26.8h, v11.8h, v3.h[6]
	sqrdmulh	v26.8h, v8.8h, v6.h[7]
	sqrdmulh	h8, h27, h26
	sqrdmulh	h0, h18, h8
	sqrdmulh	h20, h22, h17
	sqrdmulh	h25, h20, h26
	sqrdmulh	s24, s28, s27
	sqrdmulh	s4, s3, s5
	sqrdmulh	s30, s26, s26
	sqrdmulh	s24, s14, s20
	sqrdmulh	v16.2s, v0.2s, v5.2s
	sqrdmulh	v2.2s, v19.2s, v30.2s
	sqrdmulh	v31.2s, v9.2s, v5.2s
	sqrdmulh	v13.2s, v8.2s, v9.2s
	sqrdmulh	v2.4h, v5.4h, v26.4h
	sqrdmulh	v25.4h, v15.4h, v24.4h
	sqrdmulh	v15.4h, v18.4h, v13.4h
	sqrdmulh	v6.4h, v16.4h, v14.4h
	sqrdmulh	v11.4s, v12.4s, v29.4s
	sqrdmulh	v16.4s, v13.4s, v10.4s
	sqrdmulh	v21.4s, v2.4s, v9.4s
	sqrdmulh	v18.4s, v17.4s, v20.4s
	sqrdmulh	v30.8h, v18.8h, v9.8h
	sqrdmulh	v22.8h, v12.8h, v21.8h
	sqrdmulh	v31.8h, v25.8h, v16.8h
	sqrdmulh	v7.8h, v16.8h, v1.8h
	sqrshl	b26, b26, b12
	sqrshl	b12, b17, b28
	sqrshl	b25, b3, b18
	sqrshl	b21, b21, b13
	sqrshl	d10, d28, d25
	sqrshl	d10, d8, d19
	sqrshl	d10, d4, d18
	sqrshl	d12, d9, d1
	sqrshl	h26, h20, h9
	sqrshl	h6, h20, h31
	sqrshl	h29, h2, h21
	sqrshl	h10, h11, h27
	sqrshl	s20, s19, s26
	sqrshl	s6, s9, s21
	sqrshl	s22, s4, s20
	sqrshl	s21, s10, s5
	sqrshl	v19.16b, v4.16b, v4.16b
	sqrshl	v22.16b, v27.16b, v18.16b
	sqrshl	v25.16b, v10.16b, v22.16b
	sqrshl	v4.16b, v5.16b, v24.16b
	sqrshl	v8.2d, v29.2d, v9.2d
	sqrshl	v10.2d, v20.2d, v20.2d
	sqrshl	v21.2d, v4.2d, v21.2d
	sqrshl	v26.2d, v13.2d, v23.2d
	sqrshl	v6.2s, v2.2s, v12.2s
	sqrshl	v31.2s, v0.2s, v20.2s
	sqrshl	v1.2s, v2.2s, v26.2s
	sqrshl	v7.2s, v6.2s, v27.2s
	sqrshl	v30.4h, v28.4h, v3.4h
	sqrshl	v28.4h, v16.4h, v26.4h
	sqrshl	v26.4h, v28.4h, v27.4h
	sqrshl	v25.4h, v10.4h, v30.4h
	sqrshl	v16.4s, v28.4s, v21.4s
	sqrshl	v11.4s, v0.4s, v2.4s
	sqrshl	v14.4s, v8.4s, v13.4s
	sqrshl	v6.4s, v5.4s, v9.4s
	sqrshl	v25.8b, v0.8b, v16.8b
	sqrshl	v12.8b, v24.8b, v24.8b
	sqrshl	v6.8b, v13.8b, v9.8b
	sqrshl	v0.8b, v2.8b, v7.8b
	sqrshl	v3.8h, v10.8h, v17.8h
	sqrshl	v16.8h, v1.8h, v14.8h
	sqrshl	v11.8h, v14.8h, v1.8h
	sqrshl	v10.8h, v6.8h, v27.8h
	sqrshrn	b6, h18, #7
	sqrshrn	b3, h24, #3
	sqrshrn	b2, h4, #1
	sqrshrn	b28, h3, #5
	sqrshrn	h8, s25, #16
	sqrshrn	h12, s2, #5
	sqrshrn	h25, s3, #13
	sqrshrn	h21, s8, #11
	sqrshrn	s3, d9, #30
	sqrshrn	s22, d17, #18
	sqrshrn	s3, d3, #7
	sqrshrn	s29, d2, #15
	sqrshrn	v31.2s, v1.2d, #16
	sqrshrn	v28.2s, v20.2d, #30
	sqrshrn	v22.2s, v9.2d, #17
	sqrshrn	v27.2s, v23.2d, #29
	sqrshrn2	v4.4s, v2.2d, #1
	sqrshrn2	v4.4s, v31.2d, #32
	sqrshrn2	v29.4s, v5.2d, #14
	sqrshrn2	v3.4s, v18.2d, #3
	sqrshrn	v31.4h, v27.4s, #1
	sqrshrn	v20.4h, v30.4s, #3
	sqrshrn	v30.4h, v18.4s, #13
	sqrshrn	v1.4h, v7.4s, #6
	sqrshrn2	v11.8h, v12.4s, #9
	sqrshrn2	v4.8h, v17.4s, #6
	sqrshrn2	v30.8h, v29.4s, #16
	sqrshrn2	v24.8h, v2.4s, #16
	sqrshrn	v8.8b, v2.8h, #8
	sqrshrn	v9.8b, v28.8h, #1
	sqrshrn	v11.8b, v18.8h, #4
	sqrshrn	v11.8b, v10.8h, #8
	sqrshrn2	v6.16b, v8.8h, #3
	sqrshrn2	v20.16b, v21.8h, #5
	sqrshrn2	v1.16b, v6.8h, #6
	sqrshrn2	v4.16b, v9.8h, #6
	sqrshrun	b26, h12, #6
	sqrshrun	b20, h2, #2
	sqrshrun	b22, h3, #1
	sqrshrun	b10, h27, #6
	sqrshrun	h15, s10, #3
	sqrshrun	h20, s28, #2
	sqrshrun	h10, s6, #6
	sqrshrun	h7, s1, #1
	sqrshrun	s26, d14, #12
	sqrshrun	s28, d10, #9
	sqrshrun	s24, d23, #26
	sqrshrun	s9, d28, #10
	sqrshrun	v2.2s, v27.2d, #32
	sqrshrun	v24.2s, v7.2d, #29
	sqrshrun	v27.2s, v28.2d, #26
	sqrshrun	v23.2s, v17.2d, #28
	sqrshrun2	v5.4s, v0.2d, #32
	sqrshrun2	v9.4s, v11.2d, #24
	sqrshrun2	v12.4s, v23.2d, #13
	sqrshrun2	v6.4s, v7.2d, #19
	sqrshrun	v14.4h, v14.4s, #10
	sqrshrun	v29.4h, v19.4s, #11
	sqrshrun	v22.4h, v17.4s, #9
	sqrshrun	v28.4h, v27.4s, #3
	sqrshrun2	v2.8h, v4.4s, #5
	sqrshrun2	v28.8h, v13.4s, #14
	sqrshrun2	v15.8h, v11.4s, #7
	sqrshrun2	v0.8h, v14.4s, #1
	sqrshrun	v3.8b, v15.8h, #6
	sqrshrun	v7.8b, v9.8h, #5
	sqrshrun	v15.8b, v23.8h, #3
	sqrshrun	v1.8b, v24.8h, #5
	sqrshrun2	v16.16b, v5.8h, #5
	sqrshrun2	v1.16b, v29.8h, #8
	sqrshrun2	v21.16b, v0.8h, #1
	sqrshrun2	v0.16b, v27.8h, #8
	sqshlu	b25, b29, #2
	sqshlu	b20, b30, #5
	sqshlu	b18, b16, #5
	sqshlu	b22, b3, #0
	sqshlu	d4, d4, #59
	sqshlu	d18, d13, #43
	sqshlu	d29, d31, #9
	sqshlu	d29, d30, #0
	sqshlu	h29, h16, #10
	sqshlu	h4, h20, #2
	sqshlu	h3, h17, #10
	sqshlu	h6, h2, #0
	sqshlu	s16, s23, #24
	sqshlu	s17, s24, #1
	sqshlu	s25, s18, #4
	sqshlu	s27, s23, #7
	sqshlu	v21.16b, v4.16b, #3
	sqshlu	v0.16b, v31.16b, #3
	sqshlu	v21.16b, v24.16b, #4
	sqshlu	v5.16b, v27.16b, #3
	sqshlu	v18.2d, v20.2d, #0
	sqshlu	v7.2d, v18.2d, #2
	sqshlu	v23.2d, v17.2d, #36
	sqshlu	v14.2d, v6.2d, #31
	sqshlu	v10.2s, v17.2s, #0
	sqshlu	v1.2s, v21.2s, #5
	sqshlu	v16.2s, v30.2s, #1
	sqshlu	v17.2s, v24.2s, #22
	sqshlu	v26.4h, v26.4h, #15
	sqshlu	v14.4h, v21.4h, #8
	sqshlu	v9.4h, v0.4h, #7
	sqshlu	v21.4h, v7.4h, #2
	sqshlu	v6.4s, v28.4s, #1
	sqshlu	v2.4s, v5.4s, #17
	sqshlu	v9.4s, v30.4s, #1
	sqshlu	v21.4s, v9.4s, #6
	sqshlu	v25.8b, v5.8b, #3
	sqshlu	v12.8b, v12.8b, #5
	sqshlu	v12.8b, v2.8b, #0
	sqshlu	v18.8b, v28.8b, #5
	sqshlu	v25.8h, v8.8h, #15
	sqshlu	v5.8h, v13.8h, #10
	sqshlu	v1.8h, v9.8h, #0
	sqshlu	v17.8h, v19.8h, #7
	sqshl	b3, b7, #2
	sqshl	b20, b3, #5
	sqshl	b14, b3, #5
	sqshl	b29, b13, #0
	sqshl	d2, d28, #61
	sqshl	d2, d19, #19
	sqshl	d3, d10, #53
	sqshl	d8, d0, #26
	sqshl	h12, h29, #1
	sqshl	h26, h8, #8
	sqshl	h4, h31, #1
	sqshl	h7, h7, #5
	sqshl	s3, s8, #0
	sqshl	s20, s10, #25
	sqshl	s28, s17, #24
	sqshl	s29, s26, #31
	sqshl	v5.16b, v27.16b, #0
	sqshl	v7.16b, v30.16b, #4
	sqshl	v16.16b, v15.16b, #7
	sqshl	v8.16b, v0.16b, #1
	sqshl	v1.2d, v6.2d, #18
	sqshl	v14.2d, v25.2d, #37
	sqshl	v12.2d, v9.2d, #59
	sqshl	v16.2d, v22.2d, #47
	sqshl	v25.2s, v17.2s, #18
	sqshl	v9.2s, v10.2s, #0
	sqshl	v0.2s, v1.2s, #0
	sqshl	v9.2s, v20.2s, #23
	sqshl	v29.4h, v5.4h, #11
	sqshl	v14.4h, v12.4h, #0
	sqshl	v12.4h, v19.4h, #3
	sqshl	v27.4h, v18.4h, #0
	sqshl	v0.4s, v5.4s, #3
	sqshl	v16.4s, v3.4s, #31
	sqshl	v24.4s, v12.4s, #12
	sqshl	v30.4s, v0.4s, #0
	sqshl	v31.8b, v8.8b, #4
	sqshl	v10.8b, v31.8b, #3
	sqshl	v20.8b, v16.8b, #7
	sqshl	v8.8b, v10.8b, #7
	sqshl	v28.8h, v3.8h, #6
	sqshl	v1.8h, v12.8h, #14
	sqshl	v4.8h, v15.8h, #0
	sqshl	v29.8h, v15.8h, #10
	sqshl	b16, b0, b4
	sqshl	b22, b8, b22
	sqshl	b11, b30, b29
	sqshl	b17, b4, b2
	sqshl	d12, d25, d8
	sqshl	d2, d3, d24
	sqshl	d5, d25, d22
	sqshl	d14, d6, d4
	sqshl	h20, h12, h0
	sqshl	h26, h3, h0
	sqshl	h11, h21, h27
	sqshl	h16, h23, h29
	sqshl	s23, s23, s9
	sqshl	s11, s20, s18
	sqshl	s7, s10, s4
	sqshl	s4, s31, s25
	sqshl	v17.16b, v0.16b, v22.16b
	sqshl	v20.16b, v23.16b, v22.16b
	sqshl	v4.16b, v10.16b, v29.16b
	sqshl	v26.16b, v21.16b, v3.16b
	sqshl	v28.2d, v17.2d, v31.2d
	sqshl	v18.2d, v5.2d, v31.2d
	sqshl	v27.2d, v16.2d, v6.2d
	sqshl	v4.2d, v13.2d, v9.2d
	sqshl	v30.2s, v8.2s, v7.2s
	sqshl	v22.2s, v4.2s, v21.2s
	sqshl	v1.2s, v29.2s, v15.2s
	sqshl	v11.2s, v9.2s, v25.2s
	sqshl	v4.4h, v24.4h, v9.4h
	sqshl	v7.4h, v1.4h, v22.4h
	sqshl	v26.4h, v19.4h, v13.4h
	sqshl	v7.4h, v26.4h, v26.4h
	sqshl	v25.4s, v31.4s, v22.4s
	sqshl	v8.4s, v10.4s, v27.4s
	sqshl	v18.4s, v31.4s, v22.4s
	sqshl	v3.4s, v8.4s, v29.4s
	sqshl	v18.8b, v20.8b, v10.8b
	sqshl	v27.8b, v0.8b, v10.8b
	sqshl	v12.8b, v0.8b, v3.8b
	sqshl	v8.8b, v27.8b, v28.8b
	sqshl	v7.8h, v2.8h, v16.8h
	sqshl	v20.8h, v5.8h, v12.8h
	sqshl	v24.8h, v5.8h, v21.8h
	sqshl	v18.8h, v13.8h, v5.8h
	sqshrn	b23, h5, #1
	sqshrn	b27, h14, #3
	sqshrn	b31, h1, #4
	sqshrn	b10, h13, #4
	sqshrn	h13, s13, #13
	sqshrn	h10, s2, #13
	sqshrn	h4, s21, #1
	sqshrn	h20, s4, #12
	sqshrn	s31, d1, #14
	sqshrn	s27, d15, #20
	sqshrn	s11, d7, #1
	sqshrn	s31, d26, #11
	sqshrn	v11.2s, v6.2d, #15
	sqshrn	v25.2s, v20.2d, #8
	sqshrn	v3.2s, v9.2d, #3
	sqshrn	v31.2s, v28.2d, #14
	sqshrn2	v4.4s, v20.2d, #29
	sqshrn2	v14.4s, v29.2d, #26
	sqshrn2	v0.4s, v3.2d, #5
	sqshrn2	v28.4s, v28.2d, #8
	sqshrn	v6.4h, v25.4s, #9
	sqshrn	v14.4h, v3.4s, #7
	sqshrn	v2.4h, v0.4s, #1
	sqshrn	v24.4h, v6.4s, #2
	sqshrn2	v3.8h, v29.4s, #12
	sqshrn2	v12.8h, v2.4s, #5
	sqshrn2	v25.8h, v24.4s, #7
	sqshrn2	v15.8h, v23.4s, #14
	sqshrn	v14.8b, v4.8h, #8
	sqshrn	v21.8b, v1.8h, #5
	sqshrn	v11.8b, v28.8h, #1
	sqshrn	v13.8b, v6.8h, #1
	sqshrn2	v25.16b, v12.8h, #1
	sqshrn2	v12.16b, v9.8h, #1
	sqshrn2	v15.16b, v3.8h, #8
	sqshrn2	v18.16b, v24.8h, #7
	sqshrun	b11, h29, #7
	sqshrun	b31, h0, #1
	sqshrun	b28, h21, #5
	sqshrun	b24, h3, #8
	sqshrun	h21, s1, #3
	sqshrun	h17, s12, #12
	sqshrun	h1, s27, #2
	sqshrun	h24, s12, #6
	sqshrun	s22, d9, #17
	sqshrun	s24, d22, #30
	sqshrun	s29, d10, #16
	sqshrun	s2, d12, #11
	sqshrun	v3.2s, v9.2d, #20
	sqshrun	v23.2s, v9.2d, #18
	sqshrun	v23.2s, v0.2d, #9
	sqshrun	v23.2s, v1.2d, #5
	sqshrun2	v15.4s, v25.2d, #21
	sqshrun2	v18.4s, v19.2d, #32
	sqshrun2	v20.4s, v24.2d, #4
	sqshrun2	v19.4s, v19.2d, #2
	sqshrun	v4.4h, v11.4s, #13
	sqshrun	v10.4h, v24.4s, #9
	sqshrun	v12.4h, v5.4s, #1
	sqshrun	v26.4h, v11.4s, #3
	sqshrun2	v20.8h, v8.4s, #1
	sqshrun2	v11.8h, v13.4s, #1
	sqshrun2	v17.8h, v11.4s, #1
	sqshrun2	v12.8h, v14.4s, #4
	sqshrun	v22.8b, v4.8h, #4
	sqshrun	v5.8b, v25.8h, #5
	sqshrun	v27.8b, v2.8h, #1
	sqshrun	v7.8b, v18.8h, #1
	sqshrun2	v11.16b, v24.8h, #1
	sqshrun2	v12.16b, v2.8h, #4
	sqshrun2	v6.16b, v5.8h, #5
	sqshrun2	v26.16b, v11.8h, #8
	sqsub	b22, b8, b13
	sqsub	b26, b20, b23
	sqsub	b25, b27, b27
	sqsub	b19, b15, b29
	sqsub	d19, d4, d19
	sqsub	d4, d10, d9
	sqsub	d26, d2, d27
	sqsub	d3, d23, d1
	sqsub	h5, h17, h26
	sqsub	h28, h5, h31
	sqsub	h0, h23, h22
	sqsub	h19, h2, h21
	sqsub	s15, s3, s29
	sqsub	s30, s28, s7
	sqsub	s6, s23, s30
	sqsub	s28, s30, s24
	sqsub	v25.16b, v14.16b, v24.16b
	sqsub	v5.16b, v5.16b, v15.16b
	sqsub	v12.16b, v19.16b, v12.16b
	sqsub	v4.16b, v8.16b, v13.16b
	sqsub	v21.2d, v25.2d, v19.2d
	sqsub	v21.2d, v23.2d, v29.2d
	sqsub	v28.2d, v9.2d, v7.2d
	sqsub	v10.2d, v3.2d, v16.2d
	sqsub	v18.2s, v31.2s, v21.2s
	sqsub	v27.2s, v7.2s, v7.2s
	sqsub	v19.2s, v10.2s, v6.2s
	sqsub	v4.2s, v23.2s, v29.2s
	sqsub	v27.4h, v9.4h, v0.4h
	sqsub	v16.4h, v31.4h, v31.4h
	sqsub	v20.4h, v12.4h, v23.4h
	sqsub	v31.4h, v3.4h, v24.4h
	sqsub	v19.4s, v22.4s, v18.4s
	sqsub	v10.4s, v3.4s, v15.4s
	sqsub	v30.4s, v27.4s, v16.4s
	sqsub	v11.4s, v26.4s, v6.4s
	sqsub	v10.8b, v5.8b, v8.8b
	sqsub	v26.8b, v17.8b, v7.8b
	sqsub	v28.8b, v23.8b, v23.8b
	sqsub	v15.8b, v7.8b, v27.8b
	sqsub	v24.8h, v17.8h, v13.8h
	sqsub	v19.8h, v24.8h, v31.8h
	sqsub	v10.8h, v24.8h, v20.8h
	sqsub	v20.8h, v16.8h, v0.8h
	sqxtn	b13, h20
	sqxtn	b2, h26
	sqxtn	b3, h9
	sqxtn	b29, h2
	sqxtn	h25, s10
	sqxtn	h19, s18
	sqxtn	h17, s4
	sqxtn	h13, s3
	sqxtn	s21, d17
	sqxtn	s20, d13
	sqxtn	s10, d28
	sqxtn	s15, d25
	sqxtn	v13.2s, v18.2d
	sqxtn	v25.2s, v22.2d
	sqxtn	v30.2s, v25.2d
	sqxtn	v28.2s, v26.2d
	sqxtn2	v23.4s, v31.2d
	sqxtn2	v20.4s, v24.2d
	sqxtn2	v29.4s, v18.2d
	sqxtn2	v16.4s, v27.2d
	sqxtn	v2.4h, v25.4s
	sqxtn	v8.4h, v13.4s
	sqxtn	v11.4h, v19.4s
	sqxtn	v2.4h, v9.4s
	sqxtn2	v11.8h, v23.4s
	sqxtn2	v21.8h, v24.4s
	sqxtn2	v31.8h, v24.4s
	sqxtn2	v25.8h, v21.4s
	sqxtn	v22.8b, v4.8h
	sqxtn	v24.8b, v13.8h
	sqxtn	v21.8b, v8.8h
	sqxtn	v27.8b, v31.8h
	sqxtn2	v29.16b, v2.8h
	sqxtn2	v5.16b, v22.8h
	sqxtn2	v21.16b, v3.8h
	sqxtn2	v1.16b, v19.8h
	sqxtun	b29, h26
	sqxtun	b26, h7
	sqxtun	b23, h20
	sqxtun	b7, h13
	sqxtun	h0, s0
	sqxtun	h24, s22
	sqxtun	h13, s24
	sqxtun	h23, s16
	sqxtun	s10, d7
	sqxtun	s21, d21
	sqxtun	s2, d17
	sqxtun	s30, d1
	sqxtun	v27.2s, v23.2d
	sqxtun	v26.2s, v26.2d
	sqxtun	v3.2s, v22.2d
	sqxtun	v25.2s, v25.2d
	sqxtun2	v6.4s, v24.2d
	sqxtun2	v29.4s, v10.2d
	sqxtun2	v11.4s, v22.2d
	sqxtun2	v27.4s, v27.2d
	sqxtun	v22.4h, v26.4s
	sqxtun	v24.4h, v24.4s
	sqxtun	v14.4h, v14.4s
	sqxtun	v28.4h, v3.4s
	sqxtun2	v9.8h, v24.4s
	sqxtun2	v21.8h, v20.4s
	sqxtun2	v7.8h, v27.4s
	sqxtun2	v4.8h, v30.4s
	sqxtun	v30.8b, v10.8h
	sqxtun	v31.8b, v1.8h
	sqxtun	v29.8b, v4.8h
	sqxtun	v10.8b, v29.8h
	sqxtun2	v6.16b, v22.8h
	sqxtun2	v13.16b, v12.8h
	sqxtun2	v8.16b, v1.8h
	sqxtun2	v7.16b, v17.8h
	srhadd	v28.16b, v25.16b, v19.16b
	srhadd	v23.16b, v11.16b, v6.16b
	srhadd	v1.16b, v21.16b, v13.16b
	srhadd	v18.16b, v4.16b, v17.16b
	srhadd	v27.2s, v23.2s, v5.2s
	srhadd	v27.2s, v9.2s, v26.2s
	srhadd	v5.2s, v31.2s, v27.2s
	srhadd	v19.2s, v16.2s, v16.2s
	srhadd	v6.4h, v20.4h, v1.4h
	srhadd	v2.4h, v31.4h, v11.4h
	srhadd	v10.4h, v21.4h, v27.4h
	srhadd	v5.4h, v10.4h, v11.4h
	srhadd	v4.4s, v0.4s, v20.4s
	srhadd	v6.4s, v16.4s, v10.4s
	srhadd	v28.4s, v15.4s, v7.4s
	srhadd	v24.4s, v27.4s, v29.4s
	srhadd	v0.8b, v5.8b, v7.8b
	srhadd	v30.8b, v22.8b, v29.8b
	srhadd	v25.8b, v11.8b, v1.8b
	srhadd	v11.8b, v7.8b, v6.8b
	srhadd	v23.8h, v14.8h, v24.8h
	srhadd	v23.8h, v18.8h, v23.8h
	srhadd	v20.8h, v10.8h, v1.8h
	srhadd	v27.8h, v15.8h, v24.8h
	sri	d22, d17, #50
	sri	d4, d11, #31
	sri	d29, d14, #3
	sri	d24, d31, #57
	sri	v27.16b, v18.16b, #7
	sri	v25.16b, v7.16b, #4
	sri	v11.16b, v18.16b, #7
	sri	v11.16b, v11.16b, #2
	sri	v22.2d, v31.2d, #3
	sri	v0.2d, v27.2d, #18
	sri	v11.2d, v17.2d, #56
	sri	v27.2d, v4.2d, #57
	sri	v19.2s, v20.2s, #12
	sri	v13.2s, v25.2s, #32
	sri	v26.2s, v9.2s, #32
	sri	v31.2s, v22.2s, #1
	sri	v1.4h, v9.4h, #4
	sri	v15.4h, v4.4h, #7
	sri	v2.4h, v23.4h, #15
	sri	v31.4h, v18.4h, #5
	sri	v5.4s, v0.4s, #7
	sri	v31.4s, v29.4s, #1
	sri	v17.4s, v19.4s, #1
	sri	v7.4s, v5.4s, #12
	sri	v9.8b, v6.8b, #2
	sri	v21.8b, v6.8b, #2
	sri	v27.8b, v24.8b, #8
	sri	v15.8b, v2.8b, #4
	sri	v30.8h, v13.8h, #14
	sri	v18.8h, v27.8h, #1
	sri	v9.8h, v16.8h, #8
	sri	v9.8h, v10.8h, #10
	srshl	d24, d23, d28
	srshl	d18, d21, d30
	srshl	d30, d17, d8
	srshl	d3, d3, d0
	srshl	v24.16b, v5.16b, v15.16b
	srshl	v22.16b, v11.16b, v15.16b
	srshl	v27.16b, v11.16b, v29.16b
	srshl	v6.16b, v9.16b, v26.16b
	srshl	v15.2d, v19.2d, v29.2d
	srshl	v0.2d, v25.2d, v23.2d
	srshl	v14.2d, v13.2d, v28.2d
	srshl	v24.2d, v7.2d, v11.2d
	srshl	v1.2s, v7.2s, v9.2s
	srshl	v29.2s, v28.2s, v0.2s
	srshl	v23.2s, v28.2s, v17.2s
	srshl	v20.2s, v23.2s, v28.2s
	srshl	v23.4h, v14.4h, v27.4h
	srshl	v2.4h, v26.4h, v19.4h
	srshl	v16.4h, v16.4h, v15.4h
	srshl	v7.4h, v28.4h, v21.4h
	srshl	v5.4s, v3.4s, v3.4s
	srshl	v28.4s, v4.4s, v20.4s
	srshl	v1.4s, v15.4s, v6.4s
	srshl	v24.4s, v4.4s, v26.4s
	srshl	v15.8b, v22.8b, v30.8b
	srshl	v26.8b, v11.8b, v15.8b
	srshl	v15.8b, v22.8b, v24.8b
	srshl	v8.8b, v11.8b, v7.8b
	srshl	v3.8h, v10.8h, v6.8h
	srshl	v27.8h, v6.8h, v23.8h
	srshl	v23.8h, v26.8h, v25.8h
	srshl	v26.8h, v20.8h, v23.8h
	srshr	d31, d13, #61
	srshr	d12, d22, #1
	srshr	d27, d13, #46
	srshr	d10, d2, #1
	srshr	v14.16b, v29.16b, #8
	srshr	v14.16b, v14.16b, #3
	srshr	v6.16b, v1.16b, #3
	srshr	v6.16b, v2.16b, #1
	srshr	v2.2d, v7.2d, #24
	srshr	v14.2d, v8.2d, #57
	srshr	v5.2d, v14.2d, #35
	srshr	v27.2d, v30.2d, #39
	srshr	v30.2s, v6.2s, #21
	srshr	v18.2s, v25.2s, #11
	srshr	v10.2s, v9.2s, #15
	srshr	v28.2s, v13.2s, #32
	srshr	v20.4h, v2.4h, #10
	srshr	v2.4h, v17.4h, #11
	srshr	v6.4h, v8.4h, #1
	srshr	v12.4h, v4.4h, #15
	srshr	v20.4s, v30.4s, #11
	srshr	v23.4s, v27.4s, #7
	srshr	v0.4s, v2.4s, #19
	srshr	v16.4s, v12.4s, #26
	srshr	v22.8b, v22.8b, #8
	srshr	v5.8b, v23.8b, #1
	srshr	v1.8b, v20.8b, #3
	srshr	v18.8b, v31.8b, #6
	srshr	v7.8h, v19.8h, #14
	srshr	v31.8h, v29.8h, #1
	srshr	v31.8h, v23.8h, #1
	srshr	v14.8h, v6.8h, #7
	srsra	d25, d13, #41
	srsra	d7, d28, #13
	srsra	d2, d7, #1
	srsra	d9, d9, #37
	srsra	v29.16b, v4.16b, #8
	srsra	v7.16b, v29.16b, #3
	srsra	v0.16b, v27.16b, #2
	srsra	v28.16b, v4.16b, #7
	srsra	v15.2d, v5.2d, #28
	srsra	v4.2d, v1.2d, #17
	srsra	v13.2d, v10.2d, #26
	srsra	v27.2d, v6.2d, #1
	srsra	v11.2s, v4.2s, #22
	srsra	v26.2s, v15.2s, #10
	srsra	v3.2s, v11.2s, #8
	srsra	v27.2s, v16.2s, #1
	srsra	v16.4h, v26.4h, #2
	srsra	v5.4h, v26.4h, #7
	srsra	v9.4h, v25.4h, #1
	srsra	v10.4h, v23.4h, #2
	srsra	v18.4s, v1.4s, #15
	srsra	v4.4s, v9.4s, #32
	srsra	v18.4s, v0.4s, #5
	srsra	v1.4s, v23.4s, #15
	srsra	v6.8b, v6.8b, #4
	srsra	v5.8b, v9.8b, #8
	srsra	v29.8b, v15.8b, #8
	srsra	v29.8b, v0.8b, #8
	srsra	v18.8h, v4.8h, #7
	srsra	v6.8h, v6.8h, #1
	srsra	v13.8h, v17.8h, #13
	srsra	v13.8h, v11.8h, #3
	sshll	v6.2d, v18.2s, #14
	sshll	v19.2d, v18.2s, #26
	sshll	v1.2d, v2.2s, #1
	sshll	v5.2d, v15.2s, #15
	sshll2	v23.2d, v22.4s, #30
	sshll2	v24.2d, v5.4s, #17
	sshll2	v2.2d, v4.4s, #27
	sshll2	v15.2d, v2.4s, #2
	sshll	v26.4s, v11.4h, #7
	sshll	v19.4s, v5.4h, #12
	sshll	v7.4s, v21.4h, #10
	sshll	v13.4s, v22.4h, #6
	sshll2	v22.4s, v2.8h, #15
	sshll2	v31.4s, v17.8h, #0
	sshll2	v20.4s, v17.8h, #12
	sshll2	v7.4s, v3.8h, #1
	sshll	v6.8h, v5.8b, #3
	sshll	v0.8h, v9.8b, #1
	sshll	v25.8h, v10.8b, #0
	sshll	v14.8h, v11.8b, #2
	sshll2	v12.8h, v17.16b, #0
	sshll2	v0.8h, v17.16b, #1
	sshll2	v3.8h, v26.16b, #6
	sshll2	v21.8h, v14.16b, #0
	sshl	d29, d16, d6
	sshl	d24, d7, d12
	sshl	d4, d13, d11
	sshl	d8, d13, d24
	sshl	v8.16b, v3.16b, v3.16b
	sshl	v9.16b, v29.16b, v24.16b
	sshl	v14.16b, v8.16b, v14.16b
	sshl	v11.16b, v11.16b, v31.16b
	sshl	v8.2d, v20.2d, v0.2d
	sshl	v0.2d, v2.2d, v14.2d
	sshl	v7.2d, v15.2d, v9.2d
	sshl	v18.2d, v4.2d, v14.2d
	sshl	v8.2s, v17.2s, v21.2s
	sshl	v20.2s, v15.2s, v31.2s
	sshl	v29.2s, v22.2s, v20.2s
	sshl	v1.2s, v3.2s, v7.2s
	sshl	v24.4h, v16.4h, v11.4h
	sshl	v8.4h, v0.4h, v22.4h
	sshl	v25.4h, v22.4h, v5.4h
	sshl	v7.4h, v12.4h, v7.4h
	sshl	v11.4s, v3.4s, v7.4s
	sshl	v6.4s, v17.4s, v30.4s
	sshl	v3.4s, v23.4s, v31.4s
	sshl	v24.4s, v0.4s, v12.4s
	sshl	v18.8b, v6.8b, v2.8b
	sshl	v24.8b, v20.8b, v24.8b
	sshl	v26.8b, v7.8b, v7.8b
	sshl	v27.8b, v2.8b, v0.8b
	sshl	v29.8h, v28.8h, v16.8h
	sshl	v21.8h, v14.8h, v19.8h
	sshl	v4.8h, v16.8h, v28.8h
	sshl	v10.8h, v6.8h, v18.8h
	sshr	d25, d22, #11
	sshr	d11, d25, #1
	sshr	d21, d13, #30
	sshr	d9, d31, #54
	sshr	v5.16b, v24.16b, #1
	sshr	v25.16b, v15.16b, #2
	sshr	v1.16b, v10.16b, #3
	sshr	v4.16b, v25.16b, #8
	sshr	v6.2d, v2.2d, #32
	sshr	v22.2d, v15.2d, #18
	sshr	v17.2d, v10.2d, #1
	sshr	v25.2d, v4.2d, #22
	sshr	v20.2s, v31.2s, #15
	sshr	v24.2s, v4.2s, #32
	sshr	v17.2s, v5.2s, #13
	sshr	v4.2s, v8.2s, #17
	sshr	v6.4h, v6.4h, #1
	sshr	v0.4h, v29.4h, #9
	sshr	v20.4h, v29.4h, #16
	sshr	v3.4h, v28.4h, #6
	sshr	v31.4s, v7.4s, #6
	sshr	v23.4s, v12.4s, #7
	sshr	v26.4s, v26.4s, #7
	sshr	v28.4s, v17.4s, #29
	sshr	v8.8b, v31.8b, #6
	sshr	v27.8b, v28.8b, #3
	sshr	v2.8b, v22.8b, #4
	sshr	v10.8b, v3.8b, #3
	sshr	v30.8h, v20.8h, #7
	sshr	v7.8h, v4.8h, #11
	sshr	v20.8h, v13.8h, #15
	sshr	v19.8h, v21.8h, #5
	ssra	d13, d22, #50
	ssra	d7, d0, #47
	ssra	d28, d12, #2
	ssra	d20, d14, #6
	ssra	v30.16b, v31.16b, #6
	ssra	v14.16b, v21.16b, #8
	ssra	v12.16b, v14.16b, #2
	ssra	v1.16b, v25.16b, #1
	ssra	v31.2d, v15.2d, #53
	ssra	v6.2d, v24.2d, #33
	ssra	v19.2d, v17.2d, #53
	ssra	v10.2d, v31.2d, #3
	ssra	v7.2s, v5.2s, #27
	ssra	v13.2s, v10.2s, #3
	ssra	v3.2s, v28.2s, #21
	ssra	v17.2s, v5.2s, #18
	ssra	v17.4h, v12.4h, #1
	ssra	v1.4h, v17.4h, #12
	ssra	v15.4h, v12.4h, #2
	ssra	v31.4h, v27.4h, #4
	ssra	v20.4s, v21.4s, #31
	ssra	v26.4s, v3.4s, #24
	ssra	v25.4s, v0.4s, #20
	ssra	v26.4s, v26.4s, #31
	ssra	v21.8b, v19.8b, #1
	ssra	v17.8b, v1.8b, #3
	ssra	v15.8b, v26.8b, #3
	ssra	v25.8b, v24.8b, #4
	ssra	v22.8h, v21.8h, #2
	ssra	v3.8h, v25.8h, #8
	ssra	v17.8h, v4.8h, #1
	ssra	v4.8h, v16.8h, #16
	ssubl	v10.2d, v18.2s, v0.2s
	ssubl	v25.2d, v18.2s, v30.2s
	ssubl	v9.2d, v5.2s, v13.2s
	ssubl	v12.2d, v17.2s, v24.2s
	ssubl2	v12.2d, v28.4s, v29.4s
	ssubl2	v5.2d, v27.4s, v12.4s
	ssubl2	v9.2d, v4.4s, v18.4s
	ssubl2	v11.2d, v1.4s, v6.4s
	ssubl	v21.4s, v5.4h, v19.4h
	ssubl	v21.4s, v16.4h, v21.4h
	ssubl	v31.4s, v27.4h, v19.4h
	ssubl	v26.4s, v20.4h, v14.4h
	ssubl2	v13.4s, v22.8h, v19.8h
	ssubl2	v2.4s, v17.8h, v18.8h
	ssubl2	v7.4s, v2.8h, v18.8h
	ssubl2	v10.4s, v15.8h, v27.8h
	ssubl	v21.8h, v22.8b, v12.8b
	ssubl	v1.8h, v21.8b, v17.8b
	ssubl	v20.8h, v26.8b, v2.8b
	ssubl	v2.8h, v12.8b, v28.8b
	ssubl2	v10.8h, v1.16b, v22.16b
	ssubl2	v3.8h, v19.16b, v7.16b
	ssubl2	v20.8h, v27.16b, v5.16b
	ssubl2	v1.8h, v27.16b, v23.16b
	ssubw	v15.2d, v4.2d, v19.2s
	ssubw	v6.2d, v19.2d, v30.2s
	ssubw	v29.2d, v2.2d, v30.2s
	ssubw	v25.2d, v17.2d, v9.2s
	ssubw2	v23.2d, v6.2d, v2.4s
	ssubw2	v21.2d, v24.2d, v0.4s
	ssubw2	v5.2d, v31.2d, v23.4s
	ssubw2	v7.2d, v29.2d, v19.4s
	ssubw	v14.4s, v28.4s, v1.4h
	ssubw	v22.4s, v30.4s, v5.4h
	ssubw	v10.4s, v9.4s, v6.4h
	ssubw	v10.4s, v22.4s, v16.4h
	ssubw2	v23.4s, v26.4s, v22.8h
	ssubw2	v19.4s, v17.4s, v29.8h
	ssubw2	v0.4s, v30.4s, v21.8h
	ssubw2	v27.4s, v21.4s, v4.8h
	ssubw	v14.8h, v8.8h, v2.8b
	ssubw	v3.8h, v21.8h, v26.8b
	ssubw	v24.8h, v11.8h, v23.8b
	ssubw	v23.8h, v8.8h, v29.8b
	ssubw2	v31.8h, v8.8h, v20.16b
	ssubw2	v30.8h, v22.8h, v5.16b
	ssubw2	v27.8h, v11.8h, v5.16b
	ssubw2	v22.8h, v16.8h, v27.16b
	st1	{ v23.16b, v24.16b, v25.16b, v26.16b }, [x23]
	st1	{ v19.16b, v20.16b, v21.16b, v22.16b }, [x8]
	st1	{ v11.16b, v12.16b, v13.16b, v14.16b }, [x18]
	st1	{ v20.16b, v21.16b, v22.16b, v23.16b }, [x19]
	st1	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x13], x27
	st1	{ v25.16b, v26.16b, v27.16b, v28.16b }, [x22], x7
	st1	{ v6.16b, v7.16b, v8.16b, v9.16b }, [x22], x9
	st1	{ v17.16b, v18.16b, v19.16b, v20.16b }, [x22], x4
	st1	{ v0.1d, v1.1d, v2.1d, v3.1d }, [x5]
	st1	{ v15.1d, v16.1d, v17.1d, v18.1d }, [x26]
	st1	{ v12.1d, v13.1d, v14.1d, v15.1d }, [x24]
	st1	{ v4.1d, v5.1d, v6.1d, v7.1d }, [x17]
	st1	{ v15.1d, v16.1d, v17.1d, v18.1d }, [x1], x3
	st1	{ v12.1d, v13.1d, v14.1d, v15.1d }, [x27], x11
	st1	{ v26.1d, v27.1d, v28.1d, v29.1d }, [x29], x24
	st1	{ v4.1d, v5.1d, v6.1d, v7.1d }, [x16], x8
	st1	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x9]
	st1	{ v8.2d, v9.2d, v10.2d, v11.2d }, [x7]
	st1	{ v28.2d, v29.2d, v30.2d, v31.2d }, [x21]
	st1	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x6]
	st1	{ v29.2d, v30.2d, v31.2d, v0.2d }, [x12], x26
	st1	{ v14.2d, v15.2d, v16.2d, v17.2d }, [x24], x9
	st1	{ v1.2d, v2.2d, v3.2d, v4.2d }, [x24], x16
	st1	{ v4.2d, v5.2d, v6.2d, v7.2d }, [x12], x28
	st1	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x6]
	st1	{ v15.2s, v16.2s, v17.2s, v18.2s }, [x20]
	st1	{ v19.2s, v20.2s, v21.2s, v22.2s }, [x3]
	st1	{ v6.2s, v7.2s, v8.2s, v9.2s }, [x18]
	st1	{ v14.2s, v15.2s, v16.2s, v17.2s }, [x13], x14
	st1	{ v26.2s, v27.2s, v28.2s, v29.2s }, [x18], x21
	st1	{ v31.2s, v0.2s, v1.2s, v2.2s }, [x6], x15
	st1	{ v1.2s, v2.2s, v3.2s, v4.2s }, [x24], x5
	st1	{ v9.4h, v10.4h, v11.4h, v12.4h }, [x2]
	st1	{ v11.4h, v12.4h, v13.4h, v14.4h }, [x17]
	st1	{ v0.4h, v1.4h, v2.4h, v3.4h }, [x16]
	st1	{ v3.4h, v4.4h, v5.4h, v6.4h }, [x20]
	st1	{ v10.4h, v11.4h, v12.4h, v13.4h }, [x1], x6
	st1	{ v20.4h, v21.4h, v22.4h, v23.4h }, [x22], x13
	st1	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x18], x21
	st1	{ v26.4h, v27.4h, v28.4h, v29.4h }, [x14], x29
	st1	{ v7.4s, v8.4s, v9.4s, v10.4s }, [x11]
	st1	{ v28.4s, v29.4s, v30.4s, v31.4s }, [x17]
	st1	{ v5.4s, v6.4s, v7.4s, v8.4s }, [x26]
	st1	{ v20.4s, v21.4s, v22.4s, v23.4s }, [x12]
	st1	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x16], x27
	st1	{ v30.4s, v31.4s, v0.4s, v1.4s }, [x14], x7
	st1	{ v25.4s, v26.4s, v27.4s, v28.4s }, [x16], x16
	st1	{ v6.4s, v7.4s, v8.4s, v9.4s }, [x30], x23
	st1	{ v10.8b, v11.8b, v12.8b, v13.8b }, [x6]
	st1	{ v28.8b, v29.8b, v30.8b, v31.8b }, [x18]
	st1	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x9]
	st1	{ v23.8b, v24.8b, v25.8b, v26.8b }, [x24]
	st1	{ v3.8b, v4.8b, v5.8b, v6.8b }, [x14], x24
	st1	{ v27.8b, v28.8b, v29.8b, v30.8b }, [x3], x13
	st1	{ v30.8b, v31.8b, v0.8b, v1.8b }, [x15], x12
	st1	{ v3.8b, v4.8b, v5.8b, v6.8b }, [x20], x16
	st1	{ v12.8h, v13.8h, v14.8h, v15.8h }, [x28]
	st1	{ v19.8h, v20.8h, v21.8h, v22.8h }, [x24]
	st1	{ v20.8h, v21.8h, v22.8h, v23.8h }, [x22]
	st1	{ v12.8h, v13.8h, v14.8h, v15.8h }, [x22]
	st1	{ v8.8h, v9.8h, v10.8h, v11.8h }, [x10], x29
	st1	{ v26.8h, v27.8h, v28.8h, v29.8h }, [sp], x25
	st1	{ v21.8h, v22.8h, v23.8h, v24.8h }, [x1], x1
	st1	{ v14.8h, v15.8h, v16.8h, v17.8h }, [x23], x5
	st1	{ v20.16b }, [x21]
	st1	{ v3.16b }, [x2]
	st1	{ v25.16b }, [x10]
	st1	{ v2.16b }, [x13]
	st1	{ v1.16b }, [x26], x1
	st1	{ v8.16b }, [x2], x30
	st1	{ v25.16b }, [x19], x25
	st1	{ v7.16b }, [x10], #16
	st1	{ v5.1d }, [x20]
	st1	{ v18.1d }, [x13]
	st1	{ v10.1d }, [x5]
	st1	{ v0.1d }, [x5]
	st1	{ v7.1d }, [x15], x13
	st1	{ v2.1d }, [x23], x24
	st1	{ v29.1d }, [x15], x21
	st1	{ v26.1d }, [x13], x0
	st1	{ v24.2d }, [sp]
	st1	{ v2.2d }, [x17]
	st1	{ v29.2d }, [x24]
	st1	{ v0.2d }, [x3]
	st1	{ v7.2d }, [x9], x30
	st1	{ v8.2d }, [x18], x29
	st1	{ v31.2d }, [x7], x7
	st1	{ v21.2d }, [x12], x14
	st1	{ v18.2s }, [sp]
	st1	{ v30.2s }, [x27]
	st1	{ v30.2s }, [x12]
	st1	{ v1.2s }, [x15]
	st1	{ v14.2s }, [x25], x5
	st1	{ v28.2s }, [x24], x2
	st1	{ v8.2s }, [x25], #8
	st1	{ v20.2s }, [x29], x6
	st1	{ v2.4h }, [x9]
	st1	{ v14.4h }, [x18]
	st1	{ v17.4h }, [x26]
	st1	{ v5.4h }, [x17]
	st1	{ v0.4h }, [sp], x10
	st1	{ v31.4h }, [x17], x24
	st1	{ v18.4h }, [x30], x24
	st1	{ v9.4h }, [x0], x14
	st1	{ v15.4s }, [x24]
	st1	{ v13.4s }, [x30]
	st1	{ v21.4s }, [x2]
	st1	{ v3.4s }, [x9]
	st1	{ v3.4s }, [x4], x8
	st1	{ v11.4s }, [x27], x0
	st1	{ v16.4s }, [x14], x18
	st1	{ v25.4s }, [x9], x6
	st1	{ v4.8b }, [x22]
	st1	{ v25.8b }, [x7]
	st1	{ v22.8b }, [x4]
	st1	{ v10.8b }, [x21]
	st1	{ v23.8b }, [x25], x20
	st1	{ v19.8b }, [x4], x27
	st1	{ v3.8b }, [x27], x14
	st1	{ v21.8b }, [x23], x23
	st1	{ v24.8h }, [x9]
	st1	{ v7.8h }, [x25]
	st1	{ v20.8h }, [x16]
	st1	{ v19.8h }, [x8]
	st1	{ v22.8h }, [x19], x26
	st1	{ v14.8h }, [x12], x29
	st1	{ v21.8h }, [x11], x4
	st1	{ v21.8h }, [x1], x18
	st1	{ v22.16b, v23.16b, v24.16b }, [x22]
	st1	{ v8.16b, v9.16b, v10.16b }, [x7]
	st1	{ v12.16b, v13.16b, v14.16b }, [x29]
	st1	{ v27.16b, v28.16b, v29.16b }, [x15]
	st1	{ v24.16b, v25.16b, v26.16b }, [x26], x7
	st1	{ v8.16b, v9.16b, v10.16b }, [x18], x2
	st1	{ v12.16b, v13.16b, v14.16b }, [x0], x10
	st1	{ v28.16b, v29.16b, v30.16b }, [x15], x22
	st1	{ v7.1d, v8.1d, v9.1d }, [x26]
	st1	{ v28.1d, v29.1d, v30.1d }, [x1]
	st1	{ v9.1d, v10.1d, v11.1d }, [x17]
	st1	{ v29.1d, v30.1d, v31.1d }, [x28]
	st1	{ v13.1d, v14.1d, v15.1d }, [x18], x18
	st1	{ v3.1d, v4.1d, v5.1d }, [x21], x23
	st1	{ v17.1d, v18.1d, v19.1d }, [x25], x14
	st1	{ v31.1d, v0.1d, v1.1d }, [x19], x27
	st1	{ v18.2d, v19.2d, v20.2d }, [x6]
	st1	{ v19.2d, v20.2d, v21.2d }, [x3]
	st1	{ v22.2d, v23.2d, v24.2d }, [x14]
	st1	{ v29.2d, v30.2d, v31.2d }, [x4]
	st1	{ v13.2d, v14.2d, v15.2d }, [x13], x8
	st1	{ v14.2d, v15.2d, v16.2d }, [x15], x7
	st1	{ v4.2d, v5.2d, v6.2d }, [x25], x28
	st1	{ v13.2d, v14.2d, v15.2d }, [x15], x0
	st1	{ v6.2s, v7.2s, v8.2s }, [x21]
	st1	{ v1.2s, v2.2s, v3.2s }, [x18]
	st1	{ v28.2s, v29.2s, v30.2s }, [x14]
	st1	{ v22.2s, v23.2s, v24.2s }, [x21]
	st1	{ v11.2s, v12.2s, v13.2s }, [x8], x6
	st1	{ v3.2s, v4.2s, v5.2s }, [x18], x26
	st1	{ v9.2s, v10.2s, v11.2s }, [x6], x11
	st1	{ v25.2s, v26.2s, v27.2s }, [x26], x29
	st1	{ v7.4h, v8.4h, v9.4h }, [x5]
	st1	{ v19.4h, v20.4h, v21.4h }, [x29]
	st1	{ v26.4h, v27.4h, v28.4h }, [x4]
	st1	{ v3.4h, v4.4h, v5.4h }, [x4]
	st1	{ v30.4h, v31.4h, v0.4h }, [x23], x2
	st1	{ v16.4h, v17.4h, v18.4h }, [x14], x24
	st1	{ v10.4h, v11.4h, v12.4h }, [x2], x27
	st1	{ v20.4h, v21.4h, v22.4h }, [x9], x3
	st1	{ v31.4s, v0.4s, v1.4s }, [x1]
	st1	{ v8.4s, v9.4s, v10.4s }, [sp]
	st1	{ v14.4s, v15.4s, v16.4s }, [x28]
	st1	{ v15.4s, v16.4s, v17.4s }, [x25]
	st1	{ v20.4s, v21.4s, v22.4s }, [x13], x25
	st1	{ v17.4s, v18.4s, v19.4s }, [x9], x19
	st1	{ v19.4s, v20.4s, v21.4s }, [x1], x12
	st1	{ v15.4s, v16.4s, v17.4s }, [x24], x9
	st1	{ v0.8b, v1.8b, v2.8b }, [x29]
	st1	{ v24.8b, v25.8b, v26.8b }, [x1]
	st1	{ v26.8b, v27.8b, v28.8b }, [x2]
	st1	{ v2.8b, v3.8b, v4.8b }, [x1]
	st1	{ v21.8b, v22.8b, v23.8b }, [x7], x12
	st1	{ v28.8b, v29.8b, v30.8b }, [x1], x5
	st1	{ v25.8b, v26.8b, v27.8b }, [x10], x29
	st1	{ v6.8b, v7.8b, v8.8b }, [x22], x13
	st1	{ v21.8h, v22.8h, v23.8h }, [x3]
	st1	{ v20.8h, v21.8h, v22.8h }, [x5]
	st1	{ v2.8h, v3.8h, v4.8h }, [x21]
	st1	{ v12.8h, v13.8h, v14.8h }, [x29]
	st1	{ v4.8h, v5.8h, v6.8h }, [x23], x28
	st1	{ v12.8h, v13.8h, v14.8h }, [x0], x4
	st1	{ v11.8h, v12.8h, v13.8h }, [x17], x8
	st1	{ v19.8h, v20.8h, v21.8h }, [x8], x26
	st1	{ v29.16b, v30.16b }, [x6]
	st1	{ v14.16b, v15.16b }, [x3]
	st1	{ v20.16b, v21.16b }, [x10]
	st1	{ v2.16b, v3.16b }, [x7]
	st1	{ v19.16b, v20.16b }, [x24], x27
	st1	{ v22.16b, v23.16b }, [x0], x22
	st1	{ v17.16b, v18.16b }, [x16], x22
	st1	{ v31.16b, v0.16b }, [sp], x1
	st1	{ v15.1d, v16.1d }, [x7]
	st1	{ v30.1d, v31.1d }, [x28]
	st1	{ v1.1d, v2.1d }, [x13]
	st1	{ v10.1d, v11.1d }, [x19]
	st1	{ v31.1d, v0.1d }, [x2], x23
	st1	{ v25.1d, v26.1d }, [x4], x17
	st1	{ v31.1d, v0.1d }, [x24], x21
	st1	{ v19.1d, v20.1d }, [x17], x23
	st1	{ v27.2d, v28.2d }, [x5]
	st1	{ v10.2d, v11.2d }, [x21]
	st1	{ v21.2d, v22.2d }, [x30]
	st1	{ v13.2d, v14.2d }, [x15]
	st1	{ v28.2d, v29.2d }, [x6], x12
	st1	{ v1.2d, v2.2d }, [x10], x0
	st1	{ v8.2d, v9.2d }, [x29], x9
	st1	{ v28.2d, v29.2d }, [x9], #32
	st1	{ v26.2s, v27.2s }, [x1]
	st1	{ v2.2s, v3.2s }, [x5]
	st1	{ v17.2s, v18.2s }, [x4]
	st1	{ v2.2s, v3.2s }, [x29]
	st1	{ v25.2s, v26.2s }, [x6], x3
	st1	{ v13.2s, v14.2s }, [x25], x20
	st1	{ v15.2s, v16.2s }, [x7], #16
	st1	{ v0.2s, v1.2s }, [x26], x15
	st1	{ v16.4h, v17.4h }, [x23]
	st1	{ v26.4h, v27.4h }, [x14]
	st1	{ v2.4h, v3.4h }, [x6]
	st1	{ v10.4h, v11.4h }, [x30]
	st1	{ v28.4h, v29.4h }, [x13], x21
	st1	{ v7.4h, v8.4h }, [x15], x16
	st1	{ v2.4h, v3.4h }, [x8], x14
	st1	{ v21.4h, v22.4h }, [x14], x26
	st1	{ v31.4s, v0.4s }, [x20]
	st1	{ v2.4s, v3.4s }, [x6]
	st1	{ v1.4s, v2.4s }, [x9]
	st1	{ v8.4s, v9.4s }, [x3]
	st1	{ v0.4s, v1.4s }, [x2], x9
	st1	{ v11.4s, v12.4s }, [x30], x6
	st1	{ v22.4s, v23.4s }, [x27], x2
	st1	{ v16.4s, v17.4s }, [x17], x17
	st1	{ v18.8b, v19.8b }, [x1]
	st1	{ v12.8b, v13.8b }, [x29]
	st1	{ v18.8b, v19.8b }, [x16]
	st1	{ v11.8b, v12.8b }, [x15]
	st1	{ v2.8b, v3.8b }, [x29], x30
	st1	{ v29.8b, v30.8b }, [x8], #16
	st1	{ v24.8b, v25.8b }, [x8], x2
	st1	{ v8.8b, v9.8b }, [x21], x22
	st1	{ v30.8h, v31.8h }, [x29]
	st1	{ v4.8h, v5.8h }, [x1]
	st1	{ v15.8h, v16.8h }, [x18]
	st1	{ v2.8h, v3.8h }, [sp]
	st1	{ v2.8h, v3.8h }, [x18], x11
	st1	{ v27.8h, v28.8h }, [x21], x28
	st1	{ v12.8h, v13.8h }, [x4], x12
	st1	{ v1.8h, v2.8h }, [x19], x22
	st1	{ v21.b }[8], [x23]
	st1	{ v11.b }[15], [x16]
	st1	{ v24.b }[0], [x6]
	st1	{ v2.b }[6], [x20]
	st1	{ v23.b }[6], [x30], x5
	st1	{ v0.b }[0], [x9], x9
	st1	{ v2.b }[1], [x15], x5
	st1	{ v6.b }[15], [x30], x8
	st1	{ v30.d }[0], [x27]
	st1	{ v25.d }[1], [x2]
	st1	{ v29.d }[0], [x25]
	st1	{ v9.d }[0], [x3]
	st1	{ v29.d }[0], [x24], x17
	st1	{ v26.d }[1], [x24], x5
	st1	{ v4.d }[0], [x15], x21
	st1	{ v20.d }[1], [x21], x15
	st1	{ v14.h }[4], [x14]
	st1	{ v6.h }[3], [x27]
	st1	{ v24.h }[0], [x29]
	st1	{ v16.h }[2], [x9]
	st1	{ v12.h }[6], [x19], x29
	st1	{ v17.h }[1], [x17], x4
	st1	{ v27.h }[1], [x14], x1
	st1	{ v15.h }[2], [x11], x22
	st1	{ v7.s }[1], [x11]
	st1	{ v30.s }[2], [x13]
	st1	{ v17.s }[3], [x5]
	st1	{ v19.s }[1], [x9]
	st1	{ v11.s }[3], [x4], x25
	st1	{ v31.s }[2], [x17], x14
	st1	{ v1.s }[0], [x21], x5
	st1	{ v5.s }[0], [x14], x24
	st2	{ v21.b, v22.b }[6], [x6]
	st2	{ v7.b, v8.b }[2], [x25]
	st2	{ v19.b, v20.b }[6], [x18]
	st2	{ v4.b, v5.b }[6], [x6]
	st2	{ v27.b, v28.b }[5], [x12], x9
	st2	{ v29.b, v30.b }[5], [x10], x11
	st2	{ v17.b, v18.b }[14], [x5], x30
	st2	{ v30.b, v31.b }[7], [x26], x17
	st2	{ v27.d, v28.d }[0], [x25]
	st2	{ v28.d, v29.d }[0], [x30]
	st2	{ v6.d, v7.d }[0], [x26]
	st2	{ v2.d, v3.d }[1], [x17]
	st2	{ v29.d, v30.d }[1], [x11], #16
	st2	{ v10.d, v11.d }[1], [x3], x24
	st2	{ v25.d, v26.d }[0], [x16], x3
	st2	{ v26.d, v27.d }[1], [x14], x15
	st2	{ v6.h, v7.h }[2], [x4]
	st2	{ v14.h, v15.h }[0], [x3]
	st2	{ v23.h, v24.h }[6], [x1]
	st2	{ v27.h, v28.h }[4], [x20]
	st2	{ v7.h, v8.h }[0], [x21], x2
	st2	{ v6.h, v7.h }[0], [x25], x3
	st2	{ v29.h, v30.h }[6], [x15], x6
	st2	{ v14.h, v15.h }[0], [x29], x19
	st2	{ v31.s, v0.s }[2], [x16]
	st2	{ v5.s, v6.s }[1], [x30]
	st2	{ v27.s, v28.s }[3], [x21]
	st2	{ v1.s, v2.s }[3], [x15]
	st2	{ v7.s, v8.s }[2], [x6], x11
	st2	{ v10.s, v11.s }[2], [x20], x21
	st2	{ v15.s, v16.s }[2], [x26], x21
	st2	{ v5.s, v6.s }[0], [x2], #8
	st2	{ v4.16b, v5.16b }, [x25]
	st2	{ v29.16b, v30.16b }, [x27]
	st2	{ v10.16b, v11.16b }, [x25]
	st2	{ v4.16b, v5.16b }, [x6]
	st2	{ v28.16b, v29.16b }, [x23], x24
	st2	{ v8.16b, v9.16b }, [x27], x15
	st2	{ v5.16b, v6.16b }, [x27], x14
	st2	{ v9.16b, v10.16b }, [x17], x19
	st2	{ v3.2d, v4.2d }, [x26]
	st2	{ v20.2d, v21.2d }, [x25]
	st2	{ v17.2d, v18.2d }, [x6]
	st2	{ v20.2d, v21.2d }, [x20]
	st2	{ v27.2d, v28.2d }, [x7], x12
	st2	{ v19.2d, v20.2d }, [x22], x6
	st2	{ v22.2d, v23.2d }, [x18], x18
	st2	{ v27.2d, v28.2d }, [x2], x3
	st2	{ v0.2s, v1.2s }, [x19]
	st2	{ v22.2s, v23.2s }, [x5]
	st2	{ v26.2s, v27.2s }, [x16]
	st2	{ v1.2s, v2.2s }, [x22]
	st2	{ v4.2s, v5.2s }, [x27], x21
	st2	{ v22.2s, v23.2s }, [x22], x25
	st2	{ v11.2s, v12.2s }, [x15], #16
	st2	{ v31.2s, v0.2s }, [x12], x4
	st2	{ v19.4h, v20.4h }, [sp]
	st2	{ v4.4h, v5.4h }, [x11]
	st2	{ v28.4h, v29.4h }, [x10]
	st2	{ v12.4h, v13.4h }, [x17]
	st2	{ v3.4h, v4.4h }, [x2], x28
	st2	{ v25.4h, v26.4h }, [x28], x1
	st2	{ v0.4h, v1.4h }, [x13], x8
	st2	{ v6.4h, v7.4h }, [x0], x26
	st2	{ v0.4s, v1.4s }, [x8]
	st2	{ v13.4s, v14.4s }, [x26]
	st2	{ v7.4s, v8.4s }, [x1]
	st2	{ v28.4s, v29.4s }, [x12]
	st2	{ v21.4s, v22.4s }, [x23], x17
	st2	{ v0.4s, v1.4s }, [x13], x25
	st2	{ v11.4s, v12.4s }, [x19], x30
	st2	{ v21.4s, v22.4s }, [x28], #32
	st2	{ v27.8b, v28.8b }, [x5]
	st2	{ v4.8b, v5.8b }, [x19]
	st2	{ v27.8b, v28.8b }, [x23]
	st2	{ v3.8b, v4.8b }, [x0]
	st2	{ v9.8b, v10.8b }, [x2], #16
	st2	{ v12.8b, v13.8b }, [x8], x24
	st2	{ v26.8b, v27.8b }, [x14], x30
	st2	{ v10.8b, v11.8b }, [x21], x17
	st2	{ v13.8h, v14.8h }, [x1]
	st2	{ v5.8h, v6.8h }, [x22]
	st2	{ v29.8h, v30.8h }, [x12]
	st2	{ v15.8h, v16.8h }, [x13]
	st2	{ v2.8h, v3.8h }, [x8], x3
	st2	{ v11.8h, v12.8h }, [x30], x17
	st2	{ v20.8h, v21.8h }, [x27], x20
	st2	{ v9.8h, v10.8h }, [x5], x6
	st3	{ v11.b, v12.b, v13.b }[9], [x20]
	st3	{ v23.b, v24.b, v25.b }[9], [x5]
	st3	{ v24.b, v25.b, v26.b }[12], [x27]
	st3	{ v5.b, v6.b, v7.b }[15], [x16]
	st3	{ v20.b, v21.b, v22.b }[0], [x5], x10
	st3	{ v24.b, v25.b, v26.b }[7], [x8], x28
	st3	{ v22.b, v23.b, v24.b }[11], [x10], x4
	st3	{ v8.b, v9.b, v10.b }[15], [x23], x15
	st3	{ v0.d, v1.d, v2.d }[0], [x5]
	st3	{ v11.d, v12.d, v13.d }[0], [x11]
	st3	{ v16.d, v17.d, v18.d }[0], [x9]
	st3	{ v5.d, v6.d, v7.d }[0], [x2]
	st3	{ v28.d, v29.d, v30.d }[1], [x3], x24
	st3	{ v1.d, v2.d, v3.d }[0], [x20], x23
	st3	{ v0.d, v1.d, v2.d }[1], [sp], x30
	st3	{ v0.d, v1.d, v2.d }[1], [sp], x17
	st3	{ v23.h, v24.h, v25.h }[5], [x9]
	st3	{ v28.h, v29.h, v30.h }[0], [x23]
	st3	{ v2.h, v3.h, v4.h }[0], [x19]
	st3	{ v18.h, v19.h, v20.h }[0], [x25]
	st3	{ v4.h, v5.h, v6.h }[0], [x23], x3
	st3	{ v6.h, v7.h, v8.h }[0], [x10], x2
	st3	{ v18.h, v19.h, v20.h }[5], [x0], x17
	st3	{ v19.h, v20.h, v21.h }[7], [x21], x13
	st3	{ v11.s, v12.s, v13.s }[1], [x14]
	st3	{ v13.s, v14.s, v15.s }[3], [x29]
	st3	{ v10.s, v11.s, v12.s }[3], [x7]
	st3	{ v30.s, v31.s, v0.s }[0], [x17]
	st3	{ v20.s, v21.s, v22.s }[0], [sp], x3
	st3	{ v30.s, v31.s, v0.s }[2], [x21], x0
	st3	{ v24.s, v25.s, v26.s }[0], [x30], x29
	st3	{ v18.s, v19.s, v20.s }[0], [x7], x15
	st3	{ v13.16b, v14.16b, v15.16b }, [x21]
	st3	{ v19.16b, v20.16b, v21.16b }, [x14]
	st3	{ v1.16b, v2.16b, v3.16b }, [sp]
	st3	{ v3.16b, v4.16b, v5.16b }, [x8]
	st3	{ v31.16b, v0.16b, v1.16b }, [x8], x24
	st3	{ v2.16b, v3.16b, v4.16b }, [x7], x6
	st3	{ v7.16b, v8.16b, v9.16b }, [x28], x4
	st3	{ v10.16b, v11.16b, v12.16b }, [x24], x11
	st3	{ v21.2d, v22.2d, v23.2d }, [x22]
	st3	{ v8.2d, v9.2d, v10.2d }, [x9]
	st3	{ v11.2d, v12.2d, v13.2d }, [x9]
	st3	{ v15.2d, v16.2d, v17.2d }, [x3]
	st3	{ v28.2d, v29.2d, v30.2d }, [x25], x12
	st3	{ v0.2d, v1.2d, v2.2d }, [x4], x14
	st3	{ v27.2d, v28.2d, v29.2d }, [x1], x28
	st3	{ v31.2d, v0.2d, v1.2d }, [x29], x17
	st3	{ v31.2s, v0.2s, v1.2s }, [x26]
	st3	{ v5.2s, v6.2s, v7.2s }, [x17]
	st3	{ v22.2s, v23.2s, v24.2s }, [x7]
	st3	{ v1.2s, v2.2s, v3.2s }, [sp]
	st3	{ v0.2s, v1.2s, v2.2s }, [x15], x11
	st3	{ v22.2s, v23.2s, v24.2s }, [x5], x10
	st3	{ v15.2s, v16.2s, v17.2s }, [x10], x14
	st3	{ v28.2s, v29.2s, v30.2s }, [x13], x10
	st3	{ v17.4h, v18.4h, v19.4h }, [x4]
	st3	{ v25.4h, v26.4h, v27.4h }, [x12]
	st3	{ v16.4h, v17.4h, v18.4h }, [x15]
	st3	{ v15.4h, v16.4h, v17.4h }, [x10]
	st3	{ v12.4h, v13.4h, v14.4h }, [x4], x0
	st3	{ v21.4h, v22.4h, v23.4h }, [x21], x12
	st3	{ v5.4h, v6.4h, v7.4h }, [sp], x0
	st3	{ v1.4h, v2.4h, v3.4h }, [x7], x16
	st3	{ v10.4s, v11.4s, v12.4s }, [x25]
	st3	{ v9.4s, v10.4s, v11.4s }, [x6]
	st3	{ v11.4s, v12.4s, v13.4s }, [x15]
	st3	{ v0.4s, v1.4s, v2.4s }, [x25]
	st3	{ v8.4s, v9.4s, v10.4s }, [x13], x7
	st3	{ v4.4s, v5.4s, v6.4s }, [x26], x7
	st3	{ v6.4s, v7.4s, v8.4s }, [x30], #48
	st3	{ v10.4s, v11.4s, v12.4s }, [x18], x6
	st3	{ v28.8b, v29.8b, v30.8b }, [x6]
	st3	{ v22.8b, v23.8b, v24.8b }, [x6]
	st3	{ v1.8b, v2.8b, v3.8b }, [x11]
	st3	{ v1.8b, v2.8b, v3.8b }, [x12]
	st3	{ v8.8b, v9.8b, v10.8b }, [x16], x21
	st3	{ v22.8b, v23.8b, v24.8b }, [x20], x18
	st3	{ v15.8b, v16.8b, v17.8b }, [x16], x26
	st3	{ v26.8b, v27.8b, v28.8b }, [x22], x29
	st3	{ v30.8h, v31.8h, v0.8h }, [x2]
	st3	{ v1.8h, v2.8h, v3.8h }, [sp]
	st3	{ v25.8h, v26.8h, v27.8h }, [x19]
	st3	{ v16.8h, v17.8h, v18.8h }, [x20]
	st3	{ v17.8h, v18.8h, v19.8h }, [x5], x24
	st3	{ v27.8h, v28.8h, v29.8h }, [x11], x18
	st3	{ v19.8h, v20.8h, v21.8h }, [x1], x19
	st3	{ v15.8h, v16.8h, v17.8h }, [x29], x4
	st4	{ v20.b, v21.b, v22.b, v23.b }[15], [x14]
	st4	{ v23.b, v24.b, v25.b, v26.b }[0], [x24]
	st4	{ v18.b, v19.b, v20.b, v21.b }[13], [x26]
	st4	{ v19.b, v20.b, v21.b, v22.b }[12], [x9]
	st4	{ v17.b, v18.b, v19.b, v20.b }[5], [x9], x1
	st4	{ v4.b, v5.b, v6.b, v7.b }[0], [x4], x19
	st4	{ v9.b, v10.b, v11.b, v12.b }[15], [x30], x21
	st4	{ v2.b, v3.b, v4.b, v5.b }[0], [x12], x4
	st4	{ v14.d, v15.d, v16.d, v17.d }[1], [x28]
	st4	{ v10.d, v11.d, v12.d, v13.d }[0], [x9]
	st4	{ v14.d, v15.d, v16.d, v17.d }[0], [x4]
	st4	{ v4.d, v5.d, v6.d, v7.d }[1], [x5]
	st4	{ v19.d, v20.d, v21.d, v22.d }[1], [x11], x30
	st4	{ v17.d, v18.d, v19.d, v20.d }[0], [x26], x17
	st4	{ v9.d, v10.d, v11.d, v12.d }[0], [x4], x27
	st4	{ v25.d, v26.d, v27.d, v28.d }[0], [x13], x10
	st4	{ v20.h, v21.h, v22.h, v23.h }[4], [x0]
	st4	{ v28.h, v29.h, v30.h, v31.h }[3], [x1]
	st4	{ v6.h, v7.h, v8.h, v9.h }[0], [x25]
	st4	{ v6.h, v7.h, v8.h, v9.h }[0], [x8]
	st4	{ v15.h, v16.h, v17.h, v18.h }[0], [x7], x23
	st4	{ v29.h, v30.h, v31.h, v0.h }[0], [x25], x16
	st4	{ v22.h, v23.h, v24.h, v25.h }[7], [x12], x3
	st4	{ v26.h, v27.h, v28.h, v29.h }[0], [x0], x29
	st4	{ v5.s, v6.s, v7.s, v8.s }[2], [x27]
	st4	{ v17.s, v18.s, v19.s, v20.s }[0], [x6]
	st4	{ v6.s, v7.s, v8.s, v9.s }[1], [x17]
	st4	{ v0.s, v1.s, v2.s, v3.s }[0], [x24]
	st4	{ v28.s, v29.s, v30.s, v31.s }[2], [x6], x0
	st4	{ v7.s, v8.s, v9.s, v10.s }[3], [x15], x22
	st4	{ v29.s, v30.s, v31.s, v0.s }[3], [x4], x2
	st4	{ v21.s, v22.s, v23.s, v24.s }[0], [x7], x23
	st4	{ v7.16b, v8.16b, v9.16b, v10.16b }, [x0]
	st4	{ v2.16b, v3.16b, v4.16b, v5.16b }, [x30]
	st4	{ v15.16b, v16.16b, v17.16b, v18.16b }, [x27]
	st4	{ v6.16b, v7.16b, v8.16b, v9.16b }, [x16]
	st4	{ v15.16b, v16.16b, v17.16b, v18.16b }, [x8], x4
	st4	{ v21.16b, v22.16b, v23.16b, v24.16b }, [x9], x19
	st4	{ v2.16b, v3.16b, v4.16b, v5.16b }, [x3], x26
	st4	{ v8.16b, v9.16b, v10.16b, v11.16b }, [x19], x15
	st4	{ v2.2d, v3.2d, v4.2d, v5.2d }, [x25]
	st4	{ v10.2d, v11.2d, v12.2d, v13.2d }, [x3]
	st4	{ v13.2d, v14.2d, v15.2d, v16.2d }, [x14]
	st4	{ v2.2d, v3.2d, v4.2d, v5.2d }, [x10]
	st4	{ v19.2d, v20.2d, v21.2d, v22.2d }, [x28], x15
	st4	{ v7.2d, v8.2d, v9.2d, v10.2d }, [x24], x6
	st4	{ v31.2d, v0.2d, v1.2d, v2.2d }, [x10], x23
	st4	{ v30.2d, v31.2d, v0.2d, v1.2d }, [x22], x22
	st4	{ v10.2s, v11.2s, v12.2s, v13.2s }, [x29]
	st4	{ v18.2s, v19.2s, v20.2s, v21.2s }, [x4]
	st4	{ v27.2s, v28.2s, v29.2s, v30.2s }, [x22]
	st4	{ v9.2s, v10.2s, v11.2s, v12.2s }, [x11]
	st4	{ v20.2s, v21.2s, v22.2s, v23.2s }, [x0], x10
	st4	{ v2.2s, v3.2s, v4.2s, v5.2s }, [x7], x22
	st4	{ v21.2s, v22.2s, v23.2s, v24.2s }, [x9], x16
	st4	{ v20.2s, v21.2s, v22.2s, v23.2s }, [x15], x2
	st4	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x2]
	st4	{ v15.4h, v16.4h, v17.4h, v18.4h }, [x15]
	st4	{ v9.4h, v10.4h, v11.4h, v12.4h }, [x22]
	st4	{ v27.4h, v28.4h, v29.4h, v30.4h }, [x16]
	st4	{ v11.4h, v12.4h, v13.4h, v14.4h }, [x4], x18
	st4	{ v30.4h, v31.4h, v0.4h, v1.4h }, [x6], x9
	st4	{ v1.4h, v2.4h, v3.4h, v4.4h }, [x2], x1
	st4	{ v22.4h, v23.4h, v24.4h, v25.4h }, [x1], x12
	st4	{ v17.4s, v18.4s, v19.4s, v20.4s }, [x14]
	st4	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x7]
	st4	{ v2.4s, v3.4s, v4.4s, v5.4s }, [x7]
	st4	{ v10.4s, v11.4s, v12.4s, v13.4s }, [x21]
	st4	{ v1.4s, v2.4s, v3.4s, v4.4s }, [x2], x26
	st4	{ v22.4s, v23.4s, v24.4s, v25.4s }, [x21], x30
	st4	{ v3.4s, v4.4s, v5.4s, v6.4s }, [x17], x10
	st4	{ v5.4s, v6.4s, v7.4s, v8.4s }, [sp], x4
	st4	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x4]
	st4	{ v22.8b, v23.8b, v24.8b, v25.8b }, [x29]
	st4	{ v16.8b, v17.8b, v18.8b, v19.8b }, [x30]
	st4	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x14]
	st4	{ v25.8b, v26.8b, v27.8b, v28.8b }, [x7], x3
	st4	{ v17.8b, v18.8b, v19.8b, v20.8b }, [x20], x12
	st4	{ v2.8b, v3.8b, v4.8b, v5.8b }, [x3], x12
	st4	{ v6.8b, v7.8b, v8.8b, v9.8b }, [x12], x29
	st4	{ v7.8h, v8.8h, v9.8h, v10.8h }, [x7]
	st4	{ v31.8h, v0.8h, v1.8h, v2.8h }, [x29]
	st4	{ v3.8h, v4.8h, v5.8h, v6.8h }, [x4]
	st4	{ v30.8h, v31.8h, v0.8h, v1.8h }, [x21]
	st4	{ v2.8h, v3.8h, v4.8h, v5.8h }, [x12], x23
	st4	{ v13.8h, v14.8h, v15.8h, v16.8h }, [x13], x5
	st4	{ v6.8h, v7.8h, v8.8h, v9.8h }, [x16], x29
	st4	{ v1.8h, v2.8h, v3.8h, v4.8h }, [x0], x6
	stlr	w8, [x0]
	stlr	w6, [x25]
	stlr	w9, [x20]
	stlr	w7, [x22]
	stlr	x15, [x7]
	stlr	x5, [x1]
	stlr	x24, [x12]
	stlr	x18, [x0]
	stlrb	w21, [x23]
	stlrb	w5, [x26]
	stlrb	wzr, [x10]
	stlrb	w2, [x16]
	stlrh	w9, [x14]
	stlrh	w0, [x13]
	stlrh	w14, [x29]
	stlrh	w3, [x4]
	stlxp	wzr, w19, w25, [x7]
	stlxp	w10, w30, w29, [x0]
	stlxp	w20, w28, w12, [x9]
	stlxp	w28, w0, w14, [x13]
	stlxp	w6, x14, x23, [x20]
	stlxp	w13, x0, xzr, [x12]
	stlxp	w13, x25, x24, [x21]
	stlxp	w19, x11, x11, [x4]
	stlxr	w18, w11, [x11]
	stlxr	w11, w7, [x26]
	stlxr	w1, w11, [x6]
	stlxr	w12, w11, [x22]
	stlxr	w20, x21, [x19]
	stlxr	w16, x6, [x24]
	stlxr	w10, x17, [x7]
	stlxr	w5, x19, [x13]
	stlxrb	w14, w23, [x5]
	stlxrb	w0, w17, [x10]
	stlxrb	w17, w30, [x21]
	stlxrb	w21, w2, [x12]
	stlxrh	w23, w16, [x24]
	stlxrh	w25, w29, [x1]
	stlxrh	w6, w16, [x8]
	stlxrh	w11, w26, [x5]
	stnp	d20, d19, [x12]
	stnp	d31, d21, [x5]
	stnp	d30, d25, [x20, #-392]
	stnp	d25, d13, [x3, #504]
	stnp	q26, q26, [x9]
	stnp	q5, q26, [x27, #400]
	stnp	q20, q13, [x29, #-112]
	stnp	q23, q31, [x17, #288]
	stnp	s27, s18, [x6]
	stnp	s0, s6, [x22, #244]
	stnp	s18, s29, [x9, #-16]
	stnp	s3, s17, [x0, #24]
	stnp	w19, w4, [x1]
	stnp	w23, w11, [x3]
	stnp	w10, w22, [x2, #-4]
	stnp	w13, w11, [sp]
	stnp	x12, x11, [x10]
	stnp	x7, x23, [x5]
	stnp	x8, x11, [x19, #-512]
	stnp	x1, x29, [x17]
	stp	d10, d10, [x9, #504]
	stp	d13, d21, [x7]
	stp	d17, d22, [x19, #24]
	stp	d22, d30, [x27, #-488]
	stp	d20, d16, [x1], #-328
	stp	d30, d18, [x22], #-376
	stp	d28, d20, [x11], #-128
	stp	d8, d23, [x10], #-288
	stp	d26, d26, [x11, #328]!
	stp	d17, d11, [x7, #0]!
	stp	d1, d6, [x20, #112]!
	stp	d9, d12, [x8, #0]!
	stp	q28, q21, [x29]
	stp	q21, q24, [x8]
	stp	q20, q16, [x14]
	stp	q14, q6, [x24, #-336]
	stp	q19, q31, [x9], #736
	stp	q11, q21, [x12], #-336
	stp	q9, q4, [x14], #-848
	stp	q4, q28, [x10], #-16
	stp	q18, q25, [x1, #768]!
	stp	q0, q5, [x21, #-112]!
	stp	q8, q18, [x27, #-496]!
	stp	q27, q17, [x2, #240]!
	stp	s11, s5, [x14, #252]
	stp	s31, s2, [x17, #164]
	stp	s31, s17, [x3]
	stp	s1, s27, [x20]
	stp	s29, s19, [x21], #252
	stp	s16, s1, [x15], #60
	stp	s0, s6, [x9], #136
	stp	s26, s7, [x4], #-256
	stp	s28, s19, [x25, #80]!
	stp	s5, s27, [x26, #0]!
	stp	s26, s16, [x30, #-4]!
	stp	s19, s29, [x3, #-40]!
	stp	w29, w26, [x16, #252]
	stp	w28, w14, [x27, #-56]
	stp	w13, w1, [x8, #224]
	stp	w27, w1, [x21, #136]
	stp	w10, w8, [x9], #-248
	stp	w30, w14, [x15], #-244
	stp	wzr, w2, [x24], #68
	stp	w18, w27, [x29], #-192
	stp	w5, w3, [x1, #-36]!
	stp	wzr, w3, [x22, #172]!
	stp	w9, w17, [x21, #-204]!
	stp	w27, w4, [x10, #236]!
	stp	x15, x3, [x13]
	stp	x8, x19, [x0, #-88]
	stp	x29, x27, [x7, #-72]
	stp	x23, x12, [x28, #64]
	stp	x8, x23, [x20], #392
	stp	x18, x2, [x15], #264
	stp	xzr, x6, [x4], #360
	stp	x9, x4, [x30], #0
	stp	xzr, x16, [x12, #-176]!
	stp	x22, x13, [x19, #120]!
	stp	x0, x18, [x30, #504]!
	stp	x28, x0, [x23, #-8]!
	stur	b14, [x18, #-111]
	stur	b13, [x2, #-108]
	stur	b2, [x15]
	stur	b8, [x8]
	str	b18, [x6], #219
	str	b14, [x16], #-75
	str	b0, [x13], #44
	str	b24, [x17], #224
	str	b4, [x12, #-147]!
	str	b21, [x2, #146]!
	str	b5, [x26, #-72]!
	str	b12, [x12, #69]!
	str	b18, [x28, w4, uxtw #0]
	str	b3, [x21, w27, uxtw]
	str	b31, [x0, w11, sxtw #0]
	str	b19, [x4, w27, uxtw #0]
	str	b20, [x7, x23, lsl #0]
	str	b21, [x27, x23, sxtx]
	str	b13, [x0, x9, sxtx]
	str	b16, [x25, x18, sxtx #0]
	str	b24, [x8, #6]
	str	b11, [x22]
	str	b15, [x21]
	str	b7, [x21, #127]
	sturb	w13, [x13]
	sturb	w6, [x11]
	sturb	w5, [x1, #-177]
	sturb	w17, [x17, #-48]
	strb	w23, [x29], #122
	strb	w3, [x9], #40
	strb	wzr, [x18], #108
	strb	w12, [x7], #-135
	strb	w11, [x23, #0]!
	strb	w15, [x13, #-215]!
	strb	w28, [x25, #224]!
	strb	w18, [sp, #-256]!
	strb	w24, [x29, w29, sxtw #0]
	strb	w9, [x13, w11, sxtw #0]
	strb	w4, [x0, w23, sxtw]
	strb	w8, [x27, w28, uxtw #0]
	strb	w5, [x14, x22, sxtx]
	strb	w20, [x25, x17]
	strb	w5, [x11, x27]
	strb	w18, [x30, x2]
	strb	w27, [x23]
	strb	w1, [x23, #196]
	strb	w28, [x19, #2953]
	strb	w16, [x23]
	stur	d1, [x15]
	stur	d28, [x27, #18]
	stur	d2, [x6]
	stur	d13, [x29]
	str	d15, [x10], #23
	str	d3, [x8], #-158
	str	d0, [x28], #131
	str	d31, [x0], #143
	str	d26, [x14, #-22]!
	str	d29, [x30, #17]!
	str	d29, [x6, #112]!
	str	d31, [x18, #-103]!
	str	d26, [x25, w24, uxtw #3]
	str	d30, [x29, w30, sxtw]
	str	d6, [x18, w23, uxtw #3]
	str	d19, [x12, w17, uxtw #3]
	str	d20, [x2, x8, sxtx]
	str	d28, [x30, x14, lsl #3]
	str	d1, [x5, x0, lsl #3]
	str	d6, [x3, x8, sxtx]
	str	d5, [x23, #5664]
	str	d11, [x0, #23480]
	str	d7, [x29, #31632]
	str	d9, [x22, #17936]
	stur	h20, [x29, #-216]
	stur	h28, [x12, #31]
	stur	h28, [x13, #184]
	stur	h20, [x0]
	str	h10, [x18], #-256
	str	h1, [x29], #-254
	str	h13, [x7], #184
	str	h14, [x26], #24
	str	h13, [x16, #-1]!
	str	h2, [x18, #200]!
	str	h29, [x23, #-1]!
	str	h19, [x5, #99]!
	str	h14, [x12, w24, uxtw]
	str	h29, [x27, w11, sxtw #1]
	str	h30, [x12, w24, sxtw #1]
	str	h12, [x6, w30, sxtw]
	str	h23, [x11, x20, sxtx #1]
	str	h11, [x8, x21]
	str	h9, [x9, x9, sxtx]
	str	h16, [x13, x24, lsl #1]
	str	h9, [x26, #6232]
	str	h15, [x29, #1250]
	str	h26, [x5]
	str	h14, [x5, #5324]
	sturh	w20, [x11, #-26]
	sturh	w30, [x20, #79]
	sturh	w8, [x12, #-256]
	sturh	w21, [x20]
	strh	w1, [x29], #16
	strh	w26, [x2], #-12
	strh	w18, [x13], #145
	strh	w10, [x23], #-170
	strh	w12, [x26, #-31]!
	strh	w28, [x5, #151]!
	strh	w5, [x28, #17]!
	strh	w26, [x22, #-37]!
	strh	w26, [x17, w14, sxtw]
	strh	w0, [x5, w28, uxtw #1]
	strh	wzr, [x30, w20, uxtw #1]
	strh	w27, [x19, w3, uxtw]
	strh	w24, [x6, x30, lsl #1]
	strh	w1, [x20, x24, lsl #1]
	strh	w14, [x29, x18]
	strh	w5, [x3, x28]
	strh	w11, [x25]
	strh	w6, [x28, #1276]
	strh	w28, [x17]
	strh	w22, [x26, #2924]
	stur	q13, [x4, #-256]
	stur	q13, [x26, #-225]
	stur	q25, [x28]
	stur	q31, [x23, #-256]
	str	q27, [x25], #-92
	str	q14, [x10], #-118
	str	q11, [x3], #-93
	str	q2, [x19], #56
	str	q2, [x4, #-253]!
	str	q6, [x9, #-1]!
	str	q28, [x4, #-4]!
	str	q10, [sp, #-111]!
	str	q4, [x10, w15, uxtw #4]
	str	q30, [x15, w17, sxtw #4]
	str	q11, [x0, w14, uxtw #4]
	str	q24, [x8, w0, sxtw #4]
	str	q29, [x10, x0, lsl #4]
	str	q11, [x8, x11]
	str	q28, [x29, x17, lsl #4]
	str	q28, [x27, x14, sxtx #4]
	str	q31, [x4]
	str	q14, [x16, #49488]
	str	q2, [x0]
	str	q6, [x17]
	stur	s26, [x11, #-10]
	stur	s12, [x7, #-186]
	stur	s25, [x18, #1]
	stur	s26, [x21, #-212]
	str	s19, [x2], #-10
	str	s19, [x29], #1
	str	s17, [x27], #88
	str	s21, [x3], #2
	str	s12, [x12, #-256]!
	str	s26, [x29, #-89]!
	str	s25, [x2, #254]!
	str	s1, [x24, #124]!
	str	s3, [x28, w22, uxtw]
	str	s1, [x25, w14, sxtw #2]
	str	s29, [x22, w27, sxtw]
	str	s19, [x11, w16, uxtw]
	str	s13, [x15, x18, sxtx]
	str	s26, [x3, x10, sxtx]
	str	s11, [x29, x29, sxtx]
	str	s3, [x27, x18, sxtx #2]
	str	s3, [x21]
	str	s0, [x20, #6804]
	str	s10, [x6]
	str	s27, [x15, #2700]
	stur	w5, [x5]
	stur	w29, [x26]
	stur	wzr, [x5, #60]
	stur	w0, [sp, #-1]
	str	w12, [x2], #-253
	str	w17, [x8], #-256
	str	w2, [x24], #-204
	str	w7, [x25], #125
	str	w24, [x5, #78]!
	str	w16, [x2, #-149]!
	str	w13, [x0, #222]!
	str	w23, [x18, #-176]!
	str	w11, [x19, w1, uxtw #2]
	str	w28, [x14, w16, uxtw #2]
	str	w3, [x29, w0, sxtw #2]
	str	w28, [x7, w11, sxtw]
	str	w20, [x4, x26]
	str	w28, [x19, x21, sxtx #2]
	str	w10, [x29, x12]
	str	w7, [x7, x5, sxtx #2]
	str	w3, [x29]
	str	w12, [x14]
	str	w1, [x15, #10668]
	str	w7, [sp]
	stur	x30, [x4]
	stur	x0, [x26, #-226]
	stur	x26, [x1, #-18]
	stur	x4, [x8, #-87]
	str	x8, [x30], #-114
	str	x17, [x27], #-242
	str	x2, [x27], #-132
	str	x17, [x5], #117
	str	xzr, [x28, #-1]!
	str	x7, [x23, #-100]!
	str	x14, [x3, #-24]!
	str	x3, [x5, #141]!
	str	x16, [x4, w3, uxtw]
	str	x3, [x17, w5, uxtw]
	str	x13, [x23, wzr, sxtw]
	str	x19, [x3, w24, uxtw]
	str	x2, [x0, x27, sxtx]
	str	x26, [x11, x29, sxtx #3]
	str	x27, [x24, x25, lsl #3]
	str	x20, [x19, x21]
	str	x4, [x25, #9808]
	str	x8, [x20, #26424]
	str	x23, [x23, #8384]
	str	x14, [x26]
	sttrb	w7, [x1, #223]
	sttrb	w0, [x16, #-39]
	sttrb	w30, [x3, #-231]
	sttrb	wzr, [x29]
	sttrh	w23, [x7, #-1]
	sttrh	w14, [x27]
	sttrh	w24, [x14, #108]
	sttrh	w25, [x22, #-100]
	sttr	w20, [x10, #78]
	sttr	w18, [x7]
	sttr	w13, [x7]
	sttr	w23, [x20]
	sttr	x29, [x13]
	sttr	x20, [x8, #-227]
	sttr	x6, [x8, #123]
	sttr	x1, [x28]
	stxp	w15, w28, w30, [x16]
	stxp	w4, w11, w16, [x26]
	stxp	w16, w25, w9, [x13]
	stxp	w5, w22, w2, [x0]
	stxp	w21, x26, x6, [sp]
	stxp	w8, x9, x26, [x20]
	stxp	w18, x14, x28, [x21]
	stxp	w22, x24, x8, [x30]
	stxr	w24, w0, [x28]
	stxr	w13, w0, [x1]
	stxr	w30, w0, [sp]
	stxr	w15, w12, [x5]
	stxr	w9, x3, [x27]
	stxr	w27, x2, [x30]
	stxr	wzr, x1, [x20]
	stxr	w12, x15, [x22]
	stxrb	w16, w10, [x2]
	stxrb	w13, w18, [x3]
	stxrb	w21, w15, [x1]
	stxrb	w26, w8, [x19]
	stxrh	w26, w5, [x11]
	stxrh	w22, w11, [x25]
	stxrh	w23, w18, [x0]
	stxrh	w1, w29, [x18]
	subhn	v2.2s, v2.2d, v10.2d
	subhn	v3.2s, v9.2d, v16.2d
	subhn	v17.2s, v17.2d, v6.2d
	subhn	v5.2s, v14.2d, v9.2d
	subhn2	v6.4s, v23.2d, v7.2d
	subhn2	v24.4s, v8.2d, v22.2d
	subhn2	v26.4s, v18.2d, v11.2d
	subhn2	v18.4s, v10.2d, v16.2d
	subhn	v31.4h, v22.4s, v28.4s
	subhn	v8.4h, v26.4s, v2.4s
	subhn	v24.4h, v3.4s, v19.4s
	subhn	v26.4h, v26.4s, v26.4s
	subhn2	v10.8h, v2.4s, v17.4s
	subhn2	v6.8h, v28.4s, v29.4s
	subhn2	v22.8h, v15.4s, v18.4s
	subhn2	v5.8h, v7.4s, v2.4s
	subhn	v5.8b, v5.8h, v19.8h
	subhn	v3.8b, v19.8h, v15.8h
	subhn	v25.8b, v5.8h, v11.8h
	subhn	v5.8b, v4.8h, v9.8h
	subhn2	v3.16b, v16.8h, v15.8h
	subhn2	v30.16b, v11.8h, v10.8h
	subhn2	v21.16b, v8.8h, v18.8h
	subhn2	v6.16b, v14.8h, v13.8h
	cmp	w9, #1461, lsl #12
	subs	w11, w9, #1496
	subs	w9, w0, #3046, lsl #12
	cmp	w4, #1
	subs	w9, w9, w19, lsr #22
	subs	w5, w15, w25, lsr #2
	subs	w25, w3, wzr, lsr #29
	subs	w14, w17, w1, lsl #19
	subs	w17, w10, w27, uxtb
	cmp	w19, w24, uxth #4
	subs	w6, w7, w17, sxtw
	subs	w5, w30, w5, sxtw
	subs	x23, x26, #4095, lsl #12
	subs	x3, x4, #3035
	subs	x28, x5, #3853
	subs	x14, x13, #0
	cmp	x2, x18
	subs	x9, x20, x6, lsl #11
	subs	x9, x19, x29, lsr #40
	subs	x28, x13, x28, lsr #47
	subs	x3, x5, w22, sxtw #2
	subs	x23, x3, w17, uxtw #4
	subs	x12, x9, w2, uxtb
	subs	x18, sp, w21, uxtb
	subs	x16, x23, x19, sxtx #1
	subs	x22, x15, x11, sxtx
	subs	x2, x17, x13, uxtx
	subs	x7, x1, xzr, uxtx #3
	sub	w23, w2, #2907
	sub	w13, w13, #3892, lsl #12
	sub	w12, w6, #3399, lsl #12
	sub	w11, w14, #3940, lsl #12
	sub	w16, w13, w16, lsr #20
	sub	w1, w5, w4, lsr #10
	neg	wzr, w26, lsr #2
	sub	w27, w12, w13, asr #26
	sub	w14, w20, w13, sxtw #3
	sub	w7, w17, w18, sxtw #2
	sub	w8, w2, w29, uxtb #1
	sub	w23, w4, w21, uxtb #3
	sub	x30, x2, #3948, lsl #12
	sub	x0, x16, #2646
	sub	x30, x12, #2475, lsl #12
	sub	x19, x13, #3517
	sub	x28, x21, x14, lsl #28
	sub	x20, x25, x23, asr #9
	sub	x6, x5, x7, lsr #19
	neg	x8, x1, asr #41
	sub	x21, x4, w27, uxtw #2
	sub	x11, x0, w24, uxth
	sub	x8, x14, w23, uxtw #2
	sub	x22, x30, w22, sxtb #2
	sub	x30, x11, x20, uxtx #4
	sub	sp, x20, x2, lsl #1
	sub	x26, x18, x17, uxtx #4
	sub	x12, x25, x5, uxtx #2
	sub	d23, d22, d27
	sub	d9, d7, d2
	sub	d11, d25, d0
	sub	d25, d3, d15
	sub	v16.16b, v23.16b, v22.16b
	sub	v25.16b, v23.16b, v13.16b
	sub	v22.16b, v11.16b, v11.16b
	sub	v22.16b, v19.16b, v25.16b
	sub	v27.2d, v22.2d, v12.2d
	sub	v24.2d, v4.2d, v31.2d
	sub	v5.2d, v7.2d, v0.2d
	sub	v14.2d, v26.2d, v27.2d
	sub	v27.2s, v12.2s, v8.2s
	sub	v9.2s, v10.2s, v24.2s
	sub	v5.2s, v29.2s, v7.2s
	sub	v31.2s, v9.2s, v19.2s
	sub	v17.4h, v15.4h, v30.4h
	sub	v23.4h, v29.4h, v9.4h
	sub	v6.4h, v15.4h, v29.4h
	sub	v1.4h, v1.4h, v9.4h
	sub	v4.4s, v26.4s, v0.4s
	sub	v23.4s, v13.4s, v2.4s
	sub	v8.4s, v17.4s, v19.4s
	sub	v27.4s, v21.4s, v4.4s
	sub	v3.8b, v25.8b, v6.8b
	sub	v8.8b, v30.8b, v25.8b
	sub	v1.8b, v4.8b, v17.8b
	sub	v11.8b, v21.8b, v5.8b
	sub	v31.8h, v0.8h, v16.8h
	sub	v21.8h, v21.8h, v27.8h
	sub	v20.8h, v0.8h, v23.8h
	sub	v2.8h, v18.8h, v19.8h
	suqadd	b10, b23
	suqadd	b10, b18
	suqadd	b28, b31
	suqadd	b1, b28
	suqadd	d19, d29
	suqadd	d18, d28
	suqadd	d23, d10
	suqadd	d20, d5
	suqadd	h31, h28
	suqadd	h3, h31
	suqadd	h21, h16
	suqadd	h30, h16
	suqadd	s26, s13
	suqadd	s6, s28
	suqadd	s23, s31
	suqadd	s14, s17
	suqadd	v22.16b, v11.16b
	suqadd	v15.16b, v17.16b
	suqadd	v8.16b, v3.16b
	suqadd	v14.16b, v4.16b
	suqadd	v29.2d, v6.2d
	suqadd	v5.2d, v21.2d
	suqadd	v6.2d, v7.2d
	suqadd	v11.2d, v15.2d
	suqadd	v19.2s, v22.2s
	suqadd	v28.2s, v10.2s
	suqadd	v0.2s, v3.2s
	suqadd	v13.2s, v6.2s
	suqadd	v17.4h, v0.4h
	suqadd	v27.4h, v24.4h
	suqadd	v26.4h, v17.4h
	suqadd	v2.4h, v23.4h
	suqadd	v3.4s, v25.4s
	suqadd	v5.4s, v23.4s
	suqadd	v1.4s, v1.4s
	suqadd	v25.4s, v10.4s
	suqadd	v4.8b, v28.8b
	suqadd	v29.8b, v31.8b
	suqadd	v2.8b, v19.8b
	suqadd	v24.8b, v0.8b
	suqadd	v26.8h, v22.8h
	suqadd	v30.8h, v9.8h
	suqadd	v5.8h, v10.8h
	suqadd	v19.8h, v24.8h
	svc	#0
	svc	#0x63d
	svc	#0x1bd
	svc	#0xc155
	sys	#0, c0, c1, #2, x13
	sys	#2, c0, c2, #5
	sys	#0, c0, c0, #6
	sys	#6, c15, c10, #7, x18
	sysl	x25, #7, c9, c0, #0
	sysl	x30, #1, c9, c4, #2
	sysl	x23, #4, c7, c0, #5
	sysl	x25, #1, c14, c0, #7
	tbl	v5.16b, { v11.16b }, v1.16b
	tbl	v7.16b, { v26.16b }, v23.16b
	tbl	v8.16b, { v24.16b }, v11.16b
	tbl	v4.16b, { v21.16b }, v30.16b
	tbl	v27.16b, { v27.16b, v28.16b }, v7.16b
	tbl	v12.16b, { v25.16b, v26.16b }, v21.16b
	tbl	v8.16b, { v1.16b, v2.16b }, v6.16b
	tbl	v2.16b, { v17.16b, v18.16b }, v23.16b
	tbl	v22.16b, { v11.16b, v12.16b, v13.16b }, v30.16b
	tbl	v25.16b, { v11.16b, v12.16b, v13.16b }, v8.16b
	tbl	v5.16b, { v2.16b, v3.16b, v4.16b }, v6.16b
	tbl	v28.16b, { v11.16b, v12.16b, v13.16b }, v14.16b
	tbl	v31.16b, { v3.16b, v4.16b, v5.16b, v6.16b }, v2.16b
	tbl	v19.16b, { v10.16b, v11.16b, v12.16b, v13.16b }, v24.16b
	tbl	v0.16b, { v24.16b, v25.16b, v26.16b, v27.16b }, v7.16b
	tbl	v8.16b, { v6.16b, v7.16b, v8.16b, v9.16b }, v8.16b
	tbl	v25.8b, { v12.16b }, v25.8b
	tbl	v16.8b, { v27.16b }, v23.8b
	tbl	v7.8b, { v6.16b }, v0.8b
	tbl	v4.8b, { v20.16b }, v21.8b
	tbl	v25.8b, { v31.16b, v0.16b }, v21.8b
	tbl	v11.8b, { v8.16b, v9.16b }, v10.8b
	tbl	v29.8b, { v20.16b, v21.16b }, v26.8b
	tbl	v31.8b, { v9.16b, v10.16b }, v28.8b
	tbl	v7.8b, { v28.16b, v29.16b, v30.16b }, v18.8b
	tbl	v21.8b, { v24.16b, v25.16b, v26.16b }, v25.8b
	tbl	v17.8b, { v11.16b, v12.16b, v13.16b }, v26.8b
	tbl	v16.8b, { v28.16b, v29.16b, v30.16b }, v20.8b
	tbl	v30.8b, { v11.16b, v12.16b, v13.16b, v14.16b }, v5.8b
	tbl	v17.8b, { v9.16b, v10.16b, v11.16b, v12.16b }, v12.8b
	tbl	v8.8b, { v14.16b, v15.16b, v16.16b, v17.16b }, v29.8b
	tbl	v22.8b, { v12.16b, v13.16b, v14.16b, v15.16b }, v15.8b
	tbnz	w23, #9, #-4
	tbnz	w28, #31, #5128
	tbnz	w23, #1, #-21368
	tbnz	w22, #29, #23212
	tbnz	x12, #42, #18804
	tbnz	x30, #32, #0
	tbnz	xzr, #54, #60
	tbnz	x23, #55, #-18064
	tbx	v23.16b, { v23.16b }, v18.16b
	tbx	v29.16b, { v26.16b }, v14.16b
	tbx	v24.16b, { v28.16b }, v20.16b
	tbx	v25.16b, { v28.16b }, v2.16b
	tbx	v4.16b, { v6.16b, v7.16b }, v21.16b
	tbx	v11.16b, { v28.16b, v29.16b }, v15.16b
	tbx	v31.16b, { v27.16b, v28.16b }, v12.16b
	tbx	v3.16b, { v1.16b, v2.16b }, v6.16b
	tbx	v1.16b, { v23.16b, v24.16b, v25.16b }, v11.16b
	tbx	v4.16b, { v5.16b, v6.16b, v7.16b }, v17.16b
	tbx	v23.16b, { v16.16b, v17.16b, v18.16b }, v4.16b
	tbx	v19.16b, { v28.16b, v29.16b, v30.16b }, v1.16b
	tbx	v2.16b, { v25.16b, v26.16b, v27.16b, v28.16b }, v25.16b
	tbx	v8.16b, { v13.16b, v14.16b, v15.16b, v16.16b }, v9.16b
	tbx	v27.16b, { v1.16b, v2.16b, v3.16b, v4.16b }, v22.16b
	tbx	v14.16b, { v21.16b, v22.16b, v23.16b, v24.16b }, v8.16b
	tbx	v0.8b, { v24.16b }, v15.8b
	tbx	v10.8b, { v19.16b }, v22.8b
	tbx	v21.8b, { v28.16b }, v18.8b
	tbx	v24.8b, { v29.16b }, v16.8b
	tbx	v19.8b, { v25.16b, v26.16b }, v25.8b
	tbx	v3.8b, { v9.16b, v10.16b }, v11.8b
	tbx	v15.8b, { v19.16b, v20.16b }, v2.8b
	tbx	v28.8b, { v9.16b, v10.16b }, v31.8b
	tbx	v4.8b, { v31.16b, v0.16b, v1.16b }, v17.8b
	tbx	v0.8b, { v22.16b, v23.16b, v24.16b }, v12.8b
	tbx	v30.8b, { v9.16b, v10.16b, v11.16b }, v12.8b
	tbx	v1.8b, { v15.16b, v16.16b, v17.16b }, v15.8b
	tbx	v30.8b, { v6.16b, v7.16b, v8.16b, v9.16b }, v4.8b
	tbx	v18.8b, { v13.16b, v14.16b, v15.16b, v16.16b }, v7.8b
	tbx	v27.8b, { v16.16b, v17.16b, v18.16b, v19.16b }, v12.8b
	tbx	v21.8b, { v12.16b, v13.16b, v14.16b, v15.16b }, v30.8b
	tbz	w13, #31, #10988
	tbz	w25, #13, #-21392
	tbz	w26, #31, #-32768
	tbz	w21, #12, #-19888
	tbz	xzr, #60, #18944
	tbz	x18, #32, #-13868
	tbz	x3, #32, #-32768
	tbz	x29, #38, #0
	trn1	v4.16b, v5.16b, v25.16b
	trn1	v19.16b, v10.16b, v17.16b
	trn1	v24.16b, v21.16b, v7.16b
	trn1	v15.16b, v16.16b, v27.16b
	trn1	v10.2d, v10.2d, v20.2d
	trn1	v12.2d, v24.2d, v20.2d
	trn1	v22.2d, v11.2d, v21.2d
	trn1	v5.2d, v9.2d, v25.2d
	trn1	v31.2s, v1.2s, v15.2s
	trn1	v4.2s, v25.2s, v12.2s
	trn1	v7.2s, v13.2s, v0.2s
	trn1	v14.2s, v22.2s, v14.2s
	trn1	v5.4h, v24.4h, v2.4h
	trn1	v8.4h, v10.4h, v19.4h
	trn1	v0.4h, v13.4h, v30.4h
	trn1	v16.4h, v3.4h, v29.4h
	trn1	v29.4s, v24.4s, v29.4s
	trn1	v5.4s, v1.4s, v25.4s
	trn1	v17.4s, v2.4s, v16.4s
	trn1	v20.4s, v3.4s, v30.4s
	trn1	v28.8b, v10.8b, v15.8b
	trn1	v9.8b, v1.8b, v30.8b
	trn1	v6.8b, v1.8b, v21.8b
	trn1	v19.8b, v5.8b, v21.8b
	trn1	v31.8h, v26.8h, v18.8h
	trn1	v27.8h, v27.8h, v24.8h
	trn1	v15.8h, v5.8h, v13.8h
	trn1	v15.8h, v9.8h, v23.8h
	trn2	v8.16b, v15.16b, v31.16b
	trn2	v7.16b, v6.16b, v28.16b
	trn2	v3.16b, v10.16b, v0.16b
	trn2	v28.16b, v18.16b, v20.16b
	trn2	v4.2d, v25.2d, v25.2d
	trn2	v2.2d, v21.2d, v13.2d
	trn2	v6.2d, v2.2d, v21.2d
	trn2	v29.2d, v29.2d, v7.2d
	trn2	v10.2s, v13.2s, v19.2s
	trn2	v27.2s, v11.2s, v12.2s
	trn2	v23.2s, v25.2s, v17.2s
	trn2	v29.2s, v25.2s, v21.2s
	trn2	v21.4h, v20.4h, v10.4h
	trn2	v30.4h, v5.4h, v19.4h
	trn2	v3.4h, v25.4h, v12.4h
	trn2	v25.4h, v22.4h, v10.4h
	trn2	v16.4s, v12.4s, v26.4s
	trn2	v13.4s, v26.4s, v23.4s
	trn2	v13.4s, v11.4s, v5.4s
	trn2	v25.4s, v21.4s, v8.4s
	trn2	v29.8b, v27.8b, v9.8b
	trn2	v30.8b, v2.8b, v24.8b
	trn2	v18.8b, v7.8b, v8.8b
	trn2	v21.8b, v4.8b, v17.8b
	trn2	v26.8h, v3.8h, v5.8h
	trn2	v2.8h, v16.8h, v31.8h
	trn2	v1.8h, v19.8h, v14.8h
	trn2	v28.8h, v30.8h, v27.8h
	uabal	v24.2d, v0.2s, v27.2s
	uabal	v17.2d, v11.2s, v3.2s
	uabal	v21.2d, v8.2s, v12.2s
	uabal	v18.2d, v0.2s, v20.2s
	uabal2	v26.2d, v15.4s, v31.4s
	uabal2	v6.2d, v30.4s, v6.4s
	uabal2	v27.2d, v1.4s, v25.4s
	uabal2	v1.2d, v30.4s, v13.4s
	uabal	v5.4s, v1.4h, v13.4h
	uabal	v15.4s, v25.4h, v4.4h
	uabal	v6.4s, v3.4h, v22.4h
	uabal	v24.4s, v12.4h, v21.4h
	uabal2	v5.4s, v22.8h, v17.8h
	uabal2	v14.4s, v0.8h, v28.8h
	uabal2	v1.4s, v20.8h, v20.8h
	uabal2	v21.4s, v22.8h, v8.8h
	uabal	v13.8h, v23.8b, v2.8b
	uabal	v24.8h, v20.8b, v19.8b
	uabal	v19.8h, v7.8b, v5.8b
	uabal	v16.8h, v4.8b, v4.8b
	uabal2	v19.8h, v19.16b, v20.16b
	uabal2	v4.8h, v11.16b, v11.16b
	uabal2	v6.8h, v3.16b, v14.16b
	uabal2	v9.8h, v2.16b, v26.16b
	uaba	v20.16b, v29.16b, v14.16b
	uaba	v24.16b, v9.16b, v17.16b
	uaba	v7.16b, v14.16b, v10.16b
	uaba	v5.16b, v6.16b, v30.16b
	uaba	v20.2s, v7.2s, v1.2s
	uaba	v24.2s, v20.2s, v18.2s
	uaba	v29.2s, v23.2s, v26.2s
	uaba	v28.2s, v29.2s, v23.2s
	uaba	v7.4h, v22.4h, v30.4h
	uaba	v10.4h, v10.4h, v0.4h
	uaba	v0.4h, v26.4h, v16.4h
	uaba	v14.4h, v0.4h, v24.4h
	uaba	v4.4s, v27.4s, v25.4s
	uaba	v22.4s, v28.4s, v25.4s
	uaba	v27.4s, v10.4s, v19.4s
	uaba	v23.4s, v27.4s, v5.4s
	uaba	v29.8b, v22.8b, v21.8b
	uaba	v11.8b, v30.8b, v10.8b
	uaba	v26.8b, v9.8b, v14.8b
	uaba	v5.8b, v13.8b, v20.8b
	uaba	v28.8h, v23.8h, v24.8h
	uaba	v11.8h, v31.8h, v31.8h
	uaba	v2.8h, v20.8h, v15.8h
	uaba	v14.8h, v27.8h, v30.8h
	uabdl	v28.2d, v10.2s, v11.2s
	uabdl	v8.2d, v10.2s, v7.2s
	uabdl	v31.2d, v10.2s, v18.2s
	uabdl	v11.2d, v18.2s, v11.2s
	uabdl2	v26.2d, v17.4s, v10.4s
	uabdl2	v18.2d, v27.4s, v2.4s
	uabdl2	v16.2d, v13.4s, v19.4s
	uabdl2	v0.2d, v31.4s, v25.4s
	uabdl	v8.4s, v30.4h, v14.4h
	uabdl	v26.4s, v21.4h, v5.4h
	uabdl	v10.4s, v21.4h, v22.4h
	uabdl	v30.4s, v25.4h, v11.4h
	uabdl2	v19.4s, v27.8h, v9.8h
	uabdl2	v17.4s, v29.8h, v25.8h
	uabdl2	v7.4s, v10.8h, v30.8h
	uabdl2	v21.4s, v0.8h, v28.8h
	uabdl	v30.8h, v10.8b, v0.8b
	uabdl	v6.8h, v8.8b, v17.8b
	uabdl	v28.8h, v12.8b, v23.8b
	uabdl	v10.8h, v14.8b, v26.8b
	uabdl2	v23.8h, v17.16b, v27.16b
	uabdl2	v20.8h, v17.16b, v22.16b
	uabdl2	v15.8h, v24.16b, v25.16b
	uabdl2	v31.8h, v7.16b, v4.16b
	uabd	v1.16b, v24.16b, v2.16b
	uabd	v24.16b, v23.16b, v25.16b
	uabd	v0.16b, v10.16b, v29.16b
	uabd	v3.16b, v28.16b, v25.16b
	uabd	v1.2s, v9.2s, v27.2s
	uabd	v10.2s, v3.2s, v17.2s
	uabd	v1.2s, v16.2s, v14.2s
	uabd	v23.2s, v30.2s, v29.2s
	uabd	v26.4h, v27.4h, v29.4h
	uabd	v2.4h, v8.4h, v14.4h
	uabd	v0.4h, v17.4h, v27.4h
	uabd	v2.4h, v11.4h, v2.4h
	uabd	v29.4s, v5.4s, v6.4s
	uabd	v30.4s, v6.4s, v21.4s
	uabd	v8.4s, v9.4s, v24.4s
	uabd	v6.4s, v2.4s, v29.4s
	uabd	v3.8b, v31.8b, v29.8b
	uabd	v22.8b, v5.8b, v21.8b
	uabd	v23.8b, v11.8b, v13.8b
	uabd	v21.8b, v28.8b, v3.8b
	uabd	v4.8h, v0.8h, v19.8h
	uabd	v23.8h, v22.8h, v12.8h
	uabd	v23.8h, v20.8h, v1.8h
	uabd	v1.8h, v9.8h, v28.8h
	uadalp	v21.1d, v10.2s
	uadalp	v17.1d, v14.2s
	uadalp	v30.1d, v20.2s
	uadalp	v2.1d, v12.2s
	uadalp	v23.2d, v5.4s
	uadalp	v11.2d, v0.4s
	uadalp	v10.2d, v5.4s
	uadalp	v16.2d, v4.4s
	uadalp	v0.2s, v30.4h
	uadalp	v6.2s, v8.4h
	uadalp	v29.2s, v18.4h
	uadalp	v24.2s, v10.4h
	uadalp	v26.4h, v15.8b
	uadalp	v21.4h, v1.8b
	uadalp	v7.4h, v14.8b
	uadalp	v21.4h, v5.8b
	uadalp	v16.4s, v18.8h
	uadalp	v18.4s, v4.8h
	uadalp	v14.4s, v1.8h
	uadalp	v28.4s, v26.8h
	uadalp	v10.8h, v5.16b
	uadalp	v13.8h, v29.16b
	uadalp	v3.8h, v28.16b
	uadalp	v6.8h, v6.16b
	uaddlp	v29.1d, v28.2s
	uaddlp	v15.1d, v28.2s
	uaddlp	v17.1d, v20.2s
	uaddlp	v12.1d, v29.2s
	uaddlp	v13.2d, v11.4s
	uaddlp	v2.2d, v15.4s
	uaddlp	v13.2d, v23.4s
	uaddlp	v5.2d, v3.4s
	uaddlp	v30.2s, v14.4h
	uaddlp	v19.2s, v29.4h
	uaddlp	v20.2s, v1.4h
	uaddlp	v16.2s, v17.4h
	uaddlp	v7.4h, v12.8b
	uaddlp	v26.4h, v19.8b
	uaddlp	v3.4h, v3.8b
	uaddlp	v27.4h, v16.8b
	uaddlp	v21.4s, v8.8h
	uaddlp	v24.4s, v7.8h
	uaddlp	v0.4s, v10.8h
	uaddlp	v28.4s, v8.8h
	uaddlp	v20.8h, v25.16b
	uaddlp	v26.8h, v17.16b
	uaddlp	v21.8h, v19.16b
	uaddlp	v25.8h, v3.16b
	uaddlv	h13, v12.16b
	uaddlv	h20, v11.16b
	uaddlv	h22, v0.16b
	uaddlv	h31, v1.16b
	uaddlv	s19, v17.4h
	uaddlv	s28, v13.4h
	uaddlv	s0, v25.4h
	uaddlv	s17, v19.4h
	uaddlv	d4, v5.4s
	uaddlv	d18, v9.4s
	uaddlv	d30, v19.4s
	uaddlv	d2, v28.4s
	uaddlv	h6, v20.8b
	uaddlv	h15, v12.8b
	uaddlv	h24, v30.8b
	uaddlv	h15, v20.8b
	uaddlv	s1, v20.8h
	uaddlv	s31, v0.8h
	uaddlv	s14, v6.8h
	uaddlv	s30, v21.8h
	uaddl	v17.2d, v12.2s, v0.2s
	uaddl	v29.2d, v10.2s, v27.2s
	uaddl	v26.2d, v4.2s, v26.2s
	uaddl	v6.2d, v29.2s, v20.2s
	uaddl2	v20.2d, v6.4s, v27.4s
	uaddl2	v16.2d, v21.4s, v10.4s
	uaddl2	v27.2d, v16.4s, v2.4s
	uaddl2	v8.2d, v27.4s, v22.4s
	uaddl	v3.4s, v11.4h, v30.4h
	uaddl	v21.4s, v31.4h, v4.4h
	uaddl	v20.4s, v22.4h, v4.4h
	uaddl	v9.4s, v18.4h, v15.4h
	uaddl2	v5.4s, v19.8h, v25.8h
	uaddl2	v12.4s, v11.8h, v24.8h
	uaddl2	v2.4s, v2.8h, v12.8h
	uaddl2	v10.4s, v6.8h, v6.8h
	uaddl	v26.8h, v10.8b, v29.8b
	uaddl	v4.8h, v2.8b, v28.8b
	uaddl	v20.8h, v21.8b, v29.8b
	uaddl	v9.8h, v18.8b, v6.8b
	uaddl2	v12.8h, v19.16b, v7.16b
	uaddl2	v29.8h, v28.16b, v28.16b
	uaddl2	v16.8h, v23.16b, v8.16b
	uaddl2	v23.8h, v20.16b, v30.16b
	uaddw	v16.2d, v22.2d, v17.2s
	uaddw	v5.2d, v15.2d, v23.2s
	uaddw	v27.2d, v13.2d, v20.2s
	uaddw	v22.2d, v15.2d, v1.2s
	uaddw2	v30.2d, v19.2d, v17.4s
	uaddw2	v12.2d, v20.2d, v20.4s
	uaddw2	v15.2d, v8.2d, v18.4s
	uaddw2	v15.2d, v6.2d, v14.4s
	uaddw	v16.4s, v19.4s, v5.4h
	uaddw	v22.4s, v15.4s, v5.4h
	uaddw	v24.4s, v14.4s, v25.4h
	uaddw	v21.4s, v19.4s, v7.4h
	uaddw2	v14.4s, v25.4s, v30.8h
	uaddw2	v26.4s, v0.4s, v11.8h
	uaddw2	v17.4s, v1.4s, v0.8h
	uaddw2	v19.4s, v22.4s, v31.8h
	uaddw	v23.8h, v24.8h, v13.8b
	uaddw	v29.8h, v29.8h, v7.8b
	uaddw	v12.8h, v27.8h, v12.8b
	uaddw	v15.8h, v31.8h, v18.8b
	uaddw2	v18.8h, v21.8h, v12.16b
	uaddw2	v29.8h, v0.8h, v4.16b
	uaddw2	v4.8h, v1.8h, v29.16b
	uaddw2	v13.8h, v9.8h, v27.16b
	ubfx	w3, w16, #21, #8
	ubfx	w8, w13, #5, #15
	ubfiz	w22, w19, #14, #2
	lsl	w25, w4, #23
	ubfx	x6, x26, #1, #32
	ubfx	x3, x11, #1, #37
	ubfx	x20, x30, #18, #15
	lsr	x26, x12, #59
	ucvtf	d24, w28
	ucvtf	d28, w21
	ucvtf	d7, w14
	ucvtf	d31, w1
	ucvtf	d21, w9, #32
	ucvtf	d13, w29, #1
	ucvtf	d6, w15, #29
	ucvtf	d6, w1, #1
	ucvtf	s16, w1
	ucvtf	s18, w29
	ucvtf	s23, w8
	ucvtf	s25, w25
	ucvtf	s17, w11, #1
	ucvtf	s22, w14, #19
	ucvtf	s14, w0, #8
	ucvtf	s20, w24, #31
	ucvtf	d30, x1
	ucvtf	d4, xzr
	ucvtf	d9, x19
	ucvtf	d15, x21
	ucvtf	d4, x20, #21
	ucvtf	d0, x24, #26
	ucvtf	d30, x24, #38
	ucvtf	d28, x7, #1
	ucvtf	s30, x6
	ucvtf	s3, x0
	ucvtf	s15, x14
	ucvtf	s27, x28
	ucvtf	s18, x16, #29
	ucvtf	s16, x21, #1
	ucvtf	s12, x4, #28
	ucvtf	s21, x28, #38
	ucvtf	d19, d31, #64
	ucvtf	d13, d25, #60
	ucvtf	d18, d14, #1
	ucvtf	d4, d0, #62
	ucvtf	s10, s6, #10
	ucvtf	s16, s0, #32
	ucvtf	s1, s28, #26
	ucvtf	s31, s10, #1
	ucvtf	v20.2d, v14.2d, #59
	ucvtf	v28.2d, v6.2d, #1
	ucvtf	v15.2d, v22.2d, #58
	ucvtf	v7.2d, v8.2d, #5
	ucvtf	v15.2s, v30.2s, #1
	ucvtf	v24.2s, v30.2s, #1
	ucvtf	v11.2s, v11.2s, #31
	ucvtf	v9.2s, v4.2s, #15
	ucvtf	v23.4s, v2.4s, #1
	ucvtf	v1.4s, v2.4s, #14
	ucvtf	v19.4s, v29.4s, #27
	ucvtf	v1.4s, v17.4s, #18
	ucvtf	d31, d18
	ucvtf	d13, d10
	ucvtf	d14, d20
	ucvtf	d21, d6
	ucvtf	s10, s7
	ucvtf	s13, s22
	ucvtf	s31, s27
	ucvtf	s12, s19
	ucvtf	v2.2d, v15.2d
	ucvtf	v3.2d, v25.2d
	ucvtf	v11.2d, v13.2d
	ucvtf	v12.2d, v3.2d
	ucvtf	v20.2s, v0.2s
	ucvtf	v6.2s, v29.2s
	ucvtf	v18.2s, v23.2s
	ucvtf	v23.2s, v31.2s
	ucvtf	v29.4s, v20.4s
	ucvtf	v27.4s, v30.4s
	ucvtf	v3.4s, v10.4s
	ucvtf	v24.4s, v27.4s
	udf	#65535
	udf	#8650
	udf	#12009
	udf	#38855
	udiv	w19, w19, w14
	udiv	w2, w20, w27
	udiv	w12, wzr, w18
	udiv	w21, w26, w21
	udiv	x18, x4, x24
	udiv	x19, x22, x23
	udiv	x11, x21, x11
	udiv	x23, x30, x6
	uhadd	v22.16b, v2.16b, v26.16b
	uhadd	v19.16b, v12.16b, v16.16b
	uhadd	v21.16b, v14.16b, v2.16b
	uhadd	v12.16b, v1.16b, v27.16b
	uhadd	v20.2s, v14.2s, v10.2s
	uhadd	v20.2s, v14.2s, v31.2s
	uhadd	v31.2s, v10.2s, v6.2s
	uhadd	v9.2s, v26.2s, v29.2s
	uhadd	v20.4h, v21.4h, v24.4h
	uhadd	v5.4h, v12.4h, v17.4h
	uhadd	v0.4h, v2.4h, v23.4h
	uhadd	v23.4h, v7.4h, v13.4h
	uhadd	v3.4s, v29.4s, v17.4s
	uhadd	v20.4s, v11.4s, v17.4s
	uhadd	v0.4s, v28.4s, v2.4s
	uhadd	v28.4s, v14.4s, v0.4s
	uhadd	v11.8b, v7.8b, v19.8b
	uhadd	v5.8b, v7.8b, v16.8b
	uhadd	v16.8b, v24.8b, v7.8b
	uhadd	v24.8b, v12.8b, v24.8b
	uhadd	v15.8h, v20.8h, v12.8h
	uhadd	v20.8h, v27.8h, v8.8h
	uhadd	v3.8h, v10.8h, v17.8h
	uhadd	v27.8h, v7.8h, v18.8h
	uhsub	v30.16b, v12.16b, v10.16b
	uhsub	v14.16b, v8.16b, v24.16b
	uhsub	v1.16b, v7.16b, v19.16b
	uhsub	v20.16b, v31.16b, v3.16b
	uhsub	v7.2s, v10.2s, v9.2s
	uhsub	v1.2s, v14.2s, v9.2s
	uhsub	v29.2s, v13.2s, v25.2s
	uhsub	v9.2s, v30.2s, v17.2s
	uhsub	v3.4h, v3.4h, v13.4h
	uhsub	v20.4h, v8.4h, v1.4h
	uhsub	v18.4h, v28.4h, v1.4h
	uhsub	v0.4h, v21.4h, v30.4h
	uhsub	v2.4s, v21.4s, v2.4s
	uhsub	v10.4s, v31.4s, v7.4s
	uhsub	v5.4s, v19.4s, v20.4s
	uhsub	v18.4s, v19.4s, v9.4s
	uhsub	v21.8b, v31.8b, v26.8b
	uhsub	v18.8b, v30.8b, v19.8b
	uhsub	v10.8b, v13.8b, v5.8b
	uhsub	v8.8b, v24.8b, v8.8b
	uhsub	v6.8h, v19.8h, v29.8h
	uhsub	v1.8h, v11.8h, v14.8h
	uhsub	v13.8h, v31.8h, v5.8h
	uhsub	v26.8h, v25.8h, v1.8h
	umaddl	x4, w28, w27, x15
	umaddl	x30, w27, w26, x17
	umaddl	x18, w24, w5, x23
	umaddl	x8, w7, w2, x6
	umaxp	v9.16b, v2.16b, v31.16b
	umaxp	v4.16b, v22.16b, v3.16b
	umaxp	v27.16b, v19.16b, v28.16b
	umaxp	v6.16b, v8.16b, v3.16b
	umaxp	v26.2s, v25.2s, v23.2s
	umaxp	v14.2s, v5.2s, v16.2s
	umaxp	v17.2s, v26.2s, v15.2s
	umaxp	v10.2s, v11.2s, v3.2s
	umaxp	v22.4h, v21.4h, v20.4h
	umaxp	v15.4h, v24.4h, v7.4h
	umaxp	v23.4h, v26.4h, v6.4h
	umaxp	v14.4h, v30.4h, v14.4h
	umaxp	v23.4s, v28.4s, v23.4s
	umaxp	v6.4s, v7.4s, v5.4s
	umaxp	v11.4s, v19.4s, v0.4s
	umaxp	v5.4s, v19.4s, v8.4s
	umaxp	v7.8b, v30.8b, v14.8b
	umaxp	v10.8b, v25.8b, v17.8b
	umaxp	v14.8b, v3.8b, v28.8b
	umaxp	v18.8b, v0.8b, v7.8b
	umaxp	v2.8h, v7.8h, v24.8h
	umaxp	v26.8h, v7.8h, v24.8h
	umaxp	v9.8h, v14.8h, v13.8h
	umaxp	v12.8h, v18.8h, v12.8h
	umaxv	b30, v19.16b
	umaxv	b5, v30.16b
	umaxv	b30, v4.16b
	umaxv	b16, v6.16b
	umaxv	h10, v31.4h
	umaxv	h6, v21.4h
	umaxv	h3, v29.4h
	umaxv	h23, v9.4h
	umaxv	s14, v5.4s
	umaxv	s20, v19.4s
	umaxv	s31, v1.4s
	umaxv	s17, v5.4s
	umaxv	b11, v13.8b
	umaxv	b6, v31.8b
	umaxv	b13, v26.8b
	umaxv	b14, v29.8b
	umaxv	h26, v23.8h
	umaxv	h0, v13.8h
	umaxv	h18, v15.8h
	umaxv	h4, v11.8h
	umax	v21.16b, v22.16b, v25.16b
	umax	v1.16b, v7.16b, v26.16b
	umax	v9.16b, v27.16b, v18.16b
	umax	v26.16b, v30.16b, v9.16b
	umax	v9.2s, v7.2s, v11.2s
	umax	v30.2s, v13.2s, v19.2s
	umax	v12.2s, v8.2s, v7.2s
	umax	v9.2s, v13.2s, v21.2s
	umax	v6.4h, v25.4h, v9.4h
	umax	v19.4h, v1.4h, v31.4h
	umax	v6.4h, v8.4h, v31.4h
	umax	v26.4h, v15.4h, v11.4h
	umax	v19.4s, v28.4s, v10.4s
	umax	v0.4s, v10.4s, v8.4s
	umax	v1.4s, v8.4s, v3.4s
	umax	v25.4s, v27.4s, v31.4s
	umax	v7.8b, v2.8b, v3.8b
	umax	v28.8b, v10.8b, v12.8b
	umax	v18.8b, v22.8b, v13.8b
	umax	v3.8b, v23.8b, v8.8b
	umax	v10.8h, v19.8h, v25.8h
	umax	v22.8h, v29.8h, v23.8h
	umax	v21.8h, v9.8h, v26.8h
	umax	v4.8h, v17.8h, v23.8h
	uminp	v30.16b, v3.16b, v4.16b
	uminp	v1.16b, v11.16b, v16.16b
	uminp	v10.16b, v23.16b, v11.16b
	uminp	v28.16b, v28.16b, v30.16b
	uminp	v5.2s, v15.2s, v9.2s
	uminp	v13.2s, v3.2s, v23.2s
	uminp	v10.2s, v28.2s, v9.2s
	uminp	v23.2s, v14.2s, v10.2s
	uminp	v9.4h, v19.4h, v25.4h
	uminp	v25.4h, v22.4h, v9.4h
	uminp	v16.4h, v6.4h, v16.4h
	uminp	v14.4h, v20.4h, v24.4h
	uminp	v14.4s, v6.4s, v25.4s
	uminp	v2.4s, v25.4s, v29.4s
	uminp	v18.4s, v15.4s, v28.4s
	uminp	v30.4s, v7.4s, v27.4s
	uminp	v13.8b, v9.8b, v11.8b
	uminp	v21.8b, v13.8b, v1.8b
	uminp	v18.8b, v23.8b, v22.8b
	uminp	v20.8b, v27.8b, v12.8b
	uminp	v28.8h, v30.8h, v5.8h
	uminp	v2.8h, v13.8h, v15.8h
	uminp	v12.8h, v27.8h, v6.8h
	uminp	v7.8h, v13.8h, v24.8h
	uminv	b2, v24.16b
	uminv	b24, v10.16b
	uminv	b23, v3.16b
	uminv	b9, v25.16b
	uminv	h22, v13.4h
	uminv	h7, v16.4h
	uminv	h14, v21.4h
	uminv	h17, v13.4h
	uminv	s18, v8.4s
	uminv	s15, v6.4s
	uminv	s7, v20.4s
	uminv	s23, v4.4s
	uminv	b18, v21.8b
	uminv	b28, v7.8b
	uminv	b20, v6.8b
	uminv	b14, v7.8b
	uminv	h28, v1.8h
	uminv	h16, v20.8h
	uminv	h2, v3.8h
	uminv	h7, v5.8h
	umin	v24.16b, v7.16b, v26.16b
	umin	v24.16b, v22.16b, v4.16b
	umin	v5.16b, v2.16b, v18.16b
	umin	v17.16b, v31.16b, v18.16b
	umin	v0.2s, v29.2s, v18.2s
	umin	v10.2s, v18.2s, v23.2s
	umin	v31.2s, v22.2s, v5.2s
	umin	v19.2s, v5.2s, v27.2s
	umin	v18.4h, v6.4h, v16.4h
	umin	v22.4h, v12.4h, v27.4h
	umin	v10.4h, v29.4h, v14.4h
	umin	v19.4h, v3.4h, v11.4h
	umin	v17.4s, v15.4s, v23.4s
	umin	v1.4s, v10.4s, v17.4s
	umin	v29.4s, v6.4s, v1.4s
	umin	v11.4s, v14.4s, v18.4s
	umin	v18.8b, v17.8b, v21.8b
	umin	v3.8b, v7.8b, v20.8b
	umin	v5.8b, v21.8b, v17.8b
	umin	v17.8b, v27.8b, v31.8b
	umin	v18.8h, v23.8h, v6.8h
	umin	v30.8h, v7.8h, v15.8h
	umin	v21.8h, v5.8h, v7.8h
	umin	v11.8h, v15.8h, v31.8h
	umlal	v7.2d, v17.2s, v0.s[3]
	umlal	v18.2d, v29.2s, v24.s[2]
	umlal	v14.2d, v16.2s, v1.s[1]
	umlal	v14.2d, v25.2s, v17.s[0]
	umlal2	v23.2d, v10.4s, v9.s[1]
	umlal2	v29.2d, v24.4s, v9.s[0]
	umlal2	v30.2d, v3.4s, v23.s[1]
	umlal2	v20.2d, v17.4s, v21.s[1]
	umlal	v5.4s, v29.4h, v3.h[7]
	umlal	v12.4s, v23.4h, v0.h[0]
	umlal	v16.4s, v20.4h, v13.h[6]
	umlal	v8.4s, v21.4h, v2.h[0]
	umlal2	v8.4s, v21.8h, v2.h[5]
	umlal2	v21.4s, v21.8h, v0.h[6]
	umlal2	v29.4s, v2.8h, v2.h[0]
	umlal2	v21.4s, v16.8h, v0.h[6]
	umlal	v20.2d, v16.2s, v19.2s
	umlal	v9.2d, v3.2s, v10.2s
	umlal	v23.2d, v26.2s, v4.2s
	umlal	v28.2d, v4.2s, v20.2s
	umlal2	v27.2d, v20.4s, v28.4s
	umlal2	v2.2d, v26.4s, v30.4s
	umlal2	v0.2d, v21.4s, v17.4s
	umlal2	v10.2d, v26.4s, v11.4s
	umlal	v13.4s, v25.4h, v23.4h
	umlal	v7.4s, v13.4h, v29.4h
	umlal	v21.4s, v15.4h, v17.4h
	umlal	v29.4s, v15.4h, v24.4h
	umlal2	v13.4s, v30.8h, v7.8h
	umlal2	v4.4s, v26.8h, v29.8h
	umlal2	v29.4s, v28.8h, v18.8h
	umlal2	v10.4s, v27.8h, v22.8h
	umlal	v15.8h, v29.8b, v27.8b
	umlal	v24.8h, v16.8b, v3.8b
	umlal	v31.8h, v19.8b, v10.8b
	umlal	v29.8h, v12.8b, v1.8b
	umlal2	v11.8h, v18.16b, v1.16b
	umlal2	v7.8h, v15.16b, v1.16b
	umlal2	v10.8h, v25.16b, v14.16b
	umlal2	v21.8h, v29.16b, v27.16b
	umlsl	v30.2d, v10.2s, v3.s[3]
	umlsl	v28.2d, v0.2s, v21.s[2]
	umlsl	v22.2d, v9.2s, v15.s[2]
	umlsl	v24.2d, v23.2s, v23.s[1]
	umlsl2	v15.2d, v3.4s, v15.s[2]
	umlsl2	v15.2d, v3.4s, v14.s[0]
	umlsl2	v0.2d, v10.4s, v11.s[2]
	umlsl2	v27.2d, v19.4s, v19.s[0]
	umlsl	v3.4s, v9.4h, v2.h[0]
	umlsl	v12.4s, v5.4h, v7.h[0]
	umlsl	v3.4s, v24.4h, v3.h[5]
	umlsl	v13.4s, v2.4h, v12.h[1]
	umlsl2	v31.4s, v16.8h, v15.h[3]
	umlsl2	v16.4s, v23.8h, v3.h[1]
	umlsl2	v9.4s, v27.8h, v10.h[1]
	umlsl2	v22.4s, v18.8h, v12.h[7]
	umlsl	v15.2d, v11.2s, v9.2s
	umlsl	v16.2d, v12.2s, v24.2s
	umlsl	v10.2d, v25.2s, v22.2s
	umlsl	v1.2d, v11.2s, v6.2s
	umlsl2	v23.2d, v9.4s, v20.4s
	umlsl2	v16.2d, v31.4s, v24.4s
	umlsl2	v16.2d, v0.4s, v12.4s
	umlsl2	v20.2d, v21.4s, v16.4s
	umlsl	v1.4s, v24.4h, v27.4h
	umlsl	v11.4s, v12.4h, v2.4h
	umlsl	v25.4s, v16.4h, v4.4h
	umlsl	v19.4s, v30.4h, v30.4h
	umlsl2	v15.4s, v13.8h, v5.8h
	umlsl2	v4.4s, v10.8h, v28.8h
	umlsl2	v25.4s, v20.8h, v3.8h
	umlsl2	v1.4s, v14.8h, v9.8h
	umlsl	v30.8h, v27.8b, v2.8b
	umlsl	v8.8h, v25.8b, v24.8b
	umlsl	v14.8h, v29.8b, v6.8b
	umlsl	v31.8h, v18.8b, v20.8b
	umlsl2	v16.8h, v29.16b, v24.16b
	umlsl2	v0.8h, v21.16b, v28.16b
	umlsl2	v4.8h, v20.16b, v10.16b
	umlsl2	v16.8h, v13.16b, v17.16b
	umov	w20, v30.b[9]
	umov	w2, v5.b[13]
	umov	w1, v24.b[10]
	umov	w19, v11.b[14]
	mov	x23, v17.d[1]
	mov	x21, v31.d[1]
	mov	x1, v17.d[1]
	mov	x28, v27.d[0]
	umov	w12, v9.h[4]
	umov	w4, v23.h[5]
	umov	w9, v15.h[1]
	umov	w30, v12.h[2]
	mov	w6, v19.s[0]
	mov	w5, v25.s[2]
	mov	w21, v28.s[3]
	mov	w12, v16.s[0]
	umsubl	x30, w7, w8, x1
	umsubl	x27, w30, w3, x15
	umnegl	x16, w26, w8
	umsubl	x6, w0, w2, x16
	umulh	x26, x18, x30
	umulh	x5, x0, x11
	umulh	x19, x4, x27
	umulh	x11, x27, x6
	umull	v15.2d, v2.2s, v16.s[0]
	umull	v20.2d, v22.2s, v29.s[1]
	umull	v2.2d, v25.2s, v22.s[1]
	umull	v17.2d, v8.2s, v16.s[1]
	umull2	v30.2d, v4.4s, v9.s[3]
	umull2	v25.2d, v21.4s, v31.s[1]
	umull2	v10.2d, v13.4s, v2.s[0]
	umull2	v9.2d, v1.4s, v21.s[3]
	umull	v25.4s, v13.4h, v10.h[6]
	umull	v3.4s, v5.4h, v9.h[4]
	umull	v13.4s, v10.4h, v14.h[4]
	umull	v15.4s, v20.4h, v8.h[4]
	umull2	v7.4s, v29.8h, v1.h[5]
	umull2	v18.4s, v1.8h, v5.h[7]
	umull2	v14.4s, v2.8h, v15.h[0]
	umull2	v23.4s, v9.8h, v4.h[1]
	umull	v14.2d, v31.2s, v12.2s
	umull	v15.2d, v24.2s, v30.2s
	umull	v17.2d, v1.2s, v7.2s
	umull	v29.2d, v30.2s, v1.2s
	umull2	v29.2d, v8.4s, v22.4s
	umull2	v20.2d, v5.4s, v26.4s
	umull2	v29.2d, v31.4s, v18.4s
	umull2	v17.2d, v0.4s, v14.4s
	umull	v16.4s, v31.4h, v19.4h
	umull	v28.4s, v2.4h, v28.4h
	umull	v6.4s, v16.4h, v14.4h
	umull	v23.4s, v22.4h, v27.4h
	umull2	v1.4s, v4.8h, v0.8h
	umull2	v20.4s, v20.8h, v27.8h
	umull2	v28.4s, v30.8h, v7.8h
	umull2	v19.4s, v15.8h, v9.8h
	umull	v30.8h, v11.8b, v23.8b
	umull	v29.8h, v25.8b, v5.8b
	umull	v11.8h, v14.8b, v2.8b
	umull	v5.8h, v6.8b, v11.8b
	umull2	v28.8h, v24.16b, v30.16b
	umull2	v16.8h, v23.16b, v16.16b
	umull2	v5.8h, v18.16b, v23.16b
	umull2	v18.8h, v4.16b, v1.16b
	uqadd	b24, b21, b9
	uqadd	b30, b22, b10
	uqadd	b0, b1, b22
	uqadd	b30, b28, b10
	uqadd	d29, d19, d19
	uqadd	d12, d31, d17
	uqadd	d17, d31, d25
	uqadd	d6, d9, d7
	uqadd	h30, h27, h4
	uqadd	h25, h6, h17
	uqadd	h18, h12, h21
	uqadd	h19, h6, h5
	uqadd	s4, s7, s10
	uqadd	s6, s26, s26
	uqadd	s5, s4, s23
	uqadd	s12, s14, s3
	uqadd	v0.16b, v0.16b, v15.16b
	uqadd	v0.16b, v11.16b, v17.16b
	uqadd	v3.16b, v17.16b, v22.16b
	uqadd	v13.16b, v10.16b, v1.16b
	uqadd	v31.2d, v6.2d, v14.2d
	uqadd	v11.2d, v6.2d, v8.2d
	uqadd	v28.2d, v20.2d, v19.2d
	uqadd	v15.2d, v19.2d, v7.2d
	uqadd	v3.2s, v16.2s, v30.2s
	uqadd	v12.2s, v15.2s, v26.2s
	uqadd	v12.2s, v26.2s, v22.2s
	uqadd	v16.2s, v8.2s, v23.2s
	uqadd	v13.4h, v21.4h, v19.4h
	uqadd	v28.4h, v22.4h, v19.4h
	uqadd	v15.4h, v30.4h, v20.4h
	uqadd	v2.4h, v21.4h, v11.4h
	uqadd	v24.4s, v31.4s, v17.4s
	uqadd	v9.4s, v12.4s, v26.4s
	uqadd	v17.4s, v17.4s, v15.4s
	uqadd	v18.4s, v4.4s, v7.4s
	uqadd	v11.8b, v17.8b, v21.8b
	uqadd	v4.8b, v9.8b, v11.8b
	uqadd	v4.8b, v1.8b, v13.8b
	uqadd	v29.8b, v6.8b, v0.8b
	uqadd	v18.8h, v7.8h, v18.8h
	uqadd	v5.8h, v9.8h, v21.8h
	uqadd	v14.8h, v5.8h, v15.8h
	uqadd	v16.8h, v1.8h, v10.8h
	uqrshl	b5, b15, b12
	uqrshl	b25, b22, b29
	uqrshl	b5, b11, b31
	uqrshl	b25, b5, b0
	uqrshl	d14, d24, d6
	uqrshl	d10, d27, d22
	uqrshl	d10, d14, d3
	uqrshl	d10, d14, d7
	uqrshl	h25, h20, h24
	uqrshl	h25, h30, h18
	uqrshl	h24, h28, h12
	uqrshl	h20, h25, h26
	uqrshl	s24, s17, s4
	uqrshl	s11, s27, s2
	uqrshl	s10, s31, s17
	uqrshl	s27, s22, s6
	uqrshl	v29.16b, v19.16b, v8.16b
	uqrshl	v2.16b, v4.16b, v28.16b
	uqrshl	v1.16b, v3.16b, v25.16b
	uqrshl	v31.16b, v15.16b, v28.16b
	uqrshl	v12.2d, v5.2d, v19.2d
	uqrshl	v6.2d, v20.2d, v7.2d
	uqrshl	v14.2d, v9.2d, v30.2d
	uqrshl	v25.2d, v5.2d, v7.2d
	uqrshl	v11.2s, v27.2s, v21.2s
	uqrshl	v21.2s, v5.2s, v18.2s
	uqrshl	v23.2s, v7.2s, v26.2s
	uqrshl	v29.2s, v23.2s, v3.2s
	uqrshl	v16.4h, v14.4h, v25.4h
	uqrshl	v29.4h, v18.4h, v22.4h
	uqrshl	v18.4h, v29.4h, v4.4h
	uqrshl	v29.4h, v0.4h, v27.4h
	uqrshl	v23.4s, v23.4s, v30.4s
	uqrshl	v29.4s, v15.4s, v9.4s
	uqrshl	v2.4s, v22.4s, v24.4s
	uqrshl	v15.4s, v3.4s, v5.4s
	uqrshl	v9.8b, v25.8b, v14.8b
	uqrshl	v30.8b, v31.8b, v29.8b
	uqrshl	v30.8b, v27.8b, v3.8b
	uqrshl	v25.8b, v27.8b, v5.8b
	uqrshl	v15.8h, v5.8h, v22.8h
	uqrshl	v22.8h, v18.8h, v10.8h
	uqrshl	v26.8h, v15.8h, v30.8h
	uqrshl	v23.8h, v23.8h, v16.8h
	uqrshrn	b1, h4, #6
	uqrshrn	b23, h10, #6
	uqrshrn	b11, h22, #1
	uqrshrn	b12, h16, #7
	uqrshrn	h23, s6, #3
	uqrshrn	h18, s4, #4
	uqrshrn	h5, s0, #3
	uqrshrn	h30, s20, #15
	uqrshrn	s27, d0, #23
	uqrshrn	s1, d28, #11
	uqrshrn	s18, d7, #25
	uqrshrn	s8, d26, #23
	uqrshrn	v23.2s, v3.2d, #19
	uqrshrn	v9.2s, v10.2d, #24
	uqrshrn	v5.2s, v13.2d, #1
	uqrshrn	v4.2s, v20.2d, #9
	uqrshrn2	v9.4s, v10.2d, #27
	uqrshrn2	v28.4s, v3.2d, #13
	uqrshrn2	v23.4s, v5.2d, #1
	uqrshrn2	v31.4s, v14.2d, #10
	uqrshrn	v29.4h, v25.4s, #13
	uqrshrn	v6.4h, v24.4s, #16
	uqrshrn	v5.4h, v13.4s, #10
	uqrshrn	v9.4h, v23.4s, #4
	uqrshrn2	v18.8h, v13.4s, #16
	uqrshrn2	v3.8h, v28.4s, #1
	uqrshrn2	v16.8h, v28.4s, #12
	uqrshrn2	v2.8h, v15.4s, #1
	uqrshrn	v16.8b, v5.8h, #8
	uqrshrn	v12.8b, v13.8h, #6
	uqrshrn	v22.8b, v2.8h, #6
	uqrshrn	v13.8b, v25.8h, #6
	uqrshrn2	v16.16b, v31.8h, #1
	uqrshrn2	v12.16b, v2.8h, #1
	uqrshrn2	v28.16b, v13.8h, #8
	uqrshrn2	v7.16b, v28.8h, #1
	uqshl	b26, b5, #5
	uqshl	b4, b1, #3
	uqshl	b30, b2, #5
	uqshl	b16, b8, #5
	uqshl	d30, d22, #22
	uqshl	d22, d19, #46
	uqshl	d2, d16, #30
	uqshl	d22, d24, #0
	uqshl	h17, h3, #6
	uqshl	h9, h26, #0
	uqshl	h22, h11, #7
	uqshl	h26, h31, #10
	uqshl	s16, s12, #1
	uqshl	s28, s3, #27
	uqshl	s6, s14, #1
	uqshl	s6, s16, #19
	uqshl	v14.16b, v17.16b, #2
	uqshl	v5.16b, v0.16b, #7
	uqshl	v1.16b, v7.16b, #1
	uqshl	v5.16b, v5.16b, #7
	uqshl	v13.2d, v19.2d, #37
	uqshl	v21.2d, v30.2d, #33
	uqshl	v15.2d, v10.2d, #23
	uqshl	v5.2d, v14.2d, #34
	uqshl	v18.2s, v26.2s, #23
	uqshl	v13.2s, v31.2s, #0
	uqshl	v4.2s, v4.2s, #20
	uqshl	v4.2s, v22.2s, #20
	uqshl	v11.4h, v6.4h, #15
	uqshl	v5.4h, v5.4h, #13
	uqshl	v9.4h, v13.4h, #11
	uqshl	v31.4h, v23.4h, #14
	uqshl	v28.4s, v19.4s, #22
	uqshl	v2.4s, v15.4s, #8
	uqshl	v22.4s, v0.4s, #7
	uqshl	v1.4s, v29.4s, #19
	uqshl	v9.8b, v13.8b, #4
	uqshl	v5.8b, v23.8b, #5
	uqshl	v1.8b, v4.8b, #0
	uqshl	v2.8b, v29.8b, #5
	uqshl	v15.8h, v4.8h, #7
	uqshl	v25.8h, v10.8h, #6
	uqshl	v17.8h, v31.8h, #0
	uqshl	v0.8h, v24.8h, #8
	uqshl	b30, b3, b6
	uqshl	b21, b11, b1
	uqshl	b11, b19, b16
	uqshl	b21, b23, b31
	uqshl	d17, d23, d12
	uqshl	d28, d29, d15
	uqshl	d26, d24, d29
	uqshl	d20, d24, d5
	uqshl	h16, h16, h3
	uqshl	h17, h31, h12
	uqshl	h1, h22, h4
	uqshl	h31, h19, h31
	uqshl	s10, s24, s24
	uqshl	s9, s18, s8
	uqshl	s19, s1, s13
	uqshl	s25, s21, s9
	uqshl	v6.16b, v28.16b, v18.16b
	uqshl	v31.16b, v29.16b, v27.16b
	uqshl	v15.16b, v15.16b, v0.16b
	uqshl	v19.16b, v4.16b, v22.16b
	uqshl	v12.2d, v11.2d, v18.2d
	uqshl	v10.2d, v19.2d, v20.2d
	uqshl	v17.2d, v25.2d, v4.2d
	uqshl	v6.2d, v15.2d, v2.2d
	uqshl	v31.2s, v15.2s, v30.2s
	uqshl	v27.2s, v2.2s, v0.2s
	uqshl	v18.2s, v22.2s, v29.2s
	uqshl	v8.2s, v20.2s, v23.2s
	uqshl	v9.4h, v4.4h, v9.4h
	uqshl	v25.4h, v29.4h, v27.4h
	uqshl	v28.4h, v5.4h, v10.4h
	uqshl	v1.4h, v12.4h, v4.4h
	uqshl	v29.4s, v12.4s, v25.4s
	uqshl	v26.4s, v3.4s, v26.4s
	uqshl	v28.4s, v14.4s, v5.4s
	uqshl	v7.4s, v14.4s, v13.4s
	uqshl	v22.8b, v28.8b, v29.8b
	uqshl	v29.8b, v15.8b, v8.8b
	uqshl	v27.8b, v26.8b, v28.8b
	uqshl	v15.8b, v30.8b, v22.8b
	uqshl	v28.8h, v17.8h, v14.8h
	uqshl	v5.8h, v14.8h, v15.8h
	uqshl	v31.8h, v9.8h, v12.8h
	uqshl	v19.8h, v8.8h, v21.8h
	uqshrn	b15, h8, #1
	uqshrn	b18, h19, #5
	uqshrn	b2, h24, #4
	uqshrn	b9, h1, #1
	uqshrn	h24, s31, #12
	uqshrn	h3, s11, #9
	uqshrn	h9, s20, #3
	uqshrn	h21, s3, #8
	uqshrn	s3, d15, #3
	uqshrn	s24, d28, #1
	uqshrn	s11, d9, #1
	uqshrn	s7, d14, #15
	uqshrn	v22.2s, v28.2d, #27
	uqshrn	v8.2s, v11.2d, #22
	uqshrn	v5.2s, v19.2d, #27
	uqshrn	v20.2s, v21.2d, #15
	uqshrn2	v25.4s, v16.2d, #17
	uqshrn2	v21.4s, v14.2d, #9
	uqshrn2	v4.4s, v21.2d, #11
	uqshrn2	v5.4s, v17.2d, #12
	uqshrn	v27.4h, v30.4s, #1
	uqshrn	v12.4h, v18.4s, #16
	uqshrn	v14.4h, v17.4s, #8
	uqshrn	v15.4h, v12.4s, #13
	uqshrn2	v26.8h, v10.4s, #9
	uqshrn2	v21.8h, v20.4s, #15
	uqshrn2	v0.8h, v25.4s, #12
	uqshrn2	v13.8h, v28.4s, #10
	uqshrn	v6.8b, v12.8h, #4
	uqshrn	v6.8b, v4.8h, #6
	uqshrn	v14.8b, v10.8h, #1
	uqshrn	v14.8b, v4.8h, #1
	uqshrn2	v1.16b, v25.8h, #7
	uqshrn2	v2.16b, v4.8h, #8
	uqshrn2	v17.16b, v0.8h, #1
	uqshrn2	v3.16b, v3.8h, #7
	uqsub	b2, b27, b2
	uqsub	b1, b19, b13
	uqsub	b5, b26, b27
	uqsub	b30, b23, b8
	uqsub	d18, d6, d31
	uqsub	d20, d0, d2
	uqsub	d15, d17, d26
	uqsub	d8, d17, d8
	uqsub	h15, h1, h9
	uqsub	h9, h6, h26
	uqsub	h7, h20, h1
	uqsub	h31, h21, h6
	uqsub	s6, s4, s12
	uqsub	s7, s2, s6
	uqsub	s7, s7, s30
	uqsub	s22, s4, s16
	uqsub	v27.16b, v23.16b, v2.16b
	uqsub	v29.16b, v18.16b, v28.16b
	uqsub	v31.16b, v11.16b, v15.16b
	uqsub	v10.16b, v9.16b, v22.16b
	uqsub	v7.2d, v27.2d, v19.2d
	uqsub	v27.2d, v12.2d, v11.2d
	uqsub	v11.2d, v9.2d, v27.2d
	uqsub	v30.2d, v0.2d, v30.2d
	uqsub	v25.2s, v5.2s, v8.2s
	uqsub	v25.2s, v18.2s, v21.2s
	uqsub	v30.2s, v9.2s, v15.2s
	uqsub	v30.2s, v13.2s, v23.2s
	uqsub	v17.4h, v29.4h, v28.4h
	uqsub	v29.4h, v1.4h, v8.4h
	uqsub	v24.4h, v26.4h, v13.4h
	uqsub	v2.4h, v11.4h, v1.4h
	uqsub	v18.4s, v30.4s, v3.4s
	uqsub	v14.4s, v2.4s, v29.4s
	uqsub	v31.4s, v10.4s, v0.4s
	uqsub	v28.4s, v7.4s, v25.4s
	uqsub	v2.8b, v22.8b, v20.8b
	uqsub	v20.8b, v27.8b, v8.8b
	uqsub	v31.8b, v4.8b, v7.8b
	uqsub	v23.8b, v24.8b, v29.8b
	uqsub	v29.8h, v12.8h, v19.8h
	uqsub	v29.8h, v11.8h, v16.8h
	uqsub	v3.8h, v19.8h, v26.8h
	uqsub	v22.8h, v4.8h, v15.8h
	uqxtn	b18, h1
	uqxtn	b6, h29
	uqxtn	b2, h30
	uqxtn	b24, h1
	uqxtn	h28, s5
	uqxtn	h10, s19
	uqxtn	h30, s12
	uqxtn	h31, s8
	uqxtn	s19, d22
	uqxtn	s8, d24
	uqxtn	s6, d14
	uqxtn	s14, d22
	uqxtn	v15.2s, v18.2d
	uqxtn	v1.2s, v21.2d
	uqxtn	v2.2s, v13.2d
	uqxtn	v9.2s, v10.2d
	uqxtn2	v21.4s, v11.2d
	uqxtn2	v6.4s, v2.2d
	uqxtn2	v5.4s, v27.2d
	uqxtn2	v19.4s, v12.2d
	uqxtn	v28.4h, v17.4s
	uqxtn	v20.4h, v20.4s
	uqxtn	v13.4h, v12.4s
	uqxtn	v15.4h, v21.4s
	uqxtn2	v8.8h, v29.4s
	uqxtn2	v23.8h, v11.4s
	uqxtn2	v18.8h, v16.4s
	uqxtn2	v26.8h, v17.4s
	uqxtn	v11.8b, v0.8h
	uqxtn	v21.8b, v24.8h
	uqxtn	v8.8b, v25.8h
	uqxtn	v28.8b, v4.8h
	uqxtn2	v1.16b, v6.8h
	uqxtn2	v0.16b, v5.8h
	uqxtn2	v28.16b, v6.8h
	uqxtn2	v22.16b, v30.8h
	urecpe	v11.2s, v30.2s
	urecpe	v25.2s, v26.2s
	urecpe	v28.2s, v2.2s
	urecpe	v26.2s, v14.2s
	urecpe	v13.4s, v15.4s
	urecpe	v23.4s, v29.4s
	urecpe	v4.4s, v4.4s
	urecpe	v3.4s, v1.4s
	urhadd	v23.16b, v5.16b, v3.16b
	urhadd	v15.16b, v31.16b, v27.16b
	urhadd	v28.16b, v23.16b, v7.16b
	urhadd	v16.16b, v27.16b, v4.16b
	urhadd	v11.2s, v31.2s, v29.2s
	urhadd	v3.2s, v9.2s, v13.2s
	urhadd	v22.2s, v14.2s, v24.2s
	urhadd	v6.2s, v30.2s, v12.2s
	urhadd	v28.4h, v8.4h, v6.4h
	urhadd	v6.4h, v8.4h, v31.4h
	urhadd	v14.4h, v26.4h, v8.4h
	urhadd	v24.4h, v10.4h, v22.4h
	urhadd	v29.4s, v25.4s, v23.4s
	urhadd	v19.4s, v20.4s, v29.4s
	urhadd	v1.4s, v7.4s, v27.4s
	urhadd	v1.4s, v2.4s, v17.4s
	urhadd	v22.8b, v5.8b, v3.8b
	urhadd	v13.8b, v3.8b, v9.8b
	urhadd	v26.8b, v9.8b, v0.8b
	urhadd	v11.8b, v2.8b, v28.8b
	urhadd	v19.8h, v7.8h, v31.8h
	urhadd	v1.8h, v29.8h, v24.8h
	urhadd	v22.8h, v15.8h, v19.8h
	urhadd	v3.8h, v10.8h, v16.8h
	urshl	d1, d25, d10
	urshl	d26, d14, d22
	urshl	d30, d4, d25
	urshl	d22, d4, d5
	urshl	v12.16b, v27.16b, v18.16b
	urshl	v18.16b, v27.16b, v23.16b
	urshl	v0.16b, v19.16b, v3.16b
	urshl	v29.16b, v21.16b, v17.16b
	urshl	v4.2d, v23.2d, v17.2d
	urshl	v11.2d, v23.2d, v29.2d
	urshl	v10.2d, v18.2d, v30.2d
	urshl	v27.2d, v30.2d, v17.2d
	urshl	v18.2s, v13.2s, v26.2s
	urshl	v15.2s, v31.2s, v2.2s
	urshl	v0.2s, v7.2s, v4.2s
	urshl	v7.2s, v18.2s, v22.2s
	urshl	v26.4h, v21.4h, v22.4h
	urshl	v9.4h, v6.4h, v30.4h
	urshl	v8.4h, v6.4h, v20.4h
	urshl	v8.4h, v16.4h, v26.4h
	urshl	v18.4s, v9.4s, v15.4s
	urshl	v11.4s, v23.4s, v1.4s
	urshl	v31.4s, v21.4s, v15.4s
	urshl	v9.4s, v15.4s, v6.4s
	urshl	v6.8b, v0.8b, v4.8b
	urshl	v6.8b, v0.8b, v8.8b
	urshl	v25.8b, v9.8b, v4.8b
	urshl	v21.8b, v16.8b, v2.8b
	urshl	v6.8h, v2.8h, v20.8h
	urshl	v15.8h, v2.8h, v13.8h
	urshl	v30.8h, v11.8h, v8.8h
	urshl	v4.8h, v24.8h, v28.8h
	urshr	d0, d21, #1
	urshr	d26, d8, #1
	urshr	d15, d31, #23
	urshr	d11, d30, #49
	urshr	v21.16b, v15.16b, #2
	urshr	v27.16b, v23.16b, #7
	urshr	v20.16b, v3.16b, #5
	urshr	v16.16b, v22.16b, #4
	urshr	v8.2d, v0.2d, #2
	urshr	v0.2d, v10.2d, #64
	urshr	v11.2d, v14.2d, #1
	urshr	v29.2d, v2.2d, #61
	urshr	v25.2s, v31.2s, #3
	urshr	v11.2s, v16.2s, #29
	urshr	v30.2s, v25.2s, #29
	urshr	v19.2s, v26.2s, #25
	urshr	v1.4h, v23.4h, #2
	urshr	v27.4h, v16.4h, #16
	urshr	v21.4h, v9.4h, #2
	urshr	v5.4h, v26.4h, #11
	urshr	v22.4s, v15.4s, #13
	urshr	v17.4s, v21.4s, #5
	urshr	v22.4s, v8.4s, #4
	urshr	v31.4s, v15.4s, #29
	urshr	v9.8b, v31.8b, #1
	urshr	v13.8b, v2.8b, #5
	urshr	v14.8b, v23.8b, #2
	urshr	v1.8b, v3.8b, #2
	urshr	v14.8h, v20.8h, #1
	urshr	v24.8h, v13.8h, #1
	urshr	v9.8h, v0.8h, #5
	urshr	v10.8h, v19.8h, #14
	ursqrte	v3.2s, v9.2s
	ursqrte	v6.2s, v28.2s
	ursqrte	v24.2s, v0.2s
	ursqrte	v16.2s, v18.2s
	ursqrte	v13.4s, v26.4s
	ursqrte	v11.4s, v2.4s
	ursqrte	v11.4s, v19.4s
	ursqrte	v11.4s, v0.4s
	ursra	d19, d27, #22
	ursra	d13, d8, #15
	ursra	d20, d13, #25
	ursra	d29, d14, #57
	ursra	v26.16b, v23.16b, #5
	ursra	v0.16b, v9.16b, #7
	ursra	v8.16b, v18.16b, #1
	ursra	v30.16b, v6.16b, #5
	ursra	v10.2d, v10.2d, #17
	ursra	v8.2d, v8.2d, #39
	ursra	v5.2d, v26.2d, #6
	ursra	v23.2d, v3.2d, #1
	ursra	v25.2s, v2.2s, #27
	ursra	v27.2s, v10.2s, #1
	ursra	v16.2s, v23.2s, #13
	ursra	v31.2s, v5.2s, #1
	ursra	v7.4h, v26.4h, #1
	ursra	v21.4h, v7.4h, #6
	ursra	v2.4h, v13.4h, #7
	ursra	v24.4h, v30.4h, #1
	ursra	v31.4s, v13.4s, #15
	ursra	v6.4s, v10.4s, #26
	ursra	v9.4s, v25.4s, #24
	ursra	v2.4s, v11.4s, #1
	ursra	v19.8b, v30.8b, #1
	ursra	v25.8b, v15.8b, #1
	ursra	v28.8b, v23.8b, #4
	ursra	v21.8b, v19.8b, #5
	ursra	v6.8h, v15.8h, #1
	ursra	v28.8h, v25.8h, #7
	ursra	v31.8h, v21.8h, #13
	ursra	v7.8h, v10.8h, #16
	ushll	v7.2d, v29.2s, #31
	ushll	v0.2d, v11.2s, #21
	ushll	v15.2d, v10.2s, #0
	ushll	v5.2d, v24.2s, #17
	ushll2	v5.2d, v30.4s, #16
	ushll2	v17.2d, v14.4s, #22
	ushll2	v13.2d, v28.4s, #25
	ushll2	v16.2d, v6.4s, #11
	ushll	v21.4s, v16.4h, #4
	ushll	v20.4s, v27.4h, #13
	ushll	v24.4s, v13.4h, #8
	ushll	v31.4s, v27.4h, #0
	ushll2	v15.4s, v0.8h, #1
	ushll2	v3.4s, v26.8h, #0
	ushll2	v0.4s, v21.8h, #2
	ushll2	v9.4s, v20.8h, #1
	ushll	v18.8h, v18.8b, #5
	ushll	v22.8h, v2.8b, #7
	ushll	v12.8h, v15.8b, #7
	ushll	v8.8h, v13.8b, #4
	ushll2	v21.8h, v26.16b, #3
	ushll2	v16.8h, v19.16b, #1
	ushll2	v14.8h, v11.16b, #4
	ushll2	v28.8h, v19.16b, #7
	ushl	d28, d21, d25
	ushl	d26, d11, d4
	ushl	d12, d20, d9
	ushl	d11, d30, d31
	ushl	v7.16b, v13.16b, v20.16b
	ushl	v4.16b, v7.16b, v20.16b
	ushl	v28.16b, v16.16b, v25.16b
	ushl	v10.16b, v7.16b, v10.16b
	ushl	v29.2d, v24.2d, v15.2d
	ushl	v3.2d, v0.2d, v18.2d
	ushl	v30.2d, v18.2d, v19.2d
	ushl	v6.2d, v28.2d, v30.2d
	ushl	v30.2s, v20.2s, v29.2s
	ushl	v1.2s, v22.2s, v2.2s
	ushl	v24.2s, v3.2s, v3.2s
	ushl	v6.2s, v13.2s, v3.2s
	ushl	v12.4h, v0.4h, v8.4h
	ushl	v28.4h, v13.4h, v23.4h
	ushl	v15.4h, v8.4h, v9.4h
	ushl	v27.4h, v24.4h, v9.4h
	ushl	v29.4s, v10.4s, v13.4s
	ushl	v5.4s, v15.4s, v16.4s
	ushl	v0.4s, v25.4s, v22.4s
	ushl	v2.4s, v31.4s, v5.4s
	ushl	v22.8b, v31.8b, v26.8b
	ushl	v29.8b, v8.8b, v28.8b
	ushl	v11.8b, v28.8b, v23.8b
	ushl	v1.8b, v9.8b, v6.8b
	ushl	v15.8h, v10.8h, v21.8h
	ushl	v2.8h, v8.8h, v28.8h
	ushl	v2.8h, v8.8h, v1.8h
	ushl	v31.8h, v12.8h, v1.8h
	ushr	d16, d26, #32
	ushr	d4, d3, #9
	ushr	d10, d13, #38
	ushr	d12, d3, #1
	ushr	v12.16b, v6.16b, #6
	ushr	v24.16b, v19.16b, #1
	ushr	v31.16b, v4.16b, #3
	ushr	v25.16b, v19.16b, #1
	ushr	v15.2d, v31.2d, #16
	ushr	v12.2d, v9.2d, #45
	ushr	v19.2d, v18.2d, #42
	ushr	v4.2d, v2.2d, #44
	ushr	v0.2s, v25.2s, #29
	ushr	v1.2s, v30.2s, #32
	ushr	v15.2s, v19.2s, #1
	ushr	v20.2s, v21.2s, #14
	ushr	v31.4h, v11.4h, #1
	ushr	v11.4h, v20.4h, #7
	ushr	v17.4h, v25.4h, #10
	ushr	v23.4h, v6.4h, #10
	ushr	v15.4s, v19.4s, #1
	ushr	v8.4s, v22.4s, #1
	ushr	v20.4s, v3.4s, #3
	ushr	v5.4s, v20.4s, #25
	ushr	v4.8b, v2.8b, #4
	ushr	v1.8b, v29.8b, #8
	ushr	v16.8b, v14.8b, #8
	ushr	v24.8b, v14.8b, #2
	ushr	v3.8h, v16.8h, #5
	ushr	v3.8h, v17.8h, #1
	ushr	v17.8h, v10.8h, #12
	ushr	v0.8h, v10.8h, #4
	usqadd	b18, b8
	usqadd	b6, b24
	usqadd	b2, b18
	usqadd	b23, b18
	usqadd	d8, d16
	usqadd	d8, d3
	usqadd	d4, d6
	usqadd	d22, d27
	usqadd	h4, h12
	usqadd	h21, h13
	usqadd	h0, h12
	usqadd	h3, h17
	usqadd	s27, s19
	usqadd	s11, s5
	usqadd	s18, s21
	usqadd	s15, s27
	usqadd	v4.16b, v3.16b
	usqadd	v20.16b, v21.16b
	usqadd	v5.16b, v24.16b
	usqadd	v7.16b, v18.16b
	usqadd	v3.2d, v6.2d
	usqadd	v23.2d, v0.2d
	usqadd	v12.2d, v3.2d
	usqadd	v27.2d, v22.2d
	usqadd	v26.2s, v11.2s
	usqadd	v20.2s, v4.2s
	usqadd	v4.2s, v31.2s
	usqadd	v22.2s, v18.2s
	usqadd	v15.4h, v29.4h
	usqadd	v13.4h, v15.4h
	usqadd	v26.4h, v10.4h
	usqadd	v15.4h, v10.4h
	usqadd	v3.4s, v4.4s
	usqadd	v0.4s, v23.4s
	usqadd	v26.4s, v1.4s
	usqadd	v17.4s, v6.4s
	usqadd	v15.8b, v1.8b
	usqadd	v9.8b, v3.8b
	usqadd	v1.8b, v6.8b
	usqadd	v15.8b, v3.8b
	usqadd	v0.8h, v16.8h
	usqadd	v18.8h, v19.8h
	usqadd	v22.8h, v14.8h
	usqadd	v0.8h, v28.8h
	usra	d29, d6, #37
	usra	d26, d10, #40
	usra	d31, d25, #46
	usra	d4, d20, #9
	usra	v29.16b, v17.16b, #3
	usra	v3.16b, v10.16b, #8
	usra	v18.16b, v24.16b, #2
	usra	v29.16b, v11.16b, #1
	usra	v7.2d, v0.2d, #63
	usra	v6.2d, v31.2d, #12
	usra	v24.2d, v18.2d, #20
	usra	v1.2d, v17.2d, #8
	usra	v19.2s, v17.2s, #2
	usra	v5.2s, v6.2s, #1
	usra	v5.2s, v18.2s, #12
	usra	v6.2s, v19.2s, #27
	usra	v5.4h, v4.4h, #9
	usra	v27.4h, v17.4h, #3
	usra	v30.4h, v14.4h, #9
	usra	v6.4h, v8.4h, #1
	usra	v16.4s, v7.4s, #17
	usra	v18.4s, v27.4s, #12
	usra	v31.4s, v17.4s, #14
	usra	v16.4s, v13.4s, #27
	usra	v18.8b, v25.8b, #1
	usra	v12.8b, v22.8b, #1
	usra	v11.8b, v14.8b, #1
	usra	v8.8b, v0.8b, #4
	usra	v26.8h, v2.8h, #5
	usra	v28.8h, v16.8h, #6
	usra	v10.8h, v17.8h, #4
	usra	v19.8h, v18.8h, #1
	usubl	v28.2d, v4.2s, v31.2s
	usubl	v5.2d, v16.2s, v1.2s
	usubl	v12.2d, v28.2s, v22.2s
	usubl	v16.2d, v13.2s, v5.2s
	usubl2	v18.2d, v25.4s, v20.4s
	usubl2	v9.2d, v27.4s, v25.4s
	usubl2	v25.2d, v1.4s, v28.4s
	usubl2	v26.2d, v0.4s, v30.4s
	usubl	v5.4s, v6.4h, v22.4h
	usubl	v13.4s, v5.4h, v4.4h
	usubl	v0.4s, v26.4h, v31.4h
	usubl	v10.4s, v2.4h, v1.4h
	usubl2	v20.4s, v15.8h, v26.8h
	usubl2	v3.4s, v24.8h, v12.8h
	usubl2	v26.4s, v31.8h, v24.8h
	usubl2	v13.4s, v24.8h, v0.8h
	usubl	v16.8h, v9.8b, v17.8b
	usubl	v10.8h, v11.8b, v28.8b
	usubl	v11.8h, v16.8b, v16.8b
	usubl	v23.8h, v9.8b, v1.8b
	usubl2	v28.8h, v10.16b, v9.16b
	usubl2	v17.8h, v20.16b, v31.16b
	usubl2	v0.8h, v18.16b, v31.16b
	usubl2	v20.8h, v4.16b, v3.16b
	usubw	v7.2d, v21.2d, v22.2s
	usubw	v11.2d, v25.2d, v10.2s
	usubw	v31.2d, v24.2d, v19.2s
	usubw	v9.2d, v24.2d, v5.2s
	usubw2	v1.2d, v9.2d, v22.4s
	usubw2	v26.2d, v5.2d, v21.4s
	usubw2	v15.2d, v24.2d, v16.4s
	usubw2	v22.2d, v16.2d, v10.4s
	usubw	v0.4s, v11.4s, v12.4h
	usubw	v23.4s, v19.4s, v27.4h
	usubw	v27.4s, v16.4s, v12.4h
	usubw	v20.4s, v6.4s, v8.4h
	usubw2	v11.4s, v29.4s, v8.8h
	usubw2	v4.4s, v21.4s, v8.8h
	usubw2	v6.4s, v7.4s, v8.8h
	usubw2	v12.4s, v12.4s, v6.8h
	usubw	v23.8h, v23.8h, v9.8b
	usubw	v3.8h, v0.8h, v9.8b
	usubw	v19.8h, v31.8h, v3.8b
	usubw	v9.8h, v5.8h, v31.8b
	usubw2	v27.8h, v24.8h, v26.16b
	usubw2	v31.8h, v7.8h, v25.16b
	usubw2	v13.8h, v31.8h, v29.16b
	usubw2	v30.8h, v30.8h, v30.16b
	uzp1	v5.16b, v28.16b, v13.16b
	uzp1	v28.16b, v11.16b, v23.16b
	uzp1	v7.16b, v14.16b, v24.16b
	uzp1	v29.16b, v10.16b, v17.16b
	uzp1	v11.2d, v27.2d, v28.2d
	uzp1	v26.2d, v25.2d, v27.2d
	uzp1	v20.2d, v19.2d, v29.2d
	uzp1	v13.2d, v4.2d, v22.2d
	uzp1	v0.2s, v3.2s, v8.2s
	uzp1	v18.2s, v11.2s, v30.2s
	uzp1	v31.2s, v4.2s, v14.2s
	uzp1	v2.2s, v27.2s, v24.2s
	uzp1	v23.4h, v25.4h, v0.4h
	uzp1	v12.4h, v4.4h, v20.4h
	uzp1	v15.4h, v0.4h, v25.4h
	uzp1	v6.4h, v31.4h, v19.4h
	uzp1	v13.4s, v21.4s, v18.4s
	uzp1	v11.4s, v4.4s, v5.4s
	uzp1	v29.4s, v11.4s, v2.4s
	uzp1	v29.4s, v24.4s, v28.4s
	uzp1	v13.8b, v2.8b, v23.8b
	uzp1	v28.8b, v23.8b, v22.8b
	uzp1	v9.8b, v17.8b, v14.8b
	uzp1	v16.8b, v21.8b, v12.8b
	uzp1	v28.8h, v20.8h, v25.8h
	uzp1	v10.8h, v30.8h, v28.8h
	uzp1	v26.8h, v0.8h, v23.8h
	uzp1	v4.8h, v31.8h, v6.8h
	uzp2	v15.16b, v3.16b, v14.16b
	uzp2	v0.16b, v6.16b, v12.16b
	uzp2	v31.16b, v21.16b, v14.16b
	uzp2	v7.16b, v26.16b, v20.16b
	uzp2	v26.2d, v21.2d, v31.2d
	uzp2	v30.2d, v19.2d, v20.2d
	uzp2	v2.2d, v8.2d, v10.2d
	uzp2	v4.2d, v7.2d, v8.2d
	uzp2	v17.2s, v6.2s, v31.2s
	uzp2	v1.2s, v6.2s, v10.2s
	uzp2	v29.2s, v14.2s, v13.2s
	uzp2	v11.2s, v2.2s, v22.2s
	uzp2	v4.4h, v14.4h, v29.4h
	uzp2	v9.4h, v2.4h, v26.4h
	uzp2	v31.4h, v4.4h, v0.4h
	uzp2	v11.4h, v22.4h, v26.4h
	uzp2	v12.4s, v11.4s, v3.4s
	uzp2	v30.4s, v26.4s, v25.4s
	uzp2	v30.4s, v1.4s, v4.4s
	uzp2	v19.4s, v4.4s, v1.4s
	uzp2	v17.8b, v1.8b, v17.8b
	uzp2	v24.8b, v6.8b, v14.8b
	uzp2	v11.8b, v27.8b, v3.8b
	uzp2	v1.8b, v13.8b, v19.8b
	uzp2	v8.8h, v2.8h, v26.8h
	uzp2	v27.8h, v19.8h, v23.8h
	uzp2	v28.8h, v26.8h, v27.8h
	uzp2	v24.8h, v8.8h, v30.8h
	xtn	v26.2s, v15.2d
	xtn	v20.2s, v9.2d
	xtn	v21.2s, v20.2d
	xtn	v20.2s, v4.2d
	xtn2	v25.4s, v10.2d
	xtn2	v12.4s, v11.2d
	xtn2	v9.4s, v18.2d
	xtn2	v24.4s, v18.2d
	xtn	v9.4h, v1.4s
	xtn	v5.4h, v15.4s
	xtn	v13.4h, v15.4s
	xtn	v30.4h, v27.4s
	xtn2	v4.8h, v21.4s
	xtn2	v19.8h, v10.4s
	xtn2	v27.8h, v11.4s
	xtn2	v25.8h, v4.4s
	xtn	v3.8b, v18.8h
	xtn	v4.8b, v29.8h
	xtn	v1.8b, v7.8h
	xtn	v25.8b, v19.8h
	xtn2	v17.16b, v8.8h
	xtn2	v0.16b, v19.8h
	xtn2	v6.16b, v21.8h
	xtn2	v22.16b, v17.8h
	zip1	v10.16b, v22.16b, v15.16b
	zip1	v12.16b, v9.16b, v28.16b
	zip1	v1.16b, v17.16b, v22.16b
	zip1	v3.16b, v8.16b, v12.16b
	zip1	v12.2d, v20.2d, v20.2d
	zip1	v2.2d, v19.2d, v6.2d
	zip1	v29.2d, v15.2d, v5.2d
	zip1	v5.2d, v7.2d, v10.2d
	zip1	v10.2s, v4.2s, v31.2s
	zip1	v12.2s, v0.2s, v8.2s
	zip1	v21.2s, v11.2s, v26.2s
	zip1	v25.2s, v3.2s, v11.2s
	zip1	v15.4h, v30.4h, v22.4h
	zip1	v14.4h, v31.4h, v17.4h
	zip1	v11.4h, v28.4h, v22.4h
	zip1	v5.4h, v22.4h, v20.4h
	zip1	v0.4s, v23.4s, v30.4s
	zip1	v7.4s, v13.4s, v16.4s
	zip1	v24.4s, v8.4s, v7.4s
	zip1	v4.4s, v9.4s, v13.4s
	zip1	v31.8b, v23.8b, v10.8b
	zip1	v22.8b, v24.8b, v3.8b
	zip1	v25.8b, v29.8b, v24.8b
	zip1	v10.8b, v27.8b, v22.8b
	zip1	v3.8h, v28.8h, v13.8h
	zip1	v16.8h, v0.8h, v3.8h
	zip1	v17.8h, v22.8h, v30.8h
	zip1	v7.8h, v19.8h, v8.8h
	zip2	v8.16b, v30.16b, v17.16b
	zip2	v13.16b, v3.16b, v18.16b
	zip2	v24.16b, v31.16b, v24.16b
	zip2	v0.16b, v14.16b, v25.16b
	zip2	v14.2d, v9.2d, v31.2d
	zip2	v13.2d, v24.2d, v24.2d
	zip2	v19.2d, v30.2d, v16.2d
	zip2	v11.2d, v18.2d, v16.2d
	zip2	v2.2s, v29.2s, v16.2s
	zip2	v25.2s, v24.2s, v19.2s
	zip2	v6.2s, v8.2s, v28.2s
	zip2	v22.2s, v27.2s, v9.2s
	zip2	v28.4h, v22.4h, v6.4h
	zip2	v27.4h, v25.4h, v24.4h
	zip2	v17.4h, v24.4h, v18.4h
	zip2	v27.4h, v8.4h, v11.4h
	zip2	v24.4s, v31.4s, v18.4s
	zip2	v13.4s, v30.4s, v31.4s
	zip2	v3.4s, v17.4s, v22.4s
	zip2	v15.4s, v14.4s, v13.4s
	zip2	v23.8b, v17.8b, v20.8b
	zip2	v11.8b, v10.8b, v7.8b
	zip2	v15.8b, v20.8b, v17.8b
	zip2	v12.8b, v20.8b, v3.8b
	zip2	v26.8h, v12.8h, v5.8h
	zip2	v25.8h, v28.8h, v3.8h
	zip2	v31.8h, v6.8h, v3.8h
	zip2	v19.8h, v25.8h, v22.8h
