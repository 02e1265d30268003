// mattr: +sha2
sha1c.4s q6, s28, v6
sha1m.4s q31, s19, v7
sha1p.4s q4, s24, v22
sha1su0.4s v3, v18, v8
sha1su1.4s v6, v15
sha256h.4s q8, q15, v24
sha256h2.4s q19, q0, v18
sha256su0.4s v21, v20
sha256su1.4s v25, v10, v27
