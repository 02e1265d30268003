// without f32mm sve: each line is rejected
fmmla	z7.s, z18.s, z16.s
