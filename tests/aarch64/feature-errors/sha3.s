// without sha3: each line is rejected
bcax	v24.16b, v25.16b, v16.16b, v19.16b
eor3	v4.16b, v12.16b, v26.16b, v17.16b
rax1	v20.2d, v11.2d, v26.2d
sha512h	q5, q22, v1.2d
sha512h2	q27, q29, v25.2d
sha512su0	v6.2d, v4.2d
sha512su1	v7.2d, v16.2d, v0.2d
xar	v14.2d, v21.2d, v17.2d, #1
