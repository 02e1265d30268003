// mattr: +sha3
// instructions llvm-mc 19 takes only with: sha3
bcax	v19.16b, v24.16b, v11.16b, v20.16b
eor3	v20.16b, v23.16b, v3.16b, v22.16b
rax1	v0.2d, v20.2d, v11.2d
sha512h	q25, q22, v21.2d
sha512h2	q29, q25, v8.2d
sha512su0	v13.2d, v2.2d
sha512su1	v31.2d, v8.2d, v25.2d
xar	v30.2d, v20.2d, v18.2d, #7
