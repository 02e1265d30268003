// mattr: +sha3
// instructions llvm-mc 19 takes only with: sha3
bcax	v12.16b, v24.16b, v27.16b, v22.16b
eor3	v3.16b, v19.16b, v2.16b, v12.16b
rax1	v7.2d, v29.2d, v18.2d
sha512h	q18, q8, v14.2d
sha512h2	q5, q18, v27.2d
sha512su0	v6.2d, v11.2d
sha512su1	v5.2d, v25.2d, v28.2d
xar	v1.2d, v12.2d, v7.2d, #6
