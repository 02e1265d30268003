// mattr: +sha2
// instructions llvm-mc 19 takes only with: sha2
sha1c	q16, s29, v6.4s
sha1h	s23, s27
sha1m	q22, s17, v26.4s
sha1p	q19, s21, v30.4s
sha1su0	v7.4s, v25.4s, v28.4s
sha1su1	v9.4s, v23.4s
sha256h	q9, q26, v0.4s
sha256h2	q0, q17, v29.4s
sha256su0	v5.4s, v2.4s
sha256su1	v7.4s, v15.4s, v28.4s
