// mattr: +fullfp16
fabd.4h v2, v9, v5
fabd.8h v19, v19, v14
fabs.4h v1, v14
fabs.8h v0, v24
facge.4h v28, v30, v11
facge.8h v14, v26, v22
facgt.4h v0, v12, v2
facgt.8h v11, v31, v3
faddp.2h h10, v0
faddp.4h v14, v2, v21
faddp.8h v7, v26, v2
fadd.4h v3, v30, v22
fadd.8h v29, v15, v22
fcmeq.4h v12, v10, v9
fcmeq.8h v23, v11, v30
fcmeq.4h v11, v22, #0.0
fcmeq.8h v20, v31, #0.0
fcmge.4h v28, v18, v0
fcmge.8h v6, v22, v8
fcmge.4h v28, v11, #0.0
fcmge.8h v30, v17, #0.0
fcmgt.4h v5, v10, v10
fcmgt.8h v3, v28, v2
fcmgt.4h v19, v12, #0.0
fcmgt.8h v12, v17, #0.0
fcmle.4h v8, v15, #0.0
fcmle.8h v25, v2, #0.0
fcmlt.4h v23, v2, #0.0
fcmlt.8h v27, v17, #0.0
fcvtas.4h v7, v8
fcvtas.8h v13, v11
fcvtau.4h v17, v26
fcvtau.8h v13, v25
fcvtms.4h v4, v24
fcvtms.8h v31, v25
fcvtmu.4h v0, v8
fcvtmu.8h v14, v28
fcvtns.4h v25, v20
fcvtns.8h v8, v18
fcvtnu.4h v25, v1
fcvtnu.8h v17, v9
fcvtps.4h v25, v5
fcvtps.8h v7, v4
fcvtpu.4h v1, v10
fcvtpu.8h v18, v16
fcvtzs.4h v22, v31, #1
fcvtzs.8h v13, v11, #1
fcvtzs.4h v5, v24
fcvtzs.8h v2, v10
fcvtzu.4h v8, v14, #11
fcvtzu.8h v10, v27, #13
fcvtzu.4h v19, v21
fcvtzu.8h v22, v11
fdiv.4h v16, v6, v21
fdiv.8h v31, v9, v11
fmaxnmp.2h h11, v20
fmaxnmp.4h v19, v26, v7
fmaxnmp.8h v26, v23, v31
fmaxnmv.4h h14, v9
fmaxnmv.8h h9, v13
fmaxnm.4h v20, v25, v30
fmaxnm.8h v5, v12, v22
fmaxp.2h h17, v17
fmaxp.4h v26, v1, v24
fmaxp.8h v20, v28, v13
fmaxv.4h h21, v25
fmaxv.8h h6, v3
fmax.4h v8, v2, v27
fmax.8h v27, v7, v0
fminnmp.2h h31, v14
fminnmp.4h v10, v20, v31
fminnmp.8h v4, v24, v4
fminnmv.4h h14, v18
fminnmv.8h h17, v28
fminnm.4h v1, v27, v15
fminnm.8h v1, v25, v21
fminp.2h h9, v25
fminp.4h v5, v6, v7
fminp.8h v15, v3, v7
fminv.4h h14, v16
fminv.8h h24, v29
fmin.4h v25, v20, v21
fmin.8h v0, v23, v27
fmla.h h28, h27, v11[7]
fmla.4h v12, v15, v2[2]
fmla.8h v29, v17, v2[2]
fmla.4h v22, v25, v12
fmla.8h v26, v22, v7
fmls.h h8, h21, v3[0]
fmls.4h v17, v14, v6[1]
fmls.8h v23, v6, v9[5]
fmls.4h v6, v5, v17
fmls.8h v30, v11, v25
fmov.4h v27, #-0.35937500
fmov.8h v24, #1.37500000
fmulx.h h22, h12, v5[3]
fmulx.4h v3, v29, v13[3]
fmulx.8h v0, v23, v6[5]
fmulx.4h v29, v8, v13
fmulx.8h v19, v22, v0
fmul.h h9, h2, v9[4]
fmul.4h v20, v22, v1[0]
fmul.8h v27, v4, v6[5]
fmul.4h v2, v5, v23
fmul.8h v29, v1, v28
fneg.4h v5, v6
fneg.8h v31, v23
frecpe.4h v9, v23
frecpe.8h v31, v7
frecps.4h v20, v22, v8
frecps.8h v4, v3, v3
frinta.4h v28, v5
frinta.8h v10, v6
frinti.4h v23, v1
frinti.8h v0, v27
frintm.4h v16, v10
frintm.8h v4, v16
frintn.4h v8, v6
frintn.8h v26, v6
frintp.4h v0, v13
frintp.8h v9, v20
frintx.4h v18, v6
frintx.8h v8, v18
frintz.4h v27, v12
frintz.8h v3, v29
frsqrte.4h v1, v17
frsqrte.8h v10, v18
frsqrts.4h v3, v31, v24
frsqrts.8h v19, v5, v17
fsqrt.4h v24, v0
fsqrt.8h v8, v7
fsub.4h v26, v29, v18
fsub.8h v6, v7, v28
scvtf.4h v22, v22, #14
scvtf.8h v4, v21, #4
scvtf.4h v12, v5
scvtf.8h v6, v20
ucvtf.4h v21, v31, #16
ucvtf.8h v28, v19, #5
ucvtf.4h v29, v0
ucvtf.8h v22, v7
