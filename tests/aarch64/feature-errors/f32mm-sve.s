// without f32mm sve: each line is rejected
fmmla	z6.s, z16.s, z14.s
