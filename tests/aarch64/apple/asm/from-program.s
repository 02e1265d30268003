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
bic.2s v18, #143
bic.2s v8, #20, lsl #24
bic.2s v2, #0
bic.2s v18, #0, lsl #16
bic.4h v4, #249
bic.4h v0, #58
bic.4h v8, #48
bic.4h v5, #182
bic.4s v3, #176, lsl #24
bic.4s v31, #36
bic.4s v4, #63
bic.4s v19, #173, lsl #8
bic.8h v15, #0, lsl #8
bic.8h v22, #187
bic.8h v2, #168, lsl #8
bic.8h v12, #1
bic.16b v20, v31, v19
bic.16b v13, v26, v26
bic.16b v2, v29, v21
bic.16b v22, v16, v29
bic.8b v24, v13, v18
bic.8b v29, v16, v31
bic.8b v16, v27, v2
bic.8b v14, v15, v6
bif.16b v15, v28, v2
bif.16b v19, v1, v5
bif.16b v21, v29, v17
bif.16b v12, v21, v5
bif.8b v28, v26, v21
bif.8b v22, v31, v11
bif.8b v12, v21, v23
bif.8b v2, v8, v0
bit.16b v23, v3, v7
bit.16b v7, v10, v5
bit.16b v1, v16, v25
bit.16b v11, v0, v29
bit.8b v23, v26, v20
bit.8b v11, v14, v18
bit.8b v1, v29, v3
bit.8b v13, v26, v6
bsl.16b v24, v5, v6
bsl.16b v25, v20, v1
bsl.16b v3, v5, v21
bsl.16b v19, v13, v18
bsl.8b v4, v9, v3
bsl.8b v25, v1, v18
bsl.8b v5, v3, v17
bsl.8b v2, v4, v0
cls.16b v31, v27
cls.16b v10, v29
cls.16b v21, v23
cls.16b v20, v18
cls.2s v15, v5
cls.2s v21, v21
cls.2s v5, v24
cls.2s v28, v12
cls.4h v9, v31
cls.4h v28, v26
cls.4h v23, v17
cls.4h v17, v28
cls.4s v6, v0
cls.4s v23, v17
cls.4s v4, v6
cls.4s v25, v12
cls.8b v11, v3
cls.8b v24, v9
cls.8b v21, v18
cls.8b v19, v27
cls.8h v14, v30
cls.8h v11, v17
cls.8h v30, v15
cls.8h v28, v18
clz.16b v26, v18
clz.16b v4, v17
clz.16b v17, v16
clz.16b v21, v24
clz.2s v19, v6
clz.2s v4, v30
clz.2s v1, v7
clz.2s v31, v30
clz.4h v31, v10
clz.4h v27, v9
clz.4h v17, v30
clz.4h v7, v18
clz.4s v10, v16
clz.4s v11, v26
clz.4s v3, v4
clz.4s v1, v13
clz.8b v31, v28
clz.8b v18, v10
clz.8b v13, v20
clz.8b v10, v26
clz.8h v3, v3
clz.8h v18, v27
clz.8h v20, v7
clz.8h v26, v19
cmeq.16b v24, v12, v0
cmeq.16b v11, v21, v1
cmeq.16b v24, v2, v26
cmeq.16b v0, v20, v17
cmeq.2d v19, v10, v24
cmeq.2d v5, v7, v7
cmeq.2d v15, v29, v16
cmeq.2d v30, v19, v0
cmeq.2s v25, v31, v9
cmeq.2s v13, v30, v18
cmeq.2s v31, v30, v4
cmeq.2s v27, v0, v15
cmeq.4h v9, v2, v1
cmeq.4h v2, v17, v31
cmeq.4h v7, v9, v5
cmeq.4h v4, v3, v11
cmeq.4s v19, v21, v14
cmeq.4s v16, v29, v9
cmeq.4s v17, v28, v7
cmeq.4s v23, v31, v16
cmeq.8b v7, v23, v25
cmeq.8b v22, v5, v4
cmeq.8b v31, v5, v9
cmeq.8b v16, v26, v5
cmeq.8h v13, v18, v19
cmeq.8h v25, v16, v17
cmeq.8h v3, v2, v14
cmeq.8h v27, v5, v13
cmeq.16b v1, v18, #0
cmeq.16b v31, v28, #0
cmeq.16b v22, v13, #0
cmeq.16b v5, v17, #0
cmeq.2d v29, v15, #0
cmeq.2d v16, v0, #0
cmeq.2d v12, v24, #0
cmeq.2d v25, v15, #0
cmeq.2s v19, v15, #0
cmeq.2s v10, v16, #0
cmeq.2s v8, v16, #0
cmeq.2s v30, v16, #0
cmeq.4h v19, v23, #0
cmeq.4h v27, v19, #0
cmeq.4h v28, v27, #0
cmeq.4h v19, v3, #0
cmeq.4s v3, v24, #0
cmeq.4s v14, v15, #0
cmeq.4s v5, v1, #0
cmeq.4s v28, v10, #0
cmeq.8b v18, v0, #0
cmeq.8b v19, v2, #0
cmeq.8b v5, v4, #0
cmeq.8b v28, v5, #0
cmeq.8h v3, v12, #0
cmeq.8h v9, v17, #0
cmeq.8h v24, v15, #0
cmeq.8h v2, v2, #0
cmge.16b v13, v9, v23
cmge.16b v4, v7, v24
cmge.16b v4, v1, v0
cmge.16b v14, v31, v16
cmge.2d v9, v10, v30
cmge.2d v10, v9, v16
cmge.2d v13, v5, v1
cmge.2d v21, v7, v19
cmge.2s v21, v28, v8
cmge.2s v1, v25, v11
cmge.2s v21, v9, v20
cmge.2s v4, v11, v6
cmge.4h v7, v20, v8
cmge.4h v3, v28, v12
cmge.4h v0, v0, v15
cmge.4h v29, v4, v18
cmge.4s v0, v17, v12
cmge.4s v16, v9, v19
cmge.4s v18, v18, v25
cmge.4s v17, v22, v8
cmge.8b v26, v30, v1
cmge.8b v26, v0, v27
cmge.8b v0, v24, v30
cmge.8b v10, v30, v21
cmge.8h v31, v31, v31
cmge.8h v18, v2, v21
cmge.8h v5, v15, v25
cmge.8h v24, v8, v7
cmge.16b v25, v23, #0
cmge.16b v11, v7, #0
cmge.16b v14, v1, #0
cmge.16b v28, v8, #0
cmge.2d v21, v28, #0
cmge.2d v18, v1, #0
cmge.2d v26, v24, #0
cmge.2d v29, v3, #0
cmge.2s v2, v18, #0
cmge.2s v28, v22, #0
cmge.2s v2, v12, #0
cmge.2s v0, v23, #0
cmge.4h v13, v30, #0
cmge.4h v11, v24, #0
cmge.4h v15, v5, #0
cmge.4h v5, v31, #0
cmge.4s v22, v6, #0
cmge.4s v3, v1, #0
cmge.4s v31, v22, #0
cmge.4s v18, v9, #0
cmge.8b v13, v27, #0
cmge.8b v4, v7, #0
cmge.8b v30, v16, #0
cmge.8b v14, v18, #0
cmge.8h v7, v1, #0
cmge.8h v3, v15, #0
cmge.8h v15, v8, #0
cmge.8h v3, v31, #0
cmgt.16b v9, v25, v21
cmgt.16b v8, v6, v23
cmgt.16b v17, v9, v18
cmgt.16b v5, v5, v9
cmgt.2d v6, v25, v14
cmgt.2d v14, v3, v1
cmgt.2d v23, v10, v7
cmgt.2d v28, v6, v9
cmgt.2s v26, v1, v5
cmgt.2s v8, v0, v30
cmgt.2s v26, v25, v30
cmgt.2s v2, v13, v14
cmgt.4h v30, v27, v14
cmgt.4h v22, v8, v23
cmgt.4h v31, v17, v29
cmgt.4h v23, v14, v20
cmgt.4s v16, v5, v11
cmgt.4s v4, v23, v31
cmgt.4s v21, v20, v19
cmgt.4s v6, v0, v19
cmgt.8b v17, v17, v29
cmgt.8b v11, v6, v19
cmgt.8b v17, v16, v19
cmgt.8b v4, v15, v25
cmgt.8h v23, v0, v26
cmgt.8h v29, v25, v4
cmgt.8h v6, v11, v0
cmgt.8h v30, v28, v25
cmgt.16b v5, v10, #0
cmgt.16b v3, v10, #0
cmgt.16b v27, v2, #0
cmgt.16b v7, v18, #0
cmgt.2d v14, v26, #0
cmgt.2d v9, v11, #0
cmgt.2d v19, v4, #0
cmgt.2d v29, v19, #0
cmgt.2s v4, v2, #0
cmgt.2s v27, v29, #0
cmgt.2s v26, v12, #0
cmgt.2s v19, v19, #0
cmgt.4h v29, v21, #0
cmgt.4h v9, v25, #0
cmgt.4h v2, v9, #0
cmgt.4h v19, v26, #0
cmgt.4s v1, v9, #0
cmgt.4s v18, v25, #0
cmgt.4s v13, v3, #0
cmgt.4s v19, v1, #0
cmgt.8b v8, v16, #0
cmgt.8b v4, v19, #0
cmgt.8b v8, v7, #0
cmgt.8b v21, v11, #0
cmgt.8h v16, v30, #0
cmgt.8h v30, v26, #0
cmgt.8h v15, v25, #0
cmgt.8h v4, v5, #0
cmhi.16b v27, v22, v18
cmhi.16b v12, v25, v13
cmhi.16b v20, v16, v23
cmhi.16b v20, v9, v17
cmhi.2d v11, v17, v16
cmhi.2d v11, v0, v26
cmhi.2d v22, v24, v30
cmhi.2d v0, v0, v10
cmhi.2s v0, v25, v14
cmhi.2s v30, v30, v15
cmhi.2s v17, v14, v5
cmhi.2s v15, v22, v9
cmhi.4h v20, v4, v24
cmhi.4h v30, v16, v18
cmhi.4h v26, v9, v31
cmhi.4h v25, v11, v14
cmhi.4s v30, v16, v28
cmhi.4s v30, v23, v19
cmhi.4s v20, v8, v18
cmhi.4s v21, v25, v1
cmhi.8b v29, v20, v31
cmhi.8b v26, v12, v8
cmhi.8b v10, v9, v10
cmhi.8b v22, v1, v12
cmhi.8h v25, v17, v21
cmhi.8h v11, v6, v15
cmhi.8h v6, v0, v25
cmhi.8h v10, v29, v7
cmhs.16b v18, v23, v0
cmhs.16b v12, v18, v6
cmhs.16b v10, v9, v14
cmhs.16b v10, v9, v24
cmhs.2d v20, v1, v27
cmhs.2d v14, v28, v22
cmhs.2d v22, v19, v25
cmhs.2d v17, v9, v23
cmhs.2s v14, v30, v24
cmhs.2s v19, v18, v28
cmhs.2s v5, v8, v27
cmhs.2s v7, v9, v28
cmhs.4h v26, v23, v30
cmhs.4h v22, v23, v14
cmhs.4h v8, v10, v10
cmhs.4h v12, v26, v30
cmhs.4s v4, v25, v3
cmhs.4s v22, v8, v31
cmhs.4s v8, v1, v8
cmhs.4s v7, v29, v1
cmhs.8b v31, v16, v19
cmhs.8b v29, v7, v14
cmhs.8b v31, v29, v21
cmhs.8b v8, v2, v9
cmhs.8h v20, v25, v1
cmhs.8h v20, v27, v21
cmhs.8h v27, v20, v30
cmhs.8h v2, v12, v9
cmle.16b v28, v2, #0
cmle.16b v19, v13, #0
cmle.16b v1, v24, #0
cmle.16b v20, v2, #0
cmle.2d v21, v7, #0
cmle.2d v23, v6, #0
cmle.2d v19, v8, #0
cmle.2d v24, v29, #0
cmle.2s v10, v14, #0
cmle.2s v11, v1, #0
cmle.2s v30, v0, #0
cmle.2s v24, v3, #0
cmle.4h v1, v22, #0
cmle.4h v14, v18, #0
cmle.4h v7, v31, #0
cmle.4h v6, v25, #0
cmle.4s v4, v2, #0
cmle.4s v25, v18, #0
cmle.4s v6, v19, #0
cmle.4s v29, v17, #0
cmle.8b v19, v26, #0
cmle.8b v28, v25, #0
cmle.8b v17, v1, #0
cmle.8b v24, v6, #0
cmle.8h v13, v12, #0
cmle.8h v9, v7, #0
cmle.8h v23, v1, #0
cmle.8h v21, v2, #0
cmlt.16b v24, v20, #0
cmlt.16b v28, v13, #0
cmlt.16b v2, v23, #0
cmlt.16b v12, v20, #0
cmlt.2d v3, v14, #0
cmlt.2d v26, v26, #0
cmlt.2d v1, v31, #0
cmlt.2d v24, v10, #0
cmlt.2s v2, v17, #0
cmlt.2s v30, v23, #0
cmlt.2s v16, v7, #0
cmlt.2s v6, v15, #0
cmlt.4h v24, v29, #0
cmlt.4h v16, v13, #0
cmlt.4h v29, v24, #0
cmlt.4h v2, v27, #0
cmlt.4s v7, v13, #0
cmlt.4s v20, v25, #0
cmlt.4s v20, v12, #0
cmlt.4s v6, v22, #0
cmlt.8b v28, v13, #0
cmlt.8b v23, v15, #0
cmlt.8b v20, v31, #0
cmlt.8b v12, v8, #0
cmlt.8h v28, v21, #0
cmlt.8h v21, v14, #0
cmlt.8h v15, v0, #0
cmlt.8h v26, v21, #0
cmtst.16b v6, v13, v21
cmtst.16b v11, v18, v24
cmtst.16b v30, v9, v21
cmtst.16b v18, v16, v18
cmtst.2d v24, v14, v2
cmtst.2d v20, v11, v1
cmtst.2d v16, v11, v10
cmtst.2d v18, v29, v11
cmtst.2s v14, v13, v28
cmtst.2s v6, v13, v13
cmtst.2s v22, v1, v14
cmtst.2s v12, v21, v10
cmtst.4h v15, v26, v8
cmtst.4h v24, v12, v21
cmtst.4h v16, v5, v4
cmtst.4h v10, v4, v11
cmtst.4s v24, v28, v31
cmtst.4s v13, v31, v0
cmtst.4s v14, v24, v6
cmtst.4s v16, v14, v31
cmtst.8b v25, v1, v10
cmtst.8b v29, v22, v26
cmtst.8b v3, v12, v11
cmtst.8b v11, v5, v18
cmtst.8h v9, v7, v4
cmtst.8h v21, v27, v16
cmtst.8h v7, v14, v27
cmtst.8h v13, v23, v14
cnt.16b v27, v28
cnt.16b v9, v14
cnt.16b v11, v29
cnt.16b v21, v21
cnt.8b v25, v3
cnt.8b v24, v26
cnt.8b v2, v26
cnt.8b v12, v29
mov b14, v12[0]
mov b20, v28[0]
mov b22, v7[13]
mov b9, v15[14]
mov d11, v5[0]
mov d1, v5[0]
mov d5, v18[1]
mov d15, v11[0]
mov h8, v14[5]
mov h18, v31[7]
mov h7, v4[3]
mov h26, v8[1]
mov s2, v2[3]
mov s19, v8[1]
mov s16, v27[1]
mov s24, v9[1]
dup.16b v12, w5
dup.16b v20, w29
dup.16b v27, w23
dup.16b v12, w12
dup.16b v9, v4[11]
dup.16b v27, v24[2]
dup.16b v14, v5[10]
dup.16b v23, v16[0]
dup.2d v6, x7
dup.2d v23, x15
dup.2d v27, x17
dup.2d v1, x7
dup.2d v23, v20[1]
dup.2d v22, v30[0]
dup.2d v19, v24[0]
dup.2d v24, v7[0]
dup.2s v0, w27
dup.2s v30, w14
dup.2s v19, w14
dup.2s v17, w29
dup.2s v7, v27[0]
dup.2s v14, v26[2]
dup.2s v27, v9[1]
dup.2s v0, v8[1]
dup.4h v15, w30
dup.4h v9, w24
dup.4h v6, w16
dup.4h v29, w11
dup.4h v19, v21[7]
dup.4h v22, v21[4]
dup.4h v25, v14[4]
dup.4h v10, v24[3]
dup.4s v7, w22
dup.4s v25, w20
dup.4s v14, w1
dup.4s v28, w25
dup.4s v6, v9[0]
dup.4s v29, v8[1]
dup.4s v14, v31[1]
dup.4s v11, v26[2]
dup.8b v7, w4
dup.8b v22, w21
dup.8b v15, w18
dup.8b v1, w5
dup.8b v7, v17[0]
dup.8b v5, v4[4]
dup.8b v25, v2[9]
dup.8b v22, v17[6]
dup.8h v0, w13
dup.8h v2, w3
dup.8h v4, w15
dup.8h v19, w20
dup.8h v10, v25[2]
dup.8h v2, v7[1]
dup.8h v9, v12[1]
dup.8h v18, v31[5]
eor.16b v9, v25, v17
eor.16b v5, v6, v12
eor.16b v18, v13, v8
eor.16b v2, v12, v18
eor.8b v9, v1, v24
eor.8b v12, v9, v14
eor.8b v14, v23, v9
eor.8b v14, v23, v11
ext.16b v18, v11, v24, #7
ext.16b v20, v4, v23, #5
ext.16b v28, v6, v21, #9
ext.16b v9, v12, v20, #0
ext.8b v20, v7, v16, #3
ext.8b v28, v16, v3, #1
ext.8b v25, v7, v9, #1
ext.8b v0, v8, v23, #0
fabd.2d v13, v3, v23
fabd.2d v14, v4, v23
fabd.2d v7, v29, v15
fabd.2d v24, v18, v4
fabd.2s v0, v4, v5
fabd.2s v7, v31, v27
fabd.2s v11, v15, v27
fabd.2s v16, v27, v5
fabd.4s v6, v28, v24
fabd.4s v31, v15, v3
fabd.4s v6, v6, v2
fabd.4s v24, v10, v14
fabs.2d v4, v25
fabs.2d v12, v17
fabs.2d v13, v15
fabs.2d v27, v3
fabs.2s v21, v29
fabs.2s v11, v22
fabs.2s v6, v27
fabs.2s v6, v18
fabs.4s v15, v3
fabs.4s v1, v12
fabs.4s v9, v15
fabs.4s v25, v29
facge.2d v21, v25, v30
facge.2d v6, v22, v21
facge.2d v2, v4, v3
facge.2d v26, v2, v18
facge.2s v11, v28, v2
facge.2s v31, v17, v27
facge.2s v21, v7, v8
facge.2s v4, v5, v17
facge.4s v11, v15, v16
facge.4s v16, v3, v7
facge.4s v31, v4, v23
facge.4s v15, v7, v9
facgt.2d v10, v28, v15
facgt.2d v17, v23, v15
facgt.2d v11, v17, v4
facgt.2d v7, v24, v5
facgt.2s v31, v28, v4
facgt.2s v16, v7, v2
facgt.2s v31, v2, v10
facgt.2s v13, v27, v6
facgt.4s v27, v23, v13
facgt.4s v9, v9, v1
facgt.4s v14, v1, v5
facgt.4s v7, v14, v28
faddp.2d d1, v1
faddp.2d d26, v0
faddp.2d d0, v16
faddp.2d d1, v13
faddp.2s s21, v31
faddp.2s s8, v14
faddp.2s s22, v22
faddp.2s s24, v23
faddp.2d v26, v11, v6
faddp.2d v8, v19, v0
faddp.2d v20, v14, v16
faddp.2d v27, v16, v15
faddp.2s v23, v18, v16
faddp.2s v29, v29, v6
faddp.2s v6, v5, v17
faddp.2s v30, v1, v2
faddp.4s v31, v9, v13
faddp.4s v13, v5, v10
faddp.4s v9, v2, v11
faddp.4s v9, v18, v11
fadd.2d v0, v31, v24
fadd.2d v15, v30, v5
fadd.2d v8, v11, v18
fadd.2d v21, v16, v20
fadd.2s v26, v5, v7
fadd.2s v1, v20, v12
fadd.2s v17, v21, v9
fadd.2s v14, v12, v11
fadd.4s v24, v0, v20
fadd.4s v22, v15, v10
fadd.4s v29, v18, v13
fadd.4s v10, v15, v9
fcmeq.2d v26, v22, v16
fcmeq.2d v16, v0, v16
fcmeq.2d v10, v11, v21
fcmeq.2d v22, v4, v29
fcmeq.2s v31, v19, v12
fcmeq.2s v5, v31, v19
fcmeq.2s v26, v7, v23
fcmeq.2s v19, v3, v9
fcmeq.4s v24, v17, v20
fcmeq.4s v28, v24, v12
fcmeq.4s v30, v30, v15
fcmeq.4s v2, v28, v18
fcmeq.2d v21, v13, #0.0
fcmeq.2d v5, v30, #0.0
fcmeq.2d v28, v23, #0.0
fcmeq.2d v25, v3, #0.0
fcmeq.2s v2, v10, #0.0
fcmeq.2s v23, v15, #0.0
fcmeq.2s v16, v7, #0.0
fcmeq.2s v2, v13, #0.0
fcmeq.4s v2, v2, #0.0
fcmeq.4s v2, v3, #0.0
fcmeq.4s v9, v21, #0.0
fcmeq.4s v26, v26, #0.0
fcmge.2d v3, v7, v12
fcmge.2d v27, v22, v24
fcmge.2d v6, v0, v23
fcmge.2d v13, v28, v7
fcmge.2s v13, v18, v2
fcmge.2s v11, v28, v21
fcmge.2s v25, v30, v6
fcmge.2s v13, v16, v19
fcmge.4s v18, v18, v2
fcmge.4s v0, v4, v14
fcmge.4s v25, v24, v12
fcmge.4s v28, v29, v12
fcmge.2d v6, v26, #0.0
fcmge.2d v13, v27, #0.0
fcmge.2d v19, v4, #0.0
fcmge.2d v26, v4, #0.0
fcmge.2s v19, v29, #0.0
fcmge.2s v10, v1, #0.0
fcmge.2s v27, v11, #0.0
fcmge.2s v22, v22, #0.0
fcmge.4s v30, v12, #0.0
fcmge.4s v28, v6, #0.0
fcmge.4s v24, v0, #0.0
fcmge.4s v4, v11, #0.0
fcmgt.2d v28, v7, v27
fcmgt.2d v30, v11, v20
fcmgt.2d v18, v17, v21
fcmgt.2d v16, v30, v31
fcmgt.2s v6, v29, v25
fcmgt.2s v23, v0, v13
fcmgt.2s v1, v11, v10
fcmgt.2s v2, v0, v14
fcmgt.4s v3, v21, v31
fcmgt.4s v1, v19, v31
fcmgt.4s v2, v6, v14
fcmgt.4s v23, v26, v11
fcmgt.2d v12, v30, #0.0
fcmgt.2d v24, v30, #0.0
fcmgt.2d v13, v30, #0.0
fcmgt.2d v5, v17, #0.0
fcmgt.2s v12, v17, #0.0
fcmgt.2s v0, v21, #0.0
fcmgt.2s v25, v7, #0.0
fcmgt.2s v28, v17, #0.0
fcmgt.4s v4, v23, #0.0
fcmgt.4s v1, v11, #0.0
fcmgt.4s v15, v8, #0.0
fcmgt.4s v25, v1, #0.0
fcmle.2d v8, v17, #0.0
fcmle.2d v20, v28, #0.0
fcmle.2d v19, v31, #0.0
fcmle.2d v6, v2, #0.0
fcmle.2s v4, v27, #0.0
fcmle.2s v31, v17, #0.0
fcmle.2s v18, v19, #0.0
fcmle.2s v13, v30, #0.0
fcmle.4s v14, v17, #0.0
fcmle.4s v27, v2, #0.0
fcmle.4s v17, v3, #0.0
fcmle.4s v18, v26, #0.0
fcmlt.2d v18, v28, #0.0
fcmlt.2d v28, v1, #0.0
fcmlt.2d v6, v12, #0.0
fcmlt.2d v1, v19, #0.0
fcmlt.2s v3, v8, #0.0
fcmlt.2s v13, v2, #0.0
fcmlt.2s v16, v31, #0.0
fcmlt.2s v27, v19, #0.0
fcmlt.4s v1, v13, #0.0
fcmlt.4s v16, v3, #0.0
fcmlt.4s v18, v12, #0.0
fcmlt.4s v15, v27, #0.0
fcvtas.2d v4, v3
fcvtas.2d v22, v5
fcvtas.2d v9, v8
fcvtas.2d v10, v11
fcvtas.2s v26, v8
fcvtas.2s v11, v27
fcvtas.2s v8, v29
fcvtas.2s v10, v21
fcvtas.4s v25, v29
fcvtas.4s v18, v26
fcvtas.4s v18, v20
fcvtas.4s v3, v7
fcvtau.2d v16, v23
fcvtau.2d v6, v25
fcvtau.2d v16, v10
fcvtau.2d v27, v26
fcvtau.2s v9, v26
fcvtau.2s v3, v20
fcvtau.2s v21, v13
fcvtau.2s v16, v21
fcvtau.4s v31, v25
fcvtau.4s v2, v28
fcvtau.4s v3, v19
fcvtau.4s v21, v13
fcvtms.2d v22, v15
fcvtms.2d v8, v2
fcvtms.2d v23, v4
fcvtms.2d v14, v29
fcvtms.2s v31, v22
fcvtms.2s v19, v2
fcvtms.2s v9, v11
fcvtms.2s v0, v29
fcvtms.4s v15, v23
fcvtms.4s v2, v28
fcvtms.4s v25, v13
fcvtms.4s v18, v4
fcvtmu.2d v11, v20
fcvtmu.2d v27, v31
fcvtmu.2d v25, v8
fcvtmu.2d v20, v30
fcvtmu.2s v24, v14
fcvtmu.2s v7, v26
fcvtmu.2s v27, v7
fcvtmu.2s v11, v2
fcvtmu.4s v7, v7
fcvtmu.4s v5, v3
fcvtmu.4s v3, v1
fcvtmu.4s v6, v21
fcvtns.2d v5, v3
fcvtns.2d v16, v0
fcvtns.2d v23, v4
fcvtns.2d v20, v27
fcvtns.2s v4, v17
fcvtns.2s v24, v22
fcvtns.2s v20, v24
fcvtns.2s v19, v27
fcvtns.4s v7, v25
fcvtns.4s v4, v16
fcvtns.4s v1, v29
fcvtns.4s v4, v10
fcvtnu.2d v21, v19
fcvtnu.2d v10, v16
fcvtnu.2d v23, v20
fcvtnu.2d v1, v5
fcvtnu.2s v12, v5
fcvtnu.2s v23, v16
fcvtnu.2s v31, v18
fcvtnu.4s v9, v28
fcvtnu.4s v21, v12
fcvtnu.4s v9, v2
fcvtnu.4s v29, v2
fcvtps.2d v12, v9
fcvtps.2d v8, v1
fcvtps.2d v5, v6
fcvtps.2d v7, v24
fcvtps.2s v1, v25
fcvtps.2s v22, v30
fcvtps.2s v3, v9
fcvtps.2s v18, v21
fcvtps.4s v15, v1
fcvtps.4s v26, v25
fcvtps.4s v15, v24
fcvtps.4s v0, v21
fcvtpu.2d v21, v7
fcvtpu.2d v19, v30
fcvtpu.2d v4, v30
fcvtpu.2d v11, v8
fcvtpu.2s v2, v5
fcvtpu.2s v3, v21
fcvtpu.2s v17, v3
fcvtpu.2s v19, v29
fcvtpu.4s v14, v28
fcvtpu.4s v23, v9
fcvtpu.4s v14, v8
fcvtpu.4s v17, v2
fcvtzs.2d v5, v26, #64
fcvtzs.2d v15, v16, #1
fcvtzs.2d v14, v4, #28
fcvtzs.2d v31, v2, #1
fcvtzs.2s v28, v16, #5
fcvtzs.2s v31, v20, #9
fcvtzs.2s v17, v14, #10
fcvtzs.2s v6, v11, #5
fcvtzs.4s v17, v26, #32
fcvtzs.4s v21, v23, #25
fcvtzs.4s v31, v13, #1
fcvtzs.4s v3, v26, #24
fcvtzs.2d v27, v20
fcvtzs.2d v28, v8
fcvtzs.2d v30, v24
fcvtzs.2d v29, v16
fcvtzs.2s v2, v20
fcvtzs.2s v2, v19
fcvtzs.2s v8, v24
fcvtzs.2s v2, v26
fcvtzs.4s v31, v29
fcvtzs.4s v3, v28
fcvtzs.4s v30, v3
fcvtzs.4s v0, v20
fcvtzu.2d v31, v20, #56
fcvtzu.2d v10, v26, #51
fcvtzu.2d v8, v21, #1
fcvtzu.2d v2, v23, #63
fcvtzu.2s v12, v27, #28
fcvtzu.2s v28, v29, #22
fcvtzu.2s v4, v19, #6
fcvtzu.2s v9, v25, #11
fcvtzu.4s v2, v1, #14
fcvtzu.4s v21, v12, #2
fcvtzu.4s v21, v7, #4
fcvtzu.4s v6, v21, #29
fcvtzu.2d v15, v26
fcvtzu.2d v29, v6
fcvtzu.2d v8, v20
fcvtzu.2d v6, v16
fcvtzu.2s v1, v9
fcvtzu.2s v17, v0
fcvtzu.2s v19, v6
fcvtzu.2s v8, v2
fcvtzu.4s v6, v19
fcvtzu.4s v5, v7
fcvtzu.4s v7, v30
fcvtzu.4s v12, v6
fdiv.2d v7, v9, v0
fdiv.2d v28, v18, v15
fdiv.2d v13, v31, v6
fdiv.2d v4, v5, v1
fdiv.2s v0, v11, v27
fdiv.2s v26, v27, v15
fdiv.2s v0, v5, v15
fdiv.2s v16, v26, v26
fdiv.4s v0, v22, v25
fdiv.4s v31, v3, v6
fdiv.4s v15, v10, v24
fdiv.4s v28, v16, v30
fmaxnmp.2d d5, v31
fmaxnmp.2d d1, v21
fmaxnmp.2d d26, v21
fmaxnmp.2d d26, v24
fmaxnmp.2s s5, v28
fmaxnmp.2s s9, v28
fmaxnmp.2s s11, v0
fmaxnmp.2s s31, v14
fmaxnmp.2d v7, v27, v17
fmaxnmp.2d v26, v27, v2
fmaxnmp.2d v10, v18, v29
fmaxnmp.2d v7, v28, v26
fmaxnmp.2s v1, v31, v25
fmaxnmp.2s v6, v26, v1
fmaxnmp.2s v20, v10, v6
fmaxnmp.2s v21, v25, v2
fmaxnmp.4s v20, v6, v0
fmaxnmp.4s v25, v12, v5
fmaxnmp.4s v0, v6, v2
fmaxnmp.4s v7, v4, v17
fmaxnmv.4s s23, v19
fmaxnmv.4s s0, v20
fmaxnmv.4s s18, v2
fmaxnmv.4s s22, v6
fmaxnm.2d v22, v31, v3
fmaxnm.2d v17, v30, v24
fmaxnm.2d v24, v13, v2
fmaxnm.2d v9, v22, v31
fmaxnm.2s v7, v14, v18
fmaxnm.2s v5, v7, v5
fmaxnm.2s v28, v29, v10
fmaxnm.2s v27, v13, v12
fmaxnm.4s v19, v4, v19
fmaxnm.4s v16, v16, v6
fmaxnm.4s v30, v18, v31
fmaxnm.4s v22, v31, v7
fmaxp.2d d0, v3
fmaxp.2d d7, v17
fmaxp.2d d11, v11
fmaxp.2d d24, v0
fmaxp.2s s5, v12
fmaxp.2s s29, v5
fmaxp.2s s28, v25
fmaxp.2s s20, v13
fmaxp.2d v28, v4, v24
fmaxp.2d v23, v23, v24
fmaxp.2d v13, v9, v1
fmaxp.2d v28, v1, v15
fmaxp.2s v12, v16, v17
fmaxp.2s v12, v28, v0
fmaxp.2s v12, v4, v13
fmaxp.2s v20, v21, v17
fmaxp.4s v24, v20, v13
fmaxp.4s v26, v3, v12
fmaxp.4s v24, v20, v27
fmaxp.4s v14, v1, v25
fmaxv.4s s12, v27
fmaxv.4s s25, v11
fmaxv.4s s18, v17
fmaxv.4s s8, v10
fmax.2d v23, v31, v26
fmax.2d v21, v26, v27
fmax.2d v29, v10, v18
fmax.2d v12, v27, v28
fmax.2s v11, v31, v26
fmax.2s v14, v13, v25
fmax.2s v14, v17, v9
fmax.2s v21, v4, v18
fmax.4s v3, v1, v7
fmax.4s v4, v21, v27
fmax.4s v6, v8, v31
fmax.4s v1, v5, v16
fminnmp.2d d14, v15
fminnmp.2d d2, v29
fminnmp.2d d22, v21
fminnmp.2d d3, v10
fminnmp.2s s17, v16
fminnmp.2s s26, v20
fminnmp.2s s8, v27
fminnmp.2s s27, v10
fminnmp.2d v3, v14, v8
fminnmp.2d v18, v21, v30
fminnmp.2d v8, v5, v19
fminnmp.2d v16, v23, v11
fminnmp.2s v4, v18, v20
fminnmp.2s v20, v20, v17
fminnmp.2s v24, v13, v26
fminnmp.2s v3, v22, v4
fminnmp.4s v12, v10, v30
fminnmp.4s v9, v20, v26
fminnmp.4s v10, v11, v27
fminnmp.4s v4, v4, v9
fminnmv.4s s27, v6
fminnmv.4s s28, v4
fminnmv.4s s4, v31
fminnmv.4s s12, v9
fminnm.2d v4, v29, v17
fminnm.2d v27, v22, v13
fminnm.2d v18, v11, v10
fminnm.2d v17, v7, v31
fminnm.2s v23, v19, v23
fminnm.2s v12, v26, v28
fminnm.2s v17, v0, v3
fminnm.2s v0, v10, v27
fminnm.4s v23, v15, v6
fminnm.4s v28, v23, v4
fminnm.4s v31, v23, v22
fminnm.4s v26, v24, v7
fminp.2d d4, v22
fminp.2d d10, v24
fminp.2d d29, v22
fminp.2d d7, v8
fminp.2s s20, v29
fminp.2s s1, v24
fminp.2s s2, v18
fminp.2s s22, v3
fminp.2d v25, v28, v21
fminp.2d v2, v5, v21
fminp.2d v3, v15, v8
fminp.2d v29, v10, v6
fminp.2s v23, v10, v22
fminp.2s v26, v29, v9
fminp.2s v29, v8, v19
fminp.2s v18, v4, v3
fminp.4s v17, v7, v6
fminp.4s v29, v4, v28
fminp.4s v8, v29, v28
fminp.4s v24, v28, v27
fminv.4s s1, v1
fminv.4s s18, v7
fminv.4s s24, v20
fminv.4s s13, v21
fmin.2d v29, v0, v22
fmin.2d v22, v4, v10
fmin.2d v18, v11, v17
fmin.2d v17, v23, v14
fmin.2s v18, v31, v6
fmin.2s v22, v9, v15
fmin.2s v7, v18, v2
fmin.2s v25, v20, v16
fmin.4s v14, v16, v28
fmin.4s v15, v4, v22
fmin.4s v10, v5, v28
fmin.4s v30, v5, v21
fmla.d d11, d11, v23[1]
fmla.d d25, d20, v25[1]
fmla.d d4, d19, v23[1]
fmla.d d18, d10, v28[0]
fmla.s s20, s23, v17[2]
fmla.s s21, s27, v6[3]
fmla.s s10, s23, v3[0]
fmla.s s21, s0, v27[1]
fmla.2d v24, v12, v22[0]
fmla.2d v16, v22, v28[1]
fmla.2d v25, v4, v18[1]
fmla.2d v13, v14, v7[0]
fmla.2s v4, v25, v5[1]
fmla.2s v19, v10, v6[1]
fmla.2s v20, v29, v10[3]
fmla.2s v16, v26, v26[2]
fmla.4s v19, v10, v18[0]
fmla.4s v28, v1, v11[3]
fmla.4s v5, v27, v18[3]
fmla.4s v22, v0, v11[0]
fmla.2d v14, v5, v11
fmla.2d v4, v15, v18
fmla.2d v18, v15, v20
fmla.2d v12, v15, v14
fmla.2s v31, v19, v10
fmla.2s v23, v18, v26
fmla.2s v3, v20, v0
fmla.2s v2, v24, v17
fmla.4s v22, v8, v18
fmla.4s v31, v13, v15
fmla.4s v6, v15, v0
fmla.4s v7, v26, v18
fmls.d d3, d15, v6[0]
fmls.d d25, d14, v7[0]
fmls.d d17, d1, v3[1]
fmls.d d1, d2, v23[0]
fmls.s s1, s18, v18[0]
fmls.s s30, s28, v3[0]
fmls.s s20, s15, v3[3]
fmls.s s14, s17, v4[3]
fmls.2d v29, v27, v16[0]
fmls.2d v1, v15, v16[0]
fmls.2d v21, v15, v17[0]
fmls.2d v3, v4, v5[0]
fmls.2s v18, v6, v17[0]
fmls.2s v19, v5, v23[3]
fmls.2s v12, v12, v11[3]
fmls.2s v20, v3, v16[2]
fmls.4s v28, v18, v24[3]
fmls.4s v14, v7, v20[3]
fmls.4s v19, v21, v6[0]
fmls.4s v5, v13, v1[2]
fmls.2d v17, v29, v3
fmls.2d v31, v4, v7
fmls.2d v17, v15, v6
fmls.2d v22, v14, v8
fmls.2s v1, v14, v31
fmls.2s v19, v12, v16
fmls.2s v13, v14, v4
fmls.2s v16, v29, v7
fmls.4s v1, v17, v21
fmls.4s v21, v3, v5
fmls.4s v19, v31, v31
fmls.4s v18, v29, v9
fmov.d v0[1], x14
fmov.d v25[1], x8
fmov.d v7[1], x18
fmov.d v24[1], x0
fmov.d x29, v18[1]
fmov.d x6, v28[1]
fmov.d x7, v29[1]
fmov.d x23, v19[1]
fmov.2d v24, #-2.50000000
fmov.2d v12, #1.87500000
fmov.2d v14, #0.15625000
fmov.2d v27, #-0.43750000
fmov.2s v4, #0.59375000
fmov.2s v30, #-0.34375000
fmov.2s v0, #3.12500000
fmov.2s v15, #-1.37500000
fmov.4s v25, #-0.56250000
fmov.4s v9, #0.40625000
fmov.4s v10, #-18.00000000
fmov.4s v12, #-0.14843750
fmulx.d d30, d7, v13[1]
fmulx.d d13, d4, v0[1]
fmulx.d d19, d4, v10[0]
fmulx.d d2, d30, v7[0]
fmulx.s s19, s15, v22[0]
fmulx.s s22, s14, v0[1]
fmulx.s s17, s20, v9[0]
fmulx.s s21, s18, v31[2]
fmulx.2d v22, v10, v15[0]
fmulx.2d v2, v21, v11[0]
fmulx.2d v29, v3, v0[0]
fmulx.2d v9, v28, v11[0]
fmulx.2s v31, v30, v25[3]
fmulx.2s v12, v14, v16[3]
fmulx.2s v6, v0, v2[3]
fmulx.2s v22, v2, v25[0]
fmulx.4s v27, v0, v5[1]
fmulx.4s v15, v24, v25[0]
fmulx.4s v4, v30, v11[0]
fmulx.4s v10, v26, v19[3]
fmulx.2d v22, v14, v10
fmulx.2d v19, v19, v18
fmulx.2d v2, v17, v11
fmulx.2d v12, v28, v17
fmulx.2s v5, v19, v5
fmulx.2s v2, v30, v24
fmulx.2s v7, v25, v31
fmulx.2s v14, v12, v15
fmulx.4s v1, v4, v13
fmulx.4s v4, v1, v4
fmulx.4s v6, v21, v30
fmulx.4s v30, v23, v4
fmul.d d9, d9, v12[0]
fmul.d d3, d2, v23[1]
fmul.d d10, d1, v1[0]
fmul.d d1, d31, v24[0]
fmul.s s4, s19, v25[0]
fmul.s s12, s9, v8[0]
fmul.s s12, s29, v31[1]
fmul.s s8, s13, v7[3]
fmul.2d v17, v24, v7[1]
fmul.2d v23, v26, v10[1]
fmul.2d v31, v11, v27[0]
fmul.2d v18, v27, v6[0]
fmul.2s v14, v29, v10[0]
fmul.2s v27, v7, v3[0]
fmul.2s v23, v9, v14[1]
fmul.2s v9, v16, v27[1]
fmul.4s v18, v4, v25[3]
fmul.4s v28, v9, v8[3]
fmul.4s v25, v12, v7[1]
fmul.4s v12, v19, v4[0]
fmul.2d v31, v25, v29
fmul.2d v26, v3, v29
fmul.2d v0, v19, v9
fmul.2d v24, v30, v3
fmul.2s v27, v0, v15
fmul.2s v17, v26, v2
fmul.2s v26, v10, v1
fmul.2s v10, v17, v25
fmul.4s v29, v28, v14
fmul.4s v3, v15, v2
fmul.4s v27, v20, v2
fmul.4s v24, v3, v20
fneg.2d v7, v1
fneg.2d v25, v23
fneg.2d v21, v18
fneg.2d v9, v21
fneg.2s v25, v23
fneg.2s v6, v8
fneg.2s v12, v22
fneg.2s v30, v28
fneg.4s v20, v24
fneg.4s v10, v6
fneg.4s v30, v1
fneg.4s v22, v25
frecpe.2d v7, v9
frecpe.2d v9, v15
frecpe.2d v0, v30
frecpe.2d v17, v8
frecpe.2s v0, v26
frecpe.2s v10, v17
frecpe.2s v25, v7
frecpe.2s v9, v21
frecpe.4s v7, v3
frecpe.4s v16, v21
frecpe.4s v10, v17
frecpe.4s v26, v11
frecps.2d v16, v1, v19
frecps.2d v18, v31, v9
frecps.2d v14, v18, v5
frecps.2d v4, v14, v31
frecps.2s v2, v24, v6
frecps.2s v18, v18, v23
frecps.2s v1, v11, v26
frecps.2s v17, v3, v5
frecps.4s v14, v18, v4
frecps.4s v17, v0, v4
frecps.4s v25, v19, v10
frecps.4s v24, v3, v1
frinta.2d v13, v8
frinta.2d v23, v2
frinta.2d v14, v30
frinta.2d v2, v5
frinta.2s v19, v1
frinta.2s v10, v10
frinta.2s v10, v7
frinta.2s v25, v12
frinta.4s v20, v11
frinta.4s v11, v6
frinta.4s v5, v17
frinta.4s v24, v3
frinti.2d v10, v10
frinti.2d v12, v27
frinti.2d v20, v12
frinti.2d v26, v8
frinti.2s v16, v5
frinti.2s v11, v0
frinti.2s v18, v10
frinti.2s v28, v26
frinti.4s v23, v0
frinti.4s v17, v5
frinti.4s v10, v23
frinti.4s v21, v13
frintm.2d v24, v19
frintm.2d v30, v26
frintm.2d v22, v30
frintm.2d v14, v27
frintm.2s v26, v8
frintm.2s v24, v11
frintm.2s v10, v3
frintm.2s v9, v22
frintm.4s v24, v24
frintm.4s v23, v11
frintm.4s v0, v6
frintm.4s v4, v28
frintn.2d v14, v19
frintn.2d v2, v2
frintn.2d v2, v18
frintn.2d v22, v6
frintn.2s v27, v30
frintn.2s v24, v17
frintn.2s v0, v26
frintn.2s v9, v31
frintn.4s v8, v22
frintn.4s v15, v28
frintn.4s v23, v8
frintn.4s v3, v10
frintp.2d v25, v31
frintp.2d v3, v8
frintp.2d v30, v6
frintp.2d v26, v0
frintp.2s v24, v11
frintp.2s v28, v4
frintp.2s v30, v8
frintp.2s v16, v22
frintp.4s v9, v13
frintp.4s v12, v31
frintp.4s v21, v26
frintp.4s v17, v21
frintx.2d v3, v30
frintx.2d v13, v31
frintx.2d v31, v19
frintx.2d v30, v20
frintx.2s v21, v9
frintx.2s v5, v29
frintx.2s v0, v8
frintx.2s v21, v29
frintx.4s v9, v22
frintx.4s v28, v26
frintx.4s v4, v23
frintx.4s v15, v9
frintz.2d v7, v11
frintz.2d v3, v23
frintz.2d v27, v22
frintz.2d v26, v11
frintz.2s v19, v18
frintz.2s v28, v4
frintz.2s v18, v8
frintz.2s v4, v1
frintz.4s v26, v20
frintz.4s v2, v12
frintz.4s v9, v10
frintz.4s v7, v28
frsqrte.2d v21, v31
frsqrte.2d v29, v31
frsqrte.2d v16, v2
frsqrte.2d v28, v18
frsqrte.2s v21, v27
frsqrte.2s v18, v27
frsqrte.2s v1, v0
frsqrte.2s v3, v16
frsqrte.4s v1, v24
frsqrte.4s v27, v2
frsqrte.4s v14, v3
frsqrte.4s v24, v2
frsqrts.2d v21, v23, v20
frsqrts.2d v5, v24, v0
frsqrts.2d v25, v30, v2
frsqrts.2d v2, v6, v19
frsqrts.2s v27, v17, v3
frsqrts.2s v14, v6, v7
frsqrts.2s v27, v13, v8
frsqrts.2s v17, v21, v1
frsqrts.4s v22, v12, v21
frsqrts.4s v23, v18, v22
frsqrts.4s v6, v11, v3
frsqrts.4s v2, v6, v28
fsqrt.2d v0, v14
fsqrt.2d v19, v19
fsqrt.2d v19, v28
fsqrt.2d v1, v11
fsqrt.2s v25, v16
fsqrt.2s v27, v0
fsqrt.2s v2, v17
fsqrt.2s v11, v17
fsqrt.4s v25, v24
fsqrt.4s v28, v21
fsqrt.4s v7, v5
fsqrt.4s v3, v31
fsub.2d v22, v23, v19
fsub.2d v23, v22, v21
fsub.2d v30, v20, v24
fsub.2d v30, v13, v27
fsub.2s v11, v10, v31
fsub.2s v9, v14, v6
fsub.2s v18, v19, v17
fsub.2s v14, v12, v1
fsub.4s v12, v25, v28
fsub.4s v26, v22, v24
fsub.4s v16, v17, v27
fsub.4s v21, v28, v5
mov.b v0[0], w6
mov.b v29[3], w1
mov.b v28[15], w22
mov.b v20[6], w14
mov.b v1[9], v2[8]
mov.b v29[0], v23[0]
mov.b v14[12], v8[8]
mov.b v13[1], v25[7]
mov.d v4[1], x3
mov.d v6[0], x17
mov.d v30[1], x22
mov.d v5[1], x11
mov.d v14[1], v31[0]
mov.d v21[0], v11[1]
mov.d v3[1], v12[0]
mov.d v21[1], v5[1]
mov.h v27[4], w13
mov.h v17[0], w5
mov.h v7[0], w15
mov.h v19[2], w27
mov.h v19[0], v14[1]
mov.h v21[7], v23[0]
mov.h v22[0], v2[1]
mov.h v28[7], v24[3]
mov.s v25[2], w8
mov.s v9[0], w20
mov.s v16[0], w12
mov.s v22[0], w2
mov.s v0[3], v4[0]
mov.s v17[0], v18[2]
mov.s v25[0], v12[2]
mov.s v23[3], v7[1]
ld1.16b { v30, v31, v0, v1 }, [x19]
ld1.16b { v8, v9, v10, v11 }, [x10]
ld1.16b { v0, v1, v2, v3 }, [x5]
ld1.16b { v28, v29, v30, v31 }, [x28]
ld1.16b { v20, v21, v22, v23 }, [x1], x12
ld1.16b { v30, v31, v0, v1 }, [x10], x21
ld1.16b { v8, v9, v10, v11 }, [x7], x22
ld1.16b { v23, v24, v25, v26 }, [x1], x9
ld1.1d { v6, v7, v8, v9 }, [x10]
ld1.1d { v25, v26, v27, v28 }, [x20]
ld1.1d { v10, v11, v12, v13 }, [x1]
ld1.1d { v3, v4, v5, v6 }, [x15]
ld1.1d { v16, v17, v18, v19 }, [x27], x1
ld1.1d { v12, v13, v14, v15 }, [x6], #32
ld1.1d { v23, v24, v25, v26 }, [x20], x8
ld1.1d { v23, v24, v25, v26 }, [sp], x23
ld1.2d { v23, v24, v25, v26 }, [x29]
ld1.2d { v16, v17, v18, v19 }, [x8]
ld1.2d { v9, v10, v11, v12 }, [x28]
ld1.2d { v14, v15, v16, v17 }, [x10]
ld1.2d { v22, v23, v24, v25 }, [x19], x4
ld1.2d { v16, v17, v18, v19 }, [x29], x17
ld1.2d { v4, v5, v6, v7 }, [x5], x29
ld1.2d { v22, v23, v24, v25 }, [x3], x14
ld1.2s { v20, v21, v22, v23 }, [x2]
ld1.2s { v10, v11, v12, v13 }, [x0]
ld1.2s { v7, v8, v9, v10 }, [x22]
ld1.2s { v3, v4, v5, v6 }, [x5]
ld1.2s { v30, v31, v0, v1 }, [x0], x27
ld1.2s { v7, v8, v9, v10 }, [x21], x19
ld1.2s { v5, v6, v7, v8 }, [x23], x20
ld1.2s { v11, v12, v13, v14 }, [x16], x21
ld1.4h { v30, v31, v0, v1 }, [x23]
ld1.4h { v4, v5, v6, v7 }, [x28]
ld1.4h { v30, v31, v0, v1 }, [x9]
ld1.4h { v13, v14, v15, v16 }, [x18]
ld1.4h { v31, v0, v1, v2 }, [x4], x22
ld1.4h { v13, v14, v15, v16 }, [x15], x10
ld1.4h { v0, v1, v2, v3 }, [x23], x29
ld1.4h { v20, v21, v22, v23 }, [x28], x7
ld1.4s { v20, v21, v22, v23 }, [x19]
ld1.4s { v6, v7, v8, v9 }, [x23]
ld1.4s { v13, v14, v15, v16 }, [x29]
ld1.4s { v30, v31, v0, v1 }, [x15]
ld1.4s { v23, v24, v25, v26 }, [x1], x13
ld1.4s { v23, v24, v25, v26 }, [x2], x18
ld1.4s { v23, v24, v25, v26 }, [x3], x0
ld1.4s { v23, v24, v25, v26 }, [x8], x11
ld1.8b { v11, v12, v13, v14 }, [x17]
ld1.8b { v30, v31, v0, v1 }, [x8]
ld1.8b { v3, v4, v5, v6 }, [x20]
ld1.8b { v18, v19, v20, v21 }, [x28]
ld1.8b { v15, v16, v17, v18 }, [x26], x3
ld1.8b { v19, v20, v21, v22 }, [x29], x23
ld1.8b { v23, v24, v25, v26 }, [x0], x26
ld1.8b { v26, v27, v28, v29 }, [x20], x6
ld1.8h { v15, v16, v17, v18 }, [x23]
ld1.8h { v12, v13, v14, v15 }, [x24]
ld1.8h { v1, v2, v3, v4 }, [x9]
ld1.8h { v11, v12, v13, v14 }, [x24]
ld1.8h { v16, v17, v18, v19 }, [x0], x4
ld1.8h { v25, v26, v27, v28 }, [x30], x3
ld1.8h { v14, v15, v16, v17 }, [x1], x2
ld1.8h { v29, v30, v31, v0 }, [x28], x4
ld1.16b { v23 }, [x27]
ld1.16b { v31 }, [x2]
ld1.16b { v17 }, [x22]
ld1.16b { v4 }, [x22]
ld1.16b { v10 }, [x12], x1
ld1.16b { v5 }, [x14], x26
ld1.16b { v4 }, [x20], x20
ld1.16b { v2 }, [x25], x8
ld1.1d { v4 }, [x12]
ld1.1d { v5 }, [x26]
ld1.1d { v8 }, [x19]
ld1.1d { v26 }, [x21]
ld1.1d { v5 }, [x9], x21
ld1.1d { v26 }, [x4], x24
ld1.1d { v3 }, [x8], x16
ld1.1d { v11 }, [x21], x18
ld1.2d { v8 }, [x13]
ld1.2d { v2 }, [x28]
ld1.2d { v2 }, [x5]
ld1.2d { v28 }, [x16]
ld1.2d { v0 }, [x8], x16
ld1.2d { v29 }, [x10], x4
ld1.2d { v24 }, [x8], x30
ld1.2d { v5 }, [x19], x6
ld1.2s { v20 }, [x22]
ld1.2s { v2 }, [x21]
ld1.2s { v0 }, [x22]
ld1.2s { v26 }, [x1]
ld1.2s { v21 }, [x11], x8
ld1.2s { v6 }, [x20], x29
ld1.2s { v2 }, [x23], #8
ld1.2s { v4 }, [x10], x2
ld1.4h { v11 }, [x26]
ld1.4h { v28 }, [x0]
ld1.4h { v29 }, [sp]
ld1.4h { v17 }, [x12]
ld1.4h { v19 }, [x30], x4
ld1.4h { v16 }, [x7], x26
ld1.4h { v10 }, [x5], x6
ld1.4h { v4 }, [x23], x19
ld1.4s { v14 }, [x17]
ld1.4s { v25 }, [x24]
ld1.4s { v28 }, [sp]
ld1.4s { v12 }, [x20]
ld1.4s { v7 }, [x23], x5
ld1.4s { v1 }, [x6], x24
ld1.4s { v0 }, [x23], x17
ld1.4s { v6 }, [sp], x13
ld1.8b { v10 }, [x11]
ld1.8b { v9 }, [x8]
ld1.8b { v3 }, [x18]
ld1.8b { v7 }, [x3]
ld1.8b { v18 }, [x13], x11
ld1.8b { v8 }, [x6], x16
ld1.8b { v0 }, [x24], x5
ld1.8b { v9 }, [x29], x23
ld1.8h { v5 }, [x16]
ld1.8h { v17 }, [x24]
ld1.8h { v19 }, [x26]
ld1.8h { v10 }, [x14]
ld1.8h { v9 }, [x30], x28
ld1.8h { v6 }, [x18], x1
ld1.8h { v29 }, [x13], x27
ld1.8h { v28 }, [x1], x4
ld1r.16b { v11 }, [x21]
ld1r.16b { v9 }, [x21]
ld1r.16b { v21 }, [x5]
ld1r.16b { v19 }, [x7]
ld1r.16b { v11 }, [sp], x9
ld1r.16b { v6 }, [x4], x20
ld1r.16b { v2 }, [x5], x10
ld1r.16b { v19 }, [x25], x7
ld1r.1d { v9 }, [x20]
ld1r.1d { v11 }, [x11]
ld1r.1d { v28 }, [x27]
ld1r.1d { v6 }, [x18]
ld1r.1d { v11 }, [x28], x14
ld1r.1d { v11 }, [x25], x15
ld1r.1d { v17 }, [x24], x26
ld1r.1d { v27 }, [x10], x14
ld1r.2d { v22 }, [x20]
ld1r.2d { v25 }, [x8]
ld1r.2d { v16 }, [x19]
ld1r.2d { v8 }, [x18]
ld1r.2d { v9 }, [x4], x4
ld1r.2d { v30 }, [x24], x2
ld1r.2d { v1 }, [x18], x12
ld1r.2d { v29 }, [x20], x11
ld1r.2s { v26 }, [x8]
ld1r.2s { v26 }, [x26]
ld1r.2s { v10 }, [x16]
ld1r.2s { v27 }, [sp]
ld1r.2s { v25 }, [x14], x8
ld1r.2s { v30 }, [x20], x11
ld1r.2s { v6 }, [x19], x27
ld1r.2s { v29 }, [x8], x6
ld1r.4h { v10 }, [x7]
ld1r.4h { v29 }, [x3]
ld1r.4h { v22 }, [x7]
ld1r.4h { v15 }, [x3]
ld1r.4h { v1 }, [x30], x30
ld1r.4h { v2 }, [x12], #2
ld1r.4h { v20 }, [x26], x22
ld1r.4h { v15 }, [x23], x26
ld1r.4s { v20 }, [x14]
ld1r.4s { v3 }, [x22]
ld1r.4s { v13 }, [x8]
ld1r.4s { v10 }, [x3]
ld1r.4s { v15 }, [x22], x3
ld1r.4s { v18 }, [x28], x25
ld1r.4s { v22 }, [x11], x25
ld1r.4s { v12 }, [x15], x6
ld1r.8b { v5 }, [x11]
ld1r.8b { v19 }, [x2]
ld1r.8b { v21 }, [x23]
ld1r.8b { v6 }, [x13]
ld1r.8b { v31 }, [x0], x5
ld1r.8b { v30 }, [x22], #1
ld1r.8b { v15 }, [x29], x6
ld1r.8b { v0 }, [x22], x9
ld1r.8h { v30 }, [x22]
ld1r.8h { v27 }, [x11]
ld1r.8h { v3 }, [x3]
ld1r.8h { v27 }, [x14]
ld1r.8h { v27 }, [x21], x3
ld1r.8h { v30 }, [x10], x23
ld1r.8h { v4 }, [x23], #2
ld1r.8h { v7 }, [x29], x22
ld1.16b { v11, v12, v13 }, [x15]
ld1.16b { v28, v29, v30 }, [x0]
ld1.16b { v18, v19, v20 }, [x9]
ld1.16b { v15, v16, v17 }, [x10]
ld1.16b { v7, v8, v9 }, [x2], x12
ld1.16b { v22, v23, v24 }, [x26], x29
ld1.16b { v14, v15, v16 }, [x14], x23
ld1.16b { v6, v7, v8 }, [x18], x10
ld1.1d { v27, v28, v29 }, [x16]
ld1.1d { v7, v8, v9 }, [x8]
ld1.1d { v28, v29, v30 }, [x23]
ld1.1d { v8, v9, v10 }, [x27]
ld1.1d { v10, v11, v12 }, [x10], x23
ld1.1d { v11, v12, v13 }, [x13], x28
ld1.1d { v2, v3, v4 }, [x24], x17
ld1.1d { v3, v4, v5 }, [x14], x16
ld1.2d { v5, v6, v7 }, [x20]
ld1.2d { v31, v0, v1 }, [x12]
ld1.2d { v8, v9, v10 }, [sp]
ld1.2d { v20, v21, v22 }, [x22]
ld1.2d { v8, v9, v10 }, [x22], x15
ld1.2d { v6, v7, v8 }, [x28], x5
ld1.2d { v16, v17, v18 }, [x11], x4
ld1.2d { v14, v15, v16 }, [x12], x5
ld1.2s { v31, v0, v1 }, [x17]
ld1.2s { v24, v25, v26 }, [x2]
ld1.2s { v1, v2, v3 }, [x14]
ld1.2s { v10, v11, v12 }, [x26]
ld1.2s { v1, v2, v3 }, [x27], x3
ld1.2s { v10, v11, v12 }, [x20], x26
ld1.2s { v14, v15, v16 }, [x28], x16
ld1.2s { v10, v11, v12 }, [x24], x21
ld1.4h { v20, v21, v22 }, [x7]
ld1.4h { v5, v6, v7 }, [x30]
ld1.4h { v13, v14, v15 }, [x23]
ld1.4h { v11, v12, v13 }, [sp]
ld1.4h { v11, v12, v13 }, [x25], x18
ld1.4h { v2, v3, v4 }, [x14], x15
ld1.4h { v23, v24, v25 }, [x19], x22
ld1.4h { v19, v20, v21 }, [x27], x19
ld1.4s { v0, v1, v2 }, [x29]
ld1.4s { v19, v20, v21 }, [x3]
ld1.4s { v11, v12, v13 }, [x21]
ld1.4s { v24, v25, v26 }, [x27]
ld1.4s { v24, v25, v26 }, [x19], x4
ld1.4s { v10, v11, v12 }, [x29], x14
ld1.4s { v15, v16, v17 }, [x18], x9
ld1.4s { v10, v11, v12 }, [x26], x16
ld1.8b { v12, v13, v14 }, [x5]
ld1.8b { v14, v15, v16 }, [x25]
ld1.8b { v11, v12, v13 }, [x16]
ld1.8b { v11, v12, v13 }, [x1]
ld1.8b { v29, v30, v31 }, [x9], x1
ld1.8b { v4, v5, v6 }, [x11], x26
ld1.8b { v0, v1, v2 }, [x16], x4
ld1.8b { v12, v13, v14 }, [x6], x10
ld1.8h { v30, v31, v0 }, [x3]
ld1.8h { v9, v10, v11 }, [x17]
ld1.8h { v5, v6, v7 }, [x23]
ld1.8h { v6, v7, v8 }, [x1]
ld1.8h { v28, v29, v30 }, [x28], x6
ld1.8h { v13, v14, v15 }, [x17], x21
ld1.8h { v12, v13, v14 }, [x26], x2
ld1.8h { v30, v31, v0 }, [x13], x4
ld1.16b { v20, v21 }, [x30]
ld1.16b { v17, v18 }, [x26]
ld1.16b { v29, v30 }, [x13]
ld1.16b { v28, v29 }, [x29]
ld1.16b { v2, v3 }, [sp], x17
ld1.16b { v17, v18 }, [x14], x15
ld1.16b { v20, v21 }, [x4], x14
ld1.16b { v9, v10 }, [x8], x10
ld1.1d { v20, v21 }, [x17]
ld1.1d { v13, v14 }, [x5]
ld1.1d { v14, v15 }, [x22]
ld1.1d { v0, v1 }, [x10]
ld1.1d { v9, v10 }, [sp], x5
ld1.1d { v16, v17 }, [x28], x26
ld1.1d { v17, v18 }, [sp], x14
ld1.1d { v5, v6 }, [x21], x26
ld1.2d { v24, v25 }, [x25]
ld1.2d { v22, v23 }, [x11]
ld1.2d { v3, v4 }, [x23]
ld1.2d { v18, v19 }, [x13]
ld1.2d { v16, v17 }, [x28], x3
ld1.2d { v9, v10 }, [x12], x13
ld1.2d { v9, v10 }, [x10], x5
ld1.2d { v25, v26 }, [x22], x1
ld1.2s { v19, v20 }, [x27]
ld1.2s { v6, v7 }, [x24]
ld1.2s { v6, v7 }, [x26]
ld1.2s { v0, v1 }, [x8]
ld1.2s { v26, v27 }, [x11], x25
ld1.2s { v24, v25 }, [x0], x21
ld1.2s { v3, v4 }, [x13], x17
ld1.2s { v17, v18 }, [x3], #16
ld1.4h { v29, v30 }, [x29]
ld1.4h { v31, v0 }, [x2]
ld1.4h { v5, v6 }, [x20]
ld1.4h { v25, v26 }, [x24]
ld1.4h { v28, v29 }, [x15], x28
ld1.4h { v5, v6 }, [x28], x1
ld1.4h { v30, v31 }, [x6], x11
ld1.4h { v18, v19 }, [x9], x12
ld1.4s { v12, v13 }, [x18]
ld1.4s { v2, v3 }, [x1]
ld1.4s { v10, v11 }, [x29]
ld1.4s { v18, v19 }, [x27]
ld1.4s { v25, v26 }, [x26], x5
ld1.4s { v10, v11 }, [x16], x24
ld1.4s { v18, v19 }, [x24], x9
ld1.4s { v21, v22 }, [x7], x0
ld1.8b { v17, v18 }, [x19]
ld1.8b { v21, v22 }, [x19]
ld1.8b { v3, v4 }, [x20]
ld1.8b { v8, v9 }, [x25]
ld1.8b { v19, v20 }, [x4], x8
ld1.8b { v27, v28 }, [x25], x11
ld1.8b { v15, v16 }, [x21], x21
ld1.8b { v20, v21 }, [x0], x26
ld1.8h { v28, v29 }, [x7]
ld1.8h { v30, v31 }, [x23]
ld1.8h { v28, v29 }, [x20]
ld1.8h { v31, v0 }, [x27]
ld1.8h { v3, v4 }, [x8], x13
ld1.8h { v0, v1 }, [x27], x1
ld1.8h { v9, v10 }, [x2], x19
ld1.8h { v5, v6 }, [x20], x11
ld1.b { v23 }[0], [x20]
ld1.b { v14 }[11], [x2]
ld1.b { v7 }[3], [x17]
ld1.b { v24 }[11], [x14]
ld1.b { v24 }[0], [x5], x5
ld1.b { v20 }[11], [x6], x21
ld1.b { v6 }[11], [x22], x14
ld1.b { v17 }[9], [x17], x26
ld1.d { v7 }[0], [x14]
ld1.d { v16 }[0], [x19]
ld1.d { v29 }[0], [x28]
ld1.d { v23 }[1], [x20]
ld1.d { v21 }[1], [x11], x10
ld1.d { v14 }[0], [x7], x13
ld1.d { v25 }[1], [x26], x20
ld1.d { v4 }[1], [x12], x4
ld1.h { v16 }[6], [x1]
ld1.h { v19 }[1], [x12]
ld1.h { v9 }[1], [x6]
ld1.h { v28 }[0], [x26]
ld1.h { v1 }[5], [x2], x1
ld1.h { v7 }[2], [x18], #2
ld1.h { v14 }[5], [x30], x12
ld1.h { v9 }[4], [x9], x19
ld1.s { v27 }[3], [x14]
ld1.s { v8 }[0], [x9]
ld1.s { v31 }[0], [x26]
ld1.s { v22 }[3], [x9]
ld1.s { v7 }[0], [x21], x10
ld1.s { v27 }[1], [x30], x10
ld1.s { v25 }[0], [x8], x1
ld1.s { v14 }[0], [x12], x23
ld2r.16b { v26, v27 }, [x8]
ld2r.16b { v10, v11 }, [x10]
ld2r.16b { v24, v25 }, [x29]
ld2r.16b { v7, v8 }, [x23]
ld2r.16b { v29, v30 }, [x6], x24
ld2r.16b { v28, v29 }, [x25], x6
ld2r.16b { v20, v21 }, [x25], x2
ld2r.16b { v8, v9 }, [x7], x28
ld2r.1d { v16, v17 }, [sp]
ld2r.1d { v9, v10 }, [x18]
ld2r.1d { v10, v11 }, [x9]
ld2r.1d { v28, v29 }, [x22]
ld2r.1d { v17, v18 }, [x24], x1
ld2r.1d { v29, v30 }, [x0], x15
ld2r.1d { v0, v1 }, [x0], x18
ld2r.1d { v19, v20 }, [x3], x22
ld2r.2d { v19, v20 }, [x24]
ld2r.2d { v24, v25 }, [x15]
ld2r.2d { v23, v24 }, [x16]
ld2r.2d { v16, v17 }, [x29]
ld2r.2d { v20, v21 }, [x12], x30
ld2r.2d { v9, v10 }, [x4], x4
ld2r.2d { v24, v25 }, [x25], x8
ld2r.2d { v0, v1 }, [x1], x27
ld2r.2s { v16, v17 }, [x5]
ld2r.2s { v12, v13 }, [x2]
ld2r.2s { v12, v13 }, [x10]
ld2r.2s { v7, v8 }, [x17]
ld2r.2s { v30, v31 }, [x16], x24
ld2r.2s { v18, v19 }, [x14], x2
ld2r.2s { v7, v8 }, [x25], x18
ld2r.2s { v7, v8 }, [x18], x21
ld2r.4h { v2, v3 }, [x12]
ld2r.4h { v13, v14 }, [x11]
ld2r.4h { v30, v31 }, [x14]
ld2r.4h { v23, v24 }, [x27]
ld2r.4h { v6, v7 }, [x1], x1
ld2r.4h { v6, v7 }, [x12], x0
ld2r.4h { v30, v31 }, [x21], x26
ld2r.4h { v21, v22 }, [sp], #4
ld2r.4s { v29, v30 }, [x1]
ld2r.4s { v11, v12 }, [x24]
ld2r.4s { v5, v6 }, [x18]
ld2r.4s { v14, v15 }, [x13]
ld2r.4s { v13, v14 }, [x1], x12
ld2r.4s { v13, v14 }, [x13], x29
ld2r.4s { v20, v21 }, [x14], x13
ld2r.4s { v11, v12 }, [x13], x15
ld2r.8b { v18, v19 }, [x10]
ld2r.8b { v29, v30 }, [x25]
ld2r.8b { v24, v25 }, [x29]
ld2r.8b { v26, v27 }, [x2]
ld2r.8b { v28, v29 }, [x10], x11
ld2r.8b { v31, v0 }, [x22], x10
ld2r.8b { v15, v16 }, [x20], x11
ld2r.8b { v28, v29 }, [x9], x20
ld2r.8h { v6, v7 }, [x1]
ld2r.8h { v7, v8 }, [x2]
ld2r.8h { v15, v16 }, [x25]
ld2r.8h { v9, v10 }, [x19]
ld2r.8h { v13, v14 }, [x1], x7
ld2r.8h { v8, v9 }, [x25], x14
ld2r.8h { v20, v21 }, [x30], x23
ld2r.8h { v17, v18 }, [x16], x29
ld2.b { v28, v29 }[0], [x15]
ld2.b { v15, v16 }[15], [x6]
ld2.b { v31, v0 }[8], [x19]
ld2.b { v12, v13 }[7], [x19]
ld2.b { v20, v21 }[6], [x24], x3
ld2.b { v17, v18 }[0], [x9], #2
ld2.b { v27, v28 }[13], [x13], x10
ld2.b { v25, v26 }[6], [x26], x1
ld2.d { v10, v11 }[1], [x20]
ld2.d { v12, v13 }[1], [x9]
ld2.d { v26, v27 }[0], [x2]
ld2.d { v13, v14 }[1], [x12]
ld2.d { v30, v31 }[1], [x17], x3
ld2.d { v17, v18 }[0], [x2], x20
ld2.d { v31, v0 }[1], [x7], x19
ld2.d { v13, v14 }[1], [x3], x15
ld2.h { v4, v5 }[4], [x29]
ld2.h { v4, v5 }[6], [x27]
ld2.h { v21, v22 }[0], [x29]
ld2.h { v10, v11 }[1], [x26]
ld2.h { v10, v11 }[1], [x28], x0
ld2.h { v15, v16 }[1], [x20], x23
ld2.h { v7, v8 }[6], [x12], x16
ld2.h { v4, v5 }[1], [x15], x0
ld2.s { v22, v23 }[3], [x19]
ld2.s { v15, v16 }[0], [x24]
ld2.s { v31, v0 }[2], [x25]
ld2.s { v28, v29 }[0], [x27]
ld2.s { v29, v30 }[3], [x10], #8
ld2.s { v12, v13 }[2], [x2], x20
ld2.s { v1, v2 }[2], [x25], x9
ld2.s { v0, v1 }[0], [x10], x29
ld2.16b { v31, v0 }, [x13]
ld2.16b { v23, v24 }, [x18]
ld2.16b { v30, v31 }, [x9]
ld2.16b { v15, v16 }, [x12]
ld2.16b { v0, v1 }, [sp], #32
ld2.16b { v5, v6 }, [x12], x11
ld2.16b { v8, v9 }, [x7], x9
ld2.16b { v28, v29 }, [x13], x7
ld2.2d { v23, v24 }, [x5]
ld2.2d { v29, v30 }, [x13]
ld2.2d { v6, v7 }, [x24]
ld2.2d { v23, v24 }, [x15]
ld2.2d { v21, v22 }, [x8], x19
ld2.2d { v30, v31 }, [x16], x29
ld2.2d { v22, v23 }, [x13], x20
ld2.2d { v24, v25 }, [x7], x0
ld2.2s { v20, v21 }, [x5]
ld2.2s { v29, v30 }, [sp]
ld2.2s { v25, v26 }, [x22]
ld2.2s { v18, v19 }, [x28]
ld2.2s { v30, v31 }, [x12], x18
ld2.2s { v23, v24 }, [x8], x23
ld2.2s { v9, v10 }, [x14], x14
ld2.2s { v29, v30 }, [x19], x27
ld2.4h { v12, v13 }, [x22]
ld2.4h { v3, v4 }, [x20]
ld2.4h { v8, v9 }, [x3]
ld2.4h { v22, v23 }, [x5]
ld2.4h { v30, v31 }, [x16], x19
ld2.4h { v10, v11 }, [x17], x4
ld2.4h { v16, v17 }, [x10], x20
ld2.4h { v1, v2 }, [x5], x11
ld2.4s { v19, v20 }, [sp]
ld2.4s { v2, v3 }, [x23]
ld2.4s { v28, v29 }, [x20]
ld2.4s { v9, v10 }, [x13]
ld2.4s { v14, v15 }, [x13], x18
ld2.4s { v19, v20 }, [x15], x16
ld2.4s { v19, v20 }, [x3], x26
ld2.4s { v7, v8 }, [x3], x29
ld2.8b { v18, v19 }, [x29]
ld2.8b { v25, v26 }, [x25]
ld2.8b { v7, v8 }, [x16]
ld2.8b { v5, v6 }, [x27]
ld2.8b { v10, v11 }, [x6], x1
ld2.8b { v19, v20 }, [x25], x19
ld2.8b { v0, v1 }, [x3], x20
ld2.8b { v5, v6 }, [x26], x14
ld2.8h { v16, v17 }, [x6]
ld2.8h { v10, v11 }, [x25]
ld2.8h { v17, v18 }, [x13]
ld2.8h { v0, v1 }, [x2]
ld2.8h { v13, v14 }, [x8], x20
ld2.8h { v4, v5 }, [x21], x11
ld2.8h { v9, v10 }, [x21], x16
ld2.8h { v8, v9 }, [x5], #32
ld3r.16b { v17, v18, v19 }, [x0]
ld3r.16b { v8, v9, v10 }, [x0]
ld3r.16b { v14, v15, v16 }, [x21]
ld3r.16b { v15, v16, v17 }, [x0]
ld3r.16b { v0, v1, v2 }, [x5], x5
ld3r.16b { v20, v21, v22 }, [x15], x24
ld3r.16b { v8, v9, v10 }, [x29], x5
ld3r.16b { v10, v11, v12 }, [x9], x8
ld3r.1d { v6, v7, v8 }, [x17]
ld3r.1d { v0, v1, v2 }, [x16]
ld3r.1d { v27, v28, v29 }, [x26]
ld3r.1d { v15, v16, v17 }, [x19]
ld3r.1d { v9, v10, v11 }, [x12], x30
ld3r.1d { v3, v4, v5 }, [x15], x18
ld3r.1d { v4, v5, v6 }, [x29], x18
ld3r.1d { v17, v18, v19 }, [x6], x10
ld3r.2d { v8, v9, v10 }, [x20]
ld3r.2d { v0, v1, v2 }, [x7]
ld3r.2d { v15, v16, v17 }, [x17]
ld3r.2d { v5, v6, v7 }, [x2]
ld3r.2d { v11, v12, v13 }, [x25], x6
ld3r.2d { v17, v18, v19 }, [x12], x4
ld3r.2d { v7, v8, v9 }, [x22], x7
ld3r.2d { v13, v14, v15 }, [x29], x4
ld3r.2s { v15, v16, v17 }, [x30]
ld3r.2s { v11, v12, v13 }, [x18]
ld3r.2s { v4, v5, v6 }, [x9]
ld3r.2s { v6, v7, v8 }, [x27]
ld3r.2s { v13, v14, v15 }, [x3], x6
ld3r.2s { v17, v18, v19 }, [x27], x13
ld3r.2s { v11, v12, v13 }, [x20], x25
ld3r.2s { v12, v13, v14 }, [x6], x15
ld3r.4h { v11, v12, v13 }, [x17]
ld3r.4h { v11, v12, v13 }, [x0]
ld3r.4h { v20, v21, v22 }, [x13]
ld3r.4h { v31, v0, v1 }, [x26]
ld3r.4h { v13, v14, v15 }, [x22], x17
ld3r.4h { v0, v1, v2 }, [x20], x16
ld3r.4h { v7, v8, v9 }, [x23], x12
ld3r.4h { v0, v1, v2 }, [x3], x30
ld3r.4s { v15, v16, v17 }, [x20]
ld3r.4s { v30, v31, v0 }, [x5]
ld3r.4s { v14, v15, v16 }, [x24]
ld3r.4s { v24, v25, v26 }, [x14]
ld3r.4s { v19, v20, v21 }, [x25], x18
ld3r.4s { v16, v17, v18 }, [x30], x22
ld3r.4s { v21, v22, v23 }, [x17], x2
ld3r.4s { v1, v2, v3 }, [x19], x18
ld3r.8b { v20, v21, v22 }, [x7]
ld3r.8b { v6, v7, v8 }, [x29]
ld3r.8b { v17, v18, v19 }, [x7]
ld3r.8b { v8, v9, v10 }, [x28]
ld3r.8b { v17, v18, v19 }, [x29], x13
ld3r.8b { v14, v15, v16 }, [x24], x21
ld3r.8b { v25, v26, v27 }, [sp], x7
ld3r.8b { v20, v21, v22 }, [x18], x18
ld3r.8h { v13, v14, v15 }, [x17]
ld3r.8h { v0, v1, v2 }, [x11]
ld3r.8h { v30, v31, v0 }, [x21]
ld3r.8h { v28, v29, v30 }, [x14]
ld3r.8h { v19, v20, v21 }, [x1], x0
ld3r.8h { v20, v21, v22 }, [x8], x9
ld3r.8h { v0, v1, v2 }, [x9], x2
ld3r.8h { v20, v21, v22 }, [x1], x14
ld3.b { v15, v16, v17 }[15], [x2]
ld3.b { v30, v31, v0 }[7], [x21]
ld3.b { v13, v14, v15 }[1], [x11]
ld3.b { v5, v6, v7 }[5], [x10]
ld3.b { v2, v3, v4 }[1], [x24], x27
ld3.b { v20, v21, v22 }[3], [x12], x17
ld3.b { v30, v31, v0 }[0], [x4], x25
ld3.b { v23, v24, v25 }[0], [x4], x0
ld3.d { v22, v23, v24 }[1], [x8]
ld3.d { v21, v22, v23 }[1], [x22]
ld3.d { v31, v0, v1 }[0], [x29]
ld3.d { v12, v13, v14 }[1], [x12]
ld3.d { v31, v0, v1 }[1], [x27], x22
ld3.d { v29, v30, v31 }[1], [x26], #24
ld3.d { v6, v7, v8 }[1], [x25], x10
ld3.d { v1, v2, v3 }[0], [x16], x1
ld3.h { v24, v25, v26 }[1], [x30]
ld3.h { v27, v28, v29 }[6], [x2]
ld3.h { v26, v27, v28 }[7], [x22]
ld3.h { v19, v20, v21 }[2], [x7]
ld3.h { v10, v11, v12 }[1], [x22], x3
ld3.h { v8, v9, v10 }[2], [x19], x12
ld3.h { v24, v25, v26 }[2], [x29], x1
ld3.h { v7, v8, v9 }[0], [x7], x25
ld3.s { v6, v7, v8 }[2], [x9]
ld3.s { v22, v23, v24 }[3], [x6]
ld3.s { v27, v28, v29 }[0], [x20]
ld3.s { v17, v18, v19 }[1], [x12]
ld3.s { v5, v6, v7 }[0], [x12], x27
ld3.s { v5, v6, v7 }[3], [x26], x5
ld3.s { v15, v16, v17 }[3], [x18], x14
ld3.s { v4, v5, v6 }[0], [x6], x11
ld3.16b { v25, v26, v27 }, [x27]
ld3.16b { v2, v3, v4 }, [x3]
ld3.16b { v7, v8, v9 }, [sp]
ld3.16b { v28, v29, v30 }, [x20]
ld3.16b { v1, v2, v3 }, [x24], x22
ld3.16b { v20, v21, v22 }, [x22], x28
ld3.16b { v1, v2, v3 }, [x17], x26
ld3.16b { v25, v26, v27 }, [x8], x3
ld3.2d { v31, v0, v1 }, [sp]
ld3.2d { v1, v2, v3 }, [x20]
ld3.2d { v3, v4, v5 }, [x22]
ld3.2d { v27, v28, v29 }, [x25]
ld3.2d { v6, v7, v8 }, [x26], x13
ld3.2d { v12, v13, v14 }, [x28], x11
ld3.2d { v9, v10, v11 }, [x19], x9
ld3.2d { v8, v9, v10 }, [x11], x19
ld3.2s { v7, v8, v9 }, [x30]
ld3.2s { v0, v1, v2 }, [x23]
ld3.2s { v15, v16, v17 }, [x25]
ld3.2s { v24, v25, v26 }, [x1]
ld3.2s { v31, v0, v1 }, [x21], x28
ld3.2s { v6, v7, v8 }, [x23], x24
ld3.2s { v28, v29, v30 }, [x7], x17
ld3.2s { v27, v28, v29 }, [x14], x4
ld3.4h { v9, v10, v11 }, [x13]
ld3.4h { v0, v1, v2 }, [x11]
ld3.4h { v9, v10, v11 }, [x27]
ld3.4h { v25, v26, v27 }, [x6]
ld3.4h { v25, v26, v27 }, [x15], x8
ld3.4h { v15, v16, v17 }, [x8], x7
ld3.4h { v17, v18, v19 }, [x24], x8
ld3.4h { v3, v4, v5 }, [x10], x9
ld3.4s { v29, v30, v31 }, [x3]
ld3.4s { v15, v16, v17 }, [x9]
ld3.4s { v6, v7, v8 }, [x8]
ld3.4s { v24, v25, v26 }, [x2]
ld3.4s { v12, v13, v14 }, [x19], x15
ld3.4s { v0, v1, v2 }, [x18], x14
ld3.4s { v0, v1, v2 }, [x7], x30
ld3.4s { v21, v22, v23 }, [x23], x23
ld3.8b { v21, v22, v23 }, [x26]
ld3.8b { v7, v8, v9 }, [x27]
ld3.8b { v25, v26, v27 }, [x19]
ld3.8b { v0, v1, v2 }, [x19]
ld3.8b { v19, v20, v21 }, [x2], x23
ld3.8b { v13, v14, v15 }, [sp], x15
ld3.8b { v17, v18, v19 }, [x30], x2
ld3.8b { v6, v7, v8 }, [x27], x20
ld3.8h { v12, v13, v14 }, [x12]
ld3.8h { v6, v7, v8 }, [x6]
ld3.8h { v5, v6, v7 }, [x3]
ld3.8h { v14, v15, v16 }, [x9]
ld3.8h { v18, v19, v20 }, [x27], x11
ld3.8h { v27, v28, v29 }, [x8], x27
ld3.8h { v14, v15, v16 }, [x9], x1
ld3.8h { v15, v16, v17 }, [x1], x11
ld4r.16b { v5, v6, v7, v8 }, [x24]
ld4r.16b { v9, v10, v11, v12 }, [x0]
ld4r.16b { v29, v30, v31, v0 }, [x21]
ld4r.16b { v21, v22, v23, v24 }, [x22]
ld4r.16b { v23, v24, v25, v26 }, [x30], x13
ld4r.16b { v20, v21, v22, v23 }, [x0], x4
ld4r.16b { v24, v25, v26, v27 }, [x25], x17
ld4r.16b { v11, v12, v13, v14 }, [x10], x14
ld4r.1d { v7, v8, v9, v10 }, [x24]
ld4r.1d { v29, v30, v31, v0 }, [x13]
ld4r.1d { v29, v30, v31, v0 }, [x2]
ld4r.1d { v17, v18, v19, v20 }, [x2]
ld4r.1d { v17, v18, v19, v20 }, [x7], x11
ld4r.1d { v5, v6, v7, v8 }, [sp], x24
ld4r.1d { v5, v6, v7, v8 }, [x8], x5
ld4r.1d { v27, v28, v29, v30 }, [x25], x10
ld4r.2d { v2, v3, v4, v5 }, [x4]
ld4r.2d { v18, v19, v20, v21 }, [x13]
ld4r.2d { v25, v26, v27, v28 }, [x25]
ld4r.2d { v21, v22, v23, v24 }, [x8]
ld4r.2d { v15, v16, v17, v18 }, [x8], x15
ld4r.2d { v31, v0, v1, v2 }, [x27], x7
ld4r.2d { v31, v0, v1, v2 }, [x23], x12
ld4r.2d { v19, v20, v21, v22 }, [x4], x6
ld4r.2s { v25, v26, v27, v28 }, [x29]
ld4r.2s { v27, v28, v29, v30 }, [x25]
ld4r.2s { v22, v23, v24, v25 }, [x13]
ld4r.2s { v5, v6, v7, v8 }, [x14]
ld4r.2s { v27, v28, v29, v30 }, [x11], x18
ld4r.2s { v6, v7, v8, v9 }, [x15], x0
ld4r.2s { v13, v14, v15, v16 }, [x10], x11
ld4r.2s { v7, v8, v9, v10 }, [x30], x27
ld4r.4h { v28, v29, v30, v31 }, [x9]
ld4r.4h { v25, v26, v27, v28 }, [x11]
ld4r.4h { v10, v11, v12, v13 }, [x10]
ld4r.4h { v31, v0, v1, v2 }, [x1]
ld4r.4h { v19, v20, v21, v22 }, [x14], x19
ld4r.4h { v4, v5, v6, v7 }, [x23], x9
ld4r.4h { v16, v17, v18, v19 }, [x22], x19
ld4r.4h { v5, v6, v7, v8 }, [x28], x9
ld4r.4s { v19, v20, v21, v22 }, [x30]
ld4r.4s { v17, v18, v19, v20 }, [x10]
ld4r.4s { v30, v31, v0, v1 }, [x1]
ld4r.4s { v29, v30, v31, v0 }, [x2]
ld4r.4s { v15, v16, v17, v18 }, [x11], x5
ld4r.4s { v20, v21, v22, v23 }, [x18], x12
ld4r.4s { v28, v29, v30, v31 }, [x30], x23
ld4r.4s { v21, v22, v23, v24 }, [x11], x11
ld4r.8b { v18, v19, v20, v21 }, [x13]
ld4r.8b { v19, v20, v21, v22 }, [x17]
ld4r.8b { v8, v9, v10, v11 }, [x21]
ld4r.8b { v8, v9, v10, v11 }, [x2]
ld4r.8b { v5, v6, v7, v8 }, [x7], x9
ld4r.8b { v12, v13, v14, v15 }, [x21], x1
ld4r.8b { v11, v12, v13, v14 }, [x26], x16
ld4r.8b { v18, v19, v20, v21 }, [x7], x19
ld4r.8h { v3, v4, v5, v6 }, [x7]
ld4r.8h { v16, v17, v18, v19 }, [x19]
ld4r.8h { v24, v25, v26, v27 }, [x3]
ld4r.8h { v12, v13, v14, v15 }, [x22]
ld4r.8h { v8, v9, v10, v11 }, [x9], x18
ld4r.8h { v20, v21, v22, v23 }, [x0], x8
ld4r.8h { v11, v12, v13, v14 }, [x13], x1
ld4r.8h { v23, v24, v25, v26 }, [x23], x4
ld4.b { v4, v5, v6, v7 }[11], [x28]
ld4.b { v26, v27, v28, v29 }[15], [x7]
ld4.b { v19, v20, v21, v22 }[9], [x18]
ld4.b { v31, v0, v1, v2 }[0], [x20]
ld4.b { v4, v5, v6, v7 }[0], [x18], x17
ld4.b { v29, v30, v31, v0 }[7], [x25], x17
ld4.b { v21, v22, v23, v24 }[0], [x10], x17
ld4.b { v10, v11, v12, v13 }[14], [x9], x13
ld4.d { v13, v14, v15, v16 }[1], [x1]
ld4.d { v0, v1, v2, v3 }[0], [x15]
ld4.d { v8, v9, v10, v11 }[1], [x1]
ld4.d { v14, v15, v16, v17 }[1], [x3]
ld4.d { v24, v25, v26, v27 }[1], [x18], x15
ld4.d { v10, v11, v12, v13 }[1], [x18], x4
ld4.d { v8, v9, v10, v11 }[0], [x3], #32
ld4.d { v25, v26, v27, v28 }[1], [x2], x23
ld4.h { v14, v15, v16, v17 }[3], [x10]
ld4.h { v10, v11, v12, v13 }[0], [x23]
ld4.h { v1, v2, v3, v4 }[7], [x28]
ld4.h { v30, v31, v0, v1 }[0], [x26]
ld4.h { v11, v12, v13, v14 }[5], [x12], x20
ld4.h { v31, v0, v1, v2 }[0], [x24], x12
ld4.h { v29, v30, v31, v0 }[6], [sp], x8
ld4.h { v4, v5, v6, v7 }[0], [x16], x12
ld4.s { v26, v27, v28, v29 }[1], [x20]
ld4.s { v18, v19, v20, v21 }[1], [x5]
ld4.s { v3, v4, v5, v6 }[2], [x8]
ld4.s { v24, v25, v26, v27 }[0], [x0]
ld4.s { v0, v1, v2, v3 }[2], [x15], x5
ld4.s { v20, v21, v22, v23 }[2], [x29], x13
ld4.s { v5, v6, v7, v8 }[3], [x16], x15
ld4.s { v1, v2, v3, v4 }[0], [x30], x3
ld4.16b { v26, v27, v28, v29 }, [x18]
ld4.16b { v27, v28, v29, v30 }, [x24]
ld4.16b { v7, v8, v9, v10 }, [x24]
ld4.16b { v0, v1, v2, v3 }, [x9]
ld4.16b { v18, v19, v20, v21 }, [sp], x9
ld4.16b { v11, v12, v13, v14 }, [x15], x11
ld4.16b { v20, v21, v22, v23 }, [x29], x18
ld4.16b { v17, v18, v19, v20 }, [x17], x0
ld4.2d { v25, v26, v27, v28 }, [x1]
ld4.2d { v17, v18, v19, v20 }, [x26]
ld4.2d { v24, v25, v26, v27 }, [x21]
ld4.2d { v22, v23, v24, v25 }, [x27]
ld4.2d { v5, v6, v7, v8 }, [x23], x13
ld4.2d { v19, v20, v21, v22 }, [x26], x22
ld4.2d { v16, v17, v18, v19 }, [x30], x30
ld4.2d { v14, v15, v16, v17 }, [x16], x5
ld4.2s { v7, v8, v9, v10 }, [x8]
ld4.2s { v24, v25, v26, v27 }, [x24]
ld4.2s { v21, v22, v23, v24 }, [x20]
ld4.2s { v15, v16, v17, v18 }, [x21]
ld4.2s { v21, v22, v23, v24 }, [x19], x0
ld4.2s { v3, v4, v5, v6 }, [x8], x18
ld4.2s { v17, v18, v19, v20 }, [x10], x5
ld4.2s { v6, v7, v8, v9 }, [x16], x12
ld4.4h { v0, v1, v2, v3 }, [x21]
ld4.4h { v27, v28, v29, v30 }, [x4]
ld4.4h { v29, v30, v31, v0 }, [x26]
ld4.4h { v25, v26, v27, v28 }, [x17]
ld4.4h { v2, v3, v4, v5 }, [x6], x6
ld4.4h { v2, v3, v4, v5 }, [x18], x4
ld4.4h { v20, v21, v22, v23 }, [x25], x1
ld4.4h { v20, v21, v22, v23 }, [x27], x21
ld4.4s { v21, v22, v23, v24 }, [x13]
ld4.4s { v19, v20, v21, v22 }, [x1]
ld4.4s { v5, v6, v7, v8 }, [x11]
ld4.4s { v2, v3, v4, v5 }, [x27]
ld4.4s { v27, v28, v29, v30 }, [x25], x10
ld4.4s { v28, v29, v30, v31 }, [x6], x26
ld4.4s { v0, v1, v2, v3 }, [x21], x28
ld4.4s { v13, v14, v15, v16 }, [x3], x24
ld4.8b { v31, v0, v1, v2 }, [x15]
ld4.8b { v10, v11, v12, v13 }, [x2]
ld4.8b { v16, v17, v18, v19 }, [x10]
ld4.8b { v19, v20, v21, v22 }, [x9]
ld4.8b { v5, v6, v7, v8 }, [x15], x25
ld4.8b { v15, v16, v17, v18 }, [x27], x4
ld4.8b { v3, v4, v5, v6 }, [x20], x12
ld4.8b { v11, v12, v13, v14 }, [x15], x26
ld4.8h { v15, v16, v17, v18 }, [x12]
ld4.8h { v30, v31, v0, v1 }, [x24]
ld4.8h { v29, v30, v31, v0 }, [x12]
ld4.8h { v21, v22, v23, v24 }, [x5]
ld4.8h { v3, v4, v5, v6 }, [x3], x12
ld4.8h { v31, v0, v1, v2 }, [x23], x26
ld4.8h { v4, v5, v6, v7 }, [x25], x27
ld4.8h { v6, v7, v8, v9 }, [x26], x30
mla.2s v7, v13, v15[0]
mla.2s v9, v5, v18[0]
mla.2s v27, v12, v1[3]
mla.2s v28, v14, v12[0]
mla.4h v10, v12, v3[0]
mla.4h v8, v19, v2[4]
mla.4h v28, v11, v5[4]
mla.4h v22, v17, v9[0]
mla.4s v20, v30, v25[2]
mla.4s v4, v31, v14[2]
mla.4s v28, v18, v27[0]
mla.4s v30, v28, v25[3]
mla.8h v17, v7, v9[6]
mla.8h v16, v25, v11[7]
mla.8h v28, v21, v0[1]
mla.8h v17, v28, v2[3]
mla.16b v23, v29, v11
mla.16b v5, v1, v26
mla.16b v11, v21, v12
mla.16b v0, v7, v15
mla.2s v9, v18, v27
mla.2s v22, v9, v17
mla.2s v7, v18, v18
mla.2s v29, v24, v9
mla.4h v27, v3, v24
mla.4h v26, v21, v0
mla.4h v17, v29, v20
mla.4h v17, v29, v24
mla.4s v6, v26, v28
mla.4s v18, v19, v21
mla.4s v4, v0, v6
mla.4s v21, v23, v11
mla.8b v19, v2, v19
mla.8b v27, v14, v5
mla.8b v6, v0, v27
mla.8b v17, v7, v24
mla.8h v11, v20, v12
mla.8h v0, v21, v22
mla.8h v29, v12, v29
mla.8h v30, v19, v30
mls.2s v1, v0, v20[3]
mls.2s v3, v0, v3[2]
mls.2s v23, v0, v23[0]
mls.2s v4, v18, v7[0]
mls.4h v24, v16, v7[3]
mls.4h v21, v16, v5[2]
mls.4h v2, v5, v2[0]
mls.4h v16, v0, v7[6]
mls.4s v26, v9, v11[3]
mls.4s v23, v25, v7[2]
mls.4s v12, v9, v31[0]
mls.4s v8, v3, v10[1]
mls.8h v28, v28, v5[1]
mls.8h v13, v26, v0[2]
mls.8h v23, v15, v0[0]
mls.8h v18, v30, v1[7]
mls.16b v11, v12, v24
mls.16b v23, v12, v8
mls.16b v21, v3, v29
mls.16b v31, v11, v31
mls.2s v9, v11, v16
mls.2s v14, v2, v21
mls.2s v12, v24, v4
mls.2s v10, v14, v8
mls.4h v17, v11, v5
mls.4h v23, v13, v13
mls.4h v16, v16, v9
mls.4h v15, v8, v29
mls.4s v21, v0, v1
mls.4s v27, v1, v13
mls.4s v25, v8, v25
mls.4s v28, v28, v15
mls.8b v29, v30, v8
mls.8b v8, v3, v10
mls.8b v20, v9, v30
mls.8b v7, v29, v10
mls.8h v0, v17, v27
mls.8h v7, v26, v3
mls.8h v15, v10, v29
mls.8h v30, v31, v19
movi.16b v10, #241
movi.16b v19, #219
movi.16b v23, #255
movi.16b v5, #255
movi.2d v27, #0xff00ffff0000ff00
movi.2d v27, #0000000000000000
movi.2d v3, #0000000000000000
movi.2d v21, #0xffffffffffffffff
movi.2s v28, #0, lsl #24
movi.2s v14, #86, lsl #16
movi.2s v20, #56, lsl #24
movi.2s v27, #9, lsl #8
movi.2s v2, #85, msl #16
movi.2s v14, #16, msl #8
movi.2s v26, #157, msl #8
movi.2s v10, #132, msl #16
movi.4h v10, #1, lsl #8
movi.4h v19, #0
movi.4h v11, #203
movi.4h v21, #191
movi.4s v30, #194, lsl #8
movi.4s v9, #224
movi.4s v26, #185, lsl #16
movi.4s v31, #244, lsl #8
movi.4s v4, #36, msl #16
movi.4s v25, #58, msl #8
movi.4s v22, #155, msl #8
movi.4s v13, #1, msl #8
movi.8b v22, #212
movi.8b v7, #0
movi.8b v18, #33
movi.8b v7, #136
movi.8h v14, #144
movi.8h v11, #168, lsl #8
movi.8h v4, #0, lsl #8
movi.8h v22, #199
mul.2s v20, v18, v3[1]
mul.2s v5, v8, v31[2]
mul.2s v27, v4, v28[0]
mul.2s v21, v6, v29[1]
mul.4h v21, v12, v6[5]
mul.4h v29, v4, v8[6]
mul.4h v18, v9, v15[1]
mul.4h v23, v0, v12[4]
mul.4s v27, v13, v28[3]
mul.4s v8, v25, v11[1]
mul.4s v16, v14, v23[3]
mul.4s v28, v25, v21[0]
mul.8h v12, v24, v8[0]
mul.8h v4, v20, v8[1]
mul.8h v7, v0, v7[1]
mul.8h v15, v9, v3[4]
mul.16b v28, v16, v0
mul.16b v18, v14, v13
mul.16b v10, v24, v23
mul.16b v19, v1, v10
mul.2s v21, v2, v11
mul.2s v19, v3, v17
mul.2s v15, v30, v31
mul.2s v24, v10, v28
mul.4h v6, v31, v17
mul.4h v14, v7, v6
mul.4h v25, v16, v5
mul.4h v5, v23, v21
mul.4s v1, v13, v12
mul.4s v30, v13, v18
mul.4s v23, v21, v6
mul.4s v20, v11, v26
mul.8b v15, v26, v28
mul.8b v5, v25, v26
mul.8b v21, v3, v22
mul.8b v16, v31, v26
mul.8h v13, v6, v5
mul.8h v4, v22, v29
mul.8h v1, v24, v13
mul.8h v6, v30, v8
mvni.2s v5, #78, lsl #8
mvni.2s v9, #0, lsl #16
mvni.2s v29, #245, lsl #24
mvni.2s v3, #83, lsl #8
mvni.2s v28, #8, msl #8
mvni.2s v8, #210, msl #16
mvni.2s v27, #255, msl #8
mvni.2s v6, #151, msl #8
mvni.4h v22, #4
mvni.4h v12, #143
mvni.4h v30, #16
mvni.4h v4, #30
mvni.4s v2, #213, lsl #8
mvni.4s v6, #29, lsl #24
mvni.4s v24, #29
mvni.4s v19, #107, lsl #8
mvni.4s v28, #1, msl #16
mvni.4s v10, #195, msl #16
mvni.4s v23, #183, msl #8
mvni.4s v12, #0, msl #8
mvni.8h v8, #110, lsl #8
mvni.8h v1, #143, lsl #8
mvni.8h v11, #138, lsl #8
mvni.8h v18, #98
neg.16b v14, v26
neg.16b v1, v31
neg.16b v22, v10
neg.16b v29, v29
neg.2d v30, v25
neg.2d v28, v8
neg.2d v27, v17
neg.2d v14, v2
neg.2s v15, v21
neg.2s v23, v4
neg.2s v1, v26
neg.2s v16, v28
neg.4h v22, v20
neg.4h v3, v9
neg.4h v19, v2
neg.4h v29, v25
neg.4s v12, v12
neg.4s v4, v21
neg.4s v5, v31
neg.4s v22, v13
neg.8b v23, v19
neg.8b v1, v5
neg.8b v2, v5
neg.8b v19, v2
neg.8h v17, v19
neg.8h v0, v22
neg.8h v9, v27
mvn.16b v1, v28
mvn.16b v15, v16
mvn.16b v15, v15
mvn.16b v14, v1
mvn.8b v19, v10
mvn.8b v22, v7
mvn.8b v21, v19
mvn.8b v23, v16
orn.16b v25, v2, v22
orn.16b v27, v11, v12
orn.16b v5, v19, v16
orn.16b v12, v11, v29
orn.8b v29, v16, v11
orn.8b v24, v1, v23
orn.8b v13, v24, v15
orn.8b v8, v2, v3
orr.2s v7, #82, lsl #24
orr.2s v16, #80, lsl #24
orr.2s v26, #0
orr.2s v3, #139, lsl #8
orr.4h v17, #0, lsl #8
orr.4h v14, #1, lsl #8
orr.4h v28, #224, lsl #8
orr.4h v4, #212
orr.4s v9, #144
orr.4s v21, #255, lsl #24
orr.4s v4, #238, lsl #16
orr.4s v9, #51
orr.8h v18, #72, lsl #8
orr.8h v20, #207
orr.8h v4, #0
orr.8h v22, #1
orr.16b v25, v16, v31
orr.16b v6, v4, v11
mov.16b v30, v21
mov.16b v22, v25
orr.8b v20, v16, v15
mov.8b v3, v25
orr.8b v28, v23, v2
orr.8b v24, v16, v10
pmull.8h v21, v31, v6
pmull.8h v4, v22, v5
pmull.8h v0, v1, v8
pmull.8h v26, v9, v31
pmull2.8h v14, v14, v19
pmull2.8h v29, v9, v24
pmull2.8h v28, v9, v25
pmull2.8h v10, v10, v16
pmul.16b v11, v11, v30
pmul.16b v20, v1, v29
pmul.16b v11, v2, v6
pmul.16b v2, v25, v15
pmul.8b v29, v10, v13
pmul.8b v26, v12, v4
pmul.8b v29, v16, v30
pmul.8b v31, v22, v24
raddhn.2s v2, v24, v13
raddhn.2s v9, v8, v1
raddhn.2s v31, v26, v8
raddhn.2s v2, v2, v10
raddhn2.4s v30, v8, v20
raddhn2.4s v23, v19, v26
raddhn2.4s v0, v0, v24
raddhn2.4s v15, v29, v24
raddhn.4h v17, v22, v17
raddhn.4h v24, v7, v7
raddhn.4h v7, v23, v16
raddhn.4h v25, v30, v20
raddhn2.8h v7, v21, v9
raddhn2.8h v27, v7, v25
raddhn2.8h v25, v6, v8
raddhn2.8h v2, v6, v26
raddhn.8b v13, v17, v12
raddhn.8b v4, v30, v2
raddhn.8b v10, v31, v24
raddhn.8b v14, v23, v3
raddhn2.16b v26, v5, v20
raddhn2.16b v3, v0, v28
raddhn2.16b v7, v17, v15
raddhn2.16b v27, v22, v3
rbit.16b v29, v9
rbit.16b v15, v26
rbit.16b v14, v29
rbit.16b v30, v9
rbit.8b v26, v0
rbit.8b v1, v15
rbit.8b v2, v30
rbit.8b v3, v12
rev16.16b v13, v22
rev16.16b v6, v1
rev16.16b v10, v12
rev16.16b v29, v27
rev16.8b v19, v30
rev16.8b v4, v15
rev16.8b v16, v13
rev16.8b v8, v26
rev32.16b v24, v22
rev32.16b v2, v4
rev32.16b v27, v30
rev32.16b v22, v11
rev32.4h v5, v17
rev32.4h v23, v26
rev32.4h v2, v18
rev32.4h v6, v8
rev32.8b v25, v2
rev32.8b v16, v24
rev32.8b v22, v30
rev32.8b v20, v13
rev32.8h v0, v28
rev32.8h v2, v13
rev32.8h v17, v12
rev32.8h v21, v5
rev64.16b v19, v10
rev64.16b v12, v12
rev64.16b v30, v20
rev64.16b v21, v30
rev64.2s v30, v17
rev64.2s v20, v16
rev64.2s v8, v30
rev64.2s v17, v5
rev64.4h v0, v3
rev64.4h v22, v11
rev64.4h v29, v8
rev64.4h v20, v16
rev64.4s v30, v12
rev64.4s v16, v2
rev64.4s v9, v23
rev64.4s v2, v29
rev64.8b v23, v31
rev64.8b v29, v6
rev64.8b v27, v28
rev64.8b v0, v20
rev64.8h v20, v5
rev64.8h v1, v29
rev64.8h v2, v5
rev64.8h v24, v5
rshrn.2s v28, v6, #18
rshrn.2s v14, v15, #12
rshrn.2s v18, v29, #11
rshrn.2s v13, v26, #8
rshrn2.4s v17, v22, #1
rshrn2.4s v27, v10, #18
rshrn2.4s v15, v24, #27
rshrn2.4s v12, v4, #32
rshrn.4h v21, v14, #1
rshrn.4h v19, v18, #1
rshrn.4h v26, v29, #6
rshrn.4h v24, v24, #15
rshrn2.8h v29, v24, #1
rshrn2.8h v28, v3, #6
rshrn2.8h v1, v29, #12
rshrn2.8h v10, v24, #2
rshrn.8b v15, v16, #1
rshrn.8b v10, v5, #1
rshrn.8b v22, v3, #8
rshrn.8b v4, v20, #1
rshrn2.16b v17, v13, #7
rshrn2.16b v4, v18, #5
rshrn2.16b v20, v17, #3
rshrn2.16b v20, v0, #1
rsubhn.2s v26, v9, v13
rsubhn.2s v27, v3, v3
rsubhn.2s v20, v3, v21
rsubhn.2s v2, v23, v14
rsubhn2.4s v29, v9, v5
rsubhn2.4s v14, v12, v18
rsubhn2.4s v18, v23, v17
rsubhn2.4s v25, v15, v8
rsubhn.4h v16, v1, v25
rsubhn.4h v1, v10, v5
rsubhn.4h v12, v14, v15
rsubhn.4h v19, v14, v4
rsubhn2.8h v5, v11, v4
rsubhn2.8h v21, v31, v7
rsubhn2.8h v10, v0, v14
rsubhn2.8h v6, v4, v30
rsubhn.8b v25, v8, v20
rsubhn.8b v28, v23, v18
rsubhn.8b v6, v17, v9
rsubhn.8b v2, v26, v16
rsubhn2.16b v5, v8, v10
rsubhn2.16b v0, v12, v1
rsubhn2.16b v4, v3, v27
rsubhn2.16b v11, v3, v1
sabal.2d v20, v22, v13
sabal.2d v3, v27, v19
sabal.2d v31, v27, v9
sabal.2d v25, v16, v29
sabal2.2d v7, v20, v16
sabal2.2d v1, v12, v4
sabal2.2d v22, v1, v11
sabal2.2d v26, v19, v20
sabal.4s v17, v30, v26
sabal.4s v3, v18, v5
sabal.4s v3, v30, v9
sabal.4s v25, v5, v15
sabal2.4s v20, v6, v4
sabal2.4s v19, v3, v9
sabal2.4s v7, v4, v29
sabal2.4s v23, v15, v25
sabal.8h v12, v27, v31
sabal.8h v22, v11, v27
sabal.8h v19, v12, v24
sabal.8h v24, v25, v9
sabal2.8h v20, v4, v21
sabal2.8h v12, v23, v21
sabal2.8h v17, v17, v11
sabal2.8h v0, v8, v9
saba.16b v1, v19, v18
saba.16b v15, v15, v23
saba.16b v31, v13, v28
saba.16b v5, v13, v9
saba.2s v24, v17, v15
saba.2s v3, v12, v10
saba.2s v0, v14, v10
saba.2s v2, v9, v0
saba.4h v30, v2, v14
saba.4h v8, v23, v31
saba.4h v12, v4, v26
saba.4h v6, v25, v27
saba.4s v19, v1, v12
saba.4s v19, v21, v8
saba.4s v5, v26, v18
saba.4s v16, v1, v12
saba.8b v17, v2, v15
saba.8b v25, v31, v28
saba.8b v0, v7, v31
saba.8b v1, v26, v25
saba.8h v13, v3, v20
saba.8h v1, v15, v24
saba.8h v11, v0, v14
saba.8h v26, v17, v14
sabdl.2d v18, v12, v16
sabdl.2d v18, v26, v17
sabdl.2d v31, v26, v31
sabdl.2d v15, v18, v19
sabdl2.2d v1, v5, v11
sabdl2.2d v29, v5, v19
sabdl2.2d v18, v25, v1
sabdl2.2d v25, v26, v22
sabdl.4s v3, v12, v23
sabdl.4s v12, v26, v0
sabdl.4s v28, v5, v21
sabdl.4s v22, v10, v7
sabdl2.4s v3, v3, v13
sabdl2.4s v1, v30, v31
sabdl2.4s v9, v20, v17
sabdl2.4s v1, v8, v4
sabdl.8h v2, v2, v0
sabdl.8h v3, v19, v27
sabdl.8h v17, v15, v8
sabdl.8h v12, v19, v11
sabdl2.8h v4, v0, v17
sabdl2.8h v12, v18, v6
sabdl2.8h v21, v12, v30
sabdl2.8h v7, v22, v30
sabd.16b v31, v19, v0
sabd.16b v25, v13, v10
sabd.16b v30, v4, v23
sabd.16b v21, v8, v14
sabd.2s v12, v30, v25
sabd.2s v14, v24, v3
sabd.2s v4, v7, v28
sabd.2s v13, v29, v7
sabd.4h v1, v8, v29
sabd.4h v30, v31, v7
sabd.4h v30, v11, v31
sabd.4h v20, v27, v24
sabd.4s v15, v15, v3
sabd.4s v13, v6, v15
sabd.4s v19, v9, v10
sabd.4s v30, v25, v24
sabd.8b v12, v10, v14
sabd.8b v7, v6, v21
sabd.8b v15, v22, v31
sabd.8b v16, v28, v26
sabd.8h v21, v30, v30
sabd.8h v13, v24, v31
sabd.8h v6, v10, v18
sabd.8h v12, v19, v29
sadalp.1d v27, v20
sadalp.1d v9, v31
sadalp.1d v5, v16
sadalp.1d v14, v0
sadalp.2d v14, v22
sadalp.2d v10, v17
sadalp.2d v24, v24
sadalp.2d v5, v15
sadalp.2s v3, v14
sadalp.2s v26, v22
sadalp.2s v12, v30
sadalp.2s v31, v28
sadalp.4h v9, v9
sadalp.4h v21, v31
sadalp.4h v17, v10
sadalp.4h v12, v11
sadalp.4s v11, v21
sadalp.4s v17, v14
sadalp.4s v9, v13
sadalp.4s v3, v22
sadalp.8h v10, v9
sadalp.8h v9, v7
sadalp.8h v24, v5
sadalp.8h v7, v22
saddlp.1d v25, v22
saddlp.1d v18, v8
saddlp.1d v17, v26
saddlp.1d v14, v15
saddlp.2d v28, v23
saddlp.2d v18, v3
saddlp.2d v27, v18
saddlp.2d v17, v8
saddlp.2s v2, v8
saddlp.2s v7, v29
saddlp.2s v31, v22
saddlp.2s v9, v25
saddlp.4h v8, v22
saddlp.4h v15, v26
saddlp.4h v1, v4
saddlp.4h v8, v8
saddlp.4s v2, v5
saddlp.4s v25, v28
saddlp.4s v23, v9
saddlp.4s v5, v17
saddlp.8h v4, v30
saddlp.8h v9, v11
saddlp.8h v4, v15
saddlp.8h v17, v1
saddlv.16b h27, v5
saddlv.16b h9, v21
saddlv.16b h3, v3
saddlv.16b h21, v25
saddlv.4h s13, v25
saddlv.4h s19, v23
saddlv.4h s22, v20
saddlv.4h s16, v16
saddlv.4s d27, v10
saddlv.4s d12, v18
saddlv.4s d1, v6
saddlv.4s d13, v29
saddlv.8b h14, v24
saddlv.8b h21, v28
saddlv.8b h17, v18
saddlv.8b h15, v5
saddlv.8h s18, v7
saddlv.8h s13, v27
saddlv.8h s4, v0
saddlv.8h s25, v20
saddl.2d v25, v8, v15
saddl.2d v4, v16, v30
saddl.2d v15, v24, v28
saddl.2d v27, v31, v13
saddl2.2d v9, v13, v8
saddl2.2d v6, v28, v2
saddl2.2d v1, v21, v5
saddl2.2d v28, v8, v14
saddl.4s v5, v25, v8
saddl.4s v6, v25, v27
saddl.4s v28, v7, v5
saddl.4s v6, v27, v13
saddl2.4s v17, v13, v14
saddl2.4s v4, v27, v30
saddl2.4s v6, v4, v6
saddl2.4s v0, v6, v21
saddl.8h v6, v14, v4
saddl.8h v14, v25, v19
saddl.8h v31, v14, v10
saddl.8h v13, v17, v12
saddl2.8h v10, v2, v15
saddl2.8h v1, v3, v16
saddl2.8h v11, v21, v17
saddl2.8h v5, v9, v17
saddw.2d v24, v27, v30
saddw.2d v6, v25, v21
saddw.2d v1, v22, v2
saddw.2d v0, v21, v14
saddw2.2d v25, v15, v12
saddw2.2d v0, v25, v14
saddw2.2d v19, v9, v4
saddw2.2d v26, v0, v18
saddw.4s v7, v9, v12
saddw.4s v4, v18, v21
saddw.4s v8, v29, v31
saddw.4s v23, v31, v24
saddw2.4s v29, v20, v1
saddw2.4s v18, v11, v21
saddw2.4s v5, v3, v24
saddw2.4s v30, v5, v9
saddw.8h v24, v23, v14
saddw.8h v13, v13, v5
saddw.8h v31, v5, v1
saddw.8h v21, v17, v6
saddw2.8h v19, v10, v30
saddw2.8h v14, v25, v5
saddw2.8h v18, v0, v0
saddw2.8h v17, v17, v11
scvtf.2d v16, v17, #1
scvtf.2d v7, v17, #61
scvtf.2d v11, v10, #22
scvtf.2d v17, v5, #64
scvtf.2s v4, v29, #32
scvtf.2s v13, v28, #1
scvtf.2s v28, v10, #1
scvtf.2s v18, v0, #1
scvtf.4s v7, v15, #32
scvtf.4s v24, v28, #16
scvtf.4s v24, v4, #1
scvtf.4s v15, v13, #15
scvtf.2d v0, v11
scvtf.2d v12, v18
scvtf.2d v9, v31
scvtf.2d v14, v3
scvtf.2s v14, v6
scvtf.2s v18, v20
scvtf.2s v11, v24
scvtf.2s v29, v31
scvtf.4s v28, v31
scvtf.4s v4, v27
scvtf.4s v26, v13
scvtf.4s v7, v16
shadd.16b v28, v5, v28
shadd.16b v27, v15, v10
shadd.16b v12, v31, v13
shadd.16b v18, v26, v20
shadd.2s v16, v12, v23
shadd.2s v14, v18, v1
shadd.2s v23, v20, v18
shadd.2s v29, v19, v5
shadd.4h v15, v18, v7
shadd.4h v3, v4, v29
shadd.4h v5, v28, v8
shadd.4h v6, v18, v17
shadd.4s v30, v0, v8
shadd.4s v17, v24, v25
shadd.4s v15, v26, v12
shadd.4s v19, v3, v29
shadd.8b v1, v18, v14
shadd.8b v5, v22, v15
shadd.8b v18, v26, v11
shadd.8b v30, v13, v30
shadd.8h v9, v5, v25
shadd.8h v0, v26, v27
shadd.8h v10, v30, v0
shadd.8h v13, v21, v18
shll.2d v18, v31, #32
shll.2d v10, v27, #32
shll.2d v9, v11, #32
shll.2d v27, v22, #32
shll2.2d v14, v6, #32
shll2.2d v12, v9, #32
shll2.2d v29, v6, #32
shll2.2d v21, v27, #32
shll.4s v14, v9, #16
shll.4s v20, v1, #16
shll.4s v23, v29, #16
shll.4s v6, v28, #16
shll2.4s v3, v10, #16
shll2.4s v27, v26, #16
shll2.4s v23, v7, #16
shll2.4s v12, v10, #16
shll.8h v15, v2, #8
shll.8h v31, v22, #8
shll.8h v6, v6, #8
shll.8h v30, v10, #8
shll2.8h v5, v29, #8
shll2.8h v1, v18, #8
shll2.8h v3, v5, #8
shll2.8h v28, v21, #8
shl.16b v30, v17, #1
shl.16b v25, v6, #0
shl.16b v30, v5, #0
shl.16b v13, v11, #5
shl.2d v28, v28, #3
shl.2d v18, v30, #29
shl.2d v1, v14, #8
shl.2d v13, v5, #50
shl.2s v14, v26, #21
shl.2s v18, v25, #0
shl.2s v7, v27, #6
shl.2s v20, v12, #2
shl.4h v7, v24, #1
shl.4h v8, v14, #11
shl.4h v28, v3, #3
shl.4h v21, v10, #1
shl.4s v3, v19, #16
shl.4s v14, v15, #0
shl.4s v17, v15, #25
shl.4s v15, v7, #3
shl.8b v21, v2, #7
shl.8b v21, v9, #7
shl.8b v30, v15, #7
shl.8b v12, v18, #1
shl.8h v6, v28, #0
shl.8h v24, v5, #12
shl.8h v2, v1, #1
shl.8h v29, v8, #14
shrn.2s v12, v28, #1
shrn.2s v0, v18, #15
shrn.2s v9, v19, #28
shrn.2s v9, v5, #6
shrn2.4s v24, v5, #13
shrn2.4s v3, v22, #1
shrn2.4s v31, v27, #32
shrn2.4s v6, v0, #14
shrn.4h v10, v3, #9
shrn.4h v22, v9, #6
shrn.4h v22, v0, #9
shrn.4h v10, v28, #4
shrn2.8h v11, v15, #4
shrn2.8h v5, v6, #12
shrn2.8h v23, v31, #3
shrn2.8h v2, v8, #5
shrn.8b v30, v19, #4
shrn.8b v6, v13, #3
shrn.8b v9, v27, #7
shrn.8b v30, v12, #6
shrn2.16b v24, v22, #5
shrn2.16b v31, v4, #6
shrn2.16b v27, v2, #8
shrn2.16b v2, v18, #1
shsub.16b v30, v12, v14
shsub.16b v10, v27, v4
shsub.16b v14, v3, v15
shsub.16b v26, v13, v16
shsub.2s v30, v15, v9
shsub.2s v5, v7, v2
shsub.2s v20, v29, v14
shsub.2s v3, v2, v10
shsub.4h v8, v12, v5
shsub.4h v1, v14, v18
shsub.4h v21, v30, v23
shsub.4h v21, v25, v29
shsub.4s v14, v2, v1
shsub.4s v8, v12, v24
shsub.4s v2, v18, v30
shsub.4s v6, v24, v29
shsub.8b v30, v9, v16
shsub.8b v14, v26, v4
shsub.8b v1, v11, v15
shsub.8b v21, v30, v26
shsub.8h v6, v3, v21
shsub.8h v3, v17, v27
shsub.8h v22, v31, v12
shsub.8h v6, v23, v8
sli.16b v13, v14, #5
sli.16b v5, v18, #3
sli.16b v19, v18, #2
sli.16b v3, v11, #3
sli.2d v10, v13, #62
sli.2d v22, v12, #60
sli.2d v24, v3, #16
sli.2d v25, v13, #28
sli.2s v12, v12, #7
sli.2s v11, v14, #1
sli.2s v8, v1, #31
sli.2s v30, v7, #15
sli.4h v23, v15, #6
sli.4h v14, v26, #0
sli.4h v15, v27, #0
sli.4h v31, v5, #12
sli.4s v4, v27, #23
sli.4s v6, v20, #19
sli.4s v26, v15, #23
sli.4s v14, v14, #2
sli.8b v4, v5, #4
sli.8b v17, v19, #4
sli.8b v14, v30, #7
sli.8b v4, v10, #3
sli.8h v8, v15, #10
sli.8h v9, v10, #12
sli.8h v6, v29, #2
sli.8h v29, v12, #0
smaxp.16b v13, v3, v12
smaxp.16b v19, v20, v20
smaxp.16b v3, v19, v30
smaxp.16b v28, v20, v2
smaxp.2s v20, v10, v5
smaxp.2s v27, v4, v28
smaxp.2s v28, v2, v28
smaxp.2s v11, v25, v19
smaxp.4h v2, v20, v0
smaxp.4h v24, v3, v0
smaxp.4h v0, v21, v23
smaxp.4h v15, v5, v12
smaxp.4s v30, v22, v7
smaxp.4s v13, v26, v20
smaxp.4s v23, v25, v16
smaxp.4s v30, v24, v29
smaxp.8b v1, v22, v8
smaxp.8b v21, v13, v6
smaxp.8b v26, v1, v2
smaxp.8b v19, v20, v28
smaxp.8h v24, v10, v27
smaxp.8h v3, v1, v3
smaxp.8h v2, v30, v0
smaxp.8h v5, v1, v31
smaxv.16b b25, v23
smaxv.16b b3, v29
smaxv.16b b20, v26
smaxv.16b b9, v9
smaxv.4h h5, v31
smaxv.4h h29, v27
smaxv.4h h23, v6
smaxv.4h h15, v13
smaxv.4s s10, v14
smaxv.4s s21, v31
smaxv.4s s1, v0
smaxv.4s s11, v24
smaxv.8b b25, v3
smaxv.8b b10, v10
smaxv.8b b30, v21
smaxv.8b b28, v29
smaxv.8h h20, v10
smaxv.8h h12, v27
smaxv.8h h23, v8
smaxv.8h h17, v17
smax.16b v3, v7, v26
smax.16b v19, v0, v4
smax.16b v31, v28, v1
smax.16b v4, v28, v28
smax.2s v27, v5, v25
smax.2s v29, v1, v11
smax.2s v5, v23, v17
smax.2s v3, v0, v21
smax.4h v17, v5, v4
smax.4h v22, v11, v26
smax.4h v28, v2, v19
smax.4h v25, v12, v13
smax.4s v27, v13, v20
smax.4s v23, v2, v12
smax.4s v18, v24, v20
smax.4s v1, v21, v5
smax.8b v26, v13, v1
smax.8b v17, v19, v3
smax.8b v2, v9, v23
smax.8b v9, v1, v18
smax.8h v16, v24, v2
smax.8h v9, v10, v29
smax.8h v19, v7, v5
smax.8h v10, v30, v5
sminp.16b v27, v21, v7
sminp.16b v29, v6, v17
sminp.16b v29, v21, v7
sminp.16b v26, v19, v12
sminp.2s v5, v11, v23
sminp.2s v3, v18, v9
sminp.2s v29, v4, v1
sminp.2s v11, v10, v22
sminp.4h v18, v6, v6
sminp.4h v5, v6, v27
sminp.4h v11, v21, v5
sminp.4h v22, v14, v2
sminp.4s v14, v28, v3
sminp.4s v16, v12, v3
sminp.4s v26, v18, v28
sminp.4s v2, v6, v20
sminp.8b v11, v26, v11
sminp.8b v29, v15, v13
sminp.8b v15, v18, v18
sminp.8b v15, v30, v11
sminp.8h v30, v21, v0
sminp.8h v30, v2, v16
sminp.8h v27, v21, v27
sminp.8h v19, v30, v14
sminv.16b b14, v17
sminv.16b b4, v8
sminv.16b b27, v29
sminv.16b b27, v13
sminv.4h h23, v23
sminv.4h h14, v21
sminv.4h h0, v28
sminv.4h h22, v13
sminv.4s s19, v24
sminv.4s s12, v22
sminv.4s s26, v13
sminv.4s s28, v30
sminv.8b b16, v17
sminv.8b b20, v2
sminv.8b b19, v31
sminv.8b b24, v5
sminv.8h h11, v6
sminv.8h h17, v3
sminv.8h h23, v9
sminv.8h h0, v14
smin.16b v12, v31, v25
smin.16b v21, v22, v4
smin.16b v20, v30, v27
smin.16b v30, v21, v1
smin.2s v12, v4, v24
smin.2s v3, v3, v7
smin.2s v6, v20, v6
smin.2s v14, v5, v14
smin.4h v17, v2, v4
smin.4h v15, v7, v12
smin.4h v23, v22, v18
smin.4h v11, v25, v3
smin.4s v17, v31, v16
smin.4s v22, v2, v9
smin.4s v19, v26, v9
smin.4s v2, v20, v13
smin.8b v25, v26, v17
smin.8b v11, v6, v27
smin.8b v9, v30, v29
smin.8b v12, v27, v5
smin.8h v20, v20, v18
smin.8h v10, v24, v11
smin.8h v2, v30, v18
smin.8h v11, v27, v20
smlal.2d v3, v15, v16[3]
smlal.2d v10, v17, v31[3]
smlal.2d v15, v12, v20[1]
smlal.2d v3, v18, v26[0]
smlal2.2d v21, v29, v20[2]
smlal2.2d v16, v16, v13[0]
smlal2.2d v13, v24, v14[2]
smlal2.2d v25, v26, v26[0]
smlal.4s v5, v12, v5[2]
smlal.4s v30, v1, v9[5]
smlal.4s v13, v21, v9[7]
smlal.4s v25, v29, v2[1]
smlal2.4s v18, v30, v12[0]
smlal2.4s v12, v12, v15[4]
smlal2.4s v25, v8, v10[3]
smlal2.4s v4, v8, v10[0]
smlal.2d v11, v10, v26
smlal.2d v28, v12, v21
smlal.2d v1, v26, v8
smlal.2d v13, v19, v21
smlal2.2d v24, v6, v6
smlal2.2d v3, v10, v18
smlal2.2d v24, v11, v5
smlal2.2d v30, v7, v13
smlal.4s v9, v25, v24
smlal.4s v12, v18, v15
smlal.4s v15, v16, v6
smlal.4s v15, v0, v7
smlal2.4s v10, v2, v2
smlal2.4s v22, v26, v8
smlal2.4s v28, v21, v2
smlal2.4s v29, v26, v31
smlal.8h v9, v16, v26
smlal.8h v5, v16, v14
smlal.8h v10, v14, v16
smlal.8h v31, v2, v18
smlal2.8h v25, v30, v0
smlal2.8h v1, v0, v13
smlal2.8h v31, v8, v4
smlal2.8h v27, v10, v26
smlsl.2d v31, v2, v2[1]
smlsl.2d v10, v8, v7[2]
smlsl.2d v4, v11, v2[2]
smlsl.2d v10, v22, v19[3]
smlsl2.2d v9, v24, v20[1]
smlsl2.2d v24, v1, v14[0]
smlsl2.2d v0, v5, v4[0]
smlsl2.2d v25, v27, v10[0]
smlsl.4s v9, v3, v4[5]
smlsl.4s v5, v30, v14[7]
smlsl.4s v22, v12, v2[1]
smlsl.4s v31, v25, v12[5]
smlsl2.4s v12, v2, v8[6]
smlsl2.4s v24, v21, v11[2]
smlsl2.4s v9, v27, v5[0]
smlsl2.4s v28, v18, v15[0]
smlsl.2d v9, v16, v17
smlsl.2d v24, v22, v23
smlsl.2d v23, v2, v4
smlsl.2d v27, v5, v12
smlsl2.2d v24, v8, v0
smlsl2.2d v1, v30, v17
smlsl2.2d v30, v22, v30
smlsl2.2d v26, v13, v11
smlsl.4s v28, v24, v0
smlsl.4s v21, v8, v0
smlsl.4s v19, v3, v7
smlsl.4s v22, v23, v28
smlsl2.4s v27, v5, v17
smlsl2.4s v0, v26, v12
smlsl2.4s v15, v18, v25
smlsl2.4s v13, v13, v19
smlsl.8h v18, v15, v24
smlsl.8h v14, v19, v27
smlsl.8h v13, v28, v29
smlsl.8h v14, v25, v29
smlsl2.8h v0, v27, v11
smlsl2.8h v15, v23, v9
smlsl2.8h v23, v6, v23
smlsl2.8h v0, v26, v26
smov.b w14, v17[15]
smov.b w22, v30[2]
smov.b w1, v5[7]
smov.b w0, v3[0]
smov.h w14, v14[6]
smov.h w21, v28[2]
smov.h w18, v0[4]
smov.h w2, v19[0]
smov.b x25, v5[11]
smov.b x9, v11[4]
smov.b x17, v27[1]
smov.b x21, v19[5]
smov.h xzr, v9[3]
smov.h x29, v17[4]
smov.h x2, v16[6]
smov.h x25, v30[0]
smov.s x13, v1[0]
smov.s x23, v6[1]
smov.s x0, v21[1]
smov.s x3, v28[2]
smull.2d v29, v13, v24[0]
smull.2d v11, v22, v6[0]
smull.2d v11, v16, v11[0]
smull.2d v12, v16, v6[3]
smull2.2d v23, v7, v4[0]
smull2.2d v24, v15, v15[0]
smull2.2d v31, v28, v1[3]
smull2.2d v15, v23, v20[2]
smull.4s v24, v20, v11[1]
smull.4s v23, v5, v10[4]
smull.4s v5, v13, v9[7]
smull.4s v29, v11, v14[0]
smull2.4s v9, v25, v14[5]
smull2.4s v21, v12, v5[0]
smull2.4s v17, v6, v12[3]
smull2.4s v4, v11, v1[6]
smull.2d v9, v24, v14
smull.2d v26, v19, v4
smull.2d v2, v27, v11
smull.2d v29, v19, v16
smull2.2d v11, v21, v0
smull2.2d v9, v11, v0
smull2.2d v14, v2, v3
smull2.2d v2, v26, v2
smull.4s v7, v17, v22
smull.4s v10, v3, v26
smull.4s v2, v17, v0
smull.4s v23, v26, v23
smull2.4s v8, v16, v13
smull2.4s v3, v16, v29
smull2.4s v22, v3, v15
smull2.4s v5, v16, v29
smull.8h v1, v16, v4
smull.8h v16, v16, v19
smull.8h v23, v14, v14
smull.8h v27, v19, v30
smull2.8h v17, v31, v4
smull2.8h v15, v20, v4
smull2.8h v22, v8, v17
smull2.8h v16, v17, v16
sqabs.16b v12, v15
sqabs.16b v6, v20
sqabs.16b v28, v16
sqabs.16b v14, v5
sqabs.2d v11, v28
sqabs.2d v24, v21
sqabs.2d v3, v8
sqabs.2d v11, v21
sqabs.2s v19, v3
sqabs.2s v10, v0
sqabs.2s v6, v8
sqabs.2s v23, v20
sqabs.4h v16, v3
sqabs.4h v29, v21
sqabs.4h v5, v3
sqabs.4h v17, v13
sqabs.4s v10, v18
sqabs.4s v10, v8
sqabs.4s v24, v20
sqabs.4s v1, v16
sqabs.8b v24, v30
sqabs.8b v6, v20
sqabs.8b v8, v20
sqabs.8b v13, v20
sqabs.8h v23, v25
sqabs.8h v12, v14
sqabs.8h v10, v13
sqabs.8h v15, v9
sqadd.16b v13, v13, v6
sqadd.16b v14, v17, v2
sqadd.16b v14, v5, v16
sqadd.16b v10, v13, v0
sqadd.2d v30, v12, v29
sqadd.2d v30, v15, v9
sqadd.2d v27, v8, v2
sqadd.2d v17, v28, v15
sqadd.2s v30, v10, v14
sqadd.2s v24, v5, v8
sqadd.2s v2, v30, v14
sqadd.2s v7, v11, v21
sqadd.4h v6, v19, v10
sqadd.4h v8, v9, v6
sqadd.4h v26, v6, v30
sqadd.4h v18, v10, v12
sqadd.4s v8, v28, v1
sqadd.4s v20, v4, v3
sqadd.4s v3, v28, v29
sqadd.4s v26, v9, v29
sqadd.8b v0, v17, v31
sqadd.8b v22, v30, v27
sqadd.8b v17, v10, v21
sqadd.8b v18, v2, v12
sqadd.8h v13, v13, v16
sqadd.8h v19, v4, v10
sqadd.8h v25, v2, v4
sqadd.8h v22, v8, v17
sqdmlal.h s4, h10, v13[7]
sqdmlal.h s27, h2, v5[5]
sqdmlal.h s29, h11, v10[0]
sqdmlal.h s12, h27, v12[7]
sqdmlal.s d4, s27, v1[0]
sqdmlal.s d0, s26, v27[0]
sqdmlal.s d10, s23, v15[0]
sqdmlal.s d13, s30, v30[2]
sqdmlal.2d v5, v27, v9[1]
sqdmlal.2d v29, v24, v14[3]
sqdmlal.2d v8, v0, v25[2]
sqdmlal.2d v28, v19, v11[3]
sqdmlal2.2d v4, v14, v4[3]
sqdmlal2.2d v21, v23, v0[0]
sqdmlal2.2d v1, v18, v24[2]
sqdmlal2.2d v28, v11, v7[0]
sqdmlal.4s v25, v9, v13[5]
sqdmlal.4s v15, v24, v7[4]
sqdmlal.4s v3, v6, v14[2]
sqdmlal.4s v15, v0, v6[1]
sqdmlal2.4s v20, v30, v14[7]
sqdmlal2.4s v4, v20, v11[0]
sqdmlal2.4s v24, v2, v7[5]
sqdmlal2.4s v31, v13, v3[5]
sqdmlal.2d v9, v8, v14
sqdmlal.2d v13, v2, v4
sqdmlal.2d v16, v17, v6
sqdmlal.2d v14, v4, v26
sqdmlal2.2d v19, v23, v6
sqdmlal2.2d v28, v23, v14
sqdmlal2.2d v29, v28, v10
sqdmlal2.2d v27, v31, v27
sqdmlal.4s v10, v23, v15
sqdmlal.4s v0, v20, v3
sqdmlal.4s v31, v26, v5
sqdmlal.4s v19, v22, v15
sqdmlal2.4s v17, v8, v7
sqdmlal2.4s v16, v0, v15
sqdmlal2.4s v16, v25, v23
sqdmlal2.4s v15, v3, v19
sqdmlsl.h s8, h26, v10[7]
sqdmlsl.h s19, h5, v9[0]
sqdmlsl.h s17, h28, v3[0]
sqdmlsl.h s3, h26, v15[5]
sqdmlsl.s d29, s18, v3[0]
sqdmlsl.s d1, s4, v15[1]
sqdmlsl.s d11, s17, v28[1]
sqdmlsl.s d8, s15, v18[0]
sqdmlsl.2d v24, v1, v6[1]
sqdmlsl.2d v14, v4, v13[3]
sqdmlsl.2d v27, v22, v26[3]
sqdmlsl.2d v12, v26, v23[0]
sqdmlsl2.2d v13, v19, v5[0]
sqdmlsl2.2d v30, v29, v27[2]
sqdmlsl2.2d v18, v7, v18[3]
sqdmlsl2.2d v23, v25, v20[3]
sqdmlsl.4s v3, v25, v9[4]
sqdmlsl.4s v11, v5, v14[0]
sqdmlsl.4s v11, v19, v6[7]
sqdmlsl.4s v31, v19, v8[0]
sqdmlsl2.4s v8, v14, v14[4]
sqdmlsl2.4s v29, v11, v10[0]
sqdmlsl2.4s v20, v9, v4[1]
sqdmlsl2.4s v17, v21, v3[7]
sqdmlsl.2d v23, v5, v17
sqdmlsl.2d v1, v5, v2
sqdmlsl.2d v28, v6, v0
sqdmlsl.2d v16, v6, v21
sqdmlsl2.2d v31, v8, v29
sqdmlsl2.2d v2, v26, v18
sqdmlsl2.2d v4, v31, v7
sqdmlsl2.2d v21, v14, v22
sqdmlsl.4s v16, v15, v13
sqdmlsl.4s v26, v22, v12
sqdmlsl.4s v2, v27, v29
sqdmlsl.4s v19, v13, v6
sqdmlsl2.4s v8, v30, v15
sqdmlsl2.4s v13, v25, v3
sqdmlsl2.4s v25, v11, v24
sqdmlsl2.4s v16, v2, v22
sqdmulh.h h0, h21, v2[2]
sqdmulh.h h26, h18, v14[0]
sqdmulh.h h19, h5, v7[0]
sqdmulh.h h11, h18, v2[7]
sqdmulh.s s3, s20, v14[0]
sqdmulh.s s4, s16, v0[3]
sqdmulh.s s15, s7, v19[0]
sqdmulh.s s30, s23, v13[3]
sqdmulh.2s v27, v5, v22[1]
sqdmulh.2s v13, v21, v10[0]
sqdmulh.2s v25, v20, v27[2]
sqdmulh.2s v25, v19, v31[0]
sqdmulh.4h v29, v16, v7[0]
sqdmulh.4h v27, v8, v11[7]
sqdmulh.4h v18, v24, v0[2]
sqdmulh.4h v16, v10, v1[7]
sqdmulh.4s v15, v14, v16[0]
sqdmulh.4s v2, v29, v3[1]
sqdmulh.4s v8, v10, v22[1]
sqdmulh.4s v10, v29, v16[3]
sqdmulh.8h v6, v20, v15[6]
sqdmulh.8h v4, v7, v15[6]
sqdmulh.8h v27, v7, v14[5]
sqdmulh.8h v5, v6, v6[6]
sqdmulh.2s v26, v21, v24
sqdmulh.2s v11, v5, v27
sqdmulh.2s v21, v30, v29
sqdmulh.2s v30, v0, v22
sqdmulh.4h v19, v14, v23
sqdmulh.4h v26, v15, v27
sqdmulh.4h v18, v30, v8
sqdmulh.4h v3, v18, v27
sqdmulh.4s v5, v17, v30
sqdmulh.4s v30, v9, v18
sqdmulh.4s v8, v0, v6
sqdmulh.4s v18, v3, v30
sqdmulh.8h v13, v30, v10
sqdmulh.8h v20, v20, v18
sqdmulh.8h v19, v31, v26
sqdmulh.8h v18, v4, v4
sqdmull.h s17, h16, v14[4]
sqdmull.h s10, h7, v6[6]
sqdmull.h s15, h0, v14[5]
sqdmull.h s12, h31, v7[5]
sqdmull.s d30, s22, v1[0]
sqdmull.s d14, s24, v28[1]
sqdmull.s d13, s24, v11[3]
sqdmull.s d18, s30, v10[1]
sqdmull.2d v17, v13, v11[3]
sqdmull.2d v9, v25, v27[0]
sqdmull.2d v21, v28, v14[0]
sqdmull.2d v31, v24, v6[3]
sqdmull2.2d v13, v3, v5[1]
sqdmull2.2d v1, v6, v23[0]
sqdmull2.2d v10, v18, v19[1]
sqdmull2.2d v16, v4, v4[2]
sqdmull.4s v18, v12, v6[4]
sqdmull.4s v5, v2, v14[0]
sqdmull.4s v8, v24, v5[0]
sqdmull.4s v5, v20, v4[6]
sqdmull2.4s v12, v8, v7[0]
sqdmull2.4s v29, v17, v12[1]
sqdmull2.4s v24, v7, v1[0]
sqdmull2.4s v24, v22, v6[6]
sqdmull.2d v12, v25, v2
sqdmull.2d v13, v13, v26
sqdmull.2d v20, v30, v9
sqdmull.2d v8, v3, v7
sqdmull2.2d v6, v23, v11
sqdmull2.2d v19, v1, v27
sqdmull2.2d v3, v9, v24
sqdmull2.2d v23, v30, v14
sqdmull.4s v0, v12, v0
sqdmull.4s v28, v16, v6
sqdmull.4s v0, v29, v19
sqdmull.4s v6, v9, v1
sqdmull2.4s v20, v11, v6
sqdmull2.4s v15, v17, v5
sqdmull2.4s v9, v7, v18
sqdmull2.4s v10, v28, v5
sqneg.16b v3, v9
sqneg.16b v27, v12
sqneg.16b v22, v24
sqneg.16b v22, v20
sqneg.2d v17, v26
sqneg.2d v3, v18
sqneg.2d v24, v21
sqneg.2d v21, v11
sqneg.2s v26, v27
sqneg.2s v16, v29
sqneg.2s v22, v17
sqneg.2s v26, v20
sqneg.4h v3, v20
sqneg.4h v20, v12
sqneg.4h v27, v19
sqneg.4h v22, v14
sqneg.4s v19, v31
sqneg.4s v5, v24
sqneg.4s v14, v5
sqneg.4s v0, v17
sqneg.8b v3, v3
sqneg.8b v29, v1
sqneg.8b v29, v23
sqneg.8b v11, v10
sqneg.8h v16, v3
sqneg.8h v25, v21
sqneg.8h v12, v2
sqneg.8h v31, v30
sqrdmulh.h h4, h21, v12[0]
sqrdmulh.h h27, h0, v3[1]
sqrdmulh.h h20, h16, v15[3]
sqrdmulh.h h22, h12, v11[5]
sqrdmulh.s s11, s26, v8[3]
sqrdmulh.s s13, s29, v28[3]
sqrdmulh.s s31, s17, v3[1]
sqrdmulh.s s17, s1, v14[3]
sqrdmulh.2s v29, v18, v29[1]
sqrdmulh.2s v31, v10, v25[2]
sqrdmulh.2s v16, v10, v6[3]
sqrdmulh.2s v10, v20, v13[1]
sqrdmulh.4h v2, v23, v6[6]
sqrdmulh.4h v17, v1, v13[7]
sqrdmulh.4h v0, v3, v3[2]
sqrdmulh.4h v11, v11, v1[2]
sqrdmulh.4s v29, v12, v27[1]
sqrdmulh.4s v20, v18, v10[1]
sqrdmulh.4s v20, v27, v14[1]
sqrdmulh.4s v0, v23, v15[0]
sqrdmulh.8h v19, v12, v7[0]
sqrdmulh.8h v29, v4, v5[0]
sqrdmulh.8h v21, v15, v12[7]
sqrdmulh.8h v6, v9, v3[1]
sqrdmulh.2s v3, v30, v16
sqrdmulh.2s v21, v30, v11
sqrdmulh.2s v16, v8, v19
sqrdmulh.2s v22, v14, v19
sqrdmulh.4h v29, v19, v21
sqrdmulh.4h v14, v28, v4
sqrdmulh.4h v10, v12, v29
sqrdmulh.4h v6, v17, v18
sqrdmulh.4s v22, v21, v8
sqrdmulh.4s v5, v18, v21
sqrdmulh.4s v25, v21, v22
sqrdmulh.4s v17, v19, v7
sqrdmulh.8h v25, v24, v16
sqrdmulh.8h v4, v1, v29
sqrdmulh.8h v2, v3, v8
sqrdmulh.8h v15, v17, v30
sqrshl.16b v0, v14, v12
sqrshl.16b v1, v14, v26
sqrshl.16b v24, v25, v3
sqrshl.16b v21, v23, v16
sqrshl.2d v5, v7, v16
sqrshl.2d v28, v16, v1
sqrshl.2d v25, v29, v17
sqrshl.2d v11, v14, v29
sqrshl.2s v0, v15, v23
sqrshl.2s v11, v10, v0
sqrshl.2s v11, v9, v15
sqrshl.2s v2, v13, v1
sqrshl.4h v9, v31, v21
sqrshl.4h v26, v0, v25
sqrshl.4h v7, v28, v30
sqrshl.4h v21, v23, v20
sqrshl.4s v23, v27, v28
sqrshl.4s v28, v27, v28
sqrshl.4s v6, v2, v12
sqrshl.4s v20, v0, v0
sqrshl.8b v9, v27, v17
sqrshl.8b v25, v27, v15
sqrshl.8b v13, v28, v25
sqrshl.8b v24, v29, v13
sqrshl.8h v30, v4, v26
sqrshl.8h v1, v15, v9
sqrshl.8h v9, v31, v3
sqrshl.8h v0, v29, v28
sqrshrn.2s v21, v4, #13
sqrshrn.2s v0, v31, #16
sqrshrn.2s v21, v24, #20
sqrshrn.2s v5, v27, #14
sqrshrn2.4s v18, v2, #32
sqrshrn2.4s v18, v21, #18
sqrshrn2.4s v22, v28, #32
sqrshrn2.4s v24, v0, #32
sqrshrn.4h v25, v0, #13
sqrshrn.4h v14, v10, #1
sqrshrn.4h v20, v11, #15
sqrshrn.4h v4, v5, #11
sqrshrn2.8h v24, v1, #1
sqrshrn2.8h v2, v14, #1
sqrshrn2.8h v10, v13, #8
sqrshrn2.8h v24, v28, #13
sqrshrn.8b v20, v10, #8
sqrshrn.8b v0, v14, #4
sqrshrn.8b v18, v10, #8
sqrshrn.8b v26, v24, #1
sqrshrn2.16b v8, v8, #1
sqrshrn2.16b v8, v6, #5
sqrshrn2.16b v15, v12, #3
sqrshrn2.16b v20, v2, #1
sqrshrun.2s v11, v28, #26
sqrshrun.2s v24, v21, #18
sqrshrun.2s v30, v8, #27
sqrshrun.2s v7, v3, #8
sqrshrun2.4s v14, v1, #10
sqrshrun2.4s v1, v13, #3
sqrshrun2.4s v0, v18, #13
sqrshrun2.4s v19, v23, #22
sqrshrun.4h v7, v10, #15
sqrshrun.4h v16, v0, #13
sqrshrun.4h v13, v0, #1
sqrshrun.4h v3, v21, #1
sqrshrun2.8h v0, v31, #16
sqrshrun2.8h v13, v18, #11
sqrshrun2.8h v1, v0, #1
sqrshrun2.8h v20, v20, #12
sqrshrun.8b v29, v5, #6
sqrshrun.8b v14, v12, #1
sqrshrun.8b v12, v19, #2
sqrshrun.8b v27, v18, #1
sqrshrun2.16b v0, v26, #5
sqrshrun2.16b v3, v7, #6
sqrshrun2.16b v20, v30, #1
sqrshrun2.16b v4, v8, #5
sqshlu.16b v1, v14, #5
sqshlu.16b v13, v20, #5
sqshlu.16b v16, v19, #2
sqshlu.16b v0, v10, #7
sqshlu.2d v10, v22, #45
sqshlu.2d v25, v25, #28
sqshlu.2d v2, v5, #35
sqshlu.2d v23, v5, #3
sqshlu.2s v27, v14, #10
sqshlu.2s v31, v1, #14
sqshlu.2s v10, v13, #15
sqshlu.2s v13, v13, #24
sqshlu.4h v10, v2, #12
sqshlu.4h v4, v21, #1
sqshlu.4h v20, v4, #11
sqshlu.4h v31, v1, #6
sqshlu.4s v27, v15, #19
sqshlu.4s v11, v7, #0
sqshlu.4s v31, v26, #10
sqshlu.4s v11, v6, #14
sqshlu.8b v25, v20, #1
sqshlu.8b v3, v9, #0
sqshlu.8b v31, v28, #3
sqshlu.8b v4, v30, #2
sqshlu.8h v28, v14, #4
sqshlu.8h v18, v25, #0
sqshlu.8h v3, v25, #14
sqshlu.8h v16, v28, #3
sqshl.16b v22, v2, #6
sqshl.16b v24, v14, #6
sqshl.16b v25, v10, #7
sqshl.16b v10, v0, #1
sqshl.2d v31, v23, #46
sqshl.2d v7, v19, #62
sqshl.2d v5, v27, #33
sqshl.2d v11, v17, #34
sqshl.2s v7, v21, #4
sqshl.2s v5, v29, #31
sqshl.2s v24, v14, #15
sqshl.2s v11, v5, #29
sqshl.4h v9, v18, #8
sqshl.4h v4, v8, #7
sqshl.4h v21, v26, #0
sqshl.4h v29, v1, #5
sqshl.4s v18, v23, #15
sqshl.4s v20, v10, #24
sqshl.4s v21, v17, #0
sqshl.4s v23, v0, #8
sqshl.8b v23, v1, #1
sqshl.8b v15, v12, #0
sqshl.8b v20, v18, #3
sqshl.8b v13, v31, #0
sqshl.8h v12, v2, #0
sqshl.8h v9, v19, #0
sqshl.8h v4, v11, #12
sqshl.8h v10, v24, #8
sqshl.16b v31, v0, v5
sqshl.16b v11, v21, v24
sqshl.16b v5, v4, v18
sqshl.16b v15, v11, v6
sqshl.2d v22, v4, v16
sqshl.2d v19, v31, v12
sqshl.2d v13, v29, v17
sqshl.2d v22, v13, v10
sqshl.2s v29, v7, v8
sqshl.2s v0, v14, v11
sqshl.2s v3, v13, v5
sqshl.2s v25, v10, v31
sqshl.4h v6, v6, v23
sqshl.4h v26, v13, v30
sqshl.4h v30, v16, v21
sqshl.4h v29, v22, v10
sqshl.4s v6, v30, v10
sqshl.4s v17, v27, v2
sqshl.4s v3, v28, v7
sqshl.4s v18, v29, v3
sqshl.8b v5, v22, v6
sqshl.8b v23, v18, v8
sqshl.8b v2, v21, v22
sqshl.8b v11, v9, v26
sqshl.8h v12, v1, v14
sqshl.8h v3, v11, v7
sqshl.8h v24, v4, v20
sqshl.8h v12, v14, v2
sqshrn.2s v0, v0, #27
sqshrn.2s v3, v22, #25
sqshrn.2s v14, v14, #2
sqshrn.2s v29, v4, #15
sqshrn2.4s v16, v18, #8
sqshrn2.4s v25, v12, #1
sqshrn2.4s v5, v17, #29
sqshrn2.4s v23, v6, #22
sqshrn.4h v13, v18, #1
sqshrn.4h v27, v23, #1
sqshrn.4h v9, v26, #1
sqshrn.4h v27, v19, #4
sqshrn2.8h v16, v28, #12
sqshrn2.8h v14, v23, #11
sqshrn2.8h v21, v2, #5
sqshrn2.8h v21, v20, #11
sqshrn.8b v9, v6, #3
sqshrn.8b v13, v22, #1
sqshrn.8b v8, v14, #6
sqshrn.8b v12, v25, #7
sqshrn2.16b v20, v9, #5
sqshrn2.16b v13, v11, #4
sqshrn2.16b v7, v26, #7
sqshrn2.16b v14, v27, #7
sqshrun.2s v15, v22, #32
sqshrun.2s v28, v31, #19
sqshrun.2s v14, v12, #28
sqshrun.2s v2, v6, #6
sqshrun2.4s v12, v18, #22
sqshrun2.4s v11, v14, #4
sqshrun2.4s v4, v28, #1
sqshrun2.4s v6, v4, #26
sqshrun.4h v4, v5, #11
sqshrun.4h v18, v1, #15
sqshrun.4h v20, v9, #10
sqshrun.4h v21, v30, #14
sqshrun2.8h v15, v29, #1
sqshrun2.8h v23, v13, #8
sqshrun2.8h v27, v26, #3
sqshrun2.8h v26, v22, #14
sqshrun.8b v25, v26, #1
sqshrun.8b v28, v22, #8
sqshrun.8b v27, v14, #3
sqshrun.8b v0, v19, #8
sqshrun2.16b v10, v30, #5
sqshrun2.16b v21, v7, #1
sqshrun2.16b v28, v11, #3
sqshrun2.16b v6, v19, #8
sqsub.16b v21, v6, v24
sqsub.16b v22, v12, v5
sqsub.16b v7, v8, v5
sqsub.16b v3, v5, v8
sqsub.2d v29, v16, v17
sqsub.2d v28, v5, v14
sqsub.2d v15, v5, v21
sqsub.2d v4, v12, v29
sqsub.2s v20, v20, v21
sqsub.2s v9, v18, v30
sqsub.2s v30, v16, v0
sqsub.2s v21, v10, v17
sqsub.4h v27, v30, v17
sqsub.4h v29, v21, v23
sqsub.4h v5, v30, v19
sqsub.4h v17, v22, v16
sqsub.4s v12, v28, v24
sqsub.4s v5, v18, v14
sqsub.4s v15, v19, v30
sqsub.4s v6, v23, v7
sqsub.8b v28, v7, v21
sqsub.8b v3, v1, v20
sqsub.8b v14, v31, v9
sqsub.8b v26, v15, v11
sqsub.8h v16, v4, v31
sqsub.8h v20, v18, v25
sqsub.8h v10, v26, v6
sqsub.8h v12, v6, v17
sqxtn.2s v17, v23
sqxtn.2s v12, v29
sqxtn.2s v12, v24
sqxtn.2s v23, v18
sqxtn2.4s v21, v19
sqxtn2.4s v0, v4
sqxtn2.4s v29, v25
sqxtn2.4s v21, v9
sqxtn.4h v16, v9
sqxtn.4h v6, v29
sqxtn.4h v19, v26
sqxtn.4h v6, v17
sqxtn2.8h v8, v5
sqxtn2.8h v28, v30
sqxtn2.8h v11, v25
sqxtn2.8h v24, v5
sqxtn.8b v12, v5
sqxtn.8b v30, v8
sqxtn.8b v26, v17
sqxtn.8b v5, v10
sqxtn2.16b v8, v2
sqxtn2.16b v10, v27
sqxtn2.16b v23, v10
sqxtn2.16b v20, v16
sqxtun.2s v25, v21
sqxtun.2s v30, v6
sqxtun.2s v17, v26
sqxtun.2s v21, v31
sqxtun2.4s v10, v0
sqxtun2.4s v10, v31
sqxtun2.4s v18, v30
sqxtun2.4s v19, v17
sqxtun.4h v7, v9
sqxtun.4h v28, v0
sqxtun.4h v15, v28
sqxtun.4h v5, v30
sqxtun2.8h v27, v4
sqxtun2.8h v22, v19
sqxtun2.8h v20, v17
sqxtun2.8h v9, v2
sqxtun.8b v17, v28
sqxtun.8b v27, v6
sqxtun.8b v19, v8
sqxtun.8b v14, v6
sqxtun2.16b v21, v5
sqxtun2.16b v27, v29
sqxtun2.16b v22, v17
sqxtun2.16b v4, v5
srhadd.16b v5, v8, v2
srhadd.16b v7, v7, v21
srhadd.16b v18, v17, v22
srhadd.16b v12, v30, v14
srhadd.2s v29, v24, v21
srhadd.2s v19, v14, v26
srhadd.2s v24, v17, v30
srhadd.2s v13, v14, v17
srhadd.4h v11, v4, v23
srhadd.4h v6, v22, v3
srhadd.4h v10, v10, v8
srhadd.4h v13, v2, v23
srhadd.4s v27, v25, v18
srhadd.4s v13, v16, v9
srhadd.4s v14, v13, v8
srhadd.4s v5, v26, v1
srhadd.8b v7, v7, v1
srhadd.8b v16, v9, v13
srhadd.8b v26, v2, v15
srhadd.8b v8, v11, v10
srhadd.8h v7, v31, v24
srhadd.8h v9, v28, v15
srhadd.8h v30, v13, v13
srhadd.8h v3, v4, v14
sri.16b v15, v5, #4
sri.16b v4, v1, #3
sri.16b v13, v10, #4
sri.16b v27, v6, #1
sri.2d v11, v4, #43
sri.2d v26, v15, #19
sri.2d v3, v11, #15
sri.2d v27, v16, #1
sri.2s v16, v26, #4
sri.2s v5, v26, #14
sri.2s v9, v25, #1
sri.2s v10, v23, #4
sri.4h v18, v1, #8
sri.4h v4, v9, #16
sri.4h v18, v0, #3
sri.4h v1, v23, #8
sri.4s v6, v6, #13
sri.4s v5, v9, #30
sri.4s v29, v15, #32
sri.4s v29, v0, #31
sri.8b v18, v4, #4
sri.8b v6, v6, #1
sri.8b v13, v17, #7
sri.8b v13, v11, #2
sri.8h v19, v8, #1
sri.8h v27, v24, #5
sri.8h v1, v15, #1
sri.8h v23, v8, #16
srshl.16b v25, v25, v22
srshl.16b v10, v2, v12
srshl.16b v26, v5, v15
srshl.16b v7, v3, v24
srshl.2d v22, v24, v26
srshl.2d v20, v31, v21
srshl.2d v26, v7, v23
srshl.2d v6, v7, v23
srshl.2s v6, v15, v14
srshl.2s v6, v6, v25
srshl.2s v8, v16, v6
srshl.2s v22, v23, v0
srshl.4h v29, v20, v3
srshl.4h v9, v6, v28
srshl.4h v17, v28, v27
srshl.4h v1, v26, v11
srshl.4s v31, v11, v3
srshl.4s v6, v30, v20
srshl.4s v13, v19, v23
srshl.4s v3, v17, v14
srshl.8b v9, v25, v0
srshl.8b v22, v14, v2
srshl.8b v8, v21, v3
srshl.8b v7, v23, v10
srshl.8h v17, v19, v1
srshl.8h v2, v6, v21
srshl.8h v22, v31, v23
srshl.8h v27, v5, v25
srshr.16b v31, v17, #1
srshr.16b v20, v17, #7
srshr.16b v7, v3, #1
srshr.16b v6, v5, #4
srshr.2d v0, v9, #12
srshr.2d v25, v10, #1
srshr.2d v14, v11, #22
srshr.2d v12, v17, #5
srshr.2s v0, v17, #6
srshr.2s v3, v26, #28
srshr.2s v21, v14, #1
srshr.2s v29, v16, #9
srshr.4h v14, v11, #11
srshr.4h v15, v31, #4
srshr.4h v11, v3, #4
srshr.4h v7, v27, #1
srshr.4s v29, v28, #19
srshr.4s v0, v25, #9
srshr.4s v9, v19, #30
srshr.4s v3, v8, #24
srshr.8b v25, v15, #2
srshr.8b v1, v10, #3
srshr.8b v4, v25, #8
srshr.8b v6, v2, #4
srshr.8h v22, v15, #5
srshr.8h v17, v10, #1
srshr.8h v25, v4, #6
srshr.8h v20, v31, #8
srsra.16b v2, v24, #6
srsra.16b v26, v8, #2
srsra.16b v31, v26, #6
srsra.16b v4, v19, #1
srsra.2d v28, v6, #56
srsra.2d v3, v10, #16
srsra.2d v13, v18, #43
srsra.2d v8, v28, #31
srsra.2s v22, v23, #23
srsra.2s v0, v26, #25
srsra.2s v8, v6, #10
srsra.2s v20, v11, #1
srsra.4h v14, v17, #13
srsra.4h v2, v9, #7
srsra.4h v4, v13, #6
srsra.4h v11, v7, #5
srsra.4s v11, v28, #32
srsra.4s v7, v19, #1
srsra.4s v20, v18, #32
srsra.4s v11, v20, #8
srsra.8b v5, v27, #8
srsra.8b v19, v27, #3
srsra.8b v18, v2, #5
srsra.8b v7, v3, #4
srsra.8h v20, v1, #1
srsra.8h v14, v0, #6
srsra.8h v28, v26, #4
srsra.8h v22, v16, #7
sshll.2d v17, v28, #0
sshll.2d v21, v4, #9
sshll.2d v17, v5, #27
sshll.2d v7, v5, #16
sshll2.2d v20, v22, #16
sshll2.2d v24, v7, #1
sshll2.2d v16, v22, #30
sshll2.2d v10, v18, #1
sshll.4s v18, v30, #3
sshll.4s v21, v5, #1
sshll.4s v18, v10, #1
sshll.4s v19, v7, #14
sshll2.4s v13, v10, #0
sshll2.4s v4, v26, #8
sshll2.4s v10, v30, #0
sshll2.4s v19, v25, #3
sshll.8h v19, v30, #4
sshll.8h v14, v28, #0
sshll.8h v30, v5, #1
sshll.8h v14, v8, #0
sshll2.8h v21, v26, #6
sshll2.8h v27, v22, #3
sshll2.8h v12, v6, #3
sshll2.8h v12, v18, #2
sshl.16b v5, v3, v12
sshl.16b v31, v0, v26
sshl.16b v29, v20, v31
sshl.16b v2, v19, v9
sshl.2d v19, v22, v6
sshl.2d v14, v21, v28
sshl.2d v13, v23, v7
sshl.2d v5, v14, v15
sshl.2s v7, v23, v4
sshl.2s v14, v9, v15
sshl.2s v11, v12, v31
sshl.2s v23, v15, v23
sshl.4h v23, v22, v10
sshl.4h v15, v23, v0
sshl.4h v31, v11, v28
sshl.4h v29, v10, v16
sshl.4s v13, v5, v17
sshl.4s v27, v30, v22
sshl.4s v15, v17, v21
sshl.4s v4, v20, v9
sshl.8b v8, v2, v17
sshl.8b v4, v23, v26
sshl.8b v29, v26, v17
sshl.8b v24, v26, v22
sshl.8h v17, v26, v20
sshl.8h v27, v5, v7
sshl.8h v29, v23, v2
sshl.8h v20, v24, v31
sshr.16b v30, v27, #4
sshr.16b v14, v13, #8
sshr.16b v3, v11, #8
sshr.16b v21, v30, #6
sshr.2d v14, v31, #11
sshr.2d v7, v1, #50
sshr.2d v19, v24, #63
sshr.2d v26, v17, #50
sshr.2s v10, v10, #7
sshr.2s v12, v3, #4
sshr.2s v27, v31, #1
sshr.2s v10, v2, #26
sshr.4h v18, v0, #6
sshr.4h v22, v31, #2
sshr.4h v2, v5, #10
sshr.4h v5, v20, #11
sshr.4s v15, v13, #22
sshr.4s v13, v30, #1
sshr.4s v24, v21, #17
sshr.4s v19, v19, #16
sshr.8b v21, v6, #8
sshr.8b v30, v24, #5
sshr.8b v30, v17, #2
sshr.8b v5, v21, #8
sshr.8h v2, v18, #1
sshr.8h v23, v31, #5
sshr.8h v24, v17, #1
sshr.8h v2, v17, #1
ssra.16b v12, v31, #6
ssra.16b v9, v24, #1
ssra.16b v26, v21, #1
ssra.16b v23, v12, #2
ssra.2d v28, v6, #6
ssra.2d v12, v28, #61
ssra.2d v19, v27, #15
ssra.2d v24, v7, #53
ssra.2s v24, v1, #21
ssra.2s v3, v3, #5
ssra.2s v5, v2, #1
ssra.2s v25, v25, #19
ssra.4h v18, v6, #16
ssra.4h v16, v26, #11
ssra.4h v14, v2, #16
ssra.4h v12, v10, #11
ssra.4s v13, v22, #1
ssra.4s v29, v19, #32
ssra.4s v26, v7, #32
ssra.4s v29, v4, #10
ssra.8b v5, v6, #1
ssra.8b v15, v10, #2
ssra.8b v26, v15, #8
ssra.8b v27, v13, #8
ssra.8h v3, v15, #13
ssra.8h v26, v29, #6
ssra.8h v16, v17, #14
ssra.8h v22, v7, #7
ssubl.2d v25, v23, v27
ssubl.2d v20, v4, v19
ssubl.2d v12, v27, v27
ssubl.2d v3, v27, v14
ssubl2.2d v23, v21, v0
ssubl2.2d v23, v24, v9
ssubl2.2d v7, v25, v20
ssubl2.2d v16, v19, v8
ssubl.4s v19, v22, v9
ssubl.4s v26, v12, v14
ssubl.4s v9, v29, v11
ssubl.4s v21, v20, v4
ssubl2.4s v1, v21, v13
ssubl2.4s v18, v22, v22
ssubl2.4s v8, v7, v12
ssubl2.4s v29, v27, v15
ssubl.8h v26, v24, v20
ssubl.8h v7, v18, v8
ssubl.8h v13, v2, v0
ssubl.8h v12, v9, v10
ssubl2.8h v15, v28, v25
ssubl2.8h v22, v7, v26
ssubl2.8h v28, v1, v9
ssubl2.8h v17, v29, v28
ssubw.2d v23, v30, v14
ssubw.2d v2, v14, v16
ssubw.2d v18, v24, v2
ssubw.2d v10, v1, v27
ssubw2.2d v9, v20, v10
ssubw2.2d v3, v31, v1
ssubw2.2d v8, v31, v14
ssubw2.2d v28, v15, v25
ssubw.4s v13, v20, v23
ssubw.4s v25, v9, v17
ssubw.4s v4, v19, v1
ssubw.4s v19, v21, v12
ssubw2.4s v24, v15, v25
ssubw2.4s v9, v0, v29
ssubw2.4s v24, v1, v26
ssubw2.4s v2, v2, v1
ssubw.8h v7, v21, v30
ssubw.8h v12, v1, v28
ssubw.8h v1, v5, v10
ssubw.8h v25, v26, v29
ssubw2.8h v22, v6, v6
ssubw2.8h v13, v21, v3
ssubw2.8h v20, v5, v2
ssubw2.8h v21, v12, v29
st1.16b { v1, v2, v3, v4 }, [x21]
st1.16b { v31, v0, v1, v2 }, [x9]
st1.16b { v4, v5, v6, v7 }, [x29]
st1.16b { v27, v28, v29, v30 }, [x9]
st1.16b { v31, v0, v1, v2 }, [x16], x12
st1.16b { v29, v30, v31, v0 }, [x19], x17
st1.16b { v15, v16, v17, v18 }, [x7], x3
st1.16b { v31, v0, v1, v2 }, [x1], x29
st1.1d { v29, v30, v31, v0 }, [x4]
st1.1d { v20, v21, v22, v23 }, [x17]
st1.1d { v9, v10, v11, v12 }, [x6]
st1.1d { v9, v10, v11, v12 }, [x5]
st1.1d { v20, v21, v22, v23 }, [x29], x0
st1.1d { v9, v10, v11, v12 }, [x0], x26
st1.1d { v0, v1, v2, v3 }, [x7], x7
st1.1d { v13, v14, v15, v16 }, [x10], x20
st1.2d { v1, v2, v3, v4 }, [x5]
st1.2d { v14, v15, v16, v17 }, [x16]
st1.2d { v8, v9, v10, v11 }, [x13]
st1.2d { v16, v17, v18, v19 }, [x4]
st1.2d { v14, v15, v16, v17 }, [x6], x7
st1.2d { v3, v4, v5, v6 }, [x23], x11
st1.2d { v12, v13, v14, v15 }, [x18], x23
st1.2d { v28, v29, v30, v31 }, [x29], x18
st1.2s { v17, v18, v19, v20 }, [x10]
st1.2s { v22, v23, v24, v25 }, [x30]
st1.2s { v7, v8, v9, v10 }, [x11]
st1.2s { v23, v24, v25, v26 }, [x15]
st1.2s { v21, v22, v23, v24 }, [sp], x15
st1.2s { v1, v2, v3, v4 }, [x30], x19
st1.2s { v28, v29, v30, v31 }, [x7], x1
st1.2s { v16, v17, v18, v19 }, [x13], x15
st1.4h { v21, v22, v23, v24 }, [x27]
st1.4h { v13, v14, v15, v16 }, [x12]
st1.4h { v23, v24, v25, v26 }, [x14]
st1.4h { v12, v13, v14, v15 }, [x1]
st1.4h { v17, v18, v19, v20 }, [x9], x17
st1.4h { v7, v8, v9, v10 }, [x4], x20
st1.4h { v20, v21, v22, v23 }, [x7], x7
st1.4h { v2, v3, v4, v5 }, [sp], x21
st1.4s { v16, v17, v18, v19 }, [x16]
st1.4s { v2, v3, v4, v5 }, [x3]
st1.4s { v16, v17, v18, v19 }, [x23]
st1.4s { v22, v23, v24, v25 }, [x4]
st1.4s { v8, v9, v10, v11 }, [x2], x13
st1.4s { v11, v12, v13, v14 }, [x22], x27
st1.4s { v26, v27, v28, v29 }, [x25], x0
st1.4s { v13, v14, v15, v16 }, [x7], x29
st1.8b { v14, v15, v16, v17 }, [x18]
st1.8b { v31, v0, v1, v2 }, [x22]
st1.8b { v2, v3, v4, v5 }, [x9]
st1.8b { v16, v17, v18, v19 }, [x14]
st1.8b { v19, v20, v21, v22 }, [x10], #32
st1.8b { v1, v2, v3, v4 }, [x25], #32
st1.8b { v30, v31, v0, v1 }, [x11], x13
st1.8b { v22, v23, v24, v25 }, [x21], x11
st1.8h { v3, v4, v5, v6 }, [x16]
st1.8h { v31, v0, v1, v2 }, [x25]
st1.8h { v5, v6, v7, v8 }, [x14]
st1.8h { v2, v3, v4, v5 }, [x7]
st1.8h { v5, v6, v7, v8 }, [x26], x10
st1.8h { v2, v3, v4, v5 }, [x6], #64
st1.8h { v28, v29, v30, v31 }, [x4], x21
st1.8h { v26, v27, v28, v29 }, [x15], #64
st1.16b { v19 }, [x29]
st1.16b { v3 }, [x16]
st1.16b { v17 }, [x8]
st1.16b { v22 }, [x11]
st1.16b { v6 }, [x13], x5
st1.16b { v29 }, [x27], x16
st1.16b { v29 }, [x28], x30
st1.16b { v28 }, [x30], x3
st1.1d { v11 }, [x20]
st1.1d { v19 }, [x20]
st1.1d { v23 }, [x20]
st1.1d { v19 }, [x5]
st1.1d { v26 }, [x24], x27
st1.1d { v5 }, [x5], x16
st1.1d { v20 }, [x5], x1
st1.1d { v10 }, [x0], x24
st1.2d { v20 }, [x14]
st1.2d { v17 }, [x28]
st1.2d { v10 }, [x22]
st1.2d { v30 }, [x22]
st1.2d { v4 }, [sp], x8
st1.2d { v9 }, [x7], x15
st1.2d { v6 }, [x0], x5
st1.2d { v14 }, [x11], x11
st1.2s { v16 }, [sp]
st1.2s { v10 }, [x9]
st1.2s { v5 }, [x11]
st1.2s { v14 }, [x2]
st1.2s { v28 }, [x3], x16
st1.2s { v24 }, [x16], x1
st1.2s { v9 }, [x25], x23
st1.2s { v0 }, [sp], x19
st1.4h { v13 }, [x30]
st1.4h { v31 }, [x0]
st1.4h { v16 }, [x19]
st1.4h { v23 }, [x17]
st1.4h { v9 }, [x23], x9
st1.4h { v20 }, [x28], x23
st1.4h { v29 }, [x2], x19
st1.4h { v3 }, [x18], x25
st1.4s { v23 }, [x4]
st1.4s { v29 }, [x2]
st1.4s { v27 }, [x3]
st1.4s { v10 }, [x6]
st1.4s { v1 }, [x5], x2
st1.4s { v18 }, [x0], x21
st1.4s { v17 }, [x17], x19
st1.4s { v28 }, [x16], x13
st1.8b { v11 }, [x25]
st1.8b { v9 }, [x14]
st1.8b { v13 }, [sp]
st1.8b { v25 }, [x29]
st1.8b { v4 }, [x10], x7
st1.8b { v23 }, [x30], x17
st1.8b { v20 }, [sp], x5
st1.8b { v3 }, [x18], x30
st1.8h { v24 }, [x19]
st1.8h { v3 }, [x0]
st1.8h { v30 }, [x24]
st1.8h { v7 }, [x1]
st1.8h { v29 }, [x13], x18
st1.8h { v7 }, [x10], x15
st1.8h { v21 }, [x13], x14
st1.8h { v31 }, [x1], x8
st1.16b { v8, v9, v10 }, [sp]
st1.16b { v0, v1, v2 }, [x24]
st1.16b { v7, v8, v9 }, [x2]
st1.16b { v15, v16, v17 }, [x6]
st1.16b { v7, v8, v9 }, [x28], x4
st1.16b { v10, v11, v12 }, [x24], x11
st1.16b { v22, v23, v24 }, [x21], x9
st1.16b { v9, v10, v11 }, [x11], x3
st1.1d { v25, v26, v27 }, [x28]
st1.1d { v18, v19, v20 }, [x12]
st1.1d { v4, v5, v6 }, [x0]
st1.1d { v30, v31, v0 }, [x14]
st1.1d { v27, v28, v29 }, [x1], x28
st1.1d { v31, v0, v1 }, [x29], x17
st1.1d { v26, v27, v28 }, [sp], x17
st1.1d { v7, v8, v9 }, [x22], #24
st1.2d { v15, v16, v17 }, [x0]
st1.2d { v18, v19, v20 }, [x11]
st1.2d { v5, v6, v7 }, [x22]
st1.2d { v23, v24, v25 }, [x10]
st1.2d { v15, v16, v17 }, [x10], x14
st1.2d { v28, v29, v30 }, [x13], x10
st1.2d { v4, v5, v6 }, [x17], x12
st1.2d { v15, v16, v17 }, [x16], x10
st1.2s { v4, v5, v6 }, [x12]
st1.2s { v14, v15, v16 }, [x0]
st1.2s { v21, v22, v23 }, [x21]
st1.2s { v19, v20, v21 }, [x12]
st1.2s { v5, v6, v7 }, [sp], x0
st1.2s { v1, v2, v3 }, [x7], x16
st1.2s { v25, v26, v27 }, [x10], x6
st1.2s { v15, v16, v17 }, [x11], x25
st1.4h { v13, v14, v15 }, [x8]
st1.4h { v2, v3, v4 }, [x7]
st1.4h { v26, v27, v28 }, [x4]
st1.4h { v30, v31, v0 }, [x7]
st1.4h { v6, v7, v8 }, [x30], #24
st1.4h { v10, v11, v12 }, [x18], x6
st1.4h { v6, v7, v8 }, [x28], x6
st1.4h { v11, v12, v13 }, [x1], x12
st1.4s { v16, v17, v18 }, [x8]
st1.4s { v21, v22, v23 }, [x21]
st1.4s { v20, v21, v22 }, [x22]
st1.4s { v26, v27, v28 }, [x18]
st1.4s { v15, v16, v17 }, [x16], x26
st1.4s { v26, v27, v28 }, [x22], x29
st1.4s { v2, v3, v4 }, [x30], #48
st1.4s { v19, v20, v21 }, [x25], x20
st1.8b { v5, v6, v7 }, [x17]
st1.8b { v17, v18, v19 }, [x24]
st1.8b { v11, v12, v13 }, [x27]
st1.8b { v7, v8, v9 }, [x18]
st1.8b { v19, v20, v21 }, [x1], x19
st1.8b { v15, v16, v17 }, [x29], x4
st1.8b { v20, v21, v22 }, [x13], x27
st1.8b { v29, v30, v31 }, [x11], x3
st1.8h { v25, v26, v27 }, [x6]
st1.8h { v1, v2, v3 }, [x23]
st1.8h { v20, v21, v22 }, [x24]
st1.8h { v30, v31, v0 }, [x8]
st1.8h { v11, v12, v13 }, [x22], x8
st1.8h { v22, v23, v24 }, [x11], x12
st1.8h { v19, v20, v21 }, [x3], x5
st1.8h { v7, v8, v9 }, [x23], x16
st1.16b { v20, v21 }, [x19]
st1.16b { v8, v9 }, [x28]
st1.16b { v9, v10 }, [x6]
st1.16b { v18, v19 }, [x25]
st1.16b { v3, v4 }, [x24], x28
st1.16b { v28, v29 }, [x18], x8
st1.16b { v6, v7 }, [x5], x2
st1.16b { v21, v22 }, [x23], x28
st1.1d { v10, v11 }, [x6]
st1.1d { v22, v23 }, [x7]
st1.1d { v30, v31 }, [x4]
st1.1d { v6, v7 }, [x14]
st1.1d { v26, v27 }, [x20], x12
st1.1d { v13, v14 }, [x21], x17
st1.1d { v29, v30 }, [x24], x15
st1.1d { v19, v20 }, [x17], x24
st1.2d { v19, v20 }, [x23]
st1.2d { v2, v3 }, [x6]
st1.2d { v19, v20 }, [x16]
st1.2d { v2, v3 }, [x3]
st1.2d { v15, v16 }, [x14], x25
st1.2d { v27, v28 }, [x17], x27
st1.2d { v12, v13 }, [x12], x25
st1.2d { v1, v2 }, [x21], x6
st1.2s { v21, v22 }, [x9]
st1.2s { v19, v20 }, [x7]
st1.2s { v22, v23 }, [x23]
st1.2s { v13, v14 }, [x27]
st1.2s { v28, v29 }, [x17], x10
st1.2s { v24, v25 }, [x23], x10
st1.2s { v14, v15 }, [x27], x26
st1.2s { v12, v13 }, [x10], x8
st1.4h { v19, v20 }, [x6]
st1.4h { v23, v24 }, [sp]
st1.4h { v8, v9 }, [x29]
st1.4h { v9, v10 }, [x17]
st1.4h { v20, v21 }, [x16], #16
st1.4h { v15, v16 }, [x29], x6
st1.4h { v7, v8 }, [x20], x14
st1.4h { v4, v5 }, [x23], x24
st1.4s { v18, v19 }, [x10]
st1.4s { v26, v27 }, [x26]
st1.4s { v19, v20 }, [x14]
st1.4s { v24, v25 }, [x9]
st1.4s { v17, v18 }, [x9], x10
st1.4s { v1, v2 }, [x25], x4
st1.4s { v18, v19 }, [x6], x19
st1.4s { v9, v10 }, [x30], x9
st1.8b { v15, v16 }, [x21]
st1.8b { v12, v13 }, [x2]
st1.8b { v0, v1 }, [x15]
st1.8b { v31, v0 }, [x4]
st1.8b { v28, v29 }, [x14], x28
st1.8b { v24, v25 }, [x10], x9
st1.8b { v13, v14 }, [x14], x4
st1.8b { v18, v19 }, [x4], x5
st1.8h { v11, v12 }, [x19]
st1.8h { v28, v29 }, [x16]
st1.8h { v0, v1 }, [x30]
st1.8h { v26, v27 }, [x17]
st1.8h { v28, v29 }, [x4], x17
st1.8h { v9, v10 }, [x4], x15
st1.8h { v27, v28 }, [x14], x25
st1.8h { v13, v14 }, [x3], x10
st1.b { v15 }[1], [x21]
st1.b { v11 }[3], [x20]
st1.b { v12 }[14], [x1]
st1.b { v2 }[4], [x28]
st1.b { v2 }[0], [x5], x5
st1.b { v19 }[0], [x23], x20
st1.b { v25 }[1], [x19], x27
st1.b { v18 }[3], [x27], x5
st1.d { v14 }[1], [x7]
st1.d { v25 }[1], [x1]
st1.d { v10 }[1], [x29]
st1.d { v24 }[1], [x20]
st1.d { v14 }[1], [x20], x17
st1.d { v21 }[0], [x5], x18
st1.d { v15 }[0], [x20], x3
st1.d { v13 }[1], [x7], x2
st1.h { v15 }[6], [sp]
st1.h { v14 }[7], [x22]
st1.h { v30 }[7], [x5]
st1.h { v16 }[1], [x22]
st1.h { v8 }[6], [x5], x11
st1.h { v29 }[0], [x11], x7
st1.h { v22 }[2], [x1], x25
st1.h { v0 }[0], [x18], x27
st1.s { v24 }[0], [x29]
st1.s { v25 }[0], [x15]
st1.s { v3 }[1], [x27]
st1.s { v18 }[3], [x27]
st1.s { v24 }[3], [x4], x23
st1.s { v3 }[1], [sp], x7
st1.s { v9 }[1], [x20], x16
st1.s { v23 }[0], [x24], x22
st2.b { v12, v13 }[8], [x17]
st2.b { v0, v1 }[15], [x28]
st2.b { v12, v13 }[15], [x11]
st2.b { v2, v3 }[15], [x19]
st2.b { v0, v1 }[15], [sp], x7
st2.b { v24, v25 }[4], [x12], x2
st2.b { v23, v24 }[15], [x7], x26
st2.b { v16, v17 }[15], [x19], x4
st2.d { v30, v31 }[1], [x28]
st2.d { v18, v19 }[0], [x9]
st2.d { v0, v1 }[1], [x6]
st2.d { v28, v29 }[1], [x10]
st2.d { v12, v13 }[0], [x20], x9
st2.d { v14, v15 }[1], [x14], x27
st2.d { v8, v9 }[1], [x8], x8
st2.d { v29, v30 }[1], [x5], x29
st2.h { v12, v13 }[0], [x28]
st2.h { v12, v13 }[7], [x10]
st2.h { v8, v9 }[0], [x3]
st2.h { v29, v30 }[1], [x28]
st2.h { v29, v30 }[0], [x11], x5
st2.h { v9, v10 }[4], [x20], x30
st2.h { v5, v6 }[4], [x1], x30
st2.h { v18, v19 }[2], [x12], #4
st2.s { v27, v28 }[1], [x8]
st2.s { v27, v28 }[1], [x29]
st2.s { v21, v22 }[0], [x14]
st2.s { v20, v21 }[3], [x3]
st2.s { v31, v0 }[1], [x23], x1
st2.s { v1, v2 }[2], [x14], #8
st2.s { v0, v1 }[0], [x8], x19
st2.s { v21, v22 }[3], [x22], x25
st2.16b { v7, v8 }, [x4]
st2.16b { v27, v28 }, [x16]
st2.16b { v21, v22 }, [x23]
st2.16b { v24, v25 }, [x27]
st2.16b { v31, v0 }, [x23], x17
st2.16b { v3, v4 }, [x1], x6
st2.16b { v28, v29 }, [x15], x2
st2.16b { v15, v16 }, [x28], x27
st2.2d { v17, v18 }, [x28]
st2.2d { v25, v26 }, [x30]
st2.2d { v17, v18 }, [x4]
st2.2d { v18, v19 }, [x19]
st2.2d { v16, v17 }, [sp], x20
st2.2d { v27, v28 }, [x21], x26
st2.2d { v14, v15 }, [x26], x18
st2.2d { v18, v19 }, [x26], x27
st2.2s { v16, v17 }, [x16]
st2.2s { v1, v2 }, [x22]
st2.2s { v3, v4 }, [x17]
st2.2s { v12, v13 }, [x10]
st2.2s { v11, v12 }, [x1], x7
st2.2s { v8, v9 }, [x7], x19
st2.2s { v5, v6 }, [x12], x3
st2.2s { v2, v3 }, [x14], x7
st2.4h { v12, v13 }, [x11]
st2.4h { v5, v6 }, [x5]
st2.4h { v26, v27 }, [x9]
st2.4h { v18, v19 }, [x15]
st2.4h { v26, v27 }, [x0], x23
st2.4h { v16, v17 }, [x10], x20
st2.4h { v0, v1 }, [x4], x26
st2.4h { v6, v7 }, [x12], x21
st2.4s { v9, v10 }, [x8]
st2.4s { v14, v15 }, [x8]
st2.4s { v6, v7 }, [x27]
st2.4s { v4, v5 }, [x8]
st2.4s { v1, v2 }, [x23], x5
st2.4s { v4, v5 }, [x0], x14
st2.4s { v20, v21 }, [x9], x7
st2.4s { v23, v24 }, [x10], x5
st2.8b { v20, v21 }, [x23]
st2.8b { v21, v22 }, [x29]
st2.8b { v26, v27 }, [x27]
st2.8b { v15, v16 }, [x30]
st2.8b { v19, v20 }, [x25], x21
st2.8b { v8, v9 }, [x26], x23
st2.8b { v15, v16 }, [x13], x17
st2.8b { v3, v4 }, [x17], x2
st2.8h { v5, v6 }, [x6]
st2.8h { v13, v14 }, [x4]
st2.8h { v6, v7 }, [x26]
st2.8h { v24, v25 }, [x24]
st2.8h { v18, v19 }, [x7], x28
st2.8h { v1, v2 }, [x27], x26
st2.8h { v3, v4 }, [x15], x25
st2.8h { v29, v30 }, [x30], x28
st3.b { v11, v12, v13 }[13], [x15]
st3.b { v15, v16, v17 }[12], [x27]
st3.b { v1, v2, v3 }[9], [sp]
st3.b { v30, v31, v0 }[9], [x22]
st3.b { v9, v10, v11 }[7], [x2], x17
st3.b { v6, v7, v8 }[15], [x13], x24
st3.b { v5, v6, v7 }[14], [x12], x0
st3.b { v12, v13, v14 }[15], [x13], x15
st3.d { v4, v5, v6 }[0], [x12]
st3.d { v27, v28, v29 }[1], [x0]
st3.d { v9, v10, v11 }[0], [x8]
st3.d { v30, v31, v0 }[0], [x28]
st3.d { v7, v8, v9 }[0], [x6], x20
st3.d { v21, v22, v23 }[0], [x27], x6
st3.d { v0, v1, v2 }[0], [x3], x27
st3.d { v21, v22, v23 }[0], [x11], x22
st3.h { v25, v26, v27 }[2], [x21]
st3.h { v26, v27, v28 }[1], [x23]
st3.h { v30, v31, v0 }[5], [x18]
st3.h { v23, v24, v25 }[0], [x28]
st3.h { v8, v9, v10 }[0], [x26], x19
st3.h { v7, v8, v9 }[7], [x25], x0
st3.h { v28, v29, v30 }[2], [x20], x0
st3.h { v13, v14, v15 }[0], [x14], x20
st3.s { v13, v14, v15 }[0], [x12]
st3.s { v13, v14, v15 }[3], [x21]
st3.s { v19, v20, v21 }[1], [x4]
st3.s { v25, v26, v27 }[1], [x18]
st3.s { v11, v12, v13 }[0], [x11], x1
st3.s { v6, v7, v8 }[1], [x11], x20
st3.s { v19, v20, v21 }[0], [x21], x10
st3.s { v7, v8, v9 }[1], [x17], x14
st3.16b { v23, v24, v25 }, [x5]
st3.16b { v0, v1, v2 }, [x17]
st3.16b { v10, v11, v12 }, [x17]
st3.16b { v30, v31, v0 }, [x21]
st3.16b { v2, v3, v4 }, [x21], x23
st3.16b { v24, v25, v26 }, [x16], x29
st3.16b { v6, v7, v8 }, [x1], x8
st3.16b { v26, v27, v28 }, [x11], x20
st3.2d { v19, v20, v21 }, [x12]
st3.2d { v29, v30, v31 }, [x23]
st3.2d { v10, v11, v12 }, [x1]
st3.2d { v1, v2, v3 }, [x9]
st3.2d { v15, v16, v17 }, [x20], x29
st3.2d { v0, v1, v2 }, [x12], x13
st3.2d { v29, v30, v31 }, [x4], x1
st3.2d { v21, v22, v23 }, [sp], x26
st3.2s { v1, v2, v3 }, [x15]
st3.2s { v25, v26, v27 }, [x4]
st3.2s { v16, v17, v18 }, [x16]
st3.2s { v26, v27, v28 }, [x7]
st3.2s { v3, v4, v5 }, [x1], x15
st3.2s { v7, v8, v9 }, [x22], x30
st3.2s { v30, v31, v0 }, [x6], x20
st3.2s { v14, v15, v16 }, [x10], x5
st3.4h { v10, v11, v12 }, [x2]
st3.4h { v21, v22, v23 }, [x25]
st3.4h { v12, v13, v14 }, [x25]
st3.4h { v13, v14, v15 }, [x3]
st3.4h { v26, v27, v28 }, [x25], x15
st3.4h { v3, v4, v5 }, [x26], x13
st3.4h { v0, v1, v2 }, [x3], x26
st3.4h { v9, v10, v11 }, [x26], x28
st3.4s { v31, v0, v1 }, [x15]
st3.4s { v7, v8, v9 }, [x27]
st3.4s { v5, v6, v7 }, [x29]
st3.4s { v6, v7, v8 }, [x1]
st3.4s { v27, v28, v29 }, [x17], x28
st3.4s { v5, v6, v7 }, [x7], x12
st3.4s { v26, v27, v28 }, [x5], x30
st3.4s { v1, v2, v3 }, [x18], x0
st3.8b { v30, v31, v0 }, [x17]
st3.8b { v11, v12, v13 }, [x21]
st3.8b { v23, v24, v25 }, [x10]
st3.8b { v7, v8, v9 }, [x27]
st3.8b { v2, v3, v4 }, [x0], x1
st3.8b { v20, v21, v22 }, [x22], x29
st3.8b { v14, v15, v16 }, [x29], x23
st3.8b { v29, v30, v31 }, [x20], x13
st3.8h { v13, v14, v15 }, [x23]
st3.8h { v17, v18, v19 }, [x28]
st3.8h { v15, v16, v17 }, [x15]
st3.8h { v5, v6, v7 }, [sp]
st3.8h { v14, v15, v16 }, [x19], #48
st3.8h { v20, v21, v22 }, [x17], x14
st3.8h { v20, v21, v22 }, [x22], x24
st3.8h { v0, v1, v2 }, [x22], x15
st4.b { v26, v27, v28, v29 }[0], [x4]
st4.b { v21, v22, v23, v24 }[9], [x8]
st4.b { v7, v8, v9, v10 }[15], [x21]
st4.b { v30, v31, v0, v1 }[14], [x12]
st4.b { v10, v11, v12, v13 }[0], [x11], x20
st4.b { v11, v12, v13, v14 }[15], [x6], x30
st4.b { v0, v1, v2, v3 }[8], [x1], x26
st4.b { v27, v28, v29, v30 }[1], [x28], x25
st4.d { v1, v2, v3, v4 }[0], [x8]
st4.d { v16, v17, v18, v19 }[1], [x8]
st4.d { v19, v20, v21, v22 }[1], [x5]
st4.d { v9, v10, v11, v12 }[1], [x1]
st4.d { v8, v9, v10, v11 }[1], [x17], x1
st4.d { v29, v30, v31, v0 }[0], [x1], x17
st4.d { v0, v1, v2, v3 }[1], [x15], x5
st4.d { v3, v4, v5, v6 }[0], [x2], x5
st4.h { v11, v12, v13, v14 }[5], [x14]
st4.h { v1, v2, v3, v4 }[1], [x22]
st4.h { v16, v17, v18, v19 }[1], [x24]
st4.h { v21, v22, v23, v24 }[0], [x0]
st4.h { v12, v13, v14, v15 }[7], [x28], x17
st4.h { v19, v20, v21, v22 }[0], [x11], x21
st4.h { v21, v22, v23, v24 }[0], [x25], x7
st4.h { v7, v8, v9, v10 }[5], [x21], x22
st4.s { v3, v4, v5, v6 }[2], [x26]
st4.s { v22, v23, v24, v25 }[0], [x24]
st4.s { v27, v28, v29, v30 }[1], [x4]
st4.s { v14, v15, v16, v17 }[1], [x24]
st4.s { v13, v14, v15, v16 }[0], [x17], #16
st4.s { v21, v22, v23, v24 }[3], [x3], x12
st4.s { v5, v6, v7, v8 }[0], [x23], x8
st4.s { v0, v1, v2, v3 }[1], [x18], x20
st4.16b { v4, v5, v6, v7 }, [x6]
st4.16b { v13, v14, v15, v16 }, [x0]
st4.16b { v10, v11, v12, v13 }, [x19]
st4.16b { v7, v8, v9, v10 }, [x0]
st4.16b { v3, v4, v5, v6 }, [x3], x7
st4.16b { v27, v28, v29, v30 }, [x22], x14
st4.16b { v26, v27, v28, v29 }, [x14], x6
st4.16b { v2, v3, v4, v5 }, [x18], x4
st4.2d { v29, v30, v31, v0 }, [x25]
st4.2d { v15, v16, v17, v18 }, [x19]
st4.2d { v9, v10, v11, v12 }, [x3]
st4.2d { v5, v6, v7, v8 }, [x13]
st4.2d { v17, v18, v19, v20 }, [x11], x22
st4.2d { v19, v20, v21, v22 }, [x10], x21
st4.2d { v20, v21, v22, v23 }, [x27], x10
st4.2d { v21, v22, v23, v24 }, [x23], x30
st4.2s { v17, v18, v19, v20 }, [x30]
st4.2s { v4, v5, v6, v7 }, [x4]
st4.2s { v20, v21, v22, v23 }, [x6]
st4.2s { v31, v0, v1, v2 }, [x23]
st4.2s { v22, v23, v24, v25 }, [sp], x19
st4.2s { v31, v0, v1, v2 }, [x27], x10
st4.2s { v21, v22, v23, v24 }, [x1], x24
st4.2s { v22, v23, v24, v25 }, [x1], x19
st4.4h { v9, v10, v11, v12 }, [x29]
st4.4h { v29, v30, v31, v0 }, [x26]
st4.4h { v12, v13, v14, v15 }, [x6]
st4.4h { v13, v14, v15, v16 }, [x23]
st4.4h { v17, v18, v19, v20 }, [x25], x24
st4.4h { v21, v22, v23, v24 }, [x11], x28
st4.4h { v0, v1, v2, v3 }, [x2], x18
st4.4h { v30, v31, v0, v1 }, [sp], x22
st4.4s { v27, v28, v29, v30 }, [x30]
st4.4s { v2, v3, v4, v5 }, [x0]
st4.4s { v26, v27, v28, v29 }, [x1]
st4.4s { v12, v13, v14, v15 }, [x13]
st4.4s { v5, v6, v7, v8 }, [x18], x19
st4.4s { v14, v15, v16, v17 }, [sp], x22
st4.4s { v26, v27, v28, v29 }, [x16], x10
st4.4s { v6, v7, v8, v9 }, [x9], x7
st4.8b { v3, v4, v5, v6 }, [x24]
st4.8b { v31, v0, v1, v2 }, [x14]
st4.8b { v19, v20, v21, v22 }, [x6]
st4.8b { v13, v14, v15, v16 }, [x7]
st4.8b { v31, v0, v1, v2 }, [x0], x25
st4.8b { v29, v30, v31, v0 }, [x29], x26
st4.8b { v0, v1, v2, v3 }, [x27], x20
st4.8b { v1, v2, v3, v4 }, [x17], x22
st4.8h { v17, v18, v19, v20 }, [x10]
st4.8h { v9, v10, v11, v12 }, [x30]
st4.8h { v12, v13, v14, v15 }, [x19]
st4.8h { v17, v18, v19, v20 }, [x6]
st4.8h { v30, v31, v0, v1 }, [x21], x21
st4.8h { v1, v2, v3, v4 }, [x11], x21
st4.8h { v17, v18, v19, v20 }, [x21], x7
st4.8h { v1, v2, v3, v4 }, [x22], x26
subhn.2s v5, v23, v7
subhn.2s v15, v2, v2
subhn.2s v30, v15, v17
subhn.2s v10, v16, v13
subhn2.4s v25, v0, v24
subhn2.4s v28, v8, v24
subhn2.4s v15, v8, v31
subhn2.4s v28, v1, v23
subhn.4h v23, v3, v15
subhn.4h v31, v25, v21
subhn.4h v3, v29, v18
subhn.4h v23, v5, v29
subhn2.8h v8, v29, v14
subhn2.8h v23, v7, v26
subhn2.8h v5, v5, v9
subhn2.8h v21, v28, v14
subhn.8b v18, v5, v22
subhn.8b v14, v6, v14
subhn.8b v31, v9, v1
subhn.8b v20, v15, v29
subhn2.16b v28, v24, v28
subhn2.16b v26, v5, v9
subhn2.16b v29, v1, v24
subhn2.16b v2, v14, v19
sub.16b v20, v3, v30
sub.16b v28, v10, v15
sub.16b v9, v1, v30
sub.16b v6, v1, v21
sub.2d v19, v5, v21
sub.2d v31, v26, v18
sub.2d v27, v27, v24
sub.2d v15, v5, v13
sub.2s v15, v9, v23
sub.2s v16, v1, v5
sub.2s v21, v1, v0
sub.2s v8, v4, v6
sub.4h v5, v18, v7
sub.4h v2, v19, v25
sub.4h v10, v0, v28
sub.4h v10, v15, v12
sub.4s v28, v0, v3
sub.4s v0, v22, v21
sub.4s v12, v16, v16
sub.4s v27, v4, v8
sub.8b v7, v8, v25
sub.8b v24, v19, v2
sub.8b v31, v27, v4
sub.8b v0, v10, v31
sub.8h v29, v8, v11
sub.8h v27, v17, v29
sub.8h v21, v22, v15
sub.8h v26, v5, v29
suqadd.16b v23, v9
suqadd.16b v18, v28
suqadd.16b v20, v2
suqadd.16b v0, v17
suqadd.2d v2, v3
suqadd.2d v21, v8
suqadd.2d v12, v22
suqadd.2d v0, v26
suqadd.2s v15, v31
suqadd.2s v6, v30
suqadd.2s v6, v20
suqadd.2s v1, v1
suqadd.4h v25, v13
suqadd.4h v5, v1
suqadd.4h v13, v18
suqadd.4h v25, v6
suqadd.4s v11, v22
suqadd.4s v24, v12
suqadd.4s v21, v8
suqadd.4s v22, v14
suqadd.8b v10, v28
suqadd.8b v1, v20
suqadd.8b v20, v6
suqadd.8b v22, v13
suqadd.8h v25, v2
suqadd.8h v24, v20
suqadd.8h v19, v3
suqadd.8h v7, v16
tbl.16b v26, { v5 }, v31
tbl.16b v18, { v5 }, v22
tbl.16b v25, { v25 }, v19
tbl.16b v3, { v4 }, v14
tbl.16b v18, { v25, v26 }, v26
tbl.16b v29, { v13, v14 }, v30
tbl.16b v25, { v19, v20 }, v16
tbl.16b v3, { v11, v12 }, v12
tbl.16b v30, { v0, v1, v2 }, v23
tbl.16b v17, { v15, v16, v17 }, v9
tbl.16b v24, { v10, v11, v12 }, v30
tbl.16b v21, { v4, v5, v6 }, v1
tbl.16b v23, { v1, v2, v3, v4 }, v25
tbl.16b v3, { v0, v1, v2, v3 }, v8
tbl.16b v14, { v21, v22, v23, v24 }, v26
tbl.16b v16, { v16, v17, v18, v19 }, v13
tbl.8b v0, { v17 }, v28
tbl.8b v2, { v10 }, v26
tbl.8b v30, { v14 }, v31
tbl.8b v23, { v18 }, v20
tbl.8b v30, { v21, v22 }, v8
tbl.8b v8, { v13, v14 }, v23
tbl.8b v16, { v29, v30 }, v22
tbl.8b v25, { v2, v3 }, v20
tbl.8b v8, { v4, v5, v6 }, v16
tbl.8b v9, { v25, v26, v27 }, v17
tbl.8b v9, { v20, v21, v22 }, v5
tbl.8b v18, { v19, v20, v21 }, v19
tbl.8b v6, { v29, v30, v31, v0 }, v16
tbl.8b v0, { v13, v14, v15, v16 }, v28
tbl.8b v11, { v10, v11, v12, v13 }, v13
tbl.8b v26, { v22, v23, v24, v25 }, v18
tbx.16b v31, { v19 }, v3
tbx.16b v22, { v29 }, v18
tbx.16b v14, { v1 }, v4
tbx.16b v0, { v31 }, v15
tbx.16b v11, { v0, v1 }, v16
tbx.16b v3, { v7, v8 }, v30
tbx.16b v8, { v3, v4 }, v23
tbx.16b v31, { v30, v31 }, v26
tbx.16b v5, { v4, v5, v6 }, v24
tbx.16b v26, { v19, v20, v21 }, v16
tbx.16b v27, { v8, v9, v10 }, v16
tbx.16b v31, { v16, v17, v18 }, v0
tbx.16b v2, { v29, v30, v31, v0 }, v26
tbx.16b v12, { v18, v19, v20, v21 }, v12
tbx.16b v2, { v0, v1, v2, v3 }, v0
tbx.16b v14, { v22, v23, v24, v25 }, v12
tbx.8b v16, { v22 }, v9
tbx.8b v21, { v5 }, v17
tbx.8b v27, { v19 }, v11
tbx.8b v9, { v30 }, v10
tbx.8b v6, { v29, v30 }, v1
tbx.8b v31, { v29, v30 }, v28
tbx.8b v17, { v25, v26 }, v27
tbx.8b v9, { v10, v11 }, v19
tbx.8b v17, { v9, v10, v11 }, v16
tbx.8b v0, { v27, v28, v29 }, v16
tbx.8b v15, { v12, v13, v14 }, v6
tbx.8b v0, { v7, v8, v9 }, v16
tbx.8b v14, { v23, v24, v25, v26 }, v23
tbx.8b v28, { v31, v0, v1, v2 }, v1
tbx.8b v28, { v24, v25, v26, v27 }, v27
tbx.8b v30, { v13, v14, v15, v16 }, v9
trn1.16b v14, v28, v20
trn1.16b v29, v20, v27
trn1.16b v30, v3, v10
trn1.16b v24, v27, v27
trn1.2d v19, v16, v5
trn1.2d v6, v21, v6
trn1.2d v9, v1, v9
trn1.2d v6, v20, v24
trn1.2s v29, v17, v2
trn1.2s v2, v17, v12
trn1.2s v9, v25, v14
trn1.2s v2, v0, v22
trn1.4h v10, v25, v4
trn1.4h v9, v3, v11
trn1.4h v3, v21, v29
trn1.4h v4, v26, v7
trn1.4s v31, v20, v14
trn1.4s v2, v1, v1
trn1.4s v16, v16, v5
trn1.4s v14, v6, v27
trn1.8b v14, v26, v20
trn1.8b v26, v24, v29
trn1.8b v22, v3, v15
trn1.8b v17, v4, v11
trn1.8h v0, v30, v18
trn1.8h v17, v1, v18
trn1.8h v11, v0, v8
trn1.8h v13, v4, v30
trn2.16b v15, v8, v7
trn2.16b v13, v4, v7
trn2.16b v29, v1, v24
trn2.16b v12, v19, v15
trn2.2d v23, v2, v17
trn2.2d v29, v29, v5
trn2.2d v3, v18, v0
trn2.2d v3, v7, v8
trn2.2s v8, v25, v14
trn2.2s v0, v1, v27
trn2.2s v2, v2, v3
trn2.2s v10, v4, v0
trn2.4h v31, v14, v0
trn2.4h v11, v13, v4
trn2.4h v19, v4, v19
trn2.4h v30, v31, v8
trn2.4s v13, v16, v4
trn2.4s v21, v13, v9
trn2.4s v28, v31, v23
trn2.4s v25, v1, v29
trn2.8b v0, v13, v1
trn2.8b v24, v4, v4
trn2.8b v11, v7, v12
trn2.8b v7, v21, v3
trn2.8h v6, v0, v7
trn2.8h v11, v25, v23
trn2.8h v4, v23, v8
trn2.8h v4, v9, v5
uabal.2d v1, v18, v2
uabal.2d v19, v18, v22
uabal.2d v2, v19, v12
uabal.2d v16, v14, v2
uabal2.2d v12, v27, v20
uabal2.2d v14, v20, v14
uabal2.2d v31, v10, v6
uabal2.2d v9, v29, v20
uabal.4s v21, v5, v12
uabal.4s v17, v2, v23
uabal.4s v23, v13, v3
uabal.4s v29, v20, v11
uabal2.4s v17, v28, v2
uabal2.4s v28, v0, v11
uabal2.4s v7, v5, v7
uabal2.4s v16, v24, v7
uabal.8h v24, v24, v15
uabal.8h v20, v20, v27
uabal.8h v8, v10, v17
uabal.8h v27, v18, v21
uabal2.8h v12, v19, v21
uabal2.8h v3, v12, v2
uabal2.8h v6, v20, v10
uabal2.8h v13, v12, v27
uaba.16b v13, v30, v17
uaba.16b v1, v1, v16
uaba.16b v22, v1, v27
uaba.16b v9, v19, v27
uaba.2s v13, v3, v26
uaba.2s v28, v22, v21
uaba.2s v26, v15, v4
uaba.2s v4, v20, v21
uaba.4h v29, v7, v10
uaba.4h v1, v8, v23
uaba.4h v27, v29, v13
uaba.4h v17, v29, v30
uaba.4s v12, v14, v8
uaba.4s v24, v7, v19
uaba.4s v20, v3, v7
uaba.4s v10, v1, v14
uaba.8b v9, v13, v25
uaba.8b v9, v17, v3
uaba.8b v3, v20, v8
uaba.8b v1, v28, v1
uaba.8h v0, v30, v2
uaba.8h v21, v10, v31
uaba.8h v7, v19, v20
uaba.8h v18, v9, v21
uabdl.2d v0, v12, v31
uabdl.2d v8, v1, v7
uabdl.2d v28, v14, v28
uabdl.2d v22, v23, v22
uabdl2.2d v16, v7, v7
uabdl2.2d v3, v9, v31
uabdl2.2d v16, v20, v8
uabdl2.2d v1, v31, v22
uabdl.4s v25, v0, v14
uabdl.4s v26, v1, v19
uabdl.4s v10, v9, v2
uabdl.4s v31, v4, v22
uabdl2.4s v3, v27, v19
uabdl2.4s v28, v6, v8
uabdl2.4s v3, v26, v25
uabdl2.4s v23, v14, v5
uabdl.8h v16, v17, v26
uabdl.8h v15, v10, v11
uabdl.8h v3, v22, v21
uabdl.8h v20, v15, v24
uabdl2.8h v7, v23, v26
uabdl2.8h v6, v14, v30
uabdl2.8h v14, v23, v28
uabdl2.8h v23, v6, v7
uabd.16b v27, v27, v11
uabd.16b v14, v0, v16
uabd.16b v7, v9, v7
uabd.16b v10, v22, v17
uabd.2s v19, v31, v10
uabd.2s v30, v19, v5
uabd.2s v30, v30, v4
uabd.2s v16, v6, v10
uabd.4h v31, v6, v21
uabd.4h v3, v29, v23
uabd.4h v9, v14, v5
uabd.4h v20, v19, v31
uabd.4s v1, v17, v5
uabd.4s v11, v13, v6
uabd.4s v31, v13, v26
uabd.4s v14, v29, v26
uabd.8b v23, v0, v13
uabd.8b v18, v15, v4
uabd.8b v11, v10, v25
uabd.8b v6, v0, v11
uabd.8h v15, v14, v10
uabd.8h v18, v29, v10
uabd.8h v23, v16, v13
uabd.8h v7, v21, v11
uadalp.1d v2, v22
uadalp.1d v5, v19
uadalp.1d v10, v31
uadalp.1d v12, v6
uadalp.2d v4, v21
uadalp.2d v5, v26
uadalp.2d v20, v7
uadalp.2d v4, v2
uadalp.2s v31, v5
uadalp.2s v18, v22
uadalp.2s v18, v19
uadalp.2s v28, v18
uadalp.4h v15, v9
uadalp.4h v26, v5
uadalp.4h v10, v27
uadalp.4h v20, v5
uadalp.4s v0, v17
uadalp.4s v29, v8
uadalp.4s v26, v23
uadalp.4s v7, v25
uadalp.8h v10, v10
uadalp.8h v11, v3
uadalp.8h v26, v5
uadalp.8h v23, v8
uaddlp.1d v20, v5
uaddlp.1d v22, v14
uaddlp.1d v8, v5
uaddlp.1d v17, v15
uaddlp.2d v25, v12
uaddlp.2d v2, v11
uaddlp.2d v22, v29
uaddlp.2d v23, v26
uaddlp.2s v22, v21
uaddlp.2s v8, v24
uaddlp.2s v23, v12
uaddlp.2s v13, v1
uaddlp.4h v3, v2
uaddlp.4h v20, v24
uaddlp.4h v14, v15
uaddlp.4h v16, v15
uaddlp.4s v27, v19
uaddlp.4s v30, v17
uaddlp.4s v26, v9
uaddlp.4s v19, v26
uaddlp.8h v2, v5
uaddlp.8h v29, v0
uaddlp.8h v25, v10
uaddlp.8h v11, v3
uaddlv.16b h18, v5
uaddlv.16b h21, v10
uaddlv.16b h16, v2
uaddlv.16b h13, v27
uaddlv.4h s29, v18
uaddlv.4h s22, v30
uaddlv.4h s0, v16
uaddlv.4h s9, v17
uaddlv.4s d25, v26
uaddlv.4s d15, v1
uaddlv.4s d4, v21
uaddlv.4s d28, v17
uaddlv.8b h20, v20
uaddlv.8b h24, v7
uaddlv.8b h6, v1
uaddlv.8b h16, v2
uaddlv.8h s12, v30
uaddlv.8h s27, v5
uaddlv.8h s3, v20
uaddlv.8h s18, v18
uaddl.2d v0, v20, v21
uaddl.2d v24, v1, v15
uaddl.2d v22, v10, v23
uaddl.2d v18, v31, v9
uaddl2.2d v10, v0, v1
uaddl2.2d v1, v18, v21
uaddl2.2d v23, v20, v23
uaddl2.2d v23, v12, v0
uaddl.4s v17, v21, v6
uaddl.4s v15, v23, v15
uaddl.4s v7, v13, v24
uaddl.4s v13, v1, v8
uaddl2.4s v28, v11, v28
uaddl2.4s v1, v0, v10
uaddl2.4s v27, v25, v2
uaddl2.4s v21, v23, v31
uaddl.8h v5, v11, v7
uaddl.8h v16, v24, v18
uaddl.8h v14, v25, v26
uaddl.8h v24, v19, v20
uaddl2.8h v21, v16, v0
uaddl2.8h v18, v19, v28
uaddl2.8h v27, v11, v23
uaddl2.8h v28, v13, v29
uaddw.2d v26, v15, v11
uaddw.2d v19, v28, v10
uaddw.2d v0, v10, v8
uaddw.2d v1, v8, v3
uaddw2.2d v25, v27, v31
uaddw2.2d v7, v2, v3
uaddw2.2d v28, v10, v12
uaddw2.2d v18, v22, v13
uaddw.4s v3, v23, v8
uaddw.4s v10, v19, v25
uaddw.4s v22, v29, v23
uaddw.4s v21, v9, v26
uaddw2.4s v4, v17, v23
uaddw2.4s v10, v18, v21
uaddw2.4s v31, v11, v30
uaddw2.4s v10, v3, v28
uaddw.8h v23, v31, v7
uaddw.8h v25, v8, v2
uaddw.8h v7, v26, v22
uaddw.8h v28, v10, v8
uaddw2.8h v27, v6, v31
uaddw2.8h v16, v25, v20
uaddw2.8h v31, v29, v2
uaddw2.8h v15, v6, v18
ucvtf.2d v11, v25, #1
ucvtf.2d v3, v25, #1
ucvtf.2d v5, v15, #1
ucvtf.2d v8, v28, #3
ucvtf.2s v20, v9, #26
ucvtf.2s v21, v7, #2
ucvtf.2s v29, v30, #18
ucvtf.2s v24, v22, #16
ucvtf.4s v14, v14, #31
ucvtf.4s v30, v3, #24
ucvtf.4s v0, v9, #1
ucvtf.4s v13, v20, #22
ucvtf.2d v14, v25
ucvtf.2d v14, v21
ucvtf.2d v29, v29
ucvtf.2d v27, v30
ucvtf.2s v7, v12
ucvtf.2s v14, v1
ucvtf.2s v9, v18
ucvtf.2s v4, v26
ucvtf.4s v11, v27
ucvtf.4s v5, v29
ucvtf.4s v23, v14
ucvtf.4s v8, v7
uhadd.16b v25, v13, v7
uhadd.16b v19, v21, v25
uhadd.16b v5, v6, v4
uhadd.16b v23, v23, v27
uhadd.2s v20, v9, v6
uhadd.2s v20, v30, v31
uhadd.2s v18, v2, v5
uhadd.2s v15, v26, v1
uhadd.4h v24, v20, v20
uhadd.4h v19, v11, v27
uhadd.4h v29, v23, v17
uhadd.4h v6, v12, v21
uhadd.4s v31, v26, v29
uhadd.4s v1, v17, v27
uhadd.4s v22, v28, v27
uhadd.4s v16, v4, v12
uhadd.8b v9, v19, v19
uhadd.8b v4, v23, v16
uhadd.8b v20, v9, v15
uhadd.8b v22, v6, v30
uhadd.8h v12, v9, v8
uhadd.8h v6, v19, v17
uhadd.8h v1, v5, v25
uhadd.8h v24, v18, v21
uhsub.16b v3, v8, v19
uhsub.16b v23, v24, v26
uhsub.16b v31, v26, v18
uhsub.16b v30, v5, v0
uhsub.2s v11, v19, v4
uhsub.2s v27, v11, v27
uhsub.2s v6, v1, v1
uhsub.2s v25, v27, v12
uhsub.4h v29, v8, v19
uhsub.4h v29, v22, v23
uhsub.4h v28, v12, v4
uhsub.4h v1, v19, v25
uhsub.4s v6, v8, v25
uhsub.4s v30, v18, v29
uhsub.4s v20, v25, v31
uhsub.4s v23, v7, v16
uhsub.8b v18, v21, v25
uhsub.8b v10, v21, v10
uhsub.8b v17, v9, v4
uhsub.8b v4, v9, v5
uhsub.8h v20, v8, v4
uhsub.8h v20, v21, v7
uhsub.8h v28, v20, v23
uhsub.8h v7, v29, v6
umaxp.16b v12, v21, v11
umaxp.16b v20, v6, v8
umaxp.16b v10, v21, v1
umaxp.16b v18, v26, v15
umaxp.2s v13, v12, v13
umaxp.2s v7, v5, v1
umaxp.2s v22, v15, v2
umaxp.2s v16, v27, v0
umaxp.4h v20, v22, v29
umaxp.4h v10, v11, v2
umaxp.4h v25, v22, v26
umaxp.4h v10, v17, v8
umaxp.4s v16, v0, v20
umaxp.4s v30, v4, v9
umaxp.4s v12, v24, v25
umaxp.4s v21, v31, v9
umaxp.8b v12, v10, v13
umaxp.8b v2, v5, v13
umaxp.8b v9, v1, v21
umaxp.8b v13, v28, v25
umaxp.8h v13, v20, v28
umaxp.8h v25, v3, v5
umaxp.8h v19, v22, v17
umaxp.8h v13, v10, v29
umaxv.16b b17, v0
umaxv.16b b14, v16
umaxv.16b b31, v19
umaxv.16b b28, v2
umaxv.4h h28, v6
umaxv.4h h16, v14
umaxv.4h h23, v22
umaxv.4h h27, v1
umaxv.4s s4, v0
umaxv.4s s20, v20
umaxv.4s s27, v28
umaxv.4s s30, v7
umaxv.8b b19, v15
umaxv.8b b9, v30
umaxv.8b b11, v23
umaxv.8b b29, v25
umaxv.8h h5, v11
umaxv.8h h14, v2
umaxv.8h h5, v6
umaxv.8h h11, v28
umax.16b v13, v26, v24
umax.16b v25, v29, v12
umax.16b v6, v1, v4
umax.16b v22, v7, v24
umax.2s v1, v16, v14
umax.2s v3, v4, v8
umax.2s v31, v29, v4
umax.2s v10, v14, v10
umax.4h v3, v10, v9
umax.4h v8, v22, v2
umax.4h v23, v1, v31
umax.4h v4, v21, v6
umax.4s v26, v0, v22
umax.4s v29, v11, v28
umax.4s v5, v6, v5
umax.4s v2, v22, v29
umax.8b v22, v6, v2
umax.8b v30, v1, v2
umax.8b v1, v24, v16
umax.8b v0, v1, v18
umax.8h v6, v19, v29
umax.8h v28, v19, v23
umax.8h v8, v22, v26
umax.8h v30, v15, v30
uminp.16b v9, v3, v16
uminp.16b v2, v29, v6
uminp.16b v2, v17, v16
uminp.16b v26, v31, v6
uminp.2s v25, v16, v13
uminp.2s v31, v19, v25
uminp.2s v6, v20, v20
uminp.2s v29, v11, v8
uminp.4h v5, v27, v17
uminp.4h v12, v15, v13
uminp.4h v7, v14, v0
uminp.4h v8, v14, v21
uminp.4s v26, v4, v19
uminp.4s v25, v4, v8
uminp.4s v15, v7, v9
uminp.4s v29, v17, v25
uminp.8b v1, v1, v24
uminp.8b v4, v4, v19
uminp.8b v0, v12, v19
uminp.8b v4, v14, v17
uminp.8h v28, v29, v17
uminp.8h v9, v11, v18
uminp.8h v6, v20, v9
uminp.8h v8, v8, v12
uminv.16b b6, v18
uminv.16b b18, v18
uminv.16b b13, v7
uminv.16b b10, v23
uminv.4h h24, v8
uminv.4h h29, v7
uminv.4h h23, v0
uminv.4h h1, v3
uminv.4s s2, v3
uminv.4s s6, v5
uminv.4s s16, v16
uminv.4s s7, v22
uminv.8b b21, v7
uminv.8b b15, v22
uminv.8b b17, v19
uminv.8b b27, v7
uminv.8h h19, v29
uminv.8h h31, v1
uminv.8h h19, v10
uminv.8h h18, v26
umin.16b v7, v27, v16
umin.16b v24, v10, v29
umin.16b v21, v27, v23
umin.16b v14, v15, v18
umin.2s v10, v12, v6
umin.2s v28, v6, v6
umin.2s v0, v25, v11
umin.2s v31, v23, v23
umin.4h v6, v12, v16
umin.4h v4, v0, v10
umin.4h v24, v29, v23
umin.4h v4, v6, v3
umin.4s v25, v25, v15
umin.4s v19, v16, v23
umin.4s v27, v23, v28
umin.4s v6, v15, v2
umin.8b v21, v9, v4
umin.8b v15, v3, v23
umin.8b v21, v20, v19
umin.8b v27, v0, v10
umin.8h v19, v24, v16
umin.8h v26, v11, v5
umin.8h v7, v24, v1
umin.8h v4, v16, v12
umlal.2d v6, v10, v31[2]
umlal.2d v30, v24, v23[2]
umlal.2d v4, v24, v2[2]
umlal.2d v21, v26, v14[3]
umlal2.2d v24, v21, v30[0]
umlal2.2d v31, v27, v6[2]
umlal2.2d v8, v26, v29[1]
umlal2.2d v17, v5, v3[0]
umlal.4s v24, v10, v14[5]
umlal.4s v14, v28, v8[0]
umlal.4s v14, v21, v13[2]
umlal.4s v18, v21, v8[3]
umlal2.4s v3, v17, v12[7]
umlal2.4s v16, v15, v15[0]
umlal2.4s v7, v10, v3[3]
umlal2.4s v13, v24, v9[1]
umlal.2d v9, v8, v4
umlal.2d v15, v12, v6
umlal.2d v4, v2, v10
umlal.2d v0, v12, v26
umlal2.2d v2, v5, v10
umlal2.2d v21, v31, v20
umlal2.2d v6, v1, v13
umlal2.2d v12, v5, v0
umlal.4s v14, v18, v31
umlal.4s v1, v5, v5
umlal.4s v25, v18, v1
umlal.4s v14, v29, v16
umlal2.4s v10, v23, v15
umlal2.4s v15, v12, v3
umlal2.4s v14, v6, v2
umlal2.4s v5, v26, v3
umlal.8h v23, v3, v30
umlal.8h v29, v30, v7
umlal.8h v23, v2, v11
umlal.8h v7, v10, v20
umlal2.8h v1, v31, v28
umlal2.8h v10, v29, v17
umlal2.8h v1, v23, v6
umlal2.8h v23, v10, v22
umlsl.2d v29, v15, v22[3]
umlsl.2d v31, v11, v21[3]
umlsl.2d v29, v14, v28[0]
umlsl.2d v3, v10, v30[0]
umlsl2.2d v2, v8, v12[0]
umlsl2.2d v13, v7, v28[0]
umlsl2.2d v21, v5, v30[0]
umlsl2.2d v10, v3, v21[0]
umlsl.4s v14, v18, v0[0]
umlsl.4s v21, v22, v6[2]
umlsl.4s v20, v31, v12[1]
umlsl.4s v20, v30, v1[0]
umlsl2.4s v14, v3, v13[7]
umlsl2.4s v31, v19, v9[4]
umlsl2.4s v16, v3, v6[0]
umlsl2.4s v28, v7, v14[1]
umlsl.2d v27, v26, v18
umlsl.2d v30, v24, v23
umlsl.2d v31, v1, v15
umlsl.2d v10, v9, v8
umlsl2.2d v16, v0, v29
umlsl2.2d v9, v4, v16
umlsl2.2d v16, v26, v24
umlsl2.2d v21, v13, v27
umlsl.4s v20, v20, v4
umlsl.4s v10, v8, v21
umlsl.4s v12, v27, v20
umlsl.4s v1, v12, v28
umlsl2.4s v28, v3, v29
umlsl2.4s v29, v22, v8
umlsl2.4s v5, v24, v24
umlsl2.4s v27, v7, v26
umlsl.8h v6, v26, v30
umlsl.8h v6, v30, v0
umlsl.8h v6, v12, v17
umlsl.8h v18, v25, v0
umlsl2.8h v16, v18, v31
umlsl2.8h v28, v31, v6
umlsl2.8h v6, v25, v30
umlsl2.8h v14, v7, v16
umov.b w25, v1[14]
umov.b w22, v18[12]
umov.b w4, v16[2]
umov.b w12, v17[2]
mov.d x10, v11[0]
mov.d x27, v14[1]
mov.d x25, v27[0]
mov.d x23, v5[0]
umov.h w5, v28[5]
umov.h w15, v7[4]
umov.h w18, v19[6]
umov.h w23, v14[2]
mov.s w4, v17[0]
mov.s w24, v13[0]
mov.s w2, v28[3]
mov.s w15, v25[0]
umull.2d v7, v14, v9[3]
umull.2d v5, v7, v11[2]
umull.2d v21, v5, v18[0]
umull.2d v26, v29, v23[0]
umull2.2d v14, v25, v29[2]
umull2.2d v18, v29, v4[0]
umull2.2d v27, v23, v23[3]
umull2.2d v15, v9, v2[3]
umull.4s v15, v3, v2[6]
umull.4s v14, v30, v15[7]
umull.4s v27, v3, v12[1]
umull.4s v15, v5, v11[4]
umull2.4s v10, v26, v7[5]
umull2.4s v23, v16, v14[3]
umull2.4s v29, v10, v7[5]
umull2.4s v16, v4, v8[3]
umull.2d v31, v22, v24
umull.2d v30, v14, v20
umull.2d v9, v9, v11
umull.2d v18, v11, v20
umull2.2d v27, v26, v14
umull2.2d v13, v28, v26
umull2.2d v4, v24, v13
umull2.2d v28, v7, v16
umull.4s v22, v9, v19
umull.4s v18, v7, v12
umull.4s v25, v13, v2
umull.4s v23, v29, v23
umull2.4s v10, v30, v10
umull2.4s v23, v24, v8
umull2.4s v17, v12, v21
umull2.4s v2, v13, v0
umull.8h v18, v30, v22
umull.8h v5, v9, v28
umull.8h v27, v27, v8
umull.8h v21, v1, v14
umull2.8h v8, v2, v7
umull2.8h v14, v2, v1
umull2.8h v30, v31, v28
umull2.8h v31, v21, v4
uqadd.16b v29, v12, v28
uqadd.16b v13, v22, v7
uqadd.16b v6, v13, v16
uqadd.16b v1, v25, v31
uqadd.2d v5, v31, v11
uqadd.2d v14, v21, v7
uqadd.2d v17, v5, v12
uqadd.2d v25, v25, v12
uqadd.2s v27, v22, v19
uqadd.2s v27, v9, v6
uqadd.2s v6, v6, v23
uqadd.2s v24, v6, v6
uqadd.4h v26, v25, v5
uqadd.4h v1, v1, v27
uqadd.4h v15, v4, v25
uqadd.4h v30, v12, v12
uqadd.4s v0, v7, v16
uqadd.4s v27, v6, v7
uqadd.4s v4, v12, v25
uqadd.4s v27, v5, v21
uqadd.8b v12, v15, v8
uqadd.8b v17, v9, v3
uqadd.8b v28, v8, v27
uqadd.8b v25, v14, v19
uqadd.8h v21, v19, v17
uqadd.8h v25, v11, v30
uqadd.8h v27, v29, v28
uqadd.8h v26, v29, v6
uqrshl.16b v10, v21, v31
uqrshl.16b v25, v1, v5
uqrshl.16b v14, v10, v1
uqrshl.16b v22, v6, v29
uqrshl.2d v11, v9, v30
uqrshl.2d v21, v7, v12
uqrshl.2d v30, v16, v12
uqrshl.2d v21, v29, v11
uqrshl.2s v24, v19, v1
uqrshl.2s v8, v31, v17
uqrshl.2s v0, v5, v7
uqrshl.2s v11, v13, v29
uqrshl.4h v10, v11, v8
uqrshl.4h v18, v23, v12
uqrshl.4h v25, v7, v25
uqrshl.4h v16, v14, v26
uqrshl.4s v0, v26, v8
uqrshl.4s v20, v14, v11
uqrshl.4s v7, v22, v9
uqrshl.4s v4, v13, v13
uqrshl.8b v18, v21, v10
uqrshl.8b v2, v16, v16
uqrshl.8b v10, v17, v4
uqrshl.8b v5, v0, v13
uqrshl.8h v22, v17, v10
uqrshl.8h v3, v25, v17
uqrshl.8h v9, v14, v1
uqrshl.8h v0, v19, v31
uqrshrn.2s v10, v27, #1
uqrshrn.2s v2, v5, #14
uqrshrn.2s v18, v9, #24
uqrshrn.2s v26, v11, #6
uqrshrn2.4s v30, v20, #2
uqrshrn2.4s v24, v2, #30
uqrshrn2.4s v27, v22, #1
uqrshrn2.4s v20, v16, #16
uqrshrn.4h v20, v29, #1
uqrshrn.4h v28, v0, #14
uqrshrn.4h v22, v23, #3
uqrshrn.4h v21, v10, #12
uqrshrn2.8h v15, v14, #1
uqrshrn2.8h v28, v13, #2
uqrshrn2.8h v26, v4, #1
uqrshrn2.8h v1, v25, #14
uqrshrn.8b v2, v20, #1
uqrshrn.8b v14, v10, #1
uqrshrn.8b v2, v27, #1
uqrshrn.8b v3, v23, #1
uqrshrn2.16b v17, v8, #4
uqrshrn2.16b v1, v23, #4
uqrshrn2.16b v30, v0, #8
uqrshrn2.16b v7, v10, #5
uqshl.16b v21, v24, #6
uqshl.16b v16, v23, #3
uqshl.16b v3, v27, #4
uqshl.16b v29, v8, #5
uqshl.2d v19, v3, #63
uqshl.2d v13, v3, #51
uqshl.2d v22, v4, #63
uqshl.2d v27, v18, #60
uqshl.2s v27, v30, #6
uqshl.2s v30, v8, #6
uqshl.2s v0, v4, #0
uqshl.2s v8, v25, #2
uqshl.4h v20, v20, #8
uqshl.4h v26, v29, #11
uqshl.4h v8, v10, #5
uqshl.4h v10, v27, #10
uqshl.4s v21, v31, #2
uqshl.4s v6, v24, #29
uqshl.4s v3, v17, #27
uqshl.4s v10, v26, #27
uqshl.8b v13, v19, #4
uqshl.8b v16, v28, #6
uqshl.8b v12, v28, #2
uqshl.8b v25, v27, #2
uqshl.8h v26, v7, #11
uqshl.8h v1, v3, #15
uqshl.8h v5, v19, #14
uqshl.8h v5, v28, #0
uqshl.16b v15, v23, v30
uqshl.16b v17, v5, v20
uqshl.16b v30, v7, v16
uqshl.16b v8, v12, v11
uqshl.2d v11, v11, v6
uqshl.2d v17, v14, v4
uqshl.2d v4, v27, v23
uqshl.2d v28, v23, v20
uqshl.2s v0, v27, v21
uqshl.2s v30, v29, v8
uqshl.2s v22, v24, v27
uqshl.2s v21, v17, v16
uqshl.4h v14, v1, v25
uqshl.4h v20, v3, v27
uqshl.4h v27, v27, v20
uqshl.4h v10, v5, v8
uqshl.4s v21, v18, v18
uqshl.4s v15, v3, v12
uqshl.4s v16, v19, v23
uqshl.4s v10, v19, v16
uqshl.8b v22, v23, v1
uqshl.8b v29, v18, v2
uqshl.8b v23, v11, v22
uqshl.8b v11, v0, v17
uqshl.8h v10, v6, v23
uqshl.8h v15, v20, v27
uqshl.8h v15, v8, v0
uqshl.8h v15, v8, v6
uqshrn.2s v27, v9, #10
uqshrn.2s v28, v13, #1
uqshrn.2s v14, v30, #5
uqshrn.2s v24, v1, #22
uqshrn2.4s v12, v0, #6
uqshrn2.4s v8, v10, #9
uqshrn2.4s v9, v30, #17
uqshrn2.4s v3, v3, #13
uqshrn.4h v31, v19, #11
uqshrn.4h v14, v3, #13
uqshrn.4h v10, v2, #16
uqshrn.4h v20, v4, #10
uqshrn2.8h v3, v8, #6
uqshrn2.8h v11, v13, #13
uqshrn2.8h v2, v31, #15
uqshrn2.8h v21, v10, #1
uqshrn.8b v11, v1, #7
uqshrn.8b v16, v21, #6
uqshrn.8b v10, v29, #8
uqshrn.8b v1, v7, #4
uqshrn2.16b v1, v3, #6
uqshrn2.16b v1, v28, #2
uqshrn2.16b v2, v21, #6
uqshrn2.16b v14, v21, #5
uqsub.16b v14, v31, v22
uqsub.16b v23, v20, v26
uqsub.16b v9, v28, v13
uqsub.16b v21, v26, v6
uqsub.2d v18, v21, v10
uqsub.2d v12, v11, v4
uqsub.2d v26, v30, v1
uqsub.2d v9, v30, v14
uqsub.2s v14, v20, v16
uqsub.2s v10, v12, v16
uqsub.2s v11, v20, v23
uqsub.2s v22, v11, v17
uqsub.4h v28, v12, v25
uqsub.4h v28, v22, v19
uqsub.4h v27, v23, v17
uqsub.4h v29, v16, v7
uqsub.4s v18, v28, v9
uqsub.4s v1, v20, v10
uqsub.4s v21, v31, v4
uqsub.4s v4, v1, v17
uqsub.8b v3, v29, v0
uqsub.8b v2, v31, v9
uqsub.8b v2, v0, v20
uqsub.8b v6, v5, v11
uqsub.8h v2, v13, v20
uqsub.8h v3, v17, v15
uqsub.8h v21, v23, v11
uqsub.8h v18, v25, v22
uqxtn.2s v30, v21
uqxtn.2s v1, v0
uqxtn.2s v31, v11
uqxtn.2s v9, v10
uqxtn2.4s v7, v1
uqxtn2.4s v27, v5
uqxtn2.4s v9, v11
uqxtn2.4s v8, v6
uqxtn.4h v21, v22
uqxtn.4h v5, v26
uqxtn.4h v9, v5
uqxtn.4h v11, v10
uqxtn2.8h v23, v5
uqxtn2.8h v28, v25
uqxtn2.8h v16, v22
uqxtn2.8h v19, v27
uqxtn.8b v18, v27
uqxtn.8b v0, v5
uqxtn.8b v14, v20
uqxtn.8b v20, v28
uqxtn2.16b v3, v6
uqxtn2.16b v19, v1
uqxtn2.16b v21, v18
uqxtn2.16b v24, v10
urecpe.2s v12, v25
urecpe.2s v16, v8
urecpe.2s v24, v16
urecpe.2s v14, v27
urecpe.4s v18, v10
urecpe.4s v14, v19
urecpe.4s v26, v10
urecpe.4s v5, v1
urhadd.16b v4, v12, v3
urhadd.16b v22, v29, v2
urhadd.16b v10, v21, v20
urhadd.16b v16, v22, v25
urhadd.2s v8, v15, v11
urhadd.2s v17, v4, v21
urhadd.2s v29, v29, v28
urhadd.2s v19, v10, v27
urhadd.4h v14, v11, v29
urhadd.4h v2, v7, v13
urhadd.4h v9, v20, v24
urhadd.4h v23, v14, v29
urhadd.4s v23, v28, v18
urhadd.4s v15, v15, v4
urhadd.4s v3, v3, v26
urhadd.4s v2, v30, v7
urhadd.8b v29, v7, v16
urhadd.8b v7, v15, v5
urhadd.8b v22, v28, v26
urhadd.8b v8, v25, v10
urhadd.8h v5, v27, v14
urhadd.8h v12, v6, v14
urhadd.8h v31, v0, v11
urhadd.8h v11, v17, v26
urshl.16b v27, v25, v8
urshl.16b v30, v28, v9
urshl.16b v30, v28, v6
urshl.16b v30, v19, v3
urshl.2d v19, v1, v20
urshl.2d v17, v15, v7
urshl.2d v27, v24, v13
urshl.2d v15, v19, v3
urshl.2s v22, v5, v30
urshl.2s v8, v3, v11
urshl.2s v13, v19, v15
urshl.2s v8, v10, v10
urshl.4h v10, v17, v16
urshl.4h v31, v27, v0
urshl.4h v18, v15, v0
urshl.4h v4, v27, v3
urshl.4s v26, v19, v17
urshl.4s v15, v22, v9
urshl.4s v2, v15, v29
urshl.4s v30, v31, v4
urshl.8b v16, v5, v26
urshl.8b v0, v22, v0
urshl.8b v0, v0, v21
urshl.8b v9, v2, v1
urshl.8h v1, v14, v3
urshl.8h v15, v16, v22
urshl.8h v29, v15, v0
urshl.8h v10, v26, v2
urshr.16b v26, v4, #2
urshr.16b v6, v25, #8
urshr.16b v30, v19, #8
urshr.16b v23, v30, #1
urshr.2d v21, v25, #7
urshr.2d v25, v15, #31
urshr.2d v0, v10, #44
urshr.2d v6, v3, #46
urshr.2s v24, v21, #23
urshr.2s v4, v17, #3
urshr.2s v18, v1, #32
urshr.2s v17, v15, #29
urshr.4h v15, v20, #11
urshr.4h v30, v5, #15
urshr.4h v25, v9, #5
urshr.4h v22, v3, #7
urshr.4s v12, v22, #1
urshr.4s v20, v25, #5
urshr.4s v2, v11, #2
urshr.4s v29, v0, #9
urshr.8b v19, v19, #3
urshr.8b v8, v7, #1
urshr.8b v16, v12, #1
urshr.8b v17, v2, #1
urshr.8h v13, v25, #12
urshr.8h v17, v18, #1
urshr.8h v23, v16, #10
urshr.8h v23, v24, #12
ursqrte.2s v21, v1
ursqrte.2s v7, v13
ursqrte.2s v14, v8
ursqrte.2s v8, v30
ursqrte.4s v10, v18
ursqrte.4s v3, v14
ursqrte.4s v15, v9
ursqrte.4s v14, v7
ursra.16b v20, v7, #4
ursra.16b v10, v25, #4
ursra.16b v11, v31, #7
ursra.16b v26, v28, #1
ursra.2d v20, v19, #1
ursra.2d v13, v18, #59
ursra.2d v10, v19, #8
ursra.2d v8, v22, #64
ursra.2s v20, v31, #7
ursra.2s v17, v19, #6
ursra.2s v10, v8, #12
ursra.2s v20, v7, #16
ursra.4h v6, v1, #3
ursra.4h v10, v31, #13
ursra.4h v5, v5, #11
ursra.4h v12, v9, #1
ursra.4s v17, v17, #9
ursra.4s v17, v0, #19
ursra.4s v6, v19, #1
ursra.4s v18, v7, #2
ursra.8b v19, v25, #3
ursra.8b v4, v19, #1
ursra.8b v17, v0, #1
ursra.8b v12, v26, #4
ursra.8h v0, v27, #5
ursra.8h v7, v22, #1
ursra.8h v22, v22, #1
ursra.8h v8, v12, #13
ushll.2d v19, v14, #19
ushll.2d v5, v14, #31
ushll.2d v22, v2, #0
ushll.2d v6, v25, #13
ushll2.2d v0, v22, #23
ushll2.2d v23, v2, #11
ushll2.2d v25, v25, #25
ushll2.2d v4, v28, #31
ushll.4s v2, v22, #15
ushll.4s v15, v8, #6
ushll.4s v5, v15, #1
ushll.4s v29, v25, #10
ushll2.4s v8, v9, #7
ushll2.4s v22, v24, #6
ushll2.4s v7, v13, #5
ushll2.4s v27, v28, #7
ushll.8h v2, v27, #1
ushll.8h v5, v29, #7
ushll.8h v20, v25, #2
ushll.8h v17, v5, #0
ushll2.8h v15, v1, #0
ushll2.8h v9, v23, #5
ushll2.8h v23, v26, #7
ushll2.8h v16, v3, #1
ushl.16b v5, v22, v8
ushl.16b v15, v3, v14
ushl.16b v0, v6, v12
ushl.16b v31, v21, v14
ushl.2d v7, v26, v20
ushl.2d v26, v21, v31
ushl.2d v30, v19, v20
ushl.2d v2, v8, v10
ushl.2s v4, v7, v8
ushl.2s v17, v6, v31
ushl.2s v1, v6, v10
ushl.2s v29, v14, v13
ushl.4h v11, v2, v22
ushl.4h v4, v14, v29
ushl.4h v9, v2, v26
ushl.4h v31, v4, v0
ushl.4s v11, v22, v26
ushl.4s v12, v11, v3
ushl.4s v30, v26, v25
ushl.4s v30, v1, v4
ushl.8b v19, v4, v1
ushl.8b v17, v1, v17
ushl.8b v24, v6, v14
ushl.8b v11, v27, v3
ushl.8h v1, v13, v19
ushl.8h v8, v2, v26
ushl.8h v27, v19, v23
ushl.8h v28, v26, v27
ushr.16b v10, v18, #6
ushr.16b v8, v6, #1
ushr.16b v17, v10, #1
ushr.16b v26, v15, #3
ushr.2d v29, v21, #19
ushr.2d v9, v23, #64
ushr.2d v11, v6, #63
ushr.2d v17, v10, #30
ushr.2s v4, v9, #18
ushr.2s v31, v3, #1
ushr.2s v15, v15, #8
ushr.2s v29, v9, #1
ushr.4h v12, v5, #5
ushr.4h v1, v4, #13
ushr.4h v22, v16, #2
ushr.4h v21, v29, #9
ushr.4s v10, v1, #1
ushr.4s v9, v18, #32
ushr.4s v20, v28, #8
ushr.4s v21, v19, #1
ushr.8b v18, v16, #8
ushr.8b v24, v23, #5
ushr.8b v12, v14, #5
ushr.8b v8, v26, #6
ushr.8h v27, v16, #10
ushr.8h v29, v12, #16
ushr.8h v31, v9, #7
ushr.8h v9, v30, #6
usqadd.16b v18, v15
usqadd.16b v2, v28
usqadd.16b v11, v17
usqadd.16b v7, v11
usqadd.2d v13, v7
usqadd.2d v19, v31
usqadd.2d v21, v30
usqadd.2d v10, v17
usqadd.2s v22, v7
usqadd.2s v12, v23
usqadd.2s v9, v23
usqadd.2s v0, v1
usqadd.4h v19, v26
usqadd.4h v11, v16
usqadd.4h v10, v26
usqadd.4h v19, v7
usqadd.4s v27, v29
usqadd.4s v18, v27
usqadd.4s v30, v0
usqadd.4s v3, v28
usqadd.8b v25, v27
usqadd.8b v21, v24
usqadd.8b v29, v11
usqadd.8b v24, v5
usqadd.8h v1, v25
usqadd.8h v13, v20
usqadd.8h v6, v11
usqadd.8h v17, v22
usra.16b v21, v25, #3
usra.16b v4, v31, #2
usra.16b v7, v23, #8
usra.16b v14, v9, #5
usra.2d v17, v2, #37
usra.2d v27, v18, #25
usra.2d v17, v13, #1
usra.2d v13, v16, #20
usra.2s v6, v5, #25
usra.2s v12, v9, #1
usra.2s v15, v15, #30
usra.2s v1, v25, #31
usra.4h v27, v29, #1
usra.4h v10, v20, #3
usra.4h v16, v12, #2
usra.4h v16, v14, #10
usra.4s v18, v11, #5
usra.4s v15, v26, #2
usra.4s v17, v3, #13
usra.4s v0, v21, #1
usra.8b v23, v7, #3
usra.8b v27, v3, #2
usra.8b v14, v8, #1
usra.8b v28, v7, #8
usra.8h v17, v16, #5
usra.8h v11, v22, #2
usra.8h v18, v10, #1
usra.8h v23, v24, #5
usubl.2d v7, v15, v20
usubl.2d v17, v12, v20
usubl.2d v3, v26, v12
usubl.2d v5, v25, v28
usubl2.2d v3, v31, v6
usubl2.2d v3, v19, v25
usubl2.2d v22, v16, v5
usubl2.2d v14, v21, v25
usubl.4s v19, v14, v6
usubl.4s v0, v21, v5
usubl.4s v15, v16, v1
usubl.4s v25, v26, v12
usubl2.4s v13, v27, v13
usubl2.4s v20, v16, v30
usubl2.4s v7, v29, v18
usubl2.4s v19, v13, v20
usubl.8h v10, v4, v8
usubl.8h v1, v17, v28
usubl.8h v11, v21, v3
usubl.8h v23, v14, v9
usubl2.8h v2, v5, v12
usubl2.8h v4, v1, v15
usubl2.8h v30, v27, v1
usubl2.8h v23, v13, v19
usubw.2d v10, v24, v9
usubw.2d v4, v11, v16
usubw.2d v24, v18, v17
usubw.2d v13, v26, v29
usubw2.2d v20, v22, v24
usubw2.2d v17, v19, v31
usubw2.2d v30, v18, v15
usubw2.2d v25, v16, v19
usubw.4s v11, v25, v17
usubw.4s v28, v18, v2
usubw.4s v23, v27, v3
usubw.4s v0, v18, v14
usubw2.4s v16, v24, v20
usubw2.4s v13, v25, v2
usubw2.4s v22, v5, v2
usubw2.4s v19, v6, v17
usubw.8h v16, v11, v29
usubw.8h v3, v6, v20
usubw.8h v19, v25, v21
usubw.8h v12, v19, v19
usubw2.8h v27, v20, v25
usubw2.8h v26, v23, v17
usubw2.8h v6, v14, v3
usubw2.8h v25, v11, v14
uzp1.16b v6, v4, v29
uzp1.16b v25, v30, v9
uzp1.16b v16, v13, v20
uzp1.16b v24, v3, v13
uzp1.2d v20, v3, v19
uzp1.2d v29, v24, v27
uzp1.2d v3, v19, v31
uzp1.2d v6, v28, v20
uzp1.2s v31, v23, v26
uzp1.2s v13, v27, v0
uzp1.2s v22, v16, v5
uzp1.2s v29, v30, v26
uzp1.4h v6, v16, v5
uzp1.4h v16, v10, v15
uzp1.4h v31, v3, v19
uzp1.4h v28, v22, v16
uzp1.4s v10, v10, v28
uzp1.4s v8, v26, v29
uzp1.4s v5, v13, v1
uzp1.4s v23, v14, v19
uzp1.8b v4, v14, v6
uzp1.8b v24, v27, v13
uzp1.8b v29, v1, v29
uzp1.8b v11, v9, v16
uzp1.8h v21, v20, v6
uzp1.8h v7, v27, v5
uzp1.8h v4, v3, v0
uzp1.8h v13, v28, v22
uzp2.16b v0, v12, v6
uzp2.16b v16, v31, v25
uzp2.16b v13, v18, v2
uzp2.16b v5, v0, v20
uzp2.2d v7, v21, v23
uzp2.2d v5, v28, v3
uzp2.2d v3, v6, v10
uzp2.2d v9, v7, v28
uzp2.2s v1, v5, v21
uzp2.2s v11, v1, v5
uzp2.2s v1, v8, v10
uzp2.2s v14, v1, v24
uzp2.4h v29, v1, v17
uzp2.4h v10, v4, v6
uzp2.4h v23, v5, v15
uzp2.4h v22, v22, v18
uzp2.4s v14, v13, v2
uzp2.4s v27, v5, v23
uzp2.4s v29, v9, v6
uzp2.4s v23, v30, v11
uzp2.8b v1, v19, v20
uzp2.8b v19, v21, v14
uzp2.8b v17, v30, v6
uzp2.8b v24, v21, v7
uzp2.8h v12, v19, v2
uzp2.8h v23, v24, v4
uzp2.8h v29, v0, v26
uzp2.8h v21, v26, v23
xtn.2s v30, v12
xtn.2s v15, v24
xtn.2s v26, v4
xtn.2s v4, v9
xtn2.4s v13, v16
xtn2.4s v3, v19
xtn2.4s v7, v10
xtn2.4s v22, v17
xtn.4h v29, v14
xtn.4h v21, v27
xtn.4h v0, v19
xtn.4h v9, v12
xtn2.8h v15, v7
xtn2.8h v23, v1
xtn2.8h v23, v13
xtn2.8h v6, v15
xtn.8b v30, v6
xtn.8b v3, v28
xtn.8b v25, v4
xtn.8b v20, v12
xtn2.16b v24, v29
xtn2.16b v7, v19
xtn2.16b v0, v6
xtn2.16b v22, v28
zip1.16b v20, v2, v24
zip1.16b v14, v24, v12
zip1.16b v5, v4, v17
zip1.16b v6, v29, v22
zip1.2d v16, v20, v2
zip1.2d v31, v15, v17
zip1.2d v26, v14, v25
zip1.2d v6, v27, v20
zip1.2s v9, v16, v28
zip1.2s v30, v17, v1
zip1.2s v23, v17, v2
zip1.2s v14, v19, v13
zip1.4h v9, v0, v0
zip1.4h v23, v8, v29
zip1.4h v3, v17, v7
zip1.4h v26, v18, v0
zip1.4s v24, v12, v18
zip1.4s v0, v27, v2
zip1.4s v20, v29, v15
zip1.4s v3, v26, v3
zip1.8b v15, v19, v26
zip1.8b v29, v6, v14
zip1.8b v0, v29, v2
zip1.8b v8, v24, v27
zip1.8h v4, v25, v28
zip1.8h v4, v15, v24
zip1.8h v8, v15, v26
zip1.8h v27, v2, v18
zip2.16b v0, v25, v13
zip2.16b v5, v7, v29
zip2.16b v25, v9, v3
zip2.16b v11, v16, v10
zip2.2d v24, v12, v4
zip2.2d v7, v3, v7
zip2.2d v21, v20, v6
zip2.2d v4, v27, v3
zip2.2s v8, v10, v0
zip2.2s v19, v8, v31
zip2.2s v21, v16, v27
zip2.2s v21, v31, v7
zip2.4h v29, v17, v6
zip2.4h v27, v19, v31
zip2.4h v6, v8, v29
zip2.4h v28, v17, v25
zip2.4s v29, v19, v23
zip2.4s v13, v4, v17
zip2.4s v7, v11, v30
zip2.4s v25, v6, v14
zip2.8b v0, v19, v8
zip2.8b v15, v0, v13
zip2.8b v3, v14, v25
zip2.8b v15, v8, v11
zip2.8h v23, v6, v9
zip2.8h v19, v31, v3
zip2.8h v17, v23, v20
zip2.8h v27, v21, v12
