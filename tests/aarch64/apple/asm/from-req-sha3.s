// mattr: +sha3
bcax.16b v26, v17, v21, v9
eor3.16b v12, v8, v9, v19
rax1.2d v29, v3, v12
sha512h.2d q11, q6, v26
sha512h2.2d q1, q9, v16
sha512su0.2d v12, v30
sha512su1.2d v5, v17, v21
xar.2d v8, v17, v21, #54
