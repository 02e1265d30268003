// mattr: +sha3
bcax.16b v19, v24, v11, v20
eor3.16b v20, v23, v3, v22
rax1.2d v0, v20, v11
sha512h.2d q25, q22, v21
sha512h2.2d q29, q25, v8
sha512su0.2d v13, v2
sha512su1.2d v31, v8, v25
xar.2d v30, v20, v18, #7
