// without f32mm sve: each line is rejected
fmmla	z11.s, z10.s, z12.s
