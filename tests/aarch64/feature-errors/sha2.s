// without sha2: each line is rejected
sha1c	q10, s6, v18.4s
sha1h	s28, s25
sha1m	q11, s27, v7.4s
sha1p	q9, s1, v28.4s
sha1su0	v29.4s, v21.4s, v6.4s
sha1su1	v5.4s, v29.4s
sha256h	q24, q28, v11.4s
sha256h2	q7, q1, v24.4s
sha256su0	v0.4s, v11.4s
sha256su1	v28.4s, v15.4s, v11.4s
