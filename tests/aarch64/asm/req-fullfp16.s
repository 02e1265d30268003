// mattr: +fullfp16
// instructions llvm-mc 19 takes only with: fullfp16
fabd	h12, h31, h4
fabd	v4.4h, v2.4h, v5.4h
fabd	v2.8h, v9.8h, v14.8h
fabs	h29, h26
fabs	v9.4h, v31.4h
fabs	v13.8h, v7.8h
facge	h10, h26, h26
facge	v5.4h, v2.4h, v2.4h
facge	v28.8h, v29.8h, v11.8h
facgt	h30, h0, h3
facgt	v26.4h, v22.4h, v18.4h
facgt	v19.8h, v23.8h, v28.8h
fadd	h11, h19, h27
faddp	h15, v23.2h
faddp	v6.4h, v3.4h, v1.4h
faddp	v30.8h, v20.8h, v29.8h
fadd	v18.4h, v13.4h, v0.4h
fadd	v30.8h, v22.8h, v30.8h
fccmpe	h24, h0, #14, gt
fccmp	h2, h16, #4, gt
fcmeq	h7, h8, h31
fcmeq	v11.4h, v13.4h, v6.4h
fcmeq	v3.8h, v28.8h, v22.8h
fcmeq	h31, h16, #0.0
fcmeq	v11.4h, v13.4h, #0.0
fcmeq	v5.8h, v28.8h, #0.0
fcmge	h7, h22, h31
fcmge	v17.4h, v20.4h, v24.4h
fcmge	v20.8h, v4.8h, v24.8h
fcmge	h31, h25, #0.0
fcmge	v16.4h, v4.4h, #0.0
fcmge	v27.8h, v5.8h, #0.0
fcmgt	h21, h24, h29
fcmgt	v7.4h, v0.4h, v25.4h
fcmgt	v8.8h, v18.8h, v7.8h
fcmgt	h14, h1, #0.0
fcmgt	v27.4h, v24.4h, #0.0
fcmgt	v8.8h, v8.8h, #0.0
fcmle	h8, h17, #0.0
fcmle	v22.4h, v15.4h, #0.0
fcmle	v11.8h, v25.8h, #0.0
fcmlt	h0, h5, #0.0
fcmlt	v14.4h, v8.4h, #0.0
fcmlt	v31.8h, v22.8h, #0.0
fcmpe	h2, #0.0
fcmpe	h17, h6
fcmp	h12, #0.0
fcmp	h10, h22
fcsel	h15, h31, h1, pl
fcvtas	w15, h9
fcvtas	xzr, h25
fcvtas	h23, h13
fcvtas	v14.4h, v31.4h
fcvtas	v18.8h, v8.8h
fcvtau	w18, h24
fcvtau	x22, h31
fcvtau	h12, h18
fcvtau	v19.4h, v27.4h
fcvtau	v12.8h, v29.8h
fcvtms	w21, h5
fcvtms	x9, h26
fcvtms	h14, h29
fcvtms	v5.4h, v30.4h
fcvtms	v27.8h, v16.8h
fcvtmu	w2, h20
fcvtmu	x5, h6
fcvtmu	h9, h25
fcvtmu	v30.4h, v19.4h
fcvtmu	v13.8h, v29.8h
fcvtns	w26, h28
fcvtns	x10, h18
fcvtns	h22, h1
fcvtns	v31.4h, v20.4h
fcvtns	v13.8h, v13.8h
fcvtnu	w23, h28
fcvtnu	x5, h18
fcvtnu	h14, h31
fcvtnu	v8.4h, v30.4h
fcvtnu	v15.8h, v4.8h
fcvtps	w14, h31
fcvtps	x3, h8
fcvtps	h3, h16
fcvtps	v20.4h, v6.4h
fcvtps	v9.8h, v10.8h
fcvtpu	w29, h5
fcvtpu	x15, h1
fcvtpu	h4, h0
fcvtpu	v2.4h, v31.4h
fcvtpu	v26.8h, v29.8h
fcvtzs	w15, h15
fcvtzs	x29, h14
fcvtzs	w21, h6, #14
fcvtzs	x12, h29, #38
fcvtzs	h8, h22, #12
fcvtzs	v28.4h, v1.4h, #14
fcvtzs	v28.8h, v19.8h, #1
fcvtzs	h9, h18
fcvtzs	v10.4h, v19.4h
fcvtzs	v0.8h, v14.8h
fcvtzu	w20, h20
fcvtzu	x18, h12
fcvtzu	w17, h11, #16
fcvtzu	x11, h28, #42
fcvtzu	h25, h15, #15
fcvtzu	v8.4h, v21.4h, #11
fcvtzu	v6.8h, v31.8h, #1
fcvtzu	h16, h25
fcvtzu	v1.4h, v24.4h
fcvtzu	v15.8h, v28.8h
fdiv	h15, h3, h7
fdiv	v11.4h, v14.4h, v25.4h
fdiv	v10.8h, v4.8h, v13.8h
fmadd	h21, h9, h22, h21
fmax	h17, h5, h11
fmaxnm	h9, h23, h21
fmaxnmp	h28, v22.2h
fmaxnmp	v24.4h, v16.4h, v4.4h
fmaxnmp	v13.8h, v25.8h, v24.8h
fmaxnmv	h2, v6.4h
fmaxnmv	h30, v31.8h
fmaxnm	v9.4h, v9.4h, v4.4h
fmaxnm	v11.8h, v6.8h, v29.8h
fmaxp	h14, v25.2h
fmaxp	v7.4h, v19.4h, v13.4h
fmaxp	v9.8h, v11.8h, v8.8h
fmaxv	h17, v1.4h
fmaxv	h21, v18.8h
fmax	v27.4h, v10.4h, v7.4h
fmax	v25.8h, v7.8h, v27.8h
fmin	h12, h10, h23
fminnm	h11, h17, h25
fminnmp	h11, v21.2h
fminnmp	v6.4h, v17.4h, v5.4h
fminnmp	v24.8h, v22.8h, v30.8h
fminnmv	h10, v5.4h
fminnmv	h6, v12.8h
fminnm	v14.4h, v23.4h, v3.4h
fminnm	v5.8h, v5.8h, v13.8h
fminp	h28, v23.2h
fminp	v11.4h, v30.4h, v13.4h
fminp	v26.8h, v29.8h, v4.8h
fminv	h21, v13.4h
fminv	h23, v6.8h
fmin	v31.4h, v16.4h, v24.4h
fmin	v6.8h, v24.8h, v5.8h
fmla	h22, h7, v5.h[7]
fmla	v19.4h, v16.4h, v3.h[5]
fmla	v4.8h, v22.8h, v0.h[0]
fmla	v3.4h, v27.4h, v31.4h
fmla	v0.8h, v8.8h, v22.8h
fmls	h31, h2, v4.h[3]
fmls	v12.4h, v25.4h, v13.h[7]
fmls	v19.8h, v31.8h, v4.h[0]
fmls	v18.4h, v14.4h, v12.4h
fmls	v18.8h, v3.8h, v31.8h
fmov	w2, h21
fmov	x30, h31
fmov	h7, #-0.20312500
fmov	h6, h4
fmov	h22, w0
fmov	h0, x23
fmov	v12.4h, #-13.50000000
fmov	v1.8h, #5.00000000
fmsub	h2, h6, h16, h5
fmul	h26, h29, h18
fmulx	h13, h14, v7.h[0]
fmulx	v22.4h, v6.4h, v4.h[5]
fmulx	v27.8h, v31.8h, v3.h[5]
fmulx	h23, h24, h29
fmulx	v13.4h, v19.4h, v11.4h
fmulx	v27.8h, v2.8h, v1.8h
fmul	h3, h6, v2.h[6]
fmul	v26.4h, v2.4h, v9.h[3]
fmul	v18.8h, v27.8h, v7.h[6]
fmul	v12.4h, v9.4h, v10.4h
fmul	v9.8h, v11.8h, v2.8h
fneg	h26, h27
fneg	v10.4h, v21.4h
fneg	v7.8h, v3.8h
fnmadd	h28, h25, h15, h5
fnmsub	h28, h27, h11, h26
fnmul	h5, h8, h1
frecpe	h28, h9
frecpe	v16.4h, v1.4h
frecpe	v23.8h, v21.8h
frecps	h16, h0, h20
frecps	v2.4h, v21.4h, v0.4h
frecps	v18.8h, v5.8h, v25.8h
frecpx	h17, h7
frinta	h21, h6
frinta	v8.4h, v2.4h
frinta	v15.8h, v4.8h
frinti	h10, h16
frinti	v26.4h, v17.4h
frinti	v15.8h, v24.8h
frintm	h20, h21
frintm	v16.4h, v12.4h
frintm	v13.8h, v22.8h
frintn	h29, h18
frintn	v5.4h, v26.4h
frintn	v28.8h, v20.8h
frintp	h2, h21
frintp	v23.4h, v23.4h
frintp	v13.8h, v31.8h
frintx	h11, h19
frintx	v27.4h, v9.4h
frintx	v22.8h, v6.8h
frintz	h4, h27
frintz	v21.4h, v25.4h
frintz	v27.8h, v3.8h
frsqrte	h21, h12
frsqrte	v18.4h, v22.4h
frsqrte	v5.8h, v31.8h
frsqrts	h17, h2, h8
frsqrts	v14.4h, v19.4h, v22.4h
frsqrts	v17.8h, v6.8h, v31.8h
fsqrt	h22, h10
fsqrt	v27.4h, v5.4h
fsqrt	v10.8h, v12.8h
fsub	h27, h29, h19
fsub	v13.4h, v31.4h, v16.4h
fsub	v15.8h, v5.8h, v8.8h
scvtf	h17, w22
scvtf	h16, w16, #1
scvtf	h8, x13
scvtf	h28, x3, #1
scvtf	h5, h11, #4
scvtf	v19.4h, v27.4h, #2
scvtf	v7.8h, v21.8h, #6
scvtf	h13, h5
scvtf	v26.4h, v14.4h
scvtf	v27.8h, v8.8h
ucvtf	h29, w22
ucvtf	h13, w30, #10
ucvtf	h16, x22
ucvtf	h3, x0, #29
ucvtf	h3, h3, #4
ucvtf	v4.4h, v5.4h, #16
ucvtf	v31.8h, v24.8h, #2
ucvtf	h20, h1
ucvtf	v18.4h, v19.4h
ucvtf	v31.8h, v19.8h
