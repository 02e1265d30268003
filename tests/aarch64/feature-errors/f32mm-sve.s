// without f32mm sve: each line is rejected
fmmla	z20.s, z12.s, z29.s
