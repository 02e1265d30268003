// mattr: +sha3
bcax.16b v5, v0, v9, v7
eor3.16b v18, v21, v13, v28
rax1.2d v28, v6, v26
sha512h.2d q19, q25, v16
sha512h2.2d q17, q8, v0
sha512su0.2d v25, v1
sha512su1.2d v12, v21, v10
xar.2d v3, v1, v26, #22
