// mattr: +sha2
// instructions llvm-mc 19 takes only with: sha2
sha1c	q27, s15, v5.4s
sha1h	s31, s27
sha1m	q15, s25, v28.4s
sha1p	q4, s0, v0.4s
sha1su0	v9.4s, v26.4s, v6.4s
sha1su1	v10.4s, v16.4s
sha256h	q6, q20, v24.4s
sha256h2	q7, q23, v15.4s
sha256su0	v13.4s, v22.4s
sha256su1	v17.4s, v21.4s, v18.4s
