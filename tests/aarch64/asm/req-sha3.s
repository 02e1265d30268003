// mattr: +sha3
// instructions llvm-mc 19 takes only with: sha3
bcax	v5.16b, v0.16b, v9.16b, v7.16b
eor3	v1.16b, v20.16b, v3.16b, v25.16b
rax1	v25.2d, v5.2d, v25.2d
sha512h	q26, q29, v21.2d
sha512h2	q15, q2, v31.2d
sha512su0	v20.2d, v17.2d
sha512su1	v20.2d, v12.2d, v18.2d
xar	v18.2d, v17.2d, v15.2d, #24
