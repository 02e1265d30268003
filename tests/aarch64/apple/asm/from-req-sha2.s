// mattr: +sha2
sha1c.4s q10, s6, v18
sha1m.4s q11, s27, v7
sha1p.4s q9, s1, v28
sha1su0.4s v29, v21, v6
sha1su1.4s v5, v29
sha256h.4s q24, q28, v11
sha256h2.4s q7, q1, v24
sha256su0.4s v0, v11
sha256su1.4s v28, v15, v11
