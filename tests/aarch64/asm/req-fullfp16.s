// mattr: +fullfp16
// instructions llvm-mc 19 takes only with: fullfp16
fabd	h5, h0, h7
fabd	v19.4h, v30.4h, v15.4h
fabd	v3.8h, v0.8h, v30.8h
fabs	h26, h16
fabs	v21.4h, v6.4h
fabs	v19.8h, v14.8h
facge	h2, h9, h12
facge	v0.4h, v1.4h, v31.4h
facge	v24.8h, v11.8h, v2.8h
facgt	h15, h24, h12
facgt	v19.4h, v9.4h, v11.4h
facgt	v26.8h, v14.8h, v14.8h
fadd	h5, h30, h14
faddp	h2, v28.2h
faddp	v3.4h, v0.4h, v0.4h
faddp	v28.8h, v3.8h, v19.8h
fadd	v24.4h, v19.4h, v19.4h
fadd	v26.8h, v20.8h, v21.8h
fccmpe	h28, h14, #10, vc
fccmp	h9, h7, #6, lt
fcmeq	h13, h14, h6
fcmeq	v31.4h, v4.4h, v10.4h
fcmeq	v17.8h, v25.8h, v9.8h
fcmeq	h9, h30, #0.0
fcmeq	v2.4h, v13.4h, #0.0
fcmeq	v14.8h, v2.8h, #0.0
fcmge	h15, h13, h7
fcmge	v12.4h, v15.4h, v26.4h
fcmge	v10.8h, v26.8h, v26.8h
fcmge	h7, h23, #0.0
fcmge	v2.4h, v2.4h, #0.0
fcmge	v20.8h, v28.8h, #0.0
fcmgt	h4, h3, h28
fcmgt	v23.4h, v28.4h, v3.4h
fcmgt	v3.8h, v8.8h, v23.8h
fcmgt	h10, h4, #0.0
fcmgt	v27.4h, v4.4h, #0.0
fcmgt	v17.8h, v23.8h, #0.0
fcmle	h0, h18, #0.0
fcmle	v17.4h, v23.4h, #0.0
fcmle	v24.8h, v18.8h, #0.0
fcmlt	h0, h11, #0.0
fcmlt	v12.4h, v7.4h, #0.0
fcmlt	v22.8h, v10.8h, #0.0
fcmpe	h28, #0.0
fcmpe	h2, h22
fcmp	h12, #0.0
fcmp	h27, h8
fcsel	h1, h16, h14, pl
fcvtas	w12, h12
fcvtas	x11, h19
fcvtas	h22, h4
fcvtas	v4.4h, v27.4h
fcvtas	v3.8h, v15.8h
fcvtau	w30, h20
fcvtau	x9, h6
fcvtau	h8, h10
fcvtau	v30.4h, v5.4h
fcvtau	v12.8h, v29.8h
fcvtms	w14, h28
fcvtms	x2, h17
fcvtms	h16, h22
fcvtms	v14.4h, v28.4h
fcvtms	v2.8h, v16.8h
fcvtmu	w17, h21
fcvtmu	x17, h1
fcvtmu	h5, h20
fcvtmu	v3.4h, v0.4h
fcvtmu	v9.8h, v6.8h
fcvtns	w13, h10
fcvtns	x3, h21
fcvtns	h5, h24
fcvtns	v22.4h, v29.4h
fcvtns	v15.8h, v29.8h
fcvtnu	w25, h3
fcvtnu	x4, h25
fcvtnu	h26, h0
fcvtnu	v30.4h, v20.4h
fcvtnu	v4.8h, v5.8h
fcvtps	w13, h11
fcvtps	x21, h3
fcvtps	h20, h26
fcvtps	v16.4h, v5.4h
fcvtps	v17.8h, v26.8h
fcvtpu	w13, h25
fcvtpu	xzr, h7
fcvtpu	h17, h23
fcvtpu	v14.4h, v23.4h
fcvtpu	v14.8h, v15.8h
fcvtzs	w20, h4
fcvtzs	x25, h31
fcvtzs	w29, h21, #30
fcvtzs	x4, h7, #1
fcvtzs	h14, h1, #1
fcvtzs	v17.4h, v25.4h, #1
fcvtzs	v22.8h, v29.8h, #9
fcvtzs	h10, h10
fcvtzs	v0.4h, v20.4h
fcvtzs	v24.8h, v8.8h
fcvtzu	w20, h20
fcvtzu	x8, h17
fcvtzu	w8, h31, #30
fcvtzu	x8, h27, #5
fcvtzu	h20, h20, #10
fcvtzu	v12.4h, v18.4h, #6
fcvtzu	v0.8h, v31.8h, #10
fcvtzu	h5, h30
fcvtzu	v2.4h, v20.4h
fcvtzu	v2.8h, v10.8h
fdiv	h1, h25, h30
fdiv	v23.4h, v28.4h, v30.4h
fdiv	v5.8h, v18.8h, v11.8h
fmadd	h27, h3, h27, h24
fmax	h6, h20, h30
fmaxnm	h27, h29, h5
fmaxnmp	h27, v29.2h
fmaxnmp	v21.4h, v27.4h, v1.4h
fmaxnmp	v10.8h, v18.8h, v25.8h
fmaxnmv	h6, v26.4h
fmaxnmv	h23, v15.8h
fmaxnm	v17.4h, v13.4h, v31.4h
fmaxnm	v18.8h, v31.8h, v24.8h
fmaxp	h4, v7.2h
fmaxp	v5.4h, v29.4h, v25.4h
fmaxp	v22.8h, v29.8h, v18.8h
fmaxv	h14, v1.4h
fmaxv	h30, v12.8h
fmax	v28.4h, v1.4h, v21.4h
fmax	v20.8h, v1.8h, v23.8h
fmin	h6, h30, h5
fminnm	h6, h27, h24
fminnmp	h17, v17.2h
fminnmp	v14.4h, v9.4h, v18.4h
fminnmp	v27.8h, v3.8h, v24.8h
fminnmv	h5, v27.4h
fminnmv	h10, v19.8h
fminnm	v9.4h, v30.4h, v12.4h
fminnm	v11.8h, v28.8h, v27.8h
fminp	h25, v22.2h
fminp	v21.4h, v25.4h, v15.4h
fminp	v11.8h, v5.8h, v1.8h
fminv	h7, v20.4h
fminv	h9, v11.8h
fmin	v2.4h, v27.4h, v30.4h
fmin	v14.8h, v27.8h, v26.8h
fmla	h16, h26, v12.h[3]
fmla	v13.4h, v23.4h, v8.h[4]
fmla	v1.8h, v25.8h, v10.h[6]
fmla	v21.4h, v22.4h, v21.4h
fmla	v17.8h, v1.8h, v20.8h
fmls	h8, h17, v15.h[0]
fmls	v10.4h, v15.4h, v13.h[7]
fmls	v20.8h, v23.8h, v4.h[1]
fmls	v20.4h, v4.4h, v9.4h
fmls	v5.8h, v6.8h, v29.8h
fmov	w12, h13
fmov	x4, h12
fmov	h7, #-0.28125000
fmov	h26, h22
fmov	h9, w11
fmov	h2, x9
fmov	v22.4h, #0.12500000
fmov	v6.8h, #-0.22656250
fmsub	h9, h4, h25, h16
fmul	h9, h2, h0
fmulx	h14, h11, v13.h[6]
fmulx	v6.4h, v8.4h, v9.h[1]
fmulx	v19.8h, v12.8h, v12.h[0]
fmulx	h12, h10, h23
fmulx	v25.4h, v31.4h, v26.4h
fmulx	v2.8h, v23.8h, v4.8h
fmul	h30, h16, v7.h[0]
fmul	v14.4h, v31.4h, v10.h[3]
fmul	v10.8h, v8.8h, v13.h[4]
fmul	v10.4h, v26.4h, v15.4h
fmul	v20.8h, v3.8h, v6.8h
fneg	h15, h20
fneg	v27.4h, v26.4h
fneg	v24.8h, v14.8h
fnmadd	h22, h5, h28, h23
fnmsub	h24, h14, h8, h10
fnmul	h21, h3, h5
frecpe	h25, h27
frecpe	v19.4h, v22.4h
frecpe	v21.8h, v16.8h
frecps	h6, h24, h5
frecps	v18.4h, v23.4h, v16.4h
frecps	v29.8h, v2.8h, v13.8h
frecpx	h6, h24
frinta	h21, h2
frinta	v12.4h, v31.4h
frinta	v24.8h, v2.8h
frinti	h1, h16
frinti	v16.4h, v31.4h
frinti	v8.8h, v27.8h
frintm	h12, h9
frintm	v17.4h, v9.4h
frintm	v2.8h, v0.8h
frintn	h14, h1
frintn	v26.4h, v28.4h
frintn	v20.8h, v3.8h
frintp	h22, h26
frintp	v18.4h, v19.4h
frintp	v17.8h, v12.8h
frintx	h15, h6
frintx	v20.4h, v12.4h
frintx	v21.8h, v7.8h
frintz	h10, h12
frintz	v12.4h, v16.4h
frintz	v22.8h, v21.8h
frsqrte	h0, h17
frsqrte	v11.4h, v13.4h
frsqrte	v13.8h, v27.8h
frsqrts	h18, h22, h0
frsqrts	v11.4h, v2.4h, v1.4h
frsqrts	v18.8h, v9.8h, v29.8h
fsqrt	h16, h3
fsqrt	v0.4h, v27.4h
fsqrt	v19.8h, v1.8h
fsub	h8, h12, h10
fsub	v9.4h, v20.4h, v6.4h
fsub	v22.8h, v13.8h, v30.8h
scvtf	h27, w2
scvtf	h5, w11, #1
scvtf	h13, x17
scvtf	h10, x27, #34
scvtf	h4, h26, #8
scvtf	v27.4h, v21.4h, #13
scvtf	v5.8h, v13.8h, #11
scvtf	h8, h24
scvtf	v3.4h, v18.4h
scvtf	v18.8h, v1.8h
ucvtf	h3, w17
ucvtf	h16, w22, #18
ucvtf	h28, x5
ucvtf	h9, x3, #1
ucvtf	h6, h3, #3
ucvtf	v22.4h, v3.4h, #13
ucvtf	v9.8h, v27.8h, #1
ucvtf	h6, h4
ucvtf	v22.4h, v24.4h
ucvtf	v19.8h, v29.8h
