// mattr: +sha2
sha1c.4s q31, s28, v31
sha1m.4s q4, s21, v1
sha1p.4s q11, s27, v14
sha1su0.4s v27, v11, v9
sha1su1.4s v5, v7
sha256h.4s q0, q5, v27
sha256h2.4s q26, q3, v3
sha256su0.4s v19, v23
sha256su1.4s v7, v21, v8
