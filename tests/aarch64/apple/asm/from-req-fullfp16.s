// mattr: +fullfp16
fabd.4h v7, v6, v20
fabd.8h v25, v3, v21
fabs.4h v28, v11
fabs.8h v22, v4
facge.4h v10, v17, v28
facge.8h v27, v30, v13
facgt.4h v2, v5, v26
facgt.8h v9, v14, v2
faddp.2h h27, v5
faddp.4h v10, v26, v26
faddp.8h v23, v5, v5
fadd.4h v30, v28, v2
fadd.8h v3, v8, v16
fcmeq.4h v23, v2, v16
fcmeq.8h v21, v0, v28
fcmeq.4h v28, v8, #0.0
fcmeq.8h v24, v11, #0.0
fcmge.4h v21, v15, v11
fcmge.8h v22, v4, v25
fcmge.4h v24, v26, #0.0
fcmge.8h v10, v15, #0.0
fcmgt.4h v28, v22, v8
fcmgt.8h v5, v17, v3
fcmgt.4h v31, v7, #0.0
fcmgt.8h v1, v17, #0.0
fcmle.4h v24, v14, #0.0
fcmle.8h v8, v8, #0.0
fcmlt.4h v19, v21, #0.0
fcmlt.8h v28, v7, #0.0
fcvtas.4h v8, v19
fcvtas.8h v0, v5
fcvtau.4h v27, v8
fcvtau.8h v9, v19
fcvtms.4h v11, v22
fcvtms.8h v31, v1
fcvtmu.4h v23, v14
fcvtmu.8h v15, v14
fcvtns.4h v5, v3
fcvtns.8h v27, v2
fcvtnu.4h v23, v19
fcvtnu.8h v9, v26
fcvtps.4h v26, v8
fcvtps.8h v5, v3
fcvtpu.4h v24, v21
fcvtpu.8h v31, v20
fcvtzs.4h v27, v23, #13
fcvtzs.8h v29, v18, #3
fcvtzs.4h v18, v0
fcvtzs.8h v1, v19
fcvtzu.4h v1, v10, #7
fcvtzu.8h v25, v22, #4
fcvtzu.4h v28, v6
fcvtzu.8h v29, v3
fdiv.4h v13, v5, v26
fdiv.8h v29, v7, v21
fmaxnmp.2h h21, v18
fmaxnmp.4h v25, v31, v9
fmaxnmp.8h v7, v27, v21
fmaxnmv.4h h16, v4
fmaxnmv.8h h9, v13
fmaxnm.4h v10, v28, v15
fmaxnm.8h v30, v12, v1
fmaxp.2h h27, v22
fmaxp.4h v10, v5, v11
fmaxp.8h v17, v4, v29
fmaxv.4h h19, v13
fmaxv.8h h24, v9
fmax.4h v22, v26, v10
fmax.8h v8, v24, v17
fminnmp.2h h25, v7
fminnmp.4h v23, v5, v11
fminnmp.8h v12, v5, v25
fminnmv.4h h17, v5
fminnmv.8h h28, v24
fminnm.4h v26, v18, v16
fminnm.8h v12, v12, v29
fminp.2h h21, v0
fminp.4h v3, v18, v5
fminp.8h v19, v27, v26
fminv.4h h30, v13
fminv.8h h5, v26
fmin.4h v28, v31, v11
fmin.8h v5, v10, v18
fmla.h h29, h17, v6[6]
fmla.4h v18, v20, v6[1]
fmla.8h v13, v13, v10[0]
fmla.4h v3, v10, v19
fmla.8h v22, v21, v25
fmls.h h7, h29, v7[7]
fmls.4h v28, v24, v13[7]
fmls.8h v9, v12, v7[0]
fmls.4h v3, v18, v12
fmls.8h v29, v17, v20
fmov.4h v4, #5.75000000
fmov.8h v31, #26.00000000
fmulx.h h25, h8, v12[5]
fmulx.4h v7, v23, v13[7]
fmulx.8h v14, v15, v5[0]
fmulx.4h v6, v9, v24
fmulx.8h v27, v9, v0
fmul.h h24, h1, v7[4]
fmul.4h v20, v7, v9[3]
fmul.8h v6, v5, v8[3]
fmul.4h v29, v11, v0
fmul.8h v8, v10, v26
fneg.4h v10, v31
fneg.8h v9, v11
frecpe.4h v14, v15
frecpe.8h v6, v27
frecps.4h v1, v16, v2
frecps.8h v31, v0, v27
frinta.4h v6, v8
frinta.8h v9, v21
frinti.4h v6, v8
frinti.8h v23, v15
frintm.4h v11, v15
frintm.8h v18, v20
frintn.4h v9, v13
frintn.8h v24, v29
frintp.4h v8, v28
frintp.8h v26, v2
frintx.4h v5, v23
frintx.8h v13, v13
frintz.4h v23, v27
frintz.8h v13, v22
frsqrte.4h v7, v8
frsqrte.8h v13, v24
frsqrts.4h v22, v19, v13
frsqrts.8h v16, v10, v30
fsqrt.4h v12, v14
fsqrt.8h v14, v5
fsub.4h v21, v14, v16
fsub.8h v31, v24, v26
scvtf.4h v4, v12, #10
scvtf.8h v30, v24, #13
scvtf.4h v6, v11
scvtf.8h v12, v29
ucvtf.4h v3, v4, #6
ucvtf.8h v24, v7, #9
ucvtf.4h v12, v12
ucvtf.8h v3, v18
