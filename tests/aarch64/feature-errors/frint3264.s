// without frint3264: each line is rejected
frint32x	d5, d22
frint32x	s2, s21
frint32x	v0.2d, v27.2d
frint32x	v3.2s, v14.2s
frint32x	v18.4s, v5.4s
frint32z	d25, d19
frint32z	s28, s13
frint32z	v31.2d, v12.2d
frint32z	v11.2s, v12.2s
frint32z	v20.4s, v24.4s
frint64x	d11, d7
frint64x	s8, s28
