// mattr: +sha2
sha1c.4s q11, s31, v25
sha1m.4s q24, s12, v20
sha1p.4s q2, s31, v13
sha1su0.4s v8, v27, v24
sha1su1.4s v24, v30
sha256h.4s q29, q7, v10
sha256h2.4s q16, q23, v11
sha256su0.4s v21, v29
sha256su1.4s v1, v10, v13
