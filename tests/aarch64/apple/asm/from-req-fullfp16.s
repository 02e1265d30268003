// mattr: +fullfp16
fabd.4h v25, v5, v19
fabd.8h v6, v19, v20
fabs.4h v3, v19
fabs.8h v11, v30
facge.4h v7, v14, v31
facge.8h v12, v10, v19
facgt.4h v8, v4, v30
facgt.8h v15, v26, v23
faddp.2h h16, v4
faddp.4h v26, v10, v20
faddp.8h v7, v18, v28
fadd.4h v15, v17, v2
fadd.8h v12, v31, v11
fcmeq.4h v31, v0, v8
fcmeq.8h v25, v26, v28
fcmeq.4h v28, v5, #0.0
fcmeq.8h v5, v10, #0.0
fcmge.4h v10, v9, v30
fcmge.8h v6, v0, v18
fcmge.4h v8, v4, #0.0
fcmge.8h v9, v28, #0.0
fcmgt.4h v12, v2, v7
fcmgt.8h v31, v3, v30
fcmgt.4h v3, v25, #0.0
fcmgt.8h v20, v27, #0.0
fcmle.4h v3, v23, #0.0
fcmle.8h v23, v25, #0.0
fcmlt.4h v12, v26, #0.0
fcmlt.8h v7, v31, #0.0
fcvtas.4h v27, v18
fcvtas.8h v18, v30
fcvtau.4h v9, v30
fcvtau.8h v23, v22
fcvtms.4h v19, v21
fcvtms.8h v3, v27
fcvtmu.4h v22, v21
fcvtmu.8h v31, v12
fcvtns.4h v13, v21
fcvtns.8h v26, v20
fcvtnu.4h v30, v17
fcvtnu.8h v0, v11
fcvtps.4h v5, v10
fcvtps.8h v1, v29
fcvtpu.4h v15, v7
fcvtpu.8h v2, v18
fcvtzs.4h v3, v1, #4
fcvtzs.8h v26, v0, #5
fcvtzs.4h v10, v24
fcvtzs.8h v11, v13
fcvtzu.4h v6, v6, #1
fcvtzu.8h v5, v2, #10
fcvtzu.4h v19, v1
fcvtzu.8h v16, v15
fdiv.4h v17, v6, v9
fdiv.8h v8, v2, v8
fmaxnmp.2h h23, v13
fmaxnmp.4h v7, v9, v18
fmaxnmp.8h v18, v24, v11
fmaxnmv.4h h2, v12
fmaxnmv.8h h10, v19
fmaxnm.4h v21, v5, v23
fmaxnm.8h v9, v26, v21
fmaxp.2h h26, v27
fmaxp.4h v10, v5, v6
fmaxp.8h v18, v9, v25
fmaxv.4h h15, v12
fmaxv.8h h26, v28
fmax.4h v1, v10, v20
fmax.8h v30, v22, v12
fminnmp.2h h15, v28
fminnmp.4h v27, v24, v28
fminnmp.8h v8, v14, v17
fminnmv.4h h8, v25
fminnmv.8h h20, v30
fminnm.4h v10, v10, v11
fminnm.8h v5, v12, v24
fminp.2h h15, v29
fminp.4h v10, v31, v10
fminp.8h v14, v22, v4
fminv.4h h1, v11
fminv.8h h11, v15
fmin.4h v11, v6, v28
fmin.8h v5, v29, v25
fmla.h h6, h17, v8[0]
fmla.4h v14, v14, v11[5]
fmla.8h v12, v9, v8[2]
fmla.4h v30, v25, v30
fmla.8h v12, v3, v30
fmls.h h0, h16, v1[6]
fmls.4h v30, v9, v15[6]
fmls.8h v25, v20, v15[4]
fmls.4h v13, v26, v20
fmls.8h v21, v26, v19
fmov.4h v1, #-0.39062500
fmov.8h v0, #18.00000000
fmulx.h h8, h31, v7[3]
fmulx.4h v5, v3, v5[0]
fmulx.8h v22, v23, v8[4]
fmulx.4h v23, v27, v21
fmulx.8h v9, v22, v21
fmul.h h16, h4, v5[7]
fmul.4h v20, v3, v3[4]
fmul.8h v6, v4, v9[7]
fmul.4h v17, v12, v11
fmul.8h v26, v12, v4
fneg.4h v7, v13
fneg.8h v28, v15
frecpe.4h v5, v18
frecpe.8h v5, v13
frecps.4h v11, v26, v8
frecps.8h v26, v14, v9
frinta.4h v14, v9
frinta.8h v31, v21
frinti.4h v2, v6
frinti.8h v12, v13
frintm.4h v8, v26
frintm.8h v28, v13
frintn.4h v22, v6
frintn.8h v3, v25
frintp.4h v8, v4
frintp.8h v18, v28
frintx.4h v16, v28
frintx.8h v20, v17
frintz.4h v6, v12
frintz.8h v16, v29
frsqrte.4h v21, v3
frsqrte.8h v10, v28
frsqrts.4h v20, v30, v26
frsqrts.8h v24, v30, v13
fsqrt.4h v28, v13
fsqrt.8h v22, v8
fsub.4h v31, v23, v15
fsub.8h v1, v29, v14
scvtf.4h v14, v15, #3
scvtf.8h v3, v1, #10
scvtf.4h v8, v30
scvtf.8h v8, v1
ucvtf.4h v24, v24, #11
ucvtf.8h v10, v13, #15
ucvtf.4h v12, v21
ucvtf.8h v10, v26
