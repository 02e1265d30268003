// mattr: +sha3
bcax.16b v5, v0, v9, v7
eor3.16b v1, v20, v3, v25
rax1.2d v30, v1, v2
sha512h.2d q6, q6, v10
sha512h2.2d q16, q23, v13
sha512su0.2d v3, v14
sha512su1.2d v5, v7, v27
xar.2d v4, v17, v10, #34
