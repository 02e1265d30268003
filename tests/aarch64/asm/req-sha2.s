// mattr: +sha2
// instructions llvm-mc 19 takes only with: sha2
sha1c	q23, s4, v26.4s
sha1h	s24, s19
sha1m	q4, s31, v22.4s
sha1p	q26, s1, v28.4s
sha1su0	v22.4s, v7.4s, v10.4s
sha1su1	v3.4s, v31.4s
sha256h	q10, q5, v6.4s
sha256h2	q10, q26, v29.4s
sha256su0	v10.4s, v23.4s
sha256su1	v0.4s, v30.4s, v11.4s
