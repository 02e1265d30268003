// mattr: +sha3
// instructions llvm-mc 19 takes only with: sha3
bcax	v24.16b, v25.16b, v16.16b, v19.16b
eor3	v4.16b, v12.16b, v26.16b, v17.16b
rax1	v10.2d, v12.2d, v8.2d
sha512h	q6, q13, v31.2d
sha512h2	q10, q7, v4.2d
sha512su0	v23.2d, v22.2d
sha512su1	v3.2d, v18.2d, v8.2d
xar	v31.2d, v0.2d, v7.2d, #20
