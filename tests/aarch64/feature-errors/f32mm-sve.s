// without f32mm sve: each line is rejected
fmmla	z13.s, z20.s, z14.s
