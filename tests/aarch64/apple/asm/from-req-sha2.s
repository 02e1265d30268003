// mattr: +sha2
sha1c.4s q8, s10, v12
sha1m.4s q22, s20, v5
sha1p.4s q18, s11, v19
sha1su0.4s v22, v25, v0
sha1su1.4s v23, v10
sha256h.4s q20, q21, v11
sha256h2.4s q24, q17, v20
sha256su0.4s v21, v14
sha256su1.4s v28, v27, v13
