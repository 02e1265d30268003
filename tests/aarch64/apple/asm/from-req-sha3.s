// mattr: +sha3
bcax.16b v5, v0, v9, v7
eor3.16b v28, v2, v25, v8
rax1.2d v5, v10, v30
sha512h.2d q29, q23, v28
sha512h2.2d q6, q19, v24
sha512su0.2d v9, v20
sha512su1.2d v16, v28, v7
xar.2d v8, v21, v26, #55
