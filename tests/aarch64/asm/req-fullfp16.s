// mattr: +fullfp16
// instructions llvm-mc 19 takes only with: fullfp16
fabd	h26, h2, h13
fabd	v25.4h, v0.4h, v2.4h
fabd	v17.8h, v7.8h, v18.8h
fabs	h25, h19
fabs	v12.4h, v15.4h
fabs	v18.8h, v8.8h
facge	h17, h12, h20
facge	v21.4h, v9.4h, v6.4h
facge	v23.8h, v26.8h, v18.8h
facgt	h18, h31, h24
facgt	v23.4h, v22.4h, v14.4h
facgt	v15.8h, v13.8h, v2.8h
fadd	h20, h15, h15
faddp	h16, v30.2h
faddp	v28.4h, v3.4h, v27.4h
faddp	v10.8h, v9.8h, v23.8h
fadd	v11.4h, v16.4h, v22.4h
fadd	v7.8h, v5.8h, v18.8h
fccmpe	h14, h8, #10, hs
fccmp	h27, h5, #14, mi
fcmeq	h29, h7, h8
fcmeq	v3.4h, v11.4h, v13.4h
fcmeq	v26.8h, v3.8h, v28.8h
fcmeq	h7, h31, #0.0
fcmeq	v27.4h, v11.4h, #0.0
fcmeq	v21.8h, v5.8h, #0.0
fcmge	h26, h7, h22
fcmge	v19.4h, v17.4h, v20.4h
fcmge	v12.8h, v20.8h, v4.8h
fcmge	h6, h31, #0.0
fcmge	v12.4h, v16.4h, #0.0
fcmge	v1.8h, v27.8h, #0.0
fcmgt	h29, h21, h24
fcmgt	v4.4h, v7.4h, v0.4h
fcmgt	v13.8h, v8.8h, v18.8h
fcmgt	h18, h14, #0.0
fcmgt	v25.4h, v27.4h, #0.0
fcmgt	v3.8h, v8.8h, #0.0
fcmle	h14, h8, #0.0
fcmle	v22.4h, v22.4h, #0.0
fcmle	v2.8h, v11.8h, #0.0
fcmlt	h11, h0, #0.0
fcmlt	v23.4h, v14.4h, #0.0
fcmlt	v8.8h, v31.8h, #0.0
fcmpe	h3, #0.0
fcmpe	h2, h17
fcmp	h2, #0.0
fcmp	h12, h10
fcsel	h0, h15, h31, eq
fcvtas	w17, h15
fcvtas	x20, h31
fcvtas	h26, h23
fcvtas	v15.4h, v14.4h
fcvtas	v9.8h, v18.8h
fcvtau	w0, h18
fcvtau	x24, h22
fcvtau	h20, h12
fcvtau	v10.4h, v19.4h
fcvtau	v8.8h, v12.8h
fcvtms	wzr, h21
fcvtms	x8, h9
fcvtms	h4, h14
fcvtms	v11.4h, v5.4h
fcvtms	v26.8h, v27.8h
fcvtmu	w9, h2
fcvtmu	x10, h5
fcvtmu	h18, h9
fcvtmu	v8.4h, v30.4h
fcvtmu	v3.8h, v13.8h
fcvtns	wzr, h26
fcvtns	x30, h10
fcvtns	h19, h22
fcvtns	v20.4h, v31.4h
fcvtns	v24.8h, v13.8h
fcvtnu	w9, h23
fcvtnu	x15, h5
fcvtnu	h10, h14
fcvtnu	v2.4h, v8.4h
fcvtnu	v30.8h, v15.8h
fcvtps	w28, h14
fcvtps	x17, h3
fcvtps	h12, h3
fcvtps	v25.4h, v20.4h
fcvtps	v30.8h, v9.8h
fcvtpu	w27, h29
fcvtpu	x11, h15
fcvtpu	h25, h4
fcvtpu	v17.4h, v2.4h
fcvtpu	v26.8h, v26.8h
fcvtzs	w21, h15
fcvtzs	x15, h29
fcvtzs	w28, h21, #1
fcvtzs	x25, h12, #37
fcvtzs	h23, h8, #9
fcvtzs	v19.4h, v26.4h, #14
fcvtzs	v29.8h, v28.8h, #1
fcvtzs	h16, h20
fcvtzs	v12.4h, v0.4h
fcvtzs	v31.8h, v10.8h
fcvtzu	w0, h19
fcvtzu	x30, h20
fcvtzu	w20, h28, #10
fcvtzu	x9, h17, #45
fcvtzu	h14, h7, #6
fcvtzu	v26.4h, v8.4h, #13
fcvtzu	v7.8h, v21.8h, #11
fcvtzu	h5, h8
fcvtzu	v29.4h, v22.4h
fcvtzu	v31.8h, v3.8h
fdiv	h9, h9, h25
fdiv	v8.4h, v8.4h, v31.4h
fdiv	v16.8h, v21.8h, v26.8h
fmadd	h15, h28, h24, h18
fmax	h8, h28, h17
fmaxnm	h29, h28, h0
fmaxnmp	h18, v10.2h
fmaxnmp	v31.4h, v13.4h, v21.4h
fmaxnmp	v9.8h, v6.8h, v24.8h
fmaxnmv	h17, v4.4h
fmaxnmv	h18, v10.8h
fmaxnm	v27.4h, v12.4h, v5.4h
fmaxnm	v0.8h, v15.8h, v1.8h
fmaxp	h22, v22.2h
fmaxp	v20.4h, v26.4h, v14.4h
fmaxp	v23.8h, v11.8h, v0.8h
fmaxv	h19, v5.4h
fmaxv	h23, v23.8h
fmax	v8.4h, v13.4h, v5.4h
fmax	v14.8h, v2.8h, v6.8h
fmin	h13, h6, h13
fminnm	h25, h16, h5
fminnmp	h8, v26.2h
fminnmp	v10.4h, v26.4h, v15.4h
fminnmp	v20.8h, v3.8h, v6.8h
fminnmv	h19, v27.4h
fminnmv	h4, v24.8h
fminnm	v18.4h, v16.4h, v29.4h
fminnm	v29.8h, v26.8h, v24.8h
fminp	h10, v28.2h
fminp	v25.4h, v27.4h, v29.4h
fminp	v29.8h, v26.8h, v19.8h
fminv	h15, v29.4h
fminv	h27, v24.8h
fmin	v5.4h, v17.4h, v21.4h
fmin	v12.8h, v15.8h, v31.8h
fmla	h30, h22, v6.h[7]
fmla	v8.4h, v22.4h, v8.h[6]
fmla	v10.8h, v27.8h, v14.h[2]
fmla	v14.4h, v3.4h, v29.4h
fmla	v15.8h, v13.8h, v3.8h
fmls	h31, h31, v15.h[5]
fmls	v12.4h, v23.4h, v9.h[0]
fmls	v5.8h, v0.8h, v11.h[0]
fmls	v17.4h, v3.4h, v12.4h
fmls	v24.8h, v18.8h, v27.8h
fmov	w29, h9
fmov	x23, h28
fmov	h19, #0.35937500
fmov	h21, h11
fmov	h9, w28
fmov	h10, x0
fmov	v18.4h, #-3.75000000
fmov	v27.8h, #-22.00000000
fmsub	h10, h17, h30, h16
fmul	h30, h4, h26
fmulx	h28, h27, v5.h[3]
fmulx	v26.4h, v19.4h, v12.h[2]
fmulx	v15.8h, v22.8h, v11.h[0]
fmulx	h21, h30, h31
fmulx	v20.4h, v16.4h, v0.4h
fmulx	v10.8h, v18.8h, v27.8h
fmul	h3, h19, v11.h[0]
fmul	v2.4h, v4.4h, v2.h[0]
fmul	v20.8h, v20.8h, v10.h[4]
fmul	v8.4h, v2.4h, v25.4h
fmul	v24.8h, v18.8h, v10.8h
fneg	h31, h7
fneg	v11.4h, v15.4h
fneg	v18.8h, v20.8h
fnmadd	h25, h1, h18, h31
fnmsub	h22, h12, h19, h25
fnmul	h23, h23, h15
frecpe	h24, h30
frecpe	v8.4h, v22.4h
frecpe	v25.8h, v23.8h
frecps	h0, h20, h30
frecps	v14.4h, v13.4h, v24.4h
frecps	v31.8h, v6.8h, v27.8h
frecpx	h8, h28
frinta	h29, h31
frinta	v14.4h, v17.4h
frinta	v23.8h, v15.8h
frinti	h12, h6
frinti	v12.4h, v14.4h
frinti	v14.8h, v5.8h
frintm	h28, h22
frintm	v6.4h, v10.4h
frintm	v28.8h, v10.8h
frintn	h19, h8
frintn	v7.4h, v25.4h
frintn	v14.8h, v8.8h
frintp	h23, h13
frintp	v25.4h, v19.4h
frintp	v16.8h, v28.8h
frintx	h21, h11
frintx	v18.4h, v26.4h
frintx	v4.8h, v26.8h
frintz	h5, h30
frintz	v8.4h, v7.4h
frintz	v6.8h, v5.8h
frsqrte	h11, h24
frsqrte	v9.4h, v17.4h
frsqrte	v21.8h, v15.8h
frsqrts	h7, h31, h9
frsqrts	v8.4h, v10.4h, v11.4h
frsqrts	v4.8h, v7.8h, v0.8h
fsqrt	h19, h14
fsqrt	v19.4h, v12.4h
fsqrt	v0.8h, v4.8h
fsub	h18, h9, h28
fsub	v31.4h, v27.4h, v22.4h
fsub	v29.8h, v15.8h, v17.8h
scvtf	h26, w3
scvtf	h17, w11, #30
scvtf	h16, x12
scvtf	h17, x3, #16
scvtf	h29, h23, #16
scvtf	v17.4h, v9.4h, #5
scvtf	v10.8h, v27.8h, #12
scvtf	h19, h17
scvtf	v12.4h, v1.4h
scvtf	v16.8h, v11.8h
ucvtf	h3, w23
ucvtf	h10, w22, #3
ucvtf	h3, x19
ucvtf	h2, x5, #58
ucvtf	h12, h30, #9
ucvtf	v1.4h, v17.4h, #14
ucvtf	v18.8h, v18.8h, #1
ucvtf	h8, h19
ucvtf	v0.4h, v7.4h
ucvtf	v5.8h, v31.8h
