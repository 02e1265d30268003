// mattr: +sha3
bcax.16b v5, v0, v9, v7
eor3.16b v1, v20, v3, v25
rax1.2d v25, v5, v25
sha512h.2d q26, q29, v21
sha512h2.2d q15, q2, v31
sha512su0.2d v20, v17
sha512su1.2d v20, v12, v18
xar.2d v18, v17, v15, #24
