// mattr: +sha2
sha1c.4s q27, s15, v5
sha1m.4s q15, s25, v28
sha1p.4s q4, s0, v0
sha1su0.4s v9, v26, v6
sha1su1.4s v10, v16
sha256h.4s q6, q20, v24
sha256h2.4s q7, q23, v15
sha256su0.4s v13, v22
sha256su1.4s v17, v21, v18
