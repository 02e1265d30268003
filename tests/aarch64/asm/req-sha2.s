// mattr: +sha2
// instructions llvm-mc 19 takes only with: sha2
sha1c	q11, s31, v25.4s
sha1h	s10, s12
sha1m	q24, s12, v20.4s
sha1p	q2, s31, v13.4s
sha1su0	v8.4s, v27.4s, v24.4s
sha1su1	v24.4s, v30.4s
sha256h	q29, q7, v10.4s
sha256h2	q16, q23, v11.4s
sha256su0	v21.4s, v29.4s
sha256su1	v1.4s, v10.4s, v13.4s
