// without f32mm sve: each line is rejected
fmmla	z11.s, z11.s, z9.s
