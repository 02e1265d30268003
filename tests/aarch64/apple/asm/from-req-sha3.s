// mattr: +sha3
bcax.16b v12, v24, v27, v22
eor3.16b v10, v12, v0, v4
rax1.2d v14, v0, v12
sha512h.2d q22, q18, v6
sha512h2.2d q6, q6, v29
sha512su0.2d v26, v8
sha512su1.2d v2, v8, v31
xar.2d v24, v3, v23, #39
