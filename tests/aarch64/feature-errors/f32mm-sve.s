// without f32mm sve: each line is rejected
fmmla	z19.s, z9.s, z4.s
