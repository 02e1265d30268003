// mattr: +sha3
// instructions llvm-mc 19 takes only with: sha3
bcax	v5.16b, v0.16b, v9.16b, v7.16b
eor3	v13.16b, v8.16b, v26.16b, v16.16b
rax1	v10.2d, v5.2d, v19.2d
sha512h	q11, q23, v8.2d
sha512h2	q12, q24, v13.2d
sha512su0	v25.2d, v24.2d
sha512su1	v19.2d, v10.2d, v27.2d
xar	v23.2d, v17.2d, v8.2d, #45
