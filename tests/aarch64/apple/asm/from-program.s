abs.16b v21, v24
abs.16b v29, v26
abs.16b v28, v20
abs.16b v14, v15
abs.2d v1, v18
abs.2d v30, v5
abs.2d v8, v7
abs.2d v2, v9
abs.2s v24, v3
abs.2s v6, v19
abs.2s v29, v4
abs.2s v24, v6
abs.4h v13, v19
abs.4h v31, v3
abs.4h v21, v22
abs.4h v31, v21
abs.4s v12, v21
abs.4s v13, v2
abs.4s v22, v3
abs.4s v2, v1
abs.8b v6, v20
abs.8b v10, v28
abs.8b v22, v11
abs.8b v2, v13
abs.8h v27, v13
abs.8h v2, v16
abs.8h v18, v24
abs.8h v18, v10
addhn.2s v0, v16, v22
addhn.2s v27, v31, v31
addhn.2s v17, v24, v17
addhn.2s v5, v2, v27
addhn2.4s v17, v14, v28
addhn2.4s v3, v22, v2
addhn2.4s v3, v25, v15
addhn2.4s v31, v13, v3
addhn.4h v26, v24, v9
addhn.4h v26, v14, v30
addhn.4h v12, v4, v11
addhn.4h v26, v3, v25
addhn2.8h v16, v21, v14
addhn2.8h v8, v25, v21
addhn2.8h v1, v9, v14
addhn2.8h v26, v14, v0
addhn.8b v28, v14, v24
addhn.8b v25, v23, v0
addhn.8b v12, v31, v6
addhn.8b v29, v6, v0
addhn2.16b v25, v29, v23
addhn2.16b v9, v17, v27
addhn2.16b v11, v10, v10
addhn2.16b v17, v14, v6
addp.2d d19, v23
addp.2d d20, v14
addp.2d d31, v24
addp.2d d15, v23
addp.16b v3, v13, v12
addp.16b v21, v23, v23
addp.16b v12, v24, v15
addp.16b v10, v28, v20
addp.2d v2, v20, v3
addp.2d v25, v29, v17
addp.2d v14, v18, v1
addp.2d v29, v1, v1
addp.2s v10, v15, v16
addp.2s v18, v5, v21
addp.2s v4, v9, v17
addp.2s v12, v8, v31
addp.4h v23, v18, v2
addp.4h v25, v6, v4
addp.4h v10, v4, v24
addp.4h v26, v27, v21
addp.4s v6, v6, v1
addp.4s v10, v21, v9
addp.4s v18, v6, v30
addp.4s v2, v0, v4
addp.8b v6, v30, v14
addp.8b v8, v19, v29
addp.8b v24, v15, v27
addp.8b v19, v22, v22
addp.8h v12, v17, v7
addp.8h v12, v24, v4
addp.8h v7, v7, v14
addp.8h v4, v3, v1
addv.16b b10, v2
addv.16b b12, v24
addv.16b b23, v17
addv.16b b30, v26
addv.4h h20, v19
addv.4h h19, v9
addv.4h h18, v11
addv.4h h10, v31
addv.4s s6, v17
addv.4s s1, v25
addv.4s s12, v23
addv.4s s20, v19
addv.8b b18, v21
addv.8b b21, v0
addv.8b b13, v2
addv.8b b24, v18
addv.8h h3, v2
addv.8h h10, v4
addv.8h h25, v1
addv.8h h20, v8
add.16b v2, v22, v1
add.16b v13, v25, v17
add.16b v22, v31, v21
add.16b v24, v23, v1
add.2d v8, v31, v7
add.2d v3, v18, v14
add.2d v16, v11, v13
add.2d v28, v6, v26
add.2s v23, v30, v16
add.2s v29, v31, v11
add.2s v12, v5, v27
add.2s v9, v6, v3
add.4h v28, v14, v10
add.4h v11, v0, v1
add.4h v12, v3, v20
add.4h v22, v16, v0
add.4s v0, v10, v2
add.4s v18, v28, v12
add.4s v4, v22, v9
add.4s v10, v13, v9
add.8b v18, v13, v31
add.8b v1, v23, v24
add.8b v19, v6, v19
add.8b v8, v0, v18
add.8h v8, v10, v5
add.8h v17, v0, v31
add.8h v11, v14, v16
add.8h v15, v29, v31
and.16b v22, v10, v6
and.16b v4, v8, v19
and.16b v24, v25, v15
and.16b v22, v23, v6
and.8b v22, v1, v11
and.8b v1, v11, v7
and.8b v20, v7, v28
and.8b v30, v10, v29
bic.2s v19, #168, lsl #8
bic.2s v12, #159, lsl #16
bic.2s v13, #255, lsl #24
bic.2s v18, #217, lsl #24
bic.4h v12, #151
bic.4h v26, #17
bic.4h v20, #0, lsl #8
bic.4h v3, #30
bic.4s v5, #0
bic.4s v15, #93, lsl #24
bic.4s v3, #39, lsl #24
bic.4s v22, #255
bic.8h v21, #198
bic.8h v7, #6, lsl #8
bic.8h v24, #199
bic.8h v11, #131, lsl #8
bic.16b v6, v23, v7
bic.16b v3, v6, v2
bic.16b v20, v9, v4
bic.16b v30, v25, v17
bic.8b v23, v24, v0
bic.8b v30, v12, v19
bic.8b v3, v6, v12
bic.8b v8, v25, v5
bif.16b v22, v12, v28
bif.16b v21, v31, v29
bif.16b v19, v16, v5
bif.16b v15, v11, v11
bif.8b v10, v12, v20
bif.8b v25, v12, v24
bif.8b v8, v4, v22
bif.8b v13, v21, v27
bit.16b v3, v4, v9
bit.16b v18, v22, v24
bit.16b v28, v10, v13
bit.16b v11, v7, v31
bit.8b v20, v27, v9
bit.8b v4, v8, v2
bit.8b v15, v3, v21
bit.8b v4, v11, v30
bsl.16b v5, v31, v20
bsl.16b v31, v8, v21
bsl.16b v25, v18, v25
bsl.16b v1, v22, v14
bsl.8b v9, v1, v11
bsl.8b v31, v12, v22
bsl.8b v15, v7, v15
bsl.8b v7, v25, v3
cls.16b v22, v3
cls.16b v3, v8
cls.16b v4, v20
cls.16b v17, v16
cls.2s v24, v29
cls.2s v27, v28
cls.2s v28, v8
cls.2s v2, v27
cls.4h v21, v28
cls.4h v15, v10
cls.4h v18, v19
cls.4h v26, v6
cls.4s v30, v31
cls.4s v14, v0
cls.4s v12, v14
cls.4s v17, v6
cls.8b v19, v30
cls.8b v31, v3
cls.8b v18, v1
cls.8b v3, v26
cls.8h v26, v24
cls.8h v18, v10
cls.8h v17, v24
cls.8h v19, v8
clz.16b v20, v23
clz.16b v31, v12
clz.16b v27, v24
clz.16b v4, v12
clz.2s v0, v6
clz.2s v1, v14
clz.2s v13, v28
clz.2s v0, v5
clz.4h v13, v30
clz.4h v27, v13
clz.4h v11, v30
clz.4h v21, v27
clz.4s v25, v6
clz.4s v28, v31
clz.4s v2, v23
clz.4s v29, v7
clz.8b v5, v27
clz.8b v19, v11
clz.8b v11, v24
clz.8b v3, v12
clz.8h v15, v5
clz.8h v31, v13
clz.8h v21, v13
clz.8h v13, v26
cmeq.16b v5, v31, v17
cmeq.16b v7, v16, v31
cmeq.16b v26, v15, v24
cmeq.16b v18, v8, v24
cmeq.2d v4, v24, v5
cmeq.2d v19, v28, v30
cmeq.2d v12, v25, v22
cmeq.2d v6, v5, v19
cmeq.2s v3, v1, v19
cmeq.2s v3, v28, v30
cmeq.2s v17, v7, v20
cmeq.2s v28, v28, v16
cmeq.4h v8, v0, v5
cmeq.4h v31, v9, v29
cmeq.4h v28, v10, v31
cmeq.4h v22, v24, v12
cmeq.4s v12, v11, v12
cmeq.4s v12, v18, v16
cmeq.4s v7, v6, v22
cmeq.4s v29, v1, v18
cmeq.8b v24, v0, v15
cmeq.8b v26, v18, v9
cmeq.8b v30, v1, v15
cmeq.8b v16, v7, v12
cmeq.8h v27, v15, v31
cmeq.8h v28, v20, v9
cmeq.8h v9, v0, v7
cmeq.8h v5, v21, v20
cmeq.16b v7, v1, #0
cmeq.16b v3, v15, #0
cmeq.16b v15, v8, #0
cmeq.16b v3, v31, #0
cmeq.2d v27, v23, #0
cmeq.2d v18, v5, #0
cmeq.2d v6, v25, #0
cmeq.2d v30, v2, #0
cmeq.2s v23, v31, #0
cmeq.2s v23, v0, #0
cmeq.2s v24, v27, #0
cmeq.2s v3, v9, #0
cmeq.4h v25, v31, #0
cmeq.4h v14, v24, #0
cmeq.4h v26, v10, #0
cmeq.4h v28, v0, #0
cmeq.4s v3, v14, #0
cmeq.4s v22, v19, #0
cmeq.4s v9, v20, #0
cmeq.4s v30, v6, #0
cmeq.8b v20, v9, #0
cmeq.8b v25, v6, #0
cmeq.8b v27, v15, #0
cmeq.8b v31, v23, #0
cmeq.8h v24, v4, #0
cmeq.8h v7, v26, #0
cmeq.8h v26, v12, #0
cmeq.8h v19, v19, #0
cmge.16b v12, v13, v26
cmge.16b v23, v23, v30
cmge.16b v23, v24, v9
cmge.16b v25, v25, v16
cmge.2d v7, v26, v25
cmge.2d v2, v31, v23
cmge.2d v12, v15, v3
cmge.2d v28, v5, v14
cmge.2s v30, v10, v18
cmge.2s v2, v2, v9
cmge.2s v6, v14, v0
cmge.2s v7, v13, v27
cmge.4h v9, v8, v24
cmge.4h v7, v0, v23
cmge.4h v16, v11, v20
cmge.4h v17, v26, v0
cmge.4s v19, v26, v8
cmge.4s v26, v7, v27
cmge.4s v24, v9, v6
cmge.4s v3, v21, v17
cmge.8b v28, v20, v16
cmge.8b v10, v16, v26
cmge.8b v9, v17, v1
cmge.8b v9, v25, v1
cmge.8h v18, v30, v2
cmge.8h v20, v22, v6
cmge.8h v29, v29, v10
cmge.8h v26, v30, v31
cmge.16b v0, v2, #0
cmge.16b v14, v2, #0
cmge.16b v19, v12, #0
cmge.16b v4, v24, #0
cmge.2d v8, v23, #0
cmge.2d v13, v15, #0
cmge.2d v2, v13, #0
cmge.2d v18, v23, #0
cmge.2s v25, v13, #0
cmge.2s v0, v25, #0
cmge.2s v31, v25, #0
cmge.2s v12, v8, #0
cmge.4h v19, v30, #0
cmge.4h v14, v10, #0
cmge.4h v18, v28, #0
cmge.4h v27, v7, #0
cmge.4s v8, v31, #0
cmge.4s v20, v25, #0
cmge.4s v27, v21, #0
cmge.4s v20, v21, #0
cmge.8b v13, v3, #0
cmge.8b v28, v27, #0
cmge.8b v6, v30, #0
cmge.8b v17, v17, #0
cmge.8h v21, v9, #0
cmge.8h v15, v31, #0
cmge.8h v16, v18, #0
cmge.8h v12, v19, #0
cmgt.16b v3, v1, v3
cmgt.16b v8, v18, v1
cmgt.16b v28, v0, v12
cmgt.16b v15, v16, v16
cmgt.2d v23, v13, v28
cmgt.2d v17, v10, v1
cmgt.2d v1, v16, v18
cmgt.2d v4, v10, v20
cmgt.2s v7, v27, v30
cmgt.2s v4, v5, v16
cmgt.2s v2, v17, v22
cmgt.2s v31, v10, v22
cmgt.4h v0, v7, v4
cmgt.4h v13, v21, v16
cmgt.4h v13, v0, v27
cmgt.4h v24, v1, v7
cmgt.4s v2, v24, v16
cmgt.4s v19, v28, v2
cmgt.4s v24, v14, v6
cmgt.4s v20, v11, v22
cmgt.8b v12, v23, v4
cmgt.8b v27, v1, v14
cmgt.8b v6, v2, v15
cmgt.8b v14, v15, v9
cmgt.8h v19, v13, v28
cmgt.8h v29, v12, v26
cmgt.8h v0, v4, v25
cmgt.8h v20, v4, v8
cmgt.16b v2, v11, #0
cmgt.16b v24, v23, #0
cmgt.16b v26, v8, #0
cmgt.16b v21, v2, #0
cmgt.2d v23, v5, #0
cmgt.2d v10, v13, #0
cmgt.2d v0, v5, #0
cmgt.2d v28, v30, #0
cmgt.2s v10, v14, #0
cmgt.2s v15, v16, #0
cmgt.2s v7, v31, #0
cmgt.2s v6, v25, #0
cmgt.4h v4, v2, #0
cmgt.4h v25, v18, #0
cmgt.4h v6, v19, #0
cmgt.4h v29, v17, #0
cmgt.4s v19, v26, #0
cmgt.4s v28, v25, #0
cmgt.4s v17, v1, #0
cmgt.4s v24, v6, #0
cmgt.8b v13, v12, #0
cmgt.8b v9, v7, #0
cmgt.8b v23, v1, #0
cmgt.8b v21, v2, #0
cmgt.8h v1, v3, #0
cmgt.8h v12, v15, #0
cmgt.8h v6, v13, #0
cmgt.8h v21, v9, #0
cmhi.16b v18, v3, v8
cmhi.16b v1, v3, v24
cmhi.16b v18, v5, v28
cmhi.16b v13, v17, v17
cmhi.2d v0, v23, v21
cmhi.2d v2, v1, v30
cmhi.2d v29, v20, v8
cmhi.2d v26, v3, v26
cmhi.2s v22, v17, v22
cmhi.2s v12, v2, v23
cmhi.2s v29, v20, v6
cmhi.2s v29, v26, v18
cmhi.4h v5, v1, v18
cmhi.4h v3, v11, v6
cmhi.4h v18, v26, v14
cmhi.4h v3, v2, v11
cmhi.4s v12, v20, v0
cmhi.4s v21, v3, v14
cmhi.4s v9, v2, v19
cmhi.4s v13, v2, v2
cmhi.8b v1, v7, v30
cmhi.8b v13, v6, v22
cmhi.8b v23, v10, v2
cmhi.8b v6, v25, v31
cmhi.8h v26, v26, v12
cmhi.8h v28, v6, v8
cmhi.8h v26, v20, v12
cmhi.8h v24, v20, v28
cmhs.16b v8, v28, v3
cmhs.16b v15, v24, v10
cmhs.16b v3, v13, v30
cmhs.16b v30, v6, v16
cmhs.2d v20, v15, v7
cmhs.2d v22, v24, v10
cmhs.2d v0, v25, v2
cmhs.2d v17, v26, v20
cmhs.2s v29, v26, v8
cmhs.2s v25, v28, v22
cmhs.2s v16, v18, v24
cmhs.2s v4, v27, v6
cmhs.4h v20, v27, v11
cmhs.4h v23, v30, v23
cmhs.4h v24, v20, v29
cmhs.4h v0, v24, v16
cmhs.4s v25, v6, v28
cmhs.4s v7, v6, v7
cmhs.4s v19, v11, v28
cmhs.4s v1, v31, v31
cmhs.8b v16, v7, v3
cmhs.8b v24, v6, v15
cmhs.8b v13, v21, v27
cmhs.8b v3, v22, v3
cmhs.8h v11, v20, v19
cmhs.8h v31, v25, v3
cmhs.8h v25, v31, v6
cmhs.8h v26, v7, v24
cmle.16b v28, v21, #0
cmle.16b v21, v14, #0
cmle.16b v15, v0, #0
cmle.16b v26, v21, #0
cmle.2d v0, v30, #0
cmle.2d v6, v7, #0
cmle.2d v11, v20, #0
cmle.2d v6, v13, #0
cmle.2s v26, v6, #0
cmle.2s v2, v1, #0
cmle.2s v27, v8, #0
cmle.2s v0, v8, #0
cmle.4h v26, v15, #0
cmle.4h v22, v19, #0
cmle.4h v31, v0, #0
cmle.4h v30, v6, #0
cmle.4s v18, v19, #0
cmle.4s v28, v9, #0
cmle.4s v14, v22, #0
cmle.4s v29, v27, #0
cmle.8b v12, v7, #0
cmle.8b v0, v30, #0
cmle.8b v25, v16, #0
cmle.8b v13, v29, #0
cmle.8h v28, v21, #0
cmle.8h v8, v6, #0
cmle.8h v1, v6, #0
cmle.8h v9, v22, #0
cmlt.16b v12, v28, #0
cmlt.16b v17, v19, #0
cmlt.16b v1, v2, #0
cmlt.16b v31, v4, #0
cmlt.2d v4, v29, #0
cmlt.2d v10, v3, #0
cmlt.2d v7, v23, #0
cmlt.2s v10, v30, #0
cmlt.2s v6, v25, #0
cmlt.2s v14, v29, #0
cmlt.2s v11, v12, #0
cmlt.4h v22, v6, #0
cmlt.4h v31, v6, #0
cmlt.4h v15, v6, #0
cmlt.4h v31, v3, #0
cmlt.4s v18, v18, #0
cmlt.4s v14, v10, #0
cmlt.4s v23, v11, #0
cmlt.4s v18, v25, #0
cmlt.8b v1, v18, #0
cmlt.8b v30, v1, #0
cmlt.8b v26, v10, #0
cmlt.8b v8, v25, #0
cmlt.8h v13, v7, #0
cmlt.8h v10, v20, #0
cmlt.8h v19, v23, #0
cmlt.8h v22, v30, #0
cmtst.16b v10, v2, v29
cmtst.16b v6, v11, v17
cmtst.16b v19, v28, v25
cmtst.16b v5, v4, v27
cmtst.2d v20, v13, v31
cmtst.2d v4, v1, v2
cmtst.2d v14, v30, v26
cmtst.2d v2, v7, v9
cmtst.2s v22, v15, v28
cmtst.2s v14, v6, v3
cmtst.2s v26, v15, v9
cmtst.2s v14, v28, v15
cmtst.4h v28, v0, v14
cmtst.4h v3, v9, v4
cmtst.4h v10, v21, v31
cmtst.4h v6, v15, v18
cmtst.4s v31, v9, v29
cmtst.4s v17, v2, v28
cmtst.4s v31, v28, v24
cmtst.4s v3, v31, v15
cmtst.8b v23, v2, v25
cmtst.8b v26, v26, v11
cmtst.8b v20, v6, v11
cmtst.8b v0, v10, v16
cmtst.8h v31, v0, v30
cmtst.8h v16, v16, v12
cmtst.8h v22, v8, v28
cmtst.8h v2, v9, v8
cnt.16b v25, v12
cnt.16b v2, v8
cnt.16b v2, v18
cnt.16b v31, v19
cnt.8b v0, v13
cnt.8b v0, v28
cnt.8b v9, v29
cnt.8b v18, v17
mov b16, v7[6]
mov b30, v5[8]
mov b22, v21[0]
mov b3, v17[13]
mov d2, v5[1]
mov d19, v17[0]
mov d21, v0[0]
mov d18, v13[0]
mov h21, v26[1]
mov h18, v3[3]
mov h27, v0[6]
mov h1, v17[7]
mov s12, v13[1]
mov s14, v4[0]
mov s29, v15[2]
mov s4, v0[0]
dup.16b v7, wzr
dup.16b v27, w11
dup.16b v15, w27
dup.16b v16, w27
dup.16b v5, v18[0]
dup.16b v10, v25[8]
dup.16b v12, v8[0]
dup.16b v12, v6[12]
dup.2d v31, x15
dup.2d v3, x6
dup.2d v6, x2
dup.2d v24, x10
dup.2d v14, v17[0]
dup.2d v3, v9[1]
dup.2d v7, v29[1]
dup.2d v10, v7[1]
dup.2s v1, w18
dup.2s v14, w28
dup.2s v13, w8
dup.2s v31, w22
dup.2s v8, v22[0]
dup.2s v0, v23[3]
dup.2s v10, v14[0]
dup.2s v7, v26[0]
dup.4h v10, w21
dup.4h v1, w28
dup.4h v15, w25
dup.4h v26, w25
dup.4h v8, v12[3]
dup.4h v27, v19[3]
dup.4h v27, v7[7]
dup.4h v1, v1[0]
dup.4s v21, w12
dup.4s v31, w13
dup.4s v25, w29
dup.4s v7, w28
dup.4s v8, v0[3]
dup.4s v4, v14[0]
dup.4s v4, v30[2]
dup.4s v29, v4[1]
dup.8b v17, w13
dup.8b v15, w27
dup.8b v3, w21
dup.8b v29, w11
dup.8b v22, v6[3]
dup.8b v18, v22[11]
dup.8b v15, v6[2]
dup.8b v21, v15[0]
dup.8h v12, w9
dup.8h v15, w25
dup.8h v29, w5
dup.8h v15, w26
dup.8h v15, v15[2]
dup.8h v29, v11[4]
dup.8h v1, v24[3]
dup.8h v19, v21[2]
eor.16b v1, v5, v0
eor.16b v14, v24, v5
eor.16b v13, v11, v18
eor.16b v9, v10, v21
eor.8b v25, v5, v28
eor.8b v19, v23, v17
eor.8b v5, v18, v29
eor.8b v25, v17, v10
ext.16b v14, v27, v29, #1
ext.16b v3, v9, v22, #7
ext.16b v21, v5, v24, #8
ext.16b v2, v27, v4, #4
ext.8b v13, v15, v22, #2
ext.8b v15, v19, v11, #2
ext.8b v0, v21, v22, #0
ext.8b v8, v13, v0, #3
fabd.2d v8, v5, v19
fabd.2d v18, v14, v20
fabd.2d v9, v16, v0
fabd.2d v13, v13, v27
fabd.2s v3, v27, v14
fabd.2s v27, v0, v4
fabd.2s v12, v6, v28
fabd.2s v21, v28, v1
fabd.4s v2, v30, v14
fabd.4s v29, v4, v29
fabd.4s v9, v20, v8
fabd.4s v22, v8, v12
fabs.2d v3, v29
fabs.2d v18, v2
fabs.2d v9, v9
fabs.2d v13, v20
fabs.2s v5, v3
fabs.2s v8, v0
fabs.2s v18, v20
fabs.2s v25, v4
fabs.4s v17, v27
fabs.4s v20, v24
fabs.4s v5, v13
fabs.4s v21, v26
facge.2d v5, v14, v16
facge.2d v18, v26, v3
facge.2d v15, v20, v9
facge.2d v8, v11, v17
facge.2s v16, v6, v7
facge.2s v18, v11, v11
facge.2s v15, v2, v0
facge.2s v28, v27, v20
facge.4s v21, v25, v26
facge.4s v22, v16, v16
facge.4s v0, v16, v10
facge.4s v11, v21, v22
facgt.2d v9, v15, v2
facgt.2d v2, v2, v3
facgt.2d v9, v21, v26
facgt.2d v26, v20, v31
facgt.2s v21, v17, v1
facgt.2s v21, v23, v24
facgt.2s v29, v11, v8
facgt.2s v0, v5, v25
facgt.4s v12, v4, v0
facgt.4s v24, v28, v22
facgt.4s v3, v25, v3
facgt.4s v15, v8, v10
faddp.2d d25, v24
faddp.2d d12, v28
faddp.2d d29, v12
faddp.2d d31, v26
faddp.2s s7, v10
faddp.2s s6, v18
faddp.2s s1, v24
faddp.2s s0, v20
faddp.2d v7, v2, v14
faddp.2d v24, v10, v26
faddp.2d v22, v16, v5
faddp.2d v22, v20, v24
faddp.2s v11, v27, v21
faddp.2s v3, v0, v29
faddp.2s v6, v26, v13
faddp.2s v27, v19, v4
faddp.4s v5, v14, v6
faddp.4s v24, v0, v18
faddp.4s v30, v12, v28
faddp.4s v6, v24, v0
fadd.2d v1, v11, v15
fadd.2d v8, v25, v1
fadd.2d v13, v17, v22
fadd.2d v28, v20, v6
fadd.2s v28, v7, v24
fadd.2s v17, v2, v30
fadd.2s v0, v3, v17
fadd.2s v27, v15, v25
fadd.4s v15, v18, v28
fadd.4s v14, v9, v23
fadd.4s v8, v7, v16
fadd.4s v21, v21, v31
fcmeq.2d v10, v21, v11
fcmeq.2d v9, v22, v11
fcmeq.2d v17, v27, v22
fcmeq.2d v18, v25, v29
fcmeq.2s v18, v26, v18
fcmeq.2s v20, v3, v7
fcmeq.2s v25, v2, v18
fcmeq.2s v14, v10, v20
fcmeq.4s v6, v4, v24
fcmeq.4s v15, v2, v27
fcmeq.4s v6, v15, v20
fcmeq.4s v10, v8, v16
fcmeq.2d v10, v21, #0.0
fcmeq.2d v22, v9, #0.0
fcmeq.2d v12, v29, #0.0
fcmeq.2d v30, v3, #0.0
fcmeq.2s v25, v0, #0.0
fcmeq.2s v22, v10, #0.0
fcmeq.2s v25, v25, #0.0
fcmeq.2s v16, v23, #0.0
fcmeq.4s v3, v20, #0.0
fcmeq.4s v21, v13, #0.0
fcmeq.4s v16, v21, #0.0
fcmeq.4s v30, v11, #0.0
fcmge.2d v8, v22, v30
fcmge.2d v11, v26, v21
fcmge.2d v5, v3, v3
fcmge.2d v4, v13, v5
fcmge.2s v11, v0, v15
fcmge.2s v20, v18, v16
fcmge.2s v22, v29, v28
fcmge.2s v22, v25, v2
fcmge.4s v5, v9, v3
fcmge.4s v5, v11, v4
fcmge.4s v6, v6, v24
fcmge.4s v27, v8, v18
fcmge.2d v4, v23, #0.0
fcmge.2d v15, v23, #0.0
fcmge.2d v2, v28, #0.0
fcmge.2d v25, v13, #0.0
fcmge.2s v18, v4, #0.0
fcmge.2s v20, v6, #0.0
fcmge.2s v13, v5, #0.0
fcmge.2s v16, v11, #0.0
fcmge.4s v25, v16, #0.0
fcmge.4s v27, v2, #0.0
fcmge.4s v6, v21, #0.0
fcmge.4s v15, v8, #0.0
fcmgt.2d v2, v27, v20
fcmgt.2d v16, v24, v14
fcmgt.2d v4, v19, v2
fcmgt.2d v22, v18, v7
fcmgt.2s v5, v26, v3
fcmgt.2s v8, v17, v1
fcmgt.2s v7, v4, v15
fcmgt.2s v27, v0, v31
fcmgt.4s v3, v24, v18
fcmgt.4s v19, v28, v0
fcmgt.4s v5, v3, v16
fcmgt.4s v0, v23, v4
fcmgt.2d v3, v14, #0.0
fcmgt.2d v29, v18, #0.0
fcmgt.2d v23, v25, #0.0
fcmgt.2d v27, v23, #0.0
fcmgt.2s v10, v12, #0.0
fcmgt.2s v6, v17, #0.0
fcmgt.2s v28, v21, #0.0
fcmgt.2s v13, v10, #0.0
fcmgt.4s v16, v5, #0.0
fcmgt.4s v28, v0, #0.0
fcmgt.4s v29, v1, #0.0
fcmgt.4s v8, v0, #0.0
fcmle.2d v30, v15, #0.0
fcmle.2d v12, v25, #0.0
fcmle.2d v0, v15, #0.0
fcmle.2d v30, v9, #0.0
fcmle.2s v30, v20, #0.0
fcmle.2s v8, v30, #0.0
fcmle.2s v11, v0, #0.0
fcmle.2s v25, v28, #0.0
fcmle.4s v2, v20, #0.0
fcmle.4s v23, v30, #0.0
fcmle.4s v30, v9, #0.0
fcmle.4s v21, v14, #0.0
fcmlt.2d v14, v11, #0.0
fcmlt.2d v24, v24, #0.0
fcmlt.2d v3, v27, #0.0
fcmlt.2d v31, v7, #0.0
fcmlt.2s v4, v24, #0.0
fcmlt.2s v13, v27, #0.0
fcmlt.2s v16, v1, #0.0
fcmlt.2s v28, v27, #0.0
fcmlt.4s v4, v12, #0.0
fcmlt.4s v5, v4, #0.0
fcmlt.4s v3, v22, #0.0
fcmlt.4s v30, v24, #0.0
fcvtas.2d v17, v16
fcvtas.2d v12, v25
fcvtas.2d v28, v5
fcvtas.2d v23, v19
fcvtas.2s v6, v11
fcvtas.2s v7, v21
fcvtas.2s v19, v13
fcvtas.2s v31, v2
fcvtas.4s v16, v20
fcvtas.4s v16, v10
fcvtas.4s v10, v23
fcvtas.4s v11, v30
fcvtau.2d v0, v24
fcvtau.2d v1, v23
fcvtau.2d v13, v28
fcvtau.2d v22, v26
fcvtau.2s v28, v1
fcvtau.2s v7, v26
fcvtau.2s v21, v31
fcvtau.2s v12, v18
fcvtau.4s v17, v4
fcvtau.4s v12, v6
fcvtau.4s v8, v16
fcvtau.4s v28, v11
fcvtms.2d v17, v14
fcvtms.2d v20, v2
fcvtms.2d v1, v9
fcvtms.2d v23, v21
fcvtms.2s v8, v4
fcvtms.2s v27, v20
fcvtms.2s v28, v8
fcvtms.2s v30, v24
fcvtms.4s v2, v26
fcvtms.4s v29, v11
fcvtms.4s v25, v17
fcvtms.4s v22, v14
fcvtmu.2d v6, v11
fcvtmu.2d v10, v14
fcvtmu.2d v18, v12
fcvtmu.2d v12, v10
fcvtmu.2s v13, v17
fcvtmu.2s v20, v29
fcvtmu.2s v27, v3
fcvtmu.2s v7, v6
fcvtmu.4s v30, v18
fcvtmu.4s v7, v3
fcvtmu.4s v8, v8
fcvtmu.4s v5, v25
fcvtns.2d v12, v27
fcvtns.2d v31, v15
fcvtns.2d v19, v31
fcvtns.2d v9, v8
fcvtns.2s v17, v22
fcvtns.2s v10, v5
fcvtns.2s v23, v18
fcvtns.2s v15, v23
fcvtns.4s v9, v0
fcvtns.4s v18, v22
fcvtns.4s v8, v3
fcvtns.4s v24, v26
fcvtnu.2d v22, v18
fcvtnu.2d v24, v12
fcvtnu.2d v12, v21
fcvtnu.2d v25, v20
fcvtnu.2s v31, v20
fcvtnu.2s v8, v30
fcvtnu.2s v2, v13
fcvtnu.2s v8, v4
fcvtnu.4s v8, v14
fcvtnu.4s v31, v9
fcvtnu.4s v19, v10
fcvtnu.4s v13, v20
fcvtps.2d v19, v22
fcvtps.2d v14, v29
fcvtps.2d v13, v14
fcvtps.2d v27, v3
fcvtps.2s v6, v10
fcvtps.2s v29, v29
fcvtps.2s v10, v6
fcvtps.2s v20, v25
fcvtps.4s v18, v23
fcvtps.4s v31, v20
fcvtps.4s v16, v19
fcvtps.4s v10, v26
fcvtpu.2d v14, v17
fcvtpu.2d v9, v23
fcvtpu.2d v24, v25
fcvtpu.2d v0, v31
fcvtpu.2s v17, v25
fcvtpu.2s v8, v21
fcvtpu.2s v9, v28
fcvtpu.2s v13, v11
fcvtpu.4s v28, v4
fcvtpu.4s v17, v26
fcvtpu.4s v18, v30
fcvtpu.4s v11, v25
fcvtzs.2d v6, v3, #10
fcvtzs.2d v5, v1, #64
fcvtzs.2d v27, v26, #17
fcvtzs.2d v26, v11, #1
fcvtzs.2s v25, v31, #32
fcvtzs.2s v15, v10, #14
fcvtzs.2s v6, v28, #31
fcvtzs.2s v28, v13, #28
fcvtzs.4s v26, v1, #21
fcvtzs.4s v31, v16, #25
fcvtzs.4s v6, v4, #4
fcvtzs.4s v16, v10, #6
fcvtzs.2d v15, v16
fcvtzs.2d v2, v3
fcvtzs.2d v2, v0
fcvtzs.2d v25, v15
fcvtzs.2s v0, v7
fcvtzs.2s v26, v29
fcvtzs.2s v15, v25
fcvtzs.2s v19, v4
fcvtzs.4s v26, v24
fcvtzs.4s v13, v29
fcvtzs.4s v12, v31
fcvtzs.4s v6, v24
fcvtzu.2d v17, v3, #53
fcvtzu.2d v0, v30, #25
fcvtzu.2d v13, v0, #24
fcvtzu.2d v29, v4, #9
fcvtzu.2s v14, v26, #23
fcvtzu.2s v19, v9, #1
fcvtzu.2s v22, v26, #19
fcvtzu.2s v21, v21, #13
fcvtzu.4s v25, v24, #1
fcvtzu.4s v15, v24, #32
fcvtzu.4s v26, v11, #5
fcvtzu.4s v30, v20, #9
fcvtzu.2d v4, v9
fcvtzu.2d v9, v10
fcvtzu.2d v10, v15
fcvtzu.2d v27, v4
fcvtzu.2s v14, v19
fcvtzu.2s v21, v6
fcvtzu.2s v17, v1
fcvtzu.2s v25, v23
fcvtzu.4s v28, v23
fcvtzu.4s v1, v25
fcvtzu.4s v4, v14
fcvtzu.4s v21, v15
fdiv.2d v6, v24, v16
fdiv.2d v27, v4, v11
fdiv.2d v0, v18, v17
fdiv.2d v30, v17, v8
fdiv.2s v14, v7, v9
fdiv.2s v7, v14, v6
fdiv.2s v13, v14, v14
fdiv.2s v18, v4, v5
fdiv.4s v10, v24, v29
fdiv.4s v22, v7, v8
fdiv.4s v13, v19, v12
fdiv.4s v21, v5, v23
fmaxnmp.2d d5, v23
fmaxnmp.2d d22, v8
fmaxnmp.2d d22, v4
fmaxnmp.2d d3, v20
fmaxnmp.2s s2, v23
fmaxnmp.2s s7, v7
fmaxnmp.2s s8, v11
fmaxnmp.2s s16, v21
fmaxnmp.2d v31, v3, v21
fmaxnmp.2d v15, v5, v15
fmaxnmp.2d v23, v18, v17
fmaxnmp.2d v25, v16, v0
fmaxnmp.2s v16, v16, v9
fmaxnmp.2s v6, v14, v20
fmaxnmp.2s v5, v13, v26
fmaxnmp.2s v12, v11, v14
fmaxnmp.4s v11, v9, v30
fmaxnmp.4s v1, v10, v11
fmaxnmp.4s v12, v14, v4
fmaxnmp.4s v11, v30, v7
fmaxnmv.4s s31, v3
fmaxnmv.4s s15, v8
fmaxnmv.4s s16, v28
fmaxnmv.4s s11, v3
fmaxnm.2d v3, v29, v26
fmaxnm.2d v12, v18, v19
fmaxnm.2d v13, v7, v18
fmaxnm.2d v18, v21, v30
fmaxnm.2s v14, v20, v4
fmaxnm.2s v14, v28, v24
fmaxnm.2s v13, v7, v9
fmaxnm.2s v20, v31, v31
fmaxnm.4s v25, v11, v4
fmaxnm.4s v18, v17, v17
fmaxnm.4s v30, v0, v9
fmaxnm.4s v31, v9, v10
fmaxp.2d d8, v17
fmaxp.2d d1, v16
fmaxp.2d d7, v14
fmaxp.2d d31, v24
fmaxp.2s s16, v14
fmaxp.2s s7, v17
fmaxp.2s s29, v18
fmaxp.2s s20, v13
fmaxp.2d v16, v4, v5
fmaxp.2d v21, v17, v8
fmaxp.2d v17, v9, v17
fmaxp.2d v13, v15, v21
fmaxp.2s v16, v27, v29
fmaxp.2s v26, v21, v15
fmaxp.2s v17, v31, v31
fmaxp.2s v0, v7, v8
fmaxp.4s v10, v5, v22
fmaxp.4s v2, v22, v8
fmaxp.4s v6, v30, v22
fmaxp.4s v29, v19, v13
fmaxv.4s s23, v3
fmaxv.4s s5, v2
fmaxv.4s s21, v19
fmaxv.4s s0, v27
fmax.2d v18, v11, v10
fmax.2d v9, v13, v27
fmax.2d v14, v26, v5
fmax.2d v11, v4, v2
fmax.2s v15, v18, v18
fmax.2s v0, v15, v20
fmax.2s v12, v12, v15
fmax.2s v14, v31, v10
fmax.4s v24, v17, v14
fmax.4s v31, v14, v22
fmax.4s v24, v8, v2
fmax.4s v6, v2, v30
fminnmp.2d d25, v23
fminnmp.2d d2, v17
fminnmp.2d d6, v1
fminnmp.2d d20, v16
fminnmp.2s s9, v19
fminnmp.2s s23, v2
fminnmp.2s s20, v6
fminnmp.2s s18, v22
fminnmp.2d v2, v10, v10
fminnmp.2d v7, v25, v12
fminnmp.2d v25, v4, v18
fminnmp.2d v19, v4, v10
fminnmp.2s v11, v25, v23
fminnmp.2s v29, v29, v3
fminnmp.2s v12, v10, v12
fminnmp.2s v31, v1, v22
fminnmp.4s v28, v17, v25
fminnmp.4s v23, v20, v11
fminnmp.4s v3, v18, v17
fminnmp.4s v10, v19, v22
fminnmv.4s s8, v0
fminnmv.4s s21, v15
fminnmv.4s s9, v16
fminnmv.4s s24, v27
fminnm.2d v15, v19, v3
fminnm.2d v3, v15, v6
fminnm.2d v28, v13, v25
fminnm.2d v11, v14, v7
fminnm.2s v31, v0, v17
fminnm.2s v27, v1, v3
fminnm.2s v30, v22, v1
fminnm.2s v8, v2, v23
fminnm.4s v4, v24, v30
fminnm.4s v13, v4, v3
fminnm.4s v11, v5, v6
fminnm.4s v20, v0, v1
fminp.2d d18, v26
fminp.2d d12, v7
fminp.2d d12, v11
fminp.2d d11, v26
fminp.2s s15, v11
fminp.2s s16, v20
fminp.2s s28, v29
fminp.2s s29, v8
fminp.2d v17, v13, v1
fminp.2d v27, v28, v22
fminp.2d v7, v30, v13
fminp.2d v5, v5, v11
fminp.2s v2, v1, v28
fminp.2s v2, v18, v24
fminp.2s v2, v6, v14
fminp.2s v6, v7, v20
fminp.4s v23, v18, v19
fminp.4s v23, v25, v24
fminp.4s v1, v30, v18
fminp.4s v17, v18, v8
fminv.4s s24, v8
fminv.4s s2, v17
fminv.4s s12, v15
fminv.4s s2, v23
fmin.2d v3, v24, v29
fmin.2d v18, v6, v28
fmin.2d v7, v29, v23
fmin.2d v19, v12, v13
fmin.2s v17, v22, v6
fmin.2s v26, v15, v15
fmin.2s v15, v3, v2
fmin.2s v22, v13, v24
fmin.4s v30, v26, v0
fmin.4s v1, v15, v30
fmin.4s v29, v10, v10
fmin.4s v30, v10, v22
fmla.d d31, d21, v7[0]
fmla.d d16, d5, v28[0]
fmla.d d15, d9, v29[1]
fmla.d d10, d5, v18[1]
fmla.s s0, s2, v31[0]
fmla.s s23, s20, v4[1]
fmla.s s20, s21, v22[3]
fmla.s s11, s8, v17[2]
fmla.2d v3, v23, v27[1]
fmla.2d v24, v5, v21[0]
fmla.2d v7, v25, v14[0]
fmla.2d v15, v13, v8[0]
fmla.2s v31, v4, v19[3]
fmla.2s v31, v20, v20[3]
fmla.2s v19, v28, v29[3]
fmla.2s v11, v5, v12[0]
fmla.4s v15, v30, v25[2]
fmla.4s v5, v8, v10[1]
fmla.4s v17, v6, v14[2]
fmla.4s v23, v5, v29[1]
fmla.2d v26, v26, v25
fmla.2d v31, v27, v22
fmla.2d v1, v27, v6
fmla.2d v3, v14, v29
fmla.2s v10, v7, v27
fmla.2s v7, v5, v28
fmla.2s v23, v14, v18
fmla.2s v8, v16, v27
fmla.4s v20, v9, v0
fmla.4s v29, v18, v4
fmla.4s v25, v29, v28
fmla.4s v9, v4, v12
fmls.d d8, d11, v15[0]
fmls.d d28, d11, v11[0]
fmls.d d11, d0, v10[0]
fmls.d d5, d21, v10[1]
fmls.s s1, s24, v28[3]
fmls.s s2, s13, v9[2]
fmls.s s25, s13, v25[1]
fmls.s s5, s31, v14[0]
fmls.2d v21, v24, v17[0]
fmls.2d v13, v20, v3[0]
fmls.2d v20, v6, v15[1]
fmls.2d v19, v7, v12[0]
fmls.2s v26, v6, v19[0]
fmls.2s v18, v31, v8[2]
fmls.2s v26, v1, v21[0]
fmls.2s v6, v1, v18[2]
fmls.4s v22, v8, v14[3]
fmls.4s v11, v14, v30[1]
fmls.4s v4, v18, v18[0]
fmls.4s v22, v19, v10[1]
fmls.2d v18, v0, v5
fmls.2d v30, v24, v13
fmls.2d v10, v29, v13
fmls.2d v0, v1, v1
fmls.2s v31, v23, v16
fmls.2s v16, v6, v29
fmls.2s v14, v18, v6
fmls.2s v19, v16, v26
fmls.4s v17, v0, v26
fmls.4s v10, v25, v7
fmls.4s v9, v16, v24
fmls.4s v22, v23, v22
fmov.d v31[1], x19
fmov.d v14[1], x19
fmov.d v0[1], x20
fmov.d v29[1], x11
fmov.d x3, v5[1]
fmov.d x7, v7[1]
fmov.d x26, v9[1]
fmov.d x9, v11[1]
fmov.2d v6, #0.71875000
fmov.2d v19, #-0.28125000
fmov.2d v1, #-0.39062500
fmov.2d v3, #-0.62500000
fmov.2s v29, #0.34375000
fmov.2s v28, #1.68750000
fmov.2s v8, #-4.25000000
fmov.2s v11, #-0.62500000
fmov.4s v3, #1.81250000
fmov.4s v30, #1.25000000
fmov.4s v8, #0.35937500
fmov.4s v9, #2.50000000
fmulx.d d29, d1, v9[0]
fmulx.d d11, d24, v8[1]
fmulx.d d6, d14, v9[0]
fmulx.d d3, d3, v22[0]
fmulx.s s24, s11, v10[3]
fmulx.s s22, s4, v22[0]
fmulx.s s2, s19, v19[1]
fmulx.s s24, s23, v11[3]
fmulx.2d v4, v28, v5[1]
fmulx.2d v23, v31, v21[1]
fmulx.2d v18, v0, v12[0]
fmulx.2d v5, v25, v29[1]
fmulx.2s v16, v17, v28[0]
fmulx.2s v29, v24, v30[2]
fmulx.2s v12, v9, v8[0]
fmulx.2s v6, v30, v12[1]
fmulx.4s v31, v30, v7[3]
fmulx.4s v23, v31, v0[1]
fmulx.4s v28, v9, v11[0]
fmulx.4s v0, v24, v10[0]
fmulx.2d v24, v22, v6
fmulx.2d v15, v12, v19
fmulx.2d v13, v20, v16
fmulx.2d v15, v6, v1
fmulx.2s v31, v10, v7
fmulx.2s v14, v22, v26
fmulx.2s v4, v19, v1
fmulx.2s v16, v30, v20
fmulx.4s v11, v13, v19
fmulx.4s v25, v11, v25
fmulx.4s v14, v27, v14
fmulx.4s v16, v6, v28
fmul.d d6, d7, v12[0]
fmul.d d12, d11, v18[0]
fmul.d d13, d6, v18[0]
fmul.d d19, d28, v4[1]
fmul.s s24, s27, v26[0]
fmul.s s12, s9, v10[0]
fmul.s s21, s2, v11[0]
fmul.s s21, s7, v15[3]
fmul.2d v15, v29, v16[1]
fmul.2d v6, v3, v3[0]
fmul.2d v21, v8, v4[1]
fmul.2d v24, v15, v2[1]
fmul.2s v23, v15, v13[3]
fmul.2s v1, v7, v13[1]
fmul.2s v10, v16, v22[3]
fmul.2s v9, v8, v9[3]
fmul.4s v3, v16, v28[0]
fmul.4s v0, v31, v8[3]
fmul.4s v1, v24, v27[0]
fmul.4s v3, v24, v2[1]
fmul.2d v16, v26, v30
fmul.2d v30, v28, v16
fmul.2d v15, v5, v18
fmul.2d v10, v31, v1
fmul.2s v6, v10, v3
fmul.2s v24, v2, v22
fmul.2s v18, v21, v9
fmul.2s v7, v27, v16
fmul.4s v28, v13, v21
fmul.4s v21, v13, v9
fmul.4s v3, v24, v5
fmul.4s v14, v9, v4
fneg.2d v13, v26
fneg.2d v25, v6
fneg.2d v23, v6
fneg.2d v8, v11
fneg.2s v10, v7
fneg.2s v28, v19
fneg.2s v27, v9
fneg.2s v12, v17
fneg.4s v26, v16
fneg.4s v0, v20
fneg.4s v18, v28
fneg.4s v4, v3
frecpe.2d v23, v30
frecpe.2d v1, v12
frecpe.2d v21, v26
frecpe.2d v1, v14
frecpe.2s v15, v13
frecpe.2s v25, v0
frecpe.2s v9, v11
frecpe.2s v21, v4
frecpe.4s v11, v12
frecpe.4s v14, v6
frecpe.4s v30, v0
frecpe.4s v17, v28
frecps.2d v22, v22, v10
frecps.2d v9, v13, v7
frecps.2d v2, v21, v25
frecps.2d v31, v2, v0
frecps.2s v23, v4, v22
frecps.2s v15, v27, v21
frecps.2s v28, v12, v18
frecps.2s v17, v24, v4
frecps.4s v6, v19, v28
frecps.4s v0, v7, v14
frecps.4s v22, v24, v20
frecps.4s v15, v15, v14
frinta.2d v21, v3
frinta.2d v23, v14
frinta.2d v7, v15
frinta.2d v19, v8
frinta.2s v21, v17
frinta.2s v15, v14
frinta.2s v9, v6
frinta.2s v1, v15
frinta.4s v26, v17
frinta.4s v25, v24
frinta.4s v1, v25
frinta.4s v22, v7
frinti.2d v2, v20
frinti.2d v2, v9
frinti.2d v8, v16
frinti.2d v9, v10
frinti.2s v25, v25
frinti.2s v17, v19
frinti.2s v16, v26
frinti.2s v15, v19
frinti.4s v14, v12
frinti.4s v22, v2
frinti.4s v29, v23
frinti.4s v1, v2
frintm.2d v25, v10
frintm.2d v4, v12
frintm.2d v17, v27
frintm.2d v9, v9
frintm.2s v10, v23
frintm.2s v25, v16
frintm.2s v3, v10
frintm.2s v14, v18
frintm.4s v9, v6
frintm.4s v24, v22
frintm.4s v26, v31
frintm.4s v30, v0
frintn.2d v1, v21
frintn.2d v2, v24
frintn.2d v19, v22
frintn.2d v12, v29
frintn.2s v23, v27
frintn.2s v17, v9
frintn.2s v12, v27
frintn.2s v28, v12
frintn.4s v0, v30
frintn.4s v1, v22
frintn.4s v25, v15
frintn.4s v6, v14
frintp.2d v16, v13
frintp.2d v23, v14
frintp.2d v8, v2
frintp.2d v24, v8
frintp.2s v17, v27
frintp.2s v17, v31
frintp.2s v12, v17
frintp.2s v26, v4
frintp.4s v8, v5
frintp.4s v6, v25
frintp.4s v31, v17
frintp.4s v13, v10
frintx.2d v27, v29
frintx.2d v16, v4
frintx.2d v30, v11
frintx.2d v31, v7
frintx.2s v9, v3
frintx.2s v30, v13
frintx.2s v17, v12
frintx.2s v3, v29
frintx.4s v17, v13
frintx.4s v25, v9
frintx.4s v15, v16
frintx.4s v2, v29
frintz.2d v31, v14
frintz.2d v9, v31
frintz.2d v29, v27
frintz.2d v21, v16
frintz.2s v16, v12
frintz.2s v3, v4
frintz.2s v1, v26
frintz.2s v29, v17
frintz.4s v29, v5
frintz.4s v5, v18
frintz.4s v12, v6
frintz.4s v24, v8
frsqrte.2d v12, v24
frsqrte.2d v2, v21
frsqrte.2d v6, v27
frsqrte.2d v5, v1
frsqrte.2s v14, v9
frsqrte.2s v31, v22
frsqrte.2s v18, v30
frsqrte.2s v16, v30
frsqrte.4s v21, v31
frsqrte.4s v27, v10
frsqrte.4s v14, v25
frsqrte.4s v7, v30
frsqrts.2d v29, v3, v13
frsqrts.2d v12, v15, v8
frsqrts.2d v21, v28, v29
frsqrts.2d v20, v16, v7
frsqrts.2s v3, v9, v8
frsqrts.2s v1, v6, v26
frsqrts.2s v24, v20, v30
frsqrts.2s v15, v23, v5
frsqrts.4s v19, v3, v16
frsqrts.4s v31, v21, v28
frsqrts.4s v17, v20, v15
frsqrts.4s v3, v23, v25
fsqrt.2d v15, v7
fsqrt.2d v23, v9
fsqrt.2d v22, v17
fsqrt.2d v8, v21
fsqrt.2s v2, v10
fsqrt.2s v8, v29
fsqrt.2s v12, v21
fsqrt.2s v13, v27
fsqrt.4s v12, v22
fsqrt.4s v20, v17
fsqrt.4s v19, v24
fsqrt.4s v22, v22
fsub.2d v5, v22, v0
fsub.2d v25, v4, v17
fsub.2d v20, v17, v29
fsub.2d v27, v23, v10
fsub.2s v22, v17, v19
fsub.2s v22, v22, v25
fsub.2s v18, v8, v29
fsub.2s v10, v27, v20
fsub.4s v13, v31, v13
fsub.4s v19, v31, v6
fsub.4s v11, v18, v11
fsub.4s v7, v11, v29
mov.b v6[5], w14
mov.b v5[1], w6
mov.b v6[13], w14
mov.b v17[5], w26
mov.b v4[14], v5[8]
mov.b v10[5], v28[5]
mov.b v29[0], v24[15]
mov.b v6[15], v3[15]
mov.d v31[0], x23
mov.d v6[0], xzr
mov.d v1[0], x26
mov.d v18[0], x13
mov.d v16[1], v27[1]
mov.d v0[1], v22[1]
mov.d v11[0], v18[1]
mov.d v25[1], v19[0]
mov.h v29[7], w1
mov.h v31[7], w22
mov.h v30[7], w6
mov.h v9[3], w3
mov.h v15[3], v26[1]
mov.h v4[6], v19[5]
mov.h v8[2], v17[5]
mov.h v22[3], v3[0]
mov.s v15[2], w3
mov.s v5[2], w20
mov.s v27[3], w2
mov.s v7[0], wzr
mov.s v23[2], v30[0]
mov.s v7[3], v28[2]
mov.s v16[0], v6[0]
mov.s v9[0], v6[1]
ld1.16b { v27, v28, v29, v30 }, [x23]
ld1.16b { v27, v28, v29, v30 }, [x13]
ld1.16b { v23, v24, v25, v26 }, [x1]
ld1.16b { v0, v1, v2, v3 }, [x14]
ld1.16b { v4, v5, v6, v7 }, [x27], x30
ld1.16b { v7, v8, v9, v10 }, [x0], #64
ld1.16b { v6, v7, v8, v9 }, [x9], x2
ld1.16b { v30, v31, v0, v1 }, [x16], x16
ld1.1d { v14, v15, v16, v17 }, [x6]
ld1.1d { v12, v13, v14, v15 }, [x27]
ld1.1d { v15, v16, v17, v18 }, [sp]
ld1.1d { v28, v29, v30, v31 }, [x30]
ld1.1d { v21, v22, v23, v24 }, [x16], x26
ld1.1d { v31, v0, v1, v2 }, [x9], x8
ld1.1d { v18, v19, v20, v21 }, [x14], x21
ld1.1d { v31, v0, v1, v2 }, [x27], x17
ld1.2d { v19, v20, v21, v22 }, [x17]
ld1.2d { v3, v4, v5, v6 }, [x4]
ld1.2d { v22, v23, v24, v25 }, [x5]
ld1.2d { v7, v8, v9, v10 }, [x22]
ld1.2d { v21, v22, v23, v24 }, [x10], x10
ld1.2d { v19, v20, v21, v22 }, [x14], x21
ld1.2d { v24, v25, v26, v27 }, [x2], x5
ld1.2d { v14, v15, v16, v17 }, [x1], x24
ld1.2s { v31, v0, v1, v2 }, [x27]
ld1.2s { v26, v27, v28, v29 }, [x28]
ld1.2s { v18, v19, v20, v21 }, [x23]
ld1.2s { v29, v30, v31, v0 }, [x3]
ld1.2s { v9, v10, v11, v12 }, [x4], x4
ld1.2s { v3, v4, v5, v6 }, [x2], x18
ld1.2s { v16, v17, v18, v19 }, [x18], x15
ld1.2s { v1, v2, v3, v4 }, [x23], x15
ld1.4h { v13, v14, v15, v16 }, [x9]
ld1.4h { v19, v20, v21, v22 }, [x14]
ld1.4h { v30, v31, v0, v1 }, [x1]
ld1.4h { v21, v22, v23, v24 }, [x10]
ld1.4h { v7, v8, v9, v10 }, [x26], x3
ld1.4h { v13, v14, v15, v16 }, [x3], x13
ld1.4h { v1, v2, v3, v4 }, [x22], x18
ld1.4h { v10, v11, v12, v13 }, [x29], x10
ld1.4s { v22, v23, v24, v25 }, [x2]
ld1.4s { v6, v7, v8, v9 }, [x2]
ld1.4s { v28, v29, v30, v31 }, [x9]
ld1.4s { v1, v2, v3, v4 }, [x30]
ld1.4s { v9, v10, v11, v12 }, [x24], x16
ld1.4s { v11, v12, v13, v14 }, [x2], x23
ld1.4s { v20, v21, v22, v23 }, [x15], x9
ld1.4s { v20, v21, v22, v23 }, [x28], x10
ld1.8b { v6, v7, v8, v9 }, [x6]
ld1.8b { v14, v15, v16, v17 }, [x10]
ld1.8b { v11, v12, v13, v14 }, [x20]
ld1.8b { v6, v7, v8, v9 }, [x28]
ld1.8b { v9, v10, v11, v12 }, [x24], x18
ld1.8b { v12, v13, v14, v15 }, [x22], x27
ld1.8b { v17, v18, v19, v20 }, [x17], #32
ld1.8b { v29, v30, v31, v0 }, [x3], x25
ld1.8h { v14, v15, v16, v17 }, [x9]
ld1.8h { v15, v16, v17, v18 }, [x5]
ld1.8h { v0, v1, v2, v3 }, [x5]
ld1.8h { v29, v30, v31, v0 }, [x1]
ld1.8h { v12, v13, v14, v15 }, [x10], x15
ld1.8h { v8, v9, v10, v11 }, [x8], x11
ld1.8h { v27, v28, v29, v30 }, [x2], x14
ld1.8h { v26, v27, v28, v29 }, [x30], x24
ld1.16b { v7 }, [x28]
ld1.16b { v10 }, [x9]
ld1.16b { v27 }, [x27]
ld1.16b { v21 }, [x7]
ld1.16b { v23 }, [x3], x21
ld1.16b { v23 }, [x0], x26
ld1.16b { v1 }, [x20], x29
ld1.16b { v12 }, [x17], x6
ld1.1d { v25 }, [x13]
ld1.1d { v3 }, [x22]
ld1.1d { v0 }, [sp]
ld1.1d { v18 }, [sp]
ld1.1d { v27 }, [x19], x28
ld1.1d { v29 }, [x25], x12
ld1.1d { v27 }, [x17], x30
ld1.1d { v20 }, [x14], #8
ld1.2d { v1 }, [x30]
ld1.2d { v31 }, [x3]
ld1.2d { v13 }, [x18]
ld1.2d { v30 }, [x6]
ld1.2d { v5 }, [x11], x30
ld1.2d { v11 }, [x24], #16
ld1.2d { v8 }, [x0], x23
ld1.2d { v27 }, [x12], x2
ld1.2s { v6 }, [x15]
ld1.2s { v29 }, [x9]
ld1.2s { v27 }, [x17]
ld1.2s { v20 }, [x12]
ld1.2s { v30 }, [x3], x30
ld1.2s { v9 }, [x15], x18
ld1.2s { v17 }, [x1], x23
ld1.2s { v4 }, [x26], x5
ld1.4h { v2 }, [x8]
ld1.4h { v7 }, [x6]
ld1.4h { v4 }, [x16]
ld1.4h { v12 }, [x25]
ld1.4h { v19 }, [x18], x11
ld1.4h { v24 }, [x3], x21
ld1.4h { v0 }, [x30], x4
ld1.4h { v31 }, [x5], x5
ld1.4s { v27 }, [x15]
ld1.4s { v17 }, [x25]
ld1.4s { v4 }, [x13]
ld1.4s { v12 }, [x13]
ld1.4s { v25 }, [x22], x13
ld1.4s { v22 }, [x21], x14
ld1.4s { v14 }, [x10], x12
ld1.4s { v4 }, [x16], x8
ld1.8b { v25 }, [x20]
ld1.8b { v9 }, [sp]
ld1.8b { v13 }, [x1]
ld1.8b { v8 }, [x18]
ld1.8b { v16 }, [x13], x18
ld1.8b { v17 }, [x24], x13
ld1.8b { v15 }, [x21], x8
ld1.8b { v26 }, [x2], x25
ld1.8h { v24 }, [x15]
ld1.8h { v30 }, [x14]
ld1.8h { v19 }, [x10]
ld1.8h { v29 }, [x21]
ld1.8h { v9 }, [x0], x8
ld1.8h { v18 }, [x7], x17
ld1.8h { v24 }, [x17], x10
ld1.8h { v24 }, [x21], x5
ld1r.16b { v13 }, [x15]
ld1r.16b { v4 }, [x20]
ld1r.16b { v24 }, [x14]
ld1r.16b { v8 }, [x9]
ld1r.16b { v10 }, [x7], x17
ld1r.16b { v5 }, [x13], x22
ld1r.16b { v10 }, [x0], x9
ld1r.16b { v5 }, [x9], x16
ld1r.1d { v25 }, [x26]
ld1r.1d { v31 }, [x17]
ld1r.1d { v10 }, [x14]
ld1r.1d { v21 }, [x5]
ld1r.1d { v26 }, [x26], x25
ld1r.1d { v11 }, [x22], x23
ld1r.1d { v13 }, [x18], x16
ld1r.1d { v3 }, [x19], x9
ld1r.2d { v23 }, [x13]
ld1r.2d { v10 }, [x9]
ld1r.2d { v7 }, [x5]
ld1r.2d { v22 }, [x25]
ld1r.2d { v1 }, [x9], x27
ld1r.2d { v24 }, [x6], x26
ld1r.2d { v8 }, [x0], x26
ld1r.2d { v25 }, [x16], x24
ld1r.2s { v3 }, [x21]
ld1r.2s { v13 }, [x3]
ld1r.2s { v0 }, [x17]
ld1r.2s { v3 }, [x17]
ld1r.2s { v31 }, [x20], x29
ld1r.2s { v2 }, [sp], x20
ld1r.2s { v24 }, [x25], x28
ld1r.2s { v28 }, [x6], x5
ld1r.4h { v21 }, [x1]
ld1r.4h { v6 }, [x30]
ld1r.4h { v13 }, [x11]
ld1r.4h { v9 }, [x18]
ld1r.4h { v12 }, [x10], x18
ld1r.4h { v1 }, [x2], x29
ld1r.4h { v27 }, [x18], x25
ld1r.4h { v5 }, [x28], x10
ld1r.4s { v25 }, [x24]
ld1r.4s { v24 }, [x18]
ld1r.4s { v15 }, [x9]
ld1r.4s { v7 }, [x21]
ld1r.4s { v0 }, [x7], x19
ld1r.4s { v19 }, [x21], x20
ld1r.4s { v25 }, [x8], x19
ld1r.4s { v8 }, [x26], x27
ld1r.8b { v15 }, [x11]
ld1r.8b { v21 }, [x15]
ld1r.8b { v27 }, [x21]
ld1r.8b { v0 }, [x20]
ld1r.8b { v26 }, [x24], x7
ld1r.8b { v23 }, [x30], x20
ld1r.8b { v27 }, [sp], x3
ld1r.8b { v13 }, [x16], x0
ld1r.8h { v13 }, [x1]
ld1r.8h { v2 }, [x9]
ld1r.8h { v13 }, [x19]
ld1r.8h { v20 }, [x5]
ld1r.8h { v11 }, [x28], x12
ld1r.8h { v27 }, [x1], #2
ld1r.8h { v3 }, [x5], x8
ld1r.8h { v3 }, [x18], x17
ld1.16b { v20, v21, v22 }, [x11]
ld1.16b { v19, v20, v21 }, [sp]
ld1.16b { v2, v3, v4 }, [x23]
ld1.16b { v28, v29, v30 }, [x20]
ld1.16b { v13, v14, v15 }, [x9], x14
ld1.16b { v18, v19, v20 }, [x13], x19
ld1.16b { v16, v17, v18 }, [x24], x19
ld1.16b { v26, v27, v28 }, [x15], x7
ld1.1d { v10, v11, v12 }, [x29]
ld1.1d { v18, v19, v20 }, [x29]
ld1.1d { v25, v26, v27 }, [x25]
ld1.1d { v7, v8, v9 }, [x16]
ld1.1d { v27, v28, v29 }, [x5], x10
ld1.1d { v1, v2, v3 }, [x28], x19
ld1.1d { v19, v20, v21 }, [x2], x0
ld1.1d { v20, v21, v22 }, [x11], x5
ld1.2d { v21, v22, v23 }, [x14]
ld1.2d { v16, v17, v18 }, [x6]
ld1.2d { v10, v11, v12 }, [x25]
ld1.2d { v17, v18, v19 }, [x13]
ld1.2d { v2, v3, v4 }, [x0], x13
ld1.2d { v20, v21, v22 }, [x3], x4
ld1.2d { v11, v12, v13 }, [x11], x9
ld1.2d { v16, v17, v18 }, [x21], x8
ld1.2s { v1, v2, v3 }, [sp]
ld1.2s { v12, v13, v14 }, [x2]
ld1.2s { v2, v3, v4 }, [x16]
ld1.2s { v24, v25, v26 }, [x29]
ld1.2s { v18, v19, v20 }, [x1], x9
ld1.2s { v29, v30, v31 }, [x3], x17
ld1.2s { v8, v9, v10 }, [x20], x14
ld1.2s { v30, v31, v0 }, [x14], x28
ld1.4h { v8, v9, v10 }, [x13]
ld1.4h { v9, v10, v11 }, [x22]
ld1.4h { v18, v19, v20 }, [x27]
ld1.4h { v30, v31, v0 }, [x8]
ld1.4h { v27, v28, v29 }, [x29], x16
ld1.4h { v18, v19, v20 }, [x16], x0
ld1.4h { v0, v1, v2 }, [x8], x21
ld1.4h { v0, v1, v2 }, [x15], x0
ld1.4s { v23, v24, v25 }, [x5]
ld1.4s { v15, v16, v17 }, [x20]
ld1.4s { v2, v3, v4 }, [x24]
ld1.4s { v29, v30, v31 }, [x8]
ld1.4s { v5, v6, v7 }, [x5], x10
ld1.4s { v8, v9, v10 }, [x0], x17
ld1.4s { v16, v17, v18 }, [x0], x26
ld1.4s { v19, v20, v21 }, [x15], x9
ld1.8b { v4, v5, v6 }, [x30]
ld1.8b { v15, v16, v17 }, [x3]
ld1.8b { v9, v10, v11 }, [x18]
ld1.8b { v29, v30, v31 }, [x4]
ld1.8b { v18, v19, v20 }, [x2], x17
ld1.8b { v10, v11, v12 }, [x18], x20
ld1.8b { v7, v8, v9 }, [x0], x17
ld1.8b { v2, v3, v4 }, [x5], x11
ld1.8h { v18, v19, v20 }, [x6]
ld1.8h { v12, v13, v14 }, [x17]
ld1.8h { v16, v17, v18 }, [x4]
ld1.8h { v22, v23, v24 }, [x7]
ld1.8h { v7, v8, v9 }, [x21], x13
ld1.8h { v4, v5, v6 }, [x12], x30
ld1.8h { v18, v19, v20 }, [x11], x9
ld1.8h { v27, v28, v29 }, [x6], x13
ld1.16b { v27, v28 }, [x6]
ld1.16b { v27, v28 }, [x17]
ld1.16b { v28, v29 }, [x13]
ld1.16b { v20, v21 }, [x11]
ld1.16b { v25, v26 }, [x22], x12
ld1.16b { v15, v16 }, [x14], x17
ld1.16b { v0, v1 }, [x11], x13
ld1.16b { v26, v27 }, [sp], x13
ld1.1d { v20, v21 }, [x17]
ld1.1d { v20, v21 }, [x0]
ld1.1d { v8, v9 }, [x16]
ld1.1d { v23, v24 }, [x7]
ld1.1d { v12, v13 }, [x12], x0
ld1.1d { v30, v31 }, [x28], x20
ld1.1d { v5, v6 }, [x30], x24
ld1.1d { v14, v15 }, [x24], x19
ld1.2d { v7, v8 }, [x18]
ld1.2d { v30, v31 }, [x16]
ld1.2d { v27, v28 }, [x22]
ld1.2d { v17, v18 }, [x21]
ld1.2d { v2, v3 }, [x10], x1
ld1.2d { v18, v19 }, [x19], x7
ld1.2d { v29, v30 }, [x6], x7
ld1.2d { v28, v29 }, [x8], x17
ld1.2s { v9, v10 }, [x13]
ld1.2s { v24, v25 }, [x14]
ld1.2s { v17, v18 }, [x21]
ld1.2s { v31, v0 }, [x25]
ld1.2s { v7, v8 }, [x9], x20
ld1.2s { v18, v19 }, [x28], x17
ld1.2s { v11, v12 }, [x0], x21
ld1.2s { v14, v15 }, [x28], x19
ld1.4h { v10, v11 }, [x0]
ld1.4h { v8, v9 }, [x20]
ld1.4h { v25, v26 }, [x9]
ld1.4h { v9, v10 }, [x0]
ld1.4h { v2, v3 }, [x18], x20
ld1.4h { v14, v15 }, [x4], x11
ld1.4h { v10, v11 }, [x28], x18
ld1.4h { v1, v2 }, [x30], x16
ld1.4s { v23, v24 }, [x23]
ld1.4s { v21, v22 }, [x3]
ld1.4s { v31, v0 }, [x24]
ld1.4s { v26, v27 }, [x28]
ld1.4s { v17, v18 }, [x16], x27
ld1.4s { v30, v31 }, [x28], x10
ld1.4s { v28, v29 }, [x20], x13
ld1.4s { v5, v6 }, [x12], x15
ld1.8b { v21, v22 }, [x25]
ld1.8b { v0, v1 }, [x25]
ld1.8b { v24, v25 }, [x10]
ld1.8b { v15, v16 }, [x18]
ld1.8b { v20, v21 }, [x28], x22
ld1.8b { v7, v8 }, [x17], x25
ld1.8b { v9, v10 }, [x0], #16
ld1.8b { v16, v17 }, [x16], x16
ld1.8h { v3, v4 }, [x16]
ld1.8h { v29, v30 }, [x9]
ld1.8h { v4, v5 }, [x23]
ld1.8h { v3, v4 }, [x20]
ld1.8h { v27, v28 }, [x0], x7
ld1.8h { v31, v0 }, [x28], x9
ld1.8h { v8, v9 }, [x30], x9
ld1.8h { v25, v26 }, [x29], x8
ld1.b { v25 }[0], [x24]
ld1.b { v13 }[4], [x0]
ld1.b { v29 }[11], [x30]
ld1.b { v23 }[0], [x20]
ld1.b { v4 }[5], [x15], x10
ld1.b { v28 }[1], [x11], x13
ld1.b { v2 }[15], [x29], x9
ld1.b { v31 }[12], [x11], x5
ld1.d { v15 }[1], [x29]
ld1.d { v10 }[0], [x13]
ld1.d { v25 }[0], [x8]
ld1.d { v15 }[1], [sp]
ld1.d { v7 }[1], [x15], x4
ld1.d { v31 }[1], [x19], x25
ld1.d { v13 }[0], [x22], x28
ld1.d { v15 }[0], [x18], x13
ld1.h { v18 }[1], [x25]
ld1.h { v27 }[6], [x11]
ld1.h { v10 }[0], [x14]
ld1.h { v19 }[5], [x4]
ld1.h { v9 }[3], [x17], x28
ld1.h { v19 }[7], [x5], x10
ld1.h { v1 }[7], [x30], x22
ld1.h { v18 }[3], [x5], x28
ld1.s { v10 }[2], [x7]
ld1.s { v11 }[2], [x17]
ld1.s { v8 }[0], [x7]
ld1.s { v5 }[2], [x12]
ld1.s { v1 }[2], [x9], x7
ld1.s { v2 }[3], [x18], x19
ld1.s { v3 }[1], [x24], x25
ld1.s { v0 }[3], [x18], x11
ld2r.16b { v24, v25 }, [x1]
ld2r.16b { v23, v24 }, [x23]
ld2r.16b { v23, v24 }, [x4]
ld2r.16b { v26, v27 }, [x10]
ld2r.16b { v3, v4 }, [x9], x19
ld2r.16b { v31, v0 }, [x12], x19
ld2r.16b { v28, v29 }, [x9], x28
ld2r.16b { v30, v31 }, [x7], x26
ld2r.1d { v28, v29 }, [x25]
ld2r.1d { v8, v9 }, [x23]
ld2r.1d { v31, v0 }, [x17]
ld2r.1d { v1, v2 }, [x24]
ld2r.1d { v27, v28 }, [x23], x8
ld2r.1d { v9, v10 }, [x19], x1
ld2r.1d { v19, v20 }, [x7], x26
ld2r.1d { v26, v27 }, [x29], x24
ld2r.2d { v21, v22 }, [x4]
ld2r.2d { v17, v18 }, [x17]
ld2r.2d { v6, v7 }, [x30]
ld2r.2d { v23, v24 }, [x16]
ld2r.2d { v0, v1 }, [x1], x29
ld2r.2d { v3, v4 }, [x3], x28
ld2r.2d { v7, v8 }, [x26], x7
ld2r.2d { v22, v23 }, [x19], x6
ld2r.2s { v5, v6 }, [x30]
ld2r.2s { v6, v7 }, [x10]
ld2r.2s { v30, v31 }, [x2]
ld2r.2s { v3, v4 }, [x5]
ld2r.2s { v4, v5 }, [x5], x22
ld2r.2s { v9, v10 }, [x24], x10
ld2r.2s { v28, v29 }, [x18], x11
ld2r.2s { v14, v15 }, [x0], x30
ld2r.4h { v21, v22 }, [x18]
ld2r.4h { v21, v22 }, [sp]
ld2r.4h { v12, v13 }, [x4]
ld2r.4h { v6, v7 }, [x22]
ld2r.4h { v2, v3 }, [x3], x12
ld2r.4h { v8, v9 }, [x7], x19
ld2r.4h { v3, v4 }, [x17], x22
ld2r.4h { v23, v24 }, [x8], x26
ld2r.4s { v20, v21 }, [x4]
ld2r.4s { v10, v11 }, [x7]
ld2r.4s { v19, v20 }, [x30]
ld2r.4s { v13, v14 }, [x18]
ld2r.4s { v31, v0 }, [x18], x0
ld2r.4s { v20, v21 }, [x1], x4
ld2r.4s { v27, v28 }, [x6], x16
ld2r.4s { v25, v26 }, [x17], x17
ld2r.8b { v27, v28 }, [x14]
ld2r.8b { v31, v0 }, [x17]
ld2r.8b { v10, v11 }, [x21]
ld2r.8b { v9, v10 }, [x5]
ld2r.8b { v29, v30 }, [x6], x9
ld2r.8b { v26, v27 }, [x10], x29
ld2r.8b { v13, v14 }, [x16], x19
ld2r.8b { v24, v25 }, [x10], x0
ld2r.8h { v25, v26 }, [x23]
ld2r.8h { v14, v15 }, [x15]
ld2r.8h { v8, v9 }, [x24]
ld2r.8h { v19, v20 }, [x29]
ld2r.8h { v14, v15 }, [x1], x7
ld2r.8h { v3, v4 }, [x9], x24
ld2r.8h { v19, v20 }, [x24], x28
ld2r.8h { v18, v19 }, [x15], x4
ld2.b { v1, v2 }[2], [x28]
ld2.b { v3, v4 }[13], [x24]
ld2.b { v7, v8 }[15], [sp]
ld2.b { v18, v19 }[7], [x11]
ld2.b { v11, v12 }[10], [x13], x17
ld2.b { v1, v2 }[0], [x17], x26
ld2.b { v21, v22 }[11], [x24], x14
ld2.b { v26, v27 }[11], [x13], x16
ld2.d { v13, v14 }[0], [x19]
ld2.d { v5, v6 }[1], [x24]
ld2.d { v21, v22 }[1], [x19]
ld2.d { v21, v22 }[1], [x3]
ld2.d { v18, v19 }[1], [x24], x16
ld2.d { v31, v0 }[1], [x6], x4
ld2.d { v26, v27 }[0], [x29], x11
ld2.d { v18, v19 }[0], [x6], x20
ld2.h { v10, v11 }[5], [x9]
ld2.h { v21, v22 }[4], [x1]
ld2.h { v5, v6 }[0], [x25]
ld2.h { v27, v28 }[1], [x28]
ld2.h { v26, v27 }[7], [x11], x3
ld2.h { v20, v21 }[3], [x13], x2
ld2.h { v10, v11 }[3], [x16], x27
ld2.h { v27, v28 }[1], [x25], x3
ld2.s { v4, v5 }[1], [x28]
ld2.s { v26, v27 }[3], [x24]
ld2.s { v29, v30 }[0], [x3]
ld2.s { v3, v4 }[2], [sp]
ld2.s { v26, v27 }[0], [x21], x26
ld2.s { v20, v21 }[3], [x6], x20
ld2.s { v15, v16 }[2], [x0], x20
ld2.s { v8, v9 }[0], [x1], x15
ld2.16b { v25, v26 }, [x24]
ld2.16b { v17, v18 }, [x29]
ld2.16b { v27, v28 }, [x22]
ld2.16b { v26, v27 }, [x10]
ld2.16b { v2, v3 }, [x17], x5
ld2.16b { v27, v28 }, [x10], x3
ld2.16b { v19, v20 }, [x29], x10
ld2.16b { v18, v19 }, [x5], x6
ld2.2d { v0, v1 }, [x24]
ld2.2d { v18, v19 }, [x10]
ld2.2d { v9, v10 }, [x22]
ld2.2d { v10, v11 }, [x9]
ld2.2d { v31, v0 }, [sp], x15
ld2.2d { v28, v29 }, [x13], x30
ld2.2d { v9, v10 }, [x30], x18
ld2.2d { v25, v26 }, [x20], x7
ld2.2s { v14, v15 }, [x30]
ld2.2s { v31, v0 }, [x7]
ld2.2s { v11, v12 }, [x3]
ld2.2s { v0, v1 }, [x18]
ld2.2s { v7, v8 }, [x23], x29
ld2.2s { v13, v14 }, [x24], x23
ld2.2s { v31, v0 }, [x0], x16
ld2.2s { v24, v25 }, [x13], x13
ld2.4h { v2, v3 }, [x7]
ld2.4h { v6, v7 }, [x2]
ld2.4h { v22, v23 }, [x29]
ld2.4h { v24, v25 }, [x28]
ld2.4h { v16, v17 }, [x24], x26
ld2.4h { v26, v27 }, [x12], x29
ld2.4h { v28, v29 }, [x19], x7
ld2.4h { v13, v14 }, [x26], x28
ld2.4s { v9, v10 }, [x7]
ld2.4s { v23, v24 }, [x11]
ld2.4s { v31, v0 }, [x10]
ld2.4s { v22, v23 }, [x7]
ld2.4s { v4, v5 }, [x24], x10
ld2.4s { v17, v18 }, [x13], #32
ld2.4s { v10, v11 }, [x6], x7
ld2.4s { v1, v2 }, [x25], x28
ld2.8b { v30, v31 }, [x15]
ld2.8b { v23, v24 }, [x12]
ld2.8b { v1, v2 }, [x16]
ld2.8b { v9, v10 }, [x19]
ld2.8b { v0, v1 }, [x20], x13
ld2.8b { v12, v13 }, [x0], x21
ld2.8b { v31, v0 }, [sp], x2
ld2.8b { v15, v16 }, [x0], x20
ld2.8h { v17, v18 }, [x8]
ld2.8h { v30, v31 }, [x6]
ld2.8h { v29, v30 }, [x2]
ld2.8h { v16, v17 }, [x24], x6
ld2.8h { v20, v21 }, [x4], x24
ld2.8h { v14, v15 }, [x7], x20
ld2.8h { v23, v24 }, [x23], x18
ld3r.16b { v1, v2, v3 }, [sp]
ld3r.16b { v15, v16, v17 }, [x25]
ld3r.16b { v22, v23, v24 }, [x29]
ld3r.16b { v10, v11, v12 }, [x4]
ld3r.16b { v19, v20, v21 }, [x17], x8
ld3r.16b { v16, v17, v18 }, [x30], x20
ld3r.16b { v0, v1, v2 }, [x11], x28
ld3r.16b { v13, v14, v15 }, [x4], x30
ld3r.1d { v26, v27, v28 }, [x30]
ld3r.1d { v1, v2, v3 }, [x12]
ld3r.1d { v27, v28, v29 }, [x10]
ld3r.1d { v0, v1, v2 }, [x23]
ld3r.1d { v26, v27, v28 }, [x29], x8
ld3r.1d { v26, v27, v28 }, [x10], x2
ld3r.1d { v14, v15, v16 }, [x8], x25
ld3r.1d { v22, v23, v24 }, [x11], x24
ld3r.2d { v22, v23, v24 }, [x13]
ld3r.2d { v23, v24, v25 }, [x13]
ld3r.2d { v3, v4, v5 }, [x8]
ld3r.2d { v22, v23, v24 }, [x14]
ld3r.2d { v5, v6, v7 }, [x17], x9
ld3r.2d { v16, v17, v18 }, [x11], x30
ld3r.2d { v1, v2, v3 }, [x23], x1
ld3r.2d { v6, v7, v8 }, [x22], x16
ld3r.2s { v5, v6, v7 }, [x2]
ld3r.2s { v22, v23, v24 }, [x13]
ld3r.2s { v28, v29, v30 }, [x24]
ld3r.2s { v12, v13, v14 }, [x11]
ld3r.2s { v29, v30, v31 }, [x4], x18
ld3r.2s { v1, v2, v3 }, [x25], x22
ld3r.2s { v30, v31, v0 }, [x12], x1
ld3r.2s { v14, v15, v16 }, [x18], x17
ld3r.4h { v1, v2, v3 }, [x15]
ld3r.4h { v19, v20, v21 }, [x5]
ld3r.4h { v20, v21, v22 }, [x26]
ld3r.4h { v7, v8, v9 }, [x18]
ld3r.4h { v31, v0, v1 }, [x14], x3
ld3r.4h { v6, v7, v8 }, [x16], x30
ld3r.4h { v29, v30, v31 }, [x20], x20
ld3r.4h { v23, v24, v25 }, [x13], x23
ld3r.4s { v13, v14, v15 }, [x30]
ld3r.4s { v3, v4, v5 }, [x9]
ld3r.4s { v17, v18, v19 }, [x22]
ld3r.4s { v22, v23, v24 }, [x2]
ld3r.4s { v21, v22, v23 }, [x10], x4
ld3r.4s { v24, v25, v26 }, [x18], x7
ld3r.4s { v15, v16, v17 }, [x30], x22
ld3r.4s { v23, v24, v25 }, [x13], x5
ld3r.8b { v4, v5, v6 }, [x14]
ld3r.8b { v2, v3, v4 }, [x30]
ld3r.8b { v14, v15, v16 }, [x9]
ld3r.8b { v6, v7, v8 }, [x2]
ld3r.8b { v4, v5, v6 }, [x11], x6
ld3r.8b { v13, v14, v15 }, [x6], x23
ld3r.8b { v21, v22, v23 }, [x28], x20
ld3r.8b { v3, v4, v5 }, [x8], x19
ld3r.8h { v5, v6, v7 }, [x0]
ld3r.8h { v16, v17, v18 }, [x24]
ld3r.8h { v17, v18, v19 }, [x1]
ld3r.8h { v17, v18, v19 }, [x13]
ld3r.8h { v5, v6, v7 }, [x7], x21
ld3r.8h { v30, v31, v0 }, [sp], x0
ld3r.8h { v4, v5, v6 }, [x19], x6
ld3r.8h { v18, v19, v20 }, [x18], x6
ld3.b { v14, v15, v16 }[3], [x3]
ld3.b { v30, v31, v0 }[12], [x22]
ld3.b { v29, v30, v31 }[2], [x29]
ld3.b { v16, v17, v18 }[15], [x21]
ld3.b { v15, v16, v17 }[11], [x22], x16
ld3.b { v4, v5, v6 }[1], [x18], x27
ld3.b { v25, v26, v27 }[8], [x12], x13
ld3.b { v9, v10, v11 }[4], [x0], x2
ld3.d { v13, v14, v15 }[0], [x0]
ld3.d { v11, v12, v13 }[0], [x27]
ld3.d { v16, v17, v18 }[1], [x8]
ld3.d { v12, v13, v14 }[0], [x20]
ld3.d { v31, v0, v1 }[1], [x18], x2
ld3.d { v25, v26, v27 }[0], [x12], x9
ld3.d { v29, v30, v31 }[0], [x20], x8
ld3.d { v8, v9, v10 }[1], [x7], x24
ld3.h { v22, v23, v24 }[4], [x29]
ld3.h { v2, v3, v4 }[3], [x10]
ld3.h { v13, v14, v15 }[1], [x1]
ld3.h { v8, v9, v10 }[2], [x20]
ld3.h { v14, v15, v16 }[6], [x3], x14
ld3.h { v28, v29, v30 }[1], [x29], x25
ld3.h { v12, v13, v14 }[0], [x25], x12
ld3.h { v31, v0, v1 }[3], [x15], x5
ld3.s { v9, v10, v11 }[1], [x24]
ld3.s { v22, v23, v24 }[0], [sp]
ld3.s { v16, v17, v18 }[3], [sp]
ld3.s { v15, v16, v17 }[0], [x12]
ld3.s { v26, v27, v28 }[1], [x9], x24
ld3.s { v30, v31, v0 }[1], [x5], x28
ld3.s { v29, v30, v31 }[2], [x10], x4
ld3.s { v26, v27, v28 }[2], [x11], x11
ld3.16b { v18, v19, v20 }, [x30]
ld3.16b { v18, v19, v20 }, [x17]
ld3.16b { v28, v29, v30 }, [x15]
ld3.16b { v18, v19, v20 }, [x2]
ld3.16b { v12, v13, v14 }, [x0], x16
ld3.16b { v15, v16, v17 }, [x19], x18
ld3.16b { v8, v9, v10 }, [x17], x8
ld3.16b { v19, v20, v21 }, [x17], x29
ld3.2d { v4, v5, v6 }, [x27]
ld3.2d { v11, v12, v13 }, [x29]
ld3.2d { v26, v27, v28 }, [x5]
ld3.2d { v15, v16, v17 }, [x13]
ld3.2d { v23, v24, v25 }, [x14], x13
ld3.2d { v13, v14, v15 }, [x21], x1
ld3.2d { v12, v13, v14 }, [x21], x19
ld3.2d { v22, v23, v24 }, [x1], x28
ld3.2s { v18, v19, v20 }, [x21]
ld3.2s { v18, v19, v20 }, [x28]
ld3.2s { v5, v6, v7 }, [x4]
ld3.2s { v2, v3, v4 }, [x11]
ld3.2s { v10, v11, v12 }, [x29], x13
ld3.2s { v27, v28, v29 }, [x18], x1
ld3.2s { v7, v8, v9 }, [x28], x4
ld3.2s { v19, v20, v21 }, [x15], x8
ld3.4h { v31, v0, v1 }, [x27]
ld3.4h { v9, v10, v11 }, [x17]
ld3.4h { v16, v17, v18 }, [x9]
ld3.4h { v30, v31, v0 }, [x20]
ld3.4h { v25, v26, v27 }, [x16], x10
ld3.4h { v5, v6, v7 }, [x29], x28
ld3.4h { v23, v24, v25 }, [x28], x22
ld3.4h { v21, v22, v23 }, [x11], x9
ld3.4s { v7, v8, v9 }, [x3]
ld3.4s { v18, v19, v20 }, [x27]
ld3.4s { v31, v0, v1 }, [x2]
ld3.4s { v11, v12, v13 }, [x0]
ld3.4s { v29, v30, v31 }, [x29], x4
ld3.4s { v2, v3, v4 }, [x21], x18
ld3.4s { v28, v29, v30 }, [x20], x3
ld3.4s { v6, v7, v8 }, [x0], x15
ld3.8b { v20, v21, v22 }, [x18]
ld3.8b { v24, v25, v26 }, [x9]
ld3.8b { v21, v22, v23 }, [x3]
ld3.8b { v26, v27, v28 }, [x14]
ld3.8b { v23, v24, v25 }, [x9], x11
ld3.8b { v7, v8, v9 }, [x8], x17
ld3.8b { v3, v4, v5 }, [x19], x11
ld3.8b { v0, v1, v2 }, [x15], x24
ld3.8h { v25, v26, v27 }, [x7]
ld3.8h { v1, v2, v3 }, [x29]
ld3.8h { v30, v31, v0 }, [x24]
ld3.8h { v9, v10, v11 }, [x27]
ld3.8h { v4, v5, v6 }, [x8], x14
ld3.8h { v15, v16, v17 }, [x11], x7
ld3.8h { v17, v18, v19 }, [x27], x1
ld3.8h { v6, v7, v8 }, [x27], x1
ld4r.16b { v1, v2, v3, v4 }, [x26]
ld4r.16b { v20, v21, v22, v23 }, [x13]
ld4r.16b { v12, v13, v14, v15 }, [x11]
ld4r.16b { v11, v12, v13, v14 }, [x24]
ld4r.16b { v30, v31, v0, v1 }, [x0], x27
ld4r.16b { v22, v23, v24, v25 }, [x23], x0
ld4r.16b { v20, v21, v22, v23 }, [x18], x1
ld4r.16b { v7, v8, v9, v10 }, [x15], x18
ld4r.1d { v27, v28, v29, v30 }, [x7]
ld4r.1d { v14, v15, v16, v17 }, [x16]
ld4r.1d { v29, v30, v31, v0 }, [x14]
ld4r.1d { v30, v31, v0, v1 }, [x19]
ld4r.1d { v10, v11, v12, v13 }, [x15], x0
ld4r.1d { v4, v5, v6, v7 }, [x9], x2
ld4r.1d { v27, v28, v29, v30 }, [x10], x16
ld4r.1d { v15, v16, v17, v18 }, [x6], x7
ld4r.2d { v16, v17, v18, v19 }, [x3]
ld4r.2d { v22, v23, v24, v25 }, [x8]
ld4r.2d { v18, v19, v20, v21 }, [x18]
ld4r.2d { v6, v7, v8, v9 }, [x5]
ld4r.2d { v22, v23, v24, v25 }, [x17], x29
ld4r.2d { v30, v31, v0, v1 }, [x30], x11
ld4r.2d { v10, v11, v12, v13 }, [sp], x20
ld4r.2d { v26, v27, v28, v29 }, [x23], x29
ld4r.2s { v17, v18, v19, v20 }, [x6]
ld4r.2s { v3, v4, v5, v6 }, [x23]
ld4r.2s { v20, v21, v22, v23 }, [x26]
ld4r.2s { v29, v30, v31, v0 }, [x30]
ld4r.2s { v22, v23, v24, v25 }, [x21], x26
ld4r.2s { v14, v15, v16, v17 }, [x23], x1
ld4r.2s { v14, v15, v16, v17 }, [x6], x24
ld4r.2s { v30, v31, v0, v1 }, [sp], x10
ld4r.4h { v14, v15, v16, v17 }, [x13]
ld4r.4h { v8, v9, v10, v11 }, [x11]
ld4r.4h { v6, v7, v8, v9 }, [x11]
ld4r.4h { v23, v24, v25, v26 }, [x0]
ld4r.4h { v18, v19, v20, v21 }, [x28], #8
ld4r.4h { v20, v21, v22, v23 }, [x23], x20
ld4r.4h { v7, v8, v9, v10 }, [x30], x21
ld4r.4h { v2, v3, v4, v5 }, [x13], x25
ld4r.4s { v6, v7, v8, v9 }, [x22]
ld4r.4s { v16, v17, v18, v19 }, [x5]
ld4r.4s { v28, v29, v30, v31 }, [x24]
ld4r.4s { v29, v30, v31, v0 }, [x30]
ld4r.4s { v4, v5, v6, v7 }, [x18], x6
ld4r.4s { v22, v23, v24, v25 }, [x3], x27
ld4r.4s { v27, v28, v29, v30 }, [x25], x10
ld4r.4s { v22, v23, v24, v25 }, [x23], x23
ld4r.8b { v19, v20, v21, v22 }, [x0]
ld4r.8b { v2, v3, v4, v5 }, [x13]
ld4r.8b { v27, v28, v29, v30 }, [x12]
ld4r.8b { v17, v18, v19, v20 }, [x23]
ld4r.8b { v21, v22, v23, v24 }, [x28], x6
ld4r.8b { v18, v19, v20, v21 }, [x11], x5
ld4r.8b { v15, v16, v17, v18 }, [x11], x10
ld4r.8b { v28, v29, v30, v31 }, [x12], x10
ld4r.8h { v20, v21, v22, v23 }, [x1]
ld4r.8h { v6, v7, v8, v9 }, [x29]
ld4r.8h { v25, v26, v27, v28 }, [x1]
ld4r.8h { v6, v7, v8, v9 }, [x9]
ld4r.8h { v28, v29, v30, v31 }, [x17], x24
ld4r.8h { v28, v29, v30, v31 }, [x23], x28
ld4r.8h { v11, v12, v13, v14 }, [x24], x0
ld4r.8h { v31, v0, v1, v2 }, [x4], x16
ld4.b { v22, v23, v24, v25 }[0], [x3]
ld4.b { v8, v9, v10, v11 }[1], [x24]
ld4.b { v4, v5, v6, v7 }[12], [x3]
ld4.b { v6, v7, v8, v9 }[4], [x0]
ld4.b { v30, v31, v0, v1 }[3], [x18], x22
ld4.b { v28, v29, v30, v31 }[9], [x16], x3
ld4.b { v4, v5, v6, v7 }[7], [x8], x9
ld4.b { v4, v5, v6, v7 }[0], [x30], x17
ld4.d { v28, v29, v30, v31 }[0], [x26]
ld4.d { v13, v14, v15, v16 }[0], [x12]
ld4.d { v27, v28, v29, v30 }[1], [x0]
ld4.d { v18, v19, v20, v21 }[1], [x19]
ld4.d { v0, v1, v2, v3 }[1], [x2], x0
ld4.d { v26, v27, v28, v29 }[0], [x17], x20
ld4.d { v24, v25, v26, v27 }[0], [x10], x17
ld4.d { v25, v26, v27, v28 }[1], [x1], x23
ld4.h { v15, v16, v17, v18 }[3], [x14]
ld4.h { v16, v17, v18, v19 }[0], [x28]
ld4.h { v24, v25, v26, v27 }[0], [x14]
ld4.h { v19, v20, v21, v22 }[1], [x24]
ld4.h { v6, v7, v8, v9 }[0], [x27], x27
ld4.h { v27, v28, v29, v30 }[4], [x4], x12
ld4.h { v1, v2, v3, v4 }[1], [x19], x2
ld4.h { v18, v19, v20, v21 }[0], [x20], x11
ld4.s { v6, v7, v8, v9 }[1], [x11]
ld4.s { v5, v6, v7, v8 }[0], [x16]
ld4.s { v14, v15, v16, v17 }[0], [x16]
ld4.s { v17, v18, v19, v20 }[2], [x30]
ld4.s { v24, v25, v26, v27 }[3], [x7], x11
ld4.s { v4, v5, v6, v7 }[1], [x22], x18
ld4.s { v14, v15, v16, v17 }[1], [x23], x21
ld4.s { v19, v20, v21, v22 }[1], [x2], x18
ld4.16b { v23, v24, v25, v26 }, [x2]
ld4.16b { v18, v19, v20, v21 }, [x28]
ld4.16b { v22, v23, v24, v25 }, [x5]
ld4.16b { v29, v30, v31, v0 }, [x0]
ld4.16b { v18, v19, v20, v21 }, [x5], x19
ld4.16b { v1, v2, v3, v4 }, [x6], x13
ld4.16b { v4, v5, v6, v7 }, [x3], x5
ld4.16b { v7, v8, v9, v10 }, [x16], x13
ld4.2d { v24, v25, v26, v27 }, [x6]
ld4.2d { v5, v6, v7, v8 }, [x26]
ld4.2d { v12, v13, v14, v15 }, [x28]
ld4.2d { v20, v21, v22, v23 }, [x30]
ld4.2d { v15, v16, v17, v18 }, [sp], x14
ld4.2d { v6, v7, v8, v9 }, [x1], x17
ld4.2d { v15, v16, v17, v18 }, [x12], x16
ld4.2d { v25, v26, v27, v28 }, [x24], x10
ld4.2s { v11, v12, v13, v14 }, [x30]
ld4.2s { v5, v6, v7, v8 }, [x7]
ld4.2s { v28, v29, v30, v31 }, [x14]
ld4.2s { v28, v29, v30, v31 }, [x1]
ld4.2s { v3, v4, v5, v6 }, [x23], x26
ld4.2s { v15, v16, v17, v18 }, [x19], x24
ld4.2s { v13, v14, v15, v16 }, [x24], x8
ld4.2s { v9, v10, v11, v12 }, [x20], x13
ld4.4h { v21, v22, v23, v24 }, [x15]
ld4.4h { v28, v29, v30, v31 }, [x13]
ld4.4h { v14, v15, v16, v17 }, [x20]
ld4.4h { v8, v9, v10, v11 }, [x17]
ld4.4h { v19, v20, v21, v22 }, [x27], x10
ld4.4h { v26, v27, v28, v29 }, [x21], x9
ld4.4h { v18, v19, v20, v21 }, [x23], x27
ld4.4h { v23, v24, v25, v26 }, [x6], x17
ld4.4s { v7, v8, v9, v10 }, [x25]
ld4.4s { v26, v27, v28, v29 }, [x19]
ld4.4s { v4, v5, v6, v7 }, [x1]
ld4.4s { v9, v10, v11, v12 }, [x12]
ld4.4s { v3, v4, v5, v6 }, [x5], x8
ld4.4s { v9, v10, v11, v12 }, [x2], x8
ld4.4s { v25, v26, v27, v28 }, [x0], x15
ld4.4s { v29, v30, v31, v0 }, [x25], x19
ld4.8b { v25, v26, v27, v28 }, [x28]
ld4.8b { v26, v27, v28, v29 }, [x29]
ld4.8b { v17, v18, v19, v20 }, [x6]
ld4.8b { v25, v26, v27, v28 }, [x9]
ld4.8b { v28, v29, v30, v31 }, [x22], x24
ld4.8b { v14, v15, v16, v17 }, [x20], x21
ld4.8b { v24, v25, v26, v27 }, [x27], x5
ld4.8b { v11, v12, v13, v14 }, [sp], x8
ld4.8h { v21, v22, v23, v24 }, [x27]
ld4.8h { v2, v3, v4, v5 }, [x0]
ld4.8h { v13, v14, v15, v16 }, [x13]
ld4.8h { v13, v14, v15, v16 }, [x23]
ld4.8h { v10, v11, v12, v13 }, [x3], x27
ld4.8h { v1, v2, v3, v4 }, [x4], x12
ld4.8h { v10, v11, v12, v13 }, [x0], x22
ld4.8h { v14, v15, v16, v17 }, [x5], x17
mla.2s v5, v21, v17[0]
mla.2s v11, v18, v12[3]
mla.2s v15, v15, v26[3]
mla.2s v2, v3, v5[0]
mla.4h v20, v16, v3[1]
mla.4h v26, v8, v12[3]
mla.4h v10, v22, v5[7]
mla.4h v0, v18, v7[7]
mla.4s v31, v29, v17[0]
mla.4s v7, v16, v13[2]
mla.4s v5, v30, v12[2]
mla.4s v22, v1, v18[0]
mla.8h v22, v3, v1[0]
mla.8h v6, v0, v0[3]
mla.8h v25, v24, v15[7]
mla.8h v18, v15, v10[4]
mla.16b v11, v2, v4
mla.16b v25, v4, v22
mla.16b v1, v21, v28
mla.16b v11, v25, v7
mla.2s v4, v16, v9
mla.2s v17, v14, v5
mla.2s v16, v24, v31
mla.2s v9, v22, v15
mla.4h v5, v13, v7
mla.4h v3, v27, v7
mla.4h v22, v30, v15
mla.4h v5, v12, v2
mla.4s v30, v21, v9
mla.4s v1, v17, v12
mla.4s v27, v18, v18
mla.4s v24, v25, v12
mla.8b v30, v11, v3
mla.8b v18, v24, v28
mla.8b v30, v30, v26
mla.8b v27, v29, v30
mla.8h v13, v10, v1
mla.8h v30, v18, v19
mla.8h v8, v31, v19
mla.8h v29, v27, v19
mls.2s v30, v17, v31[1]
mls.2s v28, v30, v4[0]
mls.2s v23, v16, v17[2]
mls.2s v28, v30, v19[2]
mls.4h v17, v5, v13[7]
mls.4h v13, v15, v4[4]
mls.4h v9, v4, v1[1]
mls.4h v18, v12, v4[7]
mls.4s v24, v15, v26[0]
mls.4s v31, v8, v27[2]
mls.4s v29, v6, v21[3]
mls.4s v19, v24, v15[0]
mls.8h v1, v22, v7[3]
mls.8h v21, v20, v5[1]
mls.8h v7, v14, v2[1]
mls.8h v30, v13, v0[0]
mls.16b v13, v12, v12
mls.16b v18, v13, v5
mls.16b v27, v16, v3
mls.16b v16, v7, v24
mls.2s v14, v26, v17
mls.2s v4, v17, v22
mls.2s v27, v28, v27
mls.2s v2, v19, v14
mls.4h v0, v21, v17
mls.4h v24, v4, v7
mls.4h v8, v13, v27
mls.4h v31, v27, v28
mls.4s v30, v23, v2
mls.4s v4, v11, v9
mls.4s v26, v22, v17
mls.4s v5, v28, v9
mls.8b v14, v15, v9
mls.8b v10, v17, v27
mls.8b v7, v23, v26
mls.8b v16, v22, v19
mls.8h v28, v21, v18
mls.8h v29, v1, v26
mls.8h v24, v10, v14
mls.8h v2, v4, v18
movi.16b v17, #221
movi.16b v27, #22
movi.16b v14, #76
movi.16b v2, #56
movi.2d v2, #0000000000000000
movi.2d v30, #0000000000000000
movi.2d v5, #0xff000000ffff00ff
movi.2d v6, #0x00ff00ffffffff
movi.2s v22, #220, lsl #24
movi.2s v2, #192
movi.2s v7, #160
movi.2s v26, #0, lsl #24
movi.2s v23, #94, msl #8
movi.2s v0, #244, msl #8
movi.2s v18, #89, msl #16
movi.2s v23, #156, msl #16
movi.4h v15, #174, lsl #8
movi.4h v14, #9, lsl #8
movi.4h v10, #237, lsl #8
movi.4h v28, #218
movi.4s v2, #168
movi.4s v1, #133, lsl #16
movi.4s v20, #255
movi.4s v29, #96
movi.4s v21, #0, msl #8
movi.4s v23, #10, msl #8
movi.4s v5, #23, msl #16
movi.4s v0, #79, msl #8
movi.8b v22, #84
movi.8b v22, #255
movi.8b v29, #8
movi.8b v8, #0
movi.8h v17, #198, lsl #8
movi.8h v6, #191
movi.8h v1, #48
movi.8h v18, #162
mul.2s v18, v29, v21[0]
mul.2s v3, v23, v2[0]
mul.2s v7, v10, v22[0]
mul.2s v31, v4, v28[3]
mul.4h v27, v26, v6[7]
mul.4h v30, v25, v9[6]
mul.4h v9, v30, v15[3]
mul.4h v11, v16, v15[2]
mul.4s v22, v13, v16[0]
mul.4s v3, v13, v17[3]
mul.4s v20, v8, v17[1]
mul.4s v8, v7, v16[3]
mul.8h v21, v5, v14[7]
mul.8h v26, v20, v15[3]
mul.8h v27, v30, v3[0]
mul.8h v19, v22, v1[1]
mul.16b v4, v18, v9
mul.16b v26, v0, v19
mul.16b v23, v8, v17
mul.16b v24, v8, v6
mul.2s v14, v5, v11
mul.2s v11, v26, v29
mul.2s v21, v23, v6
mul.2s v26, v30, v9
mul.4h v7, v29, v4
mul.4h v20, v3, v18
mul.4h v24, v9, v10
mul.4h v16, v8, v1
mul.4s v17, v27, v30
mul.4s v5, v6, v12
mul.4s v20, v17, v27
mul.4s v1, v23, v23
mul.8b v6, v14, v9
mul.8b v3, v26, v28
mul.8b v0, v23, v6
mul.8b v4, v7, v6
mul.8h v17, v19, v11
mul.8h v22, v9, v21
mul.8h v29, v30, v8
mul.8h v23, v6, v13
mvni.2s v20, #150, lsl #8
mvni.2s v30, #170
mvni.2s v14, #86, lsl #24
mvni.2s v26, #0, lsl #16
mvni.2s v4, #255, msl #16
mvni.2s v11, #0, msl #8
mvni.2s v22, #0, msl #8
mvni.2s v30, #15, msl #16
mvni.4h v5, #108, lsl #8
mvni.4h v8, #150
mvni.4h v3, #34
mvni.4h v0, #245
mvni.4s v5, #0, lsl #8
mvni.4s v12, #232
mvni.4s v31, #87, lsl #8
mvni.4s v21, #106, lsl #16
mvni.4s v15, #38, msl #8
mvni.4s v23, #0, msl #16
mvni.4s v17, #1, msl #16
mvni.4s v28, #92, msl #8
mvni.8h v30, #163
mvni.8h v31, #116
mvni.8h v9, #11, lsl #8
mvni.8h v15, #189
neg.16b v24, v23
neg.16b v18, v27
neg.16b v16, v14
neg.16b v11, v14
neg.2d v31, v9
neg.2d v29, v28
neg.2d v10, v15
neg.2d v26, v26
neg.2s v15, v1
neg.2s v21, v6
neg.2s v19, v23
neg.2s v11, v18
neg.4h v3, v27
neg.4h v20, v30
neg.4h v29, v28
neg.4h v25, v3
neg.4s v16, v21
neg.4s v3, v25
neg.4s v15, v2
neg.4s v17, v19
neg.8b v22, v14
neg.8b v3, v3
neg.8b v10, v2
neg.8b v0, v16
neg.8h v8, v20
neg.8h v27, v10
neg.8h v10, v4
neg.8h v26, v14
mvn.16b v9, v22
mvn.16b v11, v12
mvn.16b v11, v7
mvn.16b v1, v29
mvn.8b v19, v7
mvn.8b v4, v7
mvn.8b v18, v18
mvn.8b v17, v14
orn.16b v5, v15, v20
orn.16b v20, v19, v20
orn.16b v8, v27, v2
orn.16b v1, v19, v11
orn.8b v7, v20, v13
orn.8b v20, v21, v26
orn.8b v16, v15, v16
orn.8b v26, v22, v12
orr.2s v30, #159, lsl #24
orr.2s v7, #49, lsl #16
orr.2s v20, #116
orr.2s v14, #203
orr.4h v0, #248
orr.4h v28, #0
orr.4h v31, #195, lsl #8
orr.4h v17, #219
orr.4s v1, #0
orr.4s v28, #188
orr.4s v27, #179, lsl #24
orr.4s v22, #173, lsl #24
orr.8h v27, #205
orr.8h v30, #176
orr.8h v26, #0
orr.8h v9, #255
orr.16b v8, v5, v16
orr.16b v10, v7, v13
mov.16b v17, v18
mov.16b v16, v10
orr.8b v22, v2, v13
mov.8b v18, v14
orr.8b v8, v30, v24
orr.8b v1, v27, v31
pmull.8h v24, v15, v29
pmull.8h v8, v30, v12
pmull.8h v6, v14, v8
pmull.8h v16, v7, v9
pmull2.8h v27, v10, v25
pmull2.8h v26, v12, v23
pmull2.8h v15, v22, v20
pmull2.8h v13, v27, v4
pmul.16b v3, v25, v10
pmul.16b v25, v4, v14
pmul.16b v29, v10, v19
pmul.16b v9, v28, v4
pmul.8b v8, v3, v0
pmul.8b v29, v26, v30
pmul.8b v6, v8, v16
pmul.8b v5, v10, v13
raddhn.2s v2, v28, v29
raddhn.2s v22, v14, v26
raddhn.2s v18, v12, v4
raddhn.2s v26, v29, v28
raddhn2.4s v30, v2, v16
raddhn2.4s v30, v2, v4
raddhn2.4s v12, v25, v20
raddhn2.4s v24, v24, v30
raddhn.4h v12, v11, v29
raddhn.4h v11, v6, v3
raddhn.4h v25, v4, v0
raddhn.4h v25, v20, v28
raddhn2.8h v19, v23, v2
raddhn2.8h v27, v23, v26
raddhn2.8h v13, v20, v18
raddhn2.8h v14, v12, v16
raddhn.8b v9, v7, v6
raddhn.8b v9, v28, v11
raddhn.8b v5, v14, v24
raddhn.8b v15, v20, v13
raddhn2.16b v6, v10, v16
raddhn2.16b v14, v26, v10
raddhn2.16b v12, v10, v9
raddhn2.16b v9, v16, v13
rbit.16b v5, v16
rbit.16b v13, v24
rbit.16b v20, v18
rbit.16b v23, v15
rbit.8b v28, v30
rbit.8b v21, v5
rbit.8b v5, v24
rbit.8b v22, v14
rev16.16b v14, v19
rev16.16b v5, v27
rev16.16b v18, v25
rev16.16b v10, v28
rev16.8b v27, v4
rev16.8b v11, v18
rev16.8b v12, v19
rev16.8b v16, v4
rev32.16b v18, v26
rev32.16b v17, v31
rev32.16b v26, v31
rev32.16b v15, v18
rev32.4h v19, v1
rev32.4h v5, v11
rev32.4h v29, v5
rev32.4h v19, v18
rev32.8b v25, v1
rev32.8b v25, v26
rev32.8b v22, v3
rev32.8b v12, v23
rev32.8h v12, v26
rev32.8h v0, v28
rev32.8h v5, v21
rev32.8h v22, v10
rev64.16b v7, v3
rev64.16b v3, v13
rev64.16b v1, v30
rev64.16b v31, v9
rev64.2s v20, v17
rev64.2s v1, v8
rev64.2s v4, v2
rev64.2s v2, v0
rev64.4h v3, v19
rev64.4h v27, v17
rev64.4h v15, v8
rev64.4h v12, v19
rev64.4s v11, v4
rev64.4s v0, v17
rev64.4s v12, v18
rev64.4s v6, v21
rev64.8b v12, v30
rev64.8b v7, v22
rev64.8b v30, v27
rev64.8b v9, v8
rev64.8h v23, v6
rev64.8h v9, v13
rev64.8h v0, v27
rev64.8h v24, v12
rshrn.2s v11, v5, #31
rshrn.2s v11, v14, #5
rshrn.2s v10, v27, #14
rshrn.2s v31, v18, #11
rshrn2.4s v25, v5, #30
rshrn2.4s v6, v12, #13
rshrn2.4s v10, v10, #1
rshrn2.4s v0, v29, #18
rshrn.4h v17, v19, #10
rshrn.4h v17, v23, #1
rshrn.4h v3, v4, #8
rshrn.4h v10, v7, #11
rshrn2.8h v14, v0, #1
rshrn2.8h v9, v3, #8
rshrn2.8h v10, v31, #5
rshrn2.8h v15, v4, #16
rshrn.8b v24, v22, #1
rshrn.8b v24, v4, #6
rshrn.8b v3, v22, #7
rshrn.8b v2, v12, #7
rshrn2.16b v20, v31, #7
rshrn2.16b v12, v20, #7
rshrn2.16b v28, v4, #1
rshrn2.16b v5, v21, #1
rsubhn.2s v14, v25, v18
rsubhn.2s v4, v31, v12
rsubhn.2s v22, v27, v17
rsubhn.2s v25, v16, v18
rsubhn2.4s v15, v12, v21
rsubhn2.4s v6, v2, v26
rsubhn2.4s v27, v0, v30
rsubhn2.4s v19, v30, v19
rsubhn.4h v10, v8, v18
rsubhn.4h v11, v14, v5
rsubhn.4h v17, v3, v13
rsubhn.4h v0, v21, v5
rsubhn2.8h v26, v10, v29
rsubhn2.8h v13, v3, v13
rsubhn2.8h v17, v28, v23
rsubhn2.8h v30, v9, v3
rsubhn.8b v26, v1, v25
rsubhn.8b v17, v22, v30
rsubhn.8b v19, v28, v24
rsubhn.8b v17, v5, v22
rsubhn2.16b v29, v24, v4
rsubhn2.16b v9, v3, v19
rsubhn2.16b v15, v5, v25
rsubhn2.16b v3, v15, v19
sabal.2d v19, v27, v14
sabal.2d v13, v22, v19
sabal.2d v25, v12, v24
sabal.2d v25, v30, v6
sabal2.2d v5, v22, v26
sabal2.2d v19, v8, v14
sabal2.2d v29, v29, v2
sabal2.2d v21, v11, v9
sabal.4s v9, v24, v14
sabal.4s v4, v8, v28
sabal.4s v18, v20, v30
sabal.4s v27, v5, v11
sabal2.4s v10, v18, v13
sabal2.4s v21, v24, v0
sabal2.4s v16, v24, v10
sabal2.4s v31, v29, v8
sabal.8h v24, v27, v5
sabal.8h v14, v12, v21
sabal.8h v24, v30, v24
sabal.8h v25, v11, v12
sabal2.8h v24, v25, v6
sabal2.8h v30, v13, v0
sabal2.8h v6, v29, v4
sabal2.8h v25, v31, v26
saba.16b v10, v31, v9
saba.16b v4, v21, v0
saba.16b v29, v16, v16
saba.16b v17, v10, v17
saba.2s v5, v9, v4
saba.2s v29, v10, v13
saba.2s v28, v22, v28
saba.2s v10, v24, v18
saba.4h v0, v30, v22
saba.4h v26, v29, v24
saba.4h v29, v9, v17
saba.4h v13, v17, v30
saba.4s v2, v14, v17
saba.4s v24, v5, v9
saba.4s v4, v28, v27
saba.4s v12, v25, v15
saba.8b v29, v18, v24
saba.8b v26, v12, v20
saba.8b v5, v5, v23
saba.8b v16, v8, v20
saba.8h v1, v23, v5
saba.8h v31, v17, v29
saba.8h v26, v21, v18
saba.8h v3, v23, v1
sabdl.2d v7, v5, v5
sabdl.2d v31, v14, v2
sabdl.2d v5, v23, v3
sabdl.2d v22, v19, v9
sabdl2.2d v1, v10, v5
sabdl2.2d v31, v30, v27
sabdl2.2d v12, v16, v3
sabdl2.2d v18, v15, v19
sabdl.4s v15, v10, v11
sabdl.4s v20, v10, v29
sabdl.4s v0, v0, v8
sabdl.4s v24, v25, v25
sabdl2.4s v9, v5, v7
sabdl2.4s v1, v14, v25
sabdl2.4s v10, v23, v31
sabdl2.4s v13, v24, v23
sabdl.8h v2, v24, v22
sabdl.8h v0, v11, v12
sabdl.8h v18, v9, v31
sabdl.8h v14, v3, v14
sabdl2.8h v6, v18, v20
sabdl2.8h v11, v24, v29
sabdl2.8h v31, v20, v16
sabdl2.8h v14, v11, v3
sabd.16b v28, v0, v20
sabd.16b v12, v22, v0
sabd.16b v21, v27, v12
sabd.16b v7, v7, v22
sabd.2s v5, v26, v1
sabd.2s v0, v4, v14
sabd.2s v19, v27, v15
sabd.2s v13, v24, v5
sabd.4h v5, v1, v21
sabd.4h v8, v20, v18
sabd.4h v5, v13, v7
sabd.4h v26, v19, v19
sabd.4s v5, v29, v1
sabd.4s v0, v1, v6
sabd.4s v8, v30, v2
sabd.4s v1, v27, v13
sabd.8b v9, v23, v22
sabd.8b v25, v14, v1
sabd.8b v27, v15, v14
sabd.8b v31, v13, v29
sabd.8h v19, v27, v30
sabd.8h v22, v25, v22
sabd.8h v24, v3, v6
sabd.8h v10, v16, v16
sadalp.1d v21, v7
sadalp.1d v26, v30
sadalp.1d v11, v22
sadalp.1d v5, v19
sadalp.2d v6, v18
sadalp.2d v15, v17
sadalp.2d v30, v5
sadalp.2d v30, v26
sadalp.2s v24, v18
sadalp.2s v24, v4
sadalp.2s v7, v2
sadalp.2s v11, v6
sadalp.4h v14, v11
sadalp.4h v18, v8
sadalp.4h v26, v29
sadalp.4h v16, v2
sadalp.4s v8, v31
sadalp.4s v5, v1
sadalp.4s v4, v15
sadalp.4s v11, v6
sadalp.8h v29, v7
sadalp.8h v21, v18
sadalp.8h v9, v28
sadalp.8h v12, v24
saddlp.1d v11, v29
saddlp.1d v23, v7
saddlp.1d v28, v23
saddlp.1d v2, v28
saddlp.2d v14, v6
saddlp.2d v8, v13
saddlp.2d v15, v12
saddlp.2d v26, v21
saddlp.2s v25, v21
saddlp.2s v26, v23
saddlp.2s v11, v2
saddlp.2s v4, v13
saddlp.4h v28, v1
saddlp.4h v15, v9
saddlp.4h v2, v25
saddlp.4h v3, v30
saddlp.4s v15, v17
saddlp.4s v0, v13
saddlp.4s v4, v2
saddlp.4s v18, v6
saddlp.8h v8, v10
saddlp.8h v21, v31
saddlp.8h v20, v16
saddlp.8h v11, v20
saddlv.16b h24, v11
saddlv.16b h15, v12
saddlv.16b h8, v6
saddlv.16b h18, v27
saddlv.4h s6, v24
saddlv.4h s31, v21
saddlv.4h s22, v10
saddlv.4h s5, v12
saddlv.4s d4, v29
saddlv.4s d30, v7
saddlv.4s d2, v31
saddlv.4s d20, v27
saddlv.8b h2, v31
saddlv.8b h4, v21
saddlv.8b h22, v7
saddlv.8b h16, v13
saddlv.8h s14, v10
saddlv.8h s4, v24
saddlv.8h s1, v0
saddlv.8h s7, v30
saddl.2d v22, v19, v21
saddl.2d v7, v7, v10
saddl.2d v11, v21, v24
saddl.2d v18, v28, v5
saddl2.2d v7, v11, v30
saddl2.2d v27, v11, v3
saddl2.2d v18, v12, v19
saddl2.2d v4, v20, v0
saddl.4s v15, v4, v26
saddl.4s v4, v9, v0
saddl.4s v26, v14, v3
saddl.4s v5, v21, v18
saddl2.4s v27, v30, v21
saddl2.4s v15, v21, v29
saddl2.4s v12, v5, v13
saddl2.4s v3, v19, v2
saddl.8h v1, v19, v6
saddl.8h v25, v20, v12
saddl.8h v31, v21, v11
saddl.8h v4, v19, v14
saddl2.8h v11, v9, v18
saddl2.8h v23, v21, v17
saddl2.8h v7, v4, v12
saddl2.8h v29, v6, v10
saddw.2d v18, v26, v20
saddw.2d v16, v12, v23
saddw.2d v14, v18, v1
saddw.2d v23, v20, v18
saddw2.2d v29, v19, v5
saddw2.2d v15, v18, v7
saddw2.2d v3, v4, v29
saddw2.2d v5, v28, v8
saddw.4s v6, v18, v17
saddw.4s v30, v0, v8
saddw.4s v17, v24, v25
saddw.4s v15, v26, v12
saddw2.4s v19, v3, v29
saddw2.4s v1, v18, v14
saddw2.4s v5, v22, v15
saddw2.4s v18, v26, v11
saddw.8h v30, v13, v30
saddw.8h v9, v5, v25
saddw.8h v0, v26, v27
saddw.8h v10, v30, v0
saddw2.8h v13, v21, v18
saddw2.8h v18, v31, v10
saddw2.8h v27, v9, v11
saddw2.8h v27, v22, v14
scvtf.2d v10, v17, #31
scvtf.2d v4, v30, #8
scvtf.2d v2, v11, #21
scvtf.2d v29, v8, #46
scvtf.2s v27, v2, #2
scvtf.2s v5, v30, #6
scvtf.2s v16, v15, #19
scvtf.2s v12, v23, #19
scvtf.4s v0, v12, #1
scvtf.4s v0, v23, #11
scvtf.4s v3, v20, #23
scvtf.4s v9, v20, #23
scvtf.2d v8, v27
scvtf.2d v21, v3
scvtf.2d v10, v5
scvtf.2d v21, v7
scvtf.2s v4, v29
scvtf.2s v0, v15
scvtf.2s v16, v12
scvtf.2s v14, v28
scvtf.4s v12, v24
scvtf.4s v2, v14
scvtf.4s v21, v12
scvtf.4s v31, v29
shadd.16b v17, v16, v17
shadd.16b v12, v7, v17
shadd.16b v5, v0, v27
shadd.16b v6, v29, v19
shadd.2s v4, v18, v8
shadd.2s v9, v14, v5
shadd.2s v7, v3, v3
shadd.2s v27, v21, v14
shadd.4h v27, v20, v14
shadd.4h v8, v2, v27
shadd.4h v19, v9, v4
shadd.4h v0, v13, v19
shadd.4s v8, v4, v24
shadd.4s v0, v24, v21
shadd.4s v28, v0, v30
shadd.4s v30, v24, v30
shadd.8b v8, v16, v6
shadd.8b v25, v18, v15
shadd.8b v26, v19, v2
shadd.8b v0, v16, v5
shadd.8h v20, v17, v20
shadd.8h v23, v13, v27
shadd.8h v16, v3, v16
shadd.8h v11, v12, v15
shll.2d v22, v5, #32
shll.2d v16, v26, #32
shll.2d v29, v28, #32
shll.2d v8, v13, #32
shll2.2d v0, v14, #32
shll2.2d v14, v13, #32
shll2.2d v18, v31, #32
shll2.2d v3, v28, #32
shll.4s v6, v7, #16
shll.4s v14, v21, #16
shll.4s v25, v14, #16
shll.4s v28, v15, #16
shll2.4s v2, v15, #16
shll2.4s v12, v21, #16
shll2.4s v5, v3, #16
shll2.4s v18, v7, #16
shll.8h v31, v29, #8
shll.8h v16, v20, #8
shll.8h v6, v27, #8
shll.8h v12, v25, #8
shll2.8h v17, v7, #8
shll2.8h v22, v20, #8
shll2.8h v0, v18, #8
shll2.8h v27, v13, #8
shl.16b v22, v10, #7
shl.16b v30, v24, #7
shl.16b v8, v8, #0
shl.16b v30, v10, #1
shl.2d v5, v12, #31
shl.2d v3, v18, #33
shl.2d v28, v20, #48
shl.2d v28, v18, #49
shl.2s v2, v8, #16
shl.2s v5, v16, #4
shl.2s v14, v27, #23
shl.2s v6, v30, #2
shl.4h v19, v26, #0
shl.4h v8, v28, #0
shl.4h v14, v21, #2
shl.4h v10, v5, #8
shl.4s v17, v3, #26
shl.4s v18, v14, #22
shl.4s v20, v26, #13
shl.4s v9, v6, #8
shl.8b v5, v10, #2
shl.8b v11, v7, #3
shl.8b v4, v10, #0
shl.8b v7, v17, #3
shl.8h v31, v7, #9
shl.8h v29, v24, #7
shl.8h v28, v1, #9
shl.8h v16, v14, #9
shrn.2s v22, v19, #20
shrn.2s v31, v22, #14
shrn.2s v30, v25, #28
shrn.2s v12, v18, #2
shrn2.4s v8, v10, #1
shrn2.4s v10, v2, #11
shrn2.4s v31, v21, #1
shrn2.4s v17, v25, #31
shrn.4h v30, v11, #8
shrn.4h v18, v2, #10
shrn.4h v27, v2, #16
shrn.4h v25, v23, #13
shrn2.8h v7, v31, #5
shrn2.8h v22, v0, #11
shrn2.8h v4, v24, #15
shrn2.8h v15, v20, #14
shrn.8b v17, v16, #8
shrn.8b v7, v13, #5
shrn.8b v7, v26, #3
shrn.8b v28, v6, #1
shrn2.16b v4, v0, #1
shrn2.16b v15, v3, #2
shrn2.16b v23, v3, #1
shrn2.16b v17, v4, #6
shsub.16b v13, v1, v2
shsub.16b v14, v15, v11
shsub.16b v13, v18, v15
shsub.16b v12, v8, v20
shsub.2s v12, v11, v23
shsub.2s v19, v3, v26
shsub.2s v29, v27, v21
shsub.2s v7, v29, v6
shsub.4h v17, v29, v21
shsub.4h v7, v26, v19
shsub.4h v12, v5, v11
shsub.4h v23, v3, v18
shsub.4s v9, v29, v4
shsub.4s v1, v11, v10
shsub.4s v22, v18, v6
shsub.4s v6, v5, v6
shsub.8b v27, v11, v21
shsub.8b v5, v22, v14
shsub.8b v2, v14, v28
shsub.8b v3, v16, v12
shsub.8h v3, v26, v18
shsub.8h v28, v2, v6
shsub.8h v20, v11, v26
shsub.8h v11, v29, v15
sli.16b v3, v18, #1
sli.16b v27, v11, #2
sli.16b v18, v12, #3
sli.16b v24, v27, #6
sli.2d v4, v29, #21
sli.2d v13, v11, #13
sli.2d v7, v3, #38
sli.2d v0, v7, #0
sli.2s v28, v10, #15
sli.2s v12, v11, #8
sli.2s v5, v10, #9
sli.2s v11, v23, #1
sli.4h v21, v0, #3
sli.4h v6, v6, #8
sli.4h v22, v9, #2
sli.4h v20, v18, #1
sli.4s v31, v9, #5
sli.4s v9, v28, #31
sli.4s v14, v5, #0
sli.4s v26, v24, #0
sli.8b v26, v22, #1
sli.8b v23, v3, #4
sli.8b v5, v19, #5
sli.8b v31, v1, #7
sli.8h v2, v5, #13
sli.8h v16, v7, #10
sli.8h v12, v22, #15
sli.8h v21, v28, #3
smaxp.16b v23, v23, v3
smaxp.16b v20, v3, v7
smaxp.16b v28, v9, v3
smaxp.16b v30, v10, v5
smaxp.2s v20, v0, v4
smaxp.2s v31, v15, v8
smaxp.2s v0, v26, v21
smaxp.2s v8, v31, v19
smaxp.4h v19, v21, v0
smaxp.4h v18, v17, v22
smaxp.4h v6, v30, v22
smaxp.4h v17, v10, v15
smaxp.4s v20, v12, v23
smaxp.4s v9, v18, v6
smaxp.4s v21, v11, v1
smaxp.4s v18, v27, v27
smaxp.8b v13, v1, v16
smaxp.8b v0, v7, v29
smaxp.8b v11, v5, v27
smaxp.8b v17, v31, v17
smaxp.8h v31, v22, v28
smaxp.8h v15, v15, v21
smaxp.8h v0, v23, v8
smaxp.8h v19, v21, v17
smaxv.16b b10, v2
smaxv.16b b15, v9
smaxv.16b b8, v3
smaxv.16b b8, v15
smaxv.4h h21, v5
smaxv.4h h16, v30
smaxv.4h h29, v11
smaxv.4h h30, v22
smaxv.4s s29, v12
smaxv.4s s5, v28
smaxv.4s s5, v31
smaxv.4s s24, v25
smaxv.8b b24, v23
smaxv.8b b21, v12
smaxv.8b b1, v2
smaxv.8b b17, v25
smaxv.8h h25, v24
smaxv.8h h21, v21
smaxv.8h h22, v12
smaxv.8h h8, v9
smax.16b v26, v3, v30
smax.16b v20, v21, v26
smax.16b v4, v20, v1
smax.16b v23, v4, v10
smax.2s v6, v25, v17
smax.2s v17, v14, v15
smax.2s v3, v4, v18
smax.2s v2, v16, v9
smax.4h v25, v31, v10
smax.4h v18, v3, v0
smax.4h v1, v4, v5
smax.4h v15, v10, v10
smax.4s v26, v10, v16
smax.4s v29, v13, v24
smax.4s v21, v3, v11
smax.4s v22, v6, v6
smax.8b v1, v11, v16
smax.8b v11, v1, v31
smax.8b v12, v16, v6
smax.8b v2, v10, v23
smax.8h v7, v4, v0
smax.8h v17, v24, v15
smax.8h v15, v11, v6
smax.8h v31, v28, v1
sminp.16b v21, v10, v10
sminp.16b v18, v2, v18
sminp.16b v30, v21, v4
sminp.16b v0, v6, v18
sminp.2s v3, v14, v11
sminp.2s v9, v25, v22
sminp.2s v8, v29, v4
sminp.2s v6, v15, v30
sminp.4h v15, v14, v28
sminp.4h v15, v9, v12
sminp.4h v29, v13, v7
sminp.4h v3, v19, v13
sminp.4s v24, v24, v5
sminp.4s v5, v3, v18
sminp.4s v20, v10, v10
sminp.4s v31, v6, v4
sminp.8b v30, v7, v25
sminp.8b v25, v12, v6
sminp.8b v7, v17, v11
sminp.8b v22, v18, v4
sminp.8h v22, v19, v7
sminp.8h v25, v0, v9
sminp.8h v7, v30, v25
sminp.8h v6, v24, v29
sminv.16b b10, v26
sminv.16b b10, v5
sminv.16b b13, v0
sminv.16b b20, v9
sminv.4h h18, v30
sminv.4h h17, v27
sminv.4h h21, v6
sminv.4h h12, v22
sminv.4s s29, v0
sminv.4s s9, v20
sminv.4s s1, v30
sminv.4s s4, v12
sminv.8b b15, v6
sminv.8b b20, v28
sminv.8b b16, v14
sminv.8b b5, v11
sminv.8h h28, v24
sminv.8h h21, v3
sminv.8h h8, v11
sminv.8h h21, v19
smin.16b v20, v3, v13
smin.16b v30, v28, v12
smin.16b v3, v18, v1
smin.16b v6, v8, v1
smin.2s v23, v27, v31
smin.2s v6, v13, v28
smin.2s v12, v19, v4
smin.2s v10, v30, v5
smin.4h v12, v24, v9
smin.4h v18, v31, v29
smin.4h v30, v26, v29
smin.4h v0, v29, v1
smin.4s v6, v16, v19
smin.4s v9, v2, v23
smin.4s v31, v12, v18
smin.4s v0, v12, v20
smin.8b v21, v8, v12
smin.8b v10, v26, v11
smin.8b v2, v7, v17
smin.8b v24, v21, v10
smin.8h v4, v5, v18
smin.8h v14, v23, v31
smin.8h v30, v11, v15
smin.8h v22, v19, v25
smlal.2d v29, v8, v6[0]
smlal.2d v20, v8, v28[3]
smlal.2d v20, v13, v17[0]
smlal.2d v19, v19, v31[3]
smlal2.2d v18, v25, v3[2]
smlal2.2d v19, v12, v19[3]
smlal2.2d v28, v16, v3[2]
smlal2.2d v17, v1, v1[1]
smlal.4s v24, v6, v7[2]
smlal.4s v13, v15, v7[4]
smlal.4s v0, v19, v3[2]
smlal.4s v31, v18, v0[0]
smlal2.4s v26, v27, v6[3]
smlal2.4s v31, v6, v5[7]
smlal2.4s v20, v4, v2[3]
smlal2.4s v30, v18, v6[5]
smlal.2d v7, v10, v2
smlal.2d v5, v14, v12
smlal.2d v2, v3, v7
smlal.2d v18, v30, v5
smlal2.2d v9, v12, v26
smlal2.2d v0, v14, v3
smlal2.2d v5, v29, v3
smlal2.2d v13, v13, v21
smlal.4s v27, v31, v6
smlal.4s v10, v12, v8
smlal.4s v18, v15, v3
smlal.4s v6, v19, v29
smlal2.4s v4, v3, v2
smlal2.4s v26, v6, v9
smlal2.4s v26, v22, v18
smlal2.4s v12, v11, v26
smlal.8h v29, v16, v25
smlal.8h v26, v11, v15
smlal.8h v3, v29, v2
smlal.8h v14, v8, v13
smlal2.8h v0, v10, v18
smlal2.8h v1, v25, v30
smlal2.8h v28, v26, v16
smlal2.8h v25, v27, v30
smlsl.2d v29, v10, v15[0]
smlsl.2d v3, v4, v6[0]
smlsl.2d v1, v11, v10[2]
smlsl.2d v18, v31, v1[0]
smlsl2.2d v31, v17, v15[1]
smlsl2.2d v26, v3, v9[2]
smlsl2.2d v21, v14, v26[1]
smlsl2.2d v3, v23, v4[0]
smlsl.4s v1, v24, v6[0]
smlsl.4s v24, v13, v4[4]
smlsl.4s v5, v5, v12[6]
smlsl.4s v22, v17, v2[5]
smlsl2.4s v31, v8, v8[7]
smlsl2.4s v9, v27, v9[1]
smlsl2.4s v28, v8, v14[7]
smlsl2.4s v3, v21, v6[0]
smlsl.2d v12, v28, v1
smlsl.2d v29, v12, v14
smlsl.2d v21, v27, v30
smlsl.2d v30, v15, v23
smlsl2.2d v17, v20, v12
smlsl2.2d v23, v17, v26
smlsl2.2d v14, v10, v31
smlsl2.2d v4, v2, v25
smlsl.4s v6, v26, v10
smlsl.4s v10, v21, v11
smlsl.4s v24, v6, v27
smlsl.4s v16, v20, v18
smlsl2.4s v20, v19, v21
smlsl2.4s v28, v3, v4
smlsl2.4s v25, v28, v23
smlsl2.4s v20, v27, v22
smlsl.8h v29, v5, v2
smlsl.8h v11, v19, v28
smlsl.8h v25, v31, v14
smlsl.8h v30, v28, v16
smlsl2.8h v20, v14, v3
smlsl2.8h v22, v12, v5
smlsl2.8h v23, v29, v26
smlsl2.8h v29, v16, v11
smov.b w23, v13[7]
smov.b w17, v18[0]
smov.b w4, v1[13]
smov.b w21, v26[10]
smov.h w30, v17[6]
smov.h w11, v3[7]
smov.h w26, v13[7]
smov.h w0, v9[4]
smov.b x12, v24[3]
smov.b x27, v3[4]
smov.b x15, v7[11]
smov.b x25, v11[14]
smov.h x29, v15[2]
smov.h x11, v16[1]
smov.h x5, v30[4]
smov.h x24, v13[2]
smov.s xzr, v22[0]
smov.s x26, v5[3]
smov.s x26, v26[1]
smov.s x25, v27[0]
smull.2d v19, v0, v18[2]
smull.2d v25, v18, v16[0]
smull.2d v2, v9, v9[2]
smull.2d v23, v28, v21[3]
smull2.2d v25, v6, v9[1]
smull2.2d v11, v25, v14[3]
smull2.2d v0, v0, v9[3]
smull2.2d v21, v14, v9[3]
smull.4s v12, v18, v5[1]
smull.4s v18, v11, v5[0]
smull.4s v17, v12, v3[3]
smull.4s v9, v28, v2[0]
smull2.4s v31, v19, v2[7]
smull2.4s v29, v19, v6[2]
smull2.4s v23, v22, v1[0]
smull2.4s v28, v29, v11[1]
smull.2d v1, v20, v8
smull.2d v20, v14, v11
smull.2d v7, v16, v0
smull.2d v21, v15, v25
smull2.2d v19, v11, v3
smull2.2d v25, v23, v8
smull2.2d v3, v11, v27
smull2.2d v13, v27, v29
smull.4s v13, v14, v16
smull.4s v5, v31, v14
smull.4s v25, v24, v29
smull.4s v6, v18, v8
smull2.4s v29, v19, v1
smull2.4s v18, v22, v21
smull2.4s v25, v31, v17
smull2.4s v27, v13, v12
smull.8h v12, v5, v24
smull.8h v12, v16, v1
smull.8h v2, v28, v27
smull.8h v16, v8, v21
smull2.8h v7, v12, v14
smull2.8h v22, v6, v22
smull2.8h v11, v31, v23
smull2.8h v25, v3, v4
sqabs.16b v2, v8
sqabs.16b v3, v14
sqabs.16b v28, v15
sqabs.16b v17, v29
sqabs.2d v2, v11
sqabs.2d v21, v16
sqabs.2d v0, v20
sqabs.2d v3, v9
sqabs.2s v9, v31
sqabs.2s v6, v17
sqabs.2s v3, v21
sqabs.2s v6, v24
sqabs.4h v30, v18
sqabs.4h v26, v5
sqabs.4h v16, v2
sqabs.4h v19, v13
sqabs.4s v21, v5
sqabs.4s v3, v1
sqabs.4s v0, v23
sqabs.4s v22, v14
sqabs.8b v30, v12
sqabs.8b v20, v9
sqabs.8b v18, v14
sqabs.8b v31, v10
sqabs.8h v4, v16
sqabs.8h v18, v19
sqabs.8h v30, v9
sqabs.8h v25, v27
sqadd.16b v16, v10, v3
sqadd.16b v1, v6, v15
sqadd.16b v14, v16, v28
sqadd.16b v7, v2, v29
sqadd.2d v3, v11, v8
sqadd.2d v8, v10, v22
sqadd.2d v24, v14, v10
sqadd.2d v29, v16, v28
sqadd.2s v25, v6, v20
sqadd.2s v30, v22, v24
sqadd.2s v4, v7, v31
sqadd.2s v10, v27, v27
sqadd.4h v7, v29, v14
sqadd.4h v22, v5, v6
sqadd.4h v12, v9, v27
sqadd.4h v25, v6, v25
sqadd.4s v8, v25, v9
sqadd.4s v28, v25, v25
sqadd.4s v21, v30, v0
sqadd.4s v22, v8, v18
sqadd.8b v6, v28, v9
sqadd.8b v9, v19, v4
sqadd.8b v11, v7, v26
sqadd.8b v26, v21, v24
sqadd.8h v11, v5, v27
sqadd.8h v21, v30, v29
sqadd.8h v30, v0, v22
sqadd.8h v19, v14, v23
sqdmlal.h s8, h15, v7[2]
sqdmlal.h s3, h6, v1[5]
sqdmlal.h s18, h18, v14[5]
sqdmlal.h s1, h5, v0[1]
sqdmlal.s d5, s12, v14[2]
sqdmlal.s d14, s24, v3[1]
sqdmlal.s d21, s7, v16[1]
sqdmlal.s d17, s29, v17[2]
sqdmlal.2d v24, v30, v3[0]
sqdmlal.2d v4, v31, v13[1]
sqdmlal.2d v11, v23, v8[1]
sqdmlal.2d v9, v2, v12[3]
sqdmlal2.2d v0, v3, v18[1]
sqdmlal2.2d v25, v30, v23[1]
sqdmlal2.2d v18, v3, v11[1]
sqdmlal2.2d v20, v18, v8[2]
sqdmlal.4s v15, v27, v6[7]
sqdmlal.4s v18, v24, v7[6]
sqdmlal.4s v22, v16, v15[3]
sqdmlal.4s v2, v8, v14[3]
sqdmlal2.4s v23, v5, v6[6]
sqdmlal2.4s v24, v15, v0[7]
sqdmlal2.4s v8, v3, v8[2]
sqdmlal2.4s v25, v7, v7[1]
sqdmlal.2d v12, v24, v22
sqdmlal.2d v20, v26, v3
sqdmlal.2d v18, v21, v21
sqdmlal.2d v11, v27, v16
sqdmlal2.2d v29, v17, v26
sqdmlal2.2d v20, v20, v20
sqdmlal2.2d v12, v19, v22
sqdmlal2.2d v14, v31, v5
sqdmlal.4s v24, v5, v0
sqdmlal.4s v17, v3, v29
sqdmlal.4s v1, v23, v11
sqdmlal.4s v10, v3, v25
sqdmlal2.4s v21, v2, v31
sqdmlal2.4s v30, v28, v9
sqdmlal2.4s v6, v2, v27
sqdmlal2.4s v20, v23, v18
sqdmlsl.h s1, h31, v2[3]
sqdmlsl.h s30, h17, v4[7]
sqdmlsl.h s5, h2, v6[5]
sqdmlsl.h s2, h27, v13[0]
sqdmlsl.s d13, s19, v4[0]
sqdmlsl.s d18, s7, v14[1]
sqdmlsl.s d30, s2, v14[3]
sqdmlsl.s d4, s27, v8[0]
sqdmlsl.2d v7, v6, v18[3]
sqdmlsl.2d v8, v31, v9[0]
sqdmlsl.2d v0, v18, v16[2]
sqdmlsl.2d v6, v12, v18[1]
sqdmlsl2.2d v24, v6, v0[0]
sqdmlsl2.2d v8, v12, v11[0]
sqdmlsl2.2d v10, v14, v8[2]
sqdmlsl2.2d v18, v31, v16[2]
sqdmlsl.4s v24, v0, v7[5]
sqdmlsl.4s v23, v3, v4[6]
sqdmlsl.4s v21, v9, v12[4]
sqdmlsl.4s v6, v2, v12[3]
sqdmlsl2.4s v1, v27, v9[6]
sqdmlsl2.4s v17, v12, v3[2]
sqdmlsl2.4s v28, v26, v5[4]
sqdmlsl2.4s v12, v0, v4[0]
sqdmlsl.2d v21, v25, v22
sqdmlsl.2d v19, v29, v7
sqdmlsl.2d v11, v1, v29
sqdmlsl.2d v3, v2, v5
sqdmlsl2.2d v28, v21, v14
sqdmlsl2.2d v26, v5, v7
sqdmlsl2.2d v14, v28, v26
sqdmlsl2.2d v10, v19, v8
sqdmlsl.4s v5, v7, v15
sqdmlsl.4s v18, v5, v15
sqdmlsl.4s v6, v12, v24
sqdmlsl.4s v4, v28, v9
sqdmlsl2.4s v2, v25, v0
sqdmlsl2.4s v9, v27, v31
sqdmlsl2.4s v2, v12, v16
sqdmlsl2.4s v27, v23, v25
sqdmulh.h h5, h24, v15[4]
sqdmulh.h h20, h26, v4[2]
sqdmulh.h h14, h24, v5[2]
sqdmulh.h h27, h28, v3[2]
sqdmulh.s s3, s14, v23[0]
sqdmulh.s s1, s31, v7[1]
sqdmulh.s s2, s1, v25[1]
sqdmulh.s s28, s0, v7[1]
sqdmulh.2s v30, v10, v6[2]
sqdmulh.2s v17, v29, v29[3]
sqdmulh.2s v14, v27, v21[3]
sqdmulh.2s v13, v11, v23[2]
sqdmulh.4h v15, v17, v2[1]
sqdmulh.4h v7, v6, v13[0]
sqdmulh.4h v13, v28, v2[0]
sqdmulh.4h v24, v14, v8[2]
sqdmulh.4s v30, v20, v12[3]
sqdmulh.4s v12, v0, v6[3]
sqdmulh.4s v3, v4, v19[2]
sqdmulh.4s v3, v31, v3[2]
sqdmulh.8h v1, v26, v5[0]
sqdmulh.8h v7, v2, v9[1]
sqdmulh.8h v9, v0, v11[0]
sqdmulh.8h v15, v23, v7[4]
sqdmulh.2s v8, v11, v16
sqdmulh.2s v8, v26, v0
sqdmulh.2s v12, v0, v28
sqdmulh.2s v21, v20, v8
sqdmulh.4h v2, v26, v16
sqdmulh.4h v7, v30, v19
sqdmulh.4h v28, v25, v14
sqdmulh.4h v24, v10, v5
sqdmulh.4s v26, v21, v16
sqdmulh.4s v1, v12, v17
sqdmulh.4s v18, v17, v18
sqdmulh.4s v19, v14, v24
sqdmulh.8h v16, v29, v23
sqdmulh.8h v9, v26, v4
sqdmulh.8h v22, v15, v23
sqdmulh.8h v9, v24, v23
sqdmull.h s1, h26, v7[7]
sqdmull.h s12, h13, v10[7]
sqdmull.h s0, h17, v1[4]
sqdmull.h s4, h11, v0[0]
sqdmull.s d11, s28, v10[1]
sqdmull.s d2, s2, v28[0]
sqdmull.s d29, s14, v31[1]
sqdmull.s d0, s5, v18[1]
sqdmull.2d v8, v24, v23[0]
sqdmull.2d v21, v25, v7[0]
sqdmull.2d v23, v23, v22[1]
sqdmull.2d v21, v15, v1[1]
sqdmull2.2d v25, v9, v28[1]
sqdmull2.2d v26, v12, v21[3]
sqdmull2.2d v2, v8, v0[0]
sqdmull2.2d v19, v29, v4[3]
sqdmull.4s v9, v2, v13[7]
sqdmull.4s v24, v7, v10[7]
sqdmull.4s v8, v15, v11[5]
sqdmull.4s v13, v22, v5[2]
sqdmull2.4s v30, v24, v6[7]
sqdmull2.4s v27, v28, v15[0]
sqdmull2.4s v12, v8, v8[0]
sqdmull2.4s v11, v28, v14[7]
sqdmull.2d v27, v5, v7
sqdmull.2d v0, v3, v7
sqdmull.2d v9, v10, v11
sqdmull.2d v11, v3, v19
sqdmull2.2d v8, v29, v12
sqdmull2.2d v27, v19, v10
sqdmull2.2d v20, v18, v10
sqdmull2.2d v20, v12, v20
sqdmull.4s v27, v14, v23
sqdmull.4s v12, v0, v23
sqdmull.4s v15, v4, v31
sqdmull.4s v19, v12, v15
sqdmull2.4s v5, v1, v29
sqdmull2.4s v4, v11, v15
sqdmull2.4s v0, v21, v15
sqdmull2.4s v24, v1, v12
sqneg.16b v5, v22
sqneg.16b v27, v8
sqneg.16b v21, v18
sqneg.16b v11, v31
sqneg.2d v29, v22
sqneg.2d v26, v26
sqneg.2d v31, v27
sqneg.2d v22, v26
sqneg.2s v26, v13
sqneg.2s v21, v24
sqneg.2s v30, v1
sqneg.2s v4, v13
sqneg.4h v2, v5
sqneg.4h v14, v5
sqneg.4h v23, v10
sqneg.4h v20, v13
sqneg.4s v7, v16
sqneg.4s v31, v14
sqneg.4s v21, v18
sqneg.4s v4, v28
sqneg.8b v12, v10
sqneg.8b v15, v0
sqneg.8b v3, v13
sqneg.8b v31, v17
sqneg.8h v12, v14
sqneg.8h v24, v18
sqneg.8h v28, v17
sqneg.8h v17, v9
sqrdmulh.h h8, h2, v8[3]
sqrdmulh.h h11, h9, v7[7]
sqrdmulh.h h23, h29, v2[7]
sqrdmulh.h h10, h17, v11[0]
sqrdmulh.s s6, s28, v31[3]
sqrdmulh.s s22, s15, v23[2]
sqrdmulh.s s23, s14, v12[0]
sqrdmulh.s s12, s19, v17[2]
sqrdmulh.2s v21, v29, v19[3]
sqrdmulh.2s v25, v9, v26[0]
sqrdmulh.2s v0, v2, v7[0]
sqrdmulh.2s v27, v18, v4[0]
sqrdmulh.4h v5, v26, v5[2]
sqrdmulh.4h v29, v24, v13[7]
sqrdmulh.4h v26, v7, v9[0]
sqrdmulh.4h v25, v28, v15[0]
sqrdmulh.4s v3, v5, v7[1]
sqrdmulh.4s v20, v0, v25[2]
sqrdmulh.4s v6, v14, v30[0]
sqrdmulh.4s v12, v31, v24[3]
sqrdmulh.8h v21, v20, v6[0]
sqrdmulh.8h v0, v4, v15[2]
sqrdmulh.8h v19, v5, v9[1]
sqrdmulh.8h v23, v26, v9[0]
sqrdmulh.2s v16, v20, v15
sqrdmulh.2s v20, v16, v31
sqrdmulh.2s v18, v31, v27
sqrdmulh.2s v13, v18, v31
sqrdmulh.4h v19, v8, v12
sqrdmulh.4h v2, v8, v21
sqrdmulh.4h v23, v24, v0
sqrdmulh.4h v29, v28, v8
sqrdmulh.4s v10, v12, v25
sqrdmulh.4s v29, v11, v18
sqrdmulh.4s v23, v8, v1
sqrdmulh.4s v19, v29, v17
sqrdmulh.8h v20, v20, v4
sqrdmulh.8h v28, v22, v13
sqrdmulh.8h v29, v28, v3
sqrdmulh.8h v15, v19, v15
sqrshl.16b v8, v27, v28
sqrshl.16b v7, v2, v16
sqrshl.16b v20, v5, v12
sqrshl.16b v24, v5, v21
sqrshl.2d v18, v13, v5
sqrshl.2d v17, v18, v21
sqrshl.2d v27, v26, v5
sqrshl.2d v1, v1, v9
sqrshl.2s v13, v31, v3
sqrshl.2s v12, v14, v14
sqrshl.2s v30, v21, v7
sqrshl.2s v1, v27, v17
sqrshl.4h v24, v29, v9
sqrshl.4h v15, v7, v4
sqrshl.4h v29, v15, v17
sqrshl.4h v9, v9, v21
sqrshl.4s v27, v21, v0
sqrshl.4s v7, v10, v8
sqrshl.4s v1, v7, v8
sqrshl.4s v15, v26, v5
sqrshl.8b v14, v16, v1
sqrshl.8b v8, v13, v4
sqrshl.8b v13, v31, v30
sqrshl.8b v14, v22, v27
sqrshl.8h v1, v15, v29
sqrshl.8h v16, v6, v11
sqrshl.8h v21, v27, v22
sqrshl.8h v11, v9, v3
sqrshrn.2s v20, v12, #4
sqrshrn.2s v9, v18, #32
sqrshrn.2s v3, v17, #1
sqrshrn.2s v18, v22, #25
sqrshrn2.4s v9, v3, #14
sqrshrn2.4s v4, v26, #3
sqrshrn2.4s v8, v1, #30
sqrshrn2.4s v16, v13, #1
sqrshrn.4h v27, v13, #2
sqrshrn.4h v30, v17, #8
sqrshrn.4h v10, v3, #3
sqrshrn.4h v6, v13, #1
sqrshrn2.8h v31, v13, #1
sqrshrn2.8h v0, v24, #5
sqrshrn2.8h v2, v24, #14
sqrshrn2.8h v23, v8, #1
sqrshrn.8b v22, v26, #1
sqrshrn.8b v1, v31, #4
sqrshrn.8b v22, v17, #7
sqrshrn.8b v16, v8, #7
sqrshrn2.16b v31, v25, #8
sqrshrn2.16b v29, v7, #2
sqrshrn2.16b v17, v4, #3
sqrshrn2.16b v10, v24, #2
sqrshrun.2s v22, v25, #30
sqrshrun.2s v10, v23, #3
sqrshrun.2s v12, v19, #4
sqrshrun.2s v9, v10, #24
sqrshrun2.4s v9, v8, #1
sqrshrun2.4s v30, v26, #6
sqrshrun2.4s v28, v25, #12
sqrshrun2.4s v22, v7, #9
sqrshrun.4h v13, v13, #12
sqrshrun.4h v10, v12, #1
sqrshrun.4h v15, v18, #2
sqrshrun.4h v10, v1, #9
sqrshrun2.8h v28, v30, #15
sqrshrun2.8h v5, v31, #2
sqrshrun2.8h v15, v15, #9
sqrshrun2.8h v8, v15, #2
sqrshrun.8b v17, v17, #8
sqrshrun.8b v6, v19, #5
sqrshrun.8b v15, v11, #1
sqrshrun.8b v4, v16, #2
sqrshrun2.16b v25, v31, #1
sqrshrun2.16b v3, v7, #4
sqrshrun2.16b v3, v7, #7
sqrshrun2.16b v17, v26, #8
sqshlu.16b v22, v25, #3
sqshlu.16b v14, v28, #7
sqshlu.16b v31, v24, #1
sqshlu.16b v30, v22, #0
sqshlu.2d v12, v31, #6
sqshlu.2d v27, v5, #0
sqshlu.2d v23, v7, #15
sqshlu.2d v6, v23, #26
sqshlu.2s v18, v4, #31
sqshlu.2s v11, v10, #0
sqshlu.2s v5, v7, #1
sqshlu.2s v27, v15, #18
sqshlu.4h v23, v27, #13
sqshlu.4h v26, v26, #14
sqshlu.4h v8, v5, #0
sqshlu.4h v19, v2, #10
sqshlu.4s v12, v27, #0
sqshlu.4s v27, v24, #31
sqshlu.4s v25, v4, #15
sqshlu.4s v23, v10, #6
sqshlu.8b v23, v30, #2
sqshlu.8b v29, v25, #1
sqshlu.8b v9, v3, #5
sqshlu.8b v16, v26, #1
sqshlu.8h v31, v20, #1
sqshlu.8h v10, v4, #8
sqshlu.8h v28, v23, #12
sqshlu.8h v3, v3, #7
sqshl.16b v29, v6, #7
sqshl.16b v24, v18, #5
sqshl.16b v11, v6, #6
sqshl.16b v3, v4, #1
sqshl.2d v1, v24, #12
sqshl.2d v22, v29, #16
sqshl.2d v31, v4, #37
sqshl.2d v31, v15, #49
sqshl.2s v23, v28, #29
sqshl.2s v6, v9, #28
sqshl.2s v0, v23, #5
sqshl.2s v3, v3, #24
sqshl.4h v8, v11, #0
sqshl.4h v6, v8, #1
sqshl.4h v22, v28, #8
sqshl.4h v26, v27, #14
sqshl.4s v11, v12, #17
sqshl.4s v18, v6, #1
sqshl.4s v30, v27, #5
sqshl.4s v20, v14, #2
sqshl.8b v12, v30, #3
sqshl.8b v27, v14, #7
sqshl.8b v5, v30, #6
sqshl.8b v8, v30, #7
sqshl.8h v24, v1, #15
sqshl.8h v20, v7, #13
sqshl.8h v23, v18, #6
sqshl.8h v10, v9, #9
sqshl.16b v27, v16, v16
sqshl.16b v5, v1, v30
sqshl.16b v18, v0, v18
sqshl.16b v24, v9, v6
sqshl.2d v11, v15, v14
sqshl.2d v31, v13, v19
sqshl.2d v15, v27, v13
sqshl.2d v26, v16, v29
sqshl.2s v22, v29, v13
sqshl.2s v1, v17, v4
sqshl.2s v5, v2, v27
sqshl.2s v16, v30, v12
sqshl.4h v22, v1, v27
sqshl.4h v27, v13, v11
sqshl.4h v1, v8, v6
sqshl.4h v5, v20, v21
sqshl.4s v30, v11, v10
sqshl.4s v15, v0, v25
sqshl.4s v24, v0, v27
sqshl.4s v29, v22, v10
sqshl.8b v2, v2, v1
sqshl.8b v14, v29, v0
sqshl.8b v7, v14, v14
sqshl.8b v26, v16, v24
sqshl.8h v0, v8, v6
sqshl.8h v0, v11, v18
sqshl.8h v1, v31, v4
sqshl.8h v6, v24, v21
sqshrn.2s v14, v23, #1
sqshrn.2s v31, v22, #13
sqshrn.2s v20, v24, #3
sqshrn.2s v17, v16, #30
sqshrn2.4s v28, v22, #27
sqshrn2.4s v4, v16, #1
sqshrn2.4s v11, v18, #28
sqshrn2.4s v29, v28, #8
sqshrn.4h v14, v24, #11
sqshrn.4h v21, v21, #16
sqshrn.4h v18, v17, #13
sqshrn.4h v25, v13, #11
sqshrn2.8h v7, v28, #4
sqshrn2.8h v2, v7, #1
sqshrn2.8h v9, v9, #10
sqshrn2.8h v29, v4, #16
sqshrn.8b v7, v22, #3
sqshrn.8b v8, v0, #1
sqshrn.8b v17, v18, #5
sqshrn.8b v4, v27, #4
sqshrn2.16b v6, v10, #2
sqshrn2.16b v19, v17, #4
sqshrn2.16b v22, v6, #1
sqshrn2.16b v15, v30, #3
sqshrun.2s v19, v1, #32
sqshrun.2s v21, v22, #13
sqshrun.2s v22, v25, #1
sqshrun.2s v0, v13, #1
sqshrun2.4s v18, v10, #32
sqshrun2.4s v27, v1, #4
sqshrun2.4s v13, v18, #1
sqshrun2.4s v24, v18, #10
sqshrun.4h v2, v5, #1
sqshrun.4h v18, v13, #16
sqshrun.4h v18, v3, #7
sqshrun.4h v30, v3, #3
sqshrun2.8h v15, v21, #12
sqshrun2.8h v10, v25, #10
sqshrun2.8h v1, v16, #7
sqshrun2.8h v19, v31, #16
sqshrun.8b v18, v26, #8
sqshrun.8b v22, v6, #2
sqshrun.8b v18, v3, #1
sqshrun.8b v4, v16, #4
sqshrun2.16b v11, v18, #2
sqshrun2.16b v13, v1, #4
sqshrun2.16b v4, v20, #6
sqshrun2.16b v7, v16, #1
sqsub.16b v4, v6, v20
sqsub.16b v31, v26, v2
sqsub.16b v17, v11, v17
sqsub.16b v6, v6, v1
sqsub.2d v10, v29, v15
sqsub.2d v28, v22, v8
sqsub.2d v12, v28, v21
sqsub.2d v0, v1, v24
sqsub.2s v10, v8, v16
sqsub.2s v16, v15, v15
sqsub.2s v9, v4, v25
sqsub.2s v18, v25, v6
sqsub.4h v14, v24, v30
sqsub.4h v15, v18, v8
sqsub.4h v7, v17, v11
sqsub.4h v17, v7, v3
sqsub.4s v24, v4, v30
sqsub.4s v6, v2, v28
sqsub.4s v1, v26, v20
sqsub.4s v15, v14, v11
sqsub.8b v26, v25, v10
sqsub.8b v25, v12, v19
sqsub.8b v23, v3, v23
sqsub.8b v13, v15, v22
sqsub.8h v15, v30, v4
sqsub.8h v9, v0, v22
sqsub.8h v9, v4, v30
sqsub.8h v22, v15, v30
sqxtn.2s v7, v29
sqxtn.2s v21, v0
sqxtn.2s v13, v3
sqxtn.2s v12, v4
sqxtn2.4s v8, v13
sqxtn2.4s v22, v10
sqxtn2.4s v28, v24
sqxtn2.4s v9, v0
sqxtn.4h v27, v26
sqxtn.4h v6, v8
sqxtn.4h v31, v18
sqxtn.4h v16, v6
sqxtn2.8h v6, v19
sqxtn2.8h v0, v17
sqxtn2.8h v15, v13
sqxtn2.8h v14, v14
sqxtn.8b v15, v7
sqxtn.8b v28, v7
sqxtn.8b v3, v18
sqxtn.8b v31, v11
sqxtn2.16b v21, v17
sqxtn2.16b v20, v15
sqxtn2.16b v20, v19
sqxtn2.16b v15, v4
sqxtun.2s v22, v25
sqxtun.2s v26, v4
sqxtun.2s v31, v7
sqxtun.2s v6, v28
sqxtun2.4s v17, v17
sqxtun2.4s v20, v16
sqxtun2.4s v3, v21
sqxtun2.4s v5, v31
sqxtun.4h v14, v10
sqxtun.4h v24, v1
sqxtun.4h v26, v7
sqxtun.4h v28, v8
sqxtun2.8h v31, v13
sqxtun2.8h v20, v5
sqxtun2.8h v25, v9
sqxtun2.8h v11, v18
sqxtun.8b v27, v23
sqxtun.8b v16, v30
sqxtun.8b v24, v20
sqxtun.8b v22, v27
sqxtun2.16b v28, v26
sqxtun2.16b v21, v31
sqxtun2.16b v19, v30
sqxtun2.16b v1, v17
srhadd.16b v11, v14, v13
srhadd.16b v7, v4, v17
srhadd.16b v7, v16, v28
srhadd.16b v12, v27, v17
srhadd.2s v16, v13, v16
srhadd.2s v27, v26, v0
srhadd.2s v17, v14, v25
srhadd.2s v12, v20, v20
srhadd.4h v13, v18, v22
srhadd.4h v14, v0, v23
srhadd.4h v20, v21, v22
srhadd.4h v26, v31, v29
srhadd.4s v7, v4, v19
srhadd.4s v23, v17, v27
srhadd.4s v29, v19, v21
srhadd.4s v9, v15, v3
srhadd.8b v30, v15, v31
srhadd.8b v26, v17, v3
srhadd.8b v16, v2, v31
srhadd.8b v24, v21, v24
srhadd.8h v7, v20, v9
srhadd.8h v9, v18, v22
srhadd.8h v13, v31, v8
srhadd.8h v17, v22, v29
sri.16b v25, v20, #3
sri.16b v31, v30, #6
sri.16b v15, v14, #8
sri.16b v30, v12, #1
sri.2d v24, v11, #51
sri.2d v17, v14, #32
sri.2d v27, v17, #50
sri.2d v20, v8, #35
sri.2s v17, v0, #1
sri.2s v21, v12, #1
sri.2s v17, v6, #19
sri.2s v16, v15, #1
sri.4h v9, v1, #2
sri.4h v26, v26, #1
sri.4h v14, v2, #1
sri.4h v28, v17, #11
sri.4s v5, v14, #2
sri.4s v12, v24, #1
sri.4s v17, v4, #31
sri.4s v12, v15, #19
sri.8b v27, v9, #7
sri.8b v21, v16, #4
sri.8b v3, v14, #6
sri.8b v0, v14, #1
sri.8h v26, v27, #11
sri.8h v19, v0, #14
sri.8h v17, v9, #12
sri.8h v0, v11, #12
srshl.16b v11, v8, v3
srshl.16b v6, v11, v3
srshl.16b v22, v15, v18
srshl.16b v30, v27, v7
srshl.2d v5, v8, v25
srshl.2d v9, v28, v25
srshl.2d v21, v1, v2
srshl.2d v3, v30, v21
srshl.2s v31, v17, v27
srshl.2s v17, v22, v0
srshl.2s v16, v20, v22
srshl.2s v21, v29, v7
srshl.4h v21, v27, v0
srshl.4h v18, v4, v19
srshl.4h v27, v10, v6
srshl.4h v31, v8, v14
srshl.4s v20, v5, v16
srshl.4s v24, v7, v17
srshl.4s v21, v15, v30
srshl.4s v1, v20, v30
srshl.8b v15, v27, v31
srshl.8b v13, v7, v1
srshl.8b v13, v30, v2
srshl.8b v6, v1, v16
srshl.8h v22, v16, v10
srshl.8h v28, v3, v14
srshl.8h v11, v25, v20
srshl.8h v10, v3, v6
srshr.16b v26, v20, #3
srshr.16b v28, v19, #1
srshr.16b v13, v31, #2
srshr.16b v4, v29, #5
srshr.2d v9, v12, #24
srshr.2d v14, v23, #1
srshr.2d v31, v0, #35
srshr.2d v28, v23, #26
srshr.2s v27, v2, #1
srshr.2s v5, v22, #17
srshr.2s v13, v0, #17
srshr.2s v1, v27, #9
srshr.4h v23, v6, #6
srshr.4h v20, v26, #5
srshr.4h v21, v12, #15
srshr.4h v15, v18, #1
srshr.4s v18, v25, #19
srshr.4s v31, v0, #14
srshr.4s v22, v8, #14
srshr.4s v19, v27, #16
srshr.8b v29, v6, #6
srshr.8b v30, v14, #4
srshr.8b v17, v12, #1
srshr.8b v10, v1, #1
srshr.8h v18, v6, #16
srshr.8h v4, v9, #11
srshr.8h v10, v4, #3
srshr.8h v20, v21, #12
srsra.16b v3, v16, #6
srsra.16b v9, v23, #5
srsra.16b v21, v4, #2
srsra.16b v9, v9, #1
srsra.2d v10, v25, #56
srsra.2d v6, v21, #34
srsra.2d v5, v15, #51
srsra.2d v10, v22, #1
srsra.2s v9, v5, #1
srsra.2s v9, v7, #8
srsra.2s v12, v23, #22
srsra.2s v21, v27, #9
srsra.4h v17, v4, #4
srsra.4h v13, v2, #6
srsra.4h v26, v30, #6
srsra.4h v10, v7, #2
srsra.4s v4, v26, #8
srsra.4s v8, v20, #1
srsra.4s v3, v16, #28
srsra.4s v2, v23, #13
srsra.8b v1, v18, #7
srsra.8b v3, v0, #5
srsra.8b v6, v13, #1
srsra.8b v1, v3, #4
srsra.8h v1, v28, #3
srsra.8h v8, v19, #1
srsra.8h v16, v15, #16
srsra.8h v27, v2, #8
sshll.2d v15, v25, #10
sshll.2d v25, v26, #0
sshll.2d v12, v23, #0
sshll.2d v11, v0, #0
sshll2.2d v22, v26, #2
sshll2.2d v31, v30, #21
sshll2.2d v30, v13, #26
sshll2.2d v1, v2, #0
sshll.4s v4, v2, #8
sshll.4s v23, v26, #7
sshll.4s v21, v20, #13
sshll.4s v22, v3, #0
sshll2.4s v16, v4, #4
sshll2.4s v24, v19, #0
sshll2.4s v8, v13, #2
sshll2.4s v12, v21, #6
sshll.8h v3, v28, #5
sshll.8h v10, v12, #6
sshll.8h v10, v12, #4
sshll.8h v26, v10, #4
sshll2.8h v13, v19, #5
sshll2.8h v2, v27, #1
sshll2.8h v10, v8, #1
sshll2.8h v1, v28, #4
sshl.16b v10, v3, v8
sshl.16b v4, v4, v29
sshl.16b v12, v31, v15
sshl.16b v14, v16, v5
sshl.2d v1, v6, v26
sshl.2d v8, v28, v16
sshl.2d v4, v23, v1
sshl.2d v14, v16, v17
sshl.2s v7, v18, v0
sshl.2s v3, v6, v14
sshl.2s v3, v26, v25
sshl.2s v24, v10, v26
sshl.4h v22, v23, v3
sshl.4h v16, v28, v9
sshl.4h v12, v7, v22
sshl.4h v6, v26, v20
sshl.4s v26, v9, v1
sshl.4s v19, v10, v1
sshl.4s v6, v24, v17
sshl.4s v28, v19, v3
sshl.8b v13, v30, v20
sshl.8b v15, v19, v12
sshl.8b v20, v11, v3
sshl.8b v20, v7, v28
sshl.8h v28, v27, v19
sshl.8h v26, v28, v24
sshl.8h v8, v28, v14
sshl.8h v7, v12, v12
sshr.16b v29, v30, #8
sshr.16b v26, v17, #1
sshr.16b v23, v16, #8
sshr.16b v17, v7, #1
sshr.2d v15, v1, #61
sshr.2d v22, v30, #1
sshr.2d v20, v15, #15
sshr.2d v4, v11, #54
sshr.2s v24, v0, #4
sshr.2s v27, v29, #25
sshr.2s v7, v16, #25
sshr.2s v2, v3, #1
sshr.4h v18, v13, #4
sshr.4h v5, v30, #5
sshr.4h v10, v1, #1
sshr.4h v29, v9, #16
sshr.4s v23, v18, #20
sshr.4s v12, v27, #14
sshr.4s v8, v12, #5
sshr.4s v11, v4, #6
sshr.8b v0, v8, #1
sshr.8b v21, v31, #1
sshr.8b v31, v24, #2
sshr.8b v0, v27, #6
sshr.8h v3, v9, #16
sshr.8h v21, v28, #12
sshr.8h v14, v12, #16
sshr.8h v17, v11, #9
ssra.16b v0, v31, #1
ssra.16b v29, v10, #1
ssra.16b v19, v26, #5
ssra.16b v2, v6, #1
ssra.2d v19, v5, #64
ssra.2d v10, v19, #39
ssra.2d v8, v6, #52
ssra.2d v19, v28, #17
ssra.2s v12, v24, #3
ssra.2s v12, v30, #12
ssra.2s v31, v10, #1
ssra.2s v8, v16, #15
ssra.4h v8, v25, #15
ssra.4h v25, v15, #10
ssra.4h v8, v5, #4
ssra.4h v11, v6, #14
ssra.4s v29, v16, #27
ssra.4s v25, v5, #32
ssra.4s v16, v20, #9
ssra.4s v7, v5, #4
ssra.8b v28, v16, #5
ssra.8b v23, v23, #8
ssra.8b v2, v3, #4
ssra.8b v11, v9, #5
ssra.8h v3, v30, #11
ssra.8h v19, v1, #5
ssra.8h v11, v22, #15
ssra.8h v29, v31, #6
ssubl.2d v3, v31, v28
ssubl.2d v18, v28, v25
ssubl.2d v8, v5, v6
ssubl.2d v20, v2, v23
ssubl2.2d v21, v29, v28
ssubl2.2d v10, v6, v22
ssubl2.2d v7, v30, v4
ssubl2.2d v6, v14, v20
ssubl.4s v26, v3, v12
ssubl.4s v21, v13, v14
ssubl.4s v17, v24, v29
ssubl.4s v8, v15, v17
ssubl2.4s v19, v12, v24
ssubl2.4s v19, v23, v2
ssubl2.4s v6, v19, v16
ssubl2.4s v2, v3, v14
ssubl.8h v15, v25, v25
ssubl.8h v17, v27, v24
ssubl.8h v27, v12, v12
ssubl.8h v23, v25, v21
ssubl2.8h v1, v20, v6
ssubl2.8h v21, v9, v19
ssubl2.8h v7, v22, v23
ssubl2.8h v13, v27, v17
ssubw.2d v28, v21, v28
ssubw.2d v10, v24, v14
ssubw.2d v9, v14, v13
ssubw.2d v10, v4, v4
ssubw2.2d v18, v17, v5
ssubw2.2d v11, v19, v28
ssubw2.2d v16, v0, v30
ssubw2.2d v26, v17, v4
ssubw.4s v28, v27, v17
ssubw.4s v4, v9, v27
ssubw.4s v15, v14, v27
ssubw.4s v13, v25, v3
ssubw2.4s v13, v25, v10
ssubw2.4s v20, v9, v17
ssubw2.4s v0, v28, v16
ssubw2.4s v12, v1, v6
ssubw.8h v19, v3, v25
ssubw.8h v6, v7, v30
ssubw.8h v8, v7, v15
ssubw.8h v2, v4, v27
ssubw2.8h v23, v25, v29
ssubw2.8h v17, v1, v7
ssubw2.8h v16, v12, v22
ssubw2.8h v12, v30, v3
st1.16b { v8, v9, v10, v11 }, [x15]
st1.16b { v16, v17, v18, v19 }, [x25]
st1.16b { v8, v9, v10, v11 }, [x5]
st1.16b { v27, v28, v29, v30 }, [x25]
st1.16b { v11, v12, v13, v14 }, [x5], x15
st1.16b { v2, v3, v4, v5 }, [sp], x25
st1.16b { v26, v27, v28, v29 }, [x15], x24
st1.16b { v16, v17, v18, v19 }, [x7], x19
st1.1d { v1, v2, v3, v4 }, [x19]
st1.1d { v18, v19, v20, v21 }, [x18]
st1.1d { v19, v20, v21, v22 }, [x6]
st1.1d { v8, v9, v10, v11 }, [x4]
st1.1d { v1, v2, v3, v4 }, [x27], x11
st1.1d { v17, v18, v19, v20 }, [x19], x15
st1.1d { v24, v25, v26, v27 }, [x21], x8
st1.1d { v20, v21, v22, v23 }, [x19], x2
st1.2d { v17, v18, v19, v20 }, [x13]
st1.2d { v7, v8, v9, v10 }, [x30]
st1.2d { v7, v8, v9, v10 }, [x11]
st1.2d { v20, v21, v22, v23 }, [x1]
st1.2d { v26, v27, v28, v29 }, [x4], x19
st1.2d { v3, v4, v5, v6 }, [x11], x18
st1.2d { v25, v26, v27, v28 }, [x6], x28
st1.2d { v8, v9, v10, v11 }, [x1], x19
st1.2s { v29, v30, v31, v0 }, [x3]
st1.2s { v15, v16, v17, v18 }, [x19]
st1.2s { v16, v17, v18, v19 }, [sp]
st1.2s { v22, v23, v24, v25 }, [x16]
st1.2s { v12, v13, v14, v15 }, [sp], x12
st1.2s { v26, v27, v28, v29 }, [x16], x12
st1.2s { v0, v1, v2, v3 }, [x10], x29
st1.2s { v19, v20, v21, v22 }, [x1], x6
st1.4h { v13, v14, v15, v16 }, [x28]
st1.4h { v29, v30, v31, v0 }, [x12]
st1.4h { v21, v22, v23, v24 }, [x17]
st1.4h { v17, v18, v19, v20 }, [x0]
st1.4h { v30, v31, v0, v1 }, [x20], x12
st1.4h { v10, v11, v12, v13 }, [x5], x2
st1.4h { v31, v0, v1, v2 }, [sp], #32
st1.4h { v22, v23, v24, v25 }, [x0], x6
st1.4s { v7, v8, v9, v10 }, [x12]
st1.4s { v24, v25, v26, v27 }, [x18]
st1.4s { v9, v10, v11, v12 }, [x22]
st1.4s { v2, v3, v4, v5 }, [x7]
st1.4s { v13, v14, v15, v16 }, [x23], x16
st1.4s { v19, v20, v21, v22 }, [x26], x27
st1.4s { v31, v0, v1, v2 }, [sp], x30
st1.4s { v20, v21, v22, v23 }, [x19], x18
st1.8b { v23, v24, v25, v26 }, [x12]
st1.8b { v9, v10, v11, v12 }, [x0]
st1.8b { v11, v12, v13, v14 }, [x29]
st1.8b { v6, v7, v8, v9 }, [x28]
st1.8b { v26, v27, v28, v29 }, [x17], x20
st1.8b { v5, v6, v7, v8 }, [x12], x21
st1.8b { v14, v15, v16, v17 }, [x9], x5
st1.8b { v7, v8, v9, v10 }, [x11], x8
st1.8h { v8, v9, v10, v11 }, [x19]
st1.8h { v24, v25, v26, v27 }, [x27]
st1.8h { v8, v9, v10, v11 }, [x5]
st1.8h { v29, v30, v31, v0 }, [x5]
st1.8h { v2, v3, v4, v5 }, [x9], x12
st1.8h { v29, v30, v31, v0 }, [x4], x12
st1.8h { v29, v30, v31, v0 }, [x11], x8
st1.8h { v3, v4, v5, v6 }, [x0], x29
st1.16b { v2 }, [x21]
st1.16b { v25 }, [x12]
st1.16b { v25 }, [x13]
st1.16b { v3 }, [x25]
st1.16b { v3 }, [x26], x26
st1.16b { v25 }, [x3], x3
st1.16b { v9 }, [x0], x26
st1.16b { v15 }, [x9], #16
st1.1d { v15 }, [x7]
st1.1d { v27 }, [x5]
st1.1d { v29 }, [x6]
st1.1d { v1 }, [x17]
st1.1d { v12 }, [x27], x7
st1.1d { v31 }, [x5], x5
st1.1d { v27 }, [x26], x18
st1.1d { v30 }, [x1], x30
st1.2d { v17 }, [x11]
st1.2d { v21 }, [x23]
st1.2d { v10 }, [x7]
st1.2d { v27 }, [x0]
st1.2d { v18 }, [x2], x22
st1.2d { v13 }, [x20], x29
st1.2d { v19 }, [x14], x20
st1.2d { v10 }, [x29], x13
st1.2s { v23 }, [x17]
st1.2s { v28 }, [x15]
st1.2s { v15 }, [x5]
st1.2s { v31 }, [x19]
st1.2s { v23 }, [x14], x17
st1.2s { v13 }, [x20], x22
st1.2s { v10 }, [x20], x22
st1.2s { v19 }, [x0], x14
st1.4h { v5 }, [x24]
st1.4h { v15 }, [x9]
st1.4h { v14 }, [x20]
st1.4h { v27 }, [x18]
st1.4h { v22 }, [x6], x18
st1.4h { v6 }, [x15], x26
st1.4h { v25 }, [x10], x14
st1.4h { v0 }, [x21], x15
st1.4s { v0 }, [x25]
st1.4s { v2 }, [x0]
st1.4s { v6 }, [x22]
st1.4s { v15 }, [x0]
st1.4s { v18 }, [x6], x11
st1.4s { v22 }, [x12], x19
st1.4s { v12 }, [x26], x6
st1.4s { v2 }, [x23], #16
st1.8b { v18 }, [x29]
st1.8b { v9 }, [x18]
st1.8b { v8 }, [x5]
st1.8b { v16 }, [x22]
st1.8b { v14 }, [x19], x4
st1.8b { v29 }, [x17], x17
st1.8b { v4 }, [x19], x5
st1.8b { v3 }, [x15], x0
st1.8h { v31 }, [x16]
st1.8h { v22 }, [x13]
st1.8h { v25 }, [x14]
st1.8h { v16 }, [x30]
st1.8h { v6 }, [x4], x18
st1.8h { v22 }, [x2], x30
st1.8h { v17 }, [x17], x4
st1.8h { v9 }, [x1], x26
st1.16b { v29, v30, v31 }, [x27]
st1.16b { v6, v7, v8 }, [x15]
st1.16b { v2, v3, v4 }, [x6]
st1.16b { v19, v20, v21 }, [x7]
st1.16b { v6, v7, v8 }, [x24], x14
st1.16b { v1, v2, v3 }, [x29], x23
st1.16b { v3, v4, v5 }, [x11], x13
st1.16b { v29, v30, v31 }, [x7], x14
st1.1d { v11, v12, v13 }, [x14]
st1.1d { v26, v27, v28 }, [x10]
st1.1d { v9, v10, v11 }, [x29]
st1.1d { v23, v24, v25 }, [x24]
st1.1d { v23, v24, v25 }, [sp], x0
st1.1d { v22, v23, v24 }, [x10], x5
st1.1d { v13, v14, v15 }, [x22], #24
st1.1d { v20, v21, v22 }, [x17], x26
st1.2d { v2, v3, v4 }, [x26]
st1.2d { v4, v5, v6 }, [x21]
st1.2d { v21, v22, v23 }, [x18]
st1.2d { v8, v9, v10 }, [x7]
st1.2d { v9, v10, v11 }, [x0], x30
st1.2d { v29, v30, v31 }, [x14], x11
st1.2d { v13, v14, v15 }, [x10], x8
st1.2d { v6, v7, v8 }, [x20], x21
st1.2s { v30, v31, v0 }, [x29]
st1.2s { v30, v31, v0 }, [x1]
st1.2s { v0, v1, v2 }, [x16]
st1.2s { v17, v18, v19 }, [x18]
st1.2s { v28, v29, v30 }, [x26], x7
st1.2s { v5, v6, v7 }, [x23], x1
st1.2s { v27, v28, v29 }, [x3], x16
st1.2s { v22, v23, v24 }, [x24], x19
st1.4h { v25, v26, v27 }, [x16]
st1.4h { v5, v6, v7 }, [x9]
st1.4h { v1, v2, v3 }, [x24]
st1.4h { v1, v2, v3 }, [x17]
st1.4h { v11, v12, v13 }, [x8], x1
st1.4h { v1, v2, v3 }, [x1], x17
st1.4h { v15, v16, v17 }, [x2], x15
st1.4h { v9, v10, v11 }, [x0], x12
st1.4s { v5, v6, v7 }, [x2]
st1.4s { v3, v4, v5 }, [sp]
st1.4s { v7, v8, v9 }, [x18]
st1.4s { v5, v6, v7 }, [x11]
st1.4s { v23, v24, v25 }, [x16], x1
st1.4s { v6, v7, v8 }, [x25], x16
st1.4s { v4, v5, v6 }, [x22], x21
st1.4s { v2, v3, v4 }, [x29], x28
st1.8b { v12, v13, v14 }, [sp]
st1.8b { v31, v0, v1 }, [x14]
st1.8b { v17, v18, v19 }, [x11]
st1.8b { v19, v20, v21 }, [x9]
st1.8b { v18, v19, v20 }, [x1], x25
st1.8b { v23, v24, v25 }, [x21], x26
st1.8b { v21, v22, v23 }, [x7], x21
st1.8b { v16, v17, v18 }, [x20], x3
st1.8h { v30, v31, v0 }, [x17]
st1.8h { v26, v27, v28 }, [x22]
st1.8h { v28, v29, v30 }, [x4]
st1.8h { v24, v25, v26 }, [x27]
st1.8h { v14, v15, v16 }, [x9], x14
st1.8h { v8, v9, v10 }, [x12], x17
st1.8h { v12, v13, v14 }, [x13], x21
st1.8h { v3, v4, v5 }, [sp], x6
st1.16b { v9, v10 }, [x14]
st1.16b { v12, v13 }, [x23]
st1.16b { v5, v6 }, [x8]
st1.16b { v6, v7 }, [x15]
st1.16b { v18, v19 }, [x8], x11
st1.16b { v5, v6 }, [x14], x4
st1.16b { v13, v14 }, [x6], x10
st1.16b { v7, v8 }, [x19], x3
st1.1d { v3, v4 }, [x15]
st1.1d { v7, v8 }, [x22]
st1.1d { v27, v28 }, [x4]
st1.1d { v14, v15 }, [x14]
st1.1d { v24, v25 }, [x26], x18
st1.1d { v27, v28 }, [x2], x29
st1.1d { v15, v16 }, [x25], x9
st1.1d { v5, v6 }, [x3], x11
st1.2d { v17, v18 }, [sp]
st1.2d { v22, v23 }, [x10]
st1.2d { v19, v20 }, [x9]
st1.2d { v21, v22 }, [x27]
st1.2d { v23, v24 }, [x20], x23
st1.2d { v20, v21 }, [x21], x17
st1.2d { v4, v5 }, [x30], x20
st1.2d { v31, v0 }, [x6], #32
st1.2s { v22, v23 }, [x29]
st1.2s { v19, v20 }, [x27]
st1.2s { v31, v0 }, [x3]
st1.2s { v10, v11 }, [x1]
st1.2s { v5, v6 }, [x21], x1
st1.2s { v23, v24 }, [x22], x9
st1.2s { v29, v30 }, [x29], x12
st1.2s { v13, v14 }, [x6], x25
st1.4h { v17, v18 }, [x29]
st1.4h { v24, v25 }, [x11]
st1.4h { v21, v22 }, [x13]
st1.4h { v28, v29 }, [x2]
st1.4h { v30, v31 }, [x0], #16
st1.4h { v5, v6 }, [x30], x27
st1.4h { v2, v3 }, [x30], x26
st1.4h { v12, v13 }, [x1], x18
st1.4s { v5, v6 }, [x11]
st1.4s { v19, v20 }, [sp]
st1.4s { v14, v15 }, [x6]
st1.4s { v22, v23 }, [x16]
st1.4s { v13, v14 }, [x26], x9
st1.4s { v8, v9 }, [x6], x3
st1.4s { v31, v0 }, [x24], x19
st1.4s { v13, v14 }, [x6], x0
st1.8b { v31, v0 }, [x4]
st1.8b { v25, v26 }, [x29]
st1.8b { v29, v30 }, [x9]
st1.8b { v26, v27 }, [x27]
st1.8b { v22, v23 }, [x0], x17
st1.8b { v7, v8 }, [x1], x17
st1.8b { v9, v10 }, [x10], x12
st1.8b { v17, v18 }, [x19], x21
st1.8h { v30, v31 }, [x15]
st1.8h { v21, v22 }, [x11]
st1.8h { v1, v2 }, [x29]
st1.8h { v21, v22 }, [x21]
st1.8h { v23, v24 }, [x17], x22
st1.8h { v10, v11 }, [x1], x6
st1.8h { v23, v24 }, [x29], x18
st1.8h { v23, v24 }, [x13], x12
st1.b { v12 }[10], [x25]
st1.b { v28 }[1], [x30]
st1.b { v27 }[1], [x20]
st1.b { v1 }[3], [x25]
st1.b { v28 }[11], [sp], x10
st1.b { v9 }[0], [x14], x1
st1.b { v19 }[15], [x30], x9
st1.b { v18 }[0], [x7], x16
st1.d { v23 }[0], [x2]
st1.d { v10 }[0], [sp]
st1.d { v1 }[0], [x18]
st1.d { v25 }[1], [x16]
st1.d { v12 }[1], [x9], x18
st1.d { v24 }[1], [x27], x25
st1.d { v8 }[1], [x26], x0
st1.d { v7 }[0], [x5], x20
st1.h { v25 }[7], [x29]
st1.h { v21 }[7], [x2]
st1.h { v17 }[7], [x4]
st1.h { v5 }[6], [x8]
st1.h { v25 }[6], [x18], x30
st1.h { v20 }[5], [x0], x27
st1.h { v24 }[7], [x24], x9
st1.h { v8 }[0], [x18], x24
st1.s { v29 }[0], [x4]
st1.s { v22 }[1], [x14]
st1.s { v11 }[1], [x19]
st1.s { v11 }[1], [x22]
st1.s { v19 }[0], [x13], x3
st1.s { v31 }[0], [x10], x29
st1.s { v24 }[3], [x7], x9
st1.s { v22 }[0], [x12], x7
st2.b { v19, v20 }[15], [x1]
st2.b { v30, v31 }[14], [x18]
st2.b { v27, v28 }[7], [sp]
st2.b { v5, v6 }[13], [x5]
st2.b { v8, v9 }[12], [x6], x15
st2.b { v12, v13 }[0], [x27], x4
st2.b { v5, v6 }[1], [x1], x24
st2.b { v10, v11 }[5], [x12], x2
st2.d { v12, v13 }[0], [x6]
st2.d { v15, v16 }[1], [x19]
st2.d { v6, v7 }[1], [sp]
st2.d { v3, v4 }[1], [x22]
st2.d { v14, v15 }[0], [x3], x9
st2.d { v24, v25 }[0], [x0], x8
st2.d { v14, v15 }[0], [x26], x9
st2.d { v3, v4 }[0], [x17], x17
st2.h { v5, v6 }[0], [x12]
st2.h { v30, v31 }[3], [x22]
st2.h { v16, v17 }[1], [x11]
st2.h { v20, v21 }[7], [x27]
st2.h { v19, v20 }[6], [x4], x28
st2.h { v18, v19 }[0], [x2], x7
st2.h { v19, v20 }[6], [x3], x22
st2.h { v31, v0 }[0], [x25], x9
st2.s { v21, v22 }[1], [sp]
st2.s { v25, v26 }[1], [x21]
st2.s { v1, v2 }[2], [x8]
st2.s { v10, v11 }[0], [sp]
st2.s { v8, v9 }[0], [x2], x26
st2.s { v5, v6 }[2], [x5], x7
st2.s { v13, v14 }[3], [x6], x8
st2.s { v17, v18 }[1], [x2], x27
st2.16b { v7, v8 }, [x19]
st2.16b { v0, v1 }, [x13]
st2.16b { v24, v25 }, [x24]
st2.16b { v15, v16 }, [x28]
st2.16b { v24, v25 }, [x28], #32
st2.16b { v30, v31 }, [x18], x18
st2.16b { v29, v30 }, [x30], x23
st2.16b { v28, v29 }, [x12], x16
st2.2d { v22, v23 }, [x6]
st2.2d { v19, v20 }, [x10]
st2.2d { v31, v0 }, [x15]
st2.2d { v18, v19 }, [x28]
st2.2d { v31, v0 }, [x30], x24
st2.2d { v15, v16 }, [x18], x18
st2.2d { v8, v9 }, [x20], x0
st2.2d { v19, v20 }, [x30], x26
st2.2s { v25, v26 }, [x5]
st2.2s { v27, v28 }, [x11]
st2.2s { v0, v1 }, [x11]
st2.2s { v2, v3 }, [x25]
st2.2s { v20, v21 }, [x15], x30
st2.2s { v28, v29 }, [x5], x16
st2.2s { v0, v1 }, [x26], x29
st2.2s { v21, v22 }, [x1], x9
st2.4h { v30, v31 }, [sp]
st2.4h { v22, v23 }, [x8]
st2.4h { v19, v20 }, [x22]
st2.4h { v1, v2 }, [x27]
st2.4h { v13, v14 }, [x28], x8
st2.4h { v18, v19 }, [x15], x10
st2.4h { v15, v16 }, [x7], x28
st2.4h { v9, v10 }, [x28], x12
st2.4s { v23, v24 }, [x7]
st2.4s { v21, v22 }, [x4]
st2.4s { v23, v24 }, [x11]
st2.4s { v16, v17 }, [x13]
st2.4s { v24, v25 }, [x18], #32
st2.4s { v1, v2 }, [x6], x19
st2.4s { v29, v30 }, [x8], x18
st2.4s { v19, v20 }, [x26], x9
st2.8b { v30, v31 }, [x9]
st2.8b { v25, v26 }, [x15]
st2.8b { v2, v3 }, [x3]
st2.8b { v11, v12 }, [x27]
st2.8b { v9, v10 }, [x30], #16
st2.8b { v26, v27 }, [x4], #16
st2.8b { v11, v12 }, [x16], x8
st2.8b { v19, v20 }, [x21], x14
st2.8h { v18, v19 }, [x16]
st2.8h { v23, v24 }, [x4]
st2.8h { v16, v17 }, [x21]
st2.8h { v2, v3 }, [x2]
st2.8h { v26, v27 }, [x1], x10
st2.8h { v22, v23 }, [x19], x9
st2.8h { v9, v10 }, [x15], x9
st2.8h { v16, v17 }, [x12], x9
st3.b { v13, v14, v15 }[15], [x10]
st3.b { v18, v19, v20 }[1], [x6]
st3.b { v0, v1, v2 }[0], [x20]
st3.b { v11, v12, v13 }[9], [x6]
st3.b { v27, v28, v29 }[15], [x26], x17
st3.b { v23, v24, v25 }[13], [x24], x3
st3.b { v23, v24, v25 }[0], [x8], x24
st3.b { v21, v22, v23 }[13], [x17], x25
st3.d { v16, v17, v18 }[0], [x4]
st3.d { v25, v26, v27 }[0], [x15]
st3.d { v31, v0, v1 }[1], [x27]
st3.d { v1, v2, v3 }[0], [x14]
st3.d { v29, v30, v31 }[1], [x17], x10
st3.d { v2, v3, v4 }[0], [x6], x22
st3.d { v23, v24, v25 }[1], [x13], x22
st3.d { v21, v22, v23 }[0], [x2], x9
st3.h { v8, v9, v10 }[0], [x25]
st3.h { v26, v27, v28 }[0], [x7]
st3.h { v12, v13, v14 }[2], [x3]
st3.h { v11, v12, v13 }[5], [x27]
st3.h { v20, v21, v22 }[0], [x3], x0
st3.h { v26, v27, v28 }[3], [x7], x14
st3.h { v17, v18, v19 }[4], [x13], x15
st3.h { v0, v1, v2 }[4], [x6], x20
st3.s { v7, v8, v9 }[1], [x10]
st3.s { v3, v4, v5 }[2], [x28]
st3.s { v4, v5, v6 }[3], [x3]
st3.s { v21, v22, v23 }[1], [x6]
st3.s { v0, v1, v2 }[2], [sp], x19
st3.s { v27, v28, v29 }[2], [x4], x7
st3.s { v1, v2, v3 }[2], [x23], x23
st3.s { v8, v9, v10 }[0], [x22], x24
st3.16b { v4, v5, v6 }, [x16]
st3.16b { v25, v26, v27 }, [x18]
st3.16b { v21, v22, v23 }, [x18]
st3.16b { v24, v25, v26 }, [x8]
st3.16b { v25, v26, v27 }, [x10], x17
st3.16b { v5, v6, v7 }, [x18], x9
st3.16b { v9, v10, v11 }, [x8], x20
st3.16b { v8, v9, v10 }, [x9], x25
st3.2d { v27, v28, v29 }, [x0]
st3.2d { v11, v12, v13 }, [x22]
st3.2d { v12, v13, v14 }, [x22]
st3.2d { v20, v21, v22 }, [x29]
st3.2d { v23, v24, v25 }, [x17], x17
st3.2d { v2, v3, v4 }, [x3], x6
st3.2d { v24, v25, v26 }, [x8], x12
st3.2d { v8, v9, v10 }, [x18], x21
st3.2s { v24, v25, v26 }, [x9]
st3.2s { v2, v3, v4 }, [x19]
st3.2s { v7, v8, v9 }, [x9]
st3.2s { v28, v29, v30 }, [x19]
st3.2s { v23, v24, v25 }, [x14], x10
st3.2s { v21, v22, v23 }, [x16], x28
st3.2s { v22, v23, v24 }, [x2], x21
st3.2s { v16, v17, v18 }, [x13], x26
st3.4h { v20, v21, v22 }, [x7]
st3.4h { v1, v2, v3 }, [x26]
st3.4h { v21, v22, v23 }, [x8]
st3.4h { v5, v6, v7 }, [sp]
st3.4h { v11, v12, v13 }, [x2], x24
st3.4h { v0, v1, v2 }, [x6], x13
st3.4h { v24, v25, v26 }, [x4], x11
st3.4h { v28, v29, v30 }, [x0], x1
st3.4s { v10, v11, v12 }, [sp]
st3.4s { v20, v21, v22 }, [x28]
st3.4s { v17, v18, v19 }, [x22]
st3.4s { v8, v9, v10 }, [x20]
st3.4s { v3, v4, v5 }, [x19], x13
st3.4s { v29, v30, v31 }, [x10], x20
st3.4s { v4, v5, v6 }, [x19], x17
st3.4s { v0, v1, v2 }, [x30], x13
st3.8b { v26, v27, v28 }, [x21]
st3.8b { v5, v6, v7 }, [x14]
st3.8b { v24, v25, v26 }, [x30]
st3.8b { v3, v4, v5 }, [sp]
st3.8b { v24, v25, v26 }, [x3], x16
st3.8b { v13, v14, v15 }, [x13], x23
st3.8b { v12, v13, v14 }, [x20], x20
st3.8b { v16, v17, v18 }, [x28], x14
st3.8h { v28, v29, v30 }, [x2]
st3.8h { v10, v11, v12 }, [x28]
st3.8h { v26, v27, v28 }, [x28]
st3.8h { v21, v22, v23 }, [x12]
st3.8h { v2, v3, v4 }, [x12], x9
st3.8h { v8, v9, v10 }, [x3], x19
st3.8h { v10, v11, v12 }, [x8], x7
st3.8h { v9, v10, v11 }, [x24], x16
st4.b { v8, v9, v10, v11 }[11], [x11]
st4.b { v6, v7, v8, v9 }[6], [x15]
st4.b { v21, v22, v23, v24 }[3], [x18]
st4.b { v23, v24, v25, v26 }[15], [x6]
st4.b { v18, v19, v20, v21 }[1], [x23], x17
st4.b { v9, v10, v11, v12 }[1], [sp], x3
st4.b { v16, v17, v18, v19 }[0], [x30], #4
st4.b { v0, v1, v2, v3 }[0], [x12], x19
st4.d { v23, v24, v25, v26 }[0], [x30]
st4.d { v5, v6, v7, v8 }[0], [x24]
st4.d { v11, v12, v13, v14 }[1], [x15]
st4.d { v9, v10, v11, v12 }[0], [x27]
st4.d { v23, v24, v25, v26 }[1], [x7], x17
st4.d { v15, v16, v17, v18 }[1], [x1], x11
st4.d { v6, v7, v8, v9 }[0], [x7], x17
st4.d { v5, v6, v7, v8 }[0], [x19], x9
st4.h { v6, v7, v8, v9 }[7], [x27]
st4.h { v7, v8, v9, v10 }[5], [x23]
st4.h { v8, v9, v10, v11 }[4], [x27]
st4.h { v23, v24, v25, v26 }[0], [x10]
st4.h { v2, v3, v4, v5 }[2], [x1], x17
st4.h { v6, v7, v8, v9 }[4], [x2], x1
st4.h { v26, v27, v28, v29 }[4], [x6], x10
st4.h { v30, v31, v0, v1 }[1], [x18], x0
st4.s { v27, v28, v29, v30 }[1], [x29]
st4.s { v16, v17, v18, v19 }[0], [x27]
st4.s { v27, v28, v29, v30 }[2], [x4]
st4.s { v31, v0, v1, v2 }[0], [x5]
st4.s { v19, v20, v21, v22 }[0], [x12], x11
st4.s { v15, v16, v17, v18 }[3], [x10], x19
st4.s { v6, v7, v8, v9 }[2], [x12], x30
st4.s { v27, v28, v29, v30 }[0], [x12], x22
st4.16b { v24, v25, v26, v27 }, [x27]
st4.16b { v17, v18, v19, v20 }, [x8]
st4.16b { v3, v4, v5, v6 }, [x29]
st4.16b { v15, v16, v17, v18 }, [x23]
st4.16b { v18, v19, v20, v21 }, [x0], x11
st4.16b { v22, v23, v24, v25 }, [x6], x30
st4.16b { v28, v29, v30, v31 }, [x13], x24
st4.16b { v19, v20, v21, v22 }, [x30], x6
st4.2d { v28, v29, v30, v31 }, [x0]
st4.2d { v8, v9, v10, v11 }, [x29]
st4.2d { v0, v1, v2, v3 }, [x15]
st4.2d { v15, v16, v17, v18 }, [x29]
st4.2d { v22, v23, v24, v25 }, [x1], x22
st4.2d { v16, v17, v18, v19 }, [x10], x24
st4.2d { v3, v4, v5, v6 }, [x13], x25
st4.2d { v0, v1, v2, v3 }, [x24], x24
st4.2s { v22, v23, v24, v25 }, [x4]
st4.2s { v11, v12, v13, v14 }, [x30]
st4.2s { v5, v6, v7, v8 }, [x6]
st4.2s { v19, v20, v21, v22 }, [x24]
st4.2s { v24, v25, v26, v27 }, [x11], x25
st4.2s { v15, v16, v17, v18 }, [x8], x0
st4.2s { v24, v25, v26, v27 }, [x3], x26
st4.2s { v27, v28, v29, v30 }, [x23], x28
st4.4h { v31, v0, v1, v2 }, [x29]
st4.4h { v29, v30, v31, v0 }, [x5]
st4.4h { v19, v20, v21, v22 }, [x27]
st4.4h { v20, v21, v22, v23 }, [x15]
st4.4h { v22, v23, v24, v25 }, [x10], x24
st4.4h { v16, v17, v18, v19 }, [x27], x30
st4.4h { v25, v26, v27, v28 }, [x29], x27
st4.4h { v26, v27, v28, v29 }, [x0], x0
st4.4s { v3, v4, v5, v6 }, [x19]
st4.4s { v5, v6, v7, v8 }, [x9]
st4.4s { v20, v21, v22, v23 }, [x16]
st4.4s { v10, v11, v12, v13 }, [x1]
st4.4s { v1, v2, v3, v4 }, [x8], x17
st4.4s { v29, v30, v31, v0 }, [x6], #64
st4.4s { v7, v8, v9, v10 }, [sp], x27
st4.4s { v17, v18, v19, v20 }, [x22], x13
st4.8b { v30, v31, v0, v1 }, [x18]
st4.8b { v9, v10, v11, v12 }, [x3]
st4.8b { v17, v18, v19, v20 }, [x22]
st4.8b { v22, v23, v24, v25 }, [x15]
st4.8b { v18, v19, v20, v21 }, [x23], x30
st4.8b { v2, v3, v4, v5 }, [x17], x14
st4.8b { v2, v3, v4, v5 }, [x27], x29
st4.8b { v9, v10, v11, v12 }, [x15], x13
st4.8h { v1, v2, v3, v4 }, [x20]
st4.8h { v5, v6, v7, v8 }, [x8]
st4.8h { v16, v17, v18, v19 }, [x9]
st4.8h { v26, v27, v28, v29 }, [x25]
st4.8h { v0, v1, v2, v3 }, [x24], x30
st4.8h { v30, v31, v0, v1 }, [x29], x12
st4.8h { v18, v19, v20, v21 }, [x6], x5
st4.8h { v19, v20, v21, v22 }, [x17], x17
subhn.2s v28, v8, v20
subhn.2s v25, v26, v17
subhn.2s v21, v19, v25
subhn.2s v3, v26, v4
subhn2.4s v31, v9, v19
subhn2.4s v20, v25, v5
subhn2.4s v4, v15, v0
subhn2.4s v15, v9, v27
subhn.4h v29, v4, v9
subhn.4h v13, v10, v19
subhn.4h v6, v30, v29
subhn.4h v26, v24, v10
subhn2.8h v12, v13, v18
subhn2.8h v21, v13, v12
subhn2.8h v20, v22, v0
subhn2.8h v31, v19, v17
subhn.8b v28, v13, v0
subhn.8b v25, v17, v19
subhn.8b v4, v5, v18
subhn.8b v9, v30, v19
subhn2.16b v2, v6, v20
subhn2.16b v15, v24, v30
subhn2.16b v15, v1, v20
subhn2.16b v31, v14, v6
sub.16b v22, v16, v11
sub.16b v8, v2, v7
sub.16b v17, v22, v0
sub.16b v11, v29, v20
sub.2d v29, v2, v23
sub.2d v8, v30, v7
sub.2d v16, v9, v30
sub.2d v7, v1, v11
sub.2s v0, v7, v17
sub.2s v29, v18, v7
sub.2s v3, v5, v19
sub.2s v31, v2, v6
sub.4h v13, v25, v18
sub.4h v4, v23, v22
sub.4h v17, v0, v2
sub.4h v18, v31, v17
sub.4s v29, v31, v7
sub.4s v19, v3, v22
sub.4s v18, v29, v18
sub.4s v14, v4, v1
sub.8b v4, v0, v12
sub.8b v31, v15, v11
sub.8b v18, v0, v16
sub.8b v3, v3, v7
sub.8h v30, v8, v23
sub.8h v3, v23, v31
sub.8h v29, v30, v26
sub.8h v5, v1, v4
suqadd.16b v19, v31
suqadd.16b v27, v27
suqadd.16b v22, v3
suqadd.16b v24, v6
suqadd.2d v7, v7
suqadd.2d v26, v17
suqadd.2d v23, v2
suqadd.2d v30, v28
suqadd.2s v31, v26
suqadd.2s v30, v4
suqadd.2s v7, v24
suqadd.2s v14, v17
suqadd.4h v17, v26
suqadd.4h v26, v26
suqadd.4h v21, v30
suqadd.4h v25, v3
suqadd.4s v4, v23
suqadd.4s v23, v1
suqadd.4s v21, v9
suqadd.4s v4, v21
suqadd.8b v17, v29
suqadd.8b v11, v12
suqadd.8b v9, v22
suqadd.8b v17, v8
suqadd.8h v30, v21
suqadd.8h v3, v0
suqadd.8h v25, v15
suqadd.8h v0, v15
tbl.16b v6, { v14 }, v30
tbl.16b v14, { v23 }, v28
tbl.16b v23, { v6 }, v7
tbl.16b v5, { v11 }, v19
tbl.16b v0, { v5, v6 }, v19
tbl.16b v8, { v7, v8 }, v30
tbl.16b v14, { v10, v11 }, v25
tbl.16b v17, { v14, v15 }, v3
tbl.16b v28, { v18, v19, v20 }, v0
tbl.16b v7, { v2, v3, v4 }, v7
tbl.16b v24, { v26, v27, v28 }, v7
tbl.16b v24, { v9, v10, v11 }, v14
tbl.16b v13, { v12, v13, v14, v15 }, v18
tbl.16b v12, { v18, v19, v20, v21 }, v17
tbl.16b v12, { v5, v6, v7, v8 }, v30
tbl.16b v25, { v17, v18, v19, v20 }, v31
tbl.8b v10, { v12 }, v11
tbl.8b v1, { v15 }, v20
tbl.8b v30, { v7 }, v19
tbl.8b v17, { v9 }, v0
tbl.8b v27, { v7, v8 }, v29
tbl.8b v25, { v9, v10 }, v3
tbl.8b v0, { v18, v19 }, v12
tbl.8b v20, { v18, v19 }, v18
tbl.8b v3, { v27, v28, v29 }, v27
tbl.8b v11, { v14, v15, v16 }, v0
tbl.8b v16, { v7, v8, v9 }, v9
tbl.8b v7, { v10, v11, v12 }, v22
tbl.8b v17, { v19, v20, v21, v22 }, v31
tbl.8b v10, { v30, v31, v0, v1 }, v19
tbl.8b v5, { v30, v31, v0, v1 }, v30
tbl.8b v4, { v16, v17, v18, v19 }, v6
tbx.16b v13, { v13 }, v1
tbx.16b v8, { v11 }, v28
tbx.16b v1, { v10 }, v27
tbx.16b v25, { v21 }, v23
tbx.16b v31, { v11, v12 }, v7
tbx.16b v16, { v18, v19 }, v14
tbx.16b v25, { v24, v25 }, v19
tbx.16b v20, { v16, v17 }, v0
tbx.16b v18, { v28, v29, v30 }, v27
tbx.16b v11, { v28, v29, v30 }, v13
tbx.16b v29, { v17, v18, v19 }, v19
tbx.16b v24, { v10, v11, v12 }, v3
tbx.16b v26, { v18, v19, v20, v21 }, v21
tbx.16b v0, { v26, v27, v28, v29 }, v0
tbx.16b v0, { v14, v15, v16, v17 }, v26
tbx.16b v15, { v7, v8, v9, v10 }, v9
tbx.8b v2, { v8 }, v22
tbx.8b v20, { v25 }, v3
tbx.8b v7, { v21 }, v25
tbx.8b v20, { v24 }, v4
tbx.8b v23, { v1, v2 }, v11
tbx.8b v30, { v12, v13 }, v13
tbx.8b v12, { v8, v9 }, v12
tbx.8b v15, { v27, v28 }, v15
tbx.8b v24, { v10, v11, v12 }, v16
tbx.8b v22, { v2, v3, v4 }, v5
tbx.8b v15, { v30, v31, v0 }, v14
tbx.8b v25, { v25, v26, v27 }, v31
tbx.8b v26, { v16, v17, v18, v19 }, v2
tbx.8b v10, { v24, v25, v26, v27 }, v6
tbx.8b v22, { v27, v28, v29, v30 }, v19
tbx.8b v2, { v23, v24, v25, v26 }, v24
trn1.16b v29, v6, v4
trn1.16b v14, v8, v9
trn1.16b v30, v4, v29
trn1.16b v25, v18, v26
trn1.2d v5, v16, v31
trn1.2d v4, v0, v18
trn1.2d v14, v23, v31
trn1.2d v15, v26, v14
trn1.2s v28, v1, v30
trn1.2s v31, v4, v14
trn1.2s v10, v16, v23
trn1.2s v19, v21, v7
trn1.4h v28, v25, v18
trn1.4h v3, v6, v26
trn1.4h v4, v28, v6
trn1.4h v30, v22, v3
trn1.4s v28, v20, v7
trn1.4s v19, v13, v27
trn1.4s v16, v27, v19
trn1.4s v14, v13, v3
trn1.8b v27, v20, v0
trn1.8b v12, v22, v30
trn1.8b v11, v16, v17
trn1.8b v11, v25, v17
trn1.8h v16, v12, v24
trn1.8h v21, v22, v16
trn1.8h v7, v27, v1
trn1.8h v5, v23, v28
trn2.16b v7, v4, v2
trn2.16b v20, v18, v18
trn2.16b v18, v16, v30
trn2.16b v22, v30, v17
trn2.2d v26, v4, v1
trn2.2d v18, v26, v16
trn2.2d v14, v26, v26
trn2.2d v0, v11, v21
trn2.2s v26, v18, v23
trn2.2s v9, v23, v18
trn2.2s v15, v13, v28
trn2.2s v5, v28, v28
trn2.4h v25, v15, v15
trn2.4h v24, v19, v0
trn2.4h v31, v31, v24
trn2.4h v8, v4, v22
trn2.4s v29, v13, v12
trn2.4s v12, v31, v8
trn2.4s v20, v12, v19
trn2.4s v15, v4, v25
trn2.8b v17, v17, v8
trn2.8b v26, v2, v2
trn2.8b v23, v4, v18
trn2.8b v20, v15, v22
trn2.8h v7, v31, v5
trn2.8h v3, v0, v11
trn2.8h v21, v15, v24
trn2.8h v24, v10, v14
uabal.2d v18, v16, v22
uabal.2d v12, v10, v29
uabal.2d v14, v3, v11
uabal.2d v17, v23, v1
uabal2.2d v10, v29, v6
uabal2.2d v1, v14, v18
uabal2.2d v18, v21, v3
uabal2.2d v7, v5, v21
uabal.4s v17, v27, v31
uabal.4s v18, v6, v30
uabal.4s v7, v21, v5
uabal.4s v7, v15, v31
uabal2.4s v0, v25, v7
uabal2.4s v5, v24, v9
uabal2.4s v3, v15, v10
uabal2.4s v9, v31, v18
uabal.8h v27, v15, v4
uabal.8h v0, v25, v4
uabal.8h v13, v15, v3
uabal.8h v5, v28, v28
uabal2.8h v26, v4, v22
uabal2.8h v7, v13, v4
uabal2.8h v7, v16, v20
uabal2.8h v15, v0, v2
uaba.16b v30, v16, v3
uaba.16b v26, v12, v7
uaba.16b v7, v8, v4
uaba.16b v20, v13, v14
uaba.2s v15, v18, v18
uaba.2s v4, v30, v13
uaba.2s v6, v9, v27
uaba.2s v16, v17, v23
uaba.4h v16, v20, v20
uaba.4h v12, v29, v16
uaba.4h v17, v8, v1
uaba.4h v10, v10, v28
uaba.4s v1, v20, v28
uaba.4s v17, v5, v9
uaba.4s v0, v25, v18
uaba.4s v31, v14, v20
uaba.8b v1, v26, v24
uaba.8b v8, v20, v10
uaba.8b v4, v13, v1
uaba.8b v17, v2, v30
uaba.8h v7, v17, v0
uaba.8h v1, v18, v4
uaba.8h v29, v23, v21
uaba.8h v14, v16, v1
uabdl.2d v3, v18, v21
uabdl.2d v10, v16, v1
uabdl.2d v21, v25, v20
uabdl.2d v4, v16, v19
uabdl2.2d v9, v28, v3
uabdl2.2d v10, v23, v0
uabdl2.2d v26, v4, v28
uabdl2.2d v14, v4, v20
uabdl.4s v27, v23, v20
uabdl.4s v28, v2, v19
uabdl.4s v26, v30, v0
uabdl.4s v5, v21, v17
uabdl2.4s v10, v11, v26
uabdl2.4s v11, v13, v21
uabdl2.4s v25, v23, v7
uabdl2.4s v14, v13, v29
uabdl.8h v21, v19, v15
uabdl.8h v17, v29, v21
uabdl.8h v15, v24, v13
uabdl.8h v22, v30, v7
uabdl2.8h v4, v31, v26
uabdl2.8h v29, v29, v5
uabdl2.8h v28, v18, v10
uabdl2.8h v26, v27, v22
uabd.16b v6, v12, v12
uabd.16b v29, v12, v7
uabd.16b v2, v28, v11
uabd.16b v14, v21, v15
uabd.2s v14, v8, v10
uabd.2s v1, v17, v2
uabd.2s v19, v2, v27
uabd.2s v23, v7, v9
uabd.4h v15, v19, v31
uabd.4h v6, v4, v17
uabd.4h v6, v25, v6
uabd.4h v5, v11, v28
uabd.4s v27, v31, v5
uabd.4s v31, v25, v1
uabd.4s v30, v15, v11
uabd.4s v16, v13, v15
uabd.8b v11, v18, v1
uabd.8b v16, v5, v5
uabd.8b v16, v23, v29
uabd.8b v21, v20, v1
uabd.8h v18, v27, v22
uabd.8h v22, v9, v31
uabd.8h v23, v28, v28
uabd.8h v11, v27, v1
uadalp.1d v19, v5
uadalp.1d v26, v18
uadalp.1d v25, v14
uadalp.1d v31, v13
uadalp.2d v14, v20
uadalp.2d v22, v15
uadalp.2d v30, v31
uadalp.2d v24, v30
uadalp.2s v10, v10
uadalp.2s v14, v7
uadalp.2s v12, v25
uadalp.2s v25, v23
uadalp.4h v29, v16
uadalp.4h v14, v18
uadalp.4h v10, v26
uadalp.4h v25, v3
uadalp.4s v0, v20
uadalp.4s v20, v9
uadalp.4s v9, v25
uadalp.4s v18, v3
uadalp.8h v23, v12
uadalp.8h v9, v21
uadalp.8h v3, v20
uadalp.8h v22, v17
uaddlp.1d v2, v25
uaddlp.1d v20, v7
uaddlp.1d v31, v13
uaddlp.1d v16, v30
uaddlp.2d v10, v15
uaddlp.2d v16, v5
uaddlp.2d v23, v6
uaddlp.2d v5, v22
uaddlp.2s v9, v21
uaddlp.2s v27, v21
uaddlp.2s v31, v7
uaddlp.2s v22, v10
uaddlp.4h v18, v25
uaddlp.4h v11, v29
uaddlp.4h v15, v28
uaddlp.4h v11, v9
uaddlp.4s v16, v24
uaddlp.4s v12, v24
uaddlp.4s v10, v30
uaddlp.4s v25, v22
uaddlp.8h v1, v23
uaddlp.8h v11, v6
uaddlp.8h v23, v7
uaddlp.8h v9, v20
uaddlv.16b h25, v28
uaddlv.16b h20, v3
uaddlv.16b h1, v9
uaddlv.16b h14, v9
uaddlv.4h s30, v11
uaddlv.4h s27, v2
uaddlv.4h s8, v13
uaddlv.4h s25, v24
uaddlv.4s d14, v20
uaddlv.4s d29, v6
uaddlv.4s d31, v11
uaddlv.4s d18, v20
uaddlv.8b h16, v10
uaddlv.8b h29, v24
uaddlv.8b h0, v10
uaddlv.8b h21, v28
uaddlv.8h s4, v12
uaddlv.8h s20, v10
uaddlv.8h s16, v25
uaddlv.8h s13, v17
uaddl.2d v8, v21, v18
uaddl.2d v20, v13, v16
uaddl.2d v27, v10, v18
uaddl.2d v0, v13, v5
uaddl2.2d v31, v7, v4
uaddl2.2d v27, v6, v25
uaddl2.2d v13, v7, v19
uaddl2.2d v21, v25, v5
uaddl.4s v6, v4, v23
uaddl.4s v23, v27, v20
uaddl.4s v9, v6, v20
uaddl.4s v30, v31, v18
uaddl2.4s v2, v5, v15
uaddl2.4s v26, v1, v24
uaddl2.4s v20, v20, v19
uaddl2.4s v11, v27, v29
uaddl.8h v23, v17, v6
uaddl.8h v12, v21, v31
uaddl.8h v26, v29, v1
uaddl.8h v17, v27, v22
uaddl2.8h v28, v27, v16
uaddl2.8h v4, v12, v9
uaddl2.8h v19, v19, v4
uaddl2.8h v23, v16, v20
uaddw.2d v5, v2, v20
uaddw.2d v29, v17, v5
uaddw.2d v23, v27, v15
uaddw.2d v25, v7, v18
uaddw2.2d v10, v20, v0
uaddw2.2d v28, v26, v2
uaddw2.2d v6, v30, v9
uaddw2.2d v30, v0, v17
uaddw.4s v30, v3, v8
uaddw.4s v19, v23, v24
uaddw.4s v26, v31, v26
uaddw.4s v18, v30, v5
uaddw2.4s v0, v11, v19
uaddw2.4s v4, v27, v11
uaddw2.4s v27, v6, v1
uaddw2.4s v1, v25, v27
uaddw.8h v12, v29, v8
uaddw.8h v19, v29, v22
uaddw.8h v23, v28, v12
uaddw.8h v4, v1, v19
uaddw2.8h v25, v6, v8
uaddw2.8h v25, v30, v18
uaddw2.8h v29, v20, v25
uaddw2.8h v31, v23, v7
ucvtf.2d v31, v23, #23
ucvtf.2d v13, v14, #14
ucvtf.2d v1, v4, #20
ucvtf.2d v8, v22, #1
ucvtf.2s v1, v31, #1
ucvtf.2s v6, v26, #1
ucvtf.2s v29, v11, #2
ucvtf.2s v18, v6, #5
ucvtf.4s v8, v5, #16
ucvtf.4s v7, v9, #18
ucvtf.4s v9, v11, #14
ucvtf.4s v14, v16, #29
ucvtf.2d v6, v7
ucvtf.2d v21, v12
ucvtf.2d v24, v22
ucvtf.2d v15, v12
ucvtf.2s v16, v11
ucvtf.2s v15, v25
ucvtf.2s v9, v3
ucvtf.2s v9, v17
ucvtf.4s v16, v26
ucvtf.4s v10, v23
ucvtf.4s v12, v31
ucvtf.4s v26, v10
uhadd.16b v13, v8, v2
uhadd.16b v13, v16, v25
uhadd.16b v9, v3, v28
uhadd.16b v28, v9, v15
uhadd.2s v2, v18, v15
uhadd.2s v23, v25, v23
uhadd.2s v8, v5, v6
uhadd.2s v20, v31, v15
uhadd.4h v8, v23, v13
uhadd.4h v1, v11, v18
uhadd.4h v8, v24, v6
uhadd.4h v1, v21, v21
uhadd.4s v16, v31, v1
uhadd.4s v13, v15, v1
uhadd.4s v24, v26, v3
uhadd.4s v15, v24, v30
uhadd.8b v19, v12, v22
uhadd.8b v8, v8, v18
uhadd.8b v22, v9, v11
uhadd.8b v12, v12, v5
uhadd.8h v29, v7, v30
uhadd.8h v19, v1, v25
uhadd.8h v10, v9, v17
uhadd.8h v4, v18, v13
uhsub.16b v29, v28, v31
uhsub.16b v26, v26, v30
uhsub.16b v14, v25, v26
uhsub.16b v21, v4, v22
uhsub.2s v31, v30, v26
uhsub.2s v23, v26, v27
uhsub.2s v22, v5, v0
uhsub.2s v19, v23, v9
uhsub.4h v26, v6, v31
uhsub.4h v11, v15, v25
uhsub.4h v8, v8, v9
uhsub.4h v8, v24, v12
uhsub.4s v19, v0, v30
uhsub.4s v10, v18, v13
uhsub.4s v8, v18, v9
uhsub.4s v12, v29, v23
uhsub.8b v31, v26, v28
uhsub.8b v10, v13, v22
uhsub.8b v25, v30, v10
uhsub.8b v10, v30, v1
uhsub.8h v14, v16, v1
uhsub.8h v10, v23, v22
uhsub.8h v8, v7, v25
uhsub.8h v8, v22, v29
umaxp.16b v9, v24, v23
umaxp.16b v26, v22, v4
umaxp.16b v17, v24, v2
umaxp.16b v22, v19, v21
umaxp.2s v16, v26, v14
umaxp.2s v13, v29, v24
umaxp.2s v21, v21, v30
umaxp.2s v11, v6, v31
umaxp.4h v17, v27, v6
umaxp.4h v18, v20, v8
umaxp.4h v25, v26, v29
umaxp.4h v15, v8, v17
umaxp.4s v11, v5, v3
umaxp.4s v0, v13, v24
umaxp.4s v19, v10, v29
umaxp.4s v17, v20, v14
umaxp.8b v10, v28, v17
umaxp.8b v2, v28, v14
umaxp.8b v8, v21, v27
umaxp.8b v31, v11, v18
umaxp.8h v27, v21, v16
umaxp.8h v29, v13, v3
umaxp.8h v7, v17, v24
umaxp.8h v2, v10, v16
umaxv.16b b20, v1
umaxv.16b b0, v31
umaxv.16b b28, v10
umaxv.16b b13, v29
umaxv.4h h17, v1
umaxv.4h h6, v23
umaxv.4h h4, v10
umaxv.4s s22, v16
umaxv.4s s13, v9
umaxv.4s s16, v23
umaxv.4s s6, v29
umaxv.8b b1, v13
umaxv.8b b23, v2
umaxv.8b b8, v0
umaxv.8b b12, v7
umaxv.8h h20, v11
umaxv.8h h15, v8
umaxv.8h h8, v8
umaxv.8h h10, v9
umax.16b v22, v23, v11
umax.16b v24, v21, v23
umax.16b v9, v13, v12
umax.16b v16, v3, v18
umax.2s v20, v16, v21
umax.2s v17, v11, v23
umax.2s v19, v20, v0
umax.2s v3, v6, v16
umax.4h v21, v28, v28
umax.4h v3, v21, v7
umax.4h v25, v17, v5
umax.4h v18, v19, v20
umax.4s v3, v19, v30
umax.4s v25, v12, v0
umax.4s v31, v2, v0
umax.4s v2, v2, v29
umax.8b v14, v1, v11
umax.8b v31, v8, v30
umax.8b v31, v19, v1
umax.8b v13, v11, v24
umax.8h v20, v23, v4
umax.8h v14, v20, v16
umax.8h v24, v12, v26
umax.8h v0, v21, v19
uminp.16b v6, v24, v19
uminp.16b v2, v9, v29
uminp.16b v28, v11, v3
uminp.16b v5, v12, v28
uminp.2s v25, v21, v28
uminp.2s v6, v8, v12
uminp.2s v7, v27, v8
uminp.2s v23, v21, v12
uminp.4h v5, v12, v16
uminp.4h v12, v30, v8
uminp.4h v27, v31, v14
uminp.4h v11, v8, v0
uminp.4s v31, v12, v11
uminp.4s v31, v15, v28
uminp.4s v21, v8, v8
uminp.4s v25, v18, v18
uminp.8b v20, v2, v3
uminp.8b v26, v9, v20
uminp.8b v29, v8, v7
uminp.8b v1, v29, v10
uminp.8h v5, v15, v12
uminp.8h v25, v22, v29
uminp.8h v5, v11, v31
uminp.8h v25, v5, v0
uminv.16b b9, v25
uminv.16b b14, v30
uminv.16b b31, v29
uminv.16b b30, v27
uminv.4h h3, v25
uminv.4h h27, v5
uminv.4h h15, v5
uminv.4h h22, v22
uminv.4s s18, v10
uminv.4s s26, v15
uminv.4s s30, v23
uminv.4s s23, v16
uminv.8b b28, v22
uminv.8b b14, v29
uminv.8b b10, v15
uminv.8b b28, v20
uminv.8h h16, v4
uminv.8h h16, v31
uminv.8h h12, v31
uminv.8h h22, v24
umin.16b v17, v18, v9
umin.16b v25, v20, v7
umin.16b v10, v5, v18
umin.16b v4, v7, v16
umin.2s v7, v0, v8
umin.2s v25, v24, v23
umin.2s v22, v29, v15
umin.2s v13, v15, v24
umin.4h v2, v11, v30
umin.4h v6, v5, v0
umin.4h v27, v28, v21
umin.4h v18, v6, v3
umin.4s v20, v6, v13
umin.4s v14, v19, v28
umin.4s v13, v0, v24
umin.4s v15, v24, v5
umin.8b v30, v20, v30
umin.8b v15, v19, v20
umin.8b v29, v14, v22
umin.8b v7, v6, v2
umin.8h v28, v13, v21
umin.8h v18, v7, v14
umin.8h v12, v28, v27
umin.8h v0, v30, v4
umlal.2d v18, v23, v1[3]
umlal.2d v13, v14, v16[1]
umlal.2d v25, v6, v9[3]
umlal.2d v14, v16, v11[0]
umlal2.2d v10, v23, v21[3]
umlal2.2d v12, v26, v9[3]
umlal2.2d v6, v19, v17[0]
umlal2.2d v11, v21, v6[2]
umlal.4s v20, v9, v5[0]
umlal.4s v10, v5, v6[3]
umlal.4s v1, v10, v6[0]
umlal.4s v18, v21, v6[2]
umlal2.4s v30, v20, v9[5]
umlal2.4s v17, v10, v13[6]
umlal2.4s v11, v7, v5[7]
umlal2.4s v7, v28, v14[1]
umlal.2d v18, v13, v1
umlal.2d v9, v13, v28
umlal.2d v21, v9, v10
umlal.2d v12, v28, v26
umlal2.2d v27, v26, v20
umlal2.2d v11, v27, v2
umlal2.2d v21, v16, v24
umlal2.2d v28, v9, v27
umlal.4s v25, v21, v24
umlal.4s v4, v22, v11
umlal.4s v25, v17, v25
umlal.4s v19, v23, v2
umlal2.4s v11, v5, v30
umlal2.4s v16, v9, v31
umlal2.4s v6, v25, v28
umlal2.4s v14, v3, v16
umlal.8h v27, v17, v20
umlal.8h v0, v5, v31
umlal.8h v12, v13, v12
umlal.8h v26, v26, v11
umlal2.8h v18, v18, v25
umlal2.8h v17, v10, v25
umlal2.8h v8, v2, v22
umlal2.8h v22, v20, v30
umlsl.2d v17, v0, v29[3]
umlsl.2d v30, v16, v31[1]
umlsl.2d v17, v23, v16[0]
umlsl.2d v21, v16, v3[2]
umlsl2.2d v15, v2, v30[1]
umlsl2.2d v20, v0, v2[1]
umlsl2.2d v20, v1, v18[3]
umlsl2.2d v2, v6, v1[3]
umlsl.4s v22, v18, v3[7]
umlsl.4s v22, v26, v3[3]
umlsl.4s v19, v12, v3[1]
umlsl.4s v3, v24, v11[0]
umlsl2.4s v14, v13, v0[5]
umlsl2.4s v17, v15, v3[4]
umlsl2.4s v30, v4, v11[3]
umlsl2.4s v16, v17, v1[0]
umlsl.2d v20, v23, v11
umlsl.2d v17, v28, v22
umlsl.2d v22, v20, v24
umlsl.2d v15, v22, v20
umlsl2.2d v16, v4, v18
umlsl2.2d v10, v14, v2
umlsl2.2d v7, v17, v3
umlsl2.2d v9, v28, v14
umlsl.4s v6, v23, v5
umlsl.4s v3, v8, v19
umlsl.4s v2, v2, v12
umlsl.4s v2, v11, v6
umlsl2.4s v26, v27, v13
umlsl2.4s v24, v15, v5
umlsl2.4s v26, v30, v15
umlsl2.4s v5, v18, v11
umlsl.8h v26, v0, v25
umlsl.8h v23, v17, v7
umlsl.8h v8, v15, v11
umlsl.8h v1, v28, v24
umlsl2.8h v27, v31, v16
umlsl2.8h v30, v26, v5
umlsl2.8h v21, v22, v2
umlsl2.8h v1, v22, v7
umov.b w20, v7[3]
umov.b w30, v24[10]
umov.b w30, v22[0]
umov.b w9, v24[13]
mov.d x27, v12[1]
mov.d x20, v1[1]
mov.d x4, v3[0]
mov.d x22, v19[1]
umov.h w23, v25[0]
umov.h w22, v31[1]
umov.h w13, v12[1]
umov.h w9, v10[5]
mov.s w2, v16[0]
mov.s w22, v18[2]
mov.s w28, v10[0]
mov.s w29, v12[0]
umull.2d v5, v14, v26[0]
umull.2d v26, v4, v5[2]
umull.2d v4, v8, v12[3]
umull.2d v15, v31, v0[2]
umull2.2d v18, v26, v8[0]
umull2.2d v18, v18, v7[1]
umull2.2d v5, v12, v12[0]
umull2.2d v16, v6, v11[1]
umull.4s v13, v31, v0[0]
umull.4s v4, v19, v4[0]
umull.4s v12, v25, v2[0]
umull.4s v31, v16, v13[0]
umull2.4s v14, v24, v1[1]
umull2.4s v22, v21, v14[1]
umull2.4s v5, v15, v3[0]
umull2.4s v17, v19, v6[3]
umull.2d v27, v4, v1
umull.2d v20, v11, v6
umull.2d v22, v10, v6
umull.2d v14, v6, v9
umull2.2d v21, v28, v15
umull2.2d v10, v9, v15
umull2.2d v31, v27, v27
umull2.2d v14, v22, v30
umull.4s v5, v5, v16
umull.4s v23, v17, v12
umull.4s v8, v21, v0
umull.4s v9, v22, v5
umull2.4s v0, v10, v26
umull2.4s v11, v13, v9
umull2.4s v9, v26, v9
umull2.4s v13, v17, v14
umull.8h v18, v9, v27
umull.8h v29, v3, v18
umull.8h v4, v20, v30
umull.8h v16, v31, v25
umull2.8h v7, v5, v3
umull2.8h v22, v31, v23
umull2.8h v12, v4, v12
umull2.8h v0, v22, v11
uqadd.16b v17, v23, v12
uqadd.16b v28, v29, v15
uqadd.16b v26, v24, v29
uqadd.16b v20, v24, v5
uqadd.2d v16, v16, v3
uqadd.2d v17, v31, v12
uqadd.2d v1, v22, v4
uqadd.2d v31, v19, v31
uqadd.2s v10, v24, v24
uqadd.2s v9, v18, v8
uqadd.2s v19, v1, v13
uqadd.2s v25, v21, v9
uqadd.4h v6, v28, v18
uqadd.4h v31, v29, v27
uqadd.4h v15, v15, v0
uqadd.4h v19, v4, v22
uqadd.4s v12, v11, v18
uqadd.4s v10, v19, v20
uqadd.4s v17, v25, v4
uqadd.4s v6, v15, v2
uqadd.8b v31, v15, v30
uqadd.8b v27, v2, v0
uqadd.8b v18, v22, v29
uqadd.8b v8, v20, v23
uqadd.8h v9, v4, v9
uqadd.8h v25, v29, v27
uqadd.8h v28, v5, v10
uqadd.8h v1, v12, v4
uqrshl.16b v17, v29, v13
uqrshl.16b v0, v5, v20
uqrshl.16b v10, v21, v19
uqrshl.16b v15, v1, v31
uqrshl.2d v11, v1, v26
uqrshl.2d v7, v29, v3
uqrshl.2d v17, v18, v12
uqrshl.2d v8, v0, v19
uqrshl.2s v25, v26, v24
uqrshl.2s v21, v10, v17
uqrshl.2s v20, v13, v13
uqrshl.2s v31, v9, v20
uqrshl.4h v27, v10, v26
uqrshl.4h v29, v31, v3
uqrshl.4h v23, v8, v14
uqrshl.4h v17, v4, v11
uqrshl.4s v5, v1, v30
uqrshl.4s v29, v10, v28
uqrshl.4s v26, v19, v27
uqrshl.4s v13, v19, v26
uqrshl.8b v16, v13, v26
uqrshl.8b v5, v9, v21
uqrshl.8b v5, v3, v22
uqrshl.8b v2, v20, v23
uqrshl.8h v0, v11, v23
uqrshl.8h v30, v17, v16
uqrshl.8h v28, v14, v3
uqrshl.8h v24, v11, v7
uqrshrn.2s v9, v0, #9
uqrshrn.2s v10, v19, #28
uqrshrn.2s v8, v1, #29
uqrshrn.2s v24, v0, #9
uqrshrn2.4s v12, v23, #32
uqrshrn2.4s v11, v11, #18
uqrshrn2.4s v29, v14, #21
uqrshrn2.4s v23, v31, #12
uqrshrn.4h v5, v3, #16
uqrshrn.4h v0, v29, #8
uqrshrn.4h v24, v10, #5
uqrshrn.4h v24, v15, #11
uqrshrn2.8h v1, v0, #12
uqrshrn2.8h v8, v7, #2
uqrshrn2.8h v15, v12, #1
uqrshrn2.8h v26, v13, #16
uqrshrn.8b v24, v2, #4
uqrshrn.8b v7, v12, #2
uqrshrn.8b v27, v14, #7
uqrshrn.8b v4, v24, #1
uqrshrn2.16b v19, v27, #3
uqrshrn2.16b v13, v8, #2
uqrshrn2.16b v20, v13, #4
uqrshrn2.16b v29, v14, #8
uqshl.16b v12, v11, #1
uqshl.16b v30, v1, #6
uqshl.16b v28, v22, #0
uqshl.16b v17, v3, #5
uqshl.2d v23, v11, #50
uqshl.2d v8, v17, #46
uqshl.2d v24, v28, #0
uqshl.2d v23, v9, #57
uqshl.2s v10, v10, #1
uqshl.2s v27, v18, #31
uqshl.2s v13, v11, #16
uqshl.2s v18, v22, #21
uqshl.4h v25, v18, #14
uqshl.4h v6, v12, #4
uqshl.4h v31, v18, #3
uqshl.4h v29, v24, #6
uqshl.4s v31, v18, #9
uqshl.4s v1, v4, #29
uqshl.4s v29, v28, #18
uqshl.4s v15, v15, #0
uqshl.8b v3, v26, #1
uqshl.8b v7, v29, #7
uqshl.8b v0, v11, #5
uqshl.8b v15, v10, #0
uqshl.8h v5, v24, #8
uqshl.8h v5, v30, #8
uqshl.8h v17, v14, #11
uqshl.8h v13, v28, #12
uqshl.16b v28, v6, v30
uqshl.16b v19, v3, v19
uqshl.16b v1, v20, v17
uqshl.16b v15, v7, v27
uqshl.2d v24, v13, v15
uqshl.2d v19, v3, v22
uqshl.2d v5, v30, v8
uqshl.2d v3, v11, v13
uqshl.2s v19, v15, v8
uqshl.2s v10, v10, v10
uqshl.2s v17, v16, v31
uqshl.2s v27, v0, v18
uqshl.4h v15, v0, v4
uqshl.4h v27, v3, v26
uqshl.4h v19, v17, v15
uqshl.4h v22, v9, v2
uqshl.4s v15, v29, v30
uqshl.4s v31, v4, v16
uqshl.4s v5, v26, v0
uqshl.4s v22, v0, v0
uqshl.8b v0, v21, v9
uqshl.8b v2, v1, v1
uqshl.8b v14, v3, v15
uqshl.8b v16, v22, v29
uqshl.8h v15, v0, v10
uqshl.8h v26, v2, v27
uqshl.8h v22, v5, v9
uqshl.8h v20, v3, v31
uqshrn.2s v24, v14, #5
uqshrn.2s v3, v16, #9
uqshrn.2s v3, v17, #1
uqshrn.2s v17, v10, #23
uqshrn2.4s v0, v24, #6
uqshrn2.4s v23, v30, #24
uqshrn2.4s v24, v22, #22
uqshrn2.4s v16, v31, #9
uqshrn.4h v30, v10, #11
uqshrn.4h v3, v14, #12
uqshrn.4h v18, v23, #11
uqshrn.4h v26, v13, #1
uqshrn2.8h v12, v14, #14
uqshrn2.8h v21, v2, #10
uqshrn2.8h v11, v26, #1
uqshrn2.8h v12, v22, #1
uqshrn.8b v28, v23, #1
uqshrn.8b v0, v31, #7
uqshrn.8b v16, v13, #6
uqshrn.8b v10, v2, #6
uqshrn2.16b v22, v25, #1
uqshrn2.16b v19, v14, #5
uqshrn2.16b v1, v17, #5
uqshrn2.16b v4, v7, #6
uqsub.16b v23, v13, v8
uqsub.16b v11, v20, v27
uqsub.16b v7, v29, v28
uqsub.16b v11, v7, v19
uqsub.2d v25, v27, v22
uqsub.2d v28, v12, v16
uqsub.2d v2, v21, v9
uqsub.2d v30, v23, v1
uqsub.2s v15, v6, v28
uqsub.2s v1, v7, v24
uqsub.2s v0, v18, v15
uqsub.2s v27, v1, v16
uqsub.4h v7, v11, v14
uqsub.4h v23, v26, v31
uqsub.4h v11, v12, v19
uqsub.4h v5, v10, v24
uqsub.4s v31, v6, v4
uqsub.4s v31, v23, v18
uqsub.4s v31, v12, v19
uqsub.4s v4, v27, v6
uqsub.8b v3, v20, v0
uqsub.8b v7, v21, v22
uqsub.8b v24, v5, v17
uqsub.8b v5, v24, v4
uqsub.8h v18, v11, v28
uqsub.8h v1, v29, v30
uqsub.8h v10, v17, v4
uqsub.8h v4, v11, v1
uqxtn.2s v4, v25
uqxtn.2s v12, v19
uqxtn.2s v19, v17
uqxtn.2s v13, v7
uqxtn2.4s v4, v22
uqxtn2.4s v26, v9
uqxtn2.4s v4, v19
uqxtn2.4s v12, v21
uqxtn.4h v15, v4
uqxtn.4h v31, v11
uqxtn.4h v2, v20
uqxtn.4h v3, v13
uqxtn2.8h v24, v14
uqxtn2.8h v28, v27
uqxtn2.8h v3, v8
uqxtn2.8h v0, v27
uqxtn.8b v12, v31
uqxtn.8b v26, v30
uqxtn.8b v31, v5
uqxtn.8b v21, v17
uqxtn2.16b v5, v13
uqxtn2.16b v13, v5
uqxtn2.16b v30, v14
uqxtn2.16b v15, v1
urecpe.2s v8, v8
urecpe.2s v2, v26
urecpe.2s v16, v8
urecpe.2s v7, v25
urecpe.4s v22, v4
urecpe.4s v23, v22
urecpe.4s v28, v22
urecpe.4s v1, v1
urhadd.16b v21, v1, v31
urhadd.16b v11, v9, v27
urhadd.16b v24, v26, v18
urhadd.16b v21, v25, v5
urhadd.2s v27, v12, v11
urhadd.2s v22, v2, v18
urhadd.2s v11, v18, v14
urhadd.2s v9, v30, v28
urhadd.4h v13, v0, v2
urhadd.4h v2, v26, v4
urhadd.4h v23, v29, v22
urhadd.4h v17, v14, v8
urhadd.4s v17, v8, v0
urhadd.4s v8, v5, v0
urhadd.4s v11, v21, v10
urhadd.4s v5, v29, v1
urhadd.8b v1, v29, v25
urhadd.8b v28, v27, v19
urhadd.8b v20, v14, v0
urhadd.8b v22, v1, v12
urhadd.8h v26, v31, v2
urhadd.8h v25, v11, v5
urhadd.8h v2, v4, v18
urhadd.8h v27, v14, v29
urshl.16b v18, v25, v20
urshl.16b v9, v27, v25
urshl.16b v25, v1, v28
urshl.16b v26, v0, v30
urshl.2d v5, v6, v22
urshl.2d v13, v5, v4
urshl.2d v0, v26, v31
urshl.2d v10, v2, v1
urshl.2s v20, v15, v26
urshl.2s v3, v24, v12
urshl.2s v26, v31, v24
urshl.2s v13, v24, v0
urshl.4h v16, v9, v17
urshl.4h v10, v11, v28
urshl.4h v11, v16, v16
urshl.4h v23, v9, v1
urshl.4s v28, v10, v9
urshl.4s v17, v20, v31
urshl.4s v0, v18, v31
urshl.4s v20, v4, v3
urshl.8b v22, v16, v0
urshl.8b v19, v0, v1
urshl.8b v13, v10, v8
urshl.8b v28, v5, v12
urshl.8h v18, v17, v8
urshl.8h v2, v0, v17
urshl.8h v16, v7, v27
urshl.8h v20, v5, v2
urshr.16b v11, v27, #2
urshr.16b v14, v2, #3
urshr.16b v4, v5, #4
urshr.16b v28, v20, #6
urshr.2d v9, v17, #1
urshr.2d v5, v15, #1
urshr.2d v5, v21, #14
urshr.2d v8, v5, #1
urshr.2s v8, v15, #32
urshr.2s v12, v6, #23
urshr.2s v17, v17, #32
urshr.2s v31, v14, #27
urshr.4h v28, v5, #16
urshr.4h v19, v20, #16
urshr.4h v10, v4, #5
urshr.4h v2, v26, #1
urshr.4s v17, v1, #27
urshr.4s v27, v24, #20
urshr.4s v25, v16, #16
urshr.4s v28, v0, #18
urshr.8b v28, v20, #4
urshr.8b v13, v10, #5
urshr.8b v22, v8, #1
urshr.8b v20, v17, #8
urshr.8h v1, v26, #10
urshr.8h v10, v29, #12
urshr.8h v9, v9, #10
urshr.8h v31, v29, #1
ursqrte.2s v14, v14
ursqrte.2s v16, v8
ursqrte.2s v14, v4
ursqrte.2s v9, v22
ursqrte.4s v20, v8
ursqrte.4s v31, v10
ursqrte.4s v1, v6
ursqrte.4s v15, v12
ursra.16b v19, v20, #6
ursra.16b v14, v8, #2
ursra.16b v6, v12, #8
ursra.16b v13, v9, #6
ursra.2d v0, v19, #20
ursra.2d v17, v31, #53
ursra.2d v23, v16, #36
ursra.2d v29, v31, #34
ursra.2s v5, v23, #30
ursra.2s v29, v18, #1
ursra.2s v11, v14, #17
ursra.2s v3, v2, #4
ursra.4h v8, v1, #4
ursra.4h v6, v1, #8
ursra.4h v22, v25, #8
ursra.4h v21, v27, #7
ursra.4s v12, v10, #1
ursra.4s v24, v16, #5
ursra.4s v26, v9, #26
ursra.4s v5, v21, #1
ursra.8b v21, v17, #8
ursra.8b v24, v22, #5
ursra.8b v29, v31, #6
ursra.8b v28, v9, #5
ursra.8h v8, v5, #1
ursra.8h v1, v31, #1
ursra.8h v16, v1, #10
ursra.8h v10, v27, #13
ushll.2d v8, v25, #25
ushll.2d v14, v9, #8
ushll.2d v28, v22, #13
ushll.2d v30, v31, #0
ushll2.2d v22, v15, #25
ushll2.2d v28, v3, #15
ushll2.2d v16, v1, #8
ushll2.2d v1, v17, #13
ushll.4s v19, v12, #3
ushll.4s v0, v18, #13
ushll.4s v14, v31, #15
ushll.4s v14, v28, #15
ushll2.4s v3, v4, #13
ushll2.4s v29, v20, #11
ushll2.4s v27, v3, #0
ushll2.4s v14, v16, #9
ushll.8h v25, v21, #6
ushll.8h v27, v9, #1
ushll.8h v23, v30, #7
ushll.8h v10, v30, #0
ushll2.8h v10, v4, #1
ushll2.8h v26, v24, #5
ushll2.8h v2, v23, #7
ushll2.8h v8, v6, #1
ushl.16b v7, v10, v4
ushl.16b v5, v29, v10
ushl.16b v21, v11, v11
ushl.16b v4, v25, v29
ushl.2d v12, v25, v19
ushl.2d v5, v23, v3
ushl.2d v9, v27, v27
ushl.2d v31, v19, v18
ushl.2s v17, v25, v21
ushl.2s v31, v22, v27
ushl.2s v13, v1, v0
ushl.2s v18, v19, v9
ushl.4h v11, v25, v28
ushl.4h v30, v7, v29
ushl.4h v24, v4, v23
ushl.4h v1, v1, v19
ushl.4s v25, v31, v7
ushl.4s v29, v31, v1
ushl.4s v14, v27, v0
ushl.4s v9, v22, v24
ushl.8b v5, v13, v27
ushl.8b v8, v10, v14
ushl.8b v3, v24, v2
ushl.8b v0, v25, v27
ushl.8h v25, v19, v21
ushl.8h v9, v16, v18
ushl.8h v15, v17, v3
ushl.8h v1, v3, v28
ushr.16b v26, v6, #2
ushr.16b v13, v1, #2
ushr.16b v7, v27, #1
ushr.16b v3, v0, #1
ushr.2d v13, v10, #58
ushr.2d v21, v31, #1
ushr.2d v16, v24, #60
ushr.2d v27, v4, #1
ushr.2s v20, v0, #17
ushr.2s v27, v10, #18
ushr.2s v24, v21, #1
ushr.2s v17, v0, #4
ushr.4h v6, v10, #9
ushr.4h v10, v4, #1
ushr.4h v5, v15, #11
ushr.4h v19, v21, #14
ushr.4s v23, v11, #22
ushr.4s v11, v15, #29
ushr.4s v25, v23, #15
ushr.4s v2, v0, #32
ushr.8b v10, v26, #3
ushr.8b v4, v1, #4
ushr.8b v11, v9, #8
ushr.8b v7, v9, #1
ushr.8h v20, v6, #13
ushr.8h v28, v12, #8
ushr.8h v7, v3, #10
ushr.8h v6, v17, #13
usqadd.16b v22, v24
usqadd.16b v16, v23
usqadd.16b v23, v26
usqadd.16b v17, v7
usqadd.2d v19, v31
usqadd.2d v11, v25
usqadd.2d v18, v22
usqadd.2d v8, v8
usqadd.2s v3, v26
usqadd.2s v5, v9
usqadd.2s v29, v9
usqadd.2s v19, v16
usqadd.4h v27, v23
usqadd.4h v13, v18
usqadd.4h v14, v13
usqadd.4h v16, v12
usqadd.4s v2, v5
usqadd.4s v10, v6
usqadd.4s v26, v7
usqadd.4s v30, v9
usqadd.8b v16, v6
usqadd.8b v6, v28
usqadd.8b v19, v22
usqadd.8b v5, v2
usqadd.8h v14, v16
usqadd.8h v30, v10
usqadd.8h v24, v9
usqadd.8h v1, v23
usra.16b v14, v6, #1
usra.16b v18, v5, #1
usra.16b v10, v12, #7
usra.16b v30, v28, #1
usra.2d v19, v19, #51
usra.2d v1, v8, #44
usra.2d v19, v21, #36
usra.2d v3, v7, #46
usra.2s v2, v20, #14
usra.2s v5, v20, #9
usra.2s v25, v6, #25
usra.2s v21, v14, #26
usra.4h v21, v31, #1
usra.4h v12, v12, #6
usra.4h v10, v4, #1
usra.4h v9, v19, #14
usra.4s v14, v10, #32
usra.4s v1, v21, #12
usra.4s v14, v13, #29
usra.4s v28, v4, #6
usra.8b v12, v21, #5
usra.8b v31, v23, #7
usra.8b v4, v9, #5
usra.8b v9, v15, #6
usra.8h v12, v6, #8
usra.8h v16, v8, #13
usra.8h v30, v28, #1
usra.8h v25, v6, #6
usubl.2d v14, v25, v6
usubl.2d v27, v20, v9
usubl.2d v16, v28, v30
usubl.2d v17, v1, v23
usubl2.2d v17, v2, v14
usubl2.2d v19, v13, v9
usubl2.2d v0, v0, v23
usubl2.2d v8, v29, v3
usubl.4s v17, v7, v26
usubl.4s v18, v0, v24
usubl.4s v12, v18, v0
usubl.4s v27, v2, v20
usubl2.4s v29, v15, v3
usubl2.4s v26, v3, v15
usubl2.4s v19, v26, v29
usubl2.4s v6, v14, v0
usubl.8h v29, v2, v8
usubl.8h v24, v27, v4
usubl.8h v25, v28, v4
usubl.8h v15, v24, v8
usubl2.8h v15, v26, v27
usubl2.8h v2, v18, v28
usubl2.8h v10, v29, v26
usubl2.8h v7, v9, v19
usubw.2d v27, v4, v29
usubw.2d v6, v0, v10
usubw.2d v6, v22, v31
usubw.2d v0, v17, v3
usubw2.2d v18, v8, v10
usubw2.2d v24, v20, v12
usubw2.2d v0, v31, v10
usubw2.2d v6, v17, v25
usubw.4s v1, v11, v23
usubw.4s v11, v2, v0
usubw.4s v25, v13, v5
usubw.4s v7, v29, v25
usubw2.4s v9, v3, v11
usubw2.4s v16, v10, v24
usubw2.4s v12, v4, v7
usubw2.4s v3, v7, v21
usubw.8h v20, v6, v4
usubw.8h v27, v3, v8
usubw.8h v10, v0, v19
usubw.8h v8, v31, v21
usubw2.8h v16, v27, v21
usubw2.8h v31, v7, v29
usubw2.8h v17, v6, v27
usubw2.8h v19, v31, v6
uzp1.16b v9, v19, v24
uzp1.16b v30, v13, v2
uzp1.16b v19, v14, v22
uzp1.16b v16, v8, v27
uzp1.2d v19, v6, v22
uzp1.2d v11, v1, v3
uzp1.2d v18, v22, v7
uzp1.2d v2, v24, v3
uzp1.2s v23, v3, v11
uzp1.2s v4, v3, v20
uzp1.2s v19, v26, v0
uzp1.2s v23, v25, v10
uzp1.4h v12, v27, v31
uzp1.4h v19, v3, v28
uzp1.4h v27, v26, v29
uzp1.4h v31, v5, v26
uzp1.4s v1, v8, v13
uzp1.4s v20, v11, v4
uzp1.4s v3, v8, v31
uzp1.4s v0, v19, v1
uzp1.8b v1, v21, v21
uzp1.8b v21, v25, v13
uzp1.8b v1, v28, v13
uzp1.8b v24, v6, v25
uzp1.8h v18, v10, v22
uzp1.8h v27, v9, v28
uzp1.8h v18, v7, v11
uzp1.8h v8, v28, v26
uzp2.16b v31, v23, v25
uzp2.16b v20, v12, v17
uzp2.16b v11, v12, v17
uzp2.16b v0, v9, v22
uzp2.2d v15, v23, v16
uzp2.2d v23, v18, v0
uzp2.2d v6, v17, v21
uzp2.2d v4, v9, v14
uzp2.2s v16, v19, v16
uzp2.2s v11, v12, v16
uzp2.2s v27, v29, v23
uzp2.2s v1, v22, v7
uzp2.4h v0, v21, v24
uzp2.4h v30, v22, v4
uzp2.4h v7, v4, v15
uzp2.4h v28, v0, v7
uzp2.4s v31, v31, v29
uzp2.4s v22, v31, v11
uzp2.4s v29, v17, v16
uzp2.4s v19, v17, v1
uzp2.8b v2, v5, v12
uzp2.8b v4, v25, v14
uzp2.8b v17, v12, v17
uzp2.8b v1, v5, v29
uzp2.8h v29, v15, v10
uzp2.8h v27, v26, v31
uzp2.8h v20, v0, v13
uzp2.8h v25, v17, v5
xtn.2s v3, v12
xtn.2s v20, v7
xtn.2s v21, v0
xtn.2s v23, v25
xtn2.4s v30, v4
xtn2.4s v4, v9
xtn2.4s v22, v10
xtn2.4s v23, v17
xtn.4h v23, v25
xtn.4h v6, v22
xtn.4h v23, v6
xtn.4h v4, v31
xtn2.8h v3, v28
xtn2.8h v23, v27
xtn2.8h v31, v31
xtn2.8h v7, v22
xtn.8b v4, v20
xtn.8b v17, v1
xtn.8b v28, v5
xtn.8b v9, v26
xtn2.16b v11, v9
xtn2.16b v24, v23
xtn2.16b v2, v18
xtn2.16b v29, v19
zip1.16b v28, v0, v5
zip1.16b v12, v13, v10
zip1.16b v7, v16, v8
zip1.16b v22, v5, v29
zip1.2d v22, v6, v27
zip1.2d v21, v18, v23
zip1.2d v6, v13, v15
zip1.2d v26, v7, v0
zip1.2s v12, v5, v8
zip1.2s v10, v11, v18
zip1.2s v8, v20, v13
zip1.2s v28, v3, v10
zip1.4h v13, v17, v20
zip1.4h v14, v12, v23
zip1.4h v13, v18, v29
zip1.4h v10, v20, v27
zip1.4s v10, v3, v30
zip1.4s v0, v5, v0
zip1.4s v22, v4, v7
zip1.4s v31, v17, v26
zip1.8b v25, v23, v7
zip1.8b v24, v5, v24
zip1.8b v3, v19, v1
zip1.8b v25, v25, v2
zip1.8h v9, v29, v18
zip1.8h v24, v7, v6
zip1.8h v22, v18, v25
zip1.8h v26, v3, v15
zip2.16b v19, v30, v11
zip2.16b v2, v10, v1
zip2.16b v24, v29, v8
zip2.16b v11, v31, v2
zip2.2d v17, v8, v6
zip2.2d v17, v4, v27
zip2.2d v15, v23, v19
zip2.2d v23, v17, v2
zip2.2s v24, v7, v18
zip2.2s v23, v19, v2
zip2.2s v16, v4, v15
zip2.2s v23, v12, v8
zip2.4h v11, v27, v26
zip2.4h v24, v12, v19
zip2.4h v8, v21, v28
zip2.4h v12, v16, v18
zip2.4s v0, v8, v6
zip2.4s v5, v10, v31
zip2.4s v3, v16, v2
zip2.4s v6, v2, v13
zip2.8b v8, v30, v27
zip2.8b v1, v19, v9
zip2.8b v22, v4, v5
zip2.8b v2, v15, v20
zip2.8h v4, v10, v24
zip2.8h v10, v20, v20
zip2.8h v16, v8, v29
zip2.8h v21, v16, v20
