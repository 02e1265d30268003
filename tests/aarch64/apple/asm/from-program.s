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
add.16b v10, v11, v4
add.16b v11, v27, v11
add.16b v2, v9, v17
add.16b v11, v27, v0
add.2d v0, v4, v30
add.2d v27, v5, v15
add.2d v26, v6, v19
add.2d v22, v30, v26
add.2s v1, v3, v16
add.2s v23, v29, v24
add.2s v23, v21, v22
add.2s v16, v20, v17
add.4h v2, v19, v5
add.4h v22, v15, v9
add.4h v17, v16, v24
add.4h v21, v12, v10
add.4s v13, v26, v21
add.4s v28, v17, v17
add.4s v26, v13, v14
add.4s v15, v1, v20
add.8b v12, v21, v30
add.8b v30, v20, v15
add.8b v20, v4, v10
add.8b v6, v2, v8
add.8h v11, v17, v13
add.8h v24, v3, v27
add.8h v12, v23, v28
add.8h v22, v22, v8
and.16b v3, v12, v9
and.16b v11, v23, v11
and.16b v15, v4, v1
and.16b v12, v12, v15
and.8b v18, v30, v27
and.8b v3, v31, v1
and.8b v25, v4, v24
and.8b v17, v27, v15
bic.2s v19, #0, lsl #16
bic.2s v21, #202, lsl #8
bic.2s v16, #52, lsl #8
bic.2s v18, #56
bic.4h v7, #214
bic.4h v21, #247, lsl #8
bic.4h v1, #4
bic.4h v16, #112, lsl #8
bic.4s v30, #157, lsl #16
bic.4s v28, #116, lsl #16
bic.4s v3, #167
bic.4s v1, #214, lsl #8
bic.8h v30, #202, lsl #8
bic.8h v15, #0, lsl #8
bic.8h v21, #106, lsl #8
bic.8h v25, #202
bic.16b v6, v14, v20
bic.16b v23, v11, v15
bic.16b v0, v16, v31
bic.16b v17, v3, v20
bic.8b v23, v24, v24
bic.8b v21, v11, v9
bic.8b v23, v4, v14
bic.8b v4, v5, v0
bif.16b v5, v12, v13
bif.16b v11, v10, v26
bif.16b v9, v14, v26
bif.16b v3, v8, v13
bif.8b v17, v13, v30
bif.8b v26, v14, v19
bif.8b v25, v8, v3
bif.8b v2, v11, v20
bit.16b v20, v17, v13
bit.16b v9, v8, v10
bit.16b v5, v5, v10
bit.16b v13, v4, v11
bit.8b v24, v26, v24
bit.8b v26, v2, v28
bit.8b v16, v8, v9
bit.8b v4, v24, v18
bsl.16b v9, v18, v7
bsl.16b v19, v7, v8
bsl.16b v7, v0, v12
bsl.16b v2, v27, v0
bsl.8b v17, v24, v21
bsl.8b v27, v6, v31
bsl.8b v31, v16, v18
bsl.8b v25, v11, v2
cls.16b v30, v1
cls.16b v23, v12
cls.16b v2, v17
cls.16b v15, v31
cls.2s v23, v28
cls.2s v6, v16
cls.2s v7, v27
cls.2s v17, v14
cls.4h v25, v5
cls.4h v24, v7
cls.4h v14, v22
cls.4h v9, v10
cls.4s v13, v23
cls.4s v16, v18
cls.4s v16, v16
cls.4s v24, v11
cls.8b v5, v14
cls.8b v29, v12
cls.8b v15, v6
cls.8b v22, v0
cls.8h v24, v28
cls.8h v4, v22
cls.8h v10, v1
cls.8h v12, v19
clz.16b v6, v2
clz.16b v15, v14
clz.16b v15, v9
clz.16b v19, v13
clz.2s v28, v29
clz.2s v12, v26
clz.2s v0, v4
clz.2s v25, v20
clz.4h v4, v8
clz.4h v28, v7
clz.4h v26, v25
clz.4h v19, v8
clz.4s v7, v18
clz.4s v1, v24
clz.4s v0, v11
clz.4s v20, v2
clz.8b v6, v5
clz.8b v3, v27
clz.8b v15, v17
clz.8b v7, v13
clz.8h v14, v15
clz.8h v4, v9
clz.8h v20, v12
clz.8h v7, v28
cmeq.16b v21, v6, v29
cmeq.16b v13, v28, v6
cmeq.16b v15, v10, v28
cmeq.16b v20, v23, v6
cmeq.2d v9, v21, v3
cmeq.2d v22, v23, v12
cmeq.2d v30, v26, v17
cmeq.2d v19, v3, v28
cmeq.2s v15, v12, v30
cmeq.2s v14, v19, v27
cmeq.2s v19, v8, v25
cmeq.2s v21, v24, v14
cmeq.4h v26, v30, v2
cmeq.4h v11, v30, v28
cmeq.4h v15, v29, v10
cmeq.4h v4, v27, v1
cmeq.4s v17, v24, v24
cmeq.4s v29, v22, v27
cmeq.4s v27, v1, v7
cmeq.4s v31, v24, v23
cmeq.8b v0, v11, v26
cmeq.8b v8, v8, v0
cmeq.8b v11, v28, v0
cmeq.8b v6, v10, v14
cmeq.8h v10, v26, v22
cmeq.8h v29, v9, v1
cmeq.8h v29, v8, v8
cmeq.8h v10, v21, v2
cmeq.16b v20, v24, #0
cmeq.16b v27, v12, #0
cmeq.16b v28, v22, #0
cmeq.16b v12, v18, #0
cmeq.2d v10, v25, #0
cmeq.2d v11, v30, #0
cmeq.2d v1, v4, #0
cmeq.2d v1, v31, #0
cmeq.2s v5, v14, #0
cmeq.2s v2, v28, #0
cmeq.2s v11, v26, #0
cmeq.2s v14, v10, #0
cmeq.4h v14, v16, #0
cmeq.4h v3, v12, #0
cmeq.4h v24, v17, #0
cmeq.4h v30, v29, #0
cmeq.4s v21, v30, #0
cmeq.4s v28, v31, #0
cmeq.4s v15, v6, #0
cmeq.4s v31, v27, #0
cmeq.8b v3, v9, #0
cmeq.8b v18, v5, #0
cmeq.8b v22, v12, #0
cmeq.8b v29, v20, #0
cmeq.8h v26, v18, #0
cmeq.8h v18, v3, #0
cmeq.8h v2, v2, #0
cmeq.8h v30, v13, #0
cmge.16b v26, v20, v12
cmge.16b v24, v20, v28
cmge.16b v14, v26, v17
cmge.16b v15, v6, v12
cmge.2d v29, v8, v1
cmge.2d v31, v11, v20
cmge.2d v8, v28, v3
cmge.2d v15, v24, v10
cmge.2s v3, v13, v30
cmge.2s v30, v6, v16
cmge.2s v20, v15, v7
cmge.2s v22, v24, v10
cmge.4h v0, v25, v2
cmge.4h v17, v26, v20
cmge.4h v29, v26, v8
cmge.4h v25, v28, v22
cmge.4s v16, v18, v24
cmge.4s v4, v27, v6
cmge.4s v20, v27, v11
cmge.4s v23, v30, v23
cmge.8b v24, v20, v29
cmge.8b v0, v24, v16
cmge.8b v25, v6, v28
cmge.8b v7, v6, v7
cmge.8h v19, v11, v28
cmge.8h v1, v31, v31
cmge.8h v16, v7, v3
cmge.8h v24, v6, v15
cmge.16b v5, v27, #0
cmge.16b v5, v9, #0
cmge.16b v4, v26, #0
cmge.16b v11, v19, #0
cmge.2d v25, v7, #0
cmge.2d v13, v20, #0
cmge.2d v11, v24, #0
cmge.2d v0, v9, #0
cmge.2s v20, v8, #0
cmge.2s v0, v31, #0
cmge.2s v27, v6, #0
cmge.2s v6, v21, #0
cmge.4h v27, v29, #0
cmge.4h v26, v9, #0
cmge.4h v20, v3, #0
cmge.4h v23, v9, #0
cmge.4s v5, v21, #0
cmge.4s v25, v31, #0
cmge.4s v15, v19, #0
cmge.4s v8, v2, #0
cmge.8b v29, v27, #0
cmge.8b v10, v27, #0
cmge.8b v5, v11, #0
cmge.8b v24, v23, #0
cmge.8h v7, v5, #0
cmge.8h v16, v21, #0
cmge.8h v9, v10, #0
cmge.8h v8, v30, #0
cmgt.16b v27, v2, v2
cmgt.16b v23, v7, v25
cmgt.16b v28, v30, v15
cmgt.16b v31, v0, v30
cmgt.2d v7, v18, v27
cmgt.2d v18, v18, v11
cmgt.2d v18, v28, v19
cmgt.2d v26, v31, v20
cmgt.2s v15, v7, v6
cmgt.2s v6, v18, v31
cmgt.2s v25, v16, v10
cmgt.2s v19, v15, v3
cmgt.4h v1, v29, v21
cmgt.4h v26, v27, v9
cmgt.4h v18, v30, v29
cmgt.4h v1, v10, v21
cmgt.4s v22, v1, v13
cmgt.4s v29, v19, v14
cmgt.4s v6, v3, v23
cmgt.4s v5, v0, v1
cmgt.8b v22, v6, v4
cmgt.8b v16, v10, v6
cmgt.8b v22, v3, v20
cmgt.8b v9, v28, v21
cmgt.8h v13, v25, v27
cmgt.8h v30, v8, v10
cmgt.8h v0, v2, v19
cmgt.8h v13, v4, v0
cmgt.16b v22, v30, #0
cmgt.16b v26, v28, #0
cmgt.16b v24, v24, #0
cmgt.16b v30, v26, #0
cmgt.2d v0, v16, #0
cmgt.2d v18, v24, #0
cmgt.2d v1, v7, #0
cmgt.2d v14, v28, #0
cmgt.2s v28, v28, #0
cmgt.2s v20, v18, #0
cmgt.2s v21, v28, #0
cmgt.2s v9, v19, #0
cmgt.4h v19, v17, #0
cmgt.4h v30, v19, #0
cmgt.4h v25, v0, #0
cmgt.4h v23, v14, #0
cmgt.4s v10, v18, #0
cmgt.4s v12, v20, #0
cmgt.4s v16, v0, #0
cmgt.4s v25, v13, #0
cmgt.8b v19, v29, #0
cmgt.8b v31, v4, #0
cmgt.8b v23, v27, #0
cmgt.8b v18, v20, #0
cmgt.8h v28, v20, #0
cmgt.8h v19, v4, #0
cmgt.8h v6, v19, #0
cmgt.8h v23, v23, #0
cmhi.16b v8, v10, v7
cmhi.16b v11, v28, v29
cmhi.16b v25, v21, v20
cmhi.16b v1, v2, v7
cmhi.2d v24, v18, v3
cmhi.2d v22, v10, v15
cmhi.2d v8, v25, v7
cmhi.2d v16, v16, v29
cmhi.2s v30, v20, v29
cmhi.2s v2, v18, v17
cmhi.2s v26, v29, v27
cmhi.2s v0, v31, v14
cmhi.4h v6, v7, v13
cmhi.4h v7, v22, v2
cmhi.4h v22, v16, v3
cmhi.4h v9, v5, v28
cmhi.4s v11, v0, v28
cmhi.4s v5, v7, v8
cmhi.4s v1, v23, v7
cmhi.4s v24, v10, v20
cmhi.8b v21, v24, v20
cmhi.8b v9, v5, v24
cmhi.8b v19, v28, v21
cmhi.8b v20, v11, v30
cmhi.8h v31, v28, v8
cmhi.8h v28, v5, v4
cmhi.8h v19, v23, v10
cmhi.8h v2, v2, v23
cmhs.16b v16, v29, v22
cmhs.16b v30, v19, v14
cmhs.16b v20, v26, v14
cmhs.16b v0, v20, v6
cmhs.2d v11, v26, v12
cmhs.2d v3, v21, v28
cmhs.2d v26, v15, v17
cmhs.2d v21, v16, v3
cmhs.2s v5, v17, v22
cmhs.2s v3, v7, v16
cmhs.2s v5, v7, v2
cmhs.2s v18, v25, v22
cmhs.4h v31, v26, v15
cmhs.4h v16, v1, v8
cmhs.4h v18, v6, v11
cmhs.4h v6, v31, v2
cmhs.4s v9, v19, v8
cmhs.4s v13, v13, v13
cmhs.4s v29, v22, v17
cmhs.4s v24, v14, v14
cmhs.8b v23, v30, v30
cmhs.8b v18, v25, v16
cmhs.8b v15, v5, v27
cmhs.8b v10, v22, v31
cmhs.8h v23, v27, v21
cmhs.8h v14, v31, v15
cmhs.8h v27, v11, v31
cmhs.8h v10, v16, v15
cmle.16b v18, v7, #0
cmle.16b v3, v2, #0
cmle.16b v12, v9, #0
cmle.16b v6, v14, #0
cmle.2d v0, v23, #0
cmle.2d v26, v28, #0
cmle.2d v27, v9, #0
cmle.2d v11, v20, #0
cmle.2s v27, v22, #0
cmle.2s v22, v0, #0
cmle.2s v27, v24, #0
cmle.2s v10, v13, #0
cmle.4h v8, v4, #0
cmle.4h v21, v21, #0
cmle.4h v24, v24, #0
cmle.4h v11, v11, #0
cmle.4s v9, v15, #0
cmle.4s v11, v30, #0
cmle.4s v16, v20, #0
cmle.4s v8, v2, #0
cmle.8b v27, v18, #0
cmle.8b v5, v18, #0
cmle.8b v20, v23, #0
cmle.8b v30, v17, #0
cmle.8h v29, v21, #0
cmle.8h v11, v24, #0
cmle.8h v29, v30, #0
cmle.8h v30, v23, #0
cmlt.16b v10, v8, #0
cmlt.16b v19, v9, #0
cmlt.16b v31, v12, #0
cmlt.16b v24, v23, #0
cmlt.2d v3, v23, #0
cmlt.2d v11, v24, #0
cmlt.2d v5, v21, #0
cmlt.2d v13, v3, #0
cmlt.2s v12, v14, #0
cmlt.2s v12, v26, #0
cmlt.2s v20, v17, #0
cmlt.2s v22, v29, #0
cmlt.4h v10, v28, #0
cmlt.4h v27, v31, #0
cmlt.4h v0, v6, #0
cmlt.4h v6, v20, #0
cmlt.4s v4, v21, #0
cmlt.4s v12, v14, #0
cmlt.4s v16, v6, #0
cmlt.4s v14, v10, #0
cmlt.8b v27, v20, #0
cmlt.8b v15, v5, #0
cmlt.8b v9, v17, #0
cmlt.8b v12, v21, #0
cmlt.8h v18, v23, #0
cmlt.8h v19, v11, #0
cmlt.8h v13, v27, #0
cmlt.8h v22, v27, #0
cmtst.16b v27, v8, v14
cmtst.16b v31, v3, v25
cmtst.16b v11, v26, v24
cmtst.16b v21, v7, v4
cmtst.2d v22, v21, v15
cmtst.2d v18, v1, v5
cmtst.2d v7, v17, v7
cmtst.2d v4, v5, v4
cmtst.2s v31, v8, v25
cmtst.2s v2, v26, v19
cmtst.2s v22, v17, v17
cmtst.2s v12, v0, v13
cmtst.4h v2, v3, v4
cmtst.4h v15, v19, v20
cmtst.4h v10, v25, v14
cmtst.4h v11, v2, v7
cmtst.4s v7, v22, v9
cmtst.4s v12, v1, v21
cmtst.4s v18, v31, v17
cmtst.4s v22, v7, v3
cmtst.8b v18, v21, v17
cmtst.8b v12, v13, v25
cmtst.8b v17, v31, v12
cmtst.8b v16, v29, v28
cmtst.8h v27, v19, v17
cmtst.8h v29, v18, v8
cmtst.8h v25, v15, v25
cmtst.8h v8, v23, v6
cnt.16b v5, v0
cnt.16b v30, v4
cnt.16b v17, v14
cnt.16b v12, v29
cnt.8b v12, v15
cnt.8b v11, v27
cnt.8b v13, v2
cnt.8b v6, v7
mov b22, v2[8]
mov b31, v1[7]
mov b29, v16[3]
mov b28, v13[8]
mov d9, v10[1]
mov d8, v1[0]
mov d30, v19[0]
mov d5, v8[1]
mov h12, v12[6]
mov h18, v1[2]
mov h24, v21[5]
mov h20, v13[6]
mov s17, v29[1]
mov s7, v18[3]
mov s4, v7[3]
mov s28, v11[0]
dup.16b v18, w24
dup.16b v0, w22
dup.16b v24, w17
dup.16b v30, w19
dup.16b v14, v14[13]
dup.16b v27, v3[15]
dup.16b v10, v31[6]
dup.16b v2, v29[9]
dup.2d v29, x7
dup.2d v20, x18
dup.2d v23, x28
dup.2d v30, x10
dup.2d v28, v26[0]
dup.2d v18, v9[0]
dup.2d v5, v2[0]
dup.2d v7, v24[0]
dup.2s v5, w8
dup.2s v4, w25
dup.2s v3, w0
dup.2s v20, w3
dup.2s v31, v0[0]
dup.2s v0, v6[1]
dup.2s v11, v5[0]
dup.2s v23, v9[3]
dup.4h v20, w3
dup.4h v19, w16
dup.4h v26, w3
dup.4h v17, w17
dup.4h v22, v31[5]
dup.4h v1, v22[5]
dup.4h v12, v7[2]
dup.4h v5, v19[3]
dup.4s v20, w9
dup.4s v16, w0
dup.4s v13, w13
dup.4s v27, w3
dup.4s v27, v14[0]
dup.4s v4, v12[0]
dup.4s v21, v28[0]
dup.4s v2, v14[2]
dup.8b v28, w27
dup.8b v0, w27
dup.8b v20, w7
dup.8b v30, w2
dup.8b v30, v14[2]
dup.8b v29, v9[4]
dup.8b v22, v8[3]
dup.8b v25, v19[9]
dup.8h v6, w28
dup.8h v5, w12
dup.8h v3, w24
dup.8h v19, w23
dup.8h v29, v0[1]
dup.8h v4, v10[5]
dup.8h v30, v21[2]
dup.8h v26, v2[2]
eor.16b v3, v0, v29
eor.16b v6, v26, v13
eor.16b v27, v19, v4
eor.16b v26, v4, v19
eor.8b v29, v10, v1
eor.8b v27, v11, v22
eor.8b v22, v30, v28
eor.8b v5, v14, v6
ext.16b v22, v16, v13, #2
ext.16b v18, v17, v15, #5
ext.16b v16, v7, v27, #0
ext.16b v15, v17, v24, #0
ext.8b v27, v13, v5, #1
ext.8b v5, v0, v5, #0
ext.8b v19, v11, v26, #0
ext.8b v11, v12, v0, #6
fabd.2d v31, v5, v8
fabd.2d v7, v1, v11
fabd.2d v12, v9, v28
fabd.2d v20, v21, v4
fabd.2s v27, v19, v1
fabd.2s v7, v23, v13
fabd.2s v13, v19, v9
fabd.2s v26, v23, v20
fabd.4s v3, v23, v31
fabd.4s v3, v26, v17
fabd.4s v29, v31, v18
fabd.4s v26, v3, v3
fabs.2d v30, v7
fabs.2d v7, v25
fabs.2d v22, v9
fabs.2d v12, v2
fabs.2s v9, v7
fabs.2s v10, v1
fabs.2s v4, v31
fabs.2s v25, v13
fabs.4s v1, v18
fabs.4s v2, v17
fabs.4s v27, v11
fabs.4s v10, v24
facge.2d v21, v15, v16
facge.2d v15, v4, v8
facge.2d v9, v4, v21
facge.2d v8, v7, v4
facge.2s v3, v22, v5
facge.2s v9, v8, v10
facge.2s v11, v26, v8
facge.2s v11, v27, v8
facge.4s v29, v18, v26
facge.4s v18, v20, v3
facge.4s v7, v25, v2
facge.4s v18, v14, v10
facgt.2d v29, v28, v22
facgt.2d v31, v25, v2
facgt.2d v28, v3, v19
facgt.2d v21, v13, v13
facgt.2s v7, v6, v1
facgt.2s v6, v7, v22
facgt.2s v15, v17, v11
facgt.2s v30, v18, v18
facgt.4s v12, v16, v11
facgt.4s v31, v11, v26
facgt.4s v9, v8, v12
facgt.4s v9, v6, v30
faddp.2d d3, v11
faddp.2d d3, v18
faddp.2d d26, v24
faddp.2d d14, v22
faddp.2s s22, v19
faddp.2s s2, v9
faddp.2s s11, v0
faddp.2s s29, v10
faddp.2d v15, v0, v1
faddp.2d v6, v21, v4
faddp.2d v23, v15, v23
faddp.2d v2, v28, v25
faddp.2s v13, v18, v4
faddp.2s v20, v6, v13
faddp.2s v5, v16, v11
faddp.2s v19, v7, v2
faddp.4s v8, v28, v0
faddp.4s v20, v10, v8
faddp.4s v14, v7, v24
faddp.4s v22, v27, v27
fadd.2d v28, v5, v26
fadd.2d v26, v13, v20
fadd.2d v2, v23, v31
fadd.2d v21, v16, v14
fadd.2s v17, v10, v24
fadd.2s v23, v27, v11
fadd.2s v12, v1, v21
fadd.2s v25, v10, v9
fadd.4s v7, v3, v31
fadd.4s v20, v4, v15
fadd.4s v4, v6, v0
fadd.4s v19, v28, v13
fcmeq.2d v11, v16, v21
fcmeq.2d v3, v9, v24
fcmeq.2d v4, v19, v9
fcmeq.2d v5, v29, v7
fcmeq.2s v25, v23, v5
fcmeq.2s v14, v9, v16
fcmeq.2s v19, v7, v21
fcmeq.2s v26, v5, v19
fcmeq.4s v12, v17, v14
fcmeq.4s v20, v2, v1
fcmeq.4s v9, v23, v21
fcmeq.4s v8, v4, v27
fcmeq.2d v14, v30, #0.0
fcmeq.2d v10, v7, #0.0
fcmeq.2d v18, v17, #0.0
fcmeq.2d v7, v29, #0.0
fcmeq.2s v17, v14, #0.0
fcmeq.2s v22, v11, #0.0
fcmeq.2s v7, v24, #0.0
fcmeq.2s v31, v24, #0.0
fcmeq.4s v25, v31, #0.0
fcmeq.4s v18, v31, #0.0
fcmeq.4s v24, v25, #0.0
fcmeq.4s v12, v11, #0.0
fcmge.2d v30, v9, v11
fcmge.2d v9, v15, v24
fcmge.2d v10, v11, v10
fcmge.2d v30, v31, v24
fcmge.2s v15, v5, v11
fcmge.2s v22, v4, v12
fcmge.2s v27, v31, v15
fcmge.2s v19, v31, v9
fcmge.4s v5, v21, v15
fcmge.4s v14, v19, v9
fcmge.4s v0, v18, v22
fcmge.4s v8, v3, v24
fcmge.2d v28, v16, #0.0
fcmge.2d v30, v2, #0.0
fcmge.2d v9, v17, #0.0
fcmge.2d v30, v21, #0.0
fcmge.2s v27, v13, #0.0
fcmge.2s v31, v28, #0.0
fcmge.2s v0, v20, #0.0
fcmge.2s v20, v25, #0.0
fcmge.4s v31, v29, #0.0
fcmge.4s v26, v18, #0.0
fcmge.4s v2, v20, #0.0
fcmge.4s v10, v4, #0.0
fcmgt.2d v12, v30, v13
fcmgt.2d v5, v30, v2
fcmgt.2d v22, v1, v7
fcmgt.2d v2, v7, v26
fcmgt.2s v4, v1, v6
fcmgt.2s v15, v14, v18
fcmgt.2s v28, v29, v23
fcmgt.2s v11, v11, v27
fcmgt.4s v13, v22, v11
fcmgt.4s v19, v20, v21
fcmgt.4s v22, v16, v2
fcmgt.4s v28, v18, v3
fcmgt.2d v25, v28, #0.0
fcmgt.2d v22, v15, #0.0
fcmgt.2d v31, v20, #0.0
fcmgt.2d v25, v13, #0.0
fcmgt.2s v6, v18, #0.0
fcmgt.2s v23, v31, #0.0
fcmgt.2s v20, v16, #0.0
fcmgt.2s v19, v10, #0.0
fcmgt.4s v7, v0, #0.0
fcmgt.4s v25, v29, #0.0
fcmgt.4s v18, v1, #0.0
fcmgt.4s v27, v10, #0.0
fcmle.2d v25, v0, #0.0
fcmle.2d v27, v14, #0.0
fcmle.2d v6, v28, #0.0
fcmle.2d v11, v10, #0.0
fcmle.2s v27, v14, #0.0
fcmle.2s v23, v1, #0.0
fcmle.2s v25, v6, #0.0
fcmle.2s v19, v12, #0.0
fcmle.4s v26, v23, #0.0
fcmle.4s v0, v5, #0.0
fcmle.4s v7, v3, #0.0
fcmle.4s v27, v6, #0.0
fcmlt.2d v27, v4, #0.0
fcmlt.2d v28, v0, #0.0
fcmlt.2d v29, v15, #0.0
fcmlt.2d v11, v30, #0.0
fcmlt.2s v24, v24, #0.0
fcmlt.2s v18, v6, #0.0
fcmlt.2s v18, v18, #0.0
fcmlt.2s v8, v14, #0.0
fcmlt.4s v8, v12, #0.0
fcmlt.4s v21, v12, #0.0
fcmlt.4s v20, v13, #0.0
fcmlt.4s v22, v31, #0.0
fcvtas.2d v20, v8
fcvtas.2d v31, v1
fcvtas.2d v5, v20
fcvtas.2d v19, v23
fcvtas.2s v1, v25
fcvtas.2s v10, v24
fcvtas.2s v17, v5
fcvtas.2s v17, v12
fcvtas.4s v29, v5
fcvtas.4s v26, v3
fcvtas.4s v11, v15
fcvtas.4s v16, v2
fcvtau.2d v5, v0
fcvtau.2d v6, v2
fcvtau.2d v7, v4
fcvtau.2d v17, v7
fcvtau.2s v0, v21
fcvtau.2s v3, v23
fcvtau.2s v29, v19
fcvtau.2s v23, v7
fcvtau.4s v0, v0
fcvtau.4s v7, v29
fcvtau.4s v0, v17
fcvtau.4s v14, v11
fcvtms.2d v5, v28
fcvtms.2d v29, v10
fcvtms.2d v27, v13
fcvtms.2d v12, v1
fcvtms.2s v24, v13
fcvtms.2s v27, v4
fcvtms.2s v2, v17
fcvtms.2s v29, v24
fcvtms.4s v6, v30
fcvtms.4s v18, v31
fcvtms.4s v22, v31
fcvtms.4s v7, v9
fcvtmu.2d v25, v20
fcvtmu.2d v13, v28
fcvtmu.2d v4, v24
fcvtmu.2d v23, v23
fcvtmu.2s v24, v13
fcvtmu.2s v9, v1
fcvtmu.2s v28, v1
fcvtmu.2s v15, v12
fcvtmu.4s v20, v21
fcvtmu.4s v17, v23
fcvtmu.4s v22, v18
fcvtmu.4s v29, v8
fcvtns.2d v27, v25
fcvtns.2d v11, v18
fcvtns.2d v17, v8
fcvtns.2d v10, v25
fcvtns.2s v26, v0
fcvtns.2s v30, v27
fcvtns.2s v9, v9
fcvtns.2s v19, v12
fcvtns.4s v19, v5
fcvtns.4s v22, v22
fcvtns.4s v12, v13
fcvtns.4s v0, v7
fcvtnu.2d v22, v10
fcvtnu.2d v12, v3
fcvtnu.2d v1, v7
fcvtnu.2d v4, v21
fcvtnu.2s v27, v6
fcvtnu.2s v8, v31
fcvtnu.2s v1, v5
fcvtnu.2s v16, v16
fcvtnu.4s v24, v20
fcvtnu.4s v19, v0
fcvtnu.4s v3, v0
fcvtnu.4s v10, v10
fcvtps.2d v4, v22
fcvtps.2d v21, v23
fcvtps.2d v10, v21
fcvtps.2d v14, v12
fcvtps.2s v10, v30
fcvtps.2s v9, v20
fcvtps.2s v26, v10
fcvtps.2s v11, v27
fcvtps.4s v4, v14
fcvtps.4s v19, v21
fcvtps.4s v6, v17
fcvtps.4s v1, v25
fcvtpu.2d v17, v22
fcvtpu.2d v7, v31
fcvtpu.2d v11, v4
fcvtpu.2d v1, v9
fcvtpu.2s v2, v11
fcvtpu.2s v25, v15
fcvtpu.2s v31, v24
fcvtpu.2s v27, v15
fcvtpu.4s v31, v15
fcvtpu.4s v10, v16
fcvtpu.4s v19, v23
fcvtpu.4s v15, v12
fcvtzs.2d v17, v4, #22
fcvtzs.2d v10, v1, #23
fcvtzs.2d v28, v16, #1
fcvtzs.2d v20, v15, #24
fcvtzs.2s v16, v16, #27
fcvtzs.2s v9, v29, #1
fcvtzs.2s v17, v23, #3
fcvtzs.2s v8, v11, #12
fcvtzs.4s v2, v19, #18
fcvtzs.4s v9, v29, #27
fcvtzs.4s v12, v18, #32
fcvtzs.4s v31, v26, #1
fcvtzs.2d v13, v16
fcvtzs.2d v4, v5
fcvtzs.2d v21, v17
fcvtzs.2d v8, v17
fcvtzs.2s v9, v17
fcvtzs.2s v13, v15
fcvtzs.2s v21, v16
fcvtzs.2s v27, v29
fcvtzs.4s v8, v19
fcvtzs.4s v25, v19
fcvtzs.4s v2, v17
fcvtzs.4s v6, v3
fcvtzu.2d v10, v11, #3
fcvtzu.2d v26, v19, #33
fcvtzu.2d v1, v14, #21
fcvtzu.2d v19, v8, #42
fcvtzu.2s v4, v3, #31
fcvtzu.2s v23, v6, #1
fcvtzu.2s v18, v22, #18
fcvtzu.2s v13, v21, #1
fcvtzu.4s v16, v16, #1
fcvtzu.4s v15, v20, #4
fcvtzu.4s v3, v15, #3
fcvtzu.4s v23, v18, #12
fcvtzu.2d v26, v20
fcvtzu.2d v0, v3
fcvtzu.2d v16, v9
fcvtzu.2d v22, v24
fcvtzu.2s v26, v15
fcvtzu.2s v11, v16
fcvtzu.2s v20, v28
fcvtzu.2s v29, v29
fcvtzu.4s v30, v13
fcvtzu.4s v5, v5
fcvtzu.4s v11, v2
fcvtzu.4s v1, v28
fdiv.2d v29, v23, v19
fdiv.2d v12, v13, v17
fdiv.2d v22, v6, v26
fdiv.2d v15, v15, v15
fdiv.2s v3, v2, v22
fdiv.2s v13, v24, v2
fdiv.2s v7, v24, v16
fdiv.2s v12, v15, v14
fdiv.4s v10, v10, v30
fdiv.4s v10, v22, v11
fdiv.4s v18, v25, v28
fdiv.4s v9, v11, v10
fmaxnmp.2d d23, v26
fmaxnmp.2d d10, v26
fmaxnmp.2d d25, v31
fmaxnmp.2d d11, v27
fmaxnmp.2s s29, v10
fmaxnmp.2s s11, v7
fmaxnmp.2s s27, v7
fmaxnmp.2s s3, v5
fmaxnmp.2d v28, v23, v9
fmaxnmp.2d v14, v18, v8
fmaxnmp.2d v9, v16, v27
fmaxnmp.2d v12, v9, v11
fmaxnmp.2s v2, v6, v0
fmaxnmp.2s v12, v18, v15
fmaxnmp.2s v10, v8, v27
fmaxnmp.2s v31, v4, v10
fmaxnmp.4s v28, v9, v8
fmaxnmp.4s v4, v12, v25
fmaxnmp.4s v12, v7, v10
fmaxnmp.4s v11, v12, v19
fmaxnmv.4s s2, v21
fmaxnmv.4s s4, v26
fmaxnmv.4s s18, v20
fmaxnmv.4s s7, v22
fmaxnm.2d v6, v0, v22
fmaxnm.2d v30, v25, v17
fmaxnm.2d v16, v0, v30
fmaxnm.2d v8, v20, v11
fmaxnm.2s v15, v2, v29
fmaxnm.2s v28, v16, v11
fmaxnm.2s v11, v28, v2
fmaxnm.2s v11, v24, v0
fmaxnm.4s v21, v17, v4
fmaxnm.4s v8, v1, v11
fmaxnm.4s v30, v2, v24
fmaxnm.4s v18, v19, v29
fmaxp.2d d19, v18
fmaxp.2d d5, v18
fmaxp.2d d13, v31
fmaxp.2d d8, v11
fmaxp.2s s4, v1
fmaxp.2s s18, v25
fmaxp.2s s21, v6
fmaxp.2s s19, v19
fmaxp.2d v1, v6, v3
fmaxp.2d v13, v15, v30
fmaxp.2d v30, v31, v15
fmaxp.2d v12, v31, v29
fmaxp.2s v10, v7, v3
fmaxp.2s v14, v21, v26
fmaxp.2s v4, v9, v26
fmaxp.2s v22, v13, v8
fmaxp.4s v18, v12, v7
fmaxp.4s v22, v13, v19
fmaxp.4s v10, v20, v9
fmaxp.4s v12, v10, v13
fmaxv.4s s12, v9
fmaxv.4s s3, v15
fmaxv.4s s6, v9
fmaxv.4s s5, v14
fmax.2d v8, v31, v19
fmax.2d v14, v19, v0
fmax.2d v20, v29, v11
fmax.2d v7, v17, v7
fmax.2s v20, v10, v27
fmax.2s v23, v3, v27
fmax.2s v21, v19, v28
fmax.2s v7, v26, v31
fmax.4s v29, v4, v7
fmax.4s v2, v11, v26
fmax.4s v12, v22, v28
fmax.4s v29, v0, v23
fminnmp.2d d14, v8
fminnmp.2d d10, v9
fminnmp.2d d0, v21
fminnmp.2d d31, v13
fminnmp.2s s30, v2
fminnmp.2s s5, v19
fminnmp.2s s1, v10
fminnmp.2s s10, v10
fminnmp.2d v7, v25, v12
fminnmp.2d v31, v11, v26
fminnmp.2d v19, v17, v27
fminnmp.2d v13, v28, v20
fminnmp.2s v11, v11, v6
fminnmp.2s v5, v17, v24
fminnmp.2s v3, v24, v20
fminnmp.2s v12, v5, v9
fminnmp.4s v3, v28, v27
fminnmp.4s v5, v26, v3
fminnmp.4s v8, v4, v28
fminnmp.4s v4, v3, v22
fminnmv.4s s12, v8
fminnmv.4s s0, v20
fminnmv.4s s25, v9
fminnmv.4s s19, v7
fminnm.2d v27, v14, v16
fminnm.2d v6, v28, v8
fminnm.2d v10, v12, v2
fminnm.2d v7, v9, v23
fminnm.2s v23, v12, v30
fminnm.2s v25, v31, v3
fminnm.2s v8, v30, v6
fminnm.2s v26, v0, v24
fminnm.4s v31, v18, v20
fminnm.4s v9, v13, v12
fminnm.4s v31, v21, v26
fminnm.4s v17, v21, v4
fminp.2d d18, v27
fminp.2d d10, v30
fminp.2d d19, v7
fminp.2d d13, v2
fminp.2s s14, v24
fminp.2s s26, v3
fminp.2s s30, v13
fminp.2s s31, v31
fminp.2d v19, v30, v20
fminp.2d v21, v9, v5
fminp.2d v29, v0, v8
fminp.2d v21, v29, v30
fminp.2s v29, v2, v12
fminp.2s v7, v5, v24
fminp.2s v18, v9, v22
fminp.2s v28, v26, v4
fminp.4s v26, v4, v0
fminp.4s v19, v25, v20
fminp.4s v10, v6, v16
fminp.4s v20, v10, v6
fminv.4s s8, v28
fminv.4s s6, v3
fminv.4s s3, v7
fminv.4s s31, v21
fmin.2d v13, v28, v19
fmin.2d v8, v24, v0
fmin.2d v16, v27, v25
fmin.2d v14, v8, v10
fmin.2s v3, v0, v29
fmin.2s v8, v11, v6
fmin.2s v22, v12, v28
fmin.2s v31, v23, v1
fmin.4s v21, v8, v9
fmin.4s v3, v15, v14
fmin.4s v12, v15, v16
fmin.4s v30, v10, v9
fmla.d d7, d21, v3[0]
fmla.d d19, d21, v28[1]
fmla.d d2, d7, v31[0]
fmla.d d14, d31, v29[1]
fmla.s s8, s20, v5[0]
fmla.s s4, s12, v3[1]
fmla.s s13, s0, v30[1]
fmla.s s15, s10, v4[0]
fmla.2d v1, v0, v13[0]
fmla.2d v4, v7, v17[0]
fmla.2d v4, v28, v0[1]
fmla.2d v24, v19, v30[0]
fmla.2s v25, v19, v14[1]
fmla.2s v11, v12, v12[0]
fmla.2s v21, v27, v5[0]
fmla.2s v9, v22, v18[2]
fmla.4s v7, v21, v16[0]
fmla.4s v9, v19, v24[2]
fmla.4s v21, v22, v1[0]
fmla.4s v0, v29, v9[1]
fmla.2d v0, v20, v7
fmla.2d v7, v21, v20
fmla.2d v11, v10, v28
fmla.2d v9, v5, v26
fmla.2s v6, v20, v0
fmla.2s v17, v13, v15
fmla.2s v23, v3, v13
fmla.2s v12, v8, v21
fmla.4s v5, v24, v12
fmla.4s v3, v2, v9
fmla.4s v27, v19, v15
fmla.4s v16, v3, v16
fmls.d d28, d2, v9[1]
fmls.d d21, d13, v13[0]
fmls.d d3, d19, v6[1]
fmls.d d7, d15, v22[0]
fmls.s s18, s31, v6[3]
fmls.s s19, s2, v3[0]
fmls.s s13, s30, v29[0]
fmls.s s11, s9, v7[2]
fmls.2d v23, v6, v4[1]
fmls.2d v22, v13, v7[1]
fmls.2d v30, v9, v8[1]
fmls.2d v2, v18, v14[0]
fmls.2s v15, v16, v9[3]
fmls.2s v26, v25, v8[3]
fmls.2s v31, v6, v10[2]
fmls.2s v0, v8, v5[1]
fmls.4s v24, v24, v22[0]
fmls.4s v0, v4, v6[0]
fmls.4s v10, v1, v28[0]
fmls.4s v10, v20, v21[1]
fmls.2d v15, v25, v23
fmls.2d v15, v6, v20
fmls.2d v23, v6, v4
fmls.2d v4, v17, v30
fmls.2s v26, v20, v22
fmls.2s v5, v19, v27
fmls.2s v11, v20, v26
fmls.2s v17, v9, v1
fmls.4s v30, v5, v31
fmls.4s v30, v27, v17
fmls.4s v19, v17, v24
fmls.4s v7, v5, v7
fmov.d v13[1], x10
fmov.d v1[1], x7
fmov.d v19[1], x12
fmov.d v16[1], x18
fmov.d x14, v29[1]
fmov.d x10, v2[1]
fmov.d x0, v14[1]
fmov.d x12, v2[1]
fmov.2d v16, #0.13281250
fmov.2d v24, #1.18750000
fmov.2d v5, #-0.43750000
fmov.2d v23, #7.00000000
fmov.2s v11, #30.00000000
fmov.2s v18, #4.25000000
fmov.2s v8, #-15.00000000
fmov.2s v18, #-1.56250000
fmov.4s v23, #-0.12500000
fmov.4s v24, #0.40625000
fmov.4s v28, #1.18750000
fmov.4s v12, #-2.50000000
fmulx.d d10, d24, v9[0]
fmulx.d d24, d10, v1[1]
fmulx.d d26, d27, v4[1]
fmulx.d d14, d28, v23[0]
fmulx.s s0, s15, v27[2]
fmulx.s s25, s15, v18[2]
fmulx.s s26, s4, v6[0]
fmulx.s s21, s7, v2[0]
fmulx.2d v27, v21, v14[1]
fmulx.2d v28, v4, v13[0]
fmulx.2d v7, v8, v21[0]
fmulx.2d v31, v12, v26[1]
fmulx.2s v5, v4, v28[0]
fmulx.2s v27, v28, v1[0]
fmulx.2s v24, v1, v18[1]
fmulx.2s v25, v7, v15[3]
fmulx.4s v9, v30, v6[0]
fmulx.4s v26, v12, v16[1]
fmulx.4s v16, v13, v11[0]
fmulx.4s v14, v13, v10[0]
fmulx.2d v28, v22, v27
fmulx.2d v30, v20, v11
fmulx.2d v19, v19, v31
fmulx.2d v13, v6, v21
fmulx.2s v11, v2, v3
fmulx.2s v12, v21, v13
fmulx.2s v24, v30, v10
fmulx.2s v9, v29, v26
fmulx.4s v12, v15, v0
fmulx.4s v1, v30, v4
fmulx.4s v5, v5, v15
fmulx.4s v24, v29, v28
fmul.d d15, d28, v18[0]
fmul.d d11, d2, v17[1]
fmul.d d25, d13, v25[0]
fmul.d d27, d31, v12[1]
fmul.s s22, s9, v30[3]
fmul.s s8, s4, v24[0]
fmul.s s28, s0, v29[2]
fmul.s s8, s10, v0[0]
fmul.2d v28, v1, v20[1]
fmul.2d v10, v30, v8[0]
fmul.2d v8, v29, v22[1]
fmul.2d v0, v9, v6[1]
fmul.2s v20, v10, v1[0]
fmul.2s v27, v16, v14[3]
fmul.2s v12, v20, v31[2]
fmul.2s v19, v8, v31[0]
fmul.4s v29, v3, v22[0]
fmul.4s v20, v2, v10[3]
fmul.4s v22, v3, v5[0]
fmul.4s v29, v27, v21[0]
fmul.2d v22, v15, v13
fmul.2d v4, v10, v23
fmul.2d v0, v13, v29
fmul.2d v28, v20, v10
fmul.2s v7, v20, v19
fmul.2s v6, v23, v13
fmul.2s v29, v30, v15
fmul.2s v1, v23, v17
fmul.4s v11, v11, v17
fmul.4s v30, v8, v3
fmul.4s v20, v18, v28
fmul.4s v26, v15, v21
fneg.2d v31, v20
fneg.2d v18, v0
fneg.2d v8, v0
fneg.2d v22, v16
fneg.2s v23, v12
fneg.2s v14, v9
fneg.2s v7, v18
fneg.2s v19, v0
fneg.4s v25, v2
fneg.4s v27, v5
fneg.4s v7, v23
fneg.4s v23, v25
frecpe.2d v14, v13
frecpe.2d v5, v17
frecpe.2d v13, v24
frecpe.2d v3, v19
frecpe.2s v0, v25
frecpe.2s v7, v21
frecpe.2s v1, v24
frecpe.2s v17, v26
frecpe.4s v8, v24
frecpe.4s v9, v0
frecpe.4s v12, v10
frecpe.4s v31, v13
frecps.2d v24, v8, v3
frecps.2d v22, v16, v21
frecps.2d v11, v23, v18
frecps.2d v8, v13, v2
frecps.2s v28, v2, v5
frecps.2s v28, v16, v8
frecps.2s v0, v27, v16
frecps.2s v10, v29, v21
frecps.4s v21, v0, v22
frecps.4s v26, v1, v11
frecps.4s v21, v24, v8
frecps.4s v20, v6, v6
frinta.2d v12, v23
frinta.2d v29, v0
frinta.2d v10, v20
frinta.2d v29, v13
frinta.2s v25, v26
frinta.2s v28, v0
frinta.2s v30, v28
frinta.2s v9, v20
frinta.4s v7, v4
frinta.4s v0, v16
frinta.4s v4, v12
frinta.4s v30, v25
frinti.2d v22, v29
frinti.2d v6, v23
frinti.2d v2, v0
frinti.2d v13, v31
frinti.2s v24, v22
frinti.2s v23, v8
frinti.2s v24, v3
frinti.2s v3, v23
frinti.4s v22, v10
frinti.4s v21, v14
frinti.4s v5, v0
frinti.4s v19, v11
frintm.2d v18, v12
frintm.2d v14, v23
frintm.2d v14, v3
frintm.2d v2, v31
frintm.2s v5, v8
frintm.2s v21, v17
frintm.2s v5, v21
frintm.2s v26, v30
frintm.4s v20, v1
frintm.4s v10, v30
frintm.4s v7, v31
frintm.4s v0, v16
frintn.2d v26, v15
frintn.2d v5, v14
frintn.2d v20, v13
frintn.2d v23, v9
frintn.2s v5, v31
frintn.2s v18, v8
frintn.2s v27, v12
frintn.2s v1, v26
frintn.4s v5, v4
frintn.4s v7, v3
frintn.4s v26, v10
frintn.4s v28, v19
frintp.2d v23, v24
frintp.2d v26, v16
frintp.2d v22, v21
frintp.2d v26, v25
frintp.2s v15, v3
frintp.2s v18, v17
frintp.2s v12, v6
frintp.2s v31, v23
frintp.4s v26, v5
frintp.4s v26, v13
frintp.4s v15, v10
frintp.4s v0, v16
frintx.2d v31, v28
frintx.2d v30, v16
frintx.2d v21, v31
frintx.2d v26, v9
frintx.2s v31, v5
frintx.2s v8, v14
frintx.2s v18, v0
frintx.2s v21, v27
frintx.4s v5, v7
frintx.4s v22, v10
frintx.4s v21, v29
frintx.4s v10, v14
frintz.2d v20, v19
frintz.2d v10, v6
frintz.2d v6, v14
frintz.2d v10, v11
frintz.2s v20, v6
frintz.2s v28, v24
frintz.2s v9, v14
frintz.2s v18, v22
frintz.4s v29, v30
frintz.4s v25, v14
frintz.4s v9, v15
frintz.4s v5, v0
frsqrte.2d v28, v5
frsqrte.2d v22, v26
frsqrte.2d v31, v20
frsqrte.2d v30, v4
frsqrte.2s v14, v30
frsqrte.2s v18, v31
frsqrte.2s v10, v8
frsqrte.2s v14, v17
frsqrte.4s v15, v23
frsqrte.4s v1, v22
frsqrte.4s v12, v5
frsqrte.4s v18, v12
frsqrts.2d v19, v7, v29
frsqrts.2d v9, v3, v11
frsqrts.2d v13, v16, v1
frsqrts.2d v6, v19, v29
frsqrts.2s v11, v31, v8
frsqrts.2s v0, v16, v23
frsqrts.2s v31, v7, v6
frsqrts.2s v13, v25, v29
frsqrts.4s v28, v20, v25
frsqrts.4s v5, v5, v7
frsqrts.4s v28, v19, v31
frsqrts.4s v25, v15, v13
fsqrt.2d v6, v14
fsqrt.2d v4, v20
fsqrt.2d v16, v7
fsqrt.2d v7, v0
fsqrt.2s v17, v12
fsqrt.2s v27, v17
fsqrt.2s v5, v14
fsqrt.2s v24, v7
fsqrt.4s v23, v16
fsqrt.4s v21, v0
fsqrt.4s v23, v10
fsqrt.4s v26, v20
fsub.2d v21, v21, v5
fsub.2d v19, v7, v31
fsub.2d v11, v18, v9
fsub.2d v4, v6, v16
fsub.2s v20, v5, v2
fsub.2s v31, v10, v25
fsub.2s v19, v25, v7
fsub.2s v9, v20, v11
fsub.4s v15, v24, v17
fsub.4s v3, v26, v10
fsub.4s v27, v19, v14
fsub.4s v22, v20, v25
mov.b v12[10], w19
mov.b v17[0], w17
mov.b v15[1], w20
mov.b v7[15], w29
mov.b v26[0], v0[15]
mov.b v19[15], v31[14]
mov.b v4[12], v27[2]
mov.b v7[5], v30[3]
mov.d v26[1], x12
mov.d v4[1], x15
mov.d v29[1], x23
mov.d v12[1], x24
mov.d v12[0], v11[0]
mov.d v8[0], v16[1]
mov.d v15[0], v24[0]
mov.d v18[1], v21[0]
mov.h v27[1], w4
mov.h v10[0], w12
mov.h v16[4], w20
mov.h v25[7], w22
mov.h v12[0], v0[0]
mov.h v13[3], v23[7]
mov.h v9[7], v0[0]
mov.h v12[7], v7[5]
mov.s v9[3], w7
mov.s v23[1], w6
mov.s v24[1], w21
mov.s v14[3], w3
mov.s v29[3], v20[1]
mov.s v16[0], v29[3]
mov.s v22[1], v30[2]
mov.s v8[1], v14[3]
ld1.16b { v0, v1, v2, v3 }, [x25]
ld1.16b { v1, v2, v3, v4 }, [x17]
ld1.16b { v26, v27, v28, v29 }, [x24]
ld1.16b { v21, v22, v23, v24 }, [x22]
ld1.16b { v23, v24, v25, v26 }, [x27], x14
ld1.16b { v26, v27, v28, v29 }, [x13], x20
ld1.16b { v30, v31, v0, v1 }, [x22], x13
ld1.16b { v16, v17, v18, v19 }, [x30], x19
ld1.1d { v5, v6, v7, v8 }, [x7]
ld1.1d { v8, v9, v10, v11 }, [x24]
ld1.1d { v24, v25, v26, v27 }, [x21]
ld1.1d { v20, v21, v22, v23 }, [x15]
ld1.1d { v19, v20, v21, v22 }, [x21], x23
ld1.1d { v8, v9, v10, v11 }, [x0], x24
ld1.1d { v10, v11, v12, v13 }, [x18], x28
ld1.1d { v16, v17, v18, v19 }, [x5], #32
ld1.2d { v12, v13, v14, v15 }, [x0]
ld1.2d { v21, v22, v23, v24 }, [x27]
ld1.2d { v4, v5, v6, v7 }, [x29]
ld1.2d { v26, v27, v28, v29 }, [x25]
ld1.2d { v6, v7, v8, v9 }, [x17], x11
ld1.2d { v18, v19, v20, v21 }, [x6], x7
ld1.2d { v25, v26, v27, v28 }, [x4], x10
ld1.2d { v27, v28, v29, v30 }, [x1], x9
ld1.2s { v21, v22, v23, v24 }, [x21]
ld1.2s { v13, v14, v15, v16 }, [x19]
ld1.2s { v1, v2, v3, v4 }, [x5]
ld1.2s { v11, v12, v13, v14 }, [x2]
ld1.2s { v25, v26, v27, v28 }, [x27], x8
ld1.2s { v6, v7, v8, v9 }, [x10], x11
ld1.2s { v21, v22, v23, v24 }, [x26], x9
ld1.2s { v3, v4, v5, v6 }, [x28], x20
ld1.4h { v24, v25, v26, v27 }, [sp]
ld1.4h { v15, v16, v17, v18 }, [x10]
ld1.4h { v2, v3, v4, v5 }, [x16]
ld1.4h { v10, v11, v12, v13 }, [x19]
ld1.4h { v15, v16, v17, v18 }, [x9], x27
ld1.4h { v27, v28, v29, v30 }, [x25], x26
ld1.4h { v20, v21, v22, v23 }, [x4], x4
ld1.4h { v15, v16, v17, v18 }, [x12], x28
ld1.4s { v26, v27, v28, v29 }, [x15]
ld1.4s { v12, v13, v14, v15 }, [x30]
ld1.4s { v24, v25, v26, v27 }, [x29]
ld1.4s { v12, v13, v14, v15 }, [x21]
ld1.4s { v3, v4, v5, v6 }, [x5], x10
ld1.4s { v23, v24, v25, v26 }, [x12], x21
ld1.4s { v25, v26, v27, v28 }, [x26], x13
ld1.4s { v26, v27, v28, v29 }, [x27], x20
ld1.8b { v30, v31, v0, v1 }, [x17]
ld1.8b { v28, v29, v30, v31 }, [sp]
ld1.8b { v20, v21, v22, v23 }, [x0]
ld1.8b { v15, v16, v17, v18 }, [x6]
ld1.8b { v23, v24, v25, v26 }, [x12], x20
ld1.8b { v8, v9, v10, v11 }, [x1], x4
ld1.8b { v12, v13, v14, v15 }, [x2], x25
ld1.8b { v17, v18, v19, v20 }, [x24], x27
ld1.8h { v22, v23, v24, v25 }, [x26]
ld1.8h { v10, v11, v12, v13 }, [x17]
ld1.8h { v2, v3, v4, v5 }, [x4]
ld1.8h { v5, v6, v7, v8 }, [x10]
ld1.8h { v15, v16, v17, v18 }, [x27], x29
ld1.8h { v16, v17, v18, v19 }, [x19], x5
ld1.8h { v4, v5, v6, v7 }, [x18], x0
ld1.8h { v18, v19, v20, v21 }, [x24], x9
ld1.16b { v12 }, [x11]
ld1.16b { v19 }, [x1]
ld1.16b { v22 }, [x20]
ld1.16b { v28 }, [x18]
ld1.16b { v18 }, [x21], x5
ld1.16b { v2 }, [x4], x29
ld1.16b { v9 }, [x10], x18
ld1.16b { v9 }, [x27], x28
ld1.1d { v7 }, [x15]
ld1.1d { v4 }, [x15]
ld1.1d { v19 }, [x17]
ld1.1d { v8 }, [sp]
ld1.1d { v9 }, [x27], x16
ld1.1d { v30 }, [x9], x16
ld1.1d { v29 }, [x25], x29
ld1.1d { v21 }, [x5], x28
ld1.2d { v23 }, [x7]
ld1.2d { v22 }, [x11]
ld1.2d { v21 }, [x21]
ld1.2d { v9 }, [x7]
ld1.2d { v18 }, [x3], #16
ld1.2d { v11 }, [x2], x29
ld1.2d { v17 }, [x29], x21
ld1.2d { v14 }, [x2], x20
ld1.2s { v28 }, [x25]
ld1.2s { v3 }, [x0]
ld1.2s { v6 }, [x20]
ld1.2s { v15 }, [x20]
ld1.2s { v24 }, [x18], x21
ld1.2s { v26 }, [x3], x9
ld1.2s { v29 }, [x23], x8
ld1.2s { v23 }, [x7], x19
ld1.4h { v3 }, [x4]
ld1.4h { v11 }, [x15]
ld1.4h { v0 }, [x9]
ld1.4h { v24 }, [x25]
ld1.4h { v1 }, [x7], x30
ld1.4h { v9 }, [x24], x8
ld1.4h { v17 }, [x4], x11
ld1.4h { v14 }, [x15], x27
ld1.4s { v17 }, [x16]
ld1.4s { v1 }, [x27]
ld1.4s { v6 }, [x4]
ld1.4s { v1 }, [x29]
ld1.4s { v18 }, [x22], x26
ld1.4s { v4 }, [x15], x19
ld1.4s { v11 }, [x3], x1
ld1.4s { v0 }, [x29], x13
ld1.8b { v20 }, [x8]
ld1.8b { v4 }, [x12]
ld1.8b { v21 }, [x15]
ld1.8b { v8 }, [x29]
ld1.8b { v15 }, [sp], x16
ld1.8b { v23 }, [x20], x30
ld1.8b { v8 }, [x0], x1
ld1.8b { v20 }, [x26], x12
ld1.8h { v11 }, [x11]
ld1.8h { v24 }, [x0]
ld1.8h { v30 }, [x27]
ld1.8h { v27 }, [x23]
ld1.8h { v28 }, [x22], x18
ld1.8h { v17 }, [x20], x15
ld1.8h { v4 }, [x7], x27
ld1.8h { v14 }, [x7], x29
ld1r.16b { v17 }, [x12]
ld1r.16b { v15 }, [x13]
ld1r.16b { v30 }, [x19]
ld1r.16b { v7 }, [x26]
ld1r.16b { v17 }, [x5], x6
ld1r.16b { v17 }, [x6], x15
ld1r.16b { v27 }, [x26], x15
ld1r.16b { v19 }, [x23], x27
ld1r.1d { v13 }, [x22]
ld1r.1d { v2 }, [x30]
ld1r.1d { v31 }, [x16]
ld1r.1d { v23 }, [x4]
ld1r.1d { v5 }, [sp], x5
ld1r.1d { v25 }, [x12], x8
ld1r.1d { v30 }, [x0], x5
ld1r.1d { v7 }, [x16], x26
ld1r.2d { v31 }, [x1]
ld1r.2d { v14 }, [sp]
ld1r.2d { v1 }, [x16]
ld1r.2d { v4 }, [x14]
ld1r.2d { v13 }, [x22], x17
ld1r.2d { v5 }, [x19], x14
ld1r.2d { v14 }, [x10], x11
ld1r.2d { v24 }, [x19], x28
ld1r.2s { v12 }, [x19]
ld1r.2s { v26 }, [x12]
ld1r.2s { v18 }, [x3]
ld1r.2s { v6 }, [x24]
ld1r.2s { v26 }, [x17], x11
ld1r.2s { v16 }, [x9], x22
ld1r.2s { v17 }, [x17], x3
ld1r.2s { v0 }, [x7], x0
ld1r.4h { v29 }, [x29]
ld1r.4h { v30 }, [x19]
ld1r.4h { v6 }, [x23]
ld1r.4h { v30 }, [sp]
ld1r.4h { v22 }, [x0], x29
ld1r.4h { v2 }, [x18], x16
ld1r.4h { v20 }, [x20], x1
ld1r.4h { v10 }, [x21], x19
ld1r.4s { v31 }, [x24]
ld1r.4s { v27 }, [x4]
ld1r.4s { v22 }, [x21]
ld1r.4s { v1 }, [x0]
ld1r.4s { v28 }, [x6], x21
ld1r.4s { v19 }, [x2], x25
ld1r.4s { v19 }, [x21], x3
ld1r.4s { v3 }, [x10], x9
ld1r.8b { v9 }, [x30]
ld1r.8b { v10 }, [x19]
ld1r.8b { v4 }, [x23]
ld1r.8b { v20 }, [x15]
ld1r.8b { v10 }, [x29], x26
ld1r.8b { v31 }, [x14], x6
ld1r.8b { v23 }, [x26], x1
ld1r.8b { v28 }, [x20], x25
ld1r.8h { v10 }, [x13]
ld1r.8h { v20 }, [x10]
ld1r.8h { v9 }, [x3]
ld1r.8h { v9 }, [x23]
ld1r.8h { v26 }, [x19], x6
ld1r.8h { v3 }, [x4], x20
ld1r.8h { v29 }, [x26], x23
ld1r.8h { v8 }, [x14], x6
ld1.16b { v6, v7, v8 }, [x10]
ld1.16b { v3, v4, v5 }, [x28]
ld1.16b { v24, v25, v26 }, [x10]
ld1.16b { v22, v23, v24 }, [x7]
ld1.16b { v29, v30, v31 }, [x17], x26
ld1.16b { v17, v18, v19 }, [x25], x1
ld1.16b { v3, v4, v5 }, [x22], x2
ld1.16b { v14, v15, v16 }, [x12], x27
ld1.1d { v28, v29, v30 }, [x26]
ld1.1d { v3, v4, v5 }, [x17]
ld1.1d { v3, v4, v5 }, [x15]
ld1.1d { v3, v4, v5 }, [x10]
ld1.1d { v15, v16, v17 }, [x4], x23
ld1.1d { v22, v23, v24 }, [x1], x22
ld1.1d { v28, v29, v30 }, [x9], x17
ld1.1d { v18, v19, v20 }, [x24], x29
ld1.2d { v9, v10, v11 }, [x19]
ld1.2d { v15, v16, v17 }, [x14]
ld1.2d { v6, v7, v8 }, [x2]
ld1.2d { v30, v31, v0 }, [x8]
ld1.2d { v30, v31, v0 }, [x5], x7
ld1.2d { v30, v31, v0 }, [x28], x30
ld1.2d { v11, v12, v13 }, [x13], x22
ld1.2d { v20, v21, v22 }, [x14], x24
ld1.2s { v12, v13, v14 }, [x8]
ld1.2s { v21, v22, v23 }, [x24]
ld1.2s { v0, v1, v2 }, [x23]
ld1.2s { v0, v1, v2 }, [x14]
ld1.2s { v16, v17, v18 }, [x13], x13
ld1.2s { v19, v20, v21 }, [x25], x29
ld1.2s { v11, v12, v13 }, [x9], x26
ld1.2s { v15, v16, v17 }, [x14], x8
ld1.4h { v24, v25, v26 }, [x11]
ld1.4h { v18, v19, v20 }, [x2]
ld1.4h { v12, v13, v14 }, [x13]
ld1.4h { v17, v18, v19 }, [x22]
ld1.4h { v21, v22, v23 }, [x19], x24
ld1.4h { v18, v19, v20 }, [x20], x17
ld1.4h { v30, v31, v0 }, [x21], x20
ld1.4h { v24, v25, v26 }, [x10], x10
ld1.4s { v20, v21, v22 }, [x18]
ld1.4s { v29, v30, v31 }, [x18]
ld1.4s { v0, v1, v2 }, [x3]
ld1.4s { v14, v15, v16 }, [x17]
ld1.4s { v10, v11, v12 }, [x1], x11
ld1.4s { v3, v4, v5 }, [x18], x19
ld1.4s { v29, v30, v31 }, [x28], x9
ld1.4s { v2, v3, v4 }, [x25], x21
ld1.8b { v23, v24, v25 }, [x29]
ld1.8b { v0, v1, v2 }, [x11]
ld1.8b { v0, v1, v2 }, [sp]
ld1.8b { v29, v30, v31 }, [x19], x27
ld1.8b { v6, v7, v8 }, [x20], x21
ld1.8b { v14, v15, v16 }, [x18], x6
ld1.8b { v28, v29, v30 }, [x11], x22
ld1.8h { v30, v31, v0 }, [x11]
ld1.8h { v26, v27, v28 }, [x24]
ld1.8h { v14, v15, v16 }, [x15]
ld1.8h { v19, v20, v21 }, [x17]
ld1.8h { v29, v30, v31 }, [x23], x15
ld1.8h { v1, v2, v3 }, [sp], x20
ld1.8h { v2, v3, v4 }, [x27], x27
ld1.8h { v27, v28, v29 }, [x29], x19
ld1.16b { v3, v4 }, [x27]
ld1.16b { v21, v22 }, [x3]
ld1.16b { v18, v19 }, [sp]
ld1.16b { v8, v9 }, [x21]
ld1.16b { v23, v24 }, [x21], x19
ld1.16b { v16, v17 }, [x13], x22
ld1.16b { v24, v25 }, [x26], x20
ld1.16b { v20, v21 }, [x26], x27
ld1.1d { v31, v0 }, [x15]
ld1.1d { v17, v18 }, [x21]
ld1.1d { v4, v5 }, [x24]
ld1.1d { v21, v22 }, [x3]
ld1.1d { v11, v12 }, [x14], x2
ld1.1d { v25, v26 }, [x25], x9
ld1.1d { v15, v16 }, [x21], x26
ld1.1d { v0, v1 }, [x25], x19
ld1.2d { v4, v5 }, [x3]
ld1.2d { v2, v3 }, [x4]
ld1.2d { v7, v8 }, [x10]
ld1.2d { v8, v9 }, [x29]
ld1.2d { v14, v15 }, [x17], x20
ld1.2d { v27, v28 }, [x16], x15
ld1.2d { v11, v12 }, [x29], x26
ld1.2d { v23, v24 }, [x7], x16
ld1.2s { v19, v20 }, [x27]
ld1.2s { v10, v11 }, [x25]
ld1.2s { v31, v0 }, [x21]
ld1.2s { v2, v3 }, [x19]
ld1.2s { v3, v4 }, [x26], x1
ld1.2s { v24, v25 }, [x4], x5
ld1.2s { v26, v27 }, [x3], x4
ld1.2s { v3, v4 }, [x23], x2
ld1.4h { v1, v2 }, [x23]
ld1.4h { v11, v12 }, [x20]
ld1.4h { v1, v2 }, [x10]
ld1.4h { v5, v6 }, [x1]
ld1.4h { v26, v27 }, [x21], x14
ld1.4h { v23, v24 }, [x7], x4
ld1.4h { v25, v26 }, [x21], x26
ld1.4h { v5, v6 }, [sp], x14
ld1.4s { v7, v8 }, [x13]
ld1.4s { v18, v19 }, [x15]
ld1.4s { v30, v31 }, [x27]
ld1.4s { v24, v25 }, [x8]
ld1.4s { v5, v6 }, [x15], x20
ld1.4s { v17, v18 }, [x2], x1
ld1.4s { v18, v19 }, [x11], x14
ld1.4s { v7, v8 }, [sp], x8
ld1.8b { v12, v13 }, [x6]
ld1.8b { v29, v30 }, [x18]
ld1.8b { v27, v28 }, [x17]
ld1.8b { v15, v16 }, [x30]
ld1.8b { v0, v1 }, [x2], x19
ld1.8b { v19, v20 }, [x19], x15
ld1.8b { v15, v16 }, [x30], x19
ld1.8b { v4, v5 }, [x25], x25
ld1.8h { v28, v29 }, [x7]
ld1.8h { v7, v8 }, [x7]
ld1.8h { v0, v1 }, [x10]
ld1.8h { v27, v28 }, [x2]
ld1.8h { v26, v27 }, [x26], x10
ld1.8h { v7, v8 }, [x7], x17
ld1.8h { v19, v20 }, [x27], x23
ld1.8h { v29, v30 }, [x0], x2
ld1.b { v25 }[8], [x18]
ld1.b { v27 }[0], [x13]
ld1.b { v6 }[11], [x19]
ld1.b { v21 }[0], [x8]
ld1.b { v12 }[15], [x24], x14
ld1.b { v26 }[1], [x26], x5
ld1.b { v4 }[4], [x25], x2
ld1.b { v7 }[5], [x29], x11
ld1.d { v6 }[0], [x24]
ld1.d { v24 }[1], [x15]
ld1.d { v15 }[0], [x1]
ld1.d { v26 }[0], [x5]
ld1.d { v16 }[0], [x7], x30
ld1.d { v3 }[0], [x5], x21
ld1.d { v30 }[1], [x18], x13
ld1.d { v23 }[0], [x18], x2
ld1.h { v17 }[2], [x29]
ld1.h { v0 }[0], [x27]
ld1.h { v20 }[1], [x24]
ld1.h { v8 }[3], [x6]
ld1.h { v14 }[0], [x10], x20
ld1.h { v13 }[5], [x14], x27
ld1.h { v22 }[3], [x28], x8
ld1.h { v14 }[0], [x29], x22
ld1.s { v12 }[3], [x18]
ld1.s { v13 }[0], [x20]
ld1.s { v2 }[1], [x25]
ld1.s { v24 }[1], [x5]
ld1.s { v24 }[2], [x23], x5
ld1.s { v5 }[0], [x26], x23
ld1.s { v16 }[0], [x21], x27
ld1.s { v26 }[0], [x8], x23
ld2r.16b { v20, v21 }, [x24]
ld2r.16b { v28, v29 }, [x1]
ld2r.16b { v19, v20 }, [x11]
ld2r.16b { v17, v18 }, [x2]
ld2r.16b { v10, v11 }, [x24], x4
ld2r.16b { v0, v1 }, [x22], x12
ld2r.16b { v23, v24 }, [x17], x16
ld2r.16b { v21, v22 }, [x2], x20
ld2r.1d { v11, v12 }, [x11]
ld2r.1d { v11, v12 }, [x29]
ld2r.1d { v10, v11 }, [x24]
ld2r.1d { v22, v23 }, [x13]
ld2r.1d { v25, v26 }, [x16], x14
ld2r.1d { v25, v26 }, [x0], x6
ld2r.1d { v18, v19 }, [x12], x24
ld2r.1d { v10, v11 }, [x29], x28
ld2r.2d { v16, v17 }, [x5]
ld2r.2d { v26, v27 }, [x4]
ld2r.2d { v28, v29 }, [x6]
ld2r.2d { v0, v1 }, [x22]
ld2r.2d { v19, v20 }, [x30], x0
ld2r.2d { v21, v22 }, [x27], x0
ld2r.2d { v2, v3 }, [x19], x22
ld2r.2d { v16, v17 }, [x17], x19
ld2r.2s { v19, v20 }, [x27]
ld2r.2s { v1, v2 }, [x2]
ld2r.2s { v19, v20 }, [x21]
ld2r.2s { v1, v2 }, [x4]
ld2r.2s { v27, v28 }, [x30], x30
ld2r.2s { v0, v1 }, [x9], x2
ld2r.2s { v9, v10 }, [x7], x21
ld2r.2s { v21, v22 }, [x7], x16
ld2r.4h { v17, v18 }, [x1]
ld2r.4h { v1, v2 }, [x11]
ld2r.4h { v7, v8 }, [x27]
ld2r.4h { v22, v23 }, [x16]
ld2r.4h { v13, v14 }, [x28], x13
ld2r.4h { v26, v27 }, [x25], x30
ld2r.4h { v1, v2 }, [x6], x10
ld2r.4h { v29, v30 }, [x25], x30
ld2r.4s { v12, v13 }, [x2]
ld2r.4s { v2, v3 }, [x10]
ld2r.4s { v0, v1 }, [x24]
ld2r.4s { v0, v1 }, [x12]
ld2r.4s { v30, v31 }, [x7], x18
ld2r.4s { v7, v8 }, [x13], x20
ld2r.4s { v15, v16 }, [x28], x25
ld2r.4s { v20, v21 }, [x30], x20
ld2r.8b { v2, v3 }, [x5]
ld2r.8b { v20, v21 }, [x21]
ld2r.8b { v17, v18 }, [x20]
ld2r.8b { v13, v14 }, [x16]
ld2r.8b { v18, v19 }, [x26], x21
ld2r.8b { v12, v13 }, [x2], x25
ld2r.8b { v18, v19 }, [x26], x24
ld2r.8b { v11, v12 }, [x6], x6
ld2r.8h { v10, v11 }, [x18]
ld2r.8h { v3, v4 }, [x30]
ld2r.8h { v3, v4 }, [x24]
ld2r.8h { v4, v5 }, [x3]
ld2r.8h { v7, v8 }, [x22], x9
ld2r.8h { v9, v10 }, [x8], x8
ld2r.8h { v28, v29 }, [x0], x3
ld2r.8h { v20, v21 }, [x16], x2
ld2.b { v18, v19 }[9], [x0]
ld2.b { v27, v28 }[13], [x14]
ld2.b { v27, v28 }[0], [x7]
ld2.b { v20, v21 }[13], [x1]
ld2.b { v13, v14 }[13], [x1], x6
ld2.b { v4, v5 }[13], [x0], x17
ld2.b { v14, v15 }[5], [x3], x11
ld2.b { v13, v14 }[14], [x22], x0
ld2.d { v9, v10 }[1], [x29]
ld2.d { v13, v14 }[1], [x28]
ld2.d { v30, v31 }[1], [x13]
ld2.d { v4, v5 }[0], [x27]
ld2.d { v10, v11 }[1], [x2], x17
ld2.d { v24, v25 }[1], [x5], x13
ld2.d { v26, v27 }[0], [x25], x22
ld2.d { v8, v9 }[0], [x28], x5
ld2.h { v11, v12 }[0], [x0]
ld2.h { v20, v21 }[0], [x0]
ld2.h { v27, v28 }[3], [x8]
ld2.h { v6, v7 }[7], [x18]
ld2.h { v3, v4 }[5], [x12], x12
ld2.h { v23, v24 }[0], [x18], x26
ld2.h { v21, v22 }[0], [x1], x4
ld2.h { v1, v2 }[0], [x6], x22
ld2.s { v29, v30 }[2], [x2]
ld2.s { v15, v16 }[2], [x10]
ld2.s { v13, v14 }[1], [x13]
ld2.s { v9, v10 }[1], [x9]
ld2.s { v10, v11 }[3], [x16], x28
ld2.s { v24, v25 }[3], [x1], x2
ld2.s { v23, v24 }[2], [x28], x2
ld2.s { v2, v3 }[1], [x12], x5
ld2.16b { v16, v17 }, [x12]
ld2.16b { v2, v3 }, [x4]
ld2.16b { v30, v31 }, [x11]
ld2.16b { v3, v4 }, [x21]
ld2.16b { v3, v4 }, [x5], x15
ld2.16b { v10, v11 }, [x20], x7
ld2.16b { v20, v21 }, [x24], x10
ld2.16b { v30, v31 }, [x23], x4
ld2.2d { v31, v0 }, [x19]
ld2.2d { v3, v4 }, [x13]
ld2.2d { v13, v14 }, [x22]
ld2.2d { v26, v27 }, [x20]
ld2.2d { v9, v10 }, [sp], x15
ld2.2d { v11, v12 }, [x3], x5
ld2.2d { v15, v16 }, [x25], x12
ld2.2d { v3, v4 }, [x7], x25
ld2.2s { v30, v31 }, [x7]
ld2.2s { v13, v14 }, [x20]
ld2.2s { v30, v31 }, [x29]
ld2.2s { v26, v27 }, [x17]
ld2.2s { v28, v29 }, [x8], #16
ld2.2s { v17, v18 }, [x10], x3
ld2.2s { v26, v27 }, [x5], x10
ld2.2s { v1, v2 }, [x17], x20
ld2.4h { v20, v21 }, [x15]
ld2.4h { v16, v17 }, [x0]
ld2.4h { v2, v3 }, [x2]
ld2.4h { v1, v2 }, [x2]
ld2.4h { v25, v26 }, [x19], x9
ld2.4h { v30, v31 }, [sp], x6
ld2.4h { v23, v24 }, [sp], x1
ld2.4h { v3, v4 }, [x1], x13
ld2.4s { v10, v11 }, [x3]
ld2.4s { v14, v15 }, [x16]
ld2.4s { v7, v8 }, [x24]
ld2.4s { v19, v20 }, [x1]
ld2.4s { v21, v22 }, [x7], x10
ld2.4s { v17, v18 }, [x7], x30
ld2.4s { v15, v16 }, [x25], x6
ld2.4s { v27, v28 }, [x10], x4
ld2.8b { v2, v3 }, [x26]
ld2.8b { v28, v29 }, [x19]
ld2.8b { v23, v24 }, [x23]
ld2.8b { v13, v14 }, [x13]
ld2.8b { v17, v18 }, [x18], x25
ld2.8b { v18, v19 }, [x23], x3
ld2.8b { v20, v21 }, [x22], x24
ld2.8b { v20, v21 }, [x13], x28
ld2.8h { v5, v6 }, [x5]
ld2.8h { v25, v26 }, [x6]
ld2.8h { v3, v4 }, [x28]
ld2.8h { v12, v13 }, [x22]
ld2.8h { v1, v2 }, [x17], x2
ld2.8h { v21, v22 }, [x2], x27
ld2.8h { v18, v19 }, [x12], x5
ld2.8h { v18, v19 }, [x17], x6
ld3r.16b { v11, v12, v13 }, [x11]
ld3r.16b { v24, v25, v26 }, [x16]
ld3r.16b { v11, v12, v13 }, [x30]
ld3r.16b { v8, v9, v10 }, [x18]
ld3r.16b { v26, v27, v28 }, [x6], x27
ld3r.16b { v29, v30, v31 }, [x12], x3
ld3r.16b { v5, v6, v7 }, [x2], x24
ld3r.16b { v9, v10, v11 }, [x15], x15
ld3r.1d { v5, v6, v7 }, [x15]
ld3r.1d { v28, v29, v30 }, [x30]
ld3r.1d { v24, v25, v26 }, [x24]
ld3r.1d { v7, v8, v9 }, [x28]
ld3r.1d { v4, v5, v6 }, [x7], x10
ld3r.1d { v12, v13, v14 }, [x29], x22
ld3r.1d { v15, v16, v17 }, [x30], x19
ld3r.1d { v1, v2, v3 }, [x27], x14
ld3r.2d { v16, v17, v18 }, [x13]
ld3r.2d { v15, v16, v17 }, [sp]
ld3r.2d { v29, v30, v31 }, [x30]
ld3r.2d { v4, v5, v6 }, [x12]
ld3r.2d { v5, v6, v7 }, [x22], x12
ld3r.2d { v11, v12, v13 }, [x20], x30
ld3r.2d { v21, v22, v23 }, [x0], x16
ld3r.2d { v31, v0, v1 }, [x17], x0
ld3r.2s { v16, v17, v18 }, [x29]
ld3r.2s { v4, v5, v6 }, [x21]
ld3r.2s { v29, v30, v31 }, [x20]
ld3r.2s { v3, v4, v5 }, [x12]
ld3r.2s { v0, v1, v2 }, [x28], #12
ld3r.2s { v2, v3, v4 }, [x10], x24
ld3r.2s { v25, v26, v27 }, [x8], x8
ld3r.2s { v30, v31, v0 }, [x25], x28
ld3r.4h { v2, v3, v4 }, [x18]
ld3r.4h { v6, v7, v8 }, [x25]
ld3r.4h { v21, v22, v23 }, [x21]
ld3r.4h { v21, v22, v23 }, [x15]
ld3r.4h { v29, v30, v31 }, [x0], x15
ld3r.4h { v13, v14, v15 }, [x3], x24
ld3r.4h { v15, v16, v17 }, [x10], x14
ld3r.4h { v20, v21, v22 }, [x3], x6
ld3r.4s { v27, v28, v29 }, [x11]
ld3r.4s { v7, v8, v9 }, [x5]
ld3r.4s { v13, v14, v15 }, [x23]
ld3r.4s { v15, v16, v17 }, [x11]
ld3r.4s { v13, v14, v15 }, [x8], x8
ld3r.4s { v12, v13, v14 }, [x12], x17
ld3r.4s { v12, v13, v14 }, [x24], x28
ld3r.4s { v9, v10, v11 }, [x23], x13
ld3r.8b { v24, v25, v26 }, [x15]
ld3r.8b { v1, v2, v3 }, [x9]
ld3r.8b { v29, v30, v31 }, [x9]
ld3r.8b { v14, v15, v16 }, [x29]
ld3r.8b { v22, v23, v24 }, [x16], x3
ld3r.8b { v31, v0, v1 }, [x18], x9
ld3r.8b { v16, v17, v18 }, [x22], x16
ld3r.8b { v19, v20, v21 }, [x8], x4
ld3r.8h { v16, v17, v18 }, [x19]
ld3r.8h { v21, v22, v23 }, [x0]
ld3r.8h { v7, v8, v9 }, [x20]
ld3r.8h { v14, v15, v16 }, [x29]
ld3r.8h { v13, v14, v15 }, [x21], x14
ld3r.8h { v8, v9, v10 }, [x12], x28
ld3r.8h { v16, v17, v18 }, [x11], x4
ld3r.8h { v2, v3, v4 }, [x2], x1
ld3.b { v1, v2, v3 }[1], [x13]
ld3.b { v31, v0, v1 }[10], [x23]
ld3.b { v17, v18, v19 }[13], [x17]
ld3.b { v28, v29, v30 }[8], [x23]
ld3.b { v1, v2, v3 }[15], [x23], x18
ld3.b { v10, v11, v12 }[15], [x30], x24
ld3.b { v15, v16, v17 }[5], [x6], x2
ld3.b { v2, v3, v4 }[4], [x4], x6
ld3.d { v1, v2, v3 }[0], [x8]
ld3.d { v11, v12, v13 }[1], [x2]
ld3.d { v31, v0, v1 }[0], [x6]
ld3.d { v28, v29, v30 }[0], [x27]
ld3.d { v3, v4, v5 }[0], [x23], x25
ld3.d { v1, v2, v3 }[1], [x18], x25
ld3.d { v1, v2, v3 }[1], [x23], x1
ld3.d { v12, v13, v14 }[1], [x13], x19
ld3.h { v24, v25, v26 }[4], [x27]
ld3.h { v12, v13, v14 }[1], [x12]
ld3.h { v15, v16, v17 }[0], [x11]
ld3.h { v22, v23, v24 }[1], [x1]
ld3.h { v18, v19, v20 }[4], [x20], x27
ld3.h { v8, v9, v10 }[2], [x6], x24
ld3.h { v15, v16, v17 }[4], [x6], x22
ld3.h { v11, v12, v13 }[2], [x4], x24
ld3.s { v23, v24, v25 }[3], [x30]
ld3.s { v5, v6, v7 }[3], [x17]
ld3.s { v31, v0, v1 }[1], [x13]
ld3.s { v8, v9, v10 }[2], [x11]
ld3.s { v13, v14, v15 }[2], [x21], x16
ld3.s { v26, v27, v28 }[0], [x3], x9
ld3.s { v22, v23, v24 }[0], [x20], x19
ld3.s { v6, v7, v8 }[3], [x16], x2
ld3.16b { v27, v28, v29 }, [x2]
ld3.16b { v12, v13, v14 }, [x5]
ld3.16b { v15, v16, v17 }, [x12]
ld3.16b { v4, v5, v6 }, [x28]
ld3.16b { v8, v9, v10 }, [x9], x29
ld3.16b { v17, v18, v19 }, [x17], x8
ld3.16b { v18, v19, v20 }, [x19], x25
ld3.16b { v14, v15, v16 }, [x22], x23
ld3.2d { v8, v9, v10 }, [x29]
ld3.2d { v4, v5, v6 }, [x2]
ld3.2d { v14, v15, v16 }, [x30]
ld3.2d { v28, v29, v30 }, [x4]
ld3.2d { v6, v7, v8 }, [x9], x24
ld3.2d { v31, v0, v1 }, [x0], x23
ld3.2d { v22, v23, v24 }, [x0], x21
ld3.2d { v3, v4, v5 }, [x20], x8
ld3.2s { v22, v23, v24 }, [x11]
ld3.2s { v21, v22, v23 }, [x23]
ld3.2s { v7, v8, v9 }, [x25]
ld3.2s { v0, v1, v2 }, [x23]
ld3.2s { v3, v4, v5 }, [x27], x1
ld3.2s { v23, v24, v25 }, [x12], x29
ld3.2s { v19, v20, v21 }, [x29], x22
ld3.2s { v31, v0, v1 }, [x6], x2
ld3.4h { v3, v4, v5 }, [x29]
ld3.4h { v19, v20, v21 }, [x27]
ld3.4h { v20, v21, v22 }, [x9]
ld3.4h { v12, v13, v14 }, [x9]
ld3.4h { v31, v0, v1 }, [x23], x10
ld3.4h { v8, v9, v10 }, [x17], x1
ld3.4h { v7, v8, v9 }, [x16], x10
ld3.4h { v19, v20, v21 }, [x4], x19
ld3.4s { v19, v20, v21 }, [x26]
ld3.4s { v11, v12, v13 }, [x17]
ld3.4s { v15, v16, v17 }, [x4]
ld3.4s { v24, v25, v26 }, [x13]
ld3.4s { v4, v5, v6 }, [x8], x11
ld3.4s { v6, v7, v8 }, [x26], x21
ld3.4s { v27, v28, v29 }, [x14], x6
ld3.4s { v14, v15, v16 }, [x22], x18
ld3.8b { v1, v2, v3 }, [x23]
ld3.8b { v18, v19, v20 }, [x19]
ld3.8b { v21, v22, v23 }, [x4]
ld3.8b { v0, v1, v2 }, [x14]
ld3.8b { v10, v11, v12 }, [x18], x11
ld3.8b { v19, v20, v21 }, [x6], x4
ld3.8b { v20, v21, v22 }, [x16], x21
ld3.8b { v0, v1, v2 }, [x10], x24
ld3.8h { v24, v25, v26 }, [x5]
ld3.8h { v10, v11, v12 }, [x2]
ld3.8h { v9, v10, v11 }, [x30]
ld3.8h { v7, v8, v9 }, [x17]
ld3.8h { v17, v18, v19 }, [x19], x23
ld3.8h { v19, v20, v21 }, [x25], x14
ld3.8h { v25, v26, v27 }, [x7], x18
ld3.8h { v24, v25, v26 }, [x20], x18
ld4r.16b { v14, v15, v16, v17 }, [x1]
ld4r.16b { v14, v15, v16, v17 }, [x22]
ld4r.16b { v19, v20, v21, v22 }, [x13]
ld4r.16b { v25, v26, v27, v28 }, [x5]
ld4r.16b { v10, v11, v12, v13 }, [x6], x2
ld4r.16b { v12, v13, v14, v15 }, [x1], x24
ld4r.16b { v1, v2, v3, v4 }, [x9], x4
ld4r.16b { v11, v12, v13, v14 }, [x8], x13
ld4r.1d { v8, v9, v10, v11 }, [x13]
ld4r.1d { v7, v8, v9, v10 }, [x18]
ld4r.1d { v9, v10, v11, v12 }, [x30]
ld4r.1d { v1, v2, v3, v4 }, [x25]
ld4r.1d { v15, v16, v17, v18 }, [x8], x4
ld4r.1d { v17, v18, v19, v20 }, [x22], x18
ld4r.1d { v6, v7, v8, v9 }, [x17], x4
ld4r.1d { v29, v30, v31, v0 }, [x7], x19
ld4r.2d { v16, v17, v18, v19 }, [x11]
ld4r.2d { v12, v13, v14, v15 }, [x23]
ld4r.2d { v8, v9, v10, v11 }, [x18]
ld4r.2d { v8, v9, v10, v11 }, [x8]
ld4r.2d { v25, v26, v27, v28 }, [x29], x15
ld4r.2d { v26, v27, v28, v29 }, [x22], x9
ld4r.2d { v10, v11, v12, v13 }, [x22], x4
ld4r.2d { v4, v5, v6, v7 }, [x24], x4
ld4r.2s { v29, v30, v31, v0 }, [x0]
ld4r.2s { v10, v11, v12, v13 }, [x3]
ld4r.2s { v13, v14, v15, v16 }, [x3]
ld4r.2s { v24, v25, v26, v27 }, [x10]
ld4r.2s { v14, v15, v16, v17 }, [x30], x22
ld4r.2s { v6, v7, v8, v9 }, [x28], x26
ld4r.2s { v16, v17, v18, v19 }, [x16], x0
ld4r.2s { v29, v30, v31, v0 }, [x12], x17
ld4r.4h { v3, v4, v5, v6 }, [x4]
ld4r.4h { v3, v4, v5, v6 }, [x29]
ld4r.4h { v1, v2, v3, v4 }, [x25]
ld4r.4h { v26, v27, v28, v29 }, [x3]
ld4r.4h { v10, v11, v12, v13 }, [x1], x11
ld4r.4h { v18, v19, v20, v21 }, [x9], x7
ld4r.4h { v23, v24, v25, v26 }, [x9], x28
ld4r.4h { v20, v21, v22, v23 }, [x3], x12
ld4r.4s { v30, v31, v0, v1 }, [x2]
ld4r.4s { v0, v1, v2, v3 }, [x3]
ld4r.4s { v14, v15, v16, v17 }, [x25]
ld4r.4s { v31, v0, v1, v2 }, [x27]
ld4r.4s { v26, v27, v28, v29 }, [x22], x21
ld4r.4s { v3, v4, v5, v6 }, [x20], x18
ld4r.4s { v24, v25, v26, v27 }, [x4], x4
ld4r.4s { v1, v2, v3, v4 }, [x18], x15
ld4r.8b { v25, v26, v27, v28 }, [x13]
ld4r.8b { v19, v20, v21, v22 }, [x15]
ld4r.8b { v19, v20, v21, v22 }, [x6]
ld4r.8b { v16, v17, v18, v19 }, [x5]
ld4r.8b { v19, v20, v21, v22 }, [x10], x23
ld4r.8b { v29, v30, v31, v0 }, [x15], x3
ld4r.8b { v20, v21, v22, v23 }, [x25], x11
ld4r.8b { v17, v18, v19, v20 }, [x28], x3
ld4r.8h { v12, v13, v14, v15 }, [x21]
ld4r.8h { v19, v20, v21, v22 }, [sp]
ld4r.8h { v29, v30, v31, v0 }, [x23]
ld4r.8h { v25, v26, v27, v28 }, [x13]
ld4r.8h { v1, v2, v3, v4 }, [x3], #8
ld4r.8h { v9, v10, v11, v12 }, [x10], x19
ld4r.8h { v12, v13, v14, v15 }, [x17], x5
ld4r.8h { v8, v9, v10, v11 }, [x16], x20
ld4.b { v4, v5, v6, v7 }[1], [x21]
ld4.b { v20, v21, v22, v23 }[3], [x11]
ld4.b { v19, v20, v21, v22 }[7], [x27]
ld4.b { v23, v24, v25, v26 }[1], [x13]
ld4.b { v6, v7, v8, v9 }[14], [x8], x5
ld4.b { v31, v0, v1, v2 }[8], [x7], x3
ld4.b { v22, v23, v24, v25 }[2], [x21], x23
ld4.b { v14, v15, v16, v17 }[0], [x30], x20
ld4.d { v17, v18, v19, v20 }[0], [x16]
ld4.d { v16, v17, v18, v19 }[1], [x2]
ld4.d { v18, v19, v20, v21 }[0], [x19]
ld4.d { v24, v25, v26, v27 }[0], [x4]
ld4.d { v22, v23, v24, v25 }[1], [x16], x15
ld4.d { v28, v29, v30, v31 }[0], [x22], #32
ld4.d { v15, v16, v17, v18 }[0], [x11], x3
ld4.d { v27, v28, v29, v30 }[1], [sp], x24
ld4.h { v17, v18, v19, v20 }[0], [x25]
ld4.h { v26, v27, v28, v29 }[0], [x11]
ld4.h { v28, v29, v30, v31 }[1], [x29]
ld4.h { v16, v17, v18, v19 }[0], [x9]
ld4.h { v20, v21, v22, v23 }[5], [x1], x12
ld4.h { v2, v3, v4, v5 }[7], [x13], x24
ld4.h { v18, v19, v20, v21 }[3], [x26], x10
ld4.h { v13, v14, v15, v16 }[7], [x0], x9
ld4.s { v27, v28, v29, v30 }[1], [x16]
ld4.s { v10, v11, v12, v13 }[2], [x6]
ld4.s { v15, v16, v17, v18 }[3], [x4]
ld4.s { v1, v2, v3, v4 }[0], [x19]
ld4.s { v14, v15, v16, v17 }[3], [x18], x26
ld4.s { v9, v10, v11, v12 }[1], [x11], x5
ld4.s { v17, v18, v19, v20 }[3], [x29], x7
ld4.s { v2, v3, v4, v5 }[1], [x17], x21
ld4.16b { v4, v5, v6, v7 }, [sp]
ld4.16b { v5, v6, v7, v8 }, [x13]
ld4.16b { v20, v21, v22, v23 }, [x18]
ld4.16b { v15, v16, v17, v18 }, [x17]
ld4.16b { v6, v7, v8, v9 }, [x6], x23
ld4.16b { v5, v6, v7, v8 }, [x12], x30
ld4.16b { v17, v18, v19, v20 }, [x20], x13
ld4.16b { v8, v9, v10, v11 }, [x0], x10
ld4.2d { v16, v17, v18, v19 }, [x20]
ld4.2d { v1, v2, v3, v4 }, [x6]
ld4.2d { v19, v20, v21, v22 }, [x30]
ld4.2d { v9, v10, v11, v12 }, [x3]
ld4.2d { v18, v19, v20, v21 }, [x15], x17
ld4.2d { v8, v9, v10, v11 }, [x30], x17
ld4.2d { v2, v3, v4, v5 }, [x30], x25
ld4.2d { v8, v9, v10, v11 }, [x27], x19
ld4.2s { v20, v21, v22, v23 }, [x15]
ld4.2s { v11, v12, v13, v14 }, [x25]
ld4.2s { v26, v27, v28, v29 }, [x28]
ld4.2s { v20, v21, v22, v23 }, [x26]
ld4.2s { v23, v24, v25, v26 }, [x0], x0
ld4.2s { v30, v31, v0, v1 }, [x3], x29
ld4.2s { v22, v23, v24, v25 }, [x16], x23
ld4.2s { v30, v31, v0, v1 }, [x30], x3
ld4.4h { v10, v11, v12, v13 }, [x24]
ld4.4h { v17, v18, v19, v20 }, [x22]
ld4.4h { v18, v19, v20, v21 }, [x26]
ld4.4h { v25, v26, v27, v28 }, [x24]
ld4.4h { v2, v3, v4, v5 }, [x25], x21
ld4.4h { v12, v13, v14, v15 }, [x25], x1
ld4.4h { v5, v6, v7, v8 }, [x20], x28
ld4.4h { v21, v22, v23, v24 }, [x10], x26
ld4.4s { v12, v13, v14, v15 }, [x25]
ld4.4s { v27, v28, v29, v30 }, [x27]
ld4.4s { v8, v9, v10, v11 }, [x28]
ld4.4s { v10, v11, v12, v13 }, [x5]
ld4.4s { v21, v22, v23, v24 }, [x2], x24
ld4.4s { v22, v23, v24, v25 }, [x1], x27
ld4.4s { v27, v28, v29, v30 }, [x9], x21
ld4.4s { v2, v3, v4, v5 }, [x30], #64
ld4.8b { v30, v31, v0, v1 }, [x3]
ld4.8b { v9, v10, v11, v12 }, [x19]
ld4.8b { v4, v5, v6, v7 }, [x25]
ld4.8b { v23, v24, v25, v26 }, [x19]
ld4.8b { v7, v8, v9, v10 }, [x0], x5
ld4.8b { v8, v9, v10, v11 }, [x2], x26
ld4.8b { v5, v6, v7, v8 }, [x12], x24
ld4.8b { v27, v28, v29, v30 }, [x10], x20
ld4.8h { v30, v31, v0, v1 }, [x25]
ld4.8h { v27, v28, v29, v30 }, [x24]
ld4.8h { v15, v16, v17, v18 }, [x5]
ld4.8h { v2, v3, v4, v5 }, [x21]
ld4.8h { v31, v0, v1, v2 }, [x6], x20
ld4.8h { v26, v27, v28, v29 }, [x28], x25
ld4.8h { v22, v23, v24, v25 }, [x17], x22
ld4.8h { v24, v25, v26, v27 }, [x30], x8
mla.2s v25, v0, v20[3]
mla.2s v4, v29, v13[0]
mla.2s v15, v15, v27[1]
mla.2s v25, v12, v15[3]
mla.4h v24, v8, v9[7]
mla.4h v3, v21, v11[0]
mla.4h v30, v3, v13[6]
mla.4h v4, v30, v7[5]
mla.4s v6, v20, v21[1]
mla.4s v11, v21, v15[2]
mla.4s v5, v22, v29[1]
mla.4s v12, v31, v1[0]
mla.8h v7, v24, v9[2]
mla.8h v21, v19, v8[7]
mla.8h v3, v6, v10[7]
mla.8h v6, v7, v13[1]
mla.16b v20, v27, v16
mla.16b v4, v22, v21
mla.16b v20, v13, v13
mla.16b v24, v14, v29
mla.2s v28, v6, v29
mla.2s v21, v0, v10
mla.2s v17, v23, v22
mla.2s v2, v18, v30
mla.4h v7, v18, v26
mla.4h v30, v5, v30
mla.4h v15, v5, v29
mla.4h v4, v0, v9
mla.4s v19, v31, v16
mla.4s v7, v19, v13
mla.4s v15, v21, v20
mla.4s v10, v29, v3
mla.8b v22, v31, v12
mla.8b v17, v15, v5
mla.8b v13, v0, v19
mla.8b v1, v25, v25
mla.8h v18, v21, v2
mla.8h v17, v6, v9
mla.8h v1, v23, v5
mla.8h v20, v31, v6
mls.2s v30, v23, v15[3]
mls.2s v22, v26, v15[1]
mls.2s v0, v30, v3[2]
mls.2s v27, v21, v24[2]
mls.4h v5, v14, v2[5]
mls.4h v24, v26, v7[2]
mls.4h v15, v1, v15[4]
mls.4h v30, v5, v9[6]
mls.4s v6, v13, v31[3]
mls.4s v30, v6, v27[0]
mls.4s v14, v0, v31[1]
mls.4s v1, v21, v24[1]
mls.8h v19, v10, v11[4]
mls.8h v23, v12, v15[1]
mls.8h v26, v24, v8[3]
mls.8h v3, v0, v14[7]
mls.16b v27, v14, v1
mls.16b v10, v30, v12
mls.16b v8, v0, v25
mls.16b v31, v29, v26
mls.2s v14, v8, v29
mls.2s v11, v28, v22
mls.2s v26, v22, v2
mls.2s v28, v23, v25
mls.4h v4, v6, v31
mls.4h v27, v28, v4
mls.4h v29, v2, v30
mls.4h v11, v17, v6
mls.4s v14, v21, v16
mls.4s v17, v20, v25
mls.4s v11, v28, v13
mls.4s v12, v25, v14
mls.8b v12, v30, v19
mls.8b v11, v30, v11
mls.8b v28, v25, v0
mls.8b v22, v19, v25
mls.8h v20, v29, v30
mls.8h v20, v30, v5
mls.8h v0, v26, v5
mls.8h v2, v16, v12
movi.16b v1, #0
movi.16b v15, #236
movi.16b v21, #45
movi.16b v1, #161
movi.2d v10, #0xff000000ff00ff00
movi.2d v11, #0x00000000ff0000
movi.2d v0, #0000000000000000
movi.2d v3, #0xffff00ffffff0000
movi.2s v28, #163, lsl #16
movi.2s v26, #0, lsl #16
movi.2s v0, #1
movi.2s v3, #35, lsl #8
movi.2s v29, #62, msl #16
movi.2s v2, #117, msl #16
movi.2s v13, #103, msl #16
movi.2s v25, #208, msl #8
movi.4h v2, #0
movi.4h v15, #19
movi.4h v30, #136
movi.4h v4, #0, lsl #8
movi.4s v10, #252, lsl #16
movi.4s v11, #25, lsl #16
movi.4s v26, #187, lsl #24
movi.4s v6, #24, lsl #16
movi.4s v12, #8, msl #16
movi.4s v24, #236, msl #8
movi.4s v27, #0, msl #16
movi.4s v12, #120, msl #16
movi.8b v23, #0
movi.8b v24, #241
movi.8b v7, #1
movi.8b v20, #182
movi.8h v19, #59, lsl #8
movi.8h v11, #198, lsl #8
movi.8h v5, #255, lsl #8
movi.8h v11, #0, lsl #8
mul.2s v1, v9, v24[3]
mul.2s v24, v0, v3[1]
mul.2s v29, v12, v21[0]
mul.2s v3, v22, v1[0]
mul.4h v7, v10, v4[0]
mul.4h v17, v12, v9[5]
mul.4h v11, v23, v4[7]
mul.4h v1, v1, v7[7]
mul.4s v30, v5, v5[3]
mul.4s v5, v31, v24[0]
mul.4s v11, v30, v23[1]
mul.4s v25, v15, v9[2]
mul.8h v10, v23, v5[0]
mul.8h v26, v31, v0[6]
mul.8h v12, v22, v11[7]
mul.8h v15, v5, v7[4]
mul.16b v12, v9, v23
mul.16b v1, v19, v23
mul.16b v27, v13, v16
mul.16b v7, v31, v4
mul.2s v23, v18, v7
mul.2s v16, v24, v26
mul.2s v27, v24, v0
mul.2s v4, v8, v24
mul.4h v10, v29, v0
mul.4h v25, v28, v3
mul.4h v18, v4, v24
mul.4h v21, v10, v31
mul.4s v11, v18, v10
mul.4s v4, v20, v11
mul.4s v29, v6, v22
mul.4s v17, v10, v31
mul.8b v10, v17, v29
mul.8b v26, v28, v9
mul.8b v5, v13, v7
mul.8b v7, v4, v0
mul.8h v7, v19, v30
mul.8h v31, v25, v21
mul.8h v19, v15, v4
mul.8h v30, v21, v2
mvni.2s v5, #0, lsl #24
mvni.2s v15, #185, lsl #16
mvni.2s v18, #53, lsl #24
mvni.2s v3, #255, lsl #24
mvni.2s v20, #71, msl #16
mvni.2s v25, #138, msl #16
mvni.2s v4, #245, msl #16
mvni.2s v10, #67, msl #16
mvni.4h v13, #0
mvni.4h v8, #0
mvni.4h v2, #8, lsl #8
mvni.4h v22, #22
mvni.4s v7, #0
mvni.4s v16, #242, lsl #16
mvni.4s v26, #96, lsl #24
mvni.4s v1, #0, lsl #24
mvni.4s v24, #217, msl #8
mvni.4s v21, #12, msl #8
mvni.4s v10, #146, msl #8
mvni.4s v5, #122, msl #8
mvni.8h v24, #135
mvni.8h v28, #98
mvni.8h v17, #0, lsl #8
mvni.8h v18, #184
neg.16b v22, v30
neg.16b v16, v22
neg.16b v9, v20
neg.16b v15, v28
neg.2d v24, v20
neg.2d v14, v20
neg.2d v12, v5
neg.2d v4, v10
neg.2s v11, v16
neg.2s v14, v15
neg.2s v8, v25
neg.2s v11, v22
neg.4h v0, v6
neg.4h v28, v13
neg.4h v5, v16
neg.4h v30, v6
neg.4s v23, v3
neg.4s v4, v2
neg.4s v15, v23
neg.4s v10, v18
neg.8b v12, v8
neg.8b v17, v10
neg.8b v28, v14
neg.8b v8, v6
neg.8h v1, v28
neg.8h v21, v31
neg.8h v26, v4
neg.8h v4, v17
mvn.16b v31, v5
mvn.16b v9, v9
mvn.16b v27, v22
mvn.16b v16, v28
mvn.8b v4, v28
mvn.8b v27, v20
mvn.8b v30, v2
mvn.8b v26, v12
orn.16b v20, v3, v19
orn.16b v25, v14, v1
orn.16b v19, v24, v17
orn.16b v23, v30, v2
orn.8b v26, v18, v30
orn.8b v23, v10, v17
orn.8b v4, v10, v22
orn.8b v19, v14, v16
orr.2s v13, #115
orr.2s v23, #185, lsl #24
orr.2s v22, #141, lsl #24
orr.2s v9, #68
orr.4h v15, #0, lsl #8
orr.4h v20, #255, lsl #8
orr.4h v26, #44
orr.4h v21, #221, lsl #8
orr.4s v13, #125
orr.4s v23, #246, lsl #16
orr.4s v11, #221, lsl #24
orr.4s v6, #55, lsl #24
orr.8h v26, #192, lsl #8
orr.8h v1, #0
orr.8h v26, #0, lsl #8
orr.8h v30, #27
mov.16b v11, v27
orr.16b v26, v6, v31
orr.16b v0, v19, v7
orr.16b v26, v15, v1
mov.8b v2, v30
mov.8b v21, v14
orr.8b v12, v27, v23
orr.8b v12, v12, v27
pmull.8h v23, v14, v1
pmull.8h v14, v21, v12
pmull.8h v20, v10, v18
pmull.8h v21, v0, v25
pmull2.8h v6, v9, v1
pmull2.8h v20, v3, v3
pmull2.8h v18, v28, v8
pmull2.8h v2, v4, v10
pmul.16b v18, v13, v26
pmul.16b v1, v7, v25
pmul.16b v17, v17, v3
pmul.16b v19, v27, v6
pmul.8b v14, v7, v13
pmul.8b v17, v25, v25
pmul.8b v18, v20, v17
pmul.8b v14, v9, v0
raddhn.2s v4, v9, v25
raddhn.2s v30, v29, v5
raddhn.2s v18, v6, v18
raddhn.2s v20, v30, v24
raddhn2.4s v4, v12, v23
raddhn2.4s v12, v29, v16
raddhn2.4s v25, v8, v21
raddhn2.4s v13, v4, v12
raddhn.4h v8, v20, v17
raddhn.4h v0, v11, v21
raddhn.4h v10, v26, v28
raddhn.4h v16, v12, v21
raddhn2.8h v1, v26, v8
raddhn2.8h v13, v19, v21
raddhn2.8h v24, v6, v6
raddhn2.8h v3, v10, v18
raddhn.8b v24, v9, v11
raddhn.8b v5, v30, v26
raddhn.8b v7, v13, v9
raddhn.8b v26, v25, v24
raddhn2.16b v12, v18, v15
raddhn2.16b v15, v16, v6
raddhn2.16b v15, v0, v7
raddhn2.16b v10, v2, v2
rbit.16b v21, v10
rbit.16b v24, v21
rbit.16b v2, v13
rbit.16b v8, v9
rbit.8b v2, v23
rbit.8b v23, v3
rbit.8b v20, v3
rbit.8b v7, v28
rev16.16b v9, v12
rev16.16b v27, v14
rev16.16b v10, v12
rev16.16b v19, v30
rev16.8b v30, v16
rev16.8b v0, v23
rev16.8b v25, v0
rev16.8b v29, v0
rev32.16b v8, v25
rev32.16b v14, v18
rev32.16b v14, v22
rev32.16b v17, v12
rev32.4h v21, v9
rev32.4h v8, v13
rev32.4h v25, v26
rev32.4h v22, v21
rev32.8b v6, v19
rev32.8b v0, v29
rev32.8b v0, v21
rev32.8b v21, v9
rev32.8h v7, v14
rev32.8h v12, v30
rev32.8h v10, v14
rev32.8h v3, v25
rev64.16b v13, v13
rev64.16b v6, v14
rev64.16b v17, v2
rev64.16b v14, v5
rev64.2s v16, v10
rev64.2s v13, v0
rev64.2s v30, v12
rev64.2s v29, v30
rev64.4h v15, v9
rev64.4h v27, v8
rev64.4h v2, v17
rev64.4h v28, v15
rev64.4s v30, v10
rev64.4s v14, v24
rev64.4s v5, v8
rev64.4s v2, v30
rev64.8b v14, v7
rev64.8b v11, v21
rev64.8b v6, v19
rev64.8b v10, v8
rev64.8h v9, v6
rev64.8h v26, v6
rev64.8h v30, v18
rev64.8h v10, v12
rshrn.2s v1, v28, #1
rshrn.2s v20, v24, #6
rshrn.2s v4, v2, #21
rshrn.2s v7, v11, #24
rshrn2.4s v0, v5, #1
rshrn2.4s v4, v13, #11
rshrn2.4s v15, v6, #32
rshrn2.4s v4, v0, #1
rshrn.4h v31, v11, #2
rshrn.4h v9, v17, #11
rshrn.4h v0, v24, #1
rshrn.4h v9, v9, #15
rshrn2.8h v31, v28, #8
rshrn2.8h v28, v29, #9
rshrn2.8h v26, v15, #14
rshrn2.8h v16, v20, #15
rshrn.8b v11, v5, #8
rshrn.8b v2, v19, #6
rshrn.8b v7, v29, #5
rshrn.8b v26, v7, #1
rshrn2.16b v23, v10, #6
rshrn2.16b v7, v28, #1
rshrn2.16b v1, v1, #8
rshrn2.16b v16, v27, #5
rsubhn.2s v1, v18, v26
rsubhn.2s v21, v26, v16
rsubhn.2s v20, v30, v17
rsubhn.2s v26, v26, v11
rsubhn2.4s v3, v8, v26
rsubhn2.4s v13, v31, v0
rsubhn2.4s v9, v19, v12
rsubhn2.4s v24, v6, v27
rsubhn.4h v3, v19, v9
rsubhn.4h v15, v7, v31
rsubhn.4h v23, v25, v11
rsubhn.4h v25, v29, v29
rsubhn2.8h v15, v10, v11
rsubhn2.8h v16, v6, v5
rsubhn2.8h v30, v16, v24
rsubhn2.8h v13, v9, v31
rsubhn.8b v22, v7, v27
rsubhn.8b v26, v5, v15
rsubhn.8b v30, v26, v26
rsubhn.8b v17, v15, v25
rsubhn2.16b v27, v1, v3
rsubhn2.16b v22, v25, v9
rsubhn2.16b v7, v12, v13
rsubhn2.16b v27, v12, v29
sabal.2d v24, v14, v28
sabal.2d v8, v0, v25
sabal.2d v11, v28, v14
sabal.2d v19, v25, v30
sabal2.2d v4, v14, v4
sabal2.2d v7, v21, v8
sabal2.2d v23, v21, v7
sabal2.2d v1, v18, v24
sabal.4s v12, v28, v5
sabal.4s v11, v22, v2
sabal.4s v25, v9, v27
sabal.4s v20, v15, v9
sabal2.4s v24, v9, v19
sabal2.4s v3, v6, v29
sabal2.4s v8, v15, v23
sabal2.4s v0, v23, v5
sabal.8h v20, v30, v28
sabal.8h v1, v4, v7
sabal.8h v20, v3, v17
sabal.8h v24, v2, v14
sabal2.8h v16, v31, v12
sabal2.8h v13, v16, v20
sabal2.8h v8, v29, v22
sabal2.8h v5, v10, v13
saba.16b v31, v26, v5
saba.16b v19, v22, v15
saba.16b v17, v8, v7
saba.16b v16, v0, v15
saba.2s v16, v25, v23
saba.2s v15, v3, v19
saba.2s v0, v8, v16
saba.2s v25, v16, v4
saba.4h v3, v9, v9
saba.4h v26, v23, v28
saba.4h v21, v8, v25
saba.4h v6, v24, v12
saba.4s v11, v14, v9
saba.4s v30, v0, v9
saba.4s v13, v21, v14
saba.4s v9, v7, v12
saba.8b v18, v2, v23
saba.8b v18, v11, v6
saba.8b v4, v12, v6
saba.8b v23, v9, v28
saba.8h v5, v0, v31
saba.8h v19, v12, v29
saba.8h v29, v12, v17
saba.8h v11, v22, v3
sabdl.2d v22, v11, v31
sabdl.2d v23, v25, v3
sabdl.2d v4, v29, v31
sabdl.2d v16, v11, v0
sabdl2.2d v17, v29, v14
sabdl2.2d v22, v9, v27
sabdl2.2d v30, v31, v9
sabdl2.2d v19, v3, v28
sabdl.4s v20, v30, v12
sabdl.4s v31, v21, v27
sabdl.4s v29, v4, v23
sabdl.4s v3, v28, v25
sabdl2.4s v0, v20, v16
sabdl2.4s v5, v5, v22
sabdl2.4s v25, v0, v23
sabdl2.4s v25, v26, v30
sabdl.8h v23, v15, v24
sabdl.8h v3, v22, v16
sabdl.8h v24, v28, v4
sabdl.8h v26, v25, v11
sabdl2.8h v3, v6, v14
sabdl2.8h v14, v24, v19
sabdl2.8h v23, v27, v29
sabdl2.8h v28, v29, v14
sabd.16b v0, v22, v8
sabd.16b v14, v15, v18
sabd.16b v19, v7, v24
sabd.16b v11, v1, v6
sabd.2s v13, v11, v14
sabd.2s v1, v4, v13
sabd.2s v31, v31, v27
sabd.2s v3, v22, v26
sabd.4h v11, v29, v12
sabd.4h v9, v26, v23
sabd.4h v5, v6, v13
sabd.4h v21, v19, v5
sabd.4s v3, v1, v30
sabd.4s v8, v29, v27
sabd.4s v21, v19, v18
sabd.4s v4, v7, v18
sabd.8b v24, v29, v23
sabd.8b v17, v25, v20
sabd.8b v15, v27, v3
sabd.8b v9, v25, v18
sabd.8h v18, v19, v11
sabd.8h v15, v5, v29
sabd.8h v14, v1, v11
sabd.8h v8, v19, v13
sadalp.1d v12, v9
sadalp.1d v18, v31
sadalp.1d v10, v16
sadalp.1d v18, v30
sadalp.2d v9, v27
sadalp.2d v9, v10
sadalp.2d v5, v1
sadalp.2d v22, v2
sadalp.2s v28, v6
sadalp.2s v0, v7
sadalp.2s v6, v31
sadalp.2s v22, v29
sadalp.4h v2, v26
sadalp.4h v18, v7
sadalp.4h v31, v21
sadalp.4h v6, v22
sadalp.4s v16, v15
sadalp.4s v13, v7
sadalp.4s v22, v2
sadalp.4s v20, v29
sadalp.8h v19, v13
sadalp.8h v6, v25
sadalp.8h v30, v13
sadalp.8h v23, v3
saddlp.1d v21, v28
saddlp.1d v7, v11
saddlp.1d v23, v25
saddlp.1d v25, v8
saddlp.2d v15, v23
saddlp.2d v10, v18
saddlp.2d v24, v25
saddlp.2d v1, v21
saddlp.2s v15, v8
saddlp.2s v0, v29
saddlp.2s v30, v25
saddlp.2s v16, v3
saddlp.4h v7, v5
saddlp.4h v9, v6
saddlp.4h v23, v18
saddlp.4h v0, v23
saddlp.4s v19, v20
saddlp.4s v24, v24
saddlp.4s v3, v1
saddlp.4s v1, v29
saddlp.8h v28, v7
saddlp.8h v5, v5
saddlp.8h v0, v21
saddlp.8h v4, v25
saddlv.16b h27, v5
saddlv.16b h22, v14
saddlv.16b h11, v13
saddlv.16b h21, v10
saddlv.4h s20, v0
saddlv.4h s25, v20
saddlv.4h s27, v17
saddlv.4h s19, v25
saddlv.4s d19, v31
saddlv.4s d1, v27
saddlv.4s d29, v16
saddlv.4s d15, v2
saddlv.8b h29, v27
saddlv.8b h8, v22
saddlv.8b h2, v8
saddlv.8b h18, v24
saddlv.8h s1, v11
saddlv.8h s10, v16
saddlv.8h s10, v3
saddlv.8h s1, v6
saddl.2d v15, v14, v16
saddl.2d v28, v7, v2
saddl.2d v29, v3, v11
saddl.2d v8, v8, v10
saddl2.2d v22, v24, v14
saddl2.2d v10, v29, v16
saddl2.2d v28, v25, v6
saddl2.2d v20, v30, v22
saddl.4s v24, v4, v7
saddl.4s v31, v10, v27
saddl.4s v27, v7, v29
saddl.4s v14, v22, v5
saddl2.4s v6, v12, v9
saddl2.4s v27, v25, v6
saddl2.4s v25, v8, v25
saddl2.4s v9, v28, v25
saddl.8h v25, v21, v30
saddl.8h v0, v22, v8
saddl.8h v18, v6, v28
saddl.8h v9, v9, v19
saddl2.8h v4, v11, v7
saddl2.8h v26, v26, v21
saddl2.8h v24, v11, v5
saddl2.8h v27, v21, v30
saddw.2d v26, v13, v23
saddw.2d v14, v11, v18
saddw.2d v2, v29, v1
saddw.2d v15, v8, v4
saddw2.2d v15, v13, v0
saddw2.2d v6, v30, v0
saddw2.2d v9, v10, v28
saddw2.2d v31, v28, v27
saddw.4s v3, v30, v4
saddw.4s v1, v30, v9
saddw.4s v31, v13, v2
saddw.4s v31, v2, v8
saddw2.4s v8, v3, v21
saddw2.4s v6, v0, v26
saddw2.4s v10, v11, v21
saddw2.4s v6, v28, v16
saddw.8h v29, v1, v1
saddw.8h v22, v21, v28
saddw.8h v31, v22, v7
saddw.8h v9, v26, v10
saddw2.8h v6, v17, v3
saddw2.8h v18, v25, v10
saddw2.8h v16, v25, v6
saddw2.8h v23, v10, v22
scvtf.2d v8, v23, #55
scvtf.2d v18, v22, #16
scvtf.2d v5, v12, #21
scvtf.2d v18, v19, #47
scvtf.2s v17, v31, #4
scvtf.2s v14, v3, #29
scvtf.2s v30, v18, #1
scvtf.2s v29, v1, #16
scvtf.4s v8, v9, #1
scvtf.4s v12, v15, #9
scvtf.4s v8, v20, #1
scvtf.4s v8, v25, #31
scvtf.2d v29, v23
scvtf.2d v11, v10
scvtf.2d v16, v3
scvtf.2d v25, v21
scvtf.2s v12, v2
scvtf.2s v31, v30
scvtf.2s v9, v28
scvtf.2s v9, v6
scvtf.4s v21, v3
scvtf.4s v3, v25
scvtf.4s v15, v25
scvtf.4s v29, v10
shadd.16b v30, v11, v16
shadd.16b v8, v19, v22
shadd.16b v14, v19, v29
shadd.16b v19, v21, v14
shadd.2s v28, v4, v10
shadd.2s v12, v29, v6
shadd.2s v17, v18, v22
shadd.2s v21, v8, v5
shadd.4h v18, v21, v25
shadd.4h v21, v22, v17
shadd.4h v19, v7, v25
shadd.4h v24, v16, v4
shadd.4s v1, v29, v2
shadd.4s v3, v8, v15
shadd.4s v17, v30, v24
shadd.4s v20, v21, v16
shadd.8b v28, v27, v29
shadd.8b v21, v28, v23
shadd.8b v12, v15, v22
shadd.8b v18, v28, v7
shadd.8h v14, v20, v14
shadd.8h v27, v24, v7
shadd.8h v25, v5, v2
shadd.8h v20, v4, v26
shll.2d v28, v22, #32
shll.2d v18, v30, #32
shll.2d v15, v15, #32
shll.2d v4, v6, #32
shll2.2d v4, v1, #32
shll2.2d v13, v16, #32
shll2.2d v21, v13, #32
shll2.2d v11, v31, #32
shll.4s v9, v28, #16
shll.4s v8, v13, #16
shll.4s v13, v8, #16
shll.4s v16, v7, #16
shll2.4s v22, v20, #16
shll2.4s v19, v24, #16
shll2.4s v10, v26, #16
shll2.4s v10, v12, #16
shll.8h v24, v12, #8
shll.8h v28, v13, #8
shll.8h v25, v26, #8
shll.8h v15, v25, #8
shll2.8h v11, v6, #8
shll2.8h v31, v5, #8
shll2.8h v17, v1, #8
shll2.8h v10, v1, #8
shl.16b v29, v15, #3
shl.16b v0, v14, #7
shl.16b v17, v11, #6
shl.16b v0, v25, #0
shl.2d v9, v27, #62
shl.2d v3, v0, #22
shl.2d v19, v12, #54
shl.2d v10, v12, #28
shl.2s v22, v8, #19
shl.2s v5, v28, #15
shl.2s v17, v12, #0
shl.2s v31, v17, #27
shl.4h v22, v9, #7
shl.4h v27, v21, #3
shl.4h v18, v12, #3
shl.4h v27, v4, #2
shl.4s v25, v23, #31
shl.4s v6, v26, #13
shl.4s v5, v23, #14
shl.4s v1, v25, #31
shl.8b v11, v22, #0
shl.8b v24, v23, #6
shl.8b v19, v17, #1
shl.8b v11, v22, #1
shl.8h v27, v30, #6
shl.8h v11, v17, #11
shl.8h v14, v27, #1
shl.8h v5, v26, #9
shrn.2s v13, v2, #1
shrn.2s v5, v23, #32
shrn.2s v17, v12, #24
shrn.2s v25, v18, #14
shrn2.4s v8, v27, #7
shrn2.4s v9, v13, #3
shrn2.4s v11, v26, #18
shrn2.4s v0, v25, #27
shrn.4h v10, v21, #8
shrn.4h v13, v18, #11
shrn.4h v25, v0, #1
shrn.4h v21, v14, #9
shrn2.8h v20, v27, #2
shrn2.8h v19, v24, #10
shrn2.8h v3, v11, #4
shrn2.8h v13, v27, #3
shrn.8b v5, v11, #8
shrn.8b v23, v26, #7
shrn.8b v26, v23, #7
shrn.8b v4, v5, #8
shrn2.16b v0, v5, #6
shrn2.16b v17, v14, #4
shrn2.16b v29, v4, #8
shrn2.16b v9, v27, #5
shsub.16b v4, v10, v1
shsub.16b v25, v4, v14
shsub.16b v10, v5, v28
shsub.16b v13, v9, v28
shsub.2s v5, v18, v30
shsub.2s v9, v20, v3
shsub.2s v23, v20, v10
shsub.2s v12, v25, v28
shsub.4h v18, v12, v2
shsub.4h v24, v14, v4
shsub.4h v15, v5, v8
shsub.4h v31, v3, v20
shsub.4s v14, v3, v18
shsub.4s v25, v17, v30
shsub.4s v24, v2, v1
shsub.4s v1, v28, v10
shsub.8b v6, v9, v15
shsub.8b v16, v8, v10
shsub.8b v25, v23, v29
shsub.8b v13, v2, v2
shsub.8h v2, v28, v24
shsub.8h v24, v5, v26
shsub.8h v17, v7, v18
shsub.8h v12, v5, v12
sli.16b v26, v22, #6
sli.16b v8, v17, #1
sli.16b v28, v29, #7
sli.16b v19, v27, #2
sli.2d v10, v29, #48
sli.2d v12, v0, #0
sli.2d v0, v31, #23
sli.2d v16, v31, #31
sli.2s v20, v31, #8
sli.2s v10, v25, #3
sli.2s v15, v15, #31
sli.2s v14, v15, #20
sli.4h v29, v7, #8
sli.4h v0, v22, #7
sli.4h v6, v20, #3
sli.4h v10, v4, #9
sli.4s v5, v27, #4
sli.4s v24, v7, #0
sli.4s v26, v13, #10
sli.4s v27, v10, #5
sli.8b v17, v21, #4
sli.8b v24, v9, #2
sli.8b v15, v5, #2
sli.8b v21, v22, #2
sli.8h v25, v24, #5
sli.8h v28, v17, #13
sli.8h v3, v31, #2
sli.8h v26, v29, #15
smaxp.16b v2, v5, v6
smaxp.16b v22, v13, v15
smaxp.16b v30, v17, v22
smaxp.16b v15, v26, v27
smaxp.2s v18, v20, v25
smaxp.2s v31, v30, v21
smaxp.2s v30, v17, v23
smaxp.2s v5, v11, v27
smaxp.4h v19, v23, v26
smaxp.4h v4, v7, v15
smaxp.4h v31, v7, v10
smaxp.4h v9, v0, v22
smaxp.4s v27, v27, v29
smaxp.4s v1, v27, v14
smaxp.4s v6, v2, v8
smaxp.4s v4, v14, v15
smaxp.8b v11, v14, v4
smaxp.8b v15, v22, v20
smaxp.8b v1, v31, v30
smaxp.8b v25, v20, v10
smaxp.8h v31, v1, v18
smaxp.8h v13, v12, v8
smaxp.8h v28, v17, v17
smaxp.8h v16, v3, v11
smaxv.16b b29, v13
smaxv.16b b28, v16
smaxv.16b b25, v14
smaxv.16b b15, v30
smaxv.4h h15, v5
smaxv.4h h20, v21
smaxv.4h h3, v10
smaxv.4h h30, v13
smaxv.4s s27, v15
smaxv.4s s16, v5
smaxv.4s s6, v8
smaxv.4s s11, v26
smaxv.8b b7, v7
smaxv.8b b8, v25
smaxv.8b b14, v1
smaxv.8b b22, v1
smaxv.8h h7, v3
smaxv.8h h8, v19
smaxv.8h h11, v7
smaxv.8h h2, v22
smax.16b v15, v31, v0
smax.16b v14, v14, v2
smax.16b v7, v4, v10
smax.16b v29, v22, v26
smax.2s v27, v3, v22
smax.2s v10, v8, v19
smax.2s v17, v25, v7
smax.2s v23, v12, v5
smax.4h v12, v23, v7
smax.4h v29, v5, v9
smax.4h v31, v13, v20
smax.4h v13, v7, v30
smax.4s v6, v28, v8
smax.4s v23, v22, v0
smax.4s v0, v3, v11
smax.4s v14, v17, v20
smax.8b v8, v11, v25
smax.8b v8, v18, v8
smax.8b v28, v5, v17
smax.8b v20, v6, v20
smax.8h v13, v27, v5
smax.8h v8, v22, v2
smax.8h v22, v31, v17
smax.8h v17, v24, v12
sminp.16b v16, v25, v30
sminp.16b v2, v16, v9
sminp.16b v18, v4, v17
sminp.16b v12, v15, v18
sminp.2s v9, v30, v3
sminp.2s v17, v7, v21
sminp.2s v22, v4, v24
sminp.2s v8, v11, v7
sminp.4h v0, v27, v16
sminp.4h v23, v1, v27
sminp.4h v22, v7, v0
sminp.4h v27, v3, v4
sminp.4s v5, v29, v1
sminp.4s v10, v24, v14
sminp.4s v23, v19, v24
sminp.4s v14, v8, v2
sminp.8b v24, v12, v10
sminp.8b v21, v8, v31
sminp.8b v22, v8, v14
sminp.8b v14, v20, v15
sminp.8h v11, v5, v12
sminp.8h v30, v30, v30
sminp.8h v19, v11, v22
sminp.8h v9, v17, v9
sminv.16b b23, v9
sminv.16b b19, v8
sminv.16b b3, v27
sminv.16b b30, v18
sminv.4h h26, v7
sminv.4h h21, v16
sminv.4h h20, v17
sminv.4h h11, v24
sminv.4s s21, v17
sminv.4s s0, v17
sminv.4s s23, v0
sminv.4s s29, v18
sminv.8b b6, v11
sminv.8b b5, v28
sminv.8b b28, v25
sminv.8b b14, v6
sminv.8h h10, v14
sminv.8h h0, v5
sminv.8h h8, v21
sminv.8h h30, v8
smin.16b v20, v20, v16
smin.16b v0, v19, v18
smin.16b v9, v0, v28
smin.16b v29, v12, v10
smin.2s v22, v17, v12
smin.2s v14, v12, v22
smin.2s v11, v0, v26
smin.2s v1, v29, v19
smin.4h v30, v2, v13
smin.4h v19, v8, v9
smin.4h v23, v5, v26
smin.4h v5, v18, v9
smin.4s v18, v16, v20
smin.4s v29, v11, v17
smin.4s v31, v1, v19
smin.4s v16, v25, v23
smin.8b v24, v14, v22
smin.8b v28, v6, v28
smin.8b v30, v8, v18
smin.8b v17, v6, v22
smin.8h v20, v6, v3
smin.8h v14, v13, v20
smin.8h v2, v26, v3
smin.8h v9, v29, v2
smlal.2d v11, v3, v6[3]
smlal.2d v6, v17, v13[3]
smlal.2d v7, v15, v0[1]
smlal.2d v9, v30, v20[0]
smlal2.2d v0, v11, v10[3]
smlal2.2d v5, v29, v13[2]
smlal2.2d v21, v24, v4[0]
smlal2.2d v24, v16, v16[1]
smlal.4s v10, v14, v1[3]
smlal.4s v12, v22, v10[0]
smlal.4s v9, v31, v2[1]
smlal.4s v12, v22, v11[2]
smlal2.4s v3, v7, v2[4]
smlal2.4s v27, v12, v8[0]
smlal2.4s v3, v18, v13[0]
smlal2.4s v26, v31, v8[0]
smlal.2d v14, v21, v25
smlal.2d v23, v21, v0
smlal.2d v18, v1, v7
smlal.2d v20, v11, v4
smlal2.2d v17, v7, v15
smlal2.2d v16, v29, v2
smlal2.2d v14, v21, v27
smlal2.2d v16, v24, v20
smlal.4s v12, v27, v27
smlal.4s v22, v12, v3
smlal.4s v22, v31, v3
smlal.4s v17, v12, v2
smlal2.4s v4, v15, v17
smlal2.4s v20, v16, v28
smlal2.4s v19, v20, v11
smlal2.4s v24, v1, v25
smlal.8h v12, v24, v30
smlal.8h v26, v12, v17
smlal.8h v2, v13, v13
smlal.8h v11, v27, v25
smlal2.8h v26, v25, v2
smlal2.8h v11, v9, v11
smlal2.8h v4, v11, v19
smlal2.8h v3, v31, v17
smlsl.2d v21, v4, v14[3]
smlsl.2d v17, v13, v0[3]
smlsl.2d v27, v18, v20[0]
smlsl.2d v18, v30, v14[0]
smlsl2.2d v7, v6, v31[3]
smlsl2.2d v4, v12, v10[2]
smlsl2.2d v14, v28, v24[0]
smlsl2.2d v9, v20, v22[0]
smlsl.4s v17, v4, v13[3]
smlsl.4s v25, v7, v12[4]
smlsl.4s v29, v18, v0[1]
smlsl.4s v1, v19, v9[1]
smlsl2.4s v24, v23, v14[2]
smlsl2.4s v22, v2, v15[7]
smlsl2.4s v27, v13, v15[0]
smlsl2.4s v20, v9, v10[4]
smlsl.2d v1, v25, v11
smlsl.2d v18, v16, v16
smlsl.2d v5, v30, v18
smlsl.2d v0, v24, v9
smlsl2.2d v6, v15, v14
smlsl2.2d v31, v19, v15
smlsl2.2d v27, v26, v16
smlsl2.2d v29, v29, v13
smlsl.4s v1, v4, v5
smlsl.4s v2, v16, v30
smlsl.4s v12, v1, v27
smlsl.4s v27, v11, v1
smlsl2.4s v8, v5, v20
smlsl2.4s v21, v11, v10
smlsl2.4s v15, v25, v24
smlsl2.4s v0, v29, v22
smlsl.8h v10, v2, v1
smlsl.8h v14, v0, v7
smlsl.8h v14, v26, v16
smlsl.8h v24, v8, v6
smlsl2.8h v0, v18, v1
smlsl2.8h v31, v6, v24
smlsl2.8h v21, v7, v10
smlsl2.8h v6, v31, v4
smov.b w28, v13[15]
smov.b w20, v2[10]
smov.b w4, v25[11]
smov.b w19, v28[2]
smov.h w4, v8[1]
smov.h w30, v24[4]
smov.h w2, v17[5]
smov.h w27, v3[0]
smov.b x28, v22[0]
smov.b x1, v14[15]
smov.b x8, v13[10]
smov.b x6, v8[10]
smov.h x0, v18[6]
smov.h x17, v23[7]
smov.h x12, v24[4]
smov.h x21, v1[0]
smov.s x12, v4[2]
smov.s x25, v21[1]
smov.s x16, v9[0]
smov.s x19, v26[0]
smull.2d v9, v13, v26[0]
smull.2d v8, v11, v10[0]
smull.2d v24, v9, v28[3]
smull.2d v13, v13, v3[0]
smull2.2d v31, v21, v0[2]
smull2.2d v10, v9, v19[3]
smull2.2d v17, v12, v3[1]
smull2.2d v1, v29, v27[2]
smull.4s v14, v1, v13[7]
smull.4s v14, v10, v3[3]
smull.4s v23, v5, v0[5]
smull.4s v23, v10, v8[1]
smull2.4s v1, v10, v1[3]
smull2.4s v7, v10, v14[5]
smull2.4s v17, v11, v6[6]
smull2.4s v14, v7, v12[1]
smull.2d v15, v27, v27
smull.2d v13, v30, v3
smull.2d v27, v28, v31
smull.2d v12, v2, v4
smull2.2d v2, v17, v16
smull2.2d v9, v25, v20
smull2.2d v1, v2, v15
smull2.2d v7, v6, v12
smull.4s v5, v17, v0
smull.4s v2, v25, v15
smull.4s v1, v17, v29
smull.4s v28, v6, v22
smull2.4s v29, v31, v3
smull2.4s v13, v13, v19
smull2.4s v13, v8, v19
smull2.4s v31, v30, v24
smull.8h v4, v4, v27
smull.8h v5, v25, v26
smull.8h v4, v26, v16
smull.8h v15, v30, v24
smull2.8h v26, v12, v9
smull2.8h v14, v16, v25
smull2.8h v2, v9, v9
smull2.8h v16, v16, v4
sqabs.16b v17, v6
sqabs.16b v13, v12
sqabs.16b v0, v16
sqabs.16b v28, v14
sqabs.2d v28, v21
sqabs.2d v14, v27
sqabs.2d v24, v24
sqabs.2d v25, v26
sqabs.2s v15, v6
sqabs.2s v5, v10
sqabs.2s v9, v4
sqabs.2s v27, v26
sqabs.4h v6, v4
sqabs.4h v13, v29
sqabs.4h v16, v23
sqabs.4h v16, v17
sqabs.4s v20, v24
sqabs.4s v1, v6
sqabs.4s v13, v4
sqabs.4s v19, v1
sqabs.8b v17, v21
sqabs.8b v8, v14
sqabs.8b v20, v22
sqabs.8b v27, v2
sqabs.8h v31, v7
sqabs.8h v4, v26
sqabs.8h v20, v28
sqabs.8h v23, v15
sqadd.16b v6, v2, v6
sqadd.16b v29, v16, v23
sqadd.16b v26, v23, v22
sqadd.16b v27, v26, v0
sqadd.2d v17, v18, v20
sqadd.2d v24, v6, v31
sqadd.2d v11, v23, v12
sqadd.2d v5, v29, v9
sqadd.2s v7, v0, v3
sqadd.2s v29, v0, v30
sqadd.2s v10, v9, v27
sqadd.2s v3, v22, v22
sqadd.4h v7, v13, v2
sqadd.4h v10, v10, v29
sqadd.4h v29, v16, v15
sqadd.4h v2, v9, v29
sqadd.4s v10, v0, v31
sqadd.4s v22, v23, v20
sqadd.4s v0, v14, v10
sqadd.4s v16, v27, v16
sqadd.8b v14, v17, v6
sqadd.8b v28, v31, v8
sqadd.8b v7, v30, v18
sqadd.8b v23, v4, v29
sqadd.8h v15, v28, v19
sqadd.8h v17, v12, v27
sqadd.8h v9, v23, v19
sqadd.8h v26, v20, v8
sqdmlal.h s29, h9, v0[7]
sqdmlal.h s14, h14, v15[2]
sqdmlal.h s14, h7, v2[1]
sqdmlal.h s16, h12, v13[4]
sqdmlal.s d13, s27, v26[0]
sqdmlal.s d14, s12, v20[1]
sqdmlal.s d18, s14, v0[2]
sqdmlal.s d21, s26, v31[0]
sqdmlal.2d v4, v23, v17[3]
sqdmlal.2d v19, v9, v15[0]
sqdmlal.2d v15, v26, v17[0]
sqdmlal.2d v2, v24, v21[0]
sqdmlal2.2d v20, v9, v18[1]
sqdmlal2.2d v31, v17, v22[1]
sqdmlal2.2d v6, v21, v26[1]
sqdmlal2.2d v30, v31, v22[3]
sqdmlal.4s v13, v7, v10[1]
sqdmlal.4s v11, v9, v11[1]
sqdmlal.4s v31, v26, v8[5]
sqdmlal.4s v23, v22, v15[0]
sqdmlal2.4s v15, v22, v7[0]
sqdmlal2.4s v12, v20, v2[4]
sqdmlal2.4s v3, v28, v8[1]
sqdmlal2.4s v4, v9, v1[2]
sqdmlal.2d v13, v18, v20
sqdmlal.2d v19, v4, v18
sqdmlal.2d v28, v12, v24
sqdmlal.2d v23, v2, v24
sqdmlal2.2d v15, v17, v28
sqdmlal2.2d v21, v11, v28
sqdmlal2.2d v10, v16, v27
sqdmlal2.2d v16, v31, v17
sqdmlal.4s v30, v10, v27
sqdmlal.4s v25, v5, v7
sqdmlal.4s v27, v22, v31
sqdmlal.4s v23, v23, v10
sqdmlal2.4s v9, v4, v19
sqdmlal2.4s v28, v20, v12
sqdmlal2.4s v23, v5, v26
sqdmlal2.4s v0, v22, v0
sqdmlsl.h s18, h30, v8[1]
sqdmlsl.h s5, h15, v11[0]
sqdmlsl.h s7, h1, v12[7]
sqdmlsl.h s14, h19, v6[7]
sqdmlsl.s d26, s20, v29[0]
sqdmlsl.s d1, s27, v0[0]
sqdmlsl.s d15, s21, v17[2]
sqdmlsl.s d18, s31, v22[0]
sqdmlsl.2d v19, v10, v10[1]
sqdmlsl.2d v26, v20, v24[3]
sqdmlsl.2d v8, v8, v21[2]
sqdmlsl.2d v14, v2, v9[0]
sqdmlsl2.2d v6, v13, v16[2]
sqdmlsl2.2d v17, v3, v0[0]
sqdmlsl2.2d v21, v12, v6[2]
sqdmlsl2.2d v1, v29, v12[1]
sqdmlsl.4s v26, v2, v15[1]
sqdmlsl.4s v26, v10, v9[0]
sqdmlsl.4s v16, v16, v12[0]
sqdmlsl.4s v3, v26, v0[1]
sqdmlsl2.4s v5, v28, v2[1]
sqdmlsl2.4s v3, v28, v9[5]
sqdmlsl2.4s v1, v29, v1[3]
sqdmlsl2.4s v26, v8, v5[0]
sqdmlsl.2d v16, v7, v23
sqdmlsl.2d v20, v20, v5
sqdmlsl.2d v16, v28, v3
sqdmlsl.2d v22, v2, v30
sqdmlsl2.2d v8, v26, v6
sqdmlsl2.2d v27, v10, v28
sqdmlsl2.2d v31, v17, v1
sqdmlsl2.2d v12, v24, v1
sqdmlsl.4s v26, v13, v4
sqdmlsl.4s v9, v2, v0
sqdmlsl.4s v21, v3, v3
sqdmlsl.4s v23, v10, v24
sqdmlsl2.4s v6, v10, v23
sqdmlsl2.4s v15, v12, v25
sqdmlsl2.4s v15, v18, v13
sqdmlsl2.4s v22, v13, v4
sqdmulh.h h12, h0, v3[1]
sqdmulh.h h30, h20, v9[2]
sqdmulh.h h17, h5, v5[1]
sqdmulh.h h0, h7, v15[7]
sqdmulh.s s8, s3, v6[0]
sqdmulh.s s22, s15, v18[3]
sqdmulh.s s7, s5, v8[1]
sqdmulh.s s28, s25, v21[0]
sqdmulh.2s v3, v30, v21[2]
sqdmulh.2s v27, v17, v22[0]
sqdmulh.2s v20, v22, v21[0]
sqdmulh.2s v21, v27, v0[0]
sqdmulh.4h v19, v27, v5[0]
sqdmulh.4h v8, v14, v10[0]
sqdmulh.4h v24, v7, v8[3]
sqdmulh.4h v30, v1, v10[3]
sqdmulh.4s v27, v31, v13[0]
sqdmulh.4s v13, v30, v2[0]
sqdmulh.4s v16, v22, v16[3]
sqdmulh.4s v3, v14, v11[2]
sqdmulh.8h v10, v3, v3[5]
sqdmulh.8h v21, v26, v12[7]
sqdmulh.8h v10, v18, v0[4]
sqdmulh.8h v30, v9, v2[3]
sqdmulh.2s v20, v14, v13
sqdmulh.2s v22, v19, v2
sqdmulh.2s v17, v18, v7
sqdmulh.2s v2, v18, v10
sqdmulh.4h v15, v27, v21
sqdmulh.4h v22, v12, v1
sqdmulh.4h v21, v17, v20
sqdmulh.4h v26, v2, v2
sqdmulh.4s v12, v28, v10
sqdmulh.4s v1, v22, v3
sqdmulh.4s v19, v7, v20
sqdmulh.4s v27, v5, v1
sqdmulh.8h v27, v23, v7
sqdmulh.8h v17, v9, v22
sqdmulh.8h v10, v14, v5
sqdmulh.8h v24, v28, v19
sqdmull.h s5, h14, v6[0]
sqdmull.h s2, h26, v2[0]
sqdmull.h s0, h31, v5[7]
sqdmull.h s2, h3, v15[0]
sqdmull.s d16, s13, v12[1]
sqdmull.s d0, s8, v19[2]
sqdmull.s d2, s29, v21[3]
sqdmull.s d8, s7, v7[0]
sqdmull.2d v20, v10, v31[2]
sqdmull.2d v7, v27, v13[2]
sqdmull.2d v27, v31, v15[0]
sqdmull.2d v3, v12, v31[0]
sqdmull2.2d v29, v20, v31[1]
sqdmull2.2d v9, v19, v22[0]
sqdmull2.2d v21, v28, v13[0]
sqdmull2.2d v5, v14, v15[1]
sqdmull.4s v4, v14, v4[2]
sqdmull.4s v12, v31, v11[5]
sqdmull.4s v23, v22, v5[5]
sqdmull.4s v0, v31, v5[7]
sqdmull2.4s v10, v16, v6[0]
sqdmull2.4s v27, v30, v11[4]
sqdmull2.4s v21, v4, v10[2]
sqdmull2.4s v2, v17, v2[6]
sqdmull.2d v4, v27, v10
sqdmull.2d v28, v19, v27
sqdmull.2d v10, v20, v1
sqdmull.2d v20, v6, v13
sqdmull2.2d v30, v6, v22
sqdmull2.2d v20, v0, v10
sqdmull2.2d v28, v2, v24
sqdmull2.2d v24, v2, v13
sqdmull.4s v31, v7, v4
sqdmull.4s v24, v29, v8
sqdmull.4s v4, v10, v19
sqdmull.4s v28, v18, v31
sqdmull2.4s v31, v28, v6
sqdmull2.4s v7, v13, v7
sqdmull2.4s v6, v4, v29
sqdmull2.4s v13, v30, v29
sqneg.16b v12, v1
sqneg.16b v8, v18
sqneg.16b v18, v8
sqneg.16b v6, v3
sqneg.2d v6, v16
sqneg.2d v12, v26
sqneg.2d v12, v13
sqneg.2d v24, v8
sqneg.2s v16, v7
sqneg.2s v30, v16
sqneg.2s v28, v25
sqneg.2s v3, v6
sqneg.4h v0, v14
sqneg.4h v13, v20
sqneg.4h v23, v20
sqneg.4h v14, v25
sqneg.4s v2, v12
sqneg.4s v6, v26
sqneg.4s v5, v23
sqneg.4s v1, v14
sqneg.8b v25, v8
sqneg.8b v19, v6
sqneg.8b v21, v13
sqneg.8b v19, v1
sqneg.8h v4, v12
sqneg.8h v30, v12
sqneg.8h v13, v10
sqneg.8h v28, v2
sqrdmulh.h h28, h14, v3[3]
sqrdmulh.h h4, h14, v5[0]
sqrdmulh.h h6, h13, v2[0]
sqrdmulh.h h7, h1, v0[7]
sqrdmulh.s s8, s2, v27[0]
sqrdmulh.s s22, s9, v16[1]
sqrdmulh.s s3, s0, v20[3]
sqrdmulh.s s10, s11, v12[0]
sqrdmulh.2s v18, v1, v22[2]
sqrdmulh.2s v19, v30, v6[1]
sqrdmulh.2s v26, v15, v11[3]
sqrdmulh.2s v22, v28, v2[0]
sqrdmulh.4h v25, v30, v15[5]
sqrdmulh.4h v7, v19, v12[7]
sqrdmulh.4h v28, v31, v0[5]
sqrdmulh.4h v20, v4, v4[6]
sqrdmulh.4s v18, v18, v0[3]
sqrdmulh.4s v29, v30, v20[2]
sqrdmulh.4s v15, v2, v9[1]
sqrdmulh.4s v22, v18, v23[3]
sqrdmulh.8h v9, v1, v9[7]
sqrdmulh.8h v26, v17, v2[1]
sqrdmulh.8h v16, v0, v5[1]
sqrdmulh.8h v4, v31, v7[1]
sqrdmulh.2s v24, v11, v13
sqrdmulh.2s v23, v4, v30
sqrdmulh.2s v16, v15, v28
sqrdmulh.2s v15, v10, v28
sqrdmulh.4h v24, v25, v13
sqrdmulh.4h v14, v7, v4
sqrdmulh.4h v11, v18, v13
sqrdmulh.4h v7, v14, v8
sqrdmulh.4s v21, v22, v1
sqrdmulh.4s v28, v23, v8
sqrdmulh.4s v10, v0, v5
sqrdmulh.4s v6, v15, v28
sqrdmulh.8h v26, v24, v0
sqrdmulh.8h v23, v17, v24
sqrdmulh.8h v28, v11, v5
sqrdmulh.8h v11, v25, v8
sqrshl.16b v4, v11, v4
sqrshl.16b v11, v1, v25
sqrshl.16b v17, v31, v25
sqrshl.16b v23, v1, v14
sqrshl.2d v21, v1, v20
sqrshl.2d v1, v10, v5
sqrshl.2d v14, v5, v5
sqrshl.2d v0, v8, v24
sqrshl.2s v17, v18, v21
sqrshl.2s v6, v12, v6
sqrshl.2s v8, v10, v4
sqrshl.2s v4, v27, v1
sqrshl.4h v20, v19, v31
sqrshl.4h v19, v1, v21
sqrshl.4h v31, v9, v4
sqrshl.4h v29, v27, v9
sqrshl.4s v16, v31, v18
sqrshl.4s v12, v19, v29
sqrshl.4s v18, v17, v7
sqrshl.4s v15, v24, v3
sqrshl.8b v1, v31, v24
sqrshl.8b v29, v29, v4
sqrshl.8b v20, v17, v9
sqrshl.8b v6, v9, v5
sqrshl.8h v29, v20, v1
sqrshl.8h v0, v0, v9
sqrshl.8h v24, v26, v7
sqrshl.8h v0, v27, v7
sqrshrn.2s v18, v3, #1
sqrshrn.2s v23, v4, #20
sqrshrn.2s v16, v28, #1
sqrshrn.2s v11, v25, #6
sqrshrn2.4s v18, v21, #14
sqrshrn2.4s v21, v14, #1
sqrshrn2.4s v3, v8, #9
sqrshrn2.4s v9, v9, #18
sqrshrn.4h v31, v26, #1
sqrshrn.4h v22, v7, #1
sqrshrn.4h v15, v0, #7
sqrshrn.4h v16, v15, #9
sqrshrn2.8h v10, v9, #10
sqrshrn2.8h v10, v6, #8
sqrshrn2.8h v18, v22, #4
sqrshrn2.8h v18, v19, #1
sqrshrn.8b v29, v15, #3
sqrshrn.8b v22, v11, #8
sqrshrn.8b v9, v6, #8
sqrshrn.8b v10, v6, #4
sqrshrn2.16b v17, v12, #4
sqrshrn2.16b v12, v25, #7
sqrshrn2.16b v20, v27, #6
sqrshrn2.16b v31, v15, #1
sqrshrun.2s v19, v25, #13
sqrshrun.2s v4, v15, #29
sqrshrun.2s v16, v20, #24
sqrshrun.2s v18, v17, #32
sqrshrun2.4s v30, v22, #16
sqrshrun2.4s v7, v1, #30
sqrshrun2.4s v3, v3, #30
sqrshrun2.4s v18, v17, #12
sqrshrun.4h v25, v15, #2
sqrshrun.4h v11, v19, #11
sqrshrun.4h v1, v4, #8
sqrshrun.4h v19, v16, #2
sqrshrun2.8h v6, v28, #16
sqrshrun2.8h v0, v30, #16
sqrshrun2.8h v12, v18, #11
sqrshrun2.8h v28, v23, #8
sqrshrun.8b v5, v11, #8
sqrshrun.8b v12, v11, #3
sqrshrun.8b v30, v16, #3
sqrshrun.8b v27, v0, #1
sqrshrun2.16b v17, v14, #6
sqrshrun2.16b v23, v27, #8
sqrshrun2.16b v25, v17, #1
sqrshrun2.16b v19, v16, #6
sqshlu.16b v1, v22, #7
sqshlu.16b v2, v0, #4
sqshlu.16b v31, v14, #1
sqshlu.16b v0, v31, #1
sqshlu.2d v29, v29, #13
sqshlu.2d v21, v30, #20
sqshlu.2d v18, v13, #22
sqshlu.2d v26, v12, #35
sqshlu.2s v27, v8, #13
sqshlu.2s v30, v11, #31
sqshlu.2s v2, v13, #23
sqshlu.2s v10, v13, #29
sqshlu.4h v18, v11, #0
sqshlu.4h v13, v21, #8
sqshlu.4h v26, v6, #13
sqshlu.4h v13, v9, #0
sqshlu.4s v17, v16, #10
sqshlu.4s v13, v21, #3
sqshlu.4s v17, v17, #31
sqshlu.4s v23, v16, #29
sqshlu.8b v0, v23, #0
sqshlu.8b v20, v16, #7
sqshlu.8b v5, v22, #4
sqshlu.8b v18, v27, #7
sqshlu.8h v28, v20, #10
sqshlu.8h v12, v10, #12
sqshlu.8h v31, v15, #0
sqshlu.8h v23, v4, #0
sqshl.16b v24, v19, #5
sqshl.16b v31, v3, #1
sqshl.16b v26, v21, #5
sqshl.16b v11, v20, #7
sqshl.2d v27, v4, #51
sqshl.2d v31, v15, #0
sqshl.2d v9, v21, #38
sqshl.2d v0, v27, #58
sqshl.2s v27, v7, #14
sqshl.2s v23, v12, #12
sqshl.2s v18, v20, #6
sqshl.2s v30, v5, #1
sqshl.4h v27, v28, #10
sqshl.4h v4, v23, #11
sqshl.4h v9, v30, #3
sqshl.4h v8, v21, #6
sqshl.4s v9, v15, #30
sqshl.4s v0, v18, #30
sqshl.4s v7, v2, #0
sqshl.4s v1, v18, #2
sqshl.8b v22, v14, #0
sqshl.8b v1, v5, #7
sqshl.8b v11, v0, #5
sqshl.8b v14, v24, #2
sqshl.8h v13, v1, #6
sqshl.8h v15, v28, #9
sqshl.8h v6, v26, #8
sqshl.8h v21, v20, #2
sqshl.16b v26, v11, v12
sqshl.16b v12, v14, v13
sqshl.16b v17, v30, v18
sqshl.16b v14, v15, v6
sqshl.2d v0, v28, v18
sqshl.2d v1, v20, v7
sqshl.2d v25, v9, v10
sqshl.2d v3, v20, v18
sqshl.2s v28, v4, v8
sqshl.2s v25, v3, v21
sqshl.2s v27, v12, v6
sqshl.2s v31, v0, v11
sqshl.4h v23, v21, v19
sqshl.4h v4, v27, v9
sqshl.4h v23, v20, v7
sqshl.4h v23, v1, v25
sqshl.4s v21, v27, v23
sqshl.4s v22, v8, v13
sqshl.4s v0, v9, v24
sqshl.4s v4, v16, v25
sqshl.8b v18, v21, v18
sqshl.8b v24, v8, v10
sqshl.8b v25, v5, v17
sqshl.8b v18, v5, v28
sqshl.8h v9, v8, v9
sqshl.8h v7, v20, v9
sqshl.8h v8, v23, v25
sqshl.8h v27, v0, v11
sqshrn.2s v12, v6, #9
sqshrn.2s v22, v1, #1
sqshrn.2s v10, v31, #1
sqshrn.2s v8, v19, #25
sqshrn2.4s v4, v5, #27
sqshrn2.4s v29, v7, #8
sqshrn2.4s v30, v22, #18
sqshrn2.4s v20, v7, #29
sqshrn.4h v12, v12, #15
sqshrn.4h v13, v27, #16
sqshrn.4h v13, v24, #3
sqshrn.4h v4, v10, #3
sqshrn2.8h v29, v8, #1
sqshrn2.8h v7, v22, #14
sqshrn2.8h v26, v14, #9
sqshrn2.8h v16, v12, #1
sqshrn.8b v18, v2, #4
sqshrn.8b v28, v23, #1
sqshrn.8b v18, v18, #7
sqshrn.8b v22, v26, #3
sqshrn2.16b v27, v16, #2
sqshrn2.16b v5, v14, #3
sqshrn2.16b v0, v7, #3
sqshrn2.16b v16, v18, #8
sqshrun.2s v8, v26, #7
sqshrun.2s v12, v9, #12
sqshrun.2s v25, v1, #1
sqshrun.2s v25, v0, #13
sqshrun2.4s v22, v25, #4
sqshrun2.4s v0, v5, #28
sqshrun2.4s v8, v4, #3
sqshrun2.4s v20, v14, #15
sqshrun.4h v8, v17, #9
sqshrun.4h v15, v29, #7
sqshrun.4h v30, v28, #3
sqshrun.4h v29, v26, #11
sqshrun2.8h v10, v25, #7
sqshrun2.8h v31, v1, #8
sqshrun2.8h v23, v28, #8
sqshrun2.8h v13, v18, #2
sqshrun.8b v21, v7, #8
sqshrun.8b v20, v0, #1
sqshrun.8b v0, v14, #6
sqshrun.8b v17, v6, #1
sqshrun2.16b v19, v11, #5
sqshrun2.16b v0, v26, #8
sqshrun2.16b v31, v28, #7
sqshrun2.16b v26, v20, #1
sqsub.16b v3, v16, v5
sqsub.16b v5, v17, v29
sqsub.16b v3, v0, v26
sqsub.16b v19, v10, v20
sqsub.2d v17, v5, v17
sqsub.2d v26, v21, v30
sqsub.2d v2, v24, v16
sqsub.2d v23, v13, v13
sqsub.2s v20, v15, v1
sqsub.2s v26, v1, v24
sqsub.2s v7, v22, v17
sqsub.2s v21, v10, v9
sqsub.4h v29, v3, v22
sqsub.4h v24, v10, v22
sqsub.4h v18, v23, v5
sqsub.4h v4, v14, v4
sqsub.4s v8, v11, v0
sqsub.4s v8, v4, v28
sqsub.4s v13, v2, v13
sqsub.4s v27, v16, v25
sqsub.8b v31, v28, v9
sqsub.8b v22, v31, v26
sqsub.8b v10, v30, v8
sqsub.8b v9, v31, v22
sqsub.8h v2, v4, v18
sqsub.8h v2, v1, v7
sqsub.8h v20, v24, v16
sqsub.8h v2, v17, v7
sqxtn.2s v12, v27
sqxtn.2s v6, v20
sqxtn.2s v1, v23
sqxtn.2s v10, v17
sqxtn2.4s v9, v14
sqxtn2.4s v16, v25
sqxtn2.4s v6, v26
sqxtn2.4s v7, v6
sqxtn.4h v23, v3
sqxtn.4h v8, v25
sqxtn.4h v20, v9
sqxtn.4h v8, v21
sqxtn2.8h v12, v5
sqxtn2.8h v3, v8
sqxtn2.8h v6, v21
sqxtn2.8h v3, v7
sqxtn.8b v31, v25
sqxtn.8b v30, v24
sqxtn.8b v0, v20
sqxtn.8b v13, v13
sqxtn2.16b v10, v24
sqxtn2.16b v16, v3
sqxtn2.16b v9, v3
sqxtn2.16b v17, v14
sqxtun.2s v7, v1
sqxtun.2s v28, v24
sqxtun.2s v20, v14
sqxtun.2s v8, v14
sqxtun2.4s v26, v14
sqxtun2.4s v7, v0
sqxtun2.4s v6, v10
sqxtun2.4s v1, v24
sqxtun.4h v4, v28
sqxtun.4h v17, v13
sqxtun.4h v0, v16
sqxtun.4h v4, v31
sqxtun2.8h v0, v20
sqxtun2.8h v20, v17
sqxtun2.8h v30, v0
sqxtun2.8h v16, v10
sqxtun.8b v28, v15
sqxtun.8b v27, v13
sqxtun.8b v23, v7
sqxtun.8b v10, v21
sqxtun2.16b v5, v27
sqxtun2.16b v15, v7
sqxtun2.16b v23, v17
sqxtun2.16b v31, v14
srhadd.16b v17, v11, v3
srhadd.16b v2, v24, v24
srhadd.16b v17, v10, v23
srhadd.16b v19, v13, v16
srhadd.2s v11, v30, v30
srhadd.2s v9, v22, v29
srhadd.2s v28, v1, v29
srhadd.2s v14, v7, v12
srhadd.4h v22, v7, v6
srhadd.4h v30, v0, v6
srhadd.4h v17, v10, v12
srhadd.4h v16, v0, v23
srhadd.4s v11, v2, v28
srhadd.4s v0, v19, v21
srhadd.4s v14, v12, v29
srhadd.4s v28, v16, v7
srhadd.8b v1, v31, v20
srhadd.8b v3, v20, v18
srhadd.8b v9, v3, v13
srhadd.8b v29, v27, v10
srhadd.8h v24, v15, v23
srhadd.8h v23, v24, v10
srhadd.8h v29, v0, v16
srhadd.8h v18, v0, v27
sri.16b v17, v2, #6
sri.16b v31, v9, #5
sri.16b v12, v8, #1
sri.16b v30, v12, #1
sri.2d v31, v22, #7
sri.2d v19, v29, #18
sri.2d v2, v26, #47
sri.2d v10, v6, #1
sri.2s v11, v6, #1
sri.2s v27, v16, #19
sri.2s v21, v14, #8
sri.2s v5, v11, #14
sri.4h v15, v19, #1
sri.4h v3, v28, #3
sri.4h v29, v18, #13
sri.4h v5, v9, #9
sri.4s v8, v14, #1
sri.4s v7, v23, #1
sri.4s v13, v13, #6
sri.4s v5, v4, #13
sri.8b v14, v18, #1
sri.8b v24, v18, #5
sri.8b v7, v24, #3
sri.8b v8, v29, #4
sri.8h v17, v24, #8
sri.8h v17, v11, #12
sri.8h v10, v16, #7
sri.8h v16, v17, #2
srshl.16b v4, v26, v19
srshl.16b v11, v4, v14
srshl.16b v7, v3, v5
srshl.16b v1, v24, v13
srshl.2d v30, v9, v4
srshl.2d v13, v23, v14
srshl.2d v1, v28, v23
srshl.2d v16, v16, v9
srshl.2s v20, v11, v16
srshl.2s v11, v9, v22
srshl.2s v11, v1, v9
srshl.2s v0, v16, v23
srshl.4h v16, v7, v4
srshl.4h v1, v24, v2
srshl.4h v9, v9, v19
srshl.4h v18, v17, v11
srshl.4s v22, v5, v15
srshl.4s v25, v12, v11
srshl.4s v23, v2, v25
srshl.4s v3, v31, v25
srshl.8b v18, v29, v29
srshl.8b v14, v17, v1
srshl.8b v19, v7, v11
srshl.8b v19, v17, v10
srshl.8h v27, v3, v7
srshl.8h v14, v17, v19
srshl.8h v24, v7, v3
srshl.8h v7, v6, v7
srshr.16b v10, v27, #2
srshr.16b v28, v23, #1
srshr.16b v25, v19, #4
srshr.16b v21, v14, #1
srshr.2d v11, v23, #13
srshr.2d v28, v5, #48
srshr.2d v15, v22, #62
srshr.2d v18, v21, #16
srshr.2s v20, v2, #26
srshr.2s v3, v15, #32
srshr.2s v5, v7, #1
srshr.2s v26, v27, #10
srshr.4h v6, v15, #13
srshr.4h v6, v8, #2
srshr.4h v18, v19, #1
srshr.4h v13, v18, #16
srshr.4s v26, v25, #24
srshr.4s v10, v12, #15
srshr.4s v23, v0, #13
srshr.4s v27, v10, #32
srshr.8b v21, v3, #1
srshr.8b v4, v12, #1
srshr.8b v2, v23, #1
srshr.8b v7, v15, #5
srshr.8h v6, v1, #13
srshr.8h v5, v23, #16
srshr.8h v9, v24, #1
srshr.8h v0, v28, #16
srsra.16b v24, v14, #8
srsra.16b v22, v24, #8
srsra.16b v5, v19, #2
srsra.16b v6, v23, #8
srsra.2d v24, v27, #46
srsra.2d v3, v10, #33
srsra.2d v1, v31, #27
srsra.2d v21, v30, #39
srsra.2s v5, v16, #3
srsra.2s v17, v5, #1
srsra.2s v28, v13, #17
srsra.2s v24, v17, #1
srsra.4h v24, v23, #5
srsra.4h v31, v29, #15
srsra.4h v1, v11, #3
srsra.4h v31, v21, #1
srsra.4s v0, v9, #21
srsra.4s v12, v11, #3
srsra.4s v11, v27, #7
srsra.4s v29, v14, #1
srsra.8b v22, v22, #1
srsra.8b v30, v3, #5
srsra.8b v12, v18, #1
srsra.8b v19, v21, #7
srsra.8h v2, v10, #14
srsra.8h v24, v8, #15
srsra.8h v5, v1, #4
srsra.8h v2, v23, #13
sshll.2d v31, v17, #31
sshll.2d v22, v12, #18
sshll.2d v16, v12, #31
sshll.2d v14, v13, #0
sshll2.2d v8, v20, #31
sshll2.2d v21, v13, #5
sshll2.2d v26, v14, #3
sshll2.2d v3, v21, #12
sshll.4s v11, v11, #1
sshll.4s v3, v20, #14
sshll.4s v31, v16, #0
sshll.4s v20, v26, #9
sshll2.4s v21, v11, #13
sshll2.4s v25, v5, #2
sshll2.4s v23, v1, #13
sshll2.4s v3, v29, #1
sshll.8h v15, v2, #6
sshll.8h v7, v30, #5
sshll.8h v31, v20, #2
sshll.8h v6, v7, #0
sshll2.8h v12, v1, #0
sshll2.8h v29, v0, #7
sshll2.8h v23, v1, #5
sshll2.8h v24, v19, #2
sshl.16b v10, v29, v17
sshl.16b v7, v4, v8
sshl.16b v21, v28, v27
sshl.16b v10, v31, v14
sshl.2d v14, v17, v15
sshl.2d v20, v25, v12
sshl.2d v5, v21, v19
sshl.2d v0, v6, v0
sshl.2s v2, v12, v29
sshl.2s v28, v29, v25
sshl.2s v4, v5, v25
sshl.2s v19, v10, v17
sshl.4h v24, v21, v7
sshl.4h v15, v16, v27
sshl.4h v10, v10, v20
sshl.4h v12, v24, v20
sshl.4s v22, v11, v21
sshl.4s v5, v9, v25
sshl.4s v31, v1, v15
sshl.4s v4, v25, v12
sshl.8b v7, v13, v0
sshl.8b v14, v22, v14
sshl.8b v5, v24, v2
sshl.8b v8, v10, v19
sshl.8h v0, v13, v30
sshl.8h v16, v3, v29
sshl.8h v29, v24, v29
sshl.8h v5, v1, v25
sshr.16b v10, v15, #5
sshr.16b v2, v31, #5
sshr.16b v13, v12, #8
sshr.16b v14, v29, #1
sshr.2d v27, v28, #7
sshr.2d v5, v22, #51
sshr.2d v25, v2, #60
sshr.2d v25, v21, #47
sshr.2s v13, v11, #1
sshr.2s v21, v8, #32
sshr.2s v1, v19, #16
sshr.2s v7, v26, #1
sshr.4h v26, v7, #1
sshr.4h v5, v3, #3
sshr.4h v1, v6, #13
sshr.4h v11, v0, #12
sshr.4s v1, v9, #23
sshr.4s v0, v20, #21
sshr.4s v1, v13, #11
sshr.4s v0, v28, #1
sshr.8b v20, v20, #6
sshr.8b v4, v4, #8
sshr.8b v23, v6, #8
sshr.8b v13, v0, #1
sshr.8h v15, v10, #3
sshr.8h v22, v14, #1
sshr.8h v6, v8, #1
sshr.8h v9, v17, #12
ssra.16b v2, v3, #6
ssra.16b v20, v1, #1
ssra.16b v18, v10, #4
ssra.16b v12, v1, #1
ssra.2d v6, v23, #60
ssra.2d v20, v24, #37
ssra.2d v28, v14, #1
ssra.2d v28, v26, #8
ssra.2s v9, v2, #6
ssra.2s v22, v30, #16
ssra.2s v13, v5, #1
ssra.2s v14, v29, #11
ssra.4h v28, v20, #3
ssra.4h v9, v0, #6
ssra.4h v13, v21, #1
ssra.4h v12, v11, #10
ssra.4s v2, v6, #1
ssra.4s v29, v27, #23
ssra.4s v3, v30, #13
ssra.4s v10, v6, #29
ssra.8b v16, v8, #4
ssra.8b v16, v30, #5
ssra.8b v5, v22, #5
ssra.8b v0, v30, #8
ssra.8h v2, v28, #16
ssra.8h v22, v10, #16
ssra.8h v16, v17, #1
ssra.8h v23, v13, #10
ssubl.2d v26, v28, v18
ssubl.2d v9, v30, v17
ssubl.2d v0, v22, v29
ssubl.2d v18, v11, v15
ssubl2.2d v28, v12, v21
ssubl2.2d v11, v29, v20
ssubl2.2d v6, v29, v5
ssubl2.2d v8, v6, v26
ssubl.4s v5, v31, v18
ssubl.4s v5, v22, v25
ssubl.4s v25, v19, v3
ssubl.4s v4, v14, v18
ssubl2.4s v25, v26, v29
ssubl2.4s v13, v30, v25
ssubl2.4s v19, v16, v3
ssubl2.4s v11, v12, v30
ssubl.8h v0, v23, v17
ssubl.8h v15, v9, v24
ssubl.8h v10, v30, v21
ssubl.8h v4, v1, v23
ssubl2.8h v1, v25, v3
ssubl2.8h v0, v8, v14
ssubl2.8h v21, v26, v16
ssubl2.8h v16, v13, v0
ssubw.2d v9, v2, v17
ssubw.2d v6, v20, v7
ssubw.2d v27, v8, v7
ssubw.2d v21, v24, v9
ssubw2.2d v28, v27, v24
ssubw2.2d v28, v28, v21
ssubw2.2d v7, v14, v31
ssubw2.2d v1, v21, v9
ssubw.4s v5, v11, v13
ssubw.4s v29, v6, v19
ssubw.4s v6, v15, v15
ssubw.4s v28, v6, v1
ssubw2.4s v3, v13, v10
ssubw2.4s v21, v14, v29
ssubw2.4s v3, v13, v18
ssubw2.4s v5, v0, v2
ssubw.8h v4, v0, v30
ssubw.8h v18, v27, v13
ssubw.8h v29, v17, v21
ssubw.8h v13, v6, v25
ssubw2.8h v18, v17, v16
ssubw2.8h v1, v18, v29
ssubw2.8h v23, v8, v25
ssubw2.8h v25, v17, v11
st1.16b { v26, v27, v28, v29 }, [x17]
st1.16b { v2, v3, v4, v5 }, [x22]
st1.16b { v4, v5, v6, v7 }, [x28]
st1.16b { v0, v1, v2, v3 }, [x19]
st1.16b { v28, v29, v30, v31 }, [x15], x17
st1.16b { v24, v25, v26, v27 }, [x5], x22
st1.16b { v11, v12, v13, v14 }, [x21], x29
st1.16b { v6, v7, v8, v9 }, [x23], x1
st1.1d { v0, v1, v2, v3 }, [x6]
st1.1d { v1, v2, v3, v4 }, [x2]
st1.1d { v17, v18, v19, v20 }, [x0]
st1.1d { v6, v7, v8, v9 }, [x4]
st1.1d { v31, v0, v1, v2 }, [x19], x20
st1.1d { v25, v26, v27, v28 }, [x6], x19
st1.1d { v17, v18, v19, v20 }, [x21], x1
st1.1d { v26, v27, v28, v29 }, [x19], x28
st1.2d { v14, v15, v16, v17 }, [x7]
st1.2d { v9, v10, v11, v12 }, [x30]
st1.2d { v9, v10, v11, v12 }, [x1]
st1.2d { v17, v18, v19, v20 }, [x30]
st1.2d { v27, v28, v29, v30 }, [x21], x24
st1.2d { v3, v4, v5, v6 }, [x11], x22
st1.2d { v5, v6, v7, v8 }, [x28], x20
st1.2d { v31, v0, v1, v2 }, [x28], x8
st1.2s { v9, v10, v11, v12 }, [x0]
st1.2s { v29, v30, v31, v0 }, [x13]
st1.2s { v8, v9, v10, v11 }, [x13]
st1.2s { v22, v23, v24, v25 }, [x1]
st1.2s { v18, v19, v20, v21 }, [x22], x19
st1.2s { v18, v19, v20, v21 }, [x25], x2
st1.2s { v19, v20, v21, v22 }, [x26], x16
st1.2s { v14, v15, v16, v17 }, [x21], x12
st1.4h { v1, v2, v3, v4 }, [x27]
st1.4h { v20, v21, v22, v23 }, [x14]
st1.4h { v10, v11, v12, v13 }, [x20]
st1.4h { v14, v15, v16, v17 }, [sp]
st1.4h { v10, v11, v12, v13 }, [sp], x9
st1.4h { v29, v30, v31, v0 }, [x26], x21
st1.4h { v5, v6, v7, v8 }, [x24], x17
st1.4h { v2, v3, v4, v5 }, [x0], x23
st1.4s { v7, v8, v9, v10 }, [x13]
st1.4s { v3, v4, v5, v6 }, [x29]
st1.4s { v17, v18, v19, v20 }, [x20]
st1.4s { v11, v12, v13, v14 }, [x17]
st1.4s { v28, v29, v30, v31 }, [x0], x28
st1.4s { v0, v1, v2, v3 }, [x14], x7
st1.4s { v5, v6, v7, v8 }, [x19], x16
st1.4s { v24, v25, v26, v27 }, [x16], x24
st1.8b { v12, v13, v14, v15 }, [x24]
st1.8b { v15, v16, v17, v18 }, [x20]
st1.8b { v12, v13, v14, v15 }, [x20]
st1.8b { v27, v28, v29, v30 }, [x8]
st1.8b { v10, v11, v12, v13 }, [x3], x27
st1.8b { v18, v19, v20, v21 }, [x7], x12
st1.8b { v19, v20, v21, v22 }, [sp], x3
st1.8b { v12, v13, v14, v15 }, [x21], x6
st1.8h { v13, v14, v15, v16 }, [x20]
st1.8h { v10, v11, v12, v13 }, [x13]
st1.8h { v30, v31, v0, v1 }, [x12]
st1.8h { v27, v28, v29, v30 }, [x3]
st1.8h { v9, v10, v11, v12 }, [x1], x26
st1.8h { v29, v30, v31, v0 }, [x7], #64
st1.8h { v30, v31, v0, v1 }, [x15], x28
st1.8h { v8, v9, v10, v11 }, [x22], x30
st1.16b { v11 }, [x28]
st1.16b { v1 }, [x0]
st1.16b { v10 }, [x27]
st1.16b { v25 }, [x2]
st1.16b { v23 }, [x21], x5
st1.16b { v7 }, [x11], x24
st1.16b { v14 }, [x18], x26
st1.16b { v19 }, [x24], x21
st1.1d { v16 }, [x0]
st1.1d { v18 }, [x19]
st1.1d { v28 }, [x27]
st1.1d { v11 }, [x23]
st1.1d { v13 }, [x28], x25
st1.1d { v19 }, [x17], x1
st1.1d { v3 }, [x10], x7
st1.1d { v21 }, [x18], x10
st1.2d { v26 }, [x0]
st1.2d { v0 }, [x5]
st1.2d { v14 }, [x26]
st1.2d { v15 }, [x0]
st1.2d { v9 }, [x7], x4
st1.2d { v22 }, [x8], x23
st1.2d { v3 }, [x25], x14
st1.2d { v25 }, [x21], x25
st1.2s { v24 }, [x4]
st1.2s { v23 }, [x18]
st1.2s { v1 }, [x11]
st1.2s { v30 }, [x3]
st1.2s { v13 }, [x12], x1
st1.2s { v12 }, [x8], x2
st1.2s { v15 }, [x27], x17
st1.2s { v16 }, [x10], x16
st1.4h { v2 }, [x5]
st1.4h { v15 }, [x25]
st1.4h { v30 }, [x14]
st1.4h { v25 }, [x19]
st1.4h { v31 }, [x25], x4
st1.4h { v2 }, [x16], x30
st1.4h { v6 }, [x24], x5
st1.4h { v19 }, [x27], x27
st1.4s { v23 }, [x24]
st1.4s { v21 }, [x22]
st1.4s { v25 }, [x1]
st1.4s { v7 }, [x26]
st1.4s { v27 }, [x9], x26
st1.4s { v9 }, [x30], x7
st1.4s { v30 }, [x11], x19
st1.4s { v8 }, [x12], x9
st1.8b { v13 }, [x21]
st1.8b { v6 }, [x25]
st1.8b { v9 }, [x19]
st1.8b { v1 }, [sp]
st1.8b { v8 }, [x6], x26
st1.8b { v11 }, [x15], x28
st1.8b { v0 }, [x10], x8
st1.8b { v8 }, [x1], x25
st1.8h { v27 }, [sp]
st1.8h { v7 }, [x2]
st1.8h { v3 }, [x28]
st1.8h { v10 }, [x12]
st1.8h { v22 }, [x18], x3
st1.8h { v8 }, [x23], x19
st1.8h { v22 }, [x25], x23
st1.8h { v9 }, [x21], x4
st1.16b { v17, v18, v19 }, [x23]
st1.16b { v10, v11, v12 }, [x18]
st1.16b { v21, v22, v23 }, [sp]
st1.16b { v11, v12, v13 }, [x30]
st1.16b { v3, v4, v5 }, [x10], x23
st1.16b { v7, v8, v9 }, [sp], x8
st1.16b { v7, v8, v9 }, [x2], x22
st1.16b { v10, v11, v12 }, [x28], x27
st1.1d { v6, v7, v8 }, [sp]
st1.1d { v16, v17, v18 }, [x25]
st1.1d { v20, v21, v22 }, [sp]
st1.1d { v29, v30, v31 }, [x2]
st1.1d { v6, v7, v8 }, [x15], x6
st1.1d { v14, v15, v16 }, [x28], x6
st1.1d { v1, v2, v3 }, [x20], x8
st1.1d { v31, v0, v1 }, [x21], x24
st1.2d { v0, v1, v2 }, [x3]
st1.2d { v7, v8, v9 }, [x2]
st1.2d { v11, v12, v13 }, [x20]
st1.2d { v6, v7, v8 }, [x20]
st1.2d { v10, v11, v12 }, [x22], x24
st1.2d { v21, v22, v23 }, [x1], x24
st1.2d { v19, v20, v21 }, [x16], x3
st1.2d { v1, v2, v3 }, [x4], x16
st1.2s { v10, v11, v12 }, [x23]
st1.2s { v11, v12, v13 }, [x28]
st1.2s { v28, v29, v30 }, [x30]
st1.2s { v5, v6, v7 }, [x15]
st1.2s { v13, v14, v15 }, [x9], x23
st1.2s { v28, v29, v30 }, [x10], x23
st1.2s { v10, v11, v12 }, [x14], x19
st1.2s { v25, v26, v27 }, [x25], x9
st1.4h { v16, v17, v18 }, [x6]
st1.4h { v16, v17, v18 }, [x14]
st1.4h { v20, v21, v22 }, [x24]
st1.4h { v14, v15, v16 }, [x6]
st1.4h { v2, v3, v4 }, [x25], x29
st1.4h { v15, v16, v17 }, [x18], x30
st1.4h { v27, v28, v29 }, [x7], x9
st1.4h { v21, v22, v23 }, [x11], x1
st1.4s { v18, v19, v20 }, [x23]
st1.4s { v22, v23, v24 }, [x20]
st1.4s { v27, v28, v29 }, [x12]
st1.4s { v28, v29, v30 }, [x30]
st1.4s { v2, v3, v4 }, [x5], x15
st1.4s { v27, v28, v29 }, [x12], x7
st1.4s { v24, v25, v26 }, [x13], x11
st1.4s { v12, v13, v14 }, [x22], x30
st1.8b { v9, v10, v11 }, [x13]
st1.8b { v1, v2, v3 }, [x28]
st1.8b { v8, v9, v10 }, [x2]
st1.8b { v3, v4, v5 }, [x4]
st1.8b { v7, v8, v9 }, [x11], x2
st1.8b { v29, v30, v31 }, [x29], x10
st1.8b { v3, v4, v5 }, [x19], x16
st1.8b { v8, v9, v10 }, [x2], x13
st1.8h { v26, v27, v28 }, [x6]
st1.8h { v28, v29, v30 }, [x24]
st1.8h { v20, v21, v22 }, [x14]
st1.8h { v31, v0, v1 }, [x0]
st1.8h { v12, v13, v14 }, [x11], x2
st1.8h { v3, v4, v5 }, [x0], x7
st1.8h { v1, v2, v3 }, [x29], x24
st1.8h { v10, v11, v12 }, [x24], x3
st1.16b { v9, v10 }, [x25]
st1.16b { v22, v23 }, [x13]
st1.16b { v7, v8 }, [x16]
st1.16b { v14, v15 }, [x21]
st1.16b { v13, v14 }, [x17], x8
st1.16b { v6, v7 }, [x15], x20
st1.16b { v4, v5 }, [x23], x21
st1.16b { v7, v8 }, [x28], x6
st1.1d { v14, v15 }, [x7]
st1.1d { v28, v29 }, [x1]
st1.1d { v16, v17 }, [x20]
st1.1d { v2, v3 }, [x3]
st1.1d { v5, v6 }, [x7], x7
st1.1d { v30, v31 }, [x10], x18
st1.1d { v16, v17 }, [x19], x2
st1.1d { v20, v21 }, [x30], x5
st1.2d { v5, v6 }, [x16]
st1.2d { v17, v18 }, [x5]
st1.2d { v31, v0 }, [x19]
st1.2d { v13, v14 }, [x17]
st1.2d { v0, v1 }, [x1], x10
st1.2d { v30, v31 }, [x7], x26
st1.2d { v26, v27 }, [x20], x15
st1.2d { v31, v0 }, [x7], x23
st1.2s { v14, v15 }, [x24]
st1.2s { v27, v28 }, [x0]
st1.2s { v24, v25 }, [x27]
st1.2s { v2, v3 }, [x27]
st1.2s { v30, v31 }, [x8], x3
st1.2s { v27, v28 }, [x0], x18
st1.2s { v19, v20 }, [x2], x0
st1.2s { v11, v12 }, [x6], x9
st1.4h { v4, v5 }, [x5]
st1.4h { v12, v13 }, [x25]
st1.4h { v21, v22 }, [x16]
st1.4h { v26, v27 }, [x27]
st1.4h { v24, v25 }, [sp], x9
st1.4h { v26, v27 }, [x8], x6
st1.4h { v14, v15 }, [x13], x24
st1.4h { v2, v3 }, [x13], x29
st1.4s { v17, v18 }, [x2]
st1.4s { v9, v10 }, [x14]
st1.4s { v24, v25 }, [x15]
st1.4s { v8, v9 }, [x25]
st1.4s { v3, v4 }, [x15], x15
st1.4s { v29, v30 }, [x30], x18
st1.4s { v30, v31 }, [x30], #32
st1.4s { v9, v10 }, [x24], x27
st1.8b { v9, v10 }, [x20]
st1.8b { v14, v15 }, [x20]
st1.8b { v16, v17 }, [sp]
st1.8b { v9, v10 }, [x0]
st1.8b { v10, v11 }, [x15], x9
st1.8b { v5, v6 }, [x10], x13
st1.8b { v4, v5 }, [x13], x16
st1.8b { v27, v28 }, [x29], x6
st1.8h { v4, v5 }, [x14]
st1.8h { v8, v9 }, [x9]
st1.8h { v30, v31 }, [x4]
st1.8h { v29, v30 }, [x25]
st1.8h { v26, v27 }, [x18], x16
st1.8h { v4, v5 }, [sp], x18
st1.8h { v23, v24 }, [x14], x15
st1.8h { v14, v15 }, [x26], x1
st1.b { v16 }[14], [x21]
st1.b { v20 }[0], [x27]
st1.b { v22 }[4], [sp]
st1.b { v23 }[14], [x11]
st1.b { v1 }[0], [x27], x24
st1.b { v11 }[13], [x5], x11
st1.b { v25 }[15], [x17], x9
st1.b { v1 }[13], [x16], x6
st1.d { v9 }[0], [x13]
st1.d { v21 }[0], [x10]
st1.d { v12 }[1], [x22]
st1.d { v20 }[1], [x27]
st1.d { v27 }[1], [x10], x23
st1.d { v26 }[0], [x22], x10
st1.d { v26 }[0], [x5], x17
st1.d { v31 }[0], [x14], x17
st1.h { v20 }[4], [x15]
st1.h { v30 }[7], [x24]
st1.h { v18 }[2], [x22]
st1.h { v10 }[5], [x7]
st1.h { v28 }[6], [x12], x23
st1.h { v8 }[3], [x29], x18
st1.h { v3 }[6], [x10], x3
st1.h { v21 }[5], [x0], x9
st1.s { v9 }[3], [x18]
st1.s { v24 }[1], [x23]
st1.s { v12 }[1], [x21]
st1.s { v3 }[2], [x22]
st1.s { v17 }[0], [x15], x2
st1.s { v5 }[1], [x0], x20
st1.s { v24 }[2], [x27], x5
st1.s { v1 }[0], [x3], x5
st2.b { v13, v14 }[2], [x2]
st2.b { v20, v21 }[8], [x5]
st2.b { v23, v24 }[7], [x25]
st2.b { v7, v8 }[5], [x20]
st2.b { v28, v29 }[1], [x0], x30
st2.b { v30, v31 }[0], [x9], x3
st2.b { v19, v20 }[12], [x8], #2
st2.b { v18, v19 }[2], [x26], x11
st2.d { v19, v20 }[0], [x11]
st2.d { v27, v28 }[0], [x1]
st2.d { v25, v26 }[0], [x29]
st2.d { v8, v9 }[1], [x22]
st2.d { v28, v29 }[0], [x23], x19
st2.d { v6, v7 }[1], [x25], x18
st2.d { v20, v21 }[1], [x29], x7
st2.d { v18, v19 }[1], [x16], x21
st2.h { v10, v11 }[2], [x4]
st2.h { v4, v5 }[1], [x20]
st2.h { v8, v9 }[1], [x21]
st2.h { v7, v8 }[5], [x23]
st2.h { v29, v30 }[0], [x7], x11
st2.h { v9, v10 }[6], [x29], x16
st2.h { v14, v15 }[4], [x2], x0
st2.h { v22, v23 }[7], [x5], x5
st2.s { v1, v2 }[1], [x5]
st2.s { v24, v25 }[1], [x22]
st2.s { v13, v14 }[0], [x6]
st2.s { v31, v0 }[3], [x8]
st2.s { v6, v7 }[1], [x28], x8
st2.s { v23, v24 }[1], [x5], x25
st2.s { v11, v12 }[3], [x21], x4
st2.s { v26, v27 }[3], [x6], x27
st2.16b { v24, v25 }, [x1]
st2.16b { v28, v29 }, [x3]
st2.16b { v10, v11 }, [x14]
st2.16b { v23, v24 }, [x10]
st2.16b { v15, v16 }, [x15], x1
st2.16b { v15, v16 }, [x5], x13
st2.16b { v28, v29 }, [x15], x12
st2.16b { v11, v12 }, [x21], x6
st2.2d { v8, v9 }, [x10]
st2.2d { v21, v22 }, [x1]
st2.2d { v18, v19 }, [x26]
st2.2d { v15, v16 }, [x13]
st2.2d { v13, v14 }, [x12], x5
st2.2d { v22, v23 }, [x1], x2
st2.2d { v27, v28 }, [x16], x20
st2.2d { v29, v30 }, [x22], x11
st2.2s { v2, v3 }, [x25]
st2.2s { v22, v23 }, [x26]
st2.2s { v10, v11 }, [x17]
st2.2s { v8, v9 }, [x16]
st2.2s { v20, v21 }, [x0], x4
st2.2s { v12, v13 }, [x9], x25
st2.2s { v31, v0 }, [x21], x12
st2.2s { v13, v14 }, [x10], x5
st2.4h { v13, v14 }, [x9]
st2.4h { v1, v2 }, [x21]
st2.4h { v13, v14 }, [x28]
st2.4h { v25, v26 }, [x13]
st2.4h { v28, v29 }, [x20], x3
st2.4h { v19, v20 }, [x5], x17
st2.4h { v10, v11 }, [x13], x8
st2.4h { v15, v16 }, [x16], x17
st2.4s { v20, v21 }, [x18]
st2.4s { v7, v8 }, [x29]
st2.4s { v3, v4 }, [x15]
st2.4s { v23, v24 }, [x18]
st2.4s { v10, v11 }, [x1], x11
st2.4s { v2, v3 }, [x14], x4
st2.4s { v23, v24 }, [x18], x9
st2.4s { v24, v25 }, [x2], #32
st2.8b { v12, v13 }, [x15]
st2.8b { v24, v25 }, [x30]
st2.8b { v17, v18 }, [x1]
st2.8b { v7, v8 }, [x29]
st2.8b { v1, v2 }, [x30], x8
st2.8b { v20, v21 }, [x22], x26
st2.8b { v31, v0 }, [x29], x17
st2.8b { v14, v15 }, [x0], #16
st2.8h { v19, v20 }, [x28]
st2.8h { v2, v3 }, [x28]
st2.8h { v6, v7 }, [x16]
st2.8h { v14, v15 }, [x23]
st2.8h { v27, v28 }, [x22], x4
st2.8h { v20, v21 }, [x0], x27
st2.8h { v30, v31 }, [x28], x19
st2.8h { v9, v10 }, [x15], x11
st3.b { v0, v1, v2 }[10], [x5]
st3.b { v7, v8, v9 }[15], [x16]
st3.b { v25, v26, v27 }[0], [x0]
st3.b { v17, v18, v19 }[13], [x11]
st3.b { v18, v19, v20 }[14], [x17], x22
st3.b { v14, v15, v16 }[1], [sp], x20
st3.b { v20, v21, v22 }[7], [x13], x25
st3.b { v19, v20, v21 }[15], [x13], x15
st3.d { v21, v22, v23 }[1], [x21]
st3.d { v9, v10, v11 }[1], [x10]
st3.d { v0, v1, v2 }[1], [x30]
st3.d { v28, v29, v30 }[1], [x19]
st3.d { v12, v13, v14 }[1], [x19], #24
st3.d { v6, v7, v8 }[0], [x25], x27
st3.d { v25, v26, v27 }[0], [x4], x12
st3.d { v19, v20, v21 }[0], [x21], x7
st3.h { v10, v11, v12 }[0], [x26]
st3.h { v5, v6, v7 }[1], [x12]
st3.h { v14, v15, v16 }[0], [x0]
st3.h { v15, v16, v17 }[7], [x17]
st3.h { v17, v18, v19 }[3], [x3], x1
st3.h { v6, v7, v8 }[2], [sp], x8
st3.h { v20, v21, v22 }[3], [x28], x7
st3.h { v16, v17, v18 }[3], [x3], x26
st3.s { v12, v13, v14 }[2], [x16]
st3.s { v8, v9, v10 }[1], [x21]
st3.s { v19, v20, v21 }[2], [x19]
st3.s { v15, v16, v17 }[2], [x2]
st3.s { v11, v12, v13 }[3], [x21], x9
st3.s { v26, v27, v28 }[2], [x12], x18
st3.s { v7, v8, v9 }[2], [x4], x4
st3.s { v11, v12, v13 }[0], [x9], x29
st3.16b { v6, v7, v8 }, [x0]
st3.16b { v18, v19, v20 }, [x7]
st3.16b { v18, v19, v20 }, [x5]
st3.16b { v9, v10, v11 }, [x21]
st3.16b { v5, v6, v7 }, [x14], x16
st3.16b { v10, v11, v12 }, [x1], x15
st3.16b { v5, v6, v7 }, [x20], x7
st3.16b { v9, v10, v11 }, [x29], x28
st3.2d { v14, v15, v16 }, [x19]
st3.2d { v12, v13, v14 }, [x10]
st3.2d { v14, v15, v16 }, [x0]
st3.2d { v22, v23, v24 }, [x26]
st3.2d { v0, v1, v2 }, [x5], x29
st3.2d { v21, v22, v23 }, [x1], x2
st3.2d { v2, v3, v4 }, [x11], #48
st3.2d { v6, v7, v8 }, [x7], x16
st3.2s { v7, v8, v9 }, [x18]
st3.2s { v4, v5, v6 }, [x8]
st3.2s { v7, v8, v9 }, [x12]
st3.2s { v27, v28, v29 }, [x15]
st3.2s { v18, v19, v20 }, [x7], x30
st3.2s { v31, v0, v1 }, [x2], x19
st3.2s { v19, v20, v21 }, [x10], x21
st3.2s { v3, v4, v5 }, [x13], x30
st3.4h { v17, v18, v19 }, [x25]
st3.4h { v9, v10, v11 }, [x23]
st3.4h { v4, v5, v6 }, [x20]
st3.4h { v11, v12, v13 }, [x9]
st3.4h { v13, v14, v15 }, [x18], x1
st3.4h { v12, v13, v14 }, [x10], x5
st3.4h { v27, v28, v29 }, [x6], x13
st3.4h { v2, v3, v4 }, [x9], x18
st3.4s { v22, v23, v24 }, [x11]
st3.4s { v10, v11, v12 }, [x13]
st3.4s { v7, v8, v9 }, [x10]
st3.4s { v2, v3, v4 }, [x7]
st3.4s { v22, v23, v24 }, [x14], x8
st3.4s { v17, v18, v19 }, [x6], x30
st3.4s { v10, v11, v12 }, [x5], x8
st3.4s { v12, v13, v14 }, [x1], x22
st3.8b { v22, v23, v24 }, [x5]
st3.8b { v2, v3, v4 }, [x16]
st3.8b { v3, v4, v5 }, [x4]
st3.8b { v31, v0, v1 }, [x23]
st3.8b { v13, v14, v15 }, [x7], x4
st3.8b { v28, v29, v30 }, [x25], x15
st3.8b { v3, v4, v5 }, [x19], x18
st3.8b { v18, v19, v20 }, [x13], x6
st3.8h { v3, v4, v5 }, [x11]
st3.8h { v13, v14, v15 }, [x14]
st3.8h { v19, v20, v21 }, [x1]
st3.8h { v11, v12, v13 }, [x13]
st3.8h { v26, v27, v28 }, [x19], x5
st3.8h { v0, v1, v2 }, [x7], x13
st3.8h { v24, v25, v26 }, [x26], x29
st3.8h { v6, v7, v8 }, [x12], x4
st4.b { v19, v20, v21, v22 }[15], [x19]
st4.b { v4, v5, v6, v7 }[8], [x28]
st4.b { v29, v30, v31, v0 }[4], [x11]
st4.b { v18, v19, v20, v21 }[1], [x9]
st4.b { v8, v9, v10, v11 }[2], [x8], x12
st4.b { v17, v18, v19, v20 }[9], [x7], x15
st4.b { v13, v14, v15, v16 }[8], [x26], x2
st4.b { v20, v21, v22, v23 }[2], [x14], x8
st4.d { v9, v10, v11, v12 }[0], [x2]
st4.d { v10, v11, v12, v13 }[1], [x20]
st4.d { v16, v17, v18, v19 }[1], [x11]
st4.d { v31, v0, v1, v2 }[0], [x6]
st4.d { v3, v4, v5, v6 }[1], [x30], x16
st4.d { v3, v4, v5, v6 }[1], [x21], x6
st4.d { v18, v19, v20, v21 }[0], [x18], x10
st4.d { v24, v25, v26, v27 }[1], [x23], x23
st4.h { v0, v1, v2, v3 }[0], [x2]
st4.h { v3, v4, v5, v6 }[0], [x16]
st4.h { v16, v17, v18, v19 }[1], [x21]
st4.h { v7, v8, v9, v10 }[5], [x17]
st4.h { v27, v28, v29, v30 }[1], [x19], #8
st4.h { v19, v20, v21, v22 }[4], [x1], x17
st4.h { v21, v22, v23, v24 }[2], [x1], x26
st4.h { v13, v14, v15, v16 }[0], [sp], x22
st4.s { v12, v13, v14, v15 }[2], [x5]
st4.s { v19, v20, v21, v22 }[1], [x18]
st4.s { v7, v8, v9, v10 }[2], [x1]
st4.s { v1, v2, v3, v4 }[1], [x21]
st4.s { v13, v14, v15, v16 }[3], [x9], x12
st4.s { v22, v23, v24, v25 }[1], [x24], x11
st4.s { v25, v26, v27, v28 }[0], [x15], x17
st4.s { v1, v2, v3, v4 }[3], [x23], x24
st4.16b { v24, v25, v26, v27 }, [x22]
st4.16b { v16, v17, v18, v19 }, [x26]
st4.16b { v10, v11, v12, v13 }, [x23]
st4.16b { v12, v13, v14, v15 }, [sp]
st4.16b { v10, v11, v12, v13 }, [x26], x18
st4.16b { v15, v16, v17, v18 }, [x12], x15
st4.16b { v27, v28, v29, v30 }, [x15], x3
st4.16b { v4, v5, v6, v7 }, [x8], x12
st4.2d { v15, v16, v17, v18 }, [x9]
st4.2d { v21, v22, v23, v24 }, [x11]
st4.2d { v3, v4, v5, v6 }, [x26]
st4.2d { v31, v0, v1, v2 }, [x16]
st4.2d { v3, v4, v5, v6 }, [x7], x18
st4.2d { v19, v20, v21, v22 }, [x30], x14
st4.2d { v23, v24, v25, v26 }, [x14], x19
st4.2d { v29, v30, v31, v0 }, [x3], x19
st4.2s { v2, v3, v4, v5 }, [sp]
st4.2s { v7, v8, v9, v10 }, [x19]
st4.2s { v15, v16, v17, v18 }, [sp]
st4.2s { v13, v14, v15, v16 }, [x24]
st4.2s { v9, v10, v11, v12 }, [x2], x3
st4.2s { v12, v13, v14, v15 }, [sp], x2
st4.2s { v30, v31, v0, v1 }, [x25], x29
st4.2s { v12, v13, v14, v15 }, [x0], x27
st4.4h { v16, v17, v18, v19 }, [x25]
st4.4h { v12, v13, v14, v15 }, [x26]
st4.4h { v13, v14, v15, v16 }, [x30]
st4.4h { v31, v0, v1, v2 }, [x14]
st4.4h { v18, v19, v20, v21 }, [x10], x20
st4.4h { v4, v5, v6, v7 }, [x11], x17
st4.4h { v29, v30, v31, v0 }, [x12], x19
st4.4h { v20, v21, v22, v23 }, [x12], x26
st4.4s { v9, v10, v11, v12 }, [x26]
st4.4s { v0, v1, v2, v3 }, [x8]
st4.4s { v1, v2, v3, v4 }, [x5]
st4.4s { v22, v23, v24, v25 }, [x10]
st4.4s { v27, v28, v29, v30 }, [x23], x0
st4.4s { v30, v31, v0, v1 }, [x23], x26
st4.4s { v21, v22, v23, v24 }, [x23], x12
st4.4s { v1, v2, v3, v4 }, [x11], x9
st4.8b { v30, v31, v0, v1 }, [x30]
st4.8b { v25, v26, v27, v28 }, [x18]
st4.8b { v28, v29, v30, v31 }, [x17]
st4.8b { v17, v18, v19, v20 }, [x15]
st4.8b { v28, v29, v30, v31 }, [x1], x30
st4.8b { v23, v24, v25, v26 }, [x7], x29
st4.8b { v20, v21, v22, v23 }, [x0], x16
st4.8b { v6, v7, v8, v9 }, [x12], x3
st4.8h { v21, v22, v23, v24 }, [x24]
st4.8h { v13, v14, v15, v16 }, [x16]
st4.8h { v19, v20, v21, v22 }, [x4]
st4.8h { v28, v29, v30, v31 }, [x14]
st4.8h { v10, v11, v12, v13 }, [x28], x25
st4.8h { v15, v16, v17, v18 }, [x13], x10
st4.8h { v11, v12, v13, v14 }, [x0], x12
st4.8h { v17, v18, v19, v20 }, [x12], x16
subhn.2s v20, v19, v0
subhn.2s v26, v23, v1
subhn.2s v11, v7, v12
subhn.2s v3, v10, v25
subhn2.4s v25, v28, v10
subhn2.4s v10, v18, v26
subhn2.4s v25, v21, v27
subhn2.4s v30, v1, v0
subhn.4h v31, v11, v9
subhn.4h v10, v7, v20
subhn.4h v1, v27, v18
subhn.4h v5, v9, v13
subhn2.8h v11, v20, v6
subhn2.8h v21, v5, v26
subhn2.8h v9, v11, v10
subhn2.8h v23, v5, v28
subhn.8b v21, v25, v16
subhn.8b v18, v22, v19
subhn.8b v26, v27, v18
subhn.8b v27, v0, v5
subhn2.16b v14, v20, v28
subhn2.16b v3, v6, v19
subhn2.16b v14, v21, v25
subhn2.16b v18, v21, v10
sub.16b v9, v16, v2
sub.16b v6, v28, v10
sub.16b v17, v22, v15
sub.16b v1, v20, v1
sub.2d v1, v12, v12
sub.2d v22, v2, v5
sub.2d v20, v25, v12
sub.2d v23, v6, v31
sub.2s v31, v7, v12
sub.2s v7, v17, v28
sub.2s v11, v16, v6
sub.2s v21, v29, v6
sub.4h v24, v4, v2
sub.4h v11, v9, v20
sub.4h v15, v15, v22
sub.4h v16, v2, v6
sub.4s v4, v21, v29
sub.4s v23, v26, v8
sub.4s v17, v27, v13
sub.4s v1, v29, v0
sub.8b v9, v16, v14
sub.8b v18, v4, v17
sub.8b v6, v18, v7
sub.8b v26, v4, v1
sub.8h v0, v23, v16
sub.8h v10, v6, v8
sub.8h v19, v19, v30
sub.8h v24, v14, v23
suqadd.16b v17, v9
suqadd.16b v16, v23
suqadd.16b v2, v27
suqadd.16b v26, v28
suqadd.2d v24, v7
suqadd.2d v4, v29
suqadd.2d v20, v16
suqadd.2d v15, v13
suqadd.2s v18, v12
suqadd.2s v20, v1
suqadd.2s v20, v19
suqadd.2s v4, v13
suqadd.4h v2, v26
suqadd.4h v31, v24
suqadd.4h v19, v26
suqadd.4h v19, v5
suqadd.4s v16, v22
suqadd.4s v13, v27
suqadd.4s v31, v10
suqadd.4s v15, v31
suqadd.8b v1, v25
suqadd.8b v28, v1
suqadd.8b v4, v4
suqadd.8b v20, v7
suqadd.8h v16, v10
suqadd.8h v17, v8
suqadd.8h v5, v4
suqadd.8h v12, v14
tbl.16b v21, { v18 }, v26
tbl.16b v21, { v23 }, v6
tbl.16b v29, { v15 }, v21
tbl.16b v20, { v8 }, v9
tbl.16b v10, { v4, v5 }, v1
tbl.16b v18, { v28, v29 }, v24
tbl.16b v18, { v30, v31 }, v2
tbl.16b v23, { v5, v6 }, v31
tbl.16b v8, { v3, v4, v5 }, v18
tbl.16b v8, { v27, v28, v29 }, v15
tbl.16b v22, { v24, v25, v26 }, v17
tbl.16b v7, { v10, v11, v12 }, v11
tbl.16b v3, { v24, v25, v26, v27 }, v28
tbl.16b v13, { v24, v25, v26, v27 }, v10
tbl.16b v1, { v26, v27, v28, v29 }, v16
tbl.16b v26, { v17, v18, v19, v20 }, v29
tbl.8b v6, { v12 }, v7
tbl.8b v13, { v11 }, v20
tbl.8b v25, { v22 }, v1
tbl.8b v5, { v28 }, v13
tbl.8b v28, { v11, v12 }, v23
tbl.8b v7, { v14, v15 }, v24
tbl.8b v29, { v10, v11 }, v17
tbl.8b v11, { v27, v28 }, v28
tbl.8b v26, { v25, v26, v27 }, v27
tbl.8b v20, { v19, v20, v21 }, v29
tbl.8b v13, { v4, v5, v6 }, v22
tbl.8b v0, { v3, v4, v5 }, v8
tbl.8b v18, { v11, v12, v13, v14 }, v30
tbl.8b v31, { v4, v5, v6, v7 }, v14
tbl.8b v2, { v27, v28, v29, v30 }, v24
tbl.8b v23, { v25, v26, v27, v28 }, v0
tbx.16b v8, { v18 }, v24
tbx.16b v10, { v22 }, v26
tbx.16b v26, { v23 }, v10
tbx.16b v30, { v26 }, v15
tbx.16b v28, { v15, v16 }, v3
tbx.16b v0, { v29, v30 }, v12
tbx.16b v29, { v17, v18 }, v3
tbx.16b v2, { v17, v18 }, v0
tbx.16b v18, { v29, v30, v31 }, v21
tbx.16b v31, { v13, v14, v15 }, v16
tbx.16b v0, { v5, v6, v7 }, v8
tbx.16b v31, { v7, v8, v9 }, v0
tbx.16b v27, { v23, v24, v25, v26 }, v18
tbx.16b v23, { v9, v10, v11, v12 }, v23
tbx.16b v1, { v11, v12, v13, v14 }, v6
tbx.16b v18, { v24, v25, v26, v27 }, v9
tbx.8b v20, { v10 }, v10
tbx.8b v30, { v1 }, v8
tbx.8b v19, { v29 }, v2
tbx.8b v3, { v17 }, v10
tbx.8b v21, { v11, v12 }, v29
tbx.8b v14, { v21, v22 }, v15
tbx.8b v27, { v1, v2 }, v26
tbx.8b v31, { v14, v15 }, v16
tbx.8b v8, { v4, v5, v6 }, v9
tbx.8b v22, { v8, v9, v10 }, v31
tbx.8b v10, { v6, v7, v8 }, v15
tbx.8b v12, { v3, v4, v5 }, v7
tbx.8b v2, { v31, v0, v1, v2 }, v4
tbx.8b v28, { v31, v0, v1, v2 }, v3
tbx.8b v5, { v15, v16, v17, v18 }, v15
tbx.8b v11, { v30, v31, v0, v1 }, v1
trn1.16b v15, v12, v1
trn1.16b v9, v13, v12
trn1.16b v9, v27, v10
trn1.16b v23, v5, v4
trn1.2d v5, v3, v28
trn1.2d v7, v18, v19
trn1.2d v5, v16, v11
trn1.2d v26, v23, v6
trn1.2s v21, v0, v15
trn1.2s v19, v18, v19
trn1.2s v25, v0, v20
trn1.2s v4, v31, v8
trn1.4h v25, v0, v18
trn1.4h v29, v15, v2
trn1.4h v25, v28, v11
trn1.4h v9, v17, v7
trn1.4s v31, v11, v13
trn1.4s v27, v7, v19
trn1.4s v10, v31, v21
trn1.4s v9, v30, v10
trn1.8b v5, v17, v22
trn1.8b v9, v7, v12
trn1.8b v26, v23, v9
trn1.8b v16, v23, v0
trn1.8h v24, v1, v19
trn1.8h v16, v26, v11
trn1.8h v15, v16, v10
trn1.8h v12, v26, v19
trn2.16b v15, v1, v0
trn2.16b v18, v9, v6
trn2.16b v6, v29, v1
trn2.16b v10, v15, v25
trn2.2d v24, v20, v4
trn2.2d v20, v15, v19
trn2.2d v16, v21, v17
trn2.2d v5, v1, v5
trn2.2s v16, v4, v15
trn2.2s v22, v9, v25
trn2.2s v17, v18, v8
trn2.2s v9, v28, v19
trn2.4h v10, v11, v11
trn2.4h v28, v4, v19
trn2.4h v2, v10, v3
trn2.4h v24, v12, v15
trn2.4s v21, v17, v27
trn2.4s v24, v15, v9
trn2.4s v23, v13, v16
trn2.4s v20, v22, v1
trn2.8b v26, v5, v23
trn2.8b v20, v15, v24
trn2.8b v26, v2, v12
trn2.8b v12, v14, v10
trn2.8h v1, v28, v24
trn2.8h v13, v16, v29
trn2.8h v26, v23, v10
trn2.8h v21, v27, v15
uabal.2d v0, v23, v20
uabal.2d v22, v4, v22
uabal.2d v10, v14, v29
uabal.2d v27, v1, v5
uabal2.2d v16, v21, v5
uabal2.2d v8, v4, v1
uabal2.2d v26, v31, v12
uabal2.2d v2, v9, v19
uabal.4s v16, v11, v30
uabal.4s v31, v1, v2
uabal.4s v31, v24, v16
uabal.4s v23, v9, v28
uabal2.4s v22, v23, v11
uabal2.4s v1, v13, v6
uabal2.4s v30, v18, v6
uabal2.4s v4, v1, v19
uabal.8h v10, v27, v19
uabal.8h v17, v6, v16
uabal.8h v0, v17, v2
uabal.8h v10, v28, v18
uabal2.8h v2, v21, v5
uabal2.8h v25, v31, v29
uabal2.8h v21, v21, v7
uabal2.8h v26, v11, v1
uaba.16b v22, v12, v2
uaba.16b v27, v17, v6
uaba.16b v2, v18, v4
uaba.16b v1, v23, v7
uaba.2s v3, v28, v28
uaba.2s v17, v21, v8
uaba.2s v8, v18, v27
uaba.2s v11, v31, v6
uaba.4h v7, v30, v15
uaba.4h v16, v20, v12
uaba.4h v14, v5, v13
uaba.4h v15, v24, v12
uaba.4s v17, v13, v6
uaba.4s v17, v31, v16
uaba.4s v20, v4, v5
uaba.4s v20, v14, v10
uaba.8b v5, v11, v8
uaba.8b v6, v1, v22
uaba.8b v28, v6, v26
uaba.8b v5, v15, v20
uaba.8h v9, v20, v20
uaba.8h v4, v25, v10
uaba.8h v12, v11, v9
uaba.8h v3, v24, v12
uabdl.2d v16, v11, v12
uabdl.2d v13, v26, v21
uabdl.2d v27, v8, v5
uabdl.2d v2, v3, v16
uabdl2.2d v5, v14, v10
uabdl2.2d v7, v17, v15
uabdl2.2d v8, v31, v2
uabdl2.2d v16, v22, v14
uabdl.4s v15, v12, v7
uabdl.4s v8, v3, v12
uabdl.4s v23, v20, v13
uabdl.4s v9, v15, v12
uabdl2.4s v11, v13, v1
uabdl2.4s v2, v30, v19
uabdl2.4s v18, v17, v11
uabdl2.4s v19, v13, v10
uabdl.8h v3, v3, v11
uabdl.8h v17, v8, v21
uabdl.8h v1, v13, v3
uabdl.8h v19, v24, v17
uabdl2.8h v4, v19, v4
uabdl2.8h v15, v1, v26
uabdl2.8h v27, v6, v21
uabdl2.8h v17, v20, v2
uabd.16b v13, v31, v23
uabd.16b v10, v22, v24
uabd.16b v3, v25, v29
uabd.16b v24, v10, v27
uabd.2s v22, v3, v28
uabd.2s v13, v16, v0
uabd.2s v3, v17, v22
uabd.2s v30, v7, v19
uabd.4h v8, v15, v24
uabd.4h v24, v21, v6
uabd.4h v23, v4, v14
uabd.4h v10, v8, v1
uabd.4s v25, v28, v7
uabd.4s v7, v8, v14
uabd.4s v21, v16, v25
uabd.4s v1, v24, v1
uabd.8b v25, v10, v20
uabd.8b v6, v15, v10
uabd.8b v16, v24, v9
uabd.8b v30, v17, v19
uabd.8h v16, v10, v22
uabd.8h v10, v7, v17
uabd.8h v23, v3, v20
uabd.8h v6, v22, v13
uadalp.1d v16, v15
uadalp.1d v19, v8
uadalp.1d v25, v24
uadalp.1d v25, v31
uadalp.2d v22, v30
uadalp.2d v17, v3
uadalp.2d v18, v31
uadalp.2d v24, v14
uadalp.2s v25, v9
uadalp.2s v31, v24
uadalp.2s v24, v30
uadalp.2s v16, v18
uadalp.4h v16, v29
uadalp.4h v16, v24
uadalp.4h v19, v8
uadalp.4h v28, v27
uadalp.4s v9, v22
uadalp.4s v6, v25
uadalp.4s v24, v24
uadalp.4s v18, v8
uadalp.8h v11, v31
uadalp.8h v18, v30
uadalp.8h v31, v17
uadalp.8h v22, v14
uaddlp.1d v15, v16
uaddlp.1d v1, v25
uaddlp.1d v26, v12
uaddlp.1d v13, v27
uaddlp.2d v13, v20
uaddlp.2d v16, v30
uaddlp.2d v7, v29
uaddlp.2d v18, v19
uaddlp.2s v13, v20
uaddlp.2s v10, v4
uaddlp.2s v8, v1
uaddlp.2s v17, v28
uaddlp.4h v11, v21
uaddlp.4h v3, v23
uaddlp.4h v14, v9
uaddlp.4h v2, v5
uaddlp.4s v12, v4
uaddlp.4s v1, v15
uaddlp.4s v30, v27
uaddlp.4s v1, v23
uaddlp.8h v13, v19
uaddlp.8h v12, v10
uaddlp.8h v28, v6
uaddlp.8h v31, v2
uaddlv.16b h22, v22
uaddlv.16b h10, v14
uaddlv.16b h28, v28
uaddlv.16b h13, v22
uaddlv.4h s8, v4
uaddlv.4h s18, v27
uaddlv.4h s1, v8
uaddlv.4h s0, v31
uaddlv.4s d30, v14
uaddlv.4s d28, v3
uaddlv.4s d10, v3
uaddlv.4s d4, v14
uaddlv.8b h29, v1
uaddlv.8b h0, v4
uaddlv.8b h25, v19
uaddlv.8b h10, v24
uaddlv.8h s9, v4
uaddlv.8h s11, v16
uaddlv.8h s24, v18
uaddlv.8h s17, v13
uaddl.2d v26, v29, v20
uaddl.2d v22, v24, v17
uaddl.2d v19, v31, v30
uaddl.2d v18, v15, v25
uaddl2.2d v16, v19, v11
uaddl2.2d v25, v17, v28
uaddl2.2d v18, v2, v23
uaddl2.2d v27, v3, v0
uaddl.4s v18, v14, v16
uaddl.4s v24, v20, v13
uaddl.4s v25, v2, v22
uaddl.4s v5, v2, v19
uaddl2.4s v6, v17, v16
uaddl2.4s v11, v29, v3
uaddl2.4s v6, v20, v19
uaddl2.4s v25, v21, v12
uaddl.8h v19, v19, v27
uaddl.8h v20, v25, v26
uaddl.8h v23, v17, v6
uaddl.8h v14, v3, v25
uaddl2.8h v11, v14, v2
uaddl2.8h v16, v24, v27
uaddl2.8h v9, v23, v12
uaddl2.8h v14, v6, v28
uaddw.2d v26, v4, v8
uaddw.2d v14, v15, v14
uaddw.2d v3, v9, v26
uaddw.2d v7, v10, v4
uaddw2.2d v5, v29, v10
uaddw2.2d v21, v11, v11
uaddw2.2d v4, v25, v29
uaddw2.2d v12, v25, v19
uaddw.4s v5, v23, v3
uaddw.4s v9, v27, v27
uaddw.4s v31, v19, v18
uaddw.4s v17, v25, v21
uaddw2.4s v31, v22, v27
uaddw2.4s v13, v1, v0
uaddw2.4s v18, v19, v9
uaddw2.4s v11, v25, v28
uaddw.8h v30, v7, v29
uaddw.8h v24, v4, v23
uaddw.8h v1, v1, v19
uaddw.8h v25, v31, v7
uaddw2.8h v29, v31, v1
uaddw2.8h v14, v27, v0
uaddw2.8h v9, v22, v24
uaddw2.8h v5, v13, v27
ucvtf.2d v2, v26, #11
ucvtf.2d v23, v10, #28
ucvtf.2d v12, v15, #29
ucvtf.2d v30, v31, #62
ucvtf.2s v18, v31, #29
ucvtf.2s v16, v16, #29
ucvtf.2s v30, v5, #1
ucvtf.2s v3, v23, #4
ucvtf.4s v17, v10, #2
ucvtf.4s v17, v5, #15
ucvtf.4s v24, v19, #2
ucvtf.4s v26, v3, #14
ucvtf.2d v15, v12
ucvtf.2d v21, v19
ucvtf.2d v3, v21
ucvtf.2d v28, v19
ucvtf.2s v16, v26
ucvtf.2s v18, v2
ucvtf.2s v21, v14
ucvtf.2s v13, v31
ucvtf.4s v3, v7
ucvtf.4s v7, v15
ucvtf.4s v23, v20
ucvtf.4s v24, v0
uhadd.16b v3, v11, v17
uhadd.16b v25, v14, v3
uhadd.16b v28, v27, v0
uhadd.16b v21, v7, v7
uhadd.2s v20, v7, v15
uhadd.2s v20, v25, v8
uhadd.2s v13, v28, v12
uhadd.2s v30, v19, v12
uhadd.4h v14, v19, v29
uhadd.4h v28, v16, v6
uhadd.4h v8, v13, v16
uhadd.4h v31, v2, v18
uhadd.4s v19, v9, v31
uhadd.4s v30, v1, v31
uhadd.4s v24, v6, v14
uhadd.4s v4, v31, v15
uhadd.8b v4, v1, v8
uhadd.8b v3, v29, v28
uhadd.8b v26, v7, v6
uhadd.8b v22, v31, v30
uhadd.8h v10, v1, v4
uhadd.8h v27, v31, v1
uhadd.8h v9, v27, v26
uhadd.8h v6, v16, v8
uhsub.16b v27, v9, v28
uhsub.16b v18, v7, v11
uhsub.16b v8, v28, v26
uhsub.16b v28, v21, v28
uhsub.2s v15, v12, v5
uhsub.2s v15, v9, v12
uhsub.2s v5, v22, v26
uhsub.2s v0, v31, v25
uhsub.4h v9, v19, v27
uhsub.4h v23, v22, v5
uhsub.4h v24, v12, v1
uhsub.4h v5, v25, v13
uhsub.4s v9, v1, v28
uhsub.4s v30, v1, v21
uhsub.4s v31, v29, v5
uhsub.4s v7, v21, v16
uhsub.8b v0, v7, v5
uhsub.8b v20, v3, v6
uhsub.8b v20, v12, v3
uhsub.8b v5, v19, v28
uhsub.8h v20, v1, v22
uhsub.8h v23, v26, v12
uhsub.8h v1, v3, v16
uhsub.8h v22, v29, v4
umaxp.16b v7, v0, v21
umaxp.16b v24, v30, v22
umaxp.16b v4, v7, v4
umaxp.16b v15, v28, v0
umaxp.2s v7, v31, v31
umaxp.2s v29, v22, v31
umaxp.2s v11, v29, v17
umaxp.2s v16, v19, v17
umaxp.4h v1, v2, v5
umaxp.4h v12, v4, v25
umaxp.4h v14, v17, v12
umaxp.4h v17, v1, v5
umaxp.4s v29, v29, v15
umaxp.4s v10, v27, v26
umaxp.4s v31, v20, v0
umaxp.4s v13, v25, v17
umaxp.8b v5, v6, v8
umaxp.8b v11, v28, v20
umaxp.8b v20, v19, v4
umaxp.8b v31, v29, v6
umaxp.8h v25, v29, v27
umaxp.8h v6, v9, v9
umaxp.8h v25, v15, v5
umaxp.8h v6, v11, v12
umaxv.16b b20, v24
umaxv.16b b21, v22
umaxv.16b b18, v5
umaxv.4h h17, v0
umaxv.4h h29, v18
umaxv.4h h0, v10
umaxv.4h h4, v10
umaxv.4s s22, v30
umaxv.4s s11, v9
umaxv.4s s4, v11
umaxv.4s s21, v1
umaxv.8b b28, v25
umaxv.8b b6, v7
umaxv.8b b30, v31
umaxv.8b b25, v24
umaxv.8h h12, v9
umaxv.8h h3, v0
umaxv.8h h4, v14
umaxv.8h h19, v29
umax.16b v17, v3, v13
umax.16b v27, v19, v4
umax.16b v15, v9, v1
umax.16b v20, v6, v17
umax.2s v17, v28, v31
umax.2s v0, v24, v22
umax.2s v27, v7, v21
umax.2s v26, v22, v6
umax.4h v8, v12, v8
umax.4h v8, v24, v18
umax.4h v18, v3, v5
umax.4h v11, v14, v5
umax.4s v2, v0, v17
umax.4s v7, v15, v23
umax.4s v10, v17, v5
umax.4s v23, v11, v6
umax.8b v6, v8, v9
umax.8b v3, v17, v15
umax.8b v24, v1, v27
umax.8b v31, v26, v20
umax.8h v22, v24, v20
umax.8h v24, v11, v16
umax.8h v16, v18, v13
umax.8h v15, v9, v17
uminp.16b v31, v10, v18
uminp.16b v31, v5, v9
uminp.16b v12, v10, v28
uminp.16b v5, v20, v19
uminp.2s v6, v19, v2
uminp.2s v31, v3, v29
uminp.2s v31, v11, v22
uminp.2s v8, v29, v12
uminp.4h v19, v16, v14
uminp.4h v30, v20, v12
uminp.4h v17, v28, v7
uminp.4h v10, v15, v17
uminp.4s v2, v3, v30
uminp.4s v2, v31, v0
uminp.4s v19, v19, v0
uminp.4s v26, v26, v16
uminp.8b v30, v1, v12
uminp.8b v13, v8, v24
uminp.8b v13, v27, v2
uminp.8b v18, v0, v22
uminp.8h v2, v14, v5
uminp.8h v14, v11, v21
uminp.8h v1, v15, v29
uminp.8h v12, v25, v11
uminv.16b b18, v3
uminv.16b b9, v24
uminv.16b b1, v14
uminv.16b b30, v20
uminv.4h h2, v29
uminv.4h h31, v5
uminv.4h h30, v30
uminv.4h h31, v9
uminv.4s s5, v15
uminv.4s s5, v5
uminv.4s s17, v31
uminv.4s s7, v13
uminv.8b b4, v0
uminv.8b b0, v6
uminv.8b b7, v29
uminv.8b b22, v5
uminv.8h h10, v28
uminv.8h h10, v9
uminv.8h h4, v19
uminv.8h h11, v3
umin.16b v17, v13, v7
umin.16b v29, v24, v20
umin.16b v4, v30, v10
umin.16b v31, v25, v22
umin.2s v10, v28, v14
umin.2s v26, v7, v2
umin.2s v3, v26, v18
umin.2s v14, v22, v24
umin.4h v25, v23, v12
umin.4h v21, v31, v16
umin.4h v23, v19, v5
umin.4h v31, v5, v3
umin.4s v10, v8, v22
umin.4s v27, v15, v9
umin.4s v23, v30, v8
umin.4s v5, v2, v18
umin.8b v23, v22, v30
umin.8b v26, v23, v14
umin.8b v11, v30, v26
umin.8b v21, v1, v17
umin.8h v19, v29, v29
umin.8h v9, v14, v8
umin.8h v28, v13, v2
umin.8h v12, v7, v18
umlal.2d v24, v12, v20[3]
umlal.2d v0, v23, v14[3]
umlal.2d v6, v24, v20[1]
umlal.2d v22, v9, v22[2]
umlal2.2d v31, v5, v22[1]
umlal2.2d v3, v8, v9[3]
umlal2.2d v24, v30, v29[0]
umlal2.2d v11, v25, v19[2]
umlal.4s v21, v5, v3[5]
umlal.4s v29, v29, v3[0]
umlal.4s v7, v21, v4[6]
umlal.4s v16, v4, v4[2]
umlal2.4s v31, v1, v10[6]
umlal2.4s v6, v13, v7[7]
umlal2.4s v25, v21, v10[1]
umlal2.4s v15, v11, v3[6]
umlal.2d v0, v22, v31
umlal.2d v21, v17, v4
umlal.2d v21, v3, v24
umlal.2d v5, v21, v10
umlal2.2d v0, v2, v22
umlal2.2d v7, v1, v18
umlal2.2d v13, v13, v9
umlal2.2d v22, v0, v10
umlal.4s v10, v13, v7
umlal.4s v20, v5, v16
umlal.4s v6, v15, v30
umlal.4s v9, v14, v12
umlal2.4s v3, v31, v19
umlal2.4s v19, v5, v13
umlal2.4s v17, v2, v0
umlal2.4s v1, v16, v12
umlal.8h v22, v17, v9
umlal.8h v20, v22, v29
umlal.8h v6, v18, v6
umlal.8h v21, v20, v27
umlal2.8h v4, v15, v24
umlal2.8h v5, v18, v22
umlal2.8h v4, v28, v11
umlal2.8h v28, v12, v0
umlsl.2d v0, v19, v31[0]
umlsl.2d v13, v31, v0[2]
umlsl.2d v3, v22, v17[1]
umlsl.2d v17, v26, v27[3]
umlsl2.2d v17, v26, v1[1]
umlsl2.2d v12, v7, v28[0]
umlsl2.2d v0, v13, v8[0]
umlsl2.2d v19, v27, v21[1]
umlsl.4s v4, v19, v6[1]
umlsl.4s v0, v28, v12[0]
umlsl.4s v23, v20, v15[0]
umlsl.4s v9, v12, v2[0]
umlsl2.4s v24, v1, v7[7]
umlsl2.4s v15, v11, v8[7]
umlsl2.4s v14, v13, v2[4]
umlsl2.4s v28, v18, v15[0]
umlsl.2d v10, v25, v22
umlsl.2d v12, v3, v21
umlsl.2d v1, v3, v2
umlsl.2d v26, v9, v11
umlsl2.2d v3, v0, v30
umlsl2.2d v14, v18, v2
umlsl2.2d v10, v26, v10
umlsl2.2d v20, v7, v20
umlsl.4s v6, v24, v14
umlsl.4s v2, v7, v0
umlsl.4s v3, v20, v10
umlsl.4s v22, v5, v17
umlsl2.4s v2, v11, v31
umlsl2.4s v8, v13, v1
umlsl2.4s v13, v17, v28
umlsl2.4s v17, v13, v6
umlsl.8h v30, v3, v16
umlsl.8h v10, v7, v5
umlsl.8h v13, v29, v19
umlsl.8h v24, v12, v7
umlsl2.8h v2, v26, v17
umlsl2.8h v24, v12, v20
umlsl2.8h v30, v16, v29
umlsl2.8h v3, v15, v21
umov.b w27, v26[14]
umov.b w30, v6[4]
umov.b w26, v27[11]
umov.b w27, v18[0]
mov.d x0, v16[0]
mov.d x7, v5[1]
mov.d xzr, v31[0]
mov.d x20, v28[1]
umov.h w13, v8[1]
umov.h w12, v13[4]
umov.h w24, v17[0]
umov.h w7, v3[5]
mov.s w20, v12[1]
mov.s w18, v10[2]
mov.s w10, v16[2]
mov.s w21, v6[3]
umull.2d v1, v9, v29[3]
umull.2d v7, v5, v24[2]
umull.2d v22, v5, v29[2]
umull.2d v0, v24, v25[0]
umull2.2d v4, v22, v25[0]
umull2.2d v9, v13, v2[3]
umull2.2d v24, v31, v11[3]
umull2.2d v16, v14, v5[0]
umull.4s v23, v16, v15[1]
umull.4s v9, v0, v13[2]
umull.4s v21, v4, v6[4]
umull.4s v2, v30, v15[1]
umull2.4s v22, v21, v13[3]
umull2.4s v23, v0, v5[7]
umull2.4s v21, v15, v4[3]
umull2.4s v2, v17, v13[1]
umull.2d v5, v21, v14
umull.2d v30, v5, v5
umull.2d v7, v10, v22
umull.2d v22, v25, v4
umull2.2d v12, v16, v7
umull2.2d v20, v25, v27
umull2.2d v7, v30, v9
umull2.2d v6, v21, v29
umull.4s v5, v7, v2
umull.4s v16, v1, v4
umull.4s v14, v16, v6
umull.4s v15, v30, v23
umull2.4s v30, v18, v1
umull2.4s v12, v15, v29
umull2.4s v21, v14, v17
umull2.4s v9, v28, v26
umull.8h v29, v17, v20
umull.8h v4, v9, v0
umull.8h v24, v19, v21
umull.8h v23, v25, v2
umull2.8h v22, v17, v24
umull2.8h v13, v30, v27
umull2.8h v7, v5, v27
umull2.8h v7, v2, v4
uqadd.16b v26, v10, v10
uqadd.16b v1, v27, v12
uqadd.16b v9, v18, v13
uqadd.16b v23, v1, v31
uqadd.2d v0, v20, v10
uqadd.2d v13, v27, v4
uqadd.2d v6, v30, v19
uqadd.2d v2, v23, v8
uqadd.2s v9, v17, v6
uqadd.2s v31, v14, v16
uqadd.2s v12, v21, v4
uqadd.2s v0, v14, v21
uqadd.4h v28, v20, v28
uqadd.4h v7, v1, v20
uqadd.4h v9, v27, v5
uqadd.4h v27, v15, v23
uqadd.4s v30, v0, v14
uqadd.4s v16, v1, v29
uqadd.4s v13, v13, v11
uqadd.4s v23, v12, v3
uqadd.8b v2, v18, v23
uqadd.8b v20, v5, v2
uqadd.8b v20, v15, v20
uqadd.8b v9, v13, v28
uqadd.8h v28, v20, v5
uqadd.8h v12, v15, v11
uqadd.8h v7, v10, v19
uqadd.8h v23, v9, v30
uqrshl.16b v11, v2, v16
uqrshl.16b v5, v30, v7
uqrshl.16b v31, v26, v5
uqrshl.16b v30, v26, v10
uqrshl.2d v14, v28, v12
uqrshl.2d v28, v3, v19
uqrshl.2d v19, v0, v9
uqrshl.2d v2, v26, v1
uqrshl.2s v30, v24, v13
uqrshl.2s v14, v23, v23
uqrshl.2s v21, v22, v16
uqrshl.2s v0, v10, v1
uqrshl.4h v15, v19, v3
uqrshl.4h v20, v10, v12
uqrshl.4h v22, v25, v11
uqrshl.4h v28, v5, v8
uqrshl.4s v11, v24, v13
uqrshl.4s v20, v9, v20
uqrshl.4s v11, v3, v13
uqrshl.4s v15, v12, v1
uqrshl.8b v10, v31, v14
uqrshl.8b v17, v28, v12
uqrshl.8b v0, v9, v7
uqrshl.8b v5, v2, v11
uqrshl.8h v17, v26, v12
uqrshl.8h v12, v23, v9
uqrshl.8h v26, v19, v1
uqrshl.8h v0, v7, v20
uqrshrn.2s v24, v13, #22
uqrshrn.2s v10, v17, #10
uqrshrn.2s v9, v8, #23
uqrshrn.2s v5, v14, #22
uqrshrn2.4s v30, v0, #1
uqrshrn2.4s v18, v18, #1
uqrshrn2.4s v30, v8, #1
uqrshrn2.4s v0, v8, #31
uqrshrn.4h v5, v24, #4
uqrshrn.4h v0, v26, #4
uqrshrn.4h v13, v15, #10
uqrshrn.4h v1, v2, #14
uqrshrn2.8h v21, v9, #14
uqrshrn2.8h v28, v20, #6
uqrshrn2.8h v24, v11, #7
uqrshrn2.8h v25, v10, #4
uqrshrn.8b v14, v8, #2
uqrshrn.8b v12, v23, #4
uqrshrn.8b v19, v2, #1
uqrshrn.8b v4, v16, #5
uqrshrn2.16b v7, v25, #4
uqrshrn2.16b v2, v9, #4
uqrshrn2.16b v1, v19, #2
uqrshrn2.16b v6, v18, #2
uqshl.16b v18, v3, #1
uqshl.16b v12, v6, #0
uqshl.16b v10, v30, #1
uqshl.16b v28, v15, #5
uqshl.2d v2, v30, #30
uqshl.2d v21, v20, #46
uqshl.2d v24, v10, #44
uqshl.2d v30, v11, #0
uqshl.2s v16, v21, #31
uqshl.2s v0, v25, #14
uqshl.2s v15, v12, #31
uqshl.2s v22, v7, #4
uqshl.4h v12, v15, #0
uqshl.4h v28, v8, #1
uqshl.4h v16, v27, #0
uqshl.4h v1, v22, #8
uqshl.4s v30, v14, #30
uqshl.4s v8, v0, #26
uqshl.4s v19, v13, #19
uqshl.4s v6, v2, #24
uqshl.8b v19, v30, #2
uqshl.8b v22, v5, #5
uqshl.8b v15, v29, #5
uqshl.8b v5, v29, #0
uqshl.8h v18, v10, #6
uqshl.8h v10, v3, #10
uqshl.8h v12, v21, #0
uqshl.8h v28, v11, #0
uqshl.16b v6, v23, v5
uqshl.16b v29, v21, v23
uqshl.16b v7, v12, v27
uqshl.16b v4, v18, v9
uqshl.2d v9, v19, v21
uqshl.2d v3, v26, v26
uqshl.2d v11, v12, v14
uqshl.2d v26, v7, v1
uqshl.2s v18, v19, v6
uqshl.2s v6, v1, v20
uqshl.2s v18, v31, v25
uqshl.2s v4, v20, v27
uqshl.4h v24, v15, v7
uqshl.4h v30, v17, v26
uqshl.4h v4, v4, v13
uqshl.4h v29, v12, v29
uqshl.4s v1, v16, v21
uqshl.4s v21, v27, v2
uqshl.4s v10, v11, v15
uqshl.4s v14, v9, v5
uqshl.8b v6, v12, v9
uqshl.8b v12, v11, v29
uqshl.8b v3, v27, v0
uqshl.8b v2, v9, v2
uqshl.8h v17, v20, v18
uqshl.8h v15, v16, v22
uqshl.8h v24, v15, v10
uqshl.8h v30, v11, v10
uqshrn.2s v9, v0, #1
uqshrn.2s v29, v17, #1
uqshrn.2s v20, v13, #2
uqshrn.2s v6, v11, #4
uqshrn2.4s v27, v19, #23
uqshrn2.4s v27, v29, #30
uqshrn2.4s v5, v25, #32
uqshrn2.4s v2, v17, #1
uqshrn.4h v23, v0, #12
uqshrn.4h v27, v6, #6
uqshrn.4h v31, v30, #4
uqshrn.4h v20, v23, #15
uqshrn2.8h v26, v18, #1
uqshrn2.8h v21, v4, #10
uqshrn2.8h v25, v2, #10
uqshrn2.8h v8, v10, #1
uqshrn.8b v0, v2, #2
uqshrn.8b v28, v19, #7
uqshrn.8b v14, v11, #6
uqshrn.8b v15, v24, #5
uqshrn2.16b v5, v3, #3
uqshrn2.16b v23, v31, #3
uqshrn2.16b v16, v4, #1
uqshrn2.16b v16, v23, #6
uqsub.16b v24, v19, v23
uqsub.16b v19, v6, v8
uqsub.16b v15, v13, v22
uqsub.16b v10, v7, v13
uqsub.2d v22, v5, v16
uqsub.2d v18, v11, v30
uqsub.2d v0, v2, v13
uqsub.2d v5, v23, v13
uqsub.2s v26, v6, v25
uqsub.2s v18, v18, v23
uqsub.2s v23, v18, v20
uqsub.2s v26, v8, v22
uqsub.4h v9, v26, v6
uqsub.4h v17, v26, v8
uqsub.4h v30, v10, v27
uqsub.4h v0, v25, v21
uqsub.4s v7, v11, v3
uqsub.4s v20, v6, v5
uqsub.4s v0, v19, v9
uqsub.4s v28, v12, v3
uqsub.8b v14, v13, v25
uqsub.8b v30, v24, v22
uqsub.8b v20, v28, v19
uqsub.8b v28, v1, v27
uqsub.8h v4, v23, v20
uqsub.8h v30, v2, v15
uqsub.8h v3, v29, v10
uqsub.8h v30, v0, v1
uqxtn.2s v26, v22
uqxtn.2s v28, v17
uqxtn.2s v15, v9
uqxtn.2s v20, v10
uqxtn2.4s v24, v17
uqxtn2.4s v21, v2
uqxtn2.4s v12, v17
uqxtn2.4s v28, v17
uqxtn.4h v11, v7
uqxtn.4h v29, v18
uqxtn.4h v17, v11
uqxtn.4h v1, v21
uqxtn2.8h v18, v15
uqxtn2.8h v5, v15
uqxtn2.8h v22, v5
uqxtn2.8h v18, v5
uqxtn.8b v29, v5
uqxtn.8b v8, v3
uqxtn.8b v28, v10
uqxtn.8b v30, v2
uqxtn2.16b v28, v10
uqxtn2.16b v13, v2
uqxtn2.16b v1, v13
uqxtn2.16b v1, v10
urecpe.2s v22, v8
urecpe.2s v12, v9
urecpe.2s v13, v2
urecpe.2s v15, v11
urecpe.4s v20, v21
urecpe.4s v30, v7
urecpe.4s v18, v25
urecpe.4s v6, v9
urhadd.16b v26, v12, v24
urhadd.16b v27, v15, v8
urhadd.16b v5, v3, v23
urhadd.16b v28, v15, v26
urhadd.2s v26, v24, v11
urhadd.2s v3, v18, v13
urhadd.2s v27, v22, v18
urhadd.2s v23, v19, v19
urhadd.4h v6, v9, v26
urhadd.4h v4, v23, v29
urhadd.4h v25, v30, v28
urhadd.4h v27, v9, v24
urhadd.4s v10, v27, v28
urhadd.4s v19, v17, v18
urhadd.4s v22, v31, v13
urhadd.4s v18, v2, v29
urhadd.8b v20, v17, v16
urhadd.8b v6, v7, v9
urhadd.8b v19, v4, v31
urhadd.8b v24, v15, v27
urhadd.8h v9, v1, v2
urhadd.8h v25, v22, v14
urhadd.8h v22, v7, v2
urhadd.8h v26, v29, v9
urshl.16b v30, v11, v20
urshl.16b v6, v19, v30
urshl.16b v24, v0, v23
urshl.16b v26, v1, v4
urshl.2d v26, v15, v7
urshl.2d v21, v31, v0
urshl.2d v23, v25, v29
urshl.2d v25, v30, v7
urshl.2s v26, v18, v5
urshl.2s v10, v15, v11
urshl.2s v4, v8, v2
urshl.2s v22, v29, v21
urshl.4h v14, v22, v27
urshl.4h v18, v15, v14
urshl.4h v15, v1, v22
urshl.4h v5, v27, v17
urshl.4s v16, v3, v17
urshl.4s v22, v9, v23
urshl.4s v13, v0, v25
urshl.4s v3, v29, v19
urshl.8b v0, v8, v10
urshl.8b v21, v15, v7
urshl.8b v22, v12, v10
urshl.8b v25, v18, v25
urshl.8h v17, v26, v13
urshl.8h v6, v10, v17
urshl.8h v16, v30, v15
urshl.8h v19, v31, v19
urshr.16b v6, v9, #2
urshr.16b v26, v8, #8
urshr.16b v20, v1, #1
urshr.16b v8, v16, #7
urshr.2d v15, v2, #52
urshr.2d v7, v16, #54
urshr.2d v2, v22, #64
urshr.2d v16, v5, #13
urshr.2s v20, v6, #11
urshr.2s v8, v8, #25
urshr.2s v8, v26, #5
urshr.2s v5, v6, #1
urshr.4h v30, v4, #1
urshr.4h v21, v29, #16
urshr.4h v24, v0, #11
urshr.4h v14, v27, #14
urshr.4s v25, v15, #28
urshr.4s v17, v24, #1
urshr.4s v5, v6, #17
urshr.4s v20, v2, #25
urshr.8b v29, v8, #3
urshr.8b v16, v10, #5
urshr.8b v2, v13, #7
urshr.8b v10, v2, #8
urshr.8h v23, v22, #5
urshr.8h v18, v24, #3
urshr.8h v31, v28, #1
urshr.8h v15, v17, #6
ursqrte.2s v21, v2
ursqrte.2s v24, v14
ursqrte.2s v23, v31
ursqrte.2s v12, v18
ursqrte.4s v0, v7
ursqrte.4s v4, v22
ursqrte.4s v30, v11
ursqrte.4s v8, v23
ursra.16b v29, v25, #1
ursra.16b v19, v27, #7
ursra.16b v2, v7, #1
ursra.16b v0, v15, #2
ursra.2d v25, v13, #15
ursra.2d v10, v4, #12
ursra.2d v13, v30, #39
ursra.2d v24, v7, #47
ursra.2s v15, v17, #27
ursra.2s v1, v22, #18
ursra.2s v25, v25, #2
ursra.2s v14, v26, #19
ursra.4h v31, v25, #1
ursra.4h v7, v23, #4
ursra.4h v30, v10, #4
ursra.4h v30, v10, #1
ursra.4s v26, v7, #1
ursra.4s v18, v12, #2
ursra.4s v13, v15, #4
ursra.4s v4, v30, #8
ursra.8b v19, v18, #8
ursra.8b v7, v2, #5
ursra.8b v23, v17, #5
ursra.8b v9, v4, #7
ursra.8h v5, v5, #9
ursra.8h v29, v12, #16
ursra.8h v11, v13, #4
ursra.8h v14, v5, #16
ushll.2d v16, v10, #31
ushll.2d v22, v13, #14
ushll.2d v9, v15, #12
ushll.2d v20, v24, #0
ushll2.2d v1, v23, #4
ushll2.2d v30, v15, #0
ushll2.2d v22, v13, #0
ushll2.2d v14, v24, #20
ushll.4s v7, v23, #4
ushll.4s v21, v21, #1
ushll.4s v7, v28, #10
ushll.4s v15, v5, #11
ushll2.4s v20, v23, #15
ushll2.4s v9, v28, #1
ushll2.4s v11, v7, #14
ushll2.4s v22, v29, #6
ushll.8h v29, v12, #5
ushll.8h v29, v18, #5
ushll.8h v3, v6, #1
ushll.8h v7, v10, #7
ushll2.8h v7, v4, #0
ushll2.8h v14, v29, #1
ushll2.8h v25, v27, #0
ushll2.8h v15, v13, #7
ushl.16b v26, v27, v22
ushl.16b v26, v15, v26
ushl.16b v13, v12, v25
ushl.16b v14, v15, v3
ushl.2d v25, v20, v21
ushl.2d v16, v16, v4
ushl.2d v2, v29, v4
ushl.2d v24, v2, v19
ushl.2s v28, v13, v29
ushl.2s v26, v7, v10
ushl.2s v7, v12, v8
ushl.2s v28, v12, v4
ushl.4h v28, v12, v6
ushl.4h v11, v11, v26
ushl.4h v19, v8, v21
ushl.4h v0, v30, v18
ushl.4s v23, v10, v5
ushl.4s v6, v19, v1
ushl.4s v0, v24, v15
ushl.4s v6, v15, v17
ushl.8b v17, v14, v23
ushl.8b v5, v13, v15
ushl.8b v16, v27, v7
ushl.8b v30, v10, v20
ushl.8h v9, v7, v17
ushl.8h v31, v28, v7
ushl.8h v2, v29, v15
ushl.8h v9, v30, v27
ushr.16b v23, v3, #7
ushr.16b v3, v18, #3
ushr.16b v26, v14, #4
ushr.16b v27, v26, #5
ushr.2d v4, v18, #27
ushr.2d v19, v19, #35
ushr.2d v25, v11, #4
ushr.2d v8, v26, #23
ushr.2s v8, v21, #28
ushr.2s v16, v24, #16
ushr.2s v29, v22, #32
ushr.2s v2, v2, #32
ushr.4h v19, v30, #1
ushr.4h v6, v11, #1
ushr.4h v1, v0, #7
ushr.4h v1, v18, #1
ushr.4s v28, v18, #1
ushr.4s v25, v19, #16
ushr.4s v28, v8, #14
ushr.4s v8, v14, #1
ushr.8b v14, v16, #1
ushr.8b v0, v25, #1
ushr.8b v14, v24, #6
ushr.8b v8, v15, #2
ushr.8h v25, v23, #5
ushr.8h v12, v21, #12
ushr.8h v10, v16, #14
ushr.8h v11, v10, #16
usqadd.16b v16, v23
usqadd.16b v16, v13
usqadd.16b v12, v10
usqadd.16b v12, v28
usqadd.2d v12, v15
usqadd.2d v7, v23
usqadd.2d v13, v11
usqadd.2d v13, v22
usqadd.2s v18, v28
usqadd.2s v25, v30
usqadd.2s v2, v31
usqadd.2s v8, v17
usqadd.4h v13, v22
usqadd.4h v16, v31
usqadd.4h v18, v7
usqadd.4h v13, v3
usqadd.4s v15, v4
usqadd.4s v1, v11
usqadd.4s v0, v27
usqadd.4s v13, v5
usqadd.8b v4, v6
usqadd.8b v11, v0
usqadd.8b v6, v16
usqadd.8b v12, v2
usqadd.8h v19, v6
usqadd.8h v16, v23
usqadd.8h v19, v8
usqadd.8h v9, v4
usra.16b v28, v1, #1
usra.16b v11, v29, #8
usra.16b v14, v23, #3
usra.16b v27, v20, #5
usra.2d v25, v2, #1
usra.2d v23, v20, #17
usra.2d v6, v7, #1
usra.2d v0, v26, #1
usra.2s v15, v15, #18
usra.2s v23, v29, #9
usra.2s v7, v4, #17
usra.2s v4, v24, #28
usra.4h v19, v27, #7
usra.4h v28, v3, #10
usra.4h v12, v1, #10
usra.4h v10, v17, #7
usra.4s v6, v0, #3
usra.4s v1, v22, #13
usra.4s v30, v22, #1
usra.4s v15, v17, #26
usra.8b v18, v28, #3
usra.8b v6, v30, #7
usra.8b v6, v13, #6
usra.8b v23, v6, #4
usra.8h v1, v4, #9
usra.8h v17, v3, #7
usra.8h v20, v4, #16
usra.8h v27, v8, #8
usubl.2d v8, v29, v28
usubl.2d v2, v3, v28
usubl.2d v28, v11, v19
usubl.2d v4, v25, v0
usubl2.2d v21, v11, v18
usubl2.2d v2, v16, v23
usubl2.2d v2, v4, v20
usubl2.2d v12, v27, v10
usubl.4s v14, v6, v17
usubl.4s v10, v5, v24
usubl.4s v8, v22, v12
usubl.4s v31, v0, v1
usubl2.4s v26, v4, v20
usubl2.4s v8, v1, v23
usubl2.4s v30, v31, v20
usubl2.4s v1, v8, v29
usubl.8h v31, v26, v10
usubl.8h v30, v24, v18
usubl.8h v10, v10, v0
usubl.8h v24, v0, v8
usubl2.8h v31, v23, v3
usubl2.8h v10, v2, v27
usubl2.8h v19, v16, v18
usubl2.8h v9, v29, v23
usubw.2d v24, v27, v15
usubw.2d v20, v0, v27
usubw.2d v24, v4, v20
usubw.2d v27, v24, v19
usubw2.2d v8, v19, v20
usubw2.2d v22, v10, v8
usubw2.2d v17, v16, v0
usubw2.2d v28, v13, v15
usubw.4s v0, v2, v26
usubw.4s v11, v1, v30
usubw.4s v24, v31, v28
usubw.4s v8, v14, v9
usubw2.4s v18, v27, v11
usubw2.4s v27, v11, v16
usubw2.4s v12, v27, v21
usubw2.4s v14, v26, v21
usubw.8h v31, v7, v24
usubw.8h v5, v30, v8
usubw.8h v31, v26, v11
usubw.8h v26, v31, v10
usubw2.8h v31, v24, v13
usubw2.8h v28, v30, v13
usubw2.8h v13, v0, v13
usubw2.8h v13, v8, v26
uzp1.16b v8, v9, v10
uzp1.16b v25, v1, v19
uzp1.16b v30, v5, v23
uzp1.16b v1, v20, v1
uzp1.2d v28, v21, v20
uzp1.2d v29, v31, v30
uzp1.2d v12, v14, v22
uzp1.2d v30, v2, v19
uzp1.2s v27, v3, v23
uzp1.2s v5, v28, v0
uzp1.2s v31, v4, v11
uzp1.2s v10, v18, v12
uzp1.4h v4, v2, v5
uzp1.4h v15, v1, v2
uzp1.4h v4, v20, v29
uzp1.4h v18, v9, v20
uzp1.4s v16, v20, v0
uzp1.4s v3, v15, v21
uzp1.4s v28, v1, v30
uzp1.4s v6, v11, v1
uzp1.8b v13, v26, v28
uzp1.8b v23, v6, v21
uzp1.8b v13, v4, v13
uzp1.8b v2, v12, v19
uzp1.8h v5, v1, v3
uzp1.8h v24, v14, v11
uzp1.8h v19, v19, v30
uzp1.8h v29, v10, v15
uzp2.16b v20, v9, v2
uzp2.16b v17, v8, v18
uzp2.16b v9, v15, v14
uzp2.16b v17, v10, v24
uzp2.2d v20, v12, v14
uzp2.2d v8, v30, v14
uzp2.2d v14, v8, v7
uzp2.2d v14, v6, v6
uzp2.2s v29, v1, v24
uzp2.2s v19, v22, v30
uzp2.2s v12, v7, v11
uzp2.2s v18, v29, v3
uzp2.4h v29, v15, v6
uzp2.4h v25, v29, v12
uzp2.4h v30, v12, v21
uzp2.4h v17, v26, v7
uzp2.4s v22, v7, v12
uzp2.4s v28, v1, v1
uzp2.4s v18, v14, v7
uzp2.4s v20, v10, v27
uzp2.8b v26, v4, v6
uzp2.8b v21, v16, v2
uzp2.8b v19, v19, v4
uzp2.8b v13, v27, v28
uzp2.8h v23, v29, v10
uzp2.8h v17, v9, v0
uzp2.8h v1, v0, v18
uzp2.8h v18, v29, v10
xtn.2s v5, v24
xtn.2s v4, v9
xtn.2s v7, v22
xtn.2s v19, v20
xtn2.4s v22, v26
xtn2.4s v28, v13
xtn2.4s v3, v28
xtn2.4s v21, v12
xtn.4h v27, v9
xtn.4h v24, v6
xtn.4h v17, v28
xtn.4h v24, v16
xtn2.8h v17, v30
xtn2.8h v18, v23
xtn2.8h v31, v11
xtn2.8h v4, v4
xtn.8b v6, v15
xtn.8b v14, v20
xtn.8b v6, v14
xtn.8b v6, v29
xtn2.16b v14, v17
xtn2.16b v24, v24
xtn2.16b v15, v18
xtn2.16b v19, v29
zip1.16b v21, v21, v23
zip1.16b v15, v5, v18
zip1.16b v4, v10, v9
zip1.16b v26, v25, v27
zip1.2d v2, v15, v12
zip1.2d v2, v28, v8
zip1.2d v20, v12, v22
zip1.2d v16, v11, v30
zip1.2s v10, v25, v1
zip1.2s v20, v23, v0
zip1.2s v3, v31, v3
zip1.2s v16, v19, v7
zip1.4h v22, v5, v24
zip1.4h v13, v13, v31
zip1.4h v10, v6, v23
zip1.4h v17, v10, v23
zip1.4s v26, v9, v17
zip1.4s v28, v30, v0
zip1.4s v18, v0, v3
zip1.4s v6, v12, v30
zip1.8b v5, v17, v13
zip1.8b v13, v3, v20
zip1.8b v16, v22, v3
zip1.8b v21, v27, v3
zip1.8h v13, v30, v5
zip1.8h v16, v4, v19
zip1.8h v15, v12, v2
zip1.8h v10, v24, v31
zip2.16b v31, v13, v0
zip2.16b v9, v4, v9
zip2.16b v9, v29, v26
zip2.16b v3, v0, v19
zip2.2d v1, v22, v27
zip2.2d v29, v12, v17
zip2.2d v0, v13, v10
zip2.2d v7, v29, v25
zip2.2s v19, v27, v14
zip2.2s v20, v16, v12
zip2.2s v23, v3, v12
zip2.2s v13, v2, v24
zip2.4h v14, v10, v8
zip2.4h v23, v2, v13
zip2.4h v28, v9, v14
zip2.4h v3, v8, v25
zip2.4s v20, v29, v1
zip2.4s v31, v16, v15
zip2.4s v8, v29, v8
zip2.4s v6, v7, v18
zip2.8b v6, v1, v4
zip2.8b v7, v26, v13
zip2.8b v31, v1, v6
zip2.8b v28, v30, v7
zip2.8h v16, v1, v22
zip2.8h v6, v14, v29
zip2.8h v6, v21, v15
zip2.8h v8, v15, v3
