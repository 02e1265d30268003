// mattr: +sha3
bcax.16b v5, v0, v9, v7
eor3.16b v13, v8, v26, v16
rax1.2d v10, v5, v19
sha512h.2d q11, q23, v8
sha512h2.2d q12, q24, v13
sha512su0.2d v25, v24
sha512su1.2d v19, v10, v27
xar.2d v23, v17, v8, #45
