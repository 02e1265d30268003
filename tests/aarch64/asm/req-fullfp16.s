// mattr: +fullfp16
// instructions llvm-mc 19 takes only with: fullfp16
fabd	h7, h29, h7
fabd	v31.4h, v26.4h, v13.4h
fabd	v2.8h, v3.8h, v16.8h
fabs	h22, h24
fabs	v2.4h, v11.4h
fabs	v31.8h, v21.8h
facge	h11, h22, h11
facge	v23.4h, v22.4h, v26.4h
facge	v26.8h, v17.8h, v31.8h
facgt	h5, h18, h2
facgt	v11.4h, v11.4h, v15.4h
facgt	v29.8h, v24.8h, v16.8h
fadd	h9, h21, h23
faddp	h10, v19.2h
faddp	v7.4h, v19.4h, v6.4h
faddp	v0.8h, v30.8h, v3.8h
fadd	v27.4h, v10.4h, v26.4h
fadd	v13.8h, v5.8h, v0.8h
fccmpe	h7, h29, #3, ls
fccmp	h29, h2, #1, vc
fcmeq	h23, h12, h21
fcmeq	v24.4h, v29.4h, v31.4h
fcmeq	v20.8h, v18.8h, v13.8h
fcmeq	h16, h22, #0.0
fcmeq	v25.4h, v26.4h, #0.0
fcmeq	v19.8h, v16.8h, #0.0
fcmge	h11, h31, h19
fcmge	v18.4h, v16.4h, v0.4h
fcmge	v6.8h, v27.8h, v0.8h
fcmge	h23, h28, #0.0
fcmge	v6.4h, v0.4h, #0.0
fcmge	v12.8h, v13.8h, #0.0
fcmgt	h29, h26, h16
fcmgt	v12.4h, v25.4h, v4.4h
fcmgt	v30.8h, v9.8h, v4.8h
fcmgt	h25, h0, #0.0
fcmgt	v31.4h, v3.4h, #0.0
fcmgt	v14.8h, v23.8h, #0.0
fcmle	h12, h16, #0.0
fcmle	v3.4h, v30.4h, #0.0
fcmle	v31.8h, v21.8h, #0.0
fcmlt	h23, h25, #0.0
fcmlt	v28.4h, v20.4h, #0.0
fcmlt	v27.8h, v30.8h, #0.0
fcmpe	h4, #0.0
fcmpe	h2, h5
fcmp	h2, #0.0
fcmp	h9, h14
fcsel	h5, h30, h27, hs
fcvtas	w18, h8
fcvtas	x2, h7
fcvtas	h27, h31
fcvtas	v28.4h, v29.4h
fcvtas	v17.8h, v3.8h
fcvtau	w19, h21
fcvtau	x18, h23
fcvtau	h3, h29
fcvtau	v22.4h, v4.4h
fcvtau	v18.8h, v18.8h
fcvtms	w17, h23
fcvtms	x30, h5
fcvtms	h23, h23
fcvtms	v2.4h, v6.4h
fcvtms	v3.8h, v8.8h
fcvtmu	w20, h29
fcvtmu	x21, h26
fcvtmu	h30, h12
fcvtmu	v11.4h, v30.4h
fcvtmu	v13.8h, v9.8h
fcvtns	w3, h10
fcvtns	x21, h22
fcvtns	h31, h24
fcvtns	v27.4h, v16.4h
fcvtns	v15.8h, v6.8h
fcvtnu	w7, h26
fcvtnu	x25, h28
fcvtnu	h0, h18
fcvtnu	v17.4h, v23.4h
fcvtnu	v24.8h, v18.8h
fcvtps	w11, h23
fcvtps	x12, h12
fcvtps	h10, h28
fcvtps	v9.4h, v24.4h
fcvtps	v12.8h, v8.8h
fcvtpu	w11, h5
fcvtpu	x10, h10
fcvtpu	h28, h2
fcvtpu	v8.4h, v13.4h
fcvtpu	v19.8h, v12.8h
fcvtzs	w9, h4
fcvtzs	x16, h14
fcvtzs	w27, h30, #26
fcvtzs	x22, h8, #47
fcvtzs	h1, h12, #15
fcvtzs	v1.4h, v9.4h, #2
fcvtzs	v4.8h, v25.8h, #1
fcvtzs	h22, h4
fcvtzs	v0.4h, v12.4h
fcvtzs	v25.8h, v10.8h
fcvtzu	w20, h2
fcvtzu	x19, h6
fcvtzu	w26, h27, #14
fcvtzu	x20, h1, #36
fcvtzu	h29, h11, #10
fcvtzu	v23.4h, v28.4h, #11
fcvtzu	v22.8h, v5.8h, #3
fcvtzu	h5, h31
fcvtzu	v31.4h, v20.4h
fcvtzu	v27.8h, v14.8h
fdiv	h8, h5, h9
fdiv	v13.4h, v24.4h, v31.4h
fdiv	v14.8h, v8.8h, v7.8h
fmadd	h2, h17, h6, h13
fmax	h16, h10, h26
fmaxnm	h14, h16, h19
fmaxnmp	h17, v15.2h
fmaxnmp	v25.4h, v15.4h, v26.4h
fmaxnmp	v23.8h, v14.8h, v21.8h
fmaxnmv	h11, v15.4h
fmaxnmv	h22, v31.8h
fmaxnm	v6.4h, v23.4h, v4.4h
fmaxnm	v12.8h, v2.8h, v10.8h
fmaxp	h10, v4.2h
fmaxp	v5.4h, v30.4h, v4.4h
fmaxp	v18.8h, v9.8h, v2.8h
fmaxv	h25, v21.4h
fmaxv	h6, v26.8h
fmax	v23.4h, v24.4h, v13.4h
fmax	v26.8h, v31.8h, v30.8h
fmin	h31, h1, h10
fminnm	h28, h30, h22
fminnmp	h8, v2.2h
fminnmp	v27.4h, v17.4h, v28.4h
fminnmp	v11.8h, v24.8h, v4.8h
fminnmv	h17, v3.4h
fminnmv	h25, v7.8h
fminnm	v27.4h, v29.4h, v8.4h
fminnm	v0.8h, v26.8h, v26.8h
fminp	h7, v13.2h
fminp	v22.4h, v11.4h, v21.4h
fminp	v30.8h, v6.8h, v26.8h
fminv	h4, v9.4h
fminv	h31, v31.8h
fmin	v25.4h, v23.4h, v25.4h
fmin	v6.8h, v21.8h, v28.8h
fmla	h24, h23, v15.h[3]
fmla	v21.4h, v9.4h, v9.h[7]
fmla	v30.8h, v0.8h, v7.h[4]
fmla	v0.4h, v17.4h, v31.4h
fmla	v19.8h, v19.8h, v1.8h
fmls	h9, h21, v8.h[7]
fmls	v26.4h, v24.4h, v8.h[4]
fmls	v27.8h, v3.8h, v4.h[3]
fmls	v10.4h, v31.4h, v21.4h
fmls	v4.8h, v28.8h, v8.8h
fmov	w28, h7
fmov	x14, h18
fmov	h16, #3.87500000
fmov	h17, h28
fmov	h5, w8
fmov	h29, x22
fmov	v0.4h, #2.75000000
fmov	v25.8h, #0.71875000
fmsub	h13, h31, h1, h7
fmul	h9, h25, h21
fmulx	h31, h22, v15.h[3]
fmulx	v26.4h, v24.4h, v14.h[6]
fmulx	v14.8h, v25.8h, v4.h[0]
fmulx	h27, h23, h0
fmulx	v0.4h, v10.4h, v6.4h
fmulx	v25.8h, v20.8h, v21.8h
fmul	h3, h28, v14.h[1]
fmul	v24.4h, v16.4h, v1.h[5]
fmul	v10.8h, v18.8h, v14.h[0]
fmul	v18.4h, v2.4h, v6.4h
fmul	v31.8h, v20.8h, v29.8h
fneg	h22, h16
fneg	v0.4h, v15.4h
fneg	v23.8h, v30.8h
fnmadd	h9, h3, h18, h7
fnmsub	h29, h24, h9, h11
fnmul	h9, h23, h6
frecpe	h20, h17
frecpe	v18.4h, v21.4h
frecpe	v29.8h, v18.8h
frecps	h13, h9, h2
frecps	v28.4h, v29.4h, v14.4h
frecps	v22.8h, v9.8h, v22.8h
frecpx	h13, h23
frinta	h23, h4
frinta	v24.4h, v22.4h
frinta	v11.8h, v25.8h
frinti	h0, h22
frinti	v6.4h, v12.4h
frinti	v27.8h, v29.8h
frintm	h5, h9
frintm	v5.4h, v30.4h
frintm	v20.8h, v8.8h
frintn	h0, h1
frintn	v17.4h, v20.4h
frintn	v22.8h, v31.8h
frintp	h6, h21
frintp	v26.4h, v4.4h
frintp	v12.8h, v7.8h
frintx	h22, h5
frintx	v4.4h, v13.4h
frintx	v17.8h, v1.8h
frintz	h16, h21
frintz	v24.4h, v22.4h
frintz	v9.8h, v15.8h
frsqrte	h12, h29
frsqrte	v29.4h, v26.4h
frsqrte	v8.8h, v10.8h
frsqrts	h28, h31, h11
frsqrts	v8.4h, v13.4h, v18.4h
frsqrts	v22.8h, v0.8h, v6.8h
fsqrt	h6, h24
fsqrt	v13.4h, v16.4h
fsqrt	v16.8h, v27.8h
fsub	h4, h3, h19
fsub	v8.4h, v24.4h, v2.4h
fsub	v16.8h, v12.8h, v17.8h
scvtf	h15, w16
scvtf	h25, w4, #19
scvtf	h14, x1
scvtf	h1, x12, #9
scvtf	h4, h13, #8
scvtf	v2.4h, v7.4h, #11
scvtf	v8.8h, v22.8h, #14
scvtf	h29, h24
scvtf	v31.4h, v5.4h
scvtf	v7.8h, v21.8h
ucvtf	h30, w2
ucvtf	h30, w2, #27
ucvtf	h18, x15
ucvtf	h15, x7, #1
ucvtf	h21, h10, #12
ucvtf	v18.4h, v11.4h, #8
ucvtf	v31.8h, v27.8h, #1
ucvtf	h1, h28
ucvtf	v1.4h, v30.4h
ucvtf	v4.8h, v13.8h
