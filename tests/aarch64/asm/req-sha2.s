// mattr: +sha2
// instructions llvm-mc 19 takes only with: sha2
sha1c	q10, s5, v23.4s
sha1h	s8, s20
sha1m	q10, s10, v6.4s
sha1p	q14, s28, v12.4s
sha1su0	v0.4s, v22.4s, v22.4s
sha1su1	v22.4s, v2.4s
sha256h	q19, q31, v8.4s
sha256h2	q28, q12, v18.4s
sha256su0	v4.4s, v21.4s
sha256su1	v1.4s, v10.4s, v27.4s
