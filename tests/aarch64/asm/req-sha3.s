// mattr: +sha3
// instructions llvm-mc 19 takes only with: sha3
bcax	v24.16b, v25.16b, v16.16b, v19.16b
eor3	v18.16b, v20.16b, v14.16b, v30.16b
rax1	v24.2d, v5.2d, v17.2d
sha512h	q2, q26, v21.2d
sha512h2	q16, q11, v17.2d
sha512su0	v14.2d, v16.2d
sha512su1	v29.2d, v8.2d, v2.2d
xar	v3.2d, v14.2d, v5.2d, #49
