// without f32mm sve: each line is rejected
fmmla	z9.s, z11.s, z19.s
