// mattr: +sha3
bcax.16b v26, v17, v21, v9
eor3.16b v11, v8, v4, v30
rax1.2d v14, v10, v1
sha512h.2d q14, q29, v11
sha512h2.2d q9, q27, v7
sha512su0.2d v0, v5
sha512su1.2d v27, v12, v3
xar.2d v23, v13, v10, #63
