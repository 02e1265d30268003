// mattr: +sha3
bcax.16b v5, v0, v9, v7
eor3.16b v1, v20, v3, v25
rax1.2d v20, v21, v8
sha512h.2d q12, q23, v29
sha512h2.2d q29, q26, v21
sha512su0.2d v25, v0
sha512su1.2d v8, v14, v18
xar.2d v14, v18, v21, #24
