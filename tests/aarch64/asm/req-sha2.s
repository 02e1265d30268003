// mattr: +sha2
// instructions llvm-mc 19 takes only with: sha2
sha1c	q27, s14, v18.4s
sha1h	s6, s6
sha1m	q11, s20, v12.4s
sha1p	q4, s23, v2.4s
sha1su0	v23.4s, v5.4s, v17.4s
sha1su1	v18.4s, v25.4s
sha256h	q13, q15, v31.4s
sha256h2	q25, q3, v17.4s
sha256su0	v4.4s, v19.4s
sha256su1	v5.4s, v4.4s, v10.4s
