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
addhn.2s v24, v26, v10
addhn.2s v12, v3, v9
addhn.2s v0, v9, v27
addhn.2s v3, v21, v29
addhn2.4s v22, v14, v11
addhn2.4s v3, v29, v10
addhn2.4s v27, v28, v12
addhn2.4s v6, v19, v19
addhn.4h v29, v9, v31
addhn.4h v9, v7, v24
addhn.4h v11, v18, v30
addhn.4h v23, v18, v19
addhn2.8h v0, v22, v27
addhn2.8h v31, v17, v24
addhn2.8h v17, v2, v27
addhn2.8h v17, v14, v28
addhn.8b v3, v2, v22
addhn.8b v2, v3, v11
addhn.8b v25, v15, v31
addhn.8b v26, v13, v3
addhn2.16b v26, v9, v26
addhn2.16b v14, v12, v4
addhn2.16b v11, v3, v25
addhn2.16b v16, v21, v14
addp.2d d1, v6
addp.2d d4, v24
addp.2d d3, v4
addp.2d d6, v4
addp.16b v16, v14, v19
addp.16b v22, v8, v14
addp.16b v8, v9, v16
addp.16b v12, v22, v18
addp.2d v12, v31, v5
addp.2d v7, v0, v20
addp.2d v16, v17, v23
addp.2d v16, v29, v30
addp.2s v14, v31, v29
addp.2s v15, v25, v4
addp.2s v0, v0, v19
addp.2s v23, v20, v14
addp.4h v31, v24, v15
addp.4h v23, v3, v13
addp.4h v12, v21, v23
addp.4h v23, v12, v24
addp.4s v15, v10, v28
addp.4s v20, v2, v20
addp.4s v3, v25, v29
addp.4s v17, v14, v18
addp.8b v1, v29, v1
addp.8b v1, v10, v15
addp.8b v16, v18, v5
addp.8b v21, v4, v9
addp.8h v17, v12, v8
addp.8h v31, v23, v18
addp.8h v2, v25, v6
addp.8h v4, v10, v4
addv.16b b28, v30
addv.16b b28, v2
addv.16b b28, v27
addv.16b b25, v2
addv.4h h5, v15
addv.4h h25, v27
addv.4h h4, v16
addv.4h h16, v14
addv.4s s9, v30
addv.4s s10, v13
addv.4s s31, v30
addv.4s s7, v1
addv.8b b3, v19
addv.8b b16, v19
addv.8b b17, v11
addv.8b b8, v0
addv.8h h22, v2
addv.8h h19, v15
addv.8h h18, v1
addv.8h h25, v17
add.16b v2, v7, v24
add.16b v2, v8, v5
add.16b v2, v31, v0
add.16b v4, v18, v9
add.2d v5, v17, v25
add.2d v25, v0, v24
add.2d v0, v18, v14
add.2d v19, v21, v29
add.2s v2, v30, v16
add.2s v14, v13, v8
add.2s v22, v21, v9
add.2s v0, v8, v28
add.4h v17, v5, v25
add.4h v26, v25, v29
add.4h v26, v17, v6
add.4h v28, v22, v30
add.4s v14, v8, v6
add.4s v1, v31, v9
add.4s v1, v10, v13
add.4s v10, v23, v14
add.8b v22, v3, v19
add.8b v30, v19, v24
add.8b v19, v17, v20
add.8b v0, v23, v29
add.8h v9, v10, v23
add.8h v30, v17, v30
add.8h v4, v20, v27
add.8h v25, v29, v1
and.16b v3, v5, v23
and.16b v11, v26, v0
and.16b v30, v2, v20
and.16b v5, v16, v3
and.8b v2, v15, v3
and.8b v7, v17, v10
and.8b v1, v6, v29
and.8b v19, v20, v9
bic.2s v15, #9, lsl #16
bic.2s v15, #6
bic.2s v29, #255, lsl #8
bic.2s v28, #98, lsl #16
bic.4h v24, #0
bic.4h v2, #18, lsl #8
bic.4h v15, #142
bic.4h v26, #2, lsl #8
bic.4s v25, #186
bic.4s v10, #45, lsl #8
bic.4s v28, #170
bic.4s v19, #107
bic.8h v23, #86
bic.8h v13, #36, lsl #8
bic.8h v8, #181
bic.8h v9, #0
bic.16b v2, v24, v21
bic.16b v1, v3, v10
bic.16b v30, v7, v22
bic.16b v8, v30, v23
bic.8b v28, v28, v12
bic.8b v15, v30, v22
bic.8b v10, v31, v26
bic.8b v19, v12, v18
bif.16b v5, v27, v11
bif.16b v22, v28, v28
bif.16b v8, v14, v18
bif.16b v16, v16, v4
bif.8b v22, v6, v25
bif.8b v22, v13, v13
bif.8b v18, v5, v19
bif.8b v6, v19, v27
bit.16b v23, v15, v22
bit.16b v0, v28, v1
bit.16b v6, v30, v0
bit.16b v8, v28, v17
bit.8b v0, v14, v6
bit.8b v20, v29, v7
bit.8b v18, v5, v30
bit.8b v9, v8, v16
bsl.16b v29, v5, v12
bsl.16b v31, v23, v14
bsl.16b v20, v4, v19
bsl.16b v5, v26, v5
bsl.8b v30, v26, v19
bsl.8b v13, v19, v22
bsl.8b v21, v14, v28
bsl.8b v12, v20, v7
cls.16b v9, v17
cls.16b v30, v7
cls.16b v18, v10
cls.16b v16, v11
cls.2s v26, v3
cls.2s v4, v1
cls.2s v13, v31
cls.2s v28, v18
cls.4h v10, v13
cls.4h v20, v10
cls.4h v26, v3
cls.4h v3, v18
cls.4s v27, v20
cls.4s v7, v26
cls.4s v19, v9
cls.4s v8, v22
cls.8b v31, v24
cls.8b v16, v10
cls.8b v0, v23
cls.8b v16, v17
cls.8h v14, v24
cls.8h v12, v0
cls.8h v11, v21
cls.8h v1, v24
clz.16b v3, v4
clz.16b v30, v21
clz.16b v5, v8
clz.16b v26, v15
clz.2s v8, v0
clz.2s v9, v28
clz.2s v17, v27
clz.2s v8, v28
clz.4h v15, v31
clz.4h v10, v18
clz.4h v21, v30
clz.4h v0, v8
clz.4s v9, v22
clz.4s v2, v16
clz.4s v29, v25
clz.4s v3, v28
clz.8b v15, v18
clz.8b v5, v20
clz.8b v31, v20
clz.8b v1, v25
clz.8h v9, v14
clz.8h v7, v22
clz.8h v4, v1
clz.8h v14, v21
cmeq.16b v28, v23, v5
cmeq.16b v6, v13, v21
cmeq.16b v8, v6, v7
cmeq.16b v17, v7, v15
cmeq.2d v24, v24, v12
cmeq.2d v4, v8, v1
cmeq.2d v18, v30, v0
cmeq.2d v29, v14, v6
cmeq.2s v5, v3, v9
cmeq.2s v6, v30, v5
cmeq.2s v28, v17, v12
cmeq.2s v25, v25, v9
cmeq.4h v3, v31, v28
cmeq.4h v10, v20, v22
cmeq.4h v11, v9, v26
cmeq.4h v3, v11, v5
cmeq.4s v31, v4, v19
cmeq.4s v2, v27, v23
cmeq.4s v14, v31, v29
cmeq.4s v22, v13, v17
cmeq.8b v11, v24, v16
cmeq.8b v28, v0, v23
cmeq.8b v4, v10, v30
cmeq.8b v12, v8, v3
cmeq.8h v22, v27, v16
cmeq.8h v2, v11, v5
cmeq.8h v17, v21, v4
cmeq.8h v19, v25, v8
cmeq.16b v7, v25, #0
cmeq.16b v16, v5, #0
cmeq.16b v27, v5, #0
cmeq.16b v4, v1, #0
cmeq.2d v13, v2, #0
cmeq.2d v17, v21, #0
cmeq.2d v27, v0, #0
cmeq.2d v28, v19, #0
cmeq.2s v5, v27, #0
cmeq.2s v28, v0, #0
cmeq.2s v30, v4, #0
cmeq.2s v1, v3, #0
cmeq.4h v29, v19, #0
cmeq.4h v17, v7, #0
cmeq.4h v5, v0, #0
cmeq.4h v23, v14, #0
cmeq.4s v28, v3, #0
cmeq.4s v26, v12, #0
cmeq.4s v22, v19, #0
cmeq.4s v19, v29, #0
cmeq.8b v2, v24, #0
cmeq.8b v16, v9, #0
cmeq.8b v9, v20, #0
cmeq.8b v6, v7, #0
cmeq.8h v18, v25, #0
cmeq.8h v18, v2, #0
cmeq.8h v9, v30, #0
cmeq.8h v0, v19, #0
cmge.16b v14, v2, v3
cmge.16b v27, v0, v11
cmge.16b v7, v20, v21
cmge.16b v21, v20, v23
cmge.2d v3, v27, v29
cmge.2d v18, v3, v18
cmge.2d v4, v20, v5
cmge.2d v15, v15, v0
cmge.2s v5, v14, v1
cmge.2s v29, v31, v3
cmge.2s v10, v23, v4
cmge.2s v22, v3, v3
cmge.4h v8, v4, v20
cmge.4h v17, v16, v24
cmge.4h v29, v27, v28
cmge.4h v28, v8, v2
cmge.4s v27, v21, v28
cmge.4s v15, v10, v18
cmge.4s v19, v26, v6
cmge.4s v30, v31, v14
cmge.8b v0, v12, v14
cmge.8b v17, v6, v19
cmge.8b v30, v31, v3
cmge.8b v18, v1, v3
cmge.8h v26, v26, v24
cmge.8h v18, v10, v17
cmge.8h v24, v19, v8
cmge.8h v6, v4, v7
cmge.16b v15, v7, #0
cmge.16b v14, v1, #0
cmge.16b v14, v13, #0
cmge.16b v7, v5, #0
cmge.2d v6, v11, #0
cmge.2d v24, v4, #0
cmge.2d v7, v20, #0
cmge.2d v12, v18, #0
cmge.2s v12, v27, #0
cmge.2s v3, v1, #0
cmge.2s v22, v15, #0
cmge.2s v16, v15, #0
cmge.4h v2, v25, #0
cmge.4h v18, v31, #0
cmge.4h v1, v23, #0
cmge.4h v23, v7, #0
cmge.4s v11, v3, #0
cmge.4s v22, v15, #0
cmge.4s v24, v3, #0
cmge.4s v23, v27, #0
cmge.8b v9, v18, #0
cmge.8b v9, v6, #0
cmge.8b v25, v30, #0
cmge.8b v14, v30, #0
cmge.8h v20, v19, #0
cmge.8h v19, v17, #0
cmge.8h v11, v0, #0
cmge.8h v17, v3, #0
cmgt.16b v12, v11, v9
cmgt.16b v19, v22, v22
cmgt.16b v21, v15, v30
cmgt.16b v22, v16, v21
cmgt.2d v9, v30, v10
cmgt.2d v11, v13, v25
cmgt.2d v31, v20, v20
cmgt.2d v22, v30, v9
cmgt.2s v0, v14, v16
cmgt.2s v1, v5, v0
cmgt.2s v8, v7, v22
cmgt.2s v0, v13, v13
cmgt.4h v20, v14, v24
cmgt.4h v26, v6, v13
cmgt.4h v17, v10, v26
cmgt.4h v27, v27, v6
cmgt.4s v17, v5, v10
cmgt.4s v3, v5, v3
cmgt.4s v10, v11, v16
cmgt.4s v26, v10, v7
cmgt.8b v29, v3, v29
cmgt.8b v31, v14, v2
cmgt.8b v7, v1, v12
cmgt.8b v5, v4, v16
cmgt.8h v14, v27, v2
cmgt.8h v14, v12, v28
cmgt.8h v0, v4, v11
cmgt.8h v3, v14, v13
cmgt.16b v14, v4, #0
cmgt.16b v6, v24, #0
cmgt.16b v26, v13, #0
cmgt.16b v9, v4, #0
cmgt.2d v0, v19, #0
cmgt.2d v11, v10, #0
cmgt.2d v17, v19, #0
cmgt.2d v23, v23, #0
cmgt.2s v14, v30, #0
cmgt.2s v11, v20, #0
cmgt.2s v10, v16, #0
cmgt.2s v31, v23, #0
cmgt.4h v17, v14, #0
cmgt.4h v25, v13, #0
cmgt.4h v23, v14, #0
cmgt.4h v6, v10, #0
cmgt.4s v20, v12, #0
cmgt.4s v16, v6, #0
cmgt.4s v27, v21, #0
cmgt.4s v10, v16, #0
cmgt.8b v14, v30, #0
cmgt.8b v1, v4, #0
cmgt.8b v3, v18, #0
cmgt.8b v12, v25, #0
cmgt.8h v10, v0, #0
cmgt.8h v9, v31, #0
cmgt.8h v26, v12, #0
cmgt.8h v7, v19, #0
cmhi.16b v19, v25, v17
cmhi.16b v9, v23, v14
cmhi.16b v30, v24, v19
cmhi.16b v18, v28, v5
cmhi.2d v8, v27, v7
cmhi.2d v9, v28, v26
cmhi.2d v23, v30, v22
cmhi.2d v23, v14, v8
cmhi.2s v10, v10, v12
cmhi.2s v26, v30, v4
cmhi.2s v25, v3, v22
cmhi.2s v8, v31, v8
cmhi.4h v1, v8, v7
cmhi.4h v29, v1, v31
cmhi.4h v16, v19, v29
cmhi.4h v7, v14, v31
cmhi.4s v29, v21, v8
cmhi.4s v2, v9, v20
cmhi.4s v25, v1, v20
cmhi.4s v27, v21, v27
cmhi.8b v20, v30, v2
cmhi.8b v12, v9, v20
cmhi.8b v21, v14, v28
cmhi.8b v14, v14, v12
cmhi.8h v22, v7, v5
cmhi.8h v19, v16, v20
cmhi.8h v21, v26, v4
cmhi.8h v10, v26, v26
cmhs.16b v27, v13, v3
cmhs.16b v30, v19, v14
cmhs.16b v29, v20, v15
cmhs.16b v11, v16, v12
cmhs.2d v0, v1, v14
cmhs.2d v7, v31, v13
cmhs.2d v11, v13, v1
cmhs.2d v28, v27, v14
cmhs.2s v17, v18, v24
cmhs.2s v24, v29, v22
cmhs.2s v26, v20, v25
cmhs.2s v2, v12, v5
cmhs.4h v22, v21, v12
cmhs.4h v14, v28, v6
cmhs.4h v30, v14, v10
cmhs.4h v22, v7, v8
cmhs.4s v5, v3, v15
cmhs.4s v28, v13, v30
cmhs.4s v9, v14, v9
cmhs.4s v13, v3, v11
cmhs.8b v26, v17, v17
cmhs.8b v0, v21, v21
cmhs.8b v9, v10, v16
cmhs.8b v11, v12, v4
cmhs.8h v6, v18, v20
cmhs.8h v0, v7, v5
cmhs.8h v18, v30, v1
cmhs.8h v23, v12, v2
cmle.16b v28, v15, #0
cmle.16b v11, v26, #0
cmle.16b v10, v21, #0
cmle.16b v4, v23, #0
cmle.2d v23, v11, #0
cmle.2d v17, v3, #0
cmle.2d v13, v21, #0
cmle.2d v7, v20, #0
cmle.2s v0, v15, #0
cmle.2s v25, v30, #0
cmle.2s v29, v26, #0
cmle.2s v6, v4, #0
cmle.4h v1, v12, #0
cmle.4h v26, v6, #0
cmle.4h v21, v29, #0
cmle.4h v16, v19, #0
cmle.4s v2, v28, #0
cmle.4s v26, v17, #0
cmle.4s v31, v12, #0
cmle.4s v22, v10, #0
cmle.8b v1, v3, #0
cmle.8b v29, v30, #0
cmle.8b v20, v18, #0
cmle.8b v15, v6, #0
cmle.8h v17, v15, #0
cmle.8h v9, v2, #0
cmle.8h v29, v21, #0
cmle.8h v2, v21, #0
cmlt.16b v9, v22, #0
cmlt.16b v17, v0, #0
cmlt.16b v20, v6, #0
cmlt.16b v21, v3, #0
cmlt.2d v31, v26, #0
cmlt.2d v8, v1, #0
cmlt.2d v22, v24, #0
cmlt.2d v6, v20, #0
cmlt.2s v11, v28, #0
cmlt.2s v31, v16, #0
cmlt.2s v31, v6, #0
cmlt.2s v10, v8, #0
cmlt.4h v12, v16, #0
cmlt.4h v11, v29, #0
cmlt.4h v5, v2, #0
cmlt.4h v20, v14, #0
cmlt.4s v2, v15, #0
cmlt.4s v30, v4, #0
cmlt.4s v19, v6, #0
cmlt.4s v7, v28, #0
cmlt.8b v20, v23, #0
cmlt.8b v24, v20, #0
cmlt.8b v9, v12, #0
cmlt.8b v8, v28, #0
cmlt.8h v8, v7, #0
cmlt.8h v6, v29, #0
cmlt.8h v21, v20, #0
cmlt.8h v29, v29, #0
cmtst.16b v15, v3, v9
cmtst.16b v28, v14, v28
cmtst.16b v10, v27, v1
cmtst.16b v7, v12, v10
cmtst.2d v22, v11, v12
cmtst.2d v1, v24, v5
cmtst.2d v3, v7, v14
cmtst.2d v16, v20, v25
cmtst.2s v12, v17, v26
cmtst.2s v8, v25, v8
cmtst.2s v6, v18, v0
cmtst.2s v6, v24, v8
cmtst.4h v10, v2, v25
cmtst.4h v5, v2, v31
cmtst.4h v21, v8, v24
cmtst.4h v26, v17, v23
cmtst.4s v13, v13, v28
cmtst.4s v9, v24, v20
cmtst.4s v25, v12, v21
cmtst.4s v20, v27, v16
cmtst.8b v22, v27, v5
cmtst.8b v26, v12, v7
cmtst.8b v26, v27, v17
cmtst.8b v19, v23, v15
cmtst.8h v29, v30, v3
cmtst.8h v8, v7, v13
cmtst.8h v29, v30, v30
cmtst.8h v4, v29, v6
cnt.16b v19, v14
cnt.16b v22, v26
cnt.16b v15, v13
cnt.16b v31, v16
cnt.8b v14, v12
cnt.8b v26, v27
cnt.8b v6, v30
cnt.8b v17, v26
mov b13, v2[0]
mov b15, v19[5]
mov b25, v14[1]
mov b7, v7[4]
mov d12, v1[1]
mov d31, v17[0]
mov d3, v18[1]
mov d12, v13[1]
mov h31, v12[7]
mov h28, v27[4]
mov h29, v18[6]
mov h15, v25[5]
mov s6, v16[2]
mov s0, v26[0]
mov s8, v1[3]
mov s5, v2[3]
dup.16b v1, w27
dup.16b v19, w22
dup.16b v26, w7
dup.16b v0, w27
dup.16b v3, v11[9]
dup.16b v22, v21[9]
dup.16b v20, v20[0]
dup.16b v3, v18[7]
dup.2d v28, x15
dup.2d v29, x1
dup.2d v1, x22
dup.2d v30, x4
dup.2d v19, v22[1]
dup.2d v0, v11[1]
dup.2d v1, v30[0]
dup.2d v22, v16[0]
dup.2s v26, w26
dup.2s v20, w14
dup.2s v24, w10
dup.2s v13, w20
dup.2s v10, v6[2]
dup.2s v1, v13[2]
dup.2s v10, v3[3]
dup.2s v30, v22[3]
dup.4h v6, w28
dup.4h v27, w12
dup.4h v21, w23
dup.4h v25, w16
dup.4h v25, v5[5]
dup.4h v25, v16[0]
dup.4h v17, v14[0]
dup.4h v17, v11[1]
dup.4s v21, w2
dup.4s v15, w12
dup.4s v4, w15
dup.4s v14, w1
dup.4s v7, v8[3]
dup.4s v16, v11[0]
dup.4s v31, v17[3]
dup.4s v12, v21[2]
dup.8b v20, w20
dup.8b v18, w24
dup.8b v31, w28
dup.8b v8, w10
dup.8b v26, v13[7]
dup.8b v26, v22[1]
dup.8b v6, v25[0]
dup.8b v18, v7[0]
dup.8h v28, w9
dup.8h v7, w19
dup.8h v13, w9
dup.8h v15, w1
dup.8h v4, v16[6]
dup.8h v23, v17[0]
dup.8h v19, v23[7]
dup.8h v18, v17[0]
eor.16b v8, v16, v1
eor.16b v28, v29, v23
eor.16b v1, v9, v9
eor.16b v0, v4, v3
eor.8b v30, v24, v20
eor.8b v25, v0, v19
eor.8b v15, v23, v23
eor.8b v31, v11, v19
ext.16b v12, v27, v19, #14
ext.16b v8, v0, v9, #1
ext.16b v21, v29, v11, #4
ext.16b v15, v25, v29, #0
ext.8b v26, v15, v15, #6
ext.8b v25, v27, v6, #0
ext.8b v26, v17, v30, #4
ext.8b v12, v27, v2, #3
fabd.2d v12, v10, v31
fabd.2d v1, v27, v21
fabd.2d v2, v4, v16
fabd.2d v11, v26, v26
fabd.2s v30, v17, v11
fabd.2s v24, v16, v4
fabd.2s v10, v30, v22
fabd.2s v11, v26, v15
fabd.4s v15, v17, v23
fabd.4s v15, v11, v17
fabd.4s v4, v7, v24
fabd.4s v5, v31, v28
fabs.2d v12, v5
fabs.2d v1, v3
fabs.2d v4, v29
fabs.2d v7, v9
fabs.2s v3, v29
fabs.2s v9, v2
fabs.2s v18, v21
fabs.2s v16, v6
fabs.4s v22, v20
fabs.4s v1, v10
fabs.4s v3, v19
fabs.4s v17, v16
facge.2d v6, v5, v17
facge.2d v30, v1, v2
facge.2d v16, v21, v30
facge.2d v4, v30, v29
facge.2s v30, v16, v26
facge.2s v14, v18, v24
facge.2s v31, v9, v13
facge.2s v13, v5, v10
facge.4s v1, v3, v3
facge.4s v23, v4, v9
facge.4s v3, v8, v22
facge.4s v6, v24, v10
facgt.2d v5, v13, v12
facgt.2d v0, v30, v2
facgt.2d v10, v22, v25
facgt.2d v7, v4, v24
facgt.2s v6, v9, v13
facgt.2s v5, v21, v29
facgt.2s v29, v18, v10
facgt.2s v8, v14, v27
facgt.4s v29, v0, v22
facgt.4s v7, v27, v5
facgt.4s v8, v17, v21
facgt.4s v9, v9, v10
faddp.2d d12, v15
faddp.2d d0, v27
faddp.2d d25, v15
faddp.2d d17, v12
faddp.2s s12, v25
faddp.2s s19, v27
faddp.2s s18, v22
faddp.2s s21, v27
faddp.2d v25, v19, v6
faddp.2d v23, v28, v20
faddp.2d v9, v1, v21
faddp.2d v24, v27, v0
faddp.2s v4, v12, v1
faddp.2s v28, v16, v25
faddp.2s v20, v1, v22
faddp.2s v6, v10, v31
faddp.4s v0, v10, v13
faddp.4s v14, v8, v4
faddp.4s v2, v16, v20
faddp.4s v11, v11, v12
fadd.2d v22, v17, v30
fadd.2d v28, v15, v0
fadd.2d v20, v29, v23
fadd.2d v31, v30, v0
fadd.2s v4, v1, v9
fadd.2s v13, v16, v12
fadd.2s v0, v8, v13
fadd.2s v0, v24, v23
fadd.4s v17, v31, v1
fadd.4s v14, v15, v29
fadd.4s v16, v30, v7
fadd.4s v28, v13, v27
fcmeq.2d v4, v0, v4
fcmeq.2d v6, v23, v0
fcmeq.2d v28, v7, v27
fcmeq.2d v30, v11, v20
fcmeq.2s v18, v17, v21
fcmeq.2s v16, v30, v31
fcmeq.2s v6, v29, v25
fcmeq.2s v23, v0, v13
fcmeq.4s v15, v3, v27
fcmeq.4s v29, v6, v17
fcmeq.4s v3, v21, v31
fcmeq.4s v1, v19, v31
fcmeq.2d v12, v26, #0.0
fcmeq.2d v18, v9, #0.0
fcmeq.2d v14, v31, #0.0
fcmeq.2d v12, v30, #0.0
fcmeq.2s v24, v30, #0.0
fcmeq.2s v13, v30, #0.0
fcmeq.2s v5, v17, #0.0
fcmeq.2s v12, v17, #0.0
fcmeq.4s v1, v28, #0.0
fcmeq.4s v9, v22, #0.0
fcmeq.4s v23, v5, #0.0
fcmeq.4s v4, v23, #0.0
fcmge.2d v21, v11, v14
fcmge.2d v2, v30, v9
fcmge.2d v6, v3, v13
fcmge.2d v12, v5, v26
fcmge.2s v26, v8, v18
fcmge.2s v9, v25, v4
fcmge.2s v14, v14, v28
fcmge.2s v1, v27, v8
fcmge.4s v26, v0, v18
fcmge.4s v13, v27, v19
fcmge.4s v13, v13, v1
fcmge.4s v5, v26, v2
fcmge.2d v22, v14, #0.0
fcmge.2d v20, v20, #0.0
fcmge.2d v7, v6, #0.0
fcmge.2d v23, v0, #0.0
fcmge.2s v29, v14, #0.0
fcmge.2s v0, v11, #0.0
fcmge.2s v11, v4, #0.0
fcmge.2s v29, v15, #0.0
fcmge.4s v9, v3, #0.0
fcmge.4s v6, v4, #0.0
fcmge.4s v6, v8, #0.0
fcmge.4s v12, v12, #0.0
fcmgt.2d v7, v7, v24
fcmgt.2d v1, v0, v2
fcmgt.2d v3, v25, v4
fcmgt.2d v3, v29, v22
fcmgt.2s v16, v13, v12
fcmgt.2s v14, v20, v3
fcmgt.2s v3, v22, v9
fcmgt.2s v16, v8, v25
fcmgt.4s v18, v9, v10
fcmgt.4s v5, v27, v3
fcmgt.4s v0, v4, v23
fcmgt.4s v17, v23, v21
fcmgt.2d v5, v0, #0.0
fcmgt.2d v5, v17, #0.0
fcmgt.2d v3, v22, #0.0
fcmgt.2d v14, v17, #0.0
fcmgt.2s v27, v2, #0.0
fcmgt.2s v17, v3, #0.0
fcmgt.2s v18, v26, #0.0
fcmgt.2s v15, v6, #0.0
fcmgt.4s v4, v14, #0.0
fcmgt.4s v11, v12, #0.0
fcmgt.4s v0, v18, #0.0
fcmgt.4s v6, v0, #0.0
fcmle.2d v1, v16, #0.0
fcmle.2d v0, v12, #0.0
fcmle.2d v26, v11, #0.0
fcmle.2d v6, v7, #0.0
fcmle.2s v0, v8, #0.0
fcmle.2s v26, v0, #0.0
fcmle.2s v29, v1, #0.0
fcmle.2s v4, v8, #0.0
fcmle.4s v8, v9, #0.0
fcmle.4s v4, v21, #0.0
fcmle.4s v8, v7, #0.0
fcmle.4s v4, v3, #0.0
fcmlt.2d v9, v1, #0.0
fcmlt.2d v25, v20, #0.0
fcmlt.2d v5, v14, #0.0
fcmlt.2d v8, v2, #0.0
fcmlt.2s v22, v10, #0.0
fcmlt.2s v2, v31, #0.0
fcmlt.2s v1, v11, #0.0
fcmlt.2s v2, v23, #0.0
fcmlt.4s v7, v30, #0.0
fcmlt.4s v3, v18, #0.0
fcmlt.4s v10, v21, #0.0
fcmlt.4s v22, v9, #0.0
fcvtas.2d v29, v22
fcvtas.2d v12, v11
fcvtas.2d v1, v7
fcvtas.2d v13, v7
fcvtas.2s v29, v1
fcvtas.2s v2, v25
fcvtas.2s v29, v20
fcvtas.2s v16, v24
fcvtas.4s v24, v14
fcvtas.4s v4, v19
fcvtas.4s v2, v22
fcvtas.4s v18, v7
fcvtau.2d v10, v12
fcvtau.2d v6, v17
fcvtau.2d v28, v21
fcvtau.2d v13, v10
fcvtau.2s v2, v25
fcvtau.2s v24, v8
fcvtau.2s v26, v18
fcvtau.2s v14, v11
fcvtau.4s v30, v10
fcvtau.4s v20, v22
fcvtau.4s v7, v26
fcvtau.4s v20, v5
fcvtms.2d v28, v16
fcvtms.2d v17, v28
fcvtms.2d v14, v20
fcvtms.2d v12, v7
fcvtms.2s v22, v28
fcvtms.2s v26, v23
fcvtms.2s v22, v7
fcvtms.2s v15, v30
fcvtms.4s v0, v28
fcvtms.4s v17, v16
fcvtms.4s v12, v12
fcvtms.4s v18, v28
fcvtmu.2d v14, v12
fcvtmu.2d v7, v11
fcvtmu.2d v11, v17
fcvtmu.2d v4, v7
fcvtmu.2s v24, v22
fcvtmu.2s v27, v27
fcvtmu.2s v4, v6
fcvtmu.2s v23, v31
fcvtmu.4s v28, v8
fcvtmu.4s v22, v1
fcvtmu.4s v21, v21
fcvtmu.4s v4, v16
fcvtns.2d v2, v30
fcvtns.2d v14, v4
fcvtns.2d v27, v21
fcvtns.2d v0, v28
fcvtns.2s v16, v31
fcvtns.2s v21, v4
fcvtns.2s v24, v25
fcvtns.2s v13, v14
fcvtns.4s v30, v15
fcvtns.4s v12, v25
fcvtns.4s v0, v15
fcvtns.4s v30, v9
fcvtnu.2d v16, v12
fcvtnu.2d v13, v18
fcvtnu.2d v4, v12
fcvtnu.2d v5, v4
fcvtnu.2s v3, v22
fcvtnu.2s v30, v24
fcvtnu.2s v18, v6
fcvtnu.2s v19, v11
fcvtnu.4s v0, v12
fcvtnu.4s v30, v21
fcvtnu.4s v26, v0
fcvtnu.4s v7, v30
fcvtps.2d v8, v17
fcvtps.2d v16, v22
fcvtps.2d v17, v0
fcvtps.2d v24, v21
fcvtps.2s v20, v27
fcvtps.2s v29, v21
fcvtps.2s v23, v7
fcvtps.2s v11, v30
fcvtps.4s v10, v24
fcvtps.4s v1, v11
fcvtps.4s v21, v10
fcvtps.4s v18, v17
fcvtpu.2d v17, v22
fcvtpu.2d v12, v10
fcvtpu.2d v13, v23
fcvtpu.2d v7, v22
fcvtpu.2s v11, v2
fcvtpu.2s v10, v27
fcvtpu.2s v1, v22
fcvtpu.2s v10, v6
fcvtpu.4s v17, v22
fcvtpu.4s v26, v24
fcvtpu.4s v1, v19
fcvtpu.4s v31, v14
fcvtzs.2d v7, v4, #39
fcvtzs.2d v14, v25, #53
fcvtzs.2d v27, v30, #47
fcvtzs.2d v0, v20, #32
fcvtzs.2s v24, v10, #9
fcvtzs.2s v17, v22, #23
fcvtzs.2s v8, v3, #1
fcvtzs.2s v26, v2, #1
fcvtzs.4s v17, v13, #21
fcvtzs.4s v31, v20, #10
fcvtzs.4s v19, v10, #28
fcvtzs.4s v14, v10, #11
fcvtzs.2d v16, v20
fcvtzs.2d v21, v0
fcvtzs.2d v19, v0
fcvtzs.2d v14, v15
fcvtzs.2s v27, v31
fcvtzs.2s v24, v31
fcvtzs.2s v19, v22
fcvtzs.2s v14, v29
fcvtzs.4s v10, v6
fcvtzs.4s v20, v25
fcvtzs.4s v28, v22
fcvtzs.4s v15, v31
fcvtzu.2d v3, v27, #1
fcvtzu.2d v22, v6, #46
fcvtzu.2d v17, v20, #34
fcvtzu.2d v14, v26, #39
fcvtzu.2s v24, v4, #19
fcvtzu.2s v18, v8, #6
fcvtzu.2s v25, v6, #28
fcvtzu.2s v15, v23, #2
fcvtzu.4s v27, v26, #9
fcvtzu.4s v26, v11, #1
fcvtzu.4s v25, v31, #32
fcvtzu.4s v15, v10, #14
fcvtzu.2d v22, v5
fcvtzu.2d v1, v19
fcvtzu.2d v29, v6
fcvtzu.2d v11, v29
fcvtzu.2s v16, v7
fcvtzu.2s v9, v13
fcvtzu.2s v12, v16
fcvtzu.2s v16, v9
fcvtzu.4s v12, v30
fcvtzu.4s v6, v28
fcvtzu.4s v14, v28
fcvtzu.4s v6, v15
fdiv.2d v0, v6, v2
fdiv.2d v7, v4, v17
fdiv.2d v7, v0, v21
fdiv.2d v3, v23, v29
fdiv.2s v19, v23, v7
fdiv.2s v21, v8, v7
fdiv.2s v6, v16, v11
fdiv.2s v12, v26, v0
fdiv.4s v24, v13, v0
fdiv.4s v8, v0, v10
fdiv.4s v19, v23, v3
fdiv.4s v7, v27, v29
fmaxnmp.2d d13, v26
fmaxnmp.2d d3, v12
fmaxnmp.2d d24, v20
fmaxnmp.2d d27, v14
fmaxnmp.2s s6, v26
fmaxnmp.2s s16, v7
fmaxnmp.2s s4, v28
fmaxnmp.2s s4, v20
fmaxnmp.2d v7, v30, v23
fmaxnmp.2d v25, v17, v17
fmaxnmp.2d v18, v6, v18
fmaxnmp.2d v4, v1, v14
fmaxnmp.2s v12, v15, v13
fmaxnmp.2s v0, v15, v11
fmaxnmp.2s v10, v21, v30
fmaxnmp.2s v31, v9, v25
fmaxnmp.4s v23, v11, v21
fmaxnmp.4s v19, v3, v31
fmaxnmp.4s v3, v2, v17
fmaxnmp.4s v3, v23, v16
fmaxnmv.4s s23, v29
fmaxnmv.4s s1, v0
fmaxnmv.4s s27, v25
fmaxnmv.4s s0, v20
fmaxnm.2d v26, v11, v18
fmaxnm.2d v8, v22, v26
fmaxnm.2d v11, v2, v7
fmaxnm.2d v8, v29, v18
fmaxnm.2s v25, v9, v2
fmaxnm.2s v29, v21, v19
fmaxnm.2s v18, v4, v30
fmaxnm.2s v20, v28, v6
fmaxnm.4s v8, v15, v16
fmaxnm.4s v8, v25, v9
fmaxnm.4s v17, v7, v17
fmaxnm.4s v31, v11, v1
fmaxp.2d d27, v24
fmaxp.2d d25, v4
fmaxp.2d d22, v21
fmaxp.2d d23, v10
fmaxp.2s s10, v11
fmaxp.2s s27, v4
fmaxp.2s s4, v9
fmaxp.2s s9, v10
fmaxp.2d v10, v15, v27
fmaxp.2d v4, v14, v19
fmaxp.2d v21, v6, v17
fmaxp.2d v1, v25, v23
fmaxp.2s v29, v20, v28
fmaxp.2s v1, v14, v21
fmaxp.2s v2, v13, v28
fmaxp.2s v23, v1, v25
fmaxp.4s v29, v1, v12
fmaxp.4s v25, v5, v30
fmaxp.4s v25, v27, v16
fmaxp.4s v4, v15, v12
fmaxv.4s s25, v29
fmaxv.4s s19, v23
fmaxv.4s s19, v29
fmaxv.4s s2, v13
fmax.2d v14, v7, v9
fmax.2d v7, v14, v6
fmax.2d v13, v14, v14
fmax.2d v18, v4, v5
fmax.2s v19, v9, v4
fmax.2s v17, v26, v28
fmax.2s v8, v3, v21
fmax.2s v7, v4, v22
fmax.4s v7, v26, v20
fmax.4s v29, v1, v24
fmax.4s v2, v18, v22
fmax.4s v3, v25, v28
fminnmp.2d d17, v8
fminnmp.2d d1, v25
fminnmp.2d d23, v19
fminnmp.2d d1, v1
fminnmp.2s s3, v16
fminnmp.2s s15, v10
fminnmp.2s s22, v30
fminnmp.2s s29, v26
fminnmp.2d v4, v25, v1
fminnmp.2d v11, v15, v27
fminnmp.2d v11, v26, v19
fminnmp.2d v10, v6, v3
fminnmp.2s v0, v23, v13
fminnmp.2s v7, v31, v26
fminnmp.2s v13, v6, v22
fminnmp.2s v30, v27, v14
fminnmp.4s v5, v6, v28
fminnmp.4s v9, v10, v9
fminnmp.4s v9, v31, v4
fminnmp.4s v3, v24, v0
fminnmv.4s s5, v21
fminnmv.4s s14, v12
fminnmv.4s s10, v2
fminnmv.4s s31, v6
fminnm.2d v15, v20, v12
fminnm.2d v26, v18, v26
fminnm.2d v20, v4, v31
fminnm.2d v22, v0, v10
fminnm.2s v26, v9, v3
fminnm.2s v3, v4, v11
fminnm.2s v11, v16, v16
fminnm.2s v14, v9, v8
fminnm.4s v2, v6, v26
fminnm.4s v9, v29, v4
fminnm.4s v1, v17, v23
fminnm.4s v31, v27, v31
fminp.2d d11, v11
fminp.2d d24, v20
fminp.2d d29, v7
fminp.2d d4, v21
fminp.2s s31, v15
fminp.2s s2, v26
fminp.2s s31, v2
fminp.2s s23, v10
fminp.2d v20, v13, v30
fminp.2d v29, v10, v17
fminp.2d v4, v31, v3
fminp.2d v3, v23, v20
fminp.2s v5, v15, v22
fminp.2s v15, v22, v21
fminp.2s v12, v0, v2
fminp.2s v19, v22, v15
fminp.4s v10, v1, v4
fminp.4s v23, v22, v24
fminp.4s v12, v5, v25
fminp.4s v28, v7, v0
fminv.4s s31, v19
fminv.4s s13, v27
fminv.4s s19, v11
fminv.4s s25, v9
fmin.2d v22, v19, v21
fmin.2d v23, v14, v15
fmin.2d v0, v30, v21
fmin.2d v30, v24, v1
fmin.2s v16, v25, v11
fmin.2s v12, v11, v23
fmin.2s v25, v20, v25
fmin.2s v20, v20, v25
fmin.4s v7, v3, v13
fmin.4s v14, v1, v11
fmin.4s v21, v18, v8
fmin.4s v8, v26, v28
fmla.d d14, d2, v3[1]
fmla.d d1, d0, v6[1]
fmla.d d19, d30, v26[1]
fmla.d d2, d19, v7[1]
fmla.s s20, s26, v4[3]
fmla.s s9, s7, v4[0]
fmla.s s1, s22, v16[2]
fmla.s s3, s15, v6[1]
fmla.2d v25, v14, v7[0]
fmla.2d v17, v1, v3[1]
fmla.2d v1, v2, v23[0]
fmla.2d v18, v17, v18[0]
fmla.2s v3, v1, v1[1]
fmla.2s v30, v4, v3[0]
fmla.2s v6, v0, v1[3]
fmla.2s v1, v18, v18[0]
fmla.4s v1, v15, v16[0]
fmla.4s v21, v15, v17[0]
fmla.4s v3, v4, v5[0]
fmla.4s v18, v6, v17[0]
fmla.2d v28, v29, v8
fmla.2d v17, v1, v27
fmla.2d v28, v7, v30
fmla.2d v13, v5, v11
fmla.2s v2, v28, v2
fmla.2s v18, v2, v6
fmla.2s v14, v7, v20
fmla.2s v5, v19, v28
fmla.4s v18, v18, v8
fmla.4s v1, v7, v0
fmla.4s v6, v18, v7
fmla.4s v10, v29, v8
fmls.d d22, d7, v31[1]
fmls.d d30, d24, v6[0]
fmls.d d27, d19, v24[0]
fmls.d d16, d10, v13[1]
fmls.s s13, s31, v11[0]
fmls.s s13, s30, v7[3]
fmls.s s1, s4, v29[1]
fmls.s s8, s14, v14[0]
fmls.2d v11, v23, v1[0]
fmls.2d v30, v19, v13[0]
fmls.2d v31, v30, v7[1]
fmls.2d v28, v4, v0[1]
fmls.2s v19, v10, v21[0]
fmls.2s v30, v17, v12[0]
fmls.2s v15, v2, v9[1]
fmls.2s v0, v12, v8[2]
fmls.4s v8, v22, v10[0]
fmls.4s v30, v21, v11[1]
fmls.4s v29, v0, v1[1]
fmls.4s v28, v20, v8[3]
fmls.2d v18, v27, v26
fmls.2d v8, v23, v8
fmls.2d v16, v2, v8
fmls.2d v23, v27, v0
fmls.2s v5, v12, v15
fmls.2s v24, v1, v25
fmls.2s v4, v11, v0
fmls.2s v27, v26, v19
fmls.4s v25, v10, v11
fmls.4s v26, v12, v1
fmls.4s v15, v13, v30
fmls.4s v1, v19, v14
fmov.d v12[1], x15
fmov.d v10[1], x30
fmov.d v28[1], x2
fmov.d v19[1], x6
fmov.d x27, v6[1]
fmov.d x22, v20[1]
fmov.d x24, v24[1]
fmov.d x16, v5[1]
fmov.2d v15, #0.23437500
fmov.2d v9, #-0.87500000
fmov.2d v11, #-0.78125000
fmov.2d v10, #-0.68750000
fmov.2s v5, #-4.75000000
fmov.2s v23, #-1.18750000
fmov.2s v29, #-7.25000000
fmov.2s v8, #-0.46875000
fmov.4s v31, #0.28125000
fmov.4s v3, #-0.50000000
fmov.4s v18, #-0.39062500
fmov.4s v5, #0.14062500
fmulx.d d29, d29, v18[0]
fmulx.d d26, d29, v28[0]
fmulx.d d4, d12, v25[0]
fmulx.d d10, d11, v12[0]
fmulx.s s10, s26, v31[3]
fmulx.s s26, s3, v29[0]
fmulx.s s9, s24, v30[0]
fmulx.s s0, s15, v17[0]
fmulx.2d v26, v10, v1[1]
fmulx.2d v25, v9, v25[0]
fmulx.2d v31, v3, v31[1]
fmulx.2d v13, v17, v28[1]
fmulx.2s v14, v3, v15[0]
fmulx.2s v20, v2, v24[1]
fmulx.2s v12, v22, v3[2]
fmulx.2s v29, v17, v19[1]
fmulx.4s v15, v15, v31[1]
fmulx.4s v4, v26, v18[0]
fmulx.4s v22, v24, v10[1]
fmulx.4s v26, v14, v28[1]
fmulx.2d v24, v2, v20
fmulx.2d v24, v10, v6
fmulx.2d v30, v1, v22
fmulx.2d v25, v16, v26
fmulx.2s v8, v20, v20
fmulx.2s v14, v5, v12
fmulx.2s v21, v26, v24
fmulx.2s v12, v24, v12
fmulx.4s v21, v25, v4
fmulx.4s v15, v22, v19
fmulx.4s v27, v13, v28
fmulx.4s v9, v27, v11
fmul.d d25, d7, v13[0]
fmul.d d8, d5, v17[0]
fmul.d d15, d7, v21[1]
fmul.d d17, d31, v5[1]
fmul.s s18, s5, v18[3]
fmul.s s8, s11, v20[2]
fmul.s s1, s21, v8[3]
fmul.s s4, s1, v18[2]
fmul.2d v6, v19, v19[1]
fmul.2d v3, v13, v15[1]
fmul.2d v31, v15, v12[1]
fmul.2d v10, v7, v3[1]
fmul.2s v26, v4, v9[2]
fmul.2s v13, v8, v14[3]
fmul.2s v11, v11, v14[1]
fmul.2s v11, v4, v9[2]
fmul.4s v22, v17, v18[3]
fmul.4s v3, v19, v9[0]
fmul.4s v15, v0, v18[0]
fmul.4s v5, v30, v15[1]
fmul.2d v19, v1, v16
fmul.2d v26, v29, v14
fmul.2d v27, v28, v5
fmul.2d v13, v28, v30
fmul.2s v10, v31, v7
fmul.2s v9, v9, v15
fmul.2s v0, v30, v17
fmul.2s v8, v0, v26
fmul.4s v12, v28, v7
fmul.4s v3, v16, v21
fmul.4s v10, v17, v26
fmul.4s v11, v6, v21
fneg.2d v14, v18
fneg.2d v5, v4
fneg.2d v14, v31
fneg.2d v2, v24
fneg.2s v6, v18
fneg.2s v18, v23
fneg.2s v1, v11
fneg.2s v26, v17
fneg.4s v30, v17
fneg.4s v6, v27
fneg.4s v15, v24
fneg.4s v14, v18
frecpe.2d v22, v10
frecpe.2d v19, v12
frecpe.2d v23, v6
frecpe.2d v6, v2
frecpe.2s v11, v31
frecpe.2s v10, v10
frecpe.2s v12, v27
frecpe.2s v20, v12
frecpe.4s v28, v26
frecpe.4s v12, v24
frecpe.4s v9, v3
frecpe.4s v20, v9
frecps.2d v28, v25, v7
frecps.2d v17, v0, v21
frecps.2d v2, v25, v7
frecps.2d v23, v24, v19
frecps.2s v30, v26, v22
frecps.2s v30, v14, v27
frecps.2s v26, v8, v24
frecps.2s v11, v10, v3
frecps.4s v23, v11, v0
frecps.4s v6, v4, v28
frecps.4s v5, v2, v23
frecps.4s v23, v31, v21
frinta.2d v2, v12
frinta.2d v7, v5
frinta.2d v24, v18
frinta.2d v9, v22
frinta.2s v28, v26
frinta.2s v4, v23
frinta.2s v15, v9
frinta.2s v28, v8
frinta.4s v4, v0
frinta.4s v19, v25
frinta.4s v20, v10
frinta.4s v6, v16
frinti.2d v22, v30
frinti.2d v6, v3
frinti.2d v24, v27
frinti.2d v26, v20
frinti.2s v2, v12
frinti.2s v9, v10
frinti.2s v7, v28
frinti.2s v21, v2
frinti.4s v15, v29
frinti.4s v16, v8
frinti.4s v28, v6
frinti.4s v3, v3
frintm.2d v9, v2
frintm.2d v20, v14
frintm.2d v7, v26
frintm.2d v29, v8
frintm.2s v29, v6
frintm.2s v26, v22
frintm.2s v16, v26
frintm.2s v30, v30
frintm.4s v6, v10
frintm.4s v3, v24
frintm.4s v2, v22
frintm.4s v18, v21
frintn.2d v6, v11
frintn.2d v3, v2
frintn.2d v6, v28
frintn.2d v5, v14
frintn.2s v1, v26
frintn.2s v26, v13
frintn.2s v0, v9
frintn.2s v20, v30
frintn.4s v14, v22
frintn.4s v24, v12
frintn.4s v20, v15
frintn.4s v23, v8
frintp.2d v14, v12
frintp.2d v15, v16
frintp.2d v30, v10
frintp.2d v9, v22
frintp.2s v0, v26
frintp.2s v31, v5
frintp.2s v26, v23
frintp.2s v2, v23
frintp.4s v15, v12
frintp.4s v3, v9
frintp.4s v18, v29
frintp.4s v22, v5
frintx.2d v28, v21
frintx.2d v7, v5
frintx.2d v3, v31
frintx.2d v29, v3
frintx.2s v19, v31
frintx.2s v17, v27
frintx.2s v2, v2
frintx.2s v6, v7
frintx.4s v18, v12
frintx.4s v6, v23
frintx.4s v28, v21
frintx.4s v28, v15
frintz.2d v5, v2
frintz.2d v1, v7
frintz.2d v1, v30
frintz.2d v21, v23
frintz.2s v1, v0
frintz.2s v4, v8
frintz.2s v0, v30
frintz.2s v0, v10
frintz.4s v21, v21
frintz.4s v15, v4
frintz.4s v10, v17
frintz.4s v20, v13
frsqrte.2d v12, v4
frsqrte.2d v7, v23
frsqrte.2d v5, v17
frsqrte.2d v3, v5
frsqrte.2s v3, v15
frsqrte.2s v17, v26
frsqrte.2s v24, v25
frsqrte.2s v18, v30
frsqrte.4s v8, v14
frsqrte.4s v2, v29
frsqrte.4s v4, v27
frsqrte.4s v27, v15
frsqrts.2d v13, v27, v11
frsqrts.2d v10, v31, v9
frsqrts.2d v14, v6, v18
frsqrts.2d v19, v17, v14
frsqrts.2s v12, v1, v30
frsqrts.2s v21, v5, v2
frsqrts.2s v0, v7, v1
frsqrts.2s v21, v1, v2
frsqrts.4s v28, v5, v3
frsqrts.4s v12, v0, v26
frsqrts.4s v6, v16, v18
frsqrts.4s v12, v27, v4
fsqrt.2d v30, v15
fsqrt.2d v13, v9
fsqrt.2d v2, v19
fsqrt.2d v4, v13
fsqrt.2s v1, v13
fsqrt.2s v23, v30
fsqrt.2s v9, v2
fsqrt.2s v25, v11
fsqrt.4s v1, v2
fsqrt.4s v10, v25
fsqrt.4s v4, v14
fsqrt.4s v26, v30
fsub.2d v14, v12, v22
fsub.2d v2, v29, v23
fsub.2d v1, v2, v28
fsub.2d v14, v15, v22
fsub.2s v18, v21, v6
fsub.2s v1, v14, v30
fsub.2s v5, v13, v7
fsub.2s v21, v24, v21
fsub.4s v1, v30, v6
fsub.4s v9, v5, v3
fsub.4s v15, v30, v5
fsub.4s v7, v7, v16
mov.b v30[8], w21
mov.b v28[3], w8
mov.b v22[13], w8
mov.b v7[15], w2
mov.b v13[7], v11[2]
mov.b v24[0], v30[2]
mov.b v20[8], v29[14]
mov.b v13[11], v21[3]
mov.d v10[1], x12
mov.d v15[0], x20
mov.d v30[0], x20
mov.d v25[0], x9
mov.d v20[0], v22[1]
mov.d v10[1], v17[1]
mov.d v27[1], v8[1]
mov.d v29[0], v10[0]
mov.h v29[4], w14
mov.h v18[6], w5
mov.h v12[7], w15
mov.h v6[1], w8
mov.h v0[1], v25[6]
mov.h v26[7], v18[1]
mov.h v13[4], v14[6]
mov.h v30[3], v14[6]
mov.s v14[1], w28
mov.s v13[3], w2
mov.s v1[1], w4
mov.s v11[0], w8
mov.s v11[0], v10[2]
mov.s v10[2], v14[1]
mov.s v27[3], v5[2]
mov.s v24[2], v10[1]
ld1.16b { v6, v7, v8, v9 }, [x14]
ld1.16b { v12, v13, v14, v15 }, [x13]
ld1.16b { v16, v17, v18, v19 }, [x29]
ld1.16b { v19, v20, v21, v22 }, [x29]
ld1.16b { v21, v22, v23, v24 }, [x27], x0
ld1.16b { v12, v13, v14, v15 }, [x3], x22
ld1.16b { v29, v30, v31, v0 }, [x12], x25
ld1.16b { v28, v29, v30, v31 }, [x3], x30
ld1.1d { v24, v25, v26, v27 }, [x25]
ld1.1d { v28, v29, v30, v31 }, [x21]
ld1.1d { v31, v0, v1, v2 }, [x19]
ld1.1d { v5, v6, v7, v8 }, [x4]
ld1.1d { v30, v31, v0, v1 }, [x29], x28
ld1.1d { v31, v0, v1, v2 }, [x1], x30
ld1.1d { v22, v23, v24, v25 }, [sp], x1
ld1.1d { v10, v11, v12, v13 }, [x0], x9
ld1.2d { v14, v15, v16, v17 }, [x23]
ld1.2d { v14, v15, v16, v17 }, [x3]
ld1.2d { v15, v16, v17, v18 }, [x18]
ld1.2d { v16, v17, v18, v19 }, [x15]
ld1.2d { v5, v6, v7, v8 }, [x26], x4
ld1.2d { v20, v21, v22, v23 }, [x23], x19
ld1.2d { v23, v24, v25, v26 }, [x11], x3
ld1.2d { v8, v9, v10, v11 }, [x28], x17
ld1.2s { v22, v23, v24, v25 }, [x22]
ld1.2s { v30, v31, v0, v1 }, [x29]
ld1.2s { v15, v16, v17, v18 }, [x3]
ld1.2s { v11, v12, v13, v14 }, [x0]
ld1.2s { v0, v1, v2, v3 }, [x15], x21
ld1.2s { v5, v6, v7, v8 }, [x3], x28
ld1.2s { v20, v21, v22, v23 }, [x20], x25
ld1.2s { v28, v29, v30, v31 }, [x28], x7
ld1.4h { v11, v12, v13, v14 }, [x13]
ld1.4h { v1, v2, v3, v4 }, [sp]
ld1.4h { v23, v24, v25, v26 }, [x2]
ld1.4h { v21, v22, v23, v24 }, [x21]
ld1.4h { v1, v2, v3, v4 }, [x30], x7
ld1.4h { v12, v13, v14, v15 }, [x22], x28
ld1.4h { v18, v19, v20, v21 }, [x17], x28
ld1.4h { v18, v19, v20, v21 }, [x6], x10
ld1.4s { v6, v7, v8, v9 }, [x9]
ld1.4s { v19, v20, v21, v22 }, [x3]
ld1.4s { v27, v28, v29, v30 }, [x6]
ld1.4s { v12, v13, v14, v15 }, [x13]
ld1.4s { v9, v10, v11, v12 }, [x6], x12
ld1.4s { v14, v15, v16, v17 }, [x1], x5
ld1.4s { v13, v14, v15, v16 }, [x17], x3
ld1.4s { v0, v1, v2, v3 }, [x19], x7
ld1.8b { v21, v22, v23, v24 }, [x1]
ld1.8b { v24, v25, v26, v27 }, [x17]
ld1.8b { v26, v27, v28, v29 }, [x20]
ld1.8b { v15, v16, v17, v18 }, [x10]
ld1.8b { v24, v25, v26, v27 }, [x21], x11
ld1.8b { v8, v9, v10, v11 }, [x29], x9
ld1.8b { v12, v13, v14, v15 }, [x0], #32
ld1.8b { v4, v5, v6, v7 }, [x13], x15
ld1.8h { v31, v0, v1, v2 }, [x13]
ld1.8h { v29, v30, v31, v0 }, [x13]
ld1.8h { v7, v8, v9, v10 }, [x10]
ld1.8h { v27, v28, v29, v30 }, [x30]
ld1.8h { v17, v18, v19, v20 }, [x21], x0
ld1.8h { v15, v16, v17, v18 }, [x3], x17
ld1.8h { v17, v18, v19, v20 }, [x30], x5
ld1.8h { v2, v3, v4, v5 }, [x11], x3
ld1.16b { v1 }, [x17]
ld1.16b { v27 }, [x28]
ld1.16b { v23 }, [x24]
ld1.16b { v13 }, [x25]
ld1.16b { v27 }, [x27], x9
ld1.16b { v21 }, [x5], x10
ld1.16b { v10 }, [x18], x0
ld1.16b { v17 }, [x10], x14
ld1.1d { v22 }, [x24]
ld1.1d { v7 }, [x14]
ld1.1d { v14 }, [x22]
ld1.1d { v29 }, [x6]
ld1.1d { v2 }, [x23], x13
ld1.1d { v24 }, [sp], x23
ld1.1d { v24 }, [x8], x3
ld1.1d { v19 }, [x23], x14
ld1.2d { v12 }, [x25]
ld1.2d { v18 }, [x22]
ld1.2d { v10 }, [x22]
ld1.2d { v10 }, [x21]
ld1.2d { v5 }, [x14], x19
ld1.2d { v29 }, [x11], x27
ld1.2d { v27 }, [x2], x28
ld1.2d { v16 }, [x15], x0
ld1.2s { v5 }, [x15]
ld1.2s { v3 }, [x2]
ld1.2s { v13 }, [x28]
ld1.2s { v7 }, [x10]
ld1.2s { v2 }, [x26], x11
ld1.2s { v14 }, [sp], x25
ld1.2s { v23 }, [x28], x3
ld1.2s { v18 }, [x29], x0
ld1.4h { v9 }, [x15]
ld1.4h { v4 }, [x5]
ld1.4h { v16 }, [x9]
ld1.4h { v26 }, [x1]
ld1.4h { v6 }, [x9], x24
ld1.4h { v16 }, [x1], x7
ld1.4h { v16 }, [x30], x4
ld1.4h { v23 }, [x22], x22
ld1.4s { v15 }, [x11]
ld1.4s { v20 }, [x11]
ld1.4s { v17 }, [x3]
ld1.4s { v24 }, [x6]
ld1.4s { v3 }, [x2], x9
ld1.4s { v28 }, [x18], x3
ld1.4s { v4 }, [x9], x28
ld1.4s { v15 }, [x12], x27
ld1.8b { v30 }, [x15]
ld1.8b { v21 }, [x3]
ld1.8b { v17 }, [x15]
ld1.8b { v29 }, [x17]
ld1.8b { v26 }, [x21], x2
ld1.8b { v18 }, [x10], x14
ld1.8b { v14 }, [x23], x2
ld1.8b { v5 }, [sp], x21
ld1.8h { v17 }, [x5]
ld1.8h { v21 }, [x26]
ld1.8h { v30 }, [x7]
ld1.8h { v1 }, [x9]
ld1.8h { v21 }, [x2], x23
ld1.8h { v20 }, [x6], x10
ld1.8h { v7 }, [x30], x0
ld1.8h { v30 }, [x16], x6
ld1r.16b { v3 }, [x22]
ld1r.16b { v1 }, [x19]
ld1r.16b { v29 }, [x16]
ld1r.16b { v7 }, [x15]
ld1r.16b { v26 }, [x24], x26
ld1r.16b { v25 }, [x16], x20
ld1r.16b { v26 }, [x6], x14
ld1r.16b { v5 }, [x8], x20
ld1r.1d { v15 }, [x19]
ld1r.1d { v31 }, [x26]
ld1r.1d { v14 }, [x29]
ld1r.1d { v0 }, [x20]
ld1r.1d { v5 }, [x0], x5
ld1r.1d { v28 }, [x12], x1
ld1r.1d { v6 }, [x17], x15
ld1r.1d { v31 }, [x6], x14
ld1r.2d { v18 }, [x11]
ld1r.2d { v12 }, [x2]
ld1r.2d { v17 }, [x18]
ld1r.2d { v13 }, [x7]
ld1r.2d { v9 }, [x19], x13
ld1r.2d { v28 }, [x4], x26
ld1r.2d { v17 }, [x26], x27
ld1r.2d { v15 }, [x14], x11
ld1r.2s { v11 }, [x8]
ld1r.2s { v11 }, [x2]
ld1r.2s { v20 }, [x0]
ld1r.2s { v17 }, [x3]
ld1r.2s { v20 }, [x10], x7
ld1r.2s { v21 }, [x16], x6
ld1r.2s { v21 }, [x25], #4
ld1r.2s { v17 }, [x29], x4
ld1r.4h { v28 }, [x16]
ld1r.4h { v4 }, [x4]
ld1r.4h { v1 }, [x15]
ld1r.4h { v22 }, [x19]
ld1r.4h { v20 }, [x20], x9
ld1r.4h { v24 }, [x0], x6
ld1r.4h { v21 }, [x19], x30
ld1r.4h { v15 }, [x15], x15
ld1r.4s { v21 }, [x18]
ld1r.4s { v10 }, [x16]
ld1r.4s { v8 }, [x23]
ld1r.4s { v23 }, [x7]
ld1r.4s { v20 }, [x9], x28
ld1r.4s { v0 }, [x11], x2
ld1r.4s { v8 }, [x6], x9
ld1r.4s { v0 }, [x4], x18
ld1r.8b { v14 }, [sp]
ld1r.8b { v19 }, [x3]
ld1r.8b { v23 }, [x10]
ld1r.8b { v6 }, [x19]
ld1r.8b { v12 }, [x9], x20
ld1r.8b { v2 }, [x27], x28
ld1r.8b { v30 }, [x6], x3
ld1r.8b { v24 }, [x12], x0
ld1r.8h { v5 }, [x25]
ld1r.8h { v23 }, [x11]
ld1r.8h { v18 }, [x7]
ld1r.8h { v12 }, [x5]
ld1r.8h { v0 }, [x11], x10
ld1r.8h { v23 }, [x24], x10
ld1r.8h { v15 }, [x18], x13
ld1r.8h { v15 }, [x4], x9
ld1.16b { v25, v26, v27 }, [x24]
ld1.16b { v24, v25, v26 }, [x18]
ld1.16b { v15, v16, v17 }, [x9]
ld1.16b { v7, v8, v9 }, [x21]
ld1.16b { v0, v1, v2 }, [x7], x19
ld1.16b { v19, v20, v21 }, [x21], x20
ld1.16b { v25, v26, v27 }, [x8], x19
ld1.16b { v8, v9, v10 }, [x26], x27
ld1.1d { v15, v16, v17 }, [x11]
ld1.1d { v21, v22, v23 }, [x15]
ld1.1d { v27, v28, v29 }, [x21]
ld1.1d { v0, v1, v2 }, [x20]
ld1.1d { v26, v27, v28 }, [x24], x7
ld1.1d { v23, v24, v25 }, [x30], x20
ld1.1d { v27, v28, v29 }, [sp], x3
ld1.1d { v13, v14, v15 }, [x16], x0
ld1.2d { v13, v14, v15 }, [x1]
ld1.2d { v2, v3, v4 }, [x9]
ld1.2d { v13, v14, v15 }, [x19]
ld1.2d { v20, v21, v22 }, [x5]
ld1.2d { v11, v12, v13 }, [x28], x12
ld1.2d { v27, v28, v29 }, [x1], #48
ld1.2d { v3, v4, v5 }, [x5], x8
ld1.2d { v3, v4, v5 }, [x18], x17
ld1.2s { v16, v17, v18 }, [x2]
ld1.2s { v22, v23, v24 }, [x11]
ld1.2s { v6, v7, v8 }, [x25]
ld1.2s { v31, v0, v1 }, [x24]
ld1.2s { v10, v11, v12 }, [x13], x18
ld1.2s { v13, v14, v15 }, [x28], x25
ld1.2s { v1, v2, v3 }, [x6], #24
ld1.2s { v9, v10, v11 }, [sp], x18
ld1.4h { v1, v2, v3 }, [x22]
ld1.4h { v4, v5, v6 }, [sp]
ld1.4h { v15, v16, v17 }, [x15]
ld1.4h { v24, v25, v26 }, [x18]
ld1.4h { v0, v1, v2 }, [x14], x16
ld1.4h { v22, v23, v24 }, [x18], x14
ld1.4h { v25, v26, v27 }, [x30], x14
ld1.4h { v3, v4, v5 }, [x18], x29
ld1.4s { v12, v13, v14 }, [x5]
ld1.4s { v30, v31, v0 }, [x20]
ld1.4s { v31, v0, v1 }, [sp]
ld1.4s { v3, v4, v5 }, [x29]
ld1.4s { v14, v15, v16 }, [x4], x26
ld1.4s { v8, v9, v10 }, [x26], x12
ld1.4s { v3, v4, v5 }, [x3], x27
ld1.4s { v24, v25, v26 }, [x19], x7
ld1.8b { v26, v27, v28 }, [x25]
ld1.8b { v11, v12, v13 }, [x8]
ld1.8b { v27, v28, v29 }, [x23]
ld1.8b { v10, v11, v12 }, [x12]
ld1.8b { v28, v29, v30 }, [x4], x0
ld1.8b { v17, v18, v19 }, [x3], x21
ld1.8b { v7, v8, v9 }, [x6], x21
ld1.8b { v11, v12, v13 }, [x30], x6
ld1.8h { v23, v24, v25 }, [x12]
ld1.8h { v26, v27, v28 }, [x1]
ld1.8h { v22, v23, v24 }, [x11]
ld1.8h { v5, v6, v7 }, [x17]
ld1.8h { v30, v31, v0 }, [x23], x10
ld1.8h { v1, v2, v3 }, [sp], x29
ld1.8h { v23, v24, v25 }, [x1], x27
ld1.8h { v3, v4, v5 }, [x15], x21
ld1.16b { v28, v29 }, [x30]
ld1.16b { v28, v29 }, [x16]
ld1.16b { v4, v5 }, [x7]
ld1.16b { v4, v5 }, [x3]
ld1.16b { v31, v0 }, [x30], x19
ld1.16b { v5, v6 }, [x10], x13
ld1.16b { v11, v12 }, [x28], x7
ld1.16b { v9, v10 }, [x21], x21
ld1.1d { v8, v9 }, [x25]
ld1.1d { v15, v16 }, [x21]
ld1.1d { v18, v19 }, [x28]
ld1.1d { v2, v3 }, [x24]
ld1.1d { v25, v26 }, [x30], x14
ld1.1d { v15, v16 }, [x23], x1
ld1.1d { v30, v31 }, [x18], x8
ld1.1d { v1, v2 }, [x5], x17
ld1.2d { v4, v5 }, [x12]
ld1.2d { v6, v7 }, [x23]
ld1.2d { v22, v23 }, [x6]
ld1.2d { v28, v29 }, [x5]
ld1.2d { v0, v1 }, [x4], x15
ld1.2d { v21, v22 }, [x4], #32
ld1.2d { v2, v3 }, [sp], #32
ld1.2d { v2, v3 }, [x20], x29
ld1.2s { v26, v27 }, [x14]
ld1.2s { v6, v7 }, [x26]
ld1.2s { v10, v11 }, [x19]
ld1.2s { v19, v20 }, [x14]
ld1.2s { v4, v5 }, [x29], #16
ld1.2s { v30, v31 }, [x24], x30
ld1.2s { v12, v13 }, [x13], x9
ld1.2s { v18, v19 }, [x27], x8
ld1.4h { v2, v3 }, [x3]
ld1.4h { v21, v22 }, [x18]
ld1.4h { v9, v10 }, [x28]
ld1.4h { v9, v10 }, [x6]
ld1.4h { v1, v2 }, [x1], x15
ld1.4h { v1, v2 }, [x24], x0
ld1.4h { v2, v3 }, [x0], x28
ld1.4h { v10, v11 }, [x4], x19
ld1.4s { v20, v21 }, [x9]
ld1.4s { v27, v28 }, [x13]
ld1.4s { v16, v17 }, [x24]
ld1.4s { v10, v11 }, [x20]
ld1.4s { v18, v19 }, [x8], #32
ld1.4s { v5, v6 }, [x22], x7
ld1.4s { v27, v28 }, [x7], x10
ld1.4s { v25, v26 }, [x20], x4
ld1.8b { v15, v16 }, [x21]
ld1.8b { v15, v16 }, [x24]
ld1.8b { v13, v14 }, [x12]
ld1.8b { v19, v20 }, [x19]
ld1.8b { v14, v15 }, [x19], x15
ld1.8b { v31, v0 }, [x28], x12
ld1.8b { v20, v21 }, [x23], x3
ld1.8b { v23, v24 }, [x8], x29
ld1.8h { v3, v4 }, [x9]
ld1.8h { v21, v22 }, [x28]
ld1.8h { v9, v10 }, [x21]
ld1.8h { v22, v23 }, [x22]
ld1.8h { v2, v3 }, [x22], x4
ld1.8h { v26, v27 }, [x12], x11
ld1.8h { v2, v3 }, [x5], x21
ld1.8h { v30, v31 }, [x5], x7
ld1.b { v22 }[10], [x26]
ld1.b { v13 }[7], [x15]
ld1.b { v18 }[12], [x24]
ld1.b { v29 }[15], [x28]
ld1.b { v11 }[12], [x28], x20
ld1.b { v18 }[14], [x15], x20
ld1.b { v1 }[0], [x6], x9
ld1.b { v1 }[3], [x19], x8
ld1.d { v1 }[1], [x7]
ld1.d { v23 }[1], [x29]
ld1.d { v5 }[0], [x9]
ld1.d { v26 }[0], [x16]
ld1.d { v24 }[1], [x11], #8
ld1.d { v15 }[0], [x24], x5
ld1.d { v4 }[0], [x30], x23
ld1.d { v1 }[0], [x15], x28
ld1.h { v29 }[0], [x20]
ld1.h { v19 }[0], [x4]
ld1.h { v2 }[5], [x5]
ld1.h { v8 }[0], [x9]
ld1.h { v27 }[2], [x8], x9
ld1.h { v1 }[4], [x7], x11
ld1.h { v11 }[3], [x17], x28
ld1.h { v23 }[0], [x1], x5
ld1.s { v9 }[0], [x18]
ld1.s { v15 }[0], [x24]
ld1.s { v27 }[3], [x23]
ld1.s { v1 }[3], [x8]
ld1.s { v6 }[0], [x14], x15
ld1.s { v24 }[0], [x15], x4
ld1.s { v16 }[3], [x13], x14
ld1.s { v24 }[3], [x19], x28
ld2r.16b { v3, v4 }, [x9]
ld2r.16b { v17, v18 }, [x17]
ld2r.16b { v5, v6 }, [x15]
ld2r.16b { v16, v17 }, [sp]
ld2r.16b { v27, v28 }, [x13], x17
ld2r.16b { v3, v4 }, [x27], x26
ld2r.16b { v12, v13 }, [x25], x12
ld2r.16b { v1, v2 }, [x20], x12
ld2r.1d { v17, v18 }, [x16]
ld2r.1d { v20, v21 }, [x12]
ld2r.1d { v23, v24 }, [x26]
ld2r.1d { v27, v28 }, [x9]
ld2r.1d { v6, v7 }, [x26], x7
ld2r.1d { v13, v14 }, [x2], x24
ld2r.1d { v12, v13 }, [x20], x30
ld2r.1d { v19, v20 }, [x21], x13
ld2r.2d { v3, v4 }, [x2]
ld2r.2d { v17, v18 }, [x15]
ld2r.2d { v0, v1 }, [x2]
ld2r.2d { v23, v24 }, [x20]
ld2r.2d { v31, v0 }, [x7], #16
ld2r.2d { v26, v27 }, [x29], x3
ld2r.2d { v0, v1 }, [x13], #16
ld2r.2d { v15, v16 }, [x19], x7
ld2r.2s { v31, v0 }, [x17]
ld2r.2s { v29, v30 }, [x4]
ld2r.2s { v9, v10 }, [x11]
ld2r.2s { v24, v25 }, [x27]
ld2r.2s { v5, v6 }, [x21], x27
ld2r.2s { v10, v11 }, [x29], x28
ld2r.2s { v26, v27 }, [x6], x10
ld2r.2s { v12, v13 }, [x29], x23
ld2r.4h { v0, v1 }, [x20]
ld2r.4h { v15, v16 }, [x29]
ld2r.4h { v14, v15 }, [x7]
ld2r.4h { v10, v11 }, [x23]
ld2r.4h { v7, v8 }, [x12], x18
ld2r.4h { v12, v13 }, [x24], x15
ld2r.4h { v11, v12 }, [x4], x6
ld2r.4h { v0, v1 }, [x8], x7
ld2r.4s { v16, v17 }, [sp]
ld2r.4s { v19, v20 }, [x15]
ld2r.4s { v11, v12 }, [x5]
ld2r.4s { v2, v3 }, [x24]
ld2r.4s { v3, v4 }, [sp], x23
ld2r.4s { v28, v29 }, [x25], x13
ld2r.4s { v27, v28 }, [x5], x29
ld2r.4s { v4, v5 }, [x5], x14
ld2r.8b { v31, v0 }, [x2]
ld2r.8b { v12, v13 }, [x16]
ld2r.8b { v21, v22 }, [x21]
ld2r.8b { v17, v18 }, [x20]
ld2r.8b { v1, v2 }, [x25], x10
ld2r.8b { v12, v13 }, [x22], x10
ld2r.8b { v0, v1 }, [x0], x15
ld2r.8b { v29, v30 }, [x13], x13
ld2r.8h { v23, v24 }, [x18]
ld2r.8h { v30, v31 }, [x9]
ld2r.8h { v15, v16 }, [x12]
ld2r.8h { v31, v0 }, [x0]
ld2r.8h { v31, v0 }, [x1], x5
ld2r.8h { v11, v12 }, [x6], x8
ld2r.8h { v9, v10 }, [x23], x28
ld2r.8h { v7, v8 }, [sp], x5
ld2.b { v2, v3 }[0], [x11]
ld2.b { v20, v21 }[1], [x14]
ld2.b { v16, v17 }[12], [x17]
ld2.b { v13, v14 }[15], [x13]
ld2.b { v20, v21 }[15], [x3], x21
ld2.b { v21, v22 }[15], [x9], #2
ld2.b { v2, v3 }[12], [x12], x1
ld2.b { v4, v5 }[0], [x18], x17
ld2.d { v20, v21 }[0], [x14]
ld2.d { v30, v31 }[0], [x13]
ld2.d { v9, v10 }[1], [x30]
ld2.d { v8, v9 }[1], [x16]
ld2.d { v18, v19 }[1], [x16], x14
ld2.d { v15, v16 }[0], [x21], x5
ld2.d { v20, v21 }[1], [x15], x5
ld2.d { v9, v10 }[1], [x5], x17
ld2.h { v0, v1 }[6], [x15]
ld2.h { v19, v20 }[1], [x30]
ld2.h { v15, v16 }[4], [x29]
ld2.h { v4, v5 }[1], [x17]
ld2.h { v10, v11 }[0], [x18], x15
ld2.h { v5, v6 }[2], [x17], x6
ld2.h { v17, v18 }[1], [x12], x21
ld2.h { v29, v30 }[1], [x7], x30
ld2.s { v11, v12 }[3], [x6]
ld2.s { v27, v28 }[3], [x6]
ld2.s { v27, v28 }[1], [x20]
ld2.s { v11, v12 }[0], [x12]
ld2.s { v15, v16 }[1], [x14], x20
ld2.s { v31, v0 }[1], [x13], x17
ld2.s { v0, v1 }[2], [x20], x12
ld2.s { v3, v4 }[3], [x12], x20
ld2.16b { v30, v31 }, [x5]
ld2.16b { v14, v15 }, [x24]
ld2.16b { v24, v25 }, [x14]
ld2.16b { v25, v26 }, [x19]
ld2.16b { v18, v19 }, [x7], x16
ld2.16b { v22, v23 }, [x27], x21
ld2.16b { v2, v3 }, [x10], x1
ld2.16b { v18, v19 }, [x19], x7
ld2.2d { v6, v7 }, [x29]
ld2.2d { v17, v18 }, [x7]
ld2.2d { v8, v9 }, [x28]
ld2.2d { v29, v30 }, [x17]
ld2.2d { v13, v14 }, [x9], x14
ld2.2d { v21, v22 }, [x17], x25
ld2.2d { v7, v8 }, [x9], x20
ld2.2d { v18, v19 }, [x28], x17
ld2.2s { v0, v1 }, [x11]
ld2.2s { v30, v31 }, [x21]
ld2.2s { v28, v29 }, [x14]
ld2.2s { v1, v2 }, [x19]
ld2.2s { v0, v1 }, [x10], x20
ld2.2s { v9, v10 }, [x25], x0
ld2.2s { v2, v3 }, [x18], x20
ld2.2s { v14, v15 }, [x4], x11
ld2.4h { v28, v29 }, [x10]
ld2.4h { v31, v0 }, [x18]
ld2.4h { v30, v31 }, [x1]
ld2.4h { v18, v19 }, [x16]
ld2.4h { v23, v24 }, [x23], x3
ld2.4h { v24, v25 }, [sp], x28
ld2.4h { v17, v18 }, [x16], x27
ld2.4h { v30, v31 }, [x28], x10
ld2.4s { v20, v21 }, [x28]
ld2.4s { v25, v26 }, [x13]
ld2.4s { v12, v13 }, [x5]
ld2.4s { v12, v13 }, [x15]
ld2.4s { v25, v26 }, [x21], x25
ld2.4s { v10, v11 }, [x24], x18
ld2.4s { v20, v21 }, [x28], x22
ld2.4s { v7, v8 }, [x17], x25
ld2.8b { v0, v1 }, [x9]
ld2.8b { v7, v8 }, [sp]
ld2.8b { v16, v17 }, [x16]
ld2.8b { v9, v10 }, [x16]
ld2.8b { v16, v17 }, [x3], x9
ld2.8b { v23, v24 }, [x4], x20
ld2.8b { v27, v28 }, [x0], x7
ld2.8b { v31, v0 }, [x28], x9
ld2.8h { v30, v31 }, [x8]
ld2.8h { v4, v5 }, [x9]
ld2.8h { v29, v30 }, [x25]
ld2.8h { v5, v6 }, [x8]
ld2.8h { v11, v12 }, [x11], x6
ld2.8h { v3, v4 }, [x24], x24
ld2.8h { v2, v3 }, [x9], x2
ld2.8h { v9, v10 }, [x2], x23
ld3r.16b { v27, v28, v29 }, [x12]
ld3r.16b { v20, v21, v22 }, [x1]
ld3r.16b { v23, v24, v25 }, [x7]
ld3r.16b { v11, v12, v13 }, [x17]
ld3r.16b { v30, v31, v0 }, [x4], x4
ld3r.16b { v0, v1, v2 }, [x14], x4
ld3r.16b { v27, v28, v29 }, [x23], x27
ld3r.16b { v0, v1, v2 }, [x30], x0
ld3r.1d { v24, v25, v26 }, [x29]
ld3r.1d { v8, v9, v10 }, [x21]
ld3r.1d { v5, v6, v7 }, [x24]
ld3r.1d { v16, v17, v18 }, [x22]
ld3r.1d { v13, v14, v15 }, [sp], x2
ld3r.1d { v12, v13, v14 }, [x29], x10
ld3r.1d { v12, v13, v14 }, [x23], #24
ld3r.1d { v2, v3, v4 }, [x11], x5
ld3r.2d { v22, v23, v24 }, [x26]
ld3r.2d { v29, v30, v31 }, [x10]
ld3r.2d { v14, v15, v16 }, [x28]
ld3r.2d { v3, v4, v5 }, [sp]
ld3r.2d { v6, v7, v8 }, [x25], x26
ld3r.2d { v27, v28, v29 }, [x30], x16
ld3r.2d { v22, v23, v24 }, [x1], #24
ld3r.2d { v1, v2, v3 }, [x17], x7
ld3r.2s { v24, v25, v26 }, [x7]
ld3r.2s { v30, v31, v0 }, [x27]
ld3r.2s { v23, v24, v25 }, [x26]
ld3r.2s { v25, v26, v27 }, [x2]
ld3r.2s { v8, v9, v10 }, [x26], x28
ld3r.2s { v19, v20, v21 }, [x22], x15
ld3r.2s { v7, v8, v9 }, [x9], x10
ld3r.2s { v5, v6, v7 }, [x4], x18
ld3r.4h { v3, v4, v5 }, [x19]
ld3r.4h { v8, v9, v10 }, [x20]
ld3r.4h { v19, v20, v21 }, [x8]
ld3r.4h { v6, v7, v8 }, [x12]
ld3r.4h { v24, v25, v26 }, [x29], x23
ld3r.4h { v18, v19, v20 }, [x9], x7
ld3r.4h { v30, v31, v0 }, [x7], x0
ld3r.4h { v25, v26, v27 }, [x8], x29
ld3r.4s { v17, v18, v19 }, [x21]
ld3r.4s { v9, v10, v11 }, [x22]
ld3r.4s { v20, v21, v22 }, [x22]
ld3r.4s { v29, v30, v31 }, [x6]
ld3r.4s { v18, v19, v20 }, [x27], x5
ld3r.4s { v17, v18, v19 }, [x20], x10
ld3r.4s { v12, v13, v14 }, [x9], x5
ld3r.4s { v4, v5, v6 }, [x13], x27
ld3r.8b { v27, v28, v29 }, [x26]
ld3r.8b { v5, v6, v7 }, [x3]
ld3r.8b { v30, v31, v0 }, [x28]
ld3r.8b { v1, v2, v3 }, [x5]
ld3r.8b { v15, v16, v17 }, [x18], x0
ld3r.8b { v26, v27, v28 }, [x9], x6
ld3r.8b { v19, v20, v21 }, [x4], x14
ld3r.8b { v11, v12, v13 }, [x4], x27
ld3r.8h { v2, v3, v4 }, [x3]
ld3r.8h { v7, v8, v9 }, [sp]
ld3r.8h { v28, v29, v30 }, [x20]
ld3r.8h { v24, v25, v26 }, [x1]
ld3r.8h { v22, v23, v24 }, [x1], x20
ld3r.8h { v28, v29, v30 }, [x3], x1
ld3r.8h { v26, v27, v28 }, [x7], x25
ld3r.8h { v3, v4, v5 }, [x26], #6
ld3.b { v31, v0, v1 }[8], [x17]
ld3.b { v2, v3, v4 }[15], [x20]
ld3.b { v12, v13, v14 }[15], [x5]
ld3.b { v3, v4, v5 }[13], [x18]
ld3.b { v11, v12, v13 }[0], [x26], x9
ld3.b { v2, v3, v4 }[0], [x14], x11
ld3.b { v29, v30, v31 }[1], [x27], x23
ld3.b { v14, v15, v16 }[0], [x19], x7
ld3.d { v5, v6, v7 }[0], [x21]
ld3.d { v10, v11, v12 }[1], [x27]
ld3.d { v23, v24, v25 }[0], [x4]
ld3.d { v20, v21, v22 }[0], [x12]
ld3.d { v13, v14, v15 }[0], [x24], x29
ld3.d { v21, v22, v23 }[1], [x21], x13
ld3.d { v20, v21, v22 }[1], [x0], x10
ld3.d { v10, v11, v12 }[0], [x17], x24
ld3.h { v29, v30, v31 }[0], [x17]
ld3.h { v2, v3, v4 }[2], [x11]
ld3.h { v31, v0, v1 }[6], [x8]
ld3.h { v5, v6, v7 }[1], [x27]
ld3.h { v10, v11, v12 }[0], [x29], x25
ld3.h { v21, v22, v23 }[3], [x25], x15
ld3.h { v31, v0, v1 }[1], [x27], x23
ld3.h { v4, v5, v6 }[1], [x12], x29
ld3.s { v27, v28, v29 }[1], [x5]
ld3.s { v14, v15, v16 }[3], [x18]
ld3.s { v15, v16, v17 }[0], [x10]
ld3.s { v13, v14, v15 }[3], [x7]
ld3.s { v27, v28, v29 }[3], [x25], x10
ld3.s { v31, v0, v1 }[2], [x10], x19
ld3.s { v4, v5, v6 }[2], [x23], x13
ld3.s { v28, v29, v30 }[1], [x19], x30
ld3.16b { v17, v18, v19 }, [x10]
ld3.16b { v30, v31, v0 }, [x1]
ld3.16b { v29, v30, v31 }, [x2]
ld3.16b { v11, v12, v13 }, [x15]
ld3.16b { v5, v6, v7 }, [x22], x20
ld3.16b { v12, v13, v14 }, [x25], x28
ld3.16b { v23, v24, v25 }, [x10], x21
ld3.16b { v11, v12, v13 }, [x7], x13
ld3.2d { v19, v20, v21 }, [x17]
ld3.2d { v8, v9, v10 }, [x21]
ld3.2d { v8, v9, v10 }, [x2]
ld3.2d { v7, v8, v9 }, [x5]
ld3.2d { v9, v10, v11 }, [x9], x12
ld3.2d { v1, v2, v3 }, [x9], x11
ld3.2d { v16, v17, v18 }, [x16], x18
ld3.2d { v19, v20, v21 }, [x2], x7
ld3.2s { v16, v17, v18 }, [x19]
ld3.2s { v24, v25, v26 }, [x3]
ld3.2s { v12, v13, v14 }, [x22]
ld3.2s { v9, v10, v11 }, [x8]
ld3.2s { v18, v19, v20 }, [x25], x20
ld3.2s { v8, v9, v10 }, [x4], x11
ld3.2s { v1, v2, v3 }, [x24], x23
ld3.2s { v4, v5, v6 }, [x23], x10
ld3.4h { v9, v10, v11 }, [x3]
ld3.4h { v27, v28, v29 }, [x19]
ld3.4h { v12, v13, v14 }, [sp]
ld3.4h { v0, v1, v2 }, [x19]
ld3.4h { v28, v29, v30 }, [x9], x28
ld3.4h { v30, v31, v0 }, [x7], x26
ld3.4h { v25, v26, v27 }, [x28], x23
ld3.4h { v17, v18, v19 }, [sp], x24
ld3.4s { v23, v24, v25 }, [x27]
ld3.4s { v24, v25, v26 }, [x8]
ld3.4s { v19, v20, v21 }, [x9]
ld3.4s { v19, v20, v21 }, [x1]
ld3.4s { v19, v20, v21 }, [x7], x26
ld3.4s { v26, v27, v28 }, [x29], x24
ld3.4s { v4, v5, v6 }, [x21], x17
ld3.4s { v30, v31, v0 }, [x6], x16
ld3.8b { v1, v2, v3 }, [x0]
ld3.8b { v17, v18, v19 }, [x29]
ld3.8b { v3, v4, v5 }, [x3]
ld3.8b { v4, v5, v6 }, [x28]
ld3.8b { v7, v8, v9 }, [x26], x7
ld3.8b { v22, v23, v24 }, [x19], x6
ld3.8b { v30, v31, v0 }, [x5], x10
ld3.8b { v2, v3, v4 }, [x30], x5
ld3.8h { v5, v6, v7 }, [x4]
ld3.8h { v23, v24, v25 }, [x22]
ld3.8h { v24, v25, v26 }, [x9]
ld3.8h { v17, v18, v19 }, [x10]
ld3.8h { v28, v29, v30 }, [x18], x11
ld3.8h { v14, v15, v16 }, [x0], x30
ld3.8h { v18, v19, v20 }, [x21], #48
ld3.8h { v4, v5, v6 }, [x12], x22
ld4r.16b { v17, v18, v19, v20 }, [x25]
ld4r.16b { v29, v30, v31, v0 }, [x17]
ld4r.16b { v27, v28, v29, v30 }, [x14]
ld4r.16b { v31, v0, v1, v2 }, [x17]
ld4r.16b { v21, v22, v23, v24 }, [x10], x5
ld4r.16b { v29, v30, v31, v0 }, [x6], x9
ld4r.16b { v26, v27, v28, v29 }, [x10], x29
ld4r.16b { v13, v14, v15, v16 }, [x16], x19
ld4r.1d { v10, v11, v12, v13 }, [x24]
ld4r.1d { v1, v2, v3, v4 }, [x0]
ld4r.1d { v25, v26, v27, v28 }, [x23]
ld4r.1d { v14, v15, v16, v17 }, [x15]
ld4r.1d { v24, v25, v26, v27 }, [x8], x29
ld4r.1d { v14, v15, v16, v17 }, [x1], x7
ld4r.1d { v3, v4, v5, v6 }, [x9], x24
ld4r.1d { v19, v20, v21, v22 }, [x24], x28
ld4r.2d { v15, v16, v17, v18 }, [x18]
ld4r.2d { v10, v11, v12, v13 }, [x4]
ld4r.2d { v8, v9, v10, v11 }, [x21]
ld4r.2d { v8, v9, v10, v11 }, [x4]
ld4r.2d { v8, v9, v10, v11 }, [x3], x20
ld4r.2d { v11, v12, v13, v14 }, [x1], x2
ld4r.2d { v5, v6, v7, v8 }, [x25], x20
ld4r.2d { v23, v24, v25, v26 }, [x13], x30
ld4r.2s { v19, v20, v21, v22 }, [x13]
ld4r.2s { v10, v11, v12, v13 }, [x10]
ld4r.2s { v4, v5, v6, v7 }, [x13]
ld4r.2s { v1, v2, v3, v4 }, [x23]
ld4r.2s { v12, v13, v14, v15 }, [x1], x11
ld4r.2s { v30, v31, v0, v1 }, [x28], x0
ld4r.2s { v26, v27, v28, v29 }, [x18], x11
ld4r.2s { v14, v15, v16, v17 }, [x0], x18
ld4r.4h { v20, v21, v22, v23 }, [x24]
ld4r.4h { v31, v0, v1, v2 }, [x2]
ld4r.4h { v2, v3, v4, v5 }, [x30]
ld4r.4h { v22, v23, v24, v25 }, [x12]
ld4r.4h { v29, v30, v31, v0 }, [sp], x12
ld4r.4h { v11, v12, v13, v14 }, [x24], x16
ld4r.4h { v9, v10, v11, v12 }, [x4], x4
ld4r.4h { v12, v13, v14, v15 }, [x15], x17
ld4r.4s { v10, v11, v12, v13 }, [x11]
ld4r.4s { v20, v21, v22, v23 }, [x18]
ld4r.4s { v5, v6, v7, v8 }, [x8]
ld4r.4s { v14, v15, v16, v17 }, [x5]
ld4r.4s { v12, v13, v14, v15 }, [x3], x22
ld4r.4s { v24, v25, v26, v27 }, [x8], x1
ld4r.4s { v0, v1, v2, v3 }, [x12], x0
ld4r.4s { v23, v24, v25, v26 }, [x30], x2
ld4r.8b { v5, v6, v7, v8 }, [x29]
ld4r.8b { v20, v21, v22, v23 }, [x27]
ld4r.8b { v29, v30, v31, v0 }, [x21]
ld4r.8b { v31, v0, v1, v2 }, [x13]
ld4r.8b { v5, v6, v7, v8 }, [x16], x16
ld4r.8b { v20, v21, v22, v23 }, [x28], x30
ld4r.8b { v5, v6, v7, v8 }, [x1], x5
ld4r.8b { v3, v4, v5, v6 }, [x28], x18
ld4r.8h { v27, v28, v29, v30 }, [x24]
ld4r.8h { v7, v8, v9, v10 }, [x24]
ld4r.8h { v0, v1, v2, v3 }, [x9]
ld4r.8h { v31, v0, v1, v2 }, [x18]
ld4r.8h { v9, v10, v11, v12 }, [x26], x11
ld4r.8h { v11, v12, v13, v14 }, [x13], x20
ld4r.8h { v18, v19, v20, v21 }, [x21], x17
ld4r.8h { v0, v1, v2, v3 }, [x1], x1
ld4.b { v26, v27, v28, v29 }[1], [x4]
ld4.b { v12, v13, v14, v15 }[14], [x26]
ld4.b { v15, v16, v17, v18 }[12], [x29]
ld4.b { v12, v13, v14, v15 }[0], [x3]
ld4.b { v12, v13, v14, v15 }[10], [x10], x25
ld4.b { v13, v14, v15, v16 }[3], [x4], x30
ld4.b { v28, v29, v30, v31 }[0], [x17], x6
ld4.b { v23, v24, v25, v26 }[0], [x12], x13
ld4.d { v4, v5, v6, v7 }[0], [x25]
ld4.d { v24, v25, v26, v27 }[1], [x22]
ld4.d { v26, v27, v28, v29 }[0], [x4]
ld4.d { v5, v6, v7, v8 }[0], [x3]
ld4.d { v19, v20, v21, v22 }[0], [x29], x4
ld4.d { v0, v1, v2, v3 }[0], [x6], x22
ld4.d { v9, v10, v11, v12 }[1], [x10], x13
ld4.d { v17, v18, v19, v20 }[0], [x28], x18
ld4.h { v20, v21, v22, v23 }[1], [x14]
ld4.h { v30, v31, v0, v1 }[7], [x3]
ld4.h { v0, v1, v2, v3 }[1], [x17]
ld4.h { v29, v30, v31, v0 }[6], [x23]
ld4.h { v31, v0, v1, v2 }[3], [x0], x30
ld4.h { v2, v3, v4, v5 }[0], [x13], x29
ld4.h { v28, v29, v30, v31 }[5], [x24], x12
ld4.h { v13, v14, v15, v16 }[7], [x26], x7
ld4.s { v26, v27, v28, v29 }[3], [x9]
ld4.s { v7, v8, v9, v10 }[3], [x10]
ld4.s { v22, v23, v24, v25 }[0], [x0]
ld4.s { v10, v11, v12, v13 }[2], [sp]
ld4.s { v10, v11, v12, v13 }[1], [x6], x13
ld4.s { v30, v31, v0, v1 }[1], [x28], x16
ld4.s { v19, v20, v21, v22 }[1], [x9], x0
ld4.s { v22, v23, v24, v25 }[3], [x12], x2
ld4.16b { v0, v1, v2, v3 }, [x15]
ld4.16b { v24, v25, v26, v27 }, [x20]
ld4.16b { v17, v18, v19, v20 }, [x8]
ld4.16b { v30, v31, v0, v1 }, [x6]
ld4.16b { v2, v3, v4, v5 }, [x29], x2
ld4.16b { v16, v17, v18, v19 }, [x24], x6
ld4.16b { v20, v21, v22, v23 }, [x4], x24
ld4.16b { v14, v15, v16, v17 }, [x7], x20
ld4.2d { v23, v24, v25, v26 }, [x23]
ld4.2d { v28, v29, v30, v31 }, [x18]
ld4.2d { v25, v26, v27, v28 }, [x3]
ld4.2d { v19, v20, v21, v22 }, [x14]
ld4.2d { v2, v3, v4, v5 }, [x21], x1
ld4.2d { v28, v29, v30, v31 }, [x18], x0
ld4.2d { v28, v29, v30, v31 }, [x11], x0
ld4.2d { v11, v12, v13, v14 }, [x7], x6
ld4.2s { v8, v9, v10, v11 }, [x25]
ld4.2s { v25, v26, v27, v28 }, [x30]
ld4.2s { v19, v20, v21, v22 }, [x2]
ld4.2s { v2, v3, v4, v5 }, [x7]
ld4.2s { v8, v9, v10, v11 }, [x14], x15
ld4.2s { v7, v8, v9, v10 }, [x7], x24
ld4.2s { v31, v0, v1, v2 }, [x1], x25
ld4.2s { v29, v30, v31, v0 }, [x22], x4
ld4.4h { v17, v18, v19, v20 }, [x19]
ld4.4h { v5, v6, v7, v8 }, [x8]
ld4.4h { v30, v31, v0, v1 }, [x16]
ld4.4h { v7, v8, v9, v10 }, [x20]
ld4.4h { v0, v1, v2, v3 }, [x11], x28
ld4.4h { v13, v14, v15, v16 }, [x4], x30
ld4.4h { v30, v31, v0, v1 }, [x26], x12
ld4.4h { v10, v11, v12, v13 }, [x27], x23
ld4.4s { v29, v30, v31, v0 }, [x26]
ld4.4s { v25, v26, v27, v28 }, [x8]
ld4.4s { v10, v11, v12, v13 }, [x26]
ld4.4s { v4, v5, v6, v7 }, [x2]
ld4.4s { v14, v15, v16, v17 }, [x8], x25
ld4.4s { v22, v23, v24, v25 }, [x11], x24
ld4.4s { v13, v14, v15, v16 }, [x22], x13
ld4.4s { v8, v9, v10, v11 }, [x3], x14
ld4.8b { v17, v18, v19, v20 }, [x5]
ld4.8b { v13, v14, v15, v16 }, [x9]
ld4.8b { v11, v12, v13, v14 }, [x16]
ld4.8b { v6, v7, v8, v9 }, [x30]
ld4.8b { v1, v2, v3, v4 }, [x23], x1
ld4.8b { v6, v7, v8, v9 }, [x22], x16
ld4.8b { v2, v3, v4, v5 }, [x5], x13
ld4.8b { v24, v25, v26, v27 }, [x28], x11
ld4.8h { v4, v5, v6, v7 }, [x29]
ld4.8h { v18, v19, v20, v21 }, [x18]
ld4.8h { v25, v26, v27, v28 }, [x1]
ld4.8h { v19, v20, v21, v22 }, [x22]
ld4.8h { v30, v31, v0, v1 }, [x12], x1
ld4.8h { v14, v15, v16, v17 }, [x18], x17
ld4.8h { v15, v16, v17, v18 }, [x1], x5
ld4.8h { v26, v27, v28, v29 }, [x20], x18
mla.2s v9, v28, v8[2]
mla.2s v8, v1, v27[0]
mla.2s v13, v12, v8[3]
mla.2s v19, v15, v29[3]
mla.4h v8, v8, v1[5]
mla.4h v10, v30, v3[0]
mla.4h v10, v24, v8[1]
mla.4h v6, v3, v7[2]
mla.4s v29, v3, v31[3]
mla.4s v5, v23, v0[0]
mla.4s v26, v15, v13[2]
mla.4s v11, v1, v18[0]
mla.8h v25, v6, v8[2]
mla.8h v11, v19, v15[0]
mla.8h v8, v23, v10[0]
mla.8h v21, v2, v12[1]
mla.16b v14, v22, v14
mla.16b v3, v11, v28
mla.16b v14, v1, v18
mla.16b v16, v10, v22
mla.2s v8, v19, v20
mla.2s v0, v28, v26
mla.2s v2, v23, v22
mla.2s v0, v21, v6
mla.4h v3, v16, v13
mla.4h v21, v24, v26
mla.4h v0, v27, v23
mla.4h v18, v18, v25
mla.4s v29, v21, v15
mla.4s v0, v10, v3
mla.4s v29, v27, v6
mla.4s v29, v26, v23
mla.8b v23, v16, v14
mla.8b v23, v2, v31
mla.8b v6, v8, v29
mla.8b v4, v16, v25
mla.8h v0, v4, v1
mla.8h v9, v11, v18
mla.8h v29, v26, v28
mla.8h v4, v2, v3
mls.2s v2, v17, v18[3]
mls.2s v21, v19, v12[3]
mls.2s v15, v2, v26[3]
mls.2s v4, v17, v6[0]
mls.4h v26, v3, v4[5]
mls.4h v3, v16, v1[6]
mls.4h v7, v9, v5[3]
mls.4h v31, v1, v8[6]
mls.4s v6, v1, v2[0]
mls.4s v17, v25, v10[0]
mls.4s v17, v5, v27[3]
mls.4s v26, v10, v19[0]
mls.8h v30, v5, v4[0]
mls.8h v18, v20, v14[5]
mls.8h v28, v11, v10[0]
mls.8h v30, v27, v10[1]
mls.16b v10, v15, v2
mls.16b v12, v24, v19
mls.16b v15, v24, v23
mls.16b v18, v14, v9
mls.2s v5, v8, v31
mls.2s v2, v16, v12
mls.2s v16, v25, v6
mls.2s v25, v27, v23
mls.4h v8, v4, v12
mls.4h v29, v14, v15
mls.4h v25, v22, v24
mls.4h v28, v16, v5
mls.4s v19, v13, v26
mls.4s v14, v22, v16
mls.4s v29, v7, v15
mls.4s v10, v26, v10
mls.8b v8, v23, v16
mls.8b v11, v10, v7
mls.8b v27, v26, v2
mls.8b v31, v2, v27
mls.8h v21, v21, v29
mls.8h v5, v26, v7
mls.8h v16, v27, v22
mls.8h v5, v14, v13
movi.16b v15, #9
movi.16b v0, #77
movi.16b v2, #0
movi.16b v24, #76
movi.2d v0, #0xffffffffffff00ff
movi.2d v1, #0000000000000000
movi.2d v22, #0xffff0000ffffff00
movi.2d v31, #0xffff00ffffff0000
movi.2s v25, #200
movi.2s v0, #3, lsl #24
movi.2s v23, #255, lsl #24
movi.2s v21, #222
movi.2s v31, #1, msl #8
movi.2s v11, #0, msl #8
movi.2s v16, #0, msl #16
movi.2s v21, #77, msl #8
movi.4h v28, #150
movi.4h v4, #79
movi.4h v0, #86
movi.4h v19, #0
movi.4s v0, #128, lsl #24
movi.4s v19, #224, lsl #24
movi.4s v14, #42
movi.4s v4, #60, lsl #24
movi.4s v30, #144, msl #16
movi.4s v22, #255, msl #8
movi.4s v25, #0, msl #8
movi.4s v21, #1, msl #16
movi.8b v7, #204
movi.8b v3, #212
movi.8b v24, #213
movi.8b v31, #51
movi.8h v19, #221
movi.8h v20, #244, lsl #8
movi.8h v10, #222
movi.8h v17, #163
mul.2s v10, v7, v24[0]
mul.2s v19, v12, v12[0]
mul.2s v24, v26, v30[0]
mul.2s v8, v2, v15[3]
mul.4h v24, v13, v14[1]
mul.4h v23, v20, v1[0]
mul.4h v6, v7, v1[5]
mul.4h v20, v11, v0[0]
mul.4s v22, v31, v22[0]
mul.4s v2, v5, v8[1]
mul.4s v18, v10, v11[0]
mul.4s v2, v5, v20[1]
mul.8h v7, v3, v15[0]
mul.8h v29, v12, v8[0]
mul.8h v17, v31, v15[3]
mul.8h v2, v25, v7[1]
mul.16b v22, v11, v0
mul.16b v28, v12, v12
mul.16b v25, v2, v31
mul.16b v1, v19, v9
mul.2s v17, v12, v18
mul.2s v6, v11, v25
mul.2s v8, v11, v19
mul.2s v28, v9, v1
mul.4h v28, v15, v16
mul.4h v15, v15, v14
mul.4h v1, v19, v10
mul.4h v22, v7, v21
mul.4s v19, v23, v16
mul.4s v6, v28, v6
mul.4s v16, v29, v6
mul.4s v23, v22, v18
mul.8b v15, v27, v10
mul.8b v15, v11, v10
mul.8b v30, v20, v17
mul.8b v31, v23, v14
mul.8h v20, v29, v5
mul.8h v25, v0, v20
mul.8h v14, v16, v22
mul.8h v9, v4, v21
mvni.2s v16, #0
mvni.2s v13, #12
mvni.2s v16, #255, lsl #24
mvni.2s v15, #216, lsl #8
mvni.2s v11, #255, msl #8
mvni.2s v19, #131, msl #8
mvni.2s v22, #253, msl #16
mvni.4h v13, #166, lsl #8
mvni.4h v6, #23, lsl #8
mvni.4h v11, #42, lsl #8
mvni.4h v12, #233, lsl #8
mvni.4s v11, #14, lsl #8
mvni.4s v24, #65
mvni.4s v24, #255, lsl #24
mvni.4s v22, #135, lsl #16
mvni.4s v4, #93, msl #8
mvni.4s v9, #0, msl #16
mvni.4s v1, #0, msl #8
mvni.4s v25, #103, msl #16
mvni.8h v5, #241, lsl #8
mvni.8h v24, #37, lsl #8
mvni.8h v19, #0, lsl #8
mvni.8h v23, #94, lsl #8
neg.16b v20, v20
neg.16b v20, v6
neg.16b v30, v13
neg.16b v6, v23
neg.2d v6, v27
neg.2d v18, v15
neg.2d v14, v0
neg.2d v16, v2
neg.2s v18, v31
neg.2s v13, v2
neg.2s v30, v2
neg.2s v12, v0
neg.4h v22, v4
neg.4h v18, v26
neg.4h v21, v22
neg.4h v22, v25
neg.4s v10, v6
neg.4s v19, v4
neg.4s v13, v15
neg.4s v30, v9
neg.8b v27, v5
neg.8b v12, v10
neg.8b v3, v3
neg.8b v21, v24
neg.8h v5, v25
neg.8h v20, v20
neg.8h v20, v9
neg.8h v7, v12
mvn.16b v0, v18
mvn.16b v28, v11
mvn.16b v22, v5
mvn.16b v27, v7
mvn.8b v20, v9
mvn.8b v24, v23
mvn.8b v14, v17
mvn.8b v21, v10
orn.16b v27, v4, v10
orn.16b v28, v21, v13
orn.16b v26, v8, v3
orn.16b v7, v7, v14
orn.8b v23, v5, v7
orn.8b v29, v1, v7
orn.8b v22, v12, v25
orn.8b v4, v3, v19
orr.2s v14, #255
orr.2s v14, #206, lsl #8
orr.2s v14, #99, lsl #16
orr.2s v4, #51, lsl #24
orr.4h v21, #26
orr.4h v13, #173, lsl #8
orr.4h v20, #100, lsl #8
orr.4h v11, #183
orr.4s v9, #195, lsl #8
orr.4s v14, #1, lsl #24
orr.4s v2, #238, lsl #24
orr.4s v27, #190, lsl #8
orr.8h v14, #227
orr.8h v30, #45, lsl #8
orr.8h v20, #163, lsl #8
orr.8h v23, #152
orr.16b v0, v7, v31
orr.16b v23, v14, v12
mov.16b v26, v14
mov.16b v24, v3
orr.8b v27, v31, v18
mov.8b v24, v16
orr.8b v17, v15, v10
orr.8b v7, v18, v29
pmull.8h v20, v27, v15
pmull.8h v31, v13, v14
pmull.8h v5, v17, v9
pmull.8h v8, v1, v24
pmull2.8h v31, v15, v31
pmull2.8h v23, v6, v31
pmull2.8h v3, v3, v29
pmull2.8h v8, v13, v19
pmul.16b v9, v11, v19
pmul.16b v26, v9, v18
pmul.16b v0, v1, v17
pmul.16b v29, v30, v30
pmul.8b v11, v3, v5
pmul.8b v18, v22, v9
pmul.8b v19, v0, v20
pmul.8b v23, v1, v6
raddhn.2s v22, v2, v24
raddhn.2s v29, v13, v26
raddhn.2s v24, v31, v31
raddhn.2s v15, v27, v17
raddhn2.4s v15, v21, v19
raddhn2.4s v1, v11, v3
raddhn2.4s v4, v17, v9
raddhn2.4s v29, v20, v21
raddhn.4h v8, v29, v30
raddhn.4h v20, v26, v22
raddhn.4h v27, v25, v31
raddhn.4h v4, v20, v28
raddhn2.8h v16, v4, v12
raddhn2.8h v11, v10, v15
raddhn2.8h v3, v1, v19
raddhn2.8h v13, v9, v22
raddhn.8b v24, v17, v7
raddhn.8b v13, v10, v18
raddhn.8b v24, v21, v10
raddhn.8b v6, v12, v18
raddhn2.16b v19, v1, v27
raddhn2.16b v8, v17, v19
raddhn2.16b v15, v11, v29
raddhn2.16b v20, v4, v7
rbit.16b v5, v12
rbit.16b v22, v29
rbit.16b v11, v13
rbit.16b v12, v3
rbit.8b v31, v1
rbit.8b v13, v4
rbit.8b v7, v21
rbit.8b v24, v18
rev16.16b v3, v29
rev16.16b v21, v25
rev16.16b v29, v24
rev16.16b v20, v2
rev16.8b v10, v28
rev16.8b v11, v7
rev16.8b v23, v12
rev16.8b v0, v31
rev32.16b v13, v17
rev32.16b v30, v2
rev32.16b v4, v17
rev32.16b v28, v8
rev32.4h v9, v8
rev32.4h v31, v20
rev32.4h v20, v2
rev32.4h v6, v15
rev32.8b v27, v9
rev32.8b v13, v6
rev32.8b v9, v2
rev32.8b v21, v10
rev32.8h v17, v5
rev32.8h v9, v10
rev32.8h v22, v5
rev32.8h v9, v23
rev64.16b v25, v1
rev64.16b v30, v10
rev64.16b v13, v23
rev64.16b v13, v26
rev64.2s v29, v21
rev64.2s v22, v15
rev64.2s v28, v5
rev64.2s v5, v12
rev64.4h v7, v31
rev64.4h v13, v9
rev64.4h v20, v7
rev64.4h v0, v30
rev64.4s v7, v26
rev64.4s v16, v11
rev64.4s v30, v13
rev64.4s v4, v30
rev64.8b v30, v13
rev64.8b v22, v12
rev64.8b v23, v4
rev64.8b v31, v3
rev64.8h v13, v21
rev64.8h v9, v28
rev64.8h v26, v29
rev64.8h v31, v25
rshrn.2s v14, v8, #27
rshrn.2s v23, v9, #24
rshrn.2s v18, v4, #27
rshrn.2s v22, v5, #32
rshrn2.4s v27, v19, #4
rshrn2.4s v27, v31, #2
rshrn2.4s v11, v21, #16
rshrn2.4s v20, v6, #1
rshrn.4h v21, v3, #10
rshrn.4h v31, v12, #1
rshrn.4h v4, v8, #9
rshrn.4h v0, v8, #8
rshrn2.8h v21, v0, #6
rshrn2.8h v5, v26, #1
rshrn2.8h v28, v18, #8
rshrn2.8h v3, v12, #7
rshrn.8b v10, v4, #5
rshrn.8b v6, v1, #4
rshrn.8b v17, v3, #8
rshrn.8b v29, v1, #1
rshrn2.16b v21, v8, #6
rshrn2.16b v26, v25, #6
rshrn2.16b v14, v5, #6
rshrn2.16b v18, v16, #1
rsubhn.2s v4, v7, v22
rsubhn.2s v15, v11, v17
rsubhn.2s v14, v31, v25
rsubhn.2s v15, v26, v28
rsubhn2.4s v24, v10, v11
rsubhn2.4s v14, v10, v31
rsubhn2.4s v2, v15, v1
rsubhn2.4s v11, v24, v15
rsubhn.4h v6, v5, v1
rsubhn.4h v31, v19, v0
rsubhn.4h v25, v13, v10
rsubhn.4h v30, v4, v23
rsubhn2.8h v21, v14, v12
rsubhn2.8h v30, v14, v24
rsubhn2.8h v3, v7, v28
rsubhn2.8h v13, v7, v1
rsubhn.8b v8, v29, v30
rsubhn.8b v31, v7, v30
rsubhn.8b v11, v31, v20
rsubhn.8b v27, v24, v15
rsubhn2.16b v15, v13, v6
rsubhn2.16b v15, v9, v10
rsubhn2.16b v30, v24, v12
rsubhn2.16b v10, v7, v6
sabal.2d v22, v6, v30
sabal.2d v31, v28, v9
sabal.2d v6, v21, v31
sabal.2d v31, v16, v10
sabal2.2d v12, v11, v11
sabal2.2d v11, v17, v3
sabal2.2d v14, v3, v13
sabal2.2d v3, v22, v10
sabal.4s v16, v9, v30
sabal.4s v7, v1, v5
sabal.4s v7, v22, v30
sabal.4s v7, v1, v30
sabal2.4s v7, v31, v1
sabal2.4s v28, v6, v7
sabal2.4s v22, v25, v12
sabal2.4s v9, v14, v16
sabal.8h v25, v20, v0
sabal.8h v26, v2, v18
sabal.8h v9, v16, v1
sabal.8h v29, v1, v9
sabal2.8h v14, v5, v3
sabal2.8h v6, v16, v2
sabal2.8h v14, v29, v28
sabal2.8h v26, v2, v1
saba.16b v15, v1, v18
saba.16b v15, v29, v25
saba.16b v2, v14, v6
saba.16b v1, v13, v28
saba.2s v26, v17, v9
saba.2s v19, v31, v24
saba.2s v24, v23, v16
saba.2s v13, v3, v28
saba.4h v11, v31, v31
saba.4h v18, v23, v27
saba.4h v5, v21, v3
saba.4h v3, v25, v13
saba.4s v25, v23, v22
saba.4s v20, v16, v27
saba.4s v10, v18, v1
saba.4s v6, v29, v14
saba.8b v24, v28, v17
saba.8b v18, v5, v18
saba.8b v7, v27, v4
saba.8b v0, v20, v25
saba.8h v8, v4, v16
saba.8h v30, v24, v28
saba.8h v27, v13, v9
saba.8h v13, v6, v28
sabdl.2d v3, v29, v5
sabdl.2d v18, v19, v15
sabdl.2d v14, v9, v23
sabdl.2d v15, v19, v24
sabdl2.2d v5, v18, v8
sabdl2.2d v31, v2, v18
sabdl2.2d v9, v10, v12
sabdl2.2d v1, v20, v21
sabdl.4s v4, v29, v29
sabdl.4s v28, v5, v2
sabdl.4s v16, v13, v8
sabdl.4s v21, v11, v16
sabdl2.4s v1, v8, v29
sabdl2.4s v15, v17, v27
sabdl2.4s v24, v27, v25
sabdl2.4s v24, v19, v18
sabdl.8h v3, v20, v10
sabdl.8h v26, v26, v30
sabdl.8h v6, v25, v20
sabdl.8h v0, v23, v13
sabdl2.8h v9, v2, v8
sabdl2.8h v10, v25, v25
sabdl2.8h v25, v23, v21
sabdl2.8h v28, v20, v14
sabd.16b v30, v5, v9
sabd.16b v24, v23, v14
sabd.16b v13, v13, v5
sabd.16b v31, v5, v1
sabd.2s v21, v17, v6
sabd.2s v19, v10, v30
sabd.2s v14, v25, v5
sabd.2s v18, v0, v0
sabd.4h v17, v17, v11
sabd.4h v15, v12, v19
sabd.4h v27, v22, v1
sabd.4h v15, v4, v24
sabd.4s v11, v5, v11
sabd.4s v23, v28, v14
sabd.4s v28, v13, v17
sabd.4s v0, v25, v8
sabd.8b v10, v7, v3
sabd.8b v26, v0, v20
sabd.8b v3, v30, v11
sabd.8b v14, v15, v17
sabd.8h v28, v7, v12
sabd.8h v2, v23, v26
sabd.8h v5, v31, v23
sabd.8h v18, v13, v9
sadalp.1d v3, v25
sadalp.1d v27, v1
sadalp.1d v11, v9
sadalp.1d v20, v11
sadalp.2d v19, v23
sadalp.2d v16, v6
sadalp.2d v22, v24
sadalp.2d v18, v2
sadalp.2s v22, v19
sadalp.2s v16, v16
sadalp.2s v2, v22
sadalp.2s v15, v25
sadalp.4h v23, v10
sadalp.4h v22, v2
sadalp.4h v20, v15
sadalp.4h v29, v2
sadalp.4s v25, v14
sadalp.4s v8, v1
sadalp.4s v27, v12
sadalp.4s v5, v16
sadalp.8h v22, v9
sadalp.8h v17, v19
sadalp.8h v26, v2
sadalp.8h v12, v22
saddlp.1d v14, v12
saddlp.1d v0, v5
saddlp.1d v16, v9
saddlp.1d v27, v3
saddlp.2d v7, v6
saddlp.2d v31, v12
saddlp.2d v16, v1
saddlp.2d v20, v31
saddlp.2s v17, v24
saddlp.2s v15, v3
saddlp.2s v9, v3
saddlp.2s v25, v3
saddlp.4h v20, v14
saddlp.4h v10, v22
saddlp.4h v31, v10
saddlp.4h v31, v23
saddlp.4s v11, v17
saddlp.4s v18, v31
saddlp.4s v8, v14
saddlp.4s v19, v16
saddlp.8h v22, v29
saddlp.8h v29, v9
saddlp.8h v17, v22
saddlp.8h v8, v15
saddlv.16b h10, v9
saddlv.16b h24, v16
saddlv.16b h2, v22
saddlv.16b h14, v22
saddlv.4h s3, v22
saddlv.4h s23, v8
saddlv.4h s17, v27
saddlv.4h s28, v7
saddlv.4s d23, v3
saddlv.4s d2, v19
saddlv.4s d28, v3
saddlv.4s d5, v20
saddlv.8b h15, v21
saddlv.8b h15, v25
saddlv.8b h2, v12
saddlv.8b h25, v14
saddlv.8h s31, v5
saddlv.8h s14, v21
saddlv.8h s15, v1
saddlv.8h s5, v6
saddl.2d v2, v6, v9
saddl.2d v22, v30, v24
saddl.2d v14, v26, v20
saddl.2d v23, v31, v23
saddl2.2d v6, v21, v12
saddl2.2d v16, v9, v21
saddl2.2d v1, v28, v25
saddl2.2d v20, v21, v16
saddl.4s v19, v1, v25
saddl.4s v11, v25, v12
saddl.4s v13, v20, v13
saddl.4s v6, v4, v9
saddl2.4s v25, v22, v10
saddl2.4s v23, v1, v25
saddl2.4s v23, v1, v19
saddl2.4s v21, v21, v5
saddl.8h v2, v25, v28
saddl.8h v26, v4, v18
saddl.8h v21, v4, v29
saddl.8h v27, v25, v18
saddl2.8h v22, v18, v24
saddl2.8h v24, v18, v12
saddl2.8h v26, v6, v5
saddl2.8h v20, v0, v5
saddw.2d v31, v12, v22
saddw.2d v27, v17, v25
saddw.2d v16, v18, v15
saddw.2d v8, v12, v21
saddw2.2d v6, v16, v2
saddw2.2d v26, v27, v5
saddw2.2d v0, v30, v19
saddw2.2d v28, v30, v19
saddw.4s v10, v8, v18
saddw.4s v11, v14, v5
saddw.4s v17, v3, v13
saddw.4s v0, v21, v5
saddw2.4s v26, v4, v10
saddw2.4s v29, v13, v27
saddw2.4s v3, v13, v17
saddw2.4s v12, v28, v23
saddw.8h v30, v14, v9
saddw.8h v3, v26, v1
saddw.8h v25, v17, v22
saddw.8h v30, v19, v28
saddw2.8h v24, v17, v5
saddw2.8h v22, v29, v0
saddw2.8h v24, v4, v9
saddw2.8h v27, v3, v19
scvtf.2d v24, v29, #47
scvtf.2d v24, v11, #15
scvtf.2d v2, v31, #61
scvtf.2d v22, v19, #25
scvtf.2s v19, v4, #16
scvtf.2s v21, v29, #15
scvtf.2s v11, v9, #6
scvtf.2s v8, v22, #12
scvtf.4s v26, v18, #23
scvtf.4s v24, v23, #19
scvtf.4s v1, v23, #31
scvtf.4s v0, v8, #12
scvtf.2d v4, v23
scvtf.2d v10, v11
scvtf.2d v19, v26
scvtf.2d v11, v1
scvtf.2s v28, v29
scvtf.2s v9, v24
scvtf.2s v13, v18
scvtf.2s v18, v26
scvtf.4s v17, v14
scvtf.4s v25, v10
scvtf.4s v10, v4
scvtf.4s v5, v31
shadd.16b v12, v29, v8
shadd.16b v19, v25, v20
shadd.16b v17, v27, v19
shadd.16b v23, v20, v8
shadd.2s v1, v9, v24
shadd.2s v11, v29, v24
shadd.2s v0, v3, v21
shadd.2s v12, v29, v12
shadd.4h v21, v30, v3
shadd.4h v3, v22, v1
shadd.4h v0, v0, v7
shadd.4h v10, v8, v1
shadd.4s v31, v17, v12
shadd.4s v19, v21, v22
shadd.4s v11, v23, v8
shadd.4s v21, v29, v1
shadd.8b v1, v14, v1
shadd.8b v6, v30, v5
shadd.8b v5, v13, v25
shadd.8b v5, v31, v24
shadd.8h v4, v4, v11
shadd.8h v30, v23, v17
shadd.8h v12, v25, v15
shadd.8h v9, v28, v18
shll.2d v10, v23, #32
shll.2d v10, v4, #32
shll.2d v17, v26, #32
shll.2d v31, v0, #32
shll2.2d v26, v26, #32
shll2.2d v12, v22, #32
shll2.2d v22, v24, #32
shll2.2d v28, v15, #32
shll.4s v5, v15, #16
shll.4s v17, v18, #16
shll.4s v12, v9, #16
shll.4s v23, v1, #16
shll2.4s v19, v23, #16
shll2.4s v27, v13, #16
shll2.4s v16, v7, #16
shll2.4s v31, v4, #16
shll.8h v23, v18, #8
shll.8h v7, v16, #8
shll.8h v24, v26, #8
shll.8h v27, v24, #8
shll2.8h v0, v4, #8
shll2.8h v8, v24, #8
shll2.8h v10, v29, #8
shll2.8h v0, v25, #8
shl.16b v29, v8, #5
shl.16b v27, v2, #0
shl.16b v5, v30, #1
shl.16b v16, v15, #4
shl.2d v12, v23, #37
shl.2d v11, v12, #26
shl.2d v28, v15, #50
shl.2d v15, v1, #0
shl.2s v13, v22, #27
shl.2s v0, v12, #1
shl.2s v0, v23, #10
shl.2s v3, v20, #22
shl.4h v9, v20, #11
shl.4h v0, v6, #5
shl.4h v28, v14, #5
shl.4h v30, v15, #3
shl.4s v5, v28, #11
shl.4s v22, v23, #27
shl.4s v9, v5, #0
shl.4s v8, v27, #30
shl.8b v19, v28, #1
shl.8b v13, v25, #2
shl.8b v27, v22, #7
shl.8b v12, v28, #0
shl.8h v11, v11, #0
shl.8h v6, v22, #5
shl.8h v31, v30, #15
shl.8h v28, v23, #15
shrn.2s v2, v26, #1
shrn.2s v19, v7, #14
shrn.2s v9, v11, #4
shrn.2s v25, v11, #11
shrn2.4s v2, v6, #18
shrn2.4s v16, v12, #28
shrn2.4s v21, v27, #29
shrn2.4s v0, v30, #24
shrn.4h v13, v27, #7
shrn.4h v18, v31, #1
shrn.4h v6, v7, #11
shrn.4h v6, v27, #4
shrn2.8h v25, v30, #5
shrn2.8h v3, v25, #1
shrn2.8h v22, v19, #2
shrn2.8h v27, v12, #12
shrn.8b v11, v29, #4
shrn.8b v16, v23, #6
shrn.8b v28, v25, #1
shrn.8b v17, v6, #8
shrn2.16b v27, v31, #6
shrn2.16b v17, v29, #7
shrn2.16b v16, v9, #1
shrn2.16b v27, v22, #1
shsub.16b v1, v28, v19
shsub.16b v3, v28, v1
shsub.16b v22, v13, v19
shsub.16b v18, v13, v26
shsub.2s v1, v7, v25
shsub.2s v17, v17, v3
shsub.2s v19, v27, v6
shsub.2s v14, v7, v13
shsub.4h v17, v25, v25
shsub.4h v18, v20, v17
shsub.4h v14, v9, v0
shsub.4h v16, v12, v26
shsub.4s v18, v14, v13
shsub.4s v30, v2, v10
shsub.4s v4, v0, v10
shsub.4s v20, v3, v22
shsub.8b v10, v25, v6
shsub.8b v4, v18, v9
shsub.8b v31, v22, v20
shsub.8b v26, v19, v2
shsub.8h v16, v17, v15
shsub.8h v8, v0, v15
shsub.8h v9, v16, v13
shsub.8h v16, v0, v18
sli.16b v5, v29, #2
sli.16b v5, v4, #1
sli.16b v12, v22, #0
sli.16b v2, v20, #7
sli.2d v0, v21, #25
sli.2d v3, v31, #3
sli.2d v3, v23, #1
sli.2d v20, v9, #51
sli.2s v3, v10, #7
sli.2s v18, v7, #27
sli.2s v18, v11, #0
sli.2s v15, v27, #28
sli.4h v6, v16, #5
sli.4h v18, v12, #5
sli.4h v18, v7, #7
sli.4h v1, v1, #11
sli.4s v28, v4, #9
sli.4s v20, v9, #0
sli.4s v21, v12, #27
sli.4s v12, v12, #25
sli.8b v28, v10, #3
sli.8b v1, v6, #3
sli.8b v4, v3, #0
sli.8b v29, v15, #0
sli.8h v13, v2, #6
sli.8h v16, v21, #0
sli.8h v20, v0, #7
sli.8h v8, v30, #2
smaxp.16b v20, v10, v20
smaxp.16b v10, v4, v1
smaxp.16b v6, v5, v17
smaxp.16b v1, v15, v19
smaxp.2s v10, v22, v22
smaxp.2s v7, v10, v30
smaxp.2s v21, v27, v22
smaxp.2s v2, v27, v29
smaxp.4h v22, v6, v9
smaxp.4h v18, v1, v15
smaxp.4h v30, v19, v13
smaxp.4h v1, v2, v14
smaxp.4s v15, v11, v13
smaxp.4s v18, v15, v12
smaxp.4s v8, v20, v12
smaxp.4s v11, v23, v19
smaxp.8b v3, v26, v29
smaxp.8b v27, v21, v7
smaxp.8b v29, v6, v17
smaxp.8b v29, v21, v7
smaxp.8h v26, v19, v12
smaxp.8h v5, v11, v23
smaxp.8h v3, v18, v9
smaxp.8h v29, v4, v1
smaxv.16b b19, v5
smaxv.16b b30, v14
smaxv.16b b17, v4
smaxv.16b b8, v27
smaxv.4h h29, v27
smaxv.4h h13, v23
smaxv.4h h23, v14
smaxv.4h h21, v0
smaxv.4s s28, v22
smaxv.4s s13, v19
smaxv.4s s24, v12
smaxv.4s s22, v26
smaxv.8b b13, v28
smaxv.8b b30, v16
smaxv.8b b17, v20
smaxv.8b b2, v19
smaxv.8h h31, v24
smaxv.8h h5, v11
smaxv.8h h6, v17
smaxv.8h h3, v23
smax.16b v21, v13, v0
smax.16b v12, v31, v25
smax.16b v21, v22, v4
smax.16b v20, v30, v27
smax.2s v30, v21, v1
smax.2s v12, v4, v24
smax.2s v3, v3, v7
smax.2s v6, v20, v6
smax.4h v14, v5, v14
smax.4h v17, v2, v4
smax.4h v15, v7, v12
smax.4h v23, v22, v18
smax.4s v11, v25, v3
smax.4s v17, v31, v16
smax.4s v22, v2, v9
smax.4s v19, v26, v9
smax.8b v2, v20, v13
smax.8b v25, v26, v17
smax.8b v11, v6, v27
smax.8b v9, v30, v29
smax.8h v12, v27, v5
smax.8h v20, v20, v18
smax.8h v10, v24, v11
smax.8h v2, v30, v18
sminp.16b v7, v9, v6
sminp.16b v27, v26, v10
sminp.16b v2, v31, v9
sminp.16b v2, v13, v24
sminp.2s v29, v11, v7
sminp.2s v17, v27, v16
sminp.2s v24, v7, v30
sminp.2s v31, v15, v30
sminp.4h v28, v13, v22
sminp.4h v14, v7, v16
sminp.4h v21, v25, v3
sminp.4h v14, v31, v30
sminp.4s v26, v21, v12
sminp.4s v16, v22, v0
sminp.4s v6, v21, v12
sminp.4s v28, v19, v18
sminp.8b v11, v8, v5
sminp.8b v16, v25, v24
sminp.8b v26, v14, v31
sminp.8b v14, v8, v4
sminp.8h v12, v17, v11
sminp.8h v7, v26, v24
sminp.8h v28, v17, v6
sminp.8h v8, v6, v21
sminv.16b b20, v17
sminv.16b b0, v11
sminv.16b b21, v10
sminv.16b b26, v28
sminv.4h h16, v12
sminv.4h h21, v1
sminv.4h h3, v26
sminv.4h h8, v13
sminv.4s s10, v19
sminv.4s s21, v24
sminv.4s s9, v6
sminv.4s s6, v3
sminv.8b b21, v10
sminv.8b b18, v24
sminv.8b b9, v11
sminv.8b b5, v30
sminv.8h h26, v7
sminv.8h h13, v9
sminv.8h h26, v25
sminv.8h h24, v12
smin.16b v8, v2, v3
smin.16b v14, v17, v20
smin.16b v30, v22, v30
smin.16b v8, v5, v1
smin.2s v5, v21, v14
smin.2s v0, v3, v6
smin.2s v15, v14, v14
smin.2s v18, v24, v21
smin.4h v28, v30, v10
smin.4h v18, v0, v9
smin.4h v17, v2, v19
smin.4h v26, v0, v25
smin.4s v5, v15, v23
smin.4s v9, v11, v31
smin.4s v9, v17, v27
smin.4s v7, v23, v21
smin.8b v19, v15, v11
smin.8b v31, v9, v14
smin.8b v15, v29, v17
smin.8b v9, v19, v2
smin.8h v16, v14, v24
smin.8h v25, v30, v8
smin.8h v1, v13, v1
smin.8h v17, v6, v23
smlal.2d v20, v22, v5[1]
smlal.2d v23, v4, v25[2]
smlal.2d v15, v23, v0[3]
smlal.2d v0, v26, v10[1]
smlal2.2d v17, v27, v21[1]
smlal2.2d v27, v12, v9[2]
smlal2.2d v0, v9, v0[0]
smlal2.2d v26, v10, v3[0]
smlal.4s v26, v5, v7[4]
smlal.4s v7, v26, v4[1]
smlal.4s v3, v7, v3[1]
smlal.4s v31, v10, v13[7]
smlal2.4s v26, v30, v10[6]
smlal2.4s v4, v1, v11[7]
smlal2.4s v6, v17, v8[3]
smlal2.4s v3, v18, v1[2]
smlal.2d v25, v10, v18
smlal.2d v3, v1, v4
smlal.2d v5, v10, v10
smlal.2d v26, v16, v29
smlal2.2d v13, v21, v3
smlal2.2d v11, v6, v6
smlal2.2d v1, v16, v11
smlal2.2d v1, v12, v16
smlal.4s v6, v10, v23
smlal.4s v7, v0, v17
smlal.4s v24, v15, v11
smlal.4s v6, v28, v1
smlal2.4s v14, v15, v23
smlal2.4s v20, v21, v24
smlal2.4s v20, v22, v6
smlal2.4s v23, v20, v24
smlal.8h v16, v13, v19
smlal.8h v24, v29, v11
smlal.8h v29, v19, v9
smlal.8h v25, v24, v22
smlal2.8h v21, v11, v0
smlal2.8h v25, v6, v24
smlal2.8h v31, v4, v11
smlal2.8h v3, v26, v9
smlsl.2d v6, v3, v24[1]
smlsl.2d v2, v30, v17[3]
smlsl.2d v31, v6, v29[3]
smlsl.2d v1, v14, v15[3]
smlsl2.2d v31, v21, v0[1]
smlsl2.2d v29, v13, v27[3]
smlsl2.2d v7, v4, v3[1]
smlsl2.2d v9, v14, v1[0]
smlsl.4s v17, v29, v13[0]
smlsl.4s v24, v16, v3[1]
smlsl.4s v2, v27, v8[6]
smlsl.4s v10, v13, v0[2]
smlsl2.4s v18, v17, v13[1]
smlsl2.4s v12, v29, v0[5]
smlsl2.4s v1, v4, v6[1]
smlsl2.4s v20, v16, v7[7]
smlsl.2d v28, v21, v3
smlsl.2d v8, v21, v19
smlsl.2d v3, v0, v6
smlsl.2d v8, v20, v16
smlsl2.2d v3, v21, v5
smlsl2.2d v3, v13, v10
smlsl2.2d v18, v8, v24
smlsl2.2d v20, v16, v24
smlsl.4s v30, v20, v8
smlsl.4s v20, v20, v23
smlsl.4s v25, v14, v10
smlsl.4s v13, v9, v1
smlsl2.4s v31, v25, v5
smlsl2.4s v29, v28, v29
smlsl2.4s v31, v14, v22
smlsl2.4s v0, v6, v0
smlsl.8h v16, v10, v5
smlsl.8h v14, v30, v22
smlsl.8h v30, v19, v8
smlsl.8h v3, v6, v23
smlsl2.8h v15, v31, v29
smlsl2.8h v24, v20, v17
smlsl2.8h v2, v22, v1
smlsl2.8h v6, v19, v31
smov.b w22, v31[3]
smov.b w5, v1[8]
smov.b w11, v15[2]
smov.b w30, v30[8]
smov.h w30, v3[5]
smov.h w4, v24[3]
smov.h w21, v14[3]
smov.h w30, v26[5]
smov.b x14, v11[5]
smov.b x27, v28[0]
smov.b x22, v19[0]
smov.b x11, v6[8]
smov.h x15, v13[5]
smov.h x4, v20[1]
smov.h x25, v18[1]
smov.h x4, v29[7]
smov.s x17, v20[2]
smov.s x16, v24[0]
smov.s x6, v23[0]
smov.s x23, v25[0]
smull.2d v15, v6, v3[1]
smull.2d v21, v2, v24[2]
smull.2d v18, v28, v20[0]
smull.2d v30, v28, v12[0]
smull2.2d v1, v6, v8[1]
smull2.2d v27, v31, v6[3]
smull2.2d v12, v19, v4[3]
smull2.2d v5, v12, v24[2]
smull.4s v31, v29, v15[7]
smull.4s v0, v29, v0[0]
smull.4s v19, v9, v1[7]
smull.4s v12, v18, v0[5]
smull2.4s v21, v8, v6[6]
smull2.4s v11, v2, v3[6]
smull2.4s v21, v10, v2[0]
smull2.4s v14, v23, v15[2]
smull.2d v15, v22, v19
smull.2d v25, v10, v23
smull.2d v15, v31, v27
smull.2d v25, v12, v22
smull2.2d v14, v28, v18
smull2.2d v9, v1, v23
smull2.2d v8, v6, v13
smull2.2d v10, v3, v25
smull.4s v24, v9, v10
smull.4s v18, v22, v2
smull.4s v15, v15, v18
smull.4s v30, v21, v9
smull2.4s v30, v16, v17
smull2.4s v8, v19, v2
smull2.4s v23, v2, v20
smull2.4s v21, v19, v21
smull.8h v30, v14, v28
smull.8h v12, v13, v13
smull.8h v31, v28, v6
smull.8h v17, v1, v0
smull2.8h v22, v29, v16
smull2.8h v17, v27, v28
smull2.8h v25, v21, v17
smull2.8h v20, v29, v30
sqabs.16b v20, v8
sqabs.16b v4, v4
sqabs.16b v22, v12
sqabs.16b v30, v16
sqabs.2d v18, v13
sqabs.2d v10, v22
sqabs.2d v7, v1
sqabs.2d v10, v2
sqabs.2s v5, v27
sqabs.2s v14, v12
sqabs.2s v2, v2
sqabs.2s v3, v7
sqabs.4h v18, v21
sqabs.4h v30, v5
sqabs.4h v9, v20
sqabs.4h v12, v26
sqabs.4s v0, v23
sqabs.4s v14, v3
sqabs.4s v5, v2
sqabs.4s v29, v3
sqabs.8b v13, v15
sqabs.8b v13, v21
sqabs.8b v27, v21
sqabs.8b v31, v6
sqabs.8h v10, v3
sqabs.8h v12, v8
sqabs.8h v18, v13
sqabs.8h v15, v3
sqadd.16b v28, v6, v3
sqadd.16b v10, v4, v6
sqadd.16b v0, v3, v1
sqadd.16b v31, v11, v10
sqadd.2d v29, v18, v18
sqadd.2d v14, v31, v1
sqadd.2d v5, v12, v31
sqadd.2d v4, v17, v15
sqadd.2s v4, v22, v26
sqadd.2s v10, v3, v9
sqadd.2s v17, v22, v21
sqadd.2s v13, v14, v26
sqadd.4h v15, v10, v3
sqadd.4h v28, v23, v4
sqadd.4h v5, v29, v1
sqadd.4h v15, v24, v13
sqadd.4s v21, v0, v24
sqadd.4s v3, v13, v9
sqadd.4s v9, v18, v5
sqadd.4s v16, v5, v25
sqadd.8b v15, v24, v22
sqadd.8b v24, v17, v4
sqadd.8b v9, v23, v31
sqadd.8b v21, v8, v16
sqadd.8h v29, v31, v9
sqadd.8h v28, v27, v19
sqadd.8h v19, v7, v28
sqadd.8h v5, v8, v29
sqdmlal.h s20, h17, v9[4]
sqdmlal.h s31, h27, v14[3]
sqdmlal.h s2, h27, v4[0]
sqdmlal.h s8, h24, v0[2]
sqdmlal.s d16, s3, v1[0]
sqdmlal.s d14, s28, v7[0]
sqdmlal.s d3, s8, v8[2]
sqdmlal.s d24, s10, v29[3]
sqdmlal.2d v25, v20, v30[3]
sqdmlal.2d v4, v31, v10[3]
sqdmlal.2d v7, v14, v22[3]
sqdmlal.2d v12, v27, v25[0]
sqdmlal2.2d v8, v9, v28[3]
sqdmlal2.2d v21, v0, v22[2]
sqdmlal2.2d v6, v9, v9[0]
sqdmlal2.2d v11, v26, v26[3]
sqdmlal.4s v11, v27, v10[7]
sqdmlal.4s v30, v22, v9[5]
sqdmlal.4s v26, v27, v9[2]
sqdmlal.4s v3, v27, v2[7]
sqdmlal2.4s v30, v18, v4[7]
sqdmlal2.4s v18, v30, v6[2]
sqdmlal2.4s v20, v18, v9[6]
sqdmlal2.4s v18, v4, v3[7]
sqdmlal.2d v10, v5, v25
sqdmlal.2d v19, v20, v13
sqdmlal.2d v18, v8, v15
sqdmlal.2d v17, v21, v16
sqdmlal2.2d v28, v10, v28
sqdmlal2.2d v19, v29, v18
sqdmlal2.2d v19, v9, v22
sqdmlal2.2d v24, v25, v10
sqdmlal.4s v7, v13, v23
sqdmlal.4s v14, v18, v2
sqdmlal.4s v29, v15, v8
sqdmlal.4s v4, v13, v0
sqdmlal2.4s v6, v0, v9
sqdmlal2.4s v10, v31, v28
sqdmlal2.4s v27, v30, v4
sqdmlal2.4s v1, v9, v31
sqdmlsl.h s7, h10, v14[7]
sqdmlsl.h s30, h13, v4[2]
sqdmlsl.h s14, h27, v10[3]
sqdmlsl.h s26, h30, v10[5]
sqdmlsl.s d12, s16, v10[3]
sqdmlsl.s d20, s18, v15[3]
sqdmlsl.s d26, s30, v13[2]
sqdmlsl.s d29, s22, v11[2]
sqdmlsl.2d v24, v20, v6[3]
sqdmlsl.2d v22, v19, v12[1]
sqdmlsl.2d v8, v21, v1[0]
sqdmlsl.2d v28, v22, v6[0]
sqdmlsl2.2d v31, v6, v27[2]
sqdmlsl2.2d v23, v5, v11[1]
sqdmlsl2.2d v10, v29, v15[2]
sqdmlsl2.2d v28, v18, v0[3]
sqdmlsl.4s v5, v22, v2[6]
sqdmlsl.4s v10, v8, v11[6]
sqdmlsl.4s v21, v9, v1[1]
sqdmlsl.4s v19, v10, v8[0]
sqdmlsl2.4s v3, v3, v14[4]
sqdmlsl2.4s v24, v13, v11[6]
sqdmlsl2.4s v26, v20, v13[7]
sqdmlsl2.4s v20, v12, v6[7]
sqdmlsl.2d v0, v14, v29
sqdmlsl.2d v11, v29, v10
sqdmlsl.2d v9, v4, v16
sqdmlsl.2d v14, v27, v2
sqdmlsl2.2d v19, v8, v1
sqdmlsl2.2d v10, v4, v12
sqdmlsl2.2d v7, v27, v7
sqdmlsl2.2d v11, v29, v28
sqdmlsl.4s v3, v22, v27
sqdmlsl.4s v2, v22, v9
sqdmlsl.4s v14, v23, v15
sqdmlsl.4s v10, v21, v17
sqdmlsl2.4s v22, v7, v19
sqdmlsl2.4s v1, v15, v0
sqdmlsl2.4s v30, v21, v1
sqdmlsl2.4s v20, v12, v4
sqdmulh.h h3, h21, v9[5]
sqdmulh.h h30, h0, v11[3]
sqdmulh.h h27, h28, v1[0]
sqdmulh.h h1, h11, v11[7]
sqdmulh.s s29, s5, v27[0]
sqdmulh.s s24, s31, v10[1]
sqdmulh.s s2, s21, v28[1]
sqdmulh.s s11, s12, v19[1]
sqdmulh.2s v6, v1, v12[0]
sqdmulh.2s v31, v10, v10[0]
sqdmulh.2s v28, v5, v4[1]
sqdmulh.2s v24, v6, v7[3]
sqdmulh.4h v30, v5, v10[4]
sqdmulh.4h v29, v10, v7[1]
sqdmulh.4h v31, v14, v1[0]
sqdmulh.4h v31, v17, v1[3]
sqdmulh.4s v16, v29, v29[3]
sqdmulh.4s v16, v0, v24[2]
sqdmulh.4s v28, v4, v26[0]
sqdmulh.4s v22, v8, v6[3]
sqdmulh.8h v29, v24, v11[2]
sqdmulh.8h v26, v26, v6[4]
sqdmulh.8h v28, v25, v1[5]
sqdmulh.8h v21, v13, v5[6]
sqdmulh.2s v6, v9, v21
sqdmulh.2s v22, v4, v20
sqdmulh.2s v21, v10, v5
sqdmulh.2s v19, v4, v4
sqdmulh.4h v22, v27, v18
sqdmulh.4h v25, v10, v22
sqdmulh.4h v4, v5, v24
sqdmulh.4h v8, v29, v9
sqdmulh.4s v10, v20, v20
sqdmulh.4s v21, v4, v21
sqdmulh.4s v26, v13, v23
sqdmulh.4s v6, v2, v12
sqdmulh.8h v31, v0, v20
sqdmulh.8h v1, v2, v26
sqdmulh.8h v7, v6, v27
sqdmulh.8h v30, v28, v3
sqdmull.h s7, h9, v3[0]
sqdmull.h s5, h8, v5[7]
sqdmull.h s25, h21, v6[0]
sqdmull.h s1, h31, v6[3]
sqdmull.s d3, s6, v1[2]
sqdmull.s d18, s14, v29[0]
sqdmull.s d15, s24, v14[0]
sqdmull.s d1, s31, v24[0]
sqdmull.2d v4, v30, v31[1]
sqdmull.2d v7, v27, v31[0]
sqdmull.2d v6, v22, v15[1]
sqdmull.2d v16, v5, v5[1]
sqdmull2.2d v6, v23, v31[1]
sqdmull2.2d v21, v2, v17[3]
sqdmull2.2d v1, v2, v9[0]
sqdmull2.2d v24, v2, v7[2]
sqdmull.4s v23, v0, v15[0]
sqdmull.4s v4, v25, v0[7]
sqdmull.4s v25, v10, v9[5]
sqdmull.4s v30, v28, v1[0]
sqdmull2.4s v28, v21, v11[2]
sqdmull2.4s v26, v9, v1[3]
sqdmull2.4s v0, v18, v14[2]
sqdmull2.4s v9, v2, v8[4]
sqdmull.2d v15, v5, v13
sqdmull.2d v29, v19, v23
sqdmull.2d v4, v0, v27
sqdmull.2d v18, v22, v27
sqdmull2.2d v19, v18, v3
sqdmull2.2d v12, v16, v18
sqdmull2.2d v7, v2, v21
sqdmull2.2d v16, v4, v13
sqdmull.4s v21, v16, v21
sqdmull.4s v7, v7, v5
sqdmull.4s v12, v28, v29
sqdmull.4s v28, v17, v31
sqdmull2.4s v11, v25, v11
sqdmull2.4s v2, v0, v9
sqdmull2.4s v7, v12, v27
sqdmull2.4s v22, v31, v26
sqneg.16b v26, v4
sqneg.16b v22, v15
sqneg.16b v23, v9
sqneg.16b v24, v23
sqneg.2d v24, v19
sqneg.2d v20, v24
sqneg.2d v6, v8
sqneg.2d v20, v1
sqneg.2s v8, v26
sqneg.2s v12, v19
sqneg.2s v20, v4
sqneg.2s v2, v7
sqneg.4h v12, v13
sqneg.4h v4, v7
sqneg.4h v11, v12
sqneg.4h v2, v9
sqneg.4s v3, v20
sqneg.4s v29, v12
sqneg.4s v22, v20
sqneg.4s v2, v8
sqneg.8b v27, v8
sqneg.8b v31, v12
sqneg.8b v21, v6
sqneg.8b v19, v28
sqneg.8h v16, v1
sqneg.8h v6, v27
sqneg.8h v21, v9
sqneg.8h v29, v30
sqrdmulh.h h2, h5, v13[5]
sqrdmulh.h h27, h3, v1[6]
sqrdmulh.h h28, h25, v10[4]
sqrdmulh.h h28, h20, v9[6]
sqrdmulh.s s19, s27, v3[0]
sqrdmulh.s s27, s14, v19[1]
sqrdmulh.s s15, s28, v11[1]
sqrdmulh.s s29, s20, v22[0]
sqrdmulh.2s v21, v4, v4[3]
sqrdmulh.2s v0, v2, v0[3]
sqrdmulh.2s v13, v15, v4[1]
sqrdmulh.2s v5, v18, v6[3]
sqrdmulh.4h v29, v18, v6[1]
sqrdmulh.4h v11, v22, v1[1]
sqrdmulh.4h v31, v18, v4[5]
sqrdmulh.4h v29, v27, v11[0]
sqrdmulh.4s v21, v29, v31[0]
sqrdmulh.4s v2, v16, v10[0]
sqrdmulh.4s v1, v12, v16[3]
sqrdmulh.4s v21, v29, v0[3]
sqrdmulh.8h v4, v29, v15[0]
sqrdmulh.8h v29, v16, v3[2]
sqrdmulh.8h v21, v16, v5[6]
sqrdmulh.8h v16, v13, v2[2]
sqrdmulh.2s v5, v3, v17
sqrdmulh.2s v26, v25, v19
sqrdmulh.2s v17, v23, v25
sqrdmulh.2s v9, v3, v0
sqrdmulh.4h v22, v11, v12
sqrdmulh.4h v21, v24, v25
sqrdmulh.4h v19, v6, v21
sqrdmulh.4h v6, v2, v4
sqrdmulh.4s v1, v16, v23
sqrdmulh.4s v14, v18, v18
sqrdmulh.4s v22, v18, v29
sqrdmulh.4s v0, v31, v29
sqrdmulh.8h v26, v18, v8
sqrdmulh.8h v21, v30, v22
sqrdmulh.8h v20, v31, v24
sqrdmulh.8h v17, v24, v29
sqrshl.16b v9, v8, v17
sqrshl.16b v31, v18, v14
sqrshl.16b v6, v9, v31
sqrshl.16b v6, v20, v2
sqrshl.2d v31, v25, v0
sqrshl.2d v21, v19, v1
sqrshl.2d v24, v5, v30
sqrshl.2d v13, v23, v5
sqrshl.2s v15, v10, v17
sqrshl.2s v0, v21, v1
sqrshl.2s v21, v19, v24
sqrshl.2s v14, v10, v4
sqrshl.4h v31, v20, v11
sqrshl.4h v21, v17, v8
sqrshl.4h v13, v13, v29
sqrshl.4h v18, v4, v12
sqrshl.4s v5, v16, v30
sqrshl.4s v2, v28, v17
sqrshl.4s v24, v13, v29
sqrshl.4s v4, v5, v22
sqrshl.8b v27, v8, v21
sqrshl.8b v18, v11, v31
sqrshl.8b v29, v22, v26
sqrshl.8b v26, v31, v27
sqrshl.8h v22, v26, v26
sqrshl.8h v13, v21, v24
sqrshl.8h v30, v1, v4
sqrshl.8h v13, v2, v5
sqrshrn.2s v16, v8, #6
sqrshrn.2s v12, v12, #16
sqrshrn.2s v22, v6, #5
sqrshrn.2s v31, v5, #11
sqrshrn2.4s v25, v31, #1
sqrshrn2.4s v21, v27, #8
sqrshrn2.4s v26, v14, #30
sqrshrn2.4s v3, v11, #30
sqrshrn.4h v25, v24, #3
sqrshrn.4h v17, v30, #12
sqrshrn.4h v26, v7, #1
sqrshrn.4h v2, v3, #1
sqrshrn2.8h v18, v31, #7
sqrshrn2.8h v14, v9, #10
sqrshrn2.8h v19, v2, #12
sqrshrn2.8h v31, v5, #1
sqrshrn.8b v10, v2, #8
sqrshrn.8b v9, v14, #3
sqrshrn.8b v18, v12, #3
sqrshrn.8b v29, v16, #8
sqrshrn2.16b v23, v17, #5
sqrshrn2.16b v9, v31, #1
sqrshrn2.16b v1, v20, #2
sqrshrn2.16b v8, v29, #1
sqrshrun.2s v23, v22, #23
sqrshrun.2s v14, v3, #32
sqrshrun.2s v30, v24, #12
sqrshrun.2s v26, v26, #11
sqrshrun2.4s v5, v9, #16
sqrshrun2.4s v12, v31, #1
sqrshrun2.4s v7, v20, #19
sqrshrun2.4s v12, v0, #28
sqrshrun.4h v3, v26, #4
sqrshrun.4h v13, v14, #13
sqrshrun.4h v31, v30, #1
sqrshrun.4h v22, v27, #1
sqrshrun2.8h v31, v25, #8
sqrshrun2.8h v5, v6, #13
sqrshrun2.8h v4, v15, #7
sqrshrun2.8h v23, v10, #16
sqrshrun.8b v23, v23, #1
sqrshrun.8b v29, v20, #8
sqrshrun.8b v17, v13, #1
sqrshrun.8b v16, v7, #8
sqrshrun2.16b v16, v14, #7
sqrshrun2.16b v7, v8, #1
sqrshrun2.16b v8, v27, #2
sqrshrun2.16b v8, v31, #1
sqshlu.16b v1, v3, #2
sqshlu.16b v28, v23, #2
sqshlu.16b v17, v15, #3
sqshlu.16b v18, v26, #3
sqshlu.2d v13, v1, #21
sqshlu.2d v28, v23, #40
sqshlu.2d v1, v15, #34
sqshlu.2d v25, v7, #17
sqshlu.2s v23, v22, #0
sqshlu.2s v3, v11, #5
sqshlu.2s v8, v22, #0
sqshlu.2s v31, v17, #31
sqshlu.4h v18, v7, #0
sqshlu.4h v7, v10, #15
sqshlu.4h v13, v25, #15
sqshlu.4h v1, v7, #14
sqshlu.4s v23, v13, #1
sqshlu.4s v2, v28, #22
sqshlu.4s v17, v24, #0
sqshlu.4s v7, v21, #31
sqshlu.8b v19, v17, #3
sqshlu.8b v18, v9, #5
sqshlu.8b v7, v0, #2
sqshlu.8b v21, v8, #4
sqshlu.8h v9, v14, #15
sqshlu.8h v23, v16, #14
sqshlu.8h v3, v10, #1
sqshlu.8h v5, v9, #7
sqshl.16b v6, v0, #4
sqshl.16b v30, v22, #4
sqshl.16b v17, v18, #4
sqshl.16b v0, v4, #4
sqshl.2d v4, v10, #5
sqshl.2d v21, v15, #1
sqshl.2d v30, v28, #17
sqshl.2d v13, v21, #38
sqshl.2s v10, v6, #0
sqshl.2s v29, v27, #30
sqshl.2s v27, v16, #13
sqshl.2s v19, v24, #12
sqshl.4h v14, v12, #9
sqshl.4h v9, v18, #15
sqshl.4h v8, v18, #9
sqshl.4h v18, v17, #0
sqshl.4s v3, v21, #31
sqshl.4s v20, v28, #23
sqshl.4s v21, v5, #2
sqshl.4s v5, v2, #1
sqshl.8b v29, v26, #2
sqshl.8b v19, v9, #4
sqshl.8b v14, v14, #0
sqshl.8b v7, v25, #0
sqshl.8h v3, v29, #10
sqshl.8h v21, v2, #5
sqshl.8h v17, v22, #3
sqshl.8h v25, v27, #0
sqshl.16b v12, v3, v27
sqshl.16b v5, v4, v17
sqshl.16b v23, v7, v9
sqshl.16b v9, v12, v18
sqshl.2d v6, v0, v18
sqshl.2d v1, v22, v25
sqshl.2d v26, v9, v24
sqshl.2d v12, v2, v28
sqshl.2s v23, v7, v6
sqshl.2s v23, v17, v7
sqshl.2s v24, v13, v2
sqshl.2s v0, v1, v22
sqshl.4h v2, v28, v25
sqshl.4h v19, v23, v11
sqshl.4h v6, v1, v21
sqshl.4h v13, v18, v4
sqshl.4s v17, v27, v23
sqshl.4s v5, v27, v9
sqshl.4s v26, v5, v31
sqshl.4s v27, v19, v16
sqshl.8b v16, v6, v20
sqshl.8b v1, v2, v31
sqshl.8b v11, v10, v21
sqshl.8b v27, v5, v10
sqshl.8h v11, v4, v0
sqshl.8h v20, v6, v16
sqshl.8h v10, v28, v15
sqshl.8h v7, v24, v27
sqshrn.2s v2, v4, #25
sqshrn.2s v30, v26, #10
sqshrn.2s v11, v4, #32
sqshrn.2s v19, v3, #16
sqshrn2.4s v31, v4, #7
sqshrn2.4s v6, v26, #26
sqshrn2.4s v24, v11, #1
sqshrn2.4s v9, v29, #26
sqshrn.4h v11, v27, #14
sqshrn.4h v5, v12, #8
sqshrn.4h v5, v12, #12
sqshrn.4h v7, v25, #1
sqshrn2.8h v7, v24, #1
sqshrn2.8h v0, v12, #1
sqshrn2.8h v0, v20, #13
sqshrn2.8h v17, v6, #4
sqshrn.8b v10, v24, #8
sqshrn.8b v28, v16, #1
sqshrn.8b v31, v15, #3
sqshrn.8b v31, v28, #4
sqshrn2.16b v18, v12, #7
sqshrn2.16b v2, v19, #4
sqshrn2.16b v24, v14, #3
sqshrn2.16b v6, v14, #2
sqshrun.2s v4, v27, #11
sqshrun.2s v8, v24, #26
sqshrun.2s v17, v7, #32
sqshrun.2s v11, v18, #25
sqshrun2.4s v22, v5, #30
sqshrun2.4s v20, v21, #20
sqshrun2.4s v17, v16, #21
sqshrun2.4s v14, v9, #3
sqshrun.4h v21, v7, #16
sqshrun.4h v0, v31, #6
sqshrun.4h v22, v19, #2
sqshrun.4h v29, v28, #13
sqshrun2.8h v25, v23, #5
sqshrun2.8h v16, v6, #7
sqshrun2.8h v5, v8, #8
sqshrun2.8h v16, v24, #8
sqshrun.8b v12, v21, #7
sqshrun.8b v2, v29, #2
sqshrun.8b v14, v8, #7
sqshrun.8b v18, v25, #7
sqshrun2.16b v17, v9, #1
sqshrun2.16b v17, v27, #1
sqshrun2.16b v8, v6, #7
sqshrun2.16b v25, v8, #1
sqsub.16b v24, v2, v13
sqsub.16b v10, v20, v30
sqsub.16b v4, v5, v11
sqsub.16b v8, v15, v0
sqsub.2d v4, v3, v15
sqsub.2d v11, v6, v25
sqsub.2d v25, v13, v24
sqsub.2d v25, v30, v22
sqsub.2s v16, v28, v29
sqsub.2s v0, v21, v1
sqsub.2s v13, v19, v25
sqsub.2s v25, v23, v23
sqsub.4h v6, v20, v7
sqsub.4h v12, v28, v24
sqsub.4h v17, v2, v14
sqsub.4h v16, v31, v0
sqsub.4s v30, v3, v4
sqsub.4s v23, v11, v18
sqsub.4s v20, v4, v25
sqsub.4s v12, v6, v2
sqsub.8b v22, v7, v4
sqsub.8b v21, v9, v20
sqsub.8b v9, v20, v8
sqsub.8b v29, v22, v17
sqsub.8h v14, v25, v1
sqsub.8h v23, v14, v31
sqsub.8h v3, v18, v20
sqsub.8h v28, v19, v8
sqxtn.2s v17, v20
sqxtn.2s v24, v1
sqxtn.2s v6, v13
sqxtn.2s v4, v19
sqxtn2.4s v1, v21
sqxtn2.4s v8, v20
sqxtn2.4s v22, v2
sqxtn2.4s v31, v4
sqxtn.4h v26, v20
sqxtn.4h v28, v23
sqxtn.4h v15, v8
sqxtn.4h v8, v13
sqxtn2.8h v22, v6
sqxtn2.8h v1, v15
sqxtn2.8h v22, v12
sqxtn2.8h v22, v14
sqxtn.8b v18, v9
sqxtn.8b v23, v10
sqxtn.8b v10, v0
sqxtn.8b v0, v12
sqxtn2.16b v27, v6
sqxtn2.16b v4, v11
sqxtn2.16b v7, v11
sqxtn2.16b v18, v16
sqxtun.2s v26, v25
sqxtun.2s v30, v27
sqxtun.2s v1, v12
sqxtun.2s v0, v30
sqxtun2.4s v20, v3
sqxtun2.4s v26, v1
sqxtun2.4s v31, v16
sqxtun2.4s v23, v9
sqxtun.4h v23, v25
sqxtun.4h v18, v7
sqxtun.4h v8, v16
sqxtun.4h v31, v15
sqxtun2.8h v28, v27
sqxtun2.8h v29, v11
sqxtun2.8h v9, v15
sqxtun2.8h v19, v0
sqxtun.8b v10, v31
sqxtun.8b v23, v25
sqxtun.8b v28, v12
sqxtun.8b v24, v20
sqxtun2.16b v4, v29
sqxtun2.16b v2, v15
sqxtun2.16b v30, v3
sqxtun2.16b v4, v23
srhadd.16b v26, v13, v1
srhadd.16b v12, v14, v6
srhadd.16b v2, v6, v29
srhadd.16b v16, v23, v26
srhadd.2s v23, v22, v27
srhadd.2s v26, v0, v17
srhadd.2s v18, v20, v24
srhadd.2s v6, v31, v11
srhadd.4h v23, v12, v5
srhadd.4h v29, v9, v7
srhadd.4h v0, v3, v29
srhadd.4h v0, v30, v10
srhadd.4s v9, v27, v3
srhadd.4s v22, v22, v7
srhadd.4s v13, v2, v10
srhadd.4s v10, v29, v29
srhadd.8b v16, v15, v2
srhadd.8b v9, v29, v10
srhadd.8b v0, v31, v22
srhadd.8b v23, v20, v0
srhadd.8h v14, v10, v16
srhadd.8h v27, v16, v14
srhadd.8h v17, v6, v28
srhadd.8h v31, v8, v7
sri.16b v24, v22, #4
sri.16b v0, v13, #1
sri.16b v18, v10, #8
sri.16b v27, v1, #1
sri.2d v13, v18, #1
sri.2d v24, v18, #19
sri.2d v2, v2, #1
sri.2d v13, v10, #21
sri.2s v16, v30, #1
sri.2s v28, v7, #27
sri.2s v16, v30, #31
sri.2s v15, v0, #32
sri.4h v2, v2, #6
sri.4h v22, v6, #13
sri.4h v10, v27, #13
sri.4h v16, v20, #9
sri.4s v15, v11, #19
sri.4s v21, v5, #2
sri.4s v9, v21, #21
sri.4s v29, v22, #1
sri.8b v31, v26, #1
sri.8b v28, v18, #2
sri.8b v21, v13, #2
sri.8b v16, v22, #1
sri.8h v1, v11, #2
sri.8h v12, v30, #11
sri.8h v4, v31, #9
sri.8h v21, v17, #4
srshl.16b v18, v0, v25
srshl.16b v21, v6, v25
srshl.16b v1, v9, v3
srshl.16b v1, v13, v30
srshl.2d v5, v11, v25
srshl.2d v0, v5, v21
srshl.2d v13, v18, v8
srshl.2d v9, v19, v31
srshl.2s v4, v20, v6
srshl.2s v28, v25, v19
srshl.2s v31, v7, v4
srshl.2s v16, v6, v30
srshl.4h v14, v9, v31
srshl.4h v23, v29, v3
srshl.4h v8, v31, v22
srshl.4h v28, v14, v23
srshl.4s v31, v10, v12
srshl.4s v1, v7, v10
srshl.4s v8, v24, v26
srshl.4s v5, v24, v0
srshl.8b v23, v25, v15
srshl.8b v30, v15, v22
srshl.8b v19, v12, v9
srshl.8b v28, v4, v6
srshl.8h v20, v31, v26
srshl.8h v2, v17, v11
srshl.8h v17, v6, v6
srshl.8h v1, v10, v29
srshr.16b v15, v10, #1
srshr.16b v30, v7, #8
srshr.16b v18, v7, #8
srshr.16b v12, v9, #1
srshr.2d v12, v14, #1
srshr.2d v31, v30, #1
srshr.2d v17, v14, #10
srshr.2d v19, v23, #49
srshr.2s v21, v24, #31
srshr.2s v8, v30, #32
srshr.2s v22, v26, #21
srshr.2s v4, v23, #16
srshr.4h v19, v2, #7
srshr.4h v22, v24, #12
srshr.4h v14, v2, #16
srshr.4h v31, v10, #15
srshr.4s v2, v20, #16
srshr.4s v16, v23, #21
srshr.4s v14, v6, #31
srshr.4s v21, v30, #10
srshr.8b v19, v31, #3
srshr.8b v3, v5, #6
srshr.8b v27, v5, #6
srshr.8b v0, v10, #8
srshr.8h v0, v12, #1
srshr.8h v20, v20, #16
srshr.8h v2, v30, #12
srshr.8h v15, v22, #15
srsra.16b v22, v17, #7
srsra.16b v3, v18, #6
srsra.16b v21, v4, #1
srsra.16b v23, v9, #4
srsra.2d v16, v20, #51
srsra.2d v8, v8, #45
srsra.2d v20, v25, #7
srsra.2d v1, v27, #35
srsra.2s v5, v18, #5
srsra.2s v26, v17, #9
srsra.2s v7, v17, #30
srsra.2s v17, v21, #32
srsra.4h v13, v30, #8
srsra.4h v4, v7, #5
srsra.4h v28, v21, #1
srsra.4h v3, v21, #10
srsra.4s v27, v6, #32
srsra.4s v13, v1, #7
srsra.4s v26, v21, #29
srsra.4s v29, v27, #21
srsra.8b v14, v22, #7
srsra.8b v2, v12, #3
srsra.8b v14, v24, #7
srsra.8b v14, v12, #4
srsra.8h v29, v22, #13
srsra.8h v24, v28, #13
srsra.8h v0, v31, #14
srsra.8h v22, v17, #5
sshll.2d v16, v20, #1
sshll.2d v3, v5, #30
sshll.2d v3, v26, #20
sshll.2d v20, v4, #15
sshll2.2d v27, v23, #11
sshll2.2d v13, v29, #6
sshll2.2d v12, v5, #25
sshll2.2d v3, v0, #24
sshll.4s v20, v27, #12
sshll.4s v18, v2, #9
sshll.4s v23, v2, #8
sshll.4s v14, v8, #1
sshll2.4s v5, v23, #3
sshll2.4s v27, v7, #0
sshll2.4s v20, v22, #9
sshll2.4s v26, v8, #14
sshll.8h v19, v18, #1
sshll.8h v28, v2, #0
sshll.8h v0, v13, #6
sshll.8h v16, v11, #2
sshll2.8h v1, v21, #0
sshll2.8h v20, v26, #4
sshll2.8h v15, v19, #0
sshll2.8h v7, v22, #7
sshl.16b v17, v1, v15
sshl.16b v16, v3, v27
sshl.16b v12, v30, v11
sshl.16b v29, v26, v28
sshl.2d v24, v16, v4
sshl.2d v2, v8, v4
sshl.2d v9, v8, v7
sshl.2d v28, v21, v30
sshl.2s v6, v12, v29
sshl.2s v6, v26, v24
sshl.2s v14, v31, v9
sshl.2s v24, v1, v20
sshl.4h v16, v12, v4
sshl.4h v15, v28, v18
sshl.4h v6, v15, v20
sshl.4h v19, v3, v6
sshl.4s v18, v13, v14
sshl.4s v3, v14, v18
sshl.4s v26, v12, v21
sshl.4s v6, v31, v18
sshl.8b v15, v24, v1
sshl.8b v28, v5, v9
sshl.8b v2, v11, v17
sshl.8b v0, v16, v3
sshl.8h v20, v1, v10
sshl.8h v20, v6, v22
sshl.8h v20, v3, v13
sshl.8h v18, v22, v7
sshr.16b v25, v14, #4
sshr.16b v1, v11, #6
sshr.16b v25, v15, #1
sshr.16b v21, v6, #6
sshr.2d v30, v22, #20
sshr.2d v28, v24, #45
sshr.2d v2, v21, #58
sshr.2d v21, v12, #29
sshr.2s v26, v21, #1
sshr.2s v20, v15, #20
sshr.2s v19, v12, #17
sshr.2s v10, v2, #32
sshr.4h v1, v16, #5
sshr.4h v15, v23, #1
sshr.4h v8, v20, #10
sshr.4h v3, v6, #3
sshr.4s v27, v2, #1
sshr.4s v25, v21, #9
sshr.4s v18, v18, #4
sshr.4s v6, v0, #20
sshr.8b v6, v21, #1
sshr.8b v3, v1, #3
sshr.8b v11, v14, #1
sshr.8b v28, v29, #3
sshr.8h v31, v19, #1
sshr.8h v16, v4, #9
sshr.8h v10, v15, #14
sshr.8h v22, v15, #16
ssra.16b v28, v13, #7
ssra.16b v6, v4, #4
ssra.16b v16, v24, #8
ssra.16b v1, v9, #2
ssra.2d v19, v19, #25
ssra.2d v1, v1, #64
ssra.2d v25, v29, #25
ssra.2d v23, v17, #30
ssra.2s v27, v22, #20
ssra.2s v2, v30, #22
ssra.2s v30, v15, #1
ssra.2s v14, v10, #32
ssra.4h v0, v8, #2
ssra.4h v25, v3, #7
ssra.4h v28, v21, #5
ssra.4h v8, v2, #16
ssra.4s v9, v11, #16
ssra.4s v29, v4, #16
ssra.4s v18, v31, #30
ssra.4s v4, v28, #1
ssra.8b v28, v16, #2
ssra.8b v10, v10, #8
ssra.8b v17, v23, #3
ssra.8b v19, v16, #7
ssra.8h v30, v13, #14
ssra.8h v23, v27, #1
ssra.8h v10, v14, #1
ssra.8h v28, v3, #1
ssubl.2d v25, v18, v1
ssubl.2d v22, v29, v16
ssubl.2d v19, v30, v6
ssubl.2d v20, v8, v26
ssubl2.2d v15, v11, v18
ssubl2.2d v28, v22, v28
ssubl2.2d v2, v16, v7
ssubl2.2d v25, v30, v30
ssubl.4s v25, v21, v7
ssubl.4s v19, v25, v17
ssubl.4s v31, v28, v31
ssubl.4s v0, v30, v23
ssubl2.4s v20, v4, v9
ssubl2.4s v18, v25, v18
ssubl2.4s v18, v0, v5
ssubl2.4s v10, v29, v30
ssubl.8h v20, v25, v22
ssubl.8h v15, v2, v9
ssubl.8h v17, v8, v22
ssubl.8h v18, v23, v12
ssubl2.8h v30, v9, v1
ssubl2.8h v19, v29, v29
ssubl2.8h v26, v17, v4
ssubl2.8h v4, v23, v16
ssubw.2d v23, v17, v24
ssubw.2d v28, v11, v5
ssubw.2d v11, v25, v8
ssubw.2d v23, v13, v2
ssubw2.2d v11, v3, v3
ssubw2.2d v24, v28, v3
ssubw2.2d v27, v29, v29
ssubw2.2d v5, v20, v24
ssubw.4s v17, v29, v10
ssubw.4s v20, v26, v18
ssubw.4s v13, v17, v17
ssubw.4s v31, v19, v6
ssubw2.4s v28, v24, v7
ssubw2.4s v16, v22, v26
ssubw2.4s v20, v1, v20
ssubw2.4s v27, v0, v24
ssubw.8h v3, v21, v10
ssubw.8h v16, v23, v11
ssubw.8h v12, v30, v16
ssubw.8h v24, v2, v3
ssubw2.8h v6, v2, v18
ssubw2.8h v13, v20, v30
ssubw2.8h v23, v18, v13
ssubw2.8h v18, v5, v9
st1.16b { v0, v1, v2, v3 }, [x8]
st1.16b { v4, v5, v6, v7 }, [x16]
st1.16b { v13, v14, v15, v16 }, [x25]
st1.16b { v30, v31, v0, v1 }, [x29]
st1.16b { v26, v27, v28, v29 }, [x12], x18
st1.16b { v8, v9, v10, v11 }, [x15], x25
st1.16b { v16, v17, v18, v19 }, [x3], x13
st1.16b { v14, v15, v16, v17 }, [x17], x3
st1.1d { v25, v26, v27, v28 }, [x14]
st1.1d { v21, v22, v23, v24 }, [x0]
st1.1d { v21, v22, v23, v24 }, [x24]
st1.1d { v6, v7, v8, v9 }, [x30]
st1.1d { v7, v8, v9, v10 }, [x1], x23
st1.1d { v17, v18, v19, v20 }, [x9], x1
st1.1d { v27, v28, v29, v30 }, [x19], x25
st1.1d { v15, v16, v17, v18 }, [x21], x28
st1.2d { v2, v3, v4, v5 }, [x2]
st1.2d { v28, v29, v30, v31 }, [x20]
st1.2d { v22, v23, v24, v25 }, [x15]
st1.2d { v18, v19, v20, v21 }, [x26]
st1.2d { v24, v25, v26, v27 }, [x6], x30
st1.2d { v14, v15, v16, v17 }, [x28], x19
st1.2d { v24, v25, v26, v27 }, [x8], x8
st1.2d { v29, v30, v31, v0 }, [x24], x28
st1.2s { v14, v15, v16, v17 }, [x10]
st1.2s { v17, v18, v19, v20 }, [x14]
st1.2s { v14, v15, v16, v17 }, [x9]
st1.2s { v25, v26, v27, v28 }, [x10]
st1.2s { v19, v20, v21, v22 }, [x20], x27
st1.2s { v11, v12, v13, v14 }, [x6], x6
st1.2s { v18, v19, v20, v21 }, [x10], x5
st1.2s { v19, v20, v21, v22 }, [x30], x3
st1.4h { v16, v17, v18, v19 }, [x17]
st1.4h { v8, v9, v10, v11 }, [x22]
st1.4h { v11, v12, v13, v14 }, [x13]
st1.4h { v6, v7, v8, v9 }, [x12]
st1.4h { v27, v28, v29, v30 }, [x5], x0
st1.4h { v28, v29, v30, v31 }, [x16], x21
st1.4h { v30, v31, v0, v1 }, [x30], x0
st1.4h { v11, v12, v13, v14 }, [x3], x19
st1.4s { v20, v21, v22, v23 }, [x23]
st1.4s { v20, v21, v22, v23 }, [x19]
st1.4s { v5, v6, v7, v8 }, [x24]
st1.4s { v26, v27, v28, v29 }, [x25]
st1.4s { v5, v6, v7, v8 }, [x27], x9
st1.4s { v5, v6, v7, v8 }, [x16], x11
st1.4s { v0, v1, v2, v3 }, [x1], x8
st1.4s { v20, v21, v22, v23 }, [x24], x17
st1.8b { v28, v29, v30, v31 }, [x10]
st1.8b { v22, v23, v24, v25 }, [x30]
st1.8b { v22, v23, v24, v25 }, [sp]
st1.8b { v4, v5, v6, v7 }, [x23]
st1.8b { v7, v8, v9, v10 }, [x8], x5
st1.8b { v0, v1, v2, v3 }, [x15], x26
st1.8b { v11, v12, v13, v14 }, [x5], x6
st1.8b { v16, v17, v18, v19 }, [x11], x10
st1.8h { v9, v10, v11, v12 }, [x5]
st1.8h { v11, v12, v13, v14 }, [x14]
st1.8h { v2, v3, v4, v5 }, [x3]
st1.8h { v28, v29, v30, v31 }, [x23]
st1.8h { v16, v17, v18, v19 }, [x16], x20
st1.8h { v25, v26, v27, v28 }, [x1], x28
st1.8h { v31, v0, v1, v2 }, [x23], x30
st1.8h { v13, v14, v15, v16 }, [x19], #64
st1.16b { v24 }, [x6]
st1.16b { v28 }, [x9]
st1.16b { v23 }, [x0]
st1.16b { v0 }, [x15]
st1.16b { v14 }, [x7], x27
st1.16b { v4 }, [x22], x16
st1.16b { v3 }, [x26], x7
st1.16b { v29 }, [x21], x2
st1.1d { v23 }, [x7]
st1.1d { v0 }, [x2]
st1.1d { v30 }, [x15]
st1.1d { v27 }, [x6]
st1.1d { v8 }, [x16], x25
st1.1d { v9 }, [x4], x12
st1.1d { v3 }, [x19], x25
st1.1d { v19 }, [x26], x16
st1.2d { v15 }, [x2]
st1.2d { v25 }, [x10]
st1.2d { v3 }, [x13]
st1.2d { v14 }, [x2]
st1.2d { v28 }, [x10], x29
st1.2d { v24 }, [x15], x3
st1.2d { v10 }, [x6], x2
st1.2d { v22 }, [x23], x14
st1.2s { v22 }, [x10]
st1.2s { v29 }, [x18]
st1.2s { v4 }, [x27]
st1.2s { v22 }, [x9]
st1.2s { v0 }, [x11], x4
st1.2s { v7 }, [x10], x24
st1.2s { v9 }, [x22], x2
st1.2s { v15 }, [x16], x3
st1.4h { v2 }, [x30]
st1.4h { v2 }, [x15]
st1.4h { v15 }, [x9]
st1.4h { v22 }, [x27]
st1.4h { v4 }, [x16], x26
st1.4h { v6 }, [x18], x24
st1.4h { v2 }, [x9], x25
st1.4h { v1 }, [x1], x9
st1.4s { v12 }, [x17]
st1.4s { v14 }, [x2]
st1.4s { v7 }, [x2]
st1.4s { v7 }, [x10]
st1.4s { v2 }, [x21], x19
st1.4s { v21 }, [x26], x9
st1.4s { v17 }, [x30], x2
st1.4s { v31 }, [x10], x12
st1.8b { v4 }, [x17]
st1.8b { v4 }, [x22]
st1.8b { v29 }, [x16]
st1.8b { v30 }, [x17]
st1.8b { v7 }, [x14], x19
st1.8b { v20 }, [x3], x18
st1.8b { v3 }, [x12], x1
st1.8b { v12 }, [x12], x7
st1.8h { v29 }, [x7]
st1.8h { v7 }, [sp]
st1.8h { v29 }, [x3]
st1.8h { v4 }, [x30]
st1.8h { v12 }, [x21], x2
st1.8h { v13 }, [x23], x24
st1.8h { v16 }, [x5], x3
st1.8h { v0 }, [x29], x14
st1.16b { v6, v7, v8 }, [x7]
st1.16b { v13, v14, v15 }, [x20]
st1.16b { v20, v21, v22 }, [x2]
st1.16b { v28, v29, v30 }, [x7]
st1.16b { v16, v17, v18 }, [x5], x30
st1.16b { v2, v3, v4 }, [x29], x28
st1.16b { v14, v15, v16 }, [x12], x9
st1.16b { v18, v19, v20 }, [x22], x27
st1.1d { v13, v14, v15 }, [x13]
st1.1d { v31, v0, v1 }, [x5]
st1.1d { v21, v22, v23 }, [x17]
st1.1d { v17, v18, v19 }, [x5]
st1.1d { v8, v9, v10 }, [x19], x9
st1.1d { v9, v10, v11 }, [sp], x8
st1.1d { v15, v16, v17 }, [x24], x23
st1.1d { v23, v24, v25 }, [x18], x5
st1.2d { v21, v22, v23 }, [x17]
st1.2d { v7, v8, v9 }, [x9]
st1.2d { v22, v23, v24 }, [x19]
st1.2d { v14, v15, v16 }, [x21]
st1.2d { v10, v11, v12 }, [x14], x5
st1.2d { v10, v11, v12 }, [x18], #48
st1.2d { v14, v15, v16 }, [x19], x22
st1.2d { v10, v11, v12 }, [x18], x18
st1.2s { v20, v21, v22 }, [x13]
st1.2s { v13, v14, v15 }, [x24]
st1.2s { v1, v2, v3 }, [x23]
st1.2s { v30, v31, v0 }, [x11]
st1.2s { v5, v6, v7 }, [x30], x29
st1.2s { v6, v7, v8 }, [x20], x9
st1.2s { v3, v4, v5 }, [x6], x12
st1.2s { v24, v25, v26 }, [x10], x8
st1.4h { v11, v12, v13 }, [x0]
st1.4h { v23, v24, v25 }, [x21]
st1.4h { v11, v12, v13 }, [x11]
st1.4h { v0, v1, v2 }, [x30]
st1.4h { v30, v31, v0 }, [x30], x19
st1.4h { v3, v4, v5 }, [x13], x26
st1.4h { v18, v19, v20 }, [sp], x9
st1.4h { v25, v26, v27 }, [x26], x26
st1.4s { v7, v8, v9 }, [x30]
st1.4s { v27, v28, v29 }, [x8]
st1.4s { v0, v1, v2 }, [x30]
st1.4s { v30, v31, v0 }, [x12]
st1.4s { v11, v12, v13 }, [x13], x4
st1.4s { v13, v14, v15 }, [x10], x23
st1.4s { v22, v23, v24 }, [x13], x25
st1.4s { v30, v31, v0 }, [x9], x0
st1.8b { v31, v0, v1 }, [sp]
st1.8b { v13, v14, v15 }, [x4]
st1.8b { v0, v1, v2 }, [x1]
st1.8b { v16, v17, v18 }, [x22]
st1.8b { v15, v16, v17 }, [sp], x24
st1.8b { v24, v25, v26 }, [x11], x30
st1.8b { v9, v10, v11 }, [x10], x8
st1.8b { v9, v10, v11 }, [sp], x21
st1.8h { v29, v30, v31 }, [x26]
st1.8h { v26, v27, v28 }, [x5]
st1.8h { v25, v26, v27 }, [x27]
st1.8h { v21, v22, v23 }, [x9]
st1.8h { v5, v6, v7 }, [x29], x8
st1.8h { v9, v10, v11 }, [x22], x12
st1.8h { v13, v14, v15 }, [x9], x18
st1.8h { v29, v30, v31 }, [x19], x26
st1.16b { v16, v17 }, [x18]
st1.16b { v25, v26 }, [x2]
st1.16b { v8, v9 }, [x3]
st1.16b { v11, v12 }, [x16]
st1.16b { v8, v9 }, [x12], x8
st1.16b { v0, v1 }, [x16], x9
st1.16b { v6, v7 }, [x12], x23
st1.16b { v14, v15 }, [x3], #32
st1.1d { v23, v24 }, [x29]
st1.1d { v6, v7 }, [x15]
st1.1d { v23, v24 }, [x26]
st1.1d { v4, v5 }, [x9]
st1.1d { v29, v30 }, [x18], x22
st1.1d { v10, v11 }, [x17], x23
st1.1d { v15, v16 }, [x16], x20
st1.1d { v11, v12 }, [x21], x6
st1.2d { v20, v21 }, [x12]
st1.2d { v15, v16 }, [x28]
st1.2d { v1, v2 }, [x2]
st1.2d { v12, v13 }, [x9]
st1.2d { v5, v6 }, [x28], x7
st1.2d { v16, v17 }, [x14], x23
st1.2d { v6, v7 }, [x19], x10
st1.2d { v19, v20 }, [x20], x4
st1.2s { v21, v22 }, [x20]
st1.2s { v27, v28 }, [x27]
st1.2s { v18, v19 }, [x26]
st1.2s { v7, v8 }, [x1]
st1.2s { v14, v15 }, [x5], x20
st1.2s { v25, v26 }, [x7], x17
st1.2s { v10, v11 }, [x1], x7
st1.2s { v24, v25 }, [x29], x28
st1.4h { v20, v21 }, [x20]
st1.4h { v14, v15 }, [x20]
st1.4h { v21, v22 }, [x22]
st1.4h { v17, v18 }, [x5]
st1.4h { v18, v19 }, [x21], x17
st1.4h { v20, v21 }, [x18], x7
st1.4h { v31, v0 }, [x14], x7
st1.4h { v24, v25 }, [x13], x1
st1.4s { v2, v3 }, [x15]
st1.4s { v12, v13 }, [x24]
st1.4s { v31, v0 }, [x14]
st1.4s { v30, v31 }, [x30]
st1.4s { v30, v31 }, [x22], x28
st1.4s { v16, v17 }, [x5], x6
st1.4s { v5, v6 }, [x22], x21
st1.4s { v16, v17 }, [x27], x11
st1.8b { v29, v30 }, [x5]
st1.8b { v29, v30 }, [x0]
st1.8b { v7, v8 }, [x1]
st1.8b { v22, v23 }, [x13]
st1.8b { v8, v9 }, [x10], x18
st1.8b { v1, v2 }, [x0], x21
st1.8b { v24, v25 }, [x27], x5
st1.8b { v25, v26 }, [x29], x3
st1.8h { v15, v16 }, [x3]
st1.8h { v18, v19 }, [x11]
st1.8h { v27, v28 }, [x18]
st1.8h { v2, v3 }, [x7]
st1.8h { v4, v5 }, [x27], x20
st1.8h { v11, v12 }, [x25], #32
st1.8h { v10, v11 }, [x3], x20
st1.8h { v20, v21 }, [x7], x25
st1.b { v16 }[11], [x24]
st1.b { v27 }[15], [x16]
st1.b { v17 }[0], [x27]
st1.b { v6 }[14], [x29]
st1.b { v28 }[11], [x2], x17
st1.b { v25 }[8], [x28], x18
st1.b { v31 }[14], [x19], x21
st1.b { v3 }[13], [x27], x12
st1.d { v18 }[1], [sp]
st1.d { v27 }[1], [x1]
st1.d { v22 }[0], [x12]
st1.d { v10 }[1], [x12]
st1.d { v7 }[1], [x7], x12
st1.d { v20 }[0], [x5], x18
st1.d { v12 }[0], [x7], x26
st1.d { v18 }[0], [x9], x16
st1.h { v23 }[4], [x27]
st1.h { v20 }[0], [sp]
st1.h { v26 }[1], [sp]
st1.h { v21 }[2], [x14]
st1.h { v6 }[1], [x8], x23
st1.h { v29 }[0], [x1], x10
st1.h { v9 }[1], [x14], x10
st1.h { v21 }[1], [x23], x21
st1.s { v29 }[3], [x15]
st1.s { v30 }[2], [x19]
st1.s { v21 }[1], [x3]
st1.s { v23 }[1], [x8]
st1.s { v17 }[1], [x17], x5
st1.s { v13 }[0], [x6], x24
st1.s { v7 }[1], [x24], x27
st1.s { v14 }[1], [x1], x2
st2.b { v29, v30 }[15], [x16]
st2.b { v8, v9 }[13], [x5]
st2.b { v20, v21 }[6], [x29]
st2.b { v23, v24 }[0], [x1]
st2.b { v20, v21 }[8], [x9], x12
st2.b { v6, v7 }[2], [x0], x23
st2.b { v31, v0 }[2], [x1], x1
st2.b { v25, v26 }[0], [x15], x26
st2.d { v7, v8 }[0], [x8]
st2.d { v15, v16 }[0], [x12]
st2.d { v30, v31 }[0], [x25]
st2.d { v20, v21 }[0], [x22]
st2.d { v10, v11 }[1], [x5], x12
st2.d { v13, v14 }[0], [x25], x3
st2.d { v26, v27 }[0], [x15], x3
st2.d { v9, v10 }[1], [x0], x15
st2.h { v28, v29 }[3], [x7]
st2.h { v27, v28 }[0], [x6]
st2.h { v1, v2 }[6], [x12]
st2.h { v28, v29 }[0], [sp]
st2.h { v5, v6 }[6], [x12], x18
st2.h { v30, v31 }[0], [x1], x11
st2.h { v23, v24 }[1], [x21], x0
st2.h { v18, v19 }[1], [x2], x13
st2.s { v29, v30 }[1], [x19]
st2.s { v23, v24 }[3], [x10]
st2.s { v13, v14 }[2], [x17]
st2.s { v28, v29 }[1], [x5]
st2.s { v19, v20 }[2], [sp], x17
st2.s { v13, v14 }[2], [x20], x10
st2.s { v22, v23 }[1], [x24], x14
st2.s { v24, v25 }[1], [x5], x20
st2.16b { v27, v28 }, [x18]
st2.16b { v6, v7 }, [x22]
st2.16b { v12, v13 }, [x18]
st2.16b { v15, v16 }, [x6]
st2.16b { v26, v27 }, [x16], x25
st2.16b { v14, v15 }, [x8], x0
st2.16b { v15, v16 }, [x0], x25
st2.16b { v0, v1 }, [x2], x22
st2.2d { v15, v16 }, [x0]
st2.2d { v6, v7 }, [x18]
st2.2d { v7, v8 }, [x11]
st2.2d { v12, v13 }, [x22]
st2.2d { v19, v20 }, [x28], x12
st2.2d { v6, v7 }, [x1], x2
st2.2d { v31, v0 }, [x29], x29
st2.2d { v18, v19 }, [x9], x5
st2.2s { v16, v17 }, [x22]
st2.2s { v19, v20 }, [x14]
st2.2s { v26, v27 }, [x4]
st2.2s { v17, v18 }, [x29]
st2.2s { v17, v18 }, [x28], x4
st2.2s { v5, v6 }, [x11], x3
st2.2s { v0, v1 }, [x17], x16
st2.2s { v13, v14 }, [x22], x14
st2.4h { v16, v17 }, [x30]
st2.4h { v4, v5 }, [x6]
st2.4h { v27, v28 }, [x18]
st2.4h { v2, v3 }, [x22]
st2.4h { v30, v31 }, [x5], x17
st2.4h { v4, v5 }, [x19], x9
st2.4h { v26, v27 }, [x24], x27
st2.4h { v15, v16 }, [x6], x6
st2.4s { v19, v20 }, [x7]
st2.4s { v24, v25 }, [x6]
st2.4s { v31, v0 }, [x14]
st2.4s { v29, v30 }, [x1]
st2.4s { v23, v24 }, [x20], x3
st2.4s { v13, v14 }, [x25], x29
st2.4s { v14, v15 }, [x4], x14
st2.4s { v10, v11 }, [x26], x29
st2.8b { v23, v24 }, [x24]
st2.8b { v31, v0 }, [x23]
st2.8b { v2, v3 }, [x0]
st2.8b { v10, v11 }, [x22]
st2.8b { v5, v6 }, [x2], x13
st2.8b { v31, v0 }, [x11], x20
st2.8b { v26, v27 }, [x25], x26
st2.8b { v21, v22 }, [x4], x18
st2.8h { v8, v9 }, [x7]
st2.8h { v0, v1 }, [x9]
st2.8h { v21, v22 }, [x30]
st2.8h { v14, v15 }, [x29]
st2.8h { v11, v12 }, [x12], x13
st2.8h { v8, v9 }, [x0], x6
st2.8h { v21, v22 }, [x11], x29
st2.8h { v1, v2 }, [x30], x16
st3.b { v14, v15, v16 }[13], [x24]
st3.b { v6, v7, v8 }[1], [x27]
st3.b { v4, v5, v6 }[12], [x15]
st3.b { v19, v20, v21 }[1], [x5]
st3.b { v11, v12, v13 }[15], [x13], x10
st3.b { v9, v10, v11 }[13], [x19], x23
st3.b { v23, v24, v25 }[10], [x10], x17
st3.b { v4, v5, v6 }[1], [x30], #3
st3.d { v23, v24, v25 }[1], [x29]
st3.d { v19, v20, v21 }[1], [x3]
st3.d { v10, v11, v12 }[1], [x5]
st3.d { v24, v25, v26 }[1], [x23]
st3.d { v9, v10, v11 }[1], [x19], x12
st3.d { v13, v14, v15 }[1], [x6], x29
st3.d { v11, v12, v13 }[0], [x24], x2
st3.d { v30, v31, v0 }[1], [x0], x5
st3.h { v22, v23, v24 }[7], [x2]
st3.h { v0, v1, v2 }[0], [x12]
st3.h { v13, v14, v15 }[1], [x11]
st3.h { v19, v20, v21 }[3], [x6]
st3.h { v16, v17, v18 }[3], [x22], x9
st3.h { v8, v9, v10 }[0], [x6], #6
st3.h { v19, v20, v21 }[0], [x14], x0
st3.h { v4, v5, v6 }[7], [sp], x9
st3.s { v26, v27, v28 }[0], [x22]
st3.s { v20, v21, v22 }[0], [x7]
st3.s { v22, v23, v24 }[1], [x9]
st3.s { v30, v31, v0 }[2], [x17]
st3.s { v21, v22, v23 }[1], [x6], x11
st3.s { v29, v30, v31 }[2], [x1], x23
st3.s { v22, v23, v24 }[3], [x7], x6
st3.s { v23, v24, v25 }[2], [x29], x23
st3.16b { v10, v11, v12 }, [x12]
st3.16b { v7, v8, v9 }, [x6]
st3.16b { v10, v11, v12 }, [x26]
st3.16b { v2, v3, v4 }, [x11]
st3.16b { v20, v21, v22 }, [x20], x0
st3.16b { v9, v10, v11 }, [x3], x12
st3.16b { v26, v27, v28 }, [x11], x17
st3.16b { v13, v14, v15 }, [x4], x30
st3.2d { v19, v20, v21 }, [x16]
st3.2d { v25, v26, v27 }, [x15]
st3.2d { v31, v0, v1 }, [x28]
st3.2d { v28, v29, v30 }, [x7]
st3.2d { v11, v12, v13 }, [x19], x24
st3.2d { v27, v28, v29 }, [x17], x11
st3.2d { v31, v0, v1 }, [x27], x5
st3.2d { v13, v14, v15 }, [x13], x19
st3.2s { v14, v15, v16 }, [x2]
st3.2s { v22, v23, v24 }, [x10]
st3.2s { v16, v17, v18 }, [x0]
st3.2s { v13, v14, v15 }, [x22]
st3.2s { v30, v31, v0 }, [x13], x29
st3.2s { v12, v13, v14 }, [x19], x10
st3.2s { v25, v26, v27 }, [x2], x0
st3.2s { v7, v8, v9 }, [x27], x6
st3.4h { v5, v6, v7 }, [x8]
st3.4h { v29, v30, v31 }, [x0]
st3.4h { v31, v0, v1 }, [x2]
st3.4h { v13, v14, v15 }, [x8]
st3.4h { v17, v18, v19 }, [x2], x7
st3.4h { v16, v17, v18 }, [x6], x7
st3.4h { v4, v5, v6 }, [x23], x21
st3.4h { v13, v14, v15 }, [x3], x14
st3.4s { v23, v24, v25 }, [x10]
st3.4s { v13, v14, v15 }, [x11]
st3.4s { v14, v15, v16 }, [x4]
st3.4s { v24, v25, v26 }, [x28]
st3.4s { v0, v1, v2 }, [x5], x26
st3.4s { v30, v31, v0 }, [x3], x5
st3.4s { v31, v0, v1 }, [x15], x10
st3.4s { v18, v19, v20 }, [x29], x5
st3.8b { v1, v2, v3 }, [x13]
st3.8b { v21, v22, v23 }, [x19]
st3.8b { v6, v7, v8 }, [x14]
st3.8b { v23, v24, v25 }, [x0]
st3.8b { v27, v28, v29 }, [x0], x9
st3.8b { v9, v10, v11 }, [x23], x9
st3.8b { v27, v28, v29 }, [x13], x13
st3.8b { v26, v27, v28 }, [x17], x20
st3.8h { v8, v9, v10 }, [x30]
st3.8h { v12, v13, v14 }, [x12]
st3.8h { v15, v16, v17 }, [x3]
st3.8h { v10, v11, v12 }, [x28]
st3.8h { v31, v0, v1 }, [x11], x19
st3.8h { v1, v2, v3 }, [x9], x30
st3.8h { v13, v14, v15 }, [x26], x17
st3.8h { v7, v8, v9 }, [x1], x25
st4.b { v25, v26, v27, v28 }[15], [x22]
st4.b { v18, v19, v20, v21 }[6], [x5]
st4.b { v27, v28, v29, v30 }[11], [x26]
st4.b { v15, v16, v17, v18 }[13], [x5]
st4.b { v12, v13, v14, v15 }[4], [x20], x30
st4.b { v19, v20, v21, v22 }[14], [x20], x25
st4.b { v28, v29, v30, v31 }[2], [x25], x29
st4.b { v0, v1, v2, v3 }[15], [x16], x7
st4.d { v11, v12, v13, v14 }[1], [x21]
st4.d { v28, v29, v30, v31 }[0], [x22]
st4.d { v30, v31, v0, v1 }[0], [x16]
st4.d { v13, v14, v15, v16 }[0], [x21]
st4.d { v23, v24, v25, v26 }[0], [x0], x26
st4.d { v17, v18, v19, v20 }[0], [x7], x19
st4.d { v1, v2, v3, v4 }[0], [x20], x1
st4.d { v2, v3, v4, v5 }[0], [x9], x23
st4.h { v27, v28, v29, v30 }[0], [x18]
st4.h { v24, v25, v26, v27 }[4], [x13]
st4.h { v24, v25, v26, v27 }[2], [x9]
st4.h { v12, v13, v14, v15 }[0], [x13]
st4.h { v21, v22, v23, v24 }[2], [x28], x9
st4.h { v18, v19, v20, v21 }[3], [x6], x6
st4.h { v12, v13, v14, v15 }[6], [x7], x19
st4.h { v5, v6, v7, v8 }[5], [x8], x8
st4.s { v18, v19, v20, v21 }[0], [x12]
st4.s { v14, v15, v16, v17 }[1], [x11]
st4.s { v18, v19, v20, v21 }[0], [x4]
st4.s { v16, v17, v18, v19 }[0], [x11]
st4.s { v1, v2, v3, v4 }[2], [x2], x1
st4.s { v14, v15, v16, v17 }[1], [x27], x13
st4.s { v28, v29, v30, v31 }[0], [x4], x14
st4.s { v7, v8, v9, v10 }[0], [x20], x24
st4.16b { v5, v6, v7, v8 }, [x28]
st4.16b { v16, v17, v18, v19 }, [x10]
st4.16b { v9, v10, v11, v12 }, [x19]
st4.16b { v31, v0, v1, v2 }, [x1]
st4.16b { v15, v16, v17, v18 }, [x20], x10
st4.16b { v9, v10, v11, v12 }, [x2], x25
st4.16b { v28, v29, v30, v31 }, [x30], x24
st4.16b { v25, v26, v27, v28 }, [x19], x4
st4.2d { v3, v4, v5, v6 }, [x27]
st4.2d { v12, v13, v14, v15 }, [x11]
st4.2d { v21, v22, v23, v24 }, [x25]
st4.2d { v28, v29, v30, v31 }, [x19]
st4.2d { v30, v31, v0, v1 }, [x2], x28
st4.2d { v20, v21, v22, v23 }, [x2], x28
st4.2d { v25, v26, v27, v28 }, [x6], x28
st4.2d { v23, v24, v25, v26 }, [x17], x10
st4.2s { v14, v15, v16, v17 }, [x9]
st4.2s { v4, v5, v6, v7 }, [x13]
st4.2s { v15, v16, v17, v18 }, [x1]
st4.2s { v30, v31, v0, v1 }, [x19]
st4.2s { v12, v13, v14, v15 }, [x5], x9
st4.2s { v18, v19, v20, v21 }, [x7], x14
st4.2s { v16, v17, v18, v19 }, [x21], x30
st4.2s { v2, v3, v4, v5 }, [x4], x4
st4.4h { v28, v29, v30, v31 }, [sp]
st4.4h { v1, v2, v3, v4 }, [x25]
st4.4h { v1, v2, v3, v4 }, [x18]
st4.4h { v25, v26, v27, v28 }, [x9]
st4.4h { v16, v17, v18, v19 }, [x22], x12
st4.4h { v23, v24, v25, v26 }, [x4], x18
st4.4h { v24, v25, v26, v27 }, [x27], x20
st4.4h { v25, v26, v27, v28 }, [x20], x8
st4.4s { v26, v27, v28, v29 }, [x28]
st4.4s { v21, v22, v23, v24 }, [x0]
st4.4s { v5, v6, v7, v8 }, [x7]
st4.4s { v30, v31, v0, v1 }, [x5]
st4.4s { v20, v21, v22, v23 }, [x18], x24
st4.4s { v29, v30, v31, v0 }, [x30], x1
st4.4s { v2, v3, v4, v5 }, [x12], x20
st4.4s { v4, v5, v6, v7 }, [sp], x14
st4.8b { v27, v28, v29, v30 }, [x8]
st4.8b { v18, v19, v20, v21 }, [x25]
st4.8b { v12, v13, v14, v15 }, [x25]
st4.8b { v27, v28, v29, v30 }, [x30]
st4.8b { v20, v21, v22, v23 }, [x0], x22
st4.8b { v27, v28, v29, v30 }, [sp], x24
st4.8b { v30, v31, v0, v1 }, [x25], x9
st4.8b { v8, v9, v10, v11 }, [x18], x27
st4.8h { v17, v18, v19, v20 }, [x24]
st4.8h { v29, v30, v31, v0 }, [x4]
st4.8h { v27, v28, v29, v30 }, [x4]
st4.8h { v22, v23, v24, v25 }, [x28]
st4.8h { v14, v15, v16, v17 }, [x11], x9
st4.8h { v19, v20, v21, v22 }, [x9], x12
st4.8h { v22, v23, v24, v25 }, [x13], x19
st4.8h { v5, v6, v7, v8 }, [x11], x3
subhn.2s v13, v1, v12
subhn.2s v10, v11, v11
subhn.2s v11, v28, v7
subhn.2s v14, v5, v8
subhn2.4s v22, v14, v13
subhn2.4s v3, v8, v20
subhn2.4s v21, v14, v30
subhn2.4s v26, v17, v24
subhn.4h v23, v16, v0
subhn.4h v27, v25, v29
subhn.4h v22, v26, v21
subhn.4h v31, v21, v13
subhn2.8h v17, v5, v12
subhn2.8h v9, v10, v7
subhn2.8h v20, v22, v19
subhn2.8h v4, v0, v24
subhn.8b v10, v5, v26
subhn.8b v14, v25, v23
subhn.8b v29, v21, v19
subhn.8b v26, v8, v2
subhn2.16b v4, v2, v19
subhn2.16b v12, v19, v1
subhn2.16b v31, v3, v21
subhn2.16b v7, v25, v4
sub.16b v9, v11, v2
sub.16b v26, v30, v30
sub.16b v23, v6, v27
sub.16b v31, v25, v11
sub.2d v19, v18, v0
sub.2d v24, v25, v16
sub.2d v18, v0, v26
sub.2d v25, v9, v20
sub.2s v7, v28, v13
sub.2s v0, v3, v16
sub.2s v15, v10, v18
sub.2s v8, v29, v21
sub.4h v27, v28, v15
sub.4h v21, v16, v2
sub.4h v3, v28, v23
sub.4h v10, v15, v4
sub.4s v23, v5, v22
sub.4s v14, v2, v12
sub.4s v6, v8, v10
sub.4s v21, v11, v27
sub.8b v9, v8, v31
sub.8b v13, v2, v11
sub.8b v28, v10, v20
sub.8b v31, v29, v14
sub.8h v24, v0, v9
sub.8h v17, v7, v24
sub.8h v14, v10, v5
sub.8h v2, v6, v30
suqadd.16b v2, v12
suqadd.16b v3, v1
suqadd.16b v2, v30
suqadd.16b v15, v12
suqadd.2d v1, v11
suqadd.2d v19, v10
suqadd.2d v12, v1
suqadd.2d v16, v21
suqadd.2s v11, v10
suqadd.2s v22, v13
suqadd.2s v7, v10
suqadd.2s v12, v5
suqadd.4h v4, v23
suqadd.4h v10, v6
suqadd.4h v3, v1
suqadd.4h v2, v23
suqadd.4s v1, v2
suqadd.4s v2, v1
suqadd.4s v11, v1
suqadd.4s v24, v24
suqadd.8b v23, v0
suqadd.8b v10, v3
suqadd.8b v28, v1
suqadd.8b v9, v10
suqadd.8h v3, v1
suqadd.8h v16, v23
suqadd.8h v30, v26
suqadd.8h v27, v2
tbl.16b v0, { v7 }, v17
tbl.16b v29, { v18 }, v7
tbl.16b v3, { v5 }, v19
tbl.16b v31, { v2 }, v6
tbl.16b v13, { v25, v26 }, v18
tbl.16b v4, { v23, v24 }, v22
tbl.16b v17, { v0, v1 }, v2
tbl.16b v18, { v31, v0 }, v17
tbl.16b v29, { v31, v0, v1 }, v7
tbl.16b v19, { v3, v4, v5 }, v22
tbl.16b v18, { v29, v30, v31 }, v18
tbl.16b v14, { v4, v5, v6 }, v1
tbl.16b v4, { v0, v1, v2, v3 }, v12
tbl.16b v31, { v15, v16, v17, v18 }, v11
tbl.16b v18, { v0, v1, v2, v3 }, v16
tbl.16b v3, { v3, v4, v5, v6 }, v7
tbl.8b v30, { v8 }, v23
tbl.8b v3, { v23 }, v31
tbl.8b v29, { v30 }, v26
tbl.8b v5, { v1 }, v4
tbl.8b v24, { v26, v27 }, v1
tbl.8b v19, { v16, v17 }, v27
tbl.8b v15, { v8, v9 }, v16
tbl.8b v31, { v28, v29 }, v16
tbl.8b v0, { v2, v3, v4 }, v26
tbl.8b v29, { v26, v27, v28 }, v12
tbl.8b v5, { v18, v19, v20 }, v12
tbl.8b v2, { v11, v12, v13 }, v0
tbl.8b v0, { v14, v15, v16, v17 }, v28
tbl.8b v22, { v12, v13, v14, v15 }, v16
tbl.8b v26, { v22, v23, v24, v25 }, v9
tbl.8b v21, { v11, v12, v13, v14 }, v5
tbx.16b v10, { v13 }, v22
tbx.16b v31, { v12 }, v19
tbx.16b v2, { v3 }, v25
tbx.16b v11, { v12 }, v3
tbx.16b v20, { v6, v7 }, v29
tbx.16b v18, { v23, v24 }, v31
tbx.16b v12, { v31, v0 }, v11
tbx.16b v14, { v28, v29 }, v20
tbx.16b v29, { v27, v28, v29 }, v30
tbx.16b v3, { v24, v25, v26 }, v27
tbx.16b v27, { v16, v17, v18 }, v5
tbx.16b v6, { v6, v7, v8 }, v9
tbx.16b v1, { v6, v7, v8, v9 }, v20
tbx.16b v24, { v17, v18, v19, v20 }, v2
tbx.16b v2, { v12, v13, v14, v15 }, v9
tbx.16b v25, { v2, v3, v4, v5 }, v0
tbx.8b v22, { v25 }, v4
tbx.8b v9, { v11 }, v3
tbx.8b v21, { v4 }, v26
tbx.8b v7, { v20 }, v14
tbx.8b v2, { v1, v2 }, v16
tbx.8b v16, { v14, v15 }, v6
tbx.8b v27, { v26, v27 }, v20
tbx.8b v26, { v29, v30 }, v22
tbx.8b v3, { v17, v18, v19 }, v4
tbx.8b v11, { v30, v31, v0 }, v18
tbx.8b v17, { v18, v19, v20 }, v11
tbx.8b v0, { v13, v14, v15 }, v4
tbx.8b v30, { v9, v10, v11, v12 }, v28
tbx.8b v16, { v7, v8, v9, v10 }, v31
tbx.8b v4, { v12, v13, v14, v15 }, v16
tbx.8b v13, { v25, v26, v27, v28 }, v1
trn1.16b v13, v14, v0
trn1.16b v20, v0, v18
trn1.16b v12, v30, v15
trn1.16b v22, v20, v10
trn1.2d v14, v22, v10
trn1.2d v5, v12, v9
trn1.2d v13, v27, v29
trn1.2d v11, v25, v16
trn1.2s v18, v20, v6
trn1.2s v31, v18, v13
trn1.2s v9, v30, v17
trn1.2s v1, v26, v1
trn1.4h v16, v22, v14
trn1.4h v1, v27, v9
trn1.4h v4, v19, v27
trn1.4h v13, v17, v3
trn1.4s v26, v28, v0
trn1.4s v22, v21, v26
trn1.4s v28, v15, v4
trn1.4s v4, v7, v20
trn1.8b v21, v29, v3
trn1.8b v7, v10, v1
trn1.8b v7, v8, v23
trn1.8b v27, v9, v29
trn1.8h v13, v17, v11
trn1.8h v29, v30, v12
trn1.8h v10, v14, v8
trn1.8h v24, v1, v7
trn2.16b v14, v28, v1
trn2.16b v25, v10, v0
trn2.16b v12, v31, v8
trn2.16b v1, v7, v28
trn2.2d v14, v28, v22
trn2.2d v23, v22, v16
trn2.2d v7, v7, v3
trn2.2d v9, v31, v16
trn2.2s v20, v8, v1
trn2.2s v31, v22, v25
trn2.2s v0, v14, v26
trn2.2s v1, v19, v10
trn2.4h v9, v2, v31
trn2.4h v4, v22, v3
trn2.4h v27, v19, v28
trn2.4h v6, v8, v3
trn2.4s v26, v25, v23
trn2.4s v14, v5, v16
trn2.4s v17, v26, v15
trn2.4s v10, v11, v3
trn2.8b v22, v21, v20
trn2.8b v15, v24, v7
trn2.8b v23, v26, v6
trn2.8b v14, v30, v14
trn2.8h v23, v28, v23
trn2.8h v6, v7, v5
trn2.8h v11, v19, v0
trn2.8h v5, v19, v8
uabal.2d v26, v0, v13
uabal.2d v18, v4, v11
uabal.2d v10, v6, v0
uabal.2d v11, v14, v10
uabal2.2d v18, v10, v23
uabal2.2d v16, v7, v21
uabal2.2d v11, v15, v28
uabal2.2d v4, v4, v0
uabal.4s v14, v17, v15
uabal.4s v29, v3, v31
uabal.4s v26, v12, v11
uabal.4s v25, v17, v13
uabal2.4s v27, v16, v20
uabal2.4s v20, v25, v24
uabal2.4s v12, v9, v28
uabal2.4s v11, v2, v31
uabal.8h v28, v18, v17
uabal.8h v11, v11, v19
uabal.8h v20, v31, v22
uabal.8h v5, v19, v10
uabal2.8h v11, v12, v15
uabal2.8h v6, v28, v21
uabal2.8h v5, v26, v20
uabal2.8h v17, v4, v26
uaba.16b v22, v22, v15
uaba.16b v0, v24, v10
uaba.16b v3, v27, v23
uaba.16b v9, v28, v24
uaba.2s v24, v24, v31
uaba.2s v18, v5, v22
uaba.2s v14, v5, v17
uaba.2s v15, v12, v2
uaba.4h v11, v29, v23
uaba.4h v26, v21, v8
uaba.4h v24, v12, v13
uaba.4h v1, v2, v20
uaba.4s v24, v15, v16
uaba.4s v15, v19, v30
uaba.4s v17, v9, v19
uaba.4s v26, v5, v29
uaba.8b v0, v10, v11
uaba.8b v3, v0, v0
uaba.8b v9, v9, v25
uaba.8b v9, v31, v7
uaba.8h v25, v2, v21
uaba.8h v30, v22, v31
uaba.8h v9, v23, v8
uaba.8h v8, v12, v19
uabdl.2d v0, v17, v21
uabdl.2d v6, v15, v23
uabdl.2d v15, v7, v13
uabdl.2d v24, v13, v1
uabdl2.2d v8, v28, v11
uabdl2.2d v28, v1, v0
uabdl2.2d v10, v27, v25
uabdl2.2d v2, v21, v23
uabdl.4s v31, v5, v11
uabdl.4s v7, v16, v24
uabdl.4s v18, v14, v25
uabdl.4s v26, v24, v19
uabdl2.4s v20, v21, v16
uabdl2.4s v0, v18, v19
uabdl2.4s v28, v27, v11
uabdl2.4s v23, v28, v13
uabdl.8h v29, v25, v17
uabdl.8h v19, v24, v1
uabdl.8h v10, v3, v26
uabdl.8h v7, v18, v21
uabdl2.8h v0, v10, v26
uabdl2.8h v0, v0, v5
uabdl2.8h v14, v26, v15
uabdl2.8h v0, v7, v9
uabd.16b v21, v22, v25
uabd.16b v1, v7, v26
uabd.16b v9, v27, v18
uabd.16b v26, v30, v9
uabd.2s v9, v7, v11
uabd.2s v30, v13, v19
uabd.2s v12, v8, v7
uabd.2s v9, v13, v21
uabd.4h v6, v25, v9
uabd.4h v19, v1, v31
uabd.4h v6, v8, v31
uabd.4h v26, v15, v11
uabd.4s v19, v28, v10
uabd.4s v0, v10, v8
uabd.4s v1, v8, v3
uabd.4s v25, v27, v31
uabd.8b v7, v2, v3
uabd.8b v28, v10, v12
uabd.8b v18, v22, v13
uabd.8b v3, v23, v8
uabd.8h v10, v19, v25
uabd.8h v22, v29, v23
uabd.8h v21, v9, v26
uabd.8h v4, v17, v23
uadalp.1d v7, v11
uadalp.1d v20, v20
uadalp.1d v22, v28
uadalp.1d v24, v21
uadalp.2d v29, v16
uadalp.2d v19, v3
uadalp.2d v4, v11
uadalp.2d v16, v23
uadalp.2s v11, v28
uadalp.2s v30, v15
uadalp.2s v9, v3
uadalp.2s v23, v28
uadalp.4h v9, v14
uadalp.4h v10, v19
uadalp.4h v25, v22
uadalp.4h v9, v6
uadalp.4s v16, v20
uadalp.4s v24, v6
uadalp.4s v25, v25
uadalp.4s v29, v15
uadalp.8h v28, v7
uadalp.8h v27, v9
uadalp.8h v11, v13
uadalp.8h v1, v23
uaddlp.1d v7, v10
uaddlp.1d v19, v3
uaddlp.1d v3, v16
uaddlp.1d v2, v8
uaddlp.2d v8, v13
uaddlp.2d v26, v6
uaddlp.2d v28, v24
uaddlp.2d v20, v14
uaddlp.2s v31, v0
uaddlp.2s v11, v12
uaddlp.2s v27, v2
uaddlp.2s v0, v3
uaddlp.4h v29, v7
uaddlp.4h v29, v1
uaddlp.4h v2, v24
uaddlp.4h v24, v10
uaddlp.4s v23, v3
uaddlp.4s v9, v25
uaddlp.4s v22, v13
uaddlp.4s v7, v16
uaddlp.8h v14, v21
uaddlp.8h v17, v13
uaddlp.8h v18, v8
uaddlp.8h v15, v6
uaddlv.16b h17, v5
uaddlv.16b h31, v19
uaddlv.16b h13, v17
uaddlv.16b h1, v0
uaddlv.4h s19, v10
uaddlv.4h s7, v30
uaddlv.4h s23, v26
uaddlv.4h s20, v26
uaddlv.4s d30, v15
uaddlv.4s d7, v31
uaddlv.4s d9, v23
uaddlv.4s d14, v24
uaddlv.8b h27, v0
uaddlv.8b h24, v27
uaddlv.8b h2, v27
uaddlv.8b h8, v30
uaddlv.8h s29, v3
uaddlv.8h s0, v27
uaddlv.8h s2, v18
uaddlv.8h s2, v19
uaddl.2d v12, v0, v6
uaddl.2d v11, v18, v9
uaddl.2d v4, v5, v12
uaddl.2d v25, v21, v16
uaddl2.2d v26, v27, v31
uaddl2.2d v24, v13, v9
uaddl2.2d v8, v26, v16
uaddl2.2d v6, v13, v14
uaddl.4s v1, v24, v13
uaddl.4s v2, v9, v29
uaddl.4s v17, v2, v9
uaddl.4s v14, v24, v15
uaddl2.4s v8, v25, v15
uaddl2.4s v3, v24, v15
uaddl2.4s v30, v29, v11
uaddl2.4s v18, v30, v30
uaddl.8h v25, v31, v24
uaddl.8h v9, v0, v27
uaddl.8h v9, v20, v14
uaddl.8h v20, v16, v31
uaddl2.8h v9, v0, v15
uaddl2.8h v10, v26, v9
uaddl2.8h v10, v5, v16
uaddl2.8h v13, v13, v4
uaddw.2d v13, v6, v22
uaddw.2d v8, v9, v20
uaddw.2d v5, v8, v22
uaddw.2d v2, v7, v7
uaddw2.2d v21, v19, v20
uaddw2.2d v26, v26, v22
uaddw2.2d v0, v16, v10
uaddw2.2d v5, v3, v6
uaddw.4s v4, v14, v1
uaddw.4s v18, v24, v19
uaddw.4s v7, v28, v0
uaddw.4s v20, v23, v8
uaddw2.4s v17, v8, v27
uaddw2.4s v10, v28, v31
uaddw2.4s v22, v0, v26
uaddw2.4s v13, v6, v18
uaddw.8h v26, v27, v10
uaddw.8h v4, v8, v28
uaddw.8h v14, v29, v21
uaddw.8h v7, v17, v10
uaddw2.8h v27, v3, v14
uaddw2.8h v5, v8, v8
uaddw2.8h v6, v2, v8
uaddw2.8h v6, v5, v28
ucvtf.2d v14, v13, #47
ucvtf.2d v22, v26, #1
ucvtf.2d v19, v10, #1
ucvtf.2d v1, v18, #62
ucvtf.2s v10, v22, #4
ucvtf.2s v26, v25, #10
ucvtf.2s v15, v21, #1
ucvtf.2s v20, v22, #6
ucvtf.4s v1, v14, #6
ucvtf.4s v4, v13, #25
ucvtf.4s v14, v20, #11
ucvtf.4s v16, v25, #28
ucvtf.2d v1, v23
ucvtf.2d v5, v19
ucvtf.2d v25, v16
ucvtf.2d v16, v18
ucvtf.2s v23, v15
ucvtf.2s v30, v8
ucvtf.2s v13, v28
ucvtf.2s v5, v21
ucvtf.4s v10, v15
ucvtf.4s v11, v20
ucvtf.4s v16, v31
ucvtf.4s v8, v16
uhadd.16b v28, v24, v30
uhadd.16b v16, v23, v16
uhadd.16b v5, v18, v23
uhadd.16b v18, v4, v1
uhadd.2s v25, v22, v31
uhadd.2s v3, v6, v28
uhadd.2s v26, v30, v10
uhadd.2s v21, v27, v2
uhadd.4h v0, v0, v21
uhadd.4h v13, v4, v22
uhadd.4h v29, v3, v1
uhadd.4h v18, v13, v17
uhadd.4s v27, v2, v27
uhadd.4s v7, v25, v12
uhadd.4s v9, v29, v27
uhadd.4s v14, v2, v25
uhadd.8b v23, v16, v4
uhadd.8b v26, v25, v16
uhadd.8b v3, v15, v20
uhadd.8b v10, v11, v26
uhadd.8h v23, v5, v29
uhadd.8h v3, v7, v7
uhadd.8h v4, v26, v20
uhadd.8h v31, v25, v21
uhsub.16b v8, v15, v11
uhsub.16b v25, v13, v19
uhsub.16b v3, v11, v2
uhsub.16b v15, v21, v21
uhsub.2s v24, v21, v9
uhsub.2s v30, v22, v10
uhsub.2s v0, v1, v22
uhsub.2s v30, v28, v10
uhsub.4h v29, v19, v19
uhsub.4h v12, v31, v17
uhsub.4h v17, v31, v25
uhsub.4h v6, v9, v7
uhsub.4s v30, v27, v4
uhsub.4s v25, v6, v17
uhsub.4s v18, v12, v21
uhsub.4s v19, v6, v5
uhsub.8b v4, v7, v10
uhsub.8b v6, v26, v26
uhsub.8b v5, v4, v23
uhsub.8b v12, v14, v3
uhsub.8h v0, v0, v15
uhsub.8h v0, v11, v17
uhsub.8h v3, v17, v22
uhsub.8h v13, v10, v1
umaxp.16b v31, v28, v14
umaxp.16b v19, v12, v10
umaxp.16b v14, v0, v22
umaxp.16b v26, v5, v0
umaxp.2s v16, v29, v1
umaxp.2s v21, v26, v2
umaxp.2s v11, v2, v26
umaxp.2s v31, v7, v6
umaxp.4h v24, v16, v7
umaxp.4h v18, v4, v8
umaxp.4h v7, v12, v27
umaxp.4h v15, v7, v18
umaxp.4s v16, v30, v2
umaxp.4s v31, v23, v19
umaxp.4s v10, v19, v14
umaxp.4s v21, v13, v3
umaxp.8b v12, v30, v17
umaxp.8b v25, v9, v23
umaxp.8b v4, v20, v11
umaxp.8b v9, v18, v13
umaxp.8h v0, v1, v10
umaxp.8h v12, v19, v5
umaxp.8h v6, v27, v10
umaxp.8h v13, v9, v2
umaxv.16b b1, v31
umaxv.16b b4, v21
umaxv.16b b6, v26
umaxv.16b b0, v22
umaxv.4h h29, v11
umaxv.4h h28, v5
umaxv.4h h6, v5
umaxv.4h h2, v22
umaxv.4s s29, v22
umaxv.4s s6, v2
umaxv.4s s30, v1
umaxv.4s s2, v1
umaxv.8b b24, v16
umaxv.8b b0, v1
umaxv.8b b18, v6
umaxv.8b b19, v29
umaxv.8h h28, v19
umaxv.8h h23, v8
umaxv.8h h22, v26
umaxv.8h h30, v15
umax.16b v28, v2, v4
umax.16b v0, v23, v30
umax.16b v18, v22, v31
umax.16b v18, v25, v28
umax.2s v5, v27, v17
umax.2s v19, v11, v18
umax.2s v21, v7, v27
umax.2s v14, v9, v27
umax.4h v5, v19, v24
umax.4h v20, v17, v17
umax.4h v7, v11, v15
umax.4h v17, v24, v27
umax.4s v26, v30, v24
umax.4s v26, v1, v15
umax.4s v11, v13, v29
umax.4s v12, v16, v16
umax.8b v17, v14, v19
umax.8b v29, v7, v16
umax.8b v14, v11, v20
umax.8b v29, v24, v15
umax.8h v24, v7, v28
umax.8h v18, v28, v25
umax.8h v4, v4, v23
umax.8h v9, v6, v24
uminp.16b v17, v6, v18
uminp.16b v2, v24, v13
uminp.16b v29, v22, v27
uminp.16b v0, v18, v16
uminp.2s v31, v7, v2
uminp.2s v18, v12, v23
uminp.2s v26, v24, v25
uminp.2s v3, v15, v21
uminp.4h v26, v30, v20
uminp.4h v12, v27, v22
uminp.4h v1, v16, v12
uminp.4h v11, v5, v23
uminp.4s v21, v11, v7
uminp.4s v7, v13, v8
uminp.4s v2, v13, v16
uminp.4s v25, v9, v3
uminp.8b v28, v28, v9
uminp.8b v15, v2, v18
uminp.8b v15, v23, v25
uminp.8b v23, v8, v5
uminp.8h v6, v20, v31
uminp.8h v15, v8, v23
uminp.8h v13, v1, v11
uminp.8h v18, v8, v24
uminv.16b b2, v21
uminv.16b b9, v4
uminv.16b b15, v3
uminv.16b b23, v21
uminv.4h h20, v19
uminv.4h h27, v0
uminv.4h h10, v19
uminv.4h h24, v16
uminv.4s s26, v11
uminv.4s s5, v7
uminv.4s s24, v1
uminv.4s s4, v16
uminv.8b b12, v28
uminv.8b b2, v2
uminv.8b b23, v30
uminv.8b b28, v23
uminv.8h h10, v11
uminv.8h h10, v28
uminv.8h h19, v7
uminv.8h h18, v6
umin.16b v25, v3, v22
umin.16b v23, v9, v17
umin.16b v22, v30, v3
umin.16b v22, v10, v17
umin.2s v14, v6, v21
umin.2s v12, v7, v14
umin.2s v25, v0, v9
umin.2s v6, v17, v30
umin.4h v6, v8, v7
umin.4h v26, v2, v23
umin.4h v17, v11, v23
umin.4h v26, v29, v12
umin.4s v23, v30, v30
umin.4s v29, v8, v4
umin.4s v31, v10, v13
umin.4s v19, v24, v2
umin.8b v14, v4, v8
umin.8b v21, v20, v5
umin.8b v14, v11, v26
umin.8b v4, v10, v13
umin.8h v24, v30, v28
umin.8h v27, v16, v25
umin.8h v28, v0, v11
umin.8h v27, v25, v10
umlal.2d v28, v18, v3[3]
umlal.2d v14, v8, v5[1]
umlal.2d v24, v20, v7[0]
umlal.2d v28, v30, v6[0]
umlal2.2d v0, v14, v12[2]
umlal2.2d v8, v0, v16[2]
umlal2.2d v31, v10, v31[3]
umlal2.2d v10, v30, v14[3]
umlal.4s v16, v7, v0[7]
umlal.4s v24, v27, v13[7]
umlal.4s v10, v25, v9[6]
umlal.4s v28, v23, v8[6]
umlal2.4s v6, v30, v6[3]
umlal2.4s v0, v11, v12[0]
umlal2.4s v29, v18, v15[1]
umlal2.4s v16, v5, v6[7]
umlal.2d v5, v11, v25
umlal.2d v10, v14, v21
umlal.2d v31, v27, v15
umlal.2d v7, v5, v2
umlal2.2d v4, v28, v9
umlal2.2d v20, v7, v25
umlal2.2d v16, v19, v11
umlal2.2d v24, v14, v23
umlal.4s v9, v17, v5
umlal.4s v30, v13, v14
umlal.4s v5, v28, v12
umlal.4s v26, v25, v24
umlal2.4s v7, v4, v6
umlal2.4s v17, v16, v4
umlal2.4s v24, v8, v2
umlal2.4s v15, v15, v29
umlal.8h v29, v12, v25
umlal.8h v2, v1, v6
umlal.8h v30, v14, v18
umlal.8h v14, v24, v0
umlal2.8h v22, v11, v24
umlal2.8h v21, v9, v13
umlal2.8h v12, v3, v18
umlal2.8h v20, v21, v17
umlsl.2d v14, v6, v10[2]
umlsl.2d v10, v3, v10[0]
umlsl.2d v25, v24, v25[2]
umlsl.2d v24, v12, v20[3]
umlsl2.2d v24, v4, v11[0]
umlsl2.2d v10, v17, v27[0]
umlsl2.2d v29, v8, v2[0]
umlsl2.2d v1, v25, v31[3]
umlsl.4s v12, v19, v3[1]
umlsl.4s v14, v30, v12[7]
umlsl.4s v11, v21, v10[0]
umlsl.4s v23, v26, v14[0]
umlsl2.4s v16, v25, v14[5]
umlsl2.4s v18, v4, v14[0]
umlsl2.4s v23, v30, v14[2]
umlsl2.4s v2, v24, v7[0]
umlsl.2d v9, v14, v30
umlsl.2d v31, v30, v27
umlsl.2d v3, v27, v5
umlsl.2d v15, v22, v22
umlsl2.2d v18, v26, v15
umlsl2.2d v30, v23, v16
umlsl2.2d v28, v14, v29
umlsl2.2d v10, v28, v20
umlsl.4s v16, v16, v31
umlsl.4s v12, v22, v24
umlsl.4s v30, v20, v9
umlsl.4s v9, v18, v11
umlsl2.4s v20, v26, v14
umlsl2.4s v13, v26, v4
umlsl2.4s v24, v28, v7
umlsl2.4s v16, v9, v19
umlsl.8h v18, v12, v25
umlsl.8h v13, v23, v29
umlsl.8h v23, v30, v10
umlsl.8h v23, v8, v17
umlsl2.8h v12, v2, v13
umlsl2.8h v0, v30, v22
umlsl2.8h v5, v28, v27
umlsl2.8h v27, v21, v1
umov.b w3, v7[6]
umov.b w6, v8[1]
umov.b w7, v19[4]
umov.b w21, v13[0]
mov.d x4, v30[1]
mov.d x20, v2[0]
mov.d x4, v13[0]
mov.d x14, v9[0]
umov.h w29, v15[0]
umov.h wzr, v24[5]
umov.h w28, v18[1]
umov.h w4, v31[7]
mov.s wzr, v17[1]
mov.s w0, v0[1]
mov.s w11, v19[2]
mov.s w2, v19[1]
umull.2d v22, v24, v10[2]
umull.2d v10, v25, v6[3]
umull.2d v30, v6, v1[3]
umull.2d v25, v1, v22[3]
umull2.2d v12, v31, v22[1]
umull2.2d v22, v7, v27[0]
umull2.2d v2, v4, v25[3]
umull2.2d v21, v9, v28[1]
umull.4s v27, v14, v0[7]
umull.4s v16, v20, v9[7]
umull.4s v17, v23, v6[5]
umull.4s v2, v16, v0[0]
umull2.4s v13, v10, v13[5]
umull2.4s v6, v14, v1[5]
umull2.4s v22, v28, v11[7]
umull2.4s v30, v17, v9[6]
umull.2d v20, v7, v10
umull.2d v5, v18, v4
umull.2d v7, v16, v7
umull.2d v0, v8, v25
umull2.2d v24, v23, v22
umull2.2d v29, v15, v13
umull2.2d v15, v24, v2
umull2.2d v11, v30, v6
umull.4s v5, v0, v27
umull.4s v28, v21, v18
umull.4s v6, v3, v20
umull.4s v6, v13, v14
umull2.4s v19, v28, v13
umull2.4s v0, v24, v15
umull2.4s v24, v5, v30
umull2.4s v20, v30, v15
umull.8h v19, v20, v29
umull.8h v14, v22, v7
umull.8h v6, v2, v28
umull.8h v13, v21, v18
umull2.8h v7, v14, v12
umull2.8h v28, v27, v0
umull2.8h v30, v4, v11
umull2.8h v6, v12, v8
uqadd.16b v1, v31, v10
uqadd.16b v12, v0, v16
uqadd.16b v18, v0, v21
uqadd.16b v13, v21, v10
uqadd.2d v30, v15, v20
uqadd.2d v18, v9, v23
uqadd.2d v17, v15, v10
uqadd.2d v26, v17, v27
uqadd.2s v11, v28, v7
uqadd.2s v10, v2, v7
uqadd.2s v7, v8, v28
uqadd.2s v28, v30, v6
uqadd.4h v18, v20, v13
uqadd.4h v1, v9, v3
uqadd.4h v13, v28, v21
uqadd.4h v12, v9, v10
uqadd.4s v12, v27, v28
uqadd.4s v26, v27, v30
uqadd.4s v26, v20, v11
uqadd.4s v26, v27, v2
uqadd.8b v21, v1, v16
uqadd.8b v24, v28, v25
uqadd.8b v9, v27, v25
uqadd.8b v5, v21, v24
uqadd.8h v4, v10, v22
uqadd.8h v11, v25, v3
uqadd.8h v17, v25, v19
uqadd.8h v15, v23, v2
uqrshl.16b v16, v6, v15
uqrshl.16b v9, v1, v7
uqrshl.16b v19, v19, v22
uqrshl.16b v17, v18, v28
uqrshl.2d v11, v26, v20
uqrshl.2d v21, v22, v27
uqrshl.2d v19, v4, v6
uqrshl.2d v7, v28, v2
uqrshl.2s v0, v31, v31
uqrshl.2s v8, v27, v22
uqrshl.2s v13, v13, v13
uqrshl.2s v14, v25, v4
uqrshl.4h v16, v14, v10
uqrshl.4h v0, v8, v26
uqrshl.4h v26, v29, v13
uqrshl.4h v20, v4, v18
uqrshl.4s v14, v11, v2
uqrshl.4s v8, v21, v11
uqrshl.4s v16, v21, v4
uqrshl.4s v14, v12, v6
uqrshl.8b v6, v16, v27
uqrshl.8b v2, v7, v28
uqrshl.8b v3, v10, v6
uqrshl.8b v23, v25, v18
uqrshl.8h v20, v16, v26
uqrshl.8h v8, v4, v11
uqrshl.8h v21, v28, v26
uqrshl.8h v0, v0, v2
uqrshrn.2s v7, v18, #7
uqrshrn.2s v31, v20, #1
uqrshrn.2s v15, v17, #5
uqrshrn.2s v12, v7, #32
uqrshrn2.4s v7, v30, #20
uqrshrn2.4s v27, v11, #24
uqrshrn2.4s v17, v28, #1
uqrshrn2.4s v28, v25, #1
uqrshrn.4h v20, v20, #12
uqrshrn.4h v4, v15, #1
uqrshrn.4h v6, v17, #1
uqrshrn.4h v31, v31, #11
uqrshrn2.8h v21, v14, #4
uqrshrn2.8h v29, v30, #12
uqrshrn2.8h v15, v1, #15
uqrshrn2.8h v17, v20, #1
uqrshrn.8b v21, v24, #8
uqrshrn.8b v26, v3, #1
uqrshrn.8b v26, v14, #8
uqrshrn.8b v15, v4, #1
uqrshrn2.16b v25, v13, #2
uqrshrn2.16b v12, v20, #1
uqrshrn2.16b v26, v22, #3
uqrshrn2.16b v31, v3, #7
uqshl.16b v12, v22, #4
uqshl.16b v25, v1, #0
uqshl.16b v17, v21, #6
uqshl.16b v15, v3, #4
uqshl.2d v12, v19, #0
uqshl.2d v15, v8, #18
uqshl.2d v17, v26, #0
uqshl.2d v8, v17, #63
uqshl.2s v6, v3, #1
uqshl.2s v31, v17, #15
uqshl.2s v20, v17, #21
uqshl.2s v24, v13, #8
uqshl.4h v13, v12, #7
uqshl.4h v16, v28, #15
uqshl.4h v0, v0, #2
uqshl.4h v15, v19, #0
uqshl.4s v2, v6, #0
uqshl.4s v13, v5, #20
uqshl.4s v3, v29, #19
uqshl.4s v1, v15, #10
uqshl.8b v11, v0, #1
uqshl.8b v25, v18, #7
uqshl.8b v6, v28, #5
uqshl.8b v6, v8, #0
uqshl.8h v15, v28, #3
uqshl.8h v26, v1, #7
uqshl.8h v12, v18, #0
uqshl.8h v20, v23, #12
uqshl.16b v9, v13, v10
uqshl.16b v29, v19, v15
uqshl.16b v0, v2, v9
uqshl.16b v28, v12, v5
uqshl.2d v30, v29, v13
uqshl.2d v15, v16, v21
uqshl.2d v1, v3, v0
uqshl.2d v21, v14, v0
uqshl.2s v2, v24, v15
uqshl.2s v12, v14, v29
uqshl.2s v17, v11, v11
uqshl.2s v28, v28, v31
uqshl.4h v11, v2, v23
uqshl.4h v8, v31, v7
uqshl.4h v11, v22, v31
uqshl.4h v23, v25, v0
uqshl.4s v6, v24, v28
uqshl.4s v18, v26, v27
uqshl.4s v7, v20, v30
uqshl.4s v27, v18, v3
uqshl.8b v15, v13, v12
uqshl.8b v3, v31, v26
uqshl.8b v2, v13, v2
uqshl.8b v11, v24, v2
uqshl.8h v12, v19, v25
uqshl.8h v8, v19, v26
uqshl.8h v5, v10, v31
uqshl.8h v29, v6, v28
uqshrn.2s v6, v26, #14
uqshrn.2s v17, v19, #31
uqshrn.2s v26, v16, #30
uqshrn.2s v18, v2, #5
uqshrn2.4s v3, v19, #26
uqshrn2.4s v1, v1, #11
uqshrn2.4s v12, v4, #18
uqshrn2.4s v28, v25, #5
uqshrn.4h v4, v1, #9
uqshrn.4h v15, v21, #14
uqshrn.4h v16, v25, #1
uqshrn.4h v1, v23, #4
uqshrn2.8h v10, v23, #6
uqshrn2.8h v28, v10, #1
uqshrn2.8h v27, v5, #15
uqshrn2.8h v21, v16, #8
uqshrn.8b v1, v21, #6
uqshrn.8b v2, v28, #8
uqshrn.8b v25, v16, #5
uqshrn.8b v24, v22, #7
uqshrn2.16b v12, v8, #5
uqshrn2.16b v26, v28, #8
uqshrn2.16b v30, v9, #6
uqshrn2.16b v20, v22, #2
uqsub.16b v24, v30, v12
uqsub.16b v15, v21, v26
uqsub.16b v25, v31, v23
uqsub.16b v12, v26, v21
uqsub.2d v26, v22, v27
uqsub.2d v7, v10, v31
uqsub.2d v31, v10, v8
uqsub.2d v28, v8, v13
uqsub.2s v19, v25, v19
uqsub.2s v14, v3, v20
uqsub.2s v22, v10, v22
uqsub.2s v10, v7, v15
uqsub.4h v13, v18, v30
uqsub.4h v15, v29, v16
uqsub.4h v21, v26, v9
uqsub.4h v24, v28, v31
uqsub.4s v26, v14, v12
uqsub.4s v17, v16, v8
uqsub.4s v31, v11, v20
uqsub.4s v26, v0, v31
uqsub.8b v20, v12, v16
uqsub.8b v19, v3, v31
uqsub.8b v14, v11, v12
uqsub.8b v14, v29, v27
uqsub.8h v12, v0, v3
uqsub.8h v22, v16, v25
uqsub.8h v16, v24, v13
uqsub.8h v30, v18, v16
uqxtn.2s v13, v5
uqxtn.2s v15, v16
uqxtn.2s v0, v25
uqxtn.2s v22, v2
uqxtn2.4s v31, v22
uqxtn2.4s v31, v29
uqxtn2.4s v8, v11
uqxtn2.4s v28, v1
uqxtn.4h v9, v6
uqxtn.4h v15, v10
uqxtn.4h v21, v2
uqxtn.4h v8, v28
uqxtn2.8h v2, v1
uqxtn2.8h v31, v1
uqxtn2.8h v16, v15
uqxtn2.8h v14, v14
uqxtn.8b v10, v28
uqxtn.8b v11, v12
uqxtn.8b v6, v29
uqxtn.8b v3, v0
uqxtn2.16b v31, v6
uqxtn2.16b v23, v15
uqxtn2.16b v4, v25
uqxtn2.16b v23, v3
urecpe.2s v29, v6
urecpe.2s v23, v27
urecpe.2s v20, v0
urecpe.2s v18, v18
urecpe.4s v17, v2
urecpe.4s v20, v8
urecpe.4s v1, v7
urecpe.4s v15, v27
urhadd.16b v25, v9, v25
urhadd.16b v19, v0, v28
urhadd.16b v15, v31, v18
urhadd.16b v18, v17, v6
urhadd.2s v3, v1, v11
urhadd.2s v8, v23, v20
urhadd.2s v3, v25, v15
urhadd.2s v8, v1, v14
urhadd.4h v16, v7, v12
urhadd.4h v9, v12, v16
urhadd.4h v21, v25, v8
urhadd.4h v2, v16, v16
urhadd.4s v2, v21, v15
urhadd.4s v0, v10, v11
urhadd.4s v24, v30, v18
urhadd.4s v22, v19, v18
urhadd.8b v16, v28, v2
urhadd.8b v9, v18, v21
urhadd.8b v3, v7, v25
urhadd.8b v22, v21, v6
urhadd.8h v3, v8, v26
urhadd.8h v24, v19, v20
urhadd.8h v4, v2, v23
urhadd.8h v17, v26, v6
urshl.16b v7, v19, v15
urshl.16b v19, v3, v1
urshl.16b v8, v22, v3
urshl.16b v30, v20, v3
urshl.2d v29, v9, v16
urshl.2d v2, v6, v28
urshl.2d v10, v17, v22
urshl.2d v15, v1, v20
urshl.2s v1, v1, v12
urshl.2s v12, v22, v2
urshl.2s v5, v20, v25
urshl.2s v12, v23, v6
urshl.4h v31, v31, v7
urshl.4h v12, v7, v17
urshl.4h v28, v11, v16
urshl.4h v6, v21, v29
urshl.4s v6, v24, v4
urshl.4s v2, v11, v9
urshl.4s v20, v15, v15
urshl.4s v22, v16, v2
urshl.8b v6, v4, v21
urshl.8b v29, v23, v26
urshl.8b v8, v17, v27
urshl.8b v13, v1, v29
urshl.8h v0, v9, v16
urshl.8h v14, v18, v4
urshl.8h v17, v6, v18
urshl.8h v7, v26, v4
urshr.16b v28, v22, #1
urshr.16b v16, v19, #5
urshr.16b v13, v14, #5
urshr.16b v1, v10, #8
urshr.2d v19, v4, #15
urshr.2d v11, v22, #21
urshr.2d v31, v10, #1
urshr.2d v21, v27, #60
urshr.2s v29, v0, #13
urshr.2s v22, v1, #1
urshr.2s v19, v14, #4
urshr.2s v12, v23, #30
urshr.4h v5, v22, #3
urshr.4h v15, v27, #7
urshr.4h v24, v13, #14
urshr.4h v22, v11, #4
urshr.4s v4, v14, #20
urshr.4s v13, v2, #32
urshr.4s v29, v10, #11
urshr.4s v17, v3, #2
urshr.8b v25, v1, #7
urshr.8b v21, v21, #1
urshr.8b v29, v26, #3
urshr.8b v0, v17, #5
urshr.8h v2, v21, #6
urshr.8h v14, v23, #3
urshr.8h v27, v6, #1
urshr.8h v0, v7, #3
ursqrte.2s v4, v2
ursqrte.2s v23, v7
ursqrte.2s v13, v15
ursqrte.2s v27, v10
ursqrte.4s v28, v4
ursqrte.4s v1, v17
ursqrte.4s v22, v3
ursqrte.4s v19, v8
ursra.16b v3, v1, #4
ursra.16b v12, v18, #5
ursra.16b v2, v14, #1
ursra.16b v29, v11, #1
ursra.2d v7, v8, #63
ursra.2d v5, v1, #61
ursra.2d v5, v22, #49
ursra.2d v13, v0, #64
ursra.2s v0, v31, #9
ursra.2s v2, v17, #16
ursra.2s v11, v27, #23
ursra.2s v27, v29, #11
ursra.4h v31, v19, #7
ursra.4h v23, v27, #4
ursra.4h v23, v9, #1
ursra.4h v9, v31, #16
ursra.4s v5, v27, #26
ursra.4s v30, v13, #18
ursra.4s v21, v14, #20
ursra.4s v5, v2, #2
ursra.8b v14, v14, #4
ursra.8b v21, v22, #6
ursra.8b v10, v12, #8
ursra.8b v25, v22, #2
ursra.8h v28, v7, #1
ursra.8h v5, v15, #9
ursra.8h v13, v15, #2
ursra.8h v29, v19, #5
ushll.2d v15, v12, #30
ushll.2d v1, v24, #0
ushll.2d v28, v3, #27
ushll.2d v31, v22, #19
ushll2.2d v19, v29, #10
ushll2.2d v14, v18, #10
ushll2.2d v23, v7, #31
ushll2.2d v24, v27, #4
ushll.4s v13, v20, #0
ushll.4s v22, v30, #9
ushll.4s v16, v12, #12
ushll.4s v23, v26, #6
ushll2.4s v14, v19, #15
ushll2.4s v29, v26, #0
ushll2.4s v20, v21, #5
ushll2.4s v13, v14, #11
ushll.8h v18, v14, #0
ushll.8h v28, v19, #4
ushll.8h v30, v24, #1
ushll.8h v24, v20, #3
ushll2.8h v2, v23, #4
ushll2.8h v25, v1, #1
ushll2.8h v20, v23, #1
ushll2.8h v26, v11, #0
ushl.16b v9, v8, v17
ushl.16b v1, v1, v31
ushl.16b v18, v0, v19
ushl.16b v23, v12, v3
ushl.2d v22, v3, v3
ushl.2d v18, v3, v25
ushl.2d v20, v7, v6
ushl.2d v15, v12, v1
ushl.2s v9, v13, v12
ushl.2s v9, v27, v10
ushl.2s v23, v5, v4
ushl.2s v5, v3, v28
ushl.4h v7, v18, v19
ushl.4h v5, v16, v11
ushl.4h v26, v23, v6
ushl.4h v21, v0, v15
ushl.4s v19, v18, v19
ushl.4s v25, v0, v20
ushl.4s v4, v31, v8
ushl.4s v25, v0, v18
ushl.8b v29, v15, v2
ushl.8b v25, v28, v11
ushl.8b v9, v17, v7
ushl.8b v31, v11, v13
ushl.8h v27, v7, v19
ushl.8h v10, v31, v21
ushl.8h v9, v30, v10
ushl.8h v5, v17, v22
ushr.16b v23, v25, #8
ushr.16b v7, v18, #1
ushr.16b v11, v5, #3
ushr.16b v16, v3, #1
ushr.2d v23, v13, #60
ushr.2d v1, v25, #13
ushr.2d v29, v1, #32
ushr.2d v22, v9, #26
ushr.2s v15, v21, #27
ushr.2s v2, v12, #26
ushr.2s v11, v5, #15
ushr.2s v1, v8, #9
ushr.4h v2, v9, #16
ushr.4h v20, v7, #1
ushr.4h v20, v6, #4
ushr.4h v2, v22, #12
ushr.4s v20, v22, #5
ushr.4s v1, v26, #25
ushr.4s v16, v23, #32
ushr.4s v28, v22, #28
ushr.8b v19, v17, #8
ushr.8b v29, v21, #7
ushr.8b v24, v17, #1
ushr.8b v5, v6, #1
ushr.8h v7, v22, #3
ushr.8h v25, v6, #10
ushr.8h v4, v1, #16
ushr.8h v6, v7, #7
usqadd.16b v8, v12
usqadd.16b v23, v13
usqadd.16b v9, v12
usqadd.16b v11, v1
usqadd.2d v2, v19
usqadd.2d v18, v11
usqadd.2d v19, v10
usqadd.2d v3, v11
usqadd.2s v17, v21
usqadd.2s v1, v3
usqadd.2s v19, v17
usqadd.2s v4, v4
usqadd.4h v15, v26
usqadd.4h v27, v21
usqadd.4h v17, v2
usqadd.4h v20, v22
usqadd.4s v14, v10
usqadd.4s v22, v12
usqadd.4s v9, v1
usqadd.4s v17, v3
usqadd.8b v8, v12
usqadd.8b v20, v2
usqadd.8b v19, v29
usqadd.8b v15, v5
usqadd.8h v7, v10
usqadd.8h v4, v12
usqadd.8h v0, v21
usqadd.8h v11, v25
usra.16b v24, v13, #4
usra.16b v19, v27, #4
usra.16b v14, v28, #3
usra.16b v5, v15, #5
usra.2d v29, v22, #64
usra.2d v5, v4, #9
usra.2d v11, v3, #47
usra.2d v5, v31, #63
usra.2s v21, v26, #10
usra.2s v26, v10, #1
usra.2s v29, v21, #18
usra.2s v25, v31, #2
usra.4h v1, v25, #2
usra.4h v24, v0, #8
usra.4h v5, v7, #15
usra.4h v27, v5, #13
usra.4s v27, v19, #17
usra.4s v5, v10, #15
usra.4s v19, v14, #4
usra.4s v0, v28, #11
usra.8b v20, v21, #2
usra.8b v18, v24, #8
usra.8b v27, v5, #7
usra.8b v22, v16, #6
usra.8h v26, v24, #11
usra.8h v23, v28, #1
usra.8h v6, v9, #6
usra.8h v4, v23, #1
usubl.2d v21, v6, v23
usubl.2d v15, v9, v28
usubl.2d v25, v23, v15
usubl.2d v15, v30, v12
usubl2.2d v16, v5, v27
usubl2.2d v15, v10, v14
usubl2.2d v5, v6, v28
usubl2.2d v22, v18, v18
usubl.4s v16, v14, v2
usubl.4s v0, v4, v9
usubl.4s v10, v26, v31
usubl.4s v17, v9, v24
usubl2.4s v26, v0, v30
usubl2.4s v21, v27, v20
usubl2.4s v23, v9, v6
usubl2.4s v16, v25, v24
usubl.8h v6, v11, v4
usubl.8h v1, v20, v11
usubl.8h v30, v6, v29
usubl.8h v2, v0, v29
usubl2.8h v8, v11, v22
usubl2.8h v21, v21, v9
usubl2.8h v20, v2, v14
usubl2.8h v14, v11, v9
usubw.2d v23, v11, v2
usubw.2d v19, v16, v9
usubw.2d v9, v27, v24
usubw.2d v18, v6, v17
usubw2.2d v30, v10, v13
usubw2.2d v5, v27, v12
usubw2.2d v31, v11, v10
usubw2.2d v15, v30, v15
usubw.4s v27, v30, v1
usubw.4s v26, v11, v24
usubw.4s v14, v5, v13
usubw.4s v23, v13, v8
usubw2.4s v3, v27, v2
usubw2.4s v1, v3, v17
usubw2.4s v12, v15, v11
usubw2.4s v2, v21, v14
usubw.8h v3, v3, v1
usubw.8h v24, v21, v24
usubw.8h v17, v11, v13
usubw.8h v9, v24, v6
usubw2.8h v30, v24, v10
usubw2.8h v2, v7, v15
usubw2.8h v13, v28, v9
usubw2.8h v0, v10, v29
uzp1.16b v26, v25, v7
uzp1.16b v30, v20, v9
uzp1.16b v16, v6, v6
uzp1.16b v6, v22, v28
uzp1.2d v19, v23, v22
uzp1.2d v5, v23, v2
uzp1.2d v14, v10, v16
uzp1.2d v30, v12, v10
uzp1.2s v24, v18, v9
uzp1.2s v1, v14, v23
uzp1.2s v20, v9, v29
uzp1.2s v5, v24, v20
uzp1.4h v23, v1, v4
uzp1.4h v21, v22, v18
uzp1.4h v12, v18, v9
uzp1.4h v1, v26, v23
uzp1.4s v21, v17, v20
uzp1.4s v13, v24, v28
uzp1.4s v0, v6, v9
uzp1.4s v10, v4, v19
uzp1.8b v11, v6, v24
uzp1.8b v10, v6, v24
uzp1.8b v25, v3, v17
uzp1.8b v11, v17, v0
uzp1.8h v10, v11, v1
uzp1.8h v1, v26, v3
uzp1.8h v15, v2, v6
uzp1.8h v17, v24, v4
uzp2.16b v18, v31, v3
uzp2.16b v18, v28, v12
uzp2.16b v23, v13, v16
uzp2.16b v20, v29, v0
uzp2.2d v28, v30, v5
uzp2.2d v2, v17, v3
uzp2.2d v23, v28, v19
uzp2.2d v25, v12, v20
uzp2.2s v18, v15, v16
uzp2.2s v12, v25, v1
uzp2.2s v24, v10, v4
uzp2.2s v3, v18, v22
uzp2.4h v3, v26, v17
uzp2.4h v31, v21, v12
uzp2.4h v14, v10, v31
uzp2.4h v3, v26, v19
uzp2.4s v19, v23, v6
uzp2.4s v16, v2, v2
uzp2.4s v16, v3, v15
uzp2.4s v2, v14, v20
uzp2.8b v25, v8, v26
uzp2.8b v27, v5, v9
uzp2.8b v20, v3, v19
uzp2.8b v13, v5, v19
uzp2.8h v13, v22, v20
uzp2.8h v2, v1, v7
uzp2.8h v1, v27, v15
uzp2.8h v24, v24, v3
xtn.2s v9, v22
xtn.2s v15, v23
xtn.2s v16, v23
xtn.2s v18, v0
xtn2.4s v6, v21
xtn2.4s v4, v14
xtn2.4s v16, v16
xtn2.4s v11, v16
xtn.4h v27, v29
xtn.4h v23, v1
xtn.4h v22, v7
xtn.4h v0, v21
xtn2.8h v24, v22
xtn2.8h v4, v4
xtn2.8h v15, v0
xtn2.8h v7, v31
xtn.8b v29, v22
xtn.8b v31, v11
xtn.8b v29, v17
xtn.8b v16, v19
xtn2.16b v17, v2
xtn2.16b v5, v4
xtn2.16b v25, v17
xtn2.16b v12, v1
zip1.16b v9, v13, v13
zip1.16b v22, v11, v27
zip1.16b v19, v8, v6
zip1.16b v21, v24, v31
zip1.2d v18, v7, v19
zip1.2d v17, v31, v21
zip1.2d v20, v1, v24
zip1.2d v14, v27, v18
zip1.2s v26, v20, v24
zip1.2s v21, v22, v21
zip1.2s v22, v18, v5
zip1.2s v17, v0, v29
zip1.4h v18, v0, v10
zip1.4h v4, v10, v22
zip1.4h v30, v11, v9
zip1.4h v4, v11, v21
zip1.4s v1, v28, v25
zip1.4s v6, v7, v30
zip1.4s v31, v25, v24
zip1.4s v12, v9, v3
zip1.8b v0, v4, v14
zip1.8b v19, v29, v7
zip1.8b v27, v8, v17
zip1.8b v0, v9, v13
zip1.8h v25, v11, v23
zip1.8h v22, v27, v14
zip1.8h v9, v1, v29
zip1.8h v8, v19, v21
zip2.16b v22, v14, v2
zip2.16b v27, v17, v21
zip2.16b v18, v2, v26
zip2.16b v26, v22, v20
zip2.2d v2, v1, v3
zip2.2d v28, v18, v1
zip2.2d v7, v31, v4
zip2.2d v8, v26, v15
zip2.2s v24, v23, v24
zip2.2s v14, v27, v0
zip2.2s v22, v2, v7
zip2.2s v13, v6, v19
zip2.4h v23, v8, v8
zip2.4h v12, v27, v6
zip2.4h v25, v13, v9
zip2.4h v1, v29, v22
zip2.4s v16, v27, v25
zip2.4s v5, v28, v27
zip2.4s v9, v7, v20
zip2.4s v27, v11, v23
zip2.8b v6, v17, v30
zip2.8b v28, v11, v25
zip2.8b v2, v2, v25
zip2.8b v29, v7, v20
zip2.8h v8, v22, v5
zip2.8h v2, v27, v30
zip2.8h v26, v16, v12
zip2.8h v14, v25, v26
