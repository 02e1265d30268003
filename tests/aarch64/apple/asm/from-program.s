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
bic.2s v6, #143, lsl #8
bic.2s v20, #52, lsl #24
bic.2s v0, #193, lsl #24
bic.2s v12, #1, lsl #8
bic.4h v1, #43, lsl #8
bic.4h v30, #36
bic.4h v3, #9
bic.4h v11, #22
bic.4s v0, #175, lsl #24
bic.4s v0, #140, lsl #16
bic.4s v15, #66, lsl #8
bic.4s v23, #89, lsl #16
bic.8h v13, #135
bic.8h v19, #111
bic.8h v17, #135
bic.8h v3, #1
bic.16b v23, v15, v31
bic.16b v4, v24, v23
bic.16b v27, v24, v1
bic.16b v20, v10, v5
bic.8b v18, v7, v0
bic.8b v18, v18, v29
bic.8b v19, v9, v6
bic.8b v3, v1, v23
bif.16b v1, v8, v11
bif.16b v8, v11, v31
bif.16b v7, v19, v16
bif.16b v27, v12, v26
bif.8b v21, v6, v20
bif.8b v1, v28, v0
bif.8b v19, v16, v30
bif.8b v3, v8, v0
bit.16b v13, v3, v24
bit.16b v16, v25, v31
bit.16b v23, v14, v0
bit.16b v0, v4, v22
bit.8b v5, v4, v24
bit.8b v20, v17, v2
bit.8b v29, v18, v23
bit.8b v25, v29, v4
bsl.16b v17, v13, v23
bsl.16b v9, v13, v29
bsl.16b v7, v24, v7
bsl.16b v1, v7, v20
bsl.8b v17, v16, v16
bsl.8b v12, v15, v16
bsl.8b v24, v10, v15
bsl.8b v29, v7, v8
cls.16b v1, v15
cls.16b v16, v7
cls.16b v4, v0
cls.16b v8, v17
cls.2s v17, v21
cls.2s v19, v11
cls.2s v23, v30
cls.2s v16, v25
cls.4h v9, v22
cls.4h v31, v25
cls.4h v30, v3
cls.4h v2, v27
cls.4s v14, v13
cls.4s v25, v23
cls.4s v27, v0
cls.4s v1, v26
cls.8b v28, v19
cls.8b v23, v24
cls.8b v16, v16
cls.8b v1, v12
cls.8h v11, v28
cls.8h v20, v10
cls.8h v8, v3
cls.8h v8, v9
clz.16b v6, v28
clz.16b v11, v20
clz.16b v29, v19
clz.16b v25, v7
clz.2s v24, v1
clz.2s v20, v27
clz.2s v24, v28
clz.2s v10, v4
clz.4h v31, v18
clz.4h v0, v23
clz.4h v12, v9
clz.4h v2, v24
clz.4s v17, v7
clz.4s v21, v12
clz.4s v5, v9
clz.4s v19, v28
clz.8b v13, v1
clz.8b v8, v15
clz.8b v5, v19
clz.8b v2, v28
clz.8h v21, v16
clz.8h v27, v1
clz.8h v5, v0
clz.8h v12, v5
cmeq.16b v13, v26, v20
cmeq.16b v30, v23, v14
cmeq.16b v15, v3, v2
cmeq.16b v20, v30, v5
cmeq.2d v11, v14, v4
cmeq.2d v24, v20, v28
cmeq.2d v5, v29, v24
cmeq.2d v0, v15, v24
cmeq.2s v28, v3, v3
cmeq.2s v3, v26, v12
cmeq.2s v19, v25, v27
cmeq.2s v16, v27, v18
cmeq.4h v16, v3, v12
cmeq.4h v21, v26, v26
cmeq.4h v4, v29, v31
cmeq.4h v11, v10, v9
cmeq.4s v22, v19, v16
cmeq.4s v27, v19, v26
cmeq.4s v6, v31, v31
cmeq.4s v9, v17, v4
cmeq.8b v31, v24, v15
cmeq.8b v17, v22, v13
cmeq.8b v8, v25, v19
cmeq.8b v29, v25, v18
cmeq.8h v27, v19, v0
cmeq.8h v16, v26, v31
cmeq.8h v22, v30, v20
cmeq.8h v2, v2, v3
cmeq.16b v24, v30, #0
cmeq.16b v5, v27, #0
cmeq.16b v14, v3, #0
cmeq.16b v7, v19, #0
cmeq.2d v14, v2, #0
cmeq.2d v0, v11, #0
cmeq.2d v5, v14, #0
cmeq.2d v31, v3, #0
cmeq.2s v27, v21, #0
cmeq.2s v3, v18, #0
cmeq.2s v26, v26, #0
cmeq.2s v15, v29, #0
cmeq.4h v18, v10, #0
cmeq.4h v24, v10, #0
cmeq.4h v10, v2, #0
cmeq.4h v20, v0, #0
cmeq.4s v5, v13, #0
cmeq.4s v11, v11, #0
cmeq.4s v23, v31, #0
cmeq.4s v23, v5, #0
cmeq.8b v25, v22, #0
cmeq.8b v19, v3, #0
cmeq.8b v3, v28, #0
cmeq.8b v12, v12, #0
cmeq.8h v1, v15, #0
cmeq.8h v17, v15, #0
cmeq.8h v23, v15, #0
cmeq.8h v12, v7, #0
cmge.16b v1, v23, v3
cmge.16b v2, v23, v7
cmge.16b v1, v3, v11
cmge.16b v3, v15, v17
cmge.2d v10, v14, v1
cmge.2d v14, v16, v30
cmge.2d v23, v28, v22
cmge.2d v25, v1, v8
cmge.2s v8, v17, v15
cmge.2s v22, v22, v15
cmge.2s v8, v26, v15
cmge.2s v8, v17, v19
cmge.4h v15, v25, v23
cmge.4h v14, v23, v11
cmge.4h v27, v1, v26
cmge.4h v29, v13, v1
cmge.4s v24, v3, v31
cmge.4s v14, v29, v31
cmge.4s v20, v14, v30
cmge.4s v22, v25, v9
cmge.8b v6, v12, v12
cmge.8b v10, v18, v16
cmge.8b v27, v25, v23
cmge.8b v27, v23, v31
cmge.8h v4, v12, v17
cmge.8h v7, v15, v24
cmge.8h v10, v0, v23
cmge.8h v9, v25, v21
cmge.16b v4, v23, #0
cmge.16b v25, v23, #0
cmge.16b v29, v25, #0
cmge.16b v11, v0, #0
cmge.2d v17, v3, #0
cmge.2d v25, v13, #0
cmge.2d v3, v11, #0
cmge.2d v9, v30, #0
cmge.2s v22, v0, #0
cmge.2s v5, v3, #0
cmge.2s v14, v27, #0
cmge.2s v12, v28, #0
cmge.4h v11, v3, #0
cmge.4h v26, v22, #0
cmge.4h v12, v9, #0
cmge.4h v22, v30, #0
cmge.4s v11, v27, #0
cmge.4s v0, v3, #0
cmge.4s v17, v9, #0
cmge.4s v18, v31, #0
cmge.8b v30, v24, #0
cmge.8b v26, v7, #0
cmge.8b v26, v10, #0
cmge.8b v15, v12, #0
cmge.8h v15, v3, #0
cmge.8h v7, v0, #0
cmge.8h v17, v28, #0
cmge.8h v29, v10, #0
cmgt.16b v23, v14, v2
cmgt.16b v24, v6, v10
cmgt.16b v24, v16, v23
cmgt.16b v5, v13, v5
cmgt.2d v28, v14, v14
cmgt.2d v7, v29, v19
cmgt.2d v1, v24, v11
cmgt.2d v5, v9, v17
cmgt.2s v20, v12, v24
cmgt.2s v14, v22, v16
cmgt.2s v23, v19, v27
cmgt.2s v17, v7, v15
cmgt.4h v7, v8, v16
cmgt.4h v14, v8, v13
cmgt.4h v24, v8, v16
cmgt.4h v6, v8, v9
cmgt.4s v29, v15, v15
cmgt.4s v13, v4, v0
cmgt.4s v2, v18, v18
cmgt.4s v4, v19, v6
cmgt.8b v7, v8, v7
cmgt.8b v0, v27, v21
cmgt.8b v11, v30, v12
cmgt.8b v11, v13, v27
cmgt.8h v29, v14, v2
cmgt.8h v14, v9, v30
cmgt.8h v5, v26, v26
cmgt.8h v11, v15, v30
cmgt.16b v12, v25, #0
cmgt.16b v10, v0, #0
cmgt.16b v9, v31, #0
cmgt.16b v26, v12, #0
cmgt.2d v7, v19, #0
cmgt.2d v9, v14, #0
cmgt.2d v19, v18, #0
cmgt.2d v30, v4, #0
cmgt.2s v29, v21, #0
cmgt.2s v28, v14, #0
cmgt.2s v21, v29, #0
cmgt.2s v0, v1, #0
cmgt.4h v25, v2, #0
cmgt.4h v13, v30, #0
cmgt.4h v6, v18, #0
cmgt.4h v27, v17, #0
cmgt.4s v14, v29, #0
cmgt.4s v25, v25, #0
cmgt.4s v16, v23, #0
cmgt.4s v17, v22, #0
cmgt.8b v19, v28, #0
cmgt.8b v14, v6, #0
cmgt.8b v29, v12, #0
cmgt.8b v11, v20, #0
cmgt.8h v5, v3, #0
cmgt.8h v23, v31, #0
cmgt.8h v21, v3, #0
cmgt.8h v21, v24, #0
cmhi.16b v0, v11, v28
cmhi.16b v0, v6, v10
cmhi.16b v14, v10, v26
cmhi.16b v22, v29, v9
cmhi.2d v1, v29, v8
cmhi.2d v8, v10, v21
cmhi.2d v2, v18, v4
cmhi.2d v23, v1, v21
cmhi.2s v23, v11, v1
cmhi.2s v8, v17, v3
cmhi.2s v16, v13, v31
cmhi.2s v13, v22, v14
cmhi.4h v30, v23, v5
cmhi.4h v27, v11, v20
cmhi.4h v26, v6, v13
cmhi.4h v30, v0, v31
cmhi.4s v13, v21, v11
cmhi.4s v4, v29, v1
cmhi.4s v8, v14, v6
cmhi.4s v10, v13, v22
cmhi.8b v7, v28, v0
cmhi.8b v4, v7, v24
cmhi.8b v3, v31, v7
cmhi.8b v20, v0, v8
cmhi.8h v0, v15, v18
cmhi.8h v0, v9, v0
cmhi.8h v5, v3, v23
cmhi.8h v28, v30, v26
cmhs.16b v29, v10, v31
cmhs.16b v20, v24, v10
cmhs.16b v14, v10, v4
cmhs.16b v14, v18, v27
cmhs.2d v14, v17, v29
cmhs.2d v6, v29, v26
cmhs.2d v28, v9, v4
cmhs.2d v26, v9, v27
cmhs.2s v12, v15, v16
cmhs.2s v4, v3, v7
cmhs.2s v31, v1, v20
cmhs.2s v6, v25, v4
cmhs.4h v6, v4, v2
cmhs.4h v25, v1, v12
cmhs.4h v16, v28, v22
cmhs.4h v13, v25, v1
cmhs.4s v6, v6, v14
cmhs.4s v20, v5, v29
cmhs.4s v18, v18, v28
cmhs.4s v25, v18, v5
cmhs.8b v26, v6, v19
cmhs.8b v12, v18, v10
cmhs.8b v25, v18, v11
cmhs.8b v16, v14, v4
cmhs.8h v16, v24, v31
cmhs.8h v26, v10, v16
cmhs.8h v31, v28, v21
cmhs.8h v29, v17, v10
cmle.16b v2, v22, #0
cmle.16b v9, v22, #0
cmle.16b v17, v0, #0
cmle.16b v20, v6, #0
cmle.2d v21, v3, #0
cmle.2d v31, v26, #0
cmle.2d v8, v1, #0
cmle.2d v22, v24, #0
cmle.2s v6, v20, #0
cmle.2s v11, v28, #0
cmle.2s v31, v16, #0
cmle.2s v31, v6, #0
cmle.4h v10, v8, #0
cmle.4h v12, v16, #0
cmle.4h v11, v29, #0
cmle.4h v5, v2, #0
cmle.4s v20, v14, #0
cmle.4s v2, v15, #0
cmle.4s v30, v4, #0
cmle.4s v19, v6, #0
cmle.8b v7, v28, #0
cmle.8b v20, v23, #0
cmle.8b v24, v20, #0
cmle.8b v9, v12, #0
cmle.8h v8, v28, #0
cmle.8h v8, v7, #0
cmle.8h v6, v29, #0
cmle.8h v21, v20, #0
cmlt.16b v3, v11, #0
cmlt.16b v30, v10, #0
cmlt.16b v25, v8, #0
cmlt.16b v19, v23, #0
cmlt.2d v14, v23, #0
cmlt.2d v15, v12, #0
cmlt.2d v2, v15, #0
cmlt.2d v6, v5, #0
cmlt.2s v25, v26, #0
cmlt.2s v7, v11, #0
cmlt.2s v28, v24, #0
cmlt.2s v2, v2, #0
cmlt.4h v26, v31, #0
cmlt.4h v9, v18, #0
cmlt.4h v6, v4, #0
cmlt.4h v13, v4, #0
cmlt.4s v3, v1, #0
cmlt.4s v20, v5, #0
cmlt.4s v9, v0, #0
cmlt.4s v8, v3, #0
cmlt.8b v20, v13, #0
cmlt.8b v14, v25, #0
cmlt.8b v24, v15, #0
cmlt.8b v26, v22, #0
cmlt.8h v16, v12, #0
cmlt.8h v24, v17, #0
cmlt.8h v7, v1, #0
cmlt.8h v28, v7, #0
cmtst.16b v28, v13, v4
cmtst.16b v12, v30, v1
cmtst.16b v14, v3, v20
cmtst.16b v18, v4, v19
cmtst.2d v5, v4, v8
cmtst.2d v23, v27, v1
cmtst.2d v8, v21, v19
cmtst.2d v10, v16, v19
cmtst.2s v18, v6, v17
cmtst.2s v19, v10, v30
cmtst.2s v8, v1, v9
cmtst.2s v12, v10, v10
cmtst.4h v7, v27, v4
cmtst.4h v10, v30, v2
cmtst.4h v0, v4, v24
cmtst.4h v6, v24, v17
cmtst.4s v11, v23, v12
cmtst.4s v22, v16, v9
cmtst.4s v16, v6, v19
cmtst.4s v14, v22, v26
cmtst.8b v15, v13, v31
cmtst.8b v16, v14, v12
cmtst.8b v26, v27, v6
cmtst.8b v30, v17, v26
cmtst.8h v5, v11, v24
cmtst.8h v0, v14, v26
cmtst.8h v28, v10, v28
cmtst.8h v22, v11, v29
cnt.16b v12, v22
cnt.16b v8, v28
cnt.16b v2, v9
cnt.16b v8, v17
cnt.8b v12, v0
cnt.8b v8, v8
cnt.8b v18, v4
cnt.8b v24, v18
mov b19, v27[6]
mov b9, v10[6]
mov b25, v17[15]
mov b24, v24[10]
mov d14, v19[1]
mov d10, v6[0]
mov d1, v0[0]
mov d0, v30[0]
mov h14, v12[3]
mov h15, v11[3]
mov h2, v6[0]
mov h8, v9[4]
mov s30, v26[1]
mov s29, v28[1]
mov s19, v2[0]
mov s25, v31[0]
dup.16b v3, w2
dup.16b v13, w0
dup.16b v30, w8
dup.16b v21, w23
dup.16b v10, v15[12]
dup.16b v21, v6[8]
dup.16b v1, v26[9]
dup.16b v0, v14[0]
dup.2d v5, xzr
dup.2d v22, x3
dup.2d v3, x0
dup.2d v17, x20
dup.2d v11, v23[0]
dup.2d v26, v29[0]
dup.2d v21, v29[1]
dup.2d v22, v19[0]
dup.2s v11, w17
dup.2s v27, w12
dup.2s v19, w17
dup.2s v6, w6
dup.2s v14, v0[1]
dup.2s v23, v27[3]
dup.2s v10, v23[2]
dup.2s v26, v24[0]
dup.4h v28, w26
dup.4h v12, w27
dup.4h v10, w23
dup.4h v21, w20
dup.4h v9, v2[5]
dup.4h v8, v4[1]
dup.4h v24, v1[4]
dup.4h v2, v2[1]
dup.4s v16, w2
dup.4s v21, w19
dup.4s v4, w19
dup.4s v30, w4
dup.4s v16, v4[1]
dup.4s v0, v10[0]
dup.4s v12, v0[1]
dup.4s v26, v3[1]
dup.8b v11, w12
dup.8b v3, w11
dup.8b v1, w28
dup.8b v14, w17
dup.8b v9, v1[5]
dup.8b v29, v23[5]
dup.8b v20, v1[8]
dup.8b v1, v28[11]
dup.8h v1, w9
dup.8h v9, w0
dup.8h v4, w3
dup.8h v30, w24
dup.8h v20, v25[0]
dup.8h v15, v23[7]
dup.8h v11, v19[7]
dup.8h v11, v3[1]
eor.16b v10, v21, v25
eor.16b v30, v6, v22
eor.16b v21, v2, v4
eor.16b v3, v26, v2
eor.8b v18, v11, v28
eor.8b v2, v31, v17
eor.8b v27, v21, v7
eor.8b v8, v4, v5
ext.16b v4, v30, v29, #5
ext.16b v11, v14, v23, #15
ext.16b v21, v1, v3, #0
ext.16b v4, v9, v3, #9
ext.8b v25, v20, v10, #7
ext.8b v29, v0, v20, #6
ext.8b v2, v19, v24, #7
ext.8b v7, v31, v11, #6
fabd.2d v6, v7, v14
fabd.2d v22, v6, v10
fabd.2d v5, v13, v15
fabd.2d v24, v0, v20
fabd.2s v22, v15, v10
fabd.2s v29, v18, v13
fabd.2s v10, v15, v9
fabd.2s v10, v2, v22
fabd.4s v28, v31, v13
fabd.4s v15, v24, v3
fabd.4s v19, v10, v27
fabd.4s v9, v11, v11
fabs.2d v11, v11
fabs.2d v12, v1
fabs.2d v6, v2
fabs.2d v12, v28
fabs.2s v13, v1
fabs.2s v23, v18
fabs.2s v5, v29
fabs.2s v9, v17
fabs.4s v30, v2
fabs.4s v4, v7
fabs.4s v28, v27
fabs.4s v17, v13
facge.2d v28, v18, v12
facge.2d v1, v7, v0
facge.2d v30, v14, v27
facge.2d v29, v3, v29
facge.2s v3, v9, v22
facge.2s v14, v15, v16
facge.2s v22, v29, v27
facge.2s v7, v28, v2
facge.4s v22, v18, v16
facge.4s v2, v29, v18
facge.4s v6, v3, v26
facge.4s v22, v18, v9
facgt.2d v7, v28, v12
facgt.2d v6, v2, v3
facgt.2d v30, v18, v22
facgt.2d v2, v19, v17
facgt.2s v31, v1, v14
facgt.2s v15, v29, v16
facgt.2s v30, v7, v28
facgt.2s v13, v27, v16
facgt.4s v5, v8, v0
facgt.4s v23, v12, v12
facgt.4s v29, v25, v18
facgt.4s v1, v8, v11
faddp.2d d4, v12
faddp.2d d6, v28
faddp.2d d21, v28
faddp.2d d1, v26
faddp.2s s20, v7
faddp.2s s30, v2
faddp.2s s30, v14
faddp.2s s29, v4
faddp.2d v29, v9, v20
faddp.2d v8, v22, v8
faddp.2d v12, v6, v25
faddp.2d v19, v22, v19
faddp.2s v6, v28, v5
faddp.2s v12, v3, v24
faddp.2s v19, v23, v29
faddp.2s v0, v22, v5
faddp.4s v9, v2, v27
faddp.4s v25, v0, v7
faddp.4s v9, v1, v4
faddp.4s v26, v6, v22
fadd.2d v23, v24, v17
fadd.2d v20, v28, v24
fadd.2d v12, v30, v30
fadd.2d v15, v2, v28
fadd.2s v18, v13, v26
fadd.2s v7, v16, v14
fadd.2s v25, v10, v28
fadd.2s v30, v23, v3
fadd.4s v28, v29, v2
fadd.4s v8, v14, v25
fadd.4s v6, v8, v15
fadd.4s v21, v1, v5
fcmeq.2d v11, v10, v25
fcmeq.2d v24, v11, v4
fcmeq.2d v20, v16, v8
fcmeq.2d v29, v2, v5
fcmeq.2s v29, v12, v21
fcmeq.2s v26, v27, v24
fcmeq.2s v8, v7, v20
fcmeq.2s v18, v24, v19
fcmeq.4s v6, v30, v13
fcmeq.4s v19, v0, v11
fcmeq.4s v18, v14, v13
fcmeq.4s v5, v12, v20
fcmeq.2d v3, v3, #0.0
fcmeq.2d v22, v9, #0.0
fcmeq.2d v16, v8, #0.0
fcmeq.2d v25, v19, #0.0
fcmeq.2s v21, v8, #0.0
fcmeq.2s v4, v9, #0.0
fcmeq.2s v24, v22, #0.0
fcmeq.2s v5, v18, #0.0
fcmeq.4s v3, v0, #0.0
fcmeq.4s v4, v23, #0.0
fcmeq.4s v17, v23, #0.0
fcmeq.4s v21, v22, #0.0
fcmge.2d v2, v16, v31
fcmge.2d v27, v19, v10
fcmge.2d v2, v16, v16
fcmge.2d v21, v27, v10
fcmge.2s v18, v1, v13
fcmge.2s v16, v3, v18
fcmge.2s v12, v15, v27
fcmge.2s v27, v11, v27
fcmge.4s v23, v20, v29
fcmge.4s v30, v25, v7
fcmge.4s v12, v21, v5
fcmge.4s v30, v2, v8
fcmge.2d v8, v31, #0.0
fcmge.2d v6, v15, #0.0
fcmge.2d v15, v19, #0.0
fcmge.2d v11, v28, #0.0
fcmge.2s v16, v11, #0.0
fcmge.2s v7, v31, #0.0
fcmge.2s v11, v14, #0.0
fcmge.2s v24, v10, #0.0
fcmge.4s v17, v26, #0.0
fcmge.4s v7, v19, #0.0
fcmge.4s v7, v2, #0.0
fcmge.4s v1, v27, #0.0
fcmgt.2d v12, v16, v22
fcmgt.2d v25, v20, v12
fcmgt.2d v16, v7, v11
fcmgt.2d v30, v9, v9
fcmgt.2s v13, v29, v28
fcmgt.2s v19, v10, v10
fcmgt.2s v19, v3, v29
fcmgt.2s v7, v30, v7
fcmgt.4s v25, v13, v14
fcmgt.4s v10, v18, v7
fcmgt.4s v22, v9, v3
fcmgt.4s v16, v1, v18
fcmgt.2d v22, v5, #0.0
fcmgt.2d v17, v2, #0.0
fcmgt.2d v5, v28, #0.0
fcmgt.2d v14, v18, #0.0
fcmgt.2s v14, v7, #0.0
fcmgt.2s v4, v15, #0.0
fcmgt.2s v29, v8, #0.0
fcmgt.2s v29, v12, #0.0
fcmgt.4s v10, v13, #0.0
fcmgt.4s v27, v29, #0.0
fcmgt.4s v24, v12, #0.0
fcmgt.4s v24, v11, #0.0
fcmle.2d v9, v28, #0.0
fcmle.2d v0, v17, #0.0
fcmle.2d v23, v18, #0.0
fcmle.2d v13, v27, #0.0
fcmle.2s v4, v12, #0.0
fcmle.2s v17, v22, #0.0
fcmle.2s v18, v18, #0.0
fcmle.2s v25, v2, #0.0
fcmle.4s v16, v27, #0.0
fcmle.4s v23, v29, #0.0
fcmle.4s v18, v29, #0.0
fcmle.4s v12, v10, #0.0
fcmlt.2d v1, v2, #0.0
fcmlt.2d v25, v29, #0.0
fcmlt.2d v20, v16, #0.0
fcmlt.2d v24, v23, #0.0
fcmlt.2s v30, v7, #0.0
fcmlt.2s v16, v2, #0.0
fcmlt.2s v27, v20, #0.0
fcmlt.2s v16, v24, #0.0
fcmlt.4s v26, v3, #0.0
fcmlt.4s v8, v17, #0.0
fcmlt.4s v1, v7, #0.0
fcmlt.4s v4, v15, #0.0
fcvtas.2d v11, v22
fcvtas.2d v16, v14
fcvtas.2d v29, v11
fcvtas.2d v4, v17
fcvtas.2s v15, v3
fcvtas.2s v21, v14
fcvtas.2s v12, v7
fcvtas.2s v11, v11
fcvtas.4s v6, v23
fcvtas.4s v31, v9
fcvtas.4s v17, v2
fcvtas.4s v7, v1
fcvtau.2d v26, v21
fcvtau.2d v10, v24
fcvtau.2d v3, v3
fcvtau.2d v1, v14
fcvtau.2s v0, v13
fcvtau.2s v2, v2
fcvtau.2s v30, v14
fcvtau.2s v4, v27
fcvtau.4s v25, v13
fcvtau.4s v14, v13
fcvtau.4s v11, v6
fcvtau.4s v15, v2
fcvtms.2d v23, v16
fcvtms.2d v6, v5
fcvtms.2d v29, v24
fcvtms.2d v2, v7
fcvtms.2s v14, v3
fcvtms.2s v7, v17
fcvtms.2s v10, v26
fcvtms.2s v2, v31
fcvtms.4s v15, v14
fcvtms.4s v7, v22
fcvtms.4s v17, v30
fcvtmu.2d v7, v11
fcvtmu.2d v30, v2
fcvtmu.2d v3, v4
fcvtmu.2s v8, v30
fcvtmu.2s v20, v10
fcvtmu.2s v24, v1
fcvtmu.2s v11, v21
fcvtmu.4s v25, v25
fcvtmu.4s v0, v19
fcvtmu.4s v27, v2
fcvtmu.4s v16, v24
fcvtns.2d v22, v10
fcvtns.2d v6, v6
fcvtns.2d v15, v23
fcvtns.2d v13, v9
fcvtns.2s v13, v25
fcvtns.2s v31, v17
fcvtns.2s v22, v26
fcvtns.2s v24, v1
fcvtns.4s v15, v24
fcvtns.4s v23, v27
fcvtns.4s v19, v31
fcvtns.4s v29, v18
fcvtnu.2d v23, v11
fcvtnu.2d v30, v25
fcvtnu.2d v23, v3
fcvtnu.2d v7, v11
fcvtnu.2s v4, v31
fcvtnu.2s v20, v20
fcvtnu.2s v20, v30
fcvtnu.2s v15, v4
fcvtnu.4s v29, v17
fcvtnu.4s v4, v16
fcvtnu.4s v8, v17
fcvtnu.4s v14, v8
fcvtps.2d v7, v21
fcvtps.2d v23, v15
fcvtps.2d v17, v7
fcvtps.2d v22, v10
fcvtps.2s v0, v12
fcvtps.2s v21, v7
fcvtps.2s v0, v25
fcvtps.2s v8, v13
fcvtps.4s v28, v3
fcvtps.4s v26, v12
fcvtps.4s v21, v5
fcvtps.4s v25, v0
fcvtpu.2d v29, v7
fcvtpu.2d v25, v23
fcvtpu.2d v5, v14
fcvtpu.2d v9, v16
fcvtpu.2s v19, v7
fcvtpu.2s v21, v26
fcvtpu.2s v5, v19
fcvtpu.2s v24, v27
fcvtpu.4s v21, v28
fcvtpu.4s v12, v17
fcvtpu.4s v14, v20
fcvtpu.4s v2, v1
fcvtzs.2d v12, v14, #1
fcvtzs.2d v11, v19, #44
fcvtzs.2d v15, v24, #28
fcvtzs.2d v8, v18, #64
fcvtzs.2s v25, v15, #25
fcvtzs.2s v25, v0, #29
fcvtzs.2s v4, v17, #3
fcvtzs.2s v13, v9, #30
fcvtzs.4s v14, v17, #1
fcvtzs.4s v21, v7, #5
fcvtzs.4s v11, v30, #32
fcvtzs.4s v13, v21, #27
fcvtzs.2d v12, v12
fcvtzs.2d v13, v22
fcvtzs.2d v18, v11
fcvtzs.2d v22, v1
fcvtzs.2s v4, v15
fcvtzs.2s v26, v29
fcvtzs.2s v6, v8
fcvtzs.2s v20, v6
fcvtzs.4s v2, v25
fcvtzs.4s v30, v30
fcvtzs.4s v24, v17
fcvtzs.4s v21, v0
fcvtzu.2d v10, v9, #18
fcvtzu.2d v25, v28, #28
fcvtzu.2d v11, v14, #1
fcvtzu.2d v23, v10, #14
fcvtzu.2s v28, v20, #1
fcvtzu.2s v29, v0, #26
fcvtzu.2s v10, v24, #16
fcvtzu.2s v16, v2, #1
fcvtzu.4s v22, v6, #5
fcvtzu.4s v17, v7, #1
fcvtzu.4s v3, v23, #18
fcvtzu.4s v14, v11, #25
fcvtzu.2d v3, v19
fcvtzu.2d v15, v18
fcvtzu.2d v0, v17
fcvtzu.2d v16, v5
fcvtzu.2s v0, v28
fcvtzu.2s v1, v28
fcvtzu.2s v17, v0
fcvtzu.2s v1, v22
fcvtzu.4s v31, v22
fcvtzu.4s v24, v11
fcvtzu.4s v22, v1
fcvtzu.4s v3, v21
fdiv.2d v28, v4, v20
fdiv.2d v7, v30, v23
fdiv.2d v25, v17, v17
fdiv.2d v18, v6, v18
fdiv.2s v4, v1, v14
fdiv.2s v12, v15, v13
fdiv.2s v0, v15, v11
fdiv.2s v10, v21, v30
fdiv.4s v3, v15, v3
fdiv.4s v23, v11, v21
fdiv.4s v19, v3, v31
fdiv.4s v3, v2, v17
fmaxnmp.2d d5, v19
fmaxnmp.2d d16, v23
fmaxnmp.2d d11, v4
fmaxnmp.2d d18, v20
fmaxnmp.2s s4, v20
fmaxnmp.2s s15, v27
fmaxnmp.2s s24, v25
fmaxnmp.2s s4, v22
fmaxnmp.2d v21, v23, v10
fmaxnmp.2d v21, v14, v12
fmaxnmp.2d v10, v30, v9
fmaxnmp.2d v20, v26, v10
fmaxnmp.2s v11, v27, v4
fmaxnmp.2s v4, v9, v9
fmaxnmp.2s v10, v10, v15
fmaxnmp.2s v27, v4, v14
fmaxnmp.4s v21, v2, v13
fmaxnmp.4s v28, v23, v1
fmaxnmp.4s v25, v4, v14
fmaxnmp.4s v21, v15, v29
fmaxnmv.4s s18, v2
fmaxnmv.4s s27, v0
fmaxnmv.4s s2, v14
fmaxnmv.4s s17, v5
fmaxnm.2d v10, v3, v16
fmaxnm.2d v29, v25, v15
fmaxnm.2d v21, v6, v24
fmaxnm.2d v16, v27, v4
fmaxnm.2s v11, v0, v18
fmaxnm.2s v17, v30, v17
fmaxnm.2s v8, v14, v7
fmaxnm.2s v9, v7, v14
fmaxnm.4s v28, v8, v3
fmaxnm.4s v21, v7, v4
fmaxnm.4s v22, v10, v24
fmaxnm.4s v29, v22, v7
fmaxp.2d d29, v28
fmaxp.2d d24, v28
fmaxp.2d d27, v5
fmaxp.2d d8, v4
fmaxp.2s s26, v24
fmaxp.2s s5, v15
fmaxp.2s s25, v29
fmaxp.2s s26, v16
fmaxp.2d v22, v15, v9
fmaxp.2d v5, v17, v10
fmaxp.2d v6, v16, v27
fmaxp.2d v6, v19, v4
fmaxp.2s v0, v1, v7
fmaxp.2s v3, v7, v15
fmaxp.2s v6, v22, v6
fmaxp.2s v22, v0, v9
fmaxp.4s v4, v1, v6
fmaxp.4s v26, v1, v29
fmaxp.4s v17, v17, v8
fmaxp.4s v1, v25, v23
fmaxv.4s s30, v15
fmaxv.4s s17, v23
fmaxv.4s s8, v26
fmaxv.4s s2, v27
fmax.2d v25, v16, v0
fmax.2d v16, v16, v9
fmax.2d v6, v14, v20
fmax.2d v5, v13, v26
fmax.2s v12, v11, v14
fmax.2s v5, v15, v9
fmax.2s v22, v9, v8
fmax.2s v13, v17, v4
fmax.4s v11, v30, v7
fmax.4s v24, v2, v10
fmax.4s v10, v1, v31
fmax.4s v30, v5, v26
fminnmp.2d d7, v4
fminnmp.2d d2, v5
fminnmp.2d d30, v3
fminnmp.2d d23, v23
fminnmp.2s s16, v24
fminnmp.2s s18, v11
fminnmp.2s s11, v24
fminnmp.2s s20, v29
fminnmp.2d v7, v4, v21
fminnmp.2d v26, v22, v14
fminnmp.2d v14, v24, v29
fminnmp.2d v9, v16, v31
fminnmp.2s v15, v2, v26
fminnmp.2s v31, v2, v23
fminnmp.2s v10, v20, v13
fminnmp.2s v30, v29, v10
fminnmp.4s v21, v12, v0
fminnmp.4s v2, v19, v22
fminnmp.4s v15, v14, v12
fminnmp.4s v3, v8, v5
fminnmv.4s s24, v3
fminnmv.4s s18, v16
fminnmv.4s s9, v1
fminnmv.4s s4, v9
fminnm.2d v29, v31, v2
fminnm.2d v12, v8, v11
fminnm.2d v11, v30, v1
fminnm.2d v22, v10, v28
fminnm.2s v19, v19, v1
fminnm.2s v14, v29, v1
fminnm.2s v0, v22, v19
fminnm.2s v21, v23, v14
fminnm.4s v23, v25, v20
fminnm.4s v25, v20, v20
fminnm.4s v25, v20, v25
fminnm.4s v4, v3, v19
fminp.2d d22, v27
fminp.2d d9, v16
fminp.2d d30, v22
fminp.2d d28, v23
fminp.2s s1, v14
fminp.2s s7, v4
fminp.2s s26, v4
fminp.2s s16, v25
fminp.2d v5, v21, v14
fminp.2d v19, v26, v10
fminp.2d v6, v5, v20
fminp.2d v20, v7, v29
fminp.2s v10, v10, v29
fminp.2s v16, v13, v26
fminp.2s v26, v11, v17
fminp.2s v5, v17, v25
fminp.4s v4, v23, v27
fminp.4s v19, v26, v9
fminp.4s v31, v29, v8
fminp.4s v19, v9, v10
fminv.4s s0, v7
fminv.4s s13, v26
fminv.4s s18, v4
fminv.4s s16, v1
fmin.2d v19, v4, v10
fmin.2d v11, v25, v23
fmin.2d v29, v29, v3
fmin.2d v12, v10, v12
fmin.2s v31, v1, v22
fmin.2s v17, v18, v29
fmin.2s v18, v3, v0
fmin.2s v23, v28, v21
fmin.4s v10, v19, v22
fmin.4s v26, v2, v1
fmin.4s v6, v14, v26
fmin.4s v8, v11, v1
fmla.d d18, d20, v2[0]
fmla.d d4, d13, v2[0]
fmla.d d15, d31, v9[0]
fmla.d d20, d24, v5[0]
fmla.s s20, s27, v11[2]
fmla.s s7, s7, v20[1]
fmla.s s19, s27, v20[3]
fmla.s s12, s29, v3[1]
fmla.2d v0, v7, v4[1]
fmla.2d v25, v15, v29[0]
fmla.2d v24, v18, v6[0]
fmla.2d v29, v19, v12[1]
fmla.2s v22, v26, v15[1]
fmla.2s v3, v22, v13[0]
fmla.2s v7, v16, v12[1]
fmla.2s v8, v27, v4[3]
fmla.4s v9, v13, v28[0]
fmla.4s v8, v30, v1[3]
fmla.4s v15, v13, v22[2]
fmla.4s v22, v27, v24[2]
fmla.2d v11, v15, v3
fmla.2d v31, v24, v1
fmla.2d v9, v23, v14
fmla.2d v13, v26, v24
fmla.2s v25, v21, v27
fmla.2s v8, v25, v20
fmla.2s v26, v8, v4
fmla.2s v22, v28, v2
fmla.4s v7, v9, v29
fmla.4s v23, v25, v21
fmla.4s v12, v12, v27
fmla.4s v21, v9, v22
fmls.d d3, d12, v11[0]
fmls.d d7, d23, v9[0]
fmls.d d16, d12, v12[0]
fmls.d d29, d6, v22[1]
fmls.s s29, s28, v5[2]
fmls.s s30, s19, v8[1]
fmls.s s12, s6, v14[0]
fmls.s s8, s10, v3[2]
fmls.2d v27, v8, v15[1]
fmls.2d v3, v29, v2[1]
fmls.2d v2, v12, v20[0]
fmls.2d v21, v0, v21[1]
fmls.2s v26, v20, v8[2]
fmls.2s v23, v11, v23[3]
fmls.2s v26, v3, v5[0]
fmls.2s v15, v27, v25[3]
fmls.4s v24, v22, v5[3]
fmls.4s v6, v18, v9[0]
fmls.4s v31, v9, v12[1]
fmls.4s v3, v23, v8[1]
fmls.2d v18, v7, v5
fmls.2d v29, v19, v25
fmls.2d v6, v12, v9
fmls.2d v8, v3, v12
fmls.2s v29, v3, v23
fmls.2s v8, v7, v31
fmls.2s v28, v24, v7
fmls.2s v8, v23, v26
fmls.4s v11, v27, v7
fmls.4s v3, v28, v23
fmls.4s v9, v18, v8
fmls.4s v9, v27, v12
fmov.d v9[1], x5
fmov.d v8[1], x26
fmov.d v29[1], x20
fmov.d v11[1], x15
fmov.d x12, v15[1]
fmov.d x26, v14[1]
fmov.d x28, v8[1]
fmov.d x8, v12[1]
fmov.2d v19, #0.59375000
fmov.2d v29, #-9.50000000
fmov.2d v24, #-10.50000000
fmov.2d v2, #-0.18750000
fmov.2s v26, #-0.48437500
fmov.2s v22, #2.00000000
fmov.2s v9, #-2.25000000
fmov.2s v29, #24.00000000
fmov.4s v21, #-0.18750000
fmov.4s v23, #23.00000000
fmov.4s v8, #0.53125000
fmov.4s v22, #-1.25000000
fmulx.d d9, d23, v6[1]
fmulx.d d30, d25, v17[0]
fmulx.d d30, d8, v20[0]
fmulx.d d2, d29, v28[0]
fmulx.s s4, s8, v1[3]
fmulx.s s2, s24, v18[3]
fmulx.s s31, s31, v24[1]
fmulx.s s0, s14, v30[0]
fmulx.2d v25, v24, v28[1]
fmulx.2d v2, v25, v13[1]
fmulx.2d v19, v25, v7[1]
fmulx.2d v9, v8, v5[1]
fmulx.2s v14, v15, v7[3]
fmulx.2s v24, v17, v31[0]
fmulx.2s v20, v20, v3[1]
fmulx.2s v20, v30, v6[1]
fmulx.4s v17, v1, v21[0]
fmulx.4s v6, v4, v1[3]
fmulx.4s v21, v6, v19[0]
fmulx.4s v6, v3, v13[3]
fmulx.2d v3, v19, v9
fmulx.2d v6, v3, v15
fmulx.2d v0, v18, v27
fmulx.2d v0, v5, v30
fmulx.2s v15, v24, v13
fmulx.2s v10, v21, v29
fmulx.2s v13, v0, v4
fmulx.2s v1, v1, v31
fmulx.4s v1, v16, v26
fmulx.4s v29, v14, v27
fmulx.4s v28, v5, v13
fmulx.4s v28, v30, v10
fmul.d d19, d3, v13[1]
fmul.d d14, d29, v18[1]
fmul.d d6, d6, v6[1]
fmul.d d19, d6, v25[0]
fmul.s s20, s3, v7[0]
fmul.s s11, s19, v13[2]
fmul.s s26, s21, v30[1]
fmul.s s19, s7, v5[2]
fmul.2d v3, v29, v6[1]
fmul.2d v8, v19, v12[0]
fmul.2d v22, v17, v20[1]
fmul.2d v2, v9, v10[1]
fmul.2s v1, v19, v1[3]
fmul.2s v29, v28, v0[3]
fmul.2s v14, v21, v17[1]
fmul.2s v31, v19, v14[0]
fmul.4s v13, v26, v2[0]
fmul.4s v31, v9, v29[0]
fmul.4s v29, v4, v7[3]
fmul.4s v26, v12, v22[3]
fmul.2d v22, v12, v20
fmul.2d v19, v22, v19
fmul.2d v18, v14, v12
fmul.2d v13, v1, v10
fmul.2s v16, v11, v26
fmul.2s v19, v26, v0
fmul.2s v27, v2, v14
fmul.2s v22, v18, v13
fmul.4s v10, v25, v8
fmul.4s v3, v5, v7
fmul.4s v7, v26, v9
fmul.4s v9, v11, v27
fneg.2d v3, v24
fneg.2d v20, v12
fneg.2d v5, v9
fneg.2d v11, v11
fneg.2s v2, v8
fneg.2s v0, v24
fneg.2s v23, v1
fneg.2s v5, v6
fneg.4s v8, v4
fneg.4s v28, v4
fneg.4s v3, v22
fneg.4s v30, v16
frecpe.2d v4, v31
frecpe.2d v12, v31
frecpe.2d v2, v18
frecpe.2d v9, v22
frecpe.2s v23, v1
frecpe.2s v7, v18
frecpe.2s v22, v19
frecpe.2s v26, v12
frecpe.4s v17, v25
frecpe.4s v17, v27
frecpe.4s v19, v10
frecpe.4s v13, v30
frecps.2d v0, v19, v25
frecps.2d v20, v10, v6
frecps.2d v16, v20, v10
frecps.2d v6, v30, v30
frecps.2s v25, v31, v9
frecps.2s v19, v6, v15
frecps.2s v2, v3, v8
frecps.2s v23, v15, v12
frecps.4s v10, v0, v28
frecps.4s v28, v13, v4
frecps.4s v5, v9, v21
frecps.4s v27, v3, v25
frinta.2d v1, v16
frinta.2d v28, v26
frinta.2d v16, v0
frinta.2d v20, v18
frinta.2s v28, v4
frinta.2s v3, v0
frinta.2s v17, v3
frinta.2s v10, v12
frinta.4s v16, v27
frinta.4s v25, v14
frinta.4s v8, v10
frinta.4s v3, v0
frinti.2d v20, v19
frinti.2d v10, v16
frinti.2d v28, v18
frinti.2d v9, v22
frinti.2s v31, v18
frinti.2s v27, v20
frinti.2s v20, v20
frinti.2s v19, v31
frinti.4s v28, v25
frinti.4s v18, v19
frinti.4s v19, v26
frinti.4s v27, v17
frintm.2d v11, v28
frintm.2d v12, v11
frintm.2d v28, v22
frintm.2d v1, v23
frintm.2s v4, v18
frintm.2s v29, v2
frintm.2s v21, v4
frintm.2s v27, v28
frintm.4s v28, v2
frintm.4s v12, v27
frintm.4s v23, v31
frintm.4s v6, v26
frintn.2d v5, v29
frintn.2d v10, v11
frintn.2d v7, v19
frintn.2d v1, v21
frintn.2s v8, v20
frintn.2s v11, v15
frintn.2s v3, v17
frintn.2s v4, v11
frintn.4s v24, v21
frintn.4s v4, v7
frintn.4s v21, v25
frintn.4s v7, v12
frintp.2d v13, v25
frintp.2d v0, v9
frintp.2d v11, v21
frintp.2d v4, v1
frintp.2s v17, v17
frintp.2s v31, v6
frintp.2s v28, v28
frintp.2s v8, v11
frintp.4s v21, v22
frintp.4s v23, v19
frintp.4s v23, v22
frintp.4s v21, v30
frintx.2d v31, v2
frintx.2d v0, v23
frintx.2d v4, v22
frintx.2d v15, v27
frintx.2s v21, v28
frintx.2s v12, v18
frintx.2s v17, v24
frintx.2s v4, v2
frintx.4s v20, v8
frintx.4s v10, v6
frintx.4s v19, v28
frintx.4s v0, v7
frintz.2d v30, v21
frintz.2d v26, v0
frintz.2d v20, v7
frintz.2d v30, v5
frintz.2s v22, v14
frintz.2s v7, v12
frintz.2s v19, v25
frintz.2s v5, v10
frintz.4s v22, v25
frintz.4s v5, v26
frintz.4s v28, v30
frintz.4s v15, v20
frsqrte.2d v14, v16
frsqrte.2d v19, v4
frsqrte.2d v22, v14
frsqrte.2d v0, v7
frsqrte.2s v0, v2
frsqrte.2s v11, v7
frsqrte.2s v11, v28
frsqrte.2s v31, v7
frsqrte.4s v8, v31
frsqrte.4s v30, v8
frsqrte.4s v4, v13
frsqrte.4s v13, v7
frsqrts.2d v15, v16, v11
frsqrts.2d v5, v12, v8
frsqrts.2d v23, v27, v7
frsqrts.2d v5, v24, v12
frsqrts.2s v7, v9, v10
frsqrts.2s v28, v16, v11
frsqrts.2s v4, v30, v13
frsqrts.2s v23, v17, v12
frsqrts.4s v3, v16, v7
frsqrts.4s v4, v28, v18
frsqrts.4s v5, v21, v3
frsqrts.4s v23, v14, v7
fsqrt.2d v6, v23
fsqrt.2d v10, v17
fsqrt.2d v8, v31
fsqrt.2d v15, v28
fsqrt.2s v13, v20
fsqrt.2s v15, v24
fsqrt.2s v22, v2
fsqrt.2s v24, v31
fsqrt.4s v8, v21
fsqrt.4s v13, v25
fsqrt.4s v10, v4
fsqrt.4s v12, v17
fsub.2d v15, v6, v8
fsub.2d v30, v21, v9
fsub.2d v8, v4, v20
fsub.2d v2, v17, v16
fsub.2s v12, v24, v0
fsub.2s v9, v8, v27
fsub.2s v10, v16, v1
fsub.2s v10, v12, v22
fsub.4s v29, v16, v4
fsub.4s v30, v11, v31
fsub.4s v7, v9, v3
fsub.4s v30, v13, v17
mov.b v16[0], w14
mov.b v14[8], w4
mov.b v24[15], w8
mov.b v19[4], w9
mov.b v4[0], v2[10]
mov.b v28[1], v18[0]
mov.b v10[4], v14[5]
mov.b v26[8], v22[15]
mov.d v18[0], x20
mov.d v30[1], x0
mov.d v27[1], x6
mov.d v18[0], x22
mov.d v27[0], v19[1]
mov.d v13[0], v2[1]
mov.d v21[1], v10[1]
mov.d v26[1], v19[0]
mov.h v10[0], w20
mov.h v30[0], w1
mov.h v30[0], w15
mov.h v24[3], w9
mov.h v25[1], v5[1]
mov.h v17[2], v7[0]
mov.h v10[0], v16[0]
mov.h v12[0], v6[4]
mov.s v30[0], w30
mov.s v17[0], w19
mov.s v1[0], wzr
mov.s v16[0], w3
mov.s v18[2], v12[0]
mov.s v7[0], v10[0]
mov.s v17[3], v13[1]
mov.s v8[1], v11[1]
ld1.16b { v21, v22, v23, v24 }, [x24]
ld1.16b { v8, v9, v10, v11 }, [x20]
ld1.16b { v6, v7, v8, v9 }, [x6]
ld1.16b { v29, v30, v31, v0 }, [x23]
ld1.16b { v26, v27, v28, v29 }, [x2], x10
ld1.16b { v29, v30, v31, v0 }, [x4], x11
ld1.16b { v28, v29, v30, v31 }, [x26], x29
ld1.16b { v17, v18, v19, v20 }, [sp], x30
ld1.1d { v19, v20, v21, v22 }, [x9]
ld1.1d { v4, v5, v6, v7 }, [x7]
ld1.1d { v16, v17, v18, v19 }, [x1]
ld1.1d { v26, v27, v28, v29 }, [x5]
ld1.1d { v16, v17, v18, v19 }, [x10], x23
ld1.1d { v1, v2, v3, v4 }, [x4], x14
ld1.1d { v25, v26, v27, v28 }, [x17], x28
ld1.1d { v12, v13, v14, v15 }, [sp], x23
ld1.2d { v7, v8, v9, v10 }, [x29]
ld1.2d { v5, v6, v7, v8 }, [x6]
ld1.2d { v1, v2, v3, v4 }, [x2]
ld1.2d { v24, v25, v26, v27 }, [x23]
ld1.2d { v11, v12, v13, v14 }, [x0], #64
ld1.2d { v25, v26, v27, v28 }, [x6], x10
ld1.2d { v9, v10, v11, v12 }, [x11], x3
ld1.2d { v7, v8, v9, v10 }, [x18], x13
ld1.2s { v18, v19, v20, v21 }, [x1]
ld1.2s { v11, v12, v13, v14 }, [x6]
ld1.2s { v8, v9, v10, v11 }, [x12]
ld1.2s { v16, v17, v18, v19 }, [x24]
ld1.2s { v6, v7, v8, v9 }, [x0], x29
ld1.2s { v21, v22, v23, v24 }, [x9], x5
ld1.2s { v17, v18, v19, v20 }, [x16], x19
ld1.2s { v10, v11, v12, v13 }, [x26], x30
ld1.4h { v9, v10, v11, v12 }, [x6]
ld1.4h { v28, v29, v30, v31 }, [x18]
ld1.4h { v6, v7, v8, v9 }, [x15]
ld1.4h { v1, v2, v3, v4 }, [x13]
ld1.4h { v3, v4, v5, v6 }, [x29], x1
ld1.4h { v14, v15, v16, v17 }, [x28], x2
ld1.4h { v15, v16, v17, v18 }, [x13], x5
ld1.4h { v23, v24, v25, v26 }, [x22], x20
ld1.4s { v11, v12, v13, v14 }, [x1]
ld1.4s { v2, v3, v4, v5 }, [x8]
ld1.4s { v14, v15, v16, v17 }, [x20]
ld1.4s { v29, v30, v31, v0 }, [sp]
ld1.4s { v29, v30, v31, v0 }, [x9], x21
ld1.4s { v4, v5, v6, v7 }, [x17], x23
ld1.4s { v15, v16, v17, v18 }, [x1], x12
ld1.4s { v23, v24, v25, v26 }, [x13], x19
ld1.8b { v14, v15, v16, v17 }, [x28]
ld1.8b { v0, v1, v2, v3 }, [x27]
ld1.8b { v14, v15, v16, v17 }, [x19]
ld1.8b { v25, v26, v27, v28 }, [sp]
ld1.8b { v24, v25, v26, v27 }, [x18], x26
ld1.8b { v30, v31, v0, v1 }, [x29], x24
ld1.8b { v29, v30, v31, v0 }, [x23], x24
ld1.8b { v12, v13, v14, v15 }, [x16], x17
ld1.8h { v29, v30, v31, v0 }, [x30]
ld1.8h { v22, v23, v24, v25 }, [x21]
ld1.8h { v30, v31, v0, v1 }, [x26]
ld1.8h { v16, v17, v18, v19 }, [x4]
ld1.8h { v30, v31, v0, v1 }, [x17], x28
ld1.8h { v30, v31, v0, v1 }, [x1], x7
ld1.8h { v29, v30, v31, v0 }, [x8], x21
ld1.8h { v12, v13, v14, v15 }, [x26], x22
ld1.16b { v6 }, [x28]
ld1.16b { v19 }, [x15]
ld1.16b { v9 }, [x2]
ld1.16b { v27 }, [x29]
ld1.16b { v5 }, [x8], x6
ld1.16b { v20 }, [x28], x1
ld1.16b { v3 }, [x21], x20
ld1.16b { v14 }, [x15], x3
ld1.1d { v27 }, [x4]
ld1.1d { v14 }, [x23]
ld1.1d { v30 }, [x8]
ld1.1d { v16 }, [x2]
ld1.1d { v27 }, [x10], #8
ld1.1d { v8 }, [x6], x14
ld1.1d { v27 }, [x2], x15
ld1.1d { v27 }, [x18], x3
ld1.2d { v27 }, [x0]
ld1.2d { v8 }, [x27]
ld1.2d { v20 }, [x12]
ld1.2d { v30 }, [x27]
ld1.2d { v25 }, [x9], x22
ld1.2d { v25 }, [x0], x16
ld1.2d { v13 }, [x1], x18
ld1.2d { v30 }, [x12], x16
ld1.2s { v10 }, [x29]
ld1.2s { v3 }, [x5]
ld1.2s { v20 }, [x27]
ld1.2s { v19 }, [x25]
ld1.2s { v1 }, [x29], x14
ld1.2s { v31 }, [x0], x24
ld1.2s { v24 }, [x11], x0
ld1.2s { v5 }, [x6], x24
ld1.4h { v26 }, [x16]
ld1.4h { v22 }, [x21]
ld1.4h { v26 }, [x25]
ld1.4h { v15 }, [x3]
ld1.4h { v17 }, [x18], x6
ld1.4h { v23 }, [sp], #8
ld1.4h { v28 }, [x27], x29
ld1.4h { v30 }, [x1], x5
ld1.4s { v26 }, [x13]
ld1.4s { v15 }, [x10]
ld1.4s { v0 }, [x16]
ld1.4s { v16 }, [x9]
ld1.4s { v27 }, [x26], x13
ld1.4s { v23 }, [x29], x26
ld1.4s { v25 }, [x28], x4
ld1.4s { v24 }, [x12], x20
ld1.8b { v24 }, [x29]
ld1.8b { v25 }, [x30]
ld1.8b { v10 }, [x8]
ld1.8b { v0 }, [x9]
ld1.8b { v1 }, [x0], x30
ld1.8b { v11 }, [x6], x10
ld1.8b { v18 }, [x24], x9
ld1.8b { v13 }, [x16], x26
ld1.8h { v25 }, [x26]
ld1.8h { v20 }, [sp]
ld1.8h { v1 }, [x8]
ld1.8h { v3 }, [x14]
ld1.8h { v27 }, [x25], x27
ld1.8h { v23 }, [x13], x0
ld1.8h { v27 }, [x14], x19
ld1.8h { v0 }, [x30], x1
ld1r.16b { v5 }, [x10]
ld1r.16b { v7 }, [x2]
ld1r.16b { v25 }, [x26]
ld1r.16b { v24 }, [x4]
ld1r.16b { v21 }, [x2], x29
ld1r.16b { v9 }, [x15], x26
ld1r.16b { v21 }, [x16], #1
ld1r.16b { v18 }, [x26], x4
ld1r.1d { v30 }, [x14]
ld1r.1d { v4 }, [x29]
ld1r.1d { v6 }, [x28]
ld1r.1d { v11 }, [x7]
ld1r.1d { v8 }, [x11], x21
ld1r.1d { v12 }, [x11], x28
ld1r.1d { v19 }, [x9], x19
ld1r.1d { v24 }, [x13], x23
ld1r.2d { v11 }, [x25]
ld1r.2d { v5 }, [x5]
ld1r.2d { v5 }, [x4]
ld1r.2d { v7 }, [x21]
ld1r.2d { v4 }, [x28], #8
ld1r.2d { v4 }, [x14], x26
ld1r.2d { v9 }, [x2], x28
ld1r.2d { v0 }, [x0], x25
ld1r.2s { v29 }, [x28]
ld1r.2s { v7 }, [x9]
ld1r.2s { v30 }, [x11]
ld1r.2s { v4 }, [x4]
ld1r.2s { v14 }, [x23], x27
ld1r.2s { v15 }, [x25], x25
ld1r.2s { v15 }, [x7], x6
ld1r.2s { v11 }, [x1], x22
ld1r.4h { v31 }, [x11]
ld1r.4h { v20 }, [x28]
ld1r.4h { v12 }, [x30]
ld1r.4h { v19 }, [x4]
ld1r.4h { v29 }, [x11], x6
ld1r.4h { v21 }, [x17], x24
ld1r.4h { v10 }, [x12], x29
ld1r.4h { v28 }, [x21], x14
ld1r.4s { v22 }, [x8]
ld1r.4s { v12 }, [x14]
ld1r.4s { v19 }, [x22]
ld1r.4s { v7 }, [x8]
ld1r.4s { v23 }, [x4], x24
ld1r.4s { v22 }, [x8], x1
ld1r.4s { v16 }, [x22], x13
ld1r.4s { v6 }, [x20], x17
ld1r.8b { v19 }, [x22]
ld1r.8b { v23 }, [x10]
ld1r.8b { v2 }, [x30]
ld1r.8b { v26 }, [x18]
ld1r.8b { v14 }, [x7], x23
ld1r.8b { v17 }, [x21], x13
ld1r.8b { v7 }, [x9], x15
ld1r.8b { v26 }, [x14], x8
ld1r.8h { v1 }, [x28]
ld1r.8h { v6 }, [x3]
ld1r.8h { v8 }, [x8]
ld1r.8h { v28 }, [x24]
ld1r.8h { v9 }, [x15], x15
ld1r.8h { v17 }, [x23], x10
ld1r.8h { v19 }, [x24], x9
ld1r.8h { v16 }, [x17], x24
ld1.16b { v0, v1, v2 }, [x0]
ld1.16b { v2, v3, v4 }, [x13]
ld1.16b { v28, v29, v30 }, [x4]
ld1.16b { v10, v11, v12 }, [x17]
ld1.16b { v20, v21, v22 }, [x19], x27
ld1.16b { v16, v17, v18 }, [x13], x10
ld1.16b { v8, v9, v10 }, [x20], x23
ld1.16b { v22, v23, v24 }, [sp], x7
ld1.1d { v7, v8, v9 }, [x7]
ld1.1d { v27, v28, v29 }, [x24]
ld1.1d { v10, v11, v12 }, [x20]
ld1.1d { v25, v26, v27 }, [x28]
ld1.1d { v15, v16, v17 }, [x4], x15
ld1.1d { v13, v14, v15 }, [x24], x19
ld1.1d { v19, v20, v21 }, [x19], x6
ld1.1d { v28, v29, v30 }, [x15], x21
ld1.2d { v12, v13, v14 }, [x23]
ld1.2d { v20, v21, v22 }, [x5]
ld1.2d { v3, v4, v5 }, [x8]
ld1.2d { v23, v24, v25 }, [x18]
ld1.2d { v3, v4, v5 }, [x29], x21
ld1.2d { v9, v10, v11 }, [x28], x22
ld1.2d { v22, v23, v24 }, [x22], x14
ld1.2d { v12, v13, v14 }, [x4], x5
ld1.2s { v11, v12, v13 }, [x5]
ld1.2s { v2, v3, v4 }, [x22]
ld1.2s { v21, v22, v23 }, [x5]
ld1.2s { v30, v31, v0 }, [x19]
ld1.2s { v26, v27, v28 }, [x7], x10
ld1.2s { v17, v18, v19 }, [x23], x18
ld1.2s { v17, v18, v19 }, [x21], x2
ld1.2s { v17, v18, v19 }, [x19], x13
ld1.4h { v7, v8, v9 }, [x22]
ld1.4h { v29, v30, v31 }, [x28]
ld1.4h { v31, v0, v1 }, [x19]
ld1.4h { v15, v16, v17 }, [x29]
ld1.4h { v18, v19, v20 }, [x6], #24
ld1.4h { v2, v3, v4 }, [x16], x6
ld1.4h { v29, v30, v31 }, [x28], x25
ld1.4h { v17, v18, v19 }, [x12], x28
ld1.4s { v5, v6, v7 }, [x9]
ld1.4s { v1, v2, v3 }, [x26]
ld1.4s { v30, v31, v0 }, [x27]
ld1.4s { v9, v10, v11 }, [x0]
ld1.4s { v26, v27, v28 }, [x7], x14
ld1.4s { v16, v17, v18 }, [x20], x2
ld1.4s { v5, v6, v7 }, [x21], x28
ld1.4s { v6, v7, v8 }, [x19], x29
ld1.8b { v27, v28, v29 }, [x10]
ld1.8b { v20, v21, v22 }, [x15]
ld1.8b { v9, v10, v11 }, [x15]
ld1.8b { v23, v24, v25 }, [x0]
ld1.8b { v16, v17, v18 }, [x28], x28
ld1.8b { v4, v5, v6 }, [x15], x24
ld1.8b { v16, v17, v18 }, [x17], x2
ld1.8b { v17, v18, v19 }, [x22], x27
ld1.8h { v21, v22, v23 }, [x10]
ld1.8h { v12, v13, v14 }, [x13]
ld1.8h { v29, v30, v31 }, [x0]
ld1.8h { v31, v0, v1 }, [x26]
ld1.8h { v16, v17, v18 }, [x14], x21
ld1.8h { v12, v13, v14 }, [x27], x12
ld1.8h { v29, v30, v31 }, [sp], x10
ld1.8h { v5, v6, v7 }, [x26], x20
ld1.16b { v22, v23 }, [x22]
ld1.16b { v15, v16 }, [x8]
ld1.16b { v16, v17 }, [x12]
ld1.16b { v22, v23 }, [x24]
ld1.16b { v23, v24 }, [x3], x9
ld1.16b { v17, v18 }, [x4], x16
ld1.16b { v13, v14 }, [x16], x8
ld1.16b { v5, v6 }, [x14], x22
ld1.1d { v21, v22 }, [x30]
ld1.1d { v3, v4 }, [x13]
ld1.1d { v0, v1 }, [x29]
ld1.1d { v11, v12 }, [x8]
ld1.1d { v9, v10 }, [x7], x26
ld1.1d { v15, v16 }, [x14], x12
ld1.1d { v4, v5 }, [x24], x23
ld1.1d { v7, v8 }, [x23], x20
ld1.2d { v14, v15 }, [x30]
ld1.2d { v12, v13 }, [x22]
ld1.2d { v2, v3 }, [x7]
ld1.2d { v2, v3 }, [x17]
ld1.2d { v17, v18 }, [x6], #32
ld1.2d { v23, v24 }, [x12], x5
ld1.2d { v14, v15 }, [x24], x0
ld1.2d { v5, v6 }, [x5], x20
ld1.2s { v7, v8 }, [x9]
ld1.2s { v23, v24 }, [x8]
ld1.2s { v21, v22 }, [x22]
ld1.2s { v6, v7 }, [x22]
ld1.2s { v23, v24 }, [x18], x14
ld1.2s { v17, v18 }, [x17], x25
ld1.2s { v3, v4 }, [x18], x7
ld1.2s { v13, v14 }, [x29], x14
ld1.4h { v16, v17 }, [x26]
ld1.4h { v1, v2 }, [x0]
ld1.4h { v19, v20 }, [x29]
ld1.4h { v21, v22 }, [x24]
ld1.4h { v28, v29 }, [x5], x2
ld1.4h { v16, v17 }, [x26], x11
ld1.4h { v27, v28 }, [x21], x30
ld1.4h { v10, v11 }, [x5], x14
ld1.4s { v22, v23 }, [x19]
ld1.4s { v2, v3 }, [x2]
ld1.4s { v13, v14 }, [x26]
ld1.4s { v25, v26 }, [x29]
ld1.4s { v23, v24 }, [x10], x20
ld1.4s { v4, v5 }, [x12], x12
ld1.4s { v13, v14 }, [x19], x16
ld1.4s { v26, v27 }, [x20], x1
ld1.8b { v19, v20 }, [x28]
ld1.8b { v21, v22 }, [x4]
ld1.8b { v12, v13 }, [x9]
ld1.8b { v3, v4 }, [x0]
ld1.8b { v6, v7 }, [x25], x9
ld1.8b { v30, v31 }, [x4], x2
ld1.8b { v26, v27 }, [x1], x23
ld1.8b { v1, v2 }, [x20], x7
ld1.8h { v21, v22 }, [x20]
ld1.8h { v9, v10 }, [sp]
ld1.8h { v31, v0 }, [x30]
ld1.8h { v14, v15 }, [x24]
ld1.8h { v22, v23 }, [x29], x12
ld1.8h { v9, v10 }, [x9], x29
ld1.8h { v25, v26 }, [x17], x27
ld1.8h { v8, v9 }, [x12], x14
ld1.b { v27 }[15], [x27]
ld1.b { v29 }[14], [x6]
ld1.b { v26 }[14], [x12]
ld1.b { v4 }[1], [x15]
ld1.b { v14 }[11], [x29], x7
ld1.b { v18 }[8], [x15], x4
ld1.b { v11 }[0], [x11], x7
ld1.b { v31 }[5], [x16], x2
ld1.d { v24 }[0], [x23]
ld1.d { v25 }[0], [x5]
ld1.d { v27 }[0], [x4]
ld1.d { v10 }[0], [x12]
ld1.d { v21 }[1], [x16], x1
ld1.d { v10 }[0], [x3], x0
ld1.d { v2 }[1], [x0], x13
ld1.d { v18 }[0], [x23], #8
ld1.h { v0 }[3], [x5]
ld1.h { v6 }[7], [x23]
ld1.h { v9 }[7], [x7]
ld1.h { v23 }[3], [x6]
ld1.h { v23 }[5], [x24], x19
ld1.h { v30 }[3], [x16], x25
ld1.h { v7 }[0], [x20], x5
ld1.h { v31 }[4], [x29], x12
ld1.s { v30 }[1], [x23]
ld1.s { v4 }[1], [x24]
ld1.s { v14 }[3], [x27]
ld1.s { v12 }[1], [x8]
ld1.s { v22 }[3], [x3], x19
ld1.s { v10 }[3], [x17], x2
ld1.s { v5 }[1], [x20], #4
ld1.s { v23 }[1], [x2], x13
ld2r.16b { v14, v15 }, [x13]
ld2r.16b { v18, v19 }, [x15]
ld2r.16b { v19, v20 }, [x24]
ld2r.16b { v16, v17 }, [x3]
ld2r.16b { v15, v16 }, [x19], x3
ld2r.16b { v10, v11 }, [x7], x18
ld2r.16b { v25, v26 }, [x29], x7
ld2r.16b { v5, v6 }, [x16], x6
ld2r.1d { v10, v11 }, [x28]
ld2r.1d { v1, v2 }, [x25]
ld2r.1d { v19, v20 }, [x2]
ld2r.1d { v19, v20 }, [x3]
ld2r.1d { v11, v12 }, [x0], x26
ld2r.1d { v21, v22 }, [x5], x16
ld2r.1d { v10, v11 }, [x6], x17
ld2r.1d { v0, v1 }, [x13], x8
ld2r.2d { v13, v14 }, [x3]
ld2r.2d { v20, v21 }, [x21]
ld2r.2d { v4, v5 }, [x11]
ld2r.2d { v11, v12 }, [x21]
ld2r.2d { v21, v22 }, [x9], x5
ld2r.2d { v1, v2 }, [x8], x12
ld2r.2d { v2, v3 }, [x2], x24
ld2r.2d { v1, v2 }, [x29], x4
ld2r.2s { v9, v10 }, [x3]
ld2r.2s { v29, v30 }, [x30]
ld2r.2s { v17, v18 }, [x20]
ld2r.2s { v8, v9 }, [x16]
ld2r.2s { v14, v15 }, [x14], x19
ld2r.2s { v8, v9 }, [x28], x9
ld2r.2s { v18, v19 }, [x22], x30
ld2r.2s { v29, v30 }, [x8], x17
ld2r.4h { v16, v17 }, [x16]
ld2r.4h { v18, v19 }, [x17]
ld2r.4h { v0, v1 }, [x8]
ld2r.4h { v0, v1 }, [x14]
ld2r.4h { v15, v16 }, [x21], x5
ld2r.4h { v23, v24 }, [x0], x15
ld2r.4h { v2, v3 }, [x20], x29
ld2r.4h { v5, v6 }, [x8], x9
ld2r.4s { v10, v11 }, [x0]
ld2r.4s { v8, v9 }, [x6]
ld2r.4s { v17, v18 }, [x0]
ld2r.4s { v16, v17 }, [x27]
ld2r.4s { v15, v16 }, [x26], x12
ld2r.4s { v4, v5 }, [x9], x15
ld2r.4s { v9, v10 }, [x3], x29
ld2r.4s { v2, v3 }, [x4], x6
ld2r.8b { v17, v18 }, [x18]
ld2r.8b { v10, v11 }, [x8]
ld2r.8b { v20, v21 }, [x0]
ld2r.8b { v7, v8 }, [x15]
ld2r.8b { v5, v6 }, [x17], x25
ld2r.8b { v18, v19 }, [x11], x12
ld2r.8b { v16, v17 }, [x17], x22
ld2r.8b { v21, v22 }, [x7], x29
ld2r.8h { v13, v14 }, [x12]
ld2r.8h { v4, v5 }, [x15]
ld2r.8h { v30, v31 }, [x11]
ld2r.8h { v18, v19 }, [x4]
ld2r.8h { v6, v7 }, [x9], x3
ld2r.8h { v27, v28 }, [x13], x27
ld2r.8h { v28, v29 }, [x17], x20
ld2r.8h { v22, v23 }, [x11], x6
ld2.b { v16, v17 }[10], [x3]
ld2.b { v31, v0 }[14], [x16]
ld2.b { v17, v18 }[14], [x30]
ld2.b { v18, v19 }[14], [x25]
ld2.b { v12, v13 }[7], [x13], x25
ld2.b { v25, v26 }[7], [x0], x28
ld2.b { v9, v10 }[3], [x20], x25
ld2.b { v9, v10 }[8], [x0], x9
ld2.d { v16, v17 }[1], [x9]
ld2.d { v4, v5 }[1], [x0]
ld2.d { v27, v28 }[0], [sp]
ld2.d { v31, v0 }[0], [x4]
ld2.d { v29, v30 }[1], [x9], x11
ld2.d { v6, v7 }[0], [x28], x9
ld2.d { v2, v3 }[1], [x2], x23
ld2.d { v14, v15 }[1], [x0], x2
ld2.h { v10, v11 }[3], [x3]
ld2.h { v2, v3 }[0], [x2]
ld2.h { v17, v18 }[3], [x3]
ld2.h { v6, v7 }[1], [sp]
ld2.h { v10, v11 }[0], [x18], x17
ld2.h { v14, v15 }[5], [x2], x23
ld2.h { v11, v12 }[0], [x7], x4
ld2.h { v0, v1 }[1], [x14], x7
ld2.s { v27, v28 }[1], [x0]
ld2.s { v24, v25 }[2], [x5]
ld2.s { v24, v25 }[3], [x13]
ld2.s { v24, v25 }[1], [x21]
ld2.s { v23, v24 }[3], [x10], x2
ld2.s { v5, v6 }[3], [x8], x14
ld2.s { v3, v4 }[0], [x28], x26
ld2.s { v27, v28 }[0], [x30], x2
ld2.16b { v31, v0 }, [x17]
ld2.16b { v1, v2 }, [x24]
ld2.16b { v7, v8 }, [x24]
ld2.16b { v7, v8 }, [x30]
ld2.16b { v23, v24 }, [x27], x25
ld2.16b { v26, v27 }, [x2], x30
ld2.16b { v22, v23 }, [x28], x5
ld2.16b { v9, v10 }, [x15], x22
ld2.2d { v10, v11 }, [x4]
ld2.2d { v5, v6 }, [x23]
ld2.2d { v18, v19 }, [x3]
ld2.2d { v19, v20 }, [x8]
ld2.2d { v19, v20 }, [x20], x6
ld2.2d { v29, v30 }, [x12], x29
ld2.2d { v9, v10 }, [x23], x1
ld2.2d { v7, v8 }, [x7], x0
ld2.2s { v0, v1 }, [x8]
ld2.2s { v25, v26 }, [x6]
ld2.2s { v29, v30 }, [x17]
ld2.2s { v21, v22 }, [x9]
ld2.2s { v20, v21 }, [x22], x29
ld2.2s { v27, v28 }, [x6], x3
ld2.2s { v20, v21 }, [x5], x20
ld2.2s { v9, v10 }, [x10], x12
ld2.4h { v5, v6 }, [x13]
ld2.4h { v4, v5 }, [x17]
ld2.4h { v27, v28 }, [x27]
ld2.4h { v26, v27 }, [x5]
ld2.4h { v30, v31 }, [x3], x1
ld2.4h { v18, v19 }, [x5], x2
ld2.4h { v9, v10 }, [x0], x14
ld2.4h { v4, v5 }, [x6], x3
ld2.4s { v14, v15 }, [x4]
ld2.4s { v11, v12 }, [x25]
ld2.4s { v27, v28 }, [x2]
ld2.4s { v3, v4 }, [x7]
ld2.4s { v28, v29 }, [sp], x24
ld2.4s { v1, v2 }, [x1], x22
ld2.4s { v3, v4 }, [x20], x17
ld2.4s { v7, v8 }, [x1], x8
ld2.8b { v25, v26 }, [x26]
ld2.8b { v3, v4 }, [sp]
ld2.8b { v31, v0 }, [x1]
ld2.8b { v20, v21 }, [x3]
ld2.8b { v27, v28 }, [x22], x26
ld2.8b { v12, v13 }, [x6], x28
ld2.8b { v8, v9 }, [x12], x19
ld2.8b { v14, v15 }, [x9], x11
ld2.8h { v8, v9 }, [x29]
ld2.8h { v19, v20 }, [x7]
ld2.8h { v30, v31 }, [x0]
ld2.8h { v23, v24 }, [x15]
ld2.8h { v24, v25 }, [x25], x21
ld2.8h { v25, v26 }, [sp], x23
ld2.8h { v9, v10 }, [x6], x7
ld2.8h { v4, v5 }, [x28], x14
ld3r.16b { v12, v13, v14 }, [x28]
ld3r.16b { v15, v16, v17 }, [x18]
ld3r.16b { v0, v1, v2 }, [x4]
ld3r.16b { v14, v15, v16 }, [x7]
ld3r.16b { v6, v7, v8 }, [x0], x23
ld3r.16b { v10, v11, v12 }, [x21], x21
ld3r.16b { v7, v8, v9 }, [x26], x25
ld3r.16b { v0, v1, v2 }, [x19], x2
ld3r.1d { v19, v20, v21 }, [x19]
ld3r.1d { v23, v24, v25 }, [sp]
ld3r.1d { v13, v14, v15 }, [sp]
ld3r.1d { v15, v16, v17 }, [x30]
ld3r.1d { v17, v18, v19 }, [x17], x27
ld3r.1d { v10, v11, v12 }, [x6], x12
ld3r.1d { v6, v7, v8 }, [x12], x5
ld3r.1d { v14, v15, v16 }, [x3], x27
ld3r.2d { v18, v19, v20 }, [x26]
ld3r.2d { v11, v12, v13 }, [x8]
ld3r.2d { v27, v28, v29 }, [x0]
ld3r.2d { v27, v28, v29 }, [x9]
ld3r.2d { v2, v3, v4 }, [x14], x1
ld3r.2d { v0, v1, v2 }, [x15], x27
ld3r.2d { v26, v27, v28 }, [x29], x3
ld3r.2d { v23, v24, v25 }, [x10], x14
ld3r.2s { v21, v22, v23 }, [x4]
ld3r.2s { v18, v19, v20 }, [x9]
ld3r.2s { v7, v8, v9 }, [x5]
ld3r.2s { v26, v27, v28 }, [x20]
ld3r.2s { v21, v22, v23 }, [x5], x2
ld3r.2s { v21, v22, v23 }, [x5], x23
ld3r.2s { v29, v30, v31 }, [x2], x4
ld3r.2s { v25, v26, v27 }, [x20], x5
ld3r.4h { v12, v13, v14 }, [x24]
ld3r.4h { v13, v14, v15 }, [x5]
ld3r.4h { v24, v25, v26 }, [x9]
ld3r.4h { v0, v1, v2 }, [x29]
ld3r.4h { v21, v22, v23 }, [x21], x30
ld3r.4h { v5, v6, v7 }, [x23], x0
ld3r.4h { v15, v16, v17 }, [x20], x25
ld3r.4h { v10, v11, v12 }, [x24], x10
ld3r.4s { v11, v12, v13 }, [x28]
ld3r.4s { v14, v15, v16 }, [x7]
ld3r.4s { v24, v25, v26 }, [x29]
ld3r.4s { v13, v14, v15 }, [x29]
ld3r.4s { v17, v18, v19 }, [x2], x7
ld3r.4s { v9, v10, v11 }, [x17], #12
ld3r.4s { v26, v27, v28 }, [x5], x8
ld3r.4s { v15, v16, v17 }, [x5], x25
ld3r.8b { v27, v28, v29 }, [x29]
ld3r.8b { v10, v11, v12 }, [x2]
ld3r.8b { v4, v5, v6 }, [x18]
ld3r.8b { v13, v14, v15 }, [x25]
ld3r.8b { v21, v22, v23 }, [x25], x8
ld3r.8b { v24, v25, v26 }, [x15], x27
ld3r.8b { v15, v16, v17 }, [sp], x23
ld3r.8b { v23, v24, v25 }, [sp], x4
ld3r.8h { v19, v20, v21 }, [sp]
ld3r.8h { v6, v7, v8 }, [x25]
ld3r.8h { v29, v30, v31 }, [x27]
ld3r.8h { v25, v26, v27 }, [x22]
ld3r.8h { v5, v6, v7 }, [x13], x11
ld3r.8h { v28, v29, v30 }, [x27], x15
ld3r.8h { v0, v1, v2 }, [x6], x10
ld3r.8h { v18, v19, v20 }, [x13], x30
ld3.b { v19, v20, v21 }[6], [x28]
ld3.b { v7, v8, v9 }[13], [x28]
ld3.b { v25, v26, v27 }[15], [x17]
ld3.b { v1, v2, v3 }[13], [x24]
ld3.b { v19, v20, v21 }[0], [x8], x19
ld3.b { v26, v27, v28 }[9], [x19], x21
ld3.b { v17, v18, v19 }[0], [x4], x16
ld3.b { v0, v1, v2 }[1], [x1], x4
ld3.d { v28, v29, v30 }[0], [x7]
ld3.d { v19, v20, v21 }[0], [x5]
ld3.d { v30, v31, v0 }[1], [x2]
ld3.d { v3, v4, v5 }[0], [x23]
ld3.d { v24, v25, v26 }[0], [x22], x28
ld3.d { v11, v12, v13 }[0], [x16], x21
ld3.d { v21, v22, v23 }[0], [x18], x22
ld3.d { v2, v3, v4 }[0], [x3], #24
ld3.h { v19, v20, v21 }[0], [x22]
ld3.h { v8, v9, v10 }[6], [x20]
ld3.h { v4, v5, v6 }[0], [x30]
ld3.h { v13, v14, v15 }[7], [x29]
ld3.h { v1, v2, v3 }[1], [x0], x27
ld3.h { v16, v17, v18 }[7], [x0], x27
ld3.h { v31, v0, v1 }[5], [x14], x5
ld3.h { v29, v30, v31 }[2], [x6], x30
ld3.s { v29, v30, v31 }[1], [x19]
ld3.s { v10, v11, v12 }[0], [x25]
ld3.s { v23, v24, v25 }[1], [x24]
ld3.s { v19, v20, v21 }[0], [x26]
ld3.s { v9, v10, v11 }[3], [x7], x19
ld3.s { v28, v29, v30 }[1], [x26], x8
ld3.s { v8, v9, v10 }[3], [x21], x20
ld3.s { v11, v12, v13 }[1], [x1], x14
ld3.16b { v20, v21, v22 }, [x13]
ld3.16b { v23, v24, v25 }, [x14]
ld3.16b { v30, v31, v0 }, [x19]
ld3.16b { v13, v14, v15 }, [x10]
ld3.16b { v4, v5, v6 }, [x10], x1
ld3.16b { v1, v2, v3 }, [x23], x0
ld3.16b { v28, v29, v30 }, [x11], x6
ld3.16b { v18, v19, v20 }, [x0], x12
ld3.2d { v11, v12, v13 }, [x0]
ld3.2d { v14, v15, v16 }, [x21]
ld3.2d { v18, v19, v20 }, [x20]
ld3.2d { v24, v25, v26 }, [sp]
ld3.2d { v2, v3, v4 }, [x2], x22
ld3.2d { v31, v0, v1 }, [x12], x27
ld3.2d { v24, v25, v26 }, [x12], x8
ld3.2d { v4, v5, v6 }, [x16], x0
ld3.2s { v4, v5, v6 }, [x15]
ld3.2s { v12, v13, v14 }, [x26]
ld3.2s { v17, v18, v19 }, [x10]
ld3.2s { v11, v12, v13 }, [x20]
ld3.2s { v5, v6, v7 }, [x18], x14
ld3.2s { v3, v4, v5 }, [x5], x8
ld3.2s { v8, v9, v10 }, [x22], x23
ld3.2s { v12, v13, v14 }, [x1], x15
ld3.4h { v0, v1, v2 }, [x30]
ld3.4h { v23, v24, v25 }, [x23]
ld3.4h { v2, v3, v4 }, [x5]
ld3.4h { v29, v30, v31 }, [x20]
ld3.4h { v29, v30, v31 }, [x27], #24
ld3.4h { v16, v17, v18 }, [x13], x7
ld3.4h { v28, v29, v30 }, [x16], x15
ld3.4h { v1, v2, v3 }, [x30], x19
ld3.4s { v5, v6, v7 }, [x28]
ld3.4s { v3, v4, v5 }, [x26]
ld3.4s { v18, v19, v20 }, [x27]
ld3.4s { v24, v25, v26 }, [x7]
ld3.4s { v0, v1, v2 }, [x24], #48
ld3.4s { v26, v27, v28 }, [x18], x15
ld3.4s { v13, v14, v15 }, [x11], x29
ld3.4s { v21, v22, v23 }, [x20], x17
ld3.8b { v17, v18, v19 }, [x1]
ld3.8b { v0, v1, v2 }, [x25]
ld3.8b { v1, v2, v3 }, [x17]
ld3.8b { v26, v27, v28 }, [x24]
ld3.8b { v22, v23, v24 }, [x21], x23
ld3.8b { v14, v15, v16 }, [x5], x26
ld3.8b { v20, v21, v22 }, [x19], x30
ld3.8b { v13, v14, v15 }, [x16], x16
ld3.8h { v14, v15, v16 }, [x19]
ld3.8h { v5, v6, v7 }, [x7]
ld3.8h { v8, v9, v10 }, [x24]
ld3.8h { v24, v25, v26 }, [x21]
ld3.8h { v15, v16, v17 }, [x20], x19
ld3.8h { v23, v24, v25 }, [x21], x8
ld3.8h { v24, v25, v26 }, [x3], x10
ld3.8h { v28, v29, v30 }, [x17], x16
ld4r.16b { v27, v28, v29, v30 }, [x8]
ld4r.16b { v10, v11, v12, v13 }, [x6]
ld4r.16b { v28, v29, v30, v31 }, [x11]
ld4r.16b { v26, v27, v28, v29 }, [x21]
ld4r.16b { v9, v10, v11, v12 }, [x0], x3
ld4r.16b { v20, v21, v22, v23 }, [x13], #4
ld4r.16b { v10, v11, v12, v13 }, [x15], x16
ld4r.16b { v19, v20, v21, v22 }, [x10], x15
ld4r.1d { v5, v6, v7, v8 }, [x27]
ld4r.1d { v25, v26, v27, v28 }, [x27]
ld4r.1d { v15, v16, v17, v18 }, [x26]
ld4r.1d { v4, v5, v6, v7 }, [x20]
ld4r.1d { v4, v5, v6, v7 }, [x3], x15
ld4r.1d { v28, v29, v30, v31 }, [x11], x15
ld4r.1d { v30, v31, v0, v1 }, [x12], x29
ld4r.1d { v21, v22, v23, v24 }, [x12], x3
ld4r.2d { v3, v4, v5, v6 }, [x10]
ld4r.2d { v12, v13, v14, v15 }, [x23]
ld4r.2d { v31, v0, v1, v2 }, [x21]
ld4r.2d { v26, v27, v28, v29 }, [x25]
ld4r.2d { v13, v14, v15, v16 }, [x4], x26
ld4r.2d { v20, v21, v22, v23 }, [x6], x17
ld4r.2d { v31, v0, v1, v2 }, [x28], x0
ld4r.2d { v6, v7, v8, v9 }, [x15], x23
ld4r.2s { v17, v18, v19, v20 }, [x20]
ld4r.2s { v1, v2, v3, v4 }, [x8]
ld4r.2s { v13, v14, v15, v16 }, [x4]
ld4r.2s { v2, v3, v4, v5 }, [x12]
ld4r.2s { v25, v26, v27, v28 }, [x15], x17
ld4r.2s { v27, v28, v29, v30 }, [x29], x26
ld4r.2s { v17, v18, v19, v20 }, [x10], x4
ld4r.2s { v10, v11, v12, v13 }, [x5], x15
ld4r.4h { v3, v4, v5, v6 }, [x29]
ld4r.4h { v19, v20, v21, v22 }, [x16]
ld4r.4h { v10, v11, v12, v13 }, [x5]
ld4r.4h { v18, v19, v20, v21 }, [x4]
ld4r.4h { v0, v1, v2, v3 }, [x6], x18
ld4r.4h { v9, v10, v11, v12 }, [x10], x10
ld4r.4h { v31, v0, v1, v2 }, [x9], x19
ld4r.4h { v13, v14, v15, v16 }, [x15], x17
ld4r.4s { v30, v31, v0, v1 }, [x30]
ld4r.4s { v9, v10, v11, v12 }, [x5]
ld4r.4s { v18, v19, v20, v21 }, [x20]
ld4r.4s { v25, v26, v27, v28 }, [x10]
ld4r.4s { v14, v15, v16, v17 }, [x7], #16
ld4r.4s { v11, v12, v13, v14 }, [x7], x0
ld4r.4s { v23, v24, v25, v26 }, [x18], x17
ld4r.4s { v24, v25, v26, v27 }, [x29], x27
ld4r.8b { v23, v24, v25, v26 }, [x0]
ld4r.8b { v31, v0, v1, v2 }, [x27]
ld4r.8b { v16, v17, v18, v19 }, [x13]
ld4r.8b { v24, v25, v26, v27 }, [x30]
ld4r.8b { v2, v3, v4, v5 }, [x13], x6
ld4r.8b { v22, v23, v24, v25 }, [x2], x24
ld4r.8b { v24, v25, v26, v27 }, [x28], x22
ld4r.8b { v12, v13, v14, v15 }, [x26], x13
ld4r.8h { v29, v30, v31, v0 }, [x19]
ld4r.8h { v28, v29, v30, v31 }, [x12]
ld4r.8h { v7, v8, v9, v10 }, [x26]
ld4r.8h { v13, v14, v15, v16 }, [x27]
ld4r.8h { v9, v10, v11, v12 }, [x28], x23
ld4r.8h { v31, v0, v1, v2 }, [x11], x22
ld4r.8h { v24, v25, v26, v27 }, [x7], x0
ld4r.8h { v13, v14, v15, v16 }, [x10], x17
ld4.b { v20, v21, v22, v23 }[0], [x28]
ld4.b { v4, v5, v6, v7 }[15], [x26]
ld4.b { v30, v31, v0, v1 }[13], [x10]
ld4.b { v0, v1, v2, v3 }[13], [x25]
ld4.b { v10, v11, v12, v13 }[0], [x8], x14
ld4.b { v25, v26, v27, v28 }[6], [x1], x22
ld4.b { v23, v24, v25, v26 }[15], [x13], x14
ld4.b { v5, v6, v7, v8 }[5], [x17], x6
ld4.d { v30, v31, v0, v1 }[1], [x1]
ld4.d { v22, v23, v24, v25 }[1], [x5]
ld4.d { v2, v3, v4, v5 }[1], [x24]
ld4.d { v12, v13, v14, v15 }[0], [x18]
ld4.d { v25, v26, v27, v28 }[1], [x18], x30
ld4.d { v1, v2, v3, v4 }[0], [x27], x1
ld4.d { v19, v20, v21, v22 }[1], [x15], x18
ld4.d { v31, v0, v1, v2 }[0], [x14], x19
ld4.h { v30, v31, v0, v1 }[7], [x20]
ld4.h { v13, v14, v15, v16 }[5], [x13]
ld4.h { v30, v31, v0, v1 }[4], [x22]
ld4.h { v22, v23, v24, v25 }[5], [x15]
ld4.h { v18, v19, v20, v21 }[7], [x4], x15
ld4.h { v22, v23, v24, v25 }[0], [x20], x4
ld4.h { v2, v3, v4, v5 }[2], [x14], x2
ld4.h { v4, v5, v6, v7 }[7], [x11], x25
ld4.s { v23, v24, v25, v26 }[2], [x20]
ld4.s { v8, v9, v10, v11 }[2], [x5]
ld4.s { v0, v1, v2, v3 }[2], [x1]
ld4.s { v17, v18, v19, v20 }[0], [x11]
ld4.s { v31, v0, v1, v2 }[0], [x21], x4
ld4.s { v6, v7, v8, v9 }[1], [x1], x4
ld4.s { v13, v14, v15, v16 }[1], [x4], x7
ld4.s { v9, v10, v11, v12 }[1], [x26], x11
ld4.16b { v31, v0, v1, v2 }, [x19]
ld4.16b { v27, v28, v29, v30 }, [x19]
ld4.16b { v8, v9, v10, v11 }, [x4]
ld4.16b { v15, v16, v17, v18 }, [x18]
ld4.16b { v2, v3, v4, v5 }, [x6], x25
ld4.16b { v8, v9, v10, v11 }, [x24], x15
ld4.16b { v3, v4, v5, v6 }, [x22], x29
ld4.16b { v16, v17, v18, v19 }, [x29], #64
ld4.2d { v31, v0, v1, v2 }, [x11]
ld4.2d { v30, v31, v0, v1 }, [x6]
ld4.2d { v20, v21, v22, v23 }, [x23]
ld4.2d { v27, v28, v29, v30 }, [x30]
ld4.2d { v11, v12, v13, v14 }, [x22], x26
ld4.2d { v17, v18, v19, v20 }, [x19], x10
ld4.2d { v17, v18, v19, v20 }, [x26], x25
ld4.2d { v20, v21, v22, v23 }, [x11], x3
ld4.2s { v15, v16, v17, v18 }, [x4]
ld4.2s { v11, v12, v13, v14 }, [x16]
ld4.2s { v20, v21, v22, v23 }, [x0]
ld4.2s { v8, v9, v10, v11 }, [x20]
ld4.2s { v17, v18, v19, v20 }, [x5], x27
ld4.2s { v11, v12, v13, v14 }, [x13], x19
ld4.2s { v13, v14, v15, v16 }, [x13], x22
ld4.2s { v0, v1, v2, v3 }, [x3], x28
ld4.4h { v31, v0, v1, v2 }, [x19]
ld4.4h { v22, v23, v24, v25 }, [x19]
ld4.4h { v20, v21, v22, v23 }, [x1]
ld4.4h { v25, v26, v27, v28 }, [x15]
ld4.4h { v29, v30, v31, v0 }, [x22], x18
ld4.4h { v19, v20, v21, v22 }, [x25], x17
ld4.4h { v6, v7, v8, v9 }, [x22], x27
ld4.4h { v14, v15, v16, v17 }, [x8], x21
ld4.4s { v6, v7, v8, v9 }, [x3]
ld4.4s { v30, v31, v0, v1 }, [x6]
ld4.4s { v24, v25, v26, v27 }, [x24]
ld4.4s { v22, v23, v24, v25 }, [x29]
ld4.4s { v28, v29, v30, v31 }, [x19], x29
ld4.4s { v1, v2, v3, v4 }, [x16], x30
ld4.4s { v22, v23, v24, v25 }, [x21], #64
ld4.4s { v23, v24, v25, v26 }, [x28], x16
ld4.8b { v18, v19, v20, v21 }, [x4]
ld4.8b { v5, v6, v7, v8 }, [x2]
ld4.8b { v23, v24, v25, v26 }, [x14]
ld4.8b { v27, v28, v29, v30 }, [x12]
ld4.8b { v4, v5, v6, v7 }, [x25], x17
ld4.8b { v13, v14, v15, v16 }, [x21], x9
ld4.8b { v26, v27, v28, v29 }, [x23], x26
ld4.8b { v13, v14, v15, v16 }, [x2], x30
ld4.8h { v15, v16, v17, v18 }, [x0]
ld4.8h { v11, v12, v13, v14 }, [x10]
ld4.8h { v3, v4, v5, v6 }, [sp]
ld4.8h { v27, v28, v29, v30 }, [x16]
ld4.8h { v31, v0, v1, v2 }, [x12], x8
ld4.8h { v7, v8, v9, v10 }, [x12], x3
ld4.8h { v18, v19, v20, v21 }, [x20], x9
ld4.8h { v29, v30, v31, v0 }, [x17], x2
mla.2s v2, v6, v19[3]
mla.2s v4, v16, v25[0]
mla.2s v4, v9, v4[2]
mla.2s v29, v26, v28[3]
mla.4h v2, v5, v0[0]
mla.4h v1, v7, v13[3]
mla.4h v13, v2, v6[5]
mla.4h v20, v2, v15[2]
mla.4s v28, v12, v0[1]
mla.4s v28, v16, v19[3]
mla.4s v9, v22, v31[0]
mla.4s v10, v8, v23[1]
mla.8h v13, v6, v10[0]
mla.8h v14, v29, v1[2]
mla.8h v29, v6, v14[7]
mla.8h v23, v18, v9[2]
mla.16b v7, v1, v29
mla.16b v4, v25, v10
mla.16b v1, v4, v2
mla.16b v17, v2, v24
mla.2s v27, v8, v5
mla.2s v31, v16, v5
mla.2s v30, v27, v11
mla.2s v14, v13, v16
mla.4h v22, v27, v13
mla.4h v20, v1, v19
mla.4h v9, v13, v14
mla.4h v1, v23, v18
mla.4s v25, v13, v4
mla.4s v5, v16, v12
mla.4s v28, v3, v26
mla.4s v3, v22, v7
mla.8b v22, v19, v25
mla.8b v30, v13, v7
mla.8b v20, v8, v2
mla.8b v25, v28, v3
mla.8h v13, v2, v21
mla.8h v17, v0, v8
mla.8h v21, v19, v12
mla.8h v9, v15, v20
mls.2s v10, v27, v31[0]
mls.2s v31, v2, v27[1]
mls.2s v21, v5, v23[0]
mls.2s v16, v27, v22[0]
mls.4h v14, v23, v10[0]
mls.4h v8, v16, v10[0]
mls.4h v30, v13, v15[0]
mls.4h v30, v7, v2[1]
mls.4s v6, v28, v10[0]
mls.4s v26, v23, v31[1]
mls.4s v31, v12, v18[1]
mls.4s v27, v30, v25[1]
mls.8h v18, v28, v2[5]
mls.8h v17, v10, v0[2]
mls.8h v27, v1, v3[0]
mls.8h v1, v13, v13[0]
mls.16b v23, v20, v10
mls.16b v18, v2, v14
mls.16b v21, v2, v0
mls.16b v8, v11, v25
mls.2s v7, v24, v24
mls.2s v31, v5, v28
mls.2s v28, v17, v27
mls.2s v15, v22, v12
mls.4h v16, v9, v27
mls.4h v25, v23, v25
mls.4h v28, v29, v6
mls.4h v27, v18, v31
mls.4s v21, v23, v9
mls.4s v9, v15, v7
mls.4s v12, v0, v14
mls.4s v5, v27, v0
mls.8b v10, v9, v2
mls.8b v3, v5, v13
mls.8b v6, v30, v26
mls.8b v16, v5, v27
mls.8h v11, v30, v21
mls.8h v16, v23, v26
mls.8h v15, v27, v24
mls.8h v30, v19, v26
movi.16b v2, #184
movi.16b v25, #255
movi.16b v8, #157
movi.16b v3, #15
movi.2d v9, #0xffff00ffff00ffff
movi.2d v28, #0000000000000000
movi.2d v1, #0xffffffffff00ffff
movi.2d v1, #0000000000000000
movi.2s v5, #0, lsl #16
movi.2s v9, #184, lsl #16
movi.2s v3, #207, lsl #8
movi.2s v4, #232
movi.2s v9, #135, msl #8
movi.2s v3, #40, msl #8
movi.2s v29, #247, msl #16
movi.2s v7, #198, msl #16
movi.4h v28, #0
movi.4h v28, #42
movi.4h v6, #252, lsl #8
movi.4h v17, #164, lsl #8
movi.4s v12, #5
movi.4s v17, #0, lsl #16
movi.4s v10, #12, lsl #16
movi.4s v28, #43, lsl #24
movi.4s v11, #0, msl #8
movi.4s v8, #20, msl #8
movi.4s v9, #89, msl #16
movi.4s v15, #44, msl #16
movi.8b v3, #141
movi.8b v27, #0
movi.8b v2, #128
movi.8b v22, #0
movi.8h v23, #0
movi.8h v16, #239
movi.8h v31, #137
movi.8h v20, #149
mul.2s v16, v22, v9[1]
mul.2s v16, v2, v27[0]
mul.2s v13, v8, v1[0]
mul.2s v16, v0, v7[3]
mul.4h v15, v30, v13[3]
mul.4h v11, v2, v3[1]
mul.4h v19, v11, v8[0]
mul.4h v11, v5, v3[0]
mul.4s v22, v21, v31[2]
mul.4s v13, v24, v20[3]
mul.4s v6, v25, v2[3]
mul.4s v11, v12, v5[2]
mul.8h v12, v11, v14[4]
mul.8h v11, v24, v0[3]
mul.8h v24, v15, v4[0]
mul.8h v24, v7, v4[6]
mul.16b v22, v16, v16
mul.16b v29, v20, v4
mul.16b v17, v11, v22
mul.16b v10, v9, v0
mul.2s v2, v18, v21
mul.2s v1, v0, v14
mul.2s v30, v1, v25
mul.2s v29, v12, v6
mul.4h v24, v5, v19
mul.4h v30, v13, v23
mul.4h v24, v8, v4
mul.4h v5, v23, v19
mul.4s v3, v31, v16
mul.4s v17, v23, v21
mul.4s v11, v3, v12
mul.4s v3, v28, v10
mul.8b v16, v1, v29
mul.8b v10, v31, v1
mul.8b v1, v22, v9
mul.8b v1, v25, v16
mul.8h v28, v15, v5
mul.8h v23, v16, v5
mul.8h v20, v1, v16
mul.8h v3, v11, v6
mvni.2s v4, #164
mvni.2s v0, #253, lsl #8
mvni.2s v0, #184, lsl #8
mvni.2s v19, #69, lsl #16
mvni.2s v29, #209, msl #8
mvni.2s v4, #140, msl #16
mvni.2s v12, #255, msl #16
mvni.2s v9, #3, msl #16
mvni.4h v11, #200
mvni.4h v30, #170, lsl #8
mvni.4h v30, #204
mvni.4h v1, #227
mvni.4s v2, #0, lsl #24
mvni.4s v17, #255
mvni.4s v30, #255, lsl #16
mvni.4s v0, #46, lsl #16
mvni.4s v31, #0, msl #16
mvni.4s v6, #118, msl #8
mvni.4s v17, #102, msl #16
mvni.4s v20, #0, msl #8
mvni.8h v23, #0
mvni.8h v14, #0
mvni.8h v31, #22
mvni.8h v12, #1
neg.16b v22, v6
neg.16b v24, v17
neg.16b v9, v25
neg.16b v16, v31
neg.2d v6, v4
neg.2d v11, v30
neg.2d v21, v17
neg.2d v22, v25
neg.2s v2, v20
neg.2s v16, v15
neg.2s v3, v25
neg.2s v3, v28
neg.4h v23, v2
neg.4h v24, v16
neg.4h v10, v4
neg.4h v19, v5
neg.4s v28, v3
neg.4s v3, v18
neg.4s v30, v0
neg.4s v18, v28
neg.8b v11, v22
neg.8b v5, v27
neg.8b v7, v20
neg.8b v9, v24
neg.8h v23, v14
neg.8h v17, v21
neg.8h v10, v23
neg.8h v9, v12
mvn.16b v2, v6
mvn.16b v5, v23
mvn.16b v10, v17
mvn.16b v31, v27
mvn.8b v9, v28
mvn.8b v14, v9
mvn.8b v24, v6
mvn.8b v2, v6
orn.16b v22, v5, v0
orn.16b v1, v8, v26
orn.16b v9, v31, v14
orn.16b v14, v19, v29
orn.8b v9, v24, v28
orn.8b v9, v25, v10
orn.8b v10, v16, v20
orn.8b v13, v23, v8
orr.2s v16, #0, lsl #16
orr.2s v29, #66, lsl #16
orr.2s v14, #0, lsl #24
orr.2s v21, #190, lsl #24
orr.4h v20, #116, lsl #8
orr.4h v6, #1
orr.4h v0, #0, lsl #8
orr.4h v0, #70, lsl #8
orr.4s v8, #45, lsl #8
orr.4s v26, #191
orr.4s v30, #0, lsl #8
orr.4s v3, #79, lsl #16
orr.8h v8, #217
orr.8h v6, #142
orr.8h v23, #0
orr.8h v26, #1
orr.16b v7, v6, v17
orr.16b v19, v11, v22
mov.16b v9, v21
mov.16b v30, v8
orr.8b v6, v13, v20
mov.8b v18, v18
mov.8b v20, v30
orr.8b v21, v5, v14
pmull.8h v11, v18, v3
pmull.8h v27, v20, v30
pmull.8h v29, v28, v25
pmull.8h v3, v16, v21
pmull2.8h v3, v25, v15
pmull2.8h v2, v17, v19
pmull2.8h v22, v14, v3
pmull2.8h v3, v10, v2
pmul.16b v10, v1, v0
pmul.16b v15, v1, v29
pmul.16b v7, v26, v3
pmul.16b v24, v21, v20
pmul.8b v21, v19, v20
pmul.8b v23, v29, v12
pmul.8b v14, v3, v16
pmul.8b v10, v5, v8
raddhn.2s v24, v28, v3
raddhn.2s v19, v6, v20
raddhn.2s v29, v28, v6
raddhn.2s v3, v7, v27
raddhn2.4s v6, v20, v29
raddhn2.4s v27, v4, v23
raddhn2.4s v22, v20, v6
raddhn2.4s v13, v24, v7
raddhn.4h v14, v29, v28
raddhn.4h v4, v6, v29
raddhn.4h v21, v17, v0
raddhn.4h v10, v17, v5
raddhn2.8h v23, v2, v23
raddhn2.8h v18, v7, v21
raddhn2.8h v18, v30, v16
raddhn2.8h v5, v15, v4
raddhn.8b v5, v29, v4
raddhn.8b v25, v0, v9
raddhn.8b v19, v1, v31
raddhn.8b v16, v7, v27
raddhn2.16b v19, v15, v22
raddhn2.16b v21, v10, v31
raddhn2.16b v29, v22, v16
raddhn2.16b v31, v17, v3
rbit.16b v31, v0
rbit.16b v1, v26
rbit.16b v23, v5
rbit.16b v24, v29
rbit.8b v18, v13
rbit.8b v27, v6
rbit.8b v20, v7
rbit.8b v24, v2
rev16.16b v14, v27
rev16.16b v25, v21
rev16.16b v15, v11
rev16.16b v3, v9
rev16.8b v9, v9
rev16.8b v13, v29
rev16.8b v8, v11
rev16.8b v10, v8
rev32.16b v19, v3
rev32.16b v14, v14
rev32.16b v1, v20
rev32.16b v20, v12
rev32.4h v21, v16
rev32.4h v31, v2
rev32.4h v7, v21
rev32.4h v29, v25
rev32.8b v11, v3
rev32.8b v30, v31
rev32.8b v16, v21
rev32.8b v11, v1
rev32.8h v21, v8
rev32.8h v7, v30
rev32.8h v20, v0
rev32.8h v4, v31
rev64.16b v15, v10
rev64.16b v29, v29
rev64.16b v1, v0
rev64.16b v18, v19
rev64.2s v17, v17
rev64.2s v16, v3
rev64.2s v14, v7
rev64.2s v20, v2
rev64.4h v24, v28
rev64.4h v9, v14
rev64.4h v31, v27
rev64.4h v7, v21
rev64.4s v19, v26
rev64.4s v26, v10
rev64.4s v17, v1
rev64.4s v23, v16
rev64.8b v2, v30
rev64.8b v20, v1
rev64.8b v0, v20
rev64.8b v23, v11
rev64.8h v8, v20
rev64.8h v17, v20
rev64.8h v27, v26
rev64.8h v20, v31
rshrn.2s v31, v22, #24
rshrn.2s v21, v17, #10
rshrn.2s v4, v26, #32
rshrn.2s v26, v18, #1
rshrn2.4s v8, v21, #1
rshrn2.4s v17, v29, #27
rshrn2.4s v4, v28, #1
rshrn2.4s v19, v15, #13
rshrn.4h v10, v0, #3
rshrn.4h v26, v6, #1
rshrn.4h v12, v17, #2
rshrn.4h v20, v1, #1
rshrn2.8h v1, v21, #11
rshrn2.8h v17, v26, #7
rshrn2.8h v18, v14, #13
rshrn2.8h v4, v18, #10
rshrn.8b v25, v1, #4
rshrn.8b v1, v30, #5
rshrn.8b v11, v4, #1
rshrn.8b v12, v18, #1
rshrn2.16b v12, v7, #2
rshrn2.16b v11, v22, #4
rshrn2.16b v11, v14, #3
rshrn2.16b v21, v15, #1
rsubhn.2s v3, v24, v18
rsubhn.2s v22, v7, v18
rsubhn.2s v12, v0, v17
rsubhn.2s v27, v22, v1
rsubhn2.4s v13, v27, v10
rsubhn2.4s v17, v3, v18
rsubhn2.4s v0, v12, v16
rsubhn2.4s v8, v9, v17
rsubhn.4h v18, v6, v25
rsubhn.4h v10, v10, v26
rsubhn.4h v8, v1, v30
rsubhn.4h v27, v21, v20
rsubhn2.8h v9, v31, v5
rsubhn2.8h v5, v14, v5
rsubhn2.8h v0, v13, v22
rsubhn2.8h v10, v17, v24
rsubhn.8b v6, v24, v5
rsubhn.8b v23, v15, v3
rsubhn.8b v8, v14, v26
rsubhn.8b v30, v22, v12
rsubhn2.16b v6, v31, v2
rsubhn2.16b v28, v6, v9
rsubhn2.16b v21, v31, v17
rsubhn2.16b v16, v12, v27
sabal.2d v31, v22, v18
sabal.2d v8, v26, v14
sabal.2d v15, v23, v18
sabal.2d v3, v18, v17
sabal2.2d v8, v8, v7
sabal2.2d v29, v22, v9
sabal2.2d v25, v22, v15
sabal2.2d v26, v4, v8
sabal.4s v8, v5, v25
sabal.4s v28, v9, v5
sabal.4s v17, v30, v9
sabal.4s v11, v15, v17
sabal2.4s v1, v15, v3
sabal2.4s v29, v2, v19
sabal2.4s v14, v1, v18
sabal2.4s v13, v26, v28
sabal.8h v17, v19, v1
sabal.8h v31, v24, v17
sabal.8h v23, v13, v23
sabal.8h v3, v11, v23
sabal2.8h v31, v18, v12
sabal2.8h v23, v5, v9
sabal2.8h v21, v3, v21
sabal2.8h v25, v25, v19
saba.16b v13, v13, v14
saba.16b v4, v30, v6
saba.16b v4, v0, v6
saba.16b v21, v14, v4
saba.2s v14, v19, v31
saba.2s v14, v13, v17
saba.2s v12, v2, v15
saba.2s v1, v16, v11
saba.4h v21, v5, v9
saba.4h v17, v17, v14
saba.4h v2, v19, v24
saba.4h v20, v10, v6
saba.4s v9, v31, v8
saba.4s v21, v3, v29
saba.4s v5, v19, v15
saba.4s v14, v23, v15
saba.8b v19, v5, v18
saba.8b v8, v2, v18
saba.8b v9, v12, v1
saba.8b v20, v4, v29
saba.8h v29, v5, v2
saba.8h v16, v8, v21
saba.8h v11, v1, v8
saba.8h v29, v17, v27
sabdl.2d v18, v7, v9
sabdl.2d v12, v4, v18
sabdl.2d v21, v8, v29
sabdl.2d v31, v23, v31
sabdl2.2d v24, v29, v20
sabdl2.2d v1, v18, v11
sabdl2.2d v21, v5, v3
sabdl2.2d v24, v30, v5
sabdl.4s v9, v24, v23
sabdl.4s v14, v13, v13
sabdl.4s v5, v31, v5
sabdl.4s v1, v21, v17
sabdl2.4s v6, v19, v10
sabdl2.4s v30, v14, v25
sabdl2.4s v5, v18, v0
sabdl2.4s v0, v17, v17
sabdl.8h v11, v15, v12
sabdl.8h v19, v27, v22
sabdl.8h v1, v15, v4
sabdl.8h v24, v11, v5
sabdl2.8h v11, v23, v28
sabdl2.8h v14, v28, v13
sabdl2.8h v17, v0, v25
sabdl2.8h v8, v10, v7
sabd.16b v1, v10, v25
sabd.16b v12, v5, v8
sabd.16b v3, v7, v25
sabd.16b v27, v6, v1
sabd.2s v11, v15, v9
sabd.2s v20, v21, v11
sabd.2s v19, v0, v23
sabd.2s v16, v29, v6
sabd.4h v22, v12, v24
sabd.4h v18, v25, v2
sabd.4h v22, v3, v19
sabd.4h v16, v25, v16
sabd.4s v2, v25, v22
sabd.4s v15, v21, v25
sabd.4s v23, v12, v10
sabd.4s v22, v10, v2
sabd.8b v20, v0, v15
sabd.8b v29, v30, v2
sabd.8b v25, v2, v14
sabd.8b v8, v12, v1
sabd.8h v27, v0, v12
sabd.8h v5, v22, v16
sabd.8h v22, v30, v9
sabd.8h v17, v17, v19
sadalp.1d v2, v4
sadalp.1d v4, v31
sadalp.1d v18, v4
sadalp.1d v14, v7
sadalp.2d v24, v4
sadalp.2d v3, v24
sadalp.2d v29, v12
sadalp.2d v15, v21
sadalp.2s v23, v8
sadalp.2s v27, v20
sadalp.2s v14, v0
sadalp.2s v5, v9
sadalp.4h v27, v7
sadalp.4h v6, v12
sadalp.4h v16, v20
sadalp.4h v31, v24
sadalp.4s v15, v9
sadalp.4s v3, v3
sadalp.4s v20, v10
sadalp.4s v22, v10
sadalp.8h v31, v11
sadalp.8h v17, v31
sadalp.8h v8, v19
sadalp.8h v16, v29
saddlp.1d v25, v14
saddlp.1d v31, v5
saddlp.1d v14, v21
saddlp.1d v15, v1
saddlp.2d v5, v6
saddlp.2d v2, v6
saddlp.2d v9, v22
saddlp.2d v30, v24
saddlp.2s v14, v26
saddlp.2s v20, v23
saddlp.2s v31, v23
saddlp.2s v6, v21
saddlp.4h v12, v16
saddlp.4h v9, v21
saddlp.4h v1, v28
saddlp.4h v25, v20
saddlp.4s v21, v16
saddlp.4s v19, v1
saddlp.4s v25, v11
saddlp.4s v25, v12
saddlp.8h v13, v20
saddlp.8h v13, v6
saddlp.8h v4, v9
saddlp.8h v25, v22
saddlv.16b h14, v1
saddlv.16b h25, v18
saddlv.16b h27, v8
saddlv.16b h26, v2
saddlv.4h s5, v29
saddlv.4h s8, v29
saddlv.4h s26, v8
saddlv.4h s23, v10
saddlv.4s d3, v1
saddlv.4s d9, v27
saddlv.4s d14, v4
saddlv.4s d1, v10
saddlv.8b h2, v4
saddlv.8b h6, v27
saddlv.8b h28, v11
saddlv.8b h26, v25
saddlv.8h s10, v25
saddlv.8h s2, v13
saddlv.8h s22, v12
saddlv.8h s24, v5
saddl.2d v23, v14, v18
saddl.2d v21, v10, v13
saddl.2d v22, v3, v10
saddl.2d v29, v0, v9
saddl2.2d v24, v7, v18
saddl2.2d v9, v11, v10
saddl2.2d v0, v29, v27
saddl2.2d v5, v17, v3
saddl.4s v6, v0, v21
saddl.4s v14, v0, v14
saddl.4s v8, v30, v24
saddl.4s v0, v11, v28
saddl2.4s v12, v4, v24
saddl2.4s v20, v19, v24
saddl2.4s v3, v27, v6
saddl2.4s v18, v31, v15
saddl.8h v30, v8, v31
saddl.8h v8, v21, v2
saddl.8h v4, v27, v31
saddl.8h v9, v11, v29
saddl2.8h v4, v18, v14
saddl2.8h v25, v18, v4
saddl2.8h v31, v12, v22
saddl2.8h v27, v17, v25
saddw.2d v27, v21, v2
saddw.2d v20, v30, v30
saddw.2d v4, v0, v29
saddw.2d v19, v3, v27
saddw2.2d v19, v24, v28
saddw2.2d v23, v5, v18
saddw2.2d v14, v30, v20
saddw2.2d v19, v4, v8
saddw.4s v19, v26, v6
saddw.4s v3, v12, v20
saddw.4s v4, v18, v3
saddw.4s v18, v17, v15
saddw2.4s v28, v11, v4
saddw2.4s v25, v31, v1
saddw2.4s v9, v16, v7
saddw2.4s v31, v3, v13
saddw.8h v16, v13, v17
saddw.8h v18, v18, v8
saddw.8h v12, v23, v6
saddw.8h v17, v26, v16
saddw2.8h v23, v2, v19
saddw2.8h v22, v27, v14
saddw2.8h v13, v19, v22
saddw2.8h v19, v25, v1
scvtf.2d v11, v21, #9
scvtf.2d v26, v4, #7
scvtf.2d v19, v2, #1
scvtf.2d v6, v25, #60
scvtf.2s v6, v10, #25
scvtf.2s v28, v9, #5
scvtf.2s v15, v20, #14
scvtf.2s v31, v11, #19
scvtf.4s v3, v4, #4
scvtf.4s v29, v1, #11
scvtf.4s v30, v0, #22
scvtf.4s v27, v14, #32
scvtf.2d v20, v15
scvtf.2d v4, v16
scvtf.2d v23, v16
scvtf.2d v15, v6
scvtf.2s v4, v25
scvtf.2s v6, v6
scvtf.2s v15, v30
scvtf.2s v5, v3
scvtf.4s v1, v9
scvtf.4s v2, v4
scvtf.4s v13, v19
scvtf.4s v8, v22
shadd.16b v8, v1, v31
shadd.16b v17, v12, v19
shadd.16b v21, v22, v11
shadd.16b v23, v8, v21
shadd.2s v29, v1, v1
shadd.2s v14, v1, v6
shadd.2s v30, v5, v5
shadd.2s v13, v25, v5
shadd.4h v31, v24, v4
shadd.4h v4, v11, v30
shadd.4h v23, v17, v12
shadd.4h v25, v15, v9
shadd.4s v28, v18, v10
shadd.4s v23, v10, v4
shadd.4s v17, v26, v31
shadd.4s v0, v26, v26
shadd.8b v12, v22, v22
shadd.8b v24, v28, v15
shadd.8b v5, v15, v17
shadd.8b v18, v12, v9
shadd.8h v23, v1, v19
shadd.8h v23, v27, v13
shadd.8h v16, v7, v31
shadd.8h v4, v23, v18
shll.2d v7, v16, #32
shll.2d v24, v26, #32
shll.2d v27, v24, #32
shll.2d v0, v4, #32
shll2.2d v8, v24, #32
shll2.2d v10, v29, #32
shll2.2d v0, v25, #32
shll2.2d v28, v3, #32
shll.4s v18, v4, #16
shll.4s v24, v21, #16
shll.4s v10, v31, #16
shll.4s v11, v18, #16
shll2.4s v10, v4, #16
shll2.4s v20, v11, #16
shll2.4s v29, v6, #16
shll2.4s v22, v17, #16
shll.8h v10, v31, #8
shll.8h v10, v17, #8
shll.8h v29, v26, #8
shll.8h v28, v9, #8
shll2.8h v5, v13, #8
shll2.8h v7, v7, #8
shll2.8h v4, v0, #8
shll2.8h v7, v19, #8
shl.16b v6, v22, #4
shl.16b v25, v1, #1
shl.16b v29, v27, #3
shl.16b v24, v8, #5
shl.2d v10, v0, #25
shl.2d v30, v20, #30
shl.2d v15, v10, #1
shl.2d v29, v21, #1
shl.2s v10, v0, #0
shl.2s v5, v24, #27
shl.2s v13, v12, #1
shl.2s v22, v1, #23
shl.4h v20, v1, #14
shl.4h v30, v31, #15
shl.4h v23, v6, #8
shl.4h v14, v15, #11
shl.4s v10, v18, #27
shl.4s v13, v25, #13
shl.4s v15, v25, #1
shl.4s v28, v6, #1
shl.8b v6, v9, #5
shl.8b v28, v31, #1
shl.8b v2, v19, #3
shl.8b v9, v30, #7
shl.8h v12, v6, #2
shl.8h v9, v9, #13
shl.8h v26, v30, #10
shl.8h v23, v24, #10
shrn.2s v29, v7, #8
shrn.2s v26, v15, #1
shrn.2s v30, v26, #30
shrn.2s v23, v13, #29
shrn2.4s v25, v29, #7
shrn2.4s v12, v12, #1
shrn2.4s v27, v29, #3
shrn2.4s v27, v9, #1
shrn.4h v13, v19, #8
shrn.4h v26, v19, #1
shrn.4h v16, v5, #15
shrn.4h v8, v13, #1
shrn2.8h v14, v18, #10
shrn2.8h v7, v29, #10
shrn2.8h v22, v22, #6
shrn2.8h v21, v7, #7
shrn.8b v13, v14, #1
shrn.8b v22, v14, #8
shrn.8b v2, v27, #8
shrn.8b v31, v26, #8
shrn2.16b v10, v15, #7
shrn2.16b v5, v21, #4
shrn2.16b v17, v29, #7
shrn2.16b v14, v16, #5
shsub.16b v2, v15, v8
shsub.16b v28, v27, v16
shsub.16b v26, v10, v22
shsub.16b v23, v6, v19
shsub.2s v13, v17, v20
shsub.2s v17, v22, v4
shsub.2s v3, v23, v14
shsub.2s v1, v14, v21
shsub.4h v12, v20, v10
shsub.4h v18, v21, v0
shsub.4h v25, v6, v9
shsub.4h v1, v20, v3
shsub.4s v3, v18, v28
shsub.4s v8, v2, v4
shsub.4s v10, v5, v9
shsub.4s v10, v1, v28
shsub.8b v19, v3, v28
shsub.8b v1, v22, v13
shsub.8b v19, v18, v13
shsub.8b v26, v1, v7
shsub.8h v25, v17, v17
shsub.8h v3, v19, v27
shsub.8h v6, v14, v7
shsub.8h v13, v17, v25
sli.16b v29, v3, #1
sli.16b v13, v12, #7
sli.16b v11, v19, #0
sli.16b v0, v3, #0
sli.2d v21, v15, #63
sli.2d v30, v7, #5
sli.2d v19, v28, #0
sli.2d v2, v26, #0
sli.2s v7, v24, #1
sli.2s v7, v7, #0
sli.2s v11, v22, #31
sli.2s v29, v23, #28
sli.4h v29, v10, #14
sli.4h v4, v27, #5
sli.4h v3, v0, #0
sli.4h v16, v21, #10
sli.4s v3, v14, #9
sli.4s v28, v19, #18
sli.4s v15, v10, #31
sli.4s v5, v19, #3
sli.8b v25, v30, #1
sli.8b v27, v18, #0
sli.8b v8, v10, #0
sli.8b v10, v2, #2
sli.8h v31, v21, #1
sli.8h v17, v25, #15
sli.8h v30, v20, #9
sli.8h v2, v2, #1
smaxp.16b v9, v10, v29
smaxp.16b v19, v7, v5
smaxp.16b v10, v30, v5
smaxp.16b v7, v30, v15
smaxp.2s v12, v6, v30
smaxp.2s v1, v17, v0
smaxp.2s v16, v1, v6
smaxp.2s v4, v5, v27
smaxp.4h v21, v27, v19
smaxp.4h v0, v4, v14
smaxp.4h v31, v6, v9
smaxp.4h v10, v7, v19
smaxp.4s v12, v10, v17
smaxp.4s v14, v18, v20
smaxp.4s v21, v3, v28
smaxp.4s v3, v4, v14
smaxp.8b v4, v21, v0
smaxp.8b v19, v27, v14
smaxp.8b v16, v6, v30
smaxp.8b v26, v22, v25
smaxp.8h v12, v13, v18
smaxp.8h v27, v18, v8
smaxp.8h v14, v19, v0
smaxp.8h v27, v8, v31
smaxv.16b b16, v12
smaxv.16b b3, v26
smaxv.16b b18, v28
smaxv.16b b2, v6
smaxv.4h h20, v11
smaxv.4h h26, v11
smaxv.4h h29, v15
smaxv.4h h13, v15
smaxv.4s s18, v18
smaxv.4s s15, v30
smaxv.4s s11, v30
smaxv.4s s21, v0
smaxv.8b b30, v2
smaxv.8b b16, v27
smaxv.8b b21, v27
smaxv.8b b19, v30
smaxv.8h h14, v1
smaxv.8h h8, v8
smaxv.8h h11, v0
smaxv.8h h1, v19
smax.16b v22, v11, v22
smax.16b v16, v0, v0
smax.16b v27, v14, v8
smax.16b v6, v30, v15
smax.2s v10, v18, v27
smax.2s v19, v2, v16
smax.2s v23, v8, v5
smax.2s v31, v10, v13
smax.4h v5, v19, v15
smax.4h v6, v1, v15
smax.4h v20, v16, v28
smax.4h v19, v17, v20
smax.4s v0, v12, v20
smax.4s v14, v9, v11
smax.4s v8, v23, v1
smax.4s v26, v21, v13
smax.8b v0, v12, v31
smax.8b v25, v21, v22
smax.8b v4, v20, v30
smax.8b v27, v30, v21
smax.8h v1, v12, v4
smax.8h v24, v3, v3
smax.8h v7, v6, v20
smax.8h v6, v14, v5
sminp.16b v5, v21, v19
sminp.16b v28, v14, v11
sminp.16b v18, v26, v30
sminp.16b v28, v23, v10
sminp.2s v8, v1, v9
sminp.2s v1, v18, v20
sminp.2s v6, v6, v21
sminp.2s v31, v21, v1
sminp.4h v27, v12, v27
sminp.4h v11, v29, v23
sminp.4h v20, v29, v30
sminp.4h v5, v14, v10
sminp.4s v24, v22, v21
sminp.4s v26, v19, v29
sminp.4s v2, v23, v5
sminp.4s v26, v7, v9
sminp.8b v6, v27, v26
sminp.8b v10, v2, v31
sminp.8b v9, v2, v13
sminp.8b v24, v29, v11
sminp.8h v7, v17, v27
sminp.8h v16, v24, v7
sminp.8h v30, v31, v15
sminp.8h v30, v28, v13
sminv.16b b2, v5
sminv.16b b15, v12
sminv.16b b11, v26
sminv.16b b11, v30
sminv.4h h1, v1
sminv.4h h18, v26
sminv.4h h20, v13
sminv.4h h0, v21
sminv.4s s19, v4
sminv.4s s9, v25
sminv.4s s30, v29
sminv.4s s5, v18
sminv.8b b6, v18
sminv.8b b20, v30
sminv.8b b24, v4
sminv.8b b4, v12
sminv.8h h23, v12
sminv.8h h30, v29
sminv.8h h16, v25
sminv.8h h22, v8
smin.16b v2, v22, v22
smin.16b v26, v17, v6
smin.16b v19, v20, v10
smin.16b v14, v3, v25
smin.2s v25, v25, v8
smin.2s v2, v3, v14
smin.2s v17, v20, v30
smin.2s v22, v30, v8
smin.4h v5, v1, v5
smin.4h v21, v14, v0
smin.4h v3, v6, v15
smin.4h v14, v14, v18
smin.4s v24, v21, v28
smin.4s v30, v10, v18
smin.4s v0, v9, v17
smin.4s v2, v19, v26
smin.8b v0, v25, v5
smin.8b v15, v23, v9
smin.8b v11, v31, v9
smin.8b v17, v27, v7
smin.8h v23, v21, v19
smin.8h v15, v11, v31
smin.8h v9, v14, v15
smin.8h v29, v17, v9
smlal.2d v18, v11, v19[0]
smlal.2d v18, v11, v27[2]
smlal.2d v30, v20, v30[0]
smlal.2d v28, v23, v13[0]
smlal2.2d v8, v15, v25[0]
smlal2.2d v28, v0, v31[1]
smlal2.2d v16, v17, v7[2]
smlal2.2d v10, v27, v5[1]
smlal.4s v24, v0, v7[0]
smlal.4s v8, v26, v9[0]
smlal.4s v11, v26, v5[0]
smlal.4s v26, v7, v11[2]
smlal2.4s v18, v3, v6[7]
smlal2.4s v31, v31, v6[6]
smlal2.4s v21, v26, v1[5]
smlal2.4s v21, v4, v10[1]
smlal.2d v4, v6, v25
smlal.2d v17, v14, v15
smlal.2d v3, v18, v2
smlal.2d v16, v25, v31
smlal2.2d v10, v3, v0
smlal2.2d v1, v5, v15
smlal2.2d v10, v26, v10
smlal2.2d v16, v13, v24
smlal.4s v21, v11, v22
smlal.4s v6, v1, v11
smlal.4s v16, v1, v31
smlal.4s v12, v6, v2
smlal2.4s v10, v7, v4
smlal2.4s v0, v24, v15
smlal2.4s v15, v6, v31
smlal2.4s v28, v14, v25
smlal.8h v15, v20, v8
smlal.8h v21, v20, v22
smlal.8h v22, v23, v5
smlal.8h v20, v16, v5
smlal2.8h v13, v24, v31
smlal2.8h v29, v29, v3
smlal2.8h v19, v25, v28
smlal2.8h v24, v21, v12
smlsl.2d v22, v4, v27[1]
smlsl.2d v21, v24, v21[0]
smlsl.2d v28, v6, v19[1]
smlsl.2d v23, v2, v31[2]
smlsl2.2d v12, v31, v31[0]
smlsl2.2d v3, v1, v26[1]
smlsl2.2d v15, v31, v0[0]
smlsl2.2d v14, v29, v10[3]
smlsl.4s v13, v7, v9[0]
smlsl.4s v21, v9, v10[0]
smlsl.4s v2, v17, v12[6]
smlsl.4s v23, v24, v10[1]
smlsl2.4s v25, v2, v13[4]
smlsl2.4s v10, v10, v2[0]
smlsl2.4s v20, v18, v15[6]
smlsl2.4s v21, v12, v11[0]
smlsl.2d v9, v1, v30
smlsl.2d v4, v15, v6
smlsl.2d v20, v16, v14
smlsl.2d v5, v28, v24
smlsl2.2d v21, v8, v11
smlsl2.2d v21, v3, v10
smlsl2.2d v0, v8, v23
smlsl2.2d v20, v3, v29
smlsl.4s v21, v3, v17
smlsl.4s v13, v18, v10
smlsl.4s v8, v20, v1
smlsl.4s v16, v30, v6
smlsl2.4s v20, v20, v13
smlsl2.4s v20, v25, v12
smlsl2.4s v14, v13, v15
smlsl2.4s v9, v31, v7
smlsl.8h v25, v29, v1
smlsl.8h v28, v31, v2
smlsl.8h v14, v0, v1
smlsl.8h v6, v16, v5
smlsl2.8h v10, v14, v28
smlsl2.8h v30, v30, v28
smlsl2.8h v19, v3, v24
smlsl2.8h v6, v15, v3
smov.b wzr, v28[13]
smov.b w27, v25[1]
smov.b w26, v2[15]
smov.b w12, v26[15]
smov.h wzr, v7[0]
smov.h w12, v16[3]
smov.h w10, v4[7]
smov.h w20, v16[0]
smov.b x9, v23[1]
smov.b x8, v15[7]
smov.b x17, v12[13]
smov.b x18, v23[5]
smov.h x28, v10[7]
smov.h x1, v3[4]
smov.h x5, v27[1]
smov.h x24, v17[3]
smov.s x22, v21[1]
smov.s x22, v6[2]
smov.s x21, v6[0]
smov.s x2, v9[2]
smull.2d v29, v5, v5[1]
smull.2d v10, v1, v15[0]
smull.2d v13, v11, v19[1]
smull.2d v6, v3, v4[2]
smull2.2d v2, v24, v30[2]
smull2.2d v28, v20, v3[3]
smull2.2d v28, v12, v3[0]
smull2.2d v6, v8, v1[3]
smull.4s v31, v6, v6[3]
smull.4s v19, v4, v5[1]
smull.4s v12, v24, v4[7]
smull.4s v29, v30, v13[0]
smull2.4s v29, v1, v3[4]
smull2.4s v9, v2, v11[3]
smull2.4s v18, v0, v6[5]
smull2.4s v8, v12, v5[2]
smull.2d v2, v7, v17
smull.2d v24, v21, v10
smull.2d v4, v5, v18
smull.2d v14, v23, v31
smull2.2d v30, v11, v15
smull2.2d v22, v19, v25
smull2.2d v10, v23, v15
smull2.2d v31, v27, v25
smull.4s v12, v22, v14
smull.4s v28, v18, v9
smull.4s v1, v23, v8
smull.4s v6, v13, v10
smull2.4s v3, v25, v24
smull2.4s v9, v10, v18
smull2.4s v22, v2, v15
smull2.4s v15, v18, v30
smull.8h v21, v9, v30
smull.8h v16, v17, v8
smull.8h v19, v2, v23
smull.8h v2, v20, v21
smull2.8h v19, v21, v30
smull2.8h v14, v28, v12
smull2.8h v13, v13, v31
smull2.8h v28, v6, v17
sqabs.16b v7, v5
sqabs.16b v26, v27
sqabs.16b v27, v13
sqabs.16b v31, v13
sqabs.2d v31, v13
sqabs.2d v6, v11
sqabs.2d v17, v30
sqabs.2d v20, v8
sqabs.2s v4, v4
sqabs.2s v22, v12
sqabs.2s v30, v16
sqabs.2s v18, v13
sqabs.4h v10, v22
sqabs.4h v7, v1
sqabs.4h v10, v2
sqabs.4h v5, v27
sqabs.4s v14, v12
sqabs.4s v2, v2
sqabs.4s v3, v7
sqabs.4s v18, v21
sqabs.8b v30, v5
sqabs.8b v9, v20
sqabs.8b v12, v26
sqabs.8b v0, v23
sqabs.8h v14, v3
sqabs.8h v5, v2
sqabs.8h v29, v3
sqabs.8h v13, v15
sqadd.16b v22, v0, v5
sqadd.16b v2, v19, v5
sqadd.16b v13, v9, v22
sqadd.16b v12, v29, v30
sqadd.2d v10, v15, v28
sqadd.2d v6, v3, v10
sqadd.2d v4, v6, v0
sqadd.2d v3, v1, v31
sqadd.2s v11, v10, v29
sqadd.2s v18, v18, v14
sqadd.2s v31, v1, v5
sqadd.2s v12, v31, v4
sqadd.4h v17, v15, v4
sqadd.4h v22, v26, v10
sqadd.4h v3, v9, v17
sqadd.4h v22, v21, v13
sqadd.4s v14, v26, v15
sqadd.4s v10, v3, v28
sqadd.4s v23, v4, v5
sqadd.4s v29, v1, v15
sqadd.8b v24, v13, v21
sqadd.8b v0, v24, v3
sqadd.8b v13, v9, v9
sqadd.8b v18, v5, v16
sqadd.8h v5, v25, v15
sqadd.8h v24, v22, v24
sqadd.8h v17, v4, v9
sqadd.8h v23, v31, v21
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
