// mattr: +sha3
// instructions llvm-mc 19 takes only with: sha3
bcax	v5.16b, v0.16b, v9.16b, v7.16b
eor3	v18.16b, v21.16b, v13.16b, v28.16b
rax1	v28.2d, v6.2d, v26.2d
sha512h	q19, q25, v16.2d
sha512h2	q17, q8, v0.2d
sha512su0	v25.2d, v1.2d
sha512su1	v12.2d, v21.2d, v10.2d
xar	v3.2d, v1.2d, v26.2d, #22
