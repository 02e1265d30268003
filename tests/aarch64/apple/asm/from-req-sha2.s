// mattr: +sha2
sha1c.4s q6, s3, v16
sha1m.4s q30, s30, v16
sha1p.4s q28, s29, v2
sha1su0.4s v23, v25, v1
sha1su1.4s v5, v25
sha256h.4s q2, q6, v26
sha256h2.4s q28, q3, v13
sha256su0.4s v31, v19
sha256su1.4s v7, v23, v24
