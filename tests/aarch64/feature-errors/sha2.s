// without sha2: each line is rejected
sha1c	q28, s5, v28.4s
sha1h	s22, s7
sha1m	q31, s22, v11.4s
sha1p	q3, s8, v23.4s
sha1su0	v11.4s, v31.4s, v11.4s
sha1su1	v23.4s, v3.4s
sha256h	q31, q4, v12.4s
sha256h2	q9, q27, v31.4s
sha256su0	v21.4s, v5.4s
sha256su1	v18.4s, v26.4s, v28.4s
