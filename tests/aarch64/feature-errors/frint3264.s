// without frint3264: each line is rejected
frint32x	d28, d14
frint32x	s19, s22
frint32x	v30.2d, v10.2d
frint32x	v22.2s, v17.2s
frint32x	v6.4s, v31.4s
frint32z	d27, d30
frint32z	s18, s31
frint32z	v29.2d, v31.2d
frint32z	v20.2s, v15.2s
frint32z	v29.4s, v1.4s
frint64x	d5, d10
frint64x	s12, s14
