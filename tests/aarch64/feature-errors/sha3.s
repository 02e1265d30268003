// without sha3: each line is rejected
bcax	v29.16b, v0.16b, v23.16b, v17.16b
eor3	v12.16b, v17.16b, v14.16b, v12.16b
rax1	v19.2d, v20.2d, v0.2d
sha512h	q21, q24, v8.2d
sha512h2	q26, q3, v12.2d
sha512su0	v28.2d, v25.2d
sha512su1	v14.2d, v25.2d, v27.2d
xar	v12.2d, v16.2d, v4.2d, #13
