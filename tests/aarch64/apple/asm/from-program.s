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
bic.2s v5, #1, lsl #24
bic.2s v5, #92, lsl #8
bic.2s v19, #157
bic.2s v20, #167, lsl #8
bic.4h v8, #0, lsl #8
bic.4h v1, #244, lsl #8
bic.4h v2, #34
bic.4h v7, #0
bic.4s v4, #228
bic.4s v10, #255
bic.4s v23, #255, lsl #8
bic.4s v7, #17, lsl #24
bic.8h v6, #90, lsl #8
bic.8h v10, #138, lsl #8
bic.8h v28, #100
bic.8h v13, #250
bic.16b v8, v29, v28
bic.16b v9, v24, v6
bic.16b v28, v24, v11
bic.16b v30, v25, v19
bic.8b v7, v18, v6
bic.8b v3, v20, v29
bic.8b v1, v26, v15
bic.8b v18, v21, v9
bif.16b v3, v19, v17
bif.16b v0, v13, v16
bif.16b v11, v19, v17
bif.16b v16, v6, v29
bif.8b v7, v21, v18
bif.8b v6, v9, v16
bif.8b v25, v2, v21
bif.8b v30, v10, v15
bit.16b v19, v11, v30
bit.16b v14, v19, v0
bit.16b v22, v28, v28
bit.16b v11, v5, v23
bit.8b v26, v21, v24
bit.8b v11, v18, v1
bit.8b v1, v12, v24
bit.8b v1, v22, v4
bsl.16b v17, v13, v17
bsl.16b v4, v30, v26
bsl.16b v7, v19, v25
bsl.16b v24, v3, v2
bsl.8b v25, v20, v20
bsl.8b v16, v13, v9
bsl.8b v2, v10, v5
bsl.8b v25, v10, v13
cls.16b v17, v25
cls.16b v6, v7
cls.16b v6, v24
cls.16b v10, v0
cls.2s v7, v29
cls.2s v19, v20
cls.2s v9, v12
cls.2s v31, v1
cls.4h v0, v3
cls.4h v30, v12
cls.4h v5, v27
cls.4h v15, v27
cls.4s v26, v13
cls.4s v3, v19
cls.4s v9, v4
cls.4s v2, v22
cls.8b v0, v19
cls.8b v29, v0
cls.8b v17, v9
cls.8b v1, v11
cls.8h v18, v31
cls.8h v23, v21
cls.8h v25, v1
cls.8h v24, v5
clz.16b v7, v0
clz.16b v23, v16
clz.16b v11, v20
clz.16b v17, v26
clz.2s v0, v19
clz.2s v26, v8
clz.2s v26, v7
clz.2s v27, v24
clz.4h v9, v6
clz.4h v3, v21
clz.4h v17, v28
clz.4h v20, v16
clz.4s v10, v16
clz.4s v26, v9
clz.4s v17, v1
clz.4s v9, v25
clz.8b v1, v18
clz.8b v30, v2
clz.8b v20, v22
clz.8b v6, v29
clz.8h v29, v10
clz.8h v26, v30
clz.8h v31, v23
clz.8h v9, v26
cmeq.16b v3, v24, v7
cmeq.16b v4, v17, v14
cmeq.16b v3, v8, v25
cmeq.16b v13, v3, v29
cmeq.2d v23, v14, v2
cmeq.2d v24, v6, v10
cmeq.2d v24, v16, v23
cmeq.2d v5, v13, v5
cmeq.2s v28, v14, v14
cmeq.2s v7, v29, v19
cmeq.2s v1, v24, v11
cmeq.2s v5, v9, v17
cmeq.4h v20, v12, v24
cmeq.4h v14, v22, v16
cmeq.4h v23, v19, v27
cmeq.4h v17, v7, v15
cmeq.4s v7, v8, v16
cmeq.4s v14, v8, v13
cmeq.4s v24, v8, v16
cmeq.4s v6, v8, v9
cmeq.8b v29, v15, v15
cmeq.8b v13, v4, v0
cmeq.8b v2, v18, v18
cmeq.8b v4, v19, v6
cmeq.8h v7, v8, v7
cmeq.8h v0, v27, v21
cmeq.8h v11, v30, v12
cmeq.8h v11, v13, v27
cmeq.16b v29, v19, #0
cmeq.16b v27, v2, #0
cmeq.16b v4, v27, #0
cmeq.16b v24, v30, #0
cmeq.2d v10, v0, #0
cmeq.2d v9, v31, #0
cmeq.2d v26, v12, #0
cmeq.2d v7, v19, #0
cmeq.2s v9, v14, #0
cmeq.2s v19, v18, #0
cmeq.2s v30, v4, #0
cmeq.2s v29, v21, #0
cmeq.4h v28, v14, #0
cmeq.4h v21, v29, #0
cmeq.4h v0, v1, #0
cmeq.4h v25, v2, #0
cmeq.4s v13, v30, #0
cmeq.4s v6, v18, #0
cmeq.4s v27, v17, #0
cmeq.4s v14, v29, #0
cmeq.8b v25, v25, #0
cmeq.8b v16, v23, #0
cmeq.8b v17, v22, #0
cmeq.8b v19, v28, #0
cmeq.8h v14, v6, #0
cmeq.8h v29, v12, #0
cmeq.8h v11, v20, #0
cmeq.8h v5, v3, #0
cmge.16b v6, v15, v10
cmge.16b v28, v20, v23
cmge.16b v6, v9, v21
cmge.16b v3, v22, v23
cmge.2d v12, v30, v26
cmge.2d v17, v19, v3
cmge.2d v28, v15, v12
cmge.2d v30, v14, v19
cmge.2s v27, v19, v8
cmge.2s v25, v21, v24
cmge.2s v14, v26, v30
cmge.2s v2, v11, v30
cmge.4h v28, v15, v29
cmge.4h v10, v4, v27
cmge.4h v1, v17, v24
cmge.4h v24, v29, v22
cmge.4s v27, v27, v1
cmge.4s v7, v31, v24
cmge.4s v23, v0, v11
cmge.4s v26, v8, v8
cmge.8b v0, v11, v28
cmge.8b v0, v6, v10
cmge.8b v14, v10, v26
cmge.8b v22, v29, v9
cmge.8h v1, v29, v8
cmge.8h v8, v10, v21
cmge.8h v2, v18, v4
cmge.8h v23, v1, v21
cmge.16b v0, v15, #0
cmge.16b v25, v30, #0
cmge.16b v29, v26, #0
cmge.16b v6, v4, #0
cmge.2d v1, v12, #0
cmge.2d v26, v6, #0
cmge.2d v21, v29, #0
cmge.2d v16, v19, #0
cmge.2s v2, v28, #0
cmge.2s v26, v17, #0
cmge.2s v31, v12, #0
cmge.2s v22, v10, #0
cmge.4h v1, v3, #0
cmge.4h v29, v30, #0
cmge.4h v20, v18, #0
cmge.4h v15, v6, #0
cmge.4s v17, v15, #0
cmge.4s v9, v2, #0
cmge.4s v29, v21, #0
cmge.4s v2, v21, #0
cmge.8b v31, v28, #0
cmge.8b v6, v26, #0
cmge.8b v27, v31, #0
cmge.8b v2, v22, #0
cmge.8h v9, v22, #0
cmge.8h v17, v0, #0
cmge.8h v20, v6, #0
cmge.8h v21, v3, #0
cmgt.16b v28, v14, v26
cmgt.16b v17, v15, v6
cmgt.16b v12, v29, v8
cmgt.16b v1, v31, v11
cmgt.2d v20, v8, v28
cmgt.2d v3, v15, v24
cmgt.2d v10, v3, v13
cmgt.2d v30, v30, v6
cmgt.2s v16, v20, v15
cmgt.2s v7, v22, v24
cmgt.2s v10, v0, v25
cmgt.2s v2, v17, v26
cmgt.4h v20, v29, v26
cmgt.4h v8, v25, v28
cmgt.4h v22, v16, v18
cmgt.4h v24, v4, v27
cmgt.4s v6, v20, v27
cmgt.4s v11, v23, v30
cmgt.4s v23, v24, v20
cmgt.4s v29, v0, v24
cmgt.8b v16, v25, v6
cmgt.8b v28, v7, v6
cmgt.8b v7, v19, v11
cmgt.8b v28, v1, v31
cmgt.8h v31, v16, v7
cmgt.8h v3, v24, v6
cmgt.8h v15, v13, v21
cmgt.8h v27, v3, v22
cmgt.16b v11, v20, #0
cmgt.16b v16, v15, #0
cmgt.16b v12, v13, #0
cmgt.16b v20, v16, #0
cmgt.2d v4, v30, #0
cmgt.2d v11, v3, #0
cmgt.2d v5, v3, #0
cmgt.2d v7, v28, #0
cmgt.2s v20, v23, #0
cmgt.2s v24, v20, #0
cmgt.2s v9, v12, #0
cmgt.2s v8, v28, #0
cmgt.4h v8, v7, #0
cmgt.4h v6, v29, #0
cmgt.4h v21, v20, #0
cmgt.4h v29, v29, #0
cmgt.4s v9, v5, #0
cmgt.4s v25, v30, #0
cmgt.4s v24, v20, #0
cmgt.4s v3, v11, #0
cmgt.8b v30, v10, #0
cmgt.8b v25, v8, #0
cmgt.8b v19, v23, #0
cmgt.8b v14, v23, #0
cmgt.8h v15, v12, #0
cmgt.8h v2, v15, #0
cmgt.8h v6, v5, #0
cmgt.8h v25, v26, #0
cmhi.16b v29, v12, v7
cmhi.16b v28, v31, v6
cmhi.16b v13, v15, v4
cmhi.16b v11, v4, v27
cmhi.2d v2, v2, v23
cmhi.2d v7, v25, v28
cmhi.2d v30, v15, v31
cmhi.2d v0, v30, v7
cmhi.2s v18, v27, v18
cmhi.2s v18, v11, v18
cmhi.2s v28, v19, v26
cmhi.2s v31, v20, v15
cmhi.4h v7, v6, v6
cmhi.4h v18, v31, v25
cmhi.4h v16, v10, v19
cmhi.4h v15, v3, v1
cmhi.4s v29, v21, v26
cmhi.4s v27, v9, v18
cmhi.4s v30, v29, v1
cmhi.4s v10, v21, v22
cmhi.8b v1, v13, v29
cmhi.8b v19, v14, v6
cmhi.8b v3, v23, v5
cmhi.8b v0, v1, v22
cmhi.8h v6, v4, v16
cmhi.8h v10, v6, v22
cmhi.8h v3, v20, v9
cmhi.8h v28, v21, v13
cmhs.16b v3, v1, v22
cmhs.16b v0, v16, v8
cmhs.16b v6, v9, v16
cmhs.16b v28, v3, v22
cmhs.2d v10, v10, v23
cmhs.2d v17, v10, v26
cmhs.2d v2, v20, v20
cmhs.2d v5, v10, v19
cmhs.2s v6, v1, v6
cmhs.2s v9, v15, v9
cmhs.2s v0, v15, v3
cmhs.2s v0, v17, v23
cmhs.4h v11, v11, v20
cmhs.4h v21, v9, v0
cmhs.4h v21, v7, v20
cmhs.4h v9, v22, v22
cmhs.4s v30, v28, v25
cmhs.4s v27, v16, v17
cmhs.4s v3, v17, v8
cmhs.4s v30, v20, v15
cmhs.8b v8, v3, v6
cmhs.8b v21, v22, v20
cmhs.8b v18, v26, v28
cmhs.8b v13, v16, v17
cmhs.8h v3, v16, v14
cmhs.8h v28, v14, v10
cmhs.8h v17, v3, v20
cmhs.8h v13, v1, v20
cmle.16b v31, v21, #0
cmle.16b v9, v28, #0
cmle.16b v12, v11, #0
cmle.16b v29, v22, #0
cmle.2d v20, v23, #0
cmle.2d v0, v13, #0
cmle.2d v13, v15, #0
cmle.2d v29, v2, #0
cmle.2s v24, v7, #0
cmle.2s v27, v5, #0
cmle.2s v5, v20, #0
cmle.2s v27, v21, #0
cmle.4h v20, v23, #0
cmle.4h v12, v16, #0
cmle.4h v21, v28, #0
cmle.4h v9, v29, #0
cmle.4s v1, v2, #0
cmle.4s v17, v26, #0
cmle.4s v0, v28, #0
cmle.4s v8, v1, #0
cmle.8b v28, v8, #0
cmle.8b v16, v29, #0
cmle.8b v29, v22, #0
cmle.8b v21, v16, #0
cmle.8h v17, v22, #0
cmle.8h v16, v5, #0
cmle.8h v19, v8, #0
cmle.8h v10, v22, #0
cmlt.16b v1, v4, #0
cmlt.16b v25, v3, #0
cmlt.16b v27, v24, #0
cmlt.16b v20, v27, #0
cmlt.2d v23, v18, #0
cmlt.2d v27, v29, #0
cmlt.2d v7, v2, #0
cmlt.2d v25, v27, #0
cmlt.2s v30, v24, #0
cmlt.2s v3, v7, #0
cmlt.2s v11, v17, #0
cmlt.2s v23, v22, #0
cmlt.4h v16, v23, #0
cmlt.4h v17, v10, #0
cmlt.4h v29, v20, #0
cmlt.4h v0, v27, #0
cmlt.4s v21, v23, #0
cmlt.4s v2, v27, #0
cmlt.4s v17, v6, #0
cmlt.4s v26, v12, #0
cmlt.8b v6, v22, #0
cmlt.8b v6, v12, #0
cmlt.8b v16, v3, #0
cmlt.8b v16, v19, #0
cmlt.8h v26, v10, #0
cmlt.8h v6, v7, #0
cmlt.8h v19, v2, #0
cmlt.8h v28, v17, #0
cmtst.16b v10, v12, v3
cmtst.16b v16, v28, v11
cmtst.16b v31, v11, v25
cmtst.16b v31, v1, v17
cmtst.2d v9, v27, v12
cmtst.2d v18, v16, v18
cmtst.2d v3, v4, v18
cmtst.2d v4, v24, v16
cmtst.2s v19, v24, v28
cmtst.2s v3, v31, v6
cmtst.2s v16, v21, v7
cmtst.2s v27, v5, v17
cmtst.4h v21, v5, v4
cmtst.4h v10, v23, v14
cmtst.4h v18, v13, v16
cmtst.4h v15, v26, v25
cmtst.4s v12, v2, v8
cmtst.4s v2, v18, v31
cmtst.4s v19, v0, v13
cmtst.4s v0, v28, v9
cmtst.8b v29, v18, v17
cmtst.8b v9, v6, v14
cmtst.8b v23, v0, v23
cmtst.8b v28, v6, v27
cmtst.8h v31, v24, v22
cmtst.8h v2, v7, v18
cmtst.8h v11, v29, v30
cmtst.8h v6, v7, v17
cnt.16b v23, v18
cnt.16b v31, v28
cnt.16b v28, v7
cnt.16b v4, v25
cnt.8b v12, v26
cnt.8b v8, v20
cnt.8b v6, v2
cnt.8b v2, v6
mov b20, v1[2]
mov b8, v4[0]
mov b14, v23[0]
mov b17, v5[13]
mov d18, v13[0]
mov d19, v7[1]
mov d15, v18[0]
mov d21, v30[0]
mov h2, v11[0]
mov h26, v21[6]
mov h15, v13[2]
mov h30, v26[0]
mov s26, v0[0]
mov s1, v13[1]
mov s13, v29[2]
mov s13, v17[3]
dup.16b v8, w14
dup.16b v22, w22
dup.16b v24, w23
dup.16b v26, w11
dup.16b v6, v8[0]
dup.16b v20, v14[13]
dup.16b v16, v15[9]
dup.16b v16, v29[3]
dup.2d v6, x5
dup.2d v17, x30
dup.2d v1, x2
dup.2d v16, x21
dup.2d v30, v4[1]
dup.2d v30, v16[0]
dup.2d v18, v24[0]
dup.2d v13, v13[1]
dup.2s v9, w2
dup.2s v11, w9
dup.2s v18, w11
dup.2s v11, w14
dup.2s v23, v5[2]
dup.2s v1, v3[1]
dup.2s v4, v9[3]
dup.2s v22, v6[1]
dup.4h v28, w6
dup.4h v14, w17
dup.4h v25, w14
dup.4h v16, w24
dup.4h v28, v10[6]
dup.4h v19, v25[2]
dup.4h v1, v8[0]
dup.4h v20, v6[4]
dup.4s v0, w6
dup.4s v23, w12
dup.4s v27, w14
dup.4s v18, w4
dup.4s v6, v11[2]
dup.4s v23, v29[0]
dup.4s v19, v24[3]
dup.4s v7, v31[3]
dup.8b v8, wzr
dup.8b v22, w16
dup.8b v1, w5
dup.8b v0, w14
dup.8b v24, v5[5]
dup.8b v18, v9[10]
dup.8b v25, v5[9]
dup.8b v23, v17[0]
dup.8h v29, w25
dup.8h v17, w10
dup.8h v20, w18
dup.8h v30, w12
dup.8h v29, v5[5]
dup.8h v9, v6[0]
dup.8h v15, v11[1]
dup.8h v3, v25[2]
eor.16b v16, v9, v10
eor.16b v31, v24, v8
eor.16b v1, v25, v0
eor.16b v30, v19, v22
eor.8b v2, v5, v8
eor.8b v0, v23, v12
eor.8b v12, v29, v25
eor.8b v18, v1, v8
ext.16b v10, v15, v0, #0
ext.16b v2, v26, v24, #5
ext.16b v24, v21, v27, #2
ext.16b v14, v4, v7, #9
ext.8b v2, v11, v28, #7
ext.8b v25, v18, v18, #0
ext.8b v4, v14, v25, #1
ext.8b v18, v1, v24, #0
fabd.2d v27, v30, v11
fabd.2d v20, v18, v17
fabd.2d v21, v16, v30
fabd.2d v31, v6, v29
fabd.2s v25, v23, v0
fabd.2s v13, v1, v11
fabd.2s v10, v2, v0
fabd.2s v14, v30, v21
fabd.4s v31, v1, v19
fabd.4s v31, v2, v6
fabd.4s v14, v23, v26
fabd.4s v11, v14, v25
fabs.2d v10, v5
fabs.2d v0, v29
fabs.2d v12, v8
fabs.2d v15, v17
fabs.2s v12, v8
fabs.2s v8, v4
fabs.2s v15, v18
fabs.2s v28, v14
fabs.4s v3, v1
fabs.4s v29, v4
fabs.4s v31, v14
fabs.4s v14, v13
facge.2d v28, v1, v27
facge.2d v8, v12, v23
facge.2d v17, v18, v10
facge.2d v13, v19, v23
facge.2s v28, v2, v24
facge.2s v18, v26, v0
facge.2s v18, v13, v27
facge.2s v19, v13, v13
facge.4s v4, v10, v1
facge.4s v31, v0, v23
facge.4s v25, v9, v4
facge.4s v10, v27, v4
facgt.2d v25, v20, v22
facgt.2d v14, v10, v13
facgt.2d v29, v21, v17
facgt.2d v11, v18, v5
facgt.2s v12, v11, v10
facgt.2s v25, v24, v11
facgt.2s v4, v20, v16
facgt.2s v8, v29, v2
facgt.4s v19, v26, v3
facgt.4s v31, v25, v24
facgt.4s v3, v23, v27
facgt.4s v13, v10, v20
faddp.2d d6, v12
faddp.2d d11, v1
faddp.2d d0, v19
faddp.2d d11, v26
faddp.2s s28, v26
faddp.2s s3, v17
faddp.2s s28, v17
faddp.2s s2, v19
faddp.2d v30, v22, v4
faddp.2d v12, v25, v4
faddp.2d v27, v7, v0
faddp.2d v13, v12, v20
faddp.2s v25, v23, v27
faddp.2s v1, v1, v25
faddp.2s v6, v31, v18
faddp.2s v20, v8, v16
faddp.4s v6, v20, v23
faddp.4s v28, v12, v31
faddp.4s v18, v28, v28
faddp.4s v1, v6, v12
fadd.2d v2, v5, v28
fadd.2d v14, v18, v14
fadd.2d v7, v4, v15
fadd.2d v29, v8, v29
fadd.2s v12, v0, v22
fadd.2s v31, v26, v6
fadd.2s v0, v21, v3
fadd.2s v10, v13, v27
fadd.4s v7, v16, v1
fadd.4s v23, v1, v16
fadd.4s v0, v12, v26
fadd.4s v11, v6, v7
fcmeq.2d v9, v14, v18
fcmeq.2d v14, v24, v28
fcmeq.2d v3, v27, v2
fcmeq.2d v24, v19, v12
fcmeq.2s v30, v4, v8
fcmeq.2s v12, v17, v31
fcmeq.2s v13, v10, v5
fcmeq.2s v7, v0, v30
fcmeq.4s v9, v9, v27
fcmeq.4s v11, v27, v24
fcmeq.4s v16, v28, v20
fcmeq.4s v15, v12, v17
fcmeq.2d v15, v14, #0.0
fcmeq.2d v2, v10, #0.0
fcmeq.2d v31, v7, #0.0
fcmeq.2d v15, v16, #0.0
fcmeq.2s v0, v12, #0.0
fcmeq.2s v30, v21, #0.0
fcmeq.2s v26, v0, #0.0
fcmeq.2s v7, v30, #0.0
fcmeq.4s v19, v28, #0.0
fcmeq.4s v25, v23, #0.0
fcmeq.4s v29, v22, #0.0
fcmeq.4s v2, v18, #0.0
fcmge.2d v10, v24, v1
fcmge.2d v11, v21, v10
fcmge.2d v18, v17, v30
fcmge.2d v19, v28, v18
fcmge.2s v23, v25, v25
fcmge.2s v0, v19, v27
fcmge.2s v2, v16, v24
fcmge.2s v7, v5, v8
fcmge.4s v13, v27, v11
fcmge.4s v11, v18, v20
fcmge.4s v5, v13, v3
fcmge.4s v6, v3, v18
fcmge.2d v5, v31, #0.0
fcmge.2d v3, v26, #0.0
fcmge.2d v17, v22, #0.0
fcmge.2d v12, v10, #0.0
fcmge.2s v13, v23, #0.0
fcmge.2s v7, v22, #0.0
fcmge.2s v11, v2, #0.0
fcmge.2s v10, v27, #0.0
fcmge.4s v9, v13, #0.0
fcmge.4s v25, v31, #0.0
fcmge.4s v17, v22, #0.0
fcmge.4s v26, v24, #0.0
fcmgt.2d v10, v23, v11
fcmgt.2d v30, v25, v23
fcmgt.2d v3, v7, v11
fcmgt.2d v4, v31, v20
fcmgt.2s v20, v20, v30
fcmgt.2s v15, v4, v8
fcmgt.2s v26, v14, v4
fcmgt.2s v6, v20, v20
fcmgt.4s v27, v16, v19
fcmgt.4s v15, v27, v28
fcmgt.4s v30, v0, v12
fcmgt.4s v15, v10, v6
fcmgt.2d v0, v24, #0.0
fcmgt.2d v1, v23, #0.0
fcmgt.2d v13, v28, #0.0
fcmgt.2d v22, v26, #0.0
fcmgt.2s v28, v1, #0.0
fcmgt.2s v7, v26, #0.0
fcmgt.2s v21, v31, #0.0
fcmgt.2s v12, v18, #0.0
fcmgt.4s v17, v4, #0.0
fcmgt.4s v12, v6, #0.0
fcmgt.4s v8, v16, #0.0
fcmgt.4s v28, v11, #0.0
fcmle.2d v3, v23, #0.0
fcmle.2d v5, v21, #0.0
fcmle.2d v29, v0, #0.0
fcmle.2d v7, v5, #0.0
fcmle.2s v12, v17, #0.0
fcmle.2s v11, v24, #0.0
fcmle.2s v2, v30, #0.0
fcmle.2s v15, v0, #0.0
fcmle.4s v20, v27, #0.0
fcmle.4s v22, v16, #0.0
fcmle.4s v30, v31, #0.0
fcmle.4s v21, v6, #0.0
fcmlt.2d v17, v13, #0.0
fcmlt.2d v22, v15, #0.0
fcmlt.2d v6, v31, #0.0
fcmlt.2d v6, v17, #0.0
fcmlt.2s v31, v29, #0.0
fcmlt.2s v13, v10, #0.0
fcmlt.2s v22, v18, #0.0
fcmlt.2s v24, v12, #0.0
fcmlt.4s v2, v13, #0.0
fcmlt.4s v8, v4, #0.0
fcmlt.4s v10, v17, #0.0
fcmlt.4s v28, v13, #0.0
fcvtas.2d v23, v21
fcvtas.2d v2, v1
fcvtas.2d v30, v13
fcvtas.2d v25, v15
fcvtas.2s v2, v2
fcvtas.2s v19, v20
fcvtas.2s v15, v30
fcvtas.2s v9, v25
fcvtas.4s v16, v12
fcvtas.4s v23, v11
fcvtas.4s v2, v20
fcvtas.4s v16, v26
fcvtau.2d v12, v30
fcvtau.2d v20, v8
fcvtau.2d v4, v5
fcvtau.2d v27, v10
fcvtau.2s v30, v9
fcvtau.2s v30, v25
fcvtau.2s v7, v30
fcvtau.2s v25, v7
fcvtau.4s v20, v30
fcvtau.4s v29, v2
fcvtau.4s v22, v7
fcvtau.4s v16, v18
fcvtms.2d v17, v16
fcvtms.2d v22, v27
fcvtms.2d v4, v28
fcvtms.2d v0, v29
fcvtms.2s v15, v11
fcvtms.2s v30, v24
fcvtms.2s v24, v18
fcvtms.2s v6, v18
fcvtms.4s v6, v12
fcvtms.4s v14, v8
fcvtms.4s v12, v21
fcvtms.4s v12, v20
fcvtmu.2d v0, v5
fcvtmu.2d v15, v16
fcvtmu.2d v26, v26
fcvtmu.2d v16, v18
fcvtmu.2s v10, v7
fcvtmu.2s v6, v17
fcvtmu.2s v22, v30
fcvtmu.2s v23, v8
fcvtmu.4s v15, v10
fcvtmu.4s v24, v28
fcvtmu.4s v16, v30
fcvtmu.4s v9, v22
fcvtns.2d v25, v18
fcvtns.2d v9, v12
fcvtns.2d v18, v27
fcvtns.2d v28, v12
fcvtns.2s v8, v7
fcvtns.2s v27, v8
fcvtns.2s v18, v13
fcvtns.2s v13, v5
fcvtns.4s v13, v30
fcvtns.4s v23, v18
fcvtns.4s v22, v5
fcvtns.4s v1, v19
fcvtnu.2d v10, v14
fcvtnu.2d v10, v19
fcvtnu.2d v11, v20
fcvtnu.2d v8, v25
fcvtnu.2s v24, v17
fcvtnu.2s v14, v28
fcvtnu.2s v6, v28
fcvtnu.2s v20, v1
fcvtnu.4s v6, v1
fcvtnu.4s v27, v20
fcvtnu.4s v8, v31
fcvtnu.4s v1, v5
fcvtps.2d v24, v13
fcvtps.2d v0, v8
fcvtps.2d v0, v10
fcvtps.2d v19, v23
fcvtps.2s v3, v7
fcvtps.2s v27, v29
fcvtps.2s v24, v4
fcvtps.2s v18, v0
fcvtps.4s v17, v9
fcvtps.4s v8, v3
fcvtps.4s v14, v10
fcvtps.4s v11, v6
fcvtpu.2d v11, v22
fcvtpu.2d v1, v3
fcvtpu.2d v21, v21
fcvtpu.2d v28, v28
fcvtpu.2s v7, v12
fcvtpu.2s v30, v1
fcvtpu.2s v17, v6
fcvtpu.2s v16, v3
fcvtpu.4s v1, v3
fcvtpu.4s v4, v3
fcvtpu.4s v8, v3
fcvtpu.4s v2, v20
fcvtzs.2d v2, v29, #56
fcvtzs.2d v27, v10, #1
fcvtzs.2d v8, v18, #7
fcvtzs.2d v22, v4, #53
fcvtzs.2s v10, v11, #24
fcvtzs.2s v29, v20, #17
fcvtzs.2s v29, v11, #1
fcvtzs.2s v6, v4, #32
fcvtzs.4s v0, v2, #24
fcvtzs.4s v19, v29, #1
fcvtzs.4s v24, v26, #6
fcvtzs.4s v9, v26, #18
fcvtzs.2d v7, v8
fcvtzs.2d v13, v19
fcvtzs.2d v12, v21
fcvtzs.2d v5, v23
fcvtzs.2s v7, v26
fcvtzs.2s v20, v29
fcvtzs.2s v1, v24
fcvtzs.2s v2, v18
fcvtzs.4s v3, v15
fcvtzs.4s v8, v29
fcvtzs.4s v10, v6
fcvtzs.4s v23, v10
fcvtzu.2d v31, v3, #47
fcvtzu.2d v23, v26, #44
fcvtzu.2d v26, v22, #60
fcvtzu.2d v10, v17, #1
fcvtzu.2s v3, v3, #9
fcvtzu.2s v5, v31, #1
fcvtzu.2s v17, v17, #13
fcvtzu.2s v3, v29, #8
fcvtzu.4s v31, v19, #1
fcvtzu.4s v30, v26, #1
fcvtzu.4s v16, v14, #22
fcvtzu.4s v16, v27, #27
fcvtzu.2d v8, v8
fcvtzu.2d v26, v28
fcvtzu.2d v16, v2
fcvtzu.2d v4, v14
fcvtzu.2s v27, v24
fcvtzu.2s v25, v16
fcvtzu.2s v15, v13
fcvtzu.2s v17, v20
fcvtzu.4s v21, v13
fcvtzu.4s v27, v6
fcvtzu.4s v9, v28
fcvtzu.4s v10, v17
fdiv.2d v13, v10, v3
fdiv.2d v11, v29, v2
fdiv.2d v4, v14, v0
fdiv.2d v3, v5, v14
fdiv.2s v25, v23, v2
fdiv.2s v17, v6, v1
fdiv.2s v20, v16, v6
fdiv.2s v28, v20, v6
fdiv.4s v2, v10, v10
fdiv.4s v7, v25, v12
fdiv.4s v25, v4, v18
fdiv.4s v19, v4, v10
fmaxnmp.2d d30, v2
fmaxnmp.2d d28, v3
fmaxnmp.2d d3, v4
fmaxnmp.2d d20, v29
fmaxnmp.2s s0, v9
fmaxnmp.2s s29, v16
fmaxnmp.2s s27, v16
fmaxnmp.2s s20, v13
fmaxnmp.2d v1, v20, v15
fmaxnmp.2d v16, v29, v0
fmaxnmp.2d v21, v7, v15
fmaxnmp.2d v17, v5, v1
fmaxnmp.2s v3, v24, v4
fmaxnmp.2s v5, v6, v3
fmaxnmp.2s v18, v23, v6
fmaxnmp.2s v17, v27, v2
fmaxnmp.4s v20, v0, v3
fmaxnmp.4s v16, v9, v22
fmaxnmp.4s v24, v26, v15
fmaxnmp.4s v11, v16, v20
fmaxnmv.4s s10, v13
fmaxnmv.4s s11, v23
fmaxnmv.4s s9, v5
fmaxnmv.4s s15, v21
fmaxnm.2d v24, v22, v5
fmaxnm.2d v17, v2, v2
fmaxnm.2d v27, v12, v18
fmaxnm.2d v3, v15, v6
fmaxnm.2s v2, v25, v19
fmaxnm.2s v13, v24, v11
fmaxnm.2s v1, v15, v3
fmaxnm.2s v31, v26, v24
fmaxnm.4s v27, v8, v4
fmaxnm.4s v25, v20, v26
fmaxnm.4s v31, v8, v4
fmaxnm.4s v22, v21, v28
fmaxp.2d d0, v28
fmaxp.2d d24, v11
fmaxp.2d d18, v27
fmaxp.2d d9, v25
fmaxp.2s s28, v21
fmaxp.2s s27, v6
fmaxp.2s s13, v29
fmaxp.2s s31, v11
fmaxp.2d v3, v15, v13
fmaxp.2d v9, v30, v7
fmaxp.2d v13, v28, v1
fmaxp.2d v13, v4, v29
fmaxp.2s v24, v8, v8
fmaxp.2s v8, v14, v14
fmaxp.2s v5, v1, v11
fmaxp.2s v21, v23, v1
fmaxp.4s v13, v22, v28
fmaxp.4s v13, v4, v0
fmaxp.4s v22, v26, v19
fmaxp.4s v4, v10, v21
fmaxv.4s s23, v2
fmaxv.4s s27, v0
fmaxv.4s s5, v16
fmaxv.4s s12, v15
fmax.2d v16, v2, v23
fmax.2d v12, v20, v4
fmax.2d v6, v21, v20
fmax.2d v0, v21, v22
fmax.2s v26, v26, v11
fmax.2s v20, v8, v17
fmax.2s v20, v23, v3
fmax.2s v11, v23, v27
fmax.4s v29, v9, v15
fmax.4s v14, v13, v8
fmax.4s v3, v13, v31
fmax.4s v1, v4, v19
fminnmp.2d d10, v11
fminnmp.2d d7, v27
fminnmp.2d d7, v3
fminnmp.2d d5, v28
fminnmp.2s s12, v9
fminnmp.2s s11, v2
fminnmp.2s s6, v0
fminnmp.2s s12, v18
fminnmp.2d v15, v10, v8
fminnmp.2d v27, v31, v4
fminnmp.2d v10, v5, v20
fminnmp.2d v17, v9, v0
fminnmp.2s v29, v29, v18
fminnmp.2s v4, v25, v26
fminnmp.2s v29, v28, v9
fminnmp.2s v8, v4, v12
fminnmp.4s v19, v25, v8
fminnmp.4s v25, v3, v9
fminnmp.4s v5, v8, v26
fminnmp.4s v29, v20, v11
fminnmv.4s s12, v3
fminnmv.4s s1, v15
fminnmv.4s s9, v1
fminnmv.4s s14, v25
fminnm.2d v11, v11, v28
fminnm.2d v2, v11, v24
fminnm.2d v0, v10, v16
fminnm.2d v7, v5, v30
fminnm.2s v21, v10, v31
fminnm.2s v17, v20, v16
fminnm.2s v3, v21, v17
fminnm.2s v4, v8, v1
fminnm.4s v0, v14, v30
fminnm.4s v0, v1, v25
fminnm.4s v24, v28, v30
fminnm.4s v29, v2, v25
fminp.2d d1, v18
fminp.2d d25, v21
fminp.2d d6, v19
fminp.2d d19, v1
fminp.2s s12, v31
fminp.2s s29, v10
fminp.2s s7, v3
fminp.2s s14, v21
fminp.2d v26, v4, v9
fminp.2d v26, v22, v13
fminp.2d v8, v14, v2
fminp.2d v9, v11, v11
fminp.2s v14, v30, v13
fminp.2s v11, v4, v9
fminp.2s v18, v18, v12
fminp.2s v7, v22, v13
fminp.4s v4, v10, v15
fminp.4s v11, v22, v17
fminp.4s v18, v5, v10
fminp.4s v3, v19, v9
fminv.4s s6, v4
fminv.4s s9, v9
fminv.4s s28, v18
fminv.4s s14, v0
fmin.2d v27, v21, v19
fmin.2d v28, v7, v26
fmin.2d v31, v13, v28
fmin.2d v13, v26, v2
fmin.2s v7, v3, v31
fmin.2s v9, v29, v0
fmin.2s v18, v29, v4
fmin.2s v7, v2, v11
fmin.4s v12, v11, v11
fmin.4s v21, v17, v18
fmin.4s v11, v12, v29
fmin.4s v29, v20, v19
fmla.d d28, d21, v21[0]
fmla.d d3, d5, v14[0]
fmla.d d25, d16, v21[1]
fmla.d d26, d14, v20[1]
fmla.s s10, s0, v22[0]
fmla.s s9, s31, v20[1]
fmla.s s21, s18, v22[3]
fmla.s s3, s6, v28[0]
fmla.2d v1, v26, v13[1]
fmla.2d v20, v7, v31[1]
fmla.2d v24, v11, v12[1]
fmla.2d v24, v20, v15[0]
fmla.2s v13, v25, v6[0]
fmla.2s v8, v10, v7[2]
fmla.2s v27, v12, v17[3]
fmla.2s v23, v29, v1[3]
fmla.4s v14, v10, v3[0]
fmla.4s v8, v6, v22[3]
fmla.4s v31, v1, v1[1]
fmla.4s v5, v25, v28[2]
fmla.2d v24, v5, v6
fmla.2d v22, v18, v17
fmla.2d v15, v3, v9
fmla.2d v18, v22, v5
fmla.2s v24, v30, v7
fmla.2s v13, v17, v27
fmla.2s v17, v29, v27
fmla.2s v20, v13, v27
fmla.4s v20, v20, v19
fmla.4s v31, v24, v30
fmla.4s v16, v26, v22
fmla.4s v5, v25, v18
fmls.d d11, d23, v1[1]
fmls.d d25, d1, v25[0]
fmls.d d24, d7, v19[0]
fmls.d d3, d13, v2[0]
fmls.s s12, s19, v5[0]
fmls.s s25, s21, v22[3]
fmls.s s19, s1, v7[1]
fmls.s s11, s3, v17[1]
fmls.2d v12, v29, v11[1]
fmls.2d v16, v25, v6[1]
fmls.2d v4, v13, v2[1]
fmls.2d v26, v2, v20[1]
fmls.2s v8, v9, v10[3]
fmls.2s v17, v16, v26[2]
fmls.2s v9, v7, v7[0]
fmls.2s v31, v14, v12[0]
fmls.4s v13, v17, v31[1]
fmls.4s v21, v1, v30[3]
fmls.4s v5, v15, v30[3]
fmls.4s v7, v3, v30[3]
fmls.2d v31, v5, v5
fmls.2d v0, v29, v8
fmls.2d v15, v21, v13
fmls.2d v25, v4, v12
fmls.2s v17, v9, v9
fmls.2s v10, v25, v16
fmls.2s v3, v14, v18
fmls.2s v0, v25, v9
fmls.4s v23, v27, v24
fmls.4s v11, v27, v16
fmls.4s v0, v26, v13
fmls.4s v6, v2, v6
fmov.d v30[1], x11
fmov.d v31[1], x7
fmov.d v9[1], x3
fmov.d v30[1], x13
fmov.d x15, v7[1]
fmov.d xzr, v6[1]
fmov.d xzr, v14[1]
fmov.d x9, v31[1]
fmov.2d v7, #13.00000000
fmov.2d v3, #-2.12500000
fmov.2d v29, #14.00000000
fmov.2d v5, #-5.00000000
fmov.2s v12, #20.00000000
fmov.2s v24, #0.16406250
fmov.2s v22, #-11.00000000
fmov.2s v5, #2.75000000
fmov.4s v29, #2.75000000
fmov.4s v30, #-22.00000000
fmov.4s v15, #1.62500000
fmov.4s v8, #0.26562500
fmulx.d d21, d27, v28[1]
fmulx.d d2, d8, v8[0]
fmulx.d d16, d0, v9[0]
fmulx.d d30, d31, v4[1]
fmulx.s s21, s13, v27[0]
fmulx.s s9, s27, v17[0]
fmulx.s s1, s3, v8[3]
fmulx.s s12, s28, v9[0]
fmulx.2d v6, v4, v0[1]
fmulx.2d v1, v10, v24[1]
fmulx.2d v6, v25, v15[0]
fmulx.2d v28, v27, v9[1]
fmulx.2s v7, v18, v30[2]
fmulx.2s v21, v20, v3[2]
fmulx.2s v21, v3, v28[1]
fmulx.2s v2, v1, v1[0]
fmulx.4s v3, v15, v14[1]
fmulx.4s v24, v28, v23[3]
fmulx.4s v1, v23, v15[0]
fmulx.4s v20, v30, v25[0]
fmulx.2d v2, v10, v8
fmulx.2d v29, v12, v21
fmulx.2d v13, v27, v11
fmulx.2d v7, v25, v16
fmulx.2s v7, v31, v18
fmulx.2s v25, v12, v22
fmulx.2s v20, v17, v19
fmulx.2s v24, v22, v22
fmulx.4s v24, v5, v27
fmulx.4s v23, v12, v1
fmulx.4s v23, v30, v3
fmulx.4s v5, v30, v25
fmul.d d29, d6, v23[0]
fmul.d d8, d26, v30[0]
fmul.d d0, d25, v21[0]
fmul.d d19, d8, v21[1]
fmul.s s0, s20, v13[1]
fmul.s s15, s20, v26[3]
fmul.s s11, s2, v5[3]
fmul.s s25, s5, v22[1]
fmul.2d v4, v17, v20[1]
fmul.2d v27, v23, v10[1]
fmul.2d v19, v22, v22[1]
fmul.2d v8, v29, v10[1]
fmul.2s v1, v13, v31[2]
fmul.2s v1, v13, v31[3]
fmul.2s v23, v6, v13[1]
fmul.2s v19, v31, v6[2]
fmul.4s v24, v25, v12[0]
fmul.4s v12, v18, v17[3]
fmul.4s v24, v14, v0[0]
fmul.4s v31, v3, v1[1]
fmul.2d v8, v21, v24
fmul.2d v2, v21, v21
fmul.2d v0, v9, v14
fmul.2d v19, v29, v8
fmul.2s v16, v23, v17
fmul.2s v13, v13, v3
fmul.2s v1, v24, v9
fmul.2s v28, v1, v15
fmul.4s v1, v15, v30
fmul.4s v24, v14, v21
fmul.4s v4, v26, v17
fmul.4s v11, v21, v24
fneg.2d v29, v14
fneg.2d v25, v26
fneg.2d v14, v17
fneg.2d v8, v22
fneg.2s v28, v26
fneg.2s v22, v29
fneg.2s v28, v10
fneg.2s v20, v20
fneg.4s v15, v28
fneg.4s v0, v30
fneg.4s v18, v2
fneg.4s v4, v29
frecpe.2d v27, v27
frecpe.2d v17, v19
frecpe.2d v13, v17
frecpe.2d v24, v7
frecpe.2s v17, v5
frecpe.2s v7, v18
frecpe.2s v11, v3
frecpe.2s v15, v19
frecpe.4s v14, v27
frecpe.4s v6, v21
frecpe.4s v0, v2
frecpe.4s v11, v23
frecps.2d v21, v31, v14
frecps.2d v11, v4, v2
frecps.2d v28, v3, v17
frecps.2d v20, v22, v17
frecps.2s v0, v28, v25
frecps.2s v1, v28, v1
frecps.2s v26, v23, v7
frecps.2s v25, v8, v8
frecps.4s v24, v16, v11
frecps.4s v15, v7, v26
frecps.4s v0, v19, v30
frecps.4s v12, v20, v30
frinta.2d v10, v15
frinta.2d v11, v9
frinta.2d v5, v24
frinta.2d v31, v2
frinta.2s v30, v30
frinta.2s v26, v5
frinta.2s v20, v6
frinta.2s v18, v17
frinta.4s v15, v6
frinta.4s v10, v28
frinta.4s v8, v25
frinta.4s v12, v15
frinti.2d v14, v31
frinti.2d v26, v30
frinti.2d v30, v14
frinti.2d v15, v14
frinti.2s v12, v26
frinti.2s v14, v5
frinti.2s v8, v15
frinti.2s v28, v13
frinti.4s v4, v11
frinti.4s v22, v15
frinti.4s v0, v8
frinti.4s v11, v30
frintm.2d v6, v15
frintm.2d v31, v12
frintm.2d v26, v5
frintm.2d v10, v5
frintm.2s v4, v28
frintm.2s v7, v29
frintm.2s v27, v28
frintm.2s v1, v7
frintm.4s v15, v30
frintm.4s v26, v30
frintm.4s v11, v4
frintm.4s v6, v1
frintn.2d v11, v19
frintn.2d v19, v31
frintn.2d v13, v6
frintn.2d v21, v11
frintn.2s v2, v3
frintn.2s v12, v21
frintn.2s v13, v24
frintn.2s v30, v10
frintn.4s v28, v10
frintn.4s v7, v4
frintn.4s v14, v20
frintn.4s v30, v12
frintp.2d v8, v23
frintp.2d v16, v13
frintp.2d v30, v4
frintp.2d v13, v1
frintp.2s v30, v21
frintp.2s v9, v10
frintp.2s v27, v29
frintp.2s v24, v8
frintp.4s v10, v4
frintp.4s v30, v2
frintp.4s v26, v1
frintp.4s v12, v6
frintx.2d v24, v15
frintx.2d v12, v26
frintx.2d v11, v7
frintx.2d v14, v7
frintx.2s v16, v27
frintx.2s v5, v7
frintx.2s v6, v26
frintx.2s v19, v6
frintx.4s v11, v2
frintx.4s v17, v3
frintx.4s v7, v25
frintx.4s v13, v25
frintz.2d v20, v23
frintz.2d v19, v8
frintz.2d v31, v23
frintz.2d v3, v23
frintz.2s v23, v29
frintz.2s v16, v8
frintz.2s v9, v28
frintz.2s v14, v10
frintz.4s v5, v4
frintz.4s v31, v29
frintz.4s v3, v22
frintz.4s v7, v14
frsqrte.2d v1, v23
frsqrte.2d v17, v13
frsqrte.2d v2, v23
frsqrte.2d v16, v18
frsqrte.2s v3, v23
frsqrte.2s v23, v0
frsqrte.2s v8, v23
frsqrte.2s v18, v11
frsqrte.4s v26, v15
frsqrte.4s v21, v3
frsqrte.4s v29, v19
frsqrte.4s v20, v23
frsqrts.2d v20, v18, v0
frsqrts.2d v8, v0, v22
frsqrts.2d v16, v23, v12
frsqrts.2d v14, v9, v7
frsqrts.2s v18, v19, v0
frsqrts.2s v21, v25, v0
frsqrts.2s v29, v30, v28
frsqrts.2s v31, v5, v25
frsqrts.4s v4, v10, v26
frsqrts.4s v7, v13, v15
frsqrts.4s v22, v23, v28
frsqrts.4s v14, v21, v20
fsqrt.2d v21, v4
fsqrt.2d v23, v20
fsqrt.2d v26, v19
fsqrt.2d v11, v23
fsqrt.2s v8, v3
fsqrt.2s v28, v8
fsqrt.2s v17, v17
fsqrt.2s v22, v22
fsqrt.4s v27, v21
fsqrt.4s v3, v5
fsqrt.4s v19, v28
fsqrt.4s v20, v20
fsub.2d v10, v7, v3
fsub.2d v4, v29, v0
fsub.2d v11, v10, v1
fsub.2d v30, v0, v28
fsub.2s v18, v20, v2
fsub.2s v5, v0, v4
fsub.2s v2, v5, v28
fsub.2s v5, v31, v8
fsub.4s v7, v5, v11
fsub.4s v31, v25, v9
fsub.4s v16, v26, v8
fsub.4s v21, v28, v17
mov.b v10[10], w28
mov.b v7[4], w12
mov.b v14[3], w8
mov.b v4[12], w8
mov.b v22[1], v16[6]
mov.b v20[0], v19[11]
mov.b v10[13], v18[0]
mov.b v5[8], v14[4]
mov.d v7[0], x26
mov.d v21[0], x6
mov.d v3[1], x24
mov.d v15[0], x23
mov.d v17[1], v19[0]
mov.d v17[1], v9[0]
mov.d v14[1], v3[1]
mov.d v15[1], v4[0]
mov.h v20[4], w20
mov.h v22[2], w14
mov.h v15[0], w15
mov.h v15[3], w12
mov.h v27[2], v26[0]
mov.h v11[1], v4[4]
mov.h v9[0], v28[0]
mov.h v2[1], v14[1]
mov.s v16[1], wzr
mov.s v16[3], w27
mov.s v15[0], w22
mov.s v25[2], w0
mov.s v3[0], v12[2]
mov.s v20[3], v17[0]
mov.s v3[3], v14[1]
mov.s v16[3], v27[0]
ld1.16b { v26, v27, v28, v29 }, [x22]
ld1.16b { v2, v3, v4, v5 }, [x23]
ld1.16b { v31, v0, v1, v2 }, [x9]
ld1.16b { v21, v22, v23, v24 }, [x7]
ld1.16b { v27, v28, v29, v30 }, [x14], x1
ld1.16b { v30, v31, v0, v1 }, [x10], x2
ld1.16b { v11, v12, v13, v14 }, [sp], x10
ld1.16b { v25, v26, v27, v28 }, [x8], x25
ld1.1d { v4, v5, v6, v7 }, [x28]
ld1.1d { v1, v2, v3, v4 }, [x12]
ld1.1d { v14, v15, v16, v17 }, [x15]
ld1.1d { v0, v1, v2, v3 }, [x6]
ld1.1d { v23, v24, v25, v26 }, [x27], x8
ld1.1d { v10, v11, v12, v13 }, [x10], x29
ld1.1d { v23, v24, v25, v26 }, [x7], x29
ld1.1d { v24, v25, v26, v27 }, [x15], x28
ld1.2d { v4, v5, v6, v7 }, [x6]
ld1.2d { v25, v26, v27, v28 }, [x20]
ld1.2d { v16, v17, v18, v19 }, [x2]
ld1.2d { v7, v8, v9, v10 }, [x8]
ld1.2d { v28, v29, v30, v31 }, [x3], #64
ld1.2d { v18, v19, v20, v21 }, [x9], x9
ld1.2d { v22, v23, v24, v25 }, [x28], x17
ld1.2d { v1, v2, v3, v4 }, [x18], x29
ld1.2s { v11, v12, v13, v14 }, [x15]
ld1.2s { v0, v1, v2, v3 }, [x0]
ld1.2s { v1, v2, v3, v4 }, [x18]
ld1.2s { v3, v4, v5, v6 }, [x19]
ld1.2s { v22, v23, v24, v25 }, [x24], x24
ld1.2s { v15, v16, v17, v18 }, [x24], x16
ld1.2s { v29, v30, v31, v0 }, [x16], x20
ld1.2s { v30, v31, v0, v1 }, [x25], x9
ld1.4h { v11, v12, v13, v14 }, [x4]
ld1.4h { v25, v26, v27, v28 }, [x24]
ld1.4h { v27, v28, v29, v30 }, [x8]
ld1.4h { v1, v2, v3, v4 }, [x0]
ld1.4h { v27, v28, v29, v30 }, [x14], x5
ld1.4h { v2, v3, v4, v5 }, [x12], x10
ld1.4h { v17, v18, v19, v20 }, [x7], x30
ld1.4h { v24, v25, v26, v27 }, [x8], x18
ld1.4s { v14, v15, v16, v17 }, [x2]
ld1.4s { v25, v26, v27, v28 }, [x7]
ld1.4s { v23, v24, v25, v26 }, [x18]
ld1.4s { v18, v19, v20, v21 }, [x7]
ld1.4s { v21, v22, v23, v24 }, [x18], x12
ld1.4s { v11, v12, v13, v14 }, [x13], x14
ld1.4s { v27, v28, v29, v30 }, [x23], x6
ld1.4s { v1, v2, v3, v4 }, [x4], x6
ld1.8b { v20, v21, v22, v23 }, [x0]
ld1.8b { v21, v22, v23, v24 }, [x30]
ld1.8b { v4, v5, v6, v7 }, [x26]
ld1.8b { v31, v0, v1, v2 }, [x21]
ld1.8b { v31, v0, v1, v2 }, [x12], x1
ld1.8b { v24, v25, v26, v27 }, [x11], x18
ld1.8b { v13, v14, v15, v16 }, [x14], x13
ld1.8b { v12, v13, v14, v15 }, [sp], x13
ld1.8h { v22, v23, v24, v25 }, [x29]
ld1.8h { v14, v15, v16, v17 }, [x20]
ld1.8h { v26, v27, v28, v29 }, [x13]
ld1.8h { v13, v14, v15, v16 }, [x11]
ld1.8h { v15, v16, v17, v18 }, [x14], x10
ld1.8h { v25, v26, v27, v28 }, [x29], x29
ld1.8h { v2, v3, v4, v5 }, [x26], x28
ld1.8h { v11, v12, v13, v14 }, [x28], #64
ld1.16b { v23 }, [x23]
ld1.16b { v21 }, [x3]
ld1.16b { v31 }, [x24]
ld1.16b { v26 }, [x28]
ld1.16b { v17 }, [x16], x27
ld1.16b { v30 }, [x28], x10
ld1.16b { v28 }, [x20], x13
ld1.16b { v5 }, [x12], x15
ld1.1d { v21 }, [x25]
ld1.1d { v0 }, [x25]
ld1.1d { v24 }, [x10]
ld1.1d { v15 }, [x18]
ld1.1d { v20 }, [x28], x22
ld1.1d { v7 }, [x17], x25
ld1.1d { v9 }, [x0], #8
ld1.1d { v16 }, [x16], x16
ld1.2d { v3 }, [x16]
ld1.2d { v29 }, [x9]
ld1.2d { v4 }, [x23]
ld1.2d { v3 }, [x20]
ld1.2d { v27 }, [x0], x7
ld1.2d { v31 }, [x28], x9
ld1.2d { v8 }, [x30], x9
ld1.2d { v25 }, [x29], x8
ld1.2s { v11 }, [x11]
ld1.2s { v28 }, [x6]
ld1.2s { v24 }, [x3]
ld1.2s { v18 }, [x24]
ld1.2s { v2 }, [x9], x2
ld1.2s { v9 }, [x2], x23
ld1.2s { v14 }, [x0], #8
ld1.2s { v9 }, [x25], x10
ld1.4h { v3 }, [x26]
ld1.4h { v15 }, [x3]
ld1.4h { v2 }, [x6]
ld1.4h { v2 }, [x30]
ld1.4h { v17 }, [x2], x21
ld1.4h { v3 }, [x13], x20
ld1.4h { v5 }, [x11], x18
ld1.4h { v10 }, [x10], x2
ld1.4s { v28 }, [x17]
ld1.4s { v2 }, [x14]
ld1.4s { v27 }, [x12]
ld1.4s { v20 }, [x1]
ld1.4s { v7 }, [x23], x17
ld1.4s { v30 }, [x4], x4
ld1.4s { v0 }, [x14], x4
ld1.4s { v27 }, [x23], x27
ld1.8b { v30 }, [x0]
ld1.8b { v22 }, [x0]
ld1.8b { v24 }, [x29]
ld1.8b { v8 }, [x21]
ld1.8b { v24 }, [x5], x22
ld1.8b { v13 }, [sp], x2
ld1.8b { v12 }, [x29], x10
ld1.8b { v12 }, [x23], #8
ld1.8h { v11 }, [x2]
ld1.8h { v8 }, [x5]
ld1.8h { v22 }, [x26]
ld1.8h { v29 }, [x10]
ld1.8h { v28 }, [x14], #16
ld1.8h { v6 }, [x25], x26
ld1.8h { v27 }, [x30], x16
ld1.8h { v22 }, [x1], #16
ld1r.16b { v30 }, [x24]
ld1r.16b { v9 }, [x27]
ld1r.16b { v8 }, [x4]
ld1r.16b { v17 }, [x14]
ld1r.16b { v15 }, [x11], x7
ld1r.16b { v17 }, [x27], x1
ld1r.16b { v6 }, [x27], x1
ld1r.16b { v22 }, [x29], x25
ld1r.1d { v26 }, [x15]
ld1r.1d { v4 }, [x16]
ld1r.1d { v19 }, [x3]
ld1r.1d { v11 }, [x1]
ld1r.1d { v29 }, [x1], x23
ld1r.1d { v20 }, [x13], x4
ld1r.1d { v21 }, [x12], x8
ld1r.1d { v31 }, [x29], x9
ld1r.2d { v16 }, [x20]
ld1r.2d { v23 }, [x0]
ld1r.2d { v30 }, [x0]
ld1r.2d { v8 }, [x22]
ld1r.2d { v26 }, [x1], x13
ld1r.2d { v11 }, [x12], x24
ld1r.2d { v30 }, [x0], x27
ld1r.2d { v22 }, [x23], x0
ld1r.2s { v18 }, [x20]
ld1r.2s { v17 }, [x1]
ld1r.2s { v15 }, [x7]
ld1r.2s { v4 }, [x18]
ld1r.2s { v7 }, [x27], x16
ld1r.2s { v14 }, [x29], x19
ld1r.2s { v10 }, [x15], x0
ld1r.2s { v4 }, [x9], x2
ld1r.4h { v10 }, [x27]
ld1r.4h { v20 }, [x16]
ld1r.4h { v6 }, [x15]
ld1r.4h { v21 }, [x7]
ld1r.4h { v3 }, [x16], x8
ld1r.4h { v18 }, [x18], x5
ld1r.4h { v22 }, [x17], x29
ld1r.4h { v30 }, [x30], x11
ld1r.4s { v31 }, [x10]
ld1r.4s { v12 }, [x20]
ld1r.4s { v23 }, [x26]
ld1r.4s { v19 }, [x29]
ld1r.4s { v6 }, [x17], x23
ld1r.4s { v26 }, [x20], x30
ld1r.4s { v22 }, [x21], x26
ld1r.4s { v14 }, [x23], x1
ld1r.8b { v6 }, [x14]
ld1r.8b { v20 }, [x24]
ld1r.8b { v31 }, [x30]
ld1r.8b { v8 }, [x10]
ld1r.8b { v13 }, [x14], x11
ld1r.8b { v11 }, [x6], x0
ld1r.8b { v18 }, [x28], #1
ld1r.8b { v20 }, [x23], x20
ld1r.8h { v30 }, [x7]
ld1r.8h { v8 }, [x21]
ld1r.8h { v13 }, [x2]
ld1r.8h { v3 }, [x25]
ld1r.8h { v22 }, [x6], x5
ld1r.8h { v24 }, [x28], x30
ld1r.8h { v4 }, [x18], x6
ld1r.8h { v22 }, [x3], x27
ld1.16b { v8, v9, v10 }, [x30]
ld1.16b { v29, v30, v31 }, [x6]
ld1.16b { v29, v30, v31 }, [x22]
ld1.16b { v27, v28, v29 }, [x9]
ld1.16b { v11, v12, v13 }, [x18], x5
ld1.16b { v17, v18, v19 }, [x10], x10
ld1.16b { v30, v31, v0 }, [x16], x29
ld1.16b { v15, v16, v17 }, [x13], x0
ld1.1d { v22, v23, v24 }, [x18]
ld1.1d { v7, v8, v9 }, [x15]
ld1.1d { v29, v30, v31 }, [x9]
ld1.1d { v9, v10, v11 }, [x25]
ld1.1d { v22, v23, v24 }, [x13], x10
ld1.1d { v21, v22, v23 }, [x13], x0
ld1.1d { v22, v23, v24 }, [x19], x27
ld1.1d { v26, v27, v28 }, [x4], x2
ld1.2d { v10, v11, v12 }, [x10]
ld1.2d { v4, v5, v6 }, [x15]
ld1.2d { v19, v20, v21 }, [x24]
ld1.2d { v7, v8, v9 }, [x17]
ld1.2d { v28, v29, v30 }, [x10], x5
ld1.2d { v20, v21, v22 }, [x18], x12
ld1.2d { v7, v8, v9 }, [x11], x12
ld1.2d { v27, v28, v29 }, [x24], x0
ld1.2s { v9, v10, v11 }, [x29]
ld1.2s { v24, v25, v26 }, [x7]
ld1.2s { v7, v8, v9 }, [x27]
ld1.2s { v24, v25, v26 }, [x19]
ld1.2s { v13, v14, v15 }, [x29], x29
ld1.2s { v24, v25, v26 }, [x3], x4
ld1.2s { v6, v7, v8 }, [x22], x25
ld1.2s { v31, v0, v1 }, [x30], x4
ld1.4h { v28, v29, v30 }, [x29]
ld1.4h { v9, v10, v11 }, [x27]
ld1.4h { v4, v5, v6 }, [x30]
ld1.4h { v5, v6, v7 }, [x14]
ld1.4h { v3, v4, v5 }, [x21], x17
ld1.4h { v23, v24, v25 }, [x22], x23
ld1.4h { v11, v12, v13 }, [x16], x15
ld1.4h { v5, v6, v7 }, [x20], x1
ld1.4s { v30, v31, v0 }, [x18]
ld1.4s { v21, v22, v23 }, [x6]
ld1.4s { v21, v22, v23 }, [x16]
ld1.4s { v17, v18, v19 }, [x4]
ld1.4s { v9, v10, v11 }, [x14], x23
ld1.4s { v29, v30, v31 }, [x2], x26
ld1.4s { v0, v1, v2 }, [x29], x6
ld1.4s { v5, v6, v7 }, [x22], x9
ld1.8b { v6, v7, v8 }, [x11]
ld1.8b { v5, v6, v7 }, [x24]
ld1.8b { v18, v19, v20 }, [x18]
ld1.8b { v13, v14, v15 }, [x5]
ld1.8b { v20, v21, v22 }, [x23], x20
ld1.8b { v17, v18, v19 }, [x21], x12
ld1.8b { v15, v16, v17 }, [x18], x27
ld1.8b { v28, v29, v30 }, [x11], x24
ld1.8h { v11, v12, v13 }, [x16]
ld1.8h { v9, v10, v11 }, [x23]
ld1.8h { v27, v28, v29 }, [x5]
ld1.8h { v27, v28, v29 }, [x0]
ld1.8h { v20, v21, v22 }, [x28], x3
ld1.8h { v23, v24, v25 }, [x24], #48
ld1.8h { v25, v26, v27 }, [x8], x22
ld1.8h { v13, v14, v15 }, [x26], x21
ld1.16b { v7, v8 }, [x29]
ld1.16b { v12, v13 }, [x27]
ld1.16b { v16, v17 }, [x29]
ld1.16b { v4, v5 }, [x25]
ld1.16b { v10, v11 }, [x27], x3
ld1.16b { v21, v22 }, [x3], x9
ld1.16b { v23, v24 }, [x25], x27
ld1.16b { v14, v15 }, [sp], x16
ld1.1d { v4, v5 }, [x30]
ld1.1d { v31, v0 }, [x6]
ld1.1d { v2, v3 }, [x16]
ld1.1d { v20, v21 }, [x16]
ld1.1d { v29, v30 }, [x10], x28
ld1.1d { v16, v17 }, [x17], x4
ld1.1d { v14, v15 }, [x17], x7
ld1.1d { v27, v28 }, [x7], x4
ld1.2d { v10, v11 }, [x22]
ld1.2d { v12, v13 }, [x16]
ld1.2d { v11, v12 }, [x8]
ld1.2d { v14, v15 }, [x12]
ld1.2d { v31, v0 }, [x0], x15
ld1.2d { v16, v17 }, [x1], x24
ld1.2d { v14, v15 }, [x12], x19
ld1.2d { v17, v18 }, [x10], x22
ld1.2s { v6, v7 }, [x10]
ld1.2s { v25, v26 }, [x5]
ld1.2s { v15, v16 }, [x21]
ld1.2s { v21, v22 }, [x3]
ld1.2s { v22, v23 }, [x21], x0
ld1.2s { v19, v20 }, [x28], x25
ld1.2s { v10, v11 }, [x4], x3
ld1.2s { v1, v2 }, [x13], x27
ld1.4h { v3, v4 }, [x27]
ld1.4h { v17, v18 }, [x4]
ld1.4h { v28, v29 }, [x27]
ld1.4h { v23, v24 }, [sp]
ld1.4h { v20, v21 }, [x29], x10
ld1.4h { v30, v31 }, [x26], x13
ld1.4h { v15, v16 }, [x20], x20
ld1.4h { v23, v24 }, [x29], x4
ld1.4s { v6, v7 }, [sp]
ld1.4s { v1, v2 }, [x13]
ld1.4s { v21, v22 }, [x16]
ld1.4s { v23, v24 }, [x13]
ld1.4s { v29, v30 }, [x15], x3
ld1.4s { v5, v6 }, [x18], x12
ld1.4s { v1, v2 }, [x24], x9
ld1.4s { v4, v5 }, [x9], x19
ld1.8b { v9, v10 }, [x29]
ld1.8b { v9, v10 }, [x9]
ld1.8b { v6, v7 }, [x19]
ld1.8b { v1, v2 }, [x4]
ld1.8b { v17, v18 }, [x2], x27
ld1.8b { v6, v7 }, [x20], x19
ld1.8b { v20, v21 }, [x27], x28
ld1.8b { v25, v26 }, [x20], x13
ld1.8h { v8, v9 }, [x24]
ld1.8h { v29, v30 }, [x25]
ld1.8h { v26, v27 }, [x23]
ld1.8h { v0, v1 }, [x23]
ld1.8h { v14, v15 }, [x22], x12
ld1.8h { v4, v5 }, [x16], x30
ld1.8h { v14, v15 }, [x6], #32
ld1.8h { v27, v28 }, [x14], x6
ld1.b { v18 }[15], [x17]
ld1.b { v11 }[0], [x18]
ld1.b { v5 }[15], [x23]
ld1.b { v0 }[8], [x1]
ld1.b { v1 }[8], [x9], x13
ld1.b { v16 }[6], [x28], x18
ld1.b { v15 }[0], [x7], x4
ld1.b { v25 }[1], [x3], x6
ld1.d { v13 }[0], [x16]
ld1.d { v3 }[1], [x12]
ld1.d { v27 }[0], [x14]
ld1.d { v19 }[0], [x27]
ld1.d { v16 }[0], [x5], x20
ld1.d { v11 }[1], [x28], x12
ld1.d { v25 }[1], [x24], x29
ld1.d { v17 }[0], [x4], x3
ld1.h { v10 }[5], [x14]
ld1.h { v9 }[2], [x10]
ld1.h { v18 }[5], [x4]
ld1.h { v29 }[2], [x2]
ld1.h { v14 }[2], [x9], x26
ld1.h { v21 }[1], [x3], x24
ld1.h { v20 }[7], [x24], x18
ld1.h { v5 }[0], [x18], x10
ld1.s { v22 }[2], [x16]
ld1.s { v30 }[0], [x14]
ld1.s { v25 }[2], [x2]
ld1.s { v4 }[3], [x27]
ld1.s { v18 }[0], [x0], x16
ld1.s { v20 }[1], [x5], x1
ld1.s { v8 }[1], [x19], x14
ld1.s { v20 }[1], [x19], x12
ld2r.16b { v3, v4 }, [x14]
ld2r.16b { v3, v4 }, [x4]
ld2r.16b { v14, v15 }, [x22]
ld2r.16b { v19, v20 }, [x0]
ld2r.16b { v29, v30 }, [x5], x30
ld2r.16b { v27, v28 }, [x30], x2
ld2r.16b { v12, v13 }, [x20], x10
ld2r.16b { v21, v22 }, [x11], x20
ld2r.1d { v8, v9 }, [x2]
ld2r.1d { v3, v4 }, [x0]
ld2r.1d { v20, v21 }, [sp]
ld2r.1d { v16, v17 }, [x5]
ld2r.1d { v14, v15 }, [x15], x0
ld2r.1d { v0, v1 }, [x19], x28
ld2r.1d { v24, v25 }, [x18], x27
ld2r.1d { v11, v12 }, [x28], x12
ld2r.2d { v20, v21 }, [x8]
ld2r.2d { v10, v11 }, [x1]
ld2r.2d { v14, v15 }, [x7]
ld2r.2d { v30, v31 }, [x23]
ld2r.2d { v29, v30 }, [x30], x16
ld2r.2d { v30, v31 }, [x7], x13
ld2r.2d { v6, v7 }, [x10], x30
ld2r.2d { v4, v5 }, [x20], x27
ld2r.2s { v25, v26 }, [x17]
ld2r.2s { v13, v14 }, [x10]
ld2r.2s { v19, v20 }, [x30]
ld2r.2s { v21, v22 }, [x20]
ld2r.2s { v4, v5 }, [x6], x16
ld2r.2s { v4, v5 }, [x24], x10
ld2r.2s { v18, v19 }, [x24], x29
ld2r.2s { v29, v30 }, [x8], #8
ld2r.4h { v3, v4 }, [x19]
ld2r.4h { v1, v2 }, [x27]
ld2r.4h { v1, v2 }, [x12]
ld2r.4h { v13, v14 }, [x4]
ld2r.4h { v13, v14 }, [x20], x14
ld2r.4h { v6, v7 }, [x11], x17
ld2r.4h { v29, v30 }, [x3], x15
ld2r.4h { v22, v23 }, [x27], x24
ld2r.4s { v22, v23 }, [x4]
ld2r.4s { v6, v7 }, [x18]
ld2r.4s { v15, v16 }, [x25]
ld2r.4s { v14, v15 }, [x13]
ld2r.4s { v12, v13 }, [x20], x16
ld2r.4s { v8, v9 }, [x17], x18
ld2r.4s { v3, v4 }, [x15], x19
ld2r.4s { v20, v21 }, [x27], x0
ld2r.8b { v25, v26 }, [x23]
ld2r.8b { v26, v27 }, [x8]
ld2r.8b { v14, v15 }, [x5]
ld2r.8b { v12, v13 }, [x21]
ld2r.8b { v19, v20 }, [x10], x15
ld2r.8b { v24, v25 }, [x11], x28
ld2r.8b { v1, v2 }, [x11], x2
ld2r.8b { v30, v31 }, [x26], x17
ld2r.8h { v24, v25 }, [x11]
ld2r.8h { v9, v10 }, [x4]
ld2r.8h { v31, v0 }, [x16]
ld2r.8h { v10, v11 }, [x13]
ld2r.8h { v10, v11 }, [x8], x10
ld2r.8h { v2, v3 }, [x20], x27
ld2r.8h { v29, v30 }, [x6], x17
ld2r.8h { v4, v5 }, [x29], x22
ld2.b { v29, v30 }[11], [x23]
ld2.b { v10, v11 }[1], [x25]
ld2.b { v31, v0 }[1], [sp]
ld2.b { v10, v11 }[9], [x27]
ld2.b { v26, v27 }[3], [x27], x9
ld2.b { v19, v20 }[0], [x22], x12
ld2.b { v29, v30 }[13], [x15], x6
ld2.b { v28, v29 }[0], [x22], x21
ld2.d { v15, v16 }[0], [x8]
ld2.d { v7, v8 }[0], [x2]
ld2.d { v14, v15 }[0], [x14]
ld2.d { v2, v3 }[1], [x14]
ld2.d { v26, v27 }[0], [x15], x2
ld2.d { v31, v0 }[1], [x8], x10
ld2.d { v1, v2 }[0], [x30], x15
ld2.d { v24, v25 }[0], [x3], x27
ld2.h { v0, v1 }[3], [x11]
ld2.h { v17, v18 }[6], [x0]
ld2.h { v1, v2 }[0], [sp]
ld2.h { v31, v0 }[1], [x7]
ld2.h { v13, v14 }[0], [x6], x8
ld2.h { v26, v27 }[3], [x26], x6
ld2.h { v7, v8 }[7], [x16], x3
ld2.h { v27, v28 }[0], [x4], x29
ld2.s { v22, v23 }[0], [x22]
ld2.s { v15, v16 }[1], [sp]
ld2.s { v3, v4 }[1], [x11]
ld2.s { v17, v18 }[0], [x19]
ld2.s { v6, v7 }[1], [x2], x19
ld2.s { v22, v23 }[1], [x24], x18
ld2.s { v3, v4 }[3], [x18], x18
ld2.s { v21, v22 }[1], [x29], x17
ld2.16b { v27, v28 }, [x27]
ld2.16b { v16, v17 }, [x10]
ld2.16b { v6, v7 }, [x4]
ld2.16b { v2, v3 }, [x29]
ld2.16b { v20, v21 }, [x7], x5
ld2.16b { v27, v28 }, [x26], x3
ld2.16b { v3, v4 }, [x8], #32
ld2.16b { v27, v28 }, [x16], x24
ld2.2d { v14, v15 }, [x24]
ld2.2d { v27, v28 }, [x28]
ld2.2d { v18, v19 }, [x2]
ld2.2d { v19, v20 }, [x4]
ld2.2d { v0, v1 }, [x9], x10
ld2.2d { v17, v18 }, [x4], x27
ld2.2d { v16, v17 }, [x4], x12
ld2.2d { v31, v0 }, [x1], x2
ld2.2s { v7, v8 }, [x6]
ld2.2s { v7, v8 }, [x10]
ld2.2s { v5, v6 }, [x7]
ld2.2s { v26, v27 }, [x6]
ld2.2s { v17, v18 }, [x16], x9
ld2.2s { v5, v6 }, [x28], x16
ld2.2s { v26, v27 }, [x24], x11
ld2.2s { v12, v13 }, [x12], x26
ld2.4h { v11, v12 }, [x4]
ld2.4h { v12, v13 }, [x27]
ld2.4h { v24, v25 }, [x17]
ld2.4h { v30, v31 }, [x14]
ld2.4h { v6, v7 }, [x26], x3
ld2.4h { v24, v25 }, [x28], x22
ld2.4h { v17, v18 }, [x7], x19
ld2.4h { v25, v26 }, [x26], x20
ld2.4s { v1, v2 }, [x22]
ld2.4s { v3, v4 }, [x3]
ld2.4s { v2, v3 }, [x12]
ld2.4s { v14, v15 }, [x15]
ld2.4s { v28, v29 }, [x27], x3
ld2.4s { v3, v4 }, [x17], x3
ld2.4s { v4, v5 }, [x10], x19
ld2.4s { v1, v2 }, [x23], x2
ld2.8b { v22, v23 }, [x9]
ld2.8b { v28, v29 }, [x0]
ld2.8b { v17, v18 }, [x24]
ld2.8b { v18, v19 }, [x10]
ld2.8b { v9, v10 }, [x29], x15
ld2.8b { v6, v7 }, [x14], x30
ld2.8b { v5, v6 }, [x8], x13
ld2.8b { v28, v29 }, [x7], x27
ld2.8h { v30, v31 }, [x13]
ld2.8h { v11, v12 }, [x23]
ld2.8h { v22, v23 }, [x14]
ld2.8h { v20, v21 }, [x14]
ld2.8h { v12, v13 }, [x24], x21
ld2.8h { v0, v1 }, [x24], x0
ld2.8h { v13, v14 }, [x14], x3
ld2.8h { v25, v26 }, [x13], x24
ld3r.16b { v18, v19, v20 }, [x0]
ld3r.16b { v3, v4, v5 }, [x14]
ld3r.16b { v17, v18, v19 }, [x1]
ld3r.16b { v10, v11, v12 }, [x15]
ld3r.16b { v18, v19, v20 }, [x11], x22
ld3r.16b { v28, v29, v30 }, [x19], x28
ld3r.16b { v25, v26, v27 }, [x9], x5
ld3r.16b { v23, v24, v25 }, [x21], x0
ld3r.1d { v11, v12, v13 }, [x0]
ld3r.1d { v31, v0, v1 }, [x19]
ld3r.1d { v29, v30, v31 }, [x18]
ld3r.1d { v20, v21, v22 }, [x27], x26
ld3r.1d { v18, v19, v20 }, [x21], x14
ld3r.1d { v11, v12, v13 }, [x6], x2
ld3r.1d { v30, v31, v0 }, [x22], x26
ld3r.2d { v24, v25, v26 }, [x14]
ld3r.2d { v15, v16, v17 }, [x19]
ld3r.2d { v17, v18, v19 }, [x23]
ld3r.2d { v29, v30, v31 }, [x17]
ld3r.2d { v31, v0, v1 }, [x15], x12
ld3r.2d { v27, v28, v29 }, [x20], x29
ld3r.2d { v29, v30, v31 }, [x27], x24
ld3r.2d { v3, v4, v5 }, [x19], x21
ld3r.2s { v3, v4, v5 }, [x18]
ld3r.2s { v31, v0, v1 }, [x8]
ld3r.2s { v21, v22, v23 }, [x21]
ld3r.2s { v23, v24, v25 }, [x21]
ld3r.2s { v13, v14, v15 }, [x19], x11
ld3r.2s { v26, v27, v28 }, [x22], x17
ld3r.2s { v26, v27, v28 }, [x20], x8
ld3r.2s { v31, v0, v1 }, [x27], x17
ld3r.4h { v21, v22, v23 }, [x4]
ld3r.4h { v24, v25, v26 }, [x21]
ld3r.4h { v3, v4, v5 }, [x14]
ld3r.4h { v11, v12, v13 }, [x25]
ld3r.4h { v25, v26, v27 }, [x2], x18
ld3r.4h { v21, v22, v23 }, [x9], x17
ld3r.4h { v25, v26, v27 }, [x26], x26
ld3r.4h { v4, v5, v6 }, [x19], x2
ld3r.4s { v4, v5, v6 }, [x7]
ld3r.4s { v10, v11, v12 }, [x8]
ld3r.4s { v29, v30, v31 }, [x17]
ld3r.4s { v14, v15, v16 }, [x7]
ld3r.4s { v16, v17, v18 }, [x20], x30
ld3r.4s { v29, v30, v31 }, [x15], x26
ld3r.4s { v7, v8, v9 }, [x26], x13
ld3r.4s { v19, v20, v21 }, [x16], x10
ld3r.8b { v25, v26, v27 }, [sp]
ld3r.8b { v21, v22, v23 }, [x2]
ld3r.8b { v19, v20, v21 }, [x26]
ld3r.8b { v3, v4, v5 }, [sp]
ld3r.8b { v4, v5, v6 }, [x1], x25
ld3r.8b { v3, v4, v5 }, [x5], x12
ld3r.8b { v23, v24, v25 }, [x4], x12
ld3r.8b { v1, v2, v3 }, [x2], x11
ld3r.8h { v20, v21, v22 }, [x1]
ld3r.8h { v10, v11, v12 }, [x5]
ld3r.8h { v1, v2, v3 }, [x21]
ld3r.8h { v26, v27, v28 }, [x12]
ld3r.8h { v7, v8, v9 }, [x14], x2
ld3r.8h { v21, v22, v23 }, [x4], x20
ld3r.8h { v31, v0, v1 }, [x26], #6
ld3r.8h { v7, v8, v9 }, [x14], x18
ld3.b { v6, v7, v8 }[15], [x14]
ld3.b { v21, v22, v23 }[12], [x0]
ld3.b { v3, v4, v5 }[12], [x16]
ld3.b { v5, v6, v7 }[4], [x19]
ld3.b { v25, v26, v27 }[10], [x23], x25
ld3.b { v13, v14, v15 }[12], [x15], x27
ld3.b { v9, v10, v11 }[15], [x26], x6
ld3.b { v16, v17, v18 }[14], [x13], x29
ld3.d { v21, v22, v23 }[0], [x1]
ld3.d { v17, v18, v19 }[0], [x14]
ld3.d { v16, v17, v18 }[1], [x9]
ld3.d { v6, v7, v8 }[0], [x5]
ld3.d { v9, v10, v11 }[1], [x23], x21
ld3.d { v14, v15, v16 }[1], [x0], x29
ld3.d { v27, v28, v29 }[0], [x22], x4
ld3.d { v21, v22, v23 }[0], [x30], x8
ld3.h { v5, v6, v7 }[0], [x23]
ld3.h { v7, v8, v9 }[0], [x27]
ld3.h { v11, v12, v13 }[6], [x16]
ld3.h { v29, v30, v31 }[3], [x3]
ld3.h { v9, v10, v11 }[3], [x5], x0
ld3.h { v27, v28, v29 }[5], [x30], x12
ld3.h { v20, v21, v22 }[5], [x21], x17
ld3.h { v28, v29, v30 }[1], [x24], x20
ld3.s { v10, v11, v12 }[3], [x2]
ld3.s { v25, v26, v27 }[2], [x25]
ld3.s { v2, v3, v4 }[1], [sp]
ld3.s { v18, v19, v20 }[3], [sp]
ld3.s { v27, v28, v29 }[0], [x0], x3
ld3.s { v20, v21, v22 }[2], [x11], x26
ld3.s { v12, v13, v14 }[1], [x25], x23
ld3.s { v17, v18, v19 }[2], [x13], x12
ld3.16b { v16, v17, v18 }, [x21]
ld3.16b { v22, v23, v24 }, [x6]
ld3.16b { v10, v11, v12 }, [x20]
ld3.16b { v27, v28, v29 }, [x7]
ld3.16b { v22, v23, v24 }, [x5], x21
ld3.16b { v14, v15, v16 }, [x4], x22
ld3.16b { v3, v4, v5 }, [x13], x20
ld3.16b { v9, v10, v11 }, [x22], x17
ld3.2d { v15, v16, v17 }, [x0]
ld3.2d { v5, v6, v7 }, [x21]
ld3.2d { v1, v2, v3 }, [x17]
ld3.2d { v28, v29, v30 }, [x17]
ld3.2d { v11, v12, v13 }, [x29], x26
ld3.2d { v29, v30, v31 }, [x9], x7
ld3.2d { v2, v3, v4 }, [x24], x12
ld3.2d { v22, v23, v24 }, [x28], x10
ld3.2s { v30, v31, v0 }, [sp]
ld3.2s { v1, v2, v3 }, [x14]
ld3.2s { v21, v22, v23 }, [x4]
ld3.2s { v0, v1, v2 }, [sp]
ld3.2s { v7, v8, v9 }, [x11], x8
ld3.2s { v9, v10, v11 }, [x26], x7
ld3.2s { v7, v8, v9 }, [x19], x14
ld3.2s { v16, v17, v18 }, [x19], x24
ld3.4h { v15, v16, v17 }, [x20]
ld3.4h { v1, v2, v3 }, [x2]
ld3.4h { v26, v27, v28 }, [x25]
ld3.4h { v16, v17, v18 }, [x6]
ld3.4h { v18, v19, v20 }, [x21], x11
ld3.4h { v27, v28, v29 }, [x13], x11
ld3.4h { v17, v18, v19 }, [x14], x22
ld3.4h { v6, v7, v8 }, [x8], x22
ld3.4s { v7, v8, v9 }, [x29]
ld3.4s { v2, v3, v4 }, [x30]
ld3.4s { v28, v29, v30 }, [x15]
ld3.4s { v7, v8, v9 }, [x16]
ld3.4s { v28, v29, v30 }, [x4], x3
ld3.4s { v29, v30, v31 }, [x24], x16
ld3.4s { v6, v7, v8 }, [x20], x24
ld3.4s { v11, v12, v13 }, [x19], x27
ld3.8b { v10, v11, v12 }, [x7]
ld3.8b { v27, v28, v29 }, [x13]
ld3.8b { v13, v14, v15 }, [x4]
ld3.8b { v19, v20, v21 }, [x17]
ld3.8b { v27, v28, v29 }, [x16], x20
ld3.8b { v15, v16, v17 }, [x13], x28
ld3.8b { v30, v31, v0 }, [x14], x2
ld3.8b { v24, v25, v26 }, [x20], x26
ld3.8h { v17, v18, v19 }, [x27]
ld3.8h { v3, v4, v5 }, [x26]
ld3.8h { v10, v11, v12 }, [x27]
ld3.8h { v9, v10, v11 }, [x10]
ld3.8h { v28, v29, v30 }, [x17], x17
ld3.8h { v24, v25, v26 }, [x26], x10
ld3.8h { v5, v6, v7 }, [x25], x19
ld3.8h { v2, v3, v4 }, [x14], x1
ld4r.16b { v15, v16, v17, v18 }, [x24]
ld4r.16b { v6, v7, v8, v9 }, [x11]
ld4r.16b { v24, v25, v26, v27 }, [x24]
ld4r.16b { v1, v2, v3, v4 }, [x6]
ld4r.16b { v1, v2, v3, v4 }, [x23], x11
ld4r.16b { v0, v1, v2, v3 }, [x12], x14
ld4r.16b { v27, v28, v29, v30 }, [x30], x29
ld4r.16b { v13, v14, v15, v16 }, [x3], x16
ld4r.1d { v24, v25, v26, v27 }, [x5]
ld4r.1d { v19, v20, v21, v22 }, [x6]
ld4r.1d { v16, v17, v18, v19 }, [x17]
ld4r.1d { v18, v19, v20, v21 }, [x3]
ld4r.1d { v30, v31, v0, v1 }, [x1], x10
ld4r.1d { v21, v22, v23, v24 }, [x29], x7
ld4r.1d { v31, v0, v1, v2 }, [x23], x20
ld4r.1d { v26, v27, v28, v29 }, [x22], x15
ld4r.2d { v19, v20, v21, v22 }, [x14]
ld4r.2d { v20, v21, v22, v23 }, [x27]
ld4r.2d { v1, v2, v3, v4 }, [x19]
ld4r.2d { v9, v10, v11, v12 }, [x23]
ld4r.2d { v10, v11, v12, v13 }, [x22], x6
ld4r.2d { v26, v27, v28, v29 }, [x17], x30
ld4r.2d { v12, v13, v14, v15 }, [x9], x3
ld4r.2d { v6, v7, v8, v9 }, [x3], x7
ld4r.2s { v13, v14, v15, v16 }, [x20]
ld4r.2s { v0, v1, v2, v3 }, [x13]
ld4r.2s { v25, v26, v27, v28 }, [x19]
ld4r.2s { v9, v10, v11, v12 }, [x14]
ld4r.2s { v13, v14, v15, v16 }, [x15], x13
ld4r.2s { v19, v20, v21, v22 }, [x19], x28
ld4r.2s { v29, v30, v31, v0 }, [x23], x6
ld4r.2s { v28, v29, v30, v31 }, [x9], x1
ld4r.4h { v13, v14, v15, v16 }, [x9]
ld4r.4h { v19, v20, v21, v22 }, [x2]
ld4r.4h { v10, v11, v12, v13 }, [x19]
ld4r.4h { v25, v26, v27, v28 }, [x26]
ld4r.4h { v3, v4, v5, v6 }, [x17], #8
ld4r.4h { v2, v3, v4, v5 }, [x23], x21
ld4r.4h { v2, v3, v4, v5 }, [x11], x8
ld4r.4h { v24, v25, v26, v27 }, [x12], x20
ld4r.4s { v21, v22, v23, v24 }, [x29]
ld4r.4s { v13, v14, v15, v16 }, [x18]
ld4r.4s { v9, v10, v11, v12 }, [x9]
ld4r.4s { v17, v18, v19, v20 }, [x1]
ld4r.4s { v24, v25, v26, v27 }, [x19], x12
ld4r.4s { v10, v11, v12, v13 }, [x27], x4
ld4r.4s { v7, v8, v9, v10 }, [x26], x7
ld4r.4s { v0, v1, v2, v3 }, [x24], x28
ld4r.8b { v29, v30, v31, v0 }, [x10]
ld4r.8b { v5, v6, v7, v8 }, [x5]
ld4r.8b { v8, v9, v10, v11 }, [x19]
ld4r.8b { v25, v26, v27, v28 }, [x13]
ld4r.8b { v30, v31, v0, v1 }, [x17], x1
ld4r.8b { v29, v30, v31, v0 }, [x26], x17
ld4r.8b { v3, v4, v5, v6 }, [x24], x21
ld4r.8b { v18, v19, v20, v21 }, [x9], x16
ld4r.8h { v6, v7, v8, v9 }, [x18]
ld4r.8h { v17, v18, v19, v20 }, [x0]
ld4r.8h { v25, v26, v27, v28 }, [sp]
ld4r.8h { v31, v0, v1, v2 }, [x6]
ld4r.8h { v23, v24, v25, v26 }, [x30], x21
ld4r.8h { v4, v5, v6, v7 }, [x29], #8
ld4r.8h { v31, v0, v1, v2 }, [x13], x11
ld4r.8h { v21, v22, v23, v24 }, [x17], x20
ld4.b { v14, v15, v16, v17 }[4], [x22]
ld4.b { v27, v28, v29, v30 }[7], [x0]
ld4.b { v18, v19, v20, v21 }[5], [x29]
ld4.b { v17, v18, v19, v20 }[5], [x18]
ld4.b { v20, v21, v22, v23 }[11], [x8], x27
ld4.b { v28, v29, v30, v31 }[15], [x18], x21
ld4.b { v24, v25, v26, v27 }[0], [x23], x5
ld4.b { v19, v20, v21, v22 }[12], [x4], x19
ld4.d { v7, v8, v9, v10 }[1], [x10]
ld4.d { v18, v19, v20, v21 }[0], [x6]
ld4.d { v11, v12, v13, v14 }[1], [x23]
ld4.d { v25, v26, v27, v28 }[1], [x13]
ld4.d { v21, v22, v23, v24 }[0], [x12], x26
ld4.d { v9, v10, v11, v12 }[0], [x9], x22
ld4.d { v13, v14, v15, v16 }[1], [x15], x9
ld4.d { v9, v10, v11, v12 }[0], [x9], x13
ld4.h { v21, v22, v23, v24 }[0], [x3]
ld4.h { v24, v25, v26, v27 }[7], [x2]
ld4.h { v9, v10, v11, v12 }[1], [x8]
ld4.h { v7, v8, v9, v10 }[1], [x17]
ld4.h { v20, v21, v22, v23 }[3], [x23], x3
ld4.h { v22, v23, v24, v25 }[0], [x29], x1
ld4.h { v2, v3, v4, v5 }[6], [x8], x26
ld4.h { v15, v16, v17, v18 }[4], [x25], x8
ld4.s { v0, v1, v2, v3 }[0], [x16]
ld4.s { v21, v22, v23, v24 }[2], [x18]
ld4.s { v7, v8, v9, v10 }[3], [x12]
ld4.s { v5, v6, v7, v8 }[2], [x14]
ld4.s { v26, v27, v28, v29 }[1], [x26], x5
ld4.s { v4, v5, v6, v7 }[1], [x25], x2
ld4.s { v7, v8, v9, v10 }[1], [x29], x11
ld4.s { v24, v25, v26, v27 }[3], [x6], x30
ld4.16b { v6, v7, v8, v9 }, [x12]
ld4.16b { v15, v16, v17, v18 }, [x15]
ld4.16b { v6, v7, v8, v9 }, [x7]
ld4.16b { v5, v6, v7, v8 }, [x1]
ld4.16b { v27, v28, v29, v30 }, [x26], x8
ld4.16b { v7, v8, v9, v10 }, [x5], x25
ld4.16b { v14, v15, v16, v17 }, [x22], x30
ld4.16b { v3, v4, v5, v6 }, [x5], x7
ld4.2d { v0, v1, v2, v3 }, [x26]
ld4.2d { v21, v22, v23, v24 }, [x18]
ld4.2d { v30, v31, v0, v1 }, [x8]
ld4.2d { v16, v17, v18, v19 }, [x24]
ld4.2d { v13, v14, v15, v16 }, [x23], x23
ld4.2d { v4, v5, v6, v7 }, [x5], x20
ld4.2d { v17, v18, v19, v20 }, [x2], x25
ld4.2d { v29, v30, v31, v0 }, [x8], x26
ld4.2s { v1, v2, v3, v4 }, [x18]
ld4.2s { v27, v28, v29, v30 }, [x20]
ld4.2s { v16, v17, v18, v19 }, [x3]
ld4.2s { v22, v23, v24, v25 }, [x24]
ld4.2s { v29, v30, v31, v0 }, [x8], x12
ld4.2s { v10, v11, v12, v13 }, [x6], x6
ld4.2s { v27, v28, v29, v30 }, [x5], x20
ld4.2s { v13, v14, v15, v16 }, [x14], x8
ld4.4h { v21, v22, v23, v24 }, [x22]
ld4.4h { v27, v28, v29, v30 }, [x28]
ld4.4h { v22, v23, v24, v25 }, [x0]
ld4.4h { v29, v30, v31, v0 }, [x13]
ld4.4h { v8, v9, v10, v11 }, [sp], x14
ld4.4h { v0, v1, v2, v3 }, [x4], x27
ld4.4h { v12, v13, v14, v15 }, [x22], x25
ld4.4h { v18, v19, v20, v21 }, [sp], x1
ld4.4s { v1, v2, v3, v4 }, [x4]
ld4.4s { v20, v21, v22, v23 }, [x2]
ld4.4s { v22, v23, v24, v25 }, [x8]
ld4.4s { v12, v13, v14, v15 }, [x25]
ld4.4s { v31, v0, v1, v2 }, [x24], x23
ld4.4s { v23, v24, v25, v26 }, [x5], x29
ld4.4s { v17, v18, v19, v20 }, [x10], x5
ld4.4s { v5, v6, v7, v8 }, [x26], x4
ld4.8b { v16, v17, v18, v19 }, [x12]
ld4.8b { v23, v24, v25, v26 }, [x21]
ld4.8b { v16, v17, v18, v19 }, [x28]
ld4.8b { v14, v15, v16, v17 }, [x4]
ld4.8b { v27, v28, v29, v30 }, [x16], x26
ld4.8b { v1, v2, v3, v4 }, [x14], x9
ld4.8b { v22, v23, v24, v25 }, [x23], x2
ld4.8b { v4, v5, v6, v7 }, [x19], x4
ld4.8h { v3, v4, v5, v6 }, [x6]
ld4.8h { v28, v29, v30, v31 }, [x28]
ld4.8h { v15, v16, v17, v18 }, [x30]
ld4.8h { v15, v16, v17, v18 }, [x7]
ld4.8h { v8, v9, v10, v11 }, [x13], x28
ld4.8h { v29, v30, v31, v0 }, [x29], x26
ld4.8h { v2, v3, v4, v5 }, [x17], x12
ld4.8h { v0, v1, v2, v3 }, [x16], x15
mla.2s v0, v18, v17[3]
mla.2s v15, v26, v26[3]
mla.2s v22, v10, v5[0]
mla.2s v5, v29, v10[0]
mla.4h v27, v17, v7[3]
mla.4h v3, v28, v1[4]
mla.4h v24, v16, v6[1]
mla.4h v29, v21, v10[1]
mla.4s v24, v11, v29[0]
mla.4s v28, v13, v10[0]
mla.4s v31, v30, v31[2]
mla.4s v23, v16, v28[0]
mla.8h v13, v2, v0[2]
mla.8h v29, v25, v6[5]
mla.8h v3, v25, v15[0]
mla.8h v25, v30, v13[0]
mla.16b v10, v9, v12
mla.16b v14, v28, v28
mla.16b v11, v30, v9
mla.16b v17, v5, v9
mla.2s v20, v22, v20
mla.2s v9, v23, v0
mla.2s v11, v31, v3
mla.2s v0, v31, v23
mla.4h v14, v26, v14
mla.4h v31, v3, v28
mla.4h v27, v18, v24
mla.4h v16, v17, v15
mla.4s v10, v18, v29
mla.4s v21, v28, v3
mla.4s v23, v16, v2
mla.4s v7, v22, v7
mla.8b v3, v4, v28
mla.8b v31, v27, v26
mla.8b v13, v31, v30
mla.8b v25, v10, v24
mla.8h v9, v31, v29
mla.8h v13, v16, v30
mla.8h v29, v22, v13
mla.8h v16, v4, v3
mls.2s v21, v19, v15[1]
mls.2s v4, v5, v0[3]
mls.2s v2, v5, v2[1]
mls.2s v8, v26, v29[0]
mls.4h v31, v10, v6[5]
mls.4h v8, v29, v8[4]
mls.4h v4, v13, v11[0]
mls.4h v5, v17, v0[5]
mls.4s v17, v17, v11[0]
mls.4s v30, v20, v27[3]
mls.4s v13, v5, v17[1]
mls.4s v1, v31, v15[2]
mls.8h v6, v3, v1[2]
mls.8h v13, v7, v6[7]
mls.8h v3, v10, v1[7]
mls.8h v16, v9, v5[6]
mls.16b v9, v0, v1
mls.16b v17, v30, v30
mls.16b v11, v5, v18
mls.16b v22, v19, v0
mls.2s v20, v1, v6
mls.2s v21, v20, v6
mls.2s v3, v12, v2
mls.2s v3, v10, v12
mls.4h v21, v3, v3
mls.4h v9, v12, v4
mls.4h v13, v27, v3
mls.4h v1, v21, v31
mls.4s v17, v29, v1
mls.4s v28, v21, v4
mls.4s v9, v19, v26
mls.4s v23, v1, v16
mls.8b v20, v3, v20
mls.8b v5, v6, v20
mls.8b v17, v16, v20
mls.8b v13, v1, v6
mls.8h v29, v31, v3
mls.8h v29, v23, v9
mls.8h v6, v9, v13
mls.8h v1, v3, v4
movi.16b v10, #94
movi.16b v29, #5
movi.16b v20, #131
movi.16b v6, #9
movi.2d v20, #0xffffffffff00ffff
movi.2d v23, #0xff0000ffffffff
movi.2d v5, #0xff00ff00ff000000
movi.2d v30, #0x000000000000ff
movi.2s v28, #0, lsl #8
movi.2s v16, #199, lsl #24
movi.2s v13, #0, lsl #16
movi.2s v24, #15, lsl #24
movi.2s v17, #145, msl #16
movi.2s v12, #34, msl #8
movi.2s v4, #75, msl #8
movi.2s v1, #0, msl #8
movi.4h v2, #236
movi.4h v26, #102
movi.4h v29, #242
movi.4h v16, #121
movi.4s v12, #207, lsl #24
movi.4s v5, #240, lsl #8
movi.4s v29, #55
movi.4s v4, #0, lsl #24
movi.4s v19, #189, msl #8
movi.4s v25, #214, msl #16
movi.4s v20, #114, msl #8
movi.4s v16, #60, msl #16
movi.8b v28, #83
movi.8b v9, #140
movi.8b v21, #198
movi.8b v27, #125
movi.8h v9, #117, lsl #8
movi.8h v16, #1
movi.8h v29, #25, lsl #8
movi.8h v11, #112
mul.2s v21, v26, v31[3]
mul.2s v4, v0, v14[0]
mul.2s v4, v30, v25[2]
mul.2s v28, v23, v18[0]
mul.4h v9, v2, v13[1]
mul.4h v26, v8, v5[0]
mul.4h v12, v1, v2[0]
mul.4h v27, v11, v3[0]
mul.4s v24, v14, v8[3]
mul.4s v19, v19, v0[3]
mul.4s v22, v27, v1[0]
mul.4s v25, v9, v6[0]
mul.8h v26, v23, v4[1]
mul.8h v26, v31, v0[1]
mul.8h v21, v27, v13[7]
mul.8h v25, v27, v11[0]
mul.16b v23, v18, v4
mul.16b v12, v10, v22
mul.16b v1, v21, v7
mul.16b v12, v6, v6
mul.2s v3, v2, v22
mul.2s v5, v22, v5
mul.2s v31, v16, v26
mul.2s v22, v5, v24
mul.4h v25, v12, v27
mul.4h v2, v27, v16
mul.4h v25, v17, v7
mul.4h v17, v10, v24
mul.4s v23, v23, v24
mul.4s v23, v31, v27
mul.4s v7, v19, v28
mul.4s v20, v12, v20
mul.8b v8, v29, v26
mul.8b v28, v28, v16
mul.8b v21, v0, v20
mul.8b v25, v22, v13
mul.8h v3, v3, v27
mul.8h v19, v31, v18
mul.8h v27, v9, v25
mul.8h v21, v16, v29
mvni.2s v7, #164
mvni.2s v25, #33, lsl #8
mvni.2s v1, #213, lsl #16
mvni.2s v20, #3, lsl #24
mvni.2s v3, #147, msl #8
mvni.2s v7, #72, msl #16
mvni.2s v5, #163, msl #8
mvni.2s v4, #173, msl #16
mvni.4h v7, #35, lsl #8
mvni.4h v17, #200, lsl #8
mvni.4h v27, #177
mvni.4h v27, #249, lsl #8
mvni.4s v24, #203, lsl #16
mvni.4s v27, #1, lsl #24
mvni.4s v23, #143, lsl #16
mvni.4s v11, #0, lsl #8
mvni.4s v30, #0, msl #8
mvni.4s v12, #246, msl #8
mvni.4s v9, #0, msl #16
mvni.4s v22, #7, msl #16
mvni.8h v23, #94, lsl #8
mvni.8h v4, #42
mvni.8h v31, #151, lsl #8
mvni.8h v8, #174
neg.16b v10, v26
neg.16b v27, v29
neg.16b v30, v29
neg.16b v1, v1
neg.2d v2, v21
neg.2d v15, v8
neg.2d v31, v23
neg.2d v17, v1
neg.2s v4, v30
neg.2s v28, v4
neg.2s v4, v21
neg.2s v3, v20
neg.4h v31, v15
neg.4h v1, v21
neg.4h v17, v20
neg.4h v26, v15
neg.4s v25, v11
neg.4s v2, v26
neg.4s v26, v6
neg.4s v29, v18
neg.8b v26, v21
neg.8b v28, v24
neg.8b v19, v21
neg.8b v21, v30
neg.8h v12, v18
neg.8h v23, v14
neg.8h v19, v5
neg.8h v27, v18
mvn.16b v31, v25
mvn.16b v15, v26
mvn.16b v28, v24
mvn.16b v2, v10
mvn.8b v11, v14
mvn.8b v26, v10
mvn.8b v31, v2
mvn.8b v4, v15
orn.16b v18, v12, v19
orn.16b v29, v1, v29
orn.16b v15, v5, v3
orn.16b v13, v5, v13
orn.8b v27, v24, v15
orn.8b v3, v24, v18
orn.8b v22, v7, v18
orn.8b v12, v0, v17
orr.2s v21, #145
orr.2s v18, #216
orr.2s v25, #71
orr.2s v16, #198, lsl #24
orr.4h v31, #106
orr.4h v28, #1
orr.4h v8, #1
orr.4h v25, #63
orr.4s v27, #104
orr.4s v27, #0
orr.4s v6, #0
orr.4s v25, #119, lsl #8
orr.8h v17, #19
orr.8h v3, #168
orr.8h v9, #0
orr.8h v30, #161
orr.16b v6, v9, v6
orr.16b v31, v8, v21
mov.16b v30, v3
orr.16b v5, v18, v19
mov.8b v15, v14
mov.8b v23, v15
orr.8b v24, v5, v18
orr.8b v8, v31, v2
pmull.8h v0, v23, v16
pmull.8h v29, v6, v22
pmull.8h v12, v24, v18
pmull.8h v25, v2, v22
pmull2.8h v3, v19, v16
pmull2.8h v25, v16, v2
pmull2.8h v25, v22, v15
pmull2.8h v21, v25, v23
pmul.16b v2, v14, v8
pmul.16b v12, v1, v27
pmul.16b v0, v12, v5
pmul.16b v22, v16, v22
pmul.8b v30, v9, v17
pmul.8b v17, v19, v26
pmul.8b v29, v2, v12
pmul.8b v9, v22, v9
raddhn.2s v12, v13, v20
raddhn.2s v1, v30, v31
raddhn.2s v4, v24, v11
raddhn.2s v18, v9, v26
raddhn2.4s v22, v31, v3
raddhn2.4s v21, v11, v19
raddhn2.4s v17, v23, v22
raddhn2.4s v10, v27, v4
raddhn.4h v1, v12, v6
raddhn.4h v16, v23, v12
raddhn.4h v23, v29, v21
raddhn.4h v9, v28, v31
raddhn2.8h v10, v31, v3
raddhn2.8h v2, v15, v5
raddhn2.8h v1, v21, v10
raddhn2.8h v2, v25, v31
raddhn.8b v30, v15, v10
raddhn.8b v5, v8, v25
raddhn.8b v18, v21, v12
raddhn.8b v6, v5, v27
raddhn2.16b v22, v28, v29
raddhn2.16b v6, v11, v28
raddhn2.16b v12, v14, v24
raddhn2.16b v24, v6, v26
rbit.16b v12, v28
rbit.16b v1, v2
rbit.16b v29, v17
rbit.16b v8, v0
rbit.8b v14, v16
rbit.8b v14, v15
rbit.8b v6, v12
rbit.8b v0, v28
rev16.16b v23, v13
rev16.16b v27, v16
rev16.16b v3, v16
rev16.16b v11, v12
rev16.8b v15, v22
rev16.8b v5, v16
rev16.8b v26, v29
rev16.8b v28, v8
rev32.16b v28, v6
rev32.16b v7, v14
rev32.16b v21, v25
rev32.16b v14, v28
rev32.4h v15, v2
rev32.4h v15, v12
rev32.4h v21, v5
rev32.4h v3, v18
rev32.8b v7, v31
rev32.8b v29, v16
rev32.8b v20, v6
rev32.8b v27, v12
rev32.8h v25, v17
rev32.8h v7, v22
rev32.8h v20, v0
rev32.8h v18, v27
rev64.16b v13, v14
rev64.16b v19, v26
rev64.16b v18, v22
rev64.16b v14, v22
rev64.2s v7, v25
rev64.2s v19, v30
rev64.2s v27, v21
rev64.2s v20, v26
rev64.4h v28, v29
rev64.4h v8, v25
rev64.4h v5, v15
rev64.4h v11, v3
rev64.4s v7, v11
rev64.4s v21, v19
rev64.4s v7, v8
rev64.4s v3, v16
rev64.8b v25, v16
rev64.8b v29, v3
rev64.8b v0, v23
rev64.8b v8, v4
rev64.8h v17, v9
rev64.8h v1, v12
rev64.8h v10, v31
rev64.8h v13, v13
rshrn.2s v1, v31, #6
rshrn.2s v7, v22, #12
rshrn.2s v18, v22, #32
rshrn.2s v29, v27, #22
rshrn2.4s v28, v20, #6
rshrn2.4s v28, v31, #13
rshrn2.4s v10, v24, #1
rshrn2.4s v5, v19, #5
rshrn.4h v20, v3, #8
rshrn.4h v11, v9, #11
rshrn.4h v2, v3, #8
rshrn.4h v0, v28, #10
rshrn2.8h v22, v26, #14
rshrn2.8h v21, v3, #11
rshrn2.8h v16, v24, #7
rshrn2.8h v8, v12, #15
rshrn.8b v25, v10, #4
rshrn.8b v1, v23, #8
rshrn.8b v14, v4, #7
rshrn.8b v23, v12, #2
rshrn2.16b v16, v9, #6
rshrn2.16b v0, v17, #2
rshrn2.16b v16, v7, #4
rshrn2.16b v29, v31, #5
rsubhn.2s v3, v15, v21
rsubhn.2s v20, v26, v13
rsubhn.2s v5, v22, v24
rsubhn.2s v31, v7, v0
rsubhn2.4s v18, v29, v1
rsubhn2.4s v15, v3, v7
rsubhn2.4s v26, v0, v4
rsubhn2.4s v31, v1, v4
rsubhn.4h v28, v28, v27
rsubhn.4h v5, v25, v29
rsubhn.4h v1, v11, v5
rsubhn.4h v23, v17, v3
rsubhn2.8h v0, v17, v5
rsubhn2.8h v4, v11, v26
rsubhn2.8h v28, v19, v25
rsubhn2.8h v12, v27, v13
rsubhn.8b v20, v23, v2
rsubhn.8b v12, v18, v24
rsubhn.8b v20, v1, v21
rsubhn.8b v5, v26, v13
rsubhn2.16b v1, v19, v3
rsubhn2.16b v2, v23, v9
rsubhn2.16b v1, v16, v24
rsubhn2.16b v2, v10, v29
sabal.2d v2, v29, v22
sabal.2d v6, v18, v1
sabal.2d v15, v19, v13
sabal.2d v1, v14, v15
sabal2.2d v11, v18, v15
sabal2.2d v12, v20, v12
sabal2.2d v11, v19, v3
sabal2.2d v26, v27, v21
sabal.4s v7, v6, v17
sabal.4s v29, v7, v26
sabal.4s v19, v5, v11
sabal.4s v23, v18, v9
sabal2.4s v29, v1, v11
sabal2.4s v10, v18, v6
sabal2.4s v6, v6, v27
sabal2.4s v11, v5, v22
sabal.8h v14, v14, v28
sabal.8h v3, v12, v3
sabal.8h v26, v28, v2
sabal.8h v6, v11, v26
sabal2.8h v11, v15, v13
sabal2.8h v15, v18, v15
sabal2.8h v30, v30, v21
sabal2.8h v0, v2, v16
saba.16b v14, v0, v28
saba.16b v22, v19, v24
saba.16b v12, v26, v13
saba.16b v28, v16, v17
saba.2s v20, v19, v31
saba.2s v24, v11, v6
saba.2s v17, v23, v9
saba.2s v0, v10, v13
saba.4h v7, v6, v18
saba.4h v1, v3, v20
saba.4h v10, v13, v19
saba.4h v27, v13, v11
saba.4s v19, v27, v25
saba.4s v3, v11, v5
saba.4s v13, v31, v25
saba.4s v27, v17, v5
saba.8b v21, v1, v24
saba.8b v19, v24, v5
saba.8b v6, v9, v7
saba.8b v15, v4, v3
saba.8h v29, v4, v2
saba.8h v26, v7, v29
saba.8h v17, v16, v14
saba.8h v10, v29, v7
sabdl.2d v1, v23, v26
sabdl.2d v5, v30, v30
sabdl.2d v24, v26, v28
sabdl.2d v9, v5, v14
sabdl2.2d v28, v22, v29
sabdl2.2d v12, v9, v26
sabdl2.2d v18, v0, v1
sabdl2.2d v9, v17, v4
sabdl.4s v12, v31, v13
sabdl.4s v5, v14, v22
sabdl.4s v15, v27, v2
sabdl.4s v3, v12, v31
sabdl2.4s v8, v15, v31
sabdl2.4s v26, v19, v17
sabdl2.4s v30, v15, v5
sabdl2.4s v0, v7, v9
sabdl.8h v7, v7, v15
sabdl.8h v14, v14, v26
sabdl.8h v29, v18, v28
sabdl.8h v28, v11, v8
sabdl2.8h v19, v6, v6
sabdl2.8h v15, v5, v15
sabdl2.8h v2, v22, v1
sabdl2.8h v3, v24, v7
sabd.16b v3, v31, v27
sabd.16b v13, v12, v31
sabd.16b v5, v30, v31
sabd.16b v3, v22, v2
sabd.2s v29, v27, v13
sabd.2s v28, v11, v18
sabd.2s v1, v12, v7
sabd.2s v5, v21, v0
sabd.4h v21, v6, v30
sabd.4h v3, v21, v9
sabd.4h v24, v25, v29
sabd.4h v8, v11, v5
sabd.4s v26, v14, v24
sabd.4s v28, v27, v14
sabd.4s v21, v11, v4
sabd.4s v3, v16, v21
sabd.8b v24, v14, v18
sabd.8b v1, v30, v17
sabd.8b v3, v6, v18
sabd.8b v25, v24, v4
sabd.8h v29, v29, v7
sabd.8h v31, v22, v28
sabd.8h v24, v0, v26
sabd.8h v27, v27, v7
sadalp.1d v5, v0
sadalp.1d v27, v17
sadalp.1d v14, v31
sadalp.1d v10, v2
sadalp.2d v26, v7
sadalp.2d v8, v15
sadalp.2d v7, v21
sadalp.2d v15, v28
sadalp.2s v19, v23
sadalp.2s v6, v1
sadalp.2s v7, v8
sadalp.2s v9, v24
sadalp.4h v12, v17
sadalp.4h v30, v9
sadalp.4h v31, v12
sadalp.4h v22, v22
sadalp.4s v16, v0
sadalp.4s v27, v8
sadalp.4s v6, v15
sadalp.4s v10, v27
sadalp.8h v19, v16
sadalp.8h v23, v5
sadalp.8h v31, v13
sadalp.8h v5, v15
saddlp.1d v17, v11
saddlp.1d v6, v27
saddlp.1d v9, v30
saddlp.1d v29, v12
saddlp.2d v27, v5
saddlp.2d v20, v20
saddlp.2d v18, v10
saddlp.2d v24, v11
saddlp.2s v2, v30
saddlp.2s v18, v11
saddlp.2s v27, v20
saddlp.2s v23, v17
saddlp.4h v22, v3
saddlp.4h v17, v23
saddlp.4h v6, v13
saddlp.4h v2, v31
saddlp.4s v25, v9
saddlp.4s v10, v10
saddlp.4s v1, v24
saddlp.4s v4, v8
saddlp.8h v8, v0
saddlp.8h v8, v2
saddlp.8h v16, v6
saddlp.8h v16, v27
saddlv.16b h4, v14
saddlv.16b h17, v21
saddlv.16b h17, v1
saddlv.16b h10, v19
saddlv.4h s17, v5
saddlv.4h s21, v19
saddlv.4h s28, v14
saddlv.4h s11, v18
saddlv.4s d26, v30
saddlv.4s d28, v23
saddlv.4s d10, v8
saddlv.4s d1, v9
saddlv.8b h1, v18
saddlv.8b h20, v6
saddlv.8b h6, v21
saddlv.8b h31, v21
saddlv.8h s1, v27
saddlv.8h s12, v27
saddlv.8h s11, v29
saddlv.8h s23, v20
saddl.2d v29, v30, v5
saddl.2d v14, v10, v24
saddl.2d v22, v21, v26
saddl.2d v19, v29, v2
saddl2.2d v23, v5, v26
saddl2.2d v7, v9, v6
saddl2.2d v27, v26, v10
saddl2.2d v2, v31, v9
saddl.4s v2, v13, v24
saddl.4s v29, v11, v7
saddl.4s v17, v27, v16
saddl.4s v24, v7, v30
saddl2.4s v31, v15, v30
saddl2.4s v28, v13, v22
saddl2.4s v14, v7, v16
saddl2.4s v21, v25, v3
saddl.8h v14, v31, v30
saddl.8h v26, v21, v12
saddl.8h v16, v22, v0
saddl.8h v6, v21, v12
saddl2.8h v28, v19, v18
saddl2.8h v11, v8, v5
saddl2.8h v16, v25, v24
saddl2.8h v26, v14, v31
saddw.2d v4, v12, v8
saddw.2d v20, v17, v0
saddw.2d v11, v21, v10
saddw.2d v26, v28, v16
saddw2.2d v12, v21, v1
saddw2.2d v3, v26, v8
saddw2.2d v13, v10, v19
saddw2.2d v21, v24, v9
saddw.4s v6, v6, v3
saddw.4s v21, v10, v18
saddw.4s v24, v9, v11
saddw.4s v5, v30, v26
saddw2.4s v7, v13, v9
saddw2.4s v26, v25, v24
saddw2.4s v12, v31, v18
saddw2.4s v15, v15, v20
saddw.8h v16, v6, v15
saddw.8h v26, v0, v7
saddw.8h v10, v31, v2
saddw.8h v2, v22, v4
saddw2.8h v26, v8, v28
saddw2.8h v26, v21, v2
saddw2.8h v29, v10, v26
saddw2.8h v31, v9, v24
scvtf.2d v6, v24, #6
scvtf.2d v6, v22, #1
scvtf.2d v27, v29, #62
scvtf.2d v17, v12, #30
scvtf.2s v12, v29, #18
scvtf.2s v25, v29, #14
scvtf.2s v0, v20, #16
scvtf.2s v6, v20, #9
scvtf.4s v9, v19, #13
scvtf.4s v3, v31, #6
scvtf.4s v1, v12, #22
scvtf.4s v14, v17, #12
scvtf.2d v22, v21
scvtf.2d v6, v19
scvtf.2d v0, v29
scvtf.2d v0, v21
scvtf.2s v21, v9
scvtf.2s v7, v14
scvtf.2s v12, v30
scvtf.2s v10, v14
scvtf.4s v14, v5
scvtf.4s v16, v10
scvtf.4s v13, v0
scvtf.4s v30, v12
shadd.16b v24, v3, v2
shadd.16b v26, v16, v6
shadd.16b v9, v26, v9
shadd.16b v22, v18, v12
shadd.2s v16, v11, v26
shadd.2s v29, v16, v16
shadd.2s v25, v26, v1
shadd.2s v11, v15, v3
shadd.4h v20, v29, v2
shadd.4h v14, v30, v8
shadd.4h v13, v0, v10
shadd.4h v10, v18, v1
shadd.4s v16, v25, v30
shadd.4s v28, v28, v26
shadd.4s v16, v25, v23
shadd.4s v27, v30, v16
shadd.8b v10, v11, v13
shadd.8b v17, v18, v20
shadd.8b v11, v19, v31
shadd.8b v21, v16, v3
shadd.8h v12, v0, v2
shadd.8h v29, v27, v19
shadd.8h v29, v15, v12
shadd.8h v0, v0, v5
shll.2d v7, v21, #32
shll.2d v13, v27, #32
shll.2d v6, v18, #32
shll.2d v11, v14, #32
shll2.2d v24, v19, #32
shll2.2d v18, v16, #32
shll2.2d v1, v19, #32
shll2.2d v7, v19, #32
shll.4s v25, v26, #16
shll.4s v12, v16, #16
shll.4s v20, v7, #16
shll.4s v31, v15, #16
shll2.4s v20, v24, #16
shll2.4s v25, v1, #16
shll2.4s v4, v23, #16
shll2.4s v31, v14, #16
shll.8h v13, v30, #8
shll.8h v13, v26, #8
shll.8h v27, v24, #8
shll.8h v15, v2, #8
shll2.8h v18, v11, #8
shll2.8h v7, v20, #8
shll2.8h v17, v5, #8
shll2.8h v9, v30, #8
shl.16b v2, v18, #7
shl.16b v19, v20, #0
shl.16b v1, v27, #2
shl.16b v31, v22, #0
shl.2d v2, v19, #0
shl.2d v9, v22, #59
shl.2d v18, v18, #43
shl.2d v13, v14, #26
shl.2s v9, v9, #29
shl.2s v31, v9, #12
shl.2s v15, v28, #1
shl.2s v18, v12, #14
shl.4h v15, v10, #8
shl.4h v22, v20, #14
shl.4h v11, v5, #15
shl.4h v2, v19, #11
shl.4s v7, v29, #19
shl.4s v26, v7, #0
shl.4s v23, v12, #16
shl.4s v22, v7, #16
shl.8b v12, v1, #0
shl.8b v1, v1, #3
shl.8b v17, v8, #3
shl.8b v11, v4, #3
shl.8h v5, v0, #0
shl.8h v17, v23, #11
shl.8h v13, v29, #5
shl.8h v3, v0, #7
shrn.2s v8, v3, #30
shrn.2s v19, v1, #28
shrn.2s v16, v8, #1
shrn.2s v17, v29, #5
shrn2.4s v23, v28, #23
shrn2.4s v16, v28, #1
shrn2.4s v25, v3, #9
shrn2.4s v31, v19, #1
shrn.4h v30, v9, #1
shrn.4h v5, v18, #2
shrn.4h v3, v5, #16
shrn.4h v4, v15, #1
shrn2.8h v11, v17, #3
shrn2.8h v13, v31, #1
shrn2.8h v30, v29, #13
shrn2.8h v18, v19, #2
shrn.8b v8, v3, #1
shrn.8b v21, v6, #8
shrn.8b v12, v20, #5
shrn.8b v1, v22, #1
shrn2.16b v28, v6, #1
shrn2.16b v7, v21, #8
shrn2.16b v15, v26, #7
shrn2.16b v3, v25, #3
shsub.16b v19, v3, v19
shsub.16b v30, v23, v13
shsub.16b v13, v29, v27
shsub.16b v5, v22, v14
shsub.2s v11, v13, v21
shsub.2s v10, v20, v0
shsub.2s v25, v20, v27
shsub.2s v17, v19, v25
shsub.4h v19, v31, v1
shsub.4h v27, v29, v16
shsub.4h v15, v2, v29
shsub.4h v27, v8, v22
shsub.4s v2, v8, v18
shsub.4s v24, v1, v11
shsub.4s v10, v16, v10
shsub.4s v3, v1, v6
shsub.8b v15, v14, v16
shsub.8b v28, v7, v2
shsub.8b v29, v3, v11
shsub.8b v8, v8, v10
shsub.8h v22, v24, v14
shsub.8h v10, v29, v16
shsub.8h v28, v25, v6
shsub.8h v20, v30, v22
sli.16b v23, v13, #2
sli.16b v8, v7, #0
sli.16b v11, v1, #2
sli.16b v1, v11, #3
sli.2d v10, v20, #30
sli.2d v25, v26, #45
sli.2d v12, v12, #54
sli.2d v21, v23, #11
sli.2s v17, v5, #16
sli.2s v3, v3, #20
sli.2s v31, v13, #31
sli.2s v3, v12, #29
sli.4h v1, v14, #0
sli.4h v20, v18, #13
sli.4h v2, v5, #13
sli.4h v2, v22, #15
sli.4s v13, v1, #8
sli.4s v27, v0, #24
sli.4s v14, v16, #0
sli.4s v2, v30, #14
sli.8b v11, v29, #4
sli.8b v7, v1, #1
sli.8b v0, v26, #6
sli.8b v3, v18, #7
sli.8h v5, v6, #0
sli.8h v31, v10, #5
sli.8h v10, v0, #7
sli.8h v1, v31, #9
smaxp.16b v13, v27, v13
smaxp.16b v3, v6, v1
smaxp.16b v27, v19, v18
smaxp.16b v14, v29, v15
smaxp.2s v4, v15, v24
smaxp.2s v14, v7, v29
smaxp.2s v1, v31, v24
smaxp.2s v19, v2, v4
smaxp.4h v30, v31, v30
smaxp.4h v15, v7, v27
smaxp.4h v31, v27, v6
smaxp.4h v6, v22, v15
smaxp.4s v16, v13, v16
smaxp.4s v5, v5, v19
smaxp.4s v15, v6, v23
smaxp.4s v31, v2, v24
smaxp.8b v21, v2, v17
smaxp.8b v26, v28, v1
smaxp.8b v2, v9, v13
smaxp.8b v3, v24, v2
smaxp.8h v7, v14, v18
smaxp.8h v23, v0, v30
smaxp.8h v27, v3, v4
smaxp.8h v25, v0, v3
smaxv.16b b9, v7
smaxv.16b b12, v27
smaxv.16b b22, v31
smaxv.16b b26, v10
smaxv.4h h18, v19
smaxv.4h h11, v6
smaxv.4h h9, v7
smaxv.4h h20, v18
smaxv.4s s7, v20
smaxv.4s s28, v13
smaxv.4s s27, v17
smaxv.4s s4, v3
smaxv.8b b22, v31
smaxv.8b b3, v23
smaxv.8b b17, v31
smaxv.8b b10, v25
smaxv.8h h2, v6
smaxv.8h h16, v20
smaxv.8h h22, v2
smaxv.8h h20, v22
smax.16b v18, v17, v12
smax.16b v24, v12, v6
smax.16b v0, v21, v4
smax.16b v8, v14, v12
smax.2s v11, v10, v5
smax.2s v10, v6, v14
smax.2s v8, v23, v19
smax.2s v18, v31, v31
smax.4h v16, v29, v21
smax.4h v24, v25, v0
smax.4h v15, v19, v21
smax.4h v23, v17, v3
smax.4s v9, v20, v25
smax.4s v21, v8, v9
smax.4s v24, v25, v18
smax.4s v6, v28, v2
smax.8b v25, v13, v15
smax.8b v1, v25, v27
smax.8b v18, v8, v26
smax.8b v17, v1, v12
smax.8h v6, v14, v10
smax.8h v28, v22, v26
smax.8h v10, v16, v19
smax.8h v12, v16, v0
sminp.16b v22, v3, v2
sminp.16b v3, v17, v10
sminp.16b v16, v27, v6
sminp.16b v10, v16, v15
sminp.2s v5, v22, v1
sminp.2s v28, v9, v23
sminp.2s v1, v11, v20
sminp.2s v13, v18, v7
sminp.4h v5, v31, v28
sminp.4h v26, v31, v7
sminp.4h v30, v26, v11
sminp.4h v23, v20, v2
sminp.4s v6, v27, v6
sminp.4s v9, v18, v19
sminp.4s v17, v27, v28
sminp.4s v8, v1, v9
sminp.8b v20, v0, v12
sminp.8b v16, v15, v21
sminp.8b v10, v6, v24
sminp.8b v17, v2, v13
sminp.8h v15, v22, v28
sminp.8h v13, v26, v22
sminp.8h v6, v8, v27
sminp.8h v5, v21, v5
sminv.16b b3, v26
sminv.16b b22, v1
sminv.16b b26, v10
sminv.16b b2, v26
sminv.4h h7, v2
sminv.4h h19, v17
sminv.4h h7, v9
sminv.4h h0, v22
sminv.4s s3, v26
sminv.4s s15, v23
sminv.4s s14, v26
sminv.4s s17, v17
sminv.8b b17, v8
sminv.8b b10, v24
sminv.8b b11, v4
sminv.8b b31, v31
sminv.8h h19, v28
sminv.8h h4, v10
sminv.8h h7, v27
sminv.8h h25, v26
smin.16b v30, v21, v23
smin.16b v20, v23, v27
smin.16b v28, v28, v27
smin.16b v28, v6, v2
smin.2s v12, v20, v0
smin.2s v0, v9, v27
smin.2s v17, v25, v27
smin.2s v15, v13, v28
smin.4h v25, v24, v29
smin.4h v13, v30, v4
smin.4h v26, v1, v15
smin.4h v9, v9, v31
smin.4s v3, v0, v29
smin.4s v28, v19, v11
smin.4s v30, v31, v21
smin.4s v31, v11, v27
smin.8b v29, v9, v21
smin.8b v15, v10, v18
smin.8b v2, v11, v19
smin.8b v12, v10, v25
smin.8h v9, v6, v19
smin.8h v27, v29, v29
smin.8h v0, v8, v7
smin.8h v4, v29, v14
smlal.2d v22, v4, v13[3]
smlal.2d v31, v6, v16[2]
smlal.2d v23, v11, v13[1]
smlal.2d v9, v9, v18[0]
smlal2.2d v13, v23, v8[2]
smlal2.2d v1, v17, v19[1]
smlal2.2d v1, v8, v3[3]
smlal2.2d v0, v23, v16[0]
smlal.4s v11, v3, v11[3]
smlal.4s v1, v11, v11[0]
smlal.4s v24, v24, v5[4]
smlal.4s v31, v23, v2[6]
smlal2.4s v5, v31, v9[6]
smlal2.4s v31, v19, v8[4]
smlal2.4s v18, v1, v5[4]
smlal2.4s v5, v15, v14[1]
smlal.2d v9, v1, v7
smlal.2d v11, v0, v30
smlal.2d v27, v22, v28
smlal.2d v14, v30, v13
smlal2.2d v11, v8, v7
smlal2.2d v22, v4, v26
smlal2.2d v16, v21, v12
smlal2.2d v11, v9, v2
smlal.4s v3, v12, v1
smlal.4s v31, v25, v28
smlal.4s v10, v3, v27
smlal.4s v25, v6, v23
smlal2.4s v14, v17, v4
smlal2.4s v8, v12, v15
smlal2.4s v22, v28, v27
smlal2.4s v5, v18, v10
smlal.8h v20, v23, v2
smlal.8h v5, v22, v23
smlal.8h v27, v2, v17
smlal.8h v26, v25, v20
smlal2.8h v21, v28, v20
smlal2.8h v18, v27, v19
smlal2.8h v27, v15, v4
smlal2.8h v27, v19, v27
smlsl.2d v1, v2, v9[2]
smlsl.2d v22, v27, v23[2]
smlsl.2d v24, v27, v28[2]
smlsl.2d v25, v6, v16[2]
smlsl2.2d v2, v29, v7[0]
smlsl2.2d v26, v21, v4[3]
smlsl2.2d v26, v10, v23[2]
smlsl2.2d v26, v0, v26[1]
smlsl.4s v0, v10, v15[6]
smlsl.4s v17, v14, v3[0]
smlsl.4s v30, v23, v8[0]
smlsl.4s v19, v21, v12[3]
smlsl2.4s v8, v15, v0[7]
smlsl2.4s v8, v17, v11[7]
smlsl2.4s v8, v27, v9[0]
smlsl2.4s v15, v7, v6[7]
smlsl.2d v5, v6, v0
smlsl.2d v9, v5, v17
smlsl.2d v21, v9, v13
smlsl.2d v18, v2, v3
smlsl2.2d v7, v15, v21
smlsl2.2d v8, v9, v26
smlsl2.2d v24, v19, v2
smlsl2.2d v14, v24, v8
smlsl.4s v27, v23, v1
smlsl.4s v23, v22, v21
smlsl.4s v28, v12, v24
smlsl.4s v22, v11, v14
smlsl2.4s v4, v18, v9
smlsl2.4s v8, v31, v18
smlsl2.4s v14, v9, v31
smlsl2.4s v6, v2, v31
smlsl.8h v25, v21, v19
smlsl.8h v1, v5, v30
smlsl.8h v13, v5, v15
smlsl.8h v10, v0, v21
smlsl2.8h v1, v19, v24
smlsl2.8h v14, v4, v31
smlsl2.8h v20, v21, v17
smlsl2.8h v8, v13, v29
smov.b w23, v21[15]
smov.b w18, v15[13]
smov.b w10, v21[1]
smov.b w25, v18[7]
smov.h w12, v12[4]
smov.h w7, v5[0]
smov.h w4, v23[0]
smov.h w13, v18[0]
smov.b x3, v11[10]
smov.b x12, v2[0]
smov.b x18, v28[12]
smov.b x21, v23[10]
smov.h x25, v0[5]
smov.h x18, v31[0]
smov.h x27, v1[5]
smov.h x25, v8[1]
smov.s x14, v0[0]
smov.s x21, v14[2]
smov.s x6, v5[2]
smov.s x12, v24[3]
smull.2d v10, v29, v21[3]
smull.2d v0, v23, v10[1]
smull.2d v28, v18, v3[1]
smull.2d v7, v27, v5[1]
smull2.2d v21, v13, v2[2]
smull2.2d v16, v29, v23[1]
smull2.2d v30, v30, v19[0]
smull2.2d v2, v25, v7[0]
smull.4s v13, v23, v9[4]
smull.4s v29, v20, v15[1]
smull.4s v30, v13, v0[5]
smull.4s v3, v26, v11[7]
smull2.4s v16, v23, v0[7]
smull2.4s v23, v11, v13[0]
smull2.4s v6, v28, v10[4]
smull2.4s v2, v17, v9[7]
smull.2d v27, v22, v28
smull.2d v8, v27, v15
smull.2d v8, v1, v3
smull.2d v7, v8, v25
smull2.2d v4, v10, v1
smull2.2d v25, v4, v14
smull2.2d v10, v5, v28
smull2.2d v13, v9, v28
smull.4s v5, v18, v30
smull.4s v9, v20, v3
smull.4s v23, v20, v10
smull.4s v12, v25, v28
smull2.4s v18, v12, v2
smull2.4s v24, v14, v4
smull2.4s v15, v5, v8
smull2.4s v31, v3, v20
smull.8h v14, v3, v18
smull.8h v25, v17, v30
smull.8h v24, v2, v1
smull.8h v1, v28, v10
smull2.8h v6, v9, v15
smull2.8h v16, v8, v10
smull2.8h v25, v23, v29
smull2.8h v13, v2, v2
sqabs.16b v23, v30
sqabs.16b v25, v27
sqabs.16b v13, v13
sqabs.16b v29, v16
sqabs.2d v16, v15
sqabs.2d v11, v29
sqabs.2d v9, v1
sqabs.2d v9, v13
sqabs.2s v14, v24
sqabs.2s v9, v21
sqabs.2s v31, v1
sqabs.2s v13, v14
sqabs.4h v4, v9
sqabs.4h v4, v28
sqabs.4h v8, v0
sqabs.4h v22, v5
sqabs.4s v20, v2
sqabs.4s v0, v12
sqabs.4s v18, v19
sqabs.4s v19, v2
sqabs.8b v23, v15
sqabs.8b v19, v2
sqabs.8b v22, v19
sqabs.8b v3, v4
sqabs.8h v1, v6
sqabs.8h v19, v5
sqabs.8h v9, v8
sqabs.8h v12, v19
sqadd.16b v4, v26, v11
sqadd.16b v16, v10, v31
sqadd.16b v29, v25, v10
sqadd.16b v1, v9, v5
sqadd.2d v6, v20, v16
sqadd.2d v11, v1, v27
sqadd.2d v5, v23, v29
sqadd.2d v16, v20, v15
sqadd.2s v20, v16, v31
sqadd.2s v18, v31, v27
sqadd.2s v13, v18, v31
sqadd.2s v19, v8, v12
sqadd.4h v2, v8, v21
sqadd.4h v23, v24, v0
sqadd.4h v29, v28, v8
sqadd.4h v10, v12, v25
sqadd.4s v29, v11, v18
sqadd.4s v23, v8, v1
sqadd.4s v19, v29, v17
sqadd.4s v20, v20, v4
sqadd.8b v28, v22, v13
sqadd.8b v29, v28, v3
sqadd.8b v15, v19, v15
sqadd.8b v7, v10, v6
sqadd.8h v10, v30, v16
sqadd.8h v31, v20, v26
sqadd.8h v7, v13, v23
sqadd.8h v21, v24, v12
sqdmlal.h s11, h11, v13[3]
sqdmlal.h s9, h26, v5[7]
sqdmlal.h s7, h24, v1[4]
sqdmlal.h s26, h13, v14[2]
sqdmlal.s d23, s17, v26[2]
sqdmlal.s d30, s9, v17[0]
sqdmlal.s d12, s1, v25[0]
sqdmlal.s d13, s19, v1[0]
sqdmlal.2d v23, v8, v9[1]
sqdmlal.2d v20, v10, v28[2]
sqdmlal.2d v25, v22, v4[0]
sqdmlal.2d v8, v5, v13[3]
sqdmlal2.2d v15, v7, v0[0]
sqdmlal2.2d v15, v0, v14[0]
sqdmlal2.2d v7, v10, v29[3]
sqdmlal2.2d v27, v22, v10[2]
sqdmlal.4s v17, v7, v11[1]
sqdmlal.4s v12, v7, v14[7]
sqdmlal.4s v31, v20, v6[0]
sqdmlal.4s v6, v8, v11[0]
sqdmlal2.4s v0, v11, v7[5]
sqdmlal2.4s v8, v25, v4[2]
sqdmlal2.4s v28, v17, v10[1]
sqdmlal2.4s v13, v5, v4[0]
sqdmlal.2d v10, v8, v9
sqdmlal.2d v26, v25, v10
sqdmlal.2d v0, v10, v0
sqdmlal.2d v7, v25, v28
sqdmlal2.2d v24, v11, v29
sqdmlal2.2d v23, v24, v31
sqdmlal2.2d v17, v13, v10
sqdmlal2.2d v0, v31, v23
sqdmlal.4s v31, v7, v25
sqdmlal.4s v21, v31, v0
sqdmlal.4s v9, v9, v7
sqdmlal.4s v7, v22, v11
sqdmlal2.4s v24, v7, v19
sqdmlal2.4s v29, v13, v6
sqdmlal2.4s v29, v28, v21
sqdmlal2.4s v29, v3, v3
sqdmlsl.h s22, h29, v7[2]
sqdmlsl.h s22, h7, v9[4]
sqdmlsl.h s4, h12, v2[1]
sqdmlsl.h s15, h25, v9[2]
sqdmlsl.s d27, s8, v13[3]
sqdmlsl.s d0, s24, v4[0]
sqdmlsl.s d14, s20, v18[2]
sqdmlsl.s d7, s18, v31[1]
sqdmlsl.2d v12, v19, v15[3]
sqdmlsl.2d v24, v20, v14[3]
sqdmlsl.2d v20, v24, v25[0]
sqdmlsl.2d v16, v7, v5[3]
sqdmlsl2.2d v1, v16, v16[0]
sqdmlsl2.2d v12, v3, v19[2]
sqdmlsl2.2d v30, v22, v4[2]
sqdmlsl2.2d v16, v5, v30[3]
sqdmlsl.4s v19, v23, v9[0]
sqdmlsl.4s v4, v7, v8[5]
sqdmlsl.4s v19, v16, v14[0]
sqdmlsl.4s v31, v10, v14[2]
sqdmlsl2.4s v2, v10, v12[0]
sqdmlsl2.4s v31, v23, v2[7]
sqdmlsl2.4s v2, v0, v7[1]
sqdmlsl2.4s v22, v22, v8[1]
sqdmlsl.2d v17, v11, v6
sqdmlsl.2d v19, v30, v14
sqdmlsl.2d v26, v18, v5
sqdmlsl.2d v4, v31, v0
sqdmlsl2.2d v5, v21, v24
sqdmlsl2.2d v5, v18, v15
sqdmlsl2.2d v11, v22, v4
sqdmlsl2.2d v16, v31, v12
sqdmlsl.4s v13, v17, v22
sqdmlsl.4s v13, v29, v7
sqdmlsl.4s v8, v14, v11
sqdmlsl.4s v3, v5, v25
sqdmlsl2.4s v10, v6, v6
sqdmlsl2.4s v23, v13, v30
sqdmlsl2.4s v30, v21, v29
sqdmlsl2.4s v22, v6, v30
sqdmulh.h h27, h17, v10[3]
sqdmulh.h h16, h8, v13[5]
sqdmulh.h h0, h13, v8[5]
sqdmulh.h h22, h20, v15[1]
sqdmulh.s s18, s29, v2[3]
sqdmulh.s s9, s10, v17[2]
sqdmulh.s s30, s1, v19[2]
sqdmulh.s s19, s19, v27[3]
sqdmulh.2s v8, v17, v16[2]
sqdmulh.2s v24, v20, v10[1]
sqdmulh.2s v17, v2, v17[0]
sqdmulh.2s v15, v20, v2[1]
sqdmulh.4h v13, v26, v10[6]
sqdmulh.4h v27, v27, v9[7]
sqdmulh.4h v19, v4, v9[7]
sqdmulh.4h v9, v26, v1[0]
sqdmulh.4s v23, v1, v5[3]
sqdmulh.4s v28, v5, v31[1]
sqdmulh.4s v22, v19, v2[1]
sqdmulh.4s v3, v29, v30[0]
sqdmulh.8h v6, v23, v15[7]
sqdmulh.8h v24, v25, v7[1]
sqdmulh.8h v5, v15, v6[3]
sqdmulh.8h v4, v8, v6[6]
sqdmulh.2s v0, v16, v31
sqdmulh.2s v31, v20, v12
sqdmulh.2s v23, v31, v3
sqdmulh.2s v24, v19, v22
sqdmulh.4h v18, v10, v3
sqdmulh.4h v15, v30, v27
sqdmulh.4h v16, v11, v26
sqdmulh.4h v6, v10, v5
sqdmulh.4s v8, v26, v17
sqdmulh.4s v7, v28, v23
sqdmulh.4s v23, v15, v7
sqdmulh.4s v27, v24, v17
sqdmulh.8h v13, v19, v24
sqdmulh.8h v31, v10, v24
sqdmulh.8h v20, v20, v16
sqdmulh.8h v0, v19, v18
sqdmull.h s1, h29, v13[5]
sqdmull.h s19, h18, v2[2]
sqdmull.h s28, h30, v11[0]
sqdmull.h s28, h9, v8[0]
sqdmull.s d8, s19, v9[1]
sqdmull.s d3, s21, v0[2]
sqdmull.s d21, s2, v29[2]
sqdmull.s d8, s3, v1[1]
sqdmull.2d v18, v14, v14[1]
sqdmull.2d v7, v25, v0[0]
sqdmull.2d v29, v26, v26[1]
sqdmull.2d v20, v7, v13[0]
sqdmull2.2d v24, v22, v13[2]
sqdmull2.2d v16, v10, v7[2]
sqdmull2.2d v2, v17, v30[0]
sqdmull2.2d v23, v26, v26[1]
sqdmull.4s v25, v25, v3[6]
sqdmull.4s v29, v27, v5[4]
sqdmull.4s v22, v27, v10[5]
sqdmull.4s v26, v24, v12[3]
sqdmull2.4s v28, v3, v4[6]
sqdmull2.4s v21, v25, v10[0]
sqdmull2.4s v27, v4, v0[7]
sqdmull2.4s v10, v31, v0[1]
sqdmull.2d v31, v13, v0
sqdmull.2d v22, v25, v27
sqdmull.2d v14, v12, v24
sqdmull.2d v24, v31, v1
sqdmull2.2d v11, v4, v7
sqdmull2.2d v25, v22, v12
sqdmull2.2d v3, v27, v5
sqdmull2.2d v4, v17, v23
sqdmull.4s v7, v9, v9
sqdmull.4s v12, v18, v6
sqdmull.4s v0, v18, v1
sqdmull.4s v22, v25, v26
sqdmull2.4s v9, v24, v12
sqdmull2.4s v2, v28, v23
sqdmull2.4s v7, v6, v23
sqdmull2.4s v17, v7, v24
sqneg.16b v4, v6
sqneg.16b v9, v1
sqneg.16b v27, v22
sqneg.16b v24, v23
sqneg.2d v28, v18
sqneg.2d v21, v30
sqneg.2d v30, v17
sqneg.2d v8, v3
sqneg.2s v3, v0
sqneg.2s v24, v5
sqneg.2s v15, v22
sqneg.2s v11, v15
sqneg.4h v27, v11
sqneg.4h v29, v6
sqneg.4h v9, v26
sqneg.4h v15, v19
sqneg.4s v29, v0
sqneg.4s v25, v23
sqneg.4s v14, v13
sqneg.4s v28, v24
sqneg.8b v7, v11
sqneg.8b v1, v7
sqneg.8b v9, v29
sqneg.8b v28, v0
sqneg.8h v23, v28
sqneg.8h v17, v20
sqneg.8h v23, v14
sqrdmulh.h h17, h12, v1[3]
sqrdmulh.h h1, h29, v13[5]
sqrdmulh.h h14, h1, v13[7]
sqrdmulh.h h14, h10, v3[3]
sqrdmulh.s s23, s5, v0[2]
sqrdmulh.s s23, s10, v17[0]
sqrdmulh.s s1, s10, v2[1]
sqrdmulh.s s7, s10, v28[2]
sqrdmulh.2s v17, v11, v12[3]
sqrdmulh.2s v14, v7, v25[1]
sqrdmulh.2s v15, v27, v27[3]
sqrdmulh.2s v3, v27, v28[1]
sqrdmulh.4h v2, v4, v1[4]
sqrdmulh.4h v9, v25, v10[0]
sqrdmulh.4h v15, v7, v3[1]
sqrdmulh.4h v17, v0, v1[3]
sqrdmulh.4s v1, v17, v29[0]
sqrdmulh.4s v22, v29, v31[0]
sqrdmulh.4s v13, v19, v13[2]
sqrdmulh.4s v31, v30, v24[0]
sqrdmulh.8h v27, v5, v12[1]
sqrdmulh.8h v26, v16, v7[6]
sqrdmulh.8h v26, v12, v4[4]
sqrdmulh.8h v25, v2, v4[4]
sqrdmulh.2s v1, v27, v29
sqrdmulh.2s v8, v28, v19
sqrdmulh.2s v17, v26, v28
sqrdmulh.2s v9, v11, v31
sqrdmulh.4h v22, v16, v31
sqrdmulh.4h v2, v25, v13
sqrdmulh.4h v31, v6, v15
sqrdmulh.4h v2, v7, v14
sqrdmulh.4s v24, v9, v5
sqrdmulh.4s v27, v17, v21
sqrdmulh.4s v23, v23, v4
sqrdmulh.4s v20, v28, v29
sqrdmulh.8h v21, v26, v7
sqrdmulh.8h v11, v31, v26
sqrdmulh.8h v20, v21, v21
sqrdmulh.8h v2, v11, v18
sqrshl.16b v19, v1, v17
sqrshl.16b v21, v8, v14
sqrshl.16b v20, v22, v27
sqrshl.16b v2, v31, v7
sqrshl.2d v4, v26, v20
sqrshl.2d v28, v23, v15
sqrshl.2d v8, v8, v13
sqrshl.2d v22, v10, v6
sqrshl.2s v1, v2, v15
sqrshl.2s v22, v30, v12
sqrshl.2s v22, v26, v14
sqrshl.2s v18, v9, v23
sqrshl.4h v10, v10, v0
sqrshl.4h v0, v12, v27
sqrshl.4h v2, v6, v4
sqrshl.4h v24, v11, v7
sqrshl.4s v4, v11, v18
sqrshl.4s v0, v16, v1
sqrshl.4s v2, v4, v28
sqrshl.4s v11, v3, v28
sqrshl.8b v23, v16, v18
sqrshl.8b v24, v8, v1
sqrshl.8b v21, v26, v0
sqrshl.8b v15, v19, v18
sqrshl.8h v1, v31, v11
sqrshl.8h v3, v19, v16
sqrshl.8h v30, v19, v18
sqrshl.8h v7, v27, v3
sqrshrn.2s v20, v12, #1
sqrshrn.2s v4, v15, #1
sqrshrn.2s v13, v3, #10
sqrshrn.2s v15, v29, #27
sqrshrn2.4s v29, v3, #29
sqrshrn2.4s v7, v9, #1
sqrshrn2.4s v13, v25, #2
sqrshrn2.4s v18, v31, #32
sqrshrn.4h v11, v14, #8
sqrshrn.4h v31, v26, #1
sqrshrn.4h v1, v30, #1
sqrshrn.4h v11, v21, #12
sqrshrn2.8h v10, v25, #10
sqrshrn2.8h v1, v16, #7
sqrshrn2.8h v19, v31, #16
sqrshrn2.8h v18, v2, #11
sqrshrn.8b v16, v6, #1
sqrshrn.8b v3, v4, #1
sqrshrn.8b v16, v15, #8
sqrshrn.8b v15, v14, #8
sqrshrn2.16b v5, v7, #5
sqrshrn2.16b v21, v22, #4
sqrshrn2.16b v22, v19, #8
sqrshrn2.16b v17, v21, #3
sqrshrun.2s v30, v28, #27
sqrshrun.2s v23, v27, #18
sqrshrun.2s v24, v17, #32
sqrshrun.2s v14, v13, #29
sqrshrun2.4s v30, v21, #31
sqrshrun2.4s v14, v17, #31
sqrshrun2.4s v7, v12, #18
sqrshrun2.4s v2, v12, #29
sqrshrun.4h v12, v27, #1
sqrshrun.4h v23, v20, #16
sqrshrun.4h v15, v31, #5
sqrshrun.4h v17, v22, #11
sqrshrun2.8h v2, v11, #8
sqrshrun2.8h v12, v14, #1
sqrshrun2.8h v12, v20, #1
sqrshrun2.8h v19, v22, #6
sqrshrun.8b v30, v26, #4
sqrshrun.8b v29, v6, #7
sqrshrun.8b v15, v10, #7
sqrshrun.8b v25, v24, #8
sqrshrun2.16b v27, v22, #1
sqrshrun2.16b v5, v0, #4
sqrshrun2.16b v9, v8, #6
sqrshrun2.16b v26, v20, #6
sqshlu.16b v1, v25, #3
sqshlu.16b v17, v5, #0
sqshlu.16b v9, v4, #4
sqshlu.16b v17, v29, #1
sqshlu.2d v27, v30, #0
sqshlu.2d v4, v10, #1
sqshlu.2d v14, v23, #33
sqshlu.2d v6, v29, #43
sqshlu.2s v12, v0, #1
sqshlu.2s v5, v30, #11
sqshlu.2s v3, v22, #31
sqshlu.2s v17, v27, #6
sqshlu.4h v31, v8, #3
sqshlu.4h v1, v13, #13
sqshlu.4h v22, v21, #14
sqshlu.4h v29, v5, #13
sqshlu.4s v20, v14, #17
sqshlu.4s v20, v26, #0
sqshlu.4s v12, v28, #14
sqshlu.4s v5, v24, #27
sqshlu.8b v14, v26, #3
sqshlu.8b v14, v29, #2
sqshlu.8b v12, v25, #1
sqshlu.8b v2, v21, #2
sqshlu.8h v22, v16, #13
sqshlu.8h v24, v11, #11
sqshlu.8h v30, v1, #0
sqshlu.8h v31, v16, #1
sqshl.16b v31, v29, #0
sqshl.16b v21, v31, #0
sqshl.16b v30, v19, #1
sqshl.16b v25, v6, #0
sqshl.2d v19, v3, #37
sqshl.2d v4, v17, #43
sqshl.2d v31, v9, #5
sqshl.2d v28, v2, #6
sqshl.2s v28, v20, #6
sqshl.2s v15, v20, #0
sqshl.2s v10, v1, #12
sqshl.2s v12, v5, #8
sqshl.4h v2, v27, #12
sqshl.4h v4, v17, #0
sqshl.4h v16, v3, #10
sqshl.4h v30, v6, #3
sqshl.4s v15, v20, #1
sqshl.4s v28, v5, #22
sqshl.4s v7, v21, #30
sqshl.4s v7, v7, #3
sqshl.8b v2, v24, #1
sqshl.8b v24, v13, #2
sqshl.8b v1, v29, #1
sqshl.8b v27, v11, #3
sqshl.8h v9, v19, #2
sqshl.8h v28, v21, #7
sqshl.8h v21, v30, #7
sqshl.8h v9, v28, #3
sqshl.16b v26, v21, v21
sqshl.16b v2, v27, v23
sqshl.16b v31, v12, v13
sqshl.16b v12, v24, v21
sqshl.2d v0, v20, v15
sqshl.2d v23, v18, v24
sqshl.2d v18, v0, v16
sqshl.2d v6, v8, v17
sqshl.2s v23, v4, v28
sqshl.2s v7, v6, v17
sqshl.2s v14, v30, v19
sqshl.2s v19, v12, v9
sqshl.4h v27, v17, v20
sqshl.4h v19, v30, v7
sqshl.4h v28, v6, v13
sqshl.4h v2, v2, v12
sqshl.4s v16, v28, v11
sqshl.4s v1, v16, v10
sqshl.4s v2, v18, v4
sqshl.4s v16, v7, v3
sqshl.8b v9, v20, v8
sqshl.8b v31, v11, v26
sqshl.8b v13, v30, v19
sqshl.8b v2, v27, v19
sqshl.8h v31, v1, v16
sqshl.8h v19, v22, v5
sqshl.8h v0, v29, v26
sqshl.8h v5, v21, v21
sqshrn.2s v10, v3, #20
sqshrn.2s v21, v12, #29
sqshrn.2s v1, v5, #5
sqshrn.2s v23, v28, #32
sqshrn2.4s v23, v17, #15
sqshrn2.4s v27, v22, #20
sqshrn2.4s v2, v30, #22
sqshrn2.4s v30, v15, #1
sqshrn.4h v14, v12, #3
sqshrn.4h v2, v29, #12
sqshrn.4h v26, v14, #16
sqshrn.4h v10, v30, #11
sqshrn2.8h v2, v1, #3
sqshrn2.8h v17, v1, #2
sqshrn2.8h v21, v13, #3
sqshrn2.8h v12, v12, #2
sqshrn.8b v28, v15, #3
sqshrn.8b v12, v10, #3
sqshrn.8b v12, v15, #7
sqshrn.8b v10, v22, #4
sqshrn2.16b v19, v15, #1
sqshrn2.16b v22, v22, #4
sqshrn2.16b v22, v30, #1
sqshrn2.16b v1, v10, #5
sqshrun.2s v23, v15, #28
sqshrun.2s v13, v12, #3
sqshrun.2s v1, v21, #27
sqshrun.2s v20, v0, #2
sqshrun2.4s v13, v11, #22
sqshrun2.4s v10, v2, #28
sqshrun2.4s v7, v5, #10
sqshrun2.4s v0, v10, #14
sqshrun.4h v19, v5, #2
sqshrun.4h v2, v30, #7
sqshrun.4h v2, v7, #15
sqshrun.4h v1, v26, #14
sqshrun2.8h v13, v12, #14
sqshrun2.8h v30, v15, #9
sqshrun2.8h v11, v0, #5
sqshrun2.8h v29, v15, #16
sqshrun.8b v11, v4, #1
sqshrun.8b v25, v6, #1
sqshrun.8b v6, v3, #2
sqshrun.8b v23, v30, #5
sqshrun2.16b v17, v26, #2
sqshrun2.16b v6, v28, #7
sqshrun2.16b v17, v20, #1
sqshrun2.16b v19, v5, #8
sqsub.16b v30, v19, v13
sqsub.16b v30, v31, v0
sqsub.16b v16, v19, v23
sqsub.16b v17, v23, v9
sqsub.2d v23, v9, v28
sqsub.2d v20, v2, v23
sqsub.2d v2, v29, v2
sqsub.2d v19, v18, v3
sqsub.2s v1, v25, v23
sqsub.2s v4, v29, v2
sqsub.2s v27, v3, v10
sqsub.2s v6, v5, v1
sqsub.4h v3, v2, v0
sqsub.4h v18, v11, v21
sqsub.4h v17, v17, v21
sqsub.4h v19, v16, v28
sqsub.4s v0, v13, v11
sqsub.4s v25, v9, v14
sqsub.4s v13, v31, v25
sqsub.4s v29, v10, v4
sqsub.8b v9, v7, v30
sqsub.8b v23, v5, v17
sqsub.8b v31, v20, v15
sqsub.8b v5, v18, v3
sqsub.8h v21, v30, v24
sqsub.8h v19, v3, v0
sqsub.8h v30, v24, v7
sqsub.8h v1, v13, v29
sqxtn.2s v15, v10
sqxtn.2s v4, v12
sqxtn.2s v14, v0
sqxtn.2s v21, v21
sqxtn2.4s v19, v31
sqxtn2.4s v5, v0
sqxtn2.4s v7, v10
sqxtn2.4s v16, v25
sqxtn.4h v9, v6
sqxtn.4h v11, v15
sqxtn.4h v0, v25
sqxtn.4h v13, v8
sqxtn2.8h v2, v26
sqxtn2.8h v4, v7
sqxtn2.8h v30, v6
sqxtn2.8h v31, v10
sqxtn.8b v23, v6
sqxtn.8b v28, v6
sqxtn.8b v22, v6
sqxtn.8b v1, v11
sqxtn2.16b v1, v16
sqxtn2.16b v8, v21
sqxtn2.16b v20, v26
sqxtn2.16b v18, v15
sqxtun.2s v29, v28
sqxtun.2s v10, v6
sqxtun.2s v22, v7
sqxtun.2s v30, v4
sqxtun2.4s v6, v20
sqxtun2.4s v26, v12
sqxtun2.4s v21, v14
sqxtun2.4s v17, v29
sqxtun.4h v8, v15
sqxtun.4h v17, v19
sqxtun.4h v12, v24
sqxtun.4h v19, v23
sqxtun2.8h v2, v19
sqxtun2.8h v16, v3
sqxtun2.8h v14, v25
sqxtun2.8h v25, v27
sqxtun.8b v24, v27
sqxtun.8b v12, v12
sqxtun.8b v23, v25
sqxtun.8b v21, v1
sqxtun2.16b v20, v21
sqxtun2.16b v9, v7
sqxtun2.16b v22, v13
sqxtun2.16b v27, v28
srhadd.16b v12, v2, v0
srhadd.16b v15, v31, v4
srhadd.16b v14, v28, v21
srhadd.16b v28, v10, v24
srhadd.2s v14, v9, v14
srhadd.2s v13, v10, v4
srhadd.2s v4, v18, v17
srhadd.2s v5, v11, v19
srhadd.4h v28, v16, v0
srhadd.4h v30, v26, v17
srhadd.4h v4, v28, v27
srhadd.4h v17, v4, v9
srhadd.4s v27, v15, v14
srhadd.4s v27, v13, v25
srhadd.4s v3, v13, v25
srhadd.4s v10, v20, v9
srhadd.8b v17, v0, v28
srhadd.8b v16, v12, v1
srhadd.8b v6, v19, v3
srhadd.8b v25, v6, v7
srhadd.8h v30, v8, v7
srhadd.8h v15, v2, v4
srhadd.8h v27, v23, v25
srhadd.8h v29, v17, v1
sri.16b v22, v15, #2
sri.16b v25, v21, #5
sri.16b v18, v2, #4
sri.16b v2, v23, #1
sri.2d v20, v11, #48
sri.2d v19, v17, #15
sri.2d v25, v17, #64
sri.2d v1, v29, #32
sri.2s v7, v31, #32
sri.2s v13, v31, #1
sri.2s v15, v24, #17
sri.2s v11, v29, #1
sri.4h v0, v1, #2
sri.4h v15, v18, #4
sri.4h v20, v25, #14
sri.4h v2, v17, #1
sri.4s v16, v8, #17
sri.4s v16, v9, #24
sri.4s v5, v28, #20
sri.4s v25, v13, #16
sri.8b v26, v29, #6
sri.8b v20, v28, #4
sri.8b v30, v22, #4
sri.8b v7, v1, #8
sri.8h v3, v3, #15
sri.8h v18, v17, #6
sri.8h v25, v26, #6
sri.8h v19, v10, #3
srshl.16b v19, v21, v26
srshl.16b v8, v3, v23
srshl.16b v13, v15, v8
srshl.16b v17, v17, v3
srshl.2d v20, v2, v5
srshl.2d v6, v13, v4
srshl.2d v6, v26, v24
srshl.2d v24, v7, v18
srshl.2s v9, v28, v27
srshl.2s v1, v14, v26
srshl.2s v15, v3, v2
srshl.2s v25, v30, v29
srshl.4h v8, v28, v13
srshl.4h v16, v1, v6
srshl.4h v0, v15, v18
srshl.4h v15, v9, v22
srshl.4s v3, v9, v31
srshl.4s v9, v15, v11
srshl.4s v10, v0, v14
srshl.4s v28, v12, v26
srshl.8b v29, v22, v30
srshl.8b v27, v31, v17
srshl.8b v28, v17, v22
srshl.8b v17, v31, v2
srshl.8h v11, v10, v5
srshl.8h v19, v8, v13
srshl.8h v15, v18, v19
srshl.8h v19, v27, v3
srshr.16b v12, v30, #1
srshr.16b v25, v20, #1
srshr.16b v25, v13, #1
srshr.16b v9, v26, #2
srshr.2d v31, v12, #1
srshr.2d v27, v30, #41
srshr.2d v13, v29, #30
srshr.2d v23, v31, #30
srshr.2s v20, v27, #1
srshr.2s v25, v2, #1
srshr.2s v22, v15, #32
srshr.2s v18, v7, #9
srshr.4h v5, v16, #16
srshr.4h v16, v22, #1
srshr.4h v9, v24, #6
srshr.4h v3, v25, #6
srshr.4s v22, v2, #1
srshr.4s v13, v11, #15
srshr.4s v29, v12, #27
srshr.4s v28, v27, #2
srshr.8b v24, v1, #2
srshr.8b v2, v3, #8
srshr.8b v2, v0, #2
srshr.8b v21, v7, #4
srshr.8h v8, v24, #5
srshr.8h v18, v0, #14
srshr.8h v4, v14, #9
srshr.8h v31, v22, #4
srsra.16b v29, v5, #1
srsra.16b v18, v27, #8
srsra.16b v28, v29, #4
srsra.16b v10, v23, #4
srsra.2d v7, v26, #6
srsra.2d v2, v7, #56
srsra.2d v0, v18, #20
srsra.2d v6, v26, #12
srsra.2s v12, v23, #15
srsra.2s v6, v12, #10
srsra.2s v19, v1, #28
srsra.2s v12, v21, #16
srsra.4h v10, v9, #1
srsra.4h v15, v30, #15
srsra.4h v31, v25, #1
srsra.4h v25, v22, #11
srsra.4s v0, v7, #15
srsra.4s v27, v18, #19
srsra.4s v8, v27, #23
srsra.4s v13, v11, #1
srsra.8b v3, v31, #1
srsra.8b v9, v7, #1
srsra.8b v4, v1, #3
srsra.8b v4, v19, #2
srsra.8h v26, v7, #1
srsra.8h v9, v5, #14
srsra.8h v31, v27, #4
srsra.8h v11, v31, #16
sshll.2d v9, v4, #16
sshll.2d v21, v2, #0
sshll.2d v26, v12, #20
sshll.2d v29, v22, #15
sshll2.2d v17, v2, #16
sshll2.2d v11, v16, #23
sshll2.2d v11, v12, #21
sshll2.2d v26, v12, #1
sshll.4s v15, v29, #7
sshll.4s v22, v29, #6
sshll.4s v0, v9, #9
sshll.4s v17, v24, #8
sshll2.4s v30, v12, #0
sshll2.4s v7, v15, #10
sshll2.4s v0, v11, #13
sshll2.4s v5, v15, #5
sshll.8h v12, v12, #0
sshll.8h v20, v18, #2
sshll.8h v23, v20, #5
sshll.8h v18, v24, #6
sshll2.8h v0, v11, #4
sshll2.8h v8, v15, #0
sshll2.8h v22, v7, #1
sshll2.8h v0, v13, #4
sshl.16b v0, v9, v13
sshl.16b v26, v21, v5
sshl.16b v14, v24, v30
sshl.16b v3, v31, v3
sshl.2d v24, v7, v16
sshl.2d v13, v13, v29
sshl.2d v23, v20, v12
sshl.2d v2, v20, v28
sshl.2s v16, v21, v14
sshl.2s v28, v2, v10
sshl.2s v28, v26, v28
sshl.2s v21, v12, v12
sshl.4h v2, v23, v9
sshl.4h v3, v8, v26
sshl.4h v19, v8, v10
sshl.4h v15, v7, v24
sshl.4s v9, v0, v16
sshl.4s v10, v12, v22
sshl.4s v5, v13, v26
sshl.4s v28, v18, v18
sshl.8b v31, v15, v28
sshl.8b v23, v8, v19
sshl.8b v24, v5, v6
sshl.8b v28, v18, v17
sshl.8h v9, v2, v4
sshl.8h v28, v19, v9
sshl.8h v5, v22, v7
sshl.8h v12, v10, v9
sshr.16b v31, v18, #2
sshr.16b v8, v27, #4
sshr.16b v18, v30, #8
sshr.16b v13, v27, #6
sshr.2d v18, v1, #46
sshr.2d v1, v28, #15
sshr.2d v23, v16, #29
sshr.2d v5, v2, #4
sshr.2s v2, v23, #8
sshr.2s v21, v21, #1
sshr.2s v22, v13, #23
sshr.2s v11, v10, #25
sshr.4h v27, v17, #16
sshr.4h v19, v6, #1
sshr.4h v0, v8, #13
sshr.4h v0, v31, #2
sshr.4s v24, v14, #28
sshr.4s v16, v14, #9
sshr.4s v1, v5, #18
sshr.4s v22, v22, #2
sshr.8b v20, v5, #5
sshr.8b v19, v12, #8
sshr.8b v6, v3, #3
sshr.8b v7, v24, #1
sshr.8h v5, v11, #1
sshr.8h v30, v25, #15
sshr.8h v17, v15, #4
sshr.8h v4, v27, #4
ssra.16b v20, v12, #1
ssra.16b v21, v21, #8
ssra.16b v1, v9, #1
ssra.16b v26, v7, #1
ssra.2d v11, v5, #1
ssra.2d v20, v13, #26
ssra.2d v23, v9, #19
ssra.2d v29, v14, #34
ssra.2s v15, v24, #7
ssra.2s v30, v1, #32
ssra.2s v18, v2, #8
ssra.2s v15, v1, #13
ssra.4h v22, v3, #14
ssra.4h v19, v2, #2
ssra.4h v28, v4, #2
ssra.4h v2, v6, #6
ssra.4s v4, v17, #24
ssra.4s v22, v7, #14
ssra.4s v4, v2, #22
ssra.4s v26, v25, #20
ssra.8b v5, v23, #1
ssra.8b v25, v29, #3
ssra.8b v10, v22, #3
ssra.8b v3, v0, #3
ssra.8h v19, v23, #10
ssra.8h v4, v23, #1
ssra.8h v9, v2, #1
ssra.8h v4, v11, #8
ssubl.2d v15, v12, v7
ssubl.2d v14, v6, v25
ssubl.2d v15, v6, v0
ssubl.2d v1, v19, v9
ssubl2.2d v18, v13, v29
ssubl2.2d v27, v8, v3
ssubl2.2d v4, v23, v4
ssubl2.2d v25, v18, v2
ssubl.4s v28, v26, v21
ssubl.4s v30, v3, v16
ssubl.4s v29, v10, v17
ssubl.4s v31, v16, v10
ssubl2.4s v2, v20, v17
ssubl2.4s v14, v9, v20
ssubl2.4s v22, v29, v2
ssubl2.4s v2, v19, v19
ssubl.8h v19, v29, v27
ssubl.8h v10, v2, v13
ssubl.8h v2, v12, v9
ssubl.8h v14, v8, v17
ssubl2.8h v8, v2, v24
ssubl2.8h v1, v31, v15
ssubl2.8h v29, v19, v22
ssubl2.8h v2, v31, v27
ssubw.2d v4, v11, v23
ssubw.2d v4, v5, v7
ssubw.2d v0, v17, v31
ssubw.2d v15, v5, v12
ssubw2.2d v11, v18, v12
ssubw2.2d v31, v24, v1
ssubw2.2d v12, v10, v18
ssubw2.2d v28, v25, v29
ssubw.4s v23, v3, v6
ssubw.4s v15, v15, v12
ssubw.4s v31, v9, v18
ssubw.4s v19, v1, v15
ssubw2.4s v23, v3, v28
ssubw2.4s v22, v13, v8
ssubw2.4s v1, v25, v14
ssubw2.4s v16, v26, v29
ssubw.8h v22, v27, v20
ssubw.8h v12, v19, v11
ssubw.8h v16, v1, v15
ssubw.8h v13, v15, v18
ssubw2.8h v21, v6, v26
ssubw2.8h v3, v10, v22
ssubw2.8h v7, v11, v29
ssubw2.8h v29, v18, v1
st1.16b { v22, v23, v24, v25 }, [x25]
st1.16b { v22, v23, v24, v25 }, [x30]
st1.16b { v28, v29, v30, v31 }, [x20]
st1.16b { v3, v4, v5, v6 }, [x10]
st1.16b { v15, v16, v17, v18 }, [sp], x17
st1.16b { v26, v27, v28, v29 }, [x12], x17
st1.16b { v16, v17, v18, v19 }, [x22], x22
st1.16b { v20, v21, v22, v23 }, [x9], x26
st1.1d { v22, v23, v24, v25 }, [x13]
st1.1d { v30, v31, v0, v1 }, [x0]
st1.1d { v16, v17, v18, v19 }, [x2]
st1.1d { v8, v9, v10, v11 }, [x12]
st1.1d { v25, v26, v27, v28 }, [x24], x30
st1.1d { v13, v14, v15, v16 }, [x26], x1
st1.1d { v18, v19, v20, v21 }, [x20], x22
st1.1d { v12, v13, v14, v15 }, [x10], x12
st1.2d { v23, v24, v25, v26 }, [x11]
st1.2d { v28, v29, v30, v31 }, [x19]
st1.2d { v30, v31, v0, v1 }, [x25]
st1.2d { v20, v21, v22, v23 }, [x5]
st1.2d { v17, v18, v19, v20 }, [x30], x30
st1.2d { v13, v14, v15, v16 }, [x11], x6
st1.2d { v23, v24, v25, v26 }, [x12], x19
st1.2d { v30, v31, v0, v1 }, [x30], x2
st1.2s { v13, v14, v15, v16 }, [x6]
st1.2s { v24, v25, v26, v27 }, [x3]
st1.2s { v14, v15, v16, v17 }, [x5]
st1.2s { v3, v4, v5, v6 }, [x8]
st1.2s { v17, v18, v19, v20 }, [x29], x11
st1.2s { v29, v30, v31, v0 }, [x10], x9
st1.2s { v31, v0, v1, v2 }, [x19], x19
st1.2s { v3, v4, v5, v6 }, [x16], x2
st1.4h { v18, v19, v20, v21 }, [x18]
st1.4h { v30, v31, v0, v1 }, [x14]
st1.4h { v30, v31, v0, v1 }, [x3]
st1.4h { v12, v13, v14, v15 }, [x15]
st1.4h { v20, v21, v22, v23 }, [sp], x9
st1.4h { v20, v21, v22, v23 }, [x1], x20
st1.4h { v24, v25, v26, v27 }, [x23], x21
st1.4h { v12, v13, v14, v15 }, [x6], x29
st1.4s { v21, v22, v23, v24 }, [x15]
st1.4s { v3, v4, v5, v6 }, [x16]
st1.4s { v1, v2, v3, v4 }, [x6]
st1.4s { v8, v9, v10, v11 }, [x20]
st1.4s { v6, v7, v8, v9 }, [x3], x30
st1.4s { v20, v21, v22, v23 }, [x30], x1
st1.4s { v4, v5, v6, v7 }, [x8], x16
st1.4s { v22, v23, v24, v25 }, [x0], x19
st1.8b { v23, v24, v25, v26 }, [x1]
st1.8b { v28, v29, v30, v31 }, [x27]
st1.8b { v22, v23, v24, v25 }, [x7]
st1.8b { v21, v22, v23, v24 }, [x23]
st1.8b { v12, v13, v14, v15 }, [x17], x1
st1.8b { v2, v3, v4, v5 }, [x19], x0
st1.8b { v9, v10, v11, v12 }, [x11], x13
st1.8b { v15, v16, v17, v18 }, [x20], x30
st1.8h { v16, v17, v18, v19 }, [x4]
st1.8h { v11, v12, v13, v14 }, [x16]
st1.8h { v26, v27, v28, v29 }, [x16]
st1.8h { v25, v26, v27, v28 }, [x9]
st1.8h { v5, v6, v7, v8 }, [x13], x2
st1.8h { v21, v22, v23, v24 }, [x0], x6
st1.8h { v8, v9, v10, v11 }, [sp], x26
st1.8h { v18, v19, v20, v21 }, [x20], x28
st1.16b { v9 }, [x18]
st1.16b { v17 }, [x22]
st1.16b { v11 }, [x29]
st1.16b { v0 }, [x22]
st1.16b { v2 }, [x20], x9
st1.16b { v18 }, [x13], x12
st1.16b { v7 }, [x1], x7
st1.16b { v12 }, [x28], x27
st1.1d { v1 }, [x22]
st1.1d { v0 }, [x9]
st1.1d { v31 }, [sp]
st1.1d { v21 }, [x4]
st1.1d { v24 }, [x4], x5
st1.1d { v16 }, [x2], x18
st1.1d { v15 }, [x26], x7
st1.1d { v10 }, [x9], x23
st1.2d { v2 }, [x25]
st1.2d { v20 }, [x3]
st1.2d { v7 }, [x24]
st1.2d { v21 }, [x18]
st1.2d { v3 }, [x28], x8
st1.2d { v4 }, [x21], x10
st1.2d { v30 }, [x24], x30
st1.2d { v14 }, [x28], x23
st1.2s { v21 }, [x28]
st1.2s { v21 }, [x14]
st1.2s { v17 }, [x29]
st1.2s { v23 }, [x10]
st1.2s { v25 }, [x8], x10
st1.2s { v23 }, [x22], x15
st1.2s { v11 }, [x19], x15
st1.2s { v2 }, [x19], x24
st1.4h { v28 }, [x21]
st1.4h { v8 }, [x12]
st1.4h { v27 }, [x25]
st1.4h { v27 }, [x6]
st1.4h { v30 }, [x8], x6
st1.4h { v30 }, [x22], x18
st1.4h { v20 }, [x23], x0
st1.4h { v16 }, [x28], x10
st1.4s { v3 }, [x10]
st1.4s { v5 }, [x12]
st1.4s { v31 }, [x22]
st1.4s { v25 }, [x0]
st1.4s { v28 }, [x9], x7
st1.4s { v4 }, [x10], x9
st1.4s { v7 }, [x11], x8
st1.4s { v28 }, [x12], x29
st1.8b { v27 }, [x24]
st1.8b { v1 }, [x24]
st1.8b { v5 }, [x11]
st1.8b { v4 }, [x26]
st1.8b { v11 }, [x19], x14
st1.8b { v3 }, [x7], x1
st1.8b { v13 }, [x24], x9
st1.8b { v13 }, [x4], x14
st1.8h { v1 }, [x28]
st1.8h { v23 }, [x16]
st1.8h { v16 }, [x9]
st1.8h { v20 }, [x11]
st1.8h { v11 }, [x16], x22
st1.8h { v1 }, [x11], x0
st1.8h { v23 }, [x16], x7
st1.8h { v1 }, [x4], x2
st1.16b { v9, v10, v11 }, [x9]
st1.16b { v19, v20, v21 }, [x18]
st1.16b { v17, v18, v19 }, [x11]
st1.16b { v22, v23, v24 }, [x5]
st1.16b { v25, v26, v27 }, [x15], x11
st1.16b { v2, v3, v4 }, [x23], x3
st1.16b { v25, v26, v27 }, [sp], x29
st1.16b { v14, v15, v16 }, [x29], x1
st1.1d { v19, v20, v21 }, [x7]
st1.1d { v11, v12, v13 }, [x19]
st1.1d { v17, v18, v19 }, [x10]
st1.1d { v27, v28, v29 }, [x3]
st1.1d { v14, v15, v16 }, [x7], x19
st1.1d { v7, v8, v9 }, [x24], x7
st1.1d { v7, v8, v9 }, [x6], x27
st1.1d { v2, v3, v4 }, [sp], x30
st1.2d { v5, v6, v7 }, [x27]
st1.2d { v5, v6, v7 }, [x14]
st1.2d { v23, v24, v25 }, [x26]
st1.2d { v7, v8, v9 }, [x12]
st1.2d { v3, v4, v5 }, [x16], x22
st1.2d { v9, v10, v11 }, [x23], x5
st1.2d { v30, v31, v0 }, [x29], x14
st1.2d { v3, v4, v5 }, [x13], x6
st1.2s { v7, v8, v9 }, [x2]
st1.2s { v18, v19, v20 }, [x23]
st1.2s { v6, v7, v8 }, [x2]
st1.2s { v3, v4, v5 }, [x9]
st1.2s { v6, v7, v8 }, [x20], x9
st1.2s { v5, v6, v7 }, [x30], x19
st1.2s { v31, v0, v1 }, [x29], #24
st1.2s { v28, v29, v30 }, [x20], x28
st1.4h { v20, v21, v22 }, [x16]
st1.4h { v30, v31, v0 }, [x23]
st1.4h { v3, v4, v5 }, [x5]
st1.4h { v22, v23, v24 }, [sp]
st1.4h { v16, v17, v18 }, [x10], x3
st1.4h { v13, v14, v15 }, [x17], x26
st1.4h { v9, v10, v11 }, [x12], x4
st1.4h { v4, v5, v6 }, [x16], #24
st1.4s { v21, v22, v23 }, [x3]
st1.4s { v0, v1, v2 }, [x3]
st1.4s { v16, v17, v18 }, [x23]
st1.4s { v19, v20, v21 }, [x30]
st1.4s { v8, v9, v10 }, [x26], x15
st1.4s { v27, v28, v29 }, [x11], x4
st1.4s { v17, v18, v19 }, [x2], x13
st1.4s { v2, v3, v4 }, [x8], x1
st1.8b { v31, v0, v1 }, [x9]
st1.8b { v21, v22, v23 }, [x19]
st1.8b { v23, v24, v25 }, [x2]
st1.8b { v16, v17, v18 }, [x22]
st1.8b { v13, v14, v15 }, [x9], x25
st1.8b { v31, v0, v1 }, [x30], x6
st1.8b { v26, v27, v28 }, [x26], x11
st1.8b { v31, v0, v1 }, [x14], x20
st1.8h { v16, v17, v18 }, [x13]
st1.8h { v16, v17, v18 }, [x27]
st1.8h { v13, v14, v15 }, [x15]
st1.8h { v20, v21, v22 }, [x1]
st1.8h { v4, v5, v6 }, [x5], x17
st1.8h { v10, v11, v12 }, [x25], x11
st1.8h { v10, v11, v12 }, [x26], x21
st1.8h { v27, v28, v29 }, [x2], x13
st1.16b { v26, v27 }, [x28]
st1.16b { v17, v18 }, [x26]
st1.16b { v14, v15 }, [x20]
st1.16b { v13, v14 }, [x27]
st1.16b { v19, v20 }, [x29], x17
st1.16b { v27, v28 }, [x18], x18
st1.16b { v2, v3 }, [x8], x3
st1.16b { v7, v8 }, [x11], x4
st1.1d { v21, v22 }, [x1]
st1.1d { v12, v13 }, [x25]
st1.1d { v30, v31 }, [x2]
st1.1d { v10, v11 }, [x30]
st1.1d { v0, v1 }, [x26], x15
st1.1d { v2, v3 }, [x20], x12
st1.1d { v19, v20 }, [x20], x19
st1.1d { v27, v28 }, [x13], x7
st1.2d { v28, v29 }, [x21]
st1.2d { v14, v15 }, [x27]
st1.2d { v0, v1 }, [x24]
st1.2d { v14, v15 }, [x20]
st1.2d { v23, v24 }, [x25], x25
st1.2d { v4, v5 }, [x21], x5
st1.2d { v14, v15 }, [x7], x29
st1.2d { v8, v9 }, [x9], x1
st1.2s { v31, v0 }, [x29]
st1.2s { v16, v17 }, [x20]
st1.2s { v21, v22 }, [x4]
st1.2s { v27, v28 }, [x12]
st1.2s { v18, v19 }, [x8], x0
st1.2s { v7, v8 }, [x24], x1
st1.2s { v14, v15 }, [x8], x15
st1.2s { v14, v15 }, [sp], x30
st1.4h { v22, v23 }, [x18]
st1.4h { v16, v17 }, [x13]
st1.4h { v30, v31 }, [x11]
st1.4h { v20, v21 }, [x15]
st1.4h { v27, v28 }, [x22], x20
st1.4h { v6, v7 }, [x2], x21
st1.4h { v18, v19 }, [x26], x1
st1.4h { v31, v0 }, [x18], x25
st1.4s { v5, v6 }, [x14]
st1.4s { v28, v29 }, [x18]
st1.4s { v10, v11 }, [x27]
st1.4s { v14, v15 }, [x20]
st1.4s { v31, v0 }, [x10], x30
st1.4s { v17, v18 }, [x9], x28
st1.4s { v11, v12 }, [x0], x30
st1.4s { v7, v8 }, [x16], x28
st1.8b { v15, v16 }, [x9]
st1.8b { v13, v14 }, [x25]
st1.8b { v5, v6 }, [x28]
st1.8b { v12, v13 }, [x29]
st1.8b { v15, v16 }, [x8], x17
st1.8b { v13, v14 }, [x26], x5
st1.8b { v23, v24 }, [x0], x17
st1.8b { v18, v19 }, [x21], x8
st1.8h { v10, v11 }, [x17]
st1.8h { v20, v21 }, [x15]
st1.8h { v12, v13 }, [x14]
st1.8h { v22, v23 }, [x16]
st1.8h { v26, v27 }, [x1], x5
st1.8h { v10, v11 }, [x19], x8
st1.8h { v8, v9 }, [x2], x27
st1.8h { v2, v3 }, [x30], #32
st1.b { v31 }[1], [x18]
st1.b { v13 }[8], [x15]
st1.b { v0 }[4], [x28]
st1.b { v7 }[1], [x3]
st1.b { v10 }[2], [x20], x2
st1.b { v12 }[0], [x22], x23
st1.b { v7 }[15], [x4], x1
st1.b { v16 }[1], [x3], x15
st1.d { v19 }[1], [sp]
st1.d { v17 }[0], [x9]
st1.d { v24 }[0], [x10]
st1.d { v13 }[1], [x11]
st1.d { v21 }[1], [x13], x22
st1.d { v23 }[0], [x17], x4
st1.d { v11 }[0], [x18], x30
st1.d { v4 }[1], [x10], x6
st1.h { v16 }[6], [x0]
st1.h { v10 }[1], [x17]
st1.h { v27 }[4], [x24]
st1.h { v26 }[3], [x18]
st1.h { v31 }[0], [x23], x5
st1.h { v3 }[7], [x4], x28
st1.h { v25 }[0], [x20], x4
st1.h { v18 }[0], [x6], x20
st1.s { v16 }[1], [x12]
st1.s { v16 }[3], [x17]
st1.s { v0 }[3], [x3]
st1.s { v23 }[2], [x24]
st1.s { v8 }[2], [x6], #4
st1.s { v25 }[1], [sp], x18
st1.s { v31 }[3], [x7], x29
st1.s { v24 }[3], [x8], x11
st2.b { v15, v16 }[5], [x16]
st2.b { v13, v14 }[4], [x0]
st2.b { v24, v25 }[2], [x8]
st2.b { v24, v25 }[3], [x8]
st2.b { v28, v29 }[0], [sp], x23
st2.b { v15, v16 }[12], [x3], x3
st2.b { v18, v19 }[2], [x29], x8
st2.b { v29, v30 }[11], [x30], x7
st2.d { v26, v27 }[0], [x5]
st2.d { v9, v10 }[1], [x28]
st2.d { v14, v15 }[0], [x22]
st2.d { v14, v15 }[0], [sp]
st2.d { v1, v2 }[0], [x9], x28
st2.d { v24, v25 }[1], [x10], x5
st2.d { v29, v30 }[0], [x9], x2
st2.d { v14, v15 }[0], [x28], x18
st2.h { v17, v18 }[1], [x29]
st2.h { v10, v11 }[5], [x27]
st2.h { v12, v13 }[5], [x23]
st2.h { v11, v12 }[4], [x21]
st2.h { v31, v0 }[2], [x21], x12
st2.h { v16, v17 }[1], [x7], x27
st2.h { v10, v11 }[1], [sp], x19
st2.h { v5, v6 }[0], [x18], x23
st2.s { v9, v10 }[2], [x15]
st2.s { v25, v26 }[0], [x14]
st2.s { v0, v1 }[3], [x9]
st2.s { v22, v23 }[2], [x9]
st2.s { v31, v0 }[2], [x7], x14
st2.s { v3, v4 }[1], [x12], x30
st2.s { v27, v28 }[3], [x22], x25
st2.s { v18, v19 }[3], [x6], x3
st2.16b { v26, v27 }, [x15]
st2.16b { v12, v13 }, [x13]
st2.16b { v0, v1 }, [x29]
st2.16b { v16, v17 }, [x23]
st2.16b { v21, v22 }, [x25], x11
st2.16b { v25, v26 }, [x10], x2
st2.16b { v20, v21 }, [x26], x26
st2.16b { v11, v12 }, [x24], x6
st2.2d { v2, v3 }, [x23]
st2.2d { v21, v22 }, [x0]
st2.2d { v14, v15 }, [x7]
st2.2d { v0, v1 }, [x9]
st2.2d { v15, v16 }, [sp], x0
st2.2d { v18, v19 }, [x27], x3
st2.2d { v12, v13 }, [x7], x7
st2.2d { v2, v3 }, [x25], x11
st2.2s { v29, v30 }, [x4]
st2.2s { v24, v25 }, [x26]
st2.2s { v16, v17 }, [x1]
st2.2s { v15, v16 }, [x14]
st2.2s { v18, v19 }, [x2], x1
st2.2s { v7, v8 }, [x5], x23
st2.2s { v11, v12 }, [x25], x14
st2.2s { v10, v11 }, [x24], x23
st2.4h { v18, v19 }, [x21]
st2.4h { v30, v31 }, [x19]
st2.4h { v27, v28 }, [x14]
st2.4h { v19, v20 }, [x21]
st2.4h { v30, v31 }, [x27], x17
st2.4h { v7, v8 }, [x7], x18
st2.4h { v22, v23 }, [x13], x29
st2.4h { v5, v6 }, [x19], x19
st2.4s { v26, v27 }, [x27]
st2.4s { v29, v30 }, [x20]
st2.4s { v30, v31 }, [x27]
st2.4s { v25, v26 }, [x15]
st2.4s { v18, v19 }, [x16], x16
st2.4s { v13, v14 }, [x23], x18
st2.4s { v31, v0 }, [x29], x14
st2.4s { v26, v27 }, [x24], x20
st2.8b { v25, v26 }, [x13]
st2.8b { v28, v29 }, [x2]
st2.8b { v4, v5 }, [x11]
st2.8b { v6, v7 }, [x21]
st2.8b { v5, v6 }, [x11], x15
st2.8b { v23, v24 }, [sp], x12
st2.8b { v22, v23 }, [x3], x6
st2.8b { v29, v30 }, [x1], x11
st2.8h { v4, v5 }, [x22]
st2.8h { v5, v6 }, [x17]
st2.8h { v23, v24 }, [x22]
st2.8h { v16, v17 }, [x4]
st2.8h { v7, v8 }, [x19], x1
st2.8h { v31, v0 }, [x2], x25
st2.8h { v6, v7 }, [x8], x9
st2.8h { v13, v14 }, [x27], x22
st3.b { v31, v0, v1 }[0], [x21]
st3.b { v7, v8, v9 }[12], [x4]
st3.b { v27, v28, v29 }[11], [x5]
st3.b { v7, v8, v9 }[13], [sp]
st3.b { v29, v30, v31 }[1], [x14], x12
st3.b { v11, v12, v13 }[0], [x11], x20
st3.b { v25, v26, v27 }[9], [x27], x1
st3.b { v13, v14, v15 }[0], [x16], x6
st3.d { v31, v0, v1 }[1], [x25]
st3.d { v19, v20, v21 }[1], [x16]
st3.d { v2, v3, v4 }[1], [x26]
st3.d { v8, v9, v10 }[0], [x28]
st3.d { v18, v19, v20 }[1], [x11], x2
st3.d { v9, v10, v11 }[1], [x30], x15
st3.d { v19, v20, v21 }[0], [x12], x10
st3.d { v5, v6, v7 }[1], [x26], x5
st3.h { v9, v10, v11 }[4], [x29]
st3.h { v8, v9, v10 }[3], [x12]
st3.h { v4, v5, v6 }[6], [x5]
st3.h { v14, v15, v16 }[3], [x21]
st3.h { v9, v10, v11 }[0], [x24], x5
st3.h { v29, v30, v31 }[3], [x2], x4
st3.h { v5, v6, v7 }[0], [x23], x13
st3.h { v13, v14, v15 }[2], [x27], x15
st3.s { v17, v18, v19 }[0], [x13]
st3.s { v13, v14, v15 }[0], [x27]
st3.s { v31, v0, v1 }[0], [x29]
st3.s { v5, v6, v7 }[1], [x2]
st3.s { v16, v17, v18 }[2], [x19], x29
st3.s { v9, v10, v11 }[2], [x25], x29
st3.s { v7, v8, v9 }[1], [x11], x24
st3.s { v30, v31, v0 }[2], [x7], x4
st3.16b { v7, v8, v9 }, [x25]
st3.16b { v23, v24, v25 }, [x23]
st3.16b { v14, v15, v16 }, [x7]
st3.16b { v30, v31, v0 }, [x12]
st3.16b { v22, v23, v24 }, [x23], x22
st3.16b { v23, v24, v25 }, [x20], x20
st3.16b { v29, v30, v31 }, [x24], x21
st3.16b { v17, v18, v19 }, [x26], x22
st3.2d { v25, v26, v27 }, [x29]
st3.2d { v16, v17, v18 }, [x27]
st3.2d { v13, v14, v15 }, [x22]
st3.2d { v20, v21, v22 }, [x23]
st3.2d { v9, v10, v11 }, [x9], x7
st3.2d { v0, v1, v2 }, [x4], x1
st3.2d { v3, v4, v5 }, [x3], x0
st3.2d { v16, v17, v18 }, [x11], x3
st3.2s { v26, v27, v28 }, [x25]
st3.2s { v15, v16, v17 }, [x27]
st3.2s { v30, v31, v0 }, [x15]
st3.2s { v21, v22, v23 }, [x16]
st3.2s { v16, v17, v18 }, [x6], x0
st3.2s { v31, v0, v1 }, [x6], x1
st3.2s { v26, v27, v28 }, [x13], #24
st3.2s { v6, v7, v8 }, [x13], x4
st3.4h { v28, v29, v30 }, [x11]
st3.4h { v3, v4, v5 }, [x28]
st3.4h { v8, v9, v10 }, [x2]
st3.4h { v0, v1, v2 }, [x3]
st3.4h { v22, v23, v24 }, [x3], x19
st3.4h { v17, v18, v19 }, [x24], x11
st3.4h { v25, v26, v27 }, [x5], x6
st3.4h { v2, v3, v4 }, [x26], x6
st3.4s { v21, v22, v23 }, [x25]
st3.4s { v17, v18, v19 }, [x18]
st3.4s { v8, v9, v10 }, [x9]
st3.4s { v15, v16, v17 }, [x14]
st3.4s { v3, v4, v5 }, [x21], x23
st3.4s { v12, v13, v14 }, [x13], x21
st3.4s { v31, v0, v1 }, [x20], x29
st3.4s { v7, v8, v9 }, [x17], x8
st3.8b { v21, v22, v23 }, [x28]
st3.8b { v27, v28, v29 }, [x10]
st3.8b { v31, v0, v1 }, [x14]
st3.8b { v14, v15, v16 }, [x17]
st3.8b { v20, v21, v22 }, [x15], x12
st3.8b { v21, v22, v23 }, [x5], x0
st3.8b { v0, v1, v2 }, [x6], x12
st3.8b { v28, v29, v30 }, [x29], x25
st3.8h { v4, v5, v6 }, [x5]
st3.8h { v25, v26, v27 }, [x19]
st3.8h { v10, v11, v12 }, [x17]
st3.8h { v24, v25, v26 }, [x21]
st3.8h { v15, v16, v17 }, [x7], x27
st3.8h { v10, v11, v12 }, [x10], x12
st3.8h { v20, v21, v22 }, [x24], x11
st3.8h { v5, v6, v7 }, [x21], x25
st4.b { v6, v7, v8, v9 }[9], [x20]
st4.b { v10, v11, v12, v13 }[0], [x3]
st4.b { v2, v3, v4, v5 }[0], [x6]
st4.b { v20, v21, v22, v23 }[15], [x19]
st4.b { v3, v4, v5, v6 }[1], [x0], x15
st4.b { v30, v31, v0, v1 }[7], [x15], x7
st4.b { v28, v29, v30, v31 }[15], [x6], x28
st4.b { v20, v21, v22, v23 }[1], [x18], x2
st4.d { v21, v22, v23, v24 }[0], [x2]
st4.d { v21, v22, v23, v24 }[1], [x7]
st4.d { v10, v11, v12, v13 }[1], [x27]
st4.d { v11, v12, v13, v14 }[1], [x25]
st4.d { v29, v30, v31, v0 }[1], [x17], x20
st4.d { v30, v31, v0, v1 }[0], [x10], x25
st4.d { v25, v26, v27, v28 }[0], [x12], x12
st4.d { v13, v14, v15, v16 }[1], [x26], x11
st4.h { v5, v6, v7, v8 }[5], [x8]
st4.h { v29, v30, v31, v0 }[2], [x30]
st4.h { v2, v3, v4, v5 }[4], [x7]
st4.h { v8, v9, v10, v11 }[1], [x17]
st4.h { v3, v4, v5, v6 }[0], [x26], #8
st4.h { v19, v20, v21, v22 }[7], [x1], x27
st4.h { v11, v12, v13, v14 }[4], [x12], x28
st4.h { v0, v1, v2, v3 }[1], [x0], x26
st4.s { v0, v1, v2, v3 }[0], [x26]
st4.s { v5, v6, v7, v8 }[3], [x7]
st4.s { v19, v20, v21, v22 }[0], [sp]
st4.s { v14, v15, v16, v17 }[1], [x15]
st4.s { v11, v12, v13, v14 }[2], [x17], x22
st4.s { v11, v12, v13, v14 }[0], [x0], x3
st4.s { v3, v4, v5, v6 }[0], [x30], x9
st4.s { v21, v22, v23, v24 }[2], [x12], x21
st4.16b { v29, v30, v31, v0 }, [x0]
st4.16b { v10, v11, v12, v13 }, [x4]
st4.16b { v11, v12, v13, v14 }, [x4]
st4.16b { v1, v2, v3, v4 }, [x6]
st4.16b { v27, v28, v29, v30 }, [x16], x25
st4.16b { v20, v21, v22, v23 }, [x4], x26
st4.16b { v20, v21, v22, v23 }, [x15], x29
st4.16b { v8, v9, v10, v11 }, [x28], #64
st4.2d { v29, v30, v31, v0 }, [x25]
st4.2d { v11, v12, v13, v14 }, [x0]
st4.2d { v31, v0, v1, v2 }, [x22]
st4.2d { v13, v14, v15, v16 }, [x16]
st4.2d { v13, v14, v15, v16 }, [x16], x10
st4.2d { v12, v13, v14, v15 }, [x21], x22
st4.2d { v15, v16, v17, v18 }, [x22], x13
st4.2d { v23, v24, v25, v26 }, [x10], x9
st4.2s { v18, v19, v20, v21 }, [x21]
st4.2s { v28, v29, v30, v31 }, [x20]
st4.2s { v24, v25, v26, v27 }, [x2]
st4.2s { v0, v1, v2, v3 }, [x27]
st4.2s { v2, v3, v4, v5 }, [x17], x3
st4.2s { v22, v23, v24, v25 }, [x21], x12
st4.2s { v22, v23, v24, v25 }, [x18], x20
st4.2s { v15, v16, v17, v18 }, [x26], #32
st4.4h { v6, v7, v8, v9 }, [x26]
st4.4h { v30, v31, v0, v1 }, [x6]
st4.4h { v27, v28, v29, v30 }, [x20]
st4.4h { v1, v2, v3, v4 }, [x25]
st4.4h { v25, v26, v27, v28 }, [x1], x13
st4.4h { v20, v21, v22, v23 }, [x5], x13
st4.4h { v18, v19, v20, v21 }, [x15], x4
st4.4h { v11, v12, v13, v14 }, [x6], x22
st4.4s { v24, v25, v26, v27 }, [x2]
st4.4s { v12, v13, v14, v15 }, [x21]
st4.4s { v5, v6, v7, v8 }, [x8]
st4.4s { v22, v23, v24, v25 }, [x17]
st4.4s { v10, v11, v12, v13 }, [x14], x28
st4.4s { v28, v29, v30, v31 }, [x1], x20
st4.4s { v6, v7, v8, v9 }, [x21], x8
st4.4s { v25, v26, v27, v28 }, [x13], x2
st4.8b { v24, v25, v26, v27 }, [x6]
st4.8b { v20, v21, v22, v23 }, [x19]
st4.8b { v19, v20, v21, v22 }, [x3]
st4.8b { v7, v8, v9, v10 }, [x5]
st4.8b { v20, v21, v22, v23 }, [x16], x4
st4.8b { v11, v12, v13, v14 }, [x19], x20
st4.8b { v29, v30, v31, v0 }, [x4], x11
st4.8b { v17, v18, v19, v20 }, [x6], x14
st4.8h { v9, v10, v11, v12 }, [x11]
st4.8h { v2, v3, v4, v5 }, [x26]
st4.8h { v30, v31, v0, v1 }, [x30]
st4.8h { v23, v24, v25, v26 }, [x6]
st4.8h { v31, v0, v1, v2 }, [x27], x11
st4.8h { v18, v19, v20, v21 }, [x19], x24
st4.8h { v16, v17, v18, v19 }, [x25], x0
st4.8h { v25, v26, v27, v28 }, [x26], x20
subhn.2s v11, v31, v8
subhn.2s v30, v31, v19
subhn.2s v1, v13, v11
subhn.2s v24, v20, v23
subhn2.4s v4, v20, v16
subhn2.4s v24, v26, v0
subhn2.4s v21, v30, v6
subhn2.4s v8, v22, v8
subhn.4h v29, v28, v22
subhn.4h v23, v3, v22
subhn.4h v2, v8, v12
subhn.4h v30, v18, v17
subhn2.8h v1, v17, v11
subhn2.8h v30, v29, v17
subhn2.8h v8, v18, v29
subhn2.8h v25, v24, v5
subhn.8b v26, v5, v31
subhn.8b v0, v18, v12
subhn.8b v26, v30, v17
subhn.8b v1, v21, v14
subhn2.16b v18, v12, v22
subhn2.16b v25, v20, v9
subhn2.16b v4, v28, v27
subhn2.16b v8, v11, v14
sub.16b v31, v29, v14
sub.16b v27, v1, v18
sub.16b v29, v23, v1
sub.16b v28, v24, v13
sub.2d v13, v14, v16
sub.2d v19, v15, v25
sub.2d v3, v6, v9
sub.2d v29, v25, v14
sub.2s v31, v16, v11
sub.2s v24, v7, v10
sub.2s v27, v23, v21
sub.2s v31, v24, v12
sub.4h v21, v26, v9
sub.4h v10, v25, v6
sub.4h v24, v19, v17
sub.4h v16, v6, v11
sub.4s v20, v21, v6
sub.4s v18, v18, v20
sub.4s v21, v9, v10
sub.4s v5, v26, v10
sub.8b v31, v5, v13
sub.8b v10, v13, v1
sub.8b v31, v10, v12
sub.8b v0, v16, v18
sub.8h v0, v21, v13
sub.8h v21, v10, v30
sub.8h v15, v20, v18
sub.8h v9, v23, v17
suqadd.16b v12, v9
suqadd.16b v13, v22
suqadd.16b v21, v22
suqadd.16b v15, v28
suqadd.2d v19, v31
suqadd.2d v4, v29
suqadd.2d v12, v21
suqadd.2d v17, v23
suqadd.2s v3, v24
suqadd.2s v23, v17
suqadd.2s v26, v22
suqadd.2s v22, v20
suqadd.4h v24, v18
suqadd.4h v22, v16
suqadd.4h v18, v18
suqadd.4h v10, v14
suqadd.4s v2, v27
suqadd.4s v17, v9
suqadd.4s v4, v14
suqadd.4s v6, v23
suqadd.8b v5, v24
suqadd.8b v8, v2
suqadd.8b v31, v12
suqadd.8b v2, v11
suqadd.8h v6, v20
suqadd.8h v27, v24
suqadd.8h v11, v5
suqadd.8h v26, v30
tbl.16b v31, { v29 }, v6
tbl.16b v9, { v20 }, v1
tbl.16b v4, { v21 }, v24
tbl.16b v14, { v5 }, v12
tbl.16b v30, { v18, v19 }, v25
tbl.16b v30, { v11, v12 }, v5
tbl.16b v30, { v18, v19 }, v31
tbl.16b v25, { v15, v16 }, v17
tbl.16b v2, { v2, v3, v4 }, v29
tbl.16b v17, { v26, v27, v28 }, v31
tbl.16b v3, { v18, v19, v20 }, v20
tbl.16b v22, { v5, v6, v7 }, v27
tbl.16b v6, { v14, v15, v16, v17 }, v3
tbl.16b v14, { v18, v19, v20, v21 }, v24
tbl.16b v1, { v15, v16, v17, v18 }, v23
tbl.16b v15, { v4, v5, v6, v7 }, v9
tbl.8b v27, { v14 }, v15
tbl.8b v23, { v13 }, v26
tbl.8b v13, { v28 }, v3
tbl.8b v24, { v11 }, v24
tbl.8b v12, { v21, v22 }, v9
tbl.8b v31, { v15, v16 }, v25
tbl.8b v10, { v27, v28 }, v31
tbl.8b v9, { v26, v27 }, v23
tbl.8b v23, { v4, v5, v6 }, v8
tbl.8b v4, { v27, v28, v29 }, v6
tbl.8b v21, { v27, v28, v29 }, v2
tbl.8b v3, { v14, v15, v16 }, v25
tbl.8b v13, { v17, v18, v19, v20 }, v31
tbl.8b v1, { v25, v26, v27, v28 }, v0
tbl.8b v24, { v20, v21, v22, v23 }, v9
tbl.8b v7, { v6, v7, v8, v9 }, v5
tbx.16b v22, { v25 }, v6
tbx.16b v0, { v14 }, v4
tbx.16b v0, { v12 }, v18
tbx.16b v30, { v15 }, v22
tbx.16b v1, { v2, v3 }, v17
tbx.16b v27, { v14, v15 }, v12
tbx.16b v21, { v9, v10 }, v29
tbx.16b v27, { v20, v21 }, v29
tbx.16b v15, { v23, v24, v25 }, v30
tbx.16b v21, { v12, v13, v14 }, v28
tbx.16b v21, { v13, v14, v15 }, v2
tbx.16b v16, { v23, v24, v25 }, v13
tbx.16b v3, { v27, v28, v29, v30 }, v29
tbx.16b v24, { v18, v19, v20, v21 }, v23
tbx.16b v30, { v22, v23, v24, v25 }, v29
tbx.16b v30, { v29, v30, v31, v0 }, v16
tbx.8b v5, { v20 }, v15
tbx.8b v0, { v28 }, v23
tbx.8b v23, { v5 }, v20
tbx.8b v27, { v25 }, v24
tbx.8b v7, { v29, v30 }, v0
tbx.8b v6, { v11, v12 }, v3
tbx.8b v28, { v25, v26 }, v6
tbx.8b v4, { v6, v7 }, v2
tbx.8b v18, { v20, v21, v22 }, v22
tbx.8b v31, { v5, v6, v7 }, v30
tbx.8b v31, { v0, v1, v2 }, v8
tbx.8b v27, { v6, v7, v8 }, v17
tbx.8b v19, { v27, v28, v29, v30 }, v22
tbx.8b v29, { v11, v12, v13, v14 }, v25
tbx.8b v17, { v28, v29, v30, v31 }, v3
tbx.8b v9, { v9, v10, v11, v12 }, v6
trn1.16b v5, v13, v2
trn1.16b v5, v31, v2
trn1.16b v12, v4, v15
trn1.16b v2, v24, v0
trn1.2d v11, v27, v30
trn1.2d v9, v1, v5
trn1.2d v6, v13, v12
trn1.2d v13, v18, v9
trn1.2s v21, v13, v14
trn1.2s v21, v17, v20
trn1.2s v15, v12, v1
trn1.2s v12, v18, v9
trn1.4h v15, v25, v6
trn1.4h v19, v5, v23
trn1.4h v26, v11, v23
trn1.4h v2, v15, v4
trn1.4s v24, v19, v7
trn1.4s v3, v30, v14
trn1.4s v17, v24, v18
trn1.4s v10, v2, v22
trn1.8b v28, v5, v30
trn1.8b v16, v20, v24
trn1.8b v18, v6, v27
trn1.8b v0, v3, v18
trn1.8h v14, v15, v12
trn1.8h v7, v1, v22
trn1.8h v1, v14, v30
trn1.8h v20, v1, v24
trn2.16b v2, v22, v15
trn2.16b v5, v14, v6
trn2.16b v4, v28, v24
trn2.16b v13, v23, v31
trn2.2d v20, v29, v25
trn2.2d v5, v2, v4
trn2.2d v1, v20, v12
trn2.2d v28, v1, v26
trn2.2s v21, v14, v10
trn2.2s v3, v26, v14
trn2.2s v4, v4, v20
trn2.2s v1, v25, v25
trn2.4h v23, v7, v20
trn2.4h v18, v23, v21
trn2.4h v5, v5, v4
trn2.4h v27, v6, v8
trn2.4s v30, v9, v29
trn2.4s v16, v4, v26
trn2.4s v2, v20, v4
trn2.4s v19, v14, v10
trn2.8b v9, v9, v21
trn2.8b v4, v31, v29
trn2.8b v12, v30, v0
trn2.8b v10, v23, v4
trn2.8h v10, v30, v31
trn2.8h v17, v29, v0
trn2.8h v2, v27, v3
trn2.8h v18, v3, v23
uabal.2d v26, v1, v3
uabal.2d v2, v3, v25
uabal.2d v0, v29, v12
uabal.2d v26, v25, v28
uabal2.2d v9, v5, v17
uabal2.2d v6, v31, v3
uabal2.2d v29, v12, v24
uabal2.2d v10, v0, v4
uabal.4s v29, v31, v31
uabal.4s v21, v7, v13
uabal.4s v13, v3, v25
uabal.4s v22, v14, v6
uabal2.4s v2, v27, v22
uabal2.4s v10, v8, v30
uabal2.4s v25, v1, v13
uabal2.4s v16, v20, v16
uabal.8h v18, v24, v18
uabal.8h v2, v11, v26
uabal.8h v3, v3, v0
uabal.8h v14, v4, v29
uabal2.8h v28, v20, v25
uabal2.8h v0, v1, v6
uabal2.8h v16, v5, v4
uabal2.8h v25, v14, v24
uaba.16b v13, v16, v19
uaba.16b v19, v26, v26
uaba.16b v11, v14, v7
uaba.16b v18, v14, v10
uaba.2s v10, v27, v2
uaba.2s v1, v13, v5
uaba.2s v26, v30, v23
uaba.2s v8, v6, v31
uaba.4h v20, v2, v15
uaba.4h v17, v8, v17
uaba.4h v8, v1, v9
uaba.4h v9, v26, v7
uaba.4s v20, v31, v21
uaba.4s v6, v4, v12
uaba.4s v7, v6, v7
uaba.4s v7, v22, v4
uaba.8b v16, v23, v2
uaba.8b v29, v28, v31
uaba.8b v11, v10, v9
uaba.8b v22, v27, v19
uaba.8h v27, v11, v11
uaba.8h v9, v30, v0
uaba.8h v30, v5, v8
uaba.8h v25, v21, v30
uabdl.2d v17, v4, v5
uabdl.2d v31, v31, v19
uabdl.2d v1, v31, v16
uabdl.2d v26, v28, v0
uabdl2.2d v22, v21, v31
uabdl2.2d v30, v27, v1
uabdl2.2d v21, v20, v2
uabdl2.2d v10, v21, v21
uabdl.4s v24, v14, v26
uabdl.4s v8, v18, v21
uabdl.4s v14, v18, v15
uabdl.4s v20, v30, v28
uabdl2.4s v10, v18, v23
uabdl2.4s v21, v22, v18
uabdl2.4s v1, v6, v29
uabdl2.4s v2, v30, v24
uabdl.8h v1, v28, v5
uabdl.8h v10, v19, v30
uabdl.8h v12, v31, v8
uabdl.8h v19, v22, v8
uabdl2.8h v24, v6, v14
uabdl2.8h v14, v22, v15
uabdl2.8h v18, v1, v21
uabdl2.8h v2, v13, v9
uabd.16b v7, v25, v25
uabd.16b v19, v20, v11
uabd.16b v30, v25, v26
uabd.16b v28, v2, v26
uabd.2s v14, v13, v15
uabd.2s v23, v29, v4
uabd.2s v4, v3, v1
uabd.2s v2, v25, v15
uabd.4h v16, v20, v9
uabd.4h v17, v23, v30
uabd.4h v29, v15, v4
uabd.4h v6, v23, v25
uabd.4s v24, v13, v23
uabd.4s v1, v7, v29
uabd.4s v0, v0, v4
uabd.4s v9, v22, v29
uabd.8b v29, v27, v0
uabd.8b v14, v12, v22
uabd.8b v28, v4, v12
uabd.8b v8, v20, v14
uabd.8h v6, v29, v9
uabd.8h v2, v2, v22
uabd.8h v22, v30, v18
uabd.8h v18, v30, v4
uadalp.1d v22, v25
uadalp.1d v23, v20
uadalp.1d v29, v7
uadalp.1d v27, v2
uadalp.2d v17, v5
uadalp.2d v3, v3
uadalp.2d v9, v9
uadalp.2d v0, v2
uadalp.2s v28, v7
uadalp.2s v31, v29
uadalp.2s v24, v15
uadalp.2s v19, v10
uadalp.4h v16, v1
uadalp.4h v24, v16
uadalp.4h v21, v16
uadalp.4h v29, v22
uadalp.4s v31, v21
uadalp.4s v19, v31
uadalp.4s v18, v23
uadalp.4s v13, v17
uadalp.8h v19, v29
uadalp.8h v17, v21
uadalp.8h v10, v26
uadalp.8h v17, v24
uaddlp.1d v18, v12
uaddlp.1d v3, v27
uaddlp.1d v9, v28
uaddlp.1d v14, v12
uaddlp.2d v27, v27
uaddlp.2d v9, v18
uaddlp.2d v6, v26
uaddlp.2d v12, v29
uaddlp.2s v21, v28
uaddlp.2s v20, v19
uaddlp.2s v5, v16
uaddlp.2s v29, v8
uaddlp.4h v28, v19
uaddlp.4h v27, v30
uaddlp.4h v9, v7
uaddlp.4h v1, v24
uaddlp.4s v4, v16
uaddlp.4s v2, v12
uaddlp.4s v11, v29
uaddlp.4s v24, v21
uaddlp.8h v20, v23
uaddlp.8h v19, v3
uaddlp.8h v1, v11
uaddlp.8h v13, v3
uaddlv.16b h11, v23
uaddlv.16b h29, v10
uaddlv.16b h18, v30
uaddlv.16b h27, v30
uaddlv.4h s17, v18
uaddlv.4h s13, v26
uaddlv.4h s15, v31
uaddlv.4h s2, v0
uaddlv.4s d7, v4
uaddlv.4s d7, v18
uaddlv.4s d22, v26
uaddlv.4s d21, v22
uaddlv.8b h9, v6
uaddlv.8b h30, v8
uaddlv.8b h6, v20
uaddlv.8b h8, v16
uaddlv.8h s26, v18
uaddlv.8h s9, v15
uaddlv.8h s11, v23
uaddlv.8h s1, v31
uaddl.2d v21, v15, v9
uaddl.2d v15, v6, v6
uaddl.2d v0, v4, v6
uaddl.2d v0, v8, v25
uaddl2.2d v9, v4, v21
uaddl2.2d v16, v2, v6
uaddl2.2d v2, v20, v15
uaddl2.2d v2, v13, v30
uaddl.4s v11, v8, v4
uaddl.4s v24, v28, v2
uaddl.4s v20, v20, v10
uaddl.4s v10, v5, v14
uaddl2.4s v29, v5, v26
uaddl2.4s v16, v15, v2
uaddl2.4s v0, v0, v12
uaddl2.4s v5, v28, v15
uaddl.8h v13, v16, v26
uaddl.8h v29, v30, v17
uaddl.8h v3, v1, v11
uaddl.8h v5, v20, v25
uaddl2.8h v16, v9, v9
uaddl2.8h v20, v31, v31
uaddl2.8h v26, v13, v12
uaddl2.8h v23, v8, v10
uaddw.2d v26, v16, v13
uaddw.2d v26, v5, v9
uaddw.2d v21, v5, v3
uaddw.2d v22, v2, v20
uaddw2.2d v23, v0, v11
uaddw2.2d v23, v30, v17
uaddw2.2d v16, v28, v14
uaddw2.2d v3, v24, v11
uaddw.4s v7, v15, v15
uaddw.4s v20, v25, v21
uaddw.4s v15, v26, v19
uaddw.4s v21, v30, v4
uaddw2.4s v29, v24, v12
uaddw2.4s v28, v16, v24
uaddw2.4s v12, v17, v24
uaddw2.4s v30, v18, v9
uaddw.8h v7, v29, v17
uaddw.8h v12, v17, v24
uaddw.8h v5, v18, v13
uaddw.8h v11, v25, v27
uaddw2.8h v24, v18, v14
uaddw2.8h v4, v15, v28
uaddw2.8h v9, v28, v7
uaddw2.8h v9, v9, v21
ucvtf.2d v9, v8, #5
ucvtf.2d v16, v3, #1
ucvtf.2d v28, v26, #1
ucvtf.2d v24, v3, #23
ucvtf.2s v9, v16, #9
ucvtf.2s v24, v18, #1
ucvtf.2s v30, v13, #6
ucvtf.2s v19, v10, #1
ucvtf.4s v11, v25, #3
ucvtf.4s v4, v22, #12
ucvtf.4s v13, v31, #32
ucvtf.4s v24, v9, #8
ucvtf.2d v7, v3
ucvtf.2d v17, v11
ucvtf.2d v9, v6
ucvtf.2d v18, v1
ucvtf.2s v8, v15
ucvtf.2s v19, v1
ucvtf.2s v26, v19
ucvtf.2s v16, v23
ucvtf.4s v0, v27
ucvtf.4s v25, v14
ucvtf.4s v15, v5
ucvtf.4s v0, v28
uhadd.16b v15, v15, v22
uhadd.16b v23, v14, v29
uhadd.16b v19, v7, v2
uhadd.16b v21, v29, v5
uhadd.2s v18, v21, v0
uhadd.2s v1, v23, v24
uhadd.2s v28, v25, v7
uhadd.2s v13, v21, v24
uhadd.4h v15, v12, v9
uhadd.4h v8, v25, v6
uhadd.4h v9, v0, v18
uhadd.4h v28, v7, v10
uhadd.4s v0, v23, v9
uhadd.4s v15, v22, v31
uhadd.4s v20, v19, v0
uhadd.4s v26, v23, v1
uhadd.8b v11, v7, v12
uhadd.8b v3, v10, v25
uhadd.8b v25, v10, v28
uhadd.8b v10, v10, v21
uhadd.8h v18, v26, v25
uhadd.8h v12, v21, v27
uhadd.8h v30, v21, v1
uhadd.8h v0, v31, v11
uhsub.16b v12, v31, v18
uhsub.16b v17, v26, v21
uhsub.16b v28, v5, v8
uhsub.16b v30, v17, v9
uhsub.2s v8, v14, v2
uhsub.2s v28, v16, v5
uhsub.2s v27, v24, v9
uhsub.2s v1, v4, v12
uhsub.4h v3, v22, v29
uhsub.4h v2, v10, v21
uhsub.4h v20, v16, v22
uhsub.4h v25, v8, v15
uhsub.4s v11, v17, v4
uhsub.4s v21, v29, v29
uhsub.4s v28, v19, v10
uhsub.4s v27, v14, v11
uhsub.8b v29, v2, v7
uhsub.8b v13, v9, v20
uhsub.8b v24, v23, v14
uhsub.8b v29, v23, v28
uhsub.8h v18, v15, v15
uhsub.8h v4, v3, v3
uhsub.8h v26, v2, v30
uhsub.8h v7, v29, v7
umaxp.16b v16, v17, v14
umaxp.16b v23, v1, v22
umaxp.16b v30, v22, v25
umaxp.16b v23, v15, v21
umaxp.2s v11, v10, v25
umaxp.2s v21, v11, v8
umaxp.2s v2, v11, v22
umaxp.2s v13, v28, v13
umaxp.4h v6, v19, v16
umaxp.4h v18, v29, v31
umaxp.4h v24, v9, v6
umaxp.4h v21, v21, v0
umaxp.4s v18, v22, v27
umaxp.4s v21, v25, v16
umaxp.4s v6, v29, v27
umaxp.4s v27, v27, v6
umaxp.8b v7, v13, v22
umaxp.8b v25, v17, v6
umaxp.8b v15, v27, v11
umaxp.8b v13, v7, v22
umaxp.8h v11, v21, v16
umaxp.8h v9, v20, v8
umaxp.8h v19, v15, v5
umaxp.8h v28, v21, v25
umaxv.16b b5, v9
umaxv.16b b20, v3
umaxv.16b b31, v18
umaxv.16b b18, v17
umaxv.4h h9, v6
umaxv.4h h16, v1
umaxv.4h h31, v11
umaxv.4h h13, v30
umaxv.4s s5, v1
umaxv.4s s31, v19
umaxv.4s s8, v30
umaxv.4s s31, v29
umaxv.8b b23, v22
umaxv.8b b2, v18
umaxv.8b b29, v30
umaxv.8b b28, v26
umaxv.8h h17, v11
umaxv.8h h16, v5
umaxv.8h h1, v14
umaxv.8h h9, v29
umax.16b v8, v4, v23
umax.16b v1, v1, v24
umax.16b v16, v5, v8
umax.16b v3, v17, v2
umax.2s v27, v17, v10
umax.2s v15, v12, v0
umax.2s v9, v19, v10
umax.2s v5, v19, v1
umax.4h v31, v25, v10
umax.4h v6, v7, v1
umax.4h v13, v25, v22
umax.4h v0, v10, v24
umax.4s v11, v3, v3
umax.4s v1, v12, v13
umax.4s v19, v5, v0
umax.4s v17, v10, v29
umax.8b v24, v22, v17
umax.8b v18, v6, v5
umax.8b v23, v16, v30
umax.8b v14, v15, v21
umax.8h v12, v13, v28
umax.8h v8, v30, v22
umax.8h v6, v20, v4
umax.8h v6, v1, v26
uminp.16b v21, v3, v14
uminp.16b v22, v3, v10
uminp.16b v9, v2, v14
uminp.16b v30, v19, v31
uminp.2s v22, v18, v19
uminp.2s v8, v6, v3
uminp.2s v24, v2, v22
uminp.2s v18, v23, v13
uminp.4h v18, v8, v28
uminp.4h v16, v8, v30
uminp.4h v3, v4, v30
uminp.4h v6, v22, v20
uminp.4s v27, v4, v25
uminp.4s v12, v21, v26
uminp.4s v13, v0, v17
uminp.4s v12, v3, v14
uminp.8b v17, v27, v11
uminp.8b v19, v11, v31
uminp.8b v5, v18, v19
uminp.8b v21, v15, v31
uminp.8h v27, v4, v21
uminp.8h v3, v20, v26
uminp.8h v21, v5, v2
uminp.8h v24, v7, v22
uminv.16b b20, v24
uminv.16b b22, v10
uminv.16b b23, v10
uminv.16b b2, v12
uminv.4h h0, v16
uminv.4h h1, v16
uminv.4h h19, v10
uminv.4h h6, v27
uminv.4s s20, v23
uminv.4s s10, v23
uminv.4s s3, v25
uminv.4s s6, v5
uminv.8b b21, v22
uminv.8b b6, v25
uminv.8b b2, v4
uminv.8b b19, v13
uminv.8h h14, v24
uminv.8h h17, v11
uminv.8h h15, v1
uminv.8h h19, v25
umin.16b v18, v3, v21
umin.16b v0, v4, v10
umin.16b v11, v31, v22
umin.16b v17, v20, v5
umin.2s v27, v7, v2
umin.2s v7, v12, v30
umin.2s v20, v6, v21
umin.2s v3, v9, v15
umin.4h v11, v17, v4
umin.4h v13, v16, v3
umin.4h v13, v12, v8
umin.4h v2, v1, v7
umin.4s v5, v27, v20
umin.4s v4, v12, v21
umin.4s v1, v31, v11
umin.4s v9, v27, v24
umin.8b v26, v18, v21
umin.8b v25, v5, v27
umin.8b v12, v11, v22
umin.8b v2, v18, v11
umin.8h v18, v14, v9
umin.8h v30, v28, v13
umin.8h v0, v2, v2
umin.8h v26, v4, v23
umlal.2d v30, v6, v22[0]
umlal.2d v4, v26, v31[0]
umlal.2d v1, v15, v26[1]
umlal.2d v12, v31, v24[3]
umlal2.2d v0, v9, v17[1]
umlal2.2d v28, v16, v16[1]
umlal2.2d v1, v10, v9[2]
umlal2.2d v31, v18, v31[0]
umlal.4s v3, v16, v0[0]
umlal.4s v1, v10, v4[1]
umlal.4s v12, v17, v4[0]
umlal.4s v17, v7, v13[1]
umlal2.4s v2, v27, v8[2]
umlal2.4s v26, v6, v13[7]
umlal2.4s v15, v6, v13[3]
umlal2.4s v24, v1, v6[5]
umlal.2d v16, v29, v14
umlal.2d v21, v2, v21
umlal.2d v8, v27, v20
umlal.2d v29, v27, v20
umlal2.2d v9, v7, v4
umlal2.2d v29, v12, v28
umlal2.2d v20, v21, v22
umlal2.2d v11, v10, v31
umlal.4s v24, v9, v24
umlal.4s v5, v9, v22
umlal.4s v26, v21, v15
umlal.4s v24, v22, v16
umlal2.4s v10, v11, v12
umlal2.4s v23, v27, v27
umlal2.4s v16, v20, v6
umlal2.4s v8, v29, v8
umlal.8h v4, v8, v6
umlal.8h v7, v12, v12
umlal.8h v6, v23, v9
umlal.8h v3, v9, v19
umlal2.8h v31, v9, v5
umlal2.8h v31, v24, v26
umlal2.8h v31, v25, v13
umlal2.8h v31, v30, v30
umlsl.2d v26, v4, v13[2]
umlsl.2d v26, v23, v6[1]
umlsl.2d v21, v8, v9[0]
umlsl.2d v1, v28, v24[3]
umlsl2.2d v2, v5, v31[0]
umlsl2.2d v18, v27, v15[3]
umlsl2.2d v17, v10, v11[1]
umlsl2.2d v28, v24, v10[0]
umlsl.4s v16, v17, v14[0]
umlsl.4s v7, v11, v10[5]
umlsl.4s v1, v28, v6[2]
umlsl.4s v23, v14, v12[2]
umlsl2.4s v17, v27, v14[6]
umlsl2.4s v27, v19, v14[1]
umlsl2.4s v22, v3, v4[2]
umlsl2.4s v30, v4, v7[0]
umlsl.2d v24, v25, v0
umlsl.2d v12, v20, v15
umlsl.2d v0, v6, v31
umlsl.2d v19, v21, v18
umlsl2.2d v11, v5, v29
umlsl2.2d v11, v29, v24
umlsl2.2d v28, v2, v23
umlsl2.2d v28, v22, v9
umlsl.4s v17, v16, v21
umlsl.4s v12, v20, v25
umlsl.4s v10, v28, v26
umlsl.4s v0, v4, v31
umlsl2.4s v6, v17, v25
umlsl2.4s v15, v6, v3
umlsl2.4s v23, v17, v5
umlsl2.4s v0, v15, v1
umlsl.8h v28, v21, v28
umlsl.8h v23, v18, v7
umlsl.8h v3, v7, v18
umlsl.8h v17, v11, v14
umlsl2.8h v2, v9, v23
umlsl2.8h v6, v5, v5
umlsl2.8h v24, v15, v23
umlsl2.8h v7, v10, v17
umov.b w30, v23[8]
umov.b w15, v28[15]
umov.b w20, v10[12]
umov.b w27, v30[0]
mov.d x14, v17[1]
mov.d x30, v17[0]
mov.d x17, v28[0]
mov.d x15, v24[1]
umov.h w15, v23[5]
umov.h w7, v8[1]
umov.h w16, v18[2]
umov.h w14, v13[4]
mov.s w20, v17[1]
mov.s w16, v22[3]
mov.s w1, v24[0]
mov.s w7, v26[0]
umull.2d v1, v24, v2[0]
umull.2d v3, v8, v12[2]
umull.2d v18, v19, v6[3]
umull.2d v23, v26, v16[3]
umull2.2d v24, v18, v31[1]
umull2.2d v1, v7, v1[2]
umull2.2d v26, v6, v1[1]
umull2.2d v14, v19, v0[3]
umull.4s v26, v4, v1[5]
umull.4s v18, v22, v13[3]
umull.4s v4, v15, v10[2]
umull.4s v26, v12, v3[7]
umull2.4s v9, v1, v5[3]
umull2.4s v14, v30, v2[3]
umull2.4s v31, v10, v10[6]
umull2.4s v16, v27, v9[7]
umull.2d v7, v20, v23
umull.2d v18, v14, v20
umull.2d v24, v17, v22
umull.2d v26, v22, v21
umull2.2d v28, v19, v29
umull2.2d v12, v4, v7
umull2.2d v31, v9, v11
umull2.2d v19, v2, v28
umull.4s v19, v16, v14
umull.4s v22, v9, v3
umull.4s v30, v3, v8
umull.4s v29, v28, v4
umull2.4s v29, v13, v9
umull2.4s v30, v28, v28
umull2.4s v16, v30, v24
umull2.4s v29, v29, v16
umull.8h v7, v2, v28
umull.8h v19, v13, v29
umull.8h v12, v24, v1
umull.8h v11, v27, v3
umull2.8h v20, v12, v7
umull2.8h v24, v20, v16
umull2.8h v8, v7, v31
umull2.8h v18, v2, v27
uqadd.16b v3, v1, v2
uqadd.16b v23, v13, v22
uqadd.16b v18, v20, v25
uqadd.16b v9, v22, v20
uqadd.2d v17, v12, v12
uqadd.2d v2, v13, v13
uqadd.2d v13, v6, v3
uqadd.2d v8, v29, v1
uqadd.2s v25, v13, v16
uqadd.2s v26, v18, v4
uqadd.2s v3, v5, v22
uqadd.2s v16, v16, v0
uqadd.4h v15, v1, v0
uqadd.4h v18, v9, v6
uqadd.4h v6, v29, v1
uqadd.4h v10, v15, v25
uqadd.4s v24, v20, v4
uqadd.4s v20, v15, v19
uqadd.4s v16, v21, v17
uqadd.4s v5, v1, v5
uqadd.8b v16, v4, v15
uqadd.8b v22, v9, v25
uqadd.8b v17, v18, v8
uqadd.8b v9, v28, v19
uqadd.8h v10, v11, v11
uqadd.8h v28, v4, v19
uqadd.8h v2, v10, v3
uqadd.8h v24, v12, v15
uqrshl.16b v30, v5, v2
uqrshl.16b v17, v3, v23
uqrshl.16b v28, v19, v25
uqrshl.16b v12, v20, v18
uqrshl.2d v15, v16, v12
uqrshl.2d v25, v1, v24
uqrshl.2d v10, v4, v3
uqrshl.2d v18, v22, v3
uqrshl.2s v26, v17, v31
uqrshl.2s v21, v12, v14
uqrshl.2s v10, v31, v3
uqrshl.2s v26, v19, v19
uqrshl.4h v23, v6, v16
uqrshl.4h v2, v2, v16
uqrshl.4h v3, v15, v2
uqrshl.4h v14, v20, v25
uqrshl.4s v8, v26, v27
uqrshl.4s v5, v9, v20
uqrshl.4s v3, v19, v13
uqrshl.4s v5, v19, v13
uqrshl.8b v22, v20, v2
uqrshl.8b v1, v7, v1
uqrshl.8b v27, v15, v24
uqrshl.8b v24, v3, v7
uqrshl.8h v3, v27, v0
uqrshl.8h v6, v6, v25
uqrshl.8h v28, v17, v6
uqrshl.8h v15, v11, v2
uqrshrn.2s v23, v12, #29
uqrshrn.2s v28, v13, #18
uqrshrn.2s v26, v14, #1
uqrshrn.2s v0, v23, #4
uqrshrn2.4s v26, v15, #9
uqrshrn2.4s v15, v27, #1
uqrshrn2.4s v28, v29, #14
uqrshrn2.4s v8, v1, #26
uqrshrn.4h v13, v21, #14
uqrshrn.4h v1, v30, #15
uqrshrn.4h v6, v0, #9
uqrshrn.4h v25, v1, #7
uqrshrn2.8h v4, v3, #16
uqrshrn2.8h v7, v17, #1
uqrshrn2.8h v19, v6, #1
uqrshrn2.8h v19, v15, #1
uqrshrn.8b v3, v14, #7
uqrshrn.8b v19, v11, #5
uqrshrn.8b v16, v19, #4
uqrshrn.8b v29, v17, #8
uqrshrn2.16b v19, v23, #6
uqrshrn2.16b v10, v10, #3
uqrshrn2.16b v17, v14, #1
uqrshrn2.16b v27, v21, #8
uqshl.16b v1, v3, #1
uqshl.16b v13, v6, #7
uqshl.16b v27, v9, #2
uqshl.16b v22, v5, #1
uqshl.2d v30, v26, #15
uqshl.2d v4, v4, #0
uqshl.2d v3, v8, #57
uqshl.2d v20, v4, #58
uqshl.2s v10, v20, #17
uqshl.2s v23, v1, #17
uqshl.2s v4, v6, #1
uqshl.2s v28, v6, #8
uqshl.4h v31, v16, #4
uqshl.4h v19, v22, #15
uqshl.4h v20, v11, #1
uqshl.4h v18, v25, #10
uqshl.4s v21, v22, #17
uqshl.4s v31, v24, #1
uqshl.4s v25, v12, #1
uqshl.4s v12, v4, #24
uqshl.8b v10, v27, #2
uqshl.8b v6, v4, #0
uqshl.8b v20, v21, #1
uqshl.8b v14, v16, #3
uqshl.8h v1, v15, #15
uqshl.8h v18, v9, #0
uqshl.8h v9, v25, #12
uqshl.8h v28, v15, #13
uqshl.16b v19, v4, v15
uqshl.16b v9, v1, v20
uqshl.16b v6, v17, v17
uqshl.16b v28, v31, v0
uqshl.2d v24, v22, v27
uqshl.2d v7, v21, v26
uqshl.2d v22, v6, v8
uqshl.2d v12, v8, v8
uqshl.2s v24, v18, v18
uqshl.2s v3, v5, v11
uqshl.2s v14, v5, v2
uqshl.2s v0, v17, v7
uqshl.4h v15, v23, v10
uqshl.4h v17, v5, v23
uqshl.4h v11, v6, v6
uqshl.4h v8, v9, v3
uqshl.4s v17, v15, v24
uqshl.4s v1, v27, v31
uqshl.4s v26, v20, v22
uqshl.4s v24, v20, v24
uqshl.8b v11, v16, v16
uqshl.8b v18, v13, v15
uqshl.8b v9, v17, v30
uqshl.8b v14, v1, v26
uqshl.8h v31, v25, v9
uqshl.8h v20, v14, v29
uqshl.8h v2, v19, v5
uqshl.8h v0, v27, v29
uqshrn.2s v30, v24, #8
uqshrn.2s v16, v8, #9
uqshrn.2s v10, v11, #21
uqshrn.2s v27, v10, #1
uqshrn2.4s v0, v0, #3
uqshrn2.4s v9, v18, #27
uqshrn2.4s v14, v23, #13
uqshrn2.4s v26, v1, #12
uqshrn.4h v24, v15, #2
uqshrn.4h v14, v26, #1
uqshrn.4h v3, v1, #16
uqshrn.4h v29, v6, #13
uqshrn2.8h v29, v11, #12
uqshrn2.8h v19, v16, #1
uqshrn2.8h v23, v8, #16
uqshrn2.8h v3, v2, #1
uqshrn.8b v13, v8, #5
uqshrn.8b v8, v29, #8
uqshrn.8b v24, v20, #1
uqshrn.8b v10, v31, #6
uqshrn2.16b v31, v23, #6
uqshrn2.16b v22, v26, #4
uqshrn2.16b v7, v23, #1
uqshrn2.16b v24, v20, #7
uqsub.16b v25, v10, v12
uqsub.16b v19, v15, v27
uqsub.16b v23, v30, v12
uqsub.16b v8, v15, v20
uqsub.2d v14, v27, v11
uqsub.2d v3, v22, v2
uqsub.2d v26, v4, v0
uqsub.2d v25, v21, v14
uqsub.2s v5, v18, v30
uqsub.2s v9, v27, v18
uqsub.2s v4, v15, v1
uqsub.2s v24, v18, v23
uqsub.4h v31, v18, v17
uqsub.4h v12, v3, v8
uqsub.4h v31, v17, v12
uqsub.4h v26, v17, v6
uqsub.4s v22, v8, v17
uqsub.4s v24, v1, v18
uqsub.4s v26, v28, v10
uqsub.4s v11, v25, v16
uqsub.8b v10, v7, v8
uqsub.8b v11, v10, v10
uqsub.8b v9, v9, v16
uqsub.8b v25, v1, v26
uqsub.8h v7, v29, v28
uqsub.8h v27, v5, v26
uqsub.8h v31, v9, v24
uqsub.8h v4, v6, v29
uqxtn.2s v13, v5
uqxtn.2s v25, v18
uqxtn.2s v19, v5
uqxtn.2s v16, v25
uqxtn2.4s v2, v7
uqxtn2.4s v13, v21
uqxtn2.4s v20, v4
uqxtn2.4s v14, v2
uqxtn.4h v14, v20
uqxtn.4h v0, v1
uqxtn.4h v21, v2
uqxtn.4h v23, v22
uqxtn2.8h v14, v17
uqxtn2.8h v10, v27
uqxtn2.8h v16, v10
uqxtn2.8h v1, v15
uqxtn.8b v16, v31
uqxtn.8b v16, v13
uqxtn.8b v12, v21
uqxtn.8b v23, v6
uqxtn2.16b v5, v5
uqxtn2.16b v25, v6
uqxtn2.16b v15, v7
uqxtn2.16b v2, v27
urecpe.2s v18, v17
urecpe.2s v22, v6
urecpe.2s v17, v11
urecpe.2s v27, v11
urecpe.4s v27, v30
urecpe.4s v26, v12
urecpe.4s v0, v10
urecpe.4s v7, v9
urhadd.16b v2, v25, v20
urhadd.16b v12, v2, v17
urhadd.16b v4, v15, v7
urhadd.16b v20, v15, v7
urhadd.2s v29, v11, v10
urhadd.2s v8, v0, v23
urhadd.2s v10, v27, v12
urhadd.2s v16, v5, v3
urhadd.4h v29, v0, v3
urhadd.4h v13, v0, v20
urhadd.4h v10, v27, v9
urhadd.4h v28, v21, v28
urhadd.4s v16, v12, v4
urhadd.4s v29, v28, v8
urhadd.4s v12, v16, v19
urhadd.4s v4, v20, v10
urhadd.8b v16, v3, v20
urhadd.8b v26, v4, v16
urhadd.8b v0, v30, v6
urhadd.8b v26, v26, v19
urhadd.8h v19, v10, v18
urhadd.8h v21, v3, v27
urhadd.8h v17, v28, v24
urhadd.8h v8, v12, v20
urshl.16b v7, v5, v23
urshl.16b v15, v10, v16
urshl.16b v4, v20, v21
urshl.16b v10, v4, v4
urshl.2d v12, v23, v10
urshl.2d v28, v9, v2
urshl.2d v19, v7, v8
urshl.2d v13, v17, v2
urshl.2s v31, v27, v31
urshl.2s v8, v30, v29
urshl.2s v14, v5, v10
urshl.2s v0, v29, v20
urshl.4h v8, v9, v14
urshl.4h v1, v13, v17
urshl.4h v3, v7, v14
urshl.4h v13, v9, v29
urshl.4s v2, v18, v9
urshl.4s v28, v0, v6
urshl.4s v25, v21, v11
urshl.4s v14, v5, v3
urshl.8b v26, v31, v15
urshl.8b v27, v27, v25
urshl.8b v7, v21, v23
urshl.8b v0, v13, v13
urshl.8h v4, v10, v28
urshl.8h v22, v20, v0
urshl.8h v24, v18, v3
urshl.8h v21, v3, v25
urshr.16b v21, v2, #1
urshr.16b v27, v8, #7
urshr.16b v3, v9, #1
urshr.16b v14, v22, #3
urshr.2d v24, v21, #55
urshr.2d v4, v25, #32
urshr.2d v17, v10, #62
urshr.2d v7, v24, #55
urshr.2s v19, v18, #5
urshr.2s v0, v25, #5
urshr.2s v26, v27, #9
urshr.2s v1, v4, #1
urshr.4h v23, v26, #1
urshr.4h v11, v16, #16
urshr.4h v14, v24, #11
urshr.4h v1, v23, #1
urshr.4s v26, v23, #21
urshr.4s v6, v26, #32
urshr.4s v8, v2, #6
urshr.4s v13, v13, #30
urshr.8b v3, v6, #4
urshr.8b v29, v3, #6
urshr.8b v19, v17, #6
urshr.8b v27, v24, #5
urshr.8h v17, v25, #15
urshr.8h v22, v18, #9
urshr.8h v7, v12, #14
urshr.8h v21, v25, #5
ursqrte.2s v30, v6
ursqrte.2s v10, v5
ursqrte.2s v27, v26
ursqrte.2s v10, v28
ursqrte.4s v30, v6
ursqrte.4s v23, v9
ursqrte.4s v26, v27
ursqrte.4s v30, v23
ursra.16b v7, v21, #7
ursra.16b v25, v4, #1
ursra.16b v25, v1, #8
ursra.16b v5, v9, #1
ursra.2d v24, v21, #1
ursra.2d v14, v2, #18
ursra.2d v15, v17, #16
ursra.2d v20, v27, #48
ursra.2s v30, v1, #22
ursra.2s v23, v2, #26
ursra.2s v23, v27, #22
ursra.2s v5, v3, #32
ursra.4h v29, v15, #2
ursra.4h v11, v22, #11
ursra.4h v15, v24, #13
ursra.4h v30, v15, #8
ursra.4s v9, v7, #8
ursra.4s v2, v22, #22
ursra.4s v13, v13, #13
ursra.4s v30, v20, #32
ursra.8b v1, v15, #4
ursra.8b v11, v14, #6
ursra.8b v5, v18, #1
ursra.8b v19, v10, #8
ursra.8h v19, v23, #1
ursra.8h v20, v27, #1
ursra.8h v15, v30, #1
ursra.8h v16, v29, #15
ushll.2d v7, v17, #18
ushll.2d v19, v13, #17
ushll.2d v13, v19, #31
ushll.2d v2, v12, #13
ushll2.2d v27, v8, #1
ushll2.2d v1, v17, #14
ushll2.2d v18, v8, #14
ushll2.2d v25, v15, #22
ushll.4s v2, v3, #12
ushll.4s v1, v12, #6
ushll.4s v7, v1, #5
ushll.4s v0, v21, #14
ushll2.4s v8, v31, #0
ushll2.4s v5, v14, #0
ushll2.4s v21, v22, #15
ushll2.4s v18, v16, #1
ushll.8h v25, v7, #7
ushll.8h v18, v8, #2
ushll.8h v11, v13, #1
ushll.8h v13, v21, #0
ushll2.8h v18, v18, #1
ushll2.8h v22, v18, #1
ushll2.8h v16, v17, #1
ushll2.8h v27, v3, #5
ushl.16b v19, v7, v0
ushl.16b v25, v21, v6
ushl.16b v2, v19, v31
ushl.16b v24, v10, v3
ushl.2d v15, v23, v27
ushl.2d v1, v10, v10
ushl.2d v12, v18, v3
ushl.2d v18, v28, v25
ushl.2s v9, v9, v15
ushl.2s v9, v6, v19
ushl.2s v26, v18, v5
ushl.2s v3, v1, v26
ushl.4h v22, v21, v4
ushl.4h v9, v4, v1
ushl.4h v3, v25, v14
ushl.4h v28, v22, v2
ushl.4s v2, v22, v18
ushl.4s v28, v0, v26
ushl.4s v4, v15, v15
ushl.4s v5, v25, v3
ushl.8b v15, v3, v16
ushl.8b v28, v19, v4
ushl.8b v3, v16, v18
ushl.8b v3, v31, v19
ushl.8h v6, v9, v16
ushl.8h v14, v9, v16
ushl.8h v4, v9, v14
ushl.8h v15, v4, v21
ushr.16b v11, v22, #5
ushr.16b v7, v28, #1
ushr.16b v9, v5, #2
ushr.16b v16, v13, #1
ushr.2d v13, v28, #61
ushr.2d v14, v16, #15
ushr.2d v4, v29, #18
ushr.2d v10, v31, #61
ushr.2s v3, v27, #22
ushr.2s v16, v15, #6
ushr.2s v9, v3, #6
ushr.2s v26, v9, #23
ushr.4h v1, v18, #7
ushr.4h v14, v16, #11
ushr.4h v4, v27, #15
ushr.4h v19, v4, #11
ushr.4s v22, v15, #16
ushr.4s v26, v15, #20
ushr.4s v12, v11, #27
ushr.4s v17, v29, #13
ushr.8b v11, v4, #8
ushr.8b v0, v16, #1
ushr.8b v10, v29, #1
ushr.8b v7, v12, #7
ushr.8h v10, v18, #16
ushr.8h v15, v23, #11
ushr.8h v29, v22, #7
ushr.8h v25, v5, #3
usqadd.16b v13, v7
usqadd.16b v25, v28
usqadd.16b v28, v30
usqadd.16b v31, v9
usqadd.2d v4, v20
usqadd.2d v30, v20
usqadd.2d v24, v21
usqadd.2d v1, v6
usqadd.2s v6, v4
usqadd.2s v7, v19
usqadd.2s v21, v21
usqadd.2s v27, v16
usqadd.4h v20, v11
usqadd.4h v16, v1
usqadd.4h v10, v26
usqadd.4h v30, v24
usqadd.4s v16, v27
usqadd.4s v10, v3
usqadd.4s v23, v11
usqadd.4s v11, v25
usqadd.8b v19, v8
usqadd.8b v1, v28
usqadd.8b v5, v20
usqadd.8b v7, v9
usqadd.8h v9, v22
usqadd.8h v7, v22
usqadd.8h v20, v28
usqadd.8h v29, v13
usra.16b v4, v7, #8
usra.16b v5, v23, #4
usra.16b v7, v11, #7
usra.16b v25, v9, #4
usra.2d v0, v10, #64
usra.2d v2, v31, #38
usra.2d v20, v29, #1
usra.2d v22, v22, #1
usra.2s v1, v6, #30
usra.2s v5, v13, #1
usra.2s v21, v2, #31
usra.2s v5, v16, #13
usra.4h v25, v1, #12
usra.4h v0, v7, #1
usra.4h v25, v31, #16
usra.4h v3, v0, #2
usra.4s v23, v17, #27
usra.4s v4, v26, #27
usra.4s v31, v7, #15
usra.4s v2, v7, #3
usra.8b v24, v18, #8
usra.8b v17, v17, #1
usra.8b v2, v3, #2
usra.8b v31, v22, #3
usra.8h v29, v6, #1
usra.8h v18, v29, #14
usra.8h v29, v0, #14
usra.8h v15, v23, #4
usubl.2d v8, v31, v21
usubl.2d v30, v11, v1
usubl.2d v26, v2, v13
usubl.2d v6, v23, v15
usubl2.2d v17, v19, v5
usubl2.2d v6, v14, v5
usubl2.2d v28, v31, v8
usubl2.2d v4, v2, v7
usubl.4s v26, v16, v31
usubl.4s v16, v5, v1
usubl.4s v31, v20, v0
usubl.4s v16, v28, v15
usubl2.4s v20, v21, v8
usubl2.4s v3, v5, v30
usubl2.4s v27, v29, v14
usubl2.4s v5, v25, v17
usubl.8h v1, v30, v25
usubl.8h v23, v3, v14
usubl.8h v31, v11, v25
usubl.8h v24, v2, v12
usubl2.8h v2, v28, v1
usubl2.8h v8, v27, v8
usubl2.8h v1, v27, v17
usubl2.8h v17, v31, v13
usubw.2d v6, v9, v17
usubw.2d v29, v12, v21
usubw.2d v3, v21, v25
usubw.2d v17, v28, v7
usubw2.2d v7, v29, v4
usubw2.2d v20, v26, v21
usubw2.2d v21, v4, v24
usubw2.2d v2, v10, v0
usubw.4s v11, v2, v22
usubw.4s v8, v25, v3
usubw.4s v24, v12, v22
usubw.4s v14, v3, v26
usubw2.4s v25, v30, v29
usubw2.4s v25, v7, v13
usubw2.4s v22, v15, v10
usubw2.4s v25, v5, v30
usubw.8h v22, v25, v14
usubw.8h v28, v1, v24
usubw.8h v24, v13, v8
usubw.8h v12, v5, v24
usubw2.8h v21, v6, v25
usubw2.8h v9, v7, v14
usubw2.8h v9, v3, v19
usubw2.8h v22, v16, v2
uzp1.16b v4, v12, v19
uzp1.16b v2, v21, v5
uzp1.16b v31, v9, v10
uzp1.16b v27, v22, v20
uzp1.2d v22, v24, v26
uzp1.2d v25, v30, v23
uzp1.2d v7, v16, v10
uzp1.2d v2, v4, v16
uzp1.2s v18, v2, v20
uzp1.2s v9, v11, v30
uzp1.2s v0, v14, v21
uzp1.2s v12, v6, v17
uzp1.4h v19, v6, v17
uzp1.4h v16, v28, v17
uzp1.4h v7, v5, v25
uzp1.4h v29, v21, v4
uzp1.4s v4, v14, v1
uzp1.4s v11, v4, v2
uzp1.4s v22, v29, v17
uzp1.4s v29, v26, v24
uzp1.8b v1, v23, v15
uzp1.8b v2, v13, v9
uzp1.8b v6, v27, v17
uzp1.8b v29, v4, v14
uzp1.8h v1, v29, v21
uzp1.8h v2, v13, v11
uzp1.8h v14, v22, v30
uzp1.8h v13, v27, v15
uzp2.16b v15, v24, v29
uzp2.16b v8, v10, v0
uzp2.16b v24, v6, v17
uzp2.16b v16, v25, v17
uzp2.2d v19, v6, v6
uzp2.2d v30, v22, v5
uzp2.2d v22, v27, v20
uzp2.2d v18, v15, v16
uzp2.2s v1, v27, v30
uzp2.2s v6, v20, v24
uzp2.2s v3, v19, v23
uzp2.2s v17, v12, v22
uzp2.4h v19, v2, v23
uzp2.4h v31, v1, v31
uzp2.4h v7, v30, v16
uzp2.4h v14, v21, v6
uzp2.4s v28, v12, v28
uzp2.4s v26, v1, v7
uzp2.4s v7, v14, v31
uzp2.4s v6, v14, v25
uzp2.8b v13, v9, v16
uzp2.8b v29, v3, v29
uzp2.8b v1, v3, v30
uzp2.8b v0, v11, v8
uzp2.8h v10, v20, v19
uzp2.8h v17, v3, v5
uzp2.8h v1, v21, v28
uzp2.8h v0, v25, v2
xtn.2s v15, v5
xtn.2s v19, v22
xtn.2s v19, v29
xtn.2s v18, v14
xtn2.4s v28, v28
xtn2.4s v23, v21
xtn2.4s v26, v28
xtn2.4s v23, v4
xtn.4h v27, v4
xtn.4h v6, v22
xtn.4h v27, v6
xtn.4h v13, v23
xtn2.8h v14, v9
xtn2.8h v29, v27
xtn2.8h v18, v20
xtn2.8h v0, v3
xtn.8b v18, v3
xtn.8b v20, v31
xtn.8b v3, v10
xtn.8b v2, v22
xtn2.16b v8, v1
xtn2.16b v16, v1
xtn2.16b v29, v28
xtn2.16b v21, v14
zip1.16b v27, v16, v4
zip1.16b v1, v26, v24
zip1.16b v22, v10, v3
zip1.16b v30, v7, v29
zip1.2d v31, v27, v24
zip1.2d v31, v13, v26
zip1.2d v8, v16, v3
zip1.2d v13, v6, v9
zip1.2s v19, v17, v22
zip1.2s v23, v2, v18
zip1.2s v3, v15, v27
zip1.2s v28, v26, v20
zip1.4h v0, v14, v28
zip1.4h v17, v30, v25
zip1.4h v31, v2, v7
zip1.4h v29, v20, v4
zip1.4s v9, v27, v6
zip1.4s v10, v14, v25
zip1.4s v26, v5, v19
zip1.4s v18, v26, v20
zip1.8b v12, v18, v18
zip1.8b v9, v5, v23
zip1.8b v27, v21, v21
zip1.8b v19, v1, v28
zip1.8h v8, v8, v14
zip1.8h v29, v11, v28
zip1.8h v6, v10, v7
zip1.8h v27, v24, v8
zip2.16b v19, v28, v14
zip2.16b v29, v16, v19
zip2.16b v2, v13, v22
zip2.16b v15, v2, v24
zip2.2d v6, v10, v15
zip2.2d v9, v28, v22
zip2.2d v4, v7, v11
zip2.2d v17, v21, v3
zip2.2s v8, v0, v3
zip2.2s v3, v23, v11
zip2.2s v26, v1, v25
zip2.2s v1, v28, v23
zip2.4h v17, v0, v26
zip2.4h v26, v30, v31
zip2.4h v8, v20, v31
zip2.4h v25, v2, v24
zip2.4s v16, v10, v17
zip2.4s v21, v28, v2
zip2.4s v10, v10, v31
zip2.4s v10, v14, v22
zip2.8b v14, v6, v3
zip2.8b v26, v29, v11
zip2.8b v19, v30, v14
zip2.8b v24, v0, v22
zip2.8h v11, v19, v28
zip2.8h v9, v10, v17
zip2.8h v16, v27, v15
zip2.8h v29, v12, v7
