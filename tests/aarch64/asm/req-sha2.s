// mattr: +sha2
// instructions llvm-mc 19 takes only with: sha2
sha1c	q8, s10, v12.4s
sha1h	s22, s16
sha1m	q22, s20, v5.4s
sha1p	q18, s11, v19.4s
sha1su0	v22.4s, v25.4s, v0.4s
sha1su1	v23.4s, v10.4s
sha256h	q20, q21, v11.4s
sha256h2	q24, q17, v20.4s
sha256su0	v21.4s, v14.4s
sha256su1	v28.4s, v27.4s, v13.4s
