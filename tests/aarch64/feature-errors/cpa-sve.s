// without cpa sve: each line is rejected
addpt	z30.d, p5/m, z30.d, z5.d
addpt	z18.d, z22.d, z20.d
madpt	z7.d, z12.d, z19.d
mlapt	z3.d, z23.d, z7.d
subpt	z19.d, p6/m, z19.d, z22.d
subpt	z3.d, z0.d, z27.d
