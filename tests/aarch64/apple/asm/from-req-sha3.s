// mattr: +sha3
bcax.16b v5, v0, v9, v7
eor3.16b v1, v20, v3, v25
rax1.2d v25, v3, v21
sha512h.2d q0, q25, v5
sha512h2.2d q16, q24, v16
sha512su0.2d v19, v11
sha512su1.2d v23, v28, v7
xar.2d v18, v17, v15, #24
