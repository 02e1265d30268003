// mattr: +fullfp16
// instructions llvm-mc 19 takes only with: fullfp16
fabd	h25, h26, h21
fabd	v7.4h, v6.4h, v20.4h
fabd	v25.8h, v3.8h, v21.8h
fabs	h15, h17
fabs	v28.4h, v11.4h
fabs	v22.8h, v4.8h
facge	h26, h26, h3
facge	v10.4h, v17.4h, v28.4h
facge	v27.8h, v30.8h, v13.8h
facgt	h31, h4, h17
facgt	v2.4h, v5.4h, v26.4h
facgt	v9.8h, v14.8h, v2.8h
fadd	h1, h25, h19
faddp	h27, v5.2h
faddp	v10.4h, v26.4h, v26.4h
faddp	v23.8h, v5.8h, v5.8h
fadd	v30.4h, v28.4h, v2.4h
fadd	v3.8h, v8.8h, v16.8h
fccmpe	h12, h23, #9, lo
fccmp	h30, h1, #0, ls
fcmeq	h19, h16, h22
fcmeq	v23.4h, v2.4h, v16.4h
fcmeq	v21.8h, v0.8h, v28.8h
fcmeq	h17, h1, #0.0
fcmeq	v28.4h, v8.4h, #0.0
fcmeq	v24.8h, v11.8h, #0.0
fcmge	h19, h16, h15
fcmge	v21.4h, v15.4h, v11.4h
fcmge	v22.8h, v4.8h, v25.8h
fcmge	h15, h23, #0.0
fcmge	v24.4h, v26.4h, #0.0
fcmge	v10.8h, v15.8h, #0.0
fcmgt	h17, h10, h24
fcmgt	v28.4h, v22.4h, v8.4h
fcmgt	v5.8h, v17.8h, v3.8h
fcmgt	h27, h11, #0.0
fcmgt	v31.4h, v7.4h, #0.0
fcmgt	v1.8h, v17.8h, #0.0
fcmle	h1, h0, #0.0
fcmle	v24.4h, v14.4h, #0.0
fcmle	v8.8h, v8.8h, #0.0
fcmlt	h31, h25, #0.0
fcmlt	v19.4h, v21.4h, #0.0
fcmlt	v28.8h, v7.8h, #0.0
fcmpe	h31, #0.0
fcmpe	h29, h7
fcmp	h29, #0.0
fcmp	h31, h20
fcsel	h8, h5, h9, ge
fcvtas	w17, h15
fcvtas	x22, h22
fcvtas	h25, h25
fcvtas	v8.4h, v19.4h
fcvtas	v0.8h, v5.8h
fcvtau	wzr, h28
fcvtau	x7, h8
fcvtau	h6, h9
fcvtau	v27.4h, v8.4h
fcvtau	v9.8h, v19.8h
fcvtms	w14, h2
fcvtms	x2, h9
fcvtms	h19, h8
fcvtms	v11.4h, v22.4h
fcvtms	v31.8h, v1.8h
fcvtmu	w29, h23
fcvtmu	x9, h8
fcvtmu	h25, h14
fcvtmu	v23.4h, v14.4h
fcvtmu	v15.8h, v14.8h
fcvtns	w8, h14
fcvtns	x15, h20
fcvtns	h14, h21
fcvtns	v5.4h, v3.4h
fcvtns	v27.8h, v2.8h
fcvtnu	w16, h15
fcvtnu	x23, h4
fcvtnu	h2, h10
fcvtnu	v23.4h, v19.4h
fcvtnu	v9.8h, v26.8h
fcvtps	w18, h9
fcvtps	x2, h10
fcvtps	h10, h18
fcvtps	v26.4h, v8.4h
fcvtps	v5.8h, v3.8h
fcvtpu	w15, h12
fcvtpu	x1, h1
fcvtpu	h1, h5
fcvtpu	v24.4h, v21.4h
fcvtpu	v31.8h, v20.8h
fcvtzs	w12, h15
fcvtzs	x3, h10
fcvtzs	w3, h8, #26
fcvtzs	x8, h25, #14
fcvtzs	h8, h17, #1
fcvtzs	v27.4h, v23.4h, #13
fcvtzs	v29.8h, v18.8h, #3
fcvtzs	h5, h29
fcvtzs	v18.4h, v0.4h
fcvtzs	v1.8h, v19.8h
fcvtzu	w2, h31
fcvtzu	x2, h16
fcvtzu	w27, h19, #32
fcvtzu	x11, h20, #1
fcvtzu	h6, h27, #2
fcvtzu	v1.4h, v10.4h, #7
fcvtzu	v25.8h, v22.8h, #4
fcvtzu	h25, h30
fcvtzu	v28.4h, v6.4h
fcvtzu	v29.8h, v3.8h
fdiv	h16, h14, h19
fdiv	v13.4h, v5.4h, v26.4h
fdiv	v29.8h, v7.8h, v21.8h
fmadd	h23, h0, h12, h13
fmax	h21, h30, h3
fmaxnm	h21, h19, h3
fmaxnmp	h21, v18.2h
fmaxnmp	v25.4h, v31.4h, v9.4h
fmaxnmp	v7.8h, v27.8h, v21.8h
fmaxnmv	h16, v4.4h
fmaxnmv	h9, v13.8h
fmaxnm	v10.4h, v28.4h, v15.4h
fmaxnm	v30.8h, v12.8h, v1.8h
fmaxp	h27, v22.2h
fmaxp	v10.4h, v5.4h, v11.4h
fmaxp	v17.8h, v4.8h, v29.8h
fmaxv	h19, v13.4h
fmaxv	h24, v9.8h
fmax	v22.4h, v26.4h, v10.4h
fmax	v8.8h, v24.8h, v17.8h
fmin	h9, h3, h13
fminnm	h6, h6, h28
fminnmp	h25, v7.2h
fminnmp	v23.4h, v5.4h, v11.4h
fminnmp	v12.8h, v5.8h, v25.8h
fminnmv	h17, v5.4h
fminnmv	h28, v24.8h
fminnm	v26.4h, v18.4h, v16.4h
fminnm	v12.8h, v12.8h, v29.8h
fminp	h21, v0.2h
fminp	v3.4h, v18.4h, v5.4h
fminp	v19.8h, v27.8h, v26.8h
fminv	h30, v13.4h
fminv	h5, v26.8h
fmin	v28.4h, v31.4h, v11.4h
fmin	v5.8h, v10.8h, v18.8h
fmla	h29, h17, v6.h[6]
fmla	v18.4h, v20.4h, v6.h[1]
fmla	v13.8h, v13.8h, v10.h[0]
fmla	v3.4h, v10.4h, v19.4h
fmla	v22.8h, v21.8h, v25.8h
fmls	h7, h29, v7.h[7]
fmls	v28.4h, v24.4h, v13.h[7]
fmls	v9.8h, v12.8h, v7.h[0]
fmls	v3.4h, v18.4h, v12.4h
fmls	v29.8h, v17.8h, v20.8h
fmov	w20, h2
fmov	x3, h20
fmov	h12, #4.75000000
fmov	h6, h3
fmov	h7, w0
fmov	h21, x23
fmov	v4.4h, #5.75000000
fmov	v31.8h, #26.00000000
fmsub	h15, h25, h7, h12
fmul	h0, h9, h5
fmulx	h25, h8, v12.h[5]
fmulx	v7.4h, v23.4h, v13.h[7]
fmulx	v14.8h, v15.8h, v5.h[0]
fmulx	h16, h14, h7
fmulx	v6.4h, v9.4h, v24.4h
fmulx	v27.8h, v9.8h, v0.8h
fmul	h24, h1, v7.h[4]
fmul	v20.4h, v7.4h, v9.h[3]
fmul	v6.8h, v5.8h, v8.h[3]
fmul	v29.4h, v11.4h, v0.4h
fmul	v8.8h, v10.8h, v26.8h
fneg	h9, h12
fneg	v10.4h, v31.4h
fneg	v9.8h, v11.8h
fnmadd	h27, h22, h14, h20
fnmsub	h7, h1, h30, h15
fnmul	h29, h30, h22
frecpe	h9, h21
frecpe	v14.4h, v15.4h
frecpe	v6.8h, v27.8h
frecps	h24, h20, h10
frecps	v1.4h, v16.4h, v2.4h
frecps	v31.8h, v0.8h, v27.8h
frecpx	h18, h27
frinta	h18, h15
frinta	v6.4h, v8.4h
frinta	v9.8h, v21.8h
frinti	h2, h4
frinti	v6.4h, v8.4h
frinti	v23.8h, v15.8h
frintm	h18, h10
frintm	v11.4h, v15.4h
frintm	v18.8h, v20.8h
frintn	h31, h25
frintn	v9.4h, v13.4h
frintn	v24.8h, v29.8h
frintp	h30, h2
frintp	v8.4h, v28.4h
frintp	v26.8h, v2.8h
frintx	h9, h18
frintx	v5.4h, v23.4h
frintx	v13.8h, v13.8h
frintz	h30, h11
frintz	v23.4h, v27.4h
frintz	v13.8h, v22.8h
frsqrte	h20, h30
frsqrte	v7.4h, v8.4h
frsqrte	v13.8h, v24.8h
frsqrts	h14, h3, h8
frsqrts	v22.4h, v19.4h, v13.4h
frsqrts	v16.8h, v10.8h, v30.8h
fsqrt	h12, h6
fsqrt	v12.4h, v14.4h
fsqrt	v14.8h, v5.8h
fsub	h22, h10, h11
fsub	v21.4h, v14.4h, v16.4h
fsub	v31.8h, v24.8h, v26.8h
scvtf	h15, w8
scvtf	h21, w25, #1
scvtf	h17, x7
scvtf	h21, x8, #62
scvtf	h26, h13, #2
scvtf	v4.4h, v12.4h, #10
scvtf	v30.8h, v24.8h, #13
scvtf	h27, h12
scvtf	v6.4h, v11.4h
scvtf	v12.8h, v29.8h
ucvtf	h4, w29
ucvtf	h0, w27, #1
ucvtf	h3, x4
ucvtf	h14, x0, #55
ucvtf	h4, h8, #4
ucvtf	v3.4h, v4.4h, #6
ucvtf	v24.8h, v7.8h, #9
ucvtf	h1, h19
ucvtf	v12.4h, v12.4h
ucvtf	v3.8h, v18.8h
