// without frint3264: each line is rejected
frint32x	d24, d9
frint32x	s9, s2
frint32x	v19.2d, v30.2d
frint32x	v19.2s, v12.2s
frint32x	v18.4s, v7.4s
frint32z	d8, d19
frint32z	s4, s10
frint32z	v31.2d, v16.2d
frint32z	v27.2s, v16.2s
frint32z	v0.4s, v5.4s
frint64x	d29, d28
frint64x	s20, s22
