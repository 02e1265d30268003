// mattr: +sha2
sha1c.4s q23, s28, v18
sha1m.4s q18, s9, v22
sha1p.4s q15, s3, v23
sha1su0.4s v11, v12, v23
sha1su1.4s v29, v20
sha256h.4s q26, q25, v2
sha256h2.4s q0, q13, v14
sha256su0.4s v18, v26
sha256su1.4s v18, v3, v3
