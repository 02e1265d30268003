// mattr: +fullfp16
fabd.4h v19, v30, v15
fabd.8h v3, v0, v30
fabs.4h v21, v6
fabs.8h v19, v14
facge.4h v0, v1, v31
facge.8h v24, v11, v2
facgt.4h v19, v9, v11
facgt.8h v26, v14, v14
faddp.2h h2, v28
faddp.4h v3, v0, v0
faddp.8h v28, v3, v19
fadd.4h v24, v19, v19
fadd.8h v26, v20, v21
fcmeq.4h v31, v4, v10
fcmeq.8h v17, v25, v9
fcmeq.4h v2, v13, #0.0
fcmeq.8h v14, v2, #0.0
fcmge.4h v12, v15, v26
fcmge.8h v10, v26, v26
fcmge.4h v2, v2, #0.0
fcmge.8h v20, v28, #0.0
fcmgt.4h v23, v28, v3
fcmgt.8h v3, v8, v23
fcmgt.4h v27, v4, #0.0
fcmgt.8h v17, v23, #0.0
fcmle.4h v17, v23, #0.0
fcmle.8h v24, v18, #0.0
fcmlt.4h v12, v7, #0.0
fcmlt.8h v22, v10, #0.0
fcvtas.4h v4, v27
fcvtas.8h v3, v15
fcvtau.4h v30, v5
fcvtau.8h v12, v29
fcvtms.4h v14, v28
fcvtms.8h v2, v16
fcvtmu.4h v3, v0
fcvtmu.8h v9, v6
fcvtns.4h v22, v29
fcvtns.8h v15, v29
fcvtnu.4h v30, v20
fcvtnu.8h v4, v5
fcvtps.4h v16, v5
fcvtps.8h v17, v26
fcvtpu.4h v14, v23
fcvtpu.8h v14, v15
fcvtzs.4h v17, v25, #1
fcvtzs.8h v22, v29, #9
fcvtzs.4h v0, v20
fcvtzs.8h v24, v8
fcvtzu.4h v12, v18, #6
fcvtzu.8h v0, v31, #10
fcvtzu.4h v2, v20
fcvtzu.8h v2, v10
fdiv.4h v23, v28, v30
fdiv.8h v5, v18, v11
fmaxnmp.2h h27, v29
fmaxnmp.4h v21, v27, v1
fmaxnmp.8h v10, v18, v25
fmaxnmv.4h h6, v26
fmaxnmv.8h h23, v15
fmaxnm.4h v17, v13, v31
fmaxnm.8h v18, v31, v24
fmaxp.2h h4, v7
fmaxp.4h v5, v29, v25
fmaxp.8h v22, v29, v18
fmaxv.4h h14, v1
fmaxv.8h h30, v12
fmax.4h v28, v1, v21
fmax.8h v20, v1, v23
fminnmp.2h h17, v17
fminnmp.4h v14, v9, v18
fminnmp.8h v27, v3, v24
fminnmv.4h h5, v27
fminnmv.8h h10, v19
fminnm.4h v9, v30, v12
fminnm.8h v11, v28, v27
fminp.2h h25, v22
fminp.4h v21, v25, v15
fminp.8h v11, v5, v1
fminv.4h h7, v20
fminv.8h h9, v11
fmin.4h v2, v27, v30
fmin.8h v14, v27, v26
fmla.h h16, h26, v12[3]
fmla.4h v13, v23, v8[4]
fmla.8h v1, v25, v10[6]
fmla.4h v21, v22, v21
fmla.8h v17, v1, v20
fmls.h h8, h17, v15[0]
fmls.4h v10, v15, v13[7]
fmls.8h v20, v23, v4[1]
fmls.4h v20, v4, v9
fmls.8h v5, v6, v29
fmov.4h v22, #0.12500000
fmov.8h v6, #-0.22656250
fmulx.h h14, h11, v13[6]
fmulx.4h v6, v8, v9[1]
fmulx.8h v19, v12, v12[0]
fmulx.4h v25, v31, v26
fmulx.8h v2, v23, v4
fmul.h h30, h16, v7[0]
fmul.4h v14, v31, v10[3]
fmul.8h v10, v8, v13[4]
fmul.4h v10, v26, v15
fmul.8h v20, v3, v6
fneg.4h v27, v26
fneg.8h v24, v14
frecpe.4h v19, v22
frecpe.8h v21, v16
frecps.4h v18, v23, v16
frecps.8h v29, v2, v13
frinta.4h v12, v31
frinta.8h v24, v2
frinti.4h v16, v31
frinti.8h v8, v27
frintm.4h v17, v9
frintm.8h v2, v0
frintn.4h v26, v28
frintn.8h v20, v3
frintp.4h v18, v19
frintp.8h v17, v12
frintx.4h v20, v12
frintx.8h v21, v7
frintz.4h v12, v16
frintz.8h v22, v21
frsqrte.4h v11, v13
frsqrte.8h v13, v27
frsqrts.4h v11, v2, v1
frsqrts.8h v18, v9, v29
fsqrt.4h v0, v27
fsqrt.8h v19, v1
fsub.4h v9, v20, v6
fsub.8h v22, v13, v30
scvtf.4h v27, v21, #13
scvtf.8h v5, v13, #11
scvtf.4h v3, v18
scvtf.8h v18, v1
ucvtf.4h v22, v3, #13
ucvtf.8h v9, v27, #1
ucvtf.4h v22, v24
ucvtf.8h v19, v29
