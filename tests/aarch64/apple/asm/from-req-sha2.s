// mattr: +sha2
sha1c.4s q13, s27, v30
sha1m.4s q25, s4, v31
sha1p.4s q8, s14, v4
sha1su0.4s v14, v24, v7
sha1su1.4s v27, v22
sha256h.4s q30, q19, v17
sha256h2.4s q27, q4, v28
sha256su0.4s v9, v12
sha256su1.4s v1, v30, v16
