// mattr: +sha2
sha1c.4s q28, s5, v28
sha1m.4s q31, s22, v11
sha1p.4s q3, s8, v23
sha1su0.4s v11, v31, v11
sha1su1.4s v23, v3
sha256h.4s q31, q4, v12
sha256h2.4s q9, q27, v31
sha256su0.4s v21, v5
sha256su1.4s v18, v26, v28
