// mattr: +sha2
// instructions llvm-mc 19 takes only with: sha2
sha1c	q6, s28, v6.4s
sha1h	s3, s13
sha1m	q31, s19, v7.4s
sha1p	q4, s24, v22.4s
sha1su0	v3.4s, v18.4s, v8.4s
sha1su1	v6.4s, v15.4s
sha256h	q8, q15, v24.4s
sha256h2	q19, q0, v18.4s
sha256su0	v21.4s, v20.4s
sha256su1	v25.4s, v10.4s, v27.4s
