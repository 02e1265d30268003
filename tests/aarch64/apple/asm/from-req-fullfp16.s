// mattr: +fullfp16
fabd.4h v21, v11, v8
fabd.8h v11, v15, v15
fabs.4h v23, v15
fabs.8h v22, v8
facge.4h v3, v18, v10
facge.8h v20, v23, v3
facgt.4h v14, v21, v1
facgt.8h v23, v12, v17
faddp.2h h15, v3
faddp.4h v19, v25, v27
faddp.8h v6, v22, v15
fadd.4h v26, v31, v29
fadd.8h v17, v14, v18
fcmeq.4h v2, v31, v24
fcmeq.8h v4, v21, v25
fcmeq.4h v29, v14, #0.0
fcmeq.8h v27, v15, #0.0
fcmge.4h v2, v21, v15
fcmge.8h v26, v2, v23
fcmge.4h v26, v21, #0.0
fcmge.8h v23, v9, #0.0
fcmgt.4h v28, v11, v12
fcmgt.8h v22, v11, v24
fcmgt.4h v13, v7, #0.0
fcmgt.8h v3, v23, #0.0
fcmle.4h v17, v12, #0.0
fcmle.8h v29, v11, #0.0
fcmlt.4h v24, v0, #0.0
fcmlt.8h v3, v28, #0.0
fcvtas.4h v31, v12
fcvtas.8h v24, v5
fcvtau.4h v26, v20
fcvtau.8h v16, v25
fcvtms.4h v12, v11
fcvtms.8h v14, v9
fcvtmu.4h v18, v21
fcvtmu.8h v27, v8
fcvtns.4h v4, v18
fcvtns.8h v9, v4
fcvtnu.4h v25, v8
fcvtnu.8h v27, v9
fcvtps.4h v31, v14
fcvtps.8h v23, v2
fcvtpu.4h v2, v5
fcvtpu.8h v17, v13
fcvtzs.4h v24, v21, #15
fcvtzs.8h v6, v12, #5
fcvtzs.4h v18, v29
fcvtzs.8h v29, v7
fcvtzu.4h v25, v25, #12
fcvtzu.8h v9, v19, #7
fcvtzu.4h v14, v2
fcvtzu.8h v28, v13
fdiv.4h v1, v14, v21
fdiv.8h v6, v2, v12
fmaxnmp.2h h21, v23
fmaxnmp.4h v13, v29, v15
fmaxnmp.8h v26, v28, v1
fmaxnmv.4h h9, v24
fmaxnmv.8h h20, v31
fmaxnm.4h v17, v0, v4
fmaxnm.8h v30, v1, v30
fmaxp.2h h20, v27
fmaxp.4h v14, v17, v3
fmaxp.8h v7, v12, v3
fmaxv.4h h10, v8
fmaxv.8h h5, v28
fmax.4h v12, v24, v29
fmax.8h v28, v23, v0
fminnmp.2h h9, v18
fminnmp.4h v20, v2, v1
fminnmp.8h v11, v15, v24
fminnmv.4h h31, v24
fminnmv.8h h29, v18
fminnm.4h v19, v1, v16
fminnm.8h v27, v17, v22
fminp.2h h28, v3
fminp.4h v10, v13, v14
fminp.8h v21, v16, v21
fminv.4h h4, v9
fminv.8h h21, v28
fmin.4h v3, v25, v29
fmin.8h v24, v21, v14
fmla.h h6, h2, v13[7]
fmla.4h v14, v26, v4[1]
fmla.8h v31, v27, v13[0]
fmla.4h v17, v4, v24
fmla.8h v14, v5, v26
fmls.h h31, h31, v5[2]
fmls.4h v26, v30, v1[2]
fmls.8h v4, v27, v11[7]
fmls.4h v0, v6, v15
fmls.8h v21, v12, v22
fmov.4h v21, #-8.50000000
fmov.8h v22, #1.12500000
fmulx.h h16, h4, v11[4]
fmulx.4h v29, v28, v0[7]
fmulx.8h v12, v21, v4[0]
fmulx.4h v20, v30, v23
fmulx.8h v19, v4, v6
fmul.h h9, h23, v3[5]
fmul.4h v18, v4, v9[4]
fmul.8h v9, v4, v12[3]
fmul.4h v9, v2, v0
fmul.8h v31, v30, v2
fneg.4h v14, v9
fneg.8h v23, v11
frecpe.4h v13, v6
frecpe.8h v5, v22
frecps.4h v12, v12, v29
frecps.8h v9, v20, v17
frinta.4h v29, v23
frinta.8h v22, v12
frinti.4h v14, v8
frinti.8h v2, v27
frintm.4h v13, v18
frintm.8h v19, v22
frintn.4h v2, v8
frintn.8h v30, v16
frintp.4h v13, v6
frintp.8h v8, v24
frintx.4h v22, v3
frintx.8h v26, v15
frintz.4h v28, v4
frintz.8h v4, v26
frsqrte.4h v17, v5
frsqrte.8h v12, v31
frsqrts.4h v26, v21, v16
frsqrts.8h v21, v20, v27
fsqrt.4h v7, v23
fsqrt.8h v31, v14
fsub.4h v17, v2, v19
fsub.8h v4, v11, v13
scvtf.4h v5, v28, #15
scvtf.8h v0, v13, #13
scvtf.4h v6, v5
scvtf.8h v12, v10
ucvtf.4h v20, v18, #1
ucvtf.8h v7, v30, #1
ucvtf.4h v10, v14
ucvtf.8h v9, v4
