// without sha3: each line is rejected
bcax	v26.16b, v17.16b, v21.16b, v9.16b
eor3	v11.16b, v8.16b, v4.16b, v30.16b
rax1	v14.2d, v10.2d, v1.2d
sha512h	q14, q29, v11.2d
sha512h2	q9, q27, v7.2d
sha512su0	v0.2d, v5.2d
sha512su1	v27.2d, v12.2d, v3.2d
xar	v23.2d, v13.2d, v10.2d, #63
