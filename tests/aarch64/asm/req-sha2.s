// mattr: +sha2
// instructions llvm-mc 19 takes only with: sha2
sha1c	q31, s28, v31.4s
sha1h	s12, s18
sha1m	q4, s21, v1.4s
sha1p	q11, s27, v14.4s
sha1su0	v27.4s, v11.4s, v9.4s
sha1su1	v5.4s, v7.4s
sha256h	q0, q5, v27.4s
sha256h2	q26, q3, v3.4s
sha256su0	v19.4s, v23.4s
sha256su1	v7.4s, v21.4s, v8.4s
