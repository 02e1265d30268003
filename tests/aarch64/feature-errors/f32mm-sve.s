// without f32mm sve: each line is rejected
fmmla	z13.s, z23.s, z29.s
