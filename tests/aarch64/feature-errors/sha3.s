// without sha3: each line is rejected
bcax	v5.16b, v0.16b, v9.16b, v7.16b
eor3	v1.16b, v20.16b, v3.16b, v25.16b
rax1	v25.2d, v3.2d, v21.2d
sha512h	q0, q25, v5.2d
sha512h2	q16, q24, v16.2d
sha512su0	v19.2d, v11.2d
sha512su1	v23.2d, v28.2d, v7.2d
xar	v18.2d, v17.2d, v15.2d, #24
