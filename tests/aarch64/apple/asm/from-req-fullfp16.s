// mattr: +fullfp16
fabd.4h v31, v23, v22
fabd.8h v19, v26, v17
fabs.4h v8, v21
fabs.8h v4, v30
facge.4h v15, v27, v29
facge.8h v0, v18, v13
facgt.4h v4, v13, v20
facgt.8h v8, v4, v30
faddp.2h h14, v12
faddp.4h v27, v10, v26
faddp.8h v13, v5, v0
fadd.4h v18, v31, v1
fadd.8h v16, v24, v2
fcmeq.4h v0, v19, v1
fcmeq.8h v0, v24, v28
fcmeq.4h v18, v24, #0.0
fcmeq.8h v19, v25, #0.0
fcmge.4h v4, v2, v31
fcmge.8h v4, v4, v21
fcmge.4h v30, v29, #0.0
fcmge.8h v17, v27, #0.0
fcmgt.4h v14, v2, v21
fcmgt.8h v7, v26, v2
fcmgt.4h v25, v26, #0.0
fcmgt.8h v3, v23, #0.0
fcmle.4h v13, v2, #0.0
fcmle.8h v2, v8, #0.0
fcmlt.4h v16, v9, #0.0
fcmlt.8h v15, v13, #0.0
fcvtas.4h v16, v31
fcvtas.8h v5, v28
fcvtau.4h v16, v3
fcvtau.8h v26, v28
fcvtms.4h v21, v4
fcvtms.8h v30, v19
fcvtmu.4h v24, v17
fcvtmu.8h v28, v24
fcvtns.4h v5, v18
fcvtns.8h v28, v5
fcvtnu.4h v13, v12
fcvtnu.8h v13, v11
fcvtps.4h v11, v25
fcvtps.8h v31, v1
fcvtpu.4h v27, v9
fcvtpu.8h v15, v16
fcvtzs.4h v13, v11, #16
fcvtzs.8h v17, v23, #1
fcvtzs.4h v18, v24
fcvtzs.8h v22, v31
fcvtzu.4h v31, v29, #16
fcvtzu.8h v16, v15, #16
fcvtzu.4h v4, v24
fcvtzu.8h v9, v20
fdiv.4h v15, v17, v20
fdiv.8h v0, v3, v2
fmaxnmp.2h h11, v15
fmaxnmp.4h v12, v18, v6
fmaxnmp.8h v3, v10, v19
fmaxnmv.4h h22, v18
fmaxnmv.8h h15, v0
fmaxnm.4h v22, v11, v5
fmaxnm.8h v27, v16, v18
fmaxp.2h h25, v21
fmaxp.4h v3, v13, v29
fmaxp.8h v31, v26, v28
fmaxv.4h h20, v9
fmaxv.8h h1, v20
fmax.4h v2, v17, v0
fmax.8h v8, v30, v1
fminnmp.2h h17, v3
fminnmp.4h v16, v30, v5
fminnmp.8h v6, v20, v30
fminnmv.4h h19, v25
fminnmv.8h h4, v0
fminnm.4h v15, v15, v22
fminnm.8h v29, v14, v30
fminp.2h h4, v9
fminp.4h v26, v20, v2
fminp.8h v20, v11, v15
fminv.4h h18, v31
fminv.8h h12, v29
fmin.4h v1, v19, v1
fmin.8h v15, v27, v17
fmla.h h27, h24, v5[7]
fmla.4h v5, v0, v9[4]
fmla.8h v15, v16, v2[5]
fmla.4h v20, v3, v25
fmla.8h v11, v15, v10
fmls.h h8, h20, v5[0]
fmls.4h v28, v24, v2[7]
fmls.8h v12, v29, v3[6]
fmls.4h v18, v1, v17
fmls.8h v21, v27, v5
fmov.4h v6, #-0.42187500
fmov.8h v9, #0.19531250
fmulx.h h25, h9, v2[7]
fmulx.4h v10, v6, v7[0]
fmulx.8h v22, v0, v11[5]
fmulx.4h v7, v19, v18
fmulx.8h v11, v21, v18
fmul.h h18, h29, v10[7]
fmul.4h v4, v22, v8[3]
fmul.8h v12, v4, v12[7]
fmul.4h v0, v15, v30
fmul.8h v20, v19, v12
fneg.4h v9, v6
fneg.8h v4, v6
frecpe.4h v29, v14
frecpe.8h v7, v22
frecps.4h v21, v6, v8
frecps.8h v1, v27, v10
frinta.4h v15, v27
frinta.8h v13, v5
frinti.4h v31, v20
frinti.8h v21, v0
frintm.4h v6, v22
frintm.8h v20, v6
frintn.4h v14, v12
frintn.8h v8, v22
frintp.4h v19, v17
frintp.8h v20, v16
frintx.4h v11, v9
frintx.8h v28, v29
frintz.4h v0, v23
frintz.8h v21, v3
frsqrte.4h v13, v18
frsqrte.8h v19, v22
frsqrts.4h v27, v24, v30
frsqrts.8h v16, v16, v31
fsqrt.4h v4, v10
fsqrt.8h v27, v16
fsub.4h v5, v30, v12
fsub.8h v3, v26, v21
scvtf.4h v26, v28, #1
scvtf.8h v19, v27, #1
scvtf.4h v1, v27
scvtf.8h v25, v6
ucvtf.4h v25, v12, #16
ucvtf.8h v17, v6, #13
ucvtf.4h v21, v16
ucvtf.8h v15, v27
