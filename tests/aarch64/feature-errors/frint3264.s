// without frint3264: each line is rejected
frint32x	d6, d6
frint32x	s28, s18
frint32x	v21.2d, v6.2d
frint32x	v8.2s, v18.2s
frint32x	v21.4s, v7.4s
frint32z	d1, d27
frint32z	s10, s7
frint32z	v17.2d, v19.2d
frint32z	v12.2s, v25.2s
frint32z	v7.4s, v27.4s
frint64x	d20, d19
frint64x	s5, s12
