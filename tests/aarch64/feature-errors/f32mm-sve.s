// without f32mm sve: each line is rejected
fmmla	z30.s, z21.s, z9.s
