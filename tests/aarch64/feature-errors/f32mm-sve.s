// without f32mm sve: each line is rejected
fmmla	z22.s, z8.s, z31.s
