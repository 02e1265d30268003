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
bic.2s v27, #241
bic.2s v23, #241
bic.2s v5, #236, lsl #8
bic.2s v18, #46, lsl #24
bic.4h v6, #47, lsl #8
bic.4h v11, #111
bic.4h v18, #135
bic.4h v28, #0, lsl #8
bic.4s v27, #189, lsl #8
bic.4s v13, #0, lsl #24
bic.4s v0, #125
bic.4s v12, #0
bic.8h v26, #13
bic.8h v16, #70, lsl #8
bic.8h v3, #0, lsl #8
bic.8h v0, #255
bic.16b v6, v5, v23
bic.16b v27, v22, v24
bic.16b v8, v3, v2
bic.16b v22, v22, v10
bic.8b v27, v31, v16
bic.8b v17, v4, v21
bic.8b v7, v4, v6
bic.8b v24, v7, v20
bif.16b v5, v20, v19
bif.16b v21, v12, v15
bif.16b v15, v1, v11
bif.16b v26, v13, v17
bif.8b v23, v11, v2
bif.8b v5, v21, v23
bif.8b v23, v24, v5
bif.8b v24, v11, v20
bit.16b v31, v13, v26
bit.16b v26, v29, v21
bit.16b v22, v29, v24
bit.16b v13, v29, v16
bit.8b v31, v27, v2
bit.8b v14, v6, v15
bit.8b v23, v2, v19
bit.8b v15, v5, v21
bsl.16b v15, v24, v7
bsl.16b v25, v6, v21
bsl.16b v9, v13, v9
bsl.16b v25, v12, v22
bsl.8b v15, v25, v3
bsl.8b v27, v28, v12
bsl.8b v10, v20, v20
bsl.8b v11, v11, v2
cls.16b v8, v4
cls.16b v21, v2
cls.16b v17, v17
cls.16b v8, v18
cls.2s v31, v27
cls.2s v19, v19
cls.2s v27, v0
cls.2s v22, v18
cls.4h v25, v19
cls.4h v4, v24
cls.4h v0, v7
cls.4h v26, v0
cls.4s v3, v4
cls.4s v23, v8
cls.4s v9, v2
cls.4s v17, v21
cls.8b v4, v28
cls.8b v21, v11
cls.8b v7, v7
cls.8b v22, v3
cls.8h v3, v6
cls.8h v31, v10
cls.8h v0, v28
cls.8h v17, v21
clz.16b v28, v24
clz.16b v26, v16
clz.16b v15, v16
clz.16b v8, v7
clz.2s v31, v1
clz.2s v8, v29
clz.2s v15, v14
clz.2s v30, v20
clz.4h v2, v22
clz.4h v13, v15
clz.4h v10, v11
clz.4h v6, v31
clz.4s v27, v10
clz.4s v29, v21
clz.4s v23, v20
clz.4s v18, v15
clz.8b v5, v21
clz.8b v21, v5
clz.8b v24, v28
clz.8b v12, v9
clz.8h v31, v28
clz.8h v26, v23
clz.8h v17, v17
clz.8h v28, v6
cmeq.16b v18, v19, v27
cmeq.16b v14, v30, v11
cmeq.16b v17, v30, v15
cmeq.16b v28, v18, v19
cmeq.2d v23, v20, v2
cmeq.2d v13, v29, v29
cmeq.2d v4, v28, v19
cmeq.2d v20, v15, v1
cmeq.2s v6, v2, v2
cmeq.2s v6, v18, v18
cmeq.2s v4, v6, v5
cmeq.2s v28, v13, v10
cmeq.4h v11, v9, v15
cmeq.4h v18, v7, v19
cmeq.4h v17, v7, v8
cmeq.4h v7, v24, v0
cmeq.4s v12, v2, v21
cmeq.4s v27, v0, v17
cmeq.4s v12, v24, v21
cmeq.4s v27, v6, v6
cmeq.8b v31, v31, v14
cmeq.8b v16, v18, v25
cmeq.8b v10, v11, v2
cmeq.8b v3, v20, v30
cmeq.8h v18, v17, v3
cmeq.8h v14, v8, v4
cmeq.8h v8, v14, v10
cmeq.8h v29, v22, v17
cmeq.16b v16, v17, #0
cmeq.16b v7, v15, #0
cmeq.16b v2, v1, #0
cmeq.16b v31, v7, #0
cmeq.2d v23, v25, #0
cmeq.2d v27, v5, #0
cmeq.2d v8, v28, #0
cmeq.2d v5, v20, #0
cmeq.2s v10, v4, #0
cmeq.2s v12, v4, #0
cmeq.2s v25, v9, #0
cmeq.2s v28, v10, #0
cmeq.4h v13, v17, #0
cmeq.4h v17, v21, #0
cmeq.4h v25, v8, #0
cmeq.4h v26, v10, #0
cmeq.4s v22, v10, #0
cmeq.4s v4, v0, #0
cmeq.4s v6, v17, #0
cmeq.4s v12, v2, #0
cmeq.8b v26, v28, #0
cmeq.8b v0, v20, #0
cmeq.8b v16, v7, #0
cmeq.8b v8, v17, #0
cmeq.8h v25, v23, #0
cmeq.8h v8, v9, #0
cmeq.8h v1, v16, #0
cmeq.8h v30, v30, #0
cmge.16b v23, v26, v1
cmge.16b v5, v1, v21
cmge.16b v27, v1, v17
cmge.16b v17, v6, v28
cmge.2d v11, v20, v29
cmge.2d v19, v25, v7
cmge.2d v24, v1, v20
cmge.2d v27, v24, v28
cmge.2s v10, v4, v31
cmge.2s v18, v0, v23
cmge.2s v12, v9, v2
cmge.2s v24, v17, v7
cmge.4h v21, v12, v5
cmge.4h v9, v19, v28
cmge.4h v13, v1, v8
cmge.4h v15, v5, v19
cmge.4s v2, v28, v21
cmge.4s v16, v27, v1
cmge.4s v5, v0, v12
cmge.4s v5, v25, v17
cmge.8b v25, v15, v22
cmge.8b v22, v30, v4
cmge.8b v13, v5, v4
cmge.8b v28, v13, v26
cmge.8h v20, v30, v23
cmge.8h v14, v15, v3
cmge.8h v2, v20, v30
cmge.8h v5, v11, v14
cmge.16b v14, v11, #0
cmge.16b v16, v13, #0
cmge.16b v21, v7, #0
cmge.16b v12, v0, #0
cmge.2d v29, v4, #0
cmge.2d v27, v0, #0
cmge.2d v4, v8, #0
cmge.2d v19, v1, #0
cmge.2s v27, v2, #0
cmge.2s v26, v19, #0
cmge.2s v3, v27, #0
cmge.2s v7, v20, #0
cmge.4h v1, v29, #0
cmge.4h v8, v2, #0
cmge.4h v30, v31, #0
cmge.4h v1, v3, #0
cmge.4s v8, v8, #0
cmge.4s v18, v27, #0
cmge.4s v30, v12, #0
cmge.4s v1, v15, #0
cmge.8b v6, v1, #0
cmge.8b v23, v29, #0
cmge.8b v20, v26, #0
cmge.8b v18, v8, #0
cmge.8h v30, v17, #0
cmge.8h v11, v12, #0
cmge.8h v16, v7, #0
cmge.8h v22, v1, #0
cmgt.16b v7, v27, v23
cmgt.16b v15, v31, v11
cmgt.16b v22, v15, v4
cmgt.16b v2, v16, v15
cmgt.2d v3, v16, v2
cmgt.2d v25, v10, v2
cmgt.2d v16, v30, v16
cmgt.2d v22, v12, v7
cmgt.2s v18, v1, v24
cmgt.2s v13, v30, v24
cmgt.2s v15, v28, v3
cmgt.2s v25, v18, v31
cmgt.4h v12, v23, v20
cmgt.4h v14, v18, v23
cmgt.4h v8, v21, v20
cmgt.4h v1, v5, v28
cmgt.4s v7, v7, v21
cmgt.4s v6, v31, v25
cmgt.4s v1, v23, v3
cmgt.4s v2, v23, v7
cmgt.8b v1, v3, v11
cmgt.8b v3, v15, v17
cmgt.8b v10, v14, v1
cmgt.8b v14, v16, v30
cmgt.8h v23, v28, v22
cmgt.8h v25, v1, v8
cmgt.8h v8, v17, v15
cmgt.8h v22, v22, v15
cmgt.16b v25, v14, #0
cmgt.16b v2, v13, #0
cmgt.16b v31, v21, #0
cmgt.16b v0, v26, #0
cmgt.2d v27, v27, #0
cmgt.2d v9, v29, #0
cmgt.2d v31, v20, #0
cmgt.2d v24, v26, #0
cmgt.2s v10, v7, #0
cmgt.2s v0, v4, #0
cmgt.2s v28, v11, #0
cmgt.2s v20, v5, #0
cmgt.4h v28, v10, #0
cmgt.4h v4, v24, #0
cmgt.4h v31, v1, #0
cmgt.4h v30, v12, #0
cmgt.4s v15, v27, #0
cmgt.4s v23, v21, #0
cmgt.4s v4, v1, #0
cmgt.4s v30, v17, #0
cmgt.8b v26, v25, #0
cmgt.8b v23, v12, #0
cmgt.8b v8, v24, #0
cmgt.8b v3, v21, #0
cmgt.8h v6, v29, #0
cmgt.8h v26, v27, #0
cmgt.8h v7, v4, #0
cmgt.8h v13, v5, #0
cmhi.16b v24, v8, v16
cmhi.16b v6, v8, v9
cmhi.16b v29, v15, v15
cmhi.16b v13, v4, v0
cmhi.2d v2, v18, v18
cmhi.2d v4, v19, v6
cmhi.2d v7, v8, v7
cmhi.2d v0, v27, v21
cmhi.2s v11, v30, v12
cmhi.2s v11, v13, v27
cmhi.2s v29, v14, v2
cmhi.2s v14, v9, v30
cmhi.4h v5, v26, v26
cmhi.4h v11, v15, v30
cmhi.4h v10, v16, v30
cmhi.4h v9, v13, v26
cmhi.4s v10, v16, v9
cmhi.4s v19, v12, v19
cmhi.4s v26, v6, v23
cmhi.4s v7, v10, v6
cmhi.8b v18, v28, v14
cmhi.8b v30, v26, v5
cmhi.8b v22, v15, v25
cmhi.8b v23, v5, v4
cmhi.8h v24, v1, v4
cmhi.8h v8, v23, v12
cmhi.8h v29, v19, v8
cmhi.8h v1, v1, v4
cmhs.16b v15, v3, v27
cmhs.16b v2, v13, v1
cmhs.16b v3, v18, v23
cmhs.16b v27, v31, v26
cmhs.2d v15, v6, v0
cmhs.2d v20, v20, v20
cmhs.2d v31, v5, v27
cmhs.2d v31, v4, v27
cmhs.2s v22, v18, v12
cmhs.2s v25, v13, v20
cmhs.2s v16, v23, v20
cmhs.2s v9, v17, v11
cmhs.4h v17, v16, v11
cmhs.4h v0, v26, v22
cmhs.4h v24, v30, v0
cmhs.4h v0, v10, v0
cmhs.4s v25, v14, v30
cmhs.4s v30, v15, v17
cmhs.4s v14, v5, v15
cmhs.4s v22, v9, v20
cmhs.8b v4, v24, v30
cmhs.8b v16, v18, v26
cmhs.8b v9, v31, v25
cmhs.8b v11, v14, v30
cmhs.8h v16, v28, v30
cmhs.8h v23, v19, v20
cmhs.8h v8, v18, v21
cmhs.8h v25, v1, v29
cmle.16b v20, v0, #0
cmle.16b v14, v25, #0
cmle.16b v7, v14, #0
cmle.16b v0, v24, #0
cmle.2d v2, v25, #0
cmle.2d v1, v1, #0
cmle.2d v7, v4, #0
cmle.2d v20, v11, #0
cmle.2s v26, v0, #0
cmle.2s v20, v4, #0
cmle.2s v27, v15, #0
cmle.2s v29, v5, #0
cmle.4h v22, v23, #0
cmle.4h v14, v26, #0
cmle.4h v1, v7, #0
cmle.4h v29, v9, #0
cmle.4s v8, v8, #0
cmle.4s v22, v14, #0
cmle.4s v8, v14, #0
cmle.4s v18, v0, #0
cmle.8b v22, v17, #0
cmle.8b v28, v9, #0
cmle.8b v9, v27, #0
cmle.8b v16, v28, #0
cmle.8h v19, v12, #0
cmle.8h v17, v10, #0
cmle.8h v26, v11, #0
cmle.8h v25, v26, #0
cmlt.16b v1, v8, #0
cmlt.16b v2, v14, #0
cmlt.16b v25, v3, #0
cmlt.16b v9, v1, #0
cmlt.2d v23, v14, #0
cmlt.2d v3, v22, #0
cmlt.2d v12, v28, #0
cmlt.2d v16, v16, #0
cmlt.2s v23, v21, #0
cmlt.2s v30, v29, #0
cmlt.2s v1, v18, #0
cmlt.2s v6, v18, #0
cmlt.4h v7, v30, #0
cmlt.4h v24, v20, #0
cmlt.4h v10, v3, #0
cmlt.4h v26, v8, #0
cmlt.4s v0, v24, #0
cmlt.4s v15, v13, #0
cmlt.4s v29, v14, #0
cmlt.4s v13, v7, #0
cmlt.8b v24, v6, #0
cmlt.8b v5, v14, #0
cmlt.8b v13, v24, #0
cmlt.8b v25, v22, #0
cmlt.8h v12, v29, #0
cmlt.8h v22, v11, #0
cmlt.8h v13, v15, #0
cmtst.16b v31, v0, v19
cmtst.16b v30, v15, v26
cmtst.16b v28, v20, v10
cmtst.16b v29, v21, v16
cmtst.2d v1, v3, v11
cmtst.2d v11, v4, v8
cmtst.2d v21, v4, v8
cmtst.2d v8, v10, v27
cmtst.2s v16, v30, v3
cmtst.2s v5, v8, v19
cmtst.2s v0, v23, v13
cmtst.2s v4, v1, v30
cmtst.4h v8, v20, v8
cmtst.4h v6, v12, v14
cmtst.4h v23, v31, v2
cmtst.4h v10, v13, v11
cmtst.4s v3, v1, v23
cmtst.4s v3, v11, v30
cmtst.4s v18, v2, v2
cmtst.4s v27, v11, v2
cmtst.8b v20, v31, v24
cmtst.8b v20, v31, v4
cmtst.8b v30, v22, v14
cmtst.8b v8, v21, v23
cmtst.8h v20, v27, v18
cmtst.8h v18, v21, v25
cmtst.8h v21, v2, v13
cmtst.8h v24, v26, v29
cnt.16b v27, v1
cnt.16b v7, v19
cnt.16b v21, v20
cnt.16b v4, v14
cnt.8b v28, v18
cnt.8b v0, v31
cnt.8b v14, v7
cnt.8b v11, v4
mov b5, v0[5]
mov b2, v21[7]
mov b20, v3[6]
mov b30, v26[0]
mov d16, v1[0]
mov d7, v17[1]
mov d5, v14[1]
mov d15, v27[0]
mov h9, v24[0]
mov h17, v29[1]
mov h17, v23[1]
mov h2, v9[0]
mov s28, v31[1]
mov s28, v18[2]
mov s5, v24[2]
mov s13, v9[3]
dup.16b v8, w3
dup.16b v19, w27
dup.16b v7, w18
dup.16b v31, w5
dup.16b v26, v17[8]
dup.16b v2, v4[6]
dup.16b v19, v8[3]
dup.16b v17, v6[8]
dup.2d v6, x30
dup.2d v29, x1
dup.2d v6, x2
dup.2d v25, x20
dup.2d v9, v21[1]
dup.2d v10, v3[0]
dup.2d v21, v3[1]
dup.2d v6, v23[1]
dup.2s v1, w5
dup.2s v14, w16
dup.2s v21, w16
dup.2s v10, w22
dup.2s v16, v0[2]
dup.2s v12, v16[3]
dup.2s v31, v23[0]
dup.2s v17, v20[2]
dup.4h v26, w21
dup.4h v6, w20
dup.4h v2, w23
dup.4h v7, w0
dup.4h v6, v8[5]
dup.4h v27, v27[2]
dup.4h v13, v11[7]
dup.4h v19, v0[0]
dup.4s v31, w22
dup.4s v9, w29
dup.4s v23, w20
dup.4s v11, w15
dup.4s v12, v26[0]
dup.4s v28, v14[3]
dup.4s v0, v20[1]
dup.4s v1, v22[3]
dup.8b v26, w9
dup.8b v15, w23
dup.8b v28, w11
dup.8b v5, w13
dup.8b v4, v1[0]
dup.8b v6, v5[6]
dup.8b v28, v15[11]
dup.8b v10, v8[11]
dup.8h v23, w18
dup.8h v31, w28
dup.8h v28, w7
dup.8h v4, w25
dup.8h v12, v26[5]
dup.8h v6, v2[7]
dup.8h v11, v19[4]
dup.8h v11, v16[5]
eor.16b v21, v12, v27
eor.16b v5, v3, v20
eor.16b v6, v29, v12
eor.16b v1, v0, v19
eor.8b v25, v23, v2
eor.8b v25, v27, v17
eor.8b v24, v7, v7
eor.8b v29, v29, v5
ext.16b v10, v23, v27, #10
ext.16b v9, v2, v23, #2
ext.16b v19, v30, v4, #6
ext.16b v3, v11, v1, #14
ext.8b v23, v1, v9, #2
ext.8b v11, v3, v27, #0
ext.8b v26, v30, v10, #7
ext.8b v4, v30, v0, #5
fabd.2d v31, v18, v10
fabd.2d v12, v27, v12
fabd.2d v28, v16, v3
fabd.2d v23, v23, v14
fabd.2s v22, v15, v13
fabd.2s v12, v24, v21
fabd.2s v24, v7, v25
fabd.2s v31, v9, v8
fabd.4s v3, v19, v15
fabd.4s v6, v26, v18
fabd.4s v14, v23, v5
fabd.4s v9, v1, v21
fabs.2d v18, v13
fabs.2d v13, v2
fabs.2d v21, v26
fabs.2d v23, v7
fabs.2s v18, v3
fabs.2s v29, v15
fabs.2s v27, v0
fabs.2s v30, v26
fabs.4s v14, v4
fabs.4s v23, v7
fabs.4s v29, v15
fabs.4s v24, v18
facge.2d v27, v7, v9
facge.2d v29, v1, v1
facge.2d v3, v15, v21
facge.2d v12, v31, v13
facge.2s v25, v29, v7
facge.2s v28, v8, v0
facge.2s v9, v26, v4
facge.2s v14, v10, v4
facge.4s v3, v21, v29
facge.4s v11, v22, v6
facge.4s v27, v6, v18
facge.4s v22, v15, v23
facgt.2d v12, v0, v14
facgt.2d v4, v12, v1
facgt.2d v4, v19, v10
facgt.2d v21, v25, v30
facgt.2s v6, v22, v21
facgt.2s v2, v4, v3
facgt.2s v26, v2, v18
facgt.2s v11, v28, v2
facgt.4s v26, v20, v16
facgt.4s v17, v30, v8
facgt.4s v21, v13, v1
facgt.4s v11, v15, v16
faddp.2d d6, v1
faddp.2d d26, v6
faddp.2d d6, v26
faddp.2d d25, v5
faddp.2s s1, v5
faddp.2s s7, v14
faddp.2s s28, v27
faddp.2s s10, v20
faddp.2d v9, v8, v7
faddp.2d v5, v19, v3
faddp.2d v17, v0, v13
faddp.2d v3, v0, v9
faddp.2s v28, v2, v20
faddp.2s v31, v28, v12
faddp.2s v29, v5, v26
faddp.2s v1, v25, v3
faddp.4s v27, v24, v30
faddp.4s v30, v15, v7
faddp.4s v9, v9, v17
faddp.4s v8, v11, v12
fadd.2d v11, v27, v22
fadd.2d v23, v29, v27
fadd.2d v2, v19, v24
fadd.2d v2, v11, v7
fadd.2s v31, v11, v24
fadd.2s v8, v31, v22
fadd.2s v16, v1, v5
fadd.2s v0, v14, v24
fadd.4s v17, v5, v18
fadd.4s v29, v25, v17
fadd.4s v10, v20, v18
fadd.4s v30, v12, v29
fcmeq.2d v30, v14, v29
fcmeq.2d v4, v29, v9
fcmeq.2d v20, v8, v22
fcmeq.2d v8, v12, v6
fcmeq.2s v25, v19, v22
fcmeq.2s v19, v6, v28
fcmeq.2s v5, v12, v3
fcmeq.2s v24, v19, v23
fcmeq.4s v26, v2, v14
fcmeq.4s v11, v9, v2
fcmeq.4s v27, v25, v0
fcmeq.4s v7, v9, v1
fcmeq.2d v30, v17, #0.0
fcmeq.2d v23, v2, #0.0
fcmeq.2d v16, v16, #0.0
fcmeq.2d v1, v4, #0.0
fcmeq.2s v16, v14, #0.0
fcmeq.2s v0, v3, #0.0
fcmeq.2s v29, v18, #0.0
fcmeq.2s v2, v9, #0.0
fcmeq.4s v20, v25, #0.0
fcmeq.4s v4, v13, #0.0
fcmeq.4s v5, v28, #0.0
fcmeq.4s v30, v0, #0.0
fcmge.2d v20, v4, v4
fcmge.2d v9, v28, v25
fcmge.2d v10, v4, v1
fcmge.2d v25, v2, v21
fcmge.2s v25, v26, v22
fcmge.2s v16, v16, v0
fcmge.2s v16, v10, v11
fcmge.2s v21, v22, v4
fcmge.4s v9, v6, v22
fcmge.4s v10, v27, v6
fcmge.4s v12, v15, v30
fcmge.4s v7, v23, v1
fcmge.2d v28, v29, #0.0
fcmge.2d v2, v8, #0.0
fcmge.2d v14, v25, #0.0
fcmge.2d v6, v8, #0.0
fcmge.2s v15, v21, #0.0
fcmge.2s v1, v5, #0.0
fcmge.2s v17, v21, #0.0
fcmge.2s v13, v5, #0.0
fcmge.4s v15, v16, #0.0
fcmge.4s v7, v2, #0.0
fcmge.4s v13, v20, #0.0
fcmge.4s v1, v6, #0.0
fcmgt.2d v0, v11, v13
fcmgt.2d v22, v2, v4
fcmgt.2d v14, v4, v7
fcmgt.2d v18, v21, v21
fcmgt.2s v20, v3, v7
fcmgt.2s v12, v27, v22
fcmgt.2s v24, v6, v0
fcmgt.2s v23, v13, v28
fcmgt.4s v19, v26, v13
fcmgt.4s v18, v15, v20
fcmgt.4s v19, v19, v22
fcmgt.4s v15, v31, v29
fcmgt.2d v26, v22, #0.0
fcmgt.2d v16, v5, #0.0
fcmgt.2d v22, v20, #0.0
fcmgt.2d v24, v11, #0.0
fcmgt.2s v27, v21, #0.0
fcmgt.2s v3, v0, #0.0
fcmgt.2s v29, v6, #0.0
fcmgt.2s v26, v13, #0.0
fcmgt.4s v1, v27, #0.0
fcmgt.4s v11, v22, #0.0
fcmgt.4s v22, v30, #0.0
fcmgt.4s v28, v5, #0.0
fcmle.2d v19, v25, #0.0
fcmle.2d v21, v4, #0.0
fcmle.2d v10, v1, #0.0
fcmle.2d v31, v0, #0.0
fcmle.2s v23, v25, #0.0
fcmle.2s v9, v4, #0.0
fcmle.2s v10, v27, #0.0
fcmle.2s v4, v16, #0.0
fcmle.4s v0, v28, #0.0
fcmle.4s v26, v24, #0.0
fcmle.4s v28, v24, #0.0
fcmle.4s v11, v22, #0.0
fcmlt.2d v26, v2, #0.0
fcmlt.2d v4, v5, #0.0
fcmlt.2d v12, v4, #0.0
fcmlt.2d v10, v14, #0.0
fcmlt.2s v8, v7, #0.0
fcmlt.2s v9, v25, #0.0
fcmlt.2s v20, v22, #0.0
fcmlt.2s v14, v10, #0.0
fcmlt.4s v11, v10, #0.0
fcmlt.4s v25, v24, #0.0
fcmlt.4s v11, v4, #0.0
fcmlt.4s v20, v16, #0.0
fcvtas.2d v21, v4
fcvtas.2d v27, v19
fcvtas.2d v1, v7
fcvtas.2d v23, v13
fcvtas.2s v13, v19
fcvtas.2s v9, v26
fcvtas.2s v23, v20
fcvtas.2s v21, v0
fcvtas.4s v11, v18
fcvtas.4s v3, v23
fcvtas.4s v31, v3
fcvtas.4s v26, v17
fcvtau.2d v13, v29
fcvtau.2d v28, v19
fcvtau.2d v10, v10
fcvtau.2d v19, v3
fcvtau.2s v29, v7
fcvtau.2s v30, v7
fcvtau.2s v7, v25
fcvtau.2s v22, v9
fcvtau.4s v25, v13
fcvtau.4s v14, v10
fcvtau.4s v18, v7
fcvtau.4s v22, v9
fcvtms.2d v2, v16
fcvtms.2d v9, v2
fcvtms.2d v5, v8
fcvtms.2d v18, v9
fcvtms.2s v1, v25
fcvtms.2s v20, v5
fcvtms.2s v14, v8
fcvtms.2s v2, v22
fcvtms.4s v17, v7
fcvtms.4s v8, v30
fcvtms.4s v30, v22
fcvtms.4s v27, v7
fcvtmu.2d v9, v8
fcvtmu.2d v12, v9
fcvtmu.2d v6, v30
fcvtmu.2d v4, v24
fcvtmu.2s v8, v18
fcvtmu.2s v30, v23
fcvtmu.2s v23, v14
fcvtmu.2s v14, v12
fcvtmu.4s v20, v29
fcvtmu.4s v20, v18
fcvtmu.4s v8, v31
fcvtmu.4s v12, v20
fcvtns.2d v12, v16
fcvtns.2d v22, v4
fcvtns.2d v20, v23
fcvtns.2d v24, v5
fcvtns.2s v9, v3
fcvtns.2s v5, v11
fcvtns.2s v4, v6
fcvtns.2s v6, v24
fcvtns.4s v23, v6
fcvtns.4s v3, v11
fcvtns.4s v3, v18
fcvtns.4s v26, v24
fcvtnu.2d v8, v11
fcvtnu.2d v20, v27
fcvtnu.2d v31, v25
fcvtnu.2d v8, v20
fcvtnu.2s v30, v24
fcvtnu.2s v14, v7
fcvtnu.2s v26, v27
fcvtnu.2s v7, v11
fcvtnu.4s v18, v7
fcvtnu.4s v7, v5
fcvtnu.4s v3, v3
fcvtnu.4s v1, v6
fcvtps.2d v3, v11
fcvtps.2d v3, v3
fcvtps.2d v14, v29
fcvtps.2d v18, v23
fcvtps.2s v25, v27
fcvtps.2s v23, v10
fcvtps.2s v12, v6
fcvtps.2s v17, v28
fcvtps.4s v18, v14
fcvtps.4s v11, v16
fcvtps.4s v5, v28
fcvtps.4s v0, v29
fcvtpu.2d v5, v12
fcvtpu.2d v5, v23
fcvtpu.2d v16, v31
fcvtpu.2d v18, v12
fcvtpu.2s v5, v24
fcvtpu.2s v23, v24
fcvtpu.2s v10, v27
fcvtpu.2s v21, v2
fcvtpu.4s v2, v1
fcvtpu.4s v28, v5
fcvtpu.4s v26, v26
fcvtpu.4s v13, v20
fcvtzs.2d v3, v19, #23
fcvtzs.2d v12, v12, #41
fcvtzs.2d v27, v29, #43
fcvtzs.2d v10, v18, #12
fcvtzs.2s v20, v1, #4
fcvtzs.2s v6, v3, #30
fcvtzs.2s v7, v9, #6
fcvtzs.2s v31, v3, #7
fcvtzs.4s v7, v17, #15
fcvtzs.4s v4, v30, #5
fcvtzs.4s v1, v14, #1
fcvtzs.4s v28, v28, #5
fcvtzs.2d v1, v7
fcvtzs.2d v26, v21
fcvtzs.2d v31, v12
fcvtzs.2d v18, v22
fcvtzs.2s v28, v9
fcvtzs.2s v29, v27
fcvtzs.2s v5, v29
fcvtzs.2s v29, v17
fcvtzs.4s v9, v0
fcvtzs.4s v12, v27
fcvtzs.4s v31, v9
fcvtzs.4s v15, v15
fcvtzu.2d v20, v25, #25
fcvtzu.2d v8, v28, #9
fcvtzu.2d v10, v21, #64
fcvtzu.2d v29, v13, #21
fcvtzu.2s v17, v28, #17
fcvtzu.2s v10, v25, #10
fcvtzu.2s v8, v8, #1
fcvtzu.2s v28, v18, #29
fcvtzu.4s v0, v14, #11
fcvtzu.4s v6, v20, #27
fcvtzu.4s v12, v14, #1
fcvtzu.4s v11, v19, #22
fcvtzu.2d v18, v26
fcvtzu.2d v8, v27
fcvtzu.2d v29, v0
fcvtzu.2d v12, v13
fcvtzu.2s v10, v6
fcvtzu.2s v23, v15
fcvtzu.2s v6, v17
fcvtzu.2s v15, v29
fcvtzu.4s v30, v13
fcvtzu.4s v2, v25
fcvtzu.4s v1, v13
fcvtzu.4s v5, v23
fdiv.2d v7, v7, v30
fdiv.2d v12, v6, v27
fdiv.2d v19, v26, v25
fdiv.2d v4, v2, v0
fdiv.2s v16, v24, v6
fdiv.2s v28, v3, v7
fdiv.2s v6, v6, v12
fdiv.2s v11, v24, v28
fdiv.4s v17, v18, v3
fdiv.4s v7, v10, v12
fdiv.4s v4, v1, v6
fdiv.4s v14, v20, v0
fmaxnmp.2d d13, v12
fmaxnmp.2d d16, v21
fmaxnmp.2d d20, v26
fmaxnmp.2d d18, v13
fmaxnmp.2s s27, v28
fmaxnmp.2s s12, v8
fmaxnmp.2s s7, v27
fmaxnmp.2s s8, v18
fmaxnmp.2d v13, v13, v5
fmaxnmp.2d v8, v16, v25
fmaxnmp.2d v0, v13, v6
fmaxnmp.2d v15, v1, v13
fmaxnmp.2s v30, v23, v18
fmaxnmp.2s v22, v5, v1
fmaxnmp.2s v19, v29, v6
fmaxnmp.2s v11, v29, v16
fmaxnmp.4s v29, v10, v14
fmaxnmp.4s v12, v30, v6
fmaxnmp.4s v28, v14, v28
fmaxnmp.4s v6, v15, v10
fmaxnmv.4s s24, v11
fmaxnmv.4s s9, v20
fmaxnmv.4s s6, v0
fmaxnmv.4s s26, v14
fmaxnm.2d v14, v7, v27
fmaxnm.2d v17, v26, v27
fmaxnm.2d v2, v10, v18
fmaxnm.2d v29, v7, v28
fmaxnm.2s v26, v1, v31
fmaxnm.2s v25, v6, v26
fmaxnm.2s v1, v20, v10
fmaxnm.2s v6, v21, v25
fmaxnm.4s v12, v20, v6
fmaxnm.4s v0, v25, v12
fmaxnm.4s v5, v0, v6
fmaxnm.4s v2, v7, v4
fmaxp.2d d10, v11
fmaxp.2d d6, v15
fmaxp.2d d28, v3
fmaxp.2d d30, v31
fmaxp.2s s6, v25
fmaxp.2s s9, v1
fmaxp.2s s2, v18
fmaxp.2s s17, v31
fmaxp.2d v10, v7, v10
fmaxp.2d v13, v29, v7
fmaxp.2d v0, v11, v28
fmaxp.2d v17, v20, v19
fmaxp.2s v9, v27, v27
fmaxp.2s v22, v30, v22
fmaxp.2s v26, v15, v9
fmaxp.2s v29, v10, v17
fmaxp.4s v0, v17, v16
fmaxp.4s v5, v0, v28
fmaxp.4s v1, v28, v17
fmaxp.4s v0, v1, v22
fmaxv.4s s13, v2
fmaxv.4s s9, v22
fmaxv.4s s31, v7
fmaxv.4s s14, v18
fmax.2d v13, v28, v4
fmax.2d v24, v23, v23
fmax.2d v24, v13, v9
fmax.2d v1, v28, v1
fmax.2s v15, v12, v16
fmax.2s v17, v12, v28
fmax.2s v0, v12, v4
fmax.2s v13, v20, v21
fmax.4s v1, v24, v20
fmax.4s v13, v26, v3
fmax.4s v12, v24, v20
fmax.4s v27, v14, v1
fminnmp.2d d11, v18
fminnmp.2d d6, v21
fminnmp.2d d28, v20
fminnmp.2d d18, v16
fminnmp.2s s19, v21
fminnmp.2s s28, v22
fminnmp.2s s29, v17
fminnmp.2s s7, v23
fminnmp.2d v24, v21, v9
fminnmp.2d v18, v25, v13
fminnmp.2d v4, v14, v26
fminnmp.2d v30, v14, v16
fminnmp.2s v21, v24, v29
fminnmp.2s v1, v4, v4
fminnmp.2s v1, v17, v23
fminnmp.2s v4, v18, v20
fminnmp.4s v29, v1, v0
fminnmp.4s v27, v25, v0
fminnmp.4s v20, v20, v0
fminnmp.4s v24, v1, v25
fminnmv.4s s20, v28
fminnmv.4s s24, v20
fminnmv.4s s19, v0
fminnmv.4s s3, v0
fminnm.2d v10, v3, v14
fminnm.2d v8, v18, v21
fminnm.2d v30, v8, v5
fminnm.2d v19, v16, v23
fminnm.2s v11, v4, v18
fminnm.2s v20, v20, v20
fminnm.2s v17, v24, v13
fminnm.2s v26, v3, v22
fminnm.4s v14, v12, v10
fminnm.4s v30, v9, v20
fminnm.4s v26, v10, v11
fminnm.4s v27, v4, v4
fminp.2d d16, v25
fminp.2d d14, v6
fminp.2d d31, v0
fminp.2d d8, v7
fminp.2s s9, v26
fminp.2s s4, v1
fminp.2s s4, v6
fminp.2s s26, v1
fminp.2d v31, v27, v30
fminp.2d v17, v19, v26
fminp.2d v17, v27, v10
fminp.2d v28, v17, v22
fminp.2s v7, v31, v11
fminp.2s v4, v1, v9
fminp.2s v2, v11, v25
fminp.2s v15, v31, v24
fminp.4s v10, v16, v19
fminp.4s v23, v15, v12
fminp.4s v31, v25, v28
fminp.4s v5, v23, v30
fminv.4s s11, v10
fminv.4s s17, v7
fminv.4s s31, v23
fminv.4s s19, v23
fmin.2d v3, v25, v28
fmin.2d v21, v2, v5
fmin.2d v21, v3, v15
fmin.2d v8, v29, v10
fmin.2s v6, v23, v10
fmin.2s v22, v26, v29
fmin.2s v9, v29, v8
fmin.2s v19, v18, v4
fmin.4s v18, v17, v7
fmin.4s v6, v29, v4
fmin.4s v28, v8, v29
fmin.4s v28, v24, v28
fmla.d d14, d8, v5[1]
fmla.d d19, d12, v11[0]
fmla.d d24, d13, v2[0]
fmla.d d9, d4, v1[1]
fmla.s s31, s21, v24[3]
fmla.s s5, s3, v15[2]
fmla.s s28, s3, v15[1]
fmla.s s21, s7, v4[0]
fmla.2d v30, v23, v23[0]
fmla.2d v24, v15, v20[1]
fmla.2d v16, v18, v11[1]
fmla.2d v20, v7, v4[1]
fmla.2s v22, v14, v24[1]
fmla.2s v16, v15, v2[3]
fmla.2s v2, v10, v20[3]
fmla.2s v29, v17, v4[0]
fmla.4s v13, v0, v10[0]
fmla.4s v23, v24, v12[1]
fmla.4s v28, v0, v17[2]
fmla.4s v9, v27, v7[1]
fmla.2d v20, v14, v28
fmla.2d v24, v7, v9
fmla.2d v20, v31, v26
fmla.2d v0, v11, v0
fmla.2s v23, v20, v3
fmla.2s v22, v11, v25
fmla.2s v11, v18, v17
fmla.2s v17, v0, v9
fmla.4s v1, v0, v16
fmla.4s v24, v18, v16
fmla.4s v9, v4, v9
fmla.4s v12, v11, v24
fmls.d d18, d25, v13[0]
fmls.d d0, d0, v7[1]
fmls.d d18, d16, v1[1]
fmls.d d16, d20, v27[0]
fmls.s s15, s3, v30[0]
fmls.s s30, s21, v17[3]
fmls.s s17, s30, v21[1]
fmls.s s11, s31, v18[2]
fmls.2d v3, v21, v20[1]
fmls.2d v0, v6, v7[0]
fmls.2d v9, v13, v13[0]
fmls.2d v11, v2, v4[0]
fmls.2s v3, v14, v25[0]
fmls.2s v17, v1, v20[0]
fmls.2s v28, v6, v14[1]
fmls.2s v7, v19, v23[1]
fmls.4s v31, v22, v17[3]
fmls.4s v18, v0, v23[2]
fmls.4s v24, v16, v28[3]
fmls.4s v23, v11, v3[2]
fmls.2d v2, v6, v20
fmls.2d v11, v21, v3
fmls.2d v14, v13, v22
fmls.2d v15, v26, v19
fmls.2s v10, v18, v9
fmls.2s v6, v18, v14
fmls.2s v26, v19, v25
fmls.2s v11, v26, v2
fmls.4s v28, v22, v11
fmls.4s v27, v19, v8
fmls.4s v29, v1, v10
fmls.4s v25, v23, v23
fmov.d v11[1], x10
fmov.d v8[1], x22
fmov.d v31[1], x17
fmov.d v13[1], x21
fmov.d x11, v14[1]
fmov.d x7, v31[1]
fmov.d x0, v17[1]
fmov.d x27, v1[1]
fmov.2d v24, #3.62500000
fmov.2d v1, #9.00000000
fmov.2d v24, #-1.18750000
fmov.2d v13, #9.00000000
fmov.2s v3, #0.43750000
fmov.2s v5, #22.00000000
fmov.2s v20, #2.62500000
fmov.2s v1, #0.19531250
fmov.4s v2, #-0.62500000
fmov.4s v3, #7.75000000
fmov.4s v4, #-11.50000000
fmov.4s v29, #1.68750000
fmulx.d d8, d18, v17[1]
fmulx.d d2, d5, v27[0]
fmulx.d d7, d18, v17[1]
fmulx.d d18, d26, v1[1]
fmulx.s s28, s0, v14[1]
fmulx.s s7, s18, v24[1]
fmulx.s s8, s22, v2[0]
fmulx.s s16, s0, v20[0]
fmulx.2d v18, v7, v20[1]
fmulx.2d v15, v4, v21[0]
fmulx.2d v9, v13, v15[1]
fmulx.2d v9, v5, v15[0]
fmulx.2s v24, v5, v3[2]
fmulx.2s v4, v26, v13[1]
fmulx.2s v10, v0, v26[2]
fmulx.2s v16, v30, v27[1]
fmulx.4s v19, v29, v27[0]
fmulx.4s v7, v12, v15[0]
fmulx.4s v14, v8, v0[0]
fmulx.4s v4, v6, v7[1]
fmulx.2d v11, v10, v22
fmulx.2d v12, v24, v18
fmulx.2d v26, v10, v9
fmulx.2d v13, v13, v28
fmulx.2s v30, v3, v8
fmulx.2s v20, v30, v1
fmulx.2s v24, v24, v15
fmulx.2s v27, v13, v22
fmulx.4s v12, v24, v26
fmulx.4s v24, v22, v5
fmulx.4s v17, v2, v2
fmulx.4s v27, v12, v18
fmul.d d18, d22, v10[0]
fmul.d d30, d2, v21[1]
fmul.d d15, d29, v3[0]
fmul.d d26, d9, v28[1]
fmul.s s26, s6, v6[3]
fmul.s s2, s7, v18[3]
fmul.s s26, s8, v29[1]
fmul.s s16, s20, v2[2]
fmul.2d v2, v27, v0[0]
fmul.2d v12, v15, v24[0]
fmul.2d v25, v4, v30[0]
fmul.2d v27, v10, v26[1]
fmul.2s v28, v11, v7[2]
fmul.2s v31, v31, v15[3]
fmul.2s v30, v25, v28[2]
fmul.2s v25, v17, v10[3]
fmul.4s v3, v5, v7[0]
fmul.4s v23, v4, v24[3]
fmul.4s v12, v31, v22[3]
fmul.4s v10, v6, v22[1]
fmul.2d v15, v10, v30
fmul.2d v28, v2, v19
fmul.2d v6, v26, v6
fmul.2d v28, v13, v5
fmul.2s v5, v1, v4
fmul.2s v13, v4, v1
fmul.2s v4, v6, v21
fmul.2s v30, v30, v23
fmul.4s v30, v22, v23
fmul.4s v11, v2, v13
fmul.4s v11, v6, v6
fmul.4s v28, v25, v9
fneg.2d v29, v10
fneg.2d v28, v5
fneg.2d v18, v23
fneg.2d v30, v29
fneg.2s v19, v8
fneg.2s v27, v15
fneg.2s v12, v7
fneg.2s v6, v14
fneg.4s v27, v5
fneg.4s v8, v15
fneg.4s v14, v23
fneg.4s v3, v0
frecpe.2d v25, v4
frecpe.2d v15, v22
frecpe.2d v19, v27
frecpe.2d v13, v28
frecpe.2s v9, v27
frecpe.2s v11, v15
frecpe.2s v2, v14
frecpe.2s v23, v19
frecpe.4s v13, v29
frecpe.4s v3, v7
frecpe.4s v17, v21
frecpe.4s v6, v2
frecps.2d v18, v16, v8
frecps.2d v7, v4, v6
frecps.2d v5, v17, v2
frecps.2d v4, v1, v16
frecps.2s v25, v5, v29
frecps.2s v14, v2, v21
frecps.2s v15, v20, v15
frecps.2s v3, v14, v23
frecps.4s v22, v13, v22
frecps.4s v5, v2, v3
frecps.4s v19, v28, v9
frecps.4s v23, v6, v0
frinta.2d v24, v25
frinta.2d v11, v26
frinta.2d v23, v22
frinta.2d v16, v20
frinta.2s v24, v0
frinta.2s v29, v12
frinta.2s v1, v23
frinta.2s v20, v28
frinta.4s v20, v27
frinta.4s v1, v3
frinta.4s v10, v29
frinta.4s v20, v18
frinti.2d v10, v22
frinti.2d v17, v23
frinti.2d v25, v8
frinti.2d v31, v1
frinti.2s v15, v24
frinti.2s v4, v8
frinti.2s v11, v3
frinti.2s v18, v28
frinti.4s v8, v1
frinti.4s v11, v26
frinti.4s v19, v3
frinti.4s v13, v21
frintm.2d v9, v29
frintm.2d v28, v0
frintm.2d v28, v29
frintm.2d v14, v21
frintm.2s v17, v24
frintm.2s v8, v31
frintm.2s v19, v14
frintm.2s v19, v0
frintm.4s v27, v23
frintm.4s v3, v27
frintm.4s v21, v19
frintm.4s v28, v7
frintn.2d v10, v25
frintn.2d v8, v3
frintn.2d v5, v7
frintn.2d v7, v26
frintn.2s v9, v9
frintn.2s v11, v27
frintn.2s v6, v5
frintn.2s v29, v22
frintn.4s v16, v15
frintn.4s v9, v6
frintn.4s v12, v19
frintn.4s v26, v1
frintp.2d v10, v11
frintp.2d v3, v28
frintp.2d v27, v5
frintp.2d v26, v3
frintp.2s v8, v4
frintp.2s v28, v4
frintp.2s v3, v22
frintp.2s v30, v16
frintp.4s v9, v26
frintp.4s v5, v5
frintp.4s v27, v24
frintp.4s v31, v12
frintx.2d v12, v5
frintx.2d v15, v0
frintx.2d v4, v1
frintx.2d v12, v8
frintx.2s v0, v20
frintx.2s v25, v9
frintx.2s v19, v7
frintx.2s v31, v28
frintx.4s v20, v15
frintx.4s v20, v6
frintx.4s v9, v10
frintx.4s v27, v3
frintz.2d v29, v7
frintz.2d v25, v16
frintz.2d v17, v28
frintz.2d v17, v1
frintz.2s v29, v24
frintz.2s v30, v13
frintz.2s v17, v12
frintz.2s v9, v8
frintz.4s v25, v30
frintz.4s v18, v3
frintz.4s v26, v31
frintz.4s v21, v20
frsqrte.2d v13, v8
frsqrte.2d v22, v15
frsqrte.2d v28, v23
frsqrte.2d v8, v3
frsqrte.2s v10, v8
frsqrte.2s v6, v27
frsqrte.2s v15, v9
frsqrte.2s v14, v27
frsqrte.4s v27, v11
frsqrte.4s v11, v27
frsqrte.4s v4, v3
frsqrte.4s v1, v24
frsqrts.2d v20, v9, v13
frsqrts.2d v12, v31, v21
frsqrts.2d v26, v17, v21
frsqrts.2d v4, v24, v11
frsqrts.2s v29, v13, v29
frsqrts.2s v23, v24, v0
frsqrts.2s v2, v6, v4
frsqrts.2s v31, v12, v31
frsqrts.4s v12, v8, v25
frsqrts.4s v14, v14, v5
frsqrts.4s v13, v23, v17
frsqrts.4s v25, v17, v27
fsqrt.2d v4, v31
fsqrt.2d v29, v6
fsqrt.2d v7, v12
fsqrt.2d v7, v1
fsqrt.2s v12, v11
fsqrt.2s v18, v13
fsqrt.2s v14, v13
fsqrt.2s v6, v18
fsqrt.4s v23, v27
fsqrt.4s v22, v26
fsqrt.4s v11, v19
fsqrt.4s v18, v28
fsub.2d v17, v3, v10
fsub.2d v12, v18, v7
fsub.2d v13, v28, v19
fsub.2d v8, v24, v0
fsub.2s v16, v27, v25
fsub.2s v14, v8, v10
fsub.2s v3, v0, v29
fsub.2s v8, v11, v6
fsub.4s v28, v22, v18
fsub.4s v8, v5, v6
fsub.4s v21, v8, v9
fsub.4s v3, v15, v14
mov.b v18[15], w29
mov.b v24[12], w6
mov.b v13[1], w30
mov.b v14[3], w4
mov.b v6[6], v4[15]
mov.b v18[14], v24[0]
mov.b v9[1], v1[7]
mov.b v3[0], v21[13]
mov.d v13[1], x7
mov.d v15[1], x27
mov.d v31[0], x21
mov.d v24[1], x0
mov.d v9[1], v8[1]
mov.d v17[0], v1[0]
mov.d v28[0], v22[1]
mov.d v24[1], v31[0]
mov.h v18[7], w24
mov.h v14[0], w17
mov.h v11[0], w6
mov.h v27[1], w1
mov.h v28[2], v28[0]
mov.h v26[5], v21[7]
mov.h v7[7], v6[0]
mov.h v13[7], v1[2]
mov.s v5[0], w10
mov.s v19[3], w4
mov.s v19[3], w6
mov.s v21[1], w0
mov.s v12[1], v22[1]
mov.s v5[1], v27[0]
mov.s v5[0], v31[3]
mov.s v17[0], v23[3]
ld1.16b { v22, v23, v24, v25 }, [x12]
ld1.16b { v16, v17, v18, v19 }, [x14]
ld1.16b { v18, v19, v20, v21 }, [x1]
ld1.16b { v26, v27, v28, v29 }, [x27]
ld1.16b { v12, v13, v14, v15 }, [x5], x27
ld1.16b { v15, v16, v17, v18 }, [x29], #64
ld1.16b { v21, v22, v23, v24 }, [x2], x0
ld1.16b { v19, v20, v21, v22 }, [x5], x25
ld1.1d { v13, v14, v15, v16 }, [x25]
ld1.1d { v26, v27, v28, v29 }, [x16]
ld1.1d { v8, v9, v10, v11 }, [x30]
ld1.1d { v18, v19, v20, v21 }, [x1]
ld1.1d { v13, v14, v15, v16 }, [x19], #32
ld1.1d { v14, v15, v16, v17 }, [x18], x26
ld1.1d { v30, v31, v0, v1 }, [x30], x15
ld1.1d { v12, v13, v14, v15 }, [x14], x14
ld1.2d { v5, v6, v7, v8 }, [x8]
ld1.2d { v15, v16, v17, v18 }, [x28]
ld1.2d { v13, v14, v15, v16 }, [x25]
ld1.2d { v3, v4, v5, v6 }, [x11]
ld1.2d { v1, v2, v3, v4 }, [x2], x23
ld1.2d { v4, v5, v6, v7 }, [x8], x22
ld1.2d { v0, v1, v2, v3 }, [x15], x11
ld1.2d { v1, v2, v3, v4 }, [x30], x10
ld1.2s { v17, v18, v19, v20 }, [x19]
ld1.2s { v10, v11, v12, v13 }, [x3]
ld1.2s { v18, v19, v20, v21 }, [x20]
ld1.2s { v14, v15, v16, v17 }, [x23]
ld1.2s { v27, v28, v29, v30 }, [x8], x20
ld1.2s { v5, v6, v7, v8 }, [x26], x22
ld1.2s { v22, v23, v24, v25 }, [x24], x16
ld1.2s { v24, v25, v26, v27 }, [x10], x13
ld1.4h { v5, v6, v7, v8 }, [x24]
ld1.4h { v10, v11, v12, v13 }, [x1]
ld1.4h { v31, v0, v1, v2 }, [sp]
ld1.4h { v26, v27, v28, v29 }, [x27]
ld1.4h { v29, v30, v31, v0 }, [x4], x14
ld1.4h { v23, v24, v25, v26 }, [x28], x2
ld1.4h { v16, v17, v18, v19 }, [x29], #32
ld1.4h { v20, v21, v22, v23 }, [x6], x15
ld1.4s { v13, v14, v15, v16 }, [x7]
ld1.4s { v8, v9, v10, v11 }, [x25]
ld1.4s { v9, v10, v11, v12 }, [x18]
ld1.4s { v20, v21, v22, v23 }, [x20]
ld1.4s { v26, v27, v28, v29 }, [x20], x21
ld1.4s { v15, v16, v17, v18 }, [x0], x12
ld1.4s { v25, v26, v27, v28 }, [x23], x18
ld1.4s { v23, v24, v25, v26 }, [x24], x4
ld1.8b { v6, v7, v8, v9 }, [x21]
ld1.8b { v7, v8, v9, v10 }, [x2]
ld1.8b { v0, v1, v2, v3 }, [x26]
ld1.8b { v21, v22, v23, v24 }, [x27], x28
ld1.8b { v28, v29, v30, v31 }, [x30], x13
ld1.8b { v14, v15, v16, v17 }, [x13], x8
ld1.8b { v6, v7, v8, v9 }, [x21], #32
ld1.8h { v12, v13, v14, v15 }, [x26]
ld1.8h { v5, v6, v7, v8 }, [x10]
ld1.8h { v5, v6, v7, v8 }, [x4]
ld1.8h { v28, v29, v30, v31 }, [x7]
ld1.8h { v27, v28, v29, v30 }, [x29], x1
ld1.8h { v16, v17, v18, v19 }, [x7], x1
ld1.8h { v3, v4, v5, v6 }, [x18], x25
ld1.8h { v15, v16, v17, v18 }, [x7], x26
ld1.16b { v3 }, [x1]
ld1.16b { v14 }, [x23]
ld1.16b { v2 }, [x28]
ld1.16b { v29 }, [x28]
ld1.16b { v31 }, [x4], x9
ld1.16b { v28 }, [x29], x5
ld1.16b { v4 }, [x12], x24
ld1.16b { v9 }, [x17], x22
ld1.1d { v7 }, [x3]
ld1.1d { v6 }, [x25]
ld1.1d { v23 }, [sp]
ld1.1d { v28 }, [x26]
ld1.1d { v12 }, [x11], x24
ld1.1d { v30 }, [x20], x15
ld1.1d { v25 }, [x4], x17
ld1.1d { v22 }, [x14], x11
ld1.2d { v30 }, [x16]
ld1.2d { v24 }, [x19]
ld1.2d { v23 }, [x2]
ld1.2d { v1 }, [x6]
ld1.2d { v20 }, [sp], x0
ld1.2d { v0 }, [x8], x16
ld1.2d { v12 }, [x23], x9
ld1.2d { v18 }, [x7], x0
ld1.2s { v21 }, [x25]
ld1.2s { v0 }, [x29]
ld1.2s { v30 }, [x28]
ld1.2s { v31 }, [x5]
ld1.2s { v2 }, [x25], x5
ld1.2s { v23 }, [x7], x25
ld1.2s { v24 }, [sp], x26
ld1.2s { v4 }, [x21], x26
ld1.4h { v7 }, [x13]
ld1.4h { v15 }, [x22]
ld1.4h { v23 }, [x28]
ld1.4h { v14 }, [x21]
ld1.4h { v8 }, [x20], x12
ld1.4h { v9 }, [sp], x25
ld1.4h { v1 }, [x19], x19
ld1.4h { v31 }, [x15], x25
ld1.4s { v18 }, [x12]
ld1.4s { v4 }, [x5]
ld1.4s { v16 }, [x2]
ld1.4s { v11 }, [x14]
ld1.4s { v13 }, [x26], x11
ld1.4s { v25 }, [sp], x11
ld1.4s { v9 }, [x1], x1
ld1.4s { v9 }, [x28], x15
ld1.8b { v12 }, [x29]
ld1.8b { v26 }, [x1]
ld1.8b { v18 }, [x6]
ld1.8b { v24 }, [sp]
ld1.8b { v26 }, [x26], x18
ld1.8b { v28 }, [x18], x7
ld1.8b { v27 }, [x24], x5
ld1.8b { v7 }, [x7], x4
ld1.8h { v25 }, [x22]
ld1.8h { v7 }, [x17]
ld1.8h { v2 }, [x8]
ld1.8h { v16 }, [x14]
ld1.8h { v9 }, [x26], x26
ld1.8h { v9 }, [x3], x17
ld1.8h { v0 }, [x10], x6
ld1.8h { v2 }, [x24], x28
ld1r.16b { v16 }, [x12]
ld1r.16b { v7 }, [x16]
ld1r.16b { v8 }, [x6]
ld1r.16b { v31 }, [x19]
ld1r.16b { v24 }, [x12], x30
ld1r.16b { v3 }, [x10], x10
ld1r.16b { v27 }, [x21], x9
ld1r.16b { v11 }, [x15], x3
ld1r.1d { v10 }, [x3]
ld1r.1d { v30 }, [x23]
ld1r.1d { v11 }, [x14]
ld1r.1d { v31 }, [x7]
ld1r.1d { v7 }, [x28], x24
ld1r.1d { v26 }, [x18], x26
ld1r.1d { v4 }, [x26], x17
ld1r.1d { v24 }, [x3], x5
ld1r.2d { v3 }, [x7]
ld1r.2d { v21 }, [x9]
ld1r.2d { v26 }, [x17]
ld1r.2d { v29 }, [sp]
ld1r.2d { v21 }, [x17], x17
ld1r.2d { v20 }, [x7], x18
ld1r.2d { v28 }, [x29], x2
ld1r.2d { v12 }, [x12], x23
ld1r.2s { v29 }, [x4]
ld1r.2s { v4 }, [x5]
ld1r.2s { v30 }, [x8]
ld1r.2s { v16 }, [x0]
ld1r.2s { v7 }, [x22], x14
ld1r.2s { v26 }, [x19], x29
ld1r.2s { v8 }, [x5], x26
ld1r.2s { v17 }, [x30], x29
ld1r.4h { v7 }, [x1]
ld1r.4h { v5 }, [x9]
ld1r.4h { v30 }, [x13]
ld1r.4h { v22 }, [x18]
ld1r.4h { v31 }, [x27], x5
ld1r.4h { v16 }, [x19], x12
ld1r.4h { v8 }, [x27], x1
ld1r.4h { v23 }, [x4], x6
ld1r.4s { v30 }, [x9]
ld1r.4s { v15 }, [x2]
ld1r.4s { v17 }, [x10]
ld1r.4s { v20 }, [x8]
ld1r.4s { v23 }, [x30], x18
ld1r.4s { v21 }, [x14], x12
ld1r.4s { v15 }, [x10], x30
ld1r.4s { v8 }, [x15], x17
ld1r.8b { v20 }, [x5]
ld1r.8b { v24 }, [x9]
ld1r.8b { v9 }, [x16]
ld1r.8b { v26 }, [x4]
ld1r.8b { v19 }, [x8], x22
ld1r.8b { v31 }, [x7], #1
ld1r.8b { v6 }, [x28], x24
ld1r.8b { v11 }, [x13], x17
ld1r.8h { v18 }, [x29]
ld1r.8h { v11 }, [x29]
ld1r.8h { v0 }, [sp]
ld1r.8h { v22 }, [x15]
ld1r.8h { v3 }, [x12], x10
ld1r.8h { v27 }, [x21], x4
ld1r.8h { v30 }, [x0], x19
ld1r.8h { v18 }, [x7], x19
ld1.16b { v9, v10, v11 }, [x12]
ld1.16b { v3, v4, v5 }, [x27]
ld1.16b { v9, v10, v11 }, [x28]
ld1.16b { v5, v6, v7 }, [x10]
ld1.16b { v2, v3, v4 }, [x7], x26
ld1.16b { v4, v5, v6 }, [x24], x21
ld1.16b { v29, v30, v31 }, [x27], x9
ld1.16b { v26, v27, v28 }, [x21], x21
ld1.1d { v1, v2, v3 }, [sp]
ld1.1d { v26, v27, v28 }, [x18]
ld1.1d { v1, v2, v3 }, [x4]
ld1.1d { v30, v31, v0 }, [x14]
ld1.1d { v29, v30, v31 }, [x4], x28
ld1.1d { v7, v8, v9 }, [x11], x8
ld1.1d { v21, v22, v23 }, [x16], x12
ld1.1d { v28, v29, v30 }, [x28], x19
ld1.2d { v4, v5, v6 }, [x19]
ld1.2d { v13, v14, v15 }, [x24]
ld1.2d { v10, v11, v12 }, [x23]
ld1.2d { v11, v12, v13 }, [x25]
ld1.2d { v5, v6, v7 }, [x5], x4
ld1.2d { v21, v22, v23 }, [x7], x4
ld1.2d { v31, v0, v1 }, [x16], x4
ld1.2d { v26, v27, v28 }, [x27], x9
ld1.2s { v11, v12, v13 }, [x28]
ld1.2s { v0, v1, v2 }, [x0]
ld1.2s { v4, v5, v6 }, [x25]
ld1.2s { v29, v30, v31 }, [x28]
ld1.2s { v9, v10, v11 }, [x7], x11
ld1.2s { v4, v5, v6 }, [x4], x14
ld1.2s { v27, v28, v29 }, [x5], x15
ld1.2s { v25, v26, v27 }, [x22], x15
ld1.4h { v30, v31, v0 }, [x6]
ld1.4h { v1, v2, v3 }, [x11]
ld1.4h { v25, v26, v27 }, [x22]
ld1.4h { v31, v0, v1 }, [x11]
ld1.4h { v28, v29, v30 }, [x20], x30
ld1.4h { v4, v5, v6 }, [x19], x29
ld1.4h { v6, v7, v8 }, [x15], x21
ld1.4h { v24, v25, v26 }, [x3], x10
ld1.4s { v10, v11, v12 }, [x29]
ld1.4s { v21, v22, v23 }, [x28]
ld1.4s { v7, v8, v9 }, [x14]
ld1.4s { v22, v23, v24 }, [x8]
ld1.4s { v14, v15, v16 }, [x12], x22
ld1.4s { v8, v9, v10 }, [x7], x23
ld1.4s { v24, v25, v26 }, [x10], x22
ld1.4s { v1, v2, v3 }, [x11], x16
ld1.8b { v28, v29, v30 }, [x13]
ld1.8b { v20, v21, v22 }, [x6]
ld1.8b { v0, v1, v2 }, [x17]
ld1.8b { v19, v20, v21 }, [x22]
ld1.8b { v10, v11, v12 }, [x23], x30
ld1.8b { v18, v19, v20 }, [x26], x14
ld1.8b { v23, v24, v25 }, [x5], x17
ld1.8b { v13, v14, v15 }, [x14], x7
ld1.8h { v14, v15, v16 }, [x15]
ld1.8h { v14, v15, v16 }, [x26]
ld1.8h { v21, v22, v23 }, [x8]
ld1.8h { v1, v2, v3 }, [x28]
ld1.8h { v3, v4, v5 }, [x6], x8
ld1.8h { v24, v25, v26 }, [x28], x9
ld1.8h { v15, v16, v17 }, [x20], x17
ld1.8h { v10, v11, v12 }, [x2], x19
ld1.16b { v30, v31 }, [x9]
ld1.16b { v17, v18 }, [x16]
ld1.16b { v23, v24 }, [x24]
ld1.16b { v9, v10 }, [x27]
ld1.16b { v14, v15 }, [x14], x19
ld1.16b { v3, v4 }, [x27], x30
ld1.16b { v3, v4 }, [x15], x27
ld1.16b { v21, v22 }, [x4], x20
ld1.1d { v17, v18 }, [x30]
ld1.1d { v19, v20 }, [x20]
ld1.1d { v22, v23 }, [x6]
ld1.1d { v30, v31 }, [x8]
ld1.1d { v15, v16 }, [x14], x6
ld1.1d { v15, v16 }, [x5], x24
ld1.1d { v14, v15 }, [x13], x27
ld1.1d { v19, v20 }, [x13], x26
ld1.2d { v10, v11 }, [x0]
ld1.2d { v11, v12 }, [x18]
ld1.2d { v24, v25 }, [x5]
ld1.2d { v4, v5 }, [x29]
ld1.2d { v9, v10 }, [x18], x3
ld1.2d { v28, v29 }, [x4], x3
ld1.2d { v2, v3 }, [x2], x5
ld1.2d { v16, v17 }, [x14], x16
ld1.2s { v5, v6 }, [x5]
ld1.2s { v21, v22 }, [sp]
ld1.2s { v16, v17 }, [x29]
ld1.2s { v21, v22 }, [x26]
ld1.2s { v15, v16 }, [x27], x5
ld1.2s { v22, v23 }, [x17], x25
ld1.2s { v19, v20 }, [x23], x3
ld1.2s { v1, v2 }, [x20], x12
ld1.4h { v26, v27 }, [x18]
ld1.4h { v20, v21 }, [x22]
ld1.4h { v16, v17 }, [x30]
ld1.4h { v17, v18 }, [x27]
ld1.4h { v3, v4 }, [x2], x7
ld1.4h { v14, v15 }, [x11], x10
ld1.4h { v2, v3 }, [x16], #16
ld1.4h { v15, v16 }, [x27], x21
ld1.4s { v18, v19 }, [x19]
ld1.4s { v7, v8 }, [x24]
ld1.4s { v1, v2 }, [x14]
ld1.4s { v3, v4 }, [x7]
ld1.4s { v24, v25 }, [x3], x29
ld1.4s { v8, v9 }, [x18], x20
ld1.4s { v31, v0 }, [x14], x29
ld1.4s { v16, v17 }, [x30], x28
ld1.8b { v23, v24 }, [x11]
ld1.8b { v4, v5 }, [x17]
ld1.8b { v13, v14 }, [x28]
ld1.8b { v24, v25 }, [sp]
ld1.8b { v1, v2 }, [x14], x22
ld1.8b { v27, v28 }, [x27], x15
ld1.8b { v11, v12 }, [x4], x17
ld1.8b { v7, v8 }, [x26], x23
ld1.8h { v25, v26 }, [x2]
ld1.8h { v20, v21 }, [x20]
ld1.8h { v30, v31 }, [x4]
ld1.8h { v24, v25 }, [x3]
ld1.8h { v30, v31 }, [x9], x29
ld1.8h { v15, v16 }, [x15], x11
ld1.8h { v26, v27 }, [x20], x30
ld1.8h { v3, v4 }, [x20], x26
ld1.b { v3 }[2], [x26]
ld1.b { v28 }[8], [x24]
ld1.b { v10 }[10], [x7]
ld1.b { v5 }[11], [x11]
ld1.b { v25 }[0], [sp], x2
ld1.b { v15 }[4], [x16], x27
ld1.b { v1 }[0], [x19], x3
ld1.b { v21 }[9], [x11], x15
ld1.d { v4 }[0], [x14]
ld1.d { v18 }[0], [x26]
ld1.d { v10 }[0], [x5]
ld1.d { v14 }[1], [x11]
ld1.d { v9 }[0], [x1], x4
ld1.d { v26 }[0], [x17], x6
ld1.d { v14 }[0], [x12], x17
ld1.d { v23 }[0], [x5], x8
ld1.h { v6 }[3], [x21]
ld1.h { v26 }[0], [x13]
ld1.h { v30 }[1], [x30]
ld1.h { v17 }[3], [x28]
ld1.h { v31 }[4], [x29], x17
ld1.h { v15 }[6], [x13], x8
ld1.h { v7 }[4], [x9], x5
ld1.h { v22 }[7], [x14], x9
ld1.s { v5 }[3], [x26]
ld1.s { v31 }[1], [x21]
ld1.s { v5 }[3], [x25]
ld1.s { v22 }[1], [x18]
ld1.s { v28 }[0], [x13], x9
ld1.s { v13 }[0], [x23], x22
ld1.s { v9 }[3], [x25], x24
ld1.s { v26 }[1], [x6], x16
ld2r.16b { v25, v26 }, [x0]
ld2r.16b { v24, v25 }, [x3]
ld2r.16b { v21, v22 }, [x13]
ld2r.16b { v3, v4 }, [x0]
ld2r.16b { v3, v4 }, [x17], x20
ld2r.16b { v29, v30 }, [sp], #2
ld2r.16b { v5, v6 }, [x2], x25
ld2r.16b { v15, v16 }, [x24], x6
ld2r.1d { v28, v29 }, [x28]
ld2r.1d { v5, v6 }, [x21]
ld2r.1d { v1, v2 }, [x6]
ld2r.1d { v30, v31 }, [x13]
ld2r.1d { v9, v10 }, [x11], x10
ld2r.1d { v12, v13 }, [x12], x2
ld2r.1d { v10, v11 }, [x1], x18
ld2r.1d { v26, v27 }, [x27], x28
ld2r.2d { v5, v6 }, [x16]
ld2r.2d { v10, v11 }, [x25]
ld2r.2d { v24, v25 }, [x24]
ld2r.2d { v18, v19 }, [x15]
ld2r.2d { v7, v8 }, [x9], x7
ld2r.2d { v17, v18 }, [x0], x21
ld2r.2d { v3, v4 }, [x19], x8
ld2r.2d { v4, v5 }, [x25], x26
ld2r.2s { v8, v9 }, [x25]
ld2r.2s { v27, v28 }, [x15]
ld2r.2s { v11, v12 }, [x21]
ld2r.2s { v15, v16 }, [x27]
ld2r.2s { v0, v1 }, [x21], x24
ld2r.2s { v28, v29 }, [x26], x30
ld2r.2s { v28, v29 }, [x23], #8
ld2r.2s { v8, v9 }, [x27], x16
ld2r.4h { v13, v14 }, [x27]
ld2r.4h { v0, v1 }, [x13]
ld2r.4h { v1, v2 }, [x2]
ld2r.4h { v9, v10 }, [x13]
ld2r.4h { v20, v21 }, [x19], x28
ld2r.4h { v23, v24 }, [x11], x1
ld2r.4h { v14, v15 }, [x27], x5
ld2r.4h { v20, v21 }, [x3], x18
ld2r.4s { v3, v4 }, [x4]
ld2r.4s { v17, v18 }, [x16]
ld2r.4s { v2, v3 }, [x22]
ld2r.4s { v11, v12 }, [x6]
ld2r.4s { v31, v0 }, [x25], x13
ld2r.4s { v5, v6 }, [x10], x28
ld2r.4s { v22, v23 }, [x13], x6
ld2r.4s { v4, v5 }, [x1], #8
ld2r.8b { v9, v10 }, [x14]
ld2r.8b { v18, v19 }, [x1]
ld2r.8b { v22, v23 }, [x4]
ld2r.8b { v31, v0 }, [x15]
ld2r.8b { v24, v25 }, [x15], x14
ld2r.8b { v21, v22 }, [x0], x18
ld2r.8b { v21, v22 }, [x22], x30
ld2r.8b { v3, v4 }, [x25], x18
ld2r.8h { v3, v4 }, [x8]
ld2r.8h { v29, v30 }, [x12]
ld2r.8h { v5, v6 }, [x30]
ld2r.8h { v20, v21 }, [sp]
ld2r.8h { v3, v4 }, [sp], x4
ld2r.8h { v23, v24 }, [x14], x26
ld2r.8h { v0, v1 }, [x8], x3
ld2r.8h { v23, v24 }, [x3], x19
ld2.b { v0, v1 }[2], [x21]
ld2.b { v27, v28 }[1], [x11]
ld2.b { v31, v0 }[1], [x29]
ld2.b { v26, v27 }[0], [x10]
ld2.b { v19, v20 }[2], [x19], #2
ld2.b { v30, v31 }[6], [x24], x14
ld2.b { v27, v28 }[15], [x9], x3
ld2.b { v18, v19 }[4], [x21], x1
ld2.d { v1, v2 }[1], [x1]
ld2.d { v11, v12 }[0], [x13]
ld2.d { v28, v29 }[1], [x19]
ld2.d { v20, v21 }[0], [x16]
ld2.d { v10, v11 }[1], [x24], #16
ld2.d { v5, v6 }[1], [x22], x24
ld2.d { v20, v21 }[0], [x10], x21
ld2.d { v24, v25 }[1], [x15], x19
ld2.h { v14, v15 }[7], [sp]
ld2.h { v21, v22 }[5], [x5]
ld2.h { v3, v4 }[4], [x29]
ld2.h { v3, v4 }[7], [x9]
ld2.h { v22, v23 }[0], [x21], x4
ld2.h { v26, v27 }[1], [x12], x22
ld2.h { v5, v6 }[1], [x21], x27
ld2.h { v23, v24 }[4], [x10], x17
ld2.s { v20, v21 }[2], [x20]
ld2.s { v13, v14 }[3], [x28]
ld2.s { v31, v0 }[3], [x6]
ld2.s { v18, v19 }[2], [x2]
ld2.s { v6, v7 }[3], [x1], x12
ld2.s { v10, v11 }[3], [x17], x26
ld2.s { v27, v28 }[3], [x30], x30
ld2.s { v20, v21 }[0], [x14], x5
ld2.16b { v11, v12 }, [x28]
ld2.16b { v19, v20 }, [x6]
ld2.16b { v26, v27 }, [x29]
ld2.16b { v27, v28 }, [x10]
ld2.16b { v15, v16 }, [x20], x15
ld2.16b { v0, v1 }, [x23], x16
ld2.16b { v28, v29 }, [x25], x4
ld2.16b { v24, v25 }, [x23], x16
ld2.2d { v18, v19 }, [x2]
ld2.2d { v22, v23 }, [x17]
ld2.2d { v13, v14 }, [x27]
ld2.2d { v21, v22 }, [x10]
ld2.2d { v13, v14 }, [x12], x0
ld2.2d { v26, v27 }, [sp], x16
ld2.2d { v21, v22 }, [x16], x12
ld2.2d { v12, v13 }, [x18], x29
ld2.2s { v2, v3 }, [x10]
ld2.2s { v26, v27 }, [x5]
ld2.2s { v5, v6 }, [x20]
ld2.2s { v22, v23 }, [x22]
ld2.2s { v8, v9 }, [x15], x12
ld2.2s { v24, v25 }, [x22], x23
ld2.2s { v9, v10 }, [x4], x17
ld2.2s { v16, v17 }, [x12], x13
ld2.4h { v13, v14 }, [x8]
ld2.4h { v14, v15 }, [x5]
ld2.4h { v15, v16 }, [x22]
ld2.4h { v21, v22 }, [x30]
ld2.4h { v13, v14 }, [x3], x29
ld2.4h { v8, v9 }, [x11], x9
ld2.4h { v26, v27 }, [x29], x15
ld2.4h { v12, v13 }, [x30], x4
ld2.4s { v5, v6 }, [x23]
ld2.4s { v23, v24 }, [x7]
ld2.4s { v0, v1 }, [x20]
ld2.4s { v14, v15 }, [x30]
ld2.4s { v22, v23 }, [x12], x7
ld2.4s { v17, v18 }, [x2], x17
ld2.4s { v31, v0 }, [x24], x23
ld2.4s { v5, v6 }, [x14], x14
ld2.8b { v27, v28 }, [x0]
ld2.8b { v5, v6 }, [x5]
ld2.8b { v6, v7 }, [x20]
ld2.8b { v7, v8 }, [x9]
ld2.8b { v8, v9 }, [x23], x22
ld2.8b { v22, v23 }, [x6], x23
ld2.8b { v14, v15 }, [x29], x17
ld2.8b { v25, v26 }, [x27], x3
ld2.8h { v26, v27 }, [x7]
ld2.8h { v29, v30 }, [x13]
ld2.8h { v8, v9 }, [x14]
ld2.8h { v16, v17 }, [x26]
ld2.8h { v0, v1 }, [x1], x29
ld2.8h { v24, v25 }, [x21], x28
ld2.8h { v2, v3 }, [x23], x16
ld2.8h { v11, v12 }, [x20], x27
ld3r.16b { v3, v4, v5 }, [x0]
ld3r.16b { v25, v26, v27 }, [x6]
ld3r.16b { v28, v29, v30 }, [x9]
ld3r.16b { v4, v5, v6 }, [x30]
ld3r.16b { v2, v3, v4 }, [x26], x26
ld3r.16b { v23, v24, v25 }, [sp], x1
ld3r.16b { v7, v8, v9 }, [x18], x20
ld3r.16b { v31, v0, v1 }, [x9], x30
ld3r.1d { v14, v15, v16 }, [x24]
ld3r.1d { v29, v30, v31 }, [x22]
ld3r.1d { v23, v24, v25 }, [x12]
ld3r.1d { v9, v10, v11 }, [x9]
ld3r.1d { v29, v30, v31 }, [x11], x25
ld3r.1d { v27, v28, v29 }, [x19], x8
ld3r.1d { v14, v15, v16 }, [x27], x28
ld3r.1d { v4, v5, v6 }, [x30], #24
ld3r.2d { v3, v4, v5 }, [x1]
ld3r.2d { v5, v6, v7 }, [x26]
ld3r.2d { v22, v23, v24 }, [x2]
ld3r.2d { v23, v24, v25 }, [sp]
ld3r.2d { v21, v22, v23 }, [x9], x14
ld3r.2d { v3, v4, v5 }, [x27], x10
ld3r.2d { v27, v28, v29 }, [x30], #24
ld3r.2d { v2, v3, v4 }, [x11], x8
ld3r.2s { v25, v26, v27 }, [x1]
ld3r.2s { v25, v26, v27 }, [x4]
ld3r.2s { v28, v29, v30 }, [x1]
ld3r.2s { v12, v13, v14 }, [x14]
ld3r.2s { v0, v1, v2 }, [x15], x27
ld3r.2s { v26, v27, v28 }, [x23], x10
ld3r.2s { v24, v25, v26 }, [x10], x7
ld3r.2s { v6, v7, v8 }, [x23], x15
ld3r.4h { v24, v25, v26 }, [x25]
ld3r.4h { v28, v29, v30 }, [x4]
ld3r.4h { v6, v7, v8 }, [x25]
ld3r.4h { v20, v21, v22 }, [x16]
ld3r.4h { v7, v8, v9 }, [x2], x3
ld3r.4h { v16, v17, v18 }, [x28], x9
ld3r.4h { v10, v11, v12 }, [x18], x28
ld3r.4h { v24, v25, v26 }, [x22], x18
ld3r.4s { v1, v2, v3 }, [x0]
ld3r.4s { v29, v30, v31 }, [x11]
ld3r.4s { v15, v16, v17 }, [x0]
ld3r.4s { v0, v1, v2 }, [x1]
ld3r.4s { v3, v4, v5 }, [x18], x24
ld3r.4s { v19, v20, v21 }, [x22], x24
ld3r.4s { v23, v24, v25 }, [x15], x16
ld3r.4s { v12, v13, v14 }, [x29], x25
ld3r.8b { v30, v31, v0 }, [x4]
ld3r.8b { v9, v10, v11 }, [x11]
ld3r.8b { v4, v5, v6 }, [x25]
ld3r.8b { v24, v25, v26 }, [x27]
ld3r.8b { v1, v2, v3 }, [x8], x14
ld3r.8b { v16, v17, v18 }, [x27], x12
ld3r.8b { v12, v13, v14 }, [x2], x7
ld3r.8b { v16, v17, v18 }, [x17], x8
ld3r.8h { v24, v25, v26 }, [x14]
ld3r.8h { v18, v19, v20 }, [x14]
ld3r.8h { v2, v3, v4 }, [x25]
ld3r.8h { v7, v8, v9 }, [x23]
ld3r.8h { v18, v19, v20 }, [x18], x18
ld3r.8h { v2, v3, v4 }, [x21], x13
ld3r.8h { v30, v31, v0 }, [x11], x23
ld3r.8h { v1, v2, v3 }, [x27], x4
ld3.b { v5, v6, v7 }[1], [x7]
ld3.b { v18, v19, v20 }[7], [x1]
ld3.b { v20, v21, v22 }[2], [x28]
ld3.b { v29, v30, v31 }[0], [x20]
ld3.b { v10, v11, v12 }[0], [x19], x24
ld3.b { v23, v24, v25 }[7], [x23], x0
ld3.b { v8, v9, v10 }[6], [x9], x14
ld3.b { v7, v8, v9 }[13], [x9], x1
ld3.d { v11, v12, v13 }[0], [x13]
ld3.d { v15, v16, v17 }[0], [x23]
ld3.d { v24, v25, v26 }[0], [x5]
ld3.d { v9, v10, v11 }[0], [x18]
ld3.d { v27, v28, v29 }[1], [x15], x18
ld3.d { v25, v26, v27 }[0], [x17], x30
ld3.d { v14, v15, v16 }[0], [x8], x4
ld3.d { v15, v16, v17 }[1], [x15], #24
ld3.h { v4, v5, v6 }[4], [x12]
ld3.h { v25, v26, v27 }[4], [x24]
ld3.h { v20, v21, v22 }[3], [x28]
ld3.h { v3, v4, v5 }[4], [x5]
ld3.h { v16, v17, v18 }[6], [x15], x17
ld3.h { v3, v4, v5 }[6], [x27], x16
ld3.h { v20, v21, v22 }[3], [x12], x16
ld3.h { v12, v13, v14 }[6], [x20], x26
ld3.s { v6, v7, v8 }[0], [x13]
ld3.s { v16, v17, v18 }[1], [x17]
ld3.s { v30, v31, v0 }[2], [x13]
ld3.s { v3, v4, v5 }[1], [x0]
ld3.s { v23, v24, v25 }[0], [x2], #12
ld3.s { v26, v27, v28 }[0], [x29], x23
ld3.s { v19, v20, v21 }[3], [sp], x17
ld3.s { v4, v5, v6 }[3], [x29], x21
ld3.16b { v5, v6, v7 }, [x7]
ld3.16b { v27, v28, v29 }, [x29]
ld3.16b { v10, v11, v12 }, [x30]
ld3.16b { v28, v29, v30 }, [x6]
ld3.16b { v28, v29, v30 }, [x26], x29
ld3.16b { v4, v5, v6 }, [x12], x0
ld3.16b { v15, v16, v17 }, [x20], x14
ld3.16b { v10, v11, v12 }, [x7], x12
ld3.2d { v7, v8, v9 }, [x15]
ld3.2d { v18, v19, v20 }, [x24]
ld3.2d { v12, v13, v14 }, [x16]
ld3.2d { v15, v16, v17 }, [x4]
ld3.2d { v11, v12, v13 }, [x11], x8
ld3.2d { v22, v23, v24 }, [x0], x16
ld3.2d { v19, v20, v21 }, [sp], x11
ld3.2d { v2, v3, v4 }, [x5], #48
ld3.2s { v3, v4, v5 }, [x18]
ld3.2s { v23, v24, v25 }, [x25]
ld3.2s { v28, v29, v30 }, [x21]
ld3.2s { v13, v14, v15 }, [x5]
ld3.2s { v10, v11, v12 }, [x27], x5
ld3.2s { v10, v11, v12 }, [x4], #24
ld3.2s { v12, v13, v14 }, [x2], x21
ld3.2s { v17, v18, v19 }, [x21], x25
ld3.4h { v1, v2, v3 }, [x3]
ld3.4h { v10, v11, v12 }, [x22]
ld3.4h { v12, v13, v14 }, [x9]
ld3.4h { v10, v11, v12 }, [x0]
ld3.4h { v2, v3, v4 }, [x0], x13
ld3.4h { v31, v0, v1 }, [x29], x23
ld3.4h { v30, v31, v0 }, [x18], x15
ld3.4h { v31, v0, v1 }, [x12], x1
ld3.4s { v31, v0, v1 }, [x12]
ld3.4s { v5, v6, v7 }, [x6]
ld3.4s { v11, v12, v13 }, [x7]
ld3.4s { v8, v9, v10 }, [x23]
ld3.4s { v13, v14, v15 }, [x9], #48
ld3.4s { v23, v24, v25 }, [x7], x29
ld3.4s { v6, v7, v8 }, [x13], x23
ld3.4s { v8, v9, v10 }, [x15], x14
ld3.8b { v19, v20, v21 }, [x16]
ld3.8b { v30, v31, v0 }, [x3]
ld3.8b { v29, v30, v31 }, [x13]
ld3.8b { v22, v23, v24 }, [x25]
ld3.8b { v7, v8, v9 }, [x20], x16
ld3.8b { v20, v21, v22 }, [x0], x29
ld3.8b { v25, v26, v27 }, [sp], x18
ld3.8b { v12, v13, v14 }, [x28], x14
ld3.8h { v18, v19, v20 }, [x8]
ld3.8h { v23, v24, v25 }, [x4]
ld3.8h { v23, v24, v25 }, [x14]
ld3.8h { v9, v10, v11 }, [x24]
ld3.8h { v19, v20, v21 }, [x14], x27
ld3.8h { v12, v13, v14 }, [x27], x3
ld3.8h { v8, v9, v10 }, [x20], x22
ld3.8h { v16, v17, v18 }, [x5], x19
ld4r.16b { v29, v30, v31, v0 }, [x18]
ld4r.16b { v29, v30, v31, v0 }, [x25]
ld4r.16b { v25, v26, v27, v28 }, [x7]
ld4r.16b { v16, v17, v18, v19 }, [x5]
ld4r.16b { v6, v7, v8, v9 }, [x27], x28
ld4r.16b { v25, v26, v27, v28 }, [x1], x2
ld4r.16b { v3, v4, v5, v6 }, [x19], x11
ld4r.16b { v26, v27, v28, v29 }, [x20], x21
ld4r.1d { v14, v15, v16, v17 }, [x16]
ld4r.1d { v6, v7, v8, v9 }, [x10]
ld4r.1d { v25, v26, v27, v28 }, [x17]
ld4r.1d { v13, v14, v15, v16 }, [x0]
ld4r.1d { v8, v9, v10, v11 }, [x2], x3
ld4r.1d { v21, v22, v23, v24 }, [x20], x11
ld4r.1d { v21, v22, v23, v24 }, [x11], x21
ld4r.1d { v5, v6, v7, v8 }, [x16], x1
ld4r.2d { v31, v0, v1, v2 }, [x12]
ld4r.2d { v2, v3, v4, v5 }, [x2]
ld4r.2d { v16, v17, v18, v19 }, [x24]
ld4r.2d { v29, v30, v31, v0 }, [x1]
ld4r.2d { v4, v5, v6, v7 }, [x18], x3
ld4r.2d { v30, v31, v0, v1 }, [x29], x20
ld4r.2d { v16, v17, v18, v19 }, [x8], x14
ld4r.2d { v19, v20, v21, v22 }, [x30], x8
ld4r.2s { v13, v14, v15, v16 }, [x9]
ld4r.2s { v22, v23, v24, v25 }, [x18]
ld4r.2s { v27, v28, v29, v30 }, [x30]
ld4r.2s { v8, v9, v10, v11 }, [x29]
ld4r.2s { v17, v18, v19, v20 }, [x27], x16
ld4r.2s { v17, v18, v19, v20 }, [x18], x8
ld4r.2s { v14, v15, v16, v17 }, [x0], x15
ld4r.2s { v5, v6, v7, v8 }, [x0], x23
ld4r.4h { v5, v6, v7, v8 }, [x15]
ld4r.4h { v20, v21, v22, v23 }, [x2]
ld4r.4h { v24, v25, v26, v27 }, [x29]
ld4r.4h { v8, v9, v10, v11 }, [x5]
ld4r.4h { v9, v10, v11, v12 }, [x5], x0
ld4r.4h { v6, v7, v8, v9 }, [x8], x0
ld4r.4h { v27, v28, v29, v30 }, [x16], x15
ld4r.4h { v12, v13, v14, v15 }, [x19], x4
ld4r.4s { v30, v31, v0, v1 }, [x15]
ld4r.4s { v3, v4, v5, v6 }, [x9]
ld4r.4s { v18, v19, v20, v21 }, [x29]
ld4r.4s { v4, v5, v6, v7 }, [x2]
ld4r.4s { v6, v7, v8, v9 }, [x18], x18
ld4r.4s { v8, v9, v10, v11 }, [x10], x0
ld4r.4s { v15, v16, v17, v18 }, [x7], x5
ld4r.4s { v25, v26, v27, v28 }, [x2], x18
ld4r.8b { v6, v7, v8, v9 }, [x12]
ld4r.8b { v17, v18, v19, v20 }, [x16]
ld4r.8b { v4, v5, v6, v7 }, [x22]
ld4r.8b { v7, v8, v9, v10 }, [x21]
ld4r.8b { v29, v30, v31, v0 }, [x7], x12
ld4r.8b { v15, v16, v17, v18 }, [x4], x11
ld4r.8b { v4, v5, v6, v7 }, [x18], x6
ld4r.8b { v3, v4, v5, v6 }, [x27], x27
ld4r.8h { v6, v7, v8, v9 }, [x27]
ld4r.8h { v17, v18, v19, v20 }, [x28]
ld4r.8h { v13, v14, v15, v16 }, [x20]
ld4r.8h { v11, v12, v13, v14 }, [x22]
ld4r.8h { v6, v7, v8, v9 }, [x25], x14
ld4r.8h { v11, v12, v13, v14 }, [x15], x11
ld4r.8h { v20, v21, v22, v23 }, [x0], #8
ld4r.8h { v22, v23, v24, v25 }, [x26], x20
ld4.b { v30, v31, v0, v1 }[10], [x28]
ld4.b { v25, v26, v27, v28 }[2], [x12]
ld4.b { v15, v16, v17, v18 }[0], [x25]
ld4.b { v24, v25, v26, v27 }[9], [x28]
ld4.b { v9, v10, v11, v12 }[3], [x20], x25
ld4.b { v9, v10, v11, v12 }[8], [x0], x9
ld4.b { v3, v4, v5, v6 }[4], [x16], x23
ld4.b { v20, v21, v22, v23 }[0], [x3], x28
ld4.d { v31, v0, v1, v2 }[1], [x8]
ld4.d { v4, v5, v6, v7 }[1], [x5]
ld4.d { v8, v9, v10, v11 }[1], [x6]
ld4.d { v24, v25, v26, v27 }[1], [x9]
ld4.d { v2, v3, v4, v5 }[1], [x2], x23
ld4.d { v14, v15, v16, v17 }[1], [x0], x2
ld4.d { v3, v4, v5, v6 }[0], [x10], x6
ld4.d { v30, v31, v0, v1 }[0], [x2], x13
ld4.h { v3, v4, v5, v6 }[2], [x5]
ld4.h { v31, v0, v1, v2 }[2], [x24]
ld4.h { v2, v3, v4, v5 }[0], [x14]
ld4.h { v27, v28, v29, v30 }[0], [x23]
ld4.h { v11, v12, v13, v14 }[0], [x7], x4
ld4.h { v0, v1, v2, v3 }[1], [x14], x7
ld4.h { v30, v31, v0, v1 }[0], [x27], x29
ld4.h { v21, v22, v23, v24 }[4], [x8], #8
ld4.s { v13, v14, v15, v16 }[0], [x12]
ld4.s { v21, v22, v23, v24 }[1], [x27]
ld4.s { v31, v0, v1, v2 }[3], [x5]
ld4.s { v22, v23, v24, v25 }[1], [x14]
ld4.s { v3, v4, v5, v6 }[0], [x28], x26
ld4.s { v27, v28, v29, v30 }[0], [x30], x2
ld4.s { v17, v18, v19, v20 }[0], [sp], x7
ld4.s { v27, v28, v29, v30 }[3], [x30], x26
ld4.16b { v8, v9, v10, v11 }, [x30]
ld4.16b { v28, v29, v30, v31 }, [x22]
ld4.16b { v19, v20, v21, v22 }, [x5]
ld4.16b { v15, v16, v17, v18 }, [x9]
ld4.16b { v22, v23, v24, v25 }, [x7], x4
ld4.16b { v23, v24, v25, v26 }, [x5], x3
ld4.16b { v8, v9, v10, v11 }, [x19], x19
ld4.16b { v6, v7, v8, v9 }, [x8], x29
ld4.2d { v24, v25, v26, v27 }, [x29]
ld4.2d { v23, v24, v25, v26 }, [x9]
ld4.2d { v18, v19, v20, v21 }, [x1]
ld4.2d { v7, v8, v9, v10 }, [x7]
ld4.2d { v0, v1, v2, v3 }, [x30], x8
ld4.2d { v6, v7, v8, v9 }, [x25], x17
ld4.2d { v9, v10, v11, v12 }, [x21], x20
ld4.2d { v29, v30, v31, v0 }, [x22], x27
ld4.2s { v18, v19, v20, v21 }, [x3]
ld4.2s { v5, v6, v7, v8 }, [x20]
ld4.2s { v17, v18, v19, v20 }, [x20]
ld4.2s { v10, v11, v12, v13 }, [x9]
ld4.2s { v12, v13, v14, v15 }, [x12], x13
ld4.2s { v17, v18, v19, v20 }, [x4], x27
ld4.2s { v5, v6, v7, v8 }, [x26], x30
ld4.2s { v1, v2, v3, v4 }, [x28], x18
ld4.4h { v15, v16, v17, v18 }, [x2]
ld4.4h { v0, v1, v2, v3 }, [x9]
ld4.4h { v26, v27, v28, v29 }, [x14]
ld4.4h { v6, v7, v8, v9 }, [x4]
ld4.4h { v3, v4, v5, v6 }, [x19], x4
ld4.4h { v25, v26, v27, v28 }, [x11], x2
ld4.4h { v7, v8, v9, v10 }, [x3], x28
ld4.4h { v24, v25, v26, v27 }, [x20], x1
ld4.4s { v22, v23, v24, v25 }, [x22]
ld4.4s { v20, v21, v22, v23 }, [x3]
ld4.4s { v28, v29, v30, v31 }, [x17]
ld4.4s { v1, v2, v3, v4 }, [x7]
ld4.4s { v8, v9, v10, v11 }, [x26], x26
ld4.4s { v31, v0, v1, v2 }, [x3], x1
ld4.4s { v3, v4, v5, v6 }, [x20], x27
ld4.4s { v26, v27, v28, v29 }, [x25], x12
ld4.8b { v13, v14, v15, v16 }, [x28]
ld4.8b { v12, v13, v14, v15 }, [x8]
ld4.8b { v11, v12, v13, v14 }, [x19]
ld4.8b { v9, v10, v11, v12 }, [x14]
ld4.8b { v11, v12, v13, v14 }, [x9], x29
ld4.8b { v7, v8, v9, v10 }, [x19], x0
ld4.8b { v15, v16, v17, v18 }, [x23], x24
ld4.8b { v21, v22, v23, v24 }, [x1], x25
ld4.8h { v28, v29, v30, v31 }, [x23]
ld4.8h { v6, v7, v8, v9 }, [x9]
ld4.8h { v24, v25, v26, v27 }, [x7]
ld4.8h { v28, v29, v30, v31 }, [x4]
ld4.8h { v14, v15, v16, v17 }, [x17], x15
ld4.8h { v9, v10, v11, v12 }, [x4], x0
ld4.8h { v9, v10, v11, v12 }, [x11], x25
ld4.8h { v15, v16, v17, v18 }, [x6], x15
mla.2s v0, v4, v21[0]
mla.2s v21, v31, v20[0]
mla.2s v19, v26, v19[3]
mla.2s v7, v3, v31[2]
mla.4h v27, v9, v12[4]
mla.4h v25, v14, v10[1]
mla.4h v21, v7, v7[3]
mla.4h v0, v22, v2[7]
mla.4s v29, v19, v11[1]
mla.4s v1, v30, v4[3]
mla.4s v27, v13, v28[1]
mla.4s v7, v21, v13[0]
mla.8h v15, v24, v0[3]
mla.8h v6, v4, v7[7]
mla.8h v14, v24, v14[1]
mla.8h v3, v23, v8[0]
mla.16b v22, v15, v7
mla.16b v6, v21, v0
mla.16b v29, v9, v28
mla.16b v19, v13, v24
mla.2s v24, v13, v11
mla.2s v30, v13, v29
mla.2s v16, v30, v13
mla.2s v6, v11, v19
mla.4h v31, v18, v14
mla.4h v23, v4, v3
mla.4h v11, v6, v14
mla.4h v5, v13, v29
mla.4s v8, v0, v1
mla.4s v16, v22, v10
mla.4s v25, v4, v18
mla.4s v25, v9, v16
mla.8b v16, v27, v16
mla.8b v5, v7, v27
mla.8b v3, v8, v16
mla.8b v13, v18, v6
mla.8h v26, v10, v4
mla.8h v8, v29, v8
mla.8h v14, v30, v20
mla.8h v8, v10, v17
mls.2s v22, v11, v20[1]
mls.2s v30, v27, v13[3]
mls.2s v1, v3, v30[1]
mls.2s v18, v26, v3[3]
mls.4h v0, v7, v3[2]
mls.4h v1, v29, v15[5]
mls.4h v1, v20, v2[4]
mls.4h v14, v13, v7[1]
mls.4s v6, v12, v5[0]
mls.4s v27, v7, v17[3]
mls.4s v8, v19, v10[2]
mls.4s v17, v25, v5[1]
mls.8h v27, v0, v4[5]
mls.8h v25, v7, v9[2]
mls.8h v6, v26, v11[7]
mls.8h v27, v6, v10[0]
mls.16b v22, v2, v10
mls.16b v4, v5, v12
mls.16b v1, v19, v8
mls.16b v27, v8, v8
mls.2s v1, v7, v5
mls.2s v0, v7, v28
mls.2s v27, v16, v22
mls.2s v30, v26, v27
mls.4h v17, v10, v8
mls.4h v12, v21, v7
mls.4h v8, v1, v15
mls.4h v7, v6, v0
mls.4s v4, v23, v9
mls.4s v5, v26, v8
mls.4s v24, v18, v9
mls.4s v18, v15, v26
mls.8b v1, v30, v31
mls.8b v21, v14, v13
mls.8b v28, v19, v3
mls.8b v22, v12, v13
mls.8h v23, v30, v5
mls.8h v26, v24, v22
mls.8h v26, v15, v17
mls.8h v26, v0, v9
movi.16b v30, #136
movi.16b v23, #120
movi.16b v25, #255
movi.16b v6, #1
movi.2d v16, #0x0000ffff000000
movi.2d v5, #0xffff00ff00ff0000
movi.2d v23, #0xffffff00ff00ff00
movi.2d v10, #0xffff000000ffff
movi.2s v29, #10, lsl #16
movi.2s v10, #0, lsl #24
movi.2s v25, #161, lsl #24
movi.2s v1, #62
movi.2s v26, #204, msl #8
movi.2s v6, #0, msl #8
movi.2s v20, #1, msl #16
movi.2s v5, #255, msl #16
movi.4h v26, #118
movi.4h v21, #127, lsl #8
movi.4h v17, #0, lsl #8
movi.4h v5, #18
movi.4s v31, #255
movi.4s v7, #72, lsl #8
movi.4s v9, #12, lsl #24
movi.4s v5, #165
movi.4s v4, #118, msl #8
movi.4s v10, #113, msl #8
movi.4s v27, #0, msl #8
movi.4s v17, #0, msl #8
movi.8b v2, #45
movi.8b v13, #154
movi.8b v20, #207
movi.8b v14, #0
movi.8h v12, #138, lsl #8
movi.8h v14, #255
movi.8h v8, #1
movi.8h v17, #177, lsl #8
mul.2s v28, v4, v14[0]
mul.2s v25, v0, v1[2]
mul.2s v8, v0, v24[1]
mul.2s v11, v1, v16[1]
mul.4h v23, v5, v12[1]
mul.4h v2, v28, v1[4]
mul.4h v19, v31, v12[0]
mul.4h v14, v20, v15[6]
mul.4s v20, v2, v3[1]
mul.4s v27, v19, v8[3]
mul.4s v13, v10, v28[0]
mul.4s v22, v15, v19[0]
mul.8h v24, v9, v7[6]
mul.8h v31, v23, v1[1]
mul.8h v6, v12, v8[6]
mul.8h v7, v10, v4[1]
mul.16b v15, v12, v6
mul.16b v20, v10, v24
mul.16b v26, v7, v2
mul.16b v12, v30, v21
mul.2s v25, v14, v4
mul.2s v22, v0, v7
mul.2s v1, v0, v25
mul.2s v9, v25, v3
mul.4h v28, v10, v28
mul.4h v11, v0, v16
mul.4h v9, v9, v11
mul.4h v24, v16, v10
mul.4s v6, v9, v2
mul.4s v3, v1, v24
mul.4s v7, v30, v1
mul.4s v2, v4, v7
mul.8b v30, v10, v25
mul.8b v28, v10, v25
mul.8b v3, v18, v27
mul.8b v4, v9, v9
mul.8h v0, v18, v31
mul.8h v1, v2, v14
mul.8h v22, v25, v25
mul.8h v31, v30, v27
mvni.2s v25, #200
mvni.2s v0, #3, lsl #24
mvni.2s v23, #255, lsl #24
mvni.2s v21, #222
mvni.2s v31, #1, msl #8
mvni.2s v11, #0, msl #8
mvni.2s v16, #0, msl #16
mvni.2s v21, #77, msl #8
mvni.4h v28, #150
mvni.4h v4, #79
mvni.4h v0, #86
mvni.4h v19, #0
mvni.4s v0, #128, lsl #24
mvni.4s v19, #224, lsl #24
mvni.4s v14, #42
mvni.4s v4, #60, lsl #24
mvni.4s v30, #144, msl #16
mvni.4s v22, #255, msl #8
mvni.4s v25, #0, msl #8
mvni.4s v21, #1, msl #16
mvni.8h v7, #40, lsl #8
mvni.8h v30, #8, lsl #8
mvni.8h v26, #255
mvni.8h v7, #254
neg.16b v7, v9
neg.16b v25, v16
neg.16b v29, v13
neg.16b v3, v24
neg.2d v5, v15
neg.2d v1, v29
neg.2d v22, v30
neg.2d v19, v27
neg.2s v7, v13
neg.2s v24, v11
neg.2s v29, v28
neg.2s v4, v13
neg.4h v15, v3
neg.4h v28, v15
neg.4h v5, v28
neg.4h v0, v6
neg.4s v18, v31
neg.4s v24, v29
neg.4s v17, v8
neg.4s v20, v15
neg.8b v24, v12
neg.8b v11, v0
neg.8b v4, v5
neg.8b v17, v1
neg.8h v29, v30
neg.8h v23, v10
neg.8h v22, v1
neg.8h v8, v23
mvn.16b v31, v17
mvn.16b v15, v11
mvn.16b v15, v27
mvn.16b v15, v2
mvn.8b v8, v17
mvn.8b v5, v23
mvn.8b v10, v1
mvn.8b v19, v1
orn.16b v26, v7, v12
orn.16b v15, v1, v8
orn.16b v25, v19, v21
orn.16b v28, v15, v13
orn.8b v21, v14, v17
orn.8b v26, v0, v18
orn.8b v1, v2, v23
orn.8b v29, v29, v16
orr.2s v28, #69, lsl #8
orr.2s v17, #117, lsl #24
orr.2s v27, #175
orr.2s v12, #7
orr.4h v20, #35
orr.4h v14, #0
orr.4h v20, #134
orr.4h v14, #199, lsl #8
orr.4s v1, #18, lsl #16
orr.4s v3, #244, lsl #24
orr.4s v10, #0, lsl #8
orr.4s v7, #132
orr.8h v23, #0, lsl #8
orr.8h v13, #168, lsl #8
orr.8h v11, #209
orr.8h v25, #26, lsl #8
orr.16b v31, v26, v13
orr.16b v6, v5, v4
mov.16b v22, v29
mov.16b v24, v13
orr.8b v30, v8, v5
mov.8b v14, v9
orr.8b v10, v9, v7
orr.8b v3, v8, v16
pmull.8h v16, v28, v22
pmull.8h v20, v3, v9
pmull.8h v19, v2, v29
pmull.8h v25, v12, v12
pmull2.8h v4, v21, v5
pmull2.8h v31, v22, v13
pmull2.8h v23, v19, v1
pmull2.8h v5, v2, v5
pmul.16b v31, v7, v11
pmul.16b v5, v6, v1
pmul.16b v5, v26, v24
pmul.16b v0, v22, v7
pmul.8b v17, v20, v20
pmul.8b v10, v22, v6
pmul.8b v7, v29, v23
pmul.8b v17, v12, v10
raddhn.2s v6, v1, v31
raddhn.2s v0, v18, v11
raddhn.2s v29, v21, v16
raddhn.2s v28, v15, v2
raddhn2.4s v31, v8, v11
raddhn2.4s v7, v13, v18
raddhn2.4s v14, v1, v23
raddhn2.4s v24, v7, v12
raddhn.4h v10, v14, v15
raddhn.4h v18, v28, v9
raddhn.4h v0, v0, v25
raddhn.4h v10, v12, v2
raddhn2.8h v17, v30, v2
raddhn2.8h v4, v29, v26
raddhn2.8h v29, v29, v5
raddhn2.8h v25, v25, v27
raddhn.8b v17, v14, v15
raddhn.8b v1, v31, v28
raddhn.8b v22, v26, v20
raddhn.8b v21, v20, v28
raddhn2.16b v23, v20, v27
raddhn2.16b v25, v28, v20
raddhn2.16b v14, v2, v21
raddhn2.16b v30, v10, v19
rbit.16b v22, v2
rbit.16b v13, v18
rbit.16b v14, v26
rbit.16b v8, v30
rbit.8b v24, v1
rbit.8b v27, v31
rbit.8b v0, v0
rbit.8b v29, v21
rev16.16b v24, v29
rev16.16b v13, v26
rev16.16b v24, v31
rev16.16b v31, v15
rev16.8b v27, v17
rev16.8b v15, v29
rev16.8b v21, v19
rev16.8b v1, v9
rev32.16b v20, v21
rev32.16b v8, v29
rev32.16b v30, v20
rev32.16b v26, v22
rev32.4h v27, v25
rev32.4h v31, v4
rev32.4h v20, v28
rev32.4h v16, v28
rev32.8b v4, v12
rev32.8b v11, v27
rev32.8b v10, v15
rev32.8b v3, v5
rev32.8h v1, v19
rev32.8h v13, v17
rev32.8h v9, v22
rev32.8h v24, v17
rev64.16b v7, v13
rev64.16b v10, v18
rev64.16b v24, v21
rev64.16b v10, v6
rev64.2s v12, v18
rev64.2s v19, v10
rev64.2s v1, v27
rev64.2s v8, v15
rev64.4h v17, v19
rev64.4h v15, v0
rev64.4h v11, v29
rev64.4h v20, v19
rev64.4s v4, v7
rev64.4s v5, v13
rev64.4s v27, v20
rev64.4s v30, v26
rev64.8b v29, v14
rev64.8b v2, v13
rev64.8b v30, v24
rev64.8b v24, v12
rev64.8h v22, v0
rev64.8h v5, v27
rev64.8h v19, v10
rev64.8h v3, v10
rshrn.2s v5, v10, #1
rshrn.2s v12, v25, #4
rshrn.2s v17, v22, #15
rshrn.2s v3, v2, #1
rshrn2.4s v24, v30, #1
rshrn2.4s v18, v24, #10
rshrn2.4s v24, v6, #23
rshrn2.4s v5, v2, #13
rshrn.4h v2, v13, #11
rshrn.4h v28, v8, #9
rshrn.4h v13, v8, #3
rshrn.4h v17, v23, #9
rshrn2.8h v12, v5, #2
rshrn2.8h v22, v29, #1
rshrn2.8h v20, v5, #1
rshrn2.8h v2, v24, #1
rshrn.8b v29, v21, #6
rshrn.8b v2, v26, #7
rshrn.8b v28, v4, #2
rshrn.8b v17, v14, #3
rshrn2.16b v2, v29, #4
rshrn2.16b v10, v20, #5
rshrn2.16b v23, v27, #2
rshrn2.16b v14, v15, #4
rsubhn.2s v6, v31, v5
rsubhn.2s v4, v11, v12
rsubhn.2s v20, v1, v14
rsubhn.2s v30, v26, v18
rsubhn2.4s v12, v23, v31
rsubhn2.4s v6, v12, v23
rsubhn2.4s v5, v13, v24
rsubhn2.4s v20, v23, v15
rsubhn.4h v28, v30, v21
rsubhn.4h v5, v5, v24
rsubhn.4h v22, v14, v0
rsubhn.4h v27, v28, v8
rsubhn2.8h v29, v2, v29
rsubhn2.8h v12, v30, v27
rsubhn2.8h v26, v9, v14
rsubhn2.8h v22, v31, v4
rsubhn.8b v20, v27, v23
rsubhn.8b v13, v2, v29
rsubhn.8b v20, v7, v26
rsubhn.8b v20, v11, v23
rsubhn2.16b v15, v20, v25
rsubhn2.16b v28, v4, v11
rsubhn2.16b v5, v28, v25
rsubhn2.16b v6, v18, v10
sabal.2d v31, v13, v21
sabal.2d v9, v26, v29
sabal.2d v31, v4, v7
sabal.2d v26, v13, v26
sabal2.2d v25, v1, v29
sabal2.2d v12, v6, v12
sabal2.2d v8, v1, v17
sabal2.2d v24, v14, v29
sabal.4s v19, v23, v23
sabal.4s v18, v19, v28
sabal.4s v12, v15, v0
sabal.4s v8, v23, v14
sabal2.4s v30, v30, v10
sabal2.4s v5, v0, v27
sabal2.4s v13, v11, v20
sabal2.4s v4, v1, v8
sabal.8h v27, v13, v17
sabal.8h v23, v27, v22
sabal.8h v4, v7, v1
sabal.8h v1, v15, v2
sabal2.8h v5, v0, v10
sabal2.8h v0, v30, v18
sabal2.8h v2, v2, v2
sabal2.8h v16, v10, v31
saba.16b v1, v18, v19
saba.16b v17, v16, v3
saba.16b v14, v20, v2
saba.16b v24, v9, v14
saba.2s v31, v7, v21
saba.2s v19, v26, v10
saba.2s v17, v23, v16
saba.2s v2, v20, v1
saba.4h v0, v23, v11
saba.4h v8, v17, v20
saba.4h v27, v20, v31
saba.4h v13, v23, v31
saba.4s v5, v22, v11
saba.4s v19, v21, v28
saba.4s v26, v15, v26
saba.4s v26, v2, v11
saba.8b v28, v3, v30
saba.8b v17, v16, v15
saba.8b v0, v10, v14
saba.8b v20, v15, v6
saba.8h v0, v7, v20
saba.8h v1, v26, v31
saba.8h v8, v13, v21
saba.8h v4, v6, v27
sabdl.2d v0, v8, v5
sabdl.2d v18, v16, v25
sabdl.2d v2, v9, v7
sabdl.2d v17, v3, v22
sabdl2.2d v0, v25, v27
sabdl2.2d v6, v10, v31
sabdl2.2d v2, v7, v10
sabdl2.2d v28, v31, v21
sabdl.4s v28, v15, v27
sabdl.4s v15, v1, v1
sabdl.4s v5, v1, v10
sabdl.4s v21, v17, v15
sabdl2.4s v4, v24, v11
sabdl2.4s v26, v25, v1
sabdl2.4s v6, v23, v10
sabdl2.4s v31, v17, v31
sabdl.8h v21, v4, v30
sabdl.8h v5, v27, v22
sabdl.8h v1, v26, v12
sabdl.8h v25, v4, v2
sabdl2.8h v8, v21, v14
sabdl2.8h v1, v12, v19
sabdl2.8h v18, v20, v20
sabdl2.8h v9, v20, v17
sabd.16b v16, v24, v3
sabd.16b v4, v30, v0
sabd.16b v30, v29, v30
sabd.16b v10, v23, v19
sabd.2s v7, v25, v11
sabd.2s v1, v26, v29
sabd.2s v9, v28, v31
sabd.2s v4, v16, v22
sabd.4h v11, v29, v13
sabd.4h v12, v22, v2
sabd.4h v10, v2, v0
sabd.4h v8, v12, v22
sabd.4s v10, v18, v24
sabd.4s v29, v22, v31
sabd.4s v5, v18, v24
sabd.4s v22, v19, v27
sabd.8b v14, v4, v3
sabd.8b v29, v8, v14
sabd.8b v13, v19, v2
sabd.8b v15, v16, v6
sabd.8h v29, v10, v5
sabd.8h v1, v1, v22
sabd.8h v3, v31, v6
sabd.8h v18, v15, v17
sadalp.1d v16, v21
sadalp.1d v22, v9
sadalp.1d v27, v22
sadalp.1d v21, v20
sadalp.2d v7, v8
sadalp.2d v0, v22
sadalp.2d v12, v16
sadalp.2d v23, v27
sadalp.2s v16, v12
sadalp.2s v29, v7
sadalp.2s v6, v20
sadalp.2s v9, v0
sadalp.4h v19, v2
sadalp.4h v8, v3
sadalp.4h v27, v22
sadalp.4h v20, v20
sadalp.4s v29, v26
sadalp.4s v8, v28
sadalp.4s v22, v0
sadalp.4s v23, v28
sadalp.8h v14, v13
sadalp.8h v8, v31
sadalp.8h v12, v29
sadalp.8h v6, v14
saddlp.1d v17, v25
saddlp.1d v12, v15
saddlp.1d v8, v16
saddlp.1d v1, v25
saddlp.2d v1, v10
saddlp.2d v5, v12
saddlp.2d v14, v15
saddlp.2d v19, v14
saddlp.2s v4, v5
saddlp.2s v6, v11
saddlp.2s v4, v21
saddlp.2s v26, v31
saddlp.4h v7, v10
saddlp.4h v4, v0
saddlp.4h v14, v6
saddlp.4h v14, v4
saddlp.4s v30, v25
saddlp.4s v8, v20
saddlp.4s v28, v23
saddlp.4s v18, v6
saddlp.8h v17, v9
saddlp.8h v2, v26
saddlp.8h v16, v5
saddlp.8h v26, v8
saddlv.16b h20, v4
saddlv.16b h26, v31
saddlv.16b h0, v19
saddlv.16b h4, v21
saddlv.4h s27, v27
saddlv.4h s5, v11
saddlv.4h s25, v27
saddlv.4h s23, v0
saddlv.4s d14, v23
saddlv.4s d18, v4
saddlv.4s d12, v10
saddlv.4s d22, v1
saddlv.8b h21, v7
saddlv.8b h12, v6
saddlv.8b h6, v3
saddlv.8b h2, v22
saddlv.8h s5, v22
saddlv.8h s5, v31
saddlv.8h s16, v26
saddlv.8h s22, v5
saddl.2d v24, v25, v12
saddl.2d v27, v2, v27
saddl.2d v16, v25, v17
saddl.2d v7, v17, v10
saddl2.2d v24, v23, v23
saddl2.2d v24, v23, v31
saddl2.2d v27, v7, v19
saddl2.2d v28, v20, v12
saddl.4s v20, v8, v29
saddl.4s v26, v28, v28
saddl.4s v16, v21, v0
saddl.4s v20, v25, v22
saddl2.4s v13, v3, v3
saddl2.4s v27, v19, v31
saddl2.4s v18, v27, v9
saddl2.4s v25, v21, v16
saddl.8h v29, v7, v21
saddl.8h v20, v16, v1
saddl.8h v25, v12, v4
saddl.8h v22, v13, v1
saddl2.8h v11, v26, v21
saddl2.8h v19, v20, v17
saddl2.8h v0, v30, v26
saddl2.8h v3, v23, v18
saddw.2d v19, v30, v6
saddw.2d v12, v6, v22
saddw.2d v11, v5, v15
saddw.2d v26, v4, v19
saddw2.2d v28, v1, v18
saddw2.2d v19, v18, v15
saddw2.2d v10, v15, v23
saddw2.2d v31, v19, v13
saddw.4s v28, v5, v8
saddw.4s v13, v9, v24
saddw.4s v15, v17, v15
saddw.4s v3, v14, v12
saddw2.4s v10, v0, v11
saddw2.4s v14, v10, v2
saddw2.4s v3, v9, v0
saddw2.4s v30, v8, v2
saddw.8h v14, v8, v15
saddw.8h v23, v31, v12
saddw.8h v10, v4, v26
saddw.8h v6, v10, v25
saddw2.8h v27, v19, v3
saddw2.8h v1, v12, v19
saddw2.8h v16, v21, v8
saddw2.8h v5, v6, v26
scvtf.2d v9, v4, #3
scvtf.2d v18, v11, #35
scvtf.2d v6, v19, #32
scvtf.2d v4, v24, #42
scvtf.2s v3, v30, #4
scvtf.2s v7, v4, #12
scvtf.2s v13, v13, #31
scvtf.2s v1, v10, #1
scvtf.4s v10, v11, #17
scvtf.4s v2, v15, #1
scvtf.4s v15, v31, #22
scvtf.4s v23, v30, #2
scvtf.2d v14, v21
scvtf.2d v15, v1
scvtf.2d v5, v6
scvtf.2d v2, v6
scvtf.2s v9, v22
scvtf.2s v30, v24
scvtf.2s v14, v26
scvtf.2s v20, v23
scvtf.4s v1, v28
scvtf.4s v25, v20
scvtf.4s v21, v16
scvtf.4s v19, v1
shadd.16b v10, v22, v12
shadd.16b v20, v13, v8
shadd.16b v18, v7, v6
shadd.16b v22, v3, v22
shadd.2s v9, v15, v14
shadd.2s v6, v15, v24
shadd.2s v4, v6, v4
shadd.2s v15, v13, v22
shadd.4h v21, v18, v25
shadd.4h v0, v15, v2
shadd.4h v0, v11, v0
shadd.4h v22, v8, v26
shadd.4s v10, v12, v29
shadd.4s v8, v14, v17
shadd.4s v7, v0, v10
shadd.4s v15, v7, v5
shadd.8b v5, v31, v14
shadd.8b v2, v5, v23
shadd.8b v3, v22, v19
shadd.8b v9, v1, v10
shadd.8h v5, v31, v30
shadd.8h v27, v12, v16
shadd.8h v3, v18, v15
shadd.8h v19, v15, v10
shll.2d v11, v20, #32
shll.2d v10, v29, #32
shll.2d v0, v0, #32
shll.2d v8, v24, #32
shll2.2d v25, v25, #32
shll2.2d v9, v5, #32
shll2.2d v7, v1, #32
shll2.2d v14, v25, #32
shll.4s v10, v23, #16
shll.4s v31, v13, #16
shll.4s v24, v23, #16
shll.4s v2, v24, #16
shll2.4s v22, v0, #16
shll2.4s v11, v12, #16
shll2.4s v18, v9, #16
shll2.4s v31, v14, #16
shll.8h v3, v14, #8
shll.8h v6, v18, #8
shll.8h v20, v11, #8
shll.8h v24, v29, #8
shll2.8h v31, v20, #8
shll2.8h v16, v14, #8
shll2.8h v11, v3, #8
shll2.8h v23, v15, #8
shl.16b v19, v27, #7
shl.16b v1, v0, #0
shl.16b v8, v30, #0
shl.16b v27, v13, #5
shl.2d v24, v3, #38
shl.2d v4, v29, #47
shl.2d v22, v6, #61
shl.2d v11, v5, #9
shl.2s v18, v24, #16
shl.2s v0, v2, #18
shl.2s v9, v20, #17
shl.2s v3, v12, #0
shl.4h v10, v6, #7
shl.4h v22, v14, #10
shl.4h v26, v2, #11
shl.4h v2, v28, #0
shl.4s v15, v9, #1
shl.4s v3, v30, #19
shl.4s v23, v26, #13
shl.4s v6, v27, #0
shl.8b v24, v17, #6
shl.8b v31, v21, #1
shl.8b v16, v13, #4
shl.8b v28, v5, #0
shl.8h v26, v14, #0
shl.8h v21, v18, #6
shl.8h v31, v21, #15
shl.8h v0, v24, #13
shrn.2s v29, v1, #21
shrn.2s v8, v24, #19
shrn.2s v26, v26, #16
shrn.2s v13, v27, #22
shrn2.4s v5, v19, #25
shrn2.4s v8, v15, #1
shrn2.4s v13, v17, #22
shrn2.4s v19, v24, #9
shrn.4h v18, v18, #1
shrn.4h v3, v25, #7
shrn.4h v28, v25, #3
shrn.4h v24, v11, #14
shrn2.8h v4, v12, #3
shrn2.8h v1, v21, #12
shrn2.8h v17, v29, #2
shrn2.8h v2, v15, #1
shrn.8b v6, v6, #8
shrn.8b v1, v24, #1
shrn.8b v5, v27, #2
shrn.8b v26, v29, #3
shrn2.16b v29, v30, #8
shrn2.16b v24, v31, #2
shrn2.16b v12, v28, #1
shrn2.16b v7, v26, #3
shsub.16b v28, v18, v10
shsub.16b v23, v10, v4
shsub.16b v17, v26, v31
shsub.16b v0, v26, v26
shsub.2s v12, v22, v22
shsub.2s v24, v28, v15
shsub.2s v5, v15, v17
shsub.2s v18, v12, v9
shsub.4h v23, v1, v19
shsub.4h v23, v27, v13
shsub.4h v16, v7, v31
shsub.4h v4, v23, v18
shsub.4s v7, v16, v24
shsub.4s v26, v27, v24
shsub.4s v0, v4, v8
shsub.4s v24, v10, v29
shsub.8b v0, v25, v28
shsub.8b v3, v18, v4
shsub.8b v24, v21, v10
shsub.8b v31, v11, v18
shsub.8h v10, v4, v20
shsub.8h v11, v29, v6
shsub.8h v22, v17, v10
shsub.8h v31, v10, v17
sli.16b v15, v1, #3
sli.16b v3, v26, #7
sli.16b v22, v28, #2
sli.16b v5, v19, #3
sli.2d v9, v19, #25
sli.2d v6, v25, #18
sli.2d v27, v16, #25
sli.2d v28, v2, #44
sli.2s v28, v10, #0
sli.2s v10, v30, #31
sli.2s v28, v3, #27
sli.2s v0, v20, #0
sli.4h v25, v1, #8
sli.4h v15, v1, #4
sli.4h v0, v4, #13
sli.4h v21, v14, #1
sli.4s v4, v19, #10
sli.4s v21, v26, #27
sli.4s v19, v7, #30
sli.4s v28, v6, #13
sli.8b v16, v15, #7
sli.8b v23, v25, #6
sli.8b v4, v11, #7
sli.8b v23, v5, #1
sli.8h v18, v17, #6
sli.8h v10, v19, #4
sli.8h v16, v13, #1
sli.8h v13, v18, #11
smaxp.16b v18, v7, v31
smaxp.16b v29, v16, v20
smaxp.16b v6, v27, v12
smaxp.16b v25, v17, v7
smaxp.2s v22, v20, v0
smaxp.2s v18, v27, v13
smaxp.2s v14, v19, v26
smaxp.2s v18, v22, v14
smaxp.4h v22, v7, v25
smaxp.4h v19, v30, v27
smaxp.4h v21, v20, v26
smaxp.4h v28, v29, v8
smaxp.4s v25, v5, v15
smaxp.4s v11, v3, v7
smaxp.4s v11, v21, v19
smaxp.4s v7, v8, v3
smaxp.8b v16, v25, v16
smaxp.8b v29, v3, v0
smaxp.8b v23, v8, v4
smaxp.8b v17, v9, v1
smaxp.8h v12, v10, v31
smaxp.8h v13, v13, v14
smaxp.8h v1, v1, v22
smaxp.8h v14, v19, v23
smaxv.16b b30, v30
smaxv.16b b8, v8
smaxv.16b b25, v19
smaxv.16b b13, v18
smaxv.4h h7, v15
smaxv.4h h16, v23
smaxv.4h h27, v5
smaxv.4h h18, v21
smaxv.4s s23, v17
smaxv.4s s0, v0
smaxv.4s s10, v2
smaxv.4s s30, v10
smaxv.8b b14, v12
smaxv.8b b10, v23
smaxv.8b b28, v25
smaxv.8h h4, v13
smaxv.8h h17, v6
smaxv.8h h29, v18
smaxv.8h h19, v25
smax.16b v0, v6, v4
smax.16b v30, v2, v19
smax.16b v16, v14, v20
smax.16b v25, v6, v11
smax.2s v13, v4, v3
smax.2s v13, v6, v30
smax.2s v6, v8, v14
smax.2s v17, v23, v11
smax.4h v17, v19, v29
smax.4h v7, v8, v0
smax.4h v3, v11, v7
smax.4h v29, v19, v16
smax.4s v28, v0, v24
smax.4s v12, v16, v18
smax.4s v25, v0, v23
smax.4s v14, v7, v14
smax.8b v23, v13, v9
smax.8b v16, v22, v19
smax.8b v13, v22, v7
smax.8b v4, v14, v1
smax.8h v9, v18, v23
smax.8h v2, v9, v11
smax.8h v19, v29, v14
smax.8h v31, v27, v27
sminp.16b v12, v30, v22
sminp.16b v7, v13, v26
sminp.16b v20, v23, v25
sminp.16b v16, v30, v24
sminp.2s v29, v1, v22
sminp.2s v8, v21, v13
sminp.2s v6, v26, v1
sminp.2s v2, v19, v20
sminp.4h v28, v24, v10
sminp.4h v27, v3, v1
sminp.4h v3, v2, v30
sminp.4h v0, v5, v1
sminp.4s v31, v19, v28
sminp.4s v10, v25, v29
sminp.4s v0, v2, v21
sminp.4s v26, v1, v15
sminp.8b v7, v17, v24
sminp.8b v5, v29, v7
sminp.8b v5, v7, v22
sminp.8b v24, v9, v26
sminp.8h v1, v25, v12
sminp.8h v3, v6, v31
sminp.8h v25, v31, v23
sminp.8h v3, v1, v14
sminv.16b b27, v23
sminv.16b b8, v17
sminv.16b b17, v10
sminv.16b b23, v9
sminv.4h h12, v23
sminv.4h h7, v18
sminv.4h h9, v7
sminv.4h h21, v5
sminv.4s s28, v4
sminv.4s s31, v27
sminv.4s s30, v9
sminv.4s s14, v4
sminv.8b b15, v10
sminv.8b b1, v21
sminv.8b b30, v21
sminv.8b b20, v27
sminv.8h h18, v1
sminv.8h h11, v15
sminv.8h h12, v10
sminv.8h h3, v24
smin.16b v23, v17, v3
smin.16b v0, v21, v17
smin.16b v5, v4, v22
smin.16b v11, v26, v28
smin.2s v2, v19, v25
smin.2s v12, v13, v27
smin.2s v13, v20, v23
smin.2s v2, v12, v18
smin.4h v24, v20, v1
smin.4h v21, v5, v26
smin.4h v13, v1, v17
smin.4h v19, v3, v2
smin.4s v9, v23, v9
smin.4s v1, v18, v16
smin.4s v24, v2, v9
smin.4s v10, v29, v19
smin.8b v7, v5, v10
smin.8b v30, v5, v7
smin.8b v30, v15, v12
smin.8b v6, v30, v1
smin.8h v17, v0, v16
smin.8h v1, v6, v4
smin.8h v5, v27, v21
smin.8h v27, v19, v0
smlal.2d v20, v5, v3[3]
smlal.2d v12, v9, v13[3]
smlal.2d v13, v11, v10[3]
smlal.2d v5, v26, v7[1]
smlal2.2d v12, v19, v5[1]
smlal2.2d v17, v8, v27[3]
smlal2.2d v13, v23, v14[0]
smlal2.2d v28, v13, v19[1]
smlal.4s v22, v13, v14[4]
smlal.4s v17, v2, v9[6]
smlal.4s v5, v6, v8[1]
smlal.4s v9, v14, v5[1]
smlal2.4s v3, v18, v0[0]
smlal2.4s v20, v0, v6[6]
smlal2.4s v6, v11, v9[6]
smlal2.4s v25, v24, v5[0]
smlal.2d v28, v25, v27
smlal.2d v1, v5, v21
smlal.2d v20, v24, v19
smlal.2d v26, v5, v6
smlal2.2d v30, v7, v15
smlal2.2d v31, v3, v29
smlal2.2d v7, v2, v26
smlal2.2d v20, v29, v17
smlal.4s v3, v14, v10
smlal.4s v30, v7, v3
smlal.4s v0, v9, v22
smlal.4s v0, v24, v20
smlal2.4s v11, v24, v22
smlal2.4s v22, v22, v2
smlal2.4s v14, v31, v14
smlal2.4s v31, v5, v19
smlal.8h v23, v18, v1
smlal.8h v5, v11, v11
smlal.8h v12, v27, v29
smlal.8h v20, v8, v7
smlal2.8h v21, v12, v4
smlal2.8h v12, v7, v30
smlal2.8h v14, v5, v14
smlal2.8h v0, v15, v24
smlsl.2d v14, v11, v4[0]
smlsl.2d v21, v14, v18[0]
smlsl.2d v17, v6, v18[3]
smlsl.2d v4, v29, v7[2]
smlsl2.2d v28, v0, v26[3]
smlsl2.2d v7, v2, v23[1]
smlsl2.2d v13, v10, v13[1]
smlsl2.2d v17, v26, v30[2]
smlsl.4s v20, v9, v4[7]
smlsl.4s v3, v1, v5[7]
smlsl.4s v7, v3, v7[2]
smlsl.4s v14, v14, v8[5]
smlsl2.4s v10, v25, v10[6]
smlsl2.4s v24, v19, v0[1]
smlsl2.4s v17, v13, v15[4]
smlsl2.4s v2, v29, v3[1]
smlsl.2d v15, v14, v21
smlsl.2d v15, v28, v19
smlsl.2d v10, v6, v2
smlsl.2d v1, v0, v8
smlsl2.2d v9, v24, v12
smlsl2.2d v2, v30, v27
smlsl2.2d v9, v15, v12
smlsl2.2d v22, v22, v16
smlsl.4s v0, v27, v14
smlsl.4s v8, v30, v15
smlsl.4s v10, v27, v19
smlsl.4s v2, v23, v8
smlsl2.4s v5, v10, v13
smlsl2.4s v5, v15, v6
smlsl2.4s v1, v20, v16
smlsl2.4s v28, v17, v20
smlsl.8h v0, v20, v14
smlsl.8h v9, v8, v23
smlsl.8h v1, v21, v13
smlsl.8h v0, v31, v25
smlsl2.8h v21, v4, v20
smlsl2.8h v30, v30, v21
smlsl2.8h v1, v4, v24
smlsl2.8h v3, v7, v6
smov.b w11, v6[4]
smov.b w30, v29[13]
smov.b w5, v20[9]
smov.b w10, v24[1]
smov.h w30, v18[6]
smov.h w20, v23[5]
smov.h w3, v17[1]
smov.h w13, v2[6]
smov.b x9, v10[0]
smov.b x24, v4[4]
smov.b x0, v8[0]
smov.b x6, v16[12]
smov.h x14, v30[7]
smov.h x22, v28[7]
smov.h x14, v1[0]
smov.h x12, v26[6]
smov.s x3, v3[3]
smov.s x22, v5[2]
smov.s x30, v3[3]
smov.s x8, v6[3]
smull.2d v31, v9, v24[3]
smull.2d v5, v1, v16[1]
smull.2d v11, v14, v16[2]
smull.2d v2, v18, v25[3]
smull2.2d v0, v1, v23[0]
smull2.2d v31, v22, v8[0]
smull2.2d v15, v10, v26[0]
smull2.2d v12, v17, v19[0]
smull.4s v23, v28, v2[1]
smull.4s v29, v11, v10[3]
smull.4s v19, v17, v9[1]
smull.4s v29, v21, v13[5]
smull2.4s v10, v14, v13[6]
smull2.4s v1, v26, v4[2]
smull2.4s v12, v16, v0[3]
smull2.4s v3, v20, v12[3]
smull.2d v9, v27, v14
smull.2d v22, v3, v24
smull.2d v3, v22, v4
smull.2d v4, v5, v6
smull2.2d v15, v21, v10
smull2.2d v24, v21, v2
smull2.2d v13, v8, v9
smull2.2d v2, v23, v23
smull.4s v3, v20, v3
smull.4s v7, v28, v9
smull.4s v3, v30, v10
smull.4s v5, v20, v0
smull2.4s v4, v31, v15
smull2.4s v8, v0, v26
smull2.4s v21, v8, v31
smull2.4s v19, v19, v21
smull.8h v0, v18, v17
smull.8h v22, v6, v30
smull.8h v22, v17, v10
smull.8h v15, v20, v12
smull2.8h v23, v9, v18
smull2.8h v6, v21, v11
smull2.8h v1, v18, v27
smull2.8h v27, v13, v1
sqabs.16b v0, v19
sqabs.16b v3, v3
sqabs.16b v7, v22
sqabs.16b v5, v23
sqabs.2d v28, v27
sqabs.2d v8, v5
sqabs.2d v17, v0
sqabs.2d v17, v26
sqabs.2s v12, v15
sqabs.2s v12, v18
sqabs.2s v25, v13
sqabs.2s v19, v13
sqabs.4h v19, v18
sqabs.4h v5, v15
sqabs.4h v24, v14
sqabs.4h v23, v19
sqabs.4s v27, v13
sqabs.4s v24, v28
sqabs.4s v29, v14
sqabs.4s v15, v25
sqabs.8b v29, v0
sqabs.8b v11, v27
sqabs.8b v11, v15
sqabs.8b v2, v23
sqabs.8h v9, v23
sqabs.8h v11, v6
sqabs.8h v23, v0
sqabs.8h v22, v26
sqadd.16b v16, v15, v11
sqadd.16b v6, v31, v2
sqadd.16b v2, v8, v19
sqadd.16b v11, v4, v9
sqadd.2d v5, v12, v18
sqadd.2d v15, v27, v2
sqadd.2d v26, v8, v19
sqadd.2d v2, v22, v1
sqadd.2s v20, v9, v15
sqadd.2s v1, v14, v15
sqadd.2s v31, v0, v18
sqadd.2s v26, v11, v19
sqadd.4h v23, v3, v18
sqadd.4h v16, v11, v27
sqadd.4h v29, v21, v30
sqadd.4h v24, v20, v30
sqadd.4s v22, v5, v28
sqadd.4s v8, v23, v13
sqadd.4s v4, v25, v8
sqadd.4s v22, v15, v25
sqadd.8b v23, v0, v28
sqadd.8b v24, v0, v31
sqadd.8b v26, v10, v16
sqadd.8b v15, v17, v7
sqadd.8h v27, v21, v10
sqadd.8h v8, v27, v5
sqadd.8h v12, v9, v24
sqadd.8h v19, v0, v14
sqdmlal.h s12, h0, v11[0]
sqdmlal.h s5, h29, v1[3]
sqdmlal.h s13, h27, v10[1]
sqdmlal.h s10, h12, v4[3]
sqdmlal.s d15, s6, v18[3]
sqdmlal.s d4, s3, v2[2]
sqdmlal.s d6, s26, v9[2]
sqdmlal.s d12, s11, v26[2]
sqdmlal.2d v16, v26, v1[1]
sqdmlal.2d v3, v29, v2[3]
sqdmlal.2d v8, v0, v10[2]
sqdmlal.2d v1, v25, v30[3]
sqdmlal2.2d v26, v25, v23[3]
sqdmlal2.2d v16, v11, v13[2]
sqdmlal2.2d v20, v19, v31[2]
sqdmlal2.2d v3, v0, v2[3]
sqdmlal.4s v19, v15, v6[0]
sqdmlal.4s v5, v21, v6[1]
sqdmlal.4s v18, v14, v12[4]
sqdmlal.4s v16, v19, v3[6]
sqdmlal2.4s v26, v16, v10[0]
sqdmlal2.4s v15, v24, v12[0]
sqdmlal2.4s v23, v14, v6[3]
sqdmlal2.4s v26, v24, v7[0]
sqdmlal.2d v1, v22, v18
sqdmlal.2d v29, v10, v1
sqdmlal.2d v28, v14, v20
sqdmlal.2d v24, v13, v14
sqdmlal2.2d v0, v30, v0
sqdmlal2.2d v10, v25, v23
sqdmlal2.2d v4, v7, v31
sqdmlal2.2d v29, v5, v4
sqdmlal.4s v2, v12, v27
sqdmlal.4s v27, v16, v2
sqdmlal.4s v18, v22, v1
sqdmlal.4s v24, v18, v0
sqdmlal2.4s v30, v20, v7
sqdmlal2.4s v11, v10, v4
sqdmlal2.4s v30, v30, v19
sqdmlal2.4s v20, v18, v1
sqdmlsl.h s22, h7, v14[2]
sqdmlsl.h s1, h4, v8[0]
sqdmlsl.h s30, h0, v11[2]
sqdmlsl.h s16, h11, v3[0]
sqdmlsl.s d1, s14, v0[1]
sqdmlsl.s d19, s2, v31[2]
sqdmlsl.s d7, s28, v7[1]
sqdmlsl.s d11, s7, v9[2]
sqdmlsl.2d v0, v28, v7[0]
sqdmlsl.2d v16, v1, v1[0]
sqdmlsl.2d v1, v16, v27[1]
sqdmlsl.2d v8, v9, v25[3]
sqdmlsl2.2d v13, v20, v11[3]
sqdmlsl2.2d v14, v8, v18[1]
sqdmlsl2.2d v6, v25, v29[0]
sqdmlsl2.2d v2, v3, v25[3]
sqdmlsl.4s v23, v13, v5[0]
sqdmlsl.4s v12, v14, v3[1]
sqdmlsl.4s v0, v2, v8[0]
sqdmlsl.4s v11, v5, v5[1]
sqdmlsl2.4s v0, v27, v12[0]
sqdmlsl2.4s v17, v28, v8[5]
sqdmlsl2.4s v9, v14, v0[2]
sqdmlsl2.4s v1, v23, v8[1]
sqdmlsl.2d v26, v11, v3
sqdmlsl.2d v0, v26, v13
sqdmlsl.2d v26, v0, v9
sqdmlsl.2d v23, v12, v24
sqdmlsl2.2d v10, v27, v3
sqdmlsl2.2d v19, v15, v7
sqdmlsl2.2d v31, v25, v11
sqdmlsl2.2d v25, v29, v15
sqdmlsl.4s v24, v11, v16
sqdmlsl.4s v9, v5, v30
sqdmlsl.4s v25, v24, v13
sqdmlsl.4s v8, v31, v22
sqdmlsl2.4s v7, v26, v5
sqdmlsl2.4s v15, v26, v26
sqdmlsl2.4s v17, v25, v27
sqdmlsl2.4s v15, v3, v22
sqdmulh.h h14, h14, v14[0]
sqdmulh.h h0, h25, v5[7]
sqdmulh.h h14, h19, v5[7]
sqdmulh.h h4, h31, v7[7]
sqdmulh.s s11, s21, v8[0]
sqdmulh.s s21, s7, v1[0]
sqdmulh.s s24, s12, v21[0]
sqdmulh.s s11, s7, v22[1]
sqdmulh.2s v12, v9, v27[2]
sqdmulh.2s v15, v9, v24[1]
sqdmulh.2s v19, v3, v18[0]
sqdmulh.2s v8, v11, v15[0]
sqdmulh.4h v12, v23, v2[2]
sqdmulh.4h v30, v28, v0[0]
sqdmulh.4h v7, v20, v11[0]
sqdmulh.4h v24, v29, v1[4]
sqdmulh.4s v21, v31, v12[0]
sqdmulh.4s v16, v20, v8[3]
sqdmulh.4s v22, v5, v13[1]
sqdmulh.4s v7, v30, v29[2]
sqdmulh.8h v10, v28, v1[2]
sqdmulh.8h v22, v25, v14[1]
sqdmulh.8h v6, v31, v5[3]
sqdmulh.8h v18, v9, v2[2]
sqdmulh.2s v20, v28, v10
sqdmulh.2s v27, v1, v31
sqdmulh.2s v27, v10, v0
sqdmulh.2s v23, v15, v0
sqdmulh.4h v26, v20, v3
sqdmulh.4h v31, v28, v26
sqdmulh.4h v5, v19, v6
sqdmulh.4h v22, v15, v17
sqdmulh.4s v28, v8, v7
sqdmulh.4s v16, v1, v0
sqdmulh.4s v15, v16, v28
sqdmulh.4s v25, v23, v15
sqdmulh.8h v3, v3, v19
sqdmulh.8h v0, v18, v8
sqdmulh.8h v16, v25, v18
sqdmulh.8h v16, v4, v3
sqdmull.h s27, h30, v15[4]
sqdmull.h s3, h28, v10[3]
sqdmull.h s31, h21, v13[1]
sqdmull.h s23, h3, v14[0]
sqdmull.s d20, s16, v5[1]
sqdmull.s d25, s0, v23[3]
sqdmull.s d30, s23, v15[0]
sqdmull.s d22, s16, v24[0]
sqdmull.2d v26, v25, v11[3]
sqdmull.2d v14, v14, v24[2]
sqdmull.2d v27, v29, v28[1]
sqdmull.2d v2, v2, v23[1]
sqdmull2.2d v17, v8, v31[1]
sqdmull2.2d v5, v19, v30[2]
sqdmull2.2d v5, v25, v11[0]
sqdmull2.2d v14, v16, v8[1]
sqdmull.4s v16, v26, v10[7]
sqdmull.4s v19, v0, v2[5]
sqdmull.4s v3, v17, v9[1]
sqdmull.4s v11, v2, v1[6]
sqdmull2.4s v30, v17, v10[6]
sqdmull2.4s v18, v3, v1[0]
sqdmull2.4s v10, v4, v7[1]
sqdmull2.4s v11, v29, v8[0]
sqdmull.2d v29, v12, v9
sqdmull.2d v26, v23, v5
sqdmull.2d v6, v13, v21
sqdmull.2d v19, v5, v3
sqdmull2.2d v1, v30, v8
sqdmull2.2d v29, v27, v21
sqdmull2.2d v19, v18, v4
sqdmull2.2d v7, v18, v24
sqdmull.4s v29, v23, v17
sqdmull.4s v25, v20, v15
sqdmull.4s v27, v3, v9
sqdmull.4s v25, v18, v18
sqdmull2.4s v19, v11, v15
sqdmull2.4s v5, v29, v14
sqdmull2.4s v1, v11, v8
sqdmull2.4s v19, v13, v0
sqneg.16b v20, v23
sqneg.16b v19, v29
sqneg.16b v10, v15
sqneg.16b v1, v19
sqneg.2d v31, v14
sqneg.2d v3, v3
sqneg.2d v29, v31
sqneg.2d v17, v3
sqneg.2s v22, v14
sqneg.2s v16, v29
sqneg.2s v29, v16
sqneg.2s v26, v16
sqneg.4h v0, v24
sqneg.4h v18, v17
sqneg.4h v28, v4
sqneg.4h v26, v19
sqneg.4s v3, v22
sqneg.4s v8, v6
sqneg.4s v27, v24
sqneg.4s v29, v24
sqneg.8b v23, v18
sqneg.8b v10, v26
sqneg.8b v26, v12
sqneg.8b v12, v17
sqneg.8h v28, v25
sqneg.8h v3, v18
sqneg.8h v21, v21
sqneg.8h v13, v10
sqrdmulh.h h21, h3, v6[4]
sqrdmulh.h h4, h0, v15[2]
sqrdmulh.h h7, h14, v1[7]
sqrdmulh.h h8, h2, v7[7]
sqrdmulh.s s4, s17, v27[1]
sqrdmulh.s s0, s7, v15[0]
sqrdmulh.s s18, s26, v8[3]
sqrdmulh.s s9, s28, v1[3]
sqrdmulh.2s v18, v16, v31[0]
sqrdmulh.2s v13, v12, v18[1]
sqrdmulh.2s v24, v12, v6[1]
sqrdmulh.2s v4, v8, v14[1]
sqrdmulh.4h v10, v5, v5[0]
sqrdmulh.4h v8, v23, v9[7]
sqrdmulh.4h v31, v16, v14[6]
sqrdmulh.4h v25, v0, v7[5]
sqrdmulh.4s v23, v17, v3[2]
sqrdmulh.4s v25, v21, v8[3]
sqrdmulh.4s v25, v18, v6[0]
sqrdmulh.4s v25, v13, v15[0]
sqrdmulh.8h v27, v18, v4[4]
sqrdmulh.8h v1, v12, v3[2]
sqrdmulh.8h v28, v22, v13[4]
sqrdmulh.8h v19, v12, v8[7]
sqrdmulh.2s v30, v23, v23
sqrdmulh.2s v4, v11, v13
sqrdmulh.2s v8, v24, v19
sqrdmulh.2s v25, v21, v22
sqrdmulh.4h v25, v22, v19
sqrdmulh.4h v16, v29, v7
sqrdmulh.4h v11, v12, v1
sqrdmulh.4h v29, v3, v22
sqrdmulh.4s v2, v5, v28
sqrdmulh.4s v1, v21, v14
sqrdmulh.4s v26, v13, v5
sqrdmulh.4s v7, v14, v22
sqrdmulh.8h v28, v26, v10
sqrdmulh.8h v8, v19, v8
sqrdmulh.8h v5, v4, v7
sqrdmulh.8h v15, v18, v30
sqrshl.16b v6, v23, v20
sqrshl.16b v17, v29, v29
sqrshl.16b v20, v28, v14
sqrshl.16b v27, v21, v8
sqrshl.2d v29, v13, v11
sqrshl.2d v23, v8, v23
sqrshl.2d v15, v17, v5
sqrshl.2d v29, v6, v7
sqrshl.2s v6, v26, v24
sqrshl.2s v0, v13, v28
sqrshl.2s v4, v6, v26
sqrshl.2s v24, v14, v16
sqrshl.4h v31, v10, v30
sqrshl.4h v20, v12, v22
sqrshl.4h v31, v12, v0
sqrshl.4h v6, v13, v29
sqrshl.4s v3, v4, v19
sqrshl.4s v15, v16, v3
sqrshl.4s v31, v3, v26
sqrshl.4s v22, v1, v26
sqrshl.8b v10, v2, v26
sqrshl.8b v7, v2, v19
sqrshl.8b v17, v7, v9
sqrshl.8b v0, v22, v3
sqrshl.8h v26, v15, v23
sqrshl.8h v14, v26, v17
sqrshl.8h v17, v17, v8
sqrshl.8h v10, v24, v11
sqrshrn.2s v23, v19, #1
sqrshrn.2s v28, v9, #30
sqrshrn.2s v15, v28, #1
sqrshrn.2s v14, v12, #1
sqrshrn2.4s v26, v25, #1
sqrshrn2.4s v23, v5, #12
sqrshrn2.4s v9, v2, #29
sqrshrn2.4s v27, v6, #32
sqrshrn.4h v20, v0, #16
sqrshrn.4h v27, v17, #2
sqrshrn.4h v0, v29, #10
sqrshrn.4h v12, v10, #6
sqrshrn2.8h v12, v1, #5
sqrshrn2.8h v23, v0, #1
sqrshrn2.8h v12, v13, #6
sqrshrn2.8h v10, v16, #14
sqrshrn.8b v15, v21, #4
sqrshrn.8b v30, v9, #8
sqrshrn.8b v0, v22, #3
sqrshrn.8b v1, v10, #1
sqrshrn2.16b v3, v26, #7
sqrshrn2.16b v7, v22, #2
sqrshrn2.16b v13, v26, #2
sqrshrn2.16b v13, v23, #6
sqrshrun.2s v3, v13, #13
sqrshrun.2s v25, v29, #22
sqrshrun.2s v27, v25, #4
sqrshrun.2s v20, v8, #32
sqrshrun2.4s v9, v13, #3
sqrshrun2.4s v11, v26, #18
sqrshrun2.4s v0, v25, #27
sqrshrun2.4s v10, v18, #1
sqrshrun.4h v18, v15, #2
sqrshrun.4h v11, v8, #10
sqrshrun.4h v31, v0, #1
sqrshrun.4h v1, v10, #7
sqrshrun2.8h v24, v31, #1
sqrshrun2.8h v26, v7, #13
sqrshrun2.8h v1, v9, #2
sqrshrun2.8h v14, v29, #16
sqrshrun.8b v11, v25, #5
sqrshrun.8b v12, v15, #6
sqrshrun.8b v13, v24, #1
sqrshrun.8b v1, v20, #7
sqrshrun2.16b v28, v24, #6
sqrshrun2.16b v0, v4, #8
sqrshrun2.16b v3, v26, #2
sqrshrun2.16b v23, v12, #1
sqshlu.16b v24, v18, #3
sqshlu.16b v21, v17, #3
sqshlu.16b v31, v8, #2
sqshlu.16b v17, v22, #3
sqshlu.2d v19, v17, #54
sqshlu.2d v18, v4, #50
sqshlu.2d v28, v30, #0
sqshlu.2d v3, v5, #23
sqshlu.2s v21, v20, #31
sqshlu.2s v27, v19, #1
sqshlu.2s v27, v5, #2
sqshlu.2s v8, v21, #17
sqshlu.4h v20, v20, #1
sqshlu.4h v22, v13, #11
sqshlu.4h v21, v24, #2
sqshlu.4h v4, v27, #6
sqshlu.4s v11, v7, #31
sqshlu.4s v8, v3, #3
sqshlu.4s v24, v5, #23
sqshlu.4s v23, v9, #29
sqshlu.8b v26, v21, #1
sqshlu.8b v17, v31, #3
sqshlu.8b v11, v9, #2
sqshlu.8b v27, v18, #1
sqshlu.8h v2, v16, #4
sqshlu.8h v13, v31, #15
sqshlu.8h v14, v14, #10
sqshlu.8h v27, v21, #15
sqshl.16b v9, v18, #7
sqshl.16b v3, v17, #1
sqshl.16b v18, v22, #6
sqshl.16b v9, v8, #0
sqshl.2d v8, v12, #52
sqshl.2d v20, v19, #12
sqshl.2d v1, v14, #32
sqshl.2d v26, v13, #0
sqshl.2s v27, v13, #2
sqshl.2s v30, v17, #15
sqshl.2s v10, v3, #4
sqshl.2s v6, v13, #1
sqshl.4h v31, v14, #10
sqshl.4h v23, v4, #0
sqshl.4h v8, v26, #10
sqshl.4h v9, v14, #13
sqshl.4s v19, v7, #20
sqshl.4s v19, v29, #6
sqshl.4s v2, v11, #7
sqshl.4s v31, v22, #25
sqshl.8b v4, v12, #0
sqshl.8b v12, v0, #5
sqshl.8b v27, v22, #0
sqshl.8b v27, v2, #4
sqshl.8h v10, v18, #1
sqshl.8h v31, v14, #2
sqshl.8h v8, v30, #1
sqshl.8h v5, v20, #1
sqshl.16b v29, v22, v25
sqshl.16b v10, v8, v12
sqshl.16b v30, v14, v26
sqshl.16b v13, v28, v4
sqshl.2d v20, v19, v31
sqshl.2d v10, v9, v22
sqshl.2d v9, v0, v31
sqshl.2d v20, v18, v12
sqshl.2s v0, v2, v15
sqshl.2s v19, v0, v31
sqshl.2s v3, v1, v25
sqshl.2s v19, v17, v21
sqshl.4h v4, v1, v7
sqshl.4h v17, v3, v3
sqshl.4h v23, v27, v16
sqshl.4h v24, v0, v27
sqshl.4s v8, v11, v1
sqshl.4s v3, v8, v4
sqshl.4s v12, v21, v22
sqshl.4s v25, v24, v1
sqshl.8b v20, v15, v17
sqshl.8b v20, v26, v31
sqshl.8b v3, v23, v21
sqshl.8b v9, v28, v23
sqshl.8h v7, v11, v25
sqshl.8h v6, v14, v29
sqshl.8h v17, v5, v0
sqshl.8h v27, v6, v13
sqshrn.2s v11, v2, #19
sqshrn.2s v31, v25, #15
sqshrn.2s v11, v16, #32
sqshrn.2s v0, v5, #18
sqshrn2.4s v22, v10, #31
sqshrn2.4s v30, v21, #7
sqshrn2.4s v23, v8, #1
sqshrn2.4s v22, v9, #7
sqshrn.4h v13, v24, #1
sqshrn.4h v5, v6, #4
sqshrn.4h v2, v17, #4
sqshrn.4h v14, v12, #13
sqshrn2.8h v0, v31, #1
sqshrn2.8h v30, v29, #12
sqshrn2.8h v17, v31, #14
sqshrn2.8h v30, v13, #14
sqshrn.8b v15, v15, #8
sqshrn.8b v28, v29, #2
sqshrn.8b v11, v8, #6
sqshrn.8b v16, v27, #7
sqshrn2.16b v23, v24, #1
sqshrn2.16b v7, v0, #8
sqshrn2.16b v6, v30, #8
sqshrn2.16b v22, v20, #5
sqshrun.2s v20, v21, #1
sqshrun.2s v28, v8, #26
sqshrun.2s v26, v21, #19
sqshrun.2s v6, v20, #7
sqshrun2.4s v25, v11, #32
sqshrun2.4s v26, v12, #29
sqshrun2.4s v26, v26, #2
sqshrun2.4s v16, v25, #22
sqshrun.4h v13, v7, #11
sqshrun.4h v14, v25, #13
sqshrun.4h v5, v2, #6
sqshrun.4h v18, v0, #14
sqshrun2.8h v16, v13, #13
sqshrun2.8h v1, v5, #12
sqshrun2.8h v19, v6, #3
sqshrun2.8h v6, v30, #10
sqshrun.8b v6, v19, #8
sqshrun.8b v10, v21, #1
sqshrun.8b v19, v0, #4
sqshrun.8b v13, v19, #6
sqshrun2.16b v5, v16, #6
sqshrun2.16b v9, v30, #7
sqshrun2.16b v4, v30, #7
sqshrun2.16b v9, v31, #8
sqsub.16b v21, v31, v6
sqsub.16b v23, v1, v20
sqsub.16b v30, v9, v22
sqsub.16b v11, v22, v4
sqsub.2d v18, v7, v10
sqsub.2d v24, v19, v23
sqsub.2d v30, v11, v5
sqsub.2d v27, v13, v24
sqsub.2s v11, v29, v14
sqsub.2s v0, v21, v26
sqsub.2s v4, v31, v8
sqsub.2s v28, v28, v16
sqsub.4h v18, v21, v30
sqsub.4h v21, v7, v30
sqsub.4h v15, v11, v2
sqsub.4h v23, v24, v18
sqsub.4s v24, v27, v17
sqsub.4s v6, v9, v0
sqsub.4s v31, v15, v22
sqsub.4s v27, v25, v24
sqsub.8b v26, v9, v14
sqsub.8b v30, v19, v13
sqsub.8b v21, v30, v13
sqsub.8b v2, v9, v30
sqsub.8h v0, v8, v31
sqsub.8h v28, v31, v9
sqsub.8h v15, v7, v31
sqsub.8h v31, v2, v26
sqxtn.2s v15, v2
sqxtn.2s v26, v15
sqxtn.2s v11, v27
sqxtn.2s v3, v27
sqxtn2.4s v3, v0
sqxtn2.4s v28, v24
sqxtn2.4s v6, v4
sqxtn2.4s v24, v20
sqxtn.4h v31, v16
sqxtn.4h v30, v10
sqxtn.4h v11, v7
sqxtn.4h v13, v5
sqxtn2.8h v20, v19
sqxtn2.8h v6, v29
sqxtn2.8h v25, v5
sqxtn2.8h v11, v7
sqxtn.8b v1, v27
sqxtn.8b v3, v10
sqxtn.8b v9, v29
sqxtn.8b v20, v3
sqxtn2.16b v11, v8
sqxtn2.16b v8, v4
sqxtn2.16b v21, v1
sqxtn2.16b v20, v5
sqxtun.2s v19, v16
sqxtun.2s v16, v15
sqxtun.2s v7, v28
sqxtun.2s v21, v5
sqxtun2.4s v3, v28
sqxtun2.4s v4, v1
sqxtun2.4s v15, v24
sqxtun2.4s v4, v15
sqxtun.4h v22, v30
sqxtun.4h v26, v11
sqxtun.4h v15, v15
sqxtun.4h v22, v24
sqxtun2.8h v8, v7
sqxtun2.8h v3, v6
sqxtun2.8h v27, v23
sqxtun2.8h v23, v25
sqxtun.8b v26, v20
sqxtun.8b v23, v12
sqxtun.8b v6, v12
sqxtun.8b v25, v1
sqxtun2.16b v6, v3
sqxtun2.16b v28, v28
sqxtun2.16b v17, v10
sqxtun2.16b v31, v28
srhadd.16b v15, v5, v12
srhadd.16b v27, v8, v8
srhadd.16b v17, v24, v24
srhadd.16b v26, v18, v5
srhadd.2s v20, v14, v24
srhadd.2s v18, v21, v26
srhadd.2s v7, v6, v4
srhadd.2s v28, v30, v11
srhadd.4h v27, v17, v4
srhadd.4h v18, v27, v23
srhadd.4h v15, v2, v12
srhadd.4h v30, v28, v30
srhadd.4s v25, v16, v17
srhadd.4s v25, v12, v11
srhadd.4s v6, v19, v19
srhadd.4s v30, v18, v17
srhadd.8b v25, v18, v10
srhadd.8b v12, v27, v14
srhadd.8b v4, v12, v5
srhadd.8b v30, v18, v18
srhadd.8h v2, v26, v28
srhadd.8h v10, v17, v30
srhadd.8h v1, v27, v4
srhadd.8h v9, v3, v22
sri.16b v30, v21, #5
sri.16b v31, v31, #3
sri.16b v22, v28, #8
sri.16b v28, v4, #1
sri.2d v14, v7, #49
sri.2d v23, v21, #1
sri.2d v0, v4, #57
sri.2d v20, v11, #1
sri.2s v24, v5, #21
sri.2s v24, v29, #9
sri.2s v19, v24, #28
sri.2s v19, v26, #1
sri.4h v16, v22, #1
sri.4h v30, v22, #4
sri.4h v31, v23, #1
sri.4h v1, v9, #10
sri.4s v31, v0, #20
sri.4s v20, v17, #23
sri.4s v8, v4, #2
sri.4s v21, v16, #6
sri.8b v9, v2, #2
sri.8b v9, v28, #6
sri.8b v19, v26, #6
sri.8b v27, v18, #4
sri.8h v8, v10, #6
sri.8h v9, v7, #6
sri.8h v7, v14, #15
sri.8h v29, v17, #16
srshl.16b v4, v5, v11
srshl.16b v8, v15, v0
srshl.16b v4, v3, v15
srshl.16b v11, v6, v25
srshl.2d v25, v13, v24
srshl.2d v25, v30, v22
srshl.2d v16, v28, v29
srshl.2d v0, v21, v1
srshl.2s v13, v19, v25
srshl.2s v25, v23, v23
srshl.2s v6, v20, v7
srshl.2s v12, v28, v24
srshl.4h v17, v2, v14
srshl.4h v16, v31, v0
srshl.4h v30, v3, v4
srshl.4h v23, v11, v18
srshl.4s v20, v4, v25
srshl.4s v12, v6, v2
srshl.4s v22, v7, v4
srshl.4s v21, v9, v20
srshl.8b v9, v20, v8
srshl.8b v29, v22, v17
srshl.8b v14, v25, v1
srshl.8b v23, v14, v31
srshl.8h v3, v18, v20
srshl.8h v28, v19, v8
srshl.8h v18, v29, v5
srshl.8h v4, v2, v11
srshr.16b v3, v22, #6
srshr.16b v20, v0, #4
srshr.16b v28, v19, #2
srshr.16b v16, v13, #1
srshr.2d v17, v4, #1
srshr.2d v6, v19, #50
srshr.2d v3, v5, #1
srshr.2d v21, v22, #1
srshr.2s v12, v21, #26
srshr.2s v25, v8, #28
srshr.2s v3, v23, #14
srshr.2s v2, v25, #15
srshr.4h v27, v20, #1
srshr.4h v20, v13, #5
srshr.4h v0, v7, #15
srshr.4h v18, v18, #6
srshr.4s v26, v1, #18
srshr.4s v2, v20, #30
srshr.4s v27, v13, #3
srshr.4s v12, v26, #1
srshr.8b v7, v3, #2
srshr.8b v25, v8, #8
srshr.8b v11, v3, #1
srshr.8b v20, v13, #5
srshr.8h v19, v1, #16
srshr.8h v21, v22, #7
srshr.8h v22, v25, #1
srshr.8h v0, v13, #1
srsra.16b v21, v13, #2
srsra.16b v16, v22, #1
srsra.16b v1, v11, #1
srsra.16b v12, v30, #6
srsra.2d v4, v31, #35
srsra.2d v21, v17, #13
srsra.2d v18, v2, #40
srsra.2d v22, v7, #16
srsra.2s v12, v13, #21
srsra.2s v0, v2, #4
srsra.2s v7, v16, #24
srsra.2s v31, v0, #15
srsra.4h v19, v16, #1
srsra.4h v9, v1, #15
srsra.4h v25, v31, #16
srsra.4h v10, v1, #15
srsra.4s v4, v20, #22
srsra.4s v0, v24, #9
srsra.4s v7, v11, #11
srsra.4s v25, v19, #31
srsra.8b v15, v19, #5
srsra.8b v0, v24, #4
srsra.8b v5, v14, #6
srsra.8b v5, v27, #4
srsra.8h v7, v21, #1
srsra.8h v3, v4, #10
srsra.8h v16, v6, #1
srsra.8h v0, v17, #11
sshll.2d v27, v25, #20
sshll.2d v12, v23, #0
sshll.2d v26, v0, #0
sshll.2d v0, v10, #9
sshll2.2d v24, v8, #21
sshll2.2d v26, v9, #4
sshll2.2d v21, v14, #0
sshll2.2d v21, v17, #25
sshll.4s v2, v22, #14
sshll.4s v13, v4, #1
sshll.4s v12, v10, #10
sshll.4s v28, v14, #3
sshll2.4s v20, v20, #0
sshll2.4s v25, v0, #8
sshll2.4s v10, v31, #1
sshll2.4s v27, v31, #11
sshll.8h v14, v26, #7
sshll.8h v29, v12, #0
sshll.8h v24, v24, #0
sshll.8h v25, v17, #7
sshll2.8h v7, v15, #6
sshll2.8h v6, v20, #3
sshll2.8h v16, v19, #7
sshll2.8h v8, v26, #0
sshl.16b v17, v28, v19
sshl.16b v29, v23, v1
sshl.16b v26, v29, v3
sshl.16b v26, v15, v26
sshl.2d v13, v8, v10
sshl.2d v16, v1, v16
sshl.2d v12, v29, v3
sshl.2d v4, v12, v28
sshl.2s v8, v3, v6
sshl.2s v23, v28, v1
sshl.2s v14, v8, v2
sshl.2s v3, v19, v28
sshl.4h v16, v17, v16
sshl.4h v30, v26, v3
sshl.4h v1, v6, v26
sshl.4h v29, v26, v10
sshl.4s v6, v16, v29
sshl.4s v7, v23, v20
sshl.4s v17, v20, v5
sshl.4s v16, v14, v28
sshl.8b v3, v22, v25
sshl.8b v2, v30, v8
sshl.8b v23, v26, v6
sshl.8b v27, v5, v10
sshl.8h v28, v31, v17
sshl.8h v17, v1, v12
sshl.8h v1, v24, v1
sshl.8h v26, v17, v13
sshr.16b v0, v16, #7
sshr.16b v25, v22, #6
sshr.16b v3, v21, #8
sshr.16b v19, v24, #2
sshr.2d v26, v28, #44
sshr.2d v6, v13, #14
sshr.2d v28, v10, #32
sshr.2d v18, v29, #51
sshr.2s v28, v9, #16
sshr.2s v26, v1, #18
sshr.2s v27, v5, #28
sshr.2s v30, v20, #5
sshr.4h v18, v9, #1
sshr.4h v8, v16, #3
sshr.4h v29, v27, #9
sshr.4h v28, v7, #11
sshr.4s v4, v7, #18
sshr.4s v5, v11, #8
sshr.4s v5, v8, #21
sshr.4s v22, v21, #25
sshr.8b v7, v17, #5
sshr.8b v22, v16, #3
sshr.8b v18, v0, #5
sshr.8b v11, v1, #5
sshr.8h v18, v7, #1
sshr.8h v10, v15, #10
sshr.8h v7, v20, #7
sshr.8h v10, v2, #9
ssra.16b v14, v0, #2
ssra.16b v1, v17, #6
ssra.16b v17, v27, #1
ssra.16b v14, v22, #5
ssra.2d v13, v7, #4
ssra.2d v27, v12, #14
ssra.2d v27, v5, #48
ssra.2d v14, v2, #26
ssra.2s v25, v6, #11
ssra.2s v12, v27, #24
ssra.2s v20, v1, #27
ssra.2s v7, v8, #14
ssra.4h v2, v3, #1
ssra.4h v11, v29, #4
ssra.4h v12, v12, #2
ssra.4h v0, v24, #14
ssra.4s v27, v30, #23
ssra.4s v11, v3, #23
ssra.4s v31, v12, #6
ssra.4s v23, v16, #8
ssra.8b v13, v16, #6
ssra.8b v18, v10, #1
ssra.8b v24, v5, #1
ssra.8b v28, v8, #4
ssra.8h v5, v12, #6
ssra.8h v27, v18, #1
ssra.8h v2, v19, #1
ssra.8h v13, v20, #6
ssubl.2d v2, v11, v17
ssubl.2d v0, v16, v3
ssubl.2d v20, v1, v10
ssubl.2d v20, v6, v22
ssubl2.2d v20, v3, v13
ssubl2.2d v18, v22, v7
ssubl2.2d v21, v14, v26
ssubl2.2d v22, v29, v7
ssubl.4s v11, v28, v17
ssubl.4s v5, v26, v20
ssubl.4s v12, v16, v1
ssubl.4s v10, v27, v14
ssubl2.4s v30, v7, v7
ssubl2.4s v16, v25, v0
ssubl2.4s v16, v30, v6
ssubl2.4s v27, v23, v10
ssubl.8h v6, v28, v18
ssubl.8h v23, v9, v23
ssubl.8h v24, v14, v3
ssubl.8h v2, v24, v3
ssubl2.8h v27, v24, v13
ssubl2.8h v15, v30, v14
ssubl2.8h v12, v20, v3
ssubl2.8h v27, v16, v12
ssubw.2d v25, v26, v8
ssubw.2d v10, v21, v4
ssubw.2d v11, v31, v25
ssubw.2d v22, v8, v31
ssubw2.2d v27, v6, v8
ssubw2.2d v21, v15, v21
ssubw2.2d v30, v22, v29
ssubw2.2d v17, v11, v30
ssubw.4s v26, v20, v5
ssubw.4s v4, v15, v27
ssubw.4s v3, v16, v24
ssubw.4s v16, v5, v5
ssubw2.4s v15, v9, v28
ssubw2.4s v24, v19, v24
ssubw2.4s v13, v10, v17
ssubw2.4s v10, v19, v17
ssubw.8h v1, v21, v31
ssubw.8h v27, v25, v22
ssubw.8h v25, v10, v6
ssubw.8h v22, v2, v21
ssubw2.8h v9, v25, v5
ssubw2.8h v1, v16, v9
ssubw2.8h v14, v7, v6
ssubw2.8h v26, v6, v11
st1.16b { v14, v15, v16, v17 }, [x29]
st1.16b { v4, v5, v6, v7 }, [x13]
st1.16b { v13, v14, v15, v16 }, [x19]
st1.16b { v8, v9, v10, v11 }, [x15]
st1.16b { v10, v11, v12, v13 }, [x14], x25
st1.16b { v26, v27, v28, v29 }, [x4], x15
st1.16b { v24, v25, v26, v27 }, [x13], x6
st1.16b { v1, v2, v3, v4 }, [x21], x28
st1.1d { v14, v15, v16, v17 }, [x22]
st1.1d { v21, v22, v23, v24 }, [x8]
st1.1d { v11, v12, v13, v14 }, [x14]
st1.1d { v6, v7, v8, v9 }, [x18]
st1.1d { v21, v22, v23, v24 }, [x3], x6
st1.1d { v4, v5, v6, v7 }, [x9], x26
st1.1d { v31, v0, v1, v2 }, [x25], x7
st1.1d { v19, v20, v21, v22 }, [x5], x26
st1.2d { v4, v5, v6, v7 }, [x3]
st1.2d { v4, v5, v6, v7 }, [x23]
st1.2d { v30, v31, v0, v1 }, [x14]
st1.2d { v2, v3, v4, v5 }, [x14]
st1.2d { v18, v19, v20, v21 }, [x16], x2
st1.2d { v1, v2, v3, v4 }, [x10], x9
st1.2d { v10, v11, v12, v13 }, [x20], #64
st1.2d { v8, v9, v10, v11 }, [x1], x14
st1.2s { v28, v29, v30, v31 }, [x15]
st1.2s { v25, v26, v27, v28 }, [x13]
st1.2s { v20, v21, v22, v23 }, [x23]
st1.2s { v25, v26, v27, v28 }, [x9]
st1.2s { v4, v5, v6, v7 }, [x17], x1
st1.2s { v21, v22, v23, v24 }, [x19], x24
st1.2s { v25, v26, v27, v28 }, [x15], x0
st1.2s { v24, v25, v26, v27 }, [x29], x26
st1.4h { v2, v3, v4, v5 }, [x2]
st1.4h { v1, v2, v3, v4 }, [x7]
st1.4h { v21, v22, v23, v24 }, [x30]
st1.4h { v12, v13, v14, v15 }, [x1]
st1.4h { v1, v2, v3, v4 }, [x28], x10
st1.4h { v26, v27, v28, v29 }, [x25], x22
st1.4h { v6, v7, v8, v9 }, [x6], x21
st1.4h { v20, v21, v22, v23 }, [x3], x2
st1.4s { v21, v22, v23, v24 }, [x12]
st1.4s { v29, v30, v31, v0 }, [x23]
st1.4s { v4, v5, v6, v7 }, [x23]
st1.4s { v28, v29, v30, v31 }, [x0]
st1.4s { v23, v24, v25, v26 }, [x12], x17
st1.4s { v0, v1, v2, v3 }, [x11], x8
st1.4s { v18, v19, v20, v21 }, [x19], x29
st1.4s { v14, v15, v16, v17 }, [x6], x20
st1.8b { v10, v11, v12, v13 }, [x2]
st1.8b { v7, v8, v9, v10 }, [x24]
st1.8b { v19, v20, v21, v22 }, [x14]
st1.8b { v27, v28, v29, v30 }, [x0]
st1.8b { v26, v27, v28, v29 }, [x22], x16
st1.8b { v20, v21, v22, v23 }, [x17], #32
st1.8b { v29, v30, v31, v0 }, [sp], x15
st1.8b { v30, v31, v0, v1 }, [x7], x1
st1.8h { v13, v14, v15, v16 }, [x10]
st1.8h { v19, v20, v21, v22 }, [x2]
st1.8h { v31, v0, v1, v2 }, [x30]
st1.8h { v23, v24, v25, v26 }, [x4]
st1.8h { v28, v29, v30, v31 }, [x25], x24
st1.8h { v8, v9, v10, v11 }, [sp], x17
st1.8h { v20, v21, v22, v23 }, [x19], x27
st1.8h { v10, v11, v12, v13 }, [x5], x21
st1.16b { v6 }, [x15]
st1.16b { v28 }, [x26]
st1.16b { v24 }, [x0]
st1.16b { v23 }, [x17]
st1.16b { v28 }, [x24], x5
st1.16b { v25 }, [x11], x23
st1.16b { v2 }, [x13], x3
st1.16b { v24 }, [x3], x3
st1.1d { v27 }, [x29]
st1.1d { v29 }, [x5]
st1.1d { v20 }, [x24]
st1.1d { v17 }, [x29]
st1.1d { v20 }, [x10], x18
st1.1d { v17 }, [x13], #8
st1.1d { v6 }, [x19], x24
st1.1d { v16 }, [x7], x26
st1.2d { v20 }, [x1]
st1.2d { v20 }, [x27]
st1.2d { v0 }, [x24]
st1.2d { v3 }, [x21]
st1.2d { v16 }, [x10], x11
st1.2d { v30 }, [x12], x24
st1.2d { v3 }, [x2], x2
st1.2d { v13 }, [x18], x30
st1.2s { v23 }, [x18]
st1.2s { v13 }, [x18]
st1.2s { v5 }, [x9]
st1.2s { v0 }, [x29]
st1.2s { v20 }, [x1], x15
st1.2s { v2 }, [x2], x6
st1.2s { v30 }, [x5], x18
st1.2s { v17 }, [sp], x30
st1.4h { v28 }, [x9]
st1.4h { v27 }, [x25]
st1.4h { v1 }, [x11]
st1.4h { v2 }, [x29]
st1.4h { v0 }, [x22], x9
st1.4h { v1 }, [x10], x24
st1.4h { v9 }, [x29], x6
st1.4h { v24 }, [x17], x25
st1.4s { v26 }, [x28]
st1.4s { v5 }, [x15]
st1.4s { v4 }, [x9]
st1.4s { v0 }, [x24]
st1.4s { v21 }, [x21], x30
st1.4s { v18 }, [x23], x14
st1.4s { v18 }, [x8], x6
st1.4s { v14 }, [x22], x24
st1.8b { v6 }, [x4]
st1.8b { v29 }, [x16]
st1.8b { v24 }, [x11]
st1.8b { v9 }, [x19]
st1.8b { v27 }, [x12], x22
st1.8b { v17 }, [x29], x18
st1.8b { v14 }, [x7], x14
st1.8b { v24 }, [x27], x27
st1.8h { v1 }, [x11]
st1.8h { v15 }, [x13]
st1.8h { v8 }, [x12]
st1.8h { v22 }, [x7]
st1.8h { v19 }, [x4], x30
st1.8h { v18 }, [x18], x17
st1.8h { v26 }, [x30], x19
st1.8h { v14 }, [x27], x4
st1.16b { v11, v12, v13 }, [x4]
st1.16b { v11, v12, v13 }, [x1]
st1.16b { v25, v26, v27 }, [x17]
st1.16b { v31, v0, v1 }, [x25]
st1.16b { v1, v2, v3 }, [x23], x21
st1.16b { v20, v21, v22 }, [x1], x10
st1.16b { v14, v15, v16 }, [x5], x5
st1.16b { v8, v9, v10 }, [x0], x17
st1.1d { v18, v19, v20 }, [x21]
st1.1d { v6, v7, v8 }, [x12]
st1.1d { v6, v7, v8 }, [x8]
st1.1d { v10, v11, v12 }, [x4]
st1.1d { v27, v28, v29 }, [x4], x20
st1.1d { v31, v0, v1 }, [x19], x1
st1.1d { v31, v0, v1 }, [x21], x4
st1.1d { v27, v28, v29 }, [x29], x16
st1.2d { v31, v0, v1 }, [x18]
st1.2d { v12, v13, v14 }, [x19]
st1.2d { v29, v30, v31 }, [x18]
st1.2d { v17, v18, v19 }, [x7]
st1.2d { v24, v25, v26 }, [x15], x1
st1.2d { v24, v25, v26 }, [sp], x29
st1.2d { v20, v21, v22 }, [x4], x9
st1.2d { v9, v10, v11 }, [x6], x29
st1.2s { v20, v21, v22 }, [x1]
st1.2s { v0, v1, v2 }, [x0]
st1.2s { v9, v10, v11 }, [x24]
st1.2s { v26, v27, v28 }, [x7]
st1.2s { v27, v28, v29 }, [x0], x10
st1.2s { v27, v28, v29 }, [x13], x1
st1.2s { v14, v15, v16 }, [x5], x8
st1.2s { v16, v17, v18 }, [x13], x6
st1.4h { v14, v15, v16 }, [x30]
st1.4h { v7, v8, v9 }, [x23]
st1.4h { v3, v4, v5 }, [x9]
st1.4h { v11, v12, v13 }, [x18]
st1.4h { v22, v23, v24 }, [x12], x29
st1.4h { v11, v12, v13 }, [x28], x17
st1.4h { v22, v23, v24 }, [x10], x7
st1.4h { v23, v24, v25 }, [x11], #24
st1.4s { v21, v22, v23 }, [x28]
st1.4s { v15, v16, v17 }, [x30]
st1.4s { v1, v2, v3 }, [x10]
st1.4s { v19, v20, v21 }, [x7]
st1.4s { v15, v16, v17 }, [x28], x13
st1.4s { v16, v17, v18 }, [x16], x21
st1.4s { v13, v14, v15 }, [x27], x23
st1.4s { v12, v13, v14 }, [x14], x9
st1.8b { v17, v18, v19 }, [x11]
st1.8b { v17, v18, v19 }, [x4]
st1.8b { v7, v8, v9 }, [x12]
st1.8b { v20, v21, v22 }, [x7]
st1.8b { v9, v10, v11 }, [x20], #24
st1.8b { v1, v2, v3 }, [x2], x16
st1.8b { v2, v3, v4 }, [x16], x16
st1.8b { v22, v23, v24 }, [x23], x2
st1.8h { v8, v9, v10 }, [x2]
st1.8h { v13, v14, v15 }, [x22]
st1.8h { v11, v12, v13 }, [x15]
st1.8h { v27, v28, v29 }, [x25]
st1.8h { v20, v21, v22 }, [x26], x7
st1.8h { v1, v2, v3 }, [x13], x14
st1.8h { v31, v0, v1 }, [x18], x2
st1.8h { v16, v17, v18 }, [x9], x10
st1.16b { v19, v20 }, [x1]
st1.16b { v31, v0 }, [x25]
st1.16b { v1, v2 }, [x13]
st1.16b { v31, v0 }, [x11]
st1.16b { v26, v27 }, [x30], x21
st1.16b { v25, v26 }, [x22], x3
st1.16b { v31, v0 }, [x16], x5
st1.16b { v2, v3 }, [x14], x26
st1.1d { v5, v6 }, [x21]
st1.1d { v10, v11 }, [x6]
st1.1d { v2, v3 }, [x21]
st1.1d { v31, v0 }, [x4]
st1.1d { v26, v27 }, [x28], x15
st1.1d { v1, v2 }, [x26], x15
st1.1d { v13, v14 }, [x15], x3
st1.1d { v28, v29 }, [x6], x7
st1.2d { v11, v12 }, [x5]
st1.2d { v8, v9 }, [x29]
st1.2d { v26, v27 }, [x8]
st1.2d { v15, v16 }, [x0]
st1.2d { v20, v21 }, [x15], x27
st1.2d { v29, v30 }, [x27], x23
st1.2d { v20, v21 }, [x7], x9
st1.2d { v15, v16 }, [x0], x27
st1.2s { v30, v31 }, [sp]
st1.2s { v14, v15 }, [x3]
st1.2s { v29, v30 }, [x19]
st1.2s { v18, v19 }, [x30]
st1.2s { v2, v3 }, [x20], x28
st1.2s { v28, v29 }, [x14], x6
st1.2s { v19, v20 }, [x13], x28
st1.2s { v5, v6 }, [x12], x16
st1.4h { v2, v3 }, [x18]
st1.4h { v19, v20 }, [x24]
st1.4h { v17, v18 }, [x25]
st1.4h { v20, v21 }, [x8]
st1.4h { v0, v1 }, [x4], x21
st1.4h { v2, v3 }, [x2], x17
st1.4h { v15, v16 }, [x16], x16
st1.4h { v22, v23 }, [x30], x4
st1.4s { v4, v5 }, [x26]
st1.4s { v30, v31 }, [x11]
st1.4s { v10, v11 }, [x15]
st1.4s { v8, v9 }, [x18]
st1.4s { v2, v3 }, [x12], x11
st1.4s { v3, v4 }, [x12], x19
st1.4s { v22, v23 }, [x8], x29
st1.4s { v6, v7 }, [x19], x22
st1.8b { v8, v9 }, [x27]
st1.8b { v17, v18 }, [x11]
st1.8b { v29, v30 }, [x1]
st1.8b { v26, v27 }, [x15]
st1.8b { v20, v21 }, [x28], x21
st1.8b { v12, v13 }, [x10], x7
st1.8b { v4, v5 }, [x24], x19
st1.8b { v12, v13 }, [x10], x4
st1.8h { v26, v27 }, [x13]
st1.8h { v6, v7 }, [x12]
st1.8h { v27, v28 }, [x9]
st1.8h { v10, v11 }, [x21]
st1.8h { v10, v11 }, [x9], x25
st1.8h { v8, v9 }, [x11], x5
st1.8h { v12, v13 }, [x17], x1
st1.8h { v26, v27 }, [x30], x23
st1.b { v14 }[15], [x16]
st1.b { v31 }[4], [x5]
st1.b { v11 }[1], [x3]
st1.b { v28 }[8], [x16]
st1.b { v20 }[0], [x24], x28
st1.b { v31 }[0], [x23], x13
st1.b { v31 }[0], [x30], x23
st1.b { v23 }[11], [x17], x28
st1.d { v20 }[1], [x2]
st1.d { v29 }[0], [x18]
st1.d { v3 }[1], [x23]
st1.d { v4 }[0], [x27]
st1.d { v10 }[0], [x3], x3
st1.d { v0 }[0], [x2], x17
st1.d { v21 }[1], [x17], x0
st1.d { v11 }[0], [x13], x13
st1.h { v31 }[7], [x10]
st1.h { v4 }[1], [x30]
st1.h { v23 }[0], [sp]
st1.h { v20 }[1], [x18]
st1.h { v21 }[6], [x3], x3
st1.h { v30 }[1], [x0], x13
st1.h { v7 }[2], [x29], x2
st1.h { v13 }[4], [x15], x1
st1.s { v31 }[3], [x8]
st1.s { v31 }[1], [x7]
st1.s { v2 }[0], [x28]
st1.s { v7 }[0], [x24]
st1.s { v9 }[2], [x10], x8
st1.s { v11 }[1], [x9], x25
st1.s { v18 }[0], [x28], x30
st1.s { v1 }[0], [x14], x29
st2.b { v27, v28 }[12], [x3]
st2.b { v13, v14 }[5], [x20]
st2.b { v9, v10 }[0], [x28]
st2.b { v16, v17 }[0], [x6]
st2.b { v3, v4 }[3], [x19], x30
st2.b { v7, v8 }[1], [x8], x27
st2.b { v25, v26 }[8], [x23], x7
st2.b { v12, v13 }[6], [x16], x3
st2.d { v3, v4 }[0], [x5]
st2.d { v30, v31 }[1], [x5]
st2.d { v12, v13 }[1], [x17]
st2.d { v0, v1 }[0], [x6]
st2.d { v14, v15 }[0], [x27], x6
st2.d { v6, v7 }[0], [x24], x0
st2.d { v15, v16 }[0], [x0], x27
st2.d { v4, v5 }[1], [x22], x3
st2.h { v2, v3 }[1], [x29]
st2.h { v3, v4 }[1], [x7]
st2.h { v0, v1 }[0], [x15]
st2.h { v27, v28 }[0], [x8]
st2.h { v25, v26 }[7], [x15], x12
st2.h { v3, v4 }[1], [x19], x19
st2.h { v16, v17 }[0], [x8], x10
st2.h { v13, v14 }[0], [x3], x28
st2.s { v19, v20 }[1], [x24]
st2.s { v7, v8 }[3], [x10]
st2.s { v31, v0 }[1], [x22]
st2.s { v30, v31 }[2], [x10]
st2.s { v18, v19 }[0], [x29], x9
st2.s { v0, v1 }[0], [x11], x7
st2.s { v24, v25 }[1], [x2], x2
st2.s { v15, v16 }[0], [x16], x30
st2.16b { v2, v3 }, [x15]
st2.16b { v15, v16 }, [x9]
st2.16b { v22, v23 }, [x27]
st2.16b { v16, v17 }, [x4]
st2.16b { v26, v27 }, [x11], x6
st2.16b { v24, v25 }, [x30], x2
st2.16b { v25, v26 }, [x1], x1
st2.16b { v9, v10 }, [x22], x17
st2.2d { v14, v15 }, [x2]
st2.2d { v7, v8 }, [x2]
st2.2d { v7, v8 }, [x10]
st2.2d { v21, v22 }, [x2]
st2.2d { v19, v20 }, [x1], x21
st2.2d { v9, v10 }, [x22], x17
st2.2d { v2, v3 }, [x3], #32
st2.2d { v12, v13 }, [x5], x17
st2.2s { v4, v5 }, [x22]
st2.2s { v29, v30 }, [x16]
st2.2s { v30, v31 }, [x17]
st2.2s { v14, v15 }, [x7]
st2.2s { v19, v20 }, [x25], x20
st2.2s { v18, v19 }, [x17], x3
st2.2s { v1, v2 }, [x2], x12
st2.2s { v7, v8 }, [x6], x7
st2.4h { v7, v8 }, [sp]
st2.4h { v29, v30 }, [x3]
st2.4h { v4, v5 }, [x30]
st2.4h { v21, v22 }, [x12]
st2.4h { v2, v3 }, [x2], x13
st2.4h { v24, v25 }, [x13], x16
st2.4h { v3, v4 }, [x6], x0
st2.4h { v14, v15 }, [x1], x7
st2.4s { v13, v14 }, [x20]
st2.4s { v20, v21 }, [x2]
st2.4s { v28, v29 }, [x7]
st2.4s { v5, v6 }, [x16]
st2.4s { v30, v31 }, [x12], x2
st2.4s { v28, v29 }, [x28], x14
st2.4s { v9, v10 }, [x19], x18
st2.4s { v27, v28 }, [x28], x13
st2.8b { v31, v0 }, [x5]
st2.8b { v21, v22 }, [x17]
st2.8b { v17, v18 }, [x5]
st2.8b { v19, v20 }, [x8]
st2.8b { v9, v10 }, [x7], x9
st2.8b { v8, v9 }, [x18], x15
st2.8b { v23, v24 }, [x17], x23
st2.8b { v5, v6 }, [sp], x17
st2.8h { v7, v8 }, [x9]
st2.8h { v22, v23 }, [x19]
st2.8h { v14, v15 }, [x21]
st2.8h { v14, v15 }, [x10]
st2.8h { v5, v6 }, [x23], x10
st2.8h { v31, v0 }, [x9], x14
st2.8h { v22, v23 }, [x3], x10
st2.8h { v18, v19 }, [x27], x13
st3.b { v6, v7, v8 }[11], [x26]
st3.b { v4, v5, v6 }[9], [x29]
st3.b { v6, v7, v8 }[8], [x10]
st3.b { v15, v16, v17 }[8], [x15]
st3.b { v20, v21, v22 }[5], [x1], x6
st3.b { v12, v13, v14 }[14], [x20], x2
st3.b { v9, v10, v11 }[2], [x12], x7
st3.b { v16, v17, v18 }[1], [x14], x6
st3.d { v17, v18, v19 }[1], [x19]
st3.d { v25, v26, v27 }[1], [x20]
st3.d { v27, v28, v29 }[1], [x26]
st3.d { v7, v8, v9 }[0], [x14]
st3.d { v20, v21, v22 }[1], [x30], x17
st3.d { v10, v11, v12 }[1], [x1], x24
st3.d { v28, v29, v30 }[1], [x8], x20
st3.d { v22, v23, v24 }[0], [x21], x18
st3.h { v9, v10, v11 }[4], [x20]
st3.h { v15, v16, v17 }[0], [sp]
st3.h { v3, v4, v5 }[0], [x24]
st3.h { v31, v0, v1 }[0], [x15]
st3.h { v24, v25, v26 }[3], [x12], x30
st3.h { v30, v31, v0 }[7], [x22], x16
st3.h { v6, v7, v8 }[1], [x8], x21
st3.h { v16, v17, v18 }[2], [x27], x5
st3.s { v29, v30, v31 }[3], [x1]
st3.s { v22, v23, v24 }[1], [x8]
st3.s { v25, v26, v27 }[0], [x1]
st3.s { v13, v14, v15 }[3], [x24]
st3.s { v5, v6, v7 }[3], [x10], x3
st3.s { v3, v4, v5 }[1], [x15], x18
st3.s { v7, v8, v9 }[0], [x2], x20
st3.s { v11, v12, v13 }[3], [x25], x10
st3.16b { v12, v13, v14 }, [x20]
st3.16b { v7, v8, v9 }, [x20]
st3.16b { v9, v10, v11 }, [x25]
st3.16b { v14, v15, v16 }, [x16]
st3.16b { v24, v25, v26 }, [x16], x29
st3.16b { v30, v31, v0 }, [x0], x12
st3.16b { v4, v5, v6 }, [x21], x29
st3.16b { v30, v31, v0 }, [x12], x27
st3.2d { v2, v3, v4 }, [x7]
st3.2d { v17, v18, v19 }, [x13]
st3.2d { v19, v20, v21 }, [x26]
st3.2d { v30, v31, v0 }, [x21], x22
st3.2d { v18, v19, v20 }, [x5], x10
st3.2d { v31, v0, v1 }, [x8], x10
st3.2d { v16, v17, v18 }, [x0], x8
st3.2s { v16, v17, v18 }, [x6]
st3.2s { v0, v1, v2 }, [x6]
st3.2s { v31, v0, v1 }, [x24]
st3.2s { v25, v26, v27 }, [x24]
st3.2s { v0, v1, v2 }, [x29], x7
st3.2s { v18, v19, v20 }, [x7], x27
st3.2s { v16, v17, v18 }, [x24], x18
st3.2s { v27, v28, v29 }, [x9], x15
st3.4h { v27, v28, v29 }, [x7]
st3.4h { v5, v6, v7 }, [x26]
st3.4h { v26, v27, v28 }, [x12]
st3.4h { v7, v8, v9 }, [x11]
st3.4h { v18, v19, v20 }, [x5], x8
st3.4h { v4, v5, v6 }, [sp], x5
st3.4h { v28, v29, v30 }, [x2], x9
st3.4h { v4, v5, v6 }, [x11], x17
st3.4s { v30, v31, v0 }, [x5]
st3.4s { v23, v24, v25 }, [x23]
st3.4s { v20, v21, v22 }, [x1]
st3.4s { v20, v21, v22 }, [x23]
st3.4s { v5, v6, v7 }, [x20], x19
st3.4s { v30, v31, v0 }, [x25], x17
st3.4s { v19, v20, v21 }, [x7], x1
st3.4s { v24, v25, v26 }, [x1], x25
st3.8b { v16, v17, v18 }, [x27]
st3.8b { v31, v0, v1 }, [x4]
st3.8b { v31, v0, v1 }, [x18]
st3.8b { v12, v13, v14 }, [x4]
st3.8b { v26, v27, v28 }, [x15], x29
st3.8b { v0, v1, v2 }, [x15], x10
st3.8b { v12, v13, v14 }, [sp], x2
st3.8b { v6, v7, v8 }, [x7], #24
st3.8h { v4, v5, v6 }, [x10]
st3.8h { v28, v29, v30 }, [x16]
st3.8h { v20, v21, v22 }, [x22]
st3.8h { v20, v21, v22 }, [x6]
st3.8h { v29, v30, v31 }, [x28], x8
st3.8h { v2, v3, v4 }, [x15], x22
st3.8h { v20, v21, v22 }, [x9], #48
st3.8h { v25, v26, v27 }, [x29], x18
st4.b { v29, v30, v31, v0 }[0], [x19]
st4.b { v16, v17, v18, v19 }[11], [x16]
st4.b { v31, v0, v1, v2 }[8], [x12]
st4.b { v16, v17, v18, v19 }[11], [x12]
st4.b { v0, v1, v2, v3 }[0], [x10], x19
st4.b { v6, v7, v8, v9 }[14], [x3], x12
st4.b { v17, v18, v19, v20 }[0], [x21], x30
st4.b { v12, v13, v14, v15 }[15], [x28], x2
st4.d { v31, v0, v1, v2 }[1], [sp]
st4.d { v0, v1, v2, v3 }[1], [x6]
st4.d { v7, v8, v9, v10 }[1], [x18]
st4.d { v9, v10, v11, v12 }[0], [x7]
st4.d { v13, v14, v15, v16 }[1], [x23], x19
st4.d { v27, v28, v29, v30 }[1], [x16], x30
st4.d { v20, v21, v22, v23 }[1], [x19], x12
st4.d { v0, v1, v2, v3 }[1], [x9], x28
st4.h { v17, v18, v19, v20 }[2], [x20]
st4.h { v12, v13, v14, v15 }[0], [x21]
st4.h { v9, v10, v11, v12 }[3], [x5]
st4.h { v11, v12, v13, v14 }[0], [x8]
st4.h { v19, v20, v21, v22 }[6], [x8], x5
st4.h { v5, v6, v7, v8 }[0], [x29], x12
st4.h { v29, v30, v31, v0 }[3], [x4], x29
st4.h { v8, v9, v10, v11 }[0], [x10], x29
st4.s { v1, v2, v3, v4 }[3], [x11]
st4.s { v29, v30, v31, v0 }[0], [x28]
st4.s { v5, v6, v7, v8 }[1], [x30]
st4.s { v16, v17, v18, v19 }[3], [x1]
st4.s { v16, v17, v18, v19 }[2], [x5], x12
st4.s { v18, v19, v20, v21 }[0], [x18], x27
st4.s { v13, v14, v15, v16 }[3], [x16], x22
st4.s { v21, v22, v23, v24 }[0], [x29], x20
st4.16b { v12, v13, v14, v15 }, [sp]
st4.16b { v3, v4, v5, v6 }, [x23]
st4.16b { v31, v0, v1, v2 }, [x22]
st4.16b { v8, v9, v10, v11 }, [x18]
st4.16b { v14, v15, v16, v17 }, [x1], x17
st4.16b { v14, v15, v16, v17 }, [x19], x8
st4.16b { v13, v14, v15, v16 }, [x0], x18
st4.16b { v22, v23, v24, v25 }, [x19], x0
st4.2d { v8, v9, v10, v11 }, [x14]
st4.2d { v25, v26, v27, v28 }, [x7]
st4.2d { v4, v5, v6, v7 }, [x27]
st4.2d { v16, v17, v18, v19 }, [x21]
st4.2d { v24, v25, v26, v27 }, [x23], x23
st4.2d { v16, v17, v18, v19 }, [sp], x1
st4.2d { v27, v28, v29, v30 }, [x3], x15
st4.2d { v29, v30, v31, v0 }, [x28], x28
st4.2s { v15, v16, v17, v18 }, [x23]
st4.2s { v27, v28, v29, v30 }, [x17]
st4.2s { v28, v29, v30, v31 }, [x25]
st4.2s { v30, v31, v0, v1 }, [x17]
st4.2s { v18, v19, v20, v21 }, [x4], #32
st4.2s { v28, v29, v30, v31 }, [x16], x21
st4.2s { v3, v4, v5, v6 }, [x27], x26
st4.2s { v12, v13, v14, v15 }, [x14], x26
st4.4h { v18, v19, v20, v21 }, [sp]
st4.4h { v27, v28, v29, v30 }, [x16]
st4.4h { v16, v17, v18, v19 }, [x1]
st4.4h { v22, v23, v24, v25 }, [x3]
st4.4h { v12, v13, v14, v15 }, [x17], x1
st4.4h { v12, v13, v14, v15 }, [x11], x7
st4.4h { v25, v26, v27, v28 }, [x8], x12
st4.4h { v20, v21, v22, v23 }, [x5], x14
st4.4s { v2, v3, v4, v5 }, [x18]
st4.4s { v7, v8, v9, v10 }, [x12]
st4.4s { v11, v12, v13, v14 }, [x5]
st4.4s { v5, v6, v7, v8 }, [x26]
st4.4s { v18, v19, v20, v21 }, [x9], x0
st4.4s { v16, v17, v18, v19 }, [x26], x10
st4.4s { v27, v28, v29, v30 }, [x16], x4
st4.4s { v31, v0, v1, v2 }, [x0], x12
st4.8b { v6, v7, v8, v9 }, [sp]
st4.8b { v21, v22, v23, v24 }, [x9]
st4.8b { v8, v9, v10, v11 }, [x14]
st4.8b { v8, v9, v10, v11 }, [x6]
st4.8b { v4, v5, v6, v7 }, [x27], x23
st4.8b { v29, v30, v31, v0 }, [x1], x0
st4.8b { v10, v11, v12, v13 }, [x4], x9
st4.8b { v7, v8, v9, v10 }, [x20], x10
st4.8h { v23, v24, v25, v26 }, [x21]
st4.8h { v5, v6, v7, v8 }, [x20]
st4.8h { v29, v30, v31, v0 }, [x26]
st4.8h { v15, v16, v17, v18 }, [x27], x25
st4.8h { v19, v20, v21, v22 }, [x19], x26
st4.8h { v3, v4, v5, v6 }, [x8], x13
st4.8h { v8, v9, v10, v11 }, [x15], x17
subhn.2s v20, v0, v23
subhn.2s v2, v18, v19
subhn.2s v5, v23, v13
subhn.2s v18, v19, v27
subhn2.4s v11, v1, v12
subhn2.4s v23, v15, v8
subhn2.4s v12, v9, v16
subhn2.4s v3, v20, v31
subhn.4h v26, v25, v14
subhn.4h v22, v2, v21
subhn.4h v30, v1, v22
subhn.4h v23, v13, v10
subhn2.8h v0, v10, v23
subhn2.8h v2, v29, v23
subhn2.8h v10, v21, v12
subhn2.8h v28, v16, v6
subhn.8b v27, v17, v14
subhn.8b v14, v22, v3
subhn.8b v20, v13, v28
subhn.8b v9, v22, v14
subhn2.16b v23, v31, v31
subhn2.16b v2, v16, v30
subhn2.16b v22, v2, v3
subhn2.16b v10, v3, v15
sub.16b v17, v12, v6
sub.16b v10, v18, v22
sub.16b v8, v22, v1
sub.16b v3, v3, v30
sub.2d v25, v20, v12
sub.2d v1, v11, v10
sub.2d v25, v5, v3
sub.2d v14, v18, v7
sub.2s v11, v23, v23
sub.2s v16, v21, v14
sub.2s v22, v25, v2
sub.2s v28, v2, v11
sub.4h v3, v27, v24
sub.4h v1, v31, v15
sub.4h v8, v16, v26
sub.4h v15, v30, v0
sub.4s v18, v24, v29
sub.4s v22, v29, v13
sub.4s v2, v6, v29
sub.4s v21, v14, v2
sub.8b v16, v22, v4
sub.8b v22, v14, v22
sub.8b v25, v5, v29
sub.8b v15, v29, v4
sub.8h v25, v2, v11
sub.8h v23, v14, v11
sub.8h v29, v23, v18
sub.8h v3, v30, v20
suqadd.16b v23, v7
suqadd.16b v26, v18
suqadd.16b v5, v21
suqadd.16b v17, v14
suqadd.2d v18, v22
suqadd.2d v14, v14
suqadd.2d v31, v1
suqadd.2d v20, v29
suqadd.2s v28, v24
suqadd.2s v28, v27
suqadd.2s v5, v29
suqadd.2s v26, v24
suqadd.4h v2, v14
suqadd.4h v19, v30
suqadd.4h v18, v21
suqadd.4h v4, v10
suqadd.4s v14, v27
suqadd.4s v12, v22
suqadd.4s v23, v25
suqadd.4s v17, v21
suqadd.8b v31, v10
suqadd.8b v28, v7
suqadd.8b v16, v20
suqadd.8b v10, v31
suqadd.8h v10, v4
suqadd.8h v24, v18
suqadd.8h v5, v2
suqadd.8h v15, v9
tbl.16b v11, { v3 }, v22
tbl.16b v24, { v2 }, v12
tbl.16b v21, { v5 }, v8
tbl.16b v22, { v17 }, v14
tbl.16b v10, { v0, v1 }, v28
tbl.16b v1, { v28, v29 }, v20
tbl.16b v20, { v21, v22 }, v6
tbl.16b v22, { v8, v9 }, v13
tbl.16b v25, { v23, v24, v25 }, v2
tbl.16b v24, { v6, v7, v8 }, v20
tbl.16b v19, { v19, v20, v21 }, v3
tbl.16b v7, { v5, v6, v7 }, v16
tbl.16b v20, { v4, v5, v6, v7 }, v4
tbl.16b v19, { v11, v12, v13, v14 }, v19
tbl.16b v20, { v4, v5, v6, v7 }, v29
tbl.16b v11, { v11, v12, v13, v14 }, v6
tbl.8b v17, { v3 }, v14
tbl.8b v9, { v11 }, v2
tbl.8b v26, { v30 }, v30
tbl.8b v23, { v6 }, v27
tbl.8b v31, { v25, v26 }, v11
tbl.8b v19, { v18, v19 }, v0
tbl.8b v24, { v25, v26 }, v16
tbl.8b v18, { v0, v1 }, v26
tbl.8b v25, { v9, v10, v11 }, v20
tbl.8b v7, { v28, v29, v30 }, v13
tbl.8b v0, { v3, v4, v5 }, v16
tbl.8b v15, { v10, v11, v12 }, v18
tbl.8b v8, { v29, v30, v31, v0 }, v21
tbl.8b v27, { v28, v29, v30, v31 }, v15
tbl.8b v21, { v16, v17, v18, v19 }, v2
tbl.8b v3, { v28, v29, v30, v31 }, v23
tbx.16b v24, { v24 }, v23
tbx.16b v25, { v10 }, v29
tbx.16b v3, { v25 }, v1
tbx.16b v9, { v10 }, v3
tbx.16b v17, { v16, v17 }, v14
tbx.16b v23, { v29, v30 }, v26
tbx.16b v27, { v2, v3 }, v8
tbx.16b v14, { v17, v18 }, v27
tbx.16b v2, { v2, v3, v4 }, v29
tbx.16b v5, { v30, v31, v0 }, v6
tbx.16b v21, { v9, v10, v11 }, v24
tbx.16b v6, { v29, v30, v31 }, v3
tbx.16b v31, { v22, v23, v24, v25 }, v5
tbx.16b v21, { v11, v12, v13, v14 }, v13
tbx.16b v21, { v3, v4, v5, v6 }, v4
tbx.16b v0, { v23, v24, v25, v26 }, v22
tbx.8b v12, { v20 }, v1
tbx.8b v1, { v28 }, v8
tbx.8b v16, { v8 }, v6
tbx.8b v30, { v19 }, v22
tbx.8b v2, { v31, v0 }, v8
tbx.8b v19, { v0, v1 }, v18
tbx.8b v31, { v21, v22 }, v19
tbx.8b v0, { v11, v12 }, v24
tbx.8b v29, { v19, v20, v21 }, v8
tbx.8b v1, { v6, v7, v8 }, v19
tbx.8b v12, { v16, v17, v18 }, v12
tbx.8b v12, { v1, v2, v3 }, v26
tbx.8b v28, { v14, v15, v16, v17 }, v3
tbx.8b v21, { v10, v11, v12, v13 }, v21
tbx.8b v21, { v17, v18, v19, v20 }, v4
tbx.8b v14, { v3, v4, v5, v6 }, v20
trn1.16b v0, v6, v31
trn1.16b v16, v22, v17
trn1.16b v5, v15, v23
trn1.16b v27, v13, v20
trn1.2d v22, v15, v1
trn1.2d v30, v19, v17
trn1.2d v12, v20, v20
trn1.2d v15, v8, v18
trn1.2s v15, v6, v14
trn1.2s v16, v19, v5
trn1.2s v22, v15, v5
trn1.2s v24, v14, v25
trn1.4h v21, v19, v7
trn1.4h v14, v25, v30
trn1.4h v26, v0, v11
trn1.4h v17, v1, v0
trn1.4s v19, v22, v31
trn1.4s v23, v24, v13
trn1.4s v29, v29, v7
trn1.4s v12, v27, v12
trn1.8b v15, v31, v18
trn1.8b v18, v21, v12
trn1.8b v29, v0, v4
trn1.8b v4, v1, v29
trn1.8h v13, v9, v27
trn1.8h v3, v16, v30
trn1.8h v16, v17, v23
trn1.8h v16, v7, v6
trn2.16b v9, v30, v17
trn2.16b v0, v22, v29
trn2.16b v18, v11, v15
trn2.16b v28, v12, v21
trn2.2d v11, v29, v20
trn2.2d v6, v29, v5
trn2.2d v8, v6, v26
trn2.2d v5, v31, v18
trn2.2s v5, v22, v25
trn2.2s v25, v19, v3
trn2.2s v4, v14, v18
trn2.2s v25, v26, v29
trn2.4h v13, v30, v25
trn2.4h v19, v16, v3
trn2.4h v11, v12, v30
trn2.4h v0, v23, v17
trn2.4s v15, v9, v24
trn2.4s v10, v30, v21
trn2.4s v4, v1, v23
trn2.4s v1, v25, v3
trn2.8b v0, v8, v14
trn2.8b v21, v26, v16
trn2.8b v16, v13, v0
trn2.8b v17, v28, v2
trn2.8h v10, v26, v30
trn2.8h v14, v31, v23
trn2.8h v18, v20, v30
trn2.8h v21, v8, v8
uabal.2d v2, v0, v30
uabal.2d v18, v13, v29
uabal.2d v17, v13, v6
uabal.2d v25, v17, v16
uabal2.2d v1, v29, v23
uabal2.2d v8, v25, v17
uabal2.2d v11, v2, v22
uabal2.2d v14, v18, v14
uabal.4s v0, v7, v20
uabal.4s v24, v30, v30
uabal.4s v1, v31, v9
uabal.4s v19, v21, v4
uabal2.4s v20, v10, v0
uabal2.4s v24, v12, v30
uabal2.4s v24, v18, v28
uabal2.4s v7, v2, v7
uabal.8h v1, v9, v3
uabal.8h v12, v19, v28
uabal.8h v12, v13, v17
uabal.8h v18, v20, v19
uabal2.8h v18, v10, v27
uabal2.8h v1, v24, v30
uabal2.8h v6, v0, v15
uabal2.8h v14, v28, v18
uaba.16b v22, v30, v5
uaba.16b v29, v29, v15
uaba.16b v24, v2, v27
uaba.16b v10, v7, v29
uaba.2s v16, v20, v17
uaba.2s v20, v1, v12
uaba.2s v31, v2, v24
uaba.2s v23, v16, v22
uaba.4h v16, v8, v2
uaba.4h v7, v22, v0
uaba.4h v11, v20, v29
uaba.4h v2, v8, v30
uaba.4s v7, v9, v30
uaba.4s v7, v11, v0
uaba.4s v7, v29, v18
uaba.4s v7, v5, v19
uaba.8b v31, v6, v13
uaba.8b v25, v4, v23
uaba.8b v22, v0, v2
uaba.8b v18, v17, v29
uaba.8h v31, v19, v3
uaba.8h v22, v29, v18
uaba.8h v14, v1, v4
uaba.8h v0, v31, v15
uabdl.2d v17, v16, v25
uabdl.2d v27, v9, v20
uabdl.2d v10, v19, v17
uabdl.2d v11, v9, v16
uabdl2.2d v0, v31, v27
uabdl2.2d v16, v15, v20
uabdl2.2d v12, v6, v0
uabdl2.2d v15, v7, v16
uabdl.4s v14, v9, v23
uabdl.4s v23, v28, v19
uabdl.4s v31, v1, v28
uabdl.4s v25, v24, v27
uabdl2.4s v30, v25, v13
uabdl2.4s v9, v31, v14
uabdl2.4s v21, v22, v0
uabdl2.4s v20, v20, v15
uabdl.8h v20, v15, v25
uabdl.8h v31, v10, v3
uabdl.8h v16, v20, v14
uabdl.8h v12, v11, v11
uabdl2.8h v13, v31, v1
uabdl2.8h v18, v11, v3
uabdl2.8h v14, v13, v1
uabdl2.8h v22, v5, v31
uabd.16b v19, v31, v16
uabd.16b v29, v26, v10
uabd.16b v0, v11, v11
uabd.16b v17, v29, v22
uabd.2s v0, v5, v23
uabd.2s v7, v19, v25
uabd.2s v12, v15, v16
uabd.2s v2, v16, v0
uabd.4h v4, v20, v30
uabd.4h v9, v4, v8
uabd.4h v18, v29, v31
uabd.4h v23, v22, v25
uabd.4s v12, v7, v26
uabd.4s v24, v1, v17
uabd.4s v14, v22, v26
uabd.4s v21, v14, v19
uabd.8b v17, v5, v28
uabd.8b v21, v8, v8
uabd.8b v4, v16, v18
uabd.8b v4, v8, v4
uabd.8h v4, v1, v21
uabd.8h v19, v10, v29
uabd.8h v3, v2, v28
uabd.8h v20, v10, v4
uadalp.1d v22, v30
uadalp.1d v21, v16
uadalp.1d v6, v12
uadalp.1d v21, v7
uadalp.2d v2, v13
uadalp.2d v19, v18
uadalp.2d v10, v7
uadalp.2d v31, v14
uadalp.2s v27, v28
uadalp.2s v3, v20
uadalp.2s v6, v5
uadalp.2s v7, v1
uadalp.4h v17, v2
uadalp.4h v2, v10
uadalp.4h v28, v7
uadalp.4h v26, v21
uadalp.4s v4, v2
uadalp.4s v24, v11
uadalp.4s v17, v8
uadalp.4s v26, v9
uadalp.8h v26, v23
uadalp.8h v30, v3
uadalp.8h v3, v29
uadalp.8h v23, v2
uaddlp.1d v26, v2
uaddlp.1d v22, v29
uaddlp.1d v16, v12
uaddlp.1d v21, v23
uaddlp.2d v12, v26
uaddlp.2d v28, v29
uaddlp.2d v4, v28
uaddlp.2d v15, v15
uaddlp.2s v7, v24
uaddlp.2s v25, v26
uaddlp.2s v28, v14
uaddlp.2s v25, v31
uaddlp.4h v10, v2
uaddlp.4h v18, v31
uaddlp.4h v18, v13
uaddlp.4h v10, v14
uaddlp.4s v20, v21
uaddlp.4s v6, v17
uaddlp.4s v1, v11
uaddlp.4s v9, v1
uaddlp.8h v1, v25
uaddlp.8h v27, v10
uaddlp.8h v7, v13
uaddlp.8h v22, v31
uaddlv.16b h19, v16
uaddlv.16b h5, v6
uaddlv.16b h21, v6
uaddlv.16b h9, v1
uaddlv.4h s9, v6
uaddlv.4h s20, v24
uaddlv.4h s29, v17
uaddlv.4h s2, v2
uaddlv.4s d17, v12
uaddlv.4s d9, v25
uaddlv.4s d14, v2
uaddlv.4s d0, v22
uaddlv.8b h10, v25
uaddlv.8b h4, v9
uaddlv.8b h3, v11
uaddlv.8b h3, v21
uaddlv.8h s29, v4
uaddlv.8h s26, v7
uaddlv.8h s31, v20
uaddlv.8h s14, v2
uaddl.2d v1, v1, v16
uaddl.2d v16, v5, v14
uaddl.2d v6, v27, v14
uaddl.2d v26, v20, v26
uaddl2.2d v24, v29, v22
uaddl2.2d v3, v15, v17
uaddl2.2d v4, v11, v0
uaddl2.2d v30, v18, v17
uaddl.4s v1, v18, v11
uaddl.4s v0, v8, v13
uaddl.4s v4, v30, v20
uaddl.4s v9, v28, v16
uaddl2.4s v10, v7, v31
uaddl2.4s v4, v8, v12
uaddl2.4s v16, v13, v25
uaddl2.4s v25, v1, v27
uaddl.8h v8, v30, v24
uaddl.8h v9, v19, v5
uaddl.8h v24, v19, v19
uaddl.8h v14, v2, v20
uaddl2.8h v27, v12, v31
uaddl2.8h v18, v21, v26
uaddl2.8h v21, v18, v4
uaddl2.8h v24, v19, v22
uaddw.2d v13, v9, v28
uaddw.2d v31, v23, v25
uaddw.2d v1, v29, v0
uaddw.2d v13, v1, v24
uaddw2.2d v4, v4, v11
uaddw2.2d v7, v12, v7
uaddw2.2d v21, v3, v6
uaddw2.2d v0, v7, v11
uaddw.4s v25, v23, v4
uaddw.4s v23, v8, v4
uaddw.4s v9, v5, v6
uaddw.4s v10, v8, v21
uaddw2.4s v12, v14, v0
uaddw2.4s v13, v16, v7
uaddw2.4s v2, v17, v13
uaddw2.4s v6, v27, v30
uaddw.8h v26, v4, v4
uaddw.8h v15, v27, v4
uaddw.8h v18, v1, v26
uaddw.8h v26, v17, v2
uaddw2.8h v22, v4, v28
uaddw2.8h v0, v19, v15
uaddw2.8h v28, v19, v17
uaddw2.8h v5, v24, v10
ucvtf.2d v24, v22, #38
ucvtf.2d v20, v5, #50
ucvtf.2d v23, v12, #53
ucvtf.2d v2, v5, #52
ucvtf.2s v4, v2, #21
ucvtf.2s v28, v5, #18
ucvtf.2s v25, v26, #6
ucvtf.2s v3, v20, #2
ucvtf.4s v7, v18, #21
ucvtf.4s v23, v25, #32
ucvtf.4s v14, v21, #16
ucvtf.4s v2, v27, #27
ucvtf.2d v3, v23
ucvtf.2d v8, v10
ucvtf.2d v19, v25
ucvtf.2d v22, v29
ucvtf.2s v23, v21
ucvtf.2s v9, v26
ucvtf.2s v4, v17
ucvtf.2s v23, v10
ucvtf.4s v23, v31
ucvtf.4s v7, v25
ucvtf.4s v8, v2
ucvtf.4s v7, v26
uhadd.16b v27, v16, v27
uhadd.16b v19, v14, v13
uhadd.16b v3, v27, v20
uhadd.16b v0, v12, v22
uhadd.2s v30, v11, v16
uhadd.2s v17, v11, v25
uhadd.2s v17, v16, v12
uhadd.2s v24, v21, v22
uhadd.4h v16, v7, v27
uhadd.4h v1, v5, v23
uhadd.4h v28, v22, v10
uhadd.4h v18, v23, v11
uhadd.4s v24, v5, v22
uhadd.4s v8, v16, v25
uhadd.4s v16, v24, v5
uhadd.4s v31, v4, v10
uhadd.8b v15, v6, v20
uhadd.8b v23, v8, v9
uhadd.8b v2, v5, v11
uhadd.8b v11, v19, v7
uhadd.8h v1, v25, v14
uhadd.8h v13, v6, v22
uhadd.8h v8, v9, v20
uhadd.8h v5, v8, v22
uhsub.16b v17, v8, v26
uhsub.16b v2, v2, v23
uhsub.16b v4, v18, v20
uhsub.16b v15, v22, v7
uhsub.2s v31, v5, v3
uhsub.2s v0, v11, v21
uhsub.2s v15, v24, v24
uhsub.2s v10, v14, v8
uhsub.4h v11, v17, v10
uhsub.4h v30, v20, v17
uhsub.4h v18, v25, v17
uhsub.4h v31, v18, v20
uhsub.4s v15, v12, v11
uhsub.4s v31, v28, v18
uhsub.4s v20, v8, v30
uhsub.4s v31, v26, v1
uhsub.8b v12, v9, v9
uhsub.8b v1, v13, v9
uhsub.8b v27, v23, v13
uhsub.8b v3, v12, v21
uhsub.8h v31, v7, v27
uhsub.8h v4, v23, v29
uhsub.8h v8, v9, v19
uhsub.8h v27, v20, v17
umaxp.16b v17, v21, v3
umaxp.16b v7, v20, v5
umaxp.16b v21, v17, v17
umaxp.16b v27, v31, v18
umaxp.2s v23, v6, v30
umaxp.2s v7, v15, v21
umaxp.2s v5, v7, v11
umaxp.2s v15, v31, v0
umaxp.4h v11, v25, v7
umaxp.4h v5, v27, v24
umaxp.4h v9, v3, v28
umaxp.4h v15, v10, v9
umaxp.4s v7, v31, v18
umaxp.4s v27, v26, v15
umaxp.4s v4, v0, v3
umaxp.4s v25, v4, v13
umaxp.8b v5, v15, v3
umaxp.8b v5, v8, v28
umaxp.8b v28, v26, v24
umaxp.8b v4, v22, v7
umaxp.8h v18, v13, v4
umaxp.8h v7, v7, v16
umaxp.8h v20, v15, v12
umaxp.8h v0, v2, v1
umaxv.16b b24, v0
umaxv.16b b19, v24
umaxv.16b b23, v24
umaxv.16b b28, v4
umaxv.4h h21, v20
umaxv.4h h26, v17
umaxv.4h h24, v22
umaxv.4h h30, v30
umaxv.4s s11, v16
umaxv.4s s3, v26
umaxv.4s s0, v12
umaxv.4s s7, v7
umaxv.8b b30, v8
umaxv.8b b4, v20
umaxv.8b b16, v13
umaxv.8b b14, v15
umaxv.8h h9, v18
umaxv.8h h18, v4
umaxv.8h h22, v30
umaxv.8h h13, v6
umax.16b v18, v24, v3
umax.16b v23, v23, v12
umax.16b v9, v15, v21
umax.16b v3, v15, v20
umax.2s v22, v15, v17
umax.2s v3, v14, v10
umax.2s v2, v0, v5
umax.2s v10, v11, v26
umax.4h v20, v27, v24
umax.4h v19, v19, v4
umax.4h v5, v3, v1
umax.4h v9, v4, v3
umax.4s v5, v12, v20
umax.4s v5, v14, v21
umax.4s v0, v3, v29
umax.4s v24, v6, v27
umax.8b v20, v13, v20
umax.8b v2, v25, v20
umax.8b v7, v31, v13
umax.8b v16, v30, v10
umax.8h v15, v16, v5
umax.8h v23, v6, v5
umax.8h v22, v9, v21
umax.8h v27, v21, v31
uminp.16b v28, v20, v3
uminp.16b v1, v9, v14
uminp.16b v9, v30, v11
uminp.16b v27, v2, v8
uminp.2s v13, v25, v24
uminp.2s v14, v20, v29
uminp.2s v6, v31, v11
uminp.2s v18, v20, v16
uminp.4h v10, v29, v24
uminp.4h v0, v10, v21
uminp.4h v28, v4, v12
uminp.4h v20, v10, v16
uminp.4s v25, v13, v17
uminp.4s v8, v21, v18
uminp.4s v20, v13, v16
uminp.4s v27, v10, v18
uminp.8b v0, v13, v5
uminp.8b v31, v7, v4
uminp.8b v27, v6, v25
uminp.8b v13, v7, v19
uminp.8h v21, v25, v5
uminp.8h v6, v4, v23
uminp.8h v23, v27, v20
uminp.8h v9, v6, v20
uminv.16b b19, v17
uminv.16b b1, v5
uminv.16b b25, v24
uminv.16b b18, v21
uminv.4h h28, v14
uminv.4h h24, v12
uminv.4h h16, v28
uminv.4h h1, v30
uminv.4s s7, v8
uminv.4s s1, v27
uminv.4s s30, v3
uminv.4s s15, v16
uminv.8b b26, v8
uminv.8b b2, v6
uminv.8b b0, v2
uminv.8b b16, v1
uminv.8h h10, v30
uminv.8h h2, v15
uminv.8h h23, v30
uminv.8h h9, v1
umin.16b v22, v20, v28
umin.16b v3, v9, v31
umin.16b v8, v21, v28
umin.16b v27, v23, v29
umin.2s v26, v7, v11
umin.2s v19, v9, v12
umin.2s v12, v31, v2
umin.2s v12, v30, v16
umin.4h v29, v25, v20
umin.4h v17, v23, v23
umin.4h v3, v3, v29
umin.4h v6, v21, v21
umin.4s v16, v20, v27
umin.4s v9, v0, v23
umin.4s v9, v28, v20
umin.4s v9, v11, v19
umin.8b v10, v2, v13
umin.8b v6, v8, v12
umin.8b v14, v16, v3
umin.8b v16, v30, v2
umin.8h v20, v16, v16
umin.8h v7, v18, v18
umin.8h v25, v24, v23
umin.8h v2, v16, v13
umlal.2d v15, v5, v30[0]
umlal.2d v9, v28, v14[1]
umlal.2d v10, v0, v22[0]
umlal.2d v0, v29, v1[3]
umlal2.2d v2, v2, v26[0]
umlal2.2d v6, v16, v7[0]
umlal2.2d v8, v12, v27[0]
umlal2.2d v18, v30, v2[2]
umlal.4s v19, v19, v7[3]
umlal.4s v3, v30, v8[2]
umlal.4s v23, v20, v5[4]
umlal.4s v13, v1, v5[4]
umlal2.4s v5, v27, v5[2]
umlal2.4s v2, v18, v11[2]
umlal2.4s v13, v10, v1[0]
umlal2.4s v22, v8, v3[4]
umlal.2d v30, v10, v22
umlal.2d v8, v12, v8
umlal.2d v22, v5, v2
umlal.2d v16, v4, v31
umlal2.2d v23, v13, v24
umlal2.2d v4, v28, v13
umlal2.2d v15, v3, v6
umlal2.2d v18, v18, v29
umlal.4s v6, v11, v13
umlal.4s v14, v1, v11
umlal.4s v13, v26, v14
umlal.4s v5, v0, v31
umlal2.4s v13, v24, v25
umlal2.4s v29, v6, v1
umlal2.4s v4, v7, v24
umlal2.4s v1, v14, v3
umlal.8h v4, v31, v29
umlal.8h v4, v14, v10
umlal.8h v3, v9, v8
umlal.8h v22, v23, v1
umlal2.8h v31, v21, v6
umlal2.8h v26, v22, v29
umlal2.8h v11, v5, v6
umlal2.8h v5, v22, v29
umlsl.2d v11, v21, v11[0]
umlsl.2d v3, v11, v28[2]
umlsl.2d v3, v9, v5[0]
umlsl.2d v18, v13, v7[2]
umlsl2.2d v24, v29, v7[0]
umlsl2.2d v1, v2, v3[0]
umlsl2.2d v16, v7, v22[0]
umlsl2.2d v15, v17, v19[0]
umlsl.4s v19, v31, v0[2]
umlsl.4s v18, v17, v0[4]
umlsl.4s v11, v26, v15[7]
umlsl.4s v3, v22, v6[4]
umlsl2.4s v5, v29, v7[1]
umlsl2.4s v13, v1, v0[2]
umlsl2.4s v21, v13, v3[1]
umlsl2.4s v12, v22, v7[4]
umlsl.2d v11, v25, v9
umlsl.2d v3, v17, v23
umlsl.2d v1, v26, v18
umlsl.2d v24, v22, v16
umlsl2.2d v26, v23, v12
umlsl2.2d v31, v10, v6
umlsl2.2d v18, v15, v27
umlsl2.2d v15, v27, v9
umlsl.4s v3, v4, v13
umlsl.4s v12, v9, v21
umlsl.4s v11, v26, v31
umlsl.4s v16, v3, v21
umlsl2.4s v18, v19, v18
umlsl2.4s v14, v23, v18
umlsl2.4s v19, v29, v9
umlsl2.4s v19, v31, v7
umlsl.8h v19, v31, v13
umlsl.8h v24, v9, v31
umlsl.8h v3, v12, v0
umlsl.8h v2, v30, v29
umlsl2.8h v29, v12, v16
umlsl2.8h v27, v25, v12
umlsl2.8h v26, v30, v31
umlsl2.8h v14, v18, v1
umov.b w12, v11[0]
umov.b w9, v30[12]
umov.b w18, v28[8]
umov.b w15, v1[3]
mov.d x30, v7[1]
mov.d x29, v0[1]
mov.d x16, v12[1]
mov.d x3, v21[0]
umov.h w16, v19[0]
umov.h w14, v28[2]
umov.h w25, v13[0]
umov.h w10, v0[1]
mov.s w12, v12[0]
mov.s w16, v18[0]
mov.s w20, v17[0]
mov.s w5, v2[3]
umull.2d v4, v18, v13[0]
umull.2d v27, v10, v14[0]
umull.2d v7, v27, v7[2]
umull.2d v24, v10, v29[3]
umull2.2d v23, v14, v15[1]
umull2.2d v12, v6, v28[3]
umull2.2d v0, v25, v11[2]
umull2.2d v23, v6, v12[0]
umull.4s v0, v10, v12[5]
umull.4s v4, v6, v1[6]
umull.4s v15, v19, v8[6]
umull.4s v23, v28, v3[0]
umull2.4s v21, v9, v2[0]
umull2.4s v23, v21, v10[6]
umull2.4s v0, v10, v9[4]
umull2.4s v26, v11, v2[1]
umull.2d v1, v4, v16
umull.2d v12, v28, v2
umull.2d v2, v23, v30
umull.2d v28, v23, v10
umull2.2d v11, v10, v28
umull2.2d v19, v7, v18
umull2.2d v6, v11, v1
umull2.2d v1, v0, v4
umull.4s v3, v27, v4
umull.4s v15, v20, v17
umull.4s v30, v18, v7
umull.4s v28, v12, v13
umull2.4s v10, v18, v25
umull2.4s v22, v1, v7
umull2.4s v10, v20, v10
umull2.4s v15, v27, v10
umull.8h v22, v17, v16
umull.8h v29, v28, v31
umull.8h v26, v26, v30
umull.8h v14, v25, v26
umull2.8h v21, v4, v22
umull2.8h v31, v30, v26
umull2.8h v23, v26, v27
umull2.8h v22, v5, v0
uqadd.16b v12, v7, v5
uqadd.16b v0, v14, v25
uqadd.16b v18, v31, v1
uqadd.16b v1, v5, v5
uqadd.2d v25, v24, v18
uqadd.2d v1, v14, v19
uqadd.2d v29, v16, v10
uqadd.2d v28, v23, v15
uqadd.2s v15, v2, v12
uqadd.2s v3, v14, v3
uqadd.2s v6, v2, v5
uqadd.2s v13, v26, v3
uqadd.4h v23, v25, v3
uqadd.4h v30, v29, v11
uqadd.4h v30, v7, v23
uqadd.4h v22, v2, v11
uqadd.4s v7, v22, v10
uqadd.4s v20, v1, v0
uqadd.4s v31, v28, v10
uqadd.4s v13, v29, v17
uqadd.8b v1, v6, v23
uqadd.8b v6, v23, v4
uqadd.8b v10, v22, v16
uqadd.8b v13, v9, v16
uqadd.8h v23, v6, v29
uqadd.8h v1, v13, v23
uqadd.8h v2, v8, v0
uqadd.8h v12, v7, v20
uqrshl.16b v24, v8, v19
uqrshl.16b v2, v31, v2
uqrshl.16b v12, v2, v31
uqrshl.16b v11, v6, v26
uqrshl.2d v20, v27, v13
uqrshl.2d v24, v11, v15
uqrshl.2d v5, v26, v26
uqrshl.2d v30, v15, v5
uqrshl.2s v20, v18, v11
uqrshl.2s v26, v14, v0
uqrshl.2s v25, v23, v6
uqrshl.2s v17, v7, v8
uqrshl.4h v16, v15, v11
uqrshl.4h v1, v23, v28
uqrshl.4h v24, v27, v14
uqrshl.4h v31, v16, v30
uqrshl.4s v28, v26, v5
uqrshl.4s v21, v22, v22
uqrshl.4s v2, v1, v26
uqrshl.4s v22, v7, v3
uqrshl.8b v12, v20, v31
uqrshl.8b v20, v29, v29
uqrshl.8b v30, v29, v23
uqrshl.8b v3, v3, v17
uqrshl.8h v18, v22, v10
uqrshl.8h v15, v21, v27
uqrshl.8h v0, v7, v28
uqrshl.8h v11, v12, v5
uqrshrn.2s v19, v20, #18
uqrshrn.2s v5, v18, #32
uqrshrn.2s v25, v4, #20
uqrshrn.2s v10, v6, #17
uqrshrn2.4s v12, v19, #16
uqrshrn2.4s v25, v5, #10
uqrshrn2.4s v20, v4, #3
uqrshrn2.4s v2, v17, #16
uqrshrn.4h v4, v9, #13
uqrshrn.4h v10, v27, #9
uqrshrn.4h v31, v1, #5
uqrshrn.4h v0, v4, #15
uqrshrn2.8h v15, v24, #13
uqrshrn2.8h v24, v18, #3
uqrshrn2.8h v22, v11, #12
uqrshrn2.8h v29, v20, #2
uqrshrn.8b v26, v28, #8
uqrshrn.8b v17, v14, #1
uqrshrn.8b v15, v31, #7
uqrshrn.8b v2, v23, #1
uqrshrn2.16b v4, v9, #8
uqrshrn2.16b v25, v21, #1
uqrshrn2.16b v3, v0, #8
uqrshrn2.16b v21, v12, #8
uqshl.16b v2, v5, #3
uqshl.16b v18, v9, #5
uqshl.16b v26, v11, #1
uqshl.16b v30, v16, #5
uqshl.2d v1, v24, #55
uqshl.2d v9, v29, #56
uqshl.2d v4, v7, #57
uqshl.2d v24, v2, #11
uqshl.2s v4, v19, #4
uqshl.2s v8, v29, #13
uqshl.2s v23, v31, #14
uqshl.2s v4, v4, #9
uqshl.4h v29, v16, #1
uqshl.4h v2, v20, #0
uqshl.4h v14, v10, #0
uqshl.4h v2, v27, #0
uqshl.4s v3, v23, #1
uqshl.4s v17, v6, #6
uqshl.4s v15, v1, #26
uqshl.4s v6, v15, #15
uqshl.8b v24, v30, #1
uqshl.8b v13, v25, #7
uqshl.8b v25, v28, #1
uqshl.8b v31, v31, #5
uqshl.8h v8, v30, #5
uqshl.8h v3, v0, #11
uqshl.8h v14, v24, #8
uqshl.8h v9, v16, #6
uqshl.16b v13, v5, v26
uqshl.16b v27, v30, v23
uqshl.16b v8, v18, v6
uqshl.16b v31, v20, v0
uqshl.2d v2, v15, v17
uqshl.2d v26, v8, v17
uqshl.2d v8, v15, v1
uqshl.2d v9, v9, v6
uqshl.2s v26, v7, v20
uqshl.2s v1, v31, v21
uqshl.2s v6, v6, v4
uqshl.2s v12, v7, v2
uqshl.4h v6, v7, v7
uqshl.4h v30, v22, v4
uqshl.4h v16, v27, v23
uqshl.4h v2, v29, v18
uqshl.4s v28, v31, v11
uqshl.4s v15, v10, v9
uqshl.4s v22, v7, v27
uqshl.4s v19, v27, v12
uqshl.8b v11, v11, v9
uqshl.8b v27, v30, v0
uqshl.8b v30, v25, v5
uqshl.8b v8, v25, v18
uqshl.8h v21, v30, v9
uqshl.8h v15, v30, v13
uqshl.8h v23, v17, v29
uqshl.8h v28, v29, v1
uqshrn.2s v8, v10, #12
uqshrn.2s v10, v27, #22
uqshrn.2s v21, v31, #3
uqshrn.2s v6, v24, #30
uqshrn2.4s v3, v18, #11
uqshrn2.4s v26, v31, #1
uqshrn2.4s v8, v17, #32
uqshrn2.4s v5, v30, #23
uqshrn.4h v2, v20, #11
uqshrn.4h v15, v26, #15
uqshrn.4h v17, v12, #5
uqshrn.4h v9, v21, #4
uqshrn2.8h v8, v29, #12
uqshrn2.8h v30, v0, #1
uqshrn2.8h v20, v5, #4
uqshrn2.8h v28, v28, #1
uqshrn.8b v21, v5, #1
uqshrn.8b v21, v18, #3
uqshrn.8b v12, v30, #3
uqshrn.8b v11, v11, #7
uqshrn2.16b v27, v17, #1
uqshrn2.16b v12, v19, #2
uqshrn2.16b v23, v20, #2
uqshrn2.16b v23, v3, #1
uqsub.16b v15, v9, v4
uqsub.16b v14, v20, v3
uqsub.16b v29, v24, v13
uqsub.16b v4, v2, v9
uqsub.2d v0, v27, v17
uqsub.2d v19, v19, v21
uqsub.2d v2, v27, v9
uqsub.2d v5, v2, v19
uqsub.2s v19, v1, v15
uqsub.2s v13, v28, v10
uqsub.2s v8, v10, v19
uqsub.2s v7, v14, v14
uqsub.4h v13, v24, v16
uqsub.4h v8, v20, v10
uqsub.4h v7, v9, v10
uqsub.4h v11, v0, v27
uqsub.4s v15, v20, v27
uqsub.4s v8, v1, v16
uqsub.4s v2, v28, v6
uqsub.4s v30, v4, v30
uqsub.8b v23, v1, v10
uqsub.8b v17, v7, v25
uqsub.8b v18, v3, v9
uqsub.8b v6, v28, v24
uqsub.8h v0, v16, v18
uqsub.8h v13, v26, v11
uqsub.8h v2, v11, v19
uqsub.8h v11, v0, v23
uqxtn.2s v16, v0
uqxtn.2s v30, v2
uqxtn.2s v25, v13
uqxtn.2s v11, v5
uqxtn2.4s v3, v8
uqxtn2.4s v0, v25
uqxtn2.4s v12, v14
uqxtn2.4s v28, v15
uqxtn.4h v1, v7
uqxtn.4h v16, v0
uqxtn.4h v11, v30
uqxtn.4h v31, v9
uqxtn2.8h v17, v15
uqxtn2.8h v24, v9
uqxtn2.8h v14, v9
uqxtn2.8h v24, v10
uqxtn.8b v6, v13
uqxtn.8b v26, v27
uqxtn.8b v18, v1
uqxtn.8b v16, v28
uqxtn2.16b v14, v9
uqxtn2.16b v24, v9
uqxtn2.16b v13, v29
uqxtn2.16b v19, v0
urecpe.2s v0, v2
urecpe.2s v24, v15
urecpe.2s v12, v14
urecpe.2s v29, v17
urecpe.4s v11, v11
urecpe.4s v28, v28
urecpe.4s v31, v11
urecpe.4s v2, v23
urhadd.16b v28, v22, v18
urhadd.16b v9, v28, v13
urhadd.16b v4, v27, v14
urhadd.16b v30, v9, v7
urhadd.2s v21, v17, v25
urhadd.2s v15, v14, v0
urhadd.2s v30, v15, v0
urhadd.2s v30, v8, v7
urhadd.4h v17, v27, v26
urhadd.4h v4, v24, v1
urhadd.4h v20, v19, v18
urhadd.4h v27, v30, v0
urhadd.4s v5, v16, v13
urhadd.4s v18, v22, v1
urhadd.4s v16, v13, v21
urhadd.4s v18, v28, v21
urhadd.8b v12, v7, v0
urhadd.8b v10, v13, v22
urhadd.8b v8, v19, v18
urhadd.8b v23, v31, v23
urhadd.8h v8, v17, v9
urhadd.8h v16, v10, v27
urhadd.8h v15, v22, v5
urhadd.8h v8, v7, v10
urshl.16b v13, v17, v13
urshl.16b v30, v11, v11
urshl.16b v2, v13, v9
urshl.16b v3, v4, v15
urshl.2d v19, v5, v3
urshl.2d v26, v27, v4
urshl.2d v27, v28, v1
urshl.2d v9, v18, v11
urshl.2s v14, v24, v2
urshl.2s v19, v31, v19
urshl.2s v13, v7, v7
urshl.2s v2, v23, v5
urshl.4h v3, v5, v21
urshl.4h v25, v25, v2
urshl.4h v23, v30, v8
urshl.4h v17, v29, v21
urshl.4s v5, v10, v5
urshl.4s v30, v11, v1
urshl.4s v19, v0, v10
urshl.4s v28, v24, v26
urshl.8b v27, v7, v10
urshl.8b v19, v19, v18
urshl.8b v8, v15, v19
urshl.8b v9, v11, v25
urshl.8h v16, v21, v10
urshl.8h v1, v23, v12
urshl.8h v31, v7, v0
urshl.8h v16, v7, v23
urshr.16b v3, v6, #6
urshr.16b v13, v17, #3
urshr.16b v30, v26, #8
urshr.16b v29, v18, #8
urshr.2d v8, v3, #1
urshr.2d v11, v10, #19
urshr.2d v3, v17, #35
urshr.2d v14, v31, #62
urshr.2s v1, v9, #29
urshr.2s v22, v19, #18
urshr.2s v3, v29, #1
urshr.2s v31, v9, #1
urshr.4h v20, v6, #16
urshr.4h v2, v13, #5
urshr.4h v26, v10, #11
urshr.4h v29, v5, #4
urshr.4s v9, v0, #8
urshr.4s v12, v3, #1
urshr.4s v31, v11, #27
urshr.4s v9, v5, #6
urshr.8b v14, v20, #3
urshr.8b v17, v26, #7
urshr.8b v18, v10, #3
urshr.8b v0, v17, #1
urshr.8h v6, v22, #3
urshr.8h v2, v26, #1
urshr.8h v6, v20, #3
urshr.8h v27, v24, #9
ursqrte.2s v24, v23
ursqrte.2s v14, v29
ursqrte.2s v23, v28
ursqrte.2s v18, v15
ursqrte.4s v15, v4
ursqrte.4s v3, v3
ursqrte.4s v26, v2
ursqrte.4s v30, v7
ursra.16b v24, v30, #8
ursra.16b v15, v30, #6
ursra.16b v4, v20, #8
ursra.16b v30, v29, #1
ursra.2d v2, v3, #64
ursra.2d v13, v12, #64
ursra.2d v28, v23, #12
ursra.2d v22, v26, #4
ursra.2s v31, v1, #24
ursra.2s v13, v4, #1
ursra.2s v23, v3, #7
ursra.2s v23, v20, #1
ursra.4h v18, v2, #10
ursra.4h v9, v1, #2
ursra.4h v26, v6, #12
ursra.4h v29, v19, #16
ursra.4s v23, v2, #9
ursra.4s v23, v3, #3
ursra.4s v21, v0, #23
ursra.4s v21, v3, #23
ursra.8b v24, v23, #2
ursra.8b v17, v26, #1
ursra.8b v6, v30, #4
ursra.8b v24, v28, #1
ursra.8h v4, v6, #4
ursra.8h v23, v18, #14
ursra.8h v18, v11, #5
ursra.8h v16, v6, #12
ushll.2d v3, v1, #0
ushll.2d v17, v21, #20
ushll.2d v29, v29, #31
ushll.2d v1, v16, #0
ushll2.2d v21, v27, #10
ushll2.2d v8, v28, #0
ushll2.2d v17, v10, #30
ushll2.2d v16, v8, #28
ushll.4s v13, v2, #6
ushll.4s v17, v5, #14
ushll.4s v23, v30, #15
ushll.4s v9, v16, #7
ushll2.4s v16, v13, #12
ushll2.4s v19, v7, #12
ushll2.4s v25, v28, #6
ushll2.4s v20, v14, #14
ushll.8h v6, v17, #2
ushll.8h v3, v5, #5
ushll.8h v13, v8, #2
ushll.8h v30, v23, #0
ushll2.8h v6, v28, #7
ushll2.8h v24, v0, #7
ushll2.8h v6, v4, #4
ushll2.8h v5, v24, #0
ushl.16b v4, v21, v20
ushl.16b v12, v17, v9
ushl.16b v1, v28, v17
ushl.16b v27, v17, v24
ushl.2d v26, v4, v2
ushl.2d v23, v7, v13
ushl.2d v15, v27, v10
ushl.2d v28, v4, v1
ushl.2s v17, v22, v3
ushl.2s v19, v8, v17
ushl.2s v17, v0, v22
ushl.2s v31, v24, v5
ushl.4h v17, v4, v8
ushl.4h v28, v16, v27
ushl.4h v4, v21, v26
ushl.4h v21, v25, v1
ushl.4s v5, v18, v6
ushl.4s v4, v19, v5
ushl.4s v25, v18, v15
ushl.4s v7, v7, v27
ushl.8b v28, v8, v29
ushl.8b v10, v14, v3
ushl.8b v7, v2, v19
ushl.8b v27, v2, v12
ushl.8h v1, v11, v6
ushl.8h v1, v19, v13
ushl.8h v25, v21, v15
ushl.8h v22, v18, v4
ushr.16b v8, v7, #5
ushr.16b v18, v28, #3
ushr.16b v11, v31, #5
ushr.16b v4, v13, #3
ushr.2d v27, v24, #27
ushr.2d v0, v2, #1
ushr.2d v4, v23, #4
ushr.2d v29, v25, #38
ushr.2s v27, v14, #6
ushr.2s v22, v4, #7
ushr.2s v12, v17, #1
ushr.2s v10, v3, #27
ushr.4h v0, v15, #3
ushr.4h v16, v28, #10
ushr.4h v13, v2, #11
ushr.4h v23, v10, #10
ushr.4s v25, v20, #32
ushr.4s v10, v2, #1
ushr.4s v15, v26, #1
ushr.4s v12, v26, #29
ushr.8b v10, v9, #3
ushr.8b v28, v5, #3
ushr.8b v26, v26, #8
ushr.8b v29, v14, #5
ushr.8h v12, v28, #3
ushr.8h v21, v15, #6
ushr.8h v29, v8, #1
ushr.8h v8, v6, #14
usqadd.16b v4, v7
usqadd.16b v25, v28
usqadd.16b v0, v2
usqadd.16b v22, v9
usqadd.2d v15, v8
usqadd.2d v1, v17
usqadd.2d v2, v6
usqadd.2d v21, v6
usqadd.2s v9, v29
usqadd.2s v31, v19
usqadd.2s v17, v5
usqadd.2s v15, v21
usqadd.4h v21, v6
usqadd.4h v31, v24
usqadd.4h v11, v2
usqadd.4h v19, v3
usqadd.4s v22, v18
usqadd.4s v3, v25
usqadd.4s v19, v14
usqadd.4s v16, v21
usqadd.8b v4, v21
usqadd.8b v18, v21
usqadd.8b v23, v29
usqadd.8b v15, v20
usqadd.8h v8, v10
usqadd.8h v4, v18
usqadd.8h v28, v18
usqadd.8h v30, v23
usra.16b v10, v20, #3
usra.16b v6, v20, #3
usra.16b v30, v26, #5
usra.16b v10, v21, #3
usra.2d v9, v1, #59
usra.2d v2, v31, #34
usra.2d v8, v4, #58
usra.2d v17, v3, #1
usra.2s v15, v11, #1
usra.2s v1, v4, #1
usra.2s v3, v25, #23
usra.2s v23, v29, #7
usra.4h v26, v17, #4
usra.4h v4, v17, #13
usra.4h v27, v14, #11
usra.4h v15, v29, #8
usra.4s v9, v10, #21
usra.4s v10, v24, #1
usra.4s v4, v8, #11
usra.4s v1, v1, #19
usra.8b v22, v22, #8
usra.8b v5, v14, #5
usra.8b v22, v22, #3
usra.8b v3, v3, #1
usra.8h v28, v13, #2
usra.8h v27, v0, #8
usra.8h v31, v9, #2
usra.8h v0, v15, #3
usubl.2d v25, v28, v11
usubl.2d v9, v17, v7
usubl.2d v31, v11, v13
usubl.2d v27, v7, v19
usubl2.2d v10, v31, v21
usubl2.2d v9, v30, v10
usubl2.2d v5, v17, v22
usubl2.2d v9, v7, v12
usubl.4s v26, v23, v9
usubl.4s v16, v23, v0
usubl.4s v24, v1, v19
usubl.4s v16, v26, v11
usubl2.4s v15, v16, v10
usubl2.4s v12, v26, v19
usubl2.4s v18, v7, v27
usubl2.4s v17, v29, v18
usubl.8h v31, v27, v30
usubl.8h v29, v0, v3
usubl.8h v30, v28, v25
usubl.8h v9, v27, v21
usubl2.8h v18, v24, v29
usubl2.8h v0, v11, v24
usubl2.8h v16, v5, v1
usubl2.8h v23, v25, v13
usubw.2d v3, v5, v22
usubw.2d v16, v16, v0
usubw.2d v15, v1, v0
usubw.2d v18, v9, v6
usubw2.2d v6, v29, v1
usubw2.2d v10, v15, v25
usubw2.2d v24, v20, v4
usubw2.2d v20, v15, v19
usubw.4s v16, v21, v17
usubw.4s v5, v1, v5
usubw.4s v16, v4, v15
usubw.4s v22, v9, v25
usubw2.4s v17, v18, v8
usubw2.4s v9, v28, v19
usubw2.4s v10, v11, v11
usubw2.4s v28, v4, v19
usubw.8h v2, v10, v3
usubw.8h v24, v12, v15
usubw.8h v21, v17, v27
usubw.8h v24, v15, v9
usubw2.8h v23, v13, v16
usubw2.8h v20, v22, v1
usubw2.8h v26, v5, v23
usubw2.8h v20, v15, v24
uzp1.16b v3, v7, v22
uzp1.16b v8, v20, v16
uzp1.16b v9, v4, v28
uzp1.16b v9, v22, v2
uzp1.2d v29, v16, v31
uzp1.2d v14, v21, v9
uzp1.2d v26, v10, v4
uzp1.2d v25, v6, v15
uzp1.2s v21, v23, v16
uzp1.2s v26, v9, v29
uzp1.2s v22, v11, v12
uzp1.2s v2, v27, v17
uzp1.4h v17, v6, v2
uzp1.4h v8, v18, v4
uzp1.4h v1, v24, v23
uzp1.4h v7, v3, v21
uzp1.4s v28, v28, v17
uzp1.4s v25, v21, v8
uzp1.4s v8, v21, v18
uzp1.4s v27, v11, v18
uzp1.8b v31, v6, v7
uzp1.8b v6, v30, v15
uzp1.8b v16, v6, v20
uzp1.8b v12, v14, v25
uzp1.8h v5, v13, v15
uzp1.8h v11, v24, v12
uzp1.8h v17, v10, v13
uzp1.8h v6, v17, v13
uzp2.16b v1, v14, v21
uzp2.16b v4, v5, v4
uzp2.16b v16, v11, v12
uzp2.16b v13, v26, v21
uzp2.2d v27, v8, v5
uzp2.2d v2, v3, v16
uzp2.2d v5, v14, v10
uzp2.2d v7, v17, v15
uzp2.2s v8, v31, v2
uzp2.2s v16, v22, v14
uzp2.2s v15, v12, v7
uzp2.2s v8, v3, v12
uzp2.4h v23, v20, v13
uzp2.4h v9, v15, v12
uzp2.4h v11, v13, v1
uzp2.4h v2, v30, v19
uzp2.4s v18, v17, v11
uzp2.4s v19, v13, v10
uzp2.4s v3, v3, v11
uzp2.4s v17, v8, v21
uzp2.8b v1, v13, v3
uzp2.8b v19, v24, v17
uzp2.8b v4, v19, v4
uzp2.8b v15, v1, v26
uzp2.8h v27, v6, v21
uzp2.8h v17, v20, v2
uzp2.8h v20, v23, v22
uzp2.8h v14, v18, v10
xtn.2s v5, v5
xtn.2s v17, v17
xtn.2s v0, v31
xtn.2s v10, v28
xtn2.4s v12, v16
xtn2.4s v23, v15
xtn2.4s v10, v27
xtn2.4s v21, v20
xtn.4h v7, v4
xtn.4h v8, v0
xtn.4h v7, v3
xtn.4h v24, v4
xtn2.8h v4, v15
xtn2.8h v4, v1
xtn2.8h v26, v17
xtn2.8h v5, v12
xtn.8b v22, v16
xtn.8b v20, v22
xtn.8b v17, v2
xtn.8b v8, v30
xtn2.16b v14, v24
xtn2.16b v5, v21
xtn2.16b v26, v31
xtn2.16b v4, v19
zip1.16b v25, v18, v18
zip1.16b v22, v8, v10
zip1.16b v8, v3, v19
zip1.16b v26, v5, v9
zip1.2d v9, v29, v25
zip1.2d v9, v19, v13
zip1.2d v16, v27, v23
zip1.2d v23, v13, v22
zip1.2s v18, v14, v26
zip1.2s v13, v16, v25
zip1.2s v12, v2, v23
zip1.2s v5, v10, v12
zip1.4h v6, v26, v25
zip1.4h v7, v30, v20
zip1.4h v9, v16, v6
zip1.4h v6, v6, v22
zip1.4s v28, v19, v23
zip1.4s v22, v5, v23
zip1.4s v2, v14, v10
zip1.4s v16, v30, v12
zip1.8b v10, v24, v18
zip1.8b v9, v1, v14
zip1.8b v23, v20, v9
zip1.8b v29, v5, v24
zip1.8h v20, v23, v1
zip1.8h v4, v21, v22
zip1.8h v18, v12, v18
zip1.8h v9, v1, v26
zip2.16b v26, v11, v5
zip2.16b v7, v0, v25
zip2.16b v13, v26, v7
zip2.16b v30, v18, v31
zip2.2d v13, v12, v2
zip2.2d v26, v29, v2
zip2.2d v21, v6, v30
zip2.2d v9, v26, v9
zip2.2s v11, v20, v27
zip2.2s v19, v25, v28
zip2.2s v16, v16, v29
zip2.2s v2, v1, v16
zip2.4h v15, v18, v31
zip2.4h v3, v18, v28
zip2.4h v12, v23, v13
zip2.4h v16, v20, v29
zip2.4s v0, v28, v30
zip2.4s v5, v2, v17
zip2.4s v3, v23, v28
zip2.4s v19, v25, v12
zip2.8b v20, v18, v15
zip2.8b v16, v12, v25
zip2.8b v1, v24, v10
zip2.8b v4, v3, v18
zip2.8h v22, v3, v26
zip2.8h v17, v31, v21
zip2.8h v12, v14, v10
zip2.8h v31, v3, v26
