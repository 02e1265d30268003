// mattr: +sha3
// instructions llvm-mc 19 takes only with: sha3
bcax	v12.16b, v24.16b, v27.16b, v22.16b
eor3	v10.16b, v12.16b, v0.16b, v4.16b
rax1	v14.2d, v0.2d, v12.2d
sha512h	q22, q18, v6.2d
sha512h2	q6, q6, v29.2d
sha512su0	v26.2d, v8.2d
sha512su1	v2.2d, v8.2d, v31.2d
xar	v24.2d, v3.2d, v23.2d, #39
