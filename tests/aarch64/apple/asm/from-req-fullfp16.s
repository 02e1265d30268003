// mattr: +fullfp16
fabd.4h v5, v27, v2
fabd.8h v24, v21, v23
fabs.4h v16, v22
fabs.8h v8, v28
facge.4h v12, v26, v20
facge.8h v31, v19, v17
facgt.4h v6, v0, v18
facgt.8h v19, v25, v16
faddp.2h h12, v12
faddp.4h v4, v21, v25
faddp.8h v7, v17, v28
fadd.4h v20, v25, v26
fadd.8h v23, v9, v7
fcmeq.4h v14, v10, v4
fcmeq.8h v2, v11, v19
fcmeq.4h v30, v5, #0.0
fcmeq.8h v15, v15, #0.0
fcmge.4h v11, v30, v21
fcmge.8h v23, v1, v3
fcmge.4h v4, v31, #0.0
fcmge.8h v8, v30, #0.0
fcmgt.4h v22, v8, v24
fcmgt.8h v28, v24, v18
fcmgt.4h v26, v0, #0.0
fcmgt.8h v11, v16, #0.0
fcmle.4h v3, v15, #0.0
fcmle.8h v30, v20, #0.0
fcmlt.4h v5, v22, #0.0
fcmlt.8h v29, v13, #0.0
fcvtas.4h v19, v16
fcvtas.8h v22, v29
fcvtau.4h v25, v5
fcvtau.8h v26, v0
fcvtms.4h v17, v3
fcvtms.8h v27, v11
fcvtmu.4h v10, v16
fcvtmu.8h v18, v24
fcvtns.4h v17, v6
fcvtns.8h v31, v10
fcvtnu.4h v8, v9
fcvtnu.8h v21, v24
fcvtps.4h v3, v8
fcvtps.8h v21, v28
fcvtpu.4h v7, v25
fcvtpu.8h v31, v22
fcvtzs.4h v23, v17, #12
fcvtzs.8h v1, v14, #3
fcvtzs.4h v0, v16
fcvtzs.8h v23, v4
fcvtzu.4h v27, v24, #16
fcvtzu.8h v25, v31, #1
fcvtzu.4h v7, v13
fcvtzu.8h v23, v0
fdiv.4h v18, v25, v23
fdiv.8h v16, v6, v21
fmaxnmp.2h h9, v28
fmaxnmp.4h v6, v30, v1
fmaxnmp.8h v19, v26, v7
fmaxnmv.4h h29, v28
fmaxnmv.8h h24, v21
fmaxnm.4h v19, v10, v19
fmaxnm.8h v20, v25, v30
fmaxp.2h h20, v30
fmaxp.4h v15, v10, v19
fmaxp.8h v26, v1, v24
fmaxv.4h h8, v13
fmaxv.8h h21, v25
fmax.4h v15, v9, v11
fmax.8h v8, v2, v27
fminnmp.2h h11, v2
fminnmp.4h v1, v29, v30
fminnmp.8h v10, v20, v31
fminnmv.4h h19, v31
fminnmv.8h h28, v7
fminnm.4h v29, v29, v19
fminnm.8h v1, v27, v15
fminp.2h h3, v6
fminp.4h v11, v17, v21
fminp.8h v5, v6, v7
fminv.4h h22, v8
fminv.8h h14, v29
fmin.4h v0, v10, v6
fmin.8h v25, v20, v21
fmla.h h3, h7, v6[2]
fmla.4h v4, v5, v7[5]
fmla.8h v4, v10, v2[1]
fmla.4h v12, v16, v14
fmla.8h v25, v13, v4
fmls.h h6, h28, v9[1]
fmls.4h v10, v23, v11[7]
fmls.8h v31, v13, v11[0]
fmls.4h v9, v16, v14
fmls.8h v5, v4, v28
fmov.4h v17, #0.65625000
fmov.8h v13, #6.50000000
fmulx.h h3, h18, v2[0]
fmulx.4h v23, v2, v4[0]
fmulx.8h v30, v13, v13[1]
fmulx.4h v16, v28, v20
fmulx.8h v3, v30, v14
fmul.h h27, h29, v4[4]
fmul.4h v16, v24, v15[6]
fmul.8h v29, v2, v4[6]
fmul.4h v31, v1, v29
fmul.8h v19, v5, v16
fneg.4h v18, v7
fneg.8h v4, v10
frecpe.4h v0, v10
frecpe.8h v1, v8
frecps.4h v13, v22, v26
frecps.8h v12, v24, v7
frinta.4h v22, v22
frinta.8h v2, v19
frinti.4h v18, v22
frinti.8h v13, v8
frintm.4h v18, v11
frintm.8h v21, v23
frintn.4h v29, v16
frintn.8h v26, v23
frintp.4h v13, v17
frintp.8h v15, v3
frintx.4h v21, v4
frintx.8h v4, v20
frintz.4h v7, v23
frintz.8h v24, v12
frsqrte.4h v30, v28
frsqrte.8h v16, v8
frsqrts.4h v20, v28, v10
frsqrts.8h v31, v8, v2
fsqrt.4h v14, v12
fsqrt.8h v17, v14
fsub.4h v1, v4, v2
fsub.8h v7, v25, v6
scvtf.4h v7, v29, #12
scvtf.8h v17, v3, #13
scvtf.4h v19, v12
scvtf.8h v6, v16
ucvtf.4h v0, v30, #8
ucvtf.8h v27, v4, #1
ucvtf.4h v8, v30
ucvtf.8h v11, v0
