// without frint3264: each line is rejected
frint32x	d6, d0
frint32x	s9, s5
frint32x	v26.2d, v10.2d
frint32x	v5.2s, v18.2s
frint32x	v29.4s, v22.4s
frint32z	d16, d21
frint32z	s11, s10
frint32z	v16.2d, v8.2d
frint32z	v22.2s, v20.2s
frint32z	v30.4s, v2.4s
frint64x	d6, d16
frint64x	s5, s21
