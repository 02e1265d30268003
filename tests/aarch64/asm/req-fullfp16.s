// mattr: +fullfp16
// instructions llvm-mc 19 takes only with: fullfp16
fabd	h0, h0, h18
fabd	v5.4h, v27.4h, v2.4h
fabd	v24.8h, v21.8h, v23.8h
fabs	h3, h22
fabs	v16.4h, v22.4h
fabs	v8.8h, v28.8h
facge	h28, h5, h2
facge	v12.4h, v26.4h, v20.4h
facge	v31.8h, v19.8h, v17.8h
facgt	h27, h0, h24
facgt	v6.4h, v0.4h, v18.4h
facgt	v19.8h, v25.8h, v16.8h
fadd	h14, h26, h22
faddp	h12, v12.2h
faddp	v4.4h, v21.4h, v25.4h
faddp	v7.8h, v17.8h, v28.8h
fadd	v20.4h, v25.4h, v26.4h
fadd	v23.8h, v9.8h, v7.8h
fccmpe	h2, h2, #3, vc
fccmp	h5, h30, #13, nv
fcmeq	h24, h19, h23
fcmeq	v14.4h, v10.4h, v4.4h
fcmeq	v2.8h, v11.8h, v19.8h
fcmeq	h11, h20, #0.0
fcmeq	v30.4h, v5.4h, #0.0
fcmeq	v15.8h, v15.8h, #0.0
fcmge	h28, h3, h27
fcmge	v11.4h, v30.4h, v21.4h
fcmge	v23.8h, v1.8h, v3.8h
fcmge	h20, h11, #0.0
fcmge	v4.4h, v31.4h, #0.0
fcmge	v8.8h, v30.8h, #0.0
fcmgt	h16, h25, h28
fcmgt	v22.4h, v8.4h, v24.4h
fcmgt	v28.8h, v24.8h, v18.8h
fcmgt	h14, h28, #0.0
fcmgt	v26.4h, v0.4h, #0.0
fcmgt	v11.8h, v16.8h, #0.0
fcmle	h9, h25, #0.0
fcmle	v3.4h, v15.4h, #0.0
fcmle	v30.8h, v20.8h, #0.0
fcmlt	h10, h23, #0.0
fcmlt	v5.4h, v22.4h, #0.0
fcmlt	v29.8h, v13.8h, #0.0
fcmpe	h25, #0.0
fcmpe	h2, h5
fcmp	h13, #0.0
fcmp	h16, h22
fcsel	h28, h8, h25, gt
fcvtas	w9, h6
fcvtas	x28, h8
fcvtas	h3, h1
fcvtas	v19.4h, v16.4h
fcvtas	v22.8h, v29.8h
fcvtau	w15, h29
fcvtau	x11, h22
fcvtau	h25, h3
fcvtau	v25.4h, v5.4h
fcvtau	v26.8h, v0.8h
fcvtms	w22, h17
fcvtms	x11, h13
fcvtms	h3, h28
fcvtms	v17.4h, v3.4h
fcvtms	v27.8h, v11.8h
fcvtmu	w21, h5
fcvtmu	x7, h20
fcvtmu	h3, h3
fcvtmu	v10.4h, v16.4h
fcvtmu	v18.8h, v24.8h
fcvtns	w22, h31
fcvtns	x1, h29
fcvtns	h20, h24
fcvtns	v17.4h, v6.4h
fcvtns	v31.8h, v10.8h
fcvtnu	w16, h7
fcvtnu	x29, h14
fcvtnu	h6, h28
fcvtnu	v8.4h, v9.4h
fcvtnu	v21.8h, v24.8h
fcvtps	w25, h20
fcvtps	x7, h4
fcvtps	h29, h23
fcvtps	v3.4h, v8.4h
fcvtps	v21.8h, v28.8h
fcvtpu	w12, h1
fcvtpu	x7, h31
fcvtpu	h17, h9
fcvtpu	v7.4h, v25.4h
fcvtpu	v31.8h, v22.8h
fcvtzs	w5, h31
fcvtzs	x22, h29
fcvtzs	w5, h9, #21
fcvtzs	x1, h28, #1
fcvtzs	h23, h14, #2
fcvtzs	v23.4h, v17.4h, #12
fcvtzs	v1.8h, v14.8h, #3
fcvtzs	h13, h11
fcvtzs	v0.4h, v16.4h
fcvtzs	v23.8h, v4.8h
fcvtzu	w19, h12
fcvtzu	x0, h31
fcvtzu	w5, h6, #23
fcvtzu	x26, h8, #39
fcvtzu	h24, h21, #1
fcvtzu	v27.4h, v24.4h, #16
fcvtzu	v25.8h, v31.8h, #1
fcvtzu	h11, h10
fcvtzu	v7.4h, v13.4h
fcvtzu	v23.8h, v0.8h
fdiv	h18, h29, h31
fdiv	v18.4h, v25.4h, v23.4h
fdiv	v16.8h, v6.8h, v21.8h
fmadd	h27, h17, h22, h2
fmax	h26, h10, h13
fmaxnm	h19, h21, h16
fmaxnmp	h9, v28.2h
fmaxnmp	v6.4h, v30.4h, v1.4h
fmaxnmp	v19.8h, v26.8h, v7.8h
fmaxnmv	h29, v28.4h
fmaxnmv	h24, v21.8h
fmaxnm	v19.4h, v10.4h, v19.4h
fmaxnm	v20.8h, v25.8h, v30.8h
fmaxp	h20, v30.2h
fmaxp	v15.4h, v10.4h, v19.4h
fmaxp	v26.8h, v1.8h, v24.8h
fmaxv	h8, v13.4h
fmaxv	h21, v25.8h
fmax	v15.4h, v9.4h, v11.4h
fmax	v8.8h, v2.8h, v27.8h
fmin	h27, h7, h0
fminnm	h22, h26, h19
fminnmp	h11, v2.2h
fminnmp	v1.4h, v29.4h, v30.4h
fminnmp	v10.8h, v20.8h, v31.8h
fminnmv	h19, v31.4h
fminnmv	h28, v7.8h
fminnm	v29.4h, v29.4h, v19.4h
fminnm	v1.8h, v27.8h, v15.8h
fminp	h3, v6.2h
fminp	v11.4h, v17.4h, v21.4h
fminp	v5.8h, v6.8h, v7.8h
fminv	h22, v8.4h
fminv	h14, v29.8h
fmin	v0.4h, v10.4h, v6.4h
fmin	v25.8h, v20.8h, v21.8h
fmla	h3, h7, v6.h[2]
fmla	v4.4h, v5.4h, v7.h[5]
fmla	v4.8h, v10.8h, v2.h[1]
fmla	v12.4h, v16.4h, v14.4h
fmla	v25.8h, v13.8h, v4.8h
fmls	h6, h28, v9.h[1]
fmls	v10.4h, v23.4h, v11.h[7]
fmls	v31.8h, v13.8h, v11.h[0]
fmls	v9.4h, v16.4h, v14.4h
fmls	v5.8h, v4.8h, v28.8h
fmov	w9, h31
fmov	x21, h9
fmov	h24, #7.50000000
fmov	h16, h28
fmov	h0, w15
fmov	h30, x16
fmov	v17.4h, #0.65625000
fmov	v13.8h, #6.50000000
fmsub	h8, h26, h18, h16
fmul	h26, h15, h9
fmulx	h3, h18, v2.h[0]
fmulx	v23.4h, v2.4h, v4.h[0]
fmulx	v30.8h, v13.8h, v13.h[1]
fmulx	h13, h13, h19
fmulx	v16.4h, v28.4h, v20.4h
fmulx	v3.8h, v30.8h, v14.8h
fmul	h27, h29, v4.h[4]
fmul	v16.4h, v24.4h, v15.h[6]
fmul	v29.8h, v2.8h, v4.h[6]
fmul	v31.4h, v1.4h, v29.4h
fmul	v19.8h, v5.8h, v16.8h
fneg	h24, h10
fneg	v18.4h, v7.4h
fneg	v4.8h, v10.8h
fnmadd	h0, h5, h29, h28
fnmsub	h16, h31, h5, h16
fnmul	h27, h3, h26
frecpe	h18, h11
frecpe	v0.4h, v10.4h
frecpe	v1.8h, v8.8h
frecps	h8, h9, h12
frecps	v13.4h, v22.4h, v26.4h
frecps	v12.8h, v24.8h, v7.8h
frecpx	h29, h22
frinta	h15, h1
frinta	v22.4h, v22.4h
frinta	v2.8h, v19.8h
frinti	h17, h4
frinti	v18.4h, v22.4h
frinti	v13.8h, v8.8h
frintm	h4, h18
frintm	v18.4h, v11.4h
frintm	v21.8h, v23.8h
frintn	h5, h10
frintn	v29.4h, v16.4h
frintn	v26.8h, v23.8h
frintp	h0, h2
frintp	v13.4h, v17.4h
frintp	v15.8h, v3.8h
frintx	h8, h2
frintx	v21.4h, v4.4h
frintx	v4.8h, v20.8h
frintz	h13, h26
frintz	v7.4h, v23.4h
frintz	v24.8h, v12.8h
frsqrte	h9, h20
frsqrte	v30.4h, v28.4h
frsqrte	v16.8h, v8.8h
frsqrts	h24, h29, h8
frsqrts	v20.4h, v28.4h, v10.4h
frsqrts	v31.8h, v8.8h, v2.8h
fsqrt	h20, h21
fsqrt	v14.4h, v12.4h
fsqrt	v17.8h, v14.8h
fsub	h31, h24, h6
fsub	v1.4h, v4.4h, v2.4h
fsub	v7.8h, v25.8h, v6.8h
scvtf	h13, w8
scvtf	h21, w27, #25
scvtf	h29, x1
scvtf	h20, x10, #38
scvtf	h13, h13, #5
scvtf	v7.4h, v29.4h, #12
scvtf	v17.8h, v3.8h, #13
scvtf	h17, h5
scvtf	v19.4h, v12.4h
scvtf	v6.8h, v16.8h
ucvtf	h23, w13
ucvtf	h30, w11, #10
ucvtf	h3, x8
ucvtf	h16, x16, #13
ucvtf	h22, h14, #8
ucvtf	v0.4h, v30.4h, #8
ucvtf	v27.8h, v4.8h, #1
ucvtf	h17, h8
ucvtf	v8.4h, v30.4h
ucvtf	v11.8h, v0.8h
