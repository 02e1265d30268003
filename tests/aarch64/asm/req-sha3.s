// mattr: +sha3
// instructions llvm-mc 19 takes only with: sha3
bcax	v26.16b, v17.16b, v21.16b, v9.16b
eor3	v12.16b, v8.16b, v9.16b, v19.16b
rax1	v29.2d, v3.2d, v12.2d
sha512h	q11, q6, v26.2d
sha512h2	q1, q9, v16.2d
sha512su0	v12.2d, v30.2d
sha512su1	v5.2d, v17.2d, v21.2d
xar	v8.2d, v17.2d, v21.2d, #54
