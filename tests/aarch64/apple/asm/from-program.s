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
pmull.8h v27, v16, v22
pmull.8h v9, v13, v7
pmull.8h v24, v28, v18
pmull.8h v16, v10, v27
pmull2.8h v13, v15, v23
pmull2.8h v12, v15, v7
pmull2.8h v26, v29, v2
pmull2.8h v3, v27, v14
pmul.16b v9, v26, v3
pmul.16b v13, v15, v23
pmul.16b v27, v1, v4
pmul.16b v31, v16, v5
pmul.8b v16, v16, v0
pmul.8b v20, v10, v2
pmul.8b v10, v29, v2
pmul.8b v25, v29, v8
raddhn.2s v30, v28, v13
raddhn.2s v22, v14, v7
raddhn.2s v16, v21, v25
raddhn.2s v3, v14, v31
raddhn2.4s v30, v21, v12
raddhn2.4s v16, v0, v6
raddhn2.4s v21, v28, v19
raddhn2.4s v18, v8, v5
raddhn.4h v16, v25, v24
raddhn.4h v26, v14, v31
raddhn.4h v14, v8, v4
raddhn.4h v12, v17, v11
raddhn2.8h v7, v24, v28
raddhn2.8h v17, v8, v6
raddhn2.8h v21, v20, v10
raddhn2.8h v3, v15, v16
raddhn.8b v11, v24, v10
raddhn.8b v14, v17, v31
raddhn.8b v23, v31, v15
raddhn.8b v8, v12, v20
raddhn2.16b v1, v3, v2
raddhn2.16b v18, v28, v7
raddhn2.16b v21, v29, v20
raddhn2.16b v23, v16, v16
rbit.16b v15, v20
rbit.16b v16, v6
rbit.16b v15, v26
rbit.16b v0, v7
rbit.8b v10, v31
rbit.8b v2, v2
rbit.8b v22, v4
rbit.8b v26, v8
rev16.16b v4, v30
rev16.16b v30, v20
rev16.16b v16, v30
rev16.16b v3, v9
rev16.8b v23, v4
rev16.8b v24, v8
rev16.8b v15, v21
rev16.8b v14, v17
rev32.16b v10, v27
rev32.16b v28, v1
rev32.16b v3, v22
rev32.16b v19, v5
rev32.4h v27, v11
rev32.4h v6, v24
rev32.4h v17, v15
rev32.4h v13, v22
rev32.8b v21, v4
rev32.8b v20, v22
rev32.8b v6, v25
rev32.8b v18, v21
rev32.8h v6, v4
rev32.8h v29, v2
rev32.8h v9, v17
rev32.8h v20, v10
rev64.16b v19, v16
rev64.16b v24, v14
rev64.16b v2, v6
rev64.16b v23, v14
rev64.2s v2, v23
rev64.2s v25, v17
rev64.2s v5, v19
rev64.2s v11, v30
rev64.4h v4, v29
rev64.4h v30, v8
rev64.4h v10, v29
rev64.4h v7, v0
rev64.4s v23, v31
rev64.4s v9, v2
rev64.4s v31, v14
rev64.4s v19, v25
rev64.8b v12, v23
rev64.8b v23, v27
rev64.8b v9, v18
rev64.8b v23, v5
rev64.8h v31, v17
rev64.8h v23, v25
rev64.8h v9, v12
rev64.8h v27, v14
rshrn.2s v1, v19, #15
rshrn.2s v13, v30, #25
rshrn.2s v2, v19, #29
rshrn.2s v14, v1, #31
rshrn2.4s v0, v23, #3
rshrn2.4s v18, v22, #1
rshrn2.4s v14, v0, #22
rshrn2.4s v12, v29, #6
rshrn.4h v2, v19, #1
rshrn.4h v9, v22, #15
rshrn.4h v18, v18, #11
rshrn.4h v13, v14, #7
rshrn2.8h v9, v18, #1
rshrn2.8h v5, v15, #10
rshrn2.8h v7, v5, #8
rshrn2.8h v21, v27, #3
rshrn.8b v7, v2, #6
rshrn.8b v1, v19, #3
rshrn.8b v2, v19, #6
rshrn.8b v7, v29, #5
rshrn2.16b v26, v30, #6
rshrn2.16b v12, v16, #2
rshrn2.16b v30, v7, #1
rshrn2.16b v5, v1, #4
rsubhn.2s v18, v2, v17
rsubhn.2s v4, v1, v18
rsubhn.2s v26, v21, v26
rsubhn.2s v16, v20, v30
rsubhn2.4s v17, v26, v11
rsubhn2.4s v3, v8, v26
rsubhn2.4s v13, v31, v0
rsubhn2.4s v9, v19, v12
rsubhn.4h v24, v10, v6
rsubhn.4h v27, v3, v19
rsubhn.4h v9, v15, v7
rsubhn.4h v31, v23, v25
rsubhn2.8h v11, v29, v29
rsubhn2.8h v15, v10, v11
rsubhn2.8h v16, v6, v5
rsubhn2.8h v30, v16, v24
rsubhn.8b v13, v8, v9
rsubhn.8b v31, v22, v7
rsubhn.8b v27, v26, v5
rsubhn.8b v15, v30, v26
rsubhn2.16b v26, v15, v25
rsubhn2.16b v27, v1, v3
rsubhn2.16b v22, v25, v9
rsubhn2.16b v7, v12, v13
sabal.2d v30, v29, v18
sabal.2d v24, v14, v28
sabal.2d v8, v0, v25
sabal.2d v11, v28, v14
sabal2.2d v19, v25, v30
sabal2.2d v4, v14, v4
sabal2.2d v7, v21, v8
sabal2.2d v23, v21, v7
sabal.4s v1, v18, v24
sabal.4s v12, v28, v5
sabal.4s v11, v22, v2
sabal.4s v25, v9, v27
sabal2.4s v20, v15, v9
sabal2.4s v24, v9, v19
sabal2.4s v3, v6, v29
sabal2.4s v8, v15, v23
sabal.8h v0, v23, v5
sabal.8h v20, v30, v28
sabal.8h v1, v4, v7
sabal.8h v20, v3, v17
sabal2.8h v24, v2, v14
sabal2.8h v16, v31, v12
sabal2.8h v13, v16, v20
sabal2.8h v8, v29, v22
saba.16b v0, v20, v3
saba.16b v31, v26, v5
saba.16b v19, v22, v15
saba.16b v17, v8, v7
saba.2s v16, v0, v15
saba.2s v16, v25, v23
saba.2s v15, v3, v19
saba.2s v0, v8, v16
saba.4h v25, v16, v4
saba.4h v3, v9, v9
saba.4h v26, v23, v28
saba.4h v21, v8, v25
saba.4s v6, v24, v12
saba.4s v11, v14, v9
saba.4s v30, v0, v9
saba.4s v13, v21, v14
saba.8b v9, v7, v12
saba.8b v18, v2, v23
saba.8b v18, v11, v6
saba.8b v4, v12, v6
saba.8h v23, v9, v28
saba.8h v5, v0, v31
saba.8h v19, v12, v29
saba.8h v29, v12, v17
sabdl.2d v12, v14, v22
sabdl.2d v6, v22, v11
sabdl.2d v31, v23, v25
sabdl.2d v3, v4, v29
sabdl2.2d v31, v16, v11
sabdl2.2d v0, v17, v29
sabdl2.2d v14, v22, v9
sabdl2.2d v27, v30, v31
sabdl.4s v9, v19, v3
sabdl.4s v28, v20, v30
sabdl.4s v12, v31, v21
sabdl.4s v27, v29, v4
sabdl2.4s v23, v3, v28
sabdl2.4s v25, v0, v20
sabdl2.4s v16, v5, v5
sabdl2.4s v22, v25, v0
sabdl.8h v23, v25, v26
sabdl.8h v30, v23, v15
sabdl.8h v24, v3, v22
sabdl.8h v16, v24, v28
sabdl2.8h v4, v26, v25
sabdl2.8h v11, v3, v6
sabdl2.8h v14, v14, v24
sabdl2.8h v19, v23, v27
sabd.16b v11, v29, v17
sabd.16b v28, v0, v22
sabd.16b v8, v14, v15
sabd.16b v18, v19, v7
sabd.2s v24, v11, v1
sabd.2s v6, v13, v11
sabd.2s v14, v1, v4
sabd.2s v13, v31, v31
sabd.4h v27, v3, v22
sabd.4h v26, v11, v29
sabd.4h v12, v9, v26
sabd.4h v23, v5, v6
sabd.4s v13, v21, v19
sabd.4s v5, v3, v1
sabd.4s v30, v8, v29
sabd.4s v27, v21, v19
sabd.8b v18, v4, v7
sabd.8b v18, v24, v29
sabd.8b v23, v17, v25
sabd.8b v20, v15, v27
sabd.8h v3, v9, v25
sabd.8h v18, v18, v19
sabd.8h v11, v15, v5
sabd.8h v29, v14, v1
sadalp.1d v23, v14
sadalp.1d v30, v20
sadalp.1d v9, v14
sadalp.1d v31, v4
sadalp.2d v16, v19
sadalp.2d v30, v25
sadalp.2d v27, v23
sadalp.2d v10, v17
sadalp.2s v1, v5
sadalp.2s v2, v21
sadalp.2s v6, v16
sadalp.2s v7, v21
sadalp.4h v31, v8
sadalp.4h v29, v27
sadalp.4h v26, v4
sadalp.4h v7, v7
sadalp.4s v21, v14
sadalp.4s v22, v28
sadalp.4s v15, v26
sadalp.4s v7, v12
sadalp.8h v2, v27
sadalp.8h v29, v8
sadalp.8h v13, v8
sadalp.8h v25, v15
saddlp.1d v20, v27
saddlp.1d v24, v18
saddlp.1d v21, v28
saddlp.1d v7, v11
saddlp.2d v23, v25
saddlp.2d v25, v8
saddlp.2d v15, v23
saddlp.2d v10, v18
saddlp.2s v24, v25
saddlp.2s v1, v21
saddlp.2s v15, v8
saddlp.2s v0, v29
saddlp.4h v30, v25
saddlp.4h v16, v3
saddlp.4h v7, v5
saddlp.4h v9, v6
saddlp.4s v23, v18
saddlp.4s v0, v23
saddlp.4s v19, v20
saddlp.4s v24, v24
saddlp.8h v3, v1
saddlp.8h v1, v29
saddlp.8h v28, v7
saddlp.8h v5, v5
saddlv.16b h23, v13
saddlv.16b h13, v29
saddlv.16b h27, v5
saddlv.16b h22, v14
saddlv.4h s11, v13
saddlv.4h s21, v10
saddlv.4h s20, v0
saddlv.4h s25, v20
saddlv.4s d27, v17
saddlv.4s d19, v25
saddlv.4s d19, v31
saddlv.4s d1, v27
saddlv.8b h29, v16
saddlv.8b h15, v2
saddlv.8b h29, v27
saddlv.8b h8, v22
saddlv.8h s2, v8
saddlv.8h s18, v24
saddlv.8h s1, v11
saddlv.8h s10, v16
saddl.2d v10, v3, v1
saddl.2d v6, v15, v14
saddl.2d v16, v28, v7
saddl.2d v2, v29, v3
saddl2.2d v11, v8, v8
saddl2.2d v10, v22, v24
saddl2.2d v14, v10, v29
saddl2.2d v16, v28, v25
saddl.4s v6, v20, v30
saddl.4s v22, v24, v4
saddl.4s v7, v31, v10
saddl.4s v27, v27, v7
saddl2.4s v29, v14, v22
saddl2.4s v5, v6, v12
saddl2.4s v9, v27, v25
saddl2.4s v6, v25, v8
saddl.8h v25, v9, v28
saddl.8h v25, v25, v21
saddl.8h v30, v0, v22
saddl.8h v8, v18, v6
saddl2.8h v28, v9, v9
saddl2.8h v19, v4, v11
saddl2.8h v7, v26, v26
saddl2.8h v21, v24, v11
saddw.2d v8, v25, v10
saddw.2d v7, v26, v13
saddw.2d v23, v14, v11
saddw.2d v18, v2, v29
saddw2.2d v1, v15, v8
saddw2.2d v4, v15, v13
saddw2.2d v0, v6, v30
saddw2.2d v0, v9, v10
saddw.4s v28, v31, v28
saddw.4s v27, v3, v30
saddw.4s v4, v1, v30
saddw.4s v9, v31, v13
saddw2.4s v2, v31, v2
saddw2.4s v8, v8, v3
saddw2.4s v21, v6, v0
saddw2.4s v26, v10, v11
saddw.8h v21, v6, v28
saddw.8h v16, v29, v1
saddw.8h v1, v22, v21
saddw.8h v28, v31, v22
saddw2.8h v7, v9, v26
saddw2.8h v10, v6, v17
saddw2.8h v3, v18, v25
saddw2.8h v10, v16, v25
scvtf.2d v11, v11, #64
scvtf.2d v8, v23, #55
scvtf.2d v18, v22, #16
scvtf.2d v5, v12, #21
scvtf.2s v18, v19, #24
scvtf.2s v17, v31, #4
scvtf.2s v14, v3, #29
scvtf.2s v30, v18, #1
scvtf.4s v17, v11, #23
scvtf.4s v8, v9, #1
scvtf.4s v12, v15, #9
scvtf.4s v8, v20, #1
scvtf.2d v3, v20
scvtf.2d v20, v12
scvtf.2d v27, v19
scvtf.2d v22, v14
scvtf.2s v19, v31
scvtf.2s v5, v24
scvtf.2s v14, v5
scvtf.2s v0, v17
scvtf.4s v16, v3
scvtf.4s v25, v21
scvtf.4s v12, v2
scvtf.4s v31, v30
shadd.16b v12, v9, v18
shadd.16b v22, v23, v6
shadd.16b v18, v18, v14
shadd.16b v14, v8, v14
shadd.2s v24, v25, v3
shadd.2s v8, v3, v30
shadd.2s v16, v21, v30
shadd.2s v11, v16, v8
shadd.4h v19, v22, v14
shadd.4h v19, v29, v19
shadd.4h v21, v14, v28
shadd.4h v4, v10, v12
shadd.4s v29, v6, v17
shadd.4s v18, v22, v21
shadd.4s v8, v5, v18
shadd.4s v21, v25, v21
shadd.8b v22, v17, v19
shadd.8b v7, v25, v24
shadd.8b v16, v4, v1
shadd.8b v29, v2, v3
shadd.8h v8, v15, v17
shadd.8h v30, v24, v20
shadd.8h v21, v16, v28
shadd.8h v27, v29, v21
shll.2d v28, v23, #32
shll.2d v12, v15, #32
shll.2d v22, v18, #32
shll.2d v28, v7, #32
shll2.2d v14, v20, #32
shll2.2d v14, v27, #32
shll2.2d v24, v7, #32
shll2.2d v25, v5, #32
shll.4s v2, v20, #16
shll.4s v4, v26, #16
shll.4s v28, v22, #16
shll.4s v18, v30, #16
shll2.4s v15, v15, #16
shll2.4s v4, v6, #16
shll2.4s v4, v1, #16
shll2.4s v13, v16, #16
shll.8h v21, v13, #8
shll.8h v11, v31, #8
shll.8h v9, v28, #8
shll.8h v8, v13, #8
shll2.8h v13, v8, #8
shll2.8h v16, v7, #8
shll2.8h v22, v20, #8
shll2.8h v19, v24, #8
shl.16b v1, v28, #6
shl.16b v29, v15, #3
shl.16b v0, v14, #7
shl.16b v17, v11, #6
shl.2d v0, v25, #0
shl.2d v9, v27, #62
shl.2d v3, v0, #22
shl.2d v19, v12, #54
shl.2s v10, v12, #14
shl.2s v22, v8, #19
shl.2s v5, v28, #15
shl.2s v17, v12, #0
shl.4h v31, v17, #13
shl.4h v22, v9, #7
shl.4h v27, v21, #3
shl.4h v18, v12, #3
shl.4s v27, v4, #5
shl.4s v25, v23, #31
shl.4s v6, v26, #13
shl.4s v5, v23, #14
shl.8b v1, v25, #7
shl.8b v11, v22, #0
shl.8b v24, v23, #6
shl.8b v19, v17, #1
shl.8h v11, v22, #1
shl.8h v27, v30, #6
shl.8h v11, v17, #11
shl.8h v14, v27, #1
shrn.2s v8, v21, #5
shrn.2s v13, v2, #1
shrn.2s v5, v23, #32
shrn.2s v17, v12, #24
shrn2.4s v25, v10, #9
shrn2.4s v9, v30, #1
shrn2.4s v14, v6, #23
shrn2.4s v3, v19, #12
shrn.4h v2, v25, #2
shrn.4h v17, v8, #2
shrn.4h v25, v18, #2
shrn.4h v3, v11, #11
shrn2.8h v18, v0, #1
shrn2.8h v1, v21, #13
shrn2.8h v11, v5, #11
shrn2.8h v21, v9, #1
shrn.8b v17, v19, #4
shrn.8b v6, v3, #3
shrn.8b v0, v21, #1
shrn.8b v16, v12, #5
shrn2.16b v21, v24, #1
shrn2.16b v1, v28, #8
shrn2.16b v14, v26, #1
shrn2.16b v24, v5, #8
shsub.16b v1, v22, v28
shsub.16b v18, v3, v21
shsub.16b v13, v7, v27
shsub.16b v5, v3, v24
shsub.2s v21, v13, v2
shsub.2s v20, v18, v16
shsub.2s v29, v23, v20
shsub.2s v9, v30, v30
shsub.4h v19, v27, v3
shsub.4h v2, v25, v7
shsub.4h v0, v28, v13
shsub.4h v23, v18, v15
shsub.4s v17, v29, v20
shsub.4s v31, v13, v7
shsub.4s v30, v13, v0
shsub.4s v22, v23, v3
shsub.8b v26, v23, v22
shsub.8b v29, v16, v23
shsub.8b v0, v30, v31
shsub.8b v23, v11, v26
shsub.8h v3, v2, v6
shsub.8h v28, v21, v11
shsub.8h v16, v2, v17
shsub.8h v19, v19, v30
sli.16b v7, v19, #4
sli.16b v0, v18, #0
sli.16b v3, v3, #4
sli.16b v7, v28, #7
sli.2d v26, v22, #49
sli.2d v8, v17, #13
sli.2d v28, v29, #58
sli.2d v19, v27, #20
sli.2s v10, v29, #24
sli.2s v12, v0, #0
sli.2s v0, v31, #11
sli.2s v16, v31, #15
sli.4h v20, v31, #4
sli.4h v10, v25, #1
sli.4h v15, v15, #15
sli.4h v14, v15, #10
sli.4s v29, v7, #16
sli.4s v0, v22, #14
sli.4s v6, v20, #7
sli.4s v10, v4, #18
sli.8b v5, v27, #1
sli.8b v24, v7, #0
sli.8b v26, v13, #2
sli.8b v27, v10, #1
sli.8h v17, v21, #8
sli.8h v24, v9, #4
sli.8h v15, v5, #5
sli.8h v21, v22, #5
smaxp.16b v13, v20, v14
smaxp.16b v8, v1, v29
smaxp.16b v16, v27, v27
smaxp.16b v27, v17, v15
smaxp.2s v12, v21, v31
smaxp.2s v5, v16, v7
smaxp.2s v4, v20, v16
smaxp.2s v19, v9, v22
smaxp.4h v26, v1, v23
smaxp.4h v30, v18, v18
smaxp.4h v2, v10, v28
smaxp.4h v4, v31, v25
smaxp.4s v11, v18, v12
smaxp.4s v8, v0, v10
smaxp.4s v1, v11, v10
smaxp.4s v22, v15, v18
smaxp.8b v6, v16, v16
smaxp.8b v18, v26, v15
smaxp.8b v10, v16, v30
smaxp.8b v9, v27, v3
smaxp.8h v26, v27, v11
smaxp.8h v22, v25, v25
smaxp.8h v31, v25, v28
smaxp.8h v0, v29, v11
smaxv.16b b13, v28
smaxv.16b b22, v10
smaxv.16b b12, v14
smaxv.16b b11, v12
smaxv.4h h27, v19
smaxv.4h h14, v21
smaxv.4h h25, v4
smaxv.4h h22, v15
smaxv.4s s13, v13
smaxv.4s s6, v18
smaxv.4s s23, v14
smaxv.4s s29, v5
smaxv.8b b23, v30
smaxv.8b b20, v16
smaxv.8b b29, v27
smaxv.8b b0, v11
smaxv.8h h9, v13
smaxv.8h h23, v24
smaxv.8h h10, v2
smaxv.8h h12, v23
smax.16b v19, v19, v9
smax.16b v17, v15, v31
smax.16b v11, v30, v11
smax.16b v26, v22, v14
smax.2s v9, v3, v26
smax.2s v10, v21, v31
smax.2s v7, v26, v24
smax.2s v3, v13, v18
smax.4h v26, v14, v13
smax.4h v29, v23, v11
smax.4h v23, v18, v17
smax.4h v26, v23, v17
smax.4s v30, v29, v9
smax.4s v17, v14, v2
smax.4s v12, v13, v1
smax.4s v25, v1, v5
smax.8b v13, v18, v19
smax.8b v1, v1, v28
smax.8b v23, v8, v8
smax.8b v9, v1, v20
smax.8h v20, v2, v10
smax.8h v28, v23, v21
smax.8h v25, v20, v22
smax.8h v4, v2, v1
sminp.16b v10, v0, v7
sminp.16b v13, v25, v28
sminp.16b v24, v28, v11
sminp.16b v29, v23, v20
sminp.2s v24, v31, v17
sminp.2s v29, v13, v10
sminp.2s v0, v6, v31
sminp.2s v23, v31, v1
sminp.4h v7, v25, v21
sminp.4h v27, v31, v0
sminp.4h v9, v22, v9
sminp.4h v7, v7, v2
sminp.4s v22, v11, v24
sminp.4s v23, v7, v19
sminp.4s v29, v23, v13
sminp.4s v6, v29, v2
sminp.8b v28, v21, v29
sminp.8b v15, v3, v3
sminp.8b v3, v5, v26
sminp.8b v23, v17, v31
sminp.8h v5, v27, v17
sminp.8h v7, v8, v11
sminp.8h v22, v17, v24
sminp.8h v3, v2, v7
sminv.16b b15, v7
sminv.16b b6, v16
sminv.16b b24, v22
sminv.16b b25, v20
sminv.4h h16, v15
sminv.4h h28, v3
sminv.4h h10, v13
sminv.4h h13, v16
sminv.4s s4, v8
sminv.4s s11, v24
sminv.4s s23, v21
sminv.4s s24, v29
sminv.8b b29, v10
sminv.8b b23, v8
sminv.8b b14, v14
sminv.8b b3, v5
sminv.8h h9, v16
sminv.8h h31, v15
sminv.8h h21, v26
sminv.8h h2, v21
smin.16b v30, v28, v30
smin.16b v24, v25, v14
smin.16b v24, v5, v5
smin.16b v15, v12, v19
smin.2s v12, v4, v8
smin.2s v13, v21, v25
smin.2s v19, v21, v23
smin.2s v29, v28, v9
smin.4h v7, v10, v3
smin.4h v16, v18, v31
smin.4h v21, v27, v7
smin.4h v7, v19, v10
smin.4s v6, v4, v23
smin.4s v29, v27, v9
smin.4s v0, v16, v31
smin.4s v31, v20, v12
smin.8b v23, v31, v3
smin.8b v24, v19, v22
smin.8b v18, v10, v3
smin.8b v15, v30, v27
smin.8h v16, v11, v26
smin.8h v6, v10, v5
smin.8h v8, v26, v17
smin.8h v7, v28, v23
smlal.2d v9, v23, v24[0]
smlal.2d v26, v23, v26[2]
smlal.2d v5, v31, v10[0]
smlal.2d v19, v29, v25[0]
smlal2.2d v12, v29, v14[3]
smlal2.2d v19, v5, v19[2]
smlal2.2d v29, v21, v3[1]
smlal2.2d v0, v11, v12[1]
smlal.4s v11, v20, v1[5]
smlal.4s v7, v0, v8[5]
smlal.4s v13, v19, v12[2]
smlal.4s v26, v27, v14[7]
smlal2.4s v14, v28, v9[0]
smlal2.4s v2, v22, v2[4]
smlal2.4s v11, v3, v3[6]
smlal2.4s v6, v17, v6[6]
smlal.2d v7, v15, v0
smlal.2d v7, v9, v24
smlal.2d v30, v11, v0
smlal.2d v0, v11, v10
smlal2.2d v18, v5, v1
smlal2.2d v29, v30, v23
smlal2.2d v21, v24, v4
smlal2.2d v7, v24, v14
smlal.4s v16, v24, v11
smlal.4s v10, v14, v2
smlal.4s v15, v12, v28
smlal.4s v22, v1, v27
smlal2.4s v9, v31, v5
smlal2.4s v7, v12, v6
smlal2.4s v22, v31, v8
smlal2.4s v3, v7, v5
smlal.8h v14, v27, v14
smlal.8h v12, v2, v27
smlal.8h v3, v18, v26
smlal.8h v1, v26, v27
smlal2.8h v31, v1, v28
smlal2.8h v14, v21, v25
smlal2.8h v23, v21, v0
smlal2.8h v18, v1, v7
smlsl.2d v25, v11, v6[2]
smlsl.2d v30, v17, v25[1]
smlsl.2d v12, v14, v4[0]
smlsl.2d v30, v18, v2[3]
smlsl2.2d v10, v30, v1[0]
smlsl2.2d v9, v22, v7[2]
smlsl2.2d v25, v30, v19[1]
smlsl2.2d v27, v9, v22[3]
smlsl.4s v25, v8, v4[1]
smlsl.4s v14, v31, v12[1]
smlsl.4s v27, v30, v4[1]
smlsl.4s v16, v29, v1[2]
smlsl2.4s v9, v5, v12[5]
smlsl2.4s v7, v11, v12[2]
smlsl2.4s v21, v4, v7[7]
smlsl2.4s v17, v13, v0[7]
smlsl.2d v27, v18, v20
smlsl.2d v0, v18, v2
smlsl.2d v30, v31, v4
smlsl.2d v7, v6, v31
smlsl2.2d v9, v4, v8
smlsl2.2d v12, v9, v16
smlsl2.2d v14, v28, v24
smlsl2.2d v5, v9, v15
smlsl.4s v20, v0, v16
smlsl.4s v17, v4, v26
smlsl.4s v18, v25, v6
smlsl.4s v7, v10, v17
smlsl2.4s v29, v18, v1
smlsl2.4s v31, v1, v5
smlsl2.4s v19, v0, v22
smlsl2.4s v24, v23, v28
smlsl.8h v31, v22, v16
smlsl.8h v2, v6, v9
smlsl.8h v27, v13, v30
smlsl.8h v4, v20, v19
smlsl2.8h v9, v20, v18
smlsl2.8h v1, v25, v11
smlsl2.8h v18, v16, v16
smlsl2.8h v5, v30, v18
smov.b w0, v21[8]
smov.b w27, v30[14]
smov.b w21, v23[0]
smov.b w19, v17[8]
smov.h w12, v28[1]
smov.h w18, v14[4]
smov.h w30, v6[1]
smov.h w28, v7[0]
smov.b x1, v20[15]
smov.b x9, v26[5]
smov.b x16, v4[10]
smov.b x18, v25[13]
smov.h x6, v12[0]
smov.h x19, v30[1]
smov.h x7, v24[0]
smov.h x28, v21[7]
smov.s x10, v9[3]
smov.s x27, v14[0]
smov.s x6, v19[0]
smov.s xzr, v30[0]
smull.2d v14, v6, v26[0]
smull.2d v9, v6, v2[1]
smull.2d v31, v31, v21[1]
smull.2d v22, v13, v12[1]
smull2.2d v11, v21, v20[2]
smull2.2d v5, v9, v10[2]
smull2.2d v11, v31, v5[0]
smull2.2d v7, v7, v21[2]
smull.4s v22, v12, v15[7]
smull.4s v24, v21, v9[6]
smull.4s v24, v17, v15[3]
smull.4s v17, v11, v2[1]
smull2.4s v22, v3, v5[2]
smull2.4s v13, v2, v11[6]
smull2.4s v18, v13, v8[3]
smull2.4s v13, v8, v2[0]
smull.2d v7, v7, v1
smull.2d v16, v9, v13
smull.2d v26, v2, v15
smull.2d v8, v11, v10
smull2.2d v7, v31, v24
smull2.2d v9, v28, v15
smull2.2d v30, v13, v13
smull2.2d v3, v4, v14
smull.4s v31, v21, v0
smull.4s v22, v17, v10
smull.4s v9, v19, v7
smull.4s v10, v17, v12
smull2.4s v3, v16, v13
smull2.4s v1, v29, v27
smull2.4s v15, v22, v14
smull2.4s v1, v26, v29
smull.8h v28, v14, v10
smull.8h v7, v9, v14
smull.8h v23, v5, v0
smull.8h v31, v22, v23
smull2.8h v10, v17, v27
smull2.8h v4, v1, v10
smull2.8h v2, v15, v13
smull2.8h v7, v10, v28
sqabs.16b v18, v20
sqabs.16b v4, v25
sqabs.16b v12, v6
sqabs.16b v2, v22
sqabs.2d v7, v4
sqabs.2d v21, v9
sqabs.2d v20, v9
sqabs.2d v20, v8
sqabs.2s v29, v22
sqabs.2s v17, v14
sqabs.2s v25, v1
sqabs.2s v23, v14
sqabs.4h v31, v3
sqabs.4h v18, v20
sqabs.4h v28, v19
sqabs.4h v8, v18
sqabs.4s v29, v5
sqabs.4s v4, v2
sqabs.4s v11, v7
sqabs.4s v22, v29
sqabs.8b v18, v31
sqabs.8b v8, v26
sqabs.8b v18, v14
sqabs.8b v17, v0
sqabs.8h v20, v12
sqabs.8h v11, v21
sqabs.8h v20, v28
sqabs.8h v4, v12
sqadd.16b v12, v24, v20
sqadd.16b v4, v6, v29
sqadd.16b v2, v13, v15
sqadd.16b v30, v26, v3
sqadd.2d v4, v19, v23
sqadd.2d v3, v18, v26
sqadd.2d v1, v15, v26
sqadd.2d v24, v5, v31
sqadd.2s v9, v30, v21
sqadd.2s v21, v21, v26
sqadd.2s v18, v12, v23
sqadd.2s v10, v13, v17
sqadd.4h v14, v4, v30
sqadd.4h v9, v2, v6
sqadd.4h v18, v18, v0
sqadd.4h v20, v17, v20
sqadd.4s v7, v9, v26
sqadd.4s v28, v25, v6
sqadd.4s v0, v2, v6
sqadd.4s v13, v22, v14
sqadd.8b v0, v28, v4
sqadd.8b v1, v28, v23
sqadd.8b v24, v0, v7
sqadd.8b v21, v12, v14
sqadd.8h v4, v10, v19
sqadd.8h v0, v16, v21
sqadd.8h v2, v26, v13
sqadd.8h v1, v12, v14
sqdmlal.h s17, h14, v11[1]
sqdmlal.h s23, h30, v14[3]
sqdmlal.h s2, h2, v9[4]
sqdmlal.h s1, h29, v14[0]
sqdmlal.s d7, s26, v26[3]
sqdmlal.s d14, s6, v6[2]
sqdmlal.s d12, s14, v22[3]
sqdmlal.s d4, s7, v6[2]
sqdmlal.2d v24, v20, v1[0]
sqdmlal.2d v27, v5, v26[1]
sqdmlal.2d v10, v1, v26[0]
sqdmlal.2d v8, v14, v13[3]
sqdmlal2.2d v5, v31, v9[0]
sqdmlal2.2d v18, v23, v16[3]
sqdmlal2.2d v20, v27, v28[3]
sqdmlal2.2d v21, v31, v19[3]
sqdmlal.4s v1, v17, v14[4]
sqdmlal.4s v17, v0, v5[1]
sqdmlal.4s v30, v22, v8[1]
sqdmlal.4s v12, v27, v12[3]
sqdmlal2.4s v29, v27, v12[3]
sqdmlal2.4s v10, v22, v15[0]
sqdmlal2.4s v12, v7, v6[2]
sqdmlal2.4s v2, v30, v6[1]
sqdmlal.2d v13, v27, v26
sqdmlal.2d v0, v14, v25
sqdmlal.2d v12, v20, v13
sqdmlal.2d v18, v14, v0
sqdmlal2.2d v23, v21, v22
sqdmlal2.2d v26, v29, v7
sqdmlal2.2d v4, v23, v17
sqdmlal2.2d v27, v19, v21
sqdmlal.4s v9, v3, v30
sqdmlal.4s v15, v26, v17
sqdmlal.4s v3, v2, v31
sqdmlal.4s v24, v24, v7
sqdmlal2.4s v20, v9, v18
sqdmlal2.4s v22, v31, v8
sqdmlal2.4s v17, v29, v9
sqdmlal2.4s v6, v21, v26
sqdmlsl.h s10, h5, v11[0]
sqdmlsl.h s23, h19, v14[5]
sqdmlsl.h s20, h29, v6[0]
sqdmlsl.h s13, h22, v13[0]
sqdmlsl.s d17, s27, v29[2]
sqdmlsl.s d14, s30, v2[0]
sqdmlsl.s d10, s24, v7[0]
sqdmlsl.s d10, s12, v17[0]
sqdmlsl.2d v22, v13, v0[1]
sqdmlsl.2d v21, v14, v9[2]
sqdmlsl.2d v28, v12, v7[2]
sqdmlsl.2d v1, v20, v19[0]
sqdmlsl2.2d v10, v7, v20[0]
sqdmlsl2.2d v17, v0, v20[1]
sqdmlsl2.2d v12, v12, v7[1]
sqdmlsl2.2d v2, v11, v7[0]
sqdmlsl.4s v27, v17, v5[0]
sqdmlsl.4s v30, v31, v11[0]
sqdmlsl.4s v0, v15, v9[5]
sqdmlsl.4s v28, v3, v13[0]
sqdmlsl2.4s v23, v22, v7[5]
sqdmlsl2.4s v30, v10, v7[4]
sqdmlsl2.4s v8, v4, v5[5]
sqdmlsl2.4s v2, v29, v14[7]
sqdmlsl.2d v26, v20, v29
sqdmlsl.2d v1, v1, v14
sqdmlsl.2d v27, v31, v7
sqdmlsl.2d v15, v21, v17
sqdmlsl2.2d v14, v18, v4
sqdmlsl2.2d v31, v0, v2
sqdmlsl2.2d v19, v10, v10
sqdmlsl2.2d v28, v26, v6
sqdmlsl.4s v20, v20, v25
sqdmlsl.4s v8, v8, v21
sqdmlsl.4s v19, v14, v29
sqdmlsl.4s v2, v2, v29
sqdmlsl2.4s v6, v13, v16
sqdmlsl2.4s v19, v17, v17
sqdmlsl2.4s v3, v3, v16
sqdmlsl2.4s v21, v12, v6
sqdmulh.h h9, h15, v8[5]
sqdmulh.h h14, h13, v5[5]
sqdmulh.h h0, h22, v5[2]
sqdmulh.h h24, h8, v10[6]
sqdmulh.s s1, s17, v30[1]
sqdmulh.s s28, s31, v14[0]
sqdmulh.s s22, s29, v23[2]
sqdmulh.s s20, s21, v25[3]
sqdmulh.2s v5, v8, v22[3]
sqdmulh.2s v21, v10, v15[2]
sqdmulh.2s v7, v26, v6[0]
sqdmulh.2s v3, v1, v25[3]
sqdmulh.4h v20, v16, v14[7]
sqdmulh.4h v30, v0, v6[0]
sqdmulh.4h v25, v1, v10[7]
sqdmulh.4h v15, v17, v2[0]
sqdmulh.4s v9, v4, v15[2]
sqdmulh.4s v26, v7, v30[3]
sqdmulh.4s v26, v20, v11[0]
sqdmulh.4s v17, v1, v4[2]
sqdmulh.8h v17, v29, v2[6]
sqdmulh.8h v30, v2, v10[7]
sqdmulh.8h v0, v30, v7[3]
sqdmulh.8h v16, v11, v15[1]
sqdmulh.2s v7, v13, v31
sqdmulh.2s v30, v15, v9
sqdmulh.2s v7, v21, v12
sqdmulh.2s v0, v6, v27
sqdmulh.4h v5, v30, v20
sqdmulh.4h v19, v21, v9
sqdmulh.4h v17, v5, v11
sqdmulh.4h v14, v4, v0
sqdmulh.4s v7, v30, v6
sqdmulh.4s v11, v8, v3
sqdmulh.4s v6, v11, v3
sqdmulh.4s v22, v15, v18
sqdmulh.8h v30, v27, v7
sqdmulh.8h v5, v8, v25
sqdmulh.8h v9, v28, v25
sqdmulh.8h v21, v1, v2
sqdmull.h s19, h29, v6[0]
sqdmull.h s24, h4, v13[0]
sqdmull.h s31, h26, v7[2]
sqdmull.h s27, h14, v13[6]
sqdmull.s d7, s15, v17[3]
sqdmull.s d17, s10, v30[3]
sqdmull.s d24, s4, v5[0]
sqdmull.s d14, s14, v29[2]
sqdmull.2d v20, v7, v14[3]
sqdmull.2d v1, v19, v25[0]
sqdmull.2d v18, v11, v28[1]
sqdmull.2d v9, v12, v25[2]
sqdmull2.2d v28, v17, v15[1]
sqdmull2.2d v6, v19, v30[0]
sqdmull2.2d v30, v25, v17[2]
sqdmull2.2d v6, v2, v21[0]
sqdmull.4s v5, v31, v11[0]
sqdmull.4s v19, v14, v14[1]
sqdmull.4s v30, v5, v5[1]
sqdmull.4s v10, v22, v8[6]
sqdmull2.4s v22, v19, v8[0]
sqdmull2.4s v30, v21, v13[1]
sqdmull2.4s v14, v8, v1[1]
sqdmull2.4s v26, v24, v5[5]
sqdmull.2d v2, v0, v4
sqdmull.2d v0, v21, v8
sqdmull.2d v6, v30, v5
sqdmull.2d v14, v12, v6
sqdmull2.2d v26, v2, v26
sqdmull2.2d v4, v7, v25
sqdmull2.2d v0, v31, v11
sqdmull2.2d v18, v28, v2
sqdmull.4s v3, v30, v6
sqdmull.4s v0, v16, v13
sqdmull.4s v12, v18, v11
sqdmull.4s v0, v8, v19
sqdmull2.4s v29, v19, v2
sqdmull2.4s v29, v21, v6
sqdmull2.4s v9, v8, v7
sqdmull2.4s v7, v6, v14
sqneg.16b v16, v6
sqneg.16b v8, v17
sqneg.16b v23, v4
sqneg.16b v28, v7
sqneg.2d v6, v17
sqneg.2d v14, v30
sqneg.2d v19, v19
sqneg.2d v12, v9
sqneg.2s v27, v17
sqneg.2s v20, v19
sqneg.2s v30, v7
sqneg.2s v28, v6
sqneg.4h v13, v2
sqneg.4h v2, v12
sqneg.4h v16, v28
sqneg.4h v11, v1
sqneg.4s v16, v10
sqneg.4s v2, v18
sqneg.4s v4, v16
sqneg.4s v7, v3
sqneg.8b v9, v20
sqneg.8b v8, v31
sqneg.8b v11, v26
sqneg.8b v13, v30
sqneg.8h v19, v2
sqneg.8h v27, v19
sqneg.8h v31, v1
sqneg.8h v16, v19
sqrdmulh.h h19, h13, v7[0]
sqrdmulh.h h22, h25, v11[4]
sqrdmulh.h h19, h5, v13[3]
sqrdmulh.h h26, h25, v13[0]
sqrdmulh.s s27, s1, v27[1]
sqrdmulh.s s14, s22, v6[3]
sqrdmulh.s s27, s2, v9[0]
sqrdmulh.s s23, s23, v23[2]
sqrdmulh.2s v15, v12, v4[0]
sqrdmulh.2s v17, v3, v1[1]
sqrdmulh.2s v16, v24, v1[3]
sqrdmulh.2s v14, v16, v26[0]
sqrdmulh.4h v17, v23, v9[0]
sqrdmulh.4h v20, v2, v9[3]
sqrdmulh.4h v27, v6, v7[0]
sqrdmulh.4h v10, v3, v4[0]
sqrdmulh.4s v29, v12, v31[1]
sqrdmulh.4s v16, v5, v1[0]
sqrdmulh.4s v8, v28, v16[1]
sqrdmulh.4s v1, v14, v16[0]
sqrdmulh.8h v18, v0, v1[0]
sqrdmulh.8h v3, v26, v12[2]
sqrdmulh.8h v26, v22, v11[0]
sqrdmulh.8h v28, v9, v6[1]
sqrdmulh.2s v20, v7, v28
sqrdmulh.2s v28, v27, v19
sqrdmulh.2s v26, v28, v24
sqrdmulh.2s v8, v28, v14
sqrdmulh.4h v7, v12, v12
sqrdmulh.4h v4, v14, v11
sqrdmulh.4h v30, v1, v6
sqrdmulh.4h v13, v4, v10
sqrdmulh.4s v2, v7, v1
sqrdmulh.4s v1, v18, v29
sqrdmulh.4s v8, v2, v27
sqrdmulh.4s v17, v3, v22
sqrdmulh.8h v9, v16, v13
sqrdmulh.8h v12, v3, v0
sqrdmulh.8h v20, v1, v10
sqrdmulh.8h v10, v11, v12
sqrshl.16b v17, v17, v31
sqrshl.16b v19, v6, v28
sqrshl.16b v24, v7, v16
sqrshl.16b v22, v26, v20
sqrshl.2d v1, v20, v27
sqrshl.2d v0, v24, v3
sqrshl.2d v21, v10, v16
sqrshl.2d v23, v11, v12
sqrshl.2s v30, v16, v24
sqrshl.2s v2, v3, v6
sqrshl.2s v2, v18, v13
sqrshl.2s v20, v30, v23
sqrshl.4h v18, v13, v18
sqrshl.4h v5, v9, v0
sqrshl.4h v29, v1, v20
sqrshl.4h v9, v15, v2
sqrshl.4s v2, v22, v6
sqrshl.4s v5, v30, v6
sqrshl.4s v18, v31, v17
sqrshl.4s v8, v30, v28
sqrshl.8b v9, v27, v25
sqrshl.8b v1, v11, v2
sqrshl.8b v29, v22, v0
sqrshl.8b v25, v9, v10
sqrshl.8h v1, v3, v24
sqrshl.8h v29, v9, v9
sqrshl.8h v6, v17, v24
sqrshl.8h v26, v25, v26
sqrshrn.2s v20, v25, #28
sqrshrn.2s v6, v3, #1
sqrshrn.2s v22, v5, #32
sqrshrn.2s v10, v4, #1
sqrshrn2.4s v19, v0, #1
sqrshrn2.4s v26, v8, #31
sqrshrn2.4s v28, v19, #15
sqrshrn2.4s v26, v30, #12
sqrshrn.4h v24, v17, #6
sqrshrn.4h v12, v16, #3
sqrshrn.4h v16, v13, #5
sqrshrn.4h v3, v25, #15
sqrshrn2.8h v25, v15, #10
sqrshrn2.8h v8, v5, #4
sqrshrn2.8h v11, v6, #14
sqrshrn2.8h v29, v16, #14
sqrshrn.8b v25, v27, #1
sqrshrn.8b v9, v16, #1
sqrshrn.8b v11, v1, #8
sqrshrn.8b v8, v24, #2
sqrshrn2.16b v26, v11, #6
sqrshrn2.16b v1, v9, #3
sqrshrn2.16b v28, v2, #2
sqrshrn2.16b v1, v2, #1
sqrshrun.2s v2, v10, #18
sqrshrun.2s v18, v12, #1
sqrshrun.2s v1, v12, #14
sqrshrun.2s v24, v5, #13
sqrshrun2.4s v30, v2, #6
sqrshrun2.4s v19, v7, #23
sqrshrun2.4s v19, v21, #14
sqrshrun2.4s v13, v1, #22
sqrshrun.4h v8, v11, #1
sqrshrun.4h v21, v11, #6
sqrshrun.4h v26, v7, #14
sqrshrun.4h v25, v9, #13
sqrshrun2.8h v30, v9, #5
sqrshrun2.8h v22, v3, #7
sqrshrun2.8h v8, v8, #14
sqrshrun2.8h v4, v18, #8
sqrshrun.8b v28, v1, #8
sqrshrun.8b v9, v28, #1
sqrshrun.8b v7, v14, #2
sqrshrun.8b v1, v5, #4
sqrshrun2.16b v20, v22, #1
sqrshrun2.16b v2, v12, #7
sqrshrun2.16b v16, v11, #7
sqrshrun2.16b v10, v29, #6
sqshlu.16b v21, v29, #0
sqshlu.16b v20, v2, #0
sqshlu.16b v13, v4, #1
sqshlu.16b v24, v24, #4
sqshlu.2d v1, v6, #0
sqshlu.2d v18, v15, #54
sqshlu.2d v31, v17, #7
sqshlu.2d v9, v2, #63
sqshlu.2s v23, v15, #31
sqshlu.2s v10, v5, #0
sqshlu.2s v18, v11, #9
sqshlu.2s v0, v27, #1
sqshlu.4h v31, v10, #10
sqshlu.4h v7, v29, #14
sqshlu.4h v18, v31, #2
sqshlu.4h v18, v29, #9
sqshlu.4s v12, v8, #0
sqshlu.4s v14, v1, #29
sqshlu.4s v22, v18, #28
sqshlu.4s v12, v9, #11
sqshlu.8b v11, v4, #4
sqshlu.8b v16, v6, #0
sqshlu.8b v12, v23, #0
sqshlu.8b v1, v9, #3
sqshlu.8h v25, v4, #7
sqshlu.8h v22, v5, #0
sqshlu.8h v9, v26, #2
sqshlu.8h v31, v12, #1
sqshl.16b v26, v3, #5
sqshl.16b v0, v0, #3
sqshl.16b v12, v15, #7
sqshl.16b v28, v11, #5
sqshl.2d v18, v15, #11
sqshl.2d v20, v6, #2
sqshl.2d v24, v27, #43
sqshl.2d v24, v8, #4
sqshl.2s v19, v23, #2
sqshl.2s v15, v15, #0
sqshl.2s v20, v23, #0
sqshl.2s v9, v1, #9
sqshl.4h v29, v10, #0
sqshl.4h v1, v18, #11
sqshl.4h v26, v15, #10
sqshl.4h v4, v27, #6
sqshl.4s v16, v13, #1
sqshl.4s v21, v0, #9
sqshl.4s v2, v24, #31
sqshl.4s v23, v27, #0
sqshl.8b v18, v24, #1
sqshl.8b v18, v26, #1
sqshl.8b v12, v14, #6
sqshl.8b v14, v6, #4
sqshl.8h v10, v9, #8
sqshl.8h v4, v3, #15
sqshl.8h v28, v17, #1
sqshl.8h v14, v21, #4
sqshl.16b v22, v31, v27
sqshl.16b v24, v24, v25
sqshl.16b v30, v17, v9
sqshl.16b v18, v8, v2
sqshl.2d v27, v17, v24
sqshl.2d v29, v4, v27
sqshl.2d v4, v22, v28
sqshl.2d v11, v14, v11
sqshl.2s v9, v9, v19
sqshl.2s v11, v12, v13
sqshl.2s v22, v13, v19
sqshl.2s v11, v5, v14
sqshl.4h v3, v10, v31
sqshl.4h v2, v17, v9
sqshl.4h v29, v7, v24
sqshl.4h v22, v27, v7
sqshl.4s v9, v12, v22
sqshl.4s v5, v31, v17
sqshl.4s v7, v0, v14
sqshl.4s v0, v26, v31
sqshl.8b v17, v3, v4
sqshl.8b v16, v1, v27
sqshl.8b v20, v5, v15
sqshl.8b v21, v29, v19
sqshl.8h v3, v4, v12
sqshl.8h v15, v16, v1
sqshl.8h v5, v6, v1
sqshl.8h v5, v10, v4
sqshrn.2s v11, v16, #24
sqshrn.2s v11, v12, #22
sqshrn.2s v26, v12, #2
sqshrn.2s v15, v29, #15
sqshrn2.4s v22, v28, #1
sqshrn2.4s v9, v18, #1
sqshrn2.4s v6, v6, #1
sqshrn2.4s v11, v19, #1
sqshrn.4h v27, v0, #11
sqshrn.4h v27, v22, #9
sqshrn.4h v29, v20, #16
sqshrn.4h v4, v27, #2
sqshrn2.8h v20, v2, #10
sqshrn2.8h v1, v7, #6
sqshrn2.8h v23, v19, #1
sqshrn2.8h v9, v20, #11
sqshrn.8b v18, v24, #7
sqshrn.8b v0, v11, #5
sqshrn.8b v8, v15, #1
sqshrn.8b v22, v7, #2
sqshrn2.16b v0, v13, #1
sqshrn2.16b v6, v0, #5
sqshrn2.16b v20, v4, #5
sqshrn2.16b v13, v29, #4
sqshrun.2s v18, v15, #10
sqshrun.2s v27, v1, #27
sqshrun.2s v27, v0, #9
sqshrun.2s v21, v7, #27
sqshrun2.4s v6, v12, #28
sqshrun2.4s v13, v16, #1
sqshrun2.4s v26, v26, #27
sqshrun2.4s v9, v26, #24
sqshrun.4h v31, v13, #11
sqshrun.4h v29, v31, #13
sqshrun.4h v1, v8, #11
sqshrun.4h v23, v18, #13
sqshrun2.8h v14, v17, #15
sqshrun2.8h v30, v16, #15
sqshrun2.8h v9, v8, #9
sqshrun2.8h v19, v6, #1
sqshrun.8b v9, v20, #7
sqshrun.8b v1, v31, #6
sqshrun.8b v24, v4, #2
sqshrun.8b v9, v8, #8
sqshrun2.16b v14, v14, #1
sqshrun2.16b v21, v12, #6
sqshrun2.16b v28, v23, #6
sqshrun2.16b v26, v10, #8
sqsub.16b v14, v22, v3
sqsub.16b v17, v21, v16
sqsub.16b v8, v3, v11
sqsub.16b v0, v10, v1
sqsub.2d v10, v16, v23
sqsub.2d v25, v18, v3
sqsub.2d v29, v18, v7
sqsub.2d v0, v0, v27
sqsub.2s v3, v10, v4
sqsub.2s v10, v19, v2
sqsub.2s v23, v10, v28
sqsub.2s v30, v28, v28
sqsub.4h v31, v14, v2
sqsub.4h v13, v31, v24
sqsub.4h v20, v11, v23
sqsub.4h v3, v15, v28
sqsub.4s v19, v4, v2
sqsub.4s v23, v13, v10
sqsub.4s v23, v4, v27
sqsub.4s v28, v22, v15
sqsub.8b v19, v6, v31
sqsub.8b v21, v30, v17
sqsub.8b v5, v15, v25
sqsub.8b v0, v9, v6
sqsub.8h v2, v4, v20
sqsub.8h v4, v28, v11
sqsub.8h v19, v10, v28
sqsub.8h v28, v26, v4
sqxtn.2s v18, v6
sqxtn.2s v12, v9
sqxtn.2s v10, v26
sqxtn.2s v19, v6
sqxtn2.4s v31, v16
sqxtn2.4s v25, v4
sqxtn2.4s v0, v6
sqxtn2.4s v0, v9
sqxtn.4h v23, v11
sqxtn.4h v25, v1
sqxtn.4h v5, v14
sqxtn.4h v25, v0
sqxtn2.8h v24, v0
sqxtn2.8h v19, v1
sqxtn2.8h v14, v29
sqxtn2.8h v0, v1
sqxtn.8b v19, v24
sqxtn.8b v12, v20
sqxtn.8b v27, v12
sqxtn.8b v22, v23
sqxtn2.16b v25, v17
sqxtn2.16b v4, v26
sqxtn2.16b v11, v0
sqxtn2.16b v0, v20
sqxtun.2s v17, v10
sqxtun.2s v23, v19
sqxtun.2s v26, v17
sqxtun.2s v15, v29
sqxtun2.4s v8, v8
sqxtun2.4s v23, v2
sqxtun2.4s v4, v30
sqxtun2.4s v2, v21
sqxtun.4h v3, v21
sqxtun.4h v0, v13
sqxtun.4h v13, v12
sqxtun.4h v30, v28
sqxtun2.8h v14, v1
sqxtun2.8h v7, v29
sqxtun2.8h v21, v31
sqxtun2.8h v0, v17
sqxtun.8b v16, v12
sqxtun.8b v12, v21
sqxtun.8b v1, v4
sqxtun.8b v29, v26
sqxtun2.16b v29, v3
sqxtun2.16b v14, v26
sqxtun2.16b v24, v7
sqxtun2.16b v17, v10
srhadd.16b v19, v11, v16
srhadd.16b v1, v15, v13
srhadd.16b v15, v18, v21
srhadd.16b v6, v26, v3
srhadd.2s v10, v22, v7
srhadd.2s v11, v29, v29
srhadd.2s v18, v1, v3
srhadd.2s v27, v18, v23
srhadd.4h v25, v3, v21
srhadd.4h v7, v4, v6
srhadd.4h v20, v0, v3
srhadd.4h v27, v0, v14
srhadd.4s v23, v24, v0
srhadd.4s v20, v23, v5
srhadd.4s v23, v25, v31
srhadd.4s v0, v20, v25
srhadd.8b v26, v17, v10
srhadd.8b v11, v16, v22
srhadd.8b v17, v6, v2
srhadd.8b v1, v19, v30
srhadd.8h v11, v15, v0
srhadd.8h v21, v13, v10
srhadd.8h v6, v0, v3
srhadd.8h v27, v15, v22
sri.16b v17, v6, #5
sri.16b v5, v9, #3
sri.16b v11, v4, #5
sri.16b v29, v0, #4
sri.2d v1, v1, #30
sri.2d v4, v11, #64
sri.2d v4, v13, #1
sri.2d v27, v25, #15
sri.2s v20, v16, #1
sri.2s v7, v26, #5
sri.2s v10, v4, #1
sri.2s v27, v22, #8
sri.4h v5, v2, #12
sri.4h v28, v13, #1
sri.4h v23, v27, #5
sri.4h v3, v16, #8
sri.4s v5, v19, #25
sri.4s v16, v3, #3
sri.4s v0, v31, #26
sri.4s v11, v9, #13
sri.8b v4, v0, #7
sri.8b v14, v10, #2
sri.8b v31, v6, #6
sri.8b v17, v10, #1
sri.8h v20, v28, #9
sri.8h v14, v7, #16
sri.8h v21, v28, #5
sri.8h v2, v29, #7
srshl.16b v11, v9, v4
srshl.16b v13, v20, v15
srshl.16b v28, v30, v16
srshl.16b v4, v11, v16
srshl.2d v26, v16, v25
srshl.2d v9, v13, v5
srshl.2d v22, v2, v0
srshl.2d v21, v26, v6
srshl.2s v31, v8, v9
srshl.2s v26, v20, v18
srshl.2s v14, v28, v21
srshl.2s v22, v24, v8
srshl.4h v30, v24, v0
srshl.4h v28, v13, v0
srshl.4h v1, v30, v0
srshl.4h v31, v15, v12
srshl.4s v5, v9, v3
srshl.4s v27, v27, v2
srshl.4s v30, v31, v1
srshl.4s v20, v12, v15
srshl.8b v22, v16, v10
srshl.8b v2, v13, v18
srshl.8b v3, v21, v15
srshl.8b v1, v26, v8
srshl.8h v19, v0, v20
srshl.8h v0, v26, v5
srshl.8h v11, v22, v11
srshl.8h v25, v23, v18
srshr.16b v18, v1, #8
srshr.16b v18, v6, #6
srshr.16b v24, v23, #2
srshr.16b v28, v1, #1
srshr.2d v10, v8, #24
srshr.2d v11, v12, #44
srshr.2d v2, v28, #20
srshr.2d v8, v30, #1
srshr.2s v8, v15, #14
srshr.2s v5, v23, #32
srshr.2s v12, v3, #21
srshr.2s v3, v14, #13
srshr.4h v27, v23, #1
srshr.4h v10, v24, #14
srshr.4h v2, v10, #15
srshr.4h v23, v13, #9
srshr.4s v6, v5, #17
srshr.4s v31, v22, #30
srshr.4s v22, v12, #10
srshr.4s v3, v3, #19
srshr.8b v9, v18, #2
srshr.8b v28, v12, #5
srshr.8b v26, v15, #3
srshr.8b v21, v4, #8
srshr.8h v24, v30, #6
srshr.8h v22, v23, #4
srshr.8h v8, v30, #7
srshr.8h v31, v22, #15
srsra.16b v9, v27, #3
srsra.16b v15, v17, #4
srsra.16b v22, v1, #3
srsra.16b v0, v4, #4
srsra.2d v2, v24, #1
srsra.2d v0, v25, #1
srsra.2d v8, v10, #41
srsra.2d v4, v17, #1
srsra.2s v3, v28, #1
srsra.2s v12, v14, #19
srsra.2s v4, v8, #15
srsra.2s v19, v0, #29
srsra.4h v6, v20, #1
srsra.4h v22, v9, #12
srsra.4h v19, v27, #3
srsra.4h v29, v31, #12
srsra.4s v13, v8, #32
srsra.4s v0, v21, #13
srsra.4s v23, v15, #23
srsra.4s v23, v10, #1
srsra.8b v10, v2, #1
srsra.8b v23, v12, #4
srsra.8b v23, v31, #7
srsra.8b v10, v10, #5
srsra.8h v22, v18, #5
srsra.8h v10, v21, #1
srsra.8h v7, v1, #6
srsra.8h v26, v24, #1
sshll.2d v16, v4, #7
sshll.2d v16, v11, #10
sshll.2d v18, v17, #27
sshll.2d v26, v29, #0
sshll2.2d v21, v9, #15
sshll2.2d v22, v17, #28
sshll2.2d v31, v23, #0
sshll2.2d v13, v14, #12
sshll.4s v1, v27, #15
sshll.4s v17, v17, #15
sshll.4s v24, v3, #2
sshll.4s v18, v11, #8
sshll2.4s v27, v22, #14
sshll2.4s v20, v25, #8
sshll2.4s v0, v21, #9
sshll2.4s v7, v31, #9
sshll.8h v8, v3, #0
sshll.8h v16, v30, #1
sshll.8h v10, v18, #4
sshll.8h v7, v11, #2
sshll2.8h v16, v26, #1
sshll2.8h v22, v14, #7
sshll2.8h v20, v3, #4
sshll2.8h v12, v10, #1
sshl.16b v12, v31, v19
sshl.16b v19, v27, v5
sshl.16b v23, v20, v6
sshl.16b v6, v16, v16
sshl.2d v16, v11, v27
sshl.2d v24, v31, v8
sshl.2d v23, v8, v16
sshl.2d v5, v19, v18
sshl.2s v12, v21, v16
sshl.2s v5, v29, v17
sshl.2s v5, v30, v16
sshl.2s v4, v0, v29
sshl.4h v5, v11, v1
sshl.4h v7, v26, v23
sshl.4h v8, v24, v11
sshl.4h v4, v21, v30
sshl.4s v27, v27, v7
sshl.4s v12, v25, v21
sshl.4s v8, v1, v6
sshl.4s v2, v17, v23
sshl.8b v22, v11, v30
sshl.8b v25, v11, v8
sshl.8b v5, v2, v6
sshl.8b v28, v11, v14
sshl.8h v31, v3, v2
sshl.8h v19, v10, v24
sshl.8h v0, v24, v7
sshl.8h v8, v6, v8
sshr.16b v23, v23, #1
sshr.16b v31, v25, #2
sshr.16b v9, v21, #7
sshr.16b v28, v26, #8
sshr.2d v10, v14, #34
sshr.2d v5, v20, #32
sshr.2d v25, v30, #1
sshr.2d v0, v29, #61
sshr.2s v22, v27, #24
sshr.2s v25, v21, #1
sshr.2s v14, v7, #32
sshr.2s v31, v15, #1
sshr.4h v27, v18, #1
sshr.4h v7, v12, #1
sshr.4h v5, v7, #11
sshr.4h v27, v30, #11
sshr.4s v30, v27, #21
sshr.4s v25, v13, #7
sshr.4s v1, v29, #26
sshr.4s v8, v6, #23
sshr.8b v21, v16, #1
sshr.8b v28, v26, #4
sshr.8b v30, v17, #3
sshr.8b v11, v11, #8
sshr.8h v26, v22, #7
sshr.8h v9, v8, #11
sshr.8h v19, v26, #3
sshr.8h v27, v15, #11
ssra.16b v16, v27, #8
ssra.16b v7, v25, #4
ssra.16b v26, v29, #6
ssra.16b v31, v27, #2
ssra.2d v20, v12, #1
ssra.2d v28, v20, #1
ssra.2d v25, v21, #51
ssra.2d v21, v20, #23
ssra.2s v5, v21, #17
ssra.2s v31, v19, #16
ssra.2s v7, v5, #1
ssra.2s v11, v0, #1
ssra.4h v30, v20, #1
ssra.4h v9, v21, #11
ssra.4h v12, v15, #16
ssra.4h v10, v12, #14
ssra.4s v17, v11, #1
ssra.4s v22, v12, #26
ssra.4s v30, v5, #23
ssra.4s v17, v10, #1
ssra.8b v1, v20, #5
ssra.8b v20, v4, #8
ssra.8b v23, v27, #4
ssra.8b v0, v16, #2
ssra.8h v23, v22, #11
ssra.8h v31, v14, #10
ssra.8h v20, v29, #14
ssra.8h v16, v29, #1
ssubl.2d v29, v25, v7
ssubl.2d v10, v30, v21
ssubl.2d v0, v28, v30
ssubl.2d v10, v0, v6
ssubl2.2d v8, v17, v28
ssubl2.2d v12, v23, v10
ssubl2.2d v14, v26, v23
ssubl2.2d v17, v27, v20
ssubl.4s v17, v22, v15
ssubl.4s v24, v25, v31
ssubl.4s v7, v4, v20
ssubl.4s v22, v10, v25
ssubl2.4s v29, v6, v27
ssubl2.4s v19, v2, v16
ssubl2.4s v12, v3, v14
ssubl2.4s v1, v2, v15
ssubl.8h v30, v15, v1
ssubl.8h v12, v1, v0
ssubl.8h v11, v19, v8
ssubl.8h v10, v12, v19
ssubl2.8h v1, v16, v24
ssubl2.8h v21, v11, v10
ssubl2.8h v10, v22, v11
ssubl2.8h v13, v7, v0
ssubw.2d v3, v31, v29
ssubw.2d v22, v5, v21
ssubw.2d v23, v11, v13
ssubw.2d v21, v28, v3
ssubw2.2d v4, v0, v19
ssubw2.2d v23, v22, v12
ssubw2.2d v23, v20, v1
ssubw2.2d v1, v9, v28
ssubw.4s v8, v16, v9
ssubw.4s v8, v6, v30
ssubw.4s v27, v19, v22
ssubw.4s v2, v7, v31
ssubw2.4s v8, v19, v16
ssubw2.4s v0, v18, v31
ssubw2.4s v10, v21, v19
ssubw2.4s v0, v7, v11
ssubw.8h v24, v29, v3
ssubw.8h v19, v8, v1
ssubw.8h v28, v6, v19
ssubw.8h v12, v17, v16
ssubw2.8h v12, v12, v24
ssubw2.8h v1, v26, v28
ssubw2.8h v13, v14, v3
ssubw2.8h v21, v26, v10
st1.16b { v16, v17, v18, v19 }, [x14]
st1.16b { v9, v10, v11, v12 }, [x23]
st1.16b { v23, v24, v25, v26 }, [x28]
st1.16b { v19, v20, v21, v22 }, [sp]
st1.16b { v28, v29, v30, v31 }, [x1], x24
st1.16b { v30, v31, v0, v1 }, [x27], x13
st1.16b { v31, v0, v1, v2 }, [x9], x21
st1.16b { v0, v1, v2, v3 }, [x22], x20
st1.1d { v15, v16, v17, v18 }, [x20]
st1.1d { v15, v16, v17, v18 }, [x25]
st1.1d { v31, v0, v1, v2 }, [x10]
st1.1d { v3, v4, v5, v6 }, [x16]
st1.1d { v14, v15, v16, v17 }, [x20], x11
st1.1d { v13, v14, v15, v16 }, [x11], x1
st1.1d { v11, v12, v13, v14 }, [x18], x14
st1.1d { v1, v2, v3, v4 }, [x13], x5
st1.2d { v31, v0, v1, v2 }, [x22]
st1.2d { v11, v12, v13, v14 }, [x29]
st1.2d { v28, v29, v30, v31 }, [x6]
st1.2d { v3, v4, v5, v6 }, [x5]
st1.2d { v22, v23, v24, v25 }, [x15], x15
st1.2d { v21, v22, v23, v24 }, [x4], x21
st1.2d { v21, v22, v23, v24 }, [x25], x29
st1.2d { v7, v8, v9, v10 }, [x13], x17
st1.2s { v11, v12, v13, v14 }, [x25]
st1.2s { v0, v1, v2, v3 }, [x28]
st1.2s { v7, v8, v9, v10 }, [x8]
st1.2s { v15, v16, v17, v18 }, [x16]
st1.2s { v12, v13, v14, v15 }, [x26], x12
st1.2s { v14, v15, v16, v17 }, [x13], x28
st1.2s { v2, v3, v4, v5 }, [x21], x3
st1.2s { v15, v16, v17, v18 }, [x14], x2
st1.4h { v15, v16, v17, v18 }, [x30]
st1.4h { v2, v3, v4, v5 }, [x16]
st1.4h { v24, v25, v26, v27 }, [x30]
st1.4h { v8, v9, v10, v11 }, [x5]
st1.4h { v24, v25, v26, v27 }, [x5], x27
st1.4h { v24, v25, v26, v27 }, [x17], x8
st1.4h { v19, v20, v21, v22 }, [x22], x16
st1.4h { v26, v27, v28, v29 }, [x29], x0
st1.4s { v11, v12, v13, v14 }, [x11]
st1.4s { v17, v18, v19, v20 }, [x29]
st1.4s { v22, v23, v24, v25 }, [x0]
st1.4s { v5, v6, v7, v8 }, [x23]
st1.4s { v19, v20, v21, v22 }, [x7], x12
st1.4s { v16, v17, v18, v19 }, [x15], x16
st1.4s { v4, v5, v6, v7 }, [x0], x30
st1.4s { v4, v5, v6, v7 }, [x9], x18
st1.8b { v29, v30, v31, v0 }, [sp]
st1.8b { v23, v24, v25, v26 }, [x22]
st1.8b { v25, v26, v27, v28 }, [x12]
st1.8b { v7, v8, v9, v10 }, [x26]
st1.8b { v1, v2, v3, v4 }, [x24], x14
st1.8b { v26, v27, v28, v29 }, [x22], x14
st1.8b { v17, v18, v19, v20 }, [x19], x28
st1.8b { v8, v9, v10, v11 }, [x21], x4
st1.8h { v16, v17, v18, v19 }, [x18]
st1.8h { v4, v5, v6, v7 }, [x8]
st1.8h { v4, v5, v6, v7 }, [x4]
st1.8h { v1, v2, v3, v4 }, [x21]
st1.8h { v10, v11, v12, v13 }, [x19], x3
st1.8h { v28, v29, v30, v31 }, [x2], x10
st1.8h { v24, v25, v26, v27 }, [x4], x18
st1.8h { v19, v20, v21, v22 }, [x30], x11
st1.16b { v16 }, [x28]
st1.16b { v22 }, [x8]
st1.16b { v18 }, [x30]
st1.16b { v12 }, [x20]
st1.16b { v17 }, [x15], x14
st1.16b { v14 }, [x8], x26
st1.16b { v7 }, [x14], x21
st1.16b { v18 }, [x9], x9
st1.1d { v13 }, [x14]
st1.1d { v0 }, [x20]
st1.1d { v0 }, [x18]
st1.1d { v12 }, [x30]
st1.1d { v22 }, [x15], x10
st1.1d { v22 }, [x14], x5
st1.1d { v9 }, [x12], x27
st1.1d { v11 }, [x29], x16
st1.2d { v18 }, [x20]
st1.2d { v6 }, [sp]
st1.2d { v18 }, [x13]
st1.2d { v9 }, [x30]
st1.2d { v1 }, [x17], x1
st1.2d { v22 }, [x16], x1
st1.2d { v9 }, [x27], x19
st1.2d { v13 }, [x27], x3
st1.2s { v26 }, [x28]
st1.2s { v0 }, [x22]
st1.2s { v21 }, [x26]
st1.2s { v28 }, [x15]
st1.2s { v4 }, [x4], x20
st1.2s { v29 }, [x21], x7
st1.2s { v1 }, [x10], x8
st1.2s { v27 }, [x23], x29
st1.4h { v13 }, [x17]
st1.4h { v11 }, [x29]
st1.4h { v30 }, [x12]
st1.4h { v10 }, [x14]
st1.4h { v24 }, [x8], x7
st1.4h { v20 }, [x19], x3
st1.4h { v10 }, [x7], x1
st1.4h { v9 }, [x14], x13
st1.4s { v25 }, [x9]
st1.4s { v30 }, [x17]
st1.4s { v3 }, [x3]
st1.4s { v13 }, [x20]
st1.4s { v1 }, [x8], x28
st1.4s { v0 }, [x1], x30
st1.4s { v21 }, [x2], x10
st1.4s { v7 }, [sp], x19
st1.8b { v20 }, [x18]
st1.8b { v19 }, [x9]
st1.8b { v21 }, [sp]
st1.8b { v26 }, [x18]
st1.8b { v19 }, [x30], x13
st1.8b { v8 }, [x5], x8
st1.8b { v19 }, [x6], x1
st1.8b { v14 }, [x11], #8
st1.8h { v5 }, [x26]
st1.8h { v25 }, [x1]
st1.8h { v4 }, [x28]
st1.8h { v27 }, [x15]
st1.8h { v27 }, [x30], x17
st1.8h { v24 }, [x18], x23
st1.8h { v7 }, [x8], x6
st1.8h { v3 }, [x15], x0
st1.16b { v22, v23, v24 }, [x25]
st1.16b { v3, v4, v5 }, [x18]
st1.16b { v11, v12, v13 }, [x2]
st1.16b { v27, v28, v29 }, [x24]
st1.16b { v10, v11, v12 }, [x12], x15
st1.16b { v28, v29, v30 }, [x2], x11
st1.16b { v2, v3, v4 }, [x24], x17
st1.16b { v12, v13, v14 }, [x19], x11
st1.1d { v14, v15, v16 }, [x28]
st1.1d { v1, v2, v3 }, [x25]
st1.1d { v10, v11, v12 }, [x0]
st1.1d { v12, v13, v14 }, [sp]
st1.1d { v1, v2, v3 }, [x8], x28
st1.1d { v28, v29, v30 }, [x14], x23
st1.1d { v16, v17, v18 }, [x22], x7
st1.1d { v9, v10, v11 }, [x3], x16
st1.2d { v20, v21, v22 }, [x8]
st1.2d { v1, v2, v3 }, [sp]
st1.2d { v22, v23, v24 }, [x25]
st1.2d { v0, v1, v2 }, [x14]
st1.2d { v1, v2, v3 }, [x26], x10
st1.2d { v2, v3, v4 }, [x9], x4
st1.2d { v3, v4, v5 }, [x22], x19
st1.2d { v6, v7, v8 }, [x28], x3
st1.2s { v26, v27, v28 }, [x25]
st1.2s { v23, v24, v25 }, [x14]
st1.2s { v5, v6, v7 }, [x16]
st1.2s { v17, v18, v19 }, [x26]
st1.2s { v10, v11, v12 }, [x15], x3
st1.2s { v21, v22, v23 }, [x22], x15
st1.2s { v7, v8, v9 }, [x24], x26
st1.2s { v14, v15, v16 }, [x6], x14
st1.4h { v23, v24, v25 }, [x28]
st1.4h { v23, v24, v25 }, [x6]
st1.4h { v7, v8, v9 }, [x5]
st1.4h { v11, v12, v13 }, [x19]
st1.4h { v5, v6, v7 }, [x0], x8
st1.4h { v30, v31, v0 }, [x7], x10
st1.4h { v17, v18, v19 }, [x25], x3
st1.4h { v18, v19, v20 }, [x28], x7
st1.4s { v2, v3, v4 }, [x7]
st1.4s { v24, v25, v26 }, [x26]
st1.4s { v7, v8, v9 }, [x24]
st1.4s { v9, v10, v11 }, [x14]
st1.4s { v12, v13, v14 }, [x13], x12
st1.4s { v17, v18, v19 }, [x18], x5
st1.4s { v25, v26, v27 }, [x30], #48
st1.4s { v12, v13, v14 }, [x10], x1
st1.8b { v15, v16, v17 }, [x20]
st1.8b { v30, v31, v0 }, [x7]
st1.8b { v19, v20, v21 }, [x17]
st1.8b { v9, v10, v11 }, [x0]
st1.8b { v7, v8, v9 }, [x27], x25
st1.8b { v3, v4, v5 }, [x9], x18
st1.8b { v20, v21, v22 }, [x12], x18
st1.8b { v27, v28, v29 }, [x3], x11
st1.8h { v14, v15, v16 }, [x0]
st1.8h { v16, v17, v18 }, [x7]
st1.8h { v9, v10, v11 }, [x7]
st1.8h { v10, v11, v12 }, [x22]
st1.8h { v19, v20, v21 }, [x17], x10
st1.8h { v19, v20, v21 }, [x30], x30
st1.8h { v4, v5, v6 }, [x30], x6
st1.8h { v31, v0, v1 }, [x10], x21
st1.16b { v3, v4 }, [x29]
st1.16b { v23, v24 }, [x9]
st1.16b { v14, v15 }, [x5]
st1.16b { v20, v21 }, [x19]
st1.16b { v1, v2 }, [sp], x5
st1.16b { v13, v14 }, [x11], #32
st1.16b { v26, v27 }, [x13], x29
st1.16b { v23, v24 }, [x26], x13
st1.1d { v18, v19 }, [x15]
st1.1d { v4, v5 }, [x11]
st1.1d { v10, v11 }, [x25]
st1.1d { v6, v7 }, [x0]
st1.1d { v15, v16 }, [x11], x10
st1.1d { v29, v30 }, [x18], x23
st1.1d { v13, v14 }, [x16], x21
st1.1d { v22, v23 }, [x11], x28
st1.2d { v4, v5 }, [x21]
st1.2d { v4, v5 }, [x0]
st1.2d { v14, v15 }, [x22]
st1.2d { v17, v18 }, [x15]
st1.2d { v24, v25 }, [x29], #32
st1.2d { v16, v17 }, [x26], x11
st1.2d { v31, v0 }, [x25], x13
st1.2d { v13, v14 }, [x27], x20
st1.2s { v20, v21 }, [x12]
st1.2s { v25, v26 }, [x24]
st1.2s { v12, v13 }, [x10]
st1.2s { v9, v10 }, [x28]
st1.2s { v0, v1 }, [x11], #16
st1.2s { v14, v15 }, [x28], x17
st1.2s { v17, v18 }, [x11], x19
st1.2s { v2, v3 }, [x20], x22
st1.4h { v5, v6 }, [x12]
st1.4h { v19, v20 }, [x10]
st1.4h { v11, v12 }, [sp]
st1.4h { v12, v13 }, [x15]
st1.4h { v4, v5 }, [x6], x21
st1.4h { v28, v29 }, [x5], x20
st1.4h { v7, v8 }, [x17], x26
st1.4h { v31, v0 }, [x2], x5
st1.4s { v18, v19 }, [x10]
st1.4s { v22, v23 }, [x18]
st1.4s { v23, v24 }, [x19]
st1.4s { v28, v29 }, [x24]
st1.4s { v15, v16 }, [x18], x9
st1.4s { v21, v22 }, [x26], x10
st1.4s { v27, v28 }, [x28], x27
st1.4s { v0, v1 }, [x5], x17
st1.8b { v29, v30 }, [x4]
st1.8b { v8, v9 }, [x26]
st1.8b { v26, v27 }, [x23]
st1.8b { v7, v8 }, [x4]
st1.8b { v10, v11 }, [x25], x10
st1.8b { v2, v3 }, [x11], x26
st1.8b { v5, v6 }, [x22], x30
st1.8b { v22, v23 }, [x8], x8
st1.8h { v13, v14 }, [x6]
st1.8h { v3, v4 }, [x17]
st1.8h { v27, v28 }, [x27]
st1.8h { v5, v6 }, [x0]
st1.8h { v13, v14 }, [x5], x9
st1.8h { v24, v25 }, [x22], x15
st1.8h { v21, v22 }, [x0], x10
st1.8h { v8, v9 }, [x3], x23
st1.b { v9 }[2], [x8]
st1.b { v22 }[15], [x7]
st1.b { v21 }[10], [x26]
st1.b { v26 }[0], [x16]
st1.b { v5 }[0], [x10], x14
st1.b { v18 }[9], [x1], x28
st1.b { v20 }[4], [x0], x8
st1.b { v10 }[15], [x27], x0
st1.d { v26 }[0], [x18]
st1.d { v26 }[0], [x4]
st1.d { v8 }[0], [x29]
st1.d { v21 }[0], [x10]
st1.d { v3 }[0], [x27], x8
st1.d { v2 }[0], [x6], x28
st1.d { v7 }[1], [x13], x4
st1.d { v20 }[1], [x2], x16
st1.h { v30 }[7], [x17]
st1.h { v26 }[0], [x18]
st1.h { v26 }[3], [x26]
st1.h { v26 }[7], [x21]
st1.h { v18 }[2], [x26], x18
st1.h { v13 }[1], [x15], x28
st1.h { v15 }[6], [x25], x0
st1.h { v31 }[2], [sp], x22
st1.s { v29 }[1], [x12]
st1.s { v31 }[2], [x12]
st1.s { v19 }[0], [x25]
st1.s { v17 }[1], [x26]
st1.s { v2 }[0], [x2], x20
st1.s { v22 }[0], [x15], x3
st1.s { v11 }[1], [x0], x24
st1.s { v14 }[1], [x10], x10
st2.b { v8, v9 }[10], [x10]
st2.b { v4, v5 }[0], [x1]
st2.b { v17, v18 }[1], [x30]
st2.b { v7, v8 }[0], [x0]
st2.b { v11, v12 }[2], [x1], x24
st2.b { v21, v22 }[10], [x23], x1
st2.b { v14, v15 }[7], [x9], x17
st2.b { v2, v3 }[6], [x20], x9
st2.d { v4, v5 }[1], [x29]
st2.d { v24, v25 }[0], [x0]
st2.d { v30, v31 }[0], [x23]
st2.d { v27, v28 }[1], [x29]
st2.d { v21, v22 }[0], [x17], x18
st2.d { v6, v7 }[1], [x29], x0
st2.d { v0, v1 }[0], [x23], x13
st2.d { v27, v28 }[1], [x20], x29
st2.h { v21, v22 }[0], [x1]
st2.h { v8, v9 }[5], [x5]
st2.h { v20, v21 }[5], [x14]
st2.h { v21, v22 }[0], [x26]
st2.h { v27, v28 }[0], [x29], x18
st2.h { v10, v11 }[0], [x21], x25
st2.h { v4, v5 }[4], [x20], x28
st2.h { v10, v11 }[0], [x3], x4
st2.s { v28, v29 }[0], [x20]
st2.s { v27, v28 }[2], [x28]
st2.s { v2, v3 }[3], [x30]
st2.s { v0, v1 }[1], [x17]
st2.s { v11, v12 }[1], [x10], x21
st2.s { v23, v24 }[0], [x25], x29
st2.s { v19, v20 }[2], [x21], x21
st2.s { v24, v25 }[2], [x15], x7
st2.16b { v4, v5 }, [sp]
st2.16b { v26, v27 }, [x29]
st2.16b { v29, v30 }, [x5]
st2.16b { v28, v29 }, [x18]
st2.16b { v26, v27 }, [x10], x22
st2.16b { v12, v13 }, [x15], x27
st2.16b { v15, v16 }, [x24], x3
st2.16b { v5, v6 }, [sp], x10
st2.2d { v29, v30 }, [x2]
st2.2d { v12, v13 }, [x1]
st2.2d { v11, v12 }, [x21]
st2.2d { v18, v19 }, [x1]
st2.2d { v20, v21 }, [x7], x1
st2.2d { v14, v15 }, [x10], x14
st2.2d { v29, v30 }, [x21], x27
st2.2d { v7, v8 }, [x30], x14
st2.2s { v1, v2 }, [x9]
st2.2s { v18, v19 }, [x4]
st2.2s { v26, v27 }, [x15]
st2.2s { v16, v17 }, [x3]
st2.2s { v21, v22 }, [x4], x0
st2.2s { v11, v12 }, [x18], x5
st2.2s { v23, v24 }, [x29], x8
st2.2s { v9, v10 }, [x7], x4
st2.4h { v26, v27 }, [x2]
st2.4h { v18, v19 }, [x30]
st2.4h { v6, v7 }, [x12]
st2.4h { v12, v13 }, [x29]
st2.4h { v7, v8 }, [x12], x28
st2.4h { v14, v15 }, [x11], x15
st2.4h { v8, v9 }, [x14], x1
st2.4h { v2, v3 }, [x17], x2
st2.4s { v27, v28 }, [x23]
st2.4s { v7, v8 }, [x9]
st2.4s { v15, v16 }, [x19]
st2.4s { v31, v0 }, [x6]
st2.4s { v17, v18 }, [x4], x25
st2.4s { v5, v6 }, [x6], x28
st2.4s { v31, v0 }, [x27], #32
st2.4s { v1, v2 }, [x25], x15
st2.8b { v11, v12 }, [x16]
st2.8b { v13, v14 }, [x15]
st2.8b { v11, v12 }, [x18]
st2.8b { v1, v2 }, [x16]
st2.8b { v5, v6 }, [x5], x23
st2.8b { v21, v22 }, [x29], x1
st2.8b { v27, v28 }, [x18], x22
st2.8b { v31, v0 }, [x9], x28
st2.8h { v28, v29 }, [x11]
st2.8h { v27, v28 }, [x1]
st2.8h { v2, v3 }, [sp]
st2.8h { v6, v7 }, [x24]
st2.8h { v11, v12 }, [x5], x27
st2.8h { v11, v12 }, [x26], x25
st2.8h { v30, v31 }, [x19], x9
st2.8h { v1, v2 }, [x16], x26
st3.b { v23, v24, v25 }[15], [x20]
st3.b { v16, v17, v18 }[0], [x24]
st3.b { v16, v17, v18 }[0], [x12]
st3.b { v20, v21, v22 }[10], [x16]
st3.b { v14, v15, v16 }[13], [x1], x26
st3.b { v2, v3, v4 }[5], [x12], x4
st3.b { v23, v24, v25 }[15], [x19], x9
st3.b { v5, v6, v7 }[0], [x13], x28
st3.d { v25, v26, v27 }[1], [x3]
st3.d { v1, v2, v3 }[0], [x9]
st3.d { v30, v31, v0 }[1], [x2]
st3.d { v8, v9, v10 }[1], [x24]
st3.d { v20, v21, v22 }[0], [x14], x11
st3.d { v20, v21, v22 }[0], [x18], x24
st3.d { v10, v11, v12 }[1], [x0], x12
st3.d { v10, v11, v12 }[1], [x20], x17
st3.h { v8, v9, v10 }[4], [x20]
st3.h { v13, v14, v15 }[6], [x10]
st3.h { v18, v19, v20 }[0], [x5]
st3.h { v31, v0, v1 }[0], [x27]
st3.h { v25, v26, v27 }[1], [x6], x21
st3.h { v5, v6, v7 }[0], [x25], x23
st3.h { v20, v21, v22 }[1], [x27], x30
st3.h { v18, v19, v20 }[0], [sp], x26
st3.s { v1, v2, v3 }[2], [x20]
st3.s { v19, v20, v21 }[3], [x29]
st3.s { v23, v24, v25 }[0], [x12]
st3.s { v21, v22, v23 }[3], [x29]
st3.s { v17, v18, v19 }[2], [x1], x27
st3.s { v4, v5, v6 }[1], [x16], x19
st3.s { v23, v24, v25 }[2], [x4], x15
st3.s { v6, v7, v8 }[1], [x22], x8
st3.16b { v6, v7, v8 }, [x19]
st3.16b { v17, v18, v19 }, [x1]
st3.16b { v5, v6, v7 }, [x25]
st3.16b { v24, v25, v26 }, [x18]
st3.16b { v28, v29, v30 }, [x21], x24
st3.16b { v16, v17, v18 }, [x12], x1
st3.16b { v7, v8, v9 }, [x30], x1
st3.16b { v30, v31, v0 }, [x27], x15
st3.2d { v16, v17, v18 }, [x26]
st3.2d { v8, v9, v10 }, [x2]
st3.2d { v6, v7, v8 }, [x0]
st3.2d { v2, v3, v4 }, [x16]
st3.2d { v10, v11, v12 }, [x1], x2
st3.2d { v23, v24, v25 }, [x15], x9
st3.2d { v23, v24, v25 }, [x1], x19
st3.2d { v16, v17, v18 }, [x25], x18
st3.2s { v23, v24, v25 }, [x15]
st3.2s { v30, v31, v0 }, [x8]
st3.2s { v13, v14, v15 }, [x28]
st3.2s { v5, v6, v7 }, [x21]
st3.2s { v10, v11, v12 }, [x21], x4
st3.2s { v11, v12, v13 }, [x14], x15
st3.2s { v15, v16, v17 }, [x10], x20
st3.2s { v31, v0, v1 }, [x16], x16
st3.4h { v2, v3, v4 }, [x25]
st3.4h { v17, v18, v19 }, [x6]
st3.4h { v24, v25, v26 }, [x22]
st3.4h { v7, v8, v9 }, [x23]
st3.4h { v9, v10, v11 }, [x29], x22
st3.4h { v25, v26, v27 }, [x9], x26
st3.4h { v0, v1, v2 }, [x4], x3
st3.4h { v10, v11, v12 }, [x10], x10
st3.4s { v28, v29, v30 }, [x20]
st3.4s { v8, v9, v10 }, [x15]
st3.4s { v13, v14, v15 }, [x20]
st3.4s { v20, v21, v22 }, [sp]
st3.4s { v5, v6, v7 }, [x10], x9
st3.4s { v18, v19, v20 }, [x10], x10
st3.4s { v2, v3, v4 }, [x5], x29
st3.4s { v5, v6, v7 }, [x17], x27
st3.8b { v15, v16, v17 }, [x25]
st3.8b { v7, v8, v9 }, [x18]
st3.8b { v10, v11, v12 }, [x20]
st3.8b { v0, v1, v2 }, [x28]
st3.8b { v2, v3, v4 }, [x26], x30
st3.8b { v30, v31, v0 }, [x9], x17
st3.8b { v3, v4, v5 }, [x30], x19
st3.8b { v24, v25, v26 }, [x23], #24
st3.8h { v26, v27, v28 }, [x18]
st3.8h { v30, v31, v0 }, [x5]
st3.8h { v0, v1, v2 }, [x11]
st3.8h { v19, v20, v21 }, [x4]
st3.8h { v11, v12, v13 }, [x27], x6
st3.8h { v1, v2, v3 }, [x1], x27
st3.8h { v29, v30, v31 }, [x12], x19
st3.8h { v22, v23, v24 }, [x29], x28
st4.b { v25, v26, v27, v28 }[10], [x28]
st4.b { v25, v26, v27, v28 }[0], [x19]
st4.b { v22, v23, v24, v25 }[6], [x10]
st4.b { v29, v30, v31, v0 }[8], [x15]
st4.b { v17, v18, v19, v20 }[9], [x20], x29
st4.b { v15, v16, v17, v18 }[9], [x3], x10
st4.b { v11, v12, v13, v14 }[1], [x2], x4
st4.b { v23, v24, v25, v26 }[4], [x18], x24
st4.d { v14, v15, v16, v17 }[0], [x15]
st4.d { v24, v25, v26, v27 }[1], [x1]
st4.d { v7, v8, v9, v10 }[1], [x1]
st4.d { v29, v30, v31, v0 }[1], [x20]
st4.d { v26, v27, v28, v29 }[1], [x5], x17
st4.d { v14, v15, v16, v17 }[1], [x0], x28
st4.d { v28, v29, v30, v31 }[0], [x2], x23
st4.d { v27, v28, v29, v30 }[0], [x22], x20
st4.h { v20, v21, v22, v23 }[7], [x30]
st4.h { v7, v8, v9, v10 }[3], [x9]
st4.h { v30, v31, v0, v1 }[5], [x29]
st4.h { v25, v26, v27, v28 }[7], [x14]
st4.h { v5, v6, v7, v8 }[7], [x2], x24
st4.h { v16, v17, v18, v19 }[4], [x30], x18
st4.h { v18, v19, v20, v21 }[0], [x23], x22
st4.h { v3, v4, v5, v6 }[0], [sp], x30
st4.s { v10, v11, v12, v13 }[3], [x2]
st4.s { v0, v1, v2, v3 }[1], [x13]
st4.s { v4, v5, v6, v7 }[3], [x3]
st4.s { v1, v2, v3, v4 }[1], [x17]
st4.s { v2, v3, v4, v5 }[0], [x27], x12
st4.s { v29, v30, v31, v0 }[1], [x9], x25
st4.s { v16, v17, v18, v19 }[0], [x23], x16
st4.s { v15, v16, v17, v18 }[1], [x3], x26
st4.16b { v23, v24, v25, v26 }, [x5]
st4.16b { v29, v30, v31, v0 }, [x3]
st4.16b { v7, v8, v9, v10 }, [x7]
st4.16b { v4, v5, v6, v7 }, [x26]
st4.16b { v31, v0, v1, v2 }, [x20], x21
st4.16b { v9, v10, v11, v12 }, [x24], x7
st4.16b { v18, v19, v20, v21 }, [x19], x22
st4.16b { v22, v23, v24, v25 }, [x13], x28
st4.2d { v3, v4, v5, v6 }, [x9]
st4.2d { v31, v0, v1, v2 }, [x8]
st4.2d { v21, v22, v23, v24 }, [x28]
st4.2d { v27, v28, v29, v30 }, [x23]
st4.2d { v26, v27, v28, v29 }, [x29], x11
st4.2d { v9, v10, v11, v12 }, [x19], x12
st4.2d { v2, v3, v4, v5 }, [sp], x30
st4.2d { v29, v30, v31, v0 }, [x16], x20
st4.2s { v17, v18, v19, v20 }, [x23]
st4.2s { v23, v24, v25, v26 }, [x3]
st4.2s { v3, v4, v5, v6 }, [x29]
st4.2s { v6, v7, v8, v9 }, [x21]
st4.2s { v16, v17, v18, v19 }, [x21], x27
st4.2s { v0, v1, v2, v3 }, [x9], x9
st4.2s { v20, v21, v22, v23 }, [x28], x11
st4.2s { v10, v11, v12, v13 }, [x19], x13
st4.4h { v6, v7, v8, v9 }, [x8]
st4.4h { v12, v13, v14, v15 }, [x14]
st4.4h { v16, v17, v18, v19 }, [x3]
st4.4h { v16, v17, v18, v19 }, [x30]
st4.4h { v20, v21, v22, v23 }, [x2], x16
st4.4h { v18, v19, v20, v21 }, [x7], x25
st4.4h { v23, v24, v25, v26 }, [x24], x16
st4.4h { v3, v4, v5, v6 }, [x13], x27
st4.4s { v0, v1, v2, v3 }, [x4]
st4.4s { v25, v26, v27, v28 }, [x9]
st4.4s { v22, v23, v24, v25 }, [x1]
st4.4s { v13, v14, v15, v16 }, [x18]
st4.4s { v12, v13, v14, v15 }, [x28], x1
st4.4s { v0, v1, v2, v3 }, [x1], x10
st4.4s { v5, v6, v7, v8 }, [x21], #64
st4.4s { v16, v17, v18, v19 }, [x30], x3
st4.8b { v27, v28, v29, v30 }, [x0]
st4.8b { v17, v18, v19, v20 }, [x23]
st4.8b { v26, v27, v28, v29 }, [x11]
st4.8b { v17, v18, v19, v20 }, [x18]
st4.8b { v29, v30, v31, v0 }, [x11], x22
st4.8b { v14, v15, v16, v17 }, [sp], x22
st4.8b { v20, v21, v22, v23 }, [x24], x20
st4.8b { v15, v16, v17, v18 }, [x8], x25
st4.8h { v13, v14, v15, v16 }, [x19]
st4.8h { v3, v4, v5, v6 }, [x11]
st4.8h { v2, v3, v4, v5 }, [x15]
st4.8h { v21, v22, v23, v24 }, [x21]
st4.8h { v21, v22, v23, v24 }, [x24], x30
st4.8h { v10, v11, v12, v13 }, [x22], x1
st4.8h { v30, v31, v0, v1 }, [x22], x10
st4.8h { v19, v20, v21, v22 }, [x29], x12
subhn.2s v12, v5, v30
subhn.2s v29, v13, v15
subhn.2s v16, v21, v1
subhn.2s v3, v0, v21
subhn2.4s v14, v2, v24
subhn2.4s v15, v14, v29
subhn2.4s v17, v11, v28
subhn2.4s v28, v11, v2
subhn.4h v23, v8, v31
subhn.4h v7, v11, v22
subhn.4h v31, v23, v25
subhn.4h v0, v6, v24
subhn2.8h v28, v26, v27
subhn2.8h v7, v30, v27
subhn2.8h v18, v15, v13
subhn2.8h v12, v31, v26
subhn.8b v2, v13, v2
subhn.8b v11, v24, v2
subhn.8b v12, v19, v25
subhn.8b v8, v19, v26
subhn2.16b v5, v31, v29
subhn2.16b v6, v21, v0
subhn2.16b v7, v9, v13
subhn2.16b v7, v8, v30
sub.16b v16, v8, v24
sub.16b v16, v14, v27
sub.16b v18, v10, v14
sub.16b v19, v26, v10
sub.2d v5, v1, v30
sub.2d v24, v9, v31
sub.2d v18, v24, v22
sub.2d v22, v20, v4
sub.2s v20, v11, v0
sub.2s v17, v6, v15
sub.2s v6, v22, v14
sub.2s v22, v12, v17
sub.4h v7, v29, v24
sub.4h v12, v13, v8
sub.4h v9, v7, v18
sub.4h v28, v2, v20
sub.4s v29, v4, v2
sub.4s v26, v4, v2
sub.4s v6, v20, v12
sub.4s v31, v18, v17
sub.8b v26, v21, v28
sub.8b v5, v8, v30
sub.8b v17, v9, v8
sub.8b v14, v2, v28
sub.8h v16, v5, v27
sub.8h v24, v9, v1
sub.8h v4, v12, v3
sub.8h v22, v29, v2
suqadd.16b v18, v3
suqadd.16b v0, v12
suqadd.16b v6, v1
suqadd.16b v5, v9
suqadd.2d v0, v26
suqadd.2d v4, v31
suqadd.2d v20, v9
suqadd.2d v28, v21
suqadd.2s v21, v19
suqadd.2s v17, v8
suqadd.2s v24, v26
suqadd.2s v5, v25
suqadd.4h v25, v29
suqadd.4h v6, v2
suqadd.4h v0, v0
suqadd.4h v31, v10
suqadd.4s v0, v6
suqadd.4s v20, v29
suqadd.4s v30, v0
suqadd.4s v7, v30
suqadd.8b v2, v21
suqadd.8b v25, v25
suqadd.8b v19, v28
suqadd.8b v15, v18
suqadd.8h v18, v6
suqadd.8h v3, v11
suqadd.8h v8, v20
suqadd.8h v3, v15
tbl.16b v1, { v25 }, v25
tbl.16b v28, { v26 }, v1
tbl.16b v4, { v13 }, v4
tbl.16b v20, { v22 }, v7
tbl.16b v16, { v18, v19 }, v10
tbl.16b v17, { v3, v4 }, v8
tbl.16b v5, { v22, v23 }, v4
tbl.16b v12, { v20, v21 }, v14
tbl.16b v31, { v9, v10, v11 }, v26
tbl.16b v31, { v13, v14, v15 }, v17
tbl.16b v16, { v6, v7, v8 }, v6
tbl.16b v6, { v1, v2, v3 }, v25
tbl.16b v1, { v12, v13, v14, v15 }, v4
tbl.16b v19, { v4, v5, v6, v7 }, v29
tbl.16b v6, { v17, v18, v19, v20 }, v24
tbl.16b v19, { v30, v31, v0, v1 }, v3
tbl.8b v15, { v7 }, v6
tbl.8b v10, { v8 }, v23
tbl.8b v27, { v21 }, v21
tbl.8b v5, { v26 }, v29
tbl.8b v26, { v8, v9 }, v3
tbl.8b v5, { v10, v11 }, v1
tbl.8b v8, { v18, v19 }, v28
tbl.8b v24, { v8, v9 }, v28
tbl.8b v10, { v13, v14, v15 }, v21
tbl.8b v12, { v14, v15, v16 }, v9
tbl.8b v10, { v0, v1, v2 }, v17
tbl.8b v23, { v13, v14, v15 }, v8
tbl.8b v11, { v20, v21, v22, v23 }, v27
tbl.8b v7, { v29, v30, v31, v0 }, v28
tbl.8b v11, { v7, v8, v9, v10 }, v19
tbl.8b v25, { v27, v28, v29, v30 }, v22
tbx.16b v8, { v8 }, v0
tbx.16b v8, { v0 }, v11
tbx.16b v21, { v5 }, v29
tbx.16b v1, { v29 }, v25
tbx.16b v28, { v19, v20 }, v20
tbx.16b v14, { v22, v23 }, v1
tbx.16b v12, { v31, v0 }, v2
tbx.16b v25, { v5, v6 }, v2
tbx.16b v4, { v27, v28, v29 }, v14
tbx.16b v29, { v9, v10, v11 }, v22
tbx.16b v19, { v6, v7, v8 }, v30
tbx.16b v28, { v28, v29, v30 }, v13
tbx.16b v16, { v1, v2, v3, v4 }, v2
tbx.16b v27, { v22, v23, v24, v25 }, v4
tbx.16b v18, { v19, v20, v21, v22 }, v21
tbx.16b v0, { v15, v16, v17, v18 }, v6
tbx.8b v28, { v10 }, v10
tbx.8b v13, { v7 }, v8
tbx.8b v24, { v12 }, v17
tbx.8b v4, { v10 }, v3
tbx.8b v27, { v9, v10 }, v30
tbx.8b v16, { v3, v4 }, v7
tbx.8b v19, { v18, v19 }, v5
tbx.8b v3, { v2, v3 }, v27
tbx.8b v15, { v0, v1, v2 }, v15
tbx.8b v12, { v18, v19, v20 }, v16
tbx.8b v5, { v17, v18, v19 }, v6
tbx.8b v31, { v13, v14, v15 }, v20
tbx.8b v11, { v26, v27, v28, v29 }, v11
tbx.8b v27, { v16, v17, v18, v19 }, v28
tbx.8b v16, { v4, v5, v6, v7 }, v14
tbx.8b v6, { v29, v30, v31, v0 }, v21
trn1.16b v5, v9, v15
trn1.16b v8, v8, v1
trn1.16b v31, v17, v2
trn1.16b v21, v6, v21
trn1.2d v7, v6, v9
trn1.2d v17, v29, v31
trn1.2d v15, v19, v17
trn1.2d v13, v5, v15
trn1.2s v12, v21, v21
trn1.2s v18, v6, v31
trn1.2s v4, v24, v11
trn1.2s v19, v2, v19
trn1.4h v20, v3, v22
trn1.4h v4, v18, v3
trn1.4h v29, v25, v19
trn1.4h v30, v14, v16
trn1.4s v26, v21, v4
trn1.4s v13, v21, v18
trn1.4s v26, v21, v23
trn1.4s v6, v29, v15
trn1.8b v21, v20, v8
trn1.8b v9, v10, v4
trn1.8b v1, v18, v28
trn1.8b v24, v18, v30
trn1.8h v2, v23, v5
trn1.8h v31, v8, v3
trn1.8h v18, v8, v27
trn1.8h v15, v22, v24
trn2.16b v6, v24, v17
trn2.16b v25, v15, v22
trn2.16b v6, v3, v23
trn2.16b v9, v17, v5
trn2.2d v0, v5, v15
trn2.2d v1, v28, v5
trn2.2d v21, v28, v23
trn2.2d v27, v18, v7
trn2.2s v3, v12, v7
trn2.2s v18, v17, v10
trn2.2s v11, v14, v2
trn2.2s v3, v9, v23
trn2.4h v6, v8, v5
trn2.4h v5, v24, v8
trn2.4h v15, v23, v7
trn2.4h v6, v10, v17
trn2.4s v9, v1, v0
trn2.4s v1, v7, v21
trn2.4s v23, v26, v13
trn2.4s v20, v16, v23
trn2.8b v31, v12, v6
trn2.8b v23, v0, v28
trn2.8b v4, v17, v10
trn2.8b v4, v17, v7
trn2.8h v23, v28, v16
trn2.8h v3, v31, v21
trn2.8h v19, v18, v22
trn2.8h v17, v17, v1
uabal.2d v26, v24, v8
uabal.2d v30, v5, v18
uabal.2d v6, v9, v12
uabal.2d v5, v29, v22
uabal2.2d v24, v25, v14
uabal2.2d v19, v16, v17
uabal2.2d v16, v19, v1
uabal2.2d v19, v31, v18
uabal.4s v25, v25, v24
uabal.4s v30, v10, v16
uabal.4s v15, v0, v6
uabal.4s v20, v27, v24
uabal2.4s v27, v4, v26
uabal2.4s v14, v23, v28
uabal2.4s v30, v16, v15
uabal2.4s v17, v20, v15
uabal.8h v15, v17, v31
uabal.8h v15, v24, v23
uabal.8h v7, v6, v24
uabal.8h v16, v16, v9
uabal2.8h v14, v10, v18
uabal2.8h v20, v18, v9
uabal2.8h v16, v12, v30
uabal2.8h v1, v10, v0
uaba.16b v27, v23, v18
uaba.16b v23, v9, v23
uaba.16b v1, v11, v6
uaba.16b v18, v24, v9
uaba.2s v20, v10, v10
uaba.2s v30, v1, v8
uaba.2s v19, v29, v2
uaba.2s v3, v17, v10
uaba.4h v21, v11, v29
uaba.4h v14, v21, v15
uaba.4h v27, v1, v26
uaba.4h v31, v14, v16
uaba.4s v8, v4, v9
uaba.4s v22, v8, v31
uaba.4s v10, v6, v15
uaba.4s v12, v3, v7
uaba.8b v2, v31, v4
uaba.8b v28, v31, v3
uaba.8b v5, v15, v15
uaba.8b v11, v30, v1
uaba.8h v24, v0, v28
uaba.8h v3, v25, v14
uaba.8h v17, v13, v3
uaba.8h v23, v29, v9
uabdl.2d v27, v23, v14
uabdl.2d v18, v5, v30
uabdl.2d v23, v14, v0
uabdl.2d v16, v10, v1
uabdl2.2d v2, v0, v9
uabdl2.2d v18, v15, v4
uabdl2.2d v4, v13, v20
uabdl2.2d v15, v19, v29
uabdl.4s v11, v22, v12
uabdl.4s v2, v3, v7
uabdl.4s v15, v14, v5
uabdl.4s v31, v20, v28
uabdl2.4s v23, v30, v0
uabdl2.4s v22, v30, v15
uabdl2.4s v9, v0, v10
uabdl2.4s v9, v18, v19
uabdl.8h v12, v12, v1
uabdl.8h v4, v30, v7
uabdl.8h v21, v19, v2
uabdl.8h v25, v18, v16
uabdl2.8h v12, v29, v20
uabdl2.8h v10, v1, v24
uabdl2.8h v2, v27, v4
uabdl2.8h v3, v8, v12
uabd.16b v21, v22, v27
uabd.16b v16, v27, v19
uabd.16b v24, v31, v7
uabd.16b v20, v23, v18
uabd.2s v14, v20, v24
uabd.2s v17, v22, v26
uabd.2s v22, v21, v28
uabd.2s v19, v29, v12
uabd.4h v4, v7, v31
uabd.4h v9, v11, v19
uabd.4h v2, v28, v19
uabd.4h v16, v14, v22
uabd.4s v9, v3, v30
uabd.4s v3, v8, v29
uabd.4s v28, v4, v29
uabd.4s v13, v9, v30
uabd.8b v28, v28, v16
uabd.8b v30, v24, v29
uabd.8b v29, v16, v7
uabd.8b v2, v28, v19
uabd.8h v13, v29, v12
uabd.8h v24, v1, v11
uabd.8h v27, v3, v20
uabd.8h v12, v7, v24
uadalp.1d v2, v8
uadalp.1d v15, v2
uadalp.1d v27, v31
uadalp.1d v19, v20
uadalp.2d v23, v28
uadalp.2d v26, v4
uadalp.2d v2, v19
uadalp.2d v4, v9
uadalp.2s v26, v30
uadalp.2s v3, v23
uadalp.2s v14, v8
uadalp.2s v17, v1
uadalp.4h v31, v0
uadalp.4h v19, v12
uadalp.4h v3, v3
uadalp.4s v25, v7
uadalp.4s v6, v12
uadalp.4s v1, v13
uadalp.4s v12, v27
uadalp.8h v10, v5
uadalp.8h v4, v3
uadalp.8h v28, v18
uadalp.8h v19, v16
uaddlp.1d v21, v9
uaddlp.1d v30, v10
uaddlp.1d v5, v17
uaddlp.1d v22, v9
uaddlp.2d v7, v12
uaddlp.2d v26, v23
uaddlp.2d v9, v16
uaddlp.2d v23, v0
uaddlp.2s v24, v1
uaddlp.2s v19, v16
uaddlp.2s v26, v11
uaddlp.2s v15, v16
uaddlp.4h v10, v12
uaddlp.4h v26, v19
uaddlp.4h v18, v7
uaddlp.4h v27, v17
uaddlp.4s v29, v18
uaddlp.4s v31, v27
uaddlp.4s v30, v29
uaddlp.4s v0, v3
uaddlp.8h v30, v28
uaddlp.8h v25, v9
uaddlp.8h v27, v21
uaddlp.8h v18, v24
uaddlv.16b h10, v24
uaddlv.16b h8, v25
uaddlv.16b h27, v26
uaddlv.16b h17, v5
uaddlv.4h s29, v22
uaddlv.4h s22, v21
uaddlv.4h s9, v10
uaddlv.4h s9, v16
uaddlv.4s d3, v1
uaddlv.4s d2, v23
uaddlv.4s d13, v22
uaddlv.4s d18, v20
uaddlv.8b h25, v9
uaddlv.8b h22, v20
uaddlv.8b h17, v12
uaddlv.8b h12, v2
uaddlv.8h s13, v13
uaddlv.8h s13, v6
uaddlv.8h s3, v8
uaddlv.8h s29, v1
uaddl.2d v25, v13, v16
uaddl.2d v26, v18, v4
uaddl.2d v3, v5, v22
uaddl.2d v16, v16, v0
uaddl2.2d v15, v1, v0
uaddl2.2d v18, v9, v6
uaddl2.2d v6, v29, v1
uaddl2.2d v10, v15, v25
uaddl.4s v24, v20, v4
uaddl.4s v20, v15, v19
uaddl.4s v16, v21, v17
uaddl.4s v5, v1, v5
uaddl2.4s v16, v4, v15
uaddl2.4s v22, v9, v25
uaddl2.4s v17, v18, v8
uaddl2.4s v9, v28, v19
uaddl.8h v10, v11, v11
uaddl.8h v28, v4, v19
uaddl.8h v2, v10, v3
uaddl.8h v24, v12, v15
uaddl2.8h v21, v17, v27
uaddl2.8h v24, v15, v9
uaddl2.8h v23, v13, v16
uaddl2.8h v20, v22, v1
uaddw.2d v19, v0, v28
uaddw.2d v22, v28, v15
uaddw.2d v9, v26, v0
uaddw.2d v26, v23, v20
uaddw2.2d v22, v25, v4
uaddw2.2d v22, v10, v8
uaddw2.2d v14, v29, v27
uaddw2.2d v4, v1, v5
uaddw.4s v16, v8, v21
uaddw.4s v5, v8, v31
uaddw.4s v4, v1, v26
uaddw.4s v16, v31, v12
uaddw2.4s v2, v23, v9
uaddw2.4s v19, v16, v11
uaddw2.4s v11, v30, v31
uaddw2.4s v1, v1, v2
uaddw.8h v31, v3, v24
uaddw.8h v16, v23, v1
uaddw.8h v9, v28, v22
uaddw.8h v24, v23, v11
uaddw2.8h v1, v24, v13
uaddw2.8h v6, v30, v13
uaddw2.8h v18, v6, v4
uaddw2.8h v10, v1, v19
ucvtf.2d v31, v26, #21
ucvtf.2d v20, v2, #47
ucvtf.2d v31, v8, #1
ucvtf.2d v27, v3, #1
ucvtf.2s v24, v30, #15
ucvtf.2s v15, v14, #32
ucvtf.2s v26, v7, #10
ucvtf.2s v27, v27, #29
ucvtf.4s v1, v26, #25
ucvtf.4s v3, v13, #1
ucvtf.4s v22, v16, #1
ucvtf.4s v30, v26, #30
ucvtf.2d v11, v12
ucvtf.2d v15, v31
ucvtf.2d v7, v17
ucvtf.2d v26, v1
ucvtf.2s v11, v26
ucvtf.2s v9, v20
ucvtf.2s v24, v5
ucvtf.2s v3, v12
ucvtf.4s v16, v16
ucvtf.4s v29, v5
ucvtf.4s v26, v14
ucvtf.4s v4, v20
uhadd.16b v18, v31, v13
uhadd.16b v12, v2, v26
uhadd.16b v29, v2, v21
uhadd.16b v6, v30, v9
uhadd.2s v26, v9, v11
uhadd.2s v20, v27, v19
uhadd.2s v25, v28, v16
uhadd.2s v16, v29, v2
uhadd.4h v1, v16, v15
uhadd.4h v18, v31, v3
uhadd.4h v18, v28, v12
uhadd.4h v23, v13, v16
uhadd.4s v20, v29, v0
uhadd.4s v28, v30, v5
uhadd.4s v2, v17, v3
uhadd.4s v23, v28, v19
uhadd.8b v25, v12, v20
uhadd.8b v18, v15, v16
uhadd.8b v12, v25, v1
uhadd.8b v24, v10, v4
uhadd.8h v3, v18, v22
uhadd.8h v3, v26, v17
uhadd.8h v31, v21, v12
uhadd.8h v14, v10, v31
uhsub.16b v13, v12, v4
uhsub.16b v1, v26, v3
uhsub.16b v29, v28, v13
uhsub.16b v6, v22, v15
uhsub.2s v18, v23, v3
uhsub.2s v10, v0, v12
uhsub.2s v10, v30, v23
uhsub.2s v24, v28, v13
uhsub.4h v19, v4, v5
uhsub.4h v1, v29, v18
uhsub.4h v3, v30, v21
uhsub.4h v28, v20, v24
uhsub.4s v30, v18, v28
uhsub.4s v4, v1, v19
uhsub.4s v26, v19, v17
uhsub.4s v3, v3, v0
uhsub.8b v26, v25, v17
uhsub.8b v21, v8, v14
uhsub.8b v0, v13, v16
uhsub.8b v18, v0, v16
uhsub.8h v18, v25, v1
uhsub.8h v6, v8, v29
uhsub.8h v22, v22, v30
uhsub.8h v5, v11, v3
umaxp.16b v24, v13, v19
umaxp.16b v6, v13, v6
umaxp.16b v18, v9, v26
umaxp.16b v17, v23, v19
umaxp.2s v12, v3, v8
umaxp.2s v25, v24, v6
umaxp.2s v21, v0, v15
umaxp.2s v30, v17, v24
umaxp.4h v0, v5, v0
umaxp.4h v15, v3, v19
umaxp.4h v15, v1, v31
umaxp.4h v3, v14, v24
umaxp.4s v21, v24, v14
umaxp.4s v17, v2, v31
umaxp.4s v17, v0, v31
umaxp.4s v12, v21, v21
umaxp.8b v19, v12, v11
umaxp.8b v4, v19, v30
umaxp.8b v11, v24, v25
umaxp.8b v21, v25, v31
umaxp.8h v4, v25, v12
umaxp.8h v13, v12, v11
umaxp.8h v11, v24, v0
umaxp.8h v14, v6, v29
umaxv.16b b1, v22
umaxv.16b b23, v20
umaxv.16b b10, v20
umaxv.16b b12, v14
umaxv.4h h5, v12
umaxv.4h h4, v21
umaxv.4h h27, v19
umaxv.4h h18, v8
umaxv.4s s8, v2
umaxv.4s s11, v4
umaxv.4s s14, v15
umaxv.4s s26, v24
umaxv.8b b28, v4
umaxv.8b b14, v17
umaxv.8b b31, v18
umaxv.8b b31, v28
umaxv.8h h23, v7
umaxv.8h h0, v26
umaxv.8h h29, v16
umaxv.8h h2, v5
umax.16b v26, v28, v21
umax.16b v28, v15, v12
umax.16b v5, v15, v9
umax.16b v12, v5, v22
umax.2s v26, v0, v31
umax.2s v25, v9, v19
umax.2s v27, v23, v22
umax.2s v5, v24, v12
umax.4h v1, v5, v25
umax.4h v13, v9, v1
umax.4h v28, v30, v1
umax.4h v21, v31, v29
umax.4s v5, v7, v21
umax.4s v16, v0, v7
umax.4s v5, v20, v3
umax.4s v6, v20, v12
umax.8b v3, v5, v19
umax.8b v28, v20, v1
umax.8b v22, v23, v26
umax.8b v12, v1, v3
umax.8h v16, v22, v29
umax.8h v4, v27, v9
umax.8h v16, v16, v22
umax.8h v5, v9, v23
uminp.16b v11, v12, v16
uminp.16b v27, v29, v23
uminp.16b v1, v22, v7
uminp.16b v0, v21, v24
uminp.2s v30, v22, v4
uminp.2s v7, v4, v15
uminp.2s v28, v0, v7
uminp.2s v31, v31, v29
uminp.4h v22, v31, v11
uminp.4h v29, v17, v16
uminp.4h v19, v17, v1
uminp.4h v2, v5, v12
uminp.4s v4, v25, v14
uminp.4s v17, v12, v17
uminp.4s v1, v5, v29
uminp.4s v29, v15, v10
uminp.8b v27, v26, v31
uminp.8b v20, v0, v13
uminp.8b v25, v17, v5
uminp.8b v6, v8, v11
uminp.8h v28, v20, v20
uminp.8h v19, v4, v31
uminp.8h v29, v6, v25
uminp.8h v29, v27, v6
uminv.16b b21, v20
uminv.16b b1, v24
uminv.16b b14, v27
uminv.16b b18, v26
uminv.4h h20, v24
uminv.4h h21, v22
uminv.4h h18, v5
uminv.4s s17, v0
uminv.4s s29, v18
uminv.4s s0, v10
uminv.4s s4, v10
uminv.8b b22, v30
uminv.8b b11, v9
uminv.8b b4, v11
uminv.8b b21, v1
uminv.8h h28, v25
uminv.8h h6, v7
uminv.8h h30, v31
uminv.8h h25, v24
umin.16b v8, v12, v8
umin.16b v8, v24, v18
umin.16b v18, v3, v5
umin.16b v11, v14, v5
umin.2s v2, v0, v17
umin.2s v7, v15, v23
umin.2s v10, v17, v5
umin.2s v23, v11, v6
umin.4h v6, v8, v9
umin.4h v3, v17, v15
umin.4h v24, v1, v27
umin.4h v31, v26, v20
umin.4s v22, v24, v20
umin.4s v24, v11, v16
umin.4s v16, v18, v13
umin.4s v15, v9, v17
umin.8b v30, v14, v1
umin.8b v26, v31, v25
umin.8b v9, v20, v14
umin.8b v29, v2, v19
umin.8h v5, v0, v27
umin.8h v29, v13, v29
umin.8h v17, v7, v24
umin.8h v14, v31, v23
umlal.2d v24, v12, v16[0]
umlal.2d v26, v12, v11[1]
umlal.2d v2, v5, v4[2]
umlal.2d v4, v14, v26[1]
umlal2.2d v3, v19, v21[3]
umlal2.2d v14, v22, v7[2]
umlal2.2d v25, v2, v10[3]
umlal2.2d v7, v29, v6[0]
umlal.4s v3, v6, v9[3]
umlal.4s v4, v26, v9[2]
umlal.4s v2, v1, v12[2]
umlal.4s v11, v2, v8[1]
umlal2.4s v17, v27, v7[4]
umlal2.4s v23, v2, v12[0]
umlal2.4s v23, v2, v8[0]
umlal2.4s v23, v8, v5[6]
umlal.2d v24, v19, v8
umlal.2d v21, v12, v16
umlal.2d v18, v8, v6
umlal.2d v5, v31, v3
umlal2.2d v16, v6, v2
umlal2.2d v13, v30, v27
umlal2.2d v1, v9, v22
umlal2.2d v4, v2, v15
umlal.4s v20, v10, v24
umlal.4s v10, v20, v16
umlal.4s v8, v21, v16
umlal.4s v20, v9, v20
umlal2.4s v8, v22, v31
umlal2.4s v15, v15, v19
umlal2.4s v17, v7, v29
umlal2.4s v24, v4, v30
umlal.8h v10, v25, v22
umlal.8h v10, v14, v26
umlal.8h v7, v3, v26
umlal.8h v18, v22, v24
umlal2.8h v25, v12, v21
umlal2.8h v31, v23, v19
umlal2.8h v5, v5, v3
umlal2.8h v10, v22, v27
umlsl.2d v16, v4, v29[1]
umlsl.2d v12, v19, v4[1]
umlsl.2d v16, v20, v26[0]
umlsl.2d v0, v6, v26[2]
umlsl2.2d v19, v18, v21[0]
umlsl2.2d v17, v24, v8[2]
umlsl2.2d v31, v0, v16[1]
umlsl2.2d v29, v6, v28[2]
umlsl.4s v24, v22, v10[5]
umlsl.4s v24, v31, v9[1]
umlsl.4s v26, v3, v4[2]
umlsl.4s v10, v24, v12[7]
umlsl2.4s v2, v11, v3[4]
umlsl2.4s v22, v21, v13[7]
umlsl2.4s v24, v29, v1[1]
umlsl2.4s v30, v7, v13[2]
umlsl.2d v21, v16, v3
umlsl.2d v4, v16, v10
umlsl.2d v31, v1, v21
umlsl.2d v17, v6, v3
umlsl2.2d v13, v30, v28
umlsl2.2d v25, v21, v21
umlsl2.2d v11, v15, v11
umlsl2.2d v11, v25, v26
umlsl.4s v0, v22, v31
umlsl.4s v21, v17, v4
umlsl.4s v21, v3, v24
umlsl.4s v5, v21, v10
umlsl2.4s v0, v2, v22
umlsl2.4s v7, v1, v18
umlsl2.4s v13, v13, v9
umlsl2.4s v22, v0, v10
umlsl.8h v10, v13, v7
umlsl.8h v20, v5, v16
umlsl.8h v6, v15, v30
umlsl.8h v9, v14, v12
umlsl2.8h v3, v31, v19
umlsl2.8h v19, v5, v13
umlsl2.8h v17, v2, v0
umlsl2.8h v1, v16, v12
umov.b w7, v5[7]
umov.b w10, v16[1]
umov.b w21, v10[0]
umov.b w12, v23[14]
mov.d x9, v2[0]
mov.d x8, v13[0]
mov.d xzr, v27[0]
mov.d x30, v29[0]
umov.h w10, v0[5]
umov.h w8, v9[0]
umov.h w13, v17[7]
umov.h w14, v13[7]
mov.s w2, v18[3]
mov.s w0, v6[2]
mov.s w11, v14[0]
mov.s w26, v31[3]
umull.2d v6, v2, v14[0]
umull.2d v21, v27, v4[0]
umull.2d v16, v16, v27[0]
umull.2d v10, v27, v8[3]
umull2.2d v8, v22, v22[3]
umull2.2d v17, v19, v30[0]
umull2.2d v1, v29, v7[2]
umull2.2d v11, v11, v14[1]
umull.4s v8, v28, v5[0]
umull.4s v9, v16, v5[7]
umull.4s v3, v11, v10[1]
umull.4s v28, v12, v3[6]
umull2.4s v29, v10, v4[1]
umull2.4s v7, v4, v10[6]
umull2.4s v7, v21, v15[1]
umull2.4s v21, v9, v3[0]
umull.2d v15, v26, v4
umull.2d v6, v29, v27
umull.2d v14, v23, v23
umull.2d v20, v28, v12
umull2.2d v3, v24, v26
umull2.2d v25, v21, v2
umull2.2d v0, v26, v27
umull2.2d v8, v10, v0
umull.4s v1, v19, v0
umull.4s v13, v6, v15
umull.4s v20, v29, v10
umull.4s v14, v3, v3
umull2.4s v12, v1, v30
umull2.4s v26, v3, v9
umull2.4s v5, v15, v14
umull2.4s v22, v7, v5
umull.8h v6, v17, v24
umull.8h v29, v19, v30
umull.8h v26, v15, v11
umull.8h v23, v16, v3
umull2.8h v27, v16, v7
umull2.8h v8, v24, v21
umull2.8h v15, v12, v21
umull2.8h v9, v18, v0
uqadd.16b v17, v27, v13
uqadd.16b v6, v30, v27
uqadd.16b v3, v16, v10
uqadd.16b v8, v7, v5
uqadd.2d v13, v13, v29
uqadd.2d v19, v24, v27
uqadd.2d v12, v7, v2
uqadd.2d v16, v26, v17
uqadd.2s v24, v21, v12
uqadd.2s v20, v30, v7
uqadd.2s v16, v29, v3
uqadd.2s v6, v15, v21
uqadd.4h v27, v12, v30
uqadd.4h v1, v5, v1
uqadd.4h v7, v9, v6
uqadd.4h v3, v10, v17
uqadd.4s v2, v7, v10
uqadd.4s v13, v29, v3
uqadd.4s v15, v17, v15
uqadd.4s v4, v9, v7
uqadd.8b v31, v1, v5
uqadd.8b v8, v15, v17
uqadd.8b v25, v13, v24
uqadd.8b v6, v12, v22
uqadd.8h v19, v17, v24
uqadd.8h v2, v15, v22
uqadd.8h v18, v16, v8
uqadd.8h v19, v6, v12
uqrshl.16b v18, v10, v18
uqrshl.16b v0, v22, v31
uqrshl.16b v7, v7, v10
uqrshl.16b v26, v26, v4
uqrshl.2d v12, v16, v11
uqrshl.2d v16, v19, v7
uqrshl.2d v4, v29, v14
uqrshl.2d v8, v7, v5
uqrshl.2s v29, v9, v6
uqrshl.2s v12, v5, v14
uqrshl.2s v2, v28, v2
uqrshl.2s v26, v16, v15
uqrshl.4h v26, v8, v10
uqrshl.4h v31, v28, v0
uqrshl.4h v2, v27, v17
uqrshl.4h v1, v22, v12
uqrshl.4s v15, v0, v18
uqrshl.4s v1, v16, v20
uqrshl.4s v29, v2, v9
uqrshl.4s v30, v3, v27
uqrshl.8b v28, v6, v22
uqrshl.8b v23, v21, v6
uqrshl.8b v18, v31, v12
uqrshl.8b v7, v1, v16
uqrshl.8h v3, v13, v27
uqrshl.8h v16, v20, v21
uqrshl.8h v16, v15, v21
uqrshl.8h v0, v11, v14
uqrshrn.2s v23, v20, #21
uqrshrn.2s v22, v7, #22
uqrshrn.2s v23, v10, #18
uqrshrn.2s v11, v10, #2
uqrshrn2.4s v15, v16, #1
uqrshrn2.4s v17, v0, #1
uqrshrn2.4s v0, v23, #10
uqrshrn2.4s v13, v15, #10
uqrshrn.4h v4, v9, #9
uqrshrn.4h v15, v16, #7
uqrshrn.4h v4, v30, #16
uqrshrn.4h v19, v10, #14
uqrshrn2.8h v5, v26, #12
uqrshrn2.8h v23, v22, #13
uqrshrn2.8h v13, v9, #2
uqrshrn2.8h v11, v26, #10
uqrshrn.8b v19, v1, #8
uqrshrn.8b v28, v13, #1
uqrshrn.8b v1, v31, #8
uqrshrn.8b v16, v18, #4
uqrshrn2.16b v4, v13, #1
uqrshrn2.16b v31, v23, #1
uqrshrn2.16b v6, v26, #1
uqrshrn2.16b v5, v23, #4
uqshl.16b v31, v10, #6
uqshl.16b v23, v15, #7
uqshl.16b v4, v20, #3
uqshl.16b v3, v26, #6
uqshl.2d v24, v13, #43
uqshl.2d v10, v17, #19
uqshl.2d v9, v8, #44
uqshl.2d v5, v14, #43
uqshl.2s v30, v18, #0
uqshl.2s v24, v18, #2
uqshl.2s v7, v0, #31
uqshl.2s v30, v21, #1
uqshl.4h v31, v4, #3
uqshl.4h v27, v7, #6
uqshl.4h v5, v13, #9
uqshl.4h v12, v13, #1
uqshl.4s v8, v5, #15
uqshl.4s v24, v27, #28
uqshl.4s v7, v28, #31
uqshl.4s v3, v16, #1
uqshl.8b v28, v19, #0
uqshl.8b v25, v5, #4
uqshl.8b v30, v7, #4
uqshl.8b v30, v11, #0
uqshl.8h v19, v2, #1
uqshl.8h v4, v16, #8
uqshl.8h v7, v5, #11
uqshl.8h v15, v2, #6
uqshl.16b v8, v8, v14
uqshl.16b v19, v23, v10
uqshl.16b v31, v10, v30
uqshl.16b v27, v8, v18
uqshl.2d v1, v12, v12
uqshl.2d v12, v22, v16
uqshl.2d v10, v15, v0
uqshl.2d v24, v16, v0
uqshl.2s v29, v20, v16
uqshl.2s v16, v30, v29
uqshl.2s v5, v4, v2
uqshl.2s v30, v10, v8
uqshl.4h v26, v16, v9
uqshl.4h v22, v31, v11
uqshl.4h v17, v23, v27
uqshl.4h v4, v26, v8
uqshl.4s v2, v19, v27
uqshl.4s v7, v18, v26
uqshl.4s v28, v14, v7
uqshl.4s v9, v20, v17
uqshl.8b v0, v26, v15
uqshl.8b v24, v29, v8
uqshl.8b v10, v0, v24
uqshl.8b v6, v17, v16
uqshl.8h v25, v17, v19
uqshl.8h v6, v6, v30
uqshl.8h v22, v5, v22
uqshl.8h v27, v20, v18
uqshrn.2s v25, v25, #32
uqshrn.2s v29, v24, #21
uqshrn.2s v2, v9, #26
uqshrn.2s v22, v21, #23
uqshrn2.4s v21, v23, #8
uqshrn2.4s v19, v15, #14
uqshrn2.4s v1, v8, #23
uqshrn2.4s v28, v7, #5
uqshrn.4h v29, v21, #8
uqshrn.4h v17, v15, #4
uqshrn.4h v9, v12, #12
uqshrn.4h v5, v26, #16
uqshrn2.8h v18, v28, #16
uqshrn2.8h v18, v18, #13
uqshrn2.8h v30, v12, #3
uqshrn2.8h v18, v23, #12
uqshrn.8b v26, v1, #2
uqshrn.8b v24, v26, #1
uqshrn.8b v21, v20, #6
uqshrn.8b v24, v10, #6
uqshrn2.16b v30, v0, #5
uqshrn2.16b v6, v31, #1
uqshrn2.16b v13, v18, #2
uqshrn2.16b v9, v7, #2
uqsub.16b v29, v19, v26
uqsub.16b v0, v25, v5
uqsub.16b v5, v13, v6
uqsub.16b v23, v5, v29
uqsub.2d v21, v23, v7
uqsub.2d v12, v27, v4
uqsub.2d v18, v9, v9
uqsub.2d v19, v21, v3
uqsub.2s v26, v26, v11
uqsub.2s v12, v14, v26
uqsub.2s v7, v1, v18
uqsub.2s v19, v6, v6
uqsub.4h v1, v20, v18
uqsub.4h v31, v25, v4
uqsub.4h v20, v27, v24
uqsub.4h v15, v7, v30
uqsub.4s v17, v26, v4
uqsub.4s v4, v13, v29
uqsub.4s v12, v29, v1
uqsub.4s v16, v21, v21
uqsub.8b v27, v2, v10
uqsub.8b v11, v15, v14
uqsub.8b v9, v5, v6
uqsub.8b v12, v9, v12
uqsub.8h v11, v29, v3
uqsub.8h v27, v0, v2
uqsub.8h v9, v2, v17
uqsub.8h v20, v18, v15
uqxtn.2s v12, v3
uqxtn.2s v18, v3
uqxtn.2s v20, v31
uqxtn.2s v3, v10
uqxtn2.4s v2, v8
uqxtn2.4s v11, v16
uqxtn2.4s v15, v29
uqxtn2.4s v6, v21
uqxtn.4h v10, v14
uqxtn.4h v20, v1
uqxtn.4h v9, v30
uqxtn.4h v8, v2
uqxtn2.8h v21, v6
uqxtn2.8h v7, v26
uqxtn2.8h v31, v2
uqxtn2.8h v20, v2
uqxtn.8b v21, v21
uqxtn.8b v6, v9
uqxtn.8b v2, v6
uqxtn.8b v25, v26
uqxtn2.16b v18, v1
uqxtn2.16b v12, v16
uqxtn2.16b v18, v18
uqxtn2.16b v22, v24
urecpe.2s v22, v0
urecpe.2s v10, v18
urecpe.2s v9, v2
urecpe.2s v14, v7
urecpe.4s v27, v7
urecpe.4s v17, v0
urecpe.4s v21, v23
urecpe.4s v11, v14
urhadd.16b v6, v9, v19
urhadd.16b v17, v22, v23
urhadd.16b v2, v18, v3
urhadd.16b v15, v27, v28
urhadd.2s v26, v20, v0
urhadd.2s v14, v28, v17
urhadd.2s v30, v25, v31
urhadd.2s v2, v7, v29
urhadd.4h v20, v4, v9
urhadd.4h v27, v6, v10
urhadd.4h v14, v25, v26
urhadd.4h v5, v19, v18
urhadd.4s v26, v20, v12
urhadd.4s v18, v18, v9
urhadd.4s v5, v23, v27
urhadd.4s v21, v21, v19
urhadd.8b v1, v28, v8
urhadd.8b v8, v14, v29
urhadd.8b v11, v28, v6
urhadd.8b v10, v7, v27
urhadd.8h v24, v8, v27
urhadd.8h v2, v31, v27
urhadd.8h v31, v25, v31
urhadd.8h v15, v17, v21
urshl.16b v12, v17, v29
urshl.16b v19, v3, v9
urshl.16b v19, v31, v11
urshl.16b v16, v16, v30
urshl.2d v7, v21, v15
urshl.2d v7, v9, v0
urshl.2d v4, v30, v29
urshl.2d v17, v4, v3
urshl.2s v20, v13, v26
urshl.2s v7, v16, v6
urshl.2s v16, v3, v17
urshl.2s v30, v28, v21
urshl.4h v25, v1, v2
urshl.4h v4, v4, v1
urshl.4h v23, v1, v6
urshl.4h v11, v18, v0
urshl.4s v19, v27, v24
urshl.4s v11, v11, v7
urshl.4s v17, v25, v29
urshl.4s v16, v6, v0
urshl.8b v2, v14, v1
urshl.8b v3, v27, v19
urshl.8b v19, v20, v11
urshl.8b v23, v28, v3
urshl.8h v0, v7, v1
urshl.8h v28, v2, v11
urshl.8h v28, v22, v29
urshl.8h v30, v25, v11
urshr.16b v27, v13, #3
urshr.16b v31, v3, #1
urshr.16b v27, v11, #8
urshr.16b v14, v10, #5
urshr.2d v19, v27, #37
urshr.2d v3, v14, #55
urshr.2d v11, v28, #60
urshr.2d v0, v22, #46
urshr.2s v10, v13, #17
urshr.2s v13, v17, #12
urshr.2s v7, v17, #4
urshr.2s v28, v16, #29
urshr.4h v24, v19, #2
urshr.4h v13, v5, #9
urshr.4h v26, v8, #2
urshr.4h v14, v13, #15
urshr.4s v10, v30, #1
urshr.4s v23, v10, #30
urshr.4s v9, v6, #27
urshr.4s v18, v12, #14
urshr.8b v22, v7, #8
urshr.8b v28, v4, #1
urshr.8b v29, v28, #5
urshr.8b v15, v9, #5
urshr.8h v17, v11, #1
urshr.8h v18, v16, #2
urshr.8h v28, v23, #4
urshr.8h v30, v30, #1
ursqrte.2s v18, v25
ursqrte.2s v6, v9
ursqrte.2s v9, v8
ursqrte.2s v22, v27
ursqrte.4s v20, v6
ursqrte.4s v19, v23
ursqrte.4s v11, v19
ursqrte.4s v27, v10
ursra.16b v26, v13, #5
ursra.16b v7, v28, #1
ursra.16b v11, v18, #7
ursra.16b v21, v27, #1
ursra.2d v25, v4, #29
ursra.2d v10, v7, #64
ursra.2d v9, v11, #49
ursra.2d v1, v11, #52
ursra.2s v29, v30, #16
ursra.2s v14, v1, #9
ursra.2s v10, v15, #32
ursra.2s v19, v9, #3
ursra.4h v18, v5, #3
ursra.4h v12, v11, #14
ursra.4h v8, v1, #7
ursra.4h v1, v15, #7
ursra.4s v11, v7, #14
ursra.4s v11, v20, #15
ursra.4s v18, v22, #20
ursra.4s v2, v27, #1
ursra.8b v2, v7, #1
ursra.8b v10, v10, #5
ursra.8b v0, v3, #1
ursra.8b v30, v26, #4
ursra.8h v25, v28, #7
ursra.8h v9, v22, #1
ursra.8h v9, v1, #9
ursra.8h v28, v17, #11
ushll.2d v9, v6, #13
ushll.2d v27, v8, #5
ushll.2d v29, v9, #0
ushll.2d v21, v29, #24
ushll2.2d v3, v2, #3
ushll2.2d v31, v8, #30
ushll2.2d v8, v22, #2
ushll2.2d v23, v9, #2
ushll.4s v30, v21, #14
ushll.4s v23, v20, #3
ushll.4s v5, v1, #10
ushll.4s v4, v21, #12
ushll2.4s v30, v7, #3
ushll2.4s v1, v5, #1
ushll2.4s v19, v4, #10
ushll2.4s v4, v22, #13
ushll.8h v31, v29, #7
ushll.8h v27, v13, #2
ushll.8h v23, v27, #4
ushll.8h v18, v18, #0
ushll2.8h v29, v28, #2
ushll2.8h v19, v23, #2
ushll2.8h v6, v30, #4
ushll2.8h v10, v29, #6
ushl.16b v31, v23, v25
ushl.16b v30, v29, v23
ushl.16b v5, v5, v14
ushl.16b v14, v11, v25
ushl.2d v19, v31, v2
ushl.2d v10, v6, v8
ushl.2d v30, v21, v1
ushl.2d v7, v24, v23
ushl.2s v13, v29, v10
ushl.2s v9, v25, v4
ushl.2s v7, v7, v25
ushl.2s v31, v30, v27
ushl.4h v17, v7, v16
ushl.4h v9, v5, v7
ushl.4h v30, v1, v10
ushl.4h v29, v2, v29
ushl.4s v8, v1, v7
ushl.4s v12, v20, v14
ushl.4s v22, v2, v23
ushl.4s v8, v6, v22
ushl.8b v19, v0, v6
ushl.8b v30, v16, v10
ushl.8b v5, v14, v26
ushl.8b v8, v7, v20
ushl.8h v0, v22, v26
ushl.8h v12, v2, v5
ushl.8h v7, v26, v20
ushl.8h v14, v11, v2
ushr.16b v20, v30, #2
ushr.16b v19, v8, #2
ushr.16b v31, v7, #1
ushr.16b v19, v17, #2
ushr.2d v23, v14, #51
ushr.2d v4, v23, #40
ushr.2d v26, v1, #1
ushr.2d v19, v8, #31
ushr.2s v15, v23, #26
ushr.2s v28, v12, #26
ushr.2s v17, v10, #9
ushr.2s v18, v22, #24
ushr.4h v9, v30, #16
ushr.4h v29, v20, #15
ushr.4h v24, v23, #5
ushr.4h v4, v11, #15
ushr.4s v28, v0, #28
ushr.4s v2, v12, #14
ushr.4s v3, v23, #8
ushr.4s v1, v3, #16
ushr.8b v12, v7, #2
ushr.8b v27, v10, #7
ushr.8b v27, v6, #1
ushr.8b v8, v25, #4
ushr.8h v10, v20, #9
ushr.8h v22, v6, #8
ushr.8h v25, v7, #9
ushr.8h v29, v11, #16
usqadd.16b v0, v15
usqadd.16b v18, v9
usqadd.16b v19, v30
usqadd.16b v15, v21
usqadd.2d v22, v3
usqadd.2d v14, v24
usqadd.2d v30, v14
usqadd.2d v10, v31
usqadd.2s v21, v4
usqadd.2s v16, v7
usqadd.2s v23, v30
usqadd.2s v23, v20
usqadd.4h v7, v18
usqadd.4h v2, v31
usqadd.4h v20, v20
usqadd.4h v20, v6
usqadd.4s v11, v18
usqadd.4s v17, v25
usqadd.4s v25, v21
usqadd.4s v21, v19
usqadd.8b v6, v5
usqadd.8b v8, v25
usqadd.8b v15, v11
usqadd.8b v22, v12
usqadd.8h v9, v27
usqadd.8h v3, v28
usqadd.8h v14, v30
usqadd.8h v3, v29
usra.16b v2, v5, #6
usra.16b v4, v21, #5
usra.16b v3, v9, #7
usra.16b v0, v7, #5
usra.2d v12, v0, #61
usra.2d v21, v16, #1
usra.2d v9, v13, #52
usra.2d v30, v4, #27
usra.2s v21, v3, #19
usra.2s v12, v4, #24
usra.2s v10, v26, #16
usra.2s v13, v13, #1
usra.4h v6, v6, #1
usra.4h v27, v15, #10
usra.4h v7, v2, #1
usra.4h v12, v30, #1
usra.4s v6, v3, #2
usra.4s v3, v13, #1
usra.4s v6, v28, #30
usra.4s v26, v11, #1
usra.8b v28, v11, #3
usra.8b v14, v2, #5
usra.8b v10, v0, #1
usra.8b v9, v5, #8
usra.8h v31, v5, #8
usra.8h v27, v8, #8
usra.8h v2, v10, #1
usra.8h v26, v10, #16
usubl.2d v30, v17, v7
usubl.2d v27, v10, v26
usubl.2d v2, v12, v13
usubl.2d v19, v16, v10
usubl2.2d v21, v31, v24
usubl2.2d v6, v22, v28
usubl2.2d v5, v16, v23
usubl2.2d v18, v1, v24
usubl.4s v9, v26, v13
usubl.4s v1, v4, v3
usubl.4s v6, v11, v10
usubl.4s v28, v22, v5
usubl2.4s v11, v21, v13
usubl2.4s v21, v9, v27
usubl2.4s v13, v4, v29
usubl2.4s v17, v5, v13
usubl.8h v2, v7, v30
usubl.8h v4, v18, v22
usubl.8h v24, v29, v17
usubl.8h v13, v28, v31
usubl2.8h v2, v0, v7
usubl2.8h v29, v12, v2
usubl2.8h v19, v17, v2
usubl2.8h v7, v23, v27
usubw.2d v2, v28, v10
usubw.2d v5, v4, v0
usubw.2d v14, v30, v5
usubw.2d v15, v5, v17
usubw2.2d v8, v23, v3
usubw2.2d v12, v15, v16
usubw2.2d v23, v1, v0
usubw2.2d v2, v17, v18
usubw.4s v15, v0, v13
usubw.4s v7, v29, v16
usubw.4s v22, v26, v6
usubw.4s v1, v21, v0
usubw2.4s v26, v8, v9
usubw2.4s v6, v17, v30
usubw2.4s v19, v4, v21
usubw2.4s v21, v0, v20
usubw.8h v24, v7, v15
usubw.8h v9, v4, v18
usubw.8h v24, v21, v24
usubw.8h v19, v2, v19
usubw2.8h v29, v7, v7
usubw2.8h v12, v9, v27
usubw2.8h v23, v7, v31
usubw2.8h v5, v8, v3
uzp1.16b v31, v0, v17
uzp1.16b v3, v13, v10
uzp1.16b v9, v21, v31
uzp1.16b v23, v29, v2
uzp1.2d v22, v3, v6
uzp1.2d v24, v8, v25
uzp1.2d v0, v3, v3
uzp1.2d v28, v28, v25
uzp1.2s v5, v23, v25
uzp1.2s v13, v20, v4
uzp1.2s v26, v23, v18
uzp1.2s v1, v0, v13
uzp1.4h v26, v17, v29
uzp1.4h v1, v4, v18
uzp1.4h v15, v13, v11
uzp1.4h v13, v27, v18
uzp1.4s v22, v14, v11
uzp1.4s v5, v23, v7
uzp1.4s v3, v1, v12
uzp1.4s v9, v25, v9
uzp1.8b v24, v15, v27
uzp1.8b v5, v31, v26
uzp1.8b v2, v13, v28
uzp1.8b v13, v7, v6
uzp1.8h v31, v26, v19
uzp1.8h v28, v2, v26
uzp1.8h v28, v29, v29
uzp1.8h v16, v23, v10
uzp2.16b v23, v14, v4
uzp2.16b v3, v20, v29
uzp2.16b v4, v7, v24
uzp2.16b v4, v18, v6
uzp2.2d v23, v8, v9
uzp2.2d v8, v2, v7
uzp2.2d v10, v27, v26
uzp2.2d v20, v20, v11
uzp2.2s v22, v5, v6
uzp2.2s v21, v15, v6
uzp2.2s v17, v30, v7
uzp2.2s v16, v17, v1
uzp2.4h v1, v5, v5
uzp2.4h v16, v25, v18
uzp2.4h v2, v2, v17
uzp2.4h v23, v17, v20
uzp2.4s v21, v22, v4
uzp2.4s v15, v15, v12
uzp2.4s v11, v19, v27
uzp2.4s v14, v18, v0
uzp2.8b v17, v17, v22
uzp2.8b v27, v12, v8
uzp2.8b v6, v2, v7
uzp2.8b v1, v16, v0
uzp2.8h v6, v26, v3
uzp2.8h v1, v15, v19
uzp2.8h v15, v23, v15
uzp2.8h v19, v9, v25
xtn.2s v10, v4
xtn.2s v1, v26
xtn.2s v6, v13
xtn.2s v11, v17
xtn2.4s v6, v21
xtn2.4s v3, v27
xtn2.4s v10, v23
xtn2.4s v7, v10
xtn.4h v14, v15
xtn.4h v2, v0
xtn.4h v28, v10
xtn.4h v27, v21
xtn2.8h v20, v3
xtn2.8h v1, v4
xtn2.8h v29, v14
xtn2.8h v29, v8
xtn.8b v19, v20
xtn.8b v0, v29
xtn.8b v6, v13
xtn.8b v0, v27
xtn2.16b v28, v29
xtn2.16b v9, v1
xtn2.16b v1, v17
xtn2.16b v14, v14
zip1.16b v31, v27, v12
zip1.16b v28, v16, v18
zip1.16b v1, v20, v31
zip1.16b v4, v5, v18
zip1.2d v1, v2, v16
zip1.2d v26, v9, v30
zip1.2d v27, v5, v15
zip1.2d v19, v20, v24
zip1.2s v28, v8, v0
zip1.2s v24, v1, v27
zip1.2s v12, v2, v6
zip1.2s v5, v4, v28
zip1.4h v23, v5, v14
zip1.4h v10, v3, v0
zip1.4h v0, v19, v19
zip1.4h v13, v7, v28
zip1.4s v4, v26, v11
zip1.4s v8, v4, v4
zip1.4s v11, v7, v10
zip1.4s v16, v20, v24
zip1.8b v7, v13, v19
zip1.8b v4, v5, v25
zip1.8b v4, v16, v6
zip1.8b v4, v10, v6
zip1.8h v3, v26, v1
zip1.8h v1, v8, v2
zip1.8h v23, v31, v23
zip1.8h v11, v18, v31
zip2.16b v5, v12, v28
zip2.16b v29, v15, v20
zip2.16b v20, v0, v21
zip2.16b v25, v8, v23
zip2.2d v13, v10, v1
zip2.2d v25, v25, v26
zip2.2d v23, v29, v24
zip2.2d v19, v30, v15
zip2.2s v10, v19, v11
zip2.2s v24, v26, v7
zip2.2s v26, v5, v3
zip2.2s v0, v21, v11
zip2.4h v27, v23, v6
zip2.4h v11, v14, v2
zip2.4h v3, v7, v28
zip2.4h v19, v20, v3
zip2.4s v28, v22, v12
zip2.4s v11, v6, v23
zip2.4s v14, v6, v12
zip2.4s v23, v27, v4
zip2.8b v8, v28, v9
zip2.8b v18, v17, v15
zip2.8b v20, v11, v27
zip2.8b v17, v21, v30
zip2.8h v16, v25, v14
zip2.8h v0, v13, v27
zip2.8h v9, v12, v19
zip2.8h v15, v29, v8
