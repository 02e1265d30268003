// mattr: +sha3
bcax.16b v12, v24, v27, v22
eor3.16b v3, v19, v2, v12
rax1.2d v7, v29, v18
sha512h.2d q18, q8, v14
sha512h2.2d q5, q18, v27
sha512su0.2d v6, v11
sha512su1.2d v5, v25, v28
xar.2d v1, v12, v7, #6
