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
addv.16b b19, v27
addv.16b b11, v4
addv.16b b7, v22
addv.16b b30, v12
addv.4h h22, v26
addv.4h h3, v7
addv.4h h24, v26
addv.4h h21, v3
addv.4s s28, v15
addv.4s s26, v21
addv.4s s18, v10
addv.4s s9, v17
addv.8b b8, v15
addv.8b b31, v12
addv.8b b6, v1
addv.8b b18, v11
addv.8h h0, v8
addv.8h h17, v4
addv.8h h18, v17
addv.8h h16, v30
add.16b v5, v11, v4
add.16b v21, v26, v24
add.16b v0, v31, v17
add.16b v15, v30, v2
add.2d v4, v1, v18
add.2d v1, v0, v29
add.2d v29, v19, v7
add.2d v21, v0, v31
add.2s v11, v15, v20
add.2s v2, v21, v28
add.2s v27, v14, v29
add.2s v18, v20, v10
add.4h v5, v18, v27
add.4h v17, v20, v22
add.4h v8, v0, v7
add.4h v10, v26, v12
add.4s v25, v15, v16
add.4s v5, v22, v21
add.4s v31, v9, v19
add.4s v3, v29, v31
add.8b v9, v25, v9
add.8b v23, v2, v20
add.8b v6, v2, v7
add.8b v24, v2, v8
add.8h v5, v2, v31
add.8h v0, v4, v18
add.8h v9, v5, v17
add.8h v25, v25, v0
and.16b v25, v29, v3
and.16b v0, v21, v19
and.16b v23, v6, v6
and.16b v14, v18, v14
and.8b v27, v30, v31
and.8b v17, v12, v17
and.8b v26, v13, v31
and.8b v8, v25, v30
bic.2s v10, #215, lsl #8
bic.2s v14, #255, lsl #16
bic.2s v2, #0
bic.2s v7, #224, lsl #24
bic.4h v9, #218
bic.4h v10, #100
bic.4h v29, #61
bic.4h v5, #53
bic.4s v24, #0
bic.4s v28, #24, lsl #8
bic.4s v26, #83, lsl #8
bic.4s v3, #215, lsl #8
bic.8h v2, #88
bic.8h v9, #222, lsl #8
bic.8h v28, #198
bic.8h v20, #204
bic.16b v3, v18, v22
bic.16b v16, v16, v0
bic.16b v0, v28, v30
bic.16b v2, v26, v17
bic.8b v27, v27, v27
bic.8b v29, v23, v24
bic.8b v11, v13, v18
bic.8b v1, v26, v17
bif.16b v30, v8, v26
bif.16b v15, v6, v12
bif.16b v2, v2, v31
bif.16b v5, v18, v30
bif.8b v1, v15, v16
bif.8b v4, v8, v31
bif.8b v23, v0, v7
bif.8b v29, v22, v0
bit.16b v8, v31, v6
bit.16b v3, v5, v23
bit.16b v27, v24, v8
bit.16b v3, v22, v22
bit.8b v10, v31, v16
bit.8b v17, v21, v7
bit.8b v4, v24, v7
bit.8b v20, v19, v20
bsl.16b v2, v21, v1
bsl.16b v14, v2, v11
bsl.16b v5, v26, v18
bsl.16b v3, v23, v24
bsl.8b v7, v0, v6
bsl.8b v21, v24, v13
bsl.8b v9, v12, v12
bsl.8b v22, v12, v25
cls.16b v11, v7
cls.16b v7, v22
cls.16b v3, v3
cls.16b v6, v31
cls.2s v10, v0
cls.2s v28, v17
cls.2s v21, v16
cls.2s v21, v18
cls.4h v8, v7
cls.4h v25, v1
cls.4h v6, v30
cls.4h v17, v16
cls.4s v9, v30
cls.4s v16, v13
cls.4s v23, v1
cls.4s v16, v2
cls.8b v23, v8
cls.8b v10, v12
cls.8b v11, v15
cls.8b v31, v24
cls.8h v27, v27
cls.8h v21, v31
cls.8h v23, v14
cls.8h v9, v26
clz.16b v5, v24
clz.16b v28, v12
clz.16b v9, v31
clz.16b v28, v26
clz.2s v23, v17
clz.2s v17, v28
clz.2s v6, v0
clz.4h v4, v6
clz.4h v25, v12
clz.4h v11, v3
clz.4h v24, v9
clz.4s v21, v18
clz.4s v19, v27
clz.4s v14, v30
clz.4s v11, v17
clz.8b v30, v15
clz.8b v28, v18
clz.8b v19, v23
clz.8b v20, v2
clz.8h v13, v29
clz.8h v29, v4
clz.8h v28, v19
clz.8h v20, v15
cmeq.16b v10, v11, v9
cmeq.16b v15, v18, v7
cmeq.16b v19, v17, v7
cmeq.16b v8, v7, v24
cmeq.2d v0, v12, v2
cmeq.2d v21, v27, v0
cmeq.2d v17, v12, v24
cmeq.2d v21, v27, v6
cmeq.2s v6, v31, v31
cmeq.2s v14, v16, v18
cmeq.2s v25, v10, v11
cmeq.2s v2, v3, v20
cmeq.4h v30, v18, v17
cmeq.4h v3, v14, v8
cmeq.4h v4, v8, v14
cmeq.4h v10, v29, v22
cmeq.4s v17, v12, v23
cmeq.4s v2, v11, v2
cmeq.4s v13, v24, v26
cmeq.4s v18, v4, v17
cmeq.8b v17, v16, v21
cmeq.8b v24, v19, v6
cmeq.8b v4, v30, v1
cmeq.8b v7, v31, v30
cmeq.8h v31, v10, v27
cmeq.8h v9, v17, v30
cmeq.8h v7, v18, v10
cmeq.8h v16, v11, v26
cmeq.16b v4, v27, #0
cmeq.16b v9, v2, #0
cmeq.16b v17, v31, #0
cmeq.16b v7, v23, #0
cmeq.2d v14, v27, #0
cmeq.2d v18, v18, #0
cmeq.2d v31, v10, #0
cmeq.2d v20, v1, #0
cmeq.2s v9, v26, #0
cmeq.2s v1, v18, #0
cmeq.2s v31, v28, #0
cmeq.2s v22, v13, #0
cmeq.4h v5, v17, #0
cmeq.4h v29, v15, #0
cmeq.4h v16, v0, #0
cmeq.4h v12, v24, #0
cmeq.4s v25, v15, #0
cmeq.4s v19, v15, #0
cmeq.4s v10, v16, #0
cmeq.4s v8, v16, #0
cmeq.8b v30, v16, #0
cmeq.8b v19, v23, #0
cmeq.8b v27, v19, #0
cmeq.8b v28, v27, #0
cmeq.8h v19, v3, #0
cmeq.8h v3, v24, #0
cmeq.8h v14, v15, #0
cmeq.8h v5, v1, #0
cmge.16b v7, v21, v12
cmge.16b v5, v9, v19
cmge.16b v28, v13, v1
cmge.16b v8, v15, v5
cmge.2d v19, v2, v28
cmge.2d v21, v16, v27
cmge.2d v1, v5, v0
cmge.2d v12, v5, v25
cmge.2s v17, v25, v15
cmge.2s v22, v22, v30
cmge.2s v4, v13, v5
cmge.2s v4, v28, v13
cmge.4h v26, v20, v30
cmge.4h v23, v14, v15
cmge.4h v3, v2, v20
cmge.4h v30, v5, v11
cmge.4s v14, v4, v24
cmge.4s v20, v28, v5
cmge.4s v29, v24, v0
cmge.4s v15, v24, v28
cmge.8b v3, v3, v3
cmge.8b v26, v12, v19
cmge.8b v25, v27, v16
cmge.8b v27, v18, v16
cmge.8h v3, v12, v21
cmge.8h v26, v26, v4
cmge.8h v29, v31, v11
cmge.8h v10, v9, v22
cmge.16b v20, v4, #0
cmge.16b v9, v19, #0
cmge.16b v31, v31, #0
cmge.16b v12, v25, #0
cmge.2d v6, v12, #0
cmge.2d v25, v23, #0
cmge.2d v11, v7, #0
cmge.2d v14, v1, #0
cmge.2s v28, v8, #0
cmge.2s v21, v28, #0
cmge.2s v18, v1, #0
cmge.2s v26, v24, #0
cmge.4h v29, v3, #0
cmge.4h v2, v18, #0
cmge.4h v28, v22, #0
cmge.4h v2, v12, #0
cmge.4s v0, v23, #0
cmge.4s v13, v30, #0
cmge.4s v11, v24, #0
cmge.4s v15, v5, #0
cmge.8b v5, v31, #0
cmge.8b v22, v6, #0
cmge.8b v3, v1, #0
cmge.8b v31, v22, #0
cmge.8h v18, v9, #0
cmge.8h v13, v27, #0
cmge.8h v4, v7, #0
cmge.8h v30, v16, #0
cmgt.16b v6, v31, v25
cmgt.16b v1, v23, v3
cmgt.16b v2, v23, v7
cmgt.16b v1, v3, v11
cmgt.2d v3, v15, v17
cmgt.2d v10, v14, v1
cmgt.2d v14, v16, v30
cmgt.2d v23, v28, v22
cmgt.2s v25, v1, v8
cmgt.2s v8, v17, v15
cmgt.2s v22, v22, v15
cmgt.2s v8, v26, v15
cmgt.4h v8, v17, v19
cmgt.4h v15, v25, v23
cmgt.4h v14, v23, v11
cmgt.4h v27, v1, v26
cmgt.4s v29, v13, v1
cmgt.4s v24, v3, v31
cmgt.4s v14, v29, v31
cmgt.4s v20, v14, v30
cmgt.8b v22, v25, v9
cmgt.8b v6, v12, v12
cmgt.8b v10, v18, v16
cmgt.8b v27, v25, v23
cmgt.8h v27, v23, v31
cmgt.8h v4, v12, v17
cmgt.8h v7, v15, v24
cmgt.8h v10, v0, v23
cmgt.16b v0, v30, #0
cmgt.16b v3, v5, #0
cmgt.16b v22, v21, #0
cmgt.16b v14, v16, #0
cmgt.2d v0, v8, #0
cmgt.2d v5, v10, #0
cmgt.2d v3, v10, #0
cmgt.2d v27, v2, #0
cmgt.2s v7, v18, #0
cmgt.2s v14, v26, #0
cmgt.2s v9, v11, #0
cmgt.2s v19, v4, #0
cmgt.4h v29, v19, #0
cmgt.4h v4, v2, #0
cmgt.4h v27, v29, #0
cmgt.4h v26, v12, #0
cmgt.4s v19, v19, #0
cmgt.4s v29, v21, #0
cmgt.4s v9, v25, #0
cmgt.4s v2, v9, #0
cmgt.8b v19, v26, #0
cmgt.8b v1, v9, #0
cmgt.8b v18, v25, #0
cmgt.8b v13, v3, #0
cmgt.8h v19, v1, #0
cmgt.8h v8, v16, #0
cmgt.8h v4, v19, #0
cmgt.8h v8, v7, #0
cmhi.16b v30, v5, v26
cmhi.16b v26, v11, v15
cmhi.16b v30, v10, v16
cmhi.16b v30, v9, v13
cmhi.2d v26, v10, v16
cmhi.2d v9, v19, v12
cmhi.2d v19, v26, v6
cmhi.2d v23, v7, v10
cmhi.2s v6, v18, v28
cmhi.2s v14, v30, v26
cmhi.2s v5, v22, v15
cmhi.2s v25, v23, v5
cmhi.4h v4, v24, v1
cmhi.4h v4, v8, v23
cmhi.4h v12, v29, v19
cmhi.4h v8, v1, v1
cmhi.4s v4, v24, v20
cmhi.4s v12, v4, v5
cmhi.4s v25, v10, v20
cmhi.4s v1, v24, v21
cmhi.8b v13, v15, v3
cmhi.8b v27, v2, v13
cmhi.8b v1, v3, v18
cmhi.8b v23, v27, v31
cmhi.8h v26, v15, v6
cmhi.8h v0, v20, v20
cmhi.8h v20, v31, v5
cmhi.8h v27, v31, v4
cmhs.16b v11, v17, v16
cmhs.16b v11, v0, v26
cmhs.16b v22, v24, v30
cmhs.16b v0, v0, v10
cmhs.2d v0, v25, v14
cmhs.2d v30, v30, v15
cmhs.2d v17, v14, v5
cmhs.2d v15, v22, v9
cmhs.2s v20, v4, v24
cmhs.2s v30, v16, v18
cmhs.2s v26, v9, v31
cmhs.2s v25, v11, v14
cmhs.4h v30, v16, v28
cmhs.4h v30, v23, v19
cmhs.4h v20, v8, v18
cmhs.4h v21, v25, v1
cmhs.4s v29, v20, v31
cmhs.4s v26, v12, v8
cmhs.4s v10, v9, v10
cmhs.4s v22, v1, v12
cmhs.8b v25, v17, v21
cmhs.8b v11, v6, v15
cmhs.8b v6, v0, v25
cmhs.8b v10, v29, v7
cmhs.8h v19, v30, v15
cmhs.8h v20, v17, v22
cmhs.8h v25, v12, v17
cmhs.8h v16, v15, v10
cmle.16b v12, v19, #0
cmle.16b v25, v31, #0
cmle.16b v12, v15, #0
cmle.16b v5, v16, #0
cmle.2d v22, v31, #0
cmle.2d v28, v2, #0
cmle.2d v19, v13, #0
cmle.2d v1, v24, #0
cmle.2s v20, v2, #0
cmle.2s v21, v7, #0
cmle.2s v23, v6, #0
cmle.2s v19, v8, #0
cmle.4h v24, v29, #0
cmle.4h v10, v14, #0
cmle.4h v11, v1, #0
cmle.4h v30, v0, #0
cmle.4s v24, v3, #0
cmle.4s v1, v22, #0
cmle.4s v14, v18, #0
cmle.4s v7, v31, #0
cmle.8b v6, v25, #0
cmle.8b v4, v2, #0
cmle.8b v25, v18, #0
cmle.8b v6, v19, #0
cmle.8h v29, v17, #0
cmle.8h v19, v26, #0
cmle.8h v28, v25, #0
cmle.8h v17, v1, #0
cmlt.16b v21, v2, #0
cmlt.16b v1, v3, #0
cmlt.16b v12, v15, #0
cmlt.16b v6, v13, #0
cmlt.2d v21, v9, #0
cmlt.2d v24, v20, #0
cmlt.2d v28, v13, #0
cmlt.2d v2, v23, #0
cmlt.2s v12, v20, #0
cmlt.2s v3, v14, #0
cmlt.2s v26, v26, #0
cmlt.2s v1, v31, #0
cmlt.4h v24, v10, #0
cmlt.4h v2, v17, #0
cmlt.4h v30, v23, #0
cmlt.4h v16, v7, #0
cmlt.4s v6, v15, #0
cmlt.4s v24, v29, #0
cmlt.4s v16, v13, #0
cmlt.4s v29, v24, #0
cmlt.8b v2, v27, #0
cmlt.8b v7, v13, #0
cmlt.8b v20, v25, #0
cmlt.8b v20, v12, #0
cmlt.8h v6, v22, #0
cmlt.8h v28, v13, #0
cmlt.8h v23, v15, #0
cmlt.8h v20, v31, #0
cmtst.16b v30, v15, v26
cmtst.16b v28, v20, v10
cmtst.16b v29, v21, v16
cmtst.16b v1, v3, v11
cmtst.2d v11, v4, v8
cmtst.2d v21, v4, v8
cmtst.2d v8, v10, v27
cmtst.2d v16, v30, v3
cmtst.2s v5, v8, v19
cmtst.2s v0, v23, v13
cmtst.2s v4, v1, v30
cmtst.2s v8, v20, v8
cmtst.4h v6, v12, v14
cmtst.4h v23, v31, v2
cmtst.4h v10, v13, v11
cmtst.4h v3, v1, v23
cmtst.4s v3, v11, v30
cmtst.4s v18, v2, v2
cmtst.4s v27, v11, v2
cmtst.4s v20, v31, v24
cmtst.8b v20, v31, v4
cmtst.8b v30, v22, v14
cmtst.8b v8, v21, v23
cmtst.8b v20, v27, v18
cmtst.8h v18, v21, v25
cmtst.8h v21, v2, v13
cmtst.8h v24, v26, v29
cmtst.8h v11, v7, v21
cnt.16b v5, v28
cnt.16b v21, v27
cnt.16b v31, v23
cnt.16b v22, v17
cnt.8b v0, v5
cnt.8b v1, v20
cnt.8b v24, v26
cnt.8b v18, v21
mov b22, v16[0]
mov b23, v12[6]
mov b26, v31[11]
mov b3, v17[11]
mov d21, v26[0]
mov d20, v2[0]
mov d0, v6[0]
mov d20, v27[1]
mov h11, v13[7]
mov h30, v19[1]
mov h0, v31[2]
mov h29, v23[2]
mov s15, v12[3]
mov s4, v28[1]
mov s25, v0[3]
mov s13, v1[0]
dup.16b v9, w26
dup.16b v9, w15
dup.16b v23, w28
dup.16b v11, w5
dup.16b v13, v4[0]
dup.16b v6, v6[0]
dup.16b v12, v28[5]
dup.16b v22, v10[7]
dup.2d v22, x23
dup.2d v18, xzr
dup.2d v28, x28
dup.2d v7, x4
dup.2d v25, v12[0]
dup.2d v20, v6[0]
dup.2d v6, v11[0]
dup.2d v18, v11[1]
dup.2s v20, w14
dup.2s v24, w9
dup.2s v18, w14
dup.2s v12, w5
dup.2s v20, v29[2]
dup.2s v12, v12[0]
dup.2s v17, v23[3]
dup.2s v29, v4[0]
dup.4h v20, w21
dup.4h v23, w16
dup.4h v30, w0
dup.4h v6, w7
dup.4h v23, v15[4]
dup.4h v1, v7[5]
dup.4h v28, v22[7]
dup.4h v0, v17[6]
dup.4s v17, w1
dup.4s v24, w7
dup.4s v30, w12
dup.4s v0, w27
dup.4s v30, v14[1]
dup.4s v17, v29[0]
dup.4s v0, v0[3]
dup.4s v23, v17[1]
dup.8b v21, w11
dup.8b v0, w8
dup.8b v27, w12
dup.8b v15, w30
dup.8b v9, v24[0]
dup.8b v29, v11[10]
dup.8b v26, v29[10]
dup.8b v11, v19[7]
dup.8h v27, w18
dup.8h v10, w24
dup.8h v10, w12
dup.8h v7, w22
dup.8h v25, v20[0]
dup.8h v28, v25[7]
dup.8h v23, v2[2]
dup.8h v27, v8[7]
eor.16b v23, v20, v15
eor.16b v24, v1, v17
eor.16b v28, v14, v13
eor.16b v8, v26, v0
eor.8b v6, v6, v22
eor.8b v18, v28, v14
eor.8b v1, v30, v22
eor.8b v5, v17, v19
ext.16b v25, v0, v19, #3
ext.16b v26, v21, v20, #13
ext.16b v25, v28, v9, #0
ext.16b v22, v20, v30, #15
ext.8b v28, v22, v11, #4
ext.8b v6, v19, v17, #7
ext.8b v8, v14, v17, #3
ext.8b v0, v14, v11, #5
fabd.2d v15, v25, v0
fabd.2d v12, v16, v8
fabd.2d v26, v12, v7
fabd.2d v29, v16, v7
fabd.2s v9, v12, v30
fabd.2s v5, v15, v17
fabd.2s v22, v21, v1
fabd.2s v1, v3, v17
fabd.4s v4, v18, v18
fabd.4s v13, v13, v2
fabd.4s v21, v26, v23
fabd.4s v7, v18, v3
fabs.2d v20, v2
fabs.2d v0, v23
fabs.2d v6, v6
fabs.2d v10, v14
fabs.2s v10, v2
fabs.2s v7, v26
fabs.2s v17, v3
fabs.2s v10, v21
fabs.4s v18, v12
fabs.4s v27, v19
fabs.4s v22, v14
fabs.4s v27, v7
facge.2d v4, v12, v12
facge.2d v14, v27, v19
facge.2d v11, v17, v21
facge.2d v18, v0, v26
facge.2s v17, v30, v22
facge.2s v7, v0, v30
facge.2s v28, v25, v2
facge.2s v11, v10, v3
facge.4s v28, v29, v6
facge.4s v31, v23, v6
facge.4s v5, v0, v24
facge.4s v16, v13, v11
facgt.2d v29, v18, v0
facgt.2d v25, v24, v29
facgt.2d v8, v3, v16
facgt.2d v4, v4, v18
facgt.2s v19, v26, v11
facgt.2s v25, v12, v25
facgt.2s v12, v12, v25
facgt.2s v23, v8, v14
facgt.4s v26, v30, v17
facgt.4s v11, v24, v16
facgt.4s v4, v10, v30
facgt.4s v22, v11, v26
faddp.2d d4, v22
faddp.2d d20, v1
faddp.2d d10, v3
faddp.2d d19, v17
faddp.2s s5, v8
faddp.2s s4, v1
faddp.2s s5, v14
faddp.2s s23, v29
faddp.2d v1, v17, v5
faddp.2d v9, v26, v18
faddp.2d v13, v19, v14
faddp.2d v19, v7, v10
faddp.2s v20, v15, v18
faddp.2s v24, v6, v21
faddp.2s v30, v3, v2
faddp.2s v2, v11, v6
faddp.4s v1, v26, v0
faddp.4s v0, v16, v1
faddp.4s v13, v21, v10
faddp.4s v13, v29, v21
fadd.2d v4, v22, v10
fadd.2d v17, v20, v29
fadd.2d v0, v22, v7
fadd.2d v27, v5, v8
fadd.2s v17, v21, v9
fadd.2s v9, v10, v16
fadd.2s v10, v10, v24
fadd.2s v9, v13, v25
fadd.4s v19, v25, v12
fadd.4s v26, v17, v13
fadd.4s v26, v31, v23
fadd.4s v10, v7, v21
fcmeq.2d v0, v3, v29
fcmeq.2d v18, v2, v9
fcmeq.2d v9, v13, v20
fcmeq.2d v5, v3, v8
fcmeq.2s v0, v18, v20
fcmeq.2s v25, v4, v13
fcmeq.2s v5, v28, v30
fcmeq.2s v0, v20, v30
fcmeq.4s v22, v4, v2
fcmeq.4s v4, v1, v28
fcmeq.4s v31, v22, v13
fcmeq.4s v28, v1, v15
fcmeq.2d v29, v1, #0.0
fcmeq.2d v7, v27, #0.0
fcmeq.2d v20, v24, #0.0
fcmeq.2d v23, v12, #0.0
fcmeq.2s v30, v18, #0.0
fcmeq.2s v30, v27, #0.0
fcmeq.2s v1, v24, #0.0
fcmeq.2s v4, v25, #0.0
fcmeq.4s v16, v14, #0.0
fcmeq.4s v10, v8, #0.0
fcmeq.4s v20, v20, #0.0
fcmeq.4s v7, v0, #0.0
fcmge.2d v1, v5, v17
fcmge.2d v21, v13, v5
fcmge.2d v30, v28, v23
fcmge.2d v25, v3, v2
fcmge.2s v10, v23, v15
fcmge.2s v16, v7, v2
fcmge.2s v13, v20, v1
fcmge.2s v6, v26, v1
fcmge.4s v31, v21, v17
fcmge.4s v1, v21, v23
fcmge.4s v24, v29, v11
fcmge.4s v8, v0, v5
fcmge.2d v15, v3, #0.0
fcmge.2d v0, v7, #0.0
fcmge.2d v27, v16, #0.0
fcmge.2d v23, v25, #0.0
fcmge.2s v25, v29, #0.0
fcmge.2s v31, v23, #0.0
fcmge.2s v14, v28, #0.0
fcmge.2s v8, v27, #0.0
fcmge.4s v15, v10, #0.0
fcmge.4s v15, v0, #0.0
fcmge.4s v1, v2, #0.0
fcmge.4s v2, v26, #0.0
fcmgt.2d v3, v0, v29
fcmgt.2d v6, v26, v13
fcmgt.2d v27, v19, v4
fcmgt.2d v26, v4, v19
fcmgt.2s v29, v10, v1
fcmgt.2s v27, v11, v22
fcmgt.2s v22, v30, v28
fcmgt.2s v5, v14, v6
fcmgt.4s v31, v24, v5
fcmgt.4s v15, v2, v20
fcmgt.4s v9, v12, v25
fcmgt.4s v6, v15, v18
fcmgt.2d v4, v28, #0.0
fcmgt.2d v19, v6, #0.0
fcmgt.2d v25, v10, #0.0
fcmgt.2d v23, v30, #0.0
fcmgt.2s v10, v27, #0.0
fcmgt.2s v10, v11, #0.0
fcmgt.2s v8, v4, #0.0
fcmgt.2s v24, v30, #0.0
fcmgt.4s v14, v9, #0.0
fcmgt.4s v30, v0, #0.0
fcmgt.4s v5, v17, #0.0
fcmgt.4s v24, v17, #0.0
fcmle.2d v23, v19, #0.0
fcmle.2d v6, v10, #0.0
fcmle.2d v23, v29, #0.0
fcmle.2d v26, v2, #0.0
fcmle.2s v4, v5, #0.0
fcmle.2s v12, v4, #0.0
fcmle.2s v10, v14, #0.0
fcmle.2s v8, v7, #0.0
fcmle.4s v21, v17, #0.0
fcmle.4s v11, v18, #0.0
fcmle.4s v5, v12, #0.0
fcmle.4s v11, v10, #0.0
fcmlt.2d v1, v0, #0.0
fcmlt.2d v2, v3, #0.0
fcmlt.2d v25, v4, #0.0
fcmlt.2d v3, v29, #0.0
fcmlt.2s v22, v16, #0.0
fcmlt.2s v13, v12, #0.0
fcmlt.2s v14, v20, #0.0
fcmlt.2s v3, v3, #0.0
fcmlt.4s v4, v9, #0.0
fcmlt.4s v24, v22, #0.0
fcmlt.4s v5, v18, #0.0
fcmlt.4s v17, v15, #0.0
fcvtas.2d v30, v24
fcvtas.2d v4, v8
fcvtas.2d v3, v12
fcvtas.2d v12, v16
fcvtas.2s v22, v25
fcvtas.2s v20, v12
fcvtas.2s v16, v7
fcvtas.2s v11, v30
fcvtas.4s v19, v3
fcvtas.4s v29, v7
fcvtas.4s v30, v7
fcvtas.4s v7, v25
fcvtau.2d v21, v3
fcvtau.2d v10, v13
fcvtau.2d v27, v29
fcvtau.2d v24, v12
fcvtau.2s v24, v11
fcvtau.2s v27, v25
fcvtau.2s v10, v4
fcvtau.2s v26, v12
fcvtau.4s v12, v26
fcvtau.4s v11, v6
fcvtau.4s v7, v0
fcvtau.4s v8, v26
fcvtms.2d v3, v30
fcvtms.2d v0, v28
fcvtms.2d v23, v7
fcvtms.2d v7, v7
fcvtms.2s v15, v16
fcvtms.2s v12, v9
fcvtms.2s v12, v16
fcvtms.2s v11, v31
fcvtms.4s v4, v24
fcvtms.4s v8, v18
fcvtms.4s v30, v23
fcvtms.4s v23, v14
fcvtmu.2d v5, v11
fcvtmu.2d v0, v15
fcvtmu.2d v20, v18
fcvtmu.2d v16, v22
fcvtmu.2s v29, v28
fcvtmu.2s v22, v25
fcvtmu.2s v2, v28
fcvtmu.2s v19, v27
fcvtmu.4s v24, v5
fcvtmu.4s v9, v3
fcvtmu.4s v5, v11
fcvtmu.4s v4, v6
fcvtns.2d v24, v22
fcvtns.2d v27, v27
fcvtns.2d v6, v27
fcvtns.2d v28, v26
fcvtns.2s v12, v19
fcvtns.2s v9, v28
fcvtns.2s v0, v17
fcvtns.2s v23, v18
fcvtns.4s v25, v2
fcvtns.4s v7, v31
fcvtns.4s v12, v19
fcvtns.4s v1, v4
fcvtnu.2d v31, v4
fcvtnu.2d v27, v1
fcvtnu.2d v8, v5
fcvtnu.2d v31, v22
fcvtnu.2s v27, v2
fcvtnu.2s v7, v14
fcvtnu.2s v14, v3
fcvtnu.2s v24, v18
fcvtnu.4s v4, v20
fcvtnu.4s v27, v4
fcvtnu.4s v17, v24
fcvtnu.4s v22, v20
fcvtps.2d v29, v8
fcvtps.2d v0, v5
fcvtps.2d v21, v26
fcvtps.2d v18, v7
fcvtps.2s v2, v19
fcvtps.2s v20, v21
fcvtps.2s v19, v10
fcvtps.2s v16, v23
fcvtps.4s v18, v12
fcvtps.4s v5, v24
fcvtps.4s v23, v24
fcvtps.4s v10, v27
fcvtpu.2d v8, v14
fcvtpu.2d v24, v18
fcvtpu.2d v20, v31
fcvtpu.2d v28, v18
fcvtpu.2s v29, v11
fcvtpu.2s v25, v31
fcvtpu.2s v8, v28
fcvtpu.2s v16, v17
fcvtpu.4s v23, v22
fcvtpu.4s v7, v15
fcvtpu.4s v30, v25
fcvtpu.4s v16, v30
fcvtzs.2d v17, v30, #4
fcvtzs.2d v24, v1, #8
fcvtzs.2d v18, v9, #19
fcvtzs.2d v23, v29, #7
fcvtzs.2s v26, v17, #24
fcvtzs.2s v13, v9, #25
fcvtzs.2s v23, v27, #10
fcvtzs.2s v3, v11, #11
fcvtzs.4s v31, v17, #29
fcvtzs.4s v16, v13, #1
fcvtzs.4s v7, v16, #31
fcvtzs.4s v15, v4, #2
fcvtzs.2d v15, v15
fcvtzs.2d v4, v20
fcvtzs.2d v10, v2
fcvtzs.2d v15, v7
fcvtzs.2s v6, v24
fcvtzs.2s v19, v12
fcvtzs.2s v27, v19
fcvtzs.2s v25, v30
fcvtzs.4s v1, v28
fcvtzs.4s v19, v17
fcvtzs.4s v26, v5
fcvtzs.4s v7, v21
fcvtzu.2d v6, v8, #22
fcvtzu.2d v12, v17, #52
fcvtzu.2d v20, v31, #63
fcvtzu.2d v9, v19, #47
fcvtzu.2s v27, v14, #7
fcvtzu.2s v10, v17, #6
fcvtzu.2s v30, v2, #28
fcvtzu.2s v9, v2, #17
fcvtzu.4s v14, v21, #17
fcvtzu.4s v11, v13, #25
fcvtzu.4s v18, v31, #10
fcvtzu.4s v23, v24, #4
fcvtzu.2d v22, v4
fcvtzu.2d v19, v11
fcvtzu.2d v1, v22
fcvtzu.2d v10, v4
fcvtzu.2s v13, v19
fcvtzu.2s v14, v5
fcvtzu.2s v27, v9
fcvtzu.2s v17, v14
fcvtzu.4s v13, v23
fcvtzu.4s v21, v2
fcvtzu.4s v1, v30
fcvtzu.4s v13, v25
fdiv.2d v25, v6, v19
fdiv.2d v12, v21, v19
fdiv.2d v10, v22, v21
fdiv.2d v6, v9, v16
fdiv.2s v26, v23, v0
fdiv.2s v5, v7, v3
fdiv.2s v27, v6, v22
fdiv.2s v22, v6, v14
fdiv.4s v3, v29, v20
fdiv.4s v23, v22, v17
fdiv.4s v20, v22, v19
fdiv.4s v7, v11, v5
fmaxnmp.2d d14, v12
fmaxnmp.2d d30, v6
fmaxnmp.2d d28, v14
fmaxnmp.2d d28, v6
fmaxnmp.2s s6, v18
fmaxnmp.2s s13, v31
fmaxnmp.2s s5, v5
fmaxnmp.2s s7, v6
fmaxnmp.2d v30, v25, v12
fmaxnmp.2d v22, v5, v23
fmaxnmp.2d v16, v21, v24
fmaxnmp.2d v6, v4, v16
fmaxnmp.2s v7, v1, v5
fmaxnmp.2s v16, v21, v11
fmaxnmp.2s v20, v21, v16
fmaxnmp.2s v7, v17, v25
fmaxnmp.4s v9, v4, v18
fmaxnmp.4s v24, v10, v19
fmaxnmp.4s v3, v0, v27
fmaxnmp.4s v31, v24, v17
fmaxnmv.4s s1, v25
fmaxnmv.4s s10, v24
fmaxnmv.4s s17, v5
fmaxnmv.4s s17, v12
fmaxnm.2d v16, v11, v12
fmaxnm.2d v26, v0, v0
fmaxnm.2d v7, v29, v0
fmaxnm.2d v17, v14, v11
fmaxnm.2s v19, v11, v24
fmaxnm.2s v17, v26, v24
fmaxnm.2s v13, v0, v8
fmaxnm.2s v0, v10, v19
fmaxnm.4s v19, v7, v8
fmaxnm.4s v9, v30, v17
fmaxnm.4s v9, v8, v3
fmaxnm.4s v14, v10, v11
fmaxp.2d d16, v5
fmaxp.2d d0, v28
fmaxp.2d d1, v28
fmaxp.2d d17, v0
fmaxp.2s s30, v10
fmaxp.2s s31, v22
fmaxp.2s s24, v11
fmaxp.2s s22, v1
fmaxp.2d v3, v21, v21
fmaxp.2d v28, v28, v7
fmaxp.2d v12, v30, v1
fmaxp.2d v17, v6, v16
fmaxp.2s v3, v27, v18
fmaxp.2s v2, v2, v11
fmaxp.2s v26, v4, v2
fmaxp.2s v1, v3, v4
fmaxp.4s v10, v17, v3
fmaxp.4s v9, v31, v11
fmaxp.4s v16, v4, v5
fmaxp.4s v28, v16, v22
fmaxv.4s s14, v2
fmaxv.4s s10, v20
fmaxv.4s s30, v12
fmaxv.4s s15, v17
fmax.2d v20, v7, v30
fmax.2d v23, v25, v17
fmax.2d v17, v18, v6
fmax.2d v18, v4, v1
fmax.2s v14, v12, v15
fmax.2s v13, v0, v15
fmax.2s v11, v10, v21
fmax.2s v30, v31, v9
fmax.4s v3, v23, v11
fmax.4s v21, v19, v3
fmax.4s v31, v3, v2
fmax.4s v17, v3, v23
fminnmp.2d d0, v27
fminnmp.2d d25, v0
fminnmp.2d d20, v20
fminnmp.2d d0, v24
fminnmp.2s s1, v14
fminnmp.2s s24, v4
fminnmp.2s s30, v29
fminnmp.2s s3, v23
fminnmp.2d v31, v26, v21
fminnmp.2d v26, v27, v29
fminnmp.2d v10, v18, v12
fminnmp.2d v27, v28, v11
fminnmp.2s v31, v26, v14
fminnmp.2s v13, v25, v14
fminnmp.2s v17, v9, v21
fminnmp.2s v4, v18, v29
fminnmp.4s v1, v7, v4
fminnmp.4s v21, v27, v6
fminnmp.4s v8, v31, v1
fminnmp.4s v5, v16, v16
fminnmv.4s s4, v30
fminnmv.4s s20, v28
fminnmv.4s s6, v6
fminnmv.4s s19, v10
fminnm.2d v23, v29, v20
fminnm.2d v28, v1, v14
fminnm.2d v21, v2, v13
fminnm.2d v28, v23, v1
fminnm.2s v25, v4, v14
fminnm.2s v21, v15, v29
fminnm.2s v2, v8, v16
fminnm.2s v29, v11, v13
fminnm.4s v12, v25, v20
fminnm.4s v2, v0, v6
fminnm.4s v4, v10, v12
fminnm.4s v0, v16, v25
fminp.2d d19, v23
fminp.2d d15, v12
fminp.2d d31, v25
fminp.2d d28, v5
fminp.2s s27, v0
fminp.2s s2, v14
fminp.2s s17, v5
fminp.2s s23, v15
fminp.2d v10, v8, v25
fminp.2d v27, v25, v14
fminp.2d v7, v12, v17
fminp.2d v25, v29, v19
fminp.2s v23, v19, v29
fminp.2s v2, v13, v24
fminp.2s v26, v14, v0
fminp.2s v17, v3, v26
fminp.4s v5, v9, v26
fminp.4s v11, v17, v14
fminp.4s v15, v10, v11
fminp.4s v17, v5, v4
fminv.4s s16, v29
fminv.4s s25, v15
fminv.4s s21, v6
fminv.4s s24, v16
fmin.2d v5, v15, v25
fmin.2d v29, v26, v16
fmin.2d v22, v15, v9
fmin.2d v5, v17, v10
fmin.2s v6, v16, v27
fmin.2s v6, v19, v4
fmin.2s v0, v1, v7
fmin.2s v3, v7, v15
fmin.4s v21, v28, v9
fmin.4s v27, v1, v16
fmin.4s v4, v1, v6
fmin.4s v26, v1, v29
fmla.d d3, d8, v11[1]
fmla.d d7, d2, v5[0]
fmla.d d23, d26, v14[0]
fmla.d d15, d27, v25[1]
fmla.s s10, s13, v30[1]
fmla.s s17, s31, v3[1]
fmla.s s20, s15, v22[2]
fmla.s s21, s0, v2[2]
fmla.2d v15, v12, v3[0]
fmla.2d v31, v2, v19[1]
fmla.2d v0, v1, v4[1]
fmla.2d v24, v5, v25[0]
fmla.2s v0, v17, v17[3]
fmla.2s v27, v31, v8[2]
fmla.2s v11, v15, v31[2]
fmla.2s v12, v12, v3[3]
fmla.4s v11, v23, v10[0]
fmla.4s v22, v11, v25[0]
fmla.4s v18, v17, v30[3]
fmla.4s v31, v10, v16[1]
fmla.2d v11, v12, v24
fmla.2d v1, v16, v4
fmla.2d v13, v19, v13
fmla.2d v27, v11, v25
fmla.2s v9, v9, v11
fmla.2s v17, v6, v28
fmla.2s v23, v22, v0
fmla.2s v0, v26, v10
fmla.4s v0, v14, v7
fmla.4s v17, v18, v20
fmla.4s v13, v4, v5
fmla.4s v21, v8, v17
fmls.d d30, d16, v13[1]
fmls.d d31, d11, v17[0]
fmls.d d21, d23, v26[0]
fmls.d d6, d26, v3[0]
fmls.s s6, s3, v20[3]
fmls.s s19, s2, v20[0]
fmls.s s22, s10, v10[1]
fmls.s s12, s4, v18[0]
fmls.2d v10, v25, v23[1]
fmls.2d v3, v10, v12[0]
fmls.2d v22, v18, v29[0]
fmls.2d v0, v28, v21[0]
fmls.2s v16, v17, v25[2]
fmls.2s v11, v18, v17[2]
fmls.2s v22, v2, v1[0]
fmls.2s v26, v11, v1[2]
fmls.4s v26, v10, v27[1]
fmls.4s v6, v18, v14[3]
fmls.4s v19, v11, v27[0]
fmls.4s v28, v1, v14[3]
fmls.2d v23, v28, v2
fmls.2d v19, v7, v23
fmls.2d v26, v29, v20
fmls.2d v4, v23, v31
fmls.2s v19, v8, v8
fmls.2s v16, v0, v21
fmls.2s v15, v16, v24
fmls.2s v27, v27, v30
fmls.4s v0, v11, v10
fmls.4s v8, v31, v17
fmls.4s v13, v1, v16
fmls.4s v4, v15, v30
fmov.d v4[1], x19
fmov.d v15[1], x28
fmov.d v27[1], x15
fmov.d v24[1], x28
fmov.d x4, v0[1]
fmov.d x9, v29[1]
fmov.d x16, v27[1]
fmov.d x16, v20[1]
fmov.2d v5, #19.00000000
fmov.2d v3, #-5.50000000
fmov.2d v23, #17.00000000
fmov.2d v17, #-0.48437500
fmov.2s v2, #-7.25000000
fmov.2s v22, #13.50000000
fmov.2s v23, #-5.00000000
fmov.2s v26, #0.62500000
fmov.4s v16, #0.24218750
fmov.4s v22, #-0.14843750
fmov.4s v26, #1.56250000
fmov.4s v11, #-2.87500000
fmulx.d d20, d2, v20[0]
fmulx.d d21, d13, v2[0]
fmulx.d d15, d23, v31[0]
fmulx.d d15, d20, v1[0]
fmulx.s s9, s14, v0[0]
fmulx.s s22, s20, v4[1]
fmulx.s s14, s22, v7[0]
fmulx.s s20, s25, v8[3]
fmulx.2d v27, v20, v1[1]
fmulx.2d v15, v29, v3[0]
fmulx.2d v0, v20, v7[1]
fmulx.2d v7, v25, v13[1]
fmulx.2s v9, v3, v24[2]
fmulx.2s v6, v28, v7[2]
fmulx.2s v19, v12, v13[2]
fmulx.2s v6, v26, v15[1]
fmulx.4s v1, v15, v30[1]
fmulx.4s v10, v30, v10[1]
fmulx.4s v18, v25, v28[1]
fmulx.4s v10, v22, v12[2]
fmulx.2d v24, v1, v9
fmulx.2d v10, v23, v14
fmulx.2d v13, v3, v26
fmulx.2d v24, v25, v8
fmulx.2s v21, v27, v8
fmulx.2s v4, v25, v20
fmulx.2s v26, v31, v8
fmulx.2s v4, v22, v21
fmulx.4s v20, v1, v13
fmulx.4s v2, v23, v3
fmulx.4s v7, v1, v9
fmulx.4s v29, v23, v21
fmul.d d0, d5, v16[0]
fmul.d d24, d25, v1[0]
fmul.d d30, d11, v0[0]
fmul.d d26, d19, v30[0]
fmul.s s1, s15, v6[3]
fmul.s s1, s22, v19[1]
fmul.s s19, s27, v6[2]
fmul.s s2, s25, v18[0]
fmul.2d v7, v2, v28[0]
fmul.2d v24, v17, v26[1]
fmul.2d v22, v6, v7[0]
fmul.2d v22, v14, v10[1]
fmul.2s v18, v2, v17[1]
fmul.2s v28, v17, v5[0]
fmul.2s v2, v30, v24[1]
fmul.2s v31, v14, v12[1]
fmul.4s v30, v23, v4[2]
fmul.4s v5, v18, v10[1]
fmul.4s v19, v28, v25[0]
fmul.4s v22, v23, v11[0]
fmul.2d v4, v0, v16
fmul.2d v9, v27, v29
fmul.2d v19, v7, v20
fmul.2d v1, v9, v30
fmul.2s v23, v16, v5
fmul.2s v0, v18, v25
fmul.2s v16, v4, v11
fmul.2s v29, v3, v0
fmul.4s v12, v12, v28
fmul.4s v15, v29, v27
fmul.4s v6, v22, v20
fmul.4s v24, v24, v16
fneg.2d v3, v5
fneg.2d v21, v0
fneg.2d v15, v7
fneg.2d v27, v25
fneg.2s v14, v29
fneg.2s v9, v15
fneg.2s v14, v13
fneg.2s v8, v3
fneg.4s v22, v20
fneg.4s v20, v30
fneg.4s v25, v19
fneg.4s v14, v28
frecpe.2d v1, v21
frecpe.2d v14, v13
frecpe.2d v26, v19
frecpe.2d v25, v7
frecpe.2s v19, v23
frecpe.2s v23, v11
frecpe.2s v1, v27
frecpe.2s v1, v4
frecpe.4s v16, v22
frecpe.4s v22, v11
frecpe.4s v23, v1
frecpe.4s v0, v25
frecps.2d v16, v11, v11
frecps.2d v28, v2, v11
frecps.2d v24, v0, v10
frecps.2d v16, v7, v5
frecps.2s v30, v21, v10
frecps.2s v31, v17, v20
frecps.2s v16, v3, v21
frecps.2s v17, v4, v8
frecps.4s v14, v0, v14
frecps.4s v30, v0, v1
frecps.4s v25, v24, v28
frecps.4s v30, v29, v2
frinta.2d v27, v10
frinta.2d v15, v29
frinta.2d v22, v30
frinta.2d v17, v6
frinta.2s v27, v15
frinta.2s v24, v14
frinta.2s v18, v4
frinta.2s v17, v0
frinta.4s v20, v9
frinta.4s v18, v1
frinta.4s v6, v15
frinta.4s v31, v14
frinti.2d v26, v27
frinti.2d v21, v7
frinti.2d v25, v29
frinti.2d v20, v3
frinti.2s v7, v30
frinti.2s v4, v11
frinti.2s v19, v13
frinti.2s v16, v21
frinti.4s v20, v23
frinti.4s v3, v29
frinti.4s v6, v0
frinti.4s v8, v8
frintm.2d v20, v12
frintm.2d v11, v11
frintm.2d v21, v17
frintm.2d v18, v11
frintm.2s v12, v29
frintm.2s v29, v20
frintm.2s v19, v21
frintm.2s v22, v12
frintm.4s v1, v10
frintm.4s v16, v11
frintm.4s v26, v19
frintm.4s v26, v0
frintn.2d v12, v2
frintn.2d v28, v13
frintn.2d v8, v23
frintn.2d v2, v14
frintn.2s v30, v2
frintn.2s v5, v19
frintn.2s v1, v10
frintn.2s v10, v10
frintn.4s v27, v13
frintn.4s v28, v20
frintn.4s v11, v11
frintn.4s v6, v5
frintp.2d v2, v11
frintp.2d v31, v10
frintp.2d v10, v12
frintp.2d v27, v20
frintp.2s v12, v26
frintp.2s v8, v16
frintp.2s v5, v11
frintp.2s v0, v18
frintp.4s v9, v4
frintp.4s v25, v23
frintp.4s v0, v17
frintp.4s v5, v10
frintx.2d v25, v7
frintx.2d v23, v24
frintx.2d v19, v30
frintx.2d v26, v22
frintx.2s v30, v14
frintx.2s v27, v26
frintx.2s v8, v24
frintx.2s v11, v10
frintx.4s v19, v19
frintx.4s v5, v24
frintx.4s v24, v23
frintx.4s v11, v0
frintz.2d v4, v14
frintz.2d v0, v14
frintz.2d v19, v2
frintz.2d v2, v2
frintz.2s v18, v22
frintz.2s v6, v27
frintz.2s v30, v24
frintz.2s v17, v0
frintz.4s v27, v26
frintz.4s v13, v8
frintz.4s v22, v15
frintz.4s v28, v23
frsqrte.2d v18, v30
frsqrte.2d v30, v26
frsqrte.2d v30, v11
frsqrte.2d v13, v19
frsqrte.2s v25, v11
frsqrte.2s v25, v14
frsqrte.2s v27, v14
frsqrte.2s v16, v6
frsqrte.4s v23, v12
frsqrte.4s v30, v25
frsqrte.4s v31, v3
frsqrte.4s v8, v30
frsqrts.2d v11, v21, v14
frsqrts.2d v18, v7, v0
frsqrts.2d v28, v15, v18
frsqrts.2d v27, v10, v30
frsqrts.2s v19, v7, v13
frsqrts.2s v2, v11, v23
frsqrts.2s v2, v16, v17
frsqrts.2s v19, v6, v24
frsqrts.4s v9, v5, v29
frsqrts.4s v0, v8, v21
frsqrts.4s v29, v30, v29
frsqrts.4s v2, v12, v7
fsqrt.2d v26, v15
fsqrt.2d v29, v16
fsqrt.2d v8, v28
fsqrt.2d v6, v3
fsqrt.2s v3, v7
fsqrt.2s v31, v21
fsqrt.2s v8, v4
fsqrt.2s v31, v19
fsqrt.4s v11, v24
fsqrt.4s v1, v7
fsqrt.4s v13, v16
fsqrt.4s v9, v10
fsub.2d v23, v24, v22
fsub.2d v5, v6, v22
fsub.2d v9, v18, v17
fsub.2d v15, v12, v3
fsub.2s v9, v18, v29
fsub.2s v22, v5, v24
fsub.2s v21, v30, v7
fsub.2s v13, v15, v17
fsub.4s v30, v6, v20
fsub.4s v19, v10, v16
fsub.4s v28, v18, v9
fsub.4s v22, v31, v18
mov.b v25[13], w19
mov.b v28[15], w19
mov.b v25[13], w16
mov.b v8[1], w21
mov.b v21[7], v19[4]
mov.b v16[6], v13[0]
mov.b v24[0], v15[11]
mov.b v14[2], v30[15]
mov.d v13[0], x15
mov.d v30[1], x4
mov.d v26[1], x24
mov.d v0[1], x3
mov.d v23[0], v21[1]
mov.d v3[1], v18[1]
mov.d v17[0], v7[0]
mov.d v2[0], v3[0]
mov.h v20[1], w13
mov.h v7[7], w24
mov.h v29[6], w23
mov.h v25[7], w10
mov.h v8[5], v19[5]
mov.h v21[0], v13[6]
mov.h v15[0], v25[0]
mov.h v8[2], v26[1]
mov.s v29[3], w14
mov.s v25[2], w8
mov.s v22[2], w29
mov.s v28[2], w14
mov.s v1[1], v0[2]
mov.s v15[0], v18[0]
mov.s v29[3], v8[3]
mov.s v14[0], v25[3]
ld1.16b { v4, v5, v6, v7 }, [x13]
ld1.16b { v13, v14, v15, v16 }, [x14]
ld1.16b { v7, v8, v9, v10 }, [x8]
ld1.16b { v21, v22, v23, v24 }, [x6]
ld1.16b { v31, v0, v1, v2 }, [x15], x26
ld1.16b { v10, v11, v12, v13 }, [x5], x4
ld1.16b { v7, v8, v9, v10 }, [x28], x27
ld1.16b { v1, v2, v3, v4 }, [x28], x16
ld1.1d { v24, v25, v26, v27 }, [x1]
ld1.1d { v18, v19, v20, v21 }, [x3]
ld1.1d { v23, v24, v25, v26 }, [x25]
ld1.1d { v7, v8, v9, v10 }, [x15]
ld1.1d { v26, v27, v28, v29 }, [x30], x11
ld1.1d { v6, v7, v8, v9 }, [x4], x4
ld1.1d { v11, v12, v13, v14 }, [x27], x8
ld1.1d { v21, v22, v23, v24 }, [x24], x25
ld1.2d { v24, v25, v26, v27 }, [sp]
ld1.2d { v31, v0, v1, v2 }, [x17]
ld1.2d { v10, v11, v12, v13 }, [x28]
ld1.2d { v9, v10, v11, v12 }, [x30]
ld1.2d { v1, v2, v3, v4 }, [x6], x26
ld1.2d { v16, v17, v18, v19 }, [x12], x13
ld1.2d { v13, v14, v15, v16 }, [x16], x0
ld1.2d { v14, v15, v16, v17 }, [x14], x10
ld1.2s { v17, v18, v19, v20 }, [x4]
ld1.2s { v24, v25, v26, v27 }, [x8]
ld1.2s { v5, v6, v7, v8 }, [x10]
ld1.2s { v8, v9, v10, v11 }, [x19]
ld1.2s { v11, v12, v13, v14 }, [x25], x9
ld1.2s { v20, v21, v22, v23 }, [x4], x13
ld1.2s { v18, v19, v20, v21 }, [x2], x28
ld1.2s { v0, v1, v2, v3 }, [x27], x18
ld1.4h { v3, v4, v5, v6 }, [x29]
ld1.4h { v10, v11, v12, v13 }, [x25]
ld1.4h { v9, v10, v11, v12 }, [x8]
ld1.4h { v14, v15, v16, v17 }, [x12]
ld1.4h { v26, v27, v28, v29 }, [x10], x10
ld1.4h { v22, v23, v24, v25 }, [x17], x30
ld1.4h { v16, v17, v18, v19 }, [x18], x14
ld1.4h { v30, v31, v0, v1 }, [x20], x24
ld1.4s { v30, v31, v0, v1 }, [x0]
ld1.4s { v27, v28, v29, v30 }, [x26]
ld1.4s { v22, v23, v24, v25 }, [x26]
ld1.4s { v6, v7, v8, v9 }, [x18]
ld1.4s { v4, v5, v6, v7 }, [x25], x22
ld1.4s { v30, v31, v0, v1 }, [x27], x11
ld1.4s { v19, v20, v21, v22 }, [x19], x13
ld1.4s { v21, v22, v23, v24 }, [x6], x2
ld1.8b { v3, v4, v5, v6 }, [x12]
ld1.8b { v21, v22, v23, v24 }, [x13]
ld1.8b { v24, v25, v26, v27 }, [x30]
ld1.8b { v10, v11, v12, v13 }, [x9]
ld1.8b { v26, v27, v28, v29 }, [x29], x26
ld1.8b { v19, v20, v21, v22 }, [x29], x28
ld1.8b { v7, v8, v9, v10 }, [x10], x14
ld1.8b { v30, v31, v0, v1 }, [x20], x15
ld1.8h { v0, v1, v2, v3 }, [x1]
ld1.8h { v30, v31, v0, v1 }, [x4]
ld1.8h { v5, v6, v7, v8 }, [x5]
ld1.8h { v15, v16, v17, v18 }, [x24]
ld1.8h { v28, v29, v30, v31 }, [x29], x9
ld1.8h { v5, v6, v7, v8 }, [x25], x24
ld1.8h { v6, v7, v8, v9 }, [x5], x17
ld1.8h { v16, v17, v18, v19 }, [x30], x7
ld1.16b { v10 }, [x26]
ld1.16b { v7 }, [x13]
ld1.16b { v15 }, [x22]
ld1.16b { v23 }, [x28]
ld1.16b { v21 }, [x14], x8
ld1.16b { v12 }, [x13], x9
ld1.16b { v25 }, [sp], x1
ld1.16b { v19 }, [x30], #16
ld1.1d { v3 }, [x25]
ld1.1d { v18 }, [x12]
ld1.1d { v4 }, [x5]
ld1.1d { v16 }, [x2]
ld1.1d { v14 }, [x11], x13
ld1.1d { v11 }, [sp], x25
ld1.1d { v11 }, [x4], x9
ld1.1d { v1 }, [x22], x9
ld1.2d { v23 }, [x15]
ld1.2d { v12 }, [x29]
ld1.2d { v26 }, [x1]
ld1.2d { v18 }, [x6]
ld1.2d { v31 }, [x24], x26
ld1.2d { v18 }, [x23], x28
ld1.2d { v7 }, [x25], x27
ld1.2d { v5 }, [x30], x7
ld1.2s { v15 }, [x4]
ld1.2s { v25 }, [x22]
ld1.2s { v7 }, [x17]
ld1.2s { v2 }, [x8]
ld1.2s { v14 }, [x16], x9
ld1.2s { v26 }, [x23], x9
ld1.2s { v17 }, [x12], x0
ld1.2s { v6 }, [x7], x2
ld1.4h { v4 }, [x28]
ld1.4h { v0 }, [x2]
ld1.4h { v30 }, [x14]
ld1.4h { v2 }, [x20]
ld1.4h { v19 }, [x10], #8
ld1.4h { v24 }, [x21], x17
ld1.4h { v4 }, [x22], x4
ld1.4h { v0 }, [x23], x20
ld1.4s { v8 }, [x15]
ld1.4s { v14 }, [x25]
ld1.4s { v19 }, [x0]
ld1.4s { v26 }, [x8]
ld1.4s { v16 }, [x12], x11
ld1.4s { v24 }, [x4], x30
ld1.4s { v29 }, [x24], x7
ld1.4s { v18 }, [x1], x9
ld1.8b { v19 }, [x11]
ld1.8b { v2 }, [x0]
ld1.8b { v8 }, [x14]
ld1.8b { v23 }, [x26]
ld1.8b { v2 }, [x1], x2
ld1.8b { v13 }, [x16], x29
ld1.8b { v16 }, [x4], x5
ld1.8b { v6 }, [x29], x16
ld1.8h { v18 }, [x30]
ld1.8h { v3 }, [x18]
ld1.8h { v13 }, [x20]
ld1.8h { v10 }, [x21]
ld1.8h { v20 }, [x7], x1
ld1.8h { v5 }, [x27], x21
ld1.8h { v28 }, [x13], x16
ld1.8h { v15 }, [x6], x6
ld1r.16b { v20 }, [x8]
ld1r.16b { v30 }, [x23]
ld1r.16b { v5 }, [x18]
ld1r.16b { v14 }, [x21]
ld1r.16b { v12 }, [x9], x15
ld1r.16b { v30 }, [x22], x8
ld1r.16b { v17 }, [x7], x5
ld1r.16b { v9 }, [x24], x16
ld1r.1d { v26 }, [x4]
ld1r.1d { v8 }, [x19]
ld1r.1d { v18 }, [x22]
ld1r.1d { v7 }, [sp]
ld1r.1d { v31 }, [x1], x6
ld1r.1d { v24 }, [x22], x11
ld1r.1d { v17 }, [x23], x29
ld1r.1d { v29 }, [x11], #8
ld1r.2d { v22 }, [x15]
ld1r.2d { v12 }, [x3]
ld1r.2d { v19 }, [x10]
ld1r.2d { v21 }, [x27]
ld1r.2d { v4 }, [sp], x30
ld1r.2d { v19 }, [x3], x18
ld1r.2d { v19 }, [x4], x9
ld1r.2d { v10 }, [x11], x9
ld1r.2s { v4 }, [x25]
ld1r.2s { v13 }, [x27]
ld1r.2s { v25 }, [x4]
ld1r.2s { v15 }, [x21]
ld1r.2s { v16 }, [x1], x23
ld1r.2s { v25 }, [x23], x27
ld1r.2s { v23 }, [x19], x11
ld1r.2s { v5 }, [x22], x3
ld1r.4h { v22 }, [x16]
ld1r.4h { v11 }, [x25]
ld1r.4h { v4 }, [x0]
ld1r.4h { v0 }, [x20]
ld1r.4h { v11 }, [x21], x30
ld1r.4h { v10 }, [x7], x19
ld1r.4h { v23 }, [x14], x0
ld1r.4h { v13 }, [x1], x22
ld1r.4s { v14 }, [x6]
ld1r.4s { v4 }, [x27]
ld1r.4s { v0 }, [x26]
ld1r.4s { v9 }, [x20]
ld1r.4s { v25 }, [x11], x22
ld1r.4s { v8 }, [x5], x15
ld1r.4s { v1 }, [x10], x5
ld1r.4s { v30 }, [x5], x4
ld1r.8b { v21 }, [x6]
ld1r.8b { v2 }, [x29]
ld1r.8b { v18 }, [sp]
ld1r.8b { v9 }, [x23]
ld1r.8b { v21 }, [x3], x14
ld1r.8b { v20 }, [x4], x7
ld1r.8b { v0 }, [x7], x12
ld1r.8b { v17 }, [x27], x14
ld1r.8h { v24 }, [x7]
ld1r.8h { v28 }, [x10]
ld1r.8h { v9 }, [x27]
ld1r.8h { v27 }, [x21]
ld1r.8h { v3 }, [x7], x16
ld1r.8h { v0 }, [x21], x10
ld1r.8h { v20 }, [x26], x1
ld1r.8h { v17 }, [x29], x6
ld1.16b { v30, v31, v0 }, [x14]
ld1.16b { v4, v5, v6 }, [x29]
ld1.16b { v6, v7, v8 }, [x28]
ld1.16b { v11, v12, v13 }, [x7]
ld1.16b { v8, v9, v10 }, [x11], x21
ld1.16b { v12, v13, v14 }, [x11], x28
ld1.16b { v19, v20, v21 }, [x9], x19
ld1.16b { v24, v25, v26 }, [x13], x23
ld1.1d { v11, v12, v13 }, [x25]
ld1.1d { v5, v6, v7 }, [x5]
ld1.1d { v5, v6, v7 }, [x4]
ld1.1d { v7, v8, v9 }, [x21]
ld1.1d { v4, v5, v6 }, [x28], #24
ld1.1d { v4, v5, v6 }, [x14], x26
ld1.1d { v9, v10, v11 }, [x2], x28
ld1.1d { v0, v1, v2 }, [x0], x25
ld1.2d { v29, v30, v31 }, [x28]
ld1.2d { v7, v8, v9 }, [x9]
ld1.2d { v30, v31, v0 }, [x11]
ld1.2d { v4, v5, v6 }, [x4]
ld1.2d { v14, v15, v16 }, [x23], x27
ld1.2d { v15, v16, v17 }, [x25], x25
ld1.2d { v15, v16, v17 }, [x7], x6
ld1.2d { v11, v12, v13 }, [x1], x22
ld1.2s { v31, v0, v1 }, [x11]
ld1.2s { v20, v21, v22 }, [x28]
ld1.2s { v12, v13, v14 }, [x30]
ld1.2s { v19, v20, v21 }, [x4]
ld1.2s { v29, v30, v31 }, [x11], x6
ld1.2s { v21, v22, v23 }, [x17], x24
ld1.2s { v10, v11, v12 }, [x12], x29
ld1.2s { v28, v29, v30 }, [x21], x14
ld1.4h { v22, v23, v24 }, [x8]
ld1.4h { v12, v13, v14 }, [x14]
ld1.4h { v19, v20, v21 }, [x22]
ld1.4h { v7, v8, v9 }, [x8]
ld1.4h { v23, v24, v25 }, [x4], x24
ld1.4h { v22, v23, v24 }, [x8], x1
ld1.4h { v16, v17, v18 }, [x22], x13
ld1.4h { v6, v7, v8 }, [x20], x17
ld1.4s { v19, v20, v21 }, [x22]
ld1.4s { v23, v24, v25 }, [x10]
ld1.4s { v2, v3, v4 }, [x30]
ld1.4s { v26, v27, v28 }, [x18]
ld1.4s { v14, v15, v16 }, [x7], x23
ld1.4s { v17, v18, v19 }, [x21], x13
ld1.4s { v7, v8, v9 }, [x9], x15
ld1.4s { v26, v27, v28 }, [x14], x8
ld1.8b { v1, v2, v3 }, [x28]
ld1.8b { v6, v7, v8 }, [x3]
ld1.8b { v8, v9, v10 }, [x8]
ld1.8b { v28, v29, v30 }, [x24]
ld1.8b { v9, v10, v11 }, [x15], x15
ld1.8b { v17, v18, v19 }, [x23], x10
ld1.8b { v19, v20, v21 }, [x24], x9
ld1.8b { v16, v17, v18 }, [x17], x24
ld1.8h { v9, v10, v11 }, [x27]
ld1.8h { v14, v15, v16 }, [x14]
ld1.8h { v2, v3, v4 }, [x19]
ld1.8h { v27, v28, v29 }, [x3]
ld1.8h { v30, v31, v0 }, [x12], x3
ld1.8h { v27, v28, v29 }, [x23], x21
ld1.8h { v20, v21, v22 }, [x11], x30
ld1.8h { v20, v21, v22 }, [x19], x6
ld1.16b { v30, v31 }, [x8]
ld1.16b { v14, v15 }, [x15]
ld1.16b { v24, v25 }, [x6]
ld1.16b { v5, v6 }, [x15]
ld1.16b { v24, v25 }, [x15], x14
ld1.16b { v27, v28 }, [x12], x19
ld1.16b { v26, v27 }, [x9], x0
ld1.16b { v18, v19 }, [x11], x5
ld1.1d { v4, v5 }, [x29]
ld1.1d { v18, v19 }, [x9]
ld1.1d { v26, v27 }, [x3]
ld1.1d { v4, v5 }, [x28]
ld1.1d { v3, v4 }, [x6], x2
ld1.1d { v5, v6 }, [x10], x16
ld1.1d { v16, v17 }, [x5], x5
ld1.1d { v31, v0 }, [x21], x29
ld1.2d { v21, v22 }, [x26]
ld1.2d { v27, v28 }, [x15]
ld1.2d { v20, v21 }, [x5]
ld1.2d { v17, v18 }, [x22]
ld1.2d { v25, v26 }, [x25], x19
ld1.2d { v3, v4 }, [x0], x1
ld1.2d { v12, v13 }, [x13], x18
ld1.2d { v22, v23 }, [x20], x30
ld1.2s { v17, v18 }, [x27]
ld1.2s { v2, v3 }, [x3]
ld1.2s { v3, v4 }, [x7]
ld1.2s { v11, v12 }, [x14]
ld1.2s { v10, v11 }, [x19], x2
ld1.2s { v31, v0 }, [x16], x15
ld1.2s { v21, v22 }, [x4], x19
ld1.2s { v24, v25 }, [x7], x14
ld1.4h { v3, v4 }, [x7]
ld1.4h { v3, v4 }, [x24]
ld1.4h { v11, v12 }, [x29]
ld1.4h { v18, v19 }, [x8]
ld1.4h { v20, v21 }, [x29], #16
ld1.4h { v29, v30 }, [x1], x16
ld1.4h { v28, v29 }, [x18], x11
ld1.4h { v17, v18 }, [x4], x28
ld1.4s { v24, v25 }, [sp]
ld1.4s { v14, v15 }, [x1]
ld1.4s { v13, v14 }, [x22]
ld1.4s { v27, v28 }, [x27]
ld1.4s { v15, v16 }, [x7], x11
ld1.4s { v17, v18 }, [x30], x7
ld1.4s { v23, v24 }, [x24], x2
ld1.4s { v20, v21 }, [x20], x4
ld1.8b { v24, v25 }, [x3]
ld1.8b { v9, v10 }, [x30]
ld1.8b { v6, v7 }, [x29]
ld1.8b { v15, v16 }, [x15]
ld1.8b { v11, v12 }, [x0], x26
ld1.8b { v30, v31 }, [x7], x3
ld1.8b { v26, v27 }, [x21], x15
ld1.8b { v1, v2 }, [x26], x6
ld1.8h { v16, v17 }, [x5]
ld1.8h { v23, v24 }, [x22]
ld1.8h { v5, v6 }, [x24]
ld1.8h { v1, v2 }, [x4]
ld1.8h { v21, v22 }, [x12], #32
ld1.8h { v28, v29 }, [x17], x13
ld1.8h { v3, v4 }, [x23], x1
ld1.8h { v24, v25 }, [x26], x27
ld1.b { v28 }[0], [x13]
ld1.b { v15 }[6], [x6]
ld1.b { v2 }[10], [x4]
ld1.b { v20 }[13], [x29]
ld1.b { v28 }[1], [x13], x17
ld1.b { v17 }[2], [x14], x24
ld1.b { v8 }[15], [x14], x17
ld1.b { v5 }[0], [x13], #1
ld1.d { v9 }[0], [x16]
ld1.d { v25 }[1], [x10]
ld1.d { v14 }[0], [x26]
ld1.d { v24 }[0], [x3]
ld1.d { v18 }[1], [x23], x3
ld1.d { v9 }[0], [x12], x7
ld1.d { v22 }[0], [x5], x27
ld1.d { v24 }[0], [x6], x11
ld1.h { v26 }[0], [x24]
ld1.h { v3 }[0], [x0]
ld1.h { v17 }[5], [sp]
ld1.h { v29 }[0], [x5]
ld1.h { v25 }[7], [x20], x28
ld1.h { v5 }[7], [x28], x13
ld1.h { v9 }[3], [x11], x18
ld1.h { v1 }[4], [x2], x26
ld1.s { v25 }[0], [x10]
ld1.s { v25 }[2], [x15]
ld1.s { v9 }[0], [x0]
ld1.s { v17 }[2], [x3]
ld1.s { v8 }[0], [x20], x8
ld1.s { v27 }[2], [x25], x27
ld1.s { v0 }[3], [x21], x7
ld1.s { v23 }[3], [x30], x8
ld2r.16b { v3, v4 }, [x16]
ld2r.16b { v13, v14 }, [x27]
ld2r.16b { v0, v1 }, [x13]
ld2r.16b { v1, v2 }, [x2]
ld2r.16b { v13, v14 }, [x9], x20
ld2r.16b { v28, v29 }, [x5], x23
ld2r.16b { v1, v2 }, [x12], x14
ld2r.16b { v5, v6 }, [sp], x20
ld2r.1d { v8, v9 }, [x18]
ld2r.1d { v3, v4 }, [x4]
ld2r.1d { v17, v18 }, [x16]
ld2r.1d { v2, v3 }, [x22]
ld2r.1d { v6, v7 }, [x11], #16
ld2r.1d { v13, v14 }, [x24], x5
ld2r.1d { v28, v29 }, [x18], x22
ld2r.1d { v6, v7 }, [x25], x4
ld2r.2d { v31, v0 }, [sp]
ld2r.2d { v9, v10 }, [x14]
ld2r.2d { v18, v19 }, [x1]
ld2r.2d { v22, v23 }, [x4]
ld2r.2d { v15, v16 }, [sp], x24
ld2r.2d { v14, v15 }, [x18], x21
ld2r.2d { v18, v19 }, [x16], x21
ld2r.2d { v30, v31 }, [x14], x3
ld2r.2s { v14, v15 }, [x18]
ld2r.2s { v3, v4 }, [x8]
ld2r.2s { v29, v30 }, [x12]
ld2r.2s { v5, v6 }, [x30]
ld2r.2s { v31, v0 }, [x20], x3
ld2r.2s { v4, v5 }, [x29], x23
ld2r.2s { v26, v27 }, [x26], x0
ld2r.2s { v3, v4 }, [x12], x23
ld2r.4h { v27, v28 }, [x19]
ld2r.4h { v24, v25 }, [x23]
ld2r.4h { v7, v8 }, [x26]
ld2r.4h { v25, v26 }, [x11]
ld2r.4h { v27, v28 }, [x8], x10
ld2r.4h { v4, v5 }, [x12], x10
ld2r.4h { v3, v4 }, [x0], x7
ld2r.4h { v6, v7 }, [x21], x10
ld2r.4s { v21, v22 }, [x30]
ld2r.4s { v11, v12 }, [x13]
ld2r.4s { v6, v7 }, [x23]
ld2r.4s { v12, v13 }, [x26]
ld2r.4s { v22, v23 }, [x1], x5
ld2r.4s { v23, v24 }, [x17], x17
ld2r.4s { v31, v0 }, [x10], x14
ld2r.4s { v1, v2 }, [x29], x2
ld2r.8b { v27, v28 }, [x15]
ld2r.8b { v3, v4 }, [x16]
ld2r.8b { v21, v22 }, [x28]
ld2r.8b { v30, v31 }, [x28]
ld2r.8b { v4, v5 }, [x16], x4
ld2r.8b { v30, v31 }, [x3], #2
ld2r.8b { v10, v11 }, [x19], x27
ld2r.8b { v28, v29 }, [x13], x22
ld2r.8h { v7, v8 }, [x21]
ld2r.8h { v9, v10 }, [x26]
ld2r.8h { v21, v22 }, [x8]
ld2r.8h { v25, v26 }, [x15]
ld2r.8h { v18, v19 }, [x21], x2
ld2r.8h { v30, v31 }, [x24], x4
ld2r.8h { v23, v24 }, [x14], x5
ld2r.8h { v18, v19 }, [x1], x29
ld2.b { v19, v20 }[3], [x15]
ld2.b { v28, v29 }[6], [x23]
ld2.b { v20, v21 }[15], [x23]
ld2.b { v18, v19 }[15], [x21]
ld2.b { v9, v10 }[11], [x28], x2
ld2.b { v4, v5 }[2], [x14], x5
ld2.b { v22, v23 }[0], [x2], x7
ld2.b { v27, v28 }[8], [x26], x18
ld2.d { v21, v22 }[0], [x19]
ld2.d { v17, v18 }[0], [x22]
ld2.d { v29, v30 }[1], [x15]
ld2.d { v29, v30 }[1], [sp]
ld2.d { v2, v3 }[0], [x16], x28
ld2.d { v12, v13 }[1], [x25], x9
ld2.d { v26, v27 }[0], [x1], x7
ld2.d { v30, v31 }[1], [x26], x2
ld2.h { v21, v22 }[7], [x19]
ld2.h { v6, v7 }[6], [x10]
ld2.h { v20, v21 }[3], [x23]
ld2.h { v0, v1 }[6], [x28]
ld2.h { v4, v5 }[4], [x15], x18
ld2.h { v22, v23 }[6], [x2], x10
ld2.h { v13, v14 }[0], [x12], x14
ld2.h { v16, v17 }[3], [x16], x12
ld2.s { v31, v0 }[3], [x26]
ld2.s { v5, v6 }[2], [x22]
ld2.s { v15, v16 }[1], [x22]
ld2.s { v24, v25 }[0], [x9]
ld2.s { v17, v18 }[2], [x4], x13
ld2.s { v14, v15 }[2], [x8], x30
ld2.s { v13, v14 }[1], [x3], x7
ld2.s { v29, v30 }[1], [x9], x12
ld2.16b { v24, v25 }, [x4]
ld2.16b { v5, v6 }, [x23]
ld2.16b { v23, v24 }, [x7]
ld2.16b { v0, v1 }, [x20]
ld2.16b { v30, v31 }, [x14], x22
ld2.16b { v7, v8 }, [x2], x17
ld2.16b { v17, v18 }, [x6], #32
ld2.16b { v23, v24 }, [x12], x5
ld2.2d { v24, v25 }, [x14]
ld2.2d { v27, v28 }, [x0]
ld2.2d { v5, v6 }, [x5]
ld2.2d { v6, v7 }, [x20]
ld2.2d { v9, v10 }, [x7], x8
ld2.2d { v22, v23 }, [x21], x22
ld2.2d { v23, v24 }, [x18], x14
ld2.2d { v17, v18 }, [x17], x25
ld2.2s { v18, v19 }, [x3]
ld2.2s { v26, v27 }, [x7]
ld2.2s { v29, v30 }, [x13]
ld2.2s { v8, v9 }, [x14]
ld2.2s { v26, v27 }, [x16], x0
ld2.2s { v29, v30 }, [x19], x24
ld2.2s { v28, v29 }, [x5], x2
ld2.2s { v16, v17 }, [x26], x11
ld2.4h { v21, v22 }, [x27]
ld2.4h { v10, v11 }, [x30]
ld2.4h { v5, v6 }, [x10]
ld2.4h { v7, v8 }, [x14]
ld2.4h { v19, v20 }, [x22], x2
ld2.4h { v26, v27 }, [x13], x29
ld2.4h { v23, v24 }, [x10], x20
ld2.4h { v4, v5 }, [x12], x12
ld2.4s { v19, v20 }, [x13]
ld2.4s { v4, v5 }, [x16]
ld2.4s { v20, v21 }, [x26]
ld2.4s { v25, v26 }, [x1]
ld2.4s { v28, v29 }, [x19], x4
ld2.4s { v9, v10 }, [x12], x0
ld2.4s { v6, v7 }, [x25], x9
ld2.4s { v30, v31 }, [x4], x2
ld2.8b { v1, v2 }, [x26]
ld2.8b { v31, v0 }, [x23]
ld2.8b { v20, v21 }, [x1]
ld2.8b { v18, v19 }, [x7]
ld2.8b { v20, v21 }, [x21], #16
ld2.8b { v30, v31 }, [sp], x24
ld2.8b { v22, v23 }, [x29], x12
ld2.8b { v9, v10 }, [x9], x29
ld2.8h { v17, v18 }, [x25]
ld2.8h { v19, v20 }, [x27]
ld2.8h { v12, v13 }, [x8]
ld2.8h { v27, v28 }, [x14]
ld2.8h { v28, v29 }, [x8], x4
ld2.8h { v31, v0 }, [x9], x1
ld2.8h { v26, v27 }, [x5], x2
ld2.8h { v31, v0 }, [x23], x21
ld3r.16b { v29, v30, v31 }, [x15]
ld3r.16b { v24, v25, v26 }, [x25]
ld3r.16b { v28, v29, v30 }, [x4]
ld3r.16b { v6, v7, v8 }, [x25]
ld3r.16b { v16, v17, v18 }, [x20], x7
ld3r.16b { v3, v4, v5 }, [x8], x16
ld3r.16b { v9, v10, v11 }, [sp], x10
ld3r.16b { v28, v29, v30 }, [x9], x24
ld3r.1d { v17, v18, v19 }, [x18]
ld3r.1d { v1, v2, v3 }, [x0]
ld3r.1d { v29, v30, v31 }, [x11]
ld3r.1d { v15, v16, v17 }, [x0]
ld3r.1d { v1, v2, v3 }, [x0], x3
ld3r.1d { v24, v25, v26 }, [x19], x19
ld3r.1d { v24, v25, v26 }, [x24], x23
ld3r.1d { v16, v17, v18 }, [x16], x12
ld3r.2d { v20, v21, v22 }, [x25]
ld3r.2d { v30, v31, v0 }, [x4]
ld3r.2d { v9, v10, v11 }, [x11]
ld3r.2d { v4, v5, v6 }, [x25]
ld3r.2d { v27, v28, v29 }, [x24], x1
ld3r.2d { v14, v15, v16 }, [x0], x16
ld3r.2d { v12, v13, v14 }, [x5], x12
ld3r.2d { v7, v8, v9 }, [x10], x16
ld3r.2s { v30, v31, v0 }, [x8]
ld3r.2s { v24, v25, v26 }, [x14]
ld3r.2s { v18, v19, v20 }, [x14]
ld3r.2s { v2, v3, v4 }, [x25]
ld3r.2s { v23, v24, v25 }, [x7], x18
ld3r.2s { v18, v19, v20 }, [x7], x2
ld3r.2s { v13, v14, v15 }, [x12], x30
ld3r.2s { v23, v24, v25 }, [x14], x1
ld3r.4h { v6, v7, v8 }, [x4]
ld3r.4h { v1, v2, v3 }, [x12]
ld3r.4h { v6, v7, v8 }, [x20]
ld3r.4h { v0, v1, v2 }, [x21]
ld3r.4h { v4, v5, v6 }, [x30], #6
ld3r.4h { v12, v13, v14 }, [x21], x29
ld3r.4h { v11, v12, v13 }, [x1], x5
ld3r.4h { v14, v15, v16 }, [x18], x1
ld3r.4s { v13, v14, v15 }, [sp]
ld3r.4s { v12, v13, v14 }, [x13]
ld3r.4s { v13, v14, v15 }, [x22]
ld3r.4s { v29, v30, v31 }, [x14]
ld3r.4s { v26, v27, v28 }, [x20], x13
ld3r.4s { v14, v15, v16 }, [x11], x18
ld3r.4s { v29, v30, v31 }, [x10], x24
ld3r.4s { v26, v27, v28 }, [x29], x10
ld3r.8b { v28, v29, v30 }, [x28]
ld3r.8b { v11, v12, v13 }, [x22]
ld3r.8b { v31, v0, v1 }, [x24]
ld3r.8b { v10, v11, v12 }, [x20]
ld3r.8b { v18, v19, v20 }, [x15], x9
ld3r.8b { v0, v1, v2 }, [x28], x6
ld3r.8b { v7, v8, v9 }, [x1], x15
ld3r.8b { v9, v10, v11 }, [x25], x1
ld3r.8h { v13, v14, v15 }, [x13]
ld3r.8h { v7, v8, v9 }, [x25]
ld3r.8h { v8, v9, v10 }, [x1]
ld3r.8h { v14, v15, v16 }, [x30]
ld3r.8h { v7, v8, v9 }, [x20], x16
ld3r.8h { v28, v29, v30 }, [x17], x5
ld3r.8h { v12, v13, v14 }, [x17], x9
ld3r.8h { v21, v22, v23 }, [x26], x7
ld3.b { v6, v7, v8 }[0], [x16]
ld3.b { v19, v20, v21 }[15], [x14]
ld3.b { v19, v20, v21 }[9], [x29]
ld3.b { v12, v13, v14 }[15], [x17]
ld3.b { v5, v6, v7 }[15], [x17], x27
ld3.b { v17, v18, v19 }[15], [x30], x25
ld3.b { v16, v17, v18 }[0], [x12], x12
ld3.b { v16, v17, v18 }[11], [x17], x27
ld3.d { v9, v10, v11 }[0], [x7]
ld3.d { v2, v3, v4 }[1], [x20]
ld3.d { v12, v13, v14 }[1], [x19]
ld3.d { v17, v18, v19 }[0], [x17]
ld3.d { v0, v1, v2 }[1], [x15], #24
ld3.d { v31, v0, v1 }[1], [x13], x13
ld3.d { v23, v24, v25 }[0], [x0], x7
ld3.d { v17, v18, v19 }[1], [sp], x24
ld3.h { v27, v28, v29 }[7], [x27]
ld3.h { v29, v30, v31 }[7], [x6]
ld3.h { v26, v27, v28 }[7], [x12]
ld3.h { v4, v5, v6 }[1], [x15]
ld3.h { v14, v15, v16 }[5], [x29], x7
ld3.h { v18, v19, v20 }[4], [x15], x4
ld3.h { v11, v12, v13 }[0], [x11], x7
ld3.h { v31, v0, v1 }[2], [x16], x2
ld3.s { v24, v25, v26 }[0], [x23]
ld3.s { v25, v26, v27 }[1], [x5]
ld3.s { v27, v28, v29 }[0], [x4]
ld3.s { v10, v11, v12 }[0], [x12]
ld3.s { v21, v22, v23 }[2], [x16], x1
ld3.s { v10, v11, v12 }[1], [x3], x0
ld3.s { v2, v3, v4 }[3], [x0], x13
ld3.s { v18, v19, v20 }[1], [x23], #12
ld3.16b { v0, v1, v2 }, [x1]
ld3.16b { v31, v0, v1 }, [x12]
ld3.16b { v5, v6, v7 }, [x6]
ld3.16b { v11, v12, v13 }, [x7]
ld3.16b { v23, v24, v25 }, [x8], x13
ld3.16b { v31, v0, v1 }, [x28], x23
ld3.16b { v29, v30, v31 }, [x5], x6
ld3.16b { v23, v24, v25 }, [x24], x8
ld3.2d { v21, v22, v23 }, [x14]
ld3.2d { v19, v20, v21 }, [x16]
ld3.2d { v30, v31, v0 }, [x3]
ld3.2d { v29, v30, v31 }, [x13]
ld3.2d { v25, v26, v27 }, [x22], x7
ld3.2d { v16, v17, v18 }, [x24], x20
ld3.2d { v29, v30, v31 }, [x5], x25
ld3.2d { v18, v19, v20 }, [x22], x12
ld3.2s { v30, v31, v0 }, [x14]
ld3.2s { v18, v19, v20 }, [x8]
ld3.2s { v23, v24, v25 }, [x4]
ld3.2s { v23, v24, v25 }, [x14]
ld3.2s { v24, v25, v26 }, [x9], x19
ld3.2s { v27, v28, v29 }, [x29], x12
ld3.2s { v3, v4, v5 }, [x22], x8
ld3.2s { v22, v23, v24 }, [x3], x16
ld3.4h { v30, v31, v0 }, [x19]
ld3.4h { v19, v20, v21 }, [x17]
ld3.4h { v10, v11, v12 }, [x10]
ld3.4h { v4, v5, v6 }, [x10]
ld3.4h { v2, v3, v4 }, [x16], x5
ld3.4h { v20, v21, v22 }, [x1], x19
ld3.4h { v2, v3, v4 }, [sp], x28
ld3.4h { v9, v10, v11 }, [x20], x13
ld3.4s { v14, v15, v16 }, [x13]
ld3.4s { v18, v19, v20 }, [x15]
ld3.4s { v19, v20, v21 }, [x24]
ld3.4s { v16, v17, v18 }, [x3]
ld3.4s { v15, v16, v17 }, [x19], x3
ld3.4s { v10, v11, v12 }, [x7], x18
ld3.4s { v25, v26, v27 }, [x29], x7
ld3.4s { v5, v6, v7 }, [x16], x6
ld3.8b { v10, v11, v12 }, [x28]
ld3.8b { v1, v2, v3 }, [x25]
ld3.8b { v19, v20, v21 }, [x2]
ld3.8b { v19, v20, v21 }, [x3]
ld3.8b { v11, v12, v13 }, [x0], x26
ld3.8b { v21, v22, v23 }, [x5], x16
ld3.8b { v10, v11, v12 }, [x6], x17
ld3.8b { v0, v1, v2 }, [x13], x8
ld3.8h { v13, v14, v15 }, [x3]
ld3.8h { v20, v21, v22 }, [x21]
ld3.8h { v4, v5, v6 }, [x11]
ld3.8h { v11, v12, v13 }, [x21]
ld3.8h { v21, v22, v23 }, [x9], x5
ld3.8h { v1, v2, v3 }, [x8], x12
ld3.8h { v2, v3, v4 }, [x2], x24
ld3.8h { v1, v2, v3 }, [x29], x4
ld4r.16b { v0, v1, v2, v3 }, [x23]
ld4r.16b { v5, v6, v7, v8 }, [x15]
ld4r.16b { v20, v21, v22, v23 }, [x2]
ld4r.16b { v24, v25, v26, v27 }, [x29]
ld4r.16b { v5, v6, v7, v8 }, [x8], x9
ld4r.16b { v0, v1, v2, v3 }, [x10], x6
ld4r.16b { v0, v1, v2, v3 }, [x17], x27
ld4r.16b { v15, v16, v17, v18 }, [x26], x12
ld4r.1d { v9, v10, v11, v12 }, [x4]
ld4r.1d { v30, v31, v0, v1 }, [x15]
ld4r.1d { v3, v4, v5, v6 }, [x9]
ld4r.1d { v18, v19, v20, v21 }, [x29]
ld4r.1d { v2, v3, v4, v5 }, [x4], x6
ld4r.1d { v18, v19, v20, v21 }, [x17], x8
ld4r.1d { v0, v1, v2, v3 }, [x20], x15
ld4r.1d { v5, v6, v7, v8 }, [x17], x25
ld4r.2d { v11, v12, v13, v14 }, [x18]
ld4r.2d { v6, v7, v8, v9 }, [x12]
ld4r.2d { v17, v18, v19, v20 }, [x16]
ld4r.2d { v4, v5, v6, v7 }, [x22]
ld4r.2d { v21, v22, v23, v24 }, [x7], x29
ld4r.2d { v12, v13, v14, v15 }, [x13], x15
ld4r.2d { v11, v12, v13, v14 }, [x30], x4
ld4r.2d { v6, v7, v8, v9 }, [x9], x3
ld4r.2s { v13, v14, v15, v16 }, [x27]
ld4r.2s { v6, v7, v8, v9 }, [x27]
ld4r.2s { v17, v18, v19, v20 }, [x28]
ld4r.2s { v13, v14, v15, v16 }, [x20]
ld4r.2s { v22, v23, v24, v25 }, [x11], x6
ld4r.2s { v14, v15, v16, v17 }, [x12], x11
ld4r.2s { v11, v12, v13, v14 }, [x17], x20
ld4r.2s { v31, v0, v1, v2 }, [x13], x22
ld4r.4h { v13, v14, v15, v16 }, [x20]
ld4r.4h { v17, v18, v19, v20 }, [x20]
ld4r.4h { v0, v1, v2, v3 }, [x8]
ld4r.4h { v16, v17, v18, v19 }, [x23]
ld4r.4h { v12, v13, v14, v15 }, [x7], x3
ld4r.4h { v28, v29, v30, v31 }, [x0], x15
ld4r.4h { v30, v31, v0, v1 }, [x20], x14
ld4r.4h { v24, v25, v26, v27 }, [x24], x25
ld4r.4s { v19, v20, v21, v22 }, [x7]
ld4r.4s { v18, v19, v20, v21 }, [x30]
ld4r.4s { v16, v17, v18, v19 }, [x27]
ld4r.4s { v22, v23, v24, v25 }, [x17]
ld4r.4s { v10, v11, v12, v13 }, [x21], x19
ld4r.4s { v19, v20, v21, v22 }, [x1], x20
ld4r.4s { v6, v7, v8, v9 }, [x7], x17
ld4r.4s { v8, v9, v10, v11 }, [x7], x29
ld4r.8b { v17, v18, v19, v20 }, [x9]
ld4r.8b { v13, v14, v15, v16 }, [x24]
ld4r.8b { v14, v15, v16, v17 }, [x17]
ld4r.8b { v21, v22, v23, v24 }, [sp]
ld4r.8b { v9, v10, v11, v12 }, [x25], x18
ld4r.8b { v28, v29, v30, v31 }, [x20], x13
ld4r.8b { v0, v1, v2, v3 }, [x17], x30
ld4r.8b { v28, v29, v30, v31 }, [x21], x1
ld4r.8h { v19, v20, v21, v22 }, [x10]
ld4r.8h { v0, v1, v2, v3 }, [x8]
ld4r.8h { v20, v21, v22, v23 }, [x25]
ld4r.8h { v9, v10, v11, v12 }, [x9]
ld4r.8h { v18, v19, v20, v21 }, [x0], x1
ld4r.8h { v4, v5, v6, v7 }, [x20], x0
ld4r.8h { v28, v29, v30, v31 }, [x11], #8
ld4r.8h { v30, v31, v0, v1 }, [x18], x18
ld4.b { v21, v22, v23, v24 }[0], [x20]
ld4.b { v11, v12, v13, v14 }[9], [x10]
ld4.b { v10, v11, v12, v13 }[0], [x17]
ld4.b { v2, v3, v4, v5 }[6], [x20]
ld4.b { v23, v24, v25, v26 }[8], [x1], x30
ld4.b { v4, v5, v6, v7 }[1], [x28], x23
ld4.b { v7, v8, v9, v10 }[0], [x27], x0
ld4.b { v29, v30, v31, v0 }[2], [x24], x16
ld4.d { v22, v23, v24, v25 }[1], [x2]
ld4.d { v29, v30, v31, v0 }[0], [x23]
ld4.d { v12, v13, v14, v15 }[0], [x2]
ld4.d { v8, v9, v10, v11 }[1], [x29]
ld4.d { v14, v15, v16, v17 }[0], [x10], x6
ld4.d { v26, v27, v28, v29 }[0], [x19], x1
ld4.d { v2, v3, v4, v5 }[0], [x22], x7
ld4.d { v7, v8, v9, v10 }[1], [x24], x25
ld4.h { v2, v3, v4, v5 }[7], [x28]
ld4.h { v22, v23, v24, v25 }[0], [x9]
ld4.h { v7, v8, v9, v10 }[1], [x5]
ld4.h { v23, v24, v25, v26 }[0], [x8]
ld4.h { v19, v20, v21, v22 }[7], [x20], x24
ld4.h { v23, v24, v25, v26 }[0], [x29], x7
ld4.h { v0, v1, v2, v3 }[6], [x30], x29
ld4.h { v21, v22, v23, v24 }[5], [x17], x29
ld4.s { v6, v7, v8, v9 }[0], [x5]
ld4.s { v20, v21, v22, v23 }[1], [x9]
ld4.s { v12, v13, v14, v15 }[0], [x4]
ld4.s { v17, v18, v19, v20 }[3], [x5]
ld4.s { v30, v31, v0, v1 }[0], [x3], x15
ld4.s { v0, v1, v2, v3 }[1], [x2], x4
ld4.s { v3, v4, v5, v6 }[3], [x19], x27
ld4.s { v3, v4, v5, v6 }[3], [x2], x24
ld4.16b { v1, v2, v3, v4 }, [x1]
ld4.16b { v22, v23, v24, v25 }, [x22]
ld4.16b { v20, v21, v22, v23 }, [x3]
ld4.16b { v28, v29, v30, v31 }, [x17]
ld4.16b { v7, v8, v9, v10 }, [x1], x8
ld4.16b { v26, v27, v28, v29 }, [x25], #64
ld4.16b { v1, v2, v3, v4 }, [sp], x3
ld4.16b { v27, v28, v29, v30 }, [x22], x26
ld4.2d { v6, v7, v8, v9 }, [x12]
ld4.2d { v13, v14, v15, v16 }, [x28]
ld4.2d { v12, v13, v14, v15 }, [x8]
ld4.2d { v11, v12, v13, v14 }, [x19]
ld4.2d { v14, v15, v16, v17 }, [x9], x11
ld4.2d { v29, v30, v31, v0 }, [x8], x7
ld4.2d { v0, v1, v2, v3 }, [x30], x15
ld4.2d { v24, v25, v26, v27 }, [x25], x21
ld4.2s { v31, v0, v1, v2 }, [x25]
ld4.2s { v28, v29, v30, v31 }, [x23]
ld4.2s { v6, v7, v8, v9 }, [x9]
ld4.2s { v24, v25, v26, v27 }, [x7]
ld4.2s { v4, v5, v6, v7 }, [x28], x14
ld4.2s { v15, v16, v17, v18 }, [x27], x9
ld4.2s { v0, v1, v2, v3 }, [x13], x9
ld4.2s { v25, v26, v27, v28 }, [x27], x15
ld4.4h { v25, v26, v27, v28 }, [x15]
ld4.4h { v8, v9, v10, v11 }, [x8]
ld4.4h { v15, v16, v17, v18 }, [x0]
ld4.4h { v7, v8, v9, v10 }, [x24]
ld4.4h { v19, v20, v21, v22 }, [x17], x10
ld4.4h { v2, v3, v4, v5 }, [x3], x29
ld4.4h { v15, v16, v17, v18 }, [x3], x6
ld4.4h { v24, v25, v26, v27 }, [x8], x19
ld4.4s { v12, v13, v14, v15 }, [x28]
ld4.4s { v15, v16, v17, v18 }, [x18]
ld4.4s { v0, v1, v2, v3 }, [x4]
ld4.4s { v14, v15, v16, v17 }, [x7]
ld4.4s { v6, v7, v8, v9 }, [x0], x23
ld4.4s { v10, v11, v12, v13 }, [x21], x21
ld4.4s { v7, v8, v9, v10 }, [x26], x25
ld4.4s { v0, v1, v2, v3 }, [x19], x2
ld4.8b { v19, v20, v21, v22 }, [x19]
ld4.8b { v23, v24, v25, v26 }, [sp]
ld4.8b { v13, v14, v15, v16 }, [sp]
ld4.8b { v15, v16, v17, v18 }, [x30]
ld4.8b { v17, v18, v19, v20 }, [x17], x27
ld4.8b { v10, v11, v12, v13 }, [x6], x12
ld4.8b { v6, v7, v8, v9 }, [x12], x5
ld4.8b { v14, v15, v16, v17 }, [x3], x27
ld4.8h { v18, v19, v20, v21 }, [x26]
ld4.8h { v11, v12, v13, v14 }, [x8]
ld4.8h { v27, v28, v29, v30 }, [x0]
ld4.8h { v27, v28, v29, v30 }, [x9]
ld4.8h { v2, v3, v4, v5 }, [x14], x1
ld4.8h { v0, v1, v2, v3 }, [x15], x27
ld4.8h { v26, v27, v28, v29 }, [x29], x3
ld4.8h { v23, v24, v25, v26 }, [x10], x14
mla.2s v13, v8, v1[0]
mla.2s v16, v22, v10[3]
mla.2s v4, v25, v16[2]
mla.2s v16, v27, v16[0]
mla.4h v7, v3, v11[4]
mla.4h v13, v18, v3[5]
mla.4h v10, v8, v5[2]
mla.4h v14, v30, v10[3]
mla.4s v10, v17, v4[1]
mla.4s v12, v6, v25[3]
mla.4s v1, v2, v1[1]
mla.4s v3, v13, v3[1]
mla.8h v14, v24, v2[2]
mla.8h v17, v10, v6[6]
mla.8h v3, v18, v9[1]
mla.8h v22, v31, v14[3]
mla.16b v15, v21, v6
mla.16b v14, v6, v0
mla.16b v13, v25, v1
mla.16b v12, v21, v29
mla.2s v16, v12, v0
mla.2s v10, v10, v14
mla.2s v11, v2, v13
mla.2s v19, v14, v31
mla.4h v4, v10, v20
mla.4h v29, v26, v16
mla.4h v25, v6, v9
mla.4h v26, v0, v28
mla.4s v4, v1, v22
mla.4s v18, v2, v28
mla.4s v27, v3, v20
mla.4s v27, v17, v4
mla.8b v24, v7, v6
mla.8b v24, v20, v7
mla.8b v25, v16, v17
mla.8b v2, v6, v21
mla.8h v26, v22, v28
mla.8h v6, v17, v4
mla.8h v9, v28, v6
mla.8h v8, v28, v17
mls.2s v6, v4, v1[1]
mls.2s v5, v26, v8[0]
mls.2s v18, v18, v11[3]
mls.2s v1, v30, v31[1]
mls.4h v14, v28, v14[0]
mls.4h v22, v12, v6[6]
mls.4h v30, v26, v5[5]
mls.4h v26, v15, v8[7]
mls.4s v0, v1, v24[3]
mls.4s v27, v21, v4[2]
mls.4s v18, v0, v16[0]
mls.4s v2, v26, v16[0]
mls.8h v17, v20, v0[6]
mls.8h v9, v0, v3[6]
mls.8h v31, v24, v8[5]
mls.8h v1, v1, v8[6]
mls.16b v24, v11, v20
mls.16b v18, v28, v27
mls.16b v7, v7, v1
mls.16b v13, v17, v14
mls.2s v10, v27, v3
mls.2s v4, v16, v5
mls.2s v2, v10, v5
mls.2s v20, v28, v12
mls.4h v22, v11, v20
mls.4h v29, v9, v30
mls.4h v14, v17, v1
mls.4h v24, v25, v10
mls.4s v18, v30, v1
mls.4s v22, v28, v13
mls.4s v7, v12, v19
mls.4s v5, v22, v1
mls.8b v16, v1, v4
mls.8b v17, v19, v26
mls.8b v6, v12, v5
mls.8b v19, v8, v12
mls.8h v0, v7, v23
mls.8h v12, v3, v14
mls.8h v28, v4, v25
mls.8h v8, v8, v1
movi.16b v10, #124
movi.16b v30, #224
movi.16b v5, #200
movi.16b v23, #0
movi.2d v25, #0xff00000000ffff00
movi.2d v2, #0xffffffff00ffff00
movi.2d v8, #0000000000000000
movi.2d v31, #0xffff0000ffffffff
movi.2s v14, #0, lsl #8
movi.2s v17, #236
movi.2s v6, #79
movi.2s v22, #53, lsl #8
movi.2s v22, #231, msl #16
movi.2s v31, #177, msl #8
movi.2s v15, #175, msl #16
movi.2s v0, #109, msl #8
movi.4h v17, #60
movi.4h v9, #1, lsl #8
movi.4h v15, #0, lsl #8
movi.4h v15, #188
movi.4s v17, #113, lsl #16
movi.4s v15, #106, lsl #8
movi.4s v0, #193
movi.4s v30, #37, lsl #24
movi.4s v17, #255, msl #8
movi.4s v20, #0, msl #16
movi.4s v21, #209, msl #8
movi.4s v7, #238, msl #8
movi.8b v22, #112
movi.8b v10, #187
movi.8b v8, #0
movi.8b v10, #145
movi.8h v21, #190
movi.8h v25, #174, lsl #8
movi.8h v28, #131
movi.8h v28, #255, lsl #8
mul.2s v31, v23, v3[0]
mul.2s v6, v12, v16[3]
mul.2s v7, v10, v9[1]
mul.2s v15, v12, v6[1]
mul.4h v24, v26, v3[7]
mul.4h v30, v21, v12[1]
mul.4h v22, v0, v3[0]
mul.4h v25, v9, v12[0]
mul.4s v10, v28, v11[0]
mul.4s v9, v9, v11[2]
mul.4s v10, v6, v9[0]
mul.4s v1, v24, v7[0]
mul.8h v2, v4, v3[2]
mul.8h v25, v28, v5[0]
mul.8h v18, v27, v2[2]
mul.8h v0, v18, v15[0]
mul.16b v14, v22, v25
mul.16b v25, v31, v30
mul.16b v27, v25, v17
mul.16b v25, v3, v25
mul.2s v0, v18, v0
mul.2s v26, v28, v23
mul.2s v3, v10, v23
mul.2s v31, v21, v22
mul.4h v27, v30, v5
mul.4h v31, v5, v21
mul.4h v28, v14, v11
mul.4h v3, v31, v21
mul.4s v10, v16, v5
mul.4s v16, v24, v19
mul.4s v21, v18, v9
mul.4s v6, v16, v28
mul.8b v21, v18, v11
mul.8b v12, v4, v12
mul.8b v9, v1, v15
mul.8b v0, v25, v10
mul.8h v7, v16, v19
mul.8h v7, v18, v7
mul.8h v16, v0, v14
mul.8h v16, v21, v29
mvni.2s v19, #224, lsl #24
mvni.2s v14, #42
mvni.2s v4, #60, lsl #24
mvni.2s v30, #144, lsl #24
mvni.2s v22, #255, msl #8
mvni.2s v25, #0, msl #8
mvni.2s v21, #1, msl #16
mvni.2s v7, #40, msl #16
mvni.4h v30, #8, lsl #8
mvni.4h v26, #255
mvni.4h v7, #254
mvni.4h v11, #255
mvni.4s v30, #111
mvni.4s v3, #1, lsl #24
mvni.4s v6, #0, lsl #8
mvni.4s v25, #61
mvni.4s v15, #164, msl #8
mvni.4s v23, #0, msl #8
mvni.4s v1, #250, msl #16
mvni.4s v9, #35, msl #16
mvni.8h v11, #184
mvni.8h v7, #159
mvni.8h v6, #148, lsl #8
mvni.8h v10, #219
neg.16b v14, v8
neg.16b v11, v2
neg.16b v22, v2
neg.16b v9, v9
neg.2d v11, v24
neg.2d v16, v15
neg.2d v15, v5
neg.2d v8, v20
neg.2s v3, v30
neg.2s v14, v6
neg.2s v21, v23
neg.2s v26, v0
neg.4h v27, v14
neg.4h v1, v28
neg.4h v29, v11
neg.4h v15, v18
neg.4s v9, v6
neg.4s v17, v27
neg.4s v0, v6
neg.4s v2, v14
neg.8b v3, v6
neg.8b v26, v13
neg.8b v10, v4
neg.8b v23, v23
neg.8h v0, v4
neg.8h v20, v23
neg.8h v6, v14
neg.8h v26, v22
mvn.16b v30, v7
mvn.16b v14, v23
mvn.16b v14, v1
mvn.16b v10, v30
mvn.8b v0, v11
mvn.8b v22, v6
mvn.8b v26, v23
mvn.8b v17, v1
orn.16b v19, v9, v14
orn.16b v25, v21, v24
orn.16b v11, v21, v16
orn.16b v10, v0, v21
orn.8b v21, v31, v19
orn.8b v30, v10, v20
orn.8b v21, v14, v6
orn.8b v27, v16, v30
orr.2s v5, #173
orr.2s v12, #150, lsl #16
orr.2s v6, #210, lsl #24
orr.2s v28, #214
orr.4h v22, #210
orr.4h v5, #233, lsl #8
orr.4h v13, #67
orr.4h v9, #75
orr.4s v8, #200, lsl #16
orr.4s v29, #83, lsl #8
orr.4s v28, #0, lsl #24
orr.4s v9, #223
orr.8h v12, #255, lsl #8
orr.8h v2, #68, lsl #8
orr.8h v15, #143
orr.8h v30, #255
orr.16b v20, v3, v20
orr.16b v9, v2, v18
mov.16b v26, v10
mov.16b v6, v28
orr.8b v20, v28, v24
mov.8b v19, v3
orr.8b v1, v19, v8
orr.8b v13, v4, v25
pmull.8h v26, v30, v23
pmull.8h v1, v8, v2
pmull.8h v15, v17, v29
pmull.8h v24, v13, v29
pmull2.8h v6, v24, v23
pmull2.8h v20, v2, v1
pmull2.8h v28, v6, v7
pmull2.8h v2, v18, v20
pmul.16b v8, v14, v8
pmul.16b v18, v10, v11
pmul.16b v4, v15, v2
pmul.16b v5, v20, v18
pmul.8b v10, v7, v3
pmul.8b v31, v4, v3
pmul.8b v29, v12, v16
pmul.8b v31, v0, v17
raddhn.2s v22, v2, v13
raddhn.2s v18, v14, v26
raddhn.2s v8, v30, v24
raddhn.2s v1, v27, v31
raddhn2.4s v0, v29, v21
raddhn2.4s v11, v28, v6
raddhn2.4s v25, v8, v5
raddhn2.4s v1, v24, v9
raddhn.4h v3, v13, v28
raddhn.4h v24, v14, v9
raddhn.4h v23, v3, v31
raddhn.4h v21, v27, v6
raddhn2.8h v13, v5, v1
raddhn2.8h v16, v1, v6
raddhn2.8h v18, v17, v22
raddhn2.8h v10, v20, v21
raddhn.8b v17, v1, v29
raddhn.8b v13, v27, v22
raddhn.8b v0, v29, v8
raddhn.8b v17, v16, v31
raddhn2.16b v26, v1, v14
raddhn2.16b v22, v30, v20
raddhn2.16b v10, v3, v7
raddhn2.16b v28, v10, v7
rbit.16b v27, v27
rbit.16b v1, v15
rbit.16b v1, v17
rbit.16b v26, v17
rbit.8b v15, v6
rbit.8b v3, v27
rbit.8b v2, v14
rbit.8b v4, v10
rev16.16b v29, v10
rev16.16b v15, v2
rev16.16b v15, v4
rev16.16b v5, v20
rev16.8b v22, v7
rev16.8b v17, v7
rev16.8b v14, v25
rev16.8b v15, v3
rev32.16b v4, v8
rev32.16b v29, v13
rev32.16b v3, v1
rev32.16b v15, v18
rev32.4h v15, v27
rev32.4h v10, v8
rev32.4h v25, v30
rev32.4h v12, v15
rev32.8b v6, v10
rev32.8b v24, v12
rev32.8b v8, v18
rev32.8b v12, v31
rev32.8h v3, v8
rev32.8h v21, v23
rev32.8h v2, v0
rev32.8h v30, v29
rev64.16b v3, v26
rev64.16b v24, v24
rev64.16b v4, v18
rev64.16b v30, v14
rev64.2s v28, v20
rev64.2s v6, v16
rev64.2s v20, v21
rev64.2s v17, v14
rev64.4h v11, v12
rev64.4h v21, v15
rev64.4h v19, v17
rev64.4h v5, v12
rev64.4s v22, v29
rev64.4s v11, v13
rev64.4s v12, v3
rev64.4s v31, v1
rev64.8b v13, v4
rev64.8b v7, v21
rev64.8b v24, v18
rev64.8b v25, v9
rev64.8h v21, v9
rev64.8h v19, v17
rev64.8h v24, v28
rev64.8h v3, v19
rshrn.2s v2, v13, #22
rshrn.2s v28, v8, #17
rshrn.2s v13, v8, #6
rshrn.2s v17, v23, #18
rshrn2.4s v12, v5, #4
rshrn2.4s v22, v29, #1
rshrn2.4s v20, v5, #1
rshrn2.4s v2, v24, #1
rshrn.4h v29, v21, #12
rshrn.4h v2, v26, #13
rshrn.4h v28, v4, #4
rshrn.4h v17, v14, #5
rshrn2.8h v2, v29, #7
rshrn2.8h v10, v20, #9
rshrn2.8h v23, v27, #3
rshrn2.8h v14, v15, #7
rshrn.8b v27, v27, #5
rshrn.8b v0, v10, #6
rshrn.8b v4, v22, #7
rshrn.8b v13, v10, #5
rshrn2.16b v31, v19, #2
rshrn2.16b v4, v23, #1
rshrn2.16b v13, v20, #1
rshrn2.16b v29, v28, #2
rsubhn.2s v13, v26, v29
rsubhn.2s v21, v22, v15
rsubhn.2s v28, v5, v5
rsubhn.2s v12, v7, v31
rsubhn2.4s v13, v20, v7
rsubhn2.4s v0, v7, v26
rsubhn2.4s v16, v30, v13
rsubhn2.4s v4, v30, v13
rsubhn.4h v22, v12, v23
rsubhn.4h v4, v31, v3
rsubhn.4h v13, v21, v9
rsubhn.4h v28, v26, v29
rsubhn2.8h v31, v4, v7
rsubhn2.8h v26, v13, v26
rsubhn2.8h v25, v1, v29
rsubhn2.8h v12, v6, v12
rsubhn.8b v8, v30, v1
rsubhn.8b v17, v24, v11
rsubhn.8b v14, v29, v19
rsubhn.8b v7, v23, v23
rsubhn2.16b v18, v19, v28
rsubhn2.16b v12, v15, v0
rsubhn2.16b v8, v23, v14
rsubhn2.16b v30, v30, v10
sabal.2d v21, v7, v30
sabal.2d v20, v4, v31
sabal.2d v15, v29, v29
sabal.2d v1, v18, v19
sabal2.2d v17, v16, v3
sabal2.2d v14, v20, v2
sabal2.2d v24, v9, v14
sabal2.2d v31, v7, v21
sabal.4s v19, v26, v10
sabal.4s v17, v23, v16
sabal.4s v2, v20, v1
sabal.4s v0, v23, v11
sabal2.4s v8, v17, v20
sabal2.4s v27, v20, v31
sabal2.4s v13, v23, v31
sabal2.4s v5, v22, v11
sabal.8h v19, v21, v28
sabal.8h v26, v15, v26
sabal.8h v26, v2, v11
sabal.8h v28, v3, v30
sabal2.8h v17, v16, v15
sabal2.8h v0, v10, v14
sabal2.8h v20, v15, v6
sabal2.8h v0, v7, v20
saba.16b v4, v14, v8
saba.16b v3, v0, v22
saba.16b v10, v26, v20
saba.16b v23, v18, v28
saba.2s v27, v10, v4
saba.2s v0, v5, v18
saba.2s v16, v2, v9
saba.2s v7, v3, v22
saba.4h v0, v27, v6
saba.4h v10, v2, v7
saba.4h v10, v31, v21
saba.4h v28, v27, v15
saba.4s v1, v5, v1
saba.4s v10, v17, v15
saba.4s v4, v11, v26
saba.4s v25, v6, v23
saba.8b v10, v17, v31
saba.8b v21, v30, v5
saba.8b v27, v1, v26
saba.8b v12, v4, v2
saba.8h v8, v14, v1
saba.8h v12, v18, v20
saba.8h v20, v20, v17
saba.8h v5, v1, v12
sabdl.2d v7, v25, v11
sabdl.2d v1, v26, v29
sabdl.2d v9, v28, v31
sabdl.2d v4, v16, v22
sabdl2.2d v11, v29, v13
sabdl2.2d v12, v22, v2
sabdl2.2d v10, v2, v0
sabdl2.2d v8, v12, v22
sabdl.4s v10, v18, v24
sabdl.4s v29, v22, v31
sabdl.4s v5, v18, v24
sabdl.4s v22, v19, v27
sabdl2.4s v14, v4, v3
sabdl2.4s v29, v8, v14
sabdl2.4s v13, v19, v2
sabdl2.4s v15, v16, v6
sabdl.8h v29, v10, v5
sabdl.8h v1, v1, v22
sabdl.8h v3, v31, v6
sabdl.8h v18, v15, v17
sabdl2.8h v27, v16, v27
sabdl2.8h v14, v7, v20
sabdl2.8h v21, v4, v21
sabdl2.8h v5, v10, v2
sabd.16b v16, v7, v6
sabd.16b v9, v20, v9
sabd.16b v0, v0, v19
sabd.16b v0, v2, v8
sabd.2s v4, v3, v27
sabd.2s v15, v22, v20
sabd.2s v20, v20, v29
sabd.2s v30, v26, v8
sabd.4h v30, v28, v22
sabd.4h v18, v0, v23
sabd.4h v28, v28, v14
sabd.4h v23, v13, v8
sabd.4s v21, v31, v12
sabd.4s v4, v29, v6
sabd.4s v0, v14, v23
sabd.4s v24, v24, v21
sabd.8b v18, v26, v30
sabd.8b v25, v24, v4
sabd.8b v24, v12, v0
sabd.8b v6, v28, v6
sabd.8h v6, v12, v12
sabd.8h v17, v27, v18
sabd.8h v29, v5, v14
sabd.8h v24, v19, v24
sadalp.1d v8, v1
sadalp.1d v25, v10
sadalp.1d v5, v14
sadalp.1d v15, v14
sadalp.2d v4, v6
sadalp.2d v11, v21
sadalp.2d v26, v7
sadalp.2d v10, v0
sadalp.2s v14, v14
sadalp.2s v4, v25
sadalp.2s v8, v28
sadalp.2s v23, v6
sadalp.4h v17, v2
sadalp.4h v26, v5
sadalp.4h v26, v10
sadalp.4h v0, v12
sadalp.4s v1, v7
sadalp.4s v3, v11
sadalp.4s v6, v1
sadalp.4s v24, v8
sadalp.8h v18, v19
sadalp.8h v19, v18
sadalp.8h v24, v27
sadalp.8h v1, v14
saddlp.1d v20, v8
saddlp.1d v29, v26
saddlp.1d v28, v28
saddlp.1d v16, v21
saddlp.2d v0, v20
saddlp.2d v25, v22
saddlp.2d v13, v3
saddlp.2d v3, v27
saddlp.2s v19, v31
saddlp.2s v18, v27
saddlp.2s v9, v25
saddlp.2s v21, v16
saddlp.4h v29, v7
saddlp.4h v21, v20
saddlp.4h v16, v1
saddlp.4h v25, v12
saddlp.4s v4, v22
saddlp.4s v13, v1
saddlp.4s v11, v26
saddlp.4s v21, v19
saddlp.8h v20, v17
saddlp.8h v0, v30
saddlp.8h v26, v3
saddlp.8h v23, v18
saddlv.16b h24, v24
saddlv.16b h16, v25
saddlv.16b h9, v20
saddlv.16b h27, v4
saddlv.4h s21, v12
saddlv.4h s31, v23
saddlv.4h s21, v17
saddlv.4h s18, v17
saddlv.4s d11, v0
saddlv.4s d4, v8
saddlv.4s d9, v30
saddlv.4s d2, v27
saddlv.8b h27, v13
saddlv.8b h12, v16
saddlv.8b h30, v29
saddlv.8b h0, v9
saddlv.8h s4, v26
saddlv.8h s18, v25
saddlv.8h s22, v17
saddlv.8h s0, v8
saddl.2d v20, v23, v22
saddl.2d v11, v18, v27
saddl.2d v4, v27, v5
saddl.2d v22, v8, v31
saddl2.2d v26, v18, v6
saddl2.2d v20, v8, v15
saddl2.2d v21, v2, v0
saddl2.2d v17, v20, v29
saddl.4s v29, v16, v7
saddl.4s v11, v9, v19
saddl.4s v17, v12, v19
saddl.4s v30, v6, v12
saddl2.4s v6, v22, v11
saddl2.4s v5, v15, v26
saddl2.4s v4, v19, v28
saddl2.4s v1, v18, v19
saddl.8h v18, v15, v10
saddl.8h v15, v23, v31
saddl.8h v19, v13, v28
saddl.8h v5, v8, v13
saddl2.8h v9, v24, v15
saddl2.8h v17, v15, v3
saddl2.8h v14, v12, v10
saddl2.8h v0, v11, v14
saddw.2d v18, v26, v21
saddw.2d v28, v24, v19
saddw.2d v21, v21, v30
saddw.2d v12, v18, v23
saddw2.2d v14, v19, v5
saddw2.2d v27, v18, v25
saddw2.2d v10, v28, v27
saddw2.2d v4, v11, v18
saddw.4s v12, v19, v16
saddw.4s v4, v28, v1
saddw.4s v24, v4, v21
saddw.4s v18, v12, v16
saddw2.4s v18, v26, v17
saddw2.4s v31, v26, v31
saddw2.4s v15, v18, v19
saddw2.4s v1, v5, v11
saddw.8h v29, v5, v19
saddw.8h v18, v25, v1
saddw.8h v25, v26, v22
saddw.8h v3, v12, v23
saddw2.8h v12, v26, v0
saddw2.8h v28, v5, v21
saddw2.8h v22, v10, v7
saddw2.8h v3, v3, v13
scvtf.2d v21, v25, #3
scvtf.2d v27, v0, #46
scvtf.2d v14, v4, #62
scvtf.2d v10, v11, #33
scvtf.2s v2, v15, #1
scvtf.2s v15, v31, #22
scvtf.2s v23, v30, #2
scvtf.2s v20, v31, #18
scvtf.4s v25, v14, #24
scvtf.4s v31, v23, #1
scvtf.4s v12, v16, #7
scvtf.4s v4, v9, #19
scvtf.2d v0, v14
scvtf.2d v8, v30
scvtf.2d v24, v0
scvtf.2d v11, v28
scvtf.2s v12, v4
scvtf.2s v24, v20
scvtf.2s v19, v24
scvtf.2s v3, v27
scvtf.4s v21, v2
scvtf.4s v4, v27
scvtf.4s v31, v9
scvtf.4s v11, v29
shadd.16b v14, v0, v14
shadd.16b v7, v6, v2
shadd.16b v7, v20, v10
shadd.16b v20, v27, v20
shadd.2s v24, v13, v29
shadd.2s v26, v4, v12
shadd.2s v6, v16, v27
shadd.2s v2, v31, v22
shadd.4h v4, v13, v19
shadd.4h v8, v26, v24
shadd.4h v7, v31, v8
shadd.4h v25, v28, v0
shadd.4s v20, v12, v22
shadd.4s v0, v21, v27
shadd.4s v12, v7, v7
shadd.4s v22, v5, v26
shadd.8b v1, v0, v4
shadd.8b v14, v19, v27
shadd.8b v15, v13, v24
shadd.8b v5, v5, v1
shadd.8h v21, v8, v20
shadd.8h v18, v5, v13
shadd.8h v7, v26, v19
shadd.8h v19, v5, v29
shll.2d v1, v0, #32
shll.2d v1, v6, #32
shll.2d v8, v30, #32
shll.2d v2, v1, #32
shll2.2d v27, v13, #32
shll2.2d v9, v23, #32
shll2.2d v22, v25, #32
shll2.2d v14, v1, #32
shll.4s v27, v15, #16
shll.4s v14, v31, #16
shll.4s v13, v29, #16
shll.4s v19, v27, #16
shll2.4s v30, v22, #16
shll2.4s v25, v22, #16
shll2.4s v24, v3, #16
shll2.4s v6, v10, #16
shll.8h v16, v16, #8
shll.8h v14, v11, #8
shll.8h v13, v28, #8
shll.8h v10, v23, #8
shll2.8h v4, v17, #8
shll2.8h v21, v19, #8
shll2.8h v23, v12, #8
shll2.8h v1, v19, #8
shl.16b v0, v2, #4
shl.16b v9, v20, #4
shl.16b v3, v12, #0
shl.16b v10, v6, #3
shl.2d v22, v14, #40
shl.2d v26, v2, #47
shl.2d v2, v28, #3
shl.2d v15, v9, #1
shl.2s v3, v30, #19
shl.2s v23, v26, #13
shl.2s v6, v27, #0
shl.2s v24, v17, #24
shl.4h v31, v21, #3
shl.4h v16, v13, #9
shl.4h v28, v5, #0
shl.4h v26, v14, #0
shl.4s v21, v18, #12
shl.4s v31, v21, #30
shl.4s v0, v24, #26
shl.4s v11, v28, #1
shl.8b v14, v11, #6
shl.8b v9, v0, #3
shl.8b v20, v15, #1
shl.8b v15, v11, #3
shl.8h v31, v13, #3
shl.8h v3, v4, #1
shl.8h v29, v1, #5
shl.8h v30, v0, #10
shrn.2s v25, v15, #32
shrn.2s v3, v21, #32
shrn.2s v19, v17, #29
shrn.2s v31, v10, #11
shrn2.4s v5, v25, #25
shrn2.4s v24, v6, #1
shrn2.4s v5, v20, #1
shrn2.4s v2, v22, #7
shrn.4h v29, v16, #1
shrn.4h v22, v18, #11
shrn.4h v2, v11, #1
shrn.4h v5, v31, #10
shrn2.8h v3, v3, #1
shrn2.8h v14, v14, #7
shrn2.8h v26, v4, #9
shrn2.8h v3, v23, #14
shrn.8b v14, v13, #2
shrn.8b v5, v24, #5
shrn.8b v16, v27, #7
shrn.8b v0, v3, #5
shrn2.16b v12, v21, #8
shrn2.16b v24, v4, #1
shrn2.16b v26, v12, #5
shrn2.16b v7, v4, #1
shsub.16b v24, v1, v1
shsub.16b v27, v10, v27
shsub.16b v18, v20, v5
shsub.16b v5, v16, v15
shsub.2s v24, v8, v24
shsub.2s v25, v16, v0
shsub.2s v27, v28, v22
shsub.2s v12, v28, v1
shsub.4h v17, v0, v18
shsub.4h v18, v30, v18
shsub.4h v12, v23, v10
shsub.4h v0, v31, v2
shsub.4s v21, v11, v2
shsub.4s v12, v12, v6
shsub.4s v3, v19, v14
shsub.4s v9, v19, v17
shsub.8b v10, v18, v11
shsub.8b v12, v30, v20
shsub.8b v22, v10, v21
shsub.8b v25, v24, v7
shsub.8h v1, v20, v16
shsub.8h v27, v27, v9
shsub.8h v5, v9, v15
shsub.8h v13, v28, v15
sli.16b v30, v6, #0
sli.16b v18, v11, #3
sli.16b v1, v24, #7
sli.16b v1, v10, #0
sli.2d v4, v18, #0
sli.2d v26, v8, #43
sli.2d v9, v25, #1
sli.2d v17, v19, #2
sli.2s v13, v31, #0
sli.2s v20, v20, #1
sli.2s v16, v29, #12
sli.2s v14, v27, #0
sli.4h v3, v26, #0
sli.4h v14, v21, #15
sli.4h v9, v14, #3
sli.4h v23, v2, #6
sli.4s v27, v6, #0
sli.4s v5, v28, #10
sli.4s v18, v30, #16
sli.4s v28, v5, #22
sli.8b v23, v25, #5
sli.8b v20, v2, #4
sli.8b v15, v31, #7
sli.8b v26, v19, #5
sli.8h v3, v3, #7
sli.8h v12, v23, #13
sli.8h v21, v31, #14
sli.8h v30, v30, #14
smaxp.16b v11, v7, v11
smaxp.16b v27, v14, v17
smaxp.16b v20, v3, v1
smaxp.16b v30, v27, v14
smaxp.2s v31, v16, v8
smaxp.2s v0, v13, v15
smaxp.2s v3, v18, v31
smaxp.2s v3, v1, v8
smaxp.4h v6, v1, v18
smaxp.4h v14, v3, v22
smaxp.4h v22, v17, v31
smaxp.4h v29, v28, v21
smaxp.4s v13, v16, v28
smaxp.4s v20, v21, v5
smaxp.4s v24, v31, v30
smaxp.4s v0, v7, v27
smaxp.8b v7, v13, v20
smaxp.8b v27, v16, v22
smaxp.8b v9, v13, v7
smaxp.8b v24, v28, v18
smaxp.8h v16, v10, v27
smaxp.8h v13, v15, v23
smaxp.8h v12, v15, v7
smaxp.8h v26, v29, v2
smaxv.16b b14, v25
smaxv.16b b4, v3
smaxv.16b b26, v16
smaxv.16b b17, v14
smaxv.4h h28, v15
smaxv.4h h26, v22
smaxv.4h h10, v21
smaxv.4h h12, v26
smaxv.4s s11, v23
smaxv.4s s6, v30
smaxv.4s s20, v13
smaxv.4s s11, v12
smaxv.8b b3, v2
smaxv.8b b18, v7
smaxv.8b b28, v30
smaxv.8b b10, v23
smaxv.8h h7, v15
smaxv.8h h12, v3
smaxv.8h h0, v2
smaxv.8h h19, v26
smax.16b v29, v7, v5
smax.16b v7, v22, v24
smax.16b v9, v26, v1
smax.16b v25, v12, v3
smax.2s v6, v31, v25
smax.2s v31, v23, v3
smax.2s v1, v14, v12
smax.2s v0, v11, v18
smax.4h v22, v8, v19
smax.4h v23, v22, v11
smax.4h v27, v1, v3
smax.4h v25, v23, v3
smax.4s v29, v20, v26
smax.4s v9, v9, v5
smax.4s v31, v29, v27
smax.4s v23, v6, v15
smax.8b v13, v10, v14
smax.8b v21, v31, v1
smax.8b v0, v11, v24
smax.8b v25, v3, v10
smax.8h v10, v30, v21
smax.8h v28, v29, v20
smax.8h v10, v12, v27
smax.8h v23, v8, v17
sminp.16b v10, v25, v22
sminp.16b v19, v27, v0
sminp.16b v14, v10, v18
sminp.16b v8, v7, v29
sminp.2s v25, v27, v14
sminp.2s v0, v28, v21
sminp.2s v31, v5, v23
sminp.2s v19, v31, v22
sminp.4h v27, v6, v25
sminp.4h v1, v15, v1
sminp.4h v14, v1, v20
sminp.4h v11, v19, v22
sminp.4s v1, v26, v25
sminp.4s v3, v25, v13
sminp.4s v30, v25, v25
sminp.4s v14, v28, v10
sminp.8b v4, v23, v28
sminp.8b v16, v4, v27
sminp.8b v24, v27, v21
sminp.8b v20, v3, v26
sminp.8h v7, v27, v12
sminp.8h v18, v9, v9
sminp.8h v2, v6, v16
sminp.8h v28, v9, v20
sminv.16b b10, v21
sminv.16b b29, v20
sminv.16b b9, v11
sminv.16b b8, v0
sminv.4h h19, v27
sminv.4h h23, v23
sminv.4h h1, v30
sminv.4h h30, v11
sminv.4s s20, v17
sminv.4s s15, v1
sminv.4s s23, v6
sminv.4s s27, v11
sminv.8b b4, v5
sminv.8b b27, v7
sminv.8b b10, v4
sminv.8b b7, v15
sminv.8h h31, v14
sminv.8h h18, v2
sminv.8h h23, v2
sminv.8h h29, v14
smin.16b v21, v7, v26
smin.16b v19, v12, v5
smin.16b v11, v23, v3
smin.16b v18, v9, v29
smin.2s v4, v1, v11
smin.2s v10, v22, v18
smin.2s v6, v6, v5
smin.2s v6, v27, v11
smin.4h v21, v5, v22
smin.4h v14, v2, v14
smin.4h v28, v3, v16
smin.4h v12, v3, v26
smin.4s v18, v28, v2
smin.4s v6, v20, v11
smin.4s v26, v11, v29
smin.4s v15, v13, v15
smin.8b v18, v18, v15
smin.8b v30, v11, v30
smin.8b v21, v0, v30
smin.8b v2, v16, v27
smin.8h v21, v27, v19
smin.8h v30, v14, v1
smin.8h v8, v8, v11
smin.8h v0, v1, v19
smlal.2d v12, v7, v30[1]
smlal.2d v5, v0, v4[3]
smlal.2d v13, v17, v7[2]
smlal.2d v21, v25, v16[1]
smlal2.2d v14, v27, v1[3]
smlal2.2d v5, v30, v24[3]
smlal2.2d v9, v14, v28[3]
smlal2.2d v12, v26, v18[0]
smlal.4s v9, v4, v6[3]
smlal.4s v5, v22, v7[0]
smlal.4s v3, v31, v4[7]
smlal.4s v26, v17, v15[1]
smlal2.4s v0, v9, v3[0]
smlal2.4s v14, v26, v14[7]
smlal2.4s v28, v8, v9[7]
smlal2.4s v15, v15, v1[0]
smlal.2d v3, v7, v25
smlal.2d v2, v8, v19
smlal.2d v29, v6, v22
smlal.2d v27, v9, v21
smlal2.2d v13, v24, v8
smlal2.2d v21, v9, v13
smlal2.2d v31, v31, v7
smlal2.2d v11, v9, v7
smlal.4s v20, v9, v30
smlal.4s v12, v22, v1
smlal.4s v31, v14, v14
smlal.4s v5, v12, v3
smlal2.4s v15, v1, v9
smlal2.4s v28, v21, v12
smlal2.4s v3, v3, v10
smlal2.4s v18, v30, v27
smlal.8h v11, v11, v3
smlal.8h v31, v13, v12
smlal.8h v31, v30, v31
smlal.8h v3, v2, v29
smlal2.8h v27, v28, v11
smlal2.8h v18, v12, v7
smlal2.8h v5, v0, v21
smlal2.8h v6, v3, v21
smlsl.2d v30, v30, v21[0]
smlsl.2d v4, v3, v3[3]
smlsl.2d v20, v14, v5[2]
smlsl.2d v2, v15, v7[2]
smlsl2.2d v22, v11, v25[0]
smlsl2.2d v31, v22, v2[2]
smlsl2.2d v26, v2, v20[3]
smlsl2.2d v26, v11, v6[1]
smlsl.4s v30, v12, v13[1]
smlsl.4s v20, v10, v12[0]
smlsl.4s v30, v11, v13[5]
smlsl.4s v17, v3, v8[1]
smlsl2.4s v13, v31, v12[2]
smlsl2.4s v10, v24, v2[2]
smlsl2.4s v0, v2, v8[0]
smlsl2.4s v27, v14, v15[7]
smlsl.2d v22, v2, v6
smlsl.2d v14, v5, v4
smlsl.2d v12, v28, v24
smlsl.2d v3, v26, v26
smlsl2.2d v22, v30, v23
smlsl2.2d v30, v23, v31
smlsl2.2d v8, v31, v26
smlsl2.2d v21, v7, v4
smlsl.4s v14, v21, v17
smlsl.4s v1, v19, v17
smlsl.4s v5, v19, v28
smlsl.4s v14, v18, v26
smlsl2.4s v30, v23, v10
smlsl2.4s v8, v9, v1
smlsl2.4s v18, v6, v6
smlsl2.4s v21, v21, v1
smlsl.8h v27, v27, v11
smlsl.8h v29, v20, v29
smlsl.8h v30, v14, v10
smlsl.8h v24, v21, v26
smlsl2.8h v19, v2, v23
smlsl2.8h v5, v7, v9
smlsl2.8h v6, v26, v10
smlsl2.8h v2, v9, v2
smov.b w6, v21[14]
smov.b w19, v18[4]
smov.b w5, v16[12]
smov.b w26, v14[7]
smov.h w8, v4[4]
smov.h w11, v7[6]
smov.h w28, v17[7]
smov.h w6, v21[5]
smov.b x10, v3[7]
smov.b x16, v11[5]
smov.b x14, v17[11]
smov.b xzr, v15[6]
smov.h x20, v1[0]
smov.h x2, v18[7]
smov.h x7, v21[7]
smov.h x20, v23[4]
smov.s x16, v16[0]
smov.s x1, v13[3]
smov.s x14, v16[3]
smov.s x3, v26[1]
smull.2d v9, v29, v18[0]
smull.2d v7, v18, v9[3]
smull.2d v4, v9, v22[2]
smull.2d v20, v10, v31[1]
smull2.2d v2, v18, v2[0]
smull2.2d v27, v22, v1[1]
smull2.2d v21, v23, v27[0]
smull2.2d v12, v16, v9[0]
smull.4s v24, v22, v14[2]
smull.4s v31, v14, v1[1]
smull.4s v11, v10, v8[1]
smull.4s v20, v22, v2[7]
smull2.4s v2, v22, v10[3]
smull2.4s v22, v19, v7[2]
smull2.4s v27, v24, v10[3]
smull2.4s v24, v1, v0[0]
smull.2d v13, v0, v11
smull.2d v5, v4, v6
smull.2d v17, v25, v11
smull.2d v27, v10, v2
smull2.2d v15, v9, v8
smull2.2d v3, v8, v15
smull2.2d v21, v5, v16
smull2.2d v30, v29, v11
smull.4s v30, v22, v29
smull.4s v12, v5, v28
smull.4s v5, v31, v24
smull.4s v25, v24, v23
smull2.4s v21, v12, v1
smull2.4s v2, v17, v25
smull2.4s v25, v24, v21
smull2.4s v21, v22, v12
smull.8h v8, v9, v8
smull.8h v27, v11, v17
smull.8h v2, v28, v30
smull.8h v18, v31, v4
smull2.8h v28, v9, v19
smull2.8h v16, v17, v24
smull2.8h v22, v22, v23
smull2.8h v23, v22, v2
sqabs.16b v5, v11
sqabs.16b v5, v23
sqabs.16b v28, v1
sqabs.16b v13, v9
sqabs.2d v23, v1
sqabs.2d v28, v11
sqabs.2d v1, v1
sqabs.2d v23, v23
sqabs.2s v6, v8
sqabs.2s v25, v10
sqabs.2s v18, v19
sqabs.2s v20, v8
sqabs.4h v26, v6
sqabs.4h v28, v14
sqabs.4h v2, v24
sqabs.4h v25, v7
sqabs.4s v1, v17
sqabs.4s v20, v0
sqabs.4s v22, v30
sqabs.4s v3, v17
sqabs.8b v9, v0
sqabs.8b v25, v9
sqabs.8b v28, v5
sqabs.8b v20, v14
sqabs.8h v11, v12
sqabs.8h v10, v7
sqabs.8h v27, v16
sqadd.16b v0, v17, v24
sqadd.16b v15, v15, v11
sqadd.16b v6, v31, v28
sqadd.16b v1, v14, v25
sqadd.2d v15, v23, v20
sqadd.2d v8, v21, v24
sqadd.2d v20, v22, v22
sqadd.2d v6, v23, v5
sqadd.2s v20, v24, v16
sqadd.2s v5, v13, v19
sqadd.2s v24, v31, v29
sqadd.2s v11, v29, v3
sqadd.4h v19, v9, v25
sqadd.4h v28, v24, v22
sqadd.4h v21, v12, v11
sqadd.4h v0, v25, v17
sqadd.4s v6, v24, v31
sqadd.4s v14, v4, v11
sqadd.4s v3, v9, v26
sqadd.4s v9, v24, v14
sqadd.8b v26, v19, v4
sqadd.8b v2, v27, v11
sqadd.8b v29, v19, v16
sqadd.8b v11, v21, v0
sqadd.8h v9, v11, v0
sqadd.8h v14, v2, v3
sqadd.8h v2, v26, v2
sqadd.8h v7, v17, v22
sqdmlal.h s7, h29, v7[0]
sqdmlal.h s2, h12, v13[4]
sqdmlal.h s16, h18, v7[0]
sqdmlal.h s24, h18, v0[4]
sqdmlal.s d20, s11, v23[0]
sqdmlal.s d30, s30, v19[0]
sqdmlal.s d18, s27, v21[3]
sqdmlal.s d29, s23, v0[0]
sqdmlal.2d v2, v4, v9[1]
sqdmlal.2d v28, v11, v31[0]
sqdmlal.2d v5, v19, v5[1]
sqdmlal.2d v22, v29, v30[1]
sqdmlal2.2d v28, v3, v10[3]
sqdmlal2.2d v0, v1, v31[1]
sqdmlal2.2d v29, v18, v14[0]
sqdmlal2.2d v5, v31, v4[1]
sqdmlal.4s v4, v26, v5[7]
sqdmlal.4s v17, v21, v6[6]
sqdmlal.4s v15, v3, v14[1]
sqdmlal.4s v5, v1, v7[3]
sqdmlal2.4s v21, v24, v1[2]
sqdmlal2.4s v9, v5, v8[0]
sqdmlal2.4s v15, v22, v12[1]
sqdmlal2.4s v9, v31, v10[4]
sqdmlal.2d v30, v15, v23
sqdmlal.2d v17, v20, v12
sqdmlal.2d v23, v17, v26
sqdmlal.2d v14, v10, v31
sqdmlal2.2d v4, v2, v25
sqdmlal2.2d v6, v26, v10
sqdmlal2.2d v10, v21, v11
sqdmlal2.2d v24, v6, v27
sqdmlal.4s v16, v20, v18
sqdmlal.4s v20, v19, v21
sqdmlal.4s v28, v3, v4
sqdmlal.4s v25, v28, v23
sqdmlal2.4s v20, v27, v22
sqdmlal2.4s v29, v5, v2
sqdmlal2.4s v11, v19, v28
sqdmlal2.4s v25, v31, v14
sqdmlsl.h s25, h25, v14[3]
sqdmlsl.h s24, h11, v8[1]
sqdmlsl.h s5, h25, v8[3]
sqdmlsl.h s8, h31, v11[0]
sqdmlsl.s d26, s15, v30[3]
sqdmlsl.s d17, s25, v27[0]
sqdmlsl.s d3, s26, v25[0]
sqdmlsl.s d12, s13, v27[1]
sqdmlsl.2d v29, v11, v16[3]
sqdmlsl.2d v30, v22, v2[0]
sqdmlsl.2d v17, v3, v16[2]
sqdmlsl.2d v1, v0, v3[0]
sqdmlsl2.2d v21, v3, v0[3]
sqdmlsl2.2d v12, v31, v10[3]
sqdmlsl2.2d v28, v12, v6[0]
sqdmlsl2.2d v2, v27, v9[3]
sqdmlsl.4s v8, v10, v9[7]
sqdmlsl.4s v23, v21, v5[7]
sqdmlsl.4s v24, v24, v13[1]
sqdmlsl.4s v20, v1, v3[0]
sqdmlsl2.4s v20, v27, v2[7]
sqdmlsl2.4s v12, v15, v2[0]
sqdmlsl2.4s v27, v30, v15[1]
sqdmlsl2.4s v27, v9, v15[7]
sqdmlsl.2d v24, v21, v28
sqdmlsl.2d v5, v7, v22
sqdmlsl.2d v2, v12, v9
sqdmlsl.2d v27, v22, v15
sqdmlsl2.2d v9, v14, v9
sqdmlsl2.2d v19, v18, v6
sqdmlsl2.2d v29, v11, v15
sqdmlsl2.2d v23, v12, v23
sqdmlsl.4s v5, v11, v30
sqdmlsl.4s v28, v6, v4
sqdmlsl.4s v7, v23, v3
sqdmlsl.4s v17, v29, v2
sqdmlsl2.4s v14, v21, v31
sqdmlsl2.4s v12, v6, v16
sqdmlsl2.4s v20, v31, v29
sqdmlsl2.4s v22, v13, v10
sqdmulh.h h25, h6, v4[3]
sqdmulh.h h11, h25, v7[7]
sqdmulh.h h0, h0, v4[6]
sqdmulh.h h21, h14, v4[7]
sqdmulh.s s12, s18, v11[1]
sqdmulh.s s18, s11, v11[0]
sqdmulh.s s17, s12, v6[1]
sqdmulh.s s9, s28, v5[0]
sqdmulh.2s v31, v19, v4[3]
sqdmulh.2s v29, v19, v12[1]
sqdmulh.2s v23, v22, v3[0]
sqdmulh.2s v28, v29, v22[1]
sqdmulh.4h v1, v20, v4[3]
sqdmulh.4h v11, v7, v8[1]
sqdmulh.4h v15, v25, v9[0]
sqdmulh.4h v25, v23, v4[7]
sqdmulh.4s v27, v13, v27[1]
sqdmulh.4s v14, v16, v5[1]
sqdmulh.4s v25, v24, v29[0]
sqdmulh.4s v8, v29, v19[0]
sqdmulh.8h v22, v21, v12[4]
sqdmulh.8h v27, v13, v6[1]
sqdmulh.8h v24, v12, v8[0]
sqdmulh.8h v28, v27, v8[5]
sqdmulh.2s v31, v9, v19
sqdmulh.2s v3, v28, v20
sqdmulh.2s v30, v12, v31
sqdmulh.2s v21, v27, v29
sqdmulh.4h v4, v23, v3
sqdmulh.4h v28, v25, v0
sqdmulh.4h v20, v16, v5
sqdmulh.4h v5, v22, v25
sqdmulh.4s v0, v23, v25
sqdmulh.4s v26, v30, v23
sqdmulh.4s v15, v24, v3
sqdmulh.4s v22, v16, v24
sqdmulh.8h v28, v4, v26
sqdmulh.8h v25, v11, v3
sqdmulh.8h v6, v14, v14
sqdmulh.8h v24, v19, v23
sqdmull.h s28, h15, v8[0]
sqdmull.h s11, h21, v8[1]
sqdmull.h s3, h9, v4[1]
sqdmull.h s17, h3, v10[1]
sqdmull.s d30, s18, v26[0]
sqdmull.s d2, s19, v13[0]
sqdmull.s d3, s1, v0[2]
sqdmull.s d14, s30, v12[1]
sqdmull.2d v18, v14, v31[0]
sqdmull.2d v16, v18, v19[1]
sqdmull.2d v25, v27, v9[1]
sqdmull.2d v5, v17, v1[0]
sqdmull2.2d v2, v28, v21[0]
sqdmull2.2d v16, v7, v6[3]
sqdmull2.2d v22, v8, v29[0]
sqdmull2.2d v26, v18, v4[0]
sqdmull.4s v7, v21, v3[5]
sqdmull.4s v16, v28, v7[6]
sqdmull.4s v7, v22, v6[1]
sqdmull.4s v27, v29, v9[3]
sqdmull2.4s v6, v8, v12[3]
sqdmull2.4s v13, v23, v12[0]
sqdmull2.4s v25, v11, v12[4]
sqdmull2.4s v2, v22, v5[4]
sqdmull.2d v16, v12, v24
sqdmull.2d v19, v3, v3
sqdmull.2d v3, v10, v10
sqdmull.2d v24, v29, v3
sqdmull2.2d v7, v30, v4
sqdmull2.2d v6, v12, v6
sqdmull2.2d v23, v27, v27
sqdmull2.2d v0, v23, v25
sqdmull.4s v24, v16, v17
sqdmull.4s v25, v0, v27
sqdmull.4s v17, v17, v17
sqdmull.4s v20, v27, v24
sqdmull2.4s v18, v21, v28
sqdmull2.4s v7, v11, v23
sqdmull2.4s v25, v25, v8
sqdmull2.4s v15, v23, v10
sqneg.16b v31, v0
sqneg.16b v20, v1
sqneg.16b v2, v26
sqneg.16b v7, v6
sqneg.2d v27, v30
sqneg.2d v28, v3
sqneg.2d v28, v16
sqneg.2d v26, v26
sqneg.2s v28, v27
sqneg.2s v25, v10
sqneg.2s v30, v16
sqneg.2s v28, v21
sqneg.4h v11, v0
sqneg.4h v2, v14
sqneg.4h v8, v13
sqneg.4h v6, v5
sqneg.4s v9, v25
sqneg.4s v0, v16
sqneg.4s v12, v24
sqneg.4s v24, v6
sqneg.8b v13, v9
sqneg.8b v0, v2
sqneg.8b v7, v3
sqneg.8b v10, v17
sqneg.8h v16, v1
sqneg.8h v14, v11
sqneg.8h v14, v1
sqneg.8h v10, v6
sqrdmulh.h h0, h9, v3[4]
sqrdmulh.h h14, h27, v11[7]
sqrdmulh.h h9, h18, v2[1]
sqrdmulh.h h5, h24, v3[1]
sqrdmulh.s s31, s26, v19[0]
sqrdmulh.s s3, s30, v23[0]
sqrdmulh.s s11, s13, v8[2]
sqrdmulh.s s25, s21, v22[2]
sqrdmulh.2s v19, v16, v29[3]
sqrdmulh.2s v12, v1, v29[1]
sqrdmulh.2s v2, v5, v28[1]
sqrdmulh.2s v14, v26, v13[3]
sqrdmulh.4h v14, v22, v14[2]
sqrdmulh.4h v8, v19, v4[0]
sqrdmulh.4h v7, v15, v9[1]
sqrdmulh.4h v15, v6, v0[6]
sqrdmulh.4s v4, v12, v28[0]
sqrdmulh.4s v24, v25, v0[0]
sqrdmulh.4s v27, v31, v2[1]
sqrdmulh.4s v16, v27, v9[3]
sqrdmulh.8h v28, v30, v2[0]
sqrdmulh.8h v0, v21, v8[6]
sqrdmulh.8h v16, v12, v9[5]
sqrdmulh.8h v0, v29, v8[6]
sqrdmulh.2s v27, v6, v10
sqrdmulh.2s v16, v15, v5
sqrdmulh.2s v22, v1, v28
sqrdmulh.2s v9, v23, v1
sqrdmulh.4h v11, v20, v13
sqrdmulh.4h v18, v7, v5
sqrdmulh.4h v31, v28, v26
sqrdmulh.4h v31, v7, v30
sqrdmulh.4s v26, v11, v23
sqrdmulh.4s v20, v2, v6
sqrdmulh.4s v27, v6, v9
sqrdmulh.4s v18, v19, v17
sqrdmulh.8h v27, v28, v8
sqrdmulh.8h v1, v9, v20
sqrdmulh.8h v0, v12, v16
sqrdmulh.8h v15, v21, v10
sqrshl.16b v30, v19, v28
sqrshl.16b v25, v14, v24
sqrshl.16b v10, v5, v26
sqrshl.16b v21, v16, v1
sqrshl.2d v12, v17, v18
sqrshl.2d v17, v18, v19
sqrshl.2d v14, v24, v16
sqrshl.2d v29, v23, v9
sqrshl.2s v26, v4, v22
sqrshl.2s v15, v23, v9
sqrshl.2s v24, v23, v24
sqrshl.2s v19, v20, v24
sqrshl.4h v6, v8, v20
sqrshl.4h v1, v8, v26
sqrshl.4h v12, v19, v20
sqrshl.4h v4, v2, v7
sqrshl.4s v12, v13, v4
sqrshl.4s v7, v11, v12
sqrshl.4s v2, v9, v3
sqrshl.4s v20, v29, v12
sqrshl.8b v22, v20, v2
sqrshl.8b v8, v27, v8
sqrshl.8b v31, v12, v21
sqrshl.8b v6, v19, v28
sqrshl.8h v16, v1, v6
sqrshl.8h v27, v21, v9
sqrshl.8h v29, v30, v7
sqrshl.8h v22, v3, v0
sqrshrn.2s v27, v29, #29
sqrshrn.2s v3, v27, #1
sqrshrn.2s v12, v28, #19
sqrshrn.2s v10, v10, #11
sqrshrn2.4s v10, v15, #3
sqrshrn2.4s v12, v9, #29
sqrshrn2.4s v0, v23, #2
sqrshrn2.4s v10, v30, #16
sqrshrn.4h v26, v11, #4
sqrshrn.4h v21, v22, #3
sqrshrn.4h v13, v11, #7
sqrshrn.4h v4, v13, #1
sqrshrn2.8h v8, v21, #1
sqrshrn2.8h v17, v31, #10
sqrshrn2.8h v12, v31, #8
sqrshrn2.8h v31, v26, #14
sqrshrn.8b v4, v9, #1
sqrshrn.8b v7, v11, #2
sqrshrn.8b v26, v16, #1
sqrshrn.8b v27, v25, #5
sqrshrn2.16b v10, v30, #6
sqrshrn2.16b v18, v27, #6
sqrshrn2.16b v3, v21, #1
sqrshrn2.16b v8, v0, #1
sqrshrun.2s v21, v25, #32
sqrshrun.2s v20, v18, #19
sqrshrun.2s v20, v6, #1
sqrshrun.2s v18, v12, #27
sqrshrun2.4s v28, v27, #9
sqrshrun2.4s v7, v12, #1
sqrshrun2.4s v19, v3, #4
sqrshrun2.4s v7, v31, #3
sqrshrun.4h v14, v16, #7
sqrshrun.4h v19, v21, #2
sqrshrun.4h v30, v10, #4
sqrshrun.4h v12, v25, #6
sqrshrun2.8h v29, v4, #2
sqrshrun2.8h v18, v2, #16
sqrshrun2.8h v29, v11, #2
sqrshrun2.8h v0, v1, #9
sqrshrun.8b v11, v23, #6
sqrshrun.8b v21, v21, #6
sqrshrun.8b v20, v26, #3
sqrshrun.8b v29, v10, #1
sqrshrun2.16b v24, v13, #1
sqrshrun2.16b v18, v29, #5
sqrshrun2.16b v29, v31, #6
sqrshrun2.16b v11, v3, #1
sqshlu.16b v18, v31, #4
sqshlu.16b v23, v8, #0
sqshlu.16b v29, v17, #4
sqshlu.16b v31, v20, #4
sqshlu.2d v26, v1, #44
sqshlu.2d v24, v27, #22
sqshlu.2d v30, v29, #1
sqshlu.2d v26, v3, #63
sqshlu.2s v21, v27, #22
sqshlu.2s v20, v23, #13
sqshlu.2s v9, v30, #26
sqshlu.2s v19, v13, #10
sqshlu.4h v27, v0, #6
sqshlu.4h v5, v17, #0
sqshlu.4h v27, v17, #4
sqshlu.4h v1, v7, #7
sqshlu.4s v29, v16, #31
sqshlu.4s v21, v27, #20
sqshlu.4s v11, v25, #23
sqshlu.4s v16, v11, #11
sqshlu.8b v3, v8, #2
sqshlu.8b v31, v3, #0
sqshlu.8b v2, v30, #0
sqshlu.8b v30, v4, #5
sqshlu.8h v5, v22, #13
sqshlu.8h v4, v8, #0
sqshlu.8h v23, v29, #11
sqshlu.8h v16, v23, #12
sqshl.16b v19, v0, #7
sqshl.16b v11, v21, #4
sqshl.16b v9, v27, #2
sqshl.16b v31, v20, #1
sqshl.2d v25, v6, #63
sqshl.2d v15, v18, #45
sqshl.2d v22, v11, #25
sqshl.2d v6, v24, #49
sqshl.2s v19, v23, #5
sqshl.2s v4, v13, #0
sqshl.2s v11, v17, #12
sqshl.2s v9, v20, #31
sqshl.4h v31, v20, #3
sqshl.4h v20, v3, #5
sqshl.4h v30, v17, #6
sqshl.4h v4, v6, #6
sqshl.4s v30, v14, #2
sqshl.4s v15, v19, #1
sqshl.4s v3, v1, #11
sqshl.4s v1, v3, #9
sqshl.8b v28, v23, #2
sqshl.8b v17, v15, #3
sqshl.8b v18, v26, #3
sqshl.8b v13, v1, #2
sqshl.8h v28, v23, #10
sqshl.8h v1, v15, #8
sqshl.8h v25, v7, #4
sqshl.8h v23, v22, #0
sqshl.16b v14, v10, v6
sqshl.16b v16, v20, v17
sqshl.16b v29, v10, v7
sqshl.16b v8, v9, v26
sqshl.2d v26, v25, v10
sqshl.2d v0, v7, v10
sqshl.2d v0, v7, v13
sqshl.2d v25, v28, v24
sqshl.2s v28, v11, v29
sqshl.2s v23, v20, v24
sqshl.2s v31, v17, v29
sqshl.2s v13, v10, v0
sqshl.4h v6, v31, v23
sqshl.4h v31, v1, v7
sqshl.4h v25, v21, v27
sqshl.4h v31, v0, v9
sqshl.4s v22, v9, v7
sqshl.4s v7, v2, v22
sqshl.4s v11, v24, v23
sqshl.4s v7, v19, v29
sqshl.8b v23, v13, v6
sqshl.8b v29, v2, v28
sqshl.8b v21, v29, v15
sqshl.8b v3, v3, v3
sqshl.8h v5, v26, v23
sqshl.8h v17, v31, v5
sqshl.8h v27, v17, v7
sqshl.8h v8, v11, v22
sqshrn.2s v9, v29, #15
sqshrn.2s v14, v4, #16
sqshrn.2s v2, v19, #1
sqshrn.2s v24, v31, #25
sqshrn2.4s v24, v18, #8
sqshrn2.4s v11, v13, #16
sqshrn2.4s v4, v28, #27
sqshrn2.4s v10, v24, #28
sqshrn.4h v31, v20, #16
sqshrn.4h v31, v0, #16
sqshrn.4h v6, v0, #9
sqshrn.4h v30, v22, #10
sqshrn2.8h v17, v19, #1
sqshrn2.8h v4, v20, #1
sqshrn2.8h v8, v26, #2
sqshrn2.8h v23, v5, #4
sqshrn.8b v23, v30, #5
sqshrn.8b v21, v23, #6
sqshrn.8b v29, v27, #8
sqshrn.8b v27, v16, #4
sqshrn2.16b v19, v31, #4
sqshrn2.16b v12, v11, #1
sqshrn2.16b v1, v19, #5
sqshrn2.16b v31, v19, #1
sqshrun.2s v16, v22, #1
sqshrun.2s v15, v29, #27
sqshrun.2s v11, v23, #30
sqshrun.2s v14, v14, #2
sqshrun2.4s v24, v31, #29
sqshrun2.4s v27, v18, #25
sqshrun2.4s v25, v7, #14
sqshrun2.4s v11, v18, #25
sqshrun.4h v11, v10, #7
sqshrun.4h v6, v22, #10
sqshrun.4h v26, v1, #1
sqshrun.4h v27, v31, #6
sqshrun2.8h v4, v9, #14
sqshrun2.8h v22, v12, #1
sqshrun2.8h v6, v3, #15
sqshrun2.8h v1, v12, #13
sqshrun.8b v2, v11, #8
sqshrun.8b v0, v23, #1
sqshrun.8b v16, v1, #6
sqshrun.8b v0, v7, #8
sqshrun2.16b v9, v13, #1
sqshrun2.16b v23, v19, #7
sqshrun2.16b v18, v7, #3
sqshrun2.16b v0, v1, #2
sqsub.16b v18, v21, v30
sqsub.16b v30, v17, v8
sqsub.16b v3, v3, v0
sqsub.16b v24, v5, v15
sqsub.2d v22, v11, v15
sqsub.2d v27, v11, v29
sqsub.2d v6, v9, v26
sqsub.2d v15, v19, v29
sqsub.2s v0, v25, v23
sqsub.2s v14, v13, v28
sqsub.2s v24, v7, v11
sqsub.2s v1, v7, v9
sqsub.4h v29, v28, v0
sqsub.4h v23, v28, v17
sqsub.4h v20, v23, v28
sqsub.4h v23, v14, v27
sqsub.4s v2, v26, v19
sqsub.4s v16, v16, v15
sqsub.4s v7, v28, v21
sqsub.4s v5, v3, v3
sqsub.8b v28, v4, v20
sqsub.8b v1, v15, v6
sqsub.8b v24, v4, v26
sqsub.8b v15, v22, v30
sqsub.8h v26, v11, v15
sqsub.8h v15, v22, v24
sqsub.8h v8, v11, v7
sqsub.8h v3, v10, v6
sqxtn.2s v28, v10
sqxtn.2s v16, v30
sqxtn.2s v13, v22
sqxtn.2s v15, v5
sqxtn2.4s v12, v8
sqxtn2.4s v8, v24
sqxtn2.4s v24, v18
sqxtn2.4s v5, v14
sqxtn.4h v24, v18
sqxtn.4h v21, v26
sqxtn.4h v7, v6
sqxtn.4h v4, v28
sqxtn2.8h v30, v27
sqxtn2.8h v17, v18
sqxtn2.8h v27, v15
sqxtn2.8h v2, v30
sqxtn.8b v28, v30
sqxtn.8b v25, v16
sqxtn.8b v17, v25
sqxtn.8b v12, v11
sqxtn2.16b v6, v19
sqxtn2.16b v30, v17
sqxtn2.16b v25, v10
sqxtn2.16b v12, v14
sqxtun.2s v20, v0
sqxtun.2s v15, v18
sqxtun.2s v2, v30
sqxtun.2s v14, v31
sqxtun2.4s v4, v9
sqxtun2.4s v6, v9
sqxtun2.4s v27, v8
sqxtun2.4s v12, v9
sqxtun.4h v16, v14
sqxtun.4h v3, v28
sqxtun.4h v24, v5
sqxtun.4h v0, v9
sqxtun2.8h v15, v22
sqxtun2.8h v0, v17
sqxtun2.8h v9, v26
sqxtun2.8h v18, v25
sqxtun.8b v6, v7
sqxtun.8b v25, v10
sqxtun.8b v17, v29
sqxtun.8b v14, v18
sqxtun2.16b v1, v6
sqxtun2.16b v1, v19
sqxtun2.16b v18, v22
sqxtun2.16b v24, v23
srhadd.16b v27, v27, v13
srhadd.16b v11, v1, v8
srhadd.16b v6, v5, v20
srhadd.16b v21, v30, v11
srhadd.2s v10, v15, v0
srhadd.2s v25, v24, v0
srhadd.2s v27, v29, v22
srhadd.2s v10, v2, v2
srhadd.4h v1, v14, v29
srhadd.4h v0, v7, v14
srhadd.4h v14, v26, v16
srhadd.4h v24, v0, v8
srhadd.4s v6, v0, v11
srhadd.4s v18, v1, v31
srhadd.4s v4, v6, v24
srhadd.4s v21, v23, v7
srhadd.8b v10, v6, v1
srhadd.8b v31, v4, v27
srhadd.8b v7, v21, v18
srhadd.8b v1, v12, v19
srhadd.8h v6, v16, v19
srhadd.8h v13, v28, v27
srhadd.8h v11, v8, v11
srhadd.8h v6, v2, v10
sri.16b v31, v23, #1
sri.16b v1, v9, #5
sri.16b v31, v0, #5
sri.16b v20, v17, #6
sri.2d v8, v4, #3
sri.2d v21, v16, #12
sri.2d v9, v2, #12
sri.2d v9, v28, #43
sri.2s v19, v26, #24
sri.2s v27, v18, #16
sri.2s v8, v10, #11
sri.2s v9, v7, #11
sri.4h v7, v14, #15
sri.4h v29, v17, #16
sri.4h v12, v4, #1
sri.4h v16, v25, #4
sri.4s v22, v31, #1
sri.4s v13, v13, #27
sri.4s v12, v14, #6
sri.4s v16, v13, #29
sri.8b v9, v31, #6
sri.8b v23, v4, #1
sri.8b v13, v20, #8
sri.8b v22, v28, #1
sri.8h v14, v31, #1
sri.8h v3, v23, #15
sri.8h v22, v14, #4
sri.8h v22, v18, #1
srshl.16b v16, v30, v19
srshl.16b v18, v7, v27
srshl.16b v3, v23, v7
srshl.16b v4, v9, v3
srshl.2d v6, v11, v19
srshl.2d v20, v9, v22
srshl.2d v31, v31, v14
srshl.2d v13, v24, v18
srshl.2s v16, v16, v20
srshl.2s v17, v24, v6
srshl.2s v2, v7, v27
srshl.2s v24, v16, v4
srshl.4h v22, v16, v26
srshl.4h v26, v30, v2
srshl.4h v20, v27, v26
srshl.4h v8, v28, v1
srshl.4s v11, v27, v6
srshl.4s v2, v0, v23
srshl.4s v2, v3, v29
srshl.4s v3, v5, v4
srshl.8b v26, v25, v30
srshl.8b v27, v1, v12
srshl.8b v0, v30, v20
srshl.8b v0, v3, v26
srshl.8h v1, v1, v31
srshl.8h v4, v16, v23
srshl.8h v13, v9, v23
srshl.8h v25, v18, v7
srshr.16b v25, v30, #3
srshr.16b v16, v19, #7
srshr.16b v6, v20, #7
srshr.16b v7, v2, #8
srshr.2d v22, v25, #54
srshr.2d v7, v23, #7
srshr.2d v9, v6, #35
srshr.2d v14, v9, #46
srshr.2s v31, v23, #26
srshr.2s v20, v11, #14
srshr.2s v3, v16, #16
srshr.2s v29, v14, #30
srshr.4h v19, v3, #15
srshr.4h v7, v27, #2
srshr.4h v12, v2, #1
srshr.4h v23, v1, #4
srshr.4s v18, v4, #1
srshr.4s v28, v28, #25
srshr.4s v29, v31, #1
srshr.4s v6, v9, #29
srshr.8b v15, v22, #2
srshr.8b v23, v31, #3
srshr.8b v27, v28, #5
srshr.8b v7, v20, #5
srshr.8h v15, v5, #10
srshr.8h v18, v21, #7
srshr.8h v15, v1, #7
srshr.8h v4, v7, #16
srsra.16b v1, v20, #2
srsra.16b v9, v22, #7
srsra.16b v4, v0, #8
srsra.16b v12, v18, #5
srsra.2d v0, v16, #1
srsra.2d v24, v29, #23
srsra.2d v31, v12, #49
srsra.2d v9, v0, #30
srsra.2s v24, v15, #12
srsra.2s v4, v3, #21
srsra.2s v17, v18, #16
srsra.2s v13, v29, #1
srsra.4h v28, v22, #15
srsra.4h v3, v7, #1
srsra.4h v26, v27, #9
srsra.4h v24, v20, #1
srsra.4s v3, v21, #1
srsra.4s v31, v10, #19
srsra.4s v27, v16, #30
srsra.4s v29, v17, #30
srsra.8b v9, v25, #4
srsra.8b v22, v28, #8
srsra.8b v11, v13, #7
srsra.8b v12, v20, #7
srsra.8h v29, v21, #5
srsra.8h v9, v22, #15
srsra.8h v25, v9, #7
srsra.8h v22, v11, #1
sshll.2d v22, v13, #29
sshll.2d v12, v30, #15
sshll.2d v0, v3, #1
sshll.2d v26, v29, #1
sshll2.2d v15, v26, #1
sshll2.2d v14, v8, #0
sshll2.2d v19, v28, #20
sshll2.2d v17, v20, #0
sshll.4s v14, v28, #0
sshll.4s v25, v2, #13
sshll.4s v17, v13, #15
sshll.4s v1, v2, #0
sshll2.4s v18, v3, #0
sshll2.4s v0, v10, #11
sshll2.4s v2, v28, #0
sshll2.4s v20, v23, #11
sshll.8h v29, v28, #5
sshll.8h v1, v11, #4
sshll.8h v25, v6, #2
sshll.8h v7, v21, #3
sshll2.8h v10, v6, #3
sshll2.8h v29, v15, #1
sshll2.8h v9, v25, #2
sshll2.8h v20, v15, #5
sshl.16b v21, v7, v26
sshl.16b v6, v14, v3
sshl.16b v3, v1, v25
sshl.16b v27, v30, v20
sshl.2d v16, v29, v29
sshl.2d v29, v30, v0
sshl.2d v13, v2, v16
sshl.2d v25, v1, v21
sshl.2s v19, v28, v15
sshl.2s v17, v5, v4
sshl.2s v18, v9, v4
sshl.2s v15, v8, v16
sshl.4h v26, v7, v30
sshl.4h v31, v28, v26
sshl.4h v20, v11, v7
sshl.4h v1, v17, v1
sshl.4s v4, v26, v16
sshl.4s v17, v29, v5
sshl.4s v29, v27, v30
sshl.4s v2, v21, v4
sshl.8b v10, v0, v30
sshl.8b v14, v23, v13
sshl.8b v16, v11, v30
sshl.8b v8, v7, v20
sshl.8h v17, v17, v28
sshl.8h v7, v18, v31
sshl.8h v13, v25, v11
sshl.8h v30, v16, v6
sshr.16b v27, v17, #8
sshr.16b v8, v14, #1
sshr.16b v13, v30, #8
sshr.16b v1, v16, #6
sshr.2d v30, v10, #19
sshr.2d v4, v18, #39
sshr.2d v2, v17, #25
sshr.2d v28, v10, #1
sshr.2s v3, v19, #20
sshr.2s v29, v13, #8
sshr.2s v15, v17, #21
sshr.2s v7, v14, #29
sshr.4h v17, v15, #1
sshr.4h v6, v19, #15
sshr.4h v19, v14, #1
sshr.4h v30, v21, #11
sshr.4s v30, v22, #1
sshr.4s v11, v5, #22
sshr.4s v8, v6, #4
sshr.4s v30, v6, #1
sshr.8b v13, v12, #6
sshr.8b v10, v31, #8
sshr.8b v20, v31, #1
sshr.8b v9, v19, #3
sshr.8h v12, v31, #9
sshr.8h v27, v30, #14
sshr.8h v22, v17, #3
sshr.8h v27, v10, #13
ssra.16b v12, v12, #1
ssra.16b v0, v24, #7
ssra.16b v27, v30, #6
ssra.16b v11, v3, #6
ssra.2d v31, v12, #12
ssra.2d v23, v16, #16
ssra.2d v13, v16, #48
ssra.2d v18, v10, #1
ssra.2s v24, v5, #3
ssra.2s v28, v8, #13
ssra.2s v5, v12, #12
ssra.2s v27, v18, #1
ssra.4h v2, v19, #1
ssra.4h v13, v20, #6
ssra.4h v16, v31, #3
ssra.4h v18, v26, #9
ssra.4s v15, v14, #8
ssra.4s v22, v9, #28
ssra.4s v12, v11, #30
ssra.4s v6, v24, #7
ssra.8b v18, v14, #1
ssra.8b v18, v12, #1
ssra.8b v10, v6, #7
ssra.8b v20, v16, #8
ssra.8h v27, v30, #13
ssra.8h v14, v2, #11
ssra.8h v22, v22, #5
ssra.8h v17, v14, #7
ssubl.2d v20, v15, v23
ssubl.2d v18, v24, v18
ssubl.2d v0, v16, v6
ssubl.2d v8, v17, v23
ssubl2.2d v4, v28, v7
ssubl2.2d v6, v17, v14
ssubl2.2d v30, v19, v19
ssubl2.2d v12, v9, v27
ssubl.4s v17, v20, v19
ssubl.4s v30, v7, v28
ssubl.4s v6, v13, v2
ssubl.4s v2, v12, v16
ssubl2.4s v28, v11, v1
ssubl2.4s v16, v10, v2
ssubl2.4s v18, v4, v16
ssubl2.4s v7, v3, v9
ssubl.8h v20, v8, v31
ssubl.8h v11, v26, v13
ssubl.8h v30, v19, v2
ssubl.8h v27, v19, v31
ssubl2.8h v1, v16, v19
ssubl2.8h v22, v5, v0
ssubl2.8h v29, v26, v5
ssubl2.8h v21, v21, v4
ssubw.2d v25, v21, v25
ssubw.2d v16, v9, v27
ssubw.2d v7, v26, v6
ssubw.2d v16, v6, v29
ssubw2.2d v0, v1, v18
ssubw2.2d v19, v0, v12
ssubw2.2d v1, v8, v18
ssubw2.2d v18, v8, v6
ssubw.4s v3, v6, v16
ssubw.4s v12, v26, v12
ssubw.4s v13, v24, v8
ssubw.4s v16, v7, v30
ssubw2.4s v16, v28, v25
ssubw2.4s v3, v6, v0
ssubw2.4s v14, v13, v20
ssubw2.4s v23, v20, v14
ssubw.8h v25, v2, v12
ssubw.8h v6, v26, v5
ssubw.8h v23, v1, v14
ssubw.8h v25, v8, v19
ssubw2.8h v6, v21, v13
ssubw2.8h v19, v1, v4
ssubw2.8h v12, v30, v12
ssubw2.8h v13, v10, v28
st1.16b { v20, v21, v22, v23 }, [x15]
st1.16b { v26, v27, v28, v29 }, [x25]
st1.16b { v27, v28, v29, v30 }, [x23]
st1.16b { v2, v3, v4, v5 }, [x27]
st1.16b { v27, v28, v29, v30 }, [x1], x8
st1.16b { v22, v23, v24, v25 }, [x14], x30
st1.16b { v27, v28, v29, v30 }, [x28], x9
st1.16b { v4, v5, v6, v7 }, [x3], x23
st1.1d { v23, v24, v25, v26 }, [x21]
st1.1d { v19, v20, v21, v22 }, [x15]
st1.1d { v12, v13, v14, v15 }, [x4]
st1.1d { v1, v2, v3, v4 }, [x28]
st1.1d { v3, v4, v5, v6 }, [x17], x14
st1.1d { v16, v17, v18, v19 }, [x10], x1
st1.1d { v30, v31, v0, v1 }, [x25], x16
st1.1d { v28, v29, v30, v31 }, [x26], x17
st1.2d { v23, v24, v25, v26 }, [x18]
st1.2d { v24, v25, v26, v27 }, [x0]
st1.2d { v20, v21, v22, v23 }, [x2]
st1.2d { v19, v20, v21, v22 }, [x16]
st1.2d { v27, v28, v29, v30 }, [x12], x15
st1.2d { v3, v4, v5, v6 }, [sp], x3
st1.2d { v4, v5, v6, v7 }, [x8], x29
st1.2d { v31, v0, v1, v2 }, [x12], x14
st1.2s { v16, v17, v18, v19 }, [x5]
st1.2s { v1, v2, v3, v4 }, [x6]
st1.2s { v26, v27, v28, v29 }, [x8]
st1.2s { v28, v29, v30, v31 }, [x16]
st1.2s { v23, v24, v25, v26 }, [x4], x14
st1.2s { v17, v18, v19, v20 }, [x16], x18
st1.2s { v3, v4, v5, v6 }, [x0], x14
st1.2s { v26, v27, v28, v29 }, [x3], x24
st1.4h { v10, v11, v12, v13 }, [x26]
st1.4h { v22, v23, v24, v25 }, [x23]
st1.4h { v3, v4, v5, v6 }, [x16]
st1.4h { v28, v29, v30, v31 }, [x9]
st1.4h { v7, v8, v9, v10 }, [x12], x6
st1.4h { v20, v21, v22, v23 }, [x26], x9
st1.4h { v19, v20, v21, v22 }, [x1], x1
st1.4h { v24, v25, v26, v27 }, [x6], x28
st1.4s { v19, v20, v21, v22 }, [x3]
st1.4s { v13, v14, v15, v16 }, [x30]
st1.4s { v20, v21, v22, v23 }, [x15]
st1.4s { v19, v20, v21, v22 }, [x12]
st1.4s { v11, v12, v13, v14 }, [x20], x20
st1.4s { v28, v29, v30, v31 }, [x7], x27
st1.4s { v26, v27, v28, v29 }, [x19], x24
st1.4s { v28, v29, v30, v31 }, [x8], x7
st1.8b { v12, v13, v14, v15 }, [x12]
st1.8b { v4, v5, v6, v7 }, [x14]
st1.8b { v11, v12, v13, v14 }, [x30]
st1.8b { v1, v2, v3, v4 }, [x6]
st1.8b { v4, v5, v6, v7 }, [x13], x2
st1.8b { v1, v2, v3, v4 }, [x7], x18
st1.8b { v8, v9, v10, v11 }, [x29], x27
st1.8b { v3, v4, v5, v6 }, [x17], x9
st1.8h { v16, v17, v18, v19 }, [x13]
st1.8h { v12, v13, v14, v15 }, [x3]
st1.8h { v0, v1, v2, v3 }, [x20]
st1.8h { v1, v2, v3, v4 }, [x10]
st1.8h { v11, v12, v13, v14 }, [x10], x3
st1.8h { v18, v19, v20, v21 }, [x25], x22
st1.8h { v16, v17, v18, v19 }, [x29], x30
st1.8h { v20, v21, v22, v23 }, [x6], x26
st1.16b { v31 }, [x15]
st1.16b { v15 }, [x13]
st1.16b { v20 }, [x3]
st1.16b { v6 }, [x28]
st1.16b { v7 }, [x27], x5
st1.16b { v29 }, [x8], x8
st1.16b { v0 }, [x15], x20
st1.16b { v27 }, [x20], x29
st1.1d { v6 }, [x23]
st1.1d { v7 }, [x20]
st1.1d { v31 }, [x9]
st1.1d { v0 }, [x15]
st1.1d { v27 }, [x10], #8
st1.1d { v3 }, [x14], x19
st1.1d { v30 }, [x18], x2
st1.1d { v28 }, [x19], x28
st1.2d { v30 }, [x6]
st1.2d { v13 }, [x19]
st1.2d { v5 }, [x28]
st1.2d { v12 }, [x5]
st1.2d { v16 }, [x15], x18
st1.2d { v24 }, [x19], x25
st1.2d { v8 }, [x20], x0
st1.2d { v21 }, [x12], x2
st1.2s { v30 }, [x17]
st1.2s { v16 }, [x15]
st1.2s { v21 }, [x16]
st1.2s { v30 }, [x22]
st1.2s { v4 }, [x29], x26
st1.2s { v11 }, [x30], x15
st1.2s { v18 }, [x8], x2
st1.2s { v11 }, [x7], x3
st1.4h { v30 }, [x19]
st1.4h { v8 }, [x22]
st1.4h { v4 }, [x29]
st1.4h { v19 }, [x6]
st1.4h { v22 }, [x6], x27
st1.4h { v11 }, [x17], x1
st1.4h { v15 }, [x26], x20
st1.4h { v21 }, [x7], x12
st1.4s { v6 }, [x7]
st1.4s { v24 }, [x4]
st1.4s { v25 }, [x19]
st1.4s { v10 }, [x12]
st1.4s { v4 }, [x18], x13
st1.4s { v12 }, [x6], x9
st1.4s { v21 }, [x10], x10
st1.4s { v25 }, [x29], x8
st1.8b { v11 }, [x5]
st1.8b { v17 }, [x12]
st1.8b { v29 }, [x1]
st1.8b { v30 }, [x26]
st1.8b { v23 }, [x30], x25
st1.8b { v27 }, [x17], x14
st1.8b { v28 }, [x25], x8
st1.8b { v6 }, [x30], x11
st1.8h { v26 }, [x2]
st1.8h { v6 }, [x23]
st1.8h { v17 }, [x11]
st1.8h { v29 }, [x0]
st1.8h { v21 }, [x12], x3
st1.8h { v11 }, [x10], #16
st1.8h { v16 }, [x24], x28
st1.8h { v3 }, [x8], x14
st1.16b { v26, v27, v28 }, [x9]
st1.16b { v29, v30, v31 }, [x2]
st1.16b { v15, v16, v17 }, [x6]
st1.16b { v11, v12, v13 }, [x11]
st1.16b { v14, v15, v16 }, [x4], x2
st1.16b { v23, v24, v25 }, [x3], x27
st1.16b { v27, v28, v29 }, [x1], x16
st1.16b { v21, v22, v23 }, [x20], x4
st1.1d { v1, v2, v3 }, [x15]
st1.1d { v2, v3, v4 }, [x25]
st1.1d { v6, v7, v8 }, [x4]
st1.1d { v3, v4, v5 }, [x6]
st1.1d { v15, v16, v17 }, [x3], x15
st1.1d { v15, v16, v17 }, [x25], x29
st1.1d { v22, v23, v24 }, [x14], x2
st1.1d { v31, v0, v1 }, [x19], x18
st1.2d { v16, v17, v18 }, [x5]
st1.2d { v4, v5, v6 }, [x23]
st1.2d { v30, v31, v0 }, [x27]
st1.2d { v6, v7, v8 }, [x7]
st1.2d { v1, v2, v3 }, [x21], x27
st1.2d { v6, v7, v8 }, [x15], x14
st1.2d { v15, v16, v17 }, [x21], x20
st1.2d { v27, v28, v29 }, [x10], x17
st1.2s { v21, v22, v23 }, [x26]
st1.2s { v15, v16, v17 }, [x8]
st1.2s { v22, v23, v24 }, [x0]
st1.2s { v21, v22, v23 }, [x2]
st1.2s { v5, v6, v7 }, [x5], x15
st1.2s { v4, v5, v6 }, [sp], x29
st1.2s { v10, v11, v12 }, [x27], x4
st1.2s { v23, v24, v25 }, [x6], x28
st1.4h { v24, v25, v26 }, [x27]
st1.4h { v8, v9, v10 }, [x18]
st1.4h { v15, v16, v17 }, [x27]
st1.4h { v5, v6, v7 }, [x22]
st1.4h { v17, v18, v19 }, [x14], x1
st1.4h { v3, v4, v5 }, [x19], x20
st1.4h { v17, v18, v19 }, [x25], x20
st1.4h { v7, v8, v9 }, [x20], x16
st1.4s { v12, v13, v14 }, [x22]
st1.4s { v19, v20, v21 }, [x8]
st1.4s { v6, v7, v8 }, [x18]
st1.4s { v22, v23, v24 }, [x11]
st1.4s { v2, v3, v4 }, [x18], x6
st1.4s { v0, v1, v2 }, [x3], x22
st1.4s { v26, v27, v28 }, [x5], x1
st1.4s { v27, v28, v29 }, [x22], x0
st1.8b { v21, v22, v23 }, [x22]
st1.8b { v22, v23, v24 }, [x22]
st1.8b { v25, v26, v27 }, [x15]
st1.8b { v11, v12, v13 }, [x28]
st1.8b { v12, v13, v14 }, [sp], x10
st1.8b { v19, v20, v21 }, [x4], x4
st1.8b { v28, v29, v30 }, [x11], x12
st1.8b { v2, v3, v4 }, [x17], x30
st1.8h { v28, v29, v30 }, [x28]
st1.8h { v25, v26, v27 }, [x3]
st1.8h { v1, v2, v3 }, [x13]
st1.8h { v0, v1, v2 }, [x19]
st1.8h { v0, v1, v2 }, [x8], x24
st1.8h { v0, v1, v2 }, [x26], x13
st1.8h { v7, v8, v9 }, [x26], x28
st1.8h { v23, v24, v25 }, [x12], x24
st1.16b { v17, v18 }, [x13]
st1.16b { v0, v1 }, [x4]
st1.16b { v25, v26 }, [x19]
st1.16b { v11, v12 }, [x28]
st1.16b { v28, v29 }, [x30], x19
st1.16b { v27, v28 }, [sp], x4
st1.16b { v27, v28 }, [x19], x3
st1.16b { v2, v3 }, [x0], x17
st1.1d { v31, v0 }, [x8]
st1.1d { v12, v13 }, [x27]
st1.1d { v24, v25 }, [x14]
st1.1d { v26, v27 }, [x22]
st1.1d { v21, v22 }, [x30], x23
st1.1d { v13, v14 }, [x17], x5
st1.1d { v29, v30 }, [x22], x15
st1.1d { v8, v9 }, [x13], x12
st1.2d { v3, v4 }, [x30]
st1.2d { v11, v12 }, [x24]
st1.2d { v17, v18 }, [x27]
st1.2d { v20, v21 }, [x19]
st1.2d { v5, v6 }, [x20], x29
st1.2d { v30, v31 }, [x6], x19
st1.2d { v29, v30 }, [x12], x11
st1.2d { v10, v11 }, [sp], x12
st1.2s { v16, v17 }, [x25]
st1.2s { v8, v9 }, [x29]
st1.2s { v14, v15 }, [sp]
st1.2s { v17, v18 }, [x21]
st1.2s { v18, v19 }, [x27], x5
st1.2s { v26, v27 }, [x2], x21
st1.2s { v8, v9 }, [x0], x16
st1.2s { v25, v26 }, [x13], x29
st1.4h { v12, v13 }, [x26]
st1.4h { v9, v10 }, [x18]
st1.4h { v15, v16 }, [x8]
st1.4h { v29, v30 }, [x25]
st1.4h { v16, v17 }, [x3], x13
st1.4h { v14, v15 }, [x17], x3
st1.4h { v14, v15 }, [x25], x0
st1.4h { v24, v25 }, [x21], x30
st1.4s { v1, v2 }, [x7]
st1.4s { v23, v24 }, [x23]
st1.4s { v9, v10 }, [x17]
st1.4s { v4, v5 }, [x1]
st1.4s { v27, v28 }, [x19], x25
st1.4s { v15, v16 }, [x21], x28
st1.4s { v2, v3 }, [x2], x20
st1.4s { v15, v16 }, [x22], x26
st1.8b { v6, v7 }, [x24]
st1.8b { v23, v24 }, [x30]
st1.8b { v28, v29 }, [x14]
st1.8b { v7, v8 }, [x19]
st1.8b { v24, v25 }, [x8], x8
st1.8b { v29, v30 }, [x24], x28
st1.8b { v10, v11 }, [x14], x14
st1.8b { v9, v10 }, [x14], x10
st1.8h { v20, v21 }, [x19]
st1.8h { v22, v23 }, [x27]
st1.8h { v6, v7 }, [x11]
st1.8h { v7, v8 }, [x6]
st1.8h { v18, v19 }, [x10], x5
st1.8h { v19, v20 }, [x30], x3
st1.8h { v17, v18 }, [x16], x22
st1.8h { v13, v14 }, [x11], x12
st1.b { v7 }[11], [x13]
st1.b { v27 }[14], [x18]
st1.b { v10 }[12], [x20]
st1.b { v10 }[7], [x16]
st1.b { v10 }[13], [x26], x19
st1.b { v23 }[4], [x6], x9
st1.b { v16 }[11], [x17], x29
st1.b { v1 }[1], [x15], x8
st1.d { v14 }[0], [x17]
st1.d { v24 }[0], [x26]
st1.d { v26 }[0], [x24]
st1.d { v9 }[1], [x11]
st1.d { v25 }[0], [x10], x6
st1.d { v20 }[1], [x18], x2
st1.d { v15 }[0], [x9], x0
st1.d { v31 }[0], [x15], x21
st1.h { v28 }[6], [x14]
st1.h { v9 }[3], [x10]
st1.h { v4 }[0], [x17]
st1.h { v5 }[4], [x28]
st1.h { v0 }[6], [x16], x4
st1.h { v27 }[1], [x28], x27
st1.h { v14 }[3], [x15], x3
st1.h { v25 }[5], [x13], x17
st1.s { v0 }[2], [x12]
st1.s { v1 }[1], [x3]
st1.s { v25 }[3], [x30]
st1.s { v8 }[0], [x2]
st1.s { v27 }[3], [x4], x17
st1.s { v7 }[1], [x1], x12
st1.s { v3 }[0], [x30], x5
st1.s { v24 }[0], [x30], x16
st2.b { v14, v15 }[11], [x5]
st2.b { v18, v19 }[4], [sp]
st2.b { v19, v20 }[1], [x22]
st2.b { v18, v19 }[13], [x18]
st2.b { v13, v14 }[12], [x20], x23
st2.b { v11, v12 }[2], [x30], x29
st2.b { v6, v7 }[4], [x20], x3
st2.b { v12, v13 }[12], [sp], x8
st2.d { v11, v12 }[1], [x21]
st2.d { v11, v12 }[0], [x30]
st2.d { v30, v31 }[1], [x19]
st2.d { v13, v14 }[1], [x26]
st2.d { v18, v19 }[0], [sp], x25
st2.d { v26, v27 }[0], [x10], x8
st2.d { v30, v31 }[0], [x0], x11
st2.d { v4, v5 }[0], [x2], x23
st2.h { v13, v14 }[6], [x25]
st2.h { v9, v10 }[6], [x0]
st2.h { v31, v0 }[3], [x4]
st2.h { v0, v1 }[0], [x22]
st2.h { v15, v16 }[6], [sp], x24
st2.h { v30, v31 }[2], [x25], x8
st2.h { v9, v10 }[5], [sp], x26
st2.h { v5, v6 }[6], [x26], x9
st2.s { v29, v30 }[0], [x8]
st2.s { v22, v23 }[0], [x12]
st2.s { v9, v10 }[1], [x18]
st2.s { v19, v20 }[3], [x26]
st2.s { v18, v19 }[0], [x16], x3
st2.s { v16, v17 }[1], [x11], x8
st2.s { v0, v1 }[1], [x16], x6
st2.s { v23, v24 }[0], [x2], #8
st2.16b { v23, v24 }, [x29]
st2.16b { v6, v7 }, [x15]
st2.16b { v23, v24 }, [x26]
st2.16b { v4, v5 }, [x9]
st2.16b { v29, v30 }, [x18], x22
st2.16b { v10, v11 }, [x17], x23
st2.16b { v15, v16 }, [x16], x20
st2.16b { v11, v12 }, [x21], x6
st2.2d { v20, v21 }, [x12]
st2.2d { v15, v16 }, [x28]
st2.2d { v1, v2 }, [x2]
st2.2d { v12, v13 }, [x9]
st2.2d { v5, v6 }, [x28], x7
st2.2d { v16, v17 }, [x14], x23
st2.2d { v6, v7 }, [x19], x10
st2.2d { v19, v20 }, [x20], x4
st2.2s { v21, v22 }, [x20]
st2.2s { v27, v28 }, [x27]
st2.2s { v18, v19 }, [x26]
st2.2s { v7, v8 }, [x1]
st2.2s { v14, v15 }, [x5], x20
st2.2s { v25, v26 }, [x7], x17
st2.2s { v10, v11 }, [x1], x7
st2.2s { v24, v25 }, [x29], x28
st2.4h { v20, v21 }, [x20]
st2.4h { v14, v15 }, [x20]
st2.4h { v21, v22 }, [x22]
st2.4h { v17, v18 }, [x5]
st2.4h { v18, v19 }, [x21], x17
st2.4h { v20, v21 }, [x18], x7
st2.4h { v31, v0 }, [x14], x7
st2.4h { v24, v25 }, [x13], x1
st2.4s { v2, v3 }, [x15]
st2.4s { v12, v13 }, [x24]
st2.4s { v31, v0 }, [x14]
st2.4s { v30, v31 }, [x30]
st2.4s { v30, v31 }, [x22], x28
st2.4s { v16, v17 }, [x5], x6
st2.4s { v5, v6 }, [x22], x21
st2.4s { v16, v17 }, [x27], x11
st2.8b { v29, v30 }, [x5]
st2.8b { v29, v30 }, [x0]
st2.8b { v7, v8 }, [x1]
st2.8b { v22, v23 }, [x13]
st2.8b { v8, v9 }, [x10], x18
st2.8b { v1, v2 }, [x0], x21
st2.8b { v24, v25 }, [x27], x5
st2.8b { v25, v26 }, [x29], x3
st2.8h { v15, v16 }, [x3]
st2.8h { v18, v19 }, [x11]
st2.8h { v27, v28 }, [x18]
st2.8h { v2, v3 }, [x7]
st2.8h { v4, v5 }, [x27], x20
st2.8h { v11, v12 }, [x25], #32
st2.8h { v10, v11 }, [x3], x20
st2.8h { v20, v21 }, [x7], x25
st3.b { v20, v21, v22 }[0], [x29]
st3.b { v7, v8, v9 }[7], [x2]
st3.b { v11, v12, v13 }[4], [x20]
st3.b { v7, v8, v9 }[14], [x25]
st3.b { v18, v19, v20 }[2], [x23], x30
st3.b { v22, v23, v24 }[13], [x8], x26
st3.b { v0, v1, v2 }[9], [x2], x8
st3.b { v6, v7, v8 }[4], [x0], x7
st3.d { v22, v23, v24 }[0], [x5]
st3.d { v1, v2, v3 }[0], [x18]
st3.d { v0, v1, v2 }[1], [x5]
st3.d { v26, v27, v28 }[0], [x2]
st3.d { v9, v10, v11 }[0], [x16], x14
st3.d { v3, v4, v5 }[0], [x29], x24
st3.d { v2, v3, v4 }[0], [x11], x21
st3.d { v27, v28, v29 }[0], [sp], x5
st3.h { v4, v5, v6 }[0], [x29]
st3.h { v18, v19, v20 }[4], [x21]
st3.h { v4, v5, v6 }[7], [x15]
st3.h { v16, v17, v18 }[2], [x5]
st3.h { v25, v26, v27 }[7], [x27], x15
st3.h { v2, v3, v4 }[6], [sp], x26
st3.h { v24, v25, v26 }[0], [x8], x19
st3.h { v19, v20, v21 }[4], [x1], x6
st3.s { v8, v9, v10 }[0], [x1]
st3.s { v2, v3, v4 }[2], [x17]
st3.s { v10, v11, v12 }[2], [x24]
st3.s { v25, v26, v27 }[2], [x20]
st3.s { v2, v3, v4 }[1], [x15], x30
st3.s { v11, v12, v13 }[0], [x7], x26
st3.s { v19, v20, v21 }[0], [x27], x18
st3.s { v25, v26, v27 }[3], [x6], x8
st3.16b { v14, v15, v16 }, [x19]
st3.16b { v29, v30, v31 }, [x3]
st3.16b { v15, v16, v17 }, [x19]
st3.16b { v16, v17, v18 }, [sp]
st3.16b { v16, v17, v18 }, [x22], x12
st3.16b { v12, v13, v14 }, [x17], x26
st3.16b { v12, v13, v14 }, [x23], x0
st3.16b { v29, v30, v31 }, [x5], x19
st3.2d { v3, v4, v5 }, [x6]
st3.2d { v13, v14, v15 }, [x28]
st3.2d { v29, v30, v31 }, [x12]
st3.2d { v21, v22, v23 }, [x17]
st3.2d { v0, v1, v2 }, [x17], x30
st3.2d { v12, v13, v14 }, [x28], x10
st3.2d { v2, v3, v4 }, [x11], #48
st3.2d { v31, v0, v1 }, [x19], x22
st3.2s { v30, v31, v0 }, [x6]
st3.2s { v7, v8, v9 }, [x12]
st3.2s { v24, v25, v26 }, [x18]
st3.2s { v9, v10, v11 }, [x22]
st3.2s { v7, v8, v9 }, [x2], x13
st3.2s { v16, v17, v18 }, [sp], x19
st3.2s { v27, v28, v29 }, [x16], #24
st3.2s { v30, v31, v0 }, [x4], x20
st3.4h { v28, v29, v30 }, [x18]
st3.4h { v23, v24, v25 }, [x12]
st3.4h { v9, v10, v11 }, [x0]
st3.4h { v11, v12, v13 }, [x29]
st3.4h { v28, v29, v30 }, [x6], x26
st3.4h { v20, v21, v22 }, [x10], x5
st3.4h { v21, v22, v23 }, [x2], x14
st3.4h { v5, v6, v7 }, [x14], x7
st3.4s { v27, v28, v29 }, [x8]
st3.4s { v8, v9, v10 }, [x19]
st3.4s { v24, v25, v26 }, [x27]
st3.4s { v8, v9, v10 }, [x5]
st3.4s { v5, v6, v7 }, [x29], x2
st3.4s { v12, v13, v14 }, [x29], x29
st3.4s { v12, v13, v14 }, [x28], x29
st3.4s { v8, v9, v10 }, [x10], x3
st3.8b { v3, v4, v5 }, [x29]
st3.8b { v1, v2, v3 }, [x24]
st3.8b { v28, v29, v30 }, [x11]
st3.8b { v29, v30, v31 }, [x3]
st3.8b { v28, v29, v30 }, [x2], x20
st3.8b { v30, v31, v0 }, [x9], x8
st3.8b { v1, v2, v3 }, [x30], x16
st3.8b { v20, v21, v22 }, [x16], x12
st3.8h { v18, v19, v20 }, [x18]
st3.8h { v11, v12, v13 }, [x6]
st3.8h { v31, v0, v1 }, [x27]
st3.8h { v16, v17, v18 }, [x13]
st3.8h { v27, v28, v29 }, [x8], x22
st3.8h { v21, v22, v23 }, [x29], x1
st3.8h { v20, v21, v22 }, [x14], #48
st3.8h { v23, v24, v25 }, [x3], x22
st4.b { v29, v30, v31, v0 }[13], [x15]
st4.b { v30, v31, v0, v1 }[9], [x19]
st4.b { v21, v22, v23, v24 }[4], [x3]
st4.b { v23, v24, v25, v26 }[7], [x8]
st4.b { v17, v18, v19, v20 }[1], [x17], x5
st4.b { v13, v14, v15, v16 }[0], [x6], x24
st4.b { v7, v8, v9, v10 }[4], [x24], x27
st4.b { v14, v15, v16, v17 }[7], [x1], x2
st4.d { v25, v26, v27, v28 }[1], [x8]
st4.d { v28, v29, v30, v31 }[1], [x1]
st4.d { v6, v7, v8, v9 }[0], [x18]
st4.d { v15, v16, v17, v18 }[1], [x3]
st4.d { v31, v0, v1, v2 }[0], [x9], x10
st4.d { v14, v15, v16, v17 }[0], [x0], x29
st4.d { v30, v31, v0, v1 }[1], [x22], x28
st4.d { v22, v23, v24, v25 }[1], [x17], x11
st4.h { v10, v11, v12, v13 }[1], [x8]
st4.h { v13, v14, v15, v16 }[4], [x19]
st4.h { v19, v20, v21, v22 }[0], [x9]
st4.h { v2, v3, v4, v5 }[7], [x18]
st4.h { v17, v18, v19, v20 }[0], [x6], x19
st4.h { v16, v17, v18, v19 }[5], [x2], x26
st4.h { v26, v27, v28, v29 }[5], [x2], x26
st4.h { v30, v31, v0, v1 }[1], [x10], x28
st4.s { v15, v16, v17, v18 }[1], [x24]
st4.s { v6, v7, v8, v9 }[0], [x25]
st4.s { v15, v16, v17, v18 }[3], [x10]
st4.s { v5, v6, v7, v8 }[1], [x18]
st4.s { v28, v29, v30, v31 }[3], [x11], x23
st4.s { v2, v3, v4, v5 }[0], [x26], x24
st4.s { v20, v21, v22, v23 }[2], [x20], x18
st4.s { v0, v1, v2, v3 }[0], [x9], #16
st4.16b { v10, v11, v12, v13 }, [x30]
st4.16b { v24, v25, v26, v27 }, [x24]
st4.16b { v1, v2, v3, v4 }, [x30]
st4.16b { v20, v21, v22, v23 }, [x28]
st4.16b { v26, v27, v28, v29 }, [x16], x11
st4.16b { v0, v1, v2, v3 }, [x12], x28
st4.16b { v11, v12, v13, v14 }, [x12], x7
st4.16b { v29, v30, v31, v0 }, [x29], x12
st4.2d { v19, v20, v21, v22 }, [x2]
st4.2d { v22, v23, v24, v25 }, [x18]
st4.2d { v9, v10, v11, v12 }, [x11]
st4.2d { v10, v11, v12, v13 }, [x27]
st4.2d { v15, v16, v17, v18 }, [x15], x25
st4.2d { v1, v2, v3, v4 }, [x27], x18
st4.2d { v30, v31, v0, v1 }, [sp], x18
st4.2d { v2, v3, v4, v5 }, [x22], x22
st4.2s { v14, v15, v16, v17 }, [sp]
st4.2s { v17, v18, v19, v20 }, [x13]
st4.2s { v6, v7, v8, v9 }, [x4]
st4.2s { v12, v13, v14, v15 }, [x19]
st4.2s { v12, v13, v14, v15 }, [x24], x18
st4.2s { v14, v15, v16, v17 }, [x29], x13
st4.2s { v1, v2, v3, v4 }, [x12], x10
st4.2s { v4, v5, v6, v7 }, [x15], x28
st4.4h { v12, v13, v14, v15 }, [x27]
st4.4h { v20, v21, v22, v23 }, [x29]
st4.4h { v0, v1, v2, v3 }, [x9]
st4.4h { v19, v20, v21, v22 }, [x12]
st4.4h { v30, v31, v0, v1 }, [x8], x15
st4.4h { v6, v7, v8, v9 }, [x28], x3
st4.4h { v16, v17, v18, v19 }, [x16], x27
st4.4h { v29, v30, v31, v0 }, [x21], x30
st4.4s { v6, v7, v8, v9 }, [x3]
st4.4s { v0, v1, v2, v3 }, [x14]
st4.4s { v1, v2, v3, v4 }, [x7]
st4.4s { v27, v28, v29, v30 }, [x11]
st4.4s { v22, v23, v24, v25 }, [x21], x27
st4.4s { v25, v26, v27, v28 }, [x22], x10
st4.4s { v26, v27, v28, v29 }, [x21], x5
st4.4s { v30, v31, v0, v1 }, [x23], x22
st4.8b { v18, v19, v20, v21 }, [x23]
st4.8b { v9, v10, v11, v12 }, [x1]
st4.8b { v28, v29, v30, v31 }, [x26]
st4.8b { v8, v9, v10, v11 }, [x2]
st4.8b { v31, v0, v1, v2 }, [x14], x25
st4.8b { v10, v11, v12, v13 }, [x7], x29
st4.8b { v20, v21, v22, v23 }, [x0], x12
st4.8b { v28, v29, v30, v31 }, [x9], x14
st4.8h { v13, v14, v15, v16 }, [x6]
st4.8h { v14, v15, v16, v17 }, [x23]
st4.8h { v20, v21, v22, v23 }, [x13]
st4.8h { v0, v1, v2, v3 }, [sp]
st4.8h { v13, v14, v15, v16 }, [x12], x24
st4.8h { v19, v20, v21, v22 }, [x21], x11
st4.8h { v25, v26, v27, v28 }, [x4], x12
st4.8h { v11, v12, v13, v14 }, [x18], x11
subhn.2s v25, v5, v8
subhn.2s v23, v1, v27
subhn.2s v1, v25, v0
subhn.2s v10, v4, v2
subhn2.4s v28, v26, v31
subhn2.4s v2, v19, v24
subhn2.4s v0, v26, v9
subhn2.4s v22, v12, v9
subhn.4h v5, v3, v10
subhn.4h v19, v12, v24
subhn.4h v5, v15, v29
subhn.4h v1, v29, v0
subhn2.8h v26, v21, v20
subhn2.8h v22, v14, v5
subhn2.8h v17, v0, v24
subhn2.8h v21, v10, v23
subhn.8b v7, v30, v29
subhn.8b v7, v18, v18
subhn.8b v3, v27, v27
subhn.8b v22, v24, v11
subhn2.16b v11, v31, v0
subhn2.16b v13, v15, v14
subhn2.16b v1, v13, v7
subhn2.16b v26, v10, v22
sub.16b v9, v0, v24
sub.16b v28, v4, v8
sub.16b v24, v15, v6
sub.16b v8, v31, v28
sub.2d v27, v1, v23
sub.2d v23, v3, v15
sub.2d v31, v25, v21
sub.2d v3, v29, v18
sub.2s v23, v5, v29
sub.2s v8, v30, v29
sub.2s v14, v23, v6
sub.2s v7, v26, v5
sub.4h v18, v5, v9
sub.4h v21, v17, v28
sub.4h v14, v18, v5
sub.4h v22, v14, v6
sub.4s v14, v31, v9
sub.4s v1, v20, v15
sub.4s v29, v28, v10
sub.4s v24, v28, v26
sub.8b v27, v5, v9
sub.8b v29, v26, v1
sub.8b v24, v2, v28
sub.8b v14, v19, v4
sub.8h v30, v18, v17
sub.8h v21, v4, v29
sub.8h v10, v14, v20
sub.8h v27, v12, v11
suqadd.16b v13, v27
suqadd.16b v13, v22
suqadd.16b v14, v21
suqadd.16b v8, v17
suqadd.2d v24, v10
suqadd.2d v6, v22
suqadd.2d v21, v28
suqadd.2d v18, v23
suqadd.2s v29, v19
suqadd.2s v19, v25
suqadd.2s v3, v9
suqadd.2s v11, v17
suqadd.4h v19, v28
suqadd.4h v26, v31
suqadd.4h v4, v31
suqadd.4h v17, v9
suqadd.4s v22, v30
suqadd.4s v0, v12
suqadd.4s v1, v15
suqadd.4s v15, v17
suqadd.8b v6, v18
suqadd.8b v17, v7
suqadd.8b v27, v16
suqadd.8b v12, v4
suqadd.8h v12, v13
suqadd.8h v1, v10
suqadd.8h v11, v11
suqadd.8h v28, v14
tbl.16b v0, { v27 }, v17
tbl.16b v2, { v11 }, v3
tbl.16b v21, { v22 }, v8
tbl.16b v12, { v18 }, v22
tbl.16b v0, { v20, v21 }, v26
tbl.16b v15, { v15, v16 }, v31
tbl.16b v6, { v26, v27 }, v30
tbl.16b v6, { v27, v28 }, v20
tbl.16b v1, { v25, v26, v27 }, v1
tbl.16b v25, { v30, v31, v0 }, v13
tbl.16b v5, { v20, v21, v22 }, v1
tbl.16b v13, { v15, v16, v17 }, v18
tbl.16b v25, { v4, v5, v6, v7 }, v6
tbl.16b v11, { v3, v4, v5, v6 }, v22
tbl.16b v24, { v2, v3, v4, v5 }, v12
tbl.16b v21, { v5, v6, v7, v8 }, v8
tbl.8b v22, { v17 }, v14
tbl.8b v10, { v0 }, v28
tbl.8b v1, { v28 }, v20
tbl.8b v20, { v21 }, v6
tbl.8b v22, { v8, v9 }, v13
tbl.8b v25, { v23, v24 }, v2
tbl.8b v24, { v6, v7 }, v20
tbl.8b v19, { v19, v20 }, v3
tbl.8b v7, { v5, v6, v7 }, v16
tbl.8b v20, { v4, v5, v6 }, v4
tbl.8b v19, { v11, v12, v13 }, v19
tbl.8b v20, { v4, v5, v6 }, v29
tbl.8b v11, { v11, v12, v13, v14 }, v6
tbl.8b v17, { v3, v4, v5, v6 }, v14
tbl.8b v9, { v11, v12, v13, v14 }, v2
tbl.8b v26, { v30, v31, v0, v1 }, v30
tbx.16b v12, { v1 }, v16
tbx.16b v24, { v11 }, v10
tbx.16b v10, { v11 }, v13
tbx.16b v7, { v10 }, v12
tbx.16b v23, { v4, v5 }, v27
tbx.16b v23, { v2, v3 }, v6
tbx.16b v3, { v1, v2 }, v2
tbx.16b v25, { v1, v2 }, v15
tbx.16b v2, { v26, v27, v28 }, v1
tbx.16b v11, { v1, v2, v3 }, v24
tbx.16b v2, { v23, v24, v25 }, v25
tbx.16b v0, { v29, v30, v31 }, v3
tbx.16b v28, { v1, v2, v3, v4 }, v9
tbx.16b v27, { v3, v4, v5, v6 }, v17
tbx.16b v1, { v14, v15, v16, v17 }, v23
tbx.16b v30, { v26, v27, v28, v29 }, v27
tbx.8b v29, { v8 }, v14
tbx.8b v0, { v27 }, v2
tbx.8b v11, { v29 }, v5
tbx.8b v6, { v6 }, v21
tbx.8b v8, { v24, v25 }, v6
tbx.8b v2, { v3, v4 }, v31
tbx.8b v29, { v5, v6 }, v21
tbx.8b v23, { v13, v14 }, v21
tbx.8b v28, { v4, v5, v6 }, v0
tbx.8b v19, { v22, v23, v24 }, v12
tbx.8b v23, { v1, v2, v3 }, v1
tbx.8b v9, { v8, v9, v10 }, v16
tbx.8b v9, { v6, v7, v8, v9 }, v30
tbx.8b v27, { v22, v23, v24, v25 }, v2
tbx.8b v7, { v8, v9, v10, v11 }, v19
tbx.8b v16, { v18, v19, v20, v21 }, v31
trn1.16b v12, v9, v23
trn1.16b v15, v30, v22
trn1.16b v12, v10, v27
trn1.16b v0, v18, v18
trn1.2d v13, v4, v2
trn1.2d v16, v31, v13
trn1.2d v29, v18, v29
trn1.2d v26, v28, v0
trn1.2s v6, v31, v16
trn1.2s v22, v17, v5
trn1.2s v15, v23, v27
trn1.2s v13, v20, v22
trn1.4h v15, v1, v30
trn1.4h v19, v17, v12
trn1.4h v20, v20, v15
trn1.4h v8, v18, v15
trn1.4s v6, v14, v16
trn1.4s v19, v5, v22
trn1.4s v15, v5, v24
trn1.4s v14, v25, v21
trn1.8b v19, v7, v14
trn1.8b v25, v30, v26
trn1.8b v0, v11, v17
trn1.8b v1, v0, v19
trn1.8h v22, v31, v23
trn1.8h v24, v13, v29
trn1.8h v29, v7, v12
trn1.8h v27, v12, v15
trn2.16b v27, v18, v2
trn2.16b v28, v25, v4
trn2.16b v9, v16, v6
trn2.16b v0, v3, v12
trn2.2d v11, v1, v14
trn2.2d v29, v1, v4
trn2.2d v16, v24, v26
trn2.2d v28, v18, v9
trn2.2s v30, v17, v0
trn2.2s v22, v29, v18
trn2.2s v11, v15, v28
trn2.2s v12, v21, v11
trn2.4h v29, v20, v6
trn2.4h v29, v5, v8
trn2.4h v6, v26, v5
trn2.4h v31, v18, v5
trn2.4s v22, v25, v25
trn2.4s v19, v3, v4
trn2.4s v14, v18, v25
trn2.4s v26, v29, v13
trn2.8b v30, v25, v19
trn2.8b v16, v3, v11
trn2.8b v12, v30, v0
trn2.8b v23, v17, v15
trn2.8h v9, v24, v10
trn2.8h v30, v21, v4
trn2.8h v1, v23, v1
trn2.8h v25, v3, v0
uabal.2d v5, v13, v29
uabal.2d v6, v6, v15
uabal.2d v15, v6, v1
uabal.2d v3, v10, v21
uabal2.2d v14, v3, v13
uabal2.2d v18, v0, v2
uabal2.2d v4, v30, v18
uabal2.2d v27, v29, v17
uabal.4s v21, v6, v25
uabal.4s v18, v16, v1
uabal.4s v18, v23, v8
uabal.4s v25, v17, v11
uabal2.4s v5, v22, v14
uabal2.4s v13, v14, v0
uabal2.4s v20, v20, v24
uabal2.4s v15, v30, v1
uabal.8h v4, v9, v19
uabal.8h v15, v4, v20
uabal.8h v19, v0, v24
uabal.8h v8, v30, v24
uabal2.8h v21, v28, v7
uabal2.8h v5, v7, v1
uabal2.8h v9, v3, v12
uabal2.8h v19, v28, v12
uaba.16b v10, v5, v8
uaba.16b v28, v0, v15
uaba.16b v13, v13, v15
uaba.16b v9, v7, v21
uaba.2s v7, v11, v23
uaba.2s v15, v15, v22
uaba.2s v21, v5, v29
uaba.2s v28, v15, v24
uaba.4h v28, v27, v10
uaba.4h v21, v29, v16
uaba.4h v31, v17, v20
uaba.4h v5, v12, v31
uaba.4s v22, v24, v23
uaba.4s v7, v22, v16
uaba.4s v11, v2, v7
uaba.4s v17, v0, v11
uaba.8b v29, v29, v2
uaba.8b v23, v30, v7
uaba.8b v16, v30, v7
uaba.8b v1, v0, v7
uaba.8h v17, v18, v7
uaba.8h v3, v19, v31
uaba.8h v2, v13, v25
uaba.8h v18, v23, v22
uabdl.2d v26, v22, v9
uabdl.2d v21, v11, v5
uabdl.2d v17, v27, v27
uabdl.2d v19, v11, v9
uabdl2.2d v30, v30, v10
uabdl2.2d v6, v7, v29
uabdl2.2d v1, v31, v26
uabdl2.2d v29, v28, v17
uabdl.4s v16, v25, v27
uabdl.4s v9, v20, v10
uabdl.4s v19, v17, v11
uabdl.4s v9, v16, v0
uabdl2.4s v31, v27, v16
uabdl2.4s v15, v20, v12
uabdl2.4s v6, v0, v15
uabdl2.4s v7, v16, v14
uabdl.8h v9, v23, v23
uabdl.8h v28, v19, v31
uabdl.8h v1, v28, v25
uabdl.8h v24, v27, v30
uabdl2.8h v25, v13, v9
uabdl2.8h v31, v14, v21
uabdl2.8h v22, v0, v20
uabdl2.8h v20, v15, v20
uabd.16b v12, v3, v14
uabd.16b v15, v12, v2
uabd.16b v15, v30, v2
uabd.16b v16, v24, v30
uabd.2s v8, v5, v5
uabd.2s v24, v31, v27
uabd.2s v17, v24, v24
uabd.2s v8, v22, v19
uabd.4h v31, v16, v29
uabd.4h v26, v10, v0
uabd.4h v11, v11, v17
uabd.4h v29, v22, v0
uabd.4s v5, v23, v7
uabd.4s v19, v25, v12
uabd.4s v15, v16, v2
uabd.4s v16, v0, v4
uabd.8b v20, v30, v9
uabd.8b v4, v8, v18
uabd.8b v29, v31, v23
uabd.8b v22, v25, v12
uabd.8h v7, v26, v24
uabd.8h v1, v17, v14
uabd.8h v22, v26, v21
uabd.8h v14, v19, v17
uadalp.1d v7, v6
uadalp.1d v26, v11
uadalp.1d v18, v1
uadalp.1d v11, v13
uadalp.2d v17, v23
uadalp.2d v2, v19
uadalp.2d v1, v6
uadalp.2d v4, v22
uadalp.2s v17, v21
uadalp.2s v15, v6
uadalp.2s v16, v21
uadalp.2s v10, v2
uadalp.4h v4, v19
uadalp.4h v29, v10
uadalp.4h v19, v31
uadalp.4h v27, v27
uadalp.4s v22, v3
uadalp.4s v24, v6
uadalp.4s v7, v7
uadalp.4s v26, v17
uadalp.8h v23, v2
uadalp.8h v30, v28
uadalp.8h v31, v26
uadalp.8h v30, v4
uaddlp.1d v9, v13
uaddlp.1d v22, v17
uaddlp.1d v20, v8
uaddlp.1d v30, v1
uaddlp.2d v21, v3
uaddlp.2d v3, v0
uaddlp.2d v25, v2
uaddlp.2d v15, v0
uaddlp.2s v13, v15
uaddlp.2s v4, v14
uaddlp.2s v26, v19
uaddlp.2s v28, v26
uaddlp.4h v2, v22
uaddlp.4h v29, v16
uaddlp.4h v12, v21
uaddlp.4h v23, v12
uaddlp.4s v26, v28
uaddlp.4s v29, v4
uaddlp.4s v28, v15
uaddlp.4s v15, v7
uaddlp.8h v24, v25
uaddlp.8h v26, v28
uaddlp.8h v14, v25
uaddlp.8h v31, v10
uaddlv.16b h6, v29
uaddlv.16b h18, v23
uaddlv.16b h23, v31
uaddlv.16b h12, v29
uaddlv.4h s31, v11
uaddlv.4h s14, v14
uaddlv.4h s28, v20
uaddlv.4h s29, v20
uaddlv.4s d27, v30
uaddlv.4s d3, v10
uaddlv.4s d24, v27
uaddlv.4s d27, v19
uaddlv.8b h16, v5
uaddlv.8b h6, v21
uaddlv.8b h6, v9
uaddlv.8b h1, v9
uaddlv.8h s6, v20
uaddlv.8h s24, v29
uaddlv.8h s17, v2
uaddlv.8h s2, v17
uaddl.2d v12, v9, v25
uaddl.2d v14, v2, v0
uaddl.2d v22, v10, v25
uaddl.2d v4, v9, v3
uaddl2.2d v11, v3, v21
uaddl2.2d v29, v4, v26
uaddl2.2d v7, v31, v20
uaddl2.2d v14, v2, v1
uaddl.4s v1, v16, v16
uaddl.4s v5, v14, v6
uaddl.4s v27, v14, v26
uaddl.4s v20, v26, v24
uaddl2.4s v29, v22, v3
uaddl2.4s v15, v17, v4
uaddl2.4s v11, v0, v30
uaddl2.4s v18, v17, v1
uaddl.8h v18, v11, v0
uaddl.8h v8, v13, v4
uaddl.8h v30, v20, v9
uaddl.8h v28, v16, v10
uaddl2.8h v7, v31, v4
uaddl2.8h v8, v12, v16
uaddl2.8h v13, v25, v25
uaddl2.8h v1, v27, v8
uaddw.2d v27, v2, v2
uaddw.2d v3, v10, v4
uaddw.2d v0, v31, v14
uaddw.2d v0, v11, v13
uaddw2.2d v4, v19, v4
uaddw2.2d v19, v30, v31
uaddw2.2d v8, v13, v16
uaddw2.2d v4, v21, v13
uaddw.4s v9, v28, v31
uaddw.4s v23, v25, v1
uaddw.4s v29, v0, v13
uaddw.4s v1, v24, v4
uaddw2.4s v4, v11, v7
uaddw2.4s v12, v7, v21
uaddw2.4s v3, v6, v0
uaddw2.4s v7, v11, v25
uaddw.8h v23, v4, v23
uaddw.8h v8, v4, v9
uaddw.8h v5, v6, v10
uaddw.8h v8, v21, v12
uaddw2.8h v14, v0, v13
uaddw2.8h v16, v7, v2
uaddw2.8h v17, v13, v6
uaddw2.8h v27, v30, v26
ucvtf.2d v25, v17, #11
ucvtf.2d v23, v30, #50
ucvtf.2d v22, v15, #1
ucvtf.2d v24, v10, #64
ucvtf.2s v27, v23, #26
ucvtf.2s v12, v2, #15
ucvtf.2s v15, v16, #9
ucvtf.2s v0, v0, #7
ucvtf.4s v21, v6, #3
ucvtf.4s v21, v23, #20
ucvtf.4s v28, v27, #11
ucvtf.4s v26, v0, #1
ucvtf.2d v15, v11
ucvtf.2d v19, v28
ucvtf.2d v10, v0
ucvtf.2d v10, v8
ucvtf.2s v1, v8
ucvtf.2s v3, v25
ucvtf.2s v27, v31
ucvtf.2s v7, v2
ucvtf.4s v23, v8
ucvtf.4s v10, v19
ucvtf.4s v25, v22
ucvtf.4s v29, v23
uhadd.16b v10, v16, v23
uhadd.16b v19, v21, v7
uhadd.16b v28, v25, v18
uhadd.16b v3, v6, v26
uhadd.2s v4, v28, v6
uhadd.2s v30, v22, v3
uhadd.2s v28, v20, v7
uhadd.2s v19, v13, v27
uhadd.4h v16, v27, v19
uhadd.4h v14, v13, v3
uhadd.4h v27, v20, v0
uhadd.4h v12, v22, v30
uhadd.4s v11, v16, v17
uhadd.4s v11, v25, v17
uhadd.4s v16, v12, v24
uhadd.4s v21, v22, v16
uhadd.8b v7, v27, v1
uhadd.8b v5, v23, v28
uhadd.8b v22, v10, v18
uhadd.8b v23, v11, v24
uhadd.8h v5, v22, v8
uhadd.8h v16, v25, v16
uhadd.8h v24, v5, v31
uhadd.8h v4, v10, v15
uhsub.16b v15, v24, v19
uhsub.16b v0, v31, v31
uhsub.16b v24, v8, v4
uhsub.16b v22, v29, v13
uhsub.2s v12, v12, v31
uhsub.2s v8, v20, v12
uhsub.2s v19, v15, v4
uhsub.2s v25, v17, v17
uhsub.4h v8, v26, v2
uhsub.4h v2, v23, v4
uhsub.4h v18, v20, v15
uhsub.4h v22, v7, v31
uhsub.4s v5, v3, v0
uhsub.4s v11, v21, v15
uhsub.4s v24, v24, v10
uhsub.4s v14, v8, v11
uhsub.8b v17, v10, v30
uhsub.8b v20, v17, v18
uhsub.8b v25, v17, v31
uhsub.8b v18, v20, v15
uhsub.8h v12, v11, v31
uhsub.8h v28, v18, v20
uhsub.8h v8, v30, v31
uhsub.8h v26, v1, v12
umaxp.16b v16, v22, v12
umaxp.16b v27, v10, v29
umaxp.16b v14, v19, v3
umaxp.16b v11, v17, v15
umaxp.2s v23, v1, v10
umaxp.2s v17, v29, v6
umaxp.2s v1, v11, v14
umaxp.2s v18, v18, v17
umaxp.4h v21, v3, v7
umaxp.4h v20, v5, v21
umaxp.4h v17, v17, v27
umaxp.4h v31, v18, v23
umaxp.4s v6, v30, v7
umaxp.4s v15, v21, v5
umaxp.4s v7, v11, v15
umaxp.4s v31, v0, v11
umaxp.8b v25, v7, v5
umaxp.8b v27, v24, v9
umaxp.8b v3, v28, v15
umaxp.8b v10, v9, v7
umaxp.8h v31, v18, v27
umaxp.8h v26, v15, v4
umaxp.8h v0, v3, v25
umaxp.8h v4, v13, v5
umaxv.16b b4, v8
umaxv.16b b15, v7
umaxv.16b b8, v20
umaxv.16b b21, v8
umaxv.4h h10, v29
umaxv.4h h0, v10
umaxv.4h h28, v15
umaxv.4h h1, v29
umaxv.4s s30, v20
umaxv.4s s26, v17
umaxv.4s s14, v7
umaxv.4s s5, v24
umaxv.8b b0, v19
umaxv.8b b24, v23
umaxv.8b b24, v28
umaxv.8b b4, v21
umaxv.8h h20, v26
umaxv.8h h17, v24
umaxv.8h h22, v30
umaxv.8h h30, v11
umax.16b v3, v15, v20
umax.16b v22, v15, v17
umax.16b v3, v14, v10
umax.16b v2, v0, v5
umax.2s v10, v11, v26
umax.2s v20, v27, v24
umax.2s v19, v19, v4
umax.2s v5, v3, v1
umax.4h v9, v4, v3
umax.4h v5, v12, v20
umax.4h v5, v14, v21
umax.4h v0, v3, v29
umax.4s v24, v6, v27
umax.4s v20, v13, v20
umax.4s v2, v25, v20
umax.4s v7, v31, v13
umax.8b v16, v30, v10
umax.8b v15, v16, v5
umax.8b v23, v6, v5
umax.8b v22, v9, v21
umax.8h v27, v21, v31
umax.8h v7, v22, v10
umax.8h v18, v25, v11
umax.8h v29, v15, v28
uminp.16b v27, v2, v8
uminp.16b v13, v25, v24
uminp.16b v14, v20, v29
uminp.16b v6, v31, v11
uminp.2s v18, v20, v16
uminp.2s v10, v29, v24
uminp.2s v0, v10, v21
uminp.2s v28, v4, v12
uminp.4h v20, v10, v16
uminp.4h v25, v13, v17
uminp.4h v8, v21, v18
uminp.4h v20, v13, v16
uminp.4s v27, v10, v18
uminp.4s v0, v13, v5
uminp.4s v31, v7, v4
uminp.4s v27, v6, v25
uminp.8b v13, v7, v19
uminp.8b v21, v25, v5
uminp.8b v6, v4, v23
uminp.8b v23, v27, v20
uminp.8h v9, v6, v20
uminp.8h v30, v31, v18
uminp.8h v2, v5, v15
uminp.8h v26, v1, v24
uminv.16b b14, v24
uminv.16b b12, v16
uminv.16b b28, v1
uminv.16b b30, v7
uminv.4h h8, v1
uminv.4h h27, v30
uminv.4h h3, v15
uminv.4h h16, v26
uminv.4s s8, v2
uminv.4s s6, v0
uminv.4s s2, v16
uminv.4s s1, v10
uminv.8b b30, v2
uminv.8b b15, v23
uminv.8b b30, v9
uminv.8b b1, v23
uminv.8h h5, v19
uminv.8h h25, v16
uminv.8h h16, v18
uminv.8h h23, v15
umin.16b v13, v7, v19
umin.16b v18, v16, v22
umin.16b v13, v22, v20
umin.16b v28, v3, v9
umin.2s v31, v8, v21
umin.2s v28, v27, v23
umin.2s v29, v26, v7
umin.2s v11, v19, v9
umin.4h v12, v12, v31
umin.4h v2, v12, v30
umin.4h v16, v29, v25
umin.4h v20, v17, v23
umin.4s v23, v3, v3
umin.4s v29, v6, v21
umin.4s v21, v16, v20
umin.4s v27, v9, v0
umin.8b v23, v9, v28
umin.8b v20, v9, v11
umin.8b v19, v10, v2
umin.8b v13, v6, v8
umin.8h v12, v14, v16
umin.8h v3, v16, v30
umin.8h v2, v20, v16
umin.8h v16, v7, v18
umlal.2d v14, v15, v16[3]
umlal.2d v24, v20, v5[0]
umlal.2d v29, v31, v28[2]
umlal.2d v12, v14, v0[3]
umlal2.2d v5, v16, v29[1]
umlal2.2d v26, v11, v2[3]
umlal2.2d v7, v24, v16[0]
umlal2.2d v4, v7, v12[1]
umlal.4s v7, v16, v15[0]
umlal.4s v23, v10, v9[5]
umlal.4s v13, v12, v15[6]
umlal.4s v9, v4, v10[2]
umlal2.4s v18, v0, v0[3]
umlal2.4s v19, v6, v13[3]
umlal2.4s v9, v17, v9[2]
umlal2.4s v10, v7, v5[7]
umlal.2d v14, v1, v8
umlal.2d v6, v18, v30
umlal.2d v5, v22, v8
umlal.2d v1, v8, v22
umlal2.2d v22, v2, v16
umlal2.2d v3, v31, v23
umlal2.2d v7, v24, v4
umlal2.2d v25, v13, v15
umlal.4s v19, v6, v18
umlal.4s v13, v29, v6
umlal.4s v3, v13, v14
umlal.4s v19, v11, v13
umlal2.4s v19, v14, v5
umlal2.4s v7, v31, v13
umlal2.4s v26, v25, v29
umlal2.4s v12, v1, v4
umlal.8h v22, v24, v1
umlal.8h v16, v3, v4
umlal.8h v8, v29, v4
umlal.8h v10, v10, v3
umlal2.8h v10, v8, v22
umlal2.8h v2, v1, v31
umlal2.8h v4, v6, v26
umlal2.8h v0, v29, v11
umlsl.2d v10, v16, v20[3]
umlsl.2d v25, v31, v21[0]
umlsl.2d v30, v1, v11[2]
umlsl.2d v21, v2, v9[3]
umlsl2.2d v18, v18, v13[3]
umlsl2.2d v23, v8, v29[1]
umlsl2.2d v0, v3, v2[0]
umlsl2.2d v5, v16, v7[2]
umlsl.4s v7, v22, v8[6]
umlsl.4s v7, v29, v15[1]
umlsl.4s v10, v26, v8[1]
umlsl.4s v17, v5, v13[3]
umlsl2.4s v28, v3, v11[3]
umlsl2.4s v18, v19, v14[4]
umlsl2.4s v7, v18, v0[0]
umlsl2.4s v8, v9, v6[7]
umlsl.2d v21, v24, v22
umlsl.2d v15, v16, v11
umlsl.2d v15, v9, v3
umlsl.2d v9, v23, v1
umlsl2.2d v15, v18, v24
umlsl2.2d v24, v16, v26
umlsl2.2d v10, v12, v31
umlsl2.2d v26, v6, v18
umlsl.4s v12, v27, v15
umlsl.4s v15, v9, v3
umlsl.4s v8, v13, v12
umlsl.4s v15, v21, v11
umlsl2.4s v3, v31, v16
umlsl2.4s v7, v21, v18
umlsl2.4s v30, v18, v14
umlsl2.4s v14, v18, v19
umlsl.8h v3, v9, v19
umlsl.8h v2, v7, v19
umlsl.8h v15, v13, v24
umlsl.8h v2, v31, v3
umlsl2.8h v31, v0, v2
umlsl2.8h v25, v29, v29
umlsl2.8h v0, v16, v27
umlsl2.8h v16, v12, v26
umov.b w23, v30[13]
umov.b w23, v21[6]
umov.b w11, v1[4]
umov.b w30, v30[9]
mov.d x28, v17[0]
mov.d x1, v28[0]
mov.d x7, v23[1]
mov.d x0, v20[1]
umov.h w12, v6[0]
umov.h w21, v24[4]
umov.h w19, v4[3]
umov.h w28, v10[6]
mov.s w13, v15[3]
mov.s w0, v11[3]
mov.s w12, v17[0]
mov.s w18, v22[1]
umull.2d v30, v19, v1[1]
umull.2d v9, v17, v4[1]
umull.2d v29, v6, v27[1]
umull.2d v0, v5, v7[0]
umull2.2d v27, v16, v24[3]
umull2.2d v21, v27, v23[1]
umull2.2d v18, v10, v12[0]
umull2.2d v6, v6, v0[1]
umull.4s v31, v23, v11[7]
umull.4s v16, v4, v0[6]
umull.4s v29, v23, v2[0]
umull.4s v25, v25, v7[4]
umull2.4s v23, v27, v11[1]
umull2.4s v15, v2, v10[1]
umull2.4s v15, v3, v11[5]
umull2.4s v19, v27, v0[4]
umull.2d v24, v16, v26
umull.2d v11, v5, v7
umull.2d v24, v1, v4
umull.2d v16, v12, v28
umull2.2d v2, v2, v23
umull2.2d v30, v28, v23
umull2.2d v10, v11, v10
umull2.2d v28, v19, v7
umull.4s v18, v6, v11
umull.4s v1, v1, v0
umull.4s v4, v3, v27
umull.4s v4, v15, v20
umull2.4s v17, v30, v18
umull2.4s v7, v28, v12
umull2.4s v13, v10, v18
umull2.4s v25, v22, v1
umull.8h v7, v10, v20
umull.8h v10, v15, v27
umull.8h v10, v22, v17
umull.8h v16, v29, v28
umull2.8h v31, v26, v26
umull2.8h v30, v14, v25
umull2.8h v26, v21, v4
umull2.8h v22, v31, v30
uqadd.16b v3, v31, v20
uqadd.16b v6, v19, v1
uqadd.16b v13, v12, v7
uqadd.16b v5, v0, v14
uqadd.2d v25, v18, v31
uqadd.2d v1, v1, v5
uqadd.2d v5, v25, v24
uqadd.2d v18, v1, v14
uqadd.2s v19, v29, v16
uqadd.2s v10, v28, v23
uqadd.2s v15, v15, v2
uqadd.2s v12, v3, v14
uqadd.4h v3, v6, v2
uqadd.4h v5, v13, v26
uqadd.4h v3, v23, v25
uqadd.4h v3, v30, v29
uqadd.4s v11, v30, v7
uqadd.4s v23, v22, v2
uqadd.4s v11, v7, v22
uqadd.4s v10, v20, v1
uqadd.8b v0, v31, v28
uqadd.8b v10, v13, v29
uqadd.8b v17, v1, v6
uqadd.8b v23, v6, v23
uqadd.8h v4, v10, v22
uqadd.8h v16, v13, v9
uqadd.8h v16, v23, v6
uqadd.8h v29, v1, v13
uqrshl.16b v15, v9, v30
uqrshl.16b v12, v18, v5
uqrshl.16b v20, v12, v15
uqrshl.16b v13, v14, v20
uqrshl.2d v6, v17, v31
uqrshl.2d v27, v31, v18
uqrshl.2d v12, v23, v2
uqrshl.2d v7, v6, v19
uqrshl.2s v5, v9, v5
uqrshl.2s v14, v16, v31
uqrshl.2s v11, v21, v27
uqrshl.2s v12, v28, v29
uqrshl.4h v2, v9, v25
uqrshl.4h v22, v2, v7
uqrshl.4h v25, v30, v17
uqrshl.4h v6, v12, v8
uqrshl.4s v11, v11, v12
uqrshl.4s v7, v26, v20
uqrshl.4s v19, v29, v0
uqrshl.4s v12, v26, v5
uqrshl.8b v21, v17, v9
uqrshl.8b v28, v0, v31
uqrshl.8b v2, v6, v30
uqrshl.8b v10, v28, v22
uqrshl.8h v25, v3, v9
uqrshl.8h v15, v29, v23
uqrshl.8h v4, v1, v24
uqrshl.8h v22, v28, v29
uqrshrn.2s v21, v19, #1
uqrshrn.2s v31, v19, #6
uqrshrn.2s v12, v30, #4
uqrshrn.2s v18, v20, #16
uqrshrn2.4s v23, v26, #24
uqrshrn2.4s v23, v8, #1
uqrshrn2.4s v6, v27, #1
uqrshrn2.4s v14, v13, #21
uqrshrn.4h v21, v15, #12
uqrshrn.4h v12, v28, #16
uqrshrn.4h v19, v31, #14
uqrshrn.4h v15, v15, #1
uqrshrn2.8h v4, v12, #10
uqrshrn2.8h v22, v8, #14
uqrshrn2.8h v3, v28, #15
uqrshrn2.8h v17, v5, #10
uqrshrn.8b v15, v9, #1
uqrshrn.8b v11, v17, #1
uqrshrn.8b v15, v3, #1
uqrshrn.8b v25, v15, #4
uqrshrn2.16b v0, v13, #8
uqrshrn2.16b v3, v10, #8
uqrshrn2.16b v16, v21, #5
uqrshrn2.16b v23, v25, #5
uqshl.16b v9, v24, #1
uqshl.16b v16, v18, #5
uqshl.16b v29, v4, #5
uqshl.16b v27, v3, #6
uqshl.2d v8, v18, #0
uqshl.2d v10, v19, #63
uqshl.2d v14, v3, #63
uqshl.2d v29, v21, #1
uqshl.2s v19, v12, #25
uqshl.2s v5, v2, #0
uqshl.2s v20, v12, #20
uqshl.2s v18, v23, #14
uqshl.4h v10, v9, #1
uqshl.4h v27, v3, #2
uqshl.4h v2, v26, #0
uqshl.4h v6, v8, #7
uqshl.4s v1, v18, #6
uqshl.4s v15, v30, #24
uqshl.4s v30, v8, #13
uqshl.4s v25, v18, #25
uqshl.8b v28, v9, #7
uqshl.8b v31, v21, #2
uqshl.8b v30, v25, #0
uqshl.8b v0, v14, #3
uqshl.8h v24, v22, #4
uqshl.8h v16, v11, #4
uqshl.8h v21, v22, #15
uqshl.8h v24, v21, #7
uqshl.16b v4, v16, v27
uqshl.16b v23, v2, v29
uqshl.16b v18, v28, v31
uqshl.16b v11, v15, v10
uqshl.2d v9, v22, v7
uqshl.2d v27, v19, v27
uqshl.2d v12, v11, v11
uqshl.2d v9, v27, v30
uqshl.2s v0, v30, v25
uqshl.2s v5, v8, v25
uqshl.2s v18, v21, v30
uqshl.2s v9, v15, v30
uqshl.4h v13, v23, v17
uqshl.4h v29, v28, v29
uqshl.4h v1, v8, v24
uqshl.4h v26, v13, v2
uqshl.4s v11, v1, v18
uqshl.4s v30, v3, v14
uqshl.4s v2, v29, v31
uqshl.4s v10, v0, v28
uqshl.8b v7, v25, v2
uqshl.8b v22, v20, v20
uqshl.8b v27, v8, v31
uqshl.8b v4, v7, v23
uqshl.8h v24, v29, v29
uqshl.8h v12, v19, v29
uqshl.8h v11, v16, v3
uqshl.8h v19, v26, v22
uqshrn.2s v15, v13, #27
uqshrn.2s v13, v12, #2
uqshrn.2s v22, v26, #13
uqshrn.2s v2, v23, #32
uqshrn2.4s v28, v2, #27
uqshrn2.4s v7, v3, #21
uqshrn2.4s v27, v26, #28
uqshrn2.4s v13, v26, #17
uqshrn.4h v28, v14, #1
uqshrn.4h v11, v7, #7
uqshrn.4h v17, v24, #8
uqshrn.4h v4, v15, #13
uqshrn2.8h v1, v23, #6
uqshrn2.8h v3, v5, #1
uqshrn2.8h v21, v30, #2
uqshrn2.8h v14, v7, #1
uqshrn.8b v2, v6, #6
uqshrn.8b v16, v0, #6
uqshrn.8b v20, v25, #2
uqshrn.8b v20, v30, #1
uqshrn2.16b v27, v30, #3
uqshrn2.16b v5, v21, #6
uqshrn2.16b v11, v11, #1
uqshrn2.16b v10, v23, #5
uqsub.16b v31, v31, v4
uqsub.16b v10, v9, v7
uqsub.16b v14, v15, v9
uqsub.16b v4, v14, v20
uqsub.2d v3, v29, v24
uqsub.2d v13, v4, v2
uqsub.2d v9, v0, v27
uqsub.2d v17, v19, v19
uqsub.2s v21, v2, v27
uqsub.2s v9, v5, v2
uqsub.2s v19, v19, v1
uqsub.2s v15, v13, v28
uqsub.4h v10, v8, v10
uqsub.4h v19, v7, v14
uqsub.4h v14, v13, v24
uqsub.4h v16, v8, v20
uqsub.4s v10, v7, v9
uqsub.4s v10, v11, v0
uqsub.4s v27, v15, v20
uqsub.4s v27, v8, v1
uqsub.8b v16, v2, v28
uqsub.8b v6, v30, v4
uqsub.8b v30, v23, v1
uqsub.8b v10, v17, v7
uqsub.8h v25, v18, v3
uqsub.8h v9, v6, v28
uqsub.8h v24, v0, v16
uqsub.8h v18, v13, v26
uqxtn.2s v1, v31
uqxtn.2s v26, v30
uqxtn.2s v12, v17
uqxtn.2s v0, v16
uqxtn2.4s v0, v2
uqxtn2.4s v25, v11
uqxtn2.4s v5, v2
uqxtn2.4s v8, v29
uqxtn.4h v25, v12
uqxtn.4h v25, v14
uqxtn.4h v28, v16
uqxtn.4h v15, v1
uqxtn2.8h v7, v0
uqxtn2.8h v11, v31
uqxtn2.8h v9, v10
uqxtn2.8h v15, v10
uqxtn.8b v9, v14
uqxtn.8b v30, v9
uqxtn.8b v24, v1
uqxtn.8b v10, v6
uqxtn2.16b v13, v27
uqxtn2.16b v18, v16
uqxtn2.16b v28, v29
uqxtn2.16b v9, v15
urecpe.2s v16, v21
urecpe.2s v1, v3
urecpe.2s v0, v21
urecpe.2s v14, v0
urecpe.4s v2, v24
urecpe.4s v15, v12
urecpe.4s v14, v29
urecpe.4s v17, v11
urhadd.16b v15, v19, v8
urhadd.16b v31, v23, v8
urhadd.16b v31, v28, v22
urhadd.16b v18, v9, v28
urhadd.2s v13, v4, v27
urhadd.2s v14, v30, v9
urhadd.2s v7, v21, v17
urhadd.2s v25, v15, v14
urhadd.4h v0, v30, v15
urhadd.4h v0, v30, v8
urhadd.4h v7, v17, v27
urhadd.4h v26, v4, v24
urhadd.4s v1, v20, v19
urhadd.4s v18, v27, v30
urhadd.4s v0, v5, v16
urhadd.4s v13, v18, v22
urhadd.8b v1, v16, v13
urhadd.8b v21, v18, v28
urhadd.8b v21, v12, v7
urhadd.8b v0, v10, v13
urhadd.8h v22, v8, v19
urhadd.8h v18, v23, v31
urhadd.8h v23, v8, v17
urhadd.8h v9, v16, v10
urshl.16b v26, v8, v11
urshl.16b v7, v15, v17
urshl.16b v20, v13, v17
urshl.16b v13, v30, v11
urshl.2d v11, v2, v13
urshl.2d v9, v3, v4
urshl.2d v15, v19, v5
urshl.2d v3, v26, v27
urshl.2s v4, v27, v28
urshl.2s v1, v9, v18
urshl.2s v11, v14, v24
urshl.2s v2, v19, v31
urshl.4h v19, v13, v7
urshl.4h v7, v2, v23
urshl.4h v5, v3, v5
urshl.4h v21, v25, v25
urshl.4s v2, v23, v30
urshl.4s v8, v17, v29
urshl.4s v21, v5, v10
urshl.4s v5, v30, v11
urshl.8b v1, v19, v0
urshl.8b v10, v28, v24
urshl.8b v26, v27, v7
urshl.8b v10, v19, v19
urshl.8h v18, v8, v15
urshl.8h v19, v9, v11
urshl.8h v25, v16, v21
urshl.8h v10, v1, v23
urshr.16b v21, v3, #8
urshr.16b v10, v23, #1
urshr.16b v6, v26, #4
urshr.16b v17, v19, #8
urshr.2d v26, v16, #59
urshr.2d v18, v2, #10
urshr.2d v3, v5, #21
urshr.2d v25, v1, #38
urshr.2s v21, v10, #24
urshr.2s v22, v11, #21
urshr.2s v10, v21, #3
urshr.2s v13, v20, #1
urshr.4h v15, v21, #14
urshr.4h v16, v25, #1
urshr.4h v1, v23, #4
urshr.4h v10, v0, #13
urshr.4s v10, v28, #8
urshr.4s v20, v1, #24
urshr.4s v28, v5, #4
urshr.4s v19, v6, #31
urshr.8b v21, v16, #7
urshr.8b v10, v5, #1
urshr.8b v24, v9, #4
urshr.8b v17, v7, #2
urshr.8h v20, v12, #14
urshr.8h v24, v9, #1
urshr.8h v12, v3, #15
urshr.8h v19, v10, #8
ursqrte.2s v8, v25
ursqrte.2s v10, v5
ursqrte.2s v27, v14
ursqrte.2s v12, v6
ursqrte.4s v14, v31
ursqrte.4s v0, v11
ursqrte.4s v11, v17
ursqrte.4s v26, v9
ursra.16b v12, v3, #2
ursra.16b v8, v9, #6
ursra.16b v9, v30, #1
ursra.16b v18, v18, #1
ursra.2d v8, v13, #63
ursra.2d v5, v31, #17
ursra.2d v1, v12, #1
ursra.2d v26, v14, #8
ursra.2s v25, v22, #1
ursra.2s v5, v19, #1
ursra.2s v18, v17, #1
ursra.2s v8, v7, #27
ursra.4h v4, v31, #13
ursra.4h v25, v29, #1
ursra.4h v7, v30, #1
ursra.4h v21, v9, #13
ursra.4s v15, v1, #11
ursra.4s v11, v30, #9
ursra.4s v26, v19, #26
ursra.4s v28, v21, #1
ursra.8b v14, v28, #4
ursra.8b v6, v5, #1
ursra.8b v29, v8, #3
ursra.8b v1, v13, #6
ursra.8h v21, v28, #8
ursra.8h v31, v30, #16
ursra.8h v15, v23, #4
ursra.8h v17, v18, #2
ushll.2d v27, v20, #31
ushll.2d v27, v16, #27
ushll.2d v26, v15, #2
ushll.2d v27, v7, #17
ushll2.2d v10, v16, #16
ushll2.2d v8, v24, #13
ushll2.2d v2, v20, #17
ushll2.2d v5, v30, #23
ushll.4s v30, v8, #0
ushll.4s v13, v11, #1
ushll.4s v0, v27, #6
ushll.4s v20, v9, #0
ushll2.4s v31, v19, #0
ushll2.4s v13, v2, #15
ushll2.4s v29, v10, #5
ushll2.4s v17, v3, #0
ushll.8h v25, v1, #6
ushll.8h v21, v21, #1
ushll.8h v29, v26, #2
ushll.8h v0, v17, #4
ushll2.8h v2, v21, #2
ushll2.8h v14, v23, #1
ushll2.8h v27, v6, #0
ushll2.8h v0, v7, #1
ushl.16b v27, v17, v24
ushl.16b v26, v4, v2
ushl.16b v23, v7, v13
ushl.16b v15, v27, v10
ushl.2d v28, v4, v1
ushl.2d v17, v22, v3
ushl.2d v19, v8, v17
ushl.2d v17, v0, v22
ushl.2s v31, v24, v5
ushl.2s v17, v4, v8
ushl.2s v28, v16, v27
ushl.2s v4, v21, v26
ushl.4h v21, v25, v1
ushl.4h v5, v18, v6
ushl.4h v4, v19, v5
ushl.4h v25, v18, v15
ushl.4s v7, v7, v27
ushl.4s v28, v8, v29
ushl.4s v10, v14, v3
ushl.4s v7, v2, v19
ushl.8b v27, v2, v12
ushl.8b v1, v11, v6
ushl.8b v1, v19, v13
ushl.8b v25, v21, v15
ushl.8h v22, v18, v4
ushl.8h v25, v12, v19
ushl.8h v19, v17, v13
ushl.8h v7, v4, v7
ushr.16b v17, v6, #8
ushr.16b v12, v31, #8
ushr.16b v14, v0, #6
ushr.16b v0, v4, #3
ushr.2d v15, v11, #4
ushr.2d v31, v11, #19
ushr.2d v30, v28, #1
ushr.2d v11, v21, #64
ushr.2s v2, v25, #29
ushr.2s v13, v16, #11
ushr.2s v10, v13, #4
ushr.2s v7, v19, #18
ushr.4h v6, v31, #1
ushr.4h v20, v11, #1
ushr.4h v7, v19, #8
ushr.4h v30, v4, #1
ushr.4s v12, v28, #7
ushr.4s v22, v13, #1
ushr.4s v0, v26, #10
ushr.4s v17, v10, #21
ushr.8b v4, v3, #5
ushr.8b v16, v7, #2
ushr.8b v27, v17, #7
ushr.8b v20, v29, #3
ushr.8h v31, v24, #6
ushr.8h v12, v23, #7
ushr.8h v12, v6, #13
ushr.8h v13, v31, #11
usqadd.16b v17, v31
usqadd.16b v15, v17
usqadd.16b v13, v15
usqadd.16b v12, v21
usqadd.2d v18, v31
usqadd.2d v4, v11
usqadd.2d v19, v19
usqadd.2d v20, v22
usqadd.2s v4, v3
usqadd.2s v29, v19
usqadd.2s v30, v16
usqadd.2s v26, v4
usqadd.4h v13, v18
usqadd.4h v26, v23
usqadd.4h v6, v15
usqadd.4h v21, v8
usqadd.4s v9, v4
usqadd.4s v1, v28
usqadd.4s v24, v30
usqadd.4s v2, v5
usqadd.8b v31, v3
usqadd.8b v18, v27
usqadd.8b v15, v24
usqadd.8b v17, v10
usqadd.8h v11, v24
usqadd.8h v28, v24
usqadd.8h v10, v26
usqadd.8h v16, v17
usra.16b v15, v28, #3
usra.16b v14, v10, #5
usra.16b v22, v6, #1
usra.16b v17, v20, #1
usra.2d v19, v7, #8
usra.2d v0, v29, #1
usra.2d v22, v8, #13
usra.2d v24, v20, #23
usra.2s v29, v12, #32
usra.2s v10, v6, #12
usra.2s v4, v1, #5
usra.2s v12, v21, #2
usra.4h v4, v21, #9
usra.4h v28, v10, #16
usra.4h v23, v23, #1
usra.4h v9, v15, #1
usra.4s v13, v15, #23
usra.4s v30, v9, #32
usra.4s v9, v19, #25
usra.4s v2, v4, #32
usra.8b v12, v22, #1
usra.8b v15, v26, #1
usra.8b v16, v14, #5
usra.8b v8, v12, #7
usra.8h v16, v19, #7
usra.8h v4, v31, #15
usra.8h v13, v30, #6
usra.8h v27, v20, #16
usubl.2d v19, v23, v12
usubl.2d v3, v22, v3
usubl.2d v3, v18, v3
usubl.2d v25, v20, v7
usubl2.2d v6, v15, v12
usubl2.2d v1, v9, v13
usubl2.2d v12, v9, v27
usubl2.2d v10, v23, v5
usubl.4s v4, v5, v3
usubl.4s v28, v7, v18
usubl.4s v19, v5, v16
usubl.4s v11, v26, v23
usubl2.4s v6, v21, v0
usubl2.4s v15, v19, v18
usubl2.4s v19, v25, v0
usubl2.4s v20, v4, v31
usubl.8h v8, v25, v0
usubl.8h v18, v29, v15
usubl.8h v2, v25, v28
usubl.8h v11, v9, v17
usubl2.8h v7, v31, v11
usubl2.8h v13, v27, v7
usubl2.8h v19, v10, v31
usubl2.8h v21, v9, v30
usubw.2d v7, v18, v3
usubw.2d v27, v11, v5
usubw.2d v14, v31, v15
usubw.2d v10, v24, v8
usubw2.2d v25, v27, v26
usubw2.2d v17, v5, v29
usubw2.2d v22, v22, v21
usubw2.2d v9, v10, v9
usubw.4s v16, v3, v1
usubw.4s v2, v23, v13
usubw.4s v22, v18, v20
usubw.4s v25, v9, v22
usubw2.4s v20, v17, v12
usubw2.4s v12, v2, v13
usubw2.4s v13, v13, v6
usubw2.4s v3, v8, v29
usubw.8h v1, v25, v13
usubw.8h v16, v26, v18
usubw.8h v4, v3, v5
usubw.8h v22, v16, v16
usubw2.8h v0, v15, v1
usubw2.8h v0, v18, v9
usubw2.8h v6, v6, v29
usubw2.8h v1, v10, v15
uzp1.16b v2, v10, v11
uzp1.16b v28, v18, v2
uzp1.16b v7, v21, v5
uzp1.16b v25, v12, v31
uzp1.2d v29, v21, v11
uzp1.2d v21, v7, v26
uzp1.2d v14, v11, v1
uzp1.2d v28, v23, v17
uzp1.2s v8, v11, v30
uzp1.2s v10, v4, v30
uzp1.2s v31, v27, v24
uzp1.2s v17, v1, v15
uzp1.4h v5, v6, v30
uzp1.4h v24, v3, v9
uzp1.4h v11, v20, v27
uzp1.4h v9, v9, v8
uzp1.4s v5, v7, v2
uzp1.4s v23, v20, v9
uzp1.4s v8, v3, v7
uzp1.4s v22, v8, v20
uzp1.8b v16, v9, v4
uzp1.8b v28, v9, v22
uzp1.8b v2, v29, v16
uzp1.8b v31, v14, v21
uzp1.8h v9, v26, v10
uzp1.8h v4, v25, v6
uzp1.8h v15, v21, v23
uzp1.8h v16, v26, v9
uzp2.16b v21, v19, v5
uzp2.16b v10, v27, v22
uzp2.16b v11, v25, v22
uzp2.16b v4, v3, v18
uzp2.2d v4, v29, v1
uzp2.2d v7, v25, v19
uzp2.2d v17, v12, v8
uzp2.2d v0, v12, v19
uzp2.2s v6, v26, v21
uzp2.2s v22, v3, v17
uzp2.2s v30, v24, v24
uzp2.2s v11, v30, v27
uzp2.4h v24, v29, v3
uzp2.4h v22, v10, v2
uzp2.4h v20, v14, v24
uzp2.4h v14, v13, v28
uzp2.4s v1, v1, v29
uzp2.4s v13, v19, v8
uzp2.4s v17, v1, v14
uzp2.4s v21, v4, v5
uzp2.8b v4, v16, v11
uzp2.8b v12, v13, v26
uzp2.8b v21, v27, v8
uzp2.8b v5, v2, v3
uzp2.8h v16, v5, v14
uzp2.8h v10, v7, v17
uzp2.8h v15, v8, v31
uzp2.8h v2, v16, v22
xtn.2s v3, v3
xtn.2s v1, v24
xtn.2s v21, v24
xtn.2s v17, v11
xtn2.4s v13, v24
xtn2.4s v6, v24
xtn2.4s v10, v7
xtn2.4s v15, v28
xtn.4h v9, v0
xtn.4h v10, v29
xtn.4h v5, v17
xtn.4h v24, v24
xtn2.8h v5, v5
xtn2.8h v12, v25
xtn2.8h v31, v16
xtn2.8h v23, v3
xtn.8b v31, v28
xtn.8b v1, v6
xtn.8b v29, v2
xtn.8b v0, v29
xtn2.16b v24, v22
xtn2.16b v27, v23
xtn2.16b v21, v21
xtn2.16b v30, v13
zip1.16b v28, v5, v17
zip1.16b v0, v8, v13
zip1.16b v5, v19, v22
zip1.16b v9, v31, v20
zip1.2d v5, v21, v11
zip1.2d v12, v8, v19
zip1.2d v3, v13, v27
zip1.2d v16, v19, v18
zip1.2s v14, v25, v1
zip1.2s v16, v17, v22
zip1.2s v22, v23, v2
zip1.2s v20, v24, v9
zip1.4h v5, v5, v2
zip1.4h v26, v22, v6
zip1.4h v3, v22, v1
zip1.4h v1, v9, v2
zip1.4s v22, v31, v13
zip1.4s v22, v10, v7
zip1.4s v22, v5, v24
zip1.4s v16, v1, v23
zip1.8b v23, v6, v26
zip1.8b v17, v0, v7
zip1.8b v19, v25, v31
zip1.8b v11, v27, v25
zip1.8h v18, v18, v22
zip1.8h v8, v10, v8
zip1.8h v3, v19, v26
zip1.8h v5, v9, v9
zip2.16b v0, v2, v26
zip2.16b v30, v6, v24
zip2.16b v9, v21, v10
zip2.16b v9, v11, v18
zip2.2d v3, v8, v12
zip2.2d v5, v24, v1
zip2.2d v22, v19, v5
zip2.2d v23, v10, v21
zip2.2s v3, v12, v13
zip2.2s v0, v2, v26
zip2.2s v9, v18, v18
zip2.2s v1, v16, v3
zip2.4h v28, v13, v7
zip2.4h v20, v13, v12
zip2.4h v15, v13, v10
zip2.4h v0, v30, v10
zip2.4s v11, v12, v5
zip2.4s v9, v24, v22
zip2.4s v19, v20, v30
zip2.4s v28, v18, v18
zip2.8b v14, v30, v31
zip2.8b v21, v14, v8
zip2.8b v1, v6, v24
zip2.8b v15, v11, v26
zip2.8h v11, v5, v7
zip2.8h v0, v25, v13
zip2.8h v26, v7, v30
zip2.8h v18, v31, v13
