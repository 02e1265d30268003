// without sha3: each line is rejected
bcax	v5.16b, v0.16b, v9.16b, v7.16b
eor3	v1.16b, v20.16b, v3.16b, v25.16b
rax1	v20.2d, v21.2d, v8.2d
sha512h	q12, q23, v29.2d
sha512h2	q29, q26, v21.2d
sha512su0	v25.2d, v0.2d
sha512su1	v8.2d, v14.2d, v18.2d
xar	v14.2d, v18.2d, v21.2d, #24
