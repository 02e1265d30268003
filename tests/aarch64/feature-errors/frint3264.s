// without frint3264: each line is rejected
frint32x	d22, d19
frint32x	s13, s5
frint32x	v31.2d, v0.2d
frint32x	v16.2s, v10.2s
frint32x	v30.4s, v28.4s
frint32z	d4, d20
frint32z	s14, s31
frint32z	v8.2d, v17.2d
frint32z	v8.2s, v17.2s
frint32z	v2.4s, v8.4s
frint64x	d7, d6
frint64x	s0, s6
