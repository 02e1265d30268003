// mattr: +sha2
// instructions llvm-mc 19 takes only with: sha2
sha1c	q18, s27, v5.4s
sha1h	s10, s21
sha1m	q9, s2, v30.4s
sha1p	q16, s16, v5.4s
sha1su0	v19.4s, v23.4s, v28.4s
sha1su1	v12.4s, v15.4s
sha256h	q8, q22, v2.4s
sha256h2	q11, q28, v18.4s
sha256su0	v19.4s, v6.4s
sha256su1	v30.4s, v7.4s, v1.4s
