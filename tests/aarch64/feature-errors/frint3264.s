// without frint3264: each line is rejected
frint32x	d25, d14
frint32x	s12, s5
frint32x	v25.2d, v31.2d
frint32x	v26.2s, v13.2s
frint32x	v23.4s, v25.4s
frint32z	d2, d23
frint32z	s4, s6
frint32z	v18.2d, v11.2d
frint32z	v21.2s, v22.2s
frint32z	v20.4s, v9.4s
frint64x	d22, d16
frint64x	s14, s3
