// mattr: +fullfp16
// instructions llvm-mc 19 takes only with: fullfp16
fabd	h29, h11, h22
fabd	v31.4h, v23.4h, v22.4h
fabd	v19.8h, v26.8h, v17.8h
fabs	h27, h25
fabs	v8.4h, v21.4h
fabs	v4.8h, v30.8h
facge	h6, h11, h31
facge	v15.4h, v27.4h, v29.4h
facge	v0.8h, v18.8h, v13.8h
facgt	h7, h19, h6
facgt	v4.4h, v13.4h, v20.4h
facgt	v8.8h, v4.8h, v30.8h
fadd	h26, h4, h23
faddp	h14, v12.2h
faddp	v27.4h, v10.4h, v26.4h
faddp	v13.8h, v5.8h, v0.8h
fadd	v18.4h, v31.4h, v1.4h
fadd	v16.8h, v24.8h, v2.8h
fccmpe	h26, h15, #14, hs
fccmp	h3, h24, #11, le
fcmeq	h19, h17, h26
fcmeq	v0.4h, v19.4h, v1.4h
fcmeq	v0.8h, v24.8h, v28.8h
fcmeq	h10, h9, #0.0
fcmeq	v18.4h, v24.4h, #0.0
fcmeq	v19.8h, v25.8h, #0.0
fcmge	h16, h3, h1
fcmge	v4.4h, v2.4h, v31.4h
fcmge	v4.8h, v4.8h, v21.8h
fcmge	h12, h2, #0.0
fcmge	v30.4h, v29.4h, #0.0
fcmge	v17.8h, v27.8h, #0.0
fcmgt	h7, h4, h10
fcmgt	v14.4h, v2.4h, v21.4h
fcmgt	v7.8h, v26.8h, v2.8h
fcmgt	h14, h14, #0.0
fcmgt	v25.4h, v26.4h, #0.0
fcmgt	v3.8h, v23.8h, #0.0
fcmle	h30, h22, #0.0
fcmle	v13.4h, v2.4h, #0.0
fcmle	v2.8h, v8.8h, #0.0
fcmlt	h7, h18, #0.0
fcmlt	v16.4h, v9.4h, #0.0
fcmlt	v15.8h, v13.8h, #0.0
fcmpe	h31, #0.0
fcmpe	h5, h2
fcmp	h20, #0.0
fcmp	h28, h29
fcsel	h18, h31, h24, ls
fcvtas	w3, h8
fcvtas	x4, h20
fcvtas	h19, h27
fcvtas	v16.4h, v31.4h
fcvtas	v5.8h, v28.8h
fcvtau	w15, h23
fcvtau	x18, h30
fcvtau	h1, h3
fcvtau	v16.4h, v3.4h
fcvtau	v26.8h, v28.8h
fcvtms	w22, h20
fcvtms	x24, h5
fcvtms	h17, h27
fcvtms	v21.4h, v4.4h
fcvtms	v30.8h, v19.8h
fcvtmu	w9, h7
fcvtmu	x16, h25
fcvtmu	h18, h0
fcvtmu	v24.4h, v17.4h
fcvtmu	v28.8h, v24.8h
fcvtns	w0, h14
fcvtns	x30, h17
fcvtns	h23, h11
fcvtns	v5.4h, v18.4h
fcvtns	v28.8h, v5.8h
fcvtnu	w8, h17
fcvtnu	x22, h2
fcvtnu	h1, h29
fcvtnu	v13.4h, v12.4h
fcvtnu	v13.8h, v11.8h
fcvtps	wzr, h24
fcvtps	x15, h5
fcvtps	h9, h4
fcvtps	v11.4h, v25.4h
fcvtps	v31.8h, v1.8h
fcvtpu	w12, h8
fcvtpu	x19, h0
fcvtpu	h4, h13
fcvtpu	v27.4h, v9.4h
fcvtpu	v15.8h, v16.8h
fcvtzs	w30, h5
fcvtzs	x13, h31
fcvtzs	w22, h19, #23
fcvtzs	x3, h23, #1
fcvtzs	h16, h1, #13
fcvtzs	v13.4h, v11.4h, #16
fcvtzs	v17.8h, v23.8h, #1
fcvtzs	h24, h21
fcvtzs	v18.4h, v24.4h
fcvtzs	v22.8h, v31.8h
fcvtzu	w5, h4
fcvtzu	x19, h17
fcvtzu	w0, h8, #1
fcvtzu	x18, h29, #50
fcvtzu	h29, h23, #5
fcvtzu	v31.4h, v29.4h, #16
fcvtzu	v16.8h, v15.8h, #16
fcvtzu	h18, h16
fcvtzu	v4.4h, v24.4h
fcvtzu	v9.8h, v20.8h
fdiv	h19, h27, h11
fdiv	v15.4h, v17.4h, v20.4h
fdiv	v0.8h, v3.8h, v2.8h
fmadd	h26, h14, h16, h19
fmax	h25, h14, h25
fmaxnm	h13, h1, h23
fmaxnmp	h11, v15.2h
fmaxnmp	v12.4h, v18.4h, v6.4h
fmaxnmp	v3.8h, v10.8h, v19.8h
fmaxnmv	h22, v18.4h
fmaxnmv	h15, v0.8h
fmaxnm	v22.4h, v11.4h, v5.4h
fmaxnm	v27.8h, v16.8h, v18.8h
fmaxp	h25, v21.2h
fmaxp	v3.4h, v13.4h, v29.4h
fmaxp	v31.8h, v26.8h, v28.8h
fmaxv	h20, v9.4h
fmaxv	h1, v20.8h
fmax	v2.4h, v17.4h, v0.4h
fmax	v8.8h, v30.8h, v1.8h
fmin	h7, h21, h27
fminnm	h28, h0, h11
fminnmp	h17, v3.2h
fminnmp	v16.4h, v30.4h, v5.4h
fminnmp	v6.8h, v20.8h, v30.8h
fminnmv	h19, v25.4h
fminnmv	h4, v0.8h
fminnm	v15.4h, v15.4h, v22.4h
fminnm	v29.8h, v14.8h, v30.8h
fminp	h4, v9.2h
fminp	v26.4h, v20.4h, v2.4h
fminp	v20.8h, v11.8h, v15.8h
fminv	h18, v31.4h
fminv	h12, v29.8h
fmin	v1.4h, v19.4h, v1.4h
fmin	v15.8h, v27.8h, v17.8h
fmla	h27, h24, v5.h[7]
fmla	v5.4h, v0.4h, v9.h[4]
fmla	v15.8h, v16.8h, v2.h[5]
fmla	v20.4h, v3.4h, v25.4h
fmla	v11.8h, v15.8h, v10.8h
fmls	h8, h20, v5.h[0]
fmls	v28.4h, v24.4h, v2.h[7]
fmls	v12.8h, v29.8h, v3.h[6]
fmls	v18.4h, v1.4h, v17.4h
fmls	v21.8h, v27.8h, v5.8h
fmov	w16, h25
fmov	x12, h4
fmov	h29, #-0.78125000
fmov	h19, h12
fmov	h0, w6
fmov	h13, xzr
fmov	v6.4h, #-0.42187500
fmov	v9.8h, #0.19531250
fmsub	h25, h0, h10, h31
fmul	h3, h9, h16
fmulx	h25, h9, v2.h[7]
fmulx	v10.4h, v6.4h, v7.h[0]
fmulx	v22.8h, v0.8h, v11.h[5]
fmulx	h9, h22, h21
fmulx	v7.4h, v19.4h, v18.4h
fmulx	v11.8h, v21.8h, v18.8h
fmul	h18, h29, v10.h[7]
fmul	v4.4h, v22.4h, v8.h[3]
fmul	v12.8h, v4.8h, v12.h[7]
fmul	v0.4h, v15.4h, v30.4h
fmul	v20.8h, v19.8h, v12.8h
fneg	h3, h18
fneg	v9.4h, v6.4h
fneg	v4.8h, v6.8h
fnmadd	h12, h20, h15, h4
fnmsub	h18, h4, h18, h21
fnmul	h4, h25, h16
frecpe	h1, h10
frecpe	v29.4h, v14.4h
frecpe	v7.8h, v22.8h
frecps	h26, h14, h9
frecps	v21.4h, v6.4h, v8.4h
frecps	v1.8h, v27.8h, v10.8h
frecpx	h23, h5
frinta	h25, h16
frinta	v15.4h, v27.4h
frinta	v13.8h, v5.8h
frinti	h16, h14
frinti	v31.4h, v20.4h
frinti	v21.8h, v0.8h
frintm	h19, h10
frintm	v6.4h, v22.4h
frintm	v20.8h, v6.8h
frintn	h31, h20
frintn	v14.4h, v12.4h
frintn	v8.8h, v22.8h
frintp	h23, h2
frintp	v19.4h, v17.4h
frintp	v20.8h, v16.8h
frintx	h10, h21
frintx	v11.4h, v9.4h
frintx	v28.8h, v29.8h
frintz	h15, h23
frintz	v0.4h, v23.4h
frintz	v21.8h, v3.8h
frsqrte	h9, h5
frsqrte	v13.4h, v18.4h
frsqrte	v19.8h, v22.8h
frsqrts	h24, h30, h13
frsqrts	v27.4h, v24.4h, v30.4h
frsqrts	v16.8h, v16.8h, v31.8h
fsqrt	h19, h17
fsqrt	v4.4h, v10.4h
fsqrt	v27.8h, v16.8h
fsub	h28, h20, h22
fsub	v5.4h, v30.4h, v12.4h
fsub	v3.8h, v26.8h, v21.8h
scvtf	h6, w13
scvtf	h11, w15, #1
scvtf	h20, x0
scvtf	h17, x19, #59
scvtf	h24, h5, #13
scvtf	v26.4h, v28.4h, #1
scvtf	v19.8h, v27.8h, #1
scvtf	h20, h25
scvtf	v1.4h, v27.4h
scvtf	v25.8h, v6.8h
ucvtf	h14, w24
ucvtf	h6, wzr, #29
ucvtf	h22, x25
ucvtf	h0, x7, #7
ucvtf	h28, h25, #5
ucvtf	v25.4h, v12.4h, #16
ucvtf	v17.8h, v6.8h, #13
ucvtf	h17, h5
ucvtf	v21.4h, v16.4h
ucvtf	v15.8h, v27.8h
