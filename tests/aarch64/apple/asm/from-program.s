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
mov.b v2[0], w2
mov.b v23[0], w13
mov.b v31[9], w3
mov.b v13[15], w19
mov.b v15[0], v17[2]
mov.b v9[13], v21[15]
mov.b v27[15], v28[0]
mov.b v28[6], v4[0]
mov.d v20[0], x7
mov.d v10[0], x15
mov.d v18[1], x15
mov.d v4[0], x8
mov.d v0[0], v31[0]
mov.d v11[1], v31[0]
mov.d v23[1], v13[0]
mov.d v10[0], v10[1]
mov.h v2[5], w21
mov.h v17[0], w3
mov.h v10[2], w10
mov.h v0[0], w13
mov.h v29[5], v18[2]
mov.h v15[0], v1[3]
mov.h v5[1], v8[2]
mov.h v13[1], v23[0]
mov.s v13[2], w15
mov.s v8[2], w16
mov.s v30[1], w22
mov.s v25[1], w16
mov.s v0[0], v31[2]
mov.s v18[3], v14[1]
mov.s v23[1], v9[1]
mov.s v19[3], v12[0]
ld1.16b { v21, v22, v23, v24 }, [x21]
ld1.16b { v13, v14, v15, v16 }, [x19]
ld1.16b { v1, v2, v3, v4 }, [x5]
ld1.16b { v11, v12, v13, v14 }, [x2]
ld1.16b { v25, v26, v27, v28 }, [x27], x8
ld1.16b { v6, v7, v8, v9 }, [x10], x11
ld1.16b { v21, v22, v23, v24 }, [x26], x9
ld1.16b { v3, v4, v5, v6 }, [x28], x20
ld1.1d { v24, v25, v26, v27 }, [sp]
ld1.1d { v15, v16, v17, v18 }, [x10]
ld1.1d { v2, v3, v4, v5 }, [x16]
ld1.1d { v10, v11, v12, v13 }, [x19]
ld1.1d { v15, v16, v17, v18 }, [x9], x27
ld1.1d { v27, v28, v29, v30 }, [x25], x26
ld1.1d { v20, v21, v22, v23 }, [x4], x4
ld1.1d { v15, v16, v17, v18 }, [x12], x28
ld1.2d { v26, v27, v28, v29 }, [x15]
ld1.2d { v12, v13, v14, v15 }, [x30]
ld1.2d { v24, v25, v26, v27 }, [x29]
ld1.2d { v12, v13, v14, v15 }, [x21]
ld1.2d { v3, v4, v5, v6 }, [x5], x10
ld1.2d { v23, v24, v25, v26 }, [x12], x21
ld1.2d { v25, v26, v27, v28 }, [x26], x13
ld1.2d { v26, v27, v28, v29 }, [x27], x20
ld1.2s { v30, v31, v0, v1 }, [x17]
ld1.2s { v28, v29, v30, v31 }, [sp]
ld1.2s { v20, v21, v22, v23 }, [x0]
ld1.2s { v15, v16, v17, v18 }, [x6]
ld1.2s { v23, v24, v25, v26 }, [x12], x20
ld1.2s { v8, v9, v10, v11 }, [x1], x4
ld1.2s { v12, v13, v14, v15 }, [x2], x25
ld1.2s { v17, v18, v19, v20 }, [x24], x27
ld1.4h { v22, v23, v24, v25 }, [x26]
ld1.4h { v10, v11, v12, v13 }, [x17]
ld1.4h { v2, v3, v4, v5 }, [x4]
ld1.4h { v5, v6, v7, v8 }, [x10]
ld1.4h { v15, v16, v17, v18 }, [x27], x29
ld1.4h { v16, v17, v18, v19 }, [x19], x5
ld1.4h { v4, v5, v6, v7 }, [x18], x0
ld1.4h { v18, v19, v20, v21 }, [x24], x9
ld1.4s { v22, v23, v24, v25 }, [x10]
ld1.4s { v9, v10, v11, v12 }, [sp]
ld1.4s { v31, v0, v1, v2 }, [x19]
ld1.4s { v15, v16, v17, v18 }, [x13]
ld1.4s { v17, v18, v19, v20 }, [x28], x30
ld1.4s { v5, v6, v7, v8 }, [x9], x20
ld1.4s { v10, v11, v12, v13 }, [x25], x14
ld1.4s { v31, v0, v1, v2 }, [x30], x11
ld1.8b { v3, v4, v5, v6 }, [x0]
ld1.8b { v18, v19, v20, v21 }, [x23]
ld1.8b { v7, v8, v9, v10 }, [x17]
ld1.8b { v29, v30, v31, v0 }, [x24]
ld1.8b { v27, v28, v29, v30 }, [x13], x0
ld1.8b { v27, v28, v29, v30 }, [sp], x13
ld1.8b { v30, v31, v0, v1 }, [x24], x2
ld1.8b { v6, v7, v8, v9 }, [x7], x22
ld1.8h { v29, v30, v31, v0 }, [x24]
ld1.8h { v28, v29, v30, v31 }, [x24]
ld1.8h { v16, v17, v18, v19 }, [x22]
ld1.8h { v26, v27, v28, v29 }, [x12]
ld1.8h { v13, v14, v15, v16 }, [x26], x19
ld1.8h { v12, v13, v14, v15 }, [x28], x26
ld1.8h { v27, v28, v29, v30 }, [x13], x9
ld1.8h { v23, v24, v25, v26 }, [x7], #64
ld1.16b { v23 }, [x29]
ld1.16b { v11 }, [x8]
ld1.16b { v7 }, [x23]
ld1.16b { v17 }, [x19]
ld1.16b { v4 }, [x3], x15
ld1.16b { v9 }, [x0], x25
ld1.16b { v1 }, [x7], x30
ld1.16b { v9 }, [x24], x8
ld1.1d { v4 }, [x17]
ld1.1d { v14 }, [x11]
ld1.1d { v15 }, [x14]
ld1.1d { v7 }, [x27]
ld1.1d { v16 }, [x17], x27
ld1.1d { v4 }, [x6], x29
ld1.1d { v18 }, [x22], x26
ld1.1d { v4 }, [x15], x19
ld1.2d { v3 }, [x11]
ld1.2d { v1 }, [x1]
ld1.2d { v29 }, [x0]
ld1.2d { v23 }, [x13]
ld1.2d { v8 }, [x20], x12
ld1.2d { v15 }, [x21], x29
ld1.2d { v15 }, [sp], x16
ld1.2d { v23 }, [x20], x30
ld1.2s { v0 }, [x8]
ld1.2s { v22 }, [x1]
ld1.2s { v26 }, [x20]
ld1.2s { v13 }, [x12]
ld1.2s { v11 }, [x11], x0
ld1.2s { v27 }, [x30], x23
ld1.2s { v28 }, [x22], x18
ld1.2s { v17 }, [x20], x15
ld1.4h { v7 }, [x4]
ld1.4h { v18 }, [x27]
ld1.4h { v7 }, [x14]
ld1.4h { v16 }, [x29]
ld1.4h { v30 }, [x14], x15
ld1.4h { v8 }, [x10], x9
ld1.4h { v4 }, [x4], x10
ld1.4h { v20 }, [x27], x6
ld1.4s { v15 }, [x21]
ld1.4s { v7 }, [x16]
ld1.4s { v3 }, [x22]
ld1.4s { v8 }, [x18]
ld1.4s { v6 }, [x18], x17
ld1.4s { v25 }, [x22], x30
ld1.4s { v8 }, [x30], #16
ld1.4s { v12 }, [x10], x23
ld1.8b { v26 }, [x19]
ld1.8b { v29 }, [x17]
ld1.8b { v6 }, [x3]
ld1.8b { v23 }, [x20]
ld1.8b { v29 }, [x26], x21
ld1.8b { v6 }, [x22], x23
ld1.8b { v11 }, [x14], x6
ld1.8b { v20 }, [x14], #8
ld1.8h { v30 }, [x8]
ld1.8h { v10 }, [x14]
ld1.8h { v13 }, [x8]
ld1.8h { v11 }, [x6]
ld1.8h { v23 }, [x11], x28
ld1.8h { v12 }, [x18], x23
ld1.8h { v31 }, [x20], x30
ld1.8h { v8 }, [x7], x13
ld1r.16b { v13 }, [x22]
ld1r.16b { v2 }, [x30]
ld1r.16b { v31 }, [x16]
ld1r.16b { v23 }, [x4]
ld1r.16b { v5 }, [sp], x5
ld1r.16b { v25 }, [x12], x8
ld1r.16b { v30 }, [x0], x5
ld1r.16b { v7 }, [x16], x26
ld1r.1d { v31 }, [x1]
ld1r.1d { v14 }, [sp]
ld1r.1d { v1 }, [x16]
ld1r.1d { v4 }, [x14]
ld1r.1d { v13 }, [x22], x17
ld1r.1d { v5 }, [x19], x14
ld1r.1d { v14 }, [x10], x11
ld1r.1d { v24 }, [x19], x28
ld1r.2d { v12 }, [x19]
ld1r.2d { v26 }, [x12]
ld1r.2d { v18 }, [x3]
ld1r.2d { v6 }, [x24]
ld1r.2d { v26 }, [x17], x11
ld1r.2d { v16 }, [x9], x22
ld1r.2d { v17 }, [x17], x3
ld1r.2d { v0 }, [x7], x0
ld1r.2s { v29 }, [x29]
ld1r.2s { v30 }, [x19]
ld1r.2s { v6 }, [x23]
ld1r.2s { v30 }, [sp]
ld1r.2s { v22 }, [x0], x29
ld1r.2s { v2 }, [x18], x16
ld1r.2s { v20 }, [x20], x1
ld1r.2s { v10 }, [x21], x19
ld1r.4h { v31 }, [x24]
ld1r.4h { v27 }, [x4]
ld1r.4h { v22 }, [x21]
ld1r.4h { v1 }, [x0]
ld1r.4h { v28 }, [x6], x21
ld1r.4h { v19 }, [x2], x25
ld1r.4h { v19 }, [x21], x3
ld1r.4h { v3 }, [x10], x9
ld1r.4s { v9 }, [x30]
ld1r.4s { v10 }, [x19]
ld1r.4s { v4 }, [x23]
ld1r.4s { v20 }, [x15]
ld1r.4s { v10 }, [x29], x26
ld1r.4s { v31 }, [x14], x6
ld1r.4s { v23 }, [x26], x1
ld1r.4s { v28 }, [x20], x25
ld1r.8b { v10 }, [x13]
ld1r.8b { v20 }, [x10]
ld1r.8b { v9 }, [x3]
ld1r.8b { v9 }, [x23]
ld1r.8b { v26 }, [x19], x6
ld1r.8b { v3 }, [x4], x20
ld1r.8b { v29 }, [x26], x23
ld1r.8b { v8 }, [x14], x6
ld1r.8h { v7 }, [x19]
ld1r.8h { v19 }, [x0]
ld1r.8h { v31 }, [x28]
ld1r.8h { v31 }, [x10]
ld1r.8h { v31 }, [x26], x5
ld1r.8h { v21 }, [x30], #2
ld1r.8h { v3 }, [x29], x13
ld1r.8h { v17 }, [x3], x8
ld1.16b { v29, v30, v31 }, [x21]
ld1.16b { v18, v19, v20 }, [x29]
ld1.16b { v8, v9, v10 }, [x2]
ld1.16b { v17, v18, v19 }, [x27]
ld1.16b { v16, v17, v18 }, [x27], x6
ld1.16b { v2, v3, v4 }, [x4], x7
ld1.16b { v30, v31, v0 }, [x20], x26
ld1.16b { v5, v6, v7 }, [x27], x8
ld1.1d { v3, v4, v5 }, [x3]
ld1.1d { v31, v0, v1 }, [x16]
ld1.1d { v27, v28, v29 }, [x14]
ld1.1d { v24, v25, v26 }, [x14]
ld1.1d { v27, v28, v29 }, [x24], x18
ld1.1d { v19, v20, v21 }, [x2], x9
ld1.1d { v23, v24, v25 }, [x0], x4
ld1.1d { v8, v9, v10 }, [x17], x4
ld1.2d { v16, v17, v18 }, [x30]
ld1.2d { v12, v13, v14 }, [x1]
ld1.2d { v31, v0, v1 }, [x27]
ld1.2d { v2, v3, v4 }, [x7]
ld1.2d { v7, v8, v9 }, [x6], x5
ld1.2d { v26, v27, v28 }, [x7], x16
ld1.2d { v14, v15, v16 }, [x17], x28
ld1.2d { v1, v2, v3 }, [x5], x24
ld1.2s { v26, v27, v28 }, [x25]
ld1.2s { v11, v12, v13 }, [x12]
ld1.2s { v12, v13, v14 }, [x13]
ld1.2s { v26, v27, v28 }, [x11]
ld1.2s { v12, v13, v14 }, [x4], x24
ld1.2s { v30, v31, v0 }, [x17], x26
ld1.2s { v10, v11, v12 }, [x6], x28
ld1.2s { v10, v11, v12 }, [x24], x7
ld1.4h { v17, v18, v19 }, [x29]
ld1.4h { v19, v20, v21 }, [x26]
ld1.4h { v25, v26, v27 }, [x17]
ld1.4h { v20, v21, v22 }, [x1]
ld1.4h { v3, v4, v5 }, [x22], x2
ld1.4h { v14, v15, v16 }, [x12], x27
ld1.4h { v26, v27, v28 }, [x28], x17
ld1.4h { v15, v16, v17 }, [x3], x10
ld1.4s { v4, v5, v6 }, [x15]
ld1.4s { v19, v20, v21 }, [x23]
ld1.4s { v1, v2, v3 }, [x22]
ld1.4s { v2, v3, v4 }, [x22]
ld1.4s { v28, v29, v30 }, [x9], x17
ld1.4s { v18, v19, v20 }, [x24], x29
ld1.4s { v19, v20, v21 }, [x9], x14
ld1.4s { v2, v3, v4 }, [x6], x8
ld1.8b { v5, v6, v7 }, [x30]
ld1.8b { v13, v14, v15 }, [x7]
ld1.8b { v28, v29, v30 }, [x30]
ld1.8b { v27, v28, v29 }, [x30]
ld1.8b { v11, v12, v13 }, [x13], x22
ld1.8b { v20, v21, v22 }, [x14], x24
ld1.8b { v8, v9, v10 }, [x12], x24
ld1.8b { v23, v24, v25 }, [x0], x14
ld1.8h { v13, v14, v15 }, [x16]
ld1.8h { v3, v4, v5 }, [x13]
ld1.8h { v25, v26, v27 }, [x19]
ld1.8h { v24, v25, v26 }, [x29]
ld1.8h { v11, v12, v13 }, [x9], x26
ld1.8h { v15, v16, v17 }, [x14], x8
ld1.8h { v11, v12, v13 }, [x24], x2
ld1.8h { v13, v14, v15 }, [x12], x22
ld1.16b { v19, v20 }, [x21]
ld1.16b { v24, v25 }, [x24]
ld1.16b { v20, v21 }, [x18]
ld1.16b { v30, v31 }, [x17]
ld1.16b { v30, v31 }, [x21], x20
ld1.16b { v24, v25 }, [x10], x10
ld1.16b { v18, v19 }, [x20], x18
ld1.16b { v3, v4 }, [x0], x17
ld1.1d { v1, v2 }, [x10]
ld1.1d { v15, v16 }, [x11]
ld1.1d { v18, v19 }, [x3]
ld1.1d { v22, v23 }, [x19]
ld1.1d { v29, v30 }, [x28], x9
ld1.1d { v2, v3 }, [x25], x21
ld1.1d { v29, v30 }, [x23], x11
ld1.1d { v11, v12 }, [x0], #16
ld1.2d { v19, v20 }, [x29]
ld1.2d { v18, v19 }, [x27]
ld1.2d { v20, v21 }, [x6]
ld1.2d { v26, v27 }, [x21]
ld1.2d { v14, v15 }, [x18], x6
ld1.2d { v28, v29 }, [x11], x22
ld1.2d { v11, v12 }, [x30], x24
ld1.2d { v15, v16 }, [x14], x17
ld1.2s { v23, v24 }, [x29]
ld1.2s { v17, v18 }, [x15]
ld1.2s { v31, v0 }, [x1]
ld1.2s { v12, v13 }, [x20]
ld1.2s { v2, v3 }, [x27], x27
ld1.2s { v27, v28 }, [x29], x19
ld1.2s { v27, v28 }, [x3], x3
ld1.2s { v31, v0 }, [x18], x21
ld1.4h { v21, v22 }, [x23]
ld1.4h { v21, v22 }, [x19]
ld1.4h { v13, v14 }, [x16]
ld1.4h { v11, v12 }, [x22]
ld1.4h { v24, v25 }, [x26], x20
ld1.4h { v20, v21 }, [x26], x27
ld1.4h { v15, v16 }, [sp], x21
ld1.4h { v24, v25 }, [x4], x3
ld1.4s { v14, v15 }, [x11]
ld1.4s { v25, v26 }, [x2]
ld1.4s { v25, v26 }, [x25]
ld1.4s { v18, v19 }, [x9]
ld1.4s { v15, v16 }, [x21], x26
ld1.4s { v0, v1 }, [x25], x19
ld1.4s { v3, v4 }, [x4], x4
ld1.4s { v10, v11 }, [x7], x29
ld1.8b { v17, v18 }, [x14]
ld1.8b { v7, v8 }, [x20]
ld1.8b { v16, v17 }, [x27]
ld1.8b { v30, v31 }, [x15]
ld1.8b { v11, v12 }, [x29], x26
ld1.8b { v23, v24 }, [x7], x16
ld1.8b { v27, v28 }, [x19], x25
ld1.8b { v21, v22 }, [sp], x19
ld1.8h { v26, v27 }, [x3]
ld1.8h { v31, v0 }, [x1]
ld1.8h { v4, v5 }, [x24]
ld1.8h { v25, v26 }, [x5]
ld1.8h { v26, v27 }, [x3], x4
ld1.8h { v3, v4 }, [x23], x2
ld1.8h { v23, v24 }, [x1], x20
ld1.8h { v10, v11 }, [x1], x1
ld1.b { v31 }[1], [x24]
ld1.b { v11 }[1], [x9]
ld1.b { v28 }[4], [x7]
ld1.b { v23 }[8], [x23]
ld1.b { v19 }[12], [x20], x29
ld1.b { v12 }[0], [x22], x8
ld1.b { v9 }[0], [x2], x25
ld1.b { v15 }[13], [x15], x0
ld1.d { v29 }[0], [x21]
ld1.d { v22 }[1], [x7]
ld1.d { v30 }[0], [x5]
ld1.d { v10 }[0], [x26]
ld1.d { v29 }[0], [x26], x25
ld1.d { v11 }[0], [x4], x29
ld1.d { v28 }[0], [x7], x6
ld1.d { v21 }[1], [x24], x6
ld1.h { v12 }[1], [x7]
ld1.h { v5 }[6], [x15]
ld1.h { v8 }[0], [x25]
ld1.h { v22 }[7], [x5]
ld1.h { v9 }[0], [x3], x18
ld1.h { v8 }[5], [x30], x18
ld1.h { v5 }[5], [x23], x17
ld1.h { v25 }[0], [x4], x1
ld1.s { v18 }[2], [x3]
ld1.s { v22 }[3], [x26]
ld1.s { v12 }[1], [x6]
ld1.s { v5 }[1], [x14]
ld1.s { v10 }[2], [x13], x28
ld1.s { v0 }[3], [x22], x29
ld1.s { v4 }[3], [x14], x12
ld1.s { v25 }[1], [x16], x1
ld2r.16b { v1, v2 }, [x15]
ld2r.16b { v9, v10 }, [x23]
ld2r.16b { v22, v23 }, [x23]
ld2r.16b { v2, v3 }, [x19]
ld2r.16b { v7, v8 }, [x4], x3
ld2r.16b { v28, v29 }, [x6], x15
ld2r.16b { v15, v16 }, [x30], x13
ld2r.16b { v30, v31 }, [x8], x29
ld2r.1d { v29, v30 }, [x21]
ld2r.1d { v26, v27 }, [x17]
ld2r.1d { v2, v3 }, [x23]
ld2r.1d { v12, v13 }, [x16]
ld2r.1d { v10, v11 }, [x0], x29
ld2r.1d { v14, v15 }, [x16], x14
ld2r.1d { v24, v25 }, [x20], x1
ld2r.1d { v11, v12 }, [x19], x2
ld2r.2d { v24, v25 }, [x10]
ld2r.2d { v29, v30 }, [x4]
ld2r.2d { v22, v23 }, [x0]
ld2r.2d { v18, v19 }, [x12]
ld2r.2d { v23, v24 }, [x17], x16
ld2r.2d { v21, v22 }, [x2], x20
ld2r.2d { v11, v12 }, [x11], x29
ld2r.2d { v24, v25 }, [x10], x13
ld2r.2s { v16, v17 }, [x25]
ld2r.2s { v5, v6 }, [x14]
ld2r.2s { v0, v1 }, [x25]
ld2r.2s { v5, v6 }, [x6]
ld2r.2s { v18, v19 }, [x12], x24
ld2r.2s { v10, v11 }, [x29], x28
ld2r.2s { v5, v6 }, [x16], x4
ld2r.2s { v6, v7 }, [x28], x22
ld2r.4h { v30, v31 }, [x19]
ld2r.4h { v7, v8 }, [x0]
ld2r.4h { v27, v28 }, [x21]
ld2r.4h { v8, v9 }, [x0]
ld2r.4h { v2, v3 }, [x19], x22
ld2r.4h { v16, v17 }, [x17], x19
ld2r.4h { v27, v28 }, [x19], x2
ld2r.4h { v21, v22 }, [x19], x4
ld2r.4s { v30, v31 }, [x27]
ld2r.4s { v25, v26 }, [x30]
ld2r.4s { v9, v10 }, [x0]
ld2r.4s { v2, v3 }, [x2]
ld2r.4s { v9, v10 }, [x7], x21
ld2r.4s { v21, v22 }, [x7], x16
ld2r.4s { v1, v2 }, [x17], x11
ld2r.4s { v27, v28 }, [x7], x16
ld2r.8b { v28, v29 }, [x13]
ld2r.8b { v19, v20 }, [x13]
ld2r.8b { v25, v26 }, [x26]
ld2r.8b { v0, v1 }, [x30]
ld2r.8b { v1, v2 }, [x6], x10
ld2r.8b { v29, v30 }, [x25], x30
ld2r.8b { v2, v3 }, [x12], x10
ld2r.8b { v24, v25 }, [x0], x12
ld2r.8h { v7, v8 }, [x30]
ld2r.8h { v12, v13 }, [x18]
ld2r.8h { v13, v14 }, [x7]
ld2r.8h { v30, v31 }, [x20]
ld2r.8h { v15, v16 }, [x28], x25
ld2r.8h { v20, v21 }, [x30], x20
ld2r.8h { v5, v6 }, [x2], x21
ld2r.8h { v20, v21 }, [x17], x16
ld2.b { v21, v22 }[15], [x9]
ld2.b { v26, v27 }[8], [x5]
ld2.b { v23, v24 }[4], [x11]
ld2.b { v31, v0 }[1], [x6]
ld2.b { v1, v2 }[11], [sp], x14
ld2.b { v26, v27 }[0], [x6], x28
ld2.b { v3, v4 }[0], [x4], x18
ld2.b { v26, v27 }[0], [x4], x16
ld2.d { v26, v27 }[1], [x3]
ld2.d { v2, v3 }[0], [x12]
ld2.d { v27, v28 }[0], [x5]
ld2.d { v30, v31 }[0], [x0]
ld2.d { v16, v17 }[0], [x4], x3
ld2.d { v18, v19 }[1], [x14], x22
ld2.d { v13, v14 }[0], [x13], x9
ld2.d { v22, v23 }[0], [x16], x26
ld2.h { v23, v24 }[3], [x17]
ld2.h { v18, v19 }[0], [x30]
ld2.h { v4, v5 }[7], [x28]
ld2.h { v3, v4 }[4], [x5]
ld2.h { v31, v0 }[6], [x24], x25
ld2.h { v28, v29 }[0], [x26], x28
ld2.h { v5, v6 }[7], [x8], x11
ld2.h { v3, v4 }[1], [x2], x7
ld2.s { v14, v15 }[2], [x10]
ld2.s { v13, v14 }[0], [x25]
ld2.s { v29, v30 }[0], [x3]
ld2.s { v27, v28 }[3], [x18]
ld2.s { v10, v11 }[2], [x23], x1
ld2.s { v2, v3 }[3], [x21], x6
ld2.s { v17, v18 }[1], [x1], x29
ld2.s { v9, v10 }[0], [x30], x22
ld2.16b { v20, v21 }, [x10]
ld2.16b { v13, v14 }, [sp]
ld2.16b { v22, v23 }, [x8]
ld2.16b { v13, v14 }, [x9]
ld2.16b { v22, v23 }, [x20], x9
ld2.16b { v10, v11 }, [x16], x18
ld2.16b { v15, v16 }, [x26], x1
ld2.16b { v20, v21 }, [x24], x27
ld2.2d { v7, v8 }, [x2]
ld2.2d { v28, v29 }, [x23]
ld2.2d { v24, v25 }, [x21]
ld2.2d { v17, v18 }, [x17]
ld2.2d { v12, v13 }, [x2], x15
ld2.2d { v12, v13 }, [x17], x5
ld2.2d { v12, v13 }, [x16], x4
ld2.2d { v11, v12 }, [x30], x21
ld2.2s { v5, v6 }, [x3]
ld2.2s { v17, v18 }, [x15]
ld2.2s { v20, v21 }, [x10]
ld2.2s { v11, v12 }, [x7]
ld2.2s { v20, v21 }, [x24], x10
ld2.2s { v30, v31 }, [x23], x4
ld2.2s { v19, v20 }, [sp], x13
ld2.2s { v22, v23 }, [x13], x20
ld2.4h { v31, v0 }, [x9]
ld2.4h { v13, v14 }, [x15]
ld2.4h { v3, v4 }, [x11]
ld2.4h { v1, v2 }, [x5]
ld2.4h { v15, v16 }, [x25], x12
ld2.4h { v3, v4 }, [x7], x25
ld2.4h { v7, v8 }, [x30], x20
ld2.4h { v29, v30 }, [x30], x17
ld2.4s { v8, v9 }, [x28]
ld2.4s { v6, v7 }, [sp]
ld2.4s { v10, v11 }, [x17]
ld2.4s { v10, v11 }, [x3]
ld2.4s { v26, v27 }, [x5], x10
ld2.4s { v1, v2 }, [x17], x20
ld2.4s { v15, v16 }, [x20], x0
ld2.4s { v2, v3 }, [x2], x2
ld2.8b { v19, v20 }, [x25]
ld2.8b { v15, v16 }, [x9]
ld2.8b { v31, v0 }, [x30]
ld2.8b { v21, v22 }, [x6]
ld2.8b { v23, v24 }, [sp], x1
ld2.8b { v3, v4 }, [x1], x13
ld2.8b { v3, v4 }, [x10], x16
ld2.8b { v24, v25 }, [x7], x1
ld2.8h { v7, v8 }, [x21]
ld2.8h { v18, v19 }, [x10]
ld2.8h { v7, v8 }, [x17]
ld2.8h { v10, v11 }, [x30]
ld2.8h { v15, v16 }, [x25], x6
ld2.8h { v27, v28 }, [x10], x4
ld2.8h { v26, v27 }, [x2], x19
ld2.8h { v23, v24 }, [x23], x13
ld3r.16b { v12, v13, v14 }, [x6]
ld3r.16b { v0, v1, v2 }, [x25]
ld3r.16b { v15, v16, v17 }, [x12]
ld3r.16b { v22, v23, v24 }, [x13]
ld3r.16b { v18, v19, v20 }, [x21], x18
ld3r.16b { v20, v21, v22 }, [x23], x16
ld3r.16b { v16, v17, v18 }, [x29], x2
ld3r.16b { v11, v12, v13 }, [sp], x23
ld3r.1d { v26, v27, v28 }, [x3]
ld3r.1d { v4, v5, v6 }, [x10]
ld3r.1d { v9, v10, v11 }, [x29]
ld3r.1d { v28, v29, v30 }, [x13]
ld3r.1d { v3, v4, v5 }, [x10], x28
ld3r.1d { v8, v9, v10 }, [x0], x21
ld3r.1d { v11, v12, v13 }, [x11], x16
ld3r.1d { v30, v31, v0 }, [x11], x18
ld3r.2d { v6, v7, v8 }, [x26]
ld3r.2d { v29, v30, v31 }, [x27]
ld3r.2d { v12, v13, v14 }, [x29]
ld3r.2d { v2, v3, v4 }, [x3]
ld3r.2d { v5, v6, v7 }, [x2], x24
ld3r.2d { v9, v10, v11 }, [x15], x15
ld3r.2d { v15, v16, v17 }, [x5], x30
ld3r.2d { v24, v25, v26 }, [x24], x28
ld3r.2s { v7, v8, v9 }, [x4]
ld3r.2s { v22, v23, v24 }, [x10]
ld3r.2s { v29, v30, v31 }, [x12]
ld3r.2s { v1, v2, v3 }, [x22]
ld3r.2s { v15, v16, v17 }, [x30], x19
ld3r.2s { v1, v2, v3 }, [x27], x14
ld3r.2s { v13, v14, v15 }, [x16], #12
ld3r.2s { v30, v31, v0 }, [x29], x12
ld3r.4h { v22, v23, v24 }, [x5]
ld3r.4h { v15, v16, v17 }, [x12]
ld3r.4h { v20, v21, v22 }, [x11]
ld3r.4h { v10, v11, v12 }, [x30]
ld3r.4h { v21, v22, v23 }, [x0], x16
ld3r.4h { v31, v0, v1 }, [x17], x0
ld3r.4h { v29, v30, v31 }, [x16], x21
ld3r.4h { v20, v21, v22 }, [x29], x12
ld3r.4s { v28, v29, v30 }, [x0]
ld3r.4s { v8, v9, v10 }, [sp]
ld3r.4s { v10, v11, v12 }, [x2]
ld3r.4s { v1, v2, v3 }, [x24]
ld3r.4s { v25, v26, v27 }, [x8], x8
ld3r.4s { v30, v31, v0 }, [x25], x28
ld3r.4s { v18, v19, v20 }, [x2], x25
ld3r.4s { v21, v22, v23 }, [x21], x15
ld3r.8b { v0, v1, v2 }, [x29]
ld3r.8b { v31, v0, v1 }, [x15]
ld3r.8b { v3, v4, v5 }, [x13]
ld3r.8b { v14, v15, v16 }, [x24]
ld3r.8b { v15, v16, v17 }, [x10], x14
ld3r.8b { v20, v21, v22 }, [x3], x6
ld3r.8b { v11, v12, v13 }, [x27], x5
ld3r.8b { v23, v24, v25 }, [x13], x11
ld3r.8h { v8, v9, v10 }, [x13]
ld3r.8h { v27, v28, v29 }, [x8]
ld3r.8h { v12, v13, v14 }, [x12]
ld3r.8h { v15, v16, v17 }, [x17]
ld3r.8h { v12, v13, v14 }, [x24], x28
ld3r.8h { v9, v10, v11 }, [x23], x13
ld3r.8h { v15, v16, v17 }, [x24], x9
ld3r.8h { v9, v10, v11 }, [x29], x29
ld3.b { v0, v1, v2 }[14], [x26]
ld3.b { v3, v4, v5 }[10], [x8]
ld3.b { v4, v5, v6 }[0], [x30]
ld3.b { v1, v2, v3 }[2], [sp]
ld3.b { v8, v9, v10 }[4], [x30], x18
ld3.b { v9, v10, v11 }[6], [x29], x10
ld3.b { v8, v9, v10 }[13], [x26], x1
ld3.b { v19, v20, v21 }[15], [x23], x11
ld3.d { v21, v22, v23 }[0], [x24]
ld3.d { v27, v28, v29 }[0], [x22]
ld3.d { v17, v18, v19 }[0], [x2]
ld3.d { v10, v11, v12 }[1], [x30]
ld3.d { v7, v8, v9 }[1], [x10], x6
ld3.d { v9, v10, v11 }[1], [x15], x4
ld3.d { v27, v28, v29 }[0], [x2], x1
ld3.d { v9, v10, v11 }[0], [x24], x25
ld3.h { v31, v0, v1 }[1], [x19]
ld3.h { v10, v11, v12 }[4], [x0]
ld3.h { v0, v1, v2 }[0], [x25]
ld3.h { v4, v5, v6 }[6], [x18]
ld3.h { v2, v3, v4 }[2], [x1], x23
ld3.h { v11, v12, v13 }[3], [x1], x13
ld3.h { v6, v7, v8 }[0], [x12], x24
ld3.h { v11, v12, v13 }[3], [x9], x29
ld3.s { v6, v7, v8 }[3], [x26]
ld3.s { v3, v4, v5 }[1], [x0]
ld3.s { v22, v23, v24 }[2], [x20]
ld3.s { v30, v31, v0 }[3], [x6]
ld3.s { v16, v17, v18 }[0], [x8], x6
ld3.s { v29, v30, v31 }[1], [x15], x4
ld3.s { v13, v14, v15 }[2], [x11], x23
ld3.s { v18, v19, v20 }[0], [x4], x14
ld3.16b { v26, v27, v28 }, [x17]
ld3.16b { v31, v0, v1 }, [x8]
ld3.16b { v20, v21, v22 }, [x11]
ld3.16b { v13, v14, v15 }, [x8]
ld3.16b { v20, v21, v22 }, [x11], x11
ld3.16b { v13, v14, v15 }, [x21], x22
ld3.16b { v17, v18, v19 }, [x16], x3
ld3.16b { v16, v17, v18 }, [x26], x0
ld3.2d { v27, v28, v29 }, [x9]
ld3.2d { v20, v21, v22 }, [x22]
ld3.2d { v15, v16, v17 }, [x2]
ld3.2d { v29, v30, v31 }, [x0]
ld3.2d { v16, v17, v18 }, [x19], x9
ld3.2d { v25, v26, v27 }, [x28], x2
ld3.2d { v2, v3, v4 }, [x27], x5
ld3.2d { v12, v13, v14 }, [x15], x28
ld3.2s { v9, v10, v11 }, [x8]
ld3.2s { v31, v0, v1 }, [x29]
ld3.2s { v17, v18, v19 }, [x17]
ld3.2s { v21, v22, v23 }, [x8]
ld3.2s { v18, v19, v20 }, [x19], x25
ld3.2s { v14, v15, v16 }, [x22], x23
ld3.2s { v29, v30, v31 }, [x8], x2
ld3.2s { v30, v31, v0 }, [x14], x4
ld3.4h { v9, v10, v11 }, [x6]
ld3.4h { v9, v10, v11 }, [x24]
ld3.4h { v0, v1, v2 }, [sp]
ld3.4h { v1, v2, v3 }, [x23]
ld3.4h { v22, v23, v24 }, [x0], x21
ld3.4h { v3, v4, v5 }, [x20], x8
ld3.4h { v11, v12, v13 }, [x22], x23
ld3.4h { v25, v26, v27 }, [x7], x23
ld3.4s { v27, v28, v29 }, [x3]
ld3.4s { v7, v8, v9 }, [x1]
ld3.4s { v12, v13, v14 }, [x23]
ld3.4s { v27, v28, v29 }, [x29]
ld3.4s { v19, v20, v21 }, [x29], x22
ld3.4s { v31, v0, v1 }, [x6], x2
ld3.4s { v29, v30, v31 }, [x3], x27
ld3.4s { v9, v10, v11 }, [x20], x9
ld3.8b { v23, v24, v25 }, [sp]
ld3.8b { v25, v26, v27 }, [x10]
ld3.8b { v17, v18, v19 }, [x8]
ld3.8b { v13, v14, v15 }, [x1]
ld3.8b { v7, v8, v9 }, [x16], x10
ld3.8b { v19, v20, v21 }, [x4], x19
ld3.8b { v26, v27, v28 }, [x19], x17
ld3.8b { v4, v5, v6 }, [x15], x13
ld3.8h { v8, v9, v10 }, [x4]
ld3.8h { v26, v27, v28 }, [x11]
ld3.8h { v26, v27, v28 }, [x6]
ld3.8h { v8, v9, v10 }, [x21]
ld3.8h { v27, v28, v29 }, [x14], x6
ld3.8h { v14, v15, v16 }, [x22], x18
ld3.8h { v23, v24, v25 }, [x1], x19
ld3.8h { v4, v5, v6 }, [x21], x14
ld4r.16b { v29, v30, v31, v0 }, [x28]
ld4r.16b { v23, v24, v25, v26 }, [x5]
ld4r.16b { v27, v28, v29, v30 }, [x25]
ld4r.16b { v25, v26, v27, v28 }, [x9]
ld4r.16b { v30, v31, v0, v1 }, [x2], x20
ld4r.16b { v28, v29, v30, v31 }, [x17], x7
ld4r.16b { v31, v0, v1, v2 }, [x29], x16
ld4r.16b { v6, v7, v8, v9 }, [x13], x26
ld4r.1d { v13, v14, v15, v16 }, [x13]
ld4r.1d { v5, v6, v7, v8 }, [x27]
ld4r.1d { v9, v10, v11, v12 }, [x18]
ld4r.1d { v22, v23, v24, v25 }, [x27]
ld4r.1d { v15, v16, v17, v18 }, [x1], x23
ld4r.1d { v6, v7, v8, v9 }, [x9], x25
ld4r.1d { v1, v2, v3, v4 }, [x14], x22
ld4r.1d { v13, v14, v15, v16 }, [x19], x5
ld4r.2d { v6, v7, v8, v9 }, [x10]
ld4r.2d { v16, v17, v18, v19 }, [x2]
ld4r.2d { v1, v2, v3, v4 }, [x12]
ld4r.2d { v14, v15, v16, v17 }, [x24]
ld4r.2d { v1, v2, v3, v4 }, [x9], x4
ld4r.2d { v11, v12, v13, v14 }, [x8], x13
ld4r.2d { v13, v14, v15, v16 }, [x8], x18
ld4r.2d { v30, v31, v0, v1 }, [x9], x25
ld4r.2s { v8, v9, v10, v11 }, [x15]
ld4r.2s { v18, v19, v20, v21 }, [x4]
ld4r.2s { v22, v23, v24, v25 }, [x17]
ld4r.2s { v6, v7, v8, v9 }, [x18]
ld4r.2s { v6, v7, v8, v9 }, [x17], x4
ld4r.2s { v29, v30, v31, v0 }, [x7], x19
ld4r.2s { v11, v12, v13, v14 }, [x16], x23
ld4r.2s { v18, v19, v20, v21 }, [x8], x8
ld4r.4h { v29, v30, v31, v0 }, [x25]
ld4r.4h { v22, v23, v24, v25 }, [x15]
ld4r.4h { v22, v23, v24, v25 }, [x26]
ld4r.4h { v28, v29, v30, v31 }, [x9]
ld4r.4h { v10, v11, v12, v13 }, [x22], x4
ld4r.4h { v4, v5, v6, v7 }, [x24], x4
ld4r.4h { v0, v1, v2, v3 }, [x29], x3
ld4r.4h { v3, v4, v5, v6 }, [x13], x10
ld4r.4s { v30, v31, v0, v1 }, [x14]
ld4r.4s { v24, v25, v26, v27 }, [x22]
ld4r.4s { v28, v29, v30, v31 }, [x6]
ld4r.4s { v4, v5, v6, v7 }, [x26]
ld4r.4s { v16, v17, v18, v19 }, [x16], x0
ld4r.4s { v29, v30, v31, v0 }, [x12], x17
ld4r.4s { v4, v5, v6, v7 }, [x3], x29
ld4r.4s { v25, v26, v27, v28 }, [x1], x3
ld4r.8b { v1, v2, v3, v4 }, [x10]
ld4r.8b { v10, v11, v12, v13 }, [x11]
ld4r.8b { v9, v10, v11, v12 }, [x18]
ld4r.8b { v18, v19, v20, v21 }, [x7]
ld4r.8b { v23, v24, v25, v26 }, [x9], x28
ld4r.8b { v20, v21, v22, v23 }, [x3], x12
ld4r.8b { v2, v3, v4, v5 }, [x30], x3
ld4r.8b { v25, v26, v27, v28 }, [x14], x27
ld4r.8h { v22, v23, v24, v25 }, [x26]
ld4r.8h { v30, v31, v0, v1 }, [x21]
ld4r.8h { v20, v21, v22, v23 }, [x3]
ld4r.8h { v27, v28, v29, v30 }, [x18]
ld4r.8h { v24, v25, v26, v27 }, [x4], x4
ld4r.8h { v1, v2, v3, v4 }, [x18], x15
ld4r.8h { v13, v14, v15, v16 }, [x25], x15
ld4r.8h { v6, v7, v8, v9 }, [x19], x5
ld4.b { v12, v13, v14, v15 }[3], [x11]
ld4.b { v2, v3, v4, v5 }[15], [x18]
ld4.b { v15, v16, v17, v18 }[15], [x13]
ld4.b { v19, v20, v21, v22 }[5], [x25]
ld4.b { v20, v21, v22, v23 }[4], [x10], x6
ld4.b { v1, v2, v3, v4 }[0], [x25], x23
ld4.b { v17, v18, v19, v20 }[1], [x5], x4
ld4.b { v8, v9, v10, v11 }[10], [x12], x11
ld4.d { v6, v7, v8, v9 }[1], [x12]
ld4.d { v14, v15, v16, v17 }[0], [x15]
ld4.d { v3, v4, v5, v6 }[0], [x30]
ld4.d { v14, v15, v16, v17 }[0], [x7]
ld4.d { v7, v8, v9, v10 }[1], [sp], x21
ld4.d { v18, v19, v20, v21 }[1], [x22], x30
ld4.d { v25, v26, v27, v28 }[0], [x14], x17
ld4.d { v4, v5, v6, v7 }[1], [x27], x28
ld4.h { v18, v19, v20, v21 }[0], [x7]
ld4.h { v29, v30, v31, v0 }[4], [x22]
ld4.h { v12, v13, v14, v15 }[5], [x19]
ld4.h { v30, v31, v0, v1 }[3], [x22]
ld4.h { v14, v15, v16, v17 }[4], [x28], x11
ld4.h { v18, v19, v20, v21 }[5], [x15], #8
ld4.h { v4, v5, v6, v7 }[7], [x27], x17
ld4.h { v5, v6, v7, v8 }[6], [x29], x4
ld4.s { v0, v1, v2, v3 }[1], [x11]
ld4.s { v5, v6, v7, v8 }[1], [x19]
ld4.s { v13, v14, v15, v16 }[1], [x13]
ld4.s { v16, v17, v18, v19 }[0], [x2], x26
ld4.s { v9, v10, v11, v12 }[3], [x18], x0
ld4.s { v20, v21, v22, v23 }[0], [x13], x27
ld4.s { v31, v0, v1, v2 }[1], [x16], x24
ld4.16b { v16, v17, v18, v19 }, [x6]
ld4.16b { v15, v16, v17, v18 }, [x15]
ld4.16b { v23, v24, v25, v26 }, [x24]
ld4.16b { v4, v5, v6, v7 }, [x1]
ld4.16b { v4, v5, v6, v7 }, [x3], x19
ld4.16b { v14, v15, v16, v17 }, [x18], x28
ld4.16b { v20, v21, v22, v23 }, [sp], x11
ld4.16b { v31, v0, v1, v2 }, [x9], x14
ld4.2d { v9, v10, v11, v12 }, [x5]
ld4.2d { v29, v30, v31, v0 }, [x17]
ld4.2d { v13, v14, v15, v16 }, [x20]
ld4.2d { v29, v30, v31, v0 }, [x23]
ld4.2d { v17, v18, v19, v20 }, [x7], #64
ld4.2d { v21, v22, v23, v24 }, [x7], x21
ld4.2d { v31, v0, v1, v2 }, [x4], x13
ld4.2d { v18, v19, v20, v21 }, [x20], x17
ld4.2s { v6, v7, v8, v9 }, [x6]
ld4.2s { v18, v19, v20, v21 }, [x23]
ld4.2s { v12, v13, v14, v15 }, [x5]
ld4.2s { v6, v7, v8, v9 }, [x30]
ld4.2s { v17, v18, v19, v20 }, [x20], x13
ld4.2s { v8, v9, v10, v11 }, [x0], x10
ld4.2s { v20, v21, v22, v23 }, [x16], x6
ld4.2s { v30, v31, v0, v1 }, [x19], x3
ld4.4h { v15, v16, v17, v18 }, [x18]
ld4.4h { v23, v24, v25, v26 }, [x17]
ld4.4h { v30, v31, v0, v1 }, [x8]
ld4.4h { v0, v1, v2, v3 }, [x17]
ld4.4h { v2, v3, v4, v5 }, [x30], x25
ld4.4h { v8, v9, v10, v11 }, [x27], x19
ld4.4h { v15, v16, v17, v18 }, [x20], x25
ld4.4h { v28, v29, v30, v31 }, [x26], x26
ld4.4s { v0, v1, v2, v3 }, [x23]
ld4.4s { v26, v27, v28, v29 }, [x0]
ld4.4s { v3, v4, v5, v6 }, [x30]
ld4.4s { v12, v13, v14, v15 }, [x29]
ld4.4s { v22, v23, v24, v25 }, [x16], x23
ld4.4s { v30, v31, v0, v1 }, [x30], x3
ld4.4s { v24, v25, v26, v27 }, [x10], x22
ld4.4s { v26, v27, v28, v29 }, [x18], x24
ld4.8b { v25, v26, v27, v28 }, [x2]
ld4.8b { v28, v29, v30, v31 }, [x21]
ld4.8b { v25, v26, v27, v28 }, [x12]
ld4.8b { v16, v17, v18, v19 }, [x1]
ld4.8b { v5, v6, v7, v8 }, [x20], x28
ld4.8b { v21, v22, v23, v24 }, [x10], x26
ld4.8b { v25, v26, v27, v28 }, [x12], x27
ld4.8b { v28, v29, v30, v31 }, [x8], x5
ld4.8h { v2, v3, v4, v5 }, [x21]
ld4.8h { v12, v13, v14, v15 }, [x24]
ld4.8h { v1, v2, v3, v4 }, [x22]
ld4.8h { v5, v6, v7, v8 }, [x27]
ld4.8h { v27, v28, v29, v30 }, [x9], x21
ld4.8h { v2, v3, v4, v5 }, [x30], #64
ld4.8h { v3, v4, v5, v6 }, [x30], x19
ld4.8h { v25, v26, v27, v28 }, [x4], x19
mla.2s v31, v8, v21[0]
mla.2s v0, v29, v3[3]
mla.2s v24, v18, v30[3]
mla.2s v20, v16, v20[2]
mla.4h v14, v12, v10[4]
mla.4h v17, v12, v11[2]
mla.4h v13, v3, v15[0]
mla.4h v4, v21, v12[6]
mla.4s v9, v9, v19[3]
mla.4s v28, v19, v6[3]
mla.4s v28, v3, v7[0]
mla.4s v21, v29, v27[0]
mla.8h v23, v21, v10[0]
mla.8h v13, v7, v7[7]
mla.8h v4, v29, v10[0]
mla.8h v10, v5, v11[0]
mla.16b v23, v30, v7
mla.16b v21, v26, v30
mla.16b v16, v30, v15
mla.16b v4, v29, v4
mla.2s v25, v9, v19
mla.2s v1, v16, v7
mla.2s v27, v13, v15
mla.2s v22, v20, v10
mla.4h v31, v3, v22
mla.4h v16, v12, v17
mla.4h v3, v5, v13
mla.4h v17, v19, v1
mla.4s v11, v25, v18
mla.4s v5, v2, v17
mla.4s v15, v9, v1
mla.4s v9, v5, v20
mla.8b v11, v6, v3
mla.8b v25, v23, v5
mla.8b v17, v27, v2
mla.8b v30, v10, v18
mla.8h v1, v20, v18
mla.8h v7, v19, v9
mla.8h v1, v2, v0
mla.8h v7, v20, v21
mls.2s v22, v15, v26[2]
mls.2s v9, v4, v1[1]
mls.2s v16, v24, v5[2]
mls.2s v25, v18, v13[2]
mls.4h v30, v5, v3[4]
mls.4h v3, v28, v0[6]
mls.4h v13, v15, v10[5]
mls.4h v11, v21, v5[5]
mls.4s v17, v14, v12[0]
mls.4s v24, v11, v24[3]
mls.4s v13, v20, v0[0]
mls.4s v12, v31, v14[3]
mls.8h v3, v12, v4[0]
mls.8h v25, v0, v14[3]
mls.8h v11, v29, v5[7]
mls.8h v22, v11, v11[0]
mls.16b v30, v25, v4
mls.16b v10, v31, v27
mls.16b v21, v4, v29
mls.16b v25, v30, v11
mls.2s v19, v6, v14
mls.2s v28, v16, v17
mls.2s v15, v25, v11
mls.2s v22, v13, v12
mls.4h v14, v14, v12
mls.4h v20, v19, v11
mls.4h v4, v11, v28
mls.4h v10, v0, v22
mls.4s v22, v25, v20
mls.4s v8, v30, v20
mls.4s v10, v5, v0
mls.4s v3, v5, v2
mls.8b v4, v12, v3
mls.8b v12, v31, v31
mls.8b v0, v29, v22
mls.8b v6, v3, v22
mls.8h v13, v13, v18
mls.8h v4, v20, v23
mls.8h v14, v12, v26
mls.8h v29, v2, v11
movi.16b v2, #15
movi.16b v14, #172
movi.16b v27, #104
movi.16b v20, #236
movi.2d v23, #0000000000000000
movi.2d v14, #0xffffffffffffffff
movi.2d v13, #0xffff0000ffffff
movi.2s v26, #204, lsl #24
movi.2s v23, #18
movi.2s v28, #0
movi.2s v25, #0, lsl #16
movi.2s v0, #39, msl #8
movi.2s v6, #81, msl #16
movi.2s v20, #89, msl #8
movi.2s v19, #209, msl #16
movi.4h v31, #53
movi.4h v15, #100
movi.4h v24, #199, lsl #8
movi.4h v13, #0
movi.4s v24, #102, lsl #8
movi.4s v29, #187, lsl #8
movi.4s v24, #122, lsl #8
movi.4s v6, #221, lsl #8
movi.4s v31, #178, msl #8
movi.4s v12, #0, msl #8
movi.4s v2, #166, msl #8
movi.4s v31, #1, msl #8
movi.8b v16, #198
movi.8b v18, #33
movi.8b v9, #1
movi.8b v14, #0
movi.8h v21, #221, lsl #8
movi.8h v15, #238
movi.8h v13, #1
movi.8h v19, #1
mul.2s v9, v23, v1[2]
mul.2s v27, v13, v16[0]
mul.2s v4, v23, v18[0]
mul.2s v24, v26, v27[0]
mul.4h v4, v8, v12[7]
mul.4h v0, v25, v14[0]
mul.4h v4, v24, v10[7]
mul.4h v11, v18, v5[1]
mul.4s v11, v29, v6[2]
mul.4s v10, v31, v10[3]
mul.4s v26, v28, v9[0]
mul.4s v7, v7, v4[3]
mul.8h v19, v30, v15[5]
mul.8h v19, v15, v2[5]
mul.8h v2, v5, v1[5]
mul.8h v29, v15, v15[5]
mul.16b v17, v18, v26
mul.16b v6, v14, v25
mul.16b v3, v2, v11
mul.16b v9, v27, v20
mul.2s v16, v8, v1
mul.2s v8, v25, v8
mul.2s v17, v10, v31
mul.2s v4, v26, v30
mul.4h v11, v29, v10
mul.4h v29, v8, v22
mul.4h v31, v13, v4
mul.4h v5, v5, v1
mul.4s v8, v7, v14
mul.4s v4, v3, v2
mul.4s v22, v1, v0
mul.4s v6, v22, v27
mul.8b v2, v30, v3
mul.8b v7, v1, v0
mul.8b v11, v5, v16
mul.8b v17, v30, v17
mul.8h v17, v26, v11
mul.8h v12, v19, v25
mul.8h v1, v5, v30
mul.8h v29, v27, v24
mvni.2s v21, #62, lsl #8
mvni.2s v24, #0, lsl #8
mvni.2s v27, #162
mvni.2s v16, #195, lsl #24
mvni.2s v25, #2, msl #16
mvni.2s v22, #228, msl #8
mvni.2s v0, #150, msl #16
mvni.2s v12, #82, msl #8
mvni.4h v2, #89, lsl #8
mvni.4h v12, #0
mvni.4h v9, #142, lsl #8
mvni.4h v11, #245, lsl #8
mvni.4s v10, #202
mvni.4s v1, #129, lsl #24
mvni.4s v9, #255, lsl #8
mvni.4s v28, #123
mvni.4s v26, #170, msl #8
mvni.4s v10, #0, msl #8
mvni.4s v24, #42, msl #16
mvni.4s v15, #0, msl #8
mvni.8h v22, #65
mvni.8h v16, #0
mvni.8h v12, #0
mvni.8h v28, #56
neg.16b v31, v28
neg.16b v6, v5
neg.16b v28, v6
neg.16b v9, v30
neg.2d v14, v21
neg.2d v6, v24
neg.2d v16, v19
neg.2d v31, v17
neg.2s v30, v12
neg.2s v3, v22
neg.2s v26, v0
neg.2s v11, v22
neg.4h v23, v28
neg.4h v31, v9
neg.4h v14, v7
neg.4h v26, v18
neg.4s v11, v19
neg.4s v21, v28
neg.4s v8, v8
neg.4s v31, v15
neg.8b v1, v20
neg.8b v27, v9
neg.8b v5, v2
neg.8b v19, v8
neg.8h v27, v21
neg.8h v3, v10
neg.8h v5, v21
neg.8h v7, v4
mvn.16b v11, v15
mvn.16b v25, v23
mvn.16b v27, v8
mvn.16b v2, v21
mvn.8b v14, v31
mvn.8b v9, v27
mvn.8b v0, v21
mvn.8b v20, v3
orn.16b v5, v8, v22
orn.16b v16, v28, v2
orn.16b v4, v5, v19
orn.16b v17, v11, v16
orn.8b v0, v17, v10
orn.8b v19, v27, v19
orn.8b v19, v27, v25
orn.8b v23, v15, v7
orr.2s v28, #0
orr.2s v28, #245, lsl #8
orr.2s v3, #255, lsl #8
orr.2s v26, #3
orr.4h v26, #0, lsl #8
orr.4h v21, #99, lsl #8
orr.4h v12, #251
orr.4h v9, #15, lsl #8
orr.4s v23, #117, lsl #24
orr.4s v21, #77, lsl #8
orr.4s v29, #91, lsl #24
orr.4s v7, #93, lsl #8
orr.8h v3, #243, lsl #8
orr.8h v28, #86
orr.8h v6, #81, lsl #8
orr.8h v11, #247
mov.16b v10, v31
orr.16b v6, v26, v29
orr.16b v17, v16, v17
orr.16b v12, v7, v17
mov.8b v5, v0
mov.8b v6, v29
orr.8b v4, v18, v8
mov.8b v9, v14
pmull.8h v31, v22, v20
pmull.8h v26, v19, v2
pmull.8h v16, v17, v15
pmull.8h v8, v0, v15
pmull2.8h v9, v16, v13
pmull2.8h v16, v0, v18
pmull2.8h v1, v2, v14
pmull2.8h v13, v9, v6
pmul.16b v18, v4, v1
pmul.16b v26, v11, v8
pmul.16b v5, v10, v27
pmul.16b v1, v5, v20
pmul.8b v12, v7, v25
pmul.8b v6, v27, v29
pmul.8b v28, v27, v21
pmul.8b v5, v25, v24
raddhn.2s v15, v10, v26
raddhn.2s v4, v14, v12
raddhn.2s v17, v19, v0
raddhn.2s v15, v23, v28
raddhn2.4s v5, v23, v29
raddhn2.4s v11, v19, v12
raddhn2.4s v19, v18, v3
raddhn2.4s v19, v21, v26
raddhn.4h v30, v20, v10
raddhn.4h v14, v26, v14
raddhn.4h v26, v1, v26
raddhn.4h v8, v24, v9
raddhn2.8h v12, v0, v13
raddhn2.8h v12, v20, v25
raddhn2.8h v19, v9, v27
raddhn2.8h v14, v3, v24
raddhn.8b v3, v22, v4
raddhn.8b v4, v5, v6
raddhn.8b v15, v21, v10
raddhn.8b v24, v21, v2
raddhn2.16b v13, v9, v2
raddhn2.16b v23, v3, v20
raddhn2.16b v3, v28, v9
raddhn2.16b v3, v10, v5
rbit.16b v23, v6
rbit.16b v24, v22
rbit.16b v29, v31
rbit.16b v10, v31
rbit.8b v14, v2
rbit.8b v2, v19
rbit.8b v11, v10
rbit.8b v17, v8
rev16.16b v10, v25
rev16.16b v16, v14
rev16.16b v3, v10
rev16.16b v20, v0
rev16.8b v10, v31
rev16.8b v18, v29
rev16.8b v23, v6
rev16.8b v31, v31
rev32.16b v17, v19
rev32.16b v9, v4
rev32.16b v30, v10
rev32.16b v26, v2
rev32.4h v13, v2
rev32.4h v26, v23
rev32.4h v4, v25
rev32.4h v20, v9
rev32.8b v27, v27
rev32.8b v0, v28
rev32.8b v17, v22
rev32.8b v18, v13
rev32.8h v23, v7
rev32.8h v5, v13
rev32.8h v13, v6
rev32.8h v13, v31
rev64.16b v8, v1
rev64.16b v30, v5
rev64.16b v18, v31
rev64.16b v31, v11
rev64.2s v9, v28
rev64.2s v18, v30
rev64.2s v22, v29
rev64.2s v17, v8
rev64.4h v20, v23
rev64.4h v12, v19
rev64.4h v10, v26
rev64.4h v24, v11
rev64.4s v17, v13
rev64.4s v20, v27
rev64.4s v20, v30
rev64.4s v22, v15
rev64.8b v6, v14
rev64.8b v29, v5
rev64.8b v5, v19
rev64.8b v13, v10
rev64.8h v1, v15
rev64.8h v11, v6
rev64.8h v13, v11
rev64.8h v19, v24
rshrn.2s v21, v7, #32
rshrn.2s v4, v7, #1
rshrn.2s v6, v1, #22
rshrn.2s v28, v0, #1
rshrn2.4s v25, v28, #31
rshrn2.4s v25, v16, #10
rshrn2.4s v13, v0, #27
rshrn2.4s v11, v0, #1
rshrn.4h v11, v1, #8
rshrn.4h v19, v5, #1
rshrn.4h v16, v22, #1
rshrn.4h v16, v12, #1
rshrn2.8h v5, v1, #8
rshrn2.8h v17, v18, #6
rshrn2.8h v4, v12, #1
rshrn2.8h v7, v24, #1
rshrn.8b v17, v18, #7
rshrn.8b v1, v12, #5
rshrn.8b v4, v1, #8
rshrn.8b v0, v9, #8
rshrn2.16b v29, v24, #7
rshrn2.16b v5, v30, #7
rshrn2.16b v8, v29, #1
rshrn2.16b v16, v3, #2
rsubhn.2s v7, v1, v0
rsubhn.2s v18, v24, v12
rsubhn.2s v21, v28, v5
rsubhn.2s v11, v7, v22
rsubhn2.4s v2, v12, v9
rsubhn2.4s v27, v22, v15
rsubhn2.4s v9, v14, v9
rsubhn2.4s v19, v18, v6
rsubhn.4h v29, v8, v11
rsubhn.4h v15, v23, v0
rsubhn.4h v12, v23, v5
rsubhn.4h v20, v11, v30
rsubhn2.8h v28, v6, v4
rsubhn2.8h v7, v23, v3
rsubhn2.8h v17, v29, v2
rsubhn2.8h v14, v21, v31
rsubhn.8b v12, v13, v6
rsubhn.8b v16, v20, v8
rsubhn.8b v31, v29, v22
rsubhn.8b v5, v13, v10
rsubhn2.16b v13, v30, v29
rsubhn2.16b v27, v10, v28
rsubhn2.16b v2, v11, v22
rsubhn2.16b v25, v28, v7
sabal.2d v12, v25, v14
sabal.2d v9, v0, v0
sabal.2d v9, v24, v21
sabal.2d v14, v2, v7
sabal2.2d v12, v11, v2
sabal2.2d v23, v11, v11
sabal2.2d v6, v17, v12
sabal2.2d v6, v13, v9
sabal.4s v28, v15, v0
sabal.4s v31, v4, v12
sabal.4s v29, v19, v12
sabal.4s v17, v23, v22
sabal2.4s v3, v0, v28
sabal2.4s v29, v7, v21
sabal2.4s v1, v8, v20
sabal2.4s v14, v7, v16
sabal.8h v0, v15, v25
sabal.8h v19, v3, v25
sabal.8h v23, v3, v11
sabal.8h v27, v27, v29
sabal2.8h v13, v16, v5
sabal2.8h v31, v25, v24
sabal2.8h v29, v18, v8
sabal2.8h v29, v1, v18
saba.16b v5, v22, v25
saba.16b v0, v25, v26
saba.16b v30, v15, v24
saba.16b v3, v16, v24
saba.2s v28, v26, v25
saba.2s v11, v6, v14
saba.2s v14, v19, v23
saba.2s v27, v28, v29
saba.4h v14, v2, v23
saba.4h v31, v17, v8
saba.4h v31, v19, v5
saba.4h v19, v9, v17
saba.4s v5, v11, v4
saba.4s v3, v16, v8
saba.4s v29, v16, v26
saba.4s v21, v30, v19
saba.8b v0, v18, v23
saba.8b v3, v18, v28
saba.8b v6, v2, v3
saba.8b v13, v30, v17
saba.8h v20, v24, v18
saba.8h v3, v5, v1
saba.8h v10, v15, v5
saba.8h v22, v29, v17
sabdl.2d v13, v0, v6
sabdl.2d v31, v17, v19
sabdl.2d v17, v8, v2
sabdl.2d v8, v3, v14
sabdl2.2d v28, v15, v17
sabdl2.2d v29, v2, v11
sabdl2.2d v21, v16, v0
sabdl2.2d v20, v3, v9
sabdl.4s v9, v31, v6
sabdl.4s v17, v3, v21
sabdl.4s v6, v24, v30
sabdl.4s v18, v26, v5
sabdl2.4s v16, v2, v19
sabdl2.4s v13, v21, v5
sabdl2.4s v3, v1, v0
sabdl2.4s v23, v22, v14
sabdl.8h v30, v12, v20
sabdl.8h v9, v18, v14
sabdl.8h v31, v10, v4
sabdl.8h v16, v18, v19
sabdl2.8h v30, v9, v25
sabdl2.8h v27, v9, v23
sabdl2.8h v10, v5, v17
sabdl2.8h v1, v22, v5
sabd.16b v0, v7, v0
sabd.16b v22, v11, v3
sabd.16b v30, v16, v9
sabd.16b v7, v3, v18
sabd.2s v16, v17, v20
sabd.2s v8, v4, v6
sabd.2s v5, v10, v16
sabd.2s v12, v24, v19
sabd.4h v3, v3, v3
sabd.4h v10, v10, v24
sabd.4h v29, v3, v7
sabd.4h v30, v4, v6
sabd.4s v12, v6, v23
sabd.4s v27, v27, v0
sabd.4s v23, v25, v24
sabd.4s v16, v17, v25
sabd.8b v0, v27, v17
sabd.8b v17, v17, v20
sabd.8b v27, v24, v18
sabd.8b v21, v28, v7
sabd.8h v11, v23, v25
sabd.8h v25, v8, v15
sabd.8h v23, v10, v18
sabd.8h v24, v25, v1
sadalp.1d v8, v20
sadalp.1d v14, v0
sadalp.1d v4, v0
sadalp.1d v25, v15
sadalp.2d v7, v3
sadalp.2d v19, v23
sadalp.2d v13, v29
sadalp.2d v27, v22
sadalp.2s v14, v13
sadalp.2s v21, v20
sadalp.2s v0, v20
sadalp.2s v27, v19
sadalp.4h v25, v31
sadalp.4h v1, v29
sadalp.4h v16, v2
sadalp.4h v29, v8
sadalp.4s v22, v8
sadalp.4s v18, v1
sadalp.4s v11, v16
sadalp.4s v10, v1
sadalp.8h v6, v14
sadalp.8h v16, v7
sadalp.8h v2, v3
sadalp.8h v11, v8
saddlp.1d v30, v8
saddlp.1d v3, v18
saddlp.1d v27, v5
saddlp.1d v17, v30
saddlp.2d v30, v9
saddlp.2d v18, v8
saddlp.2d v0, v6
saddlp.2d v18, v3
saddlp.2s v30, v13
saddlp.2s v30, v10
saddlp.2s v20, v20
saddlp.2s v18, v19
saddlp.4h v31, v26
saddlp.4h v18, v4
saddlp.4h v4, v6
saddlp.4h v12, v30
saddlp.4s v12, v2
saddlp.4s v18, v1
saddlp.4s v24, v24
saddlp.4s v2, v28
saddlp.8h v29, v7
saddlp.8h v0, v16
saddlp.8h v24, v13
saddlp.8h v23, v11
saddlv.16b h19, v14
saddlv.16b h29, v18
saddlv.16b h19, v28
saddlv.16b h9, v22
saddlv.4h s24, v8
saddlv.4h s25, v10
saddlv.4h s7, v26
saddlv.4h s13, v23
saddlv.4s d14, v11
saddlv.4s d18, v2
saddlv.4s d29, v1
saddlv.4s d15, v8
saddlv.8b h4, v15
saddlv.8b h13, v0
saddlv.8b h6, v30
saddlv.8b h0, v9
saddlv.8h s10, v28
saddlv.8h s31, v28
saddlv.8h s27, v3
saddlv.8h s30, v4
saddl.2d v1, v30, v9
saddl.2d v31, v13, v2
saddl.2d v31, v2, v8
saddl.2d v8, v3, v21
saddl2.2d v6, v0, v26
saddl2.2d v10, v11, v21
saddl2.2d v6, v28, v16
saddl2.2d v29, v1, v1
saddl.4s v22, v21, v28
saddl.4s v31, v22, v7
saddl.4s v9, v26, v10
saddl.4s v6, v17, v3
saddl2.4s v18, v25, v10
saddl2.4s v16, v25, v6
saddl2.4s v23, v10, v22
saddl2.4s v22, v29, v29
saddl.8h v0, v2, v17
saddl.8h v31, v31, v8
saddl.8h v15, v0, v9
saddl.8h v17, v16, v29
saddl2.8h v25, v19, v10
saddl2.8h v7, v13, v27
saddl2.8h v24, v15, v0
saddl2.8h v29, v20, v20
saddw.2d v30, v26, v17
saddw.2d v19, v26, v16
saddw.2d v22, v6, v4
saddw.2d v23, v0, v13
saddw2.2d v13, v16, v24
saddw2.2d v29, v8, v24
saddw2.2d v28, v13, v7
saddw2.2d v12, v25, v2
saddw.4s v13, v13, v26
saddw.4s v20, v30, v9
saddw.4s v8, v3, v7
saddw.4s v6, v23, v11
saddw2.4s v19, v1, v27
saddw2.4s v3, v9, v24
saddw2.4s v23, v30, v14
saddw2.4s v0, v12, v0
saddw.8h v28, v16, v6
saddw.8h v0, v29, v19
saddw.8h v6, v9, v1
saddw.8h v20, v11, v6
saddw2.8h v15, v17, v5
saddw2.8h v9, v7, v18
saddw2.8h v10, v28, v5
saddw2.8h v12, v30, v21
scvtf.2d v24, v1, #12
scvtf.2d v2, v12, #24
scvtf.2d v8, v8, #50
scvtf.2d v22, v15, #4
scvtf.2s v15, v1, #31
scvtf.2s v9, v16, #23
scvtf.2s v12, v13, #22
scvtf.2s v11, v26, #6
scvtf.4s v3, v16, #27
scvtf.4s v26, v5, #1
scvtf.4s v19, v3, #1
scvtf.4s v19, v24, #10
scvtf.2d v5, v30
scvtf.2d v18, v25
scvtf.2d v15, v7
scvtf.2d v25, v25
scvtf.2s v19, v23
scvtf.2s v31, v5
scvtf.2s v9, v30
scvtf.2s v29, v19
scvtf.4s v19, v27
scvtf.4s v2, v23
scvtf.4s v27, v1
scvtf.4s v21, v10
shadd.16b v12, v9, v10
shadd.16b v30, v11, v1
shadd.16b v24, v12, v24
shadd.16b v29, v15, v28
shadd.2s v25, v22, v9
shadd.2s v9, v4, v15
shadd.2s v6, v3, v0
shadd.2s v23, v28, v4
shadd.4h v16, v16, v24
shadd.4h v5, v12, v0
shadd.4h v14, v12, v1
shadd.4h v14, v26, v24
shadd.4s v25, v3, v21
shadd.4s v23, v16, v5
shadd.4s v7, v16, v28
shadd.4s v16, v1, v25
shadd.8b v29, v17, v11
shadd.8b v14, v29, v0
shadd.8b v15, v23, v11
shadd.8b v10, v0, v11
shadd.8h v9, v15, v2
shadd.8h v13, v1, v9
shadd.8h v31, v21, v26
shadd.8h v0, v25, v7
shll.2d v28, v30, #32
shll.2d v21, v23, #32
shll.2d v20, v23, #32
shll.2d v27, v28, #32
shll2.2d v28, v27, #32
shll2.2d v28, v6, #32
shll2.2d v2, v12, #32
shll2.2d v20, v0, #32
shll.4s v0, v9, #16
shll.4s v27, v17, #16
shll.4s v25, v27, #16
shll.4s v15, v13, #16
shll2.4s v28, v25, #16
shll2.4s v24, v29, #16
shll2.4s v13, v30, #16
shll2.4s v4, v26, #16
shll.8h v1, v15, #8
shll.8h v9, v9, #8
shll.8h v31, v3, #8
shll.8h v0, v29, #8
shll2.8h v28, v19, #8
shll2.8h v11, v30, #8
shll2.8h v31, v21, #8
shll2.8h v31, v11, #8
shl.16b v2, v30, #7
shl.16b v10, v29, #5
shl.16b v11, v8, #4
shl.16b v5, v14, #2
shl.2d v2, v4, #21
shl.2d v9, v19, #0
shl.2d v30, v21, #16
shl.2d v8, v29, #35
shl.2s v24, v25, #29
shl.2s v22, v23, #1
shl.2s v31, v17, #3
shl.2s v23, v19, #30
shl.4h v25, v5, #2
shl.4h v17, v15, #15
shl.4h v13, v11, #6
shl.4h v1, v31, #0
shl.4s v28, v10, #28
shl.4s v27, v5, #25
shl.4s v20, v21, #28
shl.4s v11, v26, #15
shl.8b v4, v12, #4
shl.8b v9, v17, #3
shl.8b v16, v29, #4
shl.8b v11, v17, #1
shl.8h v18, v11, #11
shl.8h v25, v9, #0
shl.8h v22, v11, #9
shl.8h v29, v0, #14
shrn.2s v19, v7, #1
shrn.2s v1, v4, #20
shrn.2s v25, v21, #20
shrn.2s v4, v14, #32
shrn2.4s v1, v14, #17
shrn2.4s v20, v27, #3
shrn2.4s v19, v24, #19
shrn2.4s v3, v11, #7
shrn.4h v13, v30, #12
shrn.4h v5, v5, #11
shrn.4h v28, v23, #8
shrn.4h v24, v26, #1
shrn2.8h v24, v5, #16
shrn2.8h v0, v5, #11
shrn2.8h v17, v14, #7
shrn2.8h v29, v4, #15
shrn.8b v9, v8, #2
shrn.8b v19, v7, #4
shrn.8b v13, v12, #6
shrn.8b v14, v29, #1
shrn2.16b v10, v22, #6
shrn2.16b v20, v30, #4
shrn2.16b v7, v13, #1
shrn2.16b v23, v26, #5
shsub.16b v31, v5, v14
shsub.16b v21, v24, v1
shsub.16b v14, v1, v26
shsub.16b v8, v0, v21
shsub.2s v7, v20, v2
shsub.2s v18, v26, v18
shsub.2s v5, v10, v25
shsub.2s v11, v31, v2
shsub.4h v23, v21, v24
shsub.4h v27, v13, v12
shsub.4h v29, v0, v27
shsub.4h v26, v8, v11
shsub.4s v17, v24, v2
shsub.4s v24, v22, v26
shsub.4s v18, v8, v25
shsub.4s v7, v26, v16
shsub.8b v14, v15, v24
shsub.8b v0, v16, v4
shsub.8b v31, v24, v26
shsub.8b v31, v15, v4
shsub.8h v28, v1, v15
shsub.8h v22, v14, v2
shsub.8h v29, v3, v9
shsub.8h v11, v28, v31
sli.16b v4, v8, #4
sli.16b v10, v29, #5
sli.16b v16, v18, #2
sli.16b v12, v29, #3
sli.2d v19, v7, #28
sli.2d v20, v7, #58
sli.2d v15, v7, #0
sli.2d v4, v8, #12
sli.2s v4, v12, #1
sli.2s v3, v11, #17
sli.2s v0, v20, #4
sli.2s v13, v30, #26
sli.4h v19, v7, #13
sli.4h v0, v12, #0
sli.4h v8, v28, #2
sli.4h v1, v9, #2
sli.4s v29, v17, #1
sli.4s v8, v4, #3
sli.4s v1, v6, #5
sli.4s v7, v13, #0
sli.8b v1, v24, #1
sli.8b v24, v13, #3
sli.8b v8, v25, #0
sli.8b v23, v13, #0
sli.8h v1, v26, #15
sli.8h v18, v20, #0
sli.8h v24, v15, #7
sli.8h v17, v6, #0
smaxp.16b v15, v11, v14
smaxp.16b v4, v15, v22
smaxp.16b v20, v1, v31
smaxp.16b v30, v25, v20
smaxp.2s v10, v31, v1
smaxp.2s v18, v13, v12
smaxp.2s v8, v28, v17
smaxp.2s v17, v16, v3
smaxp.4h v11, v7, v9
smaxp.4h v30, v15, v5
smaxp.4h v13, v6, v14
smaxp.4h v10, v13, v30
smaxp.4s v26, v13, v28
smaxp.4s v22, v10, v12
smaxp.4s v14, v11, v12
smaxp.4s v27, v19, v14
smaxp.8b v21, v25, v4
smaxp.8b v22, v15, v13
smaxp.8b v13, v6, v18
smaxp.8b v23, v14, v29
smaxp.8h v5, v23, v30
smaxp.8h v20, v16, v29
smaxp.8h v27, v0, v11
smaxp.8h v9, v13, v23
smaxv.16b b27, v19
smaxv.16b b24, v5
smaxv.16b b15, v22
smaxv.16b b4, v17
smaxv.4h h8, v21
smaxv.4h h20, v8
smaxv.4h h10, v11
smaxv.4h h6, v14
smaxv.4s s8, v19
smaxv.4s s4, v8
smaxv.4s s31, v31
smaxv.4s s8, v31
smaxv.8b b6, v3
smaxv.8b b16, v27
smaxv.8b b21, v10
smaxv.8b b13, v27
smaxv.8h h14, v25
smaxv.8h h20, v12
smaxv.8h h18, v15
smaxv.8h h8, v3
smax.16b v8, v22, v2
smax.16b v22, v31, v17
smax.16b v17, v24, v12
smax.16b v26, v21, v20
smax.2s v26, v7, v10
smax.2s v9, v28, v13
smax.2s v3, v4, v27
smax.2s v24, v14, v31
smax.4h v18, v7, v23
smax.4h v19, v14, v10
smax.4h v6, v16, v20
smax.4h v17, v29, v10
smax.4s v7, v8, v9
smax.4s v26, v26, v25
smax.4s v10, v0, v7
smax.8b v13, v25, v28
smax.8b v24, v28, v11
smax.8b v29, v23, v20
smax.8b v24, v31, v17
smax.8h v29, v13, v10
smax.8h v0, v6, v31
smax.8h v23, v31, v1
smax.8h v7, v25, v21
sminp.16b v2, v24, v12
sminp.16b v10, v21, v8
sminp.16b v31, v22, v8
sminp.16b v14, v14, v20
sminp.2s v15, v11, v5
sminp.2s v12, v30, v30
sminp.2s v30, v19, v11
sminp.2s v22, v9, v17
sminp.4h v9, v14, v2
sminp.4h v9, v23, v16
sminp.4h v9, v29, v29
sminp.4h v9, v18, v20
sminp.4s v6, v15, v7
sminp.4s v6, v16, v24
sminp.4s v22, v25, v20
sminp.4s v16, v15, v28
sminp.8b v3, v10, v13
sminp.8b v13, v16, v4
sminp.8b v8, v11, v24
sminp.8b v23, v21, v24
sminp.8h v29, v29, v10
sminp.8h v23, v8, v14
sminp.8h v14, v3, v5
sminp.8h v9, v16, v31
sminv.16b b11, v22
sminv.16b b4, v7
sminv.16b b18, v11
sminv.16b b18, v4
sminv.4h h24, v12
sminv.4h h4, v21
sminv.4h h4, v15
sminv.4h h12, v25
sminv.4s s19, v22
sminv.4s s9, v27
sminv.4s s23, v8
sminv.4s s13, v13
sminv.8b b30, v0
sminv.8b b21, v24
sminv.8b b4, v4
sminv.8b b15, v14
sminv.8h h3, v20
sminv.8h h18, v28
sminv.8h h19, v7
sminv.8h h26, v18
smin.16b v10, v6, v4
smin.16b v23, v29, v27
smin.16b v9, v0, v16
smin.16b v31, v31, v20
smin.2s v12, v23, v31
smin.2s v3, v24, v19
smin.2s v22, v18, v10
smin.2s v3, v15, v30
smin.4h v27, v16, v11
smin.4h v26, v6, v10
smin.4h v5, v8, v26
smin.4h v17, v7, v28
smin.4s v23, v23, v15
smin.4s v7, v27, v24
smin.4s v17, v13, v19
smin.4s v24, v31, v10
smin.8b v24, v20, v20
smin.8b v16, v0, v19
smin.8b v18, v9, v0
smin.8b v28, v29, v12
smin.8h v10, v22, v17
smin.8h v12, v14, v12
smin.8h v22, v11, v0
smin.8h v26, v1, v29
smlal.2d v22, v10, v21[0]
smlal.2d v19, v13, v11[0]
smlal.2d v24, v31, v20[0]
smlal.2d v21, v9, v0[2]
smlal2.2d v20, v13, v19[1]
smlal2.2d v8, v28, v27[2]
smlal2.2d v31, v2, v28[1]
smlal2.2d v2, v5, v22[1]
smlal.4s v16, v9, v1[1]
smlal.4s v25, v7, v8[7]
smlal.4s v26, v5, v7[7]
smlal.4s v20, v24, v15[2]
smlal2.4s v0, v13, v5[4]
smlal2.4s v24, v1, v14[7]
smlal2.4s v23, v7, v12[7]
smlal2.4s v30, v14, v8[6]
smlal.2d v11, v11, v14
smlal.2d v2, v13, v12
smlal.2d v28, v21, v1
smlal.2d v27, v27, v31
smlal2.2d v5, v25, v12
smlal2.2d v6, v23, v31
smlal2.2d v8, v0, v7
smlal2.2d v5, v19, v27
smlal.4s v14, v16, v2
smlal.4s v27, v11, v18
smlal.4s v26, v0, v26
smlal.4s v27, v16, v1
smlal2.4s v28, v30, v21
smlal2.4s v25, v15, v21
smlal2.4s v0, v23, v1
smlal2.4s v7, v8, v11
smlal.8h v4, v9, v7
smlal.8h v15, v26, v29
smlal.8h v2, v27, v21
smlal.8h v27, v27, v24
smlal2.8h v20, v26, v27
smlal2.8h v27, v4, v12
smlal2.8h v3, v6, v31
smlal2.8h v3, v12, v12
smlsl.2d v20, v8, v30[1]
smlsl.2d v10, v16, v9[3]
smlsl.2d v25, v11, v8[0]
smlsl.2d v21, v31, v31[0]
smlsl2.2d v20, v20, v30[3]
smlsl2.2d v6, v30, v29[1]
smlsl2.2d v10, v7, v5[3]
smlsl2.2d v20, v6, v11[3]
smlsl.4s v10, v3, v2[7]
smlsl.4s v30, v1, v6[7]
smlsl.4s v28, v23, v9[0]
smlsl.4s v15, v2, v15[7]
smlsl2.4s v4, v9, v3[2]
smlsl2.4s v27, v8, v6[2]
smlsl2.4s v16, v3, v14[1]
smlsl2.4s v0, v15, v10[0]
smlsl.2d v16, v9, v4
smlsl.2d v26, v12, v25
smlsl.2d v6, v25, v10
smlsl.2d v17, v14, v18
smlsl2.2d v1, v6, v1
smlsl2.2d v5, v18, v0
smlsl2.2d v22, v24, v23
smlsl2.2d v28, v10, v22
smlsl.4s v16, v30, v6
smlsl.4s v9, v31, v13
smlsl.4s v30, v6, v20
smlsl.4s v19, v20, v20
smlsl2.4s v18, v0, v25
smlsl2.4s v11, v27, v16
smlsl2.4s v16, v1, v30
smlsl2.4s v18, v18, v24
smlsl.8h v9, v11, v15
smlsl.8h v14, v13, v19
smlsl.8h v15, v13, v26
smlsl.8h v16, v22, v29
smlsl2.8h v13, v17, v4
smlsl2.8h v5, v27, v16
smlsl2.8h v30, v22, v1
smlsl2.8h v27, v13, v11
smov.b wzr, v9[7]
smov.b w11, v16[0]
smov.b w20, v18[5]
smov.b w26, v6[3]
smov.h w17, v19[0]
smov.h w21, v7[7]
smov.h w1, v28[1]
smov.h w10, v10[4]
smov.b x27, v27[7]
smov.b x2, v6[15]
smov.b x0, v31[9]
smov.b x5, v21[10]
smov.h x14, v28[0]
smov.h x7, v20[1]
smov.h x20, v4[2]
smov.h x22, v19[5]
smov.s x5, v4[3]
smov.s x5, v30[2]
smov.s x18, v2[3]
smov.s x20, v27[0]
smull.2d v7, v7, v21[2]
smull.2d v22, v12, v30[3]
smull.2d v24, v21, v19[3]
smull.2d v24, v17, v30[1]
smull2.2d v17, v11, v4[0]
smull2.2d v22, v3, v10[1]
smull2.2d v13, v2, v23[3]
smull2.2d v18, v13, v16[1]
smull.4s v13, v8, v2[0]
smull.4s v7, v7, v0[2]
smull.4s v13, v26, v1[2]
smull.4s v11, v10, v3[6]
smull2.4s v9, v28, v7[3]
smull2.4s v13, v3, v2[7]
smull2.4s v21, v0, v11[2]
smull2.4s v9, v19, v3[4]
smull.2d v12, v3, v16
smull.2d v13, v1, v29
smull.2d v27, v15, v22
smull.2d v14, v1, v26
smull2.2d v29, v28, v14
smull2.2d v10, v7, v9
smull2.2d v14, v23, v5
smull2.2d v0, v31, v22
smull.4s v23, v10, v17
smull.4s v27, v4, v1
smull.4s v10, v2, v15
smull.4s v13, v7, v10
smull2.4s v28, v29, v23
smull2.4s v17, v11, v12
smull2.4s v20, v24, v14
smull2.4s v7, v25, v2
smull.8h v20, v15, v27
smull.8h v27, v13, v30
smull.8h v3, v27, v28
smull.8h v31, v12, v2
smull2.8h v4, v2, v17
smull2.8h v16, v9, v25
smull2.8h v20, v1, v2
smull2.8h v15, v7, v6
sqabs.16b v2, v11
sqabs.16b v7, v22
sqabs.16b v29, v18
sqabs.16b v31, v8
sqabs.2d v26, v18
sqabs.2d v14, v17
sqabs.2d v0, v20
sqabs.2d v12, v11
sqabs.2s v21, v20
sqabs.2s v28, v4
sqabs.2s v12, v9
sqabs.2s v8, v0
sqabs.4h v5, v27
sqabs.4h v17, v18
sqabs.4h v15, v17
sqabs.4h v18, v14
sqabs.4s v0, v18
sqabs.4s v3, v13
sqabs.4s v19, v11
sqabs.4s v14, v24
sqabs.8b v1, v25
sqabs.8b v16, v7
sqabs.8b v28, v16
sqabs.8b v4, v27
sqabs.8h v15, v17
sqabs.8h v6, v13
sqabs.8h v12, v0
sqabs.8h v16, v28
sqadd.16b v17, v14, v4
sqadd.16b v30, v9, v2
sqadd.16b v6, v18, v18
sqadd.16b v0, v20, v17
sqadd.2d v20, v7, v9
sqadd.2d v26, v28, v25
sqadd.2d v6, v0, v2
sqadd.2d v6, v13, v22
sqadd.2s v14, v0, v28
sqadd.2s v4, v1, v28
sqadd.2s v23, v24, v0
sqadd.2s v7, v21, v12
sqadd.4h v14, v4, v10
sqadd.4h v19, v0, v16
sqadd.4h v21, v2, v26
sqadd.4h v13, v1, v12
sqadd.4s v14, v6, v2
sqadd.4s v6, v29, v16
sqadd.4s v23, v26, v23
sqadd.4s v22, v27, v26
sqadd.8b v0, v17, v18
sqadd.8b v20, v24, v6
sqadd.8b v31, v11, v23
sqadd.8b v12, v5, v29
sqadd.8h v9, v7, v0
sqadd.8h v3, v29, v0
sqadd.8h v30, v10, v9
sqadd.8h v27, v3, v22
sqdmlal.h s24, h11, v1[7]
sqdmlal.h s14, h17, v7[7]
sqdmlal.h s23, h24, v8[7]
sqdmlal.h s9, h25, v6[2]
sqdmlal.s d3, s30, v7[3]
sqdmlal.s d18, s13, v25[0]
sqdmlal.s d17, s12, v22[0]
sqdmlal.s d9, s20, v22[2]
sqdmlal.2d v2, v12, v9[0]
sqdmlal.2d v12, v1, v14[3]
sqdmlal.2d v11, v13, v7[0]
sqdmlal.2d v7, v28, v12[2]
sqdmlal2.2d v16, v16, v27[0]
sqdmlal2.2d v17, v25, v12[2]
sqdmlal2.2d v13, v22, v14[1]
sqdmlal2.2d v20, v22, v26[3]
sqdmlal.4s v7, v19, v11[6]
sqdmlal.4s v29, v21, v4[0]
sqdmlal.4s v30, v31, v13[0]
sqdmlal.4s v16, v31, v12[6]
sqdmlal2.4s v7, v9, v4[5]
sqdmlal2.4s v13, v8, v8[7]
sqdmlal2.4s v9, v31, v10[7]
sqdmlal2.4s v8, v20, v15[7]
sqdmlal.2d v14, v4, v23
sqdmlal.2d v19, v22, v28
sqdmlal.2d v16, v22, v4
sqdmlal.2d v5, v2, v15
sqdmlal2.2d v10, v9, v15
sqdmlal2.2d v17, v19, v2
sqdmlal2.2d v11, v26, v27
sqdmlal2.2d v3, v10, v23
sqdmlal.4s v4, v26, v12
sqdmlal.4s v26, v12, v18
sqdmlal.4s v11, v22, v24
sqdmlal.4s v13, v6, v12
sqdmlal2.4s v7, v24, v18
sqdmlal2.4s v20, v23, v4
sqdmlal2.4s v18, v0, v12
sqdmlal2.4s v24, v14, v2
sqdmlsl.h s27, h22, v2[0]
sqdmlsl.h s14, h18, v9[7]
sqdmlsl.h s19, h27, v12[1]
sqdmlsl.h s15, h14, v13[7]
sqdmlsl.s d3, s14, v20[1]
sqdmlsl.s d7, s10, v18[0]
sqdmlsl.s d22, s28, v30[1]
sqdmlsl.s d0, s24, v24[2]
sqdmlsl.2d v19, v16, v30[2]
sqdmlsl.2d v7, v3, v15[2]
sqdmlsl.2d v3, v1, v1[2]
sqdmlsl.2d v29, v6, v19[2]
sqdmlsl2.2d v29, v13, v20[0]
sqdmlsl2.2d v3, v14, v27[0]
sqdmlsl2.2d v7, v27, v21[1]
sqdmlsl2.2d v21, v4, v31[0]
sqdmlsl.4s v2, v0, v5[7]
sqdmlsl.4s v10, v6, v10[5]
sqdmlsl.4s v25, v29, v4[4]
sqdmlsl.4s v22, v29, v1[0]
sqdmlsl2.4s v29, v22, v6[4]
sqdmlsl2.4s v17, v17, v1[0]
sqdmlsl2.4s v16, v6, v6[1]
sqdmlsl2.4s v17, v6, v14[7]
sqdmlsl.2d v17, v19, v29
sqdmlsl.2d v23, v26, v29
sqdmlsl.2d v3, v15, v26
sqdmlsl.2d v13, v10, v16
sqdmlsl2.2d v1, v12, v29
sqdmlsl2.2d v3, v12, v28
sqdmlsl2.2d v8, v6, v23
sqdmlsl2.2d v28, v14, v8
sqdmlsl.4s v2, v19, v28
sqdmlsl.4s v16, v16, v30
sqdmlsl.4s v26, v1, v6
sqdmlsl.4s v26, v26, v10
sqdmlsl2.4s v6, v29, v7
sqdmlsl2.4s v23, v17, v20
sqdmlsl2.4s v5, v14, v28
sqdmlsl2.4s v3, v25, v2
sqdmulh.h h29, h27, v15[1]
sqdmulh.h h4, h10, v0[3]
sqdmulh.h h23, h13, v8[7]
sqdmulh.h h8, h7, v10[4]
sqdmulh.s s28, s7, v18[1]
sqdmulh.s s25, s11, v30[0]
sqdmulh.s s29, s24, v5[0]
sqdmulh.s s8, s29, v17[1]
sqdmulh.2s v4, v7, v13[3]
sqdmulh.2s v15, v9, v7[1]
sqdmulh.2s v0, v6, v27[0]
sqdmulh.2s v20, v19, v21[2]
sqdmulh.4h v5, v11, v7[0]
sqdmulh.4h v7, v30, v3[2]
sqdmulh.4h v3, v6, v5[1]
sqdmulh.4h v15, v18, v15[1]
sqdmulh.4s v5, v8, v25[3]
sqdmulh.4s v25, v21, v1[0]
sqdmulh.4s v30, v21, v31[3]
sqdmulh.4s v17, v22, v0[2]
sqdmulh.8h v22, v21, v14[1]
sqdmulh.8h v27, v0, v9[1]
sqdmulh.8h v27, v10, v3[2]
sqdmulh.8h v14, v20, v2[6]
sqdmulh.2s v3, v14, v11
sqdmulh.2s v25, v20, v10
sqdmulh.2s v3, v6, v26
sqdmulh.2s v22, v21, v26
sqdmulh.4h v24, v20, v30
sqdmulh.4h v10, v18, v0
sqdmulh.4h v25, v18, v30
sqdmulh.4h v9, v5, v13
sqdmulh.4s v12, v17, v24
sqdmulh.4s v12, v28, v29
sqdmulh.4s v5, v27, v12
sqdmulh.4s v9, v4, v18
sqdmulh.8h v11, v1, v6
sqdmulh.8h v21, v5, v19
sqdmulh.8h v21, v16, v21
sqdmulh.8h v31, v27, v19
sqdmull.h s29, h0, v15[6]
sqdmull.h s21, h4, v7[0]
sqdmull.h s3, h21, v13[2]
sqdmull.h s23, h23, v4[7]
sqdmull.s d8, s20, v30[0]
sqdmull.s d27, s11, v5[2]
sqdmull.s d27, s27, v22[0]
sqdmull.s d0, s24, v31[0]
sqdmull.2d v26, v2, v0[0]
sqdmull.2d v21, v8, v6[0]
sqdmull.2d v14, v12, v6[0]
sqdmull.2d v26, v4, v7[0]
sqdmull2.2d v31, v11, v18[0]
sqdmull2.2d v3, v30, v6[0]
sqdmull2.2d v13, v12, v18[0]
sqdmull2.2d v8, v19, v29[0]
sqdmull.4s v29, v21, v3[2]
sqdmull.4s v7, v7, v3[5]
sqdmull.4s v10, v31, v7[1]
sqdmull.4s v27, v13, v11[6]
sqdmull2.4s v31, v15, v1[0]
sqdmull2.4s v12, v31, v0[7]
sqdmull2.4s v20, v31, v1[2]
sqdmull2.4s v19, v22, v3[5]
sqdmull.2d v0, v31, v11
sqdmull.2d v28, v29, v10
sqdmull.2d v16, v13, v5
sqdmull.2d v17, v27, v30
sqdmull2.2d v22, v15, v17
sqdmull2.2d v21, v4, v20
sqdmull2.2d v9, v8, v2
sqdmull2.2d v17, v4, v23
sqdmull.4s v26, v29, v26
sqdmull.4s v17, v24, v26
sqdmull.4s v22, v17, v26
sqdmull.4s v20, v27, v5
sqdmull2.4s v7, v29, v23
sqdmull2.4s v2, v20, v24
sqdmull2.4s v31, v7, v19
sqdmull2.4s v30, v8, v14
sqneg.16b v11, v10
sqneg.16b v12, v7
sqneg.16b v24, v22
sqneg.16b v7, v8
sqneg.2d v15, v23
sqneg.2d v31, v19
sqneg.2d v15, v5
sqneg.2d v30, v13
sqneg.2s v10, v17
sqneg.2s v2, v29
sqneg.2s v31, v3
sqneg.2s v4, v31
sqneg.4h v26, v24
sqneg.4h v17, v1
sqneg.4h v8, v20
sqneg.4h v29, v31
sqneg.4s v16, v30
sqneg.4s v14, v26
sqneg.4s v13, v10
sqneg.4s v26, v1
sqneg.8b v3, v19
sqneg.8b v7, v8
sqneg.8b v11, v20
sqneg.8b v3, v18
sqneg.8h v3, v6
sqneg.8h v16, v14
sqneg.8h v7, v24
sqneg.8h v24, v21
sqrdmulh.h h20, h2, v9[3]
sqrdmulh.h h27, h6, v7[0]
sqrdmulh.h h10, h3, v4[0]
sqrdmulh.h h29, h12, v15[3]
sqrdmulh.s s16, s5, v1[0]
sqrdmulh.s s8, s28, v16[1]
sqrdmulh.s s1, s14, v16[0]
sqrdmulh.s s18, s0, v3[0]
sqrdmulh.2s v3, v26, v25[1]
sqrdmulh.2s v26, v22, v23[0]
sqrdmulh.2s v28, v9, v12[1]
sqrdmulh.2s v6, v26, v20[1]
sqrdmulh.4h v1, v19, v5[7]
sqrdmulh.4h v24, v17, v14[0]
sqrdmulh.4h v13, v30, v10[4]
sqrdmulh.4h v12, v20, v5[1]
sqrdmulh.4s v7, v28, v28[2]
sqrdmulh.4s v26, v28, v24[3]
sqrdmulh.4s v14, v7, v12[0]
sqrdmulh.4s v14, v11, v30[3]
sqrdmulh.8h v13, v4, v5[7]
sqrdmulh.8h v1, v1, v9[2]
sqrdmulh.8h v2, v27, v8[1]
sqrdmulh.8h v9, v16, v6[0]
sqrdmulh.2s v22, v28, v2
sqrdmulh.2s v16, v7, v25
sqrdmulh.2s v30, v30, v25
sqrdmulh.2s v21, v7, v19
sqrdmulh.4h v25, v17, v31
sqrdmulh.4h v28, v31, v0
sqrdmulh.4h v30, v23, v20
sqrdmulh.4h v4, v9, v18
sqrdmulh.4s v25, v18, v18
sqrdmulh.4s v0, v5, v10
sqrdmulh.4s v29, v30, v20
sqrdmulh.4s v25, v22, v15
sqrdmulh.8h v2, v9, v17
sqrdmulh.8h v8, v22, v18
sqrdmulh.8h v23, v12, v30
sqrdmulh.8h v9, v1, v19
sqrshl.16b v2, v29, v22
sqrshl.16b v0, v25, v9
sqrshl.16b v10, v1, v3
sqrshl.16b v24, v29, v9
sqrshl.2d v9, v6, v17
sqrshl.2d v24, v26, v25
sqrshl.2d v26, v28, v5
sqrshl.2d v15, v4, v9
sqrshl.2s v0, v24, v21
sqrshl.2s v21, v20, v30
sqrshl.2s v23, v18, v15
sqrshl.2s v14, v8, v18
sqrshl.4h v14, v6, v22
sqrshl.4h v14, v27, v24
sqrshl.4h v6, v4, v29
sqrshl.4h v16, v24, v11
sqrshl.4s v9, v19, v12
sqrshl.4s v27, v24, v22
sqrshl.4s v29, v17, v17
sqrshl.4s v18, v7, v14
sqrshl.8b v4, v14, v27
sqrshl.8b v24, v6, v27
sqrshl.8b v1, v11, v15
sqrshl.8b v13, v8, v12
sqrshl.8h v22, v7, v4
sqrshl.8h v19, v11, v30
sqrshl.8h v18, v18, v13
sqrshl.8h v17, v30, v26
sqrshrn.2s v14, v10, #6
sqrshrn.2s v30, v19, #22
sqrshrn.2s v30, v30, #10
sqrshrn.2s v16, v5, #24
sqrshrn2.4s v8, v9, #1
sqrshrn2.4s v0, v26, #32
sqrshrn2.4s v14, v11, #10
sqrshrn2.4s v28, v31, #1
sqrshrn.4h v19, v13, #2
sqrshrn.4h v19, v18, #1
sqrshrn.4h v25, v23, #1
sqrshrn.4h v2, v27, #16
sqrshrn2.8h v6, v1, #1
sqrshrn2.8h v0, v11, #6
sqrshrn2.8h v4, v7, #13
sqrshrn2.8h v7, v13, #1
sqrshrn.8b v24, v7, #1
sqrshrn.8b v6, v28, #5
sqrshrn.8b v12, v4, #1
sqrshrn.8b v14, v1, #5
sqrshrn2.16b v11, v22, #3
sqrshrn2.16b v4, v14, #1
sqrshrn2.16b v21, v12, #3
sqrshrn2.16b v2, v26, #1
sqrshrun.2s v14, v16, #1
sqrshrun.2s v19, v6, #21
sqrshrun.2s v7, v25, #6
sqrshrun.2s v21, v18, #25
sqrshrun2.4s v31, v30, #30
sqrshrun2.4s v5, v0, #26
sqrshrun2.4s v24, v15, #1
sqrshrun2.4s v11, v18, #32
sqrshrun.4h v27, v4, #13
sqrshrun.4h v23, v29, #1
sqrshrun.4h v22, v12, #16
sqrshrun.4h v12, v22, #1
sqrshrun2.8h v13, v8, #3
sqrshrun2.8h v7, v18, #6
sqrshrun2.8h v5, v19, #11
sqrshrun2.8h v1, v23, #14
sqrshrun.8b v31, v4, #2
sqrshrun.8b v3, v31, #8
sqrshrun.8b v28, v16, #7
sqrshrun.8b v23, v18, #2
sqrshrun2.16b v25, v20, #5
sqrshrun2.16b v9, v0, #7
sqrshrun2.16b v6, v4, #1
sqrshrun2.16b v29, v21, #1
sqshlu.16b v19, v4, #7
sqshlu.16b v24, v26, #0
sqshlu.16b v25, v13, #5
sqshlu.16b v2, v5, #2
sqshlu.2d v21, v30, #33
sqshlu.2d v17, v18, #32
sqshlu.2d v5, v9, #0
sqshlu.2d v1, v17, #4
sqshlu.2s v3, v31, #2
sqshlu.2s v0, v28, #21
sqshlu.2s v7, v21, #8
sqshlu.2s v24, v17, #18
sqshlu.4h v0, v11, #2
sqshlu.4h v14, v14, #15
sqshlu.4h v22, v10, #15
sqshlu.4h v23, v31, #14
sqshlu.4s v26, v12, #5
sqshlu.4s v22, v27, #13
sqshlu.4s v10, v9, #31
sqshlu.4s v7, v3, #22
sqshlu.8b v20, v17, #7
sqshlu.8b v22, v17, #5
sqshlu.8b v7, v22, #7
sqshlu.8b v26, v6, #0
sqshlu.8h v3, v9, #3
sqshlu.8h v19, v11, #5
sqshlu.8h v16, v0, #3
sqshlu.8h v5, v8, #10
sqshl.16b v9, v0, #5
sqshl.16b v19, v24, #1
sqshl.16b v7, v27, #0
sqshl.16b v25, v28, #5
sqshl.2d v3, v21, #3
sqshl.2d v19, v17, #0
sqshl.2d v10, v3, #55
sqshl.2d v25, v7, #2
sqshl.2s v8, v13, #27
sqshl.2s v1, v21, #24
sqshl.2s v9, v10, #27
sqshl.2s v28, v0, #7
sqshl.4h v19, v5, #0
sqshl.4h v24, v31, #0
sqshl.4h v7, v24, #15
sqshl.4h v0, v29, #0
sqshl.4s v22, v24, #26
sqshl.4s v11, v29, #30
sqshl.4s v27, v5, #31
sqshl.4s v17, v25, #0
sqshl.8b v27, v12, #1
sqshl.8b v19, v4, #0
sqshl.8b v3, v24, #3
sqshl.8b v22, v31, #0
sqshl.8h v23, v22, #0
sqshl.8h v3, v5, #4
sqshl.8h v17, v17, #15
sqshl.8h v30, v12, #14
sqshl.16b v1, v10, v20
sqshl.16b v8, v2, v17
sqshl.16b v16, v13, v29
sqshl.16b v27, v7, v19
sqshl.2d v0, v13, v24
sqshl.2d v24, v15, v28
sqshl.2d v28, v24, v17
sqshl.2d v31, v18, v30
sqshl.2s v20, v18, v30
sqshl.2s v29, v14, v23
sqshl.2s v12, v28, v22
sqshl.2s v16, v22, v6
sqshl.4h v19, v10, v31
sqshl.4h v15, v18, v28
sqshl.4h v30, v31, v18
sqshl.4h v24, v18, v15
sqshl.4s v12, v18, v20
sqshl.4s v8, v23, v0
sqshl.4s v30, v19, v2
sqshl.4s v26, v25, v5
sqshl.8b v27, v11, v0
sqshl.8b v11, v2, v25
sqshl.8b v15, v20, v6
sqshl.8b v30, v5, v28
sqshl.8h v26, v16, v26
sqshl.8h v0, v30, v29
sqshl.8h v1, v21, v28
sqshl.8h v9, v30, v31
sqshrn.2s v19, v20, #3
sqshrn.2s v25, v28, #32
sqshrn.2s v6, v26, #1
sqshrn.2s v23, v22, #32
sqshrn2.4s v27, v9, #31
sqshrn2.4s v2, v13, #7
sqshrn2.4s v23, v1, #23
sqshrn2.4s v1, v19, #24
sqshrn.4h v16, v23, #1
sqshrn.4h v1, v15, #7
sqshrn.4h v28, v27, #9
sqshrn.4h v2, v6, #12
sqshrn2.8h v13, v16, #6
sqshrn2.8h v15, v8, #1
sqshrn2.8h v12, v30, #1
sqshrn2.8h v18, v11, #8
sqshrn.8b v15, v29, #1
sqshrn.8b v0, v22, #2
sqshrn.8b v19, v24, #8
sqshrn.8b v29, v5, #7
sqshrn2.16b v10, v3, #8
sqshrn2.16b v27, v17, #4
sqshrn2.16b v27, v20, #8
sqshrn2.16b v30, v12, #4
sqshrun.2s v7, v30, #25
sqshrun.2s v14, v16, #20
sqshrun.2s v1, v30, #7
sqshrun.2s v6, v4, #21
sqshrun2.4s v21, v2, #1
sqshrun2.4s v16, v26, #1
sqshrun2.4s v6, v0, #30
sqshrun2.4s v19, v11, #1
sqshrun.4h v9, v31, #6
sqshrun.4h v16, v6, #4
sqshrun.4h v2, v11, #6
sqshrun.4h v16, v23, #15
sqshrun2.8h v30, v28, #6
sqshrun2.8h v23, v27, #11
sqshrun2.8h v4, v11, #8
sqshrun2.8h v31, v4, #5
sqshrun.8b v4, v10, #7
sqshrun.8b v29, v10, #1
sqshrun.8b v16, v11, #6
sqshrun.8b v19, v12, #3
sqshrun2.16b v4, v18, #1
sqshrun2.16b v14, v29, #1
sqshrun2.16b v1, v24, #6
sqshrun2.16b v29, v0, #1
sqsub.16b v30, v8, v4
sqsub.16b v16, v31, v5
sqsub.16b v30, v5, v18
sqsub.16b v14, v15, v29
sqsub.2d v1, v16, v22
sqsub.2d v18, v14, v27
sqsub.2d v7, v6, v8
sqsub.2d v9, v2, v19
sqsub.2s v0, v31, v1
sqsub.2s v22, v2, v12
sqsub.2s v11, v28, v10
sqsub.2s v24, v13, v2
sqsub.4h v0, v0, v26
sqsub.4h v18, v27, v3
sqsub.4h v8, v17, v3
sqsub.4h v17, v4, v30
sqsub.4s v0, v8, v17
sqsub.4s v27, v6, v3
sqsub.4s v24, v2, v5
sqsub.4s v20, v9, v27
sqsub.8b v15, v14, v4
sqsub.8b v14, v10, v7
sqsub.8b v30, v29, v23
sqsub.8b v20, v19, v11
sqsub.8h v23, v15, v3
sqsub.8h v25, v7, v9
sqsub.8h v30, v29, v30
sqsub.8h v9, v29, v0
sqxtn.2s v19, v12
sqxtn.2s v14, v17
sqxtn.2s v14, v30
sqxtn.2s v10, v17
sqxtn2.4s v30, v24
sqxtn2.4s v5, v19
sqxtn2.4s v1, v24
sqxtn2.4s v28, v16
sqxtn.4h v6, v26
sqxtn.4h v3, v29
sqxtn.4h v0, v25
sqxtn.4h v16, v28
sqxtn2.8h v7, v25
sqxtn2.8h v15, v4
sqxtn2.8h v26, v4
sqxtn2.8h v28, v21
sqxtn.8b v23, v24
sqxtn.8b v10, v29
sqxtn.8b v12, v5
sqxtn.8b v10, v7
sqxtn2.16b v7, v25
sqxtn2.16b v27, v29
sqxtn2.16b v31, v12
sqxtn2.16b v1, v19
sqxtun.2s v21, v3
sqxtun.2s v16, v5
sqxtun.2s v5, v17
sqxtun.2s v29, v3
sqxtun2.4s v0, v19
sqxtun2.4s v10, v17
sqxtun2.4s v5, v26
sqxtun2.4s v21, v2
sqxtun.4h v24, v16
sqxtun.4h v23, v13
sqxtun.4h v13, v20
sqxtun.4h v15, v1
sqxtun2.8h v26, v24
sqxtun2.8h v7, v17
sqxtun2.8h v21, v9
sqxtun2.8h v29, v22
sqxtun.8b v24, v10
sqxtun.8b v22, v18
sqxtun.8b v23, v5
sqxtun.8b v4, v14
sqxtun2.16b v4, v11
sqxtun2.16b v0, v4
sqxtun2.16b v28, v2
sqxtun2.16b v13, v16
srhadd.16b v29, v29, v12
srhadd.16b v11, v30, v15
srhadd.16b v7, v5, v17
srhadd.16b v2, v15, v26
srhadd.2s v23, v16, v11
srhadd.2s v0, v3, v23
srhadd.2s v9, v30, v27
srhadd.2s v0, v18, v22
srhadd.4h v4, v15, v4
srhadd.4h v23, v28, v31
srhadd.4h v13, v5, v23
srhadd.4h v23, v7, v27
srhadd.4s v26, v19, v3
srhadd.4s v8, v0, v14
srhadd.4s v22, v29, v6
srhadd.4s v12, v27, v6
srhadd.8b v20, v1, v23
srhadd.8b v10, v17, v9
srhadd.8b v3, v14, v16
srhadd.8b v21, v25, v6
srhadd.8h v20, v26, v7
srhadd.8h v1, v6, v23
srhadd.8h v3, v8, v25
srhadd.8h v20, v9, v8
sri.16b v29, v21, #8
sri.16b v0, v1, #3
sri.16b v26, v23, #8
sri.16b v29, v1, #7
sri.2d v5, v21, #34
sri.2d v8, v9, #6
sri.2d v1, v18, #61
sri.2d v11, v7, #1
sri.2s v23, v19, #30
sri.2s v13, v19, #9
sri.2s v9, v20, #21
sri.2s v3, v11, #23
sri.4h v7, v23, #3
sri.4h v11, v26, #8
sri.4h v28, v22, #14
sri.4h v27, v30, #10
sri.4s v0, v0, #12
sri.4s v31, v12, #1
sri.4s v2, v21, #32
sri.4s v29, v23, #1
sri.8b v13, v4, #1
sri.8b v4, v15, #1
sri.8b v7, v15, #6
sri.8b v11, v9, #5
sri.8h v13, v25, #1
sri.8h v1, v12, #15
sri.8h v9, v9, #10
sri.8h v11, v7, #3
srshl.16b v19, v3, v21
srshl.16b v17, v31, v16
srshl.16b v13, v5, v23
srshl.16b v4, v7, v12
srshl.2d v3, v12, v5
srshl.2d v27, v31, v28
srshl.2d v11, v1, v24
srshl.2d v20, v9, v25
srshl.2s v26, v1, v25
srshl.2s v5, v24, v23
srshl.2s v20, v3, v14
srshl.2s v8, v15, v25
srshl.4h v25, v14, v4
srshl.4h v7, v21, v8
srshl.4h v28, v29, v5
srshl.4h v27, v12, v18
srshl.4s v26, v21, v12
srshl.4s v27, v23, v5
srshl.4s v24, v10, v24
srshl.4s v16, v11, v26
srshl.8b v21, v21, v10
srshl.8b v18, v15, v0
srshl.8b v7, v19, v16
srshl.8b v0, v29, v12
srshl.8h v20, v17, v27
srshl.8h v2, v10, v11
srshl.8h v10, v0, v4
srshl.8h v3, v27, v28
srshr.16b v25, v18, #7
srshr.16b v7, v3, #5
srshr.16b v3, v4, #2
srshr.16b v2, v3, #6
srshr.2d v16, v30, #33
srshr.2d v4, v18, #5
srshr.2d v17, v13, #61
srshr.2d v31, v12, #11
srshr.2s v4, v26, #15
srshr.2s v20, v13, #22
srshr.2s v1, v12, #14
srshr.2s v27, v27, #8
srshr.4h v14, v17, #13
srshr.4h v7, v11, #16
srshr.4h v14, v23, #2
srshr.4h v6, v7, #6
srshr.4s v31, v11, #6
srshr.4s v28, v12, #11
srshr.4s v17, v20, #31
srshr.4s v2, v5, #3
srshr.8b v25, v25, #3
srshr.8b v12, v21, #2
srshr.8b v17, v0, #3
srshr.8b v3, v31, #3
srshr.8h v14, v7, #6
srshr.8h v2, v12, #4
srshr.8h v2, v11, #14
srshr.8h v22, v12, #4
srsra.16b v9, v30, #6
srsra.16b v22, v14, #1
srsra.16b v15, v24, #5
srsra.16b v31, v13, #6
srsra.2d v27, v7, #13
srsra.2d v2, v5, #35
srsra.2d v2, v9, #30
srsra.2d v20, v5, #39
srsra.2s v14, v13, #26
srsra.2s v19, v21, #11
srsra.2s v12, v9, #28
srsra.2s v18, v9, #17
srsra.4h v4, v20, #6
srsra.4h v29, v29, #16
srsra.4h v29, v13, #1
srsra.4h v12, v30, #11
srsra.4s v12, v29, #1
srsra.4s v19, v24, #1
srsra.4s v18, v7, #18
srsra.4s v27, v12, #21
srsra.8b v10, v4, #7
srsra.8b v31, v19, #7
srsra.8b v30, v22, #2
srsra.8b v16, v27, #8
srsra.8h v23, v17, #16
srsra.8h v13, v20, #13
srsra.8h v17, v21, #10
srsra.8h v7, v8, #5
sshll.2d v29, v26, #0
sshll.2d v2, v28, #11
sshll.2d v25, v17, #24
sshll.2d v19, v18, #1
sshll2.2d v2, v15, #7
sshll2.2d v31, v15, #17
sshll2.2d v28, v7, #1
sshll2.2d v15, v12, #24
sshll.4s v11, v12, #3
sshll.4s v12, v14, #2
sshll.4s v7, v17, #13
sshll.4s v30, v19, #15
sshll2.4s v27, v25, #12
sshll2.4s v13, v28, #0
sshll2.4s v11, v6, #2
sshll2.4s v22, v5, #13
sshll.8h v13, v1, #6
sshll.8h v23, v29, #1
sshll.8h v16, v31, #4
sshll.8h v17, v13, #1
sshll2.8h v14, v5, #5
sshll2.8h v16, v0, #5
sshll2.8h v12, v22, #1
sshll2.8h v28, v2, #1
sshl.16b v26, v3, v20
sshl.16b v27, v25, v23
sshl.16b v19, v1, v1
sshl.16b v16, v13, v2
sshl.2d v31, v29, v6
sshl.2d v31, v20, v24
sshl.2d v25, v19, v29
sshl.2d v31, v16, v2
sshl.2s v2, v20, v26
sshl.2s v8, v31, v0
sshl.2s v28, v11, v18
sshl.2s v28, v19, v31
sshl.4h v2, v30, v9
sshl.4h v12, v22, v30
sshl.4h v15, v12, v19
sshl.4h v21, v11, v15
sshl.4s v10, v26, v5
sshl.4s v25, v18, v2
sshl.4s v5, v9, v18
sshl.4s v17, v29, v8
sshl.8b v21, v12, v12
sshl.8b v4, v26, v25
sshl.8b v5, v14, v28
sshl.8b v15, v21, v24
sshl.8h v9, v3, v4
sshl.8h v29, v5, v2
sshl.8h v29, v26, v13
sshl.8h v20, v4, v23
sshr.16b v21, v17, #8
sshr.16b v25, v23, #7
sshr.16b v17, v18, #1
sshr.16b v3, v29, #8
sshr.2d v16, v11, #1
sshr.2d v25, v15, #27
sshr.2d v6, v6, #1
sshr.2d v11, v3, #53
sshr.2s v2, v30, #1
sshr.2s v25, v17, #18
sshr.2s v7, v4, #7
sshr.2s v0, v2, #11
sshr.4h v10, v20, #1
sshr.4h v14, v22, #1
sshr.4h v25, v17, #1
sshr.4h v20, v3, #14
sshr.4s v24, v15, #1
sshr.4s v15, v9, #1
sshr.4s v28, v10, #25
sshr.4s v19, v2, #30
sshr.8b v17, v13, #4
sshr.8b v27, v21, #6
sshr.8b v7, v12, #1
sshr.8b v28, v18, #3
sshr.8h v12, v23, #9
sshr.8h v12, v26, #5
sshr.8h v21, v4, #10
sshr.8h v28, v0, #1
ssra.16b v9, v10, #4
ssra.16b v20, v14, #1
ssra.16b v30, v11, #1
ssra.16b v15, v24, #5
ssra.2d v7, v5, #1
ssra.2d v0, v26, #30
ssra.2d v19, v15, #56
ssra.2d v28, v11, #39
ssra.2s v0, v25, #26
ssra.2s v7, v30, #28
ssra.2s v20, v22, #4
ssra.2s v14, v2, #12
ssra.4h v10, v22, #2
ssra.4h v25, v1, #15
ssra.4h v25, v9, #9
ssra.4h v27, v11, #1
ssra.4s v5, v30, #22
ssra.4s v28, v4, #1
ssra.4s v23, v12, #32
ssra.4s v8, v16, #1
ssra.8b v31, v21, #4
ssra.8b v24, v26, #2
ssra.8b v12, v27, #8
ssra.8b v1, v10, #7
ssra.8h v10, v21, #1
ssra.8h v7, v14, #3
ssra.8h v13, v29, #1
ssra.8h v28, v23, #1
ssubl.2d v12, v0, v29
ssubl.2d v10, v27, v26
ssubl.2d v4, v26, v6
ssubl.2d v29, v20, v20
ssubl2.2d v6, v27, v16
ssubl2.2d v21, v10, v27
ssubl2.2d v16, v2, v8
ssubl2.2d v27, v22, v3
ssubl.4s v11, v30, v21
ssubl.4s v31, v4, v20
ssubl.4s v22, v4, v9
ssubl.4s v18, v15, v5
ssubl2.4s v19, v25, v12
ssubl2.4s v11, v24, v2
ssubl2.4s v2, v12, v10
ssubl2.4s v6, v6, v26
ssubl.8h v10, v29, v4
ssubl.8h v2, v28, v20
ssubl.8h v21, v29, v9
ssubl.8h v18, v6, v12
ssubl2.8h v19, v7, v29
ssubl2.8h v28, v28, v16
ssubl2.8h v23, v8, v23
ssubl2.8h v20, v30, v9
ssubw.2d v21, v31, v4
ssubw.2d v12, v31, v2
ssubw.2d v11, v28, v26
ssubw.2d v12, v24, v18
ssubw2.2d v24, v4, v1
ssubw2.2d v2, v16, v10
ssubw2.2d v21, v22, v5
ssubw2.2d v12, v9, v23
ssubw.4s v15, v30, v22
ssubw.4s v12, v10, v27
ssubw.4s v0, v18, v18
ssubw.4s v13, v4, v2
ssubw2.4s v16, v31, v13
ssubw2.4s v29, v18, v29
ssubw2.4s v26, v28, v0
ssubw2.4s v6, v31, v16
ssubw.8h v22, v17, v5
ssubw.8h v15, v23, v27
ssubw.8h v13, v20, v22
ssubw.8h v15, v1, v30
ssubw2.8h v19, v17, v12
ssubw2.8h v20, v20, v15
ssubw2.8h v8, v18, v15
ssubw2.8h v6, v14, v16
st1.16b { v0, v1, v2, v3 }, [x6]
st1.16b { v29, v30, v31, v0 }, [x18]
st1.16b { v23, v24, v25, v26 }, [x23]
st1.16b { v31, v0, v1, v2 }, [x12]
st1.16b { v31, v0, v1, v2 }, [x29], x14
st1.16b { v28, v29, v30, v31 }, [x14], x29
st1.16b { v27, v28, v29, v30 }, [x20], x3
st1.16b { v24, v25, v26, v27 }, [x10], x27
st1.1d { v19, v20, v21, v22 }, [x16]
st1.1d { v5, v6, v7, v8 }, [x6]
st1.1d { v21, v22, v23, v24 }, [x6]
st1.1d { v9, v10, v11, v12 }, [x1]
st1.1d { v6, v7, v8, v9 }, [x9], x24
st1.1d { v17, v18, v19, v20 }, [x29], x2
st1.1d { v12, v13, v14, v15 }, [x17], x25
st1.1d { v2, v3, v4, v5 }, [x14], x22
st1.2d { v10, v11, v12, v13 }, [x25]
st1.2d { v4, v5, v6, v7 }, [x9]
st1.2d { v3, v4, v5, v6 }, [x11]
st1.2d { v3, v4, v5, v6 }, [x21]
st1.2d { v4, v5, v6, v7 }, [x29], x7
st1.2d { v20, v21, v22, v23 }, [sp], x2
st1.2d { v1, v2, v3, v4 }, [x1], x16
st1.2d { v14, v15, v16, v17 }, [x5], x27
st1.2s { v14, v15, v16, v17 }, [x26]
st1.2s { v20, v21, v22, v23 }, [x26]
st1.2s { v24, v25, v26, v27 }, [x29]
st1.2s { v22, v23, v24, v25 }, [x3]
st1.2s { v17, v18, v19, v20 }, [x15], x11
st1.2s { v30, v31, v0, v1 }, [x0], x17
st1.2s { v18, v19, v20, v21 }, [x1], x0
st1.2s { v13, v14, v15, v16 }, [x8], x30
st1.4h { v20, v21, v22, v23 }, [x9]
st1.4h { v28, v29, v30, v31 }, [x16]
st1.4h { v10, v11, v12, v13 }, [x7]
st1.4h { v31, v0, v1, v2 }, [x4]
st1.4h { v12, v13, v14, v15 }, [x8], x13
st1.4h { v25, v26, v27, v28 }, [x25], x27
st1.4h { v30, v31, v0, v1 }, [x8], x9
st1.4h { v5, v6, v7, v8 }, [x19], x19
st1.4s { v19, v20, v21, v22 }, [x14]
st1.4s { v2, v3, v4, v5 }, [x20]
st1.4s { v27, v28, v29, v30 }, [x12]
st1.4s { v31, v0, v1, v2 }, [x18]
st1.4s { v26, v27, v28, v29 }, [x21], x18
st1.4s { v24, v25, v26, v27 }, [x4], x22
st1.4s { v11, v12, v13, v14 }, [x23], x11
st1.4s { v30, v31, v0, v1 }, [x23], x17
st1.8b { v21, v22, v23, v24 }, [x11]
st1.8b { v1, v2, v3, v4 }, [x14]
st1.8b { v2, v3, v4, v5 }, [x8]
st1.8b { v6, v7, v8, v9 }, [x30]
st1.8b { v21, v22, v23, v24 }, [x2], x1
st1.8b { v22, v23, v24, v25 }, [x10], x27
st1.8b { v28, v29, v30, v31 }, [x15], x20
st1.8b { v3, v4, v5, v6 }, [x29], x29
st1.8h { v26, v27, v28, v29 }, [x25]
st1.8h { v21, v22, v23, v24 }, [x17]
st1.8h { v16, v17, v18, v19 }, [x28]
st1.8h { v19, v20, v21, v22 }, [x29]
st1.8h { v28, v29, v30, v31 }, [x2], x7
st1.8h { v28, v29, v30, v31 }, [x28], x23
st1.8h { v23, v24, v25, v26 }, [x25], x22
st1.8h { v24, v25, v26, v27 }, [x6], x0
st1.16b { v26 }, [x14]
st1.16b { v29 }, [x26]
st1.16b { v23 }, [x0]
st1.16b { v13 }, [x18]
st1.16b { v4 }, [x15], x10
st1.16b { v6 }, [x25], x11
st1.16b { v14 }, [x15], x18
st1.16b { v10 }, [x29], x16
st1.1d { v13 }, [x7]
st1.1d { v21 }, [x11]
st1.1d { v22 }, [x15]
st1.1d { v28 }, [x4]
st1.1d { v4 }, [x21], x14
st1.1d { v17 }, [x22], x29
st1.1d { v3 }, [x24], x26
st1.1d { v12 }, [x16], x25
st1.2d { v31 }, [x17]
st1.2d { v13 }, [x27]
st1.2d { v13 }, [x16]
st1.2d { v20 }, [x20]
st1.2d { v25 }, [x12], x12
st1.2d { v9 }, [x10], x11
st1.2d { v2 }, [x0], x28
st1.2d { v18 }, [x14], x11
st1.2s { v17 }, [x11]
st1.2s { v19 }, [x20]
st1.2s { v2 }, [sp]
st1.2s { v22 }, [x5]
st1.2s { v19 }, [x12], x11
st1.2s { v12 }, [sp], x6
st1.2s { v28 }, [x4], x5
st1.2s { v26 }, [x28], x17
st1.4h { v7 }, [x4]
st1.4h { v26 }, [x2]
st1.4h { v31 }, [x8]
st1.4h { v5 }, [x18]
st1.4h { v22 }, [x10], x23
st1.4h { v28 }, [x19], x18
st1.4h { v29 }, [x15], x26
st1.4h { v5 }, [x21], x28
st1.4s { v27 }, [x20]
st1.4s { v27 }, [x5]
st1.4s { v0 }, [x25]
st1.4s { v17 }, [x29]
st1.4s { v8 }, [x4], x26
st1.4s { v7 }, [x23], x25
st1.4s { v28 }, [x10], x11
st1.4s { v3 }, [x2], x22
st1.8b { v5 }, [x23]
st1.8b { v30 }, [x8]
st1.8b { v22 }, [x0]
st1.8b { v8 }, [x13]
st1.8b { v3 }, [x6], x27
st1.8b { v5 }, [x27], x5
st1.8b { v22 }, [x13], x22
st1.8b { v22 }, [x24], x0
st1.8h { v21 }, [x24]
st1.8h { v10 }, [x3]
st1.8h { v8 }, [x27]
st1.8h { v23 }, [x9]
st1.8h { v28 }, [x6], x24
st1.8h { v24 }, [x11], x18
st1.8h { v5 }, [x20], x14
st1.8h { v5 }, [x8], x15
st1.16b { v25, v26, v27 }, [x12]
st1.16b { v2, v3, v4 }, [x11]
st1.16b { v22, v23, v24 }, [x29]
st1.16b { v23, v24, v25 }, [x26]
st1.16b { v21, v22, v23 }, [x22], x24
st1.16b { v12, v13, v14 }, [x23], x1
st1.16b { v2, v3, v4 }, [x3], x24
st1.16b { v15, v16, v17 }, [x14], x15
st1.1d { v27, v28, v29 }, [x19]
st1.1d { v30, v31, v0 }, [x17]
st1.1d { v26, v27, v28 }, [x9]
st1.1d { v19, v20, v21 }, [x26]
st1.1d { v5, v6, v7 }, [x2], x0
st1.1d { v10, v11, v12 }, [x25], x3
st1.1d { v0, v1, v2 }, [x8], x9
st1.1d { v9, v10, v11 }, [x26], x9
st1.2d { v24, v25, v26 }, [sp]
st1.2d { v7, v8, v9 }, [x25]
st1.2d { v4, v5, v6 }, [x2]
st1.2d { v21, v22, v23 }, [x30]
st1.2d { v22, v23, v24 }, [x18], x9
st1.2d { v23, v24, v25 }, [x6], x8
st1.2d { v12, v13, v14 }, [x4], x13
st1.2d { v20, v21, v22 }, [x13], x20
st1.2s { v28, v29, v30 }, [x5]
st1.2s { v20, v21, v22 }, [x16]
st1.2s { v18, v19, v20 }, [x5]
st1.2s { v21, v22, v23 }, [x10]
st1.2s { v2, v3, v4 }, [x16], x27
st1.2s { v18, v19, v20 }, [x29], x30
st1.2s { v16, v17, v18 }, [x0], x17
st1.2s { v26, v27, v28 }, [x25], x1
st1.4h { v4, v5, v6 }, [x21]
st1.4h { v28, v29, v30 }, [x17]
st1.4h { v20, v21, v22 }, [x20]
st1.4h { v24, v25, v26 }, [x7]
st1.4h { v1, v2, v3 }, [x6], x2
st1.4h { v30, v31, v0 }, [x12], x5
st1.4h { v20, v21, v22 }, [x3], x18
st1.4h { v20, v21, v22 }, [x0], x24
st1.4s { v1, v2, v3 }, [x15]
st1.4s { v22, v23, v24 }, [x10]
st1.4s { v23, v24, v25 }, [x18]
st1.4s { v31, v0, v1 }, [x9]
st1.4s { v0, v1, v2 }, [x10], x1
st1.4s { v21, v22, v23 }, [x18], x20
st1.4s { v23, v24, v25 }, [x23], x0
st1.4s { v21, v22, v23 }, [x17], x15
st1.8b { v23, v24, v25 }, [x15]
st1.8b { v7, v8, v9 }, [x13]
st1.8b { v24, v25, v26 }, [x13]
st1.8b { v1, v2, v3 }, [x8]
st1.8b { v11, v12, v13 }, [x28], x1
st1.8b { v10, v11, v12 }, [x0], x25
st1.8b { v21, v22, v23 }, [x2], #24
st1.8b { v11, v12, v13 }, [x5], x16
st1.8h { v24, v25, v26 }, [x18]
st1.8h { v14, v15, v16 }, [x25]
st1.8h { v26, v27, v28 }, [x24]
st1.8h { v19, v20, v21 }, [x20]
st1.8h { v16, v17, v18 }, [x21], x18
st1.8h { v28, v29, v30 }, [x19], x11
st1.8h { v28, v29, v30 }, [x23], x29
st1.8h { v17, v18, v19 }, [x25], x24
st1.16b { v1, v2 }, [x10]
st1.16b { v3, v4 }, [x26]
st1.16b { v7, v8 }, [x18]
st1.16b { v21, v22 }, [x0]
st1.16b { v26, v27 }, [x10], x0
st1.16b { v14, v15 }, [x5], x15
st1.16b { v7, v8 }, [x0], x2
st1.16b { v8, v9 }, [x4], x20
st1.1d { v23, v24 }, [x25]
st1.1d { v3, v4 }, [x7]
st1.1d { v14, v15 }, [x21]
st1.1d { v25, v26 }, [x20]
st1.1d { v24, v25 }, [x25], x23
st1.1d { v1, v2 }, [x18], x30
st1.1d { v12, v13 }, [x3], x12
st1.1d { v8, v9 }, [x1], x15
st1.2d { v2, v3 }, [x27]
st1.2d { v15, v16 }, [x24]
st1.2d { v17, v18 }, [x10]
st1.2d { v16, v17 }, [x22]
st1.2d { v2, v3 }, [x16], x15
st1.2d { v30, v31 }, [x25], x25
st1.2d { v25, v26 }, [x19], x26
st1.2d { v16, v17 }, [x4], x10
st1.2s { v30, v31 }, [x24]
st1.2s { v6, v7 }, [x22]
st1.2s { v5, v6 }, [x27]
st1.2s { v19, v20 }, [x2]
st1.2s { v23, v24 }, [x27], x21
st1.2s { v25, v26 }, [x22], x7
st1.2s { v9, v10 }, [x26], x18
st1.2s { v30, v31 }, [x26], x9
st1.4h { v7, v8 }, [x11]
st1.4h { v30, v31 }, [x13]
st1.4h { v19, v20 }, [x12]
st1.4h { v8, v9 }, [x7]
st1.4h { v13, v14 }, [x9], x6
st1.4h { v9, v10 }, [x25], x1
st1.4h { v6, v7 }, [sp], #16
st1.4h { v15, v16 }, [x26], x19
st1.4s { v28, v29 }, [x10]
st1.4s { v0, v1 }, [x10]
st1.4s { v8, v9 }, [x1]
st1.4s { v8, v9 }, [x3]
st1.4s { v27, v28 }, [x25], x7
st1.4s { v3, v4 }, [x2], x10
st1.4s { v18, v19 }, [x12], x13
st1.4s { v23, v24 }, [x3], x10
st1.8b { v19, v20 }, [x25]
st1.8b { v22, v23 }, [x29]
st1.8b { v23, v24 }, [x21]
st1.8b { v9, v10 }, [x26]
st1.8b { v17, v18 }, [x4], x10
st1.8b { v21, v22 }, [x18], x11
st1.8b { v10, v11 }, [x30], x28
st1.8b { v31, v0 }, [x23], x25
st1.8h { v8, v9 }, [x2]
st1.8h { v7, v8 }, [x26]
st1.8h { v22, v23 }, [x28]
st1.8h { v10, v11 }, [x8]
st1.8h { v6, v7 }, [x27], x16
st1.8h { v20, v21 }, [x25], x29
st1.8h { v15, v16 }, [x2], x18
st1.8h { v28, v29 }, [x6], x16
st1.b { v17 }[3], [x5]
st1.b { v24 }[1], [x24]
st1.b { v23 }[14], [x4]
st1.b { v21 }[13], [x17]
st1.b { v22 }[15], [x24], x16
st1.b { v26 }[15], [x3], x7
st1.b { v8 }[1], [x30], x13
st1.b { v15 }[9], [x14], x4
st1.d { v22 }[0], [x6]
st1.d { v17 }[1], [x16]
st1.d { v23 }[1], [x16]
st1.d { v21 }[1], [x12]
st1.d { v29 }[1], [x0], x8
st1.d { v10 }[0], [x1], x1
st1.d { v20 }[1], [x19], x5
st1.d { v0 }[1], [x9], #8
st1.h { v22 }[5], [x1]
st1.h { v10 }[6], [x8]
st1.h { v10 }[2], [x4]
st1.h { v2 }[0], [x17]
st1.h { v2 }[1], [x20], x17
st1.h { v1 }[4], [x0], x29
st1.h { v23 }[3], [x24], x16
st1.h { v9 }[3], [x1], x25
st1.s { v17 }[0], [x23]
st1.s { v12 }[1], [x4]
st1.s { v24 }[3], [x24]
st1.s { v9 }[0], [x30]
st1.s { v3 }[3], [x30], x20
st1.s { v17 }[2], [x29], x5
st1.s { v29 }[0], [x18], x12
st1.s { v23 }[3], [x0], x16
st2.b { v5, v6 }[5], [x26]
st2.b { v20, v21 }[12], [x19]
st2.b { v19, v20 }[0], [x3]
st2.b { v1, v2 }[2], [x3]
st2.b { v12, v13 }[2], [x5], x21
st2.b { v3, v4 }[12], [x0], x27
st2.b { v13, v14 }[1], [x20], x20
st2.b { v31, v0 }[8], [x7], x10
st2.d { v15, v16 }[0], [x23]
st2.d { v6, v7 }[1], [x9]
st2.d { v21, v22 }[1], [sp]
st2.d { v7, v8 }[0], [x18]
st2.d { v11, v12 }[0], [x25], x11
st2.d { v16, v17 }[0], [x9], x10
st2.d { v25, v26 }[0], [x30], x11
st2.d { v23, v24 }[1], [x6], x16
st2.h { v7, v8 }[6], [x16]
st2.h { v21, v22 }[7], [x20]
st2.h { v13, v14 }[4], [x1]
st2.h { v14, v15 }[6], [x11]
st2.h { v12, v13 }[0], [x26], x16
st2.h { v19, v20 }[7], [x4], x15
st2.h { v13, v14 }[0], [x9], x10
st2.h { v25, v26 }[5], [x28], x1
st2.s { v9, v10 }[1], [x30]
st2.s { v11, v12 }[0], [x8]
st2.s { v13, v14 }[3], [x14]
st2.s { v20, v21 }[0], [sp]
st2.s { v18, v19 }[2], [x11], x29
st2.s { v0, v1 }[2], [x24], x4
st2.s { v20, v21 }[2], [x12], x13
st2.s { v8, v9 }[2], [x17], x13
st2.16b { v16, v17 }, [x27]
st2.16b { v10, v11 }, [x18]
st2.16b { v0, v1 }, [x13]
st2.16b { v5, v6 }, [sp]
st2.16b { v4, v5 }, [x7], x6
st2.16b { v13, v14 }, [x25], x19
st2.16b { v25, v26 }, [x21], x6
st2.16b { v23, v24 }, [x4], x27
st2.2d { v20, v21 }, [x9]
st2.2d { v6, v7 }, [x20]
st2.2d { v30, v31 }, [sp]
st2.2d { v18, v19 }, [x2]
st2.2d { v15, v16 }, [x5], x1
st2.2d { v20, v21 }, [x24], x19
st2.2d { v27, v28 }, [x11], x23
st2.2d { v6, v7 }, [x17], x21
st2.2s { v31, v0 }, [x26]
st2.2s { v29, v30 }, [x1]
st2.2s { v17, v18 }, [x27]
st2.2s { v22, v23 }, [x28]
st2.2s { v16, v17 }, [x27], x12
st2.2s { v19, v20 }, [x9], x4
st2.2s { v16, v17 }, [x23], x9
st2.2s { v22, v23 }, [x15], x30
st2.4h { v12, v13 }, [x9]
st2.4h { v8, v9 }, [x6]
st2.4h { v19, v20 }, [x17]
st2.4h { v1, v2 }, [x5]
st2.4h { v24, v25 }, [x25], x21
st2.4h { v14, v15 }, [x28], x12
st2.4h { v28, v29 }, [x16], x30
st2.4h { v8, v9 }, [x7], x27
st2.4s { v30, v31 }, [x3]
st2.4s { v15, v16 }, [x16]
st2.4s { v26, v27 }, [x8]
st2.4s { v2, v3 }, [x6]
st2.4s { v2, v3 }, [x0], x1
st2.4s { v30, v31 }, [x10], x15
st2.4s { v30, v31 }, [x23], x1
st2.4s { v5, v6 }, [x23], x25
st2.8b { v16, v17 }, [x16]
st2.8b { v18, v19 }, [x23]
st2.8b { v15, v16 }, [x30]
st2.8b { v8, v9 }, [x13]
st2.8b { v5, v6 }, [x28], x21
st2.8b { v2, v3 }, [x10], x14
st2.8b { v10, v11 }, [x11], x10
st2.8b { v11, v12 }, [x15], x16
st2.8h { v31, v0 }, [x8]
st2.8h { v16, v17 }, [x2]
st2.8h { v25, v26 }, [x17]
st2.8h { v6, v7 }, [x24]
st2.8h { v7, v8 }, [x22], x29
st2.8h { v11, v12 }, [x9], x9
st2.8h { v6, v7 }, [x25], x4
st2.8h { v8, v9 }, [x0], x10
st3.b { v3, v4, v5 }[7], [x23]
st3.b { v10, v11, v12 }[7], [x6]
st3.b { v1, v2, v3 }[0], [x8]
st3.b { v13, v14, v15 }[14], [x16]
st3.b { v21, v22, v23 }[10], [x12], x8
st3.b { v21, v22, v23 }[0], [x10], x15
st3.b { v12, v13, v14 }[3], [x13], x1
st3.b { v15, v16, v17 }[0], [x22], x0
st3.d { v20, v21, v22 }[1], [x10]
st3.d { v11, v12, v13 }[1], [x22]
st3.d { v26, v27, v28 }[1], [x8]
st3.d { v16, v17, v18 }[1], [x30]
st3.d { v9, v10, v11 }[1], [x4], x21
st3.d { v9, v10, v11 }[0], [sp], x2
st3.d { v13, v14, v15 }[0], [x5], x13
st3.d { v25, v26, v27 }[1], [x28], x25
st3.h { v3, v4, v5 }[0], [x22]
st3.h { v17, v18, v19 }[2], [x29]
st3.h { v8, v9, v10 }[3], [x20]
st3.h { v17, v18, v19 }[4], [x7]
st3.h { v3, v4, v5 }[5], [x29], x1
st3.h { v2, v3, v4 }[3], [x10], #6
st3.h { v18, v19, v20 }[2], [x4], x2
st3.h { v14, v15, v16 }[3], [x24], x24
st3.s { v30, v31, v0 }[0], [x7]
st3.s { v29, v30, v31 }[0], [x29]
st3.s { v8, v9, v10 }[2], [x5]
st3.s { v26, v27, v28 }[3], [x18]
st3.s { v0, v1, v2 }[2], [x17], x19
st3.s { v2, v3, v4 }[0], [x28], x14
st3.s { v22, v23, v24 }[0], [x23], x0
st3.s { v20, v21, v22 }[3], [x20], x7
st3.16b { v19, v20, v21 }, [x15]
st3.16b { v9, v10, v11 }, [x30]
st3.16b { v11, v12, v13 }, [x23]
st3.16b { v29, v30, v31 }, [x25]
st3.16b { v11, v12, v13 }, [x5], x2
st3.16b { v6, v7, v8 }, [x5], x28
st3.16b { v30, v31, v0 }, [x24], x23
st3.16b { v5, v6, v7 }, [x16], x23
st3.2d { v18, v19, v20 }, [x4]
st3.2d { v1, v2, v3 }, [x25]
st3.2d { v22, v23, v24 }, [sp]
st3.2d { v3, v4, v5 }, [x6]
st3.2d { v26, v27, v28 }, [x28], x10
st3.2d { v27, v28, v29 }, [x21], x0
st3.2d { v21, v22, v23 }, [x0], x4
st3.2d { v29, v30, v31 }, [x22], x1
st3.2s { v18, v19, v20 }, [x13]
st3.2s { v17, v18, v19 }, [x27]
st3.2s { v2, v3, v4 }, [x27]
st3.2s { v7, v8, v9 }, [x25]
st3.2s { v9, v10, v11 }, [x12], x27
st3.2s { v2, v3, v4 }, [x14], x23
st3.2s { v4, v5, v6 }, [x16], x25
st3.2s { v3, v4, v5 }, [x16], x20
st3.4h { v10, v11, v12 }, [x11]
st3.4h { v26, v27, v28 }, [x23]
st3.4h { v5, v6, v7 }, [x29]
st3.4h { v3, v4, v5 }, [x7]
st3.4h { v4, v5, v6 }, [x7], x20
st3.4h { v25, v26, v27 }, [sp], x24
st3.4h { v13, v14, v15 }, [x9], x19
st3.4h { v16, v17, v18 }, [x18], x13
st3.4s { v22, v23, v24 }, [x20]
st3.4s { v28, v29, v30 }, [x3]
st3.4s { v9, v10, v11 }, [sp]
st3.4s { v8, v9, v10 }, [x21]
st3.4s { v27, v28, v29 }, [x28], x29
st3.4s { v7, v8, v9 }, [x26], x19
st3.4s { v12, v13, v14 }, [x9], #48
st3.4s { v12, v13, v14 }, [x2], x16
st3.8b { v29, v30, v31 }, [x25]
st3.8b { v20, v21, v22 }, [x17]
st3.8b { v23, v24, v25 }, [x23]
st3.8b { v3, v4, v5 }, [x3]
st3.8b { v6, v7, v8 }, [x29], x21
st3.8b { v20, v21, v22 }, [x16], x9
st3.8b { v23, v24, v25 }, [x0], x28
st3.8b { v9, v10, v11 }, [x20], x19
st3.8h { v10, v11, v12 }, [x2]
st3.8h { v13, v14, v15 }, [x6]
st3.8h { v8, v9, v10 }, [x12]
st3.8h { v14, v15, v16 }, [x16]
st3.8h { v16, v17, v18 }, [x3], x2
st3.8h { v16, v17, v18 }, [x20], x7
st3.8h { v18, v19, v20 }, [x18], x24
st3.8h { v2, v3, v4 }, [x23], x13
st4.b { v7, v8, v9, v10 }[2], [x9]
st4.b { v21, v22, v23, v24 }[2], [x15]
st4.b { v16, v17, v18, v19 }[15], [x24]
st4.b { v15, v16, v17, v18 }[2], [x30]
st4.b { v29, v30, v31, v0 }[15], [x7], x14
st4.b { v12, v13, v14, v15 }[7], [x19], x22
st4.b { v5, v6, v7, v8 }[0], [x26], x1
st4.b { v26, v27, v28, v29 }[15], [x21], x26
st4.d { v31, v0, v1, v2 }[1], [x24]
st4.d { v16, v17, v18, v19 }[0], [x4]
st4.d { v8, v9, v10, v11 }[1], [x27]
st4.d { v15, v16, v17, v18 }[0], [x16]
st4.d { v2, v3, v4, v5 }[1], [x30], x10
st4.d { v14, v15, v16, v17 }[0], [x19], x12
st4.d { v17, v18, v19, v20 }[0], [x30], x4
st4.d { v11, v12, v13, v14 }[1], [x20], x0
st4.h { v1, v2, v3, v4 }[3], [x19]
st4.h { v5, v6, v7, v8 }[0], [x10]
st4.h { v13, v14, v15, v16 }[0], [x17]
st4.h { v18, v19, v20, v21 }[2], [x10]
st4.h { v7, v8, v9, v10 }[0], [x13], x14
st4.h { v1, v2, v3, v4 }[1], [x22], x18
st4.h { v5, v6, v7, v8 }[5], [x30], x1
st4.h { v8, v9, v10, v11 }[5], [x12], x2
st4.s { v16, v17, v18, v19 }[0], [sp]
st4.s { v23, v24, v25, v26 }[0], [x24]
st4.s { v4, v5, v6, v7 }[3], [x13]
st4.s { v15, v16, v17, v18 }[0], [x6]
st4.s { v13, v14, v15, v16 }[3], [x18], x3
st4.s { v13, v14, v15, v16 }[2], [x11], x11
st4.s { v19, v20, v21, v22 }[1], [x13], x7
st4.s { v31, v0, v1, v2 }[3], [x0], x25
st4.16b { v29, v30, v31, v0 }, [x12]
st4.16b { v6, v7, v8, v9 }, [x1]
st4.16b { v4, v5, v6, v7 }, [x22]
st4.16b { v7, v8, v9, v10 }, [x24]
st4.16b { v16, v17, v18, v19 }, [x1], x3
st4.16b { v8, v9, v10, v11 }, [x4], x29
st4.16b { v10, v11, v12, v13 }, [x4], x10
st4.16b { v10, v11, v12, v13 }, [x3], x8
st4.2d { v22, v23, v24, v25 }, [x2]
st4.2d { v23, v24, v25, v26 }, [x1]
st4.2d { v31, v0, v1, v2 }, [x4]
st4.2d { v21, v22, v23, v24 }, [x6]
st4.2d { v0, v1, v2, v3 }, [x26], x29
st4.2d { v28, v29, v30, v31 }, [x11], x6
st4.2d { v2, v3, v4, v5 }, [x5], x29
st4.2d { v6, v7, v8, v9 }, [x22], x30
st4.2s { v1, v2, v3, v4 }, [x2]
st4.2s { v1, v2, v3, v4 }, [x24]
st4.2s { v16, v17, v18, v19 }, [x0]
st4.2s { v1, v2, v3, v4 }, [x18]
st4.2s { v19, v20, v21, v22 }, [x6], x28
st4.2s { v23, v24, v25, v26 }, [x19], x22
st4.2s { v30, v31, v0, v1 }, [x26], x30
st4.2s { v31, v0, v1, v2 }, [x7], x9
st4.4h { v5, v6, v7, v8 }, [x7]
st4.4h { v4, v5, v6, v7 }, [x20]
st4.4h { v25, v26, v27, v28 }, [x6]
st4.4h { v22, v23, v24, v25 }, [x20]
st4.4h { v2, v3, v4, v5 }, [x3], x10
st4.4h { v2, v3, v4, v5 }, [x6], x7
st4.4h { v28, v29, v30, v31 }, [x8], x0
st4.4h { v20, v21, v22, v23 }, [x24], x9
st4.4s { v3, v4, v5, v6 }, [x22]
st4.4s { v10, v11, v12, v13 }, [x22]
st4.4s { v2, v3, v4, v5 }, [x8]
st4.4s { v9, v10, v11, v12 }, [x26]
st4.4s { v19, v20, v21, v22 }, [x6], x23
st4.4s { v16, v17, v18, v19 }, [x3], x7
st4.4s { v8, v9, v10, v11 }, [x18], x7
st4.4s { v11, v12, v13, v14 }, [x5], x16
st4.8b { v24, v25, v26, v27 }, [x22]
st4.8b { v30, v31, v0, v1 }, [x12]
st4.8b { v11, v12, v13, v14 }, [x6]
st4.8b { v6, v7, v8, v9 }, [x5]
st4.8b { v23, v24, v25, v26 }, [x15], x1
st4.8b { v3, v4, v5, v6 }, [x9], x2
st4.8b { v6, v7, v8, v9 }, [x29], x17
st4.8b { v26, v27, v28, v29 }, [x16], x6
st4.8h { v25, v26, v27, v28 }, [x16]
st4.8h { v13, v14, v15, v16 }, [sp]
st4.8h { v19, v20, v21, v22 }, [x25]
st4.8h { v6, v7, v8, v9 }, [x20]
st4.8h { v29, v30, v31, v0 }, [x20], x8
st4.8h { v27, v28, v29, v30 }, [x5], x12
st4.8h { v13, v14, v15, v16 }, [x15], x14
st4.8h { v8, v9, v10, v11 }, [x0], x21
subhn.2s v27, v23, v4
subhn.2s v20, v12, v0
subhn.2s v7, v16, v26
subhn.2s v3, v19, v21
subhn2.4s v4, v14, v1
subhn2.4s v7, v11, v8
subhn2.4s v8, v25, v18
subhn2.4s v12, v8, v27
subhn.4h v20, v18, v17
subhn.4h v11, v2, v29
subhn.4h v13, v22, v1
subhn.4h v31, v28, v21
subhn2.8h v8, v5, v14
subhn2.8h v30, v12, v13
subhn2.8h v28, v4, v22
subhn2.8h v12, v13, v30
subhn.8b v6, v2, v31
subhn.8b v21, v13, v30
subhn.8b v13, v3, v20
subhn.8b v26, v10, v28
subhn2.16b v0, v3, v7
subhn2.16b v9, v0, v12
subhn2.16b v12, v14, v6
subhn2.16b v21, v14, v0
sub.16b v14, v12, v17
sub.16b v24, v30, v12
sub.16b v15, v21, v26
sub.16b v25, v31, v23
sub.2d v12, v26, v21
sub.2d v26, v22, v27
sub.2d v7, v10, v31
sub.2d v31, v10, v8
sub.2s v28, v8, v13
sub.2s v19, v25, v19
sub.2s v14, v3, v20
sub.2s v22, v10, v22
sub.4h v10, v7, v15
sub.4h v13, v18, v30
sub.4h v15, v29, v16
sub.4h v21, v26, v9
sub.4s v24, v28, v31
sub.4s v26, v14, v12
sub.4s v17, v16, v8
sub.4s v31, v11, v20
sub.8b v26, v0, v31
sub.8b v20, v12, v16
sub.8b v19, v3, v31
sub.8b v14, v11, v12
sub.8h v14, v29, v27
sub.8h v12, v0, v3
sub.8h v22, v16, v25
sub.8h v16, v24, v13
suqadd.16b v12, v9
suqadd.16b v19, v5
suqadd.16b v19, v31
suqadd.16b v25, v6
suqadd.2d v7, v13
suqadd.2d v25, v0
suqadd.2d v10, v11
suqadd.2d v3, v1
suqadd.2s v12, v19
suqadd.2s v5, v17
suqadd.2s v10, v24
suqadd.2s v22, v18
suqadd.4h v6, v23
suqadd.4h v16, v14
suqadd.4h v15, v12
suqadd.4h v13, v8
suqadd.4s v30, v6
suqadd.4s v20, v6
suqadd.4s v1, v17
suqadd.4s v18, v24
suqadd.8b v18, v29
suqadd.8b v17, v23
suqadd.8b v22, v9
suqadd.8b v18, v25
suqadd.8h v25, v11
suqadd.8h v13, v23
suqadd.8h v3, v16
suqadd.8h v12, v14
tbl.16b v4, { v4 }, v10
tbl.16b v3, { v27 }, v1
tbl.16b v9, { v30 }, v16
tbl.16b v8, { v3 }, v7
tbl.16b v19, { v20, v21 }, v18
tbl.16b v5, { v3, v4 }, v4
tbl.16b v2, { v27, v28 }, v15
tbl.16b v26, { v0, v1 }, v15
tbl.16b v12, { v22, v23, v24 }, v18
tbl.16b v16, { v5, v6, v7 }, v24
tbl.16b v17, { v6, v7, v8 }, v31
tbl.16b v0, { v13, v14, v15 }, v20
tbl.16b v11, { v29, v30, v31, v0 }, v26
tbl.16b v11, { v27, v28, v29, v30 }, v5
tbl.16b v16, { v28, v29, v30, v31 }, v16
tbl.16b v2, { v4, v5, v6, v7 }, v14
tbl.8b v6, { v14 }, v29
tbl.8b v21, { v11 }, v28
tbl.8b v1, { v7 }, v19
tbl.8b v28, { v5 }, v0
tbl.8b v20, { v18, v19 }, v13
tbl.8b v2, { v9, v10 }, v16
tbl.8b v16, { v19, v20 }, v20
tbl.8b v9, { v0, v1 }, v7
tbl.8b v3, { v8, v9, v10 }, v14
tbl.8b v30, { v4, v5, v6 }, v14
tbl.8b v13, { v23, v24, v25 }, v26
tbl.8b v21, { v23, v24, v25 }, v10
tbl.8b v17, { v0, v1, v2, v3 }, v11
tbl.8b v15, { v1, v2, v3, v4 }, v28
tbl.8b v4, { v31, v0, v1, v2 }, v5
tbl.8b v16, { v1, v2, v3, v4 }, v12
tbx.16b v18, { v29 }, v25
tbx.16b v19, { v14 }, v16
tbx.16b v26, { v4 }, v13
tbx.16b v21, { v26 }, v21
tbx.16b v23, { v29, v30 }, v15
tbx.16b v21, { v8, v9 }, v9
tbx.16b v10, { v1, v2 }, v18
tbx.16b v28, { v18, v19 }, v30
tbx.16b v2, { v5, v6, v7 }, v31
tbx.16b v8, { v18, v19, v20 }, v8
tbx.16b v27, { v22, v23, v24 }, v24
tbx.16b v17, { v10, v11, v12 }, v11
tbx.16b v3, { v28, v29, v30, v31 }, v13
tbx.16b v24, { v1, v2, v3, v4 }, v26
tbx.16b v16, { v17, v18, v19, v20 }, v29
tbx.16b v6, { v7, v8, v9, v10 }, v13
tbx.8b v11, { v25 }, v22
tbx.8b v1, { v28 }, v13
tbx.8b v28, { v23 }, v7
tbx.8b v14, { v29 }, v10
tbx.8b v17, { v27, v28 }, v28
tbx.8b v26, { v27, v28 }, v20
tbx.8b v19, { v13, v14 }, v4
tbx.8b v22, { v3, v4 }, v8
tbx.8b v18, { v30, v31, v0 }, v31
tbx.8b v4, { v2, v3, v4 }, v27
tbx.8b v24, { v25, v26, v27 }, v0
tbx.8b v12, { v20, v21, v22 }, v15
tbx.8b v0, { v6, v7, v8, v9 }, v31
tbx.8b v19, { v21, v22, v23, v24 }, v18
tbx.8b v11, { v5, v6, v7, v8 }, v29
tbx.8b v11, { v29, v30, v31, v0 }, v24
trn1.16b v10, v1, v6
trn1.16b v15, v12, v21
trn1.16b v3, v7, v2
trn1.16b v25, v31, v4
trn1.2d v28, v17, v31
trn1.2d v3, v5, v0
trn1.2d v15, v15, v11
trn1.2d v4, v30, v1
trn1.2s v24, v4, v0
trn1.2s v28, v3, v12
trn1.2s v25, v14, v17
trn1.2s v20, v13, v3
trn1.4h v23, v7, v29
trn1.4h v9, v6, v4
trn1.4h v12, v5, v21
trn1.4h v12, v27, v31
trn1.4s v22, v23, v10
trn1.4s v29, v9, v3
trn1.4s v16, v24, v24
trn1.4s v10, v6, v29
trn1.8b v3, v9, v1
trn1.8b v4, v23, v21
trn1.8b v19, v19, v29
trn1.8b v6, v26, v2
trn1.8h v17, v16, v12
trn1.8h v25, v11, v6
trn1.8h v14, v14, v22
trn1.8h v24, v22, v16
trn2.16b v26, v16, v2
trn2.16b v8, v24, v18
trn2.16b v31, v22, v10
trn2.16b v1, v7, v1
trn2.2d v15, v16, v26
trn2.2d v6, v1, v16
trn2.2d v12, v14, v19
trn2.2d v0, v9, v29
trn2.2s v26, v4, v3
trn2.2s v20, v21, v18
trn2.2s v22, v27, v22
trn2.2s v12, v4, v15
trn2.4h v21, v17, v8
trn2.4h v26, v12, v6
trn2.4h v27, v29, v9
trn2.4h v1, v11, v13
trn2.4s v14, v14, v30
trn2.4s v5, v9, v14
trn2.4s v31, v10, v21
trn2.4s v22, v27, v16
trn2.8b v27, v19, v24
trn2.8b v31, v7, v20
trn2.8b v23, v18, v14
trn2.8b v20, v24, v17
trn2.8h v22, v26, v22
trn2.8h v21, v28, v19
trn2.8h v29, v12, v4
trn2.8h v7, v31, v9
uabal.2d v23, v28, v26
uabal.2d v11, v2, v4
uabal.2d v19, v7, v9
uabal.2d v26, v30, v3
uabal2.2d v22, v14, v9
uabal2.2d v8, v1, v1
uabal2.2d v31, v0, v19
uabal2.2d v23, v3, v22
uabal.4s v3, v18, v3
uabal.4s v25, v7, v6
uabal.4s v15, v1, v9
uabal.4s v13, v9, v27
uabal2.4s v10, v5, v4
uabal2.4s v5, v28, v7
uabal2.4s v18, v5, v16
uabal2.4s v11, v23, v6
uabal.8h v21, v15, v19
uabal.8h v18, v25, v0
uabal.8h v20, v31, v8
uabal.8h v25, v18, v29
uabal2.8h v15, v25, v28
uabal2.8h v11, v17, v7
uabal2.8h v31, v13, v27
uabal2.8h v7, v10, v31
uaba.16b v31, v16, v30
uaba.16b v10, v23, v11
uaba.16b v25, v29, v7
uaba.16b v18, v27, v11
uaba.2s v5, v31, v15
uaba.2s v10, v8, v25
uaba.2s v27, v17, v5
uaba.2s v29, v22, v21
uaba.4h v9, v9, v16
uaba.4h v3, v2, v23
uaba.4h v13, v18, v20
uaba.4h v25, v22, v20
uaba.4s v17, v12, v2
uaba.4s v13, v13, v6
uaba.4s v3, v29, v1
uaba.4s v25, v16, v26
uaba.8b v18, v3, v5
uaba.8b v22, v16, v0
uaba.8b v15, v0, v18
uaba.8b v9, v6, v29
uaba.8h v1, v15, v25
uaba.8h v24, v4, v20
uaba.8h v15, v16, v21
uaba.8h v17, v1, v5
uabdl.2d v17, v9, v8
uabdl.2d v20, v8, v22
uabdl.2d v20, v30, v18
uabdl.2d v19, v14, v1
uabdl2.2d v8, v22, v18
uabdl2.2d v3, v27, v11
uabdl2.2d v26, v25, v5
uabdl2.2d v7, v21, v0
uabdl.4s v2, v21, v23
uabdl.4s v17, v27, v15
uabdl.4s v8, v2, v9
uabdl.4s v13, v7, v5
uabdl2.4s v14, v16, v7
uabdl2.4s v1, v8, v27
uabdl2.4s v5, v27, v20
uabdl2.4s v30, v24, v14
uabdl.8h v22, v15, v31
uabdl.8h v20, v7, v0
uabdl.8h v18, v20, v6
uabdl.8h v17, v20, v10
uabdl2.8h v23, v13, v30
uabdl2.8h v29, v10, v9
uabdl2.8h v17, v29, v5
uabdl2.8h v31, v19, v31
uabd.16b v23, v1, v9
uabd.16b v28, v22, v24
uabd.16b v23, v11, v1
uabd.16b v24, v13, v6
uabd.2s v30, v13, v18
uabd.2s v6, v4, v10
uabd.2s v1, v19, v10
uabd.2s v19, v27, v19
uabd.4h v17, v31, v6
uabd.4h v16, v0, v5
uabd.4h v17, v2, v10
uabd.4h v11, v28, v18
uabd.4s v2, v7, v21
uabd.4s v5, v25, v12
uabd.4s v31, v29, v21
uabd.4s v11, v21, v7
uabd.8b v26, v14, v11
uabd.8b v1, v28, v23
uabd.8b v17, v8, v11
uabd.8b v30, v10, v4
uabd.8h v30, v31, v27
uabd.8h v24, v17, v1
uabd.8h v15, v5, v6
uabd.8h v30, v24, v3
uadalp.1d v27, v17
uadalp.1d v6, v8
uadalp.1d v18, v1
uadalp.1d v24, v7
uadalp.2d v3, v28
uadalp.2d v28, v25
uadalp.2d v21, v8
uadalp.2d v21, v27
uadalp.2s v11, v31
uadalp.2s v6, v6
uadalp.2s v30, v16
uadalp.2s v6, v12
uadalp.4h v14, v5
uadalp.4h v13, v11
uadalp.4h v24, v17
uadalp.4h v10, v6
uadalp.4s v17, v31
uadalp.4s v16, v25
uadalp.4s v4, v20
uadalp.4s v8, v10
uadalp.8h v5, v11
uadalp.8h v8, v5
uadalp.8h v1, v28
uadalp.8h v9, v26
uaddlp.1d v22, v11
uaddlp.1d v25, v22
uaddlp.1d v4, v3
uaddlp.1d v18, v4
uaddlp.2d v29, v1
uaddlp.2d v7, v25
uaddlp.2d v19, v17
uaddlp.2d v12, v8
uaddlp.2s v0, v12
uaddlp.2s v19, v6
uaddlp.2s v26, v21
uaddlp.2s v22, v3
uaddlp.4h v17, v30
uaddlp.4h v24, v24
uaddlp.4h v11, v30
uaddlp.4h v27, v24
uaddlp.4s v29, v3
uaddlp.4s v22, v10
uaddlp.4s v2, v20
uaddlp.4s v14, v24
uaddlp.8h v14, v13
uaddlp.8h v28, v1
uaddlp.8h v1, v29
uaddlp.8h v13, v19
uaddlv.16b h3, v12
uaddlv.16b h23, v20
uaddlv.16b h13, v9
uaddlv.16b h15, v12
uaddlv.4h s11, v13
uaddlv.4h s1, v2
uaddlv.4h s30, v19
uaddlv.4h s18, v17
uaddlv.4s d11, v19
uaddlv.4s d13, v10
uaddlv.4s d3, v3
uaddlv.4s d11, v17
uaddlv.8b h8, v21
uaddlv.8b h1, v13
uaddlv.8b h3, v19
uaddlv.8b h24, v17
uaddlv.8h s4, v19
uaddlv.8h s4, v15
uaddlv.8h s1, v26
uaddlv.8h s27, v6
uaddl.2d v21, v17, v20
uaddl.2d v2, v20, v23
uaddl.2d v22, v14, v18
uaddl.2d v10, v22, v15
uaddl2.2d v12, v9, v28
uaddl2.2d v1, v17, v22
uaddl2.2d v3, v8, v12
uaddl2.2d v12, v20, v20
uaddl.4s v2, v19, v6
uaddl.4s v29, v15, v5
uaddl.4s v5, v7, v10
uaddl.4s v10, v4, v31
uaddl2.4s v12, v0, v8
uaddl2.4s v21, v11, v26
uaddl2.4s v25, v3, v11
uaddl2.4s v15, v30, v22
uaddl.8h v14, v31, v17
uaddl.8h v11, v28, v22
uaddl.8h v5, v22, v20
uaddl.8h v0, v23, v30
uaddl2.8h v7, v13, v16
uaddl2.8h v24, v8, v7
uaddl2.8h v4, v9, v13
uaddl2.8h v31, v23, v10
uaddw.2d v25, v8, v25
uaddw.2d v30, v24, v25
uaddw.2d v14, v31, v22
uaddw.2d v8, v30, v17
uaddw2.2d v13, v3, v18
uaddw2.2d v24, v31, v24
uaddw2.2d v0, v14, v25
uaddw2.2d v14, v9, v31
uaddw.4s v13, v24, v24
uaddw.4s v19, v30, v16
uaddw.4s v11, v18, v16
uaddw.4s v2, v29, v16
uaddw2.4s v25, v24, v19
uaddw2.4s v6, v8, v28
uaddw2.4s v22, v27, v9
uaddw2.4s v28, v22, v6
uaddw.8h v27, v25, v24
uaddw.8h v17, v24, v18
uaddw.8h v27, v8, v11
uaddw.8h v24, v31, v18
uaddw2.8h v13, v30, v31
uaddw2.8h v3, v17, v22
uaddw2.8h v15, v14, v13
uaddw2.8h v23, v17, v20
ucvtf.2d v13, v29, #60
ucvtf.2d v24, v21, #53
ucvtf.2d v23, v13, #55
ucvtf.2d v12, v31, #8
ucvtf.2s v27, v2, #1
ucvtf.2s v17, v12, #31
ucvtf.2s v24, v10, #32
ucvtf.2s v15, v13, #17
ucvtf.4s v15, v4, #1
ucvtf.4s v26, v30, #22
ucvtf.4s v26, v0, #22
ucvtf.4s v2, v20, #13
ucvtf.2d v12, v2
ucvtf.2d v23, v5
ucvtf.2d v10, v12
ucvtf.2d v6, v26
ucvtf.2s v25, v7
ucvtf.2s v30, v20
ucvtf.2s v9, v16
ucvtf.2s v6, v6
ucvtf.4s v2, v14
ucvtf.4s v10, v16
ucvtf.4s v30, v12
ucvtf.4s v10, v24
uhadd.16b v22, v0, v18
uhadd.16b v1, v17, v14
uhadd.16b v16, v31, v8
uhadd.16b v24, v23, v1
uhadd.2s v12, v19, v28
uhadd.2s v14, v3, v28
uhadd.2s v0, v14, v7
uhadd.2s v10, v25, v8
uhadd.4h v9, v5, v24
uhadd.4h v30, v4, v28
uhadd.4h v1, v4, v25
uhadd.4h v30, v6, v11
uhadd.4s v18, v24, v13
uhadd.4s v27, v12, v19
uhadd.4s v22, v0, v19
uhadd.4s v30, v12, v22
uhadd.8b v14, v15, v4
uhadd.8b v22, v11, v12
uhadd.8b v16, v20, v16
uhadd.8b v29, v10, v12
uhadd.8h v8, v10, v1
uhadd.8h v19, v6, v2
uhadd.8h v27, v24, v14
uhadd.8h v4, v14, v23
uhsub.16b v21, v10, v28
uhsub.16b v25, v13, v8
uhsub.16b v9, v2, v17
uhsub.16b v4, v13, v8
uhsub.2s v22, v1, v22
uhsub.2s v30, v2, v3
uhsub.2s v29, v26, v30
uhsub.2s v20, v17, v5
uhsub.4h v10, v24, v11
uhsub.4h v16, v18, v1
uhsub.4h v6, v25, v13
uhsub.4h v21, v30, v20
uhsub.4s v11, v11, v0
uhsub.4s v6, v21, v28
uhsub.4s v0, v7, v11
uhsub.4s v10, v19, v29
uhsub.8b v5, v20, v25
uhsub.8b v26, v1, v30
uhsub.8b v6, v0, v7
uhsub.8b v11, v5, v14
uhsub.8h v4, v0, v11
uhsub.8h v7, v15, v14
uhsub.8h v6, v2, v5
uhsub.8h v27, v4, v29
umaxp.16b v7, v11, v30
umaxp.16b v25, v6, v14
umaxp.16b v0, v19, v8
umaxp.16b v15, v0, v13
umaxp.2s v3, v14, v25
umaxp.2s v15, v8, v11
umaxp.2s v23, v6, v9
umaxp.2s v19, v31, v3
umaxp.4h v17, v23, v20
umaxp.4h v27, v21, v12
umaxp.4h v24, v24, v19
umaxp.4h v11, v10, v15
umaxp.4s v3, v29, v1
umaxp.4s v6, v20, v3
umaxp.4s v20, v2, v1
umaxp.4s v16, v14, v20
umaxp.8b v12, v17, v25
umaxp.8b v16, v16, v19
umaxp.8b v11, v2, v30
umaxp.8b v29, v4, v3
umaxp.8h v27, v11, v18
umaxp.8h v11, v22, v1
umaxp.8h v26, v0, v10
umaxp.8h v4, v4, v15
umaxv.16b b29, v28
umaxv.16b b26, v7
umaxv.16b b6, v22
umaxv.16b b31, v30
umaxv.4h h10, v1
umaxv.4h h4, v27
umaxv.4h h31, v1
umaxv.4h h9, v27
umaxv.4s s26, v6
umaxv.4s s16, v8
umaxv.4s s23, v2
umaxv.4s s22, v25
umaxv.8b b27, v0
umaxv.8b b31, v30
umaxv.8b b31, v19
umaxv.8b b2, v26
umaxv.8h h29, v10
umaxv.8h h12, v27
umaxv.8h h7, v7
umaxv.8h h14, v31
umax.16b v8, v8, v12
umax.16b v27, v6, v25
umax.16b v13, v9, v1
umax.16b v29, v22, v16
umax.2s v27, v25, v5
umax.2s v28, v27, v9
umax.2s v7, v20, v27
umax.2s v11, v23, v6
umax.4h v17, v30, v28
umax.4h v11, v25, v2
umax.4h v2, v25, v29
umax.4h v7, v20, v8
umax.4s v22, v5, v2
umax.4s v27, v30, v26
umax.4s v16, v12, v14
umax.4s v25, v26, v17
umax.8b v3, v21, v24
umax.8b v2, v18, v17
umax.8b v27, v26, v21
umax.8b v21, v13, v7
umax.8h v4, v4, v3
umax.8h v25, v3, v8
umax.8h v25, v28, v23
umax.8h v5, v22, v13
uminp.16b v0, v17, v27
uminp.16b v16, v19, v0
uminp.16b v18, v17, v4
uminp.16b v6, v7, v16
uminp.2s v15, v0, v11
uminp.2s v20, v3, v9
uminp.2s v3, v12, v8
uminp.2s v25, v24, v8
uminp.4h v5, v22, v3
uminp.4h v1, v28, v6
uminp.4h v25, v7, v31
uminp.4h v14, v16, v25
uminp.4s v1, v1, v21
uminp.4s v12, v10, v23
uminp.4s v7, v28, v2
uminp.4s v28, v6, v8
uminp.8b v31, v16, v28
uminp.8b v14, v4, v7
uminp.8b v26, v29, v21
uminp.8b v13, v9, v24
uminp.8h v18, v18, v0
uminp.8h v29, v6, v6
uminp.8h v1, v9, v19
uminp.8h v22, v16, v15
uminv.16b b8, v21
uminv.16b b5, v28
uminv.16b b10, v0
uminv.16b b24, v24
uminv.4h h10, v27
uminv.4h h19, v16
uminv.4h h31, v30
uminv.4h h26, v31
uminv.4s s27, v8
uminv.4s s9, v15
uminv.4s s25, v0
uminv.4s s27, v7
uminv.8b b21, v5
uminv.8b b6, v11
uminv.8b b6, v4
uminv.8b b29, v14
uminv.8h h27, v6
uminv.8h h21, v27
uminv.8h h18, v3
uminv.8h h24, v6
umin.16b v30, v24, v30
umin.16b v4, v26, v18
umin.16b v26, v13, v5
umin.16b v6, v29, v11
umin.2s v22, v3, v12
umin.2s v20, v7, v21
umin.2s v0, v23, v25
umin.2s v30, v9, v4
umin.4h v4, v21, v9
umin.4h v22, v0, v10
umin.4h v23, v20, v17
umin.4h v23, v25, v6
umin.4s v22, v23, v6
umin.4s v4, v31, v3
umin.4s v13, v28, v23
umin.4s v24, v27, v31
umin.8b v22, v31, v7
umin.8b v25, v22, v4
umin.8b v20, v17, v1
umin.8b v28, v5, v9
umin.8h v26, v11, v23
umin.8h v9, v24, v0
umin.8h v23, v2, v29
umin.8h v18, v29, v7
umlal.2d v24, v2, v23[2]
umlal.2d v3, v22, v13[1]
umlal.2d v15, v14, v27[3]
umlal.2d v31, v23, v14[1]
umlal2.2d v12, v14, v17[2]
umlal2.2d v25, v7, v0[0]
umlal2.2d v20, v27, v23[3]
umlal2.2d v5, v8, v22[0]
umlal.4s v21, v7, v12[6]
umlal.4s v12, v10, v6[4]
umlal.4s v20, v25, v14[4]
umlal.4s v13, v7, v5[7]
umlal2.4s v3, v5, v13[2]
umlal2.4s v12, v15, v13[7]
umlal2.4s v12, v15, v10[6]
umlal2.4s v11, v22, v1[1]
umlal.2d v0, v21, v14
umlal.2d v5, v30, v9
umlal.2d v27, v4, v15
umlal.2d v1, v18, v23
umlal2.2d v31, v17, v12
umlal2.2d v3, v31, v17
umlal2.2d v12, v17, v6
umlal2.2d v22, v17, v24
umlal.4s v1, v26, v28
umlal.4s v10, v25, v16
umlal.4s v10, v8, v11
umlal.4s v10, v9, v9
umlal2.4s v16, v1, v26
umlal2.4s v7, v28, v27
umlal2.4s v5, v31, v9
umlal2.4s v24, v6, v29
umlal.8h v8, v22, v10
umlal.8h v30, v26, v9
umlal.8h v5, v31, v30
umlal.8h v19, v29, v8
umlal2.8h v30, v26, v9
umlal2.8h v6, v10, v29
umlal2.8h v26, v28, v23
umlal2.8h v26, v29, v13
umlsl.2d v11, v30, v28[0]
umlsl.2d v11, v24, v9[3]
umlsl.2d v21, v15, v0[1]
umlsl.2d v9, v22, v6[1]
umlsl2.2d v27, v7, v0[3]
umlsl2.2d v9, v5, v22[3]
umlsl2.2d v11, v20, v27[2]
umlsl2.2d v20, v30, v31[0]
umlsl.4s v31, v14, v5[2]
umlsl.4s v26, v7, v9[2]
umlsl.4s v19, v5, v5[7]
umlsl.4s v11, v13, v10[3]
umlsl2.4s v7, v7, v11[0]
umlsl2.4s v23, v9, v1[1]
umlsl2.4s v27, v30, v3[1]
umlsl2.4s v6, v21, v9[7]
umlsl.2d v19, v6, v21
umlsl.2d v1, v22, v16
umlsl.2d v3, v12, v31
umlsl.2d v22, v14, v22
umlsl2.2d v24, v1, v7
umlsl2.2d v26, v16, v23
umlsl2.2d v0, v17, v16
umlsl2.2d v17, v3, v9
umlsl.4s v20, v8, v24
umlsl.4s v20, v24, v20
umlsl.4s v28, v9, v4
umlsl.4s v3, v23, v27
umlsl2.4s v5, v29, v29
umlsl2.4s v23, v1, v16
umlsl2.4s v10, v3, v19
umlsl2.4s v2, v19, v4
umlsl.8h v31, v15, v4
umlsl.8h v17, v13, v7
umlsl.8h v2, v16, v31
umlsl.8h v3, v2, v16
umlsl2.8h v14, v10, v4
umlsl2.8h v31, v29, v27
umlsl2.8h v29, v3, v27
umlsl2.8h v20, v23, v14
umov.b w24, v21[6]
umov.b w21, v9[0]
umov.b w4, v28[9]
umov.b w9, v9[0]
mov.d x5, v5[1]
mov.d x4, v25[0]
mov.d x21, v13[0]
mov.d x0, v18[1]
umov.h w14, v24[6]
umov.h w1, v10[3]
umov.h w17, v10[7]
umov.h w5, v28[3]
mov.s w6, v13[2]
mov.s w22, v26[2]
mov.s w11, v13[3]
mov.s w7, v24[2]
umull.2d v27, v11, v8[0]
umull.2d v27, v17, v25[3]
umull.2d v15, v19, v17[3]
umull.2d v3, v12, v17[0]
umull2.2d v16, v31, v3[0]
umull2.2d v8, v7, v28[0]
umull2.2d v6, v29, v22[3]
umull2.2d v21, v28, v18[3]
umull.4s v13, v21, v1[0]
umull.4s v30, v0, v12[5]
umull.4s v29, v17, v3[7]
umull.4s v15, v25, v0[5]
umull2.4s v10, v11, v6[3]
umull2.4s v23, v8, v2[2]
umull2.4s v4, v26, v10[5]
umull2.4s v11, v0, v7[1]
umull.2d v29, v12, v31
umull.2d v29, v29, v18
umull.2d v0, v22, v12
umull.2d v25, v24, v9
umull2.2d v29, v14, v14
umull2.2d v26, v23, v30
umull2.2d v11, v13, v17
umull2.2d v18, v15, v22
umull.4s v4, v9, v22
umull.4s v0, v30, v6
umull.4s v10, v5, v27
umull.4s v26, v10, v28
umull2.4s v30, v6, v23
umull2.4s v9, v26, v27
umull2.4s v30, v23, v27
umull2.4s v18, v7, v1
umull.8h v0, v16, v22
umull.8h v10, v7, v5
umull.8h v18, v17, v31
umull.8h v31, v31, v15
umull2.8h v20, v28, v20
umull2.8h v22, v13, v8
umull2.8h v1, v23, v12
umull2.8h v13, v23, v16
uqadd.16b v11, v20, v30
uqadd.16b v31, v10, v6
uqadd.16b v12, v13, v4
uqadd.16b v24, v3, v23
uqadd.2d v27, v31, v30
uqadd.2d v6, v3, v16
uqadd.2d v13, v30, v29
uqadd.2d v9, v15, v25
uqadd.2s v0, v21, v22
uqadd.2s v23, v29, v30
uqadd.2s v19, v24, v25
uqadd.2s v29, v1, v30
uqadd.4h v8, v23, v16
uqadd.4h v26, v26, v22
uqadd.4h v13, v20, v7
uqadd.4h v5, v26, v25
uqadd.4s v11, v28, v9
uqadd.4s v29, v6, v27
uqadd.4s v26, v12, v16
uqadd.4s v23, v21, v16
uqadd.8b v11, v25, v30
uqadd.8b v26, v7, v19
uqadd.8b v21, v21, v1
uqadd.8b v9, v29, v15
uqadd.8h v28, v7, v5
uqadd.8h v24, v31, v21
uqadd.8h v22, v5, v29
uqadd.8h v30, v20, v0
uqrshl.16b v15, v10, v0
uqrshl.16b v26, v16, v15
uqrshl.16b v10, v4, v7
uqrshl.16b v5, v18, v20
uqrshl.2d v8, v7, v16
uqrshl.2d v13, v18, v11
uqrshl.2d v3, v2, v15
uqrshl.2d v9, v11, v27
uqrshl.2s v18, v23, v17
uqrshl.2s v15, v26, v22
uqrshl.2s v10, v17, v24
uqrshl.2s v31, v10, v4
uqrshl.4h v11, v22, v16
uqrshl.4h v23, v5, v4
uqrshl.4h v1, v31, v16
uqrshl.4h v31, v9, v27
uqrshl.4s v15, v22, v19
uqrshl.4s v0, v6, v2
uqrshl.4s v10, v7, v23
uqrshl.4s v15, v14, v5
uqrshl.8b v18, v18, v27
uqrshl.8b v12, v0, v18
uqrshl.8b v15, v29, v5
uqrshl.8b v24, v0, v9
uqrshl.8h v29, v14, v8
uqrshl.8h v31, v17, v7
uqrshl.8h v11, v30, v25
uqrshl.8h v9, v3, v20
uqrshrn.2s v3, v3, #2
uqrshrn.2s v13, v13, #3
uqrshrn.2s v9, v18, #22
uqrshrn.2s v18, v26, #8
uqrshrn2.4s v0, v16, #16
uqrshrn2.4s v18, v29, #27
uqrshrn2.4s v29, v0, #27
uqrshrn2.4s v15, v23, #7
uqrshrn.4h v12, v23, #15
uqrshrn.4h v23, v17, #3
uqrshrn.4h v1, v24, #12
uqrshrn.4h v18, v25, #1
uqrshrn2.8h v19, v10, #9
uqrshrn2.8h v19, v6, #9
uqrshrn2.8h v28, v20, #16
uqrshrn2.8h v11, v24, #16
uqrshrn.8b v2, v28, #8
uqrshrn.8b v27, v8, #1
uqrshrn.8b v17, v17, #1
uqrshrn.8b v29, v12, #4
uqrshrn2.16b v18, v12, #1
uqrshrn2.16b v7, v17, #7
uqrshrn2.16b v9, v27, #8
uqrshrn2.16b v7, v29, #1
uqshl.16b v12, v30, #3
uqshl.16b v6, v21, #2
uqshl.16b v31, v24, #6
uqshl.16b v21, v19, #1
uqshl.2d v6, v21, #24
uqshl.2d v20, v20, #37
uqshl.2d v4, v20, #21
uqshl.2d v30, v12, #15
uqshl.2s v26, v25, #19
uqshl.2s v19, v6, #3
uqshl.2s v28, v0, #10
uqshl.2s v13, v6, #0
uqshl.4h v27, v28, #0
uqshl.4h v7, v5, #4
uqshl.4h v18, v8, #9
uqshl.4h v22, v16, #12
uqshl.4s v1, v5, #7
uqshl.4s v21, v31, #1
uqshl.4s v29, v31, #16
uqshl.4s v14, v20, #31
uqshl.8b v26, v2, #0
uqshl.8b v20, v8, #7
uqshl.8b v15, v31, #0
uqshl.8b v12, v24, #2
uqshl.8h v9, v11, #11
uqshl.8h v20, v26, #13
uqshl.8h v26, v13, #15
uqshl.8h v13, v22, #2
uqshl.16b v13, v25, v25
uqshl.16b v27, v2, v23
uqshl.16b v5, v26, v2
uqshl.16b v10, v18, v2
uqshl.2d v28, v5, v11
uqshl.2d v18, v0, v18
uqshl.2d v18, v3, v28
uqshl.2d v28, v4, v7
uqshl.2s v26, v8, v16
uqshl.2s v3, v13, v20
uqshl.2s v30, v18, v25
uqshl.2s v13, v26, v24
uqshl.4h v30, v4, v12
uqshl.4h v6, v1, v12
uqshl.4h v10, v30, v31
uqshl.4h v16, v13, v5
uqshl.4s v3, v24, v3
uqshl.4s v25, v18, v14
uqshl.4s v24, v2, v4
uqshl.4s v18, v0, v23
uqshl.8b v9, v5, v28
uqshl.8b v15, v10, v12
uqshl.8b v27, v10, v14
uqshl.8b v14, v25, v2
uqshl.8h v22, v12, v27
uqshl.8h v24, v3, v23
uqshl.8h v26, v1, v12
uqshl.8h v20, v2, v30
uqshrn.2s v15, v1, #27
uqshrn.2s v31, v17, #1
uqshrn.2s v16, v2, #23
uqshrn.2s v16, v24, #1
uqshrn2.4s v10, v9, #1
uqshrn2.4s v7, v7, #27
uqshrn2.4s v10, v30, #1
uqshrn2.4s v28, v2, #28
uqshrn.4h v30, v8, #16
uqshrn.4h v13, v26, #11
uqshrn.4h v0, v14, #3
uqshrn.4h v19, v18, #15
uqshrn2.8h v11, v6, #12
uqshrn2.8h v3, v28, #11
uqshrn2.8h v8, v5, #1
uqshrn2.8h v6, v14, #15
uqshrn.8b v1, v16, #5
uqshrn.8b v17, v12, #4
uqshrn.8b v11, v19, #1
uqshrn.8b v5, v2, #3
uqshrn2.16b v28, v4, #5
uqshrn2.16b v0, v26, #3
uqshrn2.16b v14, v14, #1
uqshrn2.16b v26, v11, #2
uqsub.16b v6, v17, v19
uqsub.16b v30, v20, v25
uqsub.16b v26, v15, v1
uqsub.16b v23, v13, v6
uqsub.2d v7, v6, v20
uqsub.2d v23, v12, v30
uqsub.2d v13, v23, v22
uqsub.2d v13, v10, v15
uqsub.2s v10, v29, v3
uqsub.2s v21, v2, v9
uqsub.2s v16, v15, v13
uqsub.2s v28, v26, v1
uqsub.4h v18, v2, v17
uqsub.4h v21, v28, v4
uqsub.4h v27, v8, v25
uqsub.4h v29, v3, v6
uqsub.4s v19, v6, v0
uqsub.4s v14, v21, v0
uqsub.4s v19, v17, v7
uqsub.4s v13, v5, v18
uqsub.8b v25, v28, v2
uqsub.8b v22, v10, v13
uqsub.8b v16, v16, v18
uqsub.8b v9, v13, v4
uqsub.8h v29, v13, v14
uqsub.8h v5, v28, v10
uqsub.8h v14, v11, v18
uqsub.8h v8, v28, v10
uqxtn.2s v3, v30
uqxtn.2s v22, v2
uqxtn.2s v4, v23
uqxtn.2s v23, v27
uqxtn2.4s v4, v24
uqxtn2.4s v7, v20
uqxtn2.4s v12, v9
uqxtn2.4s v31, v23
uqxtn.4h v30, v31
uqxtn.4h v9, v31
uqxtn.4h v29, v12
uqxtn.4h v9, v0
uqxtn2.8h v3, v10
uqxtn2.8h v12, v19
uqxtn2.8h v10, v25
uqxtn2.8h v6, v11
uqxtn.8b v16, v13
uqxtn.8b v4, v27
uqxtn.8b v29, v8
uqxtn.8b v6, v16
uqxtn2.16b v14, v31
uqxtn2.16b v29, v13
uqxtn2.16b v10, v12
uqxtn2.16b v13, v13
urecpe.2s v30, v14
urecpe.2s v6, v30
urecpe.2s v25, v22
urecpe.2s v9, v11
urecpe.4s v21, v1
urecpe.4s v6, v28
urecpe.4s v0, v19
urecpe.4s v26, v5
urhadd.16b v20, v24, v3
urhadd.16b v25, v6, v3
urhadd.16b v24, v8, v28
urhadd.16b v1, v27, v24
urhadd.2s v8, v3, v30
urhadd.2s v21, v19, v11
urhadd.2s v31, v3, v16
urhadd.2s v15, v6, v25
urhadd.4h v5, v30, v24
urhadd.4h v13, v3, v22
urhadd.4h v27, v25, v28
urhadd.4h v1, v25, v1
urhadd.4s v9, v3, v27
urhadd.4s v11, v11, v31
urhadd.4s v26, v10, v31
urhadd.4s v14, v31, v8
urhadd.8b v4, v31, v14
urhadd.8b v19, v10, v26
urhadd.8b v8, v29, v21
urhadd.8b v31, v14, v10
urhadd.8h v8, v24, v8
urhadd.8h v15, v13, v10
urhadd.8h v3, v18, v13
urhadd.8h v4, v7, v2
urshl.16b v1, v16, v26
urshl.16b v22, v28, v17
urshl.16b v15, v9, v20
urshl.16b v10, v24, v18
urshl.2d v17, v21, v22
urshl.2d v2, v12, v20
urshl.2d v17, v28, v14
urshl.2d v17, v11, v7
urshl.2s v29, v18, v17
urshl.2s v11, v1, v21
urshl.2s v18, v16, v15
urshl.2s v5, v13, v15
urshl.4h v22, v21, v5
urshl.4h v18, v20, v5
urshl.4h v29, v5, v8
urshl.4h v3, v28, v10
urshl.4s v30, v2, v28
urshl.4s v23, v10, v13
urshl.4s v15, v2, v1
urshl.4s v5, v13, v1
urshl.8b v28, v10, v20
urshl.8b v25, v20, v29
urshl.8b v26, v14, v23
urshl.8b v6, v30, v30
urshl.8h v0, v19, v9
urshl.8h v6, v24, v19
urshl.8h v22, v8, v12
urshl.8h v9, v13, v2
urshr.16b v30, v21, #1
urshr.16b v18, v21, #4
urshr.16b v1, v26, #7
urshr.16b v0, v20, #3
urshr.2d v7, v24, #46
urshr.2d v10, v6, #1
urshr.2d v14, v13, #31
urshr.2d v7, v21, #46
urshr.2s v29, v21, #24
urshr.2s v13, v0, #27
urshr.2s v13, v6, #5
urshr.2s v24, v4, #1
urshr.4h v4, v7, #3
urshr.4h v17, v15, #11
urshr.4h v20, v8, #16
urshr.4h v7, v11, #1
urshr.4s v8, v4, #32
urshr.4s v6, v2, #16
urshr.4s v9, v22, #11
urshr.4s v7, v31, #12
urshr.8b v3, v20, #4
urshr.8b v18, v22, #5
urshr.8b v19, v2, #1
urshr.8b v18, v6, #5
urshr.8h v7, v5, #11
urshr.8h v16, v12, #6
urshr.8h v18, v18, #16
urshr.8h v25, v3, #5
ursqrte.2s v4, v23
ursqrte.2s v25, v13
ursqrte.2s v30, v21
ursqrte.2s v18, v18
ursqrte.4s v7, v28
ursqrte.4s v10, v28
ursqrte.4s v24, v23
ursqrte.4s v14, v21
ursra.16b v27, v17, #7
ursra.16b v30, v3, #1
ursra.16b v20, v14, #8
ursra.16b v8, v24, #3
ursra.2d v8, v1, #51
ursra.2d v0, v25, #57
ursra.2d v2, v16, #1
ursra.2d v23, v7, #13
ursra.2s v17, v0, #21
ursra.2s v3, v2, #28
ursra.2s v12, v30, #30
ursra.2s v14, v16, #12
ursra.4h v8, v1, #8
ursra.4h v28, v26, #9
ursra.4h v28, v23, #16
ursra.4h v20, v17, #8
ursra.4s v30, v6, #10
ursra.4s v0, v21, #1
ursra.4s v25, v11, #20
ursra.4s v17, v26, #30
ursra.8b v8, v27, #6
ursra.8b v5, v9, #1
ursra.8b v21, v8, #1
ursra.8b v2, v28, #3
ursra.8h v9, v18, #14
ursra.8h v29, v31, #14
ursra.8h v14, v23, #11
ursra.8h v22, v28, #13
ushll.2d v10, v8, #20
ushll.2d v11, v23, #11
ushll.2d v18, v7, #24
ushll.2d v7, v22, #25
ushll2.2d v31, v29, #28
ushll2.2d v3, v5, #9
ushll2.2d v29, v2, #21
ushll2.2d v22, v28, #25
ushll.4s v5, v15, #9
ushll.4s v11, v20, #15
ushll.4s v22, v4, #13
ushll.4s v15, v24, #1
ushll2.4s v16, v16, #6
ushll2.4s v21, v25, #12
ushll2.4s v6, v29, #0
ushll2.4s v18, v14, #4
ushll.8h v11, v17, #6
ushll.8h v2, v18, #3
ushll.8h v11, v20, #2
ushll.8h v0, v28, #0
ushll2.8h v29, v19, #6
ushll2.8h v11, v30, #4
ushll2.8h v5, v19, #1
ushll2.8h v21, v17, #5
ushl.16b v30, v29, v16
ushl.16b v13, v22, v9
ushl.16b v6, v31, v26
ushl.16b v3, v10, v16
ushl.2d v9, v8, v21
ushl.2d v3, v11, v2
ushl.2d v16, v27, v12
ushl.2d v28, v28, v4
ushl.2s v10, v15, v24
ushl.2s v23, v15, v7
ushl.2s v16, v21, v27
ushl.2s v22, v7, v1
ushl.4h v5, v29, v12
ushl.4h v25, v22, v11
ushl.4h v11, v25, v12
ushl.4h v19, v19, v29
ushl.4s v2, v10, v3
ushl.4s v0, v15, v31
ushl.4s v27, v16, v18
ushl.4s v8, v11, v27
ushl.8b v6, v26, v3
ushl.8b v25, v11, v15
ushl.8b v22, v9, v11
ushl.8b v23, v17, v30
ushl.8h v18, v26, v2
ushl.8h v4, v10, v7
ushl.8h v22, v25, v4
ushl.8h v5, v17, v4
ushr.16b v30, v11, #1
ushr.16b v7, v14, #2
ushr.16b v0, v23, #7
ushr.16b v24, v2, #7
ushr.2d v28, v5, #52
ushr.2d v22, v24, #58
ushr.2d v10, v31, #1
ushr.2d v10, v27, #1
ushr.2s v15, v18, #11
ushr.2s v26, v31, #32
ushr.2s v20, v27, #21
ushr.2s v5, v8, #4
ushr.4h v29, v29, #14
ushr.4h v3, v13, #15
ushr.4h v20, v22, #4
ushr.4h v7, v4, #15
ushr.4s v10, v11, #13
ushr.4s v12, v13, #1
ushr.4s v19, v12, #1
ushr.4s v26, v24, #1
ushr.8b v12, v16, #7
ushr.8b v12, v22, #5
ushr.8b v24, v16, #1
ushr.8b v9, v12, #4
ushr.8h v0, v17, #1
ushr.8h v24, v1, #14
ushr.8h v28, v31, #2
ushr.8h v15, v5, #3
usqadd.16b v13, v24
usqadd.16b v14, v18
usqadd.16b v13, v12
usqadd.16b v22, v19
usqadd.2d v10, v0
usqadd.2d v25, v2
usqadd.2d v14, v26
usqadd.2d v3, v1
usqadd.2s v5, v25
usqadd.2s v15, v21
usqadd.2s v5, v2
usqadd.2s v9, v5
usqadd.4h v23, v8
usqadd.4h v15, v23
usqadd.4h v2, v20
usqadd.4h v30, v12
usqadd.4s v24, v19
usqadd.4s v19, v28
usqadd.4s v31, v5
usqadd.4s v7, v23
usqadd.8b v25, v2
usqadd.8b v12, v13
usqadd.8b v22, v7
usqadd.8b v20, v6
usqadd.8h v9, v14
usqadd.8h v27, v8
usqadd.8h v12, v12
usqadd.8h v24, v29
usra.16b v15, v19, #6
usra.16b v13, v0, #4
usra.16b v31, v20, #8
usra.16b v5, v20, #4
usra.2d v18, v12, #6
usra.2d v8, v8, #1
usra.2d v13, v22, #56
usra.2d v13, v5, #1
usra.2s v6, v20, #1
usra.2s v20, v12, #25
usra.2s v5, v14, #14
usra.2s v2, v1, #1
usra.4h v3, v10, #4
usra.4h v25, v22, #9
usra.4h v21, v28, #11
usra.4h v11, v19, #14
usra.4s v11, v20, #32
usra.4s v11, v12, #27
usra.4s v20, v28, #31
usra.4s v23, v7, #20
usra.8b v21, v13, #8
usra.8b v2, v3, #1
usra.8b v8, v0, #1
usra.8b v28, v25, #1
usra.8h v25, v20, #1
usra.8h v23, v1, #1
usra.8h v26, v29, #1
usra.8h v18, v13, #8
usubl.2d v5, v27, v2
usubl.2d v18, v19, v27
usubl.2d v9, v1, v9
usubl.2d v28, v1, v28
usubl2.2d v26, v19, v23
usubl2.2d v3, v6, v18
usubl2.2d v0, v9, v10
usubl2.2d v30, v24, v2
usubl.4s v12, v30, v18
usubl.4s v31, v19, v4
usubl.4s v28, v9, v1
usubl.4s v25, v20, v30
usubl2.4s v6, v25, v21
usubl2.4s v6, v31, v2
usubl2.4s v0, v27, v15
usubl2.4s v3, v18, v7
usubl.8h v22, v24, v2
usubl.8h v11, v18, v29
usubl.8h v4, v10, v14
usubl.8h v28, v23, v14
usubl2.8h v4, v3, v20
usubl2.8h v29, v4, v7
usubl2.8h v24, v4, v18
usubl2.8h v6, v23, v8
usubw.2d v12, v30, v3
usubw.2d v8, v26, v24
usubw.2d v29, v14, v9
usubw.2d v20, v17, v23
usubw2.2d v30, v29, v28
usubw2.2d v0, v14, v30
usubw2.2d v11, v2, v24
usubw2.2d v22, v10, v2
usubw.4s v12, v19, v14
usubw.4s v8, v2, v10
usubw.4s v15, v8, v7
usubw.4s v23, v4, v16
usubw2.4s v25, v14, v31
usubw2.4s v6, v27, v17
usubw2.4s v9, v8, v5
usubw2.4s v5, v7, v22
usubw.8h v29, v21, v2
usubw.8h v8, v16, v4
usubw.8h v19, v24, v21
usubw.8h v12, v6, v10
usubw2.8h v26, v16, v30
usubw2.8h v3, v9, v5
usubw2.8h v27, v22, v13
usubw2.8h v7, v29, v5
uzp1.16b v2, v4, v20
uzp1.16b v12, v27, v10
uzp1.16b v14, v6, v17
uzp1.16b v10, v5, v24
uzp1.2d v8, v22, v12
uzp1.2d v31, v0, v1
uzp1.2d v26, v4, v20
uzp1.2d v8, v1, v23
uzp1.2s v30, v31, v20
uzp1.2s v1, v8, v29
uzp1.2s v31, v26, v10
uzp1.2s v30, v24, v18
uzp1.4h v10, v10, v0
uzp1.4h v24, v0, v8
uzp1.4h v31, v23, v3
uzp1.4h v10, v2, v27
uzp1.4s v19, v16, v18
uzp1.4s v9, v29, v23
uzp1.4s v25, v23, v14
uzp1.4s v22, v3, v24
uzp1.8b v3, v14, v21
uzp1.8b v4, v30, v4
uzp1.8b v0, v21, v25
uzp1.8b v11, v0, v2
uzp1.8h v26, v24, v27
uzp1.8h v6, v29, v22
uzp1.8h v28, v11, v8
uzp1.8h v5, v8, v0
uzp2.16b v13, v0, v13
uzp2.16b v13, v8, v26
uzp2.16b v0, v17, v31
uzp2.16b v18, v29, v22
uzp2.2d v19, v27, v16
uzp2.2d v28, v22, v3
uzp2.2d v7, v23, v30
uzp2.2d v13, v9, v0
uzp2.2s v21, v10, v28
uzp2.2s v14, v23, v9
uzp2.2s v6, v19, v11
uzp2.2s v24, v16, v2
uzp2.4h v19, v3, v8
uzp2.4h v31, v19, v13
uzp2.4h v16, v23, v19
uzp2.4h v31, v22, v27
uzp2.4s v12, v7, v19
uzp2.4s v11, v0, v2
uzp2.4s v26, v2, v1
uzp2.4s v12, v6, v20
uzp2.8b v3, v20, v10
uzp2.8b v11, v2, v12
uzp2.8b v22, v29, v21
uzp2.8b v24, v0, v9
uzp2.8h v17, v4, v19
uzp2.8h v14, v27, v6
uzp2.8h v16, v19, v15
uzp2.8h v10, v31, v4
xtn.2s v30, v5
xtn.2s v31, v21
xtn.2s v9, v22
xtn.2s v1, v17
xtn2.4s v16, v20
xtn2.4s v10, v20
xtn2.4s v18, v9
xtn2.4s v10, v3
xtn.4h v7, v27
xtn.4h v24, v23
xtn.4h v24, v26
xtn.4h v10, v31
xtn2.8h v8, v18
xtn2.8h v19, v24
xtn2.8h v20, v31
xtn2.8h v9, v29
xtn.8b v12, v12
xtn.8b v21, v22
xtn.8b v29, v22
xtn.8b v6, v5
xtn2.16b v3, v19
xtn2.16b v16, v3
xtn2.16b v8, v10
xtn2.16b v17, v23
zip1.16b v12, v23, v20
zip1.16b v11, v24, v26
zip1.16b v15, v4, v19
zip1.16b v29, v28, v11
zip1.2d v0, v4, v7
zip1.2d v30, v4, v1
zip1.2d v2, v25, v25
zip1.2d v6, v14, v18
zip1.2s v6, v30, v18
zip1.2s v10, v18, v15
zip1.2s v9, v5, v25
zip1.2s v4, v2, v1
zip1.4h v27, v26, v20
zip1.4h v8, v29, v28
zip1.4h v10, v19, v23
zip1.4h v24, v20, v24
zip1.4s v8, v31, v23
zip1.4s v20, v31, v27
zip1.4s v24, v10, v31
zip1.4s v21, v2, v3
zip1.8b v6, v16, v7
zip1.8b v16, v6, v22
zip1.8b v1, v20, v19
zip1.8b v10, v6, v19
zip1.8h v30, v12, v11
zip1.8h v25, v0, v29
zip1.8h v23, v14, v1
zip1.8h v30, v5, v28
zip2.16b v24, v12, v0
zip2.16b v21, v3, v17
zip2.16b v13, v5, v12
zip2.16b v2, v4, v23
zip2.2d v31, v27, v22
zip2.2d v6, v10, v21
zip2.2d v28, v17, v5
zip2.2d v13, v19, v17
zip2.2s v27, v27, v6
zip2.2s v6, v21, v8
zip2.2s v11, v29, v12
zip2.2s v24, v11, v26
zip2.4h v25, v14, v23
zip2.4h v19, v20, v5
zip2.4h v19, v14, v18
zip2.4h v26, v12, v8
zip2.4s v4, v18, v16
zip2.4s v2, v25, v9
zip2.4s v24, v5, v5
zip2.4s v12, v11, v12
zip2.8b v5, v7, v22
zip2.8b v14, v11, v27
zip2.8b v7, v20, v21
zip2.8b v0, v18, v1
zip2.8h v30, v18, v16
zip2.8h v21, v6, v24
zip2.8h v30, v11, v9
zip2.8h v5, v28, v28
