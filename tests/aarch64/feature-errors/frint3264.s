// without frint3264: each line is rejected
frint32x	d27, d11
frint32x	s22, s31
frint32x	v20.2d, v12.2d
frint32x	v27.2s, v16.2s
frint32x	v31.4s, v28.4s
frint32z	d3, d19
frint32z	s22, s18
frint32z	v15.2d, v15.2d
frint32z	v26.2s, v31.2s
frint32z	v12.4s, v24.4s
frint64x	d1, d26
frint64x	s2, s20
