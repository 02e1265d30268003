// without cpa sve: each line is rejected
addpt	z30.d, p5/m, z30.d, z5.d
addpt	z18.d, z22.d, z20.d
madpt	z7.d, z12.d, z19.d
mlapt	z3.d, z23.d, z7.d
subpt	z31.d, p4/m, z31.d, z11.d
subpt	z26.d, z10.d, z24.d
