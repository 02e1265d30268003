// without frint3264: each line is rejected
frint32x	d7, d17
frint32x	s19, s12
frint32x	v25.2d, v7.2d
frint32x	v27.2s, v20.2s
frint32x	v19.4s, v5.4s
frint32z	d12, d10
frint32z	s23, s23
frint32z	v23.2d, v5.2d
frint32z	v11.2s, v17.2s
frint32z	v25.4s, v14.4s
frint64x	d12, d5
frint64x	s25, s31
