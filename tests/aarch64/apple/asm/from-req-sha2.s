// mattr: +sha2
sha1c.4s q23, s4, v26
sha1m.4s q4, s31, v22
sha1p.4s q26, s1, v28
sha1su0.4s v22, v7, v10
sha1su1.4s v3, v31
sha256h.4s q10, q5, v6
sha256h2.4s q10, q26, v29
sha256su0.4s v10, v23
sha256su1.4s v0, v30, v11
