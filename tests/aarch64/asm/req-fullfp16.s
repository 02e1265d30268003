// mattr: +fullfp16
// instructions llvm-mc 19 takes only with: fullfp16
fabd	h12, h2, h7
fabd	v17.4h, v27.4h, v15.4h
fabd	v19.8h, v3.8h, v25.8h
fabs	h20, h27
fabs	v6.4h, v26.4h
fabs	v14.8h, v23.8h
facge	h28, h27, h8
facge	v7.4h, v14.4h, v5.4h
facge	v6.8h, v20.8h, v16.8h
facgt	h9, h15, h10
facgt	v28.4h, v11.4h, v12.4h
facgt	v22.8h, v11.8h, v24.8h
fadd	h23, h22, h23
faddp	h13, v14.2h
faddp	v28.4h, v7.4h, v31.4h
faddp	v31.8h, v4.8h, v17.8h
fadd	v17.4h, v2.4h, v7.4h
fadd	v27.8h, v27.8h, v31.8h
fccmpe	h21, h9, #11, mi
fccmp	h11, h16, #12, hs
fcmeq	h13, h1, h9
fcmeq	v16.4h, v27.4h, v30.4h
fcmeq	v22.8h, v3.8h, v9.8h
fcmeq	h26, h27, #0.0
fcmeq	v16.4h, v18.4h, #0.0
fcmeq	v5.8h, v22.8h, #0.0
fcmge	h17, h20, h14
fcmge	v17.4h, v13.4h, v16.4h
fcmge	v22.8h, v15.8h, v17.8h
fcmge	h11, h25, #0.0
fcmge	v30.4h, v27.4h, #0.0
fcmge	v0.8h, v28.8h, #0.0
fcmgt	h13, h10, h28
fcmgt	v5.4h, v24.4h, v3.4h
fcmgt	v15.8h, v18.8h, v22.8h
fcmgt	h0, h15, #0.0
fcmgt	v22.4h, v24.4h, #0.0
fcmgt	v4.8h, v25.8h, #0.0
fcmle	h29, h11, #0.0
fcmle	v23.4h, v12.4h, #0.0
fcmle	v24.8h, v17.8h, #0.0
fcmlt	h5, h1, #0.0
fcmlt	v11.4h, v30.4h, #0.0
fcmlt	v2.8h, v3.8h, #0.0
fcmpe	h0, #0.0
fcmpe	h25, h20
fcmp	h18, #0.0
fcmp	h7, h4
fcsel	h11, h17, h9, eq
fcvtas	w25, h20
fcvtas	x21, h25
fcvtas	h14, h18
fcvtas	v21.4h, v18.4h
fcvtas	v17.8h, v25.8h
fcvtau	w29, h7
fcvtau	xzr, h20
fcvtau	h23, h6
fcvtau	v1.4h, v2.4h
fcvtau	v15.8h, v1.8h
fcvtms	w5, h22
fcvtms	x11, h25
fcvtms	h15, h8
fcvtms	v5.4h, v13.4h
fcvtms	v28.8h, v2.8h
fcvtmu	w8, h7
fcvtmu	x17, h6
fcvtmu	h8, h2
fcvtmu	v19.4h, v22.4h
fcvtmu	v15.8h, v17.8h
fcvtns	w0, h3
fcvtns	x20, h2
fcvtns	h20, h20
fcvtns	v2.4h, v7.4h
fcvtns	v13.8h, v2.8h
fcvtnu	w11, h22
fcvtnu	x11, h23
fcvtnu	h17, h15
fcvtnu	v25.4h, v14.4h
fcvtnu	v26.8h, v23.8h
fcvtps	w15, h20
fcvtps	x14, h21
fcvtps	h2, h12
fcvtps	v8.4h, v12.4h
fcvtps	v4.8h, v16.8h
fcvtpu	w11, h2
fcvtpu	x15, h0
fcvtpu	h4, h5
fcvtpu	v24.4h, v0.4h
fcvtpu	v5.8h, v23.8h
fcvtzs	w27, h16
fcvtzs	x6, h18
fcvtzs	w22, h1, #10
fcvtzs	x13, h13, #1
fcvtzs	h31, h2, #15
fcvtzs	v31.4h, v0.4h, #7
fcvtzs	v15.8h, v10.8h, #14
fcvtzs	h1, h11
fcvtzs	v5.4h, v28.4h
fcvtzs	v17.8h, v13.8h
fcvtzu	w10, h27
fcvtzu	x12, h29
fcvtzu	wzr, h15, #18
fcvtzu	x3, h14, #1
fcvtzu	h21, h7, #1
fcvtzu	v17.4h, v3.4h, #10
fcvtzu	v22.8h, v16.8h, #6
fcvtzu	h16, h30
fcvtzu	v5.4h, v12.4h
fcvtzu	v30.8h, v14.8h
fdiv	h27, h29, h21
fdiv	v28.4h, v6.4h, v1.4h
fdiv	v0.8h, v19.8h, v0.8h
fmadd	h14, h24, h16, h14
fmax	h20, h31, h21
fmaxnm	h24, h4, h21
fmaxnmp	h19, v31.2h
fmaxnmp	v17.4h, v28.4h, v23.4h
fmaxnmp	v17.8h, v27.8h, v5.8h
fmaxnmv	h29, v19.4h
fmaxnmv	h24, v1.8h
fmaxnm	v26.4h, v24.4h, v30.4h
fmaxnm	v14.8h, v25.8h, v9.8h
fmaxp	h18, v10.2h
fmaxp	v20.4h, v21.4h, v26.4h
fmaxp	v23.8h, v27.8h, v21.8h
fmaxv	h11, v21.4h
fmaxv	h17, v17.8h
fmax	v31.4h, v20.4h, v29.4h
fmax	v16.8h, v17.8h, v12.8h
fmin	h2, h26, h12
fminnm	h28, h17, h30
fminnmp	h9, v3.2h
fminnmp	v22.4h, v30.4h, v30.4h
fminnmp	v13.8h, v21.8h, v20.8h
fminnmv	h5, v11.4h
fminnmv	h7, v17.8h
fminnm	v25.4h, v16.4h, v15.4h
fminnm	v12.8h, v5.8h, v13.8h
fminp	h15, v15.2h
fminp	v11.4h, v26.4h, v8.4h
fminp	v26.8h, v14.8h, v9.8h
fminv	h12, v25.4h
fminv	h20, v19.8h
fmin	v12.4h, v0.4h, v15.4h
fmin	v13.8h, v5.8h, v9.8h
fmla	h1, h15, v11.h[7]
fmla	v13.4h, v21.4h, v1.h[7]
fmla	v9.8h, v10.8h, v9.h[6]
fmla	v0.4h, v21.4h, v16.4h
fmla	v26.8h, v31.8h, v16.8h
fmls	h26, h0, v12.h[0]
fmls	v15.4h, v27.4h, v7.h[0]
fmls	v5.8h, v8.8h, v13.h[0]
fmls	v2.4h, v8.4h, v21.4h
fmls	v24.8h, v11.8h, v12.8h
fmov	w7, h18
fmov	x14, h21
fmov	h10, #0.50000000
fmov	h18, h25
fmov	h10, w0
fmov	h3, x18
fmov	v15.4h, #3.62500000
fmov	v3.8h, #7.50000000
fmsub	h19, h24, h30, h17
fmul	h31, h31, h10
fmulx	h23, h11, v1.h[0]
fmulx	v25.4h, v21.4h, v11.h[7]
fmulx	v4.8h, v10.8h, v3.h[7]
fmulx	h6, h16, h3
fmulx	v23.4h, v5.4h, v30.4h
fmulx	v1.8h, v9.8h, v14.8h
fmul	h26, h6, v3.h[5]
fmul	v7.4h, v20.4h, v8.h[0]
fmul	v6.8h, v17.8h, v15.h[1]
fmul	v8.4h, v14.4h, v7.4h
fmul	v29.8h, v29.8h, v14.8h
fneg	h18, h6
fneg	v31.4h, v8.4h
fneg	v18.8h, v12.8h
fnmadd	h14, h27, h3, h29
fnmsub	h18, h31, h27, h29
fnmul	h15, h17, h22
frecpe	h3, h24
frecpe	v6.4h, v3.4h
frecpe	v0.8h, v30.8h
frecps	h15, h19, h1
frecps	v4.4h, v2.4h, v25.4h
frecps	v6.8h, v22.8h, v0.8h
frecpx	h30, h18
frinta	h31, h4
frinta	v22.4h, v9.4h
frinta	v1.8h, v29.8h
frinti	h6, h9
frinti	v18.4h, v27.4h
frinti	v29.8h, v31.8h
frintm	h21, h13
frintm	v16.4h, v21.4h
frintm	v26.8h, v3.8h
frintn	h6, h0
frintn	v27.4h, v20.4h
frintn	v22.8h, v13.8h
frintp	h14, h0
frintp	v18.4h, v9.4h
frintp	v19.8h, v27.8h
frintx	h18, h27
frintx	v30.4h, v21.4h
frintx	v22.8h, v14.8h
frintz	h27, h24
frintz	v5.4h, v18.4h
frintz	v28.8h, v25.8h
frsqrte	h11, h8
frsqrte	v22.4h, v29.4h
frsqrte	v10.8h, v3.8h
frsqrts	h11, h16, h10
frsqrts	v26.4h, v30.4h, v4.4h
frsqrts	v29.8h, v30.8h, v22.8h
fsqrt	h20, h16
fsqrt	v5.4h, v25.4h
fsqrt	v13.8h, v31.8h
fsub	h20, h24, h11
fsub	v27.4h, v6.4h, v8.4h
fsub	v15.8h, v4.8h, v24.8h
scvtf	h10, w8
scvtf	h5, w21, #32
scvtf	h16, x13
scvtf	h7, x25, #38
scvtf	h18, h16, #1
scvtf	v11.4h, v4.4h, #6
scvtf	v21.8h, v21.8h, #1
scvtf	h1, h31
scvtf	v29.4h, v30.4h
scvtf	v0.8h, v8.8h
ucvtf	h15, w22
ucvtf	h16, w17, #32
ucvtf	h19, x1
ucvtf	h10, x1, #1
ucvtf	h16, h26, #15
ucvtf	v27.4h, v15.4h, #1
ucvtf	v6.8h, v7.8h, #3
ucvtf	h25, h4
ucvtf	v7.4h, v9.4h
ucvtf	v12.8h, v13.8h
