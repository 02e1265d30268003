// mattr: +sha3
bcax.16b v29, v0, v23, v17
eor3.16b v12, v17, v14, v12
rax1.2d v19, v20, v0
sha512h.2d q21, q24, v8
sha512h2.2d q26, q3, v12
sha512su0.2d v28, v25
sha512su1.2d v14, v25, v27
xar.2d v12, v16, v4, #13
