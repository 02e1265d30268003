// mattr: +sha2
sha1c.4s q10, s5, v23
sha1m.4s q10, s10, v6
sha1p.4s q14, s28, v12
sha1su0.4s v0, v22, v22
sha1su1.4s v22, v2
sha256h.4s q19, q31, v8
sha256h2.4s q28, q12, v18
sha256su0.4s v4, v21
sha256su1.4s v1, v10, v27
