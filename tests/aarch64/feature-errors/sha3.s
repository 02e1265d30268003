// without sha3: each line is rejected
bcax	v5.16b, v0.16b, v9.16b, v7.16b
eor3	v1.16b, v20.16b, v3.16b, v25.16b
rax1	v30.2d, v1.2d, v2.2d
sha512h	q6, q6, v10.2d
sha512h2	q16, q23, v13.2d
sha512su0	v3.2d, v14.2d
sha512su1	v5.2d, v7.2d, v27.2d
xar	v4.2d, v17.2d, v10.2d, #34
