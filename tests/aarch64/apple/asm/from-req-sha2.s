// mattr: +sha2
sha1c.4s q18, s27, v5
sha1m.4s q9, s2, v30
sha1p.4s q16, s16, v5
sha1su0.4s v19, v23, v28
sha1su1.4s v12, v15
sha256h.4s q8, q22, v2
sha256h2.4s q11, q28, v18
sha256su0.4s v19, v6
sha256su1.4s v30, v7, v1
