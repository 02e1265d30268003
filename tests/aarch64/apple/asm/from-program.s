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
addp.2d d30, v23
addp.2d d21, v30
addp.2d d1, v22
addp.2d d3, v26
addp.16b v6, v29, v13
addp.16b v22, v11, v12
addp.16b v29, v2, v0
addp.16b v1, v8, v20
addp.2d v10, v16, v2
addp.2d v16, v11, v21
addp.2d v8, v16, v1
addp.2d v4, v31, v3
addp.2s v10, v10, v15
addp.2s v13, v1, v18
addp.2s v22, v30, v11
addp.2s v4, v23, v4
addp.4h v14, v22, v2
addp.4h v27, v14, v27
addp.4h v29, v5, v14
addp.4h v1, v6, v4
addp.4s v24, v3, v4
addp.4s v6, v4, v16
addp.4s v14, v19, v22
addp.4s v8, v14, v8
addp.8b v9, v16, v12
addp.8b v22, v18, v12
addp.8b v31, v5, v7
addp.8b v0, v20, v16
addp.8h v17, v23, v16
addp.8h v29, v30, v14
addp.8h v31, v29, v15
addp.8h v25, v4, v0
addv.16b b10, v17
addv.16b b22, v18
addv.16b b5, v6
addv.16b b12, v8
addv.4h h23, v24
addv.4h h22, v27
addv.4h h17, v23
addv.4h h6, v8
addv.4s s25, v30
addv.4s s22, v10
addv.4s s21, v19
addv.4s s18, v20
addv.8b b6, v17
addv.8b b14, v3
addv.8b b22, v13
addv.8b b6, v16
addv.8h h23, v18
addv.8h h8, v13
addv.8h h31, v20
addv.8h h25, v23
add.16b v3, v15, v27
add.16b v12, v23, v6
add.16b v1, v9, v22
add.16b v26, v0, v18
add.2d v18, v25, v5
add.2d v27, v7, v2
add.2d v19, v10, v18
add.2d v23, v1, v23
add.2s v26, v5, v7
add.2s v18, v8, v14
add.2s v23, v7, v0
add.2s v3, v3, v27
add.4h v27, v29, v3
add.4h v23, v17, v21
add.4h v21, v3, v12
add.4h v3, v22, v5
add.4s v11, v4, v21
add.4s v26, v24, v0
add.4s v31, v17, v15
add.4s v30, v2, v4
add.8b v1, v18, v1
add.8b v0, v29, v29
add.8b v19, v7, v21
add.8b v0, v31, v11
add.8h v15, v20, v2
add.8h v21, v28, v27
add.8h v14, v29, v18
add.8h v20, v10, v5
and.16b v14, v8, v22
and.16b v13, v4, v29
and.16b v17, v1, v21
and.16b v7, v19, v8
and.8b v3, v16, v30
and.8b v25, v23, v0
and.8b v12, v22, v10
and.8b v22, v27, v5
bic.2s v27, #0, lsl #8
bic.2s v10, #16, lsl #24
bic.2s v15, #188, lsl #24
bic.2s v0, #1, lsl #24
bic.4h v2, #251
bic.4h v0, #246
bic.4h v0, #27, lsl #8
bic.4h v3, #0
bic.4s v3, #40
bic.4s v3, #66, lsl #24
bic.4s v8, #89
bic.4s v28, #102, lsl #24
bic.8h v16, #23, lsl #8
bic.8h v11, #0
bic.8h v3, #0, lsl #8
bic.8h v5, #213, lsl #8
bic.16b v18, v11, v10
bic.16b v18, v8, v12
bic.16b v15, v11, v29
bic.16b v27, v12, v7
bic.8b v28, v13, v5
bic.8b v3, v21, v6
bic.8b v24, v3, v24
bic.8b v23, v7, v0
bif.16b v3, v28, v18
bif.16b v10, v3, v21
bif.16b v26, v30, v10
bif.16b v30, v3, v23
bif.8b v20, v30, v10
bif.8b v2, v28, v11
bif.8b v29, v9, v18
bif.8b v25, v5, v22
bit.16b v28, v12, v24
bit.16b v5, v20, v11
bit.16b v20, v13, v0
bit.16b v3, v22, v16
bit.8b v16, v0, v28
bit.8b v30, v26, v17
bit.8b v27, v27, v29
bit.8b v23, v11, v13
bsl.16b v25, v11, v9
bsl.16b v29, v2, v6
bsl.16b v19, v16, v25
bsl.16b v17, v17, v6
bsl.8b v28, v17, v16
bsl.8b v30, v2, v18
bsl.8b v4, v2, v20
bsl.8b v29, v17, v21
cls.16b v20, v3
cls.16b v27, v24
cls.16b v20, v2
cls.16b v8, v3
cls.2s v25, v20
cls.2s v3, v4
cls.2s v1, v26
cls.2s v31, v7
cls.4h v9, v15
cls.4h v24, v1
cls.4h v14, v1
cls.4h v15, v6
cls.4s v18, v23
cls.4s v13, v15
cls.4s v6, v24
cls.4s v26, v22
cls.8b v9, v8
cls.8b v4, v21
cls.8b v2, v17
cls.8b v17, v8
cls.8h v18, v31
cls.8h v27, v19
cls.8h v19, v27
cls.8h v0, v22
clz.16b v25, v17
clz.16b v30, v25
clz.16b v11, v22
clz.16b v31, v16
clz.2s v29, v9
clz.2s v14, v19
clz.2s v20, v22
clz.2s v9, v28
clz.4h v26, v23
clz.4h v17, v24
clz.4h v20, v21
clz.4h v25, v10
clz.4s v31, v8
clz.4s v2, v12
clz.4s v3, v30
clz.4s v4, v10
clz.8b v15, v28
clz.8b v24, v26
clz.8b v16, v15
clz.8b v16, v8
clz.8h v7, v31
clz.8h v1, v8
clz.8h v29, v15
clz.8h v14, v30
cmeq.16b v21, v23, v20
cmeq.16b v18, v15, v5
cmeq.16b v21, v21, v5
cmeq.16b v24, v28, v12
cmeq.2d v9, v31, v28
cmeq.2d v26, v23, v17
cmeq.2d v17, v28, v6
cmeq.2d v0, v23, v17
cmeq.2s v4, v6, v25
cmeq.2s v12, v11, v3
cmeq.2s v24, v9, v21
cmeq.2s v18, v19, v27
cmeq.4h v14, v30, v11
cmeq.4h v17, v30, v15
cmeq.4h v28, v18, v19
cmeq.4h v23, v20, v2
cmeq.4s v13, v29, v29
cmeq.4s v4, v28, v19
cmeq.4s v20, v15, v1
cmeq.4s v6, v2, v2
cmeq.8b v6, v18, v18
cmeq.8b v4, v6, v5
cmeq.8b v28, v13, v10
cmeq.8b v11, v9, v15
cmeq.8h v18, v7, v19
cmeq.8h v17, v7, v8
cmeq.8h v7, v24, v0
cmeq.8h v12, v2, v21
cmeq.16b v10, v16, #0
cmeq.16b v20, v7, #0
cmeq.16b v21, v1, #0
cmeq.16b v25, v31, #0
cmeq.2d v5, v4, #0
cmeq.2d v19, v21, #0
cmeq.2d v9, v16, #0
cmeq.2d v4, v30, #0
cmeq.2s v30, v0, #0
cmeq.2s v14, v7, #0
cmeq.2s v23, v5, #0
cmeq.2s v29, v14, #0
cmeq.4h v22, v11, #0
cmeq.4h v24, v16, #0
cmeq.4h v19, v25, #0
cmeq.4h v17, v26, #0
cmeq.4s v16, v22, #0
cmeq.4s v18, v4, #0
cmeq.4s v0, v22, #0
cmeq.4s v12, v8, #0
cmeq.8b v5, v0, #0
cmeq.8b v8, v3, #0
cmeq.8b v7, v19, #0
cmeq.8b v0, v8, #0
cmeq.8h v13, v25, #0
cmeq.8h v3, v8, #0
cmeq.8h v14, v1, #0
cmeq.8h v26, v30, #0
cmge.16b v22, v23, v26
cmge.16b v1, v5, v1
cmge.16b v21, v27, v1
cmge.16b v17, v17, v6
cmge.2d v28, v11, v20
cmge.2d v29, v19, v25
cmge.2d v7, v24, v1
cmge.2d v20, v27, v24
cmge.2s v28, v10, v4
cmge.2s v31, v18, v0
cmge.2s v23, v12, v9
cmge.2s v2, v24, v17
cmge.4h v7, v21, v12
cmge.4h v5, v9, v19
cmge.4h v28, v13, v1
cmge.4h v8, v15, v5
cmge.4s v19, v2, v28
cmge.4s v21, v16, v27
cmge.4s v1, v5, v0
cmge.4s v12, v5, v25
cmge.8b v17, v25, v15
cmge.8b v22, v22, v30
cmge.8b v4, v13, v5
cmge.8b v4, v28, v13
cmge.8h v26, v20, v30
cmge.8h v23, v14, v15
cmge.8h v3, v2, v20
cmge.8h v30, v5, v11
cmge.16b v1, v14, #0
cmge.16b v9, v16, #0
cmge.16b v7, v20, #0
cmge.16b v25, v17, #0
cmge.2d v2, v21, #0
cmge.2d v25, v24, #0
cmge.2d v10, v5, #0
cmge.2d v12, v2, #0
cmge.2s v20, v10, #0
cmge.2s v27, v29, #0
cmge.2s v22, v3, #0
cmge.2s v4, v20, #0
cmge.4h v30, v31, #0
cmge.4h v17, v24, #0
cmge.4h v10, v30, #0
cmge.4h v10, v24, #0
cmge.4s v2, v12, #0
cmge.4s v0, v23, #0
cmge.4s v13, v30, #0
cmge.4s v11, v24, #0
cmge.8b v15, v5, #0
cmge.8b v5, v31, #0
cmge.8b v22, v6, #0
cmge.8b v3, v1, #0
cmge.8h v31, v22, #0
cmge.8h v18, v9, #0
cmge.8h v13, v27, #0
cmge.8h v4, v7, #0
cmgt.16b v28, v3, v25
cmgt.16b v18, v31, v12
cmgt.16b v23, v20, v14
cmgt.16b v18, v23, v8
cmgt.2d v21, v20, v1
cmgt.2d v5, v28, v7
cmgt.2d v7, v21, v6
cmgt.2d v31, v25, v1
cmgt.2s v23, v3, v2
cmgt.2s v23, v7, v1
cmgt.2s v3, v11, v3
cmgt.2s v15, v17, v10
cmgt.4h v14, v1, v14
cmgt.4h v16, v30, v23
cmgt.4h v28, v22, v25
cmgt.4h v1, v8, v8
cmgt.4s v17, v15, v22
cmgt.4s v22, v15, v8
cmgt.4s v26, v15, v8
cmgt.4s v17, v19, v15
cmgt.8b v25, v23, v14
cmgt.8b v23, v11, v27
cmgt.8b v1, v26, v29
cmgt.8b v13, v1, v24
cmgt.8h v3, v31, v14
cmgt.8h v29, v31, v20
cmgt.8h v14, v30, v22
cmgt.8h v25, v9, v6
cmgt.16b v17, v17, #0
cmgt.16b v0, v30, #0
cmgt.16b v3, v5, #0
cmgt.16b v22, v21, #0
cmgt.2d v14, v16, #0
cmgt.2d v0, v8, #0
cmgt.2d v5, v10, #0
cmgt.2d v3, v10, #0
cmgt.2s v27, v2, #0
cmgt.2s v7, v18, #0
cmgt.2s v14, v26, #0
cmgt.2s v9, v11, #0
cmgt.4h v19, v4, #0
cmgt.4h v29, v19, #0
cmgt.4h v4, v2, #0
cmgt.4h v27, v29, #0
cmgt.4s v26, v12, #0
cmgt.4s v19, v19, #0
cmgt.4s v29, v21, #0
cmgt.4s v9, v25, #0
cmgt.8b v2, v9, #0
cmgt.8b v19, v26, #0
cmgt.8b v1, v9, #0
cmgt.8b v18, v25, #0
cmgt.8h v13, v3, #0
cmgt.8h v19, v1, #0
cmgt.8h v8, v16, #0
cmgt.8h v4, v19, #0
cmhi.16b v14, v2, v14
cmhi.16b v9, v30, v5
cmhi.16b v26, v26, v11
cmhi.16b v15, v30, v10
cmhi.2d v16, v30, v9
cmhi.2d v13, v26, v10
cmhi.2d v16, v9, v19
cmhi.2d v12, v19, v26
cmhi.2s v6, v23, v7
cmhi.2s v10, v6, v18
cmhi.2s v28, v14, v30
cmhi.2s v26, v5, v22
cmhi.4h v15, v25, v23
cmhi.4h v5, v4, v24
cmhi.4h v1, v4, v8
cmhi.4h v23, v12, v29
cmhi.4s v19, v8, v1
cmhi.4s v1, v4, v24
cmhi.4s v20, v12, v4
cmhi.4s v5, v25, v10
cmhi.8b v20, v1, v24
cmhi.8b v21, v13, v15
cmhi.8b v3, v27, v2
cmhi.8b v13, v1, v3
cmhi.8h v18, v23, v27
cmhi.8h v31, v26, v15
cmhi.8h v6, v0, v20
cmhi.8h v20, v20, v31
cmhs.16b v23, v20, v9
cmhs.16b v17, v11, v17
cmhs.16b v16, v11, v0
cmhs.16b v26, v22, v24
cmhs.2d v30, v0, v0
cmhs.2d v10, v0, v25
cmhs.2d v14, v30, v30
cmhs.2d v15, v17, v14
cmhs.2s v5, v15, v22
cmhs.2s v9, v20, v4
cmhs.2s v24, v30, v16
cmhs.2s v18, v26, v9
cmhs.4h v31, v25, v11
cmhs.4h v14, v30, v16
cmhs.4h v28, v30, v23
cmhs.4h v19, v20, v8
cmhs.4s v18, v21, v25
cmhs.4s v1, v29, v20
cmhs.4s v31, v26, v12
cmhs.4s v8, v10, v9
cmhs.8b v10, v22, v1
cmhs.8b v12, v25, v17
cmhs.8b v21, v11, v6
cmhs.8b v15, v6, v0
cmhs.8h v25, v10, v29
cmhs.8h v7, v19, v30
cmhs.8h v15, v20, v17
cmhs.8h v22, v25, v12
cmle.16b v16, v18, #0
cmle.16b v12, v19, #0
cmle.16b v25, v31, #0
cmle.16b v12, v15, #0
cmle.2d v5, v16, #0
cmle.2d v22, v31, #0
cmle.2d v28, v2, #0
cmle.2d v19, v13, #0
cmle.2s v1, v24, #0
cmle.2s v20, v2, #0
cmle.2s v21, v7, #0
cmle.2s v23, v6, #0
cmle.4h v19, v8, #0
cmle.4h v24, v29, #0
cmle.4h v10, v14, #0
cmle.4h v11, v1, #0
cmle.4s v30, v0, #0
cmle.4s v24, v3, #0
cmle.4s v1, v22, #0
cmle.4s v14, v18, #0
cmle.8b v7, v31, #0
cmle.8b v6, v25, #0
cmle.8b v4, v2, #0
cmle.8b v25, v18, #0
cmle.8h v6, v19, #0
cmle.8h v29, v17, #0
cmle.8h v19, v26, #0
cmle.8h v28, v25, #0
cmlt.16b v23, v1, #0
cmlt.16b v21, v2, #0
cmlt.16b v1, v3, #0
cmlt.16b v12, v15, #0
cmlt.2d v6, v13, #0
cmlt.2d v21, v9, #0
cmlt.2d v24, v20, #0
cmlt.2d v28, v13, #0
cmlt.2s v2, v23, #0
cmlt.2s v12, v20, #0
cmlt.2s v3, v14, #0
cmlt.2s v26, v26, #0
cmlt.4h v1, v31, #0
cmlt.4h v24, v10, #0
cmlt.4h v2, v17, #0
cmlt.4h v30, v23, #0
cmlt.4s v16, v7, #0
cmlt.4s v6, v15, #0
cmlt.4s v24, v29, #0
cmlt.4s v16, v13, #0
cmlt.8b v29, v24, #0
cmlt.8b v2, v27, #0
cmlt.8b v7, v13, #0
cmlt.8b v20, v25, #0
cmlt.8h v20, v12, #0
cmlt.8h v6, v22, #0
cmlt.8h v28, v13, #0
cmlt.8h v23, v15, #0
cmtst.16b v20, v31, v4
cmtst.16b v30, v22, v14
cmtst.16b v8, v21, v23
cmtst.16b v20, v27, v18
cmtst.2d v18, v21, v25
cmtst.2d v21, v2, v13
cmtst.2d v24, v26, v29
cmtst.2d v11, v7, v21
cmtst.2s v6, v13, v21
cmtst.2s v11, v18, v24
cmtst.2s v30, v9, v21
cmtst.2s v18, v16, v18
cmtst.4h v24, v14, v2
cmtst.4h v20, v11, v1
cmtst.4h v16, v11, v10
cmtst.4h v18, v29, v11
cmtst.4s v14, v13, v28
cmtst.4s v6, v13, v13
cmtst.4s v22, v1, v14
cmtst.4s v12, v21, v10
cmtst.8b v15, v26, v8
cmtst.8b v24, v12, v21
cmtst.8b v16, v5, v4
cmtst.8b v10, v4, v11
cmtst.8h v24, v28, v31
cmtst.8h v13, v31, v0
cmtst.8h v14, v24, v6
cmtst.8h v16, v14, v31
cnt.16b v20, v31
cnt.16b v3, v26
cnt.16b v27, v5
cnt.16b v17, v21
cnt.8b v15, v5
cnt.8b v4, v22
cnt.8b v0, v1
cnt.8b v1, v22
mov b20, v11[6]
mov b26, v27[0]
mov b14, v12[0]
mov b20, v28[0]
mov d22, v7[1]
mov d9, v15[1]
mov d11, v5[0]
mov d1, v5[0]
mov h5, v18[7]
mov h15, v11[2]
mov h8, v14[5]
mov h18, v31[7]
mov s7, v4[1]
mov s26, v8[0]
mov s2, v2[3]
mov s19, v8[1]
dup.16b v16, w27
dup.16b v20, w14
dup.16b v24, w9
dup.16b v18, w14
dup.16b v12, v5[14]
dup.16b v27, v23[6]
dup.16b v9, v4[11]
dup.16b v27, v24[2]
dup.2d v14, x5
dup.2d v20, x21
dup.2d v23, x16
dup.2d v30, x0
dup.2d v6, v7[0]
dup.2d v27, v17[1]
dup.2d v23, v20[1]
dup.2d v22, v30[0]
dup.2s v19, w24
dup.2s v17, w1
dup.2s v24, w7
dup.2s v30, w12
dup.2s v0, v27[1]
dup.2s v19, v14[3]
dup.2s v7, v27[0]
dup.2s v14, v26[2]
dup.4h v27, w9
dup.4h v21, w11
dup.4h v0, w8
dup.4h v27, w12
dup.4h v15, v30[6]
dup.4h v6, v16[2]
dup.4h v19, v21[7]
dup.4h v22, v21[4]
dup.4s v25, w14
dup.4s v27, w18
dup.4s v10, w24
dup.4s v10, w12
dup.4s v7, v22[2]
dup.4s v14, v1[3]
dup.4s v6, v9[0]
dup.4s v29, v8[1]
dup.8b v14, wzr
dup.8b v3, w25
dup.8b v11, w26
dup.8b v24, w21
dup.8b v7, v4[10]
dup.8b v15, v18[0]
dup.8b v7, v17[0]
dup.8b v5, v4[4]
dup.8h v25, w2
dup.8h v26, w19
dup.8h v22, w17
dup.8h v17, w12
dup.8h v0, v13[0]
dup.8h v4, v15[5]
dup.8h v10, v25[2]
dup.8h v2, v7[1]
eor.16b v30, v9, v25
eor.16b v17, v5, v6
eor.16b v12, v18, v13
eor.16b v8, v2, v12
eor.8b v18, v9, v1
eor.8b v24, v12, v9
eor.8b v14, v14, v23
eor.8b v9, v14, v23
ext.16b v1, v1, v5, #0
ext.16b v22, v20, v30, #15
ext.16b v28, v22, v11, #8
ext.16b v6, v19, v17, #14
ext.8b v8, v14, v17, #3
ext.8b v0, v14, v11, #5
ext.8b v23, v14, v22, #1
ext.8b v29, v0, v8, #1
fabd.2d v21, v26, v23
fabd.2d v7, v18, v3
fabd.2d v29, v15, v27
fabd.2d v0, v30, v26
fabd.2s v1, v17, v28
fabd.2s v31, v12, v13
fabd.2s v3, v23, v14
fabd.2s v4, v23, v7
fabd.4s v15, v27, v16
fabd.4s v27, v5, v18
fabd.4s v6, v3, v10
fabd.4s v25, v19, v17
fabs.2d v25, v29
fabs.2d v7, v28
fabs.2d v8, v0
fabs.2d v9, v26
fabs.2s v4, v14
fabs.2s v10, v4
fabs.2s v4, v30
fabs.2s v20, v19
fabs.4s v3, v21
fabs.4s v29, v11
fabs.4s v22, v6
fabs.4s v27, v6
facge.2d v5, v0, v24
facge.2d v16, v13, v11
facge.2d v28, v20, v12
facge.2d v0, v14, v4
facge.2s v12, v1, v4
facge.2s v19, v10, v21
facge.2s v25, v30, v6
facge.2s v22, v21, v2
facge.4s v7, v8, v4
facge.4s v5, v17, v2
facge.4s v5, v14, v26
facge.4s v20, v16, v17
facgt.2d v4, v10, v30
facgt.2d v22, v11, v26
facgt.2d v15, v9, v6
facgt.2d v2, v23, v31
facgt.2s v13, v28, v3
facgt.2s v22, v19, v10
facgt.2s v28, v15, v17
facgt.2s v23, v15, v11
facgt.4s v2, v10, v13
facgt.4s v27, v6, v19
facgt.4s v4, v29, v6
facgt.4s v1, v26, v6
faddp.2d d30, v3
faddp.2d d2, v2
faddp.2d d11, v6
faddp.2d d26, v26
faddp.2s s26, v1
faddp.2s s1, v26
faddp.2s s0, v0
faddp.2s s16, v1
faddp.2d v13, v21, v10
faddp.2d v13, v29, v21
faddp.2d v16, v13, v17
faddp.2d v21, v31, v8
faddp.2s v14, v22, v22
faddp.2s v24, v23, v26
faddp.2s v11, v6, v8
faddp.2s v19, v0, v20
faddp.4s v5, v17, v30
faddp.4s v1, v2, v16
faddp.4s v21, v30, v4
faddp.4s v30, v29, v30
fadd.2d v26, v31, v23
fadd.2d v10, v7, v21
fadd.2d v10, v25, v30
fadd.2d v29, v2, v4
fadd.2s v19, v13, v15
fadd.2s v25, v24, v0
fadd.2s v31, v24, v15
fadd.2s v30, v5, v8
fadd.4s v21, v9, v14
fadd.4s v12, v11, v2
fadd.4s v12, v26, v6
fadd.4s v7, v14, v22
fcmeq.2d v31, v22, v13
fcmeq.2d v28, v1, v15
fcmeq.2d v20, v25, v20
fcmeq.2d v6, v29, v8
fcmeq.2s v24, v16, v23
fcmeq.2s v21, v15, v0
fcmeq.2s v1, v23, v5
fcmeq.2s v0, v24, v31
fcmeq.4s v29, v1, v26
fcmeq.4s v1, v2, v22
fcmeq.4s v29, v1, v7
fcmeq.4s v27, v20, v24
fcmeq.2d v14, v16, #0.0
fcmeq.2d v18, v26, #0.0
fcmeq.2d v3, v15, #0.0
fcmeq.2d v20, v9, #0.0
fcmeq.2s v8, v11, #0.0
fcmeq.2s v17, v16, #0.0
fcmeq.2s v6, v7, #0.0
fcmeq.2s v18, v11, #0.0
fcmeq.4s v20, v4, #0.0
fcmeq.4s v4, v9, #0.0
fcmeq.4s v28, v25, #0.0
fcmeq.4s v10, v4, #0.0
fcmge.2d v24, v29, v11
fcmge.2d v8, v0, v5
fcmge.2d v25, v9, v5
fcmge.2d v9, v0, v26
fcmge.2s v5, v12, v20
fcmge.2s v27, v27, v7
fcmge.2s v9, v12, v4
fcmge.2s v0, v24, v28
fcmge.4s v14, v30, v7
fcmge.4s v27, v27, v31
fcmge.4s v15, v3, v0
fcmge.4s v7, v27, v16
fcmge.2d v30, v23, #0.0
fcmge.2d v28, v26, #0.0
fcmge.2d v14, v19, #0.0
fcmge.2d v31, v8, #0.0
fcmge.2s v10, v24, #0.0
fcmge.2s v21, v27, #0.0
fcmge.2s v22, v17, #0.0
fcmge.2s v19, v5, #0.0
fcmge.4s v0, v11, #0.0
fcmge.4s v13, v22, #0.0
fcmge.4s v2, v4, #0.0
fcmge.4s v14, v4, #0.0
fcmgt.2d v9, v12, v25
fcmgt.2d v6, v15, v18
fcmgt.2d v6, v8, v16
fcmgt.2d v19, v15, v12
fcmgt.2s v29, v11, v5
fcmgt.2s v28, v18, v18
fcmgt.2s v31, v29, v0
fcmgt.2s v15, v27, v31
fcmgt.4s v1, v8, v31
fcmgt.4s v14, v5, v0
fcmgt.4s v4, v28, v19
fcmgt.4s v6, v25, v10
fcmgt.2d v20, v28, #0.0
fcmgt.2d v18, v5, #0.0
fcmgt.2d v0, v26, #0.0
fcmgt.2d v0, v6, #0.0
fcmgt.2s v16, v19, #0.0
fcmgt.2s v2, v0, #0.0
fcmgt.2s v27, v13, #0.0
fcmgt.2s v6, v23, #0.0
fcmgt.4s v9, v29, #0.0
fcmgt.4s v12, v5, #0.0
fcmgt.4s v24, v6, #0.0
fcmgt.4s v30, v4, #0.0
fcmle.2d v29, v12, #0.0
fcmle.2d v21, v26, #0.0
fcmle.2d v27, v24, #0.0
fcmle.2d v8, v7, #0.0
fcmle.2s v20, v18, #0.0
fcmle.2s v24, v19, #0.0
fcmle.2s v26, v3, #0.0
fcmle.2s v31, v25, #0.0
fcmle.4s v6, v30, #0.0
fcmle.4s v13, v19, #0.0
fcmle.4s v0, v11, #0.0
fcmle.4s v18, v14, #0.0
fcmlt.2d v17, v23, #0.0
fcmlt.2d v21, v22, #0.0
fcmlt.2d v18, v17, #0.0
fcmlt.2d v11, v11, #0.0
fcmlt.2s v16, v7, #0.0
fcmlt.2s v27, v2, #0.0
fcmlt.2s v2, v15, #0.0
fcmlt.2s v17, v24, #0.0
fcmlt.4s v28, v19, #0.0
fcmlt.4s v31, v6, #0.0
fcmlt.4s v2, v4, #0.0
fcmlt.4s v27, v31, #0.0
fcvtas.2d v25, v13
fcvtas.2d v14, v10
fcvtas.2d v18, v7
fcvtas.2d v22, v9
fcvtas.2s v3, v16
fcvtas.2s v1, v18
fcvtas.2s v2, v17
fcvtas.2s v27, v11
fcvtas.4s v7, v26
fcvtas.4s v15, v27
fcvtas.4s v11, v13
fcvtas.4s v12, v19
fcvtau.2d v16, v15
fcvtau.2d v4, v8
fcvtau.2d v9, v4
fcvtau.2d v21, v8
fcvtau.2s v7, v4
fcvtau.2s v3, v22
fcvtau.2s v5, v9
fcvtau.2s v8, v10
fcvtau.4s v21, v11
fcvtau.4s v9, v22
fcvtau.4s v11, v17
fcvtau.4s v27, v22
fcvtms.2d v20, v29
fcvtms.2d v20, v18
fcvtms.2d v8, v31
fcvtms.2d v12, v20
fcvtms.2s v2, v28
fcvtms.2s v30, v20
fcvtms.2s v17, v11
fcvtms.2s v15, v3
fcvtms.4s v22, v24
fcvtms.4s v6, v9
fcvtms.4s v18, v14
fcvtms.4s v16, v31
fcvtmu.2d v23, v6
fcvtmu.2d v3, v11
fcvtmu.2d v3, v18
fcvtmu.2d v26, v24
fcvtmu.2s v14, v22
fcvtmu.2s v15, v8
fcvtmu.2s v2, v23
fcvtmu.2s v4, v14
fcvtmu.4s v29, v10
fcvtmu.4s v15, v0
fcvtmu.4s v1, v6
fcvtmu.4s v21, v4
fcvtns.2d v26, v26
fcvtns.2d v24, v5
fcvtns.2d v30, v16
fcvtns.2d v11, v21
fcvtns.2s v8, v11
fcvtns.2s v20, v27
fcvtns.2s v31, v25
fcvtns.2s v8, v20
fcvtns.4s v2, v4
fcvtns.4s v30, v7
fcvtns.4s v19, v13
fcvtns.4s v17, v13
fcvtnu.2d v24, v7
fcvtnu.2d v25, v4
fcvtnu.2d v16, v1
fcvtnu.2d v29, v4
fcvtnu.2s v10, v14
fcvtnu.2s v5, v5
fcvtnu.2s v20, v6
fcvtnu.2s v17, v10
fcvtnu.4s v25, v27
fcvtnu.4s v23, v10
fcvtnu.4s v12, v6
fcvtnu.4s v17, v28
fcvtps.2d v2, v1
fcvtps.2d v28, v5
fcvtps.2d v26, v26
fcvtps.2d v13, v20
fcvtps.2s v2, v23
fcvtps.2s v31, v21
fcvtps.2s v16, v14
fcvtps.2s v17, v10
fcvtps.4s v10, v9
fcvtps.4s v21, v23
fcvtps.4s v0, v14
fcvtps.4s v28, v31
fcvtpu.2d v12, v18
fcvtpu.2d v28, v4
fcvtpu.2d v8, v10
fcvtpu.2d v27, v13
fcvtpu.2s v30, v12
fcvtpu.2s v9, v8
fcvtpu.2s v1, v5
fcvtpu.2s v6, v7
fcvtpu.4s v21, v24
fcvtpu.4s v6, v14
fcvtpu.4s v12, v14
fcvtpu.4s v13, v22
fcvtzs.2d v7, v9, #11
fcvtzs.2d v31, v3, #14
fcvtzs.2d v15, v23, #31
fcvtzs.2d v15, v24, #4
fcvtzs.2s v11, v9, #32
fcvtzs.2s v16, v11, #19
fcvtzs.2s v7, v17, #15
fcvtzs.2s v4, v30, #5
fcvtzs.4s v8, v17, #24
fcvtzs.4s v9, v6, #9
fcvtzs.4s v4, v5, #14
fcvtzs.4s v28, v22, #18
fcvtzs.2d v23, v22
fcvtzs.2d v31, v16
fcvtzs.2d v9, v8
fcvtzs.2d v0, v29
fcvtzs.2s v6, v30
fcvtzs.2s v23, v4
fcvtzs.2s v0, v1
fcvtzs.2s v14, v15
fcvtzs.4s v14, v24
fcvtzs.4s v2, v12
fcvtzs.4s v30, v31
fcvtzs.4s v11, v21
fcvtzu.2d v8, v8, #1
fcvtzu.2d v28, v18, #57
fcvtzu.2d v25, v7, #37
fcvtzu.2d v28, v29, #45
fcvtzu.2s v11, v19, #17
fcvtzu.2s v20, v21, #1
fcvtzu.2s v0, v14, #11
fcvtzu.2s v6, v20, #27
fcvtzu.4s v25, v15, #25
fcvtzu.4s v25, v0, #29
fcvtzu.4s v4, v17, #3
fcvtzu.4s v13, v9, #30
fcvtzu.2d v11, v30
fcvtzu.2d v3, v11
fcvtzu.2d v13, v21
fcvtzu.2d v12, v16
fcvtzu.2s v12, v23
fcvtzu.2s v11, v2
fcvtzu.2s v20, v16
fcvtzu.2s v26, v27
fcvtzu.4s v1, v21
fcvtzu.4s v7, v17
fcvtzu.4s v7, v8
fcvtzu.4s v3, v20
fdiv.2d v20, v22, v19
fdiv.2d v7, v11, v5
fdiv.2d v6, v30, v12
fdiv.2d v24, v28, v13
fdiv.2s v16, v29, v31
fdiv.2s v3, v29, v0
fdiv.2s v16, v14, v26
fdiv.2s v9, v22, v8
fdiv.4s v3, v10, v19
fdiv.4s v24, v4, v28
fdiv.4s v9, v17, v16
fdiv.4s v22, v27, v4
fmaxnmp.2d d20, v21
fmaxnmp.2d d16, v7
fmaxnmp.2d d17, v25
fmaxnmp.2d d31, v3
fmaxnmp.2s s2, v5
fmaxnmp.2s s9, v4
fmaxnmp.2s s18, v24
fmaxnmp.2s s10, v19
fmaxnmp.2d v3, v0, v27
fmaxnmp.2d v31, v24, v17
fmaxnmp.2d v5, v8, v25
fmaxnmp.2d v28, v16, v27
fmaxnmp.2s v24, v11, v9
fmaxnmp.2s v20, v6, v0
fmaxnmp.2s v26, v14, v27
fmaxnmp.2s v11, v21, v0
fmaxnmp.4s v31, v26, v30
fmaxnmp.4s v10, v14, v10
fmaxnmp.4s v19, v11, v20
fmaxnmp.4s v8, v25, v24
fmaxnmv.4s s21, v26
fmaxnmv.4s s24, v13
fmaxnmv.4s s29, v12
fmaxnm.2d v9, v8, v3
fmaxnm.2d v14, v10, v11
fmaxnm.2d v6, v15, v28
fmaxnm.2d v3, v30, v31
fmaxnm.2s v19, v23, v19
fmaxnm.2s v0, v20, v18
fmaxnm.2s v2, v22, v6
fmaxnm.2s v25, v9, v1
fmaxnm.4s v28, v17, v20
fmaxnm.4s v19, v9, v27
fmaxnm.4s v27, v22, v30
fmaxnm.4s v22, v26, v15
fmaxp.2d d26, v4
fmaxp.2d d2, v1
fmaxp.2d d3, v4
fmaxp.2d d3, v8
fmaxp.2s s13, v2
fmaxp.2s s10, v17
fmaxp.2s s3, v9
fmaxp.2s s31, v11
fmaxp.2d v16, v4, v5
fmaxp.2d v28, v16, v22
fmaxp.2d v31, v3, v17
fmaxp.2d v30, v24, v24
fmaxp.2s v13, v2, v9
fmaxp.2s v22, v31, v7
fmaxp.2s v14, v18, v5
fmaxp.2s v7, v5, v28
fmaxp.4s v29, v24, v27
fmaxp.4s v25, v12, v19
fmaxp.4s v4, v19, v16
fmaxp.4s v16, v6, v30
fmaxv.4s s17, v11
fmaxv.4s s11, v24
fmaxv.4s s0, v18
fmaxv.4s s19, v17
fmax.2d v31, v3, v2
fmax.2d v17, v3, v23
fmax.2d v16, v3, v6
fmax.2d v25, v20, v2
fmax.2s v12, v12, v27
fmax.2s v25, v11, v18
fmax.2s v17, v8, v10
fmax.2s v25, v26, v0
fmax.4s v28, v26, v19
fmax.4s v5, v22, v22
fmax.4s v12, v13, v0
fmax.4s v7, v18, v23
fminnmp.2d d17, v9
fminnmp.2d d21, v4
fminnmp.2d d18, v29
fminnmp.2d d14, v31
fminnmp.2s s12, v3
fminnmp.2s s1, v7
fminnmp.2s s4, v21
fminnmp.2s s27, v6
fminnmp.2d v8, v31, v1
fminnmp.2d v5, v16, v16
fminnmp.2d v14, v16, v26
fminnmp.2d v10, v7, v13
fminnmp.2s v20, v28, v24
fminnmp.2s v20, v19, v0
fminnmp.2s v3, v0, v10
fminnmp.2s v10, v14, v19
fminnmp.4s v6, v3, v29
fminnmp.4s v15, v2, v28
fminnmp.4s v16, v3, v30
fminnmp.4s v28, v3, v25
fminnmv.4s s29, v22
fminnmv.4s s21, v3
fminnmv.4s s10, v30
fminnmv.4s s2, v3
fminnm.2d v4, v10, v12
fminnm.2d v0, v16, v25
fminnm.2d v14, v6, v31
fminnm.2d v0, v8, v7
fminnm.2s v22, v27, v6
fminnm.2s v28, v4, v4
fminnm.2s v31, v12, v9
fminnm.2s v26, v4, v1
fminnm.4s v10, v28, v17
fminnm.4s v22, v7, v31
fminnm.4s v11, v4, v1
fminnm.4s v9, v2, v11
fminp.2d d26, v14
fminp.2d d0, v17
fminp.2d d3, v26
fminp.2d d9, v17
fminp.2s s23, v20
fminp.2s s5, v9
fminp.2s s26, v11
fminp.2s s17, v14
fminp.2d v15, v10, v11
fminp.2d v17, v5, v4
fminp.2d v29, v17, v27
fminp.2d v22, v13, v18
fminp.2s v11, v10, v17
fminp.2s v7, v31, v23
fminp.2s v19, v23, v12
fminp.2s v26, v28, v17
fminp.4s v25, v26, v20
fminp.4s v18, v27, v23
fminp.4s v15, v6, v28
fminp.4s v23, v4, v31
fminv.4s s24, v29
fminv.4s s22, v7
fminv.4s s8, v13
fminv.4s s19, v12
fmin.2d v4, v1, v6
fmin.2d v26, v1, v29
fmin.2d v17, v17, v8
fmin.2d v1, v25, v23
fmin.2s v19, v1, v1
fmin.2s v18, v7, v24
fmin.2s v20, v13, v21
fmin.2s v12, v12, v3
fmin.4s v27, v11, v26
fmin.4s v19, v10, v6
fmin.4s v3, v0, v23
fmin.4s v13, v7, v31
fmla.d d15, d26, v31[1]
fmla.d d10, d13, v30[0]
fmla.d d17, d31, v3[1]
fmla.d d20, d15, v22[1]
fmla.s s24, s5, v25[0]
fmla.s s0, s17, v17[3]
fmla.s s27, s31, v8[2]
fmla.s s11, s15, v31[2]
fmla.2d v12, v12, v3[1]
fmla.2d v12, v19, v13[0]
fmla.2d v18, v30, v14[0]
fmla.2d v14, v24, v13[1]
fmla.2s v20, v31, v26[1]
fmla.2s v11, v23, v10[0]
fmla.2s v22, v11, v25[0]
fmla.2s v18, v17, v30[3]
fmla.4s v9, v4, v9[2]
fmla.4s v11, v12, v24[0]
fmla.4s v16, v13, v31[1]
fmla.4s v27, v11, v25[3]
fmla.2d v11, v1, v1
fmla.2d v27, v0, v16
fmla.2d v14, v17, v29
fmla.2d v18, v13, v16
fmla.2s v4, v21, v17
fmla.2s v8, v9, v17
fmla.2s v13, v21, v16
fmla.2s v27, v26, v21
fmla.4s v2, v25, v10
fmla.4s v5, v2, v22
fmla.4s v8, v30, v22
fmla.4s v29, v13, v24
fmls.d d1, d16, v6[1]
fmls.d d6, d3, v20[1]
fmls.d d19, d2, v20[0]
fmls.d d22, d10, v10[1]
fmls.s s0, s28, v21[0]
fmls.s s16, s17, v25[2]
fmls.s s11, s18, v17[2]
fmls.s s22, s2, v1[0]
fmls.2d v26, v11, v1[1]
fmls.2d v19, v5, v5[0]
fmls.2d v30, v9, v0[0]
fmls.2d v6, v11, v13[0]
fmls.2s v14, v13, v22[0]
fmls.2s v26, v10, v27[1]
fmls.2s v6, v18, v14[3]
fmls.2s v19, v11, v27[0]
fmls.4s v29, v1, v10[0]
fmls.4s v23, v28, v2[1]
fmls.4s v7, v26, v11[2]
fmls.4s v4, v23, v31[3]
fmls.2d v12, v11, v11
fmls.2d v21, v0, v10
fmls.2d v11, v8, v22
fmls.2d v31, v13, v21
fmls.2s v1, v4, v6
fmls.2s v15, v19, v22
fmls.2s v17, v29, v20
fmls.2s v18, v4, v1
fmls.4s v6, v6, v19
fmls.4s v15, v26, v27
fmls.4s v16, v6, v19
fmls.4s v7, v23, v29
fmov.d v11[1], x14
fmov.d v7[1], xzr
fmov.d v0[1], x17
fmov.d v27[1], x1
fmov.d x11, v11[1]
fmov.d x26, v20[1]
fmov.d x0, v3[1]
fmov.d x16, v9[1]
fmov.2d v22, #26.00000000
fmov.2d v30, #0.78125000
fmov.2d v5, #13.50000000
fmov.2d v11, #5.50000000
fmov.2s v1, #-0.50000000
fmov.2s v2, #-5.25000000
fmov.2s v24, #5.50000000
fmov.2s v6, #1.06250000
fmov.4s v6, #13.50000000
fmov.4s v30, #15.50000000
fmov.4s v9, #0.75000000
fmov.4s v1, #-25.00000000
fmulx.d d0, d7, v3[1]
fmulx.d d4, d27, v11[1]
fmulx.d d7, d30, v7[1]
fmulx.d d8, d19, v29[1]
fmulx.s s24, s29, v18[0]
fmulx.s s7, s29, v23[1]
fmulx.s s13, s17, v22[0]
fmulx.s s15, s15, v15[0]
fmulx.2d v22, v13, v24[1]
fmulx.2d v24, v16, v12[0]
fmulx.2d v8, v27, v27[1]
fmulx.2d v30, v26, v0[0]
fmulx.2s v30, v29, v10[3]
fmulx.2s v10, v22, v11[3]
fmulx.2s v28, v9, v11[2]
fmulx.2s v12, v24, v18[1]
fmulx.4s v27, v24, v21[0]
fmulx.4s v1, v11, v25[3]
fmulx.4s v26, v24, v22[0]
fmulx.4s v2, v2, v27[2]
fmulx.2d v7, v1, v9
fmulx.2d v29, v23, v21
fmulx.2d v25, v21, v12
fmulx.2d v23, v12, v27
fmulx.2s v21, v0, v9
fmulx.2s v22, v8, v7
fmulx.2s v31, v24, v31
fmulx.2s v30, v17, v24
fmulx.4s v13, v22, v30
fmulx.4s v8, v5, v13
fmulx.4s v14, v0, v28
fmulx.4s v24, v11, v18
fmul.d d6, d13, v30[1]
fmul.d d19, d14, v15[1]
fmul.d d6, d20, v16[0]
fmul.d d18, d3, v5[0]
fmul.s s17, s11, v12[2]
fmul.s s5, s19, v5[0]
fmul.s s24, s7, v25[1]
fmul.s s12, s15, v10[3]
fmul.2d v2, v19, v6[0]
fmul.2d v28, v13, v5[0]
fmul.2d v4, v13, v4[0]
fmul.2d v6, v21, v30[1]
fmul.2s v4, v29, v20[0]
fmul.2s v10, v13, v13[3]
fmul.2s v25, v5, v30[2]
fmul.2s v11, v2, v13[0]
fmul.4s v16, v9, v27[2]
fmul.4s v7, v20, v1[3]
fmul.4s v23, v16, v5[0]
fmul.4s v25, v16, v4[3]
fmul.2d v6, v22, v20
fmul.2d v24, v24, v16
fmul.2d v5, v7, v4
fmul.2d v5, v26, v31
fmul.2s v11, v21, v7
fmul.2s v24, v14, v16
fmul.2s v25, v5, v28
fmul.2s v13, v0, v15
fmul.4s v19, v8, v27
fmul.4s v15, v12, v7
fmul.4s v6, v14, v1
fmul.4s v14, v8, v31
fneg.2d v18, v9
fneg.2d v3, v3
fneg.2d v31, v9
fneg.2d v9, v12
fneg.2s v27, v13
fneg.2s v3, v2
fneg.2s v23, v8
fneg.2s v31, v10
fneg.4s v5, v30
fneg.4s v25, v31
fneg.4s v18, v5
fneg.4s v12, v8
frecpe.2d v25, v29
frecpe.2d v1, v27
frecpe.2d v22, v13
frecpe.2d v11, v5
frecpe.2s v18, v16
frecpe.2s v8, v7
frecpe.2s v4, v6
frecpe.2s v5, v17
frecpe.4s v2, v21
frecpe.4s v15, v20
frecpe.4s v15, v3
frecpe.4s v14, v23
frecps.2d v25, v24, v28
frecps.2d v30, v29, v2
frecps.2d v25, v13, v9
frecps.2d v22, v19, v25
frecps.2s v7, v13, v25
frecps.2s v9, v8, v5
frecps.2s v17, v31, v14
frecps.2s v15, v7, v21
frecps.4s v30, v6, v15
frecps.4s v12, v25, v19
frecps.4s v15, v7, v12
frecps.4s v14, v15, v26
frinta.2d v25, v21
frinta.2d v9, v16
frinta.2d v13, v9
frinta.2d v9, v19
frinta.2s v10, v22
frinta.2s v17, v23
frinta.2s v25, v8
frinta.2s v31, v1
frinta.4s v17, v1
frinta.4s v27, v0
frinta.4s v24, v16
frinta.4s v2, v23
frinti.2d v9, v10
frinti.2d v27, v16
frinti.2d v1, v19
frinti.2d v1, v3
frinti.2s v9, v29
frinti.2s v28, v0
frinti.2s v28, v29
frinti.2s v14, v21
frinti.4s v20, v29
frinti.4s v11, v7
frinti.4s v17, v7
frinti.4s v20, v10
frintm.2d v21, v25
frintm.2d v31, v6
frintm.2d v0, v2
frintm.2d v14, v2
frintm.2s v10, v25
frintm.2s v8, v3
frintm.2s v5, v7
frintm.2s v7, v26
frintm.4s v2, v21
frintm.4s v31, v9
frintm.4s v22, v29
frintm.4s v1, v7
frintn.2d v2, v8
frintn.2d v0, v24
frintn.2d v23, v1
frintn.2d v5, v6
frintn.2s v10, v11
frintn.2s v3, v28
frintn.2s v27, v5
frintn.2s v26, v3
frintn.4s v2, v15
frintn.4s v1, v20
frintn.4s v2, v10
frintn.4s v19, v31
frintp.2d v15, v24
frintp.2d v8, v22
frintp.2d v13, v17
frintp.2d v12, v31
frintp.2s v12, v5
frintp.2s v15, v0
frintp.2s v4, v1
frintp.2s v12, v8
frintp.4s v12, v6
frintp.4s v24, v26
frintp.4s v4, v7
frintp.4s v4, v11
frintx.2d v27, v18
frintx.2d v0, v12
frintx.2d v5, v17
frintx.2d v5, v25
frintx.2s v29, v7
frintx.2s v25, v16
frintx.2s v17, v28
frintx.2s v17, v1
frintx.4s v1, v28
frintx.4s v6, v30
frintx.4s v12, v26
frintx.4s v14, v18
frintz.2d v31, v18
frintz.2d v7, v23
frintz.2d v23, v6
frintz.2d v25, v0
frintz.2s v27, v11
frintz.2s v11, v27
frintz.2s v4, v3
frintz.2s v1, v24
frintz.4s v15, v6
frintz.4s v1, v31
frintz.4s v10, v7
frintz.4s v14, v22
frsqrte.2d v22, v3
frsqrte.2d v31, v31
frsqrte.2d v12, v11
frsqrte.2d v31, v18
frsqrte.2s v20, v9
frsqrte.2s v13, v12
frsqrte.2s v31, v21
frsqrte.2s v26, v17
frsqrte.4s v24, v0
frsqrte.4s v2, v6
frsqrte.4s v4, v31
frsqrte.4s v12, v31
frsqrts.2d v29, v30, v29
frsqrts.2d v2, v12, v7
frsqrts.2d v5, v24, v18
frsqrts.2d v9, v22, v28
frsqrts.2s v26, v4, v23
frsqrts.2s v15, v9, v28
frsqrts.2s v8, v28, v10
frsqrts.2s v12, v23, v14
frsqrts.4s v10, v6, v30
frsqrts.4s v30, v25, v31
frsqrts.4s v9, v19, v6
frsqrts.4s v15, v2, v3
fsqrt.2d v22, v26
fsqrt.2d v11, v26
fsqrt.2d v5, v21
fsqrt.2d v31, v29
fsqrt.2s v31, v16
fsqrt.2s v2, v28
fsqrt.2s v18, v21
fsqrt.2s v27, v18
fsqrt.4s v0, v31
fsqrt.4s v8, v18
fsqrt.4s v27, v1
fsqrt.4s v24, v27
fsub.2d v28, v18, v9
fsub.2d v22, v31, v18
fsub.2d v27, v20, v20
fsub.2d v20, v19, v31
fsub.2s v20, v24, v30
fsub.2s v16, v2, v26
fsub.2s v22, v5, v28
fsub.2s v25, v18, v19
fsub.4s v11, v25, v16
fsub.4s v27, v0, v2
fsub.4s v17, v11, v17
fsub.4s v2, v13, v31
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
mla.2s v9, v23, v22[1]
mla.2s v24, v7, v31[3]
mla.2s v17, v0, v24[3]
mla.2s v22, v14, v12[0]
mla.4h v17, v5, v2[0]
mla.4h v4, v2, v5[1]
mla.4h v7, v11, v5[1]
mla.4h v16, v19, v15[0]
mla.4s v25, v0, v6[1]
mla.4s v6, v28, v12[1]
mla.4s v26, v20, v8[3]
mla.4s v16, v11, v19[2]
mla.8h v27, v1, v6[5]
mla.8h v22, v29, v7[1]
mla.8h v24, v13, v10[1]
mla.8h v19, v13, v5[2]
mla.16b v26, v25, v12
mla.16b v22, v0, v26
mla.16b v16, v25, v12
mla.16b v0, v0, v31
mla.2s v4, v28, v8
mla.2s v8, v2, v0
mla.2s v31, v10, v4
mla.2s v13, v24, v23
mla.4h v23, v27, v21
mla.4h v29, v11, v18
mla.4h v1, v27, v8
mla.4h v5, v14, v26
mla.4s v8, v25, v17
mla.4s v11, v3, v7
mla.4s v26, v25, v10
mla.4s v31, v3, v8
mla.8b v19, v1, v22
mla.8b v26, v15, v25
mla.8b v1, v22, v10
mla.8b v12, v21, v17
mla.8h v0, v6, v8
mla.8h v15, v28, v12
mla.8h v10, v14, v4
mla.8h v28, v21, v20
mls.2s v24, v10, v4[0]
mls.2s v23, v0, v3[3]
mls.2s v15, v6, v6[0]
mls.2s v29, v9, v28[2]
mls.4h v13, v24, v9[2]
mls.4h v30, v13, v14[2]
mls.4h v30, v6, v15[4]
mls.4h v31, v18, v7[7]
mls.4s v4, v11, v1[0]
mls.4s v5, v13, v29[0]
mls.4s v0, v16, v30[1]
mls.4s v25, v4, v18[2]
mls.8h v9, v16, v11[4]
mls.8h v5, v7, v13[1]
mls.8h v8, v13, v14[1]
mls.8h v26, v10, v2[2]
mls.16b v29, v14, v22
mls.16b v30, v8, v13
mls.16b v10, v17, v4
mls.16b v9, v12, v22
mls.2s v6, v21, v26
mls.2s v1, v2, v1
mls.2s v21, v3, v12
mls.2s v13, v26, v12
mls.4h v14, v24, v5
mls.4h v17, v17, v14
mls.4h v10, v18, v26
mls.4h v3, v18, v18
mls.4s v6, v22, v6
mls.4s v31, v19, v15
mls.4s v15, v21, v6
mls.4s v14, v6, v0
mls.8b v13, v25, v1
mls.8b v12, v21, v29
mls.8b v16, v12, v0
mls.8b v10, v10, v14
mls.8h v11, v2, v13
mls.8h v19, v14, v31
mls.8h v4, v10, v20
mls.8h v29, v26, v16
movi.16b v8, #190
movi.16b v15, #115
movi.16b v20, #222
movi.16b v22, #1
movi.2d v28, #0xffffff00ffff00ff
movi.2d v2, #0xff0000ffffffffff
movi.2d v3, #0xffffff00ff00ff
movi.2d v26, #0x000000ffff00ff
movi.2s v28, #135, lsl #8
movi.2s v28, #205
movi.2s v5, #147
movi.2s v31, #144
movi.2s v5, #123, msl #8
movi.2s v27, #210, msl #8
movi.2s v6, #29, msl #8
movi.2s v20, #224, msl #8
movi.4h v3, #252
movi.4h v0, #75, lsl #8
movi.4h v22, #211
movi.4h v30, #215
movi.4s v11, #245
movi.4s v16, #1, lsl #16
movi.4s v8, #153, lsl #8
movi.4s v27, #81
movi.4s v30, #0, msl #16
movi.4s v16, #140, msl #16
movi.4s v27, #49, msl #8
movi.4s v9, #0, msl #8
movi.8b v3, #117
movi.8b v16, #190
movi.8b v31, #74
movi.8b v17, #0
movi.8h v2, #69
movi.8h v7, #141, lsl #8
movi.8h v22, #252
movi.8h v18, #100, lsl #8
mul.2s v31, v28, v30[3]
mul.2s v10, v31, v23[2]
mul.2s v7, v19, v25[1]
mul.2s v1, v18, v15[0]
mul.4h v10, v21, v11[4]
mul.4h v2, v1, v1[2]
mul.4h v19, v26, v6[4]
mul.4h v16, v15, v13[1]
mul.4s v20, v18, v16[0]
mul.4s v6, v13, v0[3]
mul.4s v25, v2, v26[1]
mul.4s v23, v27, v3[1]
mul.8h v24, v22, v5[5]
mul.8h v28, v1, v13[5]
mul.8h v23, v8, v11[2]
mul.8h v30, v16, v7[7]
mul.16b v4, v8, v29
mul.16b v25, v19, v7
mul.16b v15, v10, v22
mul.16b v24, v19, v5
mul.2s v3, v13, v2
mul.2s v23, v29, v6
mul.2s v22, v17, v22
mul.2s v21, v17, v28
mul.4h v28, v15, v26
mul.4h v25, v0, v9
mul.4h v5, v21, v24
mul.4h v7, v27, v25
mul.4s v26, v7, v2
mul.4s v13, v18, v7
mul.4s v18, v17, v20
mul.4s v8, v12, v27
mul.8b v28, v28, v18
mul.8b v12, v2, v7
mul.8b v26, v11, v25
mul.8b v27, v4, v7
mul.8h v19, v17, v3
mul.8h v8, v3, v18
mul.8h v22, v7, v22
mul.8h v29, v9, v25
mvni.2s v17, #0, lsl #16
mvni.2s v17, #138, lsl #8
mvni.2s v8, #199, lsl #16
mvni.2s v30, #0
mvni.2s v7, #238, msl #8
mvni.2s v6, #142, msl #8
mvni.2s v26, #0, msl #16
mvni.2s v24, #255, msl #8
mvni.4h v24, #222
mvni.4h v19, #97, lsl #8
mvni.4h v1, #200
mvni.4h v26, #7
mvni.4s v16, #247
mvni.4s v21, #27
mvni.4s v10, #255, lsl #24
mvni.4s v6, #162, lsl #8
mvni.4s v23, #0, msl #8
mvni.4s v16, #40, msl #16
mvni.4s v6, #75, msl #16
mvni.4s v30, #253, msl #8
mvni.8h v1, #193
mvni.8h v9, #27, lsl #8
mvni.8h v31, #1
mvni.8h v2, #139, lsl #8
neg.16b v15, v19
neg.16b v0, v17
neg.16b v24, v9
neg.16b v15, v11
neg.2d v26, v31
neg.2d v23, v3
neg.2d v31, v6
neg.2d v6, v12
neg.2s v16, v22
neg.2s v25, v7
neg.2s v10, v9
neg.2s v2, v21
neg.4h v15, v12
neg.4h v6, v20
neg.4h v10, v24
neg.4h v26, v7
neg.4s v2, v12
neg.4s v30, v21
neg.4s v25, v14
neg.4s v4, v22
neg.8b v0, v7
neg.8b v1, v0
neg.8b v25, v9
neg.8b v25, v3
neg.8h v28, v10
neg.8h v28, v11
neg.8h v0, v16
neg.8h v9, v9
mvn.16b v6, v19
mvn.16b v25, v5
mvn.16b v30, v24
mvn.16b v9, v21
mvn.8b v5, v21
mvn.8b v17, v21
mvn.8b v7, v22
mvn.8b v5, v30
orn.16b v10, v26, v27
orn.16b v19, v3, v17
orn.16b v19, v20, v1
orn.16b v2, v10, v8
orn.8b v0, v15, v10
orn.8b v29, v6, v26
orn.8b v2, v14, v10
orn.8b v20, v1, v9
orr.2s v5, #146, lsl #24
orr.2s v27, #133
orr.2s v29, #0, lsl #24
orr.2s v18, #184
orr.4h v0, #242
orr.4h v29, #218, lsl #8
orr.4h v23, #255, lsl #8
orr.4h v10, #61, lsl #8
orr.4s v14, #243, lsl #24
orr.4s v22, #191
orr.4s v19, #0, lsl #16
orr.4s v0, #20, lsl #8
orr.8h v15, #252
orr.8h v9, #62
orr.8h v1, #153, lsl #8
orr.8h v15, #119, lsl #8
orr.16b v0, v18, v1
orr.16b v2, v23, v29
mov.16b v29, v16
mov.16b v0, v30
orr.8b v8, v18, v4
orr.8b v13, v7, v25
mov.8b v18, v26
mov.8b v18, v5
pmull.8h v15, v9, v6
pmull.8h v20, v17, v28
pmull.8h v16, v0, v18
pmull.8h v14, v13, v10
pmull2.8h v24, v23, v19
pmull2.8h v1, v10, v21
pmull2.8h v2, v11, v19
pmull2.8h v3, v17, v15
pmul.16b v16, v5, v5
pmul.16b v23, v21, v1
pmul.16b v13, v12, v30
pmul.16b v13, v18, v23
pmul.8b v21, v6, v20
pmul.8b v11, v26, v15
pmul.8b v26, v28, v5
pmul.8b v25, v26, v21
raddhn.2s v18, v22, v12
raddhn.2s v7, v1, v27
raddhn.2s v6, v1, v5
raddhn.2s v8, v8, v30
raddhn2.4s v2, v25, v3
raddhn2.4s v10, v20, v26
raddhn2.4s v28, v8, v9
raddhn2.4s v23, v11, v24
raddhn.4h v0, v23, v20
raddhn.4h v5, v15, v20
raddhn.4h v20, v19, v20
raddhn.4h v8, v27, v2
raddhn2.8h v1, v11, v7
raddhn2.8h v20, v20, v21
raddhn2.8h v26, v15, v16
raddhn2.8h v26, v12, v0
raddhn.8b v6, v6, v12
raddhn.8b v3, v1, v13
raddhn.8b v31, v19, v28
raddhn.8b v19, v22, v8
raddhn2.16b v16, v31, v31
raddhn2.16b v12, v23, v28
raddhn2.16b v9, v22, v26
raddhn2.16b v28, v18, v11
rbit.16b v10, v21
rbit.16b v16, v29
rbit.16b v14, v20
rbit.16b v16, v10
rbit.8b v0, v15
rbit.8b v30, v11
rbit.8b v15, v26
rbit.8b v29, v27
rev16.16b v26, v20
rev16.16b v21, v20
rev16.16b v28, v23
rev16.16b v4, v20
rev16.8b v27, v25
rev16.8b v3, v28
rev16.8b v20, v14
rev16.8b v27, v2
rev32.16b v17, v29
rev32.16b v6, v25
rev32.16b v23, v20
rev32.16b v15, v20
rev32.4h v14, v22
rev32.4h v4, v14
rev32.4h v7, v25
rev32.4h v25, v26
rev32.8b v6, v0
rev32.8b v3, v20
rev32.8b v31, v0
rev32.8b v3, v28
rev32.8h v29, v4
rev32.8h v13, v19
rev32.8h v0, v31
rev32.8h v0, v19
rev64.16b v24, v31
rev64.16b v23, v17
rev64.16b v18, v30
rev64.16b v27, v20
rev64.2s v12, v1
rev64.2s v26, v5
rev64.2s v27, v14
rev64.2s v3, v28
rev64.4h v10, v25
rev64.4h v23, v23
rev64.4h v4, v27
rev64.4h v4, v25
rev64.4s v22, v1
rev64.4s v6, v22
rev64.4s v27, v17
rev64.4s v21, v13
rev64.8b v25, v27
rev64.8b v31, v31
rev64.8b v25, v29
rev64.8b v10, v30
rev64.8h v21, v23
rev64.8h v22, v0
rev64.8h v3, v26
rev64.8h v11, v0
rshrn.2s v12, v7, #11
rshrn.2s v13, v6, #17
rshrn.2s v8, v20, #8
rshrn.2s v7, v23, #2
rshrn2.4s v6, v13, #1
rshrn2.4s v28, v26, #4
rshrn2.4s v2, v6, #22
rshrn2.4s v4, v0, #1
rshrn.4h v18, v9, #7
rshrn.4h v3, v6, #15
rshrn.4h v3, v23, #1
rshrn.4h v27, v21, #15
rshrn2.8h v3, v29, #8
rshrn2.8h v11, v2, #7
rshrn2.8h v2, v13, #12
rshrn2.8h v4, v4, #15
rshrn.8b v1, v4, #2
rshrn.8b v6, v1, #4
rshrn.8b v10, v15, #6
rshrn.8b v1, v5, #3
rshrn2.16b v22, v30, #8
rshrn2.16b v24, v23, #6
rshrn2.16b v25, v14, #4
rshrn2.16b v8, v24, #5
rsubhn.2s v29, v20, v19
rsubhn.2s v4, v7, v5
rsubhn.2s v13, v27, v20
rsubhn.2s v30, v26, v29
rsubhn2.4s v14, v13, v30
rsubhn2.4s v24, v12, v22
rsubhn2.4s v0, v27, v19
rsubhn2.4s v10, v10, v10
rsubhn.4h v18, v31, v6
rsubhn.4h v29, v10, v15
rsubhn.4h v2, v15, v4
rsubhn.4h v5, v20, v22
rsubhn2.8h v7, v7, v14
rsubhn2.8h v25, v3, v2
rsubhn2.8h v8, v6, v0
rsubhn2.8h v20, v29, v4
rsubhn.8b v8, v29, v13
rsubhn.8b v3, v1, v15
rsubhn.8b v18, v15, v27
rsubhn.8b v10, v8, v25
rsubhn2.16b v30, v15, v6
rsubhn2.16b v10, v12, v8
rsubhn2.16b v18, v31, v3
rsubhn2.16b v8, v23, v2
sabal.2d v26, v16, v5
sabal.2d v30, v4, v5
sabal.2d v29, v25, v0
sabal.2d v9, v1, v31
sabal2.2d v16, v27, v19
sabal2.2d v13, v22, v21
sabal2.2d v20, v31, v29
sabal2.2d v3, v16, v31
sabal.4s v12, v3, v15
sabal.4s v5, v17, v0
sabal.4s v19, v11, v25
sabal.4s v25, v5, v21
sabal2.4s v2, v15, v6
sabal2.4s v9, v9, v23
sabal2.4s v5, v11, v31
sabal2.4s v6, v25, v22
sabal.8h v23, v17, v10
sabal.8h v27, v30, v26
sabal.8h v10, v1, v16
sabal.8h v20, v7, v2
sabal2.8h v19, v1, v15
sabal2.8h v2, v7, v11
sabal2.8h v20, v21, v5
sabal2.8h v13, v27, v23
saba.16b v6, v31, v15
saba.16b v1, v9, v8
saba.16b v7, v13, v14
saba.16b v22, v28, v8
saba.2s v27, v0, v8
saba.2s v6, v14, v11
saba.2s v20, v6, v14
saba.2s v2, v7, v23
saba.4h v15, v2, v18
saba.4h v25, v5, v2
saba.4h v12, v11, v26
saba.4h v1, v15, v31
saba.4s v29, v18, v21
saba.4s v4, v27, v23
saba.4s v15, v24, v22
saba.4s v25, v15, v16
saba.8b v14, v19, v30
saba.8b v3, v20, v27
saba.8b v1, v24, v29
saba.8b v21, v18, v14
saba.8h v5, v22, v24
saba.8h v15, v14, v18
saba.8h v9, v4, v1
saba.8h v30, v16, v30
sabdl.2d v29, v11, v28
sabdl.2d v28, v22, v26
sabdl.2d v11, v22, v2
sabdl.2d v28, v30, v23
sabdl2.2d v25, v4, v10
sabdl2.2d v6, v31, v27
sabdl2.2d v21, v28, v4
sabdl2.2d v29, v25, v2
sabdl.4s v30, v11, v19
sabdl.4s v17, v6, v14
sabdl.4s v28, v21, v16
sabdl.4s v17, v15, v20
sabdl2.4s v25, v11, v22
sabdl2.4s v28, v13, v12
sabdl2.4s v14, v25, v14
sabdl2.4s v12, v20, v30
sabdl.8h v19, v11, v4
sabdl.8h v30, v11, v28
sabdl.8h v10, v25, v0
sabdl.8h v22, v22, v19
sabdl2.8h v25, v20, v8
sabdl2.8h v29, v30, v20
sabdl2.8h v10, v30, v5
sabdl2.8h v0, v3, v26
sabd.16b v21, v6, v28
sabd.16b v24, v15, v31
sabd.16b v12, v21, v19
sabd.16b v20, v26, v14
sabd.2s v23, v4, v16
sabd.2s v7, v17, v3
sabd.2s v12, v26, v24
sabd.2s v7, v22, v5
sabd.4h v0, v31, v19
sabd.4h v7, v18, v0
sabd.4h v13, v14, v0
sabd.4h v28, v18, v20
sabd.4s v17, v18, v5
sabd.4s v30, v1, v18
sabd.4s v7, v31, v9
sabd.4s v14, v30, v3
sabd.8b v29, v14, v29
sabd.8b v19, v25, v17
sabd.8b v8, v24, v18
sabd.8b v19, v5, v8
sabd.8h v4, v21, v20
sabd.8h v15, v31, v15
sabd.8h v30, v25, v15
sabd.8h v29, v26, v4
sadalp.1d v23, v22
sadalp.1d v8, v2
sadalp.1d v0, v9
sadalp.1d v23, v19
sadalp.2d v19, v6
sadalp.2d v20, v30
sadalp.2d v23, v16
sadalp.2d v25, v23
sadalp.2s v15, v11
sadalp.2s v31, v21
sadalp.2s v16, v23
sadalp.2s v28, v1
sadalp.4h v27, v4
sadalp.4h v5, v6
sadalp.4h v18, v25
sadalp.4h v12, v26
sadalp.4s v21, v21
sadalp.4s v4, v11
sadalp.4s v10, v14
sadalp.4s v5, v20
sadalp.8h v29, v3
sadalp.8h v17, v27
sadalp.8h v0, v16
sadalp.8h v20, v8
saddlp.1d v13, v23
saddlp.1d v6, v26
saddlp.1d v23, v2
saddlp.1d v31, v21
saddlp.2d v20, v5
saddlp.2d v12, v2
saddlp.2d v13, v16
saddlp.2d v21, v25
saddlp.2s v17, v24
saddlp.2s v18, v21
saddlp.2s v21, v16
saddlp.2s v31, v26
saddlp.4h v20, v2
saddlp.4h v27, v15
saddlp.4h v20, v28
saddlp.4h v21, v28
saddlp.4s v8, v28
saddlp.4s v23, v22
saddlp.4s v30, v21
saddlp.4s v13, v22
saddlp.8h v6, v1
saddlp.8h v10, v12
saddlp.8h v29, v27
saddlp.8h v19, v30
saddlv.16b h20, v13
saddlv.16b h0, v28
saddlv.16b h2, v13
saddlv.16b h17, v12
saddlv.4h s21, v5
saddlv.4h s19, v10
saddlv.4h s12, v12
saddlv.4h s30, v20
saddlv.4s d21, v30
saddlv.4s d30, v17
saddlv.4s d20, v16
saddlv.4s d8, v30
saddlv.8b h17, v5
saddlv.8b h0, v3
saddlv.8b h22, v11
saddlv.8b h29, v8
saddlv.8h s20, v16
saddlv.8h s30, v12
saddlv.8h s16, v2
saddlv.8h s9, v23
saddl.2d v2, v29, v23
saddl.2d v31, v29, v6
saddl.2d v27, v28, v0
saddl.2d v20, v20, v5
saddl2.2d v1, v29, v2
saddl2.2d v5, v24, v5
saddl2.2d v21, v29, v21
saddl2.2d v31, v13, v25
saddl.4s v30, v23, v18
saddl.4s v16, v6, v7
saddl.4s v24, v31, v24
saddl.4s v21, v23, v29
saddl2.4s v7, v12, v23
saddl2.4s v2, v26, v13
saddl2.4s v5, v31, v11
saddl2.4s v4, v1, v20
saddl.8h v21, v31, v23
saddl.8h v22, v9, v5
saddl.8h v23, v21, v30
saddl.8h v3, v24, v28
saddl2.8h v4, v17, v25
saddl2.8h v13, v16, v27
saddl2.8h v24, v31, v30
saddl2.8h v13, v1, v29
saddw.2d v21, v16, v13
saddw.2d v27, v27, v26
saddw.2d v13, v1, v4
saddw.2d v24, v25, v22
saddw2.2d v31, v9, v6
saddw2.2d v31, v17, v21
saddw2.2d v22, v22, v15
saddw2.2d v30, v17, v0
saddw.4s v10, v10, v16
saddw.4s v2, v20, v30
saddw.4s v11, v25, v13
saddw.4s v6, v12, v24
saddw2.4s v27, v20, v21
saddw2.4s v30, v18, v3
saddw2.4s v23, v4, v22
saddw2.4s v14, v2, v11
saddw.8h v16, v21, v21
saddw.8h v31, v6, v29
saddw.8h v15, v9, v29
saddw.8h v14, v22, v17
saddw2.8h v16, v5, v24
saddw2.8h v13, v10, v29
saddw2.8h v13, v3, v27
saddw2.8h v18, v11, v21
scvtf.2d v6, v0, #14
scvtf.2d v12, v12, #37
scvtf.2d v0, v5, #8
scvtf.2d v21, v2, #18
scvtf.2s v16, v1, #8
scvtf.2s v10, v4, #1
scvtf.2s v6, v14, #1
scvtf.2s v25, v8, #2
scvtf.4s v23, v18, #32
scvtf.4s v10, v22, #1
scvtf.4s v7, v12, #3
scvtf.4s v27, v16, #21
scvtf.2d v20, v27
scvtf.2d v4, v21
scvtf.2d v12, v31
scvtf.2d v23, v21
scvtf.2s v17, v18
scvtf.2s v17, v11
scvtf.2s v0, v4
scvtf.2s v8, v9
scvtf.4s v29, v0
scvtf.4s v9, v4
scvtf.4s v26, v18
scvtf.4s v25, v22
shadd.16b v0, v10, v14
shadd.16b v31, v25, v22
shadd.16b v18, v8, v17
shadd.16b v26, v14, v15
shadd.2s v28, v23, v18
shadd.2s v3, v27, v18
shadd.2s v17, v8, v2
shadd.2s v8, v7, v29
shadd.4h v31, v22, v9
shadd.4h v25, v8, v22
shadd.4h v15, v26, v1
shadd.4h v4, v8, v8
shadd.4s v2, v5, v25
shadd.4s v28, v23, v9
shadd.4s v5, v17, v4
shadd.4s v30, v9, v11
shadd.8b v4, v15, v17
shadd.8b v1, v18, v15
shadd.8b v3, v29, v25
shadd.8b v2, v19, v14
shadd.8h v6, v1, v18
shadd.8h v13, v28, v26
shadd.8h v28, v17, v9
shadd.8h v19, v1, v31
shll.2d v24, v24, #32
shll.2d v17, v23, #32
shll.2d v16, v13, #32
shll.2d v23, v3, #32
shll2.2d v28, v11, #32
shll2.2d v23, v31, #32
shll2.2d v31, v18, #32
shll2.2d v12, v23, #32
shll.4s v27, v5, #16
shll.4s v9, v21, #16
shll.4s v3, v3, #16
shll.4s v21, v25, #16
shll2.4s v13, v25, #16
shll2.4s v19, v23, #16
shll2.4s v22, v20, #16
shll2.4s v16, v16, #16
shll.8h v27, v10, #8
shll.8h v12, v18, #8
shll.8h v1, v6, #8
shll.8h v13, v29, #8
shll2.8h v14, v24, #8
shll2.8h v21, v28, #8
shll2.8h v17, v18, #8
shll2.8h v15, v5, #8
shl.16b v5, v17, #1
shl.16b v18, v19, #5
shl.16b v21, v4, #6
shl.16b v27, v25, #2
shl.2d v10, v25, #40
shl.2d v3, v16, #29
shl.2d v25, v15, #59
shl.2d v31, v23, #27
shl.2s v13, v5, #11
shl.2s v15, v12, #25
shl.2s v8, v10, #5
shl.2s v31, v23, #19
shl.4h v0, v9, #9
shl.4h v22, v19, #5
shl.4h v15, v9, #9
shl.4h v16, v25, #15
shl.4s v2, v25, #0
shl.4s v8, v12, #1
shl.4s v0, v12, #0
shl.4s v16, v22, #3
shl.8b v22, v0, #3
shl.8b v31, v14, #0
shl.8b v0, v3, #1
shl.8b v18, v11, #6
shl.8h v14, v4, #1
shl.8h v24, v29, #13
shl.8h v3, v7, #5
shl.8h v22, v31, #4
shrn.2s v19, v3, #13
shrn.2s v20, v4, #17
shrn.2s v13, v17, #23
shrn.2s v19, v25, #32
shrn2.4s v24, v7, #10
shrn2.4s v9, v24, #22
shrn2.4s v7, v0, #4
shrn2.4s v30, v25, #32
shrn.4h v26, v0, #5
shrn.4h v16, v17, #1
shrn.4h v7, v17, #16
shrn.4h v11, v10, #6
shrn2.8h v17, v3, #12
shrn2.8h v26, v29, #3
shrn2.8h v14, v27, #10
shrn2.8h v8, v1, #10
shrn.8b v25, v21, #2
shrn.8b v24, v28, #4
shrn.8b v24, v4, #1
shrn.8b v15, v13, #4
shrn2.16b v17, v0, #8
shrn2.16b v30, v12, #3
shrn2.16b v5, v1, #4
shrn2.16b v3, v6, #7
shsub.16b v16, v14, v11
shsub.16b v13, v28, v10
shsub.16b v23, v4, v17
shsub.16b v21, v19, v23
shsub.2s v12, v1, v19
shsub.2s v4, v29, v18
shsub.2s v16, v29, v22
shsub.2s v12, v11, v7
shsub.4h v26, v10, v1
shsub.4h v4, v8, v29
shsub.4h v0, v18, v26
shsub.4h v1, v23, v22
shsub.4s v6, v24, v5
shsub.4s v0, v1, v23
shsub.4s v10, v11, v7
shsub.4s v29, v2, v15
shsub.8b v8, v21, v29
shsub.8b v7, v26, v22
shsub.8b v30, v11, v5
shsub.8b v22, v5, v19
shsub.8h v19, v6, v16
shsub.8h v18, v15, v28
shsub.8h v17, v30, v18
shsub.8h v5, v30, v7
sli.16b v20, v18, #2
sli.16b v25, v18, #0
sli.16b v15, v15, #1
sli.16b v15, v30, #7
sli.2d v13, v26, #8
sli.2d v29, v28, #37
sli.2d v14, v22, #42
sli.2d v18, v31, #3
sli.2s v23, v6, #5
sli.2s v29, v18, #0
sli.2s v28, v4, #12
sli.2s v1, v19, #0
sli.4h v28, v27, #5
sli.4h v19, v11, #1
sli.4h v29, v24, #2
sli.4h v5, v29, #8
sli.4s v13, v10, #1
sli.4s v3, v1, #29
sli.4s v6, v7, #22
sli.4s v2, v11, #26
sli.8b v28, v18, #2
sli.8b v10, v5, #7
sli.8b v17, v4, #6
sli.8b v0, v29, #4
sli.8h v27, v20, #2
sli.8h v21, v17, #6
sli.8h v23, v15, #10
sli.8h v9, v25, #11
smaxp.16b v6, v12, v0
smaxp.16b v28, v17, v8
smaxp.16b v23, v28, v20
smaxp.16b v19, v29, v27
smaxp.2s v25, v12, v6
smaxp.2s v25, v12, v26
smaxp.2s v3, v4, v9
smaxp.2s v1, v7, v21
smaxp.4h v26, v9, v9
smaxp.4h v18, v8, v16
smaxp.4h v6, v10, v8
smaxp.4h v27, v26, v13
smaxp.4s v9, v17, v3
smaxp.4s v31, v23, v10
smaxp.4s v8, v8, v18
smaxp.4s v21, v3, v21
smaxp.8b v3, v4, v17
smaxp.8b v7, v0, v11
smaxp.8b v5, v28, v17
smaxp.8b v2, v26, v14
smaxp.8h v13, v20, v18
smaxp.8h v21, v10, v11
smaxp.8h v20, v29, v6
smaxp.8h v26, v10, v17
smaxv.16b b3, v21
smaxv.16b b12, v29
smaxv.16b b12, v21
smaxv.16b b30, v3
smaxv.4h h3, v22
smaxv.4h h1, v0
smaxv.4h h0, v7
smaxv.4h h10, v8
smaxv.4s s1, v31
smaxv.4s s17, v12
smaxv.4s s19, v21
smaxv.4s s22, v11
smaxv.8b b23, v8
smaxv.8b b21, v29
smaxv.8b b1, v1
smaxv.8b b14, v1
smaxv.8h h6, v30
smaxv.8h h5, v5
smaxv.8h h13, v25
smaxv.8h h5, v31
smax.16b v28, v4, v28
smax.16b v27, v20, v30
smax.16b v2, v26, v12
smax.16b v6, v4, v13
smax.2s v23, v15, v26
smax.2s v26, v30, v12
smax.2s v28, v2, v2
smax.2s v11, v11, v0
smax.4h v16, v6, v22
smax.4h v27, v0, v5
smax.4h v21, v2, v6
smax.4h v14, v20, v23
smax.4s v24, v20, v22
smax.4s v28, v11, v10
smax.4s v0, v18, v10
smax.4s v31, v30, v18
smax.8b v27, v0, v19
smax.8b v30, v15, v6
smax.8b v20, v12, v19
smax.8b v31, v10, v4
smax.8h v30, v16, v8
smax.8h v22, v31, v28
smax.8h v23, v3, v7
smax.8h v9, v7, v0
sminp.16b v20, v20, v20
sminp.16b v13, v7, v4
sminp.16b v4, v21, v27
sminp.16b v19, v11, v7
sminp.2s v21, v20, v4
sminp.2s v16, v8, v10
sminp.2s v30, v18, v1
sminp.2s v16, v25, v29
sminp.4h v8, v13, v10
sminp.4h v25, v5, v30
sminp.4h v28, v30, v6
sminp.4h v17, v31, v27
sminp.4s v29, v8, v4
sminp.4s v13, v30, v12
sminp.4s v14, v10, v27
sminp.4s v4, v14, v3
sminp.8b v15, v26, v13
sminp.8b v16, v30, v15
sminp.8b v9, v5, v7
sminp.8b v2, v20, v29
sminp.8h v14, v3, v2
sminp.8h v10, v8, v12
sminp.8h v5, v1, v14
sminp.8h v18, v21, v30
sminv.16b b30, v24
sminv.16b b20, v25
sminv.16b b14, v24
sminv.16b b29, v9
sminv.4h h8, v2
sminv.4h h12, v27
sminv.4h h27, v6
sminv.4h h4, v18
sminv.4s s5, v17
sminv.4s s28, v26
sminv.4s s13, v10
sminv.4s s24, v20
sminv.8b b20, v14
sminv.8b b31, v17
sminv.8b b28, v28
sminv.8b b20, v15
sminv.8h h2, v9
sminv.8h h2, v13
sminv.8h h10, v18
sminv.8h h19, v30
smin.16b v5, v24, v31
smin.16b v30, v0, v7
smin.16b v27, v7, v13
smin.16b v20, v27, v16
smin.2s v22, v9, v13
smin.2s v7, v24, v28
smin.2s v18, v16, v10
smin.2s v27, v13, v15
smin.4h v23, v12, v15
smin.4h v7, v26, v29
smin.4h v2, v3, v27
smin.4h v14, v22, v4
smin.4s v24, v2, v8
smin.4s v17, v16, v24
smin.4s v9, v28, v13
smin.4s v14, v9, v26
smin.8b v3, v13, v15
smin.8b v23, v27, v1
smin.8b v4, v31, v16
smin.8b v5, v16, v16
smin.8h v0, v20, v10
smin.8h v2, v10, v29
smin.8h v2, v25, v29
smin.8h v8, v7, v29
smlal.2d v1, v20, v12[0]
smlal.2d v6, v29, v28[2]
smlal.2d v5, v24, v18[1]
smlal.2d v7, v4, v9[2]
smlal2.2d v21, v4, v29[1]
smlal2.2d v6, v23, v6[2]
smlal2.2d v13, v10, v8[1]
smlal2.2d v10, v13, v28[0]
smlal.4s v0, v25, v7[3]
smlal.4s v9, v2, v3[4]
smlal.4s v9, v8, v15[2]
smlal.4s v22, v21, v7[4]
smlal2.4s v21, v0, v0[7]
smlal2.4s v7, v1, v1[0]
smlal2.4s v5, v0, v3[7]
smlal2.4s v25, v16, v10[6]
smlal.2d v18, v24, v22
smlal.2d v31, v18, v23
smlal.2d v26, v18, v7
smlal.2d v19, v18, v29
smlal2.2d v20, v19, v6
smlal2.2d v14, v1, v22
smlal2.2d v4, v2, v12
smlal2.2d v7, v26, v1
smlal.4s v17, v1, v0
smlal.4s v6, v30, v2
smlal.4s v19, v14, v20
smlal.4s v25, v11, v13
smlal2.4s v4, v13, v6
smlal2.4s v30, v8, v14
smlal2.4s v17, v11, v17
smlal2.4s v19, v7, v8
smlal.8h v0, v11, v7
smlal.8h v29, v16, v28
smlal.8h v0, v12, v16
smlal.8h v18, v0, v23
smlal2.8h v14, v14, v23
smlal2.8h v13, v16, v22
smlal2.8h v19, v22, v7
smlal2.8h v4, v1, v9
smlsl.2d v26, v15, v7[3]
smlsl.2d v5, v7, v5[1]
smlsl.2d v24, v26, v1[1]
smlsl.2d v3, v31, v25[2]
smlsl2.2d v3, v14, v12[3]
smlsl2.2d v18, v8, v19[2]
smlsl2.2d v11, v1, v3[2]
smlsl2.2d v3, v20, v26[1]
smlsl.4s v5, v29, v13[1]
smlsl.4s v15, v10, v7[7]
smlsl.4s v1, v11, v12[0]
smlsl.4s v10, v30, v10[7]
smlsl2.4s v20, v12, v13[2]
smlsl2.4s v17, v10, v11[3]
smlsl2.4s v23, v18, v4[1]
smlsl2.4s v5, v4, v15[7]
smlsl.2d v9, v4, v15
smlsl.2d v10, v21, v30
smlsl.2d v21, v27, v18
smlsl.2d v1, v15, v12
smlsl2.2d v10, v24, v0
smlsl2.2d v5, v16, v19
smlsl2.2d v21, v10, v0
smlsl2.2d v20, v5, v0
smlsl.4s v15, v27, v15
smlsl.4s v12, v11, v26
smlsl.4s v4, v20, v3
smlsl.4s v19, v20, v17
smlsl2.4s v4, v24, v14
smlsl2.4s v28, v2, v16
smlsl2.4s v13, v29, v3
smlsl2.4s v24, v11, v9
smlsl.8h v28, v19, v21
smlsl.8h v6, v28, v9
smlsl.8h v0, v18, v16
smlsl.8h v12, v0, v21
smlsl2.8h v26, v2, v3
smlsl2.8h v18, v27, v10
smlsl2.8h v25, v19, v27
smlsl2.8h v0, v10, v18
smov.b w13, v30[12]
smov.b w14, v28[2]
smov.b w23, v28[2]
smov.b w27, v24[10]
smov.h w20, v3[1]
smov.h w27, v12[2]
smov.h w9, v2[0]
smov.h w28, v9[4]
smov.b x9, v0[10]
smov.b x16, v12[8]
smov.b x1, v8[5]
smov.b x4, v20[14]
smov.h x2, v9[4]
smov.h x21, v28[6]
smov.h x12, v8[3]
smov.h x16, v27[3]
smov.s x20, v22[3]
smov.s x8, v21[0]
smov.s x17, v16[1]
smov.s x25, v28[1]
smull.2d v11, v26, v28[1]
smull.2d v25, v12, v13[1]
smull.2d v20, v23, v2[2]
smull.2d v24, v20, v1[0]
smull2.2d v26, v13, v1[2]
smull2.2d v3, v2, v9[1]
smull2.2d v1, v18, v16[0]
smull2.2d v9, v10, v29[0]
smull.4s v5, v10, v15[7]
smull.4s v30, v15, v6[0]
smull.4s v1, v17, v0[0]
smull.4s v6, v4, v2[5]
smull2.4s v27, v19, v0[0]
smull2.4s v31, v6, v4[1]
smull2.4s v19, v12, v5[3]
smull2.4s v18, v20, v10[0]
smull.2d v3, v4, v14
smull.2d v4, v21, v0
smull.2d v19, v27, v14
smull.2d v16, v6, v30
smull2.2d v26, v22, v25
smull2.2d v12, v13, v18
smull2.2d v27, v18, v8
smull2.2d v14, v19, v0
smull.4s v27, v8, v31
smull.4s v26, v30, v13
smull.4s v20, v6, v22
smull.4s v20, v10, v20
smull2.4s v10, v4, v1
smull2.4s v6, v5, v17
smull2.4s v1, v15, v19
smull2.4s v10, v22, v22
smull.8h v7, v10, v30
smull.8h v21, v27, v22
smull.8h v2, v27, v29
smull.8h v22, v6, v9
smull2.8h v18, v1, v15
smull2.8h v30, v19, v13
smull2.8h v1, v2, v14
smull2.8h v15, v11, v13
sqabs.16b v1, v24
sqabs.16b v19, v26
sqabs.16b v24, v5
sqabs.16b v6, v30
sqabs.2d v9, v7
sqabs.2d v15, v31
sqabs.2d v4, v3
sqabs.2d v29, v7
sqabs.2s v4, v2
sqabs.2s v26, v20
sqabs.2s v7, v29
sqabs.2s v17, v3
sqabs.4h v16, v14
sqabs.4h v10, v30
sqabs.4h v29, v7
sqabs.4h v3, v0
sqabs.4s v28, v9
sqabs.4s v22, v0
sqabs.4s v31, v24
sqabs.4s v20, v11
sqabs.8b v31, v24
sqabs.8b v22, v22
sqabs.8b v29, v22
sqabs.8b v2, v14
sqabs.8h v16, v31
sqabs.8h v14, v31
sqabs.8h v0, v5
sqabs.8h v19, v23
sqadd.16b v24, v0, v26
sqadd.16b v27, v27, v7
sqadd.16b v15, v2, v23
sqadd.16b v30, v8, v13
sqadd.2d v6, v10, v13
sqadd.2d v25, v11, v17
sqadd.2d v11, v26, v30
sqadd.2d v13, v20, v20
sqadd.2s v31, v9, v9
sqadd.2s v13, v30, v3
sqadd.2s v11, v1, v10
sqadd.2s v6, v6, v7
sqadd.4h v4, v3, v14
sqadd.4h v28, v10, v14
sqadd.4h v24, v14, v17
sqadd.4h v10, v23, v10
sqadd.4s v4, v25, v20
sqadd.4s v15, v25, v24
sqadd.4s v5, v19, v0
sqadd.4s v27, v7, v17
sqadd.8b v14, v13, v31
sqadd.8b v10, v19, v2
sqadd.8b v26, v29, v7
sqadd.8b v8, v7, v15
sqadd.8h v7, v14, v21
sqadd.8h v15, v0, v28
sqadd.8h v19, v10, v23
sqadd.8h v6, v2, v1
sqdmlal.h s3, h22, v3[0]
sqdmlal.h s11, h11, v0[3]
sqdmlal.h s16, h2, v5[1]
sqdmlal.h s4, h17, v12[3]
sqdmlal.s d11, s31, v28[0]
sqdmlal.s d25, s23, v20[2]
sqdmlal.s d24, s22, v22[1]
sqdmlal.s d5, s24, v16[0]
sqdmlal.2d v19, v31, v29[3]
sqdmlal.2d v3, v9, v25[3]
sqdmlal.2d v22, v12, v11[0]
sqdmlal.2d v17, v24, v31[0]
sqdmlal2.2d v11, v9, v26[3]
sqdmlal2.2d v14, v19, v4[0]
sqdmlal2.2d v11, v19, v16[2]
sqdmlal2.2d v0, v11, v0[0]
sqdmlal.4s v3, v26, v1[0]
sqdmlal.4s v22, v3, v13[0]
sqdmlal.4s v0, v26, v11[4]
sqdmlal.4s v13, v16, v14[0]
sqdmlal2.4s v15, v16, v14[0]
sqdmlal2.4s v4, v16, v9[3]
sqdmlal2.4s v14, v19, v15[7]
sqdmlal2.4s v4, v20, v2[2]
sqdmlal.2d v18, v14, v11
sqdmlal.2d v9, v22, v8
sqdmlal.2d v29, v6, v15
sqdmlal.2d v30, v14, v28
sqdmlal2.2d v15, v12, v29
sqdmlal2.2d v13, v3, v19
sqdmlal2.2d v13, v24, v5
sqdmlal2.2d v5, v18, v20
sqdmlal.4s v10, v31, v6
sqdmlal.4s v4, v7, v25
sqdmlal.4s v25, v6, v7
sqdmlal.4s v17, v22, v18
sqdmlal2.4s v4, v19, v7
sqdmlal2.4s v25, v9, v7
sqdmlal2.4s v30, v6, v24
sqdmlal2.4s v29, v19, v6
sqdmlsl.h s28, h26, v13[1]
sqdmlsl.h s25, h2, v4[3]
sqdmlsl.h s26, h31, v15[0]
sqdmlsl.h s1, h16, v5[2]
sqdmlsl.s d4, s30, v20[3]
sqdmlsl.s d3, s23, v4[1]
sqdmlsl.s d15, s14, v17[3]
sqdmlsl.s d26, s23, v14[3]
sqdmlsl.2d v10, v28, v1[1]
sqdmlsl.2d v19, v27, v11[1]
sqdmlsl.2d v17, v13, v22[0]
sqdmlsl.2d v20, v6, v25[2]
sqdmlsl2.2d v6, v29, v2[2]
sqdmlsl2.2d v20, v19, v16[1]
sqdmlsl2.2d v2, v23, v14[1]
sqdmlsl2.2d v25, v5, v19[3]
sqdmlsl.4s v4, v30, v4[7]
sqdmlsl.4s v7, v23, v15[0]
sqdmlsl.4s v31, v19, v12[5]
sqdmlsl.4s v23, v9, v9[1]
sqdmlsl2.4s v31, v23, v12[3]
sqdmlsl2.4s v27, v10, v6[7]
sqdmlsl2.4s v30, v0, v11[0]
sqdmlsl2.4s v29, v21, v8[5]
sqdmlsl.2d v10, v3, v25
sqdmlsl.2d v13, v6, v14
sqdmlsl.2d v17, v14, v5
sqdmlsl.2d v16, v13, v0
sqdmlsl2.2d v30, v29, v30
sqdmlsl2.2d v15, v27, v8
sqdmlsl2.2d v2, v28, v15
sqdmlsl2.2d v30, v14, v24
sqdmlsl.4s v5, v2, v30
sqdmlsl.4s v14, v11, v21
sqdmlsl.4s v6, v10, v8
sqdmlsl.4s v9, v26, v6
sqdmlsl2.4s v30, v10, v12
sqdmlsl2.4s v8, v1, v20
sqdmlsl2.4s v4, v3, v28
sqdmlsl2.4s v29, v9, v29
sqdmulh.h h30, h22, v14[2]
sqdmulh.h h20, h23, v6[2]
sqdmulh.h h26, h24, v5[3]
sqdmulh.h h20, h27, v10[5]
sqdmulh.s s15, s6, v14[0]
sqdmulh.s s5, s19, v13[0]
sqdmulh.s s15, s11, v6[1]
sqdmulh.s s19, s24, v15[0]
sqdmulh.2s v4, v20, v21[1]
sqdmulh.2s v30, v21, v18[2]
sqdmulh.2s v3, v13, v30[1]
sqdmulh.2s v3, v18, v1[3]
sqdmulh.4h v1, v23, v13[1]
sqdmulh.4h v13, v28, v6[1]
sqdmulh.4h v10, v30, v2[6]
sqdmulh.4h v9, v18, v15[7]
sqdmulh.4s v26, v29, v0[0]
sqdmulh.4s v6, v16, v19[0]
sqdmulh.4s v23, v31, v12[0]
sqdmulh.4s v12, v20, v21[1]
sqdmulh.8h v10, v26, v5[7]
sqdmulh.8h v17, v24, v10[1]
sqdmulh.8h v5, v18, v7[7]
sqdmulh.8h v30, v11, v7[4]
sqdmulh.2s v18, v22, v2
sqdmulh.2s v15, v15, v18
sqdmulh.2s v30, v21, v9
sqdmulh.2s v30, v16, v17
sqdmulh.4h v8, v19, v2
sqdmulh.4h v23, v2, v20
sqdmulh.4h v21, v19, v21
sqdmulh.4h v30, v14, v28
sqdmulh.4s v12, v13, v13
sqdmulh.4s v31, v28, v6
sqdmulh.4s v17, v1, v0
sqdmulh.4s v22, v29, v16
sqdmulh.8h v17, v27, v28
sqdmulh.8h v25, v21, v17
sqdmulh.8h v20, v29, v30
sqdmulh.8h v26, v22, v2
sqdmull.h s13, h12, v9[6]
sqdmull.h s28, h16, v8[7]
sqdmull.h s17, h17, v13[0]
sqdmull.h s6, h22, v12[1]
sqdmull.s d14, s24, v11[2]
sqdmull.s d15, s15, v27[0]
sqdmull.s d22, s19, v6[1]
sqdmull.s d31, s12, v18[3]
sqdmull.2d v5, v26, v27[1]
sqdmull.2d v31, v13, v31[0]
sqdmull.2d v11, v17, v30[1]
sqdmull.2d v4, v4, v22[3]
sqdmull2.2d v16, v18, v13[2]
sqdmull2.2d v7, v1, v10[0]
sqdmull2.2d v27, v14, v12[0]
sqdmull2.2d v3, v7, v18[3]
sqdmull.4s v5, v9, v10[6]
sqdmull.4s v0, v23, v7[0]
sqdmull.4s v2, v29, v1[3]
sqdmull.4s v13, v21, v13[7]
sqdmull2.4s v6, v10, v1[2]
sqdmull2.4s v18, v13, v7[7]
sqdmull2.4s v18, v19, v14[1]
sqdmull2.4s v3, v2, v13[1]
sqdmull.2d v13, v0, v10
sqdmull.2d v10, v18, v1
sqdmull.2d v16, v25, v30
sqdmull.2d v28, v28, v26
sqdmull2.2d v16, v25, v23
sqdmull2.2d v27, v30, v16
sqdmull2.2d v10, v11, v13
sqdmull2.2d v17, v18, v20
sqdmull.4s v11, v19, v31
sqdmull.4s v21, v16, v3
sqdmull.4s v12, v0, v2
sqdmull.4s v29, v27, v19
sqdmull2.4s v29, v15, v12
sqdmull2.4s v0, v0, v5
sqdmull2.4s v7, v21, v13
sqdmull2.4s v27, v6, v18
sqneg.16b v23, v3
sqneg.16b v28, v25
sqneg.16b v0, v20
sqneg.16b v16, v5
sqneg.2d v5, v22
sqneg.2d v25, v0
sqneg.2d v23, v25
sqneg.2d v26, v30
sqneg.2s v23, v15
sqneg.2s v24, v3
sqneg.2s v22, v16
sqneg.2s v24, v28
sqneg.4h v4, v26
sqneg.4h v25, v11
sqneg.4h v3, v6
sqneg.4h v14, v14
sqneg.4s v24, v19
sqneg.4s v23, v27
sqneg.4s v29, v28
sqneg.4s v29, v14
sqneg.8b v2, v2
sqneg.8b v23, v31
sqneg.8b v10, v17
sqneg.8b v8, v31
sqneg.8h v4, v19
sqneg.8h v5, v19
sqneg.8h v30, v9
sqneg.8h v17, v5
sqrdmulh.h h27, h20, v13[7]
sqrdmulh.h h20, h31, v6[0]
sqrdmulh.h h8, h3, v8[4]
sqrdmulh.h h1, h19, v9[4]
sqrdmulh.s s29, s20, v6[1]
sqrdmulh.s s28, s22, v15[3]
sqrdmulh.s s18, s29, v1[1]
sqrdmulh.s s5, s0, v20[2]
sqrdmulh.2s v23, v6, v8[1]
sqrdmulh.2s v14, v29, v11[3]
sqrdmulh.2s v10, v9, v2[0]
sqrdmulh.2s v14, v3, v27[1]
sqrdmulh.4h v5, v8, v0[3]
sqrdmulh.4h v4, v12, v3[6]
sqrdmulh.4h v7, v11, v8[7]
sqrdmulh.4h v3, v3, v11[0]
sqrdmulh.4s v25, v22, v9[2]
sqrdmulh.4s v23, v15, v10[1]
sqrdmulh.4s v17, v22, v15[1]
sqrdmulh.4s v1, v8, v15[0]
sqrdmulh.8h v13, v21, v0[2]
sqrdmulh.8h v12, v4, v5[4]
sqrdmulh.8h v26, v11, v3[6]
sqrdmulh.8h v26, v8, v6[7]
sqrdmulh.2s v16, v0, v5
sqrdmulh.2s v2, v19, v30
sqrdmulh.2s v31, v9, v5
sqrdmulh.2s v13, v8, v9
sqrdmulh.4h v2, v5, v26
sqrdmulh.4h v25, v15, v24
sqrdmulh.4h v15, v18, v13
sqrdmulh.4h v6, v16, v14
sqrdmulh.4s v11, v12, v29
sqrdmulh.4s v16, v13, v10
sqrdmulh.4s v21, v2, v9
sqrdmulh.4s v18, v17, v20
sqrdmulh.8h v30, v18, v9
sqrdmulh.8h v22, v12, v21
sqrdmulh.8h v31, v25, v16
sqrdmulh.8h v7, v16, v1
sqrshl.16b v19, v4, v4
sqrshl.16b v22, v27, v18
sqrshl.16b v25, v10, v22
sqrshl.16b v4, v5, v24
sqrshl.2d v8, v29, v9
sqrshl.2d v10, v20, v20
sqrshl.2d v21, v4, v21
sqrshl.2d v26, v13, v23
sqrshl.2s v6, v2, v12
sqrshl.2s v31, v0, v20
sqrshl.2s v1, v2, v26
sqrshl.2s v7, v6, v27
sqrshl.4h v30, v28, v3
sqrshl.4h v28, v16, v26
sqrshl.4h v26, v28, v27
sqrshl.4h v25, v10, v30
sqrshl.4s v16, v28, v21
sqrshl.4s v11, v0, v2
sqrshl.4s v14, v8, v13
sqrshl.4s v6, v5, v9
sqrshl.8b v25, v0, v16
sqrshl.8b v12, v24, v24
sqrshl.8b v6, v13, v9
sqrshl.8b v0, v2, v7
sqrshl.8h v3, v10, v17
sqrshl.8h v16, v1, v14
sqrshl.8h v11, v14, v1
sqrshl.8h v10, v6, v27
sqrshrn.2s v31, v1, #16
sqrshrn.2s v28, v20, #30
sqrshrn.2s v22, v9, #17
sqrshrn.2s v27, v23, #29
sqrshrn2.4s v4, v2, #1
sqrshrn2.4s v4, v31, #32
sqrshrn2.4s v29, v5, #14
sqrshrn2.4s v3, v18, #3
sqrshrn.4h v31, v27, #1
sqrshrn.4h v20, v30, #3
sqrshrn.4h v30, v18, #13
sqrshrn.4h v1, v7, #6
sqrshrn2.8h v11, v12, #9
sqrshrn2.8h v4, v17, #6
sqrshrn2.8h v30, v29, #16
sqrshrn2.8h v24, v2, #16
sqrshrn.8b v8, v2, #8
sqrshrn.8b v9, v28, #1
sqrshrn.8b v11, v18, #4
sqrshrn.8b v11, v10, #8
sqrshrn2.16b v6, v8, #3
sqrshrn2.16b v20, v21, #5
sqrshrn2.16b v1, v6, #6
sqrshrn2.16b v4, v9, #6
sqrshrun.2s v2, v27, #32
sqrshrun.2s v24, v7, #29
sqrshrun.2s v27, v28, #26
sqrshrun.2s v23, v17, #28
sqrshrun2.4s v5, v0, #32
sqrshrun2.4s v9, v11, #24
sqrshrun2.4s v12, v23, #13
sqrshrun2.4s v6, v7, #19
sqrshrun.4h v14, v14, #10
sqrshrun.4h v29, v19, #11
sqrshrun.4h v22, v17, #9
sqrshrun.4h v28, v27, #3
sqrshrun2.8h v2, v4, #5
sqrshrun2.8h v28, v13, #14
sqrshrun2.8h v15, v11, #7
sqrshrun2.8h v0, v14, #1
sqrshrun.8b v3, v15, #6
sqrshrun.8b v7, v9, #5
sqrshrun.8b v15, v23, #3
sqrshrun.8b v1, v24, #5
sqrshrun2.16b v16, v5, #5
sqrshrun2.16b v1, v29, #8
sqrshrun2.16b v21, v0, #1
sqrshrun2.16b v0, v27, #8
sqshlu.16b v21, v4, #3
sqshlu.16b v0, v31, #3
sqshlu.16b v21, v24, #4
sqshlu.16b v5, v27, #3
sqshlu.2d v18, v20, #0
sqshlu.2d v7, v18, #2
sqshlu.2d v23, v17, #36
sqshlu.2d v14, v6, #31
sqshlu.2s v10, v17, #0
sqshlu.2s v1, v21, #5
sqshlu.2s v16, v30, #1
sqshlu.2s v17, v24, #22
sqshlu.4h v26, v26, #15
sqshlu.4h v14, v21, #8
sqshlu.4h v9, v0, #7
sqshlu.4h v21, v7, #2
sqshlu.4s v6, v28, #1
sqshlu.4s v2, v5, #17
sqshlu.4s v9, v30, #1
sqshlu.4s v21, v9, #6
sqshlu.8b v25, v5, #3
sqshlu.8b v12, v12, #5
sqshlu.8b v12, v2, #0
sqshlu.8b v18, v28, #5
sqshlu.8h v25, v8, #15
sqshlu.8h v5, v13, #10
sqshlu.8h v1, v9, #0
sqshlu.8h v17, v19, #7
sqshl.16b v5, v27, #0
sqshl.16b v7, v30, #4
sqshl.16b v16, v15, #7
sqshl.16b v8, v0, #1
sqshl.2d v1, v6, #18
sqshl.2d v14, v25, #37
sqshl.2d v12, v9, #59
sqshl.2d v16, v22, #47
sqshl.2s v25, v17, #18
sqshl.2s v9, v10, #0
sqshl.2s v0, v1, #0
sqshl.2s v9, v20, #23
sqshl.4h v29, v5, #11
sqshl.4h v14, v12, #0
sqshl.4h v12, v19, #3
sqshl.4h v27, v18, #0
sqshl.4s v0, v5, #3
sqshl.4s v16, v3, #31
sqshl.4s v24, v12, #12
sqshl.4s v30, v0, #0
sqshl.8b v31, v8, #4
sqshl.8b v10, v31, #3
sqshl.8b v20, v16, #7
sqshl.8b v8, v10, #7
sqshl.8h v28, v3, #6
sqshl.8h v1, v12, #14
sqshl.8h v4, v15, #0
sqshl.8h v29, v15, #10
sqshl.16b v17, v0, v22
sqshl.16b v20, v23, v22
sqshl.16b v4, v10, v29
sqshl.16b v26, v21, v3
sqshl.2d v28, v17, v31
sqshl.2d v18, v5, v31
sqshl.2d v27, v16, v6
sqshl.2d v4, v13, v9
sqshl.2s v30, v8, v7
sqshl.2s v22, v4, v21
sqshl.2s v1, v29, v15
sqshl.2s v11, v9, v25
sqshl.4h v4, v24, v9
sqshl.4h v7, v1, v22
sqshl.4h v26, v19, v13
sqshl.4h v7, v26, v26
sqshl.4s v25, v31, v22
sqshl.4s v8, v10, v27
sqshl.4s v18, v31, v22
sqshl.4s v3, v8, v29
sqshl.8b v18, v20, v10
sqshl.8b v27, v0, v10
sqshl.8b v12, v0, v3
sqshl.8b v8, v27, v28
sqshl.8h v7, v2, v16
sqshl.8h v20, v5, v12
sqshl.8h v24, v5, v21
sqshl.8h v18, v13, v5
sqshrn.2s v11, v6, #15
sqshrn.2s v25, v20, #8
sqshrn.2s v3, v9, #3
sqshrn.2s v31, v28, #14
sqshrn2.4s v4, v20, #29
sqshrn2.4s v14, v29, #26
sqshrn2.4s v0, v3, #5
sqshrn2.4s v28, v28, #8
sqshrn.4h v6, v25, #9
sqshrn.4h v14, v3, #7
sqshrn.4h v2, v0, #1
sqshrn.4h v24, v6, #2
sqshrn2.8h v3, v29, #12
sqshrn2.8h v12, v2, #5
sqshrn2.8h v25, v24, #7
sqshrn2.8h v15, v23, #14
sqshrn.8b v14, v4, #8
sqshrn.8b v21, v1, #5
sqshrn.8b v11, v28, #1
sqshrn.8b v13, v6, #1
sqshrn2.16b v25, v12, #1
sqshrn2.16b v12, v9, #1
sqshrn2.16b v15, v3, #8
sqshrn2.16b v18, v24, #7
sqshrun.2s v3, v9, #20
sqshrun.2s v23, v9, #18
sqshrun.2s v23, v0, #9
sqshrun.2s v23, v1, #5
sqshrun2.4s v15, v25, #21
sqshrun2.4s v18, v19, #32
sqshrun2.4s v20, v24, #4
sqshrun2.4s v19, v19, #2
sqshrun.4h v4, v11, #13
sqshrun.4h v10, v24, #9
sqshrun.4h v12, v5, #1
sqshrun.4h v26, v11, #3
sqshrun2.8h v20, v8, #1
sqshrun2.8h v11, v13, #1
sqshrun2.8h v17, v11, #1
sqshrun2.8h v12, v14, #4
sqshrun.8b v22, v4, #4
sqshrun.8b v5, v25, #5
sqshrun.8b v27, v2, #1
sqshrun.8b v7, v18, #1
sqshrun2.16b v11, v24, #1
sqshrun2.16b v12, v2, #4
sqshrun2.16b v6, v5, #5
sqshrun2.16b v26, v11, #8
sqsub.16b v25, v14, v24
sqsub.16b v5, v5, v15
sqsub.16b v12, v19, v12
sqsub.16b v4, v8, v13
sqsub.2d v21, v25, v19
sqsub.2d v21, v23, v29
sqsub.2d v28, v9, v7
sqsub.2d v10, v3, v16
sqsub.2s v18, v31, v21
sqsub.2s v27, v7, v7
sqsub.2s v19, v10, v6
sqsub.2s v4, v23, v29
sqsub.4h v27, v9, v0
sqsub.4h v16, v31, v31
sqsub.4h v20, v12, v23
sqsub.4h v31, v3, v24
sqsub.4s v19, v22, v18
sqsub.4s v10, v3, v15
sqsub.4s v30, v27, v16
sqsub.4s v11, v26, v6
sqsub.8b v10, v5, v8
sqsub.8b v26, v17, v7
sqsub.8b v28, v23, v23
sqsub.8b v15, v7, v27
sqsub.8h v24, v17, v13
sqsub.8h v19, v24, v31
sqsub.8h v10, v24, v20
sqsub.8h v20, v16, v0
sqxtn.2s v13, v18
sqxtn.2s v25, v22
sqxtn.2s v30, v25
sqxtn.2s v28, v26
sqxtn2.4s v23, v31
sqxtn2.4s v20, v24
sqxtn2.4s v29, v18
sqxtn2.4s v16, v27
sqxtn.4h v2, v25
sqxtn.4h v8, v13
sqxtn.4h v11, v19
sqxtn.4h v2, v9
sqxtn2.8h v11, v23
sqxtn2.8h v21, v24
sqxtn2.8h v31, v24
sqxtn2.8h v25, v21
sqxtn.8b v22, v4
sqxtn.8b v24, v13
sqxtn.8b v21, v8
sqxtn.8b v27, v31
sqxtn2.16b v29, v2
sqxtn2.16b v5, v22
sqxtn2.16b v21, v3
sqxtn2.16b v1, v19
sqxtun.2s v27, v23
sqxtun.2s v26, v26
sqxtun.2s v3, v22
sqxtun.2s v25, v25
sqxtun2.4s v6, v24
sqxtun2.4s v29, v10
sqxtun2.4s v11, v22
sqxtun2.4s v27, v27
sqxtun.4h v22, v26
sqxtun.4h v24, v24
sqxtun.4h v14, v14
sqxtun.4h v28, v3
sqxtun2.8h v9, v24
sqxtun2.8h v21, v20
sqxtun2.8h v7, v27
sqxtun2.8h v4, v30
sqxtun.8b v30, v10
sqxtun.8b v31, v1
sqxtun.8b v29, v4
sqxtun.8b v10, v29
sqxtun2.16b v6, v22
sqxtun2.16b v13, v12
sqxtun2.16b v8, v1
sqxtun2.16b v7, v17
srhadd.16b v28, v25, v19
srhadd.16b v23, v11, v6
srhadd.16b v1, v21, v13
srhadd.16b v18, v4, v17
srhadd.2s v27, v23, v5
srhadd.2s v27, v9, v26
srhadd.2s v5, v31, v27
srhadd.2s v19, v16, v16
srhadd.4h v6, v20, v1
srhadd.4h v2, v31, v11
srhadd.4h v10, v21, v27
srhadd.4h v5, v10, v11
srhadd.4s v4, v0, v20
srhadd.4s v6, v16, v10
srhadd.4s v28, v15, v7
srhadd.4s v24, v27, v29
srhadd.8b v0, v5, v7
srhadd.8b v30, v22, v29
srhadd.8b v25, v11, v1
srhadd.8b v11, v7, v6
srhadd.8h v23, v14, v24
srhadd.8h v23, v18, v23
srhadd.8h v20, v10, v1
srhadd.8h v27, v15, v24
sri.16b v27, v18, #7
sri.16b v25, v7, #4
sri.16b v11, v18, #7
sri.16b v11, v11, #2
sri.2d v22, v31, #3
sri.2d v0, v27, #18
sri.2d v11, v17, #56
sri.2d v27, v4, #57
sri.2s v19, v20, #12
sri.2s v13, v25, #32
sri.2s v26, v9, #32
sri.2s v31, v22, #1
sri.4h v1, v9, #4
sri.4h v15, v4, #7
sri.4h v2, v23, #15
sri.4h v31, v18, #5
sri.4s v5, v0, #7
sri.4s v31, v29, #1
sri.4s v17, v19, #1
sri.4s v7, v5, #12
sri.8b v9, v6, #2
sri.8b v21, v6, #2
sri.8b v27, v24, #8
sri.8b v15, v2, #4
sri.8h v30, v13, #14
sri.8h v18, v27, #1
sri.8h v9, v16, #8
sri.8h v9, v10, #10
srshl.16b v24, v5, v15
srshl.16b v22, v11, v15
srshl.16b v27, v11, v29
srshl.16b v6, v9, v26
srshl.2d v15, v19, v29
srshl.2d v0, v25, v23
srshl.2d v14, v13, v28
srshl.2d v24, v7, v11
srshl.2s v1, v7, v9
srshl.2s v29, v28, v0
srshl.2s v23, v28, v17
srshl.2s v20, v23, v28
srshl.4h v23, v14, v27
srshl.4h v2, v26, v19
srshl.4h v16, v16, v15
srshl.4h v7, v28, v21
srshl.4s v5, v3, v3
srshl.4s v28, v4, v20
srshl.4s v1, v15, v6
srshl.4s v24, v4, v26
srshl.8b v15, v22, v30
srshl.8b v26, v11, v15
srshl.8b v15, v22, v24
srshl.8b v8, v11, v7
srshl.8h v3, v10, v6
srshl.8h v27, v6, v23
srshl.8h v23, v26, v25
srshl.8h v26, v20, v23
srshr.16b v14, v29, #8
srshr.16b v14, v14, #3
srshr.16b v6, v1, #3
srshr.16b v6, v2, #1
srshr.2d v2, v7, #24
srshr.2d v14, v8, #57
srshr.2d v5, v14, #35
srshr.2d v27, v30, #39
srshr.2s v30, v6, #21
srshr.2s v18, v25, #11
srshr.2s v10, v9, #15
srshr.2s v28, v13, #32
srshr.4h v20, v2, #10
srshr.4h v2, v17, #11
srshr.4h v6, v8, #1
srshr.4h v12, v4, #15
srshr.4s v20, v30, #11
srshr.4s v23, v27, #7
srshr.4s v0, v2, #19
srshr.4s v16, v12, #26
srshr.8b v22, v22, #8
srshr.8b v5, v23, #1
srshr.8b v1, v20, #3
srshr.8b v18, v31, #6
srshr.8h v7, v19, #14
srshr.8h v31, v29, #1
srshr.8h v31, v23, #1
srshr.8h v14, v6, #7
srsra.16b v29, v4, #8
srsra.16b v7, v29, #3
srsra.16b v0, v27, #2
srsra.16b v28, v4, #7
srsra.2d v15, v5, #28
srsra.2d v4, v1, #17
srsra.2d v13, v10, #26
srsra.2d v27, v6, #1
srsra.2s v11, v4, #22
srsra.2s v26, v15, #10
srsra.2s v3, v11, #8
srsra.2s v27, v16, #1
srsra.4h v16, v26, #2
srsra.4h v5, v26, #7
srsra.4h v9, v25, #1
srsra.4h v10, v23, #2
srsra.4s v18, v1, #15
srsra.4s v4, v9, #32
srsra.4s v18, v0, #5
srsra.4s v1, v23, #15
srsra.8b v6, v6, #4
srsra.8b v5, v9, #8
srsra.8b v29, v15, #8
srsra.8b v29, v0, #8
srsra.8h v18, v4, #7
srsra.8h v6, v6, #1
srsra.8h v13, v17, #13
srsra.8h v13, v11, #3
sshll.2d v6, v18, #14
sshll.2d v19, v18, #26
sshll.2d v1, v2, #1
sshll.2d v5, v15, #15
sshll2.2d v23, v22, #30
sshll2.2d v24, v5, #17
sshll2.2d v2, v4, #27
sshll2.2d v15, v2, #2
sshll.4s v26, v11, #7
sshll.4s v19, v5, #12
sshll.4s v7, v21, #10
sshll.4s v13, v22, #6
sshll2.4s v22, v2, #15
sshll2.4s v31, v17, #0
sshll2.4s v20, v17, #12
sshll2.4s v7, v3, #1
sshll.8h v6, v5, #3
sshll.8h v0, v9, #1
sshll.8h v25, v10, #0
sshll.8h v14, v11, #2
sshll2.8h v12, v17, #0
sshll2.8h v0, v17, #1
sshll2.8h v3, v26, #6
sshll2.8h v21, v14, #0
sshl.16b v8, v3, v3
sshl.16b v9, v29, v24
sshl.16b v14, v8, v14
sshl.16b v11, v11, v31
sshl.2d v8, v20, v0
sshl.2d v0, v2, v14
sshl.2d v7, v15, v9
sshl.2d v18, v4, v14
sshl.2s v8, v17, v21
sshl.2s v20, v15, v31
sshl.2s v29, v22, v20
sshl.2s v1, v3, v7
sshl.4h v24, v16, v11
sshl.4h v8, v0, v22
sshl.4h v25, v22, v5
sshl.4h v7, v12, v7
sshl.4s v11, v3, v7
sshl.4s v6, v17, v30
sshl.4s v3, v23, v31
sshl.4s v24, v0, v12
sshl.8b v18, v6, v2
sshl.8b v24, v20, v24
sshl.8b v26, v7, v7
sshl.8b v27, v2, v0
sshl.8h v29, v28, v16
sshl.8h v21, v14, v19
sshl.8h v4, v16, v28
sshl.8h v10, v6, v18
sshr.16b v5, v24, #1
sshr.16b v25, v15, #2
sshr.16b v1, v10, #3
sshr.16b v4, v25, #8
sshr.2d v6, v2, #32
sshr.2d v22, v15, #18
sshr.2d v17, v10, #1
sshr.2d v25, v4, #22
sshr.2s v20, v31, #15
sshr.2s v24, v4, #32
sshr.2s v17, v5, #13
sshr.2s v4, v8, #17
sshr.4h v6, v6, #1
sshr.4h v0, v29, #9
sshr.4h v20, v29, #16
sshr.4h v3, v28, #6
sshr.4s v31, v7, #6
sshr.4s v23, v12, #7
sshr.4s v26, v26, #7
sshr.4s v28, v17, #29
sshr.8b v8, v31, #6
sshr.8b v27, v28, #3
sshr.8b v2, v22, #4
sshr.8b v10, v3, #3
sshr.8h v30, v20, #7
sshr.8h v7, v4, #11
sshr.8h v20, v13, #15
sshr.8h v19, v21, #5
ssra.16b v30, v31, #6
ssra.16b v14, v21, #8
ssra.16b v12, v14, #2
ssra.16b v1, v25, #1
ssra.2d v31, v15, #53
ssra.2d v6, v24, #33
ssra.2d v19, v17, #53
ssra.2d v10, v31, #3
ssra.2s v7, v5, #27
ssra.2s v13, v10, #3
ssra.2s v3, v28, #21
ssra.2s v17, v5, #18
ssra.4h v17, v12, #1
ssra.4h v1, v17, #12
ssra.4h v15, v12, #2
ssra.4h v31, v27, #4
ssra.4s v20, v21, #31
ssra.4s v26, v3, #24
ssra.4s v25, v0, #20
ssra.4s v26, v26, #31
ssra.8b v21, v19, #1
ssra.8b v17, v1, #3
ssra.8b v15, v26, #3
ssra.8b v25, v24, #4
ssra.8h v22, v21, #2
ssra.8h v3, v25, #8
ssra.8h v17, v4, #1
ssra.8h v4, v16, #16
ssubl.2d v10, v18, v0
ssubl.2d v25, v18, v30
ssubl.2d v9, v5, v13
ssubl.2d v12, v17, v24
ssubl2.2d v12, v28, v29
ssubl2.2d v5, v27, v12
ssubl2.2d v9, v4, v18
ssubl2.2d v11, v1, v6
ssubl.4s v21, v5, v19
ssubl.4s v21, v16, v21
ssubl.4s v31, v27, v19
ssubl.4s v26, v20, v14
ssubl2.4s v13, v22, v19
ssubl2.4s v2, v17, v18
ssubl2.4s v7, v2, v18
ssubl2.4s v10, v15, v27
ssubl.8h v21, v22, v12
ssubl.8h v1, v21, v17
ssubl.8h v20, v26, v2
ssubl.8h v2, v12, v28
ssubl2.8h v10, v1, v22
ssubl2.8h v3, v19, v7
ssubl2.8h v20, v27, v5
ssubl2.8h v1, v27, v23
ssubw.2d v15, v4, v19
ssubw.2d v6, v19, v30
ssubw.2d v29, v2, v30
ssubw.2d v25, v17, v9
ssubw2.2d v23, v6, v2
ssubw2.2d v21, v24, v0
ssubw2.2d v5, v31, v23
ssubw2.2d v7, v29, v19
ssubw.4s v14, v28, v1
ssubw.4s v22, v30, v5
ssubw.4s v10, v9, v6
ssubw.4s v10, v22, v16
ssubw2.4s v23, v26, v22
ssubw2.4s v19, v17, v29
ssubw2.4s v0, v30, v21
ssubw2.4s v27, v21, v4
ssubw.8h v14, v8, v2
ssubw.8h v3, v21, v26
ssubw.8h v24, v11, v23
ssubw.8h v23, v8, v29
ssubw2.8h v31, v8, v20
ssubw2.8h v30, v22, v5
ssubw2.8h v27, v11, v5
ssubw2.8h v22, v16, v27
st1.16b { v23, v24, v25, v26 }, [x23]
st1.16b { v19, v20, v21, v22 }, [x8]
st1.16b { v11, v12, v13, v14 }, [x18]
st1.16b { v20, v21, v22, v23 }, [x19]
st1.16b { v8, v9, v10, v11 }, [x13], x27
st1.16b { v25, v26, v27, v28 }, [x22], x7
st1.16b { v6, v7, v8, v9 }, [x22], x9
st1.16b { v17, v18, v19, v20 }, [x22], x4
st1.1d { v0, v1, v2, v3 }, [x5]
st1.1d { v15, v16, v17, v18 }, [x26]
st1.1d { v12, v13, v14, v15 }, [x24]
st1.1d { v4, v5, v6, v7 }, [x17]
st1.1d { v15, v16, v17, v18 }, [x1], x3
st1.1d { v12, v13, v14, v15 }, [x27], x11
st1.1d { v26, v27, v28, v29 }, [x29], x24
st1.1d { v4, v5, v6, v7 }, [x16], x8
st1.2d { v4, v5, v6, v7 }, [x9]
st1.2d { v8, v9, v10, v11 }, [x7]
st1.2d { v28, v29, v30, v31 }, [x21]
st1.2d { v30, v31, v0, v1 }, [x6]
st1.2d { v29, v30, v31, v0 }, [x12], x26
st1.2d { v14, v15, v16, v17 }, [x24], x9
st1.2d { v1, v2, v3, v4 }, [x24], x16
st1.2d { v4, v5, v6, v7 }, [x12], x28
st1.2s { v18, v19, v20, v21 }, [x6]
st1.2s { v15, v16, v17, v18 }, [x20]
st1.2s { v19, v20, v21, v22 }, [x3]
st1.2s { v6, v7, v8, v9 }, [x18]
st1.2s { v14, v15, v16, v17 }, [x13], x14
st1.2s { v26, v27, v28, v29 }, [x18], x21
st1.2s { v31, v0, v1, v2 }, [x6], x15
st1.2s { v1, v2, v3, v4 }, [x24], x5
st1.4h { v9, v10, v11, v12 }, [x2]
st1.4h { v11, v12, v13, v14 }, [x17]
st1.4h { v0, v1, v2, v3 }, [x16]
st1.4h { v3, v4, v5, v6 }, [x20]
st1.4h { v10, v11, v12, v13 }, [x1], x6
st1.4h { v20, v21, v22, v23 }, [x22], x13
st1.4h { v22, v23, v24, v25 }, [x18], x21
st1.4h { v26, v27, v28, v29 }, [x14], x29
st1.4s { v7, v8, v9, v10 }, [x11]
st1.4s { v28, v29, v30, v31 }, [x17]
st1.4s { v5, v6, v7, v8 }, [x26]
st1.4s { v20, v21, v22, v23 }, [x12]
st1.4s { v1, v2, v3, v4 }, [x16], x27
st1.4s { v30, v31, v0, v1 }, [x14], x7
st1.4s { v25, v26, v27, v28 }, [x16], x16
st1.4s { v6, v7, v8, v9 }, [x30], x23
st1.8b { v10, v11, v12, v13 }, [x6]
st1.8b { v28, v29, v30, v31 }, [x18]
st1.8b { v23, v24, v25, v26 }, [x9]
st1.8b { v23, v24, v25, v26 }, [x24]
st1.8b { v3, v4, v5, v6 }, [x14], x24
st1.8b { v27, v28, v29, v30 }, [x3], x13
st1.8b { v30, v31, v0, v1 }, [x15], x12
st1.8b { v3, v4, v5, v6 }, [x20], x16
st1.8h { v12, v13, v14, v15 }, [x28]
st1.8h { v19, v20, v21, v22 }, [x24]
st1.8h { v20, v21, v22, v23 }, [x22]
st1.8h { v12, v13, v14, v15 }, [x22]
st1.8h { v8, v9, v10, v11 }, [x10], x29
st1.8h { v26, v27, v28, v29 }, [sp], x25
st1.8h { v21, v22, v23, v24 }, [x1], x1
st1.8h { v14, v15, v16, v17 }, [x23], x5
st1.16b { v20 }, [x21]
st1.16b { v3 }, [x2]
st1.16b { v25 }, [x10]
st1.16b { v2 }, [x13]
st1.16b { v1 }, [x26], x1
st1.16b { v8 }, [x2], x30
st1.16b { v25 }, [x19], x25
st1.16b { v7 }, [x10], #16
st1.1d { v5 }, [x20]
st1.1d { v18 }, [x13]
st1.1d { v10 }, [x5]
st1.1d { v0 }, [x5]
st1.1d { v7 }, [x15], x13
st1.1d { v2 }, [x23], x24
st1.1d { v29 }, [x15], x21
st1.1d { v26 }, [x13], x0
st1.2d { v24 }, [sp]
st1.2d { v2 }, [x17]
st1.2d { v29 }, [x24]
st1.2d { v0 }, [x3]
st1.2d { v7 }, [x9], x30
st1.2d { v8 }, [x18], x29
st1.2d { v31 }, [x7], x7
st1.2d { v21 }, [x12], x14
st1.2s { v18 }, [sp]
st1.2s { v30 }, [x27]
st1.2s { v30 }, [x12]
st1.2s { v1 }, [x15]
st1.2s { v14 }, [x25], x5
st1.2s { v28 }, [x24], x2
st1.2s { v8 }, [x25], #8
st1.2s { v20 }, [x29], x6
st1.4h { v2 }, [x9]
st1.4h { v14 }, [x18]
st1.4h { v17 }, [x26]
st1.4h { v5 }, [x17]
st1.4h { v0 }, [sp], x10
st1.4h { v31 }, [x17], x24
st1.4h { v18 }, [x30], x24
st1.4h { v9 }, [x0], x14
st1.4s { v15 }, [x24]
st1.4s { v13 }, [x30]
st1.4s { v21 }, [x2]
st1.4s { v3 }, [x9]
st1.4s { v3 }, [x4], x8
st1.4s { v11 }, [x27], x0
st1.4s { v16 }, [x14], x18
st1.4s { v25 }, [x9], x6
st1.8b { v4 }, [x22]
st1.8b { v25 }, [x7]
st1.8b { v22 }, [x4]
st1.8b { v10 }, [x21]
st1.8b { v23 }, [x25], x20
st1.8b { v19 }, [x4], x27
st1.8b { v3 }, [x27], x14
st1.8b { v21 }, [x23], x23
st1.8h { v24 }, [x9]
st1.8h { v7 }, [x25]
st1.8h { v20 }, [x16]
st1.8h { v19 }, [x8]
st1.8h { v22 }, [x19], x26
st1.8h { v14 }, [x12], x29
st1.8h { v21 }, [x11], x4
st1.8h { v21 }, [x1], x18
st1.16b { v22, v23, v24 }, [x22]
st1.16b { v8, v9, v10 }, [x7]
st1.16b { v12, v13, v14 }, [x29]
st1.16b { v27, v28, v29 }, [x15]
st1.16b { v24, v25, v26 }, [x26], x7
st1.16b { v8, v9, v10 }, [x18], x2
st1.16b { v12, v13, v14 }, [x0], x10
st1.16b { v28, v29, v30 }, [x15], x22
st1.1d { v7, v8, v9 }, [x26]
st1.1d { v28, v29, v30 }, [x1]
st1.1d { v9, v10, v11 }, [x17]
st1.1d { v29, v30, v31 }, [x28]
st1.1d { v13, v14, v15 }, [x18], x18
st1.1d { v3, v4, v5 }, [x21], x23
st1.1d { v17, v18, v19 }, [x25], x14
st1.1d { v31, v0, v1 }, [x19], x27
st1.2d { v18, v19, v20 }, [x6]
st1.2d { v19, v20, v21 }, [x3]
st1.2d { v22, v23, v24 }, [x14]
st1.2d { v29, v30, v31 }, [x4]
st1.2d { v13, v14, v15 }, [x13], x8
st1.2d { v14, v15, v16 }, [x15], x7
st1.2d { v4, v5, v6 }, [x25], x28
st1.2d { v13, v14, v15 }, [x15], x0
st1.2s { v6, v7, v8 }, [x21]
st1.2s { v1, v2, v3 }, [x18]
st1.2s { v28, v29, v30 }, [x14]
st1.2s { v22, v23, v24 }, [x21]
st1.2s { v11, v12, v13 }, [x8], x6
st1.2s { v3, v4, v5 }, [x18], x26
st1.2s { v9, v10, v11 }, [x6], x11
st1.2s { v25, v26, v27 }, [x26], x29
st1.4h { v7, v8, v9 }, [x5]
st1.4h { v19, v20, v21 }, [x29]
st1.4h { v26, v27, v28 }, [x4]
st1.4h { v3, v4, v5 }, [x4]
st1.4h { v30, v31, v0 }, [x23], x2
st1.4h { v16, v17, v18 }, [x14], x24
st1.4h { v10, v11, v12 }, [x2], x27
st1.4h { v20, v21, v22 }, [x9], x3
st1.4s { v31, v0, v1 }, [x1]
st1.4s { v8, v9, v10 }, [sp]
st1.4s { v14, v15, v16 }, [x28]
st1.4s { v15, v16, v17 }, [x25]
st1.4s { v20, v21, v22 }, [x13], x25
st1.4s { v17, v18, v19 }, [x9], x19
st1.4s { v19, v20, v21 }, [x1], x12
st1.4s { v15, v16, v17 }, [x24], x9
st1.8b { v0, v1, v2 }, [x29]
st1.8b { v24, v25, v26 }, [x1]
st1.8b { v26, v27, v28 }, [x2]
st1.8b { v2, v3, v4 }, [x1]
st1.8b { v21, v22, v23 }, [x7], x12
st1.8b { v28, v29, v30 }, [x1], x5
st1.8b { v25, v26, v27 }, [x10], x29
st1.8b { v6, v7, v8 }, [x22], x13
st1.8h { v21, v22, v23 }, [x3]
st1.8h { v20, v21, v22 }, [x5]
st1.8h { v2, v3, v4 }, [x21]
st1.8h { v12, v13, v14 }, [x29]
st1.8h { v4, v5, v6 }, [x23], x28
st1.8h { v12, v13, v14 }, [x0], x4
st1.8h { v11, v12, v13 }, [x17], x8
st1.8h { v19, v20, v21 }, [x8], x26
st1.16b { v29, v30 }, [x6]
st1.16b { v14, v15 }, [x3]
st1.16b { v20, v21 }, [x10]
st1.16b { v2, v3 }, [x7]
st1.16b { v19, v20 }, [x24], x27
st1.16b { v22, v23 }, [x0], x22
st1.16b { v17, v18 }, [x16], x22
st1.16b { v31, v0 }, [sp], x1
st1.1d { v15, v16 }, [x7]
st1.1d { v30, v31 }, [x28]
st1.1d { v1, v2 }, [x13]
st1.1d { v10, v11 }, [x19]
st1.1d { v31, v0 }, [x2], x23
st1.1d { v25, v26 }, [x4], x17
st1.1d { v31, v0 }, [x24], x21
st1.1d { v19, v20 }, [x17], x23
st1.2d { v27, v28 }, [x5]
st1.2d { v10, v11 }, [x21]
st1.2d { v21, v22 }, [x30]
st1.2d { v13, v14 }, [x15]
st1.2d { v28, v29 }, [x6], x12
st1.2d { v1, v2 }, [x10], x0
st1.2d { v8, v9 }, [x29], x9
st1.2d { v28, v29 }, [x9], #32
st1.2s { v26, v27 }, [x1]
st1.2s { v2, v3 }, [x5]
st1.2s { v17, v18 }, [x4]
st1.2s { v2, v3 }, [x29]
st1.2s { v25, v26 }, [x6], x3
st1.2s { v13, v14 }, [x25], x20
st1.2s { v15, v16 }, [x7], #16
st1.2s { v0, v1 }, [x26], x15
st1.4h { v16, v17 }, [x23]
st1.4h { v26, v27 }, [x14]
st1.4h { v2, v3 }, [x6]
st1.4h { v10, v11 }, [x30]
st1.4h { v28, v29 }, [x13], x21
st1.4h { v7, v8 }, [x15], x16
st1.4h { v2, v3 }, [x8], x14
st1.4h { v21, v22 }, [x14], x26
st1.4s { v31, v0 }, [x20]
st1.4s { v2, v3 }, [x6]
st1.4s { v1, v2 }, [x9]
st1.4s { v8, v9 }, [x3]
st1.4s { v0, v1 }, [x2], x9
st1.4s { v11, v12 }, [x30], x6
st1.4s { v22, v23 }, [x27], x2
st1.4s { v16, v17 }, [x17], x17
st1.8b { v18, v19 }, [x1]
st1.8b { v12, v13 }, [x29]
st1.8b { v18, v19 }, [x16]
st1.8b { v11, v12 }, [x15]
st1.8b { v2, v3 }, [x29], x30
st1.8b { v29, v30 }, [x8], #16
st1.8b { v24, v25 }, [x8], x2
st1.8b { v8, v9 }, [x21], x22
st1.8h { v30, v31 }, [x29]
st1.8h { v4, v5 }, [x1]
st1.8h { v15, v16 }, [x18]
st1.8h { v2, v3 }, [sp]
st1.8h { v2, v3 }, [x18], x11
st1.8h { v27, v28 }, [x21], x28
st1.8h { v12, v13 }, [x4], x12
st1.8h { v1, v2 }, [x19], x22
st1.b { v21 }[8], [x23]
st1.b { v11 }[15], [x16]
st1.b { v24 }[0], [x6]
st1.b { v2 }[6], [x20]
st1.b { v23 }[6], [x30], x5
st1.b { v0 }[0], [x9], x9
st1.b { v2 }[1], [x15], x5
st1.b { v6 }[15], [x30], x8
st1.d { v30 }[0], [x27]
st1.d { v25 }[1], [x2]
st1.d { v29 }[0], [x25]
st1.d { v9 }[0], [x3]
st1.d { v29 }[0], [x24], x17
st1.d { v26 }[1], [x24], x5
st1.d { v4 }[0], [x15], x21
st1.d { v20 }[1], [x21], x15
st1.h { v14 }[4], [x14]
st1.h { v6 }[3], [x27]
st1.h { v24 }[0], [x29]
st1.h { v16 }[2], [x9]
st1.h { v12 }[6], [x19], x29
st1.h { v17 }[1], [x17], x4
st1.h { v27 }[1], [x14], x1
st1.h { v15 }[2], [x11], x22
st1.s { v7 }[1], [x11]
st1.s { v30 }[2], [x13]
st1.s { v17 }[3], [x5]
st1.s { v19 }[1], [x9]
st1.s { v11 }[3], [x4], x25
st1.s { v31 }[2], [x17], x14
st1.s { v1 }[0], [x21], x5
st1.s { v5 }[0], [x14], x24
st2.b { v21, v22 }[6], [x6]
st2.b { v7, v8 }[2], [x25]
st2.b { v19, v20 }[6], [x18]
st2.b { v4, v5 }[6], [x6]
st2.b { v27, v28 }[5], [x12], x9
st2.b { v29, v30 }[5], [x10], x11
st2.b { v17, v18 }[14], [x5], x30
st2.b { v30, v31 }[7], [x26], x17
st2.d { v27, v28 }[0], [x25]
st2.d { v28, v29 }[0], [x30]
st2.d { v6, v7 }[0], [x26]
st2.d { v2, v3 }[1], [x17]
st2.d { v29, v30 }[1], [x11], #16
st2.d { v10, v11 }[1], [x3], x24
st2.d { v25, v26 }[0], [x16], x3
st2.d { v26, v27 }[1], [x14], x15
st2.h { v6, v7 }[2], [x4]
st2.h { v14, v15 }[0], [x3]
st2.h { v23, v24 }[6], [x1]
st2.h { v27, v28 }[4], [x20]
st2.h { v7, v8 }[0], [x21], x2
st2.h { v6, v7 }[0], [x25], x3
st2.h { v29, v30 }[6], [x15], x6
st2.h { v14, v15 }[0], [x29], x19
st2.s { v31, v0 }[2], [x16]
st2.s { v5, v6 }[1], [x30]
st2.s { v27, v28 }[3], [x21]
st2.s { v1, v2 }[3], [x15]
st2.s { v7, v8 }[2], [x6], x11
st2.s { v10, v11 }[2], [x20], x21
st2.s { v15, v16 }[2], [x26], x21
st2.s { v5, v6 }[0], [x2], #8
st2.16b { v4, v5 }, [x25]
st2.16b { v29, v30 }, [x27]
st2.16b { v10, v11 }, [x25]
st2.16b { v4, v5 }, [x6]
st2.16b { v28, v29 }, [x23], x24
st2.16b { v8, v9 }, [x27], x15
st2.16b { v5, v6 }, [x27], x14
st2.16b { v9, v10 }, [x17], x19
st2.2d { v3, v4 }, [x26]
st2.2d { v20, v21 }, [x25]
st2.2d { v17, v18 }, [x6]
st2.2d { v20, v21 }, [x20]
st2.2d { v27, v28 }, [x7], x12
st2.2d { v19, v20 }, [x22], x6
st2.2d { v22, v23 }, [x18], x18
st2.2d { v27, v28 }, [x2], x3
st2.2s { v0, v1 }, [x19]
st2.2s { v22, v23 }, [x5]
st2.2s { v26, v27 }, [x16]
st2.2s { v1, v2 }, [x22]
st2.2s { v4, v5 }, [x27], x21
st2.2s { v22, v23 }, [x22], x25
st2.2s { v11, v12 }, [x15], #16
st2.2s { v31, v0 }, [x12], x4
st2.4h { v19, v20 }, [sp]
st2.4h { v4, v5 }, [x11]
st2.4h { v28, v29 }, [x10]
st2.4h { v12, v13 }, [x17]
st2.4h { v3, v4 }, [x2], x28
st2.4h { v25, v26 }, [x28], x1
st2.4h { v0, v1 }, [x13], x8
st2.4h { v6, v7 }, [x0], x26
st2.4s { v0, v1 }, [x8]
st2.4s { v13, v14 }, [x26]
st2.4s { v7, v8 }, [x1]
st2.4s { v28, v29 }, [x12]
st2.4s { v21, v22 }, [x23], x17
st2.4s { v0, v1 }, [x13], x25
st2.4s { v11, v12 }, [x19], x30
st2.4s { v21, v22 }, [x28], #32
st2.8b { v27, v28 }, [x5]
st2.8b { v4, v5 }, [x19]
st2.8b { v27, v28 }, [x23]
st2.8b { v3, v4 }, [x0]
st2.8b { v9, v10 }, [x2], #16
st2.8b { v12, v13 }, [x8], x24
st2.8b { v26, v27 }, [x14], x30
st2.8b { v10, v11 }, [x21], x17
st2.8h { v13, v14 }, [x1]
st2.8h { v5, v6 }, [x22]
st2.8h { v29, v30 }, [x12]
st2.8h { v15, v16 }, [x13]
st2.8h { v2, v3 }, [x8], x3
st2.8h { v11, v12 }, [x30], x17
st2.8h { v20, v21 }, [x27], x20
st2.8h { v9, v10 }, [x5], x6
st3.b { v11, v12, v13 }[9], [x20]
st3.b { v23, v24, v25 }[9], [x5]
st3.b { v24, v25, v26 }[12], [x27]
st3.b { v5, v6, v7 }[15], [x16]
st3.b { v20, v21, v22 }[0], [x5], x10
st3.b { v24, v25, v26 }[7], [x8], x28
st3.b { v22, v23, v24 }[11], [x10], x4
st3.b { v8, v9, v10 }[15], [x23], x15
st3.d { v0, v1, v2 }[0], [x5]
st3.d { v11, v12, v13 }[0], [x11]
st3.d { v16, v17, v18 }[0], [x9]
st3.d { v5, v6, v7 }[0], [x2]
st3.d { v28, v29, v30 }[1], [x3], x24
st3.d { v1, v2, v3 }[0], [x20], x23
st3.d { v0, v1, v2 }[1], [sp], x30
st3.d { v0, v1, v2 }[1], [sp], x17
st3.h { v23, v24, v25 }[5], [x9]
st3.h { v28, v29, v30 }[0], [x23]
st3.h { v2, v3, v4 }[0], [x19]
st3.h { v18, v19, v20 }[0], [x25]
st3.h { v4, v5, v6 }[0], [x23], x3
st3.h { v6, v7, v8 }[0], [x10], x2
st3.h { v18, v19, v20 }[5], [x0], x17
st3.h { v19, v20, v21 }[7], [x21], x13
st3.s { v11, v12, v13 }[1], [x14]
st3.s { v13, v14, v15 }[3], [x29]
st3.s { v10, v11, v12 }[3], [x7]
st3.s { v30, v31, v0 }[0], [x17]
st3.s { v20, v21, v22 }[0], [sp], x3
st3.s { v30, v31, v0 }[2], [x21], x0
st3.s { v24, v25, v26 }[0], [x30], x29
st3.s { v18, v19, v20 }[0], [x7], x15
st3.16b { v13, v14, v15 }, [x21]
st3.16b { v19, v20, v21 }, [x14]
st3.16b { v1, v2, v3 }, [sp]
st3.16b { v3, v4, v5 }, [x8]
st3.16b { v31, v0, v1 }, [x8], x24
st3.16b { v2, v3, v4 }, [x7], x6
st3.16b { v7, v8, v9 }, [x28], x4
st3.16b { v10, v11, v12 }, [x24], x11
st3.2d { v21, v22, v23 }, [x22]
st3.2d { v8, v9, v10 }, [x9]
st3.2d { v11, v12, v13 }, [x9]
st3.2d { v15, v16, v17 }, [x3]
st3.2d { v28, v29, v30 }, [x25], x12
st3.2d { v0, v1, v2 }, [x4], x14
st3.2d { v27, v28, v29 }, [x1], x28
st3.2d { v31, v0, v1 }, [x29], x17
st3.2s { v31, v0, v1 }, [x26]
st3.2s { v5, v6, v7 }, [x17]
st3.2s { v22, v23, v24 }, [x7]
st3.2s { v1, v2, v3 }, [sp]
st3.2s { v0, v1, v2 }, [x15], x11
st3.2s { v22, v23, v24 }, [x5], x10
st3.2s { v15, v16, v17 }, [x10], x14
st3.2s { v28, v29, v30 }, [x13], x10
st3.4h { v17, v18, v19 }, [x4]
st3.4h { v25, v26, v27 }, [x12]
st3.4h { v16, v17, v18 }, [x15]
st3.4h { v15, v16, v17 }, [x10]
st3.4h { v12, v13, v14 }, [x4], x0
st3.4h { v21, v22, v23 }, [x21], x12
st3.4h { v5, v6, v7 }, [sp], x0
st3.4h { v1, v2, v3 }, [x7], x16
st3.4s { v10, v11, v12 }, [x25]
st3.4s { v9, v10, v11 }, [x6]
st3.4s { v11, v12, v13 }, [x15]
st3.4s { v0, v1, v2 }, [x25]
st3.4s { v8, v9, v10 }, [x13], x7
st3.4s { v4, v5, v6 }, [x26], x7
st3.4s { v6, v7, v8 }, [x30], #48
st3.4s { v10, v11, v12 }, [x18], x6
st3.8b { v28, v29, v30 }, [x6]
st3.8b { v22, v23, v24 }, [x6]
st3.8b { v1, v2, v3 }, [x11]
st3.8b { v1, v2, v3 }, [x12]
st3.8b { v8, v9, v10 }, [x16], x21
st3.8b { v22, v23, v24 }, [x20], x18
st3.8b { v15, v16, v17 }, [x16], x26
st3.8b { v26, v27, v28 }, [x22], x29
st3.8h { v30, v31, v0 }, [x2]
st3.8h { v1, v2, v3 }, [sp]
st3.8h { v25, v26, v27 }, [x19]
st3.8h { v16, v17, v18 }, [x20]
st3.8h { v17, v18, v19 }, [x5], x24
st3.8h { v27, v28, v29 }, [x11], x18
st3.8h { v19, v20, v21 }, [x1], x19
st3.8h { v15, v16, v17 }, [x29], x4
st4.b { v20, v21, v22, v23 }[15], [x14]
st4.b { v23, v24, v25, v26 }[0], [x24]
st4.b { v18, v19, v20, v21 }[13], [x26]
st4.b { v19, v20, v21, v22 }[12], [x9]
st4.b { v17, v18, v19, v20 }[5], [x9], x1
st4.b { v4, v5, v6, v7 }[0], [x4], x19
st4.b { v9, v10, v11, v12 }[15], [x30], x21
st4.b { v2, v3, v4, v5 }[0], [x12], x4
st4.d { v14, v15, v16, v17 }[1], [x28]
st4.d { v10, v11, v12, v13 }[0], [x9]
st4.d { v14, v15, v16, v17 }[0], [x4]
st4.d { v4, v5, v6, v7 }[1], [x5]
st4.d { v19, v20, v21, v22 }[1], [x11], x30
st4.d { v17, v18, v19, v20 }[0], [x26], x17
st4.d { v9, v10, v11, v12 }[0], [x4], x27
st4.d { v25, v26, v27, v28 }[0], [x13], x10
st4.h { v20, v21, v22, v23 }[4], [x0]
st4.h { v28, v29, v30, v31 }[3], [x1]
st4.h { v6, v7, v8, v9 }[0], [x25]
st4.h { v6, v7, v8, v9 }[0], [x8]
st4.h { v15, v16, v17, v18 }[0], [x7], x23
st4.h { v29, v30, v31, v0 }[0], [x25], x16
st4.h { v22, v23, v24, v25 }[7], [x12], x3
st4.h { v26, v27, v28, v29 }[0], [x0], x29
st4.s { v5, v6, v7, v8 }[2], [x27]
st4.s { v17, v18, v19, v20 }[0], [x6]
st4.s { v6, v7, v8, v9 }[1], [x17]
st4.s { v0, v1, v2, v3 }[0], [x24]
st4.s { v28, v29, v30, v31 }[2], [x6], x0
st4.s { v7, v8, v9, v10 }[3], [x15], x22
st4.s { v29, v30, v31, v0 }[3], [x4], x2
st4.s { v21, v22, v23, v24 }[0], [x7], x23
st4.16b { v7, v8, v9, v10 }, [x0]
st4.16b { v2, v3, v4, v5 }, [x30]
st4.16b { v15, v16, v17, v18 }, [x27]
st4.16b { v6, v7, v8, v9 }, [x16]
st4.16b { v15, v16, v17, v18 }, [x8], x4
st4.16b { v21, v22, v23, v24 }, [x9], x19
st4.16b { v2, v3, v4, v5 }, [x3], x26
st4.16b { v8, v9, v10, v11 }, [x19], x15
st4.2d { v2, v3, v4, v5 }, [x25]
st4.2d { v10, v11, v12, v13 }, [x3]
st4.2d { v13, v14, v15, v16 }, [x14]
st4.2d { v2, v3, v4, v5 }, [x10]
st4.2d { v19, v20, v21, v22 }, [x28], x15
st4.2d { v7, v8, v9, v10 }, [x24], x6
st4.2d { v31, v0, v1, v2 }, [x10], x23
st4.2d { v30, v31, v0, v1 }, [x22], x22
st4.2s { v10, v11, v12, v13 }, [x29]
st4.2s { v18, v19, v20, v21 }, [x4]
st4.2s { v27, v28, v29, v30 }, [x22]
st4.2s { v9, v10, v11, v12 }, [x11]
st4.2s { v20, v21, v22, v23 }, [x0], x10
st4.2s { v2, v3, v4, v5 }, [x7], x22
st4.2s { v21, v22, v23, v24 }, [x9], x16
st4.2s { v20, v21, v22, v23 }, [x15], x2
st4.4h { v30, v31, v0, v1 }, [x2]
st4.4h { v15, v16, v17, v18 }, [x15]
st4.4h { v9, v10, v11, v12 }, [x22]
st4.4h { v27, v28, v29, v30 }, [x16]
st4.4h { v11, v12, v13, v14 }, [x4], x18
st4.4h { v30, v31, v0, v1 }, [x6], x9
st4.4h { v1, v2, v3, v4 }, [x2], x1
st4.4h { v22, v23, v24, v25 }, [x1], x12
st4.4s { v17, v18, v19, v20 }, [x14]
st4.4s { v2, v3, v4, v5 }, [x7]
st4.4s { v10, v11, v12, v13 }, [x21]
st4.4s { v1, v2, v3, v4 }, [x2], x26
st4.4s { v22, v23, v24, v25 }, [x21], x30
st4.4s { v3, v4, v5, v6 }, [x17], x10
st4.4s { v5, v6, v7, v8 }, [sp], x4
st4.8b { v17, v18, v19, v20 }, [x4]
st4.8b { v22, v23, v24, v25 }, [x29]
st4.8b { v16, v17, v18, v19 }, [x30]
st4.8b { v17, v18, v19, v20 }, [x14]
st4.8b { v25, v26, v27, v28 }, [x7], x3
st4.8b { v17, v18, v19, v20 }, [x20], x12
st4.8b { v2, v3, v4, v5 }, [x3], x12
st4.8b { v6, v7, v8, v9 }, [x12], x29
st4.8h { v7, v8, v9, v10 }, [x7]
st4.8h { v31, v0, v1, v2 }, [x29]
st4.8h { v3, v4, v5, v6 }, [x4]
st4.8h { v30, v31, v0, v1 }, [x21]
st4.8h { v2, v3, v4, v5 }, [x12], x23
st4.8h { v13, v14, v15, v16 }, [x13], x5
st4.8h { v6, v7, v8, v9 }, [x16], x29
st4.8h { v1, v2, v3, v4 }, [x0], x6
subhn.2s v2, v2, v10
subhn.2s v3, v9, v16
subhn.2s v17, v17, v6
subhn.2s v5, v14, v9
subhn2.4s v6, v23, v7
subhn2.4s v24, v8, v22
subhn2.4s v26, v18, v11
subhn2.4s v18, v10, v16
subhn.4h v31, v22, v28
subhn.4h v8, v26, v2
subhn.4h v24, v3, v19
subhn.4h v26, v26, v26
subhn2.8h v10, v2, v17
subhn2.8h v6, v28, v29
subhn2.8h v22, v15, v18
subhn2.8h v5, v7, v2
subhn.8b v5, v5, v19
subhn.8b v3, v19, v15
subhn.8b v25, v5, v11
subhn.8b v5, v4, v9
subhn2.16b v3, v16, v15
subhn2.16b v30, v11, v10
subhn2.16b v21, v8, v18
subhn2.16b v6, v14, v13
sub.16b v16, v23, v22
sub.16b v25, v23, v13
sub.16b v22, v11, v11
sub.16b v22, v19, v25
sub.2d v27, v22, v12
sub.2d v24, v4, v31
sub.2d v5, v7, v0
sub.2d v14, v26, v27
sub.2s v27, v12, v8
sub.2s v9, v10, v24
sub.2s v5, v29, v7
sub.2s v31, v9, v19
sub.4h v17, v15, v30
sub.4h v23, v29, v9
sub.4h v6, v15, v29
sub.4h v1, v1, v9
sub.4s v4, v26, v0
sub.4s v23, v13, v2
sub.4s v8, v17, v19
sub.4s v27, v21, v4
sub.8b v3, v25, v6
sub.8b v8, v30, v25
sub.8b v1, v4, v17
sub.8b v11, v21, v5
sub.8h v31, v0, v16
sub.8h v21, v21, v27
sub.8h v20, v0, v23
sub.8h v2, v18, v19
suqadd.16b v22, v11
suqadd.16b v15, v17
suqadd.16b v8, v3
suqadd.16b v14, v4
suqadd.2d v29, v6
suqadd.2d v5, v21
suqadd.2d v6, v7
suqadd.2d v11, v15
suqadd.2s v19, v22
suqadd.2s v28, v10
suqadd.2s v0, v3
suqadd.2s v13, v6
suqadd.4h v17, v0
suqadd.4h v27, v24
suqadd.4h v26, v17
suqadd.4h v2, v23
suqadd.4s v3, v25
suqadd.4s v5, v23
suqadd.4s v1, v1
suqadd.4s v25, v10
suqadd.8b v4, v28
suqadd.8b v29, v31
suqadd.8b v2, v19
suqadd.8b v24, v0
suqadd.8h v26, v22
suqadd.8h v30, v9
suqadd.8h v5, v10
suqadd.8h v19, v24
tbl.16b v5, { v11 }, v1
tbl.16b v7, { v26 }, v23
tbl.16b v8, { v24 }, v11
tbl.16b v4, { v21 }, v30
tbl.16b v27, { v27, v28 }, v7
tbl.16b v12, { v25, v26 }, v21
tbl.16b v8, { v1, v2 }, v6
tbl.16b v2, { v17, v18 }, v23
tbl.16b v22, { v11, v12, v13 }, v30
tbl.16b v25, { v11, v12, v13 }, v8
tbl.16b v5, { v2, v3, v4 }, v6
tbl.16b v28, { v11, v12, v13 }, v14
tbl.16b v31, { v3, v4, v5, v6 }, v2
tbl.16b v19, { v10, v11, v12, v13 }, v24
tbl.16b v0, { v24, v25, v26, v27 }, v7
tbl.16b v8, { v6, v7, v8, v9 }, v8
tbl.8b v25, { v12 }, v25
tbl.8b v16, { v27 }, v23
tbl.8b v7, { v6 }, v0
tbl.8b v4, { v20 }, v21
tbl.8b v25, { v31, v0 }, v21
tbl.8b v11, { v8, v9 }, v10
tbl.8b v29, { v20, v21 }, v26
tbl.8b v31, { v9, v10 }, v28
tbl.8b v7, { v28, v29, v30 }, v18
tbl.8b v21, { v24, v25, v26 }, v25
tbl.8b v17, { v11, v12, v13 }, v26
tbl.8b v16, { v28, v29, v30 }, v20
tbl.8b v30, { v11, v12, v13, v14 }, v5
tbl.8b v17, { v9, v10, v11, v12 }, v12
tbl.8b v8, { v14, v15, v16, v17 }, v29
tbl.8b v22, { v12, v13, v14, v15 }, v15
tbx.16b v23, { v23 }, v18
tbx.16b v29, { v26 }, v14
tbx.16b v24, { v28 }, v20
tbx.16b v25, { v28 }, v2
tbx.16b v4, { v6, v7 }, v21
tbx.16b v11, { v28, v29 }, v15
tbx.16b v31, { v27, v28 }, v12
tbx.16b v3, { v1, v2 }, v6
tbx.16b v1, { v23, v24, v25 }, v11
tbx.16b v4, { v5, v6, v7 }, v17
tbx.16b v23, { v16, v17, v18 }, v4
tbx.16b v19, { v28, v29, v30 }, v1
tbx.16b v2, { v25, v26, v27, v28 }, v25
tbx.16b v8, { v13, v14, v15, v16 }, v9
tbx.16b v27, { v1, v2, v3, v4 }, v22
tbx.16b v14, { v21, v22, v23, v24 }, v8
tbx.8b v0, { v24 }, v15
tbx.8b v10, { v19 }, v22
tbx.8b v21, { v28 }, v18
tbx.8b v24, { v29 }, v16
tbx.8b v19, { v25, v26 }, v25
tbx.8b v3, { v9, v10 }, v11
tbx.8b v15, { v19, v20 }, v2
tbx.8b v28, { v9, v10 }, v31
tbx.8b v4, { v31, v0, v1 }, v17
tbx.8b v0, { v22, v23, v24 }, v12
tbx.8b v30, { v9, v10, v11 }, v12
tbx.8b v1, { v15, v16, v17 }, v15
tbx.8b v30, { v6, v7, v8, v9 }, v4
tbx.8b v18, { v13, v14, v15, v16 }, v7
tbx.8b v27, { v16, v17, v18, v19 }, v12
tbx.8b v21, { v12, v13, v14, v15 }, v30
trn1.16b v4, v5, v25
trn1.16b v19, v10, v17
trn1.16b v24, v21, v7
trn1.16b v15, v16, v27
trn1.2d v10, v10, v20
trn1.2d v12, v24, v20
trn1.2d v22, v11, v21
trn1.2d v5, v9, v25
trn1.2s v31, v1, v15
trn1.2s v4, v25, v12
trn1.2s v7, v13, v0
trn1.2s v14, v22, v14
trn1.4h v5, v24, v2
trn1.4h v8, v10, v19
trn1.4h v0, v13, v30
trn1.4h v16, v3, v29
trn1.4s v29, v24, v29
trn1.4s v5, v1, v25
trn1.4s v17, v2, v16
trn1.4s v20, v3, v30
trn1.8b v28, v10, v15
trn1.8b v9, v1, v30
trn1.8b v6, v1, v21
trn1.8b v19, v5, v21
trn1.8h v31, v26, v18
trn1.8h v27, v27, v24
trn1.8h v15, v5, v13
trn1.8h v15, v9, v23
trn2.16b v8, v15, v31
trn2.16b v7, v6, v28
trn2.16b v3, v10, v0
trn2.16b v28, v18, v20
trn2.2d v4, v25, v25
trn2.2d v2, v21, v13
trn2.2d v6, v2, v21
trn2.2d v29, v29, v7
trn2.2s v10, v13, v19
trn2.2s v27, v11, v12
trn2.2s v23, v25, v17
trn2.2s v29, v25, v21
trn2.4h v21, v20, v10
trn2.4h v30, v5, v19
trn2.4h v3, v25, v12
trn2.4h v25, v22, v10
trn2.4s v16, v12, v26
trn2.4s v13, v26, v23
trn2.4s v13, v11, v5
trn2.4s v25, v21, v8
trn2.8b v29, v27, v9
trn2.8b v30, v2, v24
trn2.8b v18, v7, v8
trn2.8b v21, v4, v17
trn2.8h v26, v3, v5
trn2.8h v2, v16, v31
trn2.8h v1, v19, v14
trn2.8h v28, v30, v27
uabal.2d v24, v0, v27
uabal.2d v17, v11, v3
uabal.2d v21, v8, v12
uabal.2d v18, v0, v20
uabal2.2d v26, v15, v31
uabal2.2d v6, v30, v6
uabal2.2d v27, v1, v25
uabal2.2d v1, v30, v13
uabal.4s v5, v1, v13
uabal.4s v15, v25, v4
uabal.4s v6, v3, v22
uabal.4s v24, v12, v21
uabal2.4s v5, v22, v17
uabal2.4s v14, v0, v28
uabal2.4s v1, v20, v20
uabal2.4s v21, v22, v8
uabal.8h v13, v23, v2
uabal.8h v24, v20, v19
uabal.8h v19, v7, v5
uabal.8h v16, v4, v4
uabal2.8h v19, v19, v20
uabal2.8h v4, v11, v11
uabal2.8h v6, v3, v14
uabal2.8h v9, v2, v26
uaba.16b v20, v29, v14
uaba.16b v24, v9, v17
uaba.16b v7, v14, v10
uaba.16b v5, v6, v30
uaba.2s v20, v7, v1
uaba.2s v24, v20, v18
uaba.2s v29, v23, v26
uaba.2s v28, v29, v23
uaba.4h v7, v22, v30
uaba.4h v10, v10, v0
uaba.4h v0, v26, v16
uaba.4h v14, v0, v24
uaba.4s v4, v27, v25
uaba.4s v22, v28, v25
uaba.4s v27, v10, v19
uaba.4s v23, v27, v5
uaba.8b v29, v22, v21
uaba.8b v11, v30, v10
uaba.8b v26, v9, v14
uaba.8b v5, v13, v20
uaba.8h v28, v23, v24
uaba.8h v11, v31, v31
uaba.8h v2, v20, v15
uaba.8h v14, v27, v30
uabdl.2d v28, v10, v11
uabdl.2d v8, v10, v7
uabdl.2d v31, v10, v18
uabdl.2d v11, v18, v11
uabdl2.2d v26, v17, v10
uabdl2.2d v18, v27, v2
uabdl2.2d v16, v13, v19
uabdl2.2d v0, v31, v25
uabdl.4s v8, v30, v14
uabdl.4s v26, v21, v5
uabdl.4s v10, v21, v22
uabdl.4s v30, v25, v11
uabdl2.4s v19, v27, v9
uabdl2.4s v17, v29, v25
uabdl2.4s v7, v10, v30
uabdl2.4s v21, v0, v28
uabdl.8h v30, v10, v0
uabdl.8h v6, v8, v17
uabdl.8h v28, v12, v23
uabdl.8h v10, v14, v26
uabdl2.8h v23, v17, v27
uabdl2.8h v20, v17, v22
uabdl2.8h v15, v24, v25
uabdl2.8h v31, v7, v4
uabd.16b v1, v24, v2
uabd.16b v24, v23, v25
uabd.16b v0, v10, v29
uabd.16b v3, v28, v25
uabd.2s v1, v9, v27
uabd.2s v10, v3, v17
uabd.2s v1, v16, v14
uabd.2s v23, v30, v29
uabd.4h v26, v27, v29
uabd.4h v2, v8, v14
uabd.4h v0, v17, v27
uabd.4h v2, v11, v2
uabd.4s v29, v5, v6
uabd.4s v30, v6, v21
uabd.4s v8, v9, v24
uabd.4s v6, v2, v29
uabd.8b v3, v31, v29
uabd.8b v22, v5, v21
uabd.8b v23, v11, v13
uabd.8b v21, v28, v3
uabd.8h v4, v0, v19
uabd.8h v23, v22, v12
uabd.8h v23, v20, v1
uabd.8h v1, v9, v28
uadalp.1d v21, v10
uadalp.1d v17, v14
uadalp.1d v30, v20
uadalp.1d v2, v12
uadalp.2d v23, v5
uadalp.2d v11, v0
uadalp.2d v10, v5
uadalp.2d v16, v4
uadalp.2s v0, v30
uadalp.2s v6, v8
uadalp.2s v29, v18
uadalp.2s v24, v10
uadalp.4h v26, v15
uadalp.4h v21, v1
uadalp.4h v7, v14
uadalp.4h v21, v5
uadalp.4s v16, v18
uadalp.4s v18, v4
uadalp.4s v14, v1
uadalp.4s v28, v26
uadalp.8h v10, v5
uadalp.8h v13, v29
uadalp.8h v3, v28
uadalp.8h v6, v6
uaddlp.1d v29, v28
uaddlp.1d v15, v28
uaddlp.1d v17, v20
uaddlp.1d v12, v29
uaddlp.2d v13, v11
uaddlp.2d v2, v15
uaddlp.2d v13, v23
uaddlp.2d v5, v3
uaddlp.2s v30, v14
uaddlp.2s v19, v29
uaddlp.2s v20, v1
uaddlp.2s v16, v17
uaddlp.4h v7, v12
uaddlp.4h v26, v19
uaddlp.4h v3, v3
uaddlp.4h v27, v16
uaddlp.4s v21, v8
uaddlp.4s v24, v7
uaddlp.4s v0, v10
uaddlp.4s v28, v8
uaddlp.8h v20, v25
uaddlp.8h v26, v17
uaddlp.8h v21, v19
uaddlp.8h v25, v3
uaddlv.16b h13, v12
uaddlv.16b h20, v11
uaddlv.16b h22, v0
uaddlv.16b h31, v1
uaddlv.4h s19, v17
uaddlv.4h s28, v13
uaddlv.4h s0, v25
uaddlv.4h s17, v19
uaddlv.4s d4, v5
uaddlv.4s d18, v9
uaddlv.4s d30, v19
uaddlv.4s d2, v28
uaddlv.8b h6, v20
uaddlv.8b h15, v12
uaddlv.8b h24, v30
uaddlv.8b h15, v20
uaddlv.8h s1, v20
uaddlv.8h s31, v0
uaddlv.8h s14, v6
uaddlv.8h s30, v21
uaddl.2d v17, v12, v0
uaddl.2d v29, v10, v27
uaddl.2d v26, v4, v26
uaddl.2d v6, v29, v20
uaddl2.2d v20, v6, v27
uaddl2.2d v16, v21, v10
uaddl2.2d v27, v16, v2
uaddl2.2d v8, v27, v22
uaddl.4s v3, v11, v30
uaddl.4s v21, v31, v4
uaddl.4s v20, v22, v4
uaddl.4s v9, v18, v15
uaddl2.4s v5, v19, v25
uaddl2.4s v12, v11, v24
uaddl2.4s v2, v2, v12
uaddl2.4s v10, v6, v6
uaddl.8h v26, v10, v29
uaddl.8h v4, v2, v28
uaddl.8h v20, v21, v29
uaddl.8h v9, v18, v6
uaddl2.8h v12, v19, v7
uaddl2.8h v29, v28, v28
uaddl2.8h v16, v23, v8
uaddl2.8h v23, v20, v30
uaddw.2d v16, v22, v17
uaddw.2d v5, v15, v23
uaddw.2d v27, v13, v20
uaddw.2d v22, v15, v1
uaddw2.2d v30, v19, v17
uaddw2.2d v12, v20, v20
uaddw2.2d v15, v8, v18
uaddw2.2d v15, v6, v14
uaddw.4s v16, v19, v5
uaddw.4s v22, v15, v5
uaddw.4s v24, v14, v25
uaddw.4s v21, v19, v7
uaddw2.4s v14, v25, v30
uaddw2.4s v26, v0, v11
uaddw2.4s v17, v1, v0
uaddw2.4s v19, v22, v31
uaddw.8h v23, v24, v13
uaddw.8h v29, v29, v7
uaddw.8h v12, v27, v12
uaddw.8h v15, v31, v18
uaddw2.8h v18, v21, v12
uaddw2.8h v29, v0, v4
uaddw2.8h v4, v1, v29
uaddw2.8h v13, v9, v27
ucvtf.2d v20, v14, #59
ucvtf.2d v28, v6, #1
ucvtf.2d v15, v22, #58
ucvtf.2d v7, v8, #5
ucvtf.2s v15, v30, #1
ucvtf.2s v24, v30, #1
ucvtf.2s v11, v11, #31
ucvtf.2s v9, v4, #15
ucvtf.4s v23, v2, #1
ucvtf.4s v1, v2, #14
ucvtf.4s v19, v29, #27
ucvtf.4s v1, v17, #18
ucvtf.2d v2, v15
ucvtf.2d v3, v25
ucvtf.2d v11, v13
ucvtf.2d v12, v3
ucvtf.2s v20, v0
ucvtf.2s v6, v29
ucvtf.2s v18, v23
ucvtf.2s v23, v31
ucvtf.4s v29, v20
ucvtf.4s v27, v30
ucvtf.4s v3, v10
ucvtf.4s v24, v27
uhadd.16b v22, v2, v26
uhadd.16b v19, v12, v16
uhadd.16b v21, v14, v2
uhadd.16b v12, v1, v27
uhadd.2s v20, v14, v10
uhadd.2s v20, v14, v31
uhadd.2s v31, v10, v6
uhadd.2s v9, v26, v29
uhadd.4h v20, v21, v24
uhadd.4h v5, v12, v17
uhadd.4h v0, v2, v23
uhadd.4h v23, v7, v13
uhadd.4s v3, v29, v17
uhadd.4s v20, v11, v17
uhadd.4s v0, v28, v2
uhadd.4s v28, v14, v0
uhadd.8b v11, v7, v19
uhadd.8b v5, v7, v16
uhadd.8b v16, v24, v7
uhadd.8b v24, v12, v24
uhadd.8h v15, v20, v12
uhadd.8h v20, v27, v8
uhadd.8h v3, v10, v17
uhadd.8h v27, v7, v18
uhsub.16b v30, v12, v10
uhsub.16b v14, v8, v24
uhsub.16b v1, v7, v19
uhsub.16b v20, v31, v3
uhsub.2s v7, v10, v9
uhsub.2s v1, v14, v9
uhsub.2s v29, v13, v25
uhsub.2s v9, v30, v17
uhsub.4h v3, v3, v13
uhsub.4h v20, v8, v1
uhsub.4h v18, v28, v1
uhsub.4h v0, v21, v30
uhsub.4s v2, v21, v2
uhsub.4s v10, v31, v7
uhsub.4s v5, v19, v20
uhsub.4s v18, v19, v9
uhsub.8b v21, v31, v26
uhsub.8b v18, v30, v19
uhsub.8b v10, v13, v5
uhsub.8b v8, v24, v8
uhsub.8h v6, v19, v29
uhsub.8h v1, v11, v14
uhsub.8h v13, v31, v5
uhsub.8h v26, v25, v1
umaxp.16b v9, v2, v31
umaxp.16b v4, v22, v3
umaxp.16b v27, v19, v28
umaxp.16b v6, v8, v3
umaxp.2s v26, v25, v23
umaxp.2s v14, v5, v16
umaxp.2s v17, v26, v15
umaxp.2s v10, v11, v3
umaxp.4h v22, v21, v20
umaxp.4h v15, v24, v7
umaxp.4h v23, v26, v6
umaxp.4h v14, v30, v14
umaxp.4s v23, v28, v23
umaxp.4s v6, v7, v5
umaxp.4s v11, v19, v0
umaxp.4s v5, v19, v8
umaxp.8b v7, v30, v14
umaxp.8b v10, v25, v17
umaxp.8b v14, v3, v28
umaxp.8b v18, v0, v7
umaxp.8h v2, v7, v24
umaxp.8h v26, v7, v24
umaxp.8h v9, v14, v13
umaxp.8h v12, v18, v12
umaxv.16b b30, v19
umaxv.16b b5, v30
umaxv.16b b30, v4
umaxv.16b b16, v6
umaxv.4h h10, v31
umaxv.4h h6, v21
umaxv.4h h3, v29
umaxv.4h h23, v9
umaxv.4s s14, v5
umaxv.4s s20, v19
umaxv.4s s31, v1
umaxv.4s s17, v5
umaxv.8b b11, v13
umaxv.8b b6, v31
umaxv.8b b13, v26
umaxv.8b b14, v29
umaxv.8h h26, v23
umaxv.8h h0, v13
umaxv.8h h18, v15
umaxv.8h h4, v11
umax.16b v21, v22, v25
umax.16b v1, v7, v26
umax.16b v9, v27, v18
umax.16b v26, v30, v9
umax.2s v9, v7, v11
umax.2s v30, v13, v19
umax.2s v12, v8, v7
umax.2s v9, v13, v21
umax.4h v6, v25, v9
umax.4h v19, v1, v31
umax.4h v6, v8, v31
umax.4h v26, v15, v11
umax.4s v19, v28, v10
umax.4s v0, v10, v8
umax.4s v1, v8, v3
umax.4s v25, v27, v31
umax.8b v7, v2, v3
umax.8b v28, v10, v12
umax.8b v18, v22, v13
umax.8b v3, v23, v8
umax.8h v10, v19, v25
umax.8h v22, v29, v23
umax.8h v21, v9, v26
umax.8h v4, v17, v23
uminp.16b v30, v3, v4
uminp.16b v1, v11, v16
uminp.16b v10, v23, v11
uminp.16b v28, v28, v30
uminp.2s v5, v15, v9
uminp.2s v13, v3, v23
uminp.2s v10, v28, v9
uminp.2s v23, v14, v10
uminp.4h v9, v19, v25
uminp.4h v25, v22, v9
uminp.4h v16, v6, v16
uminp.4h v14, v20, v24
uminp.4s v14, v6, v25
uminp.4s v2, v25, v29
uminp.4s v18, v15, v28
uminp.4s v30, v7, v27
uminp.8b v13, v9, v11
uminp.8b v21, v13, v1
uminp.8b v18, v23, v22
uminp.8b v20, v27, v12
uminp.8h v28, v30, v5
uminp.8h v2, v13, v15
uminp.8h v12, v27, v6
uminp.8h v7, v13, v24
uminv.16b b2, v24
uminv.16b b24, v10
uminv.16b b23, v3
uminv.16b b9, v25
uminv.4h h22, v13
uminv.4h h7, v16
uminv.4h h14, v21
uminv.4h h17, v13
uminv.4s s18, v8
uminv.4s s15, v6
uminv.4s s7, v20
uminv.4s s23, v4
uminv.8b b18, v21
uminv.8b b28, v7
uminv.8b b20, v6
uminv.8b b14, v7
uminv.8h h28, v1
uminv.8h h16, v20
uminv.8h h2, v3
uminv.8h h7, v5
umin.16b v24, v7, v26
umin.16b v24, v22, v4
umin.16b v5, v2, v18
umin.16b v17, v31, v18
umin.2s v0, v29, v18
umin.2s v10, v18, v23
umin.2s v31, v22, v5
umin.2s v19, v5, v27
umin.4h v18, v6, v16
umin.4h v22, v12, v27
umin.4h v10, v29, v14
umin.4h v19, v3, v11
umin.4s v17, v15, v23
umin.4s v1, v10, v17
umin.4s v29, v6, v1
umin.4s v11, v14, v18
umin.8b v18, v17, v21
umin.8b v3, v7, v20
umin.8b v5, v21, v17
umin.8b v17, v27, v31
umin.8h v18, v23, v6
umin.8h v30, v7, v15
umin.8h v21, v5, v7
umin.8h v11, v15, v31
umlal.2d v7, v17, v0[3]
umlal.2d v18, v29, v24[2]
umlal.2d v14, v16, v1[1]
umlal.2d v14, v25, v17[0]
umlal2.2d v23, v10, v9[1]
umlal2.2d v29, v24, v9[0]
umlal2.2d v30, v3, v23[1]
umlal2.2d v20, v17, v21[1]
umlal.4s v5, v29, v3[7]
umlal.4s v12, v23, v0[0]
umlal.4s v16, v20, v13[6]
umlal.4s v8, v21, v2[0]
umlal2.4s v8, v21, v2[5]
umlal2.4s v21, v21, v0[6]
umlal2.4s v29, v2, v2[0]
umlal2.4s v21, v16, v0[6]
umlal.2d v20, v16, v19
umlal.2d v9, v3, v10
umlal.2d v23, v26, v4
umlal.2d v28, v4, v20
umlal2.2d v27, v20, v28
umlal2.2d v2, v26, v30
umlal2.2d v0, v21, v17
umlal2.2d v10, v26, v11
umlal.4s v13, v25, v23
umlal.4s v7, v13, v29
umlal.4s v21, v15, v17
umlal.4s v29, v15, v24
umlal2.4s v13, v30, v7
umlal2.4s v4, v26, v29
umlal2.4s v29, v28, v18
umlal2.4s v10, v27, v22
umlal.8h v15, v29, v27
umlal.8h v24, v16, v3
umlal.8h v31, v19, v10
umlal.8h v29, v12, v1
umlal2.8h v11, v18, v1
umlal2.8h v7, v15, v1
umlal2.8h v10, v25, v14
umlal2.8h v21, v29, v27
umlsl.2d v30, v10, v3[3]
umlsl.2d v28, v0, v21[2]
umlsl.2d v22, v9, v15[2]
umlsl.2d v24, v23, v23[1]
umlsl2.2d v15, v3, v15[2]
umlsl2.2d v15, v3, v14[0]
umlsl2.2d v0, v10, v11[2]
umlsl2.2d v27, v19, v19[0]
umlsl.4s v3, v9, v2[0]
umlsl.4s v12, v5, v7[0]
umlsl.4s v3, v24, v3[5]
umlsl.4s v13, v2, v12[1]
umlsl2.4s v31, v16, v15[3]
umlsl2.4s v16, v23, v3[1]
umlsl2.4s v9, v27, v10[1]
umlsl2.4s v22, v18, v12[7]
umlsl.2d v15, v11, v9
umlsl.2d v16, v12, v24
umlsl.2d v10, v25, v22
umlsl.2d v1, v11, v6
umlsl2.2d v23, v9, v20
umlsl2.2d v16, v31, v24
umlsl2.2d v16, v0, v12
umlsl2.2d v20, v21, v16
umlsl.4s v1, v24, v27
umlsl.4s v11, v12, v2
umlsl.4s v25, v16, v4
umlsl.4s v19, v30, v30
umlsl2.4s v15, v13, v5
umlsl2.4s v4, v10, v28
umlsl2.4s v25, v20, v3
umlsl2.4s v1, v14, v9
umlsl.8h v30, v27, v2
umlsl.8h v8, v25, v24
umlsl.8h v14, v29, v6
umlsl.8h v31, v18, v20
umlsl2.8h v16, v29, v24
umlsl2.8h v0, v21, v28
umlsl2.8h v4, v20, v10
umlsl2.8h v16, v13, v17
umov.b w20, v30[9]
umov.b w2, v5[13]
umov.b w1, v24[10]
umov.b w19, v11[14]
mov.d x23, v17[1]
mov.d x21, v31[1]
mov.d x1, v17[1]
mov.d x28, v27[0]
umov.h w12, v9[4]
umov.h w4, v23[5]
umov.h w9, v15[1]
umov.h w30, v12[2]
mov.s w6, v19[0]
mov.s w5, v25[2]
mov.s w21, v28[3]
mov.s w12, v16[0]
umull.2d v15, v2, v16[0]
umull.2d v20, v22, v29[1]
umull.2d v2, v25, v22[1]
umull.2d v17, v8, v16[1]
umull2.2d v30, v4, v9[3]
umull2.2d v25, v21, v31[1]
umull2.2d v10, v13, v2[0]
umull2.2d v9, v1, v21[3]
umull.4s v25, v13, v10[6]
umull.4s v3, v5, v9[4]
umull.4s v13, v10, v14[4]
umull.4s v15, v20, v8[4]
umull2.4s v7, v29, v1[5]
umull2.4s v18, v1, v5[7]
umull2.4s v14, v2, v15[0]
umull2.4s v23, v9, v4[1]
umull.2d v14, v31, v12
umull.2d v15, v24, v30
umull.2d v17, v1, v7
umull.2d v29, v30, v1
umull2.2d v29, v8, v22
umull2.2d v20, v5, v26
umull2.2d v29, v31, v18
umull2.2d v17, v0, v14
umull.4s v16, v31, v19
umull.4s v28, v2, v28
umull.4s v6, v16, v14
umull.4s v23, v22, v27
umull2.4s v1, v4, v0
umull2.4s v20, v20, v27
umull2.4s v28, v30, v7
umull2.4s v19, v15, v9
umull.8h v30, v11, v23
umull.8h v29, v25, v5
umull.8h v11, v14, v2
umull.8h v5, v6, v11
umull2.8h v28, v24, v30
umull2.8h v16, v23, v16
umull2.8h v5, v18, v23
umull2.8h v18, v4, v1
uqadd.16b v0, v0, v15
uqadd.16b v0, v11, v17
uqadd.16b v3, v17, v22
uqadd.16b v13, v10, v1
uqadd.2d v31, v6, v14
uqadd.2d v11, v6, v8
uqadd.2d v28, v20, v19
uqadd.2d v15, v19, v7
uqadd.2s v3, v16, v30
uqadd.2s v12, v15, v26
uqadd.2s v12, v26, v22
uqadd.2s v16, v8, v23
uqadd.4h v13, v21, v19
uqadd.4h v28, v22, v19
uqadd.4h v15, v30, v20
uqadd.4h v2, v21, v11
uqadd.4s v24, v31, v17
uqadd.4s v9, v12, v26
uqadd.4s v17, v17, v15
uqadd.4s v18, v4, v7
uqadd.8b v11, v17, v21
uqadd.8b v4, v9, v11
uqadd.8b v4, v1, v13
uqadd.8b v29, v6, v0
uqadd.8h v18, v7, v18
uqadd.8h v5, v9, v21
uqadd.8h v14, v5, v15
uqadd.8h v16, v1, v10
uqrshl.16b v29, v19, v8
uqrshl.16b v2, v4, v28
uqrshl.16b v1, v3, v25
uqrshl.16b v31, v15, v28
uqrshl.2d v12, v5, v19
uqrshl.2d v6, v20, v7
uqrshl.2d v14, v9, v30
uqrshl.2d v25, v5, v7
uqrshl.2s v11, v27, v21
uqrshl.2s v21, v5, v18
uqrshl.2s v23, v7, v26
uqrshl.2s v29, v23, v3
uqrshl.4h v16, v14, v25
uqrshl.4h v29, v18, v22
uqrshl.4h v18, v29, v4
uqrshl.4h v29, v0, v27
uqrshl.4s v23, v23, v30
uqrshl.4s v29, v15, v9
uqrshl.4s v2, v22, v24
uqrshl.4s v15, v3, v5
uqrshl.8b v9, v25, v14
uqrshl.8b v30, v31, v29
uqrshl.8b v30, v27, v3
uqrshl.8b v25, v27, v5
uqrshl.8h v15, v5, v22
uqrshl.8h v22, v18, v10
uqrshl.8h v26, v15, v30
uqrshl.8h v23, v23, v16
uqrshrn.2s v23, v3, #19
uqrshrn.2s v9, v10, #24
uqrshrn.2s v5, v13, #1
uqrshrn.2s v4, v20, #9
uqrshrn2.4s v9, v10, #27
uqrshrn2.4s v28, v3, #13
uqrshrn2.4s v23, v5, #1
uqrshrn2.4s v31, v14, #10
uqrshrn.4h v29, v25, #13
uqrshrn.4h v6, v24, #16
uqrshrn.4h v5, v13, #10
uqrshrn.4h v9, v23, #4
uqrshrn2.8h v18, v13, #16
uqrshrn2.8h v3, v28, #1
uqrshrn2.8h v16, v28, #12
uqrshrn2.8h v2, v15, #1
uqrshrn.8b v16, v5, #8
uqrshrn.8b v12, v13, #6
uqrshrn.8b v22, v2, #6
uqrshrn.8b v13, v25, #6
uqrshrn2.16b v16, v31, #1
uqrshrn2.16b v12, v2, #1
uqrshrn2.16b v28, v13, #8
uqrshrn2.16b v7, v28, #1
uqshl.16b v14, v17, #2
uqshl.16b v5, v0, #7
uqshl.16b v1, v7, #1
uqshl.16b v5, v5, #7
uqshl.2d v13, v19, #37
uqshl.2d v21, v30, #33
uqshl.2d v15, v10, #23
uqshl.2d v5, v14, #34
uqshl.2s v18, v26, #23
uqshl.2s v13, v31, #0
uqshl.2s v4, v4, #20
uqshl.2s v4, v22, #20
uqshl.4h v11, v6, #15
uqshl.4h v5, v5, #13
uqshl.4h v9, v13, #11
uqshl.4h v31, v23, #14
uqshl.4s v28, v19, #22
uqshl.4s v2, v15, #8
uqshl.4s v22, v0, #7
uqshl.4s v1, v29, #19
uqshl.8b v9, v13, #4
uqshl.8b v5, v23, #5
uqshl.8b v1, v4, #0
uqshl.8b v2, v29, #5
uqshl.8h v15, v4, #7
uqshl.8h v25, v10, #6
uqshl.8h v17, v31, #0
uqshl.8h v0, v24, #8
uqshl.16b v6, v28, v18
uqshl.16b v31, v29, v27
uqshl.16b v15, v15, v0
uqshl.16b v19, v4, v22
uqshl.2d v12, v11, v18
uqshl.2d v10, v19, v20
uqshl.2d v17, v25, v4
uqshl.2d v6, v15, v2
uqshl.2s v31, v15, v30
uqshl.2s v27, v2, v0
uqshl.2s v18, v22, v29
uqshl.2s v8, v20, v23
uqshl.4h v9, v4, v9
uqshl.4h v25, v29, v27
uqshl.4h v28, v5, v10
uqshl.4h v1, v12, v4
uqshl.4s v29, v12, v25
uqshl.4s v26, v3, v26
uqshl.4s v28, v14, v5
uqshl.4s v7, v14, v13
uqshl.8b v22, v28, v29
uqshl.8b v29, v15, v8
uqshl.8b v27, v26, v28
uqshl.8b v15, v30, v22
uqshl.8h v28, v17, v14
uqshl.8h v5, v14, v15
uqshl.8h v31, v9, v12
uqshl.8h v19, v8, v21
uqshrn.2s v22, v28, #27
uqshrn.2s v8, v11, #22
uqshrn.2s v5, v19, #27
uqshrn.2s v20, v21, #15
uqshrn2.4s v25, v16, #17
uqshrn2.4s v21, v14, #9
uqshrn2.4s v4, v21, #11
uqshrn2.4s v5, v17, #12
uqshrn.4h v27, v30, #1
uqshrn.4h v12, v18, #16
uqshrn.4h v14, v17, #8
uqshrn.4h v15, v12, #13
uqshrn2.8h v26, v10, #9
uqshrn2.8h v21, v20, #15
uqshrn2.8h v0, v25, #12
uqshrn2.8h v13, v28, #10
uqshrn.8b v6, v12, #4
uqshrn.8b v6, v4, #6
uqshrn.8b v14, v10, #1
uqshrn.8b v14, v4, #1
uqshrn2.16b v1, v25, #7
uqshrn2.16b v2, v4, #8
uqshrn2.16b v17, v0, #1
uqshrn2.16b v3, v3, #7
uqsub.16b v27, v23, v2
uqsub.16b v29, v18, v28
uqsub.16b v31, v11, v15
uqsub.16b v10, v9, v22
uqsub.2d v7, v27, v19
uqsub.2d v27, v12, v11
uqsub.2d v11, v9, v27
uqsub.2d v30, v0, v30
uqsub.2s v25, v5, v8
uqsub.2s v25, v18, v21
uqsub.2s v30, v9, v15
uqsub.2s v30, v13, v23
uqsub.4h v17, v29, v28
uqsub.4h v29, v1, v8
uqsub.4h v24, v26, v13
uqsub.4h v2, v11, v1
uqsub.4s v18, v30, v3
uqsub.4s v14, v2, v29
uqsub.4s v31, v10, v0
uqsub.4s v28, v7, v25
uqsub.8b v2, v22, v20
uqsub.8b v20, v27, v8
uqsub.8b v31, v4, v7
uqsub.8b v23, v24, v29
uqsub.8h v29, v12, v19
uqsub.8h v29, v11, v16
uqsub.8h v3, v19, v26
uqsub.8h v22, v4, v15
uqxtn.2s v15, v18
uqxtn.2s v1, v21
uqxtn.2s v2, v13
uqxtn.2s v9, v10
uqxtn2.4s v21, v11
uqxtn2.4s v6, v2
uqxtn2.4s v5, v27
uqxtn2.4s v19, v12
uqxtn.4h v28, v17
uqxtn.4h v20, v20
uqxtn.4h v13, v12
uqxtn.4h v15, v21
uqxtn2.8h v8, v29
uqxtn2.8h v23, v11
uqxtn2.8h v18, v16
uqxtn2.8h v26, v17
uqxtn.8b v11, v0
uqxtn.8b v21, v24
uqxtn.8b v8, v25
uqxtn.8b v28, v4
uqxtn2.16b v1, v6
uqxtn2.16b v0, v5
uqxtn2.16b v28, v6
uqxtn2.16b v22, v30
urecpe.2s v11, v30
urecpe.2s v25, v26
urecpe.2s v28, v2
urecpe.2s v26, v14
urecpe.4s v13, v15
urecpe.4s v23, v29
urecpe.4s v4, v4
urecpe.4s v3, v1
urhadd.16b v23, v5, v3
urhadd.16b v15, v31, v27
urhadd.16b v28, v23, v7
urhadd.16b v16, v27, v4
urhadd.2s v11, v31, v29
urhadd.2s v3, v9, v13
urhadd.2s v22, v14, v24
urhadd.2s v6, v30, v12
urhadd.4h v28, v8, v6
urhadd.4h v6, v8, v31
urhadd.4h v14, v26, v8
urhadd.4h v24, v10, v22
urhadd.4s v29, v25, v23
urhadd.4s v19, v20, v29
urhadd.4s v1, v7, v27
urhadd.4s v1, v2, v17
urhadd.8b v22, v5, v3
urhadd.8b v13, v3, v9
urhadd.8b v26, v9, v0
urhadd.8b v11, v2, v28
urhadd.8h v19, v7, v31
urhadd.8h v1, v29, v24
urhadd.8h v22, v15, v19
urhadd.8h v3, v10, v16
urshl.16b v12, v27, v18
urshl.16b v18, v27, v23
urshl.16b v0, v19, v3
urshl.16b v29, v21, v17
urshl.2d v4, v23, v17
urshl.2d v11, v23, v29
urshl.2d v10, v18, v30
urshl.2d v27, v30, v17
urshl.2s v18, v13, v26
urshl.2s v15, v31, v2
urshl.2s v0, v7, v4
urshl.2s v7, v18, v22
urshl.4h v26, v21, v22
urshl.4h v9, v6, v30
urshl.4h v8, v6, v20
urshl.4h v8, v16, v26
urshl.4s v18, v9, v15
urshl.4s v11, v23, v1
urshl.4s v31, v21, v15
urshl.4s v9, v15, v6
urshl.8b v6, v0, v4
urshl.8b v6, v0, v8
urshl.8b v25, v9, v4
urshl.8b v21, v16, v2
urshl.8h v6, v2, v20
urshl.8h v15, v2, v13
urshl.8h v30, v11, v8
urshl.8h v4, v24, v28
urshr.16b v21, v15, #2
urshr.16b v27, v23, #7
urshr.16b v20, v3, #5
urshr.16b v16, v22, #4
urshr.2d v8, v0, #2
urshr.2d v0, v10, #64
urshr.2d v11, v14, #1
urshr.2d v29, v2, #61
urshr.2s v25, v31, #3
urshr.2s v11, v16, #29
urshr.2s v30, v25, #29
urshr.2s v19, v26, #25
urshr.4h v1, v23, #2
urshr.4h v27, v16, #16
urshr.4h v21, v9, #2
urshr.4h v5, v26, #11
urshr.4s v22, v15, #13
urshr.4s v17, v21, #5
urshr.4s v22, v8, #4
urshr.4s v31, v15, #29
urshr.8b v9, v31, #1
urshr.8b v13, v2, #5
urshr.8b v14, v23, #2
urshr.8b v1, v3, #2
urshr.8h v14, v20, #1
urshr.8h v24, v13, #1
urshr.8h v9, v0, #5
urshr.8h v10, v19, #14
ursqrte.2s v3, v9
ursqrte.2s v6, v28
ursqrte.2s v24, v0
ursqrte.2s v16, v18
ursqrte.4s v13, v26
ursqrte.4s v11, v2
ursqrte.4s v11, v19
ursqrte.4s v11, v0
ursra.16b v26, v23, #5
ursra.16b v0, v9, #7
ursra.16b v8, v18, #1
ursra.16b v30, v6, #5
ursra.2d v10, v10, #17
ursra.2d v8, v8, #39
ursra.2d v5, v26, #6
ursra.2d v23, v3, #1
ursra.2s v25, v2, #27
ursra.2s v27, v10, #1
ursra.2s v16, v23, #13
ursra.2s v31, v5, #1
ursra.4h v7, v26, #1
ursra.4h v21, v7, #6
ursra.4h v2, v13, #7
ursra.4h v24, v30, #1
ursra.4s v31, v13, #15
ursra.4s v6, v10, #26
ursra.4s v9, v25, #24
ursra.4s v2, v11, #1
ursra.8b v19, v30, #1
ursra.8b v25, v15, #1
ursra.8b v28, v23, #4
ursra.8b v21, v19, #5
ursra.8h v6, v15, #1
ursra.8h v28, v25, #7
ursra.8h v31, v21, #13
ursra.8h v7, v10, #16
ushll.2d v7, v29, #31
ushll.2d v0, v11, #21
ushll.2d v15, v10, #0
ushll.2d v5, v24, #17
ushll2.2d v5, v30, #16
ushll2.2d v17, v14, #22
ushll2.2d v13, v28, #25
ushll2.2d v16, v6, #11
ushll.4s v21, v16, #4
ushll.4s v20, v27, #13
ushll.4s v24, v13, #8
ushll.4s v31, v27, #0
ushll2.4s v15, v0, #1
ushll2.4s v3, v26, #0
ushll2.4s v0, v21, #2
ushll2.4s v9, v20, #1
ushll.8h v18, v18, #5
ushll.8h v22, v2, #7
ushll.8h v12, v15, #7
ushll.8h v8, v13, #4
ushll2.8h v21, v26, #3
ushll2.8h v16, v19, #1
ushll2.8h v14, v11, #4
ushll2.8h v28, v19, #7
ushl.16b v7, v13, v20
ushl.16b v4, v7, v20
ushl.16b v28, v16, v25
ushl.16b v10, v7, v10
ushl.2d v29, v24, v15
ushl.2d v3, v0, v18
ushl.2d v30, v18, v19
ushl.2d v6, v28, v30
ushl.2s v30, v20, v29
ushl.2s v1, v22, v2
ushl.2s v24, v3, v3
ushl.2s v6, v13, v3
ushl.4h v12, v0, v8
ushl.4h v28, v13, v23
ushl.4h v15, v8, v9
ushl.4h v27, v24, v9
ushl.4s v29, v10, v13
ushl.4s v5, v15, v16
ushl.4s v0, v25, v22
ushl.4s v2, v31, v5
ushl.8b v22, v31, v26
ushl.8b v29, v8, v28
ushl.8b v11, v28, v23
ushl.8b v1, v9, v6
ushl.8h v15, v10, v21
ushl.8h v2, v8, v28
ushl.8h v2, v8, v1
ushl.8h v31, v12, v1
ushr.16b v12, v6, #6
ushr.16b v24, v19, #1
ushr.16b v31, v4, #3
ushr.16b v25, v19, #1
ushr.2d v15, v31, #16
ushr.2d v12, v9, #45
ushr.2d v19, v18, #42
ushr.2d v4, v2, #44
ushr.2s v0, v25, #29
ushr.2s v1, v30, #32
ushr.2s v15, v19, #1
ushr.2s v20, v21, #14
ushr.4h v31, v11, #1
ushr.4h v11, v20, #7
ushr.4h v17, v25, #10
ushr.4h v23, v6, #10
ushr.4s v15, v19, #1
ushr.4s v8, v22, #1
ushr.4s v20, v3, #3
ushr.4s v5, v20, #25
ushr.8b v4, v2, #4
ushr.8b v1, v29, #8
ushr.8b v16, v14, #8
ushr.8b v24, v14, #2
ushr.8h v3, v16, #5
ushr.8h v3, v17, #1
ushr.8h v17, v10, #12
ushr.8h v0, v10, #4
usqadd.16b v4, v3
usqadd.16b v20, v21
usqadd.16b v5, v24
usqadd.16b v7, v18
usqadd.2d v3, v6
usqadd.2d v23, v0
usqadd.2d v12, v3
usqadd.2d v27, v22
usqadd.2s v26, v11
usqadd.2s v20, v4
usqadd.2s v4, v31
usqadd.2s v22, v18
usqadd.4h v15, v29
usqadd.4h v13, v15
usqadd.4h v26, v10
usqadd.4h v15, v10
usqadd.4s v3, v4
usqadd.4s v0, v23
usqadd.4s v26, v1
usqadd.4s v17, v6
usqadd.8b v15, v1
usqadd.8b v9, v3
usqadd.8b v1, v6
usqadd.8b v15, v3
usqadd.8h v0, v16
usqadd.8h v18, v19
usqadd.8h v22, v14
usqadd.8h v0, v28
usra.16b v29, v17, #3
usra.16b v3, v10, #8
usra.16b v18, v24, #2
usra.16b v29, v11, #1
usra.2d v7, v0, #63
usra.2d v6, v31, #12
usra.2d v24, v18, #20
usra.2d v1, v17, #8
usra.2s v19, v17, #2
usra.2s v5, v6, #1
usra.2s v5, v18, #12
usra.2s v6, v19, #27
usra.4h v5, v4, #9
usra.4h v27, v17, #3
usra.4h v30, v14, #9
usra.4h v6, v8, #1
usra.4s v16, v7, #17
usra.4s v18, v27, #12
usra.4s v31, v17, #14
usra.4s v16, v13, #27
usra.8b v18, v25, #1
usra.8b v12, v22, #1
usra.8b v11, v14, #1
usra.8b v8, v0, #4
usra.8h v26, v2, #5
usra.8h v28, v16, #6
usra.8h v10, v17, #4
usra.8h v19, v18, #1
usubl.2d v28, v4, v31
usubl.2d v5, v16, v1
usubl.2d v12, v28, v22
usubl.2d v16, v13, v5
usubl2.2d v18, v25, v20
usubl2.2d v9, v27, v25
usubl2.2d v25, v1, v28
usubl2.2d v26, v0, v30
usubl.4s v5, v6, v22
usubl.4s v13, v5, v4
usubl.4s v0, v26, v31
usubl.4s v10, v2, v1
usubl2.4s v20, v15, v26
usubl2.4s v3, v24, v12
usubl2.4s v26, v31, v24
usubl2.4s v13, v24, v0
usubl.8h v16, v9, v17
usubl.8h v10, v11, v28
usubl.8h v11, v16, v16
usubl.8h v23, v9, v1
usubl2.8h v28, v10, v9
usubl2.8h v17, v20, v31
usubl2.8h v0, v18, v31
usubl2.8h v20, v4, v3
usubw.2d v7, v21, v22
usubw.2d v11, v25, v10
usubw.2d v31, v24, v19
usubw.2d v9, v24, v5
usubw2.2d v1, v9, v22
usubw2.2d v26, v5, v21
usubw2.2d v15, v24, v16
usubw2.2d v22, v16, v10
usubw.4s v0, v11, v12
usubw.4s v23, v19, v27
usubw.4s v27, v16, v12
usubw.4s v20, v6, v8
usubw2.4s v11, v29, v8
usubw2.4s v4, v21, v8
usubw2.4s v6, v7, v8
usubw2.4s v12, v12, v6
usubw.8h v23, v23, v9
usubw.8h v3, v0, v9
usubw.8h v19, v31, v3
usubw.8h v9, v5, v31
usubw2.8h v27, v24, v26
usubw2.8h v31, v7, v25
usubw2.8h v13, v31, v29
usubw2.8h v30, v30, v30
uzp1.16b v5, v28, v13
uzp1.16b v28, v11, v23
uzp1.16b v7, v14, v24
uzp1.16b v29, v10, v17
uzp1.2d v11, v27, v28
uzp1.2d v26, v25, v27
uzp1.2d v20, v19, v29
uzp1.2d v13, v4, v22
uzp1.2s v0, v3, v8
uzp1.2s v18, v11, v30
uzp1.2s v31, v4, v14
uzp1.2s v2, v27, v24
uzp1.4h v23, v25, v0
uzp1.4h v12, v4, v20
uzp1.4h v15, v0, v25
uzp1.4h v6, v31, v19
uzp1.4s v13, v21, v18
uzp1.4s v11, v4, v5
uzp1.4s v29, v11, v2
uzp1.4s v29, v24, v28
uzp1.8b v13, v2, v23
uzp1.8b v28, v23, v22
uzp1.8b v9, v17, v14
uzp1.8b v16, v21, v12
uzp1.8h v28, v20, v25
uzp1.8h v10, v30, v28
uzp1.8h v26, v0, v23
uzp1.8h v4, v31, v6
uzp2.16b v15, v3, v14
uzp2.16b v0, v6, v12
uzp2.16b v31, v21, v14
uzp2.16b v7, v26, v20
uzp2.2d v26, v21, v31
uzp2.2d v30, v19, v20
uzp2.2d v2, v8, v10
uzp2.2d v4, v7, v8
uzp2.2s v17, v6, v31
uzp2.2s v1, v6, v10
uzp2.2s v29, v14, v13
uzp2.2s v11, v2, v22
uzp2.4h v4, v14, v29
uzp2.4h v9, v2, v26
uzp2.4h v31, v4, v0
uzp2.4h v11, v22, v26
uzp2.4s v12, v11, v3
uzp2.4s v30, v26, v25
uzp2.4s v30, v1, v4
uzp2.4s v19, v4, v1
uzp2.8b v17, v1, v17
uzp2.8b v24, v6, v14
uzp2.8b v11, v27, v3
uzp2.8b v1, v13, v19
uzp2.8h v8, v2, v26
uzp2.8h v27, v19, v23
uzp2.8h v28, v26, v27
uzp2.8h v24, v8, v30
xtn.2s v26, v15
xtn.2s v20, v9
xtn.2s v21, v20
xtn.2s v20, v4
xtn2.4s v25, v10
xtn2.4s v12, v11
xtn2.4s v9, v18
xtn2.4s v24, v18
xtn.4h v9, v1
xtn.4h v5, v15
xtn.4h v13, v15
xtn.4h v30, v27
xtn2.8h v4, v21
xtn2.8h v19, v10
xtn2.8h v27, v11
xtn2.8h v25, v4
xtn.8b v3, v18
xtn.8b v4, v29
xtn.8b v1, v7
xtn.8b v25, v19
xtn2.16b v17, v8
xtn2.16b v0, v19
xtn2.16b v6, v21
xtn2.16b v22, v17
zip1.16b v10, v22, v15
zip1.16b v12, v9, v28
zip1.16b v1, v17, v22
zip1.16b v3, v8, v12
zip1.2d v12, v20, v20
zip1.2d v2, v19, v6
zip1.2d v29, v15, v5
zip1.2d v5, v7, v10
zip1.2s v10, v4, v31
zip1.2s v12, v0, v8
zip1.2s v21, v11, v26
zip1.2s v25, v3, v11
zip1.4h v15, v30, v22
zip1.4h v14, v31, v17
zip1.4h v11, v28, v22
zip1.4h v5, v22, v20
zip1.4s v0, v23, v30
zip1.4s v7, v13, v16
zip1.4s v24, v8, v7
zip1.4s v4, v9, v13
zip1.8b v31, v23, v10
zip1.8b v22, v24, v3
zip1.8b v25, v29, v24
zip1.8b v10, v27, v22
zip1.8h v3, v28, v13
zip1.8h v16, v0, v3
zip1.8h v17, v22, v30
zip1.8h v7, v19, v8
zip2.16b v8, v30, v17
zip2.16b v13, v3, v18
zip2.16b v24, v31, v24
zip2.16b v0, v14, v25
zip2.2d v14, v9, v31
zip2.2d v13, v24, v24
zip2.2d v19, v30, v16
zip2.2d v11, v18, v16
zip2.2s v2, v29, v16
zip2.2s v25, v24, v19
zip2.2s v6, v8, v28
zip2.2s v22, v27, v9
zip2.4h v28, v22, v6
zip2.4h v27, v25, v24
zip2.4h v17, v24, v18
zip2.4h v27, v8, v11
zip2.4s v24, v31, v18
zip2.4s v13, v30, v31
zip2.4s v3, v17, v22
zip2.4s v15, v14, v13
zip2.8b v23, v17, v20
zip2.8b v11, v10, v7
zip2.8b v15, v20, v17
zip2.8b v12, v20, v3
zip2.8h v26, v12, v5
zip2.8h v25, v28, v3
zip2.8h v31, v6, v3
zip2.8h v19, v25, v22
