// mattr: +fullfp16
// instructions llvm-mc 19 takes only with: fullfp16
fabd	h20, h19, h18
fabd	v25.4h, v5.4h, v19.4h
fabd	v6.8h, v19.8h, v20.8h
fabs	h16, h1
fabs	v3.4h, v19.4h
fabs	v11.8h, v30.8h
facge	h7, h7, h29
facge	v7.4h, v14.4h, v31.4h
facge	v12.8h, v10.8h, v19.8h
facgt	h9, h14, h22
facgt	v8.4h, v4.4h, v30.4h
facgt	v15.8h, v26.8h, v23.8h
fadd	h6, h13, h26
faddp	h16, v4.2h
faddp	v26.4h, v10.4h, v20.4h
faddp	v7.8h, v18.8h, v28.8h
fadd	v15.4h, v17.4h, v2.4h
fadd	v12.8h, v31.8h, v11.8h
fccmpe	h31, h29, #0, hs
fccmp	h2, h25, #1, gt
fcmeq	h29, h31, h1
fcmeq	v31.4h, v0.4h, v8.4h
fcmeq	v25.8h, v26.8h, v28.8h
fcmeq	h16, h16, #0.0
fcmeq	v28.4h, v5.4h, #0.0
fcmeq	v5.8h, v10.8h, #0.0
fcmge	h16, h0, h19
fcmge	v10.4h, v9.4h, v30.4h
fcmge	v6.8h, v0.8h, v18.8h
fcmge	h13, h19, #0.0
fcmge	v8.4h, v4.4h, #0.0
fcmge	v9.8h, v28.8h, #0.0
fcmgt	h25, h4, h2
fcmgt	v12.4h, v2.4h, v7.4h
fcmgt	v31.8h, v3.8h, v30.8h
fcmgt	h23, h17, #0.0
fcmgt	v3.4h, v25.4h, #0.0
fcmgt	v20.8h, v27.8h, #0.0
fcmle	h21, h29, #0.0
fcmle	v3.4h, v23.4h, #0.0
fcmle	v23.8h, v25.8h, #0.0
fcmlt	h30, h13, #0.0
fcmlt	v12.4h, v26.4h, #0.0
fcmlt	v7.8h, v31.8h, #0.0
fcmpe	h18, #0.0
fcmpe	h22, h25
fcmp	h9, #0.0
fcmp	h28, h17
fcsel	h26, h26, h17, ne
fcvtas	wzr, h5
fcvtas	x20, h28
fcvtas	h3, h16
fcvtas	v27.4h, v18.4h
fcvtas	v18.8h, v30.8h
fcvtau	w29, h24
fcvtau	x28, h22
fcvtau	h18, h31
fcvtau	v9.4h, v30.4h
fcvtau	v23.8h, v22.8h
fcvtms	w23, h4
fcvtms	x28, h2
fcvtms	h8, h16
fcvtms	v19.4h, v21.4h
fcvtms	v3.8h, v27.8h
fcvtmu	w12, h10
fcvtmu	x23, h11
fcvtmu	h9, h23
fcvtmu	v22.4h, v21.4h
fcvtmu	v31.8h, v12.8h
fcvtns	w24, h5
fcvtns	x17, h27
fcvtns	h6, h8
fcvtns	v13.4h, v21.4h
fcvtns	v26.8h, v20.8h
fcvtnu	w18, h8
fcvtnu	x24, h17
fcvtnu	h18, h13
fcvtnu	v30.4h, v17.4h
fcvtnu	v0.8h, v11.8h
fcvtps	w28, h5
fcvtps	x14, h9
fcvtps	h8, h17
fcvtps	v5.4h, v10.4h
fcvtps	v1.8h, v29.8h
fcvtpu	w2, h22
fcvtpu	x27, h8
fcvtpu	h12, h23
fcvtpu	v15.4h, v7.4h
fcvtpu	v2.8h, v18.8h
fcvtzs	w1, h1
fcvtzs	x21, h19
fcvtzs	w8, h10, #14
fcvtzs	x12, h29, #64
fcvtzs	h14, h28, #13
fcvtzs	v3.4h, v1.4h, #4
fcvtzs	v26.8h, v0.8h, #5
fcvtzs	h7, h8
fcvtzs	v10.4h, v24.4h
fcvtzs	v11.8h, v13.8h
fcvtzu	w20, h26
fcvtzu	x7, h31
fcvtzu	w18, h24, #8
fcvtzu	x11, h11, #36
fcvtzu	h17, h6, #2
fcvtzu	v6.4h, v6.4h, #1
fcvtzu	v5.8h, v2.8h, #10
fcvtzu	h14, h23
fcvtzu	v19.4h, v1.4h
fcvtzu	v16.8h, v15.8h
fdiv	h1, h28, h5
fdiv	v17.4h, v6.4h, v9.4h
fdiv	v8.8h, v2.8h, v8.8h
fmadd	h17, h10, h0, h17
fmax	h0, h15, h31
fmaxnm	h29, h23, h17
fmaxnmp	h23, v13.2h
fmaxnmp	v7.4h, v9.4h, v18.4h
fmaxnmp	v18.8h, v24.8h, v11.8h
fmaxnmv	h2, v12.4h
fmaxnmv	h10, v19.8h
fmaxnm	v21.4h, v5.4h, v23.4h
fmaxnm	v9.8h, v26.8h, v21.8h
fmaxp	h26, v27.2h
fmaxp	v10.4h, v5.4h, v6.4h
fmaxp	v18.8h, v9.8h, v25.8h
fmaxv	h15, v12.4h
fmaxv	h26, v28.8h
fmax	v1.4h, v10.4h, v20.4h
fmax	v30.8h, v22.8h, v12.8h
fmin	h11, h21, h3
fminnm	h2, h17, h0
fminnmp	h15, v28.2h
fminnmp	v27.4h, v24.4h, v28.4h
fminnmp	v8.8h, v14.8h, v17.8h
fminnmv	h8, v25.4h
fminnmv	h20, v30.8h
fminnm	v10.4h, v10.4h, v11.4h
fminnm	v5.8h, v12.8h, v24.8h
fminp	h15, v29.2h
fminp	v10.4h, v31.4h, v10.4h
fminp	v14.8h, v22.8h, v4.8h
fminv	h1, v11.4h
fminv	h11, v15.8h
fmin	v11.4h, v6.4h, v28.4h
fmin	v5.8h, v29.8h, v25.8h
fmla	h6, h17, v8.h[0]
fmla	v14.4h, v14.4h, v11.h[5]
fmla	v12.8h, v9.8h, v8.h[2]
fmla	v30.4h, v25.4h, v30.4h
fmla	v12.8h, v3.8h, v30.8h
fmls	h0, h16, v1.h[6]
fmls	v30.4h, v9.4h, v15.h[6]
fmls	v25.8h, v20.8h, v15.h[4]
fmls	v13.4h, v26.4h, v20.4h
fmls	v21.8h, v26.8h, v19.8h
fmov	w27, h5
fmov	x8, h7
fmov	h3, #1.37500000
fmov	h13, h23
fmov	h3, w0
fmov	h29, x29
fmov	v1.4h, #-0.39062500
fmov	v0.8h, #18.00000000
fmsub	h21, h29, h11, h17
fmul	h4, h9, h2
fmulx	h8, h31, v7.h[3]
fmulx	v5.4h, v3.4h, v5.h[0]
fmulx	v22.8h, v23.8h, v8.h[4]
fmulx	h10, h6, h15
fmulx	v23.4h, v27.4h, v21.4h
fmulx	v9.8h, v22.8h, v21.8h
fmul	h16, h4, v5.h[7]
fmul	v20.4h, v3.4h, v3.h[4]
fmul	v6.8h, v4.8h, v9.h[7]
fmul	v17.4h, v12.4h, v11.4h
fmul	v26.8h, v12.8h, v4.8h
fneg	h28, h17
fneg	v7.4h, v13.4h
fneg	v28.8h, v15.8h
fnmadd	h12, h1, h31, h13
fnmsub	h6, h28, h22, h22
fnmul	h8, h20, h17
frecpe	h18, h26
frecpe	v5.4h, v18.4h
frecpe	v5.8h, v13.8h
frecps	h29, h14, h15
frecps	v11.4h, v26.4h, v8.4h
frecps	v26.8h, v14.8h, v9.8h
frecpx	h7, h1
frinta	h25, h6
frinta	v14.4h, v9.4h
frinta	v31.8h, v21.8h
frinti	h3, h16
frinti	v2.4h, v6.4h
frinti	v12.8h, v13.8h
frintm	h3, h5
frintm	v8.4h, v26.4h
frintm	v28.8h, v13.8h
frintn	h12, h29
frintn	v22.4h, v6.4h
frintn	v3.8h, v25.8h
frintp	h5, h5
frintp	v8.4h, v4.4h
frintp	v18.8h, v28.8h
frintx	h30, h13
frintx	v16.4h, v28.4h
frintx	v20.8h, v17.8h
frintz	h14, h21
frintz	v6.4h, v12.4h
frintz	v16.8h, v29.8h
frsqrte	h10, h21
frsqrte	v21.4h, v3.4h
frsqrte	v10.8h, v28.8h
frsqrts	h13, h18, h29
frsqrts	v20.4h, v30.4h, v26.4h
frsqrts	v24.8h, v30.8h, v13.8h
fsqrt	h23, h16
fsqrt	v28.4h, v13.4h
fsqrt	v22.8h, v8.8h
fsub	h2, h19, h30
fsub	v31.4h, v23.4h, v15.4h
fsub	v1.8h, v29.8h, v14.8h
scvtf	h29, w24
scvtf	h15, w30, #20
scvtf	h0, x20
scvtf	h12, x8, #19
scvtf	h14, h4, #16
scvtf	v14.4h, v15.4h, #3
scvtf	v3.8h, v1.8h, #10
scvtf	h17, h19
scvtf	v8.4h, v30.4h
scvtf	v8.8h, v1.8h
ucvtf	h1, w21
ucvtf	h9, w26, #3
ucvtf	h29, x22
ucvtf	h31, x29, #34
ucvtf	h4, h11, #1
ucvtf	v24.4h, v24.4h, #11
ucvtf	v10.8h, v13.8h, #15
ucvtf	h0, h17
ucvtf	v12.4h, v21.4h
ucvtf	v10.8h, v26.8h
