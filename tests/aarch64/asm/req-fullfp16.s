// mattr: +fullfp16
// instructions llvm-mc 19 takes only with: fullfp16
fabd	h4, h27, h9
fabd	v21.4h, v11.4h, v8.4h
fabd	v11.8h, v15.8h, v15.8h
fabs	h29, h24
fabs	v23.4h, v15.4h
fabs	v22.8h, v8.8h
facge	h14, h26, h10
facge	v3.4h, v18.4h, v10.4h
facge	v20.8h, v23.8h, v3.8h
facgt	h29, h6, h12
facgt	v14.4h, v21.4h, v1.4h
facgt	v23.8h, v12.8h, v17.8h
fadd	h11, h13, h5
faddp	h15, v3.2h
faddp	v19.4h, v25.4h, v27.4h
faddp	v6.8h, v22.8h, v15.8h
fadd	v26.4h, v31.4h, v29.4h
fadd	v17.8h, v14.8h, v18.8h
fccmpe	h28, h14, #9, ls
fccmp	h0, h19, #0, lo
fcmeq	h3, h1, h27
fcmeq	v2.4h, v31.4h, v24.4h
fcmeq	v4.8h, v21.8h, v25.8h
fcmeq	h2, h7, #0.0
fcmeq	v29.4h, v14.4h, #0.0
fcmeq	v27.8h, v15.8h, #0.0
fcmge	h4, h10, h0
fcmge	v2.4h, v21.4h, v15.4h
fcmge	v26.8h, v2.8h, v23.8h
fcmge	h14, h25, #0.0
fcmge	v26.4h, v21.4h, #0.0
fcmge	v23.8h, v9.8h, #0.0
fcmgt	h9, h15, h10
fcmgt	v28.4h, v11.4h, v12.4h
fcmgt	v22.8h, v11.8h, v24.8h
fcmgt	h30, h22, #0.0
fcmgt	v13.4h, v7.4h, #0.0
fcmgt	v3.8h, v23.8h, #0.0
fcmle	h5, h5, #0.0
fcmle	v17.4h, v12.4h, #0.0
fcmle	v29.8h, v11.8h, #0.0
fcmlt	h18, h23, #0.0
fcmlt	v24.4h, v0.4h, #0.0
fcmlt	v3.8h, v28.8h, #0.0
fcmpe	h19, #0.0
fcmpe	h27, h4
fcmp	h23, #0.0
fcmp	h29, h16
fcsel	h26, h28, h3, le
fcvtas	w7, h5
fcvtas	x10, h13
fcvtas	h10, h22
fcvtas	v31.4h, v12.4h
fcvtas	v24.8h, v5.8h
fcvtau	w19, h29
fcvtau	x9, h15
fcvtau	h24, h11
fcvtau	v26.4h, v20.4h
fcvtau	v16.8h, v25.8h
fcvtms	w30, h17
fcvtms	x23, h11
fcvtms	h12, h7
fcvtms	v12.4h, v11.4h
fcvtms	v14.8h, v9.8h
fcvtmu	w19, h12
fcvtmu	x5, h19
fcvtmu	h10, h16
fcvtmu	v18.4h, v21.4h
fcvtmu	v27.8h, v8.8h
fcvtns	w5, h19
fcvtns	x17, h23
fcvtns	h31, h24
fcvtns	v4.4h, v18.4h
fcvtns	v9.8h, v4.8h
fcvtnu	wzr, h1
fcvtnu	x25, h21
fcvtnu	h19, h1
fcvtnu	v25.4h, v8.4h
fcvtnu	v27.8h, v9.8h
fcvtps	w6, h27
fcvtps	x10, h23
fcvtps	h6, h30
fcvtps	v31.4h, v14.4h
fcvtps	v23.8h, v2.8h
fcvtpu	w0, h30
fcvtpu	x6, h28
fcvtpu	h17, h20
fcvtpu	v2.4h, v5.4h
fcvtpu	v17.8h, v13.8h
fcvtzs	w0, h28
fcvtzs	x18, h9
fcvtzs	w19, h16, #19
fcvtzs	x21, h15, #46
fcvtzs	h30, h20, #1
fcvtzs	v24.4h, v21.4h, #15
fcvtzs	v6.8h, v12.8h, #5
fcvtzs	h14, h28
fcvtzs	v18.4h, v29.4h
fcvtzs	v29.8h, v7.8h
fcvtzu	w6, h22
fcvtzu	x7, h0
fcvtzu	w7, h31, #2
fcvtzu	x28, h28, #1
fcvtzu	h25, h5, #7
fcvtzu	v25.4h, v25.4h, #12
fcvtzu	v9.8h, v19.8h, #7
fcvtzu	h17, h20
fcvtzu	v14.4h, v2.4h
fcvtzu	v28.8h, v13.8h
fdiv	h15, h9, h8
fdiv	v1.4h, v14.4h, v21.4h
fdiv	v6.8h, v2.8h, v12.8h
fmadd	h12, h2, h10, h18
fmax	h11, h5, h30
fmaxnm	h16, h18, h9
fmaxnmp	h21, v23.2h
fmaxnmp	v13.4h, v29.4h, v15.4h
fmaxnmp	v26.8h, v28.8h, v1.8h
fmaxnmv	h9, v24.4h
fmaxnmv	h20, v31.8h
fmaxnm	v17.4h, v0.4h, v4.4h
fmaxnm	v30.8h, v1.8h, v30.8h
fmaxp	h20, v27.2h
fmaxp	v14.4h, v17.4h, v3.4h
fmaxp	v7.8h, v12.8h, v3.8h
fmaxv	h10, v8.4h
fmaxv	h5, v28.8h
fmax	v12.4h, v24.4h, v29.4h
fmax	v28.8h, v23.8h, v0.8h
fmin	h15, h22, h11
fminnm	h14, h30, h6
fminnmp	h9, v18.2h
fminnmp	v20.4h, v2.4h, v1.4h
fminnmp	v11.8h, v15.8h, v24.8h
fminnmv	h31, v24.4h
fminnmv	h29, v18.8h
fminnm	v19.4h, v1.4h, v16.4h
fminnm	v27.8h, v17.8h, v22.8h
fminp	h28, v3.2h
fminp	v10.4h, v13.4h, v14.4h
fminp	v21.8h, v16.8h, v21.8h
fminv	h4, v9.4h
fminv	h21, v28.8h
fmin	v3.4h, v25.4h, v29.4h
fmin	v24.8h, v21.8h, v14.8h
fmla	h6, h2, v13.h[7]
fmla	v14.4h, v26.4h, v4.h[1]
fmla	v31.8h, v27.8h, v13.h[0]
fmla	v17.4h, v4.4h, v24.4h
fmla	v14.8h, v5.8h, v26.8h
fmls	h31, h31, v5.h[2]
fmls	v26.4h, v30.4h, v1.h[2]
fmls	v4.8h, v27.8h, v11.h[7]
fmls	v0.4h, v6.4h, v15.4h
fmls	v21.8h, v12.8h, v22.8h
fmov	w1, h20
fmov	xzr, h7
fmov	h19, #-4.00000000
fmov	h12, h26
fmov	h17, w2
fmov	h9, x23
fmov	v21.4h, #-8.50000000
fmov	v22.8h, #1.12500000
fmsub	h6, h9, h13, h25
fmul	h3, h0, h5
fmulx	h16, h4, v11.h[4]
fmulx	v29.4h, v28.4h, v0.h[7]
fmulx	v12.8h, v21.8h, v4.h[0]
fmulx	h10, h28, h15
fmulx	v20.4h, v30.4h, v23.4h
fmulx	v19.8h, v4.8h, v6.8h
fmul	h9, h23, v3.h[5]
fmul	v18.4h, v4.4h, v9.h[4]
fmul	v9.8h, v4.8h, v12.h[3]
fmul	v9.4h, v2.4h, v0.4h
fmul	v31.8h, v30.8h, v2.8h
fneg	h28, h29
fneg	v14.4h, v9.4h
fneg	v23.8h, v11.8h
fnmadd	h18, h21, h6, h8
fnmsub	h14, h9, h15, h9
fnmul	h10, h5, h25
frecpe	h30, h16
frecpe	v13.4h, v6.4h
frecpe	v5.8h, v22.8h
frecps	h0, h1, h17
frecps	v12.4h, v12.4h, v29.4h
frecps	v9.8h, v20.8h, v17.8h
frecpx	h14, h23
frinta	h1, h9
frinta	v29.4h, v23.4h
frinta	v22.8h, v12.8h
frinti	h15, h3
frinti	v14.4h, v8.4h
frinti	v2.8h, v27.8h
frintm	h13, h25
frintm	v13.4h, v18.4h
frintm	v19.8h, v22.8h
frintn	h21, h16
frintn	v2.4h, v8.4h
frintn	v30.8h, v16.8h
frintp	h16, h16
frintp	v13.4h, v6.4h
frintp	v8.8h, v24.8h
frintx	h2, h19
frintx	v22.4h, v3.4h
frintx	v26.8h, v15.8h
frintz	h22, h27
frintz	v28.4h, v4.4h
frintz	v4.8h, v26.8h
frsqrte	h8, h24
frsqrte	v17.4h, v5.4h
frsqrte	v12.8h, v31.8h
frsqrts	h31, h5, h16
frsqrts	v26.4h, v21.4h, v16.4h
frsqrts	v21.8h, v20.8h, v27.8h
fsqrt	h8, h9
fsqrt	v7.4h, v23.4h
fsqrt	v31.8h, v14.8h
fsub	h28, h16, h18
fsub	v17.4h, v2.4h, v19.4h
fsub	v4.8h, v11.8h, v13.8h
scvtf	h21, w18
scvtf	h23, w4, #20
scvtf	h29, x11
scvtf	h27, x10, #37
scvtf	h6, h26, #3
scvtf	v5.4h, v28.4h, #15
scvtf	v0.8h, v13.8h, #13
scvtf	h14, h23
scvtf	v6.4h, v5.4h
scvtf	v12.8h, v10.8h
ucvtf	h23, w6
ucvtf	h31, w26, #7
ucvtf	h13, x13
ucvtf	h16, x29, #9
ucvtf	h24, h28, #9
ucvtf	v20.4h, v18.4h, #1
ucvtf	v7.8h, v30.8h, #1
ucvtf	h13, h25
ucvtf	v10.4h, v14.4h
ucvtf	v9.8h, v4.8h
