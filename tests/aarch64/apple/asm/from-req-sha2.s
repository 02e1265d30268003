// mattr: +sha2
sha1c.4s q27, s14, v18
sha1m.4s q11, s20, v12
sha1p.4s q4, s23, v2
sha1su0.4s v23, v5, v17
sha1su1.4s v18, v25
sha256h.4s q13, q15, v31
sha256h2.4s q25, q3, v17
sha256su0.4s v4, v19
sha256su1.4s v5, v4, v10
