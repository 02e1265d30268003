// mattr: +fullfp16
fabd.4h v5, v30, v31
fabd.8h v14, v18, v8
fabs.4h v17, v3
fabs.8h v19, v21
facge.4h v23, v28, v3
facge.8h v3, v8, v23
facgt.4h v23, v4, v25
facgt.8h v28, v2, v6
faddp.2h h23, v1
faddp.4h v20, v31, v12
faddp.8h v5, v8, v30
fadd.4h v19, v22, v2
fadd.8h v16, v1, v29
fcmeq.4h v7, v7, v20
fcmeq.8h v23, v3, v3
fcmeq.4h v18, v24, #0.0
fcmeq.8h v22, v31, #0.0
fcmge.4h v2, v2, v11
fcmge.8h v2, v3, v0
fcmge.4h v9, v18, #0.0
fcmge.8h v24, v29, #0.0
fcmgt.4h v28, v6, v6
fcmgt.8h v8, v21, v4
fcmgt.4h v21, v0, #0.0
fcmgt.8h v7, v25, #0.0
fcmle.4h v7, v8, #0.0
fcmle.8h v29, v17, #0.0
fcmlt.4h v20, v8, #0.0
fcmlt.8h v0, v3, #0.0
fcvtas.4h v10, v19
fcvtas.8h v8, v12
fcvtau.4h v12, v2
fcvtau.8h v24, v0
fcvtms.4h v8, v30
fcvtms.8h v3, v13
fcvtmu.4h v21, v1
fcvtmu.8h v20, v23
fcvtns.4h v11, v21
fcvtns.8h v14, v31
fcvtnu.4h v8, v14
fcvtnu.8h v8, v26
fcvtps.4h v17, v2
fcvtps.8h v26, v26
fcvtpu.4h v15, v15
fcvtpu.8h v21, v15
fcvtzs.4h v15, v19, #5
fcvtzs.8h v21, v18, #16
fcvtzs.4h v1, v10
fcvtzs.8h v20, v30
fcvtzu.4h v4, v21, #15
fcvtzu.8h v23, v23, #1
fcvtzu.4h v22, v8
fcvtzu.8h v31, v1
fdiv.4h v0, v12, v13
fdiv.8h v31, v18, v10
fmaxnmp.2h h15, v4
fmaxnmp.4h v29, v7, v17
fmaxnmp.8h v18, v10, v12
fmaxnmv.4h h24, v9
fmaxnmv.8h h24, v7
fmaxnm.4h v11, v26, v8
fmaxnm.8h v26, v14, v9
fmaxp.2h h7, v1
fmaxp.4h v27, v20, v19
fmaxp.8h v23, v23, v23
fmaxv.4h h20, v9
fmaxv.8h h14, v3
fmax.4h v12, v21, v0
fmax.8h v10, v8, v26
fminnmp.2h h22, v6
fminnmp.4h v13, v10, v19
fminnmp.8h v4, v24, v14
fminnmv.4h h5, v26
fminnmv.8h h13, v13
fminnm.4h v28, v9, v5
fminnm.8h v27, v29, v8
fminp.2h h26, v23
fminp.4h v5, v12, v15
fminp.8h v27, v24, v30
fminv.4h h17, v28
fminv.8h h24, v22
fmin.4h v29, v16, v1
fmin.8h v5, v6, v17
fmla.h h12, h2, v15[2]
fmla.4h v3, v3, v1[1]
fmla.8h v12, v25, v13[7]
fmla.4h v31, v4, v17
fmla.8h v8, v28, v25
fmls.h h4, h21, v6[6]
fmls.4h v3, v3, v3[7]
fmls.8h v19, v13, v11[3]
fmls.4h v29, v14, v5
fmls.8h v11, v21, v8
fmov.4h v16, #-0.53125000
fmov.8h v30, #1.81250000
fmulx.h h30, h20, v7[5]
fmulx.4h v14, v26, v10[0]
fmulx.8h v27, v21, v7[1]
fmulx.4h v12, v20, v24
fmulx.8h v28, v27, v17
fmul.h h22, h1, v10[5]
fmul.4h v18, v10, v8[7]
fmul.8h v10, v28, v2[0]
fmul.4h v26, v17, v28
fmul.8h v5, v18, v20
fneg.4h v2, v16
fneg.8h v9, v13
frecpe.4h v8, v13
frecpe.8h v24, v3
frecps.4h v19, v13, v5
frecps.8h v10, v30, v28
frinta.4h v12, v14
frinta.8h v14, v5
frinti.4h v7, v27
frinti.8h v6, v10
frintm.4h v15, v8
frintm.8h v7, v25
frintn.4h v26, v16
frintn.8h v25, v19
frintp.4h v18, v26
frintp.8h v4, v26
frintx.4h v8, v7
frintx.8h v6, v5
frintz.4h v4, v12
frintz.8h v0, v22
frsqrte.4h v8, v7
frsqrte.8h v11, v7
frsqrts.4h v17, v3, v12
frsqrts.8h v4, v15, v30
fsqrt.4h v22, v23
fsqrt.8h v29, v12
fsub.4h v7, v12, v29
fsub.8h v29, v0, v13
scvtf.4h v18, v11, #14
scvtf.8h v29, v10, #1
scvtf.4h v30, v9
scvtf.8h v21, v6
ucvtf.4h v26, v26, #1
ucvtf.8h v4, v30, #11
ucvtf.4h v5, v11
ucvtf.8h v21, v18
