// mattr: +fullfp16
fabd.4h v25, v0, v2
fabd.8h v17, v7, v18
fabs.4h v12, v15
fabs.8h v18, v8
facge.4h v21, v9, v6
facge.8h v23, v26, v18
facgt.4h v23, v22, v14
facgt.8h v15, v13, v2
faddp.2h h16, v30
faddp.4h v28, v3, v27
faddp.8h v10, v9, v23
fadd.4h v11, v16, v22
fadd.8h v7, v5, v18
fcmeq.4h v3, v11, v13
fcmeq.8h v26, v3, v28
fcmeq.4h v27, v11, #0.0
fcmeq.8h v21, v5, #0.0
fcmge.4h v19, v17, v20
fcmge.8h v12, v20, v4
fcmge.4h v12, v16, #0.0
fcmge.8h v1, v27, #0.0
fcmgt.4h v4, v7, v0
fcmgt.8h v13, v8, v18
fcmgt.4h v25, v27, #0.0
fcmgt.8h v3, v8, #0.0
fcmle.4h v22, v22, #0.0
fcmle.8h v2, v11, #0.0
fcmlt.4h v23, v14, #0.0
fcmlt.8h v8, v31, #0.0
fcvtas.4h v15, v14
fcvtas.8h v9, v18
fcvtau.4h v10, v19
fcvtau.8h v8, v12
fcvtms.4h v11, v5
fcvtms.8h v26, v27
fcvtmu.4h v8, v30
fcvtmu.8h v3, v13
fcvtns.4h v20, v31
fcvtns.8h v24, v13
fcvtnu.4h v2, v8
fcvtnu.8h v30, v15
fcvtps.4h v25, v20
fcvtps.8h v30, v9
fcvtpu.4h v17, v2
fcvtpu.8h v26, v26
fcvtzs.4h v19, v26, #14
fcvtzs.8h v29, v28, #1
fcvtzs.4h v12, v0
fcvtzs.8h v31, v10
fcvtzu.4h v26, v8, #13
fcvtzu.8h v7, v21, #11
fcvtzu.4h v29, v22
fcvtzu.8h v31, v3
fdiv.4h v8, v8, v31
fdiv.8h v16, v21, v26
fmaxnmp.2h h18, v10
fmaxnmp.4h v31, v13, v21
fmaxnmp.8h v9, v6, v24
fmaxnmv.4h h17, v4
fmaxnmv.8h h18, v10
fmaxnm.4h v27, v12, v5
fmaxnm.8h v0, v15, v1
fmaxp.2h h22, v22
fmaxp.4h v20, v26, v14
fmaxp.8h v23, v11, v0
fmaxv.4h h19, v5
fmaxv.8h h23, v23
fmax.4h v8, v13, v5
fmax.8h v14, v2, v6
fminnmp.2h h8, v26
fminnmp.4h v10, v26, v15
fminnmp.8h v20, v3, v6
fminnmv.4h h19, v27
fminnmv.8h h4, v24
fminnm.4h v18, v16, v29
fminnm.8h v29, v26, v24
fminp.2h h10, v28
fminp.4h v25, v27, v29
fminp.8h v29, v26, v19
fminv.4h h15, v29
fminv.8h h27, v24
fmin.4h v5, v17, v21
fmin.8h v12, v15, v31
fmla.h h30, h22, v6[7]
fmla.4h v8, v22, v8[6]
fmla.8h v10, v27, v14[2]
fmla.4h v14, v3, v29
fmla.8h v15, v13, v3
fmls.h h31, h31, v15[5]
fmls.4h v12, v23, v9[0]
fmls.8h v5, v0, v11[0]
fmls.4h v17, v3, v12
fmls.8h v24, v18, v27
fmov.4h v18, #-3.75000000
fmov.8h v27, #-22.00000000
fmulx.h h28, h27, v5[3]
fmulx.4h v26, v19, v12[2]
fmulx.8h v15, v22, v11[0]
fmulx.4h v20, v16, v0
fmulx.8h v10, v18, v27
fmul.h h3, h19, v11[0]
fmul.4h v2, v4, v2[0]
fmul.8h v20, v20, v10[4]
fmul.4h v8, v2, v25
fmul.8h v24, v18, v10
fneg.4h v11, v15
fneg.8h v18, v20
frecpe.4h v8, v22
frecpe.8h v25, v23
frecps.4h v14, v13, v24
frecps.8h v31, v6, v27
frinta.4h v14, v17
frinta.8h v23, v15
frinti.4h v12, v14
frinti.8h v14, v5
frintm.4h v6, v10
frintm.8h v28, v10
frintn.4h v7, v25
frintn.8h v14, v8
frintp.4h v25, v19
frintp.8h v16, v28
frintx.4h v18, v26
frintx.8h v4, v26
frintz.4h v8, v7
frintz.8h v6, v5
frsqrte.4h v9, v17
frsqrte.8h v21, v15
frsqrts.4h v8, v10, v11
frsqrts.8h v4, v7, v0
fsqrt.4h v19, v12
fsqrt.8h v0, v4
fsub.4h v31, v27, v22
fsub.8h v29, v15, v17
scvtf.4h v17, v9, #5
scvtf.8h v10, v27, #12
scvtf.4h v12, v1
scvtf.8h v16, v11
ucvtf.4h v1, v17, #14
ucvtf.8h v18, v18, #1
ucvtf.4h v0, v7
ucvtf.8h v5, v31
