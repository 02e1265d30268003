// without sha2: each line is rejected
sha1c	q13, s27, v30.4s
sha1h	s11, s9
sha1m	q25, s4, v31.4s
sha1p	q8, s14, v4.4s
sha1su0	v14.4s, v24.4s, v7.4s
sha1su1	v27.4s, v22.4s
sha256h	q30, q19, v17.4s
sha256h2	q27, q4, v28.4s
sha256su0	v9.4s, v12.4s
sha256su1	v1.4s, v30.4s, v16.4s
