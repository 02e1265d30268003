// mattr: +fullfp16
// instructions llvm-mc 19 takes only with: fullfp16
fabd	h22, h8, h5
fabd	v19.4h, v8.4h, v5.4h
fabd	v26.8h, v10.8h, v20.8h
fabs	h6, h7
fabs	v10.4h, v23.4h
fabs	v10.8h, v12.8h
facge	h0, h14, h21
facge	v3.4h, v17.4h, v7.4h
facge	v17.8h, v2.8h, v27.8h
facgt	h20, h14, h23
facgt	v13.4h, v8.4h, v26.4h
facgt	v27.8h, v1.8h, v28.8h
fadd	h4, h31, h19
faddp	h16, v24.2h
faddp	v31.4h, v20.4h, v5.4h
faddp	v31.8h, v5.8h, v26.8h
fadd	v2.4h, v5.4h, v30.4h
fadd	v28.8h, v0.8h, v26.8h
fccmpe	h20, h18, #8, pl
fccmp	h28, h11, #3, le
fcmeq	h1, h27, h30
fcmeq	v31.4h, v24.4h, v30.4h
fcmeq	v21.8h, v25.8h, v0.8h
fcmeq	h7, h17, #0.0
fcmeq	v14.4h, v23.4h, #0.0
fcmeq	v15.8h, v13.8h, #0.0
fcmge	h10, h0, h24
fcmge	v21.4h, v15.4h, v29.4h
fcmge	v2.8h, v23.8h, v2.8h
fcmge	h25, h28, #0.0
fcmge	v21.4h, v23.4h, #0.0
fcmge	v9.8h, v7.8h, #0.0
fcmgt	h15, h10, h23
fcmgt	v11.4h, v12.4h, v16.4h
fcmgt	v11.8h, v24.8h, v11.8h
fcmgt	h22, h22, #0.0
fcmgt	v7.4h, v26.4h, #0.0
fcmgt	v23.8h, v22.8h, #0.0
fcmle	h5, h27, #0.0
fcmle	v12.4h, v20.4h, #0.0
fcmle	v11.8h, v28.8h, #0.0
fcmlt	h23, h26, #0.0
fcmlt	v0.4h, v1.4h, #0.0
fcmlt	v28.8h, v22.8h, #0.0
fcmpe	h27, #0.0
fcmpe	h4, h11
fcmp	h29, #0.0
fcmp	h16, h31
fcsel	h28, h3, h27, ne
fcvtas	w5, h23
fcvtas	x13, h9
fcvtas	h22, h20
fcvtas	v12.4h, v4.4h
fcvtas	v5.8h, v8.8h
fcvtau	w29, h17
fcvtau	x15, h6
fcvtau	h11, h30
fcvtau	v20.4h, v24.4h
fcvtau	v25.8h, v28.8h
fcvtms	w17, h23
fcvtms	x11, h16
fcvtms	h7, h5
fcvtms	v11.4h, v13.4h
fcvtms	v9.8h, v24.8h
fcvtmu	w12, h8
fcvtmu	x19, h22
fcvtmu	h16, h1
fcvtmu	v21.4h, v13.4h
fcvtmu	v8.8h, v13.8h
fcvtns	w19, h12
fcvtns	x23, h17
fcvtns	h24, h2
fcvtns	v18.4h, v6.4h
fcvtns	v4.8h, v24.8h
fcvtnu	w1, h1
fcvtnu	x21, h19
fcvtnu	h1, h25
fcvtnu	v8.4h, v24.4h
fcvtnu	v9.8h, v25.8h
fcvtps	w27, h26
fcvtps	x23, h13
fcvtps	h30, h5
fcvtps	v14.4h, v18.4h
fcvtps	v2.8h, v19.8h
fcvtpu	w30, h5
fcvtpu	x28, h5
fcvtpu	h20, h14
fcvtpu	v5.4h, v26.4h
fcvtpu	v13.8h, v16.8h
fcvtzs	w28, h23
fcvtzs	x9, h19
fcvtzs	w16, h15, #23
fcvtzs	x15, h11, #50
fcvtzs	h20, h2, #12
fcvtzs	v4.4h, v1.4h, #16
fcvtzs	v12.8h, v16.8h, #1
fcvtzs	h5, h16
fcvtzs	v14.4h, v2.4h
fcvtzs	v8.8h, v6.8h
fcvtzu	w28, h31
fcvtzu	x9, h18
fcvtzu	w14, h3, #9
fcvtzu	x8, h21, #64
fcvtzu	h1, h29, #4
fcvtzu	v25.4h, v29.4h, #8
fcvtzu	v19.8h, v22.8h, #1
fcvtzu	h20, h8
fcvtzu	v6.4h, v13.4h
fcvtzu	v12.8h, v10.8h
fdiv	h12, h15, h11
fdiv	v31.4h, v7.4h, v9.4h
fdiv	v0.8h, v18.8h, v24.8h
fmadd	h2, h22, h18, h27
fmax	h6, h8, h9
fmaxnm	h10, h4, h14
fmaxnmp	h9, v2.2h
fmaxnmp	v22.4h, v10.4h, v18.4h
fmaxnmp	v23.8h, v15.8h, v6.8h
fmaxnmv	h26, v28.4h
fmaxnmv	h25, v30.8h
fmaxnm	v23.4h, v28.4h, v30.4h
fmaxnm	v5.8h, v18.8h, v11.8h
fmaxp	h30, v15.2h
fmaxp	v0.4h, v11.4h, v24.4h
fmaxp	v27.8h, v3.8h, v27.8h
fmaxv	h7, v12.4h
fmaxv	h0, v16.8h
fmax	v31.4h, v0.4h, v26.4h
fmax	v27.8h, v1.8h, v10.8h
fmin	h18, h25, h5
fminnm	h7, h13, h6
fminnmp	h6, v26.2h
fminnmp	v27.4h, v23.4h, v14.4h
fminnmp	v18.8h, v29.8h, v31.8h
fminnmv	h11, v15.4h
fminnmv	h5, v28.8h
fminnm	v7.4h, v5.4h, v5.4h
fminnm	v23.8h, v8.8h, v22.8h
fminp	h22, v2.2h
fminp	v1.4h, v1.4h, v2.4h
fminp	v3.8h, v7.8h, v20.8h
fminv	h21, v16.4h
fminv	h31, v21.8h
fmin	v23.4h, v31.4h, v13.4h
fmin	v19.8h, v21.8h, v0.8h
fmla	h30, h29, v10.h[2]
fmla	v5.4h, v6.4h, v2.h[6]
fmla	v29.8h, v6.8h, v0.h[7]
fmla	v15.4h, v11.4h, v21.4h
fmla	v27.8h, v11.8h, v29.8h
fmls	h25, h4, v14.h[4]
fmls	v7.4h, v3.4h, v3.h[6]
fmls	v11.8h, v21.8h, v2.h[7]
fmls	v7.4h, v25.4h, v0.4h
fmls	v11.8h, v9.8h, v5.8h
fmov	w12, h26
fmov	x24, h30
fmov	h2, #-4.25000000
fmov	h11, h14
fmov	h13, w27
fmov	h16, xzr
fmov	v10.4h, #20.00000000
fmov	v2.8h, #-0.19531250
fmsub	h17, h26, h1, h20
fmul	h11, h21, h18
fmulx	h22, h14, v0.h[3]
fmulx	v10.4h, v6.4h, v4.h[6]
fmulx	v1.8h, v21.8h, v1.h[0]
fmulx	h20, h3, h7
fmulx	v19.4h, v30.4h, v31.4h
fmulx	v4.8h, v22.8h, v16.8h
fmul	h15, h27, v11.h[5]
fmul	v11.4h, v18.4h, v5.h[3]
fmul	v14.8h, v25.8h, v6.h[1]
fmul	v19.4h, v13.4h, v30.4h
fmul	v11.8h, v8.8h, v24.8h
fneg	h23, h7
fneg	v13.4h, v0.4h
fneg	v4.8h, v18.8h
fnmadd	h18, h26, h17, h9
fnmsub	h20, h19, h5, h12
fnmul	h25, h14, h12
frecpe	h18, h11
frecpe	v14.4h, v3.4h
frecpe	v17.8h, v5.8h
frecps	h22, h6, h25
frecps	v3.4h, v16.4h, v28.4h
frecps	v14.8h, v6.8h, v12.8h
frecpx	h17, h12
frinta	h15, h20
frinta	v27.4h, v26.4h
frinta	v24.8h, v14.8h
frinti	h7, h8
frinti	v26.4h, v29.4h
frinti	v13.8h, v19.8h
frintm	h9, h20
frintm	v23.4h, v6.4h
frintm	v12.8h, v11.8h
frintn	h3, h28
frintn	v8.4h, v10.4h
frintn	v27.8h, v0.8h
frintp	h25, h21
frintp	v18.4h, v29.4h
frintp	v22.8h, v0.8h
frintx	h16, h17
frintx	v8.4h, v27.4h
frintx	v16.8h, v18.8h
frintz	h16, h31
frintz	v6.4h, v24.4h
frintz	v24.8h, v9.8h
frsqrte	h8, h19
frsqrte	v0.4h, v5.4h
frsqrte	v20.8h, v22.8h
frsqrts	h21, h9, h3
frsqrts	v31.4h, v29.4h, v1.4h
frsqrts	v13.8h, v4.8h, v26.8h
fsqrt	h16, h12
fsqrt	v31.4h, v5.4h
fsqrt	v27.8h, v5.8h
fsub	h30, h27, h3
fsub	v19.4h, v29.4h, v22.4h
fsub	v26.8h, v15.8h, v6.8h
scvtf	h18, w4
scvtf	h30, w13, #29
scvtf	h5, x10
scvtf	h10, x27, #2
scvtf	h6, h23, #2
scvtf	v15.4h, v17.4h, #4
scvtf	v19.8h, v8.8h, #5
scvtf	h1, h27
scvtf	v31.4h, v11.4h
scvtf	v1.8h, v1.8h
ucvtf	h14, w25
ucvtf	h30, w1, #28
ucvtf	h17, x2
ucvtf	h12, x3, #31
ucvtf	h1, h13, #4
ucvtf	v31.4h, v21.4h, #2
ucvtf	v29.8h, v29.8h, #13
ucvtf	h23, h7
ucvtf	v28.4h, v22.4h
ucvtf	v31.8h, v11.8h
