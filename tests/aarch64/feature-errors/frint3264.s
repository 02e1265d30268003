// without frint3264: each line is rejected
frint32x	d20, d26
frint32x	s15, s6
frint32x	v12.2d, v1.2d
frint32x	v25.2s, v23.2s
frint32x	v31.4s, v9.4s
frint32z	d23, d16
frint32z	s30, s31
frint32z	v7.2d, v18.2d
frint32z	v14.2s, v21.2s
frint32z	v10.4s, v12.4s
frint64x	d18, d25
frint64x	s20, s12
