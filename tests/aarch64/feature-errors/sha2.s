// without sha2: each line is rejected
sha1c	q6, s3, v16.4s
sha1h	s4, s9
sha1m	q30, s30, v16.4s
sha1p	q28, s29, v2.4s
sha1su0	v23.4s, v25.4s, v1.4s
sha1su1	v5.4s, v25.4s
sha256h	q2, q6, v26.4s
sha256h2	q28, q3, v13.4s
sha256su0	v31.4s, v19.4s
sha256su1	v7.4s, v23.4s, v24.4s
