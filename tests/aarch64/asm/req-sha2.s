// mattr: +sha2
// instructions llvm-mc 19 takes only with: sha2
sha1c	q23, s28, v18.4s
sha1h	s8, s10
sha1m	q18, s9, v22.4s
sha1p	q15, s3, v23.4s
sha1su0	v11.4s, v12.4s, v23.4s
sha1su1	v29.4s, v20.4s
sha256h	q26, q25, v2.4s
sha256h2	q0, q13, v14.4s
sha256su0	v18.4s, v26.4s
sha256su1	v18.4s, v3.4s, v3.4s
