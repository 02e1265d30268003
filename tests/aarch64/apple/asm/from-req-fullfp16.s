// mattr: +fullfp16
fabd.4h v19, v8, v5
fabd.8h v26, v10, v20
fabs.4h v10, v23
fabs.8h v10, v12
facge.4h v3, v17, v7
facge.8h v17, v2, v27
facgt.4h v13, v8, v26
facgt.8h v27, v1, v28
faddp.2h h16, v24
faddp.4h v31, v20, v5
faddp.8h v31, v5, v26
fadd.4h v2, v5, v30
fadd.8h v28, v0, v26
fcmeq.4h v31, v24, v30
fcmeq.8h v21, v25, v0
fcmeq.4h v14, v23, #0.0
fcmeq.8h v15, v13, #0.0
fcmge.4h v21, v15, v29
fcmge.8h v2, v23, v2
fcmge.4h v21, v23, #0.0
fcmge.8h v9, v7, #0.0
fcmgt.4h v11, v12, v16
fcmgt.8h v11, v24, v11
fcmgt.4h v7, v26, #0.0
fcmgt.8h v23, v22, #0.0
fcmle.4h v12, v20, #0.0
fcmle.8h v11, v28, #0.0
fcmlt.4h v0, v1, #0.0
fcmlt.8h v28, v22, #0.0
fcvtas.4h v12, v4
fcvtas.8h v5, v8
fcvtau.4h v20, v24
fcvtau.8h v25, v28
fcvtms.4h v11, v13
fcvtms.8h v9, v24
fcvtmu.4h v21, v13
fcvtmu.8h v8, v13
fcvtns.4h v18, v6
fcvtns.8h v4, v24
fcvtnu.4h v8, v24
fcvtnu.8h v9, v25
fcvtps.4h v14, v18
fcvtps.8h v2, v19
fcvtpu.4h v5, v26
fcvtpu.8h v13, v16
fcvtzs.4h v4, v1, #16
fcvtzs.8h v12, v16, #1
fcvtzs.4h v14, v2
fcvtzs.8h v8, v6
fcvtzu.4h v25, v29, #8
fcvtzu.8h v19, v22, #1
fcvtzu.4h v6, v13
fcvtzu.8h v12, v10
fdiv.4h v31, v7, v9
fdiv.8h v0, v18, v24
fmaxnmp.2h h9, v2
fmaxnmp.4h v22, v10, v18
fmaxnmp.8h v23, v15, v6
fmaxnmv.4h h26, v28
fmaxnmv.8h h25, v30
fmaxnm.4h v23, v28, v30
fmaxnm.8h v5, v18, v11
fmaxp.2h h30, v15
fmaxp.4h v0, v11, v24
fmaxp.8h v27, v3, v27
fmaxv.4h h7, v12
fmaxv.8h h0, v16
fmax.4h v31, v0, v26
fmax.8h v27, v1, v10
fminnmp.2h h6, v26
fminnmp.4h v27, v23, v14
fminnmp.8h v18, v29, v31
fminnmv.4h h11, v15
fminnmv.8h h5, v28
fminnm.4h v7, v5, v5
fminnm.8h v23, v8, v22
fminp.2h h22, v2
fminp.4h v1, v1, v2
fminp.8h v3, v7, v20
fminv.4h h21, v16
fminv.8h h31, v21
fmin.4h v23, v31, v13
fmin.8h v19, v21, v0
fmla.h h30, h29, v10[2]
fmla.4h v5, v6, v2[6]
fmla.8h v29, v6, v0[7]
fmla.4h v15, v11, v21
fmla.8h v27, v11, v29
fmls.h h25, h4, v14[4]
fmls.4h v7, v3, v3[6]
fmls.8h v11, v21, v2[7]
fmls.4h v7, v25, v0
fmls.8h v11, v9, v5
fmov.4h v10, #20.00000000
fmov.8h v2, #-0.19531250
fmulx.h h22, h14, v0[3]
fmulx.4h v10, v6, v4[6]
fmulx.8h v1, v21, v1[0]
fmulx.4h v19, v30, v31
fmulx.8h v4, v22, v16
fmul.h h15, h27, v11[5]
fmul.4h v11, v18, v5[3]
fmul.8h v14, v25, v6[1]
fmul.4h v19, v13, v30
fmul.8h v11, v8, v24
fneg.4h v13, v0
fneg.8h v4, v18
frecpe.4h v14, v3
frecpe.8h v17, v5
frecps.4h v3, v16, v28
frecps.8h v14, v6, v12
frinta.4h v27, v26
frinta.8h v24, v14
frinti.4h v26, v29
frinti.8h v13, v19
frintm.4h v23, v6
frintm.8h v12, v11
frintn.4h v8, v10
frintn.8h v27, v0
frintp.4h v18, v29
frintp.8h v22, v0
frintx.4h v8, v27
frintx.8h v16, v18
frintz.4h v6, v24
frintz.8h v24, v9
frsqrte.4h v0, v5
frsqrte.8h v20, v22
frsqrts.4h v31, v29, v1
frsqrts.8h v13, v4, v26
fsqrt.4h v31, v5
fsqrt.8h v27, v5
fsub.4h v19, v29, v22
fsub.8h v26, v15, v6
scvtf.4h v15, v17, #4
scvtf.8h v19, v8, #5
scvtf.4h v31, v11
scvtf.8h v1, v1
ucvtf.4h v31, v21, #2
ucvtf.8h v29, v29, #13
ucvtf.4h v28, v22
ucvtf.8h v31, v11
