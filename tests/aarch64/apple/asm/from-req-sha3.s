// mattr: +sha3
bcax.16b v21, v27, v13, v2
eor3.16b v27, v3, v18, v20
rax1.2d v12, v27, v19
sha512h.2d q22, q20, v18
sha512h2.2d q8, q10, v15
sha512su0.2d v8, v15
sha512su1.2d v24, v27, v0
xar.2d v23, v21, v19, #25
