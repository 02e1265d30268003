// mattr: +fullfp16
fabd.4h v4, v2, v5
fabd.8h v2, v9, v14
fabs.4h v9, v31
fabs.8h v13, v7
facge.4h v5, v2, v2
facge.8h v28, v29, v11
facgt.4h v26, v22, v18
facgt.8h v19, v23, v28
faddp.2h h15, v23
faddp.4h v6, v3, v1
faddp.8h v30, v20, v29
fadd.4h v18, v13, v0
fadd.8h v30, v22, v30
fcmeq.4h v11, v13, v6
fcmeq.8h v3, v28, v22
fcmeq.4h v11, v13, #0.0
fcmeq.8h v5, v28, #0.0
fcmge.4h v17, v20, v24
fcmge.8h v20, v4, v24
fcmge.4h v16, v4, #0.0
fcmge.8h v27, v5, #0.0
fcmgt.4h v7, v0, v25
fcmgt.8h v8, v18, v7
fcmgt.4h v27, v24, #0.0
fcmgt.8h v8, v8, #0.0
fcmle.4h v22, v15, #0.0
fcmle.8h v11, v25, #0.0
fcmlt.4h v14, v8, #0.0
fcmlt.8h v31, v22, #0.0
fcvtas.4h v14, v31
fcvtas.8h v18, v8
fcvtau.4h v19, v27
fcvtau.8h v12, v29
fcvtms.4h v5, v30
fcvtms.8h v27, v16
fcvtmu.4h v30, v19
fcvtmu.8h v13, v29
fcvtns.4h v31, v20
fcvtns.8h v13, v13
fcvtnu.4h v8, v30
fcvtnu.8h v15, v4
fcvtps.4h v20, v6
fcvtps.8h v9, v10
fcvtpu.4h v2, v31
fcvtpu.8h v26, v29
fcvtzs.4h v28, v1, #14
fcvtzs.8h v28, v19, #1
fcvtzs.4h v10, v19
fcvtzs.8h v0, v14
fcvtzu.4h v8, v21, #11
fcvtzu.8h v6, v31, #1
fcvtzu.4h v1, v24
fcvtzu.8h v15, v28
fdiv.4h v11, v14, v25
fdiv.8h v10, v4, v13
fmaxnmp.2h h28, v22
fmaxnmp.4h v24, v16, v4
fmaxnmp.8h v13, v25, v24
fmaxnmv.4h h2, v6
fmaxnmv.8h h30, v31
fmaxnm.4h v9, v9, v4
fmaxnm.8h v11, v6, v29
fmaxp.2h h14, v25
fmaxp.4h v7, v19, v13
fmaxp.8h v9, v11, v8
fmaxv.4h h17, v1
fmaxv.8h h21, v18
fmax.4h v27, v10, v7
fmax.8h v25, v7, v27
fminnmp.2h h11, v21
fminnmp.4h v6, v17, v5
fminnmp.8h v24, v22, v30
fminnmv.4h h10, v5
fminnmv.8h h6, v12
fminnm.4h v14, v23, v3
fminnm.8h v5, v5, v13
fminp.2h h28, v23
fminp.4h v11, v30, v13
fminp.8h v26, v29, v4
fminv.4h h21, v13
fminv.8h h23, v6
fmin.4h v31, v16, v24
fmin.8h v6, v24, v5
fmla.h h22, h7, v5[7]
fmla.4h v19, v16, v3[5]
fmla.8h v4, v22, v0[0]
fmla.4h v3, v27, v31
fmla.8h v0, v8, v22
fmls.h h31, h2, v4[3]
fmls.4h v12, v25, v13[7]
fmls.8h v19, v31, v4[0]
fmls.4h v18, v14, v12
fmls.8h v18, v3, v31
fmov.4h v12, #-13.50000000
fmov.8h v1, #5.00000000
fmulx.h h13, h14, v7[0]
fmulx.4h v22, v6, v4[5]
fmulx.8h v27, v31, v3[5]
fmulx.4h v13, v19, v11
fmulx.8h v27, v2, v1
fmul.h h3, h6, v2[6]
fmul.4h v26, v2, v9[3]
fmul.8h v18, v27, v7[6]
fmul.4h v12, v9, v10
fmul.8h v9, v11, v2
fneg.4h v10, v21
fneg.8h v7, v3
frecpe.4h v16, v1
frecpe.8h v23, v21
frecps.4h v2, v21, v0
frecps.8h v18, v5, v25
frinta.4h v8, v2
frinta.8h v15, v4
frinti.4h v26, v17
frinti.8h v15, v24
frintm.4h v16, v12
frintm.8h v13, v22
frintn.4h v5, v26
frintn.8h v28, v20
frintp.4h v23, v23
frintp.8h v13, v31
frintx.4h v27, v9
frintx.8h v22, v6
frintz.4h v21, v25
frintz.8h v27, v3
frsqrte.4h v18, v22
frsqrte.8h v5, v31
frsqrts.4h v14, v19, v22
frsqrts.8h v17, v6, v31
fsqrt.4h v27, v5
fsqrt.8h v10, v12
fsub.4h v13, v31, v16
fsub.8h v15, v5, v8
scvtf.4h v19, v27, #2
scvtf.8h v7, v21, #6
scvtf.4h v26, v14
scvtf.8h v27, v8
ucvtf.4h v4, v5, #16
ucvtf.8h v31, v24, #2
ucvtf.4h v18, v19
ucvtf.8h v31, v19
