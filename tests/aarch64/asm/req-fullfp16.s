// mattr: +fullfp16
// instructions llvm-mc 19 takes only with: fullfp16
fabd	h14, h19, h16
fabd	v2.4h, v9.4h, v5.4h
fabd	v19.8h, v19.8h, v14.8h
fabs	h26, h20
fabs	v1.4h, v14.4h
fabs	v0.8h, v24.8h
facge	h19, h25, h16
facge	v28.4h, v30.4h, v11.4h
facge	v14.8h, v26.8h, v22.8h
facgt	h12, h25, h4
facgt	v0.4h, v12.4h, v2.4h
facgt	v11.8h, v31.8h, v3.8h
fadd	h20, h27, h15
faddp	h10, v0.2h
faddp	v14.4h, v2.4h, v21.4h
faddp	v7.8h, v26.8h, v2.8h
fadd	v3.4h, v30.4h, v22.4h
fadd	v29.8h, v15.8h, v22.8h
fccmpe	h29, h11, #1, al
fccmp	h28, h22, #1, lt
fcmeq	h29, h30, h16
fcmeq	v12.4h, v10.4h, v9.4h
fcmeq	v23.8h, v11.8h, v30.8h
fcmeq	h13, h9, #0.0
fcmeq	v11.4h, v22.4h, #0.0
fcmeq	v20.8h, v31.8h, #0.0
fcmge	h21, h9, h7
fcmge	v28.4h, v18.4h, v0.4h
fcmge	v6.8h, v22.8h, v8.8h
fcmge	h23, h5, #0.0
fcmge	v28.4h, v11.4h, #0.0
fcmge	v30.8h, v17.8h, #0.0
fcmgt	h24, h5, h19
fcmgt	v5.4h, v10.4h, v10.4h
fcmgt	v3.8h, v28.8h, v2.8h
fcmgt	h21, h13, #0.0
fcmgt	v19.4h, v12.4h, #0.0
fcmgt	v12.8h, v17.8h, #0.0
fcmle	h28, h5, #0.0
fcmle	v8.4h, v15.4h, #0.0
fcmle	v25.8h, v2.8h, #0.0
fcmlt	h17, h20, #0.0
fcmlt	v23.4h, v2.4h, #0.0
fcmlt	v27.8h, v17.8h, #0.0
fcmpe	h13, #0.0
fcmpe	h10, h28
fcmp	h3, #0.0
fcmp	h21, h3
fcsel	h23, h22, h4, gt
fcvtas	w12, h10
fcvtas	x30, h20
fcvtas	h29, h19
fcvtas	v7.4h, v8.4h
fcvtas	v13.8h, v11.8h
fcvtau	w10, h24
fcvtau	x6, h10
fcvtau	h22, h8
fcvtau	v17.4h, v26.4h
fcvtau	v13.8h, v25.8h
fcvtms	w26, h7
fcvtms	x5, h4
fcvtms	h19, h17
fcvtms	v4.4h, v24.4h
fcvtms	v31.8h, v25.8h
fcvtmu	w18, h2
fcvtmu	x5, h1
fcvtmu	h2, h2
fcvtmu	v0.4h, v8.4h
fcvtmu	v14.8h, v28.8h
fcvtns	w5, h16
fcvtns	x21, h24
fcvtns	h6, h22
fcvtns	v25.4h, v20.4h
fcvtns	v8.8h, v18.8h
fcvtnu	w25, h27
fcvtnu	x8, h8
fcvtnu	h12, h1
fcvtnu	v25.4h, v1.4h
fcvtnu	v17.8h, v9.8h
fcvtps	w5, h21
fcvtps	x29, h14
fcvtps	h5, h2
fcvtps	v25.4h, v5.4h
fcvtps	v7.8h, v4.8h
fcvtpu	w29, h31
fcvtpu	x14, h23
fcvtpu	h13, h31
fcvtpu	v1.4h, v10.4h
fcvtpu	v18.8h, v16.8h
fcvtzs	w1, h28
fcvtzs	x20, h2
fcvtzs	w8, h2, #28
fcvtzs	x15, h17, #17
fcvtzs	h20, h2, #2
fcvtzs	v22.4h, v31.4h, #1
fcvtzs	v13.8h, v11.8h, #1
fcvtzs	h16, h15
fcvtzs	v5.4h, v24.4h
fcvtzs	v2.8h, v10.8h
fcvtzu	w0, h31
fcvtzu	x6, h8
fcvtzu	w9, h25, #24
fcvtzu	x13, h29, #25
fcvtzu	h23, h24, #16
fcvtzu	v8.4h, v14.4h, #11
fcvtzu	v10.8h, v27.8h, #13
fcvtzu	h24, h29
fcvtzu	v19.4h, v21.4h
fcvtzu	v22.8h, v11.8h
fdiv	h21, h16, h26
fdiv	v16.4h, v6.4h, v21.4h
fdiv	v31.8h, v9.8h, v11.8h
fmadd	h25, h9, h25, h10
fmax	h19, h21, h16
fmaxnm	h21, h7, h2
fmaxnmp	h11, v20.2h
fmaxnmp	v19.4h, v26.4h, v7.4h
fmaxnmp	v26.8h, v23.8h, v31.8h
fmaxnmv	h14, v9.4h
fmaxnmv	h9, v13.8h
fmaxnm	v20.4h, v25.4h, v30.4h
fmaxnm	v5.8h, v12.8h, v22.8h
fmaxp	h17, v17.2h
fmaxp	v26.4h, v1.4h, v24.4h
fmaxp	v20.8h, v28.8h, v13.8h
fmaxv	h21, v25.4h
fmaxv	h6, v3.8h
fmax	v8.4h, v2.4h, v27.4h
fmax	v27.8h, v7.8h, v0.8h
fmin	h22, h26, h19
fminnm	h26, h26, h14
fminnmp	h31, v14.2h
fminnmp	v10.4h, v20.4h, v31.4h
fminnmp	v4.8h, v24.8h, v4.8h
fminnmv	h14, v18.4h
fminnmv	h17, v28.8h
fminnm	v1.4h, v27.4h, v15.4h
fminnm	v1.8h, v25.8h, v21.8h
fminp	h9, v25.2h
fminp	v5.4h, v6.4h, v7.4h
fminp	v15.8h, v3.8h, v7.8h
fminv	h14, v16.4h
fminv	h24, v29.8h
fmin	v25.4h, v20.4h, v21.4h
fmin	v0.8h, v23.8h, v27.8h
fmla	h28, h27, v11.h[7]
fmla	v12.4h, v15.4h, v2.h[2]
fmla	v29.8h, v17.8h, v2.h[2]
fmla	v22.4h, v25.4h, v12.4h
fmla	v26.8h, v22.8h, v7.8h
fmls	h8, h21, v3.h[0]
fmls	v17.4h, v14.4h, v6.h[1]
fmls	v23.8h, v6.8h, v9.h[5]
fmls	v6.4h, v5.4h, v17.4h
fmls	v30.8h, v11.8h, v25.8h
fmov	w9, h20
fmov	x17, h20
fmov	h3, #16.00000000
fmov	h22, h31
fmov	h20, w22
fmov	h18, x5
fmov	v27.4h, #-0.35937500
fmov	v24.8h, #1.37500000
fmsub	h26, h18, h5, h26
fmul	h9, h20, h16
fmulx	h22, h12, v5.h[3]
fmulx	v3.4h, v29.4h, v13.h[3]
fmulx	v0.8h, v23.8h, v6.h[5]
fmulx	h10, h28, h31
fmulx	v29.4h, v8.4h, v13.4h
fmulx	v19.8h, v22.8h, v0.8h
fmul	h9, h2, v9.h[4]
fmul	v20.4h, v22.4h, v1.h[0]
fmul	v27.8h, v4.8h, v6.h[5]
fmul	v2.4h, v5.4h, v23.4h
fmul	v29.8h, v1.8h, v28.8h
fneg	h13, h4
fneg	v5.4h, v6.4h
fneg	v31.8h, v23.8h
fnmadd	h1, h29, h14, h12
fnmsub	h1, h12, h27, h12
fnmul	h21, h20, h10
frecpe	h26, h15
frecpe	v9.4h, v23.4h
frecpe	v31.8h, v7.8h
frecps	h7, h10, h0
frecps	v20.4h, v22.4h, v8.4h
frecps	v4.8h, v3.8h, v3.8h
frecpx	h22, h22
frinta	h18, h9
frinta	v28.4h, v5.4h
frinta	v10.8h, v6.8h
frinti	h9, h21
frinti	v23.4h, v1.4h
frinti	v0.8h, v27.8h
frintm	h19, h1
frintm	v16.4h, v10.4h
frintm	v4.8h, v16.8h
frintn	h20, h31
frintn	v8.4h, v6.4h
frintn	v26.8h, v6.8h
frintp	h23, h23
frintp	v0.4h, v13.4h
frintp	v9.8h, v20.8h
frintx	h30, h3
frintx	v18.4h, v6.4h
frintx	v8.8h, v18.8h
frintz	h12, h24
frintz	v27.4h, v12.4h
frintz	v3.8h, v29.8h
frsqrte	h29, h18
frsqrte	v1.4h, v17.4h
frsqrte	v10.8h, v18.8h
frsqrts	h28, h25, h18
frsqrts	v3.4h, v31.4h, v24.4h
frsqrts	v19.8h, v5.8h, v17.8h
fsqrt	h3, h30
fsqrt	v24.4h, v0.4h
fsqrt	v8.8h, v7.8h
fsub	h13, h5, h12
fsub	v26.4h, v29.4h, v18.4h
fsub	v6.8h, v7.8h, v28.8h
scvtf	h18, w30
scvtf	h24, w29, #4
scvtf	h22, x27
scvtf	h4, x22, #9
scvtf	h5, h10, #8
scvtf	v22.4h, v22.4h, #14
scvtf	v4.8h, v21.8h, #4
scvtf	h17, h23
scvtf	v12.4h, v5.4h
scvtf	v6.8h, v20.8h
ucvtf	h19, w29
ucvtf	h8, w29, #19
ucvtf	h26, x17
ucvtf	h22, x20, #24
ucvtf	h13, h1, #16
ucvtf	v21.4h, v31.4h, #16
ucvtf	v28.8h, v19.8h, #5
ucvtf	h16, h16
ucvtf	v29.4h, v0.4h
ucvtf	v22.8h, v7.8h
