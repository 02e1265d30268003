// without frint3264: each line is rejected
frint32x	d2, d19
frint32x	s24, s30
frint32x	v17.2d, v4.2d
frint32x	v11.2s, v13.2s
frint32x	v25.4s, v3.4s
frint32z	d13, d27
frint32z	s31, s31
frint32z	v10.2d, v8.2d
frint32z	v10.2s, v0.2s
frint32z	v14.4s, v8.4s
frint64x	d22, d21
frint64x	s25, s13
