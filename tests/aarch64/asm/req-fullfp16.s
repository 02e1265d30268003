// mattr: +fullfp16
// instructions llvm-mc 19 takes only with: fullfp16
fabd	h9, h31, h26
fabd	v5.4h, v30.4h, v31.4h
fabd	v14.8h, v18.8h, v8.8h
fabs	h26, h17
fabs	v17.4h, v3.4h
fabs	v19.8h, v21.8h
facge	h4, h3, h28
facge	v23.4h, v28.4h, v3.4h
facge	v3.8h, v8.8h, v23.8h
facgt	h23, h29, h16
facgt	v23.4h, v4.4h, v25.4h
facgt	v28.8h, v2.8h, v6.8h
fadd	h3, h27, h2
faddp	h23, v1.2h
faddp	v20.4h, v31.4h, v12.4h
faddp	v5.8h, v8.8h, v30.8h
fadd	v19.4h, v22.4h, v2.4h
fadd	v16.8h, v1.8h, v29.8h
fccmpe	h16, h22, #8, ge
fccmp	h1, h9, #1, ls
fcmeq	h3, h17, h26
fcmeq	v7.4h, v7.4h, v20.4h
fcmeq	v23.8h, v3.8h, v3.8h
fcmeq	h24, h21, #0.0
fcmeq	v18.4h, v24.4h, #0.0
fcmeq	v22.8h, v31.8h, #0.0
fcmge	h18, h2, h6
fcmge	v2.4h, v2.4h, v11.4h
fcmge	v2.8h, v3.8h, v0.8h
fcmge	h28, h14, #0.0
fcmge	v9.4h, v18.4h, #0.0
fcmge	v24.8h, v29.8h, #0.0
fcmgt	h23, h28, h13
fcmgt	v28.4h, v6.4h, v6.4h
fcmgt	v8.8h, v21.8h, v4.8h
fcmgt	h25, h1, #0.0
fcmgt	v21.4h, v0.4h, #0.0
fcmgt	v7.8h, v25.8h, #0.0
fcmle	h13, h24, #0.0
fcmle	v7.4h, v8.4h, #0.0
fcmle	v29.8h, v17.8h, #0.0
fcmlt	h14, h9, #0.0
fcmlt	v20.4h, v8.4h, #0.0
fcmlt	v0.8h, v3.8h, #0.0
fcmpe	h10, #0.0
fcmpe	h26, h19
fcmp	h16, #0.0
fcmp	h19, h12
fcsel	h21, h25, h15, vc
fcvtas	w0, h18
fcvtas	x24, h22
fcvtas	h20, h12
fcvtas	v10.4h, v19.4h
fcvtas	v8.8h, v12.8h
fcvtau	w4, h16
fcvtau	x22, h18
fcvtau	h16, h13
fcvtau	v12.4h, v2.4h
fcvtau	v24.8h, v0.8h
fcvtms	w9, h2
fcvtms	x10, h5
fcvtms	h18, h9
fcvtms	v8.4h, v30.4h
fcvtms	v3.8h, v13.8h
fcvtmu	w12, h17
fcvtmu	x1, h25
fcvtmu	h5, h6
fcvtmu	v21.4h, v1.4h
fcvtmu	v20.8h, v23.8h
fcvtns	w18, h26
fcvtns	x9, h31
fcvtns	h23, h28
fcvtns	v11.4h, v21.4h
fcvtns	v14.8h, v31.8h
fcvtnu	w21, h27
fcvtnu	x0, h11
fcvtnu	h27, h3
fcvtnu	v8.4h, v14.4h
fcvtnu	v8.8h, v26.8h
fcvtps	w27, h29
fcvtps	x11, h15
fcvtps	h25, h4
fcvtps	v17.4h, v2.4h
fcvtps	v26.8h, v26.8h
fcvtpu	w27, h1
fcvtpu	x18, h25
fcvtpu	h7, h13
fcvtpu	v15.4h, v15.4h
fcvtpu	v21.8h, v15.8h
fcvtzs	wzr, h31
fcvtzs	x26, h20
fcvtzs	wzr, h9, #7
fcvtzs	x23, h8, #59
fcvtzs	h2, h31, #7
fcvtzs	v15.4h, v19.4h, #5
fcvtzs	v21.8h, v18.8h, #16
fcvtzs	h16, h5
fcvtzs	v1.4h, v10.4h
fcvtzs	v20.8h, v30.8h
fcvtzu	w7, h11
fcvtzu	x15, h10
fcvtzu	w6, h3, #6
fcvtzu	x14, h7, #59
fcvtzu	h0, h26, #1
fcvtzu	v4.4h, v21.4h, #15
fcvtzu	v23.8h, v23.8h, #1
fcvtzu	h27, h15
fcvtzu	v22.4h, v8.4h
fcvtzu	v31.8h, v1.8h
fdiv	h13, h9, h5
fdiv	v0.4h, v12.4h, v13.4h
fdiv	v31.8h, v18.8h, v10.8h
fmadd	h17, h30, h27, h2
fmax	h22, h30, h30
fmaxnm	h13, h21, h20
fmaxnmp	h15, v4.2h
fmaxnmp	v29.4h, v7.4h, v17.4h
fmaxnmp	v18.8h, v10.8h, v12.8h
fmaxnmv	h24, v9.4h
fmaxnmv	h24, v7.8h
fmaxnm	v11.4h, v26.4h, v8.4h
fmaxnm	v26.8h, v14.8h, v9.8h
fmaxp	h7, v1.2h
fmaxp	v27.4h, v20.4h, v19.4h
fmaxp	v23.8h, v23.8h, v23.8h
fmaxv	h20, v9.4h
fmaxv	h14, v3.8h
fmax	v12.4h, v21.4h, v0.4h
fmax	v10.8h, v8.8h, v26.8h
fmin	h13, h1, h12
fminnm	h26, h15, h9
fminnmp	h22, v6.2h
fminnmp	v13.4h, v10.4h, v19.4h
fminnmp	v4.8h, v24.8h, v14.8h
fminnmv	h5, v26.4h
fminnmv	h13, v13.8h
fminnm	v28.4h, v9.4h, v5.4h
fminnm	v27.8h, v29.8h, v8.8h
fminp	h26, v23.2h
fminp	v5.4h, v12.4h, v15.4h
fminp	v27.8h, v24.8h, v30.8h
fminv	h17, v28.4h
fminv	h24, v22.8h
fmin	v29.4h, v16.4h, v1.4h
fmin	v5.8h, v6.8h, v17.8h
fmla	h12, h2, v15.h[2]
fmla	v3.4h, v3.4h, v1.h[1]
fmla	v12.8h, v25.8h, v13.h[7]
fmla	v31.4h, v4.4h, v17.4h
fmla	v8.8h, v28.8h, v25.8h
fmls	h4, h21, v6.h[6]
fmls	v3.4h, v3.4h, v3.h[7]
fmls	v19.8h, v13.8h, v11.h[3]
fmls	v29.4h, v14.4h, v5.4h
fmls	v11.8h, v21.8h, v8.8h
fmov	w18, h17
fmov	x21, h19
fmov	h27, #-22.00000000
fmov	h29, h22
fmov	h3, w5
fmov	h3, x11
fmov	v16.4h, #-0.53125000
fmov	v30.8h, #1.81250000
fmsub	h24, h3, h9, h21
fmul	h15, h10, h27
fmulx	h30, h20, v7.h[5]
fmulx	v14.4h, v26.4h, v10.h[0]
fmulx	v27.8h, v21.8h, v7.h[1]
fmulx	h27, h3, h14
fmulx	v12.4h, v20.4h, v24.4h
fmulx	v28.8h, v27.8h, v17.8h
fmul	h22, h1, v10.h[5]
fmul	v18.4h, v10.4h, v8.h[7]
fmul	v10.8h, v28.8h, v2.h[0]
fmul	v26.4h, v17.4h, v28.4h
fmul	v5.8h, v18.8h, v20.8h
fneg	h31, h25
fneg	v2.4h, v16.4h
fneg	v9.8h, v13.8h
fnmadd	h18, h9, h30, h2
fnmsub	h16, h27, h14, h7
fnmul	h27, h9, h14
frecpe	h30, h31
frecpe	v8.4h, v13.4h
frecpe	v24.8h, v3.8h
frecps	h3, h8, h21
frecps	v19.4h, v13.4h, v5.4h
frecps	v10.8h, v30.8h, v28.8h
frecpx	h11, h21
frinta	h23, h15
frinta	v12.4h, v14.4h
frinta	v14.8h, v5.8h
frinti	h28, h22
frinti	v7.4h, v27.4h
frinti	v6.8h, v10.8h
frintm	h28, h10
frintm	v15.4h, v8.4h
frintm	v7.8h, v25.8h
frintn	h14, h8
frintn	v26.4h, v16.4h
frintn	v25.8h, v19.8h
frintp	h16, h28
frintp	v18.4h, v26.4h
frintp	v4.8h, v26.8h
frintx	h5, h30
frintx	v8.4h, v7.4h
frintx	v6.8h, v5.8h
frintz	h5, h24
frintz	v4.4h, v12.4h
frintz	v0.8h, v22.8h
frsqrte	h9, h3
frsqrte	v8.4h, v7.4h
frsqrte	v11.8h, v7.8h
frsqrts	h31, h16, h12
frsqrts	v17.4h, v3.4h, v12.4h
frsqrts	v4.8h, v15.8h, v30.8h
fsqrt	h8, h18
fsqrt	v22.4h, v23.4h
fsqrt	v29.8h, v12.8h
fsub	h9, h3, h22
fsub	v7.4h, v12.4h, v29.4h
fsub	v29.8h, v0.8h, v13.8h
scvtf	h6, w10
scvtf	h28, w6, #1
scvtf	h28, x18
scvtf	h6, x2, #22
scvtf	h1, h26, #8
scvtf	v18.4h, v11.4h, #14
scvtf	v29.8h, v10.8h, #1
scvtf	h0, h9
scvtf	v30.4h, v9.4h
scvtf	v21.8h, v6.8h
ucvtf	h16, w11
ucvtf	h11, w27, #2
ucvtf	h18, x8
ucvtf	h22, x10, #23
ucvtf	h11, h9, #3
ucvtf	v26.4h, v26.4h, #1
ucvtf	v4.8h, v30.8h, #11
ucvtf	h30, h25
ucvtf	v5.4h, v11.4h
ucvtf	v21.8h, v18.8h
