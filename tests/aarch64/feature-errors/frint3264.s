// without frint3264: each line is rejected
frint32x	d13, d3
frint32x	s5, s22
frint32x	v25.2d, v16.2d
frint32x	v5.2s, v19.2s
frint32x	v5.4s, v30.4s
frint32z	d14, d31
frint32z	s20, s8
frint32z	v12.2d, v21.2d
frint32z	v0.2s, v1.2s
frint32z	v17.4s, v19.4s
frint64x	d10, d8
frint64x	s26, s18
