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
cnt.16b v26, v2
cnt.16b v17, v3
cnt.16b v6, v28
cnt.16b v1, v17
cnt.8b v16, v24
cnt.8b v30, v7
cnt.8b v31, v9
cnt.8b v6, v15
mov b15, v5[6]
mov b31, v8[0]
mov b29, v1[0]
mov b9, v24[5]
mov d4, v11[1]
mov d11, v9[1]
mov d26, v5[0]
mov d5, v26[0]
mov h3, v29[0]
mov h19, v9[0]
mov h21, v22[7]
mov h28, v15[1]
mov s29, v23[3]
mov s0, v4[3]
mov s13, v16[0]
mov s8, v13[1]
dup.16b v23, w24
dup.16b v7, w28
dup.16b v12, w6
dup.16b v2, w3
dup.16b v30, v18[1]
dup.16b v19, v17[0]
dup.16b v14, v15[8]
dup.16b v30, v7[6]
dup.2d v27, x16
dup.2d v9, x10
dup.2d v31, x24
dup.2d v8, x1
dup.2d v25, v0[1]
dup.2d v22, v2[1]
dup.2d v0, v23[0]
dup.2d v29, v25[0]
dup.2s v8, w11
dup.2s v24, w21
dup.2s v15, w20
dup.2s v20, w13
dup.2s v16, v24[3]
dup.2s v27, v13[0]
dup.2s v16, v28[3]
dup.2s v0, v7[1]
dup.4h v31, w4
dup.4h v18, w24
dup.4h v0, w22
dup.4h v24, w17
dup.4h v30, v19[3]
dup.4h v28, v27[0]
dup.4h v29, v31[7]
dup.4h v19, v13[0]
dup.4s v17, w18
dup.4s v29, w7
dup.4s v20, w18
dup.4s v23, w28
dup.4s v30, v10[3]
dup.4s v2, v6[1]
dup.4s v15, v5[0]
dup.4s v13, v15[1]
dup.8b v6, w29
dup.8b v5, w8
dup.8b v4, w25
dup.8b v3, w0
dup.8b v20, v3[0]
dup.8b v17, v0[0]
dup.8b v25, v15[2]
dup.8b v13, v3[4]
dup.8h v30, w27
dup.8h v20, w3
dup.8h v19, w16
dup.8h v26, w3
dup.8h v17, v17[7]
dup.8h v28, v21[1]
dup.8h v15, v22[1]
dup.8h v14, v8[1]
eor.16b v18, v2, v11
eor.16b v28, v21, v25
eor.16b v30, v6, v13
eor.16b v16, v19, v26
eor.8b v13, v18, v15
eor.8b v20, v19, v19
eor.8b v22, v15, v31
eor.8b v29, v25, v18
ext.16b v21, v17, v11, #10
ext.16b v26, v27, v24, #12
ext.16b v6, v30, v13, #1
ext.16b v15, v26, v11, #14
ext.8b v22, v16, v13, #1
ext.8b v18, v17, v15, #2
ext.8b v16, v7, v27, #0
ext.8b v15, v17, v24, #0
fabd.2d v22, v13, v18
fabd.2d v8, v21, v17
fabd.2d v14, v24, v21
fabd.2d v25, v11, v4
fabd.2s v20, v11, v23
fabd.2s v28, v16, v22
fabd.2s v8, v31, v6
fabd.2s v15, v15, v19
fabd.4s v18, v13, v27
fabd.4s v8, v30, v22
fabd.4s v17, v26, v7
fabd.4s v19, v7, v2
fabs.2d v21, v28
fabs.2d v13, v23
fabs.2d v15, v5
fabs.2d v1, v20
fabs.2s v14, v29
fabs.2s v26, v20
fabs.2s v8, v25
fabs.2s v24, v2
fabs.4s v22, v6
fabs.4s v12, v8
fabs.4s v14, v26
fabs.4s v17, v30
facge.2d v3, v21, v29
facge.2d v26, v20, v28
facge.2d v22, v5, v17
facge.2d v2, v5, v28
facge.2s v14, v18, v14
facge.2s v7, v4, v15
facge.2s v29, v8, v29
facge.2s v12, v0, v22
facge.4s v24, v11, v27
facge.4s v25, v10, v4
facge.4s v26, v12, v28
facge.4s v7, v16, v1
facgt.2d v9, v2, v5
facgt.2d v8, v18, v9
facgt.2d v1, v25, v20
facgt.2d v5, v14, v8
facgt.2s v2, v22, v10
facgt.2s v2, v31, v1
facgt.2s v11, v2, v23
facgt.2s v13, v17, v7
facgt.4s v9, v12, v29
facgt.4s v30, v3, v25
facgt.4s v0, v22, v10
facgt.4s v25, v25, v16
faddp.2d d26, v15
faddp.2d d30, v26
faddp.2d d22, v27
faddp.2d d9, v4
faddp.2s s11, v26
faddp.2s s21, v5
faddp.2s s3, v3
faddp.2s s4, v13
faddp.2d v5, v11, v0
faddp.2d v15, v20, v18
faddp.2d v16, v22, v29
faddp.2d v28, v22, v25
faddp.2s v2, v28, v19
faddp.2s v27, v21, v19
faddp.2s v12, v16, v22
faddp.2s v4, v20, v23
faddp.4s v18, v15, v10
faddp.4s v4, v2, v25
faddp.4s v23, v6, v3
faddp.4s v11, v3, v18
fadd.2d v31, v17, v25
fadd.2d v7, v31, v22
fadd.2d v29, v20, v18
fadd.2d v7, v5, v23
fadd.2s v11, v24, v8
fadd.2s v15, v16, v24
fadd.2s v2, v24, v24
fadd.2s v15, v26, v20
fadd.4s v19, v10, v16
fadd.4s v23, v20, v1
fadd.4s v5, v12, v5
fadd.4s v23, v16, v31
fcmeq.2d v0, v31, v15
fcmeq.2d v22, v23, v26
fcmeq.2d v27, v5, v3
fcmeq.2d v26, v23, v22
fcmeq.2s v31, v16, v9
fcmeq.2s v8, v0, v29
fcmeq.2s v6, v30, v23
fcmeq.2s v4, v0, v1
fcmeq.4s v2, v12, v30
fcmeq.4s v31, v11, v21
fcmeq.4s v24, v25, v26
fcmeq.4s v2, v12, v15
fcmeq.2d v9, v16, #0.0
fcmeq.2d v19, v7, #0.0
fcmeq.2d v21, v26, #0.0
fcmeq.2d v5, v19, #0.0
fcmeq.2s v24, v27, #0.0
fcmeq.2s v16, v22, #0.0
fcmeq.2s v31, v5, #0.0
fcmeq.2s v24, v30, #0.0
fcmeq.4s v2, v1, #0.0
fcmeq.4s v9, v23, #0.0
fcmeq.4s v21, v8, #0.0
fcmeq.4s v4, v27, #0.0
fcmge.2d v3, v8, v8
fcmge.2d v5, v25, v12
fcmge.2d v3, v0, v29
fcmge.2d v23, v30, v18
fcmge.2s v19, v14, v25
fcmge.2s v21, v16, v26
fcmge.2s v18, v29, v2
fcmge.2s v16, v27, v18
fcmge.4s v18, v12, v24
fcmge.4s v2, v14, v13
fcmge.4s v21, v6, v18
fcmge.4s v28, v31, v20
fcmge.2d v4, v12, #0.0
fcmge.2d v27, v31, #0.0
fcmge.2d v15, v19, #0.0
fcmge.2d v31, v9, #0.0
fcmge.2s v8, v17, #0.0
fcmge.2s v22, v10, #0.0
fcmge.2s v5, v23, #0.0
fcmge.2s v18, v15, #0.0
fcmge.4s v19, v9, #0.0
fcmge.4s v0, v18, #0.0
fcmge.4s v22, v8, #0.0
fcmge.4s v3, v24, #0.0
fcmgt.2d v4, v10, v17
fcmgt.2d v28, v13, v15
fcmgt.2d v19, v4, v24
fcmgt.2d v8, v14, v31
fcmgt.2s v9, v19, v10
fcmgt.2s v13, v20, v21
fcmgt.2s v8, v9, v12
fcmgt.2s v16, v10, v25
fcmgt.4s v5, v13, v31
fcmgt.4s v12, v21, v9
fcmgt.4s v8, v8, v0
fcmgt.4s v21, v28, v18
fcmgt.2d v14, v18, #0.0
fcmgt.2d v28, v29, #0.0
fcmgt.2d v23, v11, #0.0
fcmgt.2d v11, v27, #0.0
fcmgt.2s v9, v2, #0.0
fcmgt.2s v20, v1, #0.0
fcmgt.2s v31, v4, #0.0
fcmgt.2s v30, v12, #0.0
fcmgt.4s v20, v21, #0.0
fcmgt.4s v22, v16, #0.0
fcmgt.4s v2, v28, #0.0
fcmgt.4s v18, v3, #0.0
fcmle.2d v9, v17, #0.0
fcmle.2d v0, v19, #0.0
fcmle.2d v6, v8, #0.0
fcmle.2d v2, v25, #0.0
fcmle.2s v30, v30, #0.0
fcmle.2s v24, v17, #0.0
fcmle.2s v21, v0, #0.0
fcmle.2s v13, v6, #0.0
fcmle.4s v19, v26, #0.0
fcmle.4s v25, v4, #0.0
fcmle.4s v2, v0, #0.0
fcmle.4s v16, v24, #0.0
fcmlt.2d v22, v22, #0.0
fcmlt.2d v6, v14, #0.0
fcmlt.2d v29, v23, #0.0
fcmlt.2d v27, v23, #0.0
fcmlt.2s v12, v12, #0.0
fcmlt.2s v13, v7, #0.0
fcmlt.2s v28, v20, #0.0
fcmlt.2s v25, v10, #0.0
fcmlt.4s v19, v7, #0.0
fcmlt.4s v11, v5, #0.0
fcmlt.4s v6, v30, #0.0
fcmlt.4s v12, v24, #0.0
fcvtas.2d v10, v19
fcvtas.2d v3, v0
fcvtas.2d v27, v31
fcvtas.2d v24, v17
fcvtas.2s v5, v8
fcvtas.2s v25, v28
fcvtas.2s v16, v27
fcvtas.2s v24, v11
fcvtas.4s v21, v0
fcvtas.4s v5, v24
fcvtas.4s v4, v13
fcvtas.4s v11, v14
fcvtau.2d v4, v3
fcvtau.2d v9, v5
fcvtau.2d v31, v1
fcvtau.2d v21, v26
fcvtau.2s v21, v26
fcvtau.2s v24, v13
fcvtau.2s v29, v12
fcvtau.2s v31, v6
fcvtau.4s v0, v31
fcvtau.4s v14, v7
fcvtau.4s v27, v17
fcvtau.4s v26, v27
fcvtms.2d v24, v11
fcvtms.2d v22, v1
fcvtms.2d v3, v21
fcvtms.2d v21, v28
fcvtms.2s v28, v7
fcvtms.2s v12, v30
fcvtms.2s v1, v17
fcvtms.2s v6, v16
fcvtms.4s v2, v1
fcvtms.4s v3, v4
fcvtms.4s v3, v8
fcvtms.4s v3, v2
fcvtmu.2d v7, v3
fcvtmu.2d v21, v18
fcvtmu.2d v0, v27
fcvtmu.2d v24, v25
fcvtmu.2s v14, v2
fcvtmu.2s v10, v20
fcvtmu.2s v30, v12
fcvtmu.2s v15, v17
fcvtmu.4s v12, v3
fcvtmu.4s v23, v8
fcvtmu.4s v13, v8
fcvtmu.4s v23, v26
fcvtns.2d v13, v9
fcvtns.2d v24, v4
fcvtns.2d v0, v6
fcvtns.2d v26, v16
fcvtns.2s v7, v4
fcvtns.2s v28, v4
fcvtns.2s v20, v7
fcvtns.2s v30, v23
fcvtns.4s v14, v12
fcvtns.4s v15, v13
fcvtns.4s v0, v15
fcvtns.4s v11, v10
fcvtnu.2d v22, v19
fcvtnu.2d v9, v5
fcvtnu.2d v15, v22
fcvtnu.2d v26, v12
fcvtnu.2s v25, v23
fcvtnu.2s v29, v1
fcvtnu.2s v0, v27
fcvtnu.2s v25, v0
fcvtnu.4s v18, v21
fcvtnu.4s v21, v30
fcvtnu.4s v1, v14
fcvtnu.4s v24, v4
fcvtps.2d v7, v17
fcvtps.2d v31, v11
fcvtps.2d v1, v7
fcvtps.2d v13, v26
fcvtps.2s v30, v30
fcvtps.2s v9, v25
fcvtps.2s v11, v31
fcvtps.2s v24, v14
fcvtps.4s v2, v3
fcvtps.4s v18, v1
fcvtps.4s v22, v22
fcvtps.4s v11, v17
fcvtpu.2d v25, v4
fcvtpu.2d v14, v21
fcvtpu.2d v15, v29
fcvtpu.2d v2, v8
fcvtpu.2s v16, v29
fcvtpu.2s v11, v13
fcvtpu.2s v1, v29
fcvtpu.2s v1, v12
fcvtpu.4s v12, v25
fcvtpu.4s v20, v2
fcvtpu.4s v0, v6
fcvtpu.4s v4, v10
fcvtzs.2d v13, v8, #57
fcvtzs.2d v30, v5, #22
fcvtzs.2d v9, v18, #24
fcvtzs.2d v0, v2, #33
fcvtzs.2s v0, v16, #14
fcvtzs.2s v17, v4, #11
fcvtzs.2s v10, v1, #12
fcvtzs.2s v28, v16, #1
fcvtzs.4s v8, v11, #12
fcvtzs.4s v3, v15, #21
fcvtzs.4s v27, v25, #10
fcvtzs.4s v16, v31, #24
fcvtzs.2d v10, v16
fcvtzs.2d v13, v10
fcvtzs.2d v26, v13
fcvtzs.2d v6, v20
fcvtzs.2s v22, v13
fcvtzs.2s v9, v4
fcvtzs.2s v28, v2
fcvtzs.2s v1, v29
fcvtzs.4s v4, v9
fcvtzs.4s v12, v19
fcvtzs.4s v11, v24
fcvtzs.4s v12, v24
fcvtzu.2d v2, v20, #48
fcvtzu.2d v29, v29, #1
fcvtzu.2d v10, v12, #52
fcvtzu.2d v23, v20, #39
fcvtzu.2s v19, v25, #1
fcvtzu.2s v10, v11, #2
fcvtzu.2s v26, v19, #17
fcvtzu.2s v1, v14, #11
fcvtzu.4s v13, v21, #1
fcvtzu.4s v4, v6, #23
fcvtzu.4s v24, v14, #3
fcvtzu.4s v6, v19, #29
fcvtzu.2d v1, v9
fcvtzu.2d v28, v1
fcvtzu.2d v15, v18
fcvtzu.2d v18, v9
fcvtzu.2s v0, v30
fcvtzu.2s v2, v28
fcvtzu.2s v3, v3
fcvtzu.2s v4, v20
fcvtzu.4s v4, v0
fcvtzu.4s v9, v29
fcvtzu.4s v16, v27
fcvtzu.4s v16, v20
fdiv.2d v3, v26, v23
fdiv.2d v4, v26, v13
fdiv.2d v14, v12, v10
fdiv.2d v0, v26, v25
fdiv.2s v18, v16, v30
fdiv.2s v27, v27, v10
fdiv.2s v19, v0, v9
fdiv.2s v14, v0, v7
fdiv.4s v25, v8, v19
fdiv.4s v29, v27, v20
fdiv.4s v1, v7, v12
fdiv.4s v15, v29, v3
fmaxnmp.2d d3, v3
fmaxnmp.2d d31, v9
fmaxnmp.2d d9, v12
fmaxnmp.2d d27, v13
fmaxnmp.2s s18, v6
fmaxnmp.2s s1, v31
fmaxnmp.2s s24, v15
fmaxnmp.2s s5, v30
fmaxnmp.2d v25, v31, v18
fmaxnmp.2d v5, v12, v8
fmaxnmp.2d v10, v18, v13
fmaxnmp.2d v17, v3, v6
fmaxnmp.2s v14, v24, v18
fmaxnmp.2s v23, v7, v5
fmaxnmp.2s v29, v4, v19
fmaxnmp.2s v25, v6, v14
fmaxnmp.4s v7, v31, v28
fmaxnmp.4s v17, v24, v7
fmaxnmp.4s v8, v29, v23
fmaxnmp.4s v26, v10, v26
fmaxnmv.4s s0, v15
fmaxnmv.4s s17, v26
fmaxnmv.4s s2, v26
fmaxnmv.4s s10, v1
fmaxnm.2d v23, v1, v0
fmaxnm.2d v25, v19, v6
fmaxnm.2d v31, v11, v20
fmaxnm.2d v28, v22, v15
fmaxnm.2s v20, v17, v25
fmaxnm.2s v29, v1, v27
fmaxnm.2s v22, v13, v11
fmaxnm.2s v5, v18, v16
fmaxnm.4s v29, v14, v2
fmaxnm.4s v21, v15, v20
fmaxnm.4s v15, v3, v14
fmaxnm.4s v23, v15, v20
fmaxp.2d d1, v11
fmaxp.2d d30, v2
fmaxp.2d d24, v18
fmaxp.2d d19, v29
fmaxp.2s s0, v1
fmaxp.2s s25, v24
fmaxp.2s s28, v30
fmaxp.2s s29, v2
fmaxp.2d v25, v13, v9
fmaxp.2d v22, v19, v25
fmaxp.2d v7, v13, v25
fmaxp.2d v9, v8, v5
fmaxp.2s v17, v31, v14
fmaxp.2s v15, v7, v21
fmaxp.2s v25, v24, v17
fmaxp.2s v31, v5, v13
fmaxp.4s v15, v7, v12
fmaxp.4s v14, v15, v26
fmaxp.4s v18, v6, v19
fmaxp.4s v18, v5, v18
fmaxv.4s s1, v31
fmaxv.4s s15, v23
fmaxv.4s s16, v16
fmaxv.4s s10, v6
fmax.2d v0, v13, v12
fmax.2d v16, v21, v3
fmax.2d v27, v0, v26
fmax.2d v27, v21, v7
fmax.2s v25, v29, v20
fmax.2s v3, v7, v30
fmax.2s v4, v11, v19
fmax.2s v13, v16, v21
fmax.4s v6, v0, v8
fmax.4s v8, v19, v12
fmax.4s v27, v7, v22
fmax.4s v17, v20, v20
fminnmp.2d d18, v13
fminnmp.2d d2, v20
fminnmp.2d d4, v8
fminnmp.2d d21, v25
fminnmp.2s s8, v3
fminnmp.2s s5, v7
fminnmp.2s s7, v26
fminnmp.2s s9, v9
fminnmp.2d v11, v27, v6
fminnmp.2d v5, v29, v22
fminnmp.2d v2, v21, v31
fminnmp.2d v9, v22, v29
fminnmp.2s v1, v7, v16
fminnmp.2s v15, v9, v6
fminnmp.2s v12, v19, v26
fminnmp.2s v1, v27, v3
fminnmp.4s v18, v14, v27
fminnmp.4s v29, v23, v3
fminnmp.4s v15, v30, v14
fminnmp.4s v8, v10, v9
fminnmv.4s s10, v5
fminnmv.4s s1, v11
fminnmv.4s s17, v22
fminnmv.4s s10, v19
fminnm.2d v8, v3, v10
fminnm.2d v8, v6, v27
fminnm.2d v15, v9, v14
fminnm.2d v27, v31, v18
fminnm.2s v7, v23, v23
fminnm.2s v6, v25, v0
fminnm.2s v27, v11, v11
fminnm.2s v27, v4, v3
fminnm.4s v1, v31, v10
fminnm.4s v7, v14, v22
fminnm.4s v26, v4, v19
fminnm.4s v1, v16, v30
fminp.2d d13, v12
fminp.2d d31, v21
fminp.2d d26, v17
fminp.2d d21, v4
fminp.2s s2, v6
fminp.2s s4, v31
fminp.2s s12, v31
fminp.2s s2, v18
fminp.2d v9, v22, v23
fminp.2d v1, v7, v18
fminp.2d v22, v19, v26
fminp.2d v12, v12, v8
fminp.2s v25, v14, v14
fminp.2s v5, v13, v23
fminp.2s v17, v25, v17
fminp.2s v27, v19, v10
fminp.4s v11, v21, v14
fminp.4s v18, v7, v0
fminp.4s v28, v15, v18
fminp.4s v27, v10, v30
fminv.4s s3, v25
fminv.4s s4, v31
fminv.4s s29, v6
fminv.4s s7, v12
fmin.2d v2, v6, v28
fmin.2d v5, v14, v1
fmin.2d v26, v26, v13
fmin.2d v0, v9, v20
fmin.2s v30, v7, v31
fmin.2s v20, v18, v24
fmin.2s v3, v11, v12
fmin.2s v14, v22, v24
fmin.4s v11, v10, v7
fmin.4s v28, v19, v27
fmin.4s v9, v12, v17
fmin.4s v1, v9, v23
fmla.d d9, d16, v2[1]
fmla.d d15, d22, v25[0]
fmla.d d24, d6, v26[0]
fmla.d d22, d0, v18[1]
fmla.s s28, s9, v2[0]
fmla.s s31, s21, v25[0]
fmla.s s23, s1, v23[1]
fmla.s s0, s7, v13[0]
fmla.2d v30, v19, v6[1]
fmla.2d v21, v2, v15[0]
fmla.2d v6, v14, v9[1]
fmla.2d v27, v16, v16[0]
fmla.2s v4, v26, v29[2]
fmla.2s v0, v30, v7[0]
fmla.2s v16, v5, v5[1]
fmla.2s v6, v8, v22[0]
fmla.4s v7, v4, v19[0]
fmla.4s v23, v4, v26[0]
fmla.4s v27, v24, v8[3]
fmla.4s v21, v25, v26[1]
fmla.2d v25, v18, v16
fmla.2d v24, v31, v27
fmla.2d v10, v25, v7
fmla.2d v30, v29, v31
fmla.2s v14, v7, v22
fmla.2s v7, v21, v16
fmla.2s v2, v9, v14
fmla.2s v19, v15, v16
fmla.4s v15, v12, v29
fmla.4s v26, v29, v10
fmla.4s v19, v31, v11
fmla.4s v9, v7, v14
fmls.d d23, d9, v0[1]
fmls.d d30, d9, v24[0]
fmls.d d26, d16, v28[0]
fmls.d d26, d17, v13[0]
fmls.s s10, s14, v4[2]
fmls.s s30, s23, v9[2]
fmls.s s1, s27, v24[1]
fmls.s s18, s28, v18[3]
fmls.2d v9, v21, v29[0]
fmls.2d v20, v3, v3[0]
fmls.2d v2, v7, v10[1]
fmls.2d v30, v17, v14[1]
fmls.2s v8, v31, v7[2]
fmls.2s v8, v26, v26[0]
fmls.2s v10, v11, v17[1]
fmls.2s v31, v18, v13[0]
fmls.4s v18, v22, v25[0]
fmls.4s v0, v30, v19[1]
fmls.4s v17, v2, v12[1]
fmls.4s v7, v15, v18[1]
fmls.2d v0, v2, v24
fmls.2d v20, v18, v30
fmls.2d v31, v6, v3
fmls.2d v14, v10, v20
fmls.2s v30, v0, v11
fmls.2s v24, v24, v22
fmls.2s v19, v0, v4
fmls.2s v4, v29, v1
fmls.4s v19, v10, v17
fmls.4s v29, v2, v31
fmls.4s v23, v1, v14
fmls.4s v9, v25, v8
fmov.d v30[1], x14
fmov.d v1[1], x3
fmov.d v1[1], xzr
fmov.d v16[1], x28
fmov.d x10, v27[1]
fmov.d x15, v31[1]
fmov.d x15, v8[1]
fmov.d x6, v30[1]
fmov.2d v19, #3.00000000
fmov.2d v7, #2.62500000
fmov.2d v2, #4.25000000
fmov.2d v17, #-5.25000000
fmov.2s v24, #-2.75000000
fmov.2s v30, #-14.00000000
fmov.2s v4, #-1.62500000
fmov.2s v24, #-0.75000000
fmov.4s v8, #-29.00000000
fmov.4s v1, #-5.50000000
fmov.4s v2, #1.87500000
fmov.4s v0, #-2.50000000
fmulx.d d13, d25, v26[0]
fmulx.d d30, d18, v1[0]
fmulx.d d12, d31, v18[1]
fmulx.d d26, d30, v30[0]
fmulx.s s15, s0, v8[3]
fmulx.s s1, s2, v10[2]
fmulx.s s10, s3, v18[1]
fmulx.s s23, s8, v27[2]
fmulx.2d v26, v5, v13[1]
fmulx.2d v22, v14, v16[1]
fmulx.2d v9, v13, v5[0]
fmulx.2d v1, v31, v31[1]
fmulx.2s v4, v29, v31[3]
fmulx.2s v23, v16, v2[2]
fmulx.2s v4, v31, v6[0]
fmulx.2s v15, v13, v7[3]
fmulx.4s v6, v21, v6[0]
fmulx.4s v2, v0, v26[2]
fmulx.4s v14, v28, v30[0]
fmulx.4s v13, v13, v14[3]
fmulx.2d v11, v13, v16
fmulx.2d v13, v11, v0
fmulx.2d v14, v14, v13
fmulx.2d v10, v17, v4
fmulx.2s v24, v8, v5
fmulx.2s v10, v8, v19
fmulx.2s v25, v11, v9
fmulx.2s v9, v4, v20
fmulx.4s v10, v25, v9
fmulx.4s v8, v14, v12
fmulx.4s v10, v26, v2
fmulx.4s v10, v17, v22
fmul.d d9, d12, v22[1]
fmul.d d29, d0, v26[1]
fmul.d d19, d26, v13[1]
fmul.d d31, d22, v8[1]
fmul.s s1, s18, v15[2]
fmul.s s12, s26, v11[3]
fmul.s s15, s12, v26[0]
fmul.s s14, s7, v16[0]
fmul.2d v7, v6, v26[0]
fmul.2d v1, v14, v15[1]
fmul.2d v18, v15, v1[0]
fmul.2d v17, v3, v7[0]
fmul.2s v25, v2, v0[3]
fmul.2s v12, v10, v19[2]
fmul.2s v22, v19, v6[0]
fmul.2s v29, v12, v13[3]
fmul.4s v29, v30, v19[1]
fmul.4s v0, v5, v28[0]
fmul.4s v20, v4, v12[3]
fmul.4s v8, v21, v7[3]
fmul.2d v31, v20, v23
fmul.2d v19, v8, v31
fmul.2d v23, v3, v23
fmul.2d v23, v29, v16
fmul.2s v8, v9, v28
fmul.2s v14, v10, v19
fmul.2s v22, v9, v4
fmul.2s v29, v16, v6
fmul.4s v0, v7, v22
fmul.4s v3, v5, v0
fmul.4s v30, v29, v27
fmul.4s v21, v7, v18
fneg.2d v24, v1
fneg.2d v9, v11
fneg.2d v24, v0
fneg.2d v16, v5
fneg.2s v4, v30
fneg.2s v25, v10
fneg.2s v3, v1
fneg.2s v14, v23
fneg.4s v29, v28
fneg.4s v8, v5
fneg.4s v12, v4
fneg.4s v17, v24
frecpe.2d v23, v8
frecpe.2d v3, v28
frecpe.2d v8, v17
frecpe.2d v17, v22
frecpe.2s v22, v30
frecpe.2s v29, v15
frecpe.2s v3, v11
frecpe.2s v0, v15
frecpe.4s v20, v27
frecpe.4s v25, v28
frecpe.4s v28, v2
frecpe.4s v7, v11
frecps.2d v17, v28, v0
frecps.2d v3, v15, v27
frecps.2d v17, v30, v17
frecps.2d v11, v5, v11
frecps.2s v2, v17, v3
frecps.2s v7, v27, v6
frecps.2s v3, v21, v18
frecps.2s v22, v20, v20
frecps.4s v22, v12, v10
frecps.4s v22, v1, v14
frecps.4s v5, v2, v26
frecps.4s v20, v4, v13
frinta.2d v11, v30
frinta.2d v31, v1
frinta.2d v1, v10
frinta.2d v0, v28
frinta.2s v4, v15
frinta.2s v7, v14
frinta.2s v30, v4
frinta.2s v11, v27
frinta.4s v29, v18
frinta.4s v8, v7
frinta.4s v10, v16
frinta.4s v4, v10
frinti.2d v26, v21
frinti.2d v2, v9
frinti.2d v23, v31
frinti.2d v3, v30
frinti.2s v2, v11
frinti.2s v1, v4
frinti.2s v22, v23
frinti.2s v31, v11
frinti.4s v13, v22
frinti.4s v19, v8
frinti.4s v2, v23
frinti.4s v6, v30
frintm.2d v23, v26
frintm.2d v3, v29
frintm.2d v18, v25
frintm.2d v0, v9
frintm.2s v15, v4
frintm.2s v5, v16
frintm.2s v9, v26
frintm.2s v1, v9
frintm.4s v16, v10
frintm.4s v4, v22
frintm.4s v23, v31
frintm.4s v22, v15
frintn.2d v12, v9
frintn.2d v21, v3
frintn.2d v29, v8
frintn.2d v3, v27
frintn.2s v15, v23
frintn.2s v23, v0
frintn.2s v9, v19
frintn.2s v12, v2
frintn.4s v10, v25
frintn.4s v7, v30
frintn.4s v2, v23
frintn.4s v4, v30
frintp.2d v14, v23
frintp.2d v30, v8
frintp.2d v16, v2
frintp.2d v10, v27
frintp.2s v20, v31
frintp.2s v6, v8
frintp.2s v23, v14
frintp.2s v2, v27
frintp.4s v8, v27
frintp.4s v20, v12
frintp.4s v30, v27
frintp.4s v9, v25
frintx.2d v20, v4
frintx.2d v12, v24
frintx.2d v16, v20
frintx.2d v24, v29
frintx.2s v25, v30
frintx.2s v10, v8
frintx.2s v0, v9
frintx.2s v0, v1
frintx.4s v18, v9
frintx.4s v16, v13
frintx.4s v16, v26
frintx.4s v25, v26
frintz.2d v27, v26
frintz.2d v28, v18
frintz.2d v23, v29
frintz.2d v3, v4
frintz.2s v9, v12
frintz.2s v4, v2
frintz.2s v3, v10
frintz.2s v18, v18
frintz.4s v9, v19
frintz.4s v14, v30
frintz.4s v1, v21
frintz.4s v10, v26
frsqrte.2d v17, v10
frsqrte.2d v31, v3
frsqrte.2d v29, v30
frsqrte.2d v25, v14
frsqrte.2s v9, v15
frsqrte.2s v5, v0
frsqrte.2s v5, v29
frsqrte.2s v1, v10
frsqrte.4s v27, v21
frsqrte.4s v14, v30
frsqrte.4s v26, v10
frsqrte.4s v24, v1
frsqrts.2d v29, v1, v24
frsqrts.2d v6, v26, v1
frsqrts.2d v6, v28, v22
frsqrts.2d v22, v15, v29
frsqrts.2s v17, v4, v21
frsqrts.2s v15, v25, v10
frsqrts.2s v28, v26, v16
frsqrts.2s v11, v3, v14
frsqrts.4s v10, v13, v28
frsqrts.4s v18, v13, v17
frsqrts.4s v11, v7, v12
frsqrts.4s v5, v5, v21
fsqrt.2d v18, v27
fsqrt.2d v19, v23
fsqrt.2d v20, v11
fsqrt.2d v22, v5
fsqrt.2s v4, v3
fsqrt.2s v22, v16
fsqrt.2s v11, v25
fsqrt.2s v4, v0
fsqrt.4s v18, v19
fsqrt.4s v14, v23
fsqrt.4s v6, v0
fsqrt.4s v1, v13
fsub.2d v9, v18, v14
fsub.2d v6, v7, v9
fsub.2d v19, v28, v10
fsub.2d v10, v12, v18
fsub.2s v2, v19, v7
fsub.2s v30, v3, v12
fsub.2s v5, v12, v21
fsub.2s v7, v6, v14
fsub.4s v31, v12, v5
fsub.4s v31, v4, v0
fsub.4s v0, v14, v2
fsub.4s v20, v9, v13
mov.b v15[1], w24
mov.b v27[12], w23
mov.b v1[15], w8
mov.b v14[1], w0
mov.b v4[12], v0[3]
mov.b v31[8], v19[12]
mov.b v30[12], v20[14]
mov.b v12[15], v17[2]
mov.d v15[0], x27
mov.d v30[0], x10
mov.d v26[1], x12
mov.d v20[0], x17
mov.d v16[1], v26[0]
mov.d v26[0], v2[1]
mov.d v24[1], v30[1]
mov.d v17[0], v17[0]
mov.h v2[1], wzr
mov.h v13[6], w19
mov.h v3[1], wzr
mov.h v19[7], wzr
mov.h v17[7], v11[6]
mov.h v21[0], v29[7]
mov.h v28[7], v10[3]
mov.h v4[1], v15[3]
mov.s v7[1], w7
mov.s v15[1], w16
mov.s v15[1], w6
mov.s v8[0], w16
mov.s v31[1], v5[1]
mov.s v31[2], v25[2]
mov.s v13[1], v29[0]
mov.s v10[0], v12[2]
ld1.16b { v26, v27, v28, v29 }, [x12]
ld1.16b { v11, v12, v13, v14 }, [x0]
ld1.16b { v14, v15, v16, v17 }, [x21]
ld1.16b { v18, v19, v20, v21 }, [x20]
ld1.16b { v31, v0, v1, v2 }, [x24], x2
ld1.16b { v22, v23, v24, v25 }, [x30], #64
ld1.16b { v27, v28, v29, v30 }, [x29], x24
ld1.16b { v8, v9, v10, v11 }, [x11], x4
ld1.1d { v9, v10, v11, v12 }, [x0]
ld1.1d { v4, v5, v6, v7 }, [x15]
ld1.1d { v12, v13, v14, v15 }, [x26]
ld1.1d { v17, v18, v19, v20 }, [x10]
ld1.1d { v20, v21, v22, v23 }, [x11], x5
ld1.1d { v14, v15, v16, v17 }, [x8], x3
ld1.1d { v8, v9, v10, v11 }, [x12], x8
ld1.1d { v23, v24, v25, v26 }, [x24], x12
ld1.2d { v0, v1, v2, v3 }, [x15]
ld1.2d { v0, v1, v2, v3 }, [x30]
ld1.2d { v23, v24, v25, v26 }, [x23]
ld1.2d { v2, v3, v4, v5 }, [x5]
ld1.2d { v20, v21, v22, v23 }, [x29], x29
ld1.2d { v31, v0, v1, v2 }, [x21], x16
ld1.2d { v7, v8, v9, v10 }, [x5], x28
ld1.2d { v15, v16, v17, v18 }, [x20], x1
ld1.2s { v5, v6, v7, v8 }, [x19]
ld1.2s { v5, v6, v7, v8 }, [x28]
ld1.2s { v3, v4, v5, v6 }, [x26]
ld1.2s { v18, v19, v20, v21 }, [x27]
ld1.2s { v7, v8, v9, v10 }, [x24], x0
ld1.2s { v31, v0, v1, v2 }, [x9], x26
ld1.2s { v15, v16, v17, v18 }, [x9], x13
ld1.2s { v29, v30, v31, v0 }, [x11], x21
ld1.4h { v18, v19, v20, v21 }, [x17]
ld1.4h { v17, v18, v19, v20 }, [x1]
ld1.4h { v0, v1, v2, v3 }, [x25]
ld1.4h { v1, v2, v3, v4 }, [x17]
ld1.4h { v24, v25, v26, v27 }, [x26], x22
ld1.4h { v23, v24, v25, v26 }, [x27], x14
ld1.4h { v26, v27, v28, v29 }, [x13], x20
ld1.4h { v30, v31, v0, v1 }, [x22], x13
ld1.4s { v30, v31, v0, v1 }, [x16]
ld1.4s { v14, v15, v16, v17 }, [x19]
ld1.4s { v5, v6, v7, v8 }, [x7]
ld1.4s { v8, v9, v10, v11 }, [x24]
ld1.4s { v21, v22, v23, v24 }, [x24], x15
ld1.4s { v19, v20, v21, v22 }, [x21], x23
ld1.4s { v8, v9, v10, v11 }, [x0], x24
ld1.4s { v10, v11, v12, v13 }, [x18], x28
ld1.8b { v5, v6, v7, v8 }, [x16]
ld1.8b { v6, v7, v8, v9 }, [sp]
ld1.8b { v12, v13, v14, v15 }, [x0]
ld1.8b { v21, v22, v23, v24 }, [x27]
ld1.8b { v29, v30, v31, v0 }, [x4], x25
ld1.8b { v6, v7, v8, v9 }, [x17], x11
ld1.8b { v18, v19, v20, v21 }, [x6], x7
ld1.8b { v25, v26, v27, v28 }, [x4], x10
ld1.8h { v1, v2, v3, v4 }, [x27]
ld1.8h { v20, v21, v22, v23 }, [x9]
ld1.8h { v21, v22, v23, v24 }, [x21]
ld1.8h { v13, v14, v15, v16 }, [x19]
ld1.8h { v5, v6, v7, v8 }, [x1], x2
ld1.8h { v25, v26, v27, v28 }, [x27], x8
ld1.8h { v6, v7, v8, v9 }, [x10], x11
ld1.8h { v21, v22, v23, v24 }, [x26], x9
ld1.16b { v11 }, [x10]
ld1.16b { v3 }, [sp]
ld1.16b { v27 }, [x16]
ld1.16b { v12 }, [sp]
ld1.16b { v8 }, [x29], x7
ld1.16b { v3 }, [x5], x18
ld1.16b { v9 }, [sp], x29
ld1.16b { v2 }, [x12], x25
ld1.1d { v15 }, [x9]
ld1.1d { v7 }, [x19]
ld1.1d { v9 }, [x20]
ld1.1d { v29 }, [x0]
ld1.1d { v17 }, [x5], x8
ld1.1d { v8 }, [x7], #8
ld1.1d { v22 }, [x25], x22
ld1.1d { v15 }, [x26], x29
ld1.2d { v2 }, [x10]
ld1.2d { v16 }, [x14]
ld1.2d { v10 }, [x13]
ld1.2d { v14 }, [x14]
ld1.2d { v1 }, [x6], x12
ld1.2d { v11 }, [x25], x3
ld1.2d { v18 }, [x14], x24
ld1.2d { v14 }, [x25], x28
ld1.2s { v5 }, [x15]
ld1.2s { v4 }, [x23]
ld1.2s { v25 }, [x25]
ld1.2s { v12 }, [x21]
ld1.2s { v3 }, [x10], x12
ld1.2s { v31 }, [x15], x17
ld1.2s { v20 }, [x15], x9
ld1.2s { v13 }, [x29], x24
ld1.4h { v22 }, [x21]
ld1.4h { v1 }, [x4]
ld1.4h { v31 }, [x16]
ld1.4h { v2 }, [x6]
ld1.4h { v31 }, [x10], x27
ld1.4h { v5 }, [x13], x9
ld1.4h { v30 }, [x26], x10
ld1.4h { v24 }, [sp], x30
ld1.4s { v25 }, [x11]
ld1.4s { v13 }, [x4]
ld1.4s { v28 }, [x10]
ld1.4s { v29 }, [x24]
ld1.4s { v19 }, [x16], x4
ld1.4s { v26 }, [x11], x15
ld1.4s { v22 }, [x19], x18
ld1.4s { v18 }, [x30], x28
ld1.8b { v15 }, [x18]
ld1.8b { v2 }, [x0]
ld1.8b { v12 }, [x4]
ld1.8b { v16 }, [x19]
ld1.8b { v19 }, [x15], x17
ld1.8b { v25 }, [x8], x17
ld1.8b { v15 }, [x19], x4
ld1.8b { v11 }, [x27], x26
ld1.8h { v5 }, [x15]
ld1.8h { v13 }, [x14]
ld1.8h { v23 }, [x28]
ld1.8h { v13 }, [x21]
ld1.8h { v31 }, [x13], x21
ld1.8h { v11 }, [x12], x1
ld1.8h { v20 }, [x22], x18
ld1.8h { v18 }, [x21], x5
ld1r.16b { v25 }, [x6]
ld1r.16b { v13 }, [x8]
ld1r.16b { v24 }, [x29]
ld1r.16b { v25 }, [x26]
ld1r.16b { v0 }, [x23], x22
ld1r.16b { v25 }, [x14], x16
ld1r.16b { v17 }, [x4], x6
ld1r.16b { v9 }, [x14], x14
ld1r.1d { v27 }, [x2]
ld1r.1d { v6 }, [x22]
ld1r.1d { v2 }, [x24]
ld1r.1d { v7 }, [x8]
ld1r.1d { v30 }, [x16], x8
ld1r.1d { v6 }, [x28], x14
ld1r.1d { v28 }, [x5], x23
ld1r.1d { v11 }, [x8], x27
ld1r.2d { v30 }, [x15]
ld1r.2d { v30 }, [x27]
ld1r.2d { v16 }, [x3]
ld1r.2d { v3 }, [x24]
ld1r.2d { v11 }, [x21], x9
ld1r.2d { v22 }, [x29], x29
ld1r.2d { v23 }, [x19], x19
ld1r.2d { v9 }, [x30], x1
ld1r.2s { v25 }, [x29]
ld1r.2s { v11 }, [x19]
ld1r.2s { v8 }, [sp]
ld1r.2s { v0 }, [x13]
ld1r.2s { v15 }, [x24], x25
ld1r.2s { v31 }, [x0], x2
ld1r.2s { v7 }, [x3], x24
ld1r.2s { v13 }, [x6], x30
ld1r.4h { v31 }, [x9]
ld1r.4h { v8 }, [x6]
ld1r.4h { v2 }, [x16]
ld1r.4h { v4 }, [x22]
ld1r.4h { v1 }, [x7], x22
ld1r.4h { v13 }, [x20], x21
ld1r.4h { v5 }, [x25], x28
ld1r.4h { v23 }, [x12], x29
ld1r.4s { v19 }, [x11]
ld1r.4s { v17 }, [x17]
ld1r.4s { v5 }, [x30]
ld1r.4s { v19 }, [x13]
ld1r.4s { v30 }, [x3], x6
ld1r.4s { v18 }, [x17], x4
ld1r.4s { v20 }, [sp], x28
ld1r.4s { v4 }, [x15], x21
ld1r.8b { v27 }, [x29]
ld1r.8b { v30 }, [x13]
ld1r.8b { v28 }, [x1]
ld1r.8b { v6 }, [x4]
ld1r.8b { v20 }, [x3], x12
ld1r.8b { v24 }, [x8], x6
ld1r.8b { v6 }, [x21], x8
ld1r.8b { v8 }, [x1], x12
ld1r.8h { v28 }, [x25]
ld1r.8h { v5 }, [x18]
ld1r.8h { v26 }, [x22]
ld1r.8h { v10 }, [x13]
ld1r.8h { v9 }, [x11], x3
ld1r.8h { v27 }, [x5], x29
ld1r.8h { v12 }, [x22], x4
ld1r.8h { v15 }, [x27], x4
ld1.16b { v24, v25, v26 }, [sp]
ld1.16b { v10, v11, v12 }, [x25]
ld1.16b { v19, v20, v21 }, [x19]
ld1.16b { v27, v28, v29 }, [x27]
ld1.16b { v9, v10, v11 }, [x26], x6
ld1.16b { v9, v10, v11 }, [x24], x19
ld1.16b { v2, v3, v4 }, [sp], x18
ld1.16b { v15, v16, v17 }, [x12], x30
ld1.1d { v10, v11, v12 }, [x27]
ld1.1d { v26, v27, v28 }, [x6]
ld1.1d { v22, v23, v24 }, [x28]
ld1.1d { v3, v4, v5 }, [x7]
ld1.1d { v3, v4, v5 }, [x2], x15
ld1.1d { v29, v30, v31 }, [x18], x8
ld1.1d { v14, v15, v16 }, [x7], x14
ld1.1d { v14, v15, v16 }, [x2], x17
ld1.2d { v8, v9, v10 }, [x14]
ld1.2d { v2, v3, v4 }, [x7]
ld1.2d { v21, v22, v23 }, [x24]
ld1.2d { v14, v15, v16 }, [x15]
ld1.2d { v12, v13, v14 }, [x26], x0
ld1.2d { v2, v3, v4 }, [x28], #48
ld1.2d { v0, v1, v2 }, [x7], x1
ld1.2d { v30, v31, v0 }, [x10], x26
ld1.2s { v20, v21, v22 }, [x11]
ld1.2s { v28, v29, v30 }, [x15]
ld1.2s { v3, v4, v5 }, [x24]
ld1.2s { v20, v21, v22 }, [x0]
ld1.2s { v27, v28, v29 }, [x28], x0
ld1.2s { v22, v23, v24 }, [x27], x11
ld1.2s { v13, v14, v15 }, [x17], x24
ld1.2s { v1, v2, v3 }, [x0], x6
ld1.4h { v16, v17, v18 }, [sp]
ld1.4h { v31, v0, v1 }, [x10]
ld1.4h { v17, v18, v19 }, [x5]
ld1.4h { v7, v8, v9 }, [x6]
ld1.4h { v17, v18, v19 }, [x13], x16
ld1.4h { v8, v9, v10 }, [x23], x26
ld1.4h { v23, v24, v25 }, [x28], x30
ld1.4h { v16, v17, v18 }, [x6], x2
ld1.4s { v21, v22, v23 }, [sp]
ld1.4s { v3, v4, v5 }, [x3]
ld1.4s { v4, v5, v6 }, [x27]
ld1.4s { v21, v22, v23 }, [x5]
ld1.4s { v15, v16, v17 }, [x30], x22
ld1.4s { v5, v6, v7 }, [x20], x22
ld1.4s { v0, v1, v2 }, [x15], x9
ld1.4s { v3, v4, v5 }, [sp], x27
ld1.8b { v13, v14, v15 }, [x11]
ld1.8b { v17, v18, v19 }, [x7]
ld1.8b { v7, v8, v9 }, [x1]
ld1.8b { v19, v20, v21 }, [x2]
ld1.8b { v15, v16, v17 }, [x6], x9
ld1.8b { v19, v20, v21 }, [x17], x22
ld1.8b { v7, v8, v9 }, [x3], x2
ld1.8b { v18, v19, v20 }, [x18], x7
ld1.8h { v15, v16, v17 }, [x29]
ld1.8h { v28, v29, v30 }, [x18]
ld1.8h { v29, v30, v31 }, [x21]
ld1.8h { v18, v19, v20 }, [x29]
ld1.8h { v2, v3, v4 }, [x8], x27
ld1.8h { v16, v17, v18 }, [x27], x6
ld1.8h { v2, v3, v4 }, [x4], x7
ld1.8h { v30, v31, v0 }, [x20], x26
ld1.16b { v27, v28 }, [x5]
ld1.16b { v3, v4 }, [x8]
ld1.16b { v3, v4 }, [x3]
ld1.16b { v31, v0 }, [x16]
ld1.16b { v14, v15 }, [x27], x14
ld1.16b { v27, v28 }, [x24], x18
ld1.16b { v19, v20 }, [x2], x9
ld1.16b { v23, v24 }, [x0], x4
ld1.1d { v17, v18 }, [x8]
ld1.1d { v27, v28 }, [x4]
ld1.1d { v16, v17 }, [x30]
ld1.1d { v12, v13 }, [x1]
ld1.1d { v27, v28 }, [sp], x7
ld1.1d { v7, v8 }, [x6], x5
ld1.1d { v26, v27 }, [x7], x16
ld1.1d { v14, v15 }, [x17], x28
ld1.2d { v5, v6 }, [x1]
ld1.2d { v16, v17 }, [x24]
ld1.2d { v26, v27 }, [x25]
ld1.2d { v11, v12 }, [x12]
ld1.2d { v13, v14 }, [x12], x11
ld1.2d { v12, v13 }, [x4], x24
ld1.2d { v30, v31 }, [x17], x26
ld1.2d { v10, v11 }, [x6], x28
ld1.2s { v24, v25 }, [x10]
ld1.2s { v22, v23 }, [x7]
ld1.2s { v17, v18 }, [x29]
ld1.2s { v19, v20 }, [x26]
ld1.2s { v17, v18 }, [x25], x1
ld1.2s { v3, v4 }, [x22], x2
ld1.2s { v14, v15 }, [x12], x27
ld1.2s { v26, v27 }, [x28], x17
ld1.4h { v3, v4 }, [x15]
ld1.4h { v3, v4 }, [x10]
ld1.4h { v4, v5 }, [x15]
ld1.4h { v19, v20 }, [x23]
ld1.4h { v22, v23 }, [x1], x22
ld1.4h { v28, v29 }, [x9], x17
ld1.4h { v18, v19 }, [x24], x29
ld1.4h { v19, v20 }, [x9], x14
ld1.4s { v6, v7 }, [x2]
ld1.4s { v30, v31 }, [x8]
ld1.4s { v5, v6 }, [x30]
ld1.4s { v13, v14 }, [x7]
ld1.4s { v30, v31 }, [x28], x30
ld1.4s { v11, v12 }, [x13], x22
ld1.4s { v20, v21 }, [x14], x24
ld1.4s { v8, v9 }, [x12], x24
ld1.8b { v0, v1 }, [x23]
ld1.8b { v0, v1 }, [x14]
ld1.8b { v13, v14 }, [x16]
ld1.8b { v3, v4 }, [x13]
ld1.8b { v19, v20 }, [x25], x29
ld1.8b { v11, v12 }, [x9], x26
ld1.8b { v15, v16 }, [x14], x8
ld1.8b { v11, v12 }, [x24], x2
ld1.8h { v12, v13 }, [x13]
ld1.8h { v17, v18 }, [x22]
ld1.8h { v19, v20 }, [x21]
ld1.8h { v24, v25 }, [x24]
ld1.8h { v18, v19 }, [x20], x17
ld1.8h { v30, v31 }, [x21], x20
ld1.8h { v24, v25 }, [x10], x10
ld1.8h { v18, v19 }, [x20], x18
ld1.b { v0 }[4], [x16]
ld1.b { v28 }[4], [x26]
ld1.b { v20 }[5], [x9]
ld1.b { v29 }[12], [x24]
ld1.b { v6 }[11], [x1], x8
ld1.b { v11 }[14], [x17], x10
ld1.b { v17 }[1], [x0], x18
ld1.b { v9 }[0], [x13], x7
ld1.d { v15 }[0], [x17]
ld1.d { v24 }[1], [x12]
ld1.d { v29 }[1], [x28]
ld1.d { v23 }[0], [x4]
ld1.d { v23 }[1], [x8], x16
ld1.d { v16 }[1], [x4], x10
ld1.d { v21 }[1], [x17], x30
ld1.d { v21 }[0], [x23], x22
ld1.h { v27 }[3], [x0]
ld1.h { v18 }[2], [x29]
ld1.h { v17 }[2], [x18]
ld1.h { v8 }[7], [x22]
ld1.h { v27 }[3], [x16], x7
ld1.h { v21 }[4], [x4], x15
ld1.h { v5 }[4], [x2], x25
ld1.h { v19 }[5], [x14], x10
ld1.s { v18 }[0], [x6]
ld1.s { v11 }[3], [x23]
ld1.s { v25 }[3], [x13]
ld1.s { v12 }[0], [x17]
ld1.s { v26 }[3], [x3], x13
ld1.s { v22 }[0], [x17], x20
ld1.s { v9 }[2], [x17], x8
ld1.s { v13 }[0], [x22], x3
ld2r.16b { v24, v25 }, [x11]
ld2r.16b { v19, v20 }, [x28]
ld2r.16b { v2, v3 }, [x9]
ld2r.16b { v28, v29 }, [x0]
ld2r.16b { v8, v9 }, [x23], x23
ld2r.16b { v23, v24 }, [x6], x23
ld2r.16b { v19, v20 }, [x20], x14
ld2r.16b { v3, v4 }, [x25], x22
ld2r.1d { v12, v13 }, [x0]
ld2r.1d { v2, v3 }, [x16]
ld2r.1d { v1, v2 }, [x8]
ld2r.1d { v2, v3 }, [x9]
ld2r.1d { v24, v25 }, [x22], x26
ld2r.1d { v15, v16 }, [x25], x16
ld2r.1d { v27, v28 }, [x18], x0
ld2r.1d { v13, v14 }, [x29], x16
ld2r.2d { v21, v22 }, [x22]
ld2r.2d { v19, v20 }, [x21]
ld2r.2d { v18, v19 }, [x7]
ld2r.2d { v30, v31 }, [x8]
ld2r.2d { v12, v13 }, [x24], x10
ld2r.2d { v17, v18 }, [sp], x26
ld2r.2d { v29, v30 }, [x26], x20
ld2r.2d { v5, v6 }, [x7], x4
ld2r.2s { v11, v12 }, [sp]
ld2r.2s { v9, v10 }, [x6]
ld2r.2s { v2, v3 }, [x29]
ld2r.2s { v7, v8 }, [x28]
ld2r.2s { v11, v12 }, [x23], x11
ld2r.2s { v24, v25 }, [x6], x13
ld2r.2s { v24, v25 }, [x24], x6
ld2r.2s { v15, v16 }, [x12], x6
ld2r.4h { v7, v8 }, [x5]
ld2r.4h { v1, v2 }, [x26]
ld2r.4h { v27, v28 }, [x15]
ld2r.4h { v8, v9 }, [x5]
ld2r.4h { v16, v17 }, [x7], x22
ld2r.4h { v13, v14 }, [x14], x5
ld2r.4h { v9, v10 }, [x3], x0
ld2r.4h { v21, v22 }, [x26], x30
ld2r.4s { v8, v9 }, [x16]
ld2r.4s { v24, v25 }, [x23]
ld2r.4s { v13, v14 }, [x18]
ld2r.4s { v23, v24 }, [x5]
ld2r.4s { v29, v30 }, [x4], x2
ld2r.4s { v4, v5 }, [x17], x8
ld2r.4s { v0, v1 }, [x29], x1
ld2r.4s { v27, v28 }, [x18], x16
ld2r.8b { v3, v4 }, [x22]
ld2r.8b { v24, v25 }, [x8]
ld2r.8b { v29, v30 }, [x26]
ld2r.8b { v12, v13 }, [x6]
ld2r.8b { v14, v15 }, [x10], x5
ld2r.8b { v0, v1 }, [x27], x14
ld2r.8b { v10, v11 }, [x13], x21
ld2r.8b { v27, v28 }, [x22], x22
ld2r.8h { v0, v1 }, [x29]
ld2r.8h { v13, v14 }, [sp]
ld2r.8h { v8, v9 }, [x29]
ld2r.8h { v14, v15 }, [x4]
ld2r.8h { v13, v14 }, [x0], x22
ld2r.8h { v16, v17 }, [x12], #4
ld2r.8h { v13, v14 }, [x18], x1
ld2r.8h { v20, v21 }, [x4], x22
ld2.b { v0, v1 }[15], [x12]
ld2.b { v18, v19 }[14], [x10]
ld2.b { v11, v12 }[2], [x26]
ld2.b { v4, v5 }[0], [x22]
ld2.b { v19, v20 }[0], [x30], x8
ld2.b { v19, v20 }[11], [x0], x16
ld2.b { v19, v20 }[0], [x14], x19
ld2.b { v1, v2 }[13], [x21], x30
ld2.d { v9, v10 }[0], [x7]
ld2.d { v9, v10 }[0], [x21]
ld2.d { v22, v23 }[0], [x1]
ld2.d { v11, v12 }[1], [x16]
ld2.d { v13, v14 }[1], [x28], x0
ld2.d { v6, v7 }[0], [x30], x29
ld2.d { v30, v31 }[0], [x30], x0
ld2.d { v0, v1 }[0], [x24], x18
ld2.h { v13, v14 }[5], [x28]
ld2.h { v15, v16 }[7], [x20]
ld2.h { v7, v8 }[0], [x20]
ld2.h { v21, v22 }[3], [x16]
ld2.h { v18, v19 }[0], [x26], x23
ld2.h { v26, v27 }[6], [x25], x11
ld2.h { v6, v7 }[0], [x10], x3
ld2.h { v4, v5 }[1], [x24], x9
ld2.s { v8, v9 }[1], [x0]
ld2.s { v28, v29 }[0], [x20]
ld2.s { v8, v9 }[3], [x4]
ld2.s { v23, v24 }[1], [x1]
ld2.s { v25, v26 }[3], [x14], x23
ld2.s { v4, v5 }[1], [x5], x12
ld2.s { v29, v30 }[3], [x13], x22
ld2.s { v25, v26 }[0], [x22], x30
ld2.16b { v30, v31 }, [x2]
ld2.16b { v27, v28 }, [x24]
ld2.16b { v14, v15 }, [x23]
ld2.16b { v3, v4 }, [x10]
ld2.16b { v1, v2 }, [x23], x7
ld2.16b { v20, v21 }, [x9], x18
ld2.16b { v10, v11 }, [x30], x18
ld2.16b { v20, v21 }, [x10], x9
ld2.2d { v10, v11 }, [x1]
ld2.2d { v22, v23 }, [x1]
ld2.2d { v3, v4 }, [x17]
ld2.2d { v30, v31 }, [x29]
ld2.2d { v14, v15 }, [x21], x7
ld2.2d { v26, v27 }, [x9], x26
ld2.2d { v5, v6 }, [x16], x17
ld2.2d { v8, v9 }, [x25], #32
ld2.2s { v2, v3 }, [x17]
ld2.2s { v2, v3 }, [x6]
ld2.2s { v31, v0 }, [x1]
ld2.2s { v29, v30 }, [x20]
ld2.2s { v18, v19 }, [x23], x6
ld2.2s { v9, v10 }, [x26], x18
ld2.2s { v28, v29 }, [x4], x3
ld2.2s { v3, v4 }, [x7], x4
ld2.4h { v18, v19 }, [x4]
ld2.4h { v26, v27 }, [x19]
ld2.4h { v0, v1 }, [x27]
ld2.4h { v0, v1 }, [x16]
ld2.4h { v14, v15 }, [x26], x25
ld2.4h { v2, v3 }, [x3], x20
ld2.4h { v12, v13 }, [x15], x1
ld2.4h { v13, v14 }, [x1], x30
ld2.4s { v26, v27 }, [x15]
ld2.4s { v6, v7 }, [x0]
ld2.4s { v4, v5 }, [x16]
ld2.4s { v29, v30 }, [x26]
ld2.4s { v17, v18 }, [x9], x14
ld2.4s { v25, v26 }, [x18], x23
ld2.4s { v22, v23 }, [x11], x13
ld2.4s { v28, v29 }, [x28], x0
ld2.8b { v9, v10 }, [x16]
ld2.8b { v22, v23 }, [x28]
ld2.8b { v29, v30 }, [x13]
ld2.8b { v10, v11 }, [x26]
ld2.8b { v28, v29 }, [x23], x12
ld2.8b { v18, v19 }, [x17], x4
ld2.8b { v30, v31 }, [x17], x27
ld2.8b { v10, v11 }, [x2], x3
ld2.8h { v22, v23 }, [x30]
ld2.8h { v17, v18 }, [x5]
ld2.8h { v24, v25 }, [sp]
ld2.8h { v26, v27 }, [x23]
ld2.8h { v13, v14 }, [x25], x26
ld2.8h { v18, v19 }, [x28], x14
ld2.8h { v28, v29 }, [x22], x5
ld2.8h { v5, v6 }, [x16], x5
ld3r.16b { v2, v3, v4 }, [x4]
ld3r.16b { v31, v0, v1 }, [x29]
ld3r.16b { v4, v5, v6 }, [x6]
ld3r.16b { v1, v2, v3 }, [x17]
ld3r.16b { v0, v1, v2 }, [x25], x22
ld3r.16b { v30, v31, v0 }, [x29], x19
ld3r.16b { v15, v16, v17 }, [x2], x22
ld3r.16b { v10, v11, v12 }, [x20], #3
ld3r.1d { v22, v23, v24 }, [x8]
ld3r.1d { v13, v14, v15 }, [x9]
ld3r.1d { v20, v21, v22 }, [x22]
ld3r.1d { v14, v15, v16 }, [x9]
ld3r.1d { v10, v11, v12 }, [x16], x18
ld3r.1d { v15, v16, v17 }, [x26], x1
ld3r.1d { v20, v21, v22 }, [x24], x27
ld3r.1d { v2, v3, v4 }, [x7], x23
ld3r.2d { v24, v25, v26 }, [x21]
ld3r.2d { v17, v18, v19 }, [x17]
ld3r.2d { v2, v3, v4 }, [x12]
ld3r.2d { v2, v3, v4 }, [x15]
ld3r.2d { v12, v13, v14 }, [x17], x5
ld3r.2d { v12, v13, v14 }, [x16], x4
ld3r.2d { v11, v12, v13 }, [x30], x21
ld3r.2d { v3, v4, v5 }, [x5], x15
ld3r.2s { v20, v21, v22 }, [x10]
ld3r.2s { v11, v12, v13 }, [x7]
ld3r.2s { v24, v25, v26 }, [x20]
ld3r.2s { v18, v19, v20 }, [x10]
ld3r.2s { v30, v31, v0 }, [x23], x4
ld3r.2s { v19, v20, v21 }, [sp], x13
ld3r.2s { v22, v23, v24 }, [x13], x20
ld3r.2s { v9, v10, v11 }, [sp], x15
ld3r.4h { v3, v4, v5 }, [x11]
ld3r.4h { v1, v2, v3 }, [x5]
ld3r.4h { v25, v26, v27 }, [x15]
ld3r.4h { v22, v23, v24 }, [x12]
ld3r.4h { v3, v4, v5 }, [x7], x25
ld3r.4h { v7, v8, v9 }, [x30], x20
ld3r.4h { v29, v30, v31 }, [x30], x17
ld3r.4h { v28, v29, v30 }, [x8], #6
ld3r.4s { v10, v11, v12 }, [x17]
ld3r.4s { v10, v11, v12 }, [x3]
ld3r.4s { v5, v6, v7 }, [x26]
ld3r.4s { v4, v5, v6 }, [x10]
ld3r.4s { v1, v2, v3 }, [x17], x20
ld3r.4s { v15, v16, v17 }, [x20], x0
ld3r.4s { v2, v3, v4 }, [x2], x2
ld3r.4s { v25, v26, v27 }, [x19], x9
ld3r.8b { v31, v0, v1 }, [x30]
ld3r.8b { v21, v22, v23 }, [x6]
ld3r.8b { v31, v0, v1 }, [x23]
ld3r.8b { v9, v10, v11 }, [x1]
ld3r.8b { v3, v4, v5 }, [x1], x13
ld3r.8b { v3, v4, v5 }, [x10], x16
ld3r.8b { v24, v25, v26 }, [x7], x1
ld3r.8b { v21, v22, v23 }, [x7], x10
ld3r.8h { v7, v8, v9 }, [x17]
ld3r.8h { v10, v11, v12 }, [x30]
ld3r.8h { v25, v26, v27 }, [x15]
ld3r.8h { v29, v30, v31 }, [x6]
ld3r.8h { v27, v28, v29 }, [x10], x4
ld3r.8h { v26, v27, v28 }, [x2], x19
ld3r.8h { v23, v24, v25 }, [x23], x13
ld3r.8h { v17, v18, v19 }, [x18], x25
ld3.b { v11, v12, v13 }[8], [x11]
ld3.b { v30, v31, v0 }[3], [x26]
ld3.b { v29, v30, v31 }[14], [x2]
ld3.b { v3, v4, v5 }[0], [x24]
ld3.b { v9, v10, v11 }[2], [x15], x28
ld3.b { v24, v25, v26 }[0], [x30], x4
ld3.b { v10, v11, v12 }[0], [x22], x30
ld3.b { v19, v20, v21 }[0], [x15], x14
ld3.d { v16, v17, v18 }[1], [x29]
ld3.d { v30, v31, v0 }[1], [x5]
ld3.d { v15, v16, v17 }[0], [x10]
ld3.d { v30, v31, v0 }[0], [x16]
ld3.d { v31, v0, v1 }[0], [x17], x4
ld3.d { v29, v30, v31 }[0], [x21], x0
ld3.d { v31, v0, v1 }[0], [x8], x8
ld3.d { v9, v10, v11 }[1], [x25], x28
ld3.h { v2, v3, v4 }[1], [x21]
ld3.h { v21, v22, v23 }[0], [x29]
ld3.h { v31, v0, v1 }[0], [x14]
ld3.h { v24, v25, v26 }[2], [x14]
ld3.h { v20, v21, v22 }[0], [x3], x7
ld3.h { v13, v14, v15 }[2], [x5], x13
ld3.h { v8, v9, v10 }[3], [x27], x24
ld3.h { v12, v13, v14 }[2], [x12], x13
ld3.s { v24, v25, v26 }[3], [x29]
ld3.s { v9, v10, v11 }[2], [x22]
ld3.s { v11, v12, v13 }[3], [x15]
ld3.s { v9, v10, v11 }[1], [x16]
ld3.s { v19, v20, v21 }[0], [x8], x21
ld3.s { v7, v8, v9 }[3], [x0], x13
ld3.s { v14, v15, v16 }[1], [sp], x11
ld3.s { v23, v24, v25 }[0], [x16], x1
ld3.16b { v28, v29, v30 }, [x6]
ld3.16b { v2, v3, v4 }, [x16]
ld3.16b { v21, v22, v23 }, [x17]
ld3.16b { v29, v30, v31 }, [x17]
ld3.16b { v12, v13, v14 }, [x6], x26
ld3.16b { v26, v27, v28 }, [x29], x20
ld3.16b { v2, v3, v4 }, [x10], x6
ld3.16b { v18, v19, v20 }, [x17], x8
ld3.2d { v3, v4, v5 }, [x7]
ld3.2d { v28, v29, v30 }, [x5]
ld3.2d { v17, v18, v19 }, [x12]
ld3.2d { v7, v8, v9 }, [sp]
ld3.2d { v20, v21, v22 }, [x25], x25
ld3.2d { v4, v5, v6 }, [x4], x4
ld3.2d { v13, v14, v15 }, [x12], x11
ld3.2d { v5, v6, v7 }, [sp], x13
ld3.2s { v15, v16, v17 }, [x25]
ld3.2s { v3, v4, v5 }, [x21]
ld3.2s { v31, v0, v1 }, [x27]
ld3.2s { v25, v26, v27 }, [x18]
ld3.2s { v5, v6, v7 }, [x10], x15
ld3.2s { v12, v13, v14 }, [x14], x13
ld3.2s { v27, v28, v29 }, [x10], x7
ld3.2s { v4, v5, v6 }, [x0], x28
ld3.4h { v26, v27, v28 }, [x3]
ld3.4h { v17, v18, v19 }, [x18]
ld3.4h { v21, v22, v23 }, [x8]
ld3.4h { v4, v5, v6 }, [x7]
ld3.4h { v15, v16, v17 }, [x0], x1
ld3.4h { v31, v0, v1 }, [x1], #24
ld3.4h { v8, v9, v10 }, [x30], x19
ld3.4h { v13, v14, v15 }, [x9], x29
ld3.4s { v9, v10, v11 }, [x28]
ld3.4s { v29, v30, v31 }, [x12]
ld3.4s { v0, v1, v2 }, [x10]
ld3.4s { v26, v27, v28 }, [x8]
ld3.4s { v15, v16, v17 }, [x25], x4
ld3.4s { v23, v24, v25 }, [x1], x2
ld3.4s { v31, v0, v1 }, [x13], x11
ld3.4s { v23, v24, v25 }, [x21], x10
ld3.8b { v24, v25, v26 }, [x27]
ld3.8b { v17, v18, v19 }, [x28]
ld3.8b { v9, v10, v11 }, [x22]
ld3.8b { v17, v18, v19 }, [x23]
ld3.8b { v1, v2, v3 }, [x23], x10
ld3.8b { v12, v13, v14 }, [x30], x30
ld3.8b { v7, v8, v9 }, [x10], x8
ld3.8b { v24, v25, v26 }, [x24], x15
ld3.8h { v9, v10, v11 }, [x27]
ld3.8h { v11, v12, v13 }, [x29]
ld3.8h { v2, v3, v4 }, [x4]
ld3.8h { v2, v3, v4 }, [x27]
ld3.8h { v8, v9, v10 }, [x26], x6
ld3.8h { v24, v25, v26 }, [x1], x14
ld3.8h { v11, v12, v13 }, [x8], x25
ld3.8h { v2, v3, v4 }, [sp], x4
ld4r.16b { v24, v25, v26, v27 }, [x9]
ld4r.16b { v11, v12, v13, v14 }, [x17]
ld4r.16b { v27, v28, v29, v30 }, [x12]
ld4r.16b { v8, v9, v10, v11 }, [x29]
ld4r.16b { v12, v13, v14, v15 }, [x6], x27
ld4r.16b { v3, v4, v5, v6 }, [x26], x22
ld4r.16b { v0, v1, v2, v3 }, [x8], x1
ld4r.16b { v18, v19, v20, v21 }, [x20], x30
ld4r.1d { v16, v17, v18, v19 }, [x30]
ld4r.1d { v27, v28, v29, v30 }, [x6]
ld4r.1d { v8, v9, v10, v11 }, [x16]
ld4r.1d { v12, v13, v14, v15 }, [x9]
ld4r.1d { v24, v25, v26, v27 }, [x1], x15
ld4r.1d { v26, v27, v28, v29 }, [x29], x8
ld4r.1d { v4, v5, v6, v7 }, [x22], x13
ld4r.1d { v9, v10, v11, v12 }, [x27], x24
ld4r.2d { v23, v24, v25, v26 }, [x4]
ld4r.2d { v18, v19, v20, v21 }, [x28]
ld4r.2d { v30, v31, v0, v1 }, [x5]
ld4r.2d { v24, v25, v26, v27 }, [x14]
ld4r.2d { v17, v18, v19, v20 }, [x26], x8
ld4r.2d { v11, v12, v13, v14 }, [x20], x8
ld4r.2d { v20, v21, v22, v23 }, [x11], x11
ld4r.2d { v13, v14, v15, v16 }, [x21], x22
ld4r.2s { v16, v17, v18, v19 }, [x17]
ld4r.2s { v16, v17, v18, v19 }, [x3]
ld4r.2s { v26, v27, v28, v29 }, [x16]
ld4r.2s { v17, v18, v19, v20 }, [x0]
ld4r.2s { v9, v10, v11, v12 }, [x27], x22
ld4r.2s { v2, v3, v4, v5 }, [x15], x0
ld4r.2s { v16, v17, v18, v19 }, [x19], x9
ld4r.2s { v25, v26, v27, v28 }, [x28], x2
ld4r.4h { v27, v28, v29, v30 }, [x2]
ld4r.4h { v12, v13, v14, v15 }, [x5]
ld4r.4h { v15, v16, v17, v18 }, [x12]
ld4r.4h { v4, v5, v6, v7 }, [x28]
ld4r.4h { v8, v9, v10, v11 }, [x9], x29
ld4r.4h { v17, v18, v19, v20 }, [x17], x8
ld4r.4h { v18, v19, v20, v21 }, [x19], x25
ld4r.4h { v14, v15, v16, v17 }, [x22], x23
ld4r.4s { v8, v9, v10, v11 }, [x29]
ld4r.4s { v4, v5, v6, v7 }, [x2]
ld4r.4s { v14, v15, v16, v17 }, [x30]
ld4r.4s { v28, v29, v30, v31 }, [x4]
ld4r.4s { v6, v7, v8, v9 }, [x9], x24
ld4r.4s { v31, v0, v1, v2 }, [x0], x23
ld4r.4s { v22, v23, v24, v25 }, [x0], x21
ld4r.4s { v3, v4, v5, v6 }, [x20], x8
ld4r.8b { v22, v23, v24, v25 }, [x11]
ld4r.8b { v21, v22, v23, v24 }, [x23]
ld4r.8b { v7, v8, v9, v10 }, [x25]
ld4r.8b { v0, v1, v2, v3 }, [x23]
ld4r.8b { v3, v4, v5, v6 }, [x27], x1
ld4r.8b { v23, v24, v25, v26 }, [x12], x29
ld4r.8b { v19, v20, v21, v22 }, [x29], x22
ld4r.8b { v31, v0, v1, v2 }, [x6], x2
ld4r.8h { v3, v4, v5, v6 }, [x29]
ld4r.8h { v19, v20, v21, v22 }, [x27]
ld4r.8h { v20, v21, v22, v23 }, [x9]
ld4r.8h { v12, v13, v14, v15 }, [x9]
ld4r.8h { v31, v0, v1, v2 }, [x23], x10
ld4r.8h { v8, v9, v10, v11 }, [x17], x1
ld4r.8h { v7, v8, v9, v10 }, [x16], x10
ld4r.8h { v19, v20, v21, v22 }, [x4], x19
ld4.b { v27, v28, v29, v30 }[4], [x2]
ld4.b { v30, v31, v0, v1 }[8], [x28]
ld4.b { v15, v16, v17, v18 }[15], [x7]
ld4.b { v16, v17, v18, v19 }[0], [x26]
ld4.b { v13, v14, v15, v16 }[4], [x13], x22
ld4.b { v1, v2, v3, v4 }[11], [x27], x6
ld4.b { v25, v26, v27, v28 }[0], [x12], x19
ld4.b { v25, v26, v27, v28 }[15], [x13], x2
ld4.d { v1, v2, v3, v4 }[1], [x9]
ld4.d { v1, v2, v3, v4 }[1], [x11]
ld4.d { v13, v14, v15, v16 }[0], [x7]
ld4.d { v18, v19, v20, v21 }[0], [x25]
ld4.d { v15, v16, v17, v18 }[1], [x8], x6
ld4.d { v17, v18, v19, v20 }[0], [x18], x29
ld4.d { v19, v20, v21, v22 }[0], [x23], x8
ld4.d { v8, v9, v10, v11 }[1], [x18], x15
ld4.h { v22, v23, v24, v25 }[2], [x22]
ld4.h { v10, v11, v12, v13 }[1], [x4]
ld4.h { v27, v28, v29, v30 }[0], [x10]
ld4.h { v3, v4, v5, v6 }[1], [x10]
ld4.h { v14, v15, v16, v17 }[7], [x30], x4
ld4.h { v16, v17, v18, v19 }[0], [x26], x29
ld4.h { v17, v18, v19, v20 }[0], [x23], x1
ld4.h { v26, v27, v28, v29 }[7], [x25], x11
ld4.s { v9, v10, v11, v12 }[0], [x9]
ld4.s { v23, v24, v25, v26 }[0], [x20]
ld4.s { v21, v22, v23, v24 }[0], [x0]
ld4.s { v3, v4, v5, v6 }[3], [x27]
ld4.s { v26, v27, v28, v29 }[2], [x22], x27
ld4.s { v4, v5, v6, v7 }[0], [x18], x1
ld4.s { v15, v16, v17, v18 }[2], [x18], x19
ld4.s { v16, v17, v18, v19 }[2], [x6], x23
ld4.16b { v15, v16, v17, v18 }, [x29]
ld4.16b { v20, v21, v22, v23 }, [x3]
ld4.16b { v25, v26, v27, v28 }, [x20]
ld4.16b { v21, v22, v23, v24 }, [x11]
ld4.16b { v17, v18, v19, v20 }, [x28], x3
ld4.16b { v21, v22, v23, v24 }, [x12], #64
ld4.16b { v23, v24, v25, v26 }, [x29], x13
ld4.16b { v1, v2, v3, v4 }, [x3], #64
ld4.2d { v10, v11, v12, v13 }, [x9]
ld4.2d { v8, v9, v10, v11 }, [x19]
ld4.2d { v17, v18, v19, v20 }, [x12]
ld4.2d { v0, v1, v2, v3 }, [x5]
ld4.2d { v8, v9, v10, v11 }, [x16], x20
ld4.2d { v23, v24, v25, v26 }, [x20], x8
ld4.2d { v0, v1, v2, v3 }, [x27], x5
ld4.2d { v12, v13, v14, v15 }, [x12], x19
ld4.2s { v29, v30, v31, v0 }, [x9]
ld4.2s { v6, v7, v8, v9 }, [x2]
ld4.2s { v11, v12, v13, v14 }, [x14]
ld4.2s { v19, v20, v21, v22 }, [sp]
ld4.2s { v13, v14, v15, v16 }, [x11], x12
ld4.2s { v2, v3, v4, v5 }, [x29], #32
ld4.2s { v27, v28, v29, v30 }, [sp], x1
ld4.2s { v12, v13, v14, v15 }, [x7], x5
ld4.4h { v22, v23, v24, v25 }, [x29]
ld4.4h { v30, v31, v0, v1 }, [x6]
ld4.4h { v14, v15, v16, v17 }, [x19]
ld4.4h { v8, v9, v10, v11 }, [x10]
ld4.4h { v21, v22, v23, v24 }, [x22], x15
ld4.4h { v3, v4, v5, v6 }, [x3], x22
ld4.4h { v23, v24, v25, v26 }, [x12], x18
ld4.4h { v22, v23, v24, v25 }, [x29], x9
ld4.4s { v2, v3, v4, v5 }, [x10]
ld4.4s { v4, v5, v6, v7 }, [x28]
ld4.4s { v17, v18, v19, v20 }, [x8]
ld4.4s { v27, v28, v29, v30 }, [x9]
ld4.4s { v25, v26, v27, v28 }, [x12], x6
ld4.4s { v2, v3, v4, v5 }, [x11], x26
ld4.4s { v18, v19, v20, v21 }, [x30], x4
ld4.4s { v30, v31, v0, v1 }, [x15], x19
ld4.8b { v23, v24, v25, v26 }, [x10]
ld4.8b { v10, v11, v12, v13 }, [x25]
ld4.8b { v10, v11, v12, v13 }, [x20]
ld4.8b { v20, v21, v22, v23 }, [sp]
ld4.8b { v31, v0, v1, v2 }, [x9], x25
ld4.8b { v16, v17, v18, v19 }, [x1], x2
ld4.8b { v23, v24, v25, v26 }, [x23], x17
ld4.8b { v6, v7, v8, v9 }, [x21], x12
ld4.8h { v4, v5, v6, v7 }, [x12]
ld4.8h { v8, v9, v10, v11 }, [x3]
ld4.8h { v21, v22, v23, v24 }, [x20]
ld4.8h { v4, v5, v6, v7 }, [x11]
ld4.8h { v11, v12, v13, v14 }, [x6], x20
ld4.8h { v14, v15, v16, v17 }, [x12], x23
ld4.8h { v15, v16, v17, v18 }, [x2], x13
ld4.8h { v6, v7, v8, v9 }, [x8], x14
mla.2s v24, v18, v14[0]
mla.2s v27, v15, v11[1]
mla.2s v1, v24, v5[0]
mla.2s v23, v5, v27[2]
mla.4h v18, v30, v8[5]
mla.4h v22, v23, v1[5]
mla.4h v31, v4, v2[0]
mla.4h v29, v9, v7[3]
mla.4s v29, v9, v26[0]
mla.4s v15, v30, v3[1]
mla.4s v2, v11, v27[0]
mla.4s v4, v24, v15[1]
mla.8h v13, v24, v7[1]
mla.8h v21, v20, v1[0]
mla.8h v10, v26, v13[6]
mla.8h v24, v23, v3[0]
mla.16b v1, v24, v8
mla.16b v0, v18, v23
mla.16b v4, v4, v19
mla.16b v15, v16, v14
mla.2s v11, v17, v26
mla.2s v28, v5, v5
mla.2s v23, v17, v22
mla.2s v29, v4, v12
mla.4h v24, v2, v9
mla.4h v2, v9, v15
mla.4h v26, v0, v20
mla.4h v10, v11, v24
mla.4s v7, v1, v13
mla.4s v18, v2, v28
mla.4s v4, v15, v13
mla.4s v28, v23, v5
mla.8b v13, v13, v9
mla.8b v12, v15, v24
mla.8b v24, v25, v19
mla.8b v1, v1, v8
mla.8h v25, v28, v14
mla.8h v1, v0, v28
mla.8h v22, v5, v12
mla.8h v4, v16, v23
mls.2s v1, v13, v17[2]
mls.2s v24, v7, v13[2]
mls.2s v24, v10, v6[2]
mls.2s v19, v1, v27[1]
mls.4h v17, v15, v0[7]
mls.4h v20, v4, v3[0]
mls.4h v27, v30, v13[3]
mls.4h v2, v30, v12[3]
mls.4s v22, v5, v27[1]
mls.4s v3, v10, v18[0]
mls.4s v29, v15, v2[0]
mls.4s v5, v22, v7[0]
mls.8h v14, v15, v1[7]
mls.8h v25, v0, v10[7]
mls.8h v4, v29, v6[0]
mls.8h v15, v15, v13[2]
mls.16b v25, v12, v15
mls.16b v6, v24, v12
mls.16b v8, v12, v31
mls.16b v3, v21, v23
mls.2s v2, v30, v29
mls.2s v3, v24, v24
mls.2s v4, v30, v14
mls.2s v28, v6, v16
mls.4h v20, v17, v14
mls.4h v11, v21, v15
mls.4h v19, v5, v12
mls.4h v22, v11, v13
mls.4s v12, v31, v1
mls.4s v13, v7, v21
mls.4s v24, v25, v9
mls.4s v21, v19, v17
mls.8b v24, v3, v19
mls.8b v6, v29, v28
mls.8b v6, v7, v27
mls.8b v6, v20, v29
mls.8h v27, v4, v23
mls.8h v22, v20, v6
mls.8h v13, v24, v7
mls.8h v14, v28, v4
movi.16b v29, #218
movi.16b v25, #68
movi.16b v10, #225
movi.16b v20, #0
movi.2d v23, #0xff00ffffffffffff
movi.2d v16, #0000000000000000
movi.2d v24, #0xffffffff00000000
movi.2d v6, #0xff00ff00ffff0000
movi.2s v1, #22, lsl #8
movi.2s v14, #126
movi.2s v25, #153
movi.2s v26, #0, lsl #24
movi.2s v12, #0, msl #8
movi.2s v29, #184, msl #16
movi.2s v29, #9, msl #8
movi.2s v21, #0, msl #16
movi.4h v5, #195
movi.4h v13, #43
movi.4h v1, #138, lsl #8
movi.4h v10, #116
movi.4s v18, #0, lsl #16
movi.4s v11, #97, lsl #24
movi.4s v22, #0, lsl #8
movi.4s v11, #255, lsl #24
movi.4s v14, #105, msl #8
movi.4s v25, #82, msl #8
movi.4s v26, #1, msl #8
movi.4s v11, #123, msl #16
movi.8b v7, #21
movi.8b v31, #58
movi.8b v7, #100
movi.8b v5, #234
movi.8h v6, #99, lsl #8
movi.8h v25, #1, lsl #8
movi.8h v16, #131
movi.8h v22, #168, lsl #8
mul.2s v20, v11, v24[3]
mul.2s v20, v16, v14[0]
mul.2s v23, v15, v21[3]
mul.2s v4, v27, v26[0]
mul.4h v16, v11, v1[5]
mul.4h v23, v11, v4[1]
mul.4h v1, v0, v12[0]
mul.4h v27, v12, v12[4]
mul.4s v14, v0, v14[3]
mul.4s v2, v7, v20[2]
mul.4s v27, v20, v24[3]
mul.4s v26, v4, v12[0]
mul.8h v27, v2, v15[1]
mul.8h v13, v19, v4[6]
mul.8h v7, v31, v4[7]
mul.8h v0, v20, v6[0]
mul.16b v21, v27, v12
mul.16b v7, v7, v22
mul.16b v5, v26, v1
mul.16b v0, v4, v14
mul.2s v19, v27, v15
mul.2s v13, v24, v5
mul.2s v5, v1, v21
mul.2s v8, v20, v18
mul.4h v5, v13, v7
mul.4h v26, v19, v19
mul.4h v5, v29, v1
mul.4h v0, v1, v6
mul.4s v8, v30, v2
mul.4s v1, v27, v13
mul.4s v9, v23, v22
mul.4s v25, v14, v1
mul.8b v27, v15, v14
mul.8b v31, v13, v29
mul.8b v19, v27, v30
mul.8b v22, v25, v22
mul.8h v24, v3, v6
mul.8h v10, v16, v16
mul.8h v14, v11, v13
mul.8h v28, v10, v23
mvni.2s v4, #174, lsl #16
mvni.2s v12, #0
mvni.2s v18, #237, lsl #8
mvni.2s v11, #0
mvni.2s v4, #232, msl #8
mvni.2s v26, #1, msl #8
mvni.2s v24, #0, msl #16
mvni.2s v10, #62, msl #8
mvni.4h v15, #168
mvni.4h v26, #247
mvni.4h v22, #1
mvni.4h v16, #125, lsl #8
mvni.4s v30, #41
mvni.4s v26, #36, lsl #24
mvni.4s v14, #255
mvni.4s v11, #255, lsl #24
mvni.4s v11, #215, msl #16
mvni.4s v2, #133, msl #8
mvni.4s v8, #249, msl #16
mvni.4s v1, #1, msl #8
mvni.8h v20, #0
mvni.8h v21, #149, lsl #8
mvni.8h v28, #22, lsl #8
mvni.8h v13, #173
neg.16b v31, v28
neg.16b v6, v10
neg.16b v3, v15
neg.16b v22, v12
neg.2d v17, v1
neg.2d v24, v29
neg.2d v24, v17
neg.2d v29, v13
neg.2s v6, v27
neg.2s v1, v0
neg.2s v24, v17
neg.2s v12, v10
neg.4h v15, v29
neg.4h v21, v23
neg.4h v1, v23
neg.4h v24, v11
neg.4s v15, v12
neg.4s v8, v6
neg.4s v18, v27
neg.4s v6, v24
neg.8b v31, v21
neg.8b v22, v10
neg.8b v5, v12
neg.8b v4, v29
neg.8h v30, v7
neg.8h v2, v31
neg.8h v20, v27
mvn.16b v20, v25
mvn.16b v18, v27
mvn.16b v9, v0
mvn.16b v10, v19
mvn.8b v1, v29
mvn.8b v24, v19
mvn.8b v3, v21
mvn.8b v20, v13
orn.16b v25, v15, v26
orn.16b v12, v19, v3
orn.16b v29, v1, v18
orn.16b v14, v5, v22
orn.8b v15, v18, v26
orn.8b v11, v30, v13
orn.8b v30, v9, v5
orn.8b v25, v0, v26
orr.2s v12, #212, lsl #8
orr.2s v5, #35
orr.2s v21, #153, lsl #8
orr.2s v2, #121, lsl #24
orr.4h v29, #2
orr.4h v19, #186
orr.4h v13, #255, lsl #8
orr.4h v5, #156, lsl #8
orr.4s v11, #171, lsl #8
orr.4s v9, #121, lsl #24
orr.4s v3, #65, lsl #8
orr.4s v2, #200, lsl #16
orr.8h v16, #57
orr.8h v7, #252
orr.8h v27, #230, lsl #8
orr.8h v28, #12, lsl #8
orr.16b v13, v8, v3
mov.16b v3, v19
mov.16b v23, v30
mov.16b v8, v27
orr.8b v13, v8, v18
orr.8b v18, v0, v14
orr.8b v3, v25, v18
orr.8b v22, v16, v14
pmull.8h v9, v9, v18
pmull.8h v8, v16, v6
pmull.8h v10, v8, v27
pmull.8h v26, v13, v9
pmull2.8h v17, v3, v31
pmull2.8h v23, v10, v8
pmull2.8h v8, v18, v21
pmull2.8h v3, v21, v3
pmul.16b v20, v18, v21
pmul.16b v10, v11, v20
pmul.16b v29, v6, v26
pmul.16b v10, v17, v25
pmul.8b v30, v4, v23
pmul.8b v16, v17, v7
pmul.8b v5, v24, v15
pmul.8b v12, v18, v27
raddhn.2s v3, v10, v10
raddhn.2s v30, v21, v28
raddhn.2s v29, v20, v10
raddhn.2s v12, v27, v23
raddhn2.4s v8, v17, v10
raddhn2.4s v23, v12, v23
raddhn2.4s v7, v9, v7
raddhn2.4s v21, v28, v4
raddhn.4h v31, v27, v30
raddhn.4h v9, v14, v4
raddhn.4h v15, v10, v1
raddhn.4h v21, v30, v21
raddhn2.8h v20, v18, v1
raddhn2.8h v11, v12, v10
raddhn2.8h v3, v0, v5
raddhn2.8h v5, v19, v21
raddhn.8b v30, v10, v0
raddhn.8b v20, v7, v5
raddhn.8b v0, v15, v14
raddhn.8b v27, v15, v12
raddhn2.16b v4, v26, v4
raddhn2.16b v4, v3, v19
raddhn2.16b v14, v17, v4
raddhn2.16b v27, v14, v28
rbit.16b v9, v20
rbit.16b v16, v9
rbit.16b v0, v23
rbit.16b v21, v16
rbit.8b v12, v24
rbit.8b v16, v1
rbit.8b v8, v22
rbit.8b v10, v4
rev16.16b v21, v26
rev16.16b v19, v29
rev16.16b v2, v23
rev16.16b v5, v26
rev16.8b v7, v9
rev16.8b v6, v27
rev16.8b v26, v10
rev16.8b v2, v31
rev32.16b v27, v16
rev32.16b v24, v7
rev32.16b v30, v31
rev32.16b v15, v30
rev32.4h v28, v13
rev32.4h v22, v14
rev32.4h v7, v16
rev32.4h v21, v25
rev32.8b v3, v14
rev32.8b v31, v30
rev32.8b v26, v21
rev32.8b v12, v16
rev32.8h v22, v0
rev32.8h v6, v21
rev32.8h v12, v28
rev32.8h v19, v18
rev64.16b v11, v8
rev64.16b v5, v16
rev64.16b v25, v24
rev64.16b v26, v14
rev64.2s v31, v14
rev64.2s v8, v4
rev64.2s v12, v17
rev64.2s v11, v7
rev64.4h v26, v24
rev64.4h v28, v17
rev64.4h v6, v8
rev64.4h v6, v21
rev64.4s v24, v20
rev64.4s v10, v3
rev64.4s v11, v15
rev64.4s v16, v11
rev64.8b v24, v10
rev64.8b v14, v17
rev64.8b v31, v23
rev64.8b v31, v15
rev64.8h v8, v12
rev64.8h v20, v1
rev64.8h v23, v3
rev64.8h v2, v18
rshrn.2s v19, v4, #1
rshrn.2s v6, v2, #14
rshrn.2s v20, v14, #16
rshrn.2s v11, v6, #3
rshrn2.4s v22, v20, #30
rshrn2.4s v21, v24, #25
rshrn2.4s v0, v26, #10
rshrn2.4s v0, v6, #6
rshrn.4h v3, v12, #11
rshrn.4h v1, v23, #16
rshrn.4h v6, v25, #3
rshrn.4h v5, v15, #6
rshrn2.8h v1, v12, #8
rshrn2.8h v25, v23, #16
rshrn2.8h v29, v29, #1
rshrn2.8h v9, v28, #5
rshrn.8b v24, v14, #1
rshrn.8b v2, v26, #8
rshrn.8b v17, v22, #4
rshrn.8b v5, v16, #6
rshrn2.16b v4, v8, #2
rshrn2.16b v7, v27, #6
rshrn2.16b v8, v4, #2
rshrn2.16b v5, v18, #2
rsubhn.2s v21, v15, v9
rsubhn.2s v20, v14, v1
rsubhn.2s v2, v26, v17
rsubhn.2s v25, v29, v26
rsubhn2.4s v23, v24, v20
rsubhn2.4s v16, v25, v4
rsubhn2.4s v2, v27, v17
rsubhn2.4s v10, v10, v5
rsubhn.4h v13, v0, v20
rsubhn.4h v9, v18, v30
rsubhn.4h v17, v27, v21
rsubhn.4h v6, v12, v22
rsubhn2.8h v29, v9, v20
rsubhn2.8h v1, v4, v12
rsubhn2.8h v15, v20, v28
rsubhn2.8h v16, v5, v11
rsubhn.8b v28, v24, v21
rsubhn.8b v3, v8, v11
rsubhn.8b v21, v19, v3
rsubhn.8b v10, v0, v6
rsubhn2.16b v8, v20, v16
rsubhn2.16b v3, v21, v5
rsubhn2.16b v3, v13, v10
rsubhn2.16b v18, v8, v24
sabal.2d v8, v12, v26
sabal.2d v22, v31, v7
sabal.2d v5, v12, v16
sabal.2d v11, v10, v4
sabal2.2d v30, v20, v16
sabal2.2d v30, v9, v23
sabal2.2d v4, v8, v15
sabal2.2d v21, v17, v12
sabal.4s v30, v18, v23
sabal.4s v14, v28, v10
sabal.4s v27, v1, v3
sabal.4s v22, v5, v27
sabal2.4s v11, v24, v17
sabal2.4s v15, v22, v21
sabal2.4s v4, v22, v6
sabal2.4s v25, v21, v6
sabal.8h v4, v2, v9
sabal.8h v17, v10, v19
sabal.8h v16, v14, v2
sabal.8h v6, v14, v2
sabal2.8h v23, v17, v5
sabal2.8h v19, v30, v4
sabal2.8h v29, v8, v10
sabal2.8h v29, v0, v23
saba.16b v21, v9, v7
saba.16b v14, v30, v10
saba.16b v14, v25, v13
saba.16b v13, v14, v17
saba.2s v2, v5, v16
saba.2s v10, v0, v30
saba.2s v12, v30, v15
saba.2s v9, v8, v2
saba.4h v17, v15, v30
saba.4h v10, v24, v5
saba.4h v8, v30, v14
saba.4h v7, v21, v6
saba.4s v19, v8, v9
saba.4s v6, v6, v30
saba.4s v18, v12, v8
saba.4s v28, v20, v4
saba.8b v3, v28, v29
saba.8b v26, v29, v0
saba.8b v17, v22, v30
saba.8b v27, v10, v21
saba.8h v18, v12, v13
saba.8h v13, v19, v4
saba.8h v10, v2, v4
saba.8h v22, v17, v27
sabdl.2d v8, v1, v30
sabdl.2d v5, v18, v31
sabdl.2d v31, v11, v9
sabdl.2d v28, v18, v30
sabdl2.2d v22, v29, v17
sabdl2.2d v8, v20, v23
sabdl2.2d v12, v19, v10
sabdl2.2d v26, v24, v11
sabdl.4s v17, v13, v20
sabdl.4s v27, v20, v30
sabdl.4s v22, v15, v6
sabdl.4s v14, v29, v5
sabdl2.4s v5, v19, v13
sabdl2.4s v10, v1, v15
sabdl2.4s v11, v6, v13
sabdl2.4s v11, v19, v24
sabdl.8h v15, v6, v3
sabdl.8h v4, v20, v21
sabdl.8h v2, v24, v30
sabdl.8h v21, v18, v28
sabdl2.8h v20, v3, v13
sabdl2.8h v30, v28, v12
sabdl2.8h v3, v18, v1
sabdl2.8h v6, v8, v1
sabd.16b v27, v25, v12
sabd.16b v22, v14, v28
sabd.16b v18, v9, v1
sabd.16b v23, v8, v6
sabd.2s v13, v10, v3
sabd.2s v25, v24, v9
sabd.2s v10, v18, v22
sabd.2s v2, v15, v15
sabd.4h v18, v30, v21
sabd.4h v9, v30, v16
sabd.4h v17, v8, v19
sabd.4h v2, v23, v2
sabd.4s v20, v21, v19
sabd.4s v21, v30, v14
sabd.4s v28, v12, v13
sabd.4s v13, v31, v28
sabd.8b v6, v17, v1
sabd.8b v0, v22, v29
sabd.8b v16, v17, v27
sabd.8b v28, v25, v21
sabd.8h v17, v20, v29
sabd.8h v30, v26, v22
sabd.8h v2, v21, v24
sabd.8h v7, v14, v11
sadalp.1d v16, v21
sadalp.1d v29, v17
sadalp.1d v30, v4
sadalp.1d v8, v16
sadalp.2d v3, v24
sadalp.2d v20, v16
sadalp.2d v14, v31
sadalp.2d v24, v3
sadalp.2s v14, v22
sadalp.2s v30, v12
sadalp.2s v13, v25
sadalp.2s v19, v13
sadalp.4h v20, v4
sadalp.4h v6, v1
sadalp.4h v10, v9
sadalp.4h v20, v14
sadalp.4s v29, v0
sadalp.4s v1, v4
sadalp.4s v27, v14
sadalp.4s v5, v24
sadalp.8h v15, v0
sadalp.8h v21, v5
sadalp.8h v18, v29
sadalp.8h v6, v6
saddlp.1d v31, v13
saddlp.1d v6, v11
saddlp.1d v17, v30
saddlp.2d v20, v8
saddlp.2d v4, v4
saddlp.2d v22, v12
saddlp.2d v30, v16
saddlp.2s v18, v13
saddlp.2s v10, v22
saddlp.2s v7, v1
saddlp.2s v10, v2
saddlp.4h v5, v27
saddlp.4h v14, v12
saddlp.4h v2, v2
saddlp.4h v3, v7
saddlp.4s v18, v21
saddlp.4s v30, v5
saddlp.4s v9, v20
saddlp.4s v12, v26
saddlp.8h v0, v23
saddlp.8h v14, v3
saddlp.8h v5, v2
saddlp.8h v29, v3
saddlv.16b h29, v16
saddlv.16b h16, v25
saddlv.16b h26, v1
saddlv.16b h11, v15
saddlv.4h s3, v20
saddlv.4h s29, v2
saddlv.4h s14, v30
saddlv.4h s8, v13
saddlv.4s d0, v10
saddlv.4s d10, v18
saddlv.4s d1, v16
saddlv.4s d25, v30
saddlv.8b h28, v28
saddlv.8b h26, v16
saddlv.8b h25, v23
saddlv.8b h27, v30
saddlv.8h s16, v10
saddlv.8h s11, v13
saddlv.8h s17, v18
saddlv.8h s20, v11
saddl.2d v19, v31, v21
saddl.2d v16, v3, v12
saddl.2d v0, v2, v29
saddl.2d v27, v19, v29
saddl2.2d v15, v12, v0
saddl2.2d v0, v5, v7
saddl2.2d v21, v13, v27
saddl2.2d v6, v18, v11
saddl.4s v14, v24, v19
saddl.4s v18, v16, v1
saddl.4s v19, v7, v19
saddl.4s v25, v26, v12
saddl2.4s v16, v20, v7
saddl2.4s v31, v15, v20
saddl2.4s v24, v25, v1
saddl2.4s v4, v23, v31
saddl.8h v14, v13, v30
saddl.8h v13, v26, v27
saddl.8h v24, v15, v2
saddl.8h v18, v11, v7
saddl2.8h v20, v17, v5
saddl2.8h v9, v30, v24
saddl2.8h v20, v15, v24
saddl2.8h v2, v19, v31
saddw.2d v13, v9, v22
saddw.2d v12, v29, v30
saddw.2d v10, v15, v28
saddw.2d v6, v3, v10
saddw2.2d v4, v6, v0
saddw2.2d v3, v1, v31
saddw2.2d v11, v10, v29
saddw2.2d v18, v18, v14
saddw.4s v31, v1, v5
saddw.4s v12, v31, v4
saddw.4s v17, v15, v4
saddw.4s v22, v26, v10
saddw2.4s v3, v9, v17
saddw2.4s v22, v21, v13
saddw2.4s v14, v26, v15
saddw2.4s v10, v3, v28
saddw.8h v23, v4, v5
saddw.8h v29, v1, v15
saddw.8h v24, v13, v21
saddw.8h v0, v24, v3
saddw2.8h v13, v9, v9
saddw2.8h v18, v5, v16
saddw2.8h v5, v25, v15
saddw2.8h v24, v22, v24
scvtf.2d v2, v11, #11
scvtf.2d v16, v2, #21
scvtf.2d v4, v16, #13
scvtf.2d v0, v16, #29
scvtf.2s v22, v16, #31
scvtf.2s v15, v13, #23
scvtf.2s v0, v7, #1
scvtf.2s v11, v3, #20
scvtf.4s v23, v19, #19
scvtf.4s v29, v2, #1
scvtf.4s v5, v15, #1
scvtf.4s v11, v18, #1
scvtf.2d v31, v10
scvtf.2d v27, v27
scvtf.2d v7, v29
scvtf.2d v14, v22
scvtf.2s v5, v6
scvtf.2s v12, v9
scvtf.2s v27, v25
scvtf.2s v6, v25
scvtf.4s v0, v22
scvtf.4s v8, v18
scvtf.4s v6, v28
scvtf.4s v9, v9
shadd.16b v13, v19, v9
shadd.16b v12, v29, v1
shadd.16b v5, v26, v14
shadd.16b v5, v5, v14
shadd.2s v17, v20, v22
shadd.2s v1, v4, v23
shadd.2s v26, v12, v6
shadd.2s v15, v8, v4
shadd.4h v25, v19, v1
shadd.4h v5, v7, v9
shadd.4h v22, v30, v9
shadd.4h v8, v1, v28
shadd.4s v11, v29, v25
shadd.4s v24, v25, v5
shadd.4s v22, v7, v6
shadd.4s v2, v31, v5
shadd.8b v4, v19, v30
shadd.8b v7, v28, v31
shadd.8b v25, v5, v29
shadd.8b v0, v8, v5
shadd.8h v21, v7, v28
shadd.8h v21, v7, v9
shadd.8h v7, v0, v18
shadd.8h v5, v8, v10
shll.2d v4, v10, #32
shll.2d v25, v21, #32
shll.2d v13, v5, #32
shll.2d v5, v1, #32
shll2.2d v31, v13, #32
shll2.2d v27, v13, #32
shll2.2d v3, v6, #32
shll2.2d v1, v27, #32
shll.4s v19, v18, #16
shll.4s v14, v29, #16
shll.4s v15, v4, #16
shll.4s v15, v24, #16
shll2.4s v14, v7, #16
shll2.4s v29, v1, #16
shll2.4s v31, v24, #16
shll2.4s v19, v2, #16
shll.8h v4, v30, #8
shll.8h v31, v30, #8
shll.8h v15, v7, #8
shll.8h v27, v31, #8
shll2.8h v27, v6, #8
shll2.8h v6, v22, #8
shll2.8h v15, v16, #8
shll2.8h v13, v16, #8
shl.16b v21, v28, #6
shl.16b v19, v18, #7
shl.16b v16, v18, #7
shl.16b v11, v25, #5
shl.2d v18, v7, #33
shl.2d v20, v22, #0
shl.2d v22, v19, #27
shl.2d v3, v20, #27
shl.2s v0, v3, #13
shl.2s v6, v1, #23
shl.2s v18, v6, #30
shl.2s v24, v3, #3
shl.4h v10, v2, #0
shl.4h v31, v13, #0
shl.4h v11, v27, #14
shl.4h v30, v23, #6
shl.4s v12, v28, #15
shl.4s v23, v12, #0
shl.4s v12, v24, #6
shl.4s v0, v10, #19
shl.8b v12, v5, #0
shl.8b v12, v13, #5
shl.8b v11, v26, #1
shl.8b v24, v14, #0
shl.8h v17, v3, #1
shl.8h v1, v29, #13
shl.8h v20, v14, #5
shl.8h v3, v16, #13
shrn.2s v31, v26, #23
shrn.2s v19, v16, #8
shrn.2s v14, v22, #25
shrn.2s v4, v12, #26
shrn2.4s v28, v4, #1
shrn2.4s v0, v16, #6
shrn2.4s v25, v29, #11
shrn2.4s v16, v5, #31
shrn.4h v26, v11, #7
shrn.4h v16, v15, #11
shrn.4h v5, v24, #5
shrn.4h v3, v14, #8
shrn2.8h v30, v6, #8
shrn2.8h v17, v29, #16
shrn2.8h v6, v24, #1
shrn2.8h v28, v6, #3
shrn.8b v19, v15, #1
shrn.8b v22, v3, #2
shrn.8b v10, v7, #1
shrn.8b v28, v21, #1
shrn2.16b v12, v18, #7
shrn2.16b v19, v24, #8
shrn2.16b v20, v8, #8
shrn2.16b v12, v20, #8
shsub.16b v25, v29, v0
shsub.16b v17, v3, v18
shsub.16b v18, v4, v11
shsub.16b v1, v15, v0
shsub.2s v11, v28, v10
shsub.2s v22, v15, v2
shsub.2s v2, v28, v7
shsub.2s v18, v29, v14
shsub.4h v31, v27, v12
shsub.4h v0, v5, v18
shsub.4h v3, v21, v8
shsub.4h v24, v23, v10
shsub.4s v4, v21, v25
shsub.4s v7, v23, v4
shsub.4s v23, v23, v22
shsub.4s v6, v19, v21
shsub.8b v15, v1, v23
shsub.8b v15, v25, v9
shsub.8b v28, v25, v10
shsub.8b v26, v12, v21
shsub.8h v27, v29, v2
shsub.8h v8, v0, v5
shsub.8h v3, v19, v29
shsub.8h v4, v21, v24
sli.16b v0, v28, #0
sli.16b v16, v5, #4
sli.16b v1, v29, #7
sli.16b v21, v0, #0
sli.2d v0, v27, #62
sli.2d v3, v29, #38
sli.2d v12, v25, #25
sli.2d v21, v14, #46
sli.2s v14, v2, #0
sli.2s v28, v20, #0
sli.2s v27, v2, #0
sli.2s v30, v29, #23
sli.4h v11, v31, #2
sli.4h v14, v16, #0
sli.4h v30, v14, #6
sli.4h v8, v18, #9
sli.4s v7, v4, #5
sli.4s v25, v6, #31
sli.4s v27, v21, #25
sli.4s v4, v11, #13
sli.8b v4, v6, #2
sli.8b v23, v19, #7
sli.8b v9, v23, #1
sli.8b v30, v5, #1
sli.8h v17, v29, #6
sli.8h v11, v8, #15
sli.8h v4, v28, #10
sli.8h v28, v5, #12
smaxp.16b v17, v2, v31
smaxp.16b v19, v15, v21
smaxp.16b v24, v19, v12
smaxp.16b v8, v0, v15
smaxp.2s v0, v7, v10
smaxp.2s v8, v15, v17
smaxp.2s v23, v14, v31
smaxp.2s v8, v15, v27
smaxp.4h v19, v5, v27
smaxp.4h v15, v29, v7
smaxp.4h v13, v11, v28
smaxp.4h v5, v18, v6
smaxp.4s v0, v9, v12
smaxp.4s v5, v17, v21
smaxp.4s v28, v9, v13
smaxp.4s v18, v20, v2
smaxp.8b v3, v7, v18
smaxp.8b v15, v21, v8
smaxp.8b v17, v9, v26
smaxp.8b v24, v31, v19
smaxp.8h v2, v14, v29
smaxp.8h v24, v8, v27
smaxp.8h v9, v23, v1
smaxp.8h v23, v17, v22
smaxv.16b b14, v5
smaxv.16b b23, v10
smaxv.16b b20, v13
smaxv.16b b7, v16
smaxv.4h h31, v14
smaxv.4h h21, v18
smaxv.4h h4, v28
smaxv.4h h12, v10
smaxv.4s s15, v0
smaxv.4s s3, v13
smaxv.4s s31, v17
smaxv.4s s12, v14
smaxv.8b b24, v18
smaxv.8b b28, v17
smaxv.8b b17, v9
smaxv.8b b0, v30
smaxv.8h h22, v30
smaxv.8h h4, v2
smaxv.8h h27, v12
smaxv.8h h25, v29
smax.16b v23, v21, v24
smax.16b v27, v13, v12
smax.16b v29, v0, v27
smax.16b v26, v8, v11
smax.2s v17, v24, v2
smax.2s v24, v22, v26
smax.2s v18, v8, v25
smax.2s v7, v26, v16
smax.4h v14, v15, v24
smax.4h v0, v16, v4
smax.4h v31, v24, v26
smax.4h v31, v15, v4
smax.4s v28, v1, v15
smax.4s v22, v14, v2
smax.4s v29, v3, v9
smax.4s v11, v28, v31
smax.8b v2, v7, v7
smax.8b v23, v17, v16
smax.8b v1, v20, v11
smax.8b v8, v31, v31
smax.8h v25, v28, v24
smax.8h v29, v25, v24
smax.8h v21, v19, v10
smax.8h v3, v8, v1
sminp.16b v15, v5, v1
sminp.16b v24, v10, v2
sminp.16b v2, v8, v9
sminp.16b v14, v25, v20
sminp.2s v4, v15, v11
sminp.2s v1, v21, v7
sminp.2s v10, v19, v17
sminp.2s v13, v31, v2
sminp.4h v1, v8, v14
sminp.4h v9, v18, v12
sminp.4h v9, v30, v21
sminp.4h v21, v2, v15
sminp.4s v29, v16, v0
sminp.4s v10, v18, v28
sminp.4s v8, v22, v27
sminp.4s v21, v15, v8
sminp.8b v29, v16, v22
sminp.8b v8, v13, v16
sminp.8b v18, v1, v24
sminp.8b v13, v0, v3
sminp.8h v15, v3, v21
sminp.8h v1, v22, v0
sminp.8h v6, v31, v23
sminp.8h v25, v17, v6
sminv.16b b9, v26
sminv.16b b6, v5
sminv.16b b0, v2
sminv.16b b7, v24
sminv.4h h7, v27
sminv.4h h18, v4
sminv.4h h15, v0
sminv.4h h5, v26
sminv.4s s10, v10
sminv.4s s10, v29
sminv.4s s24, v26
sminv.4s s8, v30
sminv.8b b26, v7
sminv.8b b18, v26
sminv.8b b0, v25
sminv.8b b28, v30
sminv.8h h3, v16
sminv.8h h3, v5
sminv.8h h7, v24
sminv.8h h12, v20
smin.16b v0, v14, v4
smin.16b v7, v13, v14
smin.16b v18, v23, v14
smin.16b v2, v5, v6
smin.2s v22, v13, v15
smin.2s v30, v17, v22
smin.2s v15, v26, v27
smin.2s v18, v20, v25
smin.4h v31, v30, v21
smin.4h v30, v17, v23
smin.4h v5, v11, v27
smin.4h v19, v23, v26
smin.4s v4, v7, v15
smin.4s v31, v7, v10
smin.4s v9, v0, v22
smin.4s v27, v27, v29
smin.8b v1, v27, v14
smin.8b v6, v2, v8
smin.8b v4, v14, v15
smin.8b v11, v14, v4
smin.8h v15, v22, v20
smin.8h v1, v31, v30
smin.8h v25, v20, v10
smin.8h v31, v1, v18
smlal.2d v24, v20, v15[2]
smlal.2d v26, v3, v23[1]
smlal.2d v28, v7, v11[0]
smlal.2d v14, v17, v5[0]
smlal2.2d v6, v31, v15[2]
smlal2.2d v19, v17, v15[1]
smlal2.2d v30, v26, v22[1]
smlal2.2d v3, v10, v21[0]
smlal.4s v26, v3, v6[6]
smlal.4s v14, v29, v11[5]
smlal.4s v18, v26, v11[7]
smlal.4s v29, v17, v7[7]
smlal2.4s v13, v25, v0[0]
smlal2.4s v18, v1, v0[5]
smlal2.4s v8, v9, v0[5]
smlal2.4s v2, v28, v11[6]
smlal.2d v20, v4, v2
smlal.2d v1, v2, v5
smlal.2d v13, v7, v15
smlal.2d v4, v0, v20
smlal2.2d v1, v31, v0
smlal2.2d v14, v2, v7
smlal2.2d v4, v29, v22
smlal2.2d v26, v3, v22
smlal.4s v10, v19, v17
smlal.4s v25, v23, v12
smlal.4s v5, v23, v7
smlal.4s v29, v9, v31
smlal2.4s v13, v13, v7
smlal2.4s v30, v28, v8
smlal2.4s v23, v0, v0
smlal2.4s v3, v14, v17
smlal.8h v20, v11, v25
smlal.8h v8, v8, v28
smlal.8h v5, v20, v6
smlal.8h v20, v27, v5
smlal2.8h v8, v2, v22
smlal2.8h v31, v17, v24
smlal2.8h v12, v21, v20
smlal2.8h v26, v10, v9
smlsl.2d v24, v22, v22[0]
smlsl.2d v15, v9, v2[0]
smlsl.2d v4, v5, v29[0]
smlsl.2d v26, v24, v15[1]
smlsl2.2d v19, v28, v29[1]
smlsl2.2d v28, v14, v9[0]
smlsl2.2d v22, v4, v17[3]
smlsl2.2d v17, v17, v5[1]
smlsl.4s v30, v25, v2[0]
smlsl.4s v27, v14, v10[0]
smlsl.4s v29, v4, v3[5]
smlsl.4s v16, v24, v14[0]
smlsl2.4s v13, v21, v14[6]
smlsl2.4s v14, v7, v7[2]
smlsl2.4s v7, v23, v14[4]
smlsl2.4s v16, v3, v8[5]
smlsl.2d v16, v28, v8
smlsl.2d v3, v22, v27
smlsl.2d v31, v0, v7
smlsl.2d v31, v2, v8
smlsl2.2d v6, v30, v10
smlsl2.2d v16, v8, v27
smlsl2.2d v17, v22, v15
smlsl2.2d v16, v27, v14
smlsl.4s v22, v13, v17
smlsl.4s v30, v22, v20
smlsl.4s v31, v7, v18
smlsl.4s v29, v12, v29
smlsl2.4s v9, v17, v25
smlsl2.4s v22, v1, v19
smlsl2.4s v17, v19, v19
smlsl2.4s v27, v31, v8
smlsl.8h v17, v15, v17
smlsl.8h v24, v10, v12
smlsl.8h v14, v2, v17
smlsl.8h v0, v15, v20
smlsl2.8h v2, v8, v13
smlsl2.8h v26, v23, v25
smlsl2.8h v27, v19, v15
smlsl2.8h v29, v4, v19
smov.b w14, v13[1]
smov.b w26, v3[14]
smov.b w2, v25[9]
smov.b w18, v17[0]
smov.h w3, v21[5]
smov.h w13, v10[3]
smov.h w25, v13[6]
smov.h w22, v30[7]
smov.b x26, v23[15]
smov.b x20, v28[14]
smov.b x5, v18[5]
smov.b x27, v2[4]
smov.h x13, v11[0]
smov.h x9, v11[1]
smov.h x21, v5[7]
smov.h x30, v24[7]
smov.s x21, v22[1]
smov.s x13, v21[3]
smov.s xzr, v29[0]
smov.s x5, v2[2]
smull.2d v0, v0, v20[2]
smull.2d v2, v11, v9[2]
smull.2d v23, v27, v16[0]
smull.2d v27, v6, v28[3]
smull2.2d v2, v0, v28[2]
smull2.2d v11, v20, v13[0]
smull2.2d v26, v26, v21[1]
smull2.2d v17, v25, v30[0]
smull.4s v21, v25, v13[5]
smull.4s v9, v6, v15[7]
smull.4s v8, v5, v1[4]
smull.4s v2, v7, v12[1]
smull2.4s v6, v18, v3[2]
smull2.4s v13, v22, v2[2]
smull2.4s v14, v12, v3[3]
smull2.4s v27, v0, v11[6]
smull.2d v2, v6, v25
smull.2d v4, v11, v0
smull.2d v9, v26, v21
smull.2d v12, v25, v8
smull2.2d v12, v31, v5
smull2.2d v21, v24, v24
smull2.2d v9, v10, v20
smull2.2d v15, v23, v10
smull.4s v18, v4, v3
smull.4s v28, v26, v20
smull.4s v26, v9, v26
smull.4s v10, v5, v6
smull2.4s v7, v29, v30
smull2.4s v27, v17, v6
smull2.4s v23, v30, v20
smull2.4s v26, v29, v18
smull.8h v1, v16, v13
smull.8h v25, v11, v23
smull.8h v23, v23, v28
smull.8h v30, v24, v0
smull2.8h v29, v10, v29
smull2.8h v25, v11, v22
smull2.8h v1, v27, v0
smull2.8h v21, v13, v7
sqabs.16b v24, v13
sqabs.16b v8, v26
sqabs.16b v28, v27
sqabs.16b v28, v18
sqabs.2d v31, v14
sqabs.2d v2, v28
sqabs.2d v18, v15
sqabs.2d v2, v2
sqabs.2s v5, v22
sqabs.2s v5, v19
sqabs.2s v16, v11
sqabs.2s v9, v3
sqabs.4h v6, v24
sqabs.4h v25, v6
sqabs.4h v7, v17
sqabs.4h v13, v30
sqabs.4s v26, v7
sqabs.4s v5, v15
sqabs.4s v0, v7
sqabs.4s v20, v9
sqabs.8b v24, v30
sqabs.8b v20, v11
sqabs.8b v0, v0
sqabs.8b v13, v11
sqabs.8h v10, v18
sqabs.8h v24, v5
sqabs.8h v1, v29
sqabs.8h v13, v30
sqadd.16b v31, v25, v18
sqadd.16b v22, v7, v31
sqadd.16b v26, v5, v4
sqadd.16b v8, v5, v27
sqadd.2d v5, v12, v24
sqadd.2d v12, v0, v11
sqadd.2d v20, v17, v9
sqadd.2d v5, v8, v0
sqadd.2s v6, v1, v21
sqadd.2s v25, v30, v13
sqadd.2s v27, v14, v5
sqadd.2s v12, v27, v19
sqadd.4h v12, v11, v9
sqadd.4h v8, v1, v6
sqadd.4h v31, v6, v29
sqadd.4h v2, v24, v17
sqadd.4s v24, v19, v1
sqadd.4s v23, v7, v25
sqadd.4s v5, v28, v7
sqadd.4s v9, v24, v4
sqadd.8b v18, v0, v18
sqadd.8b v12, v4, v28
sqadd.8b v0, v29, v20
sqadd.8b v22, v16, v27
sqadd.8h v11, v9, v22
sqadd.8h v6, v24, v10
sqadd.8h v5, v14, v6
sqadd.8h v29, v15, v20
sqdmlal.h s9, h16, v8[7]
sqdmlal.h s13, h11, v3[4]
sqdmlal.h s16, h5, v8[3]
sqdmlal.h s24, h2, v12[0]
sqdmlal.s d23, s8, v1[3]
sqdmlal.s d8, s19, v17[3]
sqdmlal.s d9, s31, v22[3]
sqdmlal.s d2, s13, v31[0]
sqdmlal.2d v2, v14, v24[0]
sqdmlal.2d v27, v21, v23[0]
sqdmlal.2d v20, v29, v21[0]
sqdmlal.2d v11, v26, v20[2]
sqdmlal2.2d v2, v18, v17[0]
sqdmlal2.2d v13, v20, v30[0]
sqdmlal2.2d v11, v15, v0[0]
sqdmlal2.2d v15, v6, v25[1]
sqdmlal.4s v24, v30, v11[7]
sqdmlal.4s v29, v21, v0[4]
sqdmlal.4s v25, v23, v11[1]
sqdmlal.4s v7, v28, v12[0]
sqdmlal2.4s v14, v31, v0[0]
sqdmlal2.4s v4, v11, v9[1]
sqdmlal2.4s v25, v6, v1[1]
sqdmlal2.4s v4, v9, v10[5]
sqdmlal.2d v0, v12, v11
sqdmlal.2d v21, v28, v4
sqdmlal.2d v12, v8, v0
sqdmlal.2d v5, v17, v18
sqdmlal2.2d v15, v18, v14
sqdmlal2.2d v0, v3, v13
sqdmlal2.2d v19, v14, v24
sqdmlal2.2d v1, v16, v7
sqdmlal.4s v28, v4, v27
sqdmlal.4s v15, v6, v13
sqdmlal.4s v12, v16, v28
sqdmlal.4s v14, v21, v14
sqdmlal2.4s v27, v24, v25
sqdmlal2.4s v26, v6, v5
sqdmlal2.4s v10, v4, v27
sqdmlal2.4s v26, v4, v13
sqdmlsl.h s20, h9, v13[6]
sqdmlsl.h s6, h2, v3[5]
sqdmlsl.h s14, h28, v2[0]
sqdmlsl.h s23, h0, v3[3]
sqdmlsl.s d14, s10, v19[0]
sqdmlsl.s d21, s26, v13[0]
sqdmlsl.s d14, s2, v6[2]
sqdmlsl.s d23, s23, v22[3]
sqdmlsl.2d v0, v18, v20[0]
sqdmlsl.2d v31, v23, v12[0]
sqdmlsl.2d v9, v0, v3[0]
sqdmlsl.2d v30, v9, v27[1]
sqdmlsl2.2d v22, v13, v2[1]
sqdmlsl2.2d v29, v16, v15[3]
sqdmlsl2.2d v29, v0, v31[2]
sqdmlsl2.2d v20, v14, v10[3]
sqdmlsl.4s v16, v17, v3[7]
sqdmlsl.4s v8, v30, v9[1]
sqdmlsl.4s v29, v28, v9[3]
sqdmlsl.4s v27, v23, v9[5]
sqdmlsl2.4s v8, v19, v13[3]
sqdmlsl2.4s v6, v6, v2[3]
sqdmlsl2.4s v2, v17, v2[0]
sqdmlsl2.4s v6, v26, v0[5]
sqdmlsl.2d v7, v29, v9
sqdmlsl.2d v4, v16, v31
sqdmlsl.2d v17, v25, v8
sqdmlsl.2d v18, v31, v14
sqdmlsl2.2d v28, v27, v25
sqdmlsl2.2d v24, v5, v30
sqdmlsl2.2d v17, v24, v9
sqdmlsl2.2d v13, v3, v23
sqdmlsl.4s v9, v7, v24
sqdmlsl.4s v16, v9, v1
sqdmlsl.4s v17, v3, v1
sqdmlsl.4s v23, v8, v5
sqdmlsl2.4s v11, v2, v25
sqdmlsl2.4s v15, v24, v17
sqdmlsl2.4s v0, v15, v28
sqdmlsl2.4s v15, v4, v23
sqdmulh.h h17, h2, v2[1]
sqdmulh.h h27, h9, v0[3]
sqdmulh.h h9, h25, v3[0]
sqdmulh.h h5, h2, v3[3]
sqdmulh.s s1, s10, v18[3]
sqdmulh.s s2, s3, v24[0]
sqdmulh.s s18, s10, v31[3]
sqdmulh.s s11, s14, v19[1]
sqdmulh.2s v16, v13, v30[0]
sqdmulh.2s v28, v22, v7[0]
sqdmulh.2s v1, v22, v28[1]
sqdmulh.2s v31, v26, v1[0]
sqdmulh.4h v30, v5, v7[5]
sqdmulh.4h v26, v16, v8[2]
sqdmulh.4h v8, v24, v14[0]
sqdmulh.4h v5, v6, v4[7]
sqdmulh.4s v15, v23, v22[3]
sqdmulh.4s v25, v30, v15[0]
sqdmulh.4s v3, v7, v2[0]
sqdmulh.4s v28, v15, v22[1]
sqdmulh.8h v30, v24, v2[0]
sqdmulh.8h v25, v16, v7[1]
sqdmulh.8h v22, v21, v5[5]
sqdmulh.8h v6, v23, v15[7]
sqdmulh.2s v8, v30, v18
sqdmulh.2s v26, v2, v10
sqdmulh.2s v22, v6, v26
sqdmulh.2s v6, v24, v16
sqdmulh.4h v7, v20, v30
sqdmulh.4h v17, v2, v26
sqdmulh.4h v11, v31, v21
sqdmulh.4h v15, v20, v16
sqdmulh.4s v6, v4, v18
sqdmulh.4s v3, v4, v6
sqdmulh.4s v4, v16, v15
sqdmulh.4s v5, v11, v15
sqdmulh.8h v14, v19, v5
sqdmulh.8h v23, v25, v11
sqdmulh.8h v15, v24, v18
sqdmulh.8h v3, v16, v31
sqdmull.h s21, h31, v15[3]
sqdmull.h s15, h29, v4[3]
sqdmull.h s17, h17, v9[0]
sqdmull.h s21, h10, v8[1]
sqdmull.s d0, s21, v27[2]
sqdmull.s d15, s30, v12[0]
sqdmull.s d17, s18, v30[3]
sqdmull.s d6, s18, v6[1]
sqdmull.2d v22, v22, v29[0]
sqdmull.2d v3, v15, v21[0]
sqdmull.2d v26, v29, v14[0]
sqdmull.2d v9, v19, v22[0]
sqdmull2.2d v12, v3, v29[1]
sqdmull2.2d v18, v31, v11[2]
sqdmull2.2d v14, v3, v14[2]
sqdmull2.2d v6, v24, v7[0]
sqdmull.4s v13, v11, v4[6]
sqdmull.4s v8, v3, v1[7]
sqdmull.4s v24, v14, v4[2]
sqdmull.4s v11, v31, v4[0]
sqdmull2.4s v0, v2, v7[0]
sqdmull2.4s v9, v18, v2[2]
sqdmull2.4s v17, v21, v10[7]
sqdmull2.4s v29, v22, v10[0]
sqdmull.2d v12, v18, v6
sqdmull.2d v2, v24, v20
sqdmull.2d v24, v26, v7
sqdmull.2d v7, v27, v2
sqdmull2.2d v0, v29, v28
sqdmull2.2d v16, v21, v14
sqdmull2.2d v19, v4, v16
sqdmull2.2d v28, v10, v6
sqdmull.4s v18, v25, v22
sqdmull.4s v7, v28, v28
sqdmull.4s v8, v26, v18
sqdmull.4s v0, v25, v21
sqdmull2.4s v6, v25, v1
sqdmull2.4s v9, v3, v1
sqdmull2.4s v13, v30, v5
sqdmull2.4s v11, v25, v0
sqneg.16b v9, v26
sqneg.16b v1, v7
sqneg.16b v19, v5
sqneg.16b v27, v28
sqneg.2d v5, v31
sqneg.2d v7, v3
sqneg.2d v17, v28
sqneg.2d v19, v29
sqneg.2s v23, v1
sqneg.2s v26, v29
sqneg.2s v3, v26
sqneg.2s v15, v26
sqneg.4h v13, v8
sqneg.4h v10, v16
sqneg.4h v1, v16
sqneg.4h v12, v29
sqneg.4s v3, v4
sqneg.4s v12, v28
sqneg.4s v8, v3
sqneg.4s v6, v23
sqneg.8b v28, v1
sqneg.8b v14, v8
sqneg.8b v2, v3
sqneg.8b v19, v28
sqneg.8h v16, v17
sqneg.8h v16, v30
sqneg.8h v26, v3
sqneg.8h v1, v6
sqrdmulh.h h8, h25, v13[1]
sqrdmulh.h h29, h30, v8[0]
sqrdmulh.h h19, h12, v12[6]
sqrdmulh.h h19, h24, v14[5]
sqrdmulh.s s7, s11, v0[0]
sqrdmulh.s s10, s22, v8[0]
sqrdmulh.s s27, s14, v5[3]
sqrdmulh.s s26, s17, v20[0]
sqrdmulh.2s v14, v8, v23[3]
sqrdmulh.2s v14, v12, v11[3]
sqrdmulh.2s v23, v14, v4[1]
sqrdmulh.2s v10, v10, v25[0]
sqrdmulh.4h v13, v25, v9[2]
sqrdmulh.4h v4, v8, v4[3]
sqrdmulh.4h v25, v12, v12[7]
sqrdmulh.4h v12, v3, v7[5]
sqrdmulh.4s v1, v27, v3[1]
sqrdmulh.4s v3, v2, v28[2]
sqrdmulh.4s v29, v28, v10[0]
sqrdmulh.4s v27, v31, v0[1]
sqrdmulh.8h v2, v30, v1[7]
sqrdmulh.8h v28, v26, v0[6]
sqrdmulh.8h v29, v3, v7[5]
sqrdmulh.8h v28, v1, v13[4]
sqrdmulh.2s v31, v10, v24
sqrdmulh.2s v13, v22, v8
sqrdmulh.2s v25, v20, v16
sqrdmulh.2s v20, v4, v13
sqrdmulh.4h v2, v3, v3
sqrdmulh.4h v2, v5, v11
sqrdmulh.4h v13, v29, v14
sqrdmulh.4h v14, v28, v13
sqrdmulh.4s v19, v27, v21
sqrdmulh.4s v12, v17, v26
sqrdmulh.4s v15, v22, v23
sqrdmulh.4s v1, v19, v5
sqrdmulh.8h v20, v6, v12
sqrdmulh.8h v5, v12, v31
sqrdmulh.8h v23, v15, v29
sqrdmulh.8h v6, v23, v14
sqrshl.16b v23, v25, v21
sqrshl.16b v1, v10, v13
sqrshl.16b v13, v12, v5
sqrshl.16b v18, v12, v31
sqrshl.2d v21, v31, v9
sqrshl.2d v24, v17, v4
sqrshl.2d v28, v2, v17
sqrshl.2d v22, v0, v15
sqrshl.2s v2, v19, v16
sqrshl.2s v15, v11, v27
sqrshl.2s v29, v18, v2
sqrshl.2s v28, v2, v31
sqrshl.4h v19, v1, v0
sqrshl.4h v13, v18, v20
sqrshl.4h v7, v28, v23
sqrshl.4h v9, v4, v8
sqrshl.4s v19, v13, v10
sqrshl.4s v16, v3, v28
sqrshl.4s v20, v20, v25
sqrshl.4s v27, v16, v11
sqrshl.8b v16, v24, v31
sqrshl.8b v31, v30, v13
sqrshl.8b v18, v24, v11
sqrshl.8b v30, v1, v7
sqrshl.8h v6, v15, v20
sqrshl.8h v3, v18, v10
sqrshl.8h v1, v21, v4
sqrshl.8h v18, v20, v26
sqrshrn.2s v1, v30, #25
sqrshrn.2s v15, v16, #13
sqrshrn.2s v7, v26, #26
sqrshrn.2s v12, v30, #7
sqrshrn2.4s v1, v17, #4
sqrshrn2.4s v20, v24, #18
sqrshrn2.4s v1, v14, #24
sqrshrn2.4s v20, v3, #1
sqrshrn.4h v10, v2, #3
sqrshrn.4h v20, v18, #7
sqrshrn.4h v26, v31, #1
sqrshrn.4h v31, v2, #7
sqrshrn2.8h v21, v14, #5
sqrshrn2.8h v25, v29, #16
sqrshrn2.8h v24, v18, #1
sqrshrn2.8h v0, v27, #8
sqrshrn.8b v16, v17, #2
sqrshrn.8b v19, v12, #5
sqrshrn.8b v22, v9, #4
sqrshrn.8b v29, v27, #2
sqrshrn2.16b v26, v1, #8
sqrshrn2.16b v0, v18, #1
sqrshrn2.16b v3, v14, #1
sqrshrn2.16b v6, v1, #7
sqrshrun.2s v17, v7, #1
sqrshrun.2s v15, v1, #31
sqrshrun.2s v22, v30, #1
sqrshrun.2s v20, v15, #8
sqrshrun2.4s v4, v18, #25
sqrshrun2.4s v0, v17, #30
sqrshrun2.4s v29, v20, #23
sqrshrun2.4s v26, v1, #3
sqrshrun.4h v18, v13, #4
sqrshrun.4h v5, v30, #5
sqrshrun.4h v10, v1, #1
sqrshrun.4h v29, v9, #16
sqrshrun2.8h v23, v15, #7
sqrshrun2.8h v27, v22, #7
sqrshrun2.8h v22, v4, #6
sqrshrun2.8h v1, v17, #9
sqrshrun.8b v18, v21, #2
sqrshrun.8b v29, v27, #8
sqrshrun.8b v4, v20, #3
sqrshrun.8b v13, v27, #5
sqrshrun2.16b v12, v23, #1
sqrshrun2.16b v10, v7, #3
sqrshrun2.16b v17, v7, #2
sqrshrun2.16b v2, v2, #1
sqshlu.16b v26, v25, #2
sqshlu.16b v22, v30, #4
sqshlu.16b v31, v10, #7
sqshlu.16b v0, v30, #0
sqshlu.2d v29, v2, #0
sqshlu.2d v18, v11, #21
sqshlu.2d v4, v9, #60
sqshlu.2d v24, v7, #0
sqshlu.2s v29, v7, #7
sqshlu.2s v2, v15, #25
sqshlu.2s v28, v18, #22
sqshlu.2s v7, v1, #17
sqshlu.4h v4, v25, #3
sqshlu.4h v1, v10, #15
sqshlu.4h v6, v6, #10
sqshlu.4h v22, v26, #2
sqshlu.4s v17, v17, #11
sqshlu.4s v29, v11, #0
sqshlu.4s v6, v1, #23
sqshlu.4s v7, v27, #5
sqshlu.8b v6, v20, #0
sqshlu.8b v21, v29, #6
sqshlu.8b v29, v8, #4
sqshlu.8b v27, v24, #4
sqshlu.8h v28, v18, #4
sqshlu.8h v29, v9, #9
sqshlu.8h v10, v26, #15
sqshlu.8h v9, v2, #7
sqshl.16b v25, v18, #0
sqshl.16b v13, v21, #1
sqshl.16b v24, v20, #7
sqshl.16b v0, v30, #6
sqshl.2d v21, v30, #13
sqshl.2d v31, v24, #31
sqshl.2d v27, v7, #1
sqshl.2d v26, v12, #35
sqshl.2s v30, v5, #1
sqshl.2s v1, v24, #1
sqshl.2s v16, v27, #2
sqshl.2s v7, v6, #1
sqshl.4h v4, v10, #15
sqshl.4h v29, v25, #4
sqshl.4h v0, v6, #15
sqshl.4h v10, v2, #10
sqshl.4s v31, v27, #1
sqshl.4s v6, v5, #0
sqshl.4s v4, v29, #15
sqshl.4s v31, v2, #4
sqshl.8b v27, v1, #7
sqshl.8b v19, v17, #0
sqshl.8b v4, v26, #4
sqshl.8b v16, v31, #1
sqshl.8h v13, v28, #15
sqshl.8h v0, v22, #13
sqshl.8h v31, v31, #1
sqshl.8h v19, v20, #10
sqshl.16b v5, v16, v16
sqshl.16b v20, v30, v12
sqshl.16b v18, v18, v11
sqshl.16b v6, v31, v27
sqshl.2d v16, v13, v8
sqshl.2d v27, v0, v22
sqshl.2d v29, v21, v20
sqshl.2d v1, v14, v20
sqshl.2s v12, v31, v3
sqshl.2s v23, v31, v22
sqshl.2s v8, v18, v1
sqshl.2s v14, v1, v17
sqshl.4h v19, v14, v31
sqshl.4h v8, v0, v13
sqshl.4h v1, v18, v19
sqshl.4h v22, v21, v0
sqshl.4s v8, v14, v25
sqshl.4s v7, v4, v27
sqshl.4s v16, v21, v23
sqshl.4s v24, v27, v23
sqshl.8b v31, v16, v17
sqshl.8b v1, v3, v27
sqshl.8b v6, v15, v28
sqshl.8b v29, v2, v28
sqshl.8h v15, v23, v27
sqshl.8h v17, v28, v25
sqshl.8h v30, v17, v4
sqshl.8h v18, v19, v31
sqshrn.2s v0, v19, #27
sqshrn.2s v10, v25, #12
sqshrn.2s v12, v22, #23
sqshrn.2s v19, v14, #14
sqshrn2.4s v25, v16, #30
sqshrn2.4s v27, v15, #32
sqshrn2.4s v19, v24, #27
sqshrn2.4s v10, v29, #27
sqshrn.4h v2, v26, #1
sqshrn.4h v21, v18, #11
sqshrn.4h v30, v29, #9
sqshrn.4h v24, v22, #9
sqshrn2.8h v2, v17, #13
sqshrn2.8h v6, v16, #10
sqshrn2.8h v21, v21, #13
sqshrn2.8h v27, v14, #1
sqshrn.8b v12, v8, #4
sqshrn.8b v8, v18, #8
sqshrn.8b v14, v5, #4
sqshrn.8b v26, v24, #3
sqshrn2.16b v19, v21, #6
sqshrn2.16b v29, v27, #4
sqshrn2.16b v23, v17, #1
sqshrn2.16b v26, v12, #1
sqshrun.2s v21, v1, #21
sqshrun.2s v24, v22, #5
sqshrun.2s v22, v28, #32
sqshrun.2s v2, v17, #27
sqshrun2.4s v31, v3, #1
sqshrun2.4s v1, v20, #1
sqshrun2.4s v21, v19, #1
sqshrun2.4s v12, v16, #1
sqshrun.4h v6, v1, #16
sqshrun.4h v4, v14, #5
sqshrun.4h v5, v26, #14
sqshrun.4h v12, v1, #1
sqshrun2.8h v4, v27, #4
sqshrun2.8h v22, v6, #7
sqshrun2.8h v30, v16, #16
sqshrun2.8h v27, v2, #16
sqshrun.8b v15, v13, #4
sqshrun.8b v26, v3, #5
sqshrun.8b v21, v17, #2
sqshrun.8b v29, v12, #4
sqshrun2.16b v28, v16, #5
sqshrun2.16b v4, v10, #3
sqshrun2.16b v0, v5, #1
sqshrun2.16b v24, v3, #8
sqsub.16b v16, v21, v2
sqsub.16b v2, v1, v26
sqsub.16b v12, v10, v19
sqsub.16b v22, v13, v9
sqsub.2d v15, v9, v9
sqsub.2d v9, v12, v16
sqsub.2d v5, v9, v7
sqsub.2d v1, v20, v13
sqsub.2s v20, v29, v22
sqsub.2s v9, v23, v20
sqsub.2s v30, v0, v18
sqsub.2s v23, v1, v8
sqsub.4h v23, v28, v0
sqsub.4h v8, v2, v24
sqsub.4h v14, v18, v15
sqsub.4h v17, v2, v13
sqsub.4s v8, v19, v30
sqsub.4s v7, v2, v0
sqsub.4s v16, v1, v18
sqsub.4s v10, v28, v7
sqsub.8b v4, v9, v13
sqsub.8b v2, v16, v11
sqsub.8b v16, v30, v2
sqsub.8b v29, v20, v14
sqsub.8h v8, v4, v2
sqsub.8h v22, v14, v21
sqsub.8h v15, v3, v4
sqsub.8h v9, v2, v15
sqxtn.2s v18, v0
sqxtn.2s v21, v6
sqxtn.2s v0, v6
sqxtn.2s v3, v20
sqxtn2.4s v11, v19
sqxtn2.4s v6, v27
sqxtn2.4s v0, v18
sqxtn2.4s v17, v23
sqxtn.4h v8, v27
sqxtn.4h v15, v3
sqxtn.4h v8, v23
sqxtn.4h v7, v25
sqxtn2.8h v15, v17
sqxtn2.8h v21, v27
sqxtn2.8h v22, v16
sqxtn2.8h v30, v4
sqxtn.8b v25, v7
sqxtn.8b v15, v15
sqxtn.8b v31, v5
sqxtn.8b v19, v27
sqxtn2.16b v1, v4
sqxtn2.16b v14, v29
sqxtn2.16b v20, v8
sqxtn2.16b v10, v2
sqxtun.2s v23, v1
sqxtun.2s v25, v21
sqxtun.2s v27, v23
sqxtun.2s v22, v8
sqxtun2.4s v13, v9
sqxtun2.4s v24, v16
sqxtun2.4s v25, v21
sqxtun2.4s v18, v8
sqxtun.4h v10, v25
sqxtun.4h v5, v17
sqxtun.4h v18, v5
sqxtun.4h v28, v9
sqxtun2.8h v8, v7
sqxtun2.8h v20, v8
sqxtun2.8h v23, v27
sqxtun2.8h v0, v22
sqxtun.8b v12, v22
sqxtun.8b v20, v29
sqxtun.8b v17, v23
sqxtun.8b v9, v17
sqxtun2.16b v3, v21
sqxtun2.16b v6, v24
sqxtun2.16b v24, v18
sqxtun2.16b v8, v21
srhadd.16b v19, v4, v17
srhadd.16b v17, v30, v0
srhadd.16b v9, v13, v26
srhadd.16b v21, v5, v14
srhadd.2s v24, v30, v3
srhadd.2s v31, v3, v24
srhadd.2s v7, v16, v13
srhadd.2s v13, v29, v23
srhadd.4h v20, v12, v2
srhadd.4h v20, v28, v16
srhadd.4h v21, v14, v28
srhadd.4h v2, v10, v28
srhadd.4s v26, v28, v21
srhadd.4s v12, v12, v2
srhadd.4s v23, v9, v3
srhadd.4s v8, v26, v19
srhadd.8b v8, v10, v15
srhadd.8b v7, v24, v9
srhadd.8b v0, v16, v10
srhadd.8b v12, v22, v5
srhadd.8h v13, v26, v28
srhadd.8h v18, v18, v31
srhadd.8h v15, v28, v23
srhadd.8h v8, v19, v24
sri.16b v17, v21, #7
sri.16b v0, v30, #5
sri.16b v4, v30, #5
sri.16b v12, v28, #3
sri.2d v17, v31, #33
sri.2d v28, v20, #64
sri.2d v30, v30, #29
sri.2d v24, v7, #15
sri.2s v25, v11, #32
sri.2s v27, v15, #28
sri.2s v0, v5, #8
sri.2s v30, v26, #13
sri.4h v7, v17, #9
sri.4h v0, v26, #1
sri.4h v15, v27, #14
sri.4h v11, v17, #8
sri.4s v2, v0, #17
sri.4s v16, v0, #12
sri.4s v22, v30, #6
sri.4s v10, v9, #17
sri.8b v30, v6, #1
sri.8b v16, v11, #1
sri.8b v10, v31, #1
sri.8b v5, v11, #2
sri.8h v9, v1, #11
sri.8h v28, v20, #16
sri.8h v20, v9, #16
sri.8h v13, v24, #14
srshl.16b v29, v19, v29
srshl.16b v11, v25, v5
srshl.16b v20, v24, v13
srshl.16b v27, v11, v1
srshl.2d v19, v5, v31
srshl.2d v23, v9, v8
srshl.2d v23, v6, v31
srshl.2d v0, v9, v31
srshl.2s v21, v2, v0
srshl.2s v13, v1, v3
srshl.2s v13, v3, v10
srshl.2s v0, v25, v27
srshl.4h v29, v27, v17
srshl.4h v17, v29, v11
srshl.4h v16, v6, v14
srshl.4h v26, v16, v15
srshl.4s v31, v2, v12
srshl.4s v2, v16, v9
srshl.4s v10, v10, v14
srshl.4s v22, v8, v8
srshl.8b v3, v7, v2
srshl.8b v11, v19, v17
srshl.8b v1, v31, v13
srshl.8b v14, v22, v3
srshl.8h v17, v21, v16
srshl.8h v8, v3, v11
srshl.8h v0, v10, v1
srshl.8h v10, v16, v23
srshr.16b v17, v16, #4
srshr.16b v10, v30, #1
srshr.16b v17, v31, #2
srshr.16b v15, v15, #7
srshr.2d v29, v22, #16
srshr.2d v11, v29, #2
srshr.2d v14, v23, #35
srshr.2d v6, v2, #1
srshr.2s v30, v11, #17
srshr.2s v0, v19, #28
srshr.2s v28, v31, #19
srshr.2s v29, v25, #17
srshr.4h v22, v18, #13
srshr.4h v13, v2, #1
srshr.4h v26, v18, #11
srshr.4h v9, v27, #5
srshr.4s v30, v29, #25
srshr.4s v5, v16, #1
srshr.4s v6, v3, #3
srshr.4s v12, v12, #16
srshr.8b v20, v2, #3
srshr.8b v14, v2, #5
srshr.8b v1, v13, #2
srshr.8b v26, v1, #1
srshr.8h v19, v21, #1
srshr.8h v1, v19, #1
srshr.8h v4, v14, #13
srshr.8h v0, v31, #3
srsra.16b v17, v10, #1
srsra.16b v20, v28, #5
srsra.16b v14, v7, #8
srsra.16b v21, v28, #3
srsra.2d v2, v29, #27
srsra.2d v14, v17, #58
srsra.2d v1, v14, #1
srsra.2d v19, v14, #50
srsra.2s v15, v23, #12
srsra.2s v26, v13, #18
srsra.2s v30, v5, #1
srsra.2s v29, v27, #1
srsra.4h v14, v31, #1
srsra.4h v11, v2, #12
srsra.4h v17, v5, #9
srsra.4h v11, v13, #12
srsra.4s v17, v26, #13
srsra.4s v24, v29, #31
srsra.4s v25, v5, #7
srsra.4s v24, v14, #1
srsra.8b v8, v17, #8
srsra.8b v10, v13, #8
srsra.8b v20, v9, #1
srsra.8b v22, v23, #3
srsra.8h v30, v20, #12
srsra.8h v17, v0, #1
srsra.8h v2, v0, #3
srsra.8h v22, v0, #1
sshll.2d v2, v21, #18
sshll.2d v29, v6, #1
sshll.2d v26, v15, #11
sshll.2d v11, v22, #21
sshll2.2d v7, v21, #6
sshll2.2d v0, v27, #20
sshll2.2d v16, v1, #0
sshll2.2d v23, v3, #6
sshll.4s v0, v13, #14
sshll.4s v3, v27, #2
sshll.4s v24, v10, #13
sshll.4s v12, v17, #13
sshll2.4s v8, v11, #14
sshll2.4s v8, v1, #0
sshll2.4s v1, v1, #1
sshll2.4s v21, v17, #10
sshll.8h v9, v25, #2
sshll.8h v28, v29, #1
sshll.8h v12, v18, #0
sshll.8h v7, v19, #2
sshll2.8h v18, v2, #0
sshll2.8h v16, v2, #7
sshll2.8h v3, v9, #4
sshll2.8h v11, v18, #0
sshl.16b v2, v5, v5
sshl.16b v19, v3, v19
sshl.16b v15, v25, v5
sshl.16b v11, v5, v4
sshl.2d v9, v3, v3
sshl.2d v16, v15, v30
sshl.2d v10, v11, v10
sshl.2d v21, v3, v8
sshl.2s v18, v6, v27
sshl.2s v14, v13, v14
sshl.2s v2, v16, v18
sshl.2s v9, v18, v17
sshl.4h v22, v11, v29
sshl.4h v0, v22, v20
sshl.4h v2, v9, v9
sshl.4h v13, v18, v12
sshl.4s v12, v1, v7
sshl.4s v28, v7, v28
sshl.4s v12, v25, v27
sshl.4s v1, v22, v0
sshl.8b v9, v31, v31
sshl.8b v21, v4, v4
sshl.8b v24, v22, v5
sshl.8b v2, v16, v3
sshl.8h v18, v26, v15
sshl.8h v23, v7, v9
sshl.8h v10, v20, v23
sshl.8h v2, v25, v20
sshr.16b v0, v28, #4
sshr.16b v9, v11, #2
sshr.16b v14, v7, #1
sshr.16b v1, v24, #3
sshr.2d v22, v11, #64
sshr.2d v0, v16, #25
sshr.2d v11, v23, #1
sshr.2d v3, v31, #35
sshr.2s v19, v24, #8
sshr.2s v12, v16, #1
sshr.2s v22, v23, #4
sshr.2s v9, v20, #31
sshr.4h v23, v3, #1
sshr.4h v31, v10, #1
sshr.4h v3, v16, #4
sshr.4h v1, v31, #11
sshr.4s v11, v14, #32
sshr.4s v11, v26, #8
sshr.4s v17, v18, #11
sshr.4s v30, v26, #1
sshr.8b v15, v20, #1
sshr.8b v12, v20, #3
sshr.8b v25, v21, #1
sshr.8b v5, v7, #3
sshr.8h v0, v24, #11
sshr.8h v15, v22, #15
sshr.8h v18, v10, #5
sshr.8h v28, v15, #13
ssra.16b v10, v10, #5
ssra.16b v22, v18, #3
ssra.16b v10, v21, #1
ssra.16b v7, v1, #3
ssra.2d v26, v24, #1
ssra.2d v14, v16, #64
ssra.2d v15, v22, #5
ssra.2d v26, v10, #48
ssra.2s v9, v20, #7
ssra.2s v8, v23, #1
ssra.2s v14, v17, #22
ssra.2s v6, v7, #1
ssra.4h v27, v24, #6
ssra.4h v4, v28, #6
ssra.4h v19, v24, #1
ssra.4h v29, v29, #1
ssra.4s v3, v20, #19
ssra.4s v3, v27, #11
ssra.4s v22, v6, #30
ssra.4s v31, v3, #28
ssra.8b v30, v29, #4
ssra.8b v1, v31, #2
ssra.8b v31, v28, #8
ssra.8b v31, v19, #2
ssra.8h v27, v25, #8
ssra.8h v29, v10, #10
ssra.8h v24, v27, #3
ssra.8h v15, v16, #1
ssubl.2d v31, v17, v17
ssubl.2d v2, v9, v24
ssubl.2d v3, v30, v10
ssubl.2d v13, v25, v17
ssubl2.2d v11, v13, v21
ssubl2.2d v27, v30, v29
ssubl2.2d v22, v17, v23
ssubl2.2d v20, v10, v0
ssubl.4s v4, v18, v11
ssubl.4s v22, v2, v23
ssubl.4s v30, v10, v4
ssubl.4s v27, v19, v5
ssubl2.4s v6, v16, v19
ssubl2.4s v27, v0, v10
ssubl2.4s v23, v5, v17
ssubl2.4s v27, v22, v16
ssubl.8h v24, v26, v25
ssubl.8h v12, v18, v23
ssubl.8h v31, v2, v17
ssubl.8h v2, v5, v4
ssubl2.8h v3, v28, v30
ssubl2.8h v13, v28, v20
ssubl2.8h v25, v23, v2
ssubl2.8h v25, v4, v6
ssubw.2d v0, v16, v30
ssubw.2d v26, v27, v5
ssubw.2d v31, v17, v21
ssubw.2d v4, v21, v0
ssubw2.2d v11, v9, v31
ssubw2.2d v25, v2, v8
ssubw2.2d v17, v12, v6
ssubw2.2d v10, v18, v22
ssubw.4s v8, v22, v1
ssubw.4s v3, v3, v30
ssubw.4s v25, v20, v12
ssubw.4s v1, v11, v10
ssubw2.4s v25, v5, v3
ssubw2.4s v14, v18, v7
ssubw2.4s v11, v23, v23
ssubw2.4s v16, v21, v14
ssubw.8h v22, v25, v2
ssubw.8h v28, v2, v11
ssubw.8h v3, v27, v24
ssubw.8h v1, v31, v15
ssubw2.8h v8, v16, v26
ssubw2.8h v15, v30, v0
ssubw2.8h v18, v24, v29
ssubw2.8h v22, v29, v13
st1.16b { v25, v26, v27, v28 }, [sp]
st1.16b { v1, v2, v3, v4 }, [x15]
st1.16b { v4, v5, v6, v7 }, [x25]
st1.16b { v12, v13, v14, v15 }, [x7]
st1.16b { v0, v1, v2, v3 }, [x13], x22
st1.16b { v5, v6, v7, v8 }, [x14], x2
st1.16b { v10, v11, v12, v13 }, [x8], x0
st1.16b { v30, v31, v0, v1 }, [x13], x3
st1.1d { v29, v30, v31, v0 }, [x29]
st1.1d { v24, v25, v26, v27 }, [x29]
st1.1d { v5, v6, v7, v8 }, [x1]
st1.1d { v25, v26, v27, v28 }, [x17]
st1.1d { v16, v17, v18, v19 }, [x2], x3
st1.1d { v28, v29, v30, v31 }, [x30], x15
st1.1d { v1, v2, v3, v4 }, [x9], x6
st1.1d { v21, v22, v23, v24 }, [x1], x5
st1.2d { v21, v22, v23, v24 }, [sp]
st1.2d { v26, v27, v28, v29 }, [x18]
st1.2d { v27, v28, v29, v30 }, [x27]
st1.2d { v24, v25, v26, v27 }, [x15]
st1.2d { v13, v14, v15, v16 }, [x5], x9
st1.2d { v16, v17, v18, v19 }, [x23], x5
st1.2d { v1, v2, v3, v4 }, [x21], x8
st1.2d { v6, v7, v8, v9 }, [x4], x18
st1.2s { v7, v8, v9, v10 }, [x2]
st1.2s { v19, v20, v21, v22 }, [x25]
st1.2s { v10, v11, v12, v13 }, [x0]
st1.2s { v28, v29, v30, v31 }, [x10]
st1.2s { v12, v13, v14, v15 }, [x15], x0
st1.2s { v0, v1, v2, v3 }, [x3], x21
st1.2s { v16, v17, v18, v19 }, [x12], x27
st1.2s { v8, v9, v10, v11 }, [x4], x8
st1.4h { v25, v26, v27, v28 }, [x24]
st1.4h { v19, v20, v21, v22 }, [x2]
st1.4h { v31, v0, v1, v2 }, [x27]
st1.4h { v4, v5, v6, v7 }, [x0]
st1.4h { v31, v0, v1, v2 }, [x10], x8
st1.4h { v27, v28, v29, v30 }, [x11], x29
st1.4h { v22, v23, v24, v25 }, [x21], x26
st1.4h { v29, v30, v31, v0 }, [x5], x13
st1.4s { v12, v13, v14, v15 }, [x1]
st1.4s { v9, v10, v11, v12 }, [x14]
st1.4s { v29, v30, v31, v0 }, [x15]
st1.4s { v4, v5, v6, v7 }, [x5]
st1.4s { v2, v3, v4, v5 }, [x5], x5
st1.4s { v3, v4, v5, v6 }, [x24], x21
st1.4s { v13, v14, v15, v16 }, [sp], x21
st1.4s { v2, v3, v4, v5 }, [x20], x27
st1.8b { v28, v29, v30, v31 }, [x6]
st1.8b { v8, v9, v10, v11 }, [x19]
st1.8b { v20, v21, v22, v23 }, [x10]
st1.8b { v5, v6, v7, v8 }, [x14]
st1.8b { v2, v3, v4, v5 }, [x3], x2
st1.8b { v20, v21, v22, v23 }, [x6], x12
st1.8b { v0, v1, v2, v3 }, [x19], x5
st1.8b { v30, v31, v0, v1 }, [x22], x15
st1.8h { v30, v31, v0, v1 }, [x8]
st1.8h { v15, v16, v17, v18 }, [sp]
st1.8h { v7, v8, v9, v10 }, [x6]
st1.8h { v28, v29, v30, v31 }, [x3]
st1.8h { v0, v1, v2, v3 }, [x10], x18
st1.8h { v4, v5, v6, v7 }, [x20], x25
st1.8h { v21, v22, v23, v24 }, [x2], x6
st1.8h { v21, v22, v23, v24 }, [x2], x29
st1.16b { v11 }, [x24]
st1.16b { v29 }, [x3]
st1.16b { v19 }, [x8]
st1.16b { v1 }, [x28]
st1.16b { v19 }, [x6], x17
st1.16b { v12 }, [x16], x24
st1.16b { v26 }, [x1], x13
st1.16b { v3 }, [x14], x26
st1.1d { v10 }, [x21]
st1.1d { v21 }, [x10]
st1.1d { v17 }, [x4]
st1.1d { v14 }, [x30]
st1.1d { v20 }, [x3], x6
st1.1d { v23 }, [x12], x5
st1.1d { v1 }, [x11], x10
st1.1d { v5 }, [x10], x3
st1.2d { v4 }, [x0]
st1.2d { v26 }, [x30]
st1.2d { v6 }, [x11]
st1.2d { v8 }, [x29]
st1.2d { v18 }, [x20], x19
st1.2d { v26 }, [x10], x15
st1.2d { v0 }, [x21], x7
st1.2d { v14 }, [x20], x6
st1.2s { v5 }, [x16]
st1.2s { v17 }, [x18]
st1.2s { v18 }, [x28]
st1.2s { v4 }, [x14]
st1.2s { v1 }, [x1], x16
st1.2s { v10 }, [x26], x5
st1.2s { v29 }, [x13], x3
st1.2s { v28 }, [x15], x23
st1.4h { v6 }, [x25]
st1.4h { v0 }, [x17]
st1.4h { v1 }, [x26]
st1.4h { v3 }, [x9]
st1.4h { v2 }, [sp], x7
st1.4h { v19 }, [x13], x16
st1.4h { v11 }, [x30], x21
st1.4h { v2 }, [x17], x6
st1.4s { v25 }, [x1]
st1.4s { v20 }, [x5]
st1.4s { v22 }, [x13]
st1.4s { v30 }, [x29]
st1.4s { v29 }, [x16], x14
st1.4s { v29 }, [x4], x15
st1.4s { v17 }, [x28], x12
st1.4s { v13 }, [x29], x2
st1.8b { v15 }, [x13]
st1.8b { v23 }, [x5]
st1.8b { v3 }, [x30]
st1.8b { v14 }, [x19]
st1.8b { v20 }, [x29], x16
st1.8b { v7 }, [x17], x26
st1.8b { v3 }, [x19], x27
st1.8b { v21 }, [x16], x24
st1.8h { v7 }, [x0]
st1.8h { v10 }, [x28]
st1.8h { v8 }, [x20]
st1.8h { v25 }, [x26]
st1.8h { v21 }, [x17], x25
st1.8h { v26 }, [x3], #16
st1.8h { v9 }, [x14], x20
st1.8h { v25 }, [sp], x4
st1.16b { v9, v10, v11 }, [x15]
st1.16b { v0, v1, v2 }, [x15]
st1.16b { v29, v30, v31 }, [x9]
st1.16b { v27, v28, v29 }, [x29]
st1.16b { v9, v10, v11 }, [x4], x10
st1.16b { v6, v7, v8 }, [x19], x29
st1.16b { v24, v25, v26 }, [x26], x12
st1.16b { v13, v14, v15 }, [x11], x21
st1.1d { v3, v4, v5 }, [x13]
st1.1d { v12, v13, v14 }, [x20]
st1.1d { v11, v12, v13 }, [x22]
st1.1d { v0, v1, v2 }, [sp]
st1.1d { v19, v20, v21 }, [x1], x28
st1.1d { v0, v1, v2 }, [x13], x17
st1.1d { v4, v5, v6 }, [x19], x18
st1.1d { v30, v31, v0 }, [x9], x2
st1.2d { v28, v29, v30 }, [x6]
st1.2d { v20, v21, v22 }, [x15]
st1.2d { v12, v13, v14 }, [x24]
st1.2d { v30, v31, v0 }, [x15]
st1.2d { v1, v2, v3 }, [x20], #48
st1.2d { v14, v15, v16 }, [x0], x30
st1.2d { v17, v18, v19 }, [x21], x0
st1.2d { v10, v11, v12 }, [x29], x26
st1.2s { v4, v5, v6 }, [x26]
st1.2s { v6, v7, v8 }, [x29]
st1.2s { v20, v21, v22 }, [x20]
st1.2s { v6, v7, v8 }, [x27]
st1.2s { v21, v22, v23 }, [x16], x27
st1.2s { v2, v3, v4 }, [x16], x27
st1.2s { v3, v4, v5 }, [x22], x30
st1.2s { v31, v0, v1 }, [x21], x20
st1.4h { v22, v23, v24 }, [x4]
st1.4h { v9, v10, v11 }, [x18]
st1.4h { v15, v16, v17 }, [x5]
st1.4h { v19, v20, v21 }, [x25]
st1.4h { v11, v12, v13 }, [x12], x2
st1.4h { v12, v13, v14 }, [x2], x6
st1.4h { v26, v27, v28 }, [x6], x29
st1.4h { v2, v3, v4 }, [x4], x20
st1.4s { v21, v22, v23 }, [x29]
st1.4s { v9, v10, v11 }, [x18]
st1.4s { v6, v7, v8 }, [x12]
st1.4s { v19, v20, v21 }, [x7]
st1.4s { v28, v29, v30 }, [x29], x16
st1.4s { v8, v9, v10 }, [x23], x20
st1.4s { v9, v10, v11 }, [x30], x18
st1.4s { v7, v8, v9 }, [x26], x9
st1.8b { v29, v30, v31 }, [x10]
st1.8b { v31, v0, v1 }, [x9]
st1.8b { v25, v26, v27 }, [x4]
st1.8b { v10, v11, v12 }, [x12]
st1.8b { v8, v9, v10 }, [x16], #24
st1.8b { v24, v25, v26 }, [x6], x23
st1.8b { v11, v12, v13 }, [x25], x9
st1.8b { v13, v14, v15 }, [x5], x10
st1.8h { v9, v10, v11 }, [x21]
st1.8h { v30, v31, v0 }, [x28]
st1.8h { v18, v19, v20 }, [x5]
st1.8h { v21, v22, v23 }, [x22]
st1.8h { v23, v24, v25 }, [x9], x12
st1.8h { v28, v29, v30 }, [x22], x10
st1.8h { v0, v1, v2 }, [x9], x20
st1.8h { v26, v27, v28 }, [x23], x27
st1.16b { v0, v1 }, [x19]
st1.16b { v0, v1 }, [x28]
st1.16b { v30, v31 }, [x10]
st1.16b { v19, v20 }, [x10]
st1.16b { v29, v30 }, [x23], x12
st1.16b { v20, v21 }, [x21], x24
st1.16b { v21, v22 }, [x8], #32
st1.16b { v12, v13 }, [x4], x2
st1.1d { v11, v12 }, [x28]
st1.1d { v26, v27 }, [x12]
st1.1d { v24, v25 }, [x18]
st1.1d { v24, v25 }, [x4]
st1.1d { v2, v3 }, [x1], x10
st1.1d { v22, v23 }, [x21], x12
st1.1d { v23, v24 }, [x9], x30
st1.1d { v12, v13 }, [x22], x27
st1.2d { v0, v1 }, [x18]
st1.2d { v18, v19 }, [x13]
st1.2d { v4, v5 }, [x2]
st1.2d { v16, v17 }, [sp]
st1.2d { v29, v30 }, [x13], x29
st1.2d { v28, v29 }, [x26], x6
st1.2d { v16, v17 }, [sp], x17
st1.2d { v15, v16 }, [x5], x27
st1.2s { v13, v14 }, [x20]
st1.2s { v22, v23 }, [x15]
st1.2s { v1, v2 }, [x30]
st1.2s { v19, v20 }, [x17]
st1.2s { v20, v21 }, [x12], x15
st1.2s { v18, v19 }, [x8], x6
st1.2s { v16, v17 }, [x14], x5
st1.2s { v15, v16 }, [x22], x24
st1.4h { v14, v15 }, [x25]
st1.4h { v21, v22 }, [x19]
st1.4h { v7, v8 }, [x14]
st1.4h { v25, v26 }, [x30]
st1.4h { v0, v1 }, [x26], x17
st1.4h { v0, v1 }, [x1], x22
st1.4h { v23, v24 }, [sp], x13
st1.4h { v29, v30 }, [x29], x12
st1.4s { v27, v28 }, [x12]
st1.4s { v15, v16 }, [sp]
st1.4s { v18, v19 }, [x18]
st1.4s { v21, v22 }, [x12]
st1.4s { v0, v1 }, [x29], x4
st1.4s { v29, v30 }, [x1], x9
st1.4s { v3, v4 }, [x27], x30
st1.4s { v17, v18 }, [x16], x16
st1.8b { v7, v8 }, [x6]
st1.8b { v2, v3 }, [sp]
st1.8b { v8, v9 }, [x18]
st1.8b { v9, v10 }, [x26]
st1.8b { v5, v6 }, [x10], x30
st1.8b { v6, v7 }, [x21], x5
st1.8b { v29, v30 }, [sp], x3
st1.8b { v21, v22 }, [x24], x15
st1.8h { v17, v18 }, [x30]
st1.8h { v6, v7 }, [x25]
st1.8h { v21, v22 }, [sp]
st1.8h { v28, v29 }, [x8]
st1.8h { v11, v12 }, [x13], x15
st1.8h { v29, v30 }, [x14], #32
st1.8h { v13, v14 }, [x14], x19
st1.8h { v17, v18 }, [x10], x29
st1.b { v15 }[0], [x26]
st1.b { v19 }[13], [x2]
st1.b { v22 }[8], [x12]
st1.b { v21 }[6], [x26]
st1.b { v29 }[0], [x28], x15
st1.b { v24 }[13], [x7], x14
st1.b { v31 }[1], [x25], #1
st1.b { v13 }[7], [x18], x21
st1.d { v6 }[0], [x11]
st1.d { v9 }[0], [x25]
st1.d { v27 }[0], [x13]
st1.d { v22 }[1], [x12]
st1.d { v2 }[0], [x19], x11
st1.d { v12 }[1], [x13], x6
st1.d { v18 }[1], [x29], x12
st1.d { v31 }[0], [x29], x28
st1.h { v20 }[5], [x27]
st1.h { v30 }[7], [x24]
st1.h { v27 }[4], [x16]
st1.h { v5 }[1], [x6]
st1.h { v1 }[1], [x9], x24
st1.h { v17 }[0], [x29], x12
st1.h { v25 }[0], [x9], x22
st1.h { v25 }[7], [x10], x11
st1.s { v3 }[3], [x4]
st1.s { v26 }[0], [x20]
st1.s { v14 }[0], [x1]
st1.s { v16 }[0], [x14]
st1.s { v27 }[3], [x6], x26
st1.s { v29 }[0], [x24], x17
st1.s { v11 }[0], [x4], x17
st1.s { v18 }[0], [x1], x13
st2.b { v10, v11 }[15], [x26]
st2.b { v29, v30 }[10], [x24]
st2.b { v5, v6 }[8], [x0]
st2.b { v2, v3 }[11], [x7]
st2.b { v3, v4 }[8], [x13], x11
st2.b { v0, v1 }[1], [x17], x14
st2.b { v11, v12 }[1], [x0], x7
st2.b { v16, v17 }[3], [x16], x12
st2.d { v24, v25 }[1], [x12]
st2.d { v20, v21 }[0], [x3]
st2.d { v10, v11 }[1], [x7]
st2.d { v18, v19 }[0], [sp]
st2.d { v21, v22 }[1], [x19], x2
st2.d { v13, v14 }[0], [x6], x30
st2.d { v27, v28 }[0], [x12], x21
st2.d { v7, v8 }[0], [x26], x15
st2.h { v30, v31 }[7], [x22]
st2.h { v8, v9 }[7], [x12]
st2.h { v20, v21 }[4], [x26]
st2.h { v14, v15 }[3], [x16]
st2.h { v14, v15 }[1], [x26], x9
st2.h { v15, v16 }[3], [x18], x0
st2.h { v0, v1 }[3], [x20], x15
st2.h { v20, v21 }[3], [x22], x10
st2.s { v5, v6 }[1], [x13]
st2.s { v27, v28 }[1], [x25]
st2.s { v16, v17 }[2], [x6]
st2.s { v31, v0 }[1], [x9]
st2.s { v17, v18 }[0], [x30], x16
st2.s { v14, v15 }[0], [x22], x4
st2.s { v27, v28 }[2], [x19], x26
st2.s { v0, v1 }[2], [x28], x28
st2.16b { v15, v16 }, [x4]
st2.16b { v4, v5 }, [x7]
st2.16b { v20, v21 }, [x21]
st2.16b { v29, v30 }, [x3]
st2.16b { v10, v11 }, [x7], x7
st2.16b { v23, v24 }, [x8], x9
st2.16b { v13, v14 }, [x29], x11
st2.16b { v30, v31 }, [x29], x10
st2.2d { v14, v15 }, [x8]
st2.2d { v24, v25 }, [x1]
st2.2d { v7, v8 }, [x19]
st2.2d { v20, v21 }, [sp]
st2.2d { v7, v8 }, [x3], x9
st2.2d { v14, v15 }, [x1], x29
st2.2d { v25, v26 }, [x13], x30
st2.2d { v3, v4 }, [x17], x13
st2.2s { v20, v21 }, [x8]
st2.2s { v1, v2 }, [x18]
st2.2s { v28, v29 }, [x1]
st2.2s { v0, v1 }, [x21]
st2.2s { v2, v3 }, [x30], x2
st2.2s { v31, v0 }, [x10], x5
st2.2s { v20, v21 }, [x19], x19
st2.2s { v21, v22 }, [x9], x26
st2.4h { v18, v19 }, [x30]
st2.4h { v19, v20 }, [x10]
st2.4h { v13, v14 }, [x5]
st2.4h { v8, v9 }, [x24]
st2.4h { v6, v7 }, [x8], x29
st2.4h { v11, v12 }, [x1], x13
st2.4h { v5, v6 }, [sp], x25
st2.4h { v4, v5 }, [x1], x27
st2.4s { v15, v16 }, [x30]
st2.4s { v27, v28 }, [x26]
st2.4s { v17, v18 }, [x18]
st2.4s { v24, v25 }, [x5]
st2.4s { v8, v9 }, [x23], x2
st2.4s { v15, v16 }, [x6], x13
st2.4s { v22, v23 }, [x0], x3
st2.4s { v11, v12 }, [x18], x27
st2.8b { v24, v25 }, [x12]
st2.8b { v10, v11 }, [x7]
st2.8b { v15, v16 }, [x2]
st2.8b { v28, v29 }, [x5]
st2.8b { v24, v25 }, [x11], x24
st2.8b { v19, v20 }, [x17], x4
st2.8b { v14, v15 }, [x11], x1
st2.8b { v10, v11 }, [x25], x12
st2.8h { v31, v0 }, [x8]
st2.8h { v1, v2 }, [x7]
st2.8h { v28, v29 }, [x14]
st2.8h { v28, v29 }, [x22]
st2.8h { v22, v23 }, [x23], x7
st2.8h { v3, v4 }, [x7], #32
st2.8h { v20, v21 }, [x16], x1
st2.8h { v22, v23 }, [sp], x0
st3.b { v19, v20, v21 }[0], [x17]
st3.b { v5, v6, v7 }[6], [x6]
st3.b { v31, v0, v1 }[13], [x14]
st3.b { v29, v30, v31 }[11], [x0]
st3.b { v18, v19, v20 }[2], [x13], x10
st3.b { v6, v7, v8 }[15], [x25], x14
st3.b { v18, v19, v20 }[5], [x10], x16
st3.b { v7, v8, v9 }[5], [x13], x15
st3.d { v28, v29, v30 }[1], [x4]
st3.d { v0, v1, v2 }[1], [x17]
st3.d { v15, v16, v17 }[1], [x3]
st3.d { v31, v0, v1 }[1], [x12]
st3.d { v25, v26, v27 }[1], [x11], x27
st3.d { v16, v17, v18 }[1], [x13], x25
st3.d { v12, v13, v14 }[0], [x24], x11
st3.d { v2, v3, v4 }[1], [x0], x18
st3.h { v17, v18, v19 }[4], [x11]
st3.h { v19, v20, v21 }[0], [sp]
st3.h { v22, v23, v24 }[7], [x19]
st3.h { v10, v11, v12 }[7], [x12]
st3.h { v6, v7, v8 }[0], [x15], x5
st3.h { v26, v27, v28 }[4], [x28], x4
st3.h { v2, v3, v4 }[2], [x26], x18
st3.h { v22, v23, v24 }[5], [x10], x28
st3.s { v24, v25, v26 }[1], [x29]
st3.s { v9, v10, v11 }[2], [x5]
st3.s { v10, v11, v12 }[3], [x20]
st3.s { v27, v28, v29 }[0], [x25]
st3.s { v29, v30, v31 }[3], [x17], x26
st3.s { v7, v8, v9 }[0], [x23], x28
st3.s { v11, v12, v13 }[0], [x10], x22
st3.s { v23, v24, v25 }[1], [x5], x0
st3.16b { v8, v9, v10 }, [x13]
st3.16b { v6, v7, v8 }, [x3]
st3.16b { v17, v18, v19 }, [x27]
st3.16b { v27, v28, v29 }, [x5]
st3.16b { v5, v6, v7 }, [x0], x22
st3.16b { v22, v23, v24 }, [x9], x22
st3.16b { v0, v1, v2 }, [x15], x24
st3.16b { v3, v4, v5 }, [x10], x27
st3.2d { v23, v24, v25 }, [x9]
st3.2d { v6, v7, v8 }, [x28]
st3.2d { v24, v25, v26 }, [x24]
st3.2d { v11, v12, v13 }, [x24]
st3.2d { v18, v19, v20 }, [sp], x5
st3.2d { v14, v15, v16 }, [x22], x5
st3.2d { v15, v16, v17 }, [x17], x12
st3.2d { v11, v12, v13 }, [x2], x29
st3.2s { v23, v24, v25 }, [x26]
st3.2s { v22, v23, v24 }, [x21]
st3.2s { v8, v9, v10 }, [x24]
st3.2s { v23, v24, v25 }, [x12]
st3.2s { v1, v2, v3 }, [x13], x2
st3.2s { v24, v25, v26 }, [x20], x15
st3.2s { v15, v16, v17 }, [x16], x19
st3.2s { v17, v18, v19 }, [x30], x9
st3.4h { v19, v20, v21 }, [x26]
st3.4h { v2, v3, v4 }, [x5]
st3.4h { v29, v30, v31 }, [x0]
st3.4h { v25, v26, v27 }, [x10]
st3.4h { v3, v4, v5 }, [x11], x0
st3.4h { v9, v10, v11 }, [x0], x9
st3.4h { v9, v10, v11 }, [x25], #24
st3.4h { v25, v26, v27 }, [x7], x2
st3.4s { v21, v22, v23 }, [x30]
st3.4s { v18, v19, v20 }, [x22]
st3.4s { v31, v0, v1 }, [x9]
st3.4s { v6, v7, v8 }, [x23]
st3.4s { v8, v9, v10 }, [x8], x12
st3.4s { v13, v14, v15 }, [x19], x20
st3.4s { v20, v21, v22 }, [x21], x5
st3.4s { v16, v17, v18 }, [x20], x5
st3.8b { v21, v22, v23 }, [x10]
st3.8b { v16, v17, v18 }, [x2]
st3.8b { v13, v14, v15 }, [x27]
st3.8b { v29, v30, v31 }, [x18]
st3.8b { v30, v31, v0 }, [x22], x16
st3.8b { v17, v18, v19 }, [x9], x26
st3.8b { v1, v2, v3 }, [x15], x21
st3.8b { v17, v18, v19 }, [x28], x20
st3.8h { v24, v25, v26 }, [x7]
st3.8h { v6, v7, v8 }, [x1]
st3.8h { v16, v17, v18 }, [x2]
st3.8h { v12, v13, v14 }, [x30]
st3.8h { v5, v6, v7 }, [x27], x20
st3.8h { v18, v19, v20 }, [x18], x20
st3.8h { v24, v25, v26 }, [x21], x15
st3.8h { v10, v11, v12 }, [x22], x18
st4.b { v19, v20, v21, v22 }[0], [x23]
st4.b { v24, v25, v26, v27 }[11], [x25]
st4.b { v1, v2, v3, v4 }[0], [x9]
st4.b { v27, v28, v29, v30 }[13], [x30]
st4.b { v9, v10, v11, v12 }[15], [x9], x13
st4.b { v12, v13, v14, v15 }[3], [x19], x13
st4.b { v6, v7, v8, v9 }[4], [x21], x1
st4.b { v6, v7, v8, v9 }[15], [sp], x15
st4.d { v11, v12, v13, v14 }[1], [x10]
st4.d { v0, v1, v2, v3 }[0], [x1]
st4.d { v8, v9, v10, v11 }[0], [x27]
st4.d { v31, v0, v1, v2 }[0], [x3]
st4.d { v10, v11, v12, v13 }[1], [x28], x13
st4.d { v23, v24, v25, v26 }[0], [x3], x25
st4.d { v29, v30, v31, v0 }[1], [x22], x26
st4.d { v17, v18, v19, v20 }[0], [x4], x21
st4.h { v31, v0, v1, v2 }[7], [x10]
st4.h { v3, v4, v5, v6 }[5], [sp]
st4.h { v7, v8, v9, v10 }[2], [x2]
st4.h { v7, v8, v9, v10 }[5], [x28]
st4.h { v8, v9, v10, v11 }[1], [x10], x16
st4.h { v20, v21, v22, v23 }[7], [x25], x15
st4.h { v18, v19, v20, v21 }[0], [x6], x16
st4.h { v20, v21, v22, v23 }[1], [x6], x21
st4.s { v31, v0, v1, v2 }[3], [x0]
st4.s { v3, v4, v5, v6 }[0], [x11]
st4.s { v20, v21, v22, v23 }[1], [x22]
st4.s { v10, v11, v12, v13 }[3], [x1]
st4.s { v29, v30, v31, v0 }[2], [x21], x30
st4.s { v4, v5, v6, v7 }[3], [x3], x10
st4.s { v11, v12, v13, v14 }[3], [x23], x5
st4.s { v9, v10, v11, v12 }[0], [x15], x10
st4.16b { v28, v29, v30, v31 }, [x9]
st4.16b { v23, v24, v25, v26 }, [x14]
st4.16b { v10, v11, v12, v13 }, [x9]
st4.16b { v19, v20, v21, v22 }, [x25]
st4.16b { v22, v23, v24, v25 }, [x25], x16
st4.16b { v16, v17, v18, v19 }, [x6], x20
st4.16b { v14, v15, v16, v17 }, [x24], x25
st4.16b { v25, v26, v27, v28 }, [x2], x18
st4.2d { v15, v16, v17, v18 }, [x28]
st4.2d { v30, v31, v0, v1 }, [x7]
st4.2d { v27, v28, v29, v30 }, [x13]
st4.2d { v9, v10, v11, v12 }, [x11]
st4.2d { v13, v14, v15, v16 }, [x21], x18
st4.2d { v22, v23, v24, v25 }, [x23], x27
st4.2d { v28, v29, v30, v31 }, [x12], x5
st4.2d { v13, v14, v15, v16 }, [x2], x12
st4.2s { v27, v28, v29, v30 }, [x6]
st4.2s { v7, v8, v9, v10 }, [x13]
st4.2s { v24, v25, v26, v27 }, [x20]
st4.2s { v11, v12, v13, v14 }, [x22]
st4.2s { v23, v24, v25, v26 }, [x12], x9
st4.2s { v1, v2, v3, v4 }, [x13], x8
st4.2s { v3, v4, v5, v6 }, [x2], x11
st4.2s { v30, v31, v0, v1 }, [x7], x29
st4.4h { v29, v30, v31, v0 }, [x7]
st4.4h { v10, v11, v12, v13 }, [x19]
st4.4h { v3, v4, v5, v6 }, [x3]
st4.4h { v16, v17, v18, v19 }, [x2]
st4.4h { v8, v9, v10, v11 }, [x8], x26
st4.4h { v28, v29, v30, v31 }, [x6], x20
st4.4h { v31, v0, v1, v2 }, [x14], x11
st4.4h { v27, v28, v29, v30 }, [x12], x0
st4.4s { v3, v4, v5, v6 }, [x29]
st4.4s { v7, v8, v9, v10 }, [x29]
st4.4s { v1, v2, v3, v4 }, [x2]
st4.4s { v24, v25, v26, v27 }, [x24]
st4.4s { v23, v24, v25, v26 }, [x10], x9
st4.4s { v22, v23, v24, v25 }, [x25], x7
st4.4s { v14, v15, v16, v17 }, [x16], x17
st4.4s { v18, v19, v20, v21 }, [x13], x15
st4.8b { v6, v7, v8, v9 }, [x7]
st4.8b { v20, v21, v22, v23 }, [x23]
st4.8b { v4, v5, v6, v7 }, [x18]
st4.8b { v21, v22, v23, v24 }, [x28]
st4.8b { v20, v21, v22, v23 }, [x7], x14
st4.8b { v28, v29, v30, v31 }, [x7], x16
st4.8b { v2, v3, v4, v5 }, [x20], x7
st4.8b { v17, v18, v19, v20 }, [x5], x10
st4.8h { v30, v31, v0, v1 }, [x26]
st4.8h { v18, v19, v20, v21 }, [x19]
st4.8h { v16, v17, v18, v19 }, [x7]
st4.8h { v2, v3, v4, v5 }, [x30]
st4.8h { v28, v29, v30, v31 }, [x20], x5
st4.8h { v17, v18, v19, v20 }, [x16], #64
st4.8h { v13, v14, v15, v16 }, [x19], x1
st4.8h { v19, v20, v21, v22 }, [x0], x7
subhn.2s v23, v26, v17
subhn.2s v26, v6, v15
subhn.2s v30, v22, v0
subhn.2s v2, v12, v7
subhn2.4s v30, v30, v31
subhn2.4s v24, v30, v31
subhn2.4s v11, v14, v15
subhn2.4s v24, v8, v9
subhn.4h v30, v21, v12
subhn.4h v16, v19, v11
subhn.4h v12, v4, v17
subhn.4h v18, v19, v0
subhn2.8h v14, v14, v7
subhn2.8h v13, v18, v21
subhn2.8h v8, v26, v14
subhn2.8h v1, v2, v5
subhn.8b v3, v25, v0
subhn.8b v30, v29, v12
subhn.8b v26, v30, v25
subhn.8b v28, v9, v10
subhn2.16b v5, v6, v24
subhn2.16b v31, v29, v7
subhn2.16b v12, v10, v9
subhn2.16b v0, v29, v7
sub.16b v23, v0, v11
sub.16b v23, v30, v17
sub.16b v16, v28, v14
sub.16b v3, v24, v11
sub.2d v7, v15, v15
sub.2d v20, v25, v21
sub.2d v15, v26, v19
sub.2d v21, v30, v4
sub.2s v29, v24, v12
sub.2s v28, v16, v24
sub.2s v12, v17, v24
sub.2s v30, v18, v9
sub.4h v7, v29, v17
sub.4h v12, v17, v24
sub.4h v5, v18, v13
sub.4h v11, v25, v27
sub.4s v24, v18, v14
sub.4s v4, v15, v28
sub.4s v9, v28, v7
sub.4s v9, v9, v21
sub.8b v10, v30, v16
sub.8b v18, v1, v11
sub.8b v26, v7, v30
sub.8b v9, v24, v1
sub.8h v19, v23, v14
sub.8h v12, v8, v6
sub.8h v8, v25, v29
sub.8h v11, v5, v25
suqadd.16b v8, v27
suqadd.16b v23, v15
suqadd.16b v19, v15
suqadd.16b v21, v18
suqadd.2d v18, v12
suqadd.2d v21, v6
suqadd.2d v3, v28
suqadd.2d v31, v4
suqadd.2s v11, v5
suqadd.2s v16, v8
suqadd.2s v1, v15
suqadd.2s v3, v11
suqadd.4h v10, v6
suqadd.4h v26, v17
suqadd.4h v17, v7
suqadd.4h v14, v6
suqadd.4s v18, v28
suqadd.4s v6, v1
suqadd.4s v0, v2
suqadd.4s v20, v12
suqadd.8b v18, v3
suqadd.8b v20, v20
suqadd.8b v31, v27
suqadd.8b v7, v1
suqadd.8h v31, v30
suqadd.8h v12, v0
suqadd.8h v16, v30
suqadd.8h v2, v13
tbl.16b v21, { v31 }, v4
tbl.16b v4, { v1 }, v17
tbl.16b v3, { v29 }, v0
tbl.16b v2, { v31 }, v9
tbl.16b v2, { v0, v1 }, v20
tbl.16b v6, { v5, v6 }, v11
tbl.16b v2, { v13, v14 }, v20
tbl.16b v3, { v17, v18 }, v15
tbl.16b v21, { v23, v24, v25 }, v11
tbl.16b v18, { v25, v26, v27 }, v22
tbl.16b v8, { v3, v4, v5 }, v16
tbl.16b v1, { v23, v24, v25 }, v29
tbl.16b v28, { v8, v9, v10, v11 }, v26
tbl.16b v10, { v28, v29, v30, v31 }, v29
tbl.16b v26, { v16, v17, v18, v19 }, v25
tbl.16b v8, { v17, v18, v19, v20 }, v22
tbl.8b v15, { v15 }, v22
tbl.8b v23, { v14 }, v29
tbl.8b v19, { v7 }, v2
tbl.8b v21, { v29 }, v5
tbl.8b v18, { v21, v22 }, v0
tbl.8b v1, { v23, v24 }, v24
tbl.8b v28, { v25, v26 }, v7
tbl.8b v13, { v21, v22 }, v24
tbl.8b v15, { v12, v13, v14 }, v9
tbl.8b v8, { v25, v26, v27 }, v6
tbl.8b v9, { v0, v1, v2 }, v18
tbl.8b v28, { v7, v8, v9 }, v10
tbl.8b v0, { v23, v24, v25, v26 }, v9
tbl.8b v15, { v22, v23, v24, v25 }, v31
tbl.8b v20, { v19, v20, v21, v22 }, v0
tbl.8b v26, { v23, v24, v25, v26 }, v1
tbx.16b v19, { v22 }, v5
tbx.16b v30, { v3 }, v11
tbx.16b v13, { v15 }, v8
tbx.16b v10, { v10 }, v17
tbx.16b v16, { v27, v28 }, v0
tbx.16b v18, { v0, v1 }, v4
tbx.16b v27, { v26, v27 }, v19
tbx.16b v17, { v22, v23 }, v9
tbx.16b v2, { v29, v30, v31 }, v30
tbx.16b v31, { v16, v17, v18 }, v5
tbx.16b v26, { v22, v23, v24 }, v0
tbx.16b v0, { v21, v22, v23 }, v9
tbx.16b v2, { v1, v2, v3, v4 }, v14
tbx.16b v3, { v16, v17, v18, v19 }, v22
tbx.16b v29, { v0, v1, v2, v3 }, v10
tbx.16b v26, { v27, v28, v29, v30 }, v22
tbx.8b v5, { v20 }, v3
tbx.8b v31, { v18 }, v17
tbx.8b v9, { v16 }, v1
tbx.8b v31, { v13 }, v30
tbx.8b v5, { v31, v0 }, v19
tbx.8b v8, { v31, v0 }, v29
tbx.8b v23, { v2, v3 }, v18
tbx.8b v29, { v28, v29 }, v26
tbx.8b v17, { v16, v17, v18 }, v5
tbx.8b v1, { v9, v10, v11 }, v29
tbx.8b v14, { v17, v18, v19 }, v24
tbx.8b v30, { v15, v16, v17 }, v21
tbx.8b v26, { v31, v0, v1, v2 }, v23
tbx.8b v12, { v21, v22, v23, v24 }, v26
tbx.8b v22, { v7, v8, v9, v10 }, v10
tbx.8b v31, { v10, v11, v12, v13 }, v8
trn1.16b v22, v19, v18
trn1.16b v16, v28, v2
trn1.16b v9, v18, v21
trn1.16b v3, v7, v25
trn1.2d v22, v21, v6
trn1.2d v3, v8, v26
trn1.2d v24, v19, v20
trn1.2d v4, v2, v23
trn1.2s v17, v26, v6
trn1.2s v11, v30, v11
trn1.2s v15, v6, v30
trn1.2s v22, v24, v21
trn1.4h v23, v25, v28
trn1.4h v19, v21, v0
trn1.4h v25, v14, v20
trn1.4h v28, v23, v24
trn1.4s v13, v15, v4
trn1.4s v8, v12, v22
trn1.4s v4, v17, v26
trn1.4s v26, v29, v9
trn1.8b v28, v1, v30
trn1.8b v13, v6, v9
trn1.8b v5, v5, v4
trn1.8b v29, v6, v8
trn1.8h v21, v2, v18
trn1.8h v1, v6, v25
trn1.8h v30, v20, v31
trn1.8h v15, v19, v0
trn2.16b v1, v12, v12
trn2.16b v22, v2, v5
trn2.16b v20, v25, v12
trn2.16b v23, v6, v31
trn2.2d v31, v7, v12
trn2.2d v7, v17, v28
trn2.2d v11, v16, v6
trn2.2d v21, v29, v6
trn2.2s v24, v4, v2
trn2.2s v11, v9, v20
trn2.2s v15, v15, v22
trn2.2s v16, v2, v6
trn2.4h v4, v21, v29
trn2.4h v23, v26, v8
trn2.4h v17, v27, v13
trn2.4h v1, v29, v0
trn2.4s v9, v16, v14
trn2.4s v18, v4, v17
trn2.4s v6, v18, v7
trn2.4s v26, v4, v1
trn2.8b v0, v23, v16
trn2.8b v10, v6, v8
trn2.8b v19, v19, v30
trn2.8b v24, v14, v23
trn2.8h v31, v15, v22
trn2.8h v16, v8, v11
trn2.8h v5, v23, v10
trn2.8h v21, v23, v22
uabal.2d v25, v11, v13
uabal.2d v24, v3, v21
uabal.2d v16, v31, v14
uabal.2d v31, v7, v17
uabal2.2d v12, v2, v26
uabal2.2d v23, v21, v1
uabal2.2d v7, v14, v8
uabal2.2d v8, v10, v18
uabal.4s v3, v15, v9
uabal.4s v14, v6, v1
uabal.4s v28, v18, v8
uabal.4s v11, v21, v3
uabal2.4s v21, v14, v22
uabal2.4s v3, v9, v2
uabal2.4s v14, v19, v31
uabal2.4s v22, v19, v8
uabal.8h v6, v24, v2
uabal.8h v22, v23, v13
uabal.8h v18, v28, v16
uabal.8h v8, v3, v4
uabal2.8h v30, v22, v20
uabal2.8h v27, v25, v12
uabal2.8h v21, v13, v0
uabal2.8h v17, v3, v14
uaba.16b v0, v23, v26
uaba.16b v3, v17, v2
uaba.16b v6, v6, v1
uaba.16b v9, v3, v1
uaba.2s v27, v15, v30
uaba.2s v3, v31, v16
uaba.2s v18, v19, v22
uaba.2s v17, v0, v31
uaba.4h v28, v11, v10
uaba.4h v19, v20, v19
uaba.4h v24, v13, v6
uaba.4h v29, v5, v28
uaba.4s v22, v21, v21
uaba.4s v2, v4, v29
uaba.4s v20, v22, v10
uaba.4s v23, v2, v12
uaba.8b v0, v1, v16
uaba.8b v19, v6, v27
uaba.8b v20, v10, v23
uaba.8b v3, v6, v5
uaba.8h v21, v6, v25
uaba.8h v2, v19, v13
uaba.8h v14, v17, v11
uaba.8h v15, v19, v25
uabdl.2d v10, v0, v17
uabdl.2d v21, v27, v25
uabdl.2d v23, v4, v31
uabdl.2d v16, v8, v19
uabdl2.2d v17, v17, v27
uabdl2.2d v26, v15, v8
uabdl2.2d v22, v20, v1
uabdl2.2d v20, v29, v29
uabdl.4s v0, v9, v1
uabdl.4s v16, v2, v2
uabdl.4s v21, v27, v27
uabdl.4s v17, v2, v27
uabdl2.4s v7, v12, v15
uabdl2.4s v19, v24, v24
uabdl2.4s v12, v22, v1
uabdl2.4s v2, v31, v19
uabdl.8h v14, v10, v8
uabdl.8h v28, v4, v13
uabdl.8h v17, v10, v16
uabdl.8h v29, v7, v16
uabdl2.8h v17, v2, v0
uabdl2.8h v19, v12, v0
uabdl2.8h v3, v12, v23
uabdl2.8h v25, v20, v2
uabd.16b v8, v0, v23
uabd.16b v13, v11, v8
uabd.16b v31, v19, v15
uabd.16b v9, v26, v22
uabd.2s v11, v22, v11
uabd.2s v9, v17, v31
uabd.2s v9, v16, v20
uabd.2s v23, v2, v0
uabd.4h v27, v26, v25
uabd.4h v28, v24, v7
uabd.4h v7, v4, v14
uabd.4h v29, v20, v6
uabd.4s v16, v15, v16
uabd.4s v13, v18, v18
uabd.4s v12, v20, v9
uabd.4s v1, v20, v31
uabd.8b v19, v4, v19
uabd.8b v13, v2, v18
uabd.8b v26, v31, v10
uabd.8b v24, v19, v7
uabd.8h v26, v19, v8
uabd.8h v5, v16, v3
uabd.8h v22, v13, v4
uabd.8h v27, v31, v29
uadalp.1d v24, v30
uadalp.1d v3, v7
uadalp.1d v6, v8
uadalp.1d v23, v21
uadalp.2d v21, v26
uadalp.2d v29, v8
uadalp.2d v3, v10
uadalp.2d v1, v18
uadalp.2s v28, v8
uadalp.2s v28, v13
uadalp.2s v21, v14
uadalp.2s v9, v0
uadalp.4h v17, v13
uadalp.4h v8, v20
uadalp.4h v27, v29
uadalp.4h v28, v7
uadalp.4s v19, v27
uadalp.4s v22, v12
uadalp.4s v16, v21
uadalp.4s v9, v23
uadalp.8h v1, v6
uadalp.8h v28, v7
uadalp.8h v24, v18
uadalp.8h v15, v1
uaddlp.1d v4, v18
uaddlp.1d v11, v28
uaddlp.1d v1, v29
uaddlp.1d v30, v10
uaddlp.2d v17, v4
uaddlp.2d v4, v11
uaddlp.2d v1, v6
uaddlp.2d v4, v21
uaddlp.2s v20, v12
uaddlp.2s v17, v9
uaddlp.2s v1, v28
uaddlp.2s v17, v27
uaddlp.4h v17, v24
uaddlp.4h v26, v4
uaddlp.4h v2, v23
uaddlp.4h v7, v13
uaddlp.4s v15, v27
uaddlp.4s v10, v28
uaddlp.4s v4, v1
uaddlp.4s v17, v22
uaddlp.8h v3, v19
uaddlp.8h v8, v17
uaddlp.8h v17, v0
uaddlp.8h v22, v31
uaddlv.16b h2, v12
uaddlv.16b h1, v11
uaddlv.16b h6, v1
uaddlv.16b h19, v13
uaddlv.4h s25, v21
uaddlv.4h s15, v22
uaddlv.4h s18, v4
uaddlv.4h s25, v12
uaddlv.4s d19, v19
uaddlv.4s d17, v13
uaddlv.4s d7, v4
uaddlv.4s d7, v22
uaddlv.8b h26, v5
uaddlv.8b h9, v4
uaddlv.8b h30, v19
uaddlv.8b h12, v10
uaddlv.8h s21, v15
uaddlv.8h s4, v31
uaddlv.8h s11, v2
uaddlv.8h s20, v3
uaddl.2d v13, v24, v31
uaddl.2d v14, v28, v16
uaddl.2d v27, v3, v17
uaddl.2d v8, v0, v0
uaddl2.2d v27, v12, v31
uaddl2.2d v26, v30, v31
uaddl2.2d v5, v21, v17
uaddl2.2d v5, v13, v13
uaddl.4s v13, v6, v5
uaddl.4s v30, v13, v14
uaddl.4s v15, v21, v1
uaddl.4s v12, v0, v7
uaddl2.4s v27, v31, v24
uaddl2.4s v26, v4, v9
uaddl2.4s v16, v20, v27
uaddl2.4s v8, v10, v17
uaddl.8h v6, v8, v8
uaddl.8h v2, v26, v16
uaddl.8h v8, v7, v25
uaddl.8h v22, v4, v23
uaddl2.8h v22, v28, v22
uaddl2.8h v1, v1, v8
uaddl2.8h v31, v12, v31
uaddl2.8h v6, v8, v14
uaddw.2d v25, v11, v5
uaddw.2d v2, v4, v18
uaddw.2d v27, v14, v29
uaddw.2d v13, v9, v22
uaddw2.2d v19, v15, v6
uaddw2.2d v30, v28, v8
uaddw2.2d v28, v13, v16
uaddw2.2d v18, v1, v2
uaddw.4s v27, v5, v22
uaddw.4s v4, v18, v23
uaddw.4s v19, v21, v0
uaddw.4s v0, v15, v6
uaddw2.4s v28, v30, v10
uaddw2.4s v10, v13, v17
uaddw2.4s v7, v8, v24
uaddw2.4s v6, v12, v17
uaddw.8h v4, v4, v10
uaddw.8h v3, v27, v1
uaddw.8h v9, v30, v16
uaddw.8h v8, v3, v7
uaddw2.8h v19, v20, v18
uaddw2.8h v5, v3, v4
uaddw2.8h v2, v27, v15
uaddw2.8h v26, v0, v15
ucvtf.2d v31, v4, #20
ucvtf.2d v20, v13, #59
ucvtf.2d v14, v12, #64
ucvtf.2d v10, v1, #31
ucvtf.2s v11, v4, #10
ucvtf.2s v6, v4, #30
ucvtf.2s v3, v9, #1
ucvtf.2s v23, v21, #17
ucvtf.4s v30, v7, #13
ucvtf.4s v27, v22, #2
ucvtf.4s v15, v16, #28
ucvtf.4s v22, v12, #1
ucvtf.2d v20, v15
ucvtf.2d v30, v24
ucvtf.2d v29, v0
ucvtf.2d v13, v2
ucvtf.2s v23, v15
ucvtf.2s v24, v3
ucvtf.2s v15, v6
ucvtf.2s v29, v14
ucvtf.4s v22, v20
ucvtf.4s v16, v25
ucvtf.4s v1, v17
ucvtf.4s v4, v9
uhadd.16b v11, v13, v1
uhadd.16b v2, v30, v19
uhadd.16b v18, v17, v11
uhadd.16b v19, v13, v10
uhadd.2s v3, v3, v11
uhadd.2s v17, v8, v21
uhadd.2s v1, v13, v3
uhadd.2s v19, v24, v17
uhadd.4h v4, v19, v4
uhadd.4h v15, v1, v26
uhadd.4h v27, v6, v21
uhadd.4h v17, v20, v2
uhadd.4s v20, v23, v22
uhadd.4s v14, v18, v10
uhadd.4s v22, v15, v12
uhadd.4s v9, v28, v1
uhadd.8b v17, v22, v3
uhadd.8b v8, v12, v12
uhadd.8b v20, v20, v2
uhadd.8b v19, v6, v29
uhadd.8h v15, v5, v5
uhadd.8h v7, v10, v10
uhadd.8h v4, v31, v12
uhadd.8h v0, v8, v21
uhsub.16b v18, v29, v10
uhsub.16b v2, v1, v23
uhsub.16b v0, v24, v24
uhsub.16b v21, v6, v24
uhsub.2s v31, v28, v22
uhsub.2s v30, v2, v11
uhsub.2s v5, v28, v16
uhsub.2s v7, v15, v19
uhsub.4h v25, v8, v25
uhsub.4h v30, v24, v25
uhsub.4h v14, v31, v22
uhsub.4h v8, v30, v17
uhsub.4s v13, v3, v18
uhsub.4s v24, v31, v24
uhsub.4s v0, v14, v25
uhsub.4s v14, v9, v31
uhsub.8b v13, v24, v24
uhsub.8b v19, v30, v16
uhsub.8b v11, v18, v16
uhsub.8b v2, v29, v16
uhsub.8h v25, v24, v19
uhsub.8h v6, v8, v28
uhsub.8h v22, v27, v9
uhsub.8h v28, v22, v6
umaxp.16b v11, v21, v3
umaxp.16b v23, v14, v9
umaxp.16b v2, v5, v12
umaxp.16b v4, v1, v15
umaxp.2s v30, v27, v1
umaxp.2s v23, v13, v19
umaxp.2s v12, v10, v28
umaxp.2s v6, v31, v2
umaxp.4h v21, v19, v5
umaxp.4h v7, v3, v30
umaxp.4h v6, v2, v2
umaxp.4h v25, v0, v10
umaxp.4s v7, v0, v18
umaxp.4s v24, v8, v5
umaxp.4s v21, v30, v6
umaxp.4s v31, v9, v15
umaxp.8b v11, v23, v27
umaxp.8b v4, v12, v11
umaxp.8b v25, v20, v27
umaxp.8b v14, v31, v12
umaxp.8h v22, v22, v10
umaxp.8h v14, v28, v28
umaxp.8h v13, v22, v8
umaxp.8h v4, v18, v27
umaxv.16b b12, v14
umaxv.16b b6, v28
umaxv.16b b21, v9
umaxv.16b b1, v26
umaxv.4h h0, v14
umaxv.4h h13, v21
umaxv.4h h20, v16
umaxv.4h h18, v4
umaxv.4s s6, v23
umaxv.4s s30, v27
umaxv.4s s26, v9
umaxv.4s s5, v1
umaxv.8b b15, v16
umaxv.8b b5, v7
umaxv.8b b27, v8
umaxv.8b b4, v6
umaxv.8h h14, v13
umaxv.8h h31, v22
umaxv.8h h31, v10
umaxv.8h h30, v9
umax.16b v17, v31, v21
umax.16b v16, v28, v7
umax.16b v9, v0, v17
umax.16b v20, v6, v7
umax.2s v28, v0, v2
umax.2s v11, v13, v29
umax.2s v13, v5, v21
umax.2s v10, v26, v6
umax.4h v23, v26, v13
umax.4h v5, v25, v28
umax.4h v12, v25, v11
umax.4h v9, v9, v29
umax.4s v24, v21, v19
umax.4s v9, v2, v17
umax.4s v9, v27, v9
umax.4s v3, v0, v29
umax.8b v14, v7, v3
umax.8b v7, v31, v24
umax.8b v30, v26, v23
umax.8b v13, v28, v23
umax.8h v11, v2, v19
umax.8h v16, v9, v9
umax.8h v27, v24, v18
umax.8h v6, v17, v30
uminp.16b v21, v5, v12
uminp.16b v11, v25, v31
uminp.16b v30, v16, v23
uminp.16b v10, v3, v31
uminp.2s v28, v1, v6
uminp.2s v29, v2, v0
uminp.2s v29, v24, v25
uminp.2s v22, v27, v29
uminp.4h v23, v21, v1
uminp.4h v21, v30, v14
uminp.4h v13, v13, v9
uminp.4h v12, v8, v20
uminp.4s v9, v15, v13
uminp.4s v15, v5, v2
uminp.4s v5, v5, v17
uminp.4s v17, v0, v31
uminp.8b v10, v28, v12
uminp.8b v23, v16, v23
uminp.8b v14, v15, v10
uminp.8b v12, v27, v21
uminp.8h v28, v20, v7
uminp.8h v4, v8, v0
uminp.8h v7, v3, v24
uminp.8h v4, v4, v0
uminv.16b b22, v22
uminv.16b b23, v2
uminv.16b b20, v24
uminv.16b b9, v5
uminv.4h h5, v2
uminv.4h h26, v22
uminv.4h h6, v3
uminv.4h h22, v1
uminv.4s s1, v9
uminv.4s s2, v22
uminv.4s s31, v13
uminv.4s s22, v10
uminv.8b b7, v22
uminv.8b b5, v24
uminv.8b b16, v1
uminv.8b b23, v23
uminv.8h h6, v26
uminv.8h h17, v0
uminv.8h h7, v19
uminv.8h h25, v31
umin.16b v4, v25, v12
umin.16b v13, v12, v11
umin.16b v11, v24, v0
umin.16b v14, v6, v29
umin.2s v7, v4, v28
umin.2s v20, v7, v7
umin.2s v12, v6, v2
umin.2s v26, v10, v10
umin.4h v19, v4, v1
umin.4h v21, v9, v3
umin.4h v19, v23, v15
umin.4h v28, v23, v30
umin.4s v18, v3, v18
umin.4s v15, v2, v19
umin.4s v31, v6, v16
umin.4s v17, v8, v22
umin.8b v27, v14, v19
umin.8b v10, v3, v6
umin.8b v1, v28, v21
umin.8b v28, v8, v28
umin.8h v0, v19, v3
umin.8h v13, v1, v18
umin.8h v3, v26, v14
umin.8h v9, v23, v23
umlal.2d v14, v16, v8[2]
umlal.2d v6, v11, v1[0]
umlal.2d v22, v2, v24[1]
umlal.2d v3, v4, v3[2]
umlal2.2d v26, v23, v25[1]
umlal2.2d v27, v19, v3[3]
umlal2.2d v26, v31, v5[0]
umlal2.2d v8, v20, v11[0]
umlal.4s v8, v0, v9[0]
umlal.4s v21, v21, v12[0]
umlal.4s v28, v24, v3[4]
umlal.4s v10, v27, v4[4]
umlal2.4s v7, v8, v14[7]
umlal2.4s v21, v15, v6[0]
umlal2.4s v9, v5, v11[0]
umlal2.4s v31, v9, v9[5]
umlal.2d v22, v24, v12
umlal.2d v1, v25, v13
umlal.2d v9, v28, v30
umlal.2d v1, v31, v29
umlal2.2d v5, v21, v16
umlal2.2d v0, v5, v20
umlal2.2d v3, v20, v12
umlal2.2d v3, v19, v28
umlal.4s v20, v22, v23
umlal.4s v26, v1, v3
umlal.4s v16, v29, v4
umlal.4s v27, v16, v16
umlal2.4s v22, v9, v23
umlal2.4s v19, v26, v16
umlal2.4s v21, v18, v1
umlal2.4s v28, v15, v6
umlal.8h v8, v11, v3
umlal.8h v2, v25, v3
umlal.8h v4, v20, v9
umlal.8h v1, v21, v30
umlal2.8h v31, v22, v9
umlal2.8h v5, v8, v19
umlal2.8h v21, v23, v25
umlal2.8h v20, v17, v11
umlsl.2d v16, v13, v20[0]
umlsl.2d v0, v20, v21[1]
umlsl.2d v13, v23, v30[0]
umlsl.2d v18, v26, v28[0]
umlsl2.2d v3, v7, v4[2]
umlsl2.2d v12, v20, v26[0]
umlsl2.2d v6, v14, v10[3]
umlsl2.2d v5, v19, v4[1]
umlsl.4s v1, v2, v5[2]
umlsl.4s v2, v9, v12[5]
umlsl.4s v14, v22, v3[7]
umlsl.4s v3, v28, v6[0]
umlsl2.4s v9, v20, v12[3]
umlsl2.4s v20, v11, v2[6]
umlsl2.4s v10, v18, v0[0]
umlsl2.4s v25, v20, v15[6]
umlsl.2d v25, v1, v9
umlsl.2d v7, v25, v20
umlsl.2d v27, v19, v4
umlsl.2d v2, v27, v29
umlsl2.2d v27, v27, v22
umlsl2.2d v31, v24, v7
umlsl2.2d v5, v12, v14
umlsl2.2d v23, v28, v7
umlsl.4s v3, v17, v13
umlsl.4s v14, v17, v28
umlsl.4s v10, v25, v30
umlsl.4s v17, v13, v27
umlsl2.4s v19, v15, v9
umlsl2.4s v1, v6, v17
umlsl2.4s v17, v31, v0
umlsl2.4s v24, v27, v7
umlsl.8h v21, v22, v6
umlsl.8h v8, v8, v8
umlsl.8h v24, v18, v3
umlsl.8h v5, v14, v5
umlsl2.8h v2, v17, v7
umlsl2.8h v15, v10, v17
umlsl2.8h v5, v11, v6
umlsl2.8h v6, v9, v3
umov.b w19, v5[1]
umov.b wzr, v5[15]
umov.b w28, v29[2]
umov.b w24, v22[7]
mov.d x15, v4[1]
mov.d x22, v28[0]
mov.d x26, v12[0]
mov.d x17, v11[1]
umov.h w15, v12[4]
umov.h w25, v8[3]
umov.h w13, v24[1]
umov.h w21, v27[3]
mov.s w24, v27[1]
mov.s w6, v25[1]
mov.s w7, v17[1]
mov.s w10, v4[0]
umull.2d v26, v11, v23[3]
umull.2d v0, v23, v2[2]
umull.2d v29, v7, v19[0]
umull.2d v3, v28, v14[3]
umull2.2d v21, v13, v22[2]
umull2.2d v23, v22, v7[3]
umull2.2d v22, v17, v4[3]
umull2.2d v17, v1, v27[2]
umull.4s v5, v19, v14[0]
umull.4s v20, v1, v13[2]
umull.4s v9, v11, v13[1]
umull.4s v25, v25, v15[5]
umull2.4s v19, v14, v6[3]
umull2.4s v25, v11, v9[1]
umull2.4s v26, v27, v1[3]
umull2.4s v23, v20, v12[6]
umull.2d v27, v13, v0
umull.2d v27, v31, v14
umull.2d v11, v29, v2
umull.2d v5, v16, v9
umull2.2d v4, v7, v2
umull2.2d v8, v9, v24
umull2.2d v21, v20, v23
umull2.2d v17, v30, v17
umull.4s v13, v11, v29
umull.4s v25, v30, v24
umull.4s v12, v6, v21
umull.4s v22, v22, v21
umull2.4s v5, v24, v11
umull2.4s v7, v20, v28
umull2.4s v0, v5, v12
umull2.4s v13, v10, v7
umull.8h v16, v8, v22
umull.8h v5, v29, v22
umull.8h v6, v27, v21
umull.8h v18, v23, v6
umull2.8h v13, v15, v26
umull2.8h v7, v0, v12
umull2.8h v5, v8, v10
umull2.8h v11, v18, v8
uqadd.16b v8, v17, v22
uqadd.16b v31, v15, v6
uqadd.16b v15, v19, v17
uqadd.16b v13, v7, v29
uqadd.2d v24, v20, v4
uqadd.2d v30, v10, v31
uqadd.2d v25, v22, v10
uqadd.2d v28, v14, v26
uqadd.2s v7, v2, v3
uqadd.2s v26, v18, v14
uqadd.2s v22, v24, v25
uqadd.2s v23, v12, v21
uqadd.4h v31, v16, v23
uqadd.4h v19, v5, v31
uqadd.4h v5, v3, v10
uqadd.4h v8, v22, v27
uqadd.4s v15, v9, v23
uqadd.4s v30, v8, v5
uqadd.4s v2, v18, v23
uqadd.4s v22, v30, v26
uqadd.8b v23, v14, v11
uqadd.8b v30, v26, v21
uqadd.8b v1, v17, v19
uqadd.8b v29, v29, v9
uqadd.8h v14, v8, v28
uqadd.8h v13, v2, v12
uqadd.8h v7, v18, v23
uqadd.8h v10, v8, v7
uqrshl.16b v15, v8, v25
uqrshl.16b v26, v21, v18
uqrshl.16b v7, v26, v30
uqrshl.16b v0, v19, v20
uqrshl.2d v9, v5, v22
uqrshl.2d v17, v24, v21
uqrshl.2d v11, v27, v31
uqrshl.2d v29, v6, v27
uqrshl.2s v12, v0, v26
uqrshl.2s v8, v26, v29
uqrshl.2s v1, v17, v6
uqrshl.2s v24, v8, v1
uqrshl.4h v22, v14, v29
uqrshl.4h v4, v31, v27
uqrshl.4h v21, v3, v9
uqrshl.4h v1, v10, v4
uqrshl.4s v16, v19, v7
uqrshl.4s v11, v8, v22
uqrshl.4s v5, v1, v18
uqrshl.4s v1, v30, v18
uqrshl.8b v27, v25, v23
uqrshl.8b v7, v0, v26
uqrshl.8b v25, v13, v30
uqrshl.8b v26, v31, v18
uqrshl.8h v22, v20, v15
uqrshl.8h v16, v14, v8
uqrshl.8h v24, v19, v8
uqrshl.8h v14, v27, v22
uqrshrn.2s v10, v14, #19
uqrshrn.2s v8, v6, #1
uqrshrn.2s v3, v16, #24
uqrshrn.2s v0, v11, #12
uqrshrn2.4s v13, v7, #31
uqrshrn2.4s v2, v27, #1
uqrshrn2.4s v23, v14, #12
uqrshrn2.4s v0, v26, #1
uqrshrn.4h v29, v25, #1
uqrshrn.4h v15, v17, #14
uqrshrn.4h v30, v14, #16
uqrshrn.4h v5, v11, #13
uqrshrn2.8h v25, v31, #13
uqrshrn2.8h v29, v5, #9
uqrshrn2.8h v13, v31, #3
uqrshrn2.8h v17, v31, #16
uqrshrn.8b v5, v5, #2
uqrshrn.8b v31, v29, #3
uqrshrn.8b v4, v11, #2
uqrshrn.8b v0, v4, #8
uqrshrn2.16b v8, v2, #8
uqrshrn2.16b v31, v31, #8
uqrshrn2.16b v13, v2, #2
uqrshrn2.16b v1, v22, #2
uqshl.16b v10, v31, #7
uqshl.16b v3, v27, #5
uqshl.16b v16, v15, #1
uqshl.16b v9, v3, #1
uqshl.2d v26, v9, #45
uqshl.2d v1, v18, #25
uqshl.2d v14, v16, #42
uqshl.2d v4, v27, #59
uqshl.2s v19, v4, #21
uqshl.2s v22, v15, #15
uqshl.2s v26, v15, #19
uqshl.2s v12, v11, #26
uqshl.4h v17, v29, #6
uqshl.4h v11, v4, #15
uqshl.4h v0, v16, #0
uqshl.4h v10, v29, #1
uqshl.4s v7, v12, #24
uqshl.4s v10, v18, #31
uqshl.4s v15, v23, #20
uqshl.4s v29, v22, #12
uqshl.8b v25, v5, #1
uqshl.8b v31, v24, #1
uqshl.8b v26, v0, #7
uqshl.8b v18, v20, #3
uqshl.8h v30, v28, #0
uqshl.8h v11, v1, #0
uqshl.8h v11, v13, #11
uqshl.8h v20, v0, #3
uqshl.16b v16, v31, v9
uqshl.16b v27, v15, v22
uqshl.16b v19, v0, v6
uqshl.16b v2, v10, v7
uqshl.2d v23, v15, v14
uqshl.2d v5, v18, v18
uqshl.2d v27, v12, v0
uqshl.2d v18, v15, v29
uqshl.2s v5, v24, v0
uqshl.2s v9, v29, v14
uqshl.2s v8, v31, v17
uqshl.2s v7, v11, v30
uqshl.4h v25, v9, v3
uqshl.4h v20, v19, v21
uqshl.4h v7, v29, v2
uqshl.4h v7, v6, v6
uqshl.4s v9, v22, v21
uqshl.4s v15, v6, v4
uqshl.4s v27, v5, v22
uqshl.4s v14, v28, v15
uqshl.8b v31, v9, v6
uqshl.8b v16, v2, v19
uqshl.8b v25, v1, v30
uqshl.8b v16, v20, v11
uqshl.8h v12, v26, v20
uqshl.8h v2, v29, v11
uqshl.8h v10, v20, v3
uqshl.8h v11, v6, v4
uqshrn.2s v2, v21, #6
uqshrn.2s v11, v16, #13
uqshrn.2s v25, v9, #1
uqshrn.2s v20, v26, #8
uqshrn2.4s v5, v25, #15
uqshrn2.4s v29, v30, #2
uqshrn2.4s v21, v21, #1
uqshrn2.4s v14, v8, #7
uqshrn.4h v3, v3, #1
uqshrn.4h v13, v13, #2
uqshrn.4h v9, v18, #11
uqshrn.4h v18, v26, #4
uqshrn2.8h v0, v16, #8
uqshrn2.8h v18, v29, #14
uqshrn2.8h v29, v0, #14
uqshrn2.8h v15, v23, #4
uqshrn.8b v12, v23, #8
uqshrn.8b v23, v17, #2
uqshrn.8b v1, v24, #6
uqshrn.8b v18, v25, #1
uqshrn2.16b v19, v10, #5
uqshrn2.16b v19, v6, #5
uqshrn2.16b v28, v20, #8
uqshrn2.16b v11, v24, #8
uqsub.16b v19, v19, v1
uqsub.16b v2, v29, v8
uqsub.16b v21, v29, v8
uqsub.16b v23, v17, v2
uqsub.2d v3, v19, v12
uqsub.2d v13, v30, v16
uqsub.2d v2, v20, v24
uqsub.2d v27, v21, v3
uqsub.2s v9, v6, v9
uqsub.2s v24, v7, v31
uqsub.2s v29, v25, v22
uqsub.2s v2, v8, v5
uqsub.4h v19, v15, v30
uqsub.4h v22, v21, v25
uqsub.4h v27, v28, v26
uqsub.4h v20, v25, v30
uqsub.4s v10, v22, v4
uqsub.4s v19, v23, v15
uqsub.4s v24, v27, v29
uqsub.4s v23, v29, v23
uqsub.8b v1, v9, v10
uqsub.8b v10, v24, v23
uqsub.8b v11, v18, v14
uqsub.8b v9, v25, v16
uqsub.8h v29, v28, v7
uqsub.8h v28, v2, v7
uqsub.8h v3, v16, v5
uqsub.8h v30, v28, v19
uqxtn.2s v18, v2
uqxtn.2s v20, v9
uqxtn.2s v11, v30
uqxtn.2s v0, v14
uqxtn2.4s v21, v6
uqxtn2.4s v17, v6
uqxtn2.4s v17, v28
uqxtn2.4s v17, v5
uqxtn.4h v25, v29
uqxtn.4h v21, v4
uqxtn.4h v4, v14
uqxtn.4h v1, v11
uqxtn2.8h v4, v22
uqxtn2.8h v29, v29
uqxtn2.8h v26, v1
uqxtn2.8h v23, v2
uqxtn.8b v13, v9
uqxtn.8b v6, v27
uqxtn.8b v17, v29
uqxtn.8b v4, v14
uqxtn2.16b v1, v21
uqxtn2.16b v2, v11
uqxtn2.16b v14, v30
uqxtn2.16b v13, v15
urecpe.2s v19, v23
urecpe.2s v24, v28
urecpe.2s v7, v6
urecpe.2s v16, v18
urecpe.4s v19, v4
urecpe.4s v4, v11
urecpe.4s v27, v26
urecpe.4s v4, v27
urhadd.16b v27, v7, v18
urhadd.16b v26, v28, v14
urhadd.16b v7, v9, v20
urhadd.16b v17, v0, v26
urhadd.2s v15, v24, v29
urhadd.2s v8, v10, v0
urhadd.2s v24, v6, v17
urhadd.2s v16, v25, v17
urhadd.4h v19, v6, v6
urhadd.4h v30, v22, v5
urhadd.4h v22, v27, v20
urhadd.4h v18, v15, v16
urhadd.4s v1, v27, v30
urhadd.4s v6, v20, v24
urhadd.4s v3, v19, v23
urhadd.4s v17, v12, v22
urhadd.8b v19, v2, v23
urhadd.8b v31, v1, v31
urhadd.8b v7, v30, v16
urhadd.8b v14, v21, v6
urhadd.8h v28, v12, v28
urhadd.8h v26, v1, v7
urhadd.8h v7, v14, v31
urhadd.8h v6, v14, v25
urshl.16b v7, v10, v5
urshl.16b v7, v6, v21
urshl.16b v16, v1, v31
urshl.16b v4, v1, v23
urshl.2d v28, v5, v11
urshl.2d v13, v1, v24
urshl.2d v25, v28, v27
urshl.2d v13, v28, v12
urshl.2s v20, v20, v31
urshl.2s v14, v20, v17
urshl.2s v21, v24, v13
urshl.2s v31, v6, v15
urshl.4h v16, v26, v22
urshl.4h v16, v17, v31
urshl.4h v28, v18, v4
urshl.4h v20, v29, v3
urshl.4s v18, v18, v16
urshl.4s v1, v13, v7
urshl.4s v27, v12, v8
urshl.4s v13, v30, v17
urshl.8b v14, v17, v5
urshl.8b v10, v30, v12
urshl.8b v15, v20, v3
urshl.8b v2, v22, v24
urshl.8h v19, v10, v27
urshl.8h v20, v21, v24
urshl.8h v31, v22, v15
urshl.8h v24, v15, v7
urshr.16b v11, v6, #7
urshr.16b v2, v23, #1
urshr.16b v2, v10, #1
urshr.16b v13, v20, #2
urshr.2d v3, v24, #1
urshr.2d v18, v14, #6
urshr.2d v22, v12, #1
urshr.2d v11, v13, #1
urshr.2s v26, v5, #24
urshr.2s v20, v16, #18
urshr.2s v25, v25, #26
urshr.2s v27, v4, #17
urshr.4h v3, v21, #1
urshr.4h v4, v22, #5
urshr.4h v14, v19, #14
urshr.4h v1, v18, #1
urshr.4s v19, v12, #15
urshr.4s v31, v18, #1
urshr.4s v13, v11, #14
urshr.4s v16, v15, #1
urshr.8b v11, v3, #7
urshr.8b v15, v1, #5
urshr.8b v30, v16, #4
urshr.8b v11, v7, #8
urshr.8h v28, v16, #1
urshr.8h v11, v0, #10
urshr.8h v20, v31, #15
urshr.8h v2, v8, #1
ursqrte.2s v22, v7
ursqrte.2s v22, v26
ursqrte.2s v5, v5
ursqrte.2s v10, v31
ursqrte.4s v25, v19
ursqrte.4s v10, v22
ursqrte.4s v24, v0
ursqrte.4s v28, v11
ursra.16b v26, v17, #7
ursra.16b v21, v8, #7
ursra.16b v22, v3, #6
ursra.16b v23, v18, #1
ursra.2d v27, v26, #30
ursra.2d v25, v5, #18
ursra.2d v14, v11, #18
ursra.2d v10, v3, #5
ursra.2s v9, v8, #1
ursra.2s v20, v15, #28
ursra.2s v26, v19, #1
ursra.2s v19, v12, #13
ursra.4h v11, v4, #1
ursra.4h v2, v12, #12
ursra.4h v4, v11, #14
ursra.4h v26, v31, #12
ursra.4s v14, v3, #16
ursra.4s v29, v7, #32
ursra.4s v12, v16, #17
ursra.4s v11, v0, #8
ursra.8b v14, v18, #2
ursra.8b v9, v12, #1
ursra.8b v1, v16, #7
ursra.8b v29, v11, #6
ursra.8h v20, v10, #8
ursra.8h v19, v17, #16
ursra.8h v29, v4, #1
ursra.8h v13, v7, #6
ushll.2d v26, v20, #5
ushll.2d v16, v18, #26
ushll.2d v8, v22, #5
ushll.2d v0, v19, #23
ushll2.2d v20, v30, #0
ushll2.2d v3, v29, #28
ushll2.2d v18, v30, #15
ushll2.2d v20, v16, #0
ushll.4s v2, v13, #15
ushll.4s v17, v27, #0
ushll.4s v15, v27, #1
ushll.4s v12, v20, #7
ushll2.4s v22, v21, #0
ushll2.4s v20, v5, #0
ushll2.4s v28, v10, #4
ushll2.4s v12, v9, #3
ushll.8h v19, v23, #4
ushll.8h v10, v10, #7
ushll.8h v14, v17, #0
ushll.8h v3, v26, #4
ushll2.8h v30, v27, #7
ushll2.8h v15, v26, #7
ushll2.8h v25, v30, #4
ushll2.8h v16, v6, #6
ushl.16b v13, v13, v7
ushl.16b v5, v31, v18
ushl.16b v6, v0, v16
ushl.16b v11, v10, v31
ushl.2d v25, v5, v24
ushl.2d v28, v5, v2
ushl.2d v9, v5, v6
ushl.2d v0, v1, v28
ushl.2s v11, v26, v31
ushl.2s v1, v2, v13
ushl.2s v2, v31, v31
ushl.2s v27, v10, v31
ushl.4h v28, v17, v7
ushl.4h v6, v24, v24
ushl.4h v30, v13, v11
ushl.4h v0, v28, v13
ushl.4s v22, v26, v31
ushl.4s v7, v14, v7
ushl.4s v1, v6, v10
ushl.4s v22, v9, v21
ushl.8b v28, v14, v1
ushl.8b v30, v17, v29
ushl.8b v6, v18, v24
ushl.8b v23, v16, v18
ushl.8h v19, v3, v19
ushl.8h v8, v16, v1
ushl.8h v28, v10, v6
ushl.8h v21, v15, v9
ushr.16b v0, v25, #5
ushr.16b v12, v19, #8
ushr.16b v1, v17, #5
ushr.16b v20, v17, #5
ushr.2d v30, v21, #1
ushr.2d v18, v21, #29
ushr.2d v1, v26, #56
ushr.2d v0, v20, #20
ushr.2s v7, v24, #23
ushr.2s v10, v6, #1
ushr.2s v14, v13, #16
ushr.2s v7, v21, #23
ushr.4h v29, v21, #12
ushr.4h v13, v0, #14
ushr.4h v13, v6, #3
ushr.4h v24, v4, #1
ushr.4s v4, v7, #5
ushr.4s v17, v15, #21
ushr.4s v20, v8, #32
ushr.4s v7, v11, #1
ushr.8b v8, v4, #8
ushr.8b v6, v2, #4
ushr.8b v9, v22, #3
ushr.8b v7, v31, #3
ushr.8h v3, v20, #8
ushr.8h v18, v22, #9
ushr.8h v19, v2, #1
ushr.8h v18, v6, #9
usqadd.16b v23, v0
usqadd.16b v11, v21
usqadd.16b v14, v24
usqadd.16b v8, v24
usqadd.2d v15, v14
usqadd.2d v19, v12
usqadd.2d v17, v9
usqadd.2d v2, v27
usqadd.2s v13, v25
usqadd.2s v15, v11
usqadd.2s v3, v23
usqadd.2s v23, v14
usqadd.4h v12, v16
usqadd.4h v9, v6
usqadd.4h v16, v27
usqadd.4h v27, v24
usqadd.4s v3, v5
usqadd.4s v6, v4
usqadd.4s v0, v1
usqadd.4s v27, v15
usqadd.8b v9, v15
usqadd.8b v0, v30
usqadd.8b v6, v4
usqadd.8b v16, v2
usqadd.8h v14, v25
usqadd.8h v12, v5
usqadd.8h v26, v12
usqadd.8h v11, v28
usra.16b v2, v21, #1
usra.16b v24, v2, #1
usra.16b v31, v9, #3
usra.16b v22, v29, #3
usra.2d v25, v14, #1
usra.2d v18, v0, #57
usra.2d v8, v19, #24
usra.2d v30, v20, #58
usra.2s v31, v12, #3
usra.2s v27, v17, #19
usra.2s v7, v29, #1
usra.2s v15, v6, #1
usra.4h v5, v19, #1
usra.4h v25, v11, #16
usra.4h v27, v0, #1
usra.4h v29, v16, #6
usra.4s v31, v15, #14
usra.4s v8, v27, #25
usra.4s v30, v24, #16
usra.4s v19, v19, #2
usra.8b v4, v19, #7
usra.8b v31, v6, #4
usra.8b v26, v22, #8
usra.8b v23, v30, #2
usra.8h v24, v13, #16
usra.8h v1, v29, #1
usra.8h v8, v7, #14
usra.8h v8, v20, #1
usubl.2d v16, v10, v23
usubl.2d v6, v24, v7
usubl.2d v19, v8, v18
usubl.2d v21, v30, v30
usubl2.2d v5, v16, v21
usubl2.2d v2, v10, v23
usubl2.2d v26, v19, v7
usubl2.2d v20, v14, v23
usubl.4s v27, v4, v31
usubl.4s v7, v7, v2
usubl.4s v18, v15, v28
usubl.4s v14, v16, v13
usubl2.4s v4, v24, v22
usubl2.4s v28, v28, v27
usubl2.4s v4, v4, v14
usubl2.4s v0, v19, v17
usubl.8h v23, v29, v17
usubl.8h v18, v9, v23
usubl.8h v5, v7, v8
usubl.8h v27, v24, v17
usubl2.8h v16, v10, v30
usubl2.8h v30, v10, v6
usubl2.8h v23, v14, v16
usubl2.8h v9, v5, v4
usubw.2d v12, v15, v15
usubw.2d v23, v29, v5
usubw.2d v20, v12, v7
usubw.2d v14, v28, v5
usubw2.2d v6, v20, v22
usubw2.2d v29, v0, v17
usubw2.2d v11, v11, v17
usubw2.2d v25, v28, v12
usubw.4s v31, v1, v31
usubw.4s v30, v6, v30
usubw.4s v31, v13, v16
usubw.4s v24, v4, v31
usubw2.4s v2, v13, v29
usubw2.4s v3, v27, v25
usubw2.4s v17, v10, v14
usubw2.4s v27, v22, v0
usubw.8h v23, v30, v29
usubw.8h v3, v6, v25
usubw.8h v25, v1, v26
usubw.8h v8, v21, v1
usubw2.8h v10, v8, v18
usubw2.8h v22, v11, v3
usubw2.8h v18, v12, v3
usubw2.8h v20, v26, v19
uzp1.16b v10, v7, v2
uzp1.16b v5, v21, v17
uzp1.16b v7, v22, v17
uzp1.16b v30, v0, v1
uzp1.2d v7, v1, v21
uzp1.2d v8, v29, v22
uzp1.2d v28, v29, v11
uzp1.2d v12, v30, v22
uzp1.2s v28, v5, v31
uzp1.2s v18, v5, v14
uzp1.2s v23, v17, v18
uzp1.2s v6, v30, v22
uzp1.4h v30, v29, v16
uzp1.4h v13, v22, v9
uzp1.4h v6, v31, v26
uzp1.4h v3, v10, v16
uzp1.4s v9, v8, v21
uzp1.4s v3, v11, v2
uzp1.4s v16, v27, v12
uzp1.4s v28, v28, v4
uzp1.8b v10, v15, v24
uzp1.8b v23, v15, v7
uzp1.8b v16, v21, v27
uzp1.8b v22, v7, v1
uzp1.8h v5, v29, v12
uzp1.8h v25, v22, v11
uzp1.8h v11, v25, v12
uzp1.8h v19, v19, v29
uzp2.16b v16, v30, v21
uzp2.16b v0, v13, v2
uzp2.16b v2, v10, v14
uzp2.16b v29, v7, v27
uzp2.2d v29, v9, v8
uzp2.2d v4, v0, v23
uzp2.2d v9, v7, v22
uzp2.2d v21, v7, v27
uzp2.2s v30, v21, v16
uzp2.2s v10, v20, v27
uzp2.2s v6, v15, v0
uzp2.2s v0, v14, v26
uzp2.4h v24, v2, v18
uzp2.4h v12, v15, v9
uzp2.4h v26, v10, v7
uzp2.4h v31, v22, v13
uzp2.4s v15, v31, v29
uzp2.4s v16, v15, v23
uzp2.4s v25, v24, v28
uzp2.4s v5, v7, v8
uzp2.8b v18, v31, v11
uzp2.8b v31, v26, v14
uzp2.8b v9, v15, v9
uzp2.8b v15, v14, v16
uzp2.8h v26, v25, v26
uzp2.8h v25, v22, v24
uzp2.8h v29, v15, v1
uzp2.8h v29, v1, v22
xtn.2s v0, v30
xtn.2s v0, v29
xtn.2s v9, v6
xtn.2s v25, v3
xtn2.4s v18, v18
xtn2.4s v6, v26
xtn2.4s v4, v7
xtn2.4s v25, v22
xtn.4h v18, v21
xtn.4h v7, v26
xtn.4h v29, v1
xtn.4h v30, v22
xtn2.8h v17, v1
xtn2.8h v10, v9
xtn2.8h v16, v12
xtn.8b v28, v10
xtn.8b v20, v10
xtn.8b v12, v29
xtn.8b v23, v30
xtn2.16b v18, v14
xtn2.16b v1, v4
xtn2.16b v3, v28
xtn2.16b v9, v11
zip1.16b v23, v23, v18
zip1.16b v3, v4, v0
zip1.16b v4, v31, v24
zip1.16b v4, v23, v26
zip1.2d v18, v21, v15
zip1.2d v12, v13, v15
zip1.2d v28, v24, v5
zip1.2d v27, v2, v18
zip1.2s v19, v27, v9
zip1.2s v1, v9, v28
zip1.2s v1, v28, v26
zip1.2s v19, v23, v3
zip1.4h v6, v18, v0
zip1.4h v9, v10, v30
zip1.4h v24, v2, v12
zip1.4h v30, v18, v31
zip1.4s v19, v4, v28
zip1.4s v9, v1, v25
zip1.4s v20, v30, v6
zip1.4s v25, v21, v6
zip1.8b v31, v2, v0
zip1.8b v27, v15, v3
zip1.8b v18, v7, v22
zip1.8b v24, v2, v11
zip1.8h v18, v29, v4
zip1.8h v10, v14, v28
zip1.8h v23, v14, v4
zip1.8h v3, v20, v29
zip2.16b v2, v10, v15
zip2.16b v8, v7, v23
zip2.16b v4, v16, v25
zip2.16b v14, v31, v6
zip2.2d v27, v17, v9
zip2.2d v8, v5, v5
zip2.2d v7, v22, v29
zip2.2d v21, v2, v8
zip2.2s v16, v4, v19
zip2.2s v24, v21, v12
zip2.2s v6, v10, v26
zip2.2s v16, v30, v3
zip2.4h v9, v5, v27
zip2.4h v22, v13, v7
zip2.4h v29, v5, v27
zip2.4h v27, v19, v9
zip2.4s v27, v22, v11
zip2.4s v22, v1, v15
zip2.4s v12, v29, v31
zip2.4s v28, v7, v26
zip2.8b v26, v20, v7
zip2.8b v9, v0, v14
zip2.8b v12, v28, v25
zip2.8b v3, v26, v21
zip2.8h v29, v0, v2
zip2.8h v14, v11, v28
zip2.8h v1, v12, v7
zip2.8h v22, v24, v9
