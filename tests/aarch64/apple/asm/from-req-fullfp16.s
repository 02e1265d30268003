// mattr: +fullfp16
fabd.4h v17, v27, v15
fabd.8h v19, v3, v25
fabs.4h v6, v26
fabs.8h v14, v23
facge.4h v7, v14, v5
facge.8h v6, v20, v16
facgt.4h v28, v11, v12
facgt.8h v22, v11, v24
faddp.2h h13, v14
faddp.4h v28, v7, v31
faddp.8h v31, v4, v17
fadd.4h v17, v2, v7
fadd.8h v27, v27, v31
fcmeq.4h v16, v27, v30
fcmeq.8h v22, v3, v9
fcmeq.4h v16, v18, #0.0
fcmeq.8h v5, v22, #0.0
fcmge.4h v17, v13, v16
fcmge.8h v22, v15, v17
fcmge.4h v30, v27, #0.0
fcmge.8h v0, v28, #0.0
fcmgt.4h v5, v24, v3
fcmgt.8h v15, v18, v22
fcmgt.4h v22, v24, #0.0
fcmgt.8h v4, v25, #0.0
fcmle.4h v23, v12, #0.0
fcmle.8h v24, v17, #0.0
fcmlt.4h v11, v30, #0.0
fcmlt.8h v2, v3, #0.0
fcvtas.4h v21, v18
fcvtas.8h v17, v25
fcvtau.4h v1, v2
fcvtau.8h v15, v1
fcvtms.4h v5, v13
fcvtms.8h v28, v2
fcvtmu.4h v19, v22
fcvtmu.8h v15, v17
fcvtns.4h v2, v7
fcvtns.8h v13, v2
fcvtnu.4h v25, v14
fcvtnu.8h v26, v23
fcvtps.4h v8, v12
fcvtps.8h v4, v16
fcvtpu.4h v24, v0
fcvtpu.8h v5, v23
fcvtzs.4h v31, v0, #7
fcvtzs.8h v15, v10, #14
fcvtzs.4h v5, v28
fcvtzs.8h v17, v13
fcvtzu.4h v17, v3, #10
fcvtzu.8h v22, v16, #6
fcvtzu.4h v5, v12
fcvtzu.8h v30, v14
fdiv.4h v28, v6, v1
fdiv.8h v0, v19, v0
fmaxnmp.2h h19, v31
fmaxnmp.4h v17, v28, v23
fmaxnmp.8h v17, v27, v5
fmaxnmv.4h h29, v19
fmaxnmv.8h h24, v1
fmaxnm.4h v26, v24, v30
fmaxnm.8h v14, v25, v9
fmaxp.2h h18, v10
fmaxp.4h v20, v21, v26
fmaxp.8h v23, v27, v21
fmaxv.4h h11, v21
fmaxv.8h h17, v17
fmax.4h v31, v20, v29
fmax.8h v16, v17, v12
fminnmp.2h h9, v3
fminnmp.4h v22, v30, v30
fminnmp.8h v13, v21, v20
fminnmv.4h h5, v11
fminnmv.8h h7, v17
fminnm.4h v25, v16, v15
fminnm.8h v12, v5, v13
fminp.2h h15, v15
fminp.4h v11, v26, v8
fminp.8h v26, v14, v9
fminv.4h h12, v25
fminv.8h h20, v19
fmin.4h v12, v0, v15
fmin.8h v13, v5, v9
fmla.h h1, h15, v11[7]
fmla.4h v13, v21, v1[7]
fmla.8h v9, v10, v9[6]
fmla.4h v0, v21, v16
fmla.8h v26, v31, v16
fmls.h h26, h0, v12[0]
fmls.4h v15, v27, v7[0]
fmls.8h v5, v8, v13[0]
fmls.4h v2, v8, v21
fmls.8h v24, v11, v12
fmov.4h v15, #3.62500000
fmov.8h v3, #7.50000000
fmulx.h h23, h11, v1[0]
fmulx.4h v25, v21, v11[7]
fmulx.8h v4, v10, v3[7]
fmulx.4h v23, v5, v30
fmulx.8h v1, v9, v14
fmul.h h26, h6, v3[5]
fmul.4h v7, v20, v8[0]
fmul.8h v6, v17, v15[1]
fmul.4h v8, v14, v7
fmul.8h v29, v29, v14
fneg.4h v31, v8
fneg.8h v18, v12
frecpe.4h v6, v3
frecpe.8h v0, v30
frecps.4h v4, v2, v25
frecps.8h v6, v22, v0
frinta.4h v22, v9
frinta.8h v1, v29
frinti.4h v18, v27
frinti.8h v29, v31
frintm.4h v16, v21
frintm.8h v26, v3
frintn.4h v27, v20
frintn.8h v22, v13
frintp.4h v18, v9
frintp.8h v19, v27
frintx.4h v30, v21
frintx.8h v22, v14
frintz.4h v5, v18
frintz.8h v28, v25
frsqrte.4h v22, v29
frsqrte.8h v10, v3
frsqrts.4h v26, v30, v4
frsqrts.8h v29, v30, v22
fsqrt.4h v5, v25
fsqrt.8h v13, v31
fsub.4h v27, v6, v8
fsub.8h v15, v4, v24
scvtf.4h v11, v4, #6
scvtf.8h v21, v21, #1
scvtf.4h v29, v30
scvtf.8h v0, v8
ucvtf.4h v27, v15, #1
ucvtf.8h v6, v7, #3
ucvtf.4h v7, v9
ucvtf.8h v12, v13
