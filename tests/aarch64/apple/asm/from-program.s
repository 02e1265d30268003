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
add.16b v24, v15, v30
add.16b v16, v27, v19
add.16b v30, v15, v10
add.16b v14, v5, v19
add.2d v2, v18, v28
add.2d v0, v20, v21
add.2d v21, v22, v3
add.2d v6, v24, v19
add.2s v19, v18, v16
add.2s v10, v2, v27
add.2s v7, v9, v19
add.2s v21, v21, v17
add.4h v31, v9, v6
add.4h v21, v14, v16
add.4h v19, v26, v21
add.4h v13, v10, v5
add.4s v5, v27, v30
add.4s v26, v7, v13
add.4s v17, v6, v14
add.4s v28, v22, v16
add.8b v22, v14, v21
add.8b v13, v10, v9
add.8b v16, v1, v10
add.8b v1, v6, v29
add.8h v12, v30, v19
add.8h v31, v27, v10
add.8h v16, v4, v8
add.8h v29, v23, v13
and.16b v1, v17, v26
and.16b v17, v27, v19
and.16b v27, v17, v0
and.16b v28, v5, v17
and.8b v24, v13, v26
and.8b v16, v23, v27
and.8b v13, v17, v24
and.8b v3, v9, v25
bic.2s v13, #98, lsl #24
bic.2s v15, #1, lsl #8
bic.2s v6, #0, lsl #16
bic.2s v21, #134, lsl #16
bic.4h v5, #255
bic.4h v14, #97, lsl #8
bic.4h v3, #82, lsl #8
bic.4h v24, #45
bic.4s v29, #189, lsl #24
bic.4s v24, #0, lsl #8
bic.4s v26, #171, lsl #24
bic.4s v5, #83, lsl #8
bic.8h v0, #34, lsl #8
bic.8h v3, #185, lsl #8
bic.8h v20, #66, lsl #8
bic.8h v17, #89, lsl #8
bic.16b v5, v24, v19
bic.16b v26, v24, v8
bic.16b v7, v20, v28
bic.16b v29, v29, v18
bic.8b v13, v13, v10
bic.8b v14, v3, v18
bic.8b v1, v13, v12
bic.8b v7, v0, v22
bif.16b v12, v31, v0
bif.16b v16, v27, v26
bif.16b v14, v4, v0
bif.16b v25, v13, v2
bif.8b v14, v27, v26
bif.8b v20, v24, v14
bif.8b v20, v6, v5
bif.8b v30, v27, v2
bit.16b v27, v13, v27
bit.16b v31, v10, v26
bit.16b v21, v21, v10
bit.16b v5, v0, v1
bit.8b v16, v24, v6
bit.8b v1, v15, v11
bit.8b v30, v6, v20
bit.8b v0, v27, v12
bsl.16b v21, v17, v16
bsl.16b v21, v29, v7
bsl.16b v0, v18, v6
bsl.16b v15, v16, v25
bsl.8b v4, v21, v30
bsl.8b v14, v15, v19
bsl.8b v6, v30, v14
bsl.8b v15, v0, v22
cls.16b v27, v15
cls.16b v31, v28
cls.16b v20, v9
cls.16b v9, v0
cls.2s v7, v5
cls.2s v21, v20
cls.2s v13, v27
cls.2s v19, v17
cls.4h v15, v22
cls.4h v1, v3
cls.4h v1, v23
cls.4h v21, v14
cls.4s v7, v31
cls.4s v6, v16
cls.4s v12, v18
cls.4s v14, v13
cls.8b v4, v7
cls.8b v27, v23
cls.8b v15, v31
cls.8b v11, v22
cls.8h v15, v4
cls.8h v2, v16
cls.8h v15, v3
cls.8h v16, v2
clz.16b v11, v27
clz.16b v1, v26
clz.16b v29, v13
clz.16b v1, v24
clz.2s v3, v31
clz.2s v14, v29
clz.2s v31, v20
clz.2s v14, v30
clz.4h v22, v25
clz.4h v9, v6
clz.4h v12, v12
clz.4h v10, v18
clz.4s v16, v27
clz.4s v25, v23
clz.4s v27, v23
clz.4s v31, v4
clz.8b v12, v17
clz.8b v7, v15
clz.8b v24, v10
clz.8b v0, v23
clz.8h v9, v25
clz.8h v21, v8
clz.8h v6, v23
clz.8h v17, v9
cmeq.16b v7, v28, v6
cmeq.16b v9, v26, v1
cmeq.16b v5, v8, v0
cmeq.16b v30, v26, v25
cmeq.2d v30, v2, v13
cmeq.2d v14, v30, v27
cmeq.2d v14, v22, v8
cmeq.2d v23, v31, v17
cmeq.2s v29, v23, v14
cmeq.2s v20, v16, v5
cmeq.2s v11, v4, v23
cmeq.2s v31, v21, v20
cmeq.4h v19, v6, v0
cmeq.4h v19, v17, v17
cmeq.4h v29, v11, v6
cmeq.4h v19, v17, v16
cmeq.4s v19, v4, v15
cmeq.4s v25, v23, v0
cmeq.4s v26, v29, v25
cmeq.4s v4, v6, v11
cmeq.8b v0, v30, v28
cmeq.8b v25, v8, v2
cmeq.8b v8, v30, v22
cmeq.8b v9, v11, v10
cmeq.8h v24, v27, v27
cmeq.8h v26, v4, v19
cmeq.8h v23, v17, v3
cmeq.8h v5, v13, v25
cmeq.16b v3, v10, #0
cmeq.16b v27, v2, #0
cmeq.16b v7, v18, #0
cmeq.16b v14, v26, #0
cmeq.2d v9, v11, #0
cmeq.2d v19, v4, #0
cmeq.2d v29, v19, #0
cmeq.2d v4, v2, #0
cmeq.2s v27, v29, #0
cmeq.2s v26, v12, #0
cmeq.2s v19, v19, #0
cmeq.2s v29, v21, #0
cmeq.4h v9, v25, #0
cmeq.4h v2, v9, #0
cmeq.4h v19, v26, #0
cmeq.4h v1, v9, #0
cmeq.4s v18, v25, #0
cmeq.4s v13, v3, #0
cmeq.4s v19, v1, #0
cmeq.4s v8, v16, #0
cmeq.8b v4, v19, #0
cmeq.8b v8, v7, #0
cmeq.8b v21, v11, #0
cmeq.8b v16, v30, #0
cmeq.8h v30, v26, #0
cmeq.8h v15, v25, #0
cmeq.8h v4, v5, #0
cmeq.8h v26, v15, #0
cmge.16b v30, v0, v0
cmge.16b v10, v0, v25
cmge.16b v14, v30, v30
cmge.16b v15, v17, v14
cmge.2d v5, v15, v22
cmge.2d v9, v20, v4
cmge.2d v24, v30, v16
cmge.2d v18, v26, v9
cmge.2s v31, v25, v11
cmge.2s v14, v30, v16
cmge.2s v28, v30, v23
cmge.2s v19, v20, v8
cmge.4h v18, v21, v25
cmge.4h v1, v29, v20
cmge.4h v31, v26, v12
cmge.4h v8, v10, v9
cmge.4s v10, v22, v1
cmge.4s v12, v25, v17
cmge.4s v21, v11, v6
cmge.4s v15, v6, v0
cmge.8b v25, v10, v29
cmge.8b v7, v19, v30
cmge.8b v15, v20, v17
cmge.8b v22, v25, v12
cmge.8h v17, v16, v15
cmge.8h v10, v18, v23
cmge.8h v0, v12, v18
cmge.8h v6, v10, v9
cmge.16b v20, v25, #0
cmge.16b v27, v21, #0
cmge.16b v20, v21, #0
cmge.16b v13, v3, #0
cmge.2d v28, v27, #0
cmge.2d v6, v30, #0
cmge.2d v17, v17, #0
cmge.2d v21, v9, #0
cmge.2s v15, v31, #0
cmge.2s v16, v18, #0
cmge.2s v12, v19, #0
cmge.2s v25, v31, #0
cmge.4h v12, v15, #0
cmge.4h v5, v16, #0
cmge.4h v22, v31, #0
cmge.4h v28, v2, #0
cmge.4s v19, v13, #0
cmge.4s v1, v24, #0
cmge.4s v20, v2, #0
cmge.4s v21, v7, #0
cmge.8b v23, v6, #0
cmge.8b v19, v8, #0
cmge.8b v24, v29, #0
cmge.8b v10, v14, #0
cmge.8h v11, v1, #0
cmge.8h v30, v0, #0
cmge.8h v24, v3, #0
cmge.8h v1, v22, #0
cmgt.16b v26, v9, v27
cmgt.16b v12, v15, v16
cmgt.16b v4, v3, v7
cmgt.16b v31, v1, v20
cmgt.2d v6, v25, v4
cmgt.2d v6, v4, v2
cmgt.2d v25, v1, v12
cmgt.2d v16, v28, v22
cmgt.2s v13, v25, v1
cmgt.2s v6, v6, v14
cmgt.2s v20, v5, v29
cmgt.2s v18, v18, v28
cmgt.4h v25, v18, v5
cmgt.4h v26, v6, v19
cmgt.4h v12, v18, v10
cmgt.4h v25, v18, v11
cmgt.4s v16, v14, v4
cmgt.4s v16, v24, v31
cmgt.4s v26, v10, v16
cmgt.4s v31, v28, v21
cmgt.8b v29, v17, v10
cmgt.8b v25, v7, v17
cmgt.8b v14, v15, v13
cmgt.8b v0, v4, v3
cmgt.8h v7, v1, v8
cmgt.8h v24, v3, v2
cmgt.8h v29, v16, v19
cmgt.8h v26, v11, v30
cmgt.16b v4, v6, #0
cmgt.16b v21, v6, #0
cmgt.16b v17, v21, #0
cmgt.16b v4, v31, #0
cmgt.2d v9, v7, #0
cmgt.2d v23, v1, #0
cmgt.2d v21, v2, #0
cmgt.2d v1, v3, #0
cmgt.2s v12, v15, #0
cmgt.2s v6, v13, #0
cmgt.2s v21, v9, #0
cmgt.2s v24, v20, #0
cmgt.4h v28, v13, #0
cmgt.4h v2, v23, #0
cmgt.4h v12, v20, #0
cmgt.4h v3, v14, #0
cmgt.4s v26, v26, #0
cmgt.4s v1, v31, #0
cmgt.4s v24, v10, #0
cmgt.4s v2, v17, #0
cmgt.8b v30, v23, #0
cmgt.8b v16, v7, #0
cmgt.8b v6, v15, #0
cmgt.8b v24, v29, #0
cmgt.8h v16, v13, #0
cmgt.8h v29, v24, #0
cmgt.8h v2, v27, #0
cmgt.8h v7, v13, #0
cmhi.16b v16, v27, v6
cmhi.16b v2, v15, v17
cmhi.16b v4, v26, v20
cmhi.16b v12, v29, v9
cmhi.2d v15, v20, v4
cmhi.2d v11, v23, v31
cmhi.2d v31, v4, v30
cmhi.2d v22, v28, v30
cmhi.2s v4, v2, v11
cmhi.2s v19, v6, v22
cmhi.2s v11, v10, v30
cmhi.2s v28, v31, v5
cmhi.4h v0, v14, v3
cmhi.4h v11, v3, v2
cmhi.4h v16, v5, v3
cmhi.4h v1, v25, v7
cmhi.4s v28, v13, v15
cmhi.4s v1, v16, v22
cmhi.4s v11, v23, v19
cmhi.4s v28, v0, v21
cmhi.8b v6, v22, v0
cmhi.8b v21, v9, v30
cmhi.8b v13, v20, v23
cmhi.8b v15, v11, v11
cmhi.8h v4, v1, v6
cmhi.8h v20, v12, v17
cmhi.8h v5, v27, v13
cmhi.8h v13, v5, v8
cmhs.16b v1, v11, v18
cmhs.16b v12, v23, v27
cmhs.16b v17, v12, v13
cmhs.16b v19, v0, v9
cmhs.2d v12, v8, v5
cmhs.2d v27, v28, v21
cmhs.2d v0, v1, v21
cmhs.2d v14, v25, v14
cmhs.2s v31, v31, v3
cmhs.2s v29, v9, v10
cmhs.2s v20, v8, v28
cmhs.2s v1, v3, v8
cmhs.4h v7, v29, v2
cmhs.4h v4, v15, v0
cmhs.4h v23, v7, v7
cmhs.4h v28, v17, v12
cmhs.4s v29, v30, v0
cmhs.4s v31, v2, v15
cmhs.4s v27, v6, v29
cmhs.4s v17, v5, v25
cmhs.8b v26, v21, v24
cmhs.8b v28, v14, v3
cmhs.8b v10, v22, v10
cmhs.8b v17, v24, v8
cmhs.8h v10, v25, v6
cmhs.8h v21, v20, v15
cmhs.8h v1, v27, v0
cmhs.8h v30, v12, v20
cmle.16b v8, v17, #0
cmle.16b v24, v30, #0
cmle.16b v2, v23, #0
cmle.16b v31, v20, #0
cmle.2d v18, v30, #0
cmle.2d v4, v16, #0
cmle.2d v4, v0, #0
cmle.2d v26, v2, #0
cmle.2s v11, v20, #0
cmle.2s v30, v20, #0
cmle.2s v10, v17, #0
cmle.2s v13, v1, #0
cmle.4h v8, v31, #0
cmle.4h v21, v9, #0
cmle.4h v17, v13, #0
cmle.4h v13, v11, #0
cmle.4s v29, v3, #0
cmle.4s v1, v2, #0
cmle.4s v31, v4, #0
cmle.4s v4, v29, #0
cmle.8b v10, v3, #0
cmle.8b v7, v23, #0
cmle.8b v4, v29, #0
cmle.8b v10, v30, #0
cmle.8h v6, v25, #0
cmle.8h v14, v29, #0
cmle.8h v11, v12, #0
cmle.8h v22, v6, #0
cmlt.16b v14, v10, #0
cmlt.16b v23, v11, #0
cmlt.16b v18, v25, #0
cmlt.16b v1, v18, #0
cmlt.2d v30, v1, #0
cmlt.2d v26, v10, #0
cmlt.2d v8, v25, #0
cmlt.2d v13, v7, #0
cmlt.2s v10, v20, #0
cmlt.2s v19, v23, #0
cmlt.2s v22, v30, #0
cmlt.2s v16, v3, #0
cmlt.4h v22, v3, #0
cmlt.4h v31, v2, #0
cmlt.4h v15, v5, #0
cmlt.4h v31, v5, #0
cmlt.4s v19, v25, #0
cmlt.4s v12, v29, #0
cmlt.4s v16, v14, #0
cmlt.4s v27, v4, #0
cmlt.8b v8, v11, #0
cmlt.8b v16, v4, #0
cmlt.8b v9, v24, #0
cmlt.8b v22, v7, #0
cmlt.8h v7, v13, #0
cmlt.8h v23, v1, #0
cmlt.8h v5, v25, #0
cmlt.8h v27, v2, #0
cmtst.16b v2, v28, v31
cmtst.16b v28, v24, v3
cmtst.16b v31, v15, v23
cmtst.16b v2, v25, v26
cmtst.2d v26, v11, v20
cmtst.2d v6, v11, v0
cmtst.2d v10, v16, v31
cmtst.2d v0, v30, v16
cmtst.2s v16, v12, v22
cmtst.2s v8, v28, v2
cmtst.2s v9, v8, v17
cmtst.2s v12, v0, v8
cmtst.4h v8, v18, v4
cmtst.4h v24, v18, v2
cmtst.4h v18, v0, v29
cmtst.4h v22, v20, v17
cmtst.4s v24, v30, v14
cmtst.4s v0, v16, v10
cmtst.4s v15, v24, v13
cmtst.4s v4, v5, v25
cmtst.8b v11, v24, v29
cmtst.8b v5, v28, v31
cmtst.8b v17, v11, v0
cmtst.8b v1, v2, v15
cmtst.8h v19, v31, v6
cmtst.8h v29, v5, v0
cmtst.8h v22, v9, v21
cmtst.8h v21, v14, v29
cnt.16b v8, v4
cnt.16b v31, v11
cnt.16b v27, v11
cnt.16b v8, v5
cnt.8b v17, v24
cnt.8b v18, v7
cnt.8b v22, v0
cnt.8b v17, v26
mov b1, v28[12]
mov b26, v25[6]
mov b18, v12[9]
mov b22, v14[3]
mov d9, v29[0]
mov d3, v15[0]
mov d31, v13[1]
mov d7, v28[0]
mov h9, v26[0]
mov h10, v4[0]
mov h20, v19[1]
mov h25, v12[3]
mov s15, v27[1]
mov s29, v11[0]
mov s27, v6[2]
mov s15, v23[0]
dup.16b v11, w5
dup.16b v21, w15
dup.16b v3, w1
dup.16b v12, w9
dup.16b v15, v25[2]
dup.16b v15, v26[7]
dup.16b v10, v11[5]
dup.16b v20, v16[1]
dup.2d v11, x12
dup.2d v19, x21
dup.2d v25, x11
dup.2d v12, x29
dup.2d v14, v25[1]
dup.2d v6, v30[1]
dup.2d v8, v0[1]
dup.2d v4, v12[0]
dup.2s v27, w19
dup.2s v11, w17
dup.2s v21, w18
dup.2s v0, w26
dup.2s v17, v30[0]
dup.2s v0, v30[3]
dup.2s v2, v11[0]
dup.2s v21, v29[0]
dup.4h v9, w27
dup.4h v11, w16
dup.4h v12, w27
dup.4h v2, w14
dup.4h v28, v29[0]
dup.4h v23, v6[0]
dup.4h v24, v16[2]
dup.4h v28, v20[0]
dup.4s v14, w4
dup.4s v12, w1
dup.4s v4, w19
dup.4s v10, w21
dup.4s v25, v30[1]
dup.4s v21, v2[0]
dup.4s v26, v2[1]
dup.4s v28, v2[2]
dup.8b v27, w21
dup.8b v7, w8
dup.8b v4, w5
dup.8b v17, w2
dup.8b v5, v14[10]
dup.8b v16, v17[4]
dup.8b v21, v13[15]
dup.8b v15, v16[1]
dup.8h v7, wzr
dup.8h v4, w23
dup.8h v15, w7
dup.8h v9, w15
dup.8h v5, v19[0]
dup.8h v6, v18[0]
dup.8h v31, v14[6]
dup.8h v7, v21[0]
eor.16b v18, v21, v16
eor.16b v20, v26, v5
eor.16b v7, v1, v20
eor.16b v12, v17, v21
eor.8b v9, v14, v12
eor.8b v11, v2, v12
eor.8b v26, v6, v7
eor.8b v14, v22, v6
ext.16b v9, v20, v8, #0
ext.16b v22, v5, v4, #4
ext.16b v1, v4, v26, #0
ext.16b v10, v23, v15, #10
ext.8b v29, v8, v31, #3
ext.8b v0, v3, v29, #7
ext.8b v0, v20, v30, #7
ext.8b v31, v22, v13, #1
fabd.2d v21, v1, v5
fabd.2d v17, v21, v13
fabd.2d v5, v30, v28
fabd.2d v23, v25, v3
fabd.2s v2, v10, v23
fabd.2s v15, v16, v7
fabd.2s v2, v13, v20
fabd.2s v1, v6, v26
fabd.4s v20, v31, v21
fabd.4s v17, v1, v21
fabd.4s v23, v24, v29
fabd.4s v11, v8, v0
fabs.2d v19, v31
fabs.2d v8, v10
fabs.2d v24, v21
fabs.2d v27, v22
fabs.2s v17, v19
fabs.2s v5, v2
fabs.2s v21, v9
fabs.2s v5, v14
fabs.4s v4, v14
fabs.4s v4, v7
fabs.4s v18, v21
fabs.4s v21, v20
facge.2d v19, v29, v10
facge.2d v1, v27, v11
facge.2d v22, v22, v30
facge.2d v28, v5, v14
facge.2s v6, v24, v0
facge.2s v18, v30, v12
facge.2s v28, v6, v24
facge.2s v0, v4, v11
facge.4s v18, v6, v8
facge.4s v16, v19, v15
facge.4s v12, v29, v11
facge.4s v5, v28, v18
facgt.2d v6, v30, v4
facgt.2d v0, v4, v6
facgt.2d v23, v0, v28
facgt.2d v7, v27, v30
facgt.2s v11, v20, v18
facgt.2s v17, v21, v16
facgt.2s v30, v31, v6
facgt.2s v29, v25, v23
facgt.4s v31, v30, v15
facgt.4s v3, v27, v29
facgt.4s v6, v17, v3
facgt.4s v21, v31, v1
faddp.2d d31, v13
faddp.2d d1, v12
faddp.2d d13, v21
faddp.2d d19, v4
faddp.2s s6, v13
faddp.2s s11, v7
faddp.2s s9, v18
faddp.2s s13, v7
faddp.2d v7, v6, v4
faddp.2d v2, v28, v1
faddp.2d v6, v30, v11
faddp.2d v31, v20, v20
faddp.2s v22, v12, v4
faddp.2s v25, v29, v4
faddp.2s v3, v12, v17
faddp.2s v2, v5, v16
faddp.4s v4, v6, v21
faddp.4s v24, v9, v7
faddp.4s v21, v11, v14
faddp.4s v2, v30, v9
fadd.2d v24, v1, v0
fadd.2d v2, v3, v25
fadd.2d v4, v3, v29
fadd.2d v22, v16, v13
fadd.2s v12, v14, v20
fadd.2s v3, v3, v22
fadd.2s v9, v16, v8
fadd.2s v25, v19, v21
fadd.4s v10, v5, v27
fadd.4s v3, v0, v4
fadd.4s v23, v17, v23
fadd.4s v21, v22, v18
fcmeq.2d v20, v18, v7
fcmeq.2d v5, v23, v11
fcmeq.2d v24, v8, v15
fcmeq.2d v16, v24, v2
fcmeq.2s v24, v24, v15
fcmeq.2s v26, v20, v29
fcmeq.2s v8, v0, v5
fcmeq.2s v21, v26, v18
fcmeq.4s v12, v5, v23
fcmeq.4s v16, v31, v18
fcmeq.4s v12, v5, v24
fcmeq.4s v23, v24, v10
fcmeq.2d v9, v21, #0.0
fcmeq.2d v23, v0, #0.0
fcmeq.2d v14, v28, #0.0
fcmeq.2d v31, v12, #0.0
fcmeq.2s v8, v0, #0.0
fcmeq.2s v12, v27, #0.0
fcmeq.2s v9, v7, #0.0
fcmeq.2s v3, v31, #0.0
fcmeq.4s v13, v11, #0.0
fcmeq.4s v26, v15, #0.0
fcmeq.4s v19, v22, #0.0
fcmeq.4s v25, v4, #0.0
fcmge.2d v22, v16, v14
fcmge.2d v29, v11, v4
fcmge.2d v17, v15, v3
fcmge.2d v21, v14, v12
fcmge.2s v7, v11, v11
fcmge.2s v17, v4, v7
fcmge.2s v24, v22, v27
fcmge.2s v27, v4, v6
fcmge.4s v22, v1, v21
fcmge.4s v21, v4, v16
fcmge.4s v18, v8, v0
fcmge.4s v26, v12, v16
fcmge.2d v23, v10, #0.0
fcmge.2d v30, v3, #0.0
fcmge.2d v2, v20, #0.0
fcmge.2d v19, v4, #0.0
fcmge.2s v28, v15, #0.0
fcmge.2s v18, v31, #0.0
fcmge.2s v31, v4, #0.0
fcmge.2s v0, v16, #0.0
fcmge.4s v13, v3, #0.0
fcmge.4s v15, v26, #0.0
fcmge.4s v21, v10, #0.0
fcmge.4s v24, v3, #0.0
fcmgt.2d v12, v17, v14
fcmgt.2d v11, v24, v24
fcmgt.2d v3, v27, v31
fcmgt.2d v7, v4, v24
fcmgt.2s v13, v27, v16
fcmgt.2s v1, v28, v27
fcmgt.2s v8, v1, v21
fcmgt.2s v2, v16, v12
fcmgt.4s v19, v11, v15
fcmgt.4s v14, v2, v10
fcmgt.4s v31, v7, v15
fcmgt.4s v16, v0, v12
fcmgt.2d v3, v7, #0.0
fcmgt.2d v17, v10, #0.0
fcmgt.2d v26, v2, #0.0
fcmgt.2d v31, v19, #0.0
fcmgt.2s v14, v3, #0.0
fcmgt.2s v4, v20, #0.0
fcmgt.2s v25, v3, #0.0
fcmgt.2s v10, v15, #0.0
fcmgt.4s v25, v27, #0.0
fcmgt.4s v2, v8, #0.0
fcmgt.4s v15, v13, #0.0
fcmgt.4s v22, v8, #0.0
fcmle.2d v29, v29, #0.0
fcmle.2d v17, v4, #0.0
fcmle.2d v12, v6, #0.0
fcmle.2d v8, v16, #0.0
fcmle.2s v28, v11, #0.0
fcmle.2s v28, v9, #0.0
fcmle.2s v0, v12, #0.0
fcmle.2s v27, v31, #0.0
fcmle.4s v7, v6, #0.0
fcmle.4s v24, v19, #0.0
fcmle.4s v12, v27, #0.0
fcmle.4s v19, v25, #0.0
fcmlt.2d v30, v23, #0.0
fcmlt.2d v4, v0, #0.0
fcmlt.2d v1, v14, #0.0
fcmlt.2d v15, v0, #0.0
fcmlt.2s v1, v6, #0.0
fcmlt.2s v31, v6, #0.0
fcmlt.2s v19, v27, #0.0
fcmlt.2s v29, v14, #0.0
fcmlt.4s v25, v26, #0.0
fcmlt.4s v2, v12, #0.0
fcmlt.4s v15, v6, #0.0
fcmlt.4s v2, v1, #0.0
fcvtas.2d v28, v14
fcvtas.2d v8, v9
fcvtas.2d v28, v21
fcvtas.2d v29, v26
fcvtas.2s v22, v6
fcvtas.2s v8, v20
fcvtas.2s v19, v12
fcvtas.2s v8, v1
fcvtas.4s v7, v15
fcvtas.4s v31, v9
fcvtas.4s v10, v12
fcvtas.4s v17, v13
fcvtau.2d v4, v10
fcvtau.2d v22, v17
fcvtau.2d v4, v14
fcvtau.2d v30, v3
fcvtau.2s v30, v17
fcvtau.2s v28, v25
fcvtau.2s v7, v12
fcvtau.2s v30, v13
fcvtau.4s v26, v4
fcvtau.4s v1, v6
fcvtau.4s v15, v14
fcvtau.4s v18, v28
fcvtms.2d v3, v14
fcvtms.2d v28, v4
fcvtms.2d v17, v26
fcvtms.2d v18, v30
fcvtms.2s v11, v25
fcvtms.2s v19, v24
fcvtms.2s v1, v8
fcvtms.2s v6, v5
fcvtms.4s v9, v9
fcvtms.4s v24, v18
fcvtms.4s v26, v8
fcvtms.4s v27, v29
fcvtmu.2d v7, v13
fcvtmu.2d v23, v21
fcvtmu.2d v2, v1
fcvtmu.2d v30, v13
fcvtmu.2s v25, v15
fcvtmu.2s v2, v2
fcvtmu.2s v19, v20
fcvtmu.2s v15, v30
fcvtmu.4s v21, v12
fcvtmu.4s v16, v12
fcvtmu.4s v23, v11
fcvtmu.4s v2, v20
fcvtns.2d v27, v10
fcvtns.2d v30, v9
fcvtns.2d v30, v25
fcvtns.2d v7, v30
fcvtns.2s v25, v7
fcvtns.2s v9, v20
fcvtns.2s v29, v17
fcvtns.2s v26, v28
fcvtns.4s v16, v18
fcvtns.4s v29, v12
fcvtns.4s v12, v13
fcvtns.4s v22, v18
fcvtnu.2d v7, v28
fcvtnu.2d v20, v25
fcvtnu.2d v10, v3
fcvtnu.2d v29, v20
fcvtnu.2s v23, v22
fcvtnu.2s v17, v20
fcvtnu.2s v22, v19
fcvtnu.2s v7, v11
fcvtnu.4s v29, v31
fcvtnu.4s v3, v29
fcvtnu.4s v0, v16
fcvtnu.4s v14, v26
fcvtps.2d v6, v17
fcvtps.2d v22, v30
fcvtps.2d v23, v8
fcvtps.2d v26, v11
fcvtps.2s v0, v22
fcvtps.2s v25, v31
fcvtps.2s v3, v6
fcvtps.2s v15, v10
fcvtps.4s v4, v8
fcvtps.4s v13, v6
fcvtps.4s v2, v1
fcvtps.4s v21, v15
fcvtpu.2d v9, v12
fcvtpu.2d v18, v27
fcvtpu.2d v28, v12
fcvtpu.2d v8, v7
fcvtpu.2s v27, v8
fcvtpu.2s v18, v13
fcvtpu.2s v13, v5
fcvtpu.2s v8, v16
fcvtpu.4s v23, v18
fcvtpu.4s v22, v5
fcvtpu.4s v1, v19
fcvtpu.4s v29, v6
fcvtzs.2d v23, v24, #36
fcvtzs.2d v23, v22, #41
fcvtzs.2d v27, v14, #1
fcvtzs.2d v0, v13, #36
fcvtzs.2s v18, v6, #5
fcvtzs.2s v20, v12, #4
fcvtzs.2s v23, v16, #32
fcvtzs.2s v25, v20, #1
fcvtzs.4s v4, v1, #30
fcvtzs.4s v1, v0, #25
fcvtzs.4s v4, v30, #15
fcvtzs.4s v13, v25, #13
fcvtzs.2d v17, v7
fcvtzs.2d v17, v31
fcvtzs.2d v11, v1
fcvtzs.2d v7, v13
fcvtzs.2s v26, v30
fcvtzs.2s v30, v9
fcvtzs.2s v25, v11
fcvtzs.2s v31, v24
fcvtzs.4s v30, v2
fcvtzs.4s v3, v18
fcvtzs.4s v1, v22
fcvtzs.4s v22, v11
fcvtzu.2d v18, v15, #18
fcvtzu.2d v1, v25, #61
fcvtzu.2d v29, v26, #1
fcvtzu.2d v1, v11, #62
fcvtzu.2s v27, v14, #10
fcvtzu.2s v9, v31, #1
fcvtzu.2s v24, v0, #25
fcvtzu.2s v12, v6, #31
fcvtzu.4s v27, v20, #23
fcvtzu.4s v5, v19, #16
fcvtzu.4s v23, v18, #16
fcvtzu.4s v9, v22, #12
fcvtzu.2d v30, v5
fcvtzu.2d v31, v3
fcvtzu.2d v15, v8
fcvtzu.2d v16, v28
fcvtzu.2s v11, v3
fcvtzu.2s v15, v8
fcvtzu.2s v11, v21
fcvtzu.2s v17, v7
fcvtzu.4s v14, v24
fcvtzu.4s v12, v15
fcvtzu.4s v20, v27
fcvtzu.4s v25, v16
fdiv.2d v6, v30, v22
fdiv.2d v29, v19, v13
fdiv.2d v24, v30, v16
fdiv.2d v11, v27, v6
fdiv.2s v23, v25, v23
fdiv.2s v29, v31, v2
fdiv.2s v12, v8, v11
fdiv.2s v11, v30, v1
fdiv.4s v21, v23, v14
fdiv.4s v15, v0, v30
fdiv.4s v21, v30, v24
fdiv.4s v1, v16, v25
fmaxnmp.2d d26, v0
fmaxnmp.2d d17, v6
fmaxnmp.2d d7, v26
fmaxnmp.2d d3, v9
fmaxnmp.2s s4, v14
fmaxnmp.2s s0, v3
fmaxnmp.2s s5, v14
fmaxnmp.2s s25, v23
fmaxnmp.2d v2, v17, v6
fmaxnmp.2d v1, v20, v16
fmaxnmp.2d v6, v28, v20
fmaxnmp.2d v6, v14, v3
fmaxnmp.2s v20, v7, v9
fmaxnmp.2s v19, v23, v2
fmaxnmp.2s v20, v6, v18
fmaxnmp.2s v22, v2, v10
fmaxnmp.4s v23, v29, v29
fmaxnmp.4s v3, v12, v10
fmaxnmp.4s v12, v31, v1
fmaxnmp.4s v22, v17, v18
fmaxnmv.4s s4, v23
fmaxnmv.4s s23, v28
fmaxnmv.4s s2, v19
fmaxnmv.4s s13, v7
fmaxnm.2d v24, v26, v15
fmaxnm.2d v11, v16, v20
fmaxnm.2d v28, v29, v29
fmaxnm.2d v8, v17, v13
fmaxnm.2s v1, v27, v28
fmaxnm.2s v22, v7, v30
fmaxnm.2s v13, v5, v5
fmaxnm.2s v11, v2, v1
fmaxnm.4s v19, v28, v21
fmaxnm.4s v6, v5, v30
fmaxnm.4s v5, v9, v13
fmaxnm.4s v1, v23, v18
fmaxp.2d d27, v5
fmaxp.2d d10, v13
fmaxp.2d d11, v23
fmaxp.2d d9, v5
fmaxp.2s s21, v18
fmaxp.2s s3, v5
fmaxp.2s s19, v24
fmaxp.2s s31, v31
fmaxp.2d v18, v27, v29
fmaxp.2d v9, v11, v30
fmaxp.2d v0, v6, v18
fmaxp.2d v16, v5, v8
fmaxp.2s v18, v17, v3
fmaxp.2s v24, v2, v5
fmaxp.2s v27, v0, v16
fmaxp.2s v7, v18, v17
fmaxp.4s v2, v23, v18
fmaxp.4s v16, v3, v12
fmaxp.4s v6, v29, v0
fmaxp.4s v20, v26, v11
fmaxv.4s s29, v9
fmaxv.4s s3, v24
fmaxv.4s s29, v18
fmaxv.4s s6, v28
fmax.2d v22, v26, v19
fmax.2d v4, v10, v21
fmax.2d v7, v2, v30
fmax.2d v7, v17, v12
fmax.2s v13, v5, v15
fmax.2s v31, v2, v9
fmax.2s v30, v8, v0
fmax.2s v6, v12, v8
fmax.4s v0, v22, v14
fmax.4s v0, v19, v11
fmax.4s v17, v20, v9
fmax.4s v1, v1, v21
fminnmp.2d d13, v30
fminnmp.2d d1, v22
fminnmp.2d d19, v14
fminnmp.2d d15, v19
fminnmp.2s s5, v7
fminnmp.2s s2, v28
fminnmp.2s s23, v4
fminnmp.2s s24, v17
fminnmp.2d v26, v12, v31
fminnmp.2d v22, v6, v7
fminnmp.2d v10, v6, v22
fminnmp.2d v14, v10, v19
fminnmp.2s v19, v18, v2
fminnmp.2s v17, v11, v12
fminnmp.2s v28, v17, v5
fminnmp.2s v19, v5, v2
fminnmp.4s v19, v6, v26
fminnmp.4s v6, v28, v13
fminnmp.4s v5, v5, v1
fminnmp.4s v4, v13, v4
fminnmv.4s s16, v25
fminnmv.4s s5, v28
fminnmv.4s s13, v0
fminnmv.4s s15, v9
fminnm.2d v5, v8, v26
fminnm.2d v29, v20, v11
fminnm.2d v15, v18, v7
fminnm.2d v22, v10, v26
fminnm.2s v31, v25, v29
fminnm.2s v26, v3, v29
fminnm.2s v0, v19, v9
fminnm.2s v24, v30, v3
fminnm.4s v9, v25, v29
fminnm.4s v4, v31, v3
fminnm.4s v31, v26, v16
fminnm.4s v13, v17, v28
fminp.2d d8, v8
fminp.2d d12, v3
fminp.2d d1, v15
fminp.2d d9, v1
fminp.2s s31, v16
fminp.2s s3, v19
fminp.2s s12, v29
fminp.2s s20, v24
fminp.2d v20, v2, v25
fminp.2d v26, v27, v22
fminp.2d v0, v9, v16
fminp.2d v29, v7, v7
fminp.2s v7, v1, v25
fminp.2s v23, v21, v18
fminp.2s v9, v21, v25
fminp.2s v23, v6, v8
fminp.4s v20, v24, v10
fminp.4s v6, v30, v1
fminp.4s v22, v25, v16
fminp.4s v26, v8, v20
fminv.4s s28, v5
fminv.4s s10, v16
fminv.4s s15, v16
fminv.4s s22, v22
fmin.2d v18, v5, v10
fmin.2d v3, v19, v9
fmin.2d v6, v3, v15
fmin.2d v0, v18, v27
fmin.2s v0, v5, v30
fmin.2s v15, v24, v13
fmin.2s v10, v21, v29
fmin.2s v13, v0, v4
fmin.4s v18, v6, v19
fmin.4s v1, v16, v26
fmin.4s v29, v14, v27
fmin.4s v28, v5, v13
fmla.d d15, d20, v2[1]
fmla.d d31, d26, v5[0]
fmla.d d24, d12, v20[1]
fmla.d d18, d14, v24[1]
fmla.s s10, s12, v27[1]
fmla.s s26, s16, v5[0]
fmla.s s18, s28, v26[3]
fmla.s s9, s20, v9[0]
fmla.2d v23, v17, v5[1]
fmla.2d v21, v2, v6[0]
fmla.2d v29, v1, v15[0]
fmla.2d v22, v17, v12[0]
fmla.2s v5, v0, v4[3]
fmla.2s v8, v20, v25[2]
fmla.2s v7, v28, v12[1]
fmla.2s v26, v7, v4[2]
fmla.4s v7, v3, v22[0]
fmla.4s v28, v7, v17[1]
fmla.4s v2, v7, v23[2]
fmla.4s v30, v22, v30[3]
fmla.2d v5, v23, v23
fmla.2d v31, v14, v27
fmla.2d v18, v12, v5
fmla.2d v17, v25, v29
fmla.2s v7, v16, v17
fmla.2s v28, v1, v29
fmla.2s v24, v13, v17
fmla.2s v12, v8, v1
fmla.4s v27, v25, v15
fmla.4s v15, v14, v10
fmla.4s v11, v31, v30
fmla.4s v7, v31, v23
fmls.d d5, d7, v15[1]
fmls.d d15, d16, v8[0]
fmls.d d3, d7, v31[0]
fmls.d d4, d19, v24[0]
fmls.s s26, s26, v5[3]
fmls.s s29, s16, v2[2]
fmls.s s21, s18, v27[0]
fmls.s s3, s28, v25[0]
fmls.2d v31, v18, v27[1]
fmls.2d v27, v14, v3[0]
fmls.2d v14, v14, v6[0]
fmls.2d v28, v19, v20[0]
fmls.2s v20, v7, v26[1]
fmls.2s v29, v26, v22[3]
fmls.2s v30, v28, v16[0]
fmls.2s v18, v31, v1[3]
fmls.4s v21, v13, v9[1]
fmls.4s v5, v9, v4[3]
fmls.4s v16, v6, v22[1]
fmls.4s v14, v21, v23[0]
fmls.2d v0, v9, v4
fmls.2d v9, v31, v20
fmls.2d v22, v21, v23
fmls.2d v18, v6, v11
fmls.2s v3, v6, v28
fmls.2s v5, v1, v26
fmls.2s v26, v0, v9
fmls.2s v20, v7, v31
fmls.4s v25, v23, v6
fmls.4s v8, v10, v7
fmls.4s v28, v27, v9
fmls.4s v12, v1, v9
fmov.d v1[1], x7
fmov.d v1[1], x30
fmov.d v21[1], x23
fmov.d v1[1], x0
fmov.d x29, v0[1]
fmov.d x9, v11[1]
fmov.d x8, v28[1]
fmov.d x8, v14[1]
fmov.2d v12, #1.18750000
fmov.2d v27, #26.00000000
fmov.2d v27, #23.00000000
fmov.2d v17, #-1.06250000
fmov.2s v18, #16.00000000
fmov.2s v22, #2.37500000
fmov.2s v13, #1.18750000
fmov.2s v18, #3.50000000
fmov.4s v11, #-0.48437500
fmov.4s v23, #-1.00000000
fmov.4s v1, #0.65625000
fmov.4s v21, #-0.32812500
fmulx.d d15, d19, v14[1]
fmulx.d d28, d2, v26[1]
fmulx.d d18, d9, v5[0]
fmulx.d d27, d10, v13[0]
fmulx.s s25, s5, v10[2]
fmulx.s s29, s18, v25[0]
fmulx.s s8, s22, v25[0]
fmulx.s s28, s30, v15[2]
fmulx.2d v9, v16, v11[0]
fmulx.2d v22, v19, v3[1]
fmulx.2d v6, v14, v22[0]
fmulx.2d v2, v6, v2[0]
fmulx.2s v13, v9, v2[0]
fmulx.2s v13, v1, v13[3]
fmulx.2s v9, v2, v25[1]
fmulx.2s v20, v7, v16[1]
fmulx.4s v14, v0, v7[0]
fmulx.4s v11, v7, v11[3]
fmulx.4s v7, v7, v21[0]
fmulx.4s v12, v0, v22[1]
fmulx.2d v1, v4, v13
fmulx.2d v14, v18, v1
fmulx.2d v15, v30, v10
fmulx.2d v11, v1, v8
fmulx.2s v24, v18, v20
fmulx.2s v7, v12, v0
fmulx.2s v14, v9, v28
fmulx.2s v31, v8, v11
fmulx.4s v8, v23, v27
fmulx.4s v7, v5, v24
fmulx.4s v12, v7, v9
fmulx.4s v10, v28, v16
fmul.d d19, d20, v27[0]
fmul.d d15, d11, v6[0]
fmul.d d17, d8, v31[1]
fmul.d d13, d20, v15[1]
fmul.s s9, s9, v10[3]
fmul.s s16, s3, v10[2]
fmul.s s0, s23, v25[1]
fmul.s s4, s16, v30[0]
fmul.2d v24, v22, v26[1]
fmul.2d v0, v28, v0[1]
fmul.2d v23, v4, v27[0]
fmul.2d v4, v27, v16[0]
fmul.2s v26, v13, v6[0]
fmul.2s v6, v22, v31[3]
fmul.2s v2, v6, v25[0]
fmul.2s v6, v18, v28[2]
fmul.4s v18, v13, v1[1]
fmul.4s v14, v5, v22[2]
fmul.4s v7, v31, v18[1]
fmul.4s v13, v12, v14[3]
fmul.2d v28, v12, v20
fmul.2d v0, v8, v29
fmul.2d v31, v1, v18
fmul.2d v22, v0, v30
fmul.2s v1, v22, v25
fmul.2s v15, v6, v14
fmul.2s v7, v1, v10
fmul.2s v20, v27, v15
fmul.4s v17, v15, v8
fmul.4s v15, v2, v26
fmul.4s v8, v12, v17
fmul.4s v1, v14, v1
fneg.2d v14, v26
fneg.2d v29, v30
fneg.2d v21, v13
fneg.2d v23, v5
fneg.2s v10, v4
fneg.2s v1, v12
fneg.2s v17, v22
fneg.2s v2, v6
fneg.4s v22, v18
fneg.4s v16, v31
fneg.4s v31, v3
fneg.4s v16, v5
frecpe.2d v29, v19
frecpe.2d v9, v15
frecpe.2d v27, v14
frecpe.2d v13, v30
frecpe.2s v8, v17
frecpe.2s v26, v14
frecpe.2s v5, v17
frecpe.2s v0, v3
frecpe.4s v27, v15
frecpe.4s v3, v9
frecpe.4s v27, v17
frecpe.4s v10, v6
frecps.2d v1, v23, v15
frecps.2d v4, v30, v20
frecps.2d v30, v25, v30
frecps.2d v2, v23, v13
frecps.2s v30, v7, v0
frecps.2s v27, v7, v24
frecps.2s v24, v5, v9
frecps.2s v27, v19, v11
frecps.4s v30, v30, v13
frecps.4s v24, v15, v17
frecps.4s v18, v12, v23
frecps.4s v22, v6, v30
frinta.2d v11, v2
frinta.2d v5, v21
frinta.2d v26, v25
frinta.2d v5, v22
frinta.2s v0, v25
frinta.2s v4, v17
frinta.2s v20, v17
frinta.2s v29, v27
frinta.4s v18, v8
frinta.4s v29, v10
frinta.4s v27, v20
frinta.4s v1, v13
frinti.2d v24, v2
frinti.2d v21, v21
frinti.2d v0, v9
frinti.2d v14, v19
frinti.2s v29, v8
frinti.2s v16, v23
frinti.2s v17, v13
frinti.2s v13, v3
frinti.4s v14, v27
frinti.4s v24, v5
frinti.4s v30, v20
frinti.4s v31, v13
frintm.2d v24, v15
frintm.2d v29, v14
frintm.2d v25, v26
frintm.2d v14, v17
frintm.2s v8, v22
frintm.2s v28, v26
frintm.2s v22, v29
frintm.2s v28, v10
frintm.4s v21, v17
frintm.4s v15, v28
frintm.4s v0, v30
frintm.4s v18, v2
frintn.2d v25, v27
frintn.2d v29, v22
frintn.2d v7, v1
frintn.2d v2, v3
frintn.2s v22, v26
frintn.2s v31, v6
frintn.2s v0, v12
frintn.2s v7, v29
frintn.4s v0, v12
frintn.4s v23, v30
frintn.4s v28, v9
frintn.4s v24, v8
frintp.2d v0, v10
frintp.2d v22, v11
frintp.2d v17, v12
frintp.2d v9, v31
frintp.2s v25, v18
frintp.2s v13, v31
frintp.2s v6, v20
frintp.2s v24, v19
frintp.4s v29, v7
frintp.4s v29, v11
frintp.4s v2, v9
frintp.4s v7, v25
frintx.2d v4, v4
frintx.2d v6, v29
frintx.2d v1, v10
frintx.2d v6, v1
frintx.2s v28, v16
frintx.2s v1, v10
frintx.2s v22, v20
frintx.2s v21, v30
frintx.4s v17, v29
frintx.4s v19, v2
frintx.4s v31, v23
frintx.4s v20, v1
frintz.2d v11, v27
frintz.2d v19, v31
frintz.2d v12, v0
frintz.2d v14, v27
frintz.2s v6, v21
frintz.2s v0, v2
frintz.2s v11, v23
frintz.2s v20, v0
frintz.4s v27, v0
frintz.4s v7, v24
frintz.4s v11, v15
frintz.4s v25, v22
frsqrte.2d v10, v6
frsqrte.2d v21, v26
frsqrte.2d v31, v22
frsqrte.2d v21, v31
frsqrte.2s v14, v11
frsqrte.2s v4, v2
frsqrte.2s v28, v3
frsqrte.2s v17, v20
frsqrte.4s v26, v23
frsqrte.4s v7, v25
frsqrte.4s v8, v8
frsqrte.4s v28, v6
frsqrts.2d v16, v20, v10
frsqrts.2d v19, v30, v26
frsqrts.2d v0, v18, v15
frsqrts.2d v23, v28, v24
frsqrts.2s v23, v30, v14
frsqrts.2s v1, v3, v1
frsqrts.2s v31, v16, v28
frsqrts.2s v25, v2, v0
frsqrts.4s v3, v21, v28
frsqrts.4s v25, v7, v0
frsqrts.4s v6, v3, v21
frsqrts.4s v29, v27, v18
fsqrt.2d v31, v18
fsqrt.2d v14, v31
fsqrt.2d v26, v30
fsqrt.2d v30, v14
fsqrt.2s v15, v14
fsqrt.2s v12, v26
fsqrt.2s v14, v5
fsqrt.2s v8, v15
fsqrt.4s v23, v8
fsqrt.4s v4, v11
fsqrt.4s v22, v15
fsqrt.4s v0, v8
fsub.2d v6, v8, v16
fsub.2d v30, v1, v23
fsub.2d v7, v30, v17
fsub.2d v22, v19, v4
fsub.2s v19, v1, v19
fsub.2s v8, v5, v31
fsub.2s v16, v12, v19
fsub.2s v7, v3, v18
fsub.4s v3, v17, v3
fsub.4s v5, v7, v13
fsub.4s v21, v9, v8
fsub.4s v4, v28, v9
mov.b v23[0], w13
mov.b v16[3], w4
mov.b v27[4], w20
mov.b v11[11], w5
mov.b v8[5], v1[0]
mov.b v5[2], v21[0]
mov.b v29[4], v23[1]
mov.b v6[1], v16[15]
mov.d v0[1], x17
mov.d v5[0], x28
mov.d v10[1], x21
mov.d v7[1], x21
mov.d v0[1], v20[0]
mov.d v29[0], v6[0]
mov.d v3[0], v18[1]
mov.d v27[1], v29[0]
mov.h v17[7], w14
mov.h v20[0], w30
mov.h v31[4], w30
mov.h v6[0], w30
mov.h v24[7], v0[7]
mov.h v23[4], v2[0]
mov.h v29[4], v20[0]
mov.h v30[3], v9[4]
mov.s v1[1], w26
mov.s v4[0], w8
mov.s v7[0], w12
mov.s v25[0], w11
mov.s v3[2], v30[1]
mov.s v4[1], v5[1]
mov.s v17[0], v12[2]
mov.s v25[2], v22[1]
ld1.16b { v10, v11, v12, v13 }, [x10]
ld1.16b { v29, v30, v31, v0 }, [x21]
ld1.16b { v28, v29, v30, v31 }, [x7]
ld1.16b { v14, v15, v16, v17 }, [x22]
ld1.16b { v12, v13, v14, v15 }, [x8], x19
ld1.16b { v7, v8, v9, v10 }, [x22], x4
ld1.16b { v10, v11, v12, v13 }, [x23], x8
ld1.16b { v11, v12, v13, v14 }, [x22], x22
ld1.1d { v16, v17, v18, v19 }, [x28]
ld1.1d { v13, v14, v15, v16 }, [x20]
ld1.1d { v6, v7, v8, v9 }, [x0]
ld1.1d { v17, v18, v19, v20 }, [x19]
ld1.1d { v23, v24, v25, v26 }, [x22], x2
ld1.1d { v26, v27, v28, v29 }, [x30], x7
ld1.1d { v5, v6, v7, v8 }, [x14], x21
ld1.1d { v14, v15, v16, v17 }, [x17], x9
ld1.2d { v7, v8, v9, v10 }, [x14]
ld1.2d { v15, v16, v17, v18 }, [x14]
ld1.2d { v26, v27, v28, v29 }, [x21]
ld1.2d { v8, v9, v10, v11 }, [x1]
ld1.2d { v6, v7, v8, v9 }, [x28], x8
ld1.2d { v28, v29, v30, v31 }, [x8], x15
ld1.2d { v20, v21, v22, v23 }, [x9], x23
ld1.2d { v2, v3, v4, v5 }, [x17], x24
ld1.2s { v19, v20, v21, v22 }, [x30]
ld1.2s { v9, v10, v11, v12 }, [x17]
ld1.2s { v16, v17, v18, v19 }, [x23]
ld1.2s { v24, v25, v26, v27 }, [x9]
ld1.2s { v14, v15, v16, v17 }, [x27], x2
ld1.2s { v27, v28, v29, v30 }, [x19], x12
ld1.2s { v15, v16, v17, v18 }, [x30], x23
ld1.2s { v4, v5, v6, v7 }, [x27], x11
ld1.4h { v20, v21, v22, v23 }, [x17]
ld1.4h { v30, v31, v0, v1 }, [x19]
ld1.4h { v20, v21, v22, v23 }, [x22]
ld1.4h { v6, v7, v8, v9 }, [x30]
ld1.4h { v14, v15, v16, v17 }, [x8], x24
ld1.4h { v5, v6, v7, v8 }, [x6], x15
ld1.4h { v13, v14, v15, v16 }, [x24], x12
ld1.4h { v13, v14, v15, v16 }, [x27], x9
ld1.4s { v26, v27, v28, v29 }, [x10]
ld1.4s { v0, v1, v2, v3 }, [x11]
ld1.4s { v18, v19, v20, v21 }, [x24]
ld1.4s { v5, v6, v7, v8 }, [x4]
ld1.4s { v18, v19, v20, v21 }, [x29], x26
ld1.4s { v4, v5, v6, v7 }, [x3], x6
ld1.4s { v2, v3, v4, v5 }, [x3], x10
ld1.4s { v14, v15, v16, v17 }, [x5], x5
ld1.8b { v16, v17, v18, v19 }, [x5]
ld1.8b { v5, v6, v7, v8 }, [x21]
ld1.8b { v31, v0, v1, v2 }, [x16]
ld1.8b { v29, v30, v31, v0 }, [x21]
ld1.8b { v27, v28, v29, v30 }, [x26], x20
ld1.8b { v17, v18, v19, v20 }, [x5], x25
ld1.8b { v23, v24, v25, v26 }, [x25], x0
ld1.8b { v20, v21, v22, v23 }, [x3], x13
ld1.8h { v12, v13, v14, v15 }, [x26]
ld1.8h { v18, v19, v20, v21 }, [x20]
ld1.8h { v22, v23, v24, v25 }, [x16]
ld1.8h { v30, v31, v0, v1 }, [x17]
ld1.8h { v2, v3, v4, v5 }, [x27], x3
ld1.8h { v11, v12, v13, v14 }, [x7], x19
ld1.8h { v16, v17, v18, v19 }, [x10], x16
ld1.8h { v27, v28, v29, v30 }, [sp], x4
ld1.16b { v10 }, [x16]
ld1.16b { v12 }, [x5]
ld1.16b { v14 }, [x25]
ld1.16b { v11 }, [x16]
ld1.16b { v1 }, [x11], x29
ld1.16b { v1 }, [sp], x4
ld1.16b { v26 }, [x17], x0
ld1.16b { v4 }, [x14], x12
ld1.1d { v14 }, [x10]
ld1.1d { v30 }, [x3]
ld1.1d { v9 }, [x17]
ld1.1d { v5 }, [x23]
ld1.1d { v1 }, [x6], x28
ld1.1d { v6 }, [x8], x13
ld1.1d { v21 }, [x15], x12
ld1.1d { v2 }, [x6], x30
ld1.2d { v20 }, [x4]
ld1.2d { v20 }, [x30]
ld1.2d { v17 }, [x26]
ld1.2d { v29 }, [x13]
ld1.2d { v29 }, [x28], x2
ld1.2d { v17 }, [x15], x17
ld1.2d { v15 }, [x13], x20
ld1.2d { v14 }, [x24], x9
ld1.2s { v7 }, [x10]
ld1.2s { v20 }, [x17]
ld1.2s { v13 }, [x5]
ld1.2s { v14 }, [x22]
ld1.2s { v10 }, [x0], x9
ld1.2s { v5 }, [x9], x16
ld1.2s { v26 }, [x25], x17
ld1.2s { v14 }, [x10], x5
ld1.4h { v26 }, [x26]
ld1.4h { v24 }, [x25]
ld1.4h { v22 }, [x11]
ld1.4h { v3 }, [x23]
ld1.4h { v13 }, [x18], x16
ld1.4h { v3 }, [x19], x9
ld1.4h { v13 }, [x23], x9
ld1.4h { v5 }, [x7], x25
ld1.4s { v9 }, [x1]
ld1.4s { v19 }, [x27]
ld1.4s { v6 }, [x24]
ld1.4s { v6 }, [x26]
ld1.4s { v8 }, [x0], x26
ld1.4s { v25 }, [x16], x24
ld1.4s { v21 }, [x3], x3
ld1.4s { v17 }, [x0], x17
ld1.8b { v20 }, [sp]
ld1.8b { v29 }, [x29]
ld1.8b { v31 }, [x2]
ld1.8b { v5 }, [x20]
ld1.8b { v24 }, [x25], x28
ld1.8b { v28 }, [x6], x5
ld1.8b { v1 }, [x21], x30
ld1.8b { v11 }, [x13], x18
ld1.8h { v10 }, [x12]
ld1.8h { v12 }, [x18]
ld1.8h { v2 }, [x1]
ld1.8h { v10 }, [x29]
ld1.8h { v27 }, [x18], x25
ld1.8h { v5 }, [x28], x10
ld1.8h { v24 }, [x25], x18
ld1.8h { v9 }, [x15], x21
ld1r.16b { v7 }, [x30]
ld1r.16b { v0 }, [x0]
ld1r.16b { v8 }, [x25]
ld1r.16b { v6 }, [x29]
ld1r.16b { v21 }, [x17], x22
ld1r.16b { v22 }, [x20], x6
ld1r.16b { v18 }, [x27], x5
ld1r.16b { v17 }, [x20], x10
ld1r.1d { v9 }, [x12]
ld1r.1d { v12 }, [x5]
ld1r.1d { v13 }, [x4]
ld1r.1d { v17 }, [x27]
ld1r.1d { v26 }, [x27], x3
ld1r.1d { v28 }, [x30], x5
ld1r.1d { v15 }, [x18], x0
ld1r.1d { v26 }, [x9], x6
ld1r.2d { v4 }, [x19]
ld1r.2d { v3 }, [x14]
ld1r.2d { v4 }, [x11]
ld1r.2d { v25 }, [x27]
ld1r.2d { v3 }, [x2], #8
ld1r.2d { v20 }, [x28], x1
ld1r.2d { v22 }, [x1], x20
ld1r.2d { v28 }, [x3], x1
ld1r.2s { v7 }, [x26]
ld1r.2s { v8 }, [x25]
ld1r.2s { v26 }, [x3]
ld1r.2s { v31 }, [sp]
ld1r.2s { v20 }, [x1], x22
ld1r.2s { v25 }, [x27], x6
ld1r.2s { v13 }, [x12], x12
ld1r.2s { v11 }, [x8], x9
ld1r.4h { v14 }, [x9]
ld1r.4h { v11 }, [x8]
ld1r.4h { v29 }, [x19]
ld1r.4h { v7 }, [x30]
ld1r.4h { v23 }, [x0], x25
ld1r.4h { v1 }, [x24], #2
ld1r.4h { v28 }, [x25], x6
ld1r.4h { v24 }, [x9], x28
ld1r.4s { v4 }, [x17]
ld1r.4s { v14 }, [x27]
ld1r.4s { v15 }, [x4]
ld1r.4s { v9 }, [x13]
ld1r.4s { v11 }, [x0], x27
ld1r.4s { v6 }, [x25], x25
ld1r.4s { v8 }, [x15], x15
ld1r.4s { v7 }, [x0], x17
ld1r.8b { v19 }, [x8]
ld1r.8b { v10 }, [x3]
ld1r.8b { v2 }, [x9]
ld1r.8b { v29 }, [x3]
ld1r.8b { v9 }, [x15], x8
ld1r.8b { v2 }, [x24], x12
ld1r.8b { v15 }, [x28], x0
ld1r.8b { v14 }, [x4], x0
ld1r.8h { v6 }, [x30]
ld1r.8h { v23 }, [x21]
ld1r.8h { v10 }, [x23]
ld1r.8h { v21 }, [x26]
ld1r.8h { v27 }, [x7], x19
ld1r.8h { v19 }, [x0], x19
ld1r.8h { v23 }, [x19], x13
ld1r.8h { v15 }, [sp], x17
ld1.16b { v19, v20, v21 }, [x4]
ld1.16b { v1, v2, v3 }, [x6]
ld1.16b { v18, v19, v20 }, [x18]
ld1.16b { v12, v13, v14 }, [x6]
ld1.16b { v4, v5, v6 }, [x4], x27
ld1.16b { v11, v12, v13 }, [x15], x7
ld1.16b { v9, v10, v11 }, [x26], x0
ld1.16b { v9, v10, v11 }, [x25], #48
ld1.1d { v19, v20, v21 }, [x27]
ld1.1d { v19, v20, v21 }, [x8]
ld1.1d { v4, v5, v6 }, [x15]
ld1.1d { v18, v19, v20 }, [x6]
ld1.1d { v5, v6, v7 }, [x2], x24
ld1.1d { v7, v8, v9 }, [x8], x22
ld1.1d { v0, v1, v2 }, [x3], x29
ld1.1d { v28, v29, v30 }, [x16], #24
ld1.2d { v11, v12, v13 }, [x30]
ld1.2d { v6, v7, v8 }, [x20]
ld1.2d { v23, v24, v25 }, [x27]
ld1.2d { v30, v31, v0 }, [x22]
ld1.2d { v21, v22, v23 }, [x11], x19
ld1.2d { v1, v2, v3 }, [x17], x26
ld1.2d { v30, v31, v0 }, [x17], x11
ld1.2d { v1, v2, v3 }, [x20], x15
ld1.2s { v4, v5, v6 }, [x11]
ld1.2s { v16, v17, v18 }, [x20]
ld1.2s { v0, v1, v2 }, [x8]
ld1.2s { v20, v21, v22 }, [x5]
ld1.2s { v18, v19, v20 }, [x17], x13
ld1.2s { v27, v28, v29 }, [x11], x13
ld1.2s { v16, v17, v18 }, [x13], x3
ld1.2s { v28, v29, v30 }, [x0], #24
ld1.4h { v19, v20, v21 }, [x22]
ld1.4h { v19, v20, v21 }, [x20]
ld1.4h { v1, v2, v3 }, [x25]
ld1.4h { v15, v16, v17 }, [x22]
ld1.4h { v30, v31, v0 }, [x29], x25
ld1.4h { v26, v27, v28 }, [x19], x22
ld1.4h { v27, v28, v29 }, [x6], x8
ld1.4h { v22, v23, v24 }, [x14], x6
ld1.4s { v3, v4, v5 }, [x30]
ld1.4s { v6, v7, v8 }, [x24]
ld1.4s { v24, v25, v26 }, [x22]
ld1.4s { v29, v30, v31 }, [x19]
ld1.4s { v4, v5, v6 }, [x28], x16
ld1.4s { v28, v29, v30 }, [x1], x21
ld1.4s { v15, v16, v17 }, [x22], x28
ld1.4s { v15, v16, v17 }, [x23], x18
ld1.8b { v4, v5, v6 }, [x5]
ld1.8b { v2, v3, v4 }, [x23]
ld1.8b { v14, v15, v16 }, [x27]
ld1.8b { v12, v13, v14 }, [x25]
ld1.8b { v10, v11, v12 }, [x4], x21
ld1.8b { v0, v1, v2 }, [x13], x23
ld1.8b { v8, v9, v10 }, [x26], x2
ld1.8b { v31, v0, v1 }, [x13], x15
ld1.8h { v0, v1, v2 }, [x11]
ld1.8h { v10, v11, v12 }, [x3]
ld1.8h { v31, v0, v1 }, [x27]
ld1.8h { v16, v17, v18 }, [x12]
ld1.8h { v29, v30, v31 }, [sp], x12
ld1.8h { v5, v6, v7 }, [x7], x20
ld1.8h { v31, v0, v1 }, [x18], x17
ld1.8h { v12, v13, v14 }, [x29], x12
ld1.16b { v25, v26 }, [x15]
ld1.16b { v9, v10 }, [x7]
ld1.16b { v19, v20 }, [x9]
ld1.16b { v20, v21 }, [x29]
ld1.16b { v5, v6 }, [x0], x18
ld1.16b { v7, v8 }, [x8], x18
ld1.16b { v25, v26 }, [sp], x24
ld1.16b { v26, v27 }, [x22], x16
ld1.1d { v29, v30 }, [x2]
ld1.1d { v10, v11 }, [x16]
ld1.1d { v14, v15 }, [x10]
ld1.1d { v13, v14 }, [x14]
ld1.1d { v6, v7 }, [x14], x8
ld1.1d { v25, v26 }, [x12], x20
ld1.1d { v14, v15 }, [x3], x12
ld1.1d { v25, v26 }, [x24], x29
ld1.2d { v28, v29 }, [x5]
ld1.2d { v15, v16 }, [x4]
ld1.2d { v23, v24 }, [x25]
ld1.2d { v25, v26 }, [x12]
ld1.2d { v10, v11 }, [x21], x10
ld1.2d { v15, v16 }, [x12], x28
ld1.2d { v15, v16 }, [x17], x5
ld1.2d { v29, v30 }, [x9], x15
ld1.2s { v24, v25 }, [x22]
ld1.2s { v21, v22 }, [x1]
ld1.2s { v4, v5 }, [sp]
ld1.2s { v16, v17 }, [x2]
ld1.2s { v10, v11 }, [x6], x15
ld1.2s { v13, v14 }, [x27], x12
ld1.2s { v26, v27 }, [x9], x27
ld1.2s { v31, v0 }, [x10], x5
ld1.4h { v30, v31 }, [x25]
ld1.4h { v11, v12 }, [x13]
ld1.4h { v4, v5 }, [x28]
ld1.4h { v10, v11 }, [x29]
ld1.4h { v16, v17 }, [x24], x19
ld1.4h { v11, v12 }, [x4], x0
ld1.4h { v19, v20 }, [x15], x11
ld1.4h { v30, v31 }, [x18], x17
ld1.4s { v28, v29 }, [x15]
ld1.4s { v18, v19 }, [x2]
ld1.4s { v0, v1 }, [x12]
ld1.4s { v4, v5 }, [x16]
ld1.4s { v15, v16 }, [x19], x18
ld1.4s { v8, v9 }, [x17], x8
ld1.4s { v19, v20 }, [x17], x29
ld1.4s { v27, v28 }, [x4], x29
ld1.8b { v26, v27 }, [x5]
ld1.8b { v15, v16 }, [x13]
ld1.8b { v14, v15 }, [x23]
ld1.8b { v28, v29 }, [x13]
ld1.8b { v13, v14 }, [x21], x1
ld1.8b { v12, v13 }, [x21], x19
ld1.8b { v22, v23 }, [x1], x28
ld1.8b { v21, v22 }, [x18], x28
ld1.8h { v5, v6 }, [x4]
ld1.8h { v2, v3 }, [x11]
ld1.8h { v29, v30 }, [x10]
ld1.8h { v9, v10 }, [x13]
ld1.8h { v27, v28 }, [x18], x1
ld1.8h { v7, v8 }, [x28], x4
ld1.8h { v19, v20 }, [x15], x8
ld1.8h { v27, v28 }, [sp], x17
ld1.b { v31 }[4], [x21]
ld1.b { v27 }[0], [x13]
ld1.b { v13 }[15], [x22]
ld1.b { v27 }[0], [x12]
ld1.b { v10 }[2], [x0], x27
ld1.b { v0 }[9], [x17], x6
ld1.b { v26 }[5], [x21], x25
ld1.b { v9 }[7], [x5], x29
ld1.d { v19 }[1], [x19]
ld1.d { v10 }[0], [x17]
ld1.d { v4 }[0], [x10]
ld1.d { v13 }[0], [x25]
ld1.d { v9 }[0], [x10], x29
ld1.d { v17 }[1], [x9], x13
ld1.d { v23 }[1], [x19], x15
ld1.d { v28 }[0], [x0], x27
ld1.h { v8 }[7], [x4]
ld1.h { v1 }[7], [x10]
ld1.h { v12 }[4], [x3]
ld1.h { v2 }[1], [x18]
ld1.h { v0 }[5], [x16], #2
ld1.h { v6 }[0], [x5], x27
ld1.h { v7 }[7], [x17], x21
ld1.h { v8 }[5], [x21], #2
ld1.s { v25 }[1], [x4]
ld1.s { v12 }[1], [x17]
ld1.s { v20 }[3], [x18]
ld1.s { v13 }[0], [x27]
ld1.s { v6 }[2], [x2], x11
ld1.s { v8 }[1], [x9], x14
ld1.s { v0 }[1], [x20], x21
ld1.s { v0 }[3], [sp], x11
ld2r.16b { v22, v23 }, [x14]
ld2r.16b { v4, v5 }, [x10]
ld2r.16b { v18, v19 }, [x11]
ld2r.16b { v21, v22 }, [x16]
ld2r.16b { v30, v31 }, [x1], x6
ld2r.16b { v18, v19 }, [x22], x1
ld2r.16b { v2, v3 }, [x17], x6
ld2r.16b { v14, v15 }, [x24], x14
ld2r.1d { v13, v14 }, [sp]
ld2r.1d { v17, v18 }, [x28]
ld2r.1d { v24, v25 }, [x26]
ld2r.1d { v12, v13 }, [x21]
ld2r.1d { v8, v9 }, [x20], x5
ld2r.1d { v8, v9 }, [x1], x21
ld2r.1d { v21, v22 }, [x29], #16
ld2r.1d { v22, v23 }, [x12], x19
ld2r.2d { v20, v21 }, [x13]
ld2r.2d { v22, v23 }, [x19]
ld2r.2d { v22, v23 }, [x22]
ld2r.2d { v18, v19 }, [x8]
ld2r.2d { v20, v21 }, [x8], x21
ld2r.2d { v25, v26 }, [x29], x3
ld2r.2d { v17, v18 }, [x22], x11
ld2r.2d { v25, v26 }, [x7], x16
ld2r.2s { v4, v5 }, [x11]
ld2r.2s { v22, v23 }, [x6]
ld2r.2s { v16, v17 }, [x25]
ld2r.2s { v11, v12 }, [x20]
ld2r.2s { v19, v20 }, [x17], x29
ld2r.2s { v24, v25 }, [x17], #8
ld2r.2s { v9, v10 }, [x16], x15
ld2r.2s { v23, v24 }, [sp], x25
ld2r.4h { v29, v30 }, [x11]
ld2r.4h { v14, v15 }, [x24]
ld2r.4h { v28, v29 }, [x7]
ld2r.4h { v16, v17 }, [x4]
ld2r.4h { v29, v30 }, [x10], x4
ld2r.4h { v4, v5 }, [x14], x26
ld2r.4h { v20, v21 }, [x1], x20
ld2r.4h { v25, v26 }, [x2], x10
ld2r.4s { v15, v16 }, [x30]
ld2r.4s { v23, v24 }, [x3]
ld2r.4s { v23, v24 }, [x25]
ld2r.4s { v8, v9 }, [x6]
ld2r.4s { v31, v0 }, [x19], x4
ld2r.4s { v5, v6 }, [x25], x23
ld2r.4s { v28, v29 }, [x27], x1
ld2r.4s { v18, v19 }, [x21], x27
ld2r.8b { v19, v20 }, [x8]
ld2r.8b { v5, v6 }, [x18]
ld2r.8b { v30, v31 }, [x3]
ld2r.8b { v2, v3 }, [x28]
ld2r.8b { v2, v3 }, [x28], x26
ld2r.8b { v18, v19 }, [x2], x6
ld2r.8b { v26, v27 }, [x2], x17
ld2r.8b { v6, v7 }, [x2], x1
ld2r.8h { v29, v30 }, [x7]
ld2r.8h { v11, v12 }, [x13]
ld2r.8h { v6, v7 }, [x22]
ld2r.8h { v17, v18 }, [x14]
ld2r.8h { v27, v28 }, [x16], x13
ld2r.8h { v28, v29 }, [x4], x4
ld2r.8h { v10, v11 }, [x17], x3
ld2r.8h { v14, v15 }, [x9], x19
ld2.b { v20, v21 }[5], [x23]
ld2.b { v11, v12 }[7], [x19]
ld2.b { v8, v9 }[0], [x10]
ld2.b { v20, v21 }[4], [x5]
ld2.b { v1, v2 }[14], [x15], x18
ld2.b { v11, v12 }[9], [x27], x0
ld2.b { v16, v17 }[7], [x5], x23
ld2.b { v21, v22 }[8], [x11], x21
ld2.d { v15, v16 }[0], [x25]
ld2.d { v1, v2 }[0], [x1]
ld2.d { v15, v16 }[1], [x25]
ld2.d { v21, v22 }[1], [x23]
ld2.d { v12, v13 }[0], [x0], x16
ld2.d { v0, v1 }[0], [sp], x8
ld2.d { v22, v23 }[1], [x6], x26
ld2.d { v2, v3 }[0], [x2], x3
ld2.h { v24, v25 }[4], [x15]
ld2.h { v22, v23 }[4], [x10]
ld2.h { v12, v13 }[1], [x7]
ld2.h { v19, v20 }[0], [x30]
ld2.h { v16, v17 }[4], [x9], x26
ld2.h { v14, v15 }[7], [sp], x5
ld2.h { v18, v19 }[6], [x20], x23
ld2.h { v4, v5 }[3], [x29], x22
ld2.s { v8, v9 }[3], [x0]
ld2.s { v18, v19 }[1], [x18]
ld2.s { v20, v21 }[2], [x4]
ld2.s { v31, v0 }[2], [x25]
ld2.s { v24, v25 }[2], [x5], #8
ld2.s { v16, v17 }[1], [x12], x27
ld2.s { v18, v19 }[0], [x5], x5
ld2.s { v9, v10 }[2], [x3], x22
ld2.16b { v8, v9 }, [x30]
ld2.16b { v29, v30 }, [x6]
ld2.16b { v29, v30 }, [x22]
ld2.16b { v27, v28 }, [x9]
ld2.16b { v11, v12 }, [x18], x5
ld2.16b { v17, v18 }, [x10], x10
ld2.16b { v30, v31 }, [x16], x29
ld2.16b { v15, v16 }, [x13], x0
ld2.2d { v22, v23 }, [x18]
ld2.2d { v7, v8 }, [x15]
ld2.2d { v29, v30 }, [x9]
ld2.2d { v9, v10 }, [x25]
ld2.2d { v22, v23 }, [x13], x10
ld2.2d { v21, v22 }, [x13], x0
ld2.2d { v22, v23 }, [x19], x27
ld2.2d { v26, v27 }, [x4], x2
ld2.2s { v10, v11 }, [x10]
ld2.2s { v4, v5 }, [x15]
ld2.2s { v19, v20 }, [x24]
ld2.2s { v7, v8 }, [x17]
ld2.2s { v28, v29 }, [x10], x5
ld2.2s { v20, v21 }, [x18], x12
ld2.2s { v7, v8 }, [x11], x12
ld2.2s { v27, v28 }, [x24], x0
ld2.4h { v9, v10 }, [x29]
ld2.4h { v24, v25 }, [x7]
ld2.4h { v7, v8 }, [x27]
ld2.4h { v24, v25 }, [x19]
ld2.4h { v13, v14 }, [x29], x29
ld2.4h { v24, v25 }, [x3], x4
ld2.4h { v6, v7 }, [x22], x25
ld2.4h { v31, v0 }, [x30], x4
ld2.4s { v28, v29 }, [x29]
ld2.4s { v9, v10 }, [x27]
ld2.4s { v4, v5 }, [x30]
ld2.4s { v5, v6 }, [x14]
ld2.4s { v3, v4 }, [x21], x17
ld2.4s { v23, v24 }, [x22], x23
ld2.4s { v11, v12 }, [x16], x15
ld2.4s { v5, v6 }, [x20], x1
ld2.8b { v30, v31 }, [x18]
ld2.8b { v21, v22 }, [x6]
ld2.8b { v21, v22 }, [x16]
ld2.8b { v17, v18 }, [x4]
ld2.8b { v9, v10 }, [x14], x23
ld2.8b { v29, v30 }, [x2], x26
ld2.8b { v0, v1 }, [x29], x6
ld2.8b { v5, v6 }, [x22], x9
ld2.8h { v6, v7 }, [x11]
ld2.8h { v5, v6 }, [x24]
ld2.8h { v18, v19 }, [x18]
ld2.8h { v13, v14 }, [x5]
ld2.8h { v20, v21 }, [x23], x20
ld2.8h { v17, v18 }, [x21], x12
ld2.8h { v15, v16 }, [x18], x27
ld2.8h { v28, v29 }, [x11], x24
ld3r.16b { v3, v4, v5 }, [x21]
ld3r.16b { v21, v22, v23 }, [x9]
ld3r.16b { v25, v26, v27 }, [x23]
ld3r.16b { v14, v15, v16 }, [x27]
ld3r.16b { v14, v15, v16 }, [sp], x16
ld3r.16b { v30, v31, v0 }, [x4], x6
ld3r.16b { v16, v17, v18 }, [x2], x16
ld3r.16b { v29, v30, v31 }, [x10], x28
ld3r.1d { v17, v18, v19 }, [x16]
ld3r.1d { v29, v30, v31 }, [x4]
ld3r.1d { v17, v18, v19 }, [x14]
ld3r.1d { v9, v10, v11 }, [x7]
ld3r.1d { v27, v28, v29 }, [x7], x4
ld3r.1d { v22, v23, v24 }, [x10], x16
ld3r.1d { v8, v9, v10 }, [x11], x12
ld3r.1d { v31, v0, v1 }, [x0], x15
ld3r.2d { v1, v2, v3 }, [x16]
ld3r.2d { v2, v3, v4 }, [x24]
ld3r.2d { v12, v13, v14 }, [x14]
ld3r.2d { v7, v8, v9 }, [x19]
ld3r.2d { v17, v18, v19 }, [x10], x22
ld3r.2d { v10, v11, v12 }, [x6], x5
ld3r.2d { v21, v22, v23 }, [x15], x3
ld3r.2d { v22, v23, v24 }, [x21], x0
ld3r.2s { v28, v29, v30 }, [x19]
ld3r.2s { v12, v13, v14 }, [x25]
ld3r.2s { v4, v5, v6 }, [x10]
ld3r.2s { v27, v28, v29 }, [x3]
ld3r.2s { v1, v2, v3 }, [x13], x27
ld3r.2s { v27, v28, v29 }, [x3], x4
ld3r.2s { v27, v28, v29 }, [x28], #12
ld3r.2s { v20, v21, v22 }, [x29], x10
ld3r.4h { v26, v27, v28 }, [x30]
ld3r.4h { v26, v27, v28 }, [x13]
ld3r.4h { v20, v21, v22 }, [x15]
ld3r.4h { v3, v4, v5 }, [x20]
ld3r.4h { v23, v24, v25 }, [x29], x4
ld3r.4h { v31, v0, v1 }, [x6], x13
ld3r.4h { v16, v17, v18 }, [x21], x13
ld3r.4h { v29, v30, v31 }, [x15], x3
ld3r.4s { v18, v19, v20 }, [x5]
ld3r.4s { v1, v2, v3 }, [x12]
ld3r.4s { v24, v25, v26 }, [x1]
ld3r.4s { v23, v24, v25 }, [x9]
ld3r.4s { v4, v5, v6 }, [x9], x19
ld3r.4s { v29, v30, v31 }, [x9], x9
ld3r.4s { v19, v20, v21 }, [x6], x4
ld3r.4s { v17, v18, v19 }, [x2], x27
ld3r.8b { v20, v21, v22 }, [x6]
ld3r.8b { v13, v14, v15 }, [x19]
ld3r.8b { v27, v28, v29 }, [x20]
ld3r.8b { v5, v6, v7 }, [x28]
ld3r.8b { v25, v26, v27 }, [x20], x13
ld3r.8b { v24, v25, v26 }, [x8], x25
ld3r.8b { v23, v24, v25 }, [x26], x23
ld3r.8b { v14, v15, v16 }, [x22], x12
ld3r.8h { v16, v17, v18 }, [x4]
ld3r.8h { v17, v18, v19 }, [x30]
ld3r.8h { v6, v7, v8 }, [x14]
ld3r.8h { v9, v10, v11 }, [sp]
ld3r.8h { v27, v28, v29 }, [x14], x6
ld3r.8h { v2, v3, v4 }, [x22], x7
ld3r.8h { v16, v17, v18 }, [x8], x10
ld3r.8h { v28, v29, v30 }, [x8], x6
ld3.b { v13, v14, v15 }[15], [x4]
ld3.b { v3, v4, v5 }[15], [x8]
ld3.b { v24, v25, v26 }[1], [x6]
ld3.b { v24, v25, v26 }[15], [x13]
ld3.b { v28, v29, v30 }[0], [x12], x22
ld3.b { v13, v14, v15 }[10], [x10], x5
ld3.b { v15, v16, v17 }[6], [x27], x4
ld3.b { v15, v16, v17 }[0], [x27], x26
ld3.d { v29, v30, v31 }[0], [x13]
ld3.d { v30, v31, v0 }[0], [x5]
ld3.d { v17, v18, v19 }[1], [x17]
ld3.d { v17, v18, v19 }[1], [x5]
ld3.d { v23, v24, v25 }[1], [x15], x22
ld3.d { v30, v31, v0 }[1], [x2], #24
ld3.d { v12, v13, v14 }[1], [x5], x8
ld3.d { v30, v31, v0 }[0], [x0], x8
ld3.h { v26, v27, v28 }[0], [sp]
ld3.h { v1, v2, v3 }[0], [x22]
ld3.h { v13, v14, v15 }[4], [x5]
ld3.h { v8, v9, v10 }[3], [x11]
ld3.h { v19, v20, v21 }[7], [x11], x19
ld3.h { v12, v13, v14 }[7], [x26], x17
ld3.h { v2, v3, v4 }[4], [x26], x22
ld3.h { v17, v18, v19 }[7], [x17], x27
ld3.s { v0, v1, v2 }[3], [x19]
ld3.s { v6, v7, v8 }[3], [x0]
ld3.s { v22, v23, v24 }[2], [x2]
ld3.s { v13, v14, v15 }[2], [x16]
ld3.s { v21, v22, v23 }[2], [x1], x24
ld3.s { v4, v5, v6 }[0], [x27], x6
ld3.s { v25, v26, v27 }[1], [x28], x25
ld3.s { v19, v20, v21 }[3], [x21], x6
ld3.16b { v9, v10, v11 }, [x9]
ld3.16b { v30, v31, v0 }, [x10]
ld3.16b { v19, v20, v21 }, [x4]
ld3.16b { v23, v24, v25 }, [x20]
ld3.16b { v29, v30, v31 }, [x15], x23
ld3.16b { v14, v15, v16 }, [x26], x11
ld3.16b { v26, v27, v28 }, [x6], x12
ld3.16b { v20, v21, v22 }, [x1], x5
ld3.2d { v25, v26, v27 }, [x10]
ld3.2d { v13, v14, v15 }, [x20]
ld3.2d { v10, v11, v12 }, [x9]
ld3.2d { v3, v4, v5 }, [x9]
ld3.2d { v19, v20, v21 }, [x23], x17
ld3.2d { v4, v5, v6 }, [x6], x25
ld3.2d { v26, v27, v28 }, [x20], x25
ld3.2d { v14, v15, v16 }, [x23], x0
ld3.2s { v6, v7, v8 }, [x7]
ld3.2s { v19, v20, v21 }, [x19]
ld3.2s { v0, v1, v2 }, [sp]
ld3.2s { v28, v29, v30 }, [sp]
ld3.2s { v26, v27, v28 }, [x10], x2
ld3.2s { v30, v31, v0 }, [x5], x22
ld3.2s { v29, v30, v31 }, [sp], x16
ld3.2s { v3, v4, v5 }, [x13], x29
ld3.4h { v8, v9, v10 }, [x3]
ld3.4h { v14, v15, v16 }, [x14]
ld3.4h { v15, v16, v17 }, [x9]
ld3.4h { v8, v9, v10 }, [x12]
ld3.4h { v0, v1, v2 }, [x5], x5
ld3.4h { v1, v2, v3 }, [x2], x4
ld3.4h { v20, v21, v22 }, [x7], x24
ld3.4h { v4, v5, v6 }, [x26], x20
ld3.4s { v6, v7, v8 }, [x4]
ld3.4s { v19, v20, v21 }, [x24]
ld3.4s { v0, v1, v2 }, [x13]
ld3.4s { v11, v12, v13 }, [x29]
ld3.4s { v10, v11, v12 }, [sp], #48
ld3.4s { v5, v6, v7 }, [x27], x3
ld3.4s { v20, v21, v22 }, [x17], x18
ld3.4s { v30, v31, v0 }, [x27], x14
ld3.8b { v25, v26, v27 }, [x7]
ld3.8b { v1, v2, v3 }, [x1]
ld3.8b { v26, v27, v28 }, [x7]
ld3.8b { v11, v12, v13 }, [x29]
ld3.8b { v25, v26, v27 }, [x17], x10
ld3.8b { v31, v0, v1 }, [x20], x19
ld3.8b { v17, v18, v19 }, [x28], #24
ld3.8b { v22, v23, v24 }, [x14], x30
ld3.8h { v5, v6, v7 }, [x17]
ld3.8h { v23, v24, v25 }, [x16]
ld3.8h { v24, v25, v26 }, [x9]
ld3.8h { v8, v9, v10 }, [sp]
ld3.8h { v29, v30, v31 }, [x18], x27
ld3.8h { v21, v22, v23 }, [x14], x16
ld3.8h { v12, v13, v14 }, [x24], x24
ld3.8h { v21, v22, v23 }, [x2], x12
ld4r.16b { v11, v12, v13, v14 }, [x24]
ld4r.16b { v28, v29, v30, v31 }, [x1]
ld4r.16b { v3, v4, v5, v6 }, [x24]
ld4r.16b { v5, v6, v7, v8 }, [x17]
ld4r.16b { v13, v14, v15, v16 }, [x16], x29
ld4r.16b { v31, v0, v1, v2 }, [x15], x17
ld4r.16b { v25, v26, v27, v28 }, [x13], x6
ld4r.16b { v2, v3, v4, v5 }, [x29], x6
ld4r.1d { v26, v27, v28, v29 }, [x28]
ld4r.1d { v13, v14, v15, v16 }, [x9]
ld4r.1d { v26, v27, v28, v29 }, [x27]
ld4r.1d { v0, v1, v2, v3 }, [x11]
ld4r.1d { v9, v10, v11, v12 }, [x5], x22
ld4r.1d { v0, v1, v2, v3 }, [x30], x23
ld4r.1d { v13, v14, v15, v16 }, [x6], x20
ld4r.1d { v28, v29, v30, v31 }, [x7], x16
ld4r.2d { v3, v4, v5, v6 }, [x16]
ld4r.2d { v25, v26, v27, v28 }, [x14]
ld4r.2d { v11, v12, v13, v14 }, [x29]
ld4r.2d { v1, v2, v3, v4 }, [x2], x26
ld4r.2d { v4, v5, v6, v7 }, [x13], x13
ld4r.2d { v13, v14, v15, v16 }, [x7], x29
ld4r.2d { v18, v19, v20, v21 }, [x0], x21
ld4r.2s { v19, v20, v21, v22 }, [x11]
ld4r.2s { v20, v21, v22, v23 }, [x7]
ld4r.2s { v12, v13, v14, v15 }, [x0]
ld4r.2s { v6, v7, v8, v9 }, [x4]
ld4r.2s { v8, v9, v10, v11 }, [x4], x22
ld4r.2s { v11, v12, v13, v14 }, [x22], x23
ld4r.2s { v4, v5, v6, v7 }, [x17], x8
ld4r.2s { v23, v24, v25, v26 }, [x9], x19
ld4r.4h { v14, v15, v16, v17 }, [x2]
ld4r.4h { v3, v4, v5, v6 }, [x12]
ld4r.4h { v10, v11, v12, v13 }, [x25]
ld4r.4h { v1, v2, v3, v4 }, [x10]
ld4r.4h { v3, v4, v5, v6 }, [x28], x11
ld4r.4h { v29, v30, v31, v0 }, [x27], x16
ld4r.4h { v24, v25, v26, v27 }, [x17], x26
ld4r.4h { v29, v30, v31, v0 }, [x9], x0
ld4r.4s { v17, v18, v19, v20 }, [x21]
ld4r.4s { v4, v5, v6, v7 }, [x25]
ld4r.4s { v13, v14, v15, v16 }, [x29]
ld4r.4s { v1, v2, v3, v4 }, [x2]
ld4r.4s { v5, v6, v7, v8 }, [x15], x16
ld4r.4s { v23, v24, v25, v26 }, [x20], x11
ld4r.4s { v18, v19, v20, v21 }, [x25], x12
ld4r.4s { v8, v9, v10, v11 }, [x29], x16
ld4r.8b { v3, v4, v5, v6 }, [x23]
ld4r.8b { v16, v17, v18, v19 }, [sp]
ld4r.8b { v15, v16, v17, v18 }, [x2]
ld4r.8b { v24, v25, v26, v27 }, [x24]
ld4r.8b { v31, v0, v1, v2 }, [x15], x29
ld4r.8b { v22, v23, v24, v25 }, [x28], x10
ld4r.8b { v10, v11, v12, v13 }, [x22], x14
ld4r.8b { v4, v5, v6, v7 }, [x21], x17
ld4r.8h { v18, v19, v20, v21 }, [x17]
ld4r.8h { v21, v22, v23, v24 }, [x23]
ld4r.8h { v21, v22, v23, v24 }, [x13]
ld4r.8h { v28, v29, v30, v31 }, [x0]
ld4r.8h { v25, v26, v27, v28 }, [x17], x12
ld4r.8h { v6, v7, v8, v9 }, [x13], x30
ld4r.8h { v6, v7, v8, v9 }, [x22], x22
ld4r.8h { v16, v17, v18, v19 }, [x29], x10
ld4.b { v25, v26, v27, v28 }[11], [x26]
ld4.b { v8, v9, v10, v11 }[3], [x29]
ld4.b { v6, v7, v8, v9 }[4], [x28]
ld4.b { v16, v17, v18, v19 }[9], [x23]
ld4.b { v7, v8, v9, v10 }[8], [x9], x15
ld4.b { v21, v22, v23, v24 }[0], [x20], x20
ld4.b { v29, v30, v31, v0 }[14], [sp], x8
ld4.b { v6, v7, v8, v9 }[11], [x19], x14
ld4.d { v1, v2, v3, v4 }[0], [x16]
ld4.d { v14, v15, v16, v17 }[1], [x1]
ld4.d { v23, v24, v25, v26 }[1], [x13]
ld4.d { v1, v2, v3, v4 }[0], [x4]
ld4.d { v3, v4, v5, v6 }[1], [x23], x5
ld4.d { v7, v8, v9, v10 }[0], [x22], x30
ld4.d { v25, v26, v27, v28 }[0], [x20], x18
ld4.d { v14, v15, v16, v17 }[0], [x26], x2
ld4.h { v3, v4, v5, v6 }[0], [x0]
ld4.h { v8, v9, v10, v11 }[1], [x14]
ld4.h { v17, v18, v19, v20 }[0], [x21]
ld4.h { v16, v17, v18, v19 }[3], [x28]
ld4.h { v21, v22, v23, v24 }[3], [x16], x7
ld4.h { v19, v20, v21, v22 }[1], [x15], x3
ld4.h { v20, v21, v22, v23 }[6], [x25], x13
ld4.h { v13, v14, v15, v16 }[0], [x17], x19
ld4.s { v30, v31, v0, v1 }[1], [x6]
ld4.s { v1, v2, v3, v4 }[0], [x24]
ld4.s { v14, v15, v16, v17 }[0], [x3]
ld4.s { v23, v24, v25, v26 }[2], [x28]
ld4.s { v9, v10, v11, v12 }[3], [x11], x24
ld4.s { v27, v28, v29, v30 }[0], [x25], x4
ld4.s { v8, v9, v10, v11 }[0], [x17], x10
ld4.s { v15, v16, v17, v18 }[1], [x29], x29
ld4.16b { v10, v11, v12, v13 }, [x10]
ld4.16b { v18, v19, v20, v21 }, [x13]
ld4.16b { v13, v14, v15, v16 }, [x20]
ld4.16b { v4, v5, v6, v7 }, [x29]
ld4.16b { v30, v31, v0, v1 }, [x27], x2
ld4.16b { v14, v15, v16, v17 }, [x9], x8
ld4.16b { v17, v18, v19, v20 }, [x9], x3
ld4.16b { v14, v15, v16, v17 }, [x21], x7
ld4.2d { v14, v15, v16, v17 }, [x24]
ld4.2d { v24, v25, v26, v27 }, [x20]
ld4.2d { v4, v5, v6, v7 }, [x21]
ld4.2d { v30, v31, v0, v1 }, [x17]
ld4.2d { v18, v19, v20, v21 }, [x18], x20
ld4.2d { v0, v1, v2, v3 }, [x1], x10
ld4.2d { v14, v15, v16, v17 }, [x22], x19
ld4.2d { v30, v31, v0, v1 }, [x16], x18
ld4.2s { v5, v6, v7, v8 }, [x14]
ld4.2s { v25, v26, v27, v28 }, [x21]
ld4.2s { v12, v13, v14, v15 }, [x19]
ld4.2s { v2, v3, v4, v5 }, [x4]
ld4.2s { v10, v11, v12, v13 }, [x26], x27
ld4.2s { v18, v19, v20, v21 }, [x0], x0
ld4.2s { v19, v20, v21, v22 }, [x2], x5
ld4.2s { v22, v23, v24, v25 }, [x20], x12
ld4.4h { v31, v0, v1, v2 }, [x1]
ld4.4h { v19, v20, v21, v22 }, [x8]
ld4.4h { v31, v0, v1, v2 }, [x21]
ld4.4h { v12, v13, v14, v15 }, [x7]
ld4.4h { v19, v20, v21, v22 }, [x14], x25
ld4.4h { v12, v13, v14, v15 }, [sp], x12
ld4.4h { v14, v15, v16, v17 }, [x3], x4
ld4.4h { v22, v23, v24, v25 }, [x14], x0
ld4.4s { v5, v6, v7, v8 }, [x29]
ld4.4s { v8, v9, v10, v11 }, [x30]
ld4.4s { v30, v31, v0, v1 }, [x27]
ld4.4s { v20, v21, v22, v23 }, [x2]
ld4.4s { v12, v13, v14, v15 }, [x20], x10
ld4.4s { v21, v22, v23, v24 }, [x11], x20
ld4.4s { v2, v3, v4, v5 }, [x8], x0
ld4.4s { v31, v0, v1, v2 }, [x20], x5
ld4.8b { v15, v16, v17, v18 }, [x14]
ld4.8b { v25, v26, v27, v28 }, [x0]
ld4.8b { v19, v20, v21, v22 }, [x0]
ld4.8b { v13, v14, v15, v16 }, [x28]
ld4.8b { v24, v25, v26, v27 }, [x18], x27
ld4.8b { v11, v12, v13, v14 }, [x28], x12
ld4.8b { v8, v9, v10, v11 }, [x20], x1
ld4.8b { v7, v8, v9, v10 }, [x14], x23
ld4.8h { v30, v31, v0, v1 }, [x29]
ld4.8h { v9, v10, v11, v12 }, [x16]
ld4.8h { v7, v8, v9, v10 }, [x30]
ld4.8h { v11, v12, v13, v14 }, [x13]
ld4.8h { v6, v7, v8, v9 }, [x10], x30
ld4.8h { v4, v5, v6, v7 }, [x20], x27
ld4.8h { v17, v18, v19, v20 }, [x25], x10
ld4.8h { v30, v31, v0, v1 }, [x19], x20
mla.2s v19, v15, v27[0]
mla.2s v20, v16, v19[0]
mla.2s v13, v11, v30[0]
mla.2s v26, v12, v23[0]
mla.4h v30, v24, v11[2]
mla.4h v20, v1, v13[5]
mla.4h v23, v22, v15[7]
mla.4h v16, v4, v4[7]
mla.4s v29, v19, v7[1]
mla.4s v22, v19, v5[0]
mla.4s v2, v29, v6[2]
mla.4s v22, v17, v28[1]
mla.8h v26, v0, v4[1]
mla.8h v24, v27, v12[1]
mla.8h v2, v18, v3[4]
mla.8h v20, v12, v13[7]
mla.16b v18, v2, v7
mla.16b v26, v25, v27
mla.16b v4, v19, v17
mla.16b v3, v3, v18
mla.2s v22, v22, v29
mla.2s v9, v17, v1
mla.2s v13, v20, v17
mla.2s v14, v18, v14
mla.4h v8, v24, v21
mla.4h v16, v4, v3
mla.4h v28, v7, v22
mla.4h v29, v9, v6
mla.4s v8, v14, v9
mla.4s v26, v4, v19
mla.4s v25, v6, v8
mla.4s v14, v24, v28
mla.8b v27, v2, v19
mla.8b v28, v5, v11
mla.8b v1, v25, v6
mla.8b v30, v24, v0
mla.8h v12, v16, v12
mla.8h v30, v1, v21
mla.8h v18, v21, v4
mla.8h v10, v11, v2
mls.2s v3, v15, v27[1]
mls.2s v9, v13, v10[1]
mls.2s v4, v15, v19[0]
mls.2s v24, v15, v11[3]
mls.4h v23, v31, v3[7]
mls.4h v16, v25, v3[2]
mls.4h v2, v15, v6[1]
mls.4h v10, v26, v3[7]
mls.4s v30, v25, v14[1]
mls.4s v0, v1, v0[1]
mls.4s v25, v28, v10[1]
mls.4s v0, v9, v9[3]
mls.8h v16, v6, v4[0]
mls.8h v1, v7, v15[0]
mls.8h v4, v30, v5[7]
mls.8h v10, v3, v9[1]
mls.16b v9, v0, v18
mls.16b v31, v2, v14
mls.16b v22, v25, v31
mls.16b v30, v25, v17
mls.2s v25, v25, v0
mls.2s v18, v26, v28
mls.2s v23, v10, v23
mls.2s v31, v22, v27
mls.4h v30, v31, v5
mls.4h v21, v14, v11
mls.4h v3, v21, v10
mls.4h v16, v16, v24
mls.4s v19, v18, v9
mls.4s v6, v28, v21
mls.4s v18, v12, v4
mls.4s v12, v1, v15
mls.8b v0, v10, v7
mls.8b v16, v7, v18
mls.8b v7, v0, v14
mls.8b v16, v29, v19
mls.8h v8, v19, v24
mls.8h v14, v5, v6
mls.8h v25, v23, v7
mls.8h v12, v30, v21
movi.16b v28, #5
movi.16b v1, #97
movi.16b v4, #175
movi.16b v16, #56
movi.2d v12, #0xffffff0000ff00
movi.2d v15, #0xffffff0000000000
movi.2d v9, #0000000000000000
movi.2d v25, #0xffff00000000ff
movi.2s v2, #191
movi.2s v4, #232, lsl #24
movi.2s v26, #43, lsl #16
movi.2s v25, #136, lsl #8
movi.2s v1, #227, msl #16
movi.2s v20, #165, msl #16
movi.2s v4, #223, msl #8
movi.2s v28, #116, msl #8
movi.4h v21, #76, lsl #8
movi.4h v10, #60, lsl #8
movi.4h v6, #184
movi.4h v20, #181
movi.4s v7, #203
movi.4s v0, #1
movi.4s v3, #234
movi.4s v19, #0, lsl #8
movi.4s v24, #184, msl #16
movi.4s v30, #167, msl #8
movi.4s v26, #0, msl #8
movi.4s v28, #205, msl #16
movi.8b v4, #81
movi.8b v30, #67
movi.8b v5, #246
movi.8b v24, #1
movi.8h v31, #0, lsl #8
movi.8h v11, #227, lsl #8
movi.8h v2, #42
movi.8h v24, #27, lsl #8
mul.2s v23, v4, v5[2]
mul.2s v16, v18, v8[2]
mul.2s v14, v20, v22[2]
mul.2s v3, v26, v23[2]
mul.4h v4, v5, v14[0]
mul.4h v29, v9, v7[3]
mul.4h v29, v30, v4[0]
mul.4h v1, v15, v1[0]
mul.4s v12, v9, v2[1]
mul.4s v27, v2, v14[1]
mul.4s v24, v15, v31[1]
mul.4s v12, v24, v14[0]
mul.8h v21, v22, v10[0]
mul.8h v2, v10, v6[6]
mul.8h v19, v24, v12[5]
mul.8h v6, v2, v6[1]
mul.16b v24, v8, v0
mul.16b v4, v18, v23
mul.16b v4, v6, v4
mul.16b v19, v15, v17
mul.2s v16, v14, v11
mul.2s v23, v17, v26
mul.2s v28, v25, v5
mul.2s v5, v23, v16
mul.4h v17, v22, v29
mul.4h v1, v4, v12
mul.4h v24, v28, v2
mul.4h v9, v2, v18
mul.4s v9, v15, v26
mul.4s v2, v0, v20
mul.4s v10, v4, v11
mul.4s v24, v7, v6
mul.8b v1, v13, v18
mul.8b v7, v2, v28
mul.8b v4, v5, v15
mul.8b v13, v28, v16
mul.8h v23, v5, v13
mul.8h v7, v13, v9
mul.8h v12, v10, v15
mul.8h v24, v24, v1
mvni.2s v25, #10
mvni.2s v8, #177, lsl #8
mvni.2s v1, #2, lsl #16
mvni.2s v1, #255
mvni.2s v16, #92, msl #8
mvni.2s v16, #1, msl #16
mvni.2s v29, #154, msl #16
mvni.2s v22, #243, msl #8
mvni.4h v23, #2
mvni.4h v25, #47, lsl #8
mvni.4h v31, #133
mvni.4h v29, #37, lsl #8
mvni.4s v8, #255, lsl #16
mvni.4s v4, #0
mvni.4s v24, #198
mvni.4s v20, #204, lsl #8
mvni.4s v15, #220, msl #8
mvni.4s v25, #75, msl #8
mvni.4s v11, #0, msl #8
mvni.4s v26, #113, msl #16
mvni.8h v24, #180, lsl #8
mvni.8h v13, #66
mvni.8h v5, #126, lsl #8
mvni.8h v1, #40
neg.16b v5, v20
neg.16b v22, v7
neg.16b v17, v7
neg.16b v14, v25
neg.2d v15, v3
neg.2d v2, v8
neg.2d v25, v6
neg.2d v0, v20
neg.2s v30, v29
neg.2s v4, v8
neg.2s v29, v13
neg.2s v3, v1
neg.4h v15, v18
neg.4h v15, v27
neg.4h v10, v8
neg.4h v25, v30
neg.4s v12, v15
neg.4s v6, v10
neg.4s v24, v12
neg.4s v8, v18
neg.8b v12, v31
neg.8b v3, v8
neg.8b v21, v23
neg.8b v2, v0
neg.8h v30, v29
neg.8h v3, v26
neg.8h v24, v24
neg.8h v4, v18
mvn.16b v1, v11
mvn.16b v25, v25
mvn.16b v18, v5
mvn.16b v21, v2
mvn.8b v17, v15
mvn.8b v6, v9
mvn.8b v1, v9
mvn.8b v23, v5
orn.16b v24, v29, v18
orn.16b v13, v27, v6
orn.16b v20, v7, v24
orn.16b v2, v24, v7
orn.8b v9, v30, v29
orn.8b v6, v10, v31
orn.8b v15, v1, v5
orn.8b v9, v8, v7
orr.2s v30, #122, lsl #16
orr.2s v6, #126, lsl #8
orr.2s v21, #215, lsl #16
orr.2s v4, #0, lsl #24
orr.4h v26, #1
orr.4h v31, #0
orr.4h v14, #149, lsl #8
orr.4h v18, #11
orr.4s v31, #242
orr.4s v14, #203, lsl #8
orr.4s v24, #47
orr.4s v21, #253, lsl #24
orr.8h v25, #209, lsl #8
orr.8h v5, #7
orr.8h v22, #48
orr.8h v14, #114
orr.16b v29, v0, v22
mov.16b v8, v2
orr.16b v3, v19, v21
mov.16b v12, v11
orr.8b v9, v29, v30
mov.8b v21, v6
orr.8b v19, v31, v10
mov.8b v12, v10
pmull.8h v17, v20, v16
pmull.8h v8, v30, v17
pmull.8h v5, v0, v3
pmull.8h v22, v11, v29
pmull2.8h v8, v20, v16
pmull2.8h v30, v12, v16
pmull2.8h v2, v9, v23
pmull2.8h v2, v29, v23
pmul.16b v5, v24, v5
pmul.16b v21, v29, v21
pmul.16b v31, v13, v25
pmul.16b v30, v23, v18
pmul.8b v16, v6, v7
pmul.8b v24, v31, v24
pmul.8b v21, v23, v29
pmul.8b v7, v12, v23
raddhn.2s v14, v25, v19
raddhn.2s v31, v14, v10
raddhn.2s v13, v17, v12
raddhn.2s v10, v2, v15
raddhn2.4s v1, v16, v11
raddhn2.4s v21, v5, v9
raddhn2.4s v17, v17, v14
raddhn2.4s v2, v19, v24
raddhn.4h v20, v10, v10
raddhn.4h v6, v9, v6
raddhn.4h v31, v8, v21
raddhn.4h v30, v3, v29
raddhn2.8h v5, v19, v15
raddhn2.8h v14, v23, v15
raddhn2.8h v19, v5, v18
raddhn2.8h v8, v2, v18
raddhn.8b v9, v10, v12
raddhn.8b v1, v20, v21
raddhn.8b v4, v29, v29
raddhn.8b v28, v5, v2
raddhn2.16b v16, v8, v21
raddhn2.16b v11, v1, v8
raddhn2.16b v29, v17, v27
raddhn2.16b v24, v25, v24
rbit.16b v6, v19
rbit.16b v10, v30
rbit.16b v14, v25
rbit.16b v5, v18
rbit.8b v0, v0
rbit.8b v17, v17
rbit.8b v11, v15
rbit.8b v12, v19
rev16.16b v11, v18
rev16.16b v26, v8
rev16.16b v26, v2
rev16.16b v29, v16
rev16.8b v0, v2
rev16.8b v8, v12
rev16.8b v31, v5
rev16.8b v12, v1
rev32.16b v7, v21
rev32.16b v9, v18
rev32.16b v9, v20
rev32.16b v28, v12
rev32.4h v2, v24
rev32.4h v30, v13
rev32.4h v29, v21
rev32.4h v7, v2
rev32.8b v30, v23
rev32.8b v19, v27
rev32.8b v28, v17
rev32.8b v19, v17
rev32.8h v3, v12
rev32.8h v1, v14
rev32.8h v10, v6
rev32.8h v20, v5
rev64.16b v1, v8
rev64.16b v19, v28
rev64.16b v12, v2
rev64.16b v23, v18
rev64.2s v23, v7
rev64.2s v8, v28
rev64.2s v16, v21
rev64.2s v27, v14
rev64.4h v22, v14
rev64.4h v20, v10
rev64.4h v30, v17
rev64.4h v11, v18
rev64.4s v0, v0
rev64.4s v4, v1
rev64.4s v3, v29
rev64.4s v27, v28
rev64.8b v13, v20
rev64.8b v12, v20
rev64.8b v26, v2
rev64.8b v15, v15
rev64.8h v20, v0
rev64.8h v1, v21
rev64.8h v12, v4
rev64.8h v3, v12
rshrn.2s v7, v21, #9
rshrn.2s v3, v3, #23
rshrn.2s v16, v14, #19
rshrn.2s v2, v6, #10
rshrn2.4s v26, v11, #17
rshrn2.4s v23, v23, #3
rshrn2.4s v12, v31, #16
rshrn2.4s v11, v12, #15
rshrn.4h v6, v6, #16
rshrn.4h v1, v24, #1
rshrn.4h v5, v27, #4
rshrn.4h v26, v29, #5
rshrn2.8h v29, v30, #15
rshrn2.8h v24, v31, #4
rshrn2.8h v12, v28, #1
rshrn2.8h v7, v26, #5
rshrn.8b v8, v18, #5
rshrn.8b v21, v10, #4
rshrn.8b v18, v27, #8
rshrn.8b v8, v19, #4
rshrn2.16b v29, v21, #3
rshrn2.16b v23, v21, #8
rshrn2.16b v23, v12, #6
rshrn2.16b v24, v15, #1
rsubhn.2s v18, v26, v6
rsubhn.2s v14, v25, v3
rsubhn.2s v2, v11, v9
rsubhn.2s v27, v20, v16
rsubhn2.4s v8, v8, v25
rsubhn2.4s v8, v10, v31
rsubhn2.4s v4, v30, v11
rsubhn2.4s v29, v29, v8
rsubhn.4h v22, v31, v13
rsubhn.4h v4, v5, v5
rsubhn.4h v1, v8, v7
rsubhn.4h v14, v4, v3
rsubhn2.8h v2, v1, v0
rsubhn2.8h v6, v27, v2
rsubhn2.8h v30, v7, v1
rsubhn2.8h v0, v5, v16
rsubhn.8b v17, v30, v17
rsubhn.8b v17, v26, v11
rsubhn.8b v12, v19, v25
rsubhn.8b v1, v5, v30
rsubhn2.16b v29, v24, v21
rsubhn2.16b v27, v6, v21
rsubhn2.16b v24, v1, v27
rsubhn2.16b v10, v18, v20
sabal.2d v13, v3, v26
sabal.2d v22, v28, v31
sabal.2d v7, v0, v12
sabal.2d v6, v0, v23
sabal2.2d v30, v15, v29
sabal2.2d v27, v27, v23
sabal2.2d v20, v27, v14
sabal2.2d v5, v17, v24
sabal.4s v13, v3, v20
sabal.4s v11, v9, v21
sabal.4s v23, v26, v29
sabal.4s v30, v6, v11
sabal2.4s v23, v22, v30
sabal2.4s v16, v9, v20
sabal2.4s v15, v24, v20
sabal2.4s v14, v12, v5
sabal.8h v4, v11, v16
sabal.8h v14, v8, v25
sabal.8h v11, v0, v6
sabal.8h v28, v5, v16
sabal2.8h v30, v23, v3
sabal2.8h v4, v15, v23
sabal2.8h v10, v12, v8
sabal2.8h v17, v28, v14
saba.16b v7, v18, v11
saba.16b v19, v28, v8
saba.16b v8, v15, v1
saba.16b v20, v9, v5
saba.2s v2, v8, v27
saba.2s v21, v10, v5
saba.2s v21, v4, v29
saba.2s v0, v16, v12
saba.4h v14, v4, v12
saba.4h v9, v19, v28
saba.4h v16, v12, v24
saba.4h v2, v21, v12
saba.4s v31, v6, v3
saba.4s v5, v16, v31
saba.4s v12, v13, v25
saba.4s v12, v18, v4
saba.8b v22, v4, v9
saba.8b v20, v13, v25
saba.8b v20, v31, v5
saba.8b v9, v27, v22
saba.8h v16, v4, v28
saba.8h v27, v30, v2
saba.8h v26, v6, v4
saba.8h v13, v15, v26
sabdl.2d v21, v20, v3
sabdl.2d v19, v25, v14
sabdl.2d v1, v19, v24
sabdl.2d v17, v23, v30
sabdl2.2d v2, v26, v18
sabdl2.2d v30, v23, v10
sabdl2.2d v17, v4, v10
sabdl2.2d v22, v19, v14
sabdl.4s v16, v15, v31
sabdl.4s v1, v25, v10
sabdl.4s v11, v6, v0
sabdl.4s v19, v29, v13
sabdl2.4s v31, v30, v5
sabdl2.4s v18, v27, v31
sabdl2.4s v30, v2, v11
sabdl2.4s v9, v0, v2
sabdl.8h v4, v13, v18
sabdl.8h v4, v20, v26
sabdl.8h v18, v8, v9
sabdl.8h v17, v26, v16
sabdl2.8h v18, v3, v18
sabdl2.8h v19, v23, v5
sabdl2.8h v26, v21, v27
sabdl2.8h v14, v9, v26
sabd.16b v16, v8, v10
sabd.16b v30, v18, v1
sabd.16b v16, v25, v29
sabd.16b v8, v13, v10
sabd.2s v25, v5, v30
sabd.2s v28, v30, v6
sabd.2s v17, v31, v27
sabd.2s v29, v8, v4
sabd.4h v13, v30, v12
sabd.4h v14, v10, v27
sabd.4h v4, v14, v3
sabd.4h v15, v26, v13
sabd.4s v16, v30, v15
sabd.4s v9, v5, v7
sabd.4s v2, v20, v29
sabd.4s v14, v3, v2
sabd.8b v10, v8, v12
sabd.8b v5, v1, v14
sabd.8b v18, v21, v30
sabd.8b v23, v21, v25
sabd.8h v29, v14, v2
sabd.8h v1, v8, v12
sabd.8h v24, v2, v18
sabd.8h v30, v6, v24
sadalp.1d v18, v17
sadalp.1d v28, v13
sadalp.1d v10, v20
sadalp.1d v20, v31
sadalp.2d v17, v28
sadalp.2d v20, v2
sadalp.2d v9, v13
sadalp.2d v10, v19
sadalp.2s v30, v4
sadalp.2s v7, v29
sadalp.2s v13, v24
sadalp.2s v24, v4
sadalp.4h v27, v16
sadalp.4h v25, v9
sadalp.4h v16, v13
sadalp.4h v5, v13
sadalp.4s v1, v14
sadalp.4s v31, v3
sadalp.4s v27, v24
sadalp.4s v16, v3
sadalp.8h v19, v21
sadalp.8h v22, v25
sadalp.8h v25, v31
sadalp.8h v21, v31
saddlp.1d v23, v30
saddlp.1d v1, v21
saddlp.1d v3, v29
saddlp.1d v3, v11
saddlp.2d v27, v15
saddlp.2d v26, v6
saddlp.2d v31, v0
saddlp.2d v19, v7
saddlp.2s v26, v15
saddlp.2s v1, v2
saddlp.2s v30, v26
saddlp.2s v21, v14
saddlp.4h v14, v12
saddlp.4h v27, v23
saddlp.4h v12, v12
saddlp.4h v27, v31
saddlp.4s v25, v13
saddlp.4s v9, v11
saddlp.4s v23, v1
saddlp.4s v21, v29
saddlp.8h v23, v13
saddlp.8h v20, v14
saddlp.8h v26, v26
saddlp.8h v21, v28
saddlv.16b h17, v30
saddlv.16b h2, v29
saddlv.16b h10, v31
saddlv.16b h4, v6
saddlv.4h s26, v29
saddlv.4h s17, v16
saddlv.4h s17, v12
saddlv.4h s7, v17
saddlv.4s d5, v0
saddlv.4s d27, v6
saddlv.4s d29, v19
saddlv.4s d4, v18
saddlv.8b h8, v9
saddlv.8b h14, v5
saddlv.8b h7, v3
saddlv.8b h3, v27
saddlv.8h s21, v14
saddlv.8h s27, v20
saddlv.8h s14, v8
saddlv.8h s2, v27
saddl.2d v19, v9, v4
saddl.2d v0, v13, v19
saddl.2d v8, v4, v24
saddl.2d v0, v24, v21
saddl2.2d v28, v0, v30
saddl2.2d v30, v24, v30
saddl2.2d v8, v16, v6
saddl2.2d v25, v18, v15
saddl.4s v26, v19, v2
saddl.4s v0, v16, v5
saddl.4s v20, v17, v20
saddl.4s v23, v13, v27
saddl2.4s v16, v3, v16
saddl2.4s v11, v12, v15
saddl2.4s v22, v5, v16
saddl2.4s v26, v29, v28
saddl.8h v8, v13, v0
saddl.8h v14, v14, v13
saddl.8h v18, v31, v3
saddl.8h v28, v6, v7
saddl2.8h v14, v21, v25
saddl2.8h v14, v28, v15
saddl2.8h v2, v15, v12
saddl2.8h v21, v5, v3
saddw.2d v29, v22, v11
saddw.2d v29, v10, v21
saddw.2d v15, v27, v19
saddw.2d v0, v19, v16
saddw2.2d v30, v30, v8
saddw2.2d v8, v25, v19
saddw2.2d v13, v18, v7
saddw2.2d v15, v16, v23
saddw.4s v27, v5, v18
saddw.4s v21, v23, v17
saddw.4s v0, v0, v10
saddw.4s v2, v30, v10
saddw2.4s v14, v12, v14
saddw2.4s v12, v10, v23
saddw2.4s v28, v25, v4
saddw2.4s v13, v17, v6
saddw.8h v29, v18, v19
saddw.8h v25, v9, v6
saddw.8h v5, v12, v11
saddw.8h v7, v11, v27
saddw2.8h v14, v17, v20
saddw2.8h v3, v1, v30
saddw2.8h v27, v14, v31
saddw2.8h v16, v8, v0
scvtf.2d v22, v31, #1
scvtf.2d v2, v18, #10
scvtf.2d v8, v25, #30
scvtf.2d v20, v21, #1
scvtf.2s v13, v21, #31
scvtf.2s v26, v11, #23
scvtf.2s v25, v16, #24
scvtf.2s v1, v2, #29
scvtf.4s v30, v0, #1
scvtf.4s v0, v7, #16
scvtf.4s v0, v3, #6
scvtf.4s v23, v17, #1
scvtf.2d v4, v21
scvtf.2d v0, v19
scvtf.2d v27, v14
scvtf.2d v16, v6
scvtf.2s v30, v26
scvtf.2s v22, v25
scvtf.2s v12, v13
scvtf.2s v18, v27
scvtf.4s v26, v30
scvtf.4s v13, v20
scvtf.4s v6, v22
scvtf.4s v20, v10
shadd.16b v10, v19, v2
shadd.16b v26, v29, v7
shadd.16b v8, v7, v15
shadd.16b v7, v14, v21
shadd.2s v15, v0, v28
shadd.2s v19, v10, v23
shadd.2s v6, v2, v1
shadd.2s v7, v0, v8
shadd.4h v9, v22, v24
shadd.4h v12, v2, v17
shadd.4h v30, v27, v9
shadd.4h v31, v15, v12
shadd.4s v22, v11, v22
shadd.4s v16, v0, v0
shadd.4s v27, v14, v8
shadd.4s v6, v30, v15
shadd.8b v10, v18, v27
shadd.8b v19, v2, v16
shadd.8b v23, v8, v5
shadd.8b v31, v10, v13
shadd.8h v5, v19, v15
shadd.8h v6, v1, v15
shadd.8h v20, v16, v28
shadd.8h v19, v17, v20
shll.2d v0, v12, #32
shll.2d v20, v14, #32
shll.2d v9, v11, #32
shll.2d v8, v23, #32
shll2.2d v1, v26, #32
shll2.2d v21, v13, #32
shll2.2d v0, v12, #32
shll2.2d v31, v25, #32
shll.4s v21, v22, #16
shll.4s v4, v20, #16
shll.4s v30, v27, #16
shll.4s v30, v21, #16
shll2.4s v1, v12, #16
shll2.4s v4, v24, #16
shll2.4s v3, v3, #16
shll2.4s v7, v6, #16
shll.8h v20, v6, #8
shll.8h v14, v5, #8
shll.8h v14, v17, #8
shll.8h v2, v4, #8
shll2.8h v15, v7, #8
shll2.8h v12, v23, #8
shll2.8h v22, v18, #8
shll2.8h v11, v25, #8
shl.16b v3, v3, #1
shl.16b v14, v17, #2
shl.16b v8, v1, #7
shl.16b v30, v5, #2
shl.2d v2, v31, #26
shl.2d v22, v14, #56
shl.2d v19, v18, #48
shl.2d v28, v17, #63
shl.2s v6, v21, #12
shl.2s v20, v1, #5
shl.2s v1, v13, #30
shl.2s v1, v1, #30
shl.4h v24, v4, #15
shl.4h v23, v12, #5
shl.4h v26, v28, #5
shl.4h v18, v24, #8
shl.4s v6, v15, #26
shl.4s v31, v9, #30
shl.4s v0, v1, #15
shl.4s v23, v28, #0
shl.8b v23, v29, #3
shl.8b v26, v1, #5
shl.8b v3, v24, #0
shl.8b v4, v4, #0
shl.8h v15, v21, #15
shl.8h v10, v5, #11
shl.8h v6, v30, #0
shl.8h v16, v0, #9
shrn.2s v2, v24, #15
shrn.2s v11, v12, #11
shrn.2s v3, v6, #3
shrn.2s v25, v26, #15
shrn2.4s v8, v20, #32
shrn2.4s v2, v8, #10
shrn2.4s v15, v14, #21
shrn2.4s v30, v5, #11
shrn.4h v16, v15, #4
shrn.4h v26, v18, #7
shrn.4h v7, v6, #12
shrn.4h v4, v10, #1
shrn2.8h v1, v5, #9
shrn2.8h v11, v31, #1
shrn2.8h v14, v15, #13
shrn2.8h v31, v11, #8
shrn.8b v4, v11, #8
shrn.8b v26, v9, #4
shrn.8b v2, v3, #1
shrn.8b v2, v7, #6
shrn2.16b v3, v5, #4
shrn2.16b v20, v22, #1
shrn2.16b v4, v13, #7
shrn2.16b v22, v29, #8
shsub.16b v2, v26, v17
shsub.16b v25, v29, v26
shsub.16b v23, v2, v24
shsub.16b v20, v16, v7
shsub.2s v25, v4, v2
shsub.2s v26, v27, v17
shsub.2s v10, v26, v10
shsub.2s v5, v13, v0
shsub.4h v20, v9, v18
shsub.4h v30, v17, v27
shsub.4h v21, v6, v12
shsub.4h v22, v29, v0
shsub.4s v9, v20, v1
shsub.4s v30, v4, v12
shsub.4s v15, v6, v20
shsub.4s v28, v16, v14
shsub.8b v5, v11, v28
shsub.8b v24, v21, v3
shsub.8b v8, v11, v21
shsub.8b v19, v3, v10
shsub.8h v0, v6, v8
shsub.8h v23, v20, v16
shsub.8h v3, v29, v21
shsub.8h v5, v3, v17
sli.16b v23, v10, #7
sli.16b v16, v10, #2
sli.16b v27, v0, #4
sli.16b v31, v11, #3
sli.2d v20, v20, #38
sli.2d v24, v6, #0
sli.2d v20, v2, #46
sli.2d v27, v6, #1
sli.2s v29, v6, #2
sli.2s v7, v24, #31
sli.2s v27, v12, #22
sli.2s v2, v15, #14
sli.4h v28, v13, #14
sli.4h v30, v22, #0
sli.4h v24, v14, #7
sli.4h v9, v22, #0
sli.4s v25, v19, #6
sli.4s v5, v0, #20
sli.4s v2, v14, #20
sli.4s v20, v6, #0
sli.8b v10, v9, #0
sli.8b v21, v5, #4
sli.8b v2, v19, #7
sli.8b v16, v3, #3
sli.8h v27, v0, #15
sli.8h v13, v11, #1
sli.8h v5, v14, #2
sli.8h v2, v3, #9
smaxp.16b v26, v10, v3
smaxp.16b v9, v17, v22
smaxp.16b v21, v13, v14
smaxp.16b v26, v15, v10
smaxp.2s v3, v28, v23
smaxp.2s v4, v5, v29
smaxp.2s v1, v15, v24
smaxp.2s v13, v21, v0
smaxp.4h v24, v3, v13
smaxp.4h v9, v9, v18
smaxp.4h v5, v16, v5
smaxp.4h v25, v15, v24
smaxp.4s v22, v24, v17
smaxp.4s v4, v9, v23
smaxp.4s v31, v21, v8
smaxp.4s v16, v29, v31
smaxp.8b v9, v28, v27
smaxp.8b v19, v19, v7
smaxp.8b v28, v5, v8
smaxp.8b v29, v1, v8
smaxp.8h v3, v21, v21
smaxp.8h v12, v1, v1
smaxp.8h v12, v15, v28
smaxp.8h v1, v29, v18
smaxv.16b b13, v9
smaxv.16b b3, v23
smaxv.16b b17, v15
smaxv.16b b19, v26
smaxv.4h h7, v30
smaxv.4h h12, v16
smaxv.4h h22, v25
smaxv.4h h7, v28
smaxv.4s s26, v11
smaxv.4s s1, v0
smaxv.4s s4, v17
smaxv.4s s11, v1
smaxv.8b b30, v29
smaxv.8b b0, v23
smaxv.8b b12, v10
smaxv.8b b16, v30
smaxv.8h h11, v6
smaxv.8h h1, v14
smaxv.8h h1, v8
smaxv.8h h14, v0
smax.16b v3, v28, v25
smax.16b v0, v20, v16
smax.16b v5, v5, v22
smax.16b v25, v0, v23
smax.2s v25, v26, v30
smax.2s v23, v15, v24
smax.2s v3, v22, v16
smax.2s v24, v28, v4
smax.4h v26, v25, v11
smax.4h v3, v6, v14
smax.4h v14, v24, v19
smax.4h v23, v27, v29
smax.4s v28, v29, v14
smax.4s v2, v2, v23
smax.4s v31, v10, v17
smax.4s v8, v31, v4
smax.8b v19, v5, v19
smax.8b v30, v9, v17
smax.8b v5, v25, v11
smax.8b v4, v3, v14
smax.8h v16, v8, v29
smax.8h v8, v16, v26
smax.8h v21, v17, v30
smax.8h v19, v0, v5
sminp.16b v6, v31, v17
sminp.16b v19, v17, v8
sminp.16b v2, v8, v3
sminp.16b v14, v28, v15
sminp.2s v17, v29, v2
sminp.2s v11, v21, v16
sminp.2s v0, v20, v3
sminp.2s v9, v9, v31
sminp.4h v6, v17, v3
sminp.4h v21, v6, v24
sminp.4h v30, v18, v26
sminp.4h v5, v16, v2
sminp.4s v19, v13, v21
sminp.4s v5, v3, v1
sminp.4s v0, v23, v22
sminp.4s v14, v30, v12
sminp.8b v20, v9, v18
sminp.8b v14, v31, v10
sminp.8b v4, v16, v18
sminp.8b v19, v30, v9
sminp.8h v25, v27, v9
sminp.8h v23, v10, v5
sminp.8h v17, v1, v22
sminp.8h v5, v2, v28
sminv.16b b4, v6
sminv.16b b12, v6
sminv.16b b23, v27
sminv.16b b27, v0
sminv.4h h23, v25
sminv.4h h24, v16
sminv.4h h17, v25
sminv.4h h0, v27
sminv.4s s17, v17
sminv.4s s17, v20
sminv.4s s27, v24
sminv.4s s18, v21
sminv.8b b28, v7
sminv.8b b11, v23
sminv.8b b25, v25
sminv.8b b8, v15
sminv.8h h23, v10
sminv.8h h18, v24
sminv.8h h25, v1
sminv.8h h21, v15
smin.16b v20, v31, v12
smin.16b v13, v2, v8
smin.16b v3, v16, v12
smin.16b v19, v1, v19
smin.2s v19, v31, v17
smin.2s v29, v20, v6
smin.2s v11, v8, v28
smin.2s v22, v15, v27
smin.4h v31, v18, v29
smin.4h v1, v23, v14
smin.4h v5, v0, v20
smin.4h v24, v18, v23
smin.4s v6, v8, v0
smin.4s v24, v14, v29
smin.4s v11, v20, v29
smin.4s v10, v9, v2
smin.8b v4, v16, v14
smin.8b v3, v27, v2
smin.8b v19, v5, v8
smin.8b v1, v10, v14
smin.8h v4, v12, v7
smin.8h v22, v27, v7
smin.8h v11, v17, v29
smin.8h v28, v3, v3
smlal.2d v14, v6, v7[3]
smlal.2d v30, v20, v23[3]
smlal.2d v10, v1, v19[1]
smlal.2d v3, v29, v31[0]
smlal2.2d v22, v16, v29[2]
smlal2.2d v26, v0, v24[2]
smlal2.2d v28, v26, v19[1]
smlal2.2d v8, v27, v24[3]
smlal.4s v23, v10, v13[3]
smlal.4s v12, v28, v12[0]
smlal.4s v21, v13, v5[6]
smlal.4s v10, v19, v5[0]
smlal2.4s v12, v1, v13[2]
smlal2.4s v6, v31, v14[1]
smlal2.4s v10, v27, v10[6]
smlal2.4s v6, v21, v11[1]
smlal.2d v21, v5, v19
smlal.2d v4, v22, v27
smlal.2d v18, v10, v22
smlal.2d v4, v24, v8
smlal2.2d v29, v10, v20
smlal2.2d v20, v4, v21
smlal2.2d v26, v23, v6
smlal2.2d v2, v31, v0
smlal.4s v20, v2, v26
smlal.4s v7, v27, v30
smlal.4s v28, v28, v16
smlal.4s v26, v28, v27
smlal2.4s v25, v30, v16
smlal2.4s v28, v11, v0
smlal2.4s v2, v8, v13
smlal2.4s v6, v9, v25
smlal.8h v0, v12, v24
smlal.8h v24, v13, v9
smlal.8h v0, v7, v3
smlal.8h v10, v16, v1
smlal2.8h v14, v14, v1
smlal2.8h v10, v27, v18
smlal2.8h v11, v23, v15
smlal2.8h v23, v10, v11
smlsl.2d v21, v28, v3[0]
smlsl.2d v28, v23, v28[3]
smlsl.2d v9, v9, v14[0]
smlsl.2d v28, v11, v9[0]
smlsl2.2d v13, v26, v31[3]
smlsl2.2d v24, v19, v27[1]
smlsl2.2d v11, v7, v8[2]
smlsl2.2d v21, v12, v1[3]
smlsl.4s v2, v15, v2[7]
smlsl.4s v19, v4, v0[4]
smlsl.4s v22, v19, v9[7]
smlsl.4s v16, v7, v1[4]
smlsl2.4s v4, v21, v8[1]
smlsl2.4s v7, v12, v14[7]
smlsl2.4s v17, v11, v12[0]
smlsl2.4s v0, v7, v6[5]
smlsl.2d v31, v10, v18
smlsl.2d v19, v6, v9
smlsl.2d v7, v18, v7
smlsl.2d v20, v13, v27
smlsl2.2d v17, v3, v22
smlsl2.2d v31, v23, v17
smlsl2.2d v31, v25, v2
smlsl2.2d v6, v20, v22
smlsl.4s v2, v22, v19
smlsl.4s v31, v1, v31
smlsl.4s v3, v3, v14
smlsl.4s v3, v5, v2
smlsl2.4s v27, v2, v6
smlsl2.4s v25, v3, v20
smlsl2.4s v14, v7, v7
smlsl2.4s v1, v28, v30
smlsl.8h v18, v26, v29
smlsl.8h v1, v15, v16
smlsl.8h v28, v0, v3
smlsl.8h v30, v5, v22
smlsl2.8h v28, v9, v11
smlsl2.8h v11, v15, v7
smlsl2.8h v17, v4, v12
smlsl2.8h v15, v6, v1
smov.b w21, v16[1]
smov.b w9, v27[11]
smov.b w24, v22[8]
smov.b w26, v3[12]
smov.h w21, v21[6]
smov.h w27, v16[5]
smov.h w17, v26[0]
smov.h w20, v20[6]
smov.b x19, v22[9]
smov.b xzr, v5[7]
smov.b x5, v0[1]
smov.b x3, v29[0]
smov.h x23, v11[4]
smov.h x3, v25[3]
smov.h x2, v31[2]
smov.h x28, v9[0]
smov.s x2, v27[1]
smov.s x23, v18[2]
smov.s x3, v3[1]
smov.s x25, v29[1]
smull.2d v18, v16, v31[0]
smull.2d v13, v12, v18[1]
smull.2d v24, v12, v6[1]
smull.2d v4, v8, v14[1]
smull2.2d v10, v5, v10[0]
smull2.2d v8, v23, v19[3]
smull2.2d v31, v16, v29[3]
smull2.2d v25, v0, v15[2]
smull.4s v23, v17, v1[5]
smull.4s v25, v21, v4[6]
smull.4s v25, v18, v3[0]
smull.4s v25, v13, v7[0]
smull2.4s v27, v18, v4[4]
smull2.4s v1, v12, v3[2]
smull2.4s v28, v22, v13[4]
smull2.4s v19, v12, v8[7]
smull.2d v7, v26, v19
smull.2d v14, v27, v23
smull.2d v4, v12, v9
smull.2d v18, v4, v2
smull2.2d v21, v5, v24
smull2.2d v6, v1, v22
smull2.2d v31, v26, v19
smull2.2d v0, v19, v3
smull.4s v30, v23, v23
smull.4s v4, v11, v13
smull.4s v8, v24, v19
smull.4s v25, v21, v22
smull2.4s v25, v22, v19
smull2.4s v16, v29, v7
smull2.4s v11, v12, v1
smull2.4s v29, v3, v22
smull.8h v2, v5, v28
smull.8h v1, v21, v14
smull.8h v26, v13, v5
smull.8h v7, v14, v22
smull2.8h v28, v26, v10
smull2.8h v8, v19, v8
smull2.8h v5, v4, v7
smull2.8h v15, v18, v30
sqabs.16b v26, v24
sqabs.16b v14, v16
sqabs.16b v31, v10
sqabs.16b v30, v20
sqabs.2d v12, v22
sqabs.2d v31, v12
sqabs.2d v0, v6
sqabs.2d v13, v29
sqabs.2s v3, v4
sqabs.2s v19, v15
sqabs.2s v16, v3
sqabs.2s v31, v3
sqabs.4h v26, v22
sqabs.4h v1, v26
sqabs.4h v10, v2
sqabs.4h v26, v7
sqabs.4s v2, v19
sqabs.4s v17, v7
sqabs.4s v9, v0
sqabs.4s v22, v3
sqabs.8b v26, v15
sqabs.8b v23, v14
sqabs.8b v26, v17
sqabs.8b v17, v17
sqabs.8h v8, v10
sqabs.8h v24, v11
sqabs.8h v4, v31
sqabs.8h v31, v19
sqadd.16b v12, v0, v5
sqadd.16b v18, v3, v21
sqadd.16b v8, v24, v23
sqadd.16b v10, v4, v21
sqadd.2d v25, v7, v23
sqadd.2d v4, v23, v23
sqadd.2d v22, v6, v19
sqadd.2d v21, v15, v1
sqadd.2s v23, v15, v25
sqadd.2s v9, v28, v25
sqadd.2s v10, v26, v12
sqadd.2s v21, v27, v29
sqadd.4h v2, v8, v0
sqadd.4h v5, v3, v19
sqadd.4h v29, v4, v21
sqadd.4h v24, v9, v2
sqadd.4s v27, v0, v7
sqadd.4s v24, v7, v20
sqadd.4s v16, v30, v8
sqadd.4s v15, v22, v12
sqadd.8b v22, v13, v22
sqadd.8b v11, v26, v8
sqadd.8b v30, v24, v13
sqadd.8b v29, v28, v27
sqadd.8h v28, v31, v17
sqadd.8h v3, v12, v8
sqadd.8h v17, v1, v14
sqadd.8h v11, v28, v29
sqdmlal.h s31, h13, v13[1]
sqdmlal.h s31, h16, v10[0]
sqdmlal.h s28, h4, v13[0]
sqdmlal.h s27, h21, v0[6]
sqdmlal.s d1, s9, v27[0]
sqdmlal.s d19, s24, v11[3]
sqdmlal.s d8, s31, v12[0]
sqdmlal.s d19, s3, v14[0]
sqdmlal.2d v25, v18, v3[1]
sqdmlal.2d v11, v19, v30[0]
sqdmlal.2d v15, v3, v7[3]
sqdmlal.2d v11, v18, v24[0]
sqdmlal2.2d v13, v27, v7[3]
sqdmlal2.2d v13, v8, v0[0]
sqdmlal2.2d v14, v12, v15[0]
sqdmlal2.2d v30, v5, v5[3]
sqdmlal.4s v28, v8, v3[7]
sqdmlal.4s v17, v19, v10[6]
sqdmlal.4s v2, v1, v10[5]
sqdmlal.4s v26, v9, v14[0]
sqdmlal2.4s v19, v25, v1[2]
sqdmlal2.4s v26, v25, v13[3]
sqdmlal2.4s v24, v23, v5[0]
sqdmlal2.4s v25, v3, v2[1]
sqdmlal.2d v7, v17, v12
sqdmlal.2d v4, v15, v14
sqdmlal.2d v2, v11, v2
sqdmlal.2d v1, v29, v15
sqdmlal2.2d v11, v17, v27
sqdmlal2.2d v14, v18, v19
sqdmlal2.2d v1, v7, v2
sqdmlal2.2d v28, v6, v18
sqdmlal.4s v26, v3, v0
sqdmlal.4s v31, v13, v29
sqdmlal.4s v17, v27, v28
sqdmlal.4s v18, v5, v8
sqdmlal2.4s v5, v14, v20
sqdmlal2.4s v19, v23, v16
sqdmlal2.4s v11, v12, v29
sqdmlal2.4s v9, v27, v9
sqdmlsl.h s13, h13, v6[0]
sqdmlsl.h s10, h8, v0[2]
sqdmlsl.h s9, h27, v2[1]
sqdmlsl.h s14, h24, v0[0]
sqdmlsl.s d26, s0, v21[1]
sqdmlsl.s d2, s26, v18[3]
sqdmlsl.s d25, s31, v2[2]
sqdmlsl.s d24, s13, v12[0]
sqdmlsl.2d v27, v8, v11[3]
sqdmlsl.2d v2, v22, v26[1]
sqdmlsl.2d v25, v26, v16[1]
sqdmlsl.2d v24, v16, v4[3]
sqdmlsl2.2d v26, v15, v4[0]
sqdmlsl2.2d v15, v14, v2[0]
sqdmlsl2.2d v9, v28, v31[3]
sqdmlsl2.2d v7, v17, v16[1]
sqdmlsl.4s v11, v31, v15[7]
sqdmlsl.4s v24, v25, v12[4]
sqdmlsl.4s v10, v8, v0[5]
sqdmlsl.4s v10, v22, v2[5]
sqdmlsl2.4s v26, v13, v2[7]
sqdmlsl2.4s v8, v13, v9[6]
sqdmlsl2.4s v25, v17, v12[0]
sqdmlsl2.4s v5, v25, v12[1]
sqdmlsl.2d v27, v13, v29
sqdmlsl.2d v16, v15, v11
sqdmlsl.2d v29, v1, v9
sqdmlsl.2d v13, v24, v9
sqdmlsl2.2d v21, v1, v13
sqdmlsl2.2d v14, v9, v4
sqdmlsl2.2d v28, v0, v22
sqdmlsl2.2d v5, v2, v0
sqdmlsl.4s v12, v19, v19
sqdmlsl.4s v2, v15, v19
sqdmlsl.4s v2, v19, v3
sqdmlsl.4s v4, v6, v19
sqdmlsl2.4s v5, v8, v12
sqdmlsl2.4s v19, v23, v31
sqdmlsl2.4s v15, v1, v24
sqdmlsl2.4s v10, v2, v8
sqdmulh.h h29, h28, v1[4]
sqdmulh.h h15, h7, v5[7]
sqdmulh.h h30, h16, v15[6]
sqdmulh.h h7, h13, v11[6]
sqdmulh.s s12, s1, v12[1]
sqdmulh.s s20, s15, v7[3]
sqdmulh.s s9, s16, v26[0]
sqdmulh.s s2, s27, v4[0]
sqdmulh.2s v29, v4, v15[1]
sqdmulh.2s v29, v15, v7[3]
sqdmulh.2s v19, v22, v24[1]
sqdmulh.2s v30, v1, v13[0]
sqdmulh.4h v2, v11, v4[1]
sqdmulh.4h v16, v0, v2[2]
sqdmulh.4h v22, v11, v15[4]
sqdmulh.4h v4, v2, v6[2]
sqdmulh.4s v2, v3, v24[1]
sqdmulh.4s v22, v14, v6[1]
sqdmulh.4s v12, v0, v26[0]
sqdmulh.4s v11, v21, v27[2]
sqdmulh.8h v29, v23, v11[2]
sqdmulh.8h v20, v18, v3[1]
sqdmulh.8h v4, v31, v12[0]
sqdmulh.8h v22, v20, v11[1]
sqdmulh.2s v29, v15, v11
sqdmulh.2s v9, v25, v4
sqdmulh.2s v24, v9, v7
sqdmulh.2s v1, v22, v26
sqdmulh.4h v19, v13, v7
sqdmulh.4h v26, v26, v25
sqdmulh.4h v31, v22, v8
sqdmulh.4h v10, v27, v18
sqdmulh.4s v31, v22, v3
sqdmulh.4s v8, v29, v18
sqdmulh.4s v20, v10, v27
sqdmulh.4s v0, v10, v12
sqdmulh.8h v0, v3, v8
sqdmulh.8h v27, v28, v7
sqdmulh.8h v2, v16, v20
sqdmulh.8h v5, v12, v24
sqdmull.h s26, h1, v14[2]
sqdmull.h s12, h23, v10[4]
sqdmull.h s2, h23, v9[4]
sqdmull.h s0, h2, v15[1]
sqdmull.s d30, s4, v30[3]
sqdmull.s d13, s17, v15[2]
sqdmull.s d16, s3, v1[0]
sqdmull.s d2, s12, v18[2]
sqdmull.2d v5, v22, v24[0]
sqdmull.2d v23, v20, v13[2]
sqdmull.2d v26, v1, v4[1]
sqdmull.2d v4, v7, v18[3]
sqdmull2.2d v4, v8, v15[0]
sqdmull2.2d v6, v4, v24[0]
sqdmull2.2d v2, v22, v15[3]
sqdmull2.2d v6, v2, v0[0]
sqdmull.4s v23, v29, v15[4]
sqdmull.4s v9, v22, v0[0]
sqdmull.4s v8, v29, v13[1]
sqdmull.4s v18, v12, v14[5]
sqdmull2.4s v16, v23, v11[7]
sqdmull2.4s v13, v3, v7[1]
sqdmull2.4s v23, v8, v7[6]
sqdmull2.4s v20, v17, v12[6]
sqdmull.2d v27, v19, v3
sqdmull.2d v18, v8, v26
sqdmull.2d v30, v23, v10
sqdmull.2d v10, v1, v11
sqdmull2.2d v30, v31, v16
sqdmull2.2d v31, v30, v24
sqdmull2.2d v10, v15, v8
sqdmull2.2d v26, v8, v31
sqdmull.4s v1, v26, v25
sqdmull.4s v19, v6, v11
sqdmull.4s v19, v4, v18
sqdmull.4s v11, v28, v11
sqdmull2.4s v26, v26, v25
sqdmull2.4s v6, v0, v18
sqdmull2.4s v18, v30, v13
sqdmull2.4s v1, v14, v25
sqneg.16b v27, v24
sqneg.16b v14, v31
sqneg.16b v18, v7
sqneg.16b v23, v19
sqneg.2d v14, v10
sqneg.2d v6, v16
sqneg.2d v20, v17
sqneg.2d v29, v10
sqneg.2s v7, v8
sqneg.2s v9, v26
sqneg.2s v26, v25
sqneg.2s v10, v0
sqneg.4h v7, v10
sqneg.4h v0, v7
sqneg.4h v13, v25
sqneg.4h v28, v24
sqneg.4s v28, v11
sqneg.4s v29, v23
sqneg.4s v20, v24
sqneg.4s v31, v17
sqneg.8b v29, v13
sqneg.8b v10, v0
sqneg.8b v6, v31
sqneg.8b v23, v31
sqneg.8h v1, v7
sqneg.8h v25, v21
sqneg.8h v27, v31
sqneg.8h v0, v9
sqrdmulh.h h5, h26, v2[2]
sqrdmulh.h h18, h16, v10[2]
sqrdmulh.h h17, h31, v0[4]
sqrdmulh.h h25, h23, v12[5]
sqrdmulh.s s28, s6, v28[1]
sqrdmulh.s s18, s17, v6[2]
sqrdmulh.s s6, s3, v14[2]
sqrdmulh.s s2, s26, v3[3]
sqrdmulh.2s v2, v25, v10[2]
sqrdmulh.2s v17, v4, v13[1]
sqrdmulh.2s v17, v20, v13[3]
sqrdmulh.2s v15, v25, v13[3]
sqrdmulh.4h v22, v30, v12[6]
sqrdmulh.4h v23, v12, v15[7]
sqrdmulh.4h v24, v29, v2[4]
sqrdmulh.4h v10, v27, v1[2]
sqrdmulh.4s v13, v11, v19[3]
sqrdmulh.4s v11, v4, v23[0]
sqrdmulh.4s v24, v31, v30[3]
sqrdmulh.4s v30, v21, v22[1]
sqrdmulh.8h v13, v21, v4[7]
sqrdmulh.8h v29, v11, v1[0]
sqrdmulh.8h v22, v21, v14[0]
sqrdmulh.8h v7, v19, v1[0]
sqrdmulh.2s v16, v4, v0
sqrdmulh.2s v8, v19, v9
sqrdmulh.2s v28, v8, v3
sqrdmulh.2s v21, v0, v17
sqrdmulh.4h v19, v21, v2
sqrdmulh.4h v29, v17, v17
sqrdmulh.4h v8, v3, v1
sqrdmulh.4h v25, v15, v18
sqrdmulh.4s v14, v14, v3
sqrdmulh.4s v25, v7, v25
sqrdmulh.4s v0, v25, v3
sqrdmulh.4s v29, v26, v26
sqrdmulh.8h v7, v23, v20
sqrdmulh.8h v7, v13, v0
sqrdmulh.8h v0, v24, v22
sqrdmulh.8h v13, v24, v23
sqrshl.16b v15, v7, v24
sqrshl.16b v27, v29, v0
sqrshl.16b v5, v7, v30
sqrshl.16b v22, v29, v25
sqrshl.2d v11, v1, v11
sqrshl.2d v7, v6, v23
sqrshl.2d v14, v24, v23
sqrshl.2d v18, v23, v20
sqrshl.2s v10, v1, v27
sqrshl.2s v15, v24, v2
sqrshl.2s v4, v14, v0
sqrshl.2s v31, v8, v2
sqrshl.4h v0, v0, v20
sqrshl.4h v21, v19, v2
sqrshl.4h v11, v9, v21
sqrshl.4h v18, v23, v27
sqrshl.4s v16, v20, v6
sqrshl.4s v27, v6, v28
sqrshl.4s v20, v24, v2
sqrshl.4s v0, v28, v8
sqrshl.8b v21, v11, v20
sqrshl.8b v13, v4, v27
sqrshl.8b v26, v26, v21
sqrshl.8b v18, v8, v17
sqrshl.8h v25, v30, v7
sqrshl.8h v4, v21, v25
sqrshl.8h v26, v21, v20
sqrshl.8h v9, v6, v30
sqrshrn.2s v12, v11, #29
sqrshrn.2s v7, v9, #7
sqrshrn.2s v24, v10, #1
sqrshrn.2s v6, v29, #21
sqrshrn2.4s v30, v22, #15
sqrshrn2.4s v0, v26, #1
sqrshrn2.4s v8, v28, #10
sqrshrn2.4s v0, v15, #9
sqrshrn.4h v31, v28, #8
sqrshrn.4h v18, v14, #9
sqrshrn.4h v27, v2, #4
sqrshrn.4h v5, v12, #6
sqrshrn2.8h v28, v11, #1
sqrshrn2.8h v14, v1, #15
sqrshrn2.8h v1, v6, #12
sqrshrn2.8h v29, v4, #16
sqrshrn.8b v6, v7, #1
sqrshrn.8b v3, v10, #5
sqrshrn.8b v20, v6, #6
sqrshrn.8b v17, v8, #1
sqrshrn2.16b v0, v5, #4
sqrshrn2.16b v28, v7, #7
sqrshrn2.16b v19, v16, #6
sqrshrn2.16b v30, v11, #6
sqrshrun.2s v14, v28, #29
sqrshrun.2s v5, v30, #4
sqrshrun.2s v7, v8, #24
sqrshrun.2s v18, v21, #1
sqrshrun2.4s v0, v4, #29
sqrshrun2.4s v20, v11, #1
sqrshrun2.4s v24, v5, #21
sqrshrun2.4s v24, v29, #9
sqrshrun.4h v19, v28, #16
sqrshrun.4h v27, v19, #5
sqrshrun.4h v16, v30, #5
sqrshrun.4h v6, v9, #10
sqrshrun2.8h v0, v19, #16
sqrshrun2.8h v17, v22, #1
sqrshrun2.8h v28, v6, #2
sqrshrun2.8h v18, v12, #7
sqrshrun.8b v16, v23, #1
sqrshrun.8b v16, v30, #7
sqrshrun.8b v22, v13, #1
sqrshrun.8b v7, v7, #4
sqrshrun2.16b v17, v4, #4
sqrshrun2.16b v8, v26, #8
sqrshrun2.16b v7, v16, #1
sqrshrun2.16b v4, v31, #4
sqshlu.16b v17, v14, #1
sqshlu.16b v9, v2, #5
sqshlu.16b v14, v0, #0
sqshlu.16b v26, v13, #0
sqshlu.2d v14, v6, #63
sqshlu.2d v29, v16, #59
sqshlu.2d v9, v7, #0
sqshlu.2d v29, v0, #19
sqshlu.2s v29, v10, #1
sqshlu.2s v22, v23, #4
sqshlu.2s v29, v15, #23
sqshlu.2s v6, v5, #31
sqshlu.4h v11, v25, #0
sqshlu.4h v13, v28, #1
sqshlu.4h v4, v19, #7
sqshlu.4h v28, v0, #12
sqshlu.4s v16, v0, #17
sqshlu.4s v0, v31, #13
sqshlu.4s v14, v4, #0
sqshlu.4s v19, v28, #6
sqshlu.8b v1, v24, #6
sqshlu.8b v14, v11, #7
sqshlu.8b v21, v2, #5
sqshlu.8b v1, v19, #2
sqshlu.8h v29, v29, #1
sqshlu.8h v3, v27, #13
sqshlu.8h v20, v31, #11
sqshlu.8h v0, v29, #6
sqshl.16b v21, v14, #5
sqshl.16b v6, v25, #7
sqshl.16b v3, v1, #7
sqshl.16b v25, v19, #5
sqshl.2d v31, v10, #24
sqshl.2d v9, v28, #0
sqshl.2d v20, v31, #1
sqshl.2d v1, v24, #17
sqshl.2s v7, v17, #25
sqshl.2s v10, v25, #22
sqshl.2s v15, v30, #6
sqshl.2s v2, v29, #6
sqshl.4h v4, v27, #2
sqshl.4h v3, v24, #1
sqshl.4h v26, v11, #5
sqshl.4h v28, v20, #8
sqshl.4s v15, v22, #15
sqshl.4s v20, v26, #25
sqshl.4s v6, v25, #17
sqshl.4s v0, v27, #30
sqshl.8b v28, v10, #5
sqshl.8b v27, v14, #6
sqshl.8b v17, v20, #0
sqshl.8b v3, v27, #1
sqshl.8h v25, v31, #15
sqshl.8h v19, v8, #7
sqshl.8h v5, v12, #6
sqshl.8h v18, v7, #14
sqshl.16b v19, v23, v17
sqshl.16b v27, v29, v19
sqshl.16b v21, v9, v15
sqshl.16b v3, v30, v15
sqshl.2d v31, v26, v17
sqshl.2d v3, v16, v2
sqshl.2d v31, v24, v21
sqshl.2d v24, v7, v20
sqshl.2s v9, v9, v18
sqshl.2s v22, v13, v31
sqshl.2s v8, v17, v22
sqshl.2s v29, v9, v6
sqshl.4h v31, v21, v26
sqshl.4h v30, v8, v30
sqshl.4h v20, v31, v22
sqshl.4h v28, v25, v13
sqshl.4s v9, v7, v21
sqshl.4s v2, v20, v11
sqshl.4s v13, v9, v23
sqshl.4s v29, v6, v31
sqshl.8b v22, v26, v16
sqshl.8b v9, v23, v23
sqshl.8b v12, v22, v30
sqshl.8b v11, v1, v15
sqshl.8h v12, v22, v14
sqshl.8h v1, v0, v12
sqshl.8h v14, v20, v4
sqshl.8h v23, v19, v3
sqshrn.2s v2, v28, #1
sqshrn.2s v20, v23, #23
sqshrn.2s v29, v28, #22
sqshrn.2s v1, v11, #20
sqshrn2.4s v25, v26, #8
sqshrn2.4s v21, v13, #7
sqshrn2.4s v28, v26, #1
sqshrn2.4s v26, v21, #18
sqshrn.4h v6, v6, #12
sqshrn.4h v14, v13, #8
sqshrn.4h v28, v31, #14
sqshrn.4h v21, v10, #15
sqshrn2.8h v30, v13, #1
sqshrn2.8h v25, v21, #14
sqshrn2.8h v20, v7, #1
sqshrn2.8h v1, v26, #6
sqshrn.8b v30, v8, #5
sqshrn.8b v5, v8, #2
sqshrn.8b v30, v20, #1
sqshrn.8b v22, v15, #5
sqshrn2.16b v27, v22, #1
sqshrn2.16b v20, v21, #7
sqshrn2.16b v7, v21, #6
sqshrn2.16b v16, v28, #1
sqshrun.2s v27, v21, #1
sqshrun.2s v30, v16, #1
sqshrun.2s v19, v12, #7
sqshrun.2s v27, v14, #32
sqshrun2.4s v31, v17, #25
sqshrun2.4s v10, v25, #13
sqshrun2.4s v3, v16, #32
sqshrun2.4s v0, v10, #1
sqshrun.4h v3, v26, #11
sqshrun.4h v20, v4, #8
sqshrun.4h v27, v23, #6
sqshrun.4h v13, v29, #4
sqshrun2.8h v12, v12, #2
sqshrun2.8h v0, v24, #14
sqshrun2.8h v27, v30, #12
sqshrun2.8h v11, v3, #12
sqshrun.8b v31, v31, #8
sqshrun.8b v5, v23, #2
sqshrun.8b v27, v7, #1
sqshrun.8b v20, v22, #5
sqshrun2.16b v26, v27, #1
sqshrun2.16b v1, v10, #1
sqshrun2.16b v9, v29, #1
sqshrun2.16b v4, v23, #8
sqsub.16b v19, v14, v15
sqsub.16b v13, v20, v12
sqsub.16b v22, v13, v4
sqsub.16b v9, v21, v9
sqsub.2d v3, v3, v10
sqsub.2d v23, v25, v15
sqsub.2d v5, v28, v21
sqsub.2d v6, v25, v26
sqsub.2s v8, v10, v21
sqsub.2s v4, v11, v31
sqsub.2s v25, v22, v8
sqsub.2s v31, v27, v6
sqsub.4h v8, v21, v15
sqsub.4h v21, v30, v22
sqsub.4h v29, v17, v11
sqsub.4h v30, v26, v20
sqsub.4s v5, v4, v15
sqsub.4s v27, v3, v16
sqsub.4s v24, v16, v5
sqsub.4s v5, v15, v9
sqsub.8b v28, v24, v19
sqsub.8b v24, v13, v10
sqsub.8b v17, v10, v19
sqsub.8b v17, v1, v21
sqsub.8h v31, v27, v25
sqsub.8h v22, v25, v10
sqsub.8h v6, v22, v2
sqsub.8h v21, v9, v25
sqxtn.2s v7, v28
sqxtn.2s v6, v13
sqxtn.2s v2, v2
sqxtn.2s v12, v16
sqxtn2.4s v28, v1
sqxtn2.4s v16, v2
sqxtn2.4s v18, v16
sqxtn2.4s v7, v9
sqxtn.4h v20, v8
sqxtn.4h v31, v11
sqxtn.4h v26, v13
sqxtn.4h v30, v19
sqxtn2.8h v2, v19
sqxtn2.8h v31, v16
sqxtn2.8h v19, v5
sqxtn2.8h v0, v26
sqxtn.8b v5, v21
sqxtn.8b v21, v4
sqxtn.8b v11, v10
sqxtn.8b v12, v7
sqxtn2.16b v24, v7
sqxtn2.16b v8, v23
sqxtn2.16b v31, v15
sqxtn2.16b v5, v13
sqxtun.2s v26, v12
sqxtun.2s v13, v24
sqxtun.2s v8, v16
sqxtun.2s v7, v30
sqxtun2.4s v16, v25
sqxtun2.4s v3, v0
sqxtun2.4s v14, v20
sqxtun2.4s v23, v14
sqxtun.4h v25, v2
sqxtun.4h v12, v6
sqxtun.4h v26, v5
sqxtun.4h v23, v1
sqxtun2.8h v14, v8
sqxtun2.8h v19, v21
sqxtun2.8h v13, v1
sqxtun2.8h v4, v30
sqxtun.8b v12, v13
sqxtun.8b v10, v28
sqxtun.8b v2, v20
sqxtun.8b v4, v18
sqxtun2.16b v27, v21
sqxtun2.16b v0, v1
sqxtun2.16b v19, v23
sqxtun2.16b v22, v27
srhadd.16b v27, v15, v0
srhadd.16b v27, v31, v15
srhadd.16b v15, v1, v16
srhadd.16b v7, v6, v18
srhadd.2s v14, v12, v7
srhadd.2s v26, v22, v15
srhadd.2s v12, v13, v0
srhadd.2s v17, v1, v13
srhadd.4h v21, v7, v1
srhadd.4h v9, v29, v7
srhadd.4h v15, v29, v23
srhadd.4h v25, v12, v30
srhadd.4s v27, v15, v13
srhadd.4s v5, v11, v3
srhadd.4s v18, v15, v19
srhadd.4s v8, v9, v20
srhadd.8b v26, v27, v29
srhadd.8b v0, v4, v6
srhadd.8b v1, v0, v17
srhadd.8b v24, v23, v29
srhadd.8h v30, v24, v26
srhadd.8h v18, v29, v28
srhadd.8h v13, v19, v28
srhadd.8h v29, v13, v21
sri.16b v19, v19, #4
sri.16b v1, v1, #8
sri.16b v25, v29, #4
sri.16b v23, v17, #4
sri.2d v27, v22, #40
sri.2d v2, v30, #44
sri.2d v30, v15, #1
sri.2d v14, v10, #64
sri.2s v0, v8, #4
sri.2s v25, v3, #14
sri.2s v28, v21, #10
sri.2s v8, v2, #32
sri.4h v9, v11, #8
sri.4h v29, v4, #8
sri.4h v18, v31, #15
sri.4h v4, v28, #1
sri.4s v28, v16, #5
sri.4s v10, v10, #31
sri.4s v17, v23, #12
sri.4s v19, v16, #26
sri.8b v30, v13, #7
sri.8b v23, v27, #1
sri.8b v10, v14, #1
sri.8b v28, v3, #1
sri.8h v10, v24, #1
sri.8h v30, v16, #2
sri.8h v10, v8, #1
sri.8h v29, v31, #10
srshl.16b v2, v29, v22
srshl.16b v0, v25, v9
srshl.16b v10, v1, v3
srshl.16b v24, v29, v9
srshl.2d v9, v6, v17
srshl.2d v24, v26, v25
srshl.2d v26, v28, v5
srshl.2d v15, v4, v9
srshl.2s v0, v24, v21
srshl.2s v21, v20, v30
srshl.2s v23, v18, v15
srshl.2s v14, v8, v18
srshl.4h v14, v6, v22
srshl.4h v14, v27, v24
srshl.4h v6, v4, v29
srshl.4h v16, v24, v11
srshl.4s v9, v19, v12
srshl.4s v27, v24, v22
srshl.4s v29, v17, v17
srshl.4s v18, v7, v14
srshl.8b v4, v14, v27
srshl.8b v24, v6, v27
srshl.8b v1, v11, v15
srshl.8b v13, v8, v12
srshl.8h v22, v7, v4
srshl.8h v19, v11, v30
srshl.8h v18, v18, v13
srshl.8h v17, v30, v26
srshr.16b v6, v12, #7
srshr.16b v30, v23, #6
srshr.16b v17, v11, #4
srshr.16b v26, v9, #5
srshr.2d v20, v21, #59
srshr.2d v14, v22, #1
srshr.2d v19, v31, #30
srshr.2d v21, v15, #31
srshr.2s v31, v4, #23
srshr.2s v14, v17, #9
srshr.2s v6, v18, #1
srshr.2s v21, v22, #13
srshr.4h v17, v2, #1
srshr.4h v28, v28, #15
srshr.4h v12, v23, #3
srshr.4h v19, v27, #12
srshr.4s v17, v13, #1
srshr.4s v22, v29, #30
srshr.4s v6, v30, #22
srshr.4s v27, v18, #19
srshr.8b v15, v8, #8
srshr.8b v1, v7, #6
srshr.8b v22, v15, #8
srshr.8b v14, v10, #2
srshr.8h v30, v19, #11
srshr.8h v30, v30, #5
srshr.8h v16, v5, #12
srshr.8h v8, v7, #8
srsra.16b v31, v29, #7
srsra.16b v18, v26, #8
srsra.16b v9, v9, #4
srsra.16b v10, v4, #7
srsra.2d v15, v27, #52
srsra.2d v6, v30, #8
srsra.2d v3, v26, #1
srsra.2d v24, v5, #19
srsra.2s v23, v0, #24
srsra.2s v7, v2, #20
srsra.2s v8, v15, #1
srsra.2s v10, v13, #15
srsra.4h v22, v29, #9
srsra.4h v15, v3, #1
srsra.4h v2, v15, #12
srsra.4h v9, v17, #2
srsra.4s v10, v5, #13
srsra.4s v3, v1, #14
srsra.4s v13, v5, #13
srsra.4s v30, v2, #6
srsra.8b v19, v7, #6
srsra.8b v19, v21, #4
srsra.8b v13, v1, #6
srsra.8b v8, v0, #3
srsra.8h v26, v10, #7
srsra.8h v22, v25, #13
srsra.8h v25, v10, #10
srsra.8h v8, v9, #1
sshll.2d v16, v9, #27
sshll.2d v3, v26, #0
sshll.2d v4, v3, #1
sshll.2d v18, v21, #2
sshll2.2d v11, v25, #1
sshll2.2d v2, v11, #11
sshll2.2d v20, v1, #1
sshll2.2d v27, v19, #31
sshll.4s v22, v16, #14
sshll.4s v29, v12, #11
sshll.4s v30, v6, #15
sshll.4s v4, v30, #2
sshll2.4s v2, v21, #1
sshll2.4s v29, v12, #1
sshll2.4s v28, v12, #10
sshll2.4s v9, v30, #6
sshll.8h v8, v27, #0
sshll.8h v29, v21, #3
sshll.8h v31, v8, #0
sshll.8h v1, v18, #4
sshll2.8h v17, v1, #1
sshll2.8h v6, v15, #7
sshll2.8h v20, v21, #3
sshll2.8h v10, v1, #1
sshl.16b v20, v4, v0
sshl.16b v31, v26, v12
sshl.16b v6, v31, v21
sshl.16b v9, v8, v14
sshl.2d v8, v6, v27
sshl.2d v4, v8, v23
sshl.2d v1, v29, v5
sshl.2d v0, v4, v10
sshl.2s v14, v9, v20
sshl.2s v7, v7, v10
sshl.2s v23, v21, v5
sshl.2s v20, v23, v21
sshl.4h v29, v26, v27
sshl.4h v15, v30, v25
sshl.4h v19, v19, v21
sshl.4h v26, v8, v3
sshl.4s v23, v13, v15
sshl.4s v8, v17, v17
sshl.4s v3, v20, v2
sshl.4s v5, v6, v13
sshl.8b v4, v6, v26
sshl.8b v24, v24, v7
sshl.8b v18, v9, v28
sshl.8b v27, v1, v14
sshl.8h v26, v15, v3
sshl.8h v2, v25, v30
sshl.8h v29, v8, v28
sshl.8h v13, v16, v1
sshr.16b v15, v26, #3
sshr.16b v5, v2, #5
sshr.16b v27, v18, #3
sshr.16b v12, v0, #7
sshr.2d v15, v15, #28
sshr.2d v6, v4, #58
sshr.2d v12, v27, #55
sshr.2d v21, v29, #1
sshr.2s v6, v3, #1
sshr.2s v1, v7, #23
sshr.2s v18, v23, #13
sshr.2s v9, v28, #1
sshr.4h v13, v6, #7
sshr.4h v18, v11, #9
sshr.4h v7, v5, #13
sshr.4h v29, v1, #9
sshr.4s v29, v12, #1
sshr.4s v13, v4, #9
sshr.4s v15, v22, #14
sshr.4s v3, v25, #8
sshr.8b v27, v5, #8
sshr.8b v0, v30, #5
sshr.8b v23, v20, #4
sshr.8b v14, v22, #6
sshr.8h v12, v18, #12
sshr.8h v15, v0, #15
sshr.8h v9, v18, #2
sshr.8h v17, v0, #9
ssra.16b v22, v10, #2
ssra.16b v22, v10, #6
ssra.16b v3, v3, #8
ssra.16b v7, v11, #3
ssra.2d v16, v13, #12
ssra.2d v8, v0, #28
ssra.2d v0, v23, #26
ssra.2d v10, v18, #20
ssra.2s v13, v2, #10
ssra.2s v1, v30, #3
ssra.2s v19, v1, #10
ssra.2s v4, v13, #25
ssra.4h v3, v17, #16
ssra.4h v23, v22, #1
ssra.4h v23, v1, #9
ssra.4h v29, v5, #1
ssra.4s v18, v27, #32
ssra.4s v28, v29, #13
ssra.4s v10, v23, #16
ssra.4s v7, v26, #3
ssra.8b v2, v7, #7
ssra.8b v0, v18, #3
ssra.8b v6, v26, #2
ssra.8b v12, v23, #4
ssra.8h v6, v12, #5
ssra.8h v19, v1, #14
ssra.8h v12, v21, #8
ssra.8h v10, v9, #1
ssubl.2d v27, v20, v5
ssubl.2d v15, v21, v29
ssubl.2d v19, v3, v4
ssubl.2d v12, v15, v16
ssubl2.2d v1, v5, v6
ssubl2.2d v1, v5, v10
ssubl2.2d v4, v14, v19
ssubl2.2d v28, v1, v5
ssubl.4s v27, v29, v28
ssubl.4s v30, v20, v17
ssubl.4s v17, v20, v9
ssubl.4s v0, v6, v10
ssubl2.4s v13, v8, v5
ssubl2.4s v26, v12, v7
ssubl2.4s v3, v23, v9
ssubl2.4s v11, v5, v12
ssubl.8h v13, v16, v0
ssubl.8h v23, v19, v24
ssubl.8h v4, v26, v7
ssubl.8h v27, v12, v1
ssubl2.8h v2, v13, v4
ssubl2.8h v31, v27, v31
ssubl2.8h v30, v27, v12
ssubl2.8h v18, v22, v24
ssubw.2d v7, v25, v3
ssubw.2d v20, v2, v12
ssubw.2d v26, v3, v27
ssubw.2d v7, v16, v12
ssubw2.2d v6, v12, v13
ssubw2.2d v1, v8, v13
ssubw2.2d v29, v19, v20
ssubw2.2d v4, v31, v4
ssubw.4s v7, v18, v21
ssubw.4s v17, v26, v13
ssubw.4s v12, v24, v8
ssubw.4s v10, v30, v27
ssubw2.4s v1, v21, v30
ssubw2.4s v7, v8, v9
ssubw2.4s v11, v7, v31
ssubw2.4s v4, v29, v12
ssubw.8h v19, v8, v21
ssubw.8h v26, v21, v13
ssubw.8h v20, v24, v9
ssubw.8h v10, v8, v15
ssubw2.8h v16, v9, v17
ssubw2.8h v22, v1, v15
ssubw2.8h v28, v8, v16
ssubw2.8h v28, v27, v23
st1.16b { v9, v10, v11, v12 }, [x13]
st1.16b { v26, v27, v28, v29 }, [x21]
st1.16b { v5, v6, v7, v8 }, [x14]
st1.16b { v24, v25, v26, v27 }, [x30]
st1.16b { v31, v0, v1, v2 }, [x3], x24
st1.16b { v16, v17, v18, v19 }, [x7], x13
st1.16b { v23, v24, v25, v26 }, [x29], x12
st1.16b { v20, v21, v22, v23 }, [x2], x16
st1.1d { v21, v22, v23, v24 }, [x14]
st1.1d { v28, v29, v30, v31 }, [x2]
st1.1d { v10, v11, v12, v13 }, [x28]
st1.1d { v26, v27, v28, v29 }, [x28]
st1.1d { v12, v13, v14, v15 }, [x21], x2
st1.1d { v9, v10, v11, v12 }, [x23], x8
st1.1d { v19, v20, v21, v22 }, [x26], x10
st1.1d { v7, v8, v9, v10 }, [x15], x9
st1.2d { v0, v1, v2, v3 }, [x16]
st1.2d { v10, v11, v12, v13 }, [x12]
st1.2d { v22, v23, v24, v25 }, [x5]
st1.2d { v13, v14, v15, v16 }, [x26]
st1.2d { v18, v19, v20, v21 }, [x28], #64
st1.2d { v28, v29, v30, v31 }, [x15], x8
st1.2d { v24, v25, v26, v27 }, [x19], x6
st1.2d { v18, v19, v20, v21 }, [x28], x9
st1.2s { v2, v3, v4, v5 }, [x4]
st1.2s { v28, v29, v30, v31 }, [x19]
st1.2s { v9, v10, v11, v12 }, [x5]
st1.2s { v22, v23, v24, v25 }, [x7]
st1.2s { v10, v11, v12, v13 }, [x12], x27
st1.2s { v4, v5, v6, v7 }, [x19], x29
st1.2s { v15, v16, v17, v18 }, [x12], x13
st1.2s { v25, v26, v27, v28 }, [x8], x21
st1.4h { v24, v25, v26, v27 }, [x27]
st1.4h { v14, v15, v16, v17 }, [x7]
st1.4h { v23, v24, v25, v26 }, [x11]
st1.4h { v17, v18, v19, v20 }, [x4]
st1.4h { v13, v14, v15, v16 }, [x14], x17
st1.4h { v22, v23, v24, v25 }, [sp], x20
st1.4h { v15, v16, v17, v18 }, [x2], x4
st1.4h { v23, v24, v25, v26 }, [x16], x12
st1.4s { v19, v20, v21, v22 }, [x20]
st1.4s { v20, v21, v22, v23 }, [x9]
st1.4s { v2, v3, v4, v5 }, [x2]
st1.4s { v25, v26, v27, v28 }, [x28]
st1.4s { v18, v19, v20, v21 }, [x9], x23
st1.4s { v0, v1, v2, v3 }, [x22], x2
st1.4s { v22, v23, v24, v25 }, [x19], x2
st1.4s { v28, v29, v30, v31 }, [x25], x11
st1.8b { v6, v7, v8, v9 }, [x26]
st1.8b { v30, v31, v0, v1 }, [sp]
st1.8b { v18, v19, v20, v21 }, [x27]
st1.8b { v2, v3, v4, v5 }, [x2]
st1.8b { v29, v30, v31, v0 }, [x24], x22
st1.8b { v9, v10, v11, v12 }, [x21], x11
st1.8b { v23, v24, v25, v26 }, [x17], x0
st1.8b { v22, v23, v24, v25 }, [x23], x8
st1.8h { v27, v28, v29, v30 }, [x28]
st1.8h { v9, v10, v11, v12 }, [x29]
st1.8h { v5, v6, v7, v8 }, [x14]
st1.8h { v22, v23, v24, v25 }, [x29]
st1.8h { v20, v21, v22, v23 }, [x10], x17
st1.8h { v2, v3, v4, v5 }, [x13], x11
st1.8h { v6, v7, v8, v9 }, [x27], x18
st1.8h { v2, v3, v4, v5 }, [x30], x13
st1.16b { v16 }, [x13]
st1.16b { v12 }, [x3]
st1.16b { v24 }, [x18]
st1.16b { v2 }, [x23]
st1.16b { v17 }, [x14], x6
st1.16b { v4 }, [x17], #16
st1.16b { v15 }, [x13], x10
st1.16b { v18 }, [x0], x11
st1.1d { v15 }, [x28]
st1.1d { v23 }, [x29]
st1.1d { v5 }, [x0]
st1.1d { v24 }, [x5]
st1.1d { v10 }, [x19], x29
st1.1d { v20 }, [sp], x16
st1.1d { v0 }, [x11], x29
st1.1d { v18 }, [x3], #8
st1.2d { v30 }, [x8]
st1.2d { v4 }, [x22]
st1.2d { v14 }, [x12]
st1.2d { v24 }, [x1]
st1.2d { v29 }, [x8], x11
st1.2d { v19 }, [x22], x12
st1.2d { v22 }, [x24], x12
st1.2d { v30 }, [x6], x10
st1.2s { v23 }, [x11]
st1.2s { v20 }, [x23]
st1.2s { v18 }, [x11]
st1.2s { v8 }, [x21]
st1.2s { v10 }, [x5], x9
st1.2s { v27 }, [x9], x16
st1.2s { v24 }, [x13], x27
st1.2s { v26 }, [x9], x14
st1.4h { v2 }, [x17]
st1.4h { v13 }, [sp]
st1.4h { v3 }, [x16]
st1.4h { v30 }, [x12]
st1.4h { v6 }, [x6], x16
st1.4h { v11 }, [x14], x24
st1.4h { v29 }, [x15], x29
st1.4h { v8 }, [x30], x8
st1.4s { v12 }, [x26]
st1.4s { v4 }, [x8]
st1.4s { v19 }, [x14]
st1.4s { v11 }, [x0]
st1.4s { v7 }, [x10], x4
st1.4s { v5 }, [x26], x11
st1.4s { v9 }, [x28], x8
st1.4s { v0 }, [x10], x6
st1.8b { v12 }, [x10]
st1.8b { v18 }, [x11]
st1.8b { v16 }, [x15]
st1.8b { v18 }, [x22]
st1.8b { v5 }, [x14], x16
st1.8b { v16 }, [x1], x7
st1.8b { v8 }, [x6], x19
st1.8b { v26 }, [x2], x13
st1.8h { v31 }, [x16]
st1.8h { v15 }, [x20]
st1.8h { v20 }, [x11]
st1.8h { v20 }, [x28]
st1.8h { v20 }, [x20], x9
st1.8h { v21 }, [x20], x25
st1.8h { v13 }, [x22], x25
st1.8h { v9 }, [x2], x14
st1.16b { v30, v31, v0 }, [x20]
st1.16b { v12, v13, v14 }, [x10]
st1.16b { v9, v10, v11 }, [x25]
st1.16b { v24, v25, v26 }, [x1]
st1.16b { v13, v14, v15 }, [sp], x24
st1.16b { v23, v24, v25 }, [x23], x9
st1.16b { v20, v21, v22 }, [x10], x20
st1.16b { v12, v13, v14 }, [x8], x4
st1.1d { v21, v22, v23 }, [x20]
st1.1d { v21, v22, v23 }, [x24]
st1.1d { v4, v5, v6 }, [x27]
st1.1d { v11, v12, v13 }, [x25]
st1.1d { v10, v11, v12 }, [x4], x26
st1.1d { v5, v6, v7 }, [x19], x26
st1.1d { v27, v28, v29 }, [x25], x21
st1.1d { v1, v2, v3 }, [x29], x9
st1.2d { v8, v9, v10 }, [x3]
st1.2d { v11, v12, v13 }, [x14]
st1.2d { v27, v28, v29 }, [x14]
st1.2d { v1, v2, v3 }, [x29]
st1.2d { v13, v14, v15 }, [x21], x30
st1.2d { v25, v26, v27 }, [x0], x23
st1.2d { v2, v3, v4 }, [x17], #48
st1.2d { v2, v3, v4 }, [x7], x11
st1.2s { v30, v31, v0 }, [x5]
st1.2s { v4, v5, v6 }, [x15]
st1.2s { v20, v21, v22 }, [x28]
st1.2s { v13, v14, v15 }, [x23]
st1.2s { v29, v30, v31 }, [x21], x9
st1.2s { v15, v16, v17 }, [x5], x18
st1.2s { v29, v30, v31 }, [x30], x7
st1.2s { v30, v31, v0 }, [x4], x20
st1.4h { v12, v13, v14 }, [x23]
st1.4h { v26, v27, v28 }, [x9]
st1.4h { v10, v11, v12 }, [x30]
st1.4h { v24, v25, v26 }, [x18]
st1.4h { v7, v8, v9 }, [x10], x23
st1.4h { v29, v30, v31 }, [x10], x6
st1.4h { v30, v31, v0 }, [x30], x13
st1.4h { v9, v10, v11 }, [x5], x26
st1.4s { v14, v15, v16 }, [x9]
st1.4s { v23, v24, v25 }, [x6]
st1.4s { v17, v18, v19 }, [x6]
st1.4s { v28, v29, v30 }, [x5]
st1.4s { v12, v13, v14 }, [x26], x26
st1.4s { v18, v19, v20 }, [x4], x0
st1.4s { v7, v8, v9 }, [sp], x15
st1.4s { v24, v25, v26 }, [x21], x21
st1.8b { v6, v7, v8 }, [x26]
st1.8b { v19, v20, v21 }, [x19]
st1.8b { v14, v15, v16 }, [x5]
st1.8b { v28, v29, v30 }, [x6]
st1.8b { v10, v11, v12 }, [x17], x23
st1.8b { v2, v3, v4 }, [x20], x6
st1.8b { v30, v31, v0 }, [x30], x6
st1.8b { v18, v19, v20 }, [x8], x2
st1.8h { v14, v15, v16 }, [x25]
st1.8h { v28, v29, v30 }, [x5]
st1.8h { v24, v25, v26 }, [x26]
st1.8h { v31, v0, v1 }, [x11]
st1.8h { v2, v3, v4 }, [x29], x23
st1.8h { v8, v9, v10 }, [x21], x6
st1.8h { v7, v8, v9 }, [x16], x0
st1.8h { v17, v18, v19 }, [x1], x22
st1.16b { v26, v27 }, [x5]
st1.16b { v20, v21 }, [x15]
st1.16b { v0, v1 }, [x26]
st1.16b { v27, v28 }, [sp]
st1.16b { v31, v0 }, [x17], x8
st1.16b { v2, v3 }, [x10], x22
st1.16b { v3, v4 }, [x12], x13
st1.16b { v17, v18 }, [x26], x19
st1.1d { v15, v16 }, [x0]
st1.1d { v5, v6 }, [x28]
st1.1d { v7, v8 }, [x30]
st1.1d { v31, v0 }, [x30]
st1.1d { v8, v9 }, [x20], x27
st1.1d { v3, v4 }, [x19], x9
st1.1d { v6, v7 }, [x24], x11
st1.1d { v1, v2 }, [x29], x24
st1.2d { v14, v15 }, [x16]
st1.2d { v14, v15 }, [x29]
st1.2d { v18, v19 }, [x10]
st1.2d { v5, v6 }, [x5]
st1.2d { v28, v29 }, [x3], x4
st1.2d { v25, v26 }, [x11], x7
st1.2d { v7, v8 }, [x2], x19
st1.2d { v30, v31 }, [x1], x12
st1.2s { v24, v25 }, [x0]
st1.2s { v18, v19 }, [x5]
st1.2s { v3, v4 }, [x2]
st1.2s { v2, v3 }, [x2]
st1.2s { v28, v29 }, [x6], x15
st1.2s { v0, v1 }, [x24], x6
st1.2s { v4, v5 }, [x6], x17
st1.2s { v18, v19 }, [sp], x3
st1.4h { v31, v0 }, [x23]
st1.4h { v11, v12 }, [x4]
st1.4h { v28, v29 }, [x17]
st1.4h { v13, v14 }, [sp]
st1.4h { v15, v16 }, [x0], x20
st1.4h { v17, v18 }, [x21], x22
st1.4h { v1, v2 }, [x9], x19
st1.4h { v28, v29 }, [x24], x23
st1.4s { v22, v23 }, [x26]
st1.4s { v7, v8 }, [x17]
st1.4s { v23, v24 }, [x18]
st1.4s { v7, v8 }, [x21]
st1.4s { v16, v17 }, [x0], x26
st1.4s { v1, v2 }, [x7], x11
st1.4s { v19, v20 }, [x25], x11
st1.4s { v4, v5 }, [x13], x2
st1.8b { v13, v14 }, [x26]
st1.8b { v31, v0 }, [x25]
st1.8b { v29, v30 }, [x0]
st1.8b { v6, v7 }, [x21]
st1.8b { v20, v21 }, [x0], x18
st1.8b { v28, v29 }, [x19], x20
st1.8b { v21, v22 }, [x2], x1
st1.8b { v28, v29 }, [x25], #16
st1.8h { v13, v14 }, [x5]
st1.8h { v29, v30 }, [x19]
st1.8h { v29, v30 }, [x11]
st1.8h { v25, v26 }, [x5]
st1.8h { v24, v25 }, [x20], x27
st1.8h { v1, v2 }, [x11], x5
st1.8h { v23, v24 }, [sp], x8
st1.8h { v6, v7 }, [x23], x0
st1.b { v7 }[11], [x28]
st1.b { v3 }[3], [x23]
st1.b { v5 }[2], [x16]
st1.b { v3 }[3], [x3]
st1.b { v29 }[12], [x30], x30
st1.b { v5 }[10], [x2], x25
st1.b { v2 }[4], [x20], x2
st1.b { v12 }[2], [x12], x5
st1.d { v8 }[1], [x5]
st1.d { v13 }[1], [sp]
st1.d { v21 }[0], [x13]
st1.d { v2 }[1], [x2]
st1.d { v11 }[1], [x9], x25
st1.d { v21 }[1], [x4], x20
st1.d { v3 }[1], [x9], x11
st1.d { v2 }[0], [x14], x19
st1.h { v19 }[3], [x17]
st1.h { v14 }[2], [x17]
st1.h { v30 }[1], [x5]
st1.h { v11 }[0], [x13]
st1.h { v28 }[4], [x24], x26
st1.h { v29 }[0], [x3], x28
st1.h { v11 }[3], [x7], x4
st1.h { v1 }[0], [x26], x21
st1.s { v23 }[1], [x29]
st1.s { v12 }[3], [x7]
st1.s { v7 }[0], [x27]
st1.s { v3 }[3], [x6]
st1.s { v1 }[1], [x12], #4
st1.s { v5 }[1], [x21], x15
st1.s { v7 }[3], [x26], x14
st1.s { v3 }[0], [x16], x14
st2.b { v4, v5 }[5], [x6]
st2.b { v9, v10 }[5], [x4]
st2.b { v2, v3 }[10], [x10]
st2.b { v7, v8 }[15], [x16]
st2.b { v27, v28 }[4], [x21], x20
st2.b { v4, v5 }[0], [x12], x29
st2.b { v19, v20 }[5], [x11], x22
st2.b { v15, v16 }[1], [x9], x25
st2.d { v23, v24 }[1], [x27]
st2.d { v14, v15 }[1], [x29]
st2.d { v7, v8 }[0], [x25]
st2.d { v5, v6 }[0], [x28]
st2.d { v20, v21 }[0], [x24], x26
st2.d { v14, v15 }[0], [x11], x6
st2.d { v10, v11 }[1], [x16], x4
st2.d { v17, v18 }[0], [x28], x4
st2.h { v31, v0 }[0], [x20]
st2.h { v20, v21 }[4], [x30]
st2.h { v10, v11 }[0], [x20]
st2.h { v10, v11 }[3], [x27]
st2.h { v23, v24 }[7], [x13], x5
st2.h { v27, v28 }[3], [x5], x23
st2.h { v17, v18 }[4], [x5], x29
st2.h { v15, v16 }[1], [x7], x7
st2.s { v13, v14 }[0], [sp]
st2.s { v23, v24 }[2], [x2]
st2.s { v15, v16 }[2], [x19]
st2.s { v30, v31 }[0], [x28]
st2.s { v30, v31 }[0], [x10], x17
st2.s { v28, v29 }[0], [x14], x5
st2.s { v13, v14 }[2], [x21], x9
st2.s { v12, v13 }[1], [x2], x4
st2.16b { v31, v0 }, [x11]
st2.16b { v14, v15 }, [x16]
st2.16b { v28, v29 }, [x19]
st2.16b { v15, v16 }, [x5]
st2.16b { v27, v28 }, [x21], x13
st2.16b { v15, v16 }, [x14], x14
st2.16b { v17, v18 }, [x6], x3
st2.16b { v24, v25 }, [x2], x17
st2.2d { v10, v11 }, [x23]
st2.2d { v19, v20 }, [x13]
st2.2d { v16, v17 }, [x11]
st2.2d { v30, v31 }, [x30]
st2.2d { v22, v23 }, [x9], x28
st2.2d { v29, v30 }, [x1], x7
st2.2d { v22, v23 }, [x12], x6
st2.2d { v0, v1 }, [x30], x17
st2.2s { v10, v11 }, [x12]
st2.2s { v16, v17 }, [x0]
st2.2s { v23, v24 }, [x11]
st2.2s { v2, v3 }, [x28]
st2.2s { v19, v20 }, [x0], x14
st2.2s { v29, v30 }, [x12], x16
st2.2s { v1, v2 }, [x7], x20
st2.2s { v20, v21 }, [x3], x9
st2.4h { v3, v4 }, [x13]
st2.4h { v29, v30 }, [x27]
st2.4h { v10, v11 }, [x24]
st2.4h { v15, v16 }, [x23]
st2.4h { v24, v25 }, [x23], x29
st2.4h { v16, v17 }, [x0], x0
st2.4h { v9, v10 }, [x27], x12
st2.4h { v21, v22 }, [x8], x12
st2.4s { v19, v20 }, [x10]
st2.4s { v11, v12 }, [x26]
st2.4s { v29, v30 }, [x13]
st2.4s { v21, v22 }, [x13]
st2.4s { v3, v4 }, [x30], x29
st2.4s { v16, v17 }, [x30], x0
st2.4s { v2, v3 }, [x12], x15
st2.4s { v12, v13 }, [x21], x17
st2.8b { v30, v31 }, [x0]
st2.8b { v5, v6 }, [x1]
st2.8b { v31, v0 }, [x29]
st2.8b { v8, v9 }, [x27]
st2.8b { v2, v3 }, [x3], x21
st2.8b { v5, v6 }, [sp], x11
st2.8b { v2, v3 }, [x1], x29
st2.8b { v10, v11 }, [x21], x25
st2.8h { v23, v24 }, [x7]
st2.8h { v4, v5 }, [x21]
st2.8h { v14, v15 }, [x27]
st2.8h { v17, v18 }, [x19]
st2.8h { v13, v14 }, [x7], x22
st2.8h { v28, v29 }, [x17], x26
st2.8h { v14, v15 }, [x11], x29
st2.8h { v1, v2 }, [x6], x28
st3.b { v6, v7, v8 }[10], [x3]
st3.b { v6, v7, v8 }[15], [x30]
st3.b { v20, v21, v22 }[0], [x8]
st3.b { v4, v5, v6 }[8], [x0]
st3.b { v21, v22, v23 }[11], [x22], x28
st3.b { v22, v23, v24 }[1], [x27], x17
st3.b { v0, v1, v2 }[0], [x12], x29
st3.b { v11, v12, v13 }[2], [x0], x20
st3.d { v15, v16, v17 }[1], [x16]
st3.d { v4, v5, v6 }[1], [x26]
st3.d { v16, v17, v18 }[0], [x13]
st3.d { v5, v6, v7 }[0], [x0]
st3.d { v26, v27, v28 }[0], [x21], x9
st3.d { v20, v21, v22 }[0], [x26], x21
st3.d { v24, v25, v26 }[1], [x22], x0
st3.d { v13, v14, v15 }[0], [x28], x0
st3.h { v31, v0, v1 }[3], [x5]
st3.h { v9, v10, v11 }[0], [x27]
st3.h { v2, v3, v4 }[7], [x1]
st3.h { v20, v21, v22 }[3], [x22]
st3.h { v10, v11, v12 }[0], [x16], x3
st3.h { v15, v16, v17 }[0], [x21], x19
st3.h { v20, v21, v22 }[0], [x0], x11
st3.h { v11, v12, v13 }[5], [x22], x0
st3.s { v1, v2, v3 }[2], [x22]
st3.s { v21, v22, v23 }[2], [sp]
st3.s { v11, v12, v13 }[1], [x12]
st3.s { v1, v2, v3 }[0], [x2]
st3.s { v26, v27, v28 }[3], [x21], x3
st3.s { v20, v21, v22 }[3], [x16], x28
st3.s { v2, v3, v4 }[0], [x24], x20
st3.s { v29, v30, v31 }[2], [sp], x25
st3.16b { v13, v14, v15 }, [x20]
st3.16b { v4, v5, v6 }, [x2]
st3.16b { v0, v1, v2 }, [x4]
st3.16b { v18, v19, v20 }, [x15]
st3.16b { v6, v7, v8 }, [x19], x4
st3.16b { v28, v29, v30 }, [x21], x12
st3.16b { v8, v9, v10 }, [x7], x10
st3.16b { v22, v23, v24 }, [x30], x12
st3.2d { v9, v10, v11 }, [x0]
st3.2d { v7, v8, v9 }, [x29]
st3.2d { v15, v16, v17 }, [x6]
st3.2d { v23, v24, v25 }, [x12]
st3.2d { v23, v24, v25 }, [x18], x2
st3.2d { v10, v11, v12 }, [x30], x27
st3.2d { v24, v25, v26 }, [x1], x10
st3.2d { v10, v11, v12 }, [x24], x11
st3.2s { v6, v7, v8 }, [x9]
st3.2s { v7, v8, v9 }, [x20]
st3.2s { v1, v2, v3 }, [x14]
st3.2s { v10, v11, v12 }, [x8]
st3.2s { v31, v0, v1 }, [x1], x22
st3.2s { v0, v1, v2 }, [x10], x28
st3.2s { v28, v29, v30 }, [x1], x17
st3.2s { v15, v16, v17 }, [x13], x1
st3.4h { v18, v19, v20 }, [x1]
st3.4h { v7, v8, v9 }, [x12]
st3.4h { v16, v17, v18 }, [x3]
st3.4h { v19, v20, v21 }, [x18]
st3.4h { v24, v25, v26 }, [x29], x8
st3.4h { v16, v17, v18 }, [x23], x28
st3.4h { v4, v5, v6 }, [x19], x23
st3.4h { v29, v30, v31 }, [x29], x25
st3.4s { v9, v10, v11 }, [x7]
st3.4s { v8, v9, v10 }, [x2]
st3.4s { v4, v5, v6 }, [x26]
st3.4s { v26, v27, v28 }, [x3]
st3.4s { v18, v19, v20 }, [x3], x7
st3.4s { v15, v16, v17 }, [x23], x17
st3.4s { v7, v8, v9 }, [x5], x11
st3.4s { v7, v8, v9 }, [x6], x23
st3.8b { v10, v11, v12 }, [x20]
st3.8b { v6, v7, v8 }, [x2]
st3.8b { v6, v7, v8 }, [x11]
st3.8b { v16, v17, v18 }, [x6]
st3.8b { v30, v31, v0 }, [x4], x4
st3.8b { v17, v18, v19 }, [x16], x5
st3.8b { v25, v26, v27 }, [x3], x5
st3.8b { v0, v1, v2 }, [x27], x8
st3.8h { v12, v13, v14 }, [sp]
st3.8h { v29, v30, v31 }, [x16]
st3.8h { v22, v23, v24 }, [x23]
st3.8h { v18, v19, v20 }, [x21]
st3.8h { v14, v15, v16 }, [x18], x27
st3.8h { v10, v11, v12 }, [x28], #48
st3.8h { v21, v22, v23 }, [x10], x16
st3.8h { v30, v31, v0 }, [x12], x8
st4.b { v1, v2, v3, v4 }[6], [x3]
st4.b { v25, v26, v27, v28 }[13], [x25]
st4.b { v16, v17, v18, v19 }[8], [x1]
st4.b { v1, v2, v3, v4 }[11], [x3]
st4.b { v14, v15, v16, v17 }[9], [x12], x26
st4.b { v18, v19, v20, v21 }[11], [x24], x28
st4.b { v1, v2, v3, v4 }[13], [x26], x6
st4.b { v13, v14, v15, v16 }[8], [x0], x24
st4.d { v23, v24, v25, v26 }[1], [x7]
st4.d { v2, v3, v4, v5 }[1], [x15]
st4.d { v3, v4, v5, v6 }[0], [x16]
st4.d { v15, v16, v17, v18 }[0], [x27]
st4.d { v13, v14, v15, v16 }[0], [x21], x3
st4.d { v10, v11, v12, v13 }[1], [x2], x16
st4.d { v29, v30, v31, v0 }[1], [x2], x4
st4.d { v10, v11, v12, v13 }[0], [x24], x8
st4.h { v7, v8, v9, v10 }[2], [x11]
st4.h { v12, v13, v14, v15 }[6], [x24]
st4.h { v17, v18, v19, v20 }[0], [x25]
st4.h { v2, v3, v4, v5 }[3], [x17]
st4.h { v9, v10, v11, v12 }[1], [x26], x29
st4.h { v2, v3, v4, v5 }[3], [x21], x29
st4.h { v12, v13, v14, v15 }[3], [x11], x27
st4.h { v11, v12, v13, v14 }[3], [x8], x16
st4.s { v25, v26, v27, v28 }[1], [x8]
st4.s { v30, v31, v0, v1 }[2], [x10]
st4.s { v20, v21, v22, v23 }[2], [x2]
st4.s { v1, v2, v3, v4 }[1], [x1]
st4.s { v3, v4, v5, v6 }[0], [x2], x21
st4.s { v8, v9, v10, v11 }[1], [x0], x13
st4.s { v19, v20, v21, v22 }[2], [x16], x19
st4.s { v1, v2, v3, v4 }[0], [x19], x17
st4.16b { v31, v0, v1, v2 }, [x16]
st4.16b { v13, v14, v15, v16 }, [x5]
st4.16b { v23, v24, v25, v26 }, [x4]
st4.16b { v7, v8, v9, v10 }, [x12]
st4.16b { v12, v13, v14, v15 }, [x3], x27
st4.16b { v28, v29, v30, v31 }, [sp], x1
st4.16b { v20, v21, v22, v23 }, [x24], x25
st4.16b { v1, v2, v3, v4 }, [x26], x5
st4.2d { v24, v25, v26, v27 }, [x23]
st4.2d { v20, v21, v22, v23 }, [x3]
st4.2d { v14, v15, v16, v17 }, [x8]
st4.2d { v15, v16, v17, v18 }, [x25]
st4.2d { v14, v15, v16, v17 }, [x25], x7
st4.2d { v8, v9, v10, v11 }, [x21], x29
st4.2d { v27, v28, v29, v30 }, [x5], x18
st4.2d { v21, v22, v23, v24 }, [x26], x27
st4.2s { v23, v24, v25, v26 }, [x5]
st4.2s { v24, v25, v26, v27 }, [x10]
st4.2s { v24, v25, v26, v27 }, [x16]
st4.2s { v11, v12, v13, v14 }, [x26]
st4.2s { v21, v22, v23, v24 }, [x21], x18
st4.2s { v0, v1, v2, v3 }, [x15], x19
st4.2s { v0, v1, v2, v3 }, [x16], x12
st4.2s { v17, v18, v19, v20 }, [x20], x2
st4.4h { v10, v11, v12, v13 }, [x11]
st4.4h { v10, v11, v12, v13 }, [x0]
st4.4h { v4, v5, v6, v7 }, [x3]
st4.4h { v27, v28, v29, v30 }, [x28]
st4.4h { v10, v11, v12, v13 }, [x28], x2
st4.4h { v10, v11, v12, v13 }, [x10], x14
st4.4h { v0, v1, v2, v3 }, [x7], x23
st4.4h { v29, v30, v31, v0 }, [x13], x18
st4.4s { v19, v20, v21, v22 }, [x6]
st4.4s { v23, v24, v25, v26 }, [x24]
st4.4s { v18, v19, v20, v21 }, [x2]
st4.4s { v16, v17, v18, v19 }, [x2]
st4.4s { v10, v11, v12, v13 }, [x2], x9
st4.4s { v17, v18, v19, v20 }, [x16], x6
st4.4s { v14, v15, v16, v17 }, [x5], x6
st4.4s { v23, v24, v25, v26 }, [x6], x24
st4.8b { v1, v2, v3, v4 }, [x8]
st4.8b { v22, v23, v24, v25 }, [x26]
st4.8b { v15, v16, v17, v18 }, [x18]
st4.8b { v11, v12, v13, v14 }, [x18]
st4.8b { v10, v11, v12, v13 }, [x8], #32
st4.8b { v28, v29, v30, v31 }, [x22], x26
st4.8b { v24, v25, v26, v27 }, [x2], x19
st4.8b { v26, v27, v28, v29 }, [x26], x10
st4.8h { v14, v15, v16, v17 }, [x2]
st4.8h { v17, v18, v19, v20 }, [x6]
st4.8h { v14, v15, v16, v17 }, [x28]
st4.8h { v29, v30, v31, v0 }, [x22]
st4.8h { v15, v16, v17, v18 }, [x12], x5
st4.8h { v7, v8, v9, v10 }, [x16], x5
st4.8h { v19, v20, v21, v22 }, [x5], x19
st4.8h { v25, v26, v27, v28 }, [x15], x11
subhn.2s v28, v14, v29
subhn.2s v21, v7, v17
subhn.2s v10, v27, v3
subhn.2s v14, v5, v8
subhn2.4s v8, v2, v8
subhn2.4s v6, v28, v13
subhn2.4s v7, v19, v7
subhn2.4s v4, v20, v18
subhn.4h v18, v18, v16
subhn.4h v30, v22, v30
subhn.4h v17, v26, v4
subhn.4h v1, v18, v26
subhn2.8h v16, v26, v26
subhn2.8h v0, v21, v26
subhn2.8h v18, v9, v23
subhn2.8h v18, v13, v28
subhn.8b v5, v28, v28
subhn.8b v25, v15, v15
subhn.8b v24, v19, v0
subhn.8b v31, v31, v24
subhn2.16b v8, v22, v29
subhn2.16b v13, v12, v31
subhn2.16b v8, v12, v19
subhn2.16b v15, v25, v17
sub.16b v9, v15, v21
sub.16b v3, v15, v20
sub.16b v22, v15, v17
sub.16b v3, v14, v10
sub.2d v2, v0, v5
sub.2d v10, v11, v26
sub.2d v20, v27, v24
sub.2d v19, v19, v4
sub.2s v5, v3, v1
sub.2s v9, v4, v3
sub.2s v5, v12, v20
sub.2s v5, v14, v21
sub.4h v0, v3, v29
sub.4h v24, v6, v27
sub.4h v20, v13, v20
sub.4h v2, v25, v20
sub.4s v7, v31, v13
sub.4s v16, v30, v10
sub.4s v15, v16, v5
sub.4s v23, v6, v5
sub.8b v22, v9, v21
sub.8b v27, v21, v31
sub.8b v7, v22, v10
sub.8b v18, v25, v11
sub.8h v29, v15, v28
sub.8h v11, v9, v16
sub.8h v24, v12, v24
sub.8h v10, v30, v25
suqadd.16b v11, v9
suqadd.16b v28, v2
suqadd.16b v16, v14
suqadd.16b v23, v1
suqadd.2d v0, v22
suqadd.2d v24, v12
suqadd.2d v5, v12
suqadd.2d v13, v24
suqadd.2s v8, v22
suqadd.2s v13, v14
suqadd.2s v6, v16
suqadd.2s v24, v28
suqadd.4h v6, v13
suqadd.4h v13, v5
suqadd.4h v23, v10
suqadd.4h v20, v21
suqadd.4s v11, v8
suqadd.4s v2, v6
suqadd.4s v26, v10
suqadd.4s v5, v24
suqadd.8b v1, v3
suqadd.8b v10, v23
suqadd.8b v10, v15
suqadd.8b v6, v5
suqadd.8h v15, v13
suqadd.8h v15, v16
suqadd.8h v12, v11
suqadd.8h v20, v8
tbl.16b v0, { v12 }, v19
tbl.16b v4, { v14 }, v17
tbl.16b v28, { v29 }, v17
tbl.16b v9, { v11 }, v18
tbl.16b v6, { v20, v21 }, v9
tbl.16b v8, { v8, v9 }, v12
tbl.16b v4, { v12, v13 }, v12
tbl.16b v7, { v17, v18 }, v25
tbl.16b v19, { v4, v5, v6 }, v15
tbl.16b v26, { v13, v14, v15 }, v14
tbl.16b v16, { v19, v20, v21 }, v2
tbl.16b v14, { v20, v21, v22 }, v12
tbl.16b v5, { v17, v18, v19, v20 }, v8
tbl.16b v9, { v12, v13, v14, v15 }, v6
tbl.16b v2, { v10, v11, v12, v13 }, v16
tbl.16b v16, { v20, v21, v22, v23 }, v16
tbl.8b v28, { v25 }, v11
tbl.8b v31, { v21 }, v11
tbl.8b v6, { v30 }, v3
tbl.8b v1, { v11 }, v28
tbl.8b v16, { v21, v22 }, v3
tbl.8b v2, { v9, v10 }, v5
tbl.8b v6, { v18, v19 }, v18
tbl.8b v18, { v13, v14 }, v7
tbl.8b v10, { v23, v24, v25 }, v24
tbl.8b v8, { v29, v30, v31 }, v7
tbl.8b v23, { v0, v1, v2 }, v1
tbl.8b v3, { v2, v3, v4 }, v3
tbl.8b v6, { v5, v6, v7, v8 }, v16
tbl.8b v16, { v7, v8, v9, v10 }, v22
tbl.8b v21, { v7, v8, v9, v10 }, v15
tbl.8b v22, { v17, v18, v19, v20 }, v19
tbx.16b v15, { v2 }, v30
tbx.16b v26, { v3 }, v27
tbx.16b v20, { v21 }, v26
tbx.16b v4, { v7 }, v8
tbx.16b v8, { v6, v7 }, v18
tbx.16b v2, { v13, v14 }, v29
tbx.16b v22, { v0, v1 }, v18
tbx.16b v16, { v7, v8 }, v2
tbx.16b v18, { v23, v24, v25 }, v26
tbx.16b v24, { v3, v4, v5 }, v15
tbx.16b v21, { v30, v31, v0 }, v20
tbx.16b v12, { v22, v23, v24 }, v1
tbx.16b v16, { v11, v12, v13, v14 }, v5
tbx.16b v23, { v11, v12, v13, v14 }, v7
tbx.16b v7, { v8, v9, v10, v11 }, v2
tbx.16b v13, { v25, v26, v27, v28 }, v9
tbx.8b v3, { v28 }, v9
tbx.8b v15, { v18 }, v15
tbx.8b v23, { v23 }, v8
tbx.8b v5, { v20 }, v31
tbx.8b v15, { v23, v24 }, v13
tbx.8b v1, { v18, v19 }, v8
tbx.8b v24, { v1, v2 }, v21
tbx.8b v21, { v31, v0 }, v1
tbx.8b v13, { v1, v2, v3 }, v24
tbx.8b v26, { v15, v16, v17 }, v24
tbx.8b v30, { v12, v13, v14 }, v22
tbx.8b v8, { v18, v19, v20 }, v22
tbx.8b v9, { v12, v13, v14, v15 }, v12
tbx.8b v5, { v7, v8, v9, v10 }, v30
tbx.8b v19, { v25, v26, v27, v28 }, v10
tbx.8b v9, { v4, v5, v6, v7 }, v18
trn1.16b v2, v10, v0
trn1.16b v25, v12, v26
trn1.16b v2, v4, v5
trn1.16b v10, v21, v3
trn1.2d v31, v20, v6
trn1.2d v19, v1, v13
trn1.2d v12, v7, v5
trn1.2d v0, v14, v25
trn1.2s v18, v31, v1
trn1.2s v1, v5, v5
trn1.2s v25, v24, v18
trn1.2s v1, v14, v19
trn1.4h v29, v16, v10
trn1.4h v28, v23, v15
trn1.4h v15, v2, v12
trn1.4h v3, v14, v3
trn1.4s v6, v2, v5
trn1.4s v13, v26, v3
trn1.4s v23, v25, v3
trn1.4s v30, v29, v11
trn1.8b v30, v7, v23
trn1.8b v22, v2, v11
trn1.8b v7, v22, v10
trn1.8b v20, v1, v0
trn1.8h v31, v28, v10
trn1.8h v13, v29, v17
trn1.8h v1, v6, v23
trn1.8h v6, v23, v4
trn2.16b v12, v23, v30
trn2.16b v30, v29, v8
trn2.16b v4, v31, v10
trn2.16b v13, v19, v24
trn2.2d v2, v14, v4
trn2.2d v8, v21, v20
trn2.2d v5, v14, v11
trn2.2d v26, v4, v10
trn2.2s v13, v24, v30
trn2.2s v28, v27, v16
trn2.2s v25, v28, v0
trn2.2s v11, v27, v25
trn2.4h v10, v12, v31
trn2.4h v16, v17, v4
trn2.4h v26, v7, v24
trn2.4h v16, v6, v1
trn2.4s v26, v23, v15
trn2.4s v25, v31, v0
trn2.4s v9, v6, v12
trn2.4s v6, v25, v26
trn2.8b v0, v15, v24
trn2.8b v8, v9, v6
trn2.8b v26, v1, v21
trn2.8b v4, v21, v20
trn2.8h v13, v13, v26
trn2.8h v15, v7, v31
trn2.8h v20, v2, v16
trn2.8h v28, v13, v11
uabal.2d v24, v31, v30
uabal.2d v1, v10, v31
uabal.2d v9, v16, v25
uabal.2d v0, v9, v29
uabal2.2d v4, v16, v1
uabal2.2d v26, v21, v16
uabal2.2d v13, v20, v24
uabal2.2d v20, v10, v13
uabal.4s v8, v12, v10
uabal.4s v27, v1, v27
uabal.4s v12, v28, v18
uabal.4s v3, v29, v14
uabal2.4s v22, v5, v5
uabal2.4s v24, v27, v20
uabal2.4s v7, v6, v28
uabal2.4s v26, v6, v2
uabal.8h v30, v6, v14
uabal.8h v12, v18, v8
uabal.8h v25, v16, v19
uabal.8h v18, v28, v10
uabal2.8h v31, v6, v10
uabal2.8h v25, v14, v3
uabal2.8h v7, v27, v7
uabal2.8h v0, v29, v24
uaba.16b v25, v18, v19
uaba.16b v11, v23, v14
uaba.16b v23, v4, v17
uaba.16b v5, v24, v13
uaba.2s v14, v2, v28
uaba.2s v12, v15, v25
uaba.2s v24, v7, v4
uaba.2s v6, v25, v16
uaba.4h v4, v27, v8
uaba.4h v2, v29, v15
uaba.4h v29, v28, v12
uaba.4h v25, v28, v1
uaba.4s v6, v27, v14
uaba.4s v18, v18, v24
uaba.4s v0, v23, v11
uaba.4s v24, v23, v9
uaba.8b v13, v16, v3
uaba.8b v18, v16, v21
uaba.8b v17, v23, v19
uaba.8b v20, v3, v6
uaba.8h v16, v28, v28
uaba.8h v3, v7, v25
uaba.8h v17, v18, v19
uaba.8h v20, v19, v30
uabdl.2d v12, v26, v30
uabdl.2d v17, v1, v21
uabdl.2d v14, v18, v18
uabdl.2d v12, v22, v25
uabdl2.2d v19, v20, v9
uabdl2.2d v4, v23, v28
uabdl2.2d v27, v8, v22
uabdl2.2d v11, v14, v19
uabdl.4s v15, v6, v24
uabdl.4s v19, v2, v9
uabdl.4s v29, v28, v11
uabdl.4s v3, v5, v12
uabdl2.4s v28, v25, v21
uabdl2.4s v28, v6, v8
uabdl2.4s v12, v7, v27
uabdl2.4s v8, v23, v21
uabdl.8h v12, v5, v12
uabdl.8h v16, v12, v30
uabdl.8h v8, v27, v31
uabdl.8h v14, v11, v8
uabdl2.8h v0, v31, v12
uabdl2.8h v11, v31, v15
uabdl2.8h v28, v21, v8
uabdl2.8h v8, v25, v18
uabd.16b v2, v4, v28
uabd.16b v1, v3, v25
uabd.16b v31, v15, v28
uabd.16b v12, v5, v19
uabd.2s v6, v20, v7
uabd.2s v14, v9, v30
uabd.2s v25, v5, v7
uabd.2s v11, v27, v21
uabd.4h v21, v5, v18
uabd.4h v23, v7, v26
uabd.4h v29, v23, v3
uabd.4h v16, v14, v25
uabd.4s v29, v18, v22
uabd.4s v18, v29, v4
uabd.4s v29, v0, v27
uabd.4s v23, v23, v30
uabd.8b v29, v15, v9
uabd.8b v2, v22, v24
uabd.8b v15, v3, v5
uabd.8b v9, v25, v14
uabd.8h v30, v31, v29
uabd.8h v30, v27, v3
uabd.8h v25, v27, v5
uabd.8h v15, v5, v22
uadalp.1d v19, v7
uadalp.1d v12, v13
uadalp.1d v2, v29
uadalp.1d v23, v30
uadalp.2d v10, v24
uadalp.2d v8, v12
uadalp.2d v21, v13
uadalp.2d v0, v30
uadalp.2s v22, v9
uadalp.2s v28, v27
uadalp.2s v8, v1
uadalp.2s v14, v2
uadalp.4h v7, v2
uadalp.4h v1, v31
uadalp.4h v28, v21
uadalp.4h v4, v15
uadalp.4s v11, v23
uadalp.4s v23, v24
uadalp.4s v31, v13
uadalp.4s v14, v10
uadalp.8h v2, v29
uadalp.8h v24, v3
uadalp.8h v7, v13
uadalp.8h v6, v10
uaddlp.1d v21, v4
uaddlp.1d v31, v4
uaddlp.1d v6, v31
uaddlp.1d v17, v0
uaddlp.2d v22, v0
uaddlp.2d v0, v1
uaddlp.2d v23, v11
uaddlp.2d v19, v28
uaddlp.2s v20, v2
uaddlp.2s v19, v8
uaddlp.2s v10, v19
uaddlp.2s v24, v24
uaddlp.4h v4, v14
uaddlp.4h v11, v2
uaddlp.4h v24, v16
uaddlp.4h v19, v25
uaddlp.4s v11, v25
uaddlp.4s v30, v19
uaddlp.4s v5, v19
uaddlp.4s v1, v30
uaddlp.8h v3, v16
uaddlp.8h v4, v19
uaddlp.8h v29, v24
uaddlp.8h v31, v30
uaddlv.16b h16, v27
uaddlv.16b h6, v16
uaddlv.16b h8, v13
uaddlv.16b h1, v8
uaddlv.4h s29, v26
uaddlv.4h s13, v5
uaddlv.4h s10, v5
uaddlv.4h s21, v15
uaddlv.4s d23, v24
uaddlv.4s d15, v27
uaddlv.4s d26, v28
uaddlv.4s d12, v4
uaddlv.8b h27, v14
uaddlv.8b h31, v7
uaddlv.8b h14, v20
uaddlv.8b h0, v9
uaddlv.8h s20, v8
uaddlv.8h s11, v3
uaddlv.8h s29, v10
uaddlv.8h s22, v0
uaddl.2d v0, v2, v11
uaddl.2d v11, v20, v4
uaddl.2d v4, v12, v6
uaddl.2d v16, v12, v3
uaddl2.2d v23, v28, v0
uaddl2.2d v18, v13, v10
uaddl2.2d v16, v3, v13
uaddl2.2d v1, v30, v22
uaddl.4s v16, v4, v17
uaddl.4s v15, v13, v30
uaddl.4s v17, v3, v9
uaddl.4s v9, v3, v26
uaddl2.4s v15, v17, v6
uaddl2.4s v20, v17, v18
uaddl2.4s v26, v22, v7
uaddl2.4s v20, v17, v30
uaddl.8h v14, v4, v28
uaddl.8h v16, v1, v10
uaddl.8h v13, v7, v7
uaddl.8h v0, v23, v12
uaddl2.8h v20, v7, v29
uaddl2.8h v12, v28, v13
uaddl2.8h v22, v7, v6
uaddl2.8h v13, v16, v1
uaddw.2d v21, v23, v10
uaddw.2d v25, v6, v3
uaddw.2d v9, v30, v6
uaddw.2d v1, v6, v12
uaddw2.2d v25, v1, v22
uaddw2.2d v6, v8, v12
uaddw2.2d v31, v22, v23
uaddw2.2d v11, v22, v7
uaddw.4s v27, v28, v1
uaddw.4s v2, v4, v25
uaddw.4s v28, v27, v21
uaddw.4s v9, v28, v30
uaddw2.4s v15, v27, v14
uaddw2.4s v1, v2, v12
uaddw2.4s v16, v20, v18
uaddw2.4s v5, v8, v17
uaddw.8h v23, v12, v22
uaddw.8h v20, v2, v16
uaddw.8h v1, v27, v2
uaddw.8h v13, v10, v26
uaddw2.8h v26, v23, v6
uaddw2.8h v14, v3, v19
uaddw2.8h v22, v22, v28
uaddw2.8h v22, v30, v30
ucvtf.2d v3, v9, #28
ucvtf.2d v2, v16, #42
ucvtf.2d v10, v1, #25
ucvtf.2d v7, v30, #32
ucvtf.2s v21, v4, #1
ucvtf.2s v11, v22, #24
ucvtf.2s v23, v2, #29
ucvtf.2s v15, v22, #1
ucvtf.4s v19, v30, #3
ucvtf.4s v31, v31, #29
ucvtf.4s v31, v7, #1
ucvtf.4s v15, v31, #12
ucvtf.2d v0, v3
ucvtf.2d v5, v27
ucvtf.2d v6, v5
ucvtf.2d v5, v0
ucvtf.2s v7, v13
ucvtf.2s v19, v18
ucvtf.2s v5, v12
ucvtf.2s v25, v10
ucvtf.4s v1, v19
ucvtf.4s v22, v16
ucvtf.4s v18, v21
ucvtf.4s v30, v25
uhadd.16b v12, v21, v9
uhadd.16b v31, v15, v25
uhadd.16b v10, v27, v31
uhadd.16b v9, v26, v23
uhadd.2s v23, v4, v8
uhadd.2s v4, v27, v6
uhadd.2s v21, v27, v2
uhadd.2s v3, v14, v25
uhadd.4h v13, v17, v31
uhadd.4h v1, v25, v0
uhadd.4h v24, v20, v9
uhadd.4h v7, v6, v5
uhadd.4s v29, v20, v20
uhadd.4s v17, v0, v2
uhadd.4s v20, v21, v15
uhadd.4s v8, v0, v4
uhadd.8b v17, v30, v3
uhadd.8b v6, v21, v11
uhadd.8b v1, v11, v19
uhadd.8b v16, v21, v23
uhadd.8h v31, v17, v23
uhadd.8h v12, v28, v29
uhadd.8h v15, v26, v24
uhadd.8h v29, v20, v24
uhsub.16b v9, v9, v11
uhsub.16b v11, v24, v6
uhsub.16b v6, v19, v20
uhsub.16b v14, v1, v11
uhsub.2s v17, v1, v16
uhsub.2s v15, v3, v3
uhsub.2s v29, v25, v15
uhsub.2s v21, v10, v17
uhsub.4h v24, v1, v16
uhsub.4h v20, v19, v16
uhsub.4h v20, v16, v8
uhsub.4h v24, v23, v16
uhsub.4s v22, v28, v12
uhsub.4s v0, v3, v13
uhsub.4s v0, v7, v3
uhsub.4s v29, v10, v21
uhsub.8b v31, v25, v1
uhsub.8b v5, v14, v10
uhsub.8b v1, v22, v6
uhsub.8b v29, v11, v9
uhsub.8h v30, v21, v7
uhsub.8h v12, v30, v16
uhsub.8h v12, v21, v29
uhsub.8h v11, v24, v19
umaxp.16b v3, v4, v31
umaxp.16b v9, v20, v22
umaxp.16b v19, v24, v17
umaxp.16b v31, v18, v12
umaxp.2s v6, v19, v21
umaxp.2s v0, v16, v8
umaxp.2s v5, v21, v7
umaxp.2s v30, v10, v12
umaxp.4h v9, v4, v8
umaxp.4h v13, v18, v0
umaxp.4h v9, v0, v9
umaxp.4h v2, v4, v29
umaxp.4s v26, v3, v30
umaxp.4s v29, v20, v2
umaxp.4s v18, v24, v3
umaxp.4s v10, v7, v3
umaxp.8b v10, v27, v22
umaxp.8b v15, v12, v8
umaxp.8b v17, v17, v12
umaxp.8b v18, v15, v0
umaxp.8h v27, v10, v6
umaxp.8h v14, v26, v7
umaxp.8h v4, v10, v8
umaxp.8h v2, v20, v31
umaxv.16b b4, v12
umaxv.16b b6, v2
umaxv.16b b18, v20
umaxv.16b b20, v22
umaxv.4h h31, v17
umaxv.4h h5, v30
umaxv.4h h31, v21
umaxv.4h h0, v8
umaxv.4s s27, v17
umaxv.4s s6, v17
umaxv.4s s19, v5
umaxv.4s s27, v22
umaxv.8b b29, v29
umaxv.8b b11, v25
umaxv.8b b17, v5
umaxv.8b b28, v3
umaxv.8h h9, v20
umaxv.8h h9, v6
umaxv.8h h28, v19
umaxv.8h h21, v10
umax.16b v31, v29, v12
umax.16b v30, v0, v10
umax.16b v23, v4, v10
umax.16b v30, v31, v17
umax.2s v29, v0, v2
umax.2s v27, v3, v18
umax.2s v3, v23, v23
umax.2s v25, v30, v22
umax.4h v17, v9, v29
umax.4h v1, v29, v9
umax.4h v24, v6, v2
umax.4h v22, v5, v2
umax.4s v26, v1, v17
umax.4s v6, v8, v12
umax.4s v12, v21, v26
umax.4s v24, v2, v14
umax.8b v23, v0, v6
umax.8b v1, v0, v13
umax.8b v4, v25, v0
umax.8b v6, v15, v1
umax.8h v18, v23, v22
umax.8h v14, v8, v4
umax.8h v27, v4, v25
umax.8h v7, v6, v27
uminp.16b v26, v30, v25
uminp.16b v28, v9, v10
uminp.16b v5, v17, v6
uminp.16b v24, v31, v3
uminp.2s v29, v7, v12
uminp.2s v24, v10, v9
uminp.2s v0, v4, v29
uminp.2s v7, v31, v31
uminp.4h v21, v28, v7
uminp.4h v13, v13, v14
uminp.4h v3, v25, v22
uminp.4h v12, v14, v6
uminp.4s v2, v28, v27
uminp.4s v22, v10, v20
uminp.4s v8, v30, v25
uminp.4s v31, v1, v13
uminp.8b v16, v17, v20
uminp.8b v16, v18, v13
uminp.8b v24, v18, v2
uminp.8b v0, v11, v26
uminp.8h v3, v10, v3
uminp.8h v0, v14, v26
uminp.8h v4, v29, v28
uminp.8h v25, v20, v25
uminv.16b b1, v19
uminv.16b b13, v5
uminv.16b b26, v27
uminv.16b b30, v23
uminv.4h h8, v18
uminv.4h h6, v31
uminv.4h h20, v0
uminv.4h h2, v15
uminv.4s s17, v26
uminv.4s s8, v17
uminv.4s s8, v15
uminv.4s s1, v9
uminv.8b b9, v6
uminv.8b b26, v7
uminv.8b b20, v1
uminv.8b b31, v21
uminv.8h h6, v6
uminv.8h h4, v12
uminv.8h h7, v2
uminv.8h h6, v7
umin.16b v16, v20, v1
umin.16b v22, v26, v11
umin.16b v10, v27, v21
umin.16b v9, v12, v31
umin.2s v4, v9, v31
umin.2s v14, v25, v30
umin.2s v7, v6, v27
umin.2s v12, v12, v2
umin.4h v23, v21, v21
umin.4h v31, v18, v12
umin.4h v5, v18, v24
umin.4h v23, v14, v12
umin.4s v23, v24, v29
umin.4s v10, v14, v18
umin.4s v31, v28, v29
umin.4s v2, v6, v24
umin.8b v22, v17, v29
umin.8b v13, v0, v5
umin.8b v20, v10, v21
umin.8b v19, v15, v1
umin.8h v31, v11, v1
umin.8h v26, v7, v29
umin.8h v3, v17, v18
umin.8h v12, v8, v0
umlal.2d v0, v19, v24[0]
umlal.2d v21, v16, v23[0]
umlal.2d v11, v30, v24[0]
umlal.2d v21, v25, v26[0]
umlal2.2d v27, v12, v30[2]
umlal2.2d v20, v24, v21[2]
umlal2.2d v30, v5, v20[0]
umlal2.2d v16, v12, v11[1]
umlal.4s v6, v14, v2[0]
umlal.4s v23, v23, v10[0]
umlal.4s v21, v29, v4[6]
umlal.4s v27, v17, v8[0]
umlal2.4s v25, v3, v13[6]
umlal2.4s v20, v5, v4[4]
umlal2.4s v18, v3, v6[4]
umlal2.4s v23, v19, v8[5]
umlal.2d v1, v18, v2
umlal.2d v23, v22, v11
umlal.2d v0, v10, v6
umlal.2d v23, v20, v27
umlal2.2d v15, v0, v15
umlal2.2d v8, v26, v27
umlal2.2d v13, v28, v3
umlal2.2d v28, v16, v28
umlal.4s v4, v8, v3
umlal.4s v0, v10, v2
umlal.4s v7, v14, v4
umlal.4s v18, v2, v19
umlal2.4s v7, v29, v25
umlal2.4s v15, v27, v22
umlal2.4s v9, v19, v18
umlal2.4s v5, v8, v3
umlal.8h v30, v31, v12
umlal.8h v10, v17, v6
umlal.8h v4, v13, v12
umlal.8h v22, v28, v26
umlal2.8h v4, v17, v22
umlal2.8h v2, v16, v31
umlal2.8h v11, v2, v7
umlal2.8h v28, v19, v25
umlsl.2d v28, v31, v0[0]
umlsl.2d v2, v23, v8[2]
umlsl.2d v6, v4, v8[1]
umlsl.2d v12, v10, v5[0]
umlsl2.2d v19, v23, v24[2]
umlsl2.2d v12, v13, v3[3]
umlsl2.2d v0, v30, v30[1]
umlsl2.2d v1, v6, v1[0]
umlsl.4s v5, v24, v12[1]
umlsl.4s v15, v31, v2[2]
umlsl.4s v7, v15, v4[0]
umlsl.4s v20, v29, v12[1]
umlsl2.4s v2, v0, v13[4]
umlsl2.4s v19, v2, v13[1]
umlsl2.4s v2, v19, v0[3]
umlsl2.4s v28, v8, v5[1]
umlsl.2d v14, v13, v24
umlsl.2d v16, v20, v10
umlsl.2d v7, v10, v11
umlsl.2d v0, v15, v20
umlsl2.2d v27, v1, v16
umlsl2.2d v2, v6, v30
umlsl2.2d v4, v23, v1
umlsl2.2d v10, v7, v25
umlsl.4s v18, v9, v6
umlsl.4s v28, v0, v16
umlsl.4s v18, v26, v11
umlsl.4s v2, v19, v11
umlsl2.4s v0, v1, v27
umlsl2.4s v26, v21, v6
umlsl2.4s v8, v27, v23
umlsl2.4s v23, v19, v1
umlsl.8h v15, v2, v18
umlsl.8h v18, v12, v21
umlsl.8h v17, v3, v15
umlsl.8h v28, v11, v4
umlsl2.8h v11, v5, v16
umlsl2.8h v22, v1, v21
umlsl2.8h v15, v5, v11
umlsl2.8h v10, v6, v26
umov.b w0, v7[4]
umov.b w13, v7[4]
umov.b w30, v1[7]
umov.b w19, v8[11]
mov.d x8, v31[1]
mov.d x18, v9[0]
mov.d x4, v27[1]
mov.d x9, v7[1]
umov.h w25, v15[0]
umov.h w30, v15[0]
umov.h w8, v7[6]
umov.h w26, v4[0]
mov.s w20, v19[3]
mov.s w30, v0[0]
mov.s w13, v18[0]
mov.s w16, v13[2]
umull.2d v3, v19, v21[3]
umull.2d v14, v1, v7[3]
umull.2d v8, v8, v10[2]
umull.2d v12, v2, v8[2]
umull2.2d v18, v17, v11[0]
umull2.2d v13, v22, v1[3]
umull2.2d v21, v8, v17[0]
umull2.2d v30, v21, v12[3]
umull.4s v18, v4, v11[6]
umull.4s v13, v30, v3[0]
umull.4s v21, v13, v15[0]
umull.4s v20, v26, v5[0]
umull2.4s v20, v3, v3[1]
umull2.4s v0, v12, v6[3]
umull2.4s v6, v21, v5[0]
umull2.4s v5, v23, v2[2]
umull.2d v16, v17, v18
umull.2d v10, v20, v5
umull.2d v0, v8, v4
umull.2d v16, v25, v9
umull2.2d v28, v25, v16
umull2.2d v26, v7, v3
umull2.2d v17, v11, v9
umull2.2d v6, v18, v1
umull.4s v8, v15, v19
umull.4s v1, v26, v19
umull.4s v16, v23, v2
umull.4s v29, v11, v4
umull2.4s v0, v19, v0
umull2.4s v30, v0, v27
umull2.4s v25, v14, v15
umull2.4s v5, v0, v28
umull.8h v8, v23, v19
umull.8h v26, v20, v14
umull.8h v3, v28, v18
umull.8h v7, v21, v21
umull2.8h v30, v30, v27
umull2.8h v12, v14, v13
umull2.8h v8, v15, v21
umull2.8h v13, v19, v16
uqadd.16b v21, v17, v14
uqadd.16b v31, v22, v23
uqadd.16b v20, v26, v9
uqadd.16b v28, v13, v21
uqadd.2d v26, v6, v18
uqadd.2d v21, v10, v12
uqadd.2d v11, v4, v26
uqadd.2d v30, v1, v9
uqadd.2s v30, v14, v14
uqadd.2s v20, v16, v10
uqadd.2s v12, v16, v11
uqadd.2s v20, v23, v22
uqadd.4h v11, v17, v28
uqadd.4h v12, v25, v28
uqadd.4h v22, v19, v27
uqadd.4h v23, v17, v29
uqadd.4s v16, v7, v18
uqadd.4s v28, v9, v1
uqadd.4s v20, v10, v21
uqadd.4s v31, v4, v4
uqadd.8b v1, v17, v3
uqadd.8b v29, v0, v2
uqadd.8b v31, v9, v2
uqadd.8b v0, v20, v6
uqadd.8h v5, v11, v2
uqadd.8h v13, v20, v3
uqadd.8h v17, v15, v21
uqadd.8h v23, v11, v18
uqrshl.16b v4, v23, v22
uqrshl.16b v28, v22, v1
uqrshl.16b v1, v8, v31
uqrshl.16b v12, v31, v6
uqrshl.2d v8, v14, v0
uqrshl.2d v16, v18, v28
uqrshl.2d v27, v29, v27
uqrshl.2d v31, v8, v24
uqrshl.2s v13, v31, v30
uqrshl.2s v25, v20, v3
uqrshl.2s v18, v3, v21
uqrshl.2s v0, v4, v10
uqrshl.4h v11, v31, v22
uqrshl.4h v17, v20, v5
uqrshl.4h v27, v7, v2
uqrshl.4h v7, v12, v30
uqrshl.4s v20, v6, v21
uqrshl.4s v3, v9, v15
uqrshl.4s v11, v17, v4
uqrshl.4s v13, v16, v3
uqrshl.8b v13, v12, v8
uqrshl.8b v2, v1, v7
uqrshl.8b v5, v27, v20
uqrshl.8b v4, v12, v21
uqrshl.8h v1, v31, v11
uqrshl.8h v9, v27, v24
uqrshl.8h v26, v18, v21
uqrshl.8h v25, v5, v27
uqrshrn.2s v29, v25, #21
uqrshrn.2s v8, v9, #16
uqrshrn.2s v22, v24, #13
uqrshrn.2s v7, v13, #12
uqrshrn2.4s v27, v26, #3
uqrshrn2.4s v27, v23, #30
uqrshrn2.4s v11, v29, #11
uqrshrn2.4s v30, v26, #1
uqrshrn.4h v4, v31, #3
uqrshrn.4h v21, v28, #5
uqrshrn.4h v5, v5, #11
uqrshrn.4h v16, v23, #11
uqrshrn2.8h v19, v22, #12
uqrshrn2.8h v11, v19, #14
uqrshrn2.8h v20, v21, #8
uqrshrn2.8h v13, v2, #14
uqrshrn.8b v25, v30, #1
uqrshrn.8b v19, v4, #1
uqrshrn.8b v1, v17, #7
uqrshrn.8b v24, v8, #7
uqrshrn2.16b v16, v16, #1
uqrshrn2.16b v1, v30, #7
uqrshrn2.16b v27, v4, #4
uqrshrn2.16b v23, v23, #6
uqshl.16b v17, v18, #4
uqshl.16b v27, v24, #3
uqshl.16b v14, v10, #1
uqshl.16b v24, v13, #1
uqshl.2d v4, v26, #23
uqshl.2d v26, v25, #63
uqshl.2d v21, v0, #0
uqshl.2d v23, v17, #60
uqshl.2s v24, v14, #9
uqshl.2s v17, v29, #1
uqshl.2s v19, v31, #15
uqshl.2s v9, v26, #1
uqshl.4h v23, v20, #15
uqshl.4h v4, v1, #1
uqshl.4h v24, v16, #5
uqshl.4h v1, v19, #3
uqshl.4s v21, v5, #30
uqshl.4s v10, v4, #9
uqshl.4s v8, v5, #2
uqshl.4s v29, v16, #11
uqshl.8b v12, v2, #6
uqshl.8b v21, v8, #6
uqshl.8b v5, v13, #2
uqshl.8b v14, v10, #0
uqshl.8h v11, v8, #12
uqshl.8h v25, v10, #2
uqshl.8h v18, v21, #8
uqshl.8h v12, v8, #15
uqshl.16b v3, v16, v5
uqshl.16b v14, v10, v7
uqshl.16b v17, v15, v8
uqshl.16b v31, v2, v16
uqshl.2d v22, v14, v15
uqshl.2d v12, v7, v8
uqshl.2d v3, v12, v23
uqshl.2d v20, v13, v9
uqshl.2s v15, v12, v11
uqshl.2s v13, v1, v2
uqshl.2s v30, v19, v18
uqshl.2s v17, v11, v19
uqshl.4h v13, v10, v3
uqshl.4h v3, v11, v17
uqshl.4h v8, v21, v1
uqshl.4h v13, v3, v19
uqshl.4s v24, v17, v4
uqshl.4s v19, v4, v15
uqshl.4s v1, v26, v27
uqshl.4s v6, v21, v17
uqshl.8b v20, v2, v20
uqshl.8b v23, v22, v14
uqshl.8b v18, v10, v22
uqshl.8b v15, v12, v9
uqshl.8h v28, v1, v17
uqshl.8h v22, v3, v8
uqshl.8h v12, v12, v20
uqshl.8h v20, v2, v19
uqshrn.2s v25, v21, #24
uqshrn.2s v1, v1, #11
uqshrn.2s v14, v3, #8
uqshrn.2s v8, v0, #27
uqshrn2.4s v10, v19, #21
uqshrn2.4s v3, v29, #30
uqshrn2.4s v30, v6, #6
uqshrn2.4s v13, v23, #8
uqshrn.4h v27, v5, #1
uqshrn.4h v0, v13, #7
uqshrn.4h v10, v20, #11
uqshrn.4h v31, v4, #3
uqshrn2.8h v3, v29, #3
uqshrn2.8h v2, v24, #6
uqshrn2.8h v29, v21, #1
uqshrn2.8h v20, v21, #5
uqshrn.8b v10, v14, #1
uqshrn.8b v29, v1, #3
uqshrn.8b v6, v23, #6
uqshrn.8b v24, v4, #5
uqshrn2.16b v0, v21, #8
uqshrn2.16b v21, v23, #8
uqshrn2.16b v22, v18, #6
uqshrn2.16b v23, v6, #6
uqsub.16b v12, v8, v19
uqsub.16b v3, v13, v27
uqsub.16b v16, v19, v18
uqsub.16b v14, v25, v1
uqsub.2d v16, v17, v22
uqsub.2d v22, v23, v2
uqsub.2d v20, v24, v9
uqsub.2d v5, v5, v2
uqsub.2s v26, v22, v6
uqsub.2s v3, v22, v1
uqsub.2s v1, v9, v2
uqsub.2s v22, v31, v13
uqsub.4h v22, v10, v7
uqsub.4h v22, v5, v24
uqsub.4h v16, v1, v23
uqsub.4h v23, v6, v26
uqsub.4s v17, v0, v7
uqsub.4s v19, v25, v31
uqsub.4s v11, v27, v25
uqsub.4s v18, v18, v22
uqsub.8b v8, v10, v8
uqsub.8b v3, v19, v26
uqsub.8b v5, v9, v9
uqsub.8b v29, v25, v9
uqsub.8h v19, v13, v16
uqsub.8h v27, v23, v23
uqsub.8h v13, v22, v18
uqsub.8h v14, v26, v13
uqxtn.2s v1, v26
uqxtn.2s v3, v15
uqxtn.2s v2, v6
uqxtn.2s v17, v24
uqxtn2.4s v4, v2
uqxtn2.4s v26, v6
uqxtn2.4s v24, v21
uqxtn2.4s v10, v11
uqxtn.4h v18, v3
uqxtn.4h v8, v12
uqxtn.4h v5, v24
uqxtn.4h v1, v22
uqxtn2.8h v19, v23
uqxtn2.8h v10, v3
uqxtn2.8h v12, v0
uqxtn2.8h v2, v9
uqxtn.8b v18, v18
uqxtn.8b v1, v16
uqxtn.8b v3, v28
uqxtn.8b v13, v7
uqxtn2.16b v20, v12
uqxtn2.16b v15, v10
uqxtn2.16b v0, v10
uqxtn2.16b v11, v5
urecpe.2s v6, v24
urecpe.2s v15, v11
urecpe.2s v26, v11
urecpe.2s v5, v7
urecpe.4s v0, v25
urecpe.4s v13, v26
urecpe.4s v7, v30
urecpe.4s v18, v31
urhadd.16b v31, v21, v12
urhadd.16b v14, v10, v31
urhadd.16b v3, v26, v19
urhadd.16b v19, v23, v6
urhadd.2s v16, v2, v2
urhadd.2s v16, v3, v15
urhadd.2s v2, v14, v20
urhadd.2s v25, v8, v26
urhadd.4h v27, v5, v9
urhadd.4h v20, v3, v19
urhadd.4h v13, v5, v19
urhadd.4h v13, v22, v20
urhadd.4s v2, v1, v7
urhadd.4s v1, v27, v15
urhadd.4s v24, v24, v3
urhadd.4s v7, v3, v27
urhadd.8b v0, v6, v6
urhadd.8b v25, v28, v17
urhadd.8b v6, v15, v11
urhadd.8b v2, v22, v12
urhadd.8h v18, v6, v8
urhadd.8h v23, v27, v14
urhadd.8h v0, v7, v26
urhadd.8h v6, v24, v27
urshl.16b v8, v28, v0
urshl.16b v19, v3, v13
urshl.16b v1, v18, v3
urshl.16b v26, v14, v9
urshl.2d v23, v23, v16
urshl.2d v23, v11, v14
urshl.2d v1, v13, v9
urshl.2d v10, v18, v21
urshl.2s v14, v10, v6
urshl.2s v4, v7, v1
urshl.2s v11, v3, v6
urshl.2s v22, v29, v8
urshl.4h v17, v28, v28
urshl.4h v3, v4, v15
urshl.4h v28, v22, v6
urshl.4h v17, v19, v4
urshl.4s v25, v7, v1
urshl.4s v22, v23, v20
urshl.4s v10, v20, v12
urshl.4s v14, v5, v12
urshl.8b v4, v21, v27
urshl.8b v19, v18, v8
urshl.8b v8, v2, v11
urshl.8b v4, v14, v15
urshl.8h v26, v24, v28
urshl.8h v4, v14, v17
urshl.8h v31, v18, v31
urshl.8h v28, v23, v7
urshr.16b v22, v30, #1
urshr.16b v29, v26, #3
urshr.16b v0, v6, #3
urshr.16b v5, v14, #1
urshr.2d v11, v7, #37
urshr.2d v8, v10, #12
urshr.2d v7, v29, #7
urshr.2d v8, v10, #1
urshr.2s v8, v31, #26
urshr.2s v29, v19, #15
urshr.2s v25, v15, #12
urshr.2s v10, v15, #1
urshr.4h v1, v6, #15
urshr.4h v4, v3, #14
urshr.4h v23, v25, #1
urshr.4h v23, v25, #4
urshr.4s v12, v22, #4
urshr.4s v28, v27, #1
urshr.4s v7, v7, #7
urshr.4s v8, v13, #2
urshr.8b v8, v3, #2
urshr.8b v16, v8, #2
urshr.8b v14, v31, #4
urshr.8b v16, v30, #4
urshr.8h v2, v19, #12
urshr.8h v3, v11, #1
urshr.8h v20, v19, #1
urshr.8h v8, v13, #7
ursqrte.2s v21, v28
ursqrte.2s v15, v12
ursqrte.2s v5, v15
ursqrte.2s v9, v12
ursqrte.4s v5, v22
ursqrte.4s v26, v0
ursqrte.4s v31, v25
ursqrte.4s v9, v19
ursra.16b v13, v11, #5
ursra.16b v20, v31, #1
ursra.16b v11, v16, #2
ursra.16b v3, v30, #8
ursra.2d v5, v27, #55
ursra.2d v2, v10, #19
ursra.2d v11, v24, #53
ursra.2d v8, v3, #64
ursra.2s v15, v14, #1
ursra.2s v17, v18, #1
ursra.2s v26, v20, #1
ursra.2s v3, v18, #32
ursra.4h v31, v8, #7
ursra.4h v27, v25, #4
ursra.4h v17, v28, #8
ursra.4h v25, v17, #1
ursra.4s v24, v18, #23
ursra.4s v13, v8, #8
ursra.4s v30, v11, #1
ursra.4s v5, v4, #1
ursra.8b v27, v10, #8
ursra.8b v17, v1, #5
ursra.8b v4, v7, #8
ursra.8b v6, v7, #5
ursra.8h v28, v4, #9
ursra.8h v15, v1, #4
ursra.8h v7, v7, #16
ursra.8h v11, v30, #7
ushll.2d v5, v5, #19
ushll.2d v11, v3, #27
ushll.2d v30, v29, #22
ushll.2d v19, v7, #2
ushll2.2d v21, v9, #23
ushll2.2d v11, v3, #18
ushll2.2d v20, v1, #1
ushll2.2d v8, v7, #24
ushll.4s v25, v27, #1
ushll.4s v5, v19, #3
ushll.4s v31, v31, #12
ushll.4s v30, v4, #15
ushll2.4s v9, v4, #0
ushll2.4s v9, v22, #15
ushll2.4s v23, v20, #15
ushll2.4s v7, v25, #9
ushll.8h v29, v7, #6
ushll.8h v22, v17, #0
ushll.8h v10, v17, #1
ushll.8h v11, v19, #0
ushll2.8h v29, v6, #3
ushll2.8h v13, v26, #3
ushll2.8h v0, v27, #4
ushll2.8h v30, v17, #7
ushl.16b v6, v27, v21
ushl.16b v18, v23, v6
ushl.16b v13, v15, v26
ushl.16b v7, v0, v12
ushl.2d v5, v8, v10
ushl.2d v11, v18, v8
ushl.2d v20, v13, v28
ushl.2d v3, v10, v13
ushl.2s v17, v20, v14
ushl.2s v12, v23, v13
ushl.2s v18, v29, v10
ushl.2s v20, v27, v10
ushl.4h v3, v30, v0
ushl.4h v5, v0, v22
ushl.4h v4, v7, v31
ushl.4h v17, v26, v25
ushl.4s v23, v7, v24
ushl.4s v5, v24, v3
ushl.4s v19, v1, v25
ushl.4s v25, v2, v9
ushl.8b v29, v18, v24
ushl.8b v7, v6, v22
ushl.8b v18, v25, v26
ushl.8b v3, v15, v0
ushl.8h v11, v5, v9
ushl.8h v26, v12, v22
ushl.8h v8, v26, v14
ushl.8h v13, v23, v18
ushr.16b v19, v21, #2
ushr.16b v12, v0, #1
ushr.16b v6, v18, #5
ushr.16b v8, v6, #4
ushr.2d v23, v12, #22
ushr.2d v31, v3, #10
ushr.2d v10, v24, #14
ushr.2d v15, v19, #6
ushr.2s v3, v26, #9
ushr.2s v22, v27, #22
ushr.2s v1, v17, #22
ushr.2s v7, v31, #1
ushr.4h v30, v26, #11
ushr.4h v10, v20, #1
ushr.4h v7, v18, #13
ushr.4h v18, v6, #12
ushr.4s v2, v20, #5
ushr.4s v16, v23, #30
ushr.4s v2, v8, #11
ushr.4s v3, v3, #15
ushr.8b v27, v27, #6
ushr.8b v5, v4, #3
ushr.8b v7, v20, #3
ushr.8b v15, v26, #1
ushr.8h v17, v7, #7
ushr.8h v12, v23, #1
ushr.8h v15, v25, #16
ushr.8h v31, v4, #10
usqadd.16b v16, v10
usqadd.16b v1, v15
usqadd.16b v16, v16
usqadd.16b v13, v21
usqadd.2d v23, v5
usqadd.2d v8, v25
usqadd.2d v27, v15
usqadd.2d v5, v2
usqadd.2s v31, v27
usqadd.2s v15, v31
usqadd.2s v24, v12
usqadd.2s v29, v0
usqadd.4h v30, v18
usqadd.4h v19, v24
usqadd.4h v18, v22
usqadd.4h v6, v11
usqadd.4s v27, v27
usqadd.4s v30, v12
usqadd.4s v0, v7
usqadd.4s v9, v6
usqadd.8b v19, v14
usqadd.8b v28, v8
usqadd.8b v29, v4
usqadd.8b v12, v28
usqadd.8h v2, v6
usqadd.8h v8, v4
usqadd.8h v14, v13
usra.16b v16, v1, #1
usra.16b v18, v20, #6
usra.16b v20, v31, #4
usra.16b v12, v13, #6
usra.2d v10, v9, #1
usra.2d v7, v13, #4
usra.2d v13, v3, #54
usra.2d v31, v27, #44
usra.2s v3, v4, #9
usra.2s v6, v23, #21
usra.2s v31, v29, #22
usra.2s v23, v0, #23
usra.4h v19, v11, #14
usra.4h v4, v18, #12
usra.4h v5, v23, #16
usra.4h v3, v24, #15
usra.4s v22, v3, #18
usra.4s v16, v0, #32
usra.4s v20, v8, #24
usra.4s v14, v16, #29
usra.8b v16, v3, #1
usra.8b v16, v20, #2
usra.8b v13, v20, #8
usra.8b v24, v4, #8
usra.8h v0, v6, #1
usra.8h v0, v21, #11
usra.8h v28, v19, #8
usra.8h v9, v10, #4
usubl.2d v16, v3, v27
usubl.2d v16, v7, v8
usubl.2d v24, v21, v15
usubl.2d v12, v21, v9
usubl2.2d v18, v0, v4
usubl2.2d v28, v28, v19
usubl2.2d v9, v9, v4
usubl2.2d v13, v5, v5
usubl.4s v11, v27, v4
usubl.4s v25, v15, v0
usubl.4s v21, v13, v4
usubl.4s v26, v0, v18
usubl2.4s v9, v25, v14
usubl2.4s v24, v24, v26
usubl2.4s v1, v10, v26
usubl2.4s v15, v17, v10
usubl.8h v15, v30, v5
usubl.8h v28, v20, v13
usubl.8h v6, v13, v15
usubl.8h v23, v22, v26
usubl2.8h v14, v19, v11
usubl2.8h v13, v17, v30
usubl2.8h v7, v24, v28
usubl2.8h v22, v26, v3
usubw.2d v13, v8, v1
usubw.2d v4, v19, v23
usubw.2d v27, v21, v16
usubw.2d v11, v4, v20
usubw2.2d v19, v12, v22
usubw2.2d v7, v0, v31
usubw2.2d v28, v25, v8
usubw2.2d v0, v23, v26
usubw.4s v20, v30, v2
usubw.4s v3, v9, v31
usubw.4s v12, v5, v5
usubw.4s v18, v24, v5
usubw2.4s v1, v15, v5
usubw2.4s v9, v15, v1
usubw2.4s v11, v16, v6
usubw2.4s v9, v14, v24
usubw.8h v13, v5, v30
usubw.8h v19, v28, v19
usubw.8h v18, v30, v5
usubw.8h v14, v10, v22
usubw2.8h v25, v22, v12
usubw2.8h v4, v3, v21
usubw2.8h v1, v23, v3
usubw2.8h v2, v26, v23
uzp1.16b v3, v18, v7
uzp1.16b v3, v28, v21
uzp1.16b v20, v12, v7
uzp1.16b v21, v18, v10
uzp1.2d v24, v19, v10
uzp1.2d v16, v19, v21
uzp1.2d v21, v6, v31
uzp1.2d v26, v9, v8
uzp1.2s v7, v18, v21
uzp1.2s v24, v21, v3
uzp1.2s v6, v24, v17
uzp1.2s v23, v4, v2
uzp1.4h v14, v30, v7
uzp1.4h v25, v8, v4
uzp1.4h v18, v31, v21
uzp1.4h v2, v2, v6
uzp1.4s v19, v14, v11
uzp1.4s v26, v6, v3
uzp1.4s v7, v26, v6
uzp1.4s v5, v12, v27
uzp1.8b v3, v14, v1
uzp1.8b v12, v26, v9
uzp1.8b v25, v14, v26
uzp1.8b v16, v19, v1
uzp1.8h v15, v5, v11
uzp1.8h v0, v27, v24
uzp1.8h v11, v23, v25
uzp1.8h v30, v25, v19
uzp2.16b v31, v18, v22
uzp2.16b v20, v15, v16
uzp2.16b v14, v8, v24
uzp2.16b v19, v8, v14
uzp2.2d v27, v22, v28
uzp2.2d v2, v25, v1
uzp2.2d v0, v21, v30
uzp2.2d v8, v25, v13
uzp2.2s v10, v29, v23
uzp2.2s v29, v10, v3
uzp2.2s v22, v29, v16
uzp2.2s v30, v15, v6
uzp2.4h v20, v29, v0
uzp2.4h v9, v0, v18
uzp2.4h v18, v17, v8
uzp2.4h v20, v13, v2
uzp2.4s v0, v12, v7
uzp2.4s v19, v5, v5
uzp2.4s v11, v20, v30
uzp2.4s v31, v10, v6
uzp2.8b v12, v13, v4
uzp2.8b v24, v3, v23
uzp2.8b v27, v31, v30
uzp2.8b v6, v3, v16
uzp2.8h v13, v30, v29
uzp2.8h v9, v15, v25
uzp2.8h v0, v21, v22
uzp2.8h v23, v29, v30
xtn.2s v0, v25
xtn.2s v21, v6
xtn.2s v2, v19
xtn.2s v31, v24
xtn2.4s v10, v15
xtn2.4s v23, v1
xtn2.4s v10, v12
xtn2.4s v18, v18
xtn.4h v28, v25
xtn.4h v9, v9
xtn.4h v15, v9
xtn.4h v6, v19
xtn2.8h v26, v5
xtn2.8h v3, v26
xtn2.8h v22, v4
xtn2.8h v9, v1
xtn.8b v3, v25
xtn.8b v14, v28
xtn.8b v22, v2
xtn.8b v2, v22
xtn2.16b v18, v0
xtn2.16b v26, v15
xtn2.16b v15, v25
xtn2.16b v3, v3
zip1.16b v15, v3, v3
zip1.16b v15, v31, v4
zip1.16b v3, v15, v28
zip1.16b v18, v7, v28
zip1.2d v25, v15, v14
zip1.2d v30, v31, v20
zip1.2d v4, v13, v10
zip1.2d v22, v24, v6
zip1.2s v7, v1, v19
zip1.2s v12, v27, v2
zip1.2s v9, v5, v20
zip1.2s v11, v16, v19
zip1.4h v30, v26, v30
zip1.4h v4, v30, v24
zip1.4h v12, v15, v31
zip1.4h v28, v18, v27
zip1.4s v11, v7, v16
zip1.4s v13, v2, v17
zip1.4s v13, v28, v31
zip1.4s v19, v2, v28
zip1.8b v0, v9, v25
zip1.8b v2, v29, v24
zip1.8b v0, v23, v11
zip1.8b v19, v2, v18
zip1.8h v5, v30, v14
zip1.8h v16, v18, v10
zip1.8h v18, v0, v22
zip1.8h v31, v7, v7
zip2.16b v6, v5, v26
zip2.16b v9, v31, v27
zip2.16b v10, v23, v22
zip2.16b v3, v27, v1
zip2.2d v3, v8, v3
zip2.2d v6, v16, v16
zip2.2d v11, v20, v9
zip2.2d v22, v1, v18
zip2.2s v25, v31, v20
zip2.2s v8, v9, v28
zip2.2s v11, v13, v29
zip2.2s v2, v13, v23
zip2.4h v1, v7, v22
zip2.4h v7, v16, v12
zip2.4h v14, v16, v22
zip2.4h v7, v16, v7
zip2.4s v24, v31, v6
zip2.4s v2, v1, v13
zip2.4s v2, v5, v8
zip2.4s v18, v28, v2
zip2.8b v29, v21, v4
zip2.8b v27, v12, v1
zip2.8b v27, v4, v17
zip2.8b v23, v4, v27
zip2.8h v31, v11, v9
zip2.8h v14, v9, v7
zip2.8h v19, v19, v6
zip2.8h v29, v19, v4
