// without f32mm sve: each line is rejected
fmmla	z2.s, z10.s, z5.s
