// without sha3: each line is rejected
bcax	v5.16b, v0.16b, v9.16b, v7.16b
eor3	v28.16b, v2.16b, v25.16b, v8.16b
rax1	v5.2d, v10.2d, v30.2d
sha512h	q29, q23, v28.2d
sha512h2	q6, q19, v24.2d
sha512su0	v9.2d, v20.2d
sha512su1	v16.2d, v28.2d, v7.2d
xar	v8.2d, v21.2d, v26.2d, #55
