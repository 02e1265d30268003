// mattr: +sha2
// instructions llvm-mc 19 takes only with: sha2
sha1c	q26, s11, v7.4s
sha1h	s14, s29
sha1m	q21, s27, v20.4s
sha1p	q6, s3, v16.4s
sha1su0	v4.4s, v30.4s, v15.4s
sha1su1	v30.4s, v28.4s
sha256h	q9, q2, v23.4s
sha256h2	q9, q1, v5.4s
sha256su0	v15.4s, v2.4s
sha256su1	v9.4s, v26.4s, v28.4s
