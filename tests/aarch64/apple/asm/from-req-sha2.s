// mattr: +sha2
sha1c.4s q25, s9, v29
sha1m.4s q14, s29, v26
sha1p.4s q7, s13, v8
sha1su0.4s v23, v16, v27
sha1su1.4s v2, v4
sha256h.4s q23, q28, v18
sha256h2.4s q8, q18, v7
sha256su0.4s v9, v15
sha256su1.4s v26, v23, v11
