// mattr: +sha2
// instructions llvm-mc 19 takes only with: sha2
sha1c	q25, s9, v29.4s
sha1h	s28, s18
sha1m	q14, s29, v26.4s
sha1p	q7, s13, v8.4s
sha1su0	v23.4s, v16.4s, v27.4s
sha1su1	v2.4s, v4.4s
sha256h	q23, q28, v18.4s
sha256h2	q8, q18, v7.4s
sha256su0	v9.4s, v15.4s
sha256su1	v26.4s, v23.4s, v11.4s
