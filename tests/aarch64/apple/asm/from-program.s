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
bic.2s v22, #43
bic.2s v11, #1
bic.2s v29, #189
bic.2s v12, #104, lsl #8
bic.4h v8, #213
bic.4h v24, #92
bic.4h v20, #0
bic.4h v21, #48
bic.4s v25, #163, lsl #16
bic.4s v12, #189
bic.4s v6, #97
bic.4s v23, #189
bic.8h v16, #181
bic.8h v4, #0
bic.8h v8, #0, lsl #8
bic.8h v5, #192
bic.16b v12, v15, v15
bic.16b v29, v4, v5
bic.16b v27, v20, v31
bic.16b v6, v26, v2
bic.8b v20, v25, v8
bic.8b v8, v12, v6
bic.8b v3, v5, v22
bic.8b v30, v14, v14
bif.16b v10, v13, v5
bif.16b v10, v7, v5
bif.16b v26, v1, v11
bif.16b v19, v26, v9
bif.8b v31, v19, v18
bif.8b v21, v11, v16
bif.8b v19, v10, v23
bif.8b v2, v30, v15
bit.16b v15, v19, v22
bit.16b v9, v9, v9
bit.16b v21, v23, v16
bit.16b v24, v7, v14
bit.8b v16, v19, v27
bit.8b v7, v7, v12
bit.8b v22, v5, v9
bit.8b v31, v9, v24
bsl.16b v28, v28, v14
bsl.16b v22, v17, v2
bsl.16b v21, v6, v28
bsl.16b v22, v21, v0
bsl.8b v26, v19, v29
bsl.8b v22, v3, v27
bsl.8b v24, v2, v8
bsl.8b v3, v20, v3
cls.16b v7, v8
cls.16b v7, v0
cls.16b v27, v21
cls.16b v11, v30
cls.2s v12, v11
cls.2s v13, v27
cls.2s v29, v14
cls.2s v2, v14
cls.4h v9, v30
cls.4h v5, v26
cls.4h v26, v11
cls.4h v15, v30
cls.4s v10, v16
cls.4s v30, v9
cls.4s v13, v26
cls.8b v9, v19
cls.8b v12, v19
cls.8b v26, v6
cls.8b v23, v7
cls.8h v10, v6
cls.8h v18, v28
cls.8h v14, v30
cls.8h v26, v5
clz.16b v30, v30
clz.16b v15, v17
clz.16b v14, v5
clz.16b v15, v22
clz.2s v9, v20
clz.2s v4, v24
clz.2s v30, v16
clz.2s v18, v26
clz.4h v9, v31
clz.4h v25, v11
clz.4h v14, v30
clz.4h v16, v28
clz.4s v30, v23
clz.4s v19, v20
clz.4s v8, v18
clz.4s v21, v25
clz.8b v1, v29
clz.8b v20, v31
clz.8b v26, v12
clz.8b v8, v10
clz.8h v9, v10
clz.8h v22, v1
clz.8h v12, v25
clz.8h v17, v21
cmeq.16b v20, v17, v22
cmeq.16b v25, v12, v17
cmeq.16b v16, v15, v10
cmeq.16b v18, v23, v0
cmeq.2d v12, v18, v6
cmeq.2d v10, v9, v14
cmeq.2d v10, v9, v24
cmeq.2d v20, v1, v27
cmeq.2s v14, v28, v22
cmeq.2s v22, v19, v25
cmeq.2s v17, v9, v23
cmeq.2s v14, v30, v24
cmeq.4h v19, v18, v28
cmeq.4h v5, v8, v27
cmeq.4h v7, v9, v28
cmeq.4h v26, v23, v30
cmeq.4s v22, v23, v14
cmeq.4s v8, v10, v10
cmeq.4s v12, v26, v30
cmeq.4s v4, v25, v3
cmeq.8b v22, v8, v31
cmeq.8b v8, v1, v8
cmeq.8b v7, v29, v1
cmeq.8b v31, v16, v19
cmeq.8h v29, v7, v14
cmeq.8h v31, v29, v21
cmeq.8h v8, v2, v9
cmeq.8h v20, v25, v1
cmeq.16b v17, v18, #0
cmeq.16b v10, v22, #0
cmeq.16b v21, v21, #0
cmeq.16b v17, v15, #0
cmeq.2d v23, v16, #0
cmeq.2d v1, v12, #0
cmeq.2d v8, v18, #0
cmeq.2d v0, v12, #0
cmeq.2s v4, v5, #0
cmeq.2s v7, v2, #0
cmeq.2s v2, v15, #0
cmeq.2s v25, v19, #0
cmeq.4h v15, v4, #0
cmeq.4h v6, v29, #0
cmeq.4h v19, v3, #0
cmeq.4h v28, v15, #0
cmeq.4s v11, v26, #0
cmeq.4s v10, v21, #0
cmeq.4s v4, v23, #0
cmeq.4s v23, v11, #0
cmeq.8b v17, v3, #0
cmeq.8b v13, v21, #0
cmeq.8b v7, v20, #0
cmeq.8b v0, v15, #0
cmeq.8h v25, v30, #0
cmeq.8h v29, v26, #0
cmeq.8h v6, v4, #0
cmeq.8h v1, v12, #0
cmge.16b v16, v24, v31
cmge.16b v26, v10, v16
cmge.16b v31, v28, v21
cmge.16b v29, v17, v10
cmge.2d v25, v7, v17
cmge.2d v14, v15, v13
cmge.2d v0, v4, v3
cmge.2d v7, v1, v8
cmge.2s v24, v3, v2
cmge.2s v29, v16, v19
cmge.2s v26, v11, v30
cmge.2s v2, v0, v1
cmge.4h v4, v31, v15
cmge.4h v6, v25, v20
cmge.4h v17, v7, v22
cmge.4h v9, v2, v8
cmge.4s v2, v28, v25
cmge.4s v26, v16, v4
cmge.4s v14, v1, v31
cmge.4s v5, v15, v5
cmge.8b v14, v4, v13
cmge.8b v2, v28, v4
cmge.8b v6, v11, v26
cmge.8b v17, v1, v22
cmge.8h v31, v12, v21
cmge.8h v12, v14, v23
cmge.8h v13, v1, v28
cmge.8h v8, v9, v19
cmge.16b v29, v30, #0
cmge.16b v20, v18, #0
cmge.16b v15, v6, #0
cmge.16b v17, v15, #0
cmge.2d v9, v2, #0
cmge.2d v29, v21, #0
cmge.2d v2, v21, #0
cmge.2d v31, v28, #0
cmge.2s v6, v26, #0
cmge.2s v27, v31, #0
cmge.2s v2, v22, #0
cmge.2s v9, v22, #0
cmge.4h v17, v0, #0
cmge.4h v20, v6, #0
cmge.4h v21, v3, #0
cmge.4h v31, v26, #0
cmge.4s v8, v1, #0
cmge.4s v22, v24, #0
cmge.4s v6, v20, #0
cmge.4s v11, v28, #0
cmge.8b v31, v16, #0
cmge.8b v31, v6, #0
cmge.8b v10, v8, #0
cmge.8b v12, v16, #0
cmge.8h v11, v29, #0
cmge.8h v5, v2, #0
cmge.8h v20, v14, #0
cmge.8h v2, v15, #0
cmgt.16b v5, v0, v14
cmgt.16b v3, v11, v3
cmgt.16b v2, v16, v5
cmgt.16b v3, v1, v25
cmgt.2d v7, v28, v13
cmgt.2d v15, v1, v16
cmgt.2d v22, v11, v23
cmgt.2d v19, v28, v0
cmgt.2s v21, v6, v22
cmgt.2s v0, v21, v9
cmgt.2s v30, v13, v20
cmgt.2s v23, v15, v11
cmgt.4h v11, v4, v1
cmgt.4h v6, v20, v12
cmgt.4h v17, v5, v27
cmgt.4h v13, v13, v5
cmgt.4s v8, v0, v5
cmgt.4s v11, v24, v20
cmgt.4s v31, v28, v3
cmgt.4s v2, v28, v23
cmgt.8b v17, v1, v11
cmgt.8b v18, v12, v23
cmgt.8b v27, v17, v12
cmgt.8b v13, v19, v0
cmgt.8h v9, v12, v8
cmgt.8h v5, v27, v28
cmgt.8h v21, v0, v1
cmgt.8h v21, v14, v25
cmgt.16b v23, v16, #0
cmgt.16b v4, v29, #0
cmgt.16b v26, v8, #0
cmgt.16b v26, v11, #0
cmgt.2d v16, v25, #0
cmgt.2d v19, v16, #0
cmgt.2d v7, v17, #0
cmgt.2d v8, v7, #0
cmgt.2s v25, v8, #0
cmgt.2s v19, v23, #0
cmgt.2s v14, v23, #0
cmgt.2s v15, v12, #0
cmgt.4h v2, v15, #0
cmgt.4h v6, v5, #0
cmgt.4h v25, v26, #0
cmgt.4h v7, v11, #0
cmgt.4s v28, v24, #0
cmgt.4s v2, v2, #0
cmgt.4s v26, v31, #0
cmgt.4s v9, v18, #0
cmgt.8b v6, v4, #0
cmgt.8b v13, v4, #0
cmgt.8b v3, v1, #0
cmgt.8b v20, v5, #0
cmgt.8h v9, v0, #0
cmgt.8h v8, v3, #0
cmgt.8h v20, v13, #0
cmgt.8h v14, v25, #0
cmhi.16b v15, v8, v31
cmhi.16b v15, v20, v10
cmhi.16b v23, v30, v26
cmhi.16b v22, v20, v10
cmhi.2d v12, v24, v18
cmhi.2d v5, v8, v15
cmhi.2d v25, v1, v0
cmhi.2d v21, v9, v13
cmhi.2s v30, v16, v27
cmhi.2s v0, v16, v12
cmhi.2s v28, v18, v7
cmhi.2s v6, v7, v21
cmhi.4h v20, v30, v0
cmhi.4h v24, v18, v17
cmhi.4h v13, v28, v11
cmhi.4h v15, v31, v18
cmhi.4s v24, v17, v19
cmhi.4s v10, v10, v20
cmhi.4s v9, v16, v21
cmhi.4s v25, v27, v12
cmhi.8b v28, v13, v11
cmhi.8b v3, v12, v29
cmhi.8b v3, v1, v7
cmhi.8b v1, v2, v14
cmhi.8h v28, v7, v1
cmhi.8h v3, v4, v3
cmhi.8h v16, v12, v21
cmhi.8h v9, v5, v0
cmhs.16b v26, v11, v19
cmhs.16b v20, v23, v21
cmhs.16b v7, v4, v4
cmhs.16b v28, v4, v5
cmhs.2d v20, v4, v29
cmhs.2d v20, v18, v30
cmhs.2d v4, v27, v10
cmhs.2d v19, v12, v18
cmhs.2s v4, v4, v7
cmhs.2s v21, v17, v1
cmhs.2s v26, v22, v31
cmhs.2s v10, v3, v21
cmhs.4h v28, v0, v29
cmhs.4h v9, v19, v19
cmhs.4h v30, v17, v6
cmhs.4h v31, v0, v28
cmhs.4s v14, v20, v5
cmhs.4s v9, v11, v7
cmhs.4s v23, v9, v0
cmhs.4s v9, v14, v19
cmhs.8b v17, v27, v13
cmhs.8b v11, v28, v19
cmhs.8b v23, v29, v25
cmhs.8b v7, v14, v14
cmhs.8h v19, v4, v29
cmhs.8h v6, v17, v10
cmhs.8h v30, v30, v19
cmhs.8h v26, v3, v30
cmle.16b v12, v16, #0
cmle.16b v21, v28, #0
cmle.16b v9, v29, #0
cmle.16b v1, v2, #0
cmle.2d v17, v26, #0
cmle.2d v0, v28, #0
cmle.2d v8, v1, #0
cmle.2d v28, v8, #0
cmle.2s v16, v29, #0
cmle.2s v29, v22, #0
cmle.2s v21, v16, #0
cmle.2s v17, v22, #0
cmle.4h v16, v5, #0
cmle.4h v19, v8, #0
cmle.4h v10, v22, #0
cmle.4h v16, v10, #0
cmle.4s v3, v8, #0
cmle.4s v5, v6, #0
cmle.4s v5, v10, #0
cmle.4s v1, v4, #0
cmle.8b v25, v3, #0
cmle.8b v27, v24, #0
cmle.8b v20, v27, #0
cmle.8b v23, v18, #0
cmle.8h v27, v29, #0
cmle.8h v7, v2, #0
cmle.8h v25, v27, #0
cmle.8h v30, v24, #0
cmlt.16b v17, v10, #0
cmlt.16b v29, v20, #0
cmlt.16b v0, v27, #0
cmlt.16b v21, v23, #0
cmlt.2d v2, v27, #0
cmlt.2d v17, v6, #0
cmlt.2d v26, v12, #0
cmlt.2d v6, v22, #0
cmlt.2s v6, v12, #0
cmlt.2s v16, v3, #0
cmlt.2s v16, v19, #0
cmlt.2s v26, v10, #0
cmlt.4h v6, v7, #0
cmlt.4h v19, v2, #0
cmlt.4h v28, v17, #0
cmlt.4h v25, v13, #0
cmlt.4s v20, v10, #0
cmlt.4s v30, v28, #0
cmlt.4s v4, v5, #0
cmlt.4s v12, v2, #0
cmlt.8b v7, v21, #0
cmlt.8b v9, v22, #0
cmlt.8b v12, v5, #0
cmlt.8b v2, v20, #0
cmlt.8h v10, v27, #0
cmlt.8h v9, v0, #0
cmlt.8h v9, v9, #0
cmlt.8h v4, v14, #0
cmtst.16b v23, v28, v6
cmtst.16b v27, v31, v24
cmtst.16b v22, v2, v7
cmtst.16b v18, v11, v29
cmtst.2d v30, v6, v7
cmtst.2d v17, v10, v3
cmtst.2d v25, v1, v14
cmtst.2d v26, v9, v0
cmtst.2s v15, v28, v6
cmtst.2s v16, v0, v28
cmtst.2s v27, v19, v1
cmtst.2s v15, v19, v4
cmtst.4h v2, v6, v4
cmtst.4h v28, v16, v19
cmtst.4h v25, v10, v30
cmtst.4h v25, v3, v30
cmtst.4s v7, v15, v20
cmtst.4s v21, v26, v18
cmtst.4s v14, v25, v26
cmtst.4s v22, v20, v12
cmtst.8b v0, v26, v27
cmtst.8b v11, v18, v8
cmtst.8b v4, v31, v11
cmtst.8b v27, v11, v8
cmtst.8h v5, v17, v24
cmtst.8h v18, v7, v22
cmtst.8h v0, v17, v26
cmtst.8h v2, v15, v16
cnt.16b v26, v23
cnt.16b v17, v27
cnt.16b v9, v21
cnt.16b v11, v0
cnt.8b v8, v27
cnt.8b v12, v15
cnt.8b v30, v9
cnt.8b v24, v6
mov b15, v18[3]
mov b21, v30[0]
mov b2, v11[0]
mov b26, v21[12]
mov d15, v13[0]
mov d30, v26[0]
mov d26, v0[0]
mov d1, v13[0]
mov h13, v29[4]
mov h13, v17[7]
mov h8, v14[5]
mov h24, v23[2]
mov s6, v8[0]
mov s20, v14[3]
mov s16, v15[2]
mov s16, v29[0]
dup.16b v6, w5
dup.16b v17, w30
dup.16b v1, w2
dup.16b v16, w21
dup.16b v30, v4[14]
dup.16b v30, v16[7]
dup.16b v18, v24[4]
dup.16b v13, v13[15]
dup.2d v9, x2
dup.2d v11, x9
dup.2d v18, x11
dup.2d v11, x14
dup.2d v23, v5[1]
dup.2d v1, v3[1]
dup.2d v4, v9[1]
dup.2d v22, v6[0]
dup.2s v28, w6
dup.2s v14, w17
dup.2s v25, w14
dup.2s v16, w24
dup.2s v28, v10[3]
dup.2s v19, v25[1]
dup.2s v1, v8[0]
dup.2s v20, v6[2]
dup.4h v0, w6
dup.4h v23, w12
dup.4h v27, w14
dup.4h v18, w4
dup.4h v6, v11[5]
dup.4h v23, v29[0]
dup.4h v19, v24[7]
dup.4h v7, v31[6]
dup.4s v8, wzr
dup.4s v22, w16
dup.4s v1, w5
dup.4s v0, w14
dup.4s v24, v5[1]
dup.4s v18, v9[2]
dup.4s v25, v5[2]
dup.4s v23, v17[0]
dup.8b v29, w25
dup.8b v17, w10
dup.8b v20, w18
dup.8b v30, w12
dup.8b v29, v5[10]
dup.8b v9, v6[0]
dup.8b v15, v11[1]
dup.8b v3, v25[4]
dup.8h v5, w13
dup.8h v12, w0
dup.8h v30, w2
dup.8h v10, w22
dup.8h v25, v7[1]
dup.8h v6, v9[1]
dup.8h v21, v29[4]
dup.8h v10, v8[6]
eor.16b v25, v18, v1
eor.16b v8, v11, v24
eor.16b v21, v15, v20
eor.16b v20, v13, v16
eor.8b v24, v17, v29
eor.8b v27, v13, v7
eor.8b v18, v16, v28
eor.8b v4, v7, v0
ext.16b v2, v11, v28, #14
ext.16b v25, v18, v18, #0
ext.16b v4, v14, v25, #3
ext.16b v18, v1, v24, #0
ext.8b v7, v2, v14, #3
ext.8b v27, v19, v4, #4
ext.8b v30, v12, v28, #4
ext.8b v6, v8, v16, #7
fabd.2d v24, v30, v13
fabd.2d v30, v5, v17
fabd.2d v12, v17, v0
fabd.2d v21, v25, v7
fabd.2s v28, v17, v2
fabd.2s v2, v1, v28
fabd.2s v9, v22, v23
fabd.2s v5, v4, v23
fabd.4s v28, v7, v24
fabd.4s v17, v2, v30
fabd.4s v0, v3, v17
fabd.4s v27, v15, v25
fabs.2d v5, v16
fabs.2d v27, v25
fabs.2d v29, v0
fabs.2d v1, v4
fabs.2s v26, v10
fabs.2s v26, v14
fabs.2s v6, v29
fabs.2s v4, v6
fabs.4s v30, v9
fabs.4s v6, v3
fabs.4s v13, v12
fabs.4s v5, v26
facge.2d v24, v9, v24
facge.2d v4, v9, v3
facge.2d v6, v4, v6
facge.2d v8, v12, v12
facge.2s v14, v24, v1
facge.2s v2, v23, v28
facge.2s v25, v23, v10
facge.2s v5, v14, v18
facge.4s v6, v12, v15
facge.4s v8, v8, v9
facge.4s v3, v23, v19
facge.4s v6, v10, v23
facgt.2d v0, v2, v3
facgt.2d v25, v4, v3
facgt.2d v29, v22, v16
facgt.2d v13, v12, v14
facgt.2s v20, v3, v3
facgt.2s v22, v9, v16
facgt.2s v8, v25, v19
facgt.2s v21, v8, v4
facgt.4s v27, v3, v0
facgt.4s v4, v23, v17
facgt.4s v23, v21, v22
facgt.4s v18, v17, v11
faddp.2d d16, v16
faddp.2d d21, v27
faddp.2d d10, v18
faddp.2d d1, v13
faddp.2s s27, v16
faddp.2s s5, v19
faddp.2s s11, v20
faddp.2s s6, v20
faddp.2d v28, v7, v20
faddp.2d v8, v23, v23
faddp.2d v20, v29, v30
faddp.2d v25, v7, v12
faddp.2s v21, v5, v30
faddp.2s v2, v8, v31
faddp.2s v30, v27, v15
faddp.2s v23, v1, v16
faddp.4s v13, v18, v8
faddp.4s v21, v17, v14
faddp.4s v24, v21, v25
faddp.4s v11, v4, v20
fadd.2d v10, v21, v11
fadd.2d v9, v22, v11
fadd.2d v17, v27, v22
fadd.2d v18, v25, v29
fadd.2s v18, v26, v18
fadd.2s v20, v3, v7
fadd.2s v25, v2, v18
fadd.2s v14, v10, v20
fadd.4s v6, v4, v24
fadd.4s v15, v2, v27
fadd.4s v6, v15, v20
fadd.4s v10, v8, v16
fcmeq.2d v9, v2, v1
fcmeq.2d v21, v12, v23
fcmeq.2d v16, v6, v5
fcmeq.2d v29, v24, v2
fcmeq.2s v7, v14, v3
fcmeq.2s v7, v17, v10
fcmeq.2s v26, v2, v31
fcmeq.2s v19, v14, v3
fcmeq.4s v14, v22, v25
fcmeq.4s v27, v2, v8
fcmeq.4s v15, v13, v22
fcmeq.4s v8, v31, v9
fcmeq.2d v26, v6, #0.0
fcmeq.2d v21, v23, #0.0
fcmeq.2d v11, v30, #0.0
fcmeq.2d v19, v20, #0.0
fcmeq.2s v11, v12, #0.0
fcmeq.2s v12, v14, #0.0
fcmeq.2s v7, v30, #0.0
fcmeq.2s v1, v20, #0.0
fcmeq.4s v17, v0, #0.0
fcmeq.4s v24, v21, #0.0
fcmeq.4s v20, v27, #0.0
fcmeq.4s v29, v21, #0.0
fcmge.2d v1, v19, v31
fcmge.2d v14, v19, v27
fcmge.2d v15, v2, v15
fcmge.2d v15, v24, v23
fcmge.2s v27, v19, v31
fcmge.2s v29, v18, v2
fcmge.2s v18, v31, v3
fcmge.2s v15, v8, v9
fcmge.4s v26, v16, v17
fcmge.4s v31, v3, v13
fcmge.4s v24, v31, v31
fcmge.4s v10, v11, v7
fcmge.2d v29, v29, #0.0
fcmge.2d v5, v30, #0.0
fcmge.2d v10, v31, #0.0
fcmge.2d v15, v16, #0.0
fcmge.2s v4, v1, #0.0
fcmge.2s v14, v4, #0.0
fcmge.2s v23, v28, #0.0
fcmge.2s v28, v31, #0.0
fcmge.4s v6, v11, #0.0
fcmge.4s v7, v21, #0.0
fcmge.4s v19, v13, #0.0
fcmge.4s v31, v2, #0.0
fcmgt.2d v28, v9, v0
fcmgt.2d v12, v27, v31
fcmgt.2d v9, v15, v15
fcmgt.2d v4, v20, v10
fcmgt.2s v2, v15, v7
fcmgt.2s v6, v24, v19
fcmgt.2s v12, v27, v19
fcmgt.2s v25, v30, v8
fcmgt.4s v5, v7, v21
fcmgt.4s v23, v15, v17
fcmgt.4s v7, v22, v10
fcmgt.4s v0, v12, v21
fcmgt.2d v16, v9, #0.0
fcmgt.2d v8, v0, #0.0
fcmgt.2d v29, v6, #0.0
fcmgt.2d v30, v23, #0.0
fcmgt.2s v4, v0, #0.0
fcmgt.2s v1, v14, #0.0
fcmgt.2s v15, v0, #0.0
fcmgt.2s v1, v6, #0.0
fcmgt.4s v12, v30, #0.0
fcmgt.4s v31, v11, #0.0
fcmgt.4s v21, v24, #0.0
fcmgt.4s v25, v26, #0.0
fcmle.2d v12, v21, #0.0
fcmle.2d v25, v20, #0.0
fcmle.2d v31, v20, #0.0
fcmle.2d v8, v30, #0.0
fcmle.2s v2, v13, #0.0
fcmle.2s v8, v4, #0.0
fcmle.2s v10, v17, #0.0
fcmle.2s v28, v13, #0.0
fcmle.4s v19, v10, #0.0
fcmle.4s v13, v20, #0.0
fcmle.4s v21, v8, #0.0
fcmle.4s v9, v12, #0.0
fcmlt.2d v11, v11, #0.0
fcmlt.2d v27, v9, #0.0
fcmlt.2d v2, v20, #0.0
fcmlt.2d v1, v31, #0.0
fcmlt.2s v4, v30, #0.0
fcmlt.2s v12, v26, #0.0
fcmlt.2s v30, v30, #0.0
fcmlt.2s v29, v13, #0.0
fcmlt.4s v28, v18, #0.0
fcmlt.4s v3, v27, #0.0
fcmlt.4s v28, v19, #0.0
fcmlt.4s v23, v3, #0.0
fcvtas.2d v4, v5
fcvtas.2d v27, v10
fcvtas.2d v30, v9
fcvtas.2d v30, v25
fcvtas.2s v7, v30
fcvtas.2s v25, v7
fcvtas.2s v9, v20
fcvtas.2s v29, v17
fcvtas.4s v22, v7
fcvtas.4s v16, v18
fcvtas.4s v29, v12
fcvtas.4s v12, v13
fcvtau.2d v0, v17
fcvtau.2d v10, v25
fcvtau.2d v0, v27
fcvtau.2d v14, v6
fcvtau.2s v28, v11
fcvtau.2s v10, v27
fcvtau.2s v14, v23
fcvtau.2s v1, v25
fcvtau.4s v6, v9
fcvtau.4s v16, v26
fcvtau.4s v23, v0
fcvtau.4s v5, v7
fcvtms.2d v26, v26
fcvtms.2d v16, v18
fcvtms.2d v10, v7
fcvtms.2d v6, v17
fcvtms.2s v22, v30
fcvtms.2s v23, v8
fcvtms.2s v26, v11
fcvtms.2s v0, v22
fcvtms.4s v16, v30
fcvtms.4s v9, v22
fcvtms.4s v22, v4
fcvtms.4s v4, v8
fcvtmu.2d v13, v18
fcvtmu.2d v21, v25
fcvtmu.2d v25, v18
fcvtmu.2d v9, v12
fcvtmu.2s v18, v27
fcvtmu.2s v28, v12
fcvtmu.2s v8, v7
fcvtmu.2s v27, v8
fcvtmu.4s v13, v6
fcvtmu.4s v15, v1
fcvtmu.4s v13, v30
fcvtmu.4s v23, v18
fcvtns.2d v19, v3
fcvtns.2d v0, v27
fcvtns.2d v31, v24
fcvtns.2d v17, v5
fcvtns.2s v8, v25
fcvtns.2s v28, v16
fcvtns.2s v27, v24
fcvtns.2s v11, v9
fcvtns.4s v0, v5
fcvtns.4s v24, v4
fcvtns.4s v13, v11
fcvtns.4s v14, v1
fcvtnu.2d v20, v10
fcvtnu.2d v6, v21
fcvtnu.2d v25, v2
fcvtnu.2d v24, v4
fcvtnu.2s v12, v22
fcvtnu.2s v6, v24
fcvtnu.2s v22, v17
fcvtnu.2s v10, v8
fcvtnu.4s v0, v6
fcvtnu.4s v2, v7
fcvtnu.4s v4, v17
fcvtnu.4s v7, v0
fcvtps.2d v21, v21
fcvtps.2d v28, v28
fcvtps.2d v7, v12
fcvtps.2d v30, v1
fcvtps.2s v17, v6
fcvtps.2s v16, v3
fcvtps.2s v27, v18
fcvtps.2s v2, v2
fcvtps.4s v8, v3
fcvtps.4s v2, v20
fcvtps.4s v12, v8
fcvtps.4s v27, v23
fcvtpu.2d v27, v24
fcvtpu.2d v25, v14
fcvtpu.2d v2, v10
fcvtpu.2d v20, v30
fcvtpu.2s v12, v15
fcvtpu.2s v17, v15
fcvtpu.2s v31, v17
fcvtpu.2s v10, v25
fcvtpu.4s v8, v23
fcvtpu.4s v26, v10
fcvtpu.4s v15, v20
fcvtpu.4s v12, v2
fcvtzs.2d v22, v7, #40
fcvtzs.2d v25, v20, #18
fcvtzs.2d v24, v18, #1
fcvtzs.2d v0, v2, #48
fcvtzs.2s v19, v29, #1
fcvtzs.2s v24, v26, #6
fcvtzs.2s v9, v26, #18
fcvtzs.2s v7, v31, #17
fcvtzs.4s v10, v24, #19
fcvtzs.4s v22, v3, #10
fcvtzs.4s v29, v8, #8
fcvtzs.4s v6, v29, #1
fcvtzs.2d v22, v30
fcvtzs.2d v29, v26
fcvtzs.2d v4, v25
fcvtzs.2d v1, v11
fcvtzs.2s v15, v27
fcvtzs.2s v11, v26
fcvtzs.2s v19, v10
fcvtzs.2s v6, v3
fcvtzs.4s v22, v30
fcvtzs.4s v27, v14
fcvtzs.4s v21, v2
fcvtzs.4s v29, v25
fcvtzu.2d v17, v17, #57
fcvtzu.2d v2, v1, #4
fcvtzu.2d v14, v16, #1
fcvtzu.2d v31, v19, #1
fcvtzu.2s v30, v26, #1
fcvtzu.2s v16, v14, #22
fcvtzu.2s v16, v27, #27
fcvtzu.2s v28, v2, #12
fcvtzu.4s v1, v11, #21
fcvtzu.4s v25, v15, #3
fcvtzu.4s v21, v19, #1
fcvtzu.4s v25, v8, #26
fcvtzu.2d v7, v21
fcvtzu.2d v12, v0
fcvtzu.2d v30, v6
fcvtzu.2d v24, v18
fcvtzu.2s v18, v11
fcvtzu.2s v10, v9
fcvtzu.2s v13, v27
fcvtzu.2s v14, v26
fcvtzu.4s v15, v20
fcvtzu.4s v12, v12
fcvtzu.4s v15, v14
fcvtzu.4s v31, v10
fdiv.2d v30, v31, v8
fdiv.2d v1, v8, v28
fdiv.2d v21, v22, v11
fdiv.2d v27, v10, v19
fdiv.2s v8, v29, v20
fdiv.2s v1, v10, v25
fdiv.2s v4, v23, v23
fdiv.2s v28, v2, v19
fdiv.4s v26, v8, v8
fdiv.4s v16, v8, v0
fdiv.4s v21, v15, v9
fdiv.4s v16, v24, v27
fmaxnmp.2d d18, v27
fmaxnmp.2d d9, v25
fmaxnmp.2d d3, v13
fmaxnmp.2d d2, v19
fmaxnmp.2s s13, v29
fmaxnmp.2s s31, v11
fmaxnmp.2s s3, v15
fmaxnmp.2s s13, v9
fmaxnmp.2d v30, v7, v13
fmaxnmp.2d v28, v1, v13
fmaxnmp.2d v4, v29, v24
fmaxnmp.2d v8, v8, v8
fmaxnmp.2s v14, v14, v5
fmaxnmp.2s v1, v11, v21
fmaxnmp.2s v23, v1, v25
fmaxnmp.2s v0, v30, v27
fmaxnmp.4s v4, v0, v22
fmaxnmp.4s v26, v19, v4
fmaxnmp.4s v10, v21, v7
fmaxnmp.4s v2, v30, v7
fmaxnmv.4s s5, v16
fmaxnmv.4s s12, v15
fmaxnmv.4s s24, v25
fmaxnmv.4s s1, v25
fmaxnm.2d v20, v4, v6
fmaxnm.2d v21, v20, v0
fmaxnm.2d v21, v22, v26
fmaxnm.2d v26, v11, v20
fmaxnm.2s v8, v17, v20
fmaxnm.2s v23, v3, v11
fmaxnm.2s v23, v27, v26
fmaxnm.2s v26, v24, v3
fmaxnm.4s v13, v8, v3
fmaxnm.4s v13, v31, v1
fmaxnm.4s v4, v19, v15
fmaxnm.4s v31, v31, v22
fmaxp.2d d5, v29
fmaxp.2d d4, v19
fmaxp.2d d25, v6
fmaxp.2d d14, v12
fmaxp.2s s23, v8
fmaxp.2s s13, v7
fmaxp.2s s31, v28
fmaxp.2s s17, v24
fmaxp.2d v7, v8, v29
fmaxp.2d v23, v26, v10
fmaxp.2d v26, v25, v31
fmaxp.2d v11, v27, v22
fmaxp.2s v1, v18, v27
fmaxp.2s v6, v3, v13
fmaxp.2s v14, v29, v10
fmaxp.2s v11, v7, v27
fmaxp.4s v12, v9, v11
fmaxp.4s v2, v6, v0
fmaxp.4s v12, v18, v15
fmaxp.4s v10, v8, v27
fmaxv.4s s17, v19
fmaxv.4s s15, v11
fmaxv.4s s15, v28
fmaxv.4s s7, v7
fmax.2d v20, v15, v3
fmax.2d v14, v23, v15
fmax.2d v20, v10, v13
fmax.2d v27, v13, v6
fmax.2s v19, v8, v0
fmax.2s v7, v10, v22
fmax.2s v13, v22, v5
fmax.2s v2, v3, v19
fmax.4s v8, v20, v11
fmax.4s v15, v2, v29
fmax.4s v28, v16, v11
fmax.4s v11, v28, v2
fminnmp.2d d6, v19
fminnmp.2d d19, v1
fminnmp.2d d6, v3
fminnmp.2d d13, v15
fminnmp.2s s7, v3
fminnmp.2s s14, v21
fminnmp.2s s26, v4
fminnmp.2s s9, v26
fminnmp.2d v22, v13, v8
fminnmp.2d v14, v2, v9
fminnmp.2d v11, v11, v14
fminnmp.2d v30, v13, v11
fminnmp.2s v4, v9, v18
fminnmp.2s v18, v12, v7
fminnmp.2s v22, v13, v19
fminnmp.2s v10, v20, v9
fminnmp.4s v22, v17, v18
fminnmp.4s v5, v10, v3
fminnmp.4s v19, v9, v6
fminnmp.4s v3, v15, v0
fminnmv.4s s28, v18
fminnmv.4s s14, v0
fminnmv.4s s12, v11
fminnmv.4s s17, v18
fminnm.2d v7, v26, v31
fminnm.2d v13, v28, v13
fminnm.2d v26, v2, v7
fminnm.2d v3, v31, v9
fminnm.2s v29, v0, v18
fminnm.2s v29, v4, v7
fminnm.2s v2, v11, v26
fminnm.2s v12, v22, v28
fminnm.4s v17, v18, v11
fminnm.4s v12, v29, v29
fminnm.4s v20, v19, v21
fminnm.4s v22, v12, v20
fminp.2d d6, v12
fminp.2d d19, v26
fminp.2d d1, v27
fminp.2d d3, v28
fminp.2s s30, v17
fminp.2s s24, v18
fminp.2s s14, v27
fminp.2s s29, v23
fminp.2d v3, v15, v30
fminp.2d v14, v8, v10
fminp.2d v9, v0, v21
fminp.2d v31, v13, v12
fminp.2s v2, v28, v13
fminp.2s v8, v23, v2
fminp.2s v14, v30, v2
fminp.2s v5, v19, v1
fminp.4s v13, v28, v20
fminp.4s v11, v11, v6
fminp.4s v5, v17, v24
fminp.4s v3, v24, v20
fminv.4s s17, v5
fminv.4s s10, v23
fminv.4s s21, v13
fminv.4s s2, v6
fmin.2d v22, v26, v4
fmin.2d v19, v1, v16
fmin.2d v30, v20, v31
fmin.2d v9, v8, v10
fmin.2s v11, v26, v8
fmin.2s v18, v30, v30
fmin.2s v26, v30, v11
fmin.2s v13, v19, v25
fmin.4s v7, v9, v23
fmin.4s v23, v12, v30
fmin.4s v25, v31, v3
fmin.4s v8, v30, v6
fmla.d d23, d1, v12[1]
fmla.d d1, d15, v13[0]
fmla.d d9, d21, v4[0]
fmla.d d17, d6, v28[0]
fmla.s s31, s14, v6[2]
fmla.s s17, s12, v1[2]
fmla.s s5, s0, v7[1]
fmla.s s1, s21, v16[3]
fmla.2d v28, v22, v24[1]
fmla.2d v27, v28, v5[1]
fmla.2d v0, v6, v16[0]
fmla.2d v27, v30, v20[1]
fmla.2s v7, v20, v17[3]
fmla.2s v10, v23, v11[2]
fmla.2s v5, v23, v4[2]
fmla.2s v10, v13, v7[1]
fmla.4s v10, v8, v10[1]
fmla.4s v28, v7, v14[3]
fmla.4s v20, v15, v14[0]
fmla.4s v22, v9, v30[0]
fmla.2d v16, v6, v18
fmla.2d v7, v23, v7
fmla.2d v0, v22, v23
fmla.2d v15, v15, v19
fmla.2s v14, v27, v28
fmla.2s v2, v14, v17
fmla.2s v18, v5, v14
fmla.2s v6, v10, v13
fmla.4s v5, v14, v7
fmla.4s v12, v25, v5
fmla.4s v10, v19, v29
fmla.4s v18, v6, v27
fmls.d d21, d18, v6[0]
fmls.d d27, d17, v13[0]
fmls.d d15, d2, v29[0]
fmls.d d12, d25, v18[1]
fmls.s s0, s16, v26[1]
fmls.s s9, s26, v21[3]
fmls.s s22, s2, v29[0]
fmls.s s25, s25, v30[1]
fmls.2d v10, v23, v31[0]
fmls.2d v14, v13, v21[0]
fmls.2d v5, v6, v21[1]
fmls.2d v28, v15, v7[0]
fmls.2s v31, v9, v31[3]
fmls.2s v21, v16, v12[0]
fmls.2s v1, v29, v17[0]
fmls.2s v0, v7, v5[0]
fmls.4s v15, v8, v10[0]
fmls.4s v30, v29, v0[0]
fmls.4s v2, v19, v7[2]
fmls.4s v14, v26, v28[0]
fmls.2d v14, v31, v22
fmls.2d v18, v16, v30
fmls.2d v16, v30, v25
fmls.2d v29, v16, v24
fmls.2s v21, v27, v10
fmls.2s v14, v7, v30
fmls.2s v7, v31, v14
fmls.2s v30, v22, v7
fmls.4s v29, v11, v29
fmls.4s v9, v19, v19
fmls.4s v23, v3, v15
fmls.4s v25, v29, v26
fmov.d v2[1], x10
fmov.d v8[1], x29
fmov.d v12[1], x21
fmov.d v13[1], x27
fmov.d x19, v19[1]
fmov.d x29, v7[1]
fmov.d x1, v11[1]
fmov.d x17, v16[1]
fmov.2d v28, #-0.19531250
fmov.2d v17, #16.00000000
fmov.2d v11, #0.23437500
fmov.2d v10, #-28.00000000
fmov.2s v0, #-0.20312500
fmov.2s v4, #0.45312500
fmov.2s v31, #28.00000000
fmov.2s v11, #3.62500000
fmov.4s v31, #12.50000000
fmov.4s v16, #0.14843750
fmov.4s v3, #0.13281250
fmov.4s v31, #6.25000000
fmulx.d d31, d6, v11[0]
fmulx.d d7, d11, v29[0]
fmulx.d d29, d24, v6[1]
fmulx.d d1, d21, v30[0]
fmulx.s s3, s1, v30[0]
fmulx.s s10, s7, v15[3]
fmulx.s s26, s13, v27[3]
fmulx.s s7, s15, v30[3]
fmulx.2d v27, v31, v27[0]
fmulx.2d v21, v24, v2[1]
fmulx.2d v0, v9, v14[1]
fmulx.2d v8, v16, v23[0]
fmulx.2s v13, v3, v1[1]
fmulx.2s v28, v1, v15[2]
fmulx.2s v14, v27, v24[0]
fmulx.2s v20, v31, v13[0]
fmulx.4s v5, v21, v11[0]
fmulx.4s v25, v26, v24[2]
fmulx.4s v21, v17, v30[0]
fmulx.4s v7, v8, v6[0]
fmulx.2d v29, v14, v25
fmulx.2d v26, v14, v17
fmulx.2d v8, v22, v28
fmulx.2d v26, v22, v29
fmulx.2s v28, v10, v20
fmulx.2s v20, v14, v1
fmulx.2s v7, v31, v13
fmulx.2s v0, v21, v17
fmulx.4s v17, v31, v14
fmulx.4s v23, v31, v7
fmulx.4s v25, v15, v25
fmulx.4s v5, v7, v3
fmul.d d13, d31, v6[1]
fmul.d d19, d2, v2[0]
fmul.d d6, d13, v30[1]
fmul.d d7, d29, v11[1]
fmul.s s27, s2, v12[1]
fmul.s s7, s27, v15[2]
fmul.s s9, s18, v27[1]
fmul.s s25, s8, v29[3]
fmul.2d v12, v6, v10[1]
fmul.2d v0, v26, v8[0]
fmul.2d v20, v7, v3[0]
fmul.2d v0, v25, v2[1]
fmul.2s v29, v18, v30[3]
fmul.2s v6, v3, v14[3]
fmul.2s v20, v30, v25[3]
fmul.2s v24, v10, v24[2]
fmul.4s v1, v7, v26[0]
fmul.4s v10, v17, v29[0]
fmul.4s v31, v23, v20[0]
fmul.4s v9, v31, v25[2]
fmul.2d v29, v20, v22
fmul.2d v5, v10, v19
fmul.2d v27, v11, v14
fmul.2d v20, v26, v17
fmul.2s v31, v9, v1
fmul.2s v21, v20, v5
fmul.2s v31, v11, v20
fmul.2s v24, v3, v7
fmul.4s v27, v27, v17
fmul.4s v19, v13, v17
fmul.4s v24, v7, v17
fmul.4s v5, v7, v18
fneg.2d v3, v10
fneg.2d v2, v2
fneg.2d v12, v24
fneg.2d v23, v30
fneg.2s v12, v6
fneg.2s v10, v6
fneg.2s v21, v26
fneg.2s v31, v22
fneg.4s v17, v20
fneg.4s v22, v17
fneg.4s v0, v28
fneg.4s v25, v1
frecpe.2d v8, v11
frecpe.2d v22, v29
frecpe.2d v26, v4
frecpe.2d v26, v10
frecpe.2s v16, v2
frecpe.2s v29, v22
frecpe.2s v12, v16
frecpe.2s v14, v18
frecpe.4s v15, v6
frecpe.4s v31, v2
frecpe.4s v21, v8
frecpe.4s v0, v5
frecps.2d v31, v26, v27
frecps.2d v4, v29, v31
frecps.2d v14, v28, v23
frecps.2d v16, v2, v29
frecps.2s v16, v4, v31
frecps.2s v6, v20, v0
frecps.2s v15, v13, v7
frecps.2s v8, v25, v9
frecps.4s v25, v15, v18
frecps.4s v24, v23, v26
frecps.4s v4, v6, v21
frecps.4s v6, v21, v7
frinta.2d v17, v20
frinta.2d v30, v9
frinta.2d v12, v22
frinta.2d v12, v19
frinta.2s v29, v0
frinta.2s v26, v8
frinta.2s v17, v19
frinta.2s v26, v13
frinta.4s v7, v23
frinta.4s v13, v14
frinta.4s v4, v23
frinta.4s v9, v16
frinti.2d v9, v30
frinti.2d v3, v10
frinti.2d v8, v4
frinti.2d v24, v12
frinti.2s v6, v28
frinti.2s v0, v29
frinti.2s v30, v19
frinti.2s v8, v10
frinti.4s v10, v30
frinti.4s v8, v21
frinti.4s v7, v8
frinti.4s v29, v22
frintm.2d v28, v20
frintm.2d v10, v7
frintm.2d v20, v19
frintm.2d v6, v23
frintm.2s v13, v29
frintm.2s v30, v15
frintm.2s v1, v23
frintm.2s v17, v13
frintm.4s v8, v23
frintm.4s v18, v11
frintm.4s v11, v17
frintm.4s v30, v8
frintn.2d v0, v22
frintn.2d v16, v23
frintn.2d v12, v14
frintn.2d v9, v7
frintn.2s v18, v19
frintn.2s v0, v21
frintn.2s v25, v0
frintn.2s v29, v30
frintn.4s v23, v23
frintn.4s v25, v31
frintn.4s v24, v21
frintn.4s v26, v21
frintp.2d v2, v4
frintp.2d v28, v0
frintp.2d v2, v30
frintp.2d v14, v2
frintp.2s v20, v10
frintp.2s v19, v26
frintp.2s v31, v21
frintp.2s v24, v13
frintp.4s v20, v8
frintp.4s v15, v14
frintp.4s v25, v19
frintp.4s v0, v26
frintx.2d v29, v25
frintx.2d v22, v25
frintx.2d v21, v23
frintx.2d v14, v22
frintx.2s v6, v3
frintx.2s v31, v30
frintx.2s v24, v1
frintx.2s v8, v10
frintx.4s v26, v0
frintx.4s v21, v6
frintx.4s v6, v31
frintx.4s v15, v26
frintz.2d v5, v4
frintz.2d v29, v30
frintz.2d v20, v28
frintz.2d v1, v31
frintz.2s v26, v30
frintz.2s v31, v22
frintz.2s v30, v1
frintz.2s v0, v10
frintz.4s v16, v15
frintz.4s v26, v5
frintz.4s v21, v4
frintz.4s v23, v20
frsqrte.2d v6, v10
frsqrte.2d v6, v9
frsqrte.2d v19, v3
frsqrte.2d v27, v6
frsqrte.2s v12, v13
frsqrte.2s v6, v9
frsqrte.2s v10, v12
frsqrte.2s v1, v14
frsqrte.4s v25, v7
frsqrte.4s v21, v1
frsqrte.4s v24, v17
frsqrte.4s v26, v20
frsqrts.2d v4, v12, v5
frsqrts.2d v26, v8, v19
frsqrts.2d v26, v21, v9
frsqrts.2d v5, v14, v21
frsqrts.2s v4, v26, v6
frsqrts.2s v24, v8, v3
frsqrts.2s v22, v16, v21
frsqrts.2s v11, v23, v18
frsqrts.4s v10, v29, v21
frsqrts.4s v4, v8, v24
frsqrts.4s v24, v30, v19
frsqrts.4s v5, v18, v6
fsqrt.2d v12, v28
fsqrt.2d v0, v12
fsqrt.2d v1, v18
fsqrt.2d v9, v5
fsqrt.2s v20, v23
fsqrt.2s v28, v12
fsqrt.2s v23, v29
fsqrt.2s v0, v10
fsqrt.4s v28, v9
fsqrt.4s v20, v17
fsqrt.4s v31, v18
fsqrt.4s v28, v0
fsub.2d v6, v28, v20
fsub.2d v25, v1, v21
fsub.2d v3, v12, v20
fsub.2d v15, v14, v8
fsub.2s v3, v27, v4
fsub.2s v14, v23, v30
fsub.2s v8, v16, v2
fsub.2s v10, v27, v20
fsub.4s v3, v27, v0
fsub.4s v8, v27, v20
fsub.4s v12, v30, v27
fsub.4s v9, v25, v21
mov.b v31[3], w25
mov.b v15[0], w14
mov.b v6[1], w29
mov.b v7[1], w25
mov.b v20[12], v16[5]
mov.b v15[0], v9[5]
mov.b v2[15], v26[8]
mov.b v29[9], v23[3]
mov.d v15[1], x7
mov.d v8[0], x27
mov.d v10[1], x13
mov.d v11[1], x2
mov.d v0[0], v2[0]
mov.d v20[0], v31[1]
mov.d v22[0], v28[1]
mov.d v5[0], v4[0]
mov.h v6[4], w24
mov.h v2[2], w26
mov.h v27[0], w20
mov.h v10[7], w14
mov.h v22[2], v12[5]
mov.h v7[3], v23[7]
mov.h v25[0], v14[0]
mov.h v15[2], v22[4]
mov.s v1[0], w19
mov.s v3[3], w27
mov.s v19[0], w29
mov.s v10[2], w15
mov.s v31[1], v10[1]
mov.s v5[1], v16[0]
mov.s v9[0], v11[0]
mov.s v26[0], v4[3]
ld1.16b { v13, v14, v15, v16 }, [x29]
ld1.16b { v31, v0, v1, v2 }, [x13]
ld1.16b { v23, v24, v25, v26 }, [x18]
ld1.16b { v30, v31, v0, v1 }, [x9]
ld1.16b { v12, v13, v14, v15 }, [x15], x0
ld1.16b { v31, v0, v1, v2 }, [x1], x5
ld1.16b { v11, v12, v13, v14 }, [x6], x8
ld1.16b { v9, v10, v11, v12 }, [x23], x28
ld1.1d { v31, v0, v1, v2 }, [x7]
ld1.1d { v23, v24, v25, v26 }, [x5]
ld1.1d { v29, v30, v31, v0 }, [x13]
ld1.1d { v6, v7, v8, v9 }, [x24]
ld1.1d { v15, v16, v17, v18 }, [x23], x21
ld1.1d { v19, v20, v21, v22 }, [x14], x30
ld1.1d { v29, v30, v31, v0 }, [x3], x22
ld1.1d { v20, v21, v22, v23 }, [x25], x24
ld1.2d { v16, v17, v18, v19 }, [x0]
ld1.2d { v20, v21, v22, v23 }, [x5]
ld1.2d { v29, v30, v31, v0 }, [sp]
ld1.2d { v25, v26, v27, v28 }, [x22]
ld1.2d { v28, v29, v30, v31 }, [x18], x30
ld1.2d { v18, v19, v20, v21 }, [x14], x23
ld1.2d { v23, v24, v25, v26 }, [x4], x9
ld1.2d { v14, v15, v16, v17 }, [x24], x29
ld1.2s { v27, v28, v29, v30 }, [x27]
ld1.2s { v12, v13, v14, v15 }, [x22]
ld1.2s { v3, v4, v5, v6 }, [x20]
ld1.2s { v8, v9, v10, v11 }, [x3]
ld1.2s { v5, v6, v7, v8 }, [x22], x30
ld1.2s { v19, v20, v21, v22 }, [x19], x10
ld1.2s { v4, v5, v6, v7 }, [x10], x16
ld1.2s { v20, v21, v22, v23 }, [x2], x1
ld1.4h { v20, v21, v22, v23 }, [x11]
ld1.4h { v19, v20, v21, v22 }, [sp]
ld1.4h { v2, v3, v4, v5 }, [x23]
ld1.4h { v28, v29, v30, v31 }, [x20]
ld1.4h { v13, v14, v15, v16 }, [x9], x14
ld1.4h { v18, v19, v20, v21 }, [x13], x19
ld1.4h { v16, v17, v18, v19 }, [x24], x19
ld1.4h { v26, v27, v28, v29 }, [x15], x7
ld1.4s { v10, v11, v12, v13 }, [x29]
ld1.4s { v18, v19, v20, v21 }, [x29]
ld1.4s { v25, v26, v27, v28 }, [x25]
ld1.4s { v7, v8, v9, v10 }, [x16]
ld1.4s { v27, v28, v29, v30 }, [x5], x10
ld1.4s { v1, v2, v3, v4 }, [x28], x19
ld1.4s { v19, v20, v21, v22 }, [x2], x0
ld1.4s { v20, v21, v22, v23 }, [x11], x5
ld1.8b { v21, v22, v23, v24 }, [x14]
ld1.8b { v16, v17, v18, v19 }, [x6]
ld1.8b { v10, v11, v12, v13 }, [x25]
ld1.8b { v17, v18, v19, v20 }, [x13]
ld1.8b { v2, v3, v4, v5 }, [x0], x13
ld1.8b { v20, v21, v22, v23 }, [x3], x4
ld1.8b { v11, v12, v13, v14 }, [x11], x9
ld1.8b { v16, v17, v18, v19 }, [x21], x8
ld1.8h { v1, v2, v3, v4 }, [sp]
ld1.8h { v12, v13, v14, v15 }, [x2]
ld1.8h { v2, v3, v4, v5 }, [x16]
ld1.8h { v24, v25, v26, v27 }, [x29]
ld1.8h { v18, v19, v20, v21 }, [x1], x9
ld1.8h { v29, v30, v31, v0 }, [x3], x17
ld1.8h { v8, v9, v10, v11 }, [x20], x14
ld1.8h { v30, v31, v0, v1 }, [x14], x28
ld1.16b { v21 }, [x10]
ld1.16b { v2 }, [x5]
ld1.16b { v21 }, [x27]
ld1.16b { v23 }, [x2]
ld1.16b { v15 }, [x29], x20
ld1.16b { v12 }, [x25], x12
ld1.16b { v13 }, [x24], x24
ld1.16b { v0 }, [x9], x21
ld1.1d { v21 }, [x22]
ld1.1d { v30 }, [x23]
ld1.1d { v5 }, [x13]
ld1.1d { v0 }, [x20]
ld1.1d { v4 }, [x15], x24
ld1.1d { v17 }, [x10], x11
ld1.1d { v14 }, [x28], x24
ld1.1d { v13 }, [x29], x2
ld1.2d { v17 }, [x2]
ld1.2d { v7 }, [x17]
ld1.2d { v9 }, [x11]
ld1.2d { v31 }, [x5]
ld1.2d { v24 }, [x26], x5
ld1.2d { v5 }, [x15], x27
ld1.2d { v10 }, [x29], x4
ld1.2d { v13 }, [x18], x25
ld1.2s { v21 }, [x8]
ld1.2s { v8 }, [x15]
ld1.2s { v24 }, [x15]
ld1.2s { v27 }, [sp]
ld1.2s { v7 }, [x15], #8
ld1.2s { v12 }, [x23], x19
ld1.2s { v6 }, [sp], x29
ld1.2s { v25 }, [x27], x13
ld1.4h { v5 }, [x14]
ld1.4h { v11 }, [x27]
ld1.4h { v28 }, [x18]
ld1.4h { v15 }, [x6]
ld1.4h { v0 }, [x0], x13
ld1.4h { v11 }, [x18], x7
ld1.4h { v27 }, [x25], x9
ld1.4h { v11 }, [x25], x10
ld1.4s { v31 }, [x1]
ld1.4s { v14 }, [x19]
ld1.4s { v22 }, [x19]
ld1.4s { v23 }, [x4]
ld1.4s { v9 }, [x17], x16
ld1.4s { v19 }, [x13], x5
ld1.4s { v9 }, [x19], x30
ld1.4s { v10 }, [x17], x1
ld1.8b { v29 }, [x2]
ld1.8b { v11 }, [x15]
ld1.8b { v22 }, [x5]
ld1.8b { v18 }, [x20]
ld1.8b { v12 }, [x25], x28
ld1.8b { v23 }, [x10], x21
ld1.8b { v11 }, [x7], x13
ld1.8b { v17 }, [x19], x21
ld1.8h { v8 }, [x2]
ld1.8h { v7 }, [x5]
ld1.8h { v9 }, [x9]
ld1.8h { v21 }, [x12]
ld1.8h { v1 }, [x9], x11
ld1.8h { v16 }, [x16], x18
ld1.8h { v19 }, [x2], x7
ld1.8h { v19 }, [x16], x3
ld1r.16b { v25 }, [x20]
ld1r.16b { v0 }, [x17]
ld1r.16b { v26 }, [x0]
ld1r.16b { v3 }, [x17]
ld1r.16b { v20 }, [x23], x24
ld1r.16b { v0 }, [x20], x27
ld1r.16b { v1 }, [x17], x24
ld1r.16b { v21 }, [x19], x23
ld1r.1d { v15 }, [sp]
ld1r.1d { v14 }, [x14]
ld1r.1d { v14 }, [x16]
ld1r.1d { v22 }, [x0]
ld1r.1d { v28 }, [x14], x12
ld1r.1d { v0 }, [x8], x19
ld1r.1d { v5 }, [x30], x24
ld1r.1d { v6 }, [x27], x18
ld1r.2d { v1 }, [x5]
ld1r.2d { v27 }, [x4]
ld1r.2d { v27 }, [x1]
ld1r.2d { v20 }, [x19]
ld1r.2d { v12 }, [x10], x1
ld1r.2d { v2 }, [x14], x16
ld1r.2d { v20 }, [x2], #8
ld1r.2d { v1 }, [x14], x11
ld1r.2s { v6 }, [sp]
ld1r.2s { v30 }, [x12]
ld1r.2s { v11 }, [x5]
ld1r.2s { v29 }, [x0]
ld1r.2s { v16 }, [x1], x1
ld1r.2s { v5 }, [x10], x17
ld1r.2s { v20 }, [x23], x30
ld1r.2s { v24 }, [x7], x29
ld1r.4h { v29 }, [x23]
ld1r.4h { v11 }, [x22]
ld1r.4h { v4 }, [x1]
ld1r.4h { v9 }, [x9]
ld1r.4h { v18 }, [x4], x14
ld1r.4h { v10 }, [x8], x16
ld1r.4h { v2 }, [x21], #2
ld1r.4h { v9 }, [x8], x18
ld1r.4s { v23 }, [x2]
ld1r.4s { v18 }, [x28]
ld1r.4s { v22 }, [x5]
ld1r.4s { v29 }, [x0]
ld1r.4s { v18 }, [x5], x19
ld1r.4s { v1 }, [x6], x13
ld1r.4s { v4 }, [x3], x5
ld1r.4s { v7 }, [x16], x13
ld1r.8b { v24 }, [x6]
ld1r.8b { v5 }, [x26]
ld1r.8b { v12 }, [x28]
ld1r.8b { v20 }, [x30]
ld1r.8b { v15 }, [sp], x14
ld1r.8b { v6 }, [x1], x17
ld1r.8b { v15 }, [x12], x16
ld1r.8b { v25 }, [x24], x10
ld1r.8h { v11 }, [x30]
ld1r.8h { v5 }, [x7]
ld1r.8h { v28 }, [x14]
ld1r.8h { v28 }, [x1]
ld1r.8h { v3 }, [x23], x26
ld1r.8h { v15 }, [x19], x24
ld1r.8h { v13 }, [x24], x8
ld1r.8h { v9 }, [x20], x13
ld1.16b { v4, v5, v6 }, [x3]
ld1.16b { v20, v21, v22 }, [x0]
ld1.16b { v12, v13, v14 }, [x8]
ld1.16b { v24, v25, v26 }, [x27]
ld1.16b { v21, v22, v23 }, [x6], x24
ld1.16b { v1, v2, v3 }, [x8], x13
ld1.16b { v28, v29, v30 }, [x12], x5
ld1.16b { v26, v27, v28 }, [x18], x10
ld1.1d { v13, v14, v15 }, [x11]
ld1.1d { v9, v10, v11 }, [x20]
ld1.1d { v3, v4, v5 }, [x5]
ld1.1d { v27, v28, v29 }, [x15]
ld1.1d { v22, v23, v24 }, [x29], x5
ld1.1d { v27, v28, v29 }, [x4], x0
ld1.1d { v25, v26, v27 }, [x4], x26
ld1.1d { v17, v18, v19 }, [x29], x15
ld1.2d { v13, v14, v15 }, [x30]
ld1.2d { v19, v20, v21 }, [x7]
ld1.2d { v26, v27, v28 }, [x5]
ld1.2d { v17, v18, v19 }, [x30]
ld1.2d { v6, v7, v8 }, [x6], x17
ld1.2d { v26, v27, v28 }, [x15], x5
ld1.2d { v23, v24, v25 }, [x15], x27
ld1.2d { v13, v14, v15 }, [x27], x2
ld1.2s { v30, v31, v0 }, [sp]
ld1.2s { v16, v17, v18 }, [x23]
ld1.2s { v4, v5, v6 }, [sp]
ld1.2s { v5, v6, v7 }, [x12]
ld1.2s { v12, v13, v14 }, [x5], x29
ld1.2s { v0, v1, v2 }, [x8], x2
ld1.2s { v16, v17, v18 }, [x5], x8
ld1.2s { v31, v0, v1 }, [x26], x14
ld1.4h { v31, v0, v1 }, [x1]
ld1.4h { v16, v17, v18 }, [x4]
ld1.4h { v14, v15, v16 }, [x22]
ld1.4h { v13, v14, v15 }, [x2]
ld1.4h { v19, v20, v21 }, [x17], x8
ld1.4h { v10, v11, v12 }, [x14], x11
ld1.4h { v19, v20, v21 }, [x11], #24
ld1.4h { v12, v13, v14 }, [x28], x26
ld1.4s { v12, v13, v14 }, [x18]
ld1.4s { v3, v4, v5 }, [x6]
ld1.4s { v24, v25, v26 }, [x17]
ld1.4s { v26, v27, v28 }, [x2]
ld1.4s { v9, v10, v11 }, [x11], x18
ld1.4s { v17, v18, v19 }, [x22], x7
ld1.4s { v7, v8, v9 }, [x3], x27
ld1.4s { v29, v30, v31 }, [x0], x30
ld1.8b { v19, v20, v21 }, [x6]
ld1.8b { v23, v24, v25 }, [x30]
ld1.8b { v31, v0, v1 }, [x0]
ld1.8b { v22, v23, v24 }, [x8]
ld1.8b { v18, v19, v20 }, [x29], x13
ld1.8b { v20, v21, v22 }, [x16], x16
ld1.8b { v21, v22, v23 }, [x1], x8
ld1.8b { v31, v0, v1 }, [x19], x27
ld1.8h { v4, v5, v6 }, [x22]
ld1.8h { v21, v22, v23 }, [x1]
ld1.8h { v0, v1, v2 }, [x6]
ld1.8h { v28, v29, v30 }, [x25]
ld1.8h { v2, v3, v4 }, [x21], x3
ld1.8h { v21, v22, v23 }, [x25], x26
ld1.8h { v10, v11, v12 }, [x3], x6
ld1.8h { v9, v10, v11 }, [x9], x10
ld1.16b { v19, v20 }, [x4]
ld1.16b { v23, v24 }, [x20]
ld1.16b { v15, v16 }, [x29]
ld1.16b { v10, v11 }, [x23]
ld1.16b { v14, v15 }, [x26], x11
ld1.16b { v26, v27 }, [x6], x12
ld1.16b { v20, v21 }, [x1], x5
ld1.16b { v10, v11 }, [x25], x20
ld1.1d { v10, v11 }, [x9]
ld1.1d { v3, v4 }, [x9]
ld1.1d { v23, v24 }, [x19]
ld1.1d { v26, v27 }, [x17]
ld1.1d { v4, v5 }, [x6], x25
ld1.1d { v26, v27 }, [x20], x25
ld1.1d { v14, v15 }, [x23], x0
ld1.1d { v7, v8 }, [x6], x19
ld1.2d { v0, v1 }, [sp]
ld1.2d { v28, v29 }, [sp]
ld1.2d { v10, v11 }, [x26]
ld1.2d { v31, v0 }, [x2]
ld1.2d { v30, v31 }, [x5], x22
ld1.2d { v29, v30 }, [sp], x16
ld1.2d { v3, v4 }, [x13], x29
ld1.2d { v3, v4 }, [x8], x14
ld1.2s { v15, v16 }, [x9]
ld1.2s { v8, v9 }, [x12]
ld1.2s { v5, v6 }, [x0]
ld1.2s { v8, v9 }, [x5]
ld1.2s { v1, v2 }, [x2], x4
ld1.2s { v20, v21 }, [x7], x24
ld1.2s { v4, v5 }, [x26], x20
ld1.2s { v4, v5 }, [x6], x24
ld1.4h { v0, v1 }, [x13]
ld1.4h { v11, v12 }, [x29]
ld1.4h { v31, v0 }, [x10]
ld1.4h { v12, v13 }, [sp]
ld1.4h { v5, v6 }, [x27], x3
ld1.4h { v20, v21 }, [x17], x18
ld1.4h { v30, v31 }, [x27], x14
ld1.4h { v7, v8 }, [x25], x1
ld1.4s { v26, v27 }, [x7]
ld1.4s { v11, v12 }, [x29]
ld1.4s { v17, v18 }, [x25]
ld1.4s { v19, v20 }, [x10]
ld1.4s { v31, v0 }, [x20], x19
ld1.4s { v17, v18 }, [x28], #32
ld1.4s { v22, v23 }, [x14], x30
ld1.4s { v17, v18 }, [x5], x16
ld1.8b { v24, v25 }, [x9]
ld1.8b { v8, v9 }, [sp]
ld1.8b { v18, v19 }, [x29]
ld1.8b { v18, v19 }, [x27]
ld1.8b { v21, v22 }, [x14], x16
ld1.8b { v12, v13 }, [x24], x24
ld1.8b { v21, v22 }, [x2], x12
ld1.8b { v20, v21 }, [x8], x22
ld1.8h { v29, v30 }, [x17]
ld1.8h { v12, v13 }, [x12]
ld1.8h { v12, v13 }, [x10]
ld1.8h { v0, v1 }, [x14]
ld1.8h { v26, v27 }, [x21], #32
ld1.8h { v1, v2 }, [x6], x6
ld1.8h { v2, v3 }, [x26], x9
ld1.8h { v1, v2 }, [x2], x17
ld1.b { v26 }[13], [sp]
ld1.b { v3 }[7], [x6]
ld1.b { v23 }[10], [x27]
ld1.b { v20 }[0], [x16]
ld1.b { v24 }[6], [x8], x10
ld1.b { v13 }[1], [sp], x13
ld1.b { v23 }[11], [x15], x24
ld1.b { v31 }[1], [x25], x10
ld1.d { v25 }[1], [x27]
ld1.d { v26 }[0], [x24]
ld1.d { v9 }[1], [x2]
ld1.d { v17 }[0], [x29]
ld1.d { v10 }[0], [x30], x28
ld1.d { v7 }[1], [x3], x18
ld1.d { v3 }[0], [x29], x14
ld1.d { v14 }[0], [x2], x2
ld1.h { v7 }[3], [x15]
ld1.h { v26 }[0], [x28]
ld1.h { v2 }[1], [x0]
ld1.h { v9 }[7], [x1]
ld1.h { v20 }[3], [x26], x24
ld1.h { v0 }[6], [x20], x27
ld1.h { v15 }[3], [x22], x24
ld1.h { v1 }[0], [x0], #2
ld1.s { v10 }[3], [x6]
ld1.s { v13 }[0], [x23]
ld1.s { v8 }[3], [x23]
ld1.s { v14 }[0], [x7]
ld1.s { v21 }[0], [x2], x27
ld1.s { v5 }[3], [x21], x20
ld1.s { v17 }[0], [x5], x9
ld1.s { v3 }[1], [sp], x17
ld2r.16b { v7, v8 }, [x7]
ld2r.16b { v1, v2 }, [x19]
ld2r.16b { v2, v3 }, [x6]
ld2r.16b { v15, v16 }, [x29]
ld2r.16b { v17, v18 }, [x9], x24
ld2r.16b { v3, v4 }, [x22], x20
ld2r.16b { v18, v19 }, [x2], x3
ld2r.16b { v15, v16 }, [x7], x28
ld2r.1d { v18, v19 }, [x29]
ld2r.1d { v21, v22 }, [x18]
ld2r.1d { v29, v30 }, [x8]
ld2r.1d { v2, v3 }, [x17]
ld2r.1d { v27, v28 }, [x27], x10
ld2r.1d { v4, v5 }, [x6], x29
ld2r.1d { v20, v21 }, [x7], x5
ld2r.1d { v27, v28 }, [x26], x3
ld2r.2d { v8, v9 }, [x3]
ld2r.2d { v3, v4 }, [sp]
ld2r.2d { v16, v17 }, [x27]
ld2r.2d { v14, v15 }, [x24]
ld2r.2d { v24, v25 }, [x14], x28
ld2r.2d { v2, v3 }, [x18], x4
ld2r.2d { v0, v1 }, [x9], x10
ld2r.2d { v17, v18 }, [x4], x27
ld2r.2s { v4, v5 }, [x16]
ld2r.2s { v30, v31 }, [x12]
ld2r.2s { v1, v2 }, [sp]
ld2r.2s { v27, v28 }, [x2]
ld2r.2s { v6, v7 }, [x7], x10
ld2r.2s { v7, v8 }, [x5], x6
ld2r.2s { v17, v18 }, [x16], x9
ld2r.2s { v5, v6 }, [x28], x16
ld2r.4h { v24, v25 }, [x26]
ld2r.4h { v25, v26 }, [x11]
ld2r.4h { v12, v13 }, [x12]
ld2r.4h { v13, v14 }, [x26]
ld2r.4h { v4, v5 }, [x11], x27
ld2r.4h { v17, v18 }, [x24], x14
ld2r.4h { v6, v7 }, [x26], x3
ld2r.4h { v24, v25 }, [x28], x22
ld2r.4s { v7, v8 }, [x17]
ld2r.4s { v29, v30 }, [x19]
ld2r.4s { v26, v27 }, [x25]
ld2r.4s { v17, v18 }, [x20]
ld2r.4s { v22, v23 }, [x1], x3
ld2r.4s { v12, v13 }, [x2], x15
ld2r.4s { v28, v29 }, [x27], x3
ld2r.4s { v3, v4 }, [x17], x3
ld2r.8b { v10, v11 }, [x4]
ld2r.8b { v15, v16 }, [x19]
ld2r.8b { v23, v24 }, [x1]
ld2r.8b { v22, v23 }, [x2]
ld2r.8b { v9, v10 }, [x22], x0
ld2r.8b { v24, v25 }, [x17], x10
ld2r.8b { v9, v10 }, [x29], x15
ld2r.8b { v6, v7 }, [x14], x30
ld2r.8h { v8, v9 }, [x5]
ld2r.8h { v30, v31 }, [x13]
ld2r.8h { v7, v8 }, [x28]
ld2r.8h { v30, v31 }, [x27]
ld2r.8h { v13, v14 }, [x30], x23
ld2r.8h { v14, v15 }, [x22], x14
ld2r.8h { v12, v13 }, [x24], x21
ld2r.8h { v0, v1 }, [x24], x0
ld2.b { v27, v28 }[12], [x19]
ld2.b { v3, v4 }[1], [x18]
ld2.b { v31, v0 }[10], [x23]
ld2.b { v21, v22 }[8], [x11]
ld2.b { v26, v27 }[10], [x22], x20
ld2.b { v27, v28 }[8], [x8], x4
ld2.b { v21, v22 }[5], [x24], x2
ld2.b { v25, v26 }[10], [x25], x17
ld2.d { v26, v27 }[0], [x19]
ld2.d { v4, v5 }[0], [x7]
ld2.d { v10, v11 }[1], [x14]
ld2.d { v7, v8 }[1], [x30]
ld2.d { v29, v30 }[1], [x15], x23
ld2.d { v16, v17 }[0], [x13], #16
ld2.d { v2, v3 }[0], [x21], x1
ld2.d { v24, v25 }[0], [x4], x12
ld2.h { v4, v5 }[7], [x2]
ld2.h { v1, v2 }[5], [x1]
ld2.h { v10, v11 }[1], [x26]
ld2.h { v12, v13 }[1], [x2]
ld2.h { v21, v22 }[6], [x4], x5
ld2.h { v14, v15 }[4], [sp], x30
ld2.h { v24, v25 }[1], [x27], x20
ld2.h { v17, v18 }[7], [x2], x16
ld2.s { v14, v15 }[0], [x8]
ld2.s { v12, v13 }[2], [x27]
ld2.s { v17, v18 }[0], [x0]
ld2.s { v9, v10 }[2], [x28]
ld2.s { v30, v31 }[2], [x15], x4
ld2.s { v25, v26 }[3], [x26], x0
ld2.s { v27, v28 }[3], [x10], x10
ld2.s { v7, v8 }[3], [x7], #8
ld2.16b { v23, v24 }, [x0]
ld2.16b { v29, v30 }, [x19]
ld2.16b { v2, v3 }, [x10]
ld2.16b { v19, v20 }, [x28]
ld2.16b { v3, v4 }, [x22], x0
ld2.16b { v0, v1 }, [x0], x10
ld2.16b { v16, v17 }, [x25], x25
ld2.16b { v1, v2 }, [x11], #32
ld2.2d { v29, v30 }, [x13]
ld2.2d { v19, v20 }, [x1]
ld2.2d { v9, v10 }, [x14]
ld2.2d { v12, v13 }, [x3]
ld2.2d { v16, v17 }, [x26], x3
ld2.2d { v28, v29 }, [x1], x8
ld2.2d { v30, v31 }, [x13], #32
ld2.2d { v22, v23 }, [x6], x10
ld2.2s { v14, v15 }, [x21]
ld2.2s { v14, v15 }, [x22]
ld2.2s { v24, v25 }, [x0]
ld2.2s { v3, v4 }, [x12]
ld2.2s { v24, v25 }, [x24], x5
ld2.2s { v23, v24 }, [x5], x19
ld2.2s { v25, v26 }, [x23], x10
ld2.2s { v26, v27 }, [x21], x15
ld2.4h { v13, v14 }, [x14]
ld2.4h { v13, v14 }, [x24]
ld2.4h { v30, v31 }, [x27]
ld2.4h { v26, v27 }, [x9]
ld2.4h { v16, v17 }, [x15], x0
ld2.4h { v13, v14 }, [x6], x19
ld2.4h { v29, v30 }, [x22], x29
ld2.4h { v20, v21 }, [x21], x1
ld2.4s { v1, v2 }, [x17]
ld2.4s { v6, v7 }, [x5]
ld2.4s { v13, v14 }, [x14]
ld2.4s { v16, v17 }, [x9]
ld2.4s { v22, v23 }, [sp], x6
ld2.4s { v8, v9 }, [sp], x5
ld2.4s { v9, v10 }, [x23], x5
ld2.4s { v29, v30 }, [x23], x0
ld2.8b { v14, v15 }, [x6]
ld2.8b { v13, v14 }, [x16]
ld2.8b { v31, v0 }, [x29]
ld2.8b { v22, v23 }, [x27]
ld2.8b { v2, v3 }, [x30], x22
ld2.8b { v30, v31 }, [x4], x22
ld2.8b { v14, v15 }, [x16], x8
ld2.8b { v23, v24 }, [x5], x2
ld2.8h { v23, v24 }, [x7]
ld2.8h { v11, v12 }, [x9]
ld2.8h { v0, v1 }, [x27]
ld2.8h { v11, v12 }, [x2]
ld2.8h { v26, v27 }, [x24], x29
ld2.8h { v27, v28 }, [x27], x3
ld2.8h { v9, v10 }, [x5], x30
ld2.8h { v14, v15 }, [x12], x30
ld3r.16b { v19, v20, v21 }, [x30]
ld3r.16b { v25, v26, v27 }, [sp]
ld3r.16b { v0, v1, v2 }, [x27]
ld3r.16b { v16, v17, v18 }, [x30]
ld3r.16b { v8, v9, v10 }, [x3], x11
ld3r.16b { v10, v11, v12 }, [x20], x21
ld3r.16b { v26, v27, v28 }, [x27], x12
ld3r.16b { v10, v11, v12 }, [x12], x5
ld3r.1d { v23, v24, v25 }, [x13]
ld3r.1d { v17, v18, v19 }, [x28]
ld3r.1d { v22, v23, v24 }, [x22]
ld3r.1d { v3, v4, v5 }, [x12]
ld3r.1d { v21, v22, v23 }, [x16], x6
ld3r.1d { v20, v21, v22 }, [x10], x7
ld3r.1d { v22, v23, v24 }, [x5], x21
ld3r.1d { v14, v15, v16 }, [x4], x22
ld3r.2d { v13, v14, v15 }, [x3]
ld3r.2d { v26, v27, v28 }, [x20]
ld3r.2d { v22, v23, v24 }, [x9]
ld3r.2d { v6, v7, v8 }, [x17]
ld3r.2d { v0, v1, v2 }, [x15], x21
ld3r.2d { v17, v18, v19 }, [x1], x17
ld3r.2d { v11, v12, v13 }, [x29], x26
ld3r.2d { v29, v30, v31 }, [x9], x7
ld3r.2s { v24, v25, v26 }, [x2]
ld3r.2s { v3, v4, v5 }, [x12]
ld3r.2s { v28, v29, v30 }, [x22]
ld3r.2s { v21, v22, v23 }, [x10]
ld3r.2s { v31, v0, v1 }, [x30], x14
ld3r.2s { v4, v5, v6 }, [x21], #12
ld3r.2s { v7, v8, v9 }, [x11], x8
ld3r.2s { v9, v10, v11 }, [x26], x7
ld3r.4h { v19, v20, v21 }, [x7]
ld3r.4h { v19, v20, v21 }, [x14]
ld3r.4h { v19, v20, v21 }, [x16]
ld3r.4h { v25, v26, v27 }, [x24]
ld3r.4h { v20, v21, v22 }, [x15], x2
ld3r.4h { v25, v26, v27 }, [x26], x6
ld3r.4h { v18, v19, v20 }, [x21], x11
ld3r.4h { v27, v28, v29 }, [x13], x11
ld3r.4s { v14, v15, v16 }, [x17]
ld3r.4s { v14, v15, v16 }, [x22]
ld3r.4s { v8, v9, v10 }, [x6]
ld3r.4s { v7, v8, v9 }, [x22]
ld3r.4s { v29, v30, v31 }, [x7], x30
ld3r.4s { v15, v16, v17 }, [x28], x16
ld3r.4s { v28, v29, v30 }, [x4], x3
ld3r.4s { v29, v30, v31 }, [x24], x16
ld3r.8b { v20, v21, v22 }, [x6]
ld3r.8b { v2, v3, v4 }, [x24]
ld3r.8b { v19, v20, v21 }, [x11]
ld3r.8b { v0, v1, v2 }, [x27]
ld3r.8b { v7, v8, v9 }, [x10], x13
ld3r.8b { v4, v5, v6 }, [x13], x17
ld3r.8b { v27, v28, v29 }, [x16], x20
ld3r.8b { v15, v16, v17 }, [x13], x28
ld3r.8h { v14, v15, v16 }, [x30]
ld3r.8h { v9, v10, v11 }, [x2]
ld3r.8h { v20, v21, v22 }, [x24]
ld3r.8h { v29, v30, v31 }, [x26]
ld3r.8h { v27, v28, v29 }, [x17], x26
ld3r.8h { v27, v28, v29 }, [x10], x10
ld3r.8h { v28, v29, v30 }, [x17], x17
ld3r.8h { v24, v25, v26 }, [x26], x10
ld3.b { v9, v10, v11 }[0], [x3]
ld3.b { v6, v7, v8 }[0], [x20]
ld3.b { v0, v1, v2 }[9], [x9]
ld3.b { v14, v15, v16 }[7], [x13]
ld3.b { v19, v20, v21 }[11], [x19], x25
ld3.b { v9, v10, v11 }[0], [x6], x9
ld3.b { v2, v3, v4 }[12], [x19], x17
ld3.b { v28, v29, v30 }[1], [x3], x21
ld3.d { v11, v12, v13 }[0], [x12]
ld3.d { v24, v25, v26 }[1], [x29]
ld3.d { v13, v14, v15 }[0], [x17]
ld3.d { v1, v2, v3 }[1], [x12]
ld3.d { v10, v11, v12 }[0], [x27], x28
ld3.d { v24, v25, v26 }[0], [x7], x10
ld3.d { v5, v6, v7 }[1], [x5], x17
ld3.d { v31, v0, v1 }[1], [x30], x17
ld3.h { v24, v25, v26 }[5], [x9]
ld3.h { v18, v19, v20 }[1], [x18]
ld3.h { v17, v18, v19 }[7], [sp]
ld3.h { v6, v7, v8 }[0], [x21]
ld3.h { v4, v5, v6 }[3], [x29], x29
ld3.h { v17, v18, v19 }[5], [x11], x10
ld3.h { v12, v13, v14 }[1], [x9], x24
ld3.h { v1, v2, v3 }[0], [x2], x23
ld3.s { v1, v2, v3 }[3], [x8]
ld3.s { v16, v17, v18 }[2], [x9]
ld3.s { v26, v27, v28 }[3], [x11]
ld3.s { v9, v10, v11 }[2], [x24]
ld3.s { v1, v2, v3 }[1], [x24], x30
ld3.s { v17, v18, v19 }[3], [x8], x29
ld3.s { v0, v1, v2 }[1], [x10], x25
ld3.s { v13, v14, v15 }[0], [x18], x22
ld3.16b { v7, v8, v9 }, [x15]
ld3.16b { v23, v24, v25 }, [sp]
ld3.16b { v13, v14, v15 }, [x17]
ld3.16b { v24, v25, v26 }, [x11]
ld3.16b { v10, v11, v12 }, [x1], x29
ld3.16b { v31, v0, v1 }, [x5], x28
ld3.16b { v7, v8, v9 }, [x23], x15
ld3.16b { v8, v9, v10 }, [x4], x20
ld3.2d { v5, v6, v7 }, [x22]
ld3.2d { v29, v30, v31 }, [x16]
ld3.2d { v4, v5, v6 }, [x16]
ld3.2d { v1, v2, v3 }, [x24]
ld3.2d { v7, v8, v9 }, [x29], x17
ld3.2d { v11, v12, v13 }, [x21], x20
ld3.2d { v30, v31, v0 }, [x6], x21
ld3.2d { v28, v29, v30 }, [x14], x8
ld3.2s { v22, v23, v24 }, [x27]
ld3.2s { v6, v7, v8 }, [x15]
ld3.2s { v15, v16, v17 }, [x0]
ld3.2s { v18, v19, v20 }, [x21]
ld3.2s { v11, v12, v13 }, [x21], x17
ld3.2s { v21, v22, v23 }, [x12], x18
ld3.2s { v20, v21, v22 }, [x8], x30
ld3.2s { v16, v17, v18 }, [x22], x18
ld3.4h { v28, v29, v30 }, [x14]
ld3.4h { v2, v3, v4 }, [x7]
ld3.4h { v4, v5, v6 }, [x21]
ld3.4h { v23, v24, v25 }, [x24]
ld3.4h { v7, v8, v9 }, [x17], x2
ld3.4h { v4, v5, v6 }, [x5], x17
ld3.4h { v25, v26, v27 }, [x30], x19
ld3.4h { v28, v29, v30 }, [x7], x20
ld3.4s { v10, v11, v12 }, [x18]
ld3.4s { v18, v19, v20 }, [x5]
ld3.4s { v16, v17, v18 }, [x6]
ld3.4s { v11, v12, v13 }, [x20]
ld3.4s { v12, v13, v14 }, [x4], x25
ld3.4s { v12, v13, v14 }, [x29], x13
ld3.4s { v21, v22, v23 }, [x12], x6
ld3.4s { v3, v4, v5 }, [x17], x9
ld3.8b { v9, v10, v11 }, [x24]
ld3.8b { v31, v0, v1 }, [x13]
ld3.8b { v17, v18, v19 }, [x22]
ld3.8b { v15, v16, v17 }, [x13]
ld3.8b { v28, v29, v30 }, [x2], x17
ld3.8b { v9, v10, v11 }, [x9], x23
ld3.8b { v8, v9, v10 }, [x9], x13
ld3.8b { v31, v0, v1 }, [x21], x18
ld3.8h { v3, v4, v5 }, [x24]
ld3.8h { v11, v12, v13 }, [x19]
ld3.8h { v28, v29, v30 }, [x2]
ld3.8h { v9, v10, v11 }, [x28]
ld3.8h { v23, v24, v25 }, [x0], x7
ld3.8h { v6, v7, v8 }, [x23], x17
ld3.8h { v20, v21, v22 }, [x23], x15
ld3.8h { v25, v26, v27 }, [x14], x29
ld4r.16b { v10, v11, v12, v13 }, [sp]
ld4r.16b { v17, v18, v19, v20 }, [x14]
ld4r.16b { v26, v27, v28, v29 }, [x26]
ld4r.16b { v29, v30, v31, v0 }, [x7]
ld4r.16b { v7, v8, v9, v10 }, [x20], x25
ld4r.16b { v11, v12, v13, v14 }, [x4], x9
ld4r.16b { v2, v3, v4, v5 }, [x6], x7
ld4r.16b { v23, v24, v25, v26 }, [x28], x11
ld4r.1d { v11, v12, v13, v14 }, [x6]
ld4r.1d { v24, v25, v26, v27 }, [x21]
ld4r.1d { v13, v14, v15, v16 }, [x24]
ld4r.1d { v24, v25, v26, v27 }, [x30]
ld4r.1d { v12, v13, v14, v15 }, [x6], x15
ld4r.1d { v7, v8, v9, v10 }, [x6], x1
ld4r.1d { v27, v28, v29, v30 }, [x26], x8
ld4r.1d { v7, v8, v9, v10 }, [x5], x25
ld4r.2d { v22, v23, v24, v25 }, [x14]
ld4r.2d { v13, v14, v15, v16 }, [x30]
ld4r.2d { v5, v6, v7, v8 }, [x3]
ld4r.2d { v9, v10, v11, v12 }, [x7]
ld4r.2d { v26, v27, v28, v29 }, [x0], x18
ld4r.2d { v8, v9, v10, v11 }, [x30], x24
ld4r.2d { v13, v14, v15, v16 }, [x23], x23
ld4r.2d { v4, v5, v6, v7 }, [x5], x20
ld4r.2s { v2, v3, v4, v5 }, [x17]
ld4r.2s { v4, v5, v6, v7 }, [x25]
ld4r.2s { v8, v9, v10, v11 }, [x29]
ld4r.2s { v0, v1, v2, v3 }, [x26]
ld4r.2s { v18, v19, v20, v21 }, [x1], x20
ld4r.2s { v3, v4, v5, v6 }, [x16], x24
ld4r.2s { v29, v30, v31, v0 }, [x8], x12
ld4r.2s { v10, v11, v12, v13 }, [x6], x6
ld4r.4h { v5, v6, v7, v8 }, [x27]
ld4r.4h { v0, v1, v2, v3 }, [x20]
ld4r.4h { v14, v15, v16, v17 }, [x13]
ld4r.4h { v10, v11, v12, v13 }, [x8]
ld4r.4h { v22, v23, v24, v25 }, [x21], x28
ld4r.4h { v0, v1, v2, v3 }, [x22], x13
ld4r.4h { v8, v9, v10, v11 }, [sp], x14
ld4r.4h { v0, v1, v2, v3 }, [x4], x27
ld4r.4s { v22, v23, v24, v25 }, [x12]
ld4r.4s { v16, v17, v18, v19 }, [x25]
ld4r.4s { v31, v0, v1, v2 }, [x18]
ld4r.4s { v13, v14, v15, v16 }, [x1]
ld4r.4s { v4, v5, v6, v7 }, [x1], x2
ld4r.4s { v8, v9, v10, v11 }, [x22], x25
ld4r.4s { v31, v0, v1, v2 }, [x24], x23
ld4r.4s { v23, v24, v25, v26 }, [x5], x29
ld4r.8b { v10, v11, v12, v13 }, [x17]
ld4r.8b { v12, v13, v14, v15 }, [x5]
ld4r.8b { v26, v27, v28, v29 }, [x5]
ld4r.8b { v24, v25, v26, v27 }, [x4]
ld4r.8b { v12, v13, v14, v15 }, [x16], x21
ld4r.8b { v28, v29, v30, v31 }, [x16], x4
ld4r.8b { v27, v28, v29, v30 }, [x16], x26
ld4r.8b { v1, v2, v3, v4 }, [x14], x9
ld4r.8h { v23, v24, v25, v26 }, [x22]
ld4r.8h { v23, v24, v25, v26 }, [x2]
ld4r.8h { v19, v20, v21, v22 }, [x4]
ld4r.8h { v7, v8, v9, v10 }, [x4]
ld4r.8h { v6, v7, v8, v9 }, [x3], x28
ld4r.8h { v30, v31, v0, v1 }, [x15], x7
ld4r.8h { v8, v9, v10, v11 }, [x13], x28
ld4r.8h { v29, v30, v31, v0 }, [x29], x26
ld4.b { v16, v17, v18, v19 }[0], [x11]
ld4.b { v7, v8, v9, v10 }[8], [x28]
ld4.b { v13, v14, v15, v16 }[12], [x26]
ld4.b { v0, v1, v2, v3 }[0], [sp]
ld4.b { v25, v26, v27, v28 }[15], [x10], x2
ld4.b { v10, v11, v12, v13 }[0], [x2], x7
ld4.b { v12, v13, v14, v15 }[3], [x30], x20
ld4.b { v15, v16, v17, v18 }[15], [x28], x7
ld4.d { v20, v21, v22, v23 }[1], [x21]
ld4.d { v17, v18, v19, v20 }[1], [x26]
ld4.d { v18, v19, v20, v21 }[0], [x12]
ld4.d { v23, v24, v25, v26 }[1], [x21]
ld4.d { v6, v7, v8, v9 }[0], [x24], x18
ld4.d { v30, v31, v0, v1 }[0], [x3], x22
ld4.d { v10, v11, v12, v13 }[0], [x7], x8
ld4.d { v28, v29, v30, v31 }[0], [x0], x8
ld4.h { v2, v3, v4, v5 }[1], [x23]
ld4.h { v6, v7, v8, v9 }[0], [x14]
ld4.h { v25, v26, v27, v28 }[7], [x24]
ld4.h { v23, v24, v25, v26 }[0], [x4]
ld4.h { v17, v18, v19, v20 }[7], [x20], x27
ld4.h { v0, v1, v2, v3 }[6], [sp], x20
ld4.h { v3, v4, v5, v6 }[0], [x2], x24
ld4.h { v23, v24, v25, v26 }[5], [x14], x18
ld4.s { v7, v8, v9, v10 }[3], [x18]
ld4.s { v30, v31, v0, v1 }[2], [x10]
ld4.s { v20, v21, v22, v23 }[1], [x1]
ld4.s { v22, v23, v24, v25 }[0], [x30]
ld4.s { v21, v22, v23, v24 }[3], [x29], x26
ld4.s { v26, v27, v28, v29 }[1], [x5], x25
ld4.s { v11, v12, v13, v14 }[0], [x8], x6
ld4.s { v1, v2, v3, v4 }[2], [sp], x14
ld4.16b { v6, v7, v8, v9 }, [x26]
ld4.16b { v9, v10, v11, v12 }, [x1]
ld4.16b { v18, v19, v20, v21 }, [x4]
ld4.16b { v28, v29, v30, v31 }, [x4]
ld4.16b { v7, v8, v9, v10 }, [x3], x0
ld4.16b { v18, v19, v20, v21 }, [x4], x26
ld4.16b { v0, v1, v2, v3 }, [x19], x0
ld4.16b { v26, v27, v28, v29 }, [x16], x27
ld4.2d { v25, v26, v27, v28 }, [x3]
ld4.2d { v2, v3, v4, v5 }, [x7]
ld4.2d { v20, v21, v22, v23 }, [x15]
ld4.2d { v12, v13, v14, v15 }, [x27]
ld4.2d { v1, v2, v3, v4 }, [x1], x5
ld4.2d { v26, v27, v28, v29 }, [x30], x6
ld4.2d { v4, v5, v6, v7 }, [x0], x29
ld4.2d { v9, v10, v11, v12 }, [x26], x3
ld4.2s { v14, v15, v16, v17 }, [x18]
ld4.2s { v25, v26, v27, v28 }, [x11]
ld4.2s { v23, v24, v25, v26 }, [x11]
ld4.2s { v22, v23, v24, v25 }, [x13]
ld4.2s { v28, v29, v30, v31 }, [x13], x10
ld4.2s { v9, v10, v11, v12 }, [x0], x22
ld4.2s { v29, v30, v31, v0 }, [x28], x10
ld4.2s { v23, v24, v25, v26 }, [x26], x30
ld4.4h { v12, v13, v14, v15 }, [x17]
ld4.4h { v18, v19, v20, v21 }, [x13]
ld4.4h { v4, v5, v6, v7 }, [x17]
ld4.4h { v30, v31, v0, v1 }, [x4]
ld4.4h { v2, v3, v4, v5 }, [x27], x28
ld4.4h { v22, v23, v24, v25 }, [x3], x17
ld4.4h { v24, v25, v26, v27 }, [x5], x26
ld4.4h { v25, v26, v27, v28 }, [x23], x25
ld4.4s { v26, v27, v28, v29 }, [x28]
ld4.4s { v18, v19, v20, v21 }, [x6]
ld4.4s { v14, v15, v16, v17 }, [x22]
ld4.4s { v28, v29, v30, v31 }, [x8]
ld4.4s { v16, v17, v18, v19 }, [x5], x9
ld4.4s { v11, v12, v13, v14 }, [x5], x3
ld4.4s { v0, v1, v2, v3 }, [x28], x23
ld4.4s { v14, v15, v16, v17 }, [x7], x27
ld4.8b { v20, v21, v22, v23 }, [x10]
ld4.8b { v13, v14, v15, v16 }, [x8]
ld4.8b { v6, v7, v8, v9 }, [x26]
ld4.8b { v25, v26, v27, v28 }, [x29]
ld4.8b { v12, v13, v14, v15 }, [x18], x3
ld4.8b { v22, v23, v24, v25 }, [x27], x12
ld4.8b { v23, v24, v25, v26 }, [x18], x7
ld4.8b { v23, v24, v25, v26 }, [x30], x1
ld4.8h { v21, v22, v23, v24 }, [x2]
ld4.8h { v4, v5, v6, v7 }, [sp]
ld4.8h { v29, v30, v31, v0 }, [x4]
ld4.8h { v6, v7, v8, v9 }, [x1]
ld4.8h { v25, v26, v27, v28 }, [x17], x20
ld4.8h { v29, v30, v31, v0 }, [x22], x9
ld4.8h { v2, v3, v4, v5 }, [x19], #64
ld4.8h { v20, v21, v22, v23 }, [x22], x13
mla.2s v12, v1, v27[0]
mla.2s v5, v8, v30[0]
mla.2s v25, v10, v0[3]
mla.2s v28, v8, v9[3]
mla.4h v11, v0, v11[1]
mla.4h v15, v20, v9[2]
mla.4h v27, v1, v9[1]
mla.4h v20, v20, v10[4]
mla.4s v15, v26, v22[0]
mla.4s v6, v12, v3[0]
mla.4s v31, v28, v19[1]
mla.4s v16, v31, v31[3]
mla.8h v23, v9, v3[6]
mla.8h v28, v18, v5[1]
mla.8h v22, v5, v9[7]
mla.8h v27, v31, v6[0]
mla.16b v15, v14, v23
mla.16b v8, v28, v1
mla.16b v13, v17, v28
mla.16b v24, v1, v5
mla.2s v30, v17, v24
mla.2s v17, v26, v8
mla.2s v24, v24, v9
mla.2s v11, v21, v26
mla.4h v23, v21, v6
mla.4h v7, v9, v4
mla.4h v26, v22, v5
mla.4h v5, v16, v6
mla.4s v7, v20, v25
mla.4s v23, v4, v2
mla.4s v25, v8, v9
mla.4s v28, v10, v20
mla.8b v29, v15, v1
mla.8b v15, v11, v22
mla.8b v5, v2, v15
mla.8b v12, v7, v20
mla.8h v15, v29, v2
mla.8h v4, v15, v2
mla.8h v9, v10, v21
mla.8h v16, v14, v20
mls.2s v6, v23, v20[2]
mls.2s v14, v4, v14[0]
mls.2s v25, v6, v0[1]
mls.2s v31, v3, v28[0]
mls.4h v13, v0, v15[1]
mls.4h v24, v23, v8[7]
mls.4h v27, v12, v0[1]
mls.4h v27, v3, v14[6]
mls.4s v23, v4, v27[0]
mls.4s v22, v6, v22[2]
mls.4s v21, v25, v27[3]
mls.4s v25, v10, v30[2]
mls.8h v22, v3, v13[0]
mls.8h v27, v1, v4[0]
mls.8h v9, v11, v4[0]
mls.8h v10, v13, v8[4]
mls.16b v16, v16, v22
mls.16b v2, v18, v14
mls.16b v26, v30, v24
mls.16b v1, v31, v0
mls.2s v0, v21, v11
mls.2s v11, v6, v25
mls.2s v2, v5, v1
mls.2s v30, v9, v3
mls.4h v13, v24, v14
mls.4h v9, v3, v31
mls.4h v21, v6, v13
mls.4h v4, v1, v16
mls.4s v19, v6, v18
mls.4s v13, v22, v10
mls.4s v11, v21, v17
mls.4s v1, v13, v27
mls.8b v22, v29, v8
mls.8b v17, v31, v26
mls.8b v3, v14, v22
mls.8b v13, v20, v10
mls.8h v25, v7, v28
mls.8h v25, v7, v5
mls.8h v9, v25, v28
mls.8h v21, v27, v26
movi.16b v10, #1
movi.16b v4, #191
movi.16b v2, #171
movi.16b v22, #190
movi.2d v14, #0xff000000000000ff
movi.2d v28, #0xffffff00ffff0000
movi.2d v16, #0xffffffffffffffff
movi.2d v9, #0xff0000ffff0000
movi.2s v0, #1
movi.2s v8, #0, lsl #8
movi.2s v22, #167, lsl #24
movi.2s v30, #66, lsl #24
movi.2s v22, #2, msl #16
movi.2s v28, #190, msl #8
movi.2s v21, #102, msl #8
movi.2s v6, #0, msl #16
movi.4h v24, #147, lsl #8
movi.4h v25, #39
movi.4h v0, #0, lsl #8
movi.4h v12, #138, lsl #8
movi.4s v29, #0, lsl #16
movi.4s v24, #226, lsl #8
movi.4s v21, #216, lsl #16
movi.4s v0, #0, lsl #16
movi.4s v21, #43, msl #8
movi.4s v8, #215, msl #8
movi.4s v27, #0, msl #8
movi.4s v21, #1, msl #16
movi.8b v1, #13
movi.8b v10, #255
movi.8b v14, #113
movi.8b v4, #5
movi.8h v3, #11, lsl #8
movi.8h v3, #89
movi.8h v1, #118, lsl #8
movi.8h v25, #154
mul.2s v4, v14, v25[3]
mul.2s v14, v10, v13[1]
mul.2s v10, v2, v15[0]
mul.2s v16, v11, v21[0]
mul.4h v9, v17, v2[3]
mul.4h v2, v30, v9[5]
mul.4h v10, v10, v3[1]
mul.4h v31, v8, v10[0]
mul.4s v29, v5, v18[1]
mul.4s v14, v9, v23[2]
mul.4s v24, v5, v18[3]
mul.4s v2, v18, v9[1]
mul.8h v1, v20, v10[0]
mul.8h v29, v28, v2[0]
mul.8h v13, v8, v10[4]
mul.8h v1, v8, v14[4]
mul.16b v27, v24, v27
mul.16b v25, v24, v19
mul.16b v18, v3, v20
mul.16b v10, v26, v26
mul.2s v30, v6, v25
mul.2s v20, v0, v23
mul.2s v13, v9, v2
mul.2s v8, v10, v25
mul.4h v25, v25, v23
mul.4h v21, v28, v20
mul.4h v14, v16, v25
mul.4h v14, v23, v22
mul.4s v6, v9, v2
mul.4s v24, v28, v20
mul.4s v3, v16, v23
mul.4s v31, v23, v16
mul.8b v0, v0, v24
mul.8b v27, v30, v6
mul.8b v25, v21, v1
mul.8b v22, v2, v0
mul.8h v21, v14, v25
mul.8h v15, v12, v0
mul.8h v25, v14, v19
mul.8h v9, v4, v26
mvni.2s v0, #63, lsl #8
mvni.2s v4, #173, lsl #24
mvni.2s v31, #253, lsl #24
mvni.2s v20, #0, lsl #16
mvni.2s v5, #1, msl #8
mvni.2s v9, #189, msl #8
mvni.2s v13, #0, msl #8
mvni.2s v21, #53, msl #8
mvni.4h v30, #206
mvni.4h v0, #0
mvni.4h v15, #156, lsl #8
mvni.4h v1, #34
mvni.4s v5, #189, lsl #8
mvni.4s v28, #139, lsl #8
mvni.4s v8, #61
mvni.4s v0, #26, lsl #8
mvni.4s v14, #142, msl #8
mvni.4s v12, #1, msl #8
mvni.4s v31, #144, msl #8
mvni.4s v12, #255, msl #16
mvni.8h v27, #21, lsl #8
mvni.8h v17, #255, lsl #8
mvni.8h v0, #194, lsl #8
mvni.8h v24, #104, lsl #8
neg.16b v25, v13
neg.16b v31, v14
neg.16b v0, v14
neg.16b v0, v3
neg.2d v4, v27
neg.2d v18, v11
neg.2d v26, v13
neg.2d v20, v22
neg.2s v16, v2
neg.2s v15, v4
neg.2s v4, v15
neg.2s v31, v18
neg.4h v15, v4
neg.4h v14, v10
neg.4h v7, v24
neg.4h v14, v4
neg.4s v3, v27
neg.4s v24, v29
neg.4s v10, v12
neg.4s v15, v13
neg.8b v21, v23
neg.8b v30, v8
neg.8b v27, v29
neg.8b v20, v14
neg.8h v12, v0
neg.8h v5, v16
neg.8h v9, v27
neg.8h v3, v7
mvn.16b v21, v12
mvn.16b v16, v9
mvn.16b v21, v1
mvn.16b v28, v25
mvn.8b v20, v21
mvn.8b v16, v19
mvn.8b v1, v25
mvn.8b v11, v25
orn.16b v25, v10, v25
orn.16b v2, v13, v22
orn.16b v12, v24, v5
orn.16b v23, v14, v18
orn.8b v21, v10, v13
orn.8b v22, v3, v10
orn.8b v29, v0, v9
orn.8b v24, v7, v18
orr.2s v25, #168, lsl #8
orr.2s v0, #197, lsl #24
orr.2s v21, #198, lsl #24
orr.2s v5, #96, lsl #24
orr.4h v3, #201, lsl #8
orr.4h v12, #206
orr.4h v24, #255, lsl #8
orr.4h v4, #248
orr.4s v31, #0
orr.4s v31, #0, lsl #8
orr.4s v26, #101, lsl #8
orr.4s v16, #109
orr.8h v11, #202, lsl #8
orr.8h v6, #228, lsl #8
orr.8h v3, #0, lsl #8
orr.8h v25, #100
orr.16b v25, v25, v26
mov.16b v2, v4
mov.16b v15, v6
mov.16b v30, v11
orr.8b v7, v7, v10
orr.8b v10, v20, v31
orr.8b v9, v4, v27
orr.8b v21, v0, v29
pmull.8h v0, v25, v1
pmull.8h v31, v27, v12
pmull.8h v25, v20, v17
pmull.8h v14, v0, v14
pmull2.8h v7, v6, v2
pmull2.8h v7, v20, v10
pmull2.8h v20, v27, v20
pmull2.8h v24, v13, v29
pmul.16b v8, v26, v24
pmul.16b v7, v31, v8
pmul.16b v25, v28, v0
pmul.16b v20, v12, v22
pmul.8b v0, v21, v27
pmul.8b v12, v7, v7
pmul.8b v22, v5, v26
pmul.8b v1, v0, v4
raddhn.2s v8, v10, v30
raddhn.2s v18, v1, v16
raddhn.2s v25, v29, v8
raddhn.2s v13, v10, v25
raddhn2.4s v5, v28, v30
raddhn2.4s v6, v31, v27
raddhn2.4s v29, v4, v13
raddhn2.4s v30, v14, v10
raddhn.4h v27, v4, v14
raddhn.4h v3, v15, v26
raddhn.4h v13, v16, v30
raddhn.4h v15, v9, v5
raddhn2.8h v7, v20, v29
raddhn2.8h v14, v2, v10
raddhn2.8h v8, v5, v1
raddhn2.8h v14, v21, v30
raddhn.8b v23, v21, v25
raddhn.8b v29, v14, v2
raddhn.8b v1, v8, v12
raddhn.8b v24, v2, v18
raddhn2.16b v30, v24, v29
raddhn2.16b v30, v16, v14
raddhn2.16b v26, v1, v11
raddhn2.16b v15, v30, v26
rbit.16b v21, v17
rbit.16b v31, v27
rbit.16b v9, v11
rbit.16b v10, v8
rbit.8b v10, v6
rbit.8b v15, v14
rbit.8b v0, v30
rbit.8b v7, v21
rev16.16b v18, v15
rev16.16b v27, v10
rev16.16b v25, v22
rev16.16b v19, v27
rev16.8b v0, v14
rev16.8b v10, v18
rev16.8b v8, v7
rev16.8b v29, v25
rev32.16b v19, v31
rev32.16b v22, v27
rev32.16b v6, v25
rev32.16b v1, v15
rev32.4h v1, v14
rev32.4h v1, v20
rev32.4h v11, v19
rev32.4h v22, v1
rev32.8b v26, v25
rev32.8b v3, v25
rev32.8b v13, v30
rev32.8b v25, v25
rev32.8h v14, v28
rev32.8h v10, v4
rev32.8h v23, v28
rev32.8h v16, v4
rev64.16b v27, v24
rev64.16b v27, v21
rev64.16b v20, v3
rev64.16b v26, v7
rev64.2s v27, v12
rev64.2s v18, v9
rev64.2s v9, v2
rev64.2s v6, v16
rev64.4h v28, v9
rev64.4h v20, v16
rev64.4h v9, v0
rev64.4h v23, v21
rev64.4s v16, v12
rev64.4s v24, v16
rev64.4s v1, v8
rev64.4s v22, v10
rev64.8b v4, v20
rev64.8b v10, v28
rev64.8b v2, v9
rev64.8b v24, v16
rev64.8h v21, v28
rev64.8h v30, v27
rev64.8h v12, v8
rev64.8h v12, v12
rshrn.2s v1, v5, #8
rshrn.2s v30, v14, #21
rshrn.2s v11, v14, #13
rshrn.2s v9, v26, #32
rshrn2.4s v8, v31, #29
rshrn2.4s v28, v8, #30
rshrn2.4s v29, v22, #29
rshrn2.4s v9, v20, #2
rshrn.4h v9, v28, #1
rshrn.4h v12, v3, #16
rshrn.4h v31, v3, #2
rshrn.4h v21, v9, #11
rshrn2.8h v24, v18, #1
rshrn2.8h v17, v6, #2
rshrn2.8h v23, v8, #16
rshrn2.8h v3, v1, #13
rshrn.8b v20, v15, #3
rshrn.8b v7, v15, #7
rshrn.8b v12, v2, #8
rshrn.8b v15, v10, #6
rshrn2.16b v16, v19, #7
rshrn2.16b v21, v4, #4
rshrn2.16b v17, v4, #3
rshrn2.16b v2, v13, #3
rsubhn.2s v26, v30, v28
rsubhn.2s v23, v10, v8
rsubhn.2s v1, v9, v1
rsubhn.2s v18, v20, v6
rsubhn2.4s v6, v31, v21
rsubhn2.4s v1, v12, v27
rsubhn2.4s v11, v23, v20
rsubhn2.4s v29, v5, v14
rsubhn.4h v10, v24, v22
rsubhn.4h v21, v26, v19
rsubhn.4h v29, v2, v23
rsubhn.4h v5, v26, v7
rsubhn2.8h v9, v27, v26
rsubhn2.8h v10, v31, v9
rsubhn2.8h v2, v24, v29
rsubhn2.8h v11, v17, v27
rsubhn.8b v16, v24, v7
rsubhn.8b v30, v31, v15
rsubhn.8b v30, v28, v13
rsubhn.8b v22, v14, v7
rsubhn2.16b v16, v25, v3
rsubhn2.16b v14, v30, v26
rsubhn2.16b v21, v16, v22
rsubhn2.16b v0, v21, v12
sabal.2d v25, v29, v5
sabal.2d v18, v18, v20
sabal.2d v30, v4, v4
sabal.2d v12, v12, v30
sabal2.2d v29, v25, v22
sabal2.2d v8, v13, v13
sabal2.2d v4, v8, v20
sabal2.2d v17, v11, v21
sabal.4s v10, v28, v16
sabal.4s v12, v1, v3
sabal.4s v26, v13, v10
sabal.4s v19, v24, v9
sabal2.4s v6, v3, v21
sabal2.4s v10, v24, v9
sabal2.4s v11, v30, v26
sabal2.4s v7, v9, v26
sabal.8h v25, v12, v31
sabal.8h v18, v15, v20
sabal.8h v16, v15, v26
sabal.8h v0, v10, v31
sabal2.8h v2, v22, v4
sabal2.8h v26, v28, v26
sabal2.8h v21, v29, v10
sabal2.8h v26, v9, v24
saba.16b v8, v9, v12
saba.16b v16, v13, v12
saba.16b v3, v25, v19
saba.16b v12, v27, v14
saba.2s v22, v24, v3
saba.2s v22, v4, v5
saba.2s v6, v21, v10
saba.2s v24, v2, v13
saba.4h v8, v2, v23
saba.4h v23, v20, v3
saba.4h v7, v9, v3
saba.4h v30, v5, v20
saba.4s v0, v31, v15
saba.4s v8, v26, v21
saba.4s v8, v19, v19
saba.4s v21, v18, v17
saba.8b v22, v30, v22
saba.8b v17, v15, v20
saba.8b v12, v9, v18
saba.8b v6, v11, v1
saba.8h v18, v27, v13
saba.8h v1, v0, v7
saba.8h v29, v5, v27
saba.8h v17, v17, v31
sabdl.2d v20, v22, v4
sabdl.2d v0, v11, v2
sabdl.2d v22, v21, v10
sabdl.2d v15, v22, v19
sabdl2.2d v15, v26, v9
sabdl2.2d v27, v24, v20
sabdl2.2d v12, v12, v24
sabdl2.2d v1, v1, v14
sabdl.4s v2, v13, v0
sabdl.4s v11, v5, v4
sabdl.4s v6, v17, v25
sabdl.4s v11, v27, v10
sabdl2.4s v2, v15, v9
sabdl2.4s v8, v3, v8
sabdl2.4s v15, v21, v5
sabdl2.4s v16, v30, v29
sabdl.8h v11, v30, v22
sabdl.8h v29, v12, v5
sabdl.8h v28, v5, v31
sabdl.8h v24, v25, v24
sabdl2.8h v23, v21, v12
sabdl2.8h v1, v2, v17
sabdl2.8h v25, v25, v24
sabdl2.8h v21, v21, v22
sabd.16b v5, v17, v0
sabd.16b v17, v26, v12
sabd.16b v15, v12, v18
sabd.16b v25, v13, v19
sabd.2s v13, v19, v18
sabd.2s v5, v15, v24
sabd.2s v14, v23, v19
sabd.2s v27, v13, v24
sabd.4h v28, v29, v14
sabd.4h v15, v25, v29
sabd.4h v0, v11, v27
sabd.4h v11, v15, v2
sabd.4s v23, v9, v23
sabd.4s v11, v6, v23
sabd.4s v0, v22, v26
sabd.4s v26, v17, v31
sabd.8b v31, v1, v16
sabd.8b v9, v27, v7
sabd.8b v27, v15, v5
sabd.8b v3, v24, v5
sabd.8h v6, v2, v22
sabd.8h v22, v26, v17
sabd.8h v6, v19, v20
sabd.8h v10, v14, v3
sadalp.1d v7, v21
sadalp.1d v19, v11
sadalp.1d v31, v14
sadalp.1d v15, v17
sadalp.2d v9, v2
sadalp.2d v16, v24
sadalp.2d v25, v8
sadalp.2d v1, v1
sadalp.2s v17, v23
sadalp.2s v6, v21
sadalp.2s v0, v28
sadalp.2s v12, v28
sadalp.4h v11, v27
sadalp.4h v17, v21
sadalp.4h v23, v28
sadalp.4h v8, v15
sadalp.4s v21, v11
sadalp.4s v5, v28
sadalp.4s v1, v9
sadalp.4s v23, v28
sadalp.8h v11, v1
sadalp.8h v23, v6
sadalp.8h v8, v10
sadalp.8h v18, v20
saddlp.1d v18, v30
saddlp.1d v27, v22
saddlp.1d v20, v23
saddlp.1d v18, v19
saddlp.2d v1, v1
saddlp.2d v13, v20
saddlp.2d v14, v8
saddlp.2d v31, v20
saddlp.2s v20, v21
saddlp.2s v10, v7
saddlp.2s v20, v1
saddlp.2s v1, v7
saddlp.4h v26, v6
saddlp.4h v11, v28
saddlp.4h v18, v16
saddlp.4h v15, v11
saddlp.4s v6, v31
saddlp.4s v2, v2
saddlp.4s v8, v19
saddlp.4s v11, v4
saddlp.8h v9, v5
saddlp.8h v12, v18
saddlp.8h v15, v27
saddlp.8h v2, v26
saddlv.16b h25, v8
saddlv.16b h22, v15
saddlv.16b h25, v23
saddlv.16b h0, v28
saddlv.4h s24, v0
saddlv.4h s31, v26
saddlv.4h s10, v16
saddlv.4h s15, v17
saddlv.4s d7, v27
saddlv.4s d21, v10
saddlv.4s d8, v27
saddlv.4s d5, v12
saddlv.8b h9, v24
saddlv.8b h19, v0
saddlv.8b h14, v9
saddlv.8b h0, v8
saddlv.8h s6, v26
saddlv.8h s18, v10
saddlv.8h s3, v11
saddlv.8h s3, v26
saddl.2d v11, v5, v14
saddl.2d v26, v17, v7
saddl.2d v23, v26, v9
saddl.2d v18, v5, v3
saddl2.2d v12, v7, v6
saddl2.2d v31, v4, v31
saddl2.2d v13, v10, v27
saddl2.2d v21, v28, v26
saddl.4s v3, v30, v20
saddl.4s v21, v26, v4
saddl.4s v20, v1, v23
saddl.4s v4, v10, v6
saddl2.4s v25, v17, v17
saddl2.4s v14, v15, v3
saddl2.4s v4, v18, v2
saddl2.4s v16, v9, v25
saddl.8h v31, v10, v18
saddl.8h v3, v0, v1
saddl.8h v4, v5, v15
saddl.8h v10, v10, v26
saddl2.8h v10, v16, v29
saddl2.8h v13, v24, v21
saddl2.8h v3, v11, v22
saddl2.8h v6, v6, v1
saddw.2d v13, v3, v16
saddw.2d v29, v22, v3
saddw.2d v15, v5, v16
saddw.2d v29, v1, v16
saddw2.2d v4, v16, v16
saddw2.2d v19, v23, v14
saddw2.2d v14, v27, v19
saddw2.2d v30, v17, v31
saddw.4s v4, v15, v20
saddw.4s v4, v22, v8
saddw.4s v17, v16, v17
saddw.4s v16, v3, v4
saddw2.4s v30, v9, v26
saddw2.4s v3, v28, v1
saddw2.4s v23, v21, v16
saddw2.4s v12, v1, v4
saddw.8h v7, v13, v27
saddw.8h v21, v10, v10
saddw.8h v18, v2, v18
saddw.8h v30, v21, v4
saddw2.8h v0, v6, v18
saddw2.8h v3, v14, v11
saddw2.8h v9, v25, v22
saddw2.8h v8, v29, v4
scvtf.2d v0, v7, #1
scvtf.2d v27, v27, #37
scvtf.2d v13, v10, #19
scvtf.2d v20, v12, #22
scvtf.2s v3, v12, #27
scvtf.2s v9, v22, #15
scvtf.2s v30, v8, #17
scvtf.2s v10, v11, #16
scvtf.4s v5, v12, #1
scvtf.4s v6, v0, #15
scvtf.4s v20, v24, #6
scvtf.4s v4, v2, #21
scvtf.2d v4, v5
scvtf.2d v29, v1
scvtf.2d v15, v24
scvtf.2d v13, v21
scvtf.2s v0, v24
scvtf.2s v3, v13
scvtf.2s v9, v9
scvtf.2s v18, v5
scvtf.4s v4, v9
scvtf.4s v23, v31
scvtf.4s v21, v8
scvtf.4s v16, v29
shadd.16b v19, v17, v8
shadd.16b v2, v8, v3
shadd.16b v14, v28, v15
shadd.16b v17, v29, v2
shadd.2s v11, v21, v16
shadd.2s v0, v20, v3
shadd.2s v9, v9, v31
shadd.2s v6, v17, v3
shadd.4h v21, v6, v24
shadd.4h v30, v18, v26
shadd.4h v5, v16, v2
shadd.4h v19, v13, v21
shadd.4s v5, v3, v1
shadd.4s v0, v23, v22
shadd.4s v14, v30, v12
shadd.4s v20, v9, v18
shadd.8b v14, v31, v10
shadd.8b v4, v16, v18
shadd.8b v19, v30, v9
shadd.8b v25, v27, v9
shadd.8h v23, v10, v5
shadd.8h v17, v1, v22
shadd.8h v5, v2, v28
shadd.8h v21, v6, v0
shll.2d v16, v7, #32
shll.2d v6, v21, #32
shll.2d v31, v22, #32
shll.2d v8, v29, #32
shll2.2d v2, v27, #32
shll2.2d v26, v18, #32
shll2.2d v4, v7, #32
shll2.2d v31, v7, #32
shll.4s v21, v6, #16
shll.4s v14, v22, #16
shll.4s v16, v28, #16
shll.4s v15, v13, #16
shll2.4s v26, v7, #16
shll2.4s v22, v12, #16
shll2.4s v2, v20, #16
shll2.4s v27, v29, #16
shll.8h v19, v8, #8
shll.8h v13, v6, #8
shll.8h v8, v25, #8
shll.8h v30, v15, #8
shll2.8h v13, v23, #8
shll2.8h v25, v3, #8
shll2.8h v25, v25, #8
shll2.8h v11, v24, #8
shl.16b v20, v27, #5
shl.16b v15, v8, #1
shl.16b v30, v25, #7
shl.16b v28, v7, #0
shl.2d v0, v21, #0
shl.2d v11, v26, #10
shl.2d v0, v4, #28
shl.2d v11, v13, #4
shl.2s v29, v27, #28
shl.2s v7, v2, #22
shl.2s v24, v4, #8
shl.2s v25, v9, #26
shl.4h v26, v21, #15
shl.4h v8, v3, #10
shl.4h v20, v18, #14
shl.4h v7, v0, #14
shl.4s v3, v14, #28
shl.4s v23, v10, #14
shl.4s v11, v18, #1
shl.4s v1, v15, #1
shl.8b v30, v9, #4
shl.8b v29, v1, #0
shl.8b v21, v28, #5
shl.8b v22, v29, #3
shl.8h v27, v24, #14
shl.8h v23, v14, #13
shl.8h v2, v16, #11
shl.8h v24, v6, #14
shrn.2s v24, v28, #10
shrn.2s v5, v13, #17
shrn.2s v13, v10, #2
shrn.2s v5, v26, #1
shrn2.4s v26, v21, #22
shrn2.4s v18, v20, #28
shrn2.4s v6, v24, #8
shrn2.4s v29, v10, #20
shrn.4h v29, v10, #14
shrn.4h v16, v0, #6
shrn.4h v26, v26, #3
shrn.4h v18, v12, #4
shrn2.8h v9, v22, #1
shrn2.8h v21, v5, #11
shrn2.8h v21, v21, #2
shrn2.8h v28, v26, #5
shrn.8b v25, v0, #4
shrn.8b v1, v10, #1
shrn.8b v18, v11, #1
shrn.8b v15, v23, #8
shrn2.16b v11, v17, #1
shrn2.16b v6, v18, #1
shrn2.16b v13, v31, #1
shrn2.16b v19, v30, #2
shsub.16b v0, v30, v27
shsub.16b v3, v4, v25
shsub.16b v0, v3, v12
shsub.16b v25, v10, v18
shsub.2s v9, v21, v30
shsub.2s v28, v3, v6
shsub.2s v16, v28, v21
shsub.2s v23, v28, v10
shsub.4h v26, v9, v2
shsub.4h v9, v14, v0
shsub.4h v18, v28, v15
shsub.4h v11, v9, v2
shsub.4s v16, v13, v19
shsub.4s v26, v31, v14
shsub.4s v30, v24, v10
shsub.4s v19, v27, v26
shsub.8b v11, v11, v1
shsub.8b v7, v8, v23
shsub.8b v22, v21, v28
shsub.8b v12, v1, v10
shsub.8h v30, v2, v23
shsub.8h v15, v5, v13
shsub.8h v29, v19, v23
shsub.8h v4, v0, v27
sli.16b v29, v27, #7
sli.16b v1, v3, #5
sli.16b v26, v5, #1
sli.16b v19, v1, #7
sli.2d v25, v9, #0
sli.2d v29, v18, #28
sli.2d v9, v26, #58
sli.2d v1, v5, #27
sli.2s v10, v1, #20
sli.2s v30, v22, #18
sli.2s v25, v7, #22
sli.2s v19, v2, #23
sli.4h v13, v17, #5
sli.4h v2, v4, #1
sli.4h v12, v21, #0
sli.4h v27, v21, #0
sli.4s v15, v4, #1
sli.4s v18, v7, #6
sli.4s v18, v26, #12
sli.4s v24, v6, #0
sli.8b v4, v14, #6
sli.8b v0, v19, #3
sli.8b v15, v25, #4
sli.8b v0, v7, #7
sli.8h v26, v0, #8
sli.8h v29, v11, #14
sli.8h v26, v8, #4
sli.8h v2, v25, #15
smaxp.16b v21, v20, v8
smaxp.16b v2, v26, v16
smaxp.16b v7, v30, v19
smaxp.16b v28, v25, v14
smaxp.2s v24, v10, v5
smaxp.2s v26, v21, v16
smaxp.2s v1, v12, v17
smaxp.2s v18, v17, v18
smaxp.4h v19, v14, v24
smaxp.4h v16, v29, v23
smaxp.4h v9, v26, v4
smaxp.4h v22, v15, v23
smaxp.4s v9, v24, v23
smaxp.4s v24, v19, v20
smaxp.4s v24, v6, v8
smaxp.4s v20, v1, v8
smaxp.8b v26, v12, v19
smaxp.8b v20, v4, v2
smaxp.8b v7, v12, v13
smaxp.8b v4, v7, v11
smaxp.8h v12, v2, v9
smaxp.8h v3, v20, v29
smaxp.8h v12, v22, v20
smaxp.8h v2, v8, v27
smaxv.16b b19, v24
smaxv.16b b22, v10
smaxv.16b b7, v1
smaxv.16b b7, v22
smaxv.4h h26, v4
smaxv.4h h27, v29
smaxv.4h h24, v25
smaxv.4h h12, v26
smaxv.4s s26, v21
smaxv.4s s4, v18
smaxv.4s s16, v14
smaxv.4s s3, v1
smaxv.8b b26, v14
smaxv.8b b30, v29
smaxv.8b b12, v13
smaxv.8b b21, v25
smaxv.8h h29, v0
smaxv.8h h17, v3
smaxv.8h h18, v18
smaxv.8h h4, v11
smax.16b v2, v3, v15
smax.16b v26, v11, v17
smax.16b v15, v14, v8
smax.16b v16, v8, v8
smax.2s v29, v29, v28
smax.2s v5, v25, v23
smax.2s v6, v4, v9
smax.2s v27, v7, v21
smax.4h v22, v8, v8
smax.4h v19, v16, v21
smax.4h v17, v24, v25
smax.4h v9, v5, v31
smax.4s v6, v26, v22
smax.4s v7, v22, v25
smax.4s v4, v13, v11
smax.4s v26, v31, v23
smax.8b v6, v16, v29
smax.8b v22, v23, v29
smax.8b v11, v13, v5
smax.8b v23, v9, v27
smax.8h v9, v18, v13
smax.8h v4, v13, v6
smax.8h v23, v8, v24
smax.8h v21, v1, v31
sminp.16b v22, v21, v28
sminp.16b v27, v5, v19
sminp.16b v18, v10, v20
sminp.16b v30, v23, v2
sminp.2s v5, v26, v22
sminp.2s v23, v27, v3
sminp.2s v2, v17, v26
sminp.2s v28, v25, v20
sminp.4h v21, v19, v28
sminp.4h v20, v18, v16
sminp.4h v27, v19, v27
sminp.4h v3, v15, v4
sminp.4s v27, v14, v19
sminp.4s v27, v11, v15
sminp.4s v28, v11, v26
sminp.4s v12, v29, v20
sminp.8b v22, v3, v0
sminp.8b v21, v4, v4
sminp.8b v8, v26, v0
sminp.8b v2, v0, v30
sminp.8h v29, v13, v15
sminp.8h v4, v12, v14
sminp.8h v5, v18, v6
sminp.8h v13, v24, v29
sminv.16b b11, v12
sminv.16b b21, v24
sminv.16b b25, v19
sminv.16b b6, v21
sminv.4h h6, v2
sminv.4h h4, v1
sminv.4h h16, v23
sminv.4h h14, v18
sminv.4s s18, v22
sminv.4s s18, v29
sminv.4s s0, v31
sminv.4s s29, v26
sminv.8b b18, v8
sminv.8b b21, v30
sminv.8b b22, v20
sminv.8b b31, v24
sminv.8h h17, v24
sminv.8h h29, v5
sminv.8h h25, v15
sminv.8h h28, v27
smin.16b v24, v29, v22
smin.16b v23, v5, v22
smin.16b v8, v22, v20
smin.16b v10, v23, v21
smin.2s v21, v29, v7
smin.2s v19, v7, v7
smin.2s v0, v1, v12
smin.2s v9, v15, v9
smin.4h v10, v28, v28
smin.4h v22, v24, v28
smin.4h v20, v20, v26
smin.4h v24, v14, v13
smin.4s v12, v6, v16
smin.4s v19, v29, v1
smin.4s v10, v6, v11
smin.4s v13, v1, v18
smin.8b v9, v3, v10
smin.8b v29, v10, v29
smin.8b v21, v14, v29
smin.8b v0, v23, v10
smin.8h v1, v22, v28
smin.8h v18, v3, v21
smin.8h v13, v7, v27
smin.8h v5, v3, v24
smlal.2d v8, v21, v7[0]
smlal.2d v18, v18, v5[3]
smlal.2d v11, v2, v23[3]
smlal.2d v27, v12, v29[0]
smlal2.2d v26, v11, v17[0]
smlal2.2d v24, v26, v18[3]
smlal2.2d v7, v16, v14[3]
smlal2.2d v0, v4, v31[3]
smlal.4s v31, v4, v14[0]
smlal.4s v22, v2, v14[7]
smlal.4s v11, v31, v1[7]
smlal.4s v23, v16, v0[2]
smlal2.4s v8, v31, v12[6]
smlal2.4s v29, v24, v10[2]
smlal2.4s v3, v1, v12[2]
smlal2.4s v21, v5, v13[6]
smlal.2d v2, v4, v17
smlal.2d v30, v31, v13
smlal.2d v18, v25, v25
smlal.2d v28, v25, v5
smlal2.2d v18, v8, v25
smlal2.2d v24, v22, v26
smlal2.2d v7, v17, v2
smlal2.2d v3, v6, v24
smlal.4s v29, v3, v10
smlal.4s v5, v5, v15
smlal.4s v7, v11, v7
smlal.4s v14, v1, v18
smlal2.4s v2, v11, v30
smlal2.4s v23, v25, v27
smlal2.4s v13, v29, v16
smlal2.4s v16, v11, v29
smlal.8h v9, v9, v13
smlal.8h v14, v9, v21
smlal.8h v31, v13, v14
smlal.8h v4, v4, v28
smlal2.8h v8, v22, v5
smlal2.8h v20, v0, v12
smlal2.8h v18, v19, v2
smlal2.8h v23, v19, v2
smlsl.2d v27, v4, v15[0]
smlsl.2d v26, v10, v10[3]
smlsl.2d v26, v30, v26[0]
smlsl.2d v26, v25, v28[0]
smlsl2.2d v16, v5, v7[1]
smlsl2.2d v20, v25, v13[0]
smlsl2.2d v14, v1, v26[3]
smlsl2.2d v24, v11, v21[1]
smlsl.4s v30, v0, v2[2]
smlsl.4s v10, v5, v9[1]
smlsl.4s v23, v19, v3[6]
smlsl.4s v19, v4, v13[4]
smlsl2.4s v10, v29, v12[0]
smlsl2.4s v9, v6, v10[2]
smlsl2.4s v1, v5, v11[4]
smlsl2.4s v20, v20, v8[4]
smlsl.2d v31, v13, v18
smlsl.2d v31, v8, v12
smlsl.2d v2, v21, v23
smlsl.2d v24, v29, v28
smlsl2.2d v8, v12, v25
smlsl2.2d v29, v18, v23
smlsl2.2d v8, v19, v29
smlsl2.2d v17, v20, v4
smlsl.4s v28, v13, v29
smlsl.4s v28, v15, v19
smlsl.4s v15, v10, v6
smlsl.4s v10, v16, v31
smlsl2.4s v20, v7, v13
smlsl2.4s v23, v24, v12
smlsl2.4s v1, v31, v14
smlsl2.4s v20, v7, v9
smlsl.8h v25, v16, v26
smlsl.8h v1, v2, v27
smlsl.8h v4, v27, v29
smlsl.8h v4, v1, v20
smlsl2.8h v29, v7, v7
smlsl2.8h v10, v22, v24
smlsl2.8h v27, v30, v1
smlsl2.8h v13, v7, v2
smov.b w7, v8[13]
smov.b w5, v14[0]
smov.b w8, v13[0]
smov.b wzr, v30[11]
smov.h w27, v1[7]
smov.h w16, v6[5]
smov.h w27, v22[2]
smov.h w3, v1[1]
smov.b x21, v25[1]
smov.b x18, v0[15]
smov.b x12, v15[5]
smov.b x25, v10[6]
smov.h x27, v5[7]
smov.h x13, v5[0]
smov.h x30, v24[3]
smov.h x3, v16[4]
smov.s x11, v28[2]
smov.s x23, v17[0]
smov.s x3, v15[0]
smov.s x24, v6[2]
smull.2d v30, v9, v27[0]
smull.2d v27, v11, v22[3]
smull.2d v31, v25, v28[0]
smull.2d v11, v0, v1[0]
smull2.2d v14, v4, v7[1]
smull2.2d v18, v23, v14[0]
smull2.2d v6, v22, v13[3]
smull2.2d v17, v22, v15[3]
smull.4s v18, v20, v12[7]
smull.4s v21, v30, v8[1]
smull.4s v11, v27, v9[6]
smull.4s v4, v7, v7[1]
smull2.4s v10, v9, v0[6]
smull2.4s v27, v29, v0[3]
smull2.4s v6, v2, v4[0]
smull2.4s v15, v11, v7[0]
smull.2d v22, v20, v1
smull.2d v31, v30, v25
smull.2d v20, v10, v31
smull.2d v1, v18, v13
smull2.2d v12, v8, v28
smull2.2d v17, v17, v16
smull2.2d v3, v11, v7
smull2.2d v9, v30, v15
smull.4s v5, v13, v6
smull.4s v14, v10, v13
smull.4s v30, v26, v13
smull.4s v28, v22, v10
smull2.4s v12, v14, v11
smull2.4s v12, v27, v19
smull2.4s v14, v21, v25
smull2.4s v4, v22, v15
smull.8h v13, v13, v6
smull.8h v18, v23, v14
smull.8h v29, v5, v23
smull.8h v30, v20, v16
smull2.8h v29, v27, v0
smull2.8h v11, v9, v13
smull2.8h v23, v24, v10
smull2.8h v2, v12, v23
sqabs.16b v22, v15
sqabs.16b v0, v26
sqabs.16b v8, v18
sqabs.16b v2, v8
sqabs.2d v6, v1
sqabs.2d v14, v13
sqabs.2d v4, v19
sqabs.2d v10, v8
sqabs.2s v18, v25
sqabs.2s v0, v23
sqabs.2s v3, v25
sqabs.2s v27, v20
sqabs.4h v27, v0
sqabs.4h v12, v29
sqabs.4h v16, v26
sqabs.4h v13, v5
sqabs.4s v4, v27
sqabs.4s v13, v23
sqabs.4s v20, v22
sqabs.4s v4, v28
sqabs.8b v16, v28
sqabs.8b v7, v8
sqabs.8b v19, v28
sqabs.8b v12, v7
sqabs.8h v31, v12
sqabs.8h v17, v25
sqabs.8h v2, v30
sqabs.8h v17, v30
sqadd.16b v17, v10, v18
sqadd.16b v2, v28, v31
sqadd.16b v14, v30, v31
sqadd.16b v8, v26, v13
sqadd.2d v14, v3, v17
sqadd.2d v25, v24, v19
sqadd.2d v12, v9, v20
sqadd.2d v16, v29, v5
sqadd.2s v5, v8, v30
sqadd.2s v9, v9, v1
sqadd.2s v15, v10, v0
sqadd.2s v30, v7, v17
sqadd.4h v6, v26, v31
sqadd.4h v31, v20, v16
sqadd.4h v14, v8, v2
sqadd.4h v5, v20, v31
sqadd.4s v29, v26, v7
sqadd.4s v31, v4, v15
sqadd.4s v28, v27, v20
sqadd.4s v18, v6, v20
sqadd.8b v3, v27, v25
sqadd.8b v7, v3, v3
sqadd.8b v30, v13, v21
sqadd.8b v2, v24, v0
sqadd.8h v5, v30, v13
sqadd.8h v4, v23, v14
sqadd.8h v10, v30, v17
sqadd.8h v31, v16, v27
sqdmlal.h s25, h30, v12[6]
sqdmlal.h s23, h31, v10[6]
sqdmlal.h s29, h18, v8[6]
sqdmlal.h s2, h8, v6[4]
sqdmlal.s d2, s11, v4[2]
sqdmlal.s d5, s31, v30[3]
sqdmlal.s d30, s22, v4[1]
sqdmlal.s d21, s27, v31[1]
sqdmlal.2d v2, v2, v22[3]
sqdmlal.2d v3, v7, v19[0]
sqdmlal.2d v1, v12, v3[3]
sqdmlal.2d v12, v1, v29[2]
sqdmlal2.2d v20, v18, v4[1]
sqdmlal2.2d v28, v22, v6[3]
sqdmlal2.2d v9, v4, v0[2]
sqdmlal2.2d v9, v8, v3[0]
sqdmlal.4s v17, v21, v1[4]
sqdmlal.4s v17, v3, v0[3]
sqdmlal.4s v18, v14, v1[1]
sqdmlal.4s v25, v25, v1[6]
sqdmlal2.4s v26, v23, v10[0]
sqdmlal2.4s v0, v24, v11[6]
sqdmlal2.4s v23, v10, v3[5]
sqdmlal2.4s v2, v30, v0[5]
sqdmlal.2d v7, v27, v4
sqdmlal.2d v0, v30, v10
sqdmlal.2d v31, v29, v4
sqdmlal.2d v10, v6, v30
sqdmlal2.2d v22, v22, v12
sqdmlal2.2d v8, v1, v7
sqdmlal2.2d v13, v4, v17
sqdmlal2.2d v25, v16, v1
sqdmlal.4s v18, v2, v12
sqdmlal.4s v31, v0, v22
sqdmlal.4s v25, v14, v12
sqdmlal.4s v24, v31, v1
sqdmlal2.4s v11, v7, v25
sqdmlal2.4s v22, v3, v27
sqdmlal2.4s v5, v17, v23
sqdmlal2.4s v7, v9, v12
sqdmlsl.h s23, h30, v12[0]
sqdmlsl.h s10, h25, v5[0]
sqdmlsl.h s27, h21, v6[1]
sqdmlsl.h s26, h13, v13[7]
sqdmlsl.s d27, s6, v9[0]
sqdmlsl.s d28, s17, v27[1]
sqdmlsl.s d25, s29, v27[0]
sqdmlsl.s d15, s11, v23[2]
sqdmlsl.2d v26, v9, v10[1]
sqdmlsl.2d v25, v2, v27[1]
sqdmlsl.2d v8, v1, v12[0]
sqdmlsl.2d v7, v20, v0[1]
sqdmlsl2.2d v4, v11, v18[0]
sqdmlsl2.2d v2, v26, v7[0]
sqdmlsl2.2d v12, v26, v11[2]
sqdmlsl2.2d v16, v23, v29[2]
sqdmlsl.4s v9, v11, v6[0]
sqdmlsl.4s v8, v15, v9[1]
sqdmlsl.4s v11, v25, v1[7]
sqdmlsl.4s v16, v1, v7[1]
sqdmlsl2.4s v2, v22, v4[6]
sqdmlsl2.4s v5, v3, v1[2]
sqdmlsl2.4s v8, v27, v8[4]
sqdmlsl2.4s v23, v11, v2[7]
sqdmlsl.2d v31, v18, v6
sqdmlsl.2d v19, v29, v25
sqdmlsl.2d v17, v12, v15
sqdmlsl.2d v29, v14, v30
sqdmlsl2.2d v19, v5, v19
sqdmlsl2.2d v31, v29, v10
sqdmlsl2.2d v21, v4, v19
sqdmlsl2.2d v0, v11, v12
sqdmlsl.4s v1, v11, v31
sqdmlsl.4s v20, v15, v21
sqdmlsl.4s v7, v0, v16
sqdmlsl.4s v16, v13, v13
sqdmlsl2.4s v19, v13, v8
sqdmlsl2.4s v26, v27, v28
sqdmlsl2.4s v18, v14, v2
sqdmlsl2.4s v28, v15, v2
sqdmulh.h h27, h5, v6[3]
sqdmulh.h h0, h11, v10[2]
sqdmulh.h h5, h8, v0[0]
sqdmulh.h h21, h25, v15[6]
sqdmulh.s s14, s5, v12[2]
sqdmulh.s s12, s11, v9[0]
sqdmulh.s s6, s31, v6[0]
sqdmulh.s s24, s17, v24[0]
sqdmulh.2s v23, v7, v25[0]
sqdmulh.2s v7, v9, v24[0]
sqdmulh.2s v0, v18, v12[0]
sqdmulh.2s v0, v29, v20[2]
sqdmulh.4h v27, v11, v4[1]
sqdmulh.4h v24, v10, v2[1]
sqdmulh.4h v29, v15, v10[0]
sqdmulh.4h v25, v17, v11[7]
sqdmulh.4s v27, v15, v4[3]
sqdmulh.4s v6, v23, v1[3]
sqdmulh.4s v9, v22, v11[0]
sqdmulh.4s v18, v7, v10[2]
sqdmulh.8h v23, v30, v5[0]
sqdmulh.8h v13, v24, v5[3]
sqdmulh.8h v0, v21, v13[0]
sqdmulh.8h v8, v28, v14[4]
sqdmulh.2s v9, v14, v30
sqdmulh.2s v19, v13, v21
sqdmulh.2s v30, v13, v2
sqdmulh.2s v9, v30, v0
sqdmulh.4h v8, v31, v28
sqdmulh.4h v31, v9, v15
sqdmulh.4h v7, v31, v31
sqdmulh.4h v2, v26, v18
sqdmulh.4s v1, v27, v3
sqdmulh.4s v3, v9, v19
sqdmulh.4s v16, v9, v14
sqdmulh.4s v18, v14, v12
sqdmulh.8h v17, v21, v13
sqdmulh.8h v18, v15, v3
sqdmulh.8h v12, v20, v18
sqdmulh.8h v18, v16, v24
sqdmull.h s28, h18, v10[7]
sqdmull.h s17, h8, v1[0]
sqdmull.h s24, h5, v7[2]
sqdmull.h s15, h27, v5[1]
sqdmull.s d9, s26, v15[3]
sqdmull.s d0, s25, v23[1]
sqdmull.s d28, s24, v7[0]
sqdmull.s d7, s9, v29[0]
sqdmull.2d v23, v28, v17[2]
sqdmull.2d v28, v23, v14[0]
sqdmull.2d v26, v19, v16[1]
sqdmull.2d v7, v28, v21[0]
sqdmull2.2d v3, v28, v4[0]
sqdmull2.2d v15, v6, v24[0]
sqdmull2.2d v15, v22, v30[1]
sqdmull2.2d v15, v15, v22[1]
sqdmull.4s v11, v7, v1[1]
sqdmull.4s v27, v6, v11[6]
sqdmull.4s v25, v26, v10[3]
sqdmull.4s v6, v12, v12[0]
sqdmull2.4s v8, v3, v14[7]
sqdmull2.4s v17, v14, v5[0]
sqdmull2.4s v28, v22, v9[1]
sqdmull2.4s v11, v11, v14[6]
sqdmull.2d v12, v9, v9
sqdmull.2d v17, v17, v8
sqdmull.2d v0, v19, v20
sqdmull.2d v9, v3, v2
sqdmull2.2d v10, v5, v2
sqdmull2.2d v17, v30, v11
sqdmull2.2d v17, v18, v6
sqdmull2.2d v0, v30, v30
sqdmull.4s v27, v28, v10
sqdmull.4s v16, v30, v13
sqdmull.4s v22, v15, v5
sqdmull.4s v12, v27, v8
sqdmull2.4s v8, v17, v24
sqdmull2.4s v24, v26, v18
sqdmull2.4s v5, v20, v14
sqdmull2.4s v24, v18, v21
sqneg.16b v18, v20
sqneg.16b v28, v19
sqneg.16b v8, v18
sqneg.16b v29, v5
sqneg.2d v4, v2
sqneg.2d v11, v7
sqneg.2d v22, v29
sqneg.2d v18, v31
sqneg.2s v8, v26
sqneg.2s v18, v14
sqneg.2s v17, v0
sqneg.2s v20, v12
sqneg.4h v11, v21
sqneg.4h v20, v28
sqneg.4h v4, v12
sqneg.4h v9, v8
sqneg.4s v0, v5
sqneg.4s v27, v17
sqneg.4s v18, v15
sqneg.4s v17, v18
sqneg.8b v14, v0
sqneg.8b v18, v3
sqneg.8b v13, v19
sqneg.8b v11, v14
sqneg.8h v24, v1
sqneg.8h v25, v16
sqneg.8h v7, v28
sqneg.8h v16, v4
sqrdmulh.h h24, h7, v2[0]
sqrdmulh.h h15, h1, v4[5]
sqrdmulh.h h13, h22, v12[4]
sqrdmulh.h h4, h29, v2[4]
sqrdmulh.s s10, s30, v16[0]
sqrdmulh.s s4, s7, v20[1]
sqrdmulh.s s22, s2, v19[3]
sqrdmulh.s s26, s5, v5[2]
sqrdmulh.2s v18, v13, v27[3]
sqrdmulh.2s v20, v7, v7[3]
sqrdmulh.2s v31, v17, v2[2]
sqrdmulh.2s v17, v29, v19[1]
sqrdmulh.4h v10, v13, v5[6]
sqrdmulh.4h v9, v3, v8[4]
sqrdmulh.4h v22, v9, v0[1]
sqrdmulh.4h v3, v3, v15[0]
sqrdmulh.4s v16, v2, v22[0]
sqrdmulh.4s v1, v26, v11[1]
sqrdmulh.4s v12, v14, v13[2]
sqrdmulh.4s v20, v30, v15[3]
sqrdmulh.8h v11, v8, v14[0]
sqrdmulh.8h v2, v12, v1[7]
sqrdmulh.8h v28, v19, v14[4]
sqrdmulh.8h v30, v24, v2[2]
sqrdmulh.2s v17, v19, v6
sqrdmulh.2s v17, v21, v10
sqrdmulh.2s v17, v25, v4
sqrdmulh.2s v0, v21, v27
sqrdmulh.4h v19, v17, v15
sqrdmulh.4h v30, v12, v2
sqrdmulh.4h v0, v17, v18
sqrdmulh.4h v30, v16, v30
sqrdmulh.4s v6, v18, v6
sqrdmulh.4s v2, v23, v22
sqrdmulh.4s v22, v29, v30
sqrdmulh.4s v2, v3, v15
sqrdmulh.8h v21, v5, v3
sqrdmulh.8h v26, v29, v14
sqrdmulh.8h v1, v27, v9
sqrdmulh.8h v19, v22, v9
sqrshl.16b v0, v23, v25
sqrshl.16b v15, v30, v15
sqrshl.16b v22, v19, v12
sqrshl.16b v9, v28, v4
sqrshl.2d v6, v20, v31
sqrshl.2d v26, v2, v17
sqrshl.2d v11, v17, v6
sqrshl.2d v6, v1, v10
sqrshl.2s v29, v15, v28
sqrshl.2s v22, v8, v12
sqrshl.2s v28, v21, v0
sqrshl.2s v1, v24, v10
sqrshl.4h v8, v16, v16
sqrshl.4h v15, v15, v9
sqrshl.4h v4, v25, v18
sqrshl.4h v25, v6, v14
sqrshl.4s v24, v30, v15
sqrshl.4s v18, v8, v7
sqrshl.4s v17, v11, v17
sqrshl.4s v7, v3, v24
sqrshl.8b v4, v30, v6
sqrshl.8b v2, v28, v1
sqrshl.8b v26, v20, v15
sqrshl.8b v14, v11, v26
sqrshl.8h v25, v10, v25
sqrshl.8h v12, v19, v23
sqrshl.8h v3, v23, v13
sqrshl.8h v15, v22, v15
sqrshrn.2s v0, v5, #5
sqrshrn.2s v15, v14, #5
sqrshrn.2s v29, v13, #10
sqrshrn.2s v30, v2, #1
sqrshrn2.4s v14, v14, #28
sqrshrn2.4s v21, v2, #19
sqrshrn2.4s v29, v4, #3
sqrshrn2.4s v12, v11, #29
sqrshrn.4h v14, v9, #11
sqrshrn.4h v20, v5, #3
sqrshrn.4h v27, v15, #10
sqrshrn.4h v3, v27, #6
sqrshrn2.8h v18, v2, #10
sqrshrn2.8h v7, v3, #7
sqrshrn2.8h v20, v1, #1
sqrshrn2.8h v14, v0, #6
sqrshrn.8b v28, v10, #8
sqrshrn.8b v6, v22, #2
sqrshrn.8b v29, v12, #7
sqrshrn.8b v15, v0, #8
sqrshrn2.16b v26, v7, #7
sqrshrn2.16b v15, v13, #4
sqrshrn2.16b v8, v3, #2
sqrshrn2.16b v23, v17, #8
sqrshrun.2s v30, v1, #1
sqrshrun.2s v31, v16, #1
sqrshrun.2s v2, v0, #1
sqrshrun.2s v21, v8, #1
sqrshrun2.4s v5, v12, #1
sqrshrun2.4s v2, v4, #1
sqrshrun2.4s v8, v29, #28
sqrshrun2.4s v13, v20, #23
sqrshrun.4h v6, v14, #12
sqrshrun.4h v15, v23, #12
sqrshrun.4h v15, v17, #14
sqrshrun.4h v20, v27, #16
sqrshrun2.8h v29, v2, #1
sqrshrun2.8h v20, v13, #5
sqrshrun2.8h v4, v19, #13
sqrshrun2.8h v16, v0, #4
sqrshrun.8b v16, v17, #8
sqrshrun.8b v30, v14, #8
sqrshrun.8b v10, v31, #8
sqrshrun.8b v13, v10, #8
sqrshrun2.16b v24, v13, #8
sqrshrun2.16b v2, v30, #7
sqrshrun2.16b v27, v25, #6
sqrshrun2.16b v7, v0, #4
sqshlu.16b v28, v21, #3
sqshlu.16b v21, v30, #3
sqshlu.16b v9, v28, #1
sqshlu.16b v22, v2, #3
sqshlu.2d v28, v21, #53
sqshlu.2d v14, v26, #43
sqshlu.2d v0, v20, #60
sqshlu.2d v19, v19, #2
sqshlu.2s v16, v10, #0
sqshlu.2s v4, v16, #19
sqshlu.2s v22, v5, #1
sqshlu.2s v26, v5, #30
sqshlu.4h v13, v10, #7
sqshlu.4h v26, v13, #12
sqshlu.4h v21, v7, #12
sqshlu.4h v16, v9, #4
sqshlu.4s v6, v3, #14
sqshlu.4s v13, v20, #13
sqshlu.4s v19, v1, #31
sqshlu.4s v30, v12, #5
sqshlu.8b v27, v21, #3
sqshlu.8b v19, v12, #0
sqshlu.8b v10, v24, #3
sqshlu.8b v4, v8, #5
sqshlu.8h v17, v27, #6
sqshlu.8h v13, v0, #6
sqshlu.8h v5, v11, #0
sqshlu.8h v15, v19, #13
sqshl.16b v4, v1, #0
sqshl.16b v2, v22, #2
sqshl.16b v18, v30, #1
sqshl.16b v2, v30, #4
sqshl.2d v25, v7, #34
sqshl.2d v18, v11, #0
sqshl.2d v22, v9, #44
sqshl.2d v16, v18, #13
sqshl.2s v30, v28, #1
sqshl.2s v14, v10, #19
sqshl.2s v16, v12, #1
sqshl.2s v6, v26, #25
sqshl.4h v24, v10, #5
sqshl.4h v1, v6, #14
sqshl.4h v27, v19, #5
sqshl.4h v2, v7, #0
sqshl.4s v18, v29, #12
sqshl.4s v3, v25, #2
sqshl.4s v16, v7, #9
sqshl.4s v18, v25, #23
sqshl.8b v12, v30, #3
sqshl.8b v1, v22, #0
sqshl.8b v21, v16, #0
sqshl.8b v26, v28, #2
sqshl.8h v13, v23, #1
sqshl.8h v16, v15, #11
sqshl.8h v1, v28, #5
sqshl.8h v25, v8, #5
sqshl.16b v20, v9, v15
sqshl.16b v2, v2, v22
sqshl.16b v6, v5, v30
sqshl.16b v6, v18, v31
sqshl.2d v17, v8, v30
sqshl.2d v28, v9, v27
sqshl.2d v25, v1, v11
sqshl.2d v2, v29, v22
sqshl.2s v0, v25, v9
sqshl.2s v10, v1, v3
sqshl.2s v24, v29, v9
sqshl.2s v9, v6, v17
sqshl.4h v24, v26, v25
sqshl.4h v26, v28, v5
sqshl.4h v15, v4, v9
sqshl.4h v0, v24, v21
sqshl.4s v21, v20, v30
sqshl.4s v23, v18, v15
sqshl.4s v14, v8, v18
sqshl.4s v14, v6, v22
sqshl.8b v14, v27, v24
sqshl.8b v6, v4, v29
sqshl.8b v16, v24, v11
sqshl.8b v9, v19, v12
sqshl.8h v27, v24, v22
sqshl.8h v29, v17, v17
sqshl.8h v18, v7, v14
sqshl.8h v4, v14, v27
sqshrn.2s v19, v31, #27
sqshrn.2s v22, v30, #12
sqshrn.2s v24, v17, #11
sqshrn.2s v12, v16, #5
sqshrn2.4s v16, v25, #4
sqshrn2.4s v25, v21, #1
sqshrn2.4s v24, v30, #32
sqshrn2.4s v23, v9, #19
sqshrn.4h v26, v6, #9
sqshrn.4h v14, v14, #15
sqshrn.4h v3, v16, #15
sqshrn.4h v0, v3, #11
sqshrn2.8h v11, v0, #3
sqshrn2.8h v15, v6, #9
sqshrn2.8h v16, v20, #1
sqshrn2.8h v9, v23, #11
sqshrn.8b v2, v23, #1
sqshrn.8b v2, v19, #5
sqshrn.8b v11, v21, #2
sqshrn.8b v9, v7, #7
sqshrn2.16b v7, v13, #1
sqshrn2.16b v24, v2, #1
sqshrn2.16b v25, v18, #6
sqshrn2.16b v7, v31, #2
sqshrun.2s v21, v14, #14
sqshrun.2s v24, v1, #22
sqshrun.2s v8, v11, #1
sqshrun.2s v21, v11, #11
sqshrun2.4s v26, v30, #26
sqshrun2.4s v9, v26, #1
sqshrun2.4s v31, v4, #1
sqshrun2.4s v16, v31, #27
sqshrun.4h v5, v25, #15
sqshrun.4h v26, v16, #2
sqshrun.4h v23, v3, #8
sqshrun.4h v23, v16, #2
sqshrun2.8h v7, v16, #1
sqshrun2.8h v19, v17, #4
sqshrun2.8h v25, v17, #16
sqshrun2.8h v1, v29, #8
sqshrun.8b v7, v14, #4
sqshrun.8b v28, v5, #6
sqshrun.8b v13, v10, #5
sqshrun.8b v11, v27, #3
sqshrun2.16b v25, v16, #2
sqshrun2.16b v17, v17, #1
sqshrun2.16b v8, v6, #8
sqshrun2.16b v31, v25, #7
sqsub.16b v12, v9, v0
sqsub.16b v11, v29, v6
sqsub.16b v28, v17, v26
sqsub.16b v10, v20, v12
sqsub.2d v5, v2, v21
sqsub.2d v9, v14, v14
sqsub.2d v5, v11, v7
sqsub.2d v27, v8, v8
sqsub.2s v19, v24, v27
sqsub.2s v8, v5, v29
sqsub.2s v5, v9, v2
sqsub.2s v29, v12, v4
sqsub.4h v29, v28, v12
sqsub.4h v11, v29, v10
sqsub.4h v8, v0, v3
sqsub.4h v3, v29, v1
sqsub.4s v24, v28, v11
sqsub.4s v29, v3, v2
sqsub.4s v28, v5, v20
sqsub.4s v9, v30, v16
sqsub.8b v8, v30, v1
sqsub.8b v5, v16, v16
sqsub.8b v20, v30, v12
sqsub.8b v18, v18, v11
sqsub.8h v6, v31, v27
sqsub.8h v16, v13, v8
sqsub.8h v27, v0, v22
sqsub.8h v29, v21, v20
sqxtn.2s v12, v10
sqxtn.2s v1, v11
sqxtn.2s v12, v7
sqxtn.2s v7, v8
sqxtn2.4s v25, v12
sqxtn2.4s v5, v3
sqxtn2.4s v14, v18
sqxtn2.4s v7, v11
sqxtn.4h v5, v5
sqxtn.4h v26, v9
sqxtn.4h v18, v15
sqxtn.4h v0, v26
sqxtn2.8h v16, v10
sqxtn2.8h v16, v20
sqxtn2.8h v4, v31
sqxtn2.8h v26, v6
sqxtn.8b v31, v21
sqxtn.8b v9, v8
sqxtn.8b v14, v8
sqxtn.8b v6, v27
sqxtn2.16b v4, v23
sqxtn2.16b v1, v5
sqxtn2.16b v0, v10
sqxtn2.16b v14, v20
sqxtun.2s v22, v17
sqxtun.2s v31, v2
sqxtun.2s v11, v10
sqxtun.2s v5, v19
sqxtun2.4s v8, v15
sqxtun2.4s v18, v19
sqxtun2.4s v27, v9
sqxtun2.4s v2, v29
sqxtun.4h v18, v6
sqxtun.4h v17, v14
sqxtun.4h v2, v31
sqxtun.4h v19, v2
sqxtun2.8h v16, v22
sqxtun2.8h v11, v2
sqxtun2.8h v26, v23
sqxtun2.8h v15, v10
sqxtun.8b v30, v16
sqxtun.8b v6, v29
sqxtun.8b v28, v15
sqxtun.8b v10, v9
sqxtun2.16b v24, v12
sqxtun2.16b v3, v15
sqxtun2.16b v17, v10
sqxtun2.16b v5, v24
srhadd.16b v18, v31, v30
srhadd.16b v18, v18, v22
srhadd.16b v2, v9, v22
srhadd.16b v14, v31, v17
srhadd.2s v13, v6, v4
srhadd.2s v12, v19, v24
srhadd.2s v12, v5, v18
srhadd.2s v29, v14, v0
srhadd.4h v13, v12, v1
srhadd.4h v10, v10, v15
srhadd.4h v4, v0, v28
srhadd.4h v12, v27, v20
srhadd.4s v29, v0, v9
srhadd.4s v19, v12, v8
srhadd.4s v30, v16, v15
srhadd.4s v28, v6, v7
srhadd.8b v3, v16, v16
srhadd.8b v20, v27, v21
srhadd.8b v29, v0, v30
srhadd.8b v6, v3, v0
srhadd.8h v14, v1, v7
srhadd.8h v27, v11, v21
srhadd.8h v22, v1, v27
srhadd.8h v22, v25, v20
sri.16b v9, v26, #1
sri.16b v25, v7, #1
sri.16b v5, v13, #8
sri.16b v14, v12, #7
sri.2d v28, v7, #49
sri.2d v1, v8, #8
sri.2d v31, v18, #64
sri.2d v16, v14, #1
sri.2s v6, v16, #19
sri.2s v21, v21, #25
sri.2s v27, v14, #1
sri.2s v12, v24, #9
sri.4h v18, v11, #3
sri.4h v14, v26, #12
sri.4h v10, v9, #16
sri.4h v22, v19, #4
sri.4s v13, v25, #3
sri.4s v0, v1, #8
sri.4s v3, v31, #18
sri.4s v1, v22, #18
sri.8b v23, v22, #8
sri.8b v26, v29, #1
sri.8b v9, v12, #3
sri.8b v26, v17, #4
sri.8h v22, v30, #1
sri.8h v31, v13, #12
sri.8h v10, v11, #10
sri.8h v11, v1, #2
srshl.16b v24, v5, v28
srshl.16b v16, v10, v9
srshl.16b v19, v31, v1
srshl.16b v20, v15, v24
srshl.2d v10, v2, v9
srshl.2d v20, v25, v30
srshl.2d v28, v21, v24
srshl.2d v19, v25, v17
srshl.2s v4, v3, v27
srshl.2s v12, v11, v21
srshl.2s v25, v28, v19
srshl.2s v2, v30, v27
srshl.4h v28, v2, v20
srshl.4h v1, v28, v6
srshl.4h v25, v31, v28
srshl.4h v17, v23, v15
srshl.4s v10, v14, v9
srshl.4s v4, v13, v15
srshl.4s v1, v30, v19
srshl.4s v5, v12, v17
srshl.8b v9, v7, v18
srshl.8b v2, v14, v21
srshl.8b v16, v23, v30
srshl.8b v4, v2, v10
srshl.8h v4, v28, v31
srshl.8h v1, v25, v1
srshl.8h v18, v25, v9
srshl.8h v22, v16, v9
srshr.16b v30, v14, #2
srshr.16b v0, v24, #8
srshr.16b v16, v8, #5
srshr.16b v5, v7, #1
srshr.2d v17, v29, #3
srshr.2d v25, v19, #1
srshr.2d v5, v3, #13
srshr.2d v13, v22, #54
srshr.2s v14, v7, #17
srshr.2s v1, v20, #4
srshr.2s v19, v29, #2
srshr.2s v10, v16, #7
srshr.4h v13, v1, #15
srshr.4h v24, v17, #16
srshr.4h v15, v18, #13
srshr.4h v5, v27, #1
srshr.4s v21, v28, #8
srshr.4s v15, v26, #7
srshr.4s v1, v28, #31
srshr.4s v9, v4, #17
srshr.8b v21, v2, #1
srshr.8b v26, v12, #6
srshr.8b v29, v22, #4
srshr.8b v17, v2, #5
srshr.8h v11, v16, #12
srshr.8h v11, v12, #11
srshr.8h v26, v12, #1
srshr.8h v15, v29, #8
srsra.16b v2, v28, #3
srsra.16b v0, v10, #8
srsra.16b v18, v9, #1
srsra.16b v28, v9, #1
srsra.2d v7, v10, #16
srsra.2d v23, v17, #1
srsra.2d v13, v17, #6
srsra.2d v25, v9, #61
srsra.2s v31, v27, #1
srsra.2s v24, v29, #6
srsra.2s v14, v29, #24
srsra.2s v8, v22, #29
srsra.4h v17, v9, #6
srsra.4h v8, v5, #1
srsra.4h v15, v30, #16
srsra.4h v7, v2, #1
srsra.4s v17, v5, #19
srsra.4s v1, v1, #1
srsra.4s v10, v17, #32
srsra.4s v10, v20, #32
srsra.8b v26, v17, #7
srsra.8b v18, v31, #8
srsra.8b v19, v30, #3
srsra.8b v6, v28, #1
srsra.8h v22, v22, #4
srsra.8h v19, v11, #15
srsra.8h v5, v27, #1
srsra.8h v3, v5, #12
sshll.2d v4, v26, #0
sshll.2d v11, v28, #9
sshll.2d v16, v1, #20
sshll.2d v28, v20, #12
sshll2.2d v10, v9, #3
sshll2.2d v4, v21, #8
sshll2.2d v21, v29, #0
sshll2.2d v9, v8, #31
sshll.4s v14, v27, #3
sshll.4s v11, v30, #0
sshll.4s v15, v20, #7
sshll.4s v20, v12, #5
sshll2.4s v13, v5, #14
sshll2.4s v0, v31, #14
sshll2.4s v23, v20, #0
sshll2.4s v6, v30, #8
sshll.8h v23, v21, #6
sshll.8h v31, v17, #1
sshll.8h v28, v7, #5
sshll.8h v24, v14, #6
sshll2.8h v19, v1, #1
sshll2.8h v6, v6, #0
sshll2.8h v17, v31, #0
sshll2.8h v22, v9, #0
sshl.16b v21, v0, v16
sshl.16b v24, v26, v7
sshl.16b v1, v29, v11
sshl.16b v25, v19, v31
sshl.2d v11, v13, v4
sshl.2d v1, v2, v13
sshl.2d v26, v31, v25
sshl.2d v29, v0, v6
sshl.2s v21, v0, v20
sshl.2s v8, v18, v19
sshl.2s v28, v19, v20
sshl.2s v2, v21, v26
sshl.4h v1, v25, v28
sshl.4h v29, v31, v13
sshl.4h v5, v29, v19
sshl.4h v29, v11, v25
sshl.4s v5, v20, v24
sshl.4s v13, v27, v11
sshl.4s v1, v19, v5
sshl.4s v31, v23, v9
sshl.8b v8, v23, v6
sshl.8b v31, v0, v9
sshl.8b v31, v21, v2
sshl.8b v0, v13, v1
sshl.8h v3, v13, v3
sshl.8h v10, v0, v25
sshl.8h v27, v29, v27
sshl.8h v17, v17, v29
sshr.16b v13, v10, #2
sshr.16b v2, v4, #5
sshr.16b v10, v6, #8
sshr.16b v11, v20, #7
sshr.2d v24, v8, #1
sshr.2d v27, v29, #45
sshr.2d v19, v31, #1
sshr.2d v21, v19, #52
sshr.2s v8, v4, #1
sshr.2s v6, v0, #31
sshr.2s v29, v0, #1
sshr.2s v19, v24, #21
sshr.4h v29, v13, #16
sshr.4h v9, v6, #1
sshr.4h v6, v5, #14
sshr.4h v8, v3, #1
sshr.4s v4, v25, #15
sshr.4s v9, v20, #18
sshr.4s v8, v2, #30
sshr.4s v8, v22, #29
sshr.8b v14, v22, #8
sshr.8b v20, v29, #4
sshr.8b v3, v26, #1
sshr.8b v4, v11, #3
sshr.8h v18, v28, #12
sshr.8h v13, v8, #1
sshr.8h v14, v16, #2
sshr.8h v10, v22, #1
ssra.16b v20, v31, #2
ssra.16b v30, v16, #1
ssra.16b v26, v10, #1
ssra.16b v24, v22, #3
ssra.2d v0, v4, #63
ssra.2d v22, v4, #48
ssra.2d v25, v29, #18
ssra.2d v17, v28, #31
ssra.2s v26, v16, #6
ssra.2s v23, v7, #18
ssra.2s v9, v14, #13
ssra.2s v14, v3, #29
ssra.4h v24, v4, #16
ssra.4h v11, v17, #1
ssra.4h v1, v23, #14
ssra.4h v27, v25, #1
ssra.4s v20, v21, #32
ssra.4s v4, v11, #32
ssra.4s v31, v4, #1
ssra.4s v20, v7, #32
ssra.8b v16, v27, #4
ssra.8b v11, v11, #7
ssra.8b v20, v8, #1
ssra.8b v16, v31, #1
ssra.8h v20, v22, #14
ssra.8h v15, v7, #12
ssra.8h v27, v2, #2
ssra.8h v19, v21, #8
ssubl.2d v19, v7, v13
ssubl.2d v18, v22, v17
ssubl.2d v28, v5, v26
ssubl.2d v11, v14, v31
ssubl2.2d v29, v6, v1
ssubl2.2d v10, v28, v24
ssubl2.2d v14, v6, v15
ssubl2.2d v15, v24, v22
ssubl.4s v13, v16, v11
ssubl.4s v18, v13, v11
ssubl.4s v8, v13, v26
ssubl.4s v5, v21, v21
ssubl2.4s v22, v25, v22
ssubl2.4s v30, v28, v20
ssubl2.4s v3, v10, v31
ssubl2.4s v15, v23, v17
ssubl.8h v12, v26, v22
ssubl.8h v17, v22, v16
ssubl.8h v8, v22, v9
ssubl.8h v20, v10, v26
ssubl2.8h v22, v13, v30
ssubl2.8h v0, v16, v2
ssubl2.8h v8, v12, v24
ssubl2.8h v25, v29, v30
ssubw.2d v1, v20, v22
ssubw.2d v20, v23, v24
ssubw.2d v2, v21, v6
ssubw.2d v12, v13, v29
ssubw2.2d v21, v15, v3
ssubw2.2d v16, v1, v6
ssubw2.2d v8, v20, v3
ssubw2.2d v6, v11, v30
ssubw.4s v30, v20, v26
ssubw.4s v1, v8, v4
ssubw.4s v22, v16, v0
ssubw.4s v22, v21, v19
ssubw2.4s v23, v1, v28
ssubw2.4s v27, v22, v7
ssubw2.4s v21, v23, v17
ssubw2.4s v12, v0, v1
ssubw.8h v19, v2, v29
ssubw.8h v0, v11, v9
ssubw.8h v4, v13, v20
ssubw.8h v15, v28, v30
ssubw2.8h v16, v4, v11
ssubw2.8h v16, v26, v16
ssubw2.8h v25, v9, v13
ssubw2.8h v5, v22, v2
st1.16b { v20, v21, v22, v23 }, [x6]
st1.16b { v17, v18, v19, v20 }, [x9]
st1.16b { v30, v31, v0, v1 }, [x5]
st1.16b { v9, v10, v11, v12 }, [x19]
st1.16b { v31, v0, v1, v2 }, [x29], #64
st1.16b { v28, v29, v30, v31 }, [x20], x28
st1.16b { v16, v17, v18, v19 }, [x20], x23
st1.16b { v5, v6, v7, v8 }, [x3], #64
st1.1d { v10, v11, v12, v13 }, [x16]
st1.1d { v23, v24, v25, v26 }, [x3]
st1.1d { v17, v18, v19, v20 }, [x13]
st1.1d { v23, v24, v25, v26 }, [x26]
st1.1d { v9, v10, v11, v12 }, [x12], x4
st1.1d { v4, v5, v6, v7 }, [x16], #32
st1.1d { v3, v4, v5, v6 }, [x21], x3
st1.1d { v23, v24, v25, v26 }, [x16], x30
st1.2d { v26, v27, v28, v29 }, [x8]
st1.2d { v22, v23, v24, v25 }, [x15]
st1.2d { v11, v12, v13, v14 }, [x27]
st1.2d { v14, v15, v16, v17 }, [x4]
st1.2d { v17, v18, v19, v20 }, [x2], x13
st1.2d { v2, v3, v4, v5 }, [x8], x1
st1.2d { v9, v10, v11, v12 }, [sp], x19
st1.2d { v2, v3, v4, v5 }, [x23], x22
st1.2s { v9, v10, v11, v12 }, [x13]
st1.2s { v13, v14, v15, v16 }, [x25]
st1.2s { v30, v31, v0, v1 }, [sp]
st1.2s { v12, v13, v14, v15 }, [x6]
st1.2s { v26, v27, v28, v29 }, [x26], x11
st1.2s { v31, v0, v1, v2 }, [x14], x20
st1.2s { v13, v14, v15, v16 }, [x16], x27
st1.2s { v15, v16, v17, v18 }, [x13], x1
st1.4h { v5, v6, v7, v8 }, [x4]
st1.4h { v26, v27, v28, v29 }, [x17]
st1.4h { v25, v26, v27, v28 }, [x10]
st1.4h { v31, v0, v1, v2 }, [x11]
st1.4h { v10, v11, v12, v13 }, [x26], x21
st1.4h { v27, v28, v29, v30 }, [x2], x13
st1.4h { v28, v29, v30, v31 }, [x26], x26
st1.4h { v20, v21, v22, v23 }, [x14], x27
st1.4s { v29, v30, v31, v0 }, [x19]
st1.4s { v7, v8, v9, v10 }, [x17]
st1.4s { v18, v19, v20, v21 }, [x27]
st1.4s { v16, v17, v18, v19 }, [x18]
st1.4s { v2, v3, v4, v5 }, [x8], x3
st1.4s { v7, v8, v9, v10 }, [x11], x4
st1.4s { v1, v2, v3, v4 }, [x21], x25
st1.4s { v2, v3, v4, v5 }, [x30], x30
st1.8b { v26, v27, v28, v29 }, [x0]
st1.8b { v16, v17, v18, v19 }, [x15]
st1.8b { v20, v21, v22, v23 }, [x2]
st1.8b { v30, v31, v0, v1 }, [x12]
st1.8b { v19, v20, v21, v22 }, [x20], x19
st1.8b { v27, v28, v29, v30 }, [x13], x7
st1.8b { v21, v22, v23, v24 }, [x28], x27
st1.8b { v24, v25, v26, v27 }, [x0], x20
st1.8h { v25, v26, v27, v28 }, [x23]
st1.8h { v9, v10, v11, v12 }, [x25]
st1.8h { v21, v22, v23, v24 }, [x4]
st1.8h { v6, v7, v8, v9 }, [x5]
st1.8h { v14, v15, v16, v17 }, [x7], x29
st1.8h { v8, v9, v10, v11 }, [x9], x1
st1.8h { v29, v30, v31, v0 }, [sp], x20
st1.8h { v4, v5, v6, v7 }, [x21], x12
st1.16b { v31 }, [x0]
st1.16b { v13 }, [x28]
st1.16b { v15 }, [x14]
st1.16b { v1 }, [x12]
st1.16b { v7 }, [x13], x14
st1.16b { v22 }, [x10], x6
st1.16b { v18 }, [x16], x24
st1.16b { v27 }, [x22], x7
st1.1d { v12 }, [x20]
st1.1d { v7 }, [x9]
st1.1d { v6 }, [x29]
st1.1d { v31 }, [x23]
st1.1d { v29 }, [x17], x1
st1.1d { v23 }, [x3], x4
st1.1d { v6 }, [x25], x3
st1.1d { v14 }, [x5], x13
st1.2d { v31 }, [x26]
st1.2d { v29 }, [x13]
st1.2d { v22 }, [x19]
st1.2d { v27 }, [x30]
st1.2d { v29 }, [x29], x12
st1.2d { v1 }, [x25], x2
st1.2d { v9 }, [x1], x2
st1.2d { v2 }, [x11], x9
st1.2s { v31 }, [x21]
st1.2s { v6 }, [x15]
st1.2s { v1 }, [x19]
st1.2s { v31 }, [x6]
st1.2s { v1 }, [sp], x14
st1.2s { v31 }, [x20], x26
st1.2s { v28 }, [x21], x1
st1.2s { v11 }, [x15], x9
st1.4h { v6 }, [sp]
st1.4h { v1 }, [x28]
st1.4h { v4 }, [x11]
st1.4h { v31 }, [x10]
st1.4h { v14 }, [x19], x13
st1.4h { v9 }, [x7], x10
st1.4h { v14 }, [x14], x1
st1.4h { v9 }, [x0], x16
st1.4s { v26 }, [x3]
st1.4s { v4 }, [x27]
st1.4s { v29 }, [x25]
st1.4s { v19 }, [x17]
st1.4s { v29 }, [x21], x18
st1.4s { v25 }, [x23], x14
st1.4s { v18 }, [x3], x4
st1.4s { v9 }, [x15], x14
st1.8b { v29 }, [x17]
st1.8b { v10 }, [x12]
st1.8b { v0 }, [x9]
st1.8b { v26 }, [x13]
st1.8b { v30 }, [x11], x8
st1.8b { v25 }, [x0], x15
st1.8b { v8 }, [x24], x21
st1.8b { v24 }, [x18], x27
st1.8h { v18 }, [x19]
st1.8h { v9 }, [x22]
st1.8h { v25 }, [x2]
st1.8h { v22 }, [x27]
st1.8h { v27 }, [x20], x5
st1.8h { v27 }, [x15], x3
st1.8h { v5 }, [x13], x0
st1.8h { v4 }, [x16], x20
st1.16b { v31, v0, v1 }, [x20]
st1.16b { v0, v1, v2 }, [x9]
st1.16b { v24, v25, v26 }, [x6]
st1.16b { v15, v16, v17 }, [x16]
st1.16b { v22, v23, v24 }, [x23], x17
st1.16b { v23, v24, v25 }, [x2], x7
st1.16b { v11, v12, v13 }, [x16], x23
st1.16b { v10, v11, v12 }, [x29], x3
st1.1d { v2, v3, v4 }, [x14]
st1.1d { v24, v25, v26 }, [x18]
st1.1d { v14, v15, v16 }, [x10]
st1.1d { v9, v10, v11 }, [x2]
st1.1d { v3, v4, v5 }, [x25], x10
st1.1d { v17, v18, v19 }, [x18], x29
st1.1d { v13, v14, v15 }, [x1], x16
st1.1d { v2, v3, v4 }, [x12], x22
st1.2d { v6, v7, v8 }, [x24]
st1.2d { v14, v15, v16 }, [x12]
st1.2d { v18, v19, v20 }, [x16]
st1.2d { v8, v9, v10 }, [x27]
st1.2d { v29, v30, v31 }, [x26], x24
st1.2d { v9, v10, v11 }, [x21], x4
st1.2d { v12, v13, v14 }, [x20], x29
st1.2d { v30, v31, v0 }, [x5], x25
st1.2s { v24, v25, v26 }, [x1]
st1.2s { v6, v7, v8 }, [x18]
st1.2s { v0, v1, v2 }, [x7]
st1.2s { v10, v11, v12 }, [x15]
st1.2s { v17, v18, v19 }, [x22], x7
st1.2s { v7, v8, v9 }, [x12], x18
st1.2s { v6, v7, v8 }, [x4], x23
st1.2s { v7, v8, v9 }, [x0], x17
st1.4h { v27, v28, v29 }, [x24]
st1.4h { v12, v13, v14 }, [x28]
st1.4h { v31, v0, v1 }, [x23]
st1.4h { v2, v3, v4 }, [x18]
st1.4h { v14, v15, v16 }, [x13], x15
st1.4h { v8, v9, v10 }, [x0], x28
st1.4h { v0, v1, v2 }, [x7], x3
st1.4h { v10, v11, v12 }, [x20], x4
st1.4s { v19, v20, v21 }, [x2]
st1.4s { v22, v23, v24 }, [x12]
st1.4s { v1, v2, v3 }, [x27]
st1.4s { v24, v25, v26 }, [x23]
st1.4s { v7, v8, v9 }, [x4], #48
st1.4s { v1, v2, v3 }, [x28], x16
st1.4s { v25, v26, v27 }, [x1], x15
st1.4s { v18, v19, v20 }, [x19], #48
st1.8b { v17, v18, v19 }, [x17]
st1.8b { v2, v3, v4 }, [x9]
st1.8b { v24, v25, v26 }, [x3]
st1.8b { v30, v31, v0 }, [x10]
st1.8b { v25, v26, v27 }, [x13], x11
st1.8b { v21, v22, v23 }, [x13], x30
st1.8b { v22, v23, v24 }, [x29], x23
st1.8b { v10, v11, v12 }, [x20], x4
st1.8h { v18, v19, v20 }, [x11]
st1.8h { v22, v23, v24 }, [x2]
st1.8h { v23, v24, v25 }, [x30]
st1.8h { v10, v11, v12 }, [x4]
st1.8h { v19, v20, v21 }, [x27], x6
st1.8h { v19, v20, v21 }, [x16], x0
st1.8h { v23, v24, v25 }, [x10], x17
st1.8h { v22, v23, v24 }, [x27], x24
st1.16b { v26, v27 }, [x25]
st1.16b { v12, v13 }, [x18]
st1.16b { v23, v24 }, [sp]
st1.16b { v2, v3 }, [x17]
st1.16b { v5, v6 }, [x2], x3
st1.16b { v30, v31 }, [x28], x28
st1.16b { v25, v26 }, [x20], x2
st1.16b { v4, v5 }, [x25], x18
st1.1d { v0, v1 }, [x17]
st1.1d { v8, v9 }, [x20]
st1.1d { v16, v17 }, [x26]
st1.1d { v12, v13 }, [x12]
st1.1d { v24, v25 }, [x16], x17
st1.1d { v21, v22 }, [x0], x3
st1.1d { v16, v17 }, [x23], x24
st1.1d { v8, v9 }, [x6], x18
st1.2d { v25, v26 }, [sp]
st1.2d { v31, v0 }, [x25]
st1.2d { v21, v22 }, [x8]
st1.2d { v3, v4 }, [x18]
st1.2d { v31, v0 }, [x7], #32
st1.2d { v29, v30 }, [x0], x24
st1.2d { v31, v0 }, [x9], x11
st1.2d { v9, v10 }, [x15], x18
st1.2s { v25, v26 }, [x12]
st1.2s { v19, v20 }, [x19]
st1.2s { v8, v9 }, [x3]
st1.2s { v30, v31 }, [x28]
st1.2s { v22, v23 }, [x1], x17
st1.2s { v3, v4 }, [x3], x22
st1.2s { v8, v9 }, [x29], x25
st1.2s { v0, v1 }, [x19], x0
st1.4h { v16, v17 }, [x30]
st1.4h { v26, v27 }, [x27]
st1.4h { v5, v6 }, [sp]
st1.4h { v17, v18 }, [x21]
st1.4h { v21, v22 }, [x4], x11
st1.4h { v31, v0 }, [x9], x2
st1.4h { v17, v18 }, [x8], x6
st1.4h { v18, v19 }, [x10], x8
st1.4s { v22, v23 }, [x1]
st1.4s { v3, v4 }, [x3]
st1.4s { v30, v31 }, [x25]
st1.4s { v20, v21 }, [x12]
st1.4s { v11, v12 }, [x1], x25
st1.4s { v3, v4 }, [x5], x18
st1.4s { v11, v12 }, [x7], x23
st1.4s { v21, v22 }, [x16], x22
st1.8b { v25, v26 }, [x2]
st1.8b { v28, v29 }, [x2]
st1.8b { v11, v12 }, [x3]
st1.8b { v27, v28 }, [x24]
st1.8b { v31, v0 }, [x1], x8
st1.8b { v26, v27 }, [x16], x30
st1.8b { v18, v19 }, [x0], x29
st1.8b { v29, v30 }, [x22], x2
st1.8h { v6, v7 }, [x29]
st1.8h { v21, v22 }, [x14]
st1.8h { v2, v3 }, [x16]
st1.8h { v22, v23 }, [x4]
st1.8h { v14, v15 }, [x22], x25
st1.8h { v29, v30 }, [x5], x29
st1.8h { v25, v26 }, [x4], x11
st1.8h { v14, v15 }, [x23], x29
st1.b { v3 }[0], [x0]
st1.b { v11 }[5], [x3]
st1.b { v26 }[7], [x27]
st1.b { v30 }[10], [x16]
st1.b { v16 }[0], [x6], #1
st1.b { v1 }[13], [x23], #1
st1.b { v6 }[0], [x13], x11
st1.b { v28 }[1], [x3], x3
st1.d { v3 }[1], [x19]
st1.d { v24 }[1], [x11]
st1.d { v5 }[0], [x6]
st1.d { v26 }[0], [x6]
st1.d { v25 }[1], [x21], x9
st1.d { v14 }[0], [x15], x23
st1.d { v12 }[1], [x13], #8
st1.d { v29 }[0], [x10], x8
st1.h { v21 }[6], [x10]
st1.h { v31 }[3], [x17]
st1.h { v15 }[6], [x12]
st1.h { v5 }[4], [x0]
st1.h { v0 }[7], [x6], x28
st1.h { v25 }[0], [x29], x19
st1.h { v17 }[5], [x10], x15
st1.h { v27 }[2], [x16], x12
st1.s { v24 }[2], [x11]
st1.s { v21 }[3], [x25]
st1.s { v31 }[0], [x4]
st1.s { v25 }[0], [x13]
st1.s { v14 }[1], [x0], x24
st1.s { v8 }[2], [x2], x13
st1.s { v16 }[0], [x30], x24
st1.s { v5 }[1], [x29], x2
st2.b { v28, v29 }[0], [sp]
st2.b { v29, v30 }[5], [x0]
st2.b { v31, v0 }[6], [x16]
st2.b { v16, v17 }[15], [x10]
st2.b { v12, v13 }[11], [x21], x15
st2.b { v13, v14 }[11], [x3], x9
st2.b { v21, v22 }[10], [x18], x2
st2.b { v27, v28 }[1], [x0], x3
st2.d { v21, v22 }[0], [x12]
st2.d { v18, v19 }[0], [x20]
st2.d { v26, v27 }[0], [sp]
st2.d { v6, v7 }[1], [x6]
st2.d { v20, v21 }[0], [x27], x25
st2.d { v13, v14 }[1], [x30], x13
st2.d { v18, v19 }[0], [x15], x11
st2.d { v22, v23 }[0], [x3], x21
st2.h { v5, v6 }[5], [x17]
st2.h { v14, v15 }[0], [x28]
st2.h { v1, v2 }[5], [x20]
st2.h { v21, v22 }[1], [x8]
st2.h { v25, v26 }[0], [x13], x6
st2.h { v19, v20 }[0], [x20], x5
st2.h { v20, v21 }[0], [x16], x11
st2.h { v20, v21 }[0], [x19], x11
st2.s { v6, v7 }[0], [x14]
st2.s { v9, v10 }[0], [x26]
st2.s { v30, v31 }[2], [x6]
st2.s { v27, v28 }[3], [x11]
st2.s { v18, v19 }[1], [x19], x16
st2.s { v0, v1 }[3], [x18], x20
st2.s { v28, v29 }[0], [x7], x16
st2.s { v10, v11 }[1], [x15], x21
st2.16b { v27, v28 }, [x28]
st2.16b { v15, v16 }, [x21]
st2.16b { v16, v17 }, [x2]
st2.16b { v3, v4 }, [x28]
st2.16b { v10, v11 }, [x23], x4
st2.16b { v5, v6 }, [x23], x14
st2.16b { v12, v13 }, [x2], x8
st2.16b { v21, v22 }, [x10], x27
st2.2d { v9, v10 }, [x8]
st2.2d { v31, v0 }, [x13]
st2.2d { v2, v3 }, [x11]
st2.2d { v28, v29 }, [x10]
st2.2d { v31, v0 }, [x20], x14
st2.2d { v0, v1 }, [x24], x17
st2.2d { v24, v25 }, [x7], x10
st2.2d { v2, v3 }, [x5], x30
st2.2s { v20, v21 }, [x22]
st2.2s { v7, v8 }, [x1]
st2.2s { v24, v25 }, [x19]
st2.2s { v20, v21 }, [x18]
st2.2s { v23, v24 }, [x29], x26
st2.2s { v1, v2 }, [x28], x23
st2.2s { v23, v24 }, [x7], x30
st2.2s { v16, v17 }, [x10], x0
st2.4h { v0, v1 }, [x26]
st2.4h { v26, v27 }, [x16]
st2.4h { v14, v15 }, [x29]
st2.4h { v0, v1 }, [x24]
st2.4h { v10, v11 }, [x4], x25
st2.4h { v21, v22 }, [x22], x25
st2.4h { v16, v17 }, [x27], x19
st2.4h { v9, v10 }, [x23], x5
st2.4s { v29, v30 }, [x12]
st2.4s { v22, v23 }, [x21]
st2.4s { v11, v12 }, [x9]
st2.4s { v30, v31 }, [x10]
st2.4s { v29, v30 }, [x26], x14
st2.4s { v29, v30 }, [x5], x20
st2.4s { v1, v2 }, [x28], x24
st2.4s { v4, v5 }, [x11], #32
st2.8b { v2, v3 }, [x15]
st2.8b { v20, v21 }, [x15]
st2.8b { v14, v15 }, [x4]
st2.8b { v27, v28 }, [x30]
st2.8b { v11, v12 }, [x6], x13
st2.8b { v12, v13 }, [x15], x17
st2.8b { v11, v12 }, [x22], x21
st2.8b { v8, v9 }, [x0], x28
st2.8h { v7, v8 }, [x13]
st2.8h { v1, v2 }, [x8]
st2.8h { v30, v31 }, [x18]
st2.8h { v8, v9 }, [x21]
st2.8h { v7, v8 }, [x18], x5
st2.8h { v24, v25 }, [x0], x25
st2.8h { v28, v29 }, [x26], x11
st2.8h { v23, v24 }, [x1], x5
st3.b { v10, v11, v12 }[11], [x5]
st3.b { v4, v5, v6 }[11], [x10]
st3.b { v2, v3, v4 }[0], [x11]
st3.b { v1, v2, v3 }[0], [x23]
st3.b { v15, v16, v17 }[0], [x1], x1
st3.b { v3, v4, v5 }[1], [x11], x24
st3.b { v25, v26, v27 }[15], [x23], x3
st3.b { v25, v26, v27 }[15], [x28], x10
st3.d { v3, v4, v5 }[0], [x16]
st3.d { v14, v15, v16 }[1], [x29]
st3.d { v26, v27, v28 }[1], [x2]
st3.d { v8, v9, v10 }[0], [x17]
st3.d { v2, v3, v4 }[0], [x27], x5
st3.d { v30, v31, v0 }[1], [x6], x9
st3.d { v6, v7, v8 }[0], [x24], #24
st3.d { v22, v23, v24 }[1], [x29], x11
st3.h { v13, v14, v15 }[7], [x3]
st3.h { v4, v5, v6 }[0], [x23]
st3.h { v22, v23, v24 }[5], [x20]
st3.h { v1, v2, v3 }[7], [x28]
st3.h { v16, v17, v18 }[2], [x8], x30
st3.h { v19, v20, v21 }[0], [x27], #6
st3.h { v19, v20, v21 }[0], [x8], #6
st3.h { v21, v22, v23 }[0], [x10], x11
st3.s { v24, v25, v26 }[0], [x19]
st3.s { v8, v9, v10 }[0], [x6]
st3.s { v19, v20, v21 }[2], [x16]
st3.s { v12, v13, v14 }[3], [x1]
st3.s { v28, v29, v30 }[1], [x26], x21
st3.s { v10, v11, v12 }[2], [x26], x17
st3.s { v14, v15, v16 }[0], [x4], x2
st3.s { v12, v13, v14 }[3], [x6], x11
st3.16b { v1, v2, v3 }, [x0]
st3.16b { v10, v11, v12 }, [x10]
st3.16b { v5, v6, v7 }, [x16]
st3.16b { v3, v4, v5 }, [x4]
st3.16b { v26, v27, v28 }, [x0], x6
st3.16b { v8, v9, v10 }, [x11], x20
st3.16b { v24, v25, v26 }, [x18], x10
st3.16b { v10, v11, v12 }, [x26], x21
st3.2d { v0, v1, v2 }, [x1]
st3.2d { v7, v8, v9 }, [x20]
st3.2d { v14, v15, v16 }, [x21]
st3.2d { v6, v7, v8 }, [x5]
st3.2d { v17, v18, v19 }, [x16], x18
st3.2d { v4, v5, v6 }, [x28], x1
st3.2d { v28, v29, v30 }, [x1], x26
st3.2d { v24, v25, v26 }, [x10], x13
st3.2s { v29, v30, v31 }, [x29]
st3.2s { v3, v4, v5 }, [x15]
st3.2s { v28, v29, v30 }, [x6]
st3.2s { v23, v24, v25 }, [x6]
st3.2s { v0, v1, v2 }, [x25], x1
st3.2s { v3, v4, v5 }, [x26], #24
st3.2s { v27, v28, v29 }, [x2], x13
st3.2s { v31, v0, v1 }, [x19], x30
st3.4h { v11, v12, v13 }, [x11]
st3.4h { v21, v22, v23 }, [x17]
st3.4h { v2, v3, v4 }, [x6]
st3.4h { v6, v7, v8 }, [x25]
st3.4h { v20, v21, v22 }, [x1], x22
st3.4h { v30, v31, v0 }, [x13], x16
st3.4h { v17, v18, v19 }, [x29], x4
st3.4h { v28, v29, v30 }, [x29], x28
st3.4s { v17, v18, v19 }, [x20]
st3.4s { v12, v13, v14 }, [x29]
st3.4s { v13, v14, v15 }, [x11]
st3.4s { v2, v3, v4 }, [x15]
st3.4s { v23, v24, v25 }, [x13], x3
st3.4s { v14, v15, v16 }, [x30], x29
st3.4s { v1, v2, v3 }, [x20], x17
st3.4s { v12, v13, v14 }, [x7], x19
st3.8b { v3, v4, v5 }, [x3]
st3.8b { v27, v28, v29 }, [x16]
st3.8b { v21, v22, v23 }, [x8]
st3.8b { v24, v25, v26 }, [x7]
st3.8b { v10, v11, v12 }, [x0], x8
st3.8b { v25, v26, v27 }, [x20], x17
st3.8b { v19, v20, v21 }, [x21], x3
st3.8b { v4, v5, v6 }, [x26], x14
st3.8h { v9, v10, v11 }, [x19]
st3.8h { v20, v21, v22 }, [sp]
st3.8h { v25, v26, v27 }, [x5]
st3.8h { v4, v5, v6 }, [x9]
st3.8h { v0, v1, v2 }, [x15], x29
st3.8h { v27, v28, v29 }, [x9], x4
st3.8h { v13, v14, v15 }, [x9], x19
st3.8h { v30, v31, v0 }, [x6], x26
st4.b { v11, v12, v13, v14 }[4], [x5]
st4.b { v13, v14, v15, v16 }[5], [x9]
st4.b { v21, v22, v23, v24 }[14], [x18]
st4.b { v5, v6, v7, v8 }[11], [x9]
st4.b { v23, v24, v25, v26 }[11], [x23], x23
st4.b { v9, v10, v11, v12 }[1], [x10], x23
st4.b { v26, v27, v28, v29 }[0], [x26], x0
st4.b { v30, v31, v0, v1 }[9], [x28], x23
st4.d { v29, v30, v31, v0 }[0], [x21]
st4.d { v20, v21, v22, v23 }[1], [x8]
st4.d { v21, v22, v23, v24 }[1], [x4]
st4.d { v12, v13, v14, v15 }[0], [x11]
st4.d { v26, v27, v28, v29 }[1], [x28], x24
st4.d { v1, v2, v3, v4 }[0], [x4], x21
st4.d { v5, v6, v7, v8 }[0], [x22], x15
st4.d { v22, v23, v24, v25 }[0], [x30], x0
st4.h { v18, v19, v20, v21 }[3], [x4]
st4.h { v2, v3, v4, v5 }[7], [x13]
st4.h { v29, v30, v31, v0 }[7], [x26]
st4.h { v28, v29, v30, v31 }[0], [sp]
st4.h { v22, v23, v24, v25 }[1], [x16], x23
st4.h { v13, v14, v15, v16 }[5], [x27], x1
st4.h { v19, v20, v21, v22 }[3], [x30], x20
st4.h { v8, v9, v10, v11 }[3], [x15], x14
st4.s { v16, v17, v18, v19 }[0], [x22]
st4.s { v15, v16, v17, v18 }[1], [x14]
st4.s { v25, v26, v27, v28 }[2], [x7]
st4.s { v14, v15, v16, v17 }[3], [x26]
st4.s { v11, v12, v13, v14 }[0], [x0], x19
st4.s { v31, v0, v1, v2 }[3], [x22], x29
st4.s { v7, v8, v9, v10 }[3], [x29], x15
st4.s { v18, v19, v20, v21 }[2], [sp], x29
st4.16b { v0, v1, v2, v3 }, [x4]
st4.16b { v4, v5, v6, v7 }, [x1]
st4.16b { v29, v30, v31, v0 }, [x13]
st4.16b { v9, v10, v11, v12 }, [x27]
st4.16b { v16, v17, v18, v19 }, [x3], x16
st4.16b { v23, v24, v25, v26 }, [x17], x7
st4.16b { v2, v3, v4, v5 }, [x6], x8
st4.16b { v9, v10, v11, v12 }, [x18], x10
st4.2d { v5, v6, v7, v8 }, [x0]
st4.2d { v30, v31, v0, v1 }, [x21]
st4.2d { v6, v7, v8, v9 }, [x7]
st4.2d { v5, v6, v7, v8 }, [sp]
st4.2d { v11, v12, v13, v14 }, [x29], x24
st4.2d { v0, v1, v2, v3 }, [x21], x17
st4.2d { v6, v7, v8, v9 }, [x30], x21
st4.2d { v28, v29, v30, v31 }, [sp], x13
st4.2s { v11, v12, v13, v14 }, [x26]
st4.2s { v15, v16, v17, v18 }, [x14]
st4.2s { v29, v30, v31, v0 }, [x23]
st4.2s { v31, v0, v1, v2 }, [x14]
st4.2s { v29, v30, v31, v0 }, [x13], x10
st4.2s { v15, v16, v17, v18 }, [x17], x19
st4.2s { v5, v6, v7, v8 }, [x9], x0
st4.2s { v27, v28, v29, v30 }, [x14], x13
st4.4h { v16, v17, v18, v19 }, [x24]
st4.4h { v9, v10, v11, v12 }, [x22]
st4.4h { v11, v12, v13, v14 }, [sp]
st4.4h { v22, v23, v24, v25 }, [x17]
st4.4h { v28, v29, v30, v31 }, [x21], x19
st4.4h { v19, v20, v21, v22 }, [x22], x18
st4.4h { v28, v29, v30, v31 }, [x10], x15
st4.4h { v16, v17, v18, v19 }, [x8], x20
st4.4s { v11, v12, v13, v14 }, [x8]
st4.4s { v30, v31, v0, v1 }, [x2]
st4.4s { v7, v8, v9, v10 }, [x14]
st4.4s { v27, v28, v29, v30 }, [x18]
st4.4s { v28, v29, v30, v31 }, [x2], x4
st4.4s { v16, v17, v18, v19 }, [x9], x0
st4.4s { v12, v13, v14, v15 }, [x3], x1
st4.4s { v29, v30, v31, v0 }, [x14], x4
st4.8b { v16, v17, v18, v19 }, [x24]
st4.8b { v26, v27, v28, v29 }, [x28]
st4.8b { v18, v19, v20, v21 }, [x9]
st4.8b { v30, v31, v0, v1 }, [x17]
st4.8b { v22, v23, v24, v25 }, [x0], x18
st4.8b { v15, v16, v17, v18 }, [x11], x12
st4.8b { v11, v12, v13, v14 }, [x21], x20
st4.8b { v29, v30, v31, v0 }, [x6], x8
st4.8h { v6, v7, v8, v9 }, [x26]
st4.8h { v5, v6, v7, v8 }, [sp]
st4.8h { v18, v19, v20, v21 }, [x5]
st4.8h { v22, v23, v24, v25 }, [x25]
st4.8h { v19, v20, v21, v22 }, [x25], x4
st4.8h { v18, v19, v20, v21 }, [x14], x26
st4.8h { v13, v14, v15, v16 }, [x29], x25
st4.8h { v16, v17, v18, v19 }, [x19], x11
subhn.2s v10, v0, v29
subhn.2s v25, v30, v24
subhn.2s v0, v28, v0
subhn.2s v12, v29, v2
subhn2.4s v3, v28, v21
subhn2.4s v13, v9, v7
subhn2.4s v18, v2, v27
subhn2.4s v31, v26, v7
subhn.4h v31, v22, v31
subhn.4h v26, v31, v11
subhn.4h v22, v29, v25
subhn.4h v20, v16, v20
subhn2.8h v27, v29, v2
subhn2.8h v6, v30, v30
subhn2.8h v9, v4, v15
subhn2.8h v8, v26, v3
subhn.8b v14, v24, v13
subhn.8b v19, v0, v27
subhn.8b v12, v30, v24
subhn.8b v6, v13, v3
subhn2.16b v14, v4, v27
subhn2.16b v14, v6, v10
subhn2.16b v0, v12, v6
subhn2.16b v28, v5, v11
sub.16b v4, v8, v22
sub.16b v0, v31, v18
sub.16b v10, v26, v28
sub.16b v0, v26, v1
sub.2d v20, v20, v4
sub.2d v3, v19, v11
sub.2d v19, v10, v6
sub.2d v7, v1, v29
sub.2s v8, v10, v21
sub.2s v4, v10, v12
sub.2s v29, v24, v0
sub.2s v12, v14, v22
sub.4h v12, v13, v16
sub.4h v12, v3, v19
sub.4h v9, v13, v14
sub.4h v25, v28, v6
sub.4s v3, v12, v18
sub.4s v14, v20, v4
sub.4s v25, v22, v25
sub.4s v7, v14, v15
sub.8b v25, v18, v5
sub.8b v23, v21, v19
sub.8b v6, v23, v31
sub.8b v19, v23, v25
sub.8h v2, v20, v10
sub.8h v8, v18, v31
sub.8h v29, v6, v9
sub.8h v20, v1, v4
suqadd.16b v10, v2
suqadd.16b v20, v26
suqadd.16b v16, v19
suqadd.16b v22, v25
suqadd.2d v6, v29
suqadd.2d v14, v0
suqadd.2d v23, v18
suqadd.2d v30, v15
suqadd.2s v22, v23
suqadd.2s v2, v27
suqadd.2s v0, v12
suqadd.2s v21, v9
suqadd.4h v29, v18
suqadd.4h v20, v15
suqadd.4h v1, v30
suqadd.4h v21, v12
suqadd.4s v28, v16
suqadd.4s v13, v16
suqadd.4s v28, v13
suqadd.4s v3, v27
suqadd.8b v29, v26
suqadd.8b v18, v30
suqadd.8b v23, v29
suqadd.8b v30, v29
suqadd.8h v16, v10
suqadd.8h v20, v0
suqadd.8h v8, v23
suqadd.8h v23, v5
tbl.16b v16, { v11 }, v22
tbl.16b v1, { v16 }, v2
tbl.16b v1, { v1 }, v23
tbl.16b v11, { v6 }, v20
tbl.16b v22, { v16, v17 }, v21
tbl.16b v16, { v7, v8 }, v14
tbl.16b v12, { v8, v9 }, v21
tbl.16b v22, { v8, v9 }, v0
tbl.16b v13, { v25, v26, v27 }, v4
tbl.16b v21, { v8, v9, v10 }, v19
tbl.16b v1, { v30, v31, v0 }, v26
tbl.16b v1, { v26, v27, v28 }, v23
tbl.16b v30, { v28, v29, v30, v31 }, v5
tbl.16b v31, { v24, v25, v26, v27 }, v21
tbl.16b v7, { v16, v17, v18, v19 }, v16
tbl.16b v13, { v31, v0, v1, v2 }, v16
tbl.8b v19, { v19 }, v18
tbl.8b v26, { v26 }, v11
tbl.8b v1, { v14 }, v7
tbl.8b v18, { v29 }, v14
tbl.8b v10, { v10, v11 }, v2
tbl.8b v27, { v2, v3 }, v1
tbl.8b v19, { v13, v14 }, v5
tbl.8b v26, { v27, v28 }, v30
tbl.8b v23, { v8, v9, v10 }, v18
tbl.8b v6, { v31, v0, v1 }, v20
tbl.8b v0, { v2, v3, v4 }, v15
tbl.8b v17, { v26, v27, v28 }, v8
tbl.8b v17, { v8, v9, v10, v11 }, v15
tbl.8b v1, { v9, v10, v11, v12 }, v9
tbl.8b v6, { v26, v27, v28, v29 }, v7
tbl.8b v20, { v1, v2, v3, v4 }, v31
tbx.16b v10, { v14 }, v1
tbx.16b v24, { v16 }, v21
tbx.16b v4, { v29 }, v25
tbx.16b v22, { v16 }, v21
tbx.16b v19, { v31, v0 }, v18
tbx.16b v8, { v13, v14 }, v31
tbx.16b v17, { v26, v27 }, v29
tbx.16b v17, { v21, v22 }, v10
tbx.16b v7, { v17, v18, v19 }, v21
tbx.16b v24, { v19, v20, v21 }, v22
tbx.16b v10, { v10, v11, v12 }, v2
tbx.16b v26, { v11, v12, v13 }, v22
tbx.16b v1, { v20, v21, v22, v23 }, v1
tbx.16b v8, { v24, v25, v26, v27 }, v16
tbx.16b v23, { v3, v4, v5, v6 }, v25
tbx.16b v10, { v8, v9, v10, v11 }, v21
tbx.8b v18, { v2 }, v5
tbx.8b v10, { v6 }, v24
tbx.8b v23, { v12 }, v3
tbx.8b v27, { v28 }, v14
tbx.8b v12, { v27, v28 }, v9
tbx.8b v18, { v26, v27 }, v12
tbx.8b v29, { v28, v29 }, v20
tbx.8b v19, { v16, v17 }, v29
tbx.8b v8, { v19, v20, v21 }, v27
tbx.8b v30, { v7, v8, v9 }, v1
tbx.8b v24, { v16, v17, v18 }, v2
tbx.8b v12, { v29, v30, v31 }, v24
tbx.8b v21, { v23, v24, v25, v26 }, v19
tbx.8b v3, { v11, v12, v13, v14 }, v13
tbx.8b v3, { v28, v29, v30, v31 }, v1
tbx.8b v24, { v13, v14, v15, v16 }, v22
trn1.16b v2, v6, v28
trn1.16b v5, v28, v0
trn1.16b v0, v21, v5
trn1.16b v19, v26, v8
trn1.2d v5, v30, v15
trn1.2d v31, v25, v6
trn1.2d v26, v20, v16
trn1.2d v0, v19, v19
trn1.2s v24, v20, v3
trn1.2s v21, v18, v16
trn1.2s v23, v7, v3
trn1.2s v11, v11, v30
trn1.4h v24, v7, v13
trn1.4h v21, v20, v25
trn1.4h v26, v18, v4
trn1.4h v27, v11, v12
trn1.4s v30, v15, v17
trn1.4s v20, v2, v24
trn1.4s v21, v15, v23
trn1.4s v30, v17, v5
trn1.8b v20, v30, v7
trn1.8b v16, v8, v12
trn1.8b v11, v11, v11
trn1.8b v6, v17, v14
trn1.8h v4, v4, v27
trn1.8h v23, v28, v23
trn1.8h v20, v0, v27
trn1.8h v21, v30, v29
trn2.16b v12, v22, v21
trn2.16b v28, v26, v4
trn2.16b v10, v17, v22
trn2.16b v2, v11, v16
trn2.2d v31, v11, v4
trn2.2d v2, v7, v28
trn2.2d v1, v19, v25
trn2.2d v1, v21, v12
trn2.2s v13, v5, v10
trn2.2s v18, v12, v28
trn2.2s v30, v25, v26
trn2.2s v1, v27, v18
trn2.4h v28, v14, v23
trn2.4h v0, v17, v21
trn2.4h v13, v18, v6
trn2.4h v16, v21, v25
trn2.4s v14, v28, v19
trn2.4s v26, v20, v28
trn2.4s v7, v12, v22
trn2.4s v2, v29, v24
trn2.8b v15, v3, v29
trn2.8b v15, v9, v29
trn2.8b v0, v29, v25
trn2.8b v24, v1, v23
trn2.8h v18, v23, v19
trn2.8h v23, v20, v21
trn2.8h v23, v17, v12
trn2.8h v19, v0, v19
uabal.2d v1, v19, v9
uabal.2d v5, v31, v15
uabal.2d v16, v31, v27
uabal.2d v0, v0, v2
uabal2.2d v7, v4, v9
uabal2.2d v19, v11, v25
uabal2.2d v5, v9, v31
uabal2.2d v0, v13, v2
uabal.4s v7, v8, v28
uabal.4s v19, v1, v4
uabal.4s v8, v22, v12
uabal.4s v31, v5, v5
uabal2.4s v15, v14, v23
uabal2.4s v24, v19, v12
uabal2.4s v2, v3, v29
uabal2.4s v26, v28, v30
uabal.8h v30, v14, v1
uabal.8h v2, v1, v3
uabal.8h v13, v7, v24
uabal.8h v25, v5, v15
uabal2.8h v31, v4, v10
uabal2.8h v9, v14, v15
uabal2.8h v9, v14, v20
uabal2.8h v3, v24, v13
uaba.16b v16, v13, v26
uaba.16b v11, v11, v19
uaba.16b v11, v23, v1
uaba.16b v27, v4, v21
uaba.2s v6, v12, v27
uaba.2s v23, v15, v19
uaba.2s v1, v21, v2
uaba.2s v18, v27, v12
uaba.4h v21, v6, v3
uaba.4h v15, v31, v11
uaba.4h v4, v20, v5
uaba.4h v16, v8, v1
uaba.4s v21, v3, v5
uaba.4s v11, v5, v6
uaba.4s v26, v17, v17
uaba.4s v29, v14, v15
uaba.8b v6, v22, v28
uaba.8b v6, v1, v0
uaba.8b v26, v20, v14
uaba.8b v12, v3, v3
uaba.8h v20, v20, v31
uaba.8h v19, v7, v14
uaba.8h v1, v26, v30
uaba.8h v12, v0, v16
uabdl.2d v0, v21, v14
uabdl.2d v0, v2, v24
uabdl.2d v15, v12, v14
uabdl.2d v29, v17, v11
uabdl2.2d v11, v28, v28
uabdl2.2d v31, v11, v2
uabdl2.2d v23, v8, v31
uabdl2.2d v7, v11, v22
uabdl.4s v31, v23, v25
uabdl.4s v0, v6, v24
uabdl.4s v28, v18, v26
uabdl.4s v27, v7, v20
uabdl2.4s v30, v27, v18
uabdl2.4s v3, v15, v13
uabdl2.4s v12, v3, v31
uabdl2.4s v26, v2, v13
uabdl.8h v2, v11, v24
uabdl.8h v2, v12, v19
uabdl.8h v25, v8, v19
uabdl.8h v26, v5, v10
uabdl2.8h v31, v29, v6
uabdl2.8h v28, v21, v0
uabdl2.8h v7, v27, v9
uabdl2.8h v13, v7, v12
uabd.16b v22, v8, v19
uabd.16b v18, v23, v31
uabd.16b v23, v8, v17
uabd.16b v9, v16, v10
uabd.2s v27, v15, v22
uabd.2s v5, v8, v7
uabd.2s v10, v7, v20
uabd.2s v3, v13, v7
uabd.4h v11, v17, v14
uabd.4h v23, v0, v7
uabd.4h v26, v17, v23
uabd.4h v12, v0, v9
uabd.4s v8, v9, v8
uabd.4s v30, v12, v29
uabd.4s v29, v14, v31
uabd.4s v24, v23, v6
uabd.8b v30, v13, v30
uabd.8b v10, v9, v18
uabd.8b v10, v26, v2
uabd.8b v16, v3, v3
uabd.8h v3, v28, v26
uabd.8h v2, v23, v24
uabd.8h v3, v16, v24
uabd.8h v18, v26, v24
uadalp.1d v2, v10
uadalp.1d v20, v26
uadalp.1d v20, v5
uadalp.1d v19, v14
uadalp.2d v10, v17
uadalp.2d v13, v22
uadalp.2d v29, v9
uadalp.2d v15, v3
uadalp.2s v30, v24
uadalp.2s v7, v19
uadalp.2s v8, v26
uadalp.2s v8, v7
uadalp.4h v15, v20
uadalp.4h v13, v13
uadalp.4h v30, v11
uadalp.4h v2, v9
uadalp.4s v3, v15
uadalp.4s v19, v3
uadalp.4s v26, v4
uadalp.4s v27, v1
uadalp.8h v9, v11
uadalp.8h v14, v2
uadalp.8h v19, v19
uadalp.8h v13, v7
uaddlp.1d v9, v11
uaddlp.1d v25, v16
uaddlp.1d v21, v10
uaddlp.1d v1, v23
uaddlp.2d v12, v31
uaddlp.2d v7, v0
uaddlp.2d v16, v7
uaddlp.2d v23, v7
uaddlp.2s v14, v29
uaddlp.2s v21, v29
uaddlp.2s v2, v4
uaddlp.2s v22, v10
uaddlp.4h v29, v23
uaddlp.4h v18, v19
uaddlp.4h v29, v3
uaddlp.4h v11, v28
uaddlp.4s v12, v31
uaddlp.4s v9, v5
uaddlp.4s v22, v2
uaddlp.4s v20, v26
uaddlp.8h v11, v13
uaddlp.8h v31, v1
uaddlp.8h v7, v24
uaddlp.8h v9, v11
uaddlv.16b h1, v31
uaddlv.16b h28, v21
uaddlv.16b h8, v17
uaddlv.16b h5, v14
uaddlv.4h s30, v21
uaddlv.4h s12, v13
uaddlv.4h s28, v18
uaddlv.4h s4, v22
uaddlv.4s d12, v24
uaddlv.4s d13, v30
uaddlv.4s d6, v2
uaddlv.4s d31, v21
uaddlv.8b h13, v30
uaddlv.8b h13, v3
uaddlv.8b h20, v26
uaddlv.8b h10, v28
uaddlv.8h s0, v20
uaddlv.8h s3, v7
uaddlv.8h s9, v6
uaddlv.8h s0, v12
uaddl.2d v12, v20, v14
uaddl.2d v6, v21, v10
uaddl.2d v14, v0, v5
uaddl.2d v23, v4, v17
uaddl2.2d v10, v16, v17
uaddl2.2d v18, v10, v20
uaddl2.2d v5, v0, v8
uaddl2.2d v4, v16, v25
uaddl.4s v9, v28, v25
uaddl.4s v16, v26, v7
uaddl.4s v3, v17, v11
uaddl.4s v9, v6, v18
uaddl2.4s v1, v8, v15
uaddl2.4s v19, v1, v26
uaddl2.4s v19, v16, v23
uaddl2.4s v2, v29, v11
uaddl.8h v4, v0, v19
uaddl.8h v0, v30, v0
uaddl.8h v27, v25, v14
uaddl.8h v15, v5, v0
uaddl2.8h v28, v8, v23
uaddl2.8h v19, v26, v20
uaddl2.8h v14, v3, v28
uaddl2.8h v18, v7, v21
uaddw.2d v16, v5, v11
uaddw.2d v16, v1, v26
uaddw.2d v0, v2, v1
uaddw.2d v4, v14, v13
uaddw2.2d v21, v3, v24
uaddw2.2d v6, v25, v11
uaddw2.2d v5, v24, v21
uaddw2.2d v25, v0, v7
uaddw.4s v20, v12, v9
uaddw.4s v1, v17, v19
uaddw.4s v7, v28, v10
uaddw.4s v23, v2, v3
uaddw2.4s v6, v26, v10
uaddw2.4s v24, v14, v24
uaddw2.4s v12, v5, v1
uaddw2.4s v25, v15, v27
uaddw.8h v22, v4, v11
uaddw.8h v5, v9, v14
uaddw.8h v21, v13, v17
uaddw.8h v19, v8, v3
uaddw2.8h v6, v23, v20
uaddw2.8h v30, v20, v22
uaddw2.8h v29, v19, v28
uaddw2.8h v26, v18, v31
ucvtf.2d v21, v2, #26
ucvtf.2d v6, v29, #1
ucvtf.2d v31, v7, #17
ucvtf.2d v15, v13, #1
ucvtf.2s v18, v4, #28
ucvtf.2s v5, v18, #21
ucvtf.2s v26, v9, #30
ucvtf.2s v6, v22, #1
ucvtf.4s v18, v22, #25
ucvtf.4s v19, v20, #1
ucvtf.4s v23, v17, #26
ucvtf.4s v14, v20, #31
ucvtf.2d v7, v19
ucvtf.2d v15, v19
ucvtf.2d v3, v1
ucvtf.2d v8, v22
ucvtf.2s v3, v30
ucvtf.2s v20, v3
ucvtf.2s v29, v9
ucvtf.2s v16, v2
ucvtf.4s v1, v1
ucvtf.4s v12, v12
ucvtf.4s v22, v2
ucvtf.4s v5, v20
uhadd.16b v0, v17, v23
uhadd.16b v13, v8, v11
uhadd.16b v20, v27, v7
uhadd.16b v29, v28, v11
uhadd.2s v7, v19, v25
uhadd.2s v27, v22, v28
uhadd.2s v12, v16, v2
uhadd.2s v21, v9, v30
uhadd.4h v23, v1, v15
uhadd.4h v6, v28, v1
uhadd.4h v7, v24, v0
uhadd.4h v18, v15, v27
uhadd.4s v1, v16, v7
uhadd.4s v11, v14, v23
uhadd.4s v26, v31, v11
uhadd.4s v12, v19, v5
uhadd.8b v10, v24, v31
uhadd.8b v6, v4, v31
uhadd.8b v23, v18, v31
uhadd.8b v12, v19, v4
uhadd.8h v27, v6, v3
uhadd.8h v20, v0, v7
uhadd.8h v21, v22, v24
uhadd.8h v5, v17, v5
uhsub.16b v14, v28, v16
uhsub.16b v27, v3, v17
uhsub.16b v8, v0, v0
uhsub.16b v27, v12, v31
uhsub.2s v26, v30, v31
uhsub.2s v5, v21, v17
uhsub.2s v5, v13, v13
uhsub.2s v13, v6, v5
uhsub.4h v30, v13, v14
uhsub.4h v15, v21, v1
uhsub.4h v12, v0, v7
uhsub.4h v27, v31, v24
uhsub.4s v26, v4, v9
uhsub.4s v16, v20, v27
uhsub.4s v8, v10, v17
uhsub.4s v6, v8, v8
uhsub.8b v2, v26, v16
uhsub.8b v8, v7, v25
uhsub.8b v22, v4, v23
uhsub.8b v22, v28, v22
uhsub.8h v1, v1, v8
uhsub.8h v31, v12, v31
uhsub.8h v6, v8, v14
uhsub.8h v0, v16, v18
umaxp.16b v2, v2, v26
umaxp.16b v4, v23, v29
umaxp.16b v22, v17, v14
umaxp.16b v8, v17, v8
umaxp.2s v0, v8, v5
umaxp.2s v0, v11, v21
umaxp.2s v10, v5, v29
umaxp.2s v1, v1, v29
umaxp.4h v25, v28, v27
umaxp.4h v19, v20, v14
umaxp.4h v0, v22, v1
umaxp.4h v12, v26, v31
umaxp.4s v2, v25, v11
umaxp.4s v5, v2, v4
umaxp.4s v18, v27, v14
umaxp.4s v29, v13, v9
umaxp.8b v22, v19, v15
umaxp.8b v6, v30, v28
umaxp.8b v8, v28, v13
umaxp.8b v16, v18, v1
umaxp.8h v2, v27, v5
umaxp.8h v22, v4, v18
umaxp.8h v23, v19, v21
umaxp.8h v0, v0, v15
umaxv.16b b10, v17
umaxv.16b b0, v11
umaxv.16b b15, v1
umaxv.16b b28, v4
umaxv.4h h31, v5
umaxv.4h h16, v1
umaxv.4h h12, v28
umaxv.4h h22, v16
umaxv.4s s13, v5
umaxv.4s s18, v25
umaxv.4s s20, v9
umaxv.4s s27, v25
umaxv.8b b25, v1
umaxv.8b b28, v26
umaxv.8b b0, v30
umaxv.8b b5, v6
umaxv.8h h22, v13
umaxv.8h h5, v4
umaxv.8h h0, v26
umaxv.8h h31, v10
umax.16b v29, v9, v2
umax.16b v26, v31, v4
umax.16b v0, v11, v22
umax.16b v26, v12, v11
umax.2s v3, v30, v26
umax.2s v25, v30, v1
umax.2s v4, v19, v4
umax.2s v1, v17, v1
umax.4h v17, v24, v6
umax.4h v14, v11, v27
umax.4h v3, v1, v13
umax.4h v19, v8, v2
umax.4s v26, v27, v19
umax.4s v23, v28, v26
umax.4s v27, v24, v8
umax.4s v30, v29, v5
umax.8b v18, v6, v5
umax.8b v9, v12, v5
umax.8b v10, v29, v22
umax.8b v24, v3, v25
umax.8h v14, v19, v25
umax.8h v16, v17, v16
umax.8h v0, v19, v1
umax.8h v19, v30, v31
uminp.16b v0, v7, v26
uminp.16b v17, v7, v18
uminp.16b v22, v8, v6
uminp.16b v3, v20, v17
uminp.2s v10, v20, v2
uminp.2s v0, v19, v8
uminp.2s v7, v18, v24
uminp.2s v10, v24, v22
uminp.4h v26, v26, v29
uminp.4h v23, v10, v30
uminp.4h v1, v26, v15
uminp.4h v28, v12, v15
uminp.4s v3, v0, v26
uminp.4s v29, v12, v29
uminp.4s v2, v17, v3
uminp.4s v2, v23, v17
uminp.8b v0, v18, v10
uminp.8b v29, v21, v31
uminp.8b v13, v13, v16
uminp.8b v0, v22, v5
uminp.8h v8, v31, v4
uminp.8h v7, v0, v27
uminp.8h v17, v23, v18
uminp.8h v23, v9, v9
uminv.16b b31, v22
uminv.16b b23, v10
uminv.16b b29, v9
uminv.16b b3, v16
uminv.4h h24, v24
uminv.4h h10, v6
uminv.4h h29, v3
uminv.4h h9, v1
uminv.4s s4, v23
uminv.4s s21, v19
uminv.4s s19, v29
uminv.4s s6, v26
uminv.8b b2, v17
uminv.8b b16, v12
uminv.8b b25, v11
uminv.8b b6, v14
uminv.8h h14, v22
uminv.8h h24, v22
uminv.8h h16, v28
uminv.8h h5, v10
umin.16b v2, v22, v10
umin.16b v23, v20, v10
umin.16b v16, v3, v11
umin.16b v19, v0, v28
umin.2s v22, v28, v15
umin.2s v9, v26, v0
umin.2s v26, v23, v20
umin.2s v22, v25, v4
umin.4h v22, v10, v8
umin.4h v14, v29, v27
umin.4h v4, v1, v5
umin.4h v16, v8, v21
umin.4s v5, v8, v31
umin.4s v4, v1, v26
umin.4s v16, v31, v12
umin.4s v2, v23, v9
umin.8b v19, v16, v11
umin.8b v11, v30, v31
umin.8b v1, v1, v2
umin.8b v31, v3, v24
umin.8h v16, v23, v1
umin.8h v9, v28, v22
umin.8h v24, v23, v11
umin.8h v1, v24, v13
umlal.2d v10, v11, v11[0]
umlal.2d v18, v12, v18[0]
umlal.2d v5, v13, v15[3]
umlal.2d v4, v21, v19[3]
umlal2.2d v27, v11, v25[0]
umlal2.2d v3, v4, v29[3]
umlal2.2d v25, v17, v12[0]
umlal2.2d v12, v6, v26[2]
umlal.4s v3, v30, v12[2]
umlal.4s v30, v24, v14[1]
umlal.4s v10, v20, v7[3]
umlal.4s v13, v1, v0[3]
umlal2.4s v19, v17, v0[5]
umlal2.4s v4, v4, v8[3]
umlal2.4s v13, v21, v13[1]
umlal2.4s v2, v16, v2[2]
umlal.2d v7, v15, v8
umlal.2d v31, v16, v22
umlal.2d v14, v12, v7
umlal.2d v8, v12, v23
umlal2.2d v20, v9, v15
umlal2.2d v12, v13, v1
umlal2.2d v2, v19, v18
umlal2.2d v17, v19, v13
umlal.4s v10, v3, v11
umlal.4s v17, v21, v1
umlal.4s v13, v19, v24
umlal.4s v17, v19, v4
umlal2.4s v15, v26, v27
umlal2.4s v6, v17, v20
umlal2.4s v2, v23, v22
umlal2.4s v14, v10, v22
umlal.8h v15, v9, v28
umlal.8h v1, v22, v3
umlal.8h v8, v12, v20
umlal.8h v20, v19, v6
umlal2.8h v29, v5, v5
umlal2.8h v7, v10, v4
umlal2.8h v31, v0, v8
umlal2.8h v21, v26, v25
umlsl.2d v27, v28, v22[0]
umlsl.2d v25, v17, v24[3]
umlsl.2d v8, v24, v31[1]
umlsl.2d v30, v3, v17[1]
umlsl2.2d v14, v23, v17[1]
umlsl2.2d v10, v15, v20[1]
umlsl2.2d v20, v26, v12[0]
umlsl2.2d v28, v31, v6[0]
umlsl.4s v25, v16, v2[5]
umlsl.4s v25, v14, v3[1]
umlsl.4s v5, v16, v0[6]
umlsl.4s v12, v27, v6[4]
umlsl2.4s v30, v29, v9[3]
umlsl2.4s v20, v4, v4[0]
umlsl2.4s v28, v21, v1[3]
umlsl2.4s v9, v5, v6[0]
umlsl.2d v15, v27, v1
umlsl.2d v23, v19, v12
umlsl.2d v10, v6, v31
umlsl.2d v2, v19, v5
umlsl2.2d v7, v30, v6
umlsl2.2d v2, v25, v0
umlsl2.2d v10, v0, v18
umlsl2.2d v24, v5, v21
umlsl.4s v30, v31, v9
umlsl.4s v15, v23, v27
umlsl.4s v4, v11, v25
umlsl.4s v20, v14, v31
umlsl2.4s v12, v22, v10
umlsl2.4s v14, v28, v13
umlsl2.4s v22, v4, v18
umlsl2.4s v27, v8, v0
umlsl.8h v31, v14, v28
umlsl.8h v3, v3, v4
umlsl.8h v14, v1, v0
umlsl.8h v4, v19, v10
umlsl2.8h v24, v4, v11
umlsl2.8h v16, v18, v17
umlsl2.8h v13, v29, v20
umlsl2.8h v22, v17, v19
umov.b w0, v14[10]
umov.b w13, v4[3]
umov.b w1, v26[15]
umov.b w14, v15[1]
mov.d x9, v26[1]
mov.d x4, v5[0]
mov.d x21, v11[0]
mov.d x25, v29[1]
umov.h w19, v5[0]
umov.h w9, v27[7]
umov.h w19, v18[6]
umov.h w21, v31[6]
mov.s w13, v1[0]
mov.s w19, v9[3]
mov.s w28, v30[0]
mov.s w24, v4[0]
umull.2d v14, v1, v24[0]
umull.2d v17, v10, v4[1]
umull.2d v5, v15, v22[2]
umull.2d v14, v13, v2[0]
umull2.2d v23, v29, v9[1]
umull2.2d v30, v11, v1[2]
umull2.2d v19, v21, v14[3]
umull2.2d v6, v24, v21[0]
umull.4s v19, v2, v11[1]
umull.4s v29, v0, v13[6]
umull.4s v23, v11, v7[0]
umull.4s v19, v31, v15[7]
umull2.4s v23, v19, v8[1]
umull2.4s v21, v22, v4[5]
umull2.4s v11, v15, v11[4]
umull2.4s v29, v20, v0[0]
umull.2d v11, v8, v24
umull.2d v28, v21, v6
umull.2d v23, v15, v9
umull.2d v28, v25, v23
umull2.2d v15, v15, v30
umull2.2d v12, v16, v5
umull2.2d v27, v15, v10
umull2.2d v14, v5, v6
umull.4s v28, v22, v18
umull.4s v18, v16, v14
umull.4s v2, v0, v4
umull.4s v9, v10, v26
umull2.4s v31, v17, v9
umull2.4s v24, v26, v0
umull2.4s v30, v21, v27
umull2.4s v20, v23, v9
umull.8h v6, v16, v25
umull.8h v24, v6, v11
umull.8h v4, v1, v20
umull.8h v11, v30, v6
umull2.8h v29, v2, v0
umull2.8h v29, v8, v11
umull2.8h v22, v21, v21
umull2.8h v9, v20, v2
uqadd.16b v21, v26, v0
uqadd.16b v31, v4, v27
uqadd.16b v19, v8, v18
uqadd.16b v23, v24, v6
uqadd.2d v4, v13, v21
uqadd.2d v30, v12, v15
uqadd.2d v31, v12, v21
uqadd.2d v2, v20, v28
uqadd.2s v15, v9, v22
uqadd.2s v11, v20, v25
uqadd.2s v9, v25, v18
uqadd.2s v11, v13, v12
uqadd.4h v2, v15, v17
uqadd.4h v30, v12, v18
uqadd.4h v2, v15, v28
uqadd.4h v5, v17, v0
uqadd.4s v8, v13, v5
uqadd.4s v19, v22, v9
uqadd.4s v31, v20, v5
uqadd.4s v21, v11, v12
uqadd.8b v8, v19, v3
uqadd.8b v13, v27, v16
uqadd.8b v19, v18, v14
uqadd.8b v25, v1, v16
uqadd.8h v17, v22, v22
uqadd.8h v23, v2, v20
uqadd.8h v24, v9, v5
uqadd.8h v5, v2, v26
uqrshl.16b v6, v1, v9
uqrshl.16b v19, v22, v16
uqrshl.16b v15, v19, v1
uqrshl.16b v17, v15, v2
uqrshl.2d v22, v23, v15
uqrshl.2d v16, v18, v29
uqrshl.2d v21, v30, v12
uqrshl.2d v9, v30, v20
uqrshl.2s v11, v26, v6
uqrshl.2s v7, v25, v7
uqrshl.2s v31, v6, v31
uqrshl.2s v19, v6, v2
uqrshl.4h v22, v7, v9
uqrshl.4h v7, v20, v16
uqrshl.4h v2, v18, v25
uqrshl.4h v15, v21, v30
uqrshl.4s v11, v17, v30
uqrshl.4s v30, v20, v7
uqrshl.4s v18, v13, v18
uqrshl.4s v1, v8, v5
uqrshl.8b v15, v5, v21
uqrshl.8b v21, v22, v13
uqrshl.8b v15, v29, v12
uqrshl.8b v20, v10, v2
uqrshl.8h v4, v9, v10
uqrshl.8h v1, v23, v13
uqrshl.8h v18, v4, v23
uqrshl.8h v8, v17, v31
uqrshrn.2s v23, v11, #1
uqrshrn.2s v13, v12, #3
uqrshrn.2s v28, v8, #23
uqrshrn.2s v24, v25, #7
uqrshrn2.4s v2, v19, #7
uqrshrn2.4s v31, v21, #31
uqrshrn2.4s v4, v18, #5
uqrshrn2.4s v4, v9, #24
uqrshrn.4h v24, v27, #13
uqrshrn.4h v0, v23, #1
uqrshrn.4h v18, v29, #12
uqrshrn.4h v25, v22, #9
uqrshrn2.8h v9, v11, #3
uqrshrn2.8h v26, v2, #9
uqrshrn2.8h v9, v7, #16
uqrshrn2.8h v9, v21, #3
uqrshrn.8b v24, v11, #6
uqrshrn.8b v18, v23, #3
uqrshrn.8b v13, v17, #2
uqrshrn.8b v7, v31, #7
uqrshrn2.16b v7, v22, #5
uqrshrn2.16b v15, v22, #7
uqrshrn2.16b v28, v6, #5
uqrshrn2.16b v31, v26, #1
uqshl.16b v17, v25, #0
uqshl.16b v9, v11, #3
uqshl.16b v28, v3, #0
uqshl.16b v21, v20, #4
uqshl.2d v27, v16, #63
uqshl.2d v1, v18, #14
uqshl.2d v2, v31, #37
uqshl.2d v17, v22, #0
uqshl.2s v11, v27, #29
uqshl.2s v22, v4, #16
uqshl.2s v18, v28, #0
uqshl.2s v22, v7, #11
uqshl.4h v0, v30, #3
uqshl.4h v20, v15, #0
uqshl.4h v20, v10, #8
uqshl.4h v3, v20, #12
uqshl.4s v8, v12, #9
uqshl.4s v22, v24, #2
uqshl.4s v30, v11, #7
uqshl.4s v27, v21, #13
uqshl.8b v15, v30, #5
uqshl.8b v18, v17, #0
uqshl.8b v2, v3, #5
uqshl.8b v30, v0, #0
uqshl.8h v2, v31, #10
uqshl.8h v12, v22, #2
uqshl.8h v31, v28, #7
uqshl.8h v20, v26, #5
uqshl.16b v17, v21, v7
uqshl.16b v16, v14, v24
uqshl.16b v19, v23, v14
uqshl.16b v6, v13, v4
uqshl.2d v10, v2, v18
uqshl.2d v1, v20, v23
uqshl.2d v1, v4, v5
uqshl.2d v29, v26, v13
uqshl.2s v12, v18, v30
uqshl.2s v7, v14, v12
uqshl.2s v31, v22, v31
uqshl.2s v27, v22, v20
uqshl.4h v15, v31, v18
uqshl.4h v22, v0, v3
uqshl.4h v0, v14, v30
uqshl.4h v0, v29, v10
uqshl.4s v8, v4, v18
uqshl.4s v6, v24, v10
uqshl.4s v6, v15, v12
uqshl.4s v17, v13, v7
uqshl.8b v16, v0, v6
uqshl.8b v7, v5, v23
uqshl.8b v15, v10, v16
uqshl.8b v4, v20, v21
uqshl.8h v10, v4, v4
uqshl.8h v12, v23, v10
uqshl.8h v28, v9, v2
uqshl.8h v19, v7, v8
uqshrn.2s v0, v21, #27
uqshrn.2s v15, v12, #5
uqshrn.2s v20, v19, #13
uqshrn.2s v5, v5, #31
uqshrn2.4s v19, v19, #24
uqshrn2.4s v9, v3, #25
uqshrn2.4s v14, v21, #2
uqshrn2.4s v13, v17, #25
uqshrn.4h v27, v12, #14
uqshrn.4h v12, v30, #1
uqshrn.4h v1, v7, #16
uqshrn.4h v1, v5, #5
uqshrn2.8h v19, v12, #1
uqshrn2.8h v29, v24, #16
uqshrn2.8h v22, v24, #10
uqshrn2.8h v17, v26, #16
uqshrn.8b v17, v4, #1
uqshrn.8b v31, v3, #1
uqshrn.8b v8, v7, #1
uqshrn.8b v30, v0, #4
uqshrn2.16b v23, v4, #5
uqshrn2.16b v0, v12, #6
uqshrn2.16b v0, v6, #1
uqshrn2.16b v0, v22, #4
uqsub.16b v25, v30, v26
uqsub.16b v7, v19, v21
uqsub.16b v21, v1, v9
uqsub.16b v29, v15, v28
uqsub.2d v7, v5, v24
uqsub.2d v31, v21, v22
uqsub.2d v5, v29, v30
uqsub.2d v20, v0, v24
uqsub.2s v25, v30, v4
uqsub.2s v4, v22, v25
uqsub.2s v19, v1, v9
uqsub.2s v13, v2, v4
uqsub.4h v9, v24, v31
uqsub.4h v11, v7, v7
uqsub.4h v16, v14, v5
uqsub.4h v28, v5, v23
uqsub.4s v16, v31, v5
uqsub.4s v21, v9, v0
uqsub.4s v27, v24, v8
uqsub.4s v21, v4, v13
uqsub.8b v14, v18, v2
uqsub.8b v30, v31, v13
uqsub.8b v4, v22, v21
uqsub.8b v26, v27, v15
uqsub.8h v23, v0, v10
uqsub.8h v24, v31, v21
uqsub.8h v15, v9, v8
uqsub.8h v15, v2, v17
uqxtn.2s v21, v14
uqxtn.2s v20, v24
uqxtn.2s v20, v1
uqxtn.2s v9, v26
uqxtn2.4s v10, v17
uqxtn2.4s v4, v30
uqxtn2.4s v26, v5
uqxtn2.4s v21, v27
uqxtn.4h v3, v4
uqxtn.4h v11, v29
uqxtn.4h v13, v15
uqxtn.4h v16, v13
uqxtn2.8h v10, v19
uqxtn2.8h v8, v1
uqxtn2.8h v3, v11
uqxtn2.8h v31, v13
uqxtn.8b v4, v18
uqxtn.8b v7, v3
uqxtn.8b v11, v22
uqxtn.8b v22, v9
uqxtn2.16b v26, v0
uqxtn2.16b v25, v24
uqxtn2.16b v1, v11
uqxtn2.16b v0, v17
urecpe.2s v10, v14
urecpe.2s v7, v8
urecpe.2s v0, v31
urecpe.2s v20, v20
urecpe.4s v6, v25
urecpe.4s v30, v23
urecpe.4s v15, v20
urecpe.4s v1, v22
urhadd.16b v11, v5, v15
urhadd.16b v28, v9, v4
urhadd.16b v13, v18, v20
urhadd.16b v14, v10, v29
urhadd.2s v13, v12, v30
urhadd.2s v22, v20, v18
urhadd.2s v1, v23, v6
urhadd.2s v27, v20, v5
urhadd.4h v10, v24, v2
urhadd.4h v26, v11, v29
urhadd.4h v17, v24, v9
urhadd.4h v17, v31, v1
urhadd.4s v2, v15, v25
urhadd.4s v23, v6, v11
urhadd.4s v23, v14, v20
urhadd.4s v14, v8, v18
urhadd.8b v6, v19, v25
urhadd.8b v25, v31, v4
urhadd.8b v12, v13, v11
urhadd.8b v28, v14, v20
urhadd.8h v11, v23, v25
urhadd.8h v0, v31, v31
urhadd.8h v2, v9, v14
urhadd.8h v1, v23, v11
urshl.16b v0, v19, v4
urshl.16b v28, v28, v18
urshl.16b v26, v12, v1
urshl.16b v24, v26, v30
urshl.2d v14, v15, v22
urshl.2d v9, v26, v2
urshl.2d v19, v27, v10
urshl.2d v17, v15, v12
urshl.2s v27, v22, v0
urshl.2s v0, v26, v19
urshl.2s v31, v5, v11
urshl.2s v12, v30, v0
urshl.4h v3, v5, v12
urshl.4h v2, v8, v20
urshl.4h v29, v23, v17
urshl.4h v26, v21, v9
urshl.4s v14, v18, v25
urshl.4s v25, v23, v31
urshl.4s v21, v13, v21
urshl.4s v4, v8, v4
urshl.8b v9, v16, v25
urshl.8b v20, v20, v27
urshl.8b v15, v25, v21
urshl.8b v12, v24, v25
urshl.8h v29, v13, v5
urshl.8h v25, v9, v30
urshl.8h v4, v7, v24
urshl.8h v28, v30, v12
urshr.16b v10, v4, #1
urshr.16b v27, v20, #1
urshr.16b v13, v20, #6
urshr.16b v15, v27, #8
urshr.2d v23, v30, #43
urshr.2d v22, v30, #38
urshr.2d v16, v9, #51
urshr.2d v7, v29, #37
urshr.2s v8, v12, #12
urshr.2s v13, v2, #19
urshr.2s v23, v26, #10
urshr.2s v22, v3, #23
urshr.4h v15, v3, #9
urshr.4h v17, v28, #6
urshr.4h v10, v12, #12
urshr.4h v21, v4, #8
urshr.4s v5, v25, #1
urshr.4s v3, v16, #15
urshr.4s v15, v4, #6
urshr.4s v27, v8, #28
urshr.8b v18, v20, #3
urshr.8b v10, v11, #3
urshr.8b v8, v19, #1
urshr.8b v15, v28, #5
urshr.8h v12, v27, #16
urshr.8h v5, v20, #9
urshr.8h v13, v2, #2
urshr.8h v18, v5, #6
ursqrte.2s v28, v2
ursqrte.2s v26, v16
ursqrte.2s v15, v26
ursqrte.2s v8, v10
ursqrte.4s v31, v28
ursqrte.4s v0, v2
ursqrte.4s v27, v17
ursqrte.4s v1, v22
ursra.16b v22, v29, #2
ursra.16b v15, v12, #1
ursra.16b v31, v0, #8
ursra.16b v18, v16, #8
ursra.2d v23, v5, #3
ursra.2d v1, v11, #58
ursra.2d v22, v0, #15
ursra.2d v30, v19, #1
ursra.2s v10, v26, #10
ursra.2s v11, v18, #2
ursra.2s v31, v31, #13
ursra.2s v0, v15, #20
ursra.4h v21, v29, #16
ursra.4h v6, v9, #13
ursra.4h v1, v16, #13
ursra.4h v13, v9, #3
ursra.4s v26, v6, #6
ursra.4s v20, v13, #21
ursra.4s v16, v11, #21
ursra.4s v11, v30, #16
ursra.8b v22, v22, #7
ursra.8b v27, v12, #7
ursra.8b v4, v22, #5
ursra.8b v23, v1, #1
ursra.8h v8, v8, #1
ursra.8h v28, v28, #13
ursra.8h v25, v16, #3
ursra.8h v9, v4, #14
ushll.2d v22, v6, #20
ushll.2d v29, v30, #0
ushll.2d v24, v10, #18
ushll.2d v25, v5, #13
ushll2.2d v6, v23, #5
ushll2.2d v1, v31, #1
ushll2.2d v30, v25, #17
ushll2.2d v17, v31, #29
ushll.4s v12, v17, #0
ushll.4s v24, v30, #15
ushll.4s v14, v22, #7
ushll.4s v7, v31, #13
ushll2.4s v26, v23, #3
ushll2.4s v29, v4, #11
ushll2.4s v14, v3, #0
ushll2.4s v24, v24, #3
ushll.8h v21, v10, #1
ushll.8h v9, v9, #6
ushll.8h v22, v5, #3
ushll.8h v21, v30, #3
ushll2.8h v7, v29, #2
ushll2.8h v13, v30, #6
ushll2.8h v13, v10, #2
ushll2.8h v10, v28, #7
ushl.16b v16, v2, v20
ushl.16b v24, v27, v21
ushl.16b v3, v9, v6
ushl.16b v9, v24, v7
ushl.2d v31, v29, v25
ushl.2d v22, v2, v8
ushl.2d v5, v19, v15
ushl.2d v30, v22, v21
ushl.2s v25, v27, v28
ushl.2s v26, v20, v25
ushl.2s v30, v10, v22
ushl.2s v4, v19, v23
ushl.4h v15, v24, v27
ushl.4h v29, v23, v29
ushl.4h v23, v1, v9
ushl.4h v10, v10, v24
ushl.4s v23, v11, v18
ushl.4s v14, v9, v25
ushl.4s v16, v29, v28
ushl.4s v7, v28, v2
ushl.8b v7, v3, v16
ushl.8b v5, v30, v28
ushl.8b v19, v12, v25
ushl.8b v11, v10, v15
ushl.8h v31, v17, v28
ushl.8h v28, v20, v17
ushl.8h v25, v30, v11
ushl.8h v2, v14, v10
ushr.16b v5, v31, #5
ushr.16b v2, v20, #7
ushr.16b v29, v21, #1
ushr.16b v14, v1, #5
ushr.2d v29, v4, #10
ushr.2d v5, v19, #40
ushr.2d v4, v4, #51
ushr.2d v14, v8, #22
ushr.2s v15, v0, #10
ushr.2s v22, v31, #21
ushr.2s v17, v0, #23
ushr.2s v5, v22, #20
ushr.4h v2, v23, #16
ushr.4h v6, v14, #2
ushr.4h v5, v1, #11
ushr.4h v30, v7, #15
ushr.4s v9, v18, #7
ushr.4s v28, v31, #32
ushr.4s v26, v24, #21
ushr.4s v7, v26, #3
ushr.8b v0, v5, #1
ushr.8b v23, v6, #5
ushr.8b v4, v12, #6
ushr.8b v23, v1, #3
ushr.8h v4, v21, #15
ushr.8h v11, v2, #8
ushr.8h v13, v10, #1
ushr.8h v6, v24, #2
usqadd.16b v8, v0
usqadd.16b v10, v13
usqadd.16b v30, v7
usqadd.16b v1, v12
usqadd.2d v12, v21
usqadd.2d v17, v3
usqadd.2d v18, v16
usqadd.2d v21, v19
usqadd.2s v2, v3
usqadd.2s v20, v26
usqadd.2s v16, v11
usqadd.2s v14, v20
usqadd.4h v17, v25
usqadd.4h v1, v26
usqadd.4h v13, v17
usqadd.4h v2, v30
usqadd.4s v15, v8
usqadd.4s v7, v13
usqadd.4s v18, v10
usqadd.4s v23, v21
usqadd.8b v31, v25
usqadd.8b v29, v28
usqadd.8b v12, v6
usqadd.8b v8, v30
usqadd.8h v15, v12
usqadd.8h v16, v26
usqadd.8h v1, v31
usqadd.8h v29, v25
usra.16b v21, v17, #1
usra.16b v23, v13, #8
usra.16b v31, v28, #3
usra.16b v2, v0, #3
usra.2d v11, v30, #21
usra.2d v15, v28, #33
usra.2d v3, v1, #64
usra.2d v16, v29, #1
usra.2s v26, v13, #20
usra.2s v6, v18, #20
usra.2s v30, v8, #6
usra.2s v12, v20, #25
usra.4h v10, v28, #16
usra.4h v31, v11, #1
usra.4h v7, v5, #16
usra.4h v14, v18, #12
usra.4s v0, v4, #23
usra.4s v15, v26, #11
usra.4s v22, v0, #26
usra.4s v8, v21, #27
usra.8b v19, v26, #4
usra.8b v27, v18, #1
usra.8b v20, v31, #5
usra.8b v21, v27, #8
usra.8h v11, v14, #8
usra.8h v16, v24, #11
usra.8h v2, v0, #13
usra.8h v26, v21, #15
usubl.2d v12, v9, v16
usubl.2d v18, v13, v18
usubl.2d v22, v16, v24
usubl.2d v15, v17, v26
usubl2.2d v8, v1, v28
usubl2.2d v9, v14, v7
usubl2.2d v4, v5, v2
usubl2.2d v30, v3, v9
usubl.4s v26, v22, v0
usubl.4s v10, v18, v9
usubl.4s v2, v14, v7
usubl.4s v27, v7, v17
usubl2.4s v0, v21, v23
usubl2.4s v11, v14, v14
usubl2.4s v0, v30, v24
usubl2.4s v0, v18, v26
usubl.8h v10, v17, v14
usubl.8h v3, v26, v10
usubl.8h v19, v30, v2
usubl.8h v20, v28, v28
usubl2.8h v2, v14, v27
usubl2.8h v8, v29, v9
usubl2.8h v22, v26, v21
usubl2.8h v1, v8, v31
usubw.2d v18, v18, v9
usubw.2d v5, v23, v27
usubw.2d v21, v21, v19
usubw.2d v1, v28, v8
usubw2.2d v8, v14, v29
usubw2.2d v11, v28, v6
usubw2.2d v10, v7, v27
usubw2.2d v24, v8, v27
usubw.4s v2, v31, v27
usubw.4s v31, v25, v31
usubw.4s v15, v17, v21
usubw.4s v8, v10, v22
usubw2.4s v3, v25, v28
usubw2.4s v18, v31, v3
usubw2.4s v15, v25, v5
usubw2.4s v18, v11, v27
usubw.8h v12, v23, v20
usubw.8h v7, v24, v2
usubw.8h v2, v9, v21
usubw.8h v8, v8, v5
usubw2.8h v2, v13, v6
usubw2.8h v19, v14, v10
usubw2.8h v21, v27, v27
usubw2.8h v14, v6, v27
uzp1.16b v27, v24, v20
uzp1.16b v17, v19, v2
uzp1.16b v21, v4, v9
uzp1.16b v15, v23, v19
uzp1.2d v21, v17, v2
uzp1.2d v12, v23, v27
uzp1.2d v6, v22, v22
uzp1.2d v15, v19, v30
uzp1.2s v30, v10, v27
uzp1.2s v4, v23, v23
uzp1.2s v14, v18, v7
uzp1.2s v15, v15, v19
uzp1.4h v10, v31, v30
uzp1.4h v15, v2, v13
uzp1.4h v0, v6, v17
uzp1.4h v19, v30, v20
uzp1.4s v25, v26, v15
uzp1.4s v1, v23, v13
uzp1.4s v6, v7, v6
uzp1.4s v20, v23, v12
uzp1.8b v30, v13, v23
uzp1.8b v22, v13, v10
uzp1.8b v15, v10, v29
uzp1.8b v3, v21, v2
uzp1.8h v9, v16, v15
uzp1.8h v13, v28, v26
uzp1.8h v1, v18, v2
uzp1.8h v17, v21, v28
uzp2.16b v30, v19, v24
uzp2.16b v18, v27, v26
uzp2.16b v23, v20, v11
uzp2.16b v0, v25, v30
uzp2.2d v28, v6, v2
uzp2.2d v18, v19, v5
uzp2.2d v9, v3, v30
uzp2.2d v22, v2, v4
uzp2.2s v23, v23, v27
uzp2.2s v4, v15, v24
uzp2.2s v7, v29, v20
uzp2.2s v12, v25, v9
uzp2.4h v31, v8, v23
uzp2.4h v30, v31, v9
uzp2.4h v31, v29, v12
uzp2.4h v9, v0, v3
uzp2.4s v27, v10, v12
uzp2.4s v14, v19, v10
uzp2.4s v26, v25, v6
uzp2.4s v27, v11, v16
uzp2.8b v13, v4, v27
uzp2.8b v29, v8, v6
uzp2.8b v16, v14, v17
uzp2.8b v31, v29, v7
uzp2.8h v13, v10, v18
uzp2.8h v12, v13, v8
uzp2.8h v13, v2, v16
uzp2.8h v14, v23, v17
xtn.2s v5, v9
xtn.2s v1, v25
xtn.2s v21, v6
xtn.2s v25, v8
xtn2.4s v5, v26
xtn2.4s v1, v17
xtn2.4s v19, v0
xtn2.4s v24, v26
xtn.4h v27, v22
xtn.4h v19, v8
xtn.4h v22, v4
xtn.4h v16, v6
xtn2.8h v0, v14
xtn2.8h v17, v6
xtn2.8h v9, v6
xtn2.8h v22, v16
xtn.8b v2, v2
xtn.8b v14, v4
xtn.8b v5, v6
xtn.8b v3, v15
xtn2.16b v23, v17
xtn2.16b v5, v26
xtn2.16b v8, v7
xtn2.16b v13, v8
zip1.16b v28, v17, v20
zip1.16b v6, v8, v3
zip1.16b v0, v17, v31
zip1.16b v24, v0, v6
zip1.2d v18, v25, v17
zip1.2d v30, v26, v17
zip1.2d v1, v4, v19
zip1.2d v11, v28, v23
zip1.2s v29, v0, v11
zip1.2s v2, v21, v14
zip1.2s v27, v24, v8
zip1.2s v29, v24, v15
zip1.4h v2, v14, v19
zip1.4h v5, v12, v17
zip1.4h v8, v9, v2
zip1.4h v22, v27, v13
zip1.4s v26, v25, v15
zip1.4s v9, v11, v3
zip1.4s v31, v23, v23
zip1.4s v2, v14, v12
zip1.8b v15, v16, v9
zip1.8b v22, v6, v16
zip1.8b v0, v27, v27
zip1.8b v17, v24, v3
zip1.8h v19, v5, v6
zip1.8h v12, v4, v0
zip1.8h v10, v1, v27
zip1.8h v13, v15, v9
zip2.16b v30, v23, v22
zip2.16b v20, v24, v31
zip2.16b v16, v29, v17
zip2.16b v5, v6, v17
zip2.2d v29, v0, v23
zip2.2d v16, v20, v9
zip2.2d v17, v24, v9
zip2.2d v18, v24, v26
zip2.2s v25, v25, v6
zip2.2s v30, v21, v0
zip2.2s v20, v20, v3
zip2.2s v2, v2, v29
zip2.4h v18, v9, v10
zip2.4h v30, v5, v31
zip2.4h v28, v3, v22
zip2.4h v15, v17, v27
zip2.4s v3, v25, v22
zip2.4s v10, v27, v12
zip2.4s v25, v30, v8
zip2.4s v7, v31, v28
zip2.8b v5, v23, v15
zip2.8b v7, v10, v5
zip2.8b v18, v22, v31
zip2.8b v22, v22, v6
zip2.8h v22, v29, v14
zip2.8h v29, v16, v21
zip2.8h v21, v2, v13
zip2.8h v21, v2, v24
