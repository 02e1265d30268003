// mattr: +sha3
bcax.16b v24, v25, v16, v19
eor3.16b v4, v12, v26, v17
rax1.2d v20, v11, v26
sha512h.2d q5, q22, v1
sha512h2.2d q27, q29, v25
sha512su0.2d v6, v4
sha512su1.2d v7, v16, v0
xar.2d v14, v21, v17, #1
