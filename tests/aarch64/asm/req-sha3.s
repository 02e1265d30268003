// mattr: +sha3
// instructions llvm-mc 19 takes only with: sha3
bcax	v21.16b, v27.16b, v13.16b, v2.16b
eor3	v27.16b, v3.16b, v18.16b, v20.16b
rax1	v12.2d, v27.2d, v19.2d
sha512h	q22, q20, v18.2d
sha512h2	q8, q10, v15.2d
sha512su0	v8.2d, v15.2d
sha512su1	v24.2d, v27.2d, v0.2d
xar	v23.2d, v21.2d, v19.2d, #25
