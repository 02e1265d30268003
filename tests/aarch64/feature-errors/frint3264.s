// without frint3264: each line is rejected
frint32x	d3, d18
frint32x	s5, s5
frint32x	v13.2d, v10.2d
frint32x	v19.2s, v27.2s
frint32x	v26.4s, v26.4s
frint32z	d4, d24
frint32z	s14, s12
frint32z	v7.2d, v7.2d
frint32z	v8.2s, v22.2s
frint32z	v5.4s, v28.4s
frint64x	d23, d2
frint64x	s8, s4
